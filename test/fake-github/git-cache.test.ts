// The fake's kept git answers stay right as refs move: pushes, force-pushes and deleted branches change which
// pull requests contain a commit, while what git answered about object ids is not asked again.
import { describe, expect, it } from 'vitest';
import { gitProcessesStarted } from '../../fake-github/git.js';
import { useSetup, type Loose } from './helpers.js';

const s = useSetup();

/** The pull requests GitHub lists for `sha`, and the git processes the answer cost. */
async function pullsFor(sha: string): Promise<{ numbers: number[]; processes: number }> {
  const before = gitProcessesStarted();
  const res = await s.api('GET', `/repos/acme/widgets/commits/${sha}/pulls`);
  expect(res.status).toBe(200);
  return { numbers: res.json.map((p: Loose) => p.number), processes: gitProcessesStarted() - before };
}

describe("the fake's kept git answers", () => {
  it('lists the pull requests containing a commit after pushes, a force-push and a deleted branch', async () => {
    const { repo, wt, pr, c1 } = s;
    await wt.checkout('other', { create: true, from: 'main' });
    await wt.commit({ 'other.txt': 'o\n' }, 'other');
    await wt.push('other');
    const other = await repo.openPullRequest({ head: 'other', base: 'main', author: 'agent-1', title: 'Other' });

    expect((await pullsFor(c1)).numbers).toEqual([pr.number]);
    // Asked again with no ref moved, nothing is asked of git.
    expect(await pullsFor(c1)).toEqual({ numbers: [pr.number], processes: 0 });

    await wt.checkout('feature');
    const c2 = await wt.commit({ 'src/b.ts': 'b\n' }, 'second');
    await wt.push('feature');
    expect((await pullsFor(c1)).numbers).toEqual([pr.number]);
    expect((await pullsFor(c2)).numbers).toEqual([pr.number]);

    // The feature branch rewritten without c1; the other branch moved onto c2.
    await wt.git('reset', '-q', '--hard', 'origin/main');
    await wt.commit({ 'src/c.ts': 'c\n' }, 'rewritten');
    await wt.push('feature', { force: true });
    await wt.git('push', '-q', '--force', 'origin', `${c2}:refs/heads/other`);
    expect((await pullsFor(c1)).numbers).toEqual([other.number]);
    expect((await pullsFor(c2)).numbers).toEqual([other.number]);

    // A deleted head branch leaves the pull request at its last head; restored elsewhere, it follows.
    await wt.deleteRemoteBranch('other');
    expect((await pullsFor(c1)).numbers).toEqual([other.number]);
    await wt.git('push', '-q', 'origin', 'origin/main:refs/heads/other');
    expect(await pullsFor(c1)).toMatchObject({ numbers: [] });
    expect(await pullsFor(c1)).toEqual({ numbers: [], processes: 0 });
  });

  it("records a push at the time it was made, in UTC, from the repository's push hook", async () => {
    const { repo, wt, pr } = s;
    const from = Math.floor(Date.now() / 1000) * 1000;
    await wt.git('commit', '--amend', '-q', '-m', 'amended');
    await wt.push('feature', { force: true, git: true });
    const to = Date.now();
    const [pushed] = repo.timelineEvents(pr.number, ['HeadRefForcePushedEvent']).slice(-1);
    expect(pushed?.createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    const at = Date.parse(pushed!.createdAt);
    expect(at >= from && at <= to).toBe(true);
  });
});
