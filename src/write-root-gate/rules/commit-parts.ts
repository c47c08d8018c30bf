/**
 * A PR's part in a verdict that speaks for more than the PR: the check on the commit it heads (every open PR on it
 * counts, `writeCommitVerdict` conjoins them) and the check on a merge group commit (every PR the group lands).
 * The gate's parts carry no reason: a failing one reads 'refused' wherever another PR's check names it.
 */
import type { CommitVerdict, PullPart } from '../../core/pure/commit-verdict.js';

/** The PR's part, from the conclusion its own check would have. */
export function partOf(number: number, conclusion: 'success' | 'failure'): PullPart<never> {
  return { number, pass: conclusion === 'success' };
}

/** The PR's part in its merge group, from its verdict as judged on its head. */
export function groupPart(number: number, verdict: 'pass' | 'refused'): PullPart<never> {
  return { number, pass: verdict === 'pass' };
}

/** The group passes on the queued PR's own verdict only when no PR ahead of it fails. */
export function aheadPass(failing: readonly PullPart<never>[]): boolean {
  return failing.every((p) => p.pass);
}

/**
 * The PRs that refuse a PR which passes on its own: those its head shares, when the check on the commit fails
 * (undefined: the PR's own verdict stands).
 */
export function refusedWith(verdict: 'pass' | 'refused', commit: CommitVerdict<never>): PullPart<never>[] | undefined {
  return !commit.pass && verdict === 'pass' ? commit.failing : undefined;
}

/** Another PR's part in the verdict on `head`, judged on `judgedHead`: none when it moved off the commit meanwhile. */
export function partOnHead(
  number: number,
  conclusion: 'success' | 'failure',
  judgedHead: string | undefined,
  head: string,
): PullPart<never> | undefined {
  return judgedHead === head ? partOf(number, conclusion) : undefined;
}

/**
 * Which words the check on the commit carries: the PR's own, when the commit passes or the PR itself fails (its
 * own refusal says more); else those of the refusal it shares with the PRs that fail on its head.
 */
export function ownWordsOnCommit(commit: Pick<CommitVerdict<never>, 'pass'>, own: 'success' | 'failure'): boolean {
  return commit.pass || own === 'failure';
}
