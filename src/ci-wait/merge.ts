/** The two GitHub writes a round may ask for: updating the branch and merging. */
import { readPull } from '../core/pr/read.js';
import type { PolledPull } from '../core/pure/view.js';
import type { ShellContext } from '../core/shell.js';
import { decideMergeResult, type BranchUpdate, type MergeAnswer, type Outcome } from './decide.js';
import { LOG } from './messages.js';
import type { Reason } from './reason.js';
import type { MergeMethod } from './settings.js';
import { type Run } from './run.js';
import { retryMerge } from './decide-run.js';

/** Merges the base into the head with `expected_head_sha`: never a rebase, never a moved head. */
export async function updateBranch(ctx: ShellContext, number: number, head: string): Promise<BranchUpdate> {
  // Observe mode (src/core/enforcement.ts) updates no branch: the round ends on what it found.
  if (ctx.github.observing) return { state: 'refused', reason: { kind: 'observing' } };
  const answer = await ctx.github.updateBranch(ctx.repo, number, head);
  // The head moved under us: the next observation sees the new head and starts over.
  if (answer.kind !== 'refused') return { state: 'requested' };
  // The base changed a workflow file and the token may not write workflows (403): an answer about
  // this PR, reported on it with the fix, never a failed run.
  if (answer.reason === 'workflows') return { state: 'refused', reason: { kind: 'workflows', message: answer.said } };
  return { state: 'refused', reason: { kind: 'github', message: answer.said } };
}

async function mergeOnce(ctx: ShellContext, number: number, head: string, method: MergeMethod): Promise<MergeAnswer> {
  // GitHub's refusals (405, 409) are answers, not outages; 5xx are retried below, after looking at
  // whether the merge happened anyway.
  const answer = await ctx.github.merge(ctx.repo, number, head, method);
  return answer.kind === 'merged'
    ? { ok: true, merged: answer.merged, message: answer.said }
    : { ok: false, status: answer.status, message: answer.said };
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
    const clean = answer.ok && answer.merged && after.merged;
    // The token's own login, read only when a merge answer needs checking against the PR.
    const viewer = clean ? '' : (await readPull(ctx.github, ctx.repo, number)).viewer;
    const round = decideMergeResult(answer, { ...after, open: after.state === 'OPEN' }, viewer);
    if (retryMerge(answer, round, after.state === 'OPEN', attempt)) {
      ctx.log.info(LOG.mergeRetry(answer.ok ? '' : answer.message));
      await ctx.clock.sleep(1000 * 2 ** attempt);
      continue;
    }
    if (round.kind !== 'done') throw new Error('unreachable: a merge result is always final');
    return { outcome: round.outcome, reason: round.reason, after };
  }
}
