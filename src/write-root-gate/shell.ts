/**
 * write-root-gate's shell: read the PR through the gateway, read what it writes (GitHub's file list
 * and git), decide, then write (`./effects.ts`) and give the commit its verdict by the per-commit
 * rule. One PR alone is judged in `./judge-one.ts`, a retargeted PR held in `./base-change.ts`. main.ts loads this module once the event is one the gate judges: the rules, the lease
 * file and the settings bring minimatch and yaml, which a run refused on its event never needs
 * (the bundle's start-up is measured by `npm run bench`).
 */
import { writeVerdict } from '../core/pr/checks.js';
import { writeCommitVerdict } from '../core/pr/commit-verdict.js';
import { conjoin, type PullPart } from '../core/pure/commit-verdict.js';
import { sharedHeadLine } from '../core/pr/commit-verdict-messages.js';
import { ConfigurationError, UndecidableError } from '../core/pure/errors.js';
import type { ShellContext } from '../core/shell.js';
import { holdForBaseChange } from './base-change.js';
import { writeChecks } from './effects.js';
import { aheadPass, groupPart, ownWordsOnCommit, partOf, partOnHead, refusedWith } from './rules/commit-parts.js';
import { groupEntry } from './rules/merge-group.js';
import { undecidedOf } from './rules/undecided.js';
import type { Effect, GateJob, GateResult, JudgeOptions, StepAnnotation } from './job.js';
import { checkTarget, judgeAlone } from './judge-one.js';
import { mergeGroupBase, mergeGroupPullNumber, pullsAheadInQueue, type MergeGroupEvent } from './merge-group.js';
import { sharedRefusalCheckText, undecidedReason, type CheckText } from './messages.js';
import {
  groupMemberRefusedCheckText,
  groupUnlistedCheckText,
  groupWithoutBaseReason,
  judgingGroupMemberLine,
  mergeGroupNote,
  unnamedMergeGroupCheckText,
} from './group-messages.js';

export { runReport } from './report-messages.js';
export { parseSettings } from './settings.js';
export type { Effect, ExtraVerdict, GateEnvironment, GateJob, GateResult, JudgeOptions } from './job.js';

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
  const { result, check, listed } = await judgeAlone(ctx, job, number, options);
  result.effects.unshift(...held);
  const own = partOf(number, check.conclusion);
  let commit = conjoin([own]);
  if (check.headSha) {
    const head = check.headSha;
    ({ commit } = await writeCommitVerdict(ctx.github, ctx.repo, {
      head,
      own,
      // The open PRs of the head, as the judgement listed them once the head stood still.
      ...(listed ? { listed } : {}),
      /** Another PR on the head, judged alone; undefined when it moved off the commit meanwhile. */
      judgeOther: async (other) => {
        const judged = await judgeAlone(ctx, job, other, {});
        result.annotations.push(...judged.result.annotations);
        return partOnHead(other, judged.check.conclusion, judged.check.headSha, head);
      },
      write: async (parts, verdict, conclusion) => {
        const shared = sharedHeadLine(number, parts);
        const text: CheckText = ownWordsOnCommit(verdict, check.conclusion)
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
  const sharedWith = refusedWith(result.verdict, commit);
  if (sharedWith) return { ...result, verdict: 'refused', sharedWith };
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
  const refuseGroup = (text: CheckText) =>
    writeVerdict(ctx.github, ctx.repo, {
      name: job.settings.checkName,
      headSha: group.headSha,
      conclusion: 'failure',
      ...text,
      ...(job.detailsUrl ? { detailsUrl: job.detailsUrl } : {}),
    });
  const entry = groupEntry(mergeGroupPullNumber(group.headRef), mergeGroupBase(group));
  if (entry.kind === 'unnamed') {
    await refuseGroup(unnamedMergeGroupCheckText(group.headRef));
    return undefined;
  }
  const { number } = entry;
  let ahead: number[];
  try {
    if (entry.kind === 'no-base') throw new UndecidableError(groupWithoutBaseReason(group.headRef));
    ahead = await pullsAheadInQueue(ctx.github, ctx.repo, entry.base, number);
  } catch (e) {
    const reason = undecidedReason(undecidedOf(e));
    await refuseGroup(groupUnlistedCheckText(number, reason));
    if (e instanceof ConfigurationError) throw e;
    return { number, headSha: '', verdict: 'refused', undecidable: reason, effects: [], annotations: [] };
  }
  const failing: PullPart<never>[] = [];
  const annotations: StepAnnotation[] = [];
  try {
    for (const other of ahead) {
      ctx.log.info(judgingGroupMemberLine(other, group.headSha));
      const judged = await judgePullRequest(ctx, job, other);
      annotations.push(...judged.annotations);
      const part = groupPart(other, judged.verdict);
      if (!part.pass) failing.push(part);
    }
  } catch (e) {
    // A user mistake found on a PR ahead (its check already says so): the group must not be left waiting.
    if (e instanceof ConfigurationError) await refuseGroup(groupUnlistedCheckText(number, e.message));
    throw e;
  }
  ctx.log.info(judgingGroupMemberLine(number, group.headSha));
  const note = mergeGroupNote(group.headSha, group.headRef, number, ahead);
  if (aheadPass(failing)) {
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
