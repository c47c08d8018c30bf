// A fake GitHub (which serves git over HTTP too) and repositories whose base moves under open PRs, for the
// rebase-notify end-to-end tests. Every run goes through the built dist/rebase-notify/index.js.
import type { FakeGitHub, FakeRepo, FileSpec, Worktree } from '../../fake-github/index.js';
import { botToken, useFakeGitHub, WRITE_PERMISSIONS, type Identity } from '../support/fake-world.js';
import { runAction, spawnAction, type RunActionOptions, type RunActionResult } from '../support/run-action.js';
import { runInProcess } from '../support/in-process/run.js';

export { BOT } from '../support/fake-world.js';
export const TOKEN = 'ghs_rebase_notify_token';
// actions: read checks an operator's hand-over of an allocated name against GitHub's record of the dispatch.
export const PERMISSIONS = { ...WRITE_PERMISSIONS, actions: 'read' } as const;

/** The fake GitHub a world lives on. */
export interface Fake {
  gh: FakeGitHub;
}

/** rebase-notify's fake GitHub, knowing its token (and `more`), for the tests of the calling file or describe. */
export function useFake(...more: Identity[]): Fake {
  return { gh: useFakeGitHub([botToken(TOKEN, PERMISSIONS), ...more]) };
}

export interface World {
  fake: Fake;
  repo: FakeRepo;
  /** A maintainer's clone, on main unless a helper is switching branches. */
  wt: Worktree;
  /** Every commit pushed to main, oldest first (index 0 is the initial commit). */
  main: string[];
}

let counter = 0;

export async function newWorld(fake: Fake): Promise<World> {
  const repo = await fake.gh.createRepo(`acme/rebase-${++counter}`, { defaultBranch: 'main' });
  repo.setRole('maya', 'maintain');
  const wt = await repo.clone('maya');
  const initial = repo.branchSha('main') as string;
  const first = await wt.commit({ 'src/shared.ts': 'export const shared = 1;\n' }, 'Add shared module');
  await wt.push('main');
  return { fake, repo, wt, main: [initial, first] };
}

/** Pushes `n` commits to main in one push; `files(i)` says what commit i changes. */
export async function advanceMain(
  world: World,
  n: number,
  files: (i: number) => Record<string, FileSpec> = (i) => ({
    [`docs/note-${world.main.length + i}.md`]: `note ${i}\n`,
  }),
): Promise<{ before: string; after: string }> {
  const before = world.main.at(-1) as string;
  await world.wt.checkout('main');
  await world.wt.pull('main');
  for (let i = 0; i < n; i++) {
    world.main.push(await world.wt.commit(files(i), `main: change ${world.main.length}`));
  }
  await world.wt.push('main');
  return { before, after: world.main.at(-1) as string };
}

export interface BranchOptions {
  /** Start point: a commit of main (default: main's tip). */
  from?: string;
  files?: Record<string, FileSpec>;
  base?: string;
  draft?: boolean;
  author?: string;
}

/** Creates `name` with one commit and opens a PR for it; returns the PR number. */
export async function openPr(world: World, name: string, options: BranchOptions = {}): Promise<number> {
  await world.wt.checkout(name, { create: true, from: options.from ?? (world.main.at(-1) as string) });
  await world.wt.commit(
    options.files ?? { [`src/${name}.ts`]: `export const ${name.replace(/\W/g, '_')} = true;\n` },
    `${name}: work`,
  );
  await world.wt.push(name);
  await world.wt.checkout('main');
  const pr = await world.repo.openPullRequest({
    head: name,
    base: options.base ?? 'main',
    author: options.author ?? 'agent-1',
    title: `Work on ${name}`,
    ...(options.draft ? { draft: true } : {}),
  });
  return pr.number;
}

/** Pushes a commit to a PR's branch (as its author would). */
export async function pushToPr(
  world: World,
  branch: string,
  files: Record<string, FileSpec>,
  message: string,
): Promise<string> {
  await world.wt.checkout(branch);
  await world.wt.pull(branch);
  const sha = await world.wt.commit(files, message);
  await world.wt.push(branch);
  await world.wt.checkout('main');
  return sha;
}

/** The PR author catches up the right way: merges main into the branch and pushes. */
export async function mergeMainInto(world: World, branch: string): Promise<string> {
  await world.wt.checkout(branch);
  await world.wt.pull(branch);
  await world.wt.git('merge', '--no-edit', '-q', 'origin/main');
  await world.wt.push(branch);
  const head = await world.wt.head();
  await world.wt.checkout('main');
  return head;
}

export type NotifyEvent =
  | { name: 'push'; before: string; after: string; ref?: string }
  | { name: 'workflow_dispatch' | 'schedule' }
  | { name: 'pull_request'; number: number; action?: string };

export function notifyOptions(
  world: World,
  event: NotifyEvent,
  inputs: Record<string, string> = {},
  overrides: Partial<RunActionOptions> = {},
): RunActionOptions {
  const { gh } = world.fake;
  let payload: unknown;
  if (event.name === 'push') {
    payload = gh.events.push(world.repo, {
      before: event.before,
      after: event.after,
      ...(event.ref ? { ref: event.ref } : {}),
    });
  } else if (event.name === 'pull_request') {
    payload = gh.events.pullRequest(world.repo, event.number, event.action ?? 'synchronize');
  } else if (event.name === 'workflow_dispatch') {
    payload = gh.events.workflowDispatch(world.repo, { inputs });
  } else {
    payload = { schedule: '17 * * * *', repository: { full_name: world.repo.fullName, default_branch: 'main' } };
  }
  return {
    action: 'rebase-notify',
    event: { name: event.name, payload },
    inputs,
    token: TOKEN,
    apiUrl: gh.apiUrl,
    serverUrl: gh.serverUrl,
    repository: world.repo.fullName,
    ...overrides,
  };
}

export function notify(
  world: World,
  event: NotifyEvent,
  inputs: Record<string, string> = {},
  overrides: Partial<RunActionOptions> = {},
): Promise<RunActionResult> {
  return runAction(notifyOptions(world, event, inputs, overrides));
}

/** notify's run of main.ts in the test's process (../support/in-process/run.ts): the same result, no bundle. */
export function notifyInProcess(
  world: World,
  event: NotifyEvent,
  inputs: Record<string, string> = {},
  overrides: Partial<RunActionOptions> = {},
): Promise<RunActionResult> {
  return runInProcess(notifyOptions(world, event, inputs, overrides));
}

export function spawnNotify(world: World, event: NotifyEvent, inputs: Record<string, string> = {}) {
  return spawnAction(notifyOptions(world, event, inputs));
}

/** Pushes to main and runs rebase-notify for that push. */
export async function pushAndNotify(world: World, n = 1, inputs: Record<string, string> = {}) {
  const { before, after } = await advanceMain(world, n);
  return notify(world, { name: 'push', before, after }, inputs);
}

export const parseList = (s: string | undefined): number[] => (s ? (JSON.parse(s) as number[]) : []);

/** What a person sees on the PR. */
export async function seen(world: World, number: number) {
  const view = await world.repo.pull(number);
  const status = view.comments.filter((c) => c.body.includes('"action":"rebase-notify"'));
  const checks = world.repo.checkRuns(view.headSha).filter((c) => c.name === 'mergexo/rebase');
  const latest = checks.sort((a, b) => b.id - a.id)[0];
  return {
    head: view.headSha,
    labels: [...view.labels].sort(),
    comments: view.comments.length,
    status: status.map((c) => c.body),
    /** The visible text of the status comment, without its marker. */
    text: status[0]?.body.split('\n').slice(1).join('\n'),
    check: latest
      ? { conclusion: latest.conclusion, title: latest.output.title, summary: latest.output.summary }
      : undefined,
  };
}

/** Writes the fake saw since `from` (an index into its request log). */
export function writesSince(world: World, from: number) {
  return world.fake.gh.requests.slice(from).filter((r) => r.kind === 'write' && r.status < 400 && !r.fault);
}
