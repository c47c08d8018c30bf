/**
 * Who may run an operator mode (history-guard's `list` and `unblock`, rebase-notify's hand-over): the rule, pure,
 * from the facts `./read.ts` reads; `./messages.ts` words its refusals.
 *
 * A mode runs only from the default branch: a workflow file on another branch could be altered by anyone who can
 * push there, so its dispatch proves nothing. A mode that acts for a person also needs that person (the run's
 * `GITHUB_ACTOR`, the one who dispatched it) to hold a role on the repository, as GitHub records it.
 */
import { roleAtLeast, type Role } from '../roles.js';

/** What the rule reads of the run and the repository. */
export interface DispatchFacts {
  /** The run's ref (`GITHUB_REF`). */
  ref: string;
  defaultBranch: string;
  /** The run's `GITHUB_ACTOR`; empty when the runner named none. */
  actor: string;
  /** The actor's role on the repository; undefined when it was not read (no role was needed, or no actor). */
  role?: Role;
}

export type OperatorRefusal =
  | { kind: 'not-default-branch'; defaultBranch: string; ref: string }
  | { kind: 'no-actor' }
  | { kind: 'role-too-low'; actor: string; role: Role; needed: Role };

/**
 * Why the run may not run the mode; undefined when it may. `needed`: the role the mode asks of its dispatcher, or
 * undefined for a mode that only reads. A role the facts do not hold counts as none (fails closed).
 */
export function decideOperator(facts: DispatchFacts, needed: Role | undefined): OperatorRefusal | undefined {
  if (facts.ref !== `refs/heads/${facts.defaultBranch}`) {
    return { kind: 'not-default-branch', defaultBranch: facts.defaultBranch, ref: facts.ref };
  }
  if (needed === undefined) return undefined;
  if (facts.actor === '') return { kind: 'no-actor' };
  const role = facts.role ?? 'none';
  return roleAtLeast(role, needed) ? undefined : { kind: 'role-too-low', actor: facts.actor, role, needed };
}
