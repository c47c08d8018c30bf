// Shared setup for ci-wait's end-to-end tests and benchmark: a fake GitHub with real git, one PR per test,
// and helpers to run the built action and read back what a person would see on the PR.
import { FakeGitHub, type FakeRepo, type LoggedRequest, type Worktree } from '../../fake-github/index.js';
import { parseMarkers, type Marker } from '../../src/core/pure/markers.js';
import { readState } from '../../src/ci-wait/rules/state.js';
import {
  BOT,
  botToken,
  startFakeGitHub,
  useFakeGitHub,
  WRITE_PERMISSIONS,
  type Identity,
} from '../support/fake-world.js';
import { runAction, spawnAction, type RunActionOptions, type RunActionResult } from '../support/run-action.js';
import { runInProcess } from '../support/in-process/run.js';

export { BOT } from '../support/fake-world.js';
export const TOKEN = 'ghs_ci_wait_token';
export const PERMISSIONS = { ...WRITE_PERMISSIONS, statuses: 'read' } as const;

export interface World {
  gh: FakeGitHub;
  repo: FakeRepo;
  wt: Worktree;
  pr: number;
  branch: string;
}

/** A fake GitHub that knows ci-wait's token (and `more`). */
export function startGitHub(...more: Identity[]): Promise<FakeGitHub> {
  return startFakeGitHub([botToken(TOKEN, PERMISSIONS, 'github-actions'), ...more]);
}

/** ci-wait's fake GitHub for the tests of the calling file or describe. */
export function useGitHub(...more: Identity[]): FakeGitHub {
  return useFakeGitHub(() => startGitHub(...more));
}

let counter = 0;

/** A new repository with one open PR from `feature` (one commit on top of main). */
export async function openWorld(
  gh: FakeGitHub,
  files: Record<string, string> = { 'src/feature.ts': 'export const v = 1;\n' },
): Promise<World> {
  const repo = await gh.createRepo(`acme/ci-wait-${++counter}`, { defaultBranch: 'main' });
  const wt = await repo.clone('agent-1');
  const branch = 'feature';
  await wt.checkout(branch, { create: true, from: 'main' });
  await wt.commit(files, 'feature: first');
  await wt.push(branch);
  const pr = await repo.openPullRequest({ head: branch, base: 'main', author: 'agent-1', title: 'Add the feature' });
  return { gh, repo, wt, pr: pr.number, branch };
}

export async function head(world: World): Promise<string> {
  return (await world.repo.pull(world.pr)).headSha;
}

export async function pushCommit(world: World, n: number): Promise<string> {
  const sha = await world.wt.commit({ [`src/step-${n}.ts`]: `export const step = ${n};\n` }, `feature: step ${n}`);
  await world.wt.push(world.branch);
  return sha;
}

/** A commit on main that touches `path`, pushed by someone else (to make the PR conflict or fall behind). */
export async function pushToMain(world: World, path: string, content: string): Promise<string> {
  const other = await world.repo.clone('maintainer');
  await other.checkout('main');
  const sha = await other.commit({ [path]: content }, `main: change ${path}`);
  await other.push('main');
  return sha;
}

type Overrides = Partial<RunActionOptions> & { inputs?: RunActionOptions['inputs'] };

function pollOptions(world: World, overrides: Overrides): RunActionOptions {
  const payload = world.gh.events.pullRequest(world.repo, world.pr, 'synchronize');
  return {
    action: 'ci-wait',
    event: { name: 'pull_request', payload },
    token: TOKEN,
    apiUrl: world.gh.apiUrl,
    repository: world.repo.fullName,
    job: 'ci-wait',
    ...overrides,
  };
}

/** Runs the built ci-wait for a pull_request event on the world's PR (poll mode). */
export function ciWait(world: World, overrides: Overrides = {}): Promise<RunActionResult> {
  return runAction(pollOptions(world, overrides));
}

/** ciWait's run of main.ts in the test's process (../support/in-process/run.ts): the same result, no bundle. */
export function ciWaitInProcess(world: World, overrides: Overrides = {}): Promise<RunActionResult> {
  return runInProcess(pollOptions(world, overrides));
}

export function spawnCiWait(world: World, overrides: Overrides = {}) {
  return spawnAction(pollOptions(world, overrides));
}

/** Runs ci-wait for an event that is evaluated once (check_suite, workflow_run, status). */
export function ciWaitOnce(
  world: World,
  name: string,
  payload: unknown,
  overrides: Overrides = {},
): Promise<RunActionResult> {
  return runAction(onceOptions(world, name, payload, overrides));
}

/** ciWaitOnce's run in the test's process. */
export function ciWaitOnceInProcess(
  world: World,
  name: string,
  payload: unknown,
  overrides: Overrides = {},
): Promise<RunActionResult> {
  return runInProcess(onceOptions(world, name, payload, overrides));
}

function onceOptions(world: World, name: string, payload: unknown, overrides: Overrides): RunActionOptions {
  return {
    action: 'ci-wait',
    event: { name, payload },
    token: TOKEN,
    apiUrl: world.gh.apiUrl,
    repository: world.repo.fullName,
    job: 'ci-wait-events',
    ...overrides,
  };
}

export interface SeenComment {
  id: number;
  user: string;
  body: string;
  markers: Marker[];
}

/** What a person sees on the PR: labels, comments, and the newest mergexo/ci-wait check on the head. */
export async function prView(world: World) {
  const view = await world.repo.pull(world.pr);
  const verdicts = world.repo
    .checkRuns(view.headSha)
    .filter((c) => c.name === 'mergexo/ci-wait')
    .sort((a, b) => b.id - a.id);
  const comments: SeenComment[] = view.comments.map((c) => ({
    id: c.id,
    user: c.user.login,
    body: c.body,
    markers: parseMarkers(c.body),
  }));
  const kind = (k: string) => comments.filter((c) => c.markers.some((m) => m.action === 'ci-wait' && m.kind === k));
  return {
    state: view.merged ? 'merged' : view.state,
    head: view.headSha,
    labels: [...view.labels].sort(),
    comments,
    findings: kind('finding'),
    openFindings: comments.filter((c) => c.markers.some((m) => m.kind === 'finding' && m.data?.open === true)),
    /** The standalone state comment of earlier versions: never written now. */
    stateComments: kind('state'),
    holds: kind('hold'),
    /** ci-wait's state, as the action reads it: from its newest own comment that carries one. */
    ciState: readState({
      trusted: comments
        .filter((c) => c.user === BOT)
        .map((c) => ({ id: c.id, url: '', body: c.body, markers: c.markers })),
    }),
    verdict: verdicts[0]
      ? { conclusion: verdicts[0].conclusion, title: verdicts[0].output.title, summary: verdicts[0].output.summary }
      : undefined,
    verdictCount: verdicts.length,
  };
}

/**
 * Resolves once `predicate` holds, checked now and after each request `gh` logs: a run changes the fake only by
 * its requests, and the test acts before the run reads the answer to the one that made it true. No polling.
 */
export function waitUntil(gh: FakeGitHub, what: string, predicate: () => boolean, timeoutMs = 20_000): Promise<void> {
  return new Promise((resolve, reject) => {
    const check = () => {
      let holds: boolean;
      try {
        holds = predicate();
      } catch (e) {
        stop();
        reject(e instanceof Error ? e : new Error(String(e)));
        return;
      }
      if (holds) {
        stop();
        resolve();
      }
    };
    const off = gh.onRequest(check);
    const timer = setTimeout(() => {
      stop();
      reject(new Error(`timed out waiting until ${what}`));
    }, timeoutMs);
    function stop() {
      off();
      clearTimeout(timer);
    }
    check();
  });
}

/** Requests for one REST operation (template as GitHub spells it) made since `from` (an index into the log). */
export function requestsOf(gh: FakeGitHub, operation: string, from = 0): LoggedRequest[] {
  return gh.requests.slice(from).filter((r) => r.operation === operation);
}

/**
 * The looks at a commit's check runs since `from`: every run of the route but ci-wait's reads of its own checks for
 * the count's copy (`src/ci-wait/count.ts`), which ask for its check by name.
 */
export function checkLooks(gh: FakeGitHub, from = 0): LoggedRequest[] {
  return requestsOf(gh, OP.checkRuns, from).filter((r) => !r.url.includes('check_name='));
}

/** ci-wait's reads of its own checks by name since `from`, for the copy of a count (one per commit, per run). */
export function countCopyReads(gh: FakeGitHub, from = 0): LoggedRequest[] {
  return requestsOf(gh, OP.checkRuns, from).filter((r) => r.url.includes('check_name='));
}

export const OP = {
  pull: 'GET /repos/{owner}/{repo}/pulls/{pull_number}',
  checkRuns: 'GET /repos/{owner}/{repo}/commits/{ref}/check-runs',
  status: 'GET /repos/{owner}/{repo}/commits/{ref}/status',
  createCheck: 'POST /repos/{owner}/{repo}/check-runs',
  addLabels: 'POST /repos/{owner}/{repo}/issues/{issue_number}/labels',
  removeLabel: 'DELETE /repos/{owner}/{repo}/issues/{issue_number}/labels/{name}',
  createComment: 'POST /repos/{owner}/{repo}/issues/{issue_number}/comments',
  editComment: 'PATCH /repos/{owner}/{repo}/issues/comments/{comment_id}',
  merge: 'PUT /repos/{owner}/{repo}/pulls/{pull_number}/merge',
  updateBranch: 'PUT /repos/{owner}/{repo}/pulls/{pull_number}/update-branch',
} as const;

/** ciWait started in the test's process, for a test that acts while it waits (what `spawnCiWait` is for the bundle). */
export function startCiWaitInProcess(world: World, overrides: Overrides = {}): { result: Promise<RunActionResult> } {
  return { result: ciWaitInProcess(world, overrides) };
}
