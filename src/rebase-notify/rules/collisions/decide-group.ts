/**
 * Collisions on a merge group commit (pure): with `allocated-names`, the queue waits for `mergexo/collision` on the
 * group commit too. The group passes only when no name it adds (against the base it was built on) is held by
 * another path of its own tree (`groupClashes`); when that cannot be determined it fails closed.
 */
import type { GroupSkip } from '../drift/plan.js';
import type { NameClash } from './decide.js';
import type { CollisionsUnknown } from './unknown.js';

/** What the comparison found, as facts (`messages.ts` words them). */
export type GroupCollisionsFinding =
  { kind: 'clashes'; clashes: readonly NameClash[] } | { kind: 'unknown'; reason: CollisionsUnknown };

export interface GroupCollisionsInput {
  /** How many allocated-name globs are configured: none means no collision check to answer. */
  globs: number;
  /** The base the step watches (`base` input), if one. */
  watched: string | undefined;
  /** The base the group targets, from its ref ('' when it names none). */
  base: string;
  /** The commit the queue built the group on (`merge_group.base_sha`). */
  baseSha: string | undefined;
  /** `drift-source: api`: no local git, so no tree to compare. */
  apiSource: boolean;
}

/** What the shell must do: nothing, skip, write a finding already known, or compare the two trees with git. */
export type GroupCollisionsQuestion =
  | { kind: 'none' }
  | { kind: 'skip'; reason: GroupSkip }
  | { kind: 'judge'; finding: GroupCollisionsFinding }
  | { kind: 'compare'; baseSha: string };

export function groupCollisionsQuestion(input: GroupCollisionsInput): GroupCollisionsQuestion {
  if (input.globs === 0) return { kind: 'none' };
  const { base, watched } = input;
  if (watched !== undefined && base !== '' && base !== watched) {
    return { kind: 'skip', reason: { kind: 'other-base', base, watched } };
  }
  if (!input.baseSha) return { kind: 'judge', finding: { kind: 'unknown', reason: { kind: 'no-group-base' } } };
  if (input.apiSource) return { kind: 'judge', finding: { kind: 'unknown', reason: { kind: 'api-source' } } };
  return { kind: 'compare', baseSha: input.baseSha };
}

/** The group passes only when the comparison ran and found no clash. */
export function groupCollisionsPass(finding: GroupCollisionsFinding): boolean {
  return finding.kind === 'clashes' && finding.clashes.length === 0;
}
