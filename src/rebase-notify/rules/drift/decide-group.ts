/**
 * drift on a merge group commit (pure): with `urgency: blocking` the queue waits for `mergexo/rebase` on the group
 * commit, which passes when it contains the base commit the queue built it on (why that suffices:
 * `drift/merge-group.ts`). The shell asks GitHub the one question this rule names and hands the answer back.
 */
import type { GroupSkip, Urgency } from './plan.js';

/** What the group's payload and GitHub's compare said, as facts (`messages.ts` words them). */
export type GroupFinding =
  | { kind: 'up'; base: string | undefined; baseSha: string }
  | { kind: 'no-base' }
  | { kind: 'not-contained'; baseSha: string; status: string }
  | { kind: 'compare-failed'; baseSha: string; error: string };

export interface GroupInput {
  urgency: Urgency;
  checkName: string;
  /** The base the step watches (`base` input), if one. */
  watched: string | undefined;
  /** The base the group targets, from its ref. */
  base: string | undefined;
  /** The commit the queue built the group on (`merge_group.base_sha`). */
  baseSha: string | undefined;
}

/** What the shell must do for a group: nothing (a skip), or judge it, comparing `baseSha` when there is one. */
export type GroupQuestion =
  { kind: 'skip'; reason: GroupSkip } | { kind: 'judge'; finding: GroupFinding } | { kind: 'compare'; baseSha: string };

export function groupQuestion(input: GroupInput): GroupQuestion {
  if (input.urgency !== 'blocking') {
    return { kind: 'skip', reason: { kind: 'not-blocking', urgency: input.urgency, checkName: input.checkName } };
  }
  const { base, watched } = input;
  if (watched !== undefined && base !== undefined && base !== watched) {
    return { kind: 'skip', reason: { kind: 'other-base', base, watched } };
  }
  if (!input.baseSha) return { kind: 'judge', finding: { kind: 'no-base' } };
  return { kind: 'compare', baseSha: input.baseSha };
}

/** GitHub's compare of the group's base commit with the group commit: `identical` or `ahead` contains it. */
export function comparedFinding(base: string | undefined, baseSha: string, status: string): GroupFinding {
  return status === 'identical' || status === 'ahead'
    ? { kind: 'up', base, baseSha }
    : { kind: 'not-contained', baseSha, status };
}

/** The group passes only when it is shown to contain its base: not knowing fails closed. */
export function groupPasses(finding: GroupFinding): boolean {
  return finding.kind === 'up';
}
