import { describe, expect, it } from 'vitest';
import { COPY_LOOKUPS, copyLookups, eventHeads } from '../../../src/history-guard/rules/copy-lookup.js';

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

describe('the heads an event names for a PR', () => {
  const pr = (number: unknown, sha: unknown = A) => ({ number, head: { sha } });

  it("takes a push's before and after for the PR it is about", () => {
    expect(eventHeads({ action: 'synchronize', before: B, pull_request: pr(5) }, 5)).toEqual({ head: A, before: B });
  });

  it('takes no before from any other action: only a push replaced a head with nothing between', () => {
    expect(eventHeads({ action: 'opened', before: B, pull_request: pr(5) }, 5)).toEqual({ head: A });
    expect(eventHeads({ action: 'reopened', before: B, pull_request: pr(5) }, 5)).toEqual({ head: A });
  });

  it('takes nothing from an event about another PR, nor a value that is not a SHA', () => {
    expect(eventHeads({ action: 'synchronize', before: B, pull_request: pr(6) }, 5)).toEqual({});
    expect(eventHeads({ action: 'synchronize', before: B }, 5)).toEqual({});
    expect(eventHeads({ action: 'synchronize', before: 'main', pull_request: pr(5, '--upload-pack=x') }, 5)).toEqual(
      {},
    );
  });
});
