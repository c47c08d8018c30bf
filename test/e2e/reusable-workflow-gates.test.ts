// The reusable workflow's gates job on pull request events, run as GitHub runs it: history-guard, then
// write-root-gate, one after the other in one job, under one token holding exactly the job's `permissions:`, with
// one temporary directory (RUNNER_TEMP), each step's `if:` and `with:` evaluated for the event. What the second
// step asks again, GitHub answers with a free 304; a refusal by the first does not keep the second from answering.
// The first test's push runs the built bundles, as the runner does (the job's shared RUNNER_TEMP, the token kept
// out of it); the other runs judge what the job decides and run main.ts in the test's process (the same environment).
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import type { LoggedRequest } from '../../fake-github/index.js';
import { botToken } from '../support/fake-world.js';
import { REPO_ROOT, runAction, type RunActionOptions, type RunActionResult } from '../support/run-action.js';
import { runInProcess } from '../support/in-process/run.js';
import { condition, interpolate, type Context } from '../support/workflow-expressions.js';
import { jobPermissions } from '../support/workflow-permissions.js';
import { openPr, serverUrl, useGitHub, type World } from '../write-root-gate/world.js';

interface Step {
  id?: string;
  if?: string;
  uses?: string;
  with?: Record<string, string | number | boolean>;
}
interface Workflow {
  on: { workflow_call: { inputs: Record<string, { default?: unknown }> } };
  jobs: Record<string, { steps?: Step[] }>;
}

const workflow = parseYaml(readFileSync(path.join(REPO_ROOT, '.github/workflows/mergexo.yml'), 'utf8')) as Workflow;
const JOB_TOKEN = 'ghs_gates_job_token';
const gh = useGitHub(botToken(JOB_TOKEN, { ...jobPermissions('gates'), metadata: 'read' }, 'github-actions'));

interface StepRun {
  outcome: 'success' | 'failure' | 'skipped';
  outputs: Record<string, string>;
  requests: LoggedRequest[];
}

/** The gates job for one event: its mergexo steps in order, as the runner runs them. */
async function gatesJob(
  world: World,
  event: { name: string; payload: unknown },
  run: (options: RunActionOptions) => Promise<RunActionResult> = runInProcess,
): Promise<Record<string, StepRun>> {
  const inputs = Object.fromEntries(
    Object.entries(workflow.on.workflow_call.inputs).map(([name, spec]) => [name, spec.default ?? null]),
  );
  const runnerTemp = mkdtempSync(path.join(os.tmpdir(), 'mergexo-gates-job-'));
  const steps: Record<string, StepRun> = {};
  let status = 'success';
  for (const step of workflow.jobs.gates?.steps ?? []) {
    // The steps before them are the runner's own (the checkout of mergexo, the App token).
    if (!step.uses?.startsWith('./.mergexo/')) continue;
    const ctx: Context = {
      inputs: { ...inputs, 'write-roots': '' },
      github: { event_name: event.name, event: event.payload, token: JOB_TOKEN, run_id: '77' },
      steps: { token: { outputs: {} }, ...steps },
      secrets: {},
      job: { status },
    };
    const id = step.id as string;
    // A step's `if:` without a status check runs only while every step before it succeeded, as on GitHub.
    const runs = /\b(success|failure|always|cancelled)\(/.test(step.if ?? '')
      ? condition(step.if, ctx)
      : status === 'success' && condition(step.if, ctx);
    if (!runs) {
      steps[id] = { outcome: 'skipped', outputs: {}, requests: [] };
      continue;
    }
    const from = gh.requests.length;
    const result = await run({
      action: (step.uses as string).slice('./.mergexo/'.length),
      event,
      inputs: Object.fromEntries(Object.entries(step.with ?? {}).map(([k, v]) => [k, interpolate(String(v), ctx)])),
      token: JOB_TOKEN,
      apiUrl: gh.apiUrl,
      serverUrl: serverUrl(gh),
      repository: world.repo.fullName,
      job: 'gates',
      env: { RUNNER_TEMP: runnerTemp },
    });
    const outcome = result.exitCode === 0 ? 'success' : 'failure';
    if (outcome === 'failure') status = 'failure';
    steps[id] = { outcome, outputs: result.outputs, requests: gh.requests.slice(from) };
  }
  // Nothing the job kept names its token.
  for (const file of readdirSync(runnerTemp, { recursive: true, withFileTypes: true })) {
    if (file.isFile()) expect(readFileSync(path.join(file.parentPath, file.name), 'utf8')).not.toContain(JOB_TOKEN);
  }
  return steps;
}

const pullEvent = (world: World, action: string, extra: Record<string, unknown> = {}) => ({
  name: 'pull_request_target',
  payload: gh.events.pullRequest(world.repo, world.pr, action, extra),
});

const outcomes = (steps: Record<string, StepRun>) =>
  Object.fromEntries(Object.entries(steps).map(([id, s]) => [id, s.outcome]));

const conclusion = (world: World, head: string, name: string) =>
  world.repo
    .checkRuns(head)
    .filter((c) => c.name === name)
    .sort((a, b) => b.id - a.id)[0]?.conclusion;

describe("the reusable workflow's gates job", () => {
  it("answers a push with both checks, and write-root-gate's repeated reads are GitHub's free 304s", async () => {
    const world = await openPr(gh, { 'services/billing/invoice.ts': 'export const invoice = 2;\n' });
    expect(outcomes(await gatesJob(world, pullEvent(world, 'opened')))).toEqual({
      'history-guard': 'success',
      'write-root-gate': 'success',
    });
    const before = await world.wt.head();
    const after = await world.wt.commit({ 'services/billing/tax.ts': 'export const tax = 0.3;\n' }, 'more');
    await world.wt.push(world.branch);
    const steps = await gatesJob(world, pullEvent(world, 'synchronize', { before, after }), runAction);
    expect(outcomes(steps)).toEqual({ 'history-guard': 'success', 'write-root-gate': 'success' });
    expect(conclusion(world, after, 'mergexo/history-guard')).toBe('success');
    expect(conclusion(world, after, 'mergexo/write-root-gate')).toBe('success');
    // The open PRs of the head: history-guard read them, write-root-gate asked again and was told nothing changed.
    const listings = (s: StepRun | undefined) =>
      (s?.requests ?? []).filter((r) => r.operation.endsWith('/commits/{commit_sha}/pulls'));
    expect(listings(steps['history-guard']).map((r) => r.status)).toEqual([200, 304]);
    expect(listings(steps['write-root-gate']).map((r) => r.status)).toEqual([304, 304]);
    // write-root-gate read the lease file and the files with the PR: no REST read of its own was counted.
    expect(steps['write-root-gate']?.requests.filter((r) => r.kind === 'read' && !r.graphql && !r.notModified)).toEqual(
      [],
    );
  });

  it('a rewrite history-guard blocks does not keep write-root-gate from answering on the same head', async () => {
    const world = await openPr(gh, { 'services/billing/invoice.ts': 'export const invoice = 2;\n' });
    await gatesJob(world, pullEvent(world, 'opened'));
    const before = await world.wt.head();
    await world.wt.git('commit', '--amend', '-q', '-m', 'rewritten');
    await world.wt.push(world.branch, { force: true });
    const after = await world.wt.head();
    const steps = await gatesJob(world, pullEvent(world, 'synchronize', { before, after }));
    expect(outcomes(steps)).toEqual({ 'history-guard': 'failure', 'write-root-gate': 'success' });
    expect(steps['history-guard']?.outputs.verdict).toBe('blocked');
    expect(conclusion(world, after, 'mergexo/history-guard')).toBe('failure');
    expect(conclusion(world, after, 'mergexo/write-root-gate')).toBe('success');
  });

  it("runs history-guard on a label event (a waiting push's run it replaced loses nothing), not on a retarget", async () => {
    const world = await openPr(gh, { 'services/billing/invoice.ts': 'export const invoice = 2;\n' });
    const head = await world.wt.head();
    // The push's own run was replaced while it waited: the label event's run judges the new head for both gates.
    world.repo.addLabel(world.pr, 'lease/docs');
    expect(outcomes(await gatesJob(world, pullEvent(world, 'labeled')))).toEqual({
      'history-guard': 'success',
      'write-root-gate': 'success',
    });
    expect(conclusion(world, head, 'mergexo/history-guard')).toBe('success');
    await world.main.checkout('release', { create: true, from: 'main' });
    await world.main.push('release');
    const changes = world.repo.setBase(world.pr, 'release', 'agent-1');
    expect(outcomes(await gatesJob(world, pullEvent(world, 'edited', { changes: { base: changes } })))).toEqual({
      'history-guard': 'skipped',
      'write-root-gate': 'success',
    });
  });
});
