/**
 * When the gate's writes on a PR happen: auto-merge goes off at once on a refusal (it keeps the PR from landing,
 * from the GraphQL budget), what can wait (labels, comments, the ready mark) waits while GitHub's REST budget is
 * below what mergexo keeps for verdicts, and observe mode writes nothing but says what it would have done.
 */
import { ConfigurationError } from '../../core/pure/errors.js';
import { hasLabel } from '../../core/pure/labels.js';

/** Whether auto-merge is turned off: only when the PR has it on, and never in observe mode. */
export function turnsAutoMergeOff(autoMerge: boolean, observing: boolean): boolean {
  return autoMerge && !observing;
}

/** Whether the writes that can wait are deferred: the REST budget is low and there is something to write. */
export function defersWrites(budgetLow: boolean, waiting: readonly unknown[]): boolean {
  return budgetLow && waiting.length > 0;
}

/**
 * The low budget that defers these writes, handed by the shell as a plain value (`low`: GitHub's REST budget when it
 * is below the reserve, else undefined); undefined when they go ahead now.
 */
export function deferringBudget<Budget>(low: Budget | undefined, waiting: readonly unknown[]): Budget | undefined {
  return defersWrites(low !== undefined, waiting) ? low : undefined;
}

/**
 * The quarantine label's write, from GitHub's answer and the labels the PR showed: added, already there (in any
 * letter case), or neither, when GitHub would not create it (a failed write: the step names the permission).
 */
export function labelWritten(added: boolean, labels: readonly string[], label: string): 'added' | 'there' | 'refused' {
  if (added) return 'added';
  return hasLabel(labels, label) ? 'there' : 'refused';
}

/** What a release writes, in order: the label off, then the quarantine comment edited. */
export type ReleaseWrite = 'remove-label' | 'update-comment';

export function releaseOrder(writes: { removeLabel: boolean; updateComment: boolean }): ReleaseWrite[] {
  return [
    ...(writes.removeLabel ? (['remove-label'] as const) : []),
    ...(writes.updateComment ? (['update-comment'] as const) : []),
  ];
}

/**
 * What a failed take-back of the ready mark counts as: the refusal stands whatever happens to the mark, so a missing
 * permission (the draft mode needs `contents: write`) is a warning beside it, not a configuration failure of its own.
 */
export function takeBackFailure(e: unknown): unknown {
  return e instanceof ConfigurationError ? new Error(e.message) : e;
}
