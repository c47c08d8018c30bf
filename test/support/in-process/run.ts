// An action's own entry point (src/<action>/main.ts) run in the test's process, with the runner's environment
// that ../run-action.ts gives the built bundle: the same inputs (action.yml defaults applied), event
// file, output and summary files and GITHUB_* variables, and the same result (exit code, outputs, summary,
// workflow commands). A run costs the shell's work, not a node start-up and a bundle load, so the tests of what
// an action decides and writes run here; the tests of the runner's contract (the built dist: bundle loading,
// the token identity, one full path per action and event) stay on `runAction`.
//
// It changes process.env and process.exitCode while a run lasts, one run at a time, and restores them after: a
// worker that runs several test files (vitest.config.ts) runs them one after another. Module state of src/ (the
// verdicts of the run, its request budget) is reset before each run, as a new process would have it (run-state.ts).
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  REPO_ROOT,
  DEFAULT_TEST_TOKEN,
  inputEnvName,
  parseAnnotations,
  parseOutputFile,
  readActionMetadata,
  resolveInputs,
  type GithubContext,
  type RunActionOptions,
  type RunActionResult,
} from '../run-action.js';
import { resetRunState } from './run-state.js';

const FAKE_SHA = '0000000000000000000000000000000000000001';

/** GITHUB_REF and GITHUB_SHA as the runner derives them from the event (as run-action.ts does). */
function refAndSha(name: string, payload: unknown): { ref: string; sha: string } {
  const p = (payload ?? {}) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
  const branch = `refs/heads/${p.repository?.default_branch ?? 'main'}`;
  switch (name) {
    case 'pull_request': {
      const num = p.pull_request?.number ?? p.number;
      return {
        ref: num !== undefined ? `refs/pull/${String(num)}/merge` : 'refs/heads/main',
        sha: p.pull_request?.merge_commit_sha ?? p.pull_request?.head?.sha ?? FAKE_SHA,
      };
    }
    case 'pull_request_target':
      return { ref: `refs/heads/${p.pull_request?.base?.ref ?? 'main'}`, sha: p.pull_request?.base?.sha ?? FAKE_SHA };
    case 'push':
      return { ref: p.ref ?? 'refs/heads/main', sha: p.after ?? FAKE_SHA };
    case 'merge_group':
      return { ref: p.merge_group?.head_ref ?? 'refs/heads/main', sha: p.merge_group?.head_sha ?? FAKE_SHA };
    case 'workflow_dispatch':
      return { ref: p.ref ?? 'refs/heads/main', sha: FAKE_SHA };
    case 'check_suite':
      return { ref: branch, sha: p.check_suite?.head_sha ?? FAKE_SHA };
    case 'workflow_run':
      return { ref: branch, sha: p.workflow_run?.head_sha ?? FAKE_SHA };
    case 'status':
      return { ref: branch, sha: p.sha ?? FAKE_SHA };
    default:
      return { ref: branch, sha: FAKE_SHA };
  }
}

// The runner's files live as long as the process: the job summary's writer keeps the path it first read.
let files: { dir: string; event: string; output: string; summary: string; env: string; path: string; state: string };
let runs = 0;

function runnerFiles() {
  if (!files) {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'mergexo-in-process-'));
    files = {
      dir,
      event: path.join(dir, 'event.json'),
      output: path.join(dir, 'github-output'),
      summary: path.join(dir, 'step-summary.md'),
      env: path.join(dir, 'github-env'),
      path: path.join(dir, 'github-path'),
      state: path.join(dir, 'github-state'),
    };
  }
  return files;
}

const RUNNER_PREFIXES = ['INPUT_', 'GITHUB_', 'RUNNER_', 'ACTIONS_', 'STATE_', 'MERGEXO_'];

/** The runner's environment for `options`, as run-action.ts builds it. */
function runnerEnv(options: RunActionOptions, f: ReturnType<typeof runnerFiles>): Record<string, string> {
  const apiUrl = options.apiUrl.replace(/\/+$/, '');
  const [owner = ''] = options.repository.split('/');
  const actor = options.actor ?? 'octocat';
  const derived = refAndSha(options.event.name, options.event.payload);
  const ref = options.ref ?? derived.ref;
  const sha = options.sha ?? derived.sha;
  const runId = String(options.runId ?? 4242);
  const job = options.job ?? 'mergexo';
  const workflow = options.workflow ?? 'mergexo';
  const serverUrl = options.serverUrl ?? options.apiUrl;
  const workspace = path.join(f.dir, `workspace-${runs}`);
  mkdirSync(workspace);
  const runnerTemp = mkdtempSync(path.join(f.dir, 'runner-temp-'));
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
    run_id: runId,
    run_attempt: String(options.runAttempt ?? 1),
    job,
    workflow,
    server_url: serverUrl,
    api_url: apiUrl,
    graphql_url: `${apiUrl}/graphql`,
    workspace,
  };
  const metadata = readActionMetadata(path.resolve(REPO_ROOT, options.action));
  const inputs = resolveInputs(metadata, options.inputs ?? {}, github);
  const env: Record<string, string> = {
    CI: 'true',
    GITHUB_ACTIONS: 'true',
    GITHUB_EVENT_NAME: options.event.name,
    GITHUB_EVENT_PATH: f.event,
    GITHUB_OUTPUT: f.output,
    GITHUB_STEP_SUMMARY: f.summary,
    GITHUB_ENV: f.env,
    GITHUB_PATH: f.path,
    GITHUB_STATE: f.state,
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
    GITHUB_RUN_ID: runId,
    GITHUB_RUN_NUMBER: '1',
    GITHUB_RUN_ATTEMPT: String(github.run_attempt),
    GITHUB_JOB: job,
    GITHUB_WORKFLOW: workflow,
    GITHUB_WORKSPACE: workspace,
    RUNNER_TEMP: runnerTemp,
    RUNNER_OS: 'Linux',
    MERGEXO_TIME_SCALE: String(options.timeScale ?? '0.001'),
  };
  for (const [name, value] of Object.entries(inputs)) env[inputEnvName(name)] = value;
  for (const [k, v] of Object.entries(options.env ?? {})) {
    if (v === undefined) delete env[k];
    else env[k] = v;
  }
  return env;
}

/** The source of an action's bundle: `dist/<name>/index.js` is built from `src/<name>/main.ts`. */
function entryOf(action: string): string {
  const bundle = readActionMetadata(path.resolve(REPO_ROOT, action)).main;
  const name = path.basename(path.dirname(bundle));
  return `${pathToFileURL(path.join(REPO_ROOT, 'src', name, 'main.ts')).href}?run=${runs}`;
}

let running = false;

/**
 * Runs `options.action`'s main.ts in this process to its end, with the runner's environment, and returns what
 * `runAction` returns for the bundle (`signal`, `timedOut` and `durationMs` are the in-process run's). Options
 * that only a child process has (`killAfter`, `root`, `keepTemp`) are refused. `timeoutMs` is accepted and not
 * enforced (`timedOut` stays false): a run in this process cannot be killed, so the test's own timeout ends one that
 * hangs.
 */
export async function runInProcess(options: RunActionOptions): Promise<RunActionResult> {
  if (options.killAfter !== undefined || options.root !== undefined || options.keepTemp) {
    throw new Error('runInProcess: killAfter, root and keepTemp need a child process (runAction)');
  }
  if (running) throw new Error('runInProcess: one run at a time (process.env is the run environment)');
  running = true;
  runs += 1;
  const f = runnerFiles();
  writeFileSync(f.event, JSON.stringify(options.event.payload ?? {}, null, 2));
  for (const file of [f.output, f.summary, f.env, f.path, f.state]) writeFileSync(file, '');
  const env = runnerEnv(options, f);

  const saved = { ...process.env };
  for (const k of Object.keys(process.env)) {
    if (RUNNER_PREFIXES.some((p) => k.startsWith(p))) delete process.env[k];
  }
  Object.assign(process.env, env);
  const savedExit = process.exitCode;
  process.exitCode = undefined;
  let stdout = '';
  const write = process.stdout.write.bind(process.stdout);
  process.stdout.write = ((chunk: string | Uint8Array) => {
    stdout += typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8');
    return true;
  }) as typeof process.stdout.write;
  resetRunState();
  const started = Date.now();
  let exitCode: number;
  let stderr = '';
  try {
    await import(/* @vite-ignore */ entryOf(options.action));
    exitCode = Number(process.exitCode ?? 0);
  } catch (e) {
    // A throw past the entry point: node prints it and exits 1.
    stderr = e instanceof Error ? (e.stack ?? e.message) : String(e);
    exitCode = 1;
  } finally {
    process.stdout.write = write;
    process.exitCode = savedExit;
    for (const k of Object.keys(process.env)) if (!(k in saved)) delete process.env[k];
    Object.assign(process.env, saved);
    running = false;
  }
  const annotations = parseAnnotations(stdout);
  const errors = annotations.filter((a) => a.level === 'error');
  const plain = errors.filter((a) => Object.keys(a.properties).length === 0);
  return {
    exitCode,
    signal: null,
    timedOut: false,
    stdout,
    stderr,
    outputs: parseOutputFile(readFileSync(f.output, 'utf8')),
    summary: readFileSync(f.summary, 'utf8'),
    annotations,
    errorLine: (plain[plain.length - 1] ?? errors[errors.length - 1])?.message,
    env,
    durationMs: Date.now() - started,
    tempDir: undefined,
  };
}

/** What the `mergexo` command did: its exit code and what it printed. */
export interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
}

/**
 * The `mergexo` command (src/cli/main.ts) run in this process as a shell runs dist/cli/index.js: `args` as its
 * arguments, `cwd` as its working directory and `env` as its whole environment; one run at a time.
 */
export async function runCliInProcess(args: string[], cwd: string, env: NodeJS.ProcessEnv): Promise<CliRun> {
  if (running) throw new Error('runCliInProcess: one run at a time (process.env is the run environment)');
  running = true;
  runs += 1;
  const saved = { env: { ...process.env }, argv: process.argv, cwd: process.cwd(), exitCode: process.exitCode };
  const writes = { out: process.stdout.write.bind(process.stdout), err: process.stderr.write.bind(process.stderr) };
  let stdout = '';
  let stderr = '';
  const capture = (append: (text: string) => void) =>
    ((chunk: string | Uint8Array) => {
      append(typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8'));
      return true;
    }) as typeof process.stdout.write;
  for (const k of Object.keys(process.env)) delete process.env[k];
  for (const [k, v] of Object.entries(env)) if (v !== undefined) process.env[k] = v;
  process.argv = [process.execPath, path.join(REPO_ROOT, 'dist', 'cli', 'index.js'), ...args];
  process.exitCode = undefined;
  process.chdir(cwd);
  process.stdout.write = capture((t) => (stdout += t));
  process.stderr.write = capture((t) => (stderr += t));
  let code: number;
  try {
    await import(/* @vite-ignore */ `${pathToFileURL(path.join(REPO_ROOT, 'src', 'cli', 'main.ts')).href}?run=${runs}`);
    code = Number(process.exitCode ?? 0);
  } catch (e) {
    stderr += e instanceof Error ? (e.stack ?? e.message) : String(e);
    code = 1;
  } finally {
    process.stdout.write = writes.out;
    process.stderr.write = writes.err;
    process.chdir(saved.cwd);
    process.argv = saved.argv;
    process.exitCode = saved.exitCode;
    for (const k of Object.keys(process.env)) delete process.env[k];
    Object.assign(process.env, saved.env);
    running = false;
  }
  return { code, stdout, stderr };
}
