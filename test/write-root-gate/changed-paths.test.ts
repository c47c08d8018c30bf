import type { GitHubPort } from '../../src/core/github/port.js';
import { octokitGitHub } from '../../src/core/github/octokit/index.js';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UndecidableError } from '../../src/core/pure/errors.js';
import type { GitHubClient } from '../../src/core/github/client.js';
import { readChangeSet } from '../../src/write-root-gate/changed-paths.js';
import { RootSet } from '../../src/core/pure/paths/root-set.js';
import { testGit } from '../support/git.js';

// A real repository served to git by path (owner/name.git under `root`), and a stand-in for the
// GitHub client that answers the file list with what a test wants GitHub to say.
let root: string;
let base: string;
let head: string;

const git = (cwd: string, ...args: string[]): string => testGit(cwd, args);
const gitDated = (cwd: string, date: string, ...args: string[]): string => testGit(cwd, args, date);

/** Serves `work` as acme/<name>.git, with partial clone filters and fetch by object id, as GitHub does. */
function serve(work: string, name: string): void {
  const bare = join(root, 'acme', `${name}.git`);
  git(root, 'clone', '-q', '--bare', work, bare);
  git(bare, 'config', 'uploadpack.allowFilter', 'true');
  git(bare, 'config', 'uploadpack.allowAnySHA1InWant', 'true');
}

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'wrg-changed-'));
  const work = join(root, 'work');
  mkdirSync(join(work, 'lib'), { recursive: true });
  git(root, 'init', '-q', work);
  writeFileSync(join(work, 'lib', 'a.ts'), 'a\n');
  writeFileSync(join(work, 'outside.txt'), 'o\n');
  git(work, 'add', '-A');
  git(work, 'commit', '-q', '-m', 'base');
  base = git(work, 'rev-parse', 'HEAD').trim();
  writeFileSync(join(work, 'lib', 'b.ts'), 'b\n');
  writeFileSync(join(work, 'lib', 'c.ts'), 'c\n');
  symlinkSync('../outside.txt', join(work, 'lib', 'link'));
  git(work, 'add', '-A');
  git(work, 'commit', '-q', '-m', 'head');
  head = git(work, 'rev-parse', 'HEAD').trim();
  mkdirSync(join(root, 'acme'));
  serve(work, 'lib');
});

afterAll(() => rmSync(root, { recursive: true, force: true }));

function client(rows: { filename: string; status: string; previous_filename?: string }[]): GitHubPort {
  return octokitGitHub({
    rest: { pulls: { listFiles: () => undefined } },
    paginate: async () => rows,
  } as unknown as GitHubClient);
}

const repo = { owner: 'acme', repo: 'lib' };
const gitAt = () => ({ serverUrl: pathToFileURL(root).href, token: 't' });

describe('readChangeSet', () => {
  it('completes a list GitHub truncated (fewer files listed than it counts) from git', async () => {
    const set = await readChangeSet(
      client([{ filename: 'lib/b.ts', status: 'added' }]),
      repo,
      { number: 1, headSha: head, baseSha: base, changedFiles: 3 },
      gitAt(),
      new RootSet(['lib']),
    );
    expect(set.githubList).toBe('truncated');
    expect(set.gitDiff).toBe(true);
    expect(set.entries.map((e) => e.path).sort()).toEqual(['lib/b.ts', 'lib/c.ts', 'lib/link']);
    expect(set.entries.find((e) => e.path === 'lib/link')?.symlink).toEqual({
      target: '../outside.txt',
      resolved: 'outside.txt',
    });
  });

  it('also judges a path GitHub names that git does not', async () => {
    const set = await readChangeSet(
      client([
        { filename: 'lib/b.ts', status: 'added' },
        { filename: 'lib/c.ts', status: 'added' },
        { filename: 'lib/link', status: 'added' },
        { filename: 'ghost/x.ts', previous_filename: 'lib/a.ts', status: 'renamed' },
      ]),
      repo,
      { number: 1, headSha: head, baseSha: base, changedFiles: 4 },
      gitAt(),
      new RootSet(['lib']),
    );
    expect(set.githubList).toBe('complete');
    expect(set.entries.find((e) => e.path === 'ghost/x.ts')).toEqual({
      path: 'ghost/x.ts',
      previousPath: 'lib/a.ts',
      status: 'renamed',
      oldMode: '100644',
    });
  });

  it('skips git when GitHub’s list is complete and nothing in it is inside the roots', async () => {
    const set = await readChangeSet(
      client([{ filename: 'outside.txt', status: 'modified' }]),
      repo,
      { number: 1, headSha: head, baseSha: base, changedFiles: 1 },
      { serverUrl: 'file:///nowhere', token: 't' },
      new RootSet(['lib']),
    );
    expect(set).toMatchObject({
      githubList: 'complete',
      gitDiff: false,
      entries: [{ path: 'outside.txt', status: 'modified' }],
    });
  });

  it('never asks GitHub for a list it knows is truncated, and refuses when git cannot help', async () => {
    const set = await readChangeSet(
      client([]),
      repo,
      { number: 1, headSha: head, baseSha: base, changedFiles: 3001 },
      gitAt(),
      new RootSet([]),
    );
    expect(set.githubList).toBe('skipped');
    expect(set.entries).toHaveLength(3);
    await expect(
      readChangeSet(
        client([]),
        repo,
        { number: 1, headSha: head, baseSha: base, changedFiles: 3001 },
        { serverUrl: 'file:///nowhere', token: 't' },
        new RootSet([]),
      ),
    ).rejects.toBeInstanceOf(UndecidableError);
  });

  it('does not skip git when GitHub lists no file: the merge may still write one', async () => {
    const set = await readChangeSet(
      client([]),
      repo,
      { number: 1, headSha: head, baseSha: base, changedFiles: 0 },
      gitAt(),
      new RootSet([]),
    );
    expect(set.gitDiff).toBe(true);
    expect(set.mergeBases).toEqual([base]);
    expect(set.merge?.conflicts).toEqual([]);
  });
});

/**
 * main: O - X(key) - M1(merge Y) [- tax]     two merge bases, X and Y; Y is newer, so git names Y.
 * pr:   O - Y(lib) - M2(merge X, key put back) - tax = H
 */
function crissCross(name: string, opts: { conflict: boolean }) {
  const work = join(root, name);
  mkdirSync(join(work, 'lib'), { recursive: true });
  mkdirSync(join(work, 'secrets'), { recursive: true });
  git(root, 'init', '-q', '-b', 'main', work);
  writeFileSync(join(work, 'lib', 'a.ts'), 'a\n');
  writeFileSync(join(work, 'lib', 'tax.ts'), 't\n');
  writeFileSync(join(work, 'secrets', 'key'), 'old\n');
  git(work, 'add', '-A');
  gitDated(work, '2030-01-01T00:00:00Z', 'commit', '-q', '-m', 'O');
  git(work, 'checkout', '-q', '-b', 'pr');
  writeFileSync(join(work, 'lib', 'a.ts'), 'a2\n');
  gitDated(work, '2030-01-03T00:00:00Z', 'commit', '-q', '-a', '-m', 'Y');
  const y = git(work, 'rev-parse', 'HEAD').trim();
  git(work, 'checkout', '-q', 'main');
  writeFileSync(join(work, 'secrets', 'key'), 'new\n');
  gitDated(work, '2030-01-02T00:00:00Z', 'commit', '-q', '-a', '-m', 'X');
  const x = git(work, 'rev-parse', 'HEAD').trim();
  gitDated(work, '2030-01-04T00:00:00Z', 'merge', '-q', '--no-ff', '--no-edit', 'pr');
  if (opts.conflict) {
    writeFileSync(join(work, 'lib', 'tax.ts'), 'main\n');
    gitDated(work, '2030-01-04T12:00:00Z', 'commit', '-q', '-a', '-m', 'main tax');
  }
  const tip = git(work, 'rev-parse', 'HEAD').trim();
  git(work, 'checkout', '-q', 'pr');
  gitDated(work, '2030-01-05T00:00:00Z', 'merge', '-q', '--no-ff', '--no-commit', x);
  git(work, 'checkout', y, '--', 'secrets/key');
  gitDated(work, '2030-01-05T00:00:00Z', 'commit', '-q', '-m', 'M2');
  writeFileSync(join(work, 'lib', 'tax.ts'), 'pr\n');
  gitDated(work, '2030-01-06T00:00:00Z', 'commit', '-q', '-a', '-m', 'tax');
  const h = git(work, 'rev-parse', 'HEAD').trim();
  serve(work, name);
  return { x, y, tip, head: h, repo: { owner: 'acme', repo: name } };
}

describe('readChangeSet judges what the merge writes', () => {
  it('finds a change a criss-cross merge writes that the diff against one merge base hides', async () => {
    const cc = crissCross('cc-clean', { conflict: false });
    const set = await readChangeSet(
      client([{ filename: 'lib/tax.ts', status: 'modified' }]),
      cc.repo,
      { number: 1, headSha: cc.head, baseSha: cc.tip, changedFiles: 1 },
      gitAt(),
      new RootSet(['lib']),
    );
    expect(set.mergeBase).toBe(cc.y);
    expect([...set.mergeBases].sort()).toEqual([cc.x, cc.y].sort());
    expect(set.merge?.conflicts).toEqual([]);
    expect(set.entries.find((e) => e.path === 'secrets/key')).toMatchObject({ status: 'modified', via: 'merge' });
    // The PR's own change is there once, not repeated from the merged diff.
    expect(set.entries.filter((e) => e.path === 'lib/tax.ts')).toHaveLength(1);
  });

  it('adds the conflicted paths and the diff against every merge base when the merge conflicts', async () => {
    const cc = crissCross('cc-conflict', { conflict: true });
    const set = await readChangeSet(
      client([{ filename: 'lib/tax.ts', status: 'modified' }]),
      cc.repo,
      { number: 1, headSha: cc.head, baseSha: cc.tip, changedFiles: 1 },
      gitAt(),
      new RootSet(['lib']),
    );
    expect(set.merge?.conflicts).toEqual(['lib/tax.ts']);
    expect(set.entries).toContainEqual({ path: 'lib/tax.ts', status: 'modified', via: 'conflict' });
    // Against X (the other merge base) the PR shows the key it put back, and Y's own change.
    const paths = new Set(set.entries.map((e) => e.path));
    expect(paths.has('secrets/key')).toBe(true);
    expect(paths.has('lib/a.ts')).toBe(true);
  });

  it('resolves a symlink in the merged tree too, where what it points through may differ', async () => {
    const work = join(root, 'link-merge');
    mkdirSync(join(work, 'lib', 'dir'), { recursive: true });
    mkdirSync(join(work, 'outside'), { recursive: true });
    git(root, 'init', '-q', '-b', 'main', work);
    writeFileSync(join(work, 'lib', 'dir', 'file'), 'in\n');
    writeFileSync(join(work, 'outside', 'file'), 'secret\n');
    git(work, 'add', '-A');
    git(work, 'commit', '-q', '-m', 'O');
    git(work, 'checkout', '-q', '-b', 'pr');
    symlinkSync('dir/file', join(work, 'lib', 'link'));
    git(work, 'add', '-A');
    git(work, 'commit', '-q', '-m', 'link into lib/dir');
    const prHead = git(work, 'rev-parse', 'HEAD').trim();
    git(work, 'checkout', '-q', 'main');
    // A maintainer turns lib/dir into a symlink to ../outside on the base branch.
    git(work, 'rm', '-q', '-r', 'lib/dir');
    mkdirSync(join(work, 'lib'), { recursive: true });
    symlinkSync('../outside', join(work, 'lib', 'dir'));
    git(work, 'add', '-A');
    git(work, 'commit', '-q', '-m', 'dir moves out');
    const tip = git(work, 'rev-parse', 'HEAD').trim();
    serve(work, 'link-merge');
    const set = await readChangeSet(
      client([{ filename: 'lib/link', status: 'added' }]),
      { owner: 'acme', repo: 'link-merge' },
      { number: 1, headSha: prHead, baseSha: tip, changedFiles: 1 },
      gitAt(),
      new RootSet(['lib']),
    );
    const links = set.entries.filter((e) => e.path === 'lib/link').map((e) => e.symlink);
    // In the head tree the link stays inside lib; in the merged tree it reads outside/file.
    expect(links).toContainEqual({ target: 'dir/file', resolved: 'lib/dir/file' });
    expect(links).toContainEqual({ target: 'dir/file', resolved: 'outside/file' });
  });

  it('refuses as undecidable when the head and the base share no history', async () => {
    const work = join(root, 'orphan');
    mkdirSync(work, { recursive: true });
    git(root, 'init', '-q', '-b', 'main', work);
    writeFileSync(join(work, 'a'), 'a\n');
    git(work, 'add', '-A');
    git(work, 'commit', '-q', '-m', 'one');
    const one = git(work, 'rev-parse', 'HEAD').trim();
    git(work, 'checkout', '-q', '--orphan', 'other');
    writeFileSync(join(work, 'b'), 'b\n');
    git(work, 'add', '-A');
    git(work, 'commit', '-q', '-m', 'two');
    const two = git(work, 'rev-parse', 'HEAD').trim();
    serve(work, 'orphan');
    const read = readChangeSet(
      client([{ filename: 'b', status: 'added' }]),
      { owner: 'acme', repo: 'orphan' },
      { number: 1, headSha: two, baseSha: one, changedFiles: 1 },
      gitAt(),
      new RootSet(['b']),
    );
    await expect(read).rejects.toBeInstanceOf(UndecidableError);
    await expect(read).rejects.toThrow('share no history');
  });
});
