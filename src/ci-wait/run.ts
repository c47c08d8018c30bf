import {
  conjoin,
  failingNames,
  newcomersAfterSuccess,
  type CommitVerdict,
  type PullPart,
} from '../core/pr/commit-verdict.js';
import { UndecidableError } from '../core/errors.js';
import { botless } from '../core/pr/trust.js';
import { readPull } from '../core/pr/read.js';
import { short } from '../core/untrusted.js';
import { applyOutcome, writeCommitVerdict, type StandingVerdict } from './act.js';
import { HANDS_OFF, type Outcome, type TransitionPlan } from './decide.js';
import { sharedHeadReason, type PullReport } from './messages.js';
import { noSelection, type CheckItem, type RawCheckRun } from './selection.js';
import type { CiWaitSettings } from './settings.js';
import { judgeOther, otherParts, partOf, remember } from './shared-head.js';
import { evaluatePullRequest, type Evaluation, type WaitDeps } from './wait.js';

export interface PullRunReport extends PullReport {
  /** Whether `attempt` was read from the PR's state (false: the PR was left alone, `attempt` is 0). */
  attemptKnown: boolean;
  failedChecks: { name: string; conclusion: string; url: string | null }[];
}

/** Head moves noticed only when about to write: re-evaluate this many times, then let the next event decide. */
const MAX_RESTARTS = 3;
const ANNOTATED_CHECKS = 5;
const ANNOTATIONS_PER_CHECK = 5;

async function withAnnotations(deps: WaitDeps, failed: CheckItem[]): Promise<CheckItem[]> {
  let budget = ANNOTATED_CHECKS;
  const out: CheckItem[] = [];
  for (const check of failed) {
    if (check.kind === 'check_run' && check.annotationsCount > 0 && budget > 0) {
      budget--;
      const lines = await deps.observer.annotations(check.id, ANNOTATIONS_PER_CHECK);
      out.push({ ...check, output: [...check.output, ...lines] });
    } else {
      out.push(check);
    }
  }
  return out;
}

function report(
  evaluation: Evaluation,
  number: number,
  attempt: number | undefined,
  outcome?: Outcome,
  reason?: string,
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

/** A `pull_request` event that closed the PR: nothing to wait for, nothing read. */
export function closedReport(number: number): PullRunReport {
  return {
    number,
    outcome: 'closed',
    reason: 'the pull request was closed',
    head: '',
    attempt: 0,
    attemptKnown: false,
    selection: noSelection(),
    failedChecks: [],
  };
}

/** One PR from first observation to the last write. */
export async function runPullRequest(
  deps: WaitDeps,
  settings: CiWaitSettings,
  number: number,
  mode: 'poll' | 'event',
  startedAt: number,
  expectHead: string | undefined,
  detailsUrl: string | undefined,
): Promise<PullRunReport> {
  for (let restart = 0; ; restart++) {
    const evaluation = await evaluatePullRequest(deps, settings, number, mode, startedAt, expectHead);
    if (HANDS_OFF.has(evaluation.outcome)) return report(evaluation, number, undefined);
    if (evaluation.outcome === 'ci_failed') evaluation.failed = await withAnnotations(deps, evaluation.failed);

    const snapshot = await readPull(deps.client, deps.repo, number);
    // After a merge attempt its result is reported for the head it was asked for, whatever happened since.
    if (evaluation.mergeMethod === undefined) {
      if (snapshot.state !== 'OPEN') {
        return report(
          evaluation,
          number,
          undefined,
          'closed',
          `the pull request was ${snapshot.state.toLowerCase()} while ci-wait evaluated it`,
        );
      }
      if (snapshot.headSha !== evaluation.head) {
        const moved = `the head moved to ${short(snapshot.headSha)} just before ci-wait wrote its verdict`;
        if (mode === 'event')
          return report(evaluation, number, undefined, 'skipped', `${moved}; the events for the new head decide`);
        if (restart + 1 < MAX_RESTARTS) {
          deps.log(`${moved}; evaluating the new head.`);
          continue;
        }
        throw new UndecidableError(
          `PR #${number}: ${moved}, ${MAX_RESTARTS} times in a row; the next push event judges it.`,
        );
      }
    }
    const plan = await applyOutcome(deps.client, deps.repo, snapshot, settings, evaluation);
    remember(deps, number, evaluation.head, evaluation.outcome);
    if (!plan.verdict) return report(evaluation, number, plan.attempt);
    const commit = await writeVerdictOnCommit(
      deps,
      settings,
      number,
      evaluation,
      plan,
      startedAt,
      detailsUrl,
      snapshot.viewer,
    );
    if (commit.pass || evaluation.outcome !== 'success') return report(evaluation, number, plan.attempt);
    return report(evaluation, number, plan.attempt, 'shared_head', sharedHeadReason(failingNames(commit.failing)));
  }
}

/**
 * The newest verdict check on the head, when this token's identity wrote it: a rerun that reaches the
 * same verdict leaves it standing. Read again just before writing (a conditional request: free when
 * nothing changed since the last look), so a verdict another run wrote meanwhile is seen.
 */
async function standingVerdict(
  deps: WaitDeps,
  settings: CiWaitSettings,
  head: string,
  viewer: string,
): Promise<StandingVerdict | undefined> {
  const newest = (await deps.observer.checkRuns(head))
    .filter((r) => r.name === settings.checkName)
    .reduce<RawCheckRun | undefined>((a, r) => (a === undefined || r.id > a.id ? r : a), undefined);
  if (newest?.status !== 'completed' || !newest.app || newest.app.toLowerCase() !== botless(viewer)) return undefined;
  return { conclusion: newest.conclusion, title: newest.title, app: newest.app };
}

/**
 * The verdict check on the PR head, which counts for every open PR with that head: success only
 * when each of them passes (src/core/commit-verdict.ts). A PR that moved onto the commit while this
 * run looked is caught by listing them again after a success.
 */
async function writeVerdictOnCommit(
  deps: WaitDeps,
  settings: CiWaitSettings,
  number: number,
  evaluation: Evaluation,
  plan: TransitionPlan,
  startedAt: number,
  detailsUrl: string | undefined,
  viewer: string,
): Promise<CommitVerdict> {
  const { client, repo } = deps;
  const head = evaluation.head;
  const parts: PullPart[] = [partOf(number, evaluation.outcome)];
  // A refusal is right for every PR on the commit: the others matter only to a success.
  if (plan.verdict === 'success') {
    parts.push(...(await otherParts(deps, settings, number, head, evaluation.outcome === 'merged', startedAt)));
  }
  const standing = await standingVerdict(deps, settings, head, viewer);
  const written = await writeCommitVerdict(client, repo, settings, evaluation, plan, parts, detailsUrl, standing);
  if (written === 'success') {
    const late = await newcomersAfterSuccess(client, repo, head, number, parts, (other) =>
      judgeOther(deps, settings, other, head, startedAt),
    );
    if (late.some((p) => !p.pass)) {
      parts.push(...late);
      await writeCommitVerdict(client, repo, settings, evaluation, plan, parts, detailsUrl);
    }
  }
  return conjoin(parts);
}
