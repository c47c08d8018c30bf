/**
 * One PR judged on its own, on the head that stood still while it was judged: the lease judgement, then the PR's
 * own writes (auto-merge, label, comment, ready mark). The verdict check is the shell's: it joins the other PRs
 * on the same commit first.
 */
import type { Annotation } from '../core/pr/checks.js';
import { UndecidableError } from '../core/pure/errors.js';
import { MAX_HEAD_MOVES, onStandingHead } from '../core/pr/head.js';
import type { OpenPullHead } from '../core/github/port.js';
import { openPullsWithCommit } from '../core/pr/commit-verdict.js';
import { readHead } from '../core/pr/read.js';
import { readPullAlong, type ReadAlong } from '../core/pr/read-along.js';
import { changed, markOn, takeBackReadyMark } from '../core/ready-mark/mark.js';
import { findMarked } from '../core/pure/trust.js';
import type { PullView } from '../core/pure/view.js';
import type { ShellContext } from '../core/shell.js';
import { readChangeSet, type ChangeSet } from './changed-paths.js';
import {
  ACTION,
  attempt,
  deferredForBudget,
  disableAutoMerge,
  quarantine,
  release,
  writeChecks,
  type CheckTarget,
  type GatedPull,
} from './effects.js';
import { planPullWrites } from './rules/decide.js';
import { retargetedTo, retargetsExhausted } from './rules/retarget.js';
import { evaluate, type Evaluation } from './rules/evaluate.js';
import { planStop } from './rules/undecided.js';
import { takeBackFailure } from './rules/pull-writes.js';
import type { Effect, ExtraVerdict, GateJob, GateResult, JudgeOptions } from './job.js';
import { readLeaseConfig } from './lease-file.js';
import {
  BASE_KEPT_MOVING,
  backInBoundsCommentText,
  EFFECT,
  baseMovedLog,
  checkAnnotations,
  checkText,
  configurationCheckText,
  quarantineCommentText,
  stepAnnotations,
  undecidableCheckText,
  undecidedReason,
  type CheckText,
} from './messages.js';
import type { WriteRootGateSettings } from './settings.js';

/** What the gate reads of a PR: the gateway's view, narrowed. */
export type JudgedPull = GatedPull &
  Pick<PullView, 'headSha' | 'baseSha' | 'headRef' | 'author' | 'isCrossRepository' | 'changedFiles'>;

/** A PR's own verdict, before it joins the others on the same commit. */
export interface PendingCheck {
  headSha: string | undefined;
  conclusion: 'success' | 'failure';
  text: CheckText;
  annotations: Annotation[];
}

/** The verdict check's name and link, on the PR head (when known) and on `extra` commits. */
export function checkTarget(job: GateJob, headSha: string | undefined, extra: readonly ExtraVerdict[]): CheckTarget {
  return {
    checkName: job.settings.checkName,
    headSha,
    extra,
    ...(job.detailsUrl ? { detailsUrl: job.detailsUrl } : {}),
  };
}

/** The PR as the gate reads it: with the lease file at its base and its file list, when GitHub answers them whole. */
interface GateRead {
  pull: PullView;
  along: ReadAlong;
}

function readGated(ctx: ShellContext, job: GateJob, number: number): Promise<GateRead> {
  return readPullAlong(ctx.github, ctx.repo, number, { baseFile: job.settings.leaseFile, files: true });
}

/**
 * The lease judgement (`./evaluate.ts`) over the gate's ports: the lease file at the PR's base, what merging the
 * PR writes from GitHub's file list and a scratch repository (`./changed-paths.ts`); the file and the list as the
 * PR's read had them where it could (`along`), else from REST.
 */
function evaluateOn(
  ctx: ShellContext,
  job: GateJob,
  pull: JudgedPull,
  along: ReadAlong,
): Promise<Evaluation<ChangeSet>> {
  const { settings, env } = job;
  const git = {
    serverUrl: env.serverUrl,
    token: settings.token,
    tempRoot: env.tempRoot,
    log: (m: string) => ctx.log.info(m),
  };
  return evaluate(
    {
      leaseAtBase: () => readLeaseConfig(ctx.github, ctx.repo, settings.leaseFile, pull.baseSha, along.baseFile),
      changes: (roots) => readChangeSet(ctx.github, ctx.repo, pull, git, roots, along.files),
    },
    { pull, ...settings },
  );
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
  if (deferredForBudget(ctx, effects, pull.number, [EFFECT.takeBackReady])) return;
  await attempt(ctx, effects, EFFECT.takeBackReady, async () => {
    try {
      const back = await takeBackReadyMark(ctx.github, ctx.repo, pull, settings.ready);
      return changed(back) ? EFFECT.readyTakenBack : EFFECT.readyNotThere;
    } catch (e) {
      throw takeBackFailure(e);
    }
  });
}

/**
 * Where the PR's head and base are now, from the open PRs of the head judged (`listed`, which the per-commit rule
 * reads next anyway, asked conditionally: unchanged, it is free); the PR is read again only when that listing
 * leaves it out (its head no longer contains the commit, or it was closed).
 */
async function standingNow(
  ctx: ShellContext,
  number: number,
  head: string,
): Promise<{ headSha: string; baseRef: string | undefined; listed?: OpenPullHead[] }> {
  const listed = await openPullsWithCommit(ctx.github, ctx.repo, head);
  const self = listed.find((p) => p.number === number);
  if (self) return { headSha: self.headSha, baseRef: self.baseRef, listed };
  const read = await readHead(ctx.github, ctx.repo, number);
  return { headSha: read.headSha, baseRef: read.baseRef };
}

/** One PR judged on its own, with its own writes (auto-merge, label, comment); no check yet. */
export async function judgeAlone(
  ctx: ShellContext,
  job: GateJob,
  number: number,
  options: JudgeOptions,
): Promise<{ result: GateResult; check: PendingCheck; listed?: OpenPullHead[] }> {
  const { settings } = job;
  const effects: Effect[] = [];
  /** The newest read of the PR: the one judged once the head stands still. */
  let read: GateRead | undefined;
  let pull: PullView | undefined;
  let evaluation: Evaluation<ChangeSet>;
  /** The open PRs of the head judged, listed once it stood still. */
  let listed: OpenPullHead[] | undefined;
  try {
    read = await readGated(ctx, job, number);
    pull = read.pull;
    for (let retargets = 0; ; retargets++) {
      /** The base the PR has once its head stood still: a retarget meanwhile makes the verdict the old base's. */
      const now: { baseRef?: string; listed?: OpenPullHead[] } = {};
      // A push that landed while we read is judged instead of the head we started with.
      const standing = await onStandingHead(
        read.pull.headSha,
        async (head) => {
          if (read?.pull.headSha !== head) read = await readGated(ctx, job, number);
          // Read on yet another head: that head is judged next, not this one.
          if (read.pull.headSha !== head) return { read, evaluation: undefined };
          return { read, evaluation: await evaluateOn(ctx, job, read.pull, read.along) };
        },
        async (judged, head) => {
          if (!judged.evaluation) return judged.read.pull.headSha;
          const at = await standingNow(ctx, number, head);
          now.baseRef = at.baseRef;
          now.listed = at.listed;
          return at.headSha;
        },
        { log: ctx.log },
      );
      // A head stands only once it was evaluated (a read on another head moves the loop on).
      if (!standing.value.evaluation) throw new Error('the standing head was not evaluated');
      ({ read, evaluation } = standing.value);
      pull = read.pull;
      listed = now.listed;
      const movedTo = retargetedTo(pull.baseRef, now.baseRef);
      if (movedTo === undefined) break;
      // Retargeted while judged (this run may be for another event): judged again against the new base, so
      // a verdict for the old base never lands after the one the `edited` run gives.
      if (retargetsExhausted(retargets, MAX_HEAD_MOVES)) throw new UndecidableError(BASE_KEPT_MOVING);
      ctx.log.info(baseMovedLog(pull.baseRef, movedTo));
      read = await readGated(ctx, job, number);
      pull = read.pull;
    }
  } catch (e) {
    // `rules/undecided.ts` says what is written once judging stopped, and on what.
    const stop = planStop(e, pull, options.eventHead);
    if (stop.kind === 'configuration') {
      if (stop.checkOn) {
        await writeChecks(
          ctx,
          checkTarget(job, stop.checkOn.headSha, options.extra ?? []),
          [],
          'failure',
          configurationCheckText(stop.message),
        );
      }
      throw e;
    }
    const reason = undecidedReason(stop.undecided);
    ctx.log.debug(e instanceof Error ? (e.stack ?? e.message) : String(e));
    const headSha = stop.head;
    if (stop.disarm) {
      await disableAutoMerge(ctx, effects, stop.disarm);
      await takeBackReady(ctx, effects, stop.disarm, settings);
    }
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
  const plan = planPullWrites(decision, {
    quarantineComment: findMarked(pull, ACTION, 'quarantine', 'pr') !== undefined,
  });
  if (plan.kind === 'quarantine') {
    await quarantine(ctx, effects, pull, settings.quarantineLabel, quarantineCommentText(decision, lease, settings));
    await takeBackReady(ctx, effects, pull, settings);
  } else {
    await release(
      ctx,
      effects,
      pull,
      settings.quarantineLabel,
      backInBoundsCommentText(lease, settings),
      plan.updateComment,
    );
  }
  const check: PendingCheck = {
    headSha: pull.headSha,
    conclusion: plan.conclusion,
    text,
    annotations: plan.kind === 'quarantine' ? checkAnnotations(decision, lease) : [],
  };
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
  return { result, check, ...(listed ? { listed } : {}) };
}
