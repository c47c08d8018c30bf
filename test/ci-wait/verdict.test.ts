// The verdict check in process: written once per set of facts, whichever run or release wrote the one standing.
import { describe, expect, it } from 'vitest';
import { parseSettings } from '../../src/ci-wait/settings.js';
import { runPulls } from '../../src/ci-wait/shell.js';
import { inputsFromRecord } from '../../src/core/inputs.js';
import { drivenClock, eventOf, shellOf } from './in-process.js';
import { TOKEN, head, openWorld, prView, useGitHub, type World } from './world.js';

const gh = useGitHub();

const settings = () => parseSettings(inputsFromRecord({ 'github-token': TOKEN }), { job: 'ci-wait' });

async function judge(world: World) {
  const clock = drivenClock();
  const { reports } = await runPulls(shellOf(gh, world, clock), settings(), eventOf(gh, world), clock.now(), undefined);
  return reports;
}

describe("ci-wait's verdict check", () => {
  it('a rerun that finds the same facts writes no second check', async () => {
    const world = await openWorld(gh);
    world.repo.addCheckRun(await head(world), { name: 'build', conclusion: 'success' });
    expect(await judge(world)).toMatchObject([{ outcome: 'success' }]);
    expect(await judge(world)).toMatchObject([{ outcome: 'success' }]);
    const view = await prView(world);
    expect(view.verdictCount).toBe(1);
    expect(view.verdict).toMatchObject({ conclusion: 'success', title: 'CI passed and the PR can merge' });
  });

  it('new facts write a new check', async () => {
    const world = await openWorld(gh);
    const sha = await head(world);
    world.repo.addCheckRun(sha, { name: 'build', conclusion: 'success' });
    await judge(world);
    world.repo.addCheckRun(sha, { name: 'lint', conclusion: 'failure' });
    expect(await judge(world)).toMatchObject([{ outcome: 'ci_failed' }]);
    const view = await prView(world);
    expect(view.verdictCount).toBe(2);
    expect(view.verdict?.conclusion).toBe('failure');
  });

  it('a check written before verdicts carried their facts is written once more, then left standing', async () => {
    const world = await openWorld(gh);
    const sha = await head(world);
    world.repo.addCheckRun(sha, { name: 'build', conclusion: 'success' });
    // What the release before this one wrote: the same verdict, in the same words, with no external_id.
    world.repo.addCheckRun(sha, {
      name: 'mergexo/ci-wait',
      conclusion: 'success',
      app: 'github-actions',
      title: 'CI passed and the PR can merge',
    });
    await judge(world);
    expect((await prView(world)).verdictCount).toBe(2);
    await judge(world);
    const view = await prView(world);
    expect(view.verdictCount).toBe(2);
    expect(view.verdict).toMatchObject({ conclusion: 'success', title: 'CI passed and the PR can merge' });
  });

  it("another identity's check with the same external_id does not stand for ci-wait's verdict", async () => {
    const world = await openWorld(gh);
    const sha = await head(world);
    world.repo.addCheckRun(sha, { name: 'build', conclusion: 'success' });
    await judge(world);
    const own = world.repo.checkRuns(sha).find((c) => c.name === 'mergexo/ci-wait');
    // A workflow copies the verdict's facts onto a check of its own, failing, and newer than ci-wait's.
    const forged = world.repo.addCheckRun(sha, { name: 'mergexo/ci-wait', conclusion: 'failure', app: 'ci-app' });
    forged.externalId = own?.external_id ?? null;
    await judge(world);
    const view = await prView(world);
    expect(view.verdictCount).toBe(3);
    expect(view.verdict?.conclusion).toBe('success');
  });
});
