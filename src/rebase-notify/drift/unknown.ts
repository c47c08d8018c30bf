/**
 * Why a PR's drift is unknown, as facts: the readers (`drift-api.ts`, `drift-git.ts`, `measure.ts`, the shell) say
 * what happened, `messages.ts` words it (`driftUnknownText`), and a decision passes it through unread.
 */
import type { GitHubWords } from '../../core/pure/words.js';

/** A ref a local git could not fetch for a PR (worded by `fetchMissText`; the collision phase quotes it too). */
export type FetchMiss =
  /** GitHub does not serve the PR's `refs/pull/<number>/head`. */
  | { kind: 'pull-ref-unserved'; number: number }
  /** The PR's base branch could not be fetched. */
  | { kind: 'base-unfetched'; base: string }
  /** The PR's head commit is not in the repository after the fetches. */
  | { kind: 'head-unfetched'; headSha: string };

export type DriftUnknown =
  /** GitHub's compare cannot answer for this head and base (a 404: history it cannot relate). */
  | { kind: 'cannot-compare'; headSha: string; base: string }
  /** GitHub had not computed the PR's mergeability after the re-asks. */
  | { kind: 'mergeable-pending' }
  /** The head moved while GitHub's mergeability was asked for. */
  | { kind: 'head-moved' }
  /** A request of the API reader failed: `said` is GitHub's words. */
  | { kind: 'unanswered'; said: GitHubWords }
  /** GitHub did not answer a page of the PR's older comments, where its status comment may be. */
  | { kind: 'comments-unanswered' }
  /** The PR's head was read again and no drift came back for it. */
  | { kind: 'not-measured' }
  /** The base branch's tip is not among the fetched bases. */
  | { kind: 'base-not-fetched'; base: string }
  /** A ref of the PR could not be fetched. */
  | { kind: 'unfetched'; miss: FetchMiss }
  /** git could not count the commits between head and base: `said` is git's words. */
  | { kind: 'uncounted'; said: GitHubWords }
  /** git could not test-merge the base into the head: `said` is git's first line. */
  | { kind: 'unmerged'; base: string; said: GitHubWords };
