/**
 * Every GraphQL document mergexo sends lives here, so the fidelity test can validate each
 * one against GitHub's published schema (@octokit/graphql-schema).
 */

/** What mergexo needs of a comment to decide whether it wrote it and nobody else edited it. */
const TRUSTED_COMMENT_FIELDS = /* GraphQL */ `
  fragment mergexoTrustedComment on IssueComment {
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
`;

/**
 * What GitHub itself records on a PR's timeline and no workflow can write or erase: deleted comments
 * (who deleted whose) and force-pushes of the head branch (the head before and after). Oldest first.
 */
const WITNESS_EVENT_FIELDS = /* GraphQL */ `
  fragment mergexoWitnessEvents on PullRequestTimelineItemsConnection {
    pageInfo {
      hasNextPage
      endCursor
    }
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
      ... on HeadRefForcePushedEvent {
        createdAt
        actor {
          login
        }
        beforeCommit {
          oid
        }
        afterCommit {
          oid
        }
      }
    }
  }
`;

/** The PR, its labels, the newest 100 comments and the first 100 witness events, plus who we are, in one request. */
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
        commits(last: 100) {
          nodes {
            commit {
              oid
            }
          }
        }
        timelineItems(itemTypes: [COMMENT_DELETED_EVENT, HEAD_REF_FORCE_PUSHED_EVENT], first: 100) {
          ...mergexoWitnessEvents
        }
        comments(last: 100) {
          pageInfo {
            hasPreviousPage
            startCursor
          }
          nodes {
            ...mergexoTrustedComment
          }
        }
      }
    }
  }
  ${TRUSTED_COMMENT_FIELDS}
  ${WITNESS_EVENT_FIELDS}
`;

/** The rest of the witness events, for PRs with more than 100 of them: read to the end or not at all. */
export const PULL_REQUEST_TIMELINE_PAGE = /* GraphQL */ `
  query mergexoPullRequestTimeline($owner: String!, $repo: String!, $number: Int!, $after: String!) {
    repository(owner: $owner, name: $repo) {
      pullRequest(number: $number) {
        timelineItems(itemTypes: [COMMENT_DELETED_EVENT, HEAD_REF_FORCE_PUSHED_EVENT], first: 100, after: $after) {
          ...mergexoWitnessEvents
        }
      }
    }
  }
  ${WITNESS_EVENT_FIELDS}
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
            ...mergexoTrustedComment
          }
        }
      }
    }
  }
  ${TRUSTED_COMMENT_FIELDS}
`;

/**
 * rebase-notify: what one PR shows about its drift (labels, its first and latest comments, where
 * mergexo's status comment almost always is, and, for the blocking gate, the newest check runs on
 * its head), so a whole page of PRs costs a single request.
 */
const REBASE_PULL_FIELDS = /* GraphQL */ `
  fragment mergexoRebasePull on PullRequest {
    id
    number
    title
    url
    state
    isDraft
    headRefOid
    headRefName
    baseRefName
    baseRefOid
    isCrossRepository
    author {
      login
    }
    mergeable @include(if: $withMergeable)
    labels(first: 100) {
      totalCount
      nodes {
        name
      }
    }
    earlyComments: comments(first: 10) {
      nodes {
        ...mergexoTrustedComment
      }
    }
    comments(last: 25) {
      totalCount
      pageInfo {
        hasPreviousPage
        startCursor
      }
      nodes {
        ...mergexoTrustedComment
      }
    }
    commits(last: 1) @include(if: $withChecks) {
      nodes {
        commit {
          oid
          checkSuites(first: 50) {
            nodes {
              app {
                slug
              }
              checkRuns(last: 1, filterBy: { checkName: $checkName }) {
                nodes {
                  databaseId
                  conclusion
                  title
                  completedAt
                }
              }
            }
          }
        }
      }
    }
  }
`;

/** rebase-notify: every open PR (on one base, or all), 100 per page, oldest first. */
export const REBASE_OPEN_PULLS = /* GraphQL */ `
  query mergexoRebaseOpenPulls(
    $owner: String!
    $repo: String!
    $base: String
    $after: String
    $checkName: String!
    $withMergeable: Boolean!
    $withChecks: Boolean!
  ) {
    viewer {
      login
    }
    repository(owner: $owner, name: $repo) {
      pullRequests(
        states: [OPEN]
        baseRefName: $base
        first: 100
        after: $after
        orderBy: { field: CREATED_AT, direction: ASC }
      ) {
        totalCount
        pageInfo {
          hasNextPage
          endCursor
        }
        nodes {
          ...mergexoRebasePull
        }
      }
    }
  }
  ${REBASE_PULL_FIELDS}
  ${TRUSTED_COMMENT_FIELDS}
`;

/** rebase-notify: one PR (pull_request events). */
export const REBASE_ONE_PULL = /* GraphQL */ `
  query mergexoRebaseOnePull(
    $owner: String!
    $repo: String!
    $number: Int!
    $checkName: String!
    $withMergeable: Boolean!
    $withChecks: Boolean!
  ) {
    viewer {
      login
    }
    repository(owner: $owner, name: $repo) {
      pullRequest(number: $number) {
        ...mergexoRebasePull
      }
    }
  }
  ${REBASE_PULL_FIELDS}
  ${TRUSTED_COMMENT_FIELDS}
`;

/** rebase-notify without a local git: GitHub's own test merge, re-asked while it is UNKNOWN. */
export const REBASE_MERGEABLE = /* GraphQL */ `
  query mergexoRebaseMergeable($owner: String!, $repo: String!, $number: Int!) {
    repository(owner: $owner, name: $repo) {
      pullRequest(number: $number) {
        headRefOid
        mergeable
      }
    }
  }
`;

/** Turns auto-merge off, so a quarantined PR cannot merge itself once other checks pass (write-root-gate). */
export const DISABLE_AUTO_MERGE = /* GraphQL */ `
  mutation mergexoDisableAutoMerge($pullRequestId: ID!) {
    disablePullRequestAutoMerge(input: { pullRequestId: $pullRequestId }) {
      pullRequest {
        number
        autoMergeRequest {
          enabledAt
        }
      }
    }
  }
`;

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

export const ALL_DOCUMENTS: Record<string, string> = {
  PULL_REQUEST_SNAPSHOT,
  PULL_REQUEST_COMMENTS_PAGE,
  PULL_REQUEST_TIMELINE_PAGE,
  DISABLE_AUTO_MERGE,
  REBASE_OPEN_PULLS,
  REBASE_ONE_PULL,
  REBASE_MERGEABLE,
  MERGE_QUEUE_ENTRIES,
};
