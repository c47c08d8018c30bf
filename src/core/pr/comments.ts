/**
 * The PR gateway's comment writer, with the one duplicate policy: one comment per finding (the
 * marker's action, kind and key name it), the oldest is the one, and younger copies are deleted.
 * - Copies a read already holds (`view.duplicates`, `./trust.ts`) cost nothing to find; the writer
 *   deletes them when it writes that finding, or all at once with `removeDuplicates`.
 * - Copies created at the same moment by overlapping runs are found by `settle`, one read after
 *   a creation: each run keeps the oldest and deletes only its own younger one.
 */
import type { GitHubPort } from '../github/port.js';
import { markerlessText, parseMarkers, withMarker, withMarkers, type Marker } from '../pure/markers.js';
import { findMarked } from '../pure/trust.js';
import type { PullView, RepoRef, TrustedComment } from '../pure/view.js';

export type CommentResult = 'created' | 'updated' | 'unchanged';

export interface UpsertOptions {
  /**
   * After creating, look for twins created by concurrent runs of the same finding and keep only
   * the oldest, so N simultaneous runs still leave one comment. Costs one read per creation.
   */
  settle?: boolean;
}

/** How far back a concurrent twin may have been created. */
const SETTLE_WINDOW_MS = 15 * 60 * 1000;

const sameFinding = (a: Marker, b: Marker) => a.action === b.action && a.kind === b.kind && a.key === b.key;

async function deleteComment(github: GitHubPort, repo: RepoRef, id: number): Promise<void> {
  // Gone already: another run deleted it first, and the goal is reached.
  await github.deleteComment(repo, id);
}

/** Deletes the younger copies the read found, of one finding or of all; returns how many. */
export async function removeDuplicates(
  github: GitHubPort,
  repo: RepoRef,
  view: Pick<PullView, 'duplicates'>,
  of?: Marker,
): Promise<number> {
  if (github.observing) return 0;
  const doomed = view.duplicates.filter((c) => !of || c.markers.some((m) => sameFinding(m, of)));
  for (const copy of doomed) await deleteComment(github, repo, copy.id);
  view.duplicates = view.duplicates.filter((c) => !doomed.includes(c));
  return doomed.length;
}

/**
 * Writes a finding's comment: edited in place when its text changed, never posted twice, so reruns
 * and runs resumed after a crash converge on the same single comment.
 */
export async function upsertComment(
  github: GitHubPort,
  repo: RepoRef,
  view: Pick<PullView, 'number' | 'trusted' | 'duplicates' | 'tamperedIds'>,
  marker: Marker,
  text: string,
  options: UpsertOptions = {},
): Promise<CommentResult> {
  // Observe mode (`../enforcement.ts`): the finding is said in the verdict check and the summary only.
  if (github.observing) return 'unchanged';
  const body = withMarker(text, marker);
  await removeDuplicates(github, repo, view, marker);
  const existing = findMarked(view, marker.action, marker.kind, marker.key);
  if (existing) {
    // Another action's markers riding on this comment stay: its state is not this writer's to drop.
    const markers = [marker, ...existing.comment.markers.filter((m) => m.action !== marker.action)];
    const edited = withMarkers(text, markers);
    if (existing.comment.body === edited) return 'unchanged';
    await github.updateComment(repo, existing.comment.id, edited);
    existing.comment.body = edited;
    existing.comment.markers = markers;
    return 'updated';
  }
  const created = await github.createComment(repo, view.number, body);
  const mine: TrustedComment = { id: created.id, url: created.html_url, body, markers: [marker] };
  view.trusted.push(mine);
  if (options.settle) {
    await settle(
      github,
      repo,
      view.number,
      marker,
      mine,
      new Set(view.tamperedIds ?? []),
      created.user?.login,
      created.created_at,
    );
  }
  return 'created';
}

/**
 * Every run that created a comment for this finding compares notes through GitHub: the oldest
 * comment wins, and each run deletes only its own younger one, so exactly one survives.
 */
async function settle(
  github: GitHubPort,
  repo: RepoRef,
  number: number,
  marker: Marker,
  mine: TrustedComment,
  tamperedIds: ReadonlySet<number>,
  author: string | undefined,
  createdAt: string,
): Promise<void> {
  if (!author) return;
  const since = new Date(new Date(createdAt).getTime() - SETTLE_WINDOW_MS).toISOString();
  const recent = await github.listCommentsSince(repo, number, since);
  // REST does not say who edited a comment: one of ours that someone else rewrote (the read saw it, and
  // left it out of `trusted`) looks like a twin here. Never give way to it.
  const twins = recent
    .filter((c) => c.user?.login === author && !tamperedIds.has(c.id))
    .filter((c) => parseMarkers(c.body ?? '').some((m) => sameFinding(m, marker)))
    .sort((a, b) => a.id - b.id);
  const oldest = twins[0];
  if (!oldest || oldest.id === mine.id) return;
  await deleteComment(github, repo, mine.id);
  mine.id = oldest.id;
  mine.url = oldest.html_url;
  mine.body = oldest.body ?? mine.body;
}

/**
 * Puts `rider` on a trusted comment another action of mergexo wrote (replacing the rider's earlier
 * marker of the same action and kind), its text and other markers unchanged: how one action keeps
 * state on another's comment instead of a comment of its own that asks nothing.
 */
export async function setRider(
  github: GitHubPort,
  repo: RepoRef,
  comment: TrustedComment,
  rider: Marker,
): Promise<CommentResult> {
  if (github.observing) return 'unchanged';
  const others = comment.markers.filter((m) => !(m.action === rider.action && m.kind === rider.kind));
  const markers = [...others, rider];
  const body = withMarkers(markerlessText(comment.body), markers);
  if (body === comment.body) return 'unchanged';
  await github.updateComment(repo, comment.id, body);
  comment.body = body;
  comment.markers = markers;
  return 'updated';
}

/**
 * Takes back a comment mergexo wrote (ci-wait's state comment of an earlier version, once its state
 * rides on a comment that asks something); one already gone is fine.
 */
export async function deleteOwnComment(
  github: GitHubPort,
  repo: RepoRef,
  view: Pick<PullView, 'trusted'>,
  id: number,
): Promise<void> {
  if (github.observing) return;
  await deleteComment(github, repo, id);
  view.trusted = view.trusted.filter((c) => c.id !== id);
}
