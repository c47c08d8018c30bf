// Pull request lifecycle through the REST API: close, reopen and retarget (PATCH pulls), the webhook payloads
// for them, several pull requests on one head commit, and "List pull requests associated with a commit".
import { getOctokit } from '@actions/github';
import { describe, expect, it } from 'vitest';
import { client, useSetup, type Loose, type Setup } from './helpers.js';

// Each describe has a fake of its own, and each test makes the branches it needs: a test's result does not depend
// on which ran before it.

const o = { owner: 'acme', repo: 'widgets' };

/** `release`: a branch from main on which the pull request from `feature` conflicts (it changes `src/a.ts` too). */
async function conflictingRelease({ wt }: Setup): Promise<void> {
  await wt.checkout('release', { create: true, from: 'main' });
  await wt.commit({ 'src/a.ts': 'export const a = 2;\n', 'r.txt': 'r\n' }, 'release work');
  await wt.push('release');
  await wt.checkout('feature');
}

describe('pull request lifecycle', () => {
  const s = useSetup();

  it('closes and reopens through PATCH, with closed/reopened webhook payloads', async () => {
    const { gh, repo, pr } = s;
    const octokit = getOctokit('tok', { baseUrl: gh.apiUrl });
    const { data: closed } = await octokit.rest.pulls.update({ ...o, pull_number: pr.number, state: 'closed' });
    expect(closed).toMatchObject({ state: 'closed', merged: false, mergeable: null });
    expect(closed.closed_at).not.toBeNull();
    const payload: Loose = gh.events.pullRequest(repo, pr.number, 'closed', { sender: 'github-actions[bot]' });
    expect(payload).toMatchObject({
      action: 'closed',
      number: pr.number,
      pull_request: { state: 'closed', merged: false, number: pr.number },
      sender: { login: 'github-actions[bot]' },
    });
    expect(payload.changes).toBeUndefined();
    const { data: reopened } = await octokit.rest.pulls.update({ ...o, pull_number: pr.number, state: 'open' });
    expect(reopened).toMatchObject({ state: 'open', closed_at: null, mergeable: true });
    expect(gh.events.pullRequest(repo, pr.number, 'reopened')).toMatchObject({
      action: 'reopened',
      pull_request: { state: 'open' },
    });
    // Title and body edits are reported in `changes` of the edited payload.
    await octokit.rest.pulls.update({ ...o, pull_number: pr.number, title: 'Renamed' });
    expect(gh.events.pullRequest(repo, pr.number, 'edited')).toMatchObject({
      action: 'edited',
      changes: { title: { from: 'Add a' } },
      pull_request: { title: 'Renamed' },
    });
    // Refusals change nothing.
    await expect(
      octokit.rest.pulls.update({ ...o, pull_number: pr.number, base: 'no-such-branch' }),
    ).rejects.toMatchObject({ status: 422 });
    gh.addToken('pr-read', { login: 'github-actions[bot]', type: 'Bot', permissions: { 'pull-requests': 'read' } });
    const denied = await client(gh, 'pr-read')('PATCH', `/repos/acme/widgets/pulls/${pr.number}`, { state: 'closed' });
    expect(denied.status).toBe(403);
    expect(denied.headers.get('x-accepted-github-permissions')).toBe('pull_requests=write');
    expect((await repo.pull(pr.number)).state).toBe('open');
  });

  it('retargets the base: head unchanged, mergeability, compare and commits follow the new base', async () => {
    const { gh, repo, pr, c1, api } = s;
    const mainBefore = repo.branchSha('main')!;
    await conflictingRelease(s);
    const res = await api('PATCH', `/repos/acme/widgets/pulls/${pr.number}`, { base: 'release' });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      base: { ref: 'release', sha: repo.branchSha('release') },
      head: { ref: 'feature', sha: c1 },
      mergeable: false,
      mergeable_state: 'dirty',
    });
    const edited: Loose = gh.events.pullRequest(repo, pr.number, 'edited');
    expect(edited.changes).toEqual({ base: { ref: { from: 'main' }, sha: { from: mainBefore } } });
    expect(edited.pull_request.base.ref).toBe('release');
    const cmp = await api('GET', `/repos/acme/widgets/compare/release...feature`);
    expect(cmp.json).toMatchObject({ status: 'diverged', ahead_by: 1, behind_by: 1 });
    const gql = await api('POST', '/graphql', {
      query: `query { repository(owner: "acme", name: "widgets") { pullRequest(number: ${pr.number}) {
        baseRefName headRefOid mergeable commits(first: 10) { totalCount } } } }`,
    });
    expect(gql.json.data.repository.pullRequest).toEqual({
      baseRefName: 'release',
      headRefOid: c1,
      mergeable: 'CONFLICTING',
      commits: { totalCount: 1 },
    });
    // Back to main: mergeable again.
    const back = await api('PATCH', `/repos/acme/widgets/pulls/${pr.number}`, { base: 'main' });
    expect(back.json).toMatchObject({ base: { ref: 'main' }, mergeable: true, mergeable_state: 'clean' });
    // A closed pull request's base cannot change.
    await repo.closePullRequest(pr.number);
    const refused = await api('PATCH', `/repos/acme/widgets/pulls/${pr.number}`, { base: 'release' });
    expect(refused.status).toBe(422);
    await repo.reopenPullRequest(pr.number);
    // This test's close and reopen (the other test's, through the API, were github-actions[bot]'s).
    expect(
      repo
        .timelineEvents(pr.number, ['ClosedEvent', 'ReopenedEvent'])
        .map((e) => e.actor)
        .slice(-2),
    ).toEqual(['agent-1', 'agent-1']);
  });
});

describe('several pull requests on one head commit', () => {
  const s = useSetup();

  it('each reads right everywhere, and check runs on the shared commit list them all', async () => {
    const { gh, repo, wt, pr, c1, api } = s;
    await conflictingRelease(s);
    await wt.push('feature', { to: 'feature-twin' });
    const twin = await repo.openPullRequest({ head: 'feature-twin', base: 'main', author: 'agent-2' });
    const other = await repo.openPullRequest({ head: 'feature', base: 'release', author: 'agent-1' });
    for (const [n, ref, base] of [
      [pr.number, 'feature', 'main'],
      [twin.number, 'feature-twin', 'main'],
      [other.number, 'feature', 'release'],
    ] as const) {
      const got = await api('GET', `/repos/acme/widgets/pulls/${n}`);
      expect(got.json).toMatchObject({ number: n, head: { ref, sha: c1 }, base: { ref: base } });
    }
    const q = await api('POST', '/graphql', {
      query: `query { repository(owner: "acme", name: "widgets") {
        pullRequests(states: OPEN, first: 10) { nodes { number headRefName headRefOid baseRefName mergeable } } } }`,
    });
    const nodes: Loose[] = q.json.data.repository.pullRequests.nodes;
    expect(nodes.filter((p) => p.headRefOid === c1).map((p) => p.number)).toEqual([
      pr.number,
      twin.number,
      other.number,
    ]);
    expect(nodes.find((p) => p.number === other.number).mergeable).toBe('CONFLICTING');
    const run = await api('POST', '/repos/acme/widgets/check-runs', {
      name: 'ci',
      head_sha: c1,
      conclusion: 'success',
    });
    expect(run.json.pull_requests.map((p: Loose) => p.number).sort()).toEqual(
      [pr.number, twin.number, other.number].sort(),
    );
    const listed = await api('GET', `/repos/acme/widgets/commits/${c1}/check-runs`);
    expect(listed.json.total_count).toBe(1);
    const suite: Loose = gh.events.checkSuite(repo, { headSha: c1 });
    expect(suite.check_suite.pull_requests.map((p: Loose) => p.number).sort()).toEqual(
      [pr.number, twin.number, other.number].sort(),
    );
    // Merging one leaves the other two open on the same commit.
    expect((await api('PUT', `/repos/acme/widgets/pulls/${twin.number}/merge`, { sha: c1 })).status).toBe(200);
    expect((await api('GET', `/repos/acme/widgets/pulls/${pr.number}`)).json).toMatchObject({
      state: 'open',
      head: { sha: c1 },
    });
  });
});

describe('list pull requests associated with a commit', () => {
  const s = useSetup();

  it('lists open and merged pull requests containing a commit, then only the one that merged it', async () => {
    const { gh, repo, wt, api } = s;
    await conflictingRelease(s);
    await wt.checkout('topic', { create: true, from: 'main' });
    const t1 = await wt.commit({ 't.txt': '1\n' }, 't1');
    const t2 = await wt.commit({ 't.txt': '2\n' }, 't2');
    await wt.push('topic');
    await wt.push('topic', { to: 'topic-copy' });
    const a = await repo.openPullRequest({ head: 'topic', author: 'agent-1' });
    const b = await repo.openPullRequest({ head: 'topic-copy', base: 'release', author: 'agent-2' });
    const octokit = getOctokit('tok', { baseUrl: gh.apiUrl });
    const forHead = await octokit.rest.repos.listPullRequestsAssociatedWithCommit({ ...o, commit_sha: t2 });
    expect(forHead.data.map((p) => p.number)).toEqual([b.number, a.number]);
    // An older commit of the pull requests, and a branch name, work too.
    const forOld = await api('GET', `/repos/acme/widgets/commits/${t1}/pulls`);
    expect(forOld.json.map((p: Loose) => p.number)).toEqual([b.number, a.number]);
    expect((await api('GET', `/repos/acme/widgets/commits/topic/pulls`)).json.length).toBe(2);
    // Paginated.
    const page1 = await api('GET', `/repos/acme/widgets/commits/${t2}/pulls?per_page=1`);
    expect(page1.json.map((p: Loose) => p.number)).toEqual([b.number]);
    expect(page1.headers.get('link')).toContain('rel="next"');
    const all = await octokit.paginate(octokit.rest.repos.listPullRequestsAssociatedWithCommit, {
      ...o,
      commit_sha: t2,
      per_page: 1,
    });
    expect(all.map((p) => p.number)).toEqual([b.number, a.number]);

    // Merged into the default branch: only the pull request that introduced it.
    expect((await api('PUT', `/repos/acme/widgets/pulls/${a.number}/merge`, { merge_method: 'merge' })).status).toBe(
      200,
    );
    const merged = await api('GET', `/repos/acme/widgets/commits/${t1}/pulls`);
    expect(merged.json.map((p: Loose) => [p.number, p.state, p.merged_at !== null])).toEqual([
      [a.number, 'closed', true],
    ]);
    const mergeCommit = repo.branchSha('main')!;
    expect(
      (await api('GET', `/repos/acme/widgets/commits/${mergeCommit}/pulls`)).json.map((p: Loose) => p.number),
    ).toEqual([a.number]);
    // A squash merge's commit is associated with its pull request.
    await wt.checkout('squashed', { create: true, from: 'main' });
    await wt.commit({ 'q.txt': 'q\n' }, 'q');
    await wt.push('squashed');
    const c = await repo.openPullRequest({ head: 'squashed', author: 'agent-1' });
    await api('PUT', `/repos/acme/widgets/pulls/${c.number}/merge`, { merge_method: 'squash' });
    const squash = repo.branchSha('main')!;
    expect((await api('GET', `/repos/acme/widgets/commits/${squash}/pulls`)).json.map((p: Loose) => p.number)).toEqual([
      c.number,
    ]);
    // A commit in no pull request lists none; an unknown one is a 422 naming it.
    await wt.checkout('lonely', { create: true, from: 'main' });
    const lonely = await wt.commit({ 'l.txt': 'l\n' }, 'lonely');
    await wt.push('lonely');
    expect((await api('GET', `/repos/acme/widgets/commits/${lonely}/pulls`)).json).toEqual([]);
    const unknown = await api('GET', `/repos/acme/widgets/commits/${'f'.repeat(40)}/pulls`);
    expect(unknown.status).toBe(422);
    expect(unknown.json.message).toBe(`No commit found for SHA: ${'f'.repeat(40)}`);
    // pull_requests: read is what it takes (contents alone is refused).
    gh.addToken('contents-only', { login: 'github-actions[bot]', type: 'Bot', permissions: { contents: 'read' } });
    const denied = await client(gh, 'contents-only')('GET', `/repos/acme/widgets/commits/${t1}/pulls`);
    expect(denied.status).toBe(403);
    expect(denied.headers.get('x-accepted-github-permissions')).toBe('pull_requests=read');
    gh.addToken('pr-read-only', {
      login: 'github-actions[bot]',
      type: 'Bot',
      permissions: { 'pull-requests': 'read' },
    });
    expect((await client(gh, 'pr-read-only')('GET', `/repos/acme/widgets/commits/${t1}/pulls`)).status).toBe(200);
  });
});

describe('pull requests associated with a commit of a non-default base', () => {
  const s = useSetup();

  it('lists the open PRs whose head holds the commit, not those that only inherit it from their base', async () => {
    const { repo, wt, api } = s;
    await wt.checkout('train', { create: true, from: 'main' });
    const onTrain = await wt.commit({ 'train.txt': '1\n' }, 'train');
    await wt.push('train');
    // A PR on `train` (its head holds the commit only through its base), and one whose head is the commit itself.
    await wt.checkout('rider', { create: true, from: 'train' });
    await wt.commit({ 'rider.txt': '1\n' }, 'rider');
    await wt.push('rider');
    await wt.push('train', { to: 'train-copy' });
    const rider = await repo.openPullRequest({ head: 'rider', base: 'train', author: 'agent-1' });
    const copy = await repo.openPullRequest({ head: 'train-copy', base: 'train', author: 'agent-2' });
    const carrier = await repo.openPullRequest({ head: 'rider', base: 'main', author: 'agent-3' });
    const listed = (await api('GET', `/repos/acme/widgets/commits/${onTrain}/pulls`)).json.map((p: Loose) => p.number);
    expect(listed).toEqual([carrier.number, copy.number]);
    expect(listed).not.toContain(rider.number);
  });
});
