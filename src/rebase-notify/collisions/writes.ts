/**
 * The collision phase's writes for one PR, through core's PR gateway, in the order that converges after a
 * crash: the overlap label, the collision comment, then the collision check (through the per-commit rule).
 * Each write happens only when the facts differ from what the PR already shows (fingerprints, never words).
 */
import { writeVerdict } from '../../core/pr/checks.js';
import { deleteOwnComment, upsertComment } from '../../core/pr/comments.js';
import { writeCommitVerdict } from '../../core/pr/commit-verdict.js';
import { sharedHeadLine } from '../../core/pr/commit-verdict-messages.js';
import type { PullPart } from '../../core/pure/commit-verdict.js';
import type { OpenPullHead } from '../../core/pr/list.js';
import { addLabel, removeLabel } from '../../core/pr/labels.js';
import { changed, markOn, writesOf, type ReadyMarkSettings } from '../../core/ready-mark/mark.js';
import type { ShellContext } from '../../core/shell.js';
import {
  collisionComment,
  collisionCheckText,
  collisionPartReason,
  readyTakenBackLog,
  sharedHeadCollisionTitle,
} from './messages.js';
import type { PullCollisions } from '../rules/collisions/decide.js';
import { collisionWritePlan, collisionWrites, ownPart } from '../rules/collisions/parts.js';
import { collisionCheckWrite } from '../rules/collisions/check-write.js';
import type { Listed } from '../listing.js';
import { MERGEXO_LABELS } from '../../core/pr/repo-labels.js';
import { takeBackMark } from '../../core/ready-mark/take-back.js';
import { collisionMarker } from '../rules/state.js';
import { OutOfWrites, type Allowance } from '../rules/write-budget.js';
import type { CollisionPolicy as CollisionPolicyOf } from '../rules/collisions/policy.js';

/** The label a PR overlapping another gets at urgency fyi (core's label catalog names it). */
const OVERLAP = MERGEXO_LABELS.overlap.name;

/** The collision writes' policy (`../rules/collisions/policy.ts`), with core's ready-mark settings. */
export type CollisionPolicy = CollisionPolicyOf<ReadyMarkSettings>;

export interface CollisionWrite {
  pull: Listed;
  result: PullCollisions;
  fingerprint: string;
  /** Every PR this run indexed, as `openPullsWithCommit` would answer (for a failure: no listing needed). */
  listed: readonly OpenPullHead[];
  /** Another PR's part on `head` (undefined: not on it). */
  judge: (number: number, head: string) => Promise<PullPart<PullCollisions> | undefined>;
  /** The check's hidden record of the PR's claims (`record.ts`), when it claims names. */
  record?: string;
}

/** The write-count policy of the collision rules: `policy` made plain. */
const countPolicy = (policy: CollisionPolicy) => ({
  ...policy,
  readyWrites: markOn(policy.ready) ? policy.ready.modes.length : 0,
  overlapName: OVERLAP,
});

/**
 * The most writes one PR's collision facts can take: taking the ready mark back, the overlap label, the comment
 * (and the younger copies of it to delete), the check (a success with room to be written back to failure).
 */
export function plannedWrites(
  policy: CollisionPolicy,
  w: Pick<CollisionWrite, 'pull' | 'result' | 'fingerprint'>,
): number {
  return collisionWrites(countPolicy(policy), w.pull.view, w.result, w.fingerprint);
}

/**
 * Writes what changed for one PR, within `budget` (what max-writes leaves this PR; it counts the writes made). A
 * PR is told in full or not at all: when its planned writes do not all fit, nothing is written and it waits for
 * the next run (answered as deferred), so no PR is left with its comment and without its check.
 */
export async function writeCollisions(
  ctx: ShellContext,
  policy: CollisionPolicy,
  w: CollisionWrite,
  budget: Allowance,
): Promise<{ deferred: boolean }> {
  try {
    if (!budget.fits(plannedWrites(policy, w))) throw new OutOfWrites();
    await writeAll(ctx, policy, w, budget);
    return { deferred: false };
  } catch (e) {
    if (e instanceof OutOfWrites) return { deferred: true };
    throw e;
  }
}

/** Carries out `collisionWritePlan` in its order, each write only with room for it. */
async function writeAll(
  ctx: ShellContext,
  policy: CollisionPolicy,
  w: CollisionWrite,
  budget: Allowance,
): Promise<void> {
  const { github, repo } = ctx;
  const { pull, result, fingerprint } = w;
  const view = pull.view;
  const room = (n = 1) => {
    if (!budget.fits(n)) throw new OutOfWrites();
  };
  const wrote = (n = 1) => budget.spend(n);
  const plan = collisionWritePlan(countPolicy(policy), view, result, fingerprint);

  if (plan.takeBackReady) {
    room(policy.ready.modes.length);
    const back = await takeBackMark(ctx, policy.ready, view);
    wrote(writesOf(back));
    if (changed(back)) ctx.log.info(readyTakenBackLog(view.number));
  }

  if (plan.label) {
    room();
    const done =
      plan.label === 'add'
        ? await addLabel(github, repo, view, OVERLAP)
        : await removeLabel(github, repo, view, OVERLAP);
    if (done) wrote();
  }

  if (plan.comment?.op === 'write') {
    const text = collisionComment(plan.comment.facts, view.baseRef, policy.checkName);
    // Younger copies overlapping runs posted are deleted first: a write each. (A copy this run posts while
    // another run posts one too is taken back at once: that is part of the one write counted for it.)
    const { deletes } = plan.comment;
    room(1 + deletes);
    const written = await upsertComment(github, repo, view, collisionMarker(fingerprint), text, { settle: true });
    if (written !== 'unchanged') wrote();
    if (deletes > 0) wrote(deletes);
  } else if (plan.comment?.op === 'delete') {
    room();
    await deleteOwnComment(github, repo, view, plan.comment.id);
    wrote();
  }

  if (!plan.check) return;
  const own = ownPart(view.number, result);
  const text = collisionCheckText(result, view.baseRef);
  const seen = typeof pull.check === 'object' ? pull.check : undefined;
  let checked = false;
  await writeCommitVerdict(github, repo, {
    head: view.headSha,
    own,
    // A failure needs no one else to fail: the run's own index answers who heads the commit.
    ...(!own.pass ? { listed: w.listed } : {}),
    judgeOther: (number) => w.judge(number, view.headSha),
    write: async (parts, commit, conclusion) => {
      const check = collisionCheckWrite(own.pass, commit, conclusion, fingerprint, seen, checked);
      let output = text;
      if (check.kind === 'shared-head') {
        const failing = commit.failing.map((p) => p.number);
        output = {
          title: sharedHeadCollisionTitle(failing),
          summary: `${sharedHeadLine(view.number, parts, collisionPartReason) ?? ''}\n\nThis PR on its own:\n\n${text.summary}`,
        };
      } else if (commit.pass) {
        const line = sharedHeadLine(view.number, parts, collisionPartReason);
        if (line) output = { ...text, summary: `${line}\n\n${text.summary}` };
      }
      if (check.stays) return;
      if (check.room > 0) room(check.room);
      await writeVerdict(github, repo, {
        name: policy.checkName,
        headSha: view.headSha,
        conclusion,
        ...output,
        ...(w.record ? { text: w.record } : {}),
        externalId: check.fingerprint,
      });
      checked = true;
      wrote();
    },
  });
}
