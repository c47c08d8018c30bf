/** How two commits relate in history: GitHub's compare vocabulary, and what a PR's own commit list proves of it. */

/** How `head` relates to `base` in history, in GitHub's compare vocabulary. */
export type Ancestry = 'identical' | 'ahead' | 'behind' | 'diverged';

export interface Comparison {
  status: Ancestry;
  aheadBy: number;
  behindBy: number;
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
