import { describe, expect, it } from 'vitest';
import {
  blockComments,
  guard,
  openWorld,
  operator,
  prState,
  pushCommit,
  useGitHub,
  type World,
} from './support/history-guard-world.js';

const gh = useGitHub();

/** A PR whose accepted head was amended away: blocked, with the expected and rewritten heads. */
async function blockedWorld(
  inRepo?: World['repo'],
  branch = 'feature',
): Promise<World & { expected: string; rewritten: string }> {
  const world = await openWorld(gh, inRepo, branch);
  await guard(world, 'opened');
  const expected = await pushCommit(world, 2);
  await guard(world);
  await world.wt.git('commit', '--amend', '-m', 'rewritten');
  await world.wt.push(branch, { force: true });
  const rewritten = (await world.repo.pull(world.pr)).headSha;
  expect((await guard(world)).outputs.verdict).toBe('blocked');
  return { ...world, expected, rewritten };
}

describe('history-guard operator modes', () => {
  it('unblocks a PR whose history was restored, and the PR is mergeable without a new push', async () => {
    const world = await blockedWorld();
    await world.wt.git('fetch', 'origin', `refs/mergexo/backup/pr-${world.pr}/${world.expected}`);
    await world.wt.git('merge', '--no-edit', world.expected);
    await world.wt.push('feature');
    const head = (await world.repo.pull(world.pr)).headSha;
    const result = await operator(world, { mode: 'unblock', 'pull-request': String(world.pr) });
    expect(result.exitCode).toBe(0);
    expect(result.outputs).toMatchObject({ verdict: 'unblocked', 'observed-head': head });
    const state = await prState(world);
    expect(state.head).toBe(head);
    expect(state.check).toMatchObject({ conclusion: 'success' });
    expect(state.labels).not.toContain('mergexo:blocked');
    expect(blockComments(state)[0]?.body).toContain('unblocked by @maya');
    // the next append-only push is judged against the restored head
    await pushCommit(world, 3);
    expect((await guard(world)).outputs.verdict).toBe('accepted');
  });

  it('refuses to unblock by restore while history is still rewritten', async () => {
    const world = await blockedWorld();
    const result = await operator(world, { mode: 'unblock', 'pull-request': String(world.pr) });
    expect(result.exitCode).toBe(1);
    expect(result.errorLine).toContain('history is not restored');
    expect((await prState(world)).labels).toContain('mergexo:blocked');
  });

  it('accepts the rewritten head when a maintainer names it', async () => {
    const world = await blockedWorld();
    const result = await operator(world, {
      mode: 'unblock',
      'pull-request': String(world.pr),
      'accept-head': world.rewritten,
    });
    expect(result.exitCode).toBe(0);
    expect(result.outputs.verdict).toBe('unblocked');
    const state = await prState(world);
    expect(state.check).toMatchObject({ conclusion: 'success' });
    expect(state.labels).not.toContain('mergexo:blocked');
    await pushCommit(world, 4);
    expect((await guard(world)).outputs).toMatchObject({ verdict: 'accepted', 'expected-head': world.rewritten });
  });

  it('refuses a stale accept-head', async () => {
    const world = await blockedWorld();
    await pushCommit(world, 5);
    const result = await operator(world, {
      mode: 'unblock',
      'pull-request': String(world.pr),
      'accept-head': world.rewritten,
    });
    expect(result.exitCode).toBe(1);
    expect(result.errorLine).toContain("not the PR's current head");
    expect((await prState(world)).labels).toContain('mergexo:blocked');
  });

  it('refuses an actor with only write permission, naming the role needed', async () => {
    const world = await blockedWorld();
    const result = await operator(
      world,
      { mode: 'unblock', 'pull-request': String(world.pr), 'accept-head': world.rewritten },
      { actor: 'wes' },
    );
    expect(result.exitCode).toBe(1);
    expect(result.errorLine).toMatch(/@wes has 'write' permission.*'maintain' or higher/);
    expect((await prState(world)).labels).toContain('mergexo:blocked');
  });

  it('refuses to operate when dispatched from another branch', async () => {
    const world = await blockedWorld();
    const result = await operator(
      world,
      { mode: 'unblock', 'pull-request': String(world.pr), 'accept-head': world.rewritten },
      { ref: 'refs/heads/feature' },
    );
    expect(result.exitCode).toBe(1);
    expect(result.errorLine).toContain('only from the default branch');
  });

  it('lists blocked PRs and unblocks all whose history is restored', async () => {
    const a = await blockedWorld();
    const b = await blockedWorld(a.repo, 'second');
    const listed = await operator(a, { mode: 'list' });
    expect(listed.exitCode).toBe(0);
    expect(listed.outputs.verdict).toBe('listed');
    const blocked = JSON.parse(listed.outputs.blocked ?? '[]') as { number: number; expected: string }[];
    expect(blocked.map((x) => x.number).sort()).toEqual([a.pr, b.pr].sort());
    expect(blocked.find((x) => x.number === a.pr)?.expected).toBe(a.expected);
    expect(listed.summary).toContain(`#${a.pr}`);

    await a.wt.git('fetch', 'origin', `refs/mergexo/backup/pr-${a.pr}/${a.expected}`);
    await a.wt.git('merge', '--no-edit', a.expected);
    await a.wt.push('feature');
    const all = await operator(a, { mode: 'unblock', all: 'true' });
    expect(all.exitCode).toBe(0);
    expect(JSON.parse(all.outputs.unblocked ?? '[]')).toEqual([a.pr]);
    expect((await prState(a)).labels).not.toContain('mergexo:blocked');
    expect((await prState(b)).labels).toContain('mergexo:blocked');
  });
});
