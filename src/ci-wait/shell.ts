/**
 * ci-wait's shell: read -> decide -> write, with a `ShellContext`. It polls the PR through core's
 * `PullPoller` and the head's checks (`./commit-checks.ts`) until `decideRound` says the round is done,
 * then reads the PR once through the gateway (`readPull`) and writes what `planTransition` calls for
 * through core's writers: state, labels, comments, and last the verdict check through
 * `writeCommitVerdict` (the per-commit rule).
 *
 * A commit can head several open PRs: the check on it is written as a success only when every other
 * open PR with that head passes too. The others are looked at once (event mode, no waiting for CI)
 * and read-only: no merge, no branch update, no label or comment. Their own runs (their
 * `pull_request` events, or the completion event of the commit, which names them all) do those
 * writes, which spend their attempts and may merge them: not a side effect of another PR's run.
 *
 * merge_group: what counts in the queue is the CI of the queue's own commit, the base plus the PRs
 * ahead plus this PR, not the CI each PR passed on its own head. So ci-wait waits for the checks on
 * the group commit (`merge_group.head_sha`) with the same rules as on a PR head, plus the base
 * branch's required checks that have not appeared; the same grace period, timeout and
 * `allow-no-checks`. It answers with `mergexo/ci-wait` on the group commit. The group branch is the
 * queue's, read-only: ci-wait writes no label or comment, merges nothing and updates no branch there
 * (the queue merges the group itself, and drops a PR whose group fails).
 */
import { ConfigurationError, UndecidableError, errorMessage } from '../core/errors.js';
import { recordVerdictApp } from '../core/identity.js';
import { mergeGroupBase, mergeGroupPullNumber, pullsAheadInQueue, type MergeGroupEvent } from '../core/merge-group.js';
import { writeVerdict } from '../core/pr/checks.js';
import { deleteOwnComment, setRider, upsertComment } from '../core/pr/comments.js';
import {
  failingNames,
  sharedHeadLine,
  writeCommitVerdict,
  type CommitVerdict,
  type PullPart,
} from '../core/pr/commit-verdict.js';
import { addLabel, removeLabel } from '../core/pr/labels.js';
import { PullPoller } from '../core/pr/poll.js';
import { readHead, readPull } from '../core/pr/read.js';
import type { RequiredChecks } from '../core/pr/required-checks.js';
import { changed, markOn, noChange, setReadyMark, takeBackReadyMark, type MarkChange } from '../core/pr/ready-mark.js';
import { botless, findMarked } from '../core/pr/trust.js';
import { otherConflictNotice } from '../core/pr/conflict-notice.js';
import type { PolledPull, PullView } from '../core/pr/view.js';
import type { RunContext } from '../core/run-context.js';
import type { ShellContext } from '../core/shell.js';
import { CommitChecks } from './commit-checks.js';
import {
  decideMergeResult,
  decideReady,
  decideRound,
  HANDS_OFF,
  MERGEABILITY_ASKS,
  mergeabilityDelayMs,
  passesCommit,
  planTransition,
  roundKey,
  type BranchUpdate,
  type MergeAnswer,
  type Outcome,
  type RoundPull,
  type TransitionPlan,
} from './decide.js';
import {
  bodyWithoutMarker,
  findingText,
  holdText,
  keptMoving,
  LOG,
  OTHER_UNJUDGED,
  otherPullFails,
  resolvedText,
  sharedHeadTitle,
  verdictSummary,
  verdictTitle,
  groupCheckSummary,
  groupMemberFails,
  groupUnnamed,
  type MessageContext,
} from './messages.js';
import type { Reason, UpdateRefusal } from './reason.js';
import { closedReport, type GroupReport, type PullRunReport, type ReadyReport } from './report.js';
import {
  isMergexoCheck,
  noSelection,
  selectChecks,
  type CheckItem,
  type RawCheckRun,
  type Selection,
} from './selection.js';
import type { CiWaitSettings, MergeMethod } from './settings.js';
import {
  ACTION,
  countMarker,
  findingHead,
  findingMarker,
  holdCommentPosted,
  holdMarker,
  legacyStateComment,
  newestCarrier,
  openFindings,
  readState,
  withState,
} from './state.js';
import { targetsOf } from './targets.js';

/**
 * What each PR was found to be in this run, by number, and on which head: one map serves the whole
 * run, so a PR judged for an earlier PR of the same event is not judged again (event mode names
 * every PR on the commit).
 */
type JudgedInRun = Map<number, { head: string; part: PullPart }>;

/** One run of ci-wait: the shell context, the readers it polls with (one ETag cache each) and what it judged. */
interface Run {
  ctx: ShellContext;
  poller: PullPoller;
  checks: CommitChecks;
  /** When the run began, on `ctx.clock`: the timeout counts from here. */
  startedAt: number;
  detailsUrl: string | undefined;
  judged: JudgedInRun;
}

function startRun(ctx: ShellContext, startedAt: number, detailsUrl: string | undefined): Run {
  return {
    ctx,
    poller: new PullPoller(ctx.github, ctx.repo),
    checks: new CommitChecks(ctx.github, ctx.repo, ctx.log),
    startedAt,
    detailsUrl,
    judged: new Map(),
  };
}

interface Evaluation {
  outcome: Outcome;
  reason: Reason;
  mergeableKnown: boolean;
  pr: PolledPull;
  head: string;
  selection: Selection;
  failed: CheckItem[];
  pending: CheckItem[];
  /** Set when a merge was attempted. */
  mergeMethod?: MergeMethod;
  /** Why updating the branch failed, when it was tried and refused. */
  updateRefusal?: UpdateRefusal;
  notes: string[];
}

/** After GitHub accepts a branch update, the head should move within this long. */
const UPDATE_LANDING_MS = 60_000;
const UPDATE_POLL_MS = 2_000;
/** Branch updates per run: each starts CI anew, so a PR that keeps conflicting is not updated forever. */
const MAX_BRANCH_UPDATES = 2;
const MERGE_TRIES = 3;
/** Head moves noticed only when about to write: re-evaluate this many times, then let the next event decide. */
const MAX_RESTARTS = 3;
const ANNOTATED_CHECKS = 5;
const ANNOTATIONS_PER_CHECK = 5;

// ---------------------------------------------------------------------------------------------
// The run: which PRs the event is about, each from first observation to the last write

/** What a PR event's run found: a report per PR judged, or why none was. */
export interface PullsReport {
  reports: PullRunReport[];
  skipped?: string;
}

/** Judges the PRs the event is about (poll mode: the event's PR; event mode: the PRs heading its commit). */
export async function runPulls(
  ctx: ShellContext,
  settings: CiWaitSettings,
  event: RunContext,
  startedAt: number,
  detailsUrl: string | undefined,
): Promise<PullsReport> {
  const targets = await targetsOf(ctx, event);
  if (targets.mode === 'poll' && targets.closed) return { reports: [closedReport(targets.numbers[0] as number)] };
  if (targets.mode === 'event' && targets.skip) {
    const skipped = LOG.nothingToJudge(targets.skip);
    ctx.log.info(skipped);
    return { reports: [], skipped };
  }
  if (targets.mode === 'event' && targets.numbers.length === 0) ctx.log.info(LOG.noPullOnHead(targets.sha));
  const run = startRun(ctx, startedAt, detailsUrl);
  const reports: PullRunReport[] = [];
  for (const number of targets.numbers) {
    const expectHead = targets.mode === 'event' ? targets.sha : undefined;
    reports.push(await runPullRequest(run, settings, number, targets.mode, expectHead));
  }
  return { reports };
}

function report(
  evaluation: Evaluation,
  number: number,
  attempt: number | undefined,
  outcome?: Outcome,
  reason?: Reason,
): PullRunReport {
  const final = outcome ?? evaluation.outcome;
  return {
    number,
    outcome: final,
    reason: reason ?? evaluation.reason,
    head: evaluation.head,
    attempt: attempt ?? 0,
    attemptKnown: attempt !== undefined,
    selection: evaluation.selection,
    failedChecks:
      final === 'ci_failed'
        ? evaluation.failed.map((c) => ({ name: c.name, conclusion: c.conclusion, url: c.url }))
        : [],
  };
}

async function withAnnotations(run: Run, failed: CheckItem[]): Promise<CheckItem[]> {
  let budget = ANNOTATED_CHECKS;
  const out: CheckItem[] = [];
  for (const check of failed) {
    if (check.kind === 'check_run' && check.annotationsCount > 0 && budget > 0) {
      budget--;
      const lines = await run.checks.annotations(check.id, ANNOTATIONS_PER_CHECK);
      out.push({ ...check, output: [...check.output, ...lines] });
    } else {
      out.push(check);
    }
  }
  return out;
}

/** One PR from first observation to the last write. */
async function runPullRequest(
  run: Run,
  settings: CiWaitSettings,
  number: number,
  mode: 'poll' | 'event',
  expectHead: string | undefined,
): Promise<PullRunReport> {
  const { ctx } = run;
  if (mode === 'poll' && markOn(settings.ready)) await takeBackFirst(run, settings, number);
  for (let restart = 0; ; restart++) {
    const evaluation = await evaluatePullRequest(run, settings, number, mode, expectHead);
    if (HANDS_OFF.has(evaluation.outcome)) return report(evaluation, number, undefined);
    if (evaluation.outcome === 'ci_failed') evaluation.failed = await withAnnotations(run, evaluation.failed);

    const view = await readPull(ctx.github, ctx.repo, number);
    if (view.unnamedDeletions) ctx.log.info(LOG.unnamedDeletions(view.unnamedDeletions));
    // After a merge attempt its result is reported for the head it was asked for, whatever happened since.
    if (evaluation.mergeMethod === undefined) {
      if (view.state !== 'OPEN') {
        return report(evaluation, number, undefined, 'closed', { kind: 'closed-meanwhile', state: view.state });
      }
      if (view.headSha !== evaluation.head) {
        const to = view.headSha;
        if (mode === 'event')
          return report(evaluation, number, undefined, 'skipped', { kind: 'moved-before-verdict', to });
        if (restart + 1 < MAX_RESTARTS) {
          ctx.log.info(LOG.headMovedBeforeVerdict(to));
          continue;
        }
        throw new UndecidableError(keptMoving(number, to, MAX_RESTARTS));
      }
    }
    const plan = await writeOutcome(ctx, view, settings, evaluation);
    // A PR put on hold because mergexo's comments were tampered with does not pass, whatever its checks say.
    if (plan.tampered && passesCommit(evaluation.outcome)) {
      evaluation.outcome = 'needs_human';
      evaluation.reason = { kind: 'tampered' };
    }
    remember(run, number, evaluation.head, evaluation.outcome);
    if (!plan.verdict) return report(evaluation, number, plan.attempt);
    const commit = await writeVerdictOnCommit(run, settings, number, evaluation, plan, view.viewer);
    const shared = !commit.pass && evaluation.outcome === 'success';
    const outcome = shared ? 'shared_head' : evaluation.outcome;
    const done = shared
      ? report(evaluation, number, plan.attempt, 'shared_head', { kind: 'shared-head', failing: commit.failing })
      : report(evaluation, number, plan.attempt);
    // The mark comes last: it speaks of the verdict just written, and it notifies reviewers.
    if (outcome === 'merged' || !markOn(settings.ready)) return done;
    return { ...done, ready: await markReady(run, settings, view, evaluation, outcome) };
  }
}

// ---------------------------------------------------------------------------------------------
// The ready mark (src/core/pr/ready-mark.ts): set only on a landable head, taken back otherwise

/**
 * A push's run takes the mark back before it waits: the mark belongs to the head it was set on, and the
 * new head has no success of ci-wait's own yet. A re-run on a head ci-wait already passed leaves it (the
 * run ends by judging that head again), so a marked, still-good PR sees no write.
 */
async function takeBackFirst(run: Run, settings: CiWaitSettings, number: number): Promise<void> {
  const { ctx } = run;
  const view = await readPull(ctx.github, ctx.repo, number);
  if (view.state !== 'OPEN') return;
  const standing = await standingVerdict(run, settings, view.headSha, view.viewer);
  if (standing?.conclusion === 'success') return;
  const change = await takeBackReadyMark(ctx.github, ctx.repo, view, settings.ready);
  if (changed(change)) ctx.log.info(LOG.readyTakenBack(view.headSha, change, ctx.repo.owner, [{ kind: 'new-head' }]));
}

/**
 * Sets the mark when the rule says the head can land and the head still stands, else takes it back.
 * Reviewers are asked only after the head was read again; a head that moved during the write has the
 * mark taken back at once (the new head's own run judges it).
 */
async function markReady(
  run: Run,
  settings: CiWaitSettings,
  view: PullView,
  evaluation: Evaluation,
  outcome: Outcome,
): Promise<ReadyReport> {
  const { ctx } = run;
  const { head } = evaluation;
  const judged = outcome === 'success';
  const runs = judged ? await run.checks.checkRuns(head) : [];
  const required: RequiredChecks = judged
    ? await run.checks.requiredSet(evaluation.pr.baseRef)
    : { known: true, checks: [] };
  // A status is read only when a required check is none of the head's check runs (statuses are the rarer kind).
  const names = new Set(runs.map((r) => r.name));
  const needStatuses = required.known && required.checks.some((c) => !isMergexoCheck(c.name, '') && !names.has(c.name));
  const statuses = needStatuses ? await run.checks.statuses(head) : [];
  const decision = decideReady({
    outcome,
    mergeableState: evaluation.pr.mergeableState,
    isDraft: view.isDraft,
    draftMode: settings.ready.modes.includes('draft'),
    labels: view.labels,
    blockingLabels: [
      settings.failedLabel,
      settings.conflictLabel,
      settings.needsHumanLabel,
      ...settings.readyBlockingLabels,
    ],
    runs,
    statuses,
    required,
    // The job running ci-wait is still running while it marks; a requirement on it is the job's own business.
    selfNames: evaluation.selection.excluded.filter((e) => e.reason === 'self').map((e) => e.item.name),
    checkName: settings.checkName,
    viewer: view.viewer,
  });
  let blocks = decision.blocks;
  let change: MarkChange = noChange();
  if (decision.ready) {
    const before = await readHead(ctx.github, ctx.repo, view.number);
    if (before.headSha !== head || !before.open) blocks = [{ kind: 'head-moved', to: before.headSha }];
  }
  if (blocks.length === 0) {
    change = await setReadyMark(ctx.github, ctx.repo, view, settings.ready);
    if (changed(change)) {
      const after = await readHead(ctx.github, ctx.repo, view.number);
      if (after.headSha !== head) blocks = [{ kind: 'head-moved', to: after.headSha }];
      else ctx.log.info(LOG.readySet(head, change, ctx.repo.owner));
    }
  }
  if (blocks.length > 0) {
    const back = await takeBackReadyMark(ctx.github, ctx.repo, view, settings.ready);
    if (changed(back)) ctx.log.info(LOG.readyTakenBack(head, back, ctx.repo.owner, blocks));
    else ctx.log.info(LOG.notReady(head, blocks));
    return { marked: false, blocks, change: back };
  }
  return { marked: true, blocks: [], change };
}

// ---------------------------------------------------------------------------------------------
// The wait

/** The round's view of the polled PR (`RoundPull`). */
function roundPull(pr: PolledPull, held: boolean): RoundPull {
  return {
    open: pr.state === 'OPEN',
    merged: pr.merged,
    head: pr.headSha,
    mergeable: pr.mergeable === 'MERGEABLE' ? true : pr.mergeable === 'CONFLICTING' ? false : null,
    mergeableState: pr.mergeableState,
    held,
  };
}

/**
 * Watches one PR until its outcome is decided: polls (ETag) at `interval-seconds` in poll mode,
 * looks once in event mode. A head that moves restarts the evaluation on the new head (the
 * grace period too; the timeout counts from the run's start).
 */
async function evaluatePullRequest(
  run: Run,
  settings: CiWaitSettings,
  number: number,
  mode: 'poll' | 'event',
  expectHead?: string,
): Promise<Evaluation> {
  const { poller, checks } = run;
  const { clock, log } = run.ctx;
  const deadline = run.startedAt + settings.timeoutMs;
  const notes: string[] = [];
  let head: string | undefined;
  let headSince = 0;
  let asks = 0;
  let update: BranchUpdate = { state: 'available' };
  let updateAt = 0;
  let updates = 0;
  let required: string[] | undefined;
  let lastWait = '';

  for (;;) {
    const pr = await poller.pull(number);
    if (head === undefined && expectHead !== undefined && pr.headSha !== expectHead) {
      return skippedEvaluation(pr, { kind: 'moved-on', to: pr.headSha });
    }
    if (pr.headSha !== head) {
      if (head !== undefined) {
        const note = LOG.headMovedDuringWait(head, pr.headSha);
        notes.push(note);
        log.info(note);
      }
      head = pr.headSha;
      headSince = clock.now();
      asks = 0;
      update =
        updates >= MAX_BRANCH_UPDATES
          ? { state: 'refused', reason: { kind: 'updates-spent', updates } }
          : { state: 'available' };
    }
    const held = pr.labels.includes(settings.needsHumanLabel);
    const seen = roundPull(pr, held);
    const active = seen.open && !seen.merged && !held;
    const [runs, statuses] = active ? await Promise.all([checks.checkRuns(head), checks.statuses(head)]) : [[], []];
    let selection = selectChecks(runs, statuses, required ?? [], settings);
    // Required checks only matter once nothing that did appear is still running: read them then, once.
    if (active && required === undefined && selection.counted.every((c) => c.result !== 'pending')) {
      required = await checks.requiredChecks(pr.baseRef);
      selection = selectChecks(runs, statuses, required, settings);
    }
    const now = clock.now();
    if (update.state === 'requested' && now - updateAt >= UPDATE_LANDING_MS) {
      update = { state: 'refused', reason: { kind: 'update-did-not-land' } };
    }
    const round = decideRound({
      mode,
      pr: seen,
      checks: selection,
      graceOver: mode === 'poll' && now - headSince >= settings.graceMs,
      timedOut: mode === 'poll' && now >= deadline,
      mergeabilityExhausted: asks >= MERGEABILITY_ASKS,
      branchUpdate: update,
      onConflict: settings.onConflict,
      merge: settings.merge,
      allowNoChecks: settings.allowNoChecks,
    });
    const result = (outcome: Outcome, reason: Reason, mergeableKnown: boolean, after = pr): Evaluation => ({
      outcome,
      reason,
      mergeableKnown,
      pr: after,
      head: head as string,
      selection,
      failed: selection.counted.filter((c) => c.result === 'failed'),
      pending: selection.counted.filter((c) => c.result === 'pending'),
      ...(update.state === 'refused' ? { updateRefusal: update.reason } : {}),
      notes,
    });

    switch (round.kind) {
      case 'done':
        return result(round.outcome, round.reason, round.mergeableKnown);
      case 'wait': {
        let delay =
          round.for === 'mergeability'
            ? mergeabilityDelayMs(asks++)
            : round.for === 'branch-update'
              ? UPDATE_POLL_MS
              : settings.intervalMs;
        if (mode === 'poll') delay = Math.min(delay, Math.max(0, deadline - now));
        // The wait is said once, not at every poll: a line is logged when it would read differently.
        const line = LOG.waiting(round.reason);
        if (line !== lastWait) log.info(line);
        lastWait = line;
        await clock.sleep(delay);
        break;
      }
      case 'update-branch': {
        updates++;
        log.info(LOG.updatingBranch(pr.baseRef, head, round.because));
        update = await updateBranch(run.ctx, number, head);
        updateAt = clock.now();
        if (update.state === 'requested') notes.push(LOG.branchUpdated(pr.baseRef, head));
        break;
      }
      case 'merge': {
        // Observe mode merges nothing: the PR passed, and the summary says enforcement would have merged it.
        if (run.ctx.github.observing) {
          notes.push(LOG.wouldMerge(number, head, round.method));
          return result('success', { kind: 'passed', checks: selection.counted.length }, true);
        }
        const merged = await mergePullRequest(run, number, head, round.method);
        // A merge refused after the branch update was refused: the update's refusal is the cause to name.
        const reason: Reason =
          merged.outcome === 'merge_failed' && update.state === 'refused'
            ? { kind: 'merge-after-refused-update', merge: merged.reason, update: update.reason }
            : merged.reason;
        return { ...result(merged.outcome, reason, true, merged.after), mergeMethod: round.method };
      }
    }
  }
}

function skippedEvaluation(pr: PolledPull, reason: Reason): Evaluation {
  return {
    outcome: 'skipped',
    reason,
    mergeableKnown: false,
    pr,
    head: pr.headSha,
    selection: noSelection(),
    failed: [],
    pending: [],
    notes: [],
  };
}

/** Merges the base into the head with `expected_head_sha`: never a rebase, never a moved head. */
async function updateBranch(ctx: ShellContext, number: number, head: string): Promise<BranchUpdate> {
  // Observe mode (src/core/enforcement.ts) updates no branch: the round ends on what it found.
  if (ctx.github.observing) return { state: 'refused', reason: { kind: 'observing' } };
  const answer = await ctx.github.updateBranch(ctx.repo, number, head);
  // The head moved under us: the next observation sees the new head and starts over.
  if (answer.kind !== 'refused') return { state: 'requested' };
  // The base changed a workflow file and the token may not write workflows (403): an answer about
  // this PR, reported on it with the fix, never a failed run.
  if (answer.reason === 'workflows') return { state: 'refused', reason: { kind: 'workflows', message: answer.said } };
  return { state: 'refused', reason: { kind: 'github', message: answer.said } };
}

async function mergeOnce(ctx: ShellContext, number: number, head: string, method: MergeMethod): Promise<MergeAnswer> {
  // GitHub's refusals (405, 409) are answers, not outages; 5xx are retried below, after looking at
  // whether the merge happened anyway.
  const answer = await ctx.github.merge(ctx.repo, number, head, method);
  return answer.kind === 'merged'
    ? { ok: true, merged: answer.merged, message: answer.said }
    : { ok: false, status: answer.status, message: answer.said };
}

/** Asks GitHub to merge, then believes the PR, not the answer. */
async function mergePullRequest(
  run: Run,
  number: number,
  head: string,
  method: MergeMethod,
): Promise<{ outcome: Outcome; reason: Reason; after: PolledPull }> {
  const { ctx } = run;
  for (let attempt = 1; ; attempt++) {
    ctx.log.info(LOG.merging(number, head, method));
    const answer = await mergeOnce(ctx, number, head, method);
    const after = await run.poller.pull(number);
    const clean = answer.ok && answer.merged && after.merged;
    // The token's own login, read only when a merge answer needs checking against the PR.
    const viewer = clean ? '' : (await readPull(ctx.github, ctx.repo, number)).viewer;
    const round = decideMergeResult(answer, { ...after, open: after.state === 'OPEN' }, viewer);
    const outage = !answer.ok && (answer.status === undefined || answer.status >= 500);
    if (
      round.kind === 'done' &&
      round.outcome === 'merge_failed' &&
      outage &&
      after.state === 'OPEN' &&
      attempt < MERGE_TRIES
    ) {
      ctx.log.info(LOG.mergeRetry(answer.ok ? '' : answer.message));
      await ctx.clock.sleep(1000 * 2 ** attempt);
      continue;
    }
    if (round.kind !== 'done') throw new Error('unreachable: a merge result is always final');
    return { outcome: round.outcome, reason: round.reason, after };
  }
}

// ---------------------------------------------------------------------------------------------
// The writes on the PR

/** Runs for one PR can overlap (a push while CI reports); comments they both create settle to one. */
const SETTLE = { settle: true };

/**
 * Writes what the outcome calls for on the PR itself, ordered so that a run killed after any write
 * converges when rerun: labels first, then the comments, which carry the state (a round is counted
 * once its finding, carrying the new count, exists). The verdict check comes last, from
 * `writeVerdictOnCommit`, once the other PRs on the same commit are known.
 *
 * The state rides on ci-wait's newest comment that asks something (`./state.ts`): the finding of
 * this round, or the hold, carries it from its creation; otherwise the newest carrier's marker is
 * edited when the state changed. Older findings resolved on the way shed their copy of the state.
 */
async function writeOutcome(
  ctx: ShellContext,
  view: PullView,
  settings: CiWaitSettings,
  evaluation: Evaluation,
): Promise<TransitionPlan> {
  const { github, repo } = ctx;
  const state = readState(view);
  const newest = newestCarrier(view);
  const { outcome, head, reason } = evaluation;
  const baseRef = evaluation.pr.baseRef;
  const round = roundKey(outcome, head, { failed: evaluation.failed, reason });
  const plan = planTransition({
    outcome,
    head,
    round,
    mergeableKnown: evaluation.mergeableKnown,
    state,
    labels: view.labels,
    holdCommentExists: holdCommentPosted(view, state?.holds),
    tamperEvidence: view.tamperEvidence.length,
    // One notice per conflict: rebase-notify's open notice for this base already tells the author,
    // unless ci-wait has its own for this round already, or GitHub refused an update ci-wait must explain.
    conflictReported:
      outcome === 'conflict' &&
      evaluation.updateRefusal === undefined &&
      findMarked(view, ACTION, 'finding', round) === undefined &&
      otherConflictNotice(view, ACTION, baseRef) !== undefined,
    maxAttempts: settings.maxAttempts,
    failedLabel: settings.failedLabel,
    conflictLabel: settings.conflictLabel,
    needsHumanLabel: settings.needsHumanLabel,
  });
  const words: MessageContext = {
    head,
    baseRef,
    headRef: evaluation.pr.headRef,
    attempt: plan.attempt,
    maxAttempts: settings.maxAttempts,
    failedLabel: settings.failedLabel,
    conflictLabel: settings.conflictLabel,
    needsHumanLabel: settings.needsHumanLabel,
    checkName: settings.checkName,
  };

  for (const label of plan.addLabels) await addLabel(github, repo, view, label);
  for (const label of plan.removeLabels) await removeLabel(github, repo, view, label);

  // Whether a comment written in this run carries the new state (then it is the newest carrier).
  let carried = false;
  const text = plan.finding ? findingText(words, evaluation) : undefined;
  if (text !== undefined) {
    const base = outcome === 'conflict' ? { base: baseRef } : {};
    await upsertComment(github, repo, view, findingMarker(round, true, { ...base, state: plan.next }), text, SETTLE);
    carried = true;
  }
  if (plan.resolveOthers) {
    for (const { comment, key, marker } of openFindings(view, text !== undefined ? round : undefined)) {
      const resolved = resolvedText(bodyWithoutMarker(comment.body), {
        outcome,
        head,
        sameHead: findingHead(key) === head,
      });
      // The newest carrier keeps the state when no newer comment takes it over in this run.
      const keeps = !carried && !plan.holdComment && comment.id === newest?.comment.id;
      const base = typeof marker.data?.base === 'string' ? { base: marker.data.base } : {};
      await upsertComment(
        github,
        repo,
        view,
        findingMarker(key, false, { ...base, ...(keeps ? { state: plan.next } : {}) }),
        resolved,
      );
      if (keeps) carried = true;
    }
  }
  if (plan.holdComment && plan.next.holds !== undefined) {
    const evidence = plan.tampered ? view.tamperEvidence : [];
    await upsertComment(github, repo, view, holdMarker(plan.next.holds, plan.next), holdText(words, evidence), SETTLE);
    carried = true;
  }
  // A state comment of an earlier version asks nothing: its state moves to a carrier, then it goes.
  const legacy = legacyStateComment(view);
  if (!carried && (plan.writeState || legacy !== undefined)) {
    const notice = otherConflictNotice(view, ACTION, baseRef);
    if (newest?.marker.kind === 'count') {
      await setRider(github, repo, newest.comment, countMarker(plan.next));
    } else if (newest) {
      const marker =
        newest.comment.markers.find((m) => m.action === ACTION && m.kind === newest.marker.kind) ?? newest.marker;
      const text = bodyWithoutMarker(newest.comment.body);
      await upsertComment(github, repo, view, withState(marker, plan.next), text);
    } else if (notice) {
      // A conflict rebase-notify already reports, on a PR with no ci-wait comment: the count rides on that notice.
      await setRider(github, repo, notice, countMarker(plan.next));
    } else if (plan.writeState) {
      ctx.log.info(LOG.countNotKept(plan.attempt));
    }
    carried = newest !== undefined || notice !== undefined;
  }
  if (legacy && carried) await deleteOwnComment(github, repo, view, legacy.id);

  return plan;
}

// ---------------------------------------------------------------------------------------------
// The verdict on the commit, for every open PR it heads

/** A PR's part for a verdict on `head`, from its outcome. */
function partOf(number: number, outcome: Outcome): PullPart {
  return passesCommit(outcome) ? { number, pass: true } : { number, pass: false, reason: otherPullFails(outcome) };
}

/** Records the PR's own outcome on `head`, for the other PRs of the same run (a merged PR is no longer open). */
function remember(run: Run, number: number, head: string, outcome: Outcome): void {
  if (outcome === 'merged') run.judged.delete(number);
  else run.judged.set(number, { head, part: partOf(number, outcome) });
}

/**
 * Another PR judged as it stands, once, on `head`: `undefined` when it is no longer open or no
 * longer on `head` (its own events judge its new head). Nothing is written on it.
 */
async function judgeOther(
  run: Run,
  settings: CiWaitSettings,
  number: number,
  head: string,
): Promise<PullPart | undefined> {
  const known = run.judged.get(number);
  if (known?.head === head) return known.part;
  const lookOnly: CiWaitSettings = { ...settings, merge: undefined, onConflict: 'report' };
  let part: PullPart | undefined;
  try {
    const evaluation = await evaluatePullRequest(run, lookOnly, number, 'event', head);
    part =
      evaluation.outcome === 'closed' || evaluation.outcome === 'skipped' || evaluation.head !== head
        ? undefined
        : partOf(number, evaluation.outcome);
  } catch (e) {
    if (e instanceof ConfigurationError) throw e;
    run.ctx.log.info(LOG.otherUnjudged(number, errorMessage(e)));
    part = { number, pass: false, reason: OTHER_UNJUDGED };
  }
  if (part) run.judged.set(number, { head, part });
  return part;
}

/**
 * The newest verdict check on the head, when this token's identity wrote it: a rerun that reaches the
 * same verdict leaves it standing. Read again just before writing (a conditional request: free when
 * nothing changed since the last look), so a verdict another run wrote meanwhile is seen.
 */
async function standingVerdict(
  run: Run,
  settings: CiWaitSettings,
  head: string,
  viewer: string,
): Promise<{ conclusion: string | null; title: string | null; app: string } | undefined> {
  const newest = (await run.checks.checkRuns(head))
    .filter((r) => r.name === settings.checkName)
    .reduce<RawCheckRun | undefined>((a, r) => (a === undefined || r.id > a.id ? r : a), undefined);
  if (newest?.status !== 'completed' || !newest.app || newest.app.toLowerCase() !== botless(viewer)) return undefined;
  return { conclusion: newest.conclusion, title: newest.title, app: newest.app };
}

/**
 * The verdict check on the PR head, which counts for every open PR with that head, written by core's
 * per-commit rule (`writeCommitVerdict`): the PR's own verdict when every PR on the commit passes or
 * the PR fails itself (a refusal is right for every PR on the commit: the others matter only to a
 * success), else a failure naming the PRs that keep the commit from passing. A rerun whose own
 * newest check already says the same writes nothing.
 */
async function writeVerdictOnCommit(
  run: Run,
  settings: CiWaitSettings,
  number: number,
  evaluation: Evaluation,
  plan: TransitionPlan,
  viewer: string,
): Promise<CommitVerdict> {
  const { github, repo } = run.ctx;
  const { outcome, head, reason } = evaluation;
  let writes = 0;
  const write = async (parts: readonly PullPart[], commit: CommitVerdict): Promise<void> => {
    const first = writes++ === 0;
    const conclusion = plan.verdict === 'success' && commit.pass ? 'success' : 'failure';
    const title =
      plan.verdict === 'success' && !commit.pass
        ? sharedHeadTitle(failingNames(commit.failing))
        : verdictTitle(outcome, reason);
    const standing = first ? await standingVerdict(run, settings, head, viewer) : undefined;
    if (standing?.conclusion === conclusion && standing.title === title) {
      // What branch protection and people read would not change; the verdict standing is this identity's.
      recordVerdictApp(standing.app);
      return;
    }
    const shared = sharedHeadLine(number, parts);
    const summary = verdictSummary({
      outcome,
      reason,
      head,
      attempt: plan.attempt,
      maxAttempts: settings.maxAttempts,
      selection: evaluation.selection,
      notes: evaluation.notes,
    });
    await writeVerdict(github, repo, {
      name: settings.checkName,
      headSha: head,
      conclusion,
      title,
      summary: shared ? `${shared}\n\n${summary}` : summary,
      ...(run.detailsUrl ? { detailsUrl: run.detailsUrl } : {}),
    });
  };
  const { commit } = await writeCommitVerdict(github, repo, {
    head,
    own: partOf(number, outcome),
    // A merged PR is no longer among the open PRs GitHub associates with its commit, so that answer
    // is known to be incomplete: an empty one sends the listing straight to every open PR.
    ...(outcome === 'merged' ? { listed: [] } : {}),
    othersOnlyIfOwnPasses: true,
    judgeOther: (other) => judgeOther(run, settings, other, head),
    write,
  });
  return commit;
}

// ---------------------------------------------------------------------------------------------
// merge_group

/** Polls the group commit until its checks decide, as poll mode does on a PR head. */
async function evaluateGroup(run: Run, settings: CiWaitSettings, group: MergeGroupEvent): Promise<GroupReport> {
  const { checks } = run;
  const { clock, log } = run.ctx;
  const head = group.headSha;
  const base = mergeGroupBase(group);
  const deadline = run.startedAt + settings.timeoutMs;
  let required: string[] | undefined;
  let lastWait = '';
  for (;;) {
    const [runs, statuses] = await Promise.all([checks.checkRuns(head), checks.statuses(head)]);
    let selection = selectChecks(runs, statuses, required ?? [], settings);
    if (required === undefined && selection.counted.every((c) => c.result !== 'pending')) {
      required = base ? await checks.requiredChecks(base) : [];
      selection = selectChecks(runs, statuses, required, settings);
    }
    const now = clock.now();
    // The queue built the commit and tests it as it is: it always "can merge", and nothing is merged here.
    const round = decideRound({
      mode: 'poll',
      pr: { open: true, merged: false, head, mergeable: true, mergeableState: 'clean', held: false },
      checks: selection,
      graceOver: now - run.startedAt >= settings.graceMs,
      timedOut: now >= deadline,
      mergeabilityExhausted: false,
      branchUpdate: { state: 'refused', reason: { kind: 'group-never-updated' } },
      onConflict: 'report',
      merge: undefined,
      allowNoChecks: settings.allowNoChecks,
    });
    if (round.kind === 'done') {
      const reason: Reason =
        round.outcome === 'success' ? { kind: 'group-passed', checks: selection.counted.length } : round.reason;
      return {
        outcome: round.outcome,
        reason,
        head,
        number: mergeGroupPullNumber(group.headRef),
        selection,
        failed: selection.counted.filter((c) => c.result === 'failed'),
      };
    }
    if (round.kind !== 'wait') throw new Error(`unreachable: a merge group round is never '${round.kind}'`);
    const line = LOG.waitingOnGroup(head, round.reason);
    if (line !== lastWait) log.info(line);
    lastWait = line;
    await clock.sleep(Math.min(settings.intervalMs, Math.max(0, deadline - now)));
  }
}

/**
 * Every PR the group lands, judged by ci-wait's own standing verdict on its current head: the PRs ahead in the
 * queue and the one the ref names. With "only merge non-failing pull requests" off, GitHub lands the PRs ahead
 * with a later group even when their own group failed, so a PR whose head ci-wait refuses (its CI failed, it is
 * on hold) fails every group that holds it. Returns the failing parts, or why the group's PRs are not known.
 */
async function judgeGroupMembers(
  run: Run,
  settings: CiWaitSettings,
  group: MergeGroupEvent,
  number: number | undefined,
): Promise<PullPart[] | string> {
  const { ctx } = run;
  if (number === undefined) return groupUnnamed(group.headRef);
  const base = mergeGroupBase(group);
  let ahead: number[];
  try {
    if (!base) return groupUnnamed(group.headRef);
    ahead = await pullsAheadInQueue(ctx.github, ctx.repo, base, number);
  } catch (e) {
    if (e instanceof ConfigurationError) throw e;
    return errorMessage(e);
  }
  const failing: PullPart[] = [];
  try {
    for (const member of [...ahead, number]) {
      const view = await readPull(ctx.github, ctx.repo, member);
      const standing =
        view.state === 'OPEN' ? await standingVerdict(run, settings, view.headSha, view.viewer) : undefined;
      const reason = groupMemberFails(view.state, view.headSha, standing?.conclusion);
      if (reason !== undefined) failing.push({ number: member, pass: false, reason });
    }
  } catch (e) {
    // A PR that cannot be read is not vouched for: the group fails, and the queue does not wait on it.
    if (e instanceof ConfigurationError) throw e;
    return errorMessage(e);
  }
  return failing;
}

/** Waits for the group commit's checks and answers with the verdict check on it. */
export async function runMergeGroup(
  ctx: ShellContext,
  settings: CiWaitSettings,
  group: MergeGroupEvent,
  startedAt: number,
  detailsUrl: string | undefined,
): Promise<GroupReport> {
  const run = startRun(ctx, startedAt, detailsUrl);
  const ci = await evaluateGroup(run, settings, group);
  // The group's own CI decides first; when it passes, every PR the group would land must pass too.
  let found = ci;
  if (ci.outcome === 'success') {
    const members = await judgeGroupMembers(run, settings, group, ci.number);
    if (typeof members === 'string') {
      found = { ...ci, outcome: 'error', reason: { kind: 'group-unlisted', error: members } };
    } else if (members.length > 0) {
      found = { ...ci, outcome: 'shared_head', reason: { kind: 'group-member-failing', failing: members } };
    }
  }
  await writeVerdict(ctx.github, ctx.repo, {
    name: settings.checkName,
    headSha: group.headSha,
    conclusion: found.outcome === 'success' ? 'success' : 'failure',
    title: verdictTitle(found.outcome, found.reason),
    summary: groupCheckSummary(found, group),
    ...(detailsUrl ? { detailsUrl } : {}),
  });
  return found;
}
