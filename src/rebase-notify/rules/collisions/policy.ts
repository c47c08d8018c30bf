/**
 * What the collision writes of every PR depend on besides its facts, decided once a run from the settings:
 * whether the collision check is written, and whether overlaps are told in the comment or by a label.
 */
import type { Urgency } from '../drift/plan.js';

/**
 * The collision writes' policy. `Ready` is ci-wait's ready-mark settings (core's ready mark, outside the pure
 * folders): this rule only carries them through.
 */
export interface CollisionPolicy<Ready = unknown> {
  /** Write the collision check (allocated-names is set). */
  check: boolean;
  checkName: string;
  /** Overlaps go in the comment (notice, urgency helpful or blocking). */
  overlapComment: boolean;
  /** Overlaps are a label (notice, urgency fyi). */
  overlapLabel: boolean;
  /** ci-wait's ready mark, taken back from a PR whose collision check fails. */
  ready: Ready;
}

/** What the policy reads of rebase-notify's settings. */
export interface CollisionPolicySettings<Ready> {
  allocatedNames: readonly unknown[];
  collisionCheckName: string;
  overlaps: 'notice' | 'off';
  urgency: Urgency;
  ready: Ready;
}

/**
 * The check only where names are allocated; overlaps told only at overlaps notice: by a label at urgency fyi
 * (quiet), else in the collision comment.
 */
export function collisionPolicyOf<Ready>(settings: CollisionPolicySettings<Ready>): CollisionPolicy<Ready> {
  const notice = settings.overlaps === 'notice';
  return {
    check: settings.allocatedNames.length > 0,
    checkName: settings.collisionCheckName,
    overlapComment: notice && settings.urgency !== 'fyi',
    overlapLabel: notice && settings.urgency === 'fyi',
    ready: settings.ready,
  };
}
