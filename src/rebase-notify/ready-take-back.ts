/**
 * ci-wait's ready mark, taken back by rebase-notify from a PR that can no longer land: it conflicts with
 * its base, or its allocated names collide. No PR event reaches ci-wait when the base moves or another PR
 * opens, so rebase-notify is the one that sees it first. Only on a change it is about to report (a new
 * conflict, new collision facts): a PR whose state was already reported had its mark taken back then.
 */
import { readLabels } from '../core/pr/labels.js';
import { takeBackReadyMark, type MarkChange, type MarkView, type ReadyMarkSettings } from '../core/pr/ready-mark.js';
import type { ShellContext } from '../core/shell.js';

/**
 * rebase-notify's listing shows only its own labels (it lists the PRs carrying them), so in label mode the
 * PR's labels are read first (one request) and the view keeps them.
 */
export async function takeBackMark(ctx: ShellContext, ready: ReadyMarkSettings, view: MarkView): Promise<MarkChange> {
  if (ready.modes.includes('label')) view.labels = await readLabels(ctx.github, ctx.repo, view.number);
  return takeBackReadyMark(ctx.github, ctx.repo, view, ready);
}
