/** The two GitHub writes a round may ask for: updating the branch and merging. */
import { isObserving } from '../core/enforcement.js';
import { ConfigurationError } from '../core/errors.js';
import type { GitHubClient } from '../core/github/client.js';
import { answerMessage, callGitHub, httpStatus } from '../core/github/errors.js';
import { readPull } from '../core/pr/read.js';
import type { PolledPull } from '../core/pr/view.js';
import type { ShellContext } from '../core/shell.js';
import { workflowRefusal } from '../core/workflow-refusal.js';
import { decideMergeResult, type BranchUpdate, type MergeAnswer, type Outcome } from './decide.js';
import { LOG } from './messages.js';
import type { Reason } from './reason.js';
import type { MergeMethod } from './settings.js';
import { type Run } from './run.js';
import { retryMerge } from './decide-run.js';

/** Merges the base into the head with `expected_head_sha`: never a rebase, never a moved head. */
export async function updateBranch(ctx: ShellContext, number: number, head: string): Promise<BranchUpdate> {
  // Observe mode (src/core/enforcement.ts) updates no branch: the round ends on what it found.
  if (isObserving(ctx.client)) return { state: 'refused', reason: { kind: 'observing' } };
  try {
    await callGitHub('update the pull request branch', 'contents: write', () =>
      ctx.client.rest.pulls.updateBranch({ ...ctx.repo, pull_number: number, expected_head_sha: head }),
    );
    return { state: 'requested' };
  } catch (e) {
    if (e instanceof ConfigurationError) throw e;
    // The base changed a workflow file and the token may not write workflows (403): an answer about
    // this PR, reported on it with the fix, never a failed run.
    const workflows = workflowRefusal(e);
    if (workflows !== undefined) return { state: 'refused', reason: { kind: 'workflows', message: workflows } };
    if (httpStatus(e) !== 422) throw e;
    // The head moved under us: the next observation sees the new head and starts over.
    if (/expected head sha/i.test(answerMessage(e))) return { state: 'requested' };
    return { state: 'refused', reason: { kind: 'github', message: answerMessage(e) } };
  }
}

async function mergeOnce(ctx: ShellContext, number: number, head: string, method: MergeMethod): Promise<MergeAnswer> {
  try {
    const { data } = await callGitHub('merge the pull request', 'contents: write', () =>
      ctx.client.rest.pulls.merge({
        ...ctx.repo,
        pull_number: number,
        sha: head,
        merge_method: method,
        // GitHub's refusals (405, 409) are answers, not outages; 5xx are retried below, after
        // looking at whether the merge happened anyway.
        request: { retries: 0 },
      } as Parameters<GitHubClient['rest']['pulls']['merge']>[0]),
    );
    return { ok: true, merged: data.merged === true, message: data.message };
  } catch (e) {
    if (e instanceof ConfigurationError) throw e;
    return { ok: false, status: httpStatus(e), message: answerMessage(e) };
  }
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
    const viewer = clean ? '' : (await readPull(ctx.client, ctx.repo, number)).viewer;
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
