import { isSha, isZeroSha } from '../../core/pure/sha.js';
import { ConfigurationError } from '../../core/pure/errors.js';

/** What one run looks at, from the event that triggered it. */
export type Scope =
  /** Every open PR on `base`, or on every base when it is absent. */
  | { kind: 'sweep'; base?: string; collisionsOnly?: boolean }
  /**
   * One PR (its own events: keeps the blocking check on every new head). With collisions configured the PRs on
   * its base (and on `previousBase`, the base an `edited` event moved it from) are compared with it.
   */
  | { kind: 'pull'; number: number; previousBase?: string; before?: string }
  | { kind: 'skip'; reason: ScopeSkip };

/** Why an event gives a run nothing to do: facts, worded by messages.ts (`scopeSkipText`). */
export type ScopeSkip =
  /** A push to `ref`, which is no branch (empty: the event names none). */
  | { kind: 'not-a-branch'; ref: string }
  | { kind: 'branch-deleted'; branch: string }
  /** A push to `branch`, and the step watches only `base`. */
  | { kind: 'other-branch'; branch: string; base: string }
  | { kind: 'pull-closed'; number: number }
  /** PR `number` targets `prBase`, and the step watches only `base`. */
  | { kind: 'other-base'; number: number; prBase: string; base: string };

export const EVENTS = ['push', 'schedule', 'workflow_dispatch', 'pull_request', 'pull_request_target'] as const;

interface EventLike {
  eventName: string;
  ref: string;
  payload: Record<string, unknown>;
}

/**
 * `collisions`: cross-PR collisions are configured, so a closed PR's event is a run on its base (only the
 * collision phase: the collisions it caused on the others are cleared).
 */
export function scopeOf(event: EventLike, base: string | undefined, collisions = false): Scope {
  const p = event.payload;
  switch (event.eventName) {
    case 'push': {
      const ref = typeof p.ref === 'string' ? p.ref : event.ref;
      if (!ref.startsWith('refs/heads/')) return { kind: 'skip', reason: { kind: 'not-a-branch', ref } };
      const branch = ref.slice('refs/heads/'.length);
      if (p.deleted === true || isZeroSha(p.after)) {
        return { kind: 'skip', reason: { kind: 'branch-deleted', branch } };
      }
      if (base !== undefined && base !== branch) {
        return { kind: 'skip', reason: { kind: 'other-branch', branch, base } };
      }
      return { kind: 'sweep', base: branch };
    }
    case 'schedule':
    case 'workflow_dispatch':
      return base !== undefined ? { kind: 'sweep', base } : { kind: 'sweep' };
    case 'pull_request':
    case 'pull_request_target': {
      const pr = p.pull_request as { number?: unknown; base?: { ref?: unknown } } | undefined;
      if (typeof pr?.number !== 'number') {
        throw new ConfigurationError(`The '${event.eventName}' event payload has no pull_request number.`);
      }
      const prBase = typeof pr.base?.ref === 'string' ? pr.base.ref : undefined;
      if (p.action === 'closed') {
        if (!collisions || prBase === undefined || (base !== undefined && prBase !== base))
          return { kind: 'skip', reason: { kind: 'pull-closed', number: pr.number } };
        return { kind: 'sweep', base: prBase, collisionsOnly: true };
      }
      const changes = p.changes as { base?: { ref?: { from?: unknown } } } | undefined;
      const from = changes?.base?.ref?.from;
      const previousBase = collisions && typeof from === 'string' && from !== prBase ? { previousBase: from } : {};
      if (base !== undefined && prBase !== undefined && prBase !== base) {
        if (previousBase.previousBase === base) return { kind: 'sweep', base, collisionsOnly: true };
        return { kind: 'skip', reason: { kind: 'other-base', number: pr.number, prBase, base } };
      }
      // The head this push replaced: mergexo's record of the PR's claims there is carried to the new head.
      const before = p.action === 'synchronize' && isSha(p.before) ? p.before : '';
      return { kind: 'pull', number: pr.number, ...previousBase, ...(before && !isZeroSha(before) ? { before } : {}) };
    }
    default:
      throw new ConfigurationError(
        `rebase-notify does not handle the '${event.eventName || '(none)'}' event. Trigger it on: push (to the base ` +
          'branch), schedule or workflow_dispatch (a sweep), or pull_request (one PR).',
      );
  }
}

/** The listing's safety stop: more pages of open PRs than this (10,000 PRs) means something is wrong. */
export const LISTING_PAGES = 100;

/** Whether a listed PR is in a run's scope: open, and on `base` when the run watches one base. */
export const listedInScope = (pull: { state: string; baseRefName: string }, base?: string): boolean =>
  pull.state === 'OPEN' && (!base || pull.baseRefName === base);
