/**
 * merge_group with `allocated-names`: `mergexo/collision` is a required check, so the queue waits for it on the
 * group commit too. The group commit is the base it was built on plus the PRs ahead; it fails when a name it adds
 * is held by another path of its own tree (two colliding PRs in one group, or a PR and the base), and passes
 * otherwise (the rule: `rules/collisions/decide-group.ts`). From the private repository: the two commits fetched
 * by id, one `diff-tree`, one `ls-tree`. Without git it fails closed. A group commit heads no PR, so the check is
 * written with core's `writeVerdict`.
 */
import { ConfigurationError, errorMessage } from '../../core/pure/errors.js';
import { mergeGroupBase, type MergeGroupEvent } from '../../core/merge-group.js';
import { writeVerdict } from '../../core/pr/checks.js';
import type { ShellContext } from '../../core/shell.js';
import { baseAllocatedNames, treeChanges } from './git.js';
import { groupCollisionCheckText } from './messages.js';
import { githubWords } from '../../core/github/port.js';
import { groupClashes } from '../rules/collisions/decide.js';
import {
  groupCollisionsPass,
  groupCollisionsQuestion,
  type GroupCollisionsFinding,
} from '../rules/collisions/decide-group.js';
import { GitDrift, type GitDriftOptions } from '../drift/drift-git.js';
import type { GroupAnswer } from '../drift/merge-group.js';
import { triesGit } from '../rules/drift/source.js';
import type { RebaseNotifySettings } from '../settings.js';

export async function answerGroupCollisions(
  ctx: Pick<ShellContext, 'github' | 'repo' | 'log'>,
  settings: RebaseNotifySettings,
  group: MergeGroupEvent,
  gitOptions: Omit<GitDriftOptions, 'repo' | 'log'>,
  detailsUrl: string | undefined,
): Promise<GroupAnswer | undefined> {
  const base = mergeGroupBase(group) ?? '';
  const question = groupCollisionsQuestion({
    globs: settings.allocatedNames.length,
    watched: settings.base,
    base,
    baseSha: group.baseSha,
    apiSource: !triesGit(settings.driftSource),
  });
  if (question.kind === 'none') return undefined;
  if (question.kind === 'skip') return question;
  let finding: GroupCollisionsFinding;
  if (question.kind === 'judge') {
    finding = question.finding;
  } else {
    try {
      const opened = await GitDrift.open({ ...gitOptions, repo: ctx.repo, log: (m) => ctx.log.info(m) });
      if ('unavailable' in opened) throw new Error(opened.unavailable);
      await opened.fetchCommits([question.baseSha, group.headSha]);
      const added = await treeChanges(opened.gitDir, question.baseSha, group.headSha);
      const names = await baseAllocatedNames(opened.gitDir, group.headSha, settings.allocatedNames);
      finding = { kind: 'clashes', clashes: groupClashes(added, settings.allocatedNames, names) };
    } catch (e) {
      if (e instanceof ConfigurationError) throw e;
      finding = { kind: 'unknown', reason: { kind: 'git', said: githubWords(errorMessage(e)) } };
    }
  }
  const pass = groupCollisionsPass(finding);
  const text = groupCollisionCheckText(finding, base);
  await writeVerdict(ctx.github, ctx.repo, {
    name: settings.collisionCheckName,
    headSha: group.headSha,
    conclusion: pass ? 'success' : 'failure',
    ...text,
    ...(detailsUrl ? { detailsUrl } : {}),
  });
  return { kind: 'answered', conclusion: pass ? 'success' : 'failure', reason: text.title };
}
