// Attack: under GITHUB_TOKEN GitHub files a verdict check under the first workflow run on its commit, usually CI's
// (docs/github-behaviour.md), and anyone with write access may delete that run, which deletes the check. An agent
// blocked by history-guard deletes CI's run on its head, hoping the PR merges without the failing verdict. A required
// check that is missing is not a pass: the PR stays unmergeable, and the next run writes the refusal again from
// history-guard's record, not from the check. Under mergexo's own App the verdict is in the App's suite, which no
// workflow run carries.
// Judged in-process on the fake GitHub and real git (test/support/in-process/history-guard.ts): the attack fails on what a
// user sees, the PR's labels, comments and checks; the runner adds nothing to it.
import { describe, expect, it } from 'vitest';
import { openWorld, prState, pushCommit, useGitHub, type World } from '../e2e/support/history-guard-world.js';
import { guardIn } from '../support/in-process/history-guard.js';

const gh = useGitHub();
const CHECK = 'mergexo/history-guard';

/** CI's `pull_request` run on the PR's head, with its job's check run, and mergexo's own run on the base. */
function runs(world: World, head: string) {
  const ci = world.repo.recordWorkflowRun({
    actor: 'agent-1',
    event: 'pull_request',
    path: '.github/workflows/ci.yml',
    headSha: head,
  });
  world.repo.addCheckRun(head, { name: 'test', conclusion: 'success', workflowRun: ci });
  const own = world.repo.recordWorkflowRun({
    actor: 'agent-1',
    event: 'pull_request_target',
    headSha: world.repo.branchSha('main')!,
  });
  return { ci, own };
}

describe('attack: delete the workflow run that carries a failing verdict (history-guard)', () => {
  it('the check goes with CI’s run, the PR cannot merge, and the next run refuses again', async () => {
    const world = await openWorld(gh);
    world.repo.requiredChecks = [CHECK];
    expect((await guardIn(world, 'opened')).verdict).toBe('accepted');
    await world.wt.git('commit', '--amend', '-m', 'rewritten');
    await world.wt.push(world.branch, { force: true });
    const head = (await world.repo.pull(world.pr)).headSha;
    const { ci, own } = runs(world, head);
    expect((await guardIn(world)).verdict).toBe('blocked');
    const verdict = world.repo.checkRuns(head).find((c) => c.name === CHECK)!;
    expect(verdict.conclusion).toBe('failure');

    // mergexo's own run is on the base commit: deleting it leaves the verdict where GitHub filed it, CI's suite.
    expect(world.repo.deleteWorkflowRun(own.id)).toBe(0);
    expect((await prState(world)).check?.conclusion).toBe('failure');
    expect(world.repo.deleteWorkflowRun(ci.id)).toBe(2);
    expect((await prState(world)).check).toBeUndefined();
    expect((await world.repo.pull(world.pr)).mergeableState).toBe('blocked');

    await pushCommit(world, 3);
    const again = await guardIn(world);
    expect(again.verdict).toBe('blocked');
    const state = await prState(world);
    expect(state.check?.conclusion).toBe('failure');
    expect(state.labels).toContain('mergexo:blocked');
  });

  it('an App’s own verdict is in the App’s suite: deleting every workflow run on the commit leaves it', async () => {
    const world = await openWorld(gh);
    const sha = (await world.repo.pull(world.pr)).headSha;
    const { ci, own } = runs(world, sha);
    const verdict = world.repo.addCheckRun(sha, { name: CHECK, conclusion: 'failure', app: 'mergexo-app' });
    world.repo.deleteWorkflowRun(ci.id);
    world.repo.deleteWorkflowRun(own.id);
    expect(world.repo.checkRuns(sha).map((c) => c.id)).toEqual([verdict.id]);
  });
});
