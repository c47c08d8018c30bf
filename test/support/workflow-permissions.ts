// What the reusable workflow (.github/workflows/mergexo.yml, and mergexo-app.yml for the App) grants each job, read from the file itself, so a
// world whose token has "the job's permissions" tests what a user of the documented setup gets, not a copy that
// could drift from it. Both the job's `permissions:` (GITHUB_TOKEN) and the `permission-*` inputs its App token
// step mints with are read, the latter evaluated for an event and the caller's inputs as GitHub would.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { interpolate } from './workflow-expressions.js';

type Level = 'read' | 'write' | 'none';
type Permissions = Record<string, Level>;

interface Job {
  permissions?: Permissions;
  steps?: { uses?: string; with?: Record<string, string> }[];
}

/** The GITHUB_TOKEN entry point, and the App one (mergexo.yml is generated from it: the same jobs). */
const WORKFLOW = fileURLToPath(new URL('../../.github/workflows/mergexo.yml', import.meta.url));
const APP_WORKFLOW = fileURLToPath(new URL('../../.github/workflows/mergexo-app.yml', import.meta.url));

function job(name: string, file = WORKFLOW): Job {
  const doc = parse(readFileSync(file, 'utf8')) as { jobs: Record<string, Job> };
  const found = doc.jobs[name];
  if (!found) throw new Error(`the reusable workflow has no job '${name}'`);
  return found;
}

/** The job's `permissions:` block: what its GITHUB_TOKEN may do. */
export function jobPermissions(name: string): Permissions {
  const p = job(name).permissions;
  if (!p) throw new Error(`job '${name}' of the reusable workflow has no permissions: block`);
  return { ...p };
}

/** The run a job's App token is minted for: the event, and the caller's inputs (unset: empty). */
export interface MintedFor {
  event?: string;
  inputs?: Record<string, unknown>;
}

/**
 * The permissions the job's App token is minted with (`permission-<name>: <level>` of create-github-app-token),
 * each value evaluated for `run` (default: a `pull_request_target` event with the inputs' defaults left empty). An
 * empty value is no permission: the token action leaves out inputs that evaluate to ''.
 */
export function jobAppPermissions(name: string, run: MintedFor = {}): Permissions {
  const step = (job(name, APP_WORKFLOW).steps ?? []).find((s) =>
    s.uses?.startsWith('actions/create-github-app-token@'),
  );
  if (!step) throw new Error(`job '${name}' of the reusable workflow mints no App token`);
  const context = {
    github: { event_name: run.event ?? 'pull_request_target', event: {} },
    inputs: { 'ready-reviewers': '', ...run.inputs },
  };
  const out: Permissions = {};
  for (const [k, v] of Object.entries(step.with ?? {})) {
    if (!k.startsWith('permission-')) continue;
    const level = interpolate(String(v), context);
    if (level !== '') out[k.slice('permission-'.length)] = level as Level;
  }
  return out;
}

/**
 * What a job calling the reusable workflow must grant: for each permission, the most any of its jobs asks for
 * (GitHub checks every called job against the caller's grant before the run starts).
 */
export function callerPermissions(file = WORKFLOW): Permissions {
  const doc = parse(readFileSync(file, 'utf8')) as { jobs: Record<string, Job> };
  const rank = { none: 0, read: 1, write: 2 } as const;
  const out: Permissions = {};
  for (const spec of Object.values(doc.jobs)) {
    for (const [name, level] of Object.entries(spec.permissions ?? {})) {
      if (rank[level] > rank[out[name] ?? 'none']) out[name] = level;
    }
  }
  return out;
}
