/**
 * Reviewers as mergexo names them: a user (or bot) by login, a team of the repository owner's organization by
 * slug. GitHub compares both without case; a key says "the same reviewer" across REST, GraphQL and inputs.
 */
import { ConfigurationError } from '../pure/errors.js';
import type { GitHubPort } from '../github/port.js';
import { answerMessage, httpStatus } from '../github/errors.js';
import type { RepoRef, RequestedReviewerNode, Reviewer } from '../pure/view.js';

/** The reviewer a GraphQL `RequestedReviewer` names (none for a mannequin, or a team GitHub no longer shows). */
export function reviewerOf(node: RequestedReviewerNode | null | undefined): Reviewer[] {
  if (!node) return [];
  if (node.__typename === 'Team' && node.slug) return [{ kind: 'team', slug: node.slug }];
  if ((node.__typename === 'User' || node.__typename === 'Bot') && node.login) {
    // GraphQL names an App's bot without the `[bot]` REST shows and requests take.
    const login = node.__typename === 'Bot' && !node.login.endsWith('[bot]') ? `${node.login}[bot]` : node.login;
    return [{ kind: 'user', login }];
  }
  return [];
}

/** One key per reviewer, whatever the spelling: `user:alice`, `team:reviewers`. */
export function reviewerKey(r: Reviewer): string {
  return r.kind === 'user' ? `user:${r.login.toLowerCase()}` : `team:${r.slug.toLowerCase()}`;
}

/** How a reviewer is shown: `@login` is never written (no mention), `org/team` for a team. */
export function reviewerName(r: Reviewer, owner: string): string {
  return r.kind === 'user' ? r.login : `${owner}/${r.slug}`;
}

/** The users' logins and the teams' slugs, as GitHub's review requests take them. */
export function splitReviewers(reviewers: readonly Reviewer[]): [users: string[], teams: string[]] {
  return [
    reviewers.flatMap((r) => (r.kind === 'user' ? [r.login] : [])),
    reviewers.flatMap((r) => (r.kind === 'team' ? [r.slug] : [])),
  ];
}

async function post(github: GitHubPort, repo: RepoRef, number: number, ask: readonly Reviewer[]): Promise<void> {
  await github.requestReviewers(repo, number, ...splitReviewers(ask));
}

/** Why GitHub refused the teams: the token, or the team's access; never the users' collaborator status. */
function teamsRefused(repo: RepoRef, number: number, teams: readonly Reviewer[], answer: string, users: boolean) {
  const names = teams.map((t) => reviewerName(t, repo.owner)).join(', ');
  return new ConfigurationError(
    `GitHub refused to request a review from ${names} on PR #${number} (${answer}). ` +
      (users ? "The users in 'ready-reviewers' were asked; the teams were not. " : '') +
      "GitHub answers this when the token cannot see the organization's teams: GITHUB_TOKEN never can (it has no " +
      'organization permissions), a GitHub App needs the organization permission Members: read. Run mergexo as a ' +
      "GitHub App with Members: read, or list the team's members in 'ready-reviewers' instead. If the token can " +
      'see teams, give the team access to the repository.',
  );
}

/**
 * Asks `ask` for a review in one request. GitHub refuses a whole request when it refuses one team in it (a team
 * request under GITHUB_TOKEN always is: docs/github-behaviour.md), so the users are then asked on their own, and
 * the refusal is a ConfigurationError that names the real cause: the token or the team, not the users.
 */
export async function requestReviewers(
  github: GitHubPort,
  repo: RepoRef,
  number: number,
  ask: readonly Reviewer[],
): Promise<void> {
  try {
    await post(github, repo, number, ask);
    return;
  } catch (e) {
    if (httpStatus(e) !== 422) throw e;
    const teams = ask.filter((r) => r.kind === 'team');
    const users = ask.filter((r) => r.kind === 'user');
    if (teams.length === 0) throw usersRefused(number, refusal(e));
    if (users.length > 0) {
      try {
        await post(github, repo, number, users);
      } catch (again) {
        if (httpStatus(again) !== 422) throw again;
        throw usersRefused(number, refusal(again));
      }
    }
    throw teamsRefused(repo, number, teams, refusal(e), users.length > 0);
  }
}

/** GitHub's answer with the reasons it lists (a 422 says "Validation Failed" and puts the why in `errors`). */
function refusal(e: unknown): string {
  const errors = (e as { response?: { data?: { errors?: unknown } } }).response?.data?.errors;
  const why = Array.isArray(errors) ? errors.filter((x): x is string => typeof x === 'string') : [];
  return why.length > 0 ? `${answerMessage(e)}: ${why.join('; ')}` : answerMessage(e);
}

function usersRefused(number: number, answer: string): ConfigurationError {
  return new ConfigurationError(
    `GitHub refused to request reviews on PR #${number}: ${answer}. Each user in 'ready-reviewers' must be a ` +
      'collaborator of the repository.',
  );
}
