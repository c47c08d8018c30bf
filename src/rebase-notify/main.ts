import os from 'node:os';
import * as core from '../core/runner.js';
import { actionInputs } from '../core/action-inputs.js';
import { declareRunEnforcement } from '../core/enforcement.js';
import { maskToken, runEntrypoint } from '../core/entrypoint.js';
import { failStep, setOutputs, writeSummary } from '../core/report.js';
import { readRunContext, requireEvent } from '../core/run-context.js';
import { requireMergeGroup } from '../core/merge-group.js';
import { runnerLog, shellContext } from '../core/shell.js';
import { logLine, logLines } from '../core/untrusted.js';
import { answerMergeGroup, type GroupAnswer } from './drift/merge-group.js';
import { groupSkipReason } from './drift/messages.js';
import { answerGroupCollisions } from './collisions/merge-group.js';
import { handOverLog } from './collisions/messages.js';
import { handOver } from './collisions/handover.js';
import {
  failedWritesMessage,
  groupFailedMessage,
  groupSummary,
  nothingToDoLog,
  scopeSkipText,
  outputsOf,
  skippedSummary,
  summaryOf,
} from './messages.js';
import { EVENTS, scopeOf } from './rules/scope.js';
import { rebaseNotify } from './shell.js';
import { collisionsOn, parseSettings } from './settings.js';

await runEntrypoint('rebase-notify', async () => {
  // Outputs exist on every run, also one that fails before it could look at a PR.
  setOutputs(outputsOf([]));
  const run = readRunContext(process.env);
  requireEvent(run, 'rebase-notify', [...EVENTS, 'merge_group']);
  const settings = parseSettings(actionInputs);
  // The fetch sends the token base64-encoded in a header: every spelling is masked.
  maskToken(settings.token);
  declareRunEnforcement(settings.enforcement);
  if (run.eventName === 'merge_group') {
    const group = requireMergeGroup(run);
    const runUrl = run.runId ? `${run.serverUrl}/${run.owner}/${run.repo}/actions/runs/${run.runId}` : undefined;
    const ctx = await shellContext('rebase-notify', settings.token, run, settings.enforcement);
    const answer = await answerMergeGroup(ctx, settings, group, runUrl);
    // With allocated-names, mergexo/collision answers on the group commit too (./collisions/merge-group.ts).
    const collisions = await answerGroupCollisions(
      ctx,
      settings,
      group,
      {
        token: settings.token,
        serverUrl: run.serverUrl,
        tempDir: process.env.RUNNER_TEMP || os.tmpdir(),
        ...(process.env.GITHUB_WORKSPACE ? { workspace: process.env.GITHUB_WORKSPACE } : {}),
      },
      runUrl,
    );
    const answers: [GroupAnswer, string][] = [
      [answer, settings.checkName],
      ...(collisions ? [[collisions, settings.collisionCheckName] as [GroupAnswer, string]] : []),
    ];
    const answered = answers.filter(
      (a): a is [Extract<GroupAnswer, { kind: 'answered' }>, string] => a[0].kind === 'answered',
    );
    if (answered.length === 0) {
      const reason = answer.kind === 'skip' ? groupSkipReason(answer.reason) : '';
      core.info(logLine(nothingToDoLog(reason)));
      await writeSummary(skippedSummary(reason));
      return;
    }
    for (const [a, name] of answered) {
      await writeSummary(groupSummary(a, group, name));
      if (a.conclusion === 'failure') failStep(logLine(groupFailedMessage(group, a.reason)));
    }
    return;
  }
  // An operator's hand-over (./collisions/handover.ts) compares the receiving PR's base once the record is written.
  const scope = settings.handOver ? undefined : scopeOf(run, settings.base, collisionsOn(settings));
  if (scope?.kind === 'skip') {
    const reason = scopeSkipText(scope.reason);
    core.info(logLine(nothingToDoLog(reason)));
    await writeSummary(skippedSummary(reason));
    return;
  }

  const base = await shellContext('rebase-notify', settings.token, run, settings.enforcement);
  // Warnings quote error text that may span lines: each line defused, none a workflow command.
  const ctx = { ...base, log: { ...runnerLog, warning: (m: string) => core.warning(logLines(m)) } };
  const requests = ctx.github.requests;

  let runScope = scope;
  if (!runScope) {
    const given = await handOver(ctx, settings, run);
    core.info(logLine(handOverLog(given.pull, given.name, given.base)));
    runScope = { kind: 'sweep', base: given.base, collisionsOnly: true };
  }

  const result = await rebaseNotify(ctx, {
    settings,
    scope: runScope,
    serverUrl: run.serverUrl,
    tempDir: process.env.RUNNER_TEMP || os.tmpdir(),
    ...(process.env.GITHUB_WORKSPACE ? { workspace: process.env.GITHUB_WORKSPACE } : {}),
    now: new Date(),
  });

  setOutputs(outputsOf(result.pulls, result.collisions));
  await writeSummary(summaryOf(result, settings, runScope, requests));
  if (result.errors.length > 0) core.setFailed(failedWritesMessage(result.errors, logLine));
});
