// A hand-over cites only a hand-over (rebase-notify, allocated-names). Under GITHUB_TOKEN a workflow on an agent's
// branch writes as mergexo, so it can post a hand-over record of its own, citing any workflow run. The record counts
// only when GitHub's record of that run is a hand-over of this name to this PR: a dispatch of the hand-over
// workflow's file on the default branch, titled with its inputs, whose dispatcher and re-runner both hold
// `hand-over-permission`. The agent cites a maintainer's routine sweep, a maintainer's hand-over of another name or
// to another PR, and a maintainer's dispatch re-run by someone without the permission: the name stays with its
// first claim. The same record citing a real hand-over of this name does count (the control).
// The runs are main.ts in the test's process (test/support/in-process/run.ts). The refused dispatches write nothing
// (each asserts so), so they share one contest with the control, which runs last and is the only one to change it.
import { describe, expect, it } from 'vitest';
import { renderMarker } from '../../src/core/pure/markers.js';
import { handOverRun, sweepRun, type HandOverRunOptions } from '../rebase-notify/hand-over-run.js';
import { TOKEN, newWorld, notifyInProcess as notify, openPr, useFake, type World } from '../rebase-notify/world.js';
import { newestCheck } from './support.js';

const fake = useFake();

const CHECK = 'mergexo/collision';
const INPUTS = { 'allocated-names': 'migrations/*_*.sql' };

const headOf = (world: World, n: number) => world.repo.headSha(world.repo.getPull(n));
const check = (world: World, n: number) => newestCheck(world.repo, headOf(world, n), CHECK);

/** A holder of 0042 by a collaborator, and the agent's later PR claiming it too; the sweep judges both. */
async function contest(): Promise<{ world: World; holder: number; squatter: number }> {
  const world = await newWorld(fake);
  world.repo.setRole('dev', 'write');
  world.repo.setRole('agent-1', 'write');
  const holder = await openPr(world, 'mig-a', { files: { 'migrations/0042_users.sql': '-- a\n' }, author: 'dev' });
  const squatter = await openPr(world, 'squat', {
    files: { 'migrations/0042_squat.sql': '-- squat\n' },
    author: 'agent-1',
  });
  await notify(world, { name: 'workflow_dispatch' }, INPUTS);
  expect(check(world, holder)?.conclusion).toBe('success');
  expect(check(world, squatter)?.conclusion).toBe('failure');
  return { world, holder, squatter };
}

/** What the agent's workflow posts with mergexo's own token: a perfect record of a hand-over to its PR, citing `run`. */
async function forgeRecord(world: World, pull: number, run: number, actor = 'maya'): Promise<void> {
  const data = { name: '42', base: 'main', run, actor };
  const body = `${renderMarker({ action: 'rebase-notify', kind: 'name-holder', key: '42', data })}\nhanded over`;
  const res = await fetch(`${world.fake.gh.apiUrl}/repos/${world.repo.fullName}/issues/${pull}/comments`, {
    method: 'POST',
    headers: { authorization: `token ${TOKEN}`, 'content-type': 'application/json' },
    body: JSON.stringify({ body }),
  });
  expect(res.status).toBe(201);
}

/** The sweep after the forgery: the holder keeps the name, the squatter still fails naming it. */
async function expectHolderKeeps(world: World, holder: number, squatter: number): Promise<void> {
  const run = await notify(world, { name: 'pull_request', number: squatter, action: 'synchronize' }, INPUTS);
  expect(run.exitCode, run.stdout + run.stderr).toBe(0);
  expect(check(world, holder)?.conclusion).toBe('success');
  expect(check(world, squatter)?.conclusion).toBe('failure');
  expect(check(world, squatter)?.output.title).toContain(`held by #${holder}`);
}

/** One contest for the tests that only read it (refused dispatches) and, last, the control that changes it. */
let shared: Promise<{ world: World; holder: number; squatter: number }> | undefined;
const sharedContest = () => (shared ??= contest());

describe('attack: a hand-over record citing a run that is no hand-over of this name (GITHUB_TOKEN)', () => {
  it("citing a maintainer's routine sweep dispatch: refused, the first claim holds", async () => {
    const { world, holder, squatter } = await contest();
    // A real workflow_dispatch, by a maintainer, on the default branch: of the operator workflow, for a sweep.
    await forgeRecord(world, squatter, sweepRun(world.repo, 'maya').id);
    await expectHolderKeeps(world, holder, squatter);
  });

  it.each<[string, (squatter: number) => Partial<HandOverRunOptions>]>([
    ["a maintainer's hand-over of another name", () => ({ name: '0043' })],
    ["a maintainer's hand-over to another PR", (squatter) => ({ pull: squatter + 1 })],
    ["a maintainer's hand-over dispatched on another branch", () => ({ headBranch: 'squat' })],
    ["a hand-over-titled run of another workflow's file", () => ({ path: '.github/workflows/agent.yml' })],
  ])('citing %s: refused', async (_name, over) => {
    const { world, holder, squatter } = await contest();
    const run = handOverRun(world.repo, { pull: squatter, name: '0042', actor: 'maya', ...over(squatter) });
    await forgeRecord(world, squatter, run.id);
    await expectHolderKeeps(world, holder, squatter);
  });

  it("citing a maintainer's hand-over dispatch re-run by someone without the permission: refused", async () => {
    const { world, holder, squatter } = await contest();
    // GitHub records the re-run with the maintainer as `actor` and the writer who re-ran it as `triggering_actor`;
    // the record may name either.
    const rerun = handOverRun(world.repo, { pull: squatter, name: '0042', actor: 'maya', triggeringActor: 'dev' });
    await forgeRecord(world, squatter, rerun.id, 'maya');
    await forgeRecord(world, squatter, rerun.id, 'dev');
    await expectHolderKeeps(world, holder, squatter);
  });

  it('the re-run itself, by someone without the permission, writes no record', async () => {
    const { world, holder, squatter } = await sharedContest();
    const rerun = handOverRun(world.repo, { pull: squatter, name: '0042', actor: 'maya', triggeringActor: 'dev' });
    const refused = await notify(
      world,
      { name: 'workflow_dispatch' },
      { ...INPUTS, 'hand-over-to': String(squatter), 'hand-over-name': '0042' },
      { actor: 'maya', triggeringActor: 'dev', runId: rerun.id },
    );
    expect(refused.exitCode).not.toBe(0);
    expect(refused.stdout + refused.stderr).toContain("'hand-over-permission'");
    expect(world.repo.comments(squatter).some((c) => c.body.includes('"kind":"name-holder"'))).toBe(false);
    expect(check(world, holder)?.conclusion).toBe('success');
  });
});

describe("the hand-over workflow's own dispatch", () => {
  it('is refused, writing nothing, when its run is not titled with the hand-over it makes', async () => {
    const { world, holder, squatter } = await sharedContest();
    // A hand-over workflow without the run-name: GitHub titles the run with the workflow's name.
    const untitled = handOverRun(world.repo, { pull: squatter, name: '0042', actor: 'maya', title: 'hand over' });
    const run = await notify(
      world,
      { name: 'workflow_dispatch' },
      { ...INPUTS, 'hand-over-to': String(squatter), 'hand-over-name': '0042' },
      { actor: 'maya', runId: untitled.id },
    );
    expect(run.exitCode).not.toBe(0);
    expect(run.stdout + run.stderr).toContain(
      'run-name: mergexo hand-over ${{ inputs.name }} to PR ${{ inputs.pull }}',
    );
    expect(world.repo.comments(squatter).some((c) => c.body.includes('"kind":"name-holder"'))).toBe(false);
    expect(check(world, holder)?.conclusion).toBe('success');
  });
});

// Last: it changes the shared contest (the name changes hands).
describe('the control (GITHUB_TOKEN)', () => {
  it('the control: the same record citing a real hand-over of this name to this PR counts', async () => {
    const { world, holder, squatter } = await sharedContest();
    await forgeRecord(world, squatter, handOverRun(world.repo, { pull: squatter, name: '0042', actor: 'maya' }).id);
    const run = await notify(world, { name: 'pull_request', number: squatter, action: 'synchronize' }, INPUTS);
    expect(run.exitCode, run.stdout + run.stderr).toBe(0);
    expect(check(world, squatter)?.conclusion).toBe('success');
    expect(check(world, holder)?.conclusion).toBe('failure');
  });
});
