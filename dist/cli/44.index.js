export const id = 44;
export const ids = [44];
export const modules = {

/***/ 2044:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  createGitHubClient: () => (/* binding */ createGitHubClient)
});

// UNUSED EXPORTS: isWrite

// EXTERNAL MODULE: ../../node_modules/@octokit/core/dist-src/index.js + 12 modules
var dist_src = __webpack_require__(1582);
// EXTERNAL MODULE: ../../node_modules/@octokit/plugin-paginate-rest/dist-bundle/index.js
var dist_bundle = __webpack_require__(2847);
// EXTERNAL MODULE: ../../node_modules/@octokit/plugin-rest-endpoint-methods/dist-src/index.js + 3 modules
var plugin_rest_endpoint_methods_dist_src = __webpack_require__(3510);
// EXTERNAL MODULE: ../../node_modules/@octokit/plugin-retry/dist-bundle/index.js
var plugin_retry_dist_bundle = __webpack_require__(4491);
// EXTERNAL MODULE: ../../node_modules/@octokit/plugin-throttling/dist-bundle/index.js
var plugin_throttling_dist_bundle = __webpack_require__(2812);
// EXTERNAL MODULE: ../../node_modules/bottleneck/lib/index.js
var lib = __webpack_require__(7007);
var lib_default = /*#__PURE__*/__webpack_require__.n(lib);
// EXTERNAL MODULE: ./src/core/github/proxy.ts
var proxy = __webpack_require__(8762);
// EXTERNAL MODULE: ./src/core/github/is-write.ts
var is_write = __webpack_require__(8934);
// EXTERNAL MODULE: ./src/core/errors.ts
var errors = __webpack_require__(2721);
;// CONCATENATED MODULE: ./src/core/github/wait-budget.ts

/**
 * How long one action run may spend, in total, waiting for GitHub's limits (primary reset,
 * secondary retry-after, a 429/503 retry-after). A job's remaining time is not told to an
 * action, and the jobs that run mergexo stop after 15 to 60 minutes while a primary limit can
 * take an hour to reset: past this budget a run stops with an undecidable verdict that says
 * when to re-run, instead of being killed mid-wait without one. 300 s fits the shortest job
 * of the reusable workflow (15 minutes) with room for the work itself.
 */
const DEFAULT_MAX_WAIT_SECONDS = 300;
const MAX_WAIT_ENV = 'MERGEXO_MAX_WAIT_SECONDS';
/** GitHub-hosted jobs live at most 6 hours. */
const MAX_WAIT_LIMIT = (/* unused pure expression or super */ null && (6 * 60 * 60));
/** The budget from `MERGEXO_MAX_WAIT_SECONDS` (a step's or job's `env:`), else the default. */
function maxWaitFromEnv(env) {
    const raw = (env[MAX_WAIT_ENV] ?? '').trim();
    if (raw === '')
        return DEFAULT_MAX_WAIT_SECONDS;
    if (!/^\d+$/.test(raw) || Number(raw) > MAX_WAIT_LIMIT) {
        throw new ConfigurationError(`${MAX_WAIT_ENV} must be a whole number of seconds from 0 to ${MAX_WAIT_LIMIT}, got '${raw}'. ` +
            "Set it below the job's timeout-minutes, or remove it to use the default of " +
            `${DEFAULT_MAX_WAIT_SECONDS} s.`);
    }
    return Number(raw);
}
/** Seconds GitHub asked to wait, counted as GitHub states them (the test suite's time scale does not change them). */
class WaitBudget {
    maxSeconds;
    spentSeconds = 0;
    constructor(maxSeconds) {
        this.maxSeconds = maxSeconds;
    }
    get spent() {
        return this.spentSeconds;
    }
    get remaining() {
        return Math.max(0, this.maxSeconds - this.spentSeconds);
    }
    /** Books a wait of `seconds` if it fits; false (and nothing booked) if it does not. */
    take(seconds) {
        if (!(seconds <= this.remaining))
            return false;
        this.spentSeconds += seconds;
        return true;
    }
}
function header(headers, name) {
    const v = headers?.[name];
    return v === undefined || v === null ? undefined : String(v);
}
function graphqlRateLimited(data) {
    const errors = data?.errors;
    return Array.isArray(errors) && errors.some((e) => e?.type === 'RATE_LIMITED');
}
/**
 * What GitHub's answer says about waiting, read the way @octokit/plugin-throttling reads it
 * (x-ratelimit-remaining 0 or a RATE_LIMITED GraphQL error: wait for x-ratelimit-reset; a
 * 403/429 naming a secondary rate limit: retry-after, else 60 s), plus a 429/503 with
 * retry-after, which mergexo's fetch waits out. Undefined for any other answer.
 */
function limitOf(answer, now = Date.now()) {
    if (typeof answer !== 'object' || answer === null)
        return undefined;
    const e = answer;
    const status = typeof e.status === 'number' ? e.status : undefined;
    const headers = e.response?.headers;
    const retryAfter = Number(header(headers, 'retry-after'));
    const at = (seconds) => new Date(now + seconds * 1000);
    if (((status === 403 || status === 429) && header(headers, 'x-ratelimit-remaining') === '0') ||
        graphqlRateLimited(e.response?.data)) {
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
function utcTime(date) {
    return date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}
function whatGitHubSaid(limit) {
    const when = utcTime(limit.resumeAt);
    switch (limit.kind) {
        case 'primary':
            return `GitHub's API rate limit for this token is used up until ${when}`;
        case 'secondary':
            // Not "secondary rate": the throttling plugin would take this error for GitHub's answer and wait again.
            return `GitHub's secondary limit on this token's requests asks to wait ${limit.waitSeconds} s, until ${when}`;
        case 'retry-after':
            return `GitHub answered ${limit.status ?? 'an error'} and asks to come back in ${limit.waitSeconds} s, at ${when}`;
    }
}
/**
 * GitHub will not answer before a time mergexo will not wait for: nothing was judged, and the
 * message says when a re-run can succeed. An UndecidableError, so a gate refuses.
 *
 * Shaped so that Octokit's plugins pass it through untouched when it is thrown beneath them: no
 * `status`, a request that allows no retry (plugin-retry), and no rate-limit headers or errors
 * in `response` (plugin-throttling).
 */
class RateLimitedError extends errors/* UndecidableError */.N3 {
    limit;
    reason;
    request = { request: { retries: 0 } };
    response = { headers: {}, data: undefined };
    constructor(limit, reason, what, budget) {
        super(`${whatGitHubSaid(limit)} (answering ${what}). ` +
            (reason === 'beyond-budget'
                ? `Waiting that long could outlast the job: mergexo waits at most ${budget.maxSeconds} s in a run for ` +
                    `GitHub's limits (${budget.spent} s used so far; ${MAX_WAIT_ENV} sets it). `
                : `It was still limited after mergexo waited (${budget.spent} s in this run). `) +
            `Nothing was judged: re-run the job after ${utcTime(limit.resumeAt)}.`);
        this.limit = limit;
        this.reason = reason;
    }
}

;// CONCATENATED MODULE: ./src/core/github/client.ts









/**
 * The Octokit `getOctokit` from `@actions/github` builds (REST methods and pagination), composed here
 * from the same packages: `@actions/github` also loads its own proxy client and undici whenever it is
 * imported (most of a run's start-up), for a `fetch` that mergexo replaces with its own anyway.
 */
const GitHub = dist_src/* Octokit */.E.plugin(plugin_rest_endpoint_methods_dist_src/* restEndpointMethods */._, dist_bundle/* paginateRest */.ud);
/** As `@actions/github` does: the runner's orchestration id, when it sets one, ends the user agent. */
function withOrchestrationId(userAgent) {
    const id = process.env.ACTIONS_ORCHESTRATION_ID?.trim();
    if (!id)
        return userAgent;
    const tag = `actions_orchestration_id/${id.replace(/[^a-z0-9_.-]/gi, '_')}`;
    return userAgent.includes(tag) ? userAgent : `${userAgent} ${tag}`;
}

/**
 * The one way mergexo talks to GitHub. Retries 5xx and dropped connections with backoff,
 * waits out primary and secondary rate limits honouring `retry-after` (within the run's wait
 * budget: see `maxWaitSeconds`), paces writes (one at a time, at least 1 s apart, 3 s for
 * content that notifies people) so a busy repository does not trip GitHub's secondary limits,
 * and goes through the proxy the runner's environment names (`./proxy.ts`).
 */
function createGitHubClient(options) {
    const scale = options.timeScale ?? 1;
    const maxRateLimitRetries = 4;
    const log = options.log ?? (() => { });
    const requestTimeoutMs = options.requestTimeoutMs ?? 60_000;
    const budget = new WaitBudget(options.maxWaitSeconds ?? DEFAULT_MAX_WAIT_SECONDS);
    const baseFetch = (0,proxy/* proxiedFetch */.iR)(options.userAgent);
    // A 429 or 503 that says when to come back is waited out here, honouring retry-after;
    // the throttling plugin only recognises the ones whose message names a secondary limit.
    const timedFetch = async (input, init) => {
        for (let attempt = 0;; attempt++) {
            const response = await baseFetch(input, {
                ...init,
                signal: init?.signal ?? AbortSignal.timeout(requestTimeoutMs),
            });
            const retryAfter = Number(response.headers.get('retry-after'));
            const waitable = response.status === 429 || response.status === 503;
            if (!waitable || !Number.isFinite(retryAfter) || retryAfter <= 0 || attempt >= maxRateLimitRetries) {
                return response;
            }
            // Beyond the budget the answer goes up as it is, and the hook below refuses.
            if (!budget.take(retryAfter))
                return response;
            log(`GitHub answered ${response.status} with retry-after ${retryAfter}s; waiting.`);
            await response.body?.cancel();
            await new Promise((resolve) => setTimeout(resolve, retryAfter * 1000 * scale));
        }
    };
    const group = (minTime, maxConcurrent) => new (lib_default()).Group({ maxConcurrent, minTime: Math.round(minTime * scale) });
    // The throttling plugin paces every GraphQL request like a write, as it cannot tell a query from
    // a mutation. A query creates nothing, and GitHub's advice to space requests out is about those
    // that do; pacing queries made a run sleep before each write that followed one (ci-wait's verdict
    // after its PR snapshot). So writes are paced here, where the request is known, innermost (each
    // attempt, retries too), and the plugin's own write pacing is left without limits.
    const writes = new (lib_default())({ maxConcurrent: 1, minTime: Math.round(1000 * scale) });
    const paceWrites = (octokit) => {
        octokit.hook.before('request', async (o) => {
            if ((0,is_write/* isWrite */.a)(o))
                await writes.schedule(async () => { });
        });
        return {};
    };
    // The route, without the server or the query, is enough to say which call was refused.
    const what = (o) => `${o.method} ${o.url.replace(/^[a-z]+:\/\/[^/]+/i, '').replace(/[?#].*$/, '')}`;
    // Beneath the retry and throttling plugins (registered before them, so inside them): an answer asking
    // for a longer wait than the run has left is refused at once, before any plugin waits or
    // retries, with the time to re-run.
    const refuseBeyondBudget = (octokit) => {
        octokit.hook.wrap('request', async (request, o) => {
            let response;
            try {
                response = await request(o);
            }
            catch (e) {
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
    const octokit = new (GitHub.plugin(paceWrites, refuseBeyondBudget, plugin_retry_dist_bundle/* retry */.L, plugin_throttling_dist_bundle/* throttling */.A))({
        auth: `token ${options.token}`,
        baseUrl: options.apiUrl,
        userAgent: withOrchestrationId(options.userAgent),
        request: { fetch: timedFetch },
        retry: { retries: options.retries ?? 5, retryAfterBaseValue: Math.max(1, 1000 * scale) },
        throttle: {
            ...{
                global: group(0, 10),
                write: group(0, null),
                notifications: group(3000, 1),
                search: group(2000, 1),
            },
            id: 'mergexo',
            retryAfterBaseValue: Math.max(1, 1000 * scale),
            fallbackSecondaryRateRetryAfter: 60,
            onRateLimit: (retryAfter, req, _o, count) => {
                if (count >= maxRateLimitRetries || !budget.take(retryAfter))
                    return false;
                log(`Rate limit hit on ${req.method} ${req.url}; retrying in ${retryAfter}s (attempt ${count + 1}).`);
                return true;
            },
            onSecondaryRateLimit: (retryAfter, req, _o, count) => {
                if (count >= maxRateLimitRetries || !budget.take(retryAfter))
                    return false;
                log(`Secondary rate limit on ${req.method} ${req.url}; retrying in ${retryAfter}s (attempt ${count + 1}).`);
                return true;
            },
        },
    });
    // Above every plugin (registered last, so outermost): a rate limit that outlasted the waits
    // becomes an undecidable verdict that says when to re-run, not an unexplained failure.
    octokit.hook.wrap('request', async (request, o) => {
        try {
            return await request(o);
        }
        catch (e) {
            // A 503 that outlasted the retries is an outage, reported as such by the caller.
            const limit = e instanceof RateLimitedError ? undefined : limitOf(e);
            if (limit && limit.status !== 503)
                throw new RateLimitedError(limit, 'still-limited', what(o), budget);
            throw e;
        }
    });
    return octokit;
}


/***/ }),

/***/ 8934:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   a: () => (/* binding */ isWrite)
/* harmony export */ });
/**
 * A request that creates or changes something: a REST write, or a GraphQL mutation (fragments and
 * queries never start a line with `mutation`, so a document that does is paced, in doubt). Kept apart
 * from the client so the port (`./octokit/`) can count requests without loading Octokit.
 */
function isWrite(o) {
    if (o.method === 'GET' || o.method === 'HEAD')
        return false;
    if (o.url !== '/graphql')
        return true;
    return typeof o.query !== 'string' || /^\s*mutation\b/m.test(o.query);
}


/***/ })

};
