import type { GitHubPort } from './github/port.js';
import { UndecidableError } from './pure/errors.js';
import type { RepoRef } from './pure/view.js';
import type { Ancestry, Comparison } from './pure/ancestry.js';

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
