/**
 * One notice per conflict. ci-wait and rebase-notify both find that a PR conflicts with its base,
 * and both would tell the author: ci-wait in its conflict finding, rebase-notify in its status
 * comment. Whichever posts first is the notice; the other posts none of its own while that one is
 * open (both still label the PR and write their checks as the contract says). Only trusted comments
 * count (the token's own identity, unedited), so a forged notice cannot silence either action.
 *
 * Both markers are declared here, rendered here and read here (`readConflictNotice`): an action never
 * reads the other's marker fields itself. `docs/protocol.md` describes them.
 */
import type { Marker } from '../markers.js';
import type { PullView, TrustedComment } from '../view.js';
import { readable, versionField } from './version.js';

export type ConflictNoticeAction = 'ci-wait' | 'rebase-notify';

/**
 * The conflict label both actions put on a conflicting PR and take off once it no longer conflicts (ci-wait's
 * and rebase-notify's `conflict-label`, this by default): one label for one conflict, whoever saw it first.
 * rebase-notify reads it as the class it last reported when it has no status comment (`previousClass`).
 */
export const DEFAULT_CONFLICT_LABEL = 'mergexo:conflict';

/** The data version both notices are written in, and read in (with the one before it). */
export const CONFLICT_NOTICE_VERSION = 1;

/** ci-wait's finding comment: one per round, keyed `<outcome>:<head>[:<digest>]`; a conflict round's key. */
export const CI_WAIT_FINDING = { action: 'ci-wait', kind: 'finding' } as const;
const CONFLICT_ROUND = 'conflict:';

/** rebase-notify's status comment: one per PR, whatever its base. */
export const REBASE_NOTIFY_STATUS = { action: 'rebase-notify', kind: 'status', key: 'pr' } as const;

/** What a notice says to the other action: who wrote it, and which base the PR conflicts with. */
export interface ConflictNotice {
  from: ConflictNoticeAction;
  base: string;
}

/** ci-wait's finding as the protocol reads it; `state` is ci-wait's own, opaque to everyone else. */
export interface CiWaitFinding {
  round: string;
  open: boolean;
  base?: string;
  state?: unknown;
}

/**
 * ci-wait's finding marker. `open` turns false once the PR moved past the round; a conflict finding names
 * its base, so rebase-notify can tell it reports the same conflict.
 */
export function ciWaitFindingMarker(finding: CiWaitFinding): Marker {
  return {
    ...CI_WAIT_FINDING,
    key: finding.round,
    data: {
      ...versionField(CONFLICT_NOTICE_VERSION),
      open: finding.open,
      ...(finding.base !== undefined ? { base: finding.base } : {}),
      ...(finding.state !== undefined ? { state: finding.state } : {}),
    },
  };
}

/** ci-wait's finding, if `marker` is one in a version this reader knows. */
export function readCiWaitFinding(marker: Marker): CiWaitFinding | undefined {
  if (marker.action !== CI_WAIT_FINDING.action || marker.kind !== CI_WAIT_FINDING.kind) return undefined;
  if (!readable(marker.data, CONFLICT_NOTICE_VERSION)) return undefined;
  const data = marker.data ?? {};
  return {
    round: marker.key,
    open: data.open === true,
    ...(typeof data.base === 'string' ? { base: data.base } : {}),
    ...('state' in data ? { state: data.state } : {}),
  };
}

/**
 * rebase-notify's status marker: its whole state, of which the protocol fixes two fields: `class`
 * (`conflicting` makes the comment a conflict notice) and `base`. The rest is rebase-notify's own.
 */
export function rebaseNotifyStatusMarker<S extends { class: string; base: string }>(state: S): Marker {
  return { ...REBASE_NOTIFY_STATUS, data: { ...versionField(CONFLICT_NOTICE_VERSION), ...state } };
}

/** The data of rebase-notify's status marker, if `marker` is one in a version this reader knows. */
export function readRebaseNotifyStatus(marker: Marker): Record<string, unknown> | undefined {
  const { action, kind, key } = REBASE_NOTIFY_STATUS;
  if (marker.action !== action || marker.kind !== kind || marker.key !== key) return undefined;
  if (!readable(marker.data, CONFLICT_NOTICE_VERSION)) return undefined;
  return marker.data ?? {};
}

/** The open conflict notice `marker` is, if it is one: ci-wait's open conflict finding, or a conflicting status. */
export function readConflictNotice(marker: Marker): ConflictNotice | undefined {
  const finding = readCiWaitFinding(marker);
  if (finding) {
    const isNotice = finding.open && finding.round.startsWith(CONFLICT_ROUND) && finding.base !== undefined;
    return isNotice ? { from: 'ci-wait', base: finding.base as string } : undefined;
  }
  const status = readRebaseNotifyStatus(marker);
  if (status?.class !== 'conflicting' || typeof status.base !== 'string') return undefined;
  return { from: 'rebase-notify', base: status.base };
}

/** The other action's open notice that this PR conflicts with `base`, if it is on the PR. */
export function otherConflictNotice(
  view: Pick<PullView, 'trusted'>,
  self: ConflictNoticeAction,
  base: string,
): TrustedComment | undefined {
  const other: ConflictNoticeAction = self === 'ci-wait' ? 'rebase-notify' : 'ci-wait';
  return view.trusted.find((c) =>
    c.markers.some((m) => {
      const notice = readConflictNotice(m);
      return notice?.from === other && notice.base === base;
    }),
  );
}
