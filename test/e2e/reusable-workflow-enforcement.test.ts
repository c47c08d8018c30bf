// The reusable workflow hands the caller's `enforcement` to every mergexo step it runs, and `enforced-since` and
// `rewrite-allowed-actors` to history-guard, read as GitHub reads them (each step's `with:` interpolated for the
// caller's inputs), so observing through the workflow observes in every job.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { REPO_ROOT } from '../support/run-action.js';
import { interpolate, type Context } from '../support/workflow-expressions.js';

interface Step {
  uses?: string;
  with?: Record<string, string | number | boolean>;
}
interface Workflow {
  on: { workflow_call: { inputs: Record<string, { type: string; default?: unknown }> } };
  jobs: Record<string, { steps?: Step[] }>;
}

const workflow = parseYaml(readFileSync(path.join(REPO_ROOT, '.github/workflows/mergexo.yml'), 'utf8')) as Workflow;

function contextOf(given: Record<string, unknown>): Context {
  const inputs: Record<string, unknown> = {};
  for (const [name, spec] of Object.entries(workflow.on.workflow_call.inputs)) inputs[name] = spec.default ?? null;
  return {
    inputs: { ...inputs, ...given },
    github: { event_name: 'pull_request_target', event: {}, token: '', run_id: '1', ref_name: 'main' },
    steps: { token: { outputs: {} } },
    secrets: {},
    job: {},
  };
}

/** Every mergexo step of the workflow, with its `with:` as the job computes it. */
function mergexoSteps(given: Record<string, unknown>): { job: string; action: string; with: Record<string, string> }[] {
  const ctx = contextOf(given);
  return Object.entries(workflow.jobs).flatMap(([job, spec]) =>
    (spec.steps ?? [])
      .filter((s) => s.uses?.startsWith('./.mergexo/'))
      .map((s) => ({
        job,
        action: (s.uses ?? '').slice('./.mergexo/'.length),
        with: Object.fromEntries(Object.entries(s.with ?? {}).map(([k, v]) => [k, interpolate(String(v), ctx)])),
      })),
  );
}

describe('the reusable workflow passes the enforcement settings', () => {
  it('defaults: enforce everywhere, no cut-off, the two rebasing bots', () => {
    const steps = mergexoSteps({});
    expect(new Set(steps.map((s) => s.action))).toEqual(
      new Set(['history-guard', 'write-root-gate', 'ci-wait', 'rebase-notify']),
    );
    for (const s of steps) expect(s.with.enforcement, s.job).toBe('enforce');
    const guard = steps.find((s) => s.action === 'history-guard');
    expect(guard?.with['enforced-since']).toBe('');
    expect(guard?.with['rewrite-allowed-actors']).toBe('dependabot[bot], renovate[bot]');
  });

  it("the caller's observe reaches every step, and its cut-off and bot list reach history-guard", () => {
    const given = { enforcement: 'observe', 'enforced-since': '2026-11-28T09:00:00Z', 'rewrite-allowed-actors': '' };
    const steps = mergexoSteps(given);
    for (const s of steps) expect(s.with.enforcement, s.job).toBe('observe');
    const guard = steps.find((s) => s.action === 'history-guard');
    expect(guard?.with).toMatchObject({ 'enforced-since': '2026-11-28T09:00:00Z', 'rewrite-allowed-actors': '' });
  });
});
