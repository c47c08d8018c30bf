/**
 * The wait's own rules, pure: what a round reads and when it stops waiting, what ci-wait may still do about a
 * branch update on a head, how long it pauses before looking again, and what a merge group's CI and members add
 * up to.
 */
import type { PullPart } from '../../core/pure/commit-verdict.js';
import { hasLabel } from '../../core/pure/labels.js';
import type { PolledPull } from '../../core/pure/view.js';
import { MERGEABILITY_ASKS, mergeabilityDelayMs, type BranchUpdate, type Round, type RoundPull } from './decide.js';
import type { Judged } from './decide-run.js';
import type { GroupUnlisted, Reason } from './reason.js';
import type { CheckItem } from './selection.js';

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

/**
 * The round's view of the polled PR: GitHub's mergeability as a boolean (`null` while it computes), held while it
 * carries the needs-human label (in any letter case), which stops ci-wait acting on it.
 */
export function roundPullOf(pr: PolledPull, needsHumanLabel: string): RoundPull {
  return {
    open: pr.state === 'OPEN',
    merged: pr.merged,
    head: pr.headSha,
    mergeable: pr.mergeable === 'MERGEABLE' ? true : pr.mergeable === 'CONFLICTING' ? false : null,
    mergeableState: pr.mergeableState,
    held: hasLabel(pr.labels, needsHumanLabel),
  };
}

/** The event's head is no longer the PR's at the first look: that head's own run decides, this one skips. */
export function movedOn(expectHead: string | undefined, head: string): Reason | undefined {
  return expectHead !== undefined && head !== expectHead ? { kind: 'moved-on', to: head } : undefined;
}

/** Checks are read only for a PR ci-wait still acts on: open, not merged, not on hold. */
export function readsChecks(pr: RoundPull): boolean {
  return pr.open && !pr.merged && !pr.held;
}

/** The base's required checks are read once, and only when nothing that did appear is still running. */
export function readsRequired(
  required: readonly string[] | undefined,
  counted: readonly Pick<CheckItem, 'result'>[],
): boolean {
  return required === undefined && counted.every((c) => c.result !== 'pending');
}

/** When the wait's limits fall: the run's start and the head's arrival, in the clock's milliseconds. */
export interface WaitTimes {
  now: number;
  /** The run began (the timeout counts from here). */
  startedAt: number;
  /** The head being judged was first seen (the grace period counts from here). */
  headSince: number;
  /** Mergeability asks on this head so far. */
  asks: number;
}

/** The limits a round is judged against: only poll mode waits, so only it runs out of grace or time. */
export function waitLimits(
  mode: 'poll' | 'event',
  times: WaitTimes,
  settings: { graceMs: number; timeoutMs: number },
): { graceOver: boolean; timedOut: boolean; mergeabilityExhausted: boolean; untilDeadlineMs: number | undefined } {
  const deadline = times.startedAt + settings.timeoutMs;
  const poll = mode === 'poll';
  return {
    graceOver: poll && times.now - times.headSince >= settings.graceMs,
    timedOut: poll && times.now >= deadline,
    mergeabilityExhausted: times.asks >= MERGEABILITY_ASKS,
    untilDeadlineMs: poll ? deadline - times.now : undefined,
  };
}

/** A merge refused after GitHub refused the branch update: the update's refusal is the cause to name. */
export function mergeReason(merged: Judged, update: BranchUpdate): Reason {
  return merged.outcome === 'merge_failed' && update.state === 'refused'
    ? { kind: 'merge-after-refused-update', merge: merged.reason, update: update.reason }
    : merged.reason;
}
