/**
 * history-guard on a merge group: the queue waits for `mergexo/history-guard` on the group commit.
 *
 *
 * A group holds the PR its ref
 * names and every PR ahead of it in the queue (with "only merge non-failing pull requests" off, GitHub merges
 * those too once this group passes), so each of them is judged:
 *
 * - re-judged now, exactly as on a push (its state, label, comments and the check on its own head): a PR that
 *   is blocked, or whose head was rewritten since it was queued, fails the group;
 * - its accepted head must be in the group commit's history: the queue builds the group from the PR head
 *   merged onto the base, so a group that does not contain it (the head moved on since the group was built,
 *   or the queue squashes or rebases, which rebuilds the PR's commits) carries history history-guard did not
 *   accept, and fails.
 *
 * The group passes only when every PR in it does; not knowing which PRs it holds fails it.
 */
import { writeVerdict } from '../core/pr/checks.js';
import { compareCommits } from '../core/compare.js';
import { ConfigurationError, UndecidableError, errorMessage } from '../core/pure/errors.js';
import { mergeGroupBase, mergeGroupPullNumber, pullsAheadInQueue, type MergeGroupEvent } from '../core/merge-group.js';
import type { ShellContext } from '../core/shell.js';
import { groupCheckText, judgingGroupMemberLine, NO_GROUP_BASE_REASON } from './messages.js';
import { guardPullRequest, type GuardContext, type GuardResult } from './shell.js';
import type { GroupMemberFailure, GroupFailure, GroupMember, GroupResult } from './group-types.js';
import { githubWords } from '../core/github/port.js';
export type { GroupMemberFailure, GroupFailure, GroupMember, GroupResult };

/** Whether the group commit's history holds `head`; `unknown` when GitHub cannot tell. */
async function groupContains(ctx: ShellContext, head: string, group: string): Promise<boolean | 'unknown'> {
  try {
    const { status } = await compareCommits(ctx.github, ctx.repo, head, group);
    return status === 'identical' || status === 'ahead';
  } catch (e) {
    if (e instanceof ConfigurationError) throw e;
    return 'unknown';
  }
}

async function judgeMember(ctx: GuardContext, number: number, group: MergeGroupEvent): Promise<GroupMember> {
  let guard: GuardResult;
  try {
    guard = await guardPullRequest(ctx, number);
  } catch (e) {
    if (e instanceof ConfigurationError) throw e;
    return { number, pass: false, reason: { kind: 'unjudged', error: githubWords(errorMessage(e)) } };
  }
  if (guard.verdict !== 'accepted') {
    const reason: GroupMemberFailure =
      guard.ownVerdict === 'accepted'
        ? { kind: 'shares-blocked-head' }
        : { kind: 'blocked', transition: guard.transition };
    return { number, pass: false, reason, guard };
  }
  const held = await groupContains(ctx, guard.observedHead, group.headSha);
  if (held === true) return { number, pass: true, guard };
  const reason: GroupMemberFailure = {
    kind: held === 'unknown' ? 'uncompared' : 'not-in-group',
    head: guard.observedHead,
  };
  return { number, pass: false, reason, guard };
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
      conclusion: result.verdict === 'accepted' ? 'success' : 'failure',
      ...text,
      ...(detailsUrl ? { detailsUrl } : {}),
    });
    return result;
  };
  const number = mergeGroupPullNumber(group.headRef);
  if (number === undefined) {
    return answer({
      verdict: 'blocked',
      members: [],
      why: { kind: 'unnamed' },
    });
  }
  const base = mergeGroupBase(group);
  let ahead: number[];
  try {
    if (!base) throw new UndecidableError(NO_GROUP_BASE_REASON);
    ahead = await pullsAheadInQueue(ctx.github, ctx.repo, base, number);
  } catch (e) {
    if (e instanceof ConfigurationError) {
      await answer({
        verdict: 'blocked',
        number,
        members: [],
        why: { kind: 'configuration', error: e.message },
      });
      throw e;
    }
    return answer({
      verdict: 'blocked',
      number,
      members: [],
      why: { kind: 'unlisted', error: githubWords(errorMessage(e)) },
    });
  }
  const members: GroupMember[] = [];
  try {
    for (const n of [...ahead, number]) {
      ctx.log.info(judgingGroupMemberLine(n, group.headSha));
      members.push(await judgeMember(ctx, n, group));
    }
  } catch (e) {
    if (e instanceof ConfigurationError) {
      await answer({ verdict: 'blocked', number, members, why: { kind: 'configuration', error: e.message } });
    }
    throw e;
  }
  return answer({ verdict: members.every((m) => m.pass) ? 'accepted' : 'blocked', number, members });
}
