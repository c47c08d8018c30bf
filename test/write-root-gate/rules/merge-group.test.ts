import { describe, expect, it } from 'vitest';
import { groupEntry } from '../../../src/write-root-gate/rules/merge-group.js';

describe('when a merge group is refused before any of its PRs is judged', () => {
  it('lists the queue of the base for the PR the ref names', () => {
    expect(groupEntry(7, 'main')).toEqual({ kind: 'list', number: 7, base: 'main' });
  });

  it('refuses a ref that names no PR (an agent pushing its own gh-readonly-queue branch), whatever the base', () => {
    expect(groupEntry(undefined, 'main')).toEqual({ kind: 'unnamed' });
    expect(groupEntry(undefined, undefined)).toEqual({ kind: 'unnamed' });
  });

  it('refuses a group whose queue cannot be found: no base, or an empty one, is never an empty queue', () => {
    expect(groupEntry(7, undefined)).toEqual({ kind: 'no-base', number: 7 });
    expect(groupEntry(7, '')).toEqual({ kind: 'no-base', number: 7 });
  });
});
