/**
 * ci-wait's shell, an orchestrator only: read -> decide -> apply, with a `ShellContext`. Each part lives
 * in a file named for it: the wait (`./wait.ts`: polls the PR through core's `PullPoller` and the head's
 * checks until `decideRound` says the round is done, merging or updating the branch through `./merge.ts`),
 * the writes on the PR (`./writes.ts`: what `planTransition` and `planCarrier` call for), the verdict on
 * the commit (`./verdict.ts`, through core's `writeCommitVerdict`), the ready mark (`./ready.ts`) and the
 * merge group (`./group.ts`). The rules between them are pure, in `./decide-run.ts`: whether the head
 * still stands before writing, and the outcome once the writes are known.
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
import { UndecidableError } from '../core/pure/errors.js';
import { githubWords } from '../core/pure/words.js';
import { writeVerdict } from '../core/pr/checks.js';
import { readPull } from '../core/pr/read.js';
import { markOn } from '../core/ready-mark/mark.js';
import type { RunContext } from '../core/run-context.js';
import type { ShellContext } from '../core/shell.js';
import { HANDS_OFF, type Outcome } from './rules/decide.js';
import type { CiWaitState } from './rules/decide-transition.js';
import { countUnreadableCheck, keptMoving, LOG } from './messages.js';
import { CountUnreadable, readCount } from './count.js';
import type { Reason } from './rules/reason.js';
import { closedReport, type PullRunReport } from './report.js';
import { ANNOTATIONS_PER_CHECK, checksToAnnotate, type CheckItem } from './rules/selection.js';
import type { CiWaitSettings } from './settings.js';
import { targetsOf } from './targets.js';
import { pushedBefore, runStart } from './rules/targets.js';
import { type Run, type Evaluation, startRun } from './run.js';
import { evaluatePullRequest } from './wait.js';
import { writeVerdictOnCommit, remember } from './verdict.js';
import { writeOutcome } from './writes.js';
import { takeBackFirst, markReady } from './ready.js';

import { afterCommit, afterTamper, beforeWriting } from './rules/decide-run.js';

export { runMergeGroup } from './group.js';

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
  const start = runStart(targets);
  if (start.kind === 'closed') return { reports: [closedReport(start.number)] };
  if (start.kind === 'skip') {
    const skipped = LOG.nothingToJudge(start.skip);
    ctx.log.info(skipped);
    return { reports: [], skipped };
  }
  if (targets.mode === 'event' && targets.numbers.length === 0) ctx.log.info(LOG.noPullOnHead(targets.sha));
  const run = startRun(ctx, startedAt, detailsUrl);
  const reports: PullRunReport[] = [];
  for (const number of start.numbers) {
    const before = pushedBefore(event.payload, number);
    reports.push(await runPullRequest(run, settings, number, targets.mode, start.expectHead, before));
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
  const annotated = new Set(checksToAnnotate(failed));
  const out: CheckItem[] = [];
  for (const check of failed) {
    if (annotated.has(check)) {
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
  before: string | undefined,
): Promise<PullRunReport> {
  const { ctx } = run;
  if (mode === 'poll' && markOn(settings.ready)) await takeBackFirst(run, settings, number);
  for (let restart = 0; ; restart++) {
    const evaluation = await evaluatePullRequest(run, settings, number, mode, expectHead);
    if (HANDS_OFF.has(evaluation.outcome)) return report(evaluation, number, undefined);
    if (evaluation.outcome === 'ci_failed') evaluation.failed = await withAnnotations(run, evaluation.failed);

    const view = await readPull(ctx.github, ctx.repo, number);
    if (view.unnamedDeletions) ctx.log.info(LOG.unnamedDeletions(view.unnamedDeletions));
    const gate = beforeWriting({
      mode,
      mergeAttempted: evaluation.mergeMethod !== undefined,
      state: view.state,
      headNow: view.headSha,
      judged: evaluation.head,
      restart,
    });
    switch (gate.kind) {
      case 'closed':
        return report(evaluation, number, undefined, 'closed', { kind: 'closed-meanwhile', state: gate.state });
      case 'skip':
        return report(evaluation, number, undefined, 'skipped', { kind: 'moved-before-verdict', to: gate.to });
      case 'restart':
        ctx.log.info(LOG.headMovedBeforeVerdict(gate.to));
        continue;
      case 'give-up':
        throw new UndecidableError(keptMoving(number, gate.to, gate.restarts));
      case 'write':
        break;
    }
    let state: CiWaitState | undefined;
    try {
      state = await readCount(run, settings.checkName, view, evaluation.head, before);
    } catch (e) {
      if (!(e instanceof CountUnreadable)) throw e;
      return refuseUnreadableCount(run, settings, number, evaluation, e);
    }
    const plan = await writeOutcome(ctx, view, settings, evaluation, state);
    const judged: Evaluation = { ...evaluation, ...afterTamper(evaluation, plan.tampered) };
    remember(run, number, judged.head, judged.outcome);
    if (!plan.verdict) return report(judged, number, plan.attempt);
    const commit = await writeVerdictOnCommit(run, settings, number, judged, plan, view.viewer);
    const final = afterCommit(judged, commit);
    const done = report(judged, number, plan.attempt, final.outcome, final.reason);
    // The mark comes last: it speaks of the verdict just written, and it notifies reviewers.
    if (final.outcome === 'merged' || !markOn(settings.ready)) return done;
    return { ...done, ready: await markReady(run, settings, view, judged, final.outcome) };
  }
}

/**
 * A count that cannot be read fails closed on its PR alone: its check fails, saying why, and nothing else is written
 * on it (a label or comment would carry a count mergexo does not know). The run goes on with the event's other PRs.
 */
async function refuseUnreadableCount(
  run: Run,
  settings: CiWaitSettings,
  number: number,
  evaluation: Evaluation,
  e: CountUnreadable,
): Promise<PullRunReport> {
  const reason: Reason = { kind: 'count-unreadable', commit: e.commit, why: githubWords(e.why) };
  // Another PR on the same commit, judged later in this run, must not write success over this refusal.
  remember(run, number, evaluation.head, 'error');
  run.ctx.log.warning(LOG.countUnreadable(number, e.commit, e.why));
  await writeVerdict(run.ctx.github, run.ctx.repo, {
    name: settings.checkName,
    headSha: evaluation.head,
    conclusion: 'failure',
    ...countUnreadableCheck(reason, evaluation.head),
    ...(run.detailsUrl ? { detailsUrl: run.detailsUrl } : {}),
  });
  return report(evaluation, number, undefined, 'error', reason);
}
