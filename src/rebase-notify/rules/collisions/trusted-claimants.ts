/**
 * Which claimants of a contested allocated name are trusted (`owners.ts` ranks them first): a head in this
 * repository, opened by an author with write access (GitHub's collaborator permission). A fork's PR or a
 * read-only author's can then only lose to a collaborator's, never fail it.
 */
import { roleAtLeast, type Role } from '../../../core/pure/roles.js';

/** What trust is judged on: where the head lives and who opened the PR. */
export interface Claimant {
  number: number;
  author: string;
  isCrossRepository: boolean;
}

/**
 * The trusted claimants (`contested`: each name's claimants in claim order). Trust is asked in claim order and
 * only up to the first trusted claimant, who then holds: most contests cost one lookup. A name handed over to
 * one of its claimants (`handed`, by key) needs none. A claimant `claimants` does not hold is not trusted.
 */
export async function trustedClaimants(
  contested: ReadonlyMap<string, readonly number[]>,
  handed: ReadonlyMap<string, number>,
  claimants: ReadonlyMap<number, Claimant>,
  role: (login: string) => Promise<Role>,
): Promise<Set<number>> {
  const trusted = new Set<number>();
  for (const [key, numbers] of contested) {
    const to = handed.get(key);
    if (to !== undefined && numbers.includes(to)) continue;
    for (const number of numbers) {
      const claimant = claimants.get(number);
      if (!claimant || claimant.isCrossRepository) continue;
      if (trusted.has(number) || roleAtLeast(await role(claimant.author), 'write')) {
        trusted.add(number);
        break;
      }
    }
  }
  return trusted;
}
