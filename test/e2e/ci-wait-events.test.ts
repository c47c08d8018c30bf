// ci-wait in event mode (check_suite, workflow_run, status): one look, no waiting; and its error paths.
import { describe, expect, it } from 'vitest';
import {
  checkLooks,
  countCopyReads,
  ciWait,
  ciWaitOnce,
  head,
  OP,
  openWorld,
  prView,
  pushCommit,
  requestsOf,
  useGitHub,
  TOKEN,
} from '../ci-wait/world.js';

const gh = useGitHub();

describe('ci-wait on completion events', () => {
  it('check_suite completed: judges the PR whose head it is, once', async () => {
    const world = await openWorld(gh);
    const sha = await head(world);
    world.repo.addCheckRun(sha, { name: 'build', conclusion: 'success' });
    const from = gh.requests.length;
    const result = await ciWaitOnce(
      world,
      'check_suite',
      gh.events.checkSuite(world.repo, { headSha: sha, headBranch: 'feature' }),
    );
    expect(result.exitCode).toBe(0);
    expect(result.outputs).toMatchObject({ outcome: 'success', 'pull-requests': `[${world.pr}]` });
    // One look; the others, for a count of failed rounds kept on the head and just before writing the verdict (is
    // one of its own already there?), are conditional and answered 304, free. No check of ci-wait's is on the head,
    // and the PR has no earlier head: nothing else is read for the count.
    const looks = checkLooks(gh, from);
    expect(looks.filter((r) => !r.notModified)).toHaveLength(1);
    expect(looks.filter((r) => r.notModified)).toHaveLength(2);
    expect(countCopyReads(gh, from)).toEqual([]);
    expect((await prView(world)).verdict).toMatchObject({ conclusion: 'success' });
  });

  it('workflow_run completed while other checks still run: pending, nothing written, the step passes', async () => {
    const world = await openWorld(gh);
    const sha = await head(world);
    world.repo.addCheckRun(sha, { name: 'build', conclusion: 'success' });
    world.repo.addCheckRun(sha, { name: 'e2e', status: 'in_progress' });
    const from = gh.requests.length;
    const result = await ciWaitOnce(
      world,
      'workflow_run',
      gh.events.workflowRun(world.repo, { headSha: sha, headBranch: 'feature' }),
    );
    expect(result.exitCode).toBe(0);
    expect(result.outputs.outcome).toBe('pending');
    expect(result.outputs.attempt).toBe('');
    expect(gh.requests.slice(from).filter((r) => r.kind === 'write')).toEqual([]);
    expect(requestsOf(gh, OP.checkRuns, from)).toHaveLength(1);
  });

  it('status failure: the failed status is reported like a failed check run', async () => {
    const world = await openWorld(gh);
    const sha = await head(world);
    world.repo.addCheckRun(sha, { name: 'build', conclusion: 'success' });
    world.repo.addStatus(sha, {
      context: 'ci/circle',
      state: 'failure',
      description: 'Tests failed',
      targetUrl: 'https://circle.example.test/9',
    });
    const result = await ciWaitOnce(
      world,
      'status',
      gh.events.status(world.repo, { sha, context: 'ci/circle', state: 'failure' }),
    );
    expect(result.exitCode).toBe(1);
    expect(result.outputs.outcome).toBe('ci_failed');
    const view = await prView(world);
    expect(view.labels).toEqual(['mergexo:ci-failed']);
    expect(view.findings[0]?.body).toContain('Tests failed');
  });

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
  it('on an event it does not handle, naming the ones it does', async () => {
    const world = await openWorld(gh);
    const result = await ciWaitOnce(
      world,
      'push',
      gh.events.push(world.repo, { before: '0'.repeat(40), after: await head(world) }),
    );
    expect(result.exitCode).toBe(1);
    expect(result.errorLine).toMatch(
      /does not handle the 'push' event.*pull_request, pull_request_target, check_suite, workflow_run, status/,
    );
    expect(result.outputs.outcome).toBe('error');
  });

  it('on an invalid input, naming it', async () => {
    const world = await openWorld(gh);
    const result = await ciWait(world, { inputs: { merge: 'yes-please' } });
    expect(result.exitCode).toBe(1);
    expect(result.errorLine).toMatch(/Input 'merge' must be one of merge, squash, rebase/);
  });

  it('on a missing permission, naming the permissions: entry to add', async () => {
    const world = await openWorld(gh);
    const token = 'ghs_without_statuses';
    gh.addToken(token, {
      login: 'github-actions[bot]',
      type: 'Bot',
      app: 'github-actions',
      permissions: { checks: 'write', 'pull-requests': 'write' },
    });
    world.repo.addCheckRun(await head(world), { name: 'build', conclusion: 'success' });
    const from = gh.requests.length;
    const result = await ciWait(world, { token });
    expect(result.exitCode).toBe(1);
    expect(result.errorLine).toContain('`statuses: read`');
    expect(gh.requests.slice(from).filter((r) => r.kind === 'write')).toEqual([]);
    expect(TOKEN).not.toBe(token);
  });
});
