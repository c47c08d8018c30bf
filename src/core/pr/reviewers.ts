/**
 * Reviewers as mergexo names them: a user (or bot) by login, a team of the repository owner's organization by
 * slug. GitHub compares both without case; a key says "the same reviewer" across REST, GraphQL and inputs.
 */
import type { RequestedReviewerNode, Reviewer } from './view.js';

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
