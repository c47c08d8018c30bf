// Which collision check lands on a PR's head: its own, the shared-head refusal, or nothing when it already stands.
import { describe, expect, it } from 'vitest';
import { collisionCheckWrite } from '../../../../src/rebase-notify/rules/collisions/check-write.js';
import { sharedHeadFingerprint } from '../../../../src/rebase-notify/rules/drift/fingerprints.js';

const failing = [
  { number: 4, pass: true },
  { number: 9, pass: false, reason: 'clash' },
];

describe('collisionCheckWrite', () => {
  it("writes the PR's own verdict: a failure needs room for one write, a success for two", () => {
    expect(collisionCheckWrite(false, { pass: false, failing }, 'failure', 'own', undefined, false)).toEqual({
      kind: 'own',
      fingerprint: 'own',
      stays: false,
      room: 1,
    });
    expect(collisionCheckWrite(true, { pass: true, failing: [] }, 'success', 'own', undefined, false)).toMatchObject({
      kind: 'own',
      room: 2,
    });
  });

  it('refuses on behalf of another PR on the commit with the facts naming it', () => {
    const check = collisionCheckWrite(true, { pass: false, failing }, 'failure', 'own', undefined, false);
    expect(check).toEqual({ kind: 'shared-head', fingerprint: sharedHeadFingerprint(failing), stays: false, room: 1 });
  });

  it('writes nothing when the check standing says the same, unless this run already wrote over it', () => {
    const standing = { conclusion: 'success', fingerprint: 'own' };
    expect(collisionCheckWrite(true, { pass: true, failing: [] }, 'success', 'own', standing, false).stays).toBe(true);
    expect(collisionCheckWrite(true, { pass: true, failing: [] }, 'failure', 'own', standing, false).stays).toBe(false);
    const turnedBack = collisionCheckWrite(true, { pass: false, failing }, 'failure', 'own', standing, true);
    expect(turnedBack).toMatchObject({ stays: false, room: 0 });
  });
});
