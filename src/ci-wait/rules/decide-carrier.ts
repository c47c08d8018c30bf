/**
 * Which of the PR's comments a run's writes leave carrying ci-wait's state (`./state.ts`), pure. The state
 * rides on ci-wait's newest comment that asks something: the finding of this round, or the hold, carries it
 * from its creation; otherwise the newest carrier is edited when the state changed. Older findings resolved
 * on the way shed their copy. A standalone state comment of an earlier version asks nothing: its state moves
 * to a carrier, then it goes.
 */

/** The kind of marker the newest carrier holds (`count`: the rider on another action's conflict notice). */
export type CarrierKind = 'finding' | 'hold' | 'count';

export interface CarrierInput {
  /** This round's finding comment is written (it carries the new state). */
  findingWritten: boolean;
  /** The transition plans the hold comment. */
  holdPlanned: boolean;
  /** The hold comment is written, carrying the new state (it is planned and has a number). */
  holdWritten: boolean;
  /** The state changed (`TransitionPlan.writeState`). */
  writeState: boolean;
  /** Earlier findings are resolved in this run. */
  resolveOthers: boolean;
  /** The comments of the open findings resolved in this run (`openFindings`). */
  resolving: readonly number[];
  /** The newest trusted comment carrying ci-wait's state, if any. */
  newest: { id: number; kind: CarrierKind } | undefined;
  /** Another action's open notice for this conflict, which a count may ride on. */
  noticeExists: boolean;
  /** A state comment of an earlier version is on the PR. */
  legacyExists: boolean;
}

/** Where the state goes, besides a comment written in this run. */
export type StateWrite =
  /** A comment written in this run carries it, or nothing needs writing. */
  | { kind: 'none' }
  /** The resolved finding `id` (the newest carrier) keeps the new state on its marker. */
  | { kind: 'resolved-finding'; id: number }
  /** The rider on another action's notice that already carries the count is rewritten. */
  | { kind: 'rider-on-carrier' }
  /** The newest carrier's marker is rewritten with the new state. */
  | { kind: 'edit-carrier' }
  /** A conflict the other action reports, on a PR with no ci-wait comment: the count rides on that notice. */
  | { kind: 'rider-on-notice' }
  /** No comment can carry it: the count is not kept (said in the log). */
  | { kind: 'not-kept' };

export interface CarrierPlan {
  write: StateWrite;
  /** The standalone state comment of an earlier version is deleted (its state now lives on a carrier). */
  deleteLegacy: boolean;
}

/** Where the state is written, and whether the legacy state comment goes. */
export function planCarrier(input: CarrierInput): CarrierPlan {
  let carried = input.findingWritten;
  let write: StateWrite = { kind: 'none' };
  // The newest carrier keeps the state when it is a finding resolved now and no newer comment takes it over.
  const newest = input.newest;
  if (input.resolveOthers && !carried && !input.holdPlanned && newest && input.resolving.includes(newest.id)) {
    write = { kind: 'resolved-finding', id: newest.id };
    carried = true;
  }
  if (input.holdWritten) carried = true;
  if (!carried && (input.writeState || input.legacyExists)) {
    if (input.newest?.kind === 'count') write = { kind: 'rider-on-carrier' };
    else if (input.newest) write = { kind: 'edit-carrier' };
    else if (input.noticeExists) write = { kind: 'rider-on-notice' };
    else if (input.writeState) write = { kind: 'not-kept' };
    carried = input.newest !== undefined || input.noticeExists;
  }
  return { write, deleteLegacy: input.legacyExists && carried };
}

export interface ConflictInput {
  outcome: string;
  /** GitHub refused a branch update ci-wait must explain itself. */
  updateRefused: boolean;
  /** ci-wait's own finding for this round is on the PR already. */
  ownFindingExists: boolean;
  /** Another action's open notice reports the conflict on this base (`src/core/pure/protocol/conflict-notice.ts`). */
  otherNoticeExists: boolean;
}

/**
 * One notice per conflict: another action's open notice for this base already tells the author, unless
 * ci-wait has its own for this round already, or GitHub refused an update ci-wait must explain.
 */
export function conflictReported(input: ConflictInput): boolean {
  return input.outcome === 'conflict' && !input.updateRefused && !input.ownFindingExists && input.otherNoticeExists;
}

/** Whether this run writes the hold comment: the transition plans it and the hold has its number. */
export function writesHold(plan: { holdComment: boolean; next: { holds?: number } }): boolean {
  return plan.holdComment && plan.next.holds !== undefined;
}

/** Whether the finding resolved now as comment `id` keeps the new state on its marker (`planCarrier` chose it). */
export function keepsState(write: StateWrite, id: number): boolean {
  return write.kind === 'resolved-finding' && write.id === id;
}

/** The base a finding records: a conflict's, so another action's notice for the same base is matched to it. */
export function findingBase(outcome: string, baseRef: string): { base?: string } {
  return outcome === 'conflict' ? { base: baseRef } : {};
}

/** What the hold comment quotes of the tampering: only a hold for tampering names it. */
export function holdEvidence(tampered: boolean, evidence: readonly string[]): readonly string[] {
  return tampered ? evidence : [];
}
