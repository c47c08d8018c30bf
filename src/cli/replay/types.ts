import type { PullChanges, NameClash, Overlap } from '../../rebase-notify/index.js';
import type { LeaseConfig, Violation } from '../../write-root-gate/index.js';

/**
 * The facts `mergexo replay` reads and finds, shared by its readers, its judges and its words (a module none of
 * them is imported by, so none imports another back).
 */

/** One commit of the first-parent history, newest first. */
export interface MainlineCommit {
  sha: string;
  parents: string[];
  /** Committer time, epoch milliseconds: when it reached the branch, as near as git knows. */
  at: number;
  /** Author time, epoch milliseconds. */
  authoredAt: number;
  subject: string;
}

/** A commit of a PR's branch (not on its base), with the paths it changed against its first parent. */
export interface BranchCommit {
  sha: string;
  authoredAt: number;
  committedAt: number;
  paths: string[];
}

/** How GitHub landed the PR on the default branch. */
export type LandedAs = 'merge' | 'squash' | 'rebase';

/**
 * Where the head judged came from: the merge commit's second parent, the clone's `refs/pull/N/head`, the API's
 * head commit, or (neither in the clone) the squash commit itself, a one-commit PR on its parent.
 */
export type HeadFrom = 'merge-parent' | 'pull-ref' | 'api' | 'landing';

export interface MergedPull {
  number: number;
  title: string;
  landedAs: LandedAs;
  /** The first-parent commit that landed it; its index in the history, oldest first. */
  landing: string;
  landedAt: number;
  /** The commit it landed on, and its index. */
  base: string;
  baseAt: number;
  head: string;
  headFrom: HeadFrom;
  /** The head branch and its repository's owner, when known. */
  headRef: string | null;
  headOwner: string | null;
  /** From a fork: a lease's `branch` never matches it, and its claims rank after a collaborator's. */
  isCrossRepository: boolean;
  /** GitHub login (with a token); null from git alone. */
  author: string | null;
  labels: string[];
  /** Epoch ms. From git: the first commit of its branch; from the API: when it was opened. */
  openedAt: number;
  mergedAt: number;
  /** `api` when GitHub's record of the PR was read. */
  source: 'git' | 'api';
}

export interface LeaseQuestion {
  /** Today's lease file, parsed (undefined: none). */
  config: LeaseConfig | undefined;
  /** The path the gate protects as the lease file (its `lease-file` input). */
  leaseFile: string;
  writeRoots: readonly string[];
  protectedPaths: readonly string[];
}

export interface LeaseVerdict {
  verdict: 'pass' | 'refused' | 'undecidable';
  /** The lease that applied, and why (or why none did). */
  lease: string;
  reason: string;
  roots: string[];
  /** How many distinct paths merging it writes. */
  written: number;
  violations: Violation[];
  /** What could not be decided (the gate refuses it). */
  undecidable?: string;
}

export interface PullState {
  /** When it was pushed, as near as git knows: its commit time. */
  at: number;
  sha: string;
  changes: PullChanges;
}

export interface PullHistory {
  number: number;
  /** The first commit of its branch (epoch ms); the landing itself when the branch is not in the clone. */
  firstCommitAt: number;
  states: PullState[];
}

/** A clash a PR was told about before it landed, the first time it was. */
export interface EarlierClash {
  /** The moment's time (epoch ms) and the default branch's commit it was compared on. */
  at: number;
  base: string;
  /** The PR's head then, and the holder's when the holder is a PR. */
  head: string;
  otherHead?: string;
  clash: NameClash;
}

/** The PRs open at a landing that claimed an allocated name, each at its head then: what the verdict compared. */
export interface LandingClaims {
  base: string;
  claimants: { number: number; head: string }[];
}

export interface PullCollisionVerdict {
  /** At its landing: `off` without `allocated-names`; `undecidable` when git could not read what it changes. */
  verdict: 'pass' | 'fail' | 'undecidable' | 'off';
  clashes: NameClash[];
  /** git's words when undecidable. */
  unknown?: string;
  earlier: EarlierClash[];
  /** With `allocated-names`: what its landing verdict compared. */
  landing?: LandingClaims;
  /** Same-file overlaps with PRs open at the same time (at any landing while it was open). */
  overlaps: Overlap[];
}

export interface CollisionReplay {
  pulls: Map<number, PullCollisionVerdict>;
  /** Every allocated name that collided at some moment, as `glob\0name`. */
  names: Set<string>;
}

export interface ReplayedPull {
  number: number;
  title: string;
  author: string | null;
  headBranch: string | null;
  /** The owner of the repository holding the head branch, when known. */
  headOwner: string | null;
  isCrossRepository: boolean;
  labels: string[];
  landedAs: LandedAs;
  landing: string;
  base: string;
  head: string;
  headFrom: HeadFrom;
  /** ISO times; `facts` says whether GitHub recorded them (`api`) or git approximates them (`git`). */
  openedAt: string;
  mergedAt: string;
  facts: 'api' | 'git';
  gates: {
    'write-root-gate': Omit<LeaseVerdict, 'violations'> & { violations: Violation[] };
    collision: {
      verdict: 'pass' | 'fail' | 'undecidable' | 'off';
      clashes: NameClash[];
      unknown?: string;
      /** Clashes it was told about while open (then cleared, or still there when it landed). */
      earlier: (Omit<EarlierClash, 'at'> & { at: string })[];
      landing?: LandingClaims;
    };
    overlaps: Overlap[];
  };
}

export interface ReplaySummary {
  merged: number;
  /** Refused by write-root-gate (undecidable included: the gate refuses what it cannot decide). */
  refused: number;
  byLease: Record<string, number>;
  byAuthor: Record<string, number>;
  /** Allocated names that collided at some moment, as `glob: name`. */
  collidedNames: string[];
  /** PRs whose collision check would have failed when they landed. */
  collidingAtLanding: number;
  /** PRs told of a clash while open. */
  toldOfClash: number;
  /** PRs that changed a file another PR open at the same time changed differently. */
  overlapping: number;
}
