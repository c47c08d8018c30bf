// Squatting an allocated name (rebase-notify, allocated-names). Names have an owner: the first claim holds, a
// collaborator's PR holds before a fork's or a read-only author's, and an operator can hand a name over. An agent
// tries to take a number another PR already claimed, to squat many, to claim from a fork, or to forge the record
// of a hand-over (as another identity, or as a workflow running with mergexo's own token).
// The runs are main.ts in the test's process (test/support/in-process/run.ts), with the token and actor a run gets.
import { describe, expect, it } from 'vitest';
import {
  BOT,
  TOKEN,
  newWorld,
  notifyInProcess as notify,
  openPr,
  parseList,
  useFake,
  type World,
} from '../rebase-notify/world.js';
import { renderMarker } from '../../src/core/pure/markers.js';
import { botToken, WRITE_PERMISSIONS } from '../support/fake-world.js';
import { newestCheck } from './support.js';
import { handOverRun } from '../rebase-notify/hand-over-run.js';

/** mergexo's identity, with a token lacking `actions: read`: it cannot check a hand-over's run. */
const NO_ACTIONS = 'ghs_rebase_notify_no_actions';
const fake = useFake(botToken(NO_ACTIONS, WRITE_PERMISSIONS));

const CHECK = 'mergexo/collision';
const INPUTS = { 'allocated-names': 'migrations/*_*.sql' };

const headOf = (world: World, number: number) => world.repo.headSha(world.repo.getPull(number));
const check = (world: World, number: number) => newestCheck(world.repo, headOf(world, number), CHECK);
/** The newest run of the check by mergexo's own app: what a required check pinned to it reads. */
const ownCheck = (world: World, number: number) =>
  world.repo
    .checkRuns(headOf(world, number))
    .filter((c) => c.name === CHECK && c.app !== 'ci-app')
    .sort((a, b) => b.id - a.id)[0];
const collisionComments = (world: World, number: number) =>
  world.repo.comments(number).filter((c) => c.body.split('\n')[0]?.includes('"kind":"collision"'));

/** A world where `dev` may write and `reader` may only read. */
async function squatWorld(): Promise<World> {
  const world = await newWorld(fake);
  world.repo.setRole('dev', 'write');
  world.repo.setRole('reader', 'read');
  return world;
}

const migration = (world: World, branch: string, path: string, author = 'dev') =>
  openPr(world, branch, { files: { [path]: `-- ${branch}\n` }, author });

async function forkPr(world: World, path: string): Promise<number> {
  const fork = await world.repo.fork('outsider');
  const fwt = await fork.clone('outsider');
  await fwt.checkout('squat', { create: true, from: 'main' });
  await fwt.commit({ [path]: '-- squat\n' }, 'squat');
  await fwt.push('squat');
  const pr = await world.repo.openPullRequest({ head: 'squat', base: 'main', author: 'outsider', fork, title: 'x' });
  return pr.number;
}

/** An operator's hand-over: a dispatch of the hand-over workflow GitHub records as started by `actor`. */
async function handOver(world: World, pull: number, name: string, actor = 'maya') {
  const run = handOverRun(world.repo, { pull, name, actor });
  return notify(
    world,
    { name: 'workflow_dispatch' },
    { ...INPUTS, 'hand-over-to': String(pull), 'hand-over-name': name },
    { actor, runId: run.id },
  );
}

/** A hand-over record as mergexo writes it, for forgers. */
const recordBody = (data: { name: string; base: string; run: number; actor: string }) =>
  `${renderMarker({ action: 'rebase-notify', kind: 'name-holder', key: data.name, data })}\nhanded over`;

describe('attack: squatting an allocated name (rebase-notify collisions)', () => {
  it('a later PR squatting a held number fails alone: the holder stays green and is not written to', async () => {
    const world = await squatWorld();
    const holder = await migration(world, 'mig-a', 'migrations/0042_users.sql');
    await notify(world, { name: 'pull_request', number: holder, action: 'opened' }, INPUTS);
    const green = check(world, holder);
    expect(green?.conclusion).toBe('success');

    const squatter = await migration(world, 'squat', 'migrations/42_squat.sql', 'agent-1');
    const run = await notify(world, { name: 'pull_request', number: squatter, action: 'opened' }, INPUTS);
    expect(run.exitCode, run.stdout + run.stderr).toBe(0);
    expect(parseList(run.outputs.colliding)).toEqual([squatter]);
    expect(check(world, squatter)?.conclusion).toBe('failure');
    expect(check(world, squatter)?.output.title).toContain(`held by #${holder}`);
    // The holder's check is the very run written before the squatter came; nothing was said on its PR.
    expect(check(world, holder)?.id).toBe(green?.id);
    expect(collisionComments(world, holder)).toEqual([]);
    expect(collisionComments(world, squatter)[0]?.body).toContain(`#${holder} claimed first`);
  });

  it('a fork PR or a read-only author claiming first never fails a collaborator: they can only lose', async () => {
    const world = await squatWorld();
    const fork = await forkPr(world, 'migrations/0042_fork.sql');
    const readOnly = await migration(world, 'mig-r', 'migrations/0042_reader.sql', 'reader');
    const collaborator = await migration(world, 'mig-d', 'migrations/0042_dev.sql', 'dev');
    const run = await notify(world, { name: 'pull_request', number: collaborator, action: 'opened' }, INPUTS);
    expect(run.exitCode, run.stdout + run.stderr).toBe(0);
    expect(check(world, collaborator)?.conclusion).toBe('success');
    expect(collisionComments(world, collaborator)).toEqual([]);
    for (const n of [fork, readOnly]) {
      expect(check(world, n)?.conclusion).toBe('failure');
      expect(check(world, n)?.output.title).toContain(`held by #${collaborator}`);
      expect(collisionComments(world, n)[0]?.body).toContain('write access');
    }
    // Between the two that may not write, the first claim holds.
    expect(collisionComments(world, readOnly)[0]?.body).not.toContain(`#${fork}`);
  });

  it('one PR squatting many numbers, opened before everyone, fails only itself', async () => {
    const world = await squatWorld();
    const squat: Record<string, string> = {};
    for (let n = 1; n <= 6; n++) squat[`migrations/000${n}_squat.sql`] = `-- ${n}\n`;
    const squatter = await openPr(world, 'squat', { files: squat, author: 'agent-1' });
    const a = await migration(world, 'mig-1', 'migrations/0001_a.sql');
    const b = await migration(world, 'mig-2', 'migrations/0002_b.sql');
    const run = await notify(world, { name: 'workflow_dispatch' }, INPUTS);
    expect(run.exitCode, run.stdout + run.stderr).toBe(0);
    expect(parseList(run.outputs.colliding)).toEqual([squatter]);
    expect(check(world, a)?.conclusion).toBe('success');
    expect(check(world, b)?.conclusion).toBe('success');
    expect(check(world, squatter)?.output.title).toContain(`held by #${a}, #${b}`);
  });

  it('the holder closing releases the name to the next-earliest claimant', async () => {
    const world = await squatWorld();
    const first = await migration(world, 'mig-1', 'migrations/0042_a.sql');
    const second = await migration(world, 'mig-2', 'migrations/0042_b.sql');
    const third = await migration(world, 'mig-3', 'migrations/0042_c.sql');
    await notify(world, { name: 'workflow_dispatch' }, INPUTS);
    expect(check(world, first)?.conclusion).toBe('success');
    expect(check(world, third)?.output.title).toContain(`held by #${first}`);
    await world.repo.closePullRequest(first);
    const run = await notify(world, { name: 'pull_request', number: first, action: 'closed' }, INPUTS);
    expect(run.exitCode, run.stdout).toBe(0);
    expect(check(world, second)?.conclusion).toBe('success');
    expect(collisionComments(world, second)).toEqual([]);
    expect(check(world, third)?.conclusion).toBe('failure');
    expect(check(world, third)?.output.title).toContain(`held by #${second}`);
  });
});

describe("an operator's hand-over of an allocated name (rebase-notify workflow_dispatch)", () => {
  // Two claims of 0042 and a sweep, built once: the refusals write no record (asserted); the hand-over, last, does.
  let built: Promise<{ world: World; first: number; second: number }> | undefined;
  const contested = () =>
    (built ??= (async () => {
      const world = await squatWorld();
      const first = await migration(world, 'mig-1', 'migrations/0042_a.sql');
      const second = await migration(world, 'mig-2', 'migrations/0042_b.sql');
      await notify(world, { name: 'workflow_dispatch' }, INPUTS);
      return { world, first, second };
    })());

  it('is refused to a dispatcher without hand-over-permission, and outside the default branch', async () => {
    const { world, first, second } = await contested();
    const denied = await handOver(world, second, '42', 'dev');
    expect(denied.exitCode).not.toBe(0);
    expect(denied.stdout + denied.stderr).toContain("'hand-over-permission'");
    const run = handOverRun(world.repo, { pull: second, name: '42', actor: 'maya', headBranch: 'mig-2' });
    const branch = await notify(
      world,
      { name: 'workflow_dispatch' },
      { ...INPUTS, 'hand-over-to': String(second), 'hand-over-name': '42' },
      { actor: 'maya', runId: run.id, ref: 'refs/heads/mig-2' },
    );
    expect(branch.exitCode).not.toBe(0);
    expect(branch.stdout + branch.stderr).toContain('only from the default branch');
    expect(world.repo.comments(second).some((c) => c.body.includes('"kind":"name-holder"'))).toBe(false);
    expect(check(world, first)?.conclusion).toBe('success');
  });

  it('hands the name to the named PR: it holds, the other claimant fails, and later runs keep it so', async () => {
    const { world, first, second } = await contested();
    expect(check(world, second)?.conclusion).toBe('failure');

    const run = await handOver(world, second, '0042');
    expect(run.exitCode, run.stdout + run.stderr).toBe(0);
    expect(check(world, second)?.conclusion).toBe('success');
    expect(check(world, first)?.conclusion).toBe('failure');
    expect(collisionComments(world, first)[0]?.body).toContain(`an operator handed to #${second}`);
    const record = world.repo.comments(second).find((c) => c.body.includes('"kind":"name-holder"'));
    expect(record?.user.login).toBe(BOT);

    const again = await notify(world, { name: 'pull_request', number: first, action: 'synchronize' }, INPUTS);
    expect(again.exitCode, again.stdout).toBe(0);
    expect(check(world, second)?.conclusion).toBe('success');
    expect(check(world, first)?.conclusion).toBe('failure');

    // A run whose token may not read the dispatch cannot check the record: it warns, and the first claim holds.
    const unchecked = await notify(world, { name: 'workflow_dispatch' }, INPUTS, { token: NO_ACTIONS });
    expect(unchecked.exitCode, unchecked.stdout + unchecked.stderr).toBe(0);
    expect(unchecked.stdout).toContain("'actions: read'");
    expect(check(world, first)?.conclusion).toBe('success');
    await notify(world, { name: 'workflow_dispatch' }, INPUTS);
    expect(check(world, second)?.conclusion).toBe('success');

    // Deleting the record gives the name back to its first claim, never to anyone else.
    world.repo.deleteComment(record!.id, 'dev');
    await notify(world, { name: 'workflow_dispatch' }, INPUTS);
    expect(check(world, first)?.conclusion).toBe('success');
    expect(check(world, second)?.conclusion).toBe('failure');
  });
});

describe('attack: forging the record of who holds a name', () => {
  it('a comment by another identity, a check by another app, a record with the same token: ownership stays', async () => {
    const world = await squatWorld();
    const first = await migration(world, 'mig-1', 'migrations/0042_a.sql');
    const squatter = await migration(world, 'squat', 'migrations/0042_squat.sql', 'agent-1');
    await notify(world, { name: 'workflow_dispatch' }, INPUTS);
    expect(check(world, squatter)?.conclusion).toBe('failure');
    const dispatch = handOverRun(world.repo, { pull: squatter, name: '42', actor: 'maya' });
    const base = { name: '42', base: 'main', actor: 'maya' };

    // Another identity posts a perfect record, citing a real hand-over-shaped run.
    world.repo.addComment(squatter, 'agent-1', recordBody({ ...base, run: dispatch.id }));
    // Another app writes the collision check green on the squatter's head.
    world.repo.addCheckRun(headOf(world, squatter), { name: CHECK, conclusion: 'success', title: 'holds 42' });
    // A workflow running with mergexo's own token posts records citing runs GitHub does not show as an
    // operator's dispatch: no such run, a push, a dispatch by a read-only person, one naming another actor.
    const push = handOverRun(world.repo, { pull: squatter, name: '42', actor: 'maya', event: 'push' });
    const reader = handOverRun(world.repo, { pull: squatter, name: '42', actor: 'reader' });
    const forged = [
      { ...base, run: 999_999 },
      { ...base, run: push.id },
      { ...base, run: reader.id, actor: 'reader' },
      { ...base, run: reader.id },
    ];
    for (const data of forged) {
      const res = await fetch(`${world.fake.gh.apiUrl}/repos/${world.repo.fullName}/issues/${squatter}/comments`, {
        method: 'POST',
        headers: { authorization: `token ${TOKEN}`, 'content-type': 'application/json' },
        body: JSON.stringify({ body: recordBody(data) }),
      });
      expect(res.status).toBe(201);
      const run = await notify(world, { name: 'pull_request', number: squatter, action: 'synchronize' }, INPUTS);
      expect(run.exitCode, run.stdout + run.stderr).toBe(0);
      expect(check(world, first)?.conclusion).toBe('success');
      expect(ownCheck(world, squatter)?.conclusion).toBe('failure');
      expect(ownCheck(world, squatter)?.output.title).toContain(`held by #${first}`);
    }
  });
});
