import * as core from '../core/runner.js';
import { actionInputs, timeScaleFromEnv } from '../core/action-inputs.js';
import { actionClient } from '../core/github/action-client.js';
import { scaledClock } from '../core/clock.js';
import { maskToken, runEntrypoint } from '../core/entrypoint.js';
import { readPull } from '../core/pr/read.js';
import { setOutputs, writeSummary } from '../core/report.js';
import { readRunContext, requireEvent } from '../core/run-context.js';
import { logLine } from '../core/untrusted.js';
import { groupSummary, summaryTable } from './messages.js';
import { requireMergeGroup } from '../core/merge-group.js';
import { runMergeGroup } from './merge-group.js';
import { Observer } from './observe.js';
import {
  asReported,
  ERROR_OUTPUTS,
  errorSummary,
  failureMessage,
  groupFailure,
  groupOutputs,
  outputsFor,
} from './outputs.js';
import { closedReport, runPullRequest, type PullRunReport } from './run.js';
import { parseSettings } from './settings.js';
import type { JudgedInRun } from './shared-head.js';
import { ONCE_EVENTS, POLL_EVENTS, targetsOf } from './targets.js';

await runEntrypoint('ci-wait', async () => {
  try {
    const ctx = readRunContext(process.env);
    requireEvent(ctx, 'ci-wait', [...POLL_EVENTS, ...ONCE_EVENTS, 'merge_group']);
    const settings = parseSettings(actionInputs, { job: ctx.job });
    maskToken(settings.token);
    const clock = scaledClock(timeScaleFromEnv(process.env));
    const startedAt = clock.now();
    const repo = { owner: ctx.owner, repo: ctx.repo };
    // Log lines quote check names and branch names: never a workflow command.
    const log = (m: string) => core.info(logLine(m));
    const client = await actionClient('ci-wait', settings.token, ctx);
    const observer = new Observer(client, repo, log);
    const detailsUrl = ctx.runId ? `${ctx.serverUrl}/${ctx.owner}/${ctx.repo}/actions/runs/${ctx.runId}` : undefined;

    if (ctx.eventName === 'merge_group') {
      const group = requireMergeGroup(ctx);
      const report = await runMergeGroup(
        { client, repo, observer, clock, log },
        settings,
        group,
        startedAt,
        detailsUrl,
      );
      setOutputs(groupOutputs(report));
      await writeSummary(groupSummary(report, group));
      const failure = groupFailure(report);
      if (failure !== undefined) core.setFailed(failure);
      return;
    }

    const targets = await targetsOf(client, repo, ctx);
    const reports: PullRunReport[] = [];
    let skipped: string | undefined;
    if (targets.mode === 'poll' && targets.closed) {
      reports.push(closedReport(targets.numbers[0] as number));
    } else if (targets.mode === 'event' && targets.skip) {
      skipped = `Nothing to judge: ${targets.skip}.`;
      log(skipped);
    } else {
      if (targets.mode === 'event' && targets.numbers.length === 0) {
        log(`No open pull request has ${targets.sha} as its head: nothing to judge.`);
      }
      const judged: JudgedInRun = new Map();
      for (const number of targets.numbers) {
        const deps = {
          client,
          repo,
          observer,
          clock,
          log,
          viewer: async () => (await readPull(client, repo, number)).viewer,
          judged,
        };
        const expectHead = targets.mode === 'event' ? targets.sha : undefined;
        reports.push(await runPullRequest(deps, settings, number, targets.mode, startedAt, expectHead, detailsUrl));
      }
    }

    setOutputs(outputsFor(reports));
    await writeSummary(summaryTable(reports, settings.maxAttempts, skipped));
    for (const r of reports) log(`PR #${r.number}: ${r.outcome}: ${r.reason}.`);
    const failure = failureMessage(reports);
    if (failure !== undefined) core.setFailed(failure);
  } catch (e) {
    setOutputs(ERROR_OUTPUTS);
    const reported = asReported(e);
    await writeSummary(errorSummary(reported)).catch(() => undefined);
    throw reported;
  }
});
