import type { GitHubClient } from './github/client.js';
import { callGitHub } from './github/errors.js';
import { withMarker, type Marker } from './markers.js';
import { findMarked, type PullRequestSnapshot, type RepoRef } from './pull-request.js';

export type CommentResult = 'created' | 'updated' | 'unchanged';

/**
 * One comment per finding: the marker's (action, kind, key) names the finding. An existing
 * comment is edited in place when its text changed, never posted twice, so reruns and
 * runs resumed after a crash converge on the same single comment.
 */
export async function upsertComment(
  client: GitHubClient,
  repo: RepoRef,
  snapshot: PullRequestSnapshot,
  marker: Marker,
  text: string,
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
  snapshot.trusted.push({ id: created.data.id, url: created.data.html_url, body, markers: [marker] });
  return 'created';
}
