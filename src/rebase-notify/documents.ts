/** rebase-notify's own GraphQL documents (validated against GitHub's schema by test/core/github/graphql-documents.test.ts). */
import { PULL_FIELDS, TRUSTED_COMMENT_FIELDS } from '../core/pr/documents.js';

/**
 * rebase-notify reads hundreds or thousands of PRs, so its documents are shaped by GitHub's price for GraphQL
 * (points: every connection costs one request per possible parent, full pages assumed; the sum / 100, rounded,
 * at least 1). A page of 100 PRs with one nested connection is 1 + 100 requests = 1 point; each further nested
 * connection adds a point, and one under another multiplies (check suites x check runs made a page cost 55).
 * So a listed PR carries scalar fields and exactly one window: its comments (where mergexo's status comment
 * holds the state) or, for the blocking gate, the checks on its head (where the gate is the state). The PRs that
 * carry mergexo's labels are listed by label, beside the page, not label by PR.
 */

/** Comments read per PR: the most recently updated ones, since mergexo edits its status comment in place. */
export const REBASE_COMMENT_WINDOW = 20;
/**
 * Conflicting PRs whose comments ride along each page of the blocking listing: 1 + 100 + 1 + 1 + 46 = 149
 * requests, still 1 point (150 would round to 2).
 */
export const REBASE_CONFLICT_PAGE = 46;

const REBASE_LISTED_PULL = /* GraphQL */ `
  fragment mergexoRebaseListedPull on PullRequest {
    ...mergexoPullFields
    totalCommentsCount
    mergeable @include(if: $withMergeable)
  }
  ${PULL_FIELDS}
`;

const REBASE_COMMENTS = /* GraphQL */ `
  fragment mergexoRebaseComments on IssueCommentConnection {
    totalCount
    nodes {
      ...mergexoTrustedComment
    }
  }
`;

/**
 * The checks on the PR's head (all apps: GitHub cannot filter here), without their texts: a check of ours
 * says what it stated as facts in its `externalId` (rules/drift/fingerprints.ts).
 */
const REBASE_ROLLUP = /* GraphQL */ `
  fragment mergexoRebaseRollup on StatusCheckRollup {
    commit {
      oid
    }
    contexts(first: 100) {
      pageInfo {
        hasNextPage
      }
      nodes {
        __typename
        ... on CheckRun {
          name
          databaseId
          conclusion
          externalId
          completedAt
          checkSuite {
            app {
              slug
            }
          }
        }
      }
    }
  }
`;

/**
 * rebase-notify: every open PR (on one base, or all), 100 per page, oldest first, with its comments window
 * (helpful, fyi) or its head's checks (blocking), plus, beside each page, the next page of the open PRs
 * carrying each mergexo label (in blocking mode the conflicting ones with their comments window). 1 point a page.
 */
export const REBASE_OPEN_PULLS = /* GraphQL */ `
  query mergexoRebaseOpenPulls(
    $owner: String!
    $repo: String!
    $base: String
    $after: String
    $withPulls: Boolean!
    $withMergeable: Boolean!
    $withChecks: Boolean!
    $behindLabel: String!
    $withBehind: Boolean!
    $behindAfter: String
    $conflictLabel: String!
    $withConflict: Boolean!
    $conflictAfter: String
    $conflictPage: Int!
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
      ) @include(if: $withPulls) {
        totalCount
        pageInfo {
          hasNextPage
          endCursor
        }
        nodes {
          ...mergexoRebaseListedPull
          comments(last: ${REBASE_COMMENT_WINDOW}, orderBy: { field: UPDATED_AT, direction: ASC }) @skip(if: $withChecks) {
            ...mergexoRebaseComments
          }
          statusCheckRollup @include(if: $withChecks) {
            ...mergexoRebaseRollup
          }
        }
      }
      behindLabel: label(name: $behindLabel) @include(if: $withBehind) {
        name
        pullRequests(states: [OPEN], baseRefName: $base, first: 100, after: $behindAfter) {
          pageInfo {
            hasNextPage
            endCursor
          }
          nodes {
            number
          }
        }
      }
      conflictLabel: label(name: $conflictLabel) @include(if: $withConflict) {
        name
        pullRequests(states: [OPEN], baseRefName: $base, first: $conflictPage, after: $conflictAfter) {
          pageInfo {
            hasNextPage
            endCursor
          }
          nodes {
            number
            comments(last: ${REBASE_COMMENT_WINDOW}, orderBy: { field: UPDATED_AT, direction: ASC })
              @include(if: $withChecks) {
              ...mergexoRebaseComments
            }
          }
        }
      }
    }
  }
  ${REBASE_LISTED_PULL}
  ${REBASE_COMMENTS}
  ${REBASE_ROLLUP}
  ${TRUSTED_COMMENT_FIELDS}
`;

/** rebase-notify: one PR (pull_request events, and PRs on another base sharing a head), with everything. */
export const REBASE_ONE_PULL = /* GraphQL */ `
  query mergexoRebaseOnePull(
    $owner: String!
    $repo: String!
    $number: Int!
    $withMergeable: Boolean!
    $withChecks: Boolean!
  ) {
    viewer {
      login
    }
    repository(owner: $owner, name: $repo) {
      pullRequest(number: $number) {
        ...mergexoRebaseListedPull
        labels(first: 100) {
          nodes {
            name
          }
        }
        comments(last: ${REBASE_COMMENT_WINDOW}, orderBy: { field: UPDATED_AT, direction: ASC }) {
          ...mergexoRebaseComments
        }
        statusCheckRollup @include(if: $withChecks) {
          ...mergexoRebaseRollup
        }
      }
    }
  }
  ${REBASE_LISTED_PULL}
  ${REBASE_COMMENTS}
  ${REBASE_ROLLUP}
  ${TRUSTED_COMMENT_FIELDS}
`;

/**
 * rebase-notify, blocking: the comments windows of up to 100 listed PRs whose check does not settle them, by
 * node id: one connection per PR, 100 requests, 1 point.
 */
export const REBASE_PULL_COMMENTS = /* GraphQL */ `
  query mergexoRebasePullComments($ids: [ID!]!) {
    nodes(ids: $ids) {
      ... on PullRequest {
        number
        comments(last: ${REBASE_COMMENT_WINDOW}, orderBy: { field: UPDATED_AT, direction: ASC }) {
          ...mergexoRebaseComments
        }
      }
    }
  }
  ${REBASE_COMMENTS}
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

/**
 * rebase-notify's collisions: when up to 100 PRs contesting a name began claiming on their base (created, the
 * newest 100 reopenings, retargets and markings ready on GitHub's timeline) and where their heads live, by node id: one
 * connection per PR, 100 requests, 1 point. Only PRs that contest a name are read.
 */
export const REBASE_CLAIM_STARTS = /* GraphQL */ `
  query mergexoRebaseClaimStarts($ids: [ID!]!) {
    nodes(ids: $ids) {
      ... on PullRequest {
        number
        createdAt
        headRefName
        headRepository {
          nameWithOwner
        }
        timelineItems(itemTypes: [REOPENED_EVENT, BASE_REF_CHANGED_EVENT, READY_FOR_REVIEW_EVENT], last: 100) {
          nodes {
            __typename
            ... on ReopenedEvent {
              createdAt
            }
            ... on ReadyForReviewEvent {
              createdAt
            }
            ... on BaseRefChangedEvent {
              createdAt
              previousRefName
              currentRefName
            }
          }
        }
      }
    }
  }
`;

export const DOCUMENTS: Record<string, string> = {
  REBASE_OPEN_PULLS,
  REBASE_ONE_PULL,
  REBASE_PULL_COMMENTS,
  REBASE_MERGEABLE,
  REBASE_CLAIM_STARTS,
};
