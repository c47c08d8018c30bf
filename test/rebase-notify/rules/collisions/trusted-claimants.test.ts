// Which claimants of a contested name are trusted: a same-repository head by an author with write access,
// asked in claim order up to the first trusted one.
import { describe, expect, it } from 'vitest';
import type { Role } from '../../../../src/core/pure/roles.js';
import { trustedClaimants, type Claimant } from '../../../../src/rebase-notify/rules/collisions/trusted-claimants.js';

const claimant = (number: number, author: string, isCrossRepository = false): Claimant => ({
  number,
  author,
  isCrossRepository,
});

function roles(table: Record<string, Role>) {
  const asked: string[] = [];
  return { asked, role: (login: string) => (asked.push(login), Promise.resolve(table[login] ?? 'none')) };
}

describe('trustedClaimants', () => {
  const claimants = new Map([
    [1, claimant(1, 'fork-agent', true)],
    [2, claimant(2, 'reader')],
    [3, claimant(3, 'dev')],
    [4, claimant(4, 'lead')],
  ]);

  it("trusts the first same-repository claimant whose author may write, skipping a fork's and a reader's", async () => {
    const r = roles({ 'fork-agent': 'admin', reader: 'read', dev: 'write', lead: 'admin' });
    const trusted = await trustedClaimants(new Map([['k', [1, 2, 3, 4]]]), new Map(), claimants, r.role);
    expect([...trusted]).toEqual([3]);
    // A fork's author is never asked (its head is not this repository's); the search stops at the first trusted.
    expect(r.asked).toEqual(['reader', 'dev']);
  });

  it('trusts nobody when no claimant may write: the first claim then holds', async () => {
    const trusted = await trustedClaimants(new Map([['k', [2, 1]]]), new Map(), claimants, roles({}).role);
    expect(trusted.size).toBe(0);
  });

  it('asks nothing for a name handed to one of its claimants', async () => {
    const r = roles({ dev: 'write' });
    const trusted = await trustedClaimants(new Map([['k', [2, 3]]]), new Map([['k', 2]]), claimants, r.role);
    expect(trusted.size).toBe(0);
    expect(r.asked).toEqual([]);
  });

  it('does not skip the lookup for a hand-over to a PR that no longer claims the name', async () => {
    const r = roles({ dev: 'write' });
    const trusted = await trustedClaimants(new Map([['k', [3]]]), new Map([['k', 9]]), claimants, r.role);
    expect([...trusted]).toEqual([3]);
  });

  it('asks once for a claimant trusted on an earlier name', async () => {
    const r = roles({ dev: 'write' });
    const contested = new Map([
      ['a', [3]],
      ['b', [3, 4]],
    ]);
    expect([...(await trustedClaimants(contested, new Map(), claimants, r.role))]).toEqual([3]);
    expect(r.asked).toEqual(['dev']);
  });
});
