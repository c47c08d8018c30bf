/**
 * merge_group: with `urgency: blocking`, `mergexo/rebase` is a required check, so the queue waits for it on
 * the group commit. A group commit is up to date with its base by construction: the queue builds it on the
 * base as it is (`merge_group.base_sha`) plus the PRs ahead, and lands it by fast-forwarding the base, which
 * it can only do while the base still is that commit (when the base moves, the queue rebuilds its groups and
 * asks again). Re-judging the PR's own head instead would fail every PR that is behind, which is exactly what
 * the queue exists to spare its authors. So the check passes when the group commit contains the base commit
 * it was built on (one compare, so a payload that says otherwise is refused), and fails otherwise. With any
 * other urgency there is no `mergexo/rebase` check to answer, and nothing is written.
 */
import { writeVerdict } from '../core/pr/checks.js';
import { compareCommits } from '../core/compare.js';
import { ConfigurationError, errorMessage } from '../core/errors.js';
import type { GitHubClient } from '../core/github/client.js';
import { mergeGroupBase, type MergeGroupEvent } from '../core/merge-group.js';
import type { RepoRef } from '../core/pr/view.js';
import { mdCode, mdText } from '../core/untrusted.js';
import type { RebaseNotifySettings } from './settings.js';

export type GroupAnswer =
  { kind: 'skip'; reason: string } | { kind: 'answered'; conclusion: 'success' | 'failure'; reason: string };

export async function answerMergeGroup(
  client: GitHubClient,
  repo: RepoRef,
  settings: RebaseNotifySettings,
  group: MergeGroupEvent,
  detailsUrl: string | undefined,
): Promise<GroupAnswer> {
  if (settings.urgency !== 'blocking') {
    return {
      kind: 'skip',
      reason: `urgency is ${settings.urgency}: ${settings.checkName} is a check only with urgency blocking`,
    };
  }
  const base = mergeGroupBase(group);
  if (settings.base !== undefined && base !== undefined && base !== settings.base) {
    return {
      kind: 'skip',
      reason: `the merge group targets ${base}; this step watches the base '${settings.base}' (input 'base')`,
    };
  }
  let up: boolean;
  let why: string;
  if (!group.baseSha) {
    up = false;
    why = 'the merge_group payload names no base commit, so the group cannot be shown to be up to date';
  } else {
    try {
      const { status } = await compareCommits(client, repo, group.baseSha, group.headSha);
      up = status === 'identical' || status === 'ahead';
      why = up
        ? `the queue built it on ${base ?? 'the base'} at ${group.baseSha}, so it is up to date by construction`
        : `it does not contain the base commit ${group.baseSha} it was built on (${status})`;
    } catch (e) {
      if (e instanceof ConfigurationError) throw e;
      up = false;
      why = `GitHub could not compare it with the base commit ${group.baseSha}: ${errorMessage(e)}`;
    }
  }
  const conclusion = up ? 'success' : 'failure';
  await writeVerdict(client, repo, {
    name: settings.checkName,
    headSha: group.headSha,
    conclusion,
    title: up ? 'Merge group: up to date with its base' : 'Merge group: not shown to be up to date',
    summary:
      `Merge group ${mdCode(group.headSha)} (${mdCode(group.headRef)}): ${mdText(why)}.\n\n` +
      'The queue lands a group by fast-forwarding the base to it, and rebuilds its groups when the base moves, ' +
      'so a group commit never lands behind its base.',
    ...(detailsUrl ? { detailsUrl } : {}),
  });
  return { kind: 'answered', conclusion, reason: why };
}
