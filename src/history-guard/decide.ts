import type { Ancestry } from '../core/compare.js';

export type Transition = 'first' | Ancestry;

/** What history-guard remembers about a PR (kept in its state comment and echoed in the check). */
export interface GuardState {
  status: 'accepted' | 'blocked';
  /** The last accepted head: every new head must descend from it. */
  accepted: string;
  /** How `accepted` came to be accepted, so a re-run of the same head reports it the same way. */
  via?: 'first' | 'ahead' | 'unblocked';
  /** When blocked: the head that broke the rule (updated as later pushes arrive). */
  observed?: string;
  /** When blocked: the head that first broke the rule; it names the finding (one comment per block). */
  rewrite?: string;
  /** When blocked: where the overwritten commits are kept reachable. */
  backupRefs?: string[];
  /**
   * Blocked because mergexo's own state was edited or deleted by someone else; `accepted` is
   * then only the head seen at that moment, and only an explicit accept-head unblocks.
   */
  tampered?: string;
}

export type GuardDecision =
  | { verdict: 'accepted'; transition: Transition; next: GuardState }
  | { verdict: 'blocked'; transition: Transition; next: GuardState; newlyBlocked: boolean };

/**
 * The contract's rule: the first head seen is accepted; a head is accepted iff the last
 * accepted head is its ancestor or equal to it; anything else blocks, and a blocked PR stays
 * blocked whatever is pushed next until an operator unblocks it.
 * `ancestry` is how `head` relates to `state.accepted` (absent only when there is no state).
 */
export function decideGuard(
  state: GuardState | undefined,
  head: string,
  ancestry?: Ancestry,
  tamperEvidence: readonly string[] = [],
): GuardDecision {
  if (!state && tamperEvidence.length > 0) {
    // No trusted record, but proof that one was removed: judging this head as "first" would
    // let whoever removed it rewrite history unseen, so fail closed.
    return {
      verdict: 'blocked',
      transition: 'first',
      next: { status: 'blocked', accepted: head, observed: head, rewrite: head, tampered: tamperEvidence.join('; ') },
      newlyBlocked: true,
    };
  }
  if (!state) {
    return { verdict: 'accepted', transition: 'first', next: { status: 'accepted', accepted: head, via: 'first' } };
  }
  const transition: Transition = ancestry ?? (head === state.accepted ? 'identical' : 'diverged');
  if (state.status === 'blocked') {
    return { verdict: 'blocked', transition, next: { ...state, observed: head }, newlyBlocked: false };
  }
  if (transition === 'identical') return { verdict: 'accepted', transition, next: { ...state } };
  if (transition === 'ahead') {
    return { verdict: 'accepted', transition, next: { status: 'accepted', accepted: head, via: 'ahead' } };
  }
  return {
    verdict: 'blocked',
    transition,
    next: { status: 'blocked', accepted: state.accepted, observed: head, rewrite: head },
    newlyBlocked: true,
  };
}

export type UnblockDecision =
  | { ok: true; how: 'restored' | 'accepted-head' | 'already-accepted'; next: GuardState }
  | { ok: false; reason: string };

/**
 * Unblocking either finds history restored (the head descends from the last accepted head
 * again) or takes an explicit `acceptHead`, which must be the PR's current head so that a
 * push racing the operator cannot be accepted unseen.
 */
export function decideUnblock(input: {
  state: GuardState | undefined;
  head: string;
  ancestry: Ancestry | undefined;
  acceptHead?: string;
}): UnblockDecision {
  const { state, head, ancestry, acceptHead } = input;
  if (acceptHead !== undefined && acceptHead !== head) {
    return {
      ok: false,
      reason:
        `accept-head ${acceptHead} is not the PR's current head (${head}); the branch moved since it was chosen. ` +
        'Review the new head and run again with accept-head set to it.',
    };
  }
  if (!state) {
    return {
      ok: false,
      reason: 'history-guard has no record of this PR: it was never evaluated, so nothing is blocked.',
    };
  }
  const restored = ancestry === 'identical' || ancestry === 'ahead';
  if (state.status === 'accepted') {
    return restored || acceptHead !== undefined
      ? { ok: true, how: 'already-accepted', next: { status: 'accepted', accepted: head, via: 'unblocked' } }
      : { ok: false, reason: `the PR is not blocked, and its head ${head} does not descend from ${state.accepted}.` };
  }
  if (acceptHead !== undefined) {
    return { ok: true, how: 'accepted-head', next: { status: 'accepted', accepted: head, via: 'unblocked' } };
  }
  if (state.tampered) {
    return {
      ok: false,
      reason: `mergexo's state for this PR was tampered with (${state.tampered}); review the head and run again with accept-head.`,
    };
  }
  if (restored) return { ok: true, how: 'restored', next: { status: 'accepted', accepted: head, via: 'unblocked' } };
  return {
    ok: false,
    reason:
      `history is not restored: the head ${head} does not descend from the last accepted head ${state.accepted}. ` +
      'Merge the backup ref into the branch and push, or run again with accept-head set to the current head.',
  };
}
