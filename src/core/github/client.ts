import { getOctokit } from '@actions/github';
import { retry } from '@octokit/plugin-retry';
import { throttling } from '@octokit/plugin-throttling';
import Bottleneck from 'bottleneck';

export type GitHubClient = ReturnType<typeof getOctokit>;

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
  log?: (message: string) => void;
}

/**
 * The one way mergexo talks to GitHub. Retries 5xx and dropped connections with backoff,
 * waits out primary and secondary rate limits honouring `retry-after`, and paces writes
 * (one at a time, at least 1 s apart, 3 s for content that notifies people) so a busy
 * repository does not trip GitHub's secondary limits.
 */
export function createGitHubClient(options: ClientOptions): GitHubClient {
  const scale = options.timeScale ?? 1;
  const maxRateLimitRetries = 4;
  const log = options.log ?? (() => {});
  const requestTimeoutMs = options.requestTimeoutMs ?? 60_000;
  // A 429 or 503 that says when to come back is waited out here, honouring retry-after;
  // the throttling plugin only recognises the ones whose message names a secondary limit.
  const timedFetch: typeof fetch = async (input, init) => {
    for (let attempt = 0; ; attempt++) {
      const response = await fetch(input, { ...init, signal: init?.signal ?? AbortSignal.timeout(requestTimeoutMs) });
      const retryAfter = Number(response.headers.get('retry-after'));
      const waitable = response.status === 429 || response.status === 503;
      if (!waitable || !Number.isFinite(retryAfter) || retryAfter <= 0 || attempt >= maxRateLimitRetries) {
        return response;
      }
      log(`GitHub answered ${response.status} with retry-after ${retryAfter}s; waiting.`);
      await response.body?.cancel();
      await new Promise((resolve) => setTimeout(resolve, retryAfter * 1000 * scale));
    }
  };
  const group = (minTime: number, maxConcurrent: number) =>
    new Bottleneck.Group({ maxConcurrent, minTime: Math.round(minTime * scale) });

  return getOctokit(
    options.token,
    {
      baseUrl: options.apiUrl,
      userAgent: options.userAgent,
      request: { fetch: timedFetch },
      retry: { retries: options.retries ?? 5, retryAfterBaseValue: Math.max(1, 1000 * scale) },
      throttle: {
        ...({
          global: group(0, 10),
          write: group(1000, 1),
          notifications: group(3000, 1),
          search: group(2000, 1),
        } as object),
        id: 'mergexo',
        retryAfterBaseValue: Math.max(1, 1000 * scale),
        fallbackSecondaryRateRetryAfter: 60,
        onRateLimit: (retryAfter: number, req: { method: string; url: string }, _o: unknown, count: number) => {
          log(`Rate limit hit on ${req.method} ${req.url}; retrying in ${retryAfter}s (attempt ${count + 1}).`);
          return count < maxRateLimitRetries;
        },
        onSecondaryRateLimit: (
          retryAfter: number,
          req: { method: string; url: string },
          _o: unknown,
          count: number,
        ) => {
          log(`Secondary rate limit on ${req.method} ${req.url}; retrying in ${retryAfter}s (attempt ${count + 1}).`);
          return count < maxRateLimitRetries;
        },
      },
    },
    retry,
    throttling,
  );
}
