// The collision phase in-process on a fake GitHub. Without a local git the collision check fails closed on
// every PR of the base, within what the drift phase left of max-writes; a second run on the same facts
// writes nothing (the check on the head settles the PR).
import os from 'node:os';
import { describe, expect, it } from 'vitest';
import { scaledClock } from '../../../src/core/clock.js';
import type { Logger, ShellContext } from '../../../src/core/shell.js';
import { collisionPhase } from '../../../src/rebase-notify/collisions/shell.js';
import type { RunInput } from '../../../src/rebase-notify/run-input.js';
import { parseSettings } from '../../../src/rebase-notify/settings.js';
import { newWorld, openAnother, useGitHub, type World } from '../../core/pr/world.js';
import { octokitGitHub } from '../../../src/core/github/octokit/index.js';

const gh = useGitHub();

function recorder(): Logger & { lines: string[] } {
  const lines: string[] = [];
  return { lines, info: (m) => lines.push(m), warning: (m) => lines.push(`warning: ${m}`), debug: () => undefined };
}

function context(world: World, log: Logger): ShellContext {
  return { github: octokitGitHub(world.client), repo: world.ref, log, clock: scaledClock(0.001) };
}

function run(): RunInput {
  const settings = parseSettings(
    (name) => ({ 'github-token': 'x', 'allocated-names': 'migrations/*_*.sql' })[name] ?? '',
  );
  return { settings, scope: { kind: 'sweep' }, serverUrl: gh.apiUrl, tempDir: os.tmpdir(), now: new Date() };
}

const collisionChecks = (world: World, head: string) =>
  world.repo.checkRuns(head).filter((c) => c.name === 'mergexo/collision');

describe('collisionPhase', () => {
  it('without a local git: every collision check fails closed, within the room left, and says why', async () => {
    const world = await newWorld(gh);
    const other = await openAnother(world, 'second');
    const log = recorder();
    const errors: string[] = [];
    const git = { unavailable: 'no git here' };
    const first = await collisionPhase(context(world, log), run(), git, ['main'], 1, errors);
    expect(first.writes).toBe(1);
    expect(first.outcome).toEqual({
      colliding: [world.pr, other.pr],
      overlapping: [],
      notified: [world.pr],
      deferred: [other.pr],
    });
    expect(collisionChecks(world, world.head)).toMatchObject([
      { conclusion: 'failure', output: { title: 'Collisions could not be determined' } },
    ]);
    expect(collisionChecks(world, other.head)).toHaveLength(0);
    expect(log.lines[0]).toMatch(/^warning: Collisions between PRs need a local git .*: no git here\./);
    expect(log.lines).toContain('Collision writes for 1 PR deferred to the next run (max-writes).');

    const second = await collisionPhase(context(world, recorder()), run(), git, ['main'], 10, errors);
    expect(second.writes).toBe(1);
    expect(second.outcome.notified).toEqual([other.pr]);
    expect(collisionChecks(world, other.head)).toMatchObject([{ conclusion: 'failure' }]);

    const third = await collisionPhase(context(world, recorder()), run(), git, ['main'], 10, errors);
    expect(third.writes).toBe(0);
    expect(errors).toEqual([]);
  });
});
