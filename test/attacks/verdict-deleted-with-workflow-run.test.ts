// Attack: under GITHUB_TOKEN a verdict check belongs to the workflow run that wrote it, and anyone with write access
// may delete that run, which deletes the check (docs/github-behaviour.md). An agent blocked by history-guard deletes
// the run of its failing verdict, hoping the PR merges without it. A required check that is missing is not a pass:
// the PR stays unmergeable, and the next run writes the refusal again from history-guard's state, not from the check.
import { describe, expect, it } from 'vitest';
import { guard, openWorld, prState, pushCommit, useGitHub } from '../e2e/support/history-guard-world.js';

const gh = useGitHub();
const CHECK = 'mergexo/history-guard';

describe('attack: delete the workflow run of a failing verdict (history-guard)', () => {
  it('the check goes, the PR cannot merge, and the next run refuses again', async () => {
    const world = await openWorld(gh);
    world.repo.requiredChecks = [CHECK];
    expect((await guard(world, 'opened')).outputs.verdict).toBe('accepted');
    await world.wt.git('commit', '--amend', '-m', 'rewritten');
    await world.wt.push(world.branch, { force: true });
    expect((await guard(world)).outputs.verdict).toBe('blocked');
    const head = (await world.repo.pull(world.pr)).headSha;
    const verdict = world.repo.checkRuns(head).find((c) => c.name === CHECK)!;
    expect(verdict.conclusion).toBe('failure');

    expect(world.repo.deleteWorkflowRun(verdict.id)).toBeGreaterThan(0);
    expect((await prState(world)).check).toBeUndefined();
    expect((await world.repo.pull(world.pr)).mergeableState).toBe('blocked');

    await pushCommit(world, 3);
    const again = await guard(world);
    expect(again.outputs.verdict).toBe('blocked');
    const state = await prState(world);
    expect(state.check?.conclusion).toBe('failure');
    expect(state.labels).toContain('mergexo:blocked');
  });

  it('an App’s own verdict is no workflow run’s: it cannot be deleted that way', async () => {
    const world = await openWorld(gh);
    const sha = (await world.repo.pull(world.pr)).headSha;
    const own = world.repo.addCheckRun(sha, { name: CHECK, conclusion: 'failure', app: 'mergexo-app' });
    expect(() => world.repo.deleteWorkflowRun(own.id)).toThrow(/belongs to the App/);
  });
});
