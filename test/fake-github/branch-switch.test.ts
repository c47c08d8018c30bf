// Worktree.checkout of an existing branch written as files (fake-github/branch-switch.ts) leaves what git's
// `git checkout -q <branch>` leaves: each switch runs once as files and once by git in a copy of the clone, at the
// same second; both must hold the same files, index entries, HEAD and reflog, and git must call the result clean.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { gitProcessesStarted, listRefs } from '../../fake-github/git.js';
import { Worktree } from '../../fake-github/worktree.js';
import { useFakeGitHub } from '../support/fake-world.js';
import { workTree } from './work-tree-files.js';

const gh = useFakeGitHub();

const run = (cwd: string, args: string[], env: Record<string, string> = {}): string =>
  execFileSync('git', args, { cwd, encoding: 'utf8', env: { ...process.env, GIT_CONFIG_NOSYSTEM: '1', ...env } });

function state(dir: string) {
  const gitDir = join(dir, '.git');
  return {
    head: readFileSync(join(gitDir, 'HEAD'), 'utf8'),
    refs: Object.fromEntries(listRefs(gitDir)),
    reflog: readFileSync(join(gitDir, 'logs', 'HEAD'), 'utf8'),
    files: workTree(dir),
    index: run(dir, ['ls-files', '-s']),
    status: run(dir, ['status', '--porcelain', '--untracked-files=all']),
  };
}

/** Switches to `branch` as files in `wt` and by git in a copy made before, then compares the two. */
async function switchBothWays(wt: Worktree, branch: string): Promise<void> {
  const copy = `${wt.dir}-by-git`;
  rmSync(copy, { recursive: true, force: true });
  cpSync(wt.dir, copy, { recursive: true, verbatimSymlinks: true });
  const before = gitProcessesStarted();
  await wt.checkout(branch);
  expect(gitProcessesStarted() - before, 'switched without starting git').toBe(0);
  const last =
    readFileSync(join(wt.dir, '.git', 'logs', 'HEAD'), 'utf8')
      .trimEnd()
      .split('\n')
      .at(-1) ?? '';
  const date = /> (\d+ [+-]\d{4})\t/.exec(last)?.[1] ?? '';
  run(copy, ['checkout', '-q', branch], {
    GIT_COMMITTER_NAME: wt.user,
    GIT_COMMITTER_EMAIL: `${wt.user}@users.noreply.github.com`,
    GIT_COMMITTER_DATE: date,
  });
  expect(state(wt.dir)).toEqual(state(copy));
  expect(run(wt.dir, ['fsck', '--strict', '--no-dangling'])).toBe('');
  rmSync(copy, { recursive: true, force: true });
}

let n = 0;

async function world(): Promise<Worktree> {
  const repo = await gh.createRepo(`acme/switch-${++n}`);
  const wt = await repo.clone('maya');
  await wt.commit(
    {
      'a.txt': 'a\n',
      'dir/b.txt': 'b\n',
      'gone/deep/c.txt': 'c\n',
      'x.sh': { content: '#!/bin/sh\n', executable: true },
      link: { symlink: 'a.txt' },
    },
    'base',
  );
  await wt.checkout('feature', { create: true });
  await wt.commit(
    {
      'a.txt': 'a2\n',
      'gone/deep/c.txt': null,
      'new/sub/d.txt': 'd\n',
      'x.sh': { content: '#!/bin/sh\n', executable: false },
      link: { symlink: 'dir/b.txt' },
    },
    'feature',
  );
  return wt;
}

describe('Worktree.checkout of an existing branch as files', () => {
  it('writes, removes and keeps the files git does, untracked ones left alone', async () => {
    const wt = await world();
    await switchBothWays(wt, 'main');
    writeFileSync(join(wt.dir, 'untracked.txt'), 'u\n');
    mkdirSync(join(wt.dir, 'gone', 'deep', 'keep'), { recursive: true });
    writeFileSync(join(wt.dir, 'gone', 'deep', 'keep', 'u.txt'), 'u\n');
    await switchBothWays(wt, 'feature');
    await switchBothWays(wt, 'main');
    // Already there (git logs it all the same), and from a detached HEAD.
    await switchBothWays(wt, 'main');
    run(wt.dir, ['checkout', '-q', '--detach', 'feature']);
    await switchBothWays(wt, 'main');
  });

  it('leaves to git a switch with local changes or an untracked file in the way', async () => {
    const wt = await world();
    writeFileSync(join(wt.dir, 'dir', 'b.txt'), 'changed\n');
    let before = gitProcessesStarted();
    await wt.checkout('main');
    expect(gitProcessesStarted() - before).toBe(1);
    expect(readFileSync(join(wt.dir, 'dir', 'b.txt'), 'utf8')).toBe('changed\n');
    run(wt.dir, ['checkout', '-q', '--', 'dir/b.txt']);
    await wt.checkout('feature');
    mkdirSync(join(wt.dir, 'gone', 'deep'), { recursive: true });
    writeFileSync(join(wt.dir, 'gone', 'deep', 'c.txt'), 'in the way\n');
    before = gitProcessesStarted();
    await expect(wt.checkout('main')).rejects.toThrow(/untracked working tree files would be overwritten/);
    expect(gitProcessesStarted() - before).toBe(1);
  });
});
