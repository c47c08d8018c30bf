import { sameLogin } from '../../core/pure/logins.js';
import type { PolledPull } from '../../core/pure/view.js';
import type { Reason, UpdateRefusal } from './reason.js';
import type { Selection } from './selection.js';

/**
 * Where a round ends. The contract's outcomes, plus the ones a careful user needs named:
 * `no_checks` (nothing to wait for appeared within the grace period), `needs_human` (the PR is
 * on hold, ci-wait leaves it alone), `pending` (event mode: not done yet, a later event decides),
 * `skipped` (the event is not about an open PR's current head), `error` (GitHub kept failing) and
 * `shared_head` (the PR itself is a success, but its head commit also heads another open PR that is
 * not, so the commit's check fails: a check counts for every PR on its commit).
 */
/** How ci-wait merges (GitHub's merge methods) and what it does when the base moves: settings, read by the rules. */
export type MergeMethod = 'merge' | 'squash' | 'rebase';
export type OnConflict = 'report' | 'update-branch';

export const OUTCOMES = [
  'success',
  'ci_failed',
  'conflict',
  'closed',
  'timeout',
  'merged',
  'merge_failed',
  'no_checks',
  'needs_human',
  'pending',
  'skipped',
  'error',
  'shared_head',
] as const;

export type Outcome = (typeof OUTCOMES)[number];

/** Outcomes that spend one of the PR's attempts: the author has something to fix. */
export const FAILED_ROUND: ReadonlySet<Outcome> = new Set(['ci_failed', 'conflict', 'timeout', 'merge_failed']);

/** Outcomes after which ci-wait writes nothing at all on the PR. */
export const HANDS_OFF: ReadonlySet<Outcome> = new Set(['closed', 'pending', 'skipped', 'error']);

/** Whether a PR with this outcome lets the commit it heads pass (src/core/pr/commit-verdict.ts). */
export function passesCommit(outcome: Outcome): boolean {
  return outcome === 'success' || outcome === 'merged';
}

/**
 * The step fails unless the outcome is one of these. A closed or merged PR passes: there is nothing left to
 * wait for, and a red step on every closed PR (a workflow subscribed to `closed`) says nothing.
 */
export const STEP_PASSES: ReadonlySet<Outcome> = new Set(['success', 'merged', 'closed', 'pending', 'skipped']);

// ---------------------------------------------------------------------------------------------
// One round of observation

export type BranchUpdate =
  /** ci-wait may still update the branch on this head. */
  | { state: 'available' }
  /** GitHub accepted the update; the head has not moved yet. */
  | { state: 'requested' }
  /** GitHub refused (or the per-run budget is spent): the reason is reported. */
  | { state: 'refused'; reason: UpdateRefusal };

/**
 * What a round reads of the PR: core's polled view (`src/core/pr/poll.ts`), narrowed to the facts
 * the rules use, with `mergeable` as a boolean (`null` while GitHub is still computing it) and
 * `held` derived from the needs-human label, which stops ci-wait acting on the PR.
 */
export type RoundPull = Pick<PolledPull, 'merged' | 'mergeableState'> & {
  open: boolean;
  head: string;
  mergeable: boolean | null;
  held: boolean;
};

export interface RoundInput {
  mode: 'poll' | 'event';
  pr: RoundPull;
  checks: Pick<Selection, 'counted' | 'missing'>;
  /** Poll mode: the grace period for checks to appear on this head has passed. */
  graceOver: boolean;
  /** Poll mode: `timeout-seconds` have passed since the wait began. */
  timedOut: boolean;
  /** Mergeability was re-asked as often as the backoff allows and is still unknown. */
  mergeabilityExhausted: boolean;
  branchUpdate: BranchUpdate;
  onConflict: OnConflict;
  merge: MergeMethod | undefined;
  allowNoChecks: boolean;
}

export type Round =
  | { kind: 'wait'; for: 'checks' | 'mergeability' | 'branch-update'; reason: Reason }
  | { kind: 'update-branch'; because: 'conflict' | 'behind' }
  | { kind: 'merge'; method: MergeMethod }
  | { kind: 'done'; outcome: Outcome; reason: Reason; mergeableKnown: boolean };

const done = (outcome: Outcome, reason: Reason, mergeableKnown: boolean): Round => ({
  kind: 'done',
  outcome,
  reason,
  mergeableKnown,
});

const names = (items: readonly { name: string }[]) => items.map((i) => i.name);

/**
 * The contract's transitions, read from one observation of the PR. A closed PR stops
 * everything; a PR on hold is left alone; a conflict is reported (or the base merged in) without
 * waiting for CI, which GitHub does not run on a conflicting PR anyway; otherwise every counted
 * check must finish, mergeability must be known, and only then is the PR a success (and merged,
 * when asked).
 */
export function decideRound(input: RoundInput): Round {
  const { pr, checks, mode } = input;
  const known = pr.mergeable !== null;
  if (pr.merged) return done('closed', { kind: 'merged-elsewhere' }, known);
  if (!pr.open) return done('closed', { kind: 'pull-closed' }, known);
  if (pr.held) return done('needs_human', { kind: 'on-hold' }, known);

  if (input.branchUpdate.state === 'requested') {
    if (input.timedOut) return done('timeout', { kind: 'update-timed-out' }, false);
    if (mode === 'event') return done('pending', { kind: 'update-in-flight' }, false);
    return { kind: 'wait', for: 'branch-update', reason: { kind: 'update-landing' } };
  }

  if (pr.mergeable === false) {
    if (input.onConflict === 'update-branch' && input.branchUpdate.state === 'available') {
      return { kind: 'update-branch', because: 'conflict' };
    }
    const refused = input.branchUpdate.state === 'refused' ? { refusal: input.branchUpdate.reason } : {};
    return done('conflict', { kind: 'conflict', ...refused }, true);
  }

  const pending = checks.counted.filter((c) => c.result === 'pending');
  const failed = checks.counted.filter((c) => c.result === 'failed');
  const nothingYet = checks.counted.length === 0 && !input.allowNoChecks;
  const stillExpecting = !input.graceOver && (checks.missing.length > 0 || nothingYet);
  if (pending.length > 0 || stillExpecting) {
    const running = names(pending);
    if (input.timedOut) {
      if (failed.length === 0) return done('timeout', { kind: 'checks-timed-out', running }, known);
    } else if (mode === 'event') {
      return done('pending', { kind: 'checks-running', running, failedSoFar: failed.length }, known);
    } else {
      return { kind: 'wait', for: 'checks', reason: { kind: 'checks-running', running } };
    }
  }

  if (!known && !input.mergeabilityExhausted && !input.timedOut) {
    return { kind: 'wait', for: 'mergeability', reason: { kind: 'mergeability-unknown' } };
  }
  if (failed.length > 0) {
    return done('ci_failed', { kind: 'checks-failed', failed: names(failed), stillRunning: pending.length }, known);
  }
  if (checks.counted.length === 0 && !input.allowNoChecks) {
    return done('no_checks', { kind: 'no-checks-appeared' }, known);
  }
  if (checks.missing.length > 0) {
    return done('no_checks', { kind: 'required-missing', missing: [...checks.missing] }, known);
  }
  if (!known) return done('timeout', { kind: 'mergeability-never-known' }, false);

  if (input.merge) {
    if (
      pr.mergeableState === 'behind' &&
      input.onConflict === 'update-branch' &&
      input.branchUpdate.state === 'available'
    ) {
      return { kind: 'update-branch', because: 'behind' };
    }
    return { kind: 'merge', method: input.merge };
  }
  return done('success', { kind: 'passed', checks: checks.counted.length }, true);
}

/** Re-asking mergeability: 2, 4, 8, 16, 32, 32 s, then it is reported as unknown. */
export const MERGEABILITY_ASKS = 6;

export function mergeabilityDelayMs(asked: number): number {
  return Math.min(2000 * 2 ** asked, 32_000);
}

// ---------------------------------------------------------------------------------------------
// The merge result

export type MergeAnswer =
  { ok: true; merged: boolean; message: string } | { ok: false; status: number | undefined; message: string };

/** The PR as polled after a merge request (`decideMergeResult` believes it, not the answer). */
export type PullAfterMerge = Pick<PolledPull, 'merged' | 'mergedBy'> & { open: boolean };

/**
 * A merge is `merged` only when the PR itself says it was merged by us; GitHub's answer alone is
 * not trusted, and an answer lost on the wire does not hide a merge that happened.
 */
export function decideMergeResult(answer: MergeAnswer, after: PullAfterMerge, viewer: string): Round {
  if (after.merged) {
    // Both logins are REST's (`name[bot]` for an App): a user who holds the bot's bare name is someone else.
    const byViewer = after.mergedBy !== null && sameLogin(after.mergedBy, viewer);
    if ((answer.ok && answer.merged) || byViewer) {
      return done(
        'merged',
        answer.ok ? { kind: 'merged', message: answer.message } : { kind: 'merged-by-token' },
        true,
      );
    }
    return done('closed', { kind: 'merged-by-other', by: after.mergedBy }, true);
  }
  if (!after.open) return done('closed', { kind: 'pull-was-closed' }, true);
  if (answer.ok) {
    return done(
      'merge_failed',
      answer.merged ? { kind: 'merge-claimed-open' } : { kind: 'merge-declined', message: answer.message },
      true,
    );
  }
  return done('merge_failed', { kind: 'merge-refused', status: answer.status, message: answer.message }, true);
}
