// The collision phase in-process on a fake GitHub. Without a local git the collision check fails closed on
// every PR of the base, within what the drift phase left of max-writes; a second run on the same facts
// writes nothing (the check on the head settles the PR).
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { scaledClock } from '../../../src/core/clock.js';
import type { Logger, ShellContext } from '../../../src/core/shell.js';
import { collisionPhase } from '../../../src/rebase-notify/collisions/shell.js';
import type { RunInput } from '../../../src/rebase-notify/run-input.js';
import { parseSettings } from '../../../src/rebase-notify/settings.js';
import { BOT_TOKEN, newWorld, openAnother, useGitHub, type World } from '../../core/pr/world.js';
import { octokitGitHub } from '../../../src/core/github/octokit/index.js';
import { GitDrift } from '../../../src/rebase-notify/drift/drift-git.js';
import { REBASE_COMMENT_WINDOW } from '../../../src/rebase-notify/documents.js';

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

describe('collisionPhase: a PR whose older comments GitHub does not answer', () => {
  it('fails closed on its own: its collision check fails and says why, the other PRs are handled', async () => {
    const world = await newWorld(gh);
    const other = await openAnother(world, 'second');
    // More comments than the listing's window holds: a collision comment could hide among the older ones.
    for (let i = 0; i < REBASE_COMMENT_WINDOW + 5; i++) world.repo.addComment(world.pr, 'agent-1', `note ${i}`);
    const temp = mkdtempSync(path.join(os.tmpdir(), 'mergexo-collisions-'));
    const log = recorder();
    const errors: string[] = [];
    let phase;
    try {
      const drift = await GitDrift.open({
        repo: world.ref,
        token: BOT_TOKEN,
        serverUrl: gh.apiUrl,
        tempDir: temp,
        log: () => undefined,
      });
      if ('unavailable' in drift) throw new Error(drift.unavailable);
      gh.faults.next({ kind: '502', match: { operation: 'mergexoPullRequestComments' }, times: 1000 });
      phase = await collisionPhase(context(world, log), run(), { drift }, ['main'], 10, errors);
    } finally {
      gh.faults.clear();
      rmSync(temp, { recursive: true, force: true });
    }
    expect(collisionChecks(world, world.head)).toMatchObject([
      {
        conclusion: 'failure',
        output: {
          title: 'Collisions could not be determined',
          summary: expect.stringContaining('GitHub did not answer for its older comments') as unknown,
        },
      },
    ]);
    // No collision comment: it could have been a second one.
    expect((await world.repo.pull(world.pr)).comments.filter((c) => c.user.login !== 'agent-1')).toHaveLength(0);
    const why = `PR #${world.pr}: GitHub did not answer for its older comments \\(.+\\); its collision check`;
    expect(log.lines).toContainEqual(
      expect.stringMatching(new RegExp(`^warning: ${why} fails closed until a run can read them\\.$`)),
    );
    expect(phase.outcome.colliding).toEqual([world.pr]);
    expect(collisionChecks(world, other.head)).toMatchObject([{ conclusion: 'success' }]);
    // The PR's check carries the failure: the run itself is not failed for it, as drift's is not.
    expect(errors).toEqual([]);
  });
});
