// Review requests (REST) and the draft mutations (GraphQL), as GitHub keeps them: what a request may name, what
// the PR then shows, that removing is idempotent, and which token may flip a PR between draft and ready.
import { describe, expect, it } from 'vitest';
import { appToken, botToken } from '../support/fake-world.js';
import { ALL_WRITE, client, useSetup, type Loose } from './helpers.js';

// An App that may see the organization's teams (Members: read): GITHUB_TOKEN never can.
const s = useSetup(
  botToken('prs-only', { 'pull-requests': 'write', metadata: 'read' }),
  appToken('app-members', 'mergexo-app', { ...ALL_WRITE, members: 'read' }),
);
const app = () => client(s.gh, 'app-members');
const R = '/repos/acme/widgets';
const gql = (query: string, variables: Record<string, unknown> = {}, token = 'tok') =>
  client(s.gh, token)('POST', '/graphql', { query, variables });

const READ_REQUESTS = `query($n: Int!) { repository(owner: "acme", name: "widgets") { pullRequest(number: $n) {
  isDraft reviewRequests(first: 10) { totalCount nodes { requestedReviewer { __typename ... on User { login } ... on Team { slug combinedSlug } } } } } } }`;

describe('review requests', () => {
  it('requests users and teams, shows them on the PR and in GraphQL, and removes them idempotently', async () => {
    const { api, repo, pr } = s;
    repo.setRole('bob', 'write');
    repo.addTeam('reviewers', 'Reviewers');
    const n = pr.number;
    const asked = await app()('POST', `${R}/pulls/${n}/requested_reviewers`, {
      reviewers: ['bob', 'alice'],
      team_reviewers: ['reviewers'],
    });
    expect(asked.status).toBe(201);
    expect(asked.json.requested_reviewers.map((u: Loose) => u.login)).toEqual(['bob', 'alice']);
    expect(asked.json.requested_teams.map((t: Loose) => t.slug)).toEqual(['reviewers']);
    // Asking again adds no second request.
    await api('POST', `${R}/pulls/${n}/requested_reviewers`, { reviewers: ['bob'] });
    const listed = await api('GET', `${R}/pulls/${n}/requested_reviewers`);
    expect(listed.json.users.map((u: Loose) => u.login)).toEqual(['bob', 'alice']);
    expect(listed.json.teams.map((t: Loose) => t.slug)).toEqual(['reviewers']);
    const viaPull = await api('GET', `${R}/pulls/${n}`);
    expect(viaPull.json.requested_reviewers.map((u: Loose) => u.login)).toEqual(['bob', 'alice']);

    const read = await gql(READ_REQUESTS, { n });
    const requests = read.json.data.repository.pullRequest.reviewRequests;
    expect(requests.totalCount).toBe(3);
    expect(requests.nodes.map((r: Loose) => r.requestedReviewer)).toEqual([
      { __typename: 'User', login: 'bob' },
      { __typename: 'User', login: 'alice' },
      { __typename: 'Team', slug: 'reviewers', combinedSlug: 'acme/reviewers' },
    ]);

    const removed = await api('DELETE', `${R}/pulls/${n}/requested_reviewers`, {
      reviewers: ['bob', 'nobody-asked'],
      team_reviewers: ['reviewers'],
    });
    expect(removed.status).toBe(200);
    expect(removed.json.requested_reviewers.map((u: Loose) => u.login)).toEqual(['alice']);
    expect(removed.json.requested_teams).toEqual([]);
    const again = await api('DELETE', `${R}/pulls/${n}/requested_reviewers`, { reviewers: ['bob'] });
    expect(again.status).toBe(200);
    await api('DELETE', `${R}/pulls/${n}/requested_reviewers`, { reviewers: ['alice'] });
    expect((await api('GET', `${R}/pulls/${n}/requested_reviewers`)).json).toEqual({ users: [], teams: [] });
  });

  it('refuses the author, non-collaborators and unknown teams, requesting nobody', async () => {
    const { api, pr } = s;
    const n = pr.number;
    const author = await api('POST', `${R}/pulls/${n}/requested_reviewers`, { reviewers: ['alice', 'agent-1'] });
    expect(author.status).toBe(422);
    expect(author.json.message).toBe('Review cannot be requested from pull request author.');
    const stranger = await api('POST', `${R}/pulls/${n}/requested_reviewers`, { reviewers: ['mallory'] });
    expect(stranger.status).toBe(422);
    expect(stranger.json.message).toMatch(/^Reviews may only be requested from collaborators/);
    const team = await api('POST', `${R}/pulls/${n}/requested_reviewers`, { team_reviewers: ['ghosts'] });
    expect(team.status).toBe(422);
    expect((await api('GET', `${R}/pulls/${n}/requested_reviewers`)).json).toEqual({ users: [], teams: [] });
    const readOnly = client(s.gh, null);
    expect((await readOnly('POST', `${R}/pulls/${n}/requested_reviewers`, { reviewers: ['alice'] })).status).toBe(401);
  });

  it('refuses a team to GITHUB_TOKEN, which cannot see teams, and then asks nobody of the same request', async () => {
    const { api, repo, pr } = s;
    repo.addTeam('reviewers', 'Reviewers');
    const n = pr.number;
    const asked = await api('POST', `${R}/pulls/${n}/requested_reviewers`, {
      reviewers: ['alice'],
      team_reviewers: ['reviewers'],
    });
    expect(asked.status).toBe(422);
    expect(asked.json.errors[0]).toMatch(/^Could not resolve to a node with the global id of 'T_/);
    expect((await api('GET', `${R}/pulls/${n}/requested_reviewers`)).json).toEqual({ users: [], teams: [] });
    // The users alone are asked.
    expect((await api('POST', `${R}/pulls/${n}/requested_reviewers`, { reviewers: ['alice'] })).status).toBe(201);
    await api('DELETE', `${R}/pulls/${n}/requested_reviewers`, { reviewers: ['alice'] });
  });
});

describe('review request witnesses', () => {
  it('records who asked and who took a request back on the timeline, as GitHub does', async () => {
    const { api, pr } = s;
    const n = pr.number;
    await api('POST', `${R}/pulls/${n}/requested_reviewers`, { reviewers: ['alice'] });
    await app()('POST', `${R}/pulls/${n}/requested_reviewers`, { team_reviewers: ['reviewers'] });
    await client(s.gh, 'prs-only')('DELETE', `${R}/pulls/${n}/requested_reviewers`, {
      reviewers: ['alice'],
      team_reviewers: ['reviewers'],
    });
    const q = `query($n: Int!) { repository(owner: "acme", name: "widgets") { pullRequest(number: $n) {
      timelineItems(itemTypes: [REVIEW_REQUESTED_EVENT, REVIEW_REQUEST_REMOVED_EVENT], last: 10) { nodes { __typename
        ... on ReviewRequestedEvent { actor { login } requestedReviewer { ... on User { login } ... on Team { slug } } }
        ... on ReviewRequestRemovedEvent { actor { login } requestedReviewer { ... on User { login } ... on Team { slug } } } } } } } }`;
    const nodes = (await gql(q, { n })).json.data.repository.pullRequest.timelineItems.nodes as Loose[];
    expect(nodes.slice(-4)).toEqual([
      { __typename: 'ReviewRequestedEvent', actor: { login: 'github-actions' }, requestedReviewer: { login: 'alice' } },
      {
        __typename: 'ReviewRequestedEvent',
        actor: { login: 'mergexo-app' },
        requestedReviewer: { slug: 'reviewers' },
      },
      {
        __typename: 'ReviewRequestRemovedEvent',
        actor: { login: 'github-actions' },
        requestedReviewer: { login: 'alice' },
      },
      {
        __typename: 'ReviewRequestRemovedEvent',
        actor: { login: 'github-actions' },
        requestedReviewer: { slug: 'reviewers' },
      },
    ]);
  });
});

describe('draft and ready for review', () => {
  it('converts to draft and back, records who did it, and needs contents: write beside pull_requests: write', async () => {
    const { repo, pr } = s;
    const n = pr.number;
    const id = (await gql(`{ repository(owner: "acme", name: "widgets") { pullRequest(number: ${n}) { id } } }`)).json
      .data.repository.pullRequest.id;
    const toDraft = await gql(
      'mutation($id: ID!) { convertPullRequestToDraft(input: { pullRequestId: $id }) { pullRequest { isDraft } } }',
      { id },
    );
    expect(toDraft.json.data.convertPullRequestToDraft.pullRequest.isDraft).toBe(true);
    expect((await repo.pull(n)).draft).toBe(true);
    expect((await repo.pull(n)).mergeableState).toBe('draft');

    // GitHub answers an integration token without `contents: write` with FORBIDDEN (cli/cli#8910).
    const refused = await gql(
      'mutation($id: ID!) { markPullRequestReadyForReview(input: { pullRequestId: $id }) { pullRequest { isDraft } } }',
      { id },
      'prs-only',
    );
    expect(refused.json.errors[0]).toMatchObject({
      type: 'FORBIDDEN',
      message: 'Resource not accessible by integration',
    });
    expect((await repo.pull(n)).draft).toBe(true);

    const ready = await gql(
      'mutation Ready($id: ID!) { markPullRequestReadyForReview(input: { pullRequestId: $id }) { pullRequest { isDraft } } }',
      { id },
    );
    expect(ready.json.data.markPullRequestReadyForReview.pullRequest.isDraft).toBe(false);
    expect((await repo.pull(n)).draft).toBe(false);
    // Marking a ready PR ready changes nothing and records nothing.
    await gql(
      'mutation($id: ID!) { markPullRequestReadyForReview(input: { pullRequestId: $id }) { clientMutationId } }',
      {
        id,
      },
    );
    expect(
      repo.timelineEvents(n, ['ConvertToDraftEvent', 'ReadyForReviewEvent']).map((e) => [e.type, e.actor]),
    ).toEqual([
      ['ConvertToDraftEvent', 'github-actions[bot]'],
      ['ReadyForReviewEvent', 'github-actions[bot]'],
    ]);
    // A mutation without connections costs GitHub's minimum, one point.
    s.gh.resetLog();
    await gql(
      'mutation Draft($id: ID!) { convertPullRequestToDraft(input: { pullRequestId: $id }) { pullRequest { number } } }',
      { id },
    );
    expect(s.gh.requests.map((r) => [r.operation, r.kind, r.points])).toEqual([['Draft', 'write', 1]]);
  });
});
