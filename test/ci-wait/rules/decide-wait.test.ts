import { githubWords } from '../../../src/core/github/port.js';
import { describe, expect, it } from 'vitest';
import type { PolledPull } from '../../../src/core/pure/view.js';
import type { Judged } from '../../../src/ci-wait/rules/decide-run.js';
import {
  MERGEABILITY_ASKS,
  mergeabilityDelayMs,
  type BranchUpdate,
  type Round,
} from '../../../src/ci-wait/rules/decide.js';
import {
  groupOutcome,
  mergeReason,
  movedOn,
  readsChecks,
  readsRequired,
  roundPullOf,
  waitLimits,
  MAX_BRANCH_UPDATES,
  UPDATE_LANDING_MS,
  UPDATE_POLL_MS,
  updateLanded,
  updateOnNewHead,
  waitDelayMs,
} from '../../../src/ci-wait/rules/decide-wait.js';

type Wait = Extract<Round, { kind: 'wait' }>;
const waiting = (f: Wait['for']): Wait => ({ kind: 'wait', for: f, reason: { kind: 'mergeability-unknown' } });

describe('branch updates on a head', () => {
  it('a new head may be updated until the run has spent its updates', () => {
    expect(updateOnNewHead(0)).toEqual({ state: 'available' });
    expect(updateOnNewHead(MAX_BRANCH_UPDATES - 1)).toEqual({ state: 'available' });
    expect(updateOnNewHead(MAX_BRANCH_UPDATES)).toEqual({
      state: 'refused',
      reason: { kind: 'updates-spent', updates: MAX_BRANCH_UPDATES },
    });
  });

  it('a requested update that has not moved the head within the landing time did not land', () => {
    const requested = { state: 'requested' as const };
    expect(updateLanded(requested, UPDATE_LANDING_MS - 1)).toBe(requested);
    expect(updateLanded(requested, UPDATE_LANDING_MS)).toEqual({
      state: 'refused',
      reason: { kind: 'update-did-not-land' },
    });
    const available = { state: 'available' as const };
    expect(updateLanded(available, UPDATE_LANDING_MS * 10)).toBe(available);
  });
});

describe('waitDelayMs: the pause before the next look', () => {
  it('checks at the interval, a requested update often, mergeability with its backoff', () => {
    expect(waitDelayMs(waiting('checks'), 0, 30_000, undefined)).toBe(30_000);
    expect(waitDelayMs(waiting('branch-update'), 0, 30_000, undefined)).toBe(UPDATE_POLL_MS);
    expect(waitDelayMs(waiting('mergeability'), 3, 30_000, undefined)).toBe(mergeabilityDelayMs(3));
  });

  it('poll mode never sleeps past its deadline', () => {
    expect(waitDelayMs(waiting('checks'), 0, 30_000, 12_000)).toBe(12_000);
    expect(waitDelayMs(waiting('checks'), 0, 30_000, -5)).toBe(0);
  });
});

describe("groupOutcome: the group's CI, then every PR it lands", () => {
  const passed = { outcome: 'success' as const, reason: { kind: 'group-passed' as const, checks: 2 } };

  it('a passing group with passing members passes; a failing group stays itself, its members unread', () => {
    expect(groupOutcome(passed, [])).toBe(passed);
    const failed = {
      outcome: 'ci_failed' as const,
      reason: { kind: 'checks-failed' as const, failed: ['b'], stillRunning: 0 },
    };
    expect(groupOutcome(failed, undefined)).toBe(failed);
  });

  it('a failing member fails the group, naming it; members that could not be read are an error', () => {
    const failing = [{ number: 4, pass: false, reason: 'CI failed' }];
    expect(groupOutcome(passed, failing)).toEqual({
      outcome: 'shared_head',
      reason: { kind: 'group-member-failing', failing },
    });
    const unlisted = { kind: 'group-unlisted' as const, error: githubWords('GitHub answered 502') };
    expect(groupOutcome(passed, unlisted)).toEqual({
      outcome: 'error',
      reason: { kind: 'group-unlisted', error: 'GitHub answered 502' },
    });
  });
});

const H = 'a'.repeat(40);
const polled = (over: Partial<PolledPull> = {}): PolledPull => ({
  nodeId: 'PR_1',
  number: 1,
  title: 't',
  url: 'u',
  state: 'OPEN',
  isDraft: false,
  headSha: H,
  headRef: 'agent/x',
  baseRef: 'main',
  baseSha: 'b'.repeat(40),
  isCrossRepository: false,
  author: 'agent',
  labels: [],
  merged: false,
  mergedBy: null,
  mergeableState: 'clean',
  changed: true,
  ...over,
});

describe("a round's view of the PR", () => {
  it("reads GitHub's mergeability as a boolean, unknown while GitHub computes it", () => {
    expect(roundPullOf(polled({ mergeable: 'MERGEABLE' }), 'needs-human').mergeable).toBe(true);
    expect(roundPullOf(polled({ mergeable: 'CONFLICTING' }), 'needs-human').mergeable).toBe(false);
    expect(roundPullOf(polled({ mergeable: 'UNKNOWN' }), 'needs-human').mergeable).toBe(null);
    expect(roundPullOf(polled(), 'needs-human').mergeable).toBe(null);
  });

  it('holds a PR with the needs-human label in any letter case, and then reads no checks', () => {
    const held = roundPullOf(polled({ labels: ['Needs-Human'] }), 'needs-human');
    expect(held.held).toBe(true);
    expect(readsChecks(held)).toBe(false);
    expect(readsChecks(roundPullOf(polled(), 'needs-human'))).toBe(true);
    expect(readsChecks(roundPullOf(polled({ state: 'CLOSED' }), 'needs-human'))).toBe(false);
    expect(readsChecks(roundPullOf(polled({ state: 'MERGED', merged: true }), 'needs-human'))).toBe(false);
  });

  it("skips when the event's head is no longer the PR's: that head's own run decides", () => {
    expect(movedOn(H, 'c'.repeat(40))).toEqual({ kind: 'moved-on', to: 'c'.repeat(40) });
    expect(movedOn(H, H)).toBe(undefined);
    expect(movedOn(undefined, H)).toBe(undefined);
  });

  it('reads the required checks once, only when nothing that appeared is still running', () => {
    expect(readsRequired(undefined, [{ result: 'passed' }, { result: 'failed' }])).toBe(true);
    expect(readsRequired(undefined, [])).toBe(true);
    expect(readsRequired(undefined, [{ result: 'passed' }, { result: 'pending' }])).toBe(false);
    expect(readsRequired([], [{ result: 'passed' }])).toBe(false);
  });
});

describe("the wait's limits", () => {
  const settings = { graceMs: 60_000, timeoutMs: 600_000 };

  it('in poll mode: grace counts from the head, the timeout from the run, and the last sleep stops at the deadline', () => {
    const times = { startedAt: 1_000, headSince: 500_000, asks: 0 };
    expect(waitLimits('poll', { ...times, now: 559_999 }, settings)).toEqual({
      graceOver: false,
      timedOut: false,
      mergeabilityExhausted: false,
      untilDeadlineMs: 41_001,
    });
    const late = waitLimits('poll', { ...times, now: 601_000 }, settings);
    expect(late).toMatchObject({ graceOver: true, timedOut: true, untilDeadlineMs: 0 });
    // A head pushed just now gets its whole grace period, however long the run has waited.
    expect(waitLimits('poll', { ...times, headSince: 590_000, now: 600_000 }, settings).graceOver).toBe(false);
  });

  it('in event mode: one look, so no grace, no timeout and no deadline to sleep to', () => {
    expect(waitLimits('event', { startedAt: 0, headSince: 0, asks: 0, now: 10_000_000 }, settings)).toEqual({
      graceOver: false,
      timedOut: false,
      mergeabilityExhausted: false,
      untilDeadlineMs: undefined,
    });
  });

  it('stops asking for mergeability after MERGEABILITY_ASKS asks', () => {
    const at = (asks: number) => waitLimits('poll', { startedAt: 0, headSince: 0, now: 0, asks }, settings);
    expect(at(MERGEABILITY_ASKS - 1).mergeabilityExhausted).toBe(false);
    expect(at(MERGEABILITY_ASKS).mergeabilityExhausted).toBe(true);
  });
});

describe('a merge after a refused branch update', () => {
  const failed: Judged = {
    outcome: 'merge_failed',
    reason: { kind: 'merge-refused', status: 405, message: 'Base branch was modified' },
  };

  it("names the update's refusal as the cause", () => {
    const update: BranchUpdate = {
      state: 'refused',
      reason: { kind: 'workflows', message: 'refusing to allow a GitHub App to create or update workflow' },
    };
    expect(mergeReason(failed, update)).toEqual({
      kind: 'merge-after-refused-update',
      merge: failed.reason,
      update: { kind: 'workflows', message: 'refusing to allow a GitHub App to create or update workflow' },
    });
  });

  it("keeps the merge's own reason otherwise", () => {
    expect(mergeReason(failed, { state: 'available' })).toEqual(failed.reason);
    const merged: Judged = {
      outcome: 'merged',
      reason: { kind: 'merged', message: 'Pull Request successfully merged' },
    };
    expect(mergeReason(merged, { state: 'refused', reason: { kind: 'observing' } })).toEqual(merged.reason);
  });
});
