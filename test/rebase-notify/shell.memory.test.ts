// rebase-notify's drift phase on the in-memory GitHub (test/support/memory-github.ts), through the function main.ts
// calls (`rebaseNotify`) in API mode: drift comes from GitHub's compare and mergeability, which the memory world
// declares, and what a user sees is read back from it (the PR's labels, comments and the blocking check). The
// collision phase needs git (it reads the changed paths of every PR from a clone), so it is not run here: its tests
// stay on the fake GitHub (test/rebase-notify/collisions/). The contract test holds the memory port to the fake.
import { describe, expect, it } from 'vitest';
import { scaledClock } from '../../src/core/clock.js';
import { inputsFromRecord } from '../../src/core/inputs.js';
import { silentLog, type ShellContext } from '../../src/core/shell.js';
import { stepText } from '../../src/rebase-notify/messages.js';
import { parseSettings } from '../../src/rebase-notify/settings.js';
import { rebaseNotify } from '../../src/rebase-notify/shell.js';
import { MEMORY_BOT, MemoryGitHub, sha } from '../support/memory-github.js';

/** A sweep of every open PR, as main.ts runs it for a push to the base, with drift from the API. */
function sweep(world: MemoryGitHub, inputs: Record<string, string>) {
  const ctx: ShellContext = { github: world, repo: world.repo, log: silentLog, clock: scaledClock(0.001) };
  const settings = parseSettings(inputsFromRecord({ 'github-token': 'unused', 'drift-source': 'api', ...inputs }));
  return rebaseNotify(ctx, {
    settings,
    scope: { kind: 'sweep' },
    serverUrl: 'https://github.com',
    tempDir: 'unused: drift-source api opens no clone',
    now: new Date(Date.parse('2026-01-02T00:00:00Z')),
  });
}

/** Opens a PR by agent-1 with one commit of its own. */
function open(world: MemoryGitHub, name: string): number {
  return world.openPull({ head: sha(`${name}: first`), author: 'agent-1' }).number;
}

/**
 * Main moves `n` commits past every open PR: each one is `n` behind and one ahead, as GitHub's compare of
 * head...base answers (seen from the head, the base is ahead by the commits the PR lacks).
 */
function advanceMain(world: MemoryGitHub, n: number): void {
  world.advanceBase('main', sha(`main + ${n}`));
  for (const pull of world.open()) {
    world.declareCompare(pull.headSha, pull.baseSha, { status: 'diverged', aheadBy: n, behindBy: 1 });
  }
}

const steps = (result: Awaited<ReturnType<typeof sweep>>) => result.pulls.map((p) => p.steps.map(stepText));

describe('rebase-notify on the memory port (drift from the API)', () => {
  it('helpful: a behind PR gets one notice; a second run with the same facts writes nothing', async () => {
    const world = new MemoryGitHub();
    const pr = open(world, 'feature');
    advanceMain(world, 2);

    const first = await sweep(world, { urgency: 'helpful' });
    expect(first.pulls).toMatchObject([{ number: pr, class: 'behind', behind: 2, notified: true }]);
    const comments = world.commentsOn(pr);
    expect(comments.map((c) => c.author)).toEqual([MEMORY_BOT]);
    expect(comments[0]?.body).toContain('This branch is 2 commits behind `main`');
    expect(world.pull(pr).labels).toEqual([]);

    const writes = world.requests.writes;
    const second = await sweep(world, { urgency: 'helpful', 'cooldown-minutes': '0' });
    expect(second.writes).toBe(0);
    expect(steps(second)).toEqual([['no change']]);
    expect(world.requests.writes).toBe(writes);
    expect(world.commentsOn(pr).map((c) => c.body)).toEqual([comments[0]?.body]);
  });

  it('fyi: the behind label and no comment', async () => {
    const world = new MemoryGitHub();
    const pr = open(world, 'feature');
    advanceMain(world, 1);

    expect(steps(await sweep(world, { urgency: 'fyi' }))).toEqual([['label mergexo:behind added']]);
    expect(world.pull(pr).labels).toEqual(['mergexo:behind']);
    expect(world.commentsOn(pr)).toEqual([]);
  });

  it('blocking: a failing check stating the drift on the head, written once for the same facts', async () => {
    const world = new MemoryGitHub();
    const pr = open(world, 'feature');
    advanceMain(world, 2);

    await sweep(world, { urgency: 'blocking', 'cooldown-minutes': '0' });
    const head = world.pull(pr).headSha;
    const checks = () => world.checksOn(head, 'mergexo/rebase');
    expect(checks()).toMatchObject([{ conclusion: 'failure', output: { title: '2 commits behind main' } }]);

    const second = await sweep(world, { urgency: 'blocking', 'cooldown-minutes': '0' });
    expect(second.writes).toBe(0);
    expect(checks()).toHaveLength(1);
  });

  it('a conflicting PR gets the conflict label and a notice naming its base, once', async () => {
    const world = new MemoryGitHub();
    const pr = open(world, 'feature');
    advanceMain(world, 1);
    world.pull(pr).mergeable = 'CONFLICTING';

    const first = await sweep(world, { urgency: 'helpful' });
    expect(first.pulls).toMatchObject([{ number: pr, class: 'conflicting' }]);
    expect(world.pull(pr).labels).toEqual(['mergexo:conflict']);
    const comments = world.commentsOn(pr);
    expect(comments).toHaveLength(1);
    expect(comments[0]?.body).toMatch(/conflict/i);
    expect(comments[0]?.body).toContain('`main`');

    const second = await sweep(world, { urgency: 'helpful', 'cooldown-minutes': '0' });
    expect(second.writes).toBe(0);
    expect(world.commentsOn(pr)).toHaveLength(1);
  });

  it('max-writes holds: three PRs fell behind, two are told, the third waits for the next run', async () => {
    const world = new MemoryGitHub();
    const prs = ['a', 'b', 'c'].map((name) => open(world, name));
    advanceMain(world, 1);

    const first = await sweep(world, { urgency: 'helpful', 'max-writes': '2' });
    expect(first.writes).toBe(2);
    expect(prs.map((pr) => world.commentsOn(pr).length)).toEqual([1, 1, 0]);

    const second = await sweep(world, { urgency: 'helpful', 'max-writes': '2', 'cooldown-minutes': '0' });
    expect(second.writes).toBe(1);
    expect(prs.map((pr) => world.commentsOn(pr).length)).toEqual([1, 1, 1]);
  });
});
