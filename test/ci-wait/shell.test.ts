// ci-wait's shell in process, with a ShellContext of its own: the fake GitHub's client, a log the test reads
// and a clock the test drives, so a ten-minute wait takes no time and what the run said is in `lines`.
import { describe, expect, it } from 'vitest';
import { parseSettings } from '../../src/ci-wait/settings.js';
import { runPulls } from '../../src/ci-wait/shell.js';
import { inputsFromRecord } from '../../src/core/inputs.js';
import { drivenClock, eventOf, shellOf } from './in-process.js';
import { TOKEN, head, openWorld, prView, useGitHub } from './world.js';

const gh = useGitHub();

const settings = (inputs: Record<string, string> = {}) =>
  parseSettings(inputsFromRecord({ 'github-token': TOKEN, ...inputs }), { job: 'ci-wait' });

describe('ci-wait shell', () => {
  it('a green PR: success, and the verdict on its head', async () => {
    const world = await openWorld(gh);
    world.repo.addCheckRun(await head(world), { name: 'build', conclusion: 'success' });
    const clock = drivenClock();
    const ctx = shellOf(gh, world, clock);
    const event = eventOf(gh, world, 'pull_request', gh.events.pullRequest(world.repo, world.pr, 'synchronize'));
    const { reports, skipped } = await runPulls(ctx, settings(), event, clock.now(), undefined);
    expect(skipped).toBeUndefined();
    expect(reports).toMatchObject([{ number: world.pr, outcome: 'success', attemptKnown: true, attempt: 0 }]);
    const view = await prView(world);
    expect(view.verdict).toMatchObject({ conclusion: 'success', title: 'CI passed and the PR can merge' });
    expect(view.labels).toEqual([]);
  });

  it('an event run judges the PRs of the commit once: a red one is labelled and commented', async () => {
    const world = await openWorld(gh);
    const sha = await head(world);
    world.repo.addCheckRun(sha, { name: 'test', conclusion: 'failure', summary: 'boom' });
    const clock = drivenClock();
    const ctx = shellOf(gh, world, clock);
    const event = eventOf(gh, world, 'check_suite', gh.events.checkSuite(world.repo, { headSha: sha }));
    const { reports } = await runPulls(ctx, settings(), event, clock.now(), undefined);
    expect(reports).toMatchObject([{ number: world.pr, outcome: 'ci_failed', attempt: 1 }]);
    expect(clock.slept).toEqual([]);
    const view = await prView(world);
    expect(view.labels).toEqual(['mergexo:ci-failed']);
    expect(view.findings).toHaveLength(1);
    expect(view.verdict).toMatchObject({ conclusion: 'failure' });
  });

  it('an event that is not worth judging is skipped, saying why', async () => {
    const world = await openWorld(gh);
    const ctx = shellOf(gh, world, drivenClock());
    const payload = gh.events.checkSuite(world.repo, { headSha: await head(world), action: 'requested' });
    const { reports, skipped } = await runPulls(
      ctx,
      settings(),
      eventOf(gh, world, 'check_suite', payload),
      0,
      undefined,
    );
    expect(reports).toEqual([]);
    expect(skipped).toMatch(/^Nothing to judge: the check suite is requested/);
    expect(ctx.lines).toContain(skipped);
  });
});
