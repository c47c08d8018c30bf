/** write-root-gate's own GraphQL documents (validated against GitHub's schema by test/core/github/graphql-documents.test.ts). */

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

export const DOCUMENTS: Record<string, string> = { DISABLE_AUTO_MERGE };
