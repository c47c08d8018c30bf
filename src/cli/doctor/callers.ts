/**
 * The workflows of the default branch as doctor sees them: which jobs run mergexo, on which events, with which
 * settings; and what the reusable workflow they call asks of its App (its input defaults, its tokens' permissions).
 * Pure parsing of YAML text: the shell reads the files, the rules judge what this returns.
 */
import { isMap, isScalar, isSeq, parseDocument, type YAMLMap } from 'yaml';
import type { RepoRef } from '../../core/pure/view.js';
import { githubWords, type GitHubWords } from '../../core/pure/words.js';

/** An App permission level, as GitHub's installation answer and a token's `permission-*` inputs spell it. */
export type Level = 'read' | 'write';

/** App permissions by GitHub's API name (`pull_requests`, `merge_queues`). */
export type Permissions = Readonly<Record<string, Level>>;

/** The events a workflow file runs on (`on:`), and the activity types of its pull request triggers. */
export interface Triggers {
  events: readonly string[];
  /** `pull_request_target`'s types (GitHub's defaults when the file names none); absent: not a trigger. */
  pullRequestTarget?: readonly string[];
  pullRequest?: readonly string[];
}

/** What a job calls of mergexo. */
export type Calls =
  /** mergexo's reusable workflow (`app`: mergexo-app.yml, `token`: mergexo.yml), from its repository or this one. */
  | { kind: 'app' | 'token'; uses: string; from: RepoRef | 'this'; path: string; ref: string | undefined }
  /** One of mergexo's actions in a step of the job (the root action or one action's folder). */
  | { kind: 'actions'; uses: string };

/** A job of a workflow on the default branch that runs mergexo. */
export interface CallerJob {
  file: string;
  job: string;
  triggers: Triggers;
  calls: Calls;
  /** The job's `with:` (or the step's, for an action), each value as the text GitHub would pass. */
  with: Readonly<Record<string, string>>;
}

/** A workflow file of the default branch that does not parse: mergexo's runs of it fail too. */
export interface BrokenWorkflow {
  file: string;
  said: GitHubWords;
}

export interface Callers {
  jobs: readonly CallerJob[];
  broken: readonly BrokenWorkflow[];
}

/** What a job's App token asks for one permission: a level, and when only under a condition, its expression. */
export interface Mint {
  level: Level;
  /** The condition of `${{ <when> && 'read' || '' }}`; absent: always asked. */
  when?: string;
}

/** The reusable workflow the callers call, as read at the ref they pin. */
export interface CalledWorkflow {
  /** `workflow_call` inputs' defaults, as text. */
  defaults: Readonly<Record<string, string>>;
  /** The union of what its jobs ask their App tokens for (each mint step's `permission-*` inputs). */
  mints: Readonly<Record<string, Mint>>;
}

/** mergexo's two reusable workflows: the App's entry point, and the same under GITHUB_TOKEN. */
const REUSABLE = /^(\.github\/workflows\/(mergexo(-app)?\.ya?ml))$/;
const REMOTE = /^([A-Za-z0-9_.-]+)\/([A-Za-z0-9_.-]+)\/(\.github\/workflows\/[^@]+)@(.+)$/;
const LOCAL = /^\.\/(\.github\/workflows\/.+)$/;
/** The root action (`OWNER/mergexo@REF`) and each action's folder (`OWNER/NAME/<action>@REF`). */
const ACTION =
  /^[A-Za-z0-9_.-]+\/(mergexo|[A-Za-z0-9_.-]+\/(history-guard|write-root-gate|ci-wait|rebase-notify))@\S+$/;

/** GitHub's activity types for a pull request trigger that names none (GitHub Docs, "Events that trigger workflows"). */
const DEFAULT_PR_TYPES = ['opened', 'synchronize', 'reopened'];

/** A YAML value as the text a workflow passes to an input: booleans and numbers as written, null as empty. */
function text(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value === null) return '';
  return undefined;
}

function textMap(value: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return out;
  for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
    const t = text(v);
    if (t !== undefined) out[k] = t;
  }
  return out;
}

function typesOf(config: unknown): string[] {
  const types = (config as { types?: unknown } | null)?.types;
  if (typeof types === 'string') return [types];
  if (Array.isArray(types)) return types.filter((t): t is string => typeof t === 'string');
  return DEFAULT_PR_TYPES;
}

/** `on:` as a name, a list of names, or a map of names to their configuration. */
export function triggersOf(on: unknown): Triggers {
  let entries: [string, unknown][];
  if (typeof on === 'string') entries = [[on, null]];
  else if (Array.isArray(on)) entries = on.filter((e): e is string => typeof e === 'string').map((e) => [e, null]);
  else if (typeof on === 'object' && on !== null) entries = Object.entries(on as Record<string, unknown>);
  else entries = [];
  const triggers: { -readonly [K in keyof Triggers]: Triggers[K] } = { events: entries.map(([name]) => name) };
  for (const [name, config] of entries) {
    if (name === 'pull_request_target') triggers.pullRequestTarget = typesOf(config);
    if (name === 'pull_request') triggers.pullRequest = typesOf(config);
  }
  return triggers;
}

/** What a job's `uses:` calls of mergexo's reusable workflows, if anything. */
export function reusableCall(uses: string): Calls | undefined {
  const remote = REMOTE.exec(uses.trim());
  const local = LOCAL.exec(uses.trim());
  const path = remote?.[3] ?? local?.[1];
  const match = path === undefined ? null : REUSABLE.exec(path);
  if (!match) return undefined;
  const kind = match[3] ? 'app' : 'token';
  const from: RepoRef | 'this' = remote ? { owner: remote[1] as string, repo: remote[2] as string } : 'this';
  return { kind, uses: uses.trim(), from, path: match[1] as string, ref: remote?.[4] };
}

function jobsOf(file: string, doc: Record<string, unknown>, triggers: Triggers): CallerJob[] {
  const jobs = doc.jobs;
  if (typeof jobs !== 'object' || jobs === null) return [];
  const found: CallerJob[] = [];
  for (const [job, value] of Object.entries(jobs as Record<string, unknown>)) {
    if (typeof value !== 'object' || value === null) continue;
    const spec = value as { uses?: unknown; with?: unknown; steps?: unknown };
    if (typeof spec.uses === 'string') {
      const calls = reusableCall(spec.uses);
      if (calls) found.push({ file, job, triggers, calls, with: textMap(spec.with) });
      continue;
    }
    if (!Array.isArray(spec.steps)) continue;
    for (const step of spec.steps as { uses?: unknown; with?: unknown }[]) {
      if (typeof step?.uses !== 'string' || !ACTION.test(step.uses.trim())) continue;
      found.push({ file, job, triggers, calls: { kind: 'actions', uses: step.uses.trim() }, with: textMap(step.with) });
      break;
    }
  }
  return found;
}

/** The jobs of one workflow file that run mergexo, or why the file does not parse. */
export function callersIn(file: string, source: string): CallerJob[] | BrokenWorkflow {
  const doc = parseDocument(source, { prettyErrors: false });
  if (doc.errors.length > 0) return { file, said: githubWords(doc.errors[0]?.message ?? 'invalid YAML') };
  const value = doc.toJS({ maxAliasCount: 100 }) as unknown;
  if (typeof value !== 'object' || value === null) return [];
  const root = value as Record<string, unknown>;
  return jobsOf(file, root, triggersOf(root.on));
}

const LEVELS: Readonly<Record<string, number>> = { read: 1, write: 2 };
/** `${{ <condition> && 'read' || '' }}`: a permission asked only when the condition holds. */
const CONDITIONAL = /^\$\{\{\s*(.+?)\s*&&\s*'(read|write)'\s*\|\|\s*''\s*\}\}$/s;

function mintOf(value: unknown): Mint | undefined {
  if (value === 'read' || value === 'write') return { level: value };
  const m = typeof value === 'string' ? CONDITIONAL.exec(value.trim()) : null;
  return m ? { level: m[2] as Level, when: m[1] as string } : undefined;
}

/** The higher level; a condition only when both ask under the same one (else it may always be asked). */
function merged(a: Mint | undefined, b: Mint): Mint {
  if (!a) return b;
  const level = (LEVELS[b.level] ?? 0) > (LEVELS[a.level] ?? 0) ? b.level : a.level;
  return a.when !== undefined && a.when === b.when ? { level, when: a.when } : { level };
}

/**
 * The reusable workflow's inputs' defaults and the union of the permissions its jobs' App tokens ask for (each
 * `actions/create-github-app-token` step's `permission-<name>` inputs): what an installation must grant so that no
 * job's token is refused. `undefined` when the text is not such a workflow.
 */
export function calledWorkflow(source: string): CalledWorkflow | undefined {
  const doc = parseDocument(source, { prettyErrors: false });
  if (doc.errors.length > 0) return undefined;
  const call = doc.getIn(['on', 'workflow_call']);
  if (!isMap(call)) return undefined;
  const defaults: Record<string, string> = {};
  const inputs = call.get('inputs');
  if (isMap(inputs)) {
    for (const pair of (inputs as YAMLMap).items) {
      const name = isScalar(pair.key) ? String(pair.key.value) : undefined;
      const spec = pair.value;
      if (name === undefined || !isMap(spec)) continue;
      const value = text((spec.toJSON() as { default?: unknown }).default);
      if (value !== undefined) defaults[name] = value;
    }
  }
  const mints: Record<string, Mint> = {};
  const jobs = doc.get('jobs');
  if (isMap(jobs)) {
    for (const pair of (jobs as YAMLMap).items) {
      const steps = isMap(pair.value) ? pair.value.get('steps') : undefined;
      if (!isSeq(steps)) continue;
      for (const step of steps.toJSON() as { uses?: unknown; with?: Record<string, unknown> }[]) {
        if (typeof step?.uses !== 'string' || !/^actions\/create-github-app-token@/.test(step.uses)) continue;
        for (const [key, value] of Object.entries(step.with ?? {})) {
          const name = /^permission-(.+)$/.exec(key)?.[1];
          const mint = name === undefined ? undefined : mintOf(value);
          if (name === undefined || mint === undefined) continue;
          const api = name.replace(/-/g, '_');
          mints[api] = merged(mints[api], mint);
        }
      }
    }
  }
  return { defaults, mints };
}
