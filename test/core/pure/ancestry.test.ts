import { describe, expect, it } from 'vitest';
import { ancestryFromPullCommits } from '../../../src/core/pure/ancestry.js';

const [A, B, C, D] = ['a', 'b', 'c', 'd'].map((x) => x.repeat(40)) as [string, string, string, string];

describe('ancestryFromPullCommits', () => {
  it('proves ahead when the base is listed and the list ends at the head', () => {
    expect(ancestryFromPullCommits(B, C, [A, B, C])).toBe('ahead');
  });
  it('equal commits are identical whatever the list', () => {
    expect(ancestryFromPullCommits(C, C, [])).toBe('identical');
  });
  it('defers to compare when the base is not listed (rewritten, or beyond the list)', () => {
    expect(ancestryFromPullCommits(D, C, [A, B, C])).toBeUndefined();
  });
  it('defers to compare when the list lags behind the head being judged', () => {
    expect(ancestryFromPullCommits(A, D, [A, B, C])).toBeUndefined();
  });
});
