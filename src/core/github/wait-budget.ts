import { ConfigurationError, UndecidableError } from '../pure/errors.js';

/**
 * How long one action run may spend, in total, waiting for GitHub's limits (primary reset,
 * secondary retry-after, a 429/503 retry-after). A job's remaining time is not told to an
 * action, and the jobs that run mergexo stop after 15 to 60 minutes while a primary limit can
 * take an hour to reset: past this budget a run stops with an undecidable verdict that says
 * when to re-run, instead of being killed mid-wait without one. 300 s fits the shortest job
 * of the reusable workflow (15 minutes) with room for the work itself.
 */
export const DEFAULT_MAX_WAIT_SECONDS = 300;
export const MAX_WAIT_ENV = 'MERGEXO_MAX_WAIT_SECONDS';
/** GitHub-hosted jobs live at most 6 hours. */
const MAX_WAIT_LIMIT = 6 * 60 * 60;

/** The budget from `MERGEXO_MAX_WAIT_SECONDS` (a step's or job's `env:`), else the default. */
export function maxWaitFromEnv(env: NodeJS.ProcessEnv): number {
  const raw = (env[MAX_WAIT_ENV] ?? '').trim();
  if (raw === '') return DEFAULT_MAX_WAIT_SECONDS;
  if (!/^\d+$/.test(raw) || Number(raw) > MAX_WAIT_LIMIT) {
    throw new ConfigurationError(
      `${MAX_WAIT_ENV} must be a whole number of seconds from 0 to ${MAX_WAIT_LIMIT}, got '${raw}'. ` +
        "Set it below the job's timeout-minutes, or remove it to use the default of " +
        `${DEFAULT_MAX_WAIT_SECONDS} s.`,
    );
  }
  return Number(raw);
}

/** Seconds GitHub asked to wait, counted as GitHub states them (the test suite's time scale does not change them). */
export class WaitBudget {
  private spentSeconds = 0;
  constructor(readonly maxSeconds: number) {}

  get spent(): number {
    return this.spentSeconds;
  }

  get remaining(): number {
    return Math.max(0, this.maxSeconds - this.spentSeconds);
  }

  /** Books a wait of `seconds` if it fits; false (and nothing booked) if it does not. */
  take(seconds: number): boolean {
    if (!(seconds <= this.remaining)) return false;
    this.spentSeconds += seconds;
    return true;
  }
}

export interface LimitAnswer {
  /** primary: the token's hourly budget is spent; secondary: GitHub's abuse limits; retry-after: a 429/503 that says when. */
  kind: 'primary' | 'secondary' | 'retry-after';
  status: number | undefined;
  /** Seconds until GitHub accepts requests again (as the client's throttle counts them: one past the reset). */
  waitSeconds: number;
  resumeAt: Date;
}

interface ErrorLike {
  status?: unknown;
  message?: unknown;
  response?: { headers?: Record<string, unknown>; data?: unknown };
}

function header(headers: Record<string, unknown> | undefined, name: string): string | undefined {
  const v = headers?.[name];
  return v === undefined || v === null ? undefined : String(v);
}

function graphqlRateLimited(data: unknown): boolean {
  const errors = (data as { errors?: unknown } | null | undefined)?.errors;
  return Array.isArray(errors) && errors.some((e) => (e as { type?: unknown } | null)?.type === 'RATE_LIMITED');
}

/**
 * What GitHub's answer says about waiting, read the way the client's throttle reads it (`./retries.ts`)
 * (x-ratelimit-remaining 0 or a RATE_LIMITED GraphQL error: wait for x-ratelimit-reset; a
 * 403/429 naming a secondary rate limit: retry-after, else 60 s), plus a 429/503 with
 * retry-after, which mergexo's fetch waits out. Undefined for any other answer.
 */
export function limitOf(answer: unknown, now: number = Date.now()): LimitAnswer | undefined {
  if (typeof answer !== 'object' || answer === null) return undefined;
  const e = answer as ErrorLike;
  const status = typeof e.status === 'number' ? e.status : undefined;
  const headers = e.response?.headers;
  const retryAfter = Number(header(headers, 'retry-after'));
  const at = (seconds: number): LimitAnswer['resumeAt'] => new Date(now + seconds * 1000);
  if (
    ((status === 403 || status === 429) && header(headers, 'x-ratelimit-remaining') === '0') ||
    graphqlRateLimited(e.response?.data)
  ) {
    const reset = Number(header(headers, 'x-ratelimit-reset'));
    if (Number.isFinite(reset) && reset > 0) {
      const waitSeconds = Math.max(Math.ceil((reset * 1000 - now) / 1000) + 1, 0);
      return { kind: 'primary', status, waitSeconds, resumeAt: new Date(reset * 1000) };
    }
    return { kind: 'primary', status, waitSeconds: 60, resumeAt: at(60) };
  }
  if ((status === 403 || status === 429) && /\bsecondary rate\b/i.test(String(e.message ?? ''))) {
    const waitSeconds = Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : 60;
    return { kind: 'secondary', status, waitSeconds, resumeAt: at(waitSeconds) };
  }
  if ((status === 429 || status === 503) && Number.isFinite(retryAfter) && retryAfter > 0) {
    return { kind: 'retry-after', status, waitSeconds: retryAfter, resumeAt: at(retryAfter) };
  }
  return undefined;
}

/** 2026-05-01T14:05:00Z: when to re-run, to the second. */
export function utcTime(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

function whatGitHubSaid(limit: LimitAnswer): string {
  const when = utcTime(limit.resumeAt);
  switch (limit.kind) {
    case 'primary':
      return `GitHub's API rate limit for this token is used up until ${when}`;
    case 'secondary':
      // Not "secondary rate": the throttle (./retries.ts) would take this error for GitHub's answer and wait again.
      return `GitHub's secondary limit on this token's requests asks to wait ${limit.waitSeconds} s, until ${when}`;
    case 'retry-after':
      return `GitHub answered ${limit.status ?? 'an error'} and asks to come back in ${limit.waitSeconds} s, at ${when}`;
  }
}

/**
 * GitHub will not answer before a time mergexo will not wait for: nothing was judged, and the
 * message says when a re-run can succeed. An UndecidableError, so a gate refuses.
 *
 * Shaped so that the client's retries (`./retries.ts`) pass it through untouched when it is thrown
 * beneath them: no `status` (nothing to send again), and no rate-limit headers or errors in
 * `response` (no limit to wait out).
 */
export class RateLimitedError extends UndecidableError {
  readonly request = { request: { retries: 0 } };
  readonly response = { headers: {} as Record<string, string>, data: undefined };
  constructor(
    readonly limit: LimitAnswer,
    readonly reason: 'beyond-budget' | 'still-limited',
    what: string,
    budget: WaitBudget,
  ) {
    super(
      `${whatGitHubSaid(limit)} (answering ${what}). ` +
        (reason === 'beyond-budget'
          ? `Waiting that long could outlast the job: mergexo waits at most ${budget.maxSeconds} s in a run for ` +
            `GitHub's limits (${budget.spent} s used so far; ${MAX_WAIT_ENV} sets it). `
          : `It was still limited after mergexo waited (${budget.spent} s in this run). `) +
        `Nothing was judged: re-run the job after ${utcTime(limit.resumeAt)}.`,
    );
  }
}
