/**
 * Which evidence may change a verdict, in one place. The rule: an actor's move changes the verdict only
 * on the pull requests that actor pushes to, or as an operator. Anyone with write access can edit or
 * delete any comment, and mergexo comments on other people's PRs (rebase-notify's notices), so:
 *
 * - a comment edited or deleted is never evidence against a PR by itself. State a decision needs is kept
 *   where nobody can edit it: history-guard copies its state into its verdict check's output (a check run
 *   cannot be edited, and under a dedicated App nobody can delete it; under `GITHUB_TOKEN` deleting the
 *   workflow run that wrote it deletes it too), and reads the copy whenever its comment is gone or altered;
 * - ci-wait copies its count of failed rounds into its verdict checks too, so a move on its comments changes
 *   no count; it still holds the PR for a person, but only when the mover pushes to the PR: its author, or
 *   someone GitHub's timeline shows force-pushing its branch
 *   (`pushersOf`). A deleter GitHub anonymizes (it shows who deleted a comment only to viewers with
 *   write access) is nobody's pusher: mergexo's own deletions are never taken as tampering;
 * - GitHub's timeline of force-pushes, which no one can erase, is a witness on the PR whose branch moved.
 */
import { botless } from '../pure/trust.js';

/** The logins that push to a PR, as far as GitHub records it: its author and whoever force-pushed its branch. */
export function pushersOf(author: string, forcePushes: readonly { by: string }[] = []): ReadonlySet<string> {
  return new Set([author, ...forcePushes.map((p) => p.by)].map(botless));
}

/** Whether a move on one of mergexo's comments by `actor` counts against the PR those `pushers` push to. */
export function countsAgainst(actor: string | null | undefined, pushers: ReadonlySet<string>): boolean {
  return typeof actor === 'string' && actor !== '' && pushers.has(botless(actor));
}
