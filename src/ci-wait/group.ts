/** merge_group: the verdict on the queue's own commit. */
import { ConfigurationError, errorMessage } from '../core/pure/errors.js';
import { githubWords } from '../core/github/port.js';
import { mergeGroupBase, mergeGroupPullNumber, pullsAheadInQueue, type MergeGroupEvent } from '../core/merge-group.js';
import { writeVerdict } from '../core/pr/checks.js';
import type { PullPart } from '../core/pure/commit-verdict.js';
import { readPull } from '../core/pr/read.js';
import type { ShellContext } from '../core/shell.js';
import { decideRound } from './rules/decide.js';
import { groupMemberFailure, type PartReason } from './rules/decide-verdict.js';
import { LOG } from './messages.js';
import { groupCheckSummary, verdictTitle } from './verdict-messages.js';
import type { GroupUnlisted } from './rules/reason.js';
import { type GroupReport } from './report.js';
import { selectChecks } from './rules/selection.js';
import type { CiWaitSettings } from './settings.js';
import { type Run, startRun } from './run.js';
import { groupOutcome, readsRequired, waitDelayMs, waitLimits } from './rules/decide-wait.js';
import {
  groupConclusion,
  groupDoneReason,
  groupMembers,
  groupQueue,
  groupRound,
  readsMembers,
  readsStanding,
} from './rules/decide-group.js';
import { standingVerdict } from './verdict.js';

// ---------------------------------------------------------------------------------------------
// merge_group

/** Polls the group commit until its checks decide, as poll mode does on a PR head. */
async function evaluateGroup(run: Run, settings: CiWaitSettings, group: MergeGroupEvent): Promise<GroupReport> {
  const { checks } = run;
  const { clock, log } = run.ctx;
  const head = group.headSha;
  const base = mergeGroupBase(group);
  let required: string[] | undefined;
  let lastWait = '';
  for (;;) {
    const [runs, statuses] = await Promise.all([checks.checkRuns(head), checks.statuses(head)]);
    let selection = selectChecks(runs, statuses, required ?? [], settings);
    if (readsRequired(required, selection.counted)) {
      required = base ? await checks.requiredChecks(base) : [];
      selection = selectChecks(runs, statuses, required, settings);
    }
    const now = clock.now();
    const times = { now, startedAt: run.startedAt, headSince: run.startedAt, asks: 0 };
    const { graceOver, timedOut, untilDeadlineMs } = waitLimits('poll', times, settings);
    const round = decideRound({
      ...groupRound(head),
      checks: selection,
      graceOver,
      timedOut,
      allowNoChecks: settings.allowNoChecks,
    });
    if (round.kind === 'done') {
      return {
        outcome: round.outcome,
        reason: groupDoneReason(round.outcome, round.reason, selection.counted.length),
        head,
        number: mergeGroupPullNumber(group.headRef),
        selection,
        failed: selection.counted.filter((c) => c.result === 'failed'),
      };
    }
    if (round.kind !== 'wait') throw new Error(`unreachable: a merge group round is never '${round.kind}'`);
    const line = LOG.waitingOnGroup(head, round.reason);
    if (line !== lastWait) log.info(line);
    lastWait = line;
    await clock.sleep(waitDelayMs(round, 0, settings.intervalMs, untilDeadlineMs));
  }
}

/**
 * Every PR the group lands, judged by ci-wait's own standing verdict on its current head: the PRs ahead in the
 * queue and the one the ref names. With "only merge non-failing pull requests" off, GitHub lands the PRs ahead
 * with a later group even when their own group failed, so a PR whose head ci-wait refuses (its CI failed, it is
 * on hold) fails every group that holds it. Returns the failing parts, or why the group's PRs are not known.
 */
async function judgeGroupMembers(
  run: Run,
  settings: CiWaitSettings,
  group: MergeGroupEvent,
  number: number | undefined,
): Promise<PullPart<PartReason>[] | GroupUnlisted> {
  const { ctx } = run;
  const unnamed: GroupUnlisted = { kind: 'group-unnamed', headRef: group.headRef };
  const unanswered = (e: unknown): GroupUnlisted => ({ kind: 'group-unlisted', error: githubWords(errorMessage(e)) });
  const queue = groupQueue(number, mergeGroupBase(group));
  if (!queue) return unnamed;
  let ahead: number[];
  try {
    ahead = await pullsAheadInQueue(ctx.github, ctx.repo, queue.base, queue.number);
  } catch (e) {
    if (e instanceof ConfigurationError) throw e;
    return unanswered(e);
  }
  const failing: PullPart<PartReason>[] = [];
  try {
    for (const member of groupMembers(ahead, queue.number)) {
      const view = await readPull(ctx.github, ctx.repo, member);
      const standing = readsStanding(view.state)
        ? await standingVerdict(run, settings, view.headSha, view.viewer)
        : undefined;
      const failure = groupMemberFailure(view.state, standing?.conclusion);
      if (failure !== undefined) {
        const reason: PartReason = {
          kind: 'group-member',
          failure,
          state: view.state,
          head: view.headSha,
          conclusion: standing?.conclusion,
        };
        failing.push({ number: member, pass: false, reason });
      }
    }
  } catch (e) {
    // A PR that cannot be read is not vouched for: the group fails, and the queue does not wait on it.
    if (e instanceof ConfigurationError) throw e;
    return unanswered(e);
  }
  return failing;
}

/**
 * Waits for the group commit's checks and answers with the verdict check on it. A queue GitHub refuses the token
 * (a configuration error) still fails the group's check before the step fails, so the queue drops the group
 * instead of waiting for a check that never comes.
 */
export async function runMergeGroup(
  ctx: ShellContext,
  settings: CiWaitSettings,
  group: MergeGroupEvent,
  startedAt: number,
  detailsUrl: string | undefined,
): Promise<GroupReport> {
  const run = startRun(ctx, startedAt, detailsUrl);
  const ci = await evaluateGroup(run, settings, group);
  const answer = async (found: GroupReport): Promise<GroupReport> => {
    await writeVerdict(ctx.github, ctx.repo, {
      name: settings.checkName,
      headSha: group.headSha,
      conclusion: groupConclusion(found.outcome),
      title: verdictTitle(found.outcome, found.reason),
      summary: groupCheckSummary(found, group),
      ...(detailsUrl ? { detailsUrl } : {}),
    });
    return found;
  };
  // The group's members are read only when its own CI passed: a failing group needs no more.
  let members: Awaited<ReturnType<typeof judgeGroupMembers>> | undefined;
  try {
    members = readsMembers(ci.outcome) ? await judgeGroupMembers(run, settings, group, ci.number) : undefined;
  } catch (e) {
    if (!(e instanceof ConfigurationError)) throw e;
    await answer({ ...ci, ...groupOutcome(ci, { kind: 'group-unlisted', error: githubWords(e.message) }) });
    throw e;
  }
  return answer({ ...ci, ...groupOutcome(ci, members) });
}
