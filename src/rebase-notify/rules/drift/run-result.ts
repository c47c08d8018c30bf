/** What a run did, as data (messages.ts says it in words): a PR's steps, the run's result, the collision phase's. */
import type { PullPart } from '../../../core/pure/commit-verdict.js';
import type { PullPlan, SkipReason, UpdateRefusal } from './plan.js';

/** One thing a run did to a PR (or why it did nothing), as data; messages.ts says it in words. */
export type Step =
  | { kind: 'skipped'; reason: SkipReason }
  | { kind: 'draft' }
  | { kind: 'no-change'; held: boolean }
  | { kind: 'deferred'; maxWrites?: number }
  | { kind: 'error'; message: string }
  | { kind: 'updated'; base: string }
  | { kind: 'update-head-moved' }
  | { kind: 'update-refused-workflows'; base: string; message: string }
  | { kind: 'update-failed'; refusal: UpdateRefusal }
  | { kind: 'duplicate-deleted' }
  /** The status comment went: ci-wait's open notice tells the conflict (`PullPlan.deleteComment`). */
  | { kind: 'comment-deleted' }
  | { kind: 'label'; label: string; op: 'added' | 'removed' }
  | { kind: 'comment'; result: 'created' | 'updated'; refresh: boolean }
  | { kind: 'check-unconfirmed' }
  | { kind: 'check'; conclusion: 'success' | 'failure' }
  | { kind: 'check-shared-head'; failing: PullPart[]; stays: boolean }
  | { kind: 'held' }
  /** The ready mark went: the PR conflicts, so it cannot land as it is (`ready-mark`). */
  | { kind: 'ready-taken-back' };

export interface PullOutcome {
  number: number;
  title: string;
  url: string;
  base: string;
  class: PullPlan['class'] | 'draft';
  behind?: number;
  ahead?: number;
  files?: string[];
  /** What this run did (or why it did nothing), for the summary. */
  steps: Step[];
  notified: boolean;
  updated: boolean;
  deferred: boolean;
  error?: string;
}

export interface RunResult {
  source: 'git' | 'api';
  /** Why the API was used instead of a local git, or what the local git borrowed. */
  sourceNote?: string;
  bases: Map<string, string>;
  pulls: PullOutcome[];
  writes: number;
  errors: string[];
  /** PRs GitHub refused to update because the base changed a workflow file the token may not write. */
  refusedForWorkflows: number[];
  /** The collision phase's findings, when collisions between PRs are configured. */
  collisions?: CollisionOutcome;
}

/** What the collision phase found and wrote. */
export interface CollisionOutcome {
  /** PRs whose collision check fails (a colliding allocated name, or collisions not determined). */
  colliding: number[];
  /** PRs changing the same file as another PR on their base. */
  overlapping: number[];
  /** PRs whose collision label, comment or check this run changed. */
  notified: number[];
  /** PRs whose collision writes were left for the next run (max-writes). */
  deferred: number[];
}

/** What a PR's plan says before anything is written: nothing to do, and why. */
export function stepsBefore(plan: PullPlan | undefined): Step[] {
  if (!plan) return [{ kind: 'draft' }];
  if (plan.skipped && plan.writes === 0) return [{ kind: 'skipped', reason: plan.skipped }];
  if (plan.writes === 0) return [{ kind: 'no-change', held: plan.held }];
  return [];
}
