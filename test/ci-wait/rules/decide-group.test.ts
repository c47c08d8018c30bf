import { describe, expect, it } from 'vitest';
import { decideRound } from '../../../src/ci-wait/rules/decide.js';
import {
  groupConclusion,
  groupDoneReason,
  groupMembers,
  groupQueue,
  groupRound,
  readsMembers,
  readsStanding,
} from '../../../src/ci-wait/rules/decide-group.js';

const G = 'a'.repeat(40);
const check = (result: 'passed' | 'failed' | 'pending') => ({
  kind: 'check_run' as const,
  id: 1,
  name: 'test',
  result,
  conclusion: result,
  url: null,
  output: [],
  annotationsCount: 0,
});
const round = (result: 'passed' | 'failed' | 'pending') =>
  decideRound({
    ...groupRound(G),
    checks: { counted: [check(result)], missing: [] },
    graceOver: true,
    timedOut: false,
    allowNoChecks: false,
  });

describe("a merge group's round", () => {
  it('is decided by its checks alone: never updated, never merged, never waiting on mergeability', () => {
    expect(round('passed')).toMatchObject({ kind: 'done', outcome: 'success' });
    expect(round('failed')).toMatchObject({ kind: 'done', outcome: 'ci_failed' });
    expect(round('pending')).toMatchObject({ kind: 'wait', for: 'checks' });
  });

  it("passes as the group's own pass, else keeps the round's reason", () => {
    expect(groupDoneReason('success', { kind: 'passed', checks: 2 }, 2)).toEqual({ kind: 'group-passed', checks: 2 });
    const reason = { kind: 'checks-timed-out' as const, running: ['test'] };
    expect(groupDoneReason('timeout', reason, 1)).toEqual(reason);
  });

  it('the check on the group commit passes only on success', () => {
    expect(groupConclusion('success')).toBe('success');
    expect(groupConclusion('ci_failed')).toBe('failure');
    expect(groupConclusion('error')).toBe('failure');
    expect(groupConclusion('pending')).toBe('failure');
  });
});

describe("a merge group's members", () => {
  it('are not known without a PR in the ref (an agent pushing its own queue branch) or a base to list', () => {
    expect(groupQueue(undefined, 'main')).toBe(undefined);
    expect(groupQueue(4, undefined)).toBe(undefined);
    expect(groupQueue(4, '')).toBe(undefined);
    expect(groupQueue(4, 'main')).toEqual({ number: 4, base: 'main' });
  });

  it('are judged ahead first, in queue order, then the PR the ref names', () => {
    expect(groupMembers([8, 2], 5)).toEqual([8, 2, 5]);
  });
});

describe("what a merge group's verdict reads", () => {
  it("reads the group's PRs only once its own CI passed", () => {
    expect(readsMembers('success')).toBe(true);
    expect(readsMembers('ci_failed')).toBe(false);
    expect(readsMembers('timeout')).toBe(false);
  });

  it("reads a member's standing verdict only while it is open", () => {
    expect(readsStanding('OPEN')).toBe(true);
    expect(readsStanding('CLOSED')).toBe(false);
    expect(readsStanding('MERGED')).toBe(false);
  });
});
