// GitHub's budgets as the fake enforces them, each against its source: "Rate limits for the REST API" (primary limits
// per identity, the x-ratelimit-* headers, GET /rate_limit, 304s, the 403 once spent, the secondary limits) and "Rate
// limits and query limits for the GraphQL API" (points an hour, rateLimit). Time is a simulated clock: an hour
// passes in one assignment.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeGitHub } from '../../fake-github/index.js';
import { CONTENT_MESSAGE, GITHUB_SECONDARY_LIMITS, SECONDARY_MESSAGE } from '../../fake-github/budgets.js';
import { ALL_WRITE, client } from './helpers.js';

const START = Date.UTC(2026, 4, 1, 14, 0, 0);
let now = START;
let gh: FakeGitHub;
let pr: number;
const R = '/repos/acme/widgets';

beforeAll(async () => {
  gh = await FakeGitHub.start();
  gh.setClock(() => now);
  const repo = await gh.createRepo('acme/widgets', { defaultBranch: 'main' });
  const wt = await repo.clone('agent-1');
  await wt.checkout('feature', { create: true, from: 'main' });
  await wt.commit({ 'src/a.ts': 'export const a = 1;\n' }, 'first');
  await wt.push('feature');
  pr = (await repo.openPullRequest({ head: 'feature', base: 'main', author: 'agent-1' })).number;
});
afterAll(() => gh.stop());

const actionsToken = (token: string, budget: string) =>
  gh.addToken(token, { login: 'github-actions[bot]', type: 'Bot', permissions: { ...ALL_WRITE }, budget });
const gql = (token: string, query: string) => client(gh, token)('POST', '/graphql', { query });

describe('primary limits per identity', () => {
  it("GITHUB_TOKEN: 1,000 requests an hour per repository, shared by every job's token, on every answer", async () => {
    actionsToken('job-1', 'repo:acme/widgets');
    actionsToken('job-2', 'repo:acme/widgets');
    const first = await client(gh, 'job-1')('GET', `${R}/pulls/${pr}`);
    expect(first.status).toBe(200);
    const reset = String(Math.floor(START / 1000) + 3600);
    expect(Object.fromEntries([...first.headers].filter(([k]) => k.startsWith('x-ratelimit-')))).toEqual({
      'x-ratelimit-limit': '1000',
      'x-ratelimit-remaining': '999',
      'x-ratelimit-used': '1',
      'x-ratelimit-reset': reset,
      'x-ratelimit-resource': 'core',
    });
    // Another job of the same repository spends the same hour.
    const second = await client(gh, 'job-2')('GET', `${R}/pulls`);
    expect(second.headers.get('x-ratelimit-remaining')).toBe('998');
    // Refused answers carry the headers too.
    expect((await client(gh, 'job-2')('GET', `${R}/pulls/999`)).headers.get('x-ratelimit-used')).toBe('3');
  });

  it('an App installation and a user get 5,000 each, apart from GITHUB_TOKEN; tokens without a budget their own', () => {
    const app = gh.addToken('app-1', { login: 'mergexo[bot]', type: 'Bot', app: 'mergexo', budget: 'installation:7' });
    const same = gh.addToken('app-2', { login: 'mergexo[bot]', type: 'Bot', app: 'mergexo', budget: 'installation:7' });
    const user = gh.addToken('pat', { login: 'maya', budget: 'user:maya' });
    expect([app.rateLimit, app.graphqlRateLimit, user.rateLimit, user.graphqlRateLimit]).toEqual([
      5000, 5000, 5000, 5000,
    ]);
    expect(same.budget).toBe(app.budget);
    expect(app.budget).not.toBe(gh.store.tokens.get('job-1')!.budget);
    const own = gh.addToken('own', { login: 'github-actions[bot]', type: 'Bot' });
    expect([own.rateLimit, own.graphqlRateLimit]).toEqual([5000, 1000]);
    expect(() =>
      gh.addToken('odd', { login: 'mergexo[bot]', type: 'Bot', budget: 'installation:7', rateLimit: 9 }),
    ).toThrow(/must agree/);
  });

  it('once spent: 403 naming the installation, remaining 0, nothing more charged; the next hour is whole', async () => {
    const token = actionsToken('spend', 'repo:acme/spent');
    const api = client(gh, 'spend');
    token.used = { core: 999, graphql: 0 };
    expect((await api('GET', `${R}/pulls/${pr}`)).headers.get('x-ratelimit-remaining')).toBe('0');
    const refused = await api('GET', `${R}/pulls/${pr}`);
    expect(refused.status).toBe(403);
    expect(refused.json.message).toBe(`API rate limit exceeded for installation ID ${token.user.id}.`);
    expect(refused.headers.get('x-ratelimit-remaining')).toBe('0');
    expect(refused.headers.get('x-ratelimit-reset')).toBe(String(token.resetAt));
    expect(refused.headers.get('retry-after')).toBeNull();
    expect(token.used.core).toBe(1000);
    // Writes are refused the same way, before anything is applied.
    expect((await api('POST', `${R}/issues/${pr}/comments`, { body: 'x' })).status).toBe(403);
    expect(gh.repo('acme/widgets').comments(pr)).toHaveLength(0);
    // GraphQL has its own budget.
    expect((await gql('spend', '{ viewer { login } }')).json.data.viewer.login).toBe('github-actions[bot]');

    now = token.resetAt * 1000;
    const next = await api('GET', `${R}/pulls/${pr}`);
    expect(next.status).toBe(200);
    expect(next.headers.get('x-ratelimit-used')).toBe('1');
    expect(next.headers.get('x-ratelimit-reset')).toBe(String(now / 1000 + 3600));
  });

  it('GET /rate_limit answers for any token and spends nothing; a 304 spends nothing', async () => {
    const token = gh.addToken('reader', { login: 'github-actions[bot]', type: 'Bot', permissions: {}, budget: 'r' });
    const api = client(gh, 'reader');
    const status = await api('GET', '/rate_limit');
    expect(status.status).toBe(200);
    expect(status.json.resources.core).toEqual({
      limit: 1000,
      used: 0,
      remaining: 1000,
      reset: token.resetAt,
      resource: 'core',
    });
    expect(status.json.resources.graphql).toMatchObject({ limit: 1000, used: 0, remaining: 1000 });
    expect(status.json.rate).toEqual(status.json.resources.core);
    await api('GET', '/rate_limit');
    expect(token.used.core).toBe(0);

    const api2 = client(gh, 'job-1');
    const first = await api2('GET', `${R}/pulls/${pr}`);
    const used = gh.store.tokens.get('job-1')!.used.core;
    const again = await api2('GET', `${R}/pulls/${pr}`, undefined, { 'if-none-match': first.headers.get('etag')! });
    expect(again.status).toBe(304);
    expect(gh.store.tokens.get('job-1')!.used.core).toBe(used);
    // Spent or not, the status stays readable.
    token.used = { core: 1000, graphql: 1000 };
    expect((await api('GET', '/rate_limit')).json.resources.core.remaining).toBe(0);
  });

  it('GraphQL: points an hour per identity, rateLimit { cost remaining limit resetAt } answered', async () => {
    const token = actionsToken('points', 'repo:acme/points');
    actionsToken('points-2', 'repo:acme/points');
    const query = '{ rateLimit { cost remaining limit used resetAt } viewer { login } }';
    const r = await gql('points', query);
    expect(r.json.data.rateLimit).toEqual({
      cost: 1,
      remaining: 999,
      limit: 1000,
      used: 1,
      resetAt: new Date(token.resetAt * 1000).toISOString().replace('.000Z', 'Z'),
    });
    expect(r.headers.get('x-ratelimit-resource')).toBe('graphql');
    expect((await gql('points-2', query)).json.data.rateLimit).toMatchObject({ remaining: 998, used: 2 });
    token.used = { core: 0, graphql: 1000 };
    const spent = await gql('points-2', query);
    expect(spent.status).toBe(200);
    expect(spent.json.errors[0].type).toBe('RATE_LIMITED');
    expect(spent.headers.get('x-ratelimit-remaining')).toBe('0');
  });
});

describe('secondary limits across every request of an identity', () => {
  it("GitHub's documented figures", () => {
    expect(GITHUB_SECONDARY_LIMITS).toEqual({
      concurrent: 100,
      writesPerMinute: 80,
      writesPerHour: 500,
      restPointsPerMinute: 900,
      graphqlPointsPerMinute: 2000,
    });
  });

  it('80 content-generating requests (comments, not check runs) a minute, 500 an hour, per identity', async () => {
    gh.secondaryLimits('github');
    try {
      actionsToken('w-1', 'repo:acme/writes');
      actionsToken('w-2', 'repo:acme/writes');
      const post = (token: string) => client(gh, token)('POST', `${R}/issues/${pr}/comments`, { body: 'x' });
      const statuses: number[] = [];
      for (let i = 0; i < 80; i++) statuses.push((await post(i % 2 ? 'w-1' : 'w-2')).status);
      expect(new Set(statuses)).toEqual(new Set([201]));
      const blocked = await post('w-1');
      expect(blocked.status).toBe(403);
      expect(blocked.json.message).toBe(CONTENT_MESSAGE);
      expect(blocked.headers.get('retry-after')).toBe('60');
      expect(blocked.headers.get('x-ratelimit-remaining')).not.toBe('0');
      // Reads are not content, nor a check run: they go on. Another identity is not blocked.
      expect((await client(gh, 'w-2')('GET', `${R}/pulls/${pr}`)).status).toBe(200);
      const head = (await gh.repo('acme/widgets').pull(pr)).headSha;
      const check = { name: 'ci', head_sha: head, status: 'completed', conclusion: 'success' };
      expect((await client(gh, 'w-1')('POST', `${R}/check-runs`, check)).status).toBe(201);
      expect((await post('job-1')).status).toBe(201);

      // A minute later, 80 more; by the 500th in the hour, blocked until the oldest are an hour old.
      let sent = 80;
      while (sent < 500) {
        now += 60_000;
        for (let i = 0; i < 80 && sent < 500; i++, sent++) expect((await post('w-1')).status).toBe(201);
      }
      now += 60_000;
      expect((await post('w-2')).json.message).toBe(CONTENT_MESSAGE);
      now += 3600_000;
      expect((await post('w-2')).status).toBe(201);
    } finally {
      gh.secondaryLimits({});
    }
  }, 60_000);

  it('900 points a minute on one REST endpoint (a read 1, a write 5); other endpoints go on', async () => {
    gh.secondaryLimits({ restPointsPerMinute: GITHUB_SECONDARY_LIMITS.restPointsPerMinute });
    try {
      gh.addToken('ep', { login: 'maya', budget: 'user:ep' });
      const api = client(gh, 'ep');
      for (let i = 0; i < 180; i++) await api('PATCH', `${R}/pulls/${pr}`, { body: `edit ${i}` });
      const refused = await api('PATCH', `${R}/pulls/${pr}`, { body: 'one more' });
      expect(refused.status).toBe(403);
      expect(refused.json.message).toBe(SECONDARY_MESSAGE);
      expect((await api('GET', `${R}/pulls/${pr}`)).status).toBe(200);
      now += 60_000;
      expect((await api('PATCH', `${R}/pulls/${pr}`, { body: 'later' })).status).toBe(200);
    } finally {
      gh.secondaryLimits({});
    }
  }, 60_000);

  it('points a minute on GraphQL (GitHub: 2,000; a query 1), apart from REST', async () => {
    gh.secondaryLimits({ graphqlPointsPerMinute: 10 });
    try {
      gh.addToken('gq', { login: 'maya', budget: 'user:gq' });
      for (let i = 0; i < 10; i++) expect((await gql('gq', '{ viewer { login } }')).status).toBe(200);
      const refused = await gql('gq', '{ viewer { login } }');
      expect(refused.status).toBe(403);
      expect(refused.json.message).toBe(SECONDARY_MESSAGE);
      expect((await client(gh, 'gq')('GET', `${R}/pulls`)).status).toBe(200);
      now += 60_000;
      expect((await gql('gq', '{ viewer { login } }')).status).toBe(200);
    } finally {
      gh.secondaryLimits({});
    }
  });

  it('concurrent requests (GitHub: 100): one more while they are answered is refused', async () => {
    gh.secondaryLimits({ concurrent: 2 });
    // Two writes are held between being applied and being answered.
    let release = (): void => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    let holding = 0;
    let bothHeld = (): void => undefined;
    const holdingBoth = new Promise<void>((resolve) => (bothHeld = resolve));
    const off = gh.onWrite(async () => {
      if (++holding === 2) bothHeld();
      await held;
    });
    try {
      gh.addToken('cc', { login: 'maya', budget: 'user:cc' });
      const api = client(gh, 'cc');
      const post = () => api('POST', `${R}/issues/${pr}/comments`, { body: 'held' });
      const slow = [post(), post()];
      await holdingBoth;
      const third = await api('GET', `${R}/pulls`);
      expect(third.status).toBe(403);
      expect(third.json.message).toBe(SECONDARY_MESSAGE);
      release();
      expect((await Promise.all(slow)).map((r) => r.status)).toEqual([201, 201]);
      expect((await api('GET', `${R}/pulls`)).status).toBe(200);
    } finally {
      off();
      release();
      gh.secondaryLimits({});
    }
  });
});
