// How the collision writes tell a PR what they found: the check only where names are allocated, overlaps in the
// comment or by a label according to urgency, nothing about overlaps when they are off.
import { describe, expect, it } from 'vitest';
import {
  collisionPolicyOf,
  type CollisionPolicySettings,
} from '../../../../src/rebase-notify/rules/collisions/policy.js';

const ready = { modes: ['label'], label: 'ready', reviewers: [] };
const settings = (
  over: Partial<CollisionPolicySettings<typeof ready>> = {},
): CollisionPolicySettings<typeof ready> => ({
  allocatedNames: [],
  collisionCheckName: 'mergexo/collisions',
  overlaps: 'notice',
  urgency: 'helpful',
  ready,
  ...over,
});

describe('collisionPolicyOf', () => {
  it('tells overlaps in the comment at urgency helpful and blocking, with no label', () => {
    for (const urgency of ['helpful', 'blocking'] as const) {
      const policy = collisionPolicyOf(settings({ urgency }));
      expect(policy).toMatchObject({ overlapComment: true, overlapLabel: false });
    }
  });

  it('tells overlaps only by the label at urgency fyi, never in a comment', () => {
    expect(collisionPolicyOf(settings({ urgency: 'fyi' }))).toMatchObject({
      overlapComment: false,
      overlapLabel: true,
    });
  });

  it('tells nothing of overlaps when they are off, whatever the urgency', () => {
    for (const urgency of ['helpful', 'blocking', 'fyi'] as const) {
      expect(collisionPolicyOf(settings({ overlaps: 'off', urgency }))).toMatchObject({
        overlapComment: false,
        overlapLabel: false,
      });
    }
  });

  it('writes the collision check, under its configured name, only when names are allocated', () => {
    expect(collisionPolicyOf(settings()).check).toBe(false);
    const policy = collisionPolicyOf(settings({ allocatedNames: ['migrations/*'], collisionCheckName: 'names' }));
    expect(policy).toMatchObject({ check: true, checkName: 'names' });
  });

  it('carries the ready-mark settings through untouched', () => {
    expect(collisionPolicyOf(settings()).ready).toBe(ready);
  });
});
