// Git's smart HTTP protocol (fetch only) for the fake's bare repositories, served by `git http-backend` as a CGI
// program, the way GitHub serves `https://github.com/OWNER/REPO.git`. An action that makes its own bare fetch
// (rebase-notify) is pointed here through GITHUB_SERVER_URL.
//
// Added by the rebase-notify work as a separate server so the fake's own files stay untouched; the lead may
// fold it into FakeGitHub (mounting it under the same port) later.
//
// Like GitHub: the token goes in HTTP basic auth (any user name, the token as password, or the
// `AUTHORIZATION: basic base64(x-access-token:TOKEN)` header actions/checkout sends); an unknown token is a 401;
// a token without `contents: read` is a 403; `refs/pull/N/head` of every open PR is served up to date, and any
// reachable commit may be fetched by id. Pushing is refused.
import { spawn } from 'node:child_process';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname } from 'node:path';
import { hasPermission } from './permissions.js';
import type { FakeGitHub } from './server.js';

export interface GitHttpRequest {
  method: string;
  path: string;
  service: string;
  status: number;
  token: string | null;
}

export interface GitHttpServer {
  /** Use as GITHUB_SERVER_URL: repositories are at `${url}/OWNER/REPO.git`. */
  url: string;
  /** Every request answered, in order. */
  readonly requests: GitHttpRequest[];
  stop(): Promise<void>;
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

export async function startGitHttp(gh: FakeGitHub): Promise<GitHttpServer> {
  const requests: GitHttpRequest[] = [];
  const server: Server = createServer((req, res) => {
    void handle(gh, req, res, requests).catch((err: unknown) => {
      console.error('fake-github git-http: unhandled error', err);
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' });
      res.end('internal error\n');
    });
  });
  server.keepAliveTimeout = 1000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    stop: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

async function handle(gh: FakeGitHub, req: IncomingMessage, res: ServerResponse, log: GitHttpRequest[]): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://git.local');
  const method = (req.method ?? 'GET').toUpperCase();
  const m = /^\/([^/]+)\/([^/]+?)(?:\.git)?(\/info\/refs|\/git-upload-pack|\/git-receive-pack)$/.exec(url.pathname);
  const service = m?.[3] === '/info/refs' ? (url.searchParams.get('service') ?? 'dumb') : (m?.[3]?.slice(1) ?? '');
  const token = tokenOf(req);
  const reply = (status: number, text: string, headers: Record<string, string> = {}) => {
    log.push({ method, path: url.pathname, service, status, token });
    res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', ...headers });
    res.end(text);
  };
  const repo = m ? gh.store.repo(decodeURIComponent(m[1] as string), decodeURIComponent(m[2] as string)) : undefined;
  if (!m || !repo) return reply(404, 'Repository not found.\n');
  if (service !== 'git-upload-pack') return reply(403, 'Only fetching is supported by the fake.\n');
  const info = token ? gh.store.tokens.get(token) : undefined;
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
    // GitHub lets any reachable commit be fetched by id.
    GIT_CONFIG_COUNT: '2',
    GIT_CONFIG_KEY_0: 'uploadpack.allowAnySHA1InWant',
    GIT_CONFIG_VALUE_0: 'true',
    GIT_CONFIG_KEY_1: 'safe.directory',
    GIT_CONFIG_VALUE_1: '*',
  };
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
  if (code !== 0 && raw.length === 0)
    return reply(500, `git http-backend failed: ${Buffer.concat(err).toString('utf8')}\n`);
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
  log.push({ method, path: url.pathname, service, status, token });
  res.writeHead(status, headers);
  res.end(headEnd >= 0 ? raw.subarray(headEnd + sepLen) : raw);
}

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}
