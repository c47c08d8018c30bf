/** What a PR already shows of the drift phase's state, as decide.ts reads it. */
import { otherConflictNotice } from '../../core/pure/protocol/index.js';
import type { Observed, Policy } from '../rules/drift/plan.js';
import type { Listed } from '../listing.js';
import { STATUS, readStatusComment } from '../rules/state.js';

/** The PR's status comment, labels and check, and whether ci-wait's conflict notice already tells it. */
export function observe(pull: Listed): Observed {
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
export function mayHideStatus(pull: Listed, policy: Policy): boolean {
  const ours = [policy.behindLabel, policy.conflictLabel].map((l) => l.toLowerCase());
  return (
    pull.view.labels.some((l) => ours.includes(l.toLowerCase())) ||
    (typeof pull.check === 'object' && pull.check.conclusion === 'failure')
  );
}

/** Younger copies of the status comment that core's read found (overlapping runs each posted one). */
export const statusDuplicates = (pull: Listed): number =>
  pull.view.duplicates.filter((c) =>
    c.markers.some((m) => m.action === STATUS.action && m.kind === STATUS.kind && m.key === STATUS.key),
  ).length;
