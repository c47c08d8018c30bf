/**
 * What a round's outcome does to the PR (pure): the state ci-wait remembers, the key that counts a round once,
 * and the plan of writes (findings, the hold, labels, the verdict) a transition makes.
 */
import { digestText } from '../../core/pure/fingerprint.js';
import { FAILED_ROUND, HANDS_OFF, type Outcome } from './decide.js';
import { reasonFacts, type Reason } from './reason.js';
import type { CheckItem } from './selection.js';
import { hasLabel } from '../../core/pure/labels.js';
/**
 * What ci-wait remembers about a PR, in its verdict checks and in the marker of its newest comment that asks
 * something (a finding or the hold; `./state.ts`). A PR with neither has no failed round to remember.
 */
export interface CiWaitState {
  /** Failed rounds counted so far. */
  attempts: number;
  /** The last counted round, so the same round seen twice is counted once. */
  lastRound?: string;
  outcome?: Outcome;
  head?: string;
  /** The needs-human label was applied; ci-wait acts again once a human removes it. */
  held?: boolean;
  /** How many times the PR was put on hold (names the needs-human comment). */
  holds?: number;
  /**
   * How many signs of tampering with mergexo's comments (edited or deleted by someone else) the PR
   * showed when this state was written: more than this means a comment may have been removed to
   * reset the count, and the PR goes on hold.
   */
  seen?: number;
}

/**
 * A round's identity: the same observation twice (a re-run of the same event, a run resumed
 * after a crash) gives the same key, so it is counted and commented once. A CI re-run that fails
 * again has new check run ids, so it is a new round; a merge refused for another cause (another
 * status or answer from GitHub) is a new round too. Only facts count: never the words they read in.
 */
export function roundKey(
  outcome: Outcome,
  head: string,
  detail: { failed?: readonly CheckItem[]; reason?: Reason } = {},
): string {
  switch (outcome) {
    case 'ci_failed':
      return `ci_failed:${head}:${digestText(
        (detail.failed ?? [])
          .map((c) => `${c.kind}:${c.id}`)
          .sort()
          .join(','),
      )}`;
    case 'merge_failed':
      return `merge_failed:${head}:${digestText(detail.reason ? reasonFacts(detail.reason) : '')}`;
    default:
      return `${outcome}:${head}`;
  }
}

export interface TransitionInput {
  outcome: Outcome;
  head: string;
  round: string;
  mergeableKnown: boolean;
  state: CiWaitState | undefined;
  labels: readonly string[];
  /** The needs-human comment of the current hold exists (it is written after the label). */
  holdCommentExists: boolean;
  /** Signs on the PR that someone else edited or deleted a comment of mergexo's (`PullView.tamperEvidence`). */
  tamperEvidence: number;
  /** Another action's open notice already reports this conflict (`src/core/pure/protocol/conflict-notice.ts`). */
  conflictReported: boolean;
  maxAttempts: number;
  failedLabel: string;
  conflictLabel: string;
  needsHumanLabel: string;
}

export interface TransitionPlan {
  next: CiWaitState;
  writeState: boolean;
  addLabels: string[];
  removeLabels: string[];
  /** Post (or refresh) the comment for this round's finding. */
  finding: boolean;
  /** Mark the earlier, still open findings as resolved or outdated. */
  resolveOthers: boolean;
  /** Post the needs-human comment of hold `next.holds`. */
  holdComment: boolean;
  /** The hold is because mergexo's comments were tampered with, whatever the round's outcome. */
  tampered: boolean;
  verdict: 'success' | 'failure' | undefined;
  /** Failed rounds counted after this one (the `attempt` output). */
  attempt: number;
}

/**
 * Outcomes with a finding comment: every failed round asks the author to act, and its comment is
 * where the count of failed rounds lives. A `timeout` asks too: a check that never finished (or a
 * PR whose mergeability GitHub never computed) needs the author to re-run or fix it.
 */
const FINDINGS: ReadonlySet<Outcome> = new Set(['ci_failed', 'conflict', 'merge_failed', 'timeout']);

/** Whether two states agree on what decides later rounds (the outcome and head are only reported). */
function sameState(a: CiWaitState | undefined, b: CiWaitState): boolean {
  if (!a) return false;
  const keys: (keyof CiWaitState)[] = ['attempts', 'lastRound', 'held', 'holds', 'seen'];
  return keys.every((k) => (a[k] ?? undefined) === (b[k] ?? undefined));
}

/**
 * The writes an outcome calls for. Labels follow the outcome (a green run removes
 * `ci-failed`), but only while mergeability is known; failed rounds are counted once each, and
 * the round that reaches `max-attempts` puts the PR on hold: label, one comment, then silence
 * until a human removes the label (which starts the count again).
 */
export function planTransition(input: TransitionInput): TransitionPlan {
  const { outcome, state, labels } = input;
  const hasHoldLabel = hasLabel(labels, input.needsHumanLabel);
  const nothing = (attempts: number): TransitionPlan => ({
    next: state ?? { attempts: 0 },
    writeState: false,
    addLabels: [],
    removeLabels: [],
    finding: false,
    resolveOthers: false,
    holdComment: false,
    tampered: false,
    verdict: undefined,
    attempt: attempts,
  });
  if (HANDS_OFF.has(outcome)) return nothing(state?.attempts ?? 0);
  if (outcome === 'needs_human') return { ...nothing(state?.attempts ?? 0), verdict: 'failure' };

  // A hold whose label is gone was lifted by a human once its comment was posted; without the
  // comment, the run that put it on hold was cut short and this run finishes it.
  const lifted = state?.held === true && !hasHoldLabel && input.holdCommentExists;
  const prior: CiWaitState = lifted
    ? { attempts: 0, holds: state?.holds, ...(state?.seen ? { seen: state.seen } : {}) }
    : (state ?? { attempts: 0 });
  // Fail closed: a comment of ours edited or deleted by someone else since the state was written
  // may have been the newest carrier of the count. The count cannot be trusted: a human decides.
  const tampered = outcome !== 'merged' && input.tamperEvidence > (prior.seen ?? 0);
  const failedRound = FAILED_ROUND.has(outcome);
  const counted = failedRound && input.round !== prior.lastRound;
  const attempts = prior.attempts + (counted ? 1 : 0);
  const resuming = prior.held === true;
  const hold = resuming || tampered || (failedRound && attempts >= input.maxAttempts);
  const holds = (prior.holds ?? 0) + (hold && !resuming ? 1 : 0);

  const next: CiWaitState = {
    attempts,
    ...(counted ? { lastRound: input.round } : prior.lastRound ? { lastRound: prior.lastRound } : {}),
    outcome,
    head: input.head,
    ...(hold ? { held: true } : {}),
    ...(holds > 0 ? { holds } : {}),
    ...(input.tamperEvidence > 0 ? { seen: Math.max(input.tamperEvidence, prior.seen ?? 0) } : {}),
  };
  const remember = state !== undefined || attempts > 0 || hold;

  const want = new Set<string>();
  const drop = new Set<string>();
  if (input.mergeableKnown) {
    if (outcome === 'ci_failed') {
      want.add(input.failedLabel);
      drop.add(input.conflictLabel);
    } else if (outcome === 'conflict') {
      want.add(input.conflictLabel);
      drop.add(input.failedLabel);
    } else {
      drop.add(input.failedLabel);
      drop.add(input.conflictLabel);
    }
  }
  if (hold) want.add(input.needsHumanLabel);

  return {
    next,
    writeState: remember && !sameState(state, next),
    addLabels: [...want].filter((l) => !hasLabel(labels, l)),
    removeLabels: [...drop].filter((l) => hasLabel(labels, l) && !hasLabel([...want], l)),
    finding: FINDINGS.has(outcome) && !(outcome === 'conflict' && input.conflictReported),
    resolveOthers: true,
    holdComment: hold,
    tampered,
    verdict: (outcome === 'success' || outcome === 'merged') && !hold ? 'success' : 'failure',
    attempt: attempts,
  };
}
