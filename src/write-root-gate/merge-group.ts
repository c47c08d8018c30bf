/**
 * merge_group: the queue waits for `mergexo/write-root-gate` on the merge group commit, so
 * every event must be answered. The gate re-judges the queued PR (named by the group's ref,
 * `refs/heads/gh-readonly-queue/<base>/pr-<number>-<sha>`) at its current head, with the
 * base branch's lease file as it is now, and writes that verdict on both the PR head and the
 * group commit. PRs ahead in the queue have merge groups (and verdicts) of their own. A ref
 * that names no PR is refused on the group commit, so the queue drops it instead of waiting.
 */
export interface MergeGroupEvent {
  headSha: string;
  headRef: string;
  baseRef: string;
}

export function mergeGroupFromPayload(payload: Record<string, unknown>): MergeGroupEvent | undefined {
  const group = payload.merge_group as Record<string, unknown> | undefined;
  if (!group || typeof group.head_sha !== 'string' || typeof group.head_ref !== 'string') return undefined;
  return {
    headSha: group.head_sha,
    headRef: group.head_ref,
    baseRef: typeof group.base_ref === 'string' ? group.base_ref : '',
  };
}

/** The PR a merge group ref was made for, or undefined. */
export function mergeGroupPullNumber(headRef: string): number | undefined {
  const m = /\/pr-([1-9]\d*)-[0-9a-f]{7,64}$/.exec(headRef);
  return m ? Number(m[1]) : undefined;
}
