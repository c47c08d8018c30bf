import os from 'node:os';
import * as core from '../core/runner.js';
import { actionInputs, timeScaleFromEnv } from '../core/action-inputs.js';
import { actionClient } from '../core/github/action-client.js';
import { scaledClock } from '../core/clock.js';
import { maskToken, runEntrypoint } from '../core/entrypoint.js';
import { setOutputs, writeSummary } from '../core/report.js';
import { readRunContext, requireEvent } from '../core/run-context.js';
import { requireMergeGroup } from '../core/merge-group.js';
import { logLine, logLines } from '../core/untrusted.js';
import { answerMergeGroup } from './merge-group.js';
import { runRebaseNotify } from './run.js';
import { EVENTS, scopeOf } from './scope.js';
import { parseSettings } from './settings.js';
import { groupSummary, outputsOf, skippedSummary, summaryOf } from './summary.js';

await runEntrypoint('rebase-notify', async () => {
  // Outputs exist on every run, also one that fails before it could look at a PR.
  setOutputs(outputsOf([]));
  const ctx = readRunContext(process.env);
  requireEvent(ctx, 'rebase-notify', [...EVENTS, 'merge_group']);
  const settings = parseSettings(actionInputs);
  // The fetch sends the token base64-encoded in a header: every spelling is masked.
  maskToken(settings.token);
  if (ctx.eventName === 'merge_group') {
    const group = requireMergeGroup(ctx);
    const runUrl = ctx.runId ? `${ctx.serverUrl}/${ctx.owner}/${ctx.repo}/actions/runs/${ctx.runId}` : undefined;
    const client = await actionClient('rebase-notify', settings.token, ctx);
    const answer = await answerMergeGroup(client, { owner: ctx.owner, repo: ctx.repo }, settings, group, runUrl);
    if (answer.kind === 'skip') {
      core.info(logLine(`Nothing to do: ${answer.reason}.`));
      await writeSummary(skippedSummary(answer.reason));
      return;
    }
    await writeSummary(groupSummary(answer, group, settings.checkName));
    if (answer.conclusion === 'failure') {
      core.setFailed(logLine(`mergexo/rebase-notify: merge group ${group.headSha}: ${answer.reason}.`));
    }
    return;
  }
  const scope = scopeOf(ctx, settings.base);
  if (scope.kind === 'skip') {
    core.info(logLine(`Nothing to do: ${scope.reason}.`));
    await writeSummary(skippedSummary(scope.reason));
    return;
  }

  const clock = scaledClock(timeScaleFromEnv(process.env));
  const client = await actionClient('rebase-notify', settings.token, ctx);
  const requests = { reads: 0, writes: 0 };
  client.hook.before('request', (options) => {
    const isQuery =
      options.url === '/graphql' && !/^\s*mutation\b/.test(String((options as { query?: unknown }).query ?? ''));
    if (options.method === 'GET' || isQuery) requests.reads++;
    else requests.writes++;
  });

  const result = await runRebaseNotify(
    {
      client,
      repo: { owner: ctx.owner, repo: ctx.repo },
      settings,
      serverUrl: ctx.serverUrl,
      tempDir: process.env.RUNNER_TEMP || os.tmpdir(),
      ...(process.env.GITHUB_WORKSPACE ? { workspace: process.env.GITHUB_WORKSPACE } : {}),
      clock,
      now: new Date(),
      // Log lines quote titles, branch names and error text: never a workflow command.
      log: (m) => core.info(logLine(m)),
      warn: (m) => core.warning(logLines(m)),
    },
    scope,
  );

  setOutputs(outputsOf(result.pulls));
  await writeSummary(summaryOf(result, settings, scope, requests));
  if (result.errors.length > 0) {
    core.setFailed(
      `mergexo/rebase-notify: writing to ${result.errors.length} PR(s) failed (${logLine(result.errors.join('; '))}). ` +
        'Re-run the job: every write is idempotent, so a re-run completes what is missing without duplicates.',
    );
  }
});
