import type { FakeGitHub } from '../../../fake-github/index.js';
import type { FakeRepo } from '../../../fake-github/repo.js';
import type { Worktree } from '../../../fake-github/worktree.js';
import {
  botToken,
  startFakeGitHub,
  useFakeGitHub,
  WRITE_PERMISSIONS,
  type Identity,
} from '../../support/fake-world.js';
import { runAction, spawnAction, type RunActionOptions, type RunActionResult } from '../../support/run-action.js';
import { runInProcess } from '../../support/in-process/run.js';

export { BOT } from '../../support/fake-world.js';
export const TOKEN = 'ghs_guard_token';
export const FULL_PERMISSIONS = WRITE_PERMISSIONS;

/** A repository with one open PR from `feature`, on a fake GitHub, as a test's starting point. */
export interface World {
  gh: FakeGitHub;
  repo: FakeRepo;
  wt: Worktree;
  pr: number;
  heads: string[];
  branch: string;
}

/** A fake GitHub that knows history-guard's token (and `more`). */
export function startGitHub(...more: Identity[]): Promise<FakeGitHub> {
  return startFakeGitHub([botToken(TOKEN, FULL_PERMISSIONS), ...more]);
}

/** history-guard's fake GitHub for the tests of the calling file or describe. */
export function useGitHub(...more: Identity[]): FakeGitHub {
  return useFakeGitHub(() => startGitHub(...more));
}

let repoCounter = 0;

/** Opens a PR from `branch`; in a new repository unless `inRepo` is given. */
export async function openWorld(gh: FakeGitHub, inRepo?: FakeRepo, branch = 'feature'): Promise<World> {
  const repo = inRepo ?? (await gh.createRepo(`acme/widgets-${++repoCounter}`, { defaultBranch: 'main' }));
  repo.setRole('maya', 'maintain');
  repo.setRole('wes', 'write');
  const wt = await repo.clone('agent-1');
  await wt.checkout(branch, { create: true, from: 'main' });
  const first = await wt.commit({ [`src/${branch}.ts`]: 'export const v = 1;\n' }, `${branch}: first`);
  await wt.push(branch);
  const pr = await repo.openPullRequest({ head: branch, base: 'main', author: 'agent-1', title: `Add ${branch}` });
  return { gh, repo, wt, pr: pr.number, heads: [first], branch };
}

export async function pushCommit(world: World, n: number): Promise<string> {
  const sha = await world.wt.commit({ [`src/step-${n}.ts`]: `export const step = ${n};\n` }, `feature: step ${n}`);
  await world.wt.push(world.branch);
  world.heads.push(sha);
  return sha;
}

function guardOptions(
  world: World,
  action: string,
  extra: { before?: string; after?: string },
  overrides: Partial<RunActionOptions>,
): RunActionOptions {
  const payload = world.gh.events.pullRequest(world.repo, world.pr, action, extra);
  return {
    action: 'history-guard',
    event: { name: 'pull_request', payload },
    token: TOKEN,
    apiUrl: world.gh.apiUrl,
    repository: world.repo.fullName,
    ...overrides,
  };
}

/** Runs the built history-guard for a pull_request event on the world's PR. */
export function guard(
  world: World,
  action = 'synchronize',
  extra: { before?: string; after?: string } = {},
  overrides: Partial<RunActionOptions> = {},
): Promise<RunActionResult> {
  return runAction(guardOptions(world, action, extra, overrides));
}

/** guard's run of main.ts in the test's process (../../support/in-process/run.ts): the same result, no bundle. */
export function guardInProcess(
  world: World,
  action = 'synchronize',
  extra: { before?: string; after?: string } = {},
  overrides: Partial<RunActionOptions> = {},
): Promise<RunActionResult> {
  return runInProcess(guardOptions(world, action, extra, overrides));
}

export function spawnGuard(world: World, action = 'synchronize', extra: { before?: string; after?: string } = {}) {
  return spawnAction(guardOptions(world, action, extra, {}));
}

function operatorOptions(
  world: World,
  inputs: Record<string, string>,
  overrides: Partial<RunActionOptions>,
): RunActionOptions {
  const payload = world.gh.events.workflowDispatch(world.repo, { inputs, ref: 'refs/heads/main' });
  return {
    action: 'history-guard',
    event: { name: 'workflow_dispatch', payload },
    inputs,
    token: TOKEN,
    apiUrl: world.gh.apiUrl,
    repository: world.repo.fullName,
    actor: 'maya',
    ref: 'refs/heads/main',
    ...overrides,
  };
}

/** Runs the built history-guard in an operator mode (`workflow_dispatch` by maya). */
export function operator(
  world: World,
  inputs: Record<string, string>,
  overrides: Partial<RunActionOptions> = {},
): Promise<RunActionResult> {
  return runAction(operatorOptions(world, inputs, overrides));
}

/** operator's run of main.ts in the test's process: the same result, no bundle. */
export function operatorInProcess(
  world: World,
  inputs: Record<string, string>,
  overrides: Partial<RunActionOptions> = {},
): Promise<RunActionResult> {
  return runInProcess(operatorOptions(world, inputs, overrides));
}

/** What a person sees on the PR: the comparable final state, independent of ids and timestamps. */
export async function prState(world: World) {
  const view = await world.repo.pull(world.pr);
  const checks = world.repo.checkRuns(view.headSha).filter((c) => c.name === 'mergexo/history-guard');
  const latest = checks.sort((a, b) => b.id - a.id)[0];
  const refs = await world.repo.refs();
  return {
    head: view.headSha,
    labels: [...view.labels].sort(),
    comments: view.comments.map((c) => ({ user: c.user.login, body: c.body })),
    check: latest ? { conclusion: latest.conclusion, title: latest.output.title } : undefined,
    backupRefs: Object.entries(refs)
      .filter(([name]) => name.startsWith('refs/mergexo/'))
      .sort(),
  };
}

/** mergexo's block comments (a bot's; a marker a user posted is not one). */
export function blockComments(state: Awaited<ReturnType<typeof prState>>) {
  return state.comments.filter((c) => c.user.endsWith('[bot]') && c.body.includes('"kind":"block"'));
}
