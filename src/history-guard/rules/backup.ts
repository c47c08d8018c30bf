/**
 * When a block backs up the heads it may have overwritten, and which: refs keep them reachable, so no commit is
 * lost to garbage collection while an operator decides (`../backup.ts` makes the refs).
 */
import { isSha } from '../../core/pure/sha.js';
import type { GuardDecision } from './decide.js';

/**
 * Whether this block backs up refs: a new block does, and one whose state keeps none yet (an earlier run could not
 * make them). A block that does not rest on a rewrite (a `cause`, or a head mergexo refused before) overwrote
 * nothing this run could keep.
 */
export function needsBackup(decision: Extract<GuardDecision, { verdict: 'blocked' }>): boolean {
  const { next } = decision;
  if (next.cause || next.refusedHead) return false;
  return decision.newlyBlocked || !next.backupRefs || next.backupRefs.length === 0;
}

/**
 * The heads to keep: the accepted head, the heads a force-push overwrote, and the event's `before` (the head this
 * push overwrote; when runs were missed it can hold commits pushed after the last accepted head).
 */
export function backupCandidates(
  state: { accepted: string; overwritten?: string[] },
  head: string,
  before: unknown,
): string[] {
  const candidates = [...new Set([state.accepted, ...(state.overwritten ?? [])])];
  if (isSha(before) && before !== head && !candidates.includes(before)) candidates.push(before);
  return candidates;
}

/** The ref that keeps `sha` for PR `number`: `<backup-ref-prefix>/pr-<N>/<sha>`. */
export function backupRef(prefix: string, number: number, sha: string): string {
  return `${prefix}/pr-${number}/${sha}`;
}

/**
 * The heads no ref keeps, kept in the state so every later run's comment still says which and why: those whose
 * ref GitHub refused for want of the `workflows` permission (a commit that changes a workflow file).
 */
export function unkeptHeads(failures: readonly { kind: string; sha?: string; needs?: string }[]): string[] {
  return failures.flatMap((n) => (n.kind === 'backup-failed' && n.needs === 'workflows' && n.sha ? [n.sha] : []));
}
