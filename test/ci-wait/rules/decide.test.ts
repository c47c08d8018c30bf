import { describe, expect, it } from 'vitest';
import {
  decideMergeResult,
  decideRound,
  mergeabilityDelayMs,
  MERGEABILITY_ASKS,
  STEP_PASSES,
  type Round,
  type RoundInput,
} from '../../../src/ci-wait/rules/decide.js';
import { reasonWords } from '../../../src/ci-wait/messages.js';
import type { CheckItem, CheckResult } from '../../../src/ci-wait/rules/selection.js';

/** A round with its reason in words: decide.ts gives the reason as data, messages.ts words it. */
const worded = (r: Round) => ('reason' in r ? { ...r, reason: reasonWords(r.reason) } : r);

const A = 'a'.repeat(40);

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
        'github-actions[bot]',
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
      decideMergeResult({ ok: false, status: 502, message: 'Server Error' }, mergedByUs, 'github-actions[bot]'),
    ).toMatchObject({ outcome: 'merged' });
  });

  it("a user holding the bot's bare name is not this token: the PR was merged by someone else", () => {
    const byNamesake = { open: false, merged: true, mergedBy: 'github-actions' };
    expect(
      decideMergeResult({ ok: false, status: 502, message: 'Server Error' }, byNamesake, 'github-actions[bot]'),
    ).toMatchObject({ outcome: 'closed' });
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

describe('the step', () => {
  it('passes only for success, merged and closed (and for pending or skipped events, which judged nothing)', () => {
    expect([...STEP_PASSES].sort()).toEqual(['closed', 'merged', 'pending', 'skipped', 'success']);
  });
});
