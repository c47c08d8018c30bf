import type { PullChanges } from '../../rebase-notify/index.js';

/**
 * The facts `mergexo replay` reads from git and GitHub, shared by its readers, its judges and its words (a module
 * none of them is imported by, so none imports another back). What it finds is in `verdicts.ts`.
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
