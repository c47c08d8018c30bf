/**
 * What drift's rules read and what they plan, as types: where a PR stands against its base, what mergexo left on
 * it (comment, labels, check), the policy from the settings, and the plan of writes for one PR.
 */
import type { GitHubWords } from '../../../core/pure/words.js';
import type { DriftUnknown } from './unknown.js';

/** How much a drift notice asks of the author: `blocking` adds the failing check. */
export const URGENCIES = ['blocking', 'helpful', 'fyi'] as const;
export type Urgency = (typeof URGENCIES)[number];

/** Where a PR stands against its base: the contract's three state classes. */
export type DriftClass = 'up_to_date' | 'behind' | 'conflicting';

/** Why a PR keeps the commit it heads from passing: where it stands, or that it could not be judged. */
export type DriftPartReason = Exclude<DriftClass, 'up_to_date'> | 'unknown' | 'unjudged';

/** At most this many of the commits a PR is missing are named in its comment. */
export const SUBJECTS = 5;

export interface MissingCommit {
  sha: string;
  subject: string;
}

export interface Drift {
  /** Base branch name. */
  base: string;
  baseSha: string;
  headSha: string;
  /** Commits on the base that the PR head does not contain. */
  behind: number;
  /** Commits on the PR head that the base does not contain. */
  ahead: number;
  /** Merging the base into the head would conflict. */
  conflict: boolean;
  /** The conflicted files when a local git named them; absent when only GitHub's verdict is known. */
  files?: string[];
  /** Newest first, at most SUBJECTS of the `behind` commits. */
  missing: MissingCommit[];
}

export type DriftResult = { known: true; drift: Drift } | { known: false; reason: DriftUnknown };

/** What the status comment's hidden marker remembers about the PR. */
export interface StoredState {
  class: DriftClass;
  /** When the comment was last written (ISO time): the cooldown runs from here. */
  notifiedAt: string;
  behind: number;
  ahead: number;
  base: string;
  baseSha: string;
  headSha: string;
  files?: string[];
  /**
   * What the comment says, as facts (`noticeFingerprint`): a refresh is due when the facts changed,
   * never because the wording did. Absent on comments of older versions (then a refresh is due).
   */
  fingerprint?: string;
}

/** mergexo's status comment on the PR, as read back (visible text, without the marker). */
export interface StatusComment {
  text: string;
  /** Absent when the marker carried no state we can read (then the comment is rewritten). */
  state?: StoredState;
}

/** mergexo's newest `mergexo/rebase` check run on the PR's current head. */
export interface ObservedCheck {
  conclusion: string | null;
  /** The check's `external_id`: what it said, as facts (`checkFingerprint`); null on older checks. */
  fingerprint: string | null;
  completedAt: string | null;
}

export interface Observed {
  labels: readonly string[];
  comment?: StatusComment;
  /**
   * ci-wait's open notice that the PR conflicts with this base is on the PR: one notice per conflict,
   * so this run writes no conflict notice of its own (`src/core/pure/protocol/conflict-notice.ts`).
   */
  conflictReported?: boolean;
  /** `none`: no check of ours on the current head; `unknown`: checks could not be read. */
  check: ObservedCheck | 'none' | 'unknown';
}

export interface Policy {
  urgency: Urgency;
  updateBranch: 'off' | 'merge';
  cooldownMinutes: number;
  behindLabel: string;
  conflictLabel: string;
  checkName: string;
}

/** How an update-branch request went, when one was made for this PR in this run. */
export type UpdateOutcome = 'updated' | 'head-moved' | 'failed';

/**
 * Why mergexo's update of the branch did not happen: GitHub refused it for a workflow file the token may not
 * write (`src/core/workflow-refusal.ts`), refused it otherwise (its words, passed through, never read), or
 * observe mode left the branch as it was.
 */
export type UpdateRefusal =
  { kind: 'workflows'; message: GitHubWords } | { kind: 'github'; message: GitHubWords } | { kind: 'observing' };

/** Why a merge group gets no check from this step: facts, worded by messages.ts (`groupSkipReason`). */
export type GroupSkip =
  | { kind: 'not-blocking'; urgency: string; checkName: string }
  /** The group targets `base`, and the step watches only `watched`. */
  | { kind: 'other-base'; base: string; watched: string };

/** Why a PR gets no writes in this run although it was read. */
export type SkipReason =
  /** Drift could not be measured (why, as the reader found it, passed through). */
  | { kind: 'unmeasured'; reason: DriftUnknown }
  /** The head moved while this run evaluated it: the next run judges the new head. */
  | { kind: 'head-moved' };

export interface CommentWrite {
  op: 'create' | 'edit';
  /** What the comment says, as facts; messages.ts renders them. */
  facts: NoticeFacts;
  state: StoredState;
  why: 'new' | 'class-changed' | 'refresh';
}

/** What a check says, as facts: the drift found, or that it could not be measured (and why, as the reader found it). */
export type CheckSays =
  { kind: 'drift'; facts: NoticeFacts } | { kind: 'undecidable'; base: string; reason: DriftUnknown };

export interface CheckWrite {
  conclusion: 'success' | 'failure';
  says: CheckSays;
  /** Written as the check's `external_id`, so a later run compares facts, not titles. */
  fingerprint: string;
  /** `head`: the PR head that was evaluated; `updated-head`: the head update-branch just created. */
  target: 'head' | 'updated-head';
  why: 'missing' | 'class-changed' | 'refresh' | 'unblock' | 'undecidable';
}

/** Lower runs first when the write budget cannot cover every PR. */
export const PRIORITY = {
  conflict: 0,
  gate: 1,
  caughtUp: 2,
  behind: 3,
  refresh: 4,
  none: 9,
} as const;

export interface PullPlan {
  /** The class this run found; `unknown` when drift could not be measured. */
  class: DriftClass | 'unknown';
  /** The class the PR showed before this run (from its comment, labels or check). */
  previous: DriftClass;
  /** Ask GitHub to merge the base into the head (expected_head_sha = the evaluated head). */
  update: boolean;
  addLabels: string[];
  removeLabels: string[];
  comment?: CommentWrite;
  /**
   * The status comment goes: the PR conflicts and ci-wait's open notice is the one that tells it, so this
   * comment (which says behind or up to date) would be a second, stale voice on the same PR.
   */
  deleteComment?: true;
  check?: CheckWrite;
  /** A refresh is due but waits for the cooldown. */
  held: boolean;
  /** With `update`: the plan when the update does not happen, decided with this one (before any write). */
  ifNotUpdated?: UpdateFallback;
  /** Nothing is written for this PR in this run, and why. */
  skipped?: SkipReason;
  writes: number;
  priority: number;
}

/** What a PR's plan becomes when its update does not happen. */
export interface UpdateFallback {
  headMoved: PullPlan;
  /** By the kind of refusal; GitHub's words are put in by `toldRefusal` when the refusal comes. */
  refused: Record<UpdateRefusal['kind'], PullPlan>;
}

export interface DecideInput {
  drift: DriftResult;
  /** The PR's base branch (named in messages even when drift is unknown). */
  base: string;
  observed: Observed;
  policy: Policy;
  now: Date;
  /** How the update went, for the plans `decidePull` decides beside an update (`ifNotUpdated`), and in tests. */
  update?: UpdateOutcome;
  /** Why the update did not happen (`update: 'failed'`), for the PR's message. */
  updateRefusal?: UpdateRefusal;
}

/** What the status comment says, as facts; the comment is refreshed when these change. */
export interface NoticeFacts {
  cls: DriftClass;
  drift: Drift;
  policy: Pick<Policy, 'urgency' | 'checkName'>;
  /** mergexo asked GitHub to merge the base into the branch in this run. */
  updatedByMergexo: boolean;
  updateRefusal?: UpdateRefusal;
}
