// A verdict GitHub deletes with someone else's workflow run. A check run written with GITHUB_TOKEN cannot name its
// check suite: GitHub files it under the first workflow run on its commit, which under `pull_request_target` (whose
// own run is on the base commit) is usually CI's (docs/github-behaviour.md). Deleting CI's run, as a clean-up of old
// runs does, deletes mergexo's verdicts with it, and GitHub delivers no event for that. The PR then waits for the
// required checks and never passes without them; the job summary said why and how to bring them back, and the next
// run writes them again (every gate writes its verdict on every run). The scheduled sweep brings back rebase-notify's
// own check by itself. Each action's main.ts runs in the test's process (test/support/in-process/run.ts).
import { describe, expect, it } from 'vitest';
import type { World } from './support/history-guard-world.js';
import { openWorld, TOKEN, useGitHub } from './support/history-guard-world.js';
import { runInProcess } from '../support/in-process/run.js';
import { userToken } from '../support/fake-world.js';

const MAYA = 'ghp_maya_cleanup';
const gh = useGitHub(userToken(MAYA, 'maya'));
/** rebase-notify with `urgency: blocking` writes `mergexo/rebase` on each PR head and on the scheduled sweep. */
const INPUTS = { 'drift-source': 'api', urgency: 'blocking' };
const GUARD = 'mergexo/history-guard';
const REBASE = 'mergexo/rebase';

function run(world: World, action: string, name: string, payload: unknown) {
  return runInProcess({
    action,
    event: { name, payload },
    inputs: INPUTS,
    token: TOKEN,
    apiUrl: gh.apiUrl,
    repository: world.repo.fullName,
    actor: 'agent-1',
  });
}

const opened = (world: World) => gh.events.pullRequest(world.repo, world.pr, 'opened');
const sweep = (world: World) => ({ schedule: '17 */6 * * *', repository: { full_name: world.repo.fullName } });

/** mergexo's newest verdict of each name on the PR head. */
async function verdicts(world: World) {
  const head = (await world.repo.pull(world.pr)).headSha;
  const newest = new Map<string, { id: number; conclusion: string | null }>();
  for (const c of world.repo.checkRuns(head).sort((a, b) => a.id - b.id))
    if (c.name.startsWith('mergexo/')) newest.set(c.name, { id: c.id, conclusion: c.conclusion });
  return newest;
}

const conclusions = async (world: World) =>
  Object.fromEntries([...(await verdicts(world))].map(([name, v]) => [name, v.conclusion]).sort());

/** An agent's PR with CI's `pull_request` run on its head, started before `action` wrote anything there. */
async function withCi(action: string, check: string) {
  const world = await openWorld(gh);
  world.repo.requiredChecks = [check];
  const head = world.heads[0]!;
  const ci = world.repo.recordWorkflowRun({
    actor: 'agent-1',
    event: 'pull_request',
    path: '.github/workflows/ci.yml',
    headSha: head,
  });
  world.repo.addCheckRun(head, { name: 'test', conclusion: 'success', workflowRun: ci });
  // mergexo's own run: `pull_request_target` runs on the base branch's commit.
  world.repo.recordWorkflowRun({
    actor: 'agent-1',
    event: 'pull_request_target',
    headSha: world.repo.branchSha('main')!,
  });
  const first = await run(world, action, 'pull_request_target', opened(world));
  expect(first.exitCode, first.stdout).toBe(0);
  return { world, ci, first };
}

/** A maintainer's clean-up deletes CI's run, as `DELETE /repos/{owner}/{repo}/actions/runs/{run_id}`. */
async function deleteRun(world: World, runId: number): Promise<number> {
  const res = await fetch(`${gh.apiUrl}/repos/${world.repo.fullName}/actions/runs/${runId}`, {
    method: 'DELETE',
    headers: { authorization: `token ${MAYA}`, accept: 'application/vnd.github+json' },
  });
  return res.status;
}

describe("mergexo's verdicts deleted with CI's workflow run", () => {
  it('history-guard’s goes with it: the PR waits and never passes without it; the next run writes it again', async () => {
    const { world, ci, first } = await withCi('history-guard', GUARD);
    expect(await conclusions(world)).toEqual({ [GUARD]: 'success' });
    // GitHub filed it under CI's run, not under mergexo's own.
    const verdict = (await verdicts(world)).get(GUARD)!;
    expect(world.repo.checkSuites.runOf(verdict.id)?.id).toBe(ci.id);
    expect((await world.repo.pull(world.pr)).mergeableState).toBe('clean');
    // The job summary said where the verdict lives and how to get it back.
    expect(first.summary).toContain('deleting that run deletes the verdict');
    expect(first.summary).toContain('re-run this job, push, or close and reopen the pull request');

    expect(await deleteRun(world, ci.id)).toBe(204);
    expect(await conclusions(world)).toEqual({});
    // Stuck, not passed: the required check is missing.
    expect((await world.repo.pull(world.pr)).mergeableState).toBe('blocked');

    // The next run (here the job re-run: the same event) writes the verdict again on the same head.
    const again = await run(world, 'history-guard', 'pull_request_target', opened(world));
    expect(again.exitCode, again.stdout).toBe(0);
    expect(await conclusions(world)).toEqual({ [GUARD]: 'success' });
    expect((await world.repo.pull(world.pr)).mergeableState).toBe('clean');
  });

  it('rebase-notify’s goes with it too, and the scheduled sweep writes it again by itself', async () => {
    const { world, ci } = await withCi('rebase-notify', REBASE);
    expect(await conclusions(world)).toEqual({ [REBASE]: 'success' });
    expect(await deleteRun(world, ci.id)).toBe(204);
    expect((await world.repo.pull(world.pr)).mergeableState).toBe('blocked');
    const swept = await run(world, 'rebase-notify', 'schedule', sweep(world));
    expect(swept.exitCode, swept.stdout).toBe(0);
    expect(await conclusions(world)).toEqual({ [REBASE]: 'success' });
    expect((await world.repo.pull(world.pr)).mergeableState).toBe('clean');
  });
});
