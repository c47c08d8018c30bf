// rebase-notify's listing on the fake GitHub: one PR read with the listing's fields, and its older comments read
// through core's comment paging, which refuses a page GitHub does not answer instead of calling the comments complete.
import { describe, expect, it } from 'vitest';
import { UndecidableError } from '../../src/core/pure/errors.js';
import type { GitHubPort } from '../../src/core/github/port.js';
import { withMarker } from '../../src/core/pure/markers.js';
import { REBASE_COMMENT_WINDOW } from '../../src/rebase-notify/documents.js';
import { completeComments, listOnePull } from '../../src/rebase-notify/listing.js';
import { BOT, newWorld, useGitHub } from '../core/pr/world.js';

const gh = useGitHub();
const OPTIONS = { checkName: 'mergexo/rebase-notify', withMergeable: false, withChecks: false };
const STATUS = { action: 'rebase-notify', kind: 'status', key: 'main' } as const;

/** The port, except that GitHub answers no page of a PR's comments (a PR that vanished mid-run). */
function commentsUnanswered(github: GitHubPort): GitHubPort {
  const query: GitHubPort['query'] = async <T>(...args: Parameters<GitHubPort['query']>) =>
    args[0] === 'pull.comments' ? ({ repository: null } as T) : github.query<T>(...args);
  return Object.assign(Object.create(github) as GitHubPort, { query });
}

describe('completeComments', () => {
  it("finds mergexo's status comment among every comment of the PR", async () => {
    const w = await newWorld(gh);
    w.repo.addComment(w.pr, BOT, withMarker('behind main', STATUS));
    // More comments after it than the listing's window holds, so the listing does not see it.
    for (let i = 0; i < REBASE_COMMENT_WINDOW + 5; i++) w.repo.addComment(w.pr, 'agent-1', `note ${i}`);
    const pull = await listOnePull(w.github, w.ref, w.pr, OPTIONS);
    if (!pull) throw new Error('the PR is open');
    expect([pull.commentsComplete, pull.view.trusted.length]).toEqual([false, 0]);
    await completeComments(w.github, w.ref, pull);
    expect(pull.commentsComplete).toBe(true);
    expect(pull.view.trusted.map((c) => c.markers[0]?.kind)).toEqual(['status']);
  });

  it('a page GitHub does not answer makes the PR undecidable, never complete', async () => {
    const w = await newWorld(gh);
    const pull = await listOnePull(w.github, w.ref, w.pr, OPTIONS);
    if (!pull) throw new Error('the PR is open');
    // As for a PR whose comments window holds fewer comments than it has.
    pull.commentsComplete = false;
    await expect(completeComments(commentsUnanswered(w.github), w.ref, pull)).rejects.toBeInstanceOf(UndecidableError);
    expect(pull.commentsComplete).toBe(false);
  });
});
