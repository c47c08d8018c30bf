// ci-wait in event mode (check_suite, workflow_run, status): one look, no waiting; and its error paths. main.ts runs
// in the test's process (../support/in-process/run.ts); one full path per event on the bundle is in
// test/e2e/ci-wait.test.ts.
import { describe, expect, it } from 'vitest';
import {
  ciWaitInProcess as ciWait,
  ciWaitOnceInProcess as ciWaitOnce,
  head,
  openWorld,
  prView,
  pushCommit,
  useGitHub,
} from './world.js';

const gh = useGitHub();

describe('ci-wait on completion events', () => {
  it("an event for a commit that is no open PR's head is skipped without failing", async () => {
    const world = await openWorld(gh);
    const main = world.repo.branchSha('main') as string;
    const from = gh.requests.length;
    const result = await ciWaitOnce(
      world,
      'status',
      gh.events.status(world.repo, { sha: main, context: 'deploy', state: 'success' }),
    );
    expect(result.exitCode).toBe(0);
    expect(result.outputs).toMatchObject({ outcome: 'skipped', 'pull-requests': '[]' });
    expect(gh.requests.slice(from).filter((r) => r.kind === 'write')).toEqual([]);
    expect(result.summary).toContain('nothing to judge');
  });

  it('an event for a head the PR has since moved past is skipped; the new head decides', async () => {
    const world = await openWorld(gh);
    const old = await head(world);
    world.repo.addCheckRun(old, { name: 'build', conclusion: 'failure' });
    const payload = gh.events.checkSuite(world.repo, { headSha: old, headBranch: 'feature' });
    await pushCommit(world, 2);
    const result = await ciWaitOnce(world, 'check_suite', payload);
    expect(result.exitCode).toBe(0);
    expect(result.outputs.outcome).toBe('skipped');
    expect((await prView(world)).labels).toEqual([]);
  });

  it('a check suite that is only requested is skipped without a single request', async () => {
    const world = await openWorld(gh);
    const from = gh.requests.length;
    const payload = gh.events.checkSuite(world.repo, { headSha: await head(world), action: 'requested' });
    const result = await ciWaitOnce(world, 'check_suite', payload);
    expect(result.exitCode).toBe(0);
    expect(result.outputs.outcome).toBe('skipped');
    expect(gh.requests.length).toBe(from);
  });

  it('finds a PR from a fork, which GitHub leaves out of the event payload', async () => {
    const world = await openWorld(gh);
    const fork = await gh.createFork(world.repo, 'outsider');
    const wt = await fork.clone('outsider');
    await wt.checkout('patch', { create: true, from: 'main' });
    const sha = await wt.commit({ 'README.md': '# fixed typo\n' }, 'docs: typo');
    await wt.push('patch');
    const pr = await world.repo.openPullRequest({ head: 'patch', base: 'main', author: 'outsider', fork });
    world.repo.addCheckRun(sha, { name: 'build', conclusion: 'success' });
    const payload = gh.events.checkSuite(world.repo, { headSha: sha, headBranch: 'patch' });
    payload.check_suite.pull_requests = [];
    const result = await ciWaitOnce(world, 'check_suite', payload);
    expect(result.outputs).toMatchObject({ outcome: 'success', 'pull-requests': `[${pr.number}]` });
  });
});

describe('ci-wait refuses clearly', () => {
  it('on an invalid input, naming it', async () => {
    const world = await openWorld(gh);
    const result = await ciWait(world, { inputs: { merge: 'yes-please' } });
    expect(result.exitCode).toBe(1);
    expect(result.errorLine).toMatch(/Input 'merge' must be one of merge, squash, rebase/);
  });
});
