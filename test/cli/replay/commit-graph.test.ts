// CommitGraph: one walk answers what git answers per PR (`git log head ^base`, `git merge-base --all base head`),
// on a real history with every shape a PR takes: up to date, behind, with the default branch merged in (several
// merge bases: left to git), already on the branch, unrelated, squashed; and what it cannot know, it does not say.
import { execFile } from 'node:child_process';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { Slots } from '../../../src/core/pure/slots.js';
import { batchedCheckout } from '../../../src/cli/replay/batched-reader.js';
import { CommitGraph } from '../../../src/cli/replay/commit-graph.js';
import { ReplayGit } from '../../../src/cli/replay/git-history.js';
import { oldestFirst } from '../../../src/cli/replay/pulls.js';
import type { MainlineCommit } from '../../../src/cli/replay/types.js';
import { Checkout } from '../../../src/cli/local-git.js';

let clock = 0;
function git(dir: string, args: string[]): Promise<string> {
  const at = `2026-03-02T09:${String(clock++).padStart(2, '0')}:00Z`;
  const env: NodeJS.ProcessEnv = {};
  for (const [k, v] of Object.entries(process.env)) if (!k.startsWith('GIT_')) env[k] = v;
  Object.assign(env, {
    GIT_AUTHOR_NAME: 'a',
    GIT_AUTHOR_EMAIL: 'a@example.test',
    GIT_COMMITTER_NAME: 'a',
    GIT_COMMITTER_EMAIL: 'a@example.test',
    GIT_AUTHOR_DATE: at,
    GIT_COMMITTER_DATE: at,
  });
  return new Promise((resolve, reject) =>
    execFile('git', args, { cwd: dir, env, encoding: 'utf8' }, (err, stdout, stderr) =>
      err ? reject(new Error(stderr || err.message)) : resolve(stdout.trim()),
    ),
  );
}

async function commit(dir: string, files: Record<string, string>, message: string): Promise<string> {
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  await git(dir, ['add', '-A']);
  await git(dir, ['commit', '-q', '-m', message]);
  return git(dir, ['rev-parse', 'HEAD']);
}

const merge = async (dir: string, branch: string, message: string, ...extra: string[]) => {
  await git(dir, ['merge', '-q', '--no-ff', ...extra, '-m', message, branch]);
  return git(dir, ['rev-parse', 'HEAD']);
};

describe('CommitGraph', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'replay-graph-'));
  const heads: Record<string, string> = {};
  const bases: Record<string, string> = {};
  let history: MainlineCommit[] = [];
  let replayGit: ReplayGit;

  /** Lands `branch` as a merge commit; remembers its head and the commit it landed on. */
  async function land(name: string, branch: string, ...extra: string[]) {
    bases[name] = await git(dir, ['rev-parse', 'HEAD']);
    heads[name] = await git(dir, ['rev-parse', branch]);
    await merge(dir, branch, `Merge pull request #${name} from acme/${branch}`, ...extra);
  }

  beforeAll(async () => {
    await git(dir, ['init', '-q', '-b', 'main']);
    await commit(dir, { 'README.md': 'one\n' }, 'init');
    const early = await commit(dir, { 'src/early.ts': '0\n' }, 'early');
    // behind: forks here, lands after `up-to-date` did.
    await git(dir, ['branch', 'behind']);
    await git(dir, ['checkout', '-q', '-b', 'up-to-date']);
    await commit(dir, { 'src/a.ts': '1\n' }, 'a');
    await commit(dir, { 'src/a.ts': '2\n', 'migrations/0002_a.sql': '--\n' }, 'a again');
    await git(dir, ['checkout', '-q', 'main']);
    await land('1', 'up-to-date');
    await git(dir, ['checkout', '-q', 'behind']);
    await commit(dir, { 'src/b.ts': '1\n' }, 'b');
    await git(dir, ['checkout', '-q', 'main']);
    await land('2', 'behind');
    // merged-main: forks at `early`, merges main in, adds more, lands.
    await git(dir, ['checkout', '-q', '-b', 'merged-main', early]);
    await commit(dir, { 'src/c.ts': '1\n' }, 'c');
    await merge(dir, 'main', 'Merge main into merged-main');
    await commit(dir, { 'src/c.ts': '2\n' }, 'c again');
    await git(dir, ['checkout', '-q', 'main']);
    await commit(dir, { 'docs/x.md': 'x\n' }, 'main moves on');
    await land('3', 'merged-main');
    // unrelated: a history of its own, merged in.
    await git(dir, ['checkout', '-q', '--orphan', 'unrelated']);
    await git(dir, ['rm', '-rq', '--cached', '.']);
    await commit(dir, { 'other/z.txt': 'z\n' }, 'z');
    await git(dir, ['checkout', '-q', '-f', 'main']);
    await land('4', 'unrelated', '--allow-unrelated-histories');
    history = oldestFirst(await (await ReplayGit.open(dir)).mainline('main'));
    replayGit = await ReplayGit.open(dir);
  });

  const read = (floor = 0, extra: string[] = []) =>
    CommitGraph.read(replayGit, history, [...Object.values(heads), ...extra], floor, history.length - 1);

  it("reads each PR's branch as git log does, oldest first with its paths, from one walk", async () => {
    const graph = await read();
    expect(graph).toBeDefined();
    for (const name of ['1', '2', '3', '4']) {
      const base = bases[name] as string;
      const head = heads[name] as string;
      expect(graph?.branch(base, head), `#${name}`).toEqual(await replayGit.branchCommits(base, head));
    }
    expect(graph?.branch(bases['1'] as string, heads['1'] as string)?.map((c) => c.paths.sort())).toEqual([
      ['src/a.ts'],
      ['migrations/0002_a.sql', 'src/a.ts'],
    ]);
  });

  it("gives git's merge base where it is one commit, and leaves several to git", async () => {
    const graph = await read();
    const checkout = await Checkout.open(dir, 'origin');
    for (const name of ['1', '2', '4']) {
      const base = bases[name] as string;
      const head = heads[name] as string;
      expect(graph?.mergeBases(base, head), `#${name}`).toEqual(await checkout.mergeBases(base, head));
    }
    expect(graph?.mergeBases(bases['1'] as string, heads['1'] as string)).toEqual([bases['1']]);
    expect(graph?.mergeBases(bases['4'] as string, heads['4'] as string)).toEqual([]);
    // merged-main reaches both `early` and what it merged: which one descends from the other is git's to say.
    expect(graph?.mergeBases(bases['3'] as string, heads['3'] as string)).toBeUndefined();
    // A commit already on the branch is its own merge base, with no commits of its own.
    const onMain = history[2]?.sha as string;
    expect(graph?.mergeBases(bases['4'] as string, onMain)).toEqual(
      await checkout.mergeBases(bases['4'] as string, onMain),
    );
    expect(graph?.mergeBases(bases['4'] as string, onMain)).toEqual([onMain]);
    expect(graph?.branch(bases['4'] as string, onMain)).toEqual([]);
  });

  it('says nothing below where the walk stopped, nor of a base off the branch, nor when git cannot walk', async () => {
    const last = history.length - 1;
    const graph = await read(last - 1);
    expect(graph?.branch(bases['4'] as string, heads['4'] as string)).toEqual(
      await replayGit.branchCommits(bases['4'] as string, heads['4'] as string),
    );
    expect(graph?.branch(bases['1'] as string, heads['1'] as string)).toBeUndefined();
    expect(graph?.mergeBases(heads['2'] as string, heads['1'] as string)).toBeUndefined();
    // A head the clone lacks is left out of the walk (and so to git); a walk git refuses gives no graph at all.
    const missing = 'f'.repeat(40);
    expect((await read(0, [missing]))?.branch(bases['1'] as string, missing)).toBeUndefined();
    const lying = { presentCommits: async () => new Set([missing]), walk: (revs: string[]) => replayGit.walk(revs) };
    expect(await CommitGraph.read(lying, history, [missing], 0, last)).toBeUndefined();
  });

  it("merges a head that holds its base without git: the head's tree, as git merge-tree gives it", async () => {
    const graph = await read();
    const checkout = await Checkout.open(dir, 'origin');
    const reader = batchedCheckout(checkout, new Slots(2), graph);
    for (const name of ['1', '2', '3']) {
      const base = bases[name] as string;
      const head = heads[name] as string;
      expect(await reader.mergeTree(base, head), `#${name}`).toEqual(await checkout.mergeTree(base, head));
    }
  });
});
