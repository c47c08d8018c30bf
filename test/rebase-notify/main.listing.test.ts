// rebase-notify lists PRs cheaply (1 GraphQL point per 100 PRs): scalar fields and one window per PR, the
// labelled PRs listed by label, and in blocking mode the head's checks instead of the comments. These runs show
// that what people see is unchanged by it: labels and comments follow the state, the cooldown paces refreshes,
// and a conflict that is resolved is cleared, in every urgency.
// main.ts runs in the test's process (../support/in-process/run.ts); the bundle's path: test/e2e/rebase-notify.test.ts.
import { describe, expect, it } from 'vitest';
import {
  advanceMain,
  newWorld,
  notifyInProcess as notify,
  openPr,
  parseList,
  seen,
  useFake,
  writesSince,
  type World,
} from './world.js';

const fake = useFake();

/** A PR that conflicts with main (both change src/shared.ts), and one merely behind. */
async function conflictWorld(): Promise<{ world: World; conflicting: number; behind: number }> {
  const world = await newWorld(fake);
  const conflicting = await openPr(world, 'clash', { files: { 'src/shared.ts': 'export const shared = "pr";\n' } });
  const behind = await openPr(world, 'calm');
  await advanceMain(world, 1, () => ({ 'src/shared.ts': 'export const shared = "main";\n' }));
  return { world, conflicting, behind };
}

const removeLabel = (world: World, n: number, label: string) => {
  const pr = world.repo.getPull(n);
  pr.labels = pr.labels.filter((l) => l !== label);
};

describe('blocking: the check is the state, and the conflict comment still follows the base', () => {
  it("a conflict's comment is refreshed once the cooldown is over, though the check's title did not change", async () => {
    const { world, conflicting } = await conflictWorld();
    const blocking = { urgency: 'blocking' };
    const first = await notify(world, { name: 'workflow_dispatch' }, blocking);
    expect(first.exitCode, first.stdout).toBe(0);
    const before = await seen(world, conflicting);
    expect(before.labels).toEqual(['mergexo:conflict']);
    expect(before.check).toMatchObject({ conclusion: 'failure', title: 'Conflicts with main in 1 file' });
    expect(before.text).toContain('The branch is 1 commit behind `main`');

    // main moves on elsewhere: still the same conflict, now 3 commits behind.
    await advanceMain(world, 2);
    const held = await notify(world, { name: 'workflow_dispatch' }, blocking);
    expect(held.exitCode, held.stdout).toBe(0);
    expect(parseList(held.outputs.notified)).toEqual([]);
    expect((await seen(world, conflicting)).status).toEqual(before.status);

    const refreshed = await notify(world, { name: 'workflow_dispatch' }, { ...blocking, 'cooldown-minutes': '0' });
    expect(parseList(refreshed.outputs.notified)).toContain(conflicting);
    const after = await seen(world, conflicting);
    expect(after.status).toHaveLength(1);
    expect(after.text).toContain('The branch is 3 commits behind `main`');
    expect(after.check).toMatchObject({ conclusion: 'failure', title: 'Conflicts with main in 1 file' });

    // Nothing changed since: nothing is written.
    const mark = world.fake.gh.requests.length;
    const again = await notify(world, { name: 'workflow_dispatch' }, { ...blocking, 'cooldown-minutes': '0' });
    expect(again.exitCode).toBe(0);
    expect(writesSince(world, mark)).toEqual([]);
  });

  it('a conflict resolved by its author: the comment says caught up, the label goes, the check turns green', async () => {
    const { world, conflicting } = await conflictWorld();
    await notify(world, { name: 'workflow_dispatch' }, { urgency: 'blocking' });
    expect((await seen(world, conflicting)).labels).toEqual(['mergexo:conflict']);
    await world.wt.checkout('clash');
    await world.wt.pull('clash');
    await world.wt.git('merge', '-q', 'origin/main', '-X', 'theirs', '-m', 'Merge main, keeping main');
    await world.wt.push('clash');
    await world.wt.checkout('main');
    const result = await notify(world, { name: 'workflow_dispatch' }, { urgency: 'blocking' });
    expect(result.exitCode, result.stdout).toBe(0);
    const after = await seen(world, conflicting);
    expect(after.labels).toEqual([]);
    expect(after.status).toHaveLength(1);
    expect(after.text).toContain('✅ This branch is up to date with `main`');
    expect(after.check).toMatchObject({ conclusion: 'success', title: 'Up to date with main' });
  });
});

describe('labels are state in every urgency', () => {
  it.each(['helpful', 'blocking'])(
    '%s: a conflict label someone removed is put back, and the comment is not posted again',
    async (urgency) => {
      const { world, conflicting } = await conflictWorld();
      await notify(world, { name: 'workflow_dispatch' }, { urgency });
      const before = await seen(world, conflicting);
      expect(before.labels).toEqual(['mergexo:conflict']);
      removeLabel(world, conflicting, 'mergexo:conflict');
      const mark = world.fake.gh.requests.length;
      const result = await notify(world, { name: 'workflow_dispatch' }, { urgency });
      expect(result.exitCode, result.stdout).toBe(0);
      const after = await seen(world, conflicting);
      expect(after.labels).toEqual(['mergexo:conflict']);
      expect(after.status).toEqual(before.status);
      expect(writesSince(world, mark).map((w) => w.operation)).toEqual([
        'POST /repos/{owner}/{repo}/issues/{issue_number}/labels',
      ]);
    },
  );

  it('fyi: a behind label someone added to an up-to-date PR is taken off; one on another base is left alone', async () => {
    const world = await newWorld(fake);
    await world.wt.checkout('release', { create: true, from: world.main.at(-1) as string });
    await world.wt.push('release');
    await world.wt.checkout('main');
    const fresh = await openPr(world, 'fresh');
    const elsewhere = await openPr(world, 'elsewhere', { base: 'release' });
    world.repo.addLabel(fresh, 'mergexo:behind');
    world.repo.addLabel(elsewhere, 'mergexo:behind');
    const result = await notify(world, { name: 'workflow_dispatch' }, { urgency: 'fyi', base: 'main' });
    expect(result.exitCode, result.stdout).toBe(0);
    expect((await seen(world, fresh)).labels).toEqual([]);
    expect((await seen(world, elsewhere)).labels).toEqual(['mergexo:behind']);
  });
});

describe('helpful: the comments window', () => {
  it('a status comment someone deleted is posted again', async () => {
    const { world, behind } = await conflictWorld();
    await notify(world, { name: 'workflow_dispatch' });
    expect((await seen(world, behind)).status).toHaveLength(1);
    const id = world.repo.commentsOf(behind).find((c) => c.body.includes('"action":"rebase-notify"'))?.id as number;
    world.repo.deleteComment(id, 'maya');
    const again = await notify(world, { name: 'workflow_dispatch' });
    expect(parseList(again.outputs.notified)).toEqual([behind]);
    const after = await seen(world, behind);
    expect(after.status).toHaveLength(1);
    expect(after.text).toContain('1 commit behind `main`');
  });
});
