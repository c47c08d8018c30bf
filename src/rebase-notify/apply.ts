import { writeVerdict } from '../core/checks.js';
import type { Clock } from '../core/clock.js';
import { upsertComment } from '../core/comments.js';
import { compareCommits } from '../core/compare.js';
import { ConfigurationError } from '../core/errors.js';
import type { GitHubClient } from '../core/github/client.js';
import { callGitHub, httpStatus } from '../core/github/errors.js';
import { addLabel, removeLabel } from '../core/labels.js';
import type { RepoRef } from '../core/pull-request.js';
import {
  decidePull,
  type DriftResult,
  type Observed,
  type Policy,
  type PullPlan,
  type UpdateOutcome,
} from './decide.js';
import type { OpenPull } from './pulls.js';
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
}

export interface Applied {
  actions: string[];
  notified: boolean;
  updated: boolean;
  deferred: boolean;
  /** Set when the plan changed on the way (an update that did not happen). */
  class?: PullPlan['class'];
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
    const message = (e as { message?: string }).message ?? String(e);
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
          : `update failed: ${update.message ?? 'GitHub refused'}`,
      );
      current = decidePull({
        drift,
        base: pull.baseRef,
        observed: observe(pull),
        policy,
        now: ctx.now,
        update: update.outcome,
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
    if (headSha) {
      await writeVerdict(client, repo, {
        name: policy.checkName,
        headSha,
        conclusion: current.check.conclusion,
        title: current.check.title,
        summary: current.check.summary,
      });
      ctx.counter.writes++;
      result.notified = true;
      result.actions.push(`check ${current.check.conclusion}`);
    }
  }
  if (current.held) result.actions.push('refresh held (cooldown)');
  if (current.skipped) result.actions.push(`skipped: ${current.skipped}`);
  return result;
}
