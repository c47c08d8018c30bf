// The client's answers to failed requests, as Octokit's retry and throttling plugins gave them: which failures are
// sent again and after how long, which refusals are rate limits and what each asks to wait, what notifies people
// and how far apart it goes out, and the cap on requests in flight. The hooks are driven with a scripted `request`.
import { describe, expect, it } from 'vitest';
import { retryFailures, throttle, type LimitKind } from '../../../src/core/github/retries.js';
import { RateLimitedError, WaitBudget } from '../../../src/core/github/wait-budget.js';

type Options = Parameters<ReturnType<typeof retryFailures>>[1];
type Answer = Awaited<ReturnType<Parameters<ReturnType<typeof retryFailures>>[0]>>;

const ok = (data: unknown = { id: 1 }): Answer => ({ status: 200, headers: {}, data, url: 'x' });
/** Octokit's RequestError, as @octokit/request throws it. */
function failure(status: number, message = 'failed', headers: Record<string, string> = {}, data?: unknown) {
  return Object.assign(new Error(message), {
    name: 'HttpError',
    status,
    request: { method: 'GET', url: 'x', headers: {}, request: {} },
    response: { status, url: 'x', headers, data },
  });
}

/** A request that answers each call with the next of `answers` (an Error is thrown), and counts the calls. */
function scripted(answers: Array<Answer | Error>) {
  const calls: Options[] = [];
  const request = async (o: Options) => {
    calls.push(o);
    const next = answers[Math.min(calls.length - 1, answers.length - 1)]!;
    if (next instanceof Error) throw next;
    return next;
  };
  return { request, calls };
}

const get = (url = '/repos/{owner}/{repo}'): Options => ({ method: 'GET', url, request: {} });

describe('retryFailures', () => {
  it('sends a 5xx again, up to its retries, and gives up with the last failure', async () => {
    const { request, calls } = scripted([failure(502), failure(503), ok()]);
    const options = get();
    expect((await retryFailures(5, 1)(request, options)).status).toBe(200);
    expect(calls).toHaveLength(3);
    expect(options.request?.retryCount).toBe(2);

    const down = scripted([failure(500)]);
    await expect(retryFailures(2, 1)(down.request, get())).rejects.toMatchObject({ status: 500 });
    expect(down.calls).toHaveLength(3);
  });

  it("keeps to a request's own retries: `request: { retries: 0 }` makes its refusal an answer", async () => {
    const { request, calls } = scripted([failure(405, 'Pull Request is not mergeable'), ok()]);
    const merge: Options = {
      method: 'PUT',
      url: '/repos/{owner}/{repo}/pulls/{pull_number}/merge',
      request: { retries: 0 },
    };
    await expect(retryFailures(5, 1)(request, merge)).rejects.toMatchObject({ status: 405 });
    expect(calls).toHaveLength(1);
  });

  it('waits 1, 4, 9… times its base between attempts', async () => {
    const { request } = scripted([failure(500), failure(500), ok()]);
    const started = Date.now();
    await retryFailures(5, 10)(request, get());
    // 10 ms then 40 ms; a timer may fire a millisecond early.
    expect(Date.now() - started).toBeGreaterThanOrEqual(48);
  });

  it.each([400, 401, 403, 404, 410, 422, 451])(
    'never sends a %i again: the same request cannot change it',
    async (s) => {
      const { request, calls } = scripted([failure(s), ok()]);
      await expect(retryFailures(5, 1)(request, get())).rejects.toMatchObject({ status: s });
      expect(calls).toHaveLength(1);
    },
  );

  it('sends a 409 and a 429 again, as plugin-retry does', async () => {
    for (const s of [409, 429]) {
      const { request, calls } = scripted([failure(s), ok()]);
      expect((await retryFailures(5, 1)(request, get())).status).toBe(200);
      expect(calls).toHaveLength(2);
    }
  });

  it("leaves mergexo's own errors alone: only an answer to a request is sent again", async () => {
    const budget = new WaitBudget(0);
    const limit = { kind: 'primary' as const, status: 403, waitSeconds: 60, resumeAt: new Date() };
    for (const own of [new Error('socket hang up'), new RateLimitedError(limit, 'beyond-budget', 'GET /x', budget)]) {
      const { request, calls } = scripted([own, ok()]);
      await expect(retryFailures(5, 1)(request, get())).rejects.toBe(own);
      expect(calls).toHaveLength(1);
    }
  });

  it("takes GraphQL's 'Something went wrong while executing your query' for a 500", async () => {
    const wrong = ok({ data: null, errors: [{ message: 'Something went wrong while executing your query. x' }] });
    const { request, calls } = scripted([wrong, ok({ data: { viewer: { login: 'a' } } })]);
    const post: Options = { method: 'POST', url: '/graphql', request: {} };
    expect((await retryFailures(5, 1)(request, post)).data).toEqual({ data: { viewer: { login: 'a' } } });
    expect(calls).toHaveLength(2);
    const always = scripted([wrong]);
    const signed: Options = { ...post, headers: { authorization: 'token ghs_secret_token' } };
    const e = await retryFailures(1, 1)(always.request, signed).catch((err: unknown) => err);
    expect(e).toMatchObject({ status: 500 });
    expect(always.calls).toHaveLength(2);
    // The error carries the request as Octokit's errors do, without the token.
    expect(JSON.stringify(e)).not.toContain('ghs_secret_token');
    expect(always.calls[0]?.headers).toEqual({ authorization: 'token ghs_secret_token' });
  });
});

describe('throttle', () => {
  const limits: Array<[LimitKind, number, number]> = [];
  const agree = (kind: LimitKind, retryAfter: number, _o: unknown, count: number) => {
    limits.push([kind, retryAfter, count]);
    return true;
  };
  const refuse = () => false;

  it('waits out a secondary limit for its retry-after, else 60 s, when asked to', async () => {
    limits.length = 0;
    const secondary = failure(403, 'You have exceeded a secondary rate limit', { 'retry-after': '30' });
    const { request, calls } = scripted([secondary, failure(429, 'secondary rate limit'), ok()]);
    expect((await throttle(0.01, 0, agree)(request, get())).status).toBe(200);
    expect(calls).toHaveLength(3);
    expect(limits).toEqual([
      ['secondary', 30, 0],
      ['secondary', 60, 1],
    ]);
    const refused = scripted([secondary, ok()]);
    await expect(throttle(0.01, 0, refuse)(refused.request, get())).rejects.toBe(secondary);
    expect(refused.calls).toHaveLength(1);
  });

  it('waits a spent primary limit out until one second past its reset', async () => {
    limits.length = 0;
    const reset = Math.floor(Date.now() / 1000) + 10;
    const spent = failure(403, 'API rate limit exceeded', {
      'x-ratelimit-remaining': '0',
      'x-ratelimit-reset': String(reset),
    });
    const { request } = scripted([spent, ok()]);
    await throttle(0.001, 0, agree)(request, get());
    expect(limits).toHaveLength(1);
    expect(limits[0]?.[0]).toBe('primary');
    expect(limits[0]?.[1]).toBeGreaterThanOrEqual(10);
    expect(limits[0]?.[1]).toBeLessThanOrEqual(11);
  });

  it('takes a RATE_LIMITED GraphQL answer for a spent limit, and fails with the answer when not waited out', async () => {
    limits.length = 0;
    const limited = ok({ data: null, errors: [{ type: 'RATE_LIMITED', message: 'API rate limit exceeded' }] });
    const post: Options = { method: 'POST', url: '/graphql', request: {} };
    const { request, calls } = scripted([limited, ok({ data: {} })]);
    expect((await throttle(0.001, 0, agree)(request, post)).data).toEqual({ data: {} });
    expect(calls).toHaveLength(2);
    expect(limits.map(([kind]) => kind)).toEqual(['primary']);
    const refused = scripted([limited]);
    await expect(throttle(0.001, 0, refuse)(refused.request, post)).rejects.toMatchObject({
      message: 'GraphQL Rate Limit Exceeded',
      data: limited.data,
    });
  });

  it('passes on other refusals untouched: a 403 without a limit, a 404, a 401 on GraphQL', async () => {
    for (const [e, o] of [
      [failure(403, 'Resource not accessible by integration', { 'x-ratelimit-remaining': '12' }), get()],
      [failure(404, 'Not Found'), get()],
      [failure(401, 'Bad credentials', { 'x-ratelimit-remaining': '0' }), { method: 'POST', url: '/graphql' }],
    ] as Array<[Error, Options]>) {
      const { request, calls } = scripted([e, ok()]);
      await expect(throttle(0.001, 0, agree)(request, o)).rejects.toBe(e);
      expect(calls).toHaveLength(1);
    }
  });

  it('sends content that notifies people 3 s apart (scaled), and other writes without waiting for it', async () => {
    const { request } = scripted([ok()]);
    const send = throttle(1, 0.01, agree);
    const comment: Options = { method: 'POST', url: '/repos/{owner}/{repo}/issues/{issue_number}/comments' };
    const label: Options = { method: 'POST', url: '/repos/{owner}/{repo}/issues/{issue_number}/labels' };
    const started = Date.now();
    await send(request, comment);
    await send(request, label);
    expect(Date.now() - started).toBeLessThan(25);
    await send(request, comment);
    expect(Date.now() - started).toBeGreaterThanOrEqual(28);
  });

  it('keeps at most 10 requests in flight', async () => {
    let inFlight = 0;
    let most = 0;
    const request = async () => {
      inFlight++;
      most = Math.max(most, inFlight);
      await new Promise((resolve) => setTimeout(resolve, 5));
      inFlight--;
      return ok();
    };
    const send = throttle(1, 0, agree);
    await Promise.all(Array.from({ length: 25 }, () => send(request, get())));
    expect(most).toBe(10);
  });
});
