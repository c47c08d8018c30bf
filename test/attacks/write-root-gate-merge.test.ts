// Attack: one merge base is not what the merge writes. An agent leased `services/billing` builds a
// criss-cross history (the base branch merged an early commit of the agent's branch, and the agent's
// branch merged an early commit of the base branch), so the PR head and the base tip have two merge
// bases. In its own merge the agent quietly reverts a maintainer's change outside its lease. Its diff
// against the merge base GitHub names is inside the roots, but merging the PR writes the reverted
// file: the gate must judge what the merge writes, not one diff.
// Judged in-process on the fake GitHub and real git (test/support/in-process/write-root-gate.ts): the attack fails on what
// a user sees, the PR's labels, comments and checks; the runner adds nothing to it.
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BOT, CHECK, LABEL, gitAt, newRepo, prState, useGitHub, type World } from '../write-root-gate/world.js';
import { gateIn } from '../support/in-process/write-root-gate.js';

const gh = useGitHub();

const ROTATED = '-----BEGIN KEY----- rotated\n';

/**
 * main: O - X(rotate the key) - M1(merge Y)      X and Y are both merge bases of M1 and H.
 * PR:   O - Y(invoice) - M2(merge X, key put back) - [tax] = H
 * Y is committed after X, so `git merge-base` (and the PR's file list) names Y; against Y the PR
 * writes only billing files, while the merge of H into M1 puts the old key back.
 */
async function crissCross(opts: {
  /** In M2, put the maintainer's key back as it was before X. */
  revertKey: boolean;
  /** Date X after Y, so `git merge-base` names X instead. */
  xLater?: boolean;
  /** After M1, main changes tax.ts too, so merging the PR conflicts there. */
  conflict?: boolean;
}): Promise<World & { x: string; y: string }> {
  const { repo, main } = await newRepo(gh);
  const branch = 'agent/billing/criss-cross';
  const wt = await repo.clone('agent-1');
  const [dx, dy] = opts.xLater
    ? ['2030-01-02T00:00:00Z', '2030-01-01T00:00:00Z']
    : ['2030-01-01T00:00:00Z', '2030-01-02T00:00:00Z'];

  await wt.checkout(branch, { create: true, from: 'main' });
  await writeFile(join(wt.dir, 'services/billing/invoice.ts'), 'export const invoice = 11;\n');
  await gitAt(wt, ['commit', '-q', '-a', '-m', 'Y: invoice'], { date: dy });
  const y = await wt.head();
  await wt.push(branch);

  await writeFile(join(main.dir, 'secrets/key.pem'), ROTATED);
  await gitAt(main, ['commit', '-q', '-a', '-m', 'X: rotate the key'], { date: dx });
  const x = await main.head();
  await main.git('fetch', '-q', 'origin');
  await gitAt(main, ['merge', '-q', '--no-ff', '--no-edit', `origin/${branch}`], { date: '2030-01-03T00:00:00Z' });
  if (opts.conflict) {
    await writeFile(join(main.dir, 'services/billing/tax.ts'), 'export const tax = 0.5;\n');
    await gitAt(main, ['commit', '-q', '-a', '-m', 'main: tax'], { date: '2030-01-03T12:00:00Z' });
  }
  await main.push('main');

  await wt.git('fetch', '-q', 'origin');
  await gitAt(wt, ['merge', '-q', '--no-ff', '--no-commit', x], { date: '2030-01-04T00:00:00Z' });
  if (opts.revertKey) await wt.git('checkout', y, '--', 'secrets/key.pem');
  await gitAt(wt, ['commit', '-q', '-m', 'M2: merge main'], { date: '2030-01-04T00:00:00Z' });
  await writeFile(join(wt.dir, 'services/billing/tax.ts'), 'export const tax = 0.1;\n');
  await gitAt(wt, ['commit', '-q', '-a', '-m', 'tax'], { date: '2030-01-05T00:00:00Z' });
  await wt.push(branch);
  const pr = await repo.openPullRequest({ head: branch, base: 'main', author: 'agent-1', title: 'criss-cross' });
  return { gh, repo, main, wt, pr: pr.number, branch, x, y };
}

/** The attack's premise, checked with git in the agent's clone. */
async function premise(world: World & { x: string; y: string }, named: string) {
  const bases = (await world.wt.git('merge-base', '--all', 'origin/main', 'HEAD')).trim().split('\n').sort();
  expect(bases).toEqual([world.x, world.y].sort());
  expect((await world.wt.git('merge-base', 'origin/main', 'HEAD')).trim()).toBe(named);
  return (await world.wt.git('diff', '--name-only', named, 'HEAD')).trim().split('\n');
}

async function expectCaught(world: World, path: string) {
  const result = await gateIn(world);
  expect(result.verdict).toBe('refused');
  expect(result.decision?.paths ?? []).toContain(path);
  const state = await prState(world);
  expect(state.check?.conclusion).toBe('failure');
  expect(state.check?.text).toContain(path);
  expect(state.labels).toContain(LABEL);
  expect(state.comments).toHaveLength(1);
  expect(state.comments[0]?.user).toBe(BOT);
  expect(state.comments[0]?.body).toContain(path);
  const runs = world.repo.checkRuns(state.head).filter((c) => c.name === CHECK);
  expect(runs.length).toBeGreaterThan(0);
  return { result, state };
}

describe('attack: a criss-cross merge hides a write outside the lease', () => {
  it('refuses a PR whose diff against one merge base is in bounds but whose merge writes outside', async () => {
    const world = await crissCross({ revertKey: true });
    // The diff GitHub shows (against the merge base it names) stays inside services/billing.
    expect(await premise(world, world.y)).toEqual(['services/billing/tax.ts']);
    // ...while the merge of the PR puts the old key back.
    const merged = (await world.wt.git('merge-tree', '--write-tree', 'origin/main', 'HEAD')).trim();
    expect((await world.wt.git('diff', '--name-only', 'origin/main', merged)).trim().split('\n')).toContain(
      'secrets/key.pem',
    );
    const { state } = await expectCaught(world, 'secrets/key.pem');
    expect(state.check?.text).toContain('merge');
  });

  it('refuses it too when the merge conflicts, judging the diff against every merge base', async () => {
    const world = await crissCross({ revertKey: true, conflict: true });
    expect(await premise(world, world.y)).toEqual(['services/billing/tax.ts']);
    const { result } = await expectCaught(world, 'secrets/key.pem');
    // The conflicted file is judged as well (it is inside the roots, so it is no violation).
    expect(result.decision?.paths ?? []).not.toContain('services/billing/tax.ts');
  });

  it('passes an honest criss-cross PR whose merge writes only inside its roots', async () => {
    const world = await crissCross({ revertKey: false, xLater: true });
    expect((await premise(world, world.x)).sort()).toEqual(['services/billing/invoice.ts', 'services/billing/tax.ts']);
    const result = await gateIn(world);
    expect(result).toMatchObject({ verdict: 'pass', decision: { paths: [] } });
    expect((await prState(world)).check?.conclusion).toBe('success');
  });
});
