// The writes on the PR in process: labels, findings and the state they carry, as a person sees them after each run.
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

const stateOn = (comment: { markers: { kind: string; data?: Record<string, unknown> }[] } | undefined) =>
  comment?.markers.find((m) => m.kind === 'finding')?.data?.state;

describe("ci-wait's writes on the PR", () => {
  it("a failed round's finding carries the count; the green round after it resolves the finding, which keeps it", async () => {
    const world = await openWorld(gh);
    const sha = await head(world);
    world.repo.addCheckRun(sha, { name: 'test', conclusion: 'failure' });
    expect(await judge(world)).toMatchObject([{ outcome: 'ci_failed', attempt: 1 }]);
    const failed = await prView(world);
    expect(failed.labels).toContain('mergexo:ci-failed');
    expect(failed.openFindings).toHaveLength(1);
    expect(stateOn(failed.findings[0])).toMatchObject({ attempts: 1, outcome: 'ci_failed' });

    // The CI re-run passes: a newer run of the same check.
    world.repo.addCheckRun(sha, { name: 'test', conclusion: 'success' });
    expect(await judge(world)).toMatchObject([{ outcome: 'success', attempt: 1 }]);
    const passed = await prView(world);
    expect(passed.labels).not.toContain('mergexo:ci-failed');
    expect(passed.openFindings).toEqual([]);
    expect(passed.findings).toHaveLength(1);
    // The count is not lost: the resolved finding, still the newest carrier, holds the new state.
    expect(stateOn(passed.findings[0])).toMatchObject({ attempts: 1, outcome: 'success' });
    expect(passed.ciState).toMatchObject({ attempts: 1, outcome: 'success' });
  });

  it('the same failed round seen twice is counted once and commented once', async () => {
    const world = await openWorld(gh);
    world.repo.addCheckRun(await head(world), { name: 'test', conclusion: 'failure' });
    await judge(world);
    expect(await judge(world)).toMatchObject([{ outcome: 'ci_failed', attempt: 1 }]);
    const view = await prView(world);
    expect(view.findings).toHaveLength(1);
    expect(view.ciState).toMatchObject({ attempts: 1 });
  });
});
