/**
 * Which collision check lands on a PR's head, as core's per-commit rule judged the commit (`collisions/writes.ts`
 * words and writes it): whether it is the PR's own, the shared-head refusal or a success, which facts it carries,
 * whether the check already standing says it, and the room it needs.
 */
import type { CommitVerdict } from '../../../core/pure/commit-verdict.js';
import type { ObservedCheck } from '../drift/plan.js';
import { sharedHeadFingerprint } from '../drift/fingerprints.js';
import { showsFacts } from './decide.js';

export interface CollisionCheckWrite {
  /** `shared-head`: the PR passes alone but another PR on the commit does not; `own`: its own verdict stands. */
  kind: 'own' | 'shared-head';
  /** The facts the check carries (`external_id`). */
  fingerprint: string;
  /** The check standing on the head already says this: nothing is written. */
  stays: boolean;
  /** Writes to keep room for: a success may have to be written back to failure (a PR moved onto the commit). */
  room: number;
}

/**
 * `fingerprint`: the PR's own facts; `standing`: the check the listing saw on its head; `rewriting`: this run
 * already wrote the check once (a success now turned back), so what stood before no longer counts and the
 * room was kept then.
 */
export function collisionCheckWrite(
  ownPass: boolean,
  commit: CommitVerdict<unknown>,
  conclusion: string,
  fingerprint: string,
  standing: Pick<ObservedCheck, 'conclusion' | 'fingerprint'> | undefined,
  rewriting: boolean,
): CollisionCheckWrite {
  const shared = ownPass && !commit.pass;
  const id = shared ? sharedHeadFingerprint(commit.failing) : fingerprint;
  const stays = !rewriting && !!standing && standing.conclusion === conclusion && showsFacts(standing.fingerprint, id);
  return { kind: shared ? 'shared-head' : 'own', fingerprint: id, stays, room: rewriting ? 0 : commit.pass ? 2 : 1 };
}
