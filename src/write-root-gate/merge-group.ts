/**
 * merge_group: the queue waits for `mergexo/write-root-gate` on the merge group commit, so every event must be
 * answered. A group commit holds the base, the PRs ahead in the queue and the PR its ref names
 * (`refs/heads/gh-readonly-queue/<base>/pr-<number>-<sha>`); with "only merge non-failing pull requests" off,
 * GitHub lands the PRs ahead with a later group even when their own group failed. So the gate judges every PR of
 * the group (core's `pullsAheadInQueue` lists them, in queue order) at its current head against the base's lease
 * file as it is now, and the group passes only when each of them does; a failing one is named on the group
 * commit. `merge_group.base_sha` is the group's parent commit (the previous group's commit for an entry behind
 * others), not the base tip, so the gate does not judge from it. A ref that names no PR, or a queue that cannot
 * be listed, is refused on the group commit, so the queue drops the group instead of waiting. The payload is
 * read by the module every action shares (`src/core/merge-group.ts`).
 */
export {
  mergeGroupBase,
  mergeGroupFromPayload,
  mergeGroupPullNumber,
  pullsAheadInQueue,
  type MergeGroupEvent,
} from '../core/merge-group.js';
