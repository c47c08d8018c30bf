/**
 * The fingerprints of what drift writes (src/core/fingerprint.ts): a comment or check is rewritten when the facts
 * it states change, never when its words do.
 */
import { digest, fingerprintOf } from '../../../core/pure/fingerprint.js';
import { UNLISTED, type PullPart } from '../../../core/pure/commit-verdict.js';
import type { NoticeFacts, UpdateRefusal } from './plan.js';

/**
 * The refusal as a fact: its kind. GitHub's words are shown, never compared (a comment written with other words
 * for the same refusal is not rewritten), so the plan for each kind is decided before the update is asked for.
 */
function refusalFact(r: UpdateRefusal): string {
  return `refused:${r.kind}`;
}

/**
 * The fingerprint of a status comment: every fact its text is rendered from, and nothing else (the
 * missing commits by sha, the conflicted files, GitHub's refusal, whether the gate line is there).
 */
export function noticeFingerprint(n: NoticeFacts): string {
  const { cls, drift } = n;
  return fingerprintOf([
    'status',
    cls,
    drift.base,
    drift.behind,
    n.updatedByMergexo,
    cls === 'behind' ? drift.missing.map((c) => c.sha) : [],
    cls === 'conflicting' ? (drift.files ? digest(drift.files) : null) : null,
    cls === 'behind' && n.updateRefusal ? refusalFact(n.updateRefusal) : null,
    n.policy.urgency === 'blocking' ? n.policy.checkName : null,
  ]);
}

/**
 * The fingerprint of the blocking check: the facts its title states (class, base, how far behind,
 * how many files conflict, whether it blocks). A new count is a refresh; new wording is not.
 */
export function checkFingerprint(n: NoticeFacts): string {
  const { cls, drift } = n;
  return fingerprintOf([
    'check',
    cls,
    drift.base,
    cls === 'behind' ? drift.behind : null,
    cls === 'conflicting' ? (drift.files?.length ?? 0) : null,
    n.policy.urgency,
  ]);
}

/** The fingerprint of the check that fails closed because drift could not be measured. */
export function undecidableFingerprint(base: string): string {
  return fingerprintOf(['undecidable', base]);
}

/**
 * The fingerprint of the failing check on a commit this PR passes but another PR it heads does not:
 * which PRs fail it (or that they could not be listed). The same refusal is not written twice.
 */
export function sharedHeadFingerprint(failing: readonly PullPart[]): string {
  const named = failing.filter((p) => !p.pass && p.number !== UNLISTED).map((p) => p.number);
  return fingerprintOf(['shared-head', ...(named.length > 0 ? named : ['unlisted'])]);
}
