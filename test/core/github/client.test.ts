// The client's waits against GitHub's limits: what it waits out, what it refuses at once because the wait
// would outlast the run's budget, and what it says then. A scripted server answers each request in turn.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigurationError, UndecidableError } from '../../../src/core/pure/errors.js';
import { createGitHubClient, isWrite } from '../../../src/core/github/client.js';
import {
  DEFAULT_MAX_WAIT_SECONDS,
  RateLimitedError,
  limitOf,
  maxWaitFromEnv,
  utcTime,
} from '../../../src/core/github/wait-budget.js';

interface Answer {
  status: number;
  headers?: Record<string, string>;
  body?: unknown;
}

class Scripted {
  readonly requests: string[] = [];
  /** When each request arrived (ms). */
  readonly arrivals: number[] = [];
  private constructor(
    private readonly server: Server,
    readonly url: string,
  ) {}

  /** Answers request i with answers[i], the last answer once they run out. */
  static async start(answers: Array<Answer | (() => Answer)>): Promise<Scripted> {
    const holder: { s?: Scripted } = {};
    const server = createServer((req: IncomingMessage, res: ServerResponse) => {
      req.resume();
      req.on('end', () => {
        const s = holder.s!;
        s.requests.push(`${req.method} ${req.url}`);
        s.arrivals.push(Date.now());
        const next = answers[Math.min(s.requests.length - 1, answers.length - 1)]!;
        const a = typeof next === 'function' ? next() : next;
        res.writeHead(a.status, { 'content-type': 'application/json; charset=utf-8', ...a.headers });
        res.end(a.body === undefined ? '' : JSON.stringify(a.body));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    holder.s = new Scripted(server, `http://127.0.0.1:${(server.address() as AddressInfo).port}`);
    return holder.s;
  }

  stop(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

const servers: Scripted[] = [];
afterEach(async () => {
  for (const s of servers.splice(0)) await s.stop();
});

async function serve(answers: Array<Answer | (() => Answer)>) {
  const server = await Scripted.start(answers);
  servers.push(server);
  return server;
}

function client(server: Scripted, maxWaitSeconds?: number) {
  return createGitHubClient({
    token: 'tok',
    apiUrl: server.url,
    userAgent: 'mergexo/test',
    // Waits shrink so the tests that wait are quick; the budget counts what GitHub asked for, unscaled.
    timeScale: 0.001,
    ...(maxWaitSeconds !== undefined ? { maxWaitSeconds } : {}),
  });
}

const now = () => Math.floor(Date.now() / 1000);
const OK: Answer = { status: 200, body: { id: 1, full_name: 'acme/widgets' } };
const primary = (reset: number): Answer => ({
  status: 403,
  headers: { 'x-ratelimit-remaining': '0', 'x-ratelimit-limit': '1000', 'x-ratelimit-reset': String(reset) },
  body: { message: 'API rate limit exceeded for installation ID 1.' },
});
const secondary = (retryAfter: string | undefined): Answer => ({
  status: 403,
  headers: retryAfter === undefined ? {} : { 'retry-after': retryAfter },
  body: { message: 'You have exceeded a secondary rate limit. Please wait a few minutes before you try again.' },
});
const tooMany = (retryAfter: number): Answer => ({
  status: 429,
  headers: { 'retry-after': String(retryAfter) },
  body: { message: 'Too Many Requests' },
});
const get = (c: ReturnType<typeof client>) => c.rest.repos.get({ owner: 'acme', repo: 'widgets' });

async function refusal(p: Promise<unknown>): Promise<RateLimitedError> {
  const e = await p.then(
    () => undefined,
    (err: unknown) => err,
  );
  expect(e).toBeInstanceOf(RateLimitedError);
  expect(e).toBeInstanceOf(UndecidableError);
  return e as RateLimitedError;
}

describe('waiting for GitHub within the run', () => {
  it('refuses at once a primary limit that resets after the budget, naming the reset', async () => {
    const reset = now() + 3600;
    const server = await serve([primary(reset), OK]);
    const e = await refusal(get(client(server)));
    expect(server.requests).toHaveLength(1);
    expect(e.reason).toBe('beyond-budget');
    expect(e.limit).toMatchObject({ kind: 'primary', status: 403 });
    expect(e.message).toContain(`used up until ${utcTime(new Date(reset * 1000))}`);
    expect(e.message).toContain(`at most ${DEFAULT_MAX_WAIT_SECONDS} s`);
    expect(e.message).toContain(`re-run the job after ${utcTime(new Date(reset * 1000))}`);
    expect(e.message).toContain('GET /repos/{owner}/{repo}');
  });

  it('waits out a primary limit that resets within the budget', async () => {
    const server = await serve([primary(now() + 2), OK]);
    const { data } = await get(client(server));
    expect(data.full_name).toBe('acme/widgets');
    expect(server.requests).toHaveLength(2);
  });

  it('refuses a secondary limit whose retry-after is beyond the budget, and waits out a short one', async () => {
    const long = await serve([secondary('600'), OK]);
    const e = await refusal(get(client(long)));
    expect(long.requests).toHaveLength(1);
    expect(e.limit).toMatchObject({ kind: 'secondary', waitSeconds: 600 });
    expect(e.message).toContain('asks to wait 600 s');

    const short = await serve([secondary('30'), OK]);
    expect((await get(client(short))).status).toBe(200);
    expect(short.requests).toHaveLength(2);
  });

  it('counts a secondary limit without retry-after as the 60 s GitHub advises', async () => {
    const server = await serve([secondary(undefined), OK]);
    const e = await refusal(get(client(server, 59)));
    expect(e.limit.waitSeconds).toBe(60);
    expect(server.requests).toHaveLength(1);
    const enough = await serve([secondary(undefined), OK]);
    expect((await get(client(enough, 60))).status).toBe(200);
  });

  it('neither its fetch nor its retries wait for or retries a 429 whose retry-after is beyond the budget', async () => {
    const server = await serve([tooMany(3600), OK]);
    const e = await refusal(get(client(server)));
    expect(server.requests).toHaveLength(1);
    expect(e.limit).toMatchObject({ kind: 'retry-after', status: 429, waitSeconds: 3600 });
  });

  it('spends one budget over the whole run: waits stop once they add up to it', async () => {
    const server = await serve([tooMany(2), tooMany(2), OK, tooMany(2), OK]);
    const c = client(server, 5);
    expect((await get(c)).status).toBe(200);
    const e = await refusal(get(c));
    expect(e.message).toContain('at most 5 s');
    expect(e.message).toContain('4 s used so far');
    expect(server.requests).toHaveLength(4);
  });

  it('with a budget of 0 waits for nothing', async () => {
    const server = await serve([secondary('1'), OK]);
    await refusal(get(client(server, 0)));
    expect(server.requests).toHaveLength(1);
  });

  it('refuses a GraphQL RATE_LIMITED answer whose reset is beyond the budget', async () => {
    const reset = now() + 1800;
    const server = await serve([
      {
        status: 200,
        headers: { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': String(reset) },
        body: { data: null, errors: [{ type: 'RATE_LIMITED', message: 'API rate limit exceeded' }] },
      },
    ]);
    const e = await refusal(client(server).graphql('query { viewer { login } }'));
    expect(server.requests).toEqual(['POST /graphql']);
    expect(e.message).toContain(utcTime(new Date(reset * 1000)));
  });

  it('says when to re-run when a limit outlasts the waits it was given', async () => {
    const server = await serve([() => primary(now() + 1)]);
    const e = await refusal(get(client(server)));
    expect(e.reason).toBe('still-limited');
    expect(e.message).toContain('still limited after mergexo waited');
    // The first answer and four waits, as before the budget existed.
    expect(server.requests).toHaveLength(5);
  });

  it('sends a request that failed on the server again, and answers with the first success', async () => {
    const server = await serve([{ status: 502, body: { message: 'Bad Gateway' } }, OK]);
    expect((await get(client(server))).data.full_name).toBe('acme/widgets');
    expect(server.requests).toEqual(['GET /repos/acme/widgets', 'GET /repos/acme/widgets']);
  });

  it('leaves other failures alone: a 503 that outlasts the retries stays an outage, a 404 stays a 404', async () => {
    const unavailable = await serve([{ status: 503, headers: { 'retry-after': '1' }, body: { message: 'busy' } }]);
    const e = await get(client(unavailable)).catch((err: unknown) => err);
    expect(e).not.toBeInstanceOf(UndecidableError);
    expect(e).toMatchObject({ status: 503 });
    const missing = await serve([{ status: 404, body: { message: 'Not Found' } }]);
    await expect(get(client(missing))).rejects.toMatchObject({ status: 404 });
    expect(missing.requests).toHaveLength(1);
  });
});

describe('limitOf', () => {
  const at = 1_700_000_000_000;
  const err = (status: number, headers: Record<string, string>, message = '', data?: unknown) => ({
    status,
    message,
    response: { headers, data },
  });

  it('reads limits the way the throttle does', () => {
    expect(
      limitOf(err(403, { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': String(at / 1000 + 100) }), at),
    ).toEqual({ kind: 'primary', status: 403, waitSeconds: 101, resumeAt: new Date(at + 100_000) });
    expect(limitOf(err(429, { 'retry-after': '7' }, 'You have exceeded a secondary rate limit'), at)).toMatchObject({
      kind: 'secondary',
      waitSeconds: 7,
    });
    expect(limitOf(err(503, { 'retry-after': '9' }), at)).toMatchObject({ kind: 'retry-after', waitSeconds: 9 });
  });

  it('is undefined for answers that set no wait', () => {
    expect(limitOf(err(403, { 'x-ratelimit-remaining': '12' }, 'Resource not accessible by integration'), at)).toBe(
      undefined,
    );
    expect(limitOf(err(500, { 'retry-after': '9' }), at)).toBe(undefined);
    expect(limitOf(err(429, {}), at)).toBe(undefined);
    expect(limitOf(new Error('socket hang up'), at)).toBe(undefined);
    expect(limitOf(undefined, at)).toBe(undefined);
  });
});

describe('isWrite: what the client paces 1 s apart', () => {
  it('REST writes and GraphQL mutations; never a read or a GraphQL query', () => {
    expect(isWrite({ method: 'GET', url: '/repos/{owner}/{repo}' })).toBe(false);
    expect(isWrite({ method: 'HEAD', url: '/repos/{owner}/{repo}' })).toBe(false);
    expect(isWrite({ method: 'POST', url: '/repos/{owner}/{repo}/check-runs' })).toBe(true);
    expect(isWrite({ method: 'DELETE', url: '/repos/{owner}/{repo}/issues/{issue_number}/labels/{name}' })).toBe(true);
    expect(isWrite({ method: 'POST', url: '/graphql', query: 'query q($n: Int!) { viewer { login } }' })).toBe(false);
    expect(isWrite({ method: 'POST', url: '/graphql', query: '{ viewer { login } }' })).toBe(false);
    const mutation =
      'mutation m($id: ID!) { disablePullRequestAutoMerge(input: { pullRequestId: $id }) { clientMutationId } }';
    expect(isWrite({ method: 'POST', url: '/graphql', query: mutation })).toBe(true);
    expect(isWrite({ method: 'POST', url: '/graphql', query: `# why\n  ${mutation}` })).toBe(true);
    // A body it cannot read is paced, in doubt.
    expect(isWrite({ method: 'POST', url: '/graphql' })).toBe(true);
  });

  it('writes still go out at least the paced interval apart (a lower bound, not a speed)', async () => {
    const server = await serve([OK]);
    const c = createGitHubClient({ token: 'tok', apiUrl: server.url, userAgent: 'mergexo/test', timeScale: 0.2 });
    const status = { owner: 'acme', repo: 'widgets', sha: 'abc', state: 'success' } as const;
    for (let i = 0; i < 3; i++) await c.request('POST /repos/{owner}/{repo}/statuses/{sha}', status);
    expect(server.requests).toHaveLength(3);
    // 1 s scaled by 0.2: writes start 200 ms apart; 150 ms leaves the network all the room it could need.
    const [a, b, d] = server.arrivals as [number, number, number];
    expect(b - a).toBeGreaterThanOrEqual(150);
    expect(d - b).toBeGreaterThanOrEqual(150);
  });
});

describe('maxWaitFromEnv', () => {
  it('defaults to 300 s and takes whole seconds up to six hours', () => {
    expect(maxWaitFromEnv({})).toBe(300);
    expect(maxWaitFromEnv({ MERGEXO_MAX_WAIT_SECONDS: ' ' })).toBe(300);
    expect(maxWaitFromEnv({ MERGEXO_MAX_WAIT_SECONDS: '0' })).toBe(0);
    expect(maxWaitFromEnv({ MERGEXO_MAX_WAIT_SECONDS: '1800' })).toBe(1800);
  });

  it.each(['-1', '1.5', '5m', '21601'])('refuses %s with the fix', (value) => {
    expect(() => maxWaitFromEnv({ MERGEXO_MAX_WAIT_SECONDS: value })).toThrow(ConfigurationError);
    expect(() => maxWaitFromEnv({ MERGEXO_MAX_WAIT_SECONDS: value })).toThrow(
      /whole number of seconds from 0 to 21600/,
    );
  });
});
