import { describe, expect, it } from 'vitest';
import type { MergeAnswer, Round } from '../../../src/ci-wait/rules/decide.js';
import {
  afterCommit,
  afterTamper,
  beforeWriting,
  MAX_RESTARTS,
  MERGE_TRIES,
  retryMerge,
  type BeforeWriting,
} from '../../../src/ci-wait/rules/decide-run.js';

const A = 'a'.repeat(40);
const B = 'b'.repeat(40);

describe('beforeWriting: the head read just before writing', () => {
  const input = (over: Partial<BeforeWriting> = {}): BeforeWriting => ({
    mode: 'poll',
    mergeAttempted: false,
    state: 'OPEN',
    headNow: A,
    judged: A,
    restart: 0,
    ...over,
  });

  it('writes when the PR is open on the head the round judged', () => {
    expect(beforeWriting(input())).toEqual({ kind: 'write' });
  });

  it('writes nothing on a PR closed meanwhile, naming its state', () => {
    expect(beforeWriting(input({ state: 'CLOSED' }))).toEqual({ kind: 'closed', state: 'CLOSED' });
  });

  it('event mode leaves a moved head to its own event', () => {
    expect(beforeWriting(input({ mode: 'event', headNow: B }))).toEqual({ kind: 'skip', to: B });
  });

  it('poll mode judges a moved head again, then gives up after MAX_RESTARTS', () => {
    expect(beforeWriting(input({ headNow: B }))).toEqual({ kind: 'restart', to: B });
    expect(beforeWriting(input({ headNow: B, restart: MAX_RESTARTS - 2 }))).toEqual({ kind: 'restart', to: B });
    expect(beforeWriting(input({ headNow: B, restart: MAX_RESTARTS - 1 }))).toEqual({
      kind: 'give-up',
      to: B,
      restarts: MAX_RESTARTS,
    });
  });

  it("a merge attempt's result is written whatever the PR shows since", () => {
    expect(beforeWriting(input({ mergeAttempted: true, state: 'MERGED', headNow: B }))).toEqual({ kind: 'write' });
  });
});

describe('afterTamper: a tamper hold overrides a pass', () => {
  it('a success or a merge on a tampered PR is needs_human, reason tampered', () => {
    for (const outcome of ['success', 'merged'] as const) {
      expect(afterTamper({ outcome, reason: { kind: 'passed', checks: 1 } }, true)).toEqual({
        outcome: 'needs_human',
        reason: { kind: 'tampered' },
      });
    }
  });

  it('a failure keeps its own outcome and reason; nothing changes without tampering', () => {
    const failed = {
      outcome: 'ci_failed' as const,
      reason: { kind: 'checks-failed' as const, failed: ['t'], stillRunning: 0 },
    };
    expect(afterTamper(failed, true)).toBe(failed);
    const passed = { outcome: 'success' as const, reason: { kind: 'passed' as const, checks: 2 } };
    expect(afterTamper(passed, false)).toBe(passed);
  });
});

describe('afterCommit: a success on a commit another PR fails', () => {
  const passed = { outcome: 'success' as const, reason: { kind: 'passed' as const, checks: 2 } };
  const other = { number: 8, pass: false, reason: 'CI failed' };

  it('is shared_head, naming the failing PRs', () => {
    expect(afterCommit(passed, { pass: false, failing: [other] })).toEqual({
      outcome: 'shared_head',
      reason: { kind: 'shared-head', failing: [other] },
    });
  });

  it('stays a success when the commit passes; a failure stays itself', () => {
    expect(afterCommit(passed, { pass: true, failing: [] })).toBe(passed);
    const failed = {
      outcome: 'ci_failed' as const,
      reason: { kind: 'checks-failed' as const, failed: [], stillRunning: 0 },
    };
    expect(afterCommit(failed, { pass: false, failing: [other] })).toBe(failed);
  });
});

describe('retryMerge: only an unanswered merge is asked again', () => {
  const failed: Round = {
    kind: 'done',
    outcome: 'merge_failed',
    reason: { kind: 'merge-claimed-open' },
    mergeableKnown: true,
  };
  const outage = (status: number | undefined): MergeAnswer => ({ ok: false, status, message: 'bad gateway' });

  it('retries a 5xx or a lost answer on an open PR, up to MERGE_TRIES', () => {
    expect(retryMerge(outage(502), failed, true, 1)).toBe(true);
    expect(retryMerge(outage(undefined), failed, true, MERGE_TRIES - 1)).toBe(true);
    expect(retryMerge(outage(502), failed, true, MERGE_TRIES)).toBe(false);
  });

  it("never retries GitHub's refusal, a closed PR, or a merge that happened", () => {
    expect(retryMerge(outage(405), failed, true, 1)).toBe(false);
    expect(retryMerge({ ok: true, merged: false, message: 'no' }, failed, true, 1)).toBe(false);
    expect(retryMerge(outage(502), failed, false, 1)).toBe(false);
    const merged: Round = {
      kind: 'done',
      outcome: 'merged',
      reason: { kind: 'merged-by-token' },
      mergeableKnown: true,
    };
    expect(retryMerge(outage(502), merged, true, 1)).toBe(false);
  });
});
