/**
 * history-guard's judgement of one head, given narrow ports: what it reads from GitHub (the PR, mergexo's
 * copy of its state, mergexo's verdict check on a commit) and what it asks git (ancestry, containment).
 * The action answers these from GitHub's API; `mergexo check` from a local checkout. Both reach the same
 * verdict because both run this code: nothing is written here.
 */
import type { Ancestry } from '../core/pure/ancestry.js';
import { UndecidableError } from '../core/pure/errors.js';
import type { WitnessedPull } from '../core/pure/view.js';
import {
  NO_POLICY,
  decideGuard,
  refusalCounts,
  type GuardDecision,
  type GuardState,
  type HiddenRewrite,
  type PullOwner,
  type RewritePolicy,
  type Witness,
} from './decide.js';
import { copiedState, passedIn, readGuardState, refusalsIn } from './state.js';
import { isSha } from '../core/pure/sha.js';

/** The PR as the judgement reads it: its trusted comments, GitHub's force-push timeline, whose it is. */
export type HistoryPull = Pick<
  WitnessedPull,
  'number' | 'author' | 'headRef' | 'headRepository' | 'trusted' | 'forcePushes'
>;

/** mergexo's newest history-guard verdict check on a commit: its conclusion, hidden line and address. */
export interface VerdictOnCommit {
  id: number;
  conclusion: string | null;
  text: string;
  url: string;
}

/** What the judgement asks of git; the action asks GitHub's compare, the CLI the local checkout. */
export interface HistoryGit {
  /** How `head` relates to `accepted`; an UndecidableError when `accepted` cannot be had. */
  ancestry(accepted: string, head: string): Promise<Ancestry>;
  /** Whether `head` contains `commit`; `unknown` (or false) when the commit cannot be had. */
  contains(commit: string, head: string): Promise<boolean | 'unknown'>;
}

export interface HistoryPorts {
  pull: HistoryPull;
  /** The head judged. */
  head: string;
  /** mergexo's copy of the PR's state from one of its verdict checks, where the caller found one. */
  copy?: GuardState;
  /** A head known to precede `head` with no rewrite between (the event's `before`), when nothing else is known. */
  lastHead?: string;
  /** The push this run answers, as its event names it: the head it replaced and who pushed. */
  pushed?: { before: string; by: string };
  /** Force-pushes the repository accepts (`enforced-since`, `rewrite-allowed-actors`). */
  policy?: RewritePolicy;
  git: HistoryGit;
  /** mergexo's newest verdict check on `commit`; undefined when there is none or GitHub lacks the commit. */
  newestVerdict(commit: string): Promise<VerdictOnCommit | undefined>;
}

/** The judgement: the state the head was judged against (undefined: a first head) and the decision. */
export interface HistoryVerdict {
  state: GuardState | undefined;
  ancestry: Ancestry | undefined;
  decision: GuardDecision;
}

/** Who a PR is, as a refusal names it: its author and `owner/name:branch` of its head. */
export function ownerOf(pull: Pick<WitnessedPull, 'author' | 'headRef' | 'headRepository'>): PullOwner {
  return { author: pull.author, branch: `${pull.headRepository ?? '(deleted fork)'}:${pull.headRef}` };
}

/**
 * What mergexo's verdict check on a PR's head says of it: the copy of its state the check carries, or for a
 * check of an earlier version (no copy), that the PR passed on that head (then the head was accepted).
 */
export function recordOn(
  verdict: VerdictOnCommit | undefined,
  number: number,
  head: string,
): { copy?: GuardState; lastHead?: string } {
  if (!verdict) return {};
  const copy = copiedState(verdict.text, number);
  if (copy) return { copy };
  return verdict.conclusion === 'success' || passedIn(verdict.text, number) ? { lastHead: head } : {};
}

/**
 * The state and how the head relates to it. A state known from the record or the copy must be comparable
 * (the port's error says why not); one taken from `lastHead` only, which GitHub no longer has, tells
 * nothing: the head is judged on the witnesses alone, as a first head.
 */
async function stateAndAncestry(
  ports: HistoryPorts,
): Promise<{ state: GuardState | undefined; ancestry: Ancestry | undefined }> {
  const { pull, head, copy, lastHead, git } = ports;
  const known = readGuardState(pull, undefined, copy);
  if (known) return { state: known, ancestry: await git.ancestry(known.accepted, head) };
  const state = readGuardState(pull, lastHead, copy);
  if (!state) return { state, ancestry: undefined };
  try {
    return { state, ancestry: await git.ancestry(state.accepted, head) };
  } catch (e) {
    if (e instanceof UndecidableError) return { state: undefined, ancestry: undefined };
    throw e;
  }
}

/**
 * GitHub's own record of the head's moves, beside mergexo's state: every force-push on the PR timeline that
 * the state has not accounted for, and the event's `before` (the head this push replaced). A rewrite seen by
 * any witness blocks, whatever the record says. A force-push that overwrote the accepted head (the usual
 * one) is settled by `ancestry`, already known, with no second question to git.
 */
export async function witnessOf(
  ports: HistoryPorts,
  state: GuardState | undefined,
  ancestry: Ancestry | undefined,
): Promise<Witness> {
  const { pull, head, pushed, git } = ports;
  const witness: Witness = { forcePushes: pull.forcePushes.length, hiddenRewrites: [] };
  if (state?.status === 'blocked') return witness;
  const headContains = async (commit: string): Promise<boolean | 'unknown'> =>
    state && ancestry && commit === state.accepted
      ? ancestry === 'identical' || ancestry === 'ahead'
      : git.contains(commit, head);
  const hidden: HiddenRewrite[] = [];
  for (const push of pull.forcePushes.slice(state?.forcePushesSeen ?? 0)) {
    // A head GitHub recorded as overwritten and no longer has cannot be shown to be kept: hidden.
    if (push.before && (await headContains(push.before)) === true) continue;
    hidden.push({
      before: push.before,
      at: push.at,
      by: push.by,
      ...(push.actor ? { actor: push.actor } : {}),
      source: 'timeline',
    });
  }
  const before = pushed?.before;
  if (
    state &&
    before !== undefined &&
    isSha(before) &&
    before !== state.accepted &&
    !hidden.some((h) => h.before === before) &&
    // The payload is the weaker witness: only a definite "not contained" counts.
    (await headContains(before)) === false
  ) {
    hidden.push({ before, at: '', by: pushed?.by || 'someone', source: 'event' });
  }
  witness.hiddenRewrites = hidden;
  if (!state && hidden.length === 0) {
    // Only a PR with no record is at risk of a "first seen" acceptance; one request settles it.
    // A refusal that says this PR passed on the commit (another PR on it was refused) is no
    // refusal of this PR's head, nor is one written for a stranger's PR (refusals are personal).
    const newest = await ports.newestVerdict(head);
    if (
      newest?.conclusion === 'failure' &&
      !passedIn(newest.text, pull.number) &&
      refusalCounts(refusalsIn(newest.text), ownerOf(pull))
    ) {
      witness.refusedHead = newest.url || `check run ${newest.id}`;
    }
  }
  return witness;
}

/**
 * Judges `ports.head`: the state from the PR's record, mergexo's copy and GitHub's witnesses
 * (`readGuardState`), how the head relates to it, what the witnesses saw since, and the contract's rule
 * (`decideGuard`) on all of it.
 */
export async function evaluate(ports: HistoryPorts): Promise<HistoryVerdict> {
  const { state, ancestry } = await stateAndAncestry(ports);
  const witness = await witnessOf(ports, state, ancestry);
  const decision = decideGuard(state, ports.head, ancestry, witness, ports.policy ?? NO_POLICY);
  return { state, ancestry, decision };
}
