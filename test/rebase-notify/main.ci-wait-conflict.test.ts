// One conflict, one notice: rebase-notify (on the base's push) and ci-wait (on the PR) both find that
// a PR conflicts with main. Whichever reports it first is the PR's notice; the other adds none of its
// own, and both still label the PR and write their checks. Both run with the same token, as they do in one
// repository, each action's main.ts in the test's process (../support/in-process/run.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FakeGitHub } from '../../fake-github/index.js';
import type { RunActionResult } from '../support/run-action.js';
import { runInProcess } from '../support/in-process/run.js';
import {
  BOT,
  TOKEN,
  ciWaitInProcess as ciWait,
  head,
  openWorld,
  prView,
  pushToMain,
  startGitHub,
  type World,
} from '../ci-wait/world.js';

let gh: FakeGitHub;
beforeAll(async () => {
  gh = await startGitHub();
});
afterAll(async () => {
  await gh?.stop();
});

/** A PR whose CI is green, then a push to main that changes the file it changes: it conflicts. */
async function conflictingWorld(): Promise<{ world: World; before: string; after: string }> {
  const world = await openWorld(gh);
  world.repo.addCheckRun(await head(world), { name: 'build', conclusion: 'success' });
  const before = world.repo.branchSha('main') as string;
  const other = await world.repo.clone('maintainer');
  await other.checkout('main');
  const after = await other.commit({ 'src/feature.ts': 'export const v = "main";\n' }, 'main: change the feature');
  await other.push('main');
  return { world, before, after };
}

function rebaseNotify(world: World, push: { before: string; after: string }, urgency = 'helpful') {
  return runInProcess({
    action: 'rebase-notify',
    event: { name: 'push', payload: gh.events.push(world.repo, push) },
    inputs: { urgency },
    token: TOKEN,
    apiUrl: gh.apiUrl,
    serverUrl: gh.serverUrl,
    repository: world.repo.fullName,
  });
}

/** mergexo's comments on the PR that tell the author it conflicts. */
async function conflictNotices(world: World) {
  const view = await prView(world);
  return view.comments.filter((c) => c.user === BOT && /conflicts with `main`/.test(c.body));
}

const checkOf = (world: World, sha: string, name: string) =>
  world.repo
    .checkRuns(sha)
    .filter((c) => c.name === name)
    .sort((a, b) => b.id - a.id)[0];

function expectConflictOutputs(notified: RunActionResult, judged: RunActionResult, pr: number) {
  expect(JSON.parse(notified.outputs.conflicting ?? '[]')).toEqual([pr]);
  expect(judged.outputs.outcome).toBe('conflict');
  expect(judged.exitCode).toBe(1);
}

describe('one conflict, one notice (rebase-notify and ci-wait on the same PR)', () => {
  it('rebase-notify first: its notice is the one; ci-wait labels and fails its check, and adds no comment', async () => {
    const { world, before, after } = await conflictingWorld();
    const notified = await rebaseNotify(world, { before, after }, 'blocking');
    expect(await conflictNotices(world)).toHaveLength(1);
    const judged = await ciWait(world);
    expectConflictOutputs(notified, judged, world.pr);

    const notices = await conflictNotices(world);
    expect(notices).toHaveLength(1);
    expect(notices[0]?.markers[0]).toMatchObject({ action: 'rebase-notify', kind: 'status' });
    // ci-wait's count of failed rounds rides on that notice, in its marker line: no comment of its own.
    expect(notices[0]?.markers[1]).toMatchObject({ action: 'ci-wait', kind: 'count' });
    const view = await prView(world);
    expect(view.ciState).toMatchObject({ attempts: 1 });
    expect(view.comments).toHaveLength(1);
    expect(view.labels).toEqual(['mergexo:conflict']);
    expect(view.verdict).toMatchObject({ conclusion: 'failure', title: 'The PR conflicts with its base branch' });
    expect(checkOf(world, view.head, 'mergexo/rebase')?.conclusion).toBe('failure');

    // Both again: still one notice, and the count is kept (the same round counts once).
    await rebaseNotify(world, { before, after }, 'blocking');
    expect((await ciWait(world)).outputs.attempt).toBe('1');
    expect(await conflictNotices(world)).toHaveLength(1);

    // The author resolves the conflict; CI then fails: the second round's finding carries the count on.
    const wt = world.wt;
    await wt.git('fetch', '-q', 'origin', 'main');
    await wt.git('merge', '-q', '-X', 'theirs', 'origin/main', '-m', 'merge main');
    await wt.push(world.branch);
    world.repo.addCheckRun(await head(world), { name: 'build', conclusion: 'failure' });
    expect((await ciWait(world)).outputs).toMatchObject({ outcome: 'ci_failed', attempt: '2' });
    expect((await prView(world)).ciState).toMatchObject({ attempts: 2 });
  });

  it('ci-wait first: its finding is the one; rebase-notify labels and fails its check, and adds no comment', async () => {
    const { world, before, after } = await conflictingWorld();
    const judged = await ciWait(world);
    expect(await conflictNotices(world)).toHaveLength(1);
    const notified = await rebaseNotify(world, { before, after }, 'blocking');
    expectConflictOutputs(notified, judged, world.pr);

    const notices = await conflictNotices(world);
    expect(notices).toHaveLength(1);
    expect(notices[0]?.markers[0]).toMatchObject({ action: 'ci-wait', kind: 'finding', data: { base: 'main' } });
    const view = await prView(world);
    expect(view.comments).toHaveLength(1);
    expect(view.labels).toEqual(['mergexo:conflict']);
    expect(view.verdict?.conclusion).toBe('failure');
    expect(checkOf(world, view.head, 'mergexo/rebase')?.conclusion).toBe('failure');
    // ci-wait's count rides on its finding.
    expect(view.ciState).toMatchObject({ attempts: 1 });

    await ciWait(world);
    await rebaseNotify(world, { before, after }, 'blocking');
    expect(await conflictNotices(world)).toHaveLength(1);
  });

  it('rebase-notify told the PR it was behind, then ci-wait reported the conflict: still one notice', async () => {
    const world = await openWorld(gh);
    world.repo.addCheckRun(await head(world), { name: 'build', conclusion: 'success' });
    // main moves on elsewhere: the PR is behind, and rebase-notify's status comment says so.
    const start = world.repo.branchSha('main') as string;
    const aside = await pushToMain(world, 'docs/notes.md', 'notes\n');
    await rebaseNotify(world, { before: start, after: aside });
    const told = (await prView(world)).comments.filter((c) => c.user === BOT);
    expect(told).toHaveLength(1);
    expect(told[0]?.markers[0]).toMatchObject({ action: 'rebase-notify', kind: 'status', data: { class: 'behind' } });

    // main then changes the PR's file: ci-wait reports the conflict first, then rebase-notify runs.
    const clash = await pushToMain(world, 'src/feature.ts', 'export const v = "main";\n');
    expect((await ciWait(world)).outputs.outcome).toBe('conflict');
    const notified = await rebaseNotify(world, { before: aside, after: clash });
    expect(JSON.parse(notified.outputs.conflicting ?? '[]')).toEqual([world.pr]);

    const notices = await conflictNotices(world);
    expect(notices).toHaveLength(1);
    expect(notices[0]?.markers[0]).toMatchObject({ action: 'ci-wait', kind: 'finding', data: { open: true } });
    const view = await prView(world);
    // rebase-notify's status comment went: nothing of mergexo's still says the PR is merely behind.
    expect(view.comments.filter((c) => c.user === BOT).map((c) => c.id)).toEqual([notices[0]?.id]);
    expect(view.labels).toEqual(['mergexo:conflict']);
    expect(checkOf(world, view.head, 'mergexo/ci-wait')?.conclusion).toBe('failure');

    // The next runs keep it so: rebase-notify reads the class from the label and writes no new comment.
    await rebaseNotify(world, { before: aside, after: clash });
    await ciWait(world);
    expect((await prView(world)).comments.filter((c) => c.user === BOT)).toHaveLength(1);

    // The author resolves the conflict: ci-wait's notice is closed, and no comment of mergexo's says conflict.
    const wt = world.wt;
    await wt.git('fetch', '-q', 'origin', 'main');
    await wt.git('merge', '-q', '-X', 'theirs', 'origin/main', '-m', 'merge main');
    await wt.push(world.branch);
    world.repo.addCheckRun(await head(world), { name: 'build', conclusion: 'success' });
    await ciWait(world);
    await rebaseNotify(world, { before: aside, after: clash });
    const after = await prView(world);
    expect(after.openFindings).toEqual([]);
    expect(after.labels).toEqual([]);
  });

  it('rebase-notify told the PR it was behind, then reported the conflict first: ci-wait adds no notice', async () => {
    const world = await openWorld(gh);
    world.repo.addCheckRun(await head(world), { name: 'build', conclusion: 'success' });
    const start = world.repo.branchSha('main') as string;
    const aside = await pushToMain(world, 'docs/notes.md', 'notes\n');
    await rebaseNotify(world, { before: start, after: aside });
    const status = (await prView(world)).comments.find((c) => c.user === BOT);

    const clash = await pushToMain(world, 'src/feature.ts', 'export const v = "main";\n');
    await rebaseNotify(world, { before: aside, after: clash });
    expect((await ciWait(world)).outputs.outcome).toBe('conflict');
    await rebaseNotify(world, { before: aside, after: clash });

    // The status comment itself became the notice; ci-wait's count rides on it.
    const view = await prView(world);
    expect(view.comments.map((c) => c.id)).toEqual([status?.id]);
    expect(view.comments[0]?.markers[0]).toMatchObject({ action: 'rebase-notify', data: { class: 'conflicting' } });
    expect(view.findings).toEqual([]);
    expect(view.ciState).toMatchObject({ attempts: 1 });
    expect(await conflictNotices(world)).toHaveLength(1);
  });

  it('a forged notice by someone else silences neither: ci-wait posts its own finding', async () => {
    const { world } = await conflictingWorld();
    const forged =
      '<!-- mergexo:v1 {"action":"rebase-notify","kind":"status","key":"pr","data":{"class":"conflicting","base":"main"}} -->';
    world.repo.addComment(world.pr, 'agent-1', `${forged}\nThis branch conflicts with \`main\`.`);
    expect((await ciWait(world)).outputs.outcome).toBe('conflict');
    const view = await prView(world);
    expect(view.findings).toHaveLength(1);
    expect(view.findings[0]?.markers[0]).toMatchObject({ data: { open: true, base: 'main' } });
  });
});
