// GraphQL is priced in points, not requests: the fake prices every query as GitHub's "Rate limits and query
// limits for the GraphQL API" page describes, charges it to the token's hourly budget, reports it in
// `rateLimit` and the x-ratelimit-* headers, refuses like GitHub once the points are spent, and logs it.
import { parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { FakeGitHub, githubSchema, queryCost } from '../../fake-github/index.js';
import { nextSecond, useSteppedClock } from '../support/stepped-clock.js';
import { ALL_WRITE, client, useSetup, type Loose } from './helpers.js';

const s = useSetup();

const cost = (query: string, variables: Record<string, unknown> = {}) =>
  queryCost(githubSchema(), parse(query), variables);

describe('the price of a query (GitHub documented algorithm)', () => {
  it("GitHub's worked example: 1 + 100 + 5,000 requests = 51 points", () => {
    const example = `query {
      viewer {
        login
        repositories(first: 100) {
          edges { node { id issues(first: 50) { edges { node { id labels(first: 60) { edges { node { id name } } } } } } } }
        }
      }
    }`;
    expect(cost(example)).toMatchObject({ requests: 5101, points: 51 });
  });

  it("counts nodes like GitHub's node-limit examples (550 and 22,060)", () => {
    const simple = `query { viewer { repositories(first: 50) { edges { repository: node { name
      issues(first: 10) { totalCount edges { node { title bodyHTML } } } } } } } }`;
    expect(cost(simple).nodes).toBe(550);
    const complex = `query { viewer {
      repositories(first: 50) { edges { repository: node { name
        pullRequests(first: 20) { edges { pullRequest: node { title comments(first: 10) { edges { comment: node { bodyHTML } } } } } }
        issues(first: 20) { totalCount edges { issue: node { title bodyHTML comments(first: 10) { edges { comment: node { bodyHTML } } } } } }
      } } }
      followers(first: 10) { edges { follower: node { login } } }
    } }`;
    expect(cost(complex).nodes).toBe(22_060);
  });

  it('prices what the query asks: variables, fragments, aliases, @include and @skip; at least 1 point', () => {
    expect(cost('{ viewer { login } }')).toEqual({ requests: 0, points: 1, nodes: 0 });
    const page = `query Page($n: Int!, $deep: Boolean!) {
      repository(owner: "a", name: "b") {
        pullRequests(first: $n) { nodes { ...pr other: labels(first: 5) { totalCount } comments(last: 9) @skip(if: true) { totalCount } } }
      }
    }
    fragment pr on PullRequest { labels(first: 10) { nodes { name } } commits(last: 1) @include(if: $deep) { nodes { commit { oid } } } }`;
    // 1 (pullRequests) + 100 (labels) + 100 (aliased labels) + 100 (commits, when included).
    expect(cost(page, { n: 100, deep: false })).toMatchObject({ requests: 201, points: 2 });
    expect(cost(page, { n: 100, deep: true })).toMatchObject({ requests: 301, points: 3 });
    // Rounded to the nearest whole number: 149 requests are 1 point, 150 are 2.
    expect(cost(page.replace('...pr ', ''), { n: 148, deep: false }).points).toBe(1);
    expect(cost(page.replace('...pr ', ''), { n: 149, deep: false }).points).toBe(2);
    // The price assumes full pages: 3 pull requests listed 100 at a time cost as much as 100.
    const nested = `{ repository(owner: "a", name: "b") { pullRequests(first: 100) { nodes {
      commits(last: 1) { nodes { commit { checkSuites(first: 50) { nodes { checkRuns(last: 1) { nodes { title } } } } } } } } } } }`;
    expect(cost(nested)).toMatchObject({ requests: 1 + 100 + 100 + 5000, points: 52 });
  });
});

const gql = (token: string, query: string, variables: Record<string, unknown> = {}) =>
  client(s.gh, token)('POST', '/graphql', { query, variables });

const LIST = `query List($n: Int!) {
  rateLimit { cost remaining limit used resetAt nodeCount }
  repository(owner: "acme", name: "widgets") {
    pullRequests(first: 100) { nodes { number labels(first: $n) { nodes { name } } comments(last: 10) { totalCount } } }
  }
}`;

describe('the points budget', () => {
  it('charges each query its price: rateLimit, the x-ratelimit headers, the request log and gh.counts()', async () => {
    s.gh.addToken('points-a', { login: 'github-actions[bot]', type: 'Bot', permissions: { ...ALL_WRITE } });
    s.gh.resetLog();
    const r = await gql('points-a', LIST, { n: 20 });
    expect(r.status).toBe(200);
    expect(r.json.errors).toBeUndefined();
    // 1 + 100 + 100 requests = 2 points, up to 100 + 100 × 20 + 100 × 10 nodes; GITHUB_TOKEN gets 1,000 points an hour.
    expect(r.json.data.rateLimit).toMatchObject({ cost: 2, limit: 1000, used: 2, remaining: 998, nodeCount: 3100 });
    expect(r.json.data.rateLimit.resetAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    expect(r.headers.get('x-ratelimit-resource')).toBe('graphql');
    expect(r.headers.get('x-ratelimit-limit')).toBe('1000');
    expect(r.headers.get('x-ratelimit-used')).toBe('2');
    expect(r.headers.get('x-ratelimit-remaining')).toBe('998');
    const cheap = await gql('points-a', '{ viewer { login } rateLimit { cost used } }');
    expect(cheap.json.data.rateLimit).toEqual({ cost: 1, used: 3 });
    expect(s.gh.requests.map((e) => e.points)).toEqual([2, 1]);
    expect(s.gh.counts()).toMatchObject({ reads: 2, graphql: 2, points: 3 });
    // A query that does not validate still costs GitHub's minimum.
    await gql('points-a', '{ nope }');
    expect(s.gh.counts().points).toBe(4);
  });

  it('refuses like GitHub once the points are spent: HTTP 200, a RATE_LIMITED error, nothing charged', async () => {
    s.gh.addToken('points-b', {
      login: 'github-actions[bot]',
      type: 'Bot',
      permissions: { ...ALL_WRITE },
      graphqlRateLimit: 5,
    });
    s.gh.resetLog();
    expect((await gql('points-b', LIST, { n: 20 })).json.data.rateLimit).toMatchObject({ cost: 2, remaining: 3 });
    expect((await gql('points-b', LIST, { n: 20 })).json.data.rateLimit).toMatchObject({ cost: 2, remaining: 1 });
    // 2 points asked, 1 left: refused whole, the point left stays.
    const refused = await gql('points-b', LIST, { n: 20 });
    expect(refused.status).toBe(200);
    expect(refused.json.data).toBeUndefined();
    expect(refused.json.errors).toEqual([
      {
        type: 'RATE_LIMITED',
        code: 'graphql_rate_limit',
        message: expect.stringMatching(/^API rate limit already exceeded for user ID \d+\.$/) as unknown,
      },
    ]);
    expect(refused.headers.get('x-ratelimit-remaining')).toBe('1');
    expect((await gql('points-b', '{ viewer { login } }')).json.data.viewer.login).toBe('github-actions[bot]');
    // Now nothing is left: every query is refused, with x-ratelimit-remaining 0, as GitHub's docs say.
    const spent = await gql('points-b', '{ viewer { login } }');
    expect(spent.status).toBe(200);
    expect(spent.json.errors[0].type).toBe('RATE_LIMITED');
    expect(spent.headers.get('x-ratelimit-remaining')).toBe('0');
    expect(s.gh.requests.map((e) => e.points)).toEqual([2, 2, 0, 1, 0]);
    // REST has its own budget.
    expect((await client(s.gh, 'points-b')('GET', '/repos/acme/widgets/pulls')).status).toBe(200);
    // The hour is over: the budget is whole again.
    const token = s.gh.store.tokens.get('points-b')!;
    token.resetAt = Math.floor(Date.now() / 1000) - 1;
    expect((await gql('points-b', LIST, { n: 20 })).json.data.rateLimit).toMatchObject({ used: 2, remaining: 3 });
  });

  it('refuses a query that asks for more than 500,000 nodes, as GitHub does', async () => {
    const big = `{ repository(owner: "acme", name: "widgets") { pullRequests(first: 100) { nodes {
      commits(first: 100) { nodes { commit { checkSuites(first: 100) { nodes { name: id } } } } } } } } }`;
    const r = await gql('tok', big);
    expect(r.status).toBe(200);
    expect(r.json.errors[0]).toMatchObject({ type: 'MAX_NODE_LIMIT_EXCEEDED' });
    expect(r.json.errors[0].message).toContain('1,010,100');
  });

  it('gives GITHUB_TOKEN 1,000 points an hour, other identities 5,000, and follows rateLimit when given', async () => {
    const gh = await FakeGitHub.start();
    try {
      expect(gh.addToken('a', { login: 'github-actions[bot]', type: 'Bot' }).graphqlRateLimit).toBe(1000);
      expect(gh.addToken('b', { login: 'alice' }).graphqlRateLimit).toBe(5000);
      expect(gh.addToken('c', { login: 'my-app[bot]', type: 'Bot', rateLimit: 15_000 }).graphqlRateLimit).toBe(15_000);
      expect(gh.addToken('d', { login: 'alice', rateLimit: 100, graphqlRateLimit: 7 }).graphqlRateLimit).toBe(7);
    } finally {
      await gh.stop();
    }
  });
});

describe('fields a cheap listing reads', () => {
  // GitHub dates an edit to the second: the edit is moved to a later second than the comments.
  useSteppedClock();

  it("a PR's status check rollup: the newest run of each name per app and the newest status of each context", async () => {
    const { repo, pr, c1 } = s;
    repo.addCheckRun(c1, { name: 'lint', conclusion: 'failure', app: 'ci-app', title: 'old' });
    const lint = repo.addCheckRun(c1, { name: 'lint', conclusion: 'success', app: 'ci-app', title: 'new' });
    const gate = repo.addCheckRun(c1, { name: 'lint', conclusion: 'neutral', app: 'other-app', title: 'other' });
    repo.addStatus(c1, { context: 'deploy', state: 'pending' });
    repo.addStatus(c1, { context: 'deploy', state: 'success', description: 'done' });
    const r = await gql(
      'tok',
      `query($n: Int!) { repository(owner: "acme", name: "widgets") { pullRequest(number: $n) {
        statusCheckRollup { state commit { oid } contexts(first: 100) { totalCount nodes { __typename
          ... on CheckRun { name title conclusion databaseId checkSuite { app { slug } } }
          ... on StatusContext { context state description } } } } } } }`,
      { n: pr.number },
    );
    expect(r.json.errors).toBeUndefined();
    const rollup = r.json.data.repository.pullRequest.statusCheckRollup;
    expect(rollup.commit.oid).toBe(c1);
    const mine = rollup.contexts.nodes.filter((n: Loose) => n.name === 'lint');
    expect(mine).toEqual([
      expect.objectContaining({ title: 'new', databaseId: lint.id, checkSuite: { app: { slug: 'ci-app' } } }),
      expect.objectContaining({ title: 'other', databaseId: gate.id, checkSuite: { app: { slug: 'other-app' } } }),
    ]);
    expect(rollup.contexts.nodes.filter((n: Loose) => n.__typename === 'StatusContext')).toEqual([
      { __typename: 'StatusContext', context: 'deploy', state: 'SUCCESS', description: 'done' },
    ]);
  });

  it('comments by update time, the PRs carrying a label, and pull requests by node id', async () => {
    const { repo, pr } = s;
    const old = repo.addComment(pr.number, 'agent-1', 'status');
    repo.addComment(pr.number, 'agent-1', 'later');
    nextSecond();
    repo.editComment(old.id, 'agent-1', 'status, edited');
    repo.addLabel(pr.number, 'Needs-Rebase');
    const r = await gql(
      'tok',
      `query($n: Int!, $id: ID!) {
        repository(owner: "acme", name: "widgets") {
          pullRequest(number: $n) { comments(last: 1, orderBy: { field: UPDATED_AT, direction: ASC }) { nodes { body } } }
          label(name: "needs-rebase") { name pullRequests(first: 100, states: [OPEN]) { nodes { number } } }
          missing: label(name: "nope") { name }
        }
        nodes(ids: [$id, "PR_nope"]) { ... on PullRequest { number } }
      }`,
      { n: pr.number, id: repo.getPull(pr.number).nodeId },
    );
    expect(r.json.data.repository.pullRequest.comments.nodes).toEqual([{ body: 'status, edited' }]);
    expect(r.json.data.repository.label).toEqual({
      name: 'Needs-Rebase',
      pullRequests: { nodes: [{ number: pr.number }] },
    });
    expect(r.json.data.repository.missing).toBeNull();
    expect(r.json.data.nodes).toEqual([{ number: pr.number }, null]);
    expect(r.json.errors).toEqual([expect.objectContaining({ type: 'NOT_FOUND', path: ['nodes', 1] })]);
  });
});
