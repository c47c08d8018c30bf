/** The words of write-root-gate on a merge group: the group commit's checks, the log, the payload's errors. */
import { failingNames } from '../core/pr/commit-verdict-messages.js';
import type { PullPart } from '../core/pure/commit-verdict.js';
import { logLine, mdCode as code, mdText as text, short } from '../core/untrusted.js';
import type { CheckText } from './messages.js';

/** A merge_group run whose payload was overridden or is not GitHub's. */
export const MERGE_GROUP_PAYLOAD_ERROR =
  'The merge_group event payload has no merge_group.head_sha and head_ref. Run the gate on the ' +
  '`merge_group` event GitHub sends for a merge queue, without overriding the event payload.';

/** A merge group that names no PR is refused, so the queue drops it instead of waiting on the check. */
export const groupWithoutPullMessage = (headRef: string): string =>
  `mergexo/write-root-gate: merge group ${logLine(headRef)} names no pull request; refused. Queue the pull requests again.`;

/** The group commit's check when the merge group's ref names no pull request. */
export function unnamedMergeGroupCheckText(headRef: string): CheckText {
  return {
    title: 'Refused: merge group names no pull request',
    summary: `The merge group ref ${code(headRef)} does not name a pull request (${code('pr-<number>-<sha>')}), so its changes cannot be matched to a lease.`,
  };
}

/** What the group commit's check says above the queued PR's verdict. */
export function mergeGroupNote(
  headSha: string,
  headRef: string,
  number: number,
  ahead: readonly number[] = [],
): string {
  const others = ahead.length
    ? ` Every PR ahead of it in the queue, whose changes the group also holds (${ahead.map((n) => `#${n}`).join(', ')}), was re-judged too and passes.`
    : '';
  return `Merge group ${code(headSha)} (${code(headRef)}): verdict of PR #${number}, re-judged now.${others}`;
}

/** The group commit's check when a PR ahead of the queued one is refused: the group lands them all or none. */
export function groupMemberRefusedCheckText(
  failing: readonly PullPart[],
  number: number,
  ownPasses: boolean,
): CheckText {
  return {
    title: `Refused: this merge group also holds ${failingNames(failing)}, which writes outside its roots`,
    summary:
      `PR #${number} ${ownPasses ? 'is inside its own roots' : 'is refused itself'}, but the group commit also holds ` +
      `the changes of ${failingNames(failing)}, ahead of it in the queue, and ${failing.length === 1 ? 'that PR is' : 'those PRs are'} ` +
      'refused now (see the check on each head). A merge group lands every PR it holds (with "only merge ' +
      'non-failing pull requests" off, GitHub lands the PRs ahead with a later group even when their own group ' +
      'failed), so it passes only when each of them does.',
  };
}

/** The group commit's check when the queue cannot say which PRs the group holds. */
export function groupUnlistedCheckText(number: number, reason: string): CheckText {
  return {
    title: `Refused: could not tell which PRs this merge group holds (#${number})`,
    summary:
      `The gate judges every PR a merge group lands, and could not list the PRs ahead of #${number} in the queue: ` +
      `${text(reason)}. Not knowing a group's PRs is not vouching for them; queue the PR again for a new group.`,
  };
}

export function groupWithoutBaseReason(headRef: string): string {
  return `the merge_group event names no base branch (no base_ref, and the ref ${headRef} is not gh-readonly-queue/<base>/pr-<n>-<sha>)`;
}

export function judgingGroupMemberLine(number: number, groupSha: string): string {
  return `Judging PR #${number} for the merge group ${short(groupSha)}.`;
}
