import type { Marker } from '../core/markers.js';
import type { PullView, TrustedComment } from '../core/pr/view.js';
import { findMarked } from '../core/pr/trust.js';
import { OUTCOMES, type CiWaitState, type Outcome } from './decide.js';

export const ACTION = 'ci-wait';

export function stateMarker(state: CiWaitState): Marker {
  return { action: ACTION, kind: 'state', key: 'pr', data: { ...state } };
}

/** A finding comment is named by its round; `open` turns false once the PR moved past it. */
export function findingMarker(round: string, open: boolean): Marker {
  return { action: ACTION, kind: 'finding', key: round, data: { open } };
}

export function holdMarker(holds: number): Marker {
  return { action: ACTION, kind: 'hold', key: `hold:${holds}` };
}

/** Whether the needs-human comment of hold `holds` is on the PR (it is written after the label). */
export function holdCommentPosted(snapshot: PullView, holds: number | undefined): boolean {
  if (holds === undefined) return false;
  const { kind, key } = holdMarker(holds);
  return findMarked(snapshot, ACTION, kind, key) !== undefined;
}

/** Reads the PR's ci-wait state from its trusted state comment; a malformed one is no state. */
export function readState(snapshot: PullView): CiWaitState | undefined {
  const data = findMarked(snapshot, ACTION, 'state', 'pr')?.marker.data;
  if (!data) return undefined;
  const { attempts, lastRound, outcome, head, held, holds } = data as Record<string, unknown>;
  if (typeof attempts !== 'number' || !Number.isInteger(attempts) || attempts < 0) return undefined;
  return {
    attempts,
    ...(typeof lastRound === 'string' ? { lastRound } : {}),
    ...(typeof outcome === 'string' && (OUTCOMES as readonly string[]).includes(outcome)
      ? { outcome: outcome as Outcome }
      : {}),
    ...(typeof head === 'string' && /^[0-9a-f]{40}$/.test(head) ? { head } : {}),
    ...(held === true ? { held: true } : {}),
    ...(typeof holds === 'number' && Number.isInteger(holds) && holds > 0 ? { holds } : {}),
  };
}

/** Finding comments still marked open, other than the one named `except`. */
export function openFindings(
  snapshot: PullView,
  except: string | undefined,
): { comment: TrustedComment; key: string }[] {
  const found: { comment: TrustedComment; key: string }[] = [];
  for (const comment of snapshot.trusted) {
    for (const marker of comment.markers) {
      if (
        marker.action === ACTION &&
        marker.kind === 'finding' &&
        marker.key !== except &&
        marker.data?.open === true
      ) {
        found.push({ comment, key: marker.key });
      }
    }
  }
  return found;
}

/** The head a finding was about (keys are `<outcome>:<head>[:<digest>]`). */
export function findingHead(key: string): string | undefined {
  return /^[a-z_]+:([0-9a-f]{40})/.exec(key)?.[1];
}
