// What GitHub's answer to update-branch means for a PR, and which branch of its plan is carried out after it.
import { describe, expect, it } from 'vitest';
import { githubWords } from '../../../../src/core/pure/words.js';
import type { PullPlan } from '../../../../src/rebase-notify/rules/drift/plan.js';
import {
  OBSERVING,
  UPDATED_HEAD_READS,
  afterUpdate,
  containsBase,
  tokenRefusal,
  updateResultOf,
  updatedHeadWait,
} from '../../../../src/rebase-notify/rules/drift/update-branch.js';

const said = githubWords('merge conflict');

const drift = {
  base: 'main',
  baseSha: 'b'.repeat(40),
  headSha: 'a'.repeat(40),
  behind: 2,
  ahead: 1,
  conflict: false,
  missing: [],
};
const state = {
  class: 'behind' as const,
  notifiedAt: '2025-03-01T12:00:00Z',
  behind: 2,
  ahead: 1,
  base: 'main',
  baseSha: drift.baseSha,
  headSha: drift.headSha,
};

/** A plan; `told`: its comment says why the update did not happen. */
const plan = (cls: PullPlan['class'], writes: number, told = false): PullPlan => ({
  class: cls,
  previous: 'behind',
  update: false,
  addLabels: [],
  removeLabels: [],
  held: false,
  writes,
  priority: 0,
  ...(told
    ? {
        comment: {
          op: 'create',
          why: 'new',
          state,
          facts: {
            cls: 'behind',
            drift,
            policy: { urgency: 'helpful', checkName: 'mergexo/rebase' },
            updatedByMergexo: false,
            updateRefusal: { kind: 'observing' },
          },
        },
      }
    : {}),
});

describe('updateResultOf', () => {
  it("reads GitHub's answer: a workflow file the token may not write is its own refusal, any other is GitHub's", () => {
    expect(updateResultOf({ kind: 'updated' })).toEqual({ outcome: 'updated' });
    expect(updateResultOf({ kind: 'head-moved' })).toEqual({ outcome: 'head-moved' });
    expect(updateResultOf({ kind: 'refused', reason: 'workflows', said })).toEqual({
      outcome: 'failed',
      refusal: { kind: 'workflows', message: said },
    });
    expect(updateResultOf({ kind: 'refused', reason: 'unprocessable', said })).toEqual({
      outcome: 'failed',
      refusal: { kind: 'github', message: said },
    });
  });

  it("makes a token refusal a fork's own refusal, and the run's error for a head in this repository", () => {
    expect(tokenRefusal(true, said)).toEqual({ outcome: 'failed', refusal: { kind: 'github', message: said } });
    expect(tokenRefusal(false, said)).toBeUndefined();
    expect(OBSERVING).toEqual({ outcome: 'failed', refusal: { kind: 'observing' } });
  });
});

describe('afterUpdate', () => {
  const fallback = {
    headMoved: plan('unknown', 0),
    refused: {
      workflows: plan('behind', 2, true),
      github: plan('behind', 3, true),
      observing: plan('behind', 1, true),
    },
  };
  const updating = { ...plan('up_to_date', 2), update: true, ifNotUpdated: fallback };

  it('keeps the plan when the branch was updated', () => {
    expect(afterUpdate(updating, { outcome: 'updated' }, 'main')).toEqual({
      plan: updating,
      step: { kind: 'updated', base: 'main' },
      workflowRefusal: false,
    });
  });

  it('carries out the head-moved plan when someone pushed meanwhile', () => {
    expect(afterUpdate(updating, { outcome: 'head-moved' }, 'main')).toEqual({
      plan: fallback.headMoved,
      step: { kind: 'update-head-moved' },
      workflowRefusal: false,
    });
  });

  it("tells the refusal in the refused plan's words, and flags a workflow file", () => {
    const refusal = { kind: 'workflows' as const, message: said };
    const after = afterUpdate(updating, { outcome: 'failed', refusal }, 'main');
    expect(after.step).toEqual({ kind: 'update-refused-workflows', base: 'main', message: said });
    expect(after.workflowRefusal).toBe(true);
    expect(after.plan.writes).toBe(2);
    expect(after.plan.comment?.facts.updateRefusal).toEqual(refusal);
    const github = afterUpdate(updating, { outcome: 'failed', refusal: { kind: 'github', message: said } }, 'main');
    expect(github.step).toEqual({ kind: 'update-failed', refusal: { kind: 'github', message: said } });
    expect(github.workflowRefusal).toBe(false);
    expect(github.plan.writes).toBe(3);
  });
});

describe('the updated head', () => {
  it('is read five times at most, waiting 1, 2, 4 and 8 s between reads', () => {
    expect(UPDATED_HEAD_READS).toBe(5);
    expect([0, 1, 2, 3, 4].map(updatedHeadWait)).toEqual([0, 1000, 2000, 4000, 8000]);
  });

  it('passes only when it contains the base', () => {
    expect(containsBase('ahead')).toBe(true);
    expect(containsBase('identical')).toBe(true);
    expect(containsBase('behind')).toBe(false);
    expect(containsBase('diverged')).toBe(false);
  });
});
