import { describe, expect, it } from 'vitest';
import { conjoin } from '../../../src/core/pure/commit-verdict.js';
import {
  aheadPass,
  groupPart,
  ownWordsOnCommit,
  partOf,
  partOnHead,
  refusedWith,
} from '../../../src/write-root-gate/rules/commit-parts.js';

describe("a PR's part in a verdict that speaks for more than the PR", () => {
  it("passes on the commit only when its own check would succeed, with no reason (it reads 'refused')", () => {
    expect(partOf(4, 'success')).toEqual({ number: 4, pass: true });
    expect(partOf(4, 'failure')).toEqual({ number: 4, pass: false });
  });

  it('a PR ahead in the queue that is refused fails the group; the queued PR decides only when none does', () => {
    expect(groupPart(2, 'refused')).toEqual({ number: 2, pass: false });
    expect(aheadPass([groupPart(1, 'pass'), groupPart(2, 'pass')])).toBe(true);
    expect(aheadPass([groupPart(1, 'pass'), groupPart(2, 'refused')])).toBe(false);
    expect(aheadPass([])).toBe(true);
  });

  it('a PR that passes alone is refused while another PR on its commit writes outside its roots', () => {
    const commit = conjoin([partOf(4, 'success'), partOf(9, 'failure')]);
    expect(refusedWith('pass', commit)).toEqual([{ number: 9, pass: false }]);
    expect(refusedWith('refused', commit)).toBeUndefined();
    expect(refusedWith('pass', conjoin([partOf(4, 'success')]))).toBeUndefined();
  });
});

describe('the check on a commit shared with other PRs', () => {
  const [A, B] = ['a', 'b'].map((x) => x.repeat(40)) as [string, string];

  it('counts another PR only while it still heads the commit', () => {
    expect(partOnHead(9, 'failure', A, A)).toEqual({ number: 9, pass: false });
    expect(partOnHead(9, 'success', A, A)).toEqual({ number: 9, pass: true });
    expect(partOnHead(9, 'failure', B, A)).toBeUndefined();
    expect(partOnHead(9, 'failure', undefined, A)).toBeUndefined();
  });

  it("carries the PR's own words when the commit passes or the PR itself fails, else the shared refusal", () => {
    expect(ownWordsOnCommit({ pass: true }, 'success')).toBe(true);
    expect(ownWordsOnCommit({ pass: false }, 'failure')).toBe(true);
    expect(ownWordsOnCommit({ pass: false }, 'success')).toBe(false);
  });
});
