// What one collision index compares, and since when each of its checks records a claim.
import { describe, expect, it } from 'vitest';
import {
  carriedClaims,
  collisionBases,
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

describe('collisionBases: the bases whose PRs the collision phase compares', () => {
  it("compares a PR's run on its base and on the base an edit moved it from, each once, sorted", () => {
    expect(collisionBases({ kind: 'pull', previousBase: 'dev' }, ['main'], ['x'])).toEqual(['dev', 'main']);
    expect(collisionBases({ kind: 'pull' }, ['main', 'main'], [])).toEqual(['main']);
    // An agent retargeting its PR away does not leave the old base's PRs uncompared with it.
    expect(collisionBases({ kind: 'pull', previousBase: 'main' }, ['release'], [])).toEqual(['main', 'release']);
  });

  it("compares a sweep of one base on that base, a sweep of every base on the evaluated PRs' bases", () => {
    expect(collisionBases({ kind: 'sweep', base: 'main' }, [], ['dev', 'main'])).toEqual(['main']);
    expect(collisionBases({ kind: 'sweep' }, [], ['release', 'dev', 'release'])).toEqual(['dev', 'release']);
  });
});
