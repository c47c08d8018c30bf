// replayCollisions: rebase-notify's judgement asked at every moment PRs were open together, on histories declared
// here (no git): who was told what before landing, and what each PR's check said when it landed.
import { describe, expect, it } from 'vitest';
import { parseAllocatedGlob, type PullChanges } from '../../../src/rebase-notify/index.js';
import { replayCollisions } from '../../../src/cli/replay/collisions.js';
import type { MergedPull, PullHistory } from '../../../src/cli/replay/types.js';

const GLOB = parseAllocatedGlob('migrations/*_*.sql');

/** A PR that landed as commit `landedAt` of the history on commit `landedAt - 1`, open from `openedAt`. */
function pull(number: number, openedAt: number, landedAt: number, extra: Partial<MergedPull> = {}): MergedPull {
  return {
    number,
    title: `#${number}`,
    landedAs: 'merge',
    landing: `landing-${number}`,
    landedAt,
    base: `c${landedAt - 1}`,
    baseAt: landedAt - 1,
    head: `head-${number}`,
    headFrom: 'merge-parent',
    headRef: `branch-${number}`,
    headOwner: 'acme',
    isCrossRepository: false,
    author: null,
    labels: [],
    openedAt,
    mergedAt: 0,
    source: 'git',
    ...extra,
  };
}

const adds = (number: number, ...paths: string[]): PullChanges => ({
  number,
  base: 'main',
  known: true,
  changes: paths.map((path) => ({ path, status: 'A', result: `100644:${number}-${path}` })),
});

/** States at times `at`, each adding `paths`; the last is the head it landed with. */
function states(number: number, ...list: [at: number, ...paths: string[]][]): PullHistory {
  return {
    number,
    firstCommitAt: list[0]?.[0] ?? 0,
    states: list.map(([at, ...paths], i) => ({ at, sha: `${number}-state-${i}`, changes: adds(number, ...paths) })),
  };
}

/** The history's commits c0..cN at times `times`; the names each one's tree holds. */
function world(times: number[], held: Record<number, Record<string, string[]>>) {
  const history = times.map((at, i) => ({ sha: `c${i}`, at }));
  const names = {
    upTo: (index: number) => {
      let found: Record<string, string[]> = {};
      for (const [i, byName] of Object.entries(held)) if (Number(i) <= index) found = byName;
      return new Map([[GLOB.glob, new Map(Object.entries(found))]]);
    },
  };
  return { history, names };
}

describe('replayCollisions', () => {
  it('tells the later of two PRs claiming one number, then the base holds it; a rename clears it before landing', () => {
    // #1 (opened at 10, 0042 at 15) lands as c1 at 30; #2 (opened 20, 0042 at 25, renamed to 0043 at 40) lands at 50.
    const { history, names } = world([0, 30, 50], { 1: { '42': ['migrations/0042_a.sql'] } });
    const histories = new Map([
      [1, states(1, [15, 'migrations/0042_a.sql'])],
      [2, states(2, [25, 'migrations/0042_b.sql'], [40, 'migrations/0043_b.sql'])],
    ]);
    const result = replayCollisions({
      pulls: [pull(1, 10, 1), pull(2, 20, 2)],
      histories,
      history,
      globs: [GLOB],
      names,
    });
    expect(result.pulls.get(1)).toMatchObject({ verdict: 'pass', clashes: [], earlier: [] });
    const two = result.pulls.get(2);
    expect(two?.verdict).toBe('pass');
    expect(two?.earlier.map((e) => [e.at, e.base, e.head, e.otherHead, e.clash.other, e.clash.name])).toEqual([
      [25, 'c0', '2-state-0', '1-state-0', 1, '42'],
      [30, 'c1', '2-state-0', undefined, 'base', '42'],
    ]);
    expect(two?.landing).toEqual({ base: 'c1', claimants: [{ number: 2, head: '2-state-1' }] });
    expect([...result.names]).toEqual([`${GLOB.glob}\u000042`]);
  });

  it('fails a PR that still claims a held number when it lands, naming the holder and what it compared', () => {
    const { history, names } = world([0, 30, 50], {});
    const histories = new Map([
      [1, states(1, [15, 'migrations/0042_a.sql'])],
      [2, states(2, [25, 'migrations/0042_b.sql'])],
    ]);
    // #2 lands first (c1), while #1, the earlier PR, is still open: #1 holds the name.
    const result = replayCollisions({
      pulls: [pull(1, 10, 2), pull(2, 20, 1)],
      histories,
      history,
      globs: [GLOB],
      names,
    });
    const two = result.pulls.get(2);
    expect(two?.verdict).toBe('fail');
    expect(two?.clashes.map((c) => [c.other, c.name, c.paths, c.otherPaths])).toEqual([
      [1, '42', ['migrations/0042_b.sql'], ['migrations/0042_a.sql']],
    ]);
    expect(two?.landing?.claimants.map((c) => c.number)).toEqual([1, 2]);
  });

  it("ranks a fork's claim after a collaborator's, whatever its number", () => {
    const { history, names } = world([0, 30, 50], { 1: { '42': ['migrations/0042_ours.sql'] } });
    const histories = new Map([
      [1, states(1, [15, 'migrations/0042_fork.sql'])],
      [2, states(2, [25, 'migrations/0042_ours.sql'])],
    ]);
    const result = replayCollisions({
      pulls: [pull(1, 10, 2, { isCrossRepository: true }), pull(2, 20, 1)],
      histories,
      history,
      globs: [GLOB],
      names,
    });
    expect(result.pulls.get(2)?.verdict).toBe('pass');
    // The fork's PR was told #2 holds the name, then the base; it still claimed it when it landed.
    expect(result.pulls.get(1)?.earlier.map((e) => e.clash.other)).toEqual([2, 'base']);
    expect(result.pulls.get(1)?.verdict).toBe('fail');
  });

  it('without allocated names: no verdict, only the same-file overlaps of PRs open together', () => {
    const { history } = world([0, 30, 50, 70], {});
    const edit = (n: number, body: string): PullHistory => ({
      number: n,
      firstCommitAt: 0,
      states: [
        {
          at: 5,
          sha: `${n}`,
          changes: { number: n, base: 'main', known: true, changes: [{ path: 'src/a.ts', status: 'M', result: body }] },
        },
      ],
    });
    const result = replayCollisions({
      // #3 opened after #1 landed: it never overlapped with #1.
      pulls: [pull(1, 1, 1), pull(2, 1, 2), pull(3, 40, 3)],
      histories: new Map([
        [1, edit(1, 'one')],
        [2, edit(2, 'two')],
        [3, edit(3, 'three')],
      ]),
      history,
      globs: [],
      names: undefined,
    });
    expect(result.pulls.get(1)).toMatchObject({ verdict: 'off', overlaps: [{ other: 2, paths: ['src/a.ts'] }] });
    expect(result.pulls.get(2)?.overlaps).toEqual([
      { other: 1, paths: ['src/a.ts'] },
      { other: 3, paths: ['src/a.ts'] },
    ]);
    expect(result.pulls.get(3)?.overlaps).toEqual([{ other: 2, paths: ['src/a.ts'] }]);
    expect(result.names.size).toBe(0);
  });

  it('is undecidable for a PR whose changes git could not read, with git words', () => {
    const { history, names } = world([0, 30], {});
    const unread: PullHistory = {
      number: 1,
      firstCommitAt: 0,
      states: [
        {
          at: 5,
          sha: 'x',
          changes: { number: 1, base: 'main', known: false, reason: { kind: 'unread', said: 'bad object x' as never } },
        },
      ],
    };
    const result = replayCollisions({
      pulls: [pull(1, 1, 1)],
      histories: new Map([[1, unread]]),
      history,
      globs: [GLOB],
      names,
    });
    expect(result.pulls.get(1)).toMatchObject({ verdict: 'undecidable', unknown: 'bad object x' });
  });
});
