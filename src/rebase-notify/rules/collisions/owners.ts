/**
 * Names have an owner: who holds an allocated name several open PRs contest. Pure: the shell reads who may be
 * trusted, which names an operator handed over and when each claim was made (`decide-claims.ts`); this file only
 * orders the claims.
 *
 * - The base holds a name its tree already has, for good (`decide.ts` compares with it first).
 * - An operator's hand-over (`hand-over-authority.ts`) gives the name to the PR it names, while that PR claims it.
 * - Otherwise the first claim holds: the claim made first in time (`decide-claims.ts` dates it from what GitHub and
 *   mergexo's own App recorded, never from a commit date or a PR's number), among the **trusted** claimants: a
 *   head in this repository, opened by an author with write access. Only when no claimant is trusted does the
 *   first of the others hold. So a fork's PR or a read-only author's can only lose to a collaborator's, never
 *   fail it.
 *
 * Every other claimant fails and its check names the holder; the holder's check does not change.
 */

/** What the shell found out about the claimants of a contested name. */
export interface Ownership {
  /** PRs whose claims rank first: a same-repository head opened by an author with write access. */
  trusted: ReadonlySet<number>;
  /** Names an operator handed to a PR, by `nameKey(glob, name)`. */
  handed: ReadonlyMap<string, number>;
  /**
   * Each contested name's claimants, the first claim first (`decide-claims.ts`), by `nameKey`. A name it does not list
   * is ordered by PR number, the order GitHub opened them in.
   */
  order?: ReadonlyMap<string, readonly number[]>;
}

export const NO_OWNERSHIP: Ownership = { trusted: new Set(), handed: new Map() };

/** The key of one allocated name under one glob (the glob as the workflow wrote it). */
export const nameKey = (glob: string, name: string): string => `${glob}\0${name}`;

/**
 * Why the holder holds a name against one losing claimant, for the words of the loser's check: it claimed first,
 * it is trusted and the loser (though earlier) is not, or an operator handed it the name.
 */
export type HoldReason = 'first' | 'trusted' | 'handed';

/** The claimants of `key` in claim order: the order the shell found, then any it did not date by number. */
function inClaimOrder(claimants: readonly number[], key: string, owners: Ownership): number[] {
  const order = owners.order?.get(key) ?? [];
  const rank = (n: number) => {
    const at = order.indexOf(n);
    return at < 0 ? order.length : at;
  };
  return [...claimants].sort((a, b) => rank(a) - rank(b) || a - b);
}

/** The holder among `claimants` (PR numbers, each claiming the name). */
export function holderOf(
  claimants: readonly number[],
  key: string,
  owners: Ownership,
): { number: number; handed: boolean } | undefined {
  if (claimants.length === 0) return undefined;
  const handed = owners.handed.get(key);
  if (handed !== undefined && claimants.includes(handed)) return { number: handed, handed: true };
  const ordered = inClaimOrder(claimants, key, owners);
  const trusted = ordered.filter((n) => owners.trusted.has(n));
  return { number: (trusted[0] ?? ordered[0]) as number, handed: false };
}

/** Why `holder` holds `key` against `loser`: handed over, claimed first, or trusted though it claimed later. */
export function holdReason(
  holder: { number: number; handed: boolean },
  loser: number,
  key: string,
  owners: Ownership,
): HoldReason {
  if (holder.handed) return 'handed';
  const ordered = inClaimOrder([holder.number, loser], key, owners);
  return ordered[0] === loser ? 'trusted' : 'first';
}
