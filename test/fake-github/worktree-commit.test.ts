// Worktree.commit and Worktree.checkout's new branch written as files (fake-github/worktree-commit.ts) leave what
// git leaves: each step runs once as files and once by git in a copy of the clone, at the same second, and both
// clones must hold the same commits, refs, reflogs, config and messages, with git fsck and git status clean.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { gitProcessesStarted, listRefs } from '../../fake-github/git.js';
import { Worktree, type FileSpec } from '../../fake-github/worktree.js';
import { cleanMessage } from '../../fake-github/worktree-commit.js';
import { useFakeGitHub } from '../support/fake-world.js';

const gh = useFakeGitHub();

const run = (cwd: string, args: string[], env: Record<string, string> = {}): string =>
  execFileSync('git', args, { cwd, encoding: 'utf8', env: { ...process.env, GIT_CONFIG_NOSYSTEM: '1', ...env } });

/** Git run as `Worktree.git` runs it, dated `date` ("<seconds> <zone>"). */
const runAs = (wt: Worktree, args: string[], date: string): string =>
  run(wt.dir, args, {
    GIT_AUTHOR_NAME: wt.user,
    GIT_COMMITTER_NAME: wt.user,
    GIT_AUTHOR_EMAIL: `${wt.user}@users.noreply.github.com`,
    GIT_COMMITTER_EMAIL: `${wt.user}@users.noreply.github.com`,
    GIT_AUTHOR_DATE: date,
    GIT_COMMITTER_DATE: date,
  });

function files(dir: string, under = ''): string[] {
  return readdirSync(join(dir, under), { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? files(dir, join(under, e.name)) : [join(under, e.name)],
  );
}

/** What a commit or a checkout may change, read from the clone's files and by git. */
function state(dir: string) {
  const gitDir = join(dir, '.git');
  const text = (f: string): string | undefined =>
    existsSync(join(gitDir, f)) ? readFileSync(join(gitDir, f), 'utf8') : undefined;
  return {
    head: text('HEAD'),
    refs: Object.fromEntries(listRefs(gitDir)),
    logs: Object.fromEntries(files(join(gitDir, 'logs')).map((f) => [f, text(join('logs', f))])),
    config: text('config'),
    message: text('COMMIT_EDITMSG'),
    log: run(dir, ['log', '--format=raw', '--all']),
    fsck: run(dir, ['fsck', '--strict', '--no-dangling']),
    status: run(dir, ['status', '--porcelain']),
  };
}

/** The clone's work tree, index and objects put into `copy` (its refs and logs kept): staged as `wt` is. */
function takeStaged(wt: Worktree, copy: string): void {
  for (const e of readdirSync(copy)) if (e !== '.git') rmSync(join(copy, e), { recursive: true, force: true });
  for (const e of readdirSync(wt.dir)) {
    if (e !== '.git') cpSync(join(wt.dir, e), join(copy, e), { recursive: true, verbatimSymlinks: true });
  }
  cpSync(join(wt.dir, '.git', 'index'), join(copy, '.git', 'index'));
  cpSync(join(wt.dir, '.git', 'objects'), join(copy, '.git', 'objects'), { recursive: true, force: false });
}

/** The "<seconds> <zone>" of the last line of the clone's HEAD reflog. */
function lastDate(wt: Worktree): string {
  const lines = readFileSync(join(wt.dir, '.git', 'logs', 'HEAD'), 'utf8')
    .trimEnd()
    .split('\n');
  return /> (\d+ [+-]\d{4})\t/.exec(lines.at(-1) ?? '')?.[1] ?? '';
}

let n = 0;

async function cloneWithCopy(): Promise<{ wt: Worktree; copy: Worktree }> {
  const repo = await gh.createRepo(`acme/commit-${++n}`);
  const wt = await repo.clone('maya');
  return { wt, copy: new Worktree(`${wt.dir}-by-git`, wt.user, wt.origin) };
}

/** Commits as files in `wt` and by git in `copy` (a copy of `wt` made before), then compares the two. */
async function commitBothWays(wt: Worktree, copy: Worktree, spec: Record<string, FileSpec>, message: string) {
  rmSync(copy.dir, { recursive: true, force: true });
  cpSync(wt.dir, copy.dir, { recursive: true, verbatimSymlinks: true });
  const before = gitProcessesStarted();
  const sha = await wt.commit(spec, message);
  expect(gitProcessesStarted() - before, 'committed without starting git').toBe(0);
  takeStaged(wt, copy.dir);
  runAs(copy, ['commit', '-q', '--allow-empty', '-m', message], lastDate(wt));
  expect(state(wt.dir)).toEqual(state(copy.dir));
  // A gitlink's directory is not checked out: git reports it missing, both ways.
  expect(state(wt.dir).status.replace(/^ D vendor\n/m, '')).toBe('');
  return sha;
}

describe('Worktree.commit as files', () => {
  it('writes the commit, branch, reflogs and message git writes', async () => {
    const { wt, copy } = await cloneWithCopy();
    await commitBothWays(
      wt,
      copy,
      {
        'a.txt': 'a\n',
        'dir/b.txt': 'b\n',
        'dir/sub/c.txt': 'c\n',
        'dir-x': 'x',
        'dir.y/z': 'z',
        'x.sh': { content: '#!/bin/sh\n', executable: true },
        link: { symlink: 'a.txt' },
        vendor: { submodule: '1234567890123456789012345678901234567890' },
      },
      'add files',
    );
    await commitBothWays(
      wt,
      copy,
      { 'README.md': null, 'dir/b.txt': 'b2\n' },
      '  lead\tTab  x  \n\n\n\nbody  \n# c\n\n',
    );
    await commitBothWays(wt, copy, {}, '\n\nfirst\nsecond line\n\nthird');
    await commitBothWays(wt, copy, { 'ünï côdé.md': 'u\n' }, 'ünï côdé: «subject»');
    // Detached, then an orphan branch's first commit.
    run(wt.dir, ['checkout', '-q', '--detach']);
    await commitBothWays(wt, copy, { 'dir/sub/c.txt': null }, 'detached');
    run(wt.dir, ['checkout', '-q', '--orphan', 'fresh']);
    await commitBothWays(wt, copy, { 'new.txt': 'n\n' }, 'first of its own');
    rmSync(copy.dir, { recursive: true, force: true });
  });

  it('cleans a message up as git commit -m does', () => {
    expect(cleanMessage('x')).toBe('x\n');
    expect(cleanMessage('\n a \t\n\n\n\tb\n\n')).toBe(' a\n\n\tb\n');
    expect(cleanMessage('# kept\n')).toBe('# kept\n');
    // Git's own white space beyond spaces and tabs, and an empty message (git aborts): git's to handle.
    for (const m of ['a\r\nb', 'a\fb', '', ' \n\t\n']) expect(cleanMessage(m)).toBeUndefined();
  });

  it('leaves the commit to git where git would do more or otherwise', async () => {
    const { wt } = await cloneWithCopy();
    const gitDir = join(wt.dir, '.git');
    const cases: Array<[string, () => void, () => void]> = [
      ['a carriage return', () => undefined, () => undefined],
      [
        'a merge in progress',
        () => writeFileSync(join(gitDir, 'MERGE_MSG'), 'm\n'),
        () => rmSync(join(gitDir, 'MERGE_MSG'), { force: true }),
      ],
      [
        'a hook',
        () => writeFileSync(join(gitDir, 'hooks', 'commit-msg'), '#!/bin/sh\n', { mode: 0o755 }),
        () => rmSync(join(gitDir, 'hooks', 'commit-msg')),
      ],
      [
        'a setting',
        () => run(wt.dir, ['config', 'commit.cleanup', 'verbatim']),
        () => run(wt.dir, ['config', '--unset', 'commit.cleanup']),
      ],
    ];
    for (const [what, set, unset] of cases) {
      set();
      const before = gitProcessesStarted();
      const sha = await wt.commit({ 'f.txt': what }, what === 'a carriage return' ? 'a\r\nb' : what);
      expect(gitProcessesStarted() - before, what).toBe(1);
      expect(await wt.head()).toBe(sha);
      unset();
    }
    expect(run(wt.dir, ['status', '--porcelain'])).toBe('');
    expect(run(wt.dir, ['fsck', '--strict', '--no-dangling'])).toBe('');
  });
});

/** Creates `branch` as files in `wt` and by git in a copy made before, then compares the two. */
async function createBothWays(wt: Worktree, copy: Worktree, branch: string, from?: string) {
  rmSync(copy.dir, { recursive: true, force: true });
  cpSync(wt.dir, copy.dir, { recursive: true, verbatimSymlinks: true });
  const before = gitProcessesStarted();
  await wt.checkout(branch, { create: true, from });
  expect(gitProcessesStarted() - before, 'created without starting git').toBe(0);
  const start = from === undefined ? 'HEAD' : /^[0-9a-f]{40}$/.test(from) ? from : `origin/${from}`;
  runAs(copy, ['checkout', '-q', '-B', branch, start], lastDate(wt));
  expect(state(wt.dir)).toEqual(state(copy.dir));
}

describe('Worktree.checkout of a new branch as files', () => {
  it('writes the branch, HEAD, tracking config and reflogs git writes', async () => {
    const { wt, copy } = await cloneWithCopy();
    await createBothWays(wt, copy, 'feature', 'main');
    await createBothWays(wt, copy, 'topic/a', await wt.head());
    await createBothWays(wt, copy, 'from-head');
    rmSync(copy.dir, { recursive: true, force: true });
  });

  it('leaves to git a branch that exists or a start elsewhere', async () => {
    const { wt } = await cloneWithCopy();
    await wt.checkout('feature', { create: true, from: 'main' });
    const main = await wt.head();
    await wt.commit({ 'f.txt': 'f\n' }, 'on feature');
    for (const [branch, from] of [
      ['other', main],
      ['feature', 'main'],
    ] as const) {
      const before = gitProcessesStarted();
      await wt.checkout(branch, { create: true, from });
      expect(gitProcessesStarted() - before, `${branch} from ${from}`).toBe(1);
      expect(await wt.head()).toBe(main);
    }
    expect(run(wt.dir, ['status', '--porcelain'])).toBe('');
  });
});
