/**
 * The GraphQL mutations mergexo sends, each behind one port method (validated against GitHub's schema by
 * test/core/github/graphql-documents.test.ts).
 */

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

/** Draft to ready for review (the ready mark's `draft` mode). A mutation: 1 point. */
export const MARK_READY_FOR_REVIEW = /* GraphQL */ `
  mutation mergexoMarkReady($id: ID!) {
    markPullRequestReadyForReview(input: { pullRequestId: $id }) {
      pullRequest {
        isDraft
      }
    }
  }
`;

/** Ready for review back to draft (taking the `draft` mark back). A mutation: 1 point. */
export const CONVERT_TO_DRAFT = /* GraphQL */ `
  mutation mergexoConvertToDraft($id: ID!) {
    convertPullRequestToDraft(input: { pullRequestId: $id }) {
      pullRequest {
        isDraft
      }
    }
  }
`;

export const DOCUMENTS: Record<string, string> = { DISABLE_AUTO_MERGE, MARK_READY_FOR_REVIEW, CONVERT_TO_DRAFT };
