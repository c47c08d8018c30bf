// The runner's side of history-guard failing closed, on the built bundle: when GitHub keeps failing while history
// is checked, the step fails with one line saying it could not decide and refuses, and nothing on the PR changes.
// How runs converge (re-runs, runs at once, a run stopped after each write, random faults) is tested in-process in
// test/history-guard/resilience.git.test.ts.
import { describe, expect, it } from 'vitest';
import { guardIn } from '../history-guard/in-process.js';
import { guard, openWorld, prState, pushCommit, useGitHub } from './support/history-guard-world.js';

const gh = useGitHub();

describe('history-guard fails closed', () => {
  it('refuses, and says why, when GitHub keeps failing while history is checked', async () => {
    const world = await openWorld(gh);
    await guardIn(world, 'opened');
    await pushCommit(world, 2);
    await guardIn(world);
    await world.wt.git('commit', '--amend', '-m', 'rewritten');
    await world.wt.push('feature', { force: true });
    const before = await prState(world);
    gh.faults.next({ kind: '502', match: { path: /\/compare\// }, times: 100 });
    try {
      const result = await guard(world);
      expect(result.exitCode).toBe(1);
      expect(result.errorLine).toMatch(/could not decide and refuses: GitHub did not answer/);
    } finally {
      gh.faults.clear();
    }
    const after = await prState(world);
    expect(after.labels).toEqual(before.labels);
    expect(after.comments).toEqual(before.comments);
  });
});
