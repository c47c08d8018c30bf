// Attack class 1, rebase-notify (urgency: blocking): a check is written on a commit, and a commit can
// head several PRs. The agent's PR is behind main, so `mergexo/rebase` fails on its head. The agent
// pushes a base branch of its own that the head is up to date with, and opens a second PR on the same
// commit against it: judged alone, that PR is up to date, and its success would land on the commit
// the first PR heads.
// The runs are main.ts in the test's process (test/support/in-process/run.ts).
import { describe, expect, it } from 'vitest';
import {
  advanceMain,
  newWorld,
  notifyInProcess as notify,
  openPr,
  parseList,
  useFake,
  writesSince,
  type World,
} from '../rebase-notify/world.js';
import { newestCheck } from './support.js';

const fake = useFake();

const CHECK = 'mergexo/rebase';
const BLOCKING = { urgency: 'blocking' };
const ASSOCIATED = 'GET /repos/{owner}/{repo}/commits/{commit_sha}/pulls';

/** The check branch protection reads: the newest run of the name on the commit. */
const latestCheck = (world: World, sha: string) => newestCheck(world.repo, sha, CHECK);

interface Attack {
  world: World;
  /** The agent's PR on main: behind, its check failing. */
  behind: number;
  /** The second PR on the same head, against the agent's own base: up to date there. */
  twin: number;
  head: string;
}

/**
 * PR 1 is cut from main, main moves on by two commits, and a blocking push run fails its check.
 * The agent pushes `agent/base` at the commit PR 1 was cut from and opens PR 2 from another branch
 * name at PR 1's head into it (or, with `sameBranch`, from PR 1's own head branch).
 */
async function attack(options: { sameBranch?: boolean } = {}): Promise<Attack> {
  const world = await newWorld(fake);
  const forkPoint = world.main.at(-1) as string;
  const behind = await openPr(world, 'feat');
  const push = await advanceMain(world, 2);
  const first = await notify(world, { name: 'push', ...push }, BLOCKING);
  expect(first.exitCode, first.stdout).toBe(0);
  const head = world.repo.branchSha('feat') as string;
  expect(latestCheck(world, head)).toMatchObject({ conclusion: 'failure', output: { title: '2 commits behind main' } });

  await world.wt.git('push', '-q', 'origin', `${forkPoint}:refs/heads/agent/base`);
  const branch = options.sameBranch ? 'feat' : 'feat-again';
  if (!options.sameBranch) await world.wt.git('push', '-q', 'origin', `${head}:refs/heads/${branch}`);
  const pr = await world.repo.openPullRequest({
    head: branch,
    base: 'agent/base',
    author: 'agent-1',
    title: 'Looks up to date',
  });
  return { world, behind, twin: pr.number, head };
}

describe('attack: a second PR on the same head against a base the agent pushed (rebase-notify)', () => {
  it("the twin's own pull_request run does not turn the behind PR's head green", async () => {
    const { world, behind, twin, head } = await attack();
    const result = await notify(world, { name: 'pull_request', number: twin, action: 'opened' }, BLOCKING);
    expect(result.exitCode, result.stdout).toBe(0);
    const check = latestCheck(world, head);
    expect(check?.conclusion).toBe('failure');
    // The behind PR is what keeps the commit red, and the check says so.
    expect(`${check?.output.title}\n${check?.output.summary}`).toContain(`#${behind}`);
  });

  it('a second PR from the same head branch against the agent base does not either', async () => {
    const { world, behind, twin, head } = await attack({ sameBranch: true });
    await notify(world, { name: 'pull_request', number: twin, action: 'opened' }, BLOCKING);
    expect(latestCheck(world, head)?.conclusion).toBe('failure');
    expect(latestCheck(world, head)?.output.summary).toContain(`#${behind}`);
  });

  it("a push run for the agent's base (its PRs only) does not turn the head green", async () => {
    const { world, twin, head } = await attack();
    const tip = world.repo.branchSha('agent/base') as string;
    const result = await notify(
      world,
      { name: 'push', before: tip, after: tip, ref: 'refs/heads/agent/base' },
      BLOCKING,
    );
    expect(result.exitCode, result.stdout).toBe(0);
    expect(parseList(result.outputs.behind)).toEqual([]);
    expect(latestCheck(world, head)?.conclusion).toBe('failure');
    // The twin is up to date with its own base: it gets no label or comment for the other PR's drift.
    expect(world.repo.labelsOf(twin)).toEqual([]);
  });

  it('a sweep of every base conjoins the two PRs it listed, without asking GitHub which PRs share the head', async () => {
    const { world, behind, twin, head } = await attack();
    const mark = world.fake.gh.requests.length;
    const result = await notify(world, { name: 'workflow_dispatch' }, BLOCKING);
    expect(result.exitCode, result.stdout).toBe(0);
    expect(parseList(result.outputs.behind)).toEqual([behind]);
    expect(latestCheck(world, head)?.conclusion).toBe('failure');
    expect(world.fake.gh.requests.slice(mark).filter((r) => r.operation === ASSOCIATED)).toEqual([]);
    // A second sweep does not flip it, nor write the same refusal again.
    const again = world.fake.gh.requests.length;
    await notify(world, { name: 'workflow_dispatch' }, BLOCKING);
    expect(latestCheck(world, head)?.conclusion).toBe('failure');
    expect(writesSince(world, again)).toEqual([]);
    expect(world.repo.labelsOf(twin)).toEqual([]);
  });

  it('marking the behind PR a draft does not take it out of the conjunction', async () => {
    const { world, behind, head } = await attack();
    world.repo.setDraft(behind, true);
    const result = await notify(world, { name: 'workflow_dispatch' }, BLOCKING);
    expect(result.exitCode, result.stdout).toBe(0);
    expect(latestCheck(world, head)?.conclusion).toBe('failure');
  });

  it('once the behind PR is closed the head passes for the PR that remains, and reopening it turns it red', async () => {
    const { world, behind, twin, head } = await attack();
    await world.repo.closePullRequest(behind);
    await notify(world, { name: 'pull_request', number: twin, action: 'opened' }, BLOCKING);
    expect(latestCheck(world, head)?.conclusion).toBe('success');
    await world.repo.reopenPullRequest(behind);
    await notify(world, { name: 'pull_request', number: behind, action: 'reopened' }, BLOCKING);
    expect(latestCheck(world, head)?.conclusion).toBe('failure');
  });

  it('a PR that moves onto the head while the success is being written turns it red again', async () => {
    const { world, behind, twin, head } = await attack();
    await world.repo.closePullRequest(behind);
    // The late PR's branch is ready; it is opened, and its own run's refusal written, the moment the
    // twin's run sends its success: after that run listed the PRs on the commit.
    await world.wt.git('push', '-q', 'origin', `${head}:refs/heads/feat-late`);
    let late: number | undefined;
    const { gh } = world.fake;
    gh.faults.next({
      kind: '500',
      match: (req) => {
        if (late !== undefined || req.operation !== 'POST /repos/{owner}/{repo}/check-runs') return false;
        void world.repo
          .openPullRequest({ head: 'feat-late', base: 'main', author: 'agent-1', title: 'Late' })
          .then((pr) => (late = pr.number));
        world.repo.addCheckRun(head, { name: CHECK, conclusion: 'failure', app: 'github-actions' });
        return false;
      },
    });
    try {
      const result = await notify(world, { name: 'pull_request', number: twin, action: 'opened' }, BLOCKING);
      expect(result.exitCode, result.stdout).toBe(0);
    } finally {
      gh.faults.clear();
    }
    expect(late).toBeDefined();
    const checks = world.repo.checkRuns(head).filter((c) => c.name === CHECK);
    // The twin's run did write its success, after the late PR's refusal, and then the failure again.
    expect(checks.some((c) => c.conclusion === 'success')).toBe(true);
    expect(latestCheck(world, head)?.conclusion).toBe('failure');
    expect(latestCheck(world, head)?.output.summary).toContain(`#${late}`);
  });
});
