/**
 * The one model of a pull request. Every read in `src/core/pr/` returns one of these shapes; an
 * action narrows a view (picks fields, derives its own facts), it never reads the PR another way.
 */
import type { Marker } from './markers.js';

export interface RepoRef {
  owner: string;
  repo: string;
}

/** GitHub's test merge of head into base, as GraphQL names it. */
export type Mergeable = 'MERGEABLE' | 'CONFLICTING' | 'UNKNOWN';

/** What GitHub says of the PR itself: every read fills these. */
export interface PullFacts {
  nodeId: string;
  number: number;
  title: string;
  url: string;
  state: 'OPEN' | 'CLOSED' | 'MERGED';
  isDraft: boolean;
  headSha: string;
  headRef: string;
  baseRef: string;
  baseSha: string;
  isCrossRepository: boolean;
  /** The author's login as REST shows it: `name[bot]` for an App, never the bare name (`../identity.ts`). */
  author: string;
  labels: string[];
  /** Only when the read asked for it: computing it can take GitHub a while (`UNKNOWN` meanwhile). */
  mergeable?: Mergeable;
}

/** A PR comment that mergexo wrote itself and nobody else has edited since. */
export interface TrustedComment {
  id: number;
  url: string;
  body: string;
  markers: Marker[];
}

/** A `HeadRefForcePushedEvent`: the head branch was moved to a commit that does not descend from the old one. */
export interface ForcePush {
  at: string;
  by: string;
  /**
   * Who pushed, as GitHub records it on the timeline, spelled as REST spells it (a bot's login with `[bot]`,
   * from the actor's type: `../actor-login.ts`); absent when GitHub names no one.
   */
  actor?: string;
  /** null when GitHub no longer has the commit. */
  before: string | null;
  after: string | null;
}

/** The PR with what mergexo wrote on it: the view every gate decides and writes on. */
export interface PullView extends PullFacts {
  /** Login of the token's own identity: the only author whose markers are trusted. */
  viewer: string;
  /** mergexo's own marked comments, oldest first, one per finding (younger twins are in `duplicates`). */
  trusted: TrustedComment[];
  /**
   * Younger copies of a finding's comment (overlapping runs each posted one), found in the comments
   * the read already had: the writer deletes them, the oldest stays (`src/core/pr/comments.ts`).
   */
  duplicates: TrustedComment[];
  /**
   * Signs that someone who pushes to this PR (its author, a force-pusher of its branch) altered mergexo's
   * comments: one of ours edited or deleted by them. Moves by anyone else are not here (`./evidence.ts`).
   */
  tamperEvidence: string[];
  /**
   * How many of mergexo's comments the timeline shows deleted by someone GitHub does not name (it hides the
   * deleter from a viewer without write access): mergexo's own deletions may be among them, so they count
   * against nobody (`./evidence.ts`); an action says so in its log. Only a full read (`readPull`) fills it.
   */
  unnamedDeletions?: number;
  /** The ids of comments mergexo wrote that another login edited since: never mergexo's again. */
  tamperedIds?: number[];
  /**
   * Who the PR's pending review requests ask (`readPull` reads the first 100; absent when the query that
   * returned the view did not ask, e.g. rebase-notify's listing): the ready mark's reviewers (`../ready-mark/mark.ts`).
   */
  reviewRequests?: Reviewer[];
  /** Whether auto-merge is armed on the PR (write-root-gate turns it off on a refusal). */
  autoMerge: boolean;
  changedFiles: number;
}

/** A full read (`readPull`): the view plus GitHub's own witnesses of the PR's history. */
export interface WitnessedPull extends PullView {
  /**
   * The newest (up to 100) commits GitHub lists for the PR, oldest first: the commits reachable
   * from the head and not from the base, so membership proves ancestry without a compare.
   */
  recentCommits: string[];
  /**
   * Every force-push of the PR's head branch, oldest first, as GitHub's timeline records it: a
   * witness no workflow can write or erase, read to the end (or the read fails).
   */
  forcePushes: ForcePush[];
  /** The PR's author as REST spells the login (a bot's with `[bot]`; `../actor-login.ts`), 'ghost' when gone. */
  authorLogin: string;
  /** `owner/name` of the repository holding the head branch (another one for a fork's PR; null: that fork is gone). */
  headRepository: string | null;
}

/** A conditional REST read (`PullPoller`): cheap to repeat while waiting, no comments. */
export interface PolledPull extends PullFacts {
  merged: boolean;
  mergedBy: string | null;
  /** REST's `mergeable_state` (`clean`, `behind`, `dirty`, `blocked`, ...). */
  mergeableState: string;
  /** Whether this read came back changed (false: a free 304). */
  changed: boolean;
}

/** Someone a review can be requested from: a user (or bot) by login, or a team of the owner's organization by slug. */
export type Reviewer = { kind: 'user'; login: string } | { kind: 'team'; slug: string };

/** GraphQL's `RequestedReviewer` union, as `mergexoRequestedReviewer` asks for it (a mannequin has neither). */
export interface RequestedReviewerNode {
  __typename: string;
  login?: string;
  slug?: string;
}

/** A comment as GraphQL returns it: what the trust rule needs. */
export interface CommentNode {
  databaseId: number | null;
  body: string;
  url: string;
  author: Actor | null;
  editor: Actor | null;
}

/** Who did something, as GraphQL names them: `__typename` tells a bot from a user with the same login. */
export interface Actor {
  __typename?: string;
  login: string;
}
