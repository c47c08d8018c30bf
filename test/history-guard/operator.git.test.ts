// history-guard's operator modes (unblock by restore, by accept-head, unblock all) in-process on the fake GitHub
// and real git (test/support/in-process/history-guard.ts): who may run them, from where, and what each leaves on the PR.
// Moved from test/e2e/history-guard-operator.test.ts, where the modes' runner contract (outputs, summary, exit
// code, error line) stays on the built bundle.
import { describe, expect, it } from 'vitest';
import {
  blockComments,
  openWorld,
  prState,
  pushCommit,
  useGitHub,
  type World,
} from '../e2e/support/history-guard-world.js';
import { guardIn, operatorIn } from '../support/in-process/history-guard.js';

const gh = useGitHub();

/** A PR whose accepted head was amended away: blocked, with the expected and rewritten heads. */
async function blockedWorld(): Promise<World & { expected: string; rewritten: string }> {
  const world = await openWorld(gh);
  await guardIn(world, 'opened');
  const expected = await pushCommit(world, 2);
  await guardIn(world);
  await world.wt.git('commit', '--amend', '-m', 'rewritten');
  await world.wt.push(world.branch, { force: true });
  const rewritten = (await world.repo.pull(world.pr)).headSha;
  expect((await guardIn(world)).verdict).toBe('blocked');
  return { ...world, expected, rewritten };
}

const unblock = (world: World, acceptHead?: string) => ({
  mode: 'unblock',
  'pull-request': String(world.pr),
  ...(acceptHead ? { 'accept-head': acceptHead } : {}),
});

describe('history-guard operator modes', () => {
  it('unblocks a PR whose history was restored, and the PR is mergeable without a new push', async () => {
    const world = await blockedWorld();
    await world.wt.git('fetch', 'origin', `refs/mergexo/backup/pr-${world.pr}/${world.expected}`);
    await world.wt.git('merge', '--no-edit', world.expected);
    await world.wt.push('feature');
    const head = (await world.repo.pull(world.pr)).headSha;
    const { outcomes } = await operatorIn(world, unblock(world));
    expect(outcomes).toMatchObject([{ number: world.pr, unblocked: true, head }]);
    const state = await prState(world);
    expect(state.head).toBe(head);
    expect(state.check).toMatchObject({ conclusion: 'success' });
    expect(state.labels).not.toContain('mergexo:blocked');
    expect(blockComments(state)[0]?.body).toContain('unblocked by @maya');
    // the next append-only push is judged against the restored head
    await pushCommit(world, 3);
    expect((await guardIn(world)).verdict).toBe('accepted');
  });

  it('accepts the rewritten head when a maintainer names it', async () => {
    const world = await blockedWorld();
    const { outcomes } = await operatorIn(world, unblock(world, world.rewritten));
    expect(outcomes?.map((o) => o.unblocked)).toEqual([true]);
    const state = await prState(world);
    expect(state.check).toMatchObject({ conclusion: 'success' });
    expect(state.labels).not.toContain('mergexo:blocked');
    await pushCommit(world, 4);
    expect(await guardIn(world)).toMatchObject({ verdict: 'accepted', expectedHead: world.rewritten });
  });

  it('refuses a stale accept-head', async () => {
    const world = await blockedWorld();
    const head = await pushCommit(world, 5);
    const { outcomes } = await operatorIn(world, unblock(world, world.rewritten));
    expect(outcomes).toMatchObject([
      {
        unblocked: false,
        reason: { kind: 'refused', refusal: { kind: 'head-moved', acceptHead: world.rewritten, head } },
      },
    ]);
    expect((await prState(world)).labels).toContain('mergexo:blocked');
  });

  it('refuses an actor with only write permission, naming the role needed', async () => {
    const world = await blockedWorld();
    await expect(operatorIn(world, unblock(world, world.rewritten), { actor: 'wes' })).rejects.toThrow(
      /@wes has 'write' permission.*'maintain' or higher/,
    );
    expect((await prState(world)).labels).toContain('mergexo:blocked');
  });

  it('refuses to operate when dispatched from another branch', async () => {
    const world = await blockedWorld();
    await expect(operatorIn(world, unblock(world, world.rewritten), { ref: 'refs/heads/feature' })).rejects.toThrow(
      'only from the default branch',
    );
    expect((await prState(world)).labels).toContain('mergexo:blocked');
  });
});
