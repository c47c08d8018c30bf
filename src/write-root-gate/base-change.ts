import { errorMessage } from '../core/pure/errors.js';
import { readPull } from '../core/pr/read.js';
import type { PullView } from '../core/pure/view.js';
import type { ShellContext } from '../core/shell.js';
import { disableAutoMerge, writePendingCheck } from './effects.js';
import type { Effect, GateJob, JudgeOptions } from './job.js';
import { checkTarget } from './judge-one.js';
import { baseChangedCheckText } from './messages.js';
import { holdRetargeted } from './rules/base-change.js';

/**
 * A retargeted PR, held before it is judged again (`rules/base-change.ts` says in which order): its head's check
 * still carries the verdict given for the old base (the lease is read from the base, and the merge writes differ).
 * What remains is the time between GitHub's retarget and the first write; a merge queue closes it (the README's
 * "Base changes").
 */
export async function holdForBaseChange(
  ctx: ShellContext,
  job: GateJob,
  number: number,
  options: JudgeOptions,
  effects: Effect[],
): Promise<void> {
  const text = baseChangedCheckText(options.baseChange?.from, options.baseChange?.to);
  await holdRetargeted<PullView>(
    {
      pending: (headSha) => writePendingCheck(ctx, { ...checkTarget(job, headSha, []), headSha }, effects, text),
      readNow: async () => {
        try {
          return await readPull(ctx.github, ctx.repo, number);
        } catch (e) {
          ctx.log.debug(`reading the retargeted PR failed: ${errorMessage(e)}`);
          return undefined;
        }
      },
      disableAutoMerge: (pull) => disableAutoMerge(ctx, effects, pull),
    },
    options.eventHead,
  );
}
