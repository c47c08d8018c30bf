import { describe, expect, it } from 'vitest';
import { ConfigurationError } from '../../../src/core/pure/errors.js';
import {
  defersWrites,
  deferringBudget,
  labelWritten,
  releaseOrder,
  takeBackFailure,
  turnsAutoMergeOff,
} from '../../../src/write-root-gate/rules/pull-writes.js';

describe("when the gate's writes on a PR happen", () => {
  it('turns auto-merge off only when it is on, and never in observe mode', () => {
    expect(turnsAutoMergeOff(true, false)).toBe(true);
    expect(turnsAutoMergeOff(false, false)).toBe(false);
    expect(turnsAutoMergeOff(true, true)).toBe(false);
  });

  it('defers the writes that can wait only while the REST budget is low and something waits', () => {
    expect(defersWrites(true, ['add label quarantine', 'comment'])).toBe(true);
    expect(defersWrites(false, ['add label quarantine'])).toBe(false);
    expect(defersWrites(true, [])).toBe(false);
  });

  it('takes a label already there in another letter case as there, and one GitHub would not create as refused', () => {
    expect(labelWritten(true, [], 'mergexo:quarantine')).toBe('added');
    expect(labelWritten(false, ['MergeXO:Quarantine'], 'mergexo:quarantine')).toBe('there');
    // An agent cannot pass a refusal off as a written label: not added and not shown is a failed write.
    expect(labelWritten(false, ['mergexo:quarantined'], 'mergexo:quarantine')).toBe('refused');
  });

  it('releases in order: the label off first, then the comment; nothing shown, nothing written', () => {
    expect(releaseOrder({ removeLabel: true, updateComment: true })).toEqual(['remove-label', 'update-comment']);
    expect(releaseOrder({ removeLabel: false, updateComment: true })).toEqual(['update-comment']);
    expect(releaseOrder({ removeLabel: false, updateComment: false })).toEqual([]);
  });

  it('hands back the low budget that defers the writes, none while there is room or nothing waits', () => {
    const low = { limit: 1000, remaining: 12, resetAt: 1 };
    expect(deferringBudget(low, ['add label quarantine'])).toBe(low);
    expect(deferringBudget(undefined, ['add label quarantine'])).toBeUndefined();
    expect(deferringBudget(low, [])).toBeUndefined();
  });

  it('turns a missing permission for the ready mark into a warning beside the refusal, not a failed step', () => {
    const failure = takeBackFailure(new ConfigurationError('Give the workflow `contents: write`.'));
    expect(failure).toBeInstanceOf(Error);
    expect(failure).not.toBeInstanceOf(ConfigurationError);
    expect((failure as Error).message).toBe('Give the workflow `contents: write`.');
    const other = new Error('Server Error (502)');
    expect(takeBackFailure(other)).toBe(other);
  });
});
