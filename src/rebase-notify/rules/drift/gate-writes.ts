/**
 * When one PR's drift writes go ahead and which check lands on its head (`drift/apply.ts` carries them out, in the
 * order that converges after a crash: the update, the ready mark, labels, the status comment, then the check).
 */
import type { CommitVerdict, PullPart } from '../../../core/pure/commit-verdict.js';
import { sharedHeadFingerprint } from './fingerprints.js';
import type { ObservedCheck, PullPlan } from './plan.js';

/**
 * Whether this run takes ci-wait's ready mark back before its notice: a PR that now conflicts cannot land, so
 * reviewers are not left asked to review it. Only when this run reports the conflict (a PR already reported had
 * its mark taken back then) and ci-wait has not (its run took the mark back with its own notice). Its writes
 * must fit beside the plan's (`readyRoom`), else the whole PR waits: the notice must not go out without the
 * take-back, or the next run would think it done.
 */
export function takesReadyBack(
  plan: Pick<PullPlan, 'class' | 'writes'>,
  conflictReported: boolean | undefined,
  markOn: boolean,
): boolean {
  return plan.class === 'conflicting' && plan.writes > 0 && !conflictReported && markOn;
}

/** The room taking the mark back needs: one write per mode at most, beside the plan's own writes. */
export const readyRoom = (modes: number, plan: Pick<PullPlan, 'writes'>): number => modes + plan.writes;

/**
 * Whether the check waits for the next run: a success may have to be written back to failure (a PR that does not
 * pass moved onto the commit meanwhile), so it is written only with room for that second write, and max-writes
 * holds even then. A failure of the PR's own was counted in its plan.
 */
export const gateDeferred = (ownPass: boolean, fits: (n: number) => boolean): boolean => ownPass && !fits(2);

/** The check written on the head, as core's per-commit rule judged it. */
export type GateWrite<R> =
  /** The PR fails on its own: its own check, judged on what this run knows. */
  | { kind: 'own' }
  /** Every PR on the commit passes. */
  | { kind: 'pass' }
  /** Others on the commit fail: the shared-head refusal, unless that very refusal already stands (`stays`). */
  | { kind: 'shared-head'; failing: PullPart<R>[]; fingerprint: string; stays: boolean };

/**
 * Which check goes on the head. `standing`: the check the head already shows (when it is the evaluated head);
 * `rewriting`: this run already wrote a success that a PR moving onto the commit now turns back.
 */
export function gateWrite<R>(
  ownPass: boolean,
  commit: CommitVerdict<R>,
  standing: Pick<ObservedCheck, 'conclusion' | 'fingerprint'> | undefined,
  rewriting: boolean,
): GateWrite<R> {
  if (!ownPass) return { kind: 'own' };
  if (commit.pass) return { kind: 'pass' };
  const failing = [...commit.failing];
  const fingerprint = sharedHeadFingerprint(failing);
  // The same refusal already on the head is not written again on every run.
  const stays = !rewriting && standing?.conclusion === 'failure' && standing.fingerprint === fingerprint;
  return { kind: 'shared-head', failing, fingerprint, stays };
}
