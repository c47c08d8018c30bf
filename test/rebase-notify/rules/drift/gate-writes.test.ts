// When a PR's drift writes go ahead, and which check lands on its head as core's per-commit rule judged it.
import { describe, expect, it } from 'vitest';
import { sharedHeadFingerprint } from '../../../../src/rebase-notify/rules/drift/fingerprints.js';
import {
  gateDeferred,
  gateWrite,
  readyRoom,
  takesReadyBack,
} from '../../../../src/rebase-notify/rules/drift/gate-writes.js';

describe('takesReadyBack', () => {
  it('takes the mark back from a PR this run first reports as conflicting', () => {
    expect(takesReadyBack({ class: 'conflicting', writes: 2 }, false, true)).toBe(true);
    expect(takesReadyBack({ class: 'conflicting', writes: 2 }, undefined, true)).toBe(true);
    expect(readyRoom(2, { writes: 3 })).toBe(5);
  });

  it.each<[string, 'conflicting' | 'behind', number, boolean, boolean]>([
    ['a PR that is only behind', 'behind', 2, false, true],
    ['a conflict this run writes nothing about', 'conflicting', 0, false, true],
    ['a conflict already reported', 'conflicting', 2, true, true],
    ['the mark off', 'conflicting', 2, false, false],
  ])('leaves the mark for %s', (_, cls, writes, reported, markOn) => {
    expect(takesReadyBack({ class: cls, writes }, reported, markOn)).toBe(false);
  });
});

describe('gateDeferred', () => {
  it('writes a success only with room to write it back to failure; a failure of its own always', () => {
    const room = (left: number) => (n: number) => n <= left;
    expect(gateDeferred(true, room(1))).toBe(true);
    expect(gateDeferred(true, room(2))).toBe(false);
    expect(gateDeferred(false, room(0))).toBe(false);
  });
});

describe('gateWrite', () => {
  const failing = [
    { number: 4, pass: true },
    { number: 9, pass: false, reason: 'behind' },
  ];
  const fingerprint = sharedHeadFingerprint(failing);

  it("writes the PR's own failure, or the success when every PR on the commit passes", () => {
    expect(gateWrite(false, { pass: false, failing }, undefined, false)).toEqual({ kind: 'own' });
    expect(gateWrite(true, { pass: true, failing: [] }, undefined, false)).toEqual({ kind: 'pass' });
  });

  it('refuses on behalf of another PR on the commit, naming it, unless that very refusal stands', () => {
    expect(gateWrite(true, { pass: false, failing }, undefined, false)).toEqual({
      kind: 'shared-head',
      failing,
      fingerprint,
      stays: false,
    });
    const standing = { conclusion: 'failure', fingerprint };
    expect(gateWrite(true, { pass: false, failing }, standing, false)).toMatchObject({ stays: true });
    // A success this run just wrote is turned back, whatever stood before it.
    expect(gateWrite(true, { pass: false, failing }, standing, true)).toMatchObject({ stays: false });
    // Another refusal (other PRs named) is written anew.
    const other = { conclusion: 'failure', fingerprint: sharedHeadFingerprint([{ number: 8, pass: false }]) };
    expect(gateWrite(true, { pass: false, failing }, other, false)).toMatchObject({ stays: false });
  });
});
