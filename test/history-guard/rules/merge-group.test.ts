import { describe, expect, it } from 'vitest';
import { ConfigurationError, UndecidableError } from '../../../src/core/pure/errors.js';
import {
  containmentFailure,
  groupConclusion,
  groupEntry,
  groupFailureOf,
  groupHolds,
  groupMembers,
  groupVerdict,
  judgedFailure,
} from '../../../src/history-guard/rules/merge-group.js';

const H = 'a'.repeat(40);

describe("a merge group's pass rule", () => {
  it('a PR accepted on its commit is then looked for in the group', () => {
    expect(judgedFailure({ verdict: 'accepted', ownVerdict: 'accepted', transition: 'ahead', observedHead: H })).toBe(
      undefined,
    );
  });

  it('a blocked PR fails the group with its transition', () => {
    expect(
      judgedFailure({ verdict: 'blocked', ownVerdict: 'blocked', transition: 'diverged', observedHead: H }),
    ).toEqual({ kind: 'blocked', transition: 'diverged' });
  });

  it('a PR accepted on its own whose head also heads a blocked PR fails the group', () => {
    expect(judgedFailure({ verdict: 'blocked', ownVerdict: 'accepted', transition: 'ahead', observedHead: H })).toEqual(
      { kind: 'shares-blocked-head' },
    );
  });

  it('passes only when the group commit contains the head; not knowing fails it', () => {
    expect(containmentFailure(H, true)).toBeUndefined();
    expect(containmentFailure(H, false)).toEqual({ kind: 'not-in-group', head: H });
    expect(containmentFailure(H, 'unknown')).toEqual({ kind: 'uncompared', head: H });
  });

  it('the group passes only when it has members and every one passes', () => {
    expect(groupVerdict([{ pass: true }, { pass: true }])).toBe('accepted');
    expect(groupVerdict([{ pass: true }, { pass: false }])).toBe('blocked');
    expect(groupVerdict([])).toBe('blocked');
    expect(groupConclusion('accepted')).toBe('success');
    expect(groupConclusion('blocked')).toBe('failure');
  });
});

describe('when a merge group fails before its PRs are judged', () => {
  it('refuses a ref that names no PR (an agent pushing its own gh-readonly-queue branch), whatever the base', () => {
    expect(groupEntry(undefined, 'main')).toEqual({ kind: 'unnamed' });
  });

  it('refuses a group with no base to list its queue on: an unknown queue is never an empty one', () => {
    expect(groupEntry(7, undefined)).toEqual({ kind: 'no-base', number: 7 });
    expect(groupEntry(7, '')).toEqual({ kind: 'no-base', number: 7 });
    expect(groupEntry(7, 'main')).toEqual({ kind: 'list', number: 7, base: 'main' });
  });

  it("keeps a user's mistake as its fix, and anything else as PRs it cannot list", () => {
    expect(groupFailureOf(new ConfigurationError('Give the App "Merge queues" (read).'))).toEqual({
      kind: 'configuration',
      error: 'Give the App "Merge queues" (read).',
    });
    expect(groupFailureOf(new UndecidableError('the queue holds more than 1000 entries'))).toEqual({
      kind: 'unlisted',
      error: 'the queue holds more than 1000 entries',
    });
    expect(groupFailureOf(new Error('Bad gateway'))).toEqual({ kind: 'unlisted', error: 'Bad gateway' });
  });

  it('judges the PRs ahead first, in queue order, then the one the ref names', () => {
    expect(groupMembers([12, 3], 9)).toEqual([12, 3, 9]);
    expect(groupMembers([], 9)).toEqual([9]);
  });

  it("reads GitHub's compare: the group holds a head it is at or ahead of, not one it is behind or diverged from", () => {
    expect(groupHolds({ status: 'identical' })).toBe(true);
    expect(groupHolds({ status: 'ahead' })).toBe(true);
    expect(groupHolds({ status: 'behind' })).toBe(false);
    expect(groupHolds({ status: 'diverged' })).toBe(false);
  });

  it('a comparison GitHub could not make is unknown (the PR fails the group), a missing permission stops the run', () => {
    expect(groupHolds({ error: new Error('No common ancestor between a and b') })).toBe('unknown');
    expect(groupHolds({ error: new UndecidableError('gone') })).toBe('unknown');
    expect(containmentFailure(H, groupHolds({ error: new Error('500') }))).toEqual({ kind: 'uncompared', head: H });
    const mistake = new ConfigurationError('add `contents: read`');
    expect(() => groupHolds({ error: mistake })).toThrow(mistake);
  });
});
