/** The two GitHub writes a round may ask for: updating the branch and merging. */
import { readPull } from '../core/pr/read.js';
import type { PolledPull } from '../core/pure/view.js';
import type { ShellContext } from '../core/shell.js';
import { decideMergeResult, type BranchUpdate, type MergeAnswer, type Outcome } from './rules/decide.js';
import { LOG } from './messages.js';
import type { Reason } from './rules/reason.js';
import type { MergeMethod } from './rules/decide.js';
import { type Run } from './run.js';
import { retryMerge } from './rules/decide-run.js';
import {
  branchUpdateOf,
  checksMerger,
  mergeAnswerOf,
  mergeRetryDelayMs,
  observedUpdate,
} from './rules/decide-merge.js';

/** Merges the base into the head with `expected_head_sha`: never a rebase, never a moved head. */
export async function updateBranch(ctx: ShellContext, number: number, head: string): Promise<BranchUpdate> {
  // Observe mode (src/core/enforcement.ts) updates no branch: the round ends on what it found.
  if (ctx.github.observing) return observedUpdate();
  return branchUpdateOf(await ctx.github.updateBranch(ctx.repo, number, head));
}

async function mergeOnce(ctx: ShellContext, number: number, head: string, method: MergeMethod): Promise<MergeAnswer> {
  // GitHub's refusals (405, 409) are answers, not outages; 5xx are retried below, after looking at
  // whether the merge happened anyway.
  return mergeAnswerOf(await ctx.github.merge(ctx.repo, number, head, method));
}

/** Asks GitHub to merge, then believes the PR, not the answer. */
export async function mergePullRequest(
  run: Run,
  number: number,
  head: string,
  method: MergeMethod,
): Promise<{ outcome: Outcome; reason: Reason; after: PolledPull }> {
  const { ctx } = run;
  for (let attempt = 1; ; attempt++) {
    ctx.log.info(LOG.merging(number, head, method));
    const answer = await mergeOnce(ctx, number, head, method);
    const after = await run.poller.pull(number);
    // The token's own login, read only when a merge answer needs checking against the PR.
    const viewer = checksMerger(answer, after) ? (await readPull(ctx.github, ctx.repo, number)).viewer : '';
    const round = decideMergeResult(answer, { ...after, open: after.state === 'OPEN' }, viewer);
    if (retryMerge(answer, round, after.state === 'OPEN', attempt)) {
      ctx.log.info(LOG.mergeRetry(answer.ok ? '' : answer.message));
      await ctx.clock.sleep(mergeRetryDelayMs(attempt));
      continue;
    }
    if (round.kind !== 'done') throw new Error('unreachable: a merge result is always final');
    return { outcome: round.outcome, reason: round.reason, after };
  }
}
