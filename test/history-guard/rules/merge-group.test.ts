import { describe, expect, it } from 'vitest';
import {
  containmentFailure,
  groupConclusion,
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
