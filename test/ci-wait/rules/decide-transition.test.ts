// What a round's outcome does to the PR (pure): the round key, and the plan of writes a transition makes.
import { describe, expect, it } from 'vitest';
import { FAILED_ROUND, type Outcome } from '../../../src/ci-wait/rules/decide.js';
import {
  planTransition,
  roundKey,
  type CiWaitState,
  type TransitionInput,
} from '../../../src/ci-wait/rules/decide-transition.js';
import type { CheckItem, CheckResult } from '../../../src/ci-wait/rules/selection.js';

const A = 'a'.repeat(40);
const B = 'b'.repeat(40);

let nextId = 1;
function check(name: string, result: CheckResult, kind: CheckItem['kind'] = 'check_run'): CheckItem {
  const conclusion = result === 'passed' ? 'success' : result === 'failed' ? 'failure' : 'in_progress';
  return { kind, id: nextId++, name, result, conclusion, url: null, output: [], annotationsCount: 0 };
}

describe('roundKey', () => {
  it('is the same for the same observation and differs for a re-run that fails again', () => {
    const failed = [check('build', 'failed')];
    expect(roundKey('ci_failed', A, { failed })).toBe(roundKey('ci_failed', A, { failed: [...failed] }));
    expect(roundKey('ci_failed', A, { failed })).not.toBe(
      roundKey('ci_failed', A, { failed: [check('build', 'failed')] }),
    );
    expect(roundKey('ci_failed', A, { failed })).not.toBe(roundKey('ci_failed', B, { failed }));
    expect(roundKey('conflict', A)).toBe(`conflict:${A}`);
  });
});

const base: Omit<TransitionInput, 'outcome' | 'state' | 'labels' | 'round'> = {
  head: A,
  mergeableKnown: true,
  holdCommentExists: false,
  tamperEvidence: 0,
  conflictReported: false,
  maxAttempts: 5,
  failedLabel: 'mergexo:ci-failed',
  conflictLabel: 'mergexo:conflict',
  needsHumanLabel: 'mergexo:needs-human',
};
const plan = (
  outcome: Outcome,
  state: CiWaitState | undefined,
  labels: string[] = [],
  over: Partial<TransitionInput> = {},
) => planTransition({ ...base, outcome, state, labels, round: roundKey(outcome, over.head ?? A), ...over });

describe('planTransition', () => {
  it('writes nothing at all for closed, pending, skipped and error', () => {
    for (const outcome of ['closed', 'pending', 'skipped', 'error'] as const) {
      const p = plan(outcome, { attempts: 2 }, ['mergexo:ci-failed']);
      expect(p).toMatchObject({
        writeState: false,
        addLabels: [],
        removeLabels: [],
        finding: false,
        resolveOthers: false,
        holdComment: false,
      });
      expect(p.verdict).toBeUndefined();
    }
  });

  it('a first green run writes only its verdict', () => {
    expect(plan('success', undefined)).toMatchObject({
      writeState: false,
      addLabels: [],
      removeLabels: [],
      finding: false,
      verdict: 'success',
      attempt: 0,
    });
  });

  it('a failure labels, comments, counts the round and remembers it', () => {
    const p = plan('ci_failed', undefined, [], { round: 'r1' });
    expect(p).toMatchObject({
      writeState: true,
      addLabels: ['mergexo:ci-failed'],
      finding: true,
      verdict: 'failure',
      attempt: 1,
    });
    expect(p.next).toEqual({ attempts: 1, lastRound: 'r1', outcome: 'ci_failed', head: A });
  });

  it('counts the same round once (same event twice, a rerun after a crash)', () => {
    const state = { attempts: 1, lastRound: 'r1', outcome: 'ci_failed' as const, head: A };
    const p = plan('ci_failed', state, ['mergexo:ci-failed'], { round: 'r1' });
    expect(p).toMatchObject({ writeState: false, addLabels: [], removeLabels: [], attempt: 1 });
  });

  it('a green run after a red one removes the label and keeps the count', () => {
    const p = plan('success', { attempts: 1, lastRound: 'r1', outcome: 'ci_failed', head: A }, ['mergexo:ci-failed']);
    // The count did not change: no write for the state alone (resolving the finding carries it).
    expect(p).toMatchObject({
      writeState: false,
      removeLabels: ['mergexo:ci-failed'],
      resolveOthers: true,
      verdict: 'success',
      attempt: 1,
    });
  });

  it('swaps the ci-failed and conflict labels as the outcome changes', () => {
    expect(plan('conflict', { attempts: 1 }, ['mergexo:ci-failed'])).toMatchObject({
      addLabels: ['mergexo:conflict'],
      removeLabels: ['mergexo:ci-failed'],
    });
    expect(plan('ci_failed', { attempts: 1 }, ['mergexo:conflict'])).toMatchObject({
      addLabels: ['mergexo:ci-failed'],
      removeLabels: ['mergexo:conflict'],
    });
    for (const outcome of ['timeout', 'no_checks', 'merge_failed', 'merged'] as const) {
      expect(
        plan(outcome, { attempts: 1 }, ['mergexo:conflict', 'mergexo:ci-failed', 'other']).removeLabels.sort(),
      ).toEqual(['mergexo:ci-failed', 'mergexo:conflict']);
    }
  });

  it("reads the labels in the repository's own spelling: GitHub's label names ignore case", () => {
    // A hold stays a hold, not a lift that starts the count over.
    expect(plan('needs_human', { attempts: 5, held: true, holds: 1 }, ['MergeXO:Needs-Human'])).toMatchObject({
      addLabels: [],
      removeLabels: [],
      holdComment: false,
      verdict: 'failure',
    });
    expect(plan('success', { attempts: 1 }, ['MergeXO:CI-Failed']).removeLabels).toEqual(['mergexo:ci-failed']);
    expect(plan('conflict', { attempts: 1 }, ['MergeXO:Conflict']).addLabels).toEqual([]);
  });

  it('never touches the outcome labels while mergeability is unknown', () => {
    const p = plan('ci_failed', { attempts: 0 }, ['mergexo:conflict'], { mergeableKnown: false });
    expect(p).toMatchObject({ addLabels: [], removeLabels: [], finding: true });
  });

  it.each([...FAILED_ROUND])('%s spends an attempt; success and no_checks do not', (outcome) => {
    expect(plan(outcome, { attempts: 2 }).attempt).toBe(3);
    expect(plan('success', { attempts: 2 }).attempt).toBe(2);
    expect(plan('no_checks', { attempts: 2 }).attempt).toBe(2);
  });

  it('the round that reaches max-attempts puts the PR on hold: label and one comment', () => {
    const p = plan('ci_failed', { attempts: 4, lastRound: 'r4' }, [], { round: 'r5' });
    expect(p).toMatchObject({ attempt: 5, holdComment: true, finding: true });
    expect(p.addLabels.sort()).toEqual(['mergexo:ci-failed', 'mergexo:needs-human']);
    expect(p.next).toMatchObject({ held: true, holds: 1, attempts: 5 });
  });

  it('a PR on hold gets only its verdict', () => {
    const p = plan('needs_human', { attempts: 5, held: true, holds: 1 }, ['mergexo:needs-human']);
    expect(p).toMatchObject({
      writeState: false,
      addLabels: [],
      removeLabels: [],
      finding: false,
      holdComment: false,
      resolveOthers: false,
    });
    expect(p.verdict).toBe('failure');
  });

  it('a hold lifted by a human (label removed after the comment) starts the count over', () => {
    const p = plan('ci_failed', { attempts: 5, lastRound: 'r5', held: true, holds: 1 }, [], {
      round: 'r6',
      holdCommentExists: true,
    });
    expect(p).toMatchObject({ attempt: 1, holdComment: false });
    expect(p.next).toEqual({ attempts: 1, lastRound: 'r6', outcome: 'ci_failed', head: A, holds: 1 });
  });

  it('a hold cut short by a crash (no comment yet) is finished, not lifted', () => {
    const p = plan('ci_failed', { attempts: 5, lastRound: 'r5', held: true, holds: 1 }, ['mergexo:ci-failed'], {
      round: 'r5',
    });
    expect(p).toMatchObject({ attempt: 5, holdComment: true, addLabels: ['mergexo:needs-human'] });
    expect(p.next.holds).toBe(1);
  });

  it('the second hold after a lift gets its own comment', () => {
    const p = plan('conflict', { attempts: 4, lastRound: 'x', holds: 1 }, []);
    expect(p.next).toMatchObject({ held: true, holds: 2 });
  });

  it('a green PR with no failed round and no hold needs no state', () => {
    expect(plan('success', undefined)).toMatchObject({ writeState: false, finding: false, holdComment: false });
    expect(plan('no_checks', undefined)).toMatchObject({ writeState: false, finding: false, verdict: 'failure' });
  });

  it('a timeout asks the author to act: its finding carries the count', () => {
    expect(plan('timeout', undefined)).toMatchObject({ finding: true, attempt: 1, writeState: true });
  });

  it('tamper evidence newer than the state puts the PR on hold, whatever the outcome (fail closed)', () => {
    const green = plan('success', undefined, [], { tamperEvidence: 1 });
    expect(green).toMatchObject({
      tampered: true,
      holdComment: true,
      addLabels: ['mergexo:needs-human'],
      verdict: 'failure',
      writeState: true,
    });
    expect(green.next).toMatchObject({ held: true, holds: 1, seen: 1, attempts: 0 });
    const red = plan('ci_failed', { attempts: 1, lastRound: 'r1' }, [], { tamperEvidence: 2 });
    expect(red).toMatchObject({ tampered: true, holdComment: true, finding: true, attempt: 2 });
  });

  it('evidence the state already saw does not hold again; a lift keeps what was seen', () => {
    expect(plan('success', { attempts: 0, seen: 1 }, [], { tamperEvidence: 1 })).toMatchObject({
      tampered: false,
      holdComment: false,
      verdict: 'success',
    });
    const lifted = plan('success', { attempts: 3, held: true, holds: 1, seen: 1 }, [], {
      tamperEvidence: 1,
      holdCommentExists: true,
    });
    expect(lifted).toMatchObject({ tampered: false, verdict: 'success', attempt: 0 });
    expect(lifted.next).toMatchObject({ attempts: 0, holds: 1, seen: 1 });
    expect(lifted.next.held).toBeUndefined();
  });

  it('a conflict another action already reports is labelled and counted, with no notice of its own', () => {
    const p = plan('conflict', { attempts: 1, lastRound: 'r1' }, [], { conflictReported: true });
    expect(p).toMatchObject({ finding: false, addLabels: ['mergexo:conflict'], attempt: 2, verdict: 'failure' });
  });
});
