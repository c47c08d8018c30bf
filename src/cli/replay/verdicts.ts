import type { NameClash, Overlap } from '../../rebase-notify/index.js';
import type { Violation } from '../../write-root-gate/index.js';
import type { HeadFrom, LandedAs } from './types.js';

/** What `mergexo replay` finds: each gate's verdict per PR, and the counts of the summary. */

/** The lease that applied and why (or why none did), how many paths merging writes, what could not be decided. */
export interface LeaseVerdict {
  verdict: 'pass' | 'refused' | 'undecidable';
  lease: string;
  reason: string;
  roots: string[];
  written: number;
  violations: Violation[];
  undecidable?: string;
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

/** Each PR's verdict, and every allocated name that collided at some moment (`glob\0name`). */
export interface CollisionReplay {
  pulls: Map<number, PullCollisionVerdict>;
  names: Set<string>;
}

/**
 * One PR as `--json` gives it: `headOwner` of the repository holding the head branch, when known; the times as
 * ISO, GitHub's record (`facts: api`) or approximated from git (`git`).
 */
export interface ReplayedPull {
  number: number;
  title: string;
  author: string | null;
  headBranch: string | null;
  headOwner: string | null;
  isCrossRepository: boolean;
  labels: string[];
  landedAs: LandedAs;
  landing: string;
  base: string;
  head: string;
  headFrom: HeadFrom;
  openedAt: string;
  mergedAt: string;
  facts: 'api' | 'git';
  gates: {
    'write-root-gate': LeaseVerdict;
    /** `earlier`: the clashes it was told about while open (then cleared, or still there when it landed). */
    collision: Omit<PullCollisionVerdict, 'earlier' | 'overlaps'> & {
      earlier: (Omit<EarlierClash, 'at'> & { at: string })[];
    };
    overlaps: Overlap[];
  };
}

/**
 * `refused`: by write-root-gate (undecidable included: the gate refuses what it cannot decide); `collidedNames`:
 * as `glob: name`; `collidingAtLanding`: PRs whose collision check failed when they landed; `toldOfClash`: PRs
 * told of a clash while open; `overlapping`: PRs that changed a file another open PR changed differently.
 */
export interface ReplaySummary {
  merged: number;
  refused: number;
  byLease: Record<string, number>;
  byAuthor: Record<string, number>;
  collidedNames: string[];
  collidingAtLanding: number;
  toldOfClash: number;
  overlapping: number;
}
