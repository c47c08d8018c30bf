/** The PR's state comment: its marker, how it is read (trusted comments only), and how it is written. */
import type { Marker } from '../core/markers.js';
import { upsertComment, type CommentResult, type UpsertOptions } from '../core/pr/comments.js';
import type { PullView, WitnessedPull } from '../core/pr/view.js';
import { findMarked } from '../core/pr/trust.js';
import type { ShellContext } from '../core/shell.js';
import type { GuardState } from './decide.js';
import { stateCommentText } from './messages.js';

export const ACTION = 'history-guard';
export const SHA = /^[0-9a-f]{40}$/;

export function stateMarker(state: GuardState): Marker {
  return { action: ACTION, kind: 'state', key: 'pr', data: { ...state } };
}

/** The block comment's identity: which accepted head was rewritten, by which head. */
export function blockMarker(state: GuardState): Marker {
  return { action: ACTION, kind: 'block', key: `block:${state.accepted}:${state.rewrite ?? state.observed ?? ''}` };
}

/** Reads the PR's guard state from its trusted state comment; a malformed one is no state. */
export function readGuardState(snapshot: WitnessedPull): GuardState | undefined {
  const found = findMarked(snapshot, ACTION, 'state', 'pr');
  const data = found?.marker.data;
  if (!data) return undefined;
  const { status, accepted, observed, rewrite, backupRefs, tampered, via, refusedHead, overwritten, forcePushesSeen } =
    data as Record<string, unknown>;
  if ((status !== 'accepted' && status !== 'blocked') || typeof accepted !== 'string' || !SHA.test(accepted)) {
    return undefined;
  }
  return {
    status,
    accepted,
    ...(typeof observed === 'string' && SHA.test(observed) ? { observed } : {}),
    ...(typeof rewrite === 'string' && SHA.test(rewrite) ? { rewrite } : {}),
    ...(typeof tampered === 'string' ? { tampered } : {}),
    ...(typeof refusedHead === 'string' ? { refusedHead } : {}),
    ...(Array.isArray(overwritten)
      ? { overwritten: overwritten.filter((o): o is string => typeof o === 'string' && SHA.test(o)) }
      : {}),
    ...(typeof forcePushesSeen === 'number' && Number.isInteger(forcePushesSeen) && forcePushesSeen > 0
      ? { forcePushesSeen }
      : {}),
    ...(via === 'first' || via === 'ahead' || via === 'unblocked' ? { via } : {}),
    ...(Array.isArray(backupRefs) ? { backupRefs: backupRefs.filter((r): r is string => typeof r === 'string') } : {}),
  };
}

/** Writes the PR's state comment (edited in place; never posted twice). */
export function writeGuardState(
  ctx: ShellContext,
  view: Pick<PullView, 'number' | 'trusted' | 'duplicates' | 'tamperedIds'>,
  state: GuardState,
  options: UpsertOptions = {},
): Promise<CommentResult> {
  return upsertComment(ctx.client, ctx.repo, view, stateMarker(state), stateCommentText(state, view.number), options);
}
