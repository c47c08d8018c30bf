// rebase-notify's update-branch when a base changed .github/workflows/ci.yml: GitHub refuses (403) to merge it into
// a branch for a token without the `workflows` permission (GITHUB_TOKEN never has it). That PR is reported as not
// updated, told why and what fixes it; the run goes on with the other PRs and succeeds.
// main.ts runs in the test's process (../support/in-process/run.ts); the bundle's path: test/e2e/rebase-notify.test.ts.
import { describe, expect, it } from 'vitest';
import { isAncestor } from '../../fake-github/git.js';
import {
  advanceMain,
  newWorld,
  notifyInProcess as notify,
  openPr,
  parseList,
  seen,
  useFake,
  writesSince,
  type World,
} from './world.js';

const CI_V1 = 'on: [pull_request]\njobs: {}\n';
const CI_V2 = 'on: [pull_request, merge_group]\njobs: {}\n';
const UPDATE = { 'update-branch': 'merge' };

const fake = useFake();

/**
 * PR `a` on main and PR `b` on release, both cut when main held ci.yml v1. Then main changes the workflow and
 * release gains a note: `a` can only be updated by a token that may write workflows, `b` by any.
 */
async function twoBases(): Promise<{ world: World; a: number; b: number; aHead: string; bHead: string }> {
  const world = await newWorld(fake);
  await advanceMain(world, 1, () => ({ '.github/workflows/ci.yml': CI_V1 }));
  const cut = world.main.at(-1) as string;
  await world.wt.checkout('release', { create: true, from: cut });
  await world.wt.push('release');
  await world.wt.checkout('main');
  const a = await openPr(world, 'a', { from: cut });
  const b = await openPr(world, 'b', { from: cut, base: 'release' });
  await advanceMain(world, 1, () => ({ '.github/workflows/ci.yml': CI_V2 }));
  await world.wt.checkout('release');
  await world.wt.pull('release');
  await world.wt.commit({ 'docs/release.md': 'release notes\n' }, 'release: notes');
  await world.wt.push('release');
  await world.wt.checkout('main');
  return { world, a, b, aHead: (await seen(world, a)).head, bHead: (await seen(world, b)).head };
}

describe('update-branch: merge when the base changed a workflow file', () => {
  it('with GITHUB_TOKEN: the PR is notified as behind with the reason and the fix; the other PR is updated', async () => {
    const { world, a, b, aHead, bHead } = await twoBases();
    const result = await notify(world, { name: 'workflow_dispatch' }, UPDATE);

    expect(result.exitCode, result.stdout).toBe(0);
    expect(parseList(result.outputs.updated)).toEqual([b]);
    expect(parseList(result.outputs.behind)).toContain(a);
    expect(parseList(result.outputs.notified)).toEqual([a]);
    expect(result.summary).toContain('not updated: main changed a workflow file');
    expect(result.stdout).toMatch(/::warning::GitHub refused to update #\d+: the base changed a file under/);

    const refused = await seen(world, a);
    expect(refused.head).toBe(aHead);
    expect(refused.text).toContain('This branch is 1 commit behind `main`');
    expect(refused.text).toContain(
      'mergexo tried to merge `main` into this branch and GitHub refused: refusing to allow a GitHub App to create ' +
        'or update workflow .github/workflows/ci.yml without workflows permission',
    );
    expect(refused.text).toContain('**Workflows: Read and write**');
    expect(refused.text).toContain('a personal access token with the `workflow` scope');
    expect(refused.text).toMatch(/`GITHUB_TOKEN` can never have it/);

    const updated = await seen(world, b);
    expect(updated.head).not.toBe(bHead);
    const { repo } = world;
    expect(await isAncestor(repo.gitDir, repo.branchSha('release') as string, updated.head)).toBe(true);

    // The next run is refused again and writes nothing new: the PR already says all of it.
    const from = world.fake.gh.requests.length;
    const again = await notify(world, { name: 'workflow_dispatch' }, UPDATE);
    expect(again.exitCode, again.stdout).toBe(0);
    expect(parseList(again.outputs.updated)).toEqual([]);
    expect(writesSince(world, from)).toEqual([]);
    expect((await seen(world, a)).status).toHaveLength(1);
  });

  it('blocking: the failing check says why the branch was not updated, and that only an App token fits', async () => {
    const { world, a, b } = await twoBases();
    const result = await notify(world, { name: 'workflow_dispatch' }, { ...UPDATE, urgency: 'blocking' });

    expect(result.exitCode, result.stdout).toBe(0);
    expect(parseList(result.outputs.updated)).toEqual([b]);
    const refused = await seen(world, a);
    expect(refused.check).toMatchObject({ conclusion: 'failure', title: '1 commit behind main' });
    expect(refused.check?.summary).toContain('GitHub refused: refusing to allow a GitHub App');
    expect(refused.check?.summary).toContain('could update the branch, but cannot write check runs');
    expect((await seen(world, b)).check).toMatchObject({ conclusion: 'success' });
  });
});
