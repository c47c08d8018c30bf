// writeOutcome called as the shell calls it, on the fake GitHub: what a round's outcome writes on the PR itself
// (labels, the finding that carries the state), and that the same round written again writes nothing new.
import { describe, expect, it } from 'vitest';
import { evaluatePullRequest } from '../../src/ci-wait/wait.js';
import { writeOutcome } from '../../src/ci-wait/writes.js';
import { readPull } from '../../src/core/pr/read.js';
import { runOn, settingsOf } from './direct.js';
import { head, openWorld, prView, useGitHub, type World } from './world.js';

const gh = useGitHub();

async function round(world: World) {
  const run = runOn(gh, world);
  const settings = settingsOf();
  const evaluation = await evaluatePullRequest(run, settings, world.pr, 'event');
  const view = await readPull(run.ctx.github, run.ctx.repo, world.pr);
  const state = (await prView(world)).ciState;
  return writeOutcome(run.ctx, view, settings, evaluation, state);
}

describe('writeOutcome', () => {
  it('a failed round labels the PR and posts its finding, carrying the count; once per round', async () => {
    const world = await openWorld(gh);
    world.repo.addCheckRun(await head(world), { name: 'lint', conclusion: 'failure' });
    const plan = await round(world);
    expect(plan).toMatchObject({ verdict: 'failure', attempt: 1, finding: true });
    const view = await prView(world);
    expect(view.labels).toContain('mergexo:ci-failed');
    expect(view.openFindings).toHaveLength(1);
    expect(view.ciState?.attempts).toBe(1);
    const again = await round(world);
    expect(again.attempt).toBe(1);
    const after = await prView(world);
    expect(after.comments).toHaveLength(view.comments.length);
    expect(after.ciState?.attempts).toBe(1);
  });

  it('a passing round writes no finding and takes the failed label away', async () => {
    const world = await openWorld(gh);
    const sha = await head(world);
    world.repo.addCheckRun(sha, { name: 'lint', conclusion: 'failure' });
    await round(world);
    world.repo.addCheckRun(sha, { name: 'lint', conclusion: 'success' });
    const plan = await round(world);
    expect(plan.verdict).toBe('success');
    const view = await prView(world);
    expect(view.labels).not.toContain('mergexo:ci-failed');
    expect(view.openFindings).toEqual([]);
  });
});
