// Observe mode (`enforcement: observe`) on history-guard: an agent's rewrite is judged as usual and reported in a
// neutral check and the job summary, and nothing else is written (no label, comment or backup ref); the step
// passes. Switching to enforce with `enforced-since` at the switch does not block the rewrite made while observing,
// and without it, it does (the control that shows the cut-off is what accepts it). An observing run keeps no state
// in its check, so what it only reported never binds the runs that enforce.
// main.ts runs in the test's process (test/support/in-process/run.ts).
import { describe, expect, it } from 'vitest';
import {
  guardInProcess as guard,
  openWorld,
  operatorInProcess as operator,
  prState,
  pushCommit,
  useGitHub,
} from '../e2e/support/history-guard-world.js';
import { nextSecond, useSteppedClock } from '../support/stepped-clock.js';
import { newestCheck, writesBesideChecks } from './support.js';

const gh = useGitHub();
useSteppedClock();
const CHECK = 'mergexo/history-guard';
const OBSERVE = { inputs: { enforcement: 'observe' } };

describe('observe mode: history-guard', () => {
  it('reports a rewrite as "would fail" in a neutral check and the summary, writes nothing else, passes', async () => {
    const world = await openWorld(gh);
    const first = await guard(world, 'opened', {}, OBSERVE);
    expect(first.exitCode, first.stdout).toBe(0);
    expect(newestCheck(world.repo, world.heads[0] ?? '', CHECK)).toMatchObject({ conclusion: 'neutral' });
    expect(newestCheck(world.repo, world.heads[0] ?? '', CHECK)?.output.title).toMatch(/^Would pass: /);

    await world.wt.git('commit', '--amend', '-m', 'rewritten');
    await world.wt.push(world.branch, { force: true });
    const rewritten = await world.wt.head();
    const from = gh.requests.length;
    const result = await guard(world, 'synchronize', {}, OBSERVE);
    expect(result.exitCode, result.stdout).toBe(0);
    expect(result.errorLine).toBeUndefined();
    expect(result.outputs).toMatchObject({ verdict: 'blocked', 'observed-head': rewritten });
    expect(result.summary).toContain('Observe mode');
    expect(result.summary).toContain('enforced nothing');
    const check = newestCheck(world.repo, rewritten, CHECK);
    expect(check?.conclusion).toBe('neutral');
    expect(check?.output.title).toMatch(/^Would fail: Blocked: history rewritten/);
    expect(check?.output.summary).toContain('would have concluded `failure`');
    expect(writesBesideChecks(gh.requests, from)).toEqual([]);
    const seen = await prState(world);
    expect(seen.labels).toEqual([]);
    expect(seen.comments).toEqual([]);
    expect(seen.backupRefs).toEqual([]);

    // Switching to enforce at a moment after the rewrite, with enforced-since set to it: not blocked.
    const switchedAt = new Date(Date.now() + 1).toISOString();
    // GitHub records the next push to the second: it is moved to a later second than the switch.
    nextSecond();
    const next = await pushCommit(world, 2);
    const enforced = await guard(world, 'synchronize', {}, { inputs: { 'enforced-since': switchedAt } });
    expect(enforced.exitCode, enforced.stdout).toBe(0);
    expect(enforced.outputs).toMatchObject({ verdict: 'accepted', 'observed-head': next });
    expect(newestCheck(world.repo, next, CHECK)).toMatchObject({ conclusion: 'success' });
    expect(enforced.summary).not.toContain('Observe mode');
  });

  it('the control: without the cut-off, a rewrite made while observing blocks once enforcing', async () => {
    const world = await openWorld(gh);
    expect((await guard(world, 'opened', {}, OBSERVE)).exitCode).toBe(0);
    await world.wt.git('commit', '--amend', '-m', 'rewritten');
    await world.wt.push(world.branch, { force: true });
    expect((await guard(world, 'synchronize', {}, OBSERVE)).outputs.verdict).toBe('blocked');
    // The observing run kept no state, so the switch judges from GitHub's record alone.
    await pushCommit(world, 2);
    const strict = await guard(world, 'synchronize', {}, { inputs: { 'enforced-since': '' } });
    expect(strict.exitCode).toBe(1);
    expect(strict.outputs.verdict).toBe('blocked');
    expect((await prState(world)).labels).toContain('mergexo:blocked');
  });

  it("an operator's unblock is carried out as asked, even in an operator workflow that observes", async () => {
    const world = await openWorld(gh);
    await guard(world, 'opened');
    await world.wt.git('commit', '--amend', '-m', 'rewritten');
    await world.wt.push(world.branch, { force: true });
    const rewritten = await world.wt.head();
    expect((await guard(world, 'synchronize')).outputs.verdict).toBe('blocked');
    const unblock = await operator(world, {
      mode: 'unblock',
      'pull-request': String(world.pr),
      'accept-head': rewritten,
      enforcement: 'observe',
    });
    expect(unblock.exitCode, unblock.stdout).toBe(0);
    expect(unblock.outputs.verdict).toBe('unblocked');
    expect(unblock.stdout).toContain("this operator's request is carried out as asked");
    expect((await prState(world)).labels).toEqual([]);
    expect(newestCheck(world.repo, rewritten, CHECK)).toMatchObject({ conclusion: 'success' });
  });

  it('a run that cannot decide (GitHub keeps failing) would refuse: a warning says so, and the step passes', async () => {
    const world = await openWorld(gh);
    const from = gh.requests.length;
    // Both of the PR's reads: the gates' read (with the check's runs and the files) and the plain one it falls back to.
    for (const operation of ['mergexoPullRequestGateRead', 'mergexoPullRequestRead'])
      gh.faults.next({ kind: '502', match: { operation }, times: 100 });
    try {
      const result = await guard(world, 'opened', {}, OBSERVE);
      expect(result.exitCode, result.stdout).toBe(0);
      const warnings = result.annotations.filter((a) => a.level === 'warning').map((a) => a.message);
      expect(warnings.some((w) => w.includes('this step would have failed') && w.includes('would refuse'))).toBe(true);
    } finally {
      gh.faults.clear();
    }
    expect(writesBesideChecks(gh.requests, from)).toEqual([]);
  });
});
