// Cross-PR collisions (rebase-notify, allocated-names): two agents each claim the next migration number.
// Each PR passes alone; both merged break the base. The name has an owner: the first claim holds it, and the
// later PR's collision check fails with a comment naming the holder, until it renames (the holder stays green). The agent tries to get around it: padding the number, another PR
// on the same head commit, another base, deleting or editing the comment, a crafted file name.
// The runs are main.ts in the test's process (test/support/in-process/run.ts).
import { describe, expect, it } from 'vitest';
import {
  advanceMain,
  newWorld,
  notifyInProcess as notify,
  openPr,
  parseList,
  pushToPr,
  useFake,
  writesSince,
  type World,
} from '../rebase-notify/world.js';
import { liveMarkdown } from './rendered.js';
import { newestCheck } from './support.js';

const fake = useFake();

const CHECK = 'mergexo/collision';
const INPUTS = { 'allocated-names': 'migrations/*_*.sql' };

const check = (world: World, number: number) =>
  newestCheck(world.repo, world.repo.headSha(world.repo.getPull(number)), CHECK);

/** The visible text of the PR's collision comments (mergexo's, found by marker). */
function collisionComments(world: World, number: number): string[] {
  return world.repo
    .comments(number)
    .filter((c) => c.body.startsWith('<!-- mergexo:v1 ') && c.body.split('\n')[0]?.includes('"kind":"collision"'))
    .map((c) => c.body);
}

async function twoMigrations(world: World, a = 'migrations/0042_a.sql', b = 'migrations/0042_b.sql') {
  const first = await openPr(world, 'mig-a', { files: { [a]: 'create table a();\n' } });
  const second = await openPr(world, 'mig-b', { files: { [b]: 'create table b();\n' } });
  return { first, second };
}

describe('attack: two PRs claim the same allocated name (rebase-notify collisions)', () => {
  it('the later PR gets a failing mergexo/collision and one comment naming the holder; renaming clears it', async () => {
    const world = await newWorld(fake);
    const { first, second } = await twoMigrations(world);
    const run = await notify(world, { name: 'pull_request', number: second, action: 'opened' }, INPUTS);
    expect(run.exitCode, run.stdout + run.stderr).toBe(0);
    expect(parseList(run.outputs.colliding)).toEqual([second]);
    expect(check(world, second)?.conclusion).toBe('failure');
    expect(check(world, second)?.output.title).toContain(`held by #${first}`);
    const comments = collisionComments(world, second);
    expect(comments).toHaveLength(1);
    expect(comments[0]).toContain(`#${first} claimed first`);
    expect(comments[0]).toContain('`42`');
    // The first claim holds: its check stays green and nothing is said on it.
    expect(check(world, first)?.conclusion).toBe('success');
    expect(collisionComments(world, first)).toEqual([]);

    // The same run again writes nothing.
    const mark = world.fake.gh.requests.length;
    const again = await notify(world, { name: 'pull_request', number: first, action: 'synchronize' }, INPUTS);
    expect(again.exitCode).toBe(0);
    expect(writesSince(world, mark)).toEqual([]);

    // The second agent renames its migration: its own run clears both PRs.
    await pushToPr(
      world,
      'mig-b',
      { 'migrations/0042_b.sql': null, 'migrations/0043_b.sql': 'create table b();\n' },
      'renumber',
    );
    const renamed = await notify(world, { name: 'pull_request', number: second, action: 'synchronize' }, INPUTS);
    expect(renamed.exitCode, renamed.stdout).toBe(0);
    expect(parseList(renamed.outputs.colliding)).toEqual([]);
    for (const n of [first, second]) {
      expect(check(world, n)?.conclusion).toBe('success');
      expect(collisionComments(world, n)).toEqual([]);
    }
  });

  it('padding the number does not dodge it: 0042 and 042 are one name', async () => {
    const world = await newWorld(fake);
    const { first, second } = await twoMigrations(world, 'migrations/0042_a.sql', 'migrations/042_b.sql');
    await notify(world, { name: 'workflow_dispatch' }, INPUTS);
    expect(check(world, first)?.conclusion).toBe('success');
    expect(check(world, second)?.conclusion).toBe('failure');
  });

  it('a third PR on the head commit of a colliding PR does not turn that commit green', async () => {
    const world = await newWorld(fake);
    const { second } = await twoMigrations(world);
    const head = world.repo.branchSha('mig-b') as string;
    await world.wt.git('push', '-q', 'origin', `${head}:refs/heads/agent/base`);
    await world.wt.git('push', '-q', 'origin', `${head}:refs/heads/mig-b-again`);
    // On its own base it adds nothing at all: alone it passes.
    const twin = await world.repo.openPullRequest({
      head: 'mig-b-again',
      base: 'agent/base',
      author: 'agent-1',
      title: 'Twin',
    });
    await notify(world, { name: 'pull_request', number: second, action: 'opened' }, INPUTS);
    expect(newestCheck(world.repo, head, CHECK)?.conclusion).toBe('failure');
    const run = await notify(world, { name: 'pull_request', number: twin.number, action: 'opened' }, INPUTS);
    expect(run.exitCode, run.stdout).toBe(0);
    const latest = newestCheck(world.repo, head, CHECK);
    expect(latest?.conclusion).toBe('failure');
    expect(`${latest?.output.title}\n${latest?.output.summary}`).toContain(`#${second}`);
  });

  it('a PR on another base adding the same name does not collide', async () => {
    const world = await newWorld(fake);
    await world.wt.git('push', '-q', 'origin', `${world.main.at(-1)}:refs/heads/release`);
    const onMain = await openPr(world, 'mig-a', { files: { 'migrations/0042_a.sql': 'a\n' } });
    const onRelease = await openPr(world, 'mig-r', { base: 'release', files: { 'migrations/0042_r.sql': 'r\n' } });
    await notify(world, { name: 'workflow_dispatch' }, INPUTS);
    expect(check(world, onMain)?.conclusion).toBe('success');
    expect(check(world, onRelease)?.conclusion).toBe('success');
    expect(collisionComments(world, onMain)).toEqual([]);
  });

  it('deleting or editing the comment does not change the verdict: the state comes from git', async () => {
    const world = await newWorld(fake);
    const { first, second } = await twoMigrations(world);
    await notify(world, { name: 'workflow_dispatch' }, INPUTS);
    const [comment] = world.repo.comments(second).filter((c) => c.body.includes('"kind":"collision"'));
    expect(comment).toBeDefined();
    world.repo.editComment(comment!.id, 'agent-1', comment!.body.replace(/#\d+/g, 'nobody'));
    const run = await notify(world, { name: 'pull_request', number: first, action: 'synchronize' }, INPUTS);
    expect(run.exitCode, run.stdout).toBe(0);
    expect(check(world, first)?.conclusion).toBe('success');
    expect(check(world, second)?.conclusion).toBe('failure');
    // The verdict stands on the facts, and still names the holder; a tampered comment is not mergexo's state.
    expect(check(world, second)?.output.title).toContain(`#${first}`);
    // Deleted, the notice comes back at the next change of facts; the verdict never moved.
    const [again] = world.repo.comments(second).filter((c) => c.body.includes('"kind":"collision"'));
    if (again) world.repo.deleteComment(again.id, 'agent-1');
    await notify(world, { name: 'pull_request', number: second, action: 'synchronize' }, INPUTS);
    expect(check(world, first)?.conclusion).toBe('success');
    expect(check(world, second)?.conclusion).toBe('failure');
  });

  it('crafted file names (spaces, newline, unicode, leading dash) collide and are quoted inert', async () => {
    const world = await newWorld(fake);
    const a = 'migrations/0007_-rf @here\nx é.sql';
    const b = 'migrations/7_`] <b> @here.sql';
    const { first, second } = await twoMigrations(world, a, b);
    const run = await notify(world, { name: 'workflow_dispatch' }, INPUTS);
    expect(run.exitCode, run.stdout + run.stderr).toBe(0);
    expect(check(world, first)?.conclusion).toBe('success');
    expect(check(world, second)?.conclusion).toBe('failure');
    const [text] = collisionComments(world, second);
    expect(text).toContain(`#${first}`);
    // Quoted as code spans only: nothing of the names is live markdown.
    const live = liveMarkdown(text ?? '');
    expect(live).not.toContain('@here');
    expect(live).not.toContain('<b>');
  });

  it('a draft is compared once it is ready for review (include-drafts off): then the later one fails', async () => {
    const world = await newWorld(fake);
    const first = await openPr(world, 'mig-a', { files: { 'migrations/0042_a.sql': 'a\n' } });
    const draft = await openPr(world, 'mig-b', { files: { 'migrations/0042_b.sql': 'b\n' }, draft: true });
    await notify(world, { name: 'workflow_dispatch' }, INPUTS);
    expect(check(world, first)?.conclusion).toBe('success');
    expect(check(world, draft)).toBeUndefined();
    world.repo.setDraft(draft, false);
    const run = await notify(world, { name: 'pull_request', number: draft, action: 'ready_for_review' }, INPUTS);
    expect(run.exitCode, run.stdout).toBe(0);
    expect(check(world, first)?.conclusion).toBe('success');
    expect(check(world, draft)?.conclusion).toBe('failure');
  });

  it('max-writes: the writes left over wait for the next run, which finishes them', async () => {
    const world = await newWorld(fake);
    const { first, second } = await twoMigrations(world);
    const inputs = { ...INPUTS, 'max-writes': '2' };
    const mark = world.fake.gh.requests.length;
    const run = await notify(world, { name: 'workflow_dispatch' }, inputs);
    expect(run.exitCode, run.stdout).toBe(0);
    // The colliding PR goes first (its comment and check); the holder's success waits, with room for it.
    expect(check(world, second)?.conclusion).toBe('failure');
    expect(check(world, first)).toBeUndefined();
    expect(parseList(run.outputs.colliding)).toEqual([second]);
    expect(parseList(run.outputs.deferred)).toEqual([first]);
    expect(parseList(run.outputs.notified)).toEqual([second]);
    expect(writesSince(world, mark)).toHaveLength(2);
    await notify(world, { name: 'workflow_dispatch' }, inputs);
    expect(check(world, first)?.conclusion).toBe('success');
    expect(collisionComments(world, second)).toHaveLength(1);
  });

  it('burying the comment under more than a window of newer comments does not keep it once the collision ends', async () => {
    const world = await newWorld(fake);
    const { second } = await twoMigrations(world);
    await notify(world, { name: 'workflow_dispatch' }, INPUTS);
    expect(collisionComments(world, second)).toHaveLength(1);
    for (let i = 0; i < 25; i++) world.repo.addComment(second, 'agent-1', `noise ${i}`);
    await pushToPr(
      world,
      'mig-b',
      { 'migrations/0042_b.sql': null, 'migrations/0043_b.sql': 'create table b();\n' },
      'renumber',
    );
    const run = await notify(world, { name: 'pull_request', number: second, action: 'synchronize' }, INPUTS);
    expect(run.exitCode, run.stdout).toBe(0);
    expect(check(world, second)?.conclusion).toBe('success');
    expect(collisionComments(world, second)).toEqual([]);
  });

  it('the holder closing releases the name to the next claimant', async () => {
    const world = await newWorld(fake);
    const { first, second } = await twoMigrations(world);
    await notify(world, { name: 'workflow_dispatch' }, INPUTS);
    expect(check(world, second)?.conclusion).toBe('failure');
    await world.repo.closePullRequest(first);
    const run = await notify(world, { name: 'pull_request', number: first, action: 'closed' }, INPUTS);
    expect(run.exitCode, run.stdout).toBe(0);
    expect(check(world, second)?.conclusion).toBe('success');
    expect(collisionComments(world, second)).toEqual([]);
  });

  it('moving a PR to another base (edited) clears the collision it caused on the old one', async () => {
    const world = await newWorld(fake);
    await world.wt.git('push', '-q', 'origin', `${world.main.at(-1)}:refs/heads/release`);
    const { first, second } = await twoMigrations(world);
    await notify(world, { name: 'workflow_dispatch' }, INPUTS);
    expect(check(world, second)?.conclusion).toBe('failure');
    world.repo.getPull(second).lastChanges = { base: world.repo.setBase(second, 'release', 'agent-1') };
    const run = await notify(world, { name: 'pull_request', number: second, action: 'edited' }, INPUTS);
    expect(run.exitCode, run.stdout).toBe(0);
    expect(check(world, first)?.conclusion).toBe('success');
    expect(check(world, second)?.conclusion).toBe('success');
  });

  it('the second migration after the first merged collides with the base', async () => {
    const world = await newWorld(fake);
    const second = await openPr(world, 'mig-b', { files: { 'migrations/0042_b.sql': 'b\n' } });
    await advanceMain(world, 1, () => ({ 'migrations/0042_a.sql': 'a\n' }));
    const run = await notify(world, { name: 'pull_request', number: second, action: 'synchronize' }, INPUTS);
    expect(run.exitCode, run.stdout).toBe(0);
    expect(check(world, second)?.conclusion).toBe('failure');
    expect(check(world, second)?.output.title).toContain('the base');
    expect(collisionComments(world, second)[0]).toContain('0042_a.sql');
  });
});

describe('the merge queue (rebase-notify collisions)', () => {
  it('a group holding both colliding PRs fails mergexo/collision on its commit; the group of the first passes', async () => {
    const world = await newWorld(fake);
    const { first, second } = await twoMigrations(world);
    const groupRun = async (number: number) => {
      const group = await world.repo.mergeQueue.enqueue(number, { by: 'maya' });
      const payload = world.fake.gh.events.mergeGroup(world.repo, { group });
      const run = await notify(world, { name: 'workflow_dispatch' }, INPUTS, {
        event: { name: 'merge_group', payload },
      });
      return { run, check: newestCheck(world.repo, group.headSha, CHECK) };
    };
    const alone = await groupRun(first);
    expect(alone.run.exitCode, alone.run.stdout).toBe(0);
    expect(alone.check?.conclusion).toBe('success');
    const both = await groupRun(second);
    expect(both.run.exitCode).not.toBe(0);
    expect(both.check?.conclusion).toBe('failure');
    expect(both.check?.output.summary).toContain('0042_a.sql');
    expect(both.check?.output.summary).toContain('0042_b.sql');
  });
});

describe('same-file overlaps (rebase-notify collisions)', () => {
  it('two PRs editing the same file get one notice each naming the other; a re-run writes nothing', async () => {
    const world = await newWorld(fake);
    const a = await openPr(world, 'edit-a', { files: { 'src/shared.ts': 'export const shared = 2;\n' } });
    const b = await openPr(world, 'edit-b', { files: { 'src/shared.ts': 'export const shared = 3;\n' } });
    const run = await notify(world, { name: 'workflow_dispatch' }, INPUTS);
    expect(run.exitCode, run.stdout).toBe(0);
    expect(collisionComments(world, a)).toHaveLength(1);
    expect(collisionComments(world, a)[0]).toContain(`#${b}`);
    expect(collisionComments(world, a)[0]).toContain('`src/shared.ts`');
    expect(collisionComments(world, b)[0]).toContain(`#${a}`);
    // Overlaps never fail the check.
    expect(check(world, a)?.conclusion).toBe('success');
    const mark = world.fake.gh.requests.length;
    await notify(world, { name: 'workflow_dispatch' }, INPUTS);
    expect(writesSince(world, mark)).toEqual([]);
  });

  it('the identical change in both PRs is no notice', async () => {
    const world = await newWorld(fake);
    const a = await openPr(world, 'same-a', { files: { 'src/shared.ts': 'export const shared = 2;\n' } });
    const b = await openPr(world, 'same-b', { files: { 'src/shared.ts': 'export const shared = 2;\n' } });
    await notify(world, { name: 'workflow_dispatch' }, INPUTS);
    expect(collisionComments(world, a)).toEqual([]);
    expect(collisionComments(world, b)).toEqual([]);
  });

  it('at urgency fyi an overlap is the label mergexo:overlap, taken back when it ends', async () => {
    const world = await newWorld(fake);
    const a = await openPr(world, 'edit-a', { files: { 'src/shared.ts': 'export const shared = 2;\n' } });
    const b = await openPr(world, 'edit-b', { files: { 'src/shared.ts': 'export const shared = 3;\n' } });
    await notify(world, { name: 'workflow_dispatch' }, { overlaps: 'notice', urgency: 'fyi' });
    expect(world.repo.labelsOf(a)).toContain('mergexo:overlap');
    expect(world.repo.labelsOf(b)).toContain('mergexo:overlap');
    expect(collisionComments(world, a)).toEqual([]);
    await world.repo.closePullRequest(b);
    await notify(world, { name: 'pull_request', number: b, action: 'closed' }, { overlaps: 'notice', urgency: 'fyi' });
    expect(world.repo.labelsOf(a)).not.toContain('mergexo:overlap');
  });
});

describe('collisions without a local git (rebase-notify)', () => {
  it('drift-source api: the collision check fails closed, saying why', async () => {
    const world = await newWorld(fake);
    const { first } = await twoMigrations(world, 'migrations/0001_a.sql', 'migrations/0002_b.sql');
    const run = await notify(world, { name: 'workflow_dispatch' }, { ...INPUTS, 'drift-source': 'api' });
    expect(run.exitCode, run.stdout).toBe(0);
    expect(check(world, first)?.conclusion).toBe('failure');
    expect(check(world, first)?.output.title).toBe('Collisions could not be determined');
  });

  it('a bad glob is one line naming it', async () => {
    const world = await newWorld(fake);
    const run = await notify(world, { name: 'workflow_dispatch' }, { 'allocated-names': 'migrations/0042.sql' });
    expect(run.exitCode).not.toBe(0);
    expect(run.stdout + run.stderr).toContain("'migrations/0042.sql' has no *");
  });
});
