// The agent's own checkout as `mergexo check` reads it, with real git: commits, branches, the remote, merges as
// GitHub makes them, and nothing moved (no ref, no index, no working tree).
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Checkout } from '../../src/cli/local-git.js';
import { ConfigurationError, UndecidableError } from '../../src/core/pure/errors.js';

const scratch = mkdtempSync(path.join(tmpdir(), 'mergexo-local-git-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const env: NodeJS.ProcessEnv = {
  ...Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('GIT_'))),
  GIT_CONFIG_GLOBAL: '/dev/null',
  GIT_CONFIG_NOSYSTEM: '1',
  GIT_AUTHOR_NAME: 'maya',
  GIT_AUTHOR_EMAIL: 'maya@example.com',
  GIT_COMMITTER_NAME: 'maya',
  GIT_COMMITTER_EMAIL: 'maya@example.com',
};
const git = (cwd: string, ...args: string[]) => execFileSync('git', args, { cwd, env, encoding: 'utf8' }).trim();

function commit(dir: string, files: Record<string, string>, message: string): string {
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  git(dir, 'add', '-A');
  git(dir, 'commit', '-q', '-m', message);
  return git(dir, 'rev-parse', 'HEAD');
}

/** origin.git with main (base) and `other`, which the clone never fetched; a clone on `feature` off base. */
const dirs = { clone: '', origin: '', seed: '' };
const shas = { base: '', feature: '', conflicting: '' };

beforeAll(() => {
  dirs.origin = path.join(scratch, 'origin.git');
  dirs.seed = path.join(scratch, 'seed');
  dirs.clone = path.join(scratch, 'clone');
  git(scratch, 'init', '-q', '--bare', '-b', 'main', dirs.origin);
  mkdirSync(dirs.seed);
  git(dirs.seed, 'init', '-q', '-b', 'main');
  shas.base = commit(dirs.seed, { 'a.txt': 'a\n', 'shared.txt': 'one\n' }, 'base');
  git(dirs.seed, 'push', '-q', dirs.origin, 'main');
  git(scratch, 'clone', '-q', dirs.origin, dirs.clone);
  git(dirs.clone, 'checkout', '-q', '-b', 'feature');
  git(dirs.clone, 'mv', 'a.txt', 'b.txt');
  shas.feature = commit(dirs.clone, { 'shared.txt': 'feature\n' }, 'feature');
  git(dirs.seed, 'checkout', '-q', '-b', 'other');
  shas.conflicting = commit(dirs.seed, { 'shared.txt': 'other\n' }, 'other');
  git(dirs.seed, 'push', '-q', dirs.origin, 'other');
});

const open = () => Checkout.open(dirs.clone, 'origin');

describe('Checkout', () => {
  it('opens only inside a git checkout, saying where to run the check', async () => {
    const plain = mkdtempSync(path.join(scratch, 'plain-'));
    await expect(Checkout.open(plain, 'origin')).rejects.toThrow(ConfigurationError);
    await expect(Checkout.open(plain, 'origin')).rejects.toThrow(/is not inside a git checkout: run mergexo check/);
  });

  it('names the remote, the branch and the commits', async () => {
    const checkout = await open();
    expect(await checkout.remoteUrl()).toBe(dirs.origin);
    expect(await Checkout.open(dirs.clone, 'nowhere').then((c) => c.remoteUrl())).toBeUndefined();
    expect(await checkout.branch()).toBe('feature');
    expect(await checkout.commit()).toBe(shas.feature);
    expect(await checkout.commit('main')).toBe(shas.base);
    await expect(checkout.commit('no-such-branch')).rejects.toThrow(
      "'no-such-branch' names no commit in this checkout: commit first, or pass --head REV",
    );
  });

  it('fetches a commit it lacks from the remote, and says so when the remote does not have it', async () => {
    const checkout = await open();
    expect(await checkout.has(shas.conflicting)).toBe(false);
    await checkout.ensure(shas.conflicting, 'the base');
    expect(await checkout.has(shas.conflicting)).toBe(true);
    // Fetching writes objects only: no ref, no FETCH_HEAD, the branch where it was.
    expect(git(dirs.clone, 'for-each-ref', '--format=%(refname)', 'refs/heads')).toBe(
      'refs/heads/feature\nrefs/heads/main',
    );
    expect(await checkout.branch()).toBe('feature');
    const missing = 'e'.repeat(40);
    await expect(checkout.ensure(missing, 'the head')).rejects.toThrow(UndecidableError);
    await expect(checkout.ensure('not-a-sha', 'the head')).rejects.toThrow(
      "GitHub answered 'not-a-sha' where a commit SHA was expected.",
    );
  });

  it('relates commits as GitHub does', async () => {
    const checkout = await open();
    await checkout.ensure(shas.conflicting, 'the other branch');
    expect(await checkout.isAncestor(shas.base, shas.feature)).toBe(true);
    expect(await checkout.isAncestor(shas.feature, shas.base)).toBe(false);
    expect(await checkout.mergeBases(shas.feature, shas.conflicting)).toEqual([shas.base]);
    expect(await checkout.isShallow()).toBe(false);
  });

  it('merges as GitHub would, naming the conflicted paths, without touching the working tree', async () => {
    const checkout = await open();
    await checkout.ensure(shas.conflicting, 'the other branch');
    const clean = await checkout.mergeTree(shas.base, shas.feature);
    expect(clean).toEqual({ tree: await checkout.treeOf(shas.feature), conflicts: [] });
    const conflicted = await checkout.mergeTree(shas.conflicting, shas.feature);
    expect(conflicted.conflicts).toEqual(['shared.txt']);
    expect(git(dirs.clone, 'status', '--porcelain')).toBe('');
  });

  it('lists changes with renames, and reads entries and blobs', async () => {
    const checkout = await open();
    const changes = await checkout.diff(shas.base, shas.feature);
    expect(changes.map((c) => [c.status, c.path, c.previousPath])).toEqual(
      expect.arrayContaining([
        ['renamed', 'b.txt', 'a.txt'],
        ['modified', 'shared.txt', undefined],
      ]),
    );
    const entry = await checkout.entry(shas.feature, 'shared.txt');
    expect(entry?.mode).toBe('100644');
    expect(await checkout.blob(entry?.sha ?? '')).toBe('feature\n');
    expect(await checkout.entry(shas.feature, 'a.txt')).toBeUndefined();
  });

  it('finds the hooks directory, honouring core.hooksPath', async () => {
    const checkout = await open();
    expect(await checkout.hooksDir()).toBe(path.join(dirs.clone, '.git', 'hooks'));
    git(dirs.clone, 'config', 'core.hooksPath', '.githooks');
    expect(await checkout.hooksDir()).toBe(path.join(dirs.clone, '.githooks'));
    git(dirs.clone, 'config', '--unset', 'core.hooksPath');
  });
});
