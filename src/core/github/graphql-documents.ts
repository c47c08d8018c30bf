/**
 * Every GraphQL document mergexo sends lives here, so the fidelity test can validate each
 * one against GitHub's published schema (@octokit/graphql-schema).
 */

/** The PR, its labels and the newest 100 comments, plus who we are, in one request. */
export const PULL_REQUEST_SNAPSHOT = /* GraphQL */ `
  query mergexoPullRequestSnapshot($owner: String!, $repo: String!, $number: Int!) {
    viewer {
      login
    }
    repository(owner: $owner, name: $repo) {
      pullRequest(number: $number) {
        id
        number
        title
        url
        state
        isDraft
        headRefOid
        headRefName
        baseRefName
        isCrossRepository
        author {
          login
        }
        labels(first: 100) {
          totalCount
          nodes {
            name
          }
        }
        timelineItems(itemTypes: [COMMENT_DELETED_EVENT], last: 100) {
          nodes {
            __typename
            ... on CommentDeletedEvent {
              createdAt
              actor {
                login
              }
              deletedCommentAuthor {
                login
              }
            }
          }
        }
        comments(last: 100) {
          pageInfo {
            hasPreviousPage
            startCursor
          }
          nodes {
            databaseId
            body
            url
            author {
              __typename
              login
            }
            editor {
              login
            }
          }
        }
      }
    }
  }
`;

/** Older comments, for PRs with more than 100. */
export const PULL_REQUEST_COMMENTS_PAGE = /* GraphQL */ `
  query mergexoPullRequestComments($owner: String!, $repo: String!, $number: Int!, $before: String!) {
    repository(owner: $owner, name: $repo) {
      pullRequest(number: $number) {
        comments(last: 100, before: $before) {
          pageInfo {
            hasPreviousPage
            startCursor
          }
          nodes {
            databaseId
            body
            url
            author {
              __typename
              login
            }
            editor {
              login
            }
          }
        }
      }
    }
  }
`;

export const ALL_DOCUMENTS: Record<string, string> = {
  PULL_REQUEST_SNAPSHOT,
  PULL_REQUEST_COMMENTS_PAGE,
};
