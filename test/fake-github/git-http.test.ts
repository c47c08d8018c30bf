// Git's smart HTTP protocol on the fake's own port: fetches with the token in the header actions/checkout
// sends, refusals like GitHub's, and a log of its own (git traffic is not API traffic).
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

  it('leaves API paths to the API', async () => {
    const res = await s.api('GET', '/repos/acme/widgets');
    expect(res.status).toBe(200);
  });
});
