// Worktree.commit stages by writing the clone's index (fake-github/worktree-index.ts): each commit must hold the
// tree git's own `git add -A` would make of the same files, leave the clone clean, and give way to git where git
// would store or refuse a file differently.
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { FileSpec, Worktree } from '../../fake-github/index.js';
import { stageFiles } from '../../fake-github/worktree-index.js';
import { gitProcessesStarted } from '../../fake-github/git.js';
import { useFakeGitHub } from '../support/fake-world.js';

const gh = useFakeGitHub();

const git = (wt: Worktree, args: string[], env: Record<string, string> = {}): string =>
  execFileSync('git', args, { cwd: wt.dir, encoding: 'utf8', env: { ...process.env, ...env } }).trim();

/** The tree git itself makes of the clone's files, staged from scratch into an index of its own. */
function treeByGit(wt: Worktree): string {
  const index = join(wt.dir, '.git', 'index.by-git');
  rmSync(index, { force: true });
  git(wt, ['add', '-A'], { GIT_INDEX_FILE: index });
  return git(wt, ['write-tree'], { GIT_INDEX_FILE: index });
}

let n = 0;

describe('Worktree.commit', () => {
  it('commits what git add -A would, file kinds, deletions and a file replacing a directory included', async () => {
    const repo = await gh.createRepo(`acme/index-${++n}`);
    const wt = await repo.clone('maya');
    const steps: Array<Record<string, FileSpec>> = [
      {
        '.github/mergexo.yml': 'version: 1\n',
        'a.txt': 'a\n',
        'dir/b.txt': 'b\n',
        'dir/sub/c.txt': 'c\n',
        'x.sh': { content: '#!/bin/sh\n', executable: true },
      },
      { link: { symlink: 'a.txt' }, 'README.md': null, 'dir/b.txt': 'b2\n', 'ünï côdé.md': 'u\n' },
      { dir: 'now a file\n' },
      { 'x.sh': { content: '#!/bin/sh\n', executable: false }, 'a-b.txt': '1', 'a/b.txt': '2', 'a.txt': null },
      {},
    ];
    for (const files of steps) {
      const before = gitProcessesStarted();
      const sha = await wt.commit(files, 'step');
      // Neither the staging nor the commit (fake-github/worktree-commit.ts) took a process.
      expect(gitProcessesStarted() - before).toBe(0);
      expect(git(wt, ['rev-parse', `${sha}^{tree}`])).toBe(treeByGit(wt));
      expect(git(wt, ['status', '--porcelain'])).toBe('');
    }
    expect(git(wt, ['rev-list', '--count', 'HEAD'])).toBe('6');
    expect(git(wt, ['fsck', '--strict', '--no-dangling'])).toBe('');
  });

  it('records a submodule as a gitlink', async () => {
    const repo = await gh.createRepo(`acme/index-${++n}`);
    const wt = await repo.clone('maya');
    const target = '1234567890123456789012345678901234567890';
    const sha = await wt.commit({ vendor: { submodule: target } }, 'submodule');
    expect(git(wt, ['ls-tree', sha, 'vendor'])).toBe(`160000 commit ${target}\tvendor`);
  });

  it('leaves to git what git would store or refuse otherwise', async () => {
    const repo = await gh.createRepo(`acme/index-${++n}`);
    const wt = await repo.clone('maya');
    // A glob is a pathspec to git, an ignore file or attributes change what it adds: git stages those.
    expect(stageFiles(wt.dir, ['src/[id].ts'], [], [])).toBe(false);
    expect(stageFiles(wt.dir, ['.gitignore'], [], [])).toBe(false);
    expect(stageFiles(wt.dir, ['.git/hooks/x'], [], [])).toBe(false);
    const crlf = await wt.commit({ '.gitattributes': '*.txt text eol=lf\n', 'a.txt': 'one\r\ntwo\r\n' }, 'attributes');
    expect(git(wt, ['show', `${crlf}:a.txt`])).toBe('one\ntwo');
    expect(git(wt, ['status', '--porcelain'])).toBe('');
  });
});
