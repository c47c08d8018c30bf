/**
 * The client's answers to a failed request, as Octokit's retry and throttling plugins gave them (@octokit/plugin-retry
 * 8.1 and @octokit/plugin-throttling 11.0, whose behaviour mergexo keeps) without the scheduler those plugins run
 * every request through (see `./pacer.ts` for why). Two hooks for `octokit.hook.wrap('request', …)`:
 * - `retryFailures`: a failed request (a 5xx, a dropped connection, a 409, anything at or above 400 except the
 *   answers that cannot change: 400, 401, 403, 404, 410, 422, 451) is sent again, up to `retries` times (or the
 *   request's own `request.retries`), after 1, 4, 9, 16… times `baseMs`. A GraphQL answer whose first error is
 *   GitHub's "Something went wrong while executing your query" counts as a 500.
 * - `throttle`: content that notifies people goes out 3 s apart and searches 2 s apart (scaled), at most 10
 *   requests are in flight, and a request refused for a rate limit is sent again once the limit allows, when
 *   `onLimit` agrees (a secondary limit waits retry-after, else 60 s; a spent primary limit waits until one second
 *   past its reset; a GraphQL RATE_LIMITED error counts as a spent primary limit).
 */
import { Slots } from '../pure/slots.js';
import { Pacer } from './pacer.js';
import { notifiesPeople } from './notifying-routes.js';

/** What a hook is handed: the request beneath it and the endpoint options. */
type Request = (options: RequestOptions) => Promise<Answer>;
interface RequestOptions {
  method: string;
  url: string;
  request?: Record<string, unknown>;
  [k: string]: unknown;
}
interface Answer {
  status: number;
  headers: Record<string, string | number | undefined>;
  data: unknown;
  url: string;
}
interface FailedRequest {
  status?: number;
  message?: string;
  request?: { request?: unknown };
  response?: { headers?: Record<string, unknown>; data?: unknown };
}

const sleep = (ms: number) => (ms > 0 ? new Promise<void>((resolve) => setTimeout(resolve, ms)) : Promise.resolve());

/** The answers plugin-retry never sends again: sending the same request cannot change them. */
const FINAL = new Set([400, 401, 403, 404, 410, 422, 451]);

function pathOf(options: RequestOptions): string {
  return new URL(options.url, 'http://github.test').pathname;
}

function firstGraphQLError(data: unknown): string | undefined {
  const errors = (data as { errors?: Array<{ message?: unknown }> } | null | undefined)?.errors;
  const message = Array.isArray(errors) ? errors[0]?.message : undefined;
  return typeof message === 'string' ? message : undefined;
}

/**
 * GitHub's GraphQL failure of its own, answered with a 200: an error with status 500, as plugin-retry makes it. Its
 * copy of the request hides the token, as Octokit's own RequestError does: an error may be printed whole.
 */
function graphQLServerError(message: string, options: RequestOptions, response: Answer): Error {
  const headers = { ...(options.headers as Record<string, unknown> | undefined) };
  if (headers.authorization !== undefined) headers.authorization = '[REDACTED]';
  const request = { ...options, headers };
  return Object.assign(new Error(message), { name: 'HttpError', status: 500, request, response });
}

export function retryFailures(retries: number, baseMs: number) {
  return async (request: Request, options: RequestOptions): Promise<Answer> => {
    for (let attempt = 0; ; attempt++) {
      try {
        const response = await request(options);
        const message = firstGraphQLError(response.data);
        if (message !== undefined && /Something went wrong while executing your query/.test(message))
          throw graphQLServerError(message, options, response);
        return response;
      } catch (e) {
        const failed = e as FailedRequest;
        // Only an answer to a request (Octokit's RequestError) is sent again, never an error of mergexo's own.
        const retriable =
          failed?.request?.request !== undefined &&
          typeof failed.status === 'number' &&
          failed.status >= 400 &&
          !FINAL.has(failed.status);
        // A request may ask for fewer (`request: { retries: 0 }`: its refusals are answers to its caller).
        const allowed = typeof options.request?.retries === 'number' ? options.request.retries : retries;
        if (!retriable || attempt >= allowed) throw e;
        if (options.request) options.request.retryCount = attempt + 1;
        await sleep((attempt + 1) ** 2 * baseMs);
      }
    }
  };
}

export type LimitKind = 'primary' | 'secondary';
/** Whether to wait `retryAfter` seconds and send the request again (`count`: retries so far). */
export type OnLimit = (kind: LimitKind, retryAfter: number, options: RequestOptions, count: number) => boolean;

function header(headers: Record<string, unknown> | undefined, name: string): string | undefined {
  const v = headers?.[name];
  return v === undefined || v === null ? undefined : String(v);
}

function rateLimited(data: unknown): boolean {
  const errors = (data as { errors?: Array<{ type?: unknown }> } | null | undefined)?.errors;
  return Array.isArray(errors) && errors.some((e) => e?.type === 'RATE_LIMITED');
}

/** The limit a refusal names and the seconds it asks for, read as plugin-throttling reads it; else undefined. */
function limitNamed(
  e: FailedRequest,
  graphql: boolean,
  now: number,
): { kind: LimitKind; retryAfter: number } | undefined {
  if (!((graphql && e?.status !== 401) || e?.status === 403 || e?.status === 429)) return undefined;
  const headers = e.response?.headers;
  if (/\bsecondary rate\b/i.test(String(e.message ?? ''))) {
    return { kind: 'secondary', retryAfter: Number(header(headers, 'retry-after')) || 60 };
  }
  if (header(headers, 'x-ratelimit-remaining') === '0' || rateLimited(e.response?.data)) {
    const reset = (Number(header(headers, 'x-ratelimit-reset')) | 0) * 1000;
    return { kind: 'primary', retryAfter: Math.max(Math.ceil((reset - now) / 1000) + 1, 0) };
  }
  return undefined;
}

export function throttle(baseMs: number, scale: number, onLimit: OnLimit) {
  const notifications = new Pacer(Math.round(3000 * scale));
  const searches = new Pacer(Math.round(2000 * scale));
  const inFlight = new Slots(10);
  const once = async (request: Request, options: RequestOptions, path: string, graphql: boolean) => {
    const write = options.method !== 'GET' && options.method !== 'HEAD';
    if (write && notifiesPeople(path)) await notifications.turn();
    if (options.method === 'GET' && path.startsWith('/search/')) await searches.turn();
    const response = await inFlight.run(() => request(options));
    if (graphql && rateLimited(response.data)) {
      throw Object.assign(new Error('GraphQL Rate Limit Exceeded'), { response, data: response.data });
    }
    return response;
  };
  return async (request: Request, options: RequestOptions): Promise<Answer> => {
    const path = pathOf(options);
    const graphql = path.startsWith('/graphql');
    for (let count = 0; ; count++) {
      try {
        return await once(request, options, path, graphql);
      } catch (e) {
        const limit = limitNamed(e as FailedRequest, graphql, Date.now());
        if (!limit || !onLimit(limit.kind, limit.retryAfter, options, count)) throw e;
        await sleep(limit.retryAfter * baseMs);
      }
    }
  };
}
