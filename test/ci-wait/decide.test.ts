import { describe, expect, it } from 'vitest';
import {
  decideMergeResult,
  decideRound,
  FAILED_ROUND,
  mergeabilityDelayMs,
  MERGEABILITY_ASKS,
  planTransition,
  roundKey,
  STEP_PASSES,
  type CiWaitState,
  type Outcome,
  type Round,
  type RoundInput,
  type TransitionInput,
} from '../../src/ci-wait/decide.js';
import { reasonWords } from '../../src/ci-wait/messages.js';
import type { CheckItem, CheckResult } from '../../src/ci-wait/selection.js';

/** A round with its reason in words: decide.ts gives the reason as data, messages.ts words it. */
const worded = (r: Round) => ('reason' in r ? { ...r, reason: reasonWords(r.reason) } : r);

const A = 'a'.repeat(40);
const B = 'b'.repeat(40);

let nextId = 1;
function check(name: string, result: CheckResult, kind: CheckItem['kind'] = 'check_run'): CheckItem {
  const conclusion = result === 'passed' ? 'success' : result === 'failed' ? 'failure' : 'in_progress';
  return { kind, id: nextId++, name, result, conclusion, url: null, output: [], annotationsCount: 0 };
}

type RoundOverrides = Partial<Omit<RoundInput, 'pr' | 'checks'>> & {
  pr?: Partial<RoundInput['pr']>;
  checks?: Partial<RoundInput['checks']>;
};

function input(over: RoundOverrides = {}): RoundInput {
  return {
    mode: 'poll',
    graceOver: false,
    timedOut: false,
    mergeabilityExhausted: false,
    branchUpdate: { state: 'available' },
    onConflict: 'report',
    merge: undefined,
    allowNoChecks: false,
    ...over,
    pr: { open: true, merged: false, head: A, mergeable: true, mergeableState: 'clean', held: false, ...over.pr },
    checks: { counted: [check('build', 'passed')], missing: [], ...over.checks },
  };
}

const outcomeOf = (i: RoundInput) => {
  const r = decideRound(i);
  return r.kind === 'done' ? r.outcome : r.kind;
};

describe('decideRound: closed and held PRs', () => {
  it('stops on a closed PR, whatever its checks say', () => {
    expect(outcomeOf(input({ pr: { open: false }, checks: { counted: [check('x', 'failed')] } }))).toBe('closed');
  });
  it('stops on a PR merged elsewhere', () => {
    const r = decideRound(input({ pr: { open: false, merged: true } }));
    expect(worded(r)).toMatchObject({
      kind: 'done',
      outcome: 'closed',
      reason: expect.stringMatching(/merged elsewhere/),
    });
  });
  it('leaves a PR on hold alone, without waiting for anything', () => {
    expect(
      outcomeOf(input({ pr: { held: true, mergeable: null }, checks: { counted: [check('x', 'pending')] } })),
    ).toBe('needs_human');
  });
});

describe('decideRound: checks', () => {
  it('is a success when every counted check passed and the PR can merge', () => {
    expect(decideRound(input())).toMatchObject({ kind: 'done', outcome: 'success', mergeableKnown: true });
  });

  it('counts statuses like check runs: one failing status among passing check runs fails', () => {
    const counted = [check('build', 'passed'), check('test', 'passed'), check('ci/legacy', 'failed', 'status')];
    const r = decideRound(input({ checks: { counted } }));
    expect(worded(r)).toMatchObject({
      kind: 'done',
      outcome: 'ci_failed',
      reason: expect.stringContaining('ci/legacy'),
    });
  });

  it('waits while any check is still running, even when another already failed', () => {
    const counted = [check('build', 'failed'), check('test', 'pending')];
    expect(decideRound(input({ checks: { counted } }))).toMatchObject({ kind: 'wait', for: 'checks' });
  });

  it('waits at the interval while checks run, then times out', () => {
    const counted = [check('build', 'pending')];
    expect(outcomeOf(input({ checks: { counted } }))).toBe('wait');
    expect(worded(decideRound(input({ checks: { counted }, timedOut: true })))).toMatchObject({
      kind: 'done',
      outcome: 'timeout',
      reason: expect.stringContaining('build'),
    });
  });

  it('reports the failures it has at the timeout rather than a bare timeout', () => {
    const counted = [check('build', 'failed'), check('test', 'pending')];
    const r = decideRound(input({ checks: { counted }, timedOut: true }));
    expect(worded(r)).toMatchObject({
      kind: 'done',
      outcome: 'ci_failed',
      reason: expect.stringContaining('still running'),
    });
  });

  it('waits for checks to appear during the grace period, then reports that none did', () => {
    expect(outcomeOf(input({ checks: { counted: [] } }))).toBe('wait');
    expect(decideRound(input({ checks: { counted: [] }, graceOver: true }))).toMatchObject({
      kind: 'done',
      outcome: 'no_checks',
    });
  });

  it('with allow-no-checks, a head without checks is a success', () => {
    expect(outcomeOf(input({ checks: { counted: [] }, allowNoChecks: true }))).toBe('success');
  });

  it('waits for required checks that have not appeared, then reports them', () => {
    const checks = { counted: [check('build', 'passed')], missing: ['deploy-preview'] };
    expect(outcomeOf(input({ checks }))).toBe('wait');
    expect(worded(decideRound(input({ checks, graceOver: true })))).toMatchObject({
      kind: 'done',
      outcome: 'no_checks',
      reason: expect.stringContaining('deploy-preview'),
    });
  });

  it('in event mode never waits for checks: not done yet is pending', () => {
    expect(outcomeOf(input({ mode: 'event', checks: { counted: [check('x', 'pending')] } }))).toBe('pending');
    expect(outcomeOf(input({ mode: 'event', checks: { counted: [] } }))).toBe('pending');
    expect(
      outcomeOf(input({ mode: 'event', checks: { counted: [check('x', 'failed'), check('y', 'pending')] } })),
    ).toBe('pending');
    expect(outcomeOf(input({ mode: 'event' }))).toBe('success');
  });
});

describe('decideRound: mergeability', () => {
  it('re-asks while GitHub has not computed it, then decides', () => {
    expect(decideRound(input({ pr: { mergeable: null } }))).toMatchObject({ kind: 'wait', for: 'mergeability' });
    expect(outcomeOf(input({ pr: { mergeable: null }, checks: { counted: [check('x', 'failed')] } }))).toBe('wait');
  });

  it('does not need mergeability to keep waiting for checks', () => {
    expect(decideRound(input({ pr: { mergeable: null }, checks: { counted: [check('x', 'pending')] } }))).toMatchObject(
      {
        kind: 'wait',
        for: 'checks',
      },
    );
  });

  it('never calls a PR of unknown mergeability a success', () => {
    const r = decideRound(input({ pr: { mergeable: null }, mergeabilityExhausted: true }));
    expect(r).toMatchObject({ kind: 'done', outcome: 'timeout', mergeableKnown: false });
  });

  it('reports failed checks with unknown mergeability as such, flagged so that labels stay', () => {
    const r = decideRound(
      input({ pr: { mergeable: null }, mergeabilityExhausted: true, checks: { counted: [check('x', 'failed')] } }),
    );
    expect(r).toMatchObject({ kind: 'done', outcome: 'ci_failed', mergeableKnown: false });
  });

  it('backs off 2, 4, 8, 16, 32, 32 s and then gives up', () => {
    expect(Array.from({ length: MERGEABILITY_ASKS }, (_, i) => mergeabilityDelayMs(i) / 1000)).toEqual([
      2, 4, 8, 16, 32, 32,
    ]);
  });
});

describe('decideRound: conflicts', () => {
  it('reports a conflict at once, without waiting for CI', () => {
    const r = decideRound(input({ pr: { mergeable: false }, checks: { counted: [check('x', 'pending')] } }));
    expect(r).toMatchObject({ kind: 'done', outcome: 'conflict', mergeableKnown: true });
  });

  it('with on-conflict: update-branch, updates the branch first', () => {
    expect(decideRound(input({ pr: { mergeable: false }, onConflict: 'update-branch' }))).toEqual({
      kind: 'update-branch',
      because: 'conflict',
    });
  });

  it('reports the conflict with the reason when the update was refused', () => {
    const r = decideRound(
      input({
        pr: { mergeable: false },
        onConflict: 'update-branch',
        branchUpdate: { state: 'refused', reason: { kind: 'github', message: 'merge conflict' } },
      }),
    );
    expect(worded(r)).toMatchObject({
      kind: 'done',
      outcome: 'conflict',
      reason: expect.stringContaining('merge conflict'),
    });
  });

  it('waits for an accepted update to land (poll), or leaves it to the new head (event)', () => {
    const requested = { branchUpdate: { state: 'requested' as const }, pr: { mergeable: false } };
    expect(decideRound(input(requested))).toMatchObject({ kind: 'wait', for: 'branch-update' });
    expect(outcomeOf(input({ ...requested, mode: 'event' }))).toBe('pending');
    expect(outcomeOf(input({ ...requested, timedOut: true }))).toBe('timeout');
  });
});

describe('decideRound: merging', () => {
  it('merges a green, mergeable PR with the method asked for', () => {
    expect(decideRound(input({ merge: 'squash' }))).toEqual({ kind: 'merge', method: 'squash' });
  });

  it('never merges a failed, pending, conflicting or unknown PR', () => {
    expect(outcomeOf(input({ merge: 'merge', checks: { counted: [check('x', 'failed')] } }))).toBe('ci_failed');
    expect(outcomeOf(input({ merge: 'merge', checks: { counted: [check('x', 'pending')] } }))).toBe('wait');
    expect(outcomeOf(input({ merge: 'merge', pr: { mergeable: false } }))).toBe('conflict');
    expect(outcomeOf(input({ merge: 'merge', pr: { mergeable: null }, mergeabilityExhausted: true }))).toBe('timeout');
  });

  it('brings a branch that is behind up to date first, when allowed', () => {
    const behind = { merge: 'merge' as const, pr: { mergeableState: 'behind' } };
    expect(decideRound(input({ ...behind, onConflict: 'update-branch' }))).toEqual({
      kind: 'update-branch',
      because: 'behind',
    });
    expect(outcomeOf(input(behind))).toBe('merge');
  });
});

describe('decideMergeResult', () => {
  const open = { open: true, merged: false, mergedBy: null };
  const mergedByUs = { open: false, merged: true, mergedBy: 'github-actions[bot]' };

  it('is merged when the answer and the PR agree', () => {
    expect(
      decideMergeResult(
        { ok: true, merged: true, message: 'Pull Request successfully merged' },
        mergedByUs,
        'github-actions',
      ),
    ).toMatchObject({
      outcome: 'merged',
    });
  });

  it("is merge_failed with GitHub's reason when GitHub refuses", () => {
    const r = decideMergeResult(
      { ok: false, status: 405, message: 'Required status checks have not succeeded.' },
      open,
      'x',
    );
    expect(worded(r)).toMatchObject({
      outcome: 'merge_failed',
      reason: expect.stringMatching(/405.*Required status checks/),
    });
    expect(
      decideMergeResult({ ok: false, status: 409, message: 'Head branch was modified.' }, open, 'x'),
    ).toMatchObject({
      outcome: 'merge_failed',
    });
  });

  it('does not believe a "merged" answer the PR contradicts', () => {
    expect(decideMergeResult({ ok: true, merged: true, message: 'ok' }, open, 'x')).toMatchObject({
      outcome: 'merge_failed',
    });
  });

  it('sees through a lost answer: the PR merged by this token is merged', () => {
    expect(
      decideMergeResult({ ok: false, status: 502, message: 'Server Error' }, mergedByUs, 'github-actions'),
    ).toMatchObject({ outcome: 'merged' });
  });

  it('a PR merged or closed by someone else meanwhile is closed', () => {
    expect(
      decideMergeResult(
        { ok: false, status: 405, message: 'x' },
        { open: false, merged: true, mergedBy: 'alice' },
        'bot',
      ),
    ).toMatchObject({
      outcome: 'closed',
    });
    expect(
      decideMergeResult(
        { ok: false, status: 405, message: 'x' },
        { open: false, merged: false, mergedBy: null },
        'bot',
      ),
    ).toMatchObject({
      outcome: 'closed',
    });
  });
});

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

describe('the step', () => {
  it('passes only for success, merged and closed (and for pending or skipped events, which judged nothing)', () => {
    expect([...STEP_PASSES].sort()).toEqual(['closed', 'merged', 'pending', 'skipped', 'success']);
  });
});
