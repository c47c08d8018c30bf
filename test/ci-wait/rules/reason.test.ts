// A round's reason as data: the facts a decision may compare (`reasonFacts`, which `roundKey` digests) and the
// HTTP status behind a merge refusal. Equal facts must give equal strings whatever their key order, and different
// facts different ones, or a re-run of one refusal would count as a second failed round.
import { describe, expect, it } from 'vitest';
import { mergeStatus, reasonFacts, type Reason } from '../../../src/ci-wait/rules/reason.js';

describe('reasonFacts', () => {
  it('is the same for the same facts in any key order, and leaves out absent fields', () => {
    const a: Reason = { kind: 'merge-refused', status: 405, message: 'Base branch was modified.' };
    const b = { message: 'Base branch was modified.', kind: 'merge-refused', status: 405, extra: undefined };
    expect(reasonFacts(a)).toBe(reasonFacts(b));
    expect(reasonFacts(a)).toBe('{"kind":"merge-refused","message":"Base branch was modified.","status":405}');
  });

  it('tells apart refusals that differ in GitHub answer, status or nesting', () => {
    const refused = (status: number | undefined, message: string): Reason => ({
      kind: 'merge-refused',
      status,
      message,
    });
    const seen = new Set([
      reasonFacts(refused(405, 'Base branch was modified.')),
      reasonFacts(refused(409, 'Base branch was modified.')),
      reasonFacts(refused(405, 'Required status check "ci" is expected.')),
      reasonFacts(refused(undefined, 'Base branch was modified.')),
      reasonFacts({
        kind: 'merge-after-refused-update',
        merge: refused(405, 'Base branch was modified.'),
        update: { kind: 'workflows', message: 'refusing to allow a GitHub App to create or update workflow' },
      }),
    ]);
    expect(seen.size).toBe(5);
  });

  it('keeps list order (failed checks are named in the order given) and quotes strings as JSON', () => {
    expect(reasonFacts({ kind: 'checks-failed', failed: ['b', 'a'], stillRunning: 0 })).not.toBe(
      reasonFacts({ kind: 'checks-failed', failed: ['a', 'b'], stillRunning: 0 }),
    );
    expect(reasonFacts('say "hi"')).toBe('"say \\"hi\\""');
    expect(reasonFacts(null)).toBe('null');
  });
});

describe('mergeStatus', () => {
  it("is GitHub's status of a merge refusal, also behind a refused update, and none otherwise", () => {
    const refused: Reason = { kind: 'merge-refused', status: 405, message: 'no' };
    expect(mergeStatus(refused)).toBe(405);
    expect(mergeStatus({ kind: 'merge-after-refused-update', merge: refused, update: { kind: 'observing' } })).toBe(
      405,
    );
    expect(mergeStatus({ kind: 'merge-refused', status: undefined, message: 'no answer' })).toBeUndefined();
    expect(mergeStatus({ kind: 'conflict' })).toBeUndefined();
    expect(mergeStatus({ kind: 'merge-declined', message: 'not mergeable' })).toBeUndefined();
  });
});
