/**
 * rebase-notify's collision phase: read (each base's index, base-index.ts), decide (decide.ts), write
 * (writes.ts) the collision label, comment and check of every PR whose facts changed: also PRs other than the
 * one whose event ran. A PR on another base that shares a head with one of them is judged against its own
 * base, read-only. It spends what the drift phase left of max-writes.
 */
import { ConfigurationError, errorMessage } from '../../core/pure/errors.js';
import type { ShellContext } from '../../core/shell.js';
import type { CollisionOutcome } from '../rules/drift/run-result.js';
import { completeComments, readComments, type Listed } from '../listing.js';
import { pullErrorLog } from '../messages.js';
import type { RunInput } from '../run-input.js';
import { MERGEXO_LABELS } from '../../core/pr/repo-labels.js';
import { readCollisionComment } from '../rules/state.js';
import { allowanceFor, roomFor } from '../rules/write-budget.js';
import { collisionsToWrite, readsAllComments } from '../rules/collisions/write-order.js';
import { BaseIndexes, type BaseIndex, type CollisionGit } from './base-index.js';
import { collisionFingerprint, type PullCollisions } from '../rules/collisions/decide.js';
import { commentsUnanswered, reportedAs, reportOf } from '../rules/collisions/outcome.js';
import {
  collisionCommentsUnansweredLog,
  collisionLog,
  collisionsDeferredLog,
  collisionsWithoutGitWarning,
} from './messages.js';
import { writeCollisions, type CollisionPolicy } from './writes.js';
import { claimsRecordLine } from './record.js';
import { collisionPolicyOf } from '../rules/collisions/policy.js';

interface Work {
  pull: Listed;
  result: PullCollisions;
  fingerprint: string;
  /** The check's hidden record of the PR's claims. */
  record?: string;
}

/** Every PR of `bases` with what the index found, the failing and overlapping ones counted in `outcome`. */
async function findAll(
  ctx: ShellContext,
  indexes: BaseIndexes,
  bases: readonly string[],
  policy: CollisionPolicy,
  notice: boolean,
  outcome: CollisionOutcome,
): Promise<Work[]> {
  const work: Work[] = [];
  const seen = new Set<BaseIndex>();
  for (const base of bases) {
    const index = await indexes.of(base);
    // Bases that meet share one index: its PRs are worked on once.
    if (seen.has(index)) continue;
    seen.add(index);
    let colliding = 0;
    let overlapping = 0;
    for (const pull of index.pulls) {
      const result = index.results.get(pull.view.number) as PullCollisions;
      const reported = reportedAs(result, policy.check);
      if (reported.colliding) {
        outcome.colliding.push(pull.view.number);
        colliding++;
      }
      if (reported.overlapping) {
        outcome.overlapping.push(pull.view.number);
        overlapping++;
      }
      const claims = index.records.get(pull.view.number);
      work.push({
        pull,
        result,
        fingerprint: collisionFingerprint(result, notice),
        ...(claims ? { record: claimsRecordLine(pull.view.number, claims) } : {}),
      });
    }
    ctx.log.info(collisionLog(index.bases.join(', '), index.pulls.length, colliding, overlapping));
  }
  return work;
}

/**
 * Reads every older comment of a PR about to be written to. When GitHub does not answer a page of them, the
 * collision comment may hide there: this PR is unknown on its own (its check fails closed, no comment is posted
 * that could be a second one), and the other PRs go on. Answers what the PR's writes state.
 */
async function completed(
  ctx: ShellContext,
  found: Work,
  policy: CollisionPolicy,
  notice: boolean,
  outcome: CollisionOutcome,
): Promise<Pick<Work, 'result' | 'fingerprint'>> {
  const number = found.pull.view.number;
  try {
    await completeComments(ctx.github, ctx.repo, found.pull);
    return found;
  } catch (e) {
    const result = commentsUnanswered(number, e);
    ctx.log.warning(collisionCommentsUnansweredLog(number, errorMessage(e)));
    if (reportedAs(result, policy.check).colliding) outcome.colliding.push(number);
    return { result, fingerprint: collisionFingerprint(result, notice) };
  }
}

/**
 * Compares the open PRs of each base with each other (and with the base's tree) and writes what changed,
 * within `room` writes (what the drift phase left of max-writes); answers what it found and the writes it made.
 */
export async function collisionPhase(
  ctx: ShellContext,
  run: RunInput,
  git: CollisionGit,
  bases: readonly string[],
  room: number,
  errors: string[],
): Promise<{ outcome: CollisionOutcome; writes: number }> {
  const { github, log } = ctx;
  const { settings } = run;
  const notice = settings.overlaps === 'notice';
  const policy: CollisionPolicy = collisionPolicyOf(run.settings);
  const outcome: CollisionOutcome = { colliding: [], overlapping: [], notified: [], deferred: [] };
  if ('unavailable' in git) {
    log.warning(collisionsWithoutGitWarning(git.unavailable));
    // Same-file notices are a courtesy: without git they are not computed. The check fails closed.
    if (!policy.check) return { outcome, writes: 0 };
  }
  // The collision check is the state (its externalId the facts): the listing reads it on each head, and the
  // comments only of the PRs it does not settle. Without a check, the comments window is the state.
  const indexes = new BaseIndexes(
    ctx,
    settings,
    git,
    {
      checkName: settings.collisionCheckName,
      behindLabel: MERGEXO_LABELS.overlap.name,
      conflictLabel: settings.conflictLabel,
      withMergeable: false,
      withChecks: policy.check,
    },
    run.now,
    run.scope.kind === 'pull' && run.scope.before ? { number: run.scope.number, before: run.scope.before } : undefined,
  );
  const work = await findAll(ctx, indexes, bases, policy, notice, outcome);

  // The comments of the PRs to write to are read (100 a request).
  const unsettled = collisionsToWrite(work, policy.check);
  await readComments(
    github,
    unsettled.map((u) => u.pull),
  );
  const heads = (await indexes.all()).flatMap((i) =>
    i.pulls.map((p) => ({ number: p.view.number, headSha: p.view.headSha })),
  );
  let writes = 0;
  for (const found of unsettled) {
    const { pull } = found;
    if (!roomFor(room, writes)) {
      outcome.deferred.push(pull.view.number);
      continue;
    }
    const budget = allowanceFor(room, writes);
    try {
      // A new head too (the PR that renames its file to give up a held name is the usual one to clear); it costs
      // a read only for a PR with more comments than the listing's window.
      const { result, fingerprint } = readsAllComments(
        found.result,
        pull.commentsComplete,
        readCollisionComment(pull.view) !== undefined,
      )
        ? await completed(ctx, found, policy, notice, outcome)
        : found;
      const listed = [{ number: pull.view.number, headSha: pull.view.headSha }, ...heads];
      const made = await writeCollisions(
        ctx,
        policy,
        {
          pull,
          result,
          fingerprint,
          listed,
          judge: (number, head) => indexes.judge(number, head),
          ...(found.record ? { record: found.record } : {}),
        },
        budget,
      );
      if (budget.made > 0) outcome.notified.push(pull.view.number);
      // The next write did not fit max-writes: what is left of this PR waits for the next run.
      if (made.deferred) outcome.deferred.push(pull.view.number);
    } catch (e) {
      if (e instanceof ConfigurationError) throw e;
      const message = pullErrorLog(pull.view.number, errorMessage(e));
      errors.push(message);
      log.warning(message);
    } finally {
      writes += budget.made;
    }
  }
  if (outcome.deferred.length > 0) log.info(collisionsDeferredLog(outcome.deferred.length));
  return { outcome: reportOf(outcome), writes };
}
