// Attack class 1: a verdict is written on a commit, and a commit can head several PRs. An agent
// with push access tries to turn its refused head green by opening another PR on the same commit.
// Judged in-process on the fake GitHub and real git (test/support/in-process/history-guard.ts): the attack fails on what a
// user sees, the PR's labels, comments and checks; the runner adds nothing to it.
import { describe, expect, it } from 'vitest';
import { openWorld, pushCommit, useGitHub, type World } from '../e2e/support/history-guard-world.js';
import { guardIn, operatorIn } from '../support/in-process/history-guard.js';
import { newestCheck } from './support.js';

const gh = useGitHub();

const CHECK = 'mergexo/history-guard';

/** The check branch protection reads: the newest run of the name on the commit. */
const latestCheck = (world: World, sha: string) => newestCheck(world.repo, sha, CHECK);

/** A PR whose accepted head was amended away and force-pushed: blocked on the rewritten head. */
async function blockedWorld(): Promise<World & { rewritten: string }> {
  const world = await openWorld(gh);
  expect((await guardIn(world, 'opened')).verdict).toBe('accepted');
  await pushCommit(world, 2);
  expect((await guardIn(world)).verdict).toBe('accepted');
  await world.wt.git('commit', '--amend', '-m', 'rewritten');
  await world.wt.push(world.branch, { force: true });
  const rewritten = (await world.repo.pull(world.pr)).headSha;
  expect((await guardIn(world)).verdict).toBe('blocked');
  expect(latestCheck(world, rewritten)?.conclusion).toBe('failure');
  return { ...world, rewritten };
}

/** The agent pushes the same commit under another branch name and opens a second PR on it. */
async function secondPull(world: World, branch: string): Promise<World> {
  await world.wt.push(world.branch, { to: branch });
  const pr = await world.repo.openPullRequest({ head: branch, base: 'main', author: 'agent-1', title: 'Again' });
  return { ...world, pr: pr.number, branch };
}

describe('attack: another PR on a refused head', () => {
  it('a second PR on the blocked head does not turn the commit green, and is blocked itself', async () => {
    const world = await blockedWorld();
    const second = await secondPull(world, 'feature-again');
    const result = await guardIn(second, 'opened');
    expect(result.verdict).toBe('blocked');
    expect(latestCheck(world, world.rewritten)).toMatchObject({ conclusion: 'failure' });
    expect(world.repo.labelsOf(world.pr)).toContain('mergexo:blocked');
    expect(world.repo.labelsOf(second.pr)).toContain('mergexo:blocked');
    const comment = world.repo.comments(second.pr).find((c) => c.body.includes('"kind":"block"'));
    expect(comment?.body).toContain('already carries a refusal written by mergexo');
  });

  it('closing the blocked PR first does not make the head a "first head" for the next one', async () => {
    const world = await blockedWorld();
    await world.repo.closePullRequest(world.pr);
    const second = await secondPull(world, 'feature-fresh');
    const result = await guardIn(second, 'opened');
    expect(result.verdict).toBe('blocked');
    expect(latestCheck(world, world.rewritten)).toMatchObject({ conclusion: 'failure' });
    expect(world.repo.labelsOf(second.pr)).toContain('mergexo:blocked');
  });

  it('a PR accepted first on a commit turns red when another PR is force-pushed onto it, and a re-run keeps it red', async () => {
    const world = await openWorld(gh);
    expect((await guardIn(world, 'opened')).verdict).toBe('accepted');
    const clean = await pushCommit(world, 2);
    // An innocent-looking second PR on the same commit, accepted as its first head.
    const second = await secondPull(world, 'feature-copy');
    expect((await guardIn(second, 'opened')).verdict).toBe('accepted');
    // The first PR's history is rewritten (reset and force-pushed): it is blocked.
    await world.wt.git('reset', '--hard', 'HEAD~1');
    await world.wt.push(world.branch, { force: true });
    expect((await guardIn(world)).verdict).toBe('blocked');
    // Its branch goes back onto the commit the second PR heads: blocked PRs stay blocked, so the
    // commit now heads a blocked PR and an accepted one.
    await world.wt.git('reset', '--hard', clean);
    await world.wt.push(world.branch, { force: true });
    const blocked = await guardIn(world);
    expect(blocked.verdict).toBe('blocked');
    expect(latestCheck(world, clean)).toMatchObject({ conclusion: 'failure' });
    // Re-running the second PR's job (its own history is fine) must not write success on the shared commit.
    const rerun = await guardIn(second, 'synchronize');
    expect(rerun.verdict).toBe('blocked');
    expect(rerun.sharedWith.map((p) => p.number)).toContain(world.pr);
    expect(latestCheck(world, clean)).toMatchObject({ conclusion: 'failure' });
    expect(latestCheck(world, clean)?.output.title).toContain(`#${world.pr}`);
  });

  it("an operator's unblock of one PR leaves the commit red while another PR on it is blocked", async () => {
    const world = await blockedWorld();
    const second = await secondPull(world, 'feature-twin');
    expect((await guardIn(second, 'opened')).verdict).toBe('blocked');
    const first = await operatorIn(world, {
      mode: 'unblock',
      'pull-request': String(world.pr),
      'accept-head': world.rewritten,
    });
    expect(first.outcomes?.every((o) => o.unblocked)).toBe(true);
    expect(latestCheck(world, world.rewritten)).toMatchObject({ conclusion: 'failure' });
    const both = await operatorIn(world, {
      mode: 'unblock',
      'pull-request': String(second.pr),
      'accept-head': world.rewritten,
    });
    expect(both.outcomes?.every((o) => o.unblocked)).toBe(true);
    expect(latestCheck(world, world.rewritten)).toMatchObject({ conclusion: 'success' });
  });
});
