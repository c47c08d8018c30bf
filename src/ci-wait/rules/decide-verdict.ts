/**
 * The verdict check ci-wait writes on a commit, as facts (pure): its conclusion, what its title speaks
 * of, and the fingerprint of those facts (`src/core/pure/fingerprint.ts`), written as the check's
 * `external_id`. A rerun whose own newest check holds the same fingerprint writes nothing: what branch
 * protection and people read would not change. The words are never compared, so a release that words a
 * title differently rewrites nothing.
 *
 * A check written before the fingerprint existed has no `external_id`: it never matches, so the first
 * run after the upgrade writes the verdict once more (with its fingerprint), and later runs skip.
 */
import type { CommitVerdict, PullPart, VerdictConclusion } from '../../core/pure/commit-verdict.js';
import { digest, fingerprintOf } from '../../core/pure/fingerprint.js';
import type { CiWaitState } from './decide-transition.js';
import { passesCommit, type MergeMethod, type OnConflict, type Outcome } from './decide.js';
import { reasonFacts, type Reason } from './reason.js';
import type { RawCheckRun } from './selection.js';

/** Bumped when the facts a verdict states change shape: an older fingerprint then never matches. */
const VERDICT_FACTS = 'ci-wait/verdict@1';

export interface VerdictInput {
  /** The PR's own verdict (`TransitionPlan.verdict`). */
  verdict: 'success' | 'failure';
  outcome: Outcome;
  reason: Reason;
  /** The conjunction over every open PR on the commit. */
  commit: CommitVerdict;
  /** The commit's conclusion as core's `writeCommitVerdict` computed it (never computed here). */
  conclusion: VerdictConclusion;
  /** The PR's state the check carries a copy of (`./state.ts`); none in observe mode. */
  copy?: { number: number; state: CiWaitState };
}

/** What of a state decides later rounds: a check whose copy differs in these is written again. */
function countFacts(copy: NonNullable<VerdictInput['copy']>): unknown[] {
  const { attempts, lastRound, held, holds, seen } = copy.state;
  return ['count', copy.number, digest([attempts, lastRound ?? null, held ?? false, holds ?? 0, seen ?? 0])];
}

/** What the check's title speaks of: the PR's own outcome, or the other PRs that keep the commit from passing. */
export type VerdictTitle = { kind: 'own' } | { kind: 'shared'; failing: readonly PullPart[] };

export interface VerdictPlan {
  conclusion: 'success' | 'failure';
  title: VerdictTitle;
  /** The facts the check states, as its `external_id`. */
  fingerprint: string;
}

/**
 * The check for a PR's verdict on its commit: a success only when the PR passes and every open PR on the
 * commit does; a PR that passes on a commit another PR fails names those PRs instead of its own outcome.
 */
export function planVerdict(input: VerdictInput): VerdictPlan {
  // A PR held for a human fails its own verdict although its outcome passes the commit: the hold is ci-wait's rule.
  const conclusion = input.verdict === 'success' ? input.conclusion : 'failure';
  const shared = input.verdict === 'success' && !input.commit.pass;
  const title: VerdictTitle = shared ? { kind: 'shared', failing: input.commit.failing } : { kind: 'own' };
  // The shared title names the failing PRs by number (0: they could not be listed), not why each fails.
  const facts = shared
    ? ['shared', input.commit.failing.filter((p) => !p.pass).map((p) => p.number)]
    : ['own', input.outcome, digest(reasonFacts(input.reason))];
  const count = input.copy ? countFacts(input.copy) : [];
  return { conclusion, title, fingerprint: fingerprintOf([VERDICT_FACTS, conclusion, ...facts, ...count]) };
}

/** ci-wait's own newest verdict check on the commit, as read back: its conclusion and `external_id`. */
export interface StandingVerdict {
  conclusion: string | null;
  /** Null or empty on a check written before verdicts carried their facts. */
  externalId: string | null;
}

/**
 * The verdict standing on the head: the newest run of check `checkName`, when it is completed and this token's
 * identity (`self`, as `botless` spells it) wrote it; a run by anyone else, or one still in progress, is none.
 */
export function standingOwnVerdict(
  runs: readonly RawCheckRun[],
  checkName: string,
  self: string,
): (StandingVerdict & { app: string }) | undefined {
  const newest = runs
    .filter((r) => r.name === checkName)
    .reduce<RawCheckRun | undefined>((a, r) => (a === undefined || r.id > a.id ? r : a), undefined);
  if (newest?.status !== 'completed' || !newest.app || newest.app.toLowerCase() !== self) return undefined;
  return { conclusion: newest.conclusion, externalId: newest.externalId ?? null, app: newest.app };
}

/** Whether the standing check already states these facts (then nothing is written). */
export function verdictStands(standing: StandingVerdict | undefined, plan: VerdictPlan): boolean {
  if (!standing?.externalId) return false;
  return standing.conclusion === plan.conclusion && standing.externalId === plan.fingerprint;
}

// A merge group: every PR it lands

/** Why a PR of a merge group fails the group, by ci-wait's standing verdict on its head; undefined: it passes. */
export type GroupMemberFailure = 'not-open' | 'unjudged' | 'refused';

/** Why a PR fails a commit or a merge group (its part's reason): facts only, `messages.ts` words them. */
export type PartReason =
  /** Its own outcome on the commit. */
  | { kind: 'outcome'; outcome: Outcome }
  /** GitHub did not answer while it was judged. */
  | { kind: 'unjudged' }
  /** A PR a merge group lands: in `state`, ci-wait's newest verdict on its `head` concluded `conclusion`. */
  | { kind: 'group-member'; failure: GroupMemberFailure; state: string; head: string; conclusion?: string | null };

/**
 * A PR the group would land passes only when ci-wait's own newest verdict on its current head is a success: a
 * head ci-wait refused (CI failed, on hold, a shared head) or never judged is not vouched for by the group's CI.
 */
export function groupMemberFailure(
  state: string,
  conclusion: string | null | undefined,
): GroupMemberFailure | undefined {
  if (state !== 'OPEN') return 'not-open';
  if (conclusion === undefined || conclusion === null) return 'unjudged';
  return conclusion === 'success' ? undefined : 'refused';
}

/** A PR's part in the verdict on a commit, from its outcome. */
export function partOf(number: number, outcome: Outcome): PullPart<PartReason> {
  return passesCommit(outcome) ? { number, pass: true } : { number, pass: false, reason: { kind: 'outcome', outcome } };
}

/**
 * Another PR's part in the verdict on `head`, judged as it stands: none when it closed, was skipped or no longer
 * heads `head` (its own events judge its new head).
 */
export function otherPartOn(
  number: number,
  judged: { outcome: Outcome; head: string },
  head: string,
): PullPart<PartReason> | undefined {
  if (judged.outcome === 'closed' || judged.outcome === 'skipped' || judged.head !== head) return undefined;
  return partOf(number, judged.outcome);
}

/** Another PR is only looked at: never merged, never updated, whatever the run's settings would do to its own PR. */
export function lookOnly<S extends { merge: MergeMethod | undefined; onConflict: OnConflict }>(settings: S): S {
  return { ...settings, merge: undefined, onConflict: 'report' };
}

/**
 * The copy of the PR's state its verdict check carries (`./state.ts`): none in observe mode, as it keeps no comment,
 * so rounds it only reported are not held against anyone after the switch to enforce.
 */
export function stateCopy(
  observing: boolean,
  number: number,
  state: CiWaitState,
): { number: number; state: CiWaitState } | undefined {
  return observing ? undefined : { number, state };
}

/**
 * Whether the verdict standing on the head is read before this write: only before the first of the run's writes on
 * the commit (a later one follows a write of this run, which the standing check would only echo).
 */
export function readsStanding(writesBefore: number): boolean {
  return writesBefore === 0;
}
