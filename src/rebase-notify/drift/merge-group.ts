/**
 * merge_group: with `urgency: blocking`, `mergexo/rebase` is a required check, so the queue waits for it on
 * the group commit. A group commit is up to date with its base by construction: the queue builds it on its
 * parent (`merge_group.base_sha`: the commit of the group ahead of it, or the base tip for the first group),
 * which holds the base as it is, and lands it by fast-forwarding the base, which it can only do while the base
 * still is an ancestor (when the base moves, the queue rebuilds its groups and asks again). Containing the
 * parent therefore means containing the base tip the queue built on (docs/github-behaviour.md). Re-judging the PR's own head instead would fail every PR that is behind, which is exactly what
 * the queue exists to spare its authors. So the check passes when the group commit contains the base commit
 * it was built on (one compare, so a payload that says otherwise is refused), and fails otherwise. With any
 * other urgency there is no `mergexo/rebase` check to answer, and nothing is written.
 *
 * The check is on a group commit, which heads no PR: core's per-commit rule has no other PR to judge, so
 * it is written with core's `writeVerdict`.
 */
import { writeVerdict } from '../../core/pr/checks.js';
import { compareCommits } from '../../core/compare.js';
import { ConfigurationError, errorMessage } from '../../core/pure/errors.js';
import { mergeGroupBase, type MergeGroupEvent } from '../../core/merge-group.js';
import type { ShellContext } from '../../core/shell.js';
import { groupCheckOutput, groupReason, type GroupFinding } from './messages.js';
import type { RebaseNotifySettings } from '../settings.js';
import type { GroupSkip } from './decide.js';

export type GroupAnswer =
  { kind: 'skip'; reason: GroupSkip } | { kind: 'answered'; conclusion: 'success' | 'failure'; reason: string };

export async function answerMergeGroup(
  ctx: Pick<ShellContext, 'github' | 'repo'>,
  settings: RebaseNotifySettings,
  group: MergeGroupEvent,
  detailsUrl: string | undefined,
): Promise<GroupAnswer> {
  const { github, repo } = ctx;
  if (settings.urgency !== 'blocking') {
    return {
      kind: 'skip',
      reason: { kind: 'not-blocking', urgency: settings.urgency, checkName: settings.checkName },
    };
  }
  const base = mergeGroupBase(group);
  if (settings.base !== undefined && base !== undefined && base !== settings.base) {
    return { kind: 'skip', reason: { kind: 'other-base', base, watched: settings.base } };
  }
  let finding: GroupFinding;
  if (!group.baseSha) {
    finding = { kind: 'no-base' };
  } else {
    try {
      const { status } = await compareCommits(github, repo, group.baseSha, group.headSha);
      finding =
        status === 'identical' || status === 'ahead'
          ? { kind: 'up', base, baseSha: group.baseSha }
          : { kind: 'not-contained', baseSha: group.baseSha, status };
    } catch (e) {
      if (e instanceof ConfigurationError) throw e;
      finding = { kind: 'compare-failed', baseSha: group.baseSha, error: errorMessage(e) };
    }
  }
  const up = finding.kind === 'up';
  const why = groupReason(finding);
  const conclusion = up ? 'success' : 'failure';
  await writeVerdict(github, repo, {
    name: settings.checkName,
    headSha: group.headSha,
    conclusion,
    ...groupCheckOutput(group, up, why),
    ...(detailsUrl ? { detailsUrl } : {}),
  });
  return { kind: 'answered', conclusion, reason: why };
}
