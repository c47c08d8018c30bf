import type { RewritePolicy } from './decide.js';

/** The settings the rewrite policy is made of (`enforced-since`, `rewrite-allowed-actors`). */
export interface RewriteSettings {
  /** ms since the epoch: force-pushes GitHub recorded before it never block. */
  enforcedSince?: number;
  /** Logins as REST spells them, whose force-pushes on their own PRs are accepted. */
  rewriteAllowedActors: readonly string[];
}

/** The rewrite policy `decideGuard` applies to one PR (its author as REST spells the login). */
export function rewritePolicy(settings: RewriteSettings, author: string): RewritePolicy {
  return {
    ...(settings.enforcedSince !== undefined ? { enforcedSince: settings.enforcedSince } : {}),
    allowedActors: settings.rewriteAllowedActors,
    author,
  };
}
