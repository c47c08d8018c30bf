// `mergexo init --app` refuses before it reaches GitHub or opens a browser when it cannot run: a bad environment
// name, no token, no clone, no repository to name. The whole setup on the fake GitHub: `index.test.ts`.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { initApp, type AppOptions } from '../../../src/cli/app/index.js';
import { ConfigurationError } from '../../../src/core/pure/errors.js';
import { testGit } from '../../support/git.js';

const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

function scratch(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'init-app-'));
  dirs.push(dir);
  return dir;
}

/** A PATH with git alone on it: no `gh` to ask for a token, whatever the machine has. */
function gitOnlyPath(): string {
  const bin = path.join(scratch(), 'bin');
  mkdirSync(bin);
  symlinkSync(execFileSync('sh', ['-c', 'command -v git'], { encoding: 'utf8' }).trim(), path.join(bin, 'git'));
  return bin;
}

const OPTIONS: AppOptions = {
  repo: undefined,
  org: undefined,
  environment: 'mergexo',
  waitMinutes: 1,
  force: false,
  maintainers: [],
  uses: 'acme/mergexo@v1',
};

/** A run whose API is nowhere: a refusal must come before any request. */
async function run(cwd: string, env: NodeJS.ProcessEnv, options: Partial<AppOptions> = {}) {
  const out: string[] = [];
  const io = {
    cwd,
    env: { PATH: process.env.PATH, GITHUB_API_URL: 'http://127.0.0.1:9', ...env },
    out: (l: string) => out.push(l),
  };
  const result: { code?: number; error?: Error } = await initApp({ ...OPTIONS, ...options }, io).then(
    (code) => ({ code }),
    (e: unknown) => ({ error: e as Error }),
  );
  return { ...result, out };
}

describe('initApp refuses before it reaches GitHub', () => {
  it('an environment name GitHub would not take', async () => {
    const r = await run(scratch(), { GH_TOKEN: 't' }, { environment: 'a/b' });
    expect(r.error).toBeInstanceOf(ConfigurationError);
    expect(r.error?.message).toBe("--environment must be an environment name, got 'a/b'.");
    expect(r.out).toEqual([]);
  });

  it('no token in GH_TOKEN or GITHUB_TOKEN, and no gh signed in: it says where a token comes from', async () => {
    const r = await run(scratch(), { GH_TOKEN: ' ', GITHUB_TOKEN: '', PATH: gitOnlyPath() });
    expect(r.error).toBeInstanceOf(ConfigurationError);
    expect(r.error?.message).toMatch(/^no GitHub token: set GH_TOKEN \(or GITHUB_TOKEN\).*never stored\.$/);
  });

  it('outside a clone, with a malformed --repo, or with no origin to tell the repository from', async () => {
    const outside = await run(scratch(), { GITHUB_TOKEN: 't' });
    expect(outside.error).toBeInstanceOf(ConfigurationError);
    const clone = scratch();
    testGit(clone, ['init', '-q']);
    const malformed = await run(clone, { GITHUB_TOKEN: 't' }, { repo: 'just-a-name' });
    expect(malformed.error?.message).toBe("--repo must be OWNER/NAME, got 'just-a-name'.");
    const noOrigin = await run(clone, { GITHUB_TOKEN: 't' });
    expect(noOrigin.error).toBeInstanceOf(ConfigurationError);
    expect(noOrigin.error?.message).toMatch(/origin|--repo/);
  });
});
