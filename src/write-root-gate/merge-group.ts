/**
 * merge_group: the queue waits for `mergexo/write-root-gate` on the merge group commit, so
 * every event must be answered. The gate re-judges the queued PR (named by the group's ref,
 * `refs/heads/gh-readonly-queue/<base>/pr-<number>-<sha>`) at its current head, with the
 * base branch's lease file as it is now, and writes that verdict on both the PR head and the
 * group commit. PRs ahead in the queue have merge groups (and verdicts) of their own. A ref
 * that names no PR is refused on the group commit, so the queue drops it instead of waiting.
 * The payload is read by the module every action shares (`src/core/merge-group.ts`).
 */
export { mergeGroupFromPayload, mergeGroupPullNumber, type MergeGroupEvent } from '../core/merge-group.js';
