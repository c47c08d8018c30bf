// How the verdict on a commit treats the other PRs it heads: one it could not judge keeps the commit from
// passing, and a merged PR's own listing is never trusted to name the others.
import { describe, expect, it } from 'vitest';
import { knownOnCommit, unjudgedPart } from '../../../src/ci-wait/rules/commit-others.js';
import { OUTCOMES } from '../../../src/ci-wait/rules/decide.js';

describe('unjudgedPart', () => {
  it('fails the commit for a PR GitHub did not answer for, saying it was not judged', () => {
    expect(unjudgedPart(7)).toEqual({ number: 7, pass: false, reason: { kind: 'unjudged' } });
  });

  it('never lets a PR whose verdict is unknown pass, so a shared head cannot slip a success past it', () => {
    // The attacker's case: a second PR on the same commit that makes GitHub fail while it is judged.
    for (const number of [1, 2, 9999]) expect(unjudgedPart(number).pass).toBe(false);
  });
});

describe('knownOnCommit', () => {
  it('sends a merged PR straight to every open PR: its commit no longer lists it, so the answer is incomplete', () => {
    expect(knownOnCommit('merged')).toEqual({ listed: [] });
  });

  it('asks GitHub which PRs head the commit for every other outcome', () => {
    for (const outcome of OUTCOMES.filter((o) => o !== 'merged')) expect(knownOnCommit(outcome)).toEqual({});
  });
});
