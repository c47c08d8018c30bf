import { isSha } from '../../core/pure/sha.js';
import { markerlessText, type Marker } from '../../core/pure/markers.js';
import type { PullView } from '../../core/pure/view.js';
import { findMarked } from '../../core/pure/trust.js';
import {
  REBASE_NOTIFY_STATUS,
  readRebaseNotifyStatus,
  rebaseNotifyStatusMarker,
} from '../../core/pure/protocol/index.js';
import type { DriftClass, StatusComment, StoredState } from './drift/plan.js';

export const ACTION = 'rebase-notify';
const CLASSES: readonly DriftClass[] = ['up_to_date', 'behind', 'conflicting'];

/**
 * The status comment's finding, whatever state it carries: core's duplicate policy keeps the oldest
 * comment of a finding and deletes the younger copies overlapping runs posted (`removeDuplicates`).
 */
export const STATUS: Marker = { ...REBASE_NOTIFY_STATUS };

/** One status comment per PR, whatever its base: the marker names it and carries its state. */
export function statusMarker(state: StoredState): Marker {
  return rebaseNotifyStatusMarker(state);
}

const count = (v: unknown) => (typeof v === 'number' && Number.isInteger(v) && v >= 0 ? v : undefined);

export function parseStoredState(data: Record<string, unknown> | undefined): StoredState | undefined {
  if (!data) return undefined;
  const cls = data.class;
  if (typeof cls !== 'string' || !(CLASSES as readonly string[]).includes(cls)) return undefined;
  const behind = count(data.behind);
  const ahead = count(data.ahead);
  const { notifiedAt, base, baseSha, headSha, files, fingerprint } = data;
  if (typeof notifiedAt !== 'string' || !Number.isFinite(Date.parse(notifiedAt))) return undefined;
  if (behind === undefined || ahead === undefined || typeof base !== 'string') return undefined;
  if (!isSha(baseSha) || !isSha(headSha)) return undefined;
  return {
    class: cls as DriftClass,
    notifiedAt,
    behind,
    ahead,
    base,
    baseSha,
    headSha,
    ...(Array.isArray(files) ? { files: files.filter((f): f is string => typeof f === 'string') } : {}),
    ...(typeof fingerprint === 'string' ? { fingerprint } : {}),
  };
}

/** The PR's trusted status comment (text without the marker line) and the state it carries. */
export function readStatusComment(view: Pick<PullView, 'trusted'>): (StatusComment & { id: number }) | undefined {
  const found = findMarked(view, ACTION, 'status', 'pr');
  if (!found) return undefined;
  // The marker line may also carry ci-wait's count riding on this notice (`src/core/pure/protocol/ci-wait-rider.ts`).
  const text = markerlessText(found.comment.body);
  const state = parseStoredState(readRebaseNotifyStatus(found.marker));
  return { id: found.comment.id, text, ...(state ? { state } : {}) };
}

/**
 * The collision comment: one per PR, naming the PRs (or the base) it collides or overlaps with. Its marker
 * carries the fingerprint of the facts it states, so a run rewrites it only when the facts changed.
 */
export const COLLISION: Marker = { action: ACTION, kind: 'collision', key: 'pr' };

export function collisionMarker(fingerprint: string): Marker {
  return { ...COLLISION, data: { fingerprint } };
}

/** The PR's trusted collision comment and the fingerprint it carries. */
export function readCollisionComment(
  view: Pick<PullView, 'trusted'>,
): { id: number; fingerprint: string | undefined } | undefined {
  const found = findMarked(view, ACTION, COLLISION.kind, COLLISION.key);
  if (!found) return undefined;
  const fp = found.marker.data?.fingerprint;
  return { id: found.comment.id, fingerprint: typeof fp === 'string' ? fp : undefined };
}

/**
 * The operator's hand-over of an allocated name, recorded on the PR that receives it. The record names the
 * workflow run that wrote it: a reader counts it only as GitHub's record of that run allows
 * (`collisions/hand-over-authority.ts`).
 */
export const HANDOVER_KIND = 'name-holder';

/** One hand-over as mergexo recorded it on the receiving PR. */
export interface HandOverRecord {
  /** The allocated name, as the index compares it (digits as a number). */
  name: string;
  /** The base the PR was on: a hand-over holds only there. */
  base: string;
  /** The workflow run that recorded it: GitHub's record of who started it is the authority. */
  run: number;
  /** Who dispatched that run. */
  actor: string;
}

export function handOverMarker(r: HandOverRecord): Marker {
  return { action: ACTION, kind: HANDOVER_KIND, key: r.name, data: { ...r } };
}

/** The hand-over records among a PR's trusted comments (well-formed ones only). */
export function handOverRecords(view: Pick<PullView, 'trusted'>): HandOverRecord[] {
  const out: HandOverRecord[] = [];
  for (const comment of view.trusted) {
    const m = comment.markers.find((x) => x.action === ACTION && x.kind === HANDOVER_KIND);
    const d = m?.data;
    if (!m || !d) continue;
    const { name, base, run, actor } = d;
    if (typeof name !== 'string' || name !== m.key || typeof base !== 'string' || typeof actor !== 'string') continue;
    if (typeof run !== 'number' || !Number.isSafeInteger(run) || run <= 0) continue;
    out.push({ name, base, run, actor });
  }
  return out;
}
