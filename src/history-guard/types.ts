/**
 * The types history-guard's shell, operator modes and messages share. They live apart from the shell so
 * that messages.ts can name what a run found without importing the shell that imports it (no cycle).
 */
import type { PullPart } from '../core/pr/commit-verdict.js';
import type { RunContext } from '../core/run-context.js';
import type { ShellContext } from '../core/shell.js';
import type { GuardDecision, GuardState, PullOwner } from './decide.js';
import type { HistoryGuardSettings } from './settings.js';

/** A history-guard run: the shell context, the event that started the run, and its settings. */
export interface GuardContext extends ShellContext {
  event: RunContext;
  settings: HistoryGuardSettings;
}

export interface GuardResult {
  /** The verdict on the commit: accepted only when every open PR it heads is. */
  verdict: 'accepted' | 'blocked';
  /** This PR's own verdict. */
  ownVerdict: 'accepted' | 'blocked';
  transition: GuardDecision['transition'];
  expectedHead: string;
  observedHead: string;
  prNumber: number;
  notes: string[];
  /** Other open PRs with the same head, and whether each passed: the check is their conjunction. */
  sharedWith: PullPart[];
}

/** One PR of a merge group, as the group's verdict counts it. */
export interface GroupMember {
  number: number;
  pass: boolean;
  /** Why it fails the group, in mergexo's own words. */
  reason?: string;
  /** The PR's own judgement, when it could be made. */
  guard?: GuardResult;
}

export interface GroupResult {
  verdict: 'accepted' | 'blocked';
  /** The PR the group's ref names. */
  number?: number;
  members: GroupMember[];
  /** Why the group fails before any PR is judged (its ref names no PR, its PRs cannot be listed). */
  why?: string;
}

/**
 * What a run decided for each PR it judged, by number: the verdict check on their commit carries each
 * one's state (the copy no one can delete) and names whose PRs it refused (refusals are personal).
 */
export type Ledger = Map<number, { owner: PullOwner; state: GuardState }>;

export interface BlockedEntry {
  number: number;
  title: string;
  url: string;
  expected: string | null;
  observed: string | null;
  backupRefs: string[];
}

export interface UnblockOutcome {
  number: number;
  unblocked: boolean;
  how?: string;
  head?: string;
  reason?: string;
}
