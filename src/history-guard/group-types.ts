/**
 * The types of a merge group's judgement that merge-group.ts builds and messages.ts words, apart from both so
 * that neither imports the other back (no cycle: `npm run lint`).
 */
import type { GitHubWords } from '../core/pure/words.js';
import type { GroupMemberFailure } from './rules/merge-group.js';
import type { GuardResult } from './types.js';

/** Why a merge group fails before any of its PRs is judged. */
export type GroupFailure =
  /** Its ref names no PR. */
  | { kind: 'unnamed' }
  /** mergexo's own words for the setting to fix (a ConfigurationError's message). */
  | { kind: 'configuration'; error: string }
  /** Its PRs cannot be listed. */
  | { kind: 'unlisted'; error: GitHubWords };

/** One PR of a merge group, as the group's verdict counts it. */
export interface GroupMember {
  number: number;
  pass: boolean;
  /** Why it fails the group (`groupMemberReason` words it). */
  reason?: GroupMemberFailure;
  /** The PR's own judgement, when it could be made. */
  guard?: GuardResult;
}

export interface GroupResult {
  verdict: 'accepted' | 'blocked';
  /** The PR the group's ref names. */
  number?: number;
  members: GroupMember[];
  /** Why the group fails before any PR is judged (`groupWhy` words it). */
  why?: GroupFailure;
}
