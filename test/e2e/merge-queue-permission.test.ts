// history-guard on a merge group as a GitHub App: it lists the group's PRs from the merge queue, which an App token
// may read only with the repository permission Merge queues (docs/github-behaviour.md). With the permissions the
// App entry point mints (read from .github/workflows/mergexo-app.yml) the group is judged; without Merge queues the
// group commit's check fails and the step says, in one line, which permission to grant.
import { describe, expect, it } from 'vitest';
import { appToken, useFakeGitHub } from '../support/fake-world.js';
import { runAction } from '../support/run-action.js';
import { jobAppPermissions } from '../support/workflow-permissions.js';

const WITH_QUEUE = 'ghs_app_with_merge_queues';
const WITHOUT_QUEUE = 'ghs_app_without_merge_queues';
const minted = jobAppPermissions('history-guard', { event: 'merge_group' });
const { 'merge-queues': queues, ...withoutQueues } = minted;
const gh = useFakeGitHub([
  appToken(WITH_QUEUE, 'mergexo-app', minted),
  appToken(WITHOUT_QUEUE, 'mergexo-other', withoutQueues),
]);
const HG = 'mergexo/history-guard';
let n = 0;

async function queuedGroup(token: string) {
  const repo = await gh.createRepo(`acme/queue-perm-${++n}`, { defaultBranch: 'main' });
  repo.mergeQueue.require('main');
  const wt = await repo.clone('agent-1');
  await wt.checkout('feature', { create: true, from: 'main' });
  await wt.commit({ 'src/a.ts': 'export const a = 1;\n' }, 'feature');
  await wt.push('feature');
  const pr = (await repo.openPullRequest({ head: 'feature', base: 'main', author: 'agent-1' })).number;
  const run = (event: { name: string; payload: unknown }) =>
    runAction({ action: 'history-guard', event, token, apiUrl: gh.apiUrl, repository: repo.fullName });
  const opened = await run({ name: 'pull_request', payload: gh.events.pullRequest(repo, pr, 'opened') });
  expect(opened.outputs.verdict, opened.stdout).toBe('accepted');
  const group = await repo.mergeQueue.enqueue(pr, { by: 'maya' });
  const result = await run({ name: 'merge_group', payload: gh.events.mergeGroup(repo, { group }) });
  const check = repo
    .checkRuns(group.headSha)
    .filter((c) => c.name === HG)
    .sort((a, b) => b.id - a.id)[0];
  return { result, check };
}

describe('history-guard reads the merge queue as a GitHub App', () => {
  it('the App entry point mints history-guard’s token with Merge queues: read, and the group is judged', async () => {
    expect(queues).toBe('read');
    const { result, check } = await queuedGroup(WITH_QUEUE);
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
