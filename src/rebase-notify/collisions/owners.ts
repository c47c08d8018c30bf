/**
 * Names have an owner: who holds an allocated name several open PRs on one base claim. Pure: the shell reads
 * who may be trusted and which names an operator handed over, this file only orders the claims.
 *
 * - The base holds a name its tree already has, for good (`decide.ts` compares with it first).
 * - An operator's hand-over (`collisions/handover.ts`) gives the name to the PR it names, while that PR claims it.
 * - Otherwise the first claim holds: the earliest PR (GitHub numbers PRs in the order they were opened, a record
 *   nobody can rewrite, unlike commit dates) among the **trusted** claimants: a head in this repository, opened
 *   by an author with write access. Only when no claimant is trusted does the earliest of the others hold. So a
 *   fork's PR or a read-only author's can only lose to a collaborator's, never fail it.
 *
 * Every other claimant fails and its check names the holder; the holder's check does not change.
 */

/** What the shell found out about the claimants of a contested name. */
export interface Ownership {
  /** PRs whose claims rank first: a same-repository head opened by an author with write access. */
  trusted: ReadonlySet<number>;
  /** Names an operator handed to a PR, by `nameKey(glob, name)`. */
  handed: ReadonlyMap<string, number>;
}

export const NO_OWNERSHIP: Ownership = { trusted: new Set(), handed: new Map() };

/** The key of one allocated name under one glob (the glob as the workflow wrote it). */
export const nameKey = (glob: string, name: string): string => `${glob}\0${name}`;

/**
 * Why the holder holds a name against one losing claimant, for the words of the loser's check: it claimed first,
 * it is trusted and the loser (though earlier) is not, or an operator handed it the name.
 */
export type HoldReason = 'first' | 'trusted' | 'handed';

/** The holder among `claimants` (PR numbers, each claiming the name). */
export function holderOf(
  claimants: readonly number[],
  key: string,
  owners: Ownership,
): { number: number; handed: boolean } | undefined {
  if (claimants.length === 0) return undefined;
  const handed = owners.handed.get(key);
  if (handed !== undefined && claimants.includes(handed)) return { number: handed, handed: true };
  const trusted = claimants.filter((n) => owners.trusted.has(n));
  return { number: Math.min(...(trusted.length > 0 ? trusted : claimants)), handed: false };
}

/** Why `holder` holds against `loser`. */
export const holdReason = (holder: { number: number; handed: boolean }, loser: number): HoldReason =>
  holder.handed ? 'handed' : loser < holder.number ? 'trusted' : 'first';
