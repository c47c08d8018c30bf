/**
 * Drift's rules: the class a PR is in, what it showed before, and the plan of writes for it (comment, labels,
 * check, update-branch), within the run's write budget.
 */
import type { PullPart } from '../../../core/pure/commit-verdict.js';
import { ConfigurationError } from '../../../core/pure/errors.js';
import { githubWords } from '../../../core/pure/words.js';
import { checkFingerprint, noticeFingerprint, undecidableFingerprint } from './fingerprints.js';
import {
  PRIORITY,
  type CheckSays,
  type CheckWrite,
  type CommentWrite,
  type NoticeFacts,
  type StoredState,
  type DecideInput,
  type Drift,
  type DriftClass,
  type DriftPartReason,
  type DriftResult,
  type Observed,
  type Policy,
  type PullPlan,
  type SkipReason,
  type UpdateRefusal,
} from './plan.js';
import { findLabel, hasLabel } from '../../../core/pure/labels.js';

/** Where a PR stands in the verdict on the commit it heads: it passes when it is up to date with its base. */
export function standingOf(drift: DriftResult | undefined): DriftClass | 'unknown' {
  return drift && drift.known ? classOf(drift.drift) : 'unknown';
}

/** A PR's part in the verdict on the commit it heads: it passes when it is up to date with its own base. */
export function driftPart(number: number, drift: DriftResult | undefined): PullPart<DriftPartReason> {
  const standing = standingOf(drift);
  return standing === 'up_to_date' ? { number, pass: true } : { number, pass: false, reason: standing };
}

/**
 * Whether a PR this run did not list is measured for its part on `head`: only while it is open (`headSha` read) and
 * still on `head`; else it has no part there (its own runs judge its new head).
 */
export function measuresOnHead(headSha: string | undefined, head: string): boolean {
  return headSha === head;
}

/**
 * The part of a PR this run did not list and could not read or measure: it fails closed as `unjudged`, never
 * passing the commit; a user's mistake stops the run with its fix.
 */
export function unjudgedPart(number: number, e: unknown): PullPart<DriftPartReason> {
  if (e instanceof ConfigurationError) throw e;
  return { number, pass: false, reason: 'unjudged' };
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

/** The class the PR currently shows: its comment's state, else its labels, else its check. */
export function previousClass(observed: Observed, policy: Policy): DriftClass {
  const stored = observed.comment?.state?.class;
  if (stored) return stored;
  if (hasLabel(observed.labels, policy.conflictLabel)) return 'conflicting';
  if (hasLabel(observed.labels, policy.behindLabel)) return 'behind';
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
    const present = findLabel(observed.labels, label);
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
