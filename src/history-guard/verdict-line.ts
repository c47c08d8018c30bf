import type { PullPart } from '../core/pure/commit-verdict.js';
import type { GuardState, PullOwner } from './decide.js';
import { verdictMarker, type Refusal } from './state.js';

/**
 * What a run decided for each PR it judged, by number: the verdict check on their commit carries each
 * one's state (the copy no one can delete) and names whose PRs it refused (refusals are personal).
 */
export type Ledger = Map<number, { owner: PullOwner; state: GuardState }>;

/** The PRs on the commit that passed: a later first head of one of them is not refused by this check. */
export function passedParts(parts: readonly PullPart[]): number[] {
  return parts.filter((p) => p.pass).map((p) => p.number);
}

/**
 * The verdict check's hidden line for the PRs on its commit (`parts`): which passed, the state decided
 * for each (the copy no one can delete), and whose PRs it refused. An observing run (`enforcement: observe`)
 * keeps no state and refuses no one: a block it only reported must not bind the runs that enforce after the
 * switch, which judge from GitHub's record under `enforced-since`.
 */
export function verdictLine(head: string, parts: readonly PullPart[], ledger: Ledger, observing = false): string {
  const states = new Map<number, GuardState>();
  const refused: Refusal[] = [];
  for (const part of parts) {
    if (observing) break;
    const entry = ledger.get(part.number);
    if (!entry) continue;
    states.set(part.number, entry.state);
    if (entry.state.status === 'blocked') refused.push({ pr: part.number, ...entry.owner });
  }
  return verdictMarker(head, { passed: passedParts(parts), states, refused });
}
