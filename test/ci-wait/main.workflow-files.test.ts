// ci-wait's branch updates when the base changed .github/workflows/ci.yml: GitHub refuses (403) to merge it into a
// branch for a token without the `workflows` permission (GITHUB_TOKEN never has it). That refusal is the PR's
// outcome, with a comment naming the token that fixes it, never a failed run; the event's other PRs carry on.
// main.ts runs in the test's process (../support/in-process/run.ts); the bundle's paths: test/e2e/ci-wait.test.ts.
import { describe, expect, it } from 'vitest';
import { isAncestor } from '../../fake-github/git.js';
import {
  ciWaitInProcess as ciWait,
  ciWaitOnceInProcess as ciWaitOnce,
  head,
  OP,
  PERMISSIONS,
  prView,
  pushToMain,
  requestsOf,
  useGitHub,
  type World,
} from './world.js';
import { appToken } from '../support/fake-world.js';

const APP_TOKEN = 'ghs_app_with_workflows';
const CI_V1 = 'on: [pull_request]\njobs: {}\n';
const CI_V2 = 'on: [pull_request, merge_group]\njobs: {}\n';

const gh = useGitHub(appToken(APP_TOKEN, 'mergexo', { ...PERMISSIONS, workflows: 'write' }));

let counter = 0;

/**
 * A repository whose main has `.github/workflows/ci.yml`, with one open PR from `feature` (green CI on its head),
 * behind a main that then changed that workflow. Branch protection requires PRs to be up to date.
 */
async function behindAWorkflowChange(): Promise<World> {
  const repo = await gh.createRepo(`acme/ci-wait-workflows-${++counter}`, { defaultBranch: 'main' });
  repo.requireUpToDate = true;
  const wt = await repo.clone('agent-1');
  await wt.commit({ '.github/workflows/ci.yml': CI_V1 }, 'ci: first workflow');
  await wt.push('main');
  await wt.checkout('feature', { create: true, from: 'main' });
  await wt.commit({ 'src/feature.ts': 'export const v = 1;\n' }, 'feature: first');
  await wt.push('feature');
  const pr = await repo.openPullRequest({ head: 'feature', base: 'main', author: 'agent-1', title: 'Add the feature' });
  const world: World = { gh, repo, wt, pr: pr.number, branch: 'feature' };
  await pushToMain(world, '.github/workflows/ci.yml', CI_V2);
  repo.addCheckRun(await head(world), { name: 'build', conclusion: 'success' });
  return world;
}

const UPDATE_AND_MERGE = { 'on-conflict': 'update-branch', merge: 'merge' };

describe('ci-wait when updating the branch would change a workflow file', () => {
  it('with GITHUB_TOKEN: merge_failed on the PR, a comment naming the token that fixes it, no error', async () => {
    const world = await behindAWorkflowChange();
    const before = await head(world);
    const from = gh.requests.length;
    const result = await ciWait(world, { inputs: UPDATE_AND_MERGE });

    expect(result.exitCode).toBe(1);
    expect(result.outputs).toMatchObject({ outcome: 'merge_failed', attempt: '1', 'pull-requests': `[${world.pr}]` });
    expect(result.stdout).not.toMatch(/GitHub kept failing|outcome=error/);
    expect(requestsOf(gh, OP.updateBranch, from).map((r) => r.status)).toEqual([403]);

    const view = await prView(world);
    expect(view).toMatchObject({ state: 'open', head: before });
    expect(view.verdict).toMatchObject({ conclusion: 'failure', title: 'Merge refused' });
    expect(view.findings).toHaveLength(1);
    const comment = view.findings[0]?.body ?? '';
    expect(comment).toContain('Merge refused: the branch could not be updated');
    expect(comment).toContain('refusing to allow a GitHub App to create or update workflow .github/workflows/ci.yml');
    expect(comment).toContain('**Workflows: Read and write**');
    expect(comment).toContain('`permission-workflows: write`');
    expect(comment).toMatch(/`GITHUB_TOKEN` can never have it/);
    expect(comment).toContain('git merge origin/main');
    expect(view.stateComments).toHaveLength(0);
    expect(view.ciState).toMatchObject({ attempts: 1, outcome: 'merge_failed' });
    expect(view.verdict?.summary).toMatch(/updating the branch first failed: refusing to allow/);

    // The same event again converges: no second finding comment.
    const again = await ciWait(world, { inputs: UPDATE_AND_MERGE });
    expect(again.outputs.outcome).toBe('merge_failed');
    expect((await prView(world)).findings).toHaveLength(1);
  });

  it('with an App token holding workflows: write, the same PR is brought up to date and merged', async () => {
    const world = await behindAWorkflowChange();
    // CI runs on the merge commit that update-branch creates (an App token starts workflows).
    const stop = gh.onWrite(async (w) => {
      if (w.operation === OP.updateBranch && w.status < 300)
        world.repo.addCheckRun(await head(world), { name: 'build', conclusion: 'success' });
    });
    try {
      const result = await ciWait(world, { token: APP_TOKEN, inputs: UPDATE_AND_MERGE });
      expect(result.outputs.outcome).toBe('merged');
      expect(result.exitCode).toBe(0);
    } finally {
      stop();
    }
    expect((await prView(world)).state).toBe('merged');
  });

  it('in event mode (workflow_run), a refused PR does not stop the update of another PR on the same commit', async () => {
    const world = await behindAWorkflowChange();
    const sha = await head(world);
    // A second PR on the same commit, into a release branch that moved without touching a workflow.
    const { repo, wt } = world;
    const start = (await wt.git('rev-parse', `${sha}~1`)).trim();
    await wt.checkout('release', { create: true, from: start });
    await wt.commit({ 'docs/release.md': 'release notes\n' }, 'release: notes');
    await wt.push('release');
    await wt.checkout('feature');
    await wt.push('feature', { to: 'feature-release' });
    const other = await repo.openPullRequest({ head: 'feature-release', base: 'release', author: 'agent-1' });
    expect((await repo.pull(other.number)).headSha).toBe(sha);

    const payload = gh.events.workflowRun(repo, { headSha: sha, headBranch: 'feature', name: 'CI' });
    const result = await ciWaitOnce(world, 'workflow_run', payload, { inputs: UPDATE_AND_MERGE });

    expect(result.exitCode).toBe(1);
    expect(result.outputs).toMatchObject({
      outcome: 'merge_failed',
      'pull-requests': `[${world.pr},${other.number}]`,
    });
    // The refused PR: untouched, told why and what fixes it.
    const refused = await prView(world);
    expect(refused.head).toBe(sha);
    expect(refused.findings[0]?.body).toContain('`permission-workflows: write`');
    // The other PR was updated after the refusal: its branch now holds the release commit.
    const updated = await repo.pull(other.number);
    expect(updated.headSha).not.toBe(sha);
    expect(await isAncestor(repo.gitDir, repo.branchSha('release') as string, updated.headSha)).toBe(true);
    expect(result.summary).toMatch(/pending/);
  });

  it('when GitHub reports a conflict and the update is refused for a workflow file, the conflict comment names the fix', async () => {
    const world = await behindAWorkflowChange();
    world.repo.setMergeable(world.pr, false);
    const result = await ciWait(world, { inputs: { 'on-conflict': 'update-branch' } });
    expect(result.exitCode).toBe(1);
    expect(result.outputs.outcome).toBe('conflict');
    const view = await prView(world);
    expect(view.labels).toEqual(['mergexo:conflict']);
    const comment = view.findings[0]?.body ?? '';
    expect(comment).toMatch(/tried to merge `main` into the branch and GitHub refused: refusing to allow a GitHub App/);
    expect(comment).toContain('**Workflows: Read and write**');
  });
});

describe('ci-wait merging a PR that itself changes a workflow file', () => {
  it('with GITHUB_TOKEN: GitHub refuses the merge (no workflows permission), the PR stays open, merge_failed', async () => {
    const repo = await gh.createRepo(`acme/ci-wait-workflows-${++counter}`, { defaultBranch: 'main' });
    const wt = await repo.clone('agent-1');
    await wt.commit({ 'README.md': '# r\n' }, 'init');
    await wt.push('main');
    await wt.checkout('feature', { create: true, from: 'main' });
    const sha = await wt.commit({ '.github/workflows/ci.yml': CI_V1 }, 'ci: add a workflow');
    await wt.push('feature');
    const pr = await repo.openPullRequest({ head: 'feature', base: 'main', author: 'agent-1' });
    repo.addCheckRun(sha, { name: 'build', conclusion: 'success' });
    const world: World = { gh, repo, wt, pr: pr.number, branch: 'feature' };
    const result = await ciWait(world, { inputs: { merge: 'merge' } });
    expect(result.outputs.outcome, result.stdout).toBe('merge_failed');
    expect((await prView(world)).state).toBe('open');
    expect(result.stdout + result.summary).toContain('without workflows permission');
  });
});
