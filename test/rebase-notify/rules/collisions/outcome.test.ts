// How the collision phase reports what it found: colliding and overlapping PRs, each once, in order.
import { describe, expect, it } from 'vitest';
import { ConfigurationError } from '../../../../src/core/pure/errors.js';
import type { PullCollisions } from '../../../../src/rebase-notify/rules/collisions/decide.js';
import { commentsUnanswered, reportedAs, reportOf } from '../../../../src/rebase-notify/rules/collisions/outcome.js';

const clean: PullCollisions = { number: 4, known: true, clashes: [], overlaps: [] };
const clashing: PullCollisions = {
  number: 4,
  known: true,
  clashes: [
    {
      other: 9,
      glob: 'migrations/*',
      name: '0042',
      paths: ['migrations/0042.sql'],
      otherPaths: ['migrations/0042.sql'],
    },
  ],
  overlaps: [],
};
const overlapping: PullCollisions = { number: 4, known: true, clashes: [], overlaps: [{ other: 9, paths: ['a.ts'] }] };

describe('reportedAs', () => {
  it('reports a PR whose name collides as colliding, only while the collision check is on', () => {
    expect(reportedAs(clashing, true)).toEqual({ colliding: true, overlapping: false });
    expect(reportedAs(clashing, false)).toEqual({ colliding: false, overlapping: false });
    expect(reportedAs(clean, true)).toEqual({ colliding: false, overlapping: false });
  });

  it('reports a PR whose collisions are unknown as colliding: the check fails closed', () => {
    expect(reportedAs(commentsUnanswered(4, new Error('502')), true)).toEqual({ colliding: true, overlapping: false });
  });

  it('reports a PR changing the same file as another as overlapping, with or without the check', () => {
    expect(reportedAs(overlapping, false)).toEqual({ colliding: false, overlapping: true });
    expect(reportedAs(overlapping, true)).toEqual({ colliding: false, overlapping: true });
  });
});

describe('commentsUnanswered', () => {
  it('leaves the collisions of a PR whose older comments GitHub did not answer unknown', () => {
    expect(commentsUnanswered(4, new Error('Server Error (502)'))).toEqual({
      number: 4,
      known: false,
      reason: { kind: 'comments-unanswered' },
    });
  });

  it("stops the run on a user's mistake, with its fix", () => {
    const mistake = new ConfigurationError('Give the workflow `pull-requests: read`.');
    expect(() => commentsUnanswered(4, mistake)).toThrow(mistake);
  });
});

describe('reportOf', () => {
  it('lists each PR once, lowest number first, in every list', () => {
    expect(reportOf({ colliding: [9, 3, 9], overlapping: [2, 1], notified: [5, 5], deferred: [8, 7] })).toEqual({
      colliding: [3, 9],
      overlapping: [1, 2],
      notified: [5],
      deferred: [7, 8],
    });
  });
});
