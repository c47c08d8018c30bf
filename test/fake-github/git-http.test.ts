// Git's smart HTTP protocol on the fake's own port: fetches with the token in the header actions/checkout
// sends, refusals like GitHub's, and a log of its own (git traffic is not API traffic).
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gitProcessesStarted } from '../../fake-github/git.js';
import { runBackend, runUploadPack, uploadPackRequest } from '../../fake-github/git-http.js';
import { botToken } from '../support/fake-world.js';
import { useSetup } from './helpers.js';

const run = promisify(execFile);
const s = useSetup(botToken('no-contents', { checks: 'write' }));
let scratch: string;
beforeAll(async () => {
  scratch = await mkdtemp(join(tmpdir(), 'git-http-test-'));
});
afterAll(async () => {
  await rm(scratch, { recursive: true, force: true });
});

/** `git fetch` of one ref into a fresh bare repository, authenticated like actions/checkout. */
async function fetchAs(token: string | null, ref: string): Promise<{ ok: boolean; stderr: string }> {
  const dir = await mkdtemp(join(scratch, 'f-'));
  await run('git', ['init', '-q', '--bare', dir]);
  const header = token ? `AUTHORIZATION: basic ${Buffer.from(`x-access-token:${token}`).toString('base64')}` : '';
  const env = {
    ...process.env,
    GIT_TERMINAL_PROMPT: '0',
    GIT_CONFIG_NOSYSTEM: '1',
    GIT_CONFIG_GLOBAL: '/dev/null',
    GIT_CONFIG_COUNT: '1',
    GIT_CONFIG_KEY_0: `http.${s.gh.serverUrl}/.extraheader`,
    GIT_CONFIG_VALUE_0: header,
  };
  try {
    await run('git', ['--git-dir', dir, 'fetch', '-q', `${s.gh.serverUrl}/acme/widgets.git`, ref], { env });
    return { ok: true, stderr: '' };
  } catch (e) {
    return { ok: false, stderr: String((e as { stderr?: string }).stderr ?? e) };
  }
}

describe('git over HTTP on the API port', () => {
  it('serves fetches under serverUrl, keeps refs/pull/N/head current, and logs them apart from the API', async () => {
    expect(s.gh.serverUrl).toBe(s.gh.apiUrl);
    s.gh.resetLog();
    const r = await fetchAs('tok', `refs/pull/${s.pr.number}/head`);
    expect(r).toEqual({ ok: true, stderr: '' });
    expect(s.gh.counts().total).toBe(0);
    expect(s.gh.gitRequests.length).toBeGreaterThan(0);
    expect(s.gh.gitRequests.every((g) => g.status === 200 && g.token === 'tok')).toBe(true);
    expect(s.gh.gitRequests.map((g) => g.service)).toContain('git-upload-pack');
  });

  it('fetches any reachable commit by id', async () => {
    expect((await fetchAs('tok', s.c1)).ok).toBe(true);
  });

  it('answers 403 to a token without contents: read and 401 to an unknown token', async () => {
    s.gh.resetLog();
    expect((await fetchAs('no-contents', 'main')).ok).toBe(false);
    expect((await fetchAs('nope', 'main')).ok).toBe(false);
    expect(s.gh.gitRequests.map((g) => [g.token, g.status])).toEqual([
      ['no-contents', 403],
      ['nope', 401],
    ]);
  });

  it("answers protocol v2's advertisement once per repository, ref listings while the refs stay, packs anew", async () => {
    /** `ref` on the fake as a fetch with protocol `version` sees it; its requests, and those git answered. */
    const fetched = async (ref: string, version: number) => {
      const dir = await mkdtemp(join(scratch, 'v-'));
      await run('git', ['init', '-q', '--bare', dir]);
      const auth = `AUTHORIZATION: basic ${Buffer.from('x-access-token:tok').toString('base64')}`;
      const args = ['-c', `protocol.version=${version}`, '-c', `http.extraheader=${auth}`, '--git-dir', dir];
      for (const pr of s.repo.pulls.values()) await s.repo.syncPullRef(pr);
      const [processes, logged] = [gitProcessesStarted(), s.gh.gitRequests.length];
      await run('git', [...args, 'fetch', '-q', `${s.gh.serverUrl}/acme/widgets.git`, ref], {
        env: { ...process.env, GIT_TERMINAL_PROMPT: '0', GIT_CONFIG_NOSYSTEM: '1', GIT_CONFIG_GLOBAL: '/dev/null' },
      });
      const requests = s.gh.gitRequests.slice(logged);
      expect(requests.every((r) => r.status === 200)).toBe(true);
      return {
        sha: (await run('git', ['--git-dir', dir, 'rev-parse', 'FETCH_HEAD'])).stdout.trim(),
        requests: requests.length,
        advertisements: requests.filter((r) => r.method === 'GET').length,
        answeredByGit: gitProcessesStarted() - processes,
      };
    };
    await fetched('feature', 2);
    const again = await fetched('feature', 2);
    // The advertisement and the ref listing (ls-refs) are kept: git answers only the fetch itself.
    expect(again).toMatchObject({ sha: s.c1, advertisements: 1, answeredByGit: again.requests - 2 });
    // After a push the new head is listed and its objects served: only the advertisement is kept.
    const c2 = await s.wt.commit({ 'src/v2.ts': 'export const v = 2;\n' }, 'second');
    await s.wt.push('feature', { git: true });
    expect(await fetched('feature', 2)).toMatchObject({ sha: c2, answeredByGit: again.requests - 1 });
    // Protocol v0 lists the refs in its advertisement: git answers every request, and sees a force-push.
    await s.wt.git('commit', '--amend', '-q', '-m', 'second, amended');
    await s.wt.push('feature', { force: true, git: true });
    const amended = await s.wt.head();
    const v0 = await fetched('feature', 0);
    expect(v0).toMatchObject({ sha: amended, advertisements: 1, answeredByGit: v0.requests });
    const v0again = await fetched('feature', 0);
    expect(v0again).toMatchObject({ sha: amended, answeredByGit: v0again.requests - 1 });
    expect((await fetched('feature', 2)).sha).toBe(amended);
  });

  it('leaves API paths to the API', async () => {
    const res = await s.api('GET', '/repos/acme/widgets');
    expect(res.status).toBe(200);
  });
});

describe('git upload-pack run directly', () => {
  /** The CGI environment the fake gives http-backend for one request. */
  function cgi(method: string, part: string, query: string, protocol: string, body: Buffer): NodeJS.ProcessEnv {
    const root = dirname(dirname(s.repo.gitDir));
    return {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      GIT_PROJECT_ROOT: root,
      GIT_HTTP_EXPORT_ALL: '1',
      PATH_INFO: `/${s.repo.gitDir.slice(root.length + 1)}${part}`,
      REQUEST_METHOD: method,
      QUERY_STRING: query,
      CONTENT_TYPE: method === 'POST' ? 'application/x-git-upload-pack-request' : '',
      CONTENT_LENGTH: String(body.length),
      GIT_PROTOCOL: protocol,
      GIT_CONFIG_NOSYSTEM: '1',
    };
  }
  const pkt = (line: string): string => `${(line.length + 4).toString(16).padStart(4, '0')}${line}`;

  it('answers the advertisements and a v2 ref listing byte for byte as git http-backend, in one process', async () => {
    const lsRefs = Buffer.from(`${pkt('command=ls-refs\n')}0001${pkt('peel\n')}${pkt('symrefs\n')}0000`);
    const cases: Array<[string, string, string, string, Buffer]> = [
      ['GET', '/info/refs', 'service=git-upload-pack', '', Buffer.alloc(0)],
      ['GET', '/info/refs', 'service=git-upload-pack', 'version=2', Buffer.alloc(0)],
      ['POST', '/git-upload-pack', '', 'version=2', lsRefs],
    ];
    for (const [method, part, query, protocol, body] of cases) {
      const env = cgi(method, part, query, protocol, body);
      const request = uploadPackRequest(method, part, env)!;
      expect(request).toBeDefined();
      const before = gitProcessesStarted();
      const direct = await runUploadPack(s.repo.gitDir, request, env, body);
      expect(gitProcessesStarted()).toBe(before + 1);
      expect(direct).toEqual(await runBackend(env, body));
    }
    // A compressed body or a request git does not send is left to http-backend.
    const gz = { ...cgi('POST', '/git-upload-pack', '', '', lsRefs), HTTP_CONTENT_ENCODING: 'gzip' };
    expect(uploadPackRequest('POST', '/git-upload-pack', gz)).toBeUndefined();
    expect(uploadPackRequest('GET', '/info/refs', cgi('GET', '/info/refs', '', '', Buffer.alloc(0)))).toBeUndefined();
  });
});
