// Checks, statuses and comments written by several identities: check runs listed and filtered like GitHub
// (check_name, filter latest|all, app_id, newest first) in REST and GraphQL, commit statuses from a second
// token, and comments edited or deleted by someone other than their author.
import { describe, expect, it } from 'vitest';
import { appToken } from '../support/fake-world.js';
import { ALL_WRITE, client, useSetup } from './helpers.js';
import type { Loose } from './helpers.js';

const s = useSetup(appToken('other-ci', 'other-ci', ALL_WRITE));

describe('check runs from two apps', () => {
  it('REST lists newest first and honours check_name, filter and app_id', async () => {
    const { gh, c1, api } = s;
    const other = client(gh, 'other-ci');
    const create = async (as: typeof api, name: string, conclusion: string, text: string): Promise<Loose> =>
      (
        await as('POST', '/repos/acme/widgets/check-runs', {
          name,
          head_sha: c1,
          conclusion,
          output: { title: `${name} ${conclusion}`, summary: `summary ${text}`, text },
        })
      ).json;
    const first = await create(api, 'mergexo/history-guard', 'failure', 'one');
    const rerun = await create(api, 'mergexo/history-guard', 'success', 'two');
    // The same name from another app is another check.
    const foreign = await create(other, 'mergexo/history-guard', 'failure', 'forged');
    const lint = await create(other, 'lint', 'success', 'lint');

    const latest = await api('GET', `/repos/acme/widgets/commits/${c1}/check-runs`);
    expect(latest.json.check_runs.map((c: Loose) => c.id)).toEqual([lint.id, foreign.id, rerun.id]);
    const all = await api('GET', `/repos/acme/widgets/commits/${c1}/check-runs?filter=all`);
    expect(all.json.total_count).toBe(4);
    expect(all.json.check_runs.map((c: Loose) => c.id)).toEqual([lint.id, foreign.id, rerun.id, first.id]);
    const byName = await api(
      'GET',
      `/repos/acme/widgets/commits/${c1}/check-runs?check_name=mergexo/history-guard&filter=all`,
    );
    expect(byName.json.check_runs.map((c: Loose) => c.id)).toEqual([foreign.id, rerun.id, first.id]);
    const mine = byName.json.check_runs.find((c: Loose) => c.id === rerun.id);
    expect(mine).toMatchObject({
      app: { id: 15368, slug: 'github-actions' },
      conclusion: 'success',
      status: 'completed',
      output: { title: 'mergexo/history-guard success', summary: 'summary two', text: 'two' },
    });
    expect(mine.started_at).toMatch(/Z$/);
    expect(mine.completed_at).toMatch(/Z$/);
    const otherApp = foreign.app.id;
    expect(foreign.app.slug).toBe('other-ci');
    const byApp = await api('GET', `/repos/acme/widgets/commits/${c1}/check-runs?app_id=${otherApp}&filter=all`);
    expect(byApp.json.check_runs.map((c: Loose) => c.id)).toEqual([lint.id, foreign.id]);
    const byAppAndName = await api(
      'GET',
      `/repos/acme/widgets/commits/${c1}/check-runs?app_id=15368&check_name=mergexo/history-guard`,
    );
    expect(byAppAndName.json.check_runs.map((c: Loose) => c.id)).toEqual([rerun.id]);
    // The branch name works as the ref.
    expect((await api('GET', `/repos/acme/widgets/commits/feature/check-runs`)).json.total_count).toBe(3);
  });

  it('GraphQL filters suites by app and name, and runs by name', async () => {
    const { c1, api } = s;
    const other = (await api('GET', `/repos/acme/widgets/commits/${c1}/check-runs?check_name=lint`)).json.check_runs[0]
      .app.id;
    const q = `query($oid: GitObjectID!, $app: Int, $name: String!) {
      repository(owner: "acme", name: "widgets") { object(oid: $oid) { ... on Commit {
        checkSuites(first: 10, filterBy: { appId: $app, checkName: $name }) {
          totalCount
          nodes { app { databaseId slug } checkRuns(last: 1, filterBy: { checkName: $name }) {
            totalCount nodes { databaseId name title summary text conclusion status completedAt } } }
        } } } } }`;
    const mine = await api('POST', '/graphql', {
      query: q,
      variables: { oid: c1, app: 15368, name: 'mergexo/history-guard' },
    });
    expect(mine.json.errors).toBeUndefined();
    const suites = mine.json.data.repository.object.checkSuites;
    expect(suites.totalCount).toBe(1);
    expect(suites.nodes[0].app).toEqual({ databaseId: 15368, slug: 'github-actions' });
    expect(suites.nodes[0].checkRuns.totalCount).toBe(2);
    expect(suites.nodes[0].checkRuns.nodes).toMatchObject([
      {
        name: 'mergexo/history-guard',
        title: 'mergexo/history-guard success',
        summary: 'summary two',
        text: 'two',
        conclusion: 'SUCCESS',
        status: 'COMPLETED',
      },
    ]);
    expect(typeof suites.nodes[0].checkRuns.nodes[0].databaseId).toBe('number');
    expect(suites.nodes[0].checkRuns.nodes[0].completedAt).toMatch(/Z$/);
    const theirs = await api('POST', '/graphql', {
      query: q,
      variables: { oid: c1, app: other, name: 'mergexo/history-guard' },
    });
    expect(theirs.json.data.repository.object.checkSuites.nodes[0].checkRuns.nodes[0]).toMatchObject({
      text: 'forged',
      conclusion: 'FAILURE',
    });
    // A name no app reported: no suite.
    const none = await api('POST', '/graphql', { query: q, variables: { oid: c1, app: null, name: 'nope' } });
    expect(none.json.data.repository.object.checkSuites.totalCount).toBe(0);
  });
});

describe('commit statuses from another identity', () => {
  it('a second token posts statuses; the combined status and the list show both creators', async () => {
    const { gh, c1, api } = s;
    gh.addToken('ci-user', { login: 'ci-bot', permissions: { statuses: 'write' } });
    const ci = client(gh, 'ci-user');
    expect(
      (await api('POST', `/repos/acme/widgets/statuses/${c1}`, { state: 'success', context: 'mine' })).status,
    ).toBe(201);
    const posted = await ci('POST', `/repos/acme/widgets/statuses/${c1}`, {
      state: 'pending',
      context: 'mergexo/history-guard',
      description: 'spoofed',
    });
    expect(posted.status).toBe(201);
    expect(posted.json.creator.login).toBe('ci-bot');
    await ci('POST', `/repos/acme/widgets/statuses/${c1}`, { state: 'failure', context: 'mergexo/history-guard' });
    const combined = await api('GET', `/repos/acme/widgets/commits/${c1}/status`);
    expect(combined.json.state).toBe('failure');
    expect(combined.json.total_count).toBe(2);
    expect(combined.json.statuses.map((x: Loose) => [x.context, x.state, x.creator.login]).sort()).toEqual([
      ['mergexo/history-guard', 'failure', 'ci-bot'],
      ['mine', 'success', 'github-actions[bot]'],
    ]);
    const list = await api('GET', `/repos/acme/widgets/commits/${c1}/statuses`);
    expect(list.json.map((x: Loose) => x.state)).toEqual(['failure', 'pending', 'success']);
    // Without statuses: write the token is refused.
    gh.addToken('read-only', { login: 'ci-bot', permissions: { statuses: 'read' } });
    const denied = await client(gh, 'read-only')('POST', `/repos/acme/widgets/statuses/${c1}`, { state: 'success' });
    expect(denied.status).toBe(403);
  });
});

describe('comments changed by someone else', () => {
  it('edits and deletions by identities with write access are recorded with the right actor', async () => {
    const { gh, repo, pr, api } = s;
    const q = `query($n: Int!) { repository(owner: "acme", name: "widgets") { pullRequest(number: $n) {
      comments(first: 20) { nodes { databaseId body author { login } editor { login } } }
      timelineItems(itemTypes: [COMMENT_DELETED_EVENT], first: 20) {
        nodes { ... on CommentDeletedEvent { actor { login } deletedCommentAuthor { login } } } } } } }`;
    const read = async (): Promise<Loose> =>
      (await api('POST', '/graphql', { query: q, variables: { n: pr.number } })).json.data.repository.pullRequest;
    const marker = (await api('POST', `/repos/acme/widgets/issues/${pr.number}/comments`, { body: 'state: ok' })).json;
    const second = repo.addComment(pr.number, 'agent-1', 'hello');
    const third = repo.addComment(pr.number, 'agent-1', 'bye');

    // A maintainer edits the bot's comment through the API.
    repo.setRole('bob', 'write');
    gh.addToken('bob', { login: 'bob' });
    const bob = client(gh, 'bob');
    expect(
      (await bob('PATCH', `/repos/acme/widgets/issues/comments/${marker.id}`, { body: 'state: forged' })).status,
    ).toBe(200);
    // Directly (no API) as alice.
    repo.editComment(second.id, 'alice', 'hello (edited)');
    // Deletions: directly by alice, through the API by bob.
    repo.deleteComment(third.id, 'alice');
    expect((await bob('DELETE', `/repos/acme/widgets/issues/comments/${marker.id}`)).status).toBe(204);
    // A stranger with a token (no role on the repository) may do neither.
    gh.addToken('eve', { login: 'eve' });
    const eve = client(gh, 'eve');
    expect((await eve('PATCH', `/repos/acme/widgets/issues/comments/${second.id}`, { body: 'x' })).status).toBe(403);
    expect((await eve('DELETE', `/repos/acme/widgets/issues/comments/${second.id}`)).status).toBe(403);
    repo.setRole('tri', 'triage');
    gh.addToken('tri', { login: 'tri' });
    expect((await client(gh, 'tri')('DELETE', `/repos/acme/widgets/issues/comments/${second.id}`)).status).toBe(403);

    const pull = await read();
    expect(pull.comments.nodes).toEqual([
      { databaseId: second.id, body: 'hello (edited)', author: { login: 'agent-1' }, editor: { login: 'alice' } },
    ]);
    expect(pull.timelineItems.nodes).toEqual([
      { actor: { login: 'alice' }, deletedCommentAuthor: { login: 'agent-1' } },
      { actor: { login: 'bob' }, deletedCommentAuthor: { login: 'github-actions' } },
    ]);
    expect(repo.timelineEvents(pr.number, ['CommentDeletedEvent'])).toMatchObject([
      { actor: 'alice', deletedCommentAuthor: 'agent-1' },
      { actor: 'bob', deletedCommentAuthor: 'github-actions[bot]' },
    ]);
  });
});
