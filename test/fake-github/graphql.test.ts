// GraphQL runs against GitHub's real schema: unknown fields fail validation, valid queries return data.
import { describe, expect, it } from 'vitest';
import { useSetup } from './helpers.js';
import type { Loose } from './helpers.js';

const s = useSetup();

const gql = (query: string, variables: Record<string, unknown> = {}) => s.api('POST', '/graphql', { query, variables });

describe('graphql', () => {
  it('rejects an unknown field with a validation error in GitHub shape (HTTP 200)', async () => {
    const r = await gql('query Bad { repository(owner: "acme", name: "widgets") { nope } }');
    expect(r.status).toBe(200);
    expect(r.json.data).toBeUndefined();
    expect(r.json.errors[0]).toMatchObject({
      message: "Field 'nope' doesn't exist on type 'Repository'",
      locations: [{ line: 1, column: 58 }],
      extensions: { code: 'undefinedField', typeName: 'Repository', fieldName: 'nope' },
    });
  });

  it('answers viewer, pull request, comments, labels and mergeability from live data', async () => {
    const { repo, pr, c1 } = s;
    repo.addComment(pr.number, 'agent-1', 'first');
    repo.addComment(pr.number, 'agent-1', 'second');
    repo.addComment(pr.number, 'agent-1', 'third');
    repo.addLabel(pr.number, 'mergexo:blocked');
    const q = `query State($owner: String!, $name: String!, $n: Int!, $before: String) {
      viewer { login }
      repository(owner: $owner, name: $name) {
        id
        defaultBranchRef { name target { oid } }
        pullRequest(number: $n) {
          id number state isDraft merged headRefOid headRefName baseRefName baseRefOid mergeable mergeStateStatus changedFiles
          author { login }
          labels(first: 10) { totalCount nodes { name } pageInfo { hasNextPage endCursor } }
          comments(last: 2, before: $before) { totalCount nodes { databaseId body author { login } createdAt updatedAt url } pageInfo { hasPreviousPage startCursor hasNextPage endCursor } }
          autoMergeRequest { enabledAt mergeMethod }
          commits(last: 1) { nodes { commit { oid } } }
        }
      }
    }`;
    const r = await gql(q, { owner: 'acme', name: 'widgets', n: pr.number });
    expect(r.json.errors).toBeUndefined();
    const p = r.json.data.repository.pullRequest;
    expect(r.json.data.viewer.login).toBe('github-actions[bot]');
    expect(r.json.data.repository.defaultBranchRef).toEqual({ name: 'main', target: { oid: repo.branchSha('main') } });
    expect(p).toMatchObject({
      number: pr.number,
      state: 'OPEN',
      isDraft: false,
      merged: false,
      headRefOid: c1,
      headRefName: 'feature',
      baseRefName: 'main',
      mergeable: 'MERGEABLE',
      mergeStateStatus: 'CLEAN',
      changedFiles: 2,
      author: { login: 'agent-1' },
      autoMergeRequest: null,
    });
    expect(p.labels.nodes).toEqual([{ name: 'mergexo:blocked' }]);
    expect(p.comments.totalCount).toBe(3);
    expect(p.comments.nodes.map((c: Loose) => c.body)).toEqual(['second', 'third']);
    expect(p.comments.pageInfo.hasPreviousPage).toBe(true);
    expect(p.commits.nodes[0].commit.oid).toBe(c1);
    const earlier = await gql(q, {
      owner: 'acme',
      name: 'widgets',
      n: pr.number,
      before: p.comments.pageInfo.startCursor,
    });
    expect(earlier.json.data.repository.pullRequest.comments.nodes.map((c: Loose) => c.body)).toEqual(['first']);
  });

  it('follows GitHub on pagination limits, missing objects and bot logins', async () => {
    const noBound = await gql('{ repository(owner: "acme", name: "widgets") { pullRequests { totalCount } } }');
    expect(noBound.json.errors[0].type).toBe('MISSING_PAGINATION_BOUNDARIES');
    const missing = await gql('{ repository(owner: "acme", name: "widgets") { pullRequest(number: 999) { id } } }');
    expect(missing.json.errors[0]).toMatchObject({ type: 'NOT_FOUND', path: ['repository', 'pullRequest'] });
    expect(missing.json.data.repository.pullRequest).toBeNull();
    s.repo.addComment(s.pr.number, 'github-actions[bot]', 'bot says');
    const bots = await gql(
      `{ repository(owner: "acme", name: "widgets") { pullRequest(number: ${s.pr.number}) { comments(last: 1) { nodes { author { __typename login } } } } } }`,
    );
    // GraphQL names App bots without the [bot] suffix that REST shows.
    expect(bots.json.data.repository.pullRequest.comments.nodes[0].author).toEqual({
      __typename: 'Bot',
      login: 'github-actions',
    });
  });

  it("answers a head commit's check suites per app, filtered by app id and check name", async () => {
    const { api, repo, pr, c1 } = s;
    // One run through REST with the bot token (app github-actions), two from another CI app.
    const mine = await api('POST', '/repos/acme/widgets/check-runs', {
      name: 'mergexo/rebase',
      head_sha: c1,
      conclusion: 'success',
      output: { title: 'Up to date', summary: 'nothing to do' },
    });
    expect(mine.status).toBe(201);
    const appId = mine.json.app.id as number;
    repo.addCheckRun(c1, { name: 'build', conclusion: 'failure', app: 'ci-app', title: 'broke', summary: 'log' });
    repo.addCheckRun(c1, { name: 'mergexo/rebase', status: 'in_progress', app: 'ci-app' });
    const q = `query Checks($n: Int!, $name: String!, $app: Int) {
      repository(owner: "acme", name: "widgets") {
        pullRequest(number: $n) {
          commits(last: 1) {
            totalCount
            nodes { commit { oid checkSuites(first: 10, filterBy: { appId: $app, checkName: $name }) {
              nodes { app { slug } checkRuns(first: 10, filterBy: { checkName: $name }) {
                nodes { name status conclusion title summary databaseId } } } } } }
          }
        }
      }
    }`;
    const all = await gql(q, { n: pr.number, name: 'mergexo/rebase' });
    expect(all.json.errors).toBeUndefined();
    const commits = all.json.data.repository.pullRequest.commits;
    expect(commits.totalCount).toBe(1);
    expect(commits.nodes[0].commit.oid).toBe(c1);
    expect(commits.nodes[0].commit.checkSuites.nodes).toEqual([
      {
        app: { slug: 'github-actions' },
        checkRuns: {
          nodes: [
            {
              name: 'mergexo/rebase',
              status: 'COMPLETED',
              conclusion: 'SUCCESS',
              title: 'Up to date',
              summary: 'nothing to do',
              databaseId: mine.json.id,
            },
          ],
        },
      },
      {
        app: { slug: 'ci-app' },
        checkRuns: {
          nodes: [
            {
              name: 'mergexo/rebase',
              status: 'IN_PROGRESS',
              conclusion: null,
              title: null,
              summary: null,
              databaseId: expect.any(Number),
            },
          ],
        },
      },
    ]);
    const byApp = await gql(q, { n: pr.number, name: 'mergexo/rebase', app: appId });
    const suites = byApp.json.data.repository.pullRequest.commits.nodes[0].commit.checkSuites.nodes;
    expect(suites.map((x: Loose) => x.app.slug)).toEqual(['github-actions']);
    const build = await gql(q, { n: pr.number, name: 'build' });
    const buildSuites = build.json.data.repository.pullRequest.commits.nodes[0].commit.checkSuites.nodes;
    expect(buildSuites).toEqual([
      {
        app: { slug: 'ci-app' },
        checkRuns: {
          nodes: [
            {
              name: 'build',
              status: 'COMPLETED',
              conclusion: 'FAILURE',
              title: 'broke',
              summary: 'log',
              databaseId: expect.any(Number),
            },
          ],
        },
      },
    ]);
  });

  it('plays a scripted mergeability sequence, one answer per read, the last one sticking', async () => {
    const { api, repo, pr } = s;
    repo.setMergeableSequence(pr.number, [null, null, true]);
    const q = `{ repository(owner: "acme", name: "widgets") { pullRequest(number: ${pr.number}) { mergeable mergeStateStatus } } }`;
    // The test's own view does not consume an answer.
    expect((await repo.pull(pr.number)).mergeable).toBeNull();
    expect((await api('GET', `/repos/acme/widgets/pulls/${pr.number}`)).json).toMatchObject({
      mergeable: null,
      mergeable_state: 'unknown',
    });
    // Both fields of one GraphQL answer are one read.
    expect((await gql(q)).json.data.repository.pullRequest).toEqual({
      mergeable: 'UNKNOWN',
      mergeStateStatus: 'UNKNOWN',
    });
    for (let i = 0; i < 2; i++) {
      expect((await api('GET', `/repos/acme/widgets/pulls/${pr.number}`)).json.mergeable).toBe(true);
    }
    repo.setMergeableSequence(pr.number, []);
  });

  it('enables and disables auto-merge through mutations, logged as writes', async () => {
    const { gh, repo, pr } = s;
    const id = (
      await gql(`{ repository(owner: "acme", name: "widgets") { pullRequest(number: ${pr.number}) { id } } }`)
    ).json.data.repository.pullRequest.id;
    gh.resetLog();
    const en = await gql(
      'mutation Enable($id: ID!) { enablePullRequestAutoMerge(input: { pullRequestId: $id, mergeMethod: SQUASH }) { pullRequest { autoMergeRequest { mergeMethod } } } }',
      { id },
    );
    expect(en.json.data.enablePullRequestAutoMerge.pullRequest.autoMergeRequest.mergeMethod).toBe('SQUASH');
    expect((await repo.pull(pr.number)).autoMerge).toBe(true);
    await gql(
      'mutation Disable($id: ID!) { disablePullRequestAutoMerge(input: { pullRequestId: $id }) { pullRequest { number } } }',
      { id },
    );
    expect((await repo.pull(pr.number)).autoMerge).toBe(false);
    expect(gh.requests.map((r) => [r.operation, r.kind])).toEqual([
      ['Enable', 'write'],
      ['Disable', 'write'],
    ]);
    gh.addToken('ro', { login: 'github-actions[bot]', type: 'Bot', permissions: { 'pull-requests': 'read' } });
    const res = await fetch(`${gh.apiUrl}/graphql`, {
      method: 'POST',
      headers: { authorization: 'bearer ro' },
      body: JSON.stringify({
        query: 'mutation($id: ID!) { disablePullRequestAutoMerge(input: { pullRequestId: $id }) { clientMutationId } }',
        variables: { id },
      }),
    });
    const body = (await res.json()) as Loose;
    expect(body.errors[0]).toMatchObject({ type: 'FORBIDDEN', message: 'Resource not accessible by integration' });
  });

  it('refuses auto-merge changes to a token with pull-requests: write but contents: read', async () => {
    const { gh, repo, pr } = s;
    const id = (
      await gql(`{ repository(owner: "acme", name: "widgets") { pullRequest(number: ${pr.number}) { id } } }`)
    ).json.data.repository.pullRequest.id;
    repo.enableAutoMerge(pr.number, 'maya');
    gh.addToken('prw', {
      login: 'github-actions[bot]',
      type: 'Bot',
      permissions: { 'pull-requests': 'write', contents: 'read' },
    });
    for (const mutation of [
      'disablePullRequestAutoMerge(input: { pullRequestId: $id })',
      'enablePullRequestAutoMerge(input: { pullRequestId: $id })',
    ]) {
      const res = await fetch(`${gh.apiUrl}/graphql`, {
        method: 'POST',
        headers: { authorization: 'bearer prw' },
        body: JSON.stringify({ query: `mutation($id: ID!) { ${mutation} { clientMutationId } }`, variables: { id } }),
      });
      const body = (await res.json()) as Loose;
      expect(body.errors[0]).toMatchObject({ type: 'FORBIDDEN', message: 'Resource not accessible by integration' });
    }
    expect((await repo.pull(pr.number)).autoMerge).toBe(true);
  });
});
