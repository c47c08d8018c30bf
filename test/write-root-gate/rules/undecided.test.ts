import { describe, expect, it } from 'vitest';
import { ConfigurationError, UndecidableError } from '../../../src/core/pure/errors.js';
import { planStop, undecidedOf } from '../../../src/write-root-gate/rules/undecided.js';
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

  const pull = { number: 7, headSha: 'a'.repeat(40) };
  const eventHead = 'b'.repeat(40);

  it('writes nothing on a PR it could not read: not even the check of a mistake (no such PR, a bad token)', () => {
    const mistake = planStop(new ConfigurationError('The token cannot read PR #7.'), undefined, eventHead);
    expect(mistake).toEqual({ kind: 'configuration', message: 'The token cannot read PR #7.', checkOn: undefined });
    const failed = planStop(new Error('Server Error (502)'), undefined, eventHead);
    // The refusal's check lands on the event's head; auto-merge and the ready mark are left alone.
    expect(failed).toMatchObject({ kind: 'undecided', disarm: undefined, head: eventHead });
  });

  it('once the PR was read, a mistake fails its check with the fix (no earlier pass stands) and the step', () => {
    const stop = planStop(new ConfigurationError('Add `contents: write`.'), pull, eventHead);
    expect(stop).toEqual({ kind: 'configuration', message: 'Add `contents: write`.', checkOn: pull });
  });

  it('once the PR was read, anything else refuses it on the head read: auto-merge off, the ready mark back', () => {
    const stop = planStop(new UndecidableError('the base kept moving'), pull, eventHead);
    expect(stop).toEqual({
      kind: 'undecided',
      undecided: { kind: 'undecidable', message: 'the base kept moving' },
      disarm: pull,
      head: pull.headSha,
    });
  });
});
