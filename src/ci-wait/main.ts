import { actionInputs } from '../core/action-inputs.js';
import { declareRunEnforcement } from '../core/enforcement.js';
import { maskToken, runEntrypoint } from '../core/entrypoint.js';
import { requireMergeGroup } from '../core/merge-group.js';
import { failStep, setOutputs, writeSummary } from '../core/report.js';
import { readRunContext, requireEvent } from '../core/run-context.js';
import { shellContext } from '../core/shell.js';
import { errorSummary, failureMessage, groupFailure, outcomeLine } from './messages.js';
import { groupSummary, summaryTable } from './verdict-messages.js';
import { asReported, ERROR_OUTPUTS, groupOutputs, outputsFor } from './outputs.js';
import { parseSettings } from './settings.js';
import { runMergeGroup, runPulls } from './shell.js';
import { ONCE_EVENTS, POLL_EVENTS } from './rules/targets.js';

await runEntrypoint('ci-wait', async () => {
  try {
    const ctx = readRunContext(process.env);
    requireEvent(ctx, 'ci-wait', [...POLL_EVENTS, ...ONCE_EVENTS, 'merge_group']);
    const settings = parseSettings(actionInputs, { job: ctx.job });
    maskToken(settings.token);
    declareRunEnforcement(settings.enforcement);
    const shell = await shellContext('ci-wait', settings.token, ctx, settings.enforcement);
    const startedAt = shell.clock.now();
    const detailsUrl = ctx.runId ? `${ctx.serverUrl}/${ctx.owner}/${ctx.repo}/actions/runs/${ctx.runId}` : undefined;

    if (ctx.eventName === 'merge_group') {
      const group = requireMergeGroup(ctx);
      const report = await runMergeGroup(shell, settings, group, startedAt, detailsUrl);
      setOutputs(groupOutputs(report));
      await writeSummary(groupSummary(report, group));
      const failure = groupFailure(report);
      if (failure !== undefined) failStep(failure);
      return;
    }

    const { reports, skipped } = await runPulls(shell, settings, ctx, startedAt, detailsUrl);
    setOutputs(outputsFor(reports));
    await writeSummary(summaryTable(reports, settings.maxAttempts, skipped));
    for (const r of reports) shell.log.info(outcomeLine(r));
    const failure = failureMessage(reports);
    if (failure !== undefined) failStep(failure);
  } catch (e) {
    setOutputs(ERROR_OUTPUTS);
    const reported = asReported(e);
    await writeSummary(errorSummary(reported)).catch(() => undefined);
    throw reported;
  }
});
