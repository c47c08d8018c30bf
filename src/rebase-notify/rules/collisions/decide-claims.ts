/**
 * A claim dates from when it was made: the pure rules that date each contestant's claim on a name and order
 * the contestants. Only what GitHub records (a PR's creation, its reopening and retargeting on the timeline, the
 * pushes of its head branch in the repository's activity) and what mergexo's own App recorded in its collision
 * check count; a commit's date, which its author sets, and a PR's number, which an older PR keeps, never do.
 *
 * - A claim starts, at the earliest, when the PR's claims on its base started: its creation, its last reopening
 *   (any closed PR can be reopened), its last retargeting onto the bases it is compared on, and (drafts not
 *   compared) its last marking ready for review.
 * - It is as old as the unbroken run of pushes whose commit claims the name, newest first: the push of the
 *   oldest one. A push whose commit did not claim it ends the run; so does one whose commit is gone, unless
 *   mergexo's own record on that commit (a rebase, under the App) says the PR claimed the name then.
 * - Where GitHub's record of the branch ends while the run goes on, the claim is older than the record: it
 *   dates from the PR's start (claims from before mergexo was installed rank by the PR's creation). Where only
 *   the newest pushes were read, it dates from the oldest read.
 * - mergexo's own records (trusted only under its own App, never under the identity every workflow shares) can
 *   only make a claim earlier, never earlier than its start.
 */

import { isSharedIdentity } from '../../../core/pure/shared-identity.js';
import { isCommitSha } from '../../../core/pure/sha.js';
import { botless } from '../../../core/pure/trust.js';

/** A GitHub time (ISO 8601) as milliseconds; NaN for anything else. */
export const timeOf = (iso: string): number => Date.parse(iso);

/** One event of a PR's timeline that starts its claims again. */
export type ClaimMark =
  { kind: 'reopened' | 'ready'; at: number } | { kind: 'retargeted'; at: number; from: string; to: string };

/**
 * When a PR's claims on its base began: its creation, its last reopening, its last retargeting from a base its
 * index does not compare with (`bases`: its own base, and the bases that meet it), and, where drafts are not
 * compared (`include-drafts` off), the last time it was marked ready: a draft holds no name, so marking it ready
 * never takes one from a PR that claimed it meanwhile.
 */
export function claimStart(
  created: number,
  marks: readonly ClaimMark[],
  bases: ReadonlySet<string>,
  draftsCompared = false,
): number {
  let start = created;
  for (const m of marks) {
    if (m.kind === 'retargeted' && bases.has(m.from) && bases.has(m.to)) continue;
    if (m.kind === 'ready' && draftsCompared) continue;
    if (m.at > start) start = m.at;
  }
  return start;
}

/** One push of the PR's head branch as GitHub's activity records it, seen for one name. */
export interface PushSighting {
  at: number;
  /** Whether the pushed commit's tree holds the name; undefined when the commit could not be read. */
  claims: boolean | undefined;
  /** mergexo's own record on the pushed commit (trusted only): since when it saw the PR claim the name. */
  recorded?: number;
  /** The push created the branch: nothing came before it. */
  creation: boolean;
}

export interface ClaimEvidence {
  /** `claimStart`. */
  start: number;
  /** The branch's pushes, newest first. */
  pushes: readonly PushSighting[];
  /** GitHub has no older pushes of the branch than these (false: only the newest were read, or none could be). */
  complete: boolean;
  /** mergexo's own record on the PR's head (trusted only). */
  recorded?: number;
}

/** Since when the PR claims the name; `now` (this run's time) when nothing earlier is shown. */
export function claimedSince(e: ClaimEvidence, now: number): number {
  let since = now;
  let record = e.recorded;
  let ended = false;
  for (const p of e.pushes) {
    const claims = p.claims ?? (p.recorded !== undefined ? true : undefined);
    if (claims !== true) {
      ended = true;
      break;
    }
    since = Math.min(since, p.at);
    if (p.recorded !== undefined) record = record === undefined ? p.recorded : Math.min(record, p.recorded);
    if (p.at <= e.start || p.creation) {
      ended = true;
      break;
    }
  }
  if (!ended && e.complete) since = e.start;
  if (record !== undefined) since = Math.min(since, record);
  return Math.max(e.start, since);
}

/** A contestant of one name: since when it claims it, and when its claims began (the tie-break). */
export interface DatedClaim {
  number: number;
  since: number;
  start: number;
}

/**
 * The claimants in claim order: the earlier claim first; at the same second (GitHub's times have no finer
 * grain), the PR whose claims began first, then the one GitHub opened first.
 */
export function claimOrder(claims: readonly DatedClaim[]): number[] {
  return [...claims].sort((a, b) => a.since - b.since || a.start - b.start || a.number - b.number).map((c) => c.number);
}

/** Pushes of a head branch read at most (3 requests): a claim older than these dates from the oldest read. */
export const MAX_PUSHES = 300;
/** Checks read per contestant for mergexo's own records (App only). */
export const MAX_RECORD_READS = 10;

/** The timeline events that start a PR's claims again, as `claimStart` weighs them; undefined: not one of them. */
export function claimMarkOf(event: {
  __typename: string;
  createdAt?: string;
  previousRefName?: string;
  currentRefName?: string;
}): ClaimMark | undefined {
  const at = timeOf(event.createdAt ?? '');
  if (!Number.isFinite(at)) return undefined;
  if (event.__typename === 'ReopenedEvent') return { kind: 'reopened', at };
  if (event.__typename === 'ReadyForReviewEvent') return { kind: 'ready', at };
  if (event.__typename === 'BaseRefChangedEvent')
    return { kind: 'retargeted', at, from: event.previousRefName ?? '', to: event.currentRefName ?? '' };
  return undefined;
}

/**
 * The pushes of a contestant's branch (newest first) that date its claim on `head`: a push after the head
 * judged (one landing mid-run) is not this head's story; only the pushes since the claims began (`start`)
 * matter, and the one before them (it shows the claim was there then).
 */
export function pushesToWeigh<P extends { after: string; at: string }>(
  pushes: readonly P[],
  head: string,
  start: number,
): P[] {
  const rows = pushes.slice(
    Math.max(
      0,
      pushes.findIndex((r) => r.after === head),
    ),
  );
  const since = rows.findIndex((r) => timeOf(r.at) <= start);
  return since < 0 ? rows : rows.slice(0, since + 1);
}

/**
 * The commits whose collision check is read for mergexo's record of a claim (App only): the head, then the pushed
 * commits git could not read (`readable`), `MAX_RECORD_READS` at most.
 */
export function recordCommits(head: string, pushed: readonly string[], readable: (sha: string) => boolean): string[] {
  return [...new Set([head, ...pushed.filter((a) => !readable(a))])].slice(0, MAX_RECORD_READS);
}

/**
 * Whether mergexo's own records may be believed, by the identity this run writes as (`viewer`): only under its own
 * App; under the identity every workflow shares (`GITHUB_TOKEN`), or an unknown one, any workflow could have written
 * them.
 */
export const trustsRecords = (viewer: string): boolean => viewer !== '' && !isSharedIdentity(botless(viewer));

/**
 * Whether a record is looked for on `sha`: only on a commit's full name. The all-zero "no commit" of a created
 * branch, or anything else a push row or an event carries, names no commit, so it carries no record and is never
 * put into a request.
 */
export const recordMayBeOn = (sha: string): boolean => isCommitSha(sha);

/** What a record says of a PR's claims: only a record on one of the bases this index compares counts. */
export function recordOnBases(
  record: { base: string; since: ReadonlyMap<string, number> } | undefined,
  bases: ReadonlySet<string>,
): ReadonlyMap<string, number> | undefined {
  return record && bases.has(record.base) ? record.since : undefined;
}

/** The earlier of two times, either of which may be unknown: a record can only make a claim older. */
export const earliest = (a: number | undefined, b: number | undefined): number | undefined =>
  a === undefined ? b : b === undefined ? a : Math.min(a, b);
