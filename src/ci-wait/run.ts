import { UndecidableError } from '../core/errors.js';
import { readPullRequest } from '../core/pull-request.js';
import { short } from '../core/untrusted.js';
import { applyOutcome } from './act.js';
import { HANDS_OFF, type Outcome } from './decide.js';
import type { PullReport } from './messages.js';
import { noSelection, type CheckItem } from './selection.js';
import type { CiWaitSettings } from './settings.js';
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

    const snapshot = await readPullRequest(deps.client, deps.repo, number);
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
    const plan = await applyOutcome(deps.client, deps.repo, snapshot, settings, evaluation, detailsUrl);
    return report(evaluation, number, plan.attempt);
  }
}
