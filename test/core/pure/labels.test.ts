import { describe, expect, it } from 'vitest';
import { findLabel, hasLabel, sameLabel } from '../../../src/core/pure/labels.js';

describe('label names, compared as GitHub compares them', () => {
  it('ignores letter case and nothing else', () => {
    expect(sameLabel('mergexo:Quarantined', 'MERGEXO:quarantined')).toBe(true);
    expect(sameLabel('mergexo:quarantined', 'mergexo:quarantined ')).toBe(false);
    expect(sameLabel('needs-human', 'needs_human')).toBe(false);
  });

  it("finds a name in the PR's own spelling, and says when the PR does not carry it", () => {
    expect(findLabel(['bug', 'Needs-Rebase'], 'needs-rebase')).toBe('Needs-Rebase');
    expect(findLabel(['bug'], 'needs-rebase')).toBeUndefined();
    expect(hasLabel(['Mergexo:Needs-Human'], 'mergexo:needs-human')).toBe(true);
    expect(hasLabel([], 'mergexo:needs-human')).toBe(false);
  });
});
