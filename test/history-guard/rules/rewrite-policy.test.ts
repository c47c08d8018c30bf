import { describe, expect, it } from 'vitest';
import {
  decideGuard,
  forgivenBecause,
  type HiddenRewrite,
  type RewritePolicy,
  type Witness,
} from '../../../src/history-guard/rules/decide.js';
import { rewritePolicy } from '../../../src/history-guard/rules/rewrite-policy.js';

const A = 'a'.repeat(40);
const B = 'b'.repeat(40);
const CUT_OFF = Date.parse('2026-11-01T00:00:00Z');

const push = (over: Partial<HiddenRewrite> = {}): HiddenRewrite => ({
  before: A,
  at: '2026-11-02T00:00:00Z',
  by: 'dependabot',
  actor: 'dependabot[bot]',
  source: 'timeline',
  ...over,
});
const policy = (over: Partial<RewritePolicy> = {}): RewritePolicy => ({
  enforcedSince: CUT_OFF,
  allowedActors: ['dependabot[bot]', 'renovate[bot]'],
  author: 'dependabot[bot]',
  ...over,
});
const witness = (...rewrites: HiddenRewrite[]): Witness => ({ forcePushes: rewrites.length, hiddenRewrites: rewrites });

describe('forgivenBecause', () => {
  it('forgives a force-push recorded before enforced-since, whoever pushed', () => {
    expect(forgivenBecause(push({ at: '2026-10-31T23:59:59Z', actor: 'agent-1' }), policy())).toBe('enforced-since');
    expect(forgivenBecause(push({ at: '2026-11-01T00:00:00Z', actor: 'agent-1' }), policy())).toBeUndefined();
    expect(
      forgivenBecause(push({ at: '2026-10-01T00:00:00Z', actor: 'agent-1' }), policy({ enforcedSince: undefined })),
    ).toBeUndefined();
  });

  it("forgives an allowed actor only on the actor's own PR, matched as REST spells the login", () => {
    expect(forgivenBecause(push(), policy())).toBe('allowed-actor');
    expect(forgivenBecause(push(), policy({ author: 'agent-1' }))).toBeUndefined();
    expect(forgivenBecause(push({ actor: 'dependabot' }), policy({ author: 'dependabot' }))).toBeUndefined();
    expect(forgivenBecause(push(), policy({ allowedActors: [] }))).toBeUndefined();
  });

  it('forgives nothing the timeline did not record (the event witness, an unknown time)', () => {
    expect(forgivenBecause(push({ source: 'event' }), policy())).toBeUndefined();
    expect(forgivenBecause(push({ at: '', actor: 'agent-1' }), policy())).toBeUndefined();
  });
});

describe('decideGuard with a rewrite policy', () => {
  const accepted = { status: 'accepted' as const, accepted: A, via: 'ahead' as const };

  it('accepts a diverged head that only forgiven force-pushes made, as the new baseline', () => {
    const d = decideGuard(accepted, B, 'diverged', witness(push()), policy());
    expect(d).toMatchObject({ verdict: 'accepted', next: { accepted: B }, forgiven: [push()] });
  });

  it('blocks when any force-push since the accepted head counts', () => {
    const d = decideGuard(accepted, B, 'diverged', witness(push(), push({ actor: 'agent-1', before: B })), policy());
    expect(d.verdict).toBe('blocked');
  });

  it('blocks a diverged head with no force-push on record at all, as before', () => {
    expect(decideGuard(accepted, B, 'diverged', witness(), policy()).verdict).toBe('blocked');
  });

  it('accepts a first head whose only witnessed rewrite is forgiven', () => {
    expect(decideGuard(undefined, B, undefined, witness(push()), policy())).toMatchObject({
      verdict: 'accepted',
      transition: 'first',
    });
    expect(decideGuard(undefined, B, undefined, witness(push()), policy({ author: 'agent-1' })).verdict).toBe(
      'blocked',
    );
  });

  it('keeps a PR that is already blocked blocked', () => {
    const blocked = { status: 'blocked' as const, accepted: A, observed: B, rewrite: B };
    expect(decideGuard(blocked, B, 'diverged', witness(push()), policy()).verdict).toBe('blocked');
  });
});

describe('rewritePolicy', () => {
  it('is the settings for one author, with enforced-since only when it is set', () => {
    const actors = ['renovate[bot]'];
    expect(rewritePolicy({ enforcedSince: CUT_OFF, rewriteAllowedActors: actors }, 'renovate[bot]')).toEqual({
      enforcedSince: CUT_OFF,
      allowedActors: actors,
      author: 'renovate[bot]',
    });
    expect(rewritePolicy({ rewriteAllowedActors: [] }, 'agent-1')).toEqual({ allowedActors: [], author: 'agent-1' });
  });
});
