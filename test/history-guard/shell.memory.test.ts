// history-guard's shell on the in-memory GitHub (test/support/memory-github.ts): the whole read -> decide -> write
// of a run in milliseconds, through the function main.ts calls (`guardPullRequest`), with what a user sees read back
// from the memory world: the PR's labels, its comments and the check on its head. The memory port has no git, so a
// push says whether the old head stays in the history (on top) or not (forced); the contract test
// (test/support/memory-github.test.ts) holds the memory port to the Octokit port on the fake GitHub.
import { describe, expect, it } from 'vitest';
import { scaledClock } from '../../src/core/clock.js';
import { inputsFromRecord } from '../../src/core/inputs.js';
import type { RunContext } from '../../src/core/run-context.js';
import { silentLog } from '../../src/core/shell.js';
import { parseSettings } from '../../src/history-guard/settings.js';
import { guardPullRequest, type GuardContext } from '../../src/history-guard/shell.js';
import { MEMORY_BOT, MemoryGitHub, sha } from '../support/memory-github.js';

const CHECK = 'mergexo/history-guard';

/** A run on `world` for a push to PR #`number` whose head was `before`. */
function pushed(
  world: MemoryGitHub,
  number: number,
  before?: string,
  inputs: Record<string, string> = {},
): GuardContext {
  const pull = world.pull(number);
  const event: RunContext = {
    eventName: 'pull_request',
    payload: {
      action: 'synchronize',
      ...(before ? { before } : {}),
      pull_request: { number, head: { sha: pull.headSha }, base: { ref: pull.baseRef } },
    },
    owner: world.repo.owner,
    repo: world.repo.repo,
    apiUrl: 'https://api.github.com',
    serverUrl: 'https://github.com',
    actor: 'agent-1',
    ref: `refs/pull/${number}/merge`,
    runId: '1',
    job: 'guard',
    workflow: 'guard',
  };
  return {
    github: world,
    repo: world.repo,
    log: silentLog,
    clock: scaledClock(0.001),
    event,
    settings: parseSettings(inputsFromRecord({ 'github-token': 'unused', ...inputs }), 'pull_request'),
    ...(inputs.enforcement === 'observe' ? { enforcement: 'observe' as const } : {}),
  };
}

/** The conclusions of history-guard's checks on `head`, oldest first. */
const checks = (world: MemoryGitHub, head: string) =>
  world
    .checksOn(head, CHECK)
    .reverse()
    .map((r) => r.conclusion);

describe('history-guard on the memory port', () => {
  it('accepts a first head and a push on top of it: a green check on each head, no label, no comment', async () => {
    const world = new MemoryGitHub();
    const first = sha('first');
    const pr = world.openPull({ head: first, author: 'agent-1' }).number;
    expect(await guardPullRequest(pushed(world, pr), pr)).toMatchObject({ verdict: 'accepted', transition: 'first' });

    const next = sha('on top');
    world.push(pr, next);
    expect(await guardPullRequest(pushed(world, pr, first), pr)).toMatchObject({
      verdict: 'accepted',
      transition: 'ahead',
      expectedHead: first,
      observedHead: next,
    });
    expect(checks(world, first)).toEqual(['success']);
    expect(checks(world, next)).toEqual(['success']);
    expect(world.checksOn(next, CHECK)[0]?.output.summary).toContain(`Last accepted head: \`${next}\``);
    expect(world.pull(pr).labels).toEqual([]);
    expect(world.commentsOn(pr)).toEqual([]);
  });

  it('blocks a rewrite: the label, one comment naming the accepted head, a red check and a backup ref', async () => {
    const world = new MemoryGitHub();
    const accepted = sha('accepted');
    const pr = world.openPull({ head: accepted, author: 'agent-1' }).number;
    const ctx = pushed(world, pr);
    await guardPullRequest(ctx, pr);

    const rewritten = sha('rewritten');
    world.push(pr, rewritten, { force: true });
    const result = await guardPullRequest(pushed(world, pr, accepted), pr);
    expect(result).toMatchObject({ verdict: 'blocked', expectedHead: accepted, observedHead: rewritten });

    expect(world.pull(pr).labels).toEqual([ctx.settings.blockedLabel]);
    const comments = world.commentsOn(pr);
    expect(comments.map((c) => c.author)).toEqual([MEMORY_BOT]);
    expect(comments[0]?.body).toContain(accepted);
    expect(checks(world, rewritten)).toEqual(['failure']);
    expect(world.refs.get(`mergexo/backup/pr-${pr}/${accepted}`)).toBe(accepted);

    // A re-run on the same head writes nothing new: the comment and label stay one each.
    const writes = world.requests.writes;
    await guardPullRequest(pushed(world, pr), pr);
    expect(world.commentsOn(pr)).toHaveLength(1);
    expect(world.pull(pr).labels).toEqual([ctx.settings.blockedLabel]);
    expect(world.requests.writes - writes).toBe(1);
  });

  it('observing, reports a rewrite with a neutral check and writes nothing else on the PR', async () => {
    const world = new MemoryGitHub();
    const accepted = sha('accepted');
    const pr = world.openPull({ head: accepted, author: 'agent-1' }).number;
    await guardPullRequest(pushed(world, pr), pr);

    const rewritten = sha('rewritten');
    world.push(pr, rewritten, { force: true });
    // As `shellContext` marks the client of an observing run: the port refuses every write but a neutral check.
    world.observing = true;
    const result = await guardPullRequest(pushed(world, pr, accepted, { enforcement: 'observe' }), pr);
    expect(result.ownVerdict).toBe('blocked');
    expect(checks(world, rewritten)).toEqual(['neutral']);
    expect(world.pull(pr).labels).toEqual([]);
    expect(world.commentsOn(pr)).toEqual([]);
  });
});
