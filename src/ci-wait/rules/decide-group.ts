/**
 * A merge group's round, pure: the queue built the group commit and tests it as it is, so it always "can merge",
 * is never updated and nothing is merged here; its verdict answers for every PR it lands (the PRs ahead in the
 * queue, first in line first, then the one its ref names), and a ref that names no PR, or a group without a base
 * to list the queue on, is not vouched for.
 */
import type { Outcome, RoundInput } from './decide.js';
import type { Reason } from './reason.js';

/** What a round on the group commit holds fixed: its view and what ci-wait may do about it. */
export function groupRound(
  head: string,
): Pick<RoundInput, 'mode' | 'pr' | 'branchUpdate' | 'onConflict' | 'merge' | 'mergeabilityExhausted'> {
  return {
    mode: 'poll',
    pr: { open: true, merged: false, head, mergeable: true, mergeableState: 'clean', held: false },
    mergeabilityExhausted: false,
    branchUpdate: { state: 'refused', reason: { kind: 'group-never-updated' } },
    onConflict: 'report',
    merge: undefined,
  };
}

/** Why the group's round ended: a pass is the group's own (with how many checks counted), else the round's. */
export function groupDoneReason(outcome: Outcome, reason: Reason, counted: number): Reason {
  return outcome === 'success' ? { kind: 'group-passed', checks: counted } : reason;
}

/** The check on the group commit, which heads no PR: it passes only on the group's success. */
export function groupConclusion(outcome: Outcome): 'success' | 'failure' {
  return outcome === 'success' ? 'success' : 'failure';
}

/** The PRs the group lands, in the order they are judged; undefined: they cannot be known (no PR, no base). */
export function groupQueue(
  number: number | undefined,
  base: string | undefined,
): { number: number; base: string } | undefined {
  return number !== undefined && base ? { number, base } : undefined;
}

/** The PRs ahead first, in the queue's order, then the one the ref names. */
export function groupMembers(ahead: readonly number[], number: number): number[] {
  return [...ahead, number];
}

/** The group's PRs are read only when its own CI passed: a failing group needs no more. */
export function readsMembers(ci: Outcome): boolean {
  return ci === 'success';
}

/** A member's standing verdict is read only while it is open: a closed or merged PR fails or passes on its state. */
export function readsStanding(state: 'OPEN' | 'CLOSED' | 'MERGED'): boolean {
  return state === 'OPEN';
}
