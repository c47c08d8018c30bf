/** The words of reading what a PR writes (`changed-paths.ts`), apart from messages.ts, which imports its types. */

/** Why a head and a base with no merge base are undecidable, and the fix. */
export function unrelatedHistoriesReason(headSha: string, baseSha: string): string {
  return (
    `the PR head ${headSha} and its base ${baseSha} share no history (git finds no merge base in ` +
    'their complete commit history), so what merging the PR would write cannot be told. Rebase the PR ' +
    'onto its base branch and push.'
  );
}

/** The log line when prefetching trees fails (only a speed-up: git fetches each tree it lacks). */
export function prefetchFailedLine(error: string): string {
  return `Could not prefetch the trees (git fetches them as needed): ${error}`;
}
