// ci-wait's shell on the in-memory GitHub (test/support/memory-github.ts): a whole run through the function main.ts
// calls for a PR event (`runPulls`), in milliseconds and with no build, and what a user sees read back from the
// memory world: the PR's labels, its comments and the verdict check on its head. The checks and statuses of CI
// (other apps) are declared in the world; the contract test (test/support/memory-github.test.ts) holds the memory
// port to the Octokit port on the fake GitHub. The e2e and attack tests stay on the fake GitHub.
import { describe, expect, it } from 'vitest';
import { parseSettings } from '../../src/ci-wait/settings.js';
import { runPulls } from '../../src/ci-wait/shell.js';
import { copiedCount } from '../../src/ci-wait/rules/state.js';
import { inputsFromRecord } from '../../src/core/inputs.js';
import type { RunContext } from '../../src/core/run-context.js';
import { silentLog, type ShellContext } from '../../src/core/shell.js';
import { MEMORY_BOT, MemoryGitHub, sha } from '../support/memory-github.js';
import { drivenClock } from './in-process.js';

const CHECK = 'mergexo/ci-wait';

/** The run context of a push to PR #`number` (poll mode), as GitHub sends it. */
function pushEvent(world: MemoryGitHub, number: number): RunContext {
  const pull = world.pull(number);
  return {
    eventName: 'pull_request',
    payload: {
      action: 'synchronize',
      number,
      pull_request: { number, head: { sha: pull.headSha }, base: { ref: pull.baseRef } },
    },
    owner: world.repo.owner,
    repo: world.repo.repo,
    apiUrl: 'https://api.github.com',
    serverUrl: 'https://github.com',
    actor: 'agent-1',
    ref: `refs/pull/${number}/merge`,
    runId: '',
    job: 'ci-wait',
    workflow: 'ci',
  };
}

/** Runs ci-wait for a push to PR #`number` with `inputs`, as main.ts does; `observe` marks the port as main does. */
async function run(world: MemoryGitHub, number: number, inputs: Record<string, string> = {}) {
  const settings = parseSettings(inputsFromRecord({ 'github-token': 'unused', ...inputs }), { job: 'ci-wait' });
  const clock = drivenClock();
  const ctx: ShellContext = {
    github: world,
    repo: world.repo,
    log: silentLog,
    clock,
    ...(settings.enforcement === 'observe' ? { enforcement: 'observe' as const } : {}),
  };
  // As `shellContext` guards the client of an observing run: the port refuses every write but a neutral check.
  world.observing = settings.enforcement === 'observe';
  const { reports } = await runPulls(ctx, settings, pushEvent(world, number), clock.now(), undefined);
  world.observing = false;
  return reports;
}

/** A world with one open PR by agent-1; its head is returned beside the number. */
function opened(world: MemoryGitHub) {
  const head = sha('feature: first');
  const pr = world.openPull({ head, author: 'agent-1', title: 'Add the feature' }).number;
  return { pr, head };
}

/** The conclusions of ci-wait's verdict check on `head`, oldest first. */
const verdicts = (world: MemoryGitHub, head: string) =>
  world
    .checksOn(head, CHECK)
    .reverse()
    .map((r) => r.conclusion);

describe('ci-wait on the memory port', () => {
  it('CI green: a success verdict on the head, and the ready label when the mark is configured', async () => {
    const world = new MemoryGitHub();
    const { pr, head } = opened(world);
    world.checkRun(head, 'build', 'success');
    world.status(head, 'ci/legacy', 'success');

    const reports = await run(world, pr, { 'ready-mark': 'label' });
    expect(reports).toMatchObject([{ number: pr, outcome: 'success', ready: { marked: true } }]);
    expect(verdicts(world, head)).toEqual(['success']);
    expect(world.checksOn(head, CHECK)[0]?.output.title).toBe('CI passed and the PR can merge');
    expect(world.pull(pr).labels).toEqual(['mergexo:ready']);
    expect(world.commentsOn(pr)).toEqual([]);
  });

  it('CI failed: the failed label, one finding naming the check, a failure verdict; a re-run writes nothing', async () => {
    const world = new MemoryGitHub();
    const { pr, head } = opened(world);
    world.checkRun(head, 'build', 'success');
    world.checkRun(head, 'test', 'failure', { title: 'test failed', summary: 'expected 2, got 3' });

    const reports = await run(world, pr);
    expect(reports).toMatchObject([{ number: pr, outcome: 'ci_failed', attempt: 1 }]);
    expect(world.pull(pr).labels).toEqual(['mergexo:ci-failed']);
    const comments = world.commentsOn(pr);
    expect(comments.map((c) => c.author)).toEqual([MEMORY_BOT]);
    expect(comments[0]?.body).toContain('test');
    expect(verdicts(world, head)).toEqual(['failure']);

    // The same observation again (same head, same checks): its fingerprint is on the PR, so no new write.
    const writes = world.requests.writes;
    expect(await run(world, pr)).toMatchObject([{ number: pr, outcome: 'ci_failed', attempt: 1 }]);
    expect(world.requests.writes).toBe(writes);
    expect(world.commentsOn(pr)).toHaveLength(1);
    expect(world.commentsOn(pr)[0]?.body).toBe(comments[0]?.body);
    expect(world.pull(pr).labels).toEqual(['mergexo:ci-failed']);
    expect(verdicts(world, head)).toEqual(['failure']);
  });

  it('a status of another app that failed counts as failed CI', async () => {
    const world = new MemoryGitHub();
    const { pr, head } = opened(world);
    world.checkRun(head, 'build', 'success');
    world.status(head, 'ci/legacy', 'failure', 'lint broke');

    expect(await run(world, pr)).toMatchObject([{ outcome: 'ci_failed' }]);
    expect(world.pull(pr).labels).toEqual(['mergexo:ci-failed']);
    expect(world.commentsOn(pr)[0]?.body).toContain('ci/legacy');
  });

  it('a conflict with the base: the conflict label and a notice, a failure verdict, no failed label', async () => {
    const world = new MemoryGitHub();
    const { pr, head } = opened(world);
    world.checkRun(head, 'build', 'success');
    world.advanceBase('main', sha('main: other change'));
    world.pull(pr).mergeable = 'CONFLICTING';

    expect(await run(world, pr)).toMatchObject([{ number: pr, outcome: 'conflict' }]);
    expect(world.pull(pr).labels).toEqual(['mergexo:conflict']);
    const comments = world.commentsOn(pr);
    expect(comments).toHaveLength(1);
    expect(comments[0]?.body).toMatch(/conflict/i);
    expect(comments[0]?.body).toContain('main');
    expect(verdicts(world, head)).toEqual(['failure']);
  });

  it('an event run (a check suite completed) judges the PRs heading its commit once, without waiting', async () => {
    const world = new MemoryGitHub();
    const { pr, head } = opened(world);
    world.checkRun(head, 'build', 'success');
    const settings = parseSettings(inputsFromRecord({ 'github-token': 'unused' }), { job: 'ci-wait' });
    const clock = drivenClock();
    const ctx: ShellContext = { github: world, repo: world.repo, log: silentLog, clock };
    const event: RunContext = {
      ...pushEvent(world, pr),
      eventName: 'check_suite',
      payload: { action: 'completed', check_suite: { head_sha: head, pull_requests: [] } },
    };
    const { reports } = await runPulls(ctx, settings, event, clock.now(), undefined);
    expect(reports).toMatchObject([{ number: pr, outcome: 'success' }]);
    expect(clock.slept).toEqual([]);
    expect(verdicts(world, head)).toEqual(['success']);
  });

  it('observing: a failure is reported with a neutral check and nothing else is written on the PR', async () => {
    const world = new MemoryGitHub();
    const { pr, head } = opened(world);
    world.checkRun(head, 'test', 'failure');

    const reports = await run(world, pr, { enforcement: 'observe' });
    expect(reports).toMatchObject([{ number: pr, outcome: 'ci_failed' }]);
    expect(verdicts(world, head)).toEqual(['neutral']);
    expect(world.pull(pr).labels).toEqual([]);
    expect(world.commentsOn(pr)).toEqual([]);
  });

  it("the count rides on the check too: with every ci-wait comment deleted, the next head's run counts on", async () => {
    const world = new MemoryGitHub();
    const { pr, head } = opened(world);
    world.checkRun(head, 'test', 'failure');
    expect(await run(world, pr, { 'max-attempts': '2' })).toMatchObject([{ outcome: 'ci_failed', attempt: 1 }]);
    expect(copiedCount(world.checksOn(head, CHECK)[0]?.output.text ?? '', pr)).toMatchObject({ attempts: 1 });
    // mergexo's own identity deletes them (as a workflow with the same token would): no sign of tampering.
    for (const c of world.commentsOn(pr)) world.remove(c.id, { as: MEMORY_BOT });

    // The push event below names no `before`: the PR's commits lead back to the head ci-wait judged.
    const next = sha('feature: second');
    world.push(pr, next);
    world.checkRun(next, 'test', 'failure');
    expect(await run(world, pr, { 'max-attempts': '2' })).toMatchObject([{ outcome: 'ci_failed', attempt: 2 }]);
    expect(world.pull(pr).labels).toContain('mergexo:needs-human');
    expect(copiedCount(world.checksOn(next, CHECK)[0]?.output.text ?? '', pr)).toMatchObject({
      attempts: 2,
      held: true,
      holds: 1,
    });
  });

  it('observing keeps no count in its neutral check: rounds only reported bind no one after the switch', async () => {
    const world = new MemoryGitHub();
    const { pr, head } = opened(world);
    world.checkRun(head, 'test', 'failure');
    await run(world, pr, { enforcement: 'observe' });
    expect(world.checksOn(head, CHECK)[0]?.output.text ?? '').toBe('');
    expect(await run(world, pr)).toMatchObject([{ outcome: 'ci_failed', attempt: 1 }]);
  });
});
