import type { GitHubPort } from '../core/github/port.js';
import { listOpenPulls } from '../core/pr/list.js';
import type { RepoRef } from '../core/pure/view.js';
import { pullRequestNumberOf, type RunContext } from '../core/run-context.js';
import type { ShellContext } from '../core/shell.js';
import { eventTarget, targetNumbers, type EventSkip, type Targets } from './rules/targets.js';

export type { EventSkip, Targets };

/** Open PRs whose head is `sha`; `head` (owner:branch) narrows the listing to one branch. */
async function openPullsWithHead(github: GitHubPort, repo: RepoRef, sha: string, head?: string): Promise<number[]> {
  const pulls = await listOpenPulls(github, repo, head ? { head } : {});
  return pulls.filter((p) => p.headSha === sha).map((p) => p.number);
}

/**
 * Which PRs an event is about (`rules/targets.ts` reads the payload): poll mode, the event's PR; event mode, the
 * PRs whose head is the commit the event reports on, as the payload lists them, else found among the open PRs.
 */
export async function targetsOf(shell: Pick<ShellContext, 'github' | 'repo'>, ctx: RunContext): Promise<Targets> {
  const { github, repo } = shell;
  const target = eventTarget(ctx.eventName, ctx.payload, repo.owner);
  if (target.mode === 'poll') {
    const number = pullRequestNumberOf(ctx, 'ci-wait', 'waits for the PR that a pull_request event is about');
    return { mode: 'poll', numbers: [number], closed: target.closed };
  }
  if (target.mode === 'skip') return { mode: 'event', sha: target.sha, numbers: [], skip: target.skip };
  const { sha } = target;
  let numbers = target.listed;
  if (numbers.length === 0 && target.branchHeads) {
    for (const head of target.branchHeads) numbers.push(...(await openPullsWithHead(github, repo, sha, head)));
  } else if (numbers.length === 0) {
    numbers = await openPullsWithHead(github, repo, sha, target.headLabel);
  }
  return { mode: 'event', sha, numbers: targetNumbers(numbers) };
}
