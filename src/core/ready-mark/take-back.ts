/**
 * The take-back from a view that shows only some of the PR's labels. rebase-notify takes ci-wait's mark back
 * from a PR that can no longer land (it conflicts with its base, or its allocated names collide): no PR event
 * reaches ci-wait when the base moves or another PR opens, so rebase-notify is the one that sees it first,
 * and its listing shows only its own labels.
 */
import { readLabels } from '../pr/labels.js';
import { takeBackReadyMark, type MarkChange, type MarkView, type ReadyMarkSettings } from './mark.js';
import type { ShellContext } from '../shell.js';

/**
 * In label mode the PR's labels are read first (one request) and the view keeps them; when to take the mark
 * back (only on a change about to be reported) is the caller's rule.
 */
export async function takeBackMark(ctx: ShellContext, ready: ReadyMarkSettings, view: MarkView): Promise<MarkChange> {
  if (ready.modes.includes('label')) view.labels = await readLabels(ctx.github, ctx.repo, view.number);
  return takeBackReadyMark(ctx.github, ctx.repo, view, ready);
}
