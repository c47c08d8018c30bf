// A clone's checkout written as files (fake-github/clone-checkout.ts) is git's: the same files with the same modes
// and links as `git clone` checks out, an index with the same entries that git calls clean, and git where it would
// write otherwise (attributes, a gitlink).
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { gitProcessesStarted } from '../../fake-github/git.js';
import type { FakeRepo } from '../../fake-github/repo.js';
import type { FileSpec } from '../../fake-github/worktree.js';
import { useFakeGitHub } from '../support/fake-world.js';
import { workTree } from './work-tree-files.js';

const gh = useFakeGitHub();

const run = (cwd: string, args: string[]): string =>
  execFileSync('git', args, { cwd, encoding: 'utf8', env: { ...process.env, GIT_CONFIG_NOSYSTEM: '1' } });

let n = 0;

/** A repository whose default branch holds `files`, and the git processes a clone of it takes. */
async function cloneOf(files: Record<string, FileSpec>): Promise<{ repo: FakeRepo; dir: string; processes: number }> {
  const repo = await gh.createRepo(`acme/checkout-${++n}`);
  const wt = await repo.clone('maya');
  await wt.commit(files, 'files');
  await wt.push('main');
  const before = gitProcessesStarted();
  const clone = await repo.clone('lee');
  return { repo, dir: clone.dir, processes: gitProcessesStarted() - before };
}

describe("a clone's checkout as files", () => {
  it('leaves the files and index git clone leaves', async () => {
    const { repo, dir, processes } = await cloneOf({
      '.github/mergexo.yml': 'version: 1\n',
      '.gitignore': 'build/\n',
      'a.txt': 'a\n',
      'dir/b.txt': 'b\n',
      'dir/sub/c.txt': 'c\n',
      'dir-x': 'x',
      'dir.y/z': '',
      'x.sh': { content: '#!/bin/sh\n', executable: true },
      link: { symlink: 'dir/b.txt' },
      'ünï côdé.md': 'u\n',
    });
    expect(processes, 'cloned without starting git').toBe(0);
    const theirs = `${dir}-by-git`;
    run(dir, ['clone', '-q', repo.gitDir, theirs]);
    expect(workTree(dir)).toEqual(workTree(theirs));
    expect(run(dir, ['ls-files', '-s'])).toBe(run(theirs, ['ls-files', '-s']));
    expect(run(dir, ['status', '--porcelain', '--ignored'])).toBe('');
    expect(run(dir, ['diff-index', '--cached', 'HEAD'])).toBe('');
    expect(run(dir, ['fsck', '--strict', '--no-dangling'])).toBe('');
    rmSync(theirs, { recursive: true, force: true });
  });

  it('leaves to git a tree with attributes or a gitlink', async () => {
    const cases: Array<Record<string, FileSpec>> = [
      { '.gitattributes': '*.txt text eol=crlf\n', 'a.txt': 'a\n' },
      { vendor: { submodule: '1234567890123456789012345678901234567890' } },
    ];
    for (const files of cases) {
      const { dir, processes } = await cloneOf(files);
      expect(processes, 'git read-tree').toBe(1);
      expect(run(dir, ['status', '--porcelain'])).toBe('');
    }
  });
});
