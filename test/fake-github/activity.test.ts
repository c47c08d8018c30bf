// The repository's activity, as GitHub's "List repository activities" answers it
// (https://docs.github.com/rest/repos/repos#list-repository-activities): each update of a branch with its type,
// before, after, actor and timestamp, newest first, filtered by ref, paged by cursors in the Link header. Beside it:
// a draft marked ready is on the timeline, and a commit a force-push left behind is fetchable by id until collected.
import { describe, expect, it } from 'vitest';
import { useSetup, type Loose } from './helpers.js';

const s = useSetup();
const ZERO = '0'.repeat(40);

describe('GET /repos/{owner}/{repo}/activity', () => {
  it('records every update of a branch, newest first, with its type, before, after, actor and time', async () => {
    const { api, wt, repo, c1 } = s;
    const c2 = await wt.commit({ 'src/b.ts': 'b\n' }, 'second');
    await wt.push('feature');
    await wt.git('reset', '-q', '--hard', c1);
    const c3 = await wt.commit({ 'src/c.ts': 'c\n' }, 'rewritten');
    await wt.push('feature', { force: true });
    const r = await api('GET', '/repos/acme/widgets/activity?ref=refs/heads/feature');
    expect(r.status).toBe(200);
    expect(r.json.map((a: Loose) => [a.activity_type, a.before, a.after, a.ref, a.actor.login])).toEqual([
      ['force_push', c2, c3, 'refs/heads/feature', 'agent-1'],
      ['push', c1, c2, 'refs/heads/feature', 'agent-1'],
      ['branch_creation', ZERO, c1, 'refs/heads/feature', 'agent-1'],
    ]);
    for (const a of r.json) expect(a.timestamp).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    // The branch's bare name is the same ref; other branches and other types are filtered out.
    expect((await api('GET', '/repos/acme/widgets/activity?ref=feature')).json).toEqual(r.json);
    const forced = await api('GET', '/repos/acme/widgets/activity?ref=feature&activity_type=force_push');
    expect(forced.json.map((a: Loose) => a.after)).toEqual([c3]);
    const oldest = await api('GET', '/repos/acme/widgets/activity?ref=feature&direction=asc');
    expect(oldest.json.map((a: Loose) => a.after)).toEqual([c1, c2, c3]);
    expect(repo.activity.length).toBeGreaterThanOrEqual(3);
    expect((await api('GET', '/repos/acme/widgets/activity?activity_type=rename')).status).toBe(422);
  });

  it('pages by cursor: each page links the next, the last none', async () => {
    const { api, wt } = s;
    await wt.checkout('many', { create: true, from: 'main' });
    for (let i = 0; i < 5; i++) {
      await wt.commit({ [`n/${i}.txt`]: `${i}\n` }, `n ${i}`);
      await wt.push('many');
    }
    const seen: string[] = [];
    let url: string | undefined = '/repos/acme/widgets/activity?ref=many&per_page=2';
    for (let pages = 0; url; pages++) {
      expect(pages).toBeLessThan(4);
      const page = await api('GET', url);
      seen.push(...page.json.map((a: Loose) => a.activity_type));
      const next = /<([^>]+)>; rel="next"/.exec(page.headers.get('link') ?? '')?.[1];
      url = next?.replace(s.gh.apiUrl, '');
    }
    expect(seen).toEqual(['push', 'push', 'push', 'push', 'branch_creation']);
  });

  it('a draft marked ready, or made a draft again, is on the timeline', async () => {
    const { api, repo, pr } = s;
    repo.setDraft(pr.number, true, 'agent-1');
    repo.setDraft(pr.number, false, 'agent-1');
    repo.setDraft(pr.number, false, 'agent-1');
    const r = await api('POST', '/graphql', {
      query: `query { repository(owner: "acme", name: "widgets") { pullRequest(number: ${pr.number}) {
        timelineItems(itemTypes: [READY_FOR_REVIEW_EVENT, CONVERT_TO_DRAFT_EVENT], first: 10) {
          nodes { __typename ... on ReadyForReviewEvent { createdAt actor { login } } } } } } }`,
    });
    expect(r.json.errors).toBeUndefined();
    const nodes = r.json.data.repository.pullRequest.timelineItems.nodes;
    expect(nodes.map((n: Loose) => n.__typename)).toEqual(['ConvertToDraftEvent', 'ReadyForReviewEvent']);
    expect(nodes[1].actor.login).toBe('agent-1');
  });

  it('a commit a force-push left behind is fetchable by id until collected, then not', async () => {
    const { repo, wt } = s;
    await wt.checkout('gone', { create: true, from: 'main' });
    const left = await wt.commit({ 'g.txt': 'left\n' }, 'left behind');
    await wt.push('gone');
    await wt.git('reset', '-q', '--hard', 'HEAD~1');
    await wt.commit({ 'g.txt': 'kept\n' }, 'kept');
    await wt.push('gone', { force: true });
    // A fresh clone has only what the branches reach: asking for the old commit goes to the server.
    const fetchLeft = async () => {
      const reader = await repo.clone('reader');
      return reader.git('fetch', '-q', 'origin', left).then(
        () => true,
        () => false,
      );
    };
    expect(await fetchLeft()).toBe(true);
    await repo.pruneUnreachable();
    expect(await fetchLeft()).toBe(false);
  });
});
