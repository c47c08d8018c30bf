// Git's smart HTTP protocol (fetch only) for the fake's bare repositories, served by `git upload-pack` as
// `git http-backend` runs it (or by http-backend itself, a CGI program), the way GitHub serves
// `https://github.com/OWNER/REPO.git`. FakeGitHub mounts it on its own port, so `${gh.serverUrl}/OWNER/REPO.git` is
// what an action that makes its own fetch is given as GITHUB_SERVER_URL.
//
// Like GitHub: the token goes in HTTP basic auth (any user name, the token as password, or the
// `AUTHORIZATION: basic base64(x-access-token:TOKEN)` header actions/checkout sends); an unknown token is a 401;
// a token without `contents: read` is a 403; `refs/pull/N/head` of every open PR is served up to date, any
// reachable commit may be fetched by id, and partial clone filters (`--filter=blob:none`) are honoured.
// Pushing is refused. Git requests are logged on their own (`gh.gitRequests`): GitHub does not count git
// traffic against the REST rate limit.
import { spawn } from 'node:child_process';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { hasPermission } from './permissions.js';
import { countGitProcess, listRefs } from './git.js';
import type { Store } from './store.js';

export interface GitHttpRequest {
  method: string;
  path: string;
  service: string;
  status: number;
  token: string | null;
}

const GIT_PATH = /^\/([^/]+)\/([^/]+?)(?:\.git)?(\/info\/refs|\/git-upload-pack|\/git-receive-pack)$/;

/** True for the paths of git's smart HTTP protocol (`/OWNER/REPO.git/info/refs`, `.../git-upload-pack`). */
export function isGitPath(pathname: string): boolean {
  return GIT_PATH.test(pathname);
}

function tokenOf(req: IncomingMessage): string | null {
  const auth = req.headers.authorization;
  if (!auth) return null;
  const basic = /^basic\s+(.+)$/i.exec(auth);
  if (basic) {
    const decoded = Buffer.from(basic[1] as string, 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    return colon >= 0 ? decoded.slice(colon + 1) : decoded;
  }
  const bearer = /^(?:bearer|token)\s+(.+)$/i.exec(auth);
  return bearer ? (bearer[1] as string).trim() : null;
}

/** Answers one git smart HTTP request and appends it to `log`. */
export async function serveGit(
  store: Store,
  req: IncomingMessage,
  res: ServerResponse,
  log: GitHttpRequest[],
): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://git.local');
  const method = (req.method ?? 'GET').toUpperCase();
  const m = GIT_PATH.exec(url.pathname);
  const service = m?.[3] === '/info/refs' ? (url.searchParams.get('service') ?? 'dumb') : (m?.[3]?.slice(1) ?? '');
  const token = tokenOf(req);
  const reply = (status: number, text: string, headers: Record<string, string> = {}) => {
    log.push({ method, path: url.pathname, service, status, token });
    res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', ...headers });
    res.end(text);
  };
  const repo = m ? store.repo(decodeURIComponent(m[1] as string), decodeURIComponent(m[2] as string)) : undefined;
  if (!m || !repo) return reply(404, 'Repository not found.\n');
  if (service !== 'git-upload-pack') return reply(403, 'Only fetching is supported by the fake.\n');
  const info = token ? store.tokens.get(token) : undefined;
  if (!info && (token || repo.isPrivate)) {
    return reply(401, 'Invalid username or token.\n', { 'www-authenticate': 'Basic realm="GitHub"' });
  }
  if (info && !hasPermission(info, ['contents=read']))
    return reply(403, 'Permission to read this repository denied.\n');

  // GitHub keeps refs/pull/N/head current; the fake updates it lazily, so bring every open PR's ref up to date.
  for (const pr of repo.pulls.values()) if (pr.state === 'open') await repo.syncPullRef(pr);

  const body = await readBody(req);
  const root = dirname(dirname(repo.gitDir));
  const pathInfo = `/${repo.gitDir.slice(root.length + 1)}${m[3]}`;
  const config: Array<[string, string]> = [
    // GitHub lets any reachable commit be fetched by id, and serves partial clones.
    ['uploadpack.allowAnySHA1InWant', 'true'],
    ['uploadpack.allowFilter', 'true'],
    ['safe.directory', '*'],
  ];
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    GIT_PROJECT_ROOT: root,
    GIT_HTTP_EXPORT_ALL: '1',
    PATH_INFO: pathInfo,
    REQUEST_METHOD: method,
    QUERY_STRING: url.search.slice(1),
    CONTENT_TYPE: req.headers['content-type'] ?? '',
    CONTENT_LENGTH: String(body.length),
    REMOTE_USER: info?.user.login ?? '',
    REMOTE_ADDR: '127.0.0.1',
    GIT_PROTOCOL: String(req.headers['git-protocol'] ?? ''),
    HTTP_CONTENT_ENCODING: String(req.headers['content-encoding'] ?? ''),
    GIT_CONFIG_NOSYSTEM: '1',
    HOME: process.env.HOME,
    // A push is stamped with the fake's clock when the fake receives it (to the second, as GitHub records it), so
    // a test that moves this process's clock moves the push times with it (fake-github/push-hook.ts).
    FAKE_GITHUB_PUSHED_AT: `${new Date().toISOString().slice(0, 19)}Z`,
    GIT_CONFIG_COUNT: String(config.length),
    ...Object.fromEntries(
      config.flatMap(([k, v], i) => [
        [`GIT_CONFIG_KEY_${i}`, k],
        [`GIT_CONFIG_VALUE_${i}`, v],
      ]),
    ),
  };
  // Protocol v2's advertisement (GET info/refs) names capabilities, not refs: it is the same for every request
  // with the same protocol header, so git answers it once per repository. A ref listing (v0's advertisement, v2's
  // ls-refs) is kept while the repository's refs stay as they were; packs are asked anew.
  const v2 = method === 'GET' && m[3] === '/info/refs' && /(^|:)version=2(:|$)/.test(env.GIT_PROTOCOL ?? '');
  const key = v2
    ? `${env.GIT_PROTOCOL}\0${env.QUERY_STRING}`
    : listingKey(repo.gitDir, method, m[3] as string, env, body);
  let answer = key === undefined ? undefined : advertisements.get(repo)?.get(key);
  if (!answer) {
    const direct = uploadPackRequest(method, m[3] as string, env);
    const served = direct ? await runUploadPack(repo.gitDir, direct, env, body) : await runBackend(env, body);
    if (typeof served === 'string') return reply(500, `git http-backend failed: ${served}\n`);
    answer = served;
    const whole = v2
      ? answer.body.subarray(0, 14).toString('latin1') === '000eversion 2\n'
      : answer.body.subarray(-4).toString('latin1') === '0000';
    if (key !== undefined && answer.status === 200 && whole) {
      const kept = advertisements.get(repo) ?? new Map<string, Answer>();
      // The oldest listings go first: a repository's refs rarely return to an old state.
      if (kept.size >= KEPT_ANSWERS) kept.delete(kept.keys().next().value!);
      advertisements.set(repo, kept.set(key, answer));
    }
  }
  log.push({ method, path: url.pathname, service, status: answer.status, token });
  res.writeHead(answer.status, answer.headers);
  res.end(answer.body);
}

export interface Answer {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

const advertisements = new WeakMap<object, Map<string, Answer>>();
const KEPT_ANSWERS = 16;

/**
 * The key of a request whose answer is a ref listing and depends on nothing else (the objects named are
 * immutable): the request itself with HEAD and every ref as they are now. Undefined for any other request.
 */
function listingKey(
  gitDir: string,
  method: string,
  part: string,
  env: NodeJS.ProcessEnv,
  body: Buffer,
): string | undefined {
  const v2 = /(^|:)version=2(:|$)/.test(env.GIT_PROTOCOL ?? '');
  const advertisement = method === 'GET' && part === '/info/refs' && !v2;
  const lsRefs =
    method === 'POST' &&
    part === '/git-upload-pack' &&
    v2 &&
    body.subarray(0, 20).toString() === '0014command=ls-refs\n';
  if (!advertisement && !lsRefs) return undefined;
  let head: string;
  try {
    head = readFileSync(join(gitDir, 'HEAD'), 'utf8');
  } catch {
    return undefined;
  }
  const refs = [...listRefs(gitDir)].map(([name, sha]) => `${sha} ${name}`).join('\n');
  const request = [method, part, env.GIT_PROTOCOL, env.QUERY_STRING, env.CONTENT_TYPE, env.HTTP_CONTENT_ENCODING];
  return [...request, body.toString('latin1'), head, refs].join('\0');
}

// What `git http-backend` (http-backend.c) answers with: no caching, the service's content type.
const NO_CACHE = {
  expires: 'Fri, 01 Jan 1980 00:00:00 GMT',
  pragma: 'no-cache',
  'cache-control': 'no-cache, max-age=0, must-revalidate',
};

export interface UploadPackRequest {
  advertise: boolean;
  contentType: string;
  /** The v0/v1 advertisement's first packet and flush; protocol v2 has none. */
  prefix: string;
}

/**
 * A request `git upload-pack` answers directly as http-backend would run it (one process instead of two): the
 * advertisement (`GET info/refs?service=git-upload-pack`) and an uncompressed `POST git-upload-pack` of git's
 * content type. Anything else (a gzip body, another content type or method) is left to http-backend itself.
 */
export function uploadPackRequest(method: string, part: string, env: NodeJS.ProcessEnv): UploadPackRequest | undefined {
  if (method === 'GET' && part === '/info/refs' && env.QUERY_STRING === 'service=git-upload-pack') {
    const v2 = /(^|:)version=2(:|$)/.test(env.GIT_PROTOCOL ?? '');
    const line = '# service=git-upload-pack\n';
    const prefix = v2 ? '' : `${(line.length + 4).toString(16).padStart(4, '0')}${line}0000`;
    return { advertise: true, contentType: 'application/x-git-upload-pack-advertisement', prefix };
  }
  const plain = env.CONTENT_TYPE === 'application/x-git-upload-pack-request' && !env.HTTP_CONTENT_ENCODING;
  if (method === 'POST' && part === '/git-upload-pack' && plain)
    return { advertise: false, contentType: 'application/x-git-upload-pack-result', prefix: '' };
  return undefined;
}

/** Runs `git upload-pack --stateless-rpc` in the repository, with the environment http-backend would give it. */
export async function runUploadPack(
  gitDir: string,
  request: UploadPackRequest,
  env: NodeJS.ProcessEnv,
  body: Buffer,
): Promise<Answer | string> {
  countGitProcess();
  const args = ['upload-pack', '--stateless-rpc', ...(request.advertise ? ['--advertise-refs'] : []), '.'];
  const child = spawn('git', args, { cwd: gitDir, env, stdio: ['pipe', 'pipe', 'pipe'] });
  const out: Buffer[] = [Buffer.from(request.prefix, 'latin1')];
  child.stdout.on('data', (c: Buffer) => out.push(c));
  child.stderr.resume();
  child.stdin.on('error', () => {});
  child.stdin.end(request.advertise ? undefined : body);
  const failed = await new Promise<string | undefined>((resolve) => {
    child.on('error', (e) => resolve(e.message));
    child.on('close', () => resolve(undefined));
  });
  if (failed !== undefined) return failed;
  // http-backend has written its headers before upload-pack runs, so even a failed run answers 200.
  return { status: 200, headers: { ...NO_CACHE, 'content-type': request.contentType }, body: Buffer.concat(out) };
}

/** Runs `git http-backend` as a CGI program: its answer, or its error output when it printed nothing. */
export async function runBackend(env: NodeJS.ProcessEnv, body: Buffer): Promise<Answer | string> {
  countGitProcess();
  const child = spawn('git', ['http-backend'], { env, stdio: ['pipe', 'pipe', 'pipe'] });
  const out: Buffer[] = [];
  const err: Buffer[] = [];
  child.stdout.on('data', (c: Buffer) => out.push(c));
  child.stderr.on('data', (c: Buffer) => err.push(c));
  child.stdin.on('error', () => {});
  child.stdin.end(body);
  const code = await new Promise<number>((resolve) => child.on('close', (c) => resolve(c ?? 1)));
  const raw = Buffer.concat(out);
  const split = raw.indexOf('\r\n\r\n');
  const alt = raw.indexOf('\n\n');
  const [headEnd, sepLen] = split >= 0 && (alt < 0 || split <= alt) ? [split, 4] : [alt, 2];
  if (code !== 0 && raw.length === 0) return Buffer.concat(err).toString('utf8');
  const headers: Record<string, string> = {};
  let status = 200;
  for (const line of raw.subarray(0, Math.max(headEnd, 0)).toString('utf8').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim();
    const value = line.slice(colon + 1).trim();
    if (name.toLowerCase() === 'status') status = Number(value.split(' ')[0]) || 200;
    else headers[name.toLowerCase()] = value;
  }
  return { status, headers, body: headEnd >= 0 ? raw.subarray(headEnd + sepLen) : raw };
}

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}
