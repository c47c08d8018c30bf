// history-guard under GitHub's faults: with a fifth of requests failing every scenario reaches the fault-free state
// (main.ts in the test's process: the state on the PR is the point, not the runner's contract), and when GitHub
// keeps failing while history is checked, the built bundle's step fails with one line saying it could not decide
// and refuses, and nothing on the PR changes. Re-runs, runs at once and a run stopped after each write are tested
// in-process in test/history-guard/resilience.git.test.ts.
import { describe, expect, it } from 'vitest';
import { guardIn } from '../support/in-process/history-guard.js';
import {
  guard,
  guardInProcess,
  openWorld,
  operatorInProcess,
  prState,
  pushCommit,
  useGitHub,
  type World,
} from './support/history-guard-world.js';

const gh = useGitHub();

/** The final state with the parts that differ between repositories (SHAs, PR numbers) normalised. */
async function comparable(world: World) {
  const state = await prState(world);
  const scrub = (s: string) => {
    let out = s;
    for (const sha of [...world.heads, state.head]) out = out.replaceAll(sha, 'SHA');
    return out
      .replace(/[0-9a-f]{40}/g, 'SHA')
      .replace(/\b[0-9a-f]{7}\b/g, 'SHORT')
      .replace(/pr-\d+/g, 'pr-N')
      .replace(/pull-request=\d+/g, 'pull-request=N')
      .replace(/#\d+/g, '#N');
  };
  return {
    labels: state.labels,
    comments: state.comments.map((c) => ({ user: c.user, body: scrub(c.body) })),
    check: state.check,
    backupRefs: state.backupRefs.length,
  };
}

describe('history-guard fails closed', () => {
  it('with 20% of requests failing (5xx, 429, 403 secondary, drops), every scenario reaches the fault-free state', async () => {
    const scenario = async () => {
      const world = await openWorld(gh);
      await guardInProcess(world, 'opened');
      await pushCommit(world, 2);
      await guardInProcess(world);
      await world.wt.git('commit', '--amend', '-m', 'rewritten');
      await world.wt.push('feature', { force: true });
      await guardInProcess(world);
      await guardInProcess(world);
      await operatorInProcess(world, {
        mode: 'unblock',
        'pull-request': String(world.pr),
        'accept-head': (await world.repo.pull(world.pr)).headSha,
      });
      await pushCommit(world, 3);
      await guardInProcess(world);
      return comparable(world);
    };
    const clean = await scenario();
    for (const seed of [1, 2, 3]) {
      gh.faults.random({ rate: 0.2, kinds: ['500', '502', '503', '403-secondary', '429', 'drop'], seed });
      try {
        expect(await scenario(), `seed ${seed}`).toEqual(clean);
      } finally {
        gh.faults.clear();
      }
    }
  });

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
