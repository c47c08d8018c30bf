import { writeVerdict } from '../core/pr/checks.js';
import type { Clock } from '../core/clock.js';
import { upsertComment } from '../core/pr/comments.js';
import { conjoin, failingNames, sharedHeadLine } from '../core/pr/commit-verdict.js';
import { compareCommits } from '../core/compare.js';
import { ConfigurationError } from '../core/errors.js';
import type { GitHubClient } from '../core/github/client.js';
import { answerMessage, callGitHub, httpStatus } from '../core/github/errors.js';
import { addLabel, removeLabel } from '../core/pr/labels.js';
import type { RepoRef } from '../core/pr/view.js';
import { isWorkflowRefusal, workflowRefusal } from '../core/workflow-refusal.js';
import {
  decidePull,
  type CheckWrite,
  type DriftResult,
  type Observed,
  type Policy,
  type PullPlan,
  type UpdateOutcome,
} from './decide.js';
import { sharedHeadCheckOutput } from './messages.js';
import type { OpenPull } from './pulls.js';
import type { SharedHeads } from './shared-head.js';
import { readStatusComment, statusMarker } from './state.js';

export interface ApplyContext {
  client: GitHubClient;
  repo: RepoRef;
  policy: Policy;
  now: Date;
  clock: Clock;
  maxWrites: number;
  /** Writes made so far in this run (shared by every PR; counted as they happen). */
  counter: { writes: number };
  /** Who else heads a commit, and whether each passes: a success on a commit needs every one of them. */
  sharedHeads: SharedHeads;
}

export interface Applied {
  actions: string[];
  notified: boolean;
  updated: boolean;
  deferred: boolean;
  /** Set when the plan changed on the way (an update that did not happen). */
  class?: PullPlan['class'];
  /** GitHub's refusal when the update would have changed a workflow file the token may not write. */
  workflowRefusal?: string;
}

export function observe(pull: OpenPull): Observed {
  const comment = readStatusComment(pull.snapshot);
  return { labels: pull.snapshot.labels, ...(comment ? { comment } : {}), check: pull.check };
}

type UpdateResult = { outcome: UpdateOutcome; message?: string };

/** Merges the base into the head on GitHub, only if the head is still the one evaluated. */
async function updateBranch(ctx: ApplyContext, pull: OpenPull, expectedHead: string): Promise<UpdateResult> {
  try {
    await callGitHub('update the pull request branch', 'contents: write` and `pull-requests: write', () =>
      ctx.client.rest.pulls.updateBranch({ ...ctx.repo, pull_number: pull.number, expected_head_sha: expectedHead }),
    );
    return { outcome: 'updated' };
  } catch (e) {
    // The base changed a workflow file and the token may not write workflows (403): this PR is not
    // updated, says why and what fixes it, and the run goes on.
    const workflows = workflowRefusal(e);
    if (workflows !== undefined) return { outcome: 'failed', message: workflows };
    const message = answerMessage(e);
    if (httpStatus(e) === 422 && /expected head sha|head ref|head branch was modified/i.test(message)) {
      return { outcome: 'head-moved', message };
    }
    if (httpStatus(e) === 422) return { outcome: 'failed', message };
    // A fork whose author does not let maintainers push refuses the token; the rest carry on.
    if (e instanceof ConfigurationError && pull.snapshot.isCrossRepository)
      return { outcome: 'failed', message: e.message };
    throw e;
  }
}

/**
 * The head that update-branch created: read back (GitHub merges asynchronously) and confirmed
 * to contain the base, so a passing check is never written on a head that is still behind.
 */
async function updatedHead(
  ctx: ApplyContext,
  pull: OpenPull,
  oldHead: string,
  baseSha: string,
): Promise<string | undefined> {
  for (let attempt = 0; attempt < 5; attempt++) {
    if (attempt > 0) await ctx.clock.sleep(1000 * 2 ** (attempt - 1));
    const { data } = await callGitHub('read the pull request', 'pull-requests: read', () =>
      ctx.client.rest.pulls.get({ ...ctx.repo, pull_number: pull.number }),
    );
    if (data.head.sha === oldHead) continue;
    const { status } = await compareCommits(ctx.client, ctx.repo, baseSha, data.head.sha);
    return status === 'ahead' || status === 'identical' ? data.head.sha : undefined;
  }
  return undefined;
}

/**
 * Writes the blocking check on `headSha`. It counts for every open PR with that head, so a success
 * is written only when each of them is up to date with its own base (src/core/commit-verdict.ts);
 * otherwise the check fails and names them (unless that very failure already stands on the head).
 * A PR that moved onto the commit while this run looked, and does not pass, turns a success just
 * written back into a failure: the one write that may go past max-writes, since leaving the success
 * would let that PR merge.
 */
async function writeGate(
  ctx: ApplyContext,
  pull: OpenPull,
  check: CheckWrite,
  headSha: string,
  result: Applied,
): Promise<void> {
  const { client, repo, policy } = ctx;
  const write = async (conclusion: CheckWrite['conclusion'], output: { title: string; summary: string }) => {
    await writeVerdict(client, repo, { name: policy.checkName, headSha, conclusion, ...output });
    ctx.counter.writes++;
    result.notified = true;
  };
  if (check.conclusion === 'failure') {
    await write(check.conclusion, check);
    result.actions.push(`check ${check.conclusion}`);
    return;
  }
  const parts = await ctx.sharedHeads.before(headSha, pull.number);
  let written = false;
  if (conjoin(parts).pass) {
    const line = sharedHeadLine(pull.number, parts);
    await write('success', { title: check.title, summary: line ? `${line}\n\n${check.summary}` : check.summary });
    result.actions.push('check success');
    written = true;
    parts.push(...(await ctx.sharedHeads.after(headSha, pull.number, parts)));
  }
  const commit = conjoin(parts);
  if (commit.pass) return;
  const failing = failingNames(commit.failing);
  const output = sharedHeadCheckOutput(check, failing, sharedHeadLine(pull.number, parts) ?? '');
  // The same refusal already on the head is not written again on every run.
  const seen = headSha === pull.headSha && typeof pull.check === 'object' ? pull.check : undefined;
  if (!written && seen?.conclusion === 'failure' && seen.title === output.title) {
    result.actions.push(`check stays failing: this commit also heads ${failing}, which is not up to date`);
    return;
  }
  await write('failure', output);
  result.actions.push(`check failure: this commit also heads ${failing}, which is not up to date`);
}

/**
 * Carries out one PR's plan in the order that converges after a crash: the update first (it
 * decides what the rest says), then labels, then the status comment (which holds the state),
 * then the check.
 */
export async function applyPlan(
  ctx: ApplyContext,
  pull: OpenPull,
  plan: PullPlan,
  drift: DriftResult,
): Promise<Applied> {
  const result: Applied = { actions: [], notified: false, updated: false, deferred: false };
  const { client, repo, policy } = ctx;
  let current = plan;
  const known = drift.known ? drift.drift : undefined;

  if (current.update && known) {
    const update = await updateBranch(ctx, pull, known.headSha);
    ctx.counter.writes++;
    if (update.outcome === 'updated') {
      result.updated = true;
      result.actions.push(`merged ${known.base} into the branch (update-branch)`);
    } else {
      result.actions.push(
        update.outcome === 'head-moved'
          ? 'update skipped: the head moved since it was evaluated'
          : isWorkflowRefusal(update.message)
            ? `not updated: ${known.base} changed a workflow file and the token lacks the workflows permission ` +
              `(${update.message ?? ''}); an App token with workflows: write or a PAT with the workflow scope can, ` +
              'GITHUB_TOKEN never'
            : `update failed: ${update.message ?? 'GitHub refused'}`,
      );
      if (isWorkflowRefusal(update.message)) result.workflowRefusal = update.message;
      current = decidePull({
        drift,
        base: pull.baseRef,
        observed: observe(pull),
        policy,
        now: ctx.now,
        update: update.outcome,
        ...(update.outcome === 'failed' && update.message ? { updateRefusal: update.message } : {}),
      });
      result.class = current.class;
      if (current.writes > ctx.maxWrites - ctx.counter.writes) {
        result.deferred = true;
        result.actions.push('deferred: the write budget is spent');
        return result;
      }
    }
  }

  for (const id of pull.twins) {
    try {
      await callGitHub('delete a duplicate of its status comment', 'pull-requests: write', () =>
        client.rest.issues.deleteComment({ ...repo, comment_id: id }),
      );
    } catch (e) {
      if (httpStatus(e) !== 404) throw e;
    }
    ctx.counter.writes++;
    result.actions.push('duplicate status comment deleted');
  }
  pull.twins = [];
  for (const label of current.addLabels) {
    if (await addLabel(client, repo, pull.snapshot, label)) {
      ctx.counter.writes++;
      result.notified = true;
      result.actions.push(`label ${label} added`);
    }
  }
  for (const label of current.removeLabels) {
    if (await removeLabel(client, repo, pull.snapshot, label)) {
      ctx.counter.writes++;
      result.notified = true;
      result.actions.push(`label ${label} removed`);
    }
  }
  if (current.comment) {
    const written = await upsertComment(
      client,
      repo,
      pull.snapshot,
      statusMarker(current.comment.state),
      current.comment.text,
    );
    if (written !== 'unchanged') {
      ctx.counter.writes++;
      result.notified = true;
      result.actions.push(`comment ${written}${current.comment.why === 'refresh' ? ' (cooldown over)' : ''}`);
    }
  }
  if (current.check) {
    let headSha: string | undefined = pull.headSha;
    if (current.check.target === 'updated-head' && known) {
      headSha = await updatedHead(ctx, pull, known.headSha, known.baseSha);
      if (!headSha)
        result.actions.push('check not written: the updated head could not be confirmed yet (the next run writes it)');
    }
    if (headSha) await writeGate(ctx, pull, current.check, headSha, result);
  }
  if (current.held) result.actions.push('refresh held (cooldown)');
  if (current.skipped) result.actions.push(`skipped: ${current.skipped}`);
  return result;
}
