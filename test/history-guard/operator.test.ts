// history-guard's operator modes on the fake GitHub, called as main.ts calls them: who may run them, the list of
// blocked PRs a person reads, and what an unblock leaves on the PR (label, check, the block comment's record).
import { describe, expect, it } from 'vitest';
import { scaledClock } from '../../src/core/clock.js';
import { ConfigurationError } from '../../src/core/pure/errors.js';
import { inputsFromRecord } from '../../src/core/inputs.js';
import type { RunContext } from '../../src/core/run-context.js';
import { authorizeOperator, listBlocked, unblockPullRequest } from '../../src/history-guard/operator.js';
import { parseSettings } from '../../src/history-guard/settings.js';
import { guardPullRequest } from '../../src/history-guard/shell.js';
import type { GuardContext } from '../../src/history-guard/types.js';
import { newWorld, useGitHub, type World } from '../core/pr/world.js';

const gh = useGitHub();

function context(
  w: World,
  options: { eventName?: string; inputs?: Record<string, string>; actor?: string } & Partial<RunContext> = {},
): GuardContext {
  const { eventName = 'workflow_dispatch', inputs = { mode: 'list' }, ...run } = options;
  const payload = eventName === 'pull_request' ? { action: 'synchronize' } : { repository: { default_branch: 'main' } };
  return {
    github: w.github,
    repo: w.ref,
    log: { info: () => undefined, warning: () => undefined, debug: () => undefined },
    clock: scaledClock(0.001),
    event: {
      eventName,
      payload,
      owner: w.ref.owner,
      repo: w.ref.repo,
      apiUrl: gh.apiUrl,
      serverUrl: 'https://github.com',
      actor: 'maya',
      ref: 'refs/heads/main',
      runId: '1',
      job: 'guard',
      workflow: 'guard',
      ...run,
    },
    settings: parseSettings(inputsFromRecord({ 'github-token': 'unused', ...inputs }), eventName),
  };
}

/** A PR whose accepted head was rewritten by a force-push: the guard blocked it. Returns both heads. */
async function blockedPr(w: World): Promise<{ accepted: string; rewritten: string }> {
  await guardPullRequest(context(w, { eventName: 'pull_request', inputs: {} }), w.pr);
  await w.wt.git('commit', '--amend', '-m', 'rewritten');
  await w.wt.push('feature', { force: true });
  expect((await guardPullRequest(context(w, { eventName: 'pull_request', inputs: {} }), w.pr)).verdict).toBe('blocked');
  return { accepted: w.head, rewritten: (await w.wt.git('rev-parse', 'HEAD')).trim() };
}

/** What a person sees on the PR: its labels, mergexo's newest check on the head, and mergexo's comments. */
async function seen(w: World) {
  const pull = await w.repo.pull(w.pr);
  const checks = w.repo
    .checkRuns(pull.headSha)
    .filter((c) => c.name === 'mergexo/history-guard')
    .sort((a, b) => b.id - a.id);
  return {
    labels: pull.labels,
    check: checks[0]?.conclusion,
    comments: pull.comments.map((c) => c.body.split('\n').slice(1).join('\n')),
  };
}

const unblock = (w: World, extra: Record<string, string> = {}) =>
  context(w, { inputs: { mode: 'unblock', 'pull-request': String(w.pr), ...extra } });

describe('authorizeOperator', () => {
  it('lets a list run from the default branch by anyone, and an unblock by a maintainer', async () => {
    const w = await newWorld(gh);
    await expect(authorizeOperator(context(w, { actor: 'agent-1' }))).resolves.toBeUndefined();
    await expect(authorizeOperator(unblock(w))).resolves.toBeUndefined();
  });

  it('reads the default branch from GitHub when the event does not carry it', async () => {
    const w = await newWorld(gh);
    const ctx = unblock(w);
    ctx.event.payload = {};
    await expect(authorizeOperator(ctx)).resolves.toBeUndefined();
    ctx.event.ref = 'refs/heads/feature';
    await expect(authorizeOperator(ctx)).rejects.toThrow(ConfigurationError);
  });

  it.each<[string, Partial<RunContext>, Record<string, string>]>([
    ['an operator mode from another branch', { ref: 'refs/heads/feature' }, { mode: 'list' }],
    ['an unblock by someone with write access only', { actor: 'mallory' }, { mode: 'unblock', all: 'true' }],
    ['an unblock with no actor', { actor: '' }, { mode: 'unblock', all: 'true' }],
  ])('refuses %s', async (_name, run, inputs) => {
    const w = await newWorld(gh);
    await expect(authorizeOperator(context(w, { ...run, inputs }))).rejects.toThrow(ConfigurationError);
  });

  it('lets the unblock permission be lowered to write', async () => {
    const w = await newWorld(gh);
    const ctx = context(w, {
      actor: 'mallory',
      inputs: { mode: 'unblock', all: 'true', 'unblock-permission': 'write' },
    });
    await expect(authorizeOperator(ctx)).resolves.toBeUndefined();
  });
});

describe('listBlocked', () => {
  it('lists a blocked PR with the head it accepted and the head that replaced it', async () => {
    const w = await newWorld(gh);
    expect(await listBlocked(context(w))).toEqual([]);
    const { accepted, rewritten } = await blockedPr(w);
    const [entry] = await listBlocked(context(w));
    expect(entry).toMatchObject({ number: w.pr, title: 'Add the feature', expected: accepted, observed: rewritten });
  });

  it("still knows the accepted head when the block comment was deleted: the check's copy cannot be", async () => {
    const w = await newWorld(gh);
    const { accepted } = await blockedPr(w);
    for (const c of w.repo.comments(w.pr)) w.repo.deleteComment(c.id, 'maya');
    expect(await listBlocked(context(w))).toEqual([expect.objectContaining({ number: w.pr, expected: accepted })]);
  });
});

describe('unblockPullRequest', () => {
  it('releases a PR whose accepted head is restored: label off, the check green, the block comment resolved', async () => {
    const w = await newWorld(gh);
    const { accepted } = await blockedPr(w);
    const before = await seen(w);
    expect([before.labels, before.check, before.comments.length]).toEqual([['mergexo:blocked'], 'failure', 1]);
    await w.wt.git('reset', '--hard', accepted);
    await w.wt.push('feature', { force: true });
    await unblockPullRequest(unblock(w), w.pr, undefined);
    const after = await seen(w);
    expect([after.labels, after.check]).toEqual([[], 'success']);
    expect(after.comments).toHaveLength(1);
    expect(after.comments[0]).not.toEqual(before.comments[0]);
  });

  it('accepts the rewritten head when the operator names it', async () => {
    const w = await newWorld(gh);
    const { rewritten } = await blockedPr(w);
    await unblockPullRequest(unblock(w, { 'accept-head': rewritten }), w.pr, rewritten);
    expect(await seen(w)).toMatchObject({ labels: [], check: 'success' });
    expect(await listBlocked(context(w))).toEqual([]);
  });

  it('leaves a PR whose history is not restored blocked, writing nothing', async () => {
    const w = await newWorld(gh);
    await blockedPr(w);
    const before = await seen(w);
    const from = gh.requests.length;
    await unblockPullRequest(unblock(w), w.pr, undefined);
    expect(gh.requests.slice(from).filter((r) => r.kind === 'write')).toEqual([]);
    expect(await seen(w)).toEqual(before);
  });

  it('leaves a closed PR alone', async () => {
    const w = await newWorld(gh);
    await blockedPr(w);
    await w.repo.closePullRequest(w.pr);
    const from = gh.requests.length;
    await unblockPullRequest(unblock(w), w.pr, undefined);
    expect(gh.requests.slice(from).filter((r) => r.kind === 'write')).toEqual([]);
  });
});
