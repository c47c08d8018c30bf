/**
 * Drift without a local git (`../../drift/drift-api.ts` asks GitHub): from GitHub's compare of head and base, and
 * its own test merge (`mergeable`), which names no files. Mergeability is asked only of a PR that is behind (one
 * that is not cannot conflict with its base), and an answer GitHub has not computed yet is not known, never clean.
 */
import type { Mergeable } from '../../../core/pure/view.js';
import { SUBJECTS, type Drift, type DriftResult } from './plan.js';

/** GitHub's compare of the head with its base, seen from the head. */
export interface Compared {
  base: string;
  baseSha: string;
  headSha: string;
  /** Base commits the head lacks (compare's `ahead_by`, head...base). */
  behind: number;
  /** Head commits the base lacks. */
  ahead: number;
  /** The missing commits GitHub listed, oldest first: its last page when it was read. */
  commits: readonly { sha: string; message: string }[];
}

/** Whether the comparison's last page is read: its first page does not hold the newest missing commits. */
export function readsLastPage(behind: number, listed: number): boolean {
  return behind > listed && listed > 0;
}

/** The drift the comparison shows, before mergeability: the newest missing commits, each by its subject line. */
export function comparedDrift(c: Compared): Drift {
  const missing = c.commits
    .slice(-SUBJECTS)
    .reverse()
    .map((m) => ({ sha: m.sha, subject: (m.message.split('\n')[0] ?? '').trim() }));
  const { base, baseSha, headSha, behind, ahead } = c;
  return { base, baseSha, headSha, behind, ahead, conflict: false, missing };
}

/** Whether GitHub is asked for mergeability: only when the head is behind (else it is up to date, known). */
export function asksMergeable(drift: Drift): boolean {
  return drift.behind > 0;
}

/** A PR up to date with its base: no commits to name. */
export function upToDate(drift: Drift): DriftResult {
  return { known: true, drift: { ...drift, missing: [] } };
}

/** Whether the mergeability the listing carried will do: anything GitHub computed; `UNKNOWN` or none is asked again. */
export function listedMergeable(listed: Mergeable | undefined): Mergeable | undefined {
  return listed && listed !== 'UNKNOWN' ? listed : undefined;
}

/**
 * The drift of a PR that is behind, by GitHub's mergeability: not yet computed after the re-asks, or asked while the
 * head moved, is not known; a conflict names no commits (the files are what matters, and GitHub names none).
 */
export function withMergeable(drift: Drift, mergeable: Mergeable | 'MOVED'): DriftResult {
  if (mergeable === 'UNKNOWN') return { known: false, reason: { kind: 'mergeable-pending' } };
  if (mergeable === 'MOVED') return { known: false, reason: { kind: 'head-moved' } };
  return { known: true, drift: mergeable === 'CONFLICTING' ? { ...drift, conflict: true, missing: [] } : drift };
}
