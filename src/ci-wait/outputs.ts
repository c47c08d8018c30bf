import { ConfigurationError, UndecidableError } from '../core/pure/errors.js';
import { answerMessage, httpStatus } from '../core/github/errors.js';
import type { Outputs } from '../core/report.js';
import { worstOutcome } from './rules/severity.js';
import type { GroupReport, PullRunReport } from './report.js';

/** The step's outputs for the PRs it judged (none judged: `skipped`). */
export function outputsFor(reports: readonly PullRunReport[]): Outputs {
  const known = reports.filter((r) => r.attemptKnown);
  return {
    outcome: worstOutcome(reports.map((r) => r.outcome)),
    'failed-checks': reports.flatMap((r) => r.failedChecks),
    attempt: known.length > 0 ? String(Math.max(...known.map((r) => r.attempt))) : '',
    'pull-requests': reports.map((r) => r.number),
    // Every PR the run judged is marked (with several, one unmarked PR makes it false).
    ready: String(reports.length > 0 && reports.every((r) => r.ready?.marked === true)),
  };
}

/** The step's outputs for a merge group: the PR its ref names, no attempt (nothing is counted on the queue's branch). */
export function groupOutputs(report: GroupReport): Outputs {
  return {
    outcome: report.outcome,
    'failed-checks': report.failed.map((c) => ({ name: c.name, conclusion: c.conclusion, url: c.url })),
    attempt: '',
    'pull-requests': report.number ? [report.number] : [],
    // A merge group is never marked: the queue's branch is not a PR.
    ready: 'false',
  };
}

/** Outputs are set on every run, a failed one included. */
export const ERROR_OUTPUTS: Outputs = {
  outcome: 'error',
  'failed-checks': [],
  attempt: '',
  'pull-requests': [],
  ready: 'false',
};

function isOutage(e: unknown): boolean {
  return (
    httpStatus(e) !== undefined ||
    (e instanceof Error && /^(HttpError|RequestError|GraphqlResponseError)$/.test(e.name))
  );
}

/** A GitHub outage that outlasted the retries fails closed, saying what to do; anything else is reported as is. */
export function asReported(e: unknown): unknown {
  if (e instanceof ConfigurationError || e instanceof UndecidableError || !isOutage(e)) return e;
  return new UndecidableError(
    `GitHub kept failing after retries (${httpStatus(e) ?? 'no answer'}: ${answerMessage(e)}), so nothing was judged. ` +
      'Re-run the job: ci-wait continues from the state it already wrote.',
  );
}
