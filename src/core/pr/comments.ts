import type { GitHubClient } from '../github/client.js';
import { callGitHub } from '../github/errors.js';
import { parseMarkers, withMarker, type Marker } from '../markers.js';
import { findMarked, type PullRequestSnapshot, type RepoRef } from './read.js';

export type CommentResult = 'created' | 'updated' | 'unchanged';

/**
 * One comment per finding: the marker's (action, kind, key) names the finding. An existing
 * comment is edited in place when its text changed, never posted twice, so reruns and
 * runs resumed after a crash converge on the same single comment.
 */
export interface UpsertOptions {
  /**
   * After creating, look for twins created by concurrent runs of the same finding and keep only
   * the oldest, so N simultaneous runs still leave one comment. Costs one read per creation.
   */
  settle?: boolean;
}

/** How far back a concurrent twin may have been created. */
const SETTLE_WINDOW_MS = 15 * 60 * 1000;

export async function upsertComment(
  client: GitHubClient,
  repo: RepoRef,
  snapshot: PullRequestSnapshot,
  marker: Marker,
  text: string,
  options: UpsertOptions = {},
): Promise<CommentResult> {
  const body = withMarker(text, marker);
  const existing = findMarked(snapshot, marker.action, marker.kind, marker.key);
  if (existing) {
    if (existing.comment.body === body) return 'unchanged';
    await callGitHub('edit its pull request comment', 'pull-requests: write', () =>
      client.rest.issues.updateComment({ ...repo, comment_id: existing.comment.id, body }),
    );
    existing.comment.body = body;
    existing.comment.markers = [marker];
    return 'updated';
  }
  const created = await callGitHub('comment on the pull request', 'pull-requests: write', () =>
    client.rest.issues.createComment({ ...repo, issue_number: snapshot.number, body }),
  );
  const mine = { id: created.data.id, url: created.data.html_url, body, markers: [marker] };
  snapshot.trusted.push(mine);
  if (options.settle)
    await settle(client, repo, snapshot, marker, mine, created.data.user?.login, created.data.created_at);
  return 'created';
}

/**
 * Every run that created a comment for this finding compares notes through GitHub: the oldest
 * comment wins, and each run deletes only its own younger one, so exactly one survives.
 */
async function settle(
  client: GitHubClient,
  repo: RepoRef,
  snapshot: PullRequestSnapshot,
  marker: Marker,
  mine: { id: number; url: string; body: string; markers: Marker[] },
  author: string | undefined,
  createdAt: string,
): Promise<void> {
  if (!author) return;
  const since = new Date(new Date(createdAt).getTime() - SETTLE_WINDOW_MS).toISOString();
  const recent = await callGitHub('read pull request comments', 'pull-requests: read', () =>
    client.paginate(client.rest.issues.listComments, { ...repo, issue_number: snapshot.number, since, per_page: 100 }),
  );
  const twins = recent
    .filter((c) => c.user?.login === author)
    .filter((c) =>
      parseMarkers(c.body ?? '').some(
        (m) => m.action === marker.action && m.kind === marker.kind && m.key === marker.key,
      ),
    )
    .sort((a, b) => a.id - b.id);
  const oldest = twins[0];
  if (!oldest || oldest.id === mine.id) return;
  await callGitHub('delete its duplicate comment', 'pull-requests: write', () =>
    client.rest.issues.deleteComment({ ...repo, comment_id: mine.id }),
  );
  mine.id = oldest.id;
  mine.url = oldest.html_url;
  mine.body = oldest.body ?? mine.body;
}
