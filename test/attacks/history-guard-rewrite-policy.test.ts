// Attack class: claiming a forgiveness. history-guard accepts two kinds of force-push, both from GitHub's own record
// on the PR timeline: one GitHub recorded before `enforced-since`, and one by an actor of `rewrite-allowed-actors`
// (default dependabot[bot], renovate[bot]) on a PR that actor authored. An agent tries to pass its own rewrite off
// as one of them: pushing on a bot's PR, holding the bot's bare login as a user, or getting a bot to force-push a PR
// the bot did not open. Each is blocked; the bot's own rebase and a rewrite older than the cut-off are not.
// main.ts runs in the test's process (test/support/in-process/run.ts), on the event and inputs the runner gives.
import { describe, expect, it } from 'vitest';
import type { FakeRepo } from '../../fake-github/repo.js';
import { guardInProcess as guard, prState, useGitHub, type World } from '../e2e/support/history-guard-world.js';
import { nextSecond, useSteppedClock } from '../support/stepped-clock.js';
import { newestCheck } from './support.js';

const gh = useGitHub();
const CHECK = 'mergexo/history-guard';
let counter = 0;

/** A PR from `feature` opened by `author`, already judged once (its first head accepted). */
async function openBy(author: string): Promise<World> {
  const repo = await gh.createRepo(`acme/policy-${++counter}`, { defaultBranch: 'main' });
  repo.setRole('agent-1', 'write');
  const wt = await repo.clone('agent-1');
  await wt.checkout('feature', { create: true, from: 'main' });
  const first = await wt.commit({ 'package.json': '{"version":"1.0.0"}\n' }, 'bump: 1.0.0');
  await wt.push('feature');
  const pr = await repo.openPullRequest({ head: 'feature', base: 'main', author, title: 'Bump the dependency' });
  const world = { gh, repo, wt, pr: pr.number, heads: [first], branch: 'feature' };
  expect((await guard(world, 'opened')).outputs.verdict).toBe('accepted');
  return world;
}

/** Rewrites the branch (a rebase's new commit, not a descendant of the head) as `by`, as GitHub records it. */
async function forcePushAs(world: World, by: string, n: number): Promise<string> {
  await world.wt.checkout(`rewrite-${n}`, { create: true, from: 'main' });
  const sha = await world.wt.commit({ 'package.json': `{"version":"1.0.${n}"}\n` }, `bump: 1.0.${n}`);
  await world.wt.push(`rewrite-${n}`);
  await (world.repo as FakeRepo).forcePush(world.branch, sha, by);
  return sha;
}

async function expectBlocked(world: World, head: string, inputs: Record<string, string> = {}) {
  const result = await guard(world, 'synchronize', {}, { inputs });
  expect(result.exitCode, result.stdout).toBe(1);
  expect(result.outputs).toMatchObject({ verdict: 'blocked', 'observed-head': head });
  expect(newestCheck(world.repo, head, CHECK)).toMatchObject({ conclusion: 'failure' });
  expect((await prState(world)).labels).toContain('mergexo:blocked');
}

async function expectAccepted(world: World, head: string, inputs: Record<string, string> = {}) {
  const result = await guard(world, 'synchronize', {}, { inputs });
  expect(result.exitCode, result.stdout).toBe(0);
  expect(result.outputs).toMatchObject({ verdict: 'accepted', 'observed-head': head });
  expect(newestCheck(world.repo, head, CHECK)).toMatchObject({ conclusion: 'success' });
  const seen = await prState(world);
  expect(seen.labels).toEqual([]);
  expect(seen.comments).toEqual([]);
  return result;
}

describe('attack: passing a rewrite off as a bot that rebases by design', () => {
  it("accepts the bot's own force-push on its own PR, and blocks anyone else's after it", async () => {
    const world = await openBy('dependabot[bot]');
    const rebased = await forcePushAs(world, 'dependabot[bot]', 1);
    const accepted = await expectAccepted(world, rebased);
    expect(accepted.summary).toContain('rewrite-allowed-actors');
    // The agent, with push access, rewrites the bot's PR on top of that: GitHub records the agent, not the bot.
    const planted = await forcePushAs(world, 'agent-1', 2);
    await expectBlocked(world, planted);
  });

  it('blocks a user who holds the bare login `dependabot`: not the bot GitHub records as a Bot', async () => {
    gh.store.user('dependabot', 'User');
    const world = await openBy('dependabot');
    const rewritten = await forcePushAs(world, 'dependabot', 1);
    await expectBlocked(world, rewritten, { 'rewrite-allowed-actors': 'dependabot[bot], renovate[bot]' });
  });

  it('blocks a bot force-pushing a PR it did not author', async () => {
    const world = await openBy('agent-1');
    const rewritten = await forcePushAs(world, 'renovate[bot]', 1);
    await expectBlocked(world, rewritten);
  });

  it('blocks the bot too once the list is emptied', async () => {
    const world = await openBy('dependabot[bot]');
    const rebased = await forcePushAs(world, 'dependabot[bot]', 1);
    await expectBlocked(world, rebased, { 'rewrite-allowed-actors': '' });
  });
});

describe('attack: a rewrite around the enforced-since cut-off', () => {
  useSteppedClock();

  it('accepts a force-push GitHub recorded before enforced-since, and blocks one recorded after it', async () => {
    const early = await openBy('agent-1');
    const before = await forcePushAs(early, 'agent-1', 1);
    const recorded = early.repo
      .timeline(early.pr)
      .filter((t) => t.type === 'HeadRefForcePushedEvent')
      .map((t) => Date.parse(t.createdAt));
    const cutOff = new Date(Math.max(...recorded) + 1).toISOString();
    // The cut-off is after the first PR's force-push and before the second's.
    const late = await openBy('agent-1');
    // GitHub (and the fake) record times to the second: the second force-push must fall in a later second.
    nextSecond();
    const after = await forcePushAs(late, 'agent-1', 1);
    expect(Date.parse(late.repo.timeline(late.pr).at(-1)?.createdAt ?? '')).toBeGreaterThan(Date.parse(cutOff));

    await expectAccepted(early, before, { 'enforced-since': cutOff });
    await expectBlocked(late, after, { 'enforced-since': cutOff });
  });

  it('says what is wrong with an enforced-since that is not a date and time, in one line', async () => {
    const world = await openBy('agent-1');
    const result = await guard(world, 'synchronize', {}, { inputs: { 'enforced-since': 'last tuesday' } });
    expect(result.exitCode).toBe(1);
    expect(result.errorLine).toMatch(/^mergexo\/history-guard: Input 'enforced-since' must be an ISO 8601 date/);
    expect(result.errorLine).not.toContain('\n');
    expect(newestCheck(world.repo, world.heads[0] ?? '', CHECK)?.conclusion).toBe('success');
  });
});
