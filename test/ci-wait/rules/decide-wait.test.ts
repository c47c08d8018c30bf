import { githubWords } from '../../../src/core/github/port.js';
import { describe, expect, it } from 'vitest';
import { mergeabilityDelayMs, type Round } from '../../../src/ci-wait/rules/decide.js';
import {
  groupOutcome,
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
