/**
 * GitHub's answers to the two writes a round may ask for, read as the rules need them: a branch update
 * (`BranchUpdate`) and a merge (`MergeAnswer`), and how long a merge GitHub did not answer waits before it is
 * asked again. The answers' shapes are the port's (`UpdateBranchOutcome`, `MergeOutcome`), restated here because
 * a rule imports no port.
 */
import type { BranchUpdate, MergeAnswer, PullAfterMerge } from './decide.js';

export type UpdateReply =
  | { kind: 'updated' }
  | { kind: 'head-moved'; said: string }
  | { kind: 'refused'; reason: 'workflows' | 'unprocessable'; said: string };

export type MergeReply =
  { kind: 'merged'; merged: boolean; said: string } | { kind: 'refused'; status: number | undefined; said: string };

/** Observe mode asks GitHub nothing: the update is refused as observing, and the round ends on what it found. */
export function observedUpdate(): BranchUpdate {
  return { state: 'refused', reason: { kind: 'observing' } };
}

/**
 * A branch update's answer: requested unless GitHub refused (a moved head is requested too: the next look sees
 * the new head and starts over); a refusal to write workflows (403) is an answer about this PR, with its fix.
 */
export function branchUpdateOf(reply: UpdateReply): BranchUpdate {
  if (reply.kind !== 'refused') return { state: 'requested' };
  if (reply.reason === 'workflows') return { state: 'refused', reason: { kind: 'workflows', message: reply.said } };
  return { state: 'refused', reason: { kind: 'github', message: reply.said } };
}

/** A merge's answer: GitHub's refusals (405, 409) are answers too, with their status. */
export function mergeAnswerOf(reply: MergeReply): MergeAnswer {
  return reply.kind === 'merged'
    ? { ok: true, merged: reply.merged, message: reply.said }
    : { ok: false, status: reply.status, message: reply.said };
}

/**
 * Whether the token's own login is read to check the PR after a merge: not when GitHub said it merged and the PR
 * shows it merged; every other answer is checked against who merged it.
 */
export function checksMerger(answer: MergeAnswer, after: Pick<PullAfterMerge, 'merged'>): boolean {
  return !(answer.ok && answer.merged && after.merged);
}

/** The pause before asking again for a merge GitHub did not answer: doubling from two seconds. */
export function mergeRetryDelayMs(attempt: number): number {
  return 1000 * 2 ** attempt;
}
