/**
 * ci-wait's rider: when rebase-notify's conflict notice is the PR's notice (`./conflict-notice.ts`) and
 * ci-wait has no comment of its own, ci-wait keeps its failed-round count as a second marker on that
 * notice's first line instead of posting a comment that asks nothing. rebase-notify keeps every marker of
 * another action when it edits its comment (core's `upsertComment`) and reads its text without them
 * (`markerlessText`); the rider's state is ci-wait's own, opaque to everyone else.
 */
import type { Marker } from '../markers.js';
import { readable, versionField } from './version.js';

/** The data version the rider is written in, and read in (with the one before it). */
export const CI_WAIT_RIDER_VERSION = 1;

export const CI_WAIT_RIDER = { action: 'ci-wait', kind: 'count', key: 'pr' } as const;

/** The rider carrying ci-wait's state (`setRider` puts it on the notice). */
export function ciWaitRiderMarker(state: object): Marker {
  return { ...CI_WAIT_RIDER, data: { ...versionField(CI_WAIT_RIDER_VERSION), state: { ...state } } };
}

/** The state a rider carries, if `marker` is ci-wait's rider in a version this reader knows. */
export function readCiWaitRider(marker: Marker): { state: unknown } | undefined {
  if (marker.action !== CI_WAIT_RIDER.action || marker.kind !== CI_WAIT_RIDER.kind) return undefined;
  if (!readable(marker.data, CI_WAIT_RIDER_VERSION)) return undefined;
  return { state: marker.data?.state };
}
