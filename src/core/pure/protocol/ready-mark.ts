/**
 * The labels one action puts on a PR and another reads. The ready mark's label is set by ci-wait and taken
 * back by every action that finds the PR cannot land (`../ready-mark/`); the gates' blocking labels keep
 * ci-wait from setting it. Each is an input of its action with the default below: a repository that
 * renames one tells the reader too (ci-wait's `ready-blocking-labels`, every action's `ready-label`).
 */

/** The ready mark's label (`ready-label`): set by ci-wait, taken back by all four actions. */
export const DEFAULT_READY_LABEL = 'mergexo:ready';

/** history-guard's `blocked-label`: the PR's history was rewritten. */
export const DEFAULT_BLOCKED_LABEL = 'mergexo:blocked';

/** write-root-gate's `quarantine-label`: the PR writes outside its roots. */
export const DEFAULT_QUARANTINE_LABEL = 'mergexo:quarantined';

/** The other actions' labels that keep ci-wait from setting the ready mark, at their defaults. */
export const DEFAULT_BLOCKING_LABELS: readonly string[] = [DEFAULT_BLOCKED_LABEL, DEFAULT_QUARANTINE_LABEL];
