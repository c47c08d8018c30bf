/**
 * Where history-guard's state lives. A PR that asks nothing of its author carries no comment: its
 * state is derived from what GitHub records (the timeline's force-pushes, the event's `before`) and
 * stated in the verdict check. What must persist (a block, an operator's unblock) rides on the
 * block comment's marker: it asks the author to act while blocked, and after an unblock it is
 * edited in place into the record of how the finding was resolved. Only trusted comments count.
 */
import { parseMarkers, renderMarker, type Marker } from '../core/markers.js';
import type { PullView, TrustedComment, WitnessedPull } from '../core/pr/view.js';
import type { GuardState } from './decide.js';

export const ACTION = 'history-guard';
export const SHA = /^[0-9a-f]{40}$/;

/** A block comment's finding key: which accepted head was rewritten, by which head. */
export function blockKey(finding: GuardState): string {
  return `block:${finding.accepted}:${finding.rewrite ?? finding.observed ?? ''}`;
}

/**
 * The block comment's marker: named by the finding, carrying the PR's state (`record`): the block
 * itself, or after an unblock the state the operator left.
 */
export function blockMarker(finding: GuardState, record: GuardState = finding): Marker {
  return { action: ACTION, kind: 'block', key: blockKey(finding), data: { ...record } };
}

/** A marker's data as a guard state; anything malformed is no state. */
export function parseGuardState(data: Record<string, unknown> | undefined): GuardState | undefined {
  if (!data) return undefined;
  const {
    status,
    accepted,
    observed,
    rewrite,
    backupRefs,
    tampered,
    via,
    refusedHead,
    overwritten,
    forcePushesSeen,
    tamperSeen,
  } = data;
  if ((status !== 'accepted' && status !== 'blocked') || typeof accepted !== 'string' || !SHA.test(accepted)) {
    return undefined;
  }
  const count = (n: unknown) => typeof n === 'number' && Number.isInteger(n) && n > 0;
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
    ...(count(forcePushesSeen) ? { forcePushesSeen: forcePushesSeen as number } : {}),
    ...(count(tamperSeen) ? { tamperSeen: tamperSeen as number } : {}),
    ...(via === 'first' || via === 'ahead' || via === 'unblocked' ? { via } : {}),
    ...(Array.isArray(backupRefs) ? { backupRefs: backupRefs.filter((r): r is string => typeof r === 'string') } : {}),
  };
}

export interface GuardRecord {
  state: GuardState;
  comment: TrustedComment;
  marker: Marker;
}

/**
 * The state the PR's trusted block comments carry: a block still open wins (the newest, if
 * several); otherwise the latest resolution (the one that accounts for the most force-pushes).
 */
export function readGuardRecord(view: Pick<PullView, 'trusted'>): GuardRecord | undefined {
  let best: GuardRecord | undefined;
  const rank = (r: GuardRecord) => [r.state.status === 'blocked' ? 1 : 0, r.state.forcePushesSeen ?? 0, r.comment.id];
  const better = (a: GuardRecord, b: GuardRecord | undefined) => {
    if (!b) return true;
    const [x, y] = [rank(a), rank(b)];
    for (let i = 0; i < x.length; i++) if (x[i] !== y[i]) return (x[i] as number) > (y[i] as number);
    return false;
  };
  for (const comment of view.trusted) {
    for (const marker of comment.markers) {
      if (marker.action !== ACTION || marker.kind !== 'block') continue;
      const state = parseGuardState(marker.data);
      if (!state) continue;
      const candidate = { state, comment, marker };
      if (better(candidate, best)) best = candidate;
    }
  }
  return best;
}

/**
 * The PR's guard state, from its record and GitHub's witnesses:
 * - a block on record stands until an operator lifts it;
 * - tamper evidence (one of our comments edited or deleted by someone else) that the record does
 *   not account for leaves no state: the guard then fails closed;
 * - a force-push the record does not account for: the head it overwrote is the last accepted one
 *   (every earlier move of the branch was a fast-forward, which GitHub does not record as forced);
 * - the record's accepted head (set by an operator's unblock);
 * - else `lastHead`, a head known to precede this one with no rewrite between (the event's `before`).
 * Undefined: nothing is known, the head is judged as a first head.
 */
export function readGuardState(
  snapshot: Pick<WitnessedPull, 'trusted' | 'tamperEvidence' | 'forcePushes'>,
  lastHead?: string,
): GuardState | undefined {
  const record = readGuardRecord(snapshot)?.state;
  if (record?.status === 'blocked') return record;
  if (snapshot.tamperEvidence.length > (record?.tamperSeen ?? 0)) return undefined;
  const seen = record?.forcePushesSeen ? { forcePushesSeen: record.forcePushesSeen } : {};
  const first = snapshot.forcePushes[record?.forcePushesSeen ?? 0];
  if (first?.before) return { status: 'accepted', accepted: first.before, via: 'ahead', ...seen };
  if (record) return record;
  if (lastHead !== undefined && SHA.test(lastHead)) return { status: 'accepted', accepted: lastHead, via: 'ahead' };
  return undefined;
}

/** The hidden line a verdict check carries: which PRs on its commit passed. */
export function verdictMarker(head: string, passed: readonly number[]): string {
  return renderMarker({ action: ACTION, kind: 'verdict', key: head, data: { passed: [...passed] } });
}

/** Whether a verdict check's text says PR `number` passed on it. */
export function passedIn(text: string, number: number): boolean {
  const marker = parseMarkers(text).find((m) => m.action === ACTION && m.kind === 'verdict');
  const passed = marker?.data?.passed;
  return Array.isArray(passed) && passed.includes(number);
}
