import type { GitHubClient } from '../github/client.js';
import { callGitHub } from '../github/errors.js';
import type { RepoRef } from './view.js';

/** An open PR and the commit it heads now: all a listing gives (a PR's view comes from `readPull`). */
export interface OpenPullHead {
  number: number;
  headSha: string;
}

/**
 * The open PRs of `repo`, one request per 100; `head` (`owner:branch`) narrows them to one branch,
 * as GitHub's `head` filter does (a fork's branch is named by the fork's owner).
 */
export async function listOpenPulls(
  client: GitHubClient,
  repo: RepoRef,
  options: { head?: string } = {},
): Promise<OpenPullHead[]> {
  const open = await callGitHub('list open pull requests', 'pull-requests: read', () =>
    client.paginate(client.rest.pulls.list, {
      ...repo,
      state: 'open',
      per_page: 100,
      ...(options.head ? { head: options.head } : {}),
    }),
  );
  return open.map((p) => ({ number: p.number, headSha: p.head.sha }));
}
