/**
 * A full git object name (a commit's or a tree's SHA) as git and GitHub print it: 40 lowercase hex characters
 * for SHA-1, 64 for a repository in SHA-256 object format (`git init --object-format=sha256`). The one
 * definition every reader of a SHA uses, so no reader refuses one format another accepts.
 */
export const SHA_SOURCE = '[0-9a-f]{40}(?:[0-9a-f]{24})?';

const FULL = new RegExp(`^${SHA_SOURCE}$`);
const ZERO = /^(?:0{40}|0{64})$/;

/** Whether `value` is a full object name, SHA-1 or SHA-256. */
export function isSha(value: unknown): value is string {
  return typeof value === 'string' && FULL.test(value);
}

/** Whether `value` is the all-zero name git and GitHub use for "no commit" (a created or deleted ref's side). */
export function isZeroSha(value: unknown): boolean {
  return typeof value === 'string' && ZERO.test(value);
}

/** Whether `value` names a commit: a full object name that is not the all-zero "no commit". */
export function isCommitSha(value: unknown): value is string {
  return isSha(value) && !isZeroSha(value);
}
