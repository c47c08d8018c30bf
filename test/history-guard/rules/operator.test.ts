// The operator modes' rules, as pure functions: where the state is read from, what the list shows, and what an
// unblock asks before it decides.
import { describe, expect, it } from 'vitest';
import type { GuardState } from '../../../src/history-guard/rules/decide.js';
import {
  listedHeads,
  operatorState,
  unblockQuestions,
  unblockable,
} from '../../../src/history-guard/rules/operator.js';
import { blockMarker, verdictMarker } from '../../../src/history-guard/rules/state.js';

const A = 'a'.repeat(40);
const B = 'b'.repeat(40);
const C = 'c'.repeat(40);
const blocked: GuardState = { status: 'blocked', accepted: A, observed: B, rewrite: B };
const pull = (records: GuardState[] = []) => ({
  number: 7,
  headSha: C,
  forcePushes: [],
  trusted: records.map((d, i) => ({ id: i + 1, url: '', body: '', markers: [blockMarker(d)] })),
});

describe('operatorState', () => {
  it('takes the block comment while it records a block, and asks nothing of the checks', async () => {
    const asked: string[] = [];
    const state = await operatorState(pull([blocked]), async (head) => {
      asked.push(head);
      return undefined;
    });
    expect(state).toEqual(blocked);
    expect(asked).toEqual([]);
  });

  it('falls back on the copy in the newest verdict check on the head when the comment was deleted', async () => {
    const asked: string[] = [];
    const text = verdictMarker(C, { passed: [], states: new Map([[7, blocked]]) });
    const state = await operatorState(pull(), async (head) => {
      asked.push(head);
      return text;
    });
    expect(asked).toEqual([C]);
    expect(state).toEqual(blocked);
  });

  it('ignores a copy kept for another PR on the same head, and finds no state without any', async () => {
    const other = verdictMarker(C, { passed: [], states: new Map([[8, blocked]]) });
    expect(await operatorState(pull(), async () => other)).toBeUndefined();
    expect(await operatorState(pull(), async () => undefined)).toBeUndefined();
  });
});

describe('listedHeads', () => {
  it('shows a block by its accepted and refused heads, with its backup refs', () => {
    expect(listedHeads({ ...blocked, backupRefs: ['refs/x'] }, C)).toEqual({
      expected: A,
      observed: B,
      backupRefs: ['refs/x'],
    });
  });

  it('shows the head now when the state names no refused head, or is not a block, or is unknown', () => {
    expect(listedHeads({ status: 'blocked', accepted: A }, C)).toEqual({ expected: A, observed: C, backupRefs: [] });
    expect(listedHeads({ status: 'accepted', accepted: A, via: 'ahead' }, C).observed).toBe(C);
    expect(listedHeads(undefined, C)).toEqual({ expected: null, observed: C, backupRefs: [] });
  });
});

describe('unblockQuestions', () => {
  it('asks how the head relates to the accepted one, and for every head a force-push dropped', () => {
    expect(unblockQuestions({ ...blocked, overwritten: [B] }, undefined)).toEqual({
      ancestryFrom: A,
      mustContain: [B],
    });
    expect(unblockQuestions(blocked, undefined)).toEqual({ ancestryFrom: A, mustContain: [] });
  });

  it('asks nothing with accept-head (the accepted commit may be gone), nor without a state', () => {
    expect(unblockQuestions({ ...blocked, overwritten: [B] }, C)).toEqual({ mustContain: [] });
    expect(unblockQuestions(undefined, undefined)).toEqual({ mustContain: [] });
  });
});

describe('unblockable', () => {
  it('unblocks only an open PR', () => {
    expect(unblockable('OPEN')).toBe(true);
    expect(unblockable('CLOSED')).toBe(false);
    expect(unblockable('MERGED')).toBe(false);
  });
});
