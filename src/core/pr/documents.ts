/**
 * The GraphQL documents of the PR gateway's read (`./read.ts`). Every document mergexo sends is
 * validated against GitHub's published schema by test/core/github/graphql-documents.test.ts.
 */

/** What mergexo needs of a comment to decide whether it wrote it and nobody else edited it. */
export const TRUSTED_COMMENT_FIELDS = /* GraphQL */ `
  fragment mergexoTrustedComment on IssueComment {
    databaseId
    body
    url
    author {
      __typename
      login
    }
    editor {
      __typename
      login
    }
  }
`;

/** A page of comments, read newest page first (`last`/`before`), with what the trust rule needs of each. */
const COMMENTS_PAGE_FIELDS = /* GraphQL */ `
  fragment mergexoCommentsPage on IssueCommentConnection {
    pageInfo {
      hasPreviousPage
      startCursor
    }
    nodes {
      ...mergexoTrustedComment
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
          __typename
          login
        }
        deletedCommentAuthor {
          __typename
          login
        }
      }
      ... on HeadRefForcePushedEvent {
        createdAt
        actor {
          __typename
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

/** Who a pending review request (or a request event) names: a user, a bot or a team of the owner's organization. */
const REQUESTED_REVIEWER_FIELDS = /* GraphQL */ `
  fragment mergexoRequestedReviewer on RequestedReviewer {
    __typename
    ... on User {
      login
    }
    ... on Bot {
      login
    }
    ... on Team {
      slug
    }
  }
`;

/** A pending review request: who it asks (`readPull` and the ready mark's read, `../ready-mark/mark.ts`). */
export const REVIEW_REQUEST_FIELDS = /* GraphQL */ `
  fragment mergexoReviewRequest on ReviewRequest {
    requestedReviewer {
      ...mergexoRequestedReviewer
    }
  }
  ${REQUESTED_REVIEWER_FIELDS}
`;

/**
 * Who asked for (and who took back) each review request, newest 100 events, with the pending requests: the
 * ready mark takes back only requests its own identity made (`../ready-mark/mark.ts`). Two connections: 1 point.
 */
export const REVIEW_REQUESTS_READ = /* GraphQL */ `
  query mergexoReviewRequests($owner: String!, $repo: String!, $number: Int!) {
    repository(owner: $owner, name: $repo) {
      pullRequest(number: $number) {
        reviewRequests(first: 100) {
          nodes {
            ...mergexoReviewRequest
          }
        }
        timelineItems(itemTypes: [REVIEW_REQUESTED_EVENT, REVIEW_REQUEST_REMOVED_EVENT], last: 100) {
          nodes {
            __typename
            ... on ReviewRequestedEvent {
              actor {
                __typename
                login
              }
              requestedReviewer {
                ...mergexoRequestedReviewer
              }
            }
            ... on ReviewRequestRemovedEvent {
              actor {
                __typename
                login
              }
              requestedReviewer {
                ...mergexoRequestedReviewer
              }
            }
          }
        }
      }
    }
  }
  ${REVIEW_REQUEST_FIELDS}
`;

/** The PR's own fields every read of a PR asks for (`PULL_REQUEST_READ`, rebase-notify's listing): core's `PullNode`. */
export const PULL_FIELDS = /* GraphQL */ `
  fragment mergexoPullFields on PullRequest {
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
      __typename
      login
    }
  }
`;

/**
 * The PR, its labels, the newest 100 comments and the first 100 witness events. Scalars and single objects
 * (`autoMergeRequest`) cost no points; mergeability only when asked, since asking starts GitHub's test merge.
 */
const PULL_READ_FIELDS = /* GraphQL */ `
  fragment mergexoPullRead on PullRequest {
    ...mergexoPullFields
    headRepository {
      nameWithOwner
    }
    changedFiles
    mergeable @include(if: $withMergeable)
    autoMergeRequest {
      enabledAt
    }
    reviewRequests(first: 100) {
      nodes {
        ...mergexoReviewRequest
      }
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
      ...mergexoCommentsPage
    }
  }
  ${PULL_FIELDS}
  ${TRUSTED_COMMENT_FIELDS}
  ${COMMENTS_PAGE_FIELDS}
  ${WITNESS_EVENT_FIELDS}
  ${REVIEW_REQUEST_FIELDS}
`;

/** The PR (`mergexoPullRead`) and who we are, in one request: 5 connections, 1 point. */
export const PULL_REQUEST_READ = /* GraphQL */ `
  query mergexoPullRequestRead($owner: String!, $repo: String!, $number: Int!, $withMergeable: Boolean!) {
    viewer {
      login
    }
    repository(owner: $owner, name: $repo) {
      pullRequest(number: $number) {
        ...mergexoPullRead
      }
    }
  }
  ${PULL_READ_FIELDS}
`;

/**
 * The runs of one check on a commit, every app's, suite by suite: a gate keeps its own identity's (`ownCheckRuns`).
 * 30 suites of 10 runs: 31 requests' worth, so two commits and the PR stay within 1 point.
 */
const NAMED_CHECK_RUNS = /* GraphQL */ `
  fragment mergexoNamedCheckRuns on Commit {
    oid
    checkSuites(first: 30, filterBy: { checkName: $checkName }) {
      pageInfo {
        hasNextPage
      }
      nodes {
        app {
          slug
        }
        checkRuns(first: 10, filterBy: { checkName: $checkName, checkType: ALL }) {
          pageInfo {
            hasNextPage
          }
          nodes {
            databaseId
            conclusion
            completedAt
            text
            url
          }
        }
      }
    }
  }
`;

/**
 * A gate's read: the PR as `PULL_REQUEST_READ` has it and, in the same request and the same point, what the
 * gate would otherwise ask REST for one request each (`./read-along.ts`): its own check on the event's two
 * commits (history-guard: the copy of the state), the lease file at the base's tip with that tip (write-root-gate:
 * used when it is the PR's base), and the first 100 changed files. 6 + 31 + 31 requests' worth: 1 point.
 */
export const PULL_REQUEST_GATE_READ = /* GraphQL */ `
  query mergexoPullRequestGateRead(
    $owner: String!
    $repo: String!
    $number: Int!
    $withMergeable: Boolean!
    $checkName: String
    $commitA: GitObjectID
    $withCommitA: Boolean!
    $commitB: GitObjectID
    $withCommitB: Boolean!
    $baseFile: String!
    $withBaseFile: Boolean!
    $withFiles: Boolean!
  ) {
    viewer {
      login
    }
    repository(owner: $owner, name: $repo) {
      pullRequest(number: $number) {
        ...mergexoPullRead
        baseRef @include(if: $withBaseFile) {
          target {
            oid
            ... on Commit {
              file(path: $baseFile) {
                type
                mode
                object {
                  ... on Blob {
                    byteSize
                    isBinary
                    isTruncated
                    text
                  }
                }
              }
            }
          }
        }
        files(first: 100) @include(if: $withFiles) {
          totalCount
          pageInfo {
            hasNextPage
          }
          nodes {
            path
            changeType
          }
        }
      }
      commitA: object(oid: $commitA) @include(if: $withCommitA) {
        ...mergexoNamedCheckRuns
      }
      commitB: object(oid: $commitB) @include(if: $withCommitB) {
        ...mergexoNamedCheckRuns
      }
    }
  }
  ${PULL_READ_FIELDS}
  ${NAMED_CHECK_RUNS}
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

/** Older comments, for PRs with more than 100 (without `before`: the newest 100, as rebase-notify starts). */
export const PULL_REQUEST_COMMENTS_PAGE = /* GraphQL */ `
  query mergexoPullRequestComments($owner: String!, $repo: String!, $number: Int!, $before: String) {
    repository(owner: $owner, name: $repo) {
      pullRequest(number: $number) {
        comments(last: 100, before: $before) {
          ...mergexoCommentsPage
        }
      }
    }
  }
  ${TRUSTED_COMMENT_FIELDS}
  ${COMMENTS_PAGE_FIELDS}
`;

export const DOCUMENTS: Record<string, string> = {
  PULL_REQUEST_READ,
  PULL_REQUEST_GATE_READ,
  PULL_REQUEST_TIMELINE_PAGE,
  PULL_REQUEST_COMMENTS_PAGE,
  REVIEW_REQUESTS_READ,
};
