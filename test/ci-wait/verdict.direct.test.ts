// The verdict check's steps called as the shell calls them, on the fake GitHub: a PR's part, what a run
// remembers, the verdict standing on a head, and the verdict written on the commit for every PR it heads.
import { describe, expect, it } from 'vitest';
import { partOf, remember, standingVerdict, writeVerdictOnCommit } from '../../src/ci-wait/verdict.js';
import { evaluatePullRequest } from '../../src/ci-wait/wait.js';
import { writeOutcome } from '../../src/ci-wait/writes.js';
import { readPull } from '../../src/core/pr/read.js';
import { runOn, settingsOf } from './direct.js';
import { BOT, head, openWorld, prView, useGitHub } from './world.js';

const gh = useGitHub();

describe('partOf and remember', () => {
  it('a success or a merge passes the commit; any other outcome fails it, saying which', () => {
    expect(partOf(3, 'success')).toEqual({ number: 3, pass: true });
    expect(partOf(3, 'merged')).toEqual({ number: 3, pass: true });
    expect(partOf(3, 'ci_failed')).toEqual({
      number: 3,
      pass: false,
      reason: { kind: 'outcome', outcome: 'ci_failed' },
    });
    expect(partOf(4, 'timeout').pass).toBe(false);
  });

  it("keeps a PR's part on its head for the run, and forgets a merged PR (no longer open on the commit)", async () => {
    const run = runOn(gh, await openWorld(gh));
    remember(run, 7, 'a'.repeat(40), 'conflict');
    expect(run.judged.get(7)).toEqual({ head: 'a'.repeat(40), part: partOf(7, 'conflict') });
    remember(run, 7, 'a'.repeat(40), 'merged');
    expect(run.judged.has(7)).toBe(false);
  });
});

describe('standingVerdict', () => {
  it("is the newest completed verdict check on the head, only when this token's identity wrote it", async () => {
    const world = await openWorld(gh);
    const sha = await head(world);
    const settings = settingsOf();
    expect(await standingVerdict(runOn(gh, world), settings, sha, BOT)).toBeUndefined();
    world.repo.addCheckRun(sha, { name: 'mergexo/ci-wait', conclusion: 'failure', app: 'github-actions' });
    world.repo.addCheckRun(sha, { name: 'mergexo/ci-wait', conclusion: 'success', app: 'github-actions' });
    expect(await standingVerdict(runOn(gh, world), settings, sha, BOT)).toEqual({
      conclusion: 'success',
      externalId: null,
      app: 'github-actions',
    });
    expect(await standingVerdict(runOn(gh, world), settings, sha, 'other-app[bot]')).toBeUndefined();
    world.repo.addCheckRun(sha, { name: 'mergexo/ci-wait', conclusion: 'success', app: 'impostor' });
    expect(await standingVerdict(runOn(gh, world), settings, sha, BOT)).toBeUndefined();
  });
});

describe('writeVerdictOnCommit', () => {
  it('writes the verdict of the PR on its head, once for the same facts', async () => {
    const world = await openWorld(gh);
    const sha = await head(world);
    world.repo.addCheckRun(sha, { name: 'build', conclusion: 'success' });
    const settings = settingsOf();
    const verdict = async () => {
      const run = runOn(gh, world);
      const evaluation = await evaluatePullRequest(run, settings, world.pr, 'event');
      const view = await readPull(run.ctx.github, run.ctx.repo, world.pr);
      const plan = await writeOutcome(run.ctx, view, settings, evaluation, undefined);
      return writeVerdictOnCommit(run, settings, world.pr, evaluation, plan, view.viewer);
    };
    const commit = await verdict();
    expect(commit).toEqual({ pass: true, failing: [] });
    const view = await prView(world);
    expect(view.verdict).toMatchObject({ conclusion: 'success', title: 'CI passed and the PR can merge' });
    await verdict();
    expect((await prView(world)).verdictCount).toBe(1);
  });
});
