import * as core from '../core/runner.js';
import { actionInputs } from '../core/action-inputs.js';
import { declareRunEnforcement } from '../core/enforcement.js';
import { maskToken, runEntrypoint } from '../core/entrypoint.js';
import { ConfigurationError } from '../core/pure/errors.js';
import { failStep, setOutputs, writeSummary } from '../core/report.js';
import { shellContext } from '../core/shell.js';
import { pullRequestNumberOf, readRunContext, requireEvent, type RunContext } from '../core/run-context.js';
import type { GateResult } from './job.js';
import { mergeGroupFromPayload } from './merge-group.js';
import type { WriteRootGateSettings } from './settings.js';

const EVENTS = ['pull_request', 'pull_request_target', 'merge_group'];

/** An `edited` event that retargeted the PR: GitHub then sends `changes.base` (the branch it came from). */
function baseChangeOf(ctx: RunContext): { from?: string; to?: string } | undefined {
  if (ctx.payload.action !== 'edited') return undefined;
  const changes = ctx.payload.changes as { base?: { ref?: { from?: unknown } } } | undefined;
  if (!changes?.base) return undefined;
  const from = changes.base.ref?.from;
  const to = ctx.payload.pull_request?.base.ref;
  return { ...(typeof from === 'string' ? { from } : {}), ...(typeof to === 'string' ? { to } : {}) };
}

function pullRequestNumber(ctx: RunContext): number {
  return pullRequestNumberOf(ctx, 'write-root-gate', 'judges pull_request, pull_request_target and merge_group events');
}

async function report(result: GateResult, settings: WriteRootGateSettings, groupSha?: string): Promise<void> {
  const { runReport } = await import('./shell.js');
  // Observe mode's findings are warnings: the run enforces nothing.
  for (const { message, ...where } of result.annotations) {
    if (settings.enforcement === 'observe') core.warning(message, where);
    else core.error(message, where);
  }
  setOutputs({
    verdict: result.verdict,
    violations: result.decision?.paths ?? [],
    roots: result.lease?.roots ?? settings.writeRoots,
  });
  const told = runReport(result, settings, groupSha);
  if (!told) return;
  await writeSummary(told.summary);
  if (told.failure) failStep(told.failure);
}

await runEntrypoint('write-root-gate', async () => {
  // Outputs are set on every run: anything that ends the run early is a refusal.
  setOutputs({ verdict: 'refused', violations: [], roots: [] });
  const ctx = readRunContext(process.env);
  requireEvent(ctx, 'write-root-gate', EVENTS);
  const { judgeMergeGroup, judgePullRequest, parseSettings } = await import('./shell.js');
  const settings = parseSettings(actionInputs);
  maskToken(settings.token);
  declareRunEnforcement(settings.enforcement);
  setOutputs({ roots: settings.writeRoots });
  const shell = await shellContext('write-root-gate', settings.token, ctx, settings.enforcement);
  const job = {
    settings,
    env: { serverUrl: ctx.serverUrl, tempRoot: process.env.RUNNER_TEMP },
    ...(ctx.runId ? { detailsUrl: `${ctx.serverUrl}/${ctx.owner}/${ctx.repo}/actions/runs/${ctx.runId}` } : {}),
  };

  if (ctx.eventName === 'merge_group') {
    const group = mergeGroupFromPayload(ctx.payload);
    if (!group) throw new ConfigurationError((await import('./messages.js')).MERGE_GROUP_PAYLOAD_ERROR);
    const result = await judgeMergeGroup(shell, job, group);
    if (!result) {
      failStep((await import('./messages.js')).groupWithoutPullMessage(group.headRef));
      return;
    }
    await report(result, settings, group.headSha);
    return;
  }

  if (ctx.payload.action === 'closed') {
    core.info((await import('./messages.js')).CLOSED_LOG);
    setOutputs({ verdict: 'pass', violations: [], roots: settings.writeRoots });
    return;
  }
  const number = pullRequestNumber(ctx);
  const baseChange = baseChangeOf(ctx);
  const result = await judgePullRequest(shell, job, number, {
    eventHead: ctx.payload.pull_request?.head.sha,
    ...(baseChange ? { baseChange } : {}),
  });
  await report(result, settings);
});
