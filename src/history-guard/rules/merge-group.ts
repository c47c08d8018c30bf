/**
 * The pass rule of a merge group: the group holds the PR its ref names and every PR ahead of it in the queue, and
 * it passes only when each of them does. A PR passes when it is accepted on its own head, shares that head with no
 * blocked PR, and its accepted head is in the group commit's history (the queue builds the group from the PR head
 * merged onto the base: a group without it carries history history-guard did not accept).
 */
import { descends, type Ancestry } from '../../core/pure/ancestry.js';
import { ConfigurationError, errorMessage } from '../../core/pure/errors.js';
import { githubWords, type GitHubWords } from '../../core/pure/words.js';
import type { Transition } from './decide.js';

/** Why a PR fails its merge group; an error is GitHub's or git's own words, passed through. */
export type GroupMemberFailure =
  /** Judging it failed. */
  | { kind: 'unjudged'; error: GitHubWords }
  /** It passes, but its head also heads a blocked PR. */
  | { kind: 'shares-blocked-head' }
  | { kind: 'blocked'; transition: Transition }
  /** GitHub could not compare its accepted head with the group commit. */
  | { kind: 'uncompared'; head: string }
  /** The group commit does not contain its accepted head. */
  | { kind: 'not-in-group'; head: string };

/** A PR's own judgement, as the group's rule reads it. */
export interface MemberJudgement {
  /** The verdict on the commit the PR heads (every open PR on it counts). */
  verdict: 'accepted' | 'blocked';
  /** The PR's own verdict. */
  ownVerdict: 'accepted' | 'blocked';
  transition: Transition;
  /** The head it was judged on. */
  observedHead: string;
}

/** Why the PR fails the group on its own judgement; undefined: its head is then looked for in the group. */
export function judgedFailure(guard: MemberJudgement): GroupMemberFailure | undefined {
  if (guard.verdict === 'accepted') return undefined;
  return guard.ownVerdict === 'accepted'
    ? { kind: 'shares-blocked-head' }
    : { kind: 'blocked', transition: guard.transition };
}

/**
 * Whether the group commit's history holds a PR's accepted head, from GitHub's compare of the two: a comparison
 * that failed is `unknown` (never vouching), except a user's mistake, which stops the run with its fix.
 */
export function groupHolds(compared: { status: Ancestry } | { error: unknown }): boolean | 'unknown' {
  if ('status' in compared) return descends(compared.status);
  if (compared.error instanceof ConfigurationError) throw compared.error;
  return 'unknown';
}

/** Why an accepted PR fails the group, by whether the group commit contains its head; undefined: it passes. */
export function containmentFailure(head: string, held: boolean | 'unknown'): GroupMemberFailure | undefined {
  if (held === true) return undefined;
  return { kind: held === 'unknown' ? 'uncompared' : 'not-in-group', head };
}

/** The group's verdict: accepted only when it has members and each passes (not knowing them fails it). */
export function groupVerdict(members: readonly { pass: boolean }[]): 'accepted' | 'blocked' {
  return members.length > 0 && members.every((m) => m.pass) ? 'accepted' : 'blocked';
}

/** The conclusion of the check on the group commit, which heads no PR: the group's own verdict. */
export function groupConclusion(verdict: 'accepted' | 'blocked'): 'success' | 'failure' {
  return verdict === 'accepted' ? 'success' : 'failure';
}

/** Why a merge group fails before any of its PRs is judged. */
export type GroupFailure =
  /** Its ref names no PR. */
  | { kind: 'unnamed' }
  /** mergexo's own words for the setting to fix (a ConfigurationError's message). */
  | { kind: 'configuration'; error: string }
  /** Its PRs cannot be listed. */
  | { kind: 'unlisted'; error: GitHubWords };

/**
 * What the group's event lets the guard do: refuse a ref that names no PR, refuse a group without a base to list
 * its queue on (the queue drops it rather than waiting), or list the queue.
 */
export type GroupEntry =
  { kind: 'unnamed' } | { kind: 'no-base'; number: number } | { kind: 'list'; number: number; base: string };

export function groupEntry(number: number | undefined, base: string | undefined): GroupEntry {
  if (number === undefined) return { kind: 'unnamed' };
  return base ? { kind: 'list', number, base } : { kind: 'no-base', number };
}

/**
 * Why the group fails when listing or judging its PRs stopped: a user's mistake keeps its fix (the step fails
 * too); anything else means its PRs are not known, which is never vouching for them.
 */
export function groupFailureOf(e: unknown): Exclude<GroupFailure, { kind: 'unnamed' }> {
  return e instanceof ConfigurationError
    ? { kind: 'configuration', error: e.message }
    : { kind: 'unlisted', error: githubWords(errorMessage(e)) };
}

/** The PRs the group lands, in the order they are judged: those ahead in the queue, first in line first, then its own. */
export function groupMembers(ahead: readonly number[], number: number): number[] {
  return [...ahead, number];
}
