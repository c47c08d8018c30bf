/** Why collisions could not be determined, as facts; the reader's words are GitHub's (or git's) `GitHubWords`. */
import type { GitHubWords } from '../../core/pure/words.js';

/** Why collisions could not be determined (for a PR, or a merge group): facts, worded by messages.ts. */
export type CollisionsUnknown =
  /** git could not be used here, or failed comparing the heads: `said` is its reader's words. */
  | { kind: 'git'; said: GitHubWords }
  /** The base branch could not be fetched. */
  | { kind: 'base-not-fetched'; base: string }
  /** This PR's head could not be fetched or diffed: `said` is the reader's words. */
  | { kind: 'unread'; said: GitHubWords }
  /** The run's index holds no result for the PR. */
  | { kind: 'not-indexed' }
  /** The merge_group event names no base commit. */
  | { kind: 'no-group-base' }
  /** GitHub did not answer a page of the PR's older comments, where its collision comment may be. */
  | { kind: 'comments-unanswered' }
  /** Collisions need git, and `drift-source` is `api`. */
  | { kind: 'api-source' };
