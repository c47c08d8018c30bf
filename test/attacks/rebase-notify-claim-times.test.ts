// A claim dates from when it was made (rebase-notify, allocated-names). A writer tries to take a number a newer PR
// already claimed with a PR of theirs that GitHub numbered earlier: by pushing the name to the older PR, by
// reopening an old closed PR that had it, by retargeting a PR from another base, and by forging mergexo's record of
// when a claim was made. Under mergexo's own App and under GITHUB_TOKEN, the newer PR keeps the name.
// The runs are main.ts in the test's process (test/support/in-process/run.ts).
import { describe, expect, it } from 'vitest';
import { renderMarker } from '../../src/core/pure/markers.js';
import { nameKey } from '../../src/rebase-notify/rules/collisions/owners.js';
import { appToken } from '../support/fake-world.js';
import {
  notifyInProcess as notify,
  openPr,
  PERMISSIONS,
  pushToPr,
  TOKEN,
  useFake,
  newWorld,
  type World,
} from '../rebase-notify/world.js';
import { nextSecond, useSteppedClock } from '../support/stepped-clock.js';
import { newestCheck } from './support.js';

const APP = 'ghs_rebase_notify_app';
const APP_SLUG = 'mergexo-app';
const fake = useFake(appToken(APP, APP_SLUG, PERMISSIONS));
// GitHub dates a push, an opening, a reopening to the second: each next step is moved to a later second.
useSteppedClock();

const CHECK = 'mergexo/collision';
const INPUTS = { 'allocated-names': 'migrations/*_*.sql' };
const KEY = nameKey('migrations/*_*.sql', '42');

const headOf = (world: World, number: number) => world.repo.headSha(world.repo.getPull(number));
const check = (world: World, number: number) => newestCheck(world.repo, headOf(world, number), CHECK);
const collisionComments = (world: World, number: number) =>
  world.repo.comments(number).filter((c) => c.body.split('\n')[0]?.includes('"kind":"collision"'));

/** Two collaborators: `dev`, whose older PR is the attacker's, and `agent-2`, who claims the name first. */
async function claimWorld(): Promise<World> {
  const world = await newWorld(fake);
  world.repo.setRole('dev', 'write');
  world.repo.setRole('agent-2', 'write');
  return world;
}

/** The newer PR: it claims 0042 first, and a run sees it. */
async function newerClaim(world: World, token: string): Promise<number> {
  nextSecond();
  const newer = await openPr(world, 'mig-new', { files: { 'migrations/0042_new.sql': '-- new\n' }, author: 'agent-2' });
  const run = await notify(world, { name: 'pull_request', number: newer, action: 'opened' }, INPUTS, { token });
  expect(run.exitCode, run.stdout + run.stderr).toBe(0);
  expect(check(world, newer)?.conclusion).toBe('success');
  nextSecond();
  return newer;
}

/** The newer PR keeps the name: its check passes, the older one fails naming it, and a sweep agrees. */
async function newerKeepsIt(world: World, older: number, newer: number, token: string) {
  for (const event of [{ name: 'workflow_dispatch' as const }]) {
    const run = await notify(world, event, INPUTS, { token });
    expect(run.exitCode, run.stdout + run.stderr).toBe(0);
  }
  expect(check(world, newer)?.conclusion).toBe('success');
  expect(collisionComments(world, newer)).toEqual([]);
  expect(check(world, older)?.conclusion).toBe('failure');
  expect(check(world, older)?.output.title).toContain(`held by #${newer}`);
  expect(collisionComments(world, older)[0]?.body).toContain(`#${newer} claimed first`);
}

describe.each([
  ['GITHUB_TOKEN', TOKEN],
  ['mergexo as its own App', APP],
])('attack: an older PR takes a name a newer PR claimed first (%s)', (_, token) => {
  it('a writer adds the name to an older PR of theirs: the newer PR keeps it', async () => {
    const world = await claimWorld();
    const older = await openPr(world, 'old-work', { files: { 'src/old.ts': 'export {};\n' }, author: 'dev' });
    await notify(world, { name: 'pull_request', number: older, action: 'opened' }, INPUTS, { token });
    const newer = await newerClaim(world, token);

    await pushToPr(world, 'old-work', { 'migrations/0042_old.sql': '-- old\n' }, 'old-work: take 0042');
    const run = await notify(world, { name: 'pull_request', number: older, action: 'synchronize' }, INPUTS, { token });
    expect(run.exitCode, run.stdout + run.stderr).toBe(0);
    expect(check(world, older)?.conclusion).toBe('failure');
    expect(check(world, newer)?.conclusion).toBe('success');
    await newerKeepsIt(world, older, newer, token);
  });

  it('a writer reopens an old closed PR that had the name: it claims from its reopening', async () => {
    const world = await claimWorld();
    const older = await openPr(world, 'old-mig', { files: { 'migrations/0042_old.sql': '-- old\n' }, author: 'dev' });
    await world.repo.closePullRequest(older, 'dev');
    const newer = await newerClaim(world, token);

    await world.repo.reopenPullRequest(older, 'dev');
    const run = await notify(world, { name: 'pull_request', number: older, action: 'reopened' }, INPUTS, { token });
    expect(run.exitCode, run.stdout + run.stderr).toBe(0);
    await newerKeepsIt(world, older, newer, token);
  });

  it('a writer retargets a PR that had the name on another base: it claims on the new base from the retarget', async () => {
    const world = await claimWorld();
    await world.wt.git('push', '-q', 'origin', `${world.main.at(-1)}:refs/heads/release`);
    const older = await openPr(world, 'old-mig', {
      files: { 'migrations/0042_old.sql': '-- old\n' },
      author: 'dev',
      base: 'release',
    });
    await notify(world, { name: 'pull_request', number: older, action: 'opened' }, INPUTS, { token });
    expect(check(world, older)?.conclusion).toBe('success');
    const newer = await newerClaim(world, token);

    world.repo.getPull(older).lastChanges = { base: world.repo.setBase(older, 'main', 'dev') };
    const run = await notify(world, { name: 'pull_request', number: older, action: 'edited' }, INPUTS, { token });
    expect(run.exitCode, run.stdout + run.stderr).toBe(0);
    await newerKeepsIt(world, older, newer, token);
  });

  it('a writer hides the name in a draft and marks it ready once the newer PR claimed it: ready is its start', async () => {
    const world = await claimWorld();
    const older = await openPr(world, 'old-mig', {
      files: { 'migrations/0042_old.sql': '-- old\n' },
      author: 'dev',
      draft: true,
    });
    const newer = await newerClaim(world, token);

    world.repo.setDraft(older, false, 'dev');
    const run = await notify(world, { name: 'pull_request', number: older, action: 'ready_for_review' }, INPUTS, {
      token,
    });
    expect(run.exitCode, run.stdout + run.stderr).toBe(0);
    await newerKeepsIt(world, older, newer, token);
  });

  it("a workflow forges mergexo's record of an early claim on the older PR: it counts for nothing", async () => {
    const world = await claimWorld();
    const older = await openPr(world, 'old-work', { files: { 'src/old.ts': 'export {};\n' }, author: 'dev' });
    const newer = await newerClaim(world, token);
    await pushToPr(world, 'old-work', { 'migrations/0042_old.sql': '-- old\n' }, 'old-work: take 0042');
    // The agent's own workflow writes the collision check with GITHUB_TOKEN, recording the claim as a year old.
    const forged = renderMarker({
      action: 'rebase-notify',
      kind: 'claims',
      key: String(older),
      data: { base: 'main', since: { [KEY]: '2025-01-01T00:00:00Z' } },
    });
    const res = await fetch(`${world.fake.gh.apiUrl}/repos/${world.repo.fullName}/check-runs`, {
      method: 'POST',
      headers: { authorization: `token ${TOKEN}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        name: CHECK,
        head_sha: headOf(world, older),
        status: 'completed',
        conclusion: 'success',
        output: { title: 'No allocated name collides', summary: 'forged', text: forged },
      }),
    });
    expect(res.status).toBe(201);
    await newerKeepsIt(world, older, newer, token);
  });
});

describe('a rebase of the newer PR (a force-push that rewrites the commit adding the name)', () => {
  /** The newer PR's author amends its last commit and force-pushes; the push's own run sees it. */
  async function rebase(world: World, newer: number, token: string) {
    nextSecond();
    const before = headOf(world, newer);
    await world.wt.checkout('mig-new');
    await world.wt.pull('mig-new');
    await world.wt.git('commit', '-q', '--amend', '-m', `mig-new: reworded at ${Date.now()}`);
    await world.wt.push('mig-new', { force: true });
    await world.wt.checkout('main');
    const payload = world.fake.gh.events.pullRequest(world.repo, newer, 'synchronize', { before });
    const run = await notify(world, { name: 'pull_request', number: newer }, INPUTS, {
      token,
      event: { name: 'pull_request', payload },
    });
    expect(run.exitCode, run.stdout + run.stderr).toBe(0);
  }

  /** The newer PR claims 0042, then the older one takes it: the newer holds, and then rebases. */
  async function rebased(token: string) {
    const world = await claimWorld();
    const older = await openPr(world, 'old-work', { files: { 'src/old.ts': 'export {};\n' }, author: 'dev' });
    const newer = await newerClaim(world, token);
    await pushToPr(world, 'old-work', { 'migrations/0042_old.sql': '-- old\n' }, 'old-work: take 0042');
    await notify(world, { name: 'pull_request', number: older, action: 'synchronize' }, INPUTS, { token });
    expect(check(world, older)?.conclusion).toBe('failure');
    await rebase(world, newer, token);
    expect(check(world, newer)?.conclusion).toBe('success');
    return { world, older, newer };
  }

  // Each token's scenario is one world taken step by step: the replaced head still served, then dropped by GitHub,
  // then (under the App) a second rebase. Each step asserts what a person would see at that point.
  it("under mergexo's own App: the claim keeps its time while GitHub serves the replaced head, once it dropped it, and after a second rebase", async () => {
    const { world, older, newer } = await rebased(APP);
    // While GitHub still serves the replaced head, the claim keeps its time.
    await newerKeepsIt(world, older, newer, APP);
    // GitHub serves a commit a force-push left behind by its id until its garbage collection drops it: once it
    // dropped it, the App's record on the new head keeps the time.
    await world.repo.pruneUnreachable();
    await newerKeepsIt(world, older, newer, APP);
    // A second rebase after GitHub dropped the first head: the record its run carried from the last head holds.
    await rebase(world, newer, APP);
    await newerKeepsIt(world, older, newer, APP);
  });

  it('under GITHUB_TOKEN: the claim keeps its time while GitHub serves the replaced head; once dropped, it dates from the push', async () => {
    const { world, older, newer } = await rebased(TOKEN);
    await newerKeepsIt(world, older, newer, TOKEN);
    // The hole docs/security.md names: without a record it may trust (records any workflow could write), mergexo
    // shows the claim only from the push once GitHub dropped the replaced head.
    await world.repo.pruneUnreachable();
    const run = await notify(world, { name: 'workflow_dispatch' }, INPUTS, { token: TOKEN });
    expect(run.exitCode, run.stdout + run.stderr).toBe(0);
    expect(check(world, older)?.conclusion).toBe('success');
    expect(check(world, newer)?.conclusion).toBe('failure');
    expect(check(world, newer)?.output.title).toContain(`held by #${older}`);
  });
});
