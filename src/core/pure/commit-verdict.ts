/**
 * The per-commit verdict rule's pure half: one PR's part in the verdict on the commit it heads, and the
 * conjunction (a commit passes only when every open PR it heads passes). `../pr/commit-verdict.ts` lists the
 * PRs and writes the check; `../pr/commit-verdict-messages.ts` words it.
 */
import { githubWords, type GitHubWords } from './words.js';

/**
 * One PR's part in the verdict on the commit it heads. `R` is the judging action's own typed reason: core
 * carries it without reading it, and only the action's render (`sharedHeadLine`) turns it into words.
 */
export interface PullPart<R = unknown> {
  number: number;
  pass: boolean;
  /** Why it failed, when it did, as the action's typed reason (no words). */
  reason?: R;
  /** On the part standing for PRs that could not be listed (`UNLISTED`): the error's words, passed through. */
  unlisted?: GitHubWords;
}

export interface CommitVerdict<R = unknown> {
  pass: boolean;
  /** The PRs that keep the commit from passing (the judged PR included), by number. */
  failing: PullPart<R>[];
}

/** The part standing for "the other PRs could not be listed": not knowing them is not passing. */
export const UNLISTED = 0;

export function unlisted(e: unknown): PullPart<never> {
  return { number: UNLISTED, pass: false, unlisted: githubWords(e instanceof Error ? e.message : String(e)) };
}

/** The conclusion of the check on a commit. */
export type VerdictConclusion = 'success' | 'failure';

/** What the check on the commit concludes: success only when every PR it heads passes. */
export function conclusionOf(commit: CommitVerdict): VerdictConclusion {
  return commit.pass ? 'success' : 'failure';
}

/** The conjunction: the commit passes only when each PR it heads passes. */
export function conjoin<R>(parts: readonly PullPart<R>[]): CommitVerdict<R> {
  const failing = parts.filter((p) => !p.pass);
  return { pass: parts.length > 0 && failing.length === 0, failing };
}
