// Drift without a local git: what GitHub's compare and its test merge say of a PR's drift.
import { describe, expect, it } from 'vitest';
import {
  asksMergeable,
  comparedDrift,
  listedMergeable,
  readsLastPage,
  upToDate,
  withMergeable,
} from '../../../../src/rebase-notify/rules/drift/api-drift.js';

const [B, BS, H] = ['main', 'b'.repeat(40), 'a'.repeat(40)] as const;
const commit = (n: number) => ({ sha: String(n).repeat(40).slice(0, 40), message: `subject ${n}\n\nbody` });
const compared = (behind: number, count = behind) => ({
  base: B,
  baseSha: BS,
  headSha: H,
  behind,
  ahead: 2,
  commits: Array.from({ length: count }, (_, i) => commit(i + 1)),
});

describe('comparedDrift', () => {
  it('names the newest missing commits first, at most five, by their subject line', () => {
    const drift = comparedDrift(compared(7));
    expect(drift).toMatchObject({ base: B, baseSha: BS, headSha: H, behind: 7, ahead: 2, conflict: false });
    expect(drift.missing.map((m) => m.subject)).toEqual([
      'subject 7',
      'subject 6',
      'subject 5',
      'subject 4',
      'subject 3',
    ]);
  });

  it("reads the comparison's last page only when its first does not hold every missing commit", () => {
    expect(readsLastPage(250, 100)).toBe(true);
    expect(readsLastPage(100, 100)).toBe(false);
    // GitHub listed none (history it will not list): there is no last page to ask for.
    expect(readsLastPage(250, 0)).toBe(false);
  });
});

describe('mergeability', () => {
  it('is not asked of a PR that is not behind: it is up to date, with no commits to name', () => {
    const drift = comparedDrift(compared(0));
    expect(asksMergeable(drift)).toBe(false);
    expect(upToDate(drift)).toEqual({ known: true, drift: { ...drift, missing: [] } });
    expect(asksMergeable(comparedDrift(compared(1)))).toBe(true);
  });

  it("uses the listing's answer when GitHub had computed it, and asks again when it had not", () => {
    expect(listedMergeable('CONFLICTING')).toBe('CONFLICTING');
    expect(listedMergeable('MERGEABLE')).toBe('MERGEABLE');
    expect(listedMergeable('UNKNOWN')).toBeUndefined();
    expect(listedMergeable(undefined)).toBeUndefined();
  });

  it('never takes an answer GitHub has not computed, or one asked while the head moved, as clean', () => {
    const drift = comparedDrift(compared(3));
    expect(withMergeable(drift, 'UNKNOWN')).toEqual({ known: false, reason: { kind: 'mergeable-pending' } });
    expect(withMergeable(drift, 'MOVED')).toEqual({ known: false, reason: { kind: 'head-moved' } });
    expect(withMergeable(drift, 'MERGEABLE')).toEqual({ known: true, drift });
    expect(withMergeable(drift, 'CONFLICTING')).toEqual({
      known: true,
      drift: { ...drift, conflict: true, missing: [] },
    });
  });
});
