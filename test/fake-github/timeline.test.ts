// Pull request timelines: force-pushes (from clones, through the API, to forks), head branch deletion and
// restore, close/reopen/base change, deleted comments, all in one chronological `timelineItems` connection.
import { describe, expect, it } from 'vitest';
import { ALL_WRITE, client, useSetup } from './helpers.js';
import type { Loose } from './helpers.js';

const s = useSetup();

const gql = (query: string, variables: Record<string, unknown> = {}) => s.api('POST', '/graphql', { query, variables });

const TIMELINE = `query Timeline($n: Int!, $types: [PullRequestTimelineItemsItemType!], $first: Int, $last: Int,
    $after: String, $before: String, $since: DateTime) {
  repository(owner: "acme", name: "widgets") {
    pullRequest(number: $n) {
      timelineItems(itemTypes: $types, first: $first, last: $last, after: $after, before: $before, since: $since) {
        totalCount filteredCount pageCount updatedAt
        pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
        nodes {
          __typename
          ... on HeadRefForcePushedEvent {
            id createdAt actor { login } beforeCommit { oid } afterCommit { oid } ref { name }
          }
          ... on CommentDeletedEvent { id createdAt actor { login } deletedCommentAuthor { login } }
          ... on HeadRefDeletedEvent { createdAt actor { login } headRefName }
          ... on HeadRefRestoredEvent { createdAt actor { login } }
          ... on ClosedEvent { createdAt actor { login } }
          ... on ReopenedEvent { createdAt actor { login } }
          ... on BaseRefChangedEvent { actor { login } previousRefName currentRefName }
          ... on IssueComment { body }
        }
      }
    }
  }
}`;

async function timeline(n: number, vars: Record<string, unknown>): Promise<Loose> {
  const r = await gql(TIMELINE, { n, ...vars });
  expect(r.json.errors).toBeUndefined();
  return r.json.data.repository.pullRequest.timelineItems;
}

/** Every item, paging forward `size` at a time the way a careful reader would. */
async function pageAll(n: number, types: string[], size: number): Promise<Loose[]> {
  const out: Loose[] = [];
  let after: string | null = null;
  for (;;) {
    const page: Loose = await timeline(n, { types, first: size, after });
    out.push(...page.nodes);
    if (!page.pageInfo.hasNextPage) return out;
    after = page.pageInfo.endCursor;
  }
}

describe('force-push timeline events', () => {
  it('a force-push from a clone records who pushed, before, after and the ref; a fast-forward records none', async () => {
    const { repo, wt, pr, c1 } = s;
    // Pushed by git itself: this is the test of the push hook (set-up pushes elsewhere are written as files).
    const c2 = await wt.commit({ 'src/b.ts': 'b\n' }, 'fast-forward');
    await wt.push('feature', { git: true });
    expect(repo.timelineEvents(pr.number, ['HeadRefForcePushedEvent'])).toEqual([]);

    await wt.git('reset', '-q', '--hard', c1);
    const c3 = await wt.commit({ 'src/c.ts': 'c\n' }, 'rewritten');
    await wt.push('feature', { force: true, git: true });
    // A second pusher right after: two pushes are two events, never merged into one c2 -> c4.
    const other = await repo.clone('mallory');
    await other.checkout('feature');
    await other.git('reset', '-q', '--hard', c1);
    const c4 = await other.commit({ 'src/d.ts': 'd\n' }, 'rewritten again');
    await other.push('feature', { force: true, git: true });

    const items = await timeline(pr.number, { types: ['HEAD_REF_FORCE_PUSHED_EVENT'], first: 10 });
    expect(items.totalCount).toBe(2);
    expect(items.nodes).toMatchObject([
      {
        __typename: 'HeadRefForcePushedEvent',
        actor: { login: 'agent-1' },
        beforeCommit: { oid: c2 },
        afterCommit: { oid: c3 },
        ref: { name: 'feature' },
      },
      {
        actor: { login: 'mallory' },
        beforeCommit: { oid: c3 },
        afterCommit: { oid: c4 },
        ref: { name: 'feature' },
      },
    ]);
    expect(items.nodes[0].id).not.toBe(items.nodes[1].id);
    expect(items.nodes[0].createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    // REST sees the new head too.
    expect((await s.api('GET', `/repos/acme/widgets/pulls/${pr.number}`)).json.head.sha).toBe(c4);
    await wt.pull('feature');
  });

  it('pages through force-pushes and deleted comments together, in order, forwards and backwards', async () => {
    const { repo, wt, pr, api } = s;
    const before = repo.timelineEvents(pr.number, ['HeadRefForcePushedEvent', 'CommentDeletedEvent']).length;
    const expected: string[] = [];
    for (let i = 0; i < 3; i++) {
      const c = repo.addComment(pr.number, 'agent-1', `note ${i}`);
      // Deleted through the API by the bot: the actor is the token's login.
      expect((await api('DELETE', `/repos/acme/widgets/issues/comments/${c.id}`)).status).toBe(204);
      expected.push('CommentDeletedEvent');
      await wt.git('commit', '-q', '--amend', '-m', `amended ${i}`);
      await wt.push('feature', { force: true });
      expected.push('HeadRefForcePushedEvent');
    }
    const types = ['HEAD_REF_FORCE_PUSHED_EVENT', 'COMMENT_DELETED_EVENT'];
    const all = await pageAll(pr.number, types, 2);
    expect(all.length).toBe(before + 6);
    expect(all.slice(before).map((x) => x.__typename)).toEqual(expected);
    expect(all.slice(before).filter((x) => x.__typename === 'CommentDeletedEvent')[0]).toMatchObject({
      actor: { login: 'github-actions' },
      deletedCommentAuthor: { login: 'agent-1' },
    });
    // Each force-push's before is the previous one's after.
    const pushes = all.filter((x) => x.__typename === 'HeadRefForcePushedEvent');
    for (let i = 1; i < pushes.length; i++) expect(pushes[i].beforeCommit.oid).toBe(pushes[i - 1].afterCommit.oid);

    const first = await timeline(pr.number, { types, first: 2 });
    expect(first.totalCount).toBe(before + 6);
    expect(first.pageCount).toBe(2);
    expect(first.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false });
    const newest = await timeline(pr.number, { types, last: 2 });
    expect(newest.nodes.map((x: Loose) => x.__typename)).toEqual(['CommentDeletedEvent', 'HeadRefForcePushedEvent']);
    expect(newest.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: true });
    expect(newest.updatedAt).toBe(newest.nodes[1].createdAt);
    // Backwards from the newest page reaches the oldest item.
    const back: Loose[] = [...newest.nodes];
    let cursor = newest.pageInfo.startCursor;
    for (;;) {
      const page = await timeline(pr.number, { types, last: 2, before: cursor });
      back.unshift(...page.nodes);
      if (!page.pageInfo.hasPreviousPage) break;
      cursor = page.pageInfo.startCursor;
    }
    expect(back.map((x) => x.__typename)).toEqual(all.map((x) => x.__typename));
    // One type alone.
    const onlyPushes = await timeline(pr.number, { types: ['HEAD_REF_FORCE_PUSHED_EVENT'], first: 100 });
    expect(onlyPushes.totalCount).toBe(pushes.length);
    expect(onlyPushes.nodes.every((x: Loose) => x.__typename === 'HeadRefForcePushedEvent')).toBe(true);
    // `since` keeps the items created at or after it.
    const future = await timeline(pr.number, { types, first: 10, since: '2999-01-01T00:00:00Z' });
    expect(future.totalCount).toBe(0);
    expect(repo.timelineEvents(pr.number, ['IssueComment']).map((c) => c.body)).not.toContain('note 0');
  });

  it('an API ref update with force records the token login; only the pull request whose head moved gets it', async () => {
    const { gh, repo, wt, api } = s;
    const head = (await repo.pull(s.pr.number)).headSha;
    // A second pull request from another branch on the same commit, with another base.
    await wt.push('feature', { to: 'feature-b' });
    await wt.checkout('release', { create: true, from: 'main' });
    await wt.push('release');
    const b = await repo.openPullRequest({ head: 'feature-b', base: 'release', author: 'agent-2' });
    await wt.checkout('feature');
    const b0 = repo.timelineEvents(b.number).length;
    const a0 = repo.timelineEvents(s.pr.number, ['HeadRefForcePushedEvent']).length;

    const main = repo.branchSha('main')!;
    const refused = await api('PATCH', '/repos/acme/widgets/git/refs/heads/feature-b', { sha: main });
    expect(refused.status).toBe(422);
    gh.addToken('admin', { login: 'alice' });
    const moved = await client(gh, 'admin')('PATCH', '/repos/acme/widgets/git/refs/heads/feature-b', {
      sha: main,
      force: true,
    });
    expect(moved.status).toBe(200);
    expect(repo.timelineEvents(b.number).slice(b0)).toMatchObject([
      { type: 'HeadRefForcePushedEvent', actor: 'alice', before: head, after: main, ref: 'feature-b' },
    ]);
    expect(repo.timelineEvents(s.pr.number, ['HeadRefForcePushedEvent']).length).toBe(a0);
    // A fast-forward, pushed or through the API, records nothing.
    await wt.checkout('feature-b', { create: true, from: 'feature-b' });
    const next = await wt.commit({ 'x.txt': 'x\n' }, 'next');
    await wt.push('feature-b');
    await wt.checkout('feature');
    expect(repo.timelineEvents(b.number, ['HeadRefForcePushedEvent']).length).toBe(1);
    // repo.forcePush is a force-push without a clone.
    await repo.forcePush('feature-b', main, 'mallory');
    expect(repo.timelineEvents(b.number, ['HeadRefForcePushedEvent']).at(-1)).toMatchObject({
      actor: 'mallory',
      before: next,
      after: main,
    });
    expect((await api('PATCH', '/repos/acme/widgets/git/refs/heads/feature-b', { sha: next })).status).toBe(200);
    expect(repo.timelineEvents(b.number, ['HeadRefForcePushedEvent']).length).toBe(2);
    expect((await repo.pull(b.number)).headSha).toBe(next);
  });

  it('head branch deleted and restored; closed pull requests get no force-push; close, reopen and base change', async () => {
    const { gh, repo, wt } = s;
    await wt.checkout('gone', { create: true, from: 'main' });
    const g1 = await wt.commit({ 'g.txt': '1\n' }, 'g1');
    await wt.push('gone');
    const pr = await repo.openPullRequest({ head: 'gone', base: 'main', author: 'agent-1' });
    await wt.deleteRemoteBranch('gone');
    await wt.push('gone');
    gh.addToken('maint', { login: 'alice', permissions: { ...ALL_WRITE } });
    const alice = client(gh, 'maint');
    expect((await alice('PATCH', `/repos/acme/widgets/pulls/${pr.number}`, { state: 'closed' })).status).toBe(200);
    await wt.git('commit', '-q', '--amend', '-m', 'amended while closed');
    await wt.push('gone', { force: true });
    // Force-pushed while closed: GitHub refuses to reopen.
    const reopen = await alice('PATCH', `/repos/acme/widgets/pulls/${pr.number}`, { state: 'open' });
    expect(reopen.status).toBe(422);
    await repo.forcePush('gone', g1, 'agent-1');
    const reopened = await alice('PATCH', `/repos/acme/widgets/pulls/${pr.number}`, { state: 'open', base: 'release' });
    expect(reopened.status).toBe(200);
    expect(reopened.json).toMatchObject({ state: 'open', base: { ref: 'release' } });

    const items = await timeline(pr.number, { first: 100 });
    expect(items.nodes.map((x: Loose) => x.__typename)).toEqual([
      'HeadRefDeletedEvent',
      'HeadRefRestoredEvent',
      'ClosedEvent',
      'ReopenedEvent',
      'BaseRefChangedEvent',
    ]);
    expect(items.nodes[0]).toMatchObject({ actor: { login: 'agent-1' }, headRefName: 'gone' });
    expect(items.nodes[2]).toMatchObject({ actor: { login: 'alice' } });
    expect(items.nodes[4]).toMatchObject({ previousRefName: 'main', currentRefName: 'release' });
    await wt.checkout('feature');
  });

  it('commitDirect that rewrites a head branch counts as a force-push by its author', async () => {
    const { repo } = s;
    const base = await repo.commitDirect('direct', { 'd.txt': '1\n' }, 'd1', { from: 'main' });
    const pr = await repo.openPullRequest({ head: 'direct', author: 'agent-3' });
    const grown = await repo.commitDirect('direct', { 'd.txt': '2\n' }, 'd2');
    expect(repo.timelineEvents(pr.number)).toEqual([]);
    const rewritten = await repo.commitDirect('direct', { 'd.txt': '3\n' }, 'd3', { from: base, author: 'agent-3' });
    expect(repo.timelineEvents(pr.number)).toMatchObject([
      { type: 'HeadRefForcePushedEvent', actor: 'agent-3', before: grown, after: rewritten, ref: 'direct' },
    ]);
  });

  it('a force-push to a fork lands on the parent repository pull request', async () => {
    const { gh, repo } = s;
    const fork = await gh.createFork(repo, 'outsider');
    const fwt = await fork.clone('outsider');
    await fwt.checkout('patch', { create: true, from: 'main' });
    const p1 = await fwt.commit({ 'fix.txt': 'fix\n' }, 'fix');
    await fwt.push('patch');
    const pr = await repo.openPullRequest({ head: 'patch', author: 'outsider', fork });
    await fwt.git('commit', '-q', '--amend', '-m', 'fix (amended)');
    const p2 = await fwt.head();
    await fwt.push('patch', { force: true });
    const items = await timeline(pr.number, { types: ['HEAD_REF_FORCE_PUSHED_EVENT'], first: 5 });
    expect(items.nodes).toMatchObject([
      { actor: { login: 'outsider' }, beforeCommit: { oid: p1 }, afterCommit: { oid: p2 }, ref: { name: 'patch' } },
    ]);
  });
});
