/** The words of the per-commit verdict (`../pure/commit-verdict.ts`): which other PRs on a commit fail it, and why. */
import { UNLISTED, type PullPart } from '../pure/commit-verdict.js';
import { mdText } from '../untrusted.js';

/** `#12, #14` for the failing PRs, or what kept mergexo from knowing them. */
export function failingNames(parts: readonly PullPart[]): string {
  const named = parts.filter((p) => !p.pass && p.number !== UNLISTED).map((p) => `#${p.number}`);
  return named.length > 0 ? named.join(', ') : 'other pull requests it could not list';
}

/**
 * The line a check's summary carries when other PRs share the head, so the Checks tab says why. `render` is
 * the judging action's: one line of mergexo's own words (no PR-controlled text) for a part's reason. A gate
 * whose parts carry no reason needs none: a failing part then reads 'refused'.
 */
export function sharedHeadLine(self: number, parts: readonly PullPart<never>[]): string | undefined;
export function sharedHeadLine<R>(
  self: number,
  parts: readonly PullPart<R>[],
  render: (reason: R) => string,
): string | undefined;
export function sharedHeadLine<R>(
  self: number,
  parts: readonly PullPart<R>[],
  render?: (reason: R) => string,
): string | undefined {
  const others = parts.filter((p) => p.number !== self);
  if (others.length === 0) return undefined;
  const unknown = others.find((p) => p.number === UNLISTED);
  // The words are an error message that may quote an API answer: plain words, nothing live.
  if (unknown) {
    const why = mdText(unknown.unlisted ?? 'unknown');
    return `mergexo could not tell which other open PRs this commit heads (${why}), so it cannot pass.`;
  }
  const fails = (p: PullPart<R>) => (p.reason === undefined || !render ? 'refused' : render(p.reason));
  const list = others.map((p) => `#${p.number} (${p.pass ? 'passes' : `fails: ${fails(p)}`})`).join(', ');
  return (
    `This commit is also the head of ${list}. A check on a commit counts for every PR it heads, so mergexo ` +
    'writes success here only when each of them passes.'
  );
}
