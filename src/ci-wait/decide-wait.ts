/**
 * The wait's own rules, pure: what ci-wait may still do about a branch update on a head, how long it
 * pauses before looking again, and what a merge group's CI and members add up to.
 */
import type { PullPart } from '../core/pure/commit-verdict.js';
import { mergeabilityDelayMs, type BranchUpdate, type Round } from './decide.js';
import type { Judged } from './decide-run.js';
import type { GroupUnlisted } from './reason.js';

/** After GitHub accepts a branch update, the head should move within this long. */
export const UPDATE_LANDING_MS = 60_000;
/** How often a requested branch update is looked for. */
export const UPDATE_POLL_MS = 2_000;
/** Branch updates per run: each starts CI anew, so a PR that keeps conflicting is not updated forever. */
export const MAX_BRANCH_UPDATES = 2;

/** On a head seen for the first time: an update is available until the run's budget is spent. */
export function updateOnNewHead(updates: number): BranchUpdate {
  return updates >= MAX_BRANCH_UPDATES
    ? { state: 'refused', reason: { kind: 'updates-spent', updates } }
    : { state: 'available' };
}

/** A requested update whose head has not moved within `UPDATE_LANDING_MS` did not land. */
export function updateLanded(update: BranchUpdate, sinceRequestMs: number): BranchUpdate {
  if (update.state === 'requested' && sinceRequestMs >= UPDATE_LANDING_MS) {
    return { state: 'refused', reason: { kind: 'update-did-not-land' } };
  }
  return update;
}

/**
 * The pause before the next look: mergeability is re-asked with a backoff, a requested update is looked
 * for often, checks at `interval-seconds`; poll mode never sleeps past its deadline.
 */
export function waitDelayMs(
  round: Extract<Round, { kind: 'wait' }>,
  asked: number,
  intervalMs: number,
  untilDeadlineMs: number | undefined,
): number {
  const delay =
    round.for === 'mergeability'
      ? mergeabilityDelayMs(asked)
      : round.for === 'branch-update'
        ? UPDATE_POLL_MS
        : intervalMs;
  return untilDeadlineMs === undefined ? delay : Math.min(delay, Math.max(0, untilDeadlineMs));
}

/**
 * A merge group's outcome: its own CI decides first; when it passes, every PR the group would land must
 * pass too. `members` is the failing PRs, or why they could not be listed.
 */
export function groupOutcome(ci: Judged, members: readonly PullPart[] | GroupUnlisted | undefined): Judged {
  if (ci.outcome !== 'success' || members === undefined) return ci;
  if ('kind' in members) return { outcome: 'error', reason: members };
  if (members.length > 0) return { outcome: 'shared_head', reason: { kind: 'group-member-failing', failing: members } };
  return ci;
}
