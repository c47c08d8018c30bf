import { describe, expect, it } from 'vitest';
import {
  lookOnly,
  otherPartOn,
  partOf,
  planVerdict,
  readsStanding,
  stateCopy,
  standingOwnVerdict,
  verdictStands,
  type VerdictInput,
} from '../../../src/ci-wait/rules/decide-verdict.js';
import type { RawCheckRun } from '../../../src/ci-wait/rules/selection.js';
import { conclusionOf, UNLISTED } from '../../../src/core/pure/commit-verdict.js';

const own = { number: 7, pass: true };
const input = (over: Partial<VerdictInput> = {}): VerdictInput => {
  const commit = over.commit ?? { pass: true, failing: [] };
  return {
    verdict: 'success',
    outcome: 'success',
    reason: { kind: 'passed', checks: 2 },
    commit,
    conclusion: conclusionOf(commit),
    ...over,
  };
};

describe('planVerdict: the check on the commit, as facts', () => {
  it('a success only when the PR and every PR on its commit pass', () => {
    expect(planVerdict(input())).toMatchObject({ conclusion: 'success', title: { kind: 'own' } });
    const failing = [{ number: 8, pass: false, reason: 'CI failed' }];
    expect(planVerdict(input({ commit: { pass: false, failing } }))).toMatchObject({
      conclusion: 'failure',
      title: { kind: 'shared', failing },
    });
    expect(
      planVerdict(input({ verdict: 'failure', outcome: 'ci_failed', commit: { pass: false, failing: [own] } })),
    ).toMatchObject({ conclusion: 'failure', title: { kind: 'own' } });
  });

  it('equal facts give an equal fingerprint; other facts another', () => {
    const fp = (over: Partial<VerdictInput>) => planVerdict(input(over)).fingerprint;
    expect(fp({})).toBe(fp({ reason: { checks: 2, kind: 'passed' } }));
    expect(fp({})).not.toBe(fp({ reason: { kind: 'passed', checks: 3 } }));
    const refused = (message: string) => ({
      verdict: 'failure' as const,
      outcome: 'merge_failed' as const,
      reason: { kind: 'merge-refused' as const, status: 405, message },
    });
    expect(fp(refused('Pull request is in draft state'))).not.toBe(fp(refused('Base branch was modified')));
    const shared = (number: number, why: string) => ({
      commit: { pass: false, failing: [{ number, pass: false, reason: why }] },
    });
    // The shared title names the PRs, not why each fails: a new reason for the same PR states nothing new.
    expect(fp(shared(8, 'CI failed'))).toBe(fp(shared(8, 'on hold')));
    expect(fp(shared(8, 'CI failed'))).not.toBe(fp(shared(9, 'CI failed')));
    expect(fp(shared(UNLISTED, 'GitHub answered 502'))).not.toBe(fp(shared(8, 'CI failed')));
  });

  it("a copy of the PR's state is part of the facts: a new count is written again, a report-only field is not", () => {
    const fp = (over: Partial<VerdictInput>) => planVerdict(input(over)).fingerprint;
    const copy = (state: NonNullable<VerdictInput['copy']>['state'], number = 7) => ({ copy: { number, state } });
    expect(fp(copy({ attempts: 1 }))).not.toBe(fp({}));
    expect(fp(copy({ attempts: 1 }))).not.toBe(fp(copy({ attempts: 2 })));
    expect(fp(copy({ attempts: 1 }))).not.toBe(fp(copy({ attempts: 1 }, 8)));
    expect(fp(copy({ attempts: 1, held: true, holds: 1 }))).not.toBe(fp(copy({ attempts: 1, holds: 1 })));
    expect(fp(copy({ attempts: 1, outcome: 'ci_failed' }))).toBe(fp(copy({ attempts: 1, outcome: 'success' })));
  });

  it('the fingerprint holds no words of a title, and is short enough for an external_id', () => {
    const plan = planVerdict(
      input({
        verdict: 'failure',
        outcome: 'merge_failed',
        reason: { kind: 'merge-refused', status: 405, message: 'x'.repeat(5000) },
      }),
    );
    expect(plan.fingerprint).not.toContain('x'.repeat(20));
    expect(plan.fingerprint.length).toBeLessThan(120);
  });
});

describe('verdictStands: a rerun with the same facts writes nothing', () => {
  const plan = planVerdict(input());

  it("stands when ci-wait's own newest check holds the same conclusion and fingerprint", () => {
    expect(verdictStands({ conclusion: 'success', externalId: plan.fingerprint }, plan)).toBe(true);
  });

  it('is written again when the facts or the conclusion differ, or nothing stands', () => {
    expect(verdictStands({ conclusion: 'failure', externalId: plan.fingerprint }, plan)).toBe(false);
    expect(
      verdictStands(
        {
          conclusion: 'success',
          externalId: planVerdict(input({ reason: { kind: 'passed', checks: 9 } })).fingerprint,
        },
        plan,
      ),
    ).toBe(false);
    expect(verdictStands(undefined, plan)).toBe(false);
  });

  it('a check written before verdicts carried their facts is written once more (GitHub: null, the fake: empty)', () => {
    expect(verdictStands({ conclusion: 'success', externalId: null }, plan)).toBe(false);
    expect(verdictStands({ conclusion: 'success', externalId: '' }, plan)).toBe(false);
  });
});

describe('standingOwnVerdict: the verdict standing on the head', () => {
  const run = (id: number, over: Partial<RawCheckRun> = {}): RawCheckRun => ({
    id,
    name: 'mergexo/ci-wait',
    status: 'completed',
    conclusion: 'success',
    url: null,
    app: 'mergexo',
    title: null,
    externalId: `f${id}`,
    summary: null,
    text: null,
    annotationsCount: 0,
    ...over,
  });

  it('is the newest run of the check when this identity wrote it and it is completed', () => {
    expect(
      standingOwnVerdict([run(1), run(3), run(2), run(9, { name: 'other' })], 'mergexo/ci-wait', 'mergexo'),
    ).toEqual({ conclusion: 'success', externalId: 'f3', app: 'mergexo' });
  });

  it("is none when the newest run is someone else's or still in progress, even over an older own one", () => {
    expect(standingOwnVerdict([run(1), run(2, { app: 'agent-app' })], 'mergexo/ci-wait', 'mergexo')).toBeUndefined();
    expect(
      standingOwnVerdict([run(1), run(2, { status: 'in_progress' })], 'mergexo/ci-wait', 'mergexo'),
    ).toBeUndefined();
    expect(standingOwnVerdict([], 'mergexo/ci-wait', 'mergexo')).toBeUndefined();
  });
});

describe("another PR's part in the verdict on a commit", () => {
  const H = 'a'.repeat(40);

  it('passes with its outcome when that outcome passes a commit, and fails naming it otherwise', () => {
    expect(partOf(3, 'success')).toEqual({ number: 3, pass: true });
    expect(partOf(3, 'ci_failed')).toEqual({
      number: 3,
      pass: false,
      reason: { kind: 'outcome', outcome: 'ci_failed' },
    });
  });

  it('counts only while it still heads the commit: a PR that moved on, closed or was skipped has no say', () => {
    expect(otherPartOn(5, { outcome: 'ci_failed', head: H }, H)).toEqual(partOf(5, 'ci_failed'));
    expect(otherPartOn(5, { outcome: 'ci_failed', head: 'b'.repeat(40) }, H)).toBe(undefined);
    expect(otherPartOn(5, { outcome: 'closed', head: H }, H)).toBe(undefined);
    expect(otherPartOn(5, { outcome: 'skipped', head: H }, H)).toBe(undefined);
  });

  it('is only looked at: a run never merges or updates another PR on its head', () => {
    const settings = { merge: 'squash' as const, onConflict: 'update-branch' as const, checkName: 'mergexo/ci-wait' };
    expect(lookOnly(settings)).toEqual({ merge: undefined, onConflict: 'report', checkName: 'mergexo/ci-wait' });
    expect(settings.merge).toBe('squash');
  });
});

describe("the verdict check's write loop", () => {
  it('carries a copy of the state when enforcing, none in observe mode', () => {
    expect(stateCopy(false, 7, { attempts: 2 })).toEqual({ number: 7, state: { attempts: 2 } });
    expect(stateCopy(true, 7, { attempts: 2 })).toBeUndefined();
  });

  it('reads the standing verdict before the first write only', () => {
    expect(readsStanding(0)).toBe(true);
    expect(readsStanding(1)).toBe(false);
  });
});
