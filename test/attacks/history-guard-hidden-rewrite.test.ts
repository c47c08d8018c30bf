// Attack class 2: state can be deleted and the evidence buried. An agent with push access deletes
// or forges mergexo's record and rewrites history, hoping the rewritten head is taken as a first
// head. The copy of the record in mergexo's verdict checks and GitHub's timeline (force-pushes, read to
// the end) are the witnesses; a deleted or edited comment is no evidence of anything.
// Judged in-process on the fake GitHub and real git (test/support/in-process/history-guard.ts): the attack fails on what a
// user sees, the PR's labels, comments and checks; the runner adds nothing to it.
import { describe, expect, it } from 'vitest';
import {
  BOT,
  TOKEN,
  blockComments,
  openWorld,
  prState,
  pushCommit,
  useGitHub,
  type World,
} from '../e2e/support/history-guard-world.js';
import { guardIn, operatorIn } from '../support/in-process/history-guard.js';

const gh = useGitHub();

async function acceptedWorld(): Promise<World> {
  const world = await openWorld(gh);
  expect((await guardIn(world, 'opened')).verdict).toBe('accepted');
  await pushCommit(world, 2);
  expect((await guardIn(world)).verdict).toBe('accepted');
  return world;
}

/** mergexo's block comment: while blocked it asks the author to act; after an unblock it is the PR's record. */
function blockComment(world: World) {
  const found = world.repo.comments(world.pr).find((c) => c.body.includes('"kind":"block"'));
  if (!found) throw new Error('no block comment');
  return found;
}

async function rewrite(world: World): Promise<string> {
  await world.wt.git('commit', '--amend', '-m', 'rewritten');
  await world.wt.push(world.branch, { force: true });
  return (await world.repo.pull(world.pr)).headSha;
}

/** Blocked on a rewrite, then unblocked by an operator's accept-head: the block comment now holds the record. */
async function unblockedWorld(): Promise<World> {
  const world = await acceptedWorld();
  const rewritten = await rewrite(world);
  expect((await guardIn(world)).verdict).toBe('blocked');
  const unblock = await operatorIn(world, {
    mode: 'unblock',
    'pull-request': String(world.pr),
    'accept-head': rewritten,
  });
  expect(unblock.outcomes?.every((o) => o.unblocked)).toBe(true);
  expect(blockComment(world).body).toContain('"status":"accepted"');
  return world;
}

function bury(world: World, n: number) {
  for (let i = 0; i < n; i++) {
    const noise = world.repo.addComment(world.pr, 'agent-1', `noise ${i}`);
    world.repo.deleteComment(noise.id, 'agent-1');
  }
}

describe('attack: hide a rewrite from history-guard', () => {
  it('deleting the record an unblock left and burying the deletion under 150 others does not make the head "first"', async () => {
    const world = await unblockedWorld();
    const unblocked = (await world.repo.pull(world.pr)).headSha;
    world.repo.deleteComment(blockComment(world).id, 'agent-1');
    bury(world, 150);
    await world.wt.git('commit', '--amend', '-m', 'rewritten again');
    await world.wt.push(world.branch, { force: true });
    const result = await guardIn(world, 'synchronize', { before: '' });
    // The unblock's copy in its check (on the head the first force-push left) is the record: the new
    // force-push is judged against the head the operator accepted.
    expect(result).toMatchObject({ verdict: 'blocked', transition: 'diverged', expectedHead: unblocked });
    const state = await prState(world);
    expect(state.check).toMatchObject({ conclusion: 'failure' });
    expect(state.labels).toContain('mergexo:blocked');
    expect(blockComments(state)[0]?.body).toContain(unblocked);
  });

  it('a force-push before mergexo ever judged the PR is seen on the timeline: blocked, not a first head', async () => {
    const world = await openWorld(gh);
    const original = world.heads[0] as string;
    await pushCommit(world, 2);
    const overwritten = (await world.repo.pull(world.pr)).headSha;
    await world.wt.git('reset', '--hard', original);
    await world.wt.commit({ 'src/other.ts': 'export const o = 1;\n' }, 'another take');
    await world.wt.push(world.branch, { force: true });
    const result = await guardIn(world, 'synchronize', { before: '' });
    expect(result).toMatchObject({ verdict: 'blocked', transition: 'diverged', expectedHead: overwritten });
    const state = await prState(world);
    expect(state.check).toMatchObject({ conclusion: 'failure' });
    expect(state.backupRefs).toContainEqual([`refs/mergexo/backup/pr-${world.pr}/${overwritten}`, overwritten]);
    expect(blockComments(state)[0]?.body).toContain(overwritten);
  });

  it('a force-push that drops commits pushed during a missed run blocks, though the head descends from the accepted one', async () => {
    const world = await acceptedWorld();
    const accepted = world.heads.at(-1) as string;
    const dropped = await pushCommit(world, 3); // its run never happens
    await world.wt.git('reset', '--hard', accepted);
    await world.wt.commit({ 'src/instead.ts': 'export const i = 1;\n' }, 'instead');
    await world.wt.push(world.branch, { force: true });
    const result = await guardIn(world, 'synchronize', { before: '' });
    expect(result).toMatchObject({ verdict: 'blocked', transition: 'diverged' });
    const state = await prState(world);
    expect(state.backupRefs).toContainEqual([`refs/mergexo/backup/pr-${world.pr}/${dropped}`, dropped]);
    expect(blockComments(state)[0]?.body).toContain(dropped);

    // Restoring the dropped commits and asking for an unblock works; later pushes are accepted.
    await world.wt.git('fetch', 'origin', `refs/mergexo/backup/pr-${world.pr}/${dropped}`);
    await world.wt.git('merge', '--no-edit', dropped);
    await world.wt.push(world.branch);
    const stillBlocked = await guardIn(world);
    expect(stillBlocked.verdict).toBe('blocked');
    const unblock = await operatorIn(world, { mode: 'unblock', 'pull-request': String(world.pr) });
    expect(unblock.outcomes?.every((o) => o.unblocked)).toBe(true);
    expect((await prState(world)).check).toMatchObject({ conclusion: 'success' });
    await pushCommit(world, 4);
    expect((await guardIn(world)).verdict).toBe('accepted');
  });

  it('an unblock records the force-pushes it accounted for: the next push is judged on new evidence only', async () => {
    const world = await acceptedWorld();
    const rewritten = await rewrite(world);
    expect((await guardIn(world)).verdict).toBe('blocked');
    const accepting = await operatorIn(world, {
      mode: 'unblock',
      'pull-request': String(world.pr),
      'accept-head': rewritten,
    });
    expect(accepting.outcomes?.every((o) => o.unblocked)).toBe(true);
    await pushCommit(world, 5);
    expect((await guardIn(world)).verdict).toBe('accepted');
    // A second rewrite after the unblock is a new finding.
    await rewrite(world);
    expect((await guardIn(world)).verdict).toBe('blocked');
  });

  it('deleting the block comment while blocked, then restoring history, does not lift the block: only an operator does', async () => {
    const world = await acceptedWorld();
    const accepted = world.heads.at(-1) as string;
    await rewrite(world);
    expect((await guardIn(world)).verdict).toBe('blocked');
    world.repo.deleteComment(blockComment(world).id, 'agent-1');
    bury(world, 20);
    // History restored by the author: the overwritten head is back under the branch.
    await world.wt.git('merge', '--no-edit', '-s', 'ours', accepted);
    await world.wt.push(world.branch);
    const result = await guardIn(world);
    expect(result.verdict).toBe('blocked');
    const state = await prState(world);
    expect(state.labels).toContain('mergexo:blocked');
    // The block's copy in the check on the rewritten head stands: its comment is back, still blocking.
    expect(blockComments(state).at(-1)?.body).toContain(accepted);
  });

  it('deleting the head branch and pushing it back rewritten (no force-push event) is caught by the event', async () => {
    const world = await acceptedWorld();
    const before = world.heads.at(-1) as string;
    await world.wt.git('commit', '--amend', '-m', 'rewritten');
    await world.wt.deleteRemoteBranch(world.branch);
    await world.wt.push(world.branch);
    const rewritten = (await world.repo.pull(world.pr)).headSha;
    expect(rewritten).not.toBe(before);
    expect(world.repo.timelineEvents(world.pr, ['HeadRefForcePushedEvent'])).toEqual([]);
    const result = await guardIn(world, 'synchronize', { before, after: rewritten });
    expect(result).toMatchObject({ verdict: 'blocked', expectedHead: before, observedHead: rewritten });
    expect((await prState(world)).labels).toContain('mergexo:blocked');
  });

  it("the event's own `before` is a witness: a rewrite the record was edited to hide still blocks", async () => {
    const world = await unblockedWorld();
    const before = (await pushCommit(world, 6)) as string;
    expect((await guardIn(world)).verdict).toBe('accepted');
    const rewritten = await rewrite(world);
    // A workflow running with the same token rewrites mergexo's record to accept the new head and
    // every force-push, in mergexo's own name (so the edit is not tamper evidence).
    const comment = blockComment(world);
    const forged = comment.body
      .replace(/"accepted":"[0-9a-f]{40}"/, `"accepted":"${rewritten}"`)
      .replace(/"forcePushesSeen":\d+/, '"forcePushesSeen":99');
    expect(forged).not.toBe(comment.body);
    const res = await fetch(`${gh.apiUrl}/repos/${world.repo.fullName}/issues/comments/${comment.id}`, {
      method: 'PATCH',
      headers: { authorization: `token ${TOKEN}`, 'content-type': 'application/json' },
      body: JSON.stringify({ body: forged }),
    });
    expect(res.status).toBe(200);
    expect(world.repo.comments(world.pr).find((c) => c.id === comment.id)?.user.login).toBe(BOT);
    const result = await guardIn(world, 'synchronize', { before, after: rewritten });
    expect(result.verdict).toBe('blocked');
    expect((await prState(world)).check).toMatchObject({ conclusion: 'failure' });
  });
});
