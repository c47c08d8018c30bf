/**
 * One notice per conflict. ci-wait and rebase-notify both find that a PR conflicts with its base,
 * and both would tell the author: ci-wait in its conflict finding, rebase-notify in its status
 * comment. Whichever posts first is the notice; the other posts none of its own while that one is
 * open (both still label the PR and write their checks as the contract says). Only trusted comments
 * count (the token's own identity, unedited), so a forged notice cannot silence either action.
 */
import type { PullView, TrustedComment } from '../pr/view.js';

export type ConflictNoticeAction = 'ci-wait' | 'rebase-notify';

/** Whether a marker is `action`'s open notice that the PR conflicts with `base`. */
function isOpenConflictNotice(action: ConflictNoticeAction, marker: TrustedComment['markers'][number], base: string) {
  if (marker.action !== action || marker.data?.base !== base) return false;
  if (action === 'ci-wait') {
    return marker.kind === 'finding' && marker.key.startsWith('conflict:') && marker.data.open === true;
  }
  return marker.kind === 'status' && marker.key === 'pr' && marker.data.class === 'conflicting';
}

/** The other action's open notice that this PR conflicts with `base`, if it is on the PR. */
export function otherConflictNotice(
  view: Pick<PullView, 'trusted'>,
  self: ConflictNoticeAction,
  base: string,
): TrustedComment | undefined {
  const other: ConflictNoticeAction = self === 'ci-wait' ? 'rebase-notify' : 'ci-wait';
  return view.trusted.find((c) => c.markers.some((m) => isOpenConflictNotice(other, m, base)));
}
