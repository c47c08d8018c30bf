// ci-wait hands a PR that can land to its reviewers (ready-mark); when the base moves and the PR now
// conflicts, or another PR takes its migration number, no PR event reaches ci-wait: rebase-notify takes the
// mark back. Both run with the same token, as in one repository, each action's main.ts in the test's process
// (../support/in-process/run.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FakeGitHub } from '../../fake-github/index.js';
import { runInProcess } from '../support/in-process/run.js';
import {
  BOT,
  TOKEN,
  ciWaitInProcess as ciWait,
  head,
  openWorld,
  pushToMain,
  startGitHub,
  type World,
} from '../ci-wait/world.js';

let gh: FakeGitHub;
beforeAll(async () => {
  gh = await startGitHub();
});
afterAll(async () => {
  await gh?.stop();
});

const LABEL = 'mergexo:ready';
const MARK = { 'ready-mark': 'label, reviewers', 'ready-reviewers': 'maya' };
const MIGRATIONS = { 'allocated-names': 'migrations/*_*.sql' };

/** A green PR that ci-wait marked: labelled, maya asked to review. */
async function markedWorld(files?: Record<string, string>): Promise<World> {
  const world = await openWorld(gh, files);
  world.repo.setRole('maya', 'write');
  world.repo.addCheckRun(await head(world), { name: 'build', conclusion: 'success' });
  const marked = await ciWait(world, { inputs: MARK });
  expect(marked.outputs, marked.stdout).toMatchObject({ outcome: 'success', ready: 'true' });
  expect(world.repo.labelsOf(world.pr)).toEqual([LABEL]);
  expect(requested(world)).toEqual(['maya']);
  return world;
}

const requested = (world: World) => (world.repo.pulls.get(world.pr)?.requestedReviewers ?? []).map((u) => u.login);

function rebaseNotify(world: World, event: { name: string; payload: unknown }, inputs: Record<string, string>) {
  return runInProcess({
    action: 'rebase-notify',
    event,
    inputs,
    token: TOKEN,
    apiUrl: gh.apiUrl,
    serverUrl: gh.serverUrl,
    repository: world.repo.fullName,
  });
}

describe('rebase-notify takes the ready mark back (ready-mark, as given to ci-wait)', () => {
  it('the base moves and the marked PR now conflicts: the label and the review request go', async () => {
    const world = await markedWorld();
    const before = world.repo.branchSha('main') as string;
    const after = await pushToMain(world, 'src/feature.ts', 'export const v = "main";\n');
    const push = { name: 'push', payload: gh.events.push(world.repo, { before, after }) };

    const run = await rebaseNotify(world, push, MARK);
    expect(run.exitCode, run.stdout + run.stderr).toBe(0);
    expect(JSON.parse(run.outputs.conflicting ?? '[]')).toEqual([world.pr]);
    expect(world.repo.labelsOf(world.pr), run.stdout).toEqual(['mergexo:conflict']);
    expect(requested(world)).toEqual([]);
    // Taken back by mergexo's own identity, which made the request.
    const removed = world.repo.timelineEvents(world.pr, ['ReviewRequestRemovedEvent']);
    expect(removed.map((e) => e.actor)).toEqual([BOT]);
    expect(run.stdout).toContain('ready for review mark taken back: the PR conflicts with its base');

    // The next sweep finds nothing left to take back: no write.
    const from = gh.requests.length;
    await rebaseNotify(world, push, MARK);
    expect(gh.requests.slice(from).filter((r) => r.kind === 'write')).toEqual([]);
  });

  it('attack: the agent puts the conflict label on its PR first, as if reported: the mark still goes', async () => {
    const world = await markedWorld();
    world.repo.addLabel(world.pr, 'mergexo:conflict');
    const before = world.repo.branchSha('main') as string;
    const after = await pushToMain(world, 'src/feature.ts', 'export const v = "main";\n');
    await rebaseNotify(world, { name: 'push', payload: gh.events.push(world.repo, { before, after }) }, MARK);
    // Only mergexo's own record of the conflict (its notice) counts as reported; a label anyone can add.
    expect(world.repo.labelsOf(world.pr)).toEqual(['mergexo:conflict']);
    expect(requested(world)).toEqual([]);
  });

  it('without ready-mark, rebase-notify leaves the mark to ci-wait', async () => {
    const world = await markedWorld();
    const before = world.repo.branchSha('main') as string;
    const after = await pushToMain(world, 'src/feature.ts', 'export const v = "main";\n');
    await rebaseNotify(world, { name: 'push', payload: gh.events.push(world.repo, { before, after }) }, {});
    expect(world.repo.labelsOf(world.pr).sort()).toEqual(['mergexo:conflict', LABEL]);
    expect(requested(world)).toEqual(['maya']);
  });

  it("a collaborator's PR claims the marked PR's migration number: the marked PR loses it, the mark goes", async () => {
    const world = await markedWorld({ 'migrations/0042_users.sql': 'create table users();\n' });
    // The marked PR's author (agent-1) may not write: a collaborator's later claim holds the name against it.
    world.repo.setRole('agent-2', 'write');
    const other = await world.repo.clone('agent-2');
    await other.checkout('orders', { create: true, from: 'main' });
    await other.commit({ 'migrations/0042_orders.sql': 'create table orders();\n' }, 'orders');
    await other.push('orders');
    const second = await world.repo.openPullRequest({
      head: 'orders',
      base: 'main',
      author: 'agent-2',
      title: 'Orders',
    });
    const opened = {
      name: 'pull_request',
      payload: gh.events.pullRequest(world.repo, second.number, 'opened'),
    };

    const run = await rebaseNotify(world, opened, { ...MARK, ...MIGRATIONS });
    expect(run.exitCode, run.stdout + run.stderr).toBe(0);
    expect(JSON.parse(run.outputs.colliding ?? '[]')).toEqual([world.pr]);
    expect(world.repo.labelsOf(world.pr)).toEqual([]);
    expect(requested(world)).toEqual([]);
    // ci-wait, run again on the marked PR, sees the failing mergexo/collision gate and does not mark it again.
    const again = await ciWait(world, { inputs: MARK });
    expect(again.outputs.ready).toBe('false');
    expect(world.repo.labelsOf(world.pr)).toEqual([]);
    expect(requested(world)).toEqual([]);
  });
});
