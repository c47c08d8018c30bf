export const id = 423;
export const ids = [423];
export const modules = {

/***/ 5423:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   createGitHubClient: () => (/* binding */ createGitHubClient)
/* harmony export */ });
/* harmony import */ var _octokit_core__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1582);
/* harmony import */ var _octokit_plugin_paginate_rest__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(2847);
/* harmony import */ var _octokit_plugin_rest_endpoint_methods__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(3510);
/* harmony import */ var _octokit_plugin_retry__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(4491);
/* harmony import */ var _octokit_plugin_throttling__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(2812);
/* harmony import */ var bottleneck__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7007);
/* harmony import */ var bottleneck__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(bottleneck__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _proxy_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8762);
/* harmony import */ var _is_write_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(8934);
/* harmony import */ var _wait_budget_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5851);









/**
 * The Octokit `getOctokit` from `@actions/github` builds (REST methods and pagination), composed here
 * from the same packages: `@actions/github` also loads its own proxy client and undici whenever it is
 * imported (most of a run's start-up), for a `fetch` that mergexo replaces with its own anyway.
 */
const GitHub = _octokit_core__WEBPACK_IMPORTED_MODULE_3__/* .Octokit */ .E.plugin(_octokit_plugin_rest_endpoint_methods__WEBPACK_IMPORTED_MODULE_4__/* .restEndpointMethods */ ._, _octokit_plugin_paginate_rest__WEBPACK_IMPORTED_MODULE_5__/* .paginateRest */ .ud);
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
    const budget = new _wait_budget_js__WEBPACK_IMPORTED_MODULE_2__/* .WaitBudget */ .Tr(options.maxWaitSeconds ?? _wait_budget_js__WEBPACK_IMPORTED_MODULE_2__/* .DEFAULT_MAX_WAIT_SECONDS */ .hJ);
    const baseFetch = (0,_proxy_js__WEBPACK_IMPORTED_MODULE_1__/* .proxiedFetch */ .iR)(options.userAgent);
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
    const group = (minTime, maxConcurrent) => new (bottleneck__WEBPACK_IMPORTED_MODULE_0___default().Group)({ maxConcurrent, minTime: Math.round(minTime * scale) });
    // The throttling plugin paces every GraphQL request like a write, as it cannot tell a query from
    // a mutation. A query creates nothing, and GitHub's advice to space requests out is about those
    // that do; pacing queries made a run sleep before each write that followed one (ci-wait's verdict
    // after its PR snapshot). So writes are paced here, where the request is known, innermost (each
    // attempt, retries too), and the plugin's own write pacing is left without limits.
    const writes = new (bottleneck__WEBPACK_IMPORTED_MODULE_0___default())({ maxConcurrent: 1, minTime: Math.round(1000 * scale) });
    const paceWrites = (octokit) => {
        octokit.hook.before('request', async (o) => {
            if ((0,_is_write_js__WEBPACK_IMPORTED_MODULE_6__/* .isWrite */ .a)(o))
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
                const limit = (0,_wait_budget_js__WEBPACK_IMPORTED_MODULE_2__/* .limitOf */ .LF)(e);
                if (limit && limit.waitSeconds > budget.remaining) {
                    throw new _wait_budget_js__WEBPACK_IMPORTED_MODULE_2__/* .RateLimitedError */ .TM(limit, 'beyond-budget', what(o), budget);
                }
                throw e;
            }
            // GraphQL reports a spent rate limit as a RATE_LIMITED error in a 200 answer.
            const limit = (0,_wait_budget_js__WEBPACK_IMPORTED_MODULE_2__/* .limitOf */ .LF)({ status: response.status, response });
            if (limit && limit.waitSeconds > budget.remaining) {
                throw new _wait_budget_js__WEBPACK_IMPORTED_MODULE_2__/* .RateLimitedError */ .TM(limit, 'beyond-budget', what(o), budget);
            }
            return response;
        });
        return {};
    };
    const octokit = new (GitHub.plugin(paceWrites, refuseBeyondBudget, _octokit_plugin_retry__WEBPACK_IMPORTED_MODULE_7__/* .retry */ .L, _octokit_plugin_throttling__WEBPACK_IMPORTED_MODULE_8__/* .throttling */ .A))({
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
            const limit = e instanceof _wait_budget_js__WEBPACK_IMPORTED_MODULE_2__/* .RateLimitedError */ .TM ? undefined : (0,_wait_budget_js__WEBPACK_IMPORTED_MODULE_2__/* .limitOf */ .LF)(e);
            if (limit && limit.status !== 503)
                throw new _wait_budget_js__WEBPACK_IMPORTED_MODULE_2__/* .RateLimitedError */ .TM(limit, 'still-limited', what(o), budget);
            throw e;
        }
    });
    return octokit;
}


/***/ })

};
