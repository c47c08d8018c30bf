// The wait budget: how long one run may wait for GitHub's limits, and the refusal a run ends with past it.
import { describe, expect, it } from 'vitest';
import { ConfigurationError, UndecidableError } from '../../../src/core/pure/errors.js';
import {
  DEFAULT_MAX_WAIT_SECONDS,
  RateLimitedError,
  WaitBudget,
  limitOf,
  maxWaitFromEnv,
  utcTime,
} from '../../../src/core/github/wait-budget.js';

const NOW = Date.UTC(2026, 4, 1, 14, 0, 0);
const answer = (status: number, headers: Record<string, string>, message = 'x', data?: unknown) =>
  Object.assign(new Error(message), { status, response: { headers, data } });

describe('maxWaitFromEnv', () => {
  it('is 300 s unless MERGEXO_MAX_WAIT_SECONDS says otherwise, from 0 to six hours', () => {
    expect(maxWaitFromEnv({})).toBe(DEFAULT_MAX_WAIT_SECONDS);
    expect(maxWaitFromEnv({ MERGEXO_MAX_WAIT_SECONDS: '  ' })).toBe(300);
    expect(maxWaitFromEnv({ MERGEXO_MAX_WAIT_SECONDS: '0' })).toBe(0);
    expect(maxWaitFromEnv({ MERGEXO_MAX_WAIT_SECONDS: ' 21600 ' })).toBe(21600);
  });

  it.each(['21601', '-1', '1.5', '5m', 'abc'])('refuses %s with the fix', (raw) => {
    const run = () => maxWaitFromEnv({ MERGEXO_MAX_WAIT_SECONDS: raw });
    expect(run).toThrow(ConfigurationError);
    expect(run).toThrow(`MERGEXO_MAX_WAIT_SECONDS must be a whole number of seconds from 0 to 21600, got '${raw}'`);
  });
});

describe('WaitBudget', () => {
  it('books waits while they fit and refuses, booking nothing, the one that does not', () => {
    const budget = new WaitBudget(100);
    expect(budget.take(60)).toBe(true);
    expect(budget.take(41)).toBe(false);
    expect([budget.spent, budget.remaining]).toEqual([60, 40]);
    expect(budget.take(40)).toBe(true);
    expect([budget.spent, budget.remaining]).toEqual([100, 0]);
    expect(budget.take(0)).toBe(true);
    expect(budget.take(1)).toBe(false);
  });

  it('refuses a wait that is not a number', () => {
    expect(new WaitBudget(100).take(Number.NaN)).toBe(false);
  });
});

describe('limitOf', () => {
  it('reads a spent primary limit up to one second past its reset', () => {
    const reset = NOW / 1000 + 120;
    const limit = limitOf(answer(403, { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': String(reset) }), NOW);
    expect(limit).toEqual({ kind: 'primary', status: 403, waitSeconds: 121, resumeAt: new Date(reset * 1000) });
  });

  it('reads a RATE_LIMITED GraphQL answer as the primary limit, 60 s when it names no reset', () => {
    const limit = limitOf(answer(200, {}, 'x', { errors: [{ type: 'RATE_LIMITED' }] }), NOW);
    expect(limit).toEqual({ kind: 'primary', status: 200, waitSeconds: 60, resumeAt: new Date(NOW + 60_000) });
  });

  it('reads a secondary limit by its words, with retry-after or 60 s', () => {
    expect(
      limitOf(answer(403, { 'retry-after': '30' }, 'You have exceeded a secondary rate limit'), NOW),
    ).toMatchObject({ kind: 'secondary', waitSeconds: 30 });
    expect(limitOf(answer(429, {}, 'secondary rate limit'), NOW)).toMatchObject({ kind: 'secondary', waitSeconds: 60 });
  });

  it('reads a 429 or 503 that says when to come back, and nothing else', () => {
    expect(limitOf(answer(503, { 'retry-after': '5' }), NOW)).toMatchObject({ kind: 'retry-after', waitSeconds: 5 });
    expect(limitOf(answer(503, {}), NOW)).toBeUndefined();
    expect(limitOf(answer(404, { 'retry-after': '5' }), NOW)).toBeUndefined();
    expect(limitOf('not an error', NOW)).toBeUndefined();
    expect(limitOf(null, NOW)).toBeUndefined();
  });
});

describe('RateLimitedError', () => {
  const limit = { kind: 'primary', status: 403, waitSeconds: 3600, resumeAt: new Date(NOW + 3_600_000) } as const;

  it('is a refusal that says what GitHub said, the budget, and when to re-run', () => {
    const budget = new WaitBudget(300);
    budget.take(20);
    const e = new RateLimitedError(limit, 'beyond-budget', 'read the PR', budget);
    expect(e).toBeInstanceOf(UndecidableError);
    expect(e.message).toBe(
      "GitHub's API rate limit for this token is used up until 2026-05-01T15:00:00Z (answering read the PR). " +
        "Waiting that long could outlast the job: mergexo waits at most 300 s in a run for GitHub's limits " +
        '(20 s used so far; MERGEXO_MAX_WAIT_SECONDS sets it). Nothing was judged: re-run the job after ' +
        '2026-05-01T15:00:00Z.',
    );
  });

  it('says it waited when GitHub was still limited after the wait', () => {
    const budget = new WaitBudget(300);
    budget.take(61);
    const secondary = { kind: 'secondary', status: 429, waitSeconds: 60, resumeAt: new Date(NOW + 60_000) } as const;
    const e = new RateLimitedError(secondary, 'still-limited', 'post a comment', budget);
    expect(e.message).toContain('It was still limited after mergexo waited (61 s in this run).');
    expect(e.message).toContain("secondary limit on this token's requests asks to wait 60 s");
    // The client's throttle (src/core/github/retries.ts) must not take the refusal for GitHub's limit and wait again.
    expect(e.message).not.toMatch(/secondary rate/i);
    expect(limitOf(e, NOW)).toBeUndefined();
  });
});

describe('utcTime', () => {
  it('is the time to the second, in UTC', () => {
    expect(utcTime(new Date(Date.UTC(2026, 4, 1, 14, 5, 0, 789)))).toBe('2026-05-01T14:05:00Z');
  });
});
