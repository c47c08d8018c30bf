// GraphQL runs against GitHub's real schema: unknown fields fail validation, valid queries return data.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setup } from './helpers.js';
import type { Loose } from './helpers.js';

let s: Awaited<ReturnType<typeof setup>>;
beforeAll(async () => {
  s = await setup();
});
afterAll(async () => s.gh.stop());

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
});
