import * as core from '@actions/core';
import { actionInputs, timeScaleFromEnv } from '../core/action-inputs.js';
import { scaledClock } from '../core/clock.js';
import { runEntrypoint } from '../core/entrypoint.js';
import { ConfigurationError, UndecidableError, errorMessage } from '../core/errors.js';
import { createGitHubClient } from '../core/github/client.js';
import { httpStatus } from '../core/github/errors.js';
import { readPullRequest } from '../core/pull-request.js';
import { setOutputs, writeSummary } from '../core/report.js';
import { readRunContext, requireEvent } from '../core/run-context.js';
import { STEP_PASSES, type Outcome } from './decide.js';
import { escapeHtml, OUTCOME_WORDS, summaryTable } from './messages.js';
import { Observer } from './observe.js';
import { runPullRequest, type PullRunReport } from './run.js';
import { parseSettings } from './settings.js';
import { githubMessage } from './wait.js';
import { ONCE_EVENTS, POLL_EVENTS, targetsOf } from './targets.js';

/** With several PRs (event mode), the outputs speak for the one that most needs attention. */
const SEVERITY: Outcome[] = [
  'error',
  'needs_human',
  'conflict',
  'ci_failed',
  'merge_failed',
  'timeout',
  'no_checks',
  'closed',
  'pending',
  'success',
  'merged',
  'skipped',
];

function outputsFor(reports: PullRunReport[]): Record<string, string | unknown[]> {
  const worst = [...reports].sort((a, b) => SEVERITY.indexOf(a.outcome) - SEVERITY.indexOf(b.outcome))[0];
  const known = reports.filter((r) => r.attemptKnown);
  return {
    outcome: worst?.outcome ?? 'skipped',
    'failed-checks': reports.flatMap((r) => r.failedChecks),
    attempt: known.length > 0 ? String(Math.max(...known.map((r) => r.attempt))) : '',
    'pull-requests': reports.map((r) => r.number),
  };
}

function isOutage(e: unknown): boolean {
  return (
    httpStatus(e) !== undefined ||
    (e instanceof Error && /^(HttpError|RequestError|GraphqlResponseError)$/.test(e.name))
  );
}

await runEntrypoint('ci-wait', async () => {
  try {
    const ctx = readRunContext(process.env);
    requireEvent(ctx, 'ci-wait', [...POLL_EVENTS, ...ONCE_EVENTS]);
    const settings = parseSettings(actionInputs, { job: ctx.job });
    core.setSecret(settings.token);
    const clock = scaledClock(timeScaleFromEnv(process.env));
    const startedAt = clock.now();
    const repo = { owner: ctx.owner, repo: ctx.repo };
    const log = (m: string) => core.info(m);
    const client = createGitHubClient({
      token: settings.token,
      apiUrl: ctx.apiUrl,
      userAgent: 'mergexo/ci-wait',
      timeScale: clock.scale,
      log,
    });
    const observer = new Observer(client, repo, log);
    const detailsUrl = ctx.runId ? `${ctx.serverUrl}/${ctx.owner}/${ctx.repo}/actions/runs/${ctx.runId}` : undefined;

    const targets = await targetsOf(client, repo, ctx);
    const reports: PullRunReport[] = [];
    const empty = { counted: [], excluded: [], missing: [] };
    if (targets.mode === 'poll' && targets.closed) {
      const number = targets.numbers[0] as number;
      reports.push({
        number,
        outcome: 'closed',
        reason: 'the pull request was closed',
        head: '',
        attempt: 0,
        attemptKnown: false,
        selection: empty,
        failedChecks: [],
      });
    } else if (targets.mode === 'event' && targets.skip) {
      core.info(`Nothing to judge: ${targets.skip}.`);
    } else {
      if (targets.mode === 'event' && targets.numbers.length === 0) {
        core.info(`No open pull request has ${targets.sha} as its head: nothing to judge.`);
      }
      for (const number of targets.numbers) {
        const deps = {
          client,
          repo,
          observer,
          clock,
          log,
          viewer: async () => (await readPullRequest(client, repo, number)).viewer,
        };
        const expectHead = targets.mode === 'event' ? targets.sha : undefined;
        reports.push(await runPullRequest(deps, settings, number, targets.mode, startedAt, expectHead, detailsUrl));
      }
    }

    setOutputs(outputsFor(reports));
    await writeSummary(summaryTable(reports, settings.maxAttempts));
    for (const r of reports) core.info(`PR #${r.number}: ${r.outcome}: ${r.reason}.`);
    const failing = reports.filter((r) => !STEP_PASSES.has(r.outcome));
    if (failing.length > 0) {
      core.setFailed(
        failing.map((r) => `mergexo/ci-wait: PR #${r.number} ${OUTCOME_WORDS[r.outcome]}: ${r.reason}.`).join('\n'),
      );
    }
  } catch (e) {
    setOutputs({ outcome: 'error', 'failed-checks': [], attempt: '', 'pull-requests': [] });
    const reported =
      e instanceof ConfigurationError || e instanceof UndecidableError || !isOutage(e)
        ? e
        : new UndecidableError(
            `GitHub kept failing after retries (${httpStatus(e) ?? 'no answer'}: ${githubMessage(e)}), so nothing was judged. ` +
              'Re-run the job: ci-wait continues from the state it already wrote.',
          );
    await writeSummary({
      heading: `mergexo/ci-wait: ${OUTCOME_WORDS.error}`,
      header: ['outcome', 'why'],
      rows: [['error', escapeHtml(errorMessage(reported))]],
    }).catch(() => undefined);
    throw reported;
  }
});
