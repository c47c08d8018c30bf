// GitHub's budgets for API requests: the primary hourly limits of each identity (REST requests, GraphQL points),
// the x-ratelimit-* headers every answer carries, `GET /rate_limit`, and, when a test or the bench turns them on,
// the secondary limits across every request of an identity. Time comes from `now`, which a test or the bench may
// replace with a simulated clock, so an hour passes in milliseconds.
import { throttling } from '@octokit/plugin-throttling';
import { HttpError } from './http.js';

export type Resource = 'core' | 'graphql';

/** One identity's budget. Tokens naming the same `budget` share one (every GITHUB_TOKEN of a repository). */
export interface Budget {
  readonly key: string;
  /** The number GitHub's refusal names: "installation ID N" for an App (GITHUB_TOKEN is one), else "user ID N". */
  readonly id: number;
  readonly kind: 'installation' | 'user';
  rateLimit: number;
  graphqlRateLimit: number;
  /** Requests (`core`) and GraphQL points (`graphql`) spent in the current hour. */
  used: Record<Resource, number>;
  /** When the current hour ends, in epoch seconds. */
  resetAt: number;
  /** Secondary limits: requests being answered, and recent requests in epoch milliseconds. */
  inFlight: number;
  contentCreated: number[];
  endpointPoints: Map<string, Array<{ at: number; points: number }>>;
  graphqlPoints: Array<{ at: number; points: number }>;
}

/** Secondary limits; each one left out is not enforced. */
export interface SecondaryLimits {
  /** Requests of one identity being answered at once. */
  concurrent?: number;
  /** Content-generating requests (`createsContent`) of one identity in any 60 s. */
  writesPerMinute?: number;
  /** The same in any hour. */
  writesPerHour?: number;
  /** Points one identity spends on one REST endpoint in any 60 s (GET, HEAD, OPTIONS 1; other methods 5). */
  restPointsPerMinute?: number;
  /** Points one identity spends on the GraphQL endpoint in any 60 s (a query 1, a mutation 5). */
  graphqlPointsPerMinute?: number;
}

// GitHub: "Rate limits for the REST API" (secondary limits: 100 concurrent requests, 900 points a minute per REST
// endpoint, 2,000 for GraphQL, 80 content-generating requests a minute and 500 an hour; points: reads 1, writes 5)
export const GITHUB_SECONDARY_LIMITS: Readonly<Required<SecondaryLimits>> = {
  concurrent: 100,
  writesPerMinute: 80,
  writesPerHour: 500,
  restPointsPerMinute: 900,
  graphqlPointsPerMinute: 2000,
};

// GitHub: "Rate limits for the REST API" (primary limits: GITHUB_TOKEN 1,000 requests an hour per repository,
// an App installation at least 5,000, a user 5,000)
// GitHub: "Rate limits and query limits for the GraphQL API" (points an hour: GITHUB_TOKEN 1,000 per repository,
// an App installation at least 5,000, a user 5,000)
export const GITHUB_TOKEN_HOURLY = 1000;
export const APP_OR_USER_HOURLY = 5000;

const HOUR_S = 3600;
const MINUTE_MS = 60_000;
const HOUR_MS = 3_600_000;
// GitHub: "Rate limits for the REST API" (a secondary limit answers 403 or 429 naming it; without retry-after
// wait at least one minute). The fake always sends that minute as retry-after.
const SECONDARY_RETRY_AFTER_S = 60;
const SECONDARY_DOCS = 'https://docs.github.com/rest/overview/rate-limits-for-the-rest-api#about-secondary-rate-limits';
const PRIMARY_DOCS = 'https://docs.github.com/rest/overview/rate-limits-for-the-rest-api';
export const SECONDARY_MESSAGE =
  'You have exceeded a secondary rate limit. Please wait a few minutes before you try again.';
// GitHub: octokit/rest.js#127 (the wording of a content-creation block)
export const CONTENT_MESSAGE =
  'You have exceeded a secondary rate limit and have been temporarily blocked from content creation. ' +
  'Please retry your request again later.';

/** What a request is, as the budgets see it. */
export interface BudgetedRequest {
  graphql: boolean;
  /** A REST write or a GraphQL mutation (5 points a minute instead of 1). */
  write: boolean;
  /** `METHOD /template` (the endpoint), or the GraphQL operation's name. */
  operation: string;
  /** The request's path, which tells content-generating writes apart. */
  path: string;
}

/**
 * A content-generating request, for the limits of 80 a minute and 500 an hour. GitHub does not list which requests
 * generate content; the fake counts every GraphQL mutation, and each REST write to a path that Octokit, GitHub's own
 * client, paces as content that notifies people (issues, comments, pull requests, reviews, merges, review requests,
 * releases, invitations: `throttling.triggersNotification`). Check runs, labels and refs are not among them.
 */
// GitHub: octokit/plugin-throttling.js#667 (the 500 an hour is what creating content hits, e.g. issues and comments)
export function createsContent(req: BudgetedRequest): boolean {
  if (!req.write) return false;
  return req.graphql || throttling.triggersNotification(req.path);
}

export class Budgets {
  /** Epoch milliseconds: the clock every budget reads. A test or the bench may set a simulated one. */
  now: () => number = () => Date.now();
  private secondary: SecondaryLimits = {};
  private readonly shared = new Map<string, Budget>();

  /** The budget of a new token: the one shared under `key`, else a budget of its own. */
  budgetFor(
    key: string | undefined,
    own: string,
    who: { id: number; type: string },
    limits: { rateLimit: number; graphqlRateLimit: number },
  ): Budget {
    const existing = key === undefined ? undefined : this.shared.get(key);
    if (existing) {
      if (existing.rateLimit !== limits.rateLimit || existing.graphqlRateLimit !== limits.graphqlRateLimit)
        throw new Error(`budget ${key}: its tokens must agree on rateLimit and graphqlRateLimit`);
      return existing;
    }
    const budget: Budget = {
      key: key ?? `token:${own}`,
      id: who.id,
      kind: who.type === 'Bot' ? 'installation' : 'user',
      ...limits,
      used: { core: 0, graphql: 0 },
      resetAt: Math.floor(this.now() / 1000) + HOUR_S,
      inFlight: 0,
      contentCreated: [],
      endpointPoints: new Map(),
      graphqlPoints: [],
    };
    if (key !== undefined) this.shared.set(key, budget);
    return budget;
  }

  setSecondaryLimits(limits: SecondaryLimits): void {
    this.secondary = { ...limits };
  }

  /** Starts a new hour once the current one is over. */
  roll(b: Budget): void {
    const nowS = Math.floor(this.now() / 1000);
    if (nowS >= b.resetAt) {
      b.used = { core: 0, graphql: 0 };
      b.resetAt = nowS + HOUR_S;
    }
  }

  remaining(b: Budget, resource: Resource): number {
    return Math.max((resource === 'graphql' ? b.graphqlRateLimit : b.rateLimit) - b.used[resource], 0);
  }

  /** A REST request once the hour's requests are spent: 403, as GitHub answers it (GraphQL answers RATE_LIMITED). */
  primaryRefusal(b: Budget): HttpError | undefined {
    if (this.remaining(b, 'core') > 0) return undefined;
    // GitHub: "Rate limits for the REST API" (exceeding the primary limit: 403 or 429, x-ratelimit-remaining 0)
    // GitHub: dawidd6/action-download-artifact#163 (GITHUB_TOKEN's wording: "for installation ID N")
    return new HttpError(403, `API rate limit exceeded for ${b.kind} ID ${b.id}.`, {
      documentation_url: PRIMARY_DOCS,
    });
  }

  /**
   * The secondary limit a request would break, as GitHub's answer; undefined admits it and counts it in the
   * windows. Call `finished` when an admitted request has been answered.
   */
  admit(b: Budget, req: BudgetedRequest): HttpError | undefined {
    const s = this.secondary;
    const now = this.now();
    if (s.concurrent !== undefined && b.inFlight >= s.concurrent) return secondaryError(SECONDARY_MESSAGE);
    // A window counts only while its limit is on: turning a limit on starts from an empty window.
    const countsContent = createsContent(req) && (s.writesPerMinute !== undefined || s.writesPerHour !== undefined);
    if (countsContent) {
      b.contentCreated = b.contentCreated.filter((t) => t > now - HOUR_MS);
      const lastMinute = b.contentCreated.filter((t) => t > now - MINUTE_MS).length;
      if (s.writesPerMinute !== undefined && lastMinute >= s.writesPerMinute) return secondaryError(CONTENT_MESSAGE);
      if (s.writesPerHour !== undefined && b.contentCreated.length >= s.writesPerHour)
        return secondaryError(CONTENT_MESSAGE);
    }
    const cap = req.graphql ? s.graphqlPointsPerMinute : s.restPointsPerMinute;
    if (cap !== undefined) {
      const points = req.write ? 5 : 1;
      const window = req.graphql ? b.graphqlPoints : (b.endpointPoints.get(req.operation) ?? []);
      const recent = window.filter((p) => p.at > now - MINUTE_MS);
      const spent = recent.reduce((sum, p) => sum + p.points, 0);
      if (spent + points > cap) return secondaryError(SECONDARY_MESSAGE);
      recent.push({ at: now, points });
      if (req.graphql) b.graphqlPoints = recent;
      else b.endpointPoints.set(req.operation, recent);
    }
    if (countsContent) b.contentCreated.push(now);
    b.inFlight++;
    return undefined;
  }

  finished(b: Budget): void {
    b.inFlight = Math.max(b.inFlight - 1, 0);
  }

  /** Spends `amount` of the hour (a request, or a query's points); never past the limit. */
  charge(b: Budget, resource: Resource, amount: number): void {
    const limit = resource === 'graphql' ? b.graphqlRateLimit : b.rateLimit;
    b.used[resource] = Math.min(b.used[resource] + amount, Math.max(limit, b.used[resource]));
  }

  // GitHub: "Rate limits for the REST API" (every answer's x-ratelimit-limit, -remaining, -used, -reset, -resource)
  headers(b: Budget | undefined, resource: Resource): Record<string, string> {
    // An unauthenticated caller gets 60 requests an hour (the fake refuses it before anything is spent).
    const limit = b ? (resource === 'graphql' ? b.graphqlRateLimit : b.rateLimit) : 60;
    const used = b ? b.used[resource] : 0;
    return {
      'x-ratelimit-limit': String(limit),
      'x-ratelimit-remaining': String(Math.max(limit - used, 0)),
      'x-ratelimit-used': String(used),
      'x-ratelimit-reset': String(b?.resetAt ?? Math.floor(this.now() / 1000) + HOUR_S),
      'x-ratelimit-resource': resource,
    };
  }

  /** `GET /rate_limit`'s answer: the core, graphql and search budgets, and `rate` (core again, its older field). */
  status(b: Budget): Record<string, unknown> {
    const of = (resource: Resource) => {
      const limit = resource === 'graphql' ? b.graphqlRateLimit : b.rateLimit;
      return { limit, used: b.used[resource], remaining: this.remaining(b, resource), reset: b.resetAt, resource };
    };
    // GitHub: "REST API endpoints for search" (30 requests a minute); the fake serves no search, so none is spent.
    const search = { limit: 30, used: 0, remaining: 30, reset: Math.floor(this.now() / 1000) + 60, resource: 'search' };
    return { resources: { core: of('core'), graphql: of('graphql'), search }, rate: of('core') };
  }
}

function secondaryError(message: string): HttpError {
  return new HttpError(
    403,
    message,
    { documentation_url: SECONDARY_DOCS },
    { 'retry-after': String(SECONDARY_RETRY_AFTER_S) },
  );
}
