/** The words of history-guard on a merge group: the group commit's check, each PR's part in it, the job summary. */
import type { MergeGroupEvent } from '../core/merge-group.js';
import type { SummaryTable } from '../core/report.js';
import { htmlCode, htmlText, logLine, mdCode, mdText } from '../core/untrusted.js';
import type { GroupFailure, GroupResult } from './group-types.js';
import type { GroupMemberFailure } from './rules/merge-group.js';
import type { CheckText } from './messages.js';

/** The check on a merge group commit: each PR of the group and why one fails. */
export function groupCheckText(group: MergeGroupEvent, result: GroupResult): CheckText {
  const lines = [`Merge group ${mdCode(group.headSha)} (${mdCode(group.headRef)}).`];
  if (result.why) lines.push(groupWhy(result.why));
  for (const m of result.members) {
    lines.push(
      m.pass
        ? `- PR #${m.number}: accepted at \`${m.guard?.observedHead ?? ''}\`, which the group commit contains.`
        : `- PR #${m.number}: fails: ${m.reason ? groupMemberReason(m.reason) : 'refused'}.`,
    );
  }
  lines.push(
    'The group holds the PR its ref names and every PR ahead of it in the queue; each is judged as on a push, and ' +
      'the group passes only when every one of them is accepted and its accepted head is in the group commit.',
  );
  const failing = result.members.filter((m) => !m.pass).map((m) => `#${m.number}`);
  const title =
    result.verdict === 'accepted'
      ? `Every PR in this merge group is append-only (${result.members.map((m) => `#${m.number}`).join(', ')})`
      : failing.length
        ? `Blocked: ${failing.join(', ')} in this merge group`
        : 'Blocked: the PRs of this merge group are unknown';
  return { title, summary: lines.join('\n\n') };
}

/** Why a PR of a merge group fails the group, in mergexo's own words (an error is quoted as plain text). */
export function groupMemberReason(why: GroupMemberFailure): string {
  switch (why.kind) {
    case 'unjudged':
      return `could not be judged: ${mdText(why.error)}`;
    case 'shares-blocked-head':
      return 'its head also heads a blocked PR';
    case 'blocked':
      return `it is blocked: history rewritten (${why.transition})`;
    case 'uncompared':
      return `GitHub could not compare its accepted head \`${why.head}\` with the group commit`;
    case 'not-in-group':
      return (
        `the group commit does not contain its accepted head \`${why.head}\` (the head moved on after ` +
        "the group was built, or the queue squashes or rebases; history-guard needs the queue's merge method " +
        '"merge")'
      );
  }
}

/** Why a merge group fails before any of its PRs is judged. */
export function groupWhy(why: GroupFailure): string {
  switch (why.kind) {
    case 'unnamed':
      return `The group ref does not name a pull request (${mdCode('pr-<number>-<sha>')}), so no history can be vouched for.`;
    case 'configuration':
      return `Configuration error: ${mdText(why.error)}`;
    case 'unlisted':
      return `mergexo could not tell which PRs this group holds (${mdText(why.error)}), so it cannot pass.`;
  }
}

export function judgingGroupMemberLine(number: number, groupHead: string): string {
  return `Judging PR #${number} of merge group ${groupHead}.`;
}

/** A merge_group event without its base branch: the queue's PRs cannot be listed, so the group is refused. */
export const NO_GROUP_BASE_REASON =
  "the merge_group event's payload names no base branch, so the PRs queued ahead cannot be listed; " +
  'the group is refused because mergexo fails closed when it cannot be sure: add the PRs to the queue again';

/** The job summary of a run on a merge group. */
export function groupSummary(group: MergeGroupEvent, result: GroupResult): SummaryTable {
  const where = `merge group ${htmlCode(group.headSha)}`;
  return {
    heading: `mergexo/history-guard: merge group ${result.verdict === 'accepted' ? 'accepted ✅' : 'blocked ⛔'}`,
    lead: `${where}, ref ${htmlCode(group.headRef)}${result.why ? `: ${htmlText(groupWhy(result.why))}` : ''}`,
    header: ['PR', 'verdict', 'accepted head', 'in the group commit'],
    rows: result.members.map((m) => [
      `#${m.number}`,
      m.pass ? 'accepted' : 'blocked',
      htmlCode(m.guard?.observedHead ?? ''),
      m.pass ? 'yes' : htmlText(m.reason ? groupMemberReason(m.reason) : ''),
    ]),
  };
}

/** Why the step fails when the merge group is blocked. */
export function groupFailure(group: MergeGroupEvent, result: GroupResult): string {
  const failing = result.members
    .filter((m) => !m.pass)
    .map((m) => `#${m.number} (${logLine(m.reason ? groupMemberReason(m.reason) : '')})`);
  return (
    `mergexo/history-guard: merge group ${group.headSha} is blocked: ` +
    (failing.length ? failing.join('; ') : logLine(result.why ? groupWhy(result.why) : 'its PRs are unknown')) +
    '. See the check on the group commit.'
  );
}
