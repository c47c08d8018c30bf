import { digestText } from '../core/pure/fingerprint.js';
import { sameLogin } from '../core/pure/logins.js';
import { botless } from '../core/pure/trust.js';
import type { RequiredChecks } from '../core/pure/required-checks.js';
import type { PolledPull } from '../core/pure/view.js';
import { isMergexoCheckName } from '../core/pure/protocol/checks.js';
import { reasonFacts, type Reason, type UpdateRefusal } from './reason.js';
import type { CheckItem, Selection } from './selection.js';
import type { MergeMethod, OnConflict } from './settings.js';

/**
 * Where a round ends. The contract's outcomes, plus the ones a careful user needs named:
 * `no_checks` (nothing to wait for appeared within the grace period), `needs_human` (the PR is
 * on hold, ci-wait leaves it alone), `pending` (event mode: not done yet, a later event decides),
 * `skipped` (the event is not about an open PR's current head), `error` (GitHub kept failing) and
 * `shared_head` (the PR itself is a success, but its head commit also heads another open PR that is
 * not, so the commit's check fails: a check counts for every PR on its commit).
 */
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

// ---------------------------------------------------------------------------------------------
// What the outcome does to the PR

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
  const hasHoldLabel = labels.includes(input.needsHumanLabel);
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
    addLabels: [...want].filter((l) => !labels.includes(l)),
    removeLabels: [...drop].filter((l) => labels.includes(l) && !want.has(l)),
    finding: FINDINGS.has(outcome) && !(outcome === 'conflict' && input.conflictReported),
    resolveOthers: true,
    holdComment: hold,
    tampered,
    verdict: (outcome === 'success' || outcome === 'merged') && !hold ? 'success' : 'failure',
    attempt: attempts,
  };
}

// ---------------------------------------------------------------------------------------------
// A merge group: every PR it lands

/** Why a PR of a merge group fails the group, by ci-wait's standing verdict on its head; undefined: it passes. */
export type GroupMemberFailure = 'not-open' | 'unjudged' | 'refused';

/** Why a PR fails a commit or a merge group (its part's reason): facts only, `messages.ts` words them. */
export type PartReason =
  /** Its own outcome on the commit. */
  | { kind: 'outcome'; outcome: Outcome }
  /** GitHub did not answer while it was judged. */
  | { kind: 'unjudged' }
  /** A PR a merge group lands: in `state`, ci-wait's newest verdict on its `head` concluded `conclusion`. */
  | { kind: 'group-member'; failure: GroupMemberFailure; state: string; head: string; conclusion?: string | null };

/**
 * A PR the group would land passes only when ci-wait's own newest verdict on its current head is a success: a
 * head ci-wait refused (CI failed, on hold, a shared head) or never judged is not vouched for by the group's CI.
 */
export function groupMemberFailure(
  state: string,
  conclusion: string | null | undefined,
): GroupMemberFailure | undefined {
  if (state !== 'OPEN') return 'not-open';
  if (conclusion === undefined || conclusion === null) return 'unjudged';
  return conclusion === 'success' ? undefined : 'refused';
}

// ---------------------------------------------------------------------------------------------
// The ready mark: handed to reviewers only what can land

/** A check run on the head as the ready rule reads it (`RawCheckRun`'s fields it needs). */
export interface GateRun {
  id: number;
  name: string;
  status: string;
  conclusion: string | null;
  app: string | null;
  appId?: number | null;
}

/** A commit status on the head as the ready rule reads it (newest per context). */
export interface GateStatus {
  id: number;
  context: string;
  state: string;
}

/** One reason the PR is not marked ready. */
export type ReadyBlock =
  | { kind: 'outcome'; outcome: Outcome }
  | { kind: 'state'; state: string }
  | { kind: 'label'; label: string }
  /** A `mergexo/*` check that is not a success; `foreign`: written by another identity than this token's. */
  | { kind: 'gate'; name: string; result: string; foreign: boolean }
  /** A check the base requires (not a `mergexo/*` one) that is absent (`missing`) or not passing on the head. */
  | { kind: 'required'; name: string; result: string }
  /** The base's required checks could not be read: not knowing them is not vouching for them. */
  | { kind: 'required-unknown'; why: string }
  | { kind: 'head-moved'; to: string }
  /** A push's run, before it judges the new head: the mark belonged to the old one. */
  | { kind: 'new-head' };

export interface ReadyInput {
  /** The PR's final outcome on this head (`shared_head` when another PR on the commit fails). */
  outcome: Outcome;
  /** REST `mergeable_state` as last polled. */
  mergeableState: string;
  isDraft: boolean;
  /** The draft mode makes a draft ready; otherwise a draft cannot merge and is not marked. */
  draftMode: boolean;
  labels: readonly string[];
  blockingLabels: readonly string[];
  /** Every check run on the head (the rule picks the `mergexo/*` ones other than `checkName`). */
  runs: readonly GateRun[];
  /** The head's commit statuses: a required check may be a status. */
  statuses: readonly GateStatus[];
  /** What the base requires (rulesets and branch protection), or why it is not known. */
  required: RequiredChecks;
  /** Check names of the job running ci-wait (`selection`'s `self`): a requirement on them is not judged here. */
  selfNames?: readonly string[];
  checkName: string;
  /** The token's login: only check runs of its app are mergexo's own. */
  viewer: string;
}

/**
 * Mergeable states in which the PR cannot land as it is: it conflicts (`dirty`), the branch must be
 * updated first (`behind`: the base requires it up to date), or GitHub does not know (`unknown`: fail
 * closed). `blocked` is not among them: a missing required review is what the mark asks for.
 */
const UNLANDABLE_STATES: ReadonlySet<string> = new Set(['dirty', 'behind', 'unknown']);

/** The newest of `items` (GitHub's ids grow with time), or undefined. */
function newest<T extends { id: number }>(items: readonly T[]): T | undefined {
  return items.reduce<T | undefined>((a, x) => (a === undefined || x.id > a.id ? x : a), undefined);
}

const PASSING_RUN = new Set(['success', 'neutral', 'skipped']);

/**
 * A required check that is not mergexo's, as GitHub judges it: the newest check run of that name (of the
 * pinned App when the requirement names one), else the newest commit status of that context (a status
 * has no App, so it never satisfies a pinned requirement). `passed`, or what it is instead (`missing`).
 */
function requiredResult(name: string, appId: number | undefined, input: ReadyInput): string {
  const run = newest(input.runs.filter((r) => r.name === name && (appId === undefined || r.appId === appId)));
  if (run) {
    if (run.status !== 'completed') return run.status;
    return run.conclusion !== null && PASSING_RUN.has(run.conclusion) ? 'passed' : (run.conclusion ?? 'unknown');
  }
  const status = appId === undefined ? newest(input.statuses.filter((s) => s.context === name)) : undefined;
  if (status) return status.state === 'success' ? 'passed' : status.state;
  return 'missing';
}

/**
 * Whether the PR is marked ready for review: ci-wait's own success on its current head (green CI, GitHub's
 * test merge clean), a mergeable state in which it can land, no blocking label, every gate on the head
 * passing, and every check the base requires present and passing. A gate is a check run named `mergexo/*`
 * other than ci-wait's own: mergexo's own newest run of each name must be a success, and a run of another
 * identity never counts for a pass (a workflow can forge one) while one that is not a success still blocks (it
 * may be mergexo under another token; fail closed). A required gate that has not reported yet is a block, not a
 * pass: the mark speaks of what was judged, never of an absence. Required checks that cannot be read block too.
 */
export function decideReady(input: ReadyInput): { ready: boolean; blocks: ReadyBlock[] } {
  const blocks: ReadyBlock[] = [];
  if (input.outcome !== 'success') blocks.push({ kind: 'outcome', outcome: input.outcome });
  const state = input.mergeableState.toLowerCase();
  if (UNLANDABLE_STATES.has(state)) blocks.push({ kind: 'state', state });
  if (input.isDraft && !input.draftMode) blocks.push({ kind: 'state', state: 'draft' });
  const shown = new Map(input.labels.map((l) => [l.toLowerCase(), l]));
  for (const label of new Set(input.blockingLabels.map((l) => l.toLowerCase()))) {
    const found = shown.get(label);
    if (found !== undefined) blocks.push({ kind: 'label', label: found });
  }
  const self = botless(input.viewer);
  const gates = new Map<string, GateRun>();
  for (const run of input.runs) {
    if (!isMergexoCheckName(run.name) || run.name === input.checkName) continue;
    const foreign = !run.app || run.app.toLowerCase() !== self;
    const key = `${foreign ? 'foreign' : 'own'}:${run.name}`;
    const seen = gates.get(key);
    if (!seen || run.id > seen.id) gates.set(key, run);
  }
  for (const [key, run] of [...gates].sort(([a], [b]) => a.localeCompare(b))) {
    const passed = run.status === 'completed' && run.conclusion === 'success';
    if (passed) continue;
    const result = run.status === 'completed' ? (run.conclusion ?? 'unknown') : run.status;
    blocks.push({ kind: 'gate', name: run.name, result, foreign: key.startsWith('foreign:') });
  }
  if (!input.required.known) {
    blocks.push({ kind: 'required-unknown', why: input.required.why });
    return { ready: false, blocks };
  }
  const required = [...input.required.checks].sort((a, b) => a.name.localeCompare(b.name));
  for (const { name, appId } of required) {
    // ci-wait's own verdict is the outcome above, written on this head just before; its job is still running.
    if (name === input.checkName || input.selfNames?.includes(name)) continue;
    if (isMergexoCheckName(name)) {
      // Only mergexo's own run speaks for a gate; one that is there and not passing is listed above.
      if (!gates.has(`own:${name}`) && !blocks.some((b) => b.kind === 'gate' && b.name === name)) {
        blocks.push({ kind: 'gate', name, result: 'missing', foreign: false });
      }
      continue;
    }
    const result = requiredResult(name, appId, input);
    if (result !== 'passed') blocks.push({ kind: 'required', name, result });
  }
  return { ready: blocks.length === 0, blocks };
}
