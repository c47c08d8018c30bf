import { createHash } from 'node:crypto';

/**
 * mergexo's one idempotence scheme: a write happens only when the facts it states differ from the
 * facts the PR already shows, never when the words differ. A fingerprint is those facts written out
 * (JSON), so equal facts give an equal fingerprint whatever the wording, and a change of wording in a
 * release rewrites nothing. Long or free-form facts (a list of files, GitHub's words in a refusal) go
 * in as a `digest`, so a fingerprint stays short enough for a marker or a check's `external_id`.
 */
export function fingerprintOf(facts: readonly unknown[]): string {
  return JSON.stringify(facts);
}

const sha256Hex12 = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 12);

/** A short digest of one fact, as JSON (12 hex digits of its SHA-256): enough to tell two facts apart. */
export function digest(value: unknown): string {
  return sha256Hex12(JSON.stringify(value));
}

/**
 * A short digest of a text as it is (no JSON quoting). ci-wait's round keys were written with it and live
 * in state on open PRs: a key that changed across an upgrade would count one failure twice.
 */
export function digestText(text: string): string {
  return sha256Hex12(text);
}
