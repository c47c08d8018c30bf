import { digest, fingerprintOf } from '../../core/pure/fingerprint.js';
import { UNLISTED, type PullPart } from '../../core/pure/commit-verdict.js';
import type { RebaseNotifySettings, Urgency } from '../settings.js';
import type { DriftUnknown } from './unknown.js';
import { githubWords, type GitHubWords } from '../../core/pure/words.js';

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

export function policyOf(settings: RebaseNotifySettings): Policy {
  return {
    urgency: settings.urgency,
    updateBranch: settings.updateBranch,
    cooldownMinutes: settings.cooldownMinutes,
    behindLabel: settings.behindLabel,
    conflictLabel: settings.conflictLabel,
    checkName: settings.checkName,
  };
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

/**
 * The refusal as a fact: its kind. GitHub's words are shown, never compared (a comment written with other words
 * for the same refusal is not rewritten), so the plan for each kind is decided before the update is asked for.
 */
function refusalFact(r: UpdateRefusal): string {
  return `refused:${r.kind}`;
}

/**
 * The fingerprint of a status comment: every fact its text is rendered from, and nothing else (the
 * missing commits by sha, the conflicted files, GitHub's refusal, whether the gate line is there).
 */
export function noticeFingerprint(n: NoticeFacts): string {
  const { cls, drift } = n;
  return fingerprintOf([
    'status',
    cls,
    drift.base,
    drift.behind,
    n.updatedByMergexo,
    cls === 'behind' ? drift.missing.map((c) => c.sha) : [],
    cls === 'conflicting' ? (drift.files ? digest(drift.files) : null) : null,
    cls === 'behind' && n.updateRefusal ? refusalFact(n.updateRefusal) : null,
    n.policy.urgency === 'blocking' ? n.policy.checkName : null,
  ]);
}

/**
 * The fingerprint of the blocking check: the facts its title states (class, base, how far behind,
 * how many files conflict, whether it blocks). A new count is a refresh; new wording is not.
 */
export function checkFingerprint(n: NoticeFacts): string {
  const { cls, drift } = n;
  return fingerprintOf([
    'check',
    cls,
    drift.base,
    cls === 'behind' ? drift.behind : null,
    cls === 'conflicting' ? (drift.files?.length ?? 0) : null,
    n.policy.urgency,
  ]);
}

/** The fingerprint of the check that fails closed because drift could not be measured. */
export function undecidableFingerprint(base: string): string {
  return fingerprintOf(['undecidable', base]);
}

/**
 * The fingerprint of the failing check on a commit this PR passes but another PR it heads does not:
 * which PRs fail it (or that they could not be listed). The same refusal is not written twice.
 */
export function sharedHeadFingerprint(failing: readonly PullPart[]): string {
  const named = failing.filter((p) => !p.pass && p.number !== UNLISTED).map((p) => p.number);
  return fingerprintOf(['shared-head', ...(named.length > 0 ? named : ['unlisted'])]);
}

/** Where a PR stands in the verdict on the commit it heads: it passes when it is up to date with its base. */
export function standingOf(drift: DriftResult | undefined): DriftClass | 'unknown' {
  return drift && drift.known ? classOf(drift.drift) : 'unknown';
}

/**
 * Deleting the younger copies of a status comment rides on the PR's plan: its writes count against the
 * budget, and the PR is served no later than a cooldown refresh.
 */
export function withDuplicateDeletes(plan: PullPlan, duplicates: number): PullPlan {
  if (duplicates === 0) return plan;
  return { ...plan, writes: plan.writes + duplicates, priority: Math.min(plan.priority, PRIORITY.refresh) };
}

export function classOf(drift: Drift): DriftClass {
  if (drift.conflict) return 'conflicting';
  return drift.behind > 0 ? 'behind' : 'up_to_date';
}

const has = (labels: readonly string[], label: string) => labels.some((l) => l.toLowerCase() === label.toLowerCase());

/** The class the PR currently shows: its comment's state, else its labels, else its check. */
export function previousClass(observed: Observed, policy: Policy): DriftClass {
  const stored = observed.comment?.state?.class;
  if (stored) return stored;
  if (has(observed.labels, policy.conflictLabel)) return 'conflicting';
  if (has(observed.labels, policy.behindLabel)) return 'behind';
  if (typeof observed.check === 'object' && observed.check.conclusion === 'failure') return 'behind';
  return 'up_to_date';
}

function cooledDown(since: string | null | undefined, now: Date, cooldownMinutes: number): boolean {
  if (!since) return true;
  const t = Date.parse(since);
  if (!Number.isFinite(t)) return true;
  return now.getTime() - t >= cooldownMinutes * 60_000;
}

function nothing(previous: DriftClass, cls: DriftClass | 'unknown', skipped: SkipReason): PullPlan {
  return {
    class: cls,
    previous,
    update: false,
    addLabels: [],
    removeLabels: [],
    held: false,
    skipped,
    writes: 0,
    priority: PRIORITY.none,
  };
}

/**
 * The contract's rules for one PR, as a pure function of what was measured and what the PR
 * shows. Labels and the blocking check always converge on the class found (they are state,
 * not notifications); the status comment is created when the class needs one, rewritten at
 * once when the class changed, and otherwise refreshed only after the cooldown.
 */
export function decidePull(input: DecideInput): PullPlan {
  const plan = decideOnce(input);
  if (!plan.update) return plan;
  const refused = (refusal: UpdateRefusal) => decideOnce({ ...input, update: 'failed', updateRefusal: refusal });
  return {
    ...plan,
    ifNotUpdated: {
      headMoved: decideOnce({ ...input, update: 'head-moved' }),
      refused: {
        workflows: refused({ kind: 'workflows', message: githubWords('') }),
        github: refused({ kind: 'github', message: githubWords('') }),
        observing: refused({ kind: 'observing' }),
      },
    },
  };
}

/**
 * The plan after a refusal, with GitHub's words in what its comment and check say (an opaque value: the
 * decision was taken on the refusal's kind).
 */
export function toldRefusal(plan: PullPlan, refusal: UpdateRefusal): PullPlan {
  const tell = (facts: NoticeFacts): NoticeFacts =>
    facts.updateRefusal ? { ...facts, updateRefusal: refusal } : facts;
  return {
    ...plan,
    ...(plan.comment ? { comment: { ...plan.comment, facts: tell(plan.comment.facts) } } : {}),
    ...(plan.check?.says.kind === 'drift'
      ? { check: { ...plan.check, says: { kind: 'drift', facts: tell(plan.check.says.facts) } } }
      : {}),
  };
}

function decideOnce(input: DecideInput): PullPlan {
  const { observed, policy, now } = input;
  const previous = previousClass(observed, policy);
  if (!input.drift.known) {
    const plan = nothing(previous, 'unknown', { kind: 'unmeasured', reason: input.drift.reason });
    // The blocking gate fails closed: a head whose drift cannot be measured does not pass.
    const seen = observed.check;
    if (policy.urgency === 'blocking' && !(typeof seen === 'object' && seen.conclusion === 'failure')) {
      const says: CheckSays = { kind: 'undecidable', base: input.base, reason: input.drift.reason };
      const fingerprint = undecidableFingerprint(input.base);
      return {
        ...plan,
        check: { conclusion: 'failure', says, fingerprint, target: 'head', why: 'undecidable' },
        writes: 1,
        priority: PRIORITY.gate,
      };
    }
    return plan;
  }
  const drift = input.drift.drift;
  const found = classOf(drift);
  if (input.update === 'head-moved') {
    return nothing(previous, found, { kind: 'head-moved' });
  }

  const update = policy.updateBranch === 'merge' && found === 'behind' && input.update === undefined;
  const updated = update || input.update === 'updated';
  // A PR being brought up to date by mergexo is treated as caught up: its update is the action.
  const cls: DriftClass = updated ? 'up_to_date' : found;
  const priorities: number[] = [];

  // Labels: the behind label is fyi's whole signal; the conflict label is every urgency's.
  const wantBehind = cls === 'behind' && policy.urgency === 'fyi';
  const wantConflict = cls === 'conflicting';
  const addLabels: string[] = [];
  const removeLabels: string[] = [];
  for (const [label, wanted] of [
    [policy.conflictLabel, wantConflict],
    [policy.behindLabel, wantBehind],
  ] as const) {
    const present = observed.labels.find((l) => l.toLowerCase() === label.toLowerCase());
    if (wanted && present === undefined) addLabels.push(label);
    // Removed under the name the PR shows (GitHub label names ignore case).
    if (!wanted && present !== undefined) removeLabels.push(present);
  }
  if (addLabels.length || removeLabels.length) {
    priorities.push(
      cls === 'conflicting' ? PRIORITY.conflict : cls === 'up_to_date' ? PRIORITY.caughtUp : PRIORITY.behind,
    );
  }

  // The status comment.
  let comment: CommentWrite | undefined;
  let held = false;
  const refusal = input.update === 'failed' ? input.updateRefusal : undefined;
  const facts: NoticeFacts = {
    cls,
    drift,
    policy,
    updatedByMergexo: updated,
    ...(refusal ? { updateRefusal: refusal } : {}),
  };
  const fingerprint = noticeFingerprint(facts);
  const state: StoredState = {
    class: cls,
    notifiedAt: now.toISOString(),
    behind: updated ? 0 : drift.behind,
    ahead: drift.ahead,
    base: drift.base,
    baseSha: drift.baseSha,
    headSha: drift.headSha,
    ...(cls === 'conflicting' && drift.files ? { files: drift.files } : {}),
    fingerprint,
  };
  const existing = observed.comment;
  let deleteComment = false;
  if (cls === 'conflicting' && observed.conflictReported && existing?.state?.class !== 'conflicting') {
    // ci-wait's notice tells the author; the label and the check below still say it. A status comment of
    // ours from before the conflict goes rather than being edited into a second notice or left saying
    // behind: the conflict label then carries the class for the next run (`previousClass`), and a new
    // comment is only created once ci-wait's notice is closed and the PR needs one.
    if (existing) {
      deleteComment = true;
      priorities.push(PRIORITY.conflict);
    }
  } else if (existing) {
    const storedClass = existing.state?.class;
    if (storedClass !== cls) {
      comment = { op: 'edit', facts, state, why: 'class-changed' };
      priorities.push(
        cls === 'conflicting' ? PRIORITY.conflict : cls === 'up_to_date' ? PRIORITY.caughtUp : PRIORITY.behind,
      );
    } else if (cls !== 'up_to_date' && existing.state?.fingerprint !== fingerprint) {
      // Same class, new details (count, commits, files): running status, paced by the cooldown.
      if (cooledDown(existing.state?.notifiedAt, now, policy.cooldownMinutes)) {
        comment = { op: 'edit', facts, state, why: 'refresh' };
        priorities.push(PRIORITY.refresh);
      } else {
        held = true;
      }
    }
  } else if (cls === 'conflicting' || (cls === 'behind' && policy.urgency === 'helpful')) {
    comment = { op: 'create', facts, state, why: 'new' };
    priorities.push(cls === 'conflicting' ? PRIORITY.conflict : PRIORITY.behind);
  }

  // The check: the gate in blocking mode; elsewhere only a failing one of ours is cleared.
  let check: CheckWrite | undefined;
  const seen = observed.check;
  const checkPrint = checkFingerprint(facts);
  const output = () => ({ says: { kind: 'drift', facts } as CheckSays, fingerprint: checkPrint });
  const target = updated ? 'updated-head' : 'head';
  if (policy.urgency === 'blocking') {
    const conclusion = cls === 'up_to_date' ? 'success' : 'failure';
    if (target === 'updated-head' || seen === 'none' || seen === 'unknown') {
      check = { conclusion, ...output(), target, why: 'missing' };
      priorities.push(PRIORITY.gate);
    } else if (seen.conclusion !== conclusion) {
      check = { conclusion, ...output(), target, why: 'class-changed' };
      priorities.push(PRIORITY.gate);
    } else if (cls !== 'up_to_date' && seen.fingerprint !== checkPrint) {
      if (cooledDown(seen.completedAt, now, policy.cooldownMinutes)) {
        check = { conclusion, ...output(), target, why: 'refresh' };
        priorities.push(PRIORITY.refresh);
      } else {
        held = true;
      }
    }
  } else if (typeof seen === 'object' && seen.conclusion === 'failure' && target === 'head') {
    check = { conclusion: 'success', ...output(), target, why: 'unblock' };
    priorities.push(PRIORITY.caughtUp);
  }

  const writes =
    (update ? 1 : 0) + addLabels.length + removeLabels.length + (comment || deleteComment ? 1 : 0) + (check ? 1 : 0);
  if (update) priorities.push(PRIORITY.behind);
  return {
    class: found,
    previous,
    update,
    addLabels,
    removeLabels,
    ...(comment ? { comment } : {}),
    ...(deleteComment ? { deleteComment } : {}),
    ...(check ? { check } : {}),
    held,
    writes,
    priority: priorities.length ? Math.min(...priorities) : PRIORITY.none,
  };
}

export interface Allocation {
  /** PR numbers whose planned writes fit the budget, in the order to run them. */
  run: number[];
  /** PR numbers with writes left for a later run. */
  deferred: number[];
}

/**
 * One run never exceeds `maxWrites`. State changes that matter most go first (new conflicts,
 * the blocking gate, PRs that caught up, PRs newly behind, then cooldown refreshes), oldest PR
 * first within a rank; a PR's writes are never split across runs.
 */
export function allocate(plans: ReadonlyArray<{ number: number; plan: PullPlan }>, maxWrites: number): Allocation {
  const ordered = plans
    .filter((p) => p.plan.writes > 0)
    .sort((a, b) => a.plan.priority - b.plan.priority || a.number - b.number);
  const run: number[] = [];
  const deferred: number[] = [];
  let left = maxWrites;
  for (const { number, plan } of ordered) {
    if (plan.writes <= left) {
      run.push(number);
      left -= plan.writes;
    } else {
      deferred.push(number);
    }
  }
  return { run, deferred: deferred.sort((a, b) => a - b) };
}

// ---- what a run did ---------------------------------------------------------------------------

/** One thing a run did to a PR (or why it did nothing), as data; messages.ts says it in words. */
export type Step =
  | { kind: 'skipped'; reason: SkipReason }
  | { kind: 'draft' }
  | { kind: 'no-change'; held: boolean }
  | { kind: 'deferred'; maxWrites?: number }
  | { kind: 'error'; message: string }
  | { kind: 'updated'; base: string }
  | { kind: 'update-head-moved' }
  | { kind: 'update-refused-workflows'; base: string; message: string }
  | { kind: 'update-failed'; refusal: UpdateRefusal }
  | { kind: 'duplicate-deleted' }
  /** The status comment went: ci-wait's open notice tells the conflict (`PullPlan.deleteComment`). */
  | { kind: 'comment-deleted' }
  | { kind: 'label'; label: string; op: 'added' | 'removed' }
  | { kind: 'comment'; result: 'created' | 'updated'; refresh: boolean }
  | { kind: 'check-unconfirmed' }
  | { kind: 'check'; conclusion: 'success' | 'failure' }
  | { kind: 'check-shared-head'; failing: PullPart[]; stays: boolean }
  | { kind: 'held' }
  /** The ready mark went: the PR conflicts, so it cannot land as it is (`ready-mark`). */
  | { kind: 'ready-taken-back' };

export interface PullOutcome {
  number: number;
  title: string;
  url: string;
  base: string;
  class: PullPlan['class'] | 'draft';
  behind?: number;
  ahead?: number;
  files?: string[];
  /** What this run did (or why it did nothing), for the summary. */
  steps: Step[];
  notified: boolean;
  updated: boolean;
  deferred: boolean;
  error?: string;
}

export interface RunResult {
  source: 'git' | 'api';
  /** Why the API was used instead of a local git, or what the local git borrowed. */
  sourceNote?: string;
  bases: Map<string, string>;
  pulls: PullOutcome[];
  writes: number;
  errors: string[];
  /** PRs GitHub refused to update because the base changed a workflow file the token may not write. */
  refusedForWorkflows: number[];
  /** The collision phase's findings, when collisions between PRs are configured. */
  collisions?: CollisionOutcome;
}

/** What the collision phase found and wrote. */
export interface CollisionOutcome {
  /** PRs whose collision check fails (a colliding allocated name, or collisions not determined). */
  colliding: number[];
  /** PRs changing the same file as another PR on their base. */
  overlapping: number[];
  /** PRs whose collision label, comment or check this run changed. */
  notified: number[];
  /** PRs whose collision writes were left for the next run (max-writes). */
  deferred: number[];
}

/** What a PR's plan says before anything is written: nothing to do, and why. */
export function stepsBefore(plan: PullPlan | undefined): Step[] {
  if (!plan) return [{ kind: 'draft' }];
  if (plan.skipped && plan.writes === 0) return [{ kind: 'skipped', reason: plan.skipped }];
  if (plan.writes === 0) return [{ kind: 'no-change', held: plan.held }];
  return [];
}
