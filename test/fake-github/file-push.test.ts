// A set-up push written as files leaves what `git push` leaves: the same refs in the fake's repository and the
// clone, the same objects reachable (git fsck accepts them), the same line in the push log, hence the same
// timeline; and it declines, moving nothing, wherever git might do otherwise.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pushByFiles, type FilePush } from '../../fake-github/file-push.js';
import { gitProcessesStarted, listRefs, PUSH_LOG, stopObjectReaders } from '../../fake-github/git.js';
import type { FakeRepo } from '../../fake-github/repo.js';
import type { Worktree } from '../../fake-github/worktree.js';
import { useFakeGitHub } from '../support/fake-world.js';

const gh = useFakeGitHub();

const git = (cwd: string, args: string[]): string =>
  execFileSync('git', args, { cwd, encoding: 'utf8', env: { ...process.env, GIT_CONFIG_NOSYSTEM: '1' } });

/** Everything a push may change, with the clock's readings taken out (two pushes never share a second). */
function state(repo: FakeRepo, wt: Worktree, logFrom: number) {
  const log = readFileSync(join(repo.gitDir, PUSH_LOG), 'utf8').slice(logFrom);
  const cloneGit = join(wt.dir, '.git');
  const reflogs = listRefs(cloneGit, 'refs/remotes/origin/');
  const logs = [...reflogs.keys()].map((r) =>
    existsSync(join(cloneGit, 'logs', r))
      ? readFileSync(join(cloneGit, 'logs', r), 'utf8').replace(/ \d+ [+-]\d{4}\t/g, ' T\t')
      : '',
  );
  return {
    originRefs: Object.fromEntries(listRefs(repo.gitDir)),
    reachable: git(repo.gitDir, ['rev-list', '--objects', '--all']).split('\n').sort(),
    fsck: git(repo.gitDir, ['fsck', '--strict', '--no-dangling']),
    pushed: log.replace(/^\S+ /gm, 'T '),
    cloneRefs: Object.fromEntries(listRefs(cloneGit)),
    logs,
  };
}

/** Pushes once with git and once as files from the same starting files, and returns both results. */
async function bothWays(repo: FakeRepo, wt: Worktree, branch: string, opts: { force?: boolean; to?: string } = {}) {
  const saved = `${repo.gitDir}.saved`;
  const savedWt = `${wt.dir}.saved`;
  cpSync(repo.gitDir, saved, { recursive: true });
  cpSync(wt.dir, savedWt, { recursive: true });
  const logFrom = existsSync(join(repo.gitDir, PUSH_LOG))
    ? readFileSync(join(repo.gitDir, PUSH_LOG), 'utf8').length
    : 0;
  await wt.push(branch, { ...opts, git: true });
  const byGit = state(repo, wt, logFrom);
  for (const [dir, from] of [
    [repo.gitDir, saved],
    [wt.dir, savedWt],
  ] as const) {
    rmSync(dir, { recursive: true, force: true });
    cpSync(from, dir, { recursive: true });
    rmSync(from, { recursive: true, force: true });
  }
  await stopObjectReaders(repo.gitDir);
  const before = gitProcessesStarted();
  await wt.push(branch, opts);
  expect(gitProcessesStarted() - before, 'pushed without starting git').toBe(0);
  const byFiles = state(repo, wt, logFrom);
  return { byGit, byFiles };
}

function pushOf(repo: FakeRepo, wt: Worktree, src: string, extra: Partial<FilePush> = {}): FilePush {
  return {
    gitDir: join(wt.dir, '.git'),
    origin: repo.gitDir,
    src,
    dst: src,
    force: false,
    pusher: wt.user,
    pushedAt: '2026-01-01T00:00:00Z',
    committer: `${wt.user} <${wt.user}@users.noreply.github.com>`,
    ...extra,
  };
}

describe('a push written as files', () => {
  it('leaves what git push leaves: a new branch, a fast-forward, a force-push, another name', async () => {
    const repo = await gh.createRepo('acme/file-push', { defaultBranch: 'main' });
    const wt = await repo.clone('agent-1');
    await wt.checkout('feature', { create: true, from: 'main' });
    await wt.commit(
      {
        'src/a.ts': 'a\n',
        'src/deep/b.ts': 'b\n',
        'bin/run': { content: '#!/bin/sh\n', executable: true },
        link: { symlink: 'src/a.ts' },
        'README.md': null,
      },
      'first',
    );
    const created = await bothWays(repo, wt, 'feature');
    expect(created.byFiles).toEqual(created.byGit);
    expect(created.byFiles.pushed).toMatch(/^T 0 0{40} [0-9a-f]{40} refs\/heads\/feature agent-1\n$/);
    // The time is the clock's when the push was made, in the hook's form.
    expect(readFileSync(join(repo.gitDir, PUSH_LOG), 'utf8')).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ 0 /);

    await wt.commit({ 'src/a.ts': 'a2\n' }, 'second');
    const ff = await bothWays(repo, wt, 'feature');
    expect(ff.byFiles).toEqual(ff.byGit);
    expect(ff.byFiles.pushed).toMatch(/^T 0 /);

    await wt.git('reset', '-q', '--hard', 'HEAD~1');
    await wt.commit({ 'src/c.ts': 'c\n' }, 'rewritten');
    const forced = await bothWays(repo, wt, 'feature', { force: true });
    expect(forced.byFiles).toEqual(forced.byGit);
    expect(forced.byFiles.pushed).toMatch(/^T 1 /);

    const renamed = await bothWays(repo, wt, 'feature', { to: 'feature-b' });
    expect(renamed.byFiles).toEqual(renamed.byGit);
  });

  it('records a force-push on the pull request as the hook does', async () => {
    const repo = await gh.createRepo('acme/file-push-pr', { defaultBranch: 'main' });
    const wt = await repo.clone('agent-1');
    await wt.checkout('feature', { create: true, from: 'main' });
    const c1 = await wt.commit({ 'a.txt': '1\n' }, 'one');
    await wt.push('feature');
    const pr = await repo.openPullRequest({ head: 'feature', base: 'main', author: 'agent-1' });
    await wt.git('reset', '-q', '--hard', 'HEAD~1');
    const c2 = await wt.commit({ 'a.txt': '2\n' }, 'two');
    const before = gitProcessesStarted();
    await wt.push('feature', { force: true });
    expect(gitProcessesStarted() - before, 'pushed without starting git').toBe(0);
    const events = repo.timelineEvents(pr.number, ['HeadRefForcePushedEvent']);
    expect(events.map((e) => [e.actor, e.before, e.after, e.ref])).toEqual([['agent-1', c1, c2, 'feature']]);
  });

  it('declines, moving nothing, where git might do otherwise', async () => {
    const repo = await gh.createRepo('acme/file-push-no', { defaultBranch: 'main' });
    const wt = await repo.clone('agent-1');
    await wt.checkout('feature', { create: true, from: 'main' });
    await wt.commit({ 'a.txt': '1\n' }, 'one');
    await wt.push('feature');
    const log = (): string => readFileSync(join(repo.gitDir, PUSH_LOG), 'utf8');
    const at = { refs: listRefs(repo.gitDir), log: log() };
    const unchanged = (): void => {
      expect(listRefs(repo.gitDir)).toEqual(at.refs);
      expect(log()).toBe(at.log);
    };
    // Not a fast-forward without force: git refuses it, and says why.
    await wt.git('reset', '-q', '--hard', 'HEAD~1');
    await wt.commit({ 'a.txt': '2\n' }, 'two');
    expect(await pushByFiles(pushOf(repo, wt, 'feature'))).toBe(false);
    await expect(wt.push('feature')).rejects.toThrow(/rejected|non-fast-forward/);
    unchanged();
    // Up to date: nothing to record.
    expect(await pushByFiles(pushOf(repo, wt, 'main'))).toBe(false);
    // Not a plain branch on either side.
    for (const extra of [{ src: 'HEAD' }, { dst: 'a..b' }, { dst: '.hidden' }, { dst: 'x.lock' }, { pusher: '' }]) {
      expect(await pushByFiles(pushOf(repo, wt, 'feature', { force: true, ...extra })), JSON.stringify(extra)).toBe(
        false,
      );
    }
    // A name clash with an existing branch (a file where a directory would go).
    expect(await pushByFiles(pushOf(repo, wt, 'feature', { dst: 'feature/x' }))).toBe(false);
    // The branch locked by another writer.
    writeFileSync(join(repo.gitDir, 'refs/heads/feature.lock'), '');
    expect(await pushByFiles(pushOf(repo, wt, 'feature', { force: true }))).toBe(false);
    rmSync(join(repo.gitDir, 'refs/heads/feature.lock'));
    // A shallow clone, and a hook other than the fake's.
    writeFileSync(join(wt.dir, '.git/shallow'), `${await wt.head()}\n`);
    expect(await pushByFiles(pushOf(repo, wt, 'feature', { force: true }))).toBe(false);
    rmSync(join(wt.dir, '.git/shallow'));
    writeFileSync(join(repo.gitDir, 'hooks/pre-receive'), '#!/bin/sh\nexit 1\n', { mode: 0o755 });
    expect(await pushByFiles(pushOf(repo, wt, 'feature', { force: true }))).toBe(false);
    unchanged();
    rmSync(join(repo.gitDir, 'hooks/pre-receive'));
    expect(await pushByFiles(pushOf(repo, wt, 'feature', { force: true }))).toBe(true);
    expect(log().slice(at.log.length)).toMatch(/^2026-01-01T00:00:00Z 1 /);
  });
});
