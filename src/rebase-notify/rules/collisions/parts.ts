/**
 * A PR's part in the collision check on the commit it heads (core's `writeCommitVerdict` conjoins every open PR on
 * it), and when the check the PR's head shows already states the facts, so nothing is written again.
 */
import type { PullPart } from '../../../core/pure/commit-verdict.js';
import type { ObservedCheck } from '../drift/plan.js';
import type { PullView } from '../../../core/pure/view.js';
import { COLLISION, readCollisionComment } from '../state.js';
import { commentFacts, passes, showsFacts, type PullCollisions } from './decide.js';
import { hasLabel } from '../../../core/pure/labels.js';

/** The PR's own part in the verdict on its head: a failing one carries its collision facts as its reason. */
export function ownPart(number: number, result: PullCollisions): PullPart<PullCollisions> {
  return passes(result) ? { number, pass: true } : { number, pass: false, reason: result };
}

/** A PR's part in the verdict on its head; a PR the index holds no result for fails closed. */
export function partOf(number: number, result: PullCollisions | undefined): PullPart<PullCollisions> {
  return ownPart(number, result ?? { number, known: false, reason: { kind: 'not-indexed' } });
}

/** An indexed PR's part in the verdict on `head`, judged on `judgedHead`: none once it no longer heads the commit. */
export function partOnHead(
  number: number,
  result: PullCollisions | undefined,
  judgedHead: string,
  head: string,
): PullPart<PullCollisions> | undefined {
  return judgedHead === head ? partOf(number, result) : undefined;
}

/**
 * What a PR this run did not index, read now, asks to be judged on `head`: nothing once it no longer heads the
 * commit; a draft passes unless drafts are included (its names are not compared, so it does not hold the commit
 * back); any other is judged by indexing its own base.
 */
export function unindexedStanding(
  pull: { headSha: string; isDraft: boolean },
  head: string,
  includeDrafts: boolean,
): 'moved-on' | 'passes' | 'index-its-base' {
  if (pull.headSha !== head) return 'moved-on';
  return pull.isDraft && !includeDrafts ? 'passes' : 'index-its-base';
}

/**
 * Whether the PR's head already shows this very check (the listing read it): then the comment and label were
 * written before it by a run that saw the same facts, and nothing is read or written.
 */
export function settled(
  pull: { check: Pick<ObservedCheck, 'fingerprint' | 'conclusion'> | 'none' | 'unknown' },
  fingerprint: string,
  pass: boolean,
): boolean {
  const { check } = pull;
  return (
    typeof check === 'object' &&
    showsFacts(check.fingerprint, fingerprint) &&
    check.conclusion === (pass ? 'success' : 'failure')
  );
}

/** What the collision writes of one PR depend on besides its facts (`CollisionPolicy`, made plain). */
export interface WriteCountPolicy {
  check: boolean;
  overlapComment: boolean;
  overlapLabel: boolean;
  /** The writes taking ci-wait's ready mark back costs (0 when the mark is off). */
  readyWrites: number;
  /** The overlap label's name. */
  overlapName: string;
}

/**
 * What one PR's collision facts ask to be written, in the order that converges after a crash: ci-wait's ready mark
 * taken back (a failing check: a PR that cannot land is first taken back from its reviewers), the overlap label on
 * or off, the comment written (its younger copies deleted) or deleted (nothing collides or overlaps any more: the
 * green check tells the rest), then the check.
 */
export interface CollisionWritePlan {
  takeBackReady: boolean;
  label?: 'add' | 'remove';
  comment?:
    | { op: 'write'; facts: NonNullable<ReturnType<typeof commentFacts>>; deletes: number }
    | { op: 'delete'; id: number };
  check: boolean;
}

export function collisionWritePlan(
  policy: WriteCountPolicy,
  view: Pick<PullView, 'labels' | 'trusted' | 'duplicates'>,
  result: PullCollisions,
  fingerprint: string,
): CollisionWritePlan {
  const plan: CollisionWritePlan = {
    takeBackReady: policy.check && !passes(result) && policy.readyWrites > 0,
    check: policy.check,
  };
  if (result.known) {
    const wantLabel = policy.overlapLabel && result.overlaps.length > 0;
    if (wantLabel !== hasLabel(view.labels, policy.overlapName)) plan.label = wantLabel ? 'add' : 'remove';
    const facts = commentFacts(result, policy.overlapComment);
    const existing = readCollisionComment(view);
    if (facts && !showsFacts(existing?.fingerprint, fingerprint))
      plan.comment = { op: 'write', facts, deletes: duplicateComments(view) };
    else if (!facts && existing) plan.comment = { op: 'delete', id: existing.id };
  }
  return plan;
}

/**
 * The most writes one PR's collision facts can take: taking the ready mark back (a failing check), the overlap
 * label on or off, the comment written (with its duplicates deleted) or deleted, and the check (a pass also lifts
 * an earlier failure). A PR is told in full or not at all, so this is what the write budget must leave it.
 */
export function collisionWrites(
  policy: WriteCountPolicy,
  view: Pick<PullView, 'labels' | 'trusted' | 'duplicates'>,
  result: PullCollisions,
  fingerprint: string,
): number {
  const plan = collisionWritePlan(policy, view, result, fingerprint);
  let n = plan.takeBackReady ? policy.readyWrites : 0;
  if (plan.label) n++;
  if (plan.comment) n += plan.comment.op === 'write' ? 1 + plan.comment.deletes : 1;
  if (plan.check) n += passes(result) ? 2 : 1;
  return n;
}

/** The younger copies of the PR's collision comment that overlapping runs posted. */
export function duplicateComments(view: Pick<PullView, 'duplicates'>): number {
  return view.duplicates.filter((d) =>
    d.markers.some((m) => m.action === COLLISION.action && m.kind === COLLISION.kind && m.key === COLLISION.key),
  ).length;
}
