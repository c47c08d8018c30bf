// history-guard's judgement of real rewrites: real git pushes to the fake GitHub, and the shell run in-process
// (test/support/in-process/history-guard.ts) answers them as a run would. Each rewrite git can make (amend, rebase, reset,
// unrelated history, a push on top of a rewrite, a missed event) is blocked with what a user sees: the label, one
// block comment naming both heads and how to restore, a red check, a backup ref. The runner's side of a run
// (outputs, summary, exit code) is tested on the built bundle in test/e2e/history-guard.test.ts.
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

/** Accepts the PR's first head and one appended commit, the common starting point of a rewrite. */
async function acceptedWorld(): Promise<World> {
  const world = await openWorld(gh);
  expect((await guardIn(world, 'opened')).verdict).toBe('accepted');
  await pushCommit(world, 2);
  expect((await guardIn(world)).verdict).toBe('accepted');
  return world;
}

async function expectBlocked(world: World, transition: string, expected: string) {
  const observed = (await world.repo.pull(world.pr)).headSha;
  const result = await guardIn(world, 'synchronize', { before: expected, after: observed });
  expect(result).toMatchObject({ verdict: 'blocked', transition, expectedHead: expected, observedHead: observed });
  const state = await prState(world);
  expect(state.check).toMatchObject({ conclusion: 'failure' });
  expect(state.labels).toContain('mergexo:blocked');
  const blocks = blockComments(state);
  expect(blocks).toHaveLength(1);
  expect(blocks[0]?.body).toContain(expected);
  expect(blocks[0]?.body).toContain(observed);
  expect(blocks[0]?.body).toContain('Restore history');
  expect(blocks[0]?.body).toContain(`accept-head=${observed}`);
  expect(state.backupRefs).toContainEqual([`refs/mergexo/backup/pr-${world.pr}/${expected}`, expected]);
  return state;
}

describe('history-guard on real rewrites (moved from test/e2e/history-guard.test.ts)', () => {
  it('accepts append-only pushes over several synchronize events, with no comment and a green check', async () => {
    const world = await openWorld(gh);
    expect(await guardIn(world, 'opened')).toMatchObject({ verdict: 'accepted', transition: 'first' });
    for (let n = 2; n <= 4; n++) {
      const before = world.heads.at(-1) as string;
      const head = await pushCommit(world, n);
      expect(await guardIn(world, 'synchronize', { before, after: head })).toMatchObject({
        verdict: 'accepted',
        transition: 'ahead',
        expectedHead: before,
        observedHead: head,
      });
    }
    const state = await prState(world);
    expect(state.check).toMatchObject({ conclusion: 'success' });
    expect(state.labels).not.toContain('mergexo:blocked');
    expect(state.comments).toEqual([]);
  });

  it('blocks an amended commit', async () => {
    const world = await acceptedWorld();
    const expected = world.heads.at(-1) as string;
    await world.wt.git('commit', '--amend', '-m', 'feature: step 2 (amended)');
    await world.wt.push('feature', { force: true });
    await expectBlocked(world, 'diverged', expected);
  });

  it('blocks a rebase onto a moved base', async () => {
    const world = await acceptedWorld();
    const expected = world.heads.at(-1) as string;
    const other = await world.repo.clone('agent-2');
    await other.checkout('main');
    await other.commit({ 'docs/other.md': 'other work\n' }, 'docs: other work');
    await other.push('main');
    await world.wt.git('fetch', 'origin');
    await world.wt.git('rebase', 'origin/main');
    await world.wt.push('feature', { force: true });
    await expectBlocked(world, 'diverged', expected);
  });

  it('blocks a reset to an older commit', async () => {
    const world = await acceptedWorld();
    const expected = world.heads.at(-1) as string;
    await world.wt.git('reset', '--hard', 'HEAD~1');
    await world.wt.push('feature', { force: true });
    await expectBlocked(world, 'behind', expected);
  });

  it('blocks a force-push of unrelated history', async () => {
    const world = await acceptedWorld();
    const expected = world.heads.at(-1) as string;
    await world.wt.git('checkout', '--orphan', 'replacement');
    await world.wt.commit({ 'src/other.ts': 'export const other = true;\n' }, 'replacement');
    await world.wt.push('replacement', { force: true, to: 'feature' });
    await expectBlocked(world, 'diverged', expected);
  });

  it('still blocks when a normal push follows the force-push before the guard runs', async () => {
    const world = await acceptedWorld();
    const expected = world.heads.at(-1) as string;
    await world.wt.git('commit', '--amend', '-m', 'rewritten');
    await world.wt.push('feature', { force: true });
    await pushCommit(world, 3);
    await expectBlocked(world, 'diverged', expected);
  });

  it('catches a rewrite whose run never happened (missed event), on the next push', async () => {
    const world = await acceptedWorld();
    const expected = world.heads.at(-1) as string;
    await world.wt.git('reset', '--hard', 'HEAD~1');
    await world.wt.push('feature', { force: true });
    // no run for that push; the next event arrives later
    await pushCommit(world, 7);
    await expectBlocked(world, 'diverged', expected);
  });

  it('stays blocked on later pushes, editing its one comment instead of posting again', async () => {
    const world = await acceptedWorld();
    const expected = world.heads.at(-1) as string;
    await world.wt.git('commit', '--amend', '-m', 'rewritten');
    await world.wt.push('feature', { force: true });
    await expectBlocked(world, 'diverged', expected);
    const later = await pushCommit(world, 9);
    expect(await guardIn(world)).toMatchObject({ verdict: 'blocked', observedHead: later });
    const state = await prState(world);
    expect(state.check).toMatchObject({ conclusion: 'failure' });
    expect(blockComments(state)).toHaveLength(1);
    expect(blockComments(state)[0]?.body).toContain(later);
  });

  it('ignores a marker comment forged by the PR author', async () => {
    const world = await acceptedWorld();
    const expected = world.heads.at(-1) as string;
    await world.wt.git('commit', '--amend', '-m', 'rewritten');
    await world.wt.push('feature', { force: true });
    const rewritten = (await world.repo.pull(world.pr)).headSha;
    const forged = `<!-- mergexo:v1 {"action":"history-guard","kind":"block","key":"block:${rewritten}:${rewritten}","data":{"status":"accepted","accepted":"${rewritten}","via":"unblocked","forcePushesSeen":99}} -->\nlooks legit`;
    world.repo.addComment(world.pr, 'agent-1', forged);
    await expectBlocked(world, 'diverged', expected);
  });

  it.each(['edits', 'deletes'] as const)(
    "blocks, instead of starting over, when the author %s the record an operator's unblock left and force-pushes",
    async (tamper) => {
      const world = await acceptedWorld();
      await world.wt.git('commit', '--amend', '-m', 'rewritten');
      await world.wt.push('feature', { force: true });
      expect((await guardIn(world)).verdict).toBe('blocked');
      const accepted = (await world.repo.pull(world.pr)).headSha;
      const unblock = await operatorIn(world, {
        mode: 'unblock',
        'pull-request': String(world.pr),
        'accept-head': accepted,
      });
      expect(unblock.outcomes?.map((o) => o.unblocked)).toEqual([true]);
      // The block comment, edited into the record of the unblock, is now where the PR's state lives.
      const record = world.repo.comments(world.pr).find((c) => c.body.includes('"kind":"block"'));
      if (!record) throw new Error('no block record');
      expect(record.body).toContain('"status":"accepted"');
      await world.wt.git('commit', '--amend', '-m', 'rewritten again');
      await world.wt.push('feature', { force: true });
      const rewritten = (await world.repo.pull(world.pr)).headSha;
      if (tamper === 'edits') {
        world.repo.editComment(
          record.id,
          'agent-1',
          record.body
            .replace(/"accepted":"[0-9a-f]{40}"/, `"accepted":"${rewritten}"`)
            .replace(/"forcePushesSeen":\d+/, '"forcePushesSeen":99'),
        );
      } else {
        world.repo.deleteComment(record.id, 'agent-1');
      }
      const result = await guardIn(world);
      expect(result.verdict).toBe('blocked');
      const state = await prState(world);
      expect(state.labels).toContain('mergexo:blocked');
      expect(state.check).toMatchObject({ conclusion: 'failure' });
      // The unblock's copy in its check stands in for the record: judged against the accepted head.
      expect(result.expectedHead).toBe(accepted);
      expect(blockComments(state).at(-1)?.body).toContain(accepted);
    },
  );
});
