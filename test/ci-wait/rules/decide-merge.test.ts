import { describe, expect, it } from 'vitest';
import {
  branchUpdateOf,
  checksMerger,
  mergeAnswerOf,
  mergeRetryDelayMs,
  observedUpdate,
} from '../../../src/ci-wait/rules/decide-merge.js';

describe("GitHub's answer to a branch update", () => {
  it('is requested when GitHub took it, or when the head moved meanwhile (the next look starts over)', () => {
    expect(branchUpdateOf({ kind: 'updated' })).toEqual({ state: 'requested' });
    expect(branchUpdateOf({ kind: 'head-moved', said: 'expected head sha did not match' })).toEqual({
      state: 'requested',
    });
  });

  it('names a refusal to write workflows apart, so the PR is told the fix', () => {
    expect(branchUpdateOf({ kind: 'refused', reason: 'workflows', said: 'refusing to allow ... workflow' })).toEqual({
      state: 'refused',
      reason: { kind: 'workflows', message: 'refusing to allow ... workflow' },
    });
    expect(branchUpdateOf({ kind: 'refused', reason: 'unprocessable', said: 'merge conflict' })).toEqual({
      state: 'refused',
      reason: { kind: 'github', message: 'merge conflict' },
    });
  });

  it('is refused as observing in observe mode, asking GitHub nothing', () => {
    expect(observedUpdate()).toEqual({ state: 'refused', reason: { kind: 'observing' } });
  });
});

describe("GitHub's answer to a merge", () => {
  it('keeps a refusal as an answer with its status, never as a merge', () => {
    expect(mergeAnswerOf({ kind: 'merged', merged: true, said: 'merged' })).toEqual({
      ok: true,
      merged: true,
      message: 'merged',
    });
    expect(mergeAnswerOf({ kind: 'refused', status: 405, said: 'Base branch was modified' })).toEqual({
      ok: false,
      status: 405,
      message: 'Base branch was modified',
    });
  });

  it('checks who merged it unless GitHub said it merged and the PR shows it merged', () => {
    const merged = { ok: true as const, merged: true, message: '' };
    expect(checksMerger(merged, { merged: true })).toBe(false);
    // Someone else merged it between the request and the look (or the answer was lost): the PR is believed.
    expect(checksMerger(merged, { merged: false })).toBe(true);
    expect(checksMerger({ ok: false, status: 502, message: '' }, { merged: true })).toBe(true);
    expect(checksMerger({ ok: true, merged: false, message: '' }, { merged: true })).toBe(true);
  });

  it('waits twice as long before each new ask', () => {
    expect([1, 2, 3].map(mergeRetryDelayMs)).toEqual([2000, 4000, 8000]);
  });
});
