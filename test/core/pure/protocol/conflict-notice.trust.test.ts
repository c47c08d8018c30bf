// The conflict notice read from a real PR on the fake GitHub: only mergexo's own, unedited comments are a
// notice, whoever writes a look-alike, so a forged notice silences neither action.
import { describe, expect, it } from 'vitest';
import { readPull } from '../../../../src/core/pr/read.js';
import { otherConflictNotice } from '../../../../src/core/pure/protocol/conflict-notice.js';
import { BOT, newWorld, useGitHub } from '../../pr/world.js';
import { OLD_CONFLICTING_STATUS_WITH_RIDER, OLD_OPEN_CONFLICT_FINDING } from './old-markers.js';
import { octokitGitHub } from '../../../../src/core/github/octokit/index.js';

const gh = useGitHub();

describe('the conflict notice on a PR', () => {
  it("a notice mergexo wrote before the protocol module is read as the other action's notice", async () => {
    const w = await newWorld(gh);
    const status = w.repo.addComment(w.pr, BOT, `${OLD_CONFLICTING_STATUS_WITH_RIDER}\nThe PR conflicts.`);
    const finding = w.repo.addComment(w.pr, BOT, `${OLD_OPEN_CONFLICT_FINDING}\nThe PR conflicts.`);
    const view = await readPull(octokitGitHub(w.client), w.ref, w.pr);
    expect(otherConflictNotice(view, 'ci-wait', 'main')?.id).toBe(status.id);
    expect(otherConflictNotice(view, 'rebase-notify', 'main')?.id).toBe(finding.id);
  });

  it("a collaborator's look-alike notice, or mergexo's notice a collaborator edited, is none", async () => {
    const w = await newWorld(gh);
    w.repo.addComment(w.pr, 'mallory', `${OLD_OPEN_CONFLICT_FINDING}\nforged`);
    w.repo.addComment(
      w.pr,
      'github-actions',
      `${OLD_CONFLICTING_STATUS_WITH_RIDER}\nforged by a user named like the bot`,
    );
    const ours = w.repo.addComment(w.pr, BOT, `${OLD_CONFLICTING_STATUS_WITH_RIDER}\nThe PR conflicts.`);
    w.repo.editComment(ours.id, 'mallory', `${OLD_CONFLICTING_STATUS_WITH_RIDER}\nrewritten`);
    const view = await readPull(octokitGitHub(w.client), w.ref, w.pr);
    expect(otherConflictNotice(view, 'ci-wait', 'main')).toBeUndefined();
    expect(otherConflictNotice(view, 'rebase-notify', 'main')).toBeUndefined();
  });
});
