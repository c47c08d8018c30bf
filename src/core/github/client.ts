import { Octokit } from '@octokit/core';
import { paginateRest } from '@octokit/plugin-paginate-rest';
import { restEndpointMethods } from '@octokit/plugin-rest-endpoint-methods';
import { proxiedFetch } from './proxy.js';
import { isWrite } from './is-write.js';
import { DEFAULT_MAX_WAIT_SECONDS, limitOf, RateLimitedError, WaitBudget } from './wait-budget.js';
import { httpStatus } from './errors.js';
import { observeAnswer } from './rate-budget.js';
import { sharedRoute, type JobReads } from './job-reads.js';
import { Pacer } from './pacer.js';
import { retryFailures, throttle } from './retries.js';

/**
 * The Octokit `getOctokit` from `@actions/github` builds (REST methods and pagination), composed here
 * from the same packages: `@actions/github` also loads its own proxy client and undici whenever it is
 * imported (most of a run's start-up), for a `fetch` that mergexo replaces with its own anyway.
 */
const GitHub = Octokit.plugin(restEndpointMethods, paginateRest);
export type GitHubClient = InstanceType<typeof GitHub>;

/** As `@actions/github` does: the runner's orchestration id, when it sets one, ends the user agent. */
function withOrchestrationId(userAgent: string): string {
  const id = process.env.ACTIONS_ORCHESTRATION_ID?.trim();
  if (!id) return userAgent;
  const tag = `actions_orchestration_id/${id.replace(/[^a-z0-9_.-]/gi, '_')}`;
  return userAgent.includes(tag) ? userAgent : `${userAgent} ${tag}`;
}

export interface ClientOptions {
  token: string;
  /** REST base URL, e.g. https://api.github.com (GraphQL is posted to `${apiUrl}/graphql`). */
  apiUrl: string;
  userAgent: string;
  /**
   * Multiplies every wait (write pacing, retry backoff, retry-after). 1 in production; the
   * test suite and the demo shrink it so that a retry-after of 60 s costs milliseconds.
   */
  timeScale?: number;
  /** Retries for 5xx and dropped connections, on top of rate-limit retries. */
  retries?: number;
  /** Abandon (and retry) one request after this long. */
  requestTimeoutMs?: number;
  /**
   * At most this many seconds of the run, in total, are spent waiting for GitHub's limits
   * (counted as GitHub states them, before `timeScale`); an answer that asks for more ends the
   * request with a RateLimitedError naming when to re-run. Default DEFAULT_MAX_WAIT_SECONDS.
   */
  maxWaitSeconds?: number;
  /** The reads the steps of the job share (`./job-reads.ts`): asked again conditionally, a `304` is free. */
  shared?: JobReads;
  log?: (message: string) => void;
}

type OctokitPlugin = Parameters<typeof Octokit.plugin>[0];

/** Whether a request goes to the GraphQL endpoint (`${apiUrl}/graphql`). */
function isGraphQLUrl(input: Parameters<typeof fetch>[0]): boolean {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  return /\/graphql(\?|$)/.test(url);
}

export { isWrite };

/**
 * The one way mergexo talks to GitHub. Retries 5xx and dropped connections with backoff,
 * waits out primary and secondary rate limits honouring `retry-after` (within the run's wait
 * budget: see `maxWaitSeconds`), paces writes (at least 1 s apart, 3 s for content that
 * notifies people; at most 10 requests in flight) so a busy repository does not trip GitHub's
 * secondary limits, and goes through the proxy the runner's environment names (`./proxy.ts`).
 */
export function createGitHubClient(options: ClientOptions): GitHubClient {
  const scale = options.timeScale ?? 1;
  const maxRateLimitRetries = 4;
  const log = options.log ?? (() => {});
  const requestTimeoutMs = options.requestTimeoutMs ?? 60_000;
  const budget = new WaitBudget(options.maxWaitSeconds ?? DEFAULT_MAX_WAIT_SECONDS);
  const baseFetch = proxiedFetch(options.userAgent);
  // A 429 or 503 that says when to come back is waited out here, honouring retry-after;
  // the throttle (`./retries.ts`) only recognises the ones whose message names a secondary limit.
  const timedFetch: typeof fetch = async (input, init) => {
    for (let attempt = 0; ; attempt++) {
      const response = await baseFetch(input, {
        ...init,
        signal: init?.signal ?? AbortSignal.timeout(requestTimeoutMs),
      });
      // Every answer states what is left of the hour: the run reads it as it goes (`./rate-budget.ts`).
      observeAnswer(response.status, Object.fromEntries(response.headers), isGraphQLUrl(input));
      const retryAfter = Number(response.headers.get('retry-after'));
      const waitable = response.status === 429 || response.status === 503;
      if (!waitable || !Number.isFinite(retryAfter) || retryAfter <= 0 || attempt >= maxRateLimitRetries) {
        return response;
      }
      // Beyond the budget the answer goes up as it is, and the hook below refuses.
      if (!budget.take(retryAfter)) return response;
      log(`GitHub answered ${response.status} with retry-after ${retryAfter}s; waiting.`);
      await response.body?.cancel();
      await new Promise((resolve) => setTimeout(resolve, retryAfter * 1000 * scale));
    }
  };
  // Writes are paced where the request is known, innermost (each attempt, retries too): a GraphQL query creates
  // nothing, and GitHub's advice to space requests out is about those that do (Octokit's throttling plugin paced
  // every GraphQL request like a write, which made a run sleep before each write that followed a query).
  const writes = new Pacer(Math.round(1000 * scale));
  const paceWrites: OctokitPlugin = (octokit) => {
    octokit.hook.before('request', async (o) => {
      if (isWrite(o as Parameters<typeof isWrite>[0])) await writes.turn();
    });
    return {};
  };

  // The route, without the server or the query, is enough to say which call was refused.
  const what = (o: { method: string; url: string }): string =>
    `${o.method} ${o.url.replace(/^[a-z]+:\/\/[^/]+/i, '').replace(/[?#].*$/, '')}`;
  // Beneath the retries and the throttle (registered before them, so inside them): an answer asking
  // for a longer wait than the run has left is refused at once, before anything waits or
  // retries, with the time to re-run.
  const refuseBeyondBudget: OctokitPlugin = (octokit) => {
    octokit.hook.wrap('request', async (request, o) => {
      let response: Awaited<ReturnType<typeof request>>;
      try {
        response = await request(o);
      } catch (e) {
        const limit = limitOf(e);
        if (limit && limit.waitSeconds > budget.remaining) {
          throw new RateLimitedError(limit, 'beyond-budget', what(o), budget);
        }
        throw e;
      }
      // GraphQL reports a spent rate limit as a RATE_LIMITED error in a 200 answer.
      const limit = limitOf({ status: response.status, response });
      if (limit && limit.waitSeconds > budget.remaining) {
        throw new RateLimitedError(limit, 'beyond-budget', what(o), budget);
      }
      return response;
    });
    return {};
  };

  const baseMs = Math.max(1, 1000 * scale);
  // Above the budget's refusal (so it sees each answer first): failed requests sent again, then rate limits
  // waited out within the budget, pacing and the cap on requests in flight (`./retries.ts`).
  const resend: OctokitPlugin = (octokit) => {
    octokit.hook.wrap('request', retryFailures(options.retries ?? 5, baseMs) as never);
    octokit.hook.wrap(
      'request',
      throttle(baseMs, scale, (kind, retryAfter, req, count) => {
        if (count >= maxRateLimitRetries || !budget.take(retryAfter)) return false;
        const what = kind === 'secondary' ? 'Secondary rate limit' : 'Rate limit hit';
        log(`${what} on ${req.method} ${req.url}; retrying in ${retryAfter}s (attempt ${count + 1}).`);
        return true;
      }) as never,
    );
    return {};
  };

  const octokit: GitHubClient = new (GitHub.plugin(paceWrites, refuseBeyondBudget, resend))({
    auth: `token ${options.token}`,
    baseUrl: options.apiUrl,
    userAgent: withOrchestrationId(options.userAgent),
    request: { fetch: timedFetch },
  });
  if (options.shared) shareReads(octokit, options.shared);
  // Above every plugin (registered last, so outermost): a rate limit that outlasted the waits
  // becomes an undecidable verdict that says when to re-run, not an unexplained failure.
  octokit.hook.wrap('request', async (request, o) => {
    try {
      return await request(o);
    } catch (e) {
      // A 503 that outlasted the retries is an outage, reported as such by the caller.
      const limit = e instanceof RateLimitedError ? undefined : limitOf(e);
      if (limit && limit.status !== 503) throw new RateLimitedError(limit, 'still-limited', what(o), budget);
      throw e;
    }
  });
  return octokit;
}

/**
 * The job's shared reads on the client (`./job-reads.ts`): a GET of a shared route, made without a condition of
 * its own (ci-wait's poller sends its own), is asked with the ETag a step of this job kept for it, and GitHub's
 * `304` is answered with the answer kept. Outside the retries and the throttle: a `304` is an answer, not a
 * failure to retry.
 */
function shareReads(octokit: GitHubClient, shared: JobReads): void {
  octokit.hook.wrap('request', async (request, o) => {
    if (o.method !== 'GET' || o.headers['if-none-match'] !== undefined) return request(o);
    const url = octokit.request.endpoint.parse(o).url;
    if (!sharedRoute(url, o.baseUrl)) return request(o);
    const known = shared.lookup(url);
    const remember = (response: Awaited<ReturnType<typeof request>>) => {
      const etag = response.headers.etag;
      const link = response.headers.link;
      if (typeof etag === 'string' && etag !== '')
        shared.remember(url, { etag, data: response.data, ...(typeof link === 'string' ? { link } : {}) });
      return response;
    };
    if (!known) return remember(await request(o));
    // The hooks beneath see this very options object (a hook cannot hand them another), so the condition is
    // set on it for this request only.
    o.headers['if-none-match'] = known.etag;
    try {
      return remember(await request(o));
    } catch (e) {
      if (httpStatus(e) !== 304) throw e;
      return {
        status: 200,
        url,
        headers: { etag: known.etag, ...(known.link ? { link: known.link } : {}) },
        data: known.data,
      } as Awaited<ReturnType<typeof request>>;
    } finally {
      delete o.headers['if-none-match'];
    }
  });
}
