// The hardened git runner: nothing the machine's git setup or environment says takes effect, the token
// never reaches an error, and exit codes that are answers are answers.
import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  GitCommandError,
  basicAuthHeader,
  configEnv,
  git,
  gitVersion,
  hardenedEnv,
  redactToken,
} from '../../src/core/git.js';

const saved = { ...process.env };
let dir: string;
let repo: string;
let elsewhere: string;

const IDENTITY = {
  GIT_AUTHOR_NAME: 'mergexo',
  GIT_AUTHOR_EMAIL: 'mergexo@example.test',
  GIT_COMMITTER_NAME: 'mergexo',
  GIT_COMMITTER_EMAIL: 'mergexo@example.test',
};

/** git as the test runs it, outside the runner under test. */
const plainGit = (cwd: string, ...args: string[]) =>
  execFileSync('git', args, { cwd, env: { ...saved, ...IDENTITY, GIT_CONFIG_GLOBAL: os.devNull }, encoding: 'utf8' });

/** A hook script that leaves `path` behind when it runs. */
function hook(file: string, witness: string): void {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `#!/bin/sh\ntouch '${witness}'\n`);
  chmodSync(file, 0o755);
}

beforeAll(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'mergexo-git-'));
  repo = path.join(dir, 'repo');
  elsewhere = path.join(dir, 'elsewhere');
  for (const r of [repo, elsewhere]) {
    mkdirSync(r);
    plainGit(r, 'init', '-q', '-b', 'main');
    writeFileSync(path.join(r, 'file.txt'), `${r}\n`);
    plainGit(r, 'add', 'file.txt');
    plainGit(r, 'commit', '-q', '-m', `first in ${path.basename(r)}`);
  }
});
afterEach(() => {
  process.env = { ...saved };
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('git, hardened', () => {
  it('ignores a hostile global config: its aliases, identity and hooks path', async () => {
    const witness = path.join(dir, 'alias-ran');
    const hooks = path.join(dir, 'global-hooks');
    hook(path.join(hooks, 'post-commit'), path.join(dir, 'global-hook-ran'));
    const global = path.join(dir, 'hostile.gitconfig');
    writeFileSync(
      global,
      `[alias]\n\tstatus = !touch '${witness}'\n\thostile = !touch '${witness}'\n` +
        `[user]\n\tname = Hostile\n[core]\n\thooksPath = ${hooks}\n`,
    );
    process.env.GIT_CONFIG_GLOBAL = global;
    process.env.HOME = dir;

    expect((await git(['config', '--get', 'user.name'], { cwd: repo, okCodes: [0, 1] })).code).toBe(1);
    await expect(git(['hostile'], { cwd: repo })).rejects.toBeInstanceOf(GitCommandError);
    await git(['commit', '-q', '--allow-empty', '-m', 'hardened'], { cwd: repo, env: IDENTITY });
    expect(existsSync(witness)).toBe(false);
    expect(existsSync(path.join(dir, 'global-hook-ran'))).toBe(false);

    // The same setup, as the user's own git (`setup: 'user'`), does take effect: the test can tell.
    expect((await git(['config', '--get', 'user.name'], { cwd: repo, setup: 'user' })).stdout.trim()).toBe('Hostile');
  });

  it('ignores an inherited GIT_DIR and configuration passed in GIT_CONFIG_* variables', async () => {
    process.env.GIT_DIR = path.join(elsewhere, '.git');
    process.env.GIT_WORK_TREE = elsewhere;
    process.env.GIT_CONFIG_COUNT = '1';
    process.env.GIT_CONFIG_KEY_0 = 'user.name';
    process.env.GIT_CONFIG_VALUE_0 = 'Hostile';
    const { stdout } = await git(['rev-parse', '--absolute-git-dir'], { cwd: repo });
    expect(realpathSync(stdout.trim())).toBe(realpathSync(path.join(repo, '.git')));
    expect((await git(['config', '--get', 'user.name'], { cwd: repo, okCodes: [0, 1] })).stdout).toBe('');
  });

  it("runs no hook of the repository: neither in .git/hooks nor in the repository's core.hooksPath", async () => {
    const local = path.join(dir, 'local-hook-ran');
    const configured = path.join(dir, 'configured-hook-ran');
    hook(path.join(repo, '.git', 'hooks', 'post-commit'), local);
    hook(path.join(repo, '.git', 'hooks', 'pre-commit'), local);
    hook(path.join(dir, 'repo-hooks', 'post-commit'), configured);
    try {
      await git(['commit', '-q', '--allow-empty', '-m', 'no hooks'], { cwd: repo, env: IDENTITY });
      expect(existsSync(local)).toBe(false);
      plainGit(repo, 'config', 'core.hooksPath', path.join(dir, 'repo-hooks'));
      await git(['commit', '-q', '--allow-empty', '-m', 'still no hooks'], { cwd: repo, env: IDENTITY });
      expect(existsSync(configured)).toBe(false);
      // The hooks are real: plain git runs them.
      plainGit(repo, 'commit', '-q', '--allow-empty', '-m', 'plain');
      expect(existsSync(configured)).toBe(true);
    } finally {
      plainGit(repo, 'config', '--unset', 'core.hooksPath');
      rmSync(path.join(repo, '.git', 'hooks', 'post-commit'), { force: true });
      rmSync(path.join(repo, '.git', 'hooks', 'pre-commit'), { force: true });
    }
  });

  it('per-command configuration is applied, through the environment', async () => {
    const { stdout } = await git(['config', '--get', 'mergexo.probe'], {
      cwd: repo,
      config: { 'mergexo.probe': 'on' },
    });
    expect(stdout.trim()).toBe('on');
  });
});

describe('exit codes and errors', () => {
  it('okCodes: an exit code that is an answer is returned, any other is a GitCommandError naming the command', async () => {
    expect(await git(['config', '--get', 'no.such'], { cwd: repo, okCodes: [0, 1] })).toMatchObject({ code: 1 });
    const failed = await git(['-C', repo, 'config', '--get', 'no.such']).catch((e: unknown) => e);
    expect(failed).toBeInstanceOf(GitCommandError);
    expect((failed as GitCommandError).message).toMatch(/^git config exited with 1/);
    expect((failed as GitCommandError).output.code).toBe(1);
  });

  it('the first line of what git said is in the message', async () => {
    const failed = (await git(['rev-parse', '--verify', 'no-such-branch'], { cwd: repo }).catch(
      (e: unknown) => e,
    )) as GitCommandError;
    expect(failed.message).toBe('git rev-parse exited with 128: fatal: Needed a single revision');
  });

  it('redacts the token, and its header form, from what git said', async () => {
    const token = 'ghs_secret_git_token';
    const header = basicAuthHeader(token).split(' ').at(-1) as string;
    for (const quoted of [token, header, `x${token}y`]) {
      const failed = (await git(['rev-parse', quoted], {
        cwd: repo,
        auth: { serverUrl: 'http://127.0.0.1:9', token },
      }).catch((e: unknown) => e)) as GitCommandError;
      expect(failed).toBeInstanceOf(GitCommandError);
      expect(failed.output.stderr).not.toContain(token);
      expect(failed.output.stderr).not.toContain(header);
      expect(failed.message).not.toContain(token);
      expect(failed.output.stderr).toContain('***');
    }
  });

  it('runs the git PATH names, found as exec finds it, once per PATH; a missing git is looked for again', async () => {
    const notExecutable = path.join(dir, 'not-executable');
    const fakeBin = path.join(dir, 'fake-bin');
    const later = path.join(dir, 'later-bin');
    mkdirSync(notExecutable, { recursive: true });
    writeFileSync(path.join(notExecutable, 'git'), '#!/bin/sh\necho git version 1.0.0\n', { mode: 0o644 });
    mkdirSync(fakeBin, { recursive: true });
    writeFileSync(path.join(fakeBin, 'git'), '#!/bin/sh\necho git version 9.8.7\n', { mode: 0o755 });
    process.env.PATH = [notExecutable, fakeBin].join(path.delimiter);
    expect(await gitVersion()).toEqual([9, 8, 7]);
    expect((await git(['anything'])).stdout).toBe('git version 9.8.7\n');
    process.env.PATH = saved.PATH;
    expect(await gitVersion()).not.toEqual([9, 8, 7]);
    expect((await git(['--version'])).stdout).toMatch(/^git version \d+\.\d+/);
    process.env.PATH = later;
    expect(await gitVersion()).toBeUndefined();
    mkdirSync(later, { recursive: true });
    writeFileSync(path.join(later, 'git'), '#!/bin/sh\necho git version 2.99.1\n', { mode: 0o755 });
    expect(await gitVersion()).toEqual([2, 99, 1]);
  });

  it('a git that cannot be started is undecidable, saying what to install', async () => {
    process.env.PATH = path.join(dir, 'no-bin');
    await expect(git(['--version'])).rejects.toThrow(/install git/);
  });
});

describe('hardenedEnv, configEnv and redactToken', () => {
  it('drops every inherited GIT_* variable and shuts out system and global configuration', () => {
    const env = hardenedEnv({ PATH: '/bin', GIT_DIR: '/x', GIT_EXEC_PATH: '/evil', GIT_CONFIG_GLOBAL: '/evil' });
    expect(env.PATH).toBe('/bin');
    expect(env.GIT_DIR).toBeUndefined();
    expect(env.GIT_EXEC_PATH).toBeUndefined();
    expect(env).toMatchObject({ GIT_CONFIG_NOSYSTEM: '1', GIT_CONFIG_GLOBAL: os.devNull, GIT_TERMINAL_PROMPT: '0' });
  });

  it('numbers configuration after what the base environment already holds', () => {
    expect(configEnv({ a: '1', b: '2' }, {})).toEqual({
      GIT_CONFIG_KEY_0: 'a',
      GIT_CONFIG_VALUE_0: '1',
      GIT_CONFIG_KEY_1: 'b',
      GIT_CONFIG_VALUE_1: '2',
      GIT_CONFIG_COUNT: '2',
    });
    expect(configEnv({ a: '1' }, { GIT_CONFIG_COUNT: '3' })).toMatchObject({
      GIT_CONFIG_KEY_3: 'a',
      GIT_CONFIG_COUNT: '4',
    });
  });

  it('redactToken replaces every occurrence, and leaves text alone without a token', () => {
    expect(redactToken('a tok b tok', 'tok')).toBe('a *** b ***');
    expect(redactToken('a tok', '')).toBe('a tok');
  });
});
