// Attack class 1, ci-wait: a check is written on a commit, and a commit can head several PRs. The
// agent's PR conflicts with main, so `mergexo/ci-wait` fails on its head although CI is green there.
// The agent pushes a base branch of its own that the head merges into cleanly, and opens a second PR
// on the same commit against it: judged alone, that PR is a success, and its success would land on
// the commit the first PR heads.
import { describe, expect, it } from 'vitest';
import {
  ciWaitInProcess as ciWait,
  ciWaitOnceInProcess as ciWaitOnce,
  head,
  openWorld,
  pushToMain,
  useGitHub,
  type World,
} from '../ci-wait/world.js';
import { newestCheck } from './support.js';

const gh = useGitHub();

const CHECK = 'mergexo/ci-wait';

/** The check branch protection reads: the newest run of the name on the commit. */
const latestCheck = (world: World, sha: string) => newestCheck(world.repo, sha, CHECK);

interface Attack {
  /** The agent's PR on main: CI green, but it conflicts. */
  first: World;
  /** The second PR on the same head, against the agent's own base: a success there. */
  second: World;
  sha: string;
}

/**
 * PR 1 changes src/feature.ts, which main then changes too: it conflicts. CI on its head is green.
 * The agent pushes `agent/base` at the commit PR 1 was cut from and opens PR 2 from another branch
 * name at PR 1's head into it.
 */
async function attack(): Promise<Attack> {
  const first = await openWorld(gh);
  const sha = await head(first);
  const forkPoint = (await first.wt.git('rev-parse', `${sha}~1`)).trim();
  first.repo.addCheckRun(sha, { name: 'build', conclusion: 'success' });
  await pushToMain(first, 'src/feature.ts', 'export const v = "main";\n');
  await first.wt.git('push', '-q', 'origin', `${forkPoint}:refs/heads/agent/base`);
  await first.wt.git('push', '-q', 'origin', `${sha}:refs/heads/feature-again`);
  const pr = await first.repo.openPullRequest({
    head: 'feature-again',
    base: 'agent/base',
    author: 'agent-1',
    title: 'Merges cleanly',
  });
  return { first, second: { ...first, pr: pr.number, branch: 'feature-again' }, sha };
}

describe('attack: a second PR on the same head against a base the agent pushed (ci-wait)', () => {
  it("the second PR's run, after the first was refused, leaves the commit red and fails", async () => {
    const { first, second, sha } = await attack();
    const refused = await ciWait(first);
    expect(refused.outputs.outcome).toBe('conflict');
    expect(latestCheck(first, sha)?.conclusion).toBe('failure');

    const result = await ciWait(second, {
      event: { name: 'pull_request', payload: gh.events.pullRequest(second.repo, second.pr, 'opened') },
    });
    expect(result.exitCode).toBe(1);
    expect(result.outputs.outcome).toBe('shared_head');
    expect(result.errorLine).toContain(`#${first.pr}`);
    const check = latestCheck(first, sha);
    expect(check?.conclusion).toBe('failure');
    expect(check?.output.title).toContain(`#${first.pr}`);
    // The second PR itself is fine: no failure label on it; the first keeps its conflict label.
    expect(second.repo.labelsOf(second.pr)).toEqual([]);
    expect(first.repo.labelsOf(first.pr)).toContain('mergexo:conflict');
  });

  it('the second PR judged first does not turn the commit green either', async () => {
    const { first, second, sha } = await attack();
    const result = await ciWait(second);
    expect(result.exitCode).toBe(1);
    expect(result.outputs.outcome).toBe('shared_head');
    expect(latestCheck(first, sha)?.conclusion).toBe('failure');
  });

  it('a completion event for the shared head judges both PRs and writes no success on the commit', async () => {
    const { first, second, sha } = await attack();
    const result = await ciWaitOnce(
      first,
      'check_suite',
      gh.events.checkSuite(first.repo, { headSha: sha, headBranch: 'feature' }),
    );
    expect(result.exitCode).toBe(1);
    expect(JSON.parse(result.outputs['pull-requests'] as string)).toEqual([first.pr, second.pr]);
    expect(result.outputs.outcome).toBe('conflict');
    expect(first.repo.checkRuns(sha).filter((c) => c.name === CHECK && c.conclusion === 'success')).toEqual([]);
    expect(latestCheck(first, sha)?.conclusion).toBe('failure');
  });

  it("merging the second PR does not write success for the first PR's head", async () => {
    const { first, second, sha } = await attack();
    await ciWait(first);
    const result = await ciWait(second, { inputs: { merge: 'merge' } });
    expect(result.outputs.outcome).toBe('merged');
    expect(latestCheck(first, sha)?.conclusion).toBe('failure');
  });

  it('once the refused PR is closed the commit passes for the PR that remains, and reopening turns it red', async () => {
    const { first, second, sha } = await attack();
    await ciWait(first);
    await first.repo.closePullRequest(first.pr);
    const passed = await ciWait(second);
    expect(passed.exitCode).toBe(0);
    expect(passed.outputs.outcome).toBe('success');
    expect(latestCheck(first, sha)?.conclusion).toBe('success');
    await first.repo.reopenPullRequest(first.pr);
    const again = await ciWait(first, {
      event: { name: 'pull_request', payload: gh.events.pullRequest(first.repo, first.pr, 'reopened') },
    });
    expect(again.outputs.outcome).toBe('conflict');
    expect(latestCheck(first, sha)?.conclusion).toBe('failure');
  });

  it('a PR that moves onto the head while the success is being written turns it red again', async () => {
    const { first, second, sha } = await attack();
    await first.repo.closePullRequest(first.pr);
    // The late PR's branch is ready; it is opened, and its own run's refusal written, the moment the
    // second PR's run sends its success: after that run listed the PRs on the commit.
    await first.wt.git('push', '-q', 'origin', `${sha}:refs/heads/feature-late`);
    let late: number | undefined;
    gh.faults.next({
      kind: '500',
      match: (req) => {
        if (late !== undefined || req.operation !== 'POST /repos/{owner}/{repo}/check-runs') return false;
        void first.repo
          .openPullRequest({ head: 'feature-late', base: 'main', author: 'agent-1', title: 'Late' })
          .then((pr) => (late = pr.number));
        first.repo.addCheckRun(sha, { name: CHECK, conclusion: 'failure', app: 'github-actions' });
        return false;
      },
    });
    let result;
    try {
      result = await ciWait(second);
    } finally {
      gh.faults.clear();
    }
    expect(late).toBeDefined();
    expect(result.exitCode).toBe(1);
    expect(result.outputs.outcome).toBe('shared_head');
    expect(result.errorLine).toContain(`#${late}`);
    const checks = first.repo.checkRuns(sha).filter((c) => c.name === CHECK);
    // The run did write its success, after the late PR's refusal, and then the failure again.
    expect(checks.some((c) => c.conclusion === 'success')).toBe(true);
    expect(latestCheck(first, sha)?.conclusion).toBe('failure');
  });
});
