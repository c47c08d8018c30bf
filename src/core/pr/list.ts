import type { GitHubPort, OpenPullHead } from '../github/port.js';
import type { RepoRef } from '../pure/view.js';

/** An open PR and the commit it heads now: all a listing gives (a PR's view comes from `readPull`). */
export type { OpenPullHead };

/**
 * The open PRs of `repo`, one request per 100; `head` (`owner:branch`) narrows them to one branch,
 * as GitHub's `head` filter does (a fork's branch is named by the fork's owner).
 */
export async function listOpenPulls(
  github: GitHubPort,
  repo: RepoRef,
  options: { head?: string } = {},
): Promise<OpenPullHead[]> {
  return github.listOpenPulls(repo, options);
}
