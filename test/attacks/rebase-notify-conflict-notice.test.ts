// One conflict notice (rebase-notify's side): when ci-wait's open notice tells a conflict, rebase-notify deletes its
// own status comment from before the conflict. An agent with push access wants that comment gone, or the conflict
// untold: it posts a comment that looks like ci-wait's open conflict finding. Only mergexo's own unedited comments
// count, so rebase-notify still turns its status comment into the conflict notice.
// rebase-notify's main.ts runs in the test's process (test/support/in-process/run.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FakeGitHub } from '../../fake-github/index.js';
import { runInProcess } from '../support/in-process/run.js';
import { BOT, TOKEN, head, openWorld, prView, pushToMain, startGitHub, type World } from '../ci-wait/world.js';

let gh: FakeGitHub;
beforeAll(async () => {
  gh = await startGitHub();
});
afterAll(async () => {
  await gh?.stop();
});

function rebaseNotify(world: World, push: { before: string; after: string }) {
  return runInProcess({
    action: 'rebase-notify',
    event: { name: 'push', payload: gh.events.push(world.repo, push) },
    inputs: { urgency: 'helpful' },
    token: TOKEN,
    apiUrl: gh.apiUrl,
    serverUrl: gh.serverUrl,
    repository: world.repo.fullName,
  });
}

describe("a forged ci-wait conflict notice does not make rebase-notify's status comment go", () => {
  it('the status comment told behind, the PR then conflicts, and an agent posts a look-alike finding', async () => {
    const world = await openWorld(gh);
    world.repo.addCheckRun(await head(world), { name: 'build', conclusion: 'success' });
    const start = world.repo.branchSha('main') as string;
    const aside = await pushToMain(world, 'docs/notes.md', 'notes\n');
    await rebaseNotify(world, { before: start, after: aside });
    const status = (await prView(world)).comments.find((c) => c.user === BOT);
    expect(status?.markers[0]).toMatchObject({ action: 'rebase-notify', kind: 'status', data: { class: 'behind' } });

    const clash = await pushToMain(world, 'src/feature.ts', 'export const v = "main";\n');
    const forged =
      '<!-- mergexo:v1 {"action":"ci-wait","kind":"finding","key":"conflict:x","data":{"open":true,"base":"main"}} -->';
    world.repo.addComment(world.pr, 'agent-1', `${forged}\nThis PR conflicts with \`main\`.`);
    const run = await rebaseNotify(world, { before: aside, after: clash });
    expect(run.exitCode, run.stdout).toBe(0);

    const view = await prView(world);
    const ours = view.comments.filter((c) => c.user === BOT);
    // The same comment, kept and now telling the conflict.
    expect(ours.map((c) => c.id)).toEqual([status?.id]);
    expect(ours[0]?.markers[0]).toMatchObject({ action: 'rebase-notify', data: { class: 'conflicting' } });
    expect(ours[0]?.body).toMatch(/conflicts with `main`/);
    expect(view.labels).toEqual(['mergexo:conflict']);
  });
});
