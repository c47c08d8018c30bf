/**
 * Why the gate could not decide, from what stopped it: a user's mistake keeps its fix (`ConfigurationError`), the
 * gate's own undecidable case its reason (`UndecidableError`); anything else is GitHub's or git's failure after
 * the port's retries, its words passed through. Each is a refusal, never a pass.
 */
import { ConfigurationError, UndecidableError, errorMessage } from '../../core/pure/errors.js';
import { githubWords, type GitHubWords } from '../../core/pure/words.js';

export type Undecided =
  /** mergexo's own words for the setting or permission to fix. */
  | { kind: 'configuration'; message: string }
  /** mergexo's own words for what it cannot tell. */
  | { kind: 'undecidable'; message: string }
  /** GitHub or git failed after retries. */
  | { kind: 'failed'; error: GitHubWords };

export function undecidedOf(e: unknown): Undecided {
  if (e instanceof ConfigurationError) return { kind: 'configuration', message: e.message };
  if (e instanceof UndecidableError) return { kind: 'undecidable', message: e.message };
  return { kind: 'failed', error: githubWords(errorMessage(e)) };
}

/**
 * What the gate writes when judging a PR stopped. Before the PR was read (no such PR, a bad token) nothing is
 * written on it. Once read, a user's mistake fails its check with the fix (an earlier verdict must not stand), then
 * the step; anything else refuses it: auto-merge off and the ready mark back (`disarm`), and a failing check on the
 * head read, else on the event's.
 */
export type StopPlan<P> =
  | { kind: 'configuration'; message: string; checkOn: P | undefined }
  | { kind: 'undecided'; undecided: Undecided; disarm: P | undefined; head: string | undefined };

export function planStop<P extends { headSha: string }>(
  e: unknown,
  read: P | undefined,
  eventHead: string | undefined,
): StopPlan<P> {
  if (e instanceof ConfigurationError) return { kind: 'configuration', message: e.message, checkOn: read };
  return { kind: 'undecided', undecided: undecidedOf(e), disarm: read, head: read?.headSha ?? eventHead };
}
