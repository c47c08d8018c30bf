import { describe, expect, it } from 'vitest';
import { pickMergeBase } from '../../../src/write-root-gate/rules/merge-base.js';

const X = 'a'.repeat(40);
const Y = 'b'.repeat(40);

describe('which merge base the PR is read against', () => {
  it("takes git's first pick and keeps every other merge base (criss-cross merges) after it", () => {
    expect(pickMergeBase([Y, X])).toEqual({ kind: 'found', mergeBase: Y, mergeBases: [Y, X] });
    expect(pickMergeBase([X])).toEqual({ kind: 'found', mergeBase: X, mergeBases: [X] });
  });

  it('refuses to judge a head that shares no history with its base (an orphan branch), never diffing against nothing', () => {
    expect(pickMergeBase([])).toEqual({ kind: 'unrelated' });
  });
});
