// Where ci-wait's count of failed rounds is read back from, and which copy is the latest: pure rules over what
// GitHub records of the PR's heads and the copies found on them.
import { describe, expect, it } from 'vitest';
import {
  COMMITS_WALKED,
  FORCE_PUSHES_READ,
  commitGone,
  countCandidates,
  latestCount,
  newestOwnRun,
  readCountWith,
  type CountCopy,
} from '../../../src/ci-wait/rules/decide-count.js';
import { countCopyLine } from '../../../src/ci-wait/rules/state.js';

const sha = (c: string) => c.repeat(40);
const [H, B, C, X, Y] = ['a', 'b', 'c', 'd', 'e'].map(sha) as [string, string, string, string, string];

describe('countCandidates: the heads whose checks may carry the count', () => {
  it('names the head, the last force-pushes, the event before and the head the comment names, each once', () => {
    const candidates = countCandidates({
      head: H,
      before: B,
      commentHead: B,
      forcePushes: [
        { before: X, after: Y },
        { before: C, after: H },
      ],
      commits: [Y, H],
    });
    expect(candidates).toEqual({ head: H, pushes: [C, X, Y], earlier: [B], walk: [] });
  });

  it("walks the PR's commits newest first, past the ones already read, up to a bound", () => {
    const commits = Array.from({ length: 30 }, (_, i) => i.toString(16).padStart(40, '0'));
    const { pushes, earlier, walk } = countCandidates({ head: commits[29] as string, forcePushes: [], commits });
    expect([pushes, earlier]).toEqual([[], []]);
    expect(walk).toHaveLength(COMMITS_WALKED);
    expect(walk[0]).toBe(commits[28]);
  });

  it('keeps only the newest force-pushes, and nothing that is not a commit id', () => {
    const pushes = Array.from({ length: FORCE_PUSHES_READ + 2 }, (_, i) => ({
      before: String(i + 1).repeat(40),
      after: null,
    }));
    const candidates = countCandidates({
      head: H,
      before: 'not-a-sha',
      commentHead: '',
      forcePushes: pushes,
      commits: [],
    });
    expect(candidates.pushes).toEqual(
      pushes
        .slice(-FORCE_PUSHES_READ)
        .reverse()
        .map((p) => p.before),
    );
    expect(candidates.earlier).toEqual([]);
  });
});

describe('latestCount: the copy furthest along wins, wherever it was found', () => {
  it('more failed rounds win over fewer: a lost copy can only lower the count, never outrank a newer one', () => {
    expect(
      latestCount([
        { state: { attempts: 1 }, order: 9 },
        { state: { attempts: 2 }, order: 3 },
      ]),
    ).toEqual({
      attempts: 2,
    });
  });

  it('a hold outranks the rounds before it, and a lifted hold outranks the hold', () => {
    const held = { attempts: 3, held: true, holds: 1 };
    const lifted = { attempts: 0, holds: 1 };
    expect(
      latestCount([
        { state: { attempts: 2 }, order: 5 },
        { state: held, order: 1 },
      ]),
    ).toEqual(held);
    expect(
      latestCount([
        { state: held, order: 5 },
        { state: lifted, order: 1 },
      ]),
    ).toEqual(lifted);
    expect(
      latestCount([
        { state: lifted, order: 1 },
        { state: { attempts: 0, held: true, holds: 2 }, order: 0 },
      ]),
    ).toEqual({ attempts: 0, held: true, holds: 2 });
  });

  it('ties go to the newest check run, the comment copy last; no copy is no state', () => {
    const a = { attempts: 1, lastRound: 'a' };
    const b = { attempts: 1, lastRound: 'b' };
    expect(
      latestCount([
        { state: a, order: 0 },
        { state: b, order: 4 },
      ]),
    ).toBe(b);
    expect(latestCount([])).toBeUndefined();
  });
});

describe('newestOwnRun: the run of the check on the head that this identity wrote last', () => {
  it("takes the highest id among this identity's runs of the check, whatever the case of its name", () => {
    const runs = [
      { id: 5, name: 'mergexo/ci-wait', app: 'mergexo' },
      { id: 9, name: 'mergexo/ci-wait', app: 'MergeXo' },
      { id: 12, name: 'mergexo/ci-wait', app: 'agent-app' },
      { id: 14, name: 'other', app: 'mergexo' },
      { id: 15, name: 'mergexo/ci-wait', app: null },
    ];
    expect(newestOwnRun(runs, 'mergexo/ci-wait', 'mergexo')?.id).toBe(9);
    expect(newestOwnRun(runs, 'mergexo/ci-wait', 'someone')).toBeUndefined();
  });
});

describe('readCountWith: the order the copies are read in', () => {
  const who = { number: 7, checkName: 'mergexo/ci-wait', self: 'mergexo' };
  const sources = { head: H, before: B, forcePushes: [{ before: C, after: H }], commits: [X, Y, H] };
  /** Ports over `copies` (commit -> copy) and the head's runs, recording each commit read. */
  function ports(copies: Record<string, CountCopy>, head: { id: number; name: string; app: string; text: string }[]) {
    const read: string[] = [];
    return {
      read,
      ports: {
        headRuns: async () => head,
        on: async (commit: string) => {
          read.push(commit);
          return copies[commit];
        },
      },
    };
  }
  const run = (id: number, text: string) => ({ id, name: 'mergexo/ci-wait', app: 'mergexo', text });

  it('takes the head copy its newest run carries, reads the force-pushes, and skips the earlier heads', async () => {
    const onHead = { attempts: 2, head: H };
    const { read, ports: p } = ports({}, [run(30, countCopyLine(H, 7, onHead))]);
    expect(await readCountWith(p, who, sources, undefined)).toEqual(onHead);
    expect(read).toEqual([C]);
  });

  it("reads the head's older runs when its newest carries another PR's copy", async () => {
    const older = { state: { attempts: 1 }, order: 20 };
    const { read, ports: p } = ports({ [H]: older }, [run(30, countCopyLine(H, 8, { attempts: 5 }))]);
    expect(await readCountWith(p, who, sources, undefined)).toEqual({ attempts: 1 });
    expect(read[0]).toBe(H);
  });

  it('without a copy on the head reads the earlier heads, then walks the commits only until a copy is found', async () => {
    const { read, ports: p } = ports(
      { [X]: { state: { attempts: 3 }, order: 11 }, [Y]: { state: { attempts: 4 }, order: 12 } },
      [],
    );
    expect(await readCountWith(p, who, sources, undefined)).toEqual({ attempts: 4 });
    expect(read).toEqual([C, B, Y]);
  });

  it("keeps the comment's copy when it is furthest along", async () => {
    const { ports: p } = ports({ [B]: { state: { attempts: 1 }, order: 11 } }, []);
    expect(await readCountWith(p, who, sources, { attempts: 3, holds: 1 })).toEqual({ attempts: 3, holds: 1 });
  });
});

describe('commitGone: a commit GitHub no longer has carries no copy', () => {
  it('reads 404 and 422 as the commit gone, anything else as a count that cannot be read', () => {
    expect(commitGone(404)).toBe(true);
    expect(commitGone(422)).toBe(true);
    // A failure that is not "gone" must not hide a copy: the PR fails closed instead of starting over at zero.
    expect(commitGone(403)).toBe(false);
    expect(commitGone(500)).toBe(false);
    expect(commitGone(undefined)).toBe(false);
  });
});
