/**
 * write-root-gate's shell: read the PR through the gateway, read what it writes (GitHub's file list
 * and git), decide, then write (`./effects.ts`) and give the commit its verdict by the per-commit
 * rule. main.ts loads this module once the event is one the gate judges: the rules, the lease
 * file and the settings bring minimatch and yaml, which a run refused on its event never needs
 * (the bundle's start-up is measured by `npm run bench`).
 */
import { writeVerdict, type Annotation } from '../core/pr/checks.js';
import { conjoin, sharedHeadLine, writeCommitVerdict, type PullPart } from '../core/pr/commit-verdict.js';
import { ConfigurationError, UndecidableError, errorMessage } from '../core/errors.js';
import { MAX_HEAD_MOVES, onStandingHead } from '../core/pr/head.js';
import { readHead, readPull } from '../core/pr/read.js';
import { changed, markOn, takeBackReadyMark } from '../core/pr/ready-mark.js';
import { findMarked } from '../core/pr/trust.js';
import type { PullView } from '../core/pr/view.js';
import type { ShellContext } from '../core/shell.js';
import { readChangeSet, type ChangeSet } from './changed-paths.js';
import { decideWriteRoots, type GateDecision } from './decide.js';
import {
  ACTION,
  attempt,
  disableAutoMerge,
  quarantine,
  release,
  writeChecks,
  writePendingCheck,
  type CheckTarget,
  type Effect,
  type ExtraVerdict,
  type GatedPull,
} from './effects.js';
import { mergeGroupBase, mergeGroupPullNumber, pullsAheadInQueue, type MergeGroupEvent } from './merge-group.js';
import type { ResolvedLease } from './lease-config.js';
import { leaseOf } from './lease-file.js';
import {
  BASE_KEPT_MOVING,
  backInBoundsCommentText,
  EFFECT,
  baseChangedCheckText,
  baseMovedLog,
  checkAnnotations,
  checkText,
  configurationCheckText,
  failedAfterRetries,
  groupMemberRefusedCheckText,
  groupUnlistedCheckText,
  groupWithoutBaseReason,
  judgingGroupMemberLine,
  mergeGroupNote,
  quarantineCommentText,
  sharedRefusalCheckText,
  stepAnnotations,
  undecidableCheckText,
  unnamedMergeGroupCheckText,
  type CheckText,
  type StepAnnotation,
} from './messages.js';
import { ProtectedPaths } from './roots.js';
import type { WriteRootGateSettings } from './settings.js';

export { runReport } from './messages.js';
export { parseSettings } from './settings.js';
export type { Effect, ExtraVerdict } from './effects.js';

/** Where the scratch git repository comes from and goes. */
export interface GateEnvironment {
  serverUrl: string;
  tempRoot?: string;
}

/** What one run of the gate works with besides the shell context. */
export interface GateJob {
  settings: WriteRootGateSettings;
  env: GateEnvironment;
  /** The run's page, linked from every check it writes. */
  detailsUrl?: string;
}

export interface GateResult {
  number: number;
  headSha: string;
  verdict: 'pass' | 'refused';
  decision?: GateDecision;
  lease?: ResolvedLease;
  changes?: ChangeSet;
  /** Why the gate could not decide (it refused). */
  undecidable?: string;
  /** Other open PRs on the same head that were refused: this PR passes alone, its commit does not. */
  sharedWith?: PullPart[];
  /** merge_group: the PRs ahead in the queue that were refused, which fail the group whatever this PR's verdict. */
  groupFailing?: PullPart[];
  effects: Effect[];
  /**
   * The step's error annotations (the runner shows them on the files): this PR's offending paths,
   * then those of each refused PR on the same head, for main.ts to write.
   */
  annotations: StepAnnotation[];
}

export interface JudgeOptions {
  /** Commits that get the same verdict (the merge group commit). */
  extra?: ExtraVerdict[];
  /** The head the event named, used when the PR itself cannot be read. */
  eventHead?: string;
  /** The PR was retargeted (`edited` with `changes.base`): from and to which base branch, as the event says. */
  baseChange?: { from?: string; to?: string };
}

/** What the gate reads of a PR: the gateway's view, narrowed. */
type JudgedPull = GatedPull &
  Pick<PullView, 'headSha' | 'baseSha' | 'headRef' | 'author' | 'isCrossRepository' | 'changedFiles'>;

interface Evaluation {
  lease: ResolvedLease;
  changes: ChangeSet;
  decision: GateDecision;
}

/** A PR's own verdict, before it joins the others on the same commit. */
interface PendingCheck {
  headSha: string | undefined;
  conclusion: 'success' | 'failure';
  text: CheckText;
  annotations: Annotation[];
}

/** The verdict check's name and link, on the PR head (when known) and on `extra` commits. */
function checkTarget(job: GateJob, headSha: string | undefined, extra: readonly ExtraVerdict[]): CheckTarget {
  return {
    checkName: job.settings.checkName,
    headSha,
    extra,
    ...(job.detailsUrl ? { detailsUrl: job.detailsUrl } : {}),
  };
}

async function evaluate(ctx: ShellContext, job: GateJob, pull: JudgedPull): Promise<Evaluation> {
  const { settings, env } = job;
  const { lease, rootSet } = await leaseOf(ctx.github, ctx.repo, pull, settings);
  const changes = await readChangeSet(
    ctx.github,
    ctx.repo,
    pull,
    { serverUrl: env.serverUrl, token: settings.token, tempRoot: env.tempRoot, log: (m) => ctx.log.info(m) },
    rootSet,
  );
  const decision = decideWriteRoots({
    lease,
    entries: changes.entries,
    leaseFile: settings.leaseFile,
    rootSet,
    protectedPaths: new ProtectedPaths(settings.protectedPaths),
  });
  return { lease, changes, decision };
}

/**
 * A refused PR cannot land: ci-wait's ready mark goes in this run (`ready-mark`), not at ci-wait's next one.
 * Attempted and reported like the gate's other writes.
 */
async function takeBackReady(
  ctx: ShellContext,
  effects: Effect[],
  pull: PullView,
  settings: WriteRootGateSettings,
): Promise<void> {
  if (!markOn(settings.ready)) return;
  await attempt(ctx, effects, EFFECT.takeBackReady, async () => {
    try {
      const back = await takeBackReadyMark(ctx.github, ctx.repo, pull, settings.ready);
      return changed(back) ? EFFECT.readyTakenBack : EFFECT.readyNotThere;
    } catch (e) {
      // The refusal stands whatever happens to the mark: a missing permission (the draft mode needs
      // `contents: write`) is a warning beside it, not a configuration failure of its own.
      throw e instanceof ConfigurationError ? new Error(e.message) : e;
    }
  });
}

/** One PR judged on its own, with its own writes (auto-merge, label, comment); no check yet. */
async function judgeAlone(
  ctx: ShellContext,
  job: GateJob,
  number: number,
  options: JudgeOptions,
): Promise<{ result: GateResult; check: PendingCheck }> {
  const { settings } = job;
  const effects: Effect[] = [];
  /** The newest read of the PR: the one judged once the head stands still. */
  let pull: PullView | undefined;
  let evaluation: Evaluation;
  try {
    pull = await readPull(ctx.github, ctx.repo, number);
    for (let retargets = 0; ; retargets++) {
      /** The base the PR has once its head stood still: a retarget meanwhile makes the verdict the old base's. */
      const now: { baseRef?: string } = {};
      // A push that landed while we read is judged instead of the head we started with.
      const standing = await onStandingHead(
        pull.headSha,
        async (head) => {
          if (pull?.headSha !== head) pull = await readPull(ctx.github, ctx.repo, number);
          // Read on yet another head: that head is judged next, not this one.
          if (pull.headSha !== head) return { pull, evaluation: undefined };
          return { pull, evaluation: await evaluate(ctx, job, pull) };
        },
        async (judged) => {
          if (!judged.evaluation) return judged.pull.headSha;
          const read = await readHead(ctx.github, ctx.repo, number);
          now.baseRef = read.baseRef;
          return read.headSha;
        },
        { log: ctx.log },
      );
      // A head stands only once it was evaluated (a read on another head moves the loop on).
      if (!standing.value.evaluation) throw new Error('the standing head was not evaluated');
      ({ pull, evaluation } = standing.value);
      if (now.baseRef === undefined || now.baseRef === pull.baseRef) break;
      // Retargeted while judged (this run may be for another event): judged again against the new base, so
      // a verdict for the old base never lands after the one the `edited` run gives.
      if (retargets + 1 >= MAX_HEAD_MOVES) throw new UndecidableError(BASE_KEPT_MOVING);
      ctx.log.info(baseMovedLog(pull.baseRef, now.baseRef));
      pull = await readPull(ctx.github, ctx.repo, number);
    }
  } catch (e) {
    if (e instanceof ConfigurationError) {
      // A user mistake found after the PR was read (the lease file, a permission) must not leave an
      // earlier verdict standing: the check fails with the fix. Before that (no such PR, a bad
      // token) nothing is written.
      if (pull) {
        await writeChecks(
          ctx,
          checkTarget(job, pull.headSha, options.extra ?? []),
          [],
          'failure',
          configurationCheckText(e.message),
        );
      }
      throw e;
    }
    const reason = e instanceof UndecidableError ? e.message : failedAfterRetries(errorMessage(e));
    ctx.log.debug(e instanceof Error ? (e.stack ?? e.message) : String(e));
    const headSha = pull?.headSha ?? options.eventHead;
    if (pull) await disableAutoMerge(ctx, effects, pull);
    if (pull) await takeBackReady(ctx, effects, pull, settings);
    const check: PendingCheck = {
      headSha,
      conclusion: 'failure',
      text: undecidableCheckText(reason, headSha, pull?.baseSha),
      annotations: [],
    };
    const result: GateResult = {
      number,
      headSha: headSha ?? '',
      verdict: 'refused',
      undecidable: reason,
      effects,
      annotations: [],
    };
    return { result, check };
  }

  const { lease, changes, decision } = evaluation;
  const text = checkText(decision, lease, changes, pull.headSha, pull.baseSha, settings);
  let check: PendingCheck;
  if (decision.verdict === 'refused') {
    await quarantine(ctx, effects, pull, settings.quarantineLabel, quarantineCommentText(decision, lease, settings));
    await takeBackReady(ctx, effects, pull, settings);
    check = { headSha: pull.headSha, conclusion: 'failure', text, annotations: checkAnnotations(decision, lease) };
  } else {
    await release(
      ctx,
      effects,
      pull,
      settings.quarantineLabel,
      backInBoundsCommentText(lease, settings),
      findMarked(pull, ACTION, 'quarantine', 'pr') !== undefined,
    );
    check = { headSha: pull.headSha, conclusion: 'success', text, annotations: [] };
  }
  const result: GateResult = {
    number,
    headSha: pull.headSha,
    verdict: decision.verdict,
    decision,
    lease,
    changes,
    effects,
    annotations: decision.verdict === 'refused' ? stepAnnotations(decision) : [],
  };
  return { result, check };
}

/**
 * A retargeted PR: its head's check still carries the verdict given for the old base (the lease is read from
 * the base, and the merge writes differ), and auto-merge may be armed. Before the PR is judged again the
 * check goes back to pending, as the run's first write (on the head the event names, so no read comes
 * before it), then auto-merge is turned off: GitHub then has no passing check to merge on, nor an order to
 * merge the moment one passes. What remains is the time between GitHub's retarget and that first write; a
 * merge queue closes it (the README's "Base changes").
 */
async function holdForBaseChange(
  ctx: ShellContext,
  job: GateJob,
  number: number,
  options: JudgeOptions,
  effects: Effect[],
): Promise<void> {
  const text = baseChangedCheckText(options.baseChange?.from, options.baseChange?.to);
  const pending = (headSha: string) =>
    writePendingCheck(ctx, { ...checkTarget(job, headSha, []), headSha }, effects, text);
  if (options.eventHead) await pending(options.eventHead);
  let pull: PullView;
  try {
    pull = await readPull(ctx.github, ctx.repo, number);
  } catch (e) {
    // Judging reads the PR again, and refuses (or reports the configuration error) if it still cannot.
    ctx.log.debug(`reading the retargeted PR failed: ${errorMessage(e)}`);
    return;
  }
  // A push that landed since the event: that head carries a verdict for the old base too.
  if (pull.headSha !== options.eventHead) await pending(pull.headSha);
  await disableAutoMerge(ctx, effects, pull);
}

/**
 * Judges one PR and applies the verdict. Writes go in the order that lets a rerun converge
 * after a crash (auto-merge off, label, comment, then the check), and each is attempted
 * whatever happened to the ones before: a failed side effect is reported, never turned
 * into a pass.
 *
 * A check on a commit counts for every PR it heads (a second PR on the same commit against a
 * base the agent pushed, where the escape is already "in the base"), so every other open PR
 * with this head is judged too, with its own lease, base, label and comment, and the head's
 * check passes only when each of them does (`writeCommitVerdict`). The merge group commit,
 * which is this PR's merge alone, gets this PR's own verdict.
 */
export async function judgePullRequest(
  ctx: ShellContext,
  job: GateJob,
  number: number,
  options: JudgeOptions = {},
): Promise<GateResult> {
  const held: Effect[] = [];
  if (options.baseChange) await holdForBaseChange(ctx, job, number, options, held);
  const { result, check } = await judgeAlone(ctx, job, number, options);
  result.effects.unshift(...held);
  const own: PullPart = { number, pass: check.conclusion === 'success' };
  let commit = conjoin([own]);
  if (check.headSha) {
    const head = check.headSha;
    ({ commit } = await writeCommitVerdict(ctx.github, ctx.repo, {
      head,
      own,
      /** Another PR on the head, judged alone; undefined when it moved off the commit meanwhile. */
      judgeOther: async (other) => {
        const judged = await judgeAlone(ctx, job, other, {});
        result.annotations.push(...judged.result.annotations);
        if (judged.check.headSha !== head) return undefined;
        const pass = judged.check.conclusion === 'success';
        return { number: other, pass, ...(pass ? {} : { reason: 'refused' }) };
      },
      write: async (parts, verdict, conclusion) => {
        const shared = sharedHeadLine(number, parts);
        const text: CheckText =
          verdict.pass || check.conclusion === 'failure'
            ? { ...check.text, ...(shared ? { summary: `${check.text.summary}\n\n${shared}` } : {}) }
            : sharedRefusalCheckText(verdict.failing, shared ?? '');
        await writeChecks(ctx, checkTarget(job, head, []), result.effects, conclusion, text, check.annotations);
      },
    }));
  }
  if (options.extra?.length) {
    await writeChecks(
      ctx,
      checkTarget(job, undefined, options.extra),
      result.effects,
      check.conclusion,
      check.text,
      check.annotations,
    );
  }
  if (!commit.pass && result.verdict === 'pass') {
    return { ...result, verdict: 'refused', sharedWith: commit.failing };
  }
  return result;
}

/**
 * merge_group: the group commit holds the PR its ref names and every PR ahead of it in the queue, and with
 * "only merge non-failing pull requests" off GitHub lands those with this group. So every one of them is
 * judged again, exactly as on a push (its lease as the base holds it now, its label, comment and head check),
 * first in line first, and the group commit's check passes only when each of them does (`./merge-group.ts`).
 * A ref that names no PR, or a queue that cannot be listed, is refused on the group commit, so the queue
 * drops the group instead of waiting; then there is no PR result, or an undecidable one.
 */
export async function judgeMergeGroup(
  ctx: ShellContext,
  job: GateJob,
  group: MergeGroupEvent,
): Promise<GateResult | undefined> {
  const number = mergeGroupPullNumber(group.headRef);
  const refuseGroup = (text: CheckText) =>
    writeVerdict(ctx.github, ctx.repo, {
      name: job.settings.checkName,
      headSha: group.headSha,
      conclusion: 'failure',
      ...text,
      ...(job.detailsUrl ? { detailsUrl: job.detailsUrl } : {}),
    });
  if (number === undefined) {
    await refuseGroup(unnamedMergeGroupCheckText(group.headRef));
    return undefined;
  }
  let ahead: number[];
  try {
    const base = mergeGroupBase(group);
    if (!base) throw new UndecidableError(groupWithoutBaseReason(group.headRef));
    ahead = await pullsAheadInQueue(ctx.github, ctx.repo, base, number);
  } catch (e) {
    const reason =
      e instanceof ConfigurationError || e instanceof UndecidableError
        ? e.message
        : failedAfterRetries(errorMessage(e));
    await refuseGroup(groupUnlistedCheckText(number, reason));
    if (e instanceof ConfigurationError) throw e;
    return { number, headSha: '', verdict: 'refused', undecidable: reason, effects: [], annotations: [] };
  }
  const failing: PullPart[] = [];
  const annotations: StepAnnotation[] = [];
  try {
    for (const other of ahead) {
      ctx.log.info(judgingGroupMemberLine(other, group.headSha));
      const judged = await judgePullRequest(ctx, job, other);
      annotations.push(...judged.annotations);
      if (judged.verdict !== 'pass') failing.push({ number: other, pass: false, reason: 'refused' });
    }
  } catch (e) {
    // A user mistake found on a PR ahead (its check already says so): the group must not be left waiting.
    if (e instanceof ConfigurationError) await refuseGroup(groupUnlistedCheckText(number, e.message));
    throw e;
  }
  ctx.log.info(judgingGroupMemberLine(number, group.headSha));
  const note = mergeGroupNote(group.headSha, group.headRef, number, ahead);
  if (failing.length === 0) {
    // Every PR ahead passes: the group's check is the queued PR's own verdict, written beside its head's.
    return judgePullRequest(ctx, job, number, { extra: [{ headSha: group.headSha, note }] });
  }
  const own = await judgePullRequest(ctx, job, number);
  await writeChecks(
    ctx,
    checkTarget(job, undefined, [{ headSha: group.headSha, note }]),
    own.effects,
    'failure',
    groupMemberRefusedCheckText(failing, number, own.verdict === 'pass'),
  );
  return { ...own, verdict: 'refused', groupFailing: failing, annotations: [...annotations, ...own.annotations] };
}
