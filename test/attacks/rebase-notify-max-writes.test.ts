// max-writes holds per write, across the whole run (rebase-notify): an agent that opens many PRs claiming one
// migration number, or leaves many PRs behind their base, never makes one run write more than max-writes. The
// writes are counted on the fake GitHub, as GitHub's rate limit would count them.
// The runs are main.ts in the test's process (test/support/in-process/run.ts).
import { describe, expect, it } from 'vitest';
import {
  advanceMain,
  newWorld,
  notifyInProcess as notify,
  openPr,
  parseList,
  useFake,
  writesSince,
  type World,
} from '../rebase-notify/world.js';
import { newestCheck } from './support.js';

const fake = useFake();
const CHECK = 'mergexo/collision';

const check = (world: World, number: number) =>
  newestCheck(world.repo, world.repo.headSha(world.repo.getPull(number)), CHECK);

/** Runs until nothing is deferred, each run counted; returns the writes of each run. */
async function runUntilDone(world: World, inputs: Record<string, string>, max: number): Promise<number[]> {
  const counts: number[] = [];
  for (let i = 0; i < 8; i++) {
    const mark = world.fake.gh.requests.length;
    const run = await notify(world, { name: 'workflow_dispatch' }, inputs);
    expect(run.exitCode, run.stdout + run.stderr).toBe(0);
    counts.push(writesSince(world, mark).length);
    expect(counts.at(-1)).toBeLessThanOrEqual(max);
    if (parseList(run.outputs.deferred).length === 0) return counts;
  }
  throw new Error(`still deferring after 8 runs: ${counts.join(', ')}`);
}

describe('attack: more writes than max-writes in one run (rebase-notify)', () => {
  it('a collision sweep with max-writes 5 makes at most 5 writes, and later runs finish the rest', async () => {
    const world = await newWorld(fake);
    const pulls: number[] = [];
    for (const name of ['a', 'b', 'c', 'd'])
      pulls.push(await openPr(world, `mig-${name}`, { files: { [`migrations/0042_${name}.sql`]: `-- ${name}\n` } }));
    const inputs = { 'allocated-names': 'migrations/*_*.sql', 'max-writes': '5' };
    const counts = await runUntilDone(world, inputs, 5);
    // Three losers (a comment and a check each) and the holder's check: 7 writes, so two runs at least.
    expect(counts.length).toBeGreaterThanOrEqual(2);
    expect(counts[0]).toBeGreaterThan(0);
    expect(check(world, pulls[0] as number)?.conclusion).toBe('success');
    for (const n of pulls.slice(1)) expect(check(world, n)?.conclusion).toBe('failure');
  });

  it('max-writes 5 over three colliding pairs: a PR is told in full or waits whole, never a comment without its check', async () => {
    const world = await newWorld(fake);
    const pulls: number[] = [];
    for (const n of ['0041', '0042', '0043'])
      for (const side of ['a', 'b'])
        pulls.push(
          await openPr(world, `mig-${n}-${side}`, { files: { [`migrations/${n}_${side}.sql`]: `-- ${n}\n` } }),
        );
    const inputs = { 'allocated-names': 'migrations/*_*.sql', 'max-writes': '5' };
    const told = (n: number) =>
      world.repo.comments(n).some((c) => c.body.split('\n')[0]?.includes('"kind":"collision"'));
    let runs = 0;
    for (; runs < 8; runs++) {
      const mark = world.fake.gh.requests.length;
      const run = await notify(world, { name: 'workflow_dispatch' }, inputs);
      expect(run.exitCode, run.stdout + run.stderr).toBe(0);
      expect(writesSince(world, mark).length).toBeLessThanOrEqual(5);
      // After every run: each PR with its collision comment has its failing check on its head.
      for (const n of pulls) if (told(n)) expect([n, check(world, n)?.conclusion]).toEqual([n, 'failure']);
      if (parseList(run.outputs.deferred).length === 0) break;
    }
    expect(runs).toBeGreaterThan(0);
    for (const [i, n] of pulls.entries()) expect(check(world, n)?.conclusion).toBe(i % 2 === 0 ? 'success' : 'failure');
  });

  it('drift writes and collision writes share one budget', async () => {
    const world = await newWorld(fake);
    const base = world.main.at(-1) as string;
    for (const name of ['a', 'b', 'c'])
      await openPr(world, `mig-${name}`, { from: base, files: { [`migrations/0007_${name}.sql`]: `-- ${name}\n` } });
    await advanceMain(world, 2);
    // urgency helpful: each PR behind gets a status comment; each collision a comment and a check.
    const inputs = { 'allocated-names': 'migrations/*_*.sql', 'max-writes': '3' };
    const counts = await runUntilDone(world, inputs, 3);
    expect(counts[0]).toBe(3);
  });
});
