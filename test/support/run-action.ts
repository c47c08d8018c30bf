// End-to-end harness: runs a built action (dist/<action>/index.js) the way the Actions runner does.
//
// It reads <action>/action.yml, applies input defaults (evaluating `${{ github.* }}` expressions), writes
// the event payload to GITHUB_EVENT_PATH, creates the GITHUB_OUTPUT / GITHUB_STEP_SUMMARY / GITHUB_ENV /
// GITHUB_PATH / GITHUB_STATE files, sets the runner's environment variables, and spawns the bundle with
// the current Node (Node 24 under `npm run`/vitest) in a scratch working directory, never in the repository.
// The result carries the exit code, the outputs parsed from GITHUB_OUTPUT, the job summary, and the
// workflow-command annotations (::error:: / ::warning:: / ::notice::) the action printed.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse as parseYaml } from 'yaml';
import { parseOutputFile } from '../../src/core/output-file.js';
import { childLimitMs } from './child-limit.js';

export { parseOutputFile };

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The token a `${{ github.token }}` default becomes when the test gives none. */
export const DEFAULT_TEST_TOKEN = 'ghs_mergexo_test_token';

export type InputValue = string | number | boolean;

export interface RunActionOptions {
  /** Action folder relative to `root` (e.g. 'history-guard'), or '.' for the root action.yml. */
  action: string;
  /** The triggering event: its name (GITHUB_EVENT_NAME) and webhook payload (GITHUB_EVENT_PATH). */
  event: { name: string; payload: unknown };
  /** The `with:` inputs. An input left out gets its action.yml default; an input given as '' stays empty. */
  inputs?: Record<string, InputValue | undefined>;
  /** Base URL of the (fake) REST API, e.g. http://127.0.0.1:1234. GITHUB_GRAPHQL_URL is `${apiUrl}/graphql`. */
  apiUrl: string;
  /** owner/name. */
  repository: string;
  /** What `${{ github.token }}` evaluates to (the `github-token` default). Default DEFAULT_TEST_TOKEN. */
  token?: string;
  /** GITHUB_ACTOR (default 'octocat'). */
  actor?: string;
  /** GITHUB_TRIGGERING_ACTOR (default: actor). */
  triggeringActor?: string;
  /** GITHUB_REF (default: derived from the event like the runner does, else refs/heads/main). */
  ref?: string;
  /** GITHUB_SHA (default: derived from the event). */
  sha?: string;
  /** GITHUB_SERVER_URL (default: `apiUrl`, the fake, which also serves git over HTTP). */
  serverUrl?: string;
  runId?: number;
  runAttempt?: number;
  job?: string;
  workflow?: string;
  /** MERGEXO_TIME_SCALE (default '0.001': waits are a thousandth of their real length). */
  timeScale?: number | string;
  /** Extra environment for the action; `undefined` removes a variable. Applied last. */
  env?: Record<string, string | undefined>;
  /** SIGKILL the action this many milliseconds after it started (a runner crash or cancellation). */
  killAfter?: number;
  /** SIGKILL the action if it has not finished by then (default: shortly before the test's timeout, child-limit.ts). */
  timeoutMs?: number;
  /** Repository root holding the action folders and dist/ (default: this repository). */
  root?: string;
  /** Keep the scratch directory (event file, output files, cwd) for debugging; its path is in the result. */
  keepTemp?: boolean;
}

export interface Annotation {
  level: 'error' | 'warning' | 'notice';
  message: string;
  /** file, line, col, endLine, endColumn, title, ... as printed. */
  properties: Record<string, string>;
}

export interface RunActionResult {
  exitCode: number | null;
  signal: NodeJS.Signals | null;
  /** True when the harness killed the action because `timeoutMs` passed. */
  timedOut: boolean;
  stdout: string;
  stderr: string;
  /** Parsed from GITHUB_OUTPUT. */
  outputs: Record<string, string>;
  /** The contents of GITHUB_STEP_SUMMARY. */
  summary: string;
  annotations: Annotation[];
  /** The message of the failing step's `::error::` line (the last error without properties, else the last error). */
  errorLine: string | undefined;
  /** The environment the action ran with (handy when a test fails). */
  env: Record<string, string>;
  durationMs: number;
  /** The scratch directory, only when `keepTemp` was set (otherwise it is already removed). */
  tempDir: string | undefined;
}

// ---------------------------------------------------------------------------------------------------------------
// action.yml defaults and ${{ }} expressions

export interface ActionMetadata {
  inputs: Record<string, { default?: unknown; required?: unknown; description?: unknown }>;
  main: string;
}

const metadataRead = new Map<string, { mtimeMs: number; metadata: ActionMetadata }>();

export function readActionMetadata(actionDir: string): ActionMetadata {
  const file = path.join(actionDir, 'action.yml');
  // Read once per file and change: every run reads it, and parsing the YAML was about 5 ms of each in-process run.
  const mtimeMs = statSync(file).mtimeMs;
  const known = metadataRead.get(file);
  if (known?.mtimeMs === mtimeMs) return structuredClone(known.metadata);
  const doc = parseYaml(readFileSync(file, 'utf8')) as {
    inputs?: ActionMetadata['inputs'] | null;
    runs?: { main?: unknown };
  } | null;
  const main = doc?.runs?.main;
  if (typeof main !== 'string') throw new Error(`${file}: runs.main is missing`);
  const metadata = { inputs: doc?.inputs ?? {}, main };
  metadataRead.set(file, { mtimeMs, metadata: structuredClone(metadata) });
  return metadata;
}

/** The values `${{ github.* }}` expressions can read: flat names (token, actor, ...) plus `event`. */
export type GithubContext = Record<string, unknown> & { event?: unknown };

function lookup(value: unknown, parts: string[]): unknown {
  let current = value;
  for (const part of parts) {
    if (current == null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[part];
  }
  return current;
}

function evaluateOperand(operand: string, github: GithubContext): unknown {
  const text = operand.trim();
  const quoted = /^'((?:[^']|'')*)'$/.exec(text);
  if (quoted) return (quoted[1] ?? '').replace(/''/g, "'");
  if (/^-?\d+(\.\d+)?$/.test(text)) return Number(text);
  if (text === 'true') return true;
  if (text === 'false') return false;
  if (text === 'null') return null;
  const ref = /^github\.([A-Za-z0-9_.-]+)$/.exec(text);
  if (ref?.[1]) return lookup(github, ref[1].split('.'));
  return undefined; // other contexts (env, vars, secrets, ...) are not available to an action's defaults here
}

function stringify(value: unknown): string {
  if (value == null) return '';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/**
 * Replaces every `${{ expr }}` in `template`. An expression is `github.<path>` (read from `github`), a
 * literal ('text', number, true/false/null), or such operands joined with `||` (the first truthy one).
 * Anything else evaluates to '' (the harness has no value for it).
 */
export function substituteExpressions(template: string, github: GithubContext): string {
  return template.replace(/\$\{\{([\s\S]*?)\}\}/g, (_match, expr: string) => {
    const operands = expr.split('||');
    let value: unknown;
    for (const operand of operands) {
      value = evaluateOperand(operand, github);
      if (value) break;
    }
    return stringify(value);
  });
}

/**
 * The inputs the action receives: the given ones (stringified) plus, for every action.yml input not
 * given, its default with expressions substituted. Inputs without a default are left out, like the runner.
 */
export function resolveInputs(
  metadata: Pick<ActionMetadata, 'inputs'>,
  given: Record<string, InputValue | undefined>,
  github: GithubContext,
): Record<string, string> {
  const inputs: Record<string, string> = {};
  for (const [name, spec] of Object.entries(metadata.inputs)) {
    if (given[name] !== undefined) continue;
    const def = spec?.default;
    if (def === undefined || def === null) continue;
    inputs[name] = substituteExpressions(String(def), github);
  }
  for (const [name, value] of Object.entries(given)) {
    if (value !== undefined) inputs[name] = String(value);
  }
  return inputs;
}

/** `INPUT_<NAME upper-cased, spaces to _>`, hyphens kept (what @actions/core's getInput reads). */
export function inputEnvName(name: string): string {
  return `INPUT_${name.replace(/ /g, '_').toUpperCase()}`;
}

// ---------------------------------------------------------------------------------------------------------------
// What the action wrote

function unescapeData(s: string): string {
  return s.replace(/%0D/gi, '\r').replace(/%0A/gi, '\n').replace(/%25/g, '%');
}

function unescapeProperty(s: string): string {
  return unescapeData(s).replace(/%3A/gi, ':').replace(/%2C/gi, ',');
}

/** The `::error ...::msg`, `::warning ...::msg` and `::notice ...::msg` workflow commands in `stdout`. */
export function parseAnnotations(stdout: string): Annotation[] {
  const annotations: Annotation[] = [];
  for (const raw of stdout.split('\n')) {
    const line = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
    const m = /^::(error|warning|notice)(?: ([^:]*))?::(.*)$/.exec(line);
    if (!m) continue;
    const properties: Record<string, string> = {};
    for (const prop of (m[2] ?? '').split(',')) {
      const eq = prop.indexOf('=');
      if (eq > 0) properties[prop.slice(0, eq).trim()] = unescapeProperty(prop.slice(eq + 1));
    }
    annotations.push({ level: m[1] as Annotation['level'], message: unescapeData(m[3] ?? ''), properties });
  }
  return annotations;
}

function errorLineOf(annotations: Annotation[]): string | undefined {
  const errors = annotations.filter((a) => a.level === 'error');
  const plain = errors.filter((a) => Object.keys(a.properties).length === 0);
  return (plain[plain.length - 1] ?? errors[errors.length - 1])?.message;
}

// ---------------------------------------------------------------------------------------------------------------
// The runner's environment

const FAKE_SHA = '0000000000000000000000000000000000000001';

function eventDefaults(
  name: string,
  payload: unknown,
): { ref: string; sha: string; headRef?: string; baseRef?: string } {
  const p = (payload ?? {}) as Record<string, unknown>;
  const get = (...parts: string[]) => {
    const v = lookup(p, parts);
    return typeof v === 'string' ? v : undefined;
  };
  const num = lookup(p, ['pull_request', 'number']) ?? p.number;
  switch (name) {
    case 'pull_request':
      return {
        ref: num !== undefined ? `refs/pull/${String(num)}/merge` : 'refs/heads/main',
        sha: get('pull_request', 'merge_commit_sha') ?? get('pull_request', 'head', 'sha') ?? FAKE_SHA,
        headRef: get('pull_request', 'head', 'ref'),
        baseRef: get('pull_request', 'base', 'ref'),
      };
    case 'pull_request_target':
      return {
        ref: `refs/heads/${get('pull_request', 'base', 'ref') ?? get('repository', 'default_branch') ?? 'main'}`,
        sha: get('pull_request', 'base', 'sha') ?? FAKE_SHA,
        headRef: get('pull_request', 'head', 'ref'),
        baseRef: get('pull_request', 'base', 'ref'),
      };
    case 'push':
      return { ref: get('ref') ?? 'refs/heads/main', sha: get('after') ?? FAKE_SHA };
    case 'merge_group':
      return {
        ref: get('merge_group', 'head_ref') ?? 'refs/heads/main',
        sha: get('merge_group', 'head_sha') ?? FAKE_SHA,
      };
    case 'workflow_dispatch':
      return { ref: get('ref') ?? 'refs/heads/main', sha: FAKE_SHA };
    case 'check_suite':
      return {
        ref: `refs/heads/${get('repository', 'default_branch') ?? 'main'}`,
        sha: get('check_suite', 'head_sha') ?? FAKE_SHA,
      };
    case 'workflow_run':
      return {
        ref: `refs/heads/${get('repository', 'default_branch') ?? 'main'}`,
        sha: get('workflow_run', 'head_sha') ?? FAKE_SHA,
      };
    case 'status':
      return { ref: `refs/heads/${get('repository', 'default_branch') ?? 'main'}`, sha: get('sha') ?? FAKE_SHA };
    default:
      return { ref: `refs/heads/${get('repository', 'default_branch') ?? 'main'}`, sha: FAKE_SHA };
  }
}

// Variables of the parent process that must not leak into the action: the parent may itself run inside
// GitHub Actions; a proxy would capture the requests meant for the local fake server; npm and vitest add
// their own (NODE_ENV=test among them) that a real runner does not have.
const STRIPPED_PREFIXES = ['INPUT_', 'GITHUB_', 'RUNNER_', 'ACTIONS_', 'STATE_', 'MERGEXO_', 'VITEST', 'npm_'];
const STRIPPED_NAMES = new Set([
  'NODE_EXTRA_CA_CERTS',
  'NODE_ENV',
  'TEST',
  'MODE',
  'DEV',
  'PROD',
  'SSR',
  'BASE_URL',
  'FORCE_TTY',
  'INIT_CWD',
  'HTTP_PROXY',
  'HTTPS_PROXY',
  'ALL_PROXY',
  'NO_PROXY',
  'http_proxy',
  'https_proxy',
  'all_proxy',
  'no_proxy',
]);

interface Prepared {
  entry: string;
  env: Record<string, string>;
  tempDir: string;
  cwd: string;
  files: { output: string; summary: string };
}

function prepare(options: RunActionOptions): Prepared {
  const root = options.root ?? REPO_ROOT;
  const actionDir = path.resolve(root, options.action);
  const metadata = readActionMetadata(actionDir);
  const entry = path.resolve(actionDir, metadata.main);

  const apiUrl = options.apiUrl.replace(/\/+$/, '');
  const [owner = ''] = options.repository.split('/');
  const actor = options.actor ?? 'octocat';
  const derived = eventDefaults(options.event.name, options.event.payload);
  const ref = options.ref ?? derived.ref;
  const sha = options.sha ?? derived.sha;
  const runId = String(options.runId ?? 4242);
  const runAttempt = String(options.runAttempt ?? 1);
  const job = options.job ?? 'mergexo';
  const workflow = options.workflow ?? 'mergexo';
  // Never a real host: a test must not reach outside this machine, so git (or anything else that
  // follows GITHUB_SERVER_URL) talks to the fake unless the test names another local server.
  const serverUrl = options.serverUrl ?? options.apiUrl;
  const actionName = `__${options.action === '.' ? 'mergexo' : options.action.replace(/[^A-Za-z0-9_]/g, '_')}`;

  const tempDir = mkdtempSync(path.join(os.tmpdir(), 'mergexo-run-'));
  const cwd = path.join(tempDir, 'workspace');
  const runnerTemp = path.join(tempDir, 'runner-temp');
  mkdirSync(cwd);
  mkdirSync(runnerTemp);
  const files = {
    event: path.join(tempDir, 'event.json'),
    output: path.join(tempDir, 'github-output'),
    summary: path.join(tempDir, 'step-summary.md'),
    env: path.join(tempDir, 'github-env'),
    path: path.join(tempDir, 'github-path'),
    state: path.join(tempDir, 'github-state'),
  };
  writeFileSync(files.event, JSON.stringify(options.event.payload ?? {}, null, 2));
  for (const f of [files.output, files.summary, files.env, files.path, files.state]) writeFileSync(f, '');

  const github: GithubContext = {
    token: options.token ?? DEFAULT_TEST_TOKEN,
    repository: options.repository,
    repository_owner: owner,
    actor,
    triggering_actor: options.triggeringActor ?? actor,
    event_name: options.event.name,
    event: options.event.payload,
    ref,
    ref_name: ref.replace(/^refs\/(heads|tags)\//, ''),
    sha,
    head_ref: derived.headRef ?? '',
    base_ref: derived.baseRef ?? '',
    run_id: runId,
    run_attempt: runAttempt,
    job,
    workflow,
    action: actionName,
    server_url: serverUrl,
    api_url: apiUrl,
    graphql_url: `${apiUrl}/graphql`,
    workspace: cwd,
  };
  const inputs = resolveInputs(metadata, options.inputs ?? {}, github);

  const env: Record<string, string> = {};
  for (const [k, v] of Object.entries(process.env)) {
    if (v === undefined || STRIPPED_NAMES.has(k) || STRIPPED_PREFIXES.some((p) => k.startsWith(p))) continue;
    env[k] = v;
  }
  Object.assign(env, {
    CI: 'true',
    GITHUB_ACTIONS: 'true',
    GITHUB_EVENT_NAME: options.event.name,
    GITHUB_EVENT_PATH: files.event,
    GITHUB_OUTPUT: files.output,
    GITHUB_STEP_SUMMARY: files.summary,
    GITHUB_ENV: files.env,
    GITHUB_PATH: files.path,
    GITHUB_STATE: files.state,
    GITHUB_REPOSITORY: options.repository,
    GITHUB_REPOSITORY_OWNER: owner,
    GITHUB_API_URL: apiUrl,
    GITHUB_GRAPHQL_URL: `${apiUrl}/graphql`,
    GITHUB_SERVER_URL: serverUrl,
    GITHUB_ACTOR: actor,
    GITHUB_TRIGGERING_ACTOR: options.triggeringActor ?? actor,
    GITHUB_REF: ref,
    GITHUB_REF_NAME: String(github.ref_name),
    GITHUB_SHA: sha,
    GITHUB_HEAD_REF: derived.headRef ?? '',
    GITHUB_BASE_REF: derived.baseRef ?? '',
    GITHUB_RUN_ID: runId,
    GITHUB_RUN_NUMBER: '1',
    GITHUB_RUN_ATTEMPT: runAttempt,
    GITHUB_JOB: job,
    GITHUB_WORKFLOW: workflow,
    GITHUB_ACTION: actionName,
    GITHUB_WORKSPACE: cwd,
    RUNNER_TEMP: runnerTemp,
    RUNNER_OS: 'Linux',
    RUNNER_ARCH: 'X64',
    RUNNER_NAME: 'mergexo-test-runner',
    RUNNER_ENVIRONMENT: 'github-hosted',
    MERGEXO_TIME_SCALE: String(options.timeScale ?? '0.001'),
  });
  for (const [name, value] of Object.entries(inputs)) env[inputEnvName(name)] = value;
  for (const [k, v] of Object.entries(options.env ?? {})) {
    if (v === undefined) delete env[k];
    else env[k] = v;
  }
  return { entry, env, tempDir, cwd, files };
}

/**
 * Starts the action and returns its process at once (so a test can kill it mid-run) together with the
 * promise of its result. The promise never rejects because of the action's own failure.
 */
export function spawnAction(options: RunActionOptions): { child: ChildProcess; result: Promise<RunActionResult> } {
  const prepared = prepare(options);
  const started = Date.now();
  const child = spawn(process.execPath, [prepared.entry], {
    cwd: prepared.cwd,
    env: prepared.env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));

  let timedOut = false;
  const timers: NodeJS.Timeout[] = [];
  if (options.killAfter !== undefined) timers.push(setTimeout(() => child.kill('SIGKILL'), options.killAfter));
  const limit = options.timeoutMs ?? childLimitMs();
  if (limit !== undefined) {
    timers.push(
      setTimeout(() => {
        timedOut = true;
        child.kill('SIGKILL');
      }, limit),
    );
  }

  const result = new Promise<RunActionResult>((resolve, reject) => {
    let settled = false;
    child.on('error', (err) => {
      if (settled) return;
      settled = true;
      for (const t of timers) clearTimeout(t);
      if (!options.keepTemp) rmSync(prepared.tempDir, { recursive: true, force: true });
      reject(err);
    });
    child.on('close', (exitCode, signal) => {
      if (settled) return;
      settled = true;
      for (const t of timers) clearTimeout(t);
      try {
        const outputs = parseOutputFile(readFileSync(prepared.files.output, 'utf8'));
        const summary = readFileSync(prepared.files.summary, 'utf8');
        const annotations = parseAnnotations(stdout);
        resolve({
          exitCode,
          signal,
          timedOut,
          stdout,
          stderr,
          outputs,
          summary,
          annotations,
          errorLine: errorLineOf(annotations),
          env: prepared.env,
          durationMs: Date.now() - started,
          tempDir: options.keepTemp ? prepared.tempDir : undefined,
        });
      } catch (err) {
        reject(err instanceof Error ? err : new Error(String(err)));
      } finally {
        if (!options.keepTemp) rmSync(prepared.tempDir, { recursive: true, force: true });
      }
    });
  });
  return { child, result };
}

/** Runs the action to completion (or until `killAfter` / `timeoutMs`) and returns what it did. */
export function runAction(options: RunActionOptions): Promise<RunActionResult> {
  return spawnAction(options).result;
}
