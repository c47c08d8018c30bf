// The reusable workflow on `merge_group`. There is no workflow runner here, so the workflow file is read as GitHub
// reads it: each job's `if:` is evaluated for the event and the caller's inputs (which jobs run), and each chosen job
// is run as the job would run it: its `uses: ./.mergexo/<action>` step, with the `with:` values the job computes,
// under a token holding exactly the job's `permissions:`, while the other jobs of the run show up as in-progress
// checks `<calling job> / <job>` on the group commit, as they do on GitHub. The clean PR's jobs run the built
// bundles, as the runner does; the refused group's run main.ts in the test's process (the same environment).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import type { TokenOptions } from '../../fake-github/index.js';
import type { MergeGroupRecord } from '../../fake-github/merge-queue.js';
import type { FakeRepo } from '../../fake-github/repo.js';
import { useFakeGitHub } from '../support/fake-world.js';
import { REPO_ROOT, runAction, type RunActionOptions, type RunActionResult } from '../support/run-action.js';
import { runInProcess } from '../support/in-process/run.js';
import { condition, interpolate, type Context } from '../support/workflow-expressions.js';

interface Step {
  uses?: string;
  with?: Record<string, string | number | boolean>;
}
interface Job {
  name?: string;
  if?: string;
  permissions?: Record<string, string>;
  concurrency?: { group?: string };
  steps?: Step[];
}
interface Workflow {
  on: { workflow_call: { inputs: Record<string, { type: string; default?: unknown }> } };
  jobs: Record<string, Job>;
}

const workflow = parseYaml(readFileSync(path.join(REPO_ROOT, '.github/workflows/mergexo.yml'), 'utf8')) as Workflow;

/** The caller's `with:` over the workflow's input defaults, typed as GitHub types them. */
function inputsOf(given: Record<string, unknown> = {}): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, spec] of Object.entries(workflow.on.workflow_call.inputs)) out[name] = spec.default ?? null;
  return { ...out, ...given };
}

function contextOf(event: string, payload: unknown, given: Record<string, unknown> = {}, token = ''): Context {
  return {
    inputs: inputsOf(given),
    github: { event_name: event, event: payload, token, run_id: '4242', ref_name: 'main' },
    steps: { token: { outputs: {} } },
    secrets: {},
    job: {},
  };
}

/** The jobs GitHub starts for an event, by id. */
function jobsFor(event: string, payload: unknown, given: Record<string, unknown> = {}): string[] {
  const ctx = contextOf(event, payload, given);
  return Object.entries(workflow.jobs)
    .filter(([, job]) => condition(job.if, ctx))
    .map(([id]) => id)
    .sort();
}

const GROUP_PAYLOAD = {
  action: 'checks_requested',
  merge_group: {
    head_sha: 'a'.repeat(40),
    head_ref: `refs/heads/gh-readonly-queue/main/pr-7-${'b'.repeat(40)}`,
    base_sha: 'b'.repeat(40),
    base_ref: 'refs/heads/main',
  },
};
/** Every input that makes a job want `contents: write` elsewhere: none of it applies to a merge group. */
const EVERYTHING = {
  'wait-for-ci': true,
  urgency: 'blocking',
  merge: 'squash',
  'on-conflict': 'update-branch',
  'update-branch': 'merge',
};

describe('which jobs of the reusable workflow answer merge_group', () => {
  it('reads the workflow as GitHub does: a pull request event starts the two gates in one job', () => {
    expect(jobsFor('pull_request_target', { action: 'synchronize', pull_request: { number: 7 } })).toEqual(['gates']);
  });

  it('by default: history-guard and write-root-gate, the two checks the README asks every repository to require', () => {
    expect(jobsFor('merge_group', GROUP_PAYLOAD)).toEqual(['history-guard', 'write-root-gate']);
  });

  it('with wait-for-ci and urgency blocking: also ci-wait and rebase-notify, never their contents: write variants', () => {
    expect(jobsFor('merge_group', GROUP_PAYLOAD, EVERYTHING)).toEqual([
      'ci-wait',
      'history-guard',
      'rebase-notify',
      'write-root-gate',
    ]);
    expect(jobsFor('merge_group', GROUP_PAYLOAD, { 'wait-for-ci': true, urgency: 'helpful' })).toEqual([
      'ci-wait',
      'history-guard',
      'write-root-gate',
    ]);
  });

  it('a part the caller turned off stays off', () => {
    expect(jobsFor('merge_group', GROUP_PAYLOAD, { 'history-guard': false, 'write-root-gate': false })).toEqual([]);
  });

  it("each job's concurrency group on merge_group is the group's own, so no PR run or sweep cancels it", () => {
    const jobGroup = (id: string) =>
      interpolate(workflow.jobs[id]?.concurrency?.group ?? '', contextOf('merge_group', GROUP_PAYLOAD, EVERYTHING));
    expect(jobGroup('history-guard')).toBe('mergexo-history-guard-run-4242');
    expect(jobGroup('write-root-gate')).toBe(`mergexo-write-root-gate-${'a'.repeat(40)}`);
    expect(jobGroup('ci-wait')).toBe('mergexo-ci-wait-run-4242');
    expect(jobGroup('rebase-notify')).toBe(`mergexo-rebase-notify-group-${'a'.repeat(40)}`);
    const sweep = interpolate(workflow.jobs['rebase-notify']?.concurrency?.group ?? '', contextOf('schedule', {}));
    expect(sweep).toBe('mergexo-rebase-notify-sweep');
  });
});

// ---------------------------------------------------------------------------------------------------------------
// Running the chosen jobs on the fake

const gh = useFakeGitHub();
let n = 0;

const REQUIRED = ['mergexo/history-guard', 'mergexo/write-root-gate', 'mergexo/ci-wait', 'mergexo/rebase', 'ci'];
const CALLER = { 'write-roots': 'src/**', 'wait-for-ci': true, urgency: 'blocking', 'grace-seconds': 5 };

async function queuedPr(
  files: Record<string, string>,
): Promise<{ repo: FakeRepo; pr: number; group: MergeGroupRecord }> {
  const repo = await gh.createRepo(`acme/workflow-queue-${++n}`, { defaultBranch: 'main' });
  repo.requiredChecks = [...REQUIRED];
  // GitHub's answer to GITHUB_TOKEN reading the queue is undocumented; this takes the permissive one (the fake's
  // default refuses it: test/e2e/merge-queue-permission.test.ts).
  repo.mergeQueue.readableWithActionsToken = true;
  const wt = await repo.clone('agent-1');
  await wt.checkout('feature', { create: true, from: 'main' });
  await wt.commit(files, 'feature: work');
  const head = await wt.push('feature').then(() => wt.head());
  const pr = (await repo.openPullRequest({ head: 'feature', base: 'main', author: 'agent-1' })).number;
  // The PR entered the queue with mergexo/ci-wait green on its head (its pull_request run, under GITHUB_TOKEN):
  // on merge_group ci-wait wants its own success on the head of every PR the group lands.
  repo.addCheckRun(head, { name: 'mergexo/ci-wait', conclusion: 'success', app: 'github-actions' });
  const group = await repo.mergeQueue.enqueue(pr, { by: 'maya' });
  repo.addCheckRun(group.headSha, { name: 'ci', conclusion: 'success', app: 'ci-app' });
  return { repo, pr, group };
}

/** Runs every job the workflow starts for the group's `merge_group` event, each as its job would. */
async function runJobs(
  repo: FakeRepo,
  group: MergeGroupRecord,
  run: (options: RunActionOptions) => Promise<RunActionResult> = runAction,
): Promise<Record<string, RunActionResult>> {
  const payload = gh.events.mergeGroup(repo, { group });
  const ids = jobsFor('merge_group', payload, CALLER);
  // The run's jobs, as GitHub shows them on the commit while they run side by side.
  for (const id of ids) {
    repo.addCheckRun(group.headSha, { name: `mergexo / ${workflow.jobs[id]?.name ?? id}`, status: 'in_progress' });
  }
  const results: Record<string, RunActionResult> = {};
  for (const id of ids) {
    const job = workflow.jobs[id] as Job;
    const token = `ghs_${id}_${n}`;
    // GITHUB_TOKEN of this job: exactly the job's `permissions:`.
    gh.addToken(token, {
      login: 'github-actions[bot]',
      type: 'Bot',
      app: 'github-actions',
      permissions: job.permissions as TokenOptions['permissions'],
    });
    const step = (job.steps ?? []).find((s) => s.uses?.startsWith('./.mergexo/')) as Step;
    const ctx = contextOf('merge_group', payload, CALLER, token);
    const inputs = Object.fromEntries(
      Object.entries(step.with ?? {}).map(([k, v]) => [k, interpolate(String(v), ctx)]),
    );
    results[id] = await run({
      action: (step.uses as string).slice('./.mergexo/'.length),
      event: { name: 'merge_group', payload },
      inputs,
      token,
      apiUrl: gh.apiUrl,
      repository: repo.fullName,
      job: id,
      workflow: 'mergexo',
    });
  }
  return results;
}

const exits = (results: Record<string, RunActionResult>) =>
  Object.fromEntries(Object.entries(results).map(([id, r]) => [id, r.exitCode]));

describe("the reusable workflow's jobs in the merge queue", () => {
  it('a clean PR: every chosen job answers on the group commit with its own permissions, and the queue lands it', async () => {
    const { repo, pr, group } = await queuedPr({ 'src/feature.ts': 'export const f = 1;\n' });
    const results = await runJobs(repo, group);
    expect(exits(results), results['ci-wait']?.stdout).toEqual({
      'ci-wait': 0,
      'history-guard': 0,
      'rebase-notify': 0,
      'write-root-gate': 0,
    });
    // ci-wait waited for the repository's CI, not for the other mergexo jobs still running beside it.
    expect(results['ci-wait']?.outputs.outcome).toBe('success');
    expect(await repo.mergeQueue.land(pr)).toEqual({ merged: [pr], baseSha: group.headSha });
  });

  it('a group that writes outside the lease: the write-root-gate job fails, and the queue does not land it', async () => {
    const { repo, pr, group } = await queuedPr({ 'src/feature.ts': 'x\n', 'deploy/prod.yml': 'x\n' });
    const results = await runJobs(repo, group, runInProcess);
    expect(exits(results)).toEqual({ 'ci-wait': 0, 'history-guard': 0, 'rebase-notify': 0, 'write-root-gate': 1 });
    await expect(repo.mergeQueue.land(pr)).rejects.toThrow(/mergexo\/write-root-gate: failure/);
  });
});
