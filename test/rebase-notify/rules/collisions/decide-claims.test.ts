// A claim dates from when it was made: the pure rules, from what GitHub recorded (a PR's start, its branch's
// pushes) and what mergexo's own App recorded, never from a commit date or a PR number.
import { describe, expect, it } from 'vitest';
import {
  MAX_RECORD_READS,
  claimMarkOf,
  claimedSince,
  claimOrder,
  claimStart,
  earliest,
  pushesToWeigh,
  recordCommits,
  recordMayBeOn,
  recordOnBases,
  timeOf,
  trustsRecords,
  type PushSighting,
} from '../../../../src/rebase-notify/rules/collisions/decide-claims.js';

const t = (minute: number) => timeOf(`2026-04-01T10:${String(minute).padStart(2, '0')}:00Z`);
const NOW = t(59);
const push = (minute: number, claims: boolean | undefined, extra: Partial<PushSighting> = {}): PushSighting => ({
  at: t(minute),
  claims,
  creation: false,
  ...extra,
});

describe('claimStart', () => {
  const bases = new Set(['main', 'feature']);

  it('is the creation, or the last reopening, retarget from a base not compared, or marking ready', () => {
    expect(claimStart(t(1), [], bases)).toBe(t(1));
    expect(claimStart(t(1), [{ kind: 'reopened', at: t(30) }], bases)).toBe(t(30));
    expect(claimStart(t(1), [{ kind: 'retargeted', at: t(20), from: 'release', to: 'main' }], bases)).toBe(t(20));
    // A draft is not compared (include-drafts off): marking it ready starts its claims; compared, it does not.
    expect(claimStart(t(1), [{ kind: 'ready', at: t(25) }], bases)).toBe(t(25));
    expect(claimStart(t(1), [{ kind: 'ready', at: t(25) }], bases, true)).toBe(t(1));
    // main and feature meet: a PR moving between them keeps claiming on the one index.
    expect(claimStart(t(1), [{ kind: 'retargeted', at: t(20), from: 'feature', to: 'main' }], bases)).toBe(t(1));
    expect(
      claimStart(
        t(1),
        [
          { kind: 'reopened', at: t(40) },
          { kind: 'retargeted', at: t(20), from: 'release', to: 'main' },
        ],
        bases,
      ),
    ).toBe(t(40));
  });
});

describe('claimedSince', () => {
  it('is the push of the oldest commit of the unbroken run that holds the name', () => {
    // Newest first: the name arrived with the push at :30; the push at :10 did not have it.
    const pushes = [push(40, true), push(30, true), push(10, false)];
    expect(claimedSince({ start: t(5), pushes, complete: true }, NOW)).toBe(t(30));
  });

  it('an older PR that adds the name late claims from that push, not from its opening', () => {
    const older = { start: t(1), pushes: [push(50, true), push(2, false)], complete: true };
    expect(claimedSince(older, NOW)).toBe(t(50));
  });

  it('never before the start: a name pushed before the PR opened, reopened or was retargeted dates from that', () => {
    const pushes = [push(45, true), push(12, true), push(3, true, { creation: true })];
    expect(claimedSince({ start: t(20), pushes, complete: true }, NOW)).toBe(t(20));
  });

  it("the branch's creation ends the record: the claim is that push's", () => {
    expect(claimedSince({ start: t(1), pushes: [push(9, true, { creation: true })], complete: true }, NOW)).toBe(t(9));
  });

  it('a record GitHub ends while the name is still there: older than the record, from the start', () => {
    expect(claimedSince({ start: t(1), pushes: [push(30, true)], complete: true }, NOW)).toBe(t(1));
    // Only the newest pushes were read: from the oldest read, never earlier.
    expect(claimedSince({ start: t(1), pushes: [push(30, true)], complete: false }, NOW)).toBe(t(30));
    // Nothing GitHub would show (a fork's activity it refuses): from this run.
    expect(claimedSince({ start: t(1), pushes: [], complete: false }, NOW)).toBe(NOW);
  });

  it("a commit git cannot read ends the run, unless mergexo's own record on it says the PR claimed the name", () => {
    const rebased = [push(40, true), push(20, undefined), push(10, undefined)];
    expect(claimedSince({ start: t(1), pushes: rebased, complete: true }, NOW)).toBe(t(40));
    const recorded = [push(40, true), push(20, undefined, { recorded: t(21) }), push(10, false)];
    expect(claimedSince({ start: t(1), pushes: recorded, complete: true }, NOW)).toBe(t(20));
  });

  it("mergexo's records only make a claim earlier, and never earlier than its start", () => {
    const pushes = [push(40, true, { recorded: t(35) }), push(38, false)];
    expect(claimedSince({ start: t(1), pushes, complete: true }, NOW)).toBe(t(35));
    expect(claimedSince({ start: t(1), pushes: [], complete: false, recorded: t(25) }, NOW)).toBe(t(25));
    expect(claimedSince({ start: t(30), pushes: [], complete: false, recorded: t(25) }, NOW)).toBe(t(30));
    expect(
      claimedSince({ start: t(1), pushes: [push(10, true), push(5, false)], complete: true, recorded: t(50) }, NOW),
    ).toBe(t(10));
  });
});

describe('claimOrder', () => {
  it('the earlier claim first; in the same second the PR whose claims began first, then the one opened first', () => {
    expect(
      claimOrder([
        { number: 3, since: t(10), start: t(1) },
        { number: 9, since: t(5), start: t(4) },
        { number: 5, since: t(10), start: t(0) },
        { number: 4, since: t(10), start: t(0) },
      ]),
    ).toEqual([9, 4, 5, 3]);
  });
});

describe('claimMarkOf: the timeline events that start claims again', () => {
  it('reads a reopening, a marking ready and a retargeting, and nothing else', () => {
    const at = '2026-04-01T10:05:00Z';
    expect(claimMarkOf({ __typename: 'ReopenedEvent', createdAt: at })).toEqual({ kind: 'reopened', at: t(5) });
    expect(claimMarkOf({ __typename: 'ReadyForReviewEvent', createdAt: at })).toEqual({ kind: 'ready', at: t(5) });
    expect(
      claimMarkOf({ __typename: 'BaseRefChangedEvent', createdAt: at, previousRefName: 'dev', currentRefName: 'main' }),
    ).toEqual({ kind: 'retargeted', at: t(5), from: 'dev', to: 'main' });
    expect(claimMarkOf({ __typename: 'LabeledEvent', createdAt: at })).toBeUndefined();
    expect(claimMarkOf({ __typename: 'ReopenedEvent', createdAt: 'yesterday' })).toBeUndefined();
  });
});

describe('pushesToWeigh: the pushes that date a claim on the judged head', () => {
  const row = (after: string, minute: number) => ({
    after,
    at: `2026-04-01T10:${String(minute).padStart(2, '0')}:00Z`,
  });
  const rows = [row('d', 40), row('c', 30), row('b', 20), row('a', 10)];

  it('skips a push that landed after the judged head, and stops one push before the claims began', () => {
    expect(pushesToWeigh(rows, 'c', t(15)).map((r) => r.after)).toEqual(['c', 'b', 'a']);
    expect(pushesToWeigh(rows, 'd', t(25)).map((r) => r.after)).toEqual(['d', 'c', 'b']);
  });

  it('weighs every push when the head is not among them or none precedes the start', () => {
    expect(pushesToWeigh(rows, 'z', t(5)).map((r) => r.after)).toEqual(['d', 'c', 'b', 'a']);
  });
});

describe('recordCommits: where mergexo looks for its own records', () => {
  it('reads the head, then pushed commits git cannot read, each once, at most MAX_RECORD_READS', () => {
    expect(recordCommits('h', ['h', 'a', 'b', 'a'], (sha) => sha === 'b')).toEqual(['h', 'a']);
    const many = Array.from({ length: 20 }, (_, i) => `c${i}`);
    expect(recordCommits('h', many, () => false)).toHaveLength(MAX_RECORD_READS);
  });
});

describe("mergexo's own records of a claim", () => {
  it('are believed only under its own App: never under the identity every workflow shares, nor an unknown one', () => {
    // An agent's workflow writing a check with GITHUB_TOKEN could forge a record that dates its claim earlier.
    expect(trustsRecords('github-actions[bot]')).toBe(false);
    expect(trustsRecords('GitHub-Actions')).toBe(false);
    expect(trustsRecords('')).toBe(false);
    expect(trustsRecords('mergexo-app[bot]')).toBe(true);
  });

  it('count only on a base this index compares: a record made against another base says nothing here', () => {
    const since = new Map([['migrations/0042', 1000]]);
    expect(recordOnBases({ base: 'main', since }, new Set(['main', 'release']))).toBe(since);
    expect(recordOnBases({ base: 'dev', since }, new Set(['main']))).toBeUndefined();
    expect(recordOnBases(undefined, new Set(['main']))).toBeUndefined();
  });

  it('are looked for only on a commit: never on the "no commit" of a created branch nor a crafted name', () => {
    expect(recordMayBeOn('a'.repeat(40))).toBe(true);
    expect(recordMayBeOn('b'.repeat(64))).toBe(true);
    expect(recordMayBeOn('0'.repeat(40))).toBe(false);
    expect(recordMayBeOn('0'.repeat(64))).toBe(false);
    // A name an agent controls (a branch, a short or path-like SHA) never reaches a request for a record.
    expect(recordMayBeOn('main')).toBe(false);
    expect(recordMayBeOn('abc1234')).toBe(false);
    expect(recordMayBeOn(`${'a'.repeat(40)}/../../pulls`)).toBe(false);
    expect(recordMayBeOn('A'.repeat(40))).toBe(false);
  });

  it('only make a claim older: the earlier of two times, either of which may be unknown', () => {
    expect(earliest(5, 3)).toBe(3);
    expect(earliest(undefined, 3)).toBe(3);
    expect(earliest(5, undefined)).toBe(5);
    expect(earliest(undefined, undefined)).toBeUndefined();
  });
});
