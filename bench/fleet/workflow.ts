// Which jobs GitHub starts for an event, read from the files a user runs: the reusable workflows (each job's `if:`,
// `concurrency:`, the action its step runs and the `with:` it passes, its `permissions:` or its App token's) and
// the root action's job as examples/caller.yml shows it (the parts come from `src/mergexo/plan.ts`). Nothing here
// lists jobs or inputs a second time: a change to the workflow files changes what the fleet runs.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import { partsFor, type Part } from '../../src/mergexo/plan.js';
import { REPO_ROOT, readActionMetadata, resolveInputs } from '../../test/support/run-action.js';
import { condition, interpolate, type Context } from '../../test/support/workflow-expressions.js';

export type { Part };
type Permissions = Record<string, 'read' | 'write' | 'none'>;

interface Step {
  id?: string;
  if?: string;
  uses?: string;
  with?: Record<string, unknown>;
}
interface WorkflowJob {
  if?: string;
  permissions?: Permissions;
  concurrency?: { group: string; 'cancel-in-progress'?: boolean | string };
  steps?: Step[];
}
interface Workflow {
  on: { workflow_call: { inputs: Record<string, { default?: unknown }> } };
  jobs: Record<string, WorkflowJob>;
}

/** The event that starts the jobs. */
export interface FleetEvent {
  name: string;
  payload: Record<string, unknown>;
  runId: number;
}

/** One job GitHub starts: its concurrency group, the token it gets, and each action it runs with its inputs. */
export interface JobPlan {
  name: string;
  group: string;
  cancelInProgress: boolean;
  /** What the job's token may do: its `permissions:`, or the permissions its App token is minted with. */
  permissions: Permissions;
  parts: Array<{ part: Part; inputs: Record<string, string> }>;
}

/** Tokens the expressions may name: GITHUB_TOKEN, and the App token a job mints (when the setup has one). */
export interface JobTokens {
  github: string;
  app?: string;
}

/** Each file is read once: an hour plays thousands of events. */
const cache = new Map<string, unknown>();
function once<T>(key: string, read: () => T): T {
  if (!cache.has(key)) cache.set(key, read());
  return cache.get(key) as T;
}

function readWorkflow(file: string): Workflow {
  return once(
    `workflow:${file}`,
    () => parseYaml(readFileSync(path.join(REPO_ROOT, '.github/workflows', file), 'utf8')) as Workflow,
  );
}

function context(event: FleetEvent, inputs: Record<string, unknown>, tokens: JobTokens): Context {
  return {
    inputs,
    github: {
      event_name: event.name,
      event: event.payload,
      run_id: String(event.runId),
      // pull_request_target runs on the default branch.
      ref: 'refs/heads/main',
      ref_name: 'main',
      token: tokens.github,
    },
    steps: tokens.app ? { token: { outputs: { token: tokens.app } } } : {},
    secrets: {},
    job: {},
    vars: {},
  };
}

function cancels(value: boolean | string | undefined, ctx: Context): boolean {
  if (typeof value === 'boolean') return value;
  return value === undefined ? false : condition(value, ctx);
}

/** The part a step runs: `./.mergexo/<action>` in the reusable workflow. */
function partOf(step: Step): Part | undefined {
  const m = /^\.\/\.mergexo\/([a-z-]+)$/.exec(step.uses ?? '');
  return m ? (m[1] as Part) : undefined;
}

/** The permissions a job's App token is minted with (`permission-<name>` of create-github-app-token). */
function appPermissions(job: WorkflowJob): Permissions {
  const mint = (job.steps ?? []).find((s) => s.uses?.startsWith('actions/create-github-app-token@'));
  if (!mint) throw new Error('fleet: an App job mints no token');
  const out: Permissions = {};
  for (const [k, v] of Object.entries(mint.with ?? {}))
    if (k.startsWith('permission-')) out[k.slice('permission-'.length)] = v as Permissions[string];
  return out;
}

/**
 * The jobs a reusable workflow (`mergexo.yml`, or `mergexo-app.yml` with `tokens.app`) starts for `event`, called
 * with `callerInputs` (its `with:`), each as GitHub would run it.
 */
export function reusableWorkflowJobs(
  file: string,
  callerInputs: Record<string, unknown>,
  event: FleetEvent,
  tokens: JobTokens,
): JobPlan[] {
  const workflow = readWorkflow(file);
  const defaults = Object.fromEntries(
    Object.entries(workflow.on.workflow_call.inputs).map(([k, v]) => [k, v.default ?? null]),
  );
  const ctx = context(event, { ...defaults, ...callerInputs }, tokens);
  const plans: JobPlan[] = [];
  for (const [name, job] of Object.entries(workflow.jobs)) {
    if (!condition(job.if, ctx)) continue;
    // Every mergexo step whose `if:` holds, in order (the gates job runs two); a step's `if:` is read as the job
    // starts, every step before it a success: a refusal does not skip the next gate (its `if:` says so).
    const steps = (job.steps ?? []).filter((s) => partOf(s) && condition(s.if, ctx));
    if (steps.length === 0) continue;
    const given = (step: Step) =>
      Object.fromEntries(Object.entries(step.with ?? {}).map(([k, v]) => [k, interpolate(String(v), ctx).trim()]));
    if (!job.concurrency) throw new Error(`fleet: job ${name} of ${file} has no concurrency group`);
    plans.push({
      name,
      group: interpolate(job.concurrency.group, ctx).trim(),
      cancelInProgress: cancels(job.concurrency['cancel-in-progress'], ctx),
      permissions: tokens.app ? appPermissions(job) : { ...(job.permissions ?? {}) },
      parts: steps.map((step) => ({ part: partOf(step)!, inputs: withDefaults(partOf(step)!, given(step), ctx) })),
    });
  }
  return plans;
}

/** An action's inputs as the runner hands them over: those given, and action.yml's defaults for the rest. */
function withDefaults(action: string, given: Record<string, string>, ctx: Context): Record<string, string> {
  const github = ctx.github as Record<string, unknown>;
  const metadata = once(`action:${action}`, () => readActionMetadata(path.join(REPO_ROOT, action)));
  return resolveInputs(metadata, given, github);
}

/**
 * The check a part writes: its `check-name` input, else its action.yml default (the root action passes its own
 * inputs on, and has none of that name).
 */
export function checkNameOf(part: Part, inputs: Record<string, string>): string {
  const given = (inputs['check-name'] ?? '').trim();
  if (given) return given;
  const metadata = once(`action:${part}`, () => readActionMetadata(path.join(REPO_ROOT, part)));
  return String(metadata.inputs['check-name']?.default ?? '');
}

/** The root action's job in examples/caller.yml (a commented-out block there): its concurrency, permissions, `with:`. */
function callerRootJob(): { concurrency: NonNullable<WorkflowJob['concurrency']>; job: WorkflowJob } {
  return once('caller', readCallerRootJob);
}

function readCallerRootJob(): { concurrency: NonNullable<WorkflowJob['concurrency']>; job: WorkflowJob } {
  const lines = readFileSync(path.join(REPO_ROOT, 'examples/caller.yml'), 'utf8').split('\n');
  const start = lines.findIndex((l) => l === '# concurrency:');
  if (start < 0) throw new Error("fleet: examples/caller.yml no longer shows the root action's job");
  const block: string[] = [];
  for (const line of lines.slice(start)) {
    if (!line.startsWith('# ')) break;
    block.push(line.slice(2));
  }
  const doc = parseYaml(block.join('\n')) as {
    concurrency: WorkflowJob['concurrency'];
    jobs: Record<string, WorkflowJob>;
  };
  const job = Object.values(doc.jobs ?? {})[0];
  if (!doc.concurrency || !job)
    throw new Error('fleet: the root action block of examples/caller.yml has changed shape');
  return { concurrency: doc.concurrency, job };
}

/**
 * The root action's one job for `event`: the parts `partsFor` picks, one after another with the step's inputs (the
 * root action's defaults for the rest; each part reads what it knows), under the example's concurrency group.
 */
export function rootActionJob(
  event: FleetEvent,
  overrides: Record<string, string>,
  tokens: JobTokens,
): JobPlan | undefined {
  const { concurrency, job } = callerRootJob();
  const step = (job.steps ?? []).find((s) => /mergexo@/.test(s.uses ?? ''));
  if (!step) throw new Error('fleet: the root action job of examples/caller.yml has no mergexo step');
  const ctx = context(event, {}, tokens);
  const given = {
    ...Object.fromEntries(Object.entries(step.with ?? {}).map(([k, v]) => [k, interpolate(String(v), ctx).trim()])),
    ...overrides,
  };
  const inputs = withDefaults('.', given, ctx);
  const parts = partsFor(event.name, {
    waitForCi: inputs['wait-for-ci'] === 'true',
    mode: inputs.mode ?? '',
    urgency: inputs.urgency ?? '',
    collisions: (inputs['allocated-names'] ?? '').trim() !== '' || (inputs.overlaps ?? '').trim() === 'notice',
  });
  if (parts.length === 0) return undefined;
  return {
    name: 'mergexo',
    group: interpolate(concurrency.group, ctx).trim(),
    cancelInProgress: cancels(concurrency['cancel-in-progress'], ctx),
    permissions: { ...(job.permissions ?? {}) },
    parts: parts.map((part) => ({ part, inputs })),
  };
}
