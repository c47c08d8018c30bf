/**
 * Where ci-wait keeps what it must remember about a PR, twice: in ci-wait's verdict check on each head it judged
 * (a hidden line of its `output.text`, `countCopyLine`), which no one can edit and, under a dedicated App, no one
 * else can write or delete; and in the marker of its newest comment that asks the author something (a finding, or
 * the hold). `../count.ts` reads both back and keeps the latest (`./decide-count.ts`), so deleting ci-wait's comments,
 * by anyone and under any name, does not restart the count. A PR whose rounds all passed needs no state.
 *
 * On comments, reading picks the newest trusted carrier (highest comment id): every write of the state goes to
 * the newest carrier (a new finding or hold comment carries it from its creation; otherwise the newest one's
 * marker is edited), so an older carrier holds an older state. A carrier edited or deleted by someone who pushes
 * to the PR leaves evidence on it (`PullView.tamperEvidence`); the state records how much evidence it had seen, and
 * evidence beyond that puts the PR on hold for a person to look at (`planTransition`).
 */
import { SHA_SOURCE, isSha } from '../../core/pure/sha.js';
import { parseMarkers, renderMarker, type Marker } from '../../core/pure/markers.js';
import {
  ciWaitFindingMarker,
  ciWaitRiderMarker,
  readCiWaitFinding,
  readCiWaitRider,
} from '../../core/pure/protocol/index.js';
import type { PullView, TrustedComment } from '../../core/pure/view.js';
import { findMarked } from '../../core/pure/trust.js';
import { OUTCOMES, type Outcome } from './decide.js';
import type { CiWaitState } from './decide-transition.js';

export const ACTION = 'ci-wait';

/**
 * Marker kinds that may carry ci-wait's state: its findings and holds; `count`, the rider it puts on
 * rebase-notify's conflict notice when that is the PR's notice and ci-wait has no comment of its own;
 * `state`, the standalone comment of earlier versions (read, never written).
 */
const CARRIERS: ReadonlySet<string> = new Set(['finding', 'hold', 'count', 'state']);

/**
 * A finding comment is named by its round; `open` turns false once the PR moved past it. A conflict
 * finding names its base, so rebase-notify can tell it reports the same conflict.
 */
export function findingMarker(
  round: string,
  open: boolean,
  extra: { state?: CiWaitState; base?: string } = {},
): Marker {
  const base = extra.base !== undefined ? { base: extra.base } : {};
  return ciWaitFindingMarker({ round, open, ...base, ...(extra.state ? { state: { ...extra.state } } : {}) });
}

export function holdMarker(holds: number, state?: CiWaitState): Marker {
  return { action: ACTION, kind: 'hold', key: `hold:${holds}`, ...(state ? { data: { state: { ...state } } } : {}) };
}

/** The rider that keeps ci-wait's state on another action's comment (`setRider`). */
export function countMarker(state: CiWaitState): Marker {
  return ciWaitRiderMarker(state);
}

/** The same marker carrying another state (or none): what writing the state on a carrier changes. */
export function withState(marker: Marker, state: CiWaitState | undefined): Marker {
  const data: Record<string, unknown> = { ...(marker.data ?? {}) };
  delete data.state;
  if (state) data.state = { ...state };
  const { action, kind, key } = marker;
  return Object.keys(data).length > 0 ? { action, kind, key, data } : { action, kind, key };
}

/** Whether the needs-human comment of hold `holds` is on the PR (it is written after the label). */
export function holdCommentPosted(snapshot: PullView, holds: number | undefined): boolean {
  if (holds === undefined) return false;
  const { kind, key } = holdMarker(holds);
  return findMarked(snapshot, ACTION, kind, key) !== undefined;
}

/** A ci-wait comment that may carry the state, with the marker that names it. */
export interface Carrier {
  comment: TrustedComment;
  marker: Marker;
}

function ciWaitMarker(comment: TrustedComment): Marker | undefined {
  return comment.markers.find((m) => m.action === ACTION && CARRIERS.has(m.kind));
}

/**
 * ci-wait's newest trusted comment that asks something (a finding, the hold, or the conflict notice
 * its count rides on): where the state is written. The standalone state comment of earlier versions
 * asks nothing and is never written to.
 */
export function newestCarrier(snapshot: Pick<PullView, 'trusted'>): Carrier | undefined {
  let best: Carrier | undefined;
  for (const comment of snapshot.trusted) {
    const marker = ciWaitMarker(comment);
    if (!marker || marker.kind === 'state') continue;
    if (!best || comment.id > best.comment.id) best = { comment, marker };
  }
  return best;
}

/** A marker's state, as written by any version; a malformed state is no state. */
export function parseState(data: unknown): CiWaitState | undefined {
  if (!data || typeof data !== 'object') return undefined;
  const { attempts, lastRound, outcome, head, held, holds, seen } = data as Record<string, unknown>;
  if (typeof attempts !== 'number' || !Number.isInteger(attempts) || attempts < 0) return undefined;
  return {
    attempts,
    ...(typeof lastRound === 'string' ? { lastRound } : {}),
    ...(typeof outcome === 'string' && (OUTCOMES as readonly string[]).includes(outcome)
      ? { outcome: outcome as Outcome }
      : {}),
    ...(isSha(head) ? { head } : {}),
    ...(held === true ? { held: true } : {}),
    ...(typeof holds === 'number' && Number.isInteger(holds) && holds > 0 ? { holds } : {}),
    ...(typeof seen === 'number' && Number.isInteger(seen) && seen > 0 ? { seen } : {}),
  };
}

/** The state a carrier holds: the rider's and the finding's are read by the protocol that declares them. */
function carriedState(marker: Marker): unknown {
  if (marker.kind === 'count') return readCiWaitRider(marker)?.state;
  if (marker.kind === 'finding') return readCiWaitFinding(marker)?.state;
  return marker.data?.state;
}

/**
 * The PR's ci-wait state: the one on its newest trusted carrier (highest comment id), so an older
 * carrier's stale state never wins while a newer one stands. A malformed state is no state.
 */
export function readState(snapshot: Pick<PullView, 'trusted'>): CiWaitState | undefined {
  let best: { id: number; state: CiWaitState } | undefined;
  let legacy: CiWaitState | undefined;
  for (const comment of snapshot.trusted) {
    const marker = ciWaitMarker(comment);
    if (!marker) continue;
    // The standalone comment of earlier versions kept its state in `data`: read only until a carrier has one.
    if (marker.kind === 'state') {
      legacy = parseState(marker.data) ?? legacy;
      continue;
    }
    const state = parseState(carriedState(marker));
    if (state && (!best || comment.id > best.id)) best = { id: comment.id, state };
  }
  return best?.state ?? legacy;
}

/** The standalone state comment of earlier versions, if the PR still has one (it asks nothing: it goes). */
export function legacyStateComment(snapshot: Pick<PullView, 'trusted'>): TrustedComment | undefined {
  return snapshot.trusted.find((c) => c.markers.some((m) => m.action === ACTION && m.kind === 'state'));
}

/** Finding comments still marked open, other than the one named `except`. */
export function openFindings(
  snapshot: PullView,
  except: string | undefined,
): { comment: TrustedComment; key: string; marker: Marker }[] {
  const found: { comment: TrustedComment; key: string; marker: Marker }[] = [];
  for (const comment of snapshot.trusted) {
    for (const marker of comment.markers) {
      const finding = readCiWaitFinding(marker);
      if (finding?.open && finding.round !== except) found.push({ comment, key: finding.round, marker });
    }
  }
  return found;
}

/** The head a finding was about (keys are `<outcome>:<head>[:<digest>]`). */
export function findingHead(key: string): string | undefined {
  return new RegExp(`^[a-z_]+:(${SHA_SOURCE})(?::|$)`).exec(key)?.[1];
}

/**
 * The copy of a PR's state in ci-wait's verdict check (its `output.text`, one hidden line), keyed by the PR's
 * number: the check is per commit, the state per PR. A check run cannot be edited, and under a dedicated App
 * nobody else can write or delete one, so no comment deletion restarts the count (`../count.ts` reads it back).
 */
export function countCopyLine(head: string, number: number, state: CiWaitState): string {
  return renderMarker({
    action: ACTION,
    kind: 'verdict',
    key: head,
    data: { states: { [String(number)]: { ...state } } },
  });
}

/** The state a verdict check's text holds for PR `number`; undefined when it holds none, or none that parses. */
export function copiedCount(text: string, number: number): CiWaitState | undefined {
  const verdict = parseMarkers(text).find((m) => m.action === ACTION && m.kind === 'verdict');
  const states = verdict?.data?.states;
  if (!states || typeof states !== 'object') return undefined;
  return parseState((states as Record<string, unknown>)[String(number)]);
}
