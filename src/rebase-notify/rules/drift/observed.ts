/** What a PR already shows of the drift phase's state, as decide.ts reads it. */
import { otherConflictNotice } from '../../../core/pure/protocol/index.js';
import type { PullView } from '../../../core/pure/view.js';
import type { Observed, ObservedCheck, Policy } from './plan.js';
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

/** Younger copies of the status comment that core's read found (overlapping runs each posted one). */
export const statusDuplicates = (pull: Pick<Shown, 'view'>): number =>
  pull.view.duplicates.filter((c) =>
    c.markers.some((m) => m.action === STATUS.action && m.kind === STATUS.kind && m.key === STATUS.key),
  ).length;
