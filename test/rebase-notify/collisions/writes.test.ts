// One PR's collision writes on a fake GitHub: label, comment, then the check (the state) last, all of them or none
// within the PR's allowance, so no PR is left told in part; cleared facts take the comment away.
import { describe, expect, it } from 'vitest';
import { scaledClock } from '../../../src/core/clock.js';
import type { ShellContext } from '../../../src/core/shell.js';
import { collisionFingerprint, type PullCollisions } from '../../../src/rebase-notify/rules/collisions/decide.js';
import { plannedWrites, writeCollisions, type CollisionPolicy } from '../../../src/rebase-notify/collisions/writes.js';
import { settled } from '../../../src/rebase-notify/rules/collisions/parts.js';
import { listOnePull, readComments, type Listed } from '../../../src/rebase-notify/listing.js';
import { parseSettings } from '../../../src/rebase-notify/settings.js';
import { Allowance } from '../../../src/rebase-notify/rules/write-budget.js';
import { newWorld, useGitHub, type World } from '../../core/pr/world.js';
import { octokitGitHub } from '../../../src/core/github/octokit/index.js';

const gh = useGitHub();
const quiet = { info: () => undefined, warning: () => undefined, debug: () => undefined };

const policy: CollisionPolicy = {
  check: true,
  checkName: 'mergexo/collision',
  overlapComment: true,
  overlapLabel: false,
  ready: parseSettings((name) => (name === 'github-token' ? 'x' : '')).ready,
};

async function listed(world: World): Promise<Listed> {
  const listing = {
    checkName: 'mergexo/collision',
    behindLabel: 'mergexo:overlap',
    conflictLabel: 'mergexo:conflict',
    withMergeable: false,
    withChecks: true,
  };
  const pull = (await listOnePull(octokitGitHub(world.client), world.ref, world.pr, listing)) as Listed;
  await readComments(octokitGitHub(world.client), [pull]);
  return pull;
}

async function write(world: World, result: PullCollisions, budget: Allowance) {
  const ctx: ShellContext = {
    github: octokitGitHub(world.client),
    repo: world.ref,
    log: quiet,
    clock: scaledClock(0.001),
  };
  const pull = await listed(world);
  const fingerprint = collisionFingerprint(result, true);
  const made = await writeCollisions(
    ctx,
    policy,
    {
      pull,
      result,
      fingerprint,
      listed: [{ number: pull.view.number, headSha: pull.view.headSha }],
      judge: () => Promise.resolve(undefined),
    },
    budget,
  );
  return { ...made, pull, fingerprint };
}

const clashing = (number: number): PullCollisions => ({
  number,
  known: true,
  clashes: [
    {
      other: 7,
      glob: 'migrations/*_*.sql',
      name: '42',
      paths: ['migrations/0042_a.sql'],
      otherPaths: ['migrations/0042_b.sql'],
    },
  ],
  overlaps: [],
});

const checks = (world: World) => world.repo.checkRuns(world.head).filter((c) => c.name === 'mergexo/collision');

describe('writeCollisions', () => {
  it('a PR is told in full or not at all: without room for its comment and its check it waits, whole', async () => {
    const world = await newWorld(gh);
    const short = new Allowance(1);
    expect(await write(world, clashing(world.pr), short)).toMatchObject({ deferred: true });
    expect(short.made).toBe(0);
    expect((await world.repo.pull(world.pr)).comments).toHaveLength(0);
    expect(checks(world)).toHaveLength(0);

    const budget = new Allowance(2);
    const next = await write(world, clashing(world.pr), budget);
    expect(next.deferred).toBe(false);
    expect(budget.made).toBe(2);
    expect((await world.repo.pull(world.pr)).comments[0]?.body).toContain('**Allocated names taken.**');
    expect(checks(world)).toMatchObject([
      { conclusion: 'failure', output: { title: "1 allocated name held by #7: rename this PR's file" } },
    ]);
    const after = await listed(world);
    expect(settled(after, next.fingerprint, false)).toBe(true);
  });

  it("plans a PR's writes before it makes any: the comment and the check, a success with room for a write back", async () => {
    const world = await newWorld(gh);
    const pull = await listed(world);
    const failing = clashing(world.pr);
    expect(plannedWrites(policy, { pull, result: failing, fingerprint: collisionFingerprint(failing, true) })).toBe(2);
    const clear: PullCollisions = { number: world.pr, known: true, clashes: [], overlaps: [] };
    expect(plannedWrites(policy, { pull, result: clear, fingerprint: collisionFingerprint(clear, true) })).toBe(2);
  });

  it('facts that cleared take the comment away, and the check passes', async () => {
    const world = await newWorld(gh);
    await write(world, clashing(world.pr), new Allowance(5));
    const budget = new Allowance(5);
    await write(world, { number: world.pr, known: true, clashes: [], overlaps: [] }, budget);
    expect((await world.repo.pull(world.pr)).comments).toHaveLength(0);
    expect(checks(world).at(-1)).toMatchObject({
      conclusion: 'success',
      output: { title: 'No allocated name collides' },
    });
    expect(budget.made).toBe(2);
  });
});
