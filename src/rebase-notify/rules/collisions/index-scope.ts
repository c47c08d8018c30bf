/**
 * What one collision index compares and what its checks record (`collisions/base-index.ts` reads and carries
 * them out): the bases that meet, the PRs compared, and since when each check records a claim.
 */

/**
 * The bases whose PRs the collision phase compares, each once, sorted: a PR's run, its PR's (`pullBases`) and the
 * base an `edited` event moved it from; a sweep of one base, that base; a sweep of every base, the bases of the PRs
 * the drift phase evaluated.
 */
export function collisionBases(
  scope: { kind: 'pull'; previousBase?: string } | { kind: 'sweep'; base?: string },
  pullBases: readonly string[],
  evaluatedBases: readonly string[],
): string[] {
  const bases =
    scope.kind === 'pull'
      ? [...pullBases, ...(scope.previousBase ? [scope.previousBase] : [])]
      : scope.base
        ? [scope.base]
        : evaluatedBases;
  return [...new Set(bases)].sort();
}

/** The bases one index compares: `base`, and the bases that meet it (`meeting-bases`). */
export function indexedBases(meetingBases: readonly (readonly string[])[], base: string): string[] {
  return [...(meetingBases.find((g) => g.includes(base)) ?? [base])];
}

/** The PRs an index compares: drafts only with `include-drafts` (a draft holds no name). */
export function comparedPulls<P extends { view: { isDraft: boolean } }>(
  pulls: readonly P[],
  includeDrafts: boolean,
): P[] {
  return pulls.filter((p) => !p.view.isDraft || includeDrafts);
}

/**
 * Since when a check records its PR's claim on a name: as dated from the evidence (`dated`), else first seen
 * `now`, and never later than the record carried from the head the PR's push replaced (`carried`).
 */
export function recordedSince(dated: number | undefined, carried: number | undefined, now: number): number {
  return Math.min(dated ?? now, carried ?? Infinity);
}

/** The part of a carried record that still counts: only the names the PR still claims. */
export function carriedClaims(record: ReadonlyMap<string, number>, claims: readonly string[]): Map<string, number> {
  return new Map([...record].filter(([key]) => claims.includes(key)));
}
