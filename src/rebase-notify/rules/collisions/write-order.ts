/**
 * Which PRs the collision phase writes to, in which order (`collisions/shell.ts` carries it out within what the
 * drift phase left of max-writes), and when a PR's comments are all read before its write.
 */
import type { ObservedCheck } from '../drift/plan.js';
import { passes, type PullCollisions } from './decide.js';
import { settled } from './parts.js';

/** One PR's collision facts, as the phase found them. */
export interface Found {
  pull: { check: Pick<ObservedCheck, 'fingerprint' | 'conclusion'> | 'none' | 'unknown' };
  result: PullCollisions;
  fingerprint: string;
}

/** How urgent a PR's write is: a clash first, then an overlap notice, then a success. */
const rank = ({ result }: Pick<Found, 'result'>): number =>
  !passes(result) ? 0 : result.known && result.overlaps.length > 0 ? 1 : 2;

/**
 * The PRs to write to, most urgent first: a PR whose head already carries this very check (`check` on) is
 * settled and left alone; within max-writes the colliding PRs go first, then those with a notice, then the
 * successes.
 */
export function collisionsToWrite<F extends Found>(found: readonly F[], check: boolean): F[] {
  return found
    .filter(({ pull, result, fingerprint }) => !check || !settled(pull, fingerprint, passes(result)))
    .sort((a, b) => rank(a) - rank(b));
}

/**
 * Whether every older comment of the PR is read before its write: a comment about to be created is looked for
 * first (never posted twice), and so is one whose facts may just have cleared (it goes). That is any PR with
 * known facts whose comments the listing's window did not hold entirely and that shows no collision comment.
 */
export const readsAllComments = (result: PullCollisions, commentsComplete: boolean, shown: boolean): boolean =>
  result.known && !commentsComplete && !shown;
