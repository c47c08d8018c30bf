// rebase-notify on a push to the base, on a schedule and on dispatch: main.ts in the test's process
// (../support/in-process/run.ts) against the fake GitHub, with real git. The bundle's full path of a push is
// test/e2e/rebase-notify.test.ts.
import { describe, expect, it } from 'vitest';
import { runInProcess } from '../support/in-process/run.js';
import {
  TOKEN,
  advanceMain,
  mergeMainInto,
  newWorld,
  notifyInProcess as notify,
  openPr,
  parseList,
  pushToPr,
  seen,
  useFake,
  writesSince,
  type World,
} from './world.js';

const fake = useFake();

/** Two PRs behind main by one commit, one of which edits the file main will change next. */
async function twoBehind(world: World) {
  const a = await openPr(world, 'a');
  const b = await openPr(world, 'b', { files: { 'src/shared.ts': 'export const shared = "b";\n' } });
  const push = await advanceMain(world, 1);
  return { a, b, push };
}

describe('rebase-notify on a push to the base', () => {
  it('include-drafts evaluates drafts too', async () => {
    const world = await newWorld(fake);
    const draft = await openPr(world, 'draft', { draft: true });
    const push = await advanceMain(world, 2);
    const result = await notify(world, { name: 'push', ...push }, { 'include-drafts': 'true' });
    expect(parseList(result.outputs.behind)).toEqual([draft]);
    expect((await seen(world, draft)).text).toContain('2 commits behind');
  });

  it('ignores a push to a branch other than the input base, and says so', async () => {
    const world = await newWorld(fake);
    await openPr(world, 'a');
    const push = await advanceMain(world, 1);
    const mark = world.fake.gh.requests.length;
    const result = await notify(world, { name: 'push', ...push }, { base: 'release' });
    expect(result.exitCode).toBe(0);
    expect(result.stdout).toContain("watches the base 'release'");
    expect(parseList(result.outputs.notified)).toEqual([]);
    expect(world.fake.gh.requests.length).toBe(mark);
  });
});

describe('urgency levels', () => {
  it('fyi: labels only, and a PR that caught up loses its label', async () => {
    const world = await newWorld(fake);
    const { a, b } = await twoBehind(world);
    await advanceMain(world, 1, () => ({ 'src/shared.ts': 'export const shared = "main";\n' }));
    const first = await notify(world, { name: 'workflow_dispatch' }, { urgency: 'fyi' });
    expect(first.exitCode).toBe(0);
    expect(await seen(world, a)).toMatchObject({ labels: ['mergexo:behind'], comments: 0 });
    const bSeen = await seen(world, b);
    expect(bSeen.labels).toEqual(['mergexo:conflict']);
    expect(bSeen.text).toContain('- `src/shared.ts`');

    await mergeMainInto(world, 'a');
    const second = await notify(world, { name: 'schedule' }, { urgency: 'fyi' });
    expect(second.exitCode).toBe(0);
    expect(parseList(second.outputs.behind)).toEqual([]);
    expect(parseList(second.outputs.notified)).toEqual([a]);
    expect(await seen(world, a)).toMatchObject({ labels: [], comments: 0 });
  });

  it('blocking: the check fails with the count until the PR is up to date, then turns green', async () => {
    const world = await newWorld(fake);
    const { a } = await twoBehind(world);
    await advanceMain(world, 2);
    const first = await notify(world, { name: 'workflow_dispatch' }, { urgency: 'blocking' });
    expect(first.exitCode).toBe(0);
    const before = await seen(world, a);
    expect(before.check).toMatchObject({ conclusion: 'failure', title: '3 commits behind main' });
    expect(before.check?.summary).toContain('State: **behind**');
    expect(before).toMatchObject({ labels: [], comments: 0 });

    const caughtUp = await mergeMainInto(world, 'a');
    const second = await notify(world, { name: 'workflow_dispatch' }, { urgency: 'blocking' });
    expect(second.exitCode).toBe(0);
    const after = await seen(world, a);
    expect(after.head).toBe(caughtUp);
    expect(after.check).toMatchObject({ conclusion: 'success', title: 'Up to date with main' });

    // A pull_request event keeps the gate on every new head of the PR.
    const next = await pushToPr(world, 'a', { 'src/a2.ts': 'x\n' }, 'a: more work');
    const third = await notify(world, { name: 'pull_request', number: a }, { urgency: 'blocking' });
    expect(third.exitCode).toBe(0);
    expect(await seen(world, a)).toMatchObject({ head: next, check: { conclusion: 'success' } });
  });

  it('blocking: a repeat run with nothing changed reads its own checks and writes nothing', async () => {
    const world = await newWorld(fake);
    const { a, b } = await twoBehind(world);
    const upToDate = await openPr(world, 'fresh');
    // A check of the same name from another app is not mergexo's state and must not stop it from writing.
    world.repo.addCheckRun(world.repo.branchSha('a') as string, {
      name: 'mergexo/rebase',
      conclusion: 'success',
      app: 'impostor',
    });
    const first = await notify(world, { name: 'workflow_dispatch' }, { urgency: 'blocking' });
    expect(first.exitCode, first.stdout).toBe(0);
    expect((await seen(world, a)).check).toMatchObject({ conclusion: 'failure', title: '1 commit behind main' });
    expect((await seen(world, b)).check).toMatchObject({ conclusion: 'failure' });
    expect((await seen(world, upToDate)).check).toMatchObject({ conclusion: 'success' });

    const mark = world.fake.gh.requests.length;
    const repeat = await notify(world, { name: 'workflow_dispatch' }, { urgency: 'blocking' });
    expect(repeat.exitCode, repeat.stdout).toBe(0);
    expect(writesSince(world, mark)).toEqual([]);
    expect(parseList(repeat.outputs.notified)).toEqual([]);
  });

  it('helpful: the comment says so when the PR caught up', async () => {
    const world = await newWorld(fake);
    const { a, push } = await twoBehind(world);
    await notify(world, { name: 'push', ...push });
    expect((await seen(world, a)).text).toContain('1 commit behind');
    await mergeMainInto(world, 'a');
    const result = await notify(world, { name: 'workflow_dispatch' });
    expect(parseList(result.outputs.notified)).toContain(a);
    const after = await seen(world, a);
    expect(after.status).toHaveLength(1);
    expect(after.text).toContain('✅ This branch is up to date with `main`');
  });
});

describe('the cooldown', () => {
  it('a second push within the cooldown changes nothing unless a state class changed', async () => {
    const world = await newWorld(fake);
    const { a, b, push } = await twoBehind(world);
    await notify(world, { name: 'push', ...push });
    const aFirst = await seen(world, a);
    expect(aFirst.text).toContain('1 commit behind');
    expect((await seen(world, b)).text).toContain('1 commit behind');

    // Within the cooldown: a is merely further behind (no write); b now conflicts (written at once).
    const second = await advanceMain(world, 1, () => ({ 'src/shared.ts': 'export const shared = "main";\n' }));
    const mark = world.fake.gh.requests.length;
    const result = await notify(world, { name: 'push', ...second });
    expect(result.exitCode).toBe(0);
    expect(parseList(result.outputs.notified)).toEqual([b]);
    expect((await seen(world, a)).status).toEqual(aFirst.status);
    const bNow = await seen(world, b);
    expect(bNow.labels).toEqual(['mergexo:conflict']);
    expect(bNow.status).toHaveLength(1);
    expect(bNow.text).toContain('conflicts in 1 file');
    expect(
      writesSince(world, mark)
        .map((w) => w.operation)
        .sort(),
    ).toEqual(
      [
        'PATCH /repos/{owner}/{repo}/issues/comments/{comment_id}',
        'POST /repos/{owner}/{repo}/issues/{issue_number}/labels',
      ].sort(),
    );
    expect(result.summary).toContain('cooldown');

    // Once the cooldown is over (0 here), the count is refreshed in place.
    const refreshed = await notify(world, { name: 'push', ...second }, { 'cooldown-minutes': '0' });
    expect(parseList(refreshed.outputs.notified)).toEqual([a]);
    const aNow = await seen(world, a);
    expect(aNow.status).toHaveLength(1);
    expect(aNow.text).toContain('2 commits behind');

    // Catching up is a class change: cleared at once, even within the cooldown.
    await mergeMainInto(world, 'a');
    const cleared = await notify(world, { name: 'workflow_dispatch' });
    expect(parseList(cleared.outputs.notified)).toEqual([a]);
    expect((await seen(world, a)).text).toContain('up to date');
  });
});

describe('update-branch: merge', () => {
  it('merges the base into a behind PR (history-guard accepts it) and skips a PR whose head moved', async () => {
    const world = await newWorld(fake);
    const a = await openPr(world, 'a');
    const b = await openPr(world, 'b');
    const c = await openPr(world, 'c', { files: { 'src/shared.ts': 'export const shared = "c";\n' } });
    const { gh } = world.fake;
    const guard = (action: string, extra: { before?: string; after?: string } = {}) =>
      runInProcess({
        action: 'history-guard',
        event: { name: 'pull_request', payload: gh.events.pullRequest(world.repo, a, action, extra) },
        token: TOKEN,
        apiUrl: gh.apiUrl,
        repository: world.repo.fullName,
      });
    const accepted = await guard('opened');
    expect(accepted.exitCode, accepted.stdout).toBe(0);
    const headBefore = (await seen(world, a)).head;

    const push = await advanceMain(world, 2, (i): Record<string, string> =>
      i === 0 ? { 'src/shared.ts': 'export const shared = "main";\n' } : { 'docs/x.md': 'x\n' },
    );
    // b's author pushes while the run is under way: its update must not go through.
    let moved = '';
    const stop = gh.onWrite(async () => {
      if (moved) return;
      moved = 'pending';
      moved = await pushToPr(world, 'b', { 'src/b2.ts': 'x\n' }, 'b: racing push');
    });
    const result = await notify(world, { name: 'push', ...push }, { 'update-branch': 'merge' });
    stop();
    expect(result.exitCode, result.stdout).toBe(0);
    expect(parseList(result.outputs.updated)).toEqual([a]);
    expect(parseList(result.outputs.conflicting)).toEqual([c]);
    expect(result.summary).toContain('update skipped: the head moved');

    const aAfter = await seen(world, a);
    expect(aAfter.head).not.toBe(headBefore);
    expect(aAfter.labels).toEqual([]);
    const bAfter = await seen(world, b);
    expect(bAfter.head).toBe(moved);
    expect(bAfter.status).toEqual([]);
    expect((await seen(world, c)).labels).toEqual(['mergexo:conflict']);

    // The update is a merge on top: history-guard accepts the new head as an append.
    const judged = await guard('synchronize', { before: headBefore, after: aAfter.head });
    expect(judged.exitCode, judged.stdout).toBe(0);
    expect(judged.outputs).toMatchObject({ verdict: 'accepted', transition: 'ahead' });

    // And the next run finds it up to date, while b (behind, unchanged since) is updated now.
    const next = await notify(world, { name: 'workflow_dispatch' }, { 'update-branch': 'merge' });
    expect(parseList(next.outputs.updated)).toEqual([b]);
    expect(parseList(next.outputs.behind)).toEqual([b]);
  });
});
