/**
 * The checks one action reads from another: every gate writes its verdict as a check run named
 * `mergexo/<name>` (history-guard, write-root-gate, rebase-notify's rebase and collision checks), and ci-wait
 * hands a PR to reviewers only while each of them on the head, written by mergexo's own identity, passes.
 * The name is the protocol: a check of another name is CI, never a gate's verdict.
 */
export const MERGEXO_CHECK_PREFIX = 'mergexo/';

/** Whether a check run's name is one of mergexo's gates (or ci-wait's own verdict). */
export function isMergexoCheckName(name: string): boolean {
  return name.startsWith(MERGEXO_CHECK_PREFIX);
}
