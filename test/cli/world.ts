// Support for the `mergexo` command's tests: the command run in a real clone of a fake GitHub repository, after
// history-guard judged the PR. Both run in the test's process from their sources (`mergexo`, and history-guard's
// main.ts: test/support/in-process/run.ts); `mergexoBundle` runs the built dist/cli/index.js as a child process,
// for the tests of the command's own contract (main.test.ts, the pre-push hook).
import { execFile } from 'node:child_process';
import path from 'node:path';
import type { FakeGitHub, FileSpec } from '../../fake-github/index.js';
import { botToken, userToken, WRITE_PERMISSIONS } from '../support/fake-world.js';
import { childLimitMs } from '../support/child-limit.js';
import { REPO_ROOT, type RunActionResult } from '../support/run-action.js';
import { runCliInProcess, runInProcess } from '../support/in-process/run.js';
import { newRepo, openPr, useGitHub as useGateGitHub, type World } from '../write-root-gate/world.js';

export const CLI = path.join(REPO_ROOT, 'dist', 'cli', 'index.js');
export const GUARD_TOKEN = 'ghs_cli_guard_token';
/** The agent's own token: a user's, so its viewer is not the identity that wrote mergexo's record. */
export const AGENT_TOKEN = 'ghp_cli_agent_token';

/**
 * The fake GitHub of write-root-gate's world for the tests of the calling file or describe, with history-guard's
 * token and the agent's.
 */
export function useGitHub(): FakeGitHub {
  return useGateGitHub(botToken(GUARD_TOKEN, WRITE_PERMISSIONS, 'github-actions'), userToken(AGENT_TOKEN, 'agent-1'));
}

/** A PR on `agent/billing/change` (lease billing-agent: services/billing, tests/billing/**). */
export function openBillingPr(gh: FakeGitHub): Promise<World> {
  return openPr(gh, { 'services/billing/invoice.ts': 'export const invoice = 2;\n' });
}

/**
 * Runs history-guard (its main.ts, in the test's process) for the PR's current head, as the workflow would on a push (`blocks`: a refusal is
 * expected; `event`: `pull_request_target` for a PR from a fork).
 */
export async function guard(
  world: World,
  action = 'synchronize',
  blocks = false,
  event = 'pull_request',
): Promise<void> {
  const result = await runInProcess({
    action: 'history-guard',
    event: { name: event, payload: world.gh.events.pullRequest(world.repo, world.pr, action) },
    token: GUARD_TOKEN,
    apiUrl: world.gh.apiUrl,
    repository: world.repo.fullName,
  });
  if ((result.exitCode !== 0) !== blocks)
    throw new Error(`history-guard exited ${result.exitCode}: ${result.stderr}${result.stdout}`);
}

/** Runs history-guard's operator mode (list, unblock) as maya, a maintainer, would dispatch it. */
export function operator(world: World, inputs: Record<string, string>): Promise<RunActionResult> {
  return runInProcess({
    action: 'history-guard',
    event: { name: 'workflow_dispatch', payload: world.gh.events.workflowDispatch(world.repo, { inputs }) },
    inputs,
    token: GUARD_TOKEN,
    apiUrl: world.gh.apiUrl,
    repository: world.repo.fullName,
    actor: 'maya',
    ref: 'refs/heads/main',
  });
}

/** The labels on the PR now. */
export async function labelsOf(world: World): Promise<string[]> {
  return [...(await world.repo.pull(world.pr)).labels].sort();
}

/**
 * A PR from the fork `outsider/<name>` of a fresh repository, on `branch`, whose one commit writes `files`; `wt` is
 * the outsider's clone of the fork (its origin is the fork).
 */
export async function openForkPr(gh: FakeGitHub, branch: string, files: Record<string, FileSpec>): Promise<World> {
  const { repo, main } = await newRepo(gh);
  const fork = await gh.createFork(repo, 'outsider');
  const wt = await fork.clone('outsider');
  await wt.checkout(branch, { create: true, from: 'main' });
  await wt.commit(files, 'from a fork');
  await wt.push(branch);
  const pr = await repo.openPullRequest({ head: branch, base: 'main', author: 'outsider', fork });
  return { gh, repo, main, wt, pr: pr.number, branch };
}

/** The environment of the agent's shell: the fake's API, the agent's token, nothing of this machine's git or GitHub setup. */
export function agentEnv(gh: FakeGitHub, extra: Record<string, string | undefined> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [k, v] of Object.entries(process.env)) {
    if (k.startsWith('GIT_') || k.startsWith('GITHUB_') || k === 'GH_TOKEN' || k.startsWith('MERGEXO_')) continue;
    env[k] = v;
  }
  Object.assign(env, { GITHUB_API_URL: gh.apiUrl, GH_TOKEN: AGENT_TOKEN, MERGEXO_TIME_SCALE: '0.001' });
  for (const [k, v] of Object.entries(extra)) {
    if (v === undefined) delete env[k];
    else env[k] = v;
  }
  return env;
}

export interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

export function run(file: string, args: string[], cwd: string, env: NodeJS.ProcessEnv): Promise<Run> {
  return new Promise((resolve) => {
    execFile(file, args, { cwd, env, encoding: 'utf8', timeout: childLimitMs() ?? 0 }, (err, stdout, stderr) => {
      const code = err ? (typeof err.code === 'number' ? err.code : 1) : 0;
      resolve({ code, stdout, stderr });
    });
  });
}

/** `mergexo <args>` in the agent's clone (src/cli/main.ts in the test's process). */
export function mergexo(world: World, args: string[], env: NodeJS.ProcessEnv = agentEnv(world.gh)): Promise<Run> {
  return runCliInProcess(args, world.wt.dir, env);
}

/** `mergexo <args>` in the agent's clone, the built dist/cli/index.js as a child process. */
export function mergexoBundle(world: World, args: string[], env: NodeJS.ProcessEnv = agentEnv(world.gh)): Promise<Run> {
  return run(process.execPath, [CLI, ...args], world.wt.dir, env);
}

export function checkArgs(world: World, ...more: string[]): string[] {
  return ['check', '--repo', world.repo.fullName, ...more];
}

/**
 * PR A's rewritten head, refused by history-guard; then PR B opened from another branch at that very commit, which
 * mergexo has not judged yet.
 */
export async function refusedHeadInNewPr(gh: FakeGitHub): Promise<{ a: World; b: World; refused: string }> {
  const a = await openBillingPr(gh);
  await guard(a, 'opened');
  await a.wt.git('commit', '-q', '--amend', '-m', 'rewritten');
  await a.wt.push(a.branch, { force: true });
  await guard(a, 'synchronize', true);
  const refused = await a.wt.head();
  const branch = 'agent/billing/retry';
  await a.wt.git('checkout', '-q', '-b', branch);
  await a.wt.push(branch);
  const pr = await a.repo.openPullRequest({ head: branch, base: 'main', author: 'agent-1' });
  return { a, b: { ...a, pr: pr.number, branch }, refused };
}
