import type { GitHubPort } from './github/port.js';
import { UndecidableError } from './errors.js';
import type { RepoRef } from './pr/view.js';

/** How `head` relates to `base` in history, in GitHub's compare vocabulary. */
export type Ancestry = 'identical' | 'ahead' | 'behind' | 'diverged';

export interface Comparison {
  status: Ancestry;
  aheadBy: number;
  behindBy: number;
}

/**
 * Asks GitHub (which answers with real git) how `head` relates to `base`. The commits of a
 * fork PR live in the base repository's network, so comparing by SHA works for forks too.
 */
export async function compareCommits(
  github: GitHubPort,
  repo: RepoRef,
  base: string,
  head: string,
): Promise<Comparison> {
  if (base === head) return { status: 'identical', aheadBy: 0, behindBy: 0 };
  const answer = await github.compare(repo, base, head, 1);
  if (answer.kind === 'unknown') {
    // GitHub answers 404 "No common ancestor" for unrelated histories: that is a divergence.
    if (/no common ancestor/i.test(answer.said)) return { status: 'diverged', aheadBy: 0, behindBy: 0 };
    throw new UndecidableError(
      `GitHub no longer has commit ${base} or ${head} (a commit no branch points at can be garbage-collected), ` +
        'so their history cannot be compared.',
    );
  }
  const { status, aheadBy, behindBy } = answer.comparison;
  if (!['identical', 'ahead', 'behind', 'diverged'].includes(status)) {
    throw new UndecidableError(`GitHub compared ${base} with ${head} and answered an unknown status '${status}'.`);
  }
  return { status: status as Ancestry, aheadBy, behindBy };
}

/**
 * Ancestry answered from the PR's own commit list, when it can be: a commit listed for the PR is
 * reachable from its head. Only trusted when the list ends at the head being judged (a list that
 * lags behind a push proves nothing); `undefined` means "ask GitHub's compare".
 */
export function ancestryFromPullCommits(
  base: string,
  head: string,
  commits: readonly string[],
): 'identical' | 'ahead' | undefined {
  if (base === head) return 'identical';
  if (commits.length === 0 || commits[commits.length - 1] !== head) return undefined;
  return commits.includes(base) ? 'ahead' : undefined;
}
