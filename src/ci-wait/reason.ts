/**
 * Why a round ended (or is waiting) the way it did, as data: the rules in `./decide.ts` and the shell
 * say which case it is and carry the facts (check names, GitHub's own answers, counts); the words a
 * user reads are rendered from it by `reasonWords` in `./messages.ts`. A reason may feed a decision
 * (`roundKey` tells merge refusals apart by it) only through these facts, never through its words.
 */
import type { GitHubWords } from '../core/github/port.js';
import type { PullPart } from '../core/pure/commit-verdict.js';

/** Why ci-wait could not (or may no longer) merge the base into the head on this head. */
export type UpdateRefusal =
  /** GitHub refused the update; `message` is GitHub's answer. */
  | { kind: 'github'; message: string }
  /** GitHub refused because the merge would change a workflow file this token may not write (its answer). */
  | { kind: 'workflows'; message: string }
  /** The per-run budget of branch updates is spent. */
  | { kind: 'updates-spent'; updates: number }
  /** GitHub accepted the update, but the head did not move in time. */
  | { kind: 'update-did-not-land' }
  /** A merge group's branch belongs to the queue. */
  | { kind: 'group-never-updated' }
  /** Observe mode (`enforcement: observe`): enforcement would have merged the base into the head. */
  | { kind: 'observing' };

export type Reason =
  | { kind: 'merged-elsewhere' }
  /** Seen closed while observing it. */
  | { kind: 'pull-closed' }
  /** Closed by the event itself, or right after a merge request. */
  | { kind: 'pull-was-closed' }
  | { kind: 'on-hold' }
  | { kind: 'update-timed-out' }
  /** Event mode: the update is on its way; the new head's events decide. */
  | { kind: 'update-in-flight' }
  /** Poll mode: waiting for the accepted update to land. */
  | { kind: 'update-landing' }
  | { kind: 'conflict'; refusal?: UpdateRefusal }
  /** Checks still running (none yet when `running` is empty); `failedSoFar` in event mode only. */
  | { kind: 'checks-running'; running: string[]; failedSoFar?: number }
  | { kind: 'checks-timed-out'; running: string[] }
  /** GitHub is still computing mergeability (a wait). */
  | { kind: 'mergeability-unknown' }
  /** GitHub never computed mergeability within the asks allowed. */
  | { kind: 'mergeability-never-known' }
  | { kind: 'checks-failed'; failed: string[]; stillRunning: number }
  | { kind: 'no-checks-appeared' }
  | { kind: 'required-missing'; missing: string[] }
  /** Every counted check passed (`checks` of them) and the PR can merge. */
  | { kind: 'passed'; checks: number }
  /** Merged by this run; `message` is GitHub's answer. */
  | { kind: 'merged'; message: string }
  /** The merge answer was lost, but GitHub shows the PR merged by this token. */
  | { kind: 'merged-by-token' }
  | { kind: 'merged-by-other'; by: string | null }
  /** GitHub answered "merged", yet the PR is still open. */
  | { kind: 'merge-claimed-open' }
  /** GitHub answered without merging; `message` is its answer. */
  | { kind: 'merge-declined'; message: string }
  /** GitHub refused the merge (`status`, none when no answer came); `message` is its answer. */
  | { kind: 'merge-refused'; status: number | undefined; message: string }
  /** A merge refused after the branch update was refused: the update's refusal is the cause to name. */
  | { kind: 'merge-after-refused-update'; merge: Reason; update: UpdateRefusal }
  | { kind: 'closed-meanwhile'; state: string }
  /** The head moved just before the verdict; the new head's events decide. */
  | { kind: 'moved-before-verdict'; to: string }
  /** The event's head is no longer the PR's head. */
  | { kind: 'moved-on'; to: string }
  | { kind: 'tampered' }
  /** GitHub did not answer for ci-wait's check on `commit`, where the PR's count of failed rounds may be. */
  | { kind: 'count-unreadable'; commit: string; why: GitHubWords }
  | { kind: 'group-passed'; checks: number }
  /** The group commit's CI passed, but PRs the group would land are refused on their own heads. */
  | { kind: 'group-member-failing'; failing: readonly PullPart[] }
  /** The PRs of the group could not be listed (`error`): not knowing them is not vouching for them. */
  | { kind: 'group-unlisted'; error: GitHubWords }
  /** The merge group's ref (`headRef`) names no PR and base, so its PRs cannot be listed. */
  | { kind: 'group-unnamed'; headRef: string }
  /** The PR passes alone, but other PRs on its head commit do not (`failing`: their parts). */
  | { kind: 'shared-head'; failing: readonly PullPart[] };

/** Why the PRs a merge group would land are not known. */
export type GroupUnlisted = Extract<Reason, { kind: 'group-unlisted' | 'group-unnamed' }>;

/** The HTTP status of a merge refusal behind a reason, when there is one. */
export function mergeStatus(reason: Reason): number | undefined {
  if (reason.kind === 'merge-refused') return reason.status;
  if (reason.kind === 'merge-after-refused-update') return mergeStatus(reason.merge);
  return undefined;
}

/**
 * A reason's facts as one stable string (keys sorted): what a decision may compare. Kinds are
 * identifiers, not words; the strings inside are GitHub's answers and names, not mergexo's wording.
 */
export function reasonFacts(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(reasonFacts).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${reasonFacts(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'undefined';
}
