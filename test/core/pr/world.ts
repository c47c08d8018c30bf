// A fake GitHub for the PR gateway's tests: real REST and GraphQL over real git, reached through core's own
// client, with the identities a trust test needs (the workflow's bot, a user token, collaborators).
import type { FakeGitHub, FakeRepo, Worktree } from '../../../fake-github/index.js';
import { createGitHubClient, type GitHubClient } from '../../../src/core/github/client.js';
import { octokitGitHub } from '../../../src/core/github/octokit/index.js';
import type { GitHubPort } from '../../../src/core/github/port.js';
import type { RepoRef } from '../../../src/core/pure/view.js';
import {
  botToken,
  startFakeGitHub,
  useFakeGitHub,
  userToken,
  WRITE_PERMISSIONS,
  type Identity,
} from '../../support/fake-world.js';

export { BOT } from '../../support/fake-world.js';
export const BOT_TOKEN = 'ghs_core_bot_token';
/** A personal access token of a user whose login spells like the bot without `[bot]`. */
export const USER = 'maya';
export const USER_TOKEN = 'ghp_core_user_token';
export const PERMISSIONS = WRITE_PERMISSIONS;

/** A fake GitHub that knows the bot's and the user's tokens (and `more`). */
export function startGitHub(...more: Identity[]): Promise<FakeGitHub> {
  return startFakeGitHub([botToken(BOT_TOKEN, PERMISSIONS, 'github-actions'), userToken(USER_TOKEN, USER), ...more]);
}

/** core's fake GitHub for the tests of the calling file or describe. */
export function useGitHub(...more: Identity[]): FakeGitHub {
  return useFakeGitHub(() => startGitHub(...more));
}

export function clientFor(gh: FakeGitHub, token = BOT_TOKEN): GitHubClient {
  return createGitHubClient({ token, apiUrl: gh.apiUrl, userAgent: 'mergexo/core-test', timeScale: 0.001 });
}

/** The port to the fake GitHub under `token` (the bot's by default): what core's gateway is given. */
export function portFor(gh: FakeGitHub, token = BOT_TOKEN): GitHubPort {
  return octokitGitHub(clientFor(gh, token));
}

export interface World {
  gh: FakeGitHub;
  repo: FakeRepo;
  ref: RepoRef;
  wt: Worktree;
  client: GitHubClient;
  /** The port on `client`. */
  github: GitHubPort;
  /** The first open PR, from `feature`. */
  pr: number;
  head: string;
}

let counter = 0;

/** A new repository (maya and mallory may write) with one open PR from `feature`. */
export async function newWorld(gh: FakeGitHub): Promise<World> {
  const name = `core-${++counter}`;
  const repo = await gh.createRepo(`acme/${name}`, { defaultBranch: 'main' });
  repo.setRole(USER, 'maintain');
  repo.setRole('mallory', 'write');
  const wt = await repo.clone('agent-1');
  await wt.checkout('feature', { create: true, from: 'main' });
  const head = await wt.commit({ 'src/feature.ts': 'export const v = 1;\n' }, 'feature: first');
  await wt.push('feature');
  const pr = await repo.openPullRequest({ head: 'feature', base: 'main', author: 'agent-1', title: 'Add the feature' });
  const client = clientFor(gh);
  return {
    gh,
    repo,
    ref: { owner: 'acme', repo: name },
    wt,
    client,
    github: octokitGitHub(client),
    pr: pr.number,
    head,
  };
}

/** Another PR, from `branch`, with its own commit (or heading `at`, a commit already pushed). */
export async function openAnother(world: World, branch: string, at?: string): Promise<{ pr: number; head: string }> {
  await world.wt.checkout(branch, { create: true, from: at ?? 'main' });
  const head = at ?? (await world.wt.commit({ [`src/${branch}.ts`]: 'export const w = 2;\n' }, `${branch}: work`));
  await world.wt.push(branch);
  const pr = await world.repo.openPullRequest({ head: branch, base: 'main', author: 'agent-1', title: branch });
  return { pr: pr.number, head };
}
