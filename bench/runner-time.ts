// What a repository pays in runner time for mergexo: job starts per event, and the runner minutes they bill, under
// the reusable workflow (one job per part that applies, chosen by each job's `if:`, read from the workflow file and
// evaluated like GitHub does) and under the root action (one job for every event the caller subscribes to, running
// the parts `src/mergexo/plan.ts` picks). GitHub bills each job's minutes rounded up to a whole minute, so a job
// start costs at least one minute; a job that polls for CI (ci-wait on a pull request event) holds its runner until
// CI is done or `timeout-seconds` passes. The default setup (wait-for-ci off) must never hold a runner for CI.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import { partsFor } from '../src/mergexo/plan.js';
import { REPO_ROOT } from '../test/support/run-action.js';
import { condition, type Context } from '../test/support/workflow-expressions.js';
import type { BenchRow } from './row.js';

interface Job {
  if?: string;
}
interface Workflow {
  on: { workflow_call: { inputs: Record<string, { default?: unknown }> } };
  jobs: Record<string, Job>;
}

/** The events examples/caller.yml subscribes to (workflow_run only with wait-for-ci), one PR event per type. */
const EVENTS: { label: string; name: string; payload: Record<string, unknown> }[] = [
  ...['opened', 'synchronize', 'labeled', 'edited', 'ready_for_review', 'closed'].map((action) => ({
    label: action,
    name: 'pull_request_target',
    payload: { action, pull_request: { number: 7 } },
  })),
  {
    label: 'merge_group',
    name: 'merge_group',
    payload: {
      action: 'checks_requested',
      merge_group: { head_sha: 'a'.repeat(40), head_ref: 'refs/heads/gh-readonly-queue/main/pr-7-b', base_ref: 'main' },
    },
  },
  { label: 'push', name: 'push', payload: { ref: 'refs/heads/main' } },
  { label: 'schedule', name: 'schedule', payload: {} },
  { label: 'workflow_run', name: 'workflow_run', payload: { action: 'completed' } },
];

const SETUPS: { label: string; inputs: Record<string, unknown> }[] = [
  { label: 'default', inputs: {} },
  { label: 'wait-for-ci', inputs: { 'wait-for-ci': true } },
  { label: 'wait-for-ci, urgency blocking', inputs: { 'wait-for-ci': true, urgency: 'blocking' } },
];

/** ci-wait's poll mode: a pull request event on an open PR (it waits); a closed PR and other events end at once. */
const POLLS = (e: { name: string; payload: Record<string, unknown> }) =>
  (e.name === 'pull_request_target' || e.name === 'pull_request') && e.payload.action !== 'closed';

function reusable(file: string, inputs: Record<string, unknown>) {
  const workflow = parseYaml(readFileSync(path.join(REPO_ROOT, '.github/workflows', file), 'utf8')) as Workflow;
  const defaults = Object.fromEntries(
    Object.entries(workflow.on.workflow_call.inputs).map(([k, v]) => [k, v.default ?? null]),
  );
  return EVENTS.map((e) => {
    const ctx: Context = {
      inputs: { ...defaults, ...inputs },
      github: { event_name: e.name, event: e.payload, run_id: '1', ref_name: 'main' },
      steps: {},
      secrets: {},
      job: {},
    };
    const jobs = Object.entries(workflow.jobs)
      .filter(([, job]) => condition(job.if, ctx))
      .map(([id]) => id);
    // Only subscribed events start anything: workflow_run is in the caller only with wait-for-ci.
    const subscribed = e.name !== 'workflow_run' || inputs['wait-for-ci'] === true;
    const started = subscribed ? jobs : [];
    return {
      event: e.label,
      jobs: started.length,
      holds: started.some((j) => j.startsWith('ci-wait')) && POLLS(e),
    };
  });
}

function root(inputs: Record<string, unknown>) {
  const waitForCi = inputs['wait-for-ci'] === true;
  return EVENTS.map((e) => {
    const subscribed = e.name !== 'workflow_run' || waitForCi;
    const parts = subscribed
      ? partsFor(e.name, { waitForCi, mode: '', urgency: String(inputs.urgency ?? 'helpful') })
      : [];
    return { event: e.label, jobs: subscribed ? 1 : 0, parts, holds: parts.includes('ci-wait') && POLLS(e) };
  });
}

function note(per: { event: string; jobs: number; holds: boolean }[]): string {
  const starts = per.map((p) => `${p.event} ${p.jobs}`).join(', ');
  const held = per.filter((p) => p.holds).map((p) => p.event);
  return (
    `job starts: ${starts}; billed minutes: at least the job starts (each job rounds up to a minute)` +
    (held.length
      ? `; holds a runner while CI runs (up to timeout-seconds, 600 s) on ${held.join(', ')}`
      : '; holds no runner for CI')
  );
}

export async function benchRunnerTime(): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  for (const setup of SETUPS) {
    for (const file of ['mergexo.yml', 'mergexo-app.yml']) {
      const per = reusable(file, setup.inputs);
      if (setup.label === 'default' && per.some((p) => p.holds))
        throw new Error(`bench: the default setup of ${file} holds a runner waiting for CI`);
      rows.push({
        action: file === 'mergexo.yml' ? 'reusable workflow' : 'reusable workflow (App)',
        operation: `runner time per event, ${setup.label}`,
        note: note(per),
      });
    }
    const per = root(setup.inputs);
    if (setup.label === 'default' && per.some((p) => p.holds))
      throw new Error('bench: the root action in its default setup holds a runner waiting for CI');
    rows.push({ action: 'root action', operation: `runner time per event, ${setup.label}`, note: note(per) });
  }
  return rows;
}
