/**
 * How the verdict on a commit treats the other open PRs it heads: which PRs GitHub's listing is trusted to
 * name, and what part a PR takes that could not be judged.
 */
import type { PullPart } from '../../core/pure/commit-verdict.js';
import type { Outcome } from './decide.js';
import type { PartReason } from './decide-verdict.js';

/**
 * Another PR GitHub did not answer for while it was judged: it fails the commit (fail closed), so no success
 * is written over a PR whose verdict is unknown; its own run judges it when GitHub answers.
 */
export function unjudgedPart(number: number): PullPart<PartReason> {
  return { number, pass: false, reason: { kind: 'unjudged' } };
}

/**
 * The open PRs on the commit already known, before GitHub is asked which PRs it heads: a merged PR is no longer
 * among the open PRs GitHub associates with its commit, so that answer is known to be incomplete: an empty one
 * sends the listing straight to every open PR. Otherwise none is known (GitHub is asked).
 */
export function knownOnCommit(outcome: Outcome): { listed: readonly [] } | Record<string, never> {
  return outcome === 'merged' ? { listed: [] } : {};
}
