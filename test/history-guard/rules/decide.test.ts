import { describe, expect, it } from 'vitest';
import {
  decideGuard,
  decideUnblock,
  expectedHead,
  lostRewrite,
  partOnHead,
  refusalCounts,
  type GuardState,
} from '../../../src/history-guard/rules/decide.js';
import { unblockRefusalText } from '../../../src/history-guard/messages.js';

const A = 'a'.repeat(40);
const B = 'b'.repeat(40);
const C = 'c'.repeat(40);
const accepted = (sha: string): GuardState => ({ status: 'accepted', accepted: sha });

describe('decideGuard', () => {
  it('accepts the first head it sees', () => {
    expect(decideGuard(undefined, A)).toEqual({
      verdict: 'accepted',
      transition: 'first',
      next: { status: 'accepted', accepted: A, via: 'first' },
    });
  });

  it('accepts a head ahead of the last accepted one and remembers it', () => {
    const d = decideGuard(accepted(A), B, 'ahead');
    expect(d.verdict).toBe('accepted');
    expect(d.next).toEqual({ status: 'accepted', accepted: B, via: 'ahead' });
  });

  it('accepts the same head again without changing the state (a re-run)', () => {
    const state: GuardState = { status: 'accepted', accepted: A, via: 'ahead' };
    expect(decideGuard(state, A, 'identical')).toEqual({ verdict: 'accepted', transition: 'identical', next: state });
  });

  it.each(['behind', 'diverged'] as const)('blocks a %s head and remembers expected and observed', (ancestry) => {
    const d = decideGuard(accepted(A), B, ancestry);
    expect(d).toMatchObject({ verdict: 'blocked', transition: ancestry, newlyBlocked: true });
    expect(d.next).toEqual({ status: 'blocked', accepted: A, observed: B, rewrite: B });
  });

  it('stays blocked on a later push, even one that descends from the accepted head', () => {
    const blocked: GuardState = { status: 'blocked', accepted: A, observed: B, rewrite: B };
    const d = decideGuard(blocked, C, 'ahead');
    expect(d).toMatchObject({ verdict: 'blocked', transition: 'ahead', newlyBlocked: false });
    expect(d.next).toEqual({ status: 'blocked', accepted: A, observed: C, rewrite: B });
  });
});

describe('decideUnblock', () => {
  const blocked: GuardState = { status: 'blocked', accepted: A, observed: B, rewrite: B };

  it('unblocks when history is restored', () => {
    expect(decideUnblock({ state: blocked, head: C, ancestry: 'ahead' })).toEqual({
      ok: true,
      how: 'restored',
      next: { status: 'accepted', accepted: C, via: 'unblocked' },
    });
  });

  it('refuses when history is not restored and no head is accepted explicitly', () => {
    const d = decideUnblock({ state: blocked, head: B, ancestry: 'diverged' });
    expect(d.ok).toBe(false);
  });

  it('accepts the current head when asked to', () => {
    expect(decideUnblock({ state: blocked, head: B, ancestry: 'diverged', acceptHead: B })).toMatchObject({
      ok: true,
      how: 'accepted-head',
    });
  });

  it('refuses a stale accept-head', () => {
    const d = decideUnblock({ state: blocked, head: C, ancestry: 'diverged', acceptHead: B });
    expect(d.ok).toBe(false);
    if (!d.ok) expect(unblockRefusalText(d.reason)).toContain("not the PR's current head");
  });

  it('refuses a PR it has never seen', () => {
    expect(decideUnblock({ state: undefined, head: A, ancestry: undefined }).ok).toBe(false);
  });
});

describe('comment moves and refusals', () => {
  it('no comment move blocks: a PR without a record is judged on its witnesses alone', () => {
    expect(decideGuard(undefined, A, undefined)).toMatchObject({ verdict: 'accepted', transition: 'first' });
  });

  it("a tamper block an earlier version wrote is lifted by a restore unblock (all: true's), not only accept-head", () => {
    const state: GuardState = {
      status: 'blocked',
      accepted: A,
      observed: A,
      rewrite: A,
      cause: { kind: 'record-altered' },
    };
    expect(decideUnblock({ state, head: A, ancestry: 'identical' })).toMatchObject({ ok: true, how: 'restored' });
    expect(decideUnblock({ state, head: B, ancestry: 'diverged' }).ok).toBe(false);
    expect(decideUnblock({ state, head: A, ancestry: 'identical', acceptHead: A }).ok).toBe(true);
  });

  it('a refusal counts only against the same author or the same head branch; one naming nobody counts', () => {
    const victim = { author: 'agent-1', branch: 'acme/w:feature' };
    expect(refusalCounts([{ author: 'stranger', branch: 'acme/w:planted' }], victim)).toBe(false);
    expect(refusalCounts([{ author: 'Agent-1', branch: 'acme/w:other' }], victim)).toBe(true);
    expect(refusalCounts([{ author: 'someone', branch: 'acme/w:feature' }], victim)).toBe(true);
    expect(refusalCounts(undefined, victim)).toBe(true);
  });
});

describe('witnessed rewrites', () => {
  const forcePush = (before: string | null) => ({
    forcePushes: 1,
    hiddenRewrites: [{ before, at: '2024-01-01T00:00:00Z', by: 'agent', source: 'timeline' as const }],
  });

  it('blocks a head that descends from the accepted one when a force-push dropped a known head', () => {
    const d = decideGuard(accepted(A), B, 'ahead', forcePush(C));
    expect(d).toMatchObject({ verdict: 'blocked', transition: 'diverged' });
    expect(d.next).toMatchObject({ accepted: A, observed: B, overwritten: [C], forcePushesSeen: 1 });
    expect(d.next.cause).toBeUndefined();
    expect(lostRewrite(d.next)).toBe(false);
  });

  it('a force-push whose overwritten head GitHub no longer has can be lifted only by accept-head', () => {
    const d = decideGuard(accepted(A), B, 'ahead', forcePush(null));
    expect(d.verdict).toBe('blocked');
    expect(lostRewrite(d.next)).toBe(true);
    const refused = decideUnblock({ state: d.next, head: B, ancestry: 'ahead' });
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(unblockRefusalText(refused.reason)).toContain(`accept-head=${B}`);
    expect(decideUnblock({ state: d.next, head: B, ancestry: 'ahead', acceptHead: B }).ok).toBe(true);
  });
});

describe('the part and the expected head a run reports', () => {
  const blockedOn = decideGuard(accepted(A), B, 'diverged');
  const acceptedOn = decideGuard(accepted(A), B, 'ahead');

  it('gives another PR a part in the verdict on the head only while it still heads it', () => {
    expect(partOnHead(4, blockedOn, B, B)).toEqual({ number: 4, pass: false, reason: 'diverged' });
    expect(partOnHead(4, acceptedOn, B, B)).toEqual({ number: 4, pass: true });
    expect(partOnHead(4, blockedOn, C, B)).toBeUndefined();
  });

  it('expects a blocked PR at its accepted head, an accepted one at the head it had, a first head at itself', () => {
    expect(expectedHead(blockedOn, accepted(A), B)).toBe(A);
    expect(expectedHead(acceptedOn, accepted(A), B)).toBe(A);
    expect(expectedHead(decideGuard(undefined, C), undefined, C)).toBe(C);
  });
});
