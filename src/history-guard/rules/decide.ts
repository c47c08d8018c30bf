import { descends, type Ancestry } from '../../core/pure/ancestry.js';
import type { PullPart } from '../../core/pure/commit-verdict.js';

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
   * When blocked: overwritten heads no backup ref keeps, because GitHub creates a ref at commits that change a
   * workflow file only for a token with the `workflows` permission (docs/github-behaviour.md).
   */
  unkept?: string[];
  /**
   * Set on a block that does not rest on ancestry alone (see `BlockCause`); absent on every other state.
   * Earlier versions stored a sentence here under `tampered`: `state.ts` reads it back as a cause.
   */
  cause?: BlockCause;
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
}

/** A rewrite a witness saw, as a block keeps it: which witness, who pushed and when (`at` may be empty). */
export interface RewriteSighting {
  source: 'timeline' | 'event';
  by: string;
  at: string;
}

/**
 * Why a block is not one restoring history lifts:
 * - `overwritten-head-gone`: GitHub witnessed a force-push (`rewrites`) but no longer has the head it
 *   overwrote, so no head can be shown to restore it: only accept-head lifts it;
 * - `record-altered`: a block earlier versions wrote when someone else edited or deleted one of mergexo's
 *   comments; `accepted` is the head seen at that moment. No comment move blocks anything any more, so an
 *   operator's unblock lifts it like a rewrite's, `all: true` included, once the head descends from it.
 */
export type BlockCause = { kind: 'overwritten-head-gone'; rewrites: RewriteSighting[] } | { kind: 'record-altered' };

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
  /**
   * A refusal mergexo already wrote on the head (its check run's URL), looked up only when there is no
   * state, and only one written for a PR of the same author or head branch (`refusalCounts`).
   */
  refusedHead?: string;
}

const NO_WITNESS: Witness = { forcePushes: 0, hiddenRewrites: [] };

/** A block on a witnessed force-push whose overwritten head GitHub no longer has (see `BlockCause`). */
export function lostRewrite(state: GuardState): boolean {
  return state.cause?.kind === 'overwritten-head-gone';
}

/** The facts of the rewrites a block names: what the block comment states, never re-read. */
function sightings(rewrites: readonly HiddenRewrite[]): RewriteSighting[] {
  return rewrites.map((r) => ({ source: r.source, by: r.by, at: r.at }));
}

/** The PR a refusal was written for, and the PR whose first head it might count against. */
export interface PullOwner {
  author: string;
  /** `owner/name:branch` of the head. */
  branch: string;
}

/**
 * Refusals are personal: a refusal counts against a new PR's first head only when it was written for a
 * PR from the same head branch or the same author, so a stranger who pushed a victim's commit under
 * their own PR, got it refused and closed the PR blocks nobody. `refused` undefined: a check written by
 * an earlier version, which names no PR; it counts (fail closed).
 */
export function refusalCounts(refused: readonly PullOwner[] | undefined, pull: PullOwner): boolean {
  if (refused === undefined) return true;
  return refused.some((r) => r.branch === pull.branch || r.author.toLowerCase() === pull.author.toLowerCase());
}

/** The PR's part in the verdict on the commit it heads: it passes when its head is accepted. */
export function partOf(number: number, decision: GuardDecision): PullPart<Transition> {
  return decision.verdict === 'accepted'
    ? { number, pass: true }
    : { number, pass: false, reason: decision.transition };
}

/**
 * Another PR's part in the verdict on `head`, judged on `judgedHead`: none when it moved on meanwhile (its own push
 * event judges it, on its own commit).
 */
export function partOnHead(
  number: number,
  decision: GuardDecision,
  judgedHead: string,
  head: string,
): PullPart<Transition> | undefined {
  return judgedHead === head ? partOf(number, decision) : undefined;
}

/** The head the PR is expected at, as the run reports it: the accepted one, else the head judged (a first head). */
export function expectedHead(decision: GuardDecision, state: GuardState | undefined, head: string): string {
  return decision.verdict === 'blocked' ? decision.next.accepted : (state?.accepted ?? head);
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
    ...(overwritten.length === 0
      ? { cause: { kind: 'overwritten-head-gone', rewrites: sightings(witness.hiddenRewrites) } }
      : {}),
  });
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

/** Why an unblock is refused: facts only, worded by `unblockRefusalText`. */
export type UnblockRefusal =
  /** accept-head names another commit than the PR's current head: the branch moved since it was chosen. */
  | { kind: 'head-moved'; acceptHead: string; head: string }
  /** history-guard never evaluated the PR: nothing is blocked. */
  | { kind: 'no-record' }
  /** The PR is not blocked, and its head does not descend from the accepted one. */
  | { kind: 'not-blocked'; head: string; accepted: string }
  /** The head carried a refusal mergexo wrote (`refusedHead`): only accept-head lifts it. */
  | { kind: 'refused-head'; refusedHead: string; head: string }
  /** GitHub no longer has the head a witnessed rewrite overwrote: only accept-head lifts it. */
  | { kind: 'overwritten-head-gone'; rewrites: RewriteSighting[]; head: string }
  /** The head does not descend from the last accepted head (or lacks a head a force-push overwrote). */
  | { kind: 'not-restored'; head: string; accepted: string };

export type UnblockDecision =
  | { ok: true; how: 'restored' | 'accepted-head' | 'already-accepted'; next: GuardState }
  | { ok: false; reason: UnblockRefusal };

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
  const refuse = (reason: UnblockRefusal): UnblockDecision => ({ ok: false, reason });
  if (acceptHead !== undefined && acceptHead !== head) return refuse({ kind: 'head-moved', acceptHead, head });
  if (!state) return refuse({ kind: 'no-record' });
  const restored = ancestry !== undefined && descends(ancestry);
  const unblocked = (how: 'restored' | 'accepted-head' | 'already-accepted'): UnblockDecision => ({
    ok: true,
    how,
    next: { status: 'accepted', accepted: head, via: 'unblocked', ...seen },
  });
  if (state.status === 'accepted') {
    return restored || acceptHead !== undefined
      ? unblocked('already-accepted')
      : refuse({ kind: 'not-blocked', head, accepted: state.accepted });
  }
  if (acceptHead !== undefined) return unblocked('accepted-head');
  if (state.refusedHead) return refuse({ kind: 'refused-head', refusedHead: state.refusedHead, head });
  if (state.cause?.kind === 'overwritten-head-gone') {
    return refuse({ kind: 'overwritten-head-gone', rewrites: state.cause.rewrites, head });
  }
  if (restored) return unblocked('restored');
  return refuse({ kind: 'not-restored', head, accepted: state.accepted });
}
