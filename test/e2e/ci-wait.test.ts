// ci-wait on the built bundle (dist/ci-wait/index.js) as the runner starts it, against the fake GitHub: one full
// path per event it answers, with the runner's contract (inputs, outputs, exit code, the failing line, the job summary,
// the token's identity). What ci-wait decides and writes is tested in the test's process: test/ci-wait/main.*.test.ts,
// and here the pull_request paths beyond the first (a failure, a merge, a missing permission).
import { describe, expect, it } from 'vitest';
import {
  checkLooks,
  ciWait,
  ciWaitInProcess,
  ciWaitOnce,
  countCopyReads,
  head,
  OP,
  openWorld,
  prView,
  requestsOf,
  TOKEN,
  useGitHub,
} from '../ci-wait/world.js';

const gh = useGitHub();

describe('ci-wait: a pull_request event (poll mode)', () => {
  it('green: every check passed, the PR can merge: success, and nothing is written but the verdict', async () => {
    const world = await openWorld(gh);
    const sha = await head(world);
    world.repo.addCheckRun(sha, { name: 'build', conclusion: 'success' });
    world.repo.addCheckRun(sha, { name: 'test', conclusion: 'success' });
    world.repo.addStatus(sha, { context: 'ci/legacy', state: 'success' });
    const result = await ciWait(world);
    expect(result.exitCode).toBe(0);
    expect(result.outputs).toMatchObject({ outcome: 'success', 'failed-checks': '[]', attempt: '0' });
    const view = await prView(world);
    expect(view.verdict).toMatchObject({ conclusion: 'success' });
    expect(view.labels).toEqual([]);
    expect(view.comments).toEqual([]);
    expect(result.summary).toContain('build');
    expect(result.summary).toContain('ci/legacy');
  });

  it('red: the failed check is labelled and listed with its conclusion, link and an excerpt of its output', async () => {
    const world = await openWorld(gh);
    const sha = await head(world);
    world.repo.addCheckRun(sha, { name: 'lint', conclusion: 'success' });
    const failed = world.repo.addCheckRun(sha, {
      name: 'test',
      conclusion: 'failure',
      title: '3 tests failed',
      summary: 'FAIL src/feature.test.ts > adds numbers\nexpected 3, got 4',
      detailsUrl: 'https://ci.example.test/runs/77',
    });
    failed.annotations.push({
      path: 'src/feature.ts',
      start_line: 7,
      end_line: 7,
      start_column: null,
      end_column: null,
      annotation_level: 'failure',
      title: null,
      message: 'Expected 3, received 4',
      raw_details: null,
    });
    const result = await ciWaitInProcess(world);
    expect(result.exitCode).toBe(1);
    expect(result.errorLine).toContain('CI failed');
    expect(result.outputs.outcome).toBe('ci_failed');
    expect(JSON.parse(result.outputs['failed-checks'] as string)).toEqual([
      { name: 'test', conclusion: 'failure', url: 'https://ci.example.test/runs/77' },
    ]);
    expect(result.outputs.attempt).toBe('1');
    const view = await prView(world);
    expect(view.labels).toEqual(['mergexo:ci-failed']);
    expect(view.verdict).toMatchObject({ conclusion: 'failure' });
    expect(view.findings).toHaveLength(1);
    const body = view.findings[0]?.body ?? '';
    expect(body).toContain('`test`: **failure** ([details](https://ci.example.test/runs/77))');
    expect(body).toContain('expected 3, got 4');
    expect(body).toContain('src/feature.ts:7: Expected 3, received 4');
    expect(body).not.toContain('`lint`');
    expect(view.findings[0]?.user).toBe('github-actions[bot]');
  });

  it('merges a green PR and confirms it on the PR', async () => {
    const world = await openWorld(gh);
    world.repo.addCheckRun(await head(world), { name: 'build', conclusion: 'success' });
    const result = await ciWaitInProcess(world, { inputs: { merge: 'squash' } });
    expect(result.exitCode).toBe(0);
    expect(result.outputs.outcome).toBe('merged');
    const view = await prView(world);
    expect(view.state).toBe('merged');
    expect(view.verdict).toMatchObject({ conclusion: 'success' });
    expect(world.repo.getPull(world.pr).mergedBy?.login).toBe('github-actions[bot]');
  });
});

describe('ci-wait: completion events (one look) and its refusals', () => {
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
    const result = await ciWaitInProcess(world, { token });
    expect(result.exitCode).toBe(1);
    expect(result.errorLine).toContain('`statuses: read`');
    expect(gh.requests.slice(from).filter((r) => r.kind === 'write')).toEqual([]);
    expect(TOKEN).not.toBe(token);
  });
});
