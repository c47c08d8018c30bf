/**
 * doctor's rules about the workflows that run mergexo: that one runs it on pull requests, on which trigger, what it
 * calls, and whether every caller enforces, from when. Pure: facts in, checks out.
 */
import { enforcementInput } from '../../core/enforcement.js';
import { inputsFromRecord } from '../../core/inputs.js';
import { parseEnforcedSince } from '../../history-guard/index.js';
import type { CalledWorkflow, CallerJob } from './callers.js';
import type { DoctorFacts, Unreadable } from './facts.js';
import type { Check } from './findings.js';

/** The activity types without which a head goes unjudged: a PR opened, reopened, or pushed to. */
const NEEDED_TYPES = ['opened', 'reopened', 'synchronize'];

/** What the callers settle for the other rules: the caller that judges pull requests, and its settings. */
export interface Setup {
  main: CallerJob;
  /** The reusable workflow's input defaults, overridden by the caller's `with:`. */
  settings: Readonly<Record<string, string>>;
  called: CalledWorkflow;
}

const unique = (items: readonly string[]) => [...new Set(items)];

function runsOnPullRequests(job: CallerJob): boolean {
  return job.triggers.pullRequestTarget !== undefined || job.triggers.pullRequest !== undefined;
}

/** The caller that judges pull requests: the first job on a pull request trigger, one of the reusable workflow first. */
export function mainCaller(jobs: readonly CallerJob[]): CallerJob | undefined {
  const onPulls = jobs.filter(runsOnPullRequests);
  return onPulls.find((j) => j.calls.kind !== 'actions') ?? onPulls[0];
}

/** The settings the main caller runs with: the reusable workflow's input defaults, overridden by its `with:`. */
export function settingsOf(main: CallerJob, called: CalledWorkflow): Record<string, string> {
  return { ...called.defaults, ...main.with };
}

function triggerCheck(job: CallerJob): Check {
  const id = `trigger:${job.file}`;
  if (job.triggers.pullRequest !== undefined) {
    return { id, ok: false, finding: { kind: 'trigger-pull-request', file: job.file } };
  }
  const types = job.triggers.pullRequestTarget ?? [];
  const missing = NEEDED_TYPES.filter((t) => !types.includes(t));
  if (missing.length > 0) return { id, ok: false, finding: { kind: 'trigger-types', file: job.file, missing } };
  return { id, ok: true, finding: { kind: 'trigger-target', file: job.file } };
}

/** The value a caller gives an input, else the reusable workflow's default, else empty. */
function valueOf(job: CallerJob, called: CalledWorkflow | undefined, input: string): string {
  return job.with[input] ?? called?.defaults[input] ?? '';
}

const isExpression = (value: string) => value.includes('${{');

function enforcementChecks(jobs: readonly CallerJob[], called: CalledWorkflow | undefined, now: number): Check[] {
  const values = jobs.map((job) => ({ file: job.file, value: valueOf(job, called, 'enforcement').trim() }));
  for (const { file, value } of values) {
    let valid = !isExpression(value);
    try {
      if (valid) enforcementInput(inputsFromRecord({ enforcement: value }));
    } catch {
      valid = false;
    }
    if (!valid) return [{ id: 'enforcement', ok: false, finding: { kind: 'enforcement-unknown', file, value } }];
  }
  const modes = values.map(({ value }) => enforcementInput(inputsFromRecord({ enforcement: value })));
  if (new Set(modes).size > 1) {
    return [{ id: 'enforcement', ok: false, finding: { kind: 'enforcement-differs', values } }];
  }
  // Observing is a stage of adoption, not a flaw of the setup: the line holds, and says what enforcing takes.
  if (modes[0] === 'observe') {
    const files = unique(values.map((v) => v.file));
    return [{ id: 'enforcement', ok: true, finding: { kind: 'observing', files } }];
  }
  const enforcing: Check = { id: 'enforcement', ok: true, finding: { kind: 'enforcing' } };
  const since = jobs.map((job) => ({ file: job.file, value: valueOf(job, called, 'enforced-since').trim() }));
  if (new Set(since.map((s) => s.value)).size > 1) {
    return [enforcing, { id: 'enforced-since', ok: false, finding: { kind: 'since-differs', values: since } }];
  }
  const { file, value } = since[0] as { file: string; value: string };
  let at: number | undefined;
  try {
    at = isExpression(value) ? Number.NaN : parseEnforcedSince(value);
  } catch {
    at = Number.NaN;
  }
  if (at !== undefined && Number.isNaN(at)) {
    return [enforcing, { id: 'enforced-since', ok: false, finding: { kind: 'since-invalid', file, value } }];
  }
  if (at === undefined) return [enforcing, { id: 'enforced-since', ok: true, finding: { kind: 'since-unset' } }];
  if (at > now) return [enforcing, { id: 'enforced-since', ok: false, finding: { kind: 'since-future', at } }];
  return [enforcing, { id: 'enforced-since', ok: true, finding: { kind: 'since-set', at } }];
}

/**
 * The callers' lines, and the setup the other rules judge (undefined when nothing runs mergexo on pull requests
 * through its reusable workflow, or what it calls could not be read: those lines say so).
 */
export function decideCallers(facts: DoctorFacts): { checks: Check[]; setup?: Setup } {
  if (facts.callers.kind === 'unreadable') {
    const subject = { what: 'workflows', branch: facts.defaultBranch } as const;
    const finding = { kind: 'unreadable', subject, ...refusal(facts.callers) } as const;
    return { checks: [{ id: 'callers', ok: false, finding }] };
  }
  const { jobs, broken } = facts.callers.value;
  const checks: Check[] = broken.map(({ file, said }) => ({
    id: `workflow:${file}`,
    ok: false,
    finding: { kind: 'workflow-broken', file, said },
  }));
  const onPulls = jobs.filter(runsOnPullRequests);
  const main = mainCaller(jobs);
  if (!main) {
    checks.push({ id: 'callers', ok: false, finding: { kind: 'no-caller', branch: facts.defaultBranch } });
    return { checks };
  }
  checks.push({ id: 'callers', ok: true, finding: { kind: 'callers', files: unique(jobs.map((j) => j.file)) } });
  for (const file of unique(onPulls.map((j) => j.file))) {
    checks.push(triggerCheck(onPulls.find((j) => j.file === file) as CallerJob));
  }
  if (main.calls.kind === 'actions') {
    checks.push({
      id: 'reusable-workflow',
      ok: false,
      finding: { kind: 'calls-actions', file: main.file, uses: main.calls.uses },
    });
    checks.push(...enforcementChecks(jobs, undefined, facts.now));
    return { checks };
  }
  const uses = main.calls.uses;
  const called = facts.called;
  if (called === undefined || called.kind === 'unreadable') {
    const finding = called
      ? ({ kind: 'unreadable', subject: { what: 'called-workflow', uses }, ...refusal(called) } as const)
      : ({ kind: 'called-invalid', uses } as const);
    checks.push({ id: 'reusable-workflow', ok: false, finding });
    return { checks };
  }
  if (called.value === 'invalid') {
    checks.push({ id: 'reusable-workflow', ok: false, finding: { kind: 'called-invalid', uses } });
    return { checks };
  }
  checks.push({ id: 'reusable-workflow', ok: true, finding: { kind: 'called', uses } });
  checks.push(...enforcementChecks(jobs, called.value, facts.now));
  return { checks, setup: { main, settings: settingsOf(main, called.value), called: called.value } };
}

/** A refused read's facts, for the line that names what could not be read. */
export function refusal(u: Unreadable): Pick<Unreadable, 'status' | 'needs' | 'said'> {
  return { status: u.status, needs: u.needs, said: u.said };
}
