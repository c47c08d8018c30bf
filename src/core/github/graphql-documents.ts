/**
 * The GraphQL documents of core outside the PR gateway (whose own are in `../pr/documents.ts`; each
 * action's are beside it). test/core/github/graphql-documents.test.ts validates every one against
 * GitHub's published schema (@octokit/graphql-schema).
 */

/**
 * The merge queue of a base branch, first in line first: a merge group holds the PR its ref names and every PR
 * ahead of it in the queue (src/core/merge-group.ts).
 */
export const MERGE_QUEUE_ENTRIES = /* GraphQL */ `
  query mergexoMergeQueue($owner: String!, $name: String!, $branch: String!, $cursor: String) {
    repository(owner: $owner, name: $name) {
      mergeQueue(branch: $branch) {
        entries(first: 100, after: $cursor) {
          pageInfo {
            hasNextPage
            endCursor
          }
          nodes {
            position
            pullRequest {
              number
            }
          }
        }
      }
    }
  }
`;

export const DOCUMENTS: Record<string, string> = { MERGE_QUEUE_ENTRIES };
