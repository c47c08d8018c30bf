/**
 * GitHub's update-branch, the one write that moves a PR's head: what its answer means for the PR, which of the
 * plan's branches is carried out after it (`PullPlan.ifNotUpdated`), and when a head it made may pass.
 */
import type { GitHubWords } from '../../../core/pure/words.js';
import { toldRefusal } from './decide.js';
import type { PullPlan, UpdateRefusal } from './plan.js';
import type { Step } from './run-result.js';

/** GitHub's answer to update-branch (the port's `UpdateBranchOutcome`, as the rule reads it). */
export type UpdateAnswer =
  | { kind: 'updated' }
  | { kind: 'head-moved' }
  | { kind: 'refused'; reason: 'workflows' | 'unprocessable'; said: GitHubWords };

export type UpdateResult =
  { outcome: 'updated' } | { outcome: 'head-moved' } | { outcome: 'failed'; refusal: UpdateRefusal };

/** Observe mode (src/core/enforcement.ts) updates no branch: the PR is judged as it stands, and says why. */
export const OBSERVING: UpdateResult = { outcome: 'failed', refusal: { kind: 'observing' } };

/**
 * What GitHub's answer means: the base changed a workflow file and the token may not write workflows (403): this
 * PR is not updated, says why and what fixes it, and the run goes on. Any other refusal is GitHub's (422).
 */
export function updateResultOf(answer: UpdateAnswer): UpdateResult {
  if (answer.kind === 'updated') return { outcome: 'updated' };
  if (answer.kind === 'head-moved') return { outcome: 'head-moved' };
  if (answer.reason === 'workflows') return { outcome: 'failed', refusal: { kind: 'workflows', message: answer.said } };
  return { outcome: 'failed', refusal: { kind: 'github', message: answer.said } };
}

/**
 * The token refused (a permission error): for a fork whose author does not let maintainers push, that is this
 * PR's refusal and the rest carry on; for a head in this repository it is the run's configuration error
 * (undefined).
 */
export function tokenRefusal(isCrossRepository: boolean, said: GitHubWords): UpdateResult | undefined {
  return isCrossRepository ? { outcome: 'failed', refusal: { kind: 'github', message: said } } : undefined;
}

/** The plan carried out after the update, the step that records it, and whether a workflow file stopped it. */
export function afterUpdate(
  plan: PullPlan,
  update: UpdateResult,
  base: string,
): { plan: PullPlan; step: Step; workflowRefusal: boolean } {
  if (update.outcome === 'updated') return { plan, step: { kind: 'updated', base }, workflowRefusal: false };
  const fallback = plan.ifNotUpdated as NonNullable<PullPlan['ifNotUpdated']>;
  if (update.outcome === 'head-moved')
    return { plan: fallback.headMoved, step: { kind: 'update-head-moved' }, workflowRefusal: false };
  const { refusal } = update;
  return {
    plan: toldRefusal(fallback.refused[refusal.kind], refusal),
    step:
      refusal.kind === 'workflows'
        ? { kind: 'update-refused-workflows', base, message: refusal.message }
        : { kind: 'update-failed', refusal },
    workflowRefusal: refusal.kind === 'workflows',
  };
}

/** Reads of the head update-branch made (GitHub merges asynchronously) before it counts as unconfirmed. */
export const UPDATED_HEAD_READS = 5;

/** The wait before read `attempt` (from 0) of the updated head: none, then 1, 2, 4, 8 s. */
export const updatedHeadWait = (attempt: number): number => (attempt > 0 ? 1000 * 2 ** (attempt - 1) : 0);

/**
 * Whether a new head contains the base (GitHub's compare of base...head), so a passing check is never written on
 * a head that is still behind.
 */
export const containsBase = (status: string): boolean => status === 'ahead' || status === 'identical';
