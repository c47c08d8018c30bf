// Gates on a merge group list the group's PRs from the merge queue (GraphQL `Repository.mergeQueue`), which an App
// token may read only with the repository permission Merge queues, and which no source says GITHUB_TOKEN may read
// at all; the fake refuses GITHUB_TOKEN, the stricter answer (docs/github-behaviour.md). With the permissions the App
// entry point mints (read from .github/workflows/mergexo-app.yml) the group is judged; without Merge queues, and under
// GITHUB_TOKEN, each gate fails the group commit's check (the queue drops the group) and the step says, in one line,
// which permission it takes. The permissive answer for GITHUB_TOKEN is taken in test/e2e/merge-queue.test.ts.
// The group judged under the minted token runs the built bundle; the other runs run main.ts in the test's process.
import { describe, expect, it } from 'vitest';
import { appToken, botToken, useFakeGitHub } from '../support/fake-world.js';
import { runAction, type RunActionOptions, type RunActionResult } from '../support/run-action.js';
import { runInProcess } from '../support/in-process/run.js';
import { jobAppPermissions, jobPermissions } from '../support/workflow-permissions.js';

const WITH_QUEUE = 'ghs_app_with_merge_queues';
const WITHOUT_QUEUE = 'ghs_app_without_merge_queues';
const minted = jobAppPermissions('history-guard', { event: 'merge_group' });
const { 'merge-queues': queues, ...withoutQueues } = minted;
/** GITHUB_TOKEN of each gate's job of the reusable workflow: exactly the job's `permissions:`. */
const JOBS = ['history-guard', 'write-root-gate', 'ci-wait'] as const;
const actionsToken = (job: string) => `ghs_actions_${job}`;
const gh = useFakeGitHub([
  appToken(WITH_QUEUE, 'mergexo-app', minted),
  appToken(WITHOUT_QUEUE, 'mergexo-other', withoutQueues),
  ...JOBS.map((job) => botToken(actionsToken(job), jobPermissions(job), 'github-actions')),
]);
const HG = 'mergexo/history-guard';
let n = 0;

async function queuedGroup(
  token: string,
  runGroup: (options: RunActionOptions) => Promise<RunActionResult> = runInProcess,
) {
  const repo = await gh.createRepo(`acme/queue-perm-${++n}`, { defaultBranch: 'main' });
  repo.mergeQueue.require('main');
  const wt = await repo.clone('agent-1');
  await wt.checkout('feature', { create: true, from: 'main' });
  await wt.commit({ 'src/a.ts': 'export const a = 1;\n' }, 'feature');
  await wt.push('feature');
  const pr = (await repo.openPullRequest({ head: 'feature', base: 'main', author: 'agent-1' })).number;
  const options = (event: { name: string; payload: unknown }): RunActionOptions => ({
    action: 'history-guard',
    event,
    token,
    apiUrl: gh.apiUrl,
    repository: repo.fullName,
  });
  const opened = await runInProcess(
    options({ name: 'pull_request', payload: gh.events.pullRequest(repo, pr, 'opened') }),
  );
  expect(opened.outputs.verdict, opened.stdout).toBe('accepted');
  const group = await repo.mergeQueue.enqueue(pr, { by: 'maya' });
  const result = await runGroup(options({ name: 'merge_group', payload: gh.events.mergeGroup(repo, { group }) }));
  const check = repo
    .checkRuns(group.headSha)
    .filter((c) => c.name === HG)
    .sort((a, b) => b.id - a.id)[0];
  return { result, check };
}

describe('history-guard reads the merge queue as a GitHub App', () => {
  it('the App entry point mints history-guard’s token with Merge queues: read, and the group is judged', async () => {
    expect(queues).toBe('read');
    const { result, check } = await queuedGroup(WITH_QUEUE, runAction);
    expect(result.exitCode, result.stdout).toBe(0);
    expect(check?.conclusion).toBe('success');
  });

  it('without Merge queues the group check fails and the step names the permission in one line', async () => {
    const { result, check } = await queuedGroup(WITHOUT_QUEUE);
    expect(result.exitCode).toBe(1);
    expect(check?.conclusion).toBe('failure');
    expect(check?.output.summary).toContain('"Merge queues" (read)');
    expect(result.errorLine).toContain('"Merge queues" (read)');
    expect(result.errorLine).toContain('permission-merge-queues: read');
    expect(result.errorLine?.split('\n')).toHaveLength(1);
  });
});

describe('a group commit under GITHUB_TOKEN, whose queue GitHub refuses it', () => {
  it('every gate that lists the group fails its check there, and its step with one line naming the permission', async () => {
    const repo = await gh.createRepo(`acme/queue-perm-${++n}`, { defaultBranch: 'main' });
    repo.mergeQueue.require('main');
    repo.requiredChecks = JOBS.map((job) => `mergexo/${job}`);
    const wt = await repo.clone('agent-1');
    await wt.checkout('feature', { create: true, from: 'main' });
    const head = await wt.commit({ 'src/a.ts': 'export const a = 1;\n' }, 'feature');
    await wt.push('feature');
    const pr = (await repo.openPullRequest({ head: 'feature', base: 'main', author: 'agent-1' })).number;
    // The PR went green on its own head, then into the queue; the group's own CI passed.
    for (const job of JOBS)
      repo.addCheckRun(head, { name: `mergexo/${job}`, conclusion: 'success', app: 'github-actions' });
    const group = await repo.mergeQueue.enqueue(pr, { by: 'maya' });
    repo.addCheckRun(group.headSha, { name: 'build', conclusion: 'success', app: 'ci-app' });
    const payload = gh.events.mergeGroup(repo, { group });
    const inputs: Record<string, Record<string, string>> = {
      'history-guard': {},
      'write-root-gate': { 'write-roots': 'src/**' },
      'ci-wait': { 'grace-seconds': '5', 'interval-seconds': '5' },
    };
    for (const job of JOBS) {
      const result = await runInProcess({
        action: job,
        event: { name: 'merge_group', payload },
        inputs: inputs[job],
        token: actionsToken(job),
        apiUrl: gh.apiUrl,
        repository: repo.fullName,
      });
      expect(result.exitCode, `${job}: ${result.stdout}`).toBe(1);
      const check = repo
        .checkRuns(group.headSha)
        .filter((c) => c.name === `mergexo/${job}`)
        .sort((a, b) => b.id - a.id)[0];
      expect(check?.conclusion, `${job}: ${result.stdout}`).toBe('failure');
      expect(check?.output.summary, job).toContain('"Merge queues" (read)');
      expect(result.errorLine, job).toContain(
        '"Merge queues" (read), which a workflow\'s GITHUB_TOKEN cannot be given',
      );
      expect(result.errorLine, job).toContain('permission-merge-queues: read');
      expect(result.errorLine?.split('\n'), job).toHaveLength(1);
    }
    // Nothing vouched for the group, so the queue does not land it.
    expect((await repo.pull(pr)).merged).toBe(false);
  });
});
