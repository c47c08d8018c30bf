// ci-wait in poll mode, main.ts in the test's process against the fake GitHub (../support/in-process/run.ts):
// one test per "Done means" item. The built bundle's full paths are in test/e2e/ci-wait.test.ts.
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import {
  checkLooks,
  ciWaitInProcess as ciWait,
  head,
  OP,
  openWorld,
  prView,
  pushCommit,
  pushToMain,
  requestsOf,
  startCiWaitInProcess as spawnCiWait,
  useGitHub,
  waitUntil,
} from './world.js';

const gh = useGitHub();

/**
 * Slower time for a test whose act while the action waits takes real time (a push): a 30 s poll then takes 300 ms,
 * and the 600 s timeout 6 s. A test that acts at once needs none: it acts on the request it awaits (`waitUntil`)
 * before the run reads its answer.
 */
const MID_WAIT = { timeScale: 0.01 };

describe('ci-wait: check outcomes', () => {
  it('mixed: one failing status among passing check runs fails the round', async () => {
    const world = await openWorld(gh);
    const sha = await head(world);
    world.repo.addCheckRun(sha, { name: 'build', conclusion: 'success' });
    world.repo.addCheckRun(sha, { name: 'test', conclusion: 'success' });
    world.repo.addStatus(sha, {
      context: 'security/scan',
      state: 'failure',
      description: 'Found 1 critical issue',
      targetUrl: 'https://scan.example.test/1',
    });
    const result = await ciWait(world);
    expect(result.outputs.outcome).toBe('ci_failed');
    expect(JSON.parse(result.outputs['failed-checks'] as string)).toEqual([
      { name: 'security/scan', conclusion: 'failure', url: 'https://scan.example.test/1' },
    ]);
    const view = await prView(world);
    expect(view.findings[0]?.body).toContain('Found 1 critical issue');
  });

  it('a re-run that reaches the same verdict writes nothing: green or red, the check it wrote stands', async () => {
    for (const conclusion of ['success', 'failure'] as const) {
      const world = await openWorld(gh);
      const sha = await head(world);
      world.repo.addCheckRun(sha, { name: 'build', conclusion: 'success' });
      world.repo.addCheckRun(sha, { name: 'test', conclusion });
      const first = await ciWait(world);
      const before = await prView(world);
      const from = gh.requests.length;
      const again = await ciWait(world);
      expect(again.outputs.outcome).toBe(first.outputs.outcome);
      expect(again.exitCode).toBe(first.exitCode);
      expect(gh.requests.slice(from).filter((r) => r.kind === 'write')).toEqual([]);
      const after = await prView(world);
      expect(after).toEqual(before);
      expect(after.verdictCount).toBe(1);
      // The verdict that stands was written with GITHUB_TOKEN: the summary still says what that is worth.
      expect(again.summary).toContain('GITHUB_TOKEN');
    }
  });

  it('an identical verdict from another identity does not stand in for its own: it writes', async () => {
    const world = await openWorld(gh);
    const sha = await head(world);
    world.repo.addCheckRun(sha, { name: 'build', conclusion: 'success' });
    expect((await ciWait(world)).outputs.outcome).toBe('success');
    const title = (await prView(world)).verdict?.title ?? '';
    world.repo.addCheckRun(sha, { name: 'mergexo/ci-wait', conclusion: 'success', app: 'someone-else', title });
    const from = gh.requests.length;
    expect((await ciWait(world)).outputs.outcome).toBe('success');
    expect(requestsOf(gh, OP.createCheck, from)).toHaveLength(1);
  });

  it('a re-run that turns red to green removes the label and resolves the earlier comment', async () => {
    const world = await openWorld(gh);
    const sha = await head(world);
    world.repo.addCheckRun(sha, { name: 'build', conclusion: 'success' });
    world.repo.addCheckRun(sha, { name: 'test', conclusion: 'failure', summary: 'flaky: connection reset' });
    expect((await ciWait(world)).outputs.outcome).toBe('ci_failed');
    world.repo.addCheckRun(sha, { name: 'test', conclusion: 'success' });
    const result = await ciWait(world);
    expect(result.exitCode).toBe(0);
    expect(result.outputs).toMatchObject({ outcome: 'success', attempt: '1' });
    const view = await prView(world);
    expect(view.labels).toEqual([]);
    expect(view.verdict).toMatchObject({ conclusion: 'success' });
    expect(view.findings).toHaveLength(1);
    expect(view.openFindings).toHaveLength(0);
    expect(view.findings[0]?.body).toMatch(/\*\*Resolved\*\*.*success/);
    expect(view.findings[0]?.body).toContain('flaky: connection reset');
    // No state comment: the count rides on the resolved finding, the PR's only mergexo comment.
    expect(view.stateComments).toHaveLength(0);
    expect(view.comments).toHaveLength(1);
    expect(view.ciState).toMatchObject({ attempts: 1 });
  });

  it('a check that is queued then completes is waited for', async () => {
    const world = await openWorld(gh);
    const sha = await head(world);
    world.repo.addCheckRun(sha, { name: 'build', conclusion: 'success' });
    const slow = world.repo.addCheckRun(sha, { name: 'e2e', status: 'queued' });
    const from = gh.requests.length;
    const { result } = spawnCiWait(world);
    await waitUntil(gh, 'ci-wait polled twice', () => requestsOf(gh, OP.checkRuns, from).length >= 2);
    world.repo.updateCheckRun(slow.id, { status: 'in_progress' });
    await waitUntil(gh, 'ci-wait polled again', () => requestsOf(gh, OP.checkRuns, from).length >= 3);
    world.repo.updateCheckRun(slow.id, { conclusion: 'success' });
    const done = await result;
    expect(done.outputs.outcome).toBe('success');
    expect(done.exitCode).toBe(0);
    // Unchanged polls were answered 304 and cost nothing.
    expect(requestsOf(gh, OP.checkRuns, from).some((r) => r.notModified)).toBe(true);
  });

  it('checks that never appear are reported after the grace period, not waited on until the timeout', async () => {
    const world = await openWorld(gh);
    const result = await ciWait(world, { inputs: { 'grace-seconds': '60', 'timeout-seconds': '3600' } });
    expect(result.exitCode).toBe(1);
    expect(result.outputs.outcome).toBe('no_checks');
    const view = await prView(world);
    expect(view.verdict).toMatchObject({ conclusion: 'failure' });
    expect(view.labels).toEqual([]);
    // No comment: no failed round to count; what to do is in the verdict check.
    expect(view.stateComments).toHaveLength(0);
    expect(view.comments).toHaveLength(0);
    expect(view.verdict?.summary).toContain('GITHUB_TOKEN');
    // 60 s of grace at a 30 s interval: three looks, not 120 polls until the timeout; then, before writing, one
    // conditional look each for a count kept on the head and for a verdict already standing there.
    expect(checkLooks(gh).filter((r) => r.path.includes(view.head)).length).toBeLessThanOrEqual(5);
  });

  it('a required check of the base branch that never appears is reported by name after the grace period', async () => {
    const world = await openWorld(gh);
    world.repo.requiredChecks = ['security-scan'];
    world.repo.addCheckRun(await head(world), { name: 'build', conclusion: 'success' });
    const from = gh.requests.length;
    const result = await ciWait(world, { inputs: { 'grace-seconds': '60', 'timeout-seconds': '3600' } });
    expect(result.exitCode).toBe(1);
    expect(result.outputs.outcome).toBe('no_checks');
    // The ruleset is readable with the workflow token; classic protection needs administration, which it lacks.
    const rules = gh.requests.slice(from).filter((r) => r.operation.includes('/rules/branches/'));
    expect(rules.length).toBeGreaterThan(0);
    expect(rules.every((r) => r.status === 200)).toBe(true);
    const view = await prView(world);
    expect(view.verdict).toMatchObject({ conclusion: 'failure' });
    expect(`${view.verdict?.title}\n${view.verdict?.summary}`).toContain('security-scan');
    expect(view.stateComments).toHaveLength(0);
    expect(view.ciState).toBeUndefined();
    expect(view.labels).toEqual([]);
  });

  it('times out when a check never finishes', async () => {
    const world = await openWorld(gh);
    const sha = await head(world);
    world.repo.addCheckRun(sha, { name: 'build', conclusion: 'success' });
    world.repo.addCheckRun(sha, { name: 'deploy-preview', status: 'in_progress' });
    const result = await ciWait(world, { inputs: { 'timeout-seconds': '90' } });
    expect(result.exitCode).toBe(1);
    expect(result.outputs).toMatchObject({ outcome: 'timeout', attempt: '1' });
    expect(result.errorLine).toContain('deploy-preview');
    // The outcome's words say it timed out; the reason after them does not say it again.
    expect(result.errorLine).not.toMatch(/timed out: timed out/i);
    const view = await prView(world);
    expect(view.verdict?.title).toContain('deploy-preview');
    expect(view.verdict?.title).not.toMatch(/timed out: timed out/i);
    // A timeout counts toward max-attempts and asks the author to act: its finding names the check and carries the count.
    expect(view.findings).toHaveLength(1);
    expect(view.findings[0]?.body).toContain('deploy-preview');
    expect(view.findings[0]?.body).toContain('failed round 1 of 5');
    expect(view.ciState).toMatchObject({ attempts: 1 });
  });
});

describe('ci-wait: the PR changes during the wait', () => {
  it('stops when the PR is closed mid-wait, writes nothing, and the step passes', async () => {
    const world = await openWorld(gh);
    const sha = await head(world);
    world.repo.addCheckRun(sha, { name: 'build', status: 'in_progress' });
    const from = gh.requests.length;
    const { result } = spawnCiWait(world);
    await waitUntil(gh, 'ci-wait is waiting', () => requestsOf(gh, OP.checkRuns, from).length >= 2);
    await world.repo.closePullRequest(world.pr);
    const done = await result;
    expect(done.outputs.outcome).toBe('closed');
    // Nothing is left to wait for: a closed PR is no failure (no red step, no red job check).
    expect(done.exitCode).toBe(0);
    const view = await prView(world);
    expect(view.comments).toEqual([]);
    expect(view.labels).toEqual([]);
    expect(view.verdictCount).toBe(0);
    expect(gh.requests.slice(from).filter((r) => r.kind === 'write')).toEqual([]);
  });

  it.each(['closed', 'merged'] as const)(
    'on the event that closed a PR (%s), passes the step and writes nothing',
    async (how) => {
      const world = await openWorld(gh);
      const sha = await head(world);
      world.repo.addCheckRun(sha, { name: 'build', conclusion: 'failure' });
      if (how === 'merged') {
        await world.repo.mergePull(world.repo.getPull(world.pr), 'merge', world.gh.store.user('maya'));
      } else await world.repo.closePullRequest(world.pr);
      const payload = world.gh.events.pullRequest(world.repo, world.pr, 'closed');
      const from = gh.requests.length;
      const done = await ciWait(world, { event: { name: 'pull_request', payload } });
      expect(done.exitCode).toBe(0);
      expect(done.errorLine).toBeUndefined();
      expect(done.outputs.outcome).toBe('closed');
      const view = await prView(world);
      expect(view.comments).toEqual([]);
      expect(view.verdictCount).toBe(0);
      expect(gh.requests.slice(from).filter((r) => r.kind === 'write')).toEqual([]);
    },
  );

  it('restarts on the new head when the head moves mid-wait', async () => {
    const world = await openWorld(gh);
    const first = await head(world);
    world.repo.addCheckRun(first, { name: 'build', status: 'in_progress' });
    const from = gh.requests.length;
    const { result } = spawnCiWait(world, MID_WAIT);
    await waitUntil(gh, 'ci-wait is waiting', () => requestsOf(gh, OP.checkRuns, from).length >= 2);
    const second = await pushCommit(world, 2);
    world.repo.addCheckRun(second, { name: 'build', conclusion: 'success' });
    const done = await result;
    expect(done.outputs.outcome).toBe('success');
    const view = await prView(world);
    expect(view.head).toBe(second);
    expect(view.verdict).toMatchObject({ conclusion: 'success' });
    expect(view.verdict?.summary).toContain('head moved');
    expect(world.repo.checkRuns(first).filter((c) => c.name === 'mergexo/ci-wait')).toEqual([]);
  });
});

describe('ci-wait: conflicts and mergeability', () => {
  it('reports a conflict with a label and one comment, without waiting for CI', async () => {
    const world = await openWorld(gh);
    await pushToMain(world, 'src/feature.ts', 'export const v = 2;\n');
    const result = await ciWait(world);
    expect(result.exitCode).toBe(1);
    expect(result.outputs.outcome).toBe('conflict');
    const view = await prView(world);
    expect(view.labels).toEqual(['mergexo:conflict']);
    expect(view.findings).toHaveLength(1);
    expect(view.findings[0]?.body).toContain('git merge origin/main');
    expect(view.verdict).toMatchObject({ conclusion: 'failure' });
    // No check was looked at on a conflicting PR: the job summary has no empty checks table.
    expect(result.summary).toContain('conflicts with its base branch');
    expect(result.summary).not.toContain('<table');
  });

  it('with on-conflict: update-branch, tries the merge and reports the conflict it could not resolve', async () => {
    const world = await openWorld(gh);
    await pushToMain(world, 'src/feature.ts', 'export const v = 3;\n');
    const before = await head(world);
    const from = gh.requests.length;
    const result = await ciWait(world, { inputs: { 'on-conflict': 'update-branch' } });
    expect(result.outputs.outcome).toBe('conflict');
    expect(requestsOf(gh, OP.updateBranch, from)).toHaveLength(1);
    const view = await prView(world);
    expect(view.head).toBe(before);
    expect(view.labels).toEqual(['mergexo:conflict']);
    expect(view.findings[0]?.body).toMatch(/tried to merge `main` into the branch and GitHub refused: merge conflict/);
  });

  it('with on-conflict: update-branch and merge, brings a PR that is behind up to date, then merges it', async () => {
    const world = await openWorld(gh);
    world.repo.requireUpToDate = true;
    await pushToMain(world, 'docs/other.md', 'unrelated\n');
    world.repo.addCheckRun(await head(world), { name: 'build', conclusion: 'success' });
    // CI runs on the merge commit that update-branch creates (an App token starts workflows).
    const stop = gh.onWrite(async (w) => {
      if (w.operation === OP.updateBranch)
        world.repo.addCheckRun(await head(world), { name: 'build', conclusion: 'success' });
    });
    try {
      const result = await ciWait(world, { inputs: { 'on-conflict': 'update-branch', merge: 'merge' } });
      expect(result.outputs.outcome).toBe('merged');
      expect(result.exitCode).toBe(0);
    } finally {
      stop();
    }
    const view = await prView(world);
    expect(view.state).toBe('merged');
  });

  it('mergeable null for 3 answers then false: exactly one conflict comment, no label flapping', async () => {
    const world = await openWorld(gh);
    const sha = await head(world);
    world.repo.addCheckRun(sha, { name: 'build', conclusion: 'success' });
    world.repo.addLabel(world.pr, 'mergexo:ci-failed');
    const path = `/repos/${world.repo.fullName}/pulls/${world.pr}`;
    const answered = () => gh.requests.filter((r) => r.operation === OP.pull && r.path === path);
    const start = answered().length;
    // GitHub answers "not computed yet" three times, then finds the conflict.
    world.repo.setMergeableSequence(world.pr, [null, null, null, false]);
    const from = gh.requests.length;
    const result = await ciWait(world);
    expect(result.outputs.outcome).toBe('conflict');
    const reads = answered().slice(start);
    expect(reads.length).toBeGreaterThanOrEqual(4);
    const known = reads[3]?.seq ?? 0;
    const labelWrites = [...requestsOf(gh, OP.addLabels, from), ...requestsOf(gh, OP.removeLabel, from)];
    expect(labelWrites).toHaveLength(2); // conflict added, ci-failed removed: once each
    expect(labelWrites.every((r) => r.seq > known)).toBe(true);
    const view = await prView(world);
    expect(view.findings).toHaveLength(1);
    expect(view.labels).toEqual(['mergexo:conflict']);
  });
});

describe('ci-wait: merging', () => {
  it('merge refused by GitHub (405): merge_failed with the reason', async () => {
    const world = await openWorld(gh);
    world.repo.addCheckRun(await head(world), { name: 'build', conclusion: 'success' });
    world.repo.setDraft(world.pr, true);
    const from = gh.requests.length;
    const result = await ciWait(world, { inputs: { merge: 'merge' } });
    expect(result.exitCode).toBe(1);
    expect(result.outputs.outcome).toBe('merge_failed');
    expect(result.errorLine).toContain('405');
    // A refusal is an answer: asked once, not retried.
    expect(requestsOf(gh, OP.merge, from)).toHaveLength(1);
    const view = await prView(world);
    expect(view.state).toBe('open');
    expect(view.findings[0]?.body).toContain('Pull Request is not mergeable');
    expect(view.verdict).toMatchObject({ conclusion: 'failure', title: 'Merge refused' });
  });

  it('merge refused by GitHub (409, the head moved as it merged): merge_failed', async () => {
    const world = await openWorld(gh);
    const evaluated = await head(world);
    world.repo.addCheckRun(evaluated, { name: 'build', conclusion: 'success' });
    // A push lands at the moment GitHub receives the merge request.
    const raced = await world.wt.commit({ 'src/late.ts': 'late\n' }, 'feature: late push');
    let pushed = false;
    gh.faults.next({
      kind: '500',
      match: (req) => {
        if (!pushed && req.method === 'PUT' && req.path.endsWith('/merge')) {
          pushed = true;
          execFileSync('git', ['push', '-q', 'origin', 'feature'], { cwd: world.wt.dir });
        }
        return false;
      },
    });
    try {
      const result = await ciWait(world, { inputs: { merge: 'merge' } });
      expect(result.outputs.outcome).toBe('merge_failed');
      expect(result.errorLine).toContain('409');
    } finally {
      gh.faults.clear();
    }
    const view = await prView(world);
    expect(view.state).toBe('open');
    expect(view.head).toBe(raced);
    expect(view.findings[0]?.body).toContain('The head moved');
    const verdict = world.repo.checkRuns(evaluated).find((c) => c.name === 'mergexo/ci-wait');
    expect(verdict).toMatchObject({ conclusion: 'failure' });
  });
});
