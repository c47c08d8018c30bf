/**
 * Which of a PR's own writes wait for its next run when GitHub's REST budget is below what mergexo keeps for
 * verdicts: the check (which carries the state) and the backup ref never wait.
 */
import { hasLabel } from '../../core/pure/labels.js';

/** A write history-guard defers when the budget is low; the verdict and the backup ref never wait. */
export type DeferredWrite = 'add-label' | 'remove-label' | 'ready-mark' | 'block-comment';

/** A block's writes that wait: the label, the ready mark when it is on, and the block comment. */
export function blockWritesDeferred(readyMarkOn: boolean): DeferredWrite[] {
  return ['add-label', ...(readyMarkOn ? ['ready-mark' as const] : []), 'block-comment'];
}

/** Whether an accepted head's one write (lifting the label) waits: only when the PR carries the label. */
export function acceptWriteDeferred(labels: readonly string[], label: string): boolean {
  return hasLabel(labels, label);
}
