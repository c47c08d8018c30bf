// Which PRs an event is about: the event's PR in poll mode, the open PRs heading its commit in event mode.
import { describe, expect, it } from 'vitest';
import { skipText } from '../../src/ci-wait/messages.js';
import { targetsOf } from '../../src/ci-wait/targets.js';
import { ConfigurationError } from '../../src/core/pure/errors.js';
import { eventOf, shellOf } from './in-process.js';
import { head, openWorld, useGitHub } from './world.js';

const gh = useGitHub();

describe('targetsOf', () => {
  it('a pull_request event is about its own PR, waited on; a closed one says so', async () => {
    const world = await openWorld(gh);
    const ctx = shellOf(gh, world);
    expect(await targetsOf(ctx, eventOf(gh, world))).toEqual({ mode: 'poll', numbers: [world.pr], closed: false });
    const closed = eventOf(gh, world, 'pull_request', gh.events.pullRequest(world.repo, world.pr, 'closed'));
    expect(await targetsOf(ctx, closed)).toMatchObject({ mode: 'poll', numbers: [world.pr], closed: true });
  });

  it('a completed check suite names the open PRs on its commit, looked at once', async () => {
    const world = await openWorld(gh);
    const sha = await head(world);
    const event = eventOf(gh, world, 'check_suite', gh.events.checkSuite(world.repo, { headSha: sha }));
    expect(await targetsOf(shellOf(gh, world), event)).toMatchObject({ mode: 'event', sha, numbers: [world.pr] });
  });

  it('a suite not completed yet is skipped, saying why, with nothing read', async () => {
    const world = await openWorld(gh);
    const sha = await head(world);
    const payload = gh.events.checkSuite(world.repo, { headSha: sha, action: 'requested' });
    const targets = await targetsOf(shellOf(gh, world), eventOf(gh, world, 'check_suite', payload));
    expect(targets).toMatchObject({ mode: 'event', sha, numbers: [] });
    expect(targets.mode === 'event' && targets.skip && skipText(targets.skip)).toContain('not completed');
  });

  it('a hand-made payload with no commit is a configuration error', async () => {
    const world = await openWorld(gh);
    const event = eventOf(gh, world, 'status', { state: 'success' });
    await expect(targetsOf(shellOf(gh, world), event)).rejects.toBeInstanceOf(ConfigurationError);
  });
});
