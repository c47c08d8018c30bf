// Which PRs the collision phase writes to, most urgent first, and when their comments are all read first.
import { describe, expect, it } from 'vitest';
import type { PullCollisions } from '../../../../src/rebase-notify/rules/collisions/decide.js';
import { collisionsToWrite, readsAllComments } from '../../../../src/rebase-notify/rules/collisions/write-order.js';

const clear = (number: number): PullCollisions => ({ number, known: true, clashes: [], overlaps: [] });
const overlapping = (number: number): PullCollisions => ({
  number,
  known: true,
  clashes: [],
  overlaps: [{ other: 1, paths: ['a'] }],
});
const unknown = (number: number): PullCollisions => ({ number, known: false, reason: { kind: 'not-indexed' } });
const found = (result: PullCollisions, check: 'none' | { conclusion: string; fingerprint: string } = 'none') => ({
  pull: { check: check === 'none' ? ('none' as const) : { ...check, completedAt: null } },
  result,
  fingerprint: `fp${result.number}`,
});

describe('collisionsToWrite', () => {
  it('writes the failing PRs first, then the overlap notices, then the successes', () => {
    const order = collisionsToWrite([found(clear(1)), found(overlapping(2)), found(unknown(3))], true);
    expect(order.map((f) => f.result.number)).toEqual([3, 2, 1]);
  });

  it('leaves a PR whose head already carries this very check, unless no check is written', () => {
    const settled = found(clear(1), { conclusion: 'success', fingerprint: 'fp1' });
    const stale = found(clear(2), { conclusion: 'failure', fingerprint: 'fp2' });
    expect(collisionsToWrite([settled, stale], true).map((f) => f.result.number)).toEqual([2]);
    expect(collisionsToWrite([settled, stale], false).map((f) => f.result.number)).toEqual([1, 2]);
  });
});

describe('readsAllComments', () => {
  it('reads every comment of a PR with known facts whose window may hide its collision comment', () => {
    expect(readsAllComments(clear(1), false, false)).toBe(true);
    expect(readsAllComments(clear(1), true, false)).toBe(false);
    expect(readsAllComments(clear(1), false, true)).toBe(false);
    expect(readsAllComments(unknown(1), false, false)).toBe(false);
  });
});
