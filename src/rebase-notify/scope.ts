import { ConfigurationError } from '../core/errors.js';

/** What one run looks at, from the event that triggered it. */
export type Scope =
  /** Every open PR on `base`, or on every base when it is absent. */
  | { kind: 'sweep'; base?: string; collisionsOnly?: boolean }
  /**
   * One PR (its own events: keeps the blocking check on every new head). With collisions configured the PRs on
   * its base (and on `previousBase`, the base an `edited` event moved it from) are compared with it.
   */
  | { kind: 'pull'; number: number; previousBase?: string }
  | { kind: 'skip'; reason: string };

export const EVENTS = ['push', 'schedule', 'workflow_dispatch', 'pull_request', 'pull_request_target'] as const;

const ZERO = /^0{40}$/;

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
      if (!ref.startsWith('refs/heads/'))
        return { kind: 'skip', reason: `the push was to ${ref || 'an unknown ref'}, not to a branch` };
      const branch = ref.slice('refs/heads/'.length);
      if (p.deleted === true || (typeof p.after === 'string' && ZERO.test(p.after))) {
        return { kind: 'skip', reason: `the push deleted ${branch}` };
      }
      if (base !== undefined && base !== branch) {
        return {
          kind: 'skip',
          reason: `the push was to ${branch}; this step watches the base '${base}' (input 'base')`,
        };
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
          return { kind: 'skip', reason: `PR #${pr.number} was closed` };
        return { kind: 'sweep', base: prBase, collisionsOnly: true };
      }
      const changes = p.changes as { base?: { ref?: { from?: unknown } } } | undefined;
      const from = changes?.base?.ref?.from;
      const previousBase = collisions && typeof from === 'string' && from !== prBase ? { previousBase: from } : {};
      if (base !== undefined && prBase !== undefined && prBase !== base) {
        if (previousBase.previousBase === base) return { kind: 'sweep', base, collisionsOnly: true };
        return {
          kind: 'skip',
          reason: `PR #${pr.number} targets ${prBase}; this step watches the base '${base}' (input 'base')`,
        };
      }
      return { kind: 'pull', number: pr.number, ...previousBase };
    }
    default:
      throw new ConfigurationError(
        `rebase-notify does not handle the '${event.eventName || '(none)'}' event. Trigger it on: push (to the base ` +
          'branch), schedule or workflow_dispatch (a sweep), or pull_request (one PR).',
      );
  }
}
