/**
 * The types of a merge group's judgement that merge-group.ts builds and messages.ts words, apart from both so
 * that neither imports the other back (no cycle: `npm run lint`).
 */
import type { GroupFailure, GroupMemberFailure } from './rules/merge-group.js';
import type { GuardResult } from './types.js';

export type { GroupFailure };

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
