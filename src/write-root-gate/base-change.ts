import { errorMessage } from '../core/pure/errors.js';
import { readPull } from '../core/pr/read.js';
import type { PullView } from '../core/pure/view.js';
import type { ShellContext } from '../core/shell.js';
import { disableAutoMerge, writePendingCheck } from './effects.js';
import type { Effect, GateJob, JudgeOptions } from './job.js';
import { checkTarget } from './judge-one.js';
import { baseChangedCheckText } from './messages.js';

/**
 * A retargeted PR: its head's check still carries the verdict given for the old base (the lease is read from
 * the base, and the merge writes differ), and auto-merge may be armed. Before the PR is judged again the
 * check goes back to pending, as the run's first write (on the head the event names, so no read comes
 * before it), then auto-merge is turned off: GitHub then has no passing check to merge on, nor an order to
 * merge the moment one passes. What remains is the time between GitHub's retarget and that first write; a
 * merge queue closes it (the README's "Base changes").
 */
export async function holdForBaseChange(
  ctx: ShellContext,
  job: GateJob,
  number: number,
  options: JudgeOptions,
  effects: Effect[],
): Promise<void> {
  const text = baseChangedCheckText(options.baseChange?.from, options.baseChange?.to);
  const pending = (headSha: string) =>
    writePendingCheck(ctx, { ...checkTarget(job, headSha, []), headSha }, effects, text);
  if (options.eventHead) await pending(options.eventHead);
  let pull: PullView;
  try {
    pull = await readPull(ctx.github, ctx.repo, number);
  } catch (e) {
    // Judging reads the PR again, and refuses (or reports the configuration error) if it still cannot.
    ctx.log.debug(`reading the retargeted PR failed: ${errorMessage(e)}`);
    return;
  }
  // A push that landed since the event: that head carries a verdict for the old base too.
  if (pull.headSha !== options.eventHead) await pending(pull.headSha);
  await disableAutoMerge(ctx, effects, pull);
}
