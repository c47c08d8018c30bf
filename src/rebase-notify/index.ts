/**
 * rebase-notify's public surface: what code outside the action (the `mergexo` CLI's `replay`) may use. The
 * collision judgement over PRs on one base (`findCollisions`, `passes`), the `allocated-names` globs it reads
 * (`parseAllocatedGlob`, `allocatedName`), and the two git reads it judges on: what a PR changes against the commit
 * it forked from (`pullChanges`) and the names a base tree already holds (`baseAllocatedNames`). Everything else
 * is the action's own.
 */
export { allocatedName, parseAllocatedGlob, type AllocatedGlob } from './rules/collisions/allocated-names.js';
export {
  findCollisions,
  passes,
  type NameClash,
  type Overlap,
  type PathChange,
  type PullChanges,
  type PullCollisions,
} from './rules/collisions/decide.js';
export { NO_OWNERSHIP, nameKey, type HoldReason, type Ownership } from './rules/collisions/owners.js';
export { baseAllocatedNames, changesOf, pullChanges } from './collisions/git.js';
