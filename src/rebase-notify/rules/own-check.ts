/**
 * Which check on a PR's head is rebase-notify's own state, as the listing's status rollup shows it: only check
 * runs of the token's own app count (a check run of the same name from anyone else is not mergexo's state), the
 * newest of them.
 */
import { botless } from '../../core/pure/trust.js';
import type { ObservedCheck } from './drift/plan.js';

/** One context of a head's status rollup (GraphQL `StatusCheckRollupContext`), as the listing asks for it. */
export interface RollupContext {
  __typename: string;
  name?: string;
  databaseId?: number | null;
  conclusion?: string | null;
  externalId?: string | null;
  completedAt?: string | null;
  checkSuite?: { app: { slug: string } | null } | null;
}

/** A head's status rollup: the commit it is for, and the first page of its contexts. */
export interface HeadRollup {
  commit: { oid: string } | null;
  contexts: { pageInfo: { hasNextPage: boolean }; nodes: (RollupContext | null)[] };
}

/**
 * mergexo's own newest check named `checkName` on `headSha`. `none` when GitHub shows no rollup (a commit without
 * any check or status) or none of ours on the only page; `unknown` when the rollup was not asked for, is not the
 * head's, or has more pages and ours is not on the first.
 */
export function ownCheckOnHead(
  rollup: HeadRollup | null | undefined,
  headSha: string,
  viewer: string,
  checkName: string,
): ObservedCheck | 'none' | 'unknown' {
  if (rollup === undefined) return 'unknown';
  if (rollup === null) return 'none';
  if (!rollup.commit || rollup.commit.oid !== headSha) return 'unknown';
  let newest: { id: number; run: ObservedCheck } | undefined;
  for (const context of rollup.contexts.nodes) {
    if (!context || context.__typename !== 'CheckRun' || context.name !== checkName) continue;
    const app = context.checkSuite?.app;
    if (!app || botless(app.slug) !== botless(viewer)) continue;
    const id = context.databaseId ?? 0;
    if (!newest || id > newest.id) {
      newest = {
        id,
        run: {
          conclusion: context.conclusion?.toLowerCase() ?? null,
          fingerprint: context.externalId || null,
          completedAt: context.completedAt ?? null,
        },
      };
    }
  }
  if (newest) return newest.run;
  return rollup.contexts.pageInfo.hasNextPage ? 'unknown' : 'none';
}
