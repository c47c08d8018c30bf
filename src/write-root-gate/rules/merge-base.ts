/**
 * Which merge base the PR's own diff is read against: git's first pick (as GitHub's), the others after it. A head
 * and a base with no merge base share no history, so what merging the PR writes cannot be told: undecidable, never
 * a diff against nothing.
 */

export type MergeBasePick =
  | { kind: 'found'; mergeBase: string; mergeBases: string[] }
  /** The head and the base share no history (git finds no merge base in their complete history). */
  | { kind: 'unrelated' };

/** The merge base to diff against, from every merge base git names for the base tip and the head. */
export function pickMergeBase(mergeBases: readonly string[]): MergeBasePick {
  const [mergeBase] = mergeBases;
  return mergeBase === undefined ? { kind: 'unrelated' } : { kind: 'found', mergeBase, mergeBases: [...mergeBases] };
}
