import { describe, expect, it } from 'vitest';
import {
  blockComments,
  guard,
  guardInProcess,
  openWorld,
  prState,
  pushCommit,
  useGitHub,
  type World,
} from './support/history-guard-world.js';

const gh = useGitHub();

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

// The runner's contract of history-guard on pull_request events, on the built bundle: outputs, the job summary, the
// exit code and the error line, for an accepted push, a re-run on the same head and a block. Each rewrite git can
// make is judged in-process on real git in test/history-guard/shell.git.test.ts.
describe('history-guard on pull request events', () => {
  it('accepts a first head and an appended push, reports a re-run as identical, and fails the step on a rewrite', async () => {
    const world = await openWorld(gh);
    const first = await guard(world, 'opened');
    expect(first.exitCode).toBe(0);
    expect(first.outputs).toMatchObject({ verdict: 'accepted', transition: 'first' });
    expect(first.summary).toContain('accepted');
    const before = world.heads.at(-1) as string;
    const head = await pushCommit(world, 2);
    const result = await guard(world, 'synchronize', { before, after: head });
    expect(result.exitCode).toBe(0);
    expect(result.outputs).toMatchObject({
      verdict: 'accepted',
      transition: 'ahead',
      'expected-head': before,
      'observed-head': head,
    });
    const state = await prState(world);
    expect(state.check).toMatchObject({ conclusion: 'success' });
    expect(state.labels).not.toContain('mergexo:blocked');
    // Nothing is asked of the author, so the PR carries no mergexo comment: the check states the state.
    expect(state.comments).toEqual([]);
    const [check] = world.repo
      .checkRuns(head)
      .filter((c) => c.name === 'mergexo/history-guard')
      .sort((a, b) => b.id - a.id);
    expect(check?.output.summary).toContain(`Last accepted head: \`${head}\``);

    // A re-run on an unchanged head (reopened) is identical, as the contract says.
    const again = await guard(world, 'reopened');
    expect(again.exitCode).toBe(0);
    expect(again.outputs).toMatchObject({
      verdict: 'accepted',
      transition: 'identical',
      'expected-head': head,
      'observed-head': head,
    });

    await world.wt.git('commit', '--amend', '-m', 'feature: step 2 (amended)');
    await world.wt.push('feature', { force: true });
    await expectBlocked(world, 'diverged', head);
  });

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
    const event = (p: unknown) => ({ event: { name: 'pull_request_target', payload: p } });
    // The first head's run is set-up (main.ts in the test's process); the block is the bundle's.
    expect((await guardInProcess(forkWorld, 'opened', {}, event(payload))).outputs.verdict).toBe('accepted');
    await fwt.git('commit', '--amend', '-m', 'patch (amended)');
    await fwt.push('patch', { force: true });
    const result = await guard(
      forkWorld,
      'opened',
      {},
      event(gh.events.pullRequest(world.repo, pr.number, 'synchronize')),
    );
    expect(result.outputs).toMatchObject({ verdict: 'blocked', transition: 'diverged' });
  });
});
