import { describe, expect, it } from 'vitest';
import { COPY_LOOKUPS, copyLookups } from '../../../src/history-guard/rules/copy-lookup.js';

const [A, B, C, D] = ['a', 'b', 'c', 'd'].map((x) => x.repeat(40)) as [string, string, string, string];

describe('where the copy of the state is searched', () => {
  it("reads the push's before, then the head, then the heads force-pushes left, newest first", () => {
    const forcePushes = [{ after: C }, { after: D }];
    expect(copyLookups({ recordBlocked: false, head: A, before: B, forcePushes })).toEqual([B, A, D, C]);
  });

  it('reads the head first when the event names no before', () => {
    expect(copyLookups({ recordBlocked: false, head: A, before: undefined, forcePushes: [{ after: C }] })).toEqual([
      A,
      C,
    ]);
  });

  it('reads no head twice, and skips a force-push whose head GitHub no longer names', () => {
    const forcePushes = [{ after: null }, { after: A }, { after: B }, { after: C }];
    expect(copyLookups({ recordBlocked: false, head: A, before: B, forcePushes })).toEqual([B, A, C]);
  });

  it('searches only the newest force-pushes the limit allows', () => {
    const many = Array.from({ length: COPY_LOOKUPS + 5 }, (_, i) => ({ after: i.toString(16).padStart(40, '0') }));
    const order = copyLookups({ recordBlocked: false, head: A, before: undefined, forcePushes: many });
    expect(order).toHaveLength(1 + COPY_LOOKUPS);
    expect(order[1]).toBe(many[many.length - 1]!.after);
    expect(order).not.toContain(many[0]!.after);
  });

  it('searches nothing while the block comment still carries a block', () => {
    expect(copyLookups({ recordBlocked: true, head: A, before: B, forcePushes: [{ after: C }] })).toEqual([]);
  });
});
