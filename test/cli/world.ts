// End-to-end support for the `mergexo` command: the built dist/cli/index.js run as a child process
// in a real clone of a fake GitHub repository, after the built history-guard judged the PR.
import { execFile } from 'node:child_process';
import path from 'node:path';
import type { FakeGitHub } from '../../fake-github/index.js';
import { REPO_ROOT, runAction } from '../support/run-action.js';
import { openPr, type World } from '../write-root-gate/world.js';

export const CLI = path.join(REPO_ROOT, 'dist', 'cli', 'index.js');
export const GUARD_TOKEN = 'ghs_cli_guard_token';
/** The agent's own token: a user's, so its viewer is not the identity that wrote mergexo's record. */
export const AGENT_TOKEN = 'ghp_cli_agent_token';

export function addTokens(gh: FakeGitHub): void {
  gh.addToken(GUARD_TOKEN, {
    login: 'github-actions[bot]',
    type: 'Bot',
    app: 'github-actions',
    permissions: { checks: 'write', 'pull-requests': 'write', issues: 'write', contents: 'write', metadata: 'read' },
  });
  gh.addToken(AGENT_TOKEN, { login: 'agent-1', type: 'User' });
}

/** A PR on `agent/billing/change` (lease billing-agent: services/billing, tests/billing/**). */
export function openBillingPr(gh: FakeGitHub): Promise<World> {
  return openPr(gh, { 'services/billing/invoice.ts': 'export const invoice = 2;\n' });
}

/** Runs the built history-guard for the PR's current head, as the workflow would on a push (`blocks`: a refusal is expected). */
export async function guard(world: World, action = 'synchronize', blocks = false): Promise<void> {
  const result = await runAction({
    action: 'history-guard',
    event: { name: 'pull_request', payload: world.gh.events.pullRequest(world.repo, world.pr, action) },
    token: GUARD_TOKEN,
    apiUrl: world.gh.apiUrl,
    repository: world.repo.fullName,
  });
  if ((result.exitCode !== 0) !== blocks)
    throw new Error(`history-guard exited ${result.exitCode}: ${result.stderr}${result.stdout}`);
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
    execFile(file, args, { cwd, env, encoding: 'utf8', timeout: 50_000 }, (err, stdout, stderr) => {
      const code = err ? (typeof err.code === 'number' ? err.code : 1) : 0;
      resolve({ code, stdout, stderr });
    });
  });
}

/** `mergexo <args>` in the agent's clone, with the repository named (the clone's origin is a path). */
export function mergexo(world: World, args: string[], env: NodeJS.ProcessEnv = agentEnv(world.gh)): Promise<Run> {
  return run(process.execPath, [CLI, ...args], world.wt.dir, env);
}

export function checkArgs(world: World, ...more: string[]): string[] {
  return ['check', '--repo', world.repo.fullName, ...more];
}
