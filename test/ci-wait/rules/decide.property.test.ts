import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decideRound, type RoundInput } from '../../../src/ci-wait/rules/decide.js';
import { planTransition } from '../../../src/ci-wait/rules/decide-transition.js';
import type { CheckItem } from '../../../src/ci-wait/rules/selection.js';

const checkArb: fc.Arbitrary<CheckItem> = fc.record({
  kind: fc.constantFrom('check_run' as const, 'status' as const),
  id: fc.nat(),
  name: fc.constantFrom('build', 'test', 'lint', 'ci/legacy'),
  result: fc.constantFrom('pending' as const, 'passed' as const, 'failed' as const),
  conclusion: fc.constant('x'),
  url: fc.constant(null),
  output: fc.constant([]),
  annotationsCount: fc.constant(0),
});

const inputArb: fc.Arbitrary<RoundInput> = fc.record({
  mode: fc.constantFrom('poll' as const, 'event' as const),
  pr: fc.record({
    open: fc.boolean(),
    merged: fc.boolean(),
    head: fc.constant('a'.repeat(40)),
    mergeable: fc.constantFrom(true, false, null),
    mergeableState: fc.constantFrom('clean', 'behind', 'blocked', 'dirty', 'unknown', 'draft'),
    held: fc.boolean(),
  }),
  checks: fc.record({
    counted: fc.array(checkArb, { maxLength: 5 }),
    missing: fc.array(fc.constantFrom('e2e', 'deploy'), { maxLength: 2 }),
  }),
  graceOver: fc.boolean(),
  timedOut: fc.boolean(),
  mergeabilityExhausted: fc.boolean(),
  branchUpdate: fc.oneof(
    fc.constant({ state: 'available' as const }),
    fc.constant({ state: 'requested' as const }),
    fc.constant({ state: 'refused' as const, reason: { kind: 'github' as const, message: 'no' } }),
  ),
  onConflict: fc.constantFrom('report' as const, 'update-branch' as const),
  merge: fc.constantFrom(undefined, 'merge' as const, 'squash' as const, 'rebase' as const),
  allowNoChecks: fc.boolean(),
});

const runs = { numRuns: 5000 };

describe('decideRound invariants', () => {
  it('never passes or merges a PR that is not green and known mergeable', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const r = decideRound(input);
        if ((r.kind === 'done' && r.outcome === 'success') || r.kind === 'merge') {
          expect(input.pr.open && !input.pr.merged && !input.pr.held).toBe(true);
          expect(input.pr.mergeable).toBe(true);
          expect(input.checks.counted.every((c) => c.result === 'passed')).toBe(true);
          expect(input.checks.missing).toEqual([]);
          expect(input.checks.counted.length > 0 || input.allowNoChecks).toBe(true);
          expect(input.branchUpdate.state).not.toBe('requested');
        }
        if (r.kind === 'merge') expect(r.method).toBe(input.merge);
        if (r.kind === 'done' && r.outcome === 'success') expect(input.merge).toBeUndefined();
      }),
      runs,
    );
  });

  it('a closed PR is closed, a held one is left alone, whatever else is true', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const r = decideRound(input);
        if (!input.pr.open || input.pr.merged) expect(r).toMatchObject({ kind: 'done', outcome: 'closed' });
        else if (input.pr.held) expect(r).toMatchObject({ kind: 'done', outcome: 'needs_human' });
      }),
      runs,
    );
  });

  it('event mode never waits for checks or a branch update, and poll mode never waits past the timeout', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const r = decideRound(input);
        if (input.mode === 'event' && r.kind === 'wait') expect(r.for).toBe('mergeability');
        if (input.timedOut) expect(r.kind).not.toBe('wait');
        if (r.kind === 'wait' && r.for === 'mergeability') expect(input.mergeabilityExhausted).toBe(false);
      }),
      runs,
    );
  });

  it('updates the branch only when allowed, once per head, and only for a conflict or a PR behind before merging', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const r = decideRound(input);
        if (r.kind !== 'update-branch') return;
        expect(input.onConflict).toBe('update-branch');
        expect(input.branchUpdate.state).toBe('available');
        if (r.because === 'behind') expect(input.merge).toBeDefined();
        else expect(input.pr.mergeable).toBe(false);
      }),
      runs,
    );
  });

  it('an outcome decided with mergeability unknown never changes the outcome labels', () => {
    fc.assert(
      fc.property(inputArb, fc.subarray(['mergexo:ci-failed', 'mergexo:conflict', 'other']), (input, labels) => {
        const r = decideRound(input);
        if (r.kind !== 'done' || r.mergeableKnown) return;
        const plan = planTransition({
          outcome: r.outcome,
          head: input.pr.head,
          round: 'r',
          mergeableKnown: r.mergeableKnown,
          state: { attempts: 0 },
          labels,
          holdCommentExists: false,
          tamperEvidence: 0,
          conflictReported: false,
          maxAttempts: 5,
          failedLabel: 'mergexo:ci-failed',
          conflictLabel: 'mergexo:conflict',
          needsHumanLabel: 'mergexo:needs-human',
        });
        expect(plan.addLabels).toEqual([]);
        expect(plan.removeLabels).toEqual([]);
      }),
      runs,
    );
  });
});
