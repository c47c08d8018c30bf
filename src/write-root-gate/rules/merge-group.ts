/**
 * Which PRs a merge group's verdict answers for, and when the group is refused before any is judged. The group
 * commit holds the PR its ref names and every PR ahead of it in the queue (GitHub lands those with this group
 * when "only merge non-failing pull requests" is off): all are judged, first in line first (`shell.ts`). A ref that names no
 * PR, or a group without a base to list the queue on, is refused, so the queue drops it instead of waiting.
 */

export type GroupEntry =
  /** The ref names no PR (`gh-readonly-queue/<base>/pr-<number>-<sha>`). */
  | { kind: 'unnamed' }
  /** The event names no base branch to list the queue on. */
  | { kind: 'no-base'; number: number }
  /** The queue of `base` is listed for the PRs ahead of `number`. */
  | { kind: 'list'; number: number; base: string };

/** What the group's event lets the gate do: list its queue, or refuse the group. */
export function groupEntry(number: number | undefined, base: string | undefined): GroupEntry {
  if (number === undefined) return { kind: 'unnamed' };
  return base ? { kind: 'list', number, base } : { kind: 'no-base', number };
}
