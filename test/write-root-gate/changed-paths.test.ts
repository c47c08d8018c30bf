import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UndecidableError } from '../../src/core/errors.js';
import type { GitHubClient } from '../../src/core/github/client.js';
import { readChangeSet } from '../../src/write-root-gate/changed-paths.js';
import { RootSet } from '../../src/write-root-gate/roots.js';

// A real repository served to git by path (owner/name.git under `root`), and a stand-in for the
// GitHub client that answers the two calls readChangeSet makes with what a test wants GitHub to say.
let root: string;
let base: string;
let head: string;

function git(cwd: string, ...args: string[]): string {
  return execFileSync('git', args, {
    cwd,
    encoding: 'utf8',
    env: {
      ...process.env,
      GIT_AUTHOR_NAME: 't',
      GIT_AUTHOR_EMAIL: 't@t',
      GIT_COMMITTER_NAME: 't',
      GIT_COMMITTER_EMAIL: 't@t',
    },
  });
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
  git(root, 'clone', '-q', '--bare', work, join(root, 'acme', 'lib.git'));
});

afterAll(() => rmSync(root, { recursive: true, force: true }));

function client(rows: { filename: string; status: string; previous_filename?: string }[]): GitHubClient {
  return {
    rest: {
      repos: { compareCommitsWithBasehead: async () => ({ data: { merge_base_commit: { sha: base } } }) },
      pulls: { listFiles: () => undefined },
    },
    paginate: async () => rows,
  } as unknown as GitHubClient;
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
});
