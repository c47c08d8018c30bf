import { describe, expect, it } from 'vitest';
import { ConfigurationError, UndecidableError } from '../../../src/core/pure/errors.js';
import { undecidedOf } from '../../../src/write-root-gate/rules/undecided.js';
import { undecidedReason } from '../../../src/write-root-gate/messages.js';

describe('why the gate could not decide', () => {
  it("keeps a user's mistake as its fix", () => {
    const why = undecidedOf(new ConfigurationError('Give the workflow `contents: read`.'));
    expect(why).toEqual({ kind: 'configuration', message: 'Give the workflow `contents: read`.' });
    expect(undecidedReason(why)).toBe('Give the workflow `contents: read`.');
  });

  it("keeps the gate's own undecidable reason as it is", () => {
    const why = undecidedOf(new UndecidableError('the PR head and its base share no history'));
    expect(why.kind).toBe('undecidable');
    expect(undecidedReason(why)).toBe('the PR head and its base share no history');
  });

  it("names anything else as GitHub's or git's failure after retries, its words passed through", () => {
    const why = undecidedOf(new Error('Server Error (502)'));
    expect(why).toEqual({ kind: 'failed', error: 'Server Error (502)' });
    expect(undecidedReason(why)).toBe('GitHub or git failed after retries: Server Error (502)');
    // A thrown non-Error (a string) still becomes a refusal with its words, never a pass.
    expect(undecidedReason(undecidedOf('socket hang up'))).toBe('GitHub or git failed after retries: socket hang up');
  });
});
