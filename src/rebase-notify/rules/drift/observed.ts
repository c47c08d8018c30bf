/** What a PR already shows of the drift phase's state, as decide.ts reads it. */
import { otherConflictNotice } from '../../../core/pure/protocol/index.js';
import type { PullView } from '../../../core/pure/view.js';
import { ConfigurationError } from '../../../core/pure/errors.js';
import type { DriftResult, Observed, ObservedCheck, Policy } from './plan.js';
import { STATUS, readStatusComment } from '../state.js';

/** A PR as the listing saw it (`Listed`): core's view and mergexo's check on its head. */
export interface Shown {
  view: PullView;
  check: ObservedCheck | 'none' | 'unknown';
}

/** The PR's status comment, labels and check, and whether ci-wait's conflict notice already tells it. */
export function observe(pull: Shown): Observed {
  const comment = readStatusComment(pull.view);
  const conflictReported = otherConflictNotice(pull.view, 'rebase-notify', pull.view.baseRef) !== undefined;
  return {
    labels: pull.view.labels,
    ...(comment ? { comment } : {}),
    ...(conflictReported ? { conflictReported } : {}),
    check: pull.check,
  };
}

/** A label or failing check of ours means a status comment may hide among older comments. */
export function mayHideStatus(pull: Shown, policy: Policy): boolean {
  const ours = [policy.behindLabel, policy.conflictLabel].map((l) => l.toLowerCase());
  return (
    pull.view.labels.some((l) => ours.includes(l.toLowerCase())) ||
    (typeof pull.check === 'object' && pull.check.conclusion === 'failure')
  );
}

/**
 * Whether all of a PR's comments are read before its one decision: only while older ones are unread, and only when
 * the plan would create a status comment (one may already be there, older) or, its comments read, one may hide.
 * A settled PR whose comments were not read has nothing to write: its status comment is not looked for.
 */
export function readsAllComments(
  pull: Shown & { commentsRead: boolean; commentsComplete: boolean },
  policy: Policy,
  createsComment: boolean,
): boolean {
  const mayHide = pull.commentsRead && mayHideStatus(pull, policy);
  return !pull.commentsComplete && (createsComment || mayHide);
}

/**
 * A PR whose older comments GitHub did not answer: its status comment may hide on that page, so its drift is
 * unknown (it alone is not decided, the others are); a user's mistake stops the run with its fix.
 */
export function commentsUnanswered(e: unknown): DriftResult {
  if (e instanceof ConfigurationError) throw e;
  return { known: false, reason: { kind: 'comments-unanswered' } };
}

/** Younger copies of the status comment that core's read found (overlapping runs each posted one). */
export const statusDuplicates = (pull: Pick<Shown, 'view'>): number =>
  pull.view.duplicates.filter((c) =>
    c.markers.some((m) => m.action === STATUS.action && m.kind === STATUS.kind && m.key === STATUS.key),
  ).length;
