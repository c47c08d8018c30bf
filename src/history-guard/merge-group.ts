/**
 * history-guard on a merge group: the queue waits for `mergexo/history-guard` on the group commit. Every PR of
 * the group (the one its ref names and each ahead of it in the queue, which GitHub merges too once this group
 * passes) is re-judged now, exactly as on a push (its state, label, comments and the check on its own head), and
 * its accepted head is looked for in the group commit's history; `rules/merge-group.ts` says when the group passes.
 * Not knowing which PRs it holds fails it.
 */
import { writeVerdict } from '../core/pr/checks.js';
import { compareCommits } from '../core/compare.js';
import { ConfigurationError, UndecidableError, errorMessage } from '../core/pure/errors.js';
import { mergeGroupBase, mergeGroupPullNumber, pullsAheadInQueue, type MergeGroupEvent } from '../core/merge-group.js';
import type { ShellContext } from '../core/shell.js';
import { groupCheckText, judgingGroupMemberLine, NO_GROUP_BASE_REASON } from './group-messages.js';
import { guardPullRequest, type GuardContext, type GuardResult } from './shell.js';
import type { GroupFailure, GroupMember, GroupResult } from './group-types.js';
import {
  containmentFailure,
  groupConclusion,
  groupEntry,
  groupFailureOf,
  groupHolds,
  groupMembers,
  groupVerdict,
  judgedFailure,
  type GroupMemberFailure,
} from './rules/merge-group.js';
import { githubWords } from '../core/github/port.js';
export type { GroupMemberFailure, GroupFailure, GroupMember, GroupResult };

/** Whether the group commit's history holds `head`; `unknown` when GitHub cannot tell. */
async function groupContains(ctx: ShellContext, head: string, group: string): Promise<boolean | 'unknown'> {
  const compared = await compareCommits(ctx.github, ctx.repo, head, group).then(
    ({ status }) => ({ status }),
    (error: unknown) => ({ error }),
  );
  return groupHolds(compared);
}

async function judgeMember(ctx: GuardContext, number: number, group: MergeGroupEvent): Promise<GroupMember> {
  let guard: GuardResult;
  try {
    guard = await guardPullRequest(ctx, number);
  } catch (e) {
    if (e instanceof ConfigurationError) throw e;
    return { number, pass: false, reason: { kind: 'unjudged', error: githubWords(errorMessage(e)) } };
  }
  const judged = judgedFailure(guard);
  if (judged) return { number, pass: false, reason: judged, guard };
  const failure = containmentFailure(guard.observedHead, await groupContains(ctx, guard.observedHead, group.headSha));
  return failure ? { number, pass: false, reason: failure, guard } : { number, pass: true, guard };
}

/** Judges every PR of the merge group and answers on the group commit (it heads no PR: a plain verdict). */
export async function guardMergeGroup(ctx: GuardContext, group: MergeGroupEvent): Promise<GroupResult> {
  const { event } = ctx;
  const detailsUrl = event.runId
    ? `${event.serverUrl}/${event.owner}/${event.repo}/actions/runs/${event.runId}`
    : undefined;
  const answer = async (result: GroupResult): Promise<GroupResult> => {
    const text = groupCheckText(group, result);
    await writeVerdict(ctx.github, ctx.repo, {
      name: ctx.settings.checkName,
      headSha: group.headSha,
      conclusion: groupConclusion(result.verdict),
      ...text,
      ...(detailsUrl ? { detailsUrl } : {}),
    });
    return result;
  };
  const entry = groupEntry(mergeGroupPullNumber(group.headRef), mergeGroupBase(group));
  if (entry.kind === 'unnamed') return answer({ verdict: 'blocked', members: [], why: { kind: 'unnamed' } });
  const { number } = entry;
  let ahead: number[];
  try {
    if (entry.kind === 'no-base') throw new UndecidableError(NO_GROUP_BASE_REASON);
    ahead = await pullsAheadInQueue(ctx.github, ctx.repo, entry.base, number);
  } catch (e) {
    const refused = await answer({ verdict: 'blocked', number, members: [], why: groupFailureOf(e) });
    if (e instanceof ConfigurationError) throw e;
    return refused;
  }
  const members: GroupMember[] = [];
  try {
    for (const n of groupMembers(ahead, number)) {
      ctx.log.info(judgingGroupMemberLine(n, group.headSha));
      members.push(await judgeMember(ctx, n, group));
    }
  } catch (e) {
    if (e instanceof ConfigurationError) {
      await answer({ verdict: 'blocked', number, members, why: groupFailureOf(e) });
    }
    throw e;
  }
  return answer({ verdict: groupVerdict(members), number, members });
}
