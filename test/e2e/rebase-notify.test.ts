// rebase-notify on the built bundle (dist/rebase-notify/index.js) as the runner starts it, against the fake GitHub
// with real git: the full path of a push to the base, with the runner's contract (outputs, exit code, summary). What
// it decides and writes is tested in the test's process: test/rebase-notify/main.*.test.ts, and here the re-run of
// the same event.
import { describe, expect, it } from 'vitest';
import {
  advanceMain,
  newWorld,
  notify,
  notifyInProcess,
  openPr,
  parseList,
  seen,
  useFake,
  writesSince,
} from '../rebase-notify/world.js';

const fake = useFake();

/**
 * Six PRs around a base that moved by 40 commits: up to date, behind by 1, behind by 40,
 * conflicting, a draft, and one on another base.
 */
async function sixPrs() {
  const world = await newWorld(fake);
  const m0 = world.main.at(-1) as string;
  await world.wt.checkout('release', { create: true, from: m0 });
  await world.wt.push('release');
  await world.wt.checkout('main');
  const behind40 = await openPr(world, 'behind-40', { from: m0 });
  const conflicting = await openPr(world, 'conflicting', {
    from: m0,
    files: { 'src/shared.ts': 'export const shared = "pr";\n' },
  });
  const draft = await openPr(world, 'draft', { from: m0, draft: true });
  const otherBase = await openPr(world, 'other-base', { from: m0, base: 'release' });
  await advanceMain(world, 39, (i) =>
    i === 5 ? { 'src/shared.ts': 'export const shared = "main";\n' } : { [`docs/n${i}.md`]: `${i}\n` },
  );
  const behind1 = await openPr(world, 'behind-1');
  const push = await advanceMain(world, 1);
  const upToDate = await openPr(world, 'up-to-date');
  return { world, push, prs: { upToDate, behind1, behind40, conflicting, draft, otherBase } };
}

describe('rebase-notify on a push to the base', () => {
  it('treats each kind of PR as the contract says (helpful urgency)', async () => {
    const { world, push, prs } = await sixPrs();
    const result = await notify(world, { name: 'push', ...push });
    expect(result.exitCode, result.stdout).toBe(0);
    expect(parseList(result.outputs.behind).sort()).toEqual([prs.behind1, prs.behind40].sort());
    expect(parseList(result.outputs.conflicting)).toEqual([prs.conflicting]);
    expect(parseList(result.outputs.notified).sort()).toEqual([prs.behind1, prs.behind40, prs.conflicting].sort());
    expect(parseList(result.outputs.updated)).toEqual([]);
    expect(result.summary).toContain('Drift measured with a local git');

    expect(await seen(world, prs.upToDate)).toMatchObject({ labels: [], comments: 0 });

    const behind1 = await seen(world, prs.behind1);
    expect(behind1.labels).toEqual([]);
    expect(behind1.status).toHaveLength(1);
    expect(behind1.text).toContain('1 commit behind `main`');
    expect(behind1.text).toContain(`\`${push.after.slice(0, 7)}\` main: change 41`);

    const behind40 = await seen(world, prs.behind40);
    expect(behind40.status).toHaveLength(1);
    expect(behind40.text).toContain('40 commits behind `main`');
    const listed = behind40.text?.split('\n').filter((l) => /^- `[0-9a-f]{7}` /.test(l)) ?? [];
    expect(listed).toHaveLength(5);
    expect(listed[0]).toContain('main: change 41');
    expect(listed[4]).toContain('main: change 37');
    expect(behind40.text).toContain('… and 35 more commits');

    const conflicting = await seen(world, prs.conflicting);
    expect(conflicting.labels).toEqual(['mergexo:conflict']);
    expect(conflicting.status).toHaveLength(1);
    expect(conflicting.text).toContain('conflicts in 1 file');
    expect(conflicting.text).toContain('- `src/shared.ts`');

    expect(await seen(world, prs.draft)).toMatchObject({ labels: [], comments: 0 });
    expect(await seen(world, prs.otherBase)).toMatchObject({ labels: [], comments: 0 });

    expect(result.summary).toContain('2 behind, 1 conflicting');
    expect(result.summary).toContain('draft');

    // The same event again writes nothing.
    const mark = world.fake.gh.requests.length;
    const again = await notifyInProcess(world, { name: 'push', ...push });
    expect(again.exitCode).toBe(0);
    expect(writesSince(world, mark)).toEqual([]);
    expect(parseList(again.outputs.notified)).toEqual([]);
  });
});
