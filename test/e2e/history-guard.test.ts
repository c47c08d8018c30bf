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

/** Accepts the PR's first head and one appended commit, the common starting point of a rewrite. */
async function acceptedWorld(): Promise<World> {
  const world = await openWorld(gh);
  expect((await guard(world, 'opened')).exitCode).toBe(0);
  await pushCommit(world, 2);
  expect((await guard(world)).outputs.verdict).toBe('accepted');
  return world;
}

async function expectBlocked(world: World, transition: string, expected: string) {
  const observed = (await world.repo.pull(world.pr)).headSha;
  const result = await guard(world, 'synchronize', { before: expected, after: observed });
  expect(result.exitCode).toBe(1);
  expect(result.outputs).toMatchObject({
    verdict: 'blocked',
    transition,
    'expected-head': expected,
    'observed-head': observed,
  });
  expect(result.errorLine).toContain('is blocked');
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

describe('history-guard on pull request events', () => {
  it('accepts append-only pushes over several synchronize events', async () => {
    const world = await openWorld(gh);
    const first = await guard(world, 'opened');
    expect(first.exitCode).toBe(0);
    expect(first.outputs).toMatchObject({ verdict: 'accepted', transition: 'first' });
    for (let n = 2; n <= 5; n++) {
      const before = world.heads.at(-1) as string;
      const head = await pushCommit(world, n);
      const result = await guard(world, 'synchronize', { before, after: head });
      expect(result.exitCode).toBe(0);
      expect(result.outputs).toMatchObject({
        verdict: 'accepted',
        transition: 'ahead',
        'expected-head': before,
        'observed-head': head,
      });
    }
    const state = await prState(world);
    expect(state.check).toMatchObject({ conclusion: 'success' });
    expect(state.labels).not.toContain('mergexo:blocked');
    expect(blockComments(state)).toHaveLength(0);
    // Nothing is asked of the author, so the PR carries no mergexo comment: the check states the state.
    expect(state.comments).toEqual([]);
    const [check] = world.repo
      .checkRuns(world.heads.at(-1) as string)
      .filter((c) => c.name === 'mergexo/history-guard')
      .sort((a, b) => b.id - a.id);
    expect(check?.output.summary).toContain(`Last accepted head: \`${world.heads.at(-1)}\``);
    expect(first.summary).toContain('accepted');
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
    const result = await guard(world);
    expect(result.exitCode).toBe(1);
    expect(result.outputs).toMatchObject({ verdict: 'blocked', 'observed-head': later });
    const state = await prState(world);
    expect(state.check).toMatchObject({ conclusion: 'failure' });
    expect(blockComments(state)).toHaveLength(1);
    expect(blockComments(state)[0]?.body).toContain(later);
  });

  it('reports a re-run on an unchanged head (reopened) as identical, as the contract says', async () => {
    const world = await openWorld(gh);
    const head = (await world.repo.pull(world.pr)).headSha;
    expect((await guard(world, 'opened')).outputs).toMatchObject({ verdict: 'accepted', transition: 'first' });
    const again = await guard(world, 'reopened');
    expect(again.exitCode).toBe(0);
    expect(again.outputs).toMatchObject({
      verdict: 'accepted',
      transition: 'identical',
      'expected-head': head,
      'observed-head': head,
    });
    expect((await prState(world)).check).toMatchObject({ conclusion: 'success' });
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
      expect((await guard(world)).outputs.verdict).toBe('blocked');
      const accepted = (await world.repo.pull(world.pr)).headSha;
      const unblock = await operator(world, {
        mode: 'unblock',
        'pull-request': String(world.pr),
        'accept-head': accepted,
      });
      expect(unblock.outputs.verdict).toBe('unblocked');
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
      const result = await guard(world);
      expect(result.exitCode).toBe(1);
      expect(result.outputs.verdict).toBe('blocked');
      const state = await prState(world);
      expect(state.labels).toContain('mergexo:blocked');
      expect(state.check).toMatchObject({ conclusion: 'failure' });
      // The unblock's copy in its check stands in for the record: judged against the accepted head.
      expect(result.outputs['expected-head']).toBe(accepted);
      expect(blockComments(state).at(-1)?.body).toContain(accepted);
    },
  );

  it('guards a fork PR under pull_request_target without checking out its code', async () => {
    const world = await openWorld(gh);
    const fork = await world.repo.fork('outsider');
    const fwt = await fork.clone('outsider');
    await fwt.checkout('patch', { create: true, from: 'main' });
    await fwt.commit({ 'src/patch.ts': 'export const p = 1;\n' }, 'patch');
    await fwt.push('patch');
    const pr = await world.repo.openPullRequest({
      head: 'patch',
      base: 'main',
      author: 'outsider',
      fork,
      title: 'Patch',
    });
    const forkWorld: World = { ...world, wt: fwt, pr: pr.number, heads: [] };
    const payload = gh.events.pullRequest(world.repo, pr.number, 'opened');
    const run = (p: unknown) => guard(forkWorld, 'opened', {}, { event: { name: 'pull_request_target', payload: p } });
    expect((await run(payload)).outputs.verdict).toBe('accepted');
    await fwt.git('commit', '--amend', '-m', 'patch (amended)');
    await fwt.push('patch', { force: true });
    const result = await run(gh.events.pullRequest(world.repo, pr.number, 'synchronize'));
    expect(result.outputs).toMatchObject({ verdict: 'blocked', transition: 'diverged' });
  });
});
