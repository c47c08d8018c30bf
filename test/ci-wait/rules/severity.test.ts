import { describe, expect, it } from 'vitest';
import { SEVERITY, worstOutcome } from '../../../src/ci-wait/rules/severity.js';
import { OUTCOMES } from '../../../src/ci-wait/rules/decide.js';

describe('worstOutcome: the outcome a run with several PRs reports', () => {
  it('is the one that most needs attention', () => {
    expect(worstOutcome(['success', 'ci_failed', 'pending'])).toBe('ci_failed');
    expect(worstOutcome(['merged', 'needs_human', 'error'])).toBe('error');
    expect(worstOutcome(['success', 'merged'])).toBe('success');
  });

  it('is skipped when no PR was judged', () => {
    expect(worstOutcome([])).toBe('skipped');
  });

  it('ranks every outcome there is', () => {
    expect([...SEVERITY].sort()).toEqual([...OUTCOMES].sort());
  });
});
