/**
 * The rules a run applies around its writes, pure: whether the head read just before writing still
 * stands, what the PR's final outcome is once the writes on it are known (a tamper hold, a commit
 * another PR keeps from passing), and whether a merge GitHub did not answer is asked again.
 */
import type { CommitVerdict } from '../core/pure/commit-verdict.js';
import { passesCommit, type MergeAnswer, type Outcome, type Round } from './decide.js';
import type { Reason } from './reason.js';

/** Head moves noticed only when about to write: re-evaluate this many times, then let the next event decide. */
export const MAX_RESTARTS = 3;
/** Merge requests per round when GitHub does not answer (a 5xx or no answer): a refusal is never asked again. */
export const MERGE_TRIES = 3;

export interface BeforeWriting {
  mode: 'poll' | 'event';
  /** A merge was asked for in this round: its result speaks for the head it was asked for. */
  mergeAttempted: boolean;
  /** The PR as read just before writing. */
  state: string;
  headNow: string;
  /** The head the round judged. */
  judged: string;
  /** Re-evaluations so far in this run. */
  restart: number;
}

export type WriteGate =
  | { kind: 'write' }
  /** Closed or merged since the round looked: nothing is written. */
  | { kind: 'closed'; state: string }
  /** Event mode: the PR moved on; the new head's own event judges it. */
  | { kind: 'skip'; to: string }
  /** Poll mode: judge the new head. */
  | { kind: 'restart'; to: string }
  /** Poll mode: the head kept moving; the run cannot settle on one. */
  | { kind: 'give-up'; to: string; restarts: number };

/** Whether the round's outcome may be written on the PR as it now stands. */
export function beforeWriting(input: BeforeWriting): WriteGate {
  // After a merge attempt its result is reported for the head it was asked for, whatever happened since.
  if (input.mergeAttempted) return { kind: 'write' };
  if (input.state !== 'OPEN') return { kind: 'closed', state: input.state };
  if (input.headNow === input.judged) return { kind: 'write' };
  const to = input.headNow;
  if (input.mode === 'event') return { kind: 'skip', to };
  if (input.restart + 1 < MAX_RESTARTS) return { kind: 'restart', to };
  return { kind: 'give-up', to, restarts: MAX_RESTARTS };
}

/** An outcome with its reason. */
export interface Judged {
  outcome: Outcome;
  reason: Reason;
}

/**
 * The outcome once the writes on the PR are planned: a PR put on hold because mergexo's comments were
 * tampered with does not pass, whatever its checks say.
 */
export function afterTamper(judged: Judged, tampered: boolean): Judged {
  if (tampered && passesCommit(judged.outcome)) return { outcome: 'needs_human', reason: { kind: 'tampered' } };
  return judged;
}

/**
 * The outcome once the verdict on the commit is written: a PR that succeeds on a commit another open PR
 * keeps from passing is a `shared_head`, naming the PRs that fail.
 */
export function afterCommit(judged: Judged, commit: CommitVerdict): Judged {
  if (commit.pass || judged.outcome !== 'success') return judged;
  return { outcome: 'shared_head', reason: { kind: 'shared-head', failing: commit.failing } };
}

/**
 * Whether a merge is asked again: only when GitHub did not answer (no status, or a 5xx), the PR is still
 * open and the round found it not merged. A refusal (405, 409) is GitHub's answer, never retried.
 */
export function retryMerge(answer: MergeAnswer, round: Round, open: boolean, attempt: number): boolean {
  const outage = !answer.ok && (answer.status === undefined || answer.status >= 500);
  return round.kind === 'done' && round.outcome === 'merge_failed' && outage && open && attempt < MERGE_TRIES;
}
