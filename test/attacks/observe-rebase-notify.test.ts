// Observe mode (`enforcement: observe`) on rebase-notify: PRs behind their base and in conflict, with update-branch
// and the ready mark on and blocking urgency, are judged as usual; the step passes, the outputs carry the states,
// the checks are neutral, and nothing else is written: no label, comment, branch update or ready-mark change.
// main.ts runs in the test's process (test/support/in-process/run.ts).
import { describe, expect, it } from 'vitest';
import { advanceMain, newWorld, notifyInProcess as notify, openPr, seen, useFake } from '../rebase-notify/world.js';
import { writesBesideChecks } from './support.js';

const fake = useFake();

describe('observe mode: rebase-notify', () => {
  it('behind and conflicting PRs, blocking urgency, update-branch: neutral checks and the summary only', async () => {
    const world = await newWorld(fake);
    const behind = await openPr(world, 'a');
    const conflicting = await openPr(world, 'c', { files: { 'src/shared.ts': 'export const shared = "c";\n' } });
    await advanceMain(world, 2, (i): Record<string, string> =>
      i === 0 ? { 'src/shared.ts': 'export const shared = "main";\n' } : { 'docs/x.md': 'x\n' },
    );
    const heads = [(await seen(world, behind)).head, (await seen(world, conflicting)).head];
    const from = fake.gh.requests.length;
    const result = await notify(
      world,
      { name: 'workflow_dispatch' },
      { urgency: 'blocking', 'update-branch': 'merge', 'ready-mark': 'label', enforcement: 'observe' },
    );
    expect(result.exitCode, result.stdout).toBe(0);
    expect(result.errorLine).toBeUndefined();
    expect(result.summary).toContain('Observe mode');
    expect(writesBesideChecks(fake.gh.requests, from)).toEqual([]);
    for (const [i, number] of [behind, conflicting].entries()) {
      const pr = await seen(world, number);
      expect(pr.head).toBe(heads[i]);
      expect(pr.labels).toEqual([]);
      expect(pr.comments).toBe(0);
      expect(pr.check?.conclusion).toBe('neutral');
      expect(pr.check?.title).toMatch(/^Would fail: /);
    }
  });
});
