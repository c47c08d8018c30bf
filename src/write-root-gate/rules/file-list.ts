/**
 * What GitHub's file list of a PR proves: every path it names is judged, but it stops at a cap and can lag behind
 * the head, so git is read too, unless the list alone already refuses the PR.
 */
import { writtenPaths, type ChangedEntry } from '../../core/pure/git-diff.js';
import { normalizePath } from '../../core/pure/paths/normalize.js';
import type { RootSet } from '../../core/pure/paths/root-set.js';

/** GitHub stops listing a pull request's files after this many. */
export const PULL_FILES_CAP = 3000;

export type ListCompleteness = 'complete' | 'truncated' | 'skipped';

/**
 * Whether the list is whole: not asked for over the cap (`listed` undefined), complete only when it reaches
 * GitHub's count and stays below the cap (a list that reaches the cap is truncated even when the count agrees).
 */
export function listCompleteness(listed: number | undefined, changedFiles: number): ListCompleteness {
  if (listed === undefined) return 'skipped';
  return listed >= changedFiles && listed < PULL_FILES_CAP ? 'complete' : 'truncated';
}

/** Whether the list is asked for: only under the cap, where GitHub can answer it whole. */
export function listAsked(changedFiles: number): boolean {
  return changedFiles <= PULL_FILES_CAP;
}

/**
 * Whether git must be read: always, unless GitHub's list is complete, not empty, and names no path inside the
 * roots (the PR is then refused whatever git would add).
 */
export function gitNeeded(list: ListCompleteness, entries: readonly ChangedEntry[], roots: RootSet): boolean {
  const insideRoots = entries.some((e) => writtenPaths(e).some((p) => roots.covers(normalizePath(p))));
  return !(list === 'complete' && entries.length > 0 && !insideRoots);
}
