// evaluatePullRequest called as the shell calls it, on the fake GitHub: one look at a PR in event mode.
import { describe, expect, it } from 'vitest';
import { evaluatePullRequest } from '../../src/ci-wait/wait.js';
import { runOn, settingsOf } from './direct.js';
import { head, openWorld, pushCommit, useGitHub } from './world.js';

const gh = useGitHub();

describe('evaluatePullRequest', () => {
  it("judges the PR's head by its checks: passing CI is success, a failing check is ci_failed naming it", async () => {
    const world = await openWorld(gh);
    const sha = await head(world);
    world.repo.addCheckRun(sha, { name: 'build', conclusion: 'success' });
    const passed = await evaluatePullRequest(runOn(gh, world), settingsOf(), world.pr, 'event');
    expect(passed).toMatchObject({ outcome: 'success', head: sha });
    world.repo.addCheckRun(sha, { name: 'lint', conclusion: 'failure' });
    const failed = await evaluatePullRequest(runOn(gh, world), settingsOf(), world.pr, 'event');
    expect(failed.outcome).toBe('ci_failed');
    expect(failed.head).toBe(sha);
    expect(failed.failed.map((c) => c.name)).toEqual(['lint']);
  });

  it('skips a PR whose head moved on from the one the event named, judging nothing', async () => {
    const world = await openWorld(gh);
    const old = await head(world);
    const now = await pushCommit(world, 1);
    const evaluation = await evaluatePullRequest(runOn(gh, world), settingsOf(), world.pr, 'event', old);
    expect(evaluation).toMatchObject({ outcome: 'skipped', head: now });
  });

  it('says a closed PR is closed', async () => {
    const world = await openWorld(gh);
    await world.repo.closePullRequest(world.pr);
    const evaluation = await evaluatePullRequest(runOn(gh, world), settingsOf(), world.pr, 'event');
    expect(evaluation.outcome).toBe('closed');
  });
});
