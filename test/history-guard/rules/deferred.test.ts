import { describe, expect, it } from 'vitest';
import { acceptWriteDeferred, blockWritesDeferred } from '../../../src/history-guard/rules/deferred.js';

describe('the writes that wait for the budget', () => {
  it("defers a block's label and comment, and the ready mark only when it is on", () => {
    expect(blockWritesDeferred(false)).toEqual(['add-label', 'block-comment']);
    expect(blockWritesDeferred(true)).toEqual(['add-label', 'ready-mark', 'block-comment']);
  });

  it('defers lifting the label only from a PR that carries it, whatever its case', () => {
    expect(acceptWriteDeferred(['Mergexo:Blocked', 'other'], 'mergexo:blocked')).toBe(true);
    expect(acceptWriteDeferred(['other'], 'mergexo:blocked')).toBe(false);
    expect(acceptWriteDeferred([], 'mergexo:blocked')).toBe(false);
  });
});
