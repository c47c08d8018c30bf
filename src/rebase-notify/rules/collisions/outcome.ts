/**
 * How the collision phase reports what it found: which PRs are colliding (their collision check fails) and which
 * overlap another PR's files, each PR once, lowest number first.
 */
import { ConfigurationError } from '../../../core/pure/errors.js';
import type { CollisionOutcome } from '../drift/run-result.js';
import { passes, type PullCollisions } from './decide.js';

/**
 * Where one PR goes in the report: colliding when the collision check is on (`check`) and the PR does not pass it
 * (a colliding name, or collisions not determined); overlapping when its files are known to overlap another PR's.
 */
export function reportedAs(result: PullCollisions, check: boolean): { colliding: boolean; overlapping: boolean } {
  return { colliding: check && !passes(result), overlapping: result.known && result.overlaps.length > 0 };
}

/**
 * A PR whose older comments GitHub did not answer: its collision comment may hide there, so its collisions are
 * unknown (its check fails closed, no comment is posted that could be a second one); a user's mistake stops the run.
 */
export function commentsUnanswered(number: number, e: unknown): PullCollisions {
  if (e instanceof ConfigurationError) throw e;
  return { number, known: false, reason: { kind: 'comments-unanswered' } };
}

/** The report's lists, each PR once, lowest number first. */
export function reportOf(outcome: CollisionOutcome): CollisionOutcome {
  const sorted = (numbers: readonly number[]) => [...new Set(numbers)].sort((a, b) => a - b);
  return {
    colliding: sorted(outcome.colliding),
    overlapping: sorted(outcome.overlapping),
    notified: sorted(outcome.notified),
    deferred: sorted(outcome.deferred),
  };
}
