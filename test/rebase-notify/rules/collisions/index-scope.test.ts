// What one collision index compares, and since when each of its checks records a claim.
import { describe, expect, it } from 'vitest';
import {
  carriedClaims,
  comparedPulls,
  indexedBases,
  recordedSince,
} from '../../../../src/rebase-notify/rules/collisions/index-scope.js';

describe('indexedBases', () => {
  it('compares a base with the bases that meet it, and alone otherwise', () => {
    const meeting = [['main', 'release']];
    expect(indexedBases(meeting, 'release')).toEqual(['main', 'release']);
    expect(indexedBases(meeting, 'dev')).toEqual(['dev']);
    expect(indexedBases([], 'main')).toEqual(['main']);
  });
});

describe('comparedPulls', () => {
  it('leaves drafts out unless include-drafts compares them', () => {
    const pulls = [
      { n: 1, view: { isDraft: false } },
      { n: 2, view: { isDraft: true } },
    ];
    expect(comparedPulls(pulls, false).map((p) => p.n)).toEqual([1]);
    expect(comparedPulls(pulls, true).map((p) => p.n)).toEqual([1, 2]);
  });
});

describe('recordedSince', () => {
  it('records the dated claim, else now, and never later than the record its push carried', () => {
    expect(recordedSince(100, undefined, 500)).toBe(100);
    expect(recordedSince(undefined, undefined, 500)).toBe(500);
    expect(recordedSince(300, 200, 500)).toBe(200);
    expect(recordedSince(100, 200, 500)).toBe(100);
  });
});

describe('carriedClaims', () => {
  it('carries only the names the PR still claims: a name it dropped is not kept for it', () => {
    const record = new Map([
      ['a', 1],
      ['b', 2],
    ]);
    expect([...carriedClaims(record, ['b', 'c'])]).toEqual([['b', 2]]);
  });
});
