// History answered in process (git-walk.ts over git-objects.ts) says exactly what git says, for every pair of
// commits of a history with branches, merges, criss-cross merges (two best merge bases), commits in packs (with
// deltas) and loose ones, dates in several offsets and UTC, and commits the fake's log format cannot carry; where
// git's answer is not the only possible one, the walk declines and git is asked.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  countRange,
  gitProcessesStarted,
  isAncestor,
  log,
  mergeBase,
  resolveCommit,
  setPullRef,
  showCommit,
  stopObjectReaders,
} from '../../fake-github/git.js';
import { countWalk, isAncestorWalk, isoStrict, logWalk, mergeBaseWalk, showWalk } from '../../fake-github/git-walk.js';

let dir: string;
let gitDir: string;
const commits: string[] = [];
const env = { ...process.env, GIT_CONFIG_NOSYSTEM: '1', GIT_CONFIG_GLOBAL: '/dev/null', LC_ALL: 'C' };
const run = (args: string[], extra: NodeJS.ProcessEnv = {}, input?: string): string =>
  execFileSync('git', args, { cwd: dir, encoding: 'utf8', env: { ...env, ...extra }, input });
const LOG_FORMAT = '%H%x1f%T%x1f%P%x1f%an%x1f%ae%x1f%aI%x1f%cn%x1f%ce%x1f%cI%x1f%B%x1e';

let clock = 1_700_000_000;
function commit(message: string, tz = '+0000', file = 'f.txt'): string {
  writeFileSync(join(dir, file), `${message}\n${'line\n'.repeat(50)}`);
  run(['add', '-A']);
  const date = `${clock++} ${tz}`;
  run(['-c', 'user.name=Ann Author', '-c', 'user.email=ann@example.com', 'commit', '-q', '-m', message], {
    GIT_AUTHOR_DATE: date,
    GIT_COMMITTER_DATE: `${clock++} ${tz === '+0000' ? '-0000' : '+0530'}`,
  });
  const sha = run(['rev-parse', 'HEAD']).trim();
  commits.push(sha);
  return sha;
}

function merge(other: string, message: string): string {
  run(['-c', 'user.name=M', '-c', 'user.email=m@example.com', 'merge', '-q', '--no-ff', '-m', message, other], {
    GIT_AUTHOR_DATE: `${clock++} -0800`,
    GIT_COMMITTER_DATE: `${clock++} -0800`,
  });
  const sha = run(['rev-parse', 'HEAD']).trim();
  commits.push(sha);
  return sha;
}

function gitAnswer(args: string[]): { code: number; out: string } {
  try {
    return { code: 0, out: run(args) };
  } catch (e) {
    return { code: (e as { status: number }).status, out: '' };
  }
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'git-walk-test-'));
  gitDir = join(dir, '.git');
  run(['init', '-q', '--initial-branch=main']);
  commit('root');
  commit('second', '+0200');
  run(['checkout', '-q', '-b', 'side']);
  commit('side one', '-0330', 's.txt');
  commit('side two', '+0000', 's.txt');
  run(['checkout', '-q', 'main']);
  commit('main three', '+1400');
  // Packed from here on, with deltas between the versions of f.txt; what follows stays loose.
  run(['repack', '-adq', '--depth=10']);
  const x = run(['rev-parse', 'main']).trim();
  const y = run(['rev-parse', 'side']).trim();
  // A criss-cross: two branches each merging the other's tip, so they have two best merge bases.
  run(['checkout', '-q', '-b', 'cross', y]);
  merge(x, 'cross merges main');
  run(['checkout', '-q', 'main']);
  merge(y, 'main merges side');
  commit('after merge', '+0000');
  run(['checkout', '-q', '--orphan', 'lonely']);
  commit('unrelated root', '+0000', 'u.txt');
  // GitHub's fake keeps git's answers: the first UTC date is learnt from git itself.
  await showCommit(gitDir, commits[0]!);
});

afterAll(async () => {
  await stopObjectReaders(dir);
  rmSync(dir, { recursive: true, force: true });
});

describe('history walks against git', () => {
  it('ancestry, merge bases and counts match git for every pair of commits', () => {
    // Reachability as git's rev-list lists it, one process per commit; merge bases from git per pair.
    const ancestors = new Map(commits.map((c) => [c, new Set(run(['rev-list', c]).split('\n').filter(Boolean))]));
    let declined = 0;
    for (const [i, a] of commits.entries()) {
      for (const b of commits.slice(i)) {
        for (const [x, y] of [
          [a, b],
          [b, a],
        ] as const) {
          expect(isAncestorWalk(gitDir, x, y)).toBe(ancestors.get(y)!.has(x));
          expect(countWalk(gitDir, x, y)).toBe([...ancestors.get(y)!].filter((c) => !ancestors.get(x)!.has(c)).length);
        }
        const all = gitAnswer(['merge-base', '--all', a, b]).out.trim().split('\n').filter(Boolean);
        for (const walked of [mergeBaseWalk(gitDir, a, b), mergeBaseWalk(gitDir, b, a)]) {
          if (all.length > 1) declined++;
          expect(walked).toBe(all.length > 1 ? undefined : (all[0] ?? null));
        }
      }
    }
    // The criss-cross merge with the main merge and with the commit after it, both ways.
    expect(declined).toBe(4);
  });

  it('a commit shown in process is what git log prints, dates in their own offsets', () => {
    for (const sha of commits) {
      const printed = run(['log', '-1', `--format=${LOG_FORMAT}`, sha, '--']).split('\x1f');
      const c = showWalk(gitDir, sha)!;
      expect([c.sha, c.tree, c.parents.join(' '), c.authorName, c.authorEmail, c.authorDate]).toEqual(
        printed.slice(0, 6),
      );
      expect([c.committerName, c.committerEmail, c.committerDate]).toEqual(printed.slice(6, 9));
      expect(c.message).toBe(printed[9]!.split('\x1e')[0]!.replace(/\n+$/, ''));
    }
    expect(isoStrict(1_700_000_000, '+0530')).toBe('2023-11-15T03:43:20+05:30');
    expect(isoStrict(1_700_000_000, '-0800')).toBe('2023-11-14T14:13:20-08:00');
  });

  it('ranges in one line are listed oldest first as git log --topo-order --reverse; others are left to git', () => {
    const [root, , sideOne, sideTwo, mainThree] = commits;
    const ids = (from: string, to: string) => logWalk(gitDir, from, to)?.map((c) => c.sha);
    const byGit = (from: string, to: string) =>
      run(['log', '--format=%H', '--topo-order', '--reverse', `${from}..${to}`])
        .split('\n')
        .filter(Boolean);
    expect(ids(root!, sideTwo!)).toEqual(byGit(root!, sideTwo!));
    expect(ids(mainThree!, sideTwo!)).toEqual(byGit(mainThree!, sideTwo!));
    expect(ids(sideTwo!, sideOne!)).toEqual([]);
    const afterMerge = commits[commits.length - 2]!;
    // Two branches meet inside root..afterMerge (the merge has both parents in it): git's order is git's to give.
    expect(logWalk(gitDir, root!, afterMerge)).toBeUndefined();
    expect(ids(sideTwo!, afterMerge)).toEqual(byGit(sideTwo!, afterMerge));
  });

  it('commits the log format cannot carry are left to git', () => {
    run(['commit', '-q', '--allow-empty', '-m', 'fields\x1fsplit'], {
      GIT_AUTHOR_NAME: 'A',
      GIT_AUTHOR_EMAIL: 'a@example.com',
      GIT_COMMITTER_NAME: 'A',
      GIT_COMMITTER_EMAIL: 'a@example.com',
    });
    const sha = run(['rev-parse', 'HEAD']).trim();
    expect(showWalk(gitDir, sha)).toBeUndefined();
    const latin = run(['-c', 'i18n.commitEncoding=ISO-8859-1', 'commit-tree', `${sha}^{tree}`, '-m', 'caf\xe9'], {
      GIT_AUTHOR_NAME: 'A',
      GIT_AUTHOR_EMAIL: 'a@example.com',
      GIT_COMMITTER_NAME: 'A',
      GIT_COMMITTER_EMAIL: 'a@example.com',
    }).trim();
    expect(showWalk(gitDir, latin)).toBeUndefined();
  });
});

describe('git.ts answers from the walk, without a git process', () => {
  it('asks git only where the walk declines, and answers the same', async () => {
    const [root, second, , sideTwo, mainThree] = commits;
    const before = gitProcessesStarted();
    expect(await isAncestor(gitDir, root!, sideTwo!)).toBe(true);
    expect(await mergeBase(gitDir, mainThree!, sideTwo!)).toBe(second);
    expect(await countRange(gitDir, `${root}..${sideTwo}`)).toBe(3);
    expect((await log(gitDir, [`${mainThree}..${sideTwo}`])).map((c) => c.message)).toEqual(['side one', 'side two']);
    expect((await showCommit(gitDir, sideTwo!))?.authorDate).toBe(run(['log', '-1', '--format=%aI', sideTwo!]).trim());
    expect(await resolveCommit(gitDir, sideTwo!)).toBe(sideTwo);
    expect(gitProcessesStarted()).toBe(before);
    const cross = commits[5]!;
    const mainMerge = commits[6]!;
    expect(await mergeBase(gitDir, cross, mainMerge)).toBe(run(['merge-base', cross, mainMerge]).trim());
    expect(gitProcessesStarted()).toBe(before + 1);
  });
});

describe('setPullRef', () => {
  it("writes refs/pull/N/head as git's update-ref does, without a process, and git reads and moves it", async () => {
    const [root, second] = commits;
    // As in the fake's bare repositories (a work tree's repository keeps reflogs, and then git writes the ref).
    run(['config', 'core.logAllRefUpdates', 'false']);
    const before = gitProcessesStarted();
    await setPullRef(gitDir, 'refs/pull/7/head', root!);
    expect(gitProcessesStarted()).toBe(before);
    expect(run(['rev-parse', 'refs/pull/7/head']).trim()).toBe(root);
    expect(run(['for-each-ref', '--format=%(refname)', 'refs/pull/'])).toBe('refs/pull/7/head\n');
    run(['update-ref', 'refs/pull/7/head', second!, root!]);
    await setPullRef(gitDir, 'refs/pull/7/head', root!);
    expect(run(['rev-parse', 'refs/pull/7/head']).trim()).toBe(root);
    // A held lock is git's to report: git is asked and refuses, as it would have without the shortcut.
    writeFileSync(join(gitDir, 'refs/pull/7/head.lock'), '');
    await expect(setPullRef(gitDir, 'refs/pull/7/head', second!)).rejects.toThrow(/lock/);
    expect(run(['rev-parse', 'refs/pull/7/head']).trim()).toBe(root);
    rmSync(join(gitDir, 'refs/pull/7/head.lock'));
  });
});
