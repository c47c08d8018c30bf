/**
 * merge_group: the queue waits for `mergexo/history-guard` on the group commit. A group holds the PR its ref
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
import * as core from '../core/runner.js';
import { writeVerdict } from '../core/pr/checks.js';
import { compareCommits } from '../core/compare.js';
import { ConfigurationError, UndecidableError, errorMessage } from '../core/errors.js';
import type { GitHubClient } from '../core/github/client.js';
import { mergeGroupBase, mergeGroupPullNumber, pullsAheadInQueue, type MergeGroupEvent } from '../core/merge-group.js';
import type { RepoRef } from '../core/pr/view.js';
import type { RunContext } from '../core/run-context.js';
import { mdCode, mdText } from '../core/untrusted.js';
import { guardPullRequest, type GuardResult } from './guard.js';
import { groupCheckText } from './messages.js';
import type { HistoryGuardSettings } from './settings.js';

/** One PR of the group, as the group's verdict counts it. */
export interface GroupMember {
  number: number;
  pass: boolean;
  /** Why it fails the group, in mergexo's own words. */
  reason?: string;
  /** The PR's own judgement, when it could be made. */
  guard?: GuardResult;
}

export interface GroupResult {
  verdict: 'accepted' | 'blocked';
  /** The PR the group's ref names. */
  number?: number;
  members: GroupMember[];
  /** Why the group fails before any PR is judged (its ref names no PR, its PRs cannot be listed). */
  why?: string;
}

/** Whether the group commit's history holds `head`; `unknown` when GitHub cannot tell. */
async function contains(
  client: GitHubClient,
  repo: RepoRef,
  head: string,
  group: string,
): Promise<boolean | 'unknown'> {
  try {
    const { status } = await compareCommits(client, repo, head, group);
    return status === 'identical' || status === 'ahead';
  } catch (e) {
    if (e instanceof ConfigurationError) throw e;
    return 'unknown';
  }
}

async function judgeMember(
  client: GitHubClient,
  repo: RepoRef,
  ctx: RunContext,
  settings: HistoryGuardSettings,
  number: number,
  group: MergeGroupEvent,
): Promise<GroupMember> {
  let guard: GuardResult;
  try {
    guard = await guardPullRequest(client, repo, ctx, settings, number);
  } catch (e) {
    if (e instanceof ConfigurationError) throw e;
    return { number, pass: false, reason: `could not be judged: ${mdText(errorMessage(e))}` };
  }
  if (guard.verdict !== 'accepted') {
    const why =
      guard.ownVerdict === 'accepted'
        ? 'its head also heads a blocked PR'
        : `it is blocked: history rewritten (${guard.transition})`;
    return { number, pass: false, reason: why, guard };
  }
  const held = await contains(client, repo, guard.observedHead, group.headSha);
  if (held === true) return { number, pass: true, guard };
  const reason =
    held === 'unknown'
      ? `GitHub could not compare its accepted head \`${guard.observedHead}\` with the group commit`
      : `the group commit does not contain its accepted head \`${guard.observedHead}\` (the head moved on after ` +
        "the group was built, or the queue squashes or rebases; history-guard needs the queue's merge method " +
        '"merge")';
  return { number, pass: false, reason, guard };
}

/** Judges every PR of the group and answers on the group commit. */
export async function guardMergeGroup(
  client: GitHubClient,
  repo: RepoRef,
  ctx: RunContext,
  settings: HistoryGuardSettings,
  group: MergeGroupEvent,
): Promise<GroupResult> {
  const detailsUrl = ctx.runId ? `${ctx.serverUrl}/${ctx.owner}/${ctx.repo}/actions/runs/${ctx.runId}` : undefined;
  const answer = async (result: GroupResult): Promise<GroupResult> => {
    const text = groupCheckText(group, result);
    await writeVerdict(client, repo, {
      name: settings.checkName,
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
      why: `The group ref does not name a pull request (${mdCode('pr-<number>-<sha>')}), so no history can be vouched for.`,
    });
  }
  const base = mergeGroupBase(group);
  let ahead: number[];
  try {
    if (!base) throw new UndecidableError('the merge_group payload names no base branch');
    ahead = await pullsAheadInQueue(client, repo, base, number);
  } catch (e) {
    if (e instanceof ConfigurationError) {
      await answer({ verdict: 'blocked', number, members: [], why: `Configuration error: ${mdText(e.message)}` });
      throw e;
    }
    return answer({
      verdict: 'blocked',
      number,
      members: [],
      why: `mergexo could not tell which PRs this group holds (${mdText(errorMessage(e))}), so it cannot pass.`,
    });
  }
  const members: GroupMember[] = [];
  try {
    for (const n of [...ahead, number]) {
      core.info(`Judging PR #${n} of merge group ${group.headSha}.`);
      members.push(await judgeMember(client, repo, ctx, settings, n, group));
    }
  } catch (e) {
    if (e instanceof ConfigurationError) {
      await answer({ verdict: 'blocked', number, members, why: `Configuration error: ${mdText(e.message)}` });
    }
    throw e;
  }
  return answer({ verdict: members.every((m) => m.pass) ? 'accepted' : 'blocked', number, members });
}
