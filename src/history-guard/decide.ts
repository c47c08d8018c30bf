import type { Ancestry } from '../core/compare.js';

export type Transition = 'first' | Ancestry;

/**
 * What history-guard knows about a PR: derived from GitHub's witnesses, or read from the record its
 * block comment carries (see `state.ts`), and stated in the verdict check.
 */
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
   * Set on a block only an explicit accept-head lifts, saying why (restoring history cannot):
   * - mergexo's own state was edited or deleted by someone else; `accepted` is then only the head
   *   seen at that moment;
   * - or (with `overwritten` present and empty; see `lostRewrite`) GitHub witnessed a force-push
   *   but no longer has the head it overwrote, so no head can be shown to restore it.
   * Both cases share the field so that a reader which knows only `tampered` still keeps the PR
   * blocked until accept-head.
   */
  tampered?: string;
  /**
   * Blocked because this head already carried a refusal mergexo wrote (for another PR, or for
   * this one before its record was lost): the check run that refused it. Only accept-head unblocks.
   */
  refusedHead?: string;
  /**
   * Heads GitHub's timeline (or the event) shows were overwritten by a force-push that the record
   * did not account for: restoring history means bringing these back under the branch too.
   */
  overwritten?: string[];
  /**
   * How many force-pushes of the head branch GitHub had recorded when this state was decided, so
   * a later run tells the ones already judged (blocked, or accepted by an operator) from new ones.
   */
  forcePushesSeen?: number;
  /**
   * How many signs of tampering with mergexo's comments (edited or deleted by someone else) an
   * operator's unblock accounted for: only more than these leave the PR without trusted state.
   */
  tamperSeen?: number;
}

/** A force-push a witness shows that the record does not account for. */
export interface HiddenRewrite {
  /** The head it overwrote (null when GitHub no longer has it). */
  before: string | null;
  at: string;
  by: string;
  /** Who pushed as GitHub's timeline records it, spelled as REST spells it (`dependabot[bot]`); timeline only. */
  actor?: string;
  /** Which witness saw it: the PR timeline, or the event's own `before`. */
  source: 'timeline' | 'event';
}

/**
 * Force-pushes the repository chose to accept, from GitHub's record alone (never from a commit or a comment):
 * those recorded before `enforced-since`, and those by an actor of `rewrite-allowed-actors` on a PR that
 * actor authored (a bot that rebases its own PRs by design).
 */
export interface RewritePolicy {
  /** `enforced-since` in ms since the epoch; absent: nothing is forgiven for its age. */
  enforcedSince?: number;
  /** `rewrite-allowed-actors`, as REST spells the logins. */
  allowedActors: readonly string[];
  /** The PR's author, as REST spells the login. */
  author: string;
}

export const NO_POLICY: RewritePolicy = { allowedActors: [], author: '' };

/** Why a witnessed rewrite is accepted, or undefined when it counts. Only the timeline's record is forgiven. */
export function forgivenBecause(
  r: HiddenRewrite,
  policy: RewritePolicy,
): 'enforced-since' | 'allowed-actor' | undefined {
  if (r.source !== 'timeline') return undefined;
  const at = Date.parse(r.at);
  if (policy.enforcedSince !== undefined && Number.isFinite(at) && at < policy.enforcedSince) return 'enforced-since';
  const actor = r.actor?.toLowerCase();
  if (
    actor !== undefined &&
    actor === policy.author.toLowerCase() &&
    policy.allowedActors.some((a) => a.toLowerCase() === actor)
  ) {
    return 'allowed-actor';
  }
  return undefined;
}

/**
 * What GitHub itself recorded about the PR, beyond mergexo's own state: nothing a workflow can
 * write or erase (with a dedicated App; see docs/security.md for `GITHUB_TOKEN`).
 */
export interface Witness {
  /** Force-pushes GitHub recorded so far on the PR timeline. */
  forcePushes: number;
  /** The force-pushes since the state was decided whose overwritten head the current head does not contain. */
  hiddenRewrites: HiddenRewrite[];
  /** A refusal mergexo already wrote on the head (its check run's URL), looked up only when there is no state. */
  refusedHead?: string;
}

const NO_WITNESS: Witness = { forcePushes: 0, hiddenRewrites: [] };

/** A block on a witnessed force-push whose overwritten head GitHub no longer has (see `tampered`). */
export function lostRewrite(state: GuardState): boolean {
  return state.tampered !== undefined && state.overwritten !== undefined && state.overwritten.length === 0;
}

function describeRewrites(rewrites: readonly HiddenRewrite[]): string {
  return rewrites
    .map((r) => `${r.source === 'timeline' ? 'force-push' : 'push'} by @${r.by}${r.at ? ` at ${r.at}` : ''}`)
    .join(', ');
}

export type GuardDecision =
  | { verdict: 'accepted'; transition: Transition; next: GuardState; forgiven?: HiddenRewrite[] }
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
  witnessed: Witness = NO_WITNESS,
  policy: RewritePolicy = NO_POLICY,
): GuardDecision {
  // Rewrites the repository accepts (`RewritePolicy`) are left out of the witness: they never block.
  const forgiven = witnessed.hiddenRewrites.filter((r) => forgivenBecause(r, policy) !== undefined);
  const witness = { ...witnessed, hiddenRewrites: witnessed.hiddenRewrites.filter((r) => !forgiven.includes(r)) };
  // Absent means none: states written before any force-push read exactly as they always did.
  const seen = witness.forcePushes > 0 ? { forcePushesSeen: witness.forcePushes } : {};
  const blocked = (transition: Transition, next: GuardState): GuardDecision => ({
    verdict: 'blocked',
    transition,
    next: { ...next, ...seen },
    newlyBlocked: true,
  });
  const overwritten = [...new Set(witness.hiddenRewrites.flatMap((r) => (r.before ? [r.before] : [])))];
  /** Blocked on a witnessed rewrite: restoring history means bringing the overwritten heads back. */
  const rewriteWitnessed = (accepted: string): GuardState => ({
    status: 'blocked',
    accepted,
    observed: head,
    rewrite: head,
    overwritten,
    ...(overwritten.length === 0 ? { tampered: `history rewritten: ${describeRewrites(witness.hiddenRewrites)}` } : {}),
  });
  if (!state && tamperEvidence.length > 0) {
    // No trusted record, but proof that one was removed: judging this head as "first" would
    // let whoever removed it rewrite history unseen, so fail closed.
    const tampered = tamperEvidence.join('; ');
    return blocked('first', { status: 'blocked', accepted: head, observed: head, rewrite: head, tampered });
  }
  if (!state) {
    // "First seen" is not trust: a head mergexo already refused, or a branch GitHub saw rewritten,
    // is not a new PR's first head whatever the (missing) record says.
    if (witness.refusedHead) {
      const refusedHead = witness.refusedHead;
      return blocked('first', { status: 'blocked', accepted: head, observed: head, rewrite: head, refusedHead });
    }
    if (witness.hiddenRewrites.length > 0) return blocked('diverged', rewriteWitnessed(overwritten.at(-1) ?? head));
    return {
      verdict: 'accepted',
      transition: 'first',
      next: { status: 'accepted', accepted: head, via: 'first', ...seen },
      ...(forgiven.length > 0 ? { forgiven } : {}),
    };
  }
  const transition: Transition = ancestry ?? (head === state.accepted ? 'identical' : 'diverged');
  if (state.status === 'blocked') {
    return { verdict: 'blocked', transition, next: { ...state, observed: head }, newlyBlocked: false };
  }
  if (transition !== 'identical' && transition !== 'ahead') {
    // Every force-push that left the accepted head behind is on the timeline, and counts unless forgiven: with
    // none left and one forgiven, the forgiven ones made this head, which becomes the new baseline.
    if (forgiven.length > 0 && witness.hiddenRewrites.length === 0) {
      return {
        verdict: 'accepted',
        transition,
        next: { status: 'accepted', accepted: head, via: 'ahead', ...seen },
        forgiven,
      };
    }
    return blocked(transition, { status: 'blocked', accepted: state.accepted, observed: head, rewrite: head });
  }
  if (witness.hiddenRewrites.length > 0) {
    // The head still descends from the accepted one, but GitHub saw the branch rewritten since:
    // commits pushed after it were dropped. Append-only means those come back too.
    return blocked('diverged', rewriteWitnessed(state.accepted));
  }
  const also = forgiven.length > 0 ? { forgiven } : {};
  if (transition === 'identical') return { verdict: 'accepted', transition, next: { ...state, ...seen }, ...also };
  return {
    verdict: 'accepted',
    transition,
    next: { status: 'accepted', accepted: head, via: 'ahead', ...seen },
    ...also,
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
  /** Whether the head contains every overwritten head the block named (true when it named none). */
  overwrittenRestored?: boolean;
  /** Force-pushes GitHub has recorded now: the operator's decision accounts for all of them. */
  forcePushes?: number;
}): UnblockDecision {
  const { state, head, acceptHead } = input;
  const seen = input.forcePushes ? { forcePushesSeen: input.forcePushes } : {};
  const ancestry = input.overwrittenRestored === false ? 'diverged' : input.ancestry;
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
      ? { ok: true, how: 'already-accepted', next: { status: 'accepted', accepted: head, via: 'unblocked', ...seen } }
      : { ok: false, reason: `the PR is not blocked, and its head ${head} does not descend from ${state.accepted}.` };
  }
  if (acceptHead !== undefined) {
    return { ok: true, how: 'accepted-head', next: { status: 'accepted', accepted: head, via: 'unblocked', ...seen } };
  }
  if (state.refusedHead) {
    return {
      ok: false,
      reason: `this head was already refused by mergexo (${state.refusedHead}); review it and run again with accept-head=${head}.`,
    };
  }
  if (lostRewrite(state)) {
    return {
      ok: false,
      reason:
        `GitHub recorded a rewrite of the branch (${state.tampered}) but no longer has the head it overwrote, so ` +
        `restored history cannot be shown; review the head and run again with accept-head=${head}.`,
    };
  }
  if (state.tampered) {
    return {
      ok: false,
      reason: `mergexo's state for this PR was tampered with (${state.tampered}); review the head and run again with accept-head=${head}.`,
    };
  }
  if (restored) {
    return { ok: true, how: 'restored', next: { status: 'accepted', accepted: head, via: 'unblocked', ...seen } };
  }
  return {
    ok: false,
    reason:
      `history is not restored: the head ${head} does not descend from the last accepted head ${state.accepted}. ` +
      'Merge the backup ref into the branch and push, or run again with accept-head set to the current head.',
  };
}
