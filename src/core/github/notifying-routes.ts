/**
 * The REST writes that notify people (issues, comments, pull requests, reviews, merges, review requests,
 * releases, invitations): the list Octokit's throttling plugin paces 3 s apart (its generated
 * `triggers-notification-paths`, version 11.0), which GitHub's advice on creating content follows. The client
 * paces these (`./retries.ts`); test/core/github/notifying-routes.test.ts holds the list to Octokit's.
 */
export const NOTIFYING_ROUTES = [
  '/orgs/{org}/invitations',
  '/orgs/{org}/invitations/{invitation_id}',
  '/orgs/{org}/teams/{team_slug}/discussions',
  '/orgs/{org}/teams/{team_slug}/discussions/{discussion_number}/comments',
  '/repos/{owner}/{repo}/collaborators/{username}',
  '/repos/{owner}/{repo}/commits/{commit_sha}/comments',
  '/repos/{owner}/{repo}/issues',
  '/repos/{owner}/{repo}/issues/{issue_number}/comments',
  '/repos/{owner}/{repo}/issues/{issue_number}/sub_issue',
  '/repos/{owner}/{repo}/issues/{issue_number}/sub_issues/priority',
  '/repos/{owner}/{repo}/pulls',
  '/repos/{owner}/{repo}/pulls/{pull_number}/comments',
  '/repos/{owner}/{repo}/pulls/{pull_number}/comments/{comment_id}/replies',
  '/repos/{owner}/{repo}/pulls/{pull_number}/merge',
  '/repos/{owner}/{repo}/pulls/{pull_number}/requested_reviewers',
  '/repos/{owner}/{repo}/pulls/{pull_number}/reviews',
  '/repos/{owner}/{repo}/releases',
  '/teams/{team_id}/discussions',
  '/teams/{team_id}/discussions/{discussion_number}/comments',
] as const;

// A template's `{name}` matches any segment text; the last segment may carry more (as Octokit matches them).
const MATCHER = new RegExp(
  `^(?:${NOTIFYING_ROUTES.map((r) => `(?:${r.replace(/\{[^}]+\}/g, '(?:.+?)')})`).join('|')})[^/]*$`,
  'i',
);

/** Whether a write to `path` (a route template or a concrete path) notifies people. */
export function notifiesPeople(path: string): boolean {
  return MATCHER.test(path);
}
