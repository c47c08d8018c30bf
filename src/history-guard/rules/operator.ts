/**
 * The operator modes' rules (the shell in `../operator.ts` asks the questions): where an operator reads a PR's
 * state, which heads the list shows, and what an unblock must ask GitHub before `decideUnblock` judges it.
 */
import type { WitnessedPull } from '../../core/pure/view.js';
import type { GuardState } from './decide.js';
import { copiedState, readGuardRecord, readGuardState } from './state.js';

/**
 * The PR's state as an operator mode reads it: the block comment's record while it carries a block, else the copy
 * in mergexo's newest verdict check on the head (`verdictText` answers; the comment may have been deleted or
 * edited, the check cannot be), read beside what the record and GitHub's witnesses say.
 */
export async function operatorState(
  snapshot: Pick<WitnessedPull, 'trusted' | 'forcePushes' | 'headSha' | 'number'>,
  verdictText: (head: string) => Promise<string | undefined>,
): Promise<GuardState | undefined> {
  const record = readGuardRecord(snapshot)?.state;
  if (record?.status === 'blocked') return record;
  const text = await verdictText(snapshot.headSha);
  return readGuardState(snapshot, undefined, text !== undefined ? copiedState(text, snapshot.number) : undefined);
}

/** The heads the blocked list shows for a PR: the accepted one, and the one that was refused (else its head now). */
export function listedHeads(
  state: GuardState | undefined,
  head: string,
): { expected: string | null; observed: string; backupRefs: string[] } {
  return {
    expected: state?.accepted ?? null,
    observed: state?.status === 'blocked' ? (state.observed ?? head) : head,
    backupRefs: state?.backupRefs ?? [],
  };
}

/**
 * What an unblock asks before it decides: how the head relates to the accepted one (not with accept-head, which
 * needs no ancestry and so still works when the old accepted commit is gone), and which heads a force-push dropped
 * must be back in it (a block GitHub's timeline caused names them: restored means they are back too).
 */
export function unblockQuestions(
  state: GuardState | undefined,
  acceptHead: string | undefined,
): { ancestryFrom?: string; mustContain: string[] } {
  if (acceptHead !== undefined || !state) return { mustContain: [] };
  return { ancestryFrom: state.accepted, mustContain: state.overwritten ?? [] };
}

/** Whether an unblock is refused before anything else is read: only an open PR is unblocked. */
export function unblockable(pullState: string): boolean {
  return pullState === 'OPEN';
}
