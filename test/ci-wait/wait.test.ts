// The wait in process, on a clock the test drives: a ten-minute wait takes no time.
import { describe, expect, it } from 'vitest';
import { parseSettings } from '../../src/ci-wait/settings.js';
import { inputsFromRecord } from '../../src/core/inputs.js';
import { runPulls } from '../../src/ci-wait/shell.js';
import { drivenClock, eventOf, shellOf } from './in-process.js';
import { TOKEN, head, openWorld, prView, useGitHub } from './world.js';

const gh = useGitHub();

const settings = (inputs: Record<string, string> = {}) =>
  parseSettings(inputsFromRecord({ 'github-token': TOKEN, ...inputs }), { job: 'ci-wait' });

describe('the wait', () => {
  it('waits on ctx.clock: a check that never finishes times out after the whole timeout, in no real time', async () => {
    const world = await openWorld(gh);
    world.repo.addCheckRun(await head(world), { name: 'deploy-preview', status: 'in_progress' });
    const clock = drivenClock();
    const ctx = shellOf(gh, world, clock);
    const event = eventOf(gh, world, 'pull_request', gh.events.pullRequest(world.repo, world.pr, 'synchronize'));
    const { reports } = await runPulls(ctx, settings({ 'timeout-seconds': '600' }), event, clock.now(), undefined);
    expect(reports).toMatchObject([
      { outcome: 'timeout', reason: { kind: 'checks-timed-out', running: ['deploy-preview'] } },
    ]);
    // 600 s at the 30 s interval: twenty pauses, the clock at the deadline.
    expect(clock.slept).toHaveLength(20);
    expect(clock.now()).toBe(600_000);
    // The wait is said once, not at every poll.
    expect(ctx.lines.filter((l) => l.startsWith('Waiting:'))).toHaveLength(1);
    const view = await prView(world);
    expect(view.verdict).toMatchObject({ conclusion: 'failure' });
    expect(view.verdict?.title).toBe('Timed out: 1 check still running (deploy-preview)');
  });
});
