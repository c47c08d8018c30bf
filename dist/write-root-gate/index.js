import { createRequire as __WEBPACK_EXTERNAL_createRequire } from "module";
/******/ var __webpack_modules__ = ({

/***/ 6512:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   N: () => (/* binding */ timeScaleFromEnv),
/* harmony export */   e: () => (/* binding */ actionInputs)
/* harmony export */ });
/* harmony import */ var _runner_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(2504);

/** The shell's only view of the action's inputs (`INPUT_*`, trimmed); settings parsers receive this function. */
const actionInputs = (name) => _runner_js__WEBPACK_IMPORTED_MODULE_0__/* .getInput */ .V4(name);
/** Test-only knob (documented in CONTRIBUTING): shrinks every wait so suites run in seconds. */
function timeScaleFromEnv(env) {
    const value = Number(env.MERGEXO_TIME_SCALE);
    return Number.isFinite(value) && value > 0 && value <= 1 ? value : 1;
}


/***/ }),

/***/ 3050:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   DV: () => (/* binding */ observedTitle),
/* harmony export */   Dx: () => (/* binding */ OBSERVE_SUMMARY_NOTE),
/* harmony export */   FO: () => (/* binding */ runIsObserving),
/* harmony export */   Jv: () => (/* binding */ wouldHaveFailedLine),
/* harmony export */   Ti: () => (/* binding */ enforcementInput),
/* harmony export */   Wm: () => (/* binding */ isObserving),
/* harmony export */   gn: () => (/* binding */ declareRunEnforcement),
/* harmony export */   jE: () => (/* binding */ markObserving),
/* harmony export */   xs: () => (/* binding */ observedSummaryLead)
/* harmony export */ });
/* unused harmony exports ENFORCEMENTS, wouldHave */
/* harmony import */ var _inputs_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(9431);
/**
 * Observe mode (`enforcement: observe`): every action judges as usual and says what enforcement would
 * have done, in its verdict check (conclusion `neutral`) and its job summary, and writes nothing else.
 *
 * The rule lives here and in the writers of the PR gateway, not in each action: `shellContext` marks the
 * run's client as observing, each core writer (comments, labels, refs, the ready mark, reviewers,
 * auto-merge, branch updates, merges) asks `isObserving` and writes nothing, and the verdict writer
 * (`./pr/checks.ts`) turns the verdict into its observed form. Behind them, the client itself refuses
 * any other write while observing (`./github/observe-guard.ts`), so a writer added later that forgets
 * to ask fails the run instead of writing.
 *
 * Kept light (no Octokit): every action's settings read `enforcementInput` before the event is accepted.
 */

const ENFORCEMENTS = ['enforce', 'observe'];
/** The `enforcement` input: `enforce` (the default) or `observe`. */
function enforcementInput(read) {
    return (0,_inputs_js__WEBPACK_IMPORTED_MODULE_0__/* .choiceInput */ .ij)(read, 'enforcement', ENFORCEMENTS, 'enforce');
}
/**
 * The clients of observing runs. A run has one client, but tests run several shells in one process,
 * so the mark is on the client, where every writer already is, not on the process.
 */
const observing = new WeakSet();
/** Marks `client` as an observing run's: core's writers write nothing through it but its verdict checks. */
function markObserving(client) {
    observing.add(client);
}
/** Whether writes through `client` are only said, never done (observe mode). */
function isObserving(client) {
    return observing.has(client);
}
/**
 * Whether this process observed (an action runs in a process of its own, as `../identity.ts` notes):
 * the job summary says so on every run, whatever else the run wrote.
 */
let runObserves = false;
function declareRunEnforcement(enforcement) {
    runObserves = enforcement === 'observe';
}
function runIsObserving() {
    return runObserves;
}
/** What enforcement would have made of a verdict, as the first words of its observed title. */
function wouldHave(conclusion) {
    if (conclusion === 'failure')
        return 'Would fail';
    if (conclusion === 'success')
        return 'Would pass';
    return 'Would be neutral';
}
/** The observed title: what enforcement would have concluded, then the verdict's own title. */
function observedTitle(conclusion, title) {
    return `${wouldHave(conclusion)}: ${title}`;
}
/** The first paragraph of an observed verdict's summary (markdown; mergexo's own words). */
function observedSummaryLead(conclusion) {
    return (`**Observe mode** (\`enforcement: observe\`): with enforcement this check would have concluded ` +
        `\`${conclusion}\`. mergexo wrote nothing else: no label, comment, auto-merge change, branch update, merge, ` +
        'reviewer or draft change. GitHub counts a neutral required check as passing, so this check blocks nothing.');
}
/** The job summary's line on every observing run (HTML, mergexo's own words). */
const OBSERVE_SUMMARY_NOTE = '👀 <b>Observe mode</b> (<code>enforcement: observe</code>): this run enforced nothing. Its verdict check is ' +
    '<code>neutral</code>, which GitHub counts as passing even when required, and it wrote no label, comment, ' +
    'auto-merge change, branch update, merge, reviewer or draft change. The table says what enforcement would have ' +
    'done. Set <code>enforcement: enforce</code> to act on it (docs/operators.md in mergexo).';
/** The log line that stands for a step enforcement would have failed. */
function wouldHaveFailedLine(message) {
    return `Observe mode: with enforcement this step would have failed: ${message}`;
}


/***/ }),

/***/ 7736:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   ac: () => (/* binding */ runEntrypoint),
/* harmony export */   gg: () => (/* binding */ maskToken)
/* harmony export */ });
/* unused harmony export tokenForms */
/* harmony import */ var _runner_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(2504);
/* harmony import */ var _action_inputs_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(6512);
/* harmony import */ var _enforcement_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(3050);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(2721);
/* harmony import */ var _untrusted_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(1310);





const base64 = (s) => Buffer.from(s, 'utf8').toString('base64');
/**
 * Every spelling of the token that can reach a log: the token itself, and the base64 forms an HTTP basic
 * auth header carries (`x-access-token:TOKEN`, as git's header in `src/core/git.ts` sends it, and the bare
 * `TOKEN`, `:TOKEN` and `TOKEN:` pairs other clients build).
 */
function tokenForms(token) {
    if (!token)
        return [];
    return [
        ...new Set([token, base64(`x-access-token:${token}`), base64(token), base64(`:${token}`), base64(`${token}:`)]),
    ];
}
const masked = new Set();
/**
 * Registers the token and every derived form as secrets, so the runner masks them in the log. The entry
 * point does it for the `github-token` input before anything runs; `actionClient` does it for the token
 * it is given (already masked ones are not registered twice).
 */
function maskToken(token) {
    for (const form of tokenForms(token)) {
        if (masked.has(form))
            continue;
        masked.add(form);
        _runner_js__WEBPACK_IMPORTED_MODULE_0__/* .setSecret */ .Pq(form);
    }
}
/**
 * Wraps an action's shell so every failure ends the step with one line that says what
 * happened: a user's mistake (with its fix), an undecidable gate (fails closed), or a bug.
 * Error messages can quote GitHub's answers and PR text, so they are written as safe log lines.
 */
async function runEntrypoint(name, run) {
    try {
        maskToken((0,_action_inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .actionInputs */ .e)('github-token'));
        await run();
    }
    catch (e) {
        if (e instanceof _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .ConfigurationError */ .j1) {
            _runner_js__WEBPACK_IMPORTED_MODULE_0__/* .setFailed */ .C1((0,_untrusted_js__WEBPACK_IMPORTED_MODULE_3__/* .logLines */ .OG)(`mergexo/${name}: ${e.message}`));
        }
        else if (e instanceof _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .UndecidableError */ .N3 && (0,_enforcement_js__WEBPACK_IMPORTED_MODULE_2__/* .runIsObserving */ .FO)()) {
            // Observe mode: a refusal is what enforcement would have done; the step passes, the log says it.
            _runner_js__WEBPACK_IMPORTED_MODULE_0__/* .warning */ .$e((0,_untrusted_js__WEBPACK_IMPORTED_MODULE_3__/* .logLines */ .OG)((0,_enforcement_js__WEBPACK_IMPORTED_MODULE_2__/* .wouldHaveFailedLine */ .Jv)(`mergexo/${name} could not decide and would refuse: ${e.message}`)));
        }
        else if (e instanceof _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .UndecidableError */ .N3) {
            _runner_js__WEBPACK_IMPORTED_MODULE_0__/* .setFailed */ .C1((0,_untrusted_js__WEBPACK_IMPORTED_MODULE_3__/* .logLines */ .OG)(`mergexo/${name} could not decide and refuses: ${e.message}`));
        }
        else {
            _runner_js__WEBPACK_IMPORTED_MODULE_0__/* .debug */ .Yz((0,_untrusted_js__WEBPACK_IMPORTED_MODULE_3__/* .logLines */ .OG)(e instanceof Error ? (e.stack ?? e.message) : String(e)));
            _runner_js__WEBPACK_IMPORTED_MODULE_0__/* .setFailed */ .C1((0,_untrusted_js__WEBPACK_IMPORTED_MODULE_3__/* .logLines */ .OG)(`mergexo/${name} failed unexpectedly: ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .errorMessage */ .gJ)(e)}. ` +
                'If this persists after a re-run, it is a bug: please report it with this log.'));
        }
    }
}


/***/ }),

/***/ 2721:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   N3: () => (/* binding */ UndecidableError),
/* harmony export */   gJ: () => (/* binding */ errorMessage),
/* harmony export */   j1: () => (/* binding */ ConfigurationError)
/* harmony export */ });
/* unused harmony export isConfigurationError */
/**
 * A mistake the user can fix (workflow inputs, permissions, event wiring, config files).
 * The message must say what was wrong and how to fix it. Anything else thrown is a bug
 * or an outage, and is reported as such.
 */
class ConfigurationError extends Error {
    name = 'ConfigurationError';
}
/**
 * The gate could not reach a decision it can stand behind (API error after retries,
 * truncated data, unknown state). Gates fail closed: this becomes a refusal, never a pass.
 */
class UndecidableError extends Error {
    name = 'UndecidableError';
}
function isConfigurationError(e) {
    return e instanceof ConfigurationError;
}
function errorMessage(e) {
    return e instanceof Error ? e.message : String(e);
}


/***/ }),

/***/ 8455:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Mw: () => (/* binding */ answerMessage),
/* harmony export */   Xe: () => (/* binding */ isGraphQLForbidden),
/* harmony export */   iA: () => (/* binding */ TokenRefusedError),
/* harmony export */   nG: () => (/* binding */ httpStatus),
/* harmony export */   ur: () => (/* binding */ callGitHub)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(2721);

function asRequestError(e) {
    return typeof e === 'object' && e !== null && 'status' in e ? e : undefined;
}
/**
 * GitHub's GraphQL refusal of a permission: HTTP 200 with an error of type FORBIDDEN ("Resource not accessible
 * by integration"), which `callGitHub` cannot tell from the status.
 */
function isGraphQLForbidden(e) {
    const errors = e?.errors;
    return Array.isArray(errors) && errors.some((x) => x?.type === 'FORBIDDEN');
}
function httpStatus(e) {
    return asRequestError(e)?.status;
}
/** GitHub's own words in an error answer (without the documentation link octokit appends to `message`). */
function answerMessage(e) {
    const data = asRequestError(e)?.response?.data;
    const message = typeof data === 'object' && data !== null ? data.message : undefined;
    if (typeof message === 'string' && message !== '')
        return message;
    return e instanceof Error ? e.message : String(e);
}
/**
 * GitHub refused the token (401) or found it lacks a permission (403): a ConfigurationError whose
 * fix is the token, not the request. Typed so that a caller holding a token from elsewhere (the
 * CLI's GH_TOKEN) can say what to do with that token instead of the workflow's wording.
 */
class TokenRefusedError extends _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigurationError */ .j1 {
    status;
    permission;
    constructor(message, status, 
    /** The `permissions:` entry the call needs. */
    permission) {
        super(message);
        this.status = status;
        this.permission = permission;
    }
}
/**
 * Runs one GitHub call and turns the answers a user can fix into ConfigurationErrors:
 * a bad token, or a token whose job lacks a `permissions:` entry. Everything else is
 * rethrown for the caller to judge (a gate treats it as undecidable).
 */
async function callGitHub(what, permission, fn) {
    try {
        return await fn();
    }
    catch (e) {
        const err = asRequestError(e);
        if (err?.status === 401) {
            throw new TokenRefusedError(`GitHub rejected the token while trying to ${what} (401 Bad credentials). ` +
                "Pass a valid token in 'github-token' (the default is the workflow's GITHUB_TOKEN).", 401, permission);
        }
        if (err?.status === 403 && /not accessible by integration|must have .*access/i.test(err.message ?? '')) {
            // GitHub's x-accepted-github-permissions header uses app permission names
            // (pull_requests=write); the workflow key the user must edit is spelled differently.
            const accepted = err.response?.headers?.['x-accepted-github-permissions'];
            throw new TokenRefusedError(`The token may not ${what} (403 Resource not accessible by integration). ` +
                `Add \`${permission}\` to the job's \`permissions:\` block` +
                (accepted ? ` (GitHub asked for: ${accepted}).` : '.'), 403, permission);
        }
        throw e;
    }
}


/***/ }),

/***/ 8934:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
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


/***/ }),

/***/ 8762:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   G8: () => (/* binding */ gitProxySettings),
/* harmony export */   GK: () => (/* binding */ describeProxy),
/* harmony export */   iJ: () => (/* binding */ proxyFor),
/* harmony export */   iR: () => (/* binding */ proxiedFetch)
/* harmony export */ });
/* harmony import */ var _actions_http_client_lib_proxy__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(9251);

/**
 * Proxies, decided exactly as the Actions toolkit decides them (`@actions/http-client`, which
 * `@actions/github`'s own client and the runner's other JavaScript actions use): `https_proxy`,
 * else `HTTPS_PROXY`, for https URLs; `http_proxy`, else `HTTP_PROXY`, for http URLs; no proxy
 * for loopback hosts (`localhost`, `127.*`, `[::1]`) or for a host that `no_proxy`, else
 * `NO_PROXY`, lists (`*`, a host, a domain suffix with or without a leading dot, optionally
 * with `:port`). `ALL_PROXY` is not read. The toolkit's own functions decide, so a runner's
 * proxy settings mean the same to mergexo as to every other action on it.
 */
function proxyFor(url) {
    const proxy = (0,_actions_http_client_lib_proxy__WEBPACK_IMPORTED_MODULE_0__/* .getProxyUrl */ .s)(typeof url === 'string' ? new URL(url) : url);
    // As HttpClient.getAgentDispatcher: a value that parses without a host (`proxy.corp:3128` reads
    // as the scheme `proxy.corp:`) means no proxy.
    return proxy?.hostname ? proxy : undefined;
}
/** The proxy as a string without its credentials, for a log line. */
function describeProxy(proxy) {
    return `${proxy.protocol}//${proxy.host}`;
}
/**
 * `fetch` that goes through the proxy the environment names for each request's URL, with the
 * toolkit's undici ProxyAgent (CONNECT tunnels; proxy credentials from the proxy URL). Without a
 * proxy for a URL it is the platform's `fetch`, unchanged.
 */
function proxiedFetch(userAgent) {
    const dispatchers = new Map();
    return async (input, init) => {
        const url = input instanceof Request ? input.url : String(input);
        const proxy = proxyFor(url);
        if (!proxy)
            return fetch(input, init);
        // Loaded on the first request through a proxy: git's proxy settings (below) need neither.
        const [{ HttpClient }, { fetch: undiciFetch }] = await Promise.all([
            Promise.all(/* import() */[__nccwpck_require__.e(684), __nccwpck_require__.e(63)]).then(__nccwpck_require__.bind(__nccwpck_require__, 5063)),
            __nccwpck_require__.e(/* import() */ 684).then(__nccwpck_require__.t.bind(__nccwpck_require__, 1684, 19)),
        ]);
        let dispatcher = dispatchers.get(proxy.href);
        if (!dispatcher) {
            // keepAlive: one ProxyAgent per proxy that reuses its tunnels, rather than a new tunnel per request.
            dispatcher = new HttpClient(userAgent, [], { keepAlive: true }).getAgentDispatcher(url);
            dispatchers.set(proxy.href, dispatcher);
        }
        return undiciFetch(url, { ...init, dispatcher });
    };
}
/** Every variable git (libcurl) takes a proxy from. */
const GIT_PROXY_VARIABLES = ['http_proxy', 'HTTP_PROXY', 'https_proxy', 'HTTPS_PROXY', 'all_proxy', 'ALL_PROXY'];
/**
 * What git needs to reach `serverUrl` the way the API client does. mergexo's git runners give git
 * the runner's environment, but git (libcurl) reads the proxy variables by its own rules: only
 * lowercase `http_proxy` for http URLs, `ALL_PROXY` as a fallback, its own `no_proxy` syntax, no
 * loopback exception. So the decision is made here, with the toolkit's rules, and handed to git
 * as `http.<serverUrl>.proxy` (scoped to the server, like the token header): the proxy URL, or,
 * when the environment names a proxy that the rules bypass for this server, empty, which tells
 * git to use none. With a proxy, git's own `no_proxy` reading is emptied so that it cannot
 * overrule the decision. Without any proxy variable git is left as it is configured.
 */
function gitProxySettings(serverUrl) {
    const server = serverUrl.replace(/\/+$/, '');
    const key = `http.${server}/.proxy`;
    const proxy = proxyFor(server);
    if (proxy)
        return { config: { [key]: proxy.href }, env: { NO_PROXY: '', no_proxy: '' } };
    if (GIT_PROXY_VARIABLES.some((name) => process.env[name]))
        return { config: { [key]: '' }, env: {} };
    return { config: {}, env: {} };
}


/***/ }),

/***/ 5851:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   LF: () => (/* binding */ limitOf),
/* harmony export */   TM: () => (/* binding */ RateLimitedError),
/* harmony export */   Tr: () => (/* binding */ WaitBudget),
/* harmony export */   fI: () => (/* binding */ maxWaitFromEnv),
/* harmony export */   hJ: () => (/* binding */ DEFAULT_MAX_WAIT_SECONDS)
/* harmony export */ });
/* unused harmony exports MAX_WAIT_ENV, utcTime */
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(2721);

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
const MAX_WAIT_LIMIT = 6 * 60 * 60;
/** The budget from `MERGEXO_MAX_WAIT_SECONDS` (a step's or job's `env:`), else the default. */
function maxWaitFromEnv(env) {
    const raw = (env[MAX_WAIT_ENV] ?? '').trim();
    if (raw === '')
        return DEFAULT_MAX_WAIT_SECONDS;
    if (!/^\d+$/.test(raw) || Number(raw) > MAX_WAIT_LIMIT) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigurationError */ .j1(`${MAX_WAIT_ENV} must be a whole number of seconds from 0 to ${MAX_WAIT_LIMIT}, got '${raw}'. ` +
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
class RateLimitedError extends _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UndecidableError */ .N3 {
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


/***/ }),

/***/ 3484:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   DU: () => (/* binding */ isBotLogin),
/* harmony export */   KV: () => (/* binding */ sharedIdentityNote),
/* harmony export */   LQ: () => (/* binding */ botLogin),
/* harmony export */   QN: () => (/* binding */ restLogin),
/* harmony export */   Up: () => (/* binding */ sameLogin),
/* harmony export */   wj: () => (/* binding */ recordVerdictApp)
/* harmony export */ });
/* unused harmony exports SHARED_APP_SLUG, isSharedIdentity, SHARED_IDENTITY_NOTE, verdictAppsOfRun, resetVerdictApps */
/**
 * Which identity mergexo's verdicts come from, and what that identity is worth.
 *
 * `GITHUB_TOKEN` is one identity for every workflow of a repository: the GitHub Actions App
 * (`github-actions`). A check run or a comment mergexo writes with it looks exactly like one any other
 * workflow writes with it, including a workflow an agent adds on its own branch. So a required
 * `mergexo/*` check written under that identity is only as strong as control over who can add
 * workflows. A dedicated GitHub App, pinned in the ruleset as each check's expected source, closes
 * it. This module holds that rule and the one line the job summary carries when it applies.
 */
/** The app GitHub names as the author of whatever a workflow writes with `GITHUB_TOKEN`. */
const SHARED_APP_SLUG = 'github-actions';
/**
 * Whether a check run's app (its `app.slug`) is the identity every workflow of the repository
 * shares. An unknown app is not called shared: the line below is only said when GitHub said so.
 */
function isSharedIdentity(appSlug) {
    return typeof appSlug === 'string' && appSlug.toLowerCase() === SHARED_APP_SLUG;
}
/** The closing line of the job summary (HTML, written by mergexo alone) under the shared identity. */
const SHARED_IDENTITY_NOTE = '⚠️ This verdict was written with <code>GITHUB_TOKEN</code>: any workflow of this repository can write ' +
    'checks and comments as the same identity, so the required <code>mergexo/*</code> checks are only as ' +
    'strong as control over who can add workflows. What closes it: mergexo as its own GitHub App, pinned as ' +
    'the source of each required check, and no <code>workflows</code> permission for agents (see ' +
    'docs/security.md in mergexo).';
/**
 * The apps that wrote a verdict in this run. Each action runs in a process of its own (the root
 * action spawns one per part), so module state lives exactly as long as one action's run:
 * `writeVerdict` records here, and `writeSummary` reads it when the run ends. Tests reset it.
 */
const verdictApps = new Set();
/** Records the app GitHub named as the author of a verdict check run just written. */
function recordVerdictApp(appSlug) {
    verdictApps.add(typeof appSlug === 'string' ? appSlug.toLowerCase() : '');
}
/** Whether this run wrote a verdict, and under which identities. */
function verdictAppsOfRun() {
    return [...verdictApps].sort();
}
/** The summary's closing line when a verdict of this run was written under the shared identity. */
function sharedIdentityNote() {
    return [...verdictApps].some(isSharedIdentity) ? SHARED_IDENTITY_NOTE : undefined;
}
/** Forgets the verdicts recorded so far (tests; one process running several actions). */
function resetVerdictApps() {
    verdictApps.clear();
}
const BOT_SUFFIX = '[bot]';
/** The login as REST shows it: `name[bot]` for a GraphQL `Bot`, the login itself otherwise; `ghost` when absent. */
function restLogin(actor) {
    if (!actor)
        return 'ghost';
    const isBot = actor.__typename === 'Bot';
    return isBot && !actor.login.endsWith(BOT_SUFFIX) ? `${actor.login}${BOT_SUFFIX}` : actor.login;
}
/**
 * Whether two logins in REST's spelling name the same account. GitHub logins are case-insensitive; the
 * `[bot]` suffix is part of the name, so `billing-bot` (a user) is never `billing-bot[bot]` (an App).
 */
function sameLogin(a, b) {
    return a.toLowerCase() === b.toLowerCase();
}
/** Whether a login in REST's spelling is an App's bot account. */
function isBotLogin(login) {
    return login.toLowerCase().endsWith(BOT_SUFFIX);
}
/** The App's bot login for a bare name: `billing-bot` becomes `billing-bot[bot]`. */
function botLogin(name) {
    return isBotLogin(name) ? name : `${name}${BOT_SUFFIX}`;
}


/***/ }),

/***/ 9431:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Xu: () => (/* binding */ labelInput),
/* harmony export */   YF: () => (/* binding */ requiredInput),
/* harmony export */   dt: () => (/* binding */ listInput),
/* harmony export */   ij: () => (/* binding */ choiceInput)
/* harmony export */ });
/* unused harmony exports inputsFromRecord, booleanInput, integerInput, shaInput, pullRequestNumberInput */
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(2721);

function inputsFromRecord(record) {
    return (name) => (record[name] ?? '').trim();
}
function requiredInput(read, name, hint) {
    const value = read(name);
    if (value === '')
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigurationError */ .j1(`Input '${name}' is required: ${hint}`);
    return value;
}
function booleanInput(read, name, fallback) {
    const value = read(name);
    if (value === '')
        return fallback;
    if (/^(true|yes|on|1)$/i.test(value))
        return true;
    if (/^(false|no|off|0)$/i.test(value))
        return false;
    throw new ConfigurationError(`Input '${name}' must be true or false, got '${value}'.`);
}
function integerInput(read, name, fallback, bounds) {
    const value = read(name);
    if (value === '')
        return fallback;
    if (!/^-?\d+$/.test(value)) {
        throw new ConfigurationError(`Input '${name}' must be a whole number, got '${value}'.`);
    }
    const n = Number(value);
    if (n < bounds.min || (bounds.max !== undefined && n > bounds.max)) {
        const range = bounds.max === undefined ? `at least ${bounds.min}` : `between ${bounds.min} and ${bounds.max}`;
        throw new ConfigurationError(`Input '${name}' must be ${range}, got ${n}.`);
    }
    return n;
}
function choiceInput(read, name, choices, fallback) {
    const value = read(name);
    if (value === '')
        return fallback;
    const match = choices.find((c) => c === value.toLowerCase());
    if (match === undefined) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigurationError */ .j1(`Input '${name}' must be one of ${choices.join(', ')}; got '${value}'.`);
    }
    return match;
}
const FULL_SHA = /^[0-9a-f]{40}$/;
function shaInput(read, name) {
    const value = read(name);
    if (value === '')
        return undefined;
    if (!FULL_SHA.test(value.toLowerCase())) {
        throw new ConfigurationError(`Input '${name}' must be a full 40-character commit SHA, got '${value}'. ` +
            'Copy the PR head SHA from the mergexo comment or `git rev-parse HEAD`.');
    }
    return value.toLowerCase();
}
function pullRequestNumberInput(read, name) {
    const value = read(name).replace(/^#/, '');
    if (value === '')
        return undefined;
    if (!/^[1-9]\d*$/.test(value)) {
        throw new ConfigurationError(`Input '${name}' must be a pull request number such as 42, got '${value}'.`);
    }
    return Number(value);
}
/** Newline- or comma-separated list, blank entries and `#` comments dropped. */
function listInput(read, name) {
    return read(name)
        .split(/[\n,]/)
        .map((s) => s.trim())
        .filter((s) => s !== '' && !s.startsWith('#'));
}
/** A label name input: GitHub allows at most 50 characters, and a comma would split it in two. */
function labelInput(read, name, fallback) {
    const value = read(name) || fallback;
    if (value.length > 50 || value.includes(',')) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigurationError */ .j1(`Input '${name}' must be a GitHub label name (at most 50 characters, no commas), got '${value}'.`);
    }
    return value;
}


/***/ }),

/***/ 844:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Sy: () => (/* binding */ writeSummary),
/* harmony export */   n0: () => (/* binding */ setOutputs),
/* harmony export */   vy: () => (/* binding */ failStep)
/* harmony export */ });
/* harmony import */ var _runner_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(2504);
/* harmony import */ var _enforcement_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(3050);
/* harmony import */ var _identity_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(3484);



function setOutputs(outputs) {
    for (const [name, value] of Object.entries(outputs)) {
        _runner_js__WEBPACK_IMPORTED_MODULE_0__/* .setOutput */ .uH(name, typeof value === 'object' ? JSON.stringify(value) : String(value));
    }
}
/**
 * The job summary: a heading, one table a person can read at a glance, and a closing line. Every part is
 * HTML written by mergexo: text from elsewhere (PR titles, file names, CI output) must already have gone
 * through `htmlText`, `htmlCode` or `htmlLink` from `./untrusted.js`.
 */
async function writeSummary(table) {
    const summary = _runner_js__WEBPACK_IMPORTED_MODULE_0__/* .summary */ .z.addHeading(table.heading, 3);
    // Observe mode enforces nothing, and a neutral required check passes: every observing run says so first.
    if ((0,_enforcement_js__WEBPACK_IMPORTED_MODULE_1__/* .runIsObserving */ .FO)())
        summary.addRaw(_enforcement_js__WEBPACK_IMPORTED_MODULE_1__/* .OBSERVE_SUMMARY_NOTE */ .Dx, true);
    if (table.lead)
        summary.addRaw(table.lead, true);
    // An empty header is a summary with nothing to tabulate: no table rather than an empty one.
    if (table.header.length > 0) {
        summary.addTable([table.header.map((data) => ({ data, header: true })), ...table.rows]);
    }
    if (table.footer)
        summary.addRaw(table.footer, true);
    // A verdict of this run written as GITHUB_TOKEN's shared identity: say what that is worth.
    const identity = (0,_identity_js__WEBPACK_IMPORTED_MODULE_2__/* .sharedIdentityNote */ .KV)();
    if (identity)
        summary.addRaw(identity, true);
    await summary.write();
}
/**
 * Fails the step on a verdict (a block, a refusal, a failed CI): in observe mode the step passes instead,
 * and the log says what enforcement would have done. Errors and bad inputs still fail, through the entry point.
 */
function failStep(message) {
    if ((0,_enforcement_js__WEBPACK_IMPORTED_MODULE_1__/* .runIsObserving */ .FO)())
        _runner_js__WEBPACK_IMPORTED_MODULE_0__/* .info */ .pq((0,_enforcement_js__WEBPACK_IMPORTED_MODULE_1__/* .wouldHaveFailedLine */ .Jv)(message));
    else
        _runner_js__WEBPACK_IMPORTED_MODULE_0__/* .setFailed */ .C1(message);
}


/***/ }),

/***/ 3539:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   $p: () => (/* binding */ readRunContext),
/* harmony export */   Bn: () => (/* binding */ pullRequestNumberOf),
/* harmony export */   M9: () => (/* binding */ requireEvent)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(2721);


function readRunContext(env) {
    const repository = env.GITHUB_REPOSITORY ?? '';
    const [owner, repo] = repository.split('/');
    if (!owner || !repo) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ConfigurationError */ .j1('GITHUB_REPOSITORY is not set: mergexo must run as a step of a GitHub Actions workflow.');
    }
    const eventName = env.GITHUB_EVENT_NAME ?? '';
    let payload = {};
    const eventPath = env.GITHUB_EVENT_PATH;
    if (eventPath) {
        try {
            payload = JSON.parse((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(eventPath, 'utf8'));
        }
        catch (e) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ConfigurationError */ .j1(`Cannot read the event payload at GITHUB_EVENT_PATH: ${e.message}`);
        }
    }
    return {
        eventName,
        payload,
        owner,
        repo,
        apiUrl: env.GITHUB_API_URL ?? 'https://api.github.com',
        serverUrl: env.GITHUB_SERVER_URL ?? 'https://github.com',
        actor: env.GITHUB_TRIGGERING_ACTOR || env.GITHUB_ACTOR || '',
        ref: env.GITHUB_REF ?? '',
        runId: env.GITHUB_RUN_ID ?? '',
        job: env.GITHUB_JOB ?? '',
        workflow: env.GITHUB_WORKFLOW ?? '',
    };
}
function requireEvent(ctx, action, allowed) {
    if (!allowed.includes(ctx.eventName)) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ConfigurationError */ .j1(`${action} does not handle the '${ctx.eventName || '(none)'}' event. ` +
            `Trigger it on: ${allowed.join(', ')} (see the 'on:' section of your workflow).`);
    }
}
/** The PR an event is about; the message says which events carry one. */
function pullRequestNumberOf(ctx, action, handles) {
    const number = ctx.payload.pull_request?.number;
    if (typeof number !== 'number') {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ConfigurationError */ .j1(`The '${ctx.eventName}' event payload has no pull_request, so ${action} cannot tell which PR to judge. ` +
            `${action} ${handles}.`);
    }
    return number;
}


/***/ }),

/***/ 2504:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   $e: () => (/* binding */ warning),
/* harmony export */   C1: () => (/* binding */ setFailed),
/* harmony export */   Pq: () => (/* binding */ setSecret),
/* harmony export */   V4: () => (/* binding */ getInput),
/* harmony export */   Yz: () => (/* binding */ debug),
/* harmony export */   pq: () => (/* binding */ info),
/* harmony export */   uH: () => (/* binding */ setOutput),
/* harmony export */   z: () => (/* binding */ summary),
/* harmony export */   z3: () => (/* binding */ error)
/* harmony export */ });
/* unused harmony exports startGroup, endGroup */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__nccwpck_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(8161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__nccwpck_require__.n(node_os__WEBPACK_IMPORTED_MODULE_2__);
// What an action tells the Actions runner: log lines and workflow commands on stdout, outputs and
// the job summary in the files the runner names. This is the part of `@actions/core` mergexo uses,
// in its formats byte for byte (test/core/runner.test.ts runs both and compares). `@actions/core`
// itself loads its OIDC client (`@actions/http-client`, undici, tunnel) and `@actions/exec` when it
// is imported, which took most of a bundle's start-up; no mergexo run needs either of them.



function toCommandValue(input) {
    if (input === null || input === undefined)
        return '';
    if (typeof input === 'string' || input instanceof String)
        return String(input);
    return JSON.stringify(input);
}
const escapeData = (s) => toCommandValue(s).replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
const escapeProperty = (s) => escapeData(s).replace(/:/g, '%3A').replace(/,/g, '%2C');
function issueCommand(command, properties, message) {
    const keys = Object.keys(properties);
    const props = Object.entries(properties)
        .filter(([, value]) => value)
        .map(([key, value]) => `${key}=${escapeProperty(value)}`)
        .join(',');
    process.stdout.write(`::${command}${keys.length > 0 ? ` ${props}` : ''}::${escapeData(message)}${node_os__WEBPACK_IMPORTED_MODULE_2__.EOL}`);
}
function annotation(command, message, p) {
    const properties = Object.keys(p).length === 0
        ? {}
        : {
            title: p.title,
            file: p.file,
            line: p.startLine,
            endLine: p.endLine,
            col: p.startColumn,
            endColumn: p.endColumn,
        };
    issueCommand(command, properties, message instanceof Error ? message.toString() : message);
}
/** `INPUT_<NAME upper-cased, spaces to _>`, as the runner sets it, trimmed. */
function getInput(name) {
    return (process.env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] || '').trim();
}
function setSecret(secret) {
    issueCommand('add-mask', {}, secret);
}
function setOutput(name, value) {
    const file = process.env.GITHUB_OUTPUT || '';
    if (!file) {
        process.stdout.write(node_os__WEBPACK_IMPORTED_MODULE_2__.EOL);
        issueCommand('set-output', { name }, toCommandValue(value));
        return;
    }
    if (!(0,node_fs__WEBPACK_IMPORTED_MODULE_1__.existsSync)(file))
        throw new Error(`Missing file at path: ${file}`);
    const delimiter = `ghadelimiter_${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomUUID)()}`;
    const text = toCommandValue(value);
    // A value cannot end the heredoc early: the delimiter is random and checked.
    if (name.includes(delimiter))
        throw new Error(`Unexpected input: name should not contain the delimiter "${delimiter}"`);
    if (text.includes(delimiter))
        throw new Error(`Unexpected input: value should not contain the delimiter "${delimiter}"`);
    (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.appendFileSync)(file, `${name}<<${delimiter}${node_os__WEBPACK_IMPORTED_MODULE_2__.EOL}${text}${node_os__WEBPACK_IMPORTED_MODULE_2__.EOL}${delimiter}${node_os__WEBPACK_IMPORTED_MODULE_2__.EOL}`, { encoding: 'utf8' });
}
function info(message) {
    process.stdout.write(message + node_os__WEBPACK_IMPORTED_MODULE_2__.EOL);
}
function debug(message) {
    issueCommand('debug', {}, message);
}
function warning(message, properties = {}) {
    annotation('warning', message, properties);
}
function error(message, properties = {}) {
    annotation('error', message, properties);
}
/** Logs the error and makes the step fail when the process exits. */
function setFailed(message) {
    process.exitCode = 1;
    error(message);
}
function startGroup(name) {
    issueCommand('group', {}, name);
}
function endGroup() {
    issueCommand('endgroup', {}, '');
}
const wrap = (tag, content) => (content ? `<${tag}>${content}</${tag}>` : `<${tag}>`);
/** The job summary, built up and then appended to the runner's file by `write()`. */
class Summary {
    buffer = '';
    addRaw(text, addEOL = false) {
        this.buffer += text;
        if (addEOL)
            this.buffer += node_os__WEBPACK_IMPORTED_MODULE_2__.EOL;
        return this;
    }
    addHeading(text, level = 1) {
        return this.addRaw(wrap(`h${level}`, text), true);
    }
    addTable(rows) {
        const body = rows
            .map((row) => wrap('tr', row
            .map((cell) => (typeof cell === 'string' ? wrap('td', cell) : wrap(cell.header ? 'th' : 'td', cell.data)))
            .join('')))
            .join('');
        return this.addRaw(wrap('table', body), true);
    }
    async write() {
        const file = process.env.GITHUB_STEP_SUMMARY;
        if (!file) {
            throw new Error('Unable to find environment variable for $GITHUB_STEP_SUMMARY. Check if your runtime environment supports job summaries.');
        }
        try {
            await node_fs__WEBPACK_IMPORTED_MODULE_1__.promises.access(file, node_fs__WEBPACK_IMPORTED_MODULE_1__.constants.R_OK | node_fs__WEBPACK_IMPORTED_MODULE_1__.constants.W_OK);
        }
        catch {
            throw new Error(`Unable to access summary file: '${file}'. Check if the file has correct read/write permissions.`);
        }
        await node_fs__WEBPACK_IMPORTED_MODULE_1__.promises.appendFile(file, this.buffer, { encoding: 'utf8' });
        this.buffer = '';
    }
}
const summary = new Summary();


/***/ }),

/***/ 1375:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  G8: () => (/* binding */ shellContext)
});

// UNUSED EXPORTS: runnerLog, silentLog

// EXTERNAL MODULE: ./src/core/runner.ts
var runner = __nccwpck_require__(2504);
// EXTERNAL MODULE: ./src/core/action-inputs.ts
var action_inputs = __nccwpck_require__(6512);
;// CONCATENATED MODULE: ./src/core/clock.ts
function scaledClock(scale) {
    const safe = Number.isFinite(scale) && scale > 0 && scale <= 1 ? scale : 1;
    let sleptReal = 0;
    let sleptNominal = 0;
    return {
        scale: safe,
        now: () => Date.now() - sleptReal + sleptNominal,
        sleep: async (ms) => {
            const nominal = Math.max(0, ms);
            const started = Date.now();
            await new Promise((resolve) => setTimeout(resolve, Math.round(nominal * safe)));
            sleptReal += Date.now() - started;
            sleptNominal += nominal;
        },
    };
}

// EXTERNAL MODULE: ./src/core/enforcement.ts
var core_enforcement = __nccwpck_require__(3050);
// EXTERNAL MODULE: ./src/core/entrypoint.ts
var entrypoint = __nccwpck_require__(7736);
// EXTERNAL MODULE: ./src/core/untrusted.ts
var untrusted = __nccwpck_require__(1310);
// EXTERNAL MODULE: ./src/core/github/proxy.ts
var github_proxy = __nccwpck_require__(8762);
// EXTERNAL MODULE: ./src/core/github/wait-budget.ts
var wait_budget = __nccwpck_require__(5851);
;// CONCATENATED MODULE: ./src/core/github/action-client.ts






/**
 * The GitHub client an action's shell uses: the run's API URL, its name as user agent, the
 * runner's proxy, the wait budget of MERGEXO_MAX_WAIT_SECONDS, waits logged.
 *
 * Octokit, its plugins and undici are most of a bundle: they are loaded here, when a run first
 * needs GitHub, so a run refused on its event or inputs never pays for them (ncc puts them in a
 * chunk file beside the bundle; `npm run bench` measures both start-ups).
 */
async function actionClient(action, token, ctx) {
    (0,entrypoint/* maskToken */.gg)(token);
    const { createGitHubClient } = await Promise.all(/* import() */[__nccwpck_require__.e(986), __nccwpck_require__.e(423)]).then(__nccwpck_require__.bind(__nccwpck_require__, 5423));
    const proxy = (0,github_proxy/* proxyFor */.iJ)(ctx.apiUrl);
    if (proxy)
        runner/* info */.pq((0,untrusted/* logLine */.BP)(`Reaching GitHub's API through the proxy ${(0,github_proxy/* describeProxy */.GK)(proxy)}.`));
    return createGitHubClient({
        token,
        apiUrl: ctx.apiUrl,
        userAgent: `mergexo/${action}`,
        timeScale: (0,action_inputs/* timeScaleFromEnv */.N)(process.env),
        maxWaitSeconds: (0,wait_budget/* maxWaitFromEnv */.fI)(process.env),
        // Request URLs name branches; a log line must never become a workflow command.
        log: (m) => runner/* info */.pq((0,untrusted/* logLine */.BP)(m)),
    });
}

// EXTERNAL MODULE: ./src/core/github/is-write.ts
var is_write = __nccwpck_require__(8934);
// EXTERNAL MODULE: ./src/core/github/errors.ts
var errors = __nccwpck_require__(8455);
;// CONCATENATED MODULE: ./src/core/github/routes.ts
const METHOD_ROUTES = {
    // GitHub: "Permissions required for GitHub Apps" (Repository permissions for "Pull requests": list, get, files
    // and commits/{commit_sha}/pulls)
    getPull: {
        route: 'GET /repos/{owner}/{repo}/pulls/{pull_number}',
        what: 'read the pull request',
        permission: 'pull-requests: read',
    },
    listOpenPulls: {
        route: 'GET /repos/{owner}/{repo}/pulls',
        what: 'list open pull requests',
        permission: 'pull-requests: read',
    },
    listPullsOfCommit: {
        route: 'GET /repos/{owner}/{repo}/commits/{commit_sha}/pulls',
        what: 'list the pull requests of a commit',
        permission: 'pull-requests: read',
    },
    listFiles: {
        route: 'GET /repos/{owner}/{repo}/pulls/{pull_number}/files',
        what: 'list the pull request files',
        permission: 'pull-requests: read',
    },
    // GitHub: "Permissions required for GitHub Apps" (Repository permissions for "Pull requests": list; the labelled
    // issues listing would need "Issues", which a history-guard job does not grant, docs/github-behaviour.md)
    listLabelledPulls: {
        route: 'GET /repos/{owner}/{repo}/pulls',
        what: 'list the open pull requests carrying a label',
        permission: 'pull-requests: read',
    },
    // GitHub: "Permissions required for GitHub Apps" (Repository permissions for "Pull requests": update-branch, with
    // no "Contents" beside it; a merge across a workflow change needs `workflows` too, docs/github-behaviour.md)
    updateBranch: {
        route: 'PUT /repos/{owner}/{repo}/pulls/{pull_number}/update-branch',
        what: 'update the pull request branch',
        permission: 'pull-requests: write',
    },
    // GitHub: "Permissions required for GitHub Apps" (Repository permissions for "Contents": merge a pull request)
    merge: {
        route: 'PUT /repos/{owner}/{repo}/pulls/{pull_number}/merge',
        what: 'merge the pull request',
        permission: 'contents: write',
    },
    // GraphQL mutations: no table; GitHub asks for both (reported: cli/cli#8910, ohdearquant/khive#1066,
    // docs/github-behaviour.md "Auto-merge and drafts").
    setDraft: {
        route: 'mutation markPullRequestReadyForReview / convertPullRequestToDraft',
        what: '{}',
        permission: 'pull-requests: write` and `contents: write',
    },
    disableAutoMerge: {
        route: 'mutation disablePullRequestAutoMerge',
        what: 'disable auto-merge on the pull request',
        permission: 'pull-requests: write` and `contents: write',
    },
    // GitHub: "Permissions required for GitHub Apps" (Repository permissions for "Pull requests": requested_reviewers)
    requestReviewers: {
        route: 'POST /repos/{owner}/{repo}/pulls/{pull_number}/requested_reviewers',
        what: 'request reviews',
        permission: 'pull-requests: write',
    },
    removeReviewers: {
        route: 'DELETE /repos/{owner}/{repo}/pulls/{pull_number}/requested_reviewers',
        what: 'remove review requests',
        permission: 'pull-requests: write',
    },
    // GitHub: "Permissions required for GitHub Apps" (Repository permissions for "Pull requests" or "Issues": issue
    // comments and labels take either, so the pull request workflow's `pull-requests` is named)
    createComment: {
        route: 'POST /repos/{owner}/{repo}/issues/{issue_number}/comments',
        what: 'comment on the pull request',
        permission: 'pull-requests: write',
    },
    updateComment: {
        route: 'PATCH /repos/{owner}/{repo}/issues/comments/{comment_id}',
        what: 'edit its pull request comment',
        permission: 'pull-requests: write',
    },
    deleteComment: {
        route: 'DELETE /repos/{owner}/{repo}/issues/comments/{comment_id}',
        what: 'delete its duplicate comment',
        permission: 'pull-requests: write',
    },
    listCommentsSince: {
        route: 'GET /repos/{owner}/{repo}/issues/{issue_number}/comments',
        what: 'read pull request comments',
        permission: 'pull-requests: read',
    },
    listLabels: {
        route: 'GET /repos/{owner}/{repo}/issues/{issue_number}/labels',
        what: 'read the labels',
        permission: 'pull-requests: read',
    },
    addLabel: {
        route: 'POST /repos/{owner}/{repo}/issues/{issue_number}/labels',
        what: "add the label '{}'",
        permission: 'pull-requests: write',
    },
    removeLabel: {
        route: 'DELETE /repos/{owner}/{repo}/issues/{issue_number}/labels/{name}',
        what: "remove the label '{}'",
        permission: 'pull-requests: write',
    },
    // GitHub: "Permissions required for GitHub Apps" (Repository permissions for "Checks": create and update a check
    // run, list check runs for a git reference, list annotations)
    createCheckRun: {
        route: 'POST /repos/{owner}/{repo}/check-runs',
        what: "create the '{}' check run",
        permission: 'checks: write',
    },
    annotateCheckRun: {
        route: 'PATCH /repos/{owner}/{repo}/check-runs/{check_run_id}',
        what: 'annotate the check run',
        permission: 'checks: write',
    },
    listCheckRunsNamed: {
        route: 'GET /repos/{owner}/{repo}/commits/{ref}/check-runs',
        what: "read the '{}' check runs",
        permission: 'checks: read',
    },
    checkRunsPage: {
        route: 'GET /repos/{owner}/{repo}/commits/{ref}/check-runs',
        what: 'list check runs',
        permission: 'checks: read',
    },
    // GitHub: "Permissions required for GitHub Apps" (Repository permissions for "Commit statuses": combined status)
    statusesPage: {
        route: 'GET /repos/{owner}/{repo}/commits/{ref}/status',
        what: 'list commit statuses',
        permission: 'statuses: read',
    },
    listAnnotations: {
        route: 'GET /repos/{owner}/{repo}/check-runs/{check_run_id}/annotations',
        what: 'read check run annotations',
        permission: 'checks: read',
    },
    // GitHub: "Permissions required for GitHub Apps" (Repository permissions for "Contents": git refs, compare and
    // contents)
    createRef: {
        route: 'POST /repos/{owner}/{repo}/git/refs',
        what: 'create the backup ref {}',
        permission: 'contents: write',
    },
    refTarget: {
        route: 'GET /repos/{owner}/{repo}/git/ref/{ref}',
        what: 'read the ref {}',
        permission: 'contents: read',
    },
    forceRef: {
        route: 'PATCH /repos/{owner}/{repo}/git/refs/{ref}',
        what: 'move the backup ref {}',
        permission: 'contents: write',
    },
    compare: {
        route: 'GET /repos/{owner}/{repo}/compare/{basehead}',
        what: 'compare commits',
        permission: 'contents: read',
    },
    getContent: {
        route: 'GET /repos/{owner}/{repo}/contents/{path}',
        what: 'read {} from the base branch',
        permission: 'contents: read',
    },
    // GitHub: "Permissions required for GitHub Apps" (Repository permissions for "Metadata": get a repository, a
    // user's permission, the rules of a branch)
    repository: {
        route: 'GET /repos/{owner}/{repo}',
        what: 'read the repository',
        permission: 'metadata: read',
    },
    collaboratorRole: {
        route: 'GET /repos/{owner}/{repo}/collaborators/{username}/permission',
        what: "read {}'s permission on the repository",
        permission: 'metadata: read',
    },
    // GitHub: "Permissions required for GitHub Apps" (Repository permissions for "Actions": get a workflow run)
    workflowRun: {
        route: 'GET /repos/{owner}/{repo}/actions/runs/{run_id}',
        what: 'read the workflow run that recorded a hand-over',
        permission: 'actions: read',
    },
    branchRules: {
        route: 'GET /repos/{owner}/{repo}/rules/branches/{branch}',
        what: 'read the rules of the branch',
        permission: 'metadata: read',
    },
    // GitHub: "Permissions required for GitHub Apps" (Repository permissions for "Contents": get a branch)
    branch: {
        route: 'GET /repos/{owner}/{repo}/branches/{branch}',
        what: 'read the branch protection',
        permission: 'contents: read',
    },
};
/**
 * GraphQL reads: GitHub documents no permission per query, and the fake checks none for a read. Each names the
 * permission of the REST read of the same pull request (`pull-requests: read`); the merge queue's is sourced in
 * docs/github-behaviour.md ("Reading the queue's entries").
 */
const QUERY_ROUTES = {
    'pull.read': { route: 'query PullRequestRead', what: 'read the pull request', permission: 'pull-requests: read' },
    'pull.timeline': {
        route: 'query PullRequestTimelinePage',
        what: 'read the pull request timeline',
        permission: 'pull-requests: read',
    },
    'pull.comments': {
        route: 'query PullRequestCommentsPage',
        what: 'read pull request comments',
        permission: 'pull-requests: read',
    },
    'pull.reviewRequests': {
        route: 'query ReviewRequestsRead',
        what: 'read the review requests',
        permission: 'pull-requests: read',
    },
    'pull.mergeable': {
        route: 'query RebaseMergeable',
        what: 'read whether the pull request conflicts',
        permission: 'pull-requests: read',
    },
    'pulls.open': { route: 'query RebaseOpenPulls', what: 'list open pull requests', permission: 'pull-requests: read' },
    'pulls.one': { route: 'query RebaseOnePull', what: 'read the pull request', permission: 'pull-requests: read' },
    'pulls.comments': {
        route: 'query RebasePullComments',
        what: 'read pull request comments',
        permission: 'pull-requests: read',
    },
    // A GitHub App permission (Merge queues: read); GITHUB_TOKEN cannot hold it (`../merge-group.ts` says so).
    'mergeQueue.entries': {
        route: 'query MergeQueueEntries',
        what: 'read the merge queue',
        permission: 'merge-queues: read',
    },
};
/** What a call of `route` was doing, with its subject. */
function whatOf(route, subject) {
    return route.what.replace('{}', subject ?? '');
}

;// CONCATENATED MODULE: ./src/core/github/octokit/call.ts
/**
 * How the Octokit implementation makes one call: the route's entry in `../routes.ts` says what mergexo was doing
 * and which `permissions:` entry a refused token lacks, so no call site types either by hand.
 */


/** Runs `fn` as a call of the port method `method` (`subject` fills the route's `{}`: a label, a check's name). */
function call(method, fn, subject) {
    const route = METHOD_ROUTES[method];
    return (0,errors/* callGitHub */.ur)(whatOf(route, subject), route.permission, fn);
}
/** Runs `fn` as the GraphQL query `name`. */
function callQuery(name, fn) {
    const route = QUERY_ROUTES[name];
    return (0,errors/* callGitHub */.ur)(whatOf(route), route.permission, fn);
}

;// CONCATENATED MODULE: ./src/core/github/octokit/conversation.ts


/** Runs a write whose 404 means "already gone": the goal is reached. */
async function unlessGone(done, fn) {
    try {
        await fn();
        return done;
    }
    catch (e) {
        if ((0,errors/* httpStatus */.nG)(e) !== 404)
            throw e;
        return 'gone';
    }
}
function conversationOn(client) {
    return {
        async createComment(repo, number, body) {
            const { data } = await call('createComment', () => client.rest.issues.createComment({ ...repo, issue_number: number, body }));
            return data;
        },
        async updateComment(repo, id, body) {
            await call('updateComment', () => client.rest.issues.updateComment({ ...repo, comment_id: id, body }));
        },
        deleteComment(repo, id) {
            return unlessGone('deleted', () => call('deleteComment', () => client.rest.issues.deleteComment({ ...repo, comment_id: id })));
        },
        listCommentsSince(repo, number, since) {
            return call('listCommentsSince', () => client.paginate(client.rest.issues.listComments, { ...repo, issue_number: number, since, per_page: 100 }));
        },
        async listLabels(repo, number) {
            const labels = await call('listLabels', () => client.paginate(client.rest.issues.listLabelsOnIssue, { ...repo, issue_number: number, per_page: 100 }));
            return labels.map((l) => l.name);
        },
        async addLabel(repo, number, label) {
            await call('addLabel', () => client.rest.issues.addLabels({ ...repo, issue_number: number, labels: [label] }), label);
        },
        removeLabel(repo, number, label) {
            return unlessGone('removed', () => call('removeLabel', () => client.rest.issues.removeLabel({ ...repo, issue_number: number, name: label }), label));
        },
        async createCheckRun(repo, run) {
            const { data } = await call('createCheckRun', () => client.rest.checks.create({
                ...repo,
                name: run.name,
                head_sha: run.headSha,
                status: run.status,
                ...(run.status === 'completed'
                    ? { conclusion: run.conclusion ?? 'neutral', completed_at: new Date().toISOString() }
                    : { started_at: new Date().toISOString() }),
                ...(run.detailsUrl ? { details_url: run.detailsUrl } : {}),
                ...(run.externalId ? { external_id: run.externalId } : {}),
                output: run.output,
            }), run.name);
            return { id: data.id, appSlug: data.app?.slug };
        },
        async annotateCheckRun(repo, id, output) {
            await call('annotateCheckRun', () => client.rest.checks.update({ ...repo, check_run_id: id, output }));
        },
        async listCheckRunsNamed(repo, sha, name) {
            const runs = await call('listCheckRunsNamed', () => client.paginate(client.rest.checks.listForRef, {
                ...repo,
                ref: sha,
                check_name: name,
                filter: 'all',
                per_page: 100,
            }), name);
            return runs.map((r) => ({
                id: r.id,
                head_sha: r.head_sha,
                conclusion: r.conclusion,
                completed_at: r.completed_at,
                html_url: r.html_url,
                app: r.app ? { ...(r.app.slug !== undefined ? { slug: r.app.slug } : {}) } : null,
                output: { text: r.output?.text ?? null },
            }));
        },
        checkRunsPage(repo, sha, page, headers) {
            return call('checkRunsPage', () => client.rest.checks.listForRef({ ...repo, ref: sha, filter: 'latest', per_page: 100, page, headers }));
        },
        statusesPage(repo, sha, page, headers) {
            return call('statusesPage', () => client.rest.repos.getCombinedStatusForRef({ ...repo, ref: sha, per_page: 100, page, headers }));
        },
        async listAnnotations(repo, runId, max) {
            const { data } = await call('listAnnotations', () => client.rest.checks.listAnnotations({ ...repo, check_run_id: runId, per_page: max }));
            return data;
        },
    };
}

// EXTERNAL MODULE: ./src/core/errors.ts
var core_errors = __nccwpck_require__(2721);
// EXTERNAL MODULE: ./src/core/words.ts
var words = __nccwpck_require__(4269);
;// CONCATENATED MODULE: ./src/core/workflow-refusal.ts


/**
 * GitHub's refusal to update a pull request's branch when the merge of the base into the head would
 * change a file under `.github/workflows/` and the token may not write workflows: `PUT
 * .../update-branch` answers 403 `refusing to allow a GitHub App to create or update workflow
 * .github/workflows/ci.yml without workflows permission` (an OAuth or personal access token without the
 * `workflow` scope is refused the same way, "an OAuth App ... without workflow scope"). `GITHUB_TOKEN`
 * can never hold that permission, so re-running never helps: it is an answer about this PR, not an outage.
 */
const REFUSAL = /refusing to allow an? (?:GitHub|OAuth) App to create or update workflow/i;
/** GitHub's words when `e` is that refusal; undefined for every other error. */
function workflowRefusal(e) {
    if ((0,errors/* httpStatus */.nG)(e) !== 403)
        return undefined;
    const message = (0,errors/* answerMessage */.Mw)(e);
    return REFUSAL.test(message) ? message : undefined;
}
/** Whether a refusal GitHub gave (its message, as kept in a reason) is that one. */
function isWorkflowRefusal(message) {
    return message !== undefined && REFUSAL.test(message);
}
/**
 * What fixes it, as markdown sentences naming `base` (GitHub's branch name, shown in a code span): the
 * token, never a re-run. `writesChecks`: the run also writes check runs, which a personal access token
 * cannot, so only the App token fits.
 */
function workflowRefusalFix(base, writesChecks) {
    const app = "set mergexo's `github-token` input to a GitHub App installation token whose App has " +
        '**Workflows: Read and write** (with `actions/create-github-app-token`, add `permission-workflows: write`)';
    const token = writesChecks
        ? `${app}. A personal access token with the \`workflow\` scope could update the branch, but cannot write check runs.`
        : `${app}, or a personal access token with the \`workflow\` scope.`;
    return (`${code(base)} changed a workflow file (under ${code('.github/workflows/')}), so merging it changes that file on ` +
        "this branch too, and GitHub lets only a token with the `workflows` permission do that. The workflow's " +
        `\`GITHUB_TOKEN\` can never have it. To let mergexo update such branches, ${token}`);
}

;// CONCATENATED MODULE: ./src/core/github/octokit/mutations.ts
/**
 * The GraphQL mutations mergexo sends, each behind one port method (validated against GitHub's schema by
 * test/core/github/graphql-documents.test.ts).
 */
/** Turns auto-merge off, so a quarantined PR cannot merge itself once other checks pass (write-root-gate). */
const DISABLE_AUTO_MERGE = /* GraphQL */ `
  mutation mergexoDisableAutoMerge($pullRequestId: ID!) {
    disablePullRequestAutoMerge(input: { pullRequestId: $pullRequestId }) {
      pullRequest {
        number
        autoMergeRequest {
          enabledAt
        }
      }
    }
  }
`;
/** Draft to ready for review (the ready mark's `draft` mode). A mutation: 1 point. */
const MARK_READY_FOR_REVIEW = /* GraphQL */ `
  mutation mergexoMarkReady($id: ID!) {
    markPullRequestReadyForReview(input: { pullRequestId: $id }) {
      pullRequest {
        isDraft
      }
    }
  }
`;
/** Ready for review back to draft (taking the `draft` mark back). A mutation: 1 point. */
const CONVERT_TO_DRAFT = /* GraphQL */ `
  mutation mergexoConvertToDraft($id: ID!) {
    convertPullRequestToDraft(input: { pullRequestId: $id }) {
      pullRequest {
        isDraft
      }
    }
  }
`;
const DOCUMENTS = { DISABLE_AUTO_MERGE, MARK_READY_FOR_REVIEW, CONVERT_TO_DRAFT };

;// CONCATENATED MODULE: ./src/core/github/octokit/pulls.ts
/** The port's pull request reads and writes on Octokit (`../port.ts`: `PullReads`, `PullWrites`). */






/**
 * GitHub's 422 when the head is not the expected one ("expected head sha didn't match current head ref"), or
 * moved while it merged ("head branch was modified").
 */
const HEAD_MOVED = /expected head sha|head ref|head branch was modified/i;
/** A mutation GitHub refused the token (a GraphQL FORBIDDEN in a 200 answer): the caller names the fix. */
async function forbiddenOr(fn) {
    try {
        await fn();
        return 'done';
    }
    catch (e) {
        if ((0,errors/* isGraphQLForbidden */.Xe)(e))
            return 'forbidden';
        throw e;
    }
}
function pullsOn(client) {
    return {
        async getPull(repo, number, headers) {
            const answer = await call('getPull', () => client.rest.pulls.get({ ...repo, pull_number: number, ...(headers ? { headers } : {}) }));
            return { data: answer.data, headers: answer.headers };
        },
        async listOpenPulls(repo, options = {}) {
            const open = await call('listOpenPulls', () => client.paginate(client.rest.pulls.list, {
                ...repo,
                state: 'open',
                per_page: 100,
                ...(options.head ? { head: options.head } : {}),
            }));
            return open.map((p) => ({ number: p.number, headSha: p.head.sha }));
        },
        async listPullsOfCommit(repo, sha) {
            const associated = await call('listPullsOfCommit', () => client.paginate(client.rest.repos.listPullRequestsAssociatedWithCommit, {
                ...repo,
                commit_sha: sha,
                per_page: 100,
            }));
            return associated.filter((p) => p.state === 'open').map((p) => ({ number: p.number, headSha: p.head.sha }));
        },
        async listFiles(repo, number) {
            const rows = await call('listFiles', () => client.paginate(client.rest.pulls.listFiles, { ...repo, pull_number: number, per_page: 100 }));
            return rows.map((r) => ({
                filename: r.filename,
                ...(r.previous_filename !== undefined ? { previous_filename: r.previous_filename } : {}),
                status: r.status,
            }));
        },
        async listLabelledPulls(repo, label) {
            // The open PRs, filtered here: GitHub lists labelled issues only to `issues: read`, a permission the
            // history-guard job does not grant; the PR listing needs `pull-requests: read`, which it does.
            const want = label.toLowerCase();
            const open = await call('listLabelledPulls', () => client.paginate(client.rest.pulls.list, { ...repo, state: 'open', per_page: 100 }));
            return open.filter((p) => p.labels.some((l) => l.name?.toLowerCase() === want)).map((p) => p.number);
        },
        async updateBranch(repo, number, expectedHead) {
            try {
                await call('updateBranch', () => client.rest.pulls.updateBranch({ ...repo, pull_number: number, expected_head_sha: expectedHead }));
                return { kind: 'updated' };
            }
            catch (e) {
                // The base changed a workflow file and the token may not write workflows (403): an answer about this PR.
                const workflows = workflowRefusal(e);
                if (workflows !== undefined)
                    return { kind: 'refused', reason: 'workflows', said: (0,words/* githubWords */.t)(workflows) };
                if ((0,errors/* httpStatus */.nG)(e) !== 422)
                    throw e;
                const said = (0,words/* githubWords */.t)((0,errors/* answerMessage */.Mw)(e));
                return HEAD_MOVED.test(said)
                    ? { kind: 'head-moved', said }
                    : { kind: 'refused', reason: 'unprocessable', said };
            }
        },
        async merge(repo, number, head, method) {
            try {
                const { data } = await call('merge', () => client.rest.pulls.merge({
                    ...repo,
                    pull_number: number,
                    sha: head,
                    merge_method: method,
                    // GitHub's refusals (405, 409) are answers, not outages; the caller retries a 5xx after looking at
                    // whether the merge happened anyway.
                    request: { retries: 0 },
                }));
                return { kind: 'merged', merged: data.merged === true, said: (0,words/* githubWords */.t)(data.message) };
            }
            catch (e) {
                // A refused token names its fix; every other answer is about the PR, and the caller looks at the PR.
                if (e instanceof core_errors/* ConfigurationError */.j1)
                    throw e;
                return { kind: 'refused', status: (0,errors/* httpStatus */.nG)(e), said: (0,words/* githubWords */.t)((0,errors/* answerMessage */.Mw)(e)) };
            }
        },
        setDraft(nodeId, draft) {
            const what = draft ? 'convert the pull request to a draft' : 'mark the pull request ready for review';
            return forbiddenOr(() => call('setDraft', () => client.graphql(draft ? CONVERT_TO_DRAFT : MARK_READY_FOR_REVIEW, { id: nodeId }), what));
        },
        disableAutoMerge(nodeId) {
            return forbiddenOr(() => call('disableAutoMerge', () => client.graphql(DISABLE_AUTO_MERGE, { pullRequestId: nodeId })));
        },
        async requestReviewers(repo, number, users, teams) {
            await call('requestReviewers', () => client.rest.pulls.requestReviewers({ ...repo, pull_number: number, reviewers: users, team_reviewers: teams }));
        },
        async removeReviewers(repo, number, users, teams) {
            await call('removeReviewers', () => client.rest.pulls.removeRequestedReviewers({
                ...repo,
                pull_number: number,
                reviewers: users,
                team_reviewers: teams,
            }));
        },
    };
}

;// CONCATENATED MODULE: ./src/core/github/octokit/repository.ts



function repositoryOn(client) {
    return {
        async createRef(repo, ref, sha) {
            try {
                await call('createRef', () => client.rest.git.createRef({ ...repo, ref, sha }), ref);
                return 'created';
            }
            catch (e) {
                if ((0,errors/* httpStatus */.nG)(e) !== 422)
                    throw e;
                return 'exists';
            }
        },
        async refTarget(repo, ref) {
            const { data } = await call('refTarget', () => client.rest.git.getRef({ ...repo, ref }), ref);
            return data.object.sha;
        },
        async forceRef(repo, ref, sha) {
            await call('forceRef', () => client.rest.git.updateRef({ ...repo, ref, sha, force: true }), ref);
        },
        async compare(repo, base, head, perPage, page) {
            try {
                const { data } = await call('compare', () => client.rest.repos.compareCommitsWithBasehead({
                    ...repo,
                    basehead: `${base}...${head}`,
                    per_page: perPage,
                    ...(page !== undefined ? { page } : {}),
                }));
                return {
                    kind: 'compared',
                    comparison: {
                        status: data.status,
                        aheadBy: data.ahead_by,
                        behindBy: data.behind_by,
                        commits: data.commits.map((c) => ({ sha: c.sha, message: c.commit.message })),
                    },
                };
            }
            catch (e) {
                // Unrelated histories ("No common ancestor"), or a commit GitHub no longer has.
                if ((0,errors/* httpStatus */.nG)(e) === 404)
                    return { kind: 'unknown', said: (0,words/* githubWords */.t)(e.message) };
                throw e;
            }
        },
        async getContent(repo, path, ref) {
            let data;
            try {
                ({ data } = await call('getContent', () => client.rest.repos.getContent({ ...repo, path, ref }), path));
            }
            catch (e) {
                if ((0,errors/* httpStatus */.nG)(e) === 404)
                    return { kind: 'absent' };
                throw e;
            }
            if (Array.isArray(data))
                return { kind: 'directory' };
            const file = data;
            return {
                kind: 'entry',
                type: file.type,
                ...(typeof file.content === 'string' ? { content: file.content } : {}),
                ...(file.encoding !== undefined ? { encoding: file.encoding } : {}),
                ...(file.size !== undefined ? { size: file.size } : {}),
            };
        },
        async repository(repo) {
            const { data } = await call('repository', () => client.rest.repos.get({ ...repo }));
            const parent = data.parent;
            return {
                defaultBranch: data.default_branch,
                ...(parent ? { parent: { owner: parent.owner.login, repo: parent.name } } : {}),
            };
        },
        async collaboratorRole(repo, login) {
            try {
                const { data } = await call('collaboratorRole', () => client.rest.repos.getCollaboratorPermissionLevel({ ...repo, username: login }), login);
                return (data.role_name ?? data.permission);
            }
            catch (e) {
                if ((0,errors/* httpStatus */.nG)(e) === 404)
                    return undefined;
                throw e;
            }
        },
        async workflowRun(repo, id) {
            try {
                const { data } = await call('workflowRun', () => client.rest.actions.getWorkflowRun({ ...repo, run_id: id }));
                return { event: data.event, startedBy: data.triggering_actor?.login ?? data.actor?.login ?? '' };
            }
            catch (e) {
                if ((0,errors/* httpStatus */.nG)(e) === 404)
                    return 'absent';
                if (e instanceof errors/* TokenRefusedError */.iA && e.status === 403)
                    return 'unreadable';
                throw e;
            }
        },
        // The two reads of what a branch requires are answered as GitHub gave them: their caller
        // (`../../pr/required-checks.ts`) turns a failure into "not known", with GitHub's status and words.
        async branchRules(repo, branch, page) {
            const { data } = await client.request('GET /repos/{owner}/{repo}/rules/branches/{branch}', {
                ...repo,
                branch,
                per_page: 100,
                page,
            });
            return data;
        },
        async branch(repo, branch) {
            const { data } = await client.request('GET /repos/{owner}/{repo}/branches/{branch}', { ...repo, branch });
            return data;
        },
        query(name, document, variables) {
            return callQuery(name, () => client.graphql(document, variables));
        },
    };
}

;// CONCATENATED MODULE: ./src/core/github/octokit/index.ts
/**
 * The Octokit implementation of the port (`../port.ts`): with the client factory (`../client.ts`), the only code
 * that touches `client.rest`, `client.graphql`, `client.request` or `paginate` (ESLint holds every other file to it).
 */





const ports = new WeakMap();
/**
 * The port on `client`, one per client. Observe mode is the client's mark (`guardObserving` sets it, and the
 * client refuses every other write beneath the port), read through the port at each write.
 */
function octokitGitHub(client) {
    let port = ports.get(client);
    if (!port) {
        const requests = { reads: 0, writes: 0 };
        // A test's stand-in for the client may have no hooks: it then counts nothing.
        client.hook?.before('request', (o) => {
            if ((0,is_write/* isWrite */.a)(o))
                requests.writes++;
            else
                requests.reads++;
        });
        port = Object.defineProperty({ ...pullsOn(client), ...conversationOn(client), ...repositoryOn(client), requests }, 'observing', { get: () => (0,core_enforcement/* isObserving */.Wm)(client), enumerable: true });
        ports.set(client, port);
    }
    return port;
}

;// CONCATENATED MODULE: ./src/core/shell.ts







/** The runner's log, one safe line per message (messages quote branch names, paths and check names). */
const runnerLog = {
    info: (m) => runner/* info */.pq((0,untrusted/* logLine */.BP)(m)),
    warning: (m) => runner/* warning */.$e((0,untrusted/* logLine */.BP)(m)),
    debug: (m) => runner/* debug */.Yz((0,untrusted/* logLine */.BP)(m)),
};
/** A log that keeps nothing: for callers (tests, the CLI) that have no runner to talk to. */
const silentLog = { info: () => undefined, warning: () => undefined, debug: () => undefined };
/**
 * The shell context of an action's run: the port to GitHub on the run's API, the runner's log and the scaled clock.
 * An observing run's client writes nothing but its verdict checks (`./github/observe-guard.ts`).
 */
async function shellContext(action, token, ctx, enforcement = 'enforce') {
    const client = await actionClient(action, token, ctx);
    (0,core_enforcement/* declareRunEnforcement */.gn)(enforcement);
    if (enforcement === 'observe')
        (await __nccwpck_require__.e(/* import() */ 526).then(__nccwpck_require__.bind(__nccwpck_require__, 6526))).guardObserving(client);
    return {
        github: octokitGitHub(client),
        repo: { owner: ctx.owner, repo: ctx.repo },
        log: runnerLog,
        clock: scaledClock((0,action_inputs/* timeScaleFromEnv */.N)(process.env)),
        enforcement,
    };
}


/***/ }),

/***/ 1310:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Al: () => (/* binding */ short),
/* harmony export */   BP: () => (/* binding */ logLine),
/* harmony export */   LS: () => (/* binding */ plural),
/* harmony export */   OG: () => (/* binding */ logLines),
/* harmony export */   bC: () => (/* binding */ mdText),
/* harmony export */   h8: () => (/* binding */ htmlCode),
/* harmony export */   js: () => (/* binding */ htmlText),
/* harmony export */   xs: () => (/* binding */ mdCode)
/* harmony export */ });
/* unused harmony exports visible, defuse, mdFence, safeUrl, mdLink, shellWord, htmlLink, plainLine */
/**
 * Text a pull request controls (paths, symlink targets, titles, branch and check names, commit subjects,
 * CI output, error text that quotes any of these) reaches people through four sinks: markdown (comments,
 * check run output), HTML (the job summary), plain one-line text (check run titles) and the workflow log.
 * Every such string goes through exactly one function of this module for the sink it lands in, so that it
 * stays text there: never a mention, a cross-reference, a link, HTML, layout, or a workflow command.
 *
 * The functions take the untrusted value alone, never a template with mergexo's own markup in it.
 */

/** Joins `@` to nothing a mention could follow, splits `://` and `www.`, without changing what a reader sees. */
const ZWJ = '\u200d';
/** Breaks a `::` or `##[` in a log line: the runner only reads an unbroken token as a command. */
const ZWSP = '\u200b';
/** `1 path`, `2 paths`: a count and its noun, as a sentence reads it (`many` for irregular plurals). */
function plural(n, one, many = `${one}s`) {
    return `${n} ${n === 1 ? one : many}`;
}
/** A commit in a sentence: its 7-character abbreviation (what GitHub shows). */
function short(sha) {
    return sha.slice(0, 7);
}
// ---------------------------------------------------------------------------------------------
// Characters that must never reach a sink raw
/** CRLF, CR, LF and the Unicode line breaks (NEL, LS, PS): the runner and renderers split lines on them. */
const LINE_BREAK = /\r\n|[\n\r\u0085\u2028\u2029]/g;
/** C0 controls but tab, DEL, C1 controls, and the bidirectional overrides that reorder what a reader sees. */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;
/** A control character drawn as its Unicode control picture (␛ for ESC), or as `\u{…}` when it has none. */
function picture(c) {
    const code = c.charCodeAt(0);
    if (code < 0x20)
        return String.fromCharCode(0x2400 + code);
    if (code === 0x7f)
        return '\u2421';
    return `\\u{${code.toString(16)}}`;
}
/** One line, every line break shown as `⏎` and every other control character as a visible picture. */
function visible(text) {
    return text.replace(LINE_BREAK, '⏎').replace(CONTROL, picture);
}
/** Keeps line breaks (normalized to LF) and shows every other control character. */
function visibleLines(text) {
    return text.replace(LINE_BREAK, '\n').replace(CONTROL, picture);
}
/**
 * Takes the life out of what GitHub links in rendered text, invisibly: `@user` and `@org/team` mentions
 * (and e-mail autolinks), `#123` and `GH-123` cross-references, and `http://`, `https://`, `www.` autolinks.
 * A zero-width joiner is inserted; the text reads the same.
 */
function defuse(text) {
    return text
        .replace(/@/g, `@${ZWJ}`)
        .replace(/#(?=\d)/g, `#${ZWJ}`)
        .replace(/(gh)-(?=\d)/gi, `$1${ZWJ}-`)
        .replace(/:\/\//g, `:${ZWJ}//`)
        .replace(/(www)\./gi, `$1${ZWJ}.`);
}
// ---------------------------------------------------------------------------------------------
// Markdown (PR comments, check run summary and text)
function longestBacktickRun(text) {
    let longest = 0;
    for (const m of text.matchAll(/`+/g))
        longest = Math.max(longest, m[0].length);
    return longest;
}
/**
 * An inline code span showing `text` exactly (control characters and line breaks drawn visibly): the fence
 * is one backtick longer than the longest run inside, padded with a space where CommonMark would otherwise
 * eat one or merge the fence. Mentions, links and HTML are inert inside code. In a table cell (`table`),
 * pipes are escaped as GFM requires there (and only there: elsewhere `\|` would show its backslash).
 */
function mdCode(text, options = {}) {
    let content = visible(text);
    if (options.table)
        content = content.replace(/\|/g, '\\|');
    if (content === '')
        return '` `';
    const fence = '`'.repeat(longestBacktickRun(content) + 1);
    const edgeBacktick = content.startsWith('`') || content.endsWith('`');
    const strippable = content.startsWith(' ') && content.endsWith(' ') && content.trim() !== '';
    const pad = edgeBacktick || strippable ? ' ' : '';
    return `${fence}${pad}${content}${pad}${fence}`;
}
const MARKDOWN_ESCAPE = /[\\`*_[\]~|$]/g;
const HTML_IN_MARKDOWN = { '&': '&amp;', '<': '&lt;', '>': '&gt;' };
/**
 * Plain words inside markdown: one line, mentions/references/autolinks defused, `<`, `>` and `&` as
 * entities (no HTML, no `<…>` autolink, no comment), the punctuation markdown acts on (emphasis, code,
 * links and images, strikethrough, tables, math) backslash-escaped, and what would start a block at the
 * beginning of a line (a heading, a list item, indentation) neutralized. Safe in a table cell too.
 */
function mdText(text) {
    return defuse(visible(text))
        .replace(/[&<>]/g, (c) => HTML_IN_MARKDOWN[c])
        .replace(MARKDOWN_ESCAPE, '\\$&')
        .replace(/^[ \t]+/, (ws) => ws.replace(/ /g, '&#32;').replace(/\t/g, '&#9;'))
        .replace(/^([-+=#])/, '\\$1')
        .replace(/^(\d{1,9})([.)])/, '$1\\$2');
}
/**
 * A fenced code block holding `text` (several lines): the fence is longer than any backtick run inside,
 * so no line of the text can close it; control characters are drawn visibly. `info` is mergexo's own.
 */
function mdFence(text, info = 'text') {
    const body = visibleLines(text);
    const fence = '`'.repeat(Math.max(3, longestBacktickRun(body) + 1));
    return `${fence}${info}\n${body}\n${fence}`;
}
/**
 * The URL as a link target, or undefined when it must not be one. Only `http(s)` URLs, as GitHub's API
 * returned them in a URL field (never a URL found in PR text), without credentials; characters that could
 * end a markdown link destination or an HTML attribute are percent-encoded.
 */
function safeUrl(url) {
    if (typeof url !== 'string' || url === '')
        return undefined;
    let parsed;
    try {
        parsed = new URL(url);
    }
    catch {
        return undefined;
    }
    if ((parsed.protocol !== 'https:' && parsed.protocol !== 'http:') || parsed.username || parsed.password) {
        return undefined;
    }
    return parsed.href.replace(/[\s()<>"'`\\[\]|]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`);
}
/**
 * `[label](url)` for a URL GitHub's API produced, or '' when it is not a safe http(s) URL. `label` is
 * mergexo's own markdown (e.g. `details`), never PR text.
 */
function mdLink(label, url) {
    const href = safeUrl(url);
    return href ? `[${label}](${href})` : '';
}
/**
 * One word of a shell command mergexo suggests in a code block (a branch name in `git fetch origin …`):
 * as is when it holds only characters no shell acts on, else single-quoted, so that pasting the recipe
 * never runs what a branch name smuggled in (`$(…)`, `;`, backticks). Control characters are drawn visibly.
 */
function shellWord(text) {
    const word = visible(text);
    return /^[A-Za-z0-9._/@%+=:,-]+$/.test(word) ? word : `'${word.replace(/'/g, `'\\''`)}'`;
}
// ---------------------------------------------------------------------------------------------
// HTML (the job summary: its table cells, lead and footer are HTML)
const HTML_ESCAPES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
/** HTML-escapes, nothing else (attribute values, and text already made one line). */
function escapeHtml(text) {
    return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]);
}
/**
 * Words in an HTML cell: one line (a blank line would end the summary's HTML block and start markdown),
 * escaped, with mentions, references and autolinks defused (GitHub links them in HTML text too).
 */
function htmlText(text) {
    return escapeHtml(defuse(visible(text)));
}
/** A SHA, path or name in a `<code>` element, shown exactly (one line); empty for nothing. */
function htmlCode(text) {
    return text ? `<code>${escapeHtml(visible(text))}</code>` : '';
}
/**
 * `<a href>` for a URL GitHub's API produced, around `labelHtml` (mergexo's own HTML, e.g. `#12`); just the
 * label when the URL is not a safe http(s) URL.
 */
function htmlLink(labelHtml, url) {
    const href = safeUrl(url);
    return href ? `<a href="${escapeHtml(href)}">${labelHtml}</a>` : labelHtml;
}
// ---------------------------------------------------------------------------------------------
// Plain one-line text (check run titles, which GitHub shows as text)
/** One line with control characters visible, clipped to `max` characters. */
function plainLine(text, max = 200) {
    const line = visible(text);
    return line.length > max ? `${codePointPrefix(line, max - 1)}…` : line;
}
// ---------------------------------------------------------------------------------------------
// The workflow log
/**
 * One log line that cannot be a workflow command. The runner reads every stdout line (split at CR or LF)
 * as a command when, after leading whitespace, it starts with `::name::`, and anywhere in it as a legacy
 * `##[name]` command (`@actions/core`'s `info` writes the line raw). So line breaks and control characters
 * are drawn visibly, every `##[` is broken, and a leading `::` is broken; the text reads the same.
 * Messages for `core.warning`/`error`/`setFailed`/`debug` are %-encoded by `@actions/core` already;
 * `logLines` keeps their line structure.
 */
function logLine(text) {
    return visible(text)
        .replace(/##\[/g, `#${ZWSP}#[`)
        .replace(/^([\s\u180e]*):(?=:)/, `$1:${ZWSP}`);
}
/** Several log lines (mergexo's own line breaks kept), each made safe as `logLine`. */
function logLines(text) {
    return text
        .split(/\r\n|\n/)
        .map((line) => logLine(line))
        .join('\n');
}


/***/ }),

/***/ 4269:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   t: () => (/* binding */ githubWords)
/* harmony export */ });
/**
 * GitHub's own words (a refusal's message, git's error): passed through to a user, never matched on or read back by
 * mergexo. Its own module, outside `core/github/`, so a decide module may name it in the kinds it returns
 * (`mergexo/rooms` keeps decide modules away from the port).
 */
function githubWords(text) {
    return text;
}


/***/ }),

/***/ 122:
/***/ ((module, __unused_webpack___webpack_exports__, __nccwpck_require__) => {

__nccwpck_require__.a(module, async (__webpack_handle_async_dependencies__, __webpack_async_result__) => { try {
/* harmony import */ var _core_runner_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(2504);
/* harmony import */ var _core_action_inputs_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(6512);
/* harmony import */ var _core_enforcement_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(3050);
/* harmony import */ var _core_entrypoint_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(7736);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_8__ = __nccwpck_require__(2721);
/* harmony import */ var _core_report_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(844);
/* harmony import */ var _core_shell_js__WEBPACK_IMPORTED_MODULE_5__ = __nccwpck_require__(1375);
/* harmony import */ var _core_run_context_js__WEBPACK_IMPORTED_MODULE_6__ = __nccwpck_require__(3539);
/* harmony import */ var _merge_group_js__WEBPACK_IMPORTED_MODULE_7__ = __nccwpck_require__(6701);









const EVENTS = ['pull_request', 'pull_request_target', 'merge_group'];
/** An `edited` event that retargeted the PR: GitHub then sends `changes.base` (the branch it came from). */
function baseChangeOf(ctx) {
    if (ctx.payload.action !== 'edited')
        return undefined;
    const changes = ctx.payload.changes;
    if (!changes?.base)
        return undefined;
    const from = changes.base.ref?.from;
    const to = ctx.payload.pull_request?.base.ref;
    return { ...(typeof from === 'string' ? { from } : {}), ...(typeof to === 'string' ? { to } : {}) };
}
function pullRequestNumber(ctx) {
    return (0,_core_run_context_js__WEBPACK_IMPORTED_MODULE_6__/* .pullRequestNumberOf */ .Bn)(ctx, 'write-root-gate', 'judges pull_request, pull_request_target and merge_group events');
}
async function report(result, settings, groupSha) {
    const { runReport } = await Promise.all(/* import() */[__nccwpck_require__.e(988), __nccwpck_require__.e(343), __nccwpck_require__.e(871)]).then(__nccwpck_require__.bind(__nccwpck_require__, 871));
    // Observe mode's findings are warnings: the run enforces nothing.
    for (const { message, ...where } of result.annotations) {
        if (settings.enforcement === 'observe')
            _core_runner_js__WEBPACK_IMPORTED_MODULE_0__/* .warning */ .$e(message, where);
        else
            _core_runner_js__WEBPACK_IMPORTED_MODULE_0__/* .error */ .z3(message, where);
    }
    (0,_core_report_js__WEBPACK_IMPORTED_MODULE_4__/* .setOutputs */ .n0)({
        verdict: result.verdict,
        violations: result.decision?.paths ?? [],
        roots: result.lease?.roots ?? settings.writeRoots,
    });
    const told = runReport(result, settings, groupSha);
    if (!told)
        return;
    await (0,_core_report_js__WEBPACK_IMPORTED_MODULE_4__/* .writeSummary */ .Sy)(told.summary);
    if (told.failure)
        (0,_core_report_js__WEBPACK_IMPORTED_MODULE_4__/* .failStep */ .vy)(told.failure);
}
await (0,_core_entrypoint_js__WEBPACK_IMPORTED_MODULE_3__/* .runEntrypoint */ .ac)('write-root-gate', async () => {
    // Outputs are set on every run: anything that ends the run early is a refusal.
    (0,_core_report_js__WEBPACK_IMPORTED_MODULE_4__/* .setOutputs */ .n0)({ verdict: 'refused', violations: [], roots: [] });
    const ctx = (0,_core_run_context_js__WEBPACK_IMPORTED_MODULE_6__/* .readRunContext */ .$p)(process.env);
    (0,_core_run_context_js__WEBPACK_IMPORTED_MODULE_6__/* .requireEvent */ .M9)(ctx, 'write-root-gate', EVENTS);
    const { judgeMergeGroup, judgePullRequest, parseSettings } = await Promise.all(/* import() */[__nccwpck_require__.e(988), __nccwpck_require__.e(343), __nccwpck_require__.e(871)]).then(__nccwpck_require__.bind(__nccwpck_require__, 871));
    const settings = parseSettings(_core_action_inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .actionInputs */ .e);
    (0,_core_entrypoint_js__WEBPACK_IMPORTED_MODULE_3__/* .maskToken */ .gg)(settings.token);
    (0,_core_enforcement_js__WEBPACK_IMPORTED_MODULE_2__/* .declareRunEnforcement */ .gn)(settings.enforcement);
    (0,_core_report_js__WEBPACK_IMPORTED_MODULE_4__/* .setOutputs */ .n0)({ roots: settings.writeRoots });
    const shell = await (0,_core_shell_js__WEBPACK_IMPORTED_MODULE_5__/* .shellContext */ .G8)('write-root-gate', settings.token, ctx, settings.enforcement);
    const job = {
        settings,
        env: { serverUrl: ctx.serverUrl, tempRoot: process.env.RUNNER_TEMP },
        ...(ctx.runId ? { detailsUrl: `${ctx.serverUrl}/${ctx.owner}/${ctx.repo}/actions/runs/${ctx.runId}` } : {}),
    };
    if (ctx.eventName === 'merge_group') {
        const group = (0,_merge_group_js__WEBPACK_IMPORTED_MODULE_7__/* .mergeGroupFromPayload */ .uY)(ctx.payload);
        if (!group)
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_8__/* .ConfigurationError */ .j1((await __nccwpck_require__.e(/* import() */ 343).then(__nccwpck_require__.bind(__nccwpck_require__, 7343))).MERGE_GROUP_PAYLOAD_ERROR);
        const result = await judgeMergeGroup(shell, job, group);
        if (!result) {
            (0,_core_report_js__WEBPACK_IMPORTED_MODULE_4__/* .failStep */ .vy)((await __nccwpck_require__.e(/* import() */ 343).then(__nccwpck_require__.bind(__nccwpck_require__, 7343))).groupWithoutPullMessage(group.headRef));
            return;
        }
        await report(result, settings, group.headSha);
        return;
    }
    if (ctx.payload.action === 'closed') {
        _core_runner_js__WEBPACK_IMPORTED_MODULE_0__/* .info */ .pq((await __nccwpck_require__.e(/* import() */ 343).then(__nccwpck_require__.bind(__nccwpck_require__, 7343))).CLOSED_LOG);
        (0,_core_report_js__WEBPACK_IMPORTED_MODULE_4__/* .setOutputs */ .n0)({ verdict: 'pass', violations: [], roots: settings.writeRoots });
        return;
    }
    const number = pullRequestNumber(ctx);
    const baseChange = baseChangeOf(ctx);
    const result = await judgePullRequest(shell, job, number, {
        eventHead: ctx.payload.pull_request?.head.sha,
        ...(baseChange ? { baseChange } : {}),
    });
    await report(result, settings);
});

__webpack_async_result__();
} catch(e) { __webpack_async_result__(e); } }, 1);

/***/ }),

/***/ 6701:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  fU: () => (/* reexport */ mergeGroupBase),
  uY: () => (/* reexport */ mergeGroupFromPayload),
  wZ: () => (/* reexport */ mergeGroupPullNumber),
  AQ: () => (/* reexport */ pullsAheadInQueue)
});

// EXTERNAL MODULE: ./src/core/errors.ts
var errors = __nccwpck_require__(2721);
// EXTERNAL MODULE: ./src/core/github/errors.ts
var github_errors = __nccwpck_require__(8455);
;// CONCATENATED MODULE: ./src/core/github/graphql-documents.ts
/**
 * The GraphQL documents of core outside the PR gateway (whose own are in `../pr/documents.ts`; each
 * action's are beside it). test/core/github/graphql-documents.test.ts validates every one against
 * GitHub's published schema (@octokit/graphql-schema).
 */
/**
 * The merge queue of a base branch, first in line first: a merge group holds the PR its ref names and every PR
 * ahead of it in the queue (src/core/merge-group.ts).
 */
const MERGE_QUEUE_ENTRIES = /* GraphQL */ `
  query mergexoMergeQueue($owner: String!, $name: String!, $branch: String!, $cursor: String) {
    repository(owner: $owner, name: $name) {
      mergeQueue(branch: $branch) {
        entries(first: 100, after: $cursor) {
          pageInfo {
            hasNextPage
            endCursor
          }
          nodes {
            position
            pullRequest {
              number
            }
          }
        }
      }
    }
  }
`;
const DOCUMENTS = { MERGE_QUEUE_ENTRIES };

;// CONCATENATED MODULE: ./src/core/merge-group.ts
/**
 * A merge queue's merge group, as every mergexo check a repository may require must answer it. GitHub's
 * merge queue needs each required check on the group's own commit (`merge_group.head_sha`): branch
 * protection couples the checks of pull requests and of merge groups, so a check that is never reported
 * there leaves the queued PR waiting until the queue gives up.
 *
 * What the payload says (GitHub's docs, "Managing a merge queue" and the `merge_group` webhook): the group
 * commit `head_sha` holds the base branch (`base_ref`) plus the changes of the PRs ahead in the queue plus the
 * PR the group was built for, which only the ref names: `refs/heads/gh-readonly-queue/<base>/pr-<number>-<sha>`.
 * `base_sha` is "the SHA of the merge group's parent commit": the base tip for the first entry, the commit of
 * the group ahead for an entry behind others, so it says nothing about which PRs the group holds. The PRs
 * ahead are not in the payload; the queue itself (GraphQL `Repository.mergeQueue(branch).entries`, in queue
 * order) lists them. With "only merge non-failing pull requests" off, GitHub lands the PRs ahead with a later
 * group even when their own group failed: a gate judges every PR of the group (`pullsAheadInQueue` plus the
 * named one) and fails the group when any of them fails.
 */



const SHA = /^[0-9a-f]{40}$/;
function mergeGroupFromPayload(payload) {
    const group = payload.merge_group;
    if (!group || typeof group.head_sha !== 'string' || typeof group.head_ref !== 'string')
        return undefined;
    return {
        headSha: group.head_sha,
        headRef: group.head_ref,
        baseRef: typeof group.base_ref === 'string' ? group.base_ref : '',
        ...(typeof group.base_sha === 'string' && SHA.test(group.base_sha) ? { baseSha: group.base_sha } : {}),
    };
}
/** The merge group of a `merge_group` run, or a configuration error saying how to run the step. */
function requireMergeGroup(ctx) {
    const group = mergeGroupFromPayload(ctx.payload);
    if (!group || !SHA.test(group.headSha)) {
        throw new ConfigurationError('The merge_group event payload has no merge_group.head_sha and head_ref. Run the step on the ' +
            '`merge_group` event GitHub sends for a merge queue, without overriding the event payload.');
    }
    return group;
}
/** The PR a merge group ref was made for (the newest PR of the group), or undefined. */
function mergeGroupPullNumber(headRef) {
    const m = /\/pr-([1-9]\d*)-[0-9a-f]{7,64}$/.exec(headRef);
    return m ? Number(m[1]) : undefined;
}
/** The base branch's short name: from `base_ref`, else from the group ref `gh-readonly-queue/<base>/pr-...`. */
function mergeGroupBase(group) {
    if (group.baseRef.startsWith('refs/heads/'))
        return group.baseRef.slice('refs/heads/'.length);
    const m = /^(?:refs\/heads\/)?gh-readonly-queue\/(.+)\/pr-[1-9]\d*-[0-9a-f]{7,64}$/.exec(group.headRef);
    return m?.[1];
}
/**
 * GitHub refused the token the queue (GraphQL FORBIDDEN). Whether reading `Repository.mergeQueue` needs the App
 * permission "Merge queues" is not documented; GitHub's answer decides, and this line names the fix.
 */
const QUEUE_FORBIDDEN = (base) => `GitHub refused this token the merge queue of ${base} (Resource not accessible by integration), so the PRs of this ` +
    'merge group cannot be listed. A GitHub App needs the repository permission "Merge queues" (read): grant it to ' +
    'the App and mint its token with `permission-merge-queues: read`.';
/** A merge_group event came from the queue, so a queue GitHub does not show this token is one it may not see. */
const QUEUE_UNSEEN = (base) => `GitHub shows this token no merge queue on ${base}, so the PRs of this merge group cannot be listed. Either the ` +
    'queue was turned off since the group was built, or the token may not see it: a GitHub App needs the repository ' +
    'permission "Merge queues" (read), its token minted with `permission-merge-queues: read`.';
/** 100 entries a page; a queue longer than this is not one mergexo guesses about. */
const MAX_QUEUE_PAGES = 10;
/**
 * The PRs ahead of `number` in the merge queue of `base`, first in line first: with the PR itself, the PRs
 * whose changes its merge group commit holds. Fails closed (UndecidableError) when the queue cannot be read
 * or does not hold `number`: not knowing a group's PRs is not vouching for them.
 */
async function pullsAheadInQueue(github, repo, base, number) {
    const entries = [];
    let cursor = null;
    for (let page = 0;; page++) {
        if (page >= MAX_QUEUE_PAGES) {
            throw new errors/* UndecidableError */.N3(`the merge queue of ${base} holds more than ${MAX_QUEUE_PAGES * 100} entries; mergexo does not judge a group it cannot list.`);
        }
        let answer;
        try {
            answer = await github.query('mergeQueue.entries', MERGE_QUEUE_ENTRIES, {
                owner: repo.owner,
                name: repo.repo,
                branch: base,
                cursor,
            });
        }
        catch (e) {
            if ((0,github_errors/* isGraphQLForbidden */.Xe)(e))
                throw new errors/* ConfigurationError */.j1(QUEUE_FORBIDDEN(base));
            throw e;
        }
        const queue = answer.repository?.mergeQueue;
        if (!queue)
            throw new errors/* UndecidableError */.N3(QUEUE_UNSEEN(base));
        const conn = queue.entries;
        if (!conn)
            throw new errors/* UndecidableError */.N3(`GitHub did not list the merge queue of ${base}.`);
        for (const node of conn.nodes) {
            if (node?.pullRequest)
                entries.push({ position: node.position, number: node.pullRequest.number });
        }
        if (!conn.pageInfo.hasNextPage)
            break;
        cursor = conn.pageInfo.endCursor;
    }
    const own = entries.find((e) => e.number === number);
    if (!own) {
        throw new errors/* UndecidableError */.N3(`PR #${number} is not in the merge queue of ${base} (any more), so the PRs of its merge group cannot be listed; ` +
            'a PR that is queued again gets a new group.');
    }
    return entries
        .filter((e) => e.position < own.position)
        .sort((a, b) => a.position - b.position)
        .map((e) => e.number);
}

;// CONCATENATED MODULE: ./src/write-root-gate/merge-group.ts
/**
 * merge_group: the queue waits for `mergexo/write-root-gate` on the merge group commit, so every event must be
 * answered. A group commit holds the base, the PRs ahead in the queue and the PR its ref names
 * (`refs/heads/gh-readonly-queue/<base>/pr-<number>-<sha>`); with "only merge non-failing pull requests" off,
 * GitHub lands the PRs ahead with a later group even when their own group failed. So the gate judges every PR of
 * the group (core's `pullsAheadInQueue` lists them, in queue order) at its current head against the base's lease
 * file as it is now, and the group passes only when each of them does; a failing one is named on the group
 * commit. `merge_group.base_sha` is the group's parent commit (the previous group's commit for an entry behind
 * others), not the base tip, so the gate does not judge from it. A ref that names no PR, or a queue that cannot
 * be listed, is refused on the group commit, so the queue drops the group instead of waiting. The payload is
 * read by the module every action shares (`src/core/merge-group.ts`).
 */



/***/ }),

/***/ 2613:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("assert");

/***/ }),

/***/ 181:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("buffer");

/***/ }),

/***/ 5317:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("child_process");

/***/ }),

/***/ 4434:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("events");

/***/ }),

/***/ 9896:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("fs");

/***/ }),

/***/ 8611:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("http");

/***/ }),

/***/ 5692:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("https");

/***/ }),

/***/ 9278:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("net");

/***/ }),

/***/ 4589:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:assert");

/***/ }),

/***/ 6698:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:async_hooks");

/***/ }),

/***/ 4573:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:buffer");

/***/ }),

/***/ 7540:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:console");

/***/ }),

/***/ 7598:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:crypto");

/***/ }),

/***/ 3053:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:diagnostics_channel");

/***/ }),

/***/ 610:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:dns");

/***/ }),

/***/ 8474:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:events");

/***/ }),

/***/ 3024:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs");

/***/ }),

/***/ 1455:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs/promises");

/***/ }),

/***/ 7067:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:http");

/***/ }),

/***/ 2467:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:http2");

/***/ }),

/***/ 7030:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:net");

/***/ }),

/***/ 8161:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:os");

/***/ }),

/***/ 6760:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:path");

/***/ }),

/***/ 643:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:perf_hooks");

/***/ }),

/***/ 1792:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:querystring");

/***/ }),

/***/ 7075:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:stream");

/***/ }),

/***/ 1692:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:tls");

/***/ }),

/***/ 3136:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:url");

/***/ }),

/***/ 7975:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:util");

/***/ }),

/***/ 3429:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:util/types");

/***/ }),

/***/ 5919:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:worker_threads");

/***/ }),

/***/ 8522:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:zlib");

/***/ }),

/***/ 857:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("os");

/***/ }),

/***/ 6928:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("path");

/***/ }),

/***/ 932:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("process");

/***/ }),

/***/ 5574:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("string_decoder");

/***/ }),

/***/ 3557:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("timers");

/***/ }),

/***/ 4756:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("tls");

/***/ }),

/***/ 9023:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("util");

/***/ }),

/***/ 9251:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   s: () => (/* binding */ getProxyUrl)
/* harmony export */ });
/* unused harmony export checkBypass */
function getProxyUrl(reqUrl) {
    const usingSsl = reqUrl.protocol === 'https:';
    if (checkBypass(reqUrl)) {
        return undefined;
    }
    const proxyVar = (() => {
        if (usingSsl) {
            return process.env['https_proxy'] || process.env['HTTPS_PROXY'];
        }
        else {
            return process.env['http_proxy'] || process.env['HTTP_PROXY'];
        }
    })();
    if (proxyVar) {
        try {
            return new DecodedURL(proxyVar);
        }
        catch (_a) {
            if (!proxyVar.startsWith('http://') && !proxyVar.startsWith('https://'))
                return new DecodedURL(`http://${proxyVar}`);
        }
    }
    else {
        return undefined;
    }
}
function checkBypass(reqUrl) {
    if (!reqUrl.hostname) {
        return false;
    }
    const reqHost = reqUrl.hostname;
    if (isLoopbackAddress(reqHost)) {
        return true;
    }
    const noProxy = process.env['no_proxy'] || process.env['NO_PROXY'] || '';
    if (!noProxy) {
        return false;
    }
    // Determine the request port
    let reqPort;
    if (reqUrl.port) {
        reqPort = Number(reqUrl.port);
    }
    else if (reqUrl.protocol === 'http:') {
        reqPort = 80;
    }
    else if (reqUrl.protocol === 'https:') {
        reqPort = 443;
    }
    // Format the request hostname and hostname with port
    const upperReqHosts = [reqUrl.hostname.toUpperCase()];
    if (typeof reqPort === 'number') {
        upperReqHosts.push(`${upperReqHosts[0]}:${reqPort}`);
    }
    // Compare request host against noproxy
    for (const upperNoProxyItem of noProxy
        .split(',')
        .map(x => x.trim().toUpperCase())
        .filter(x => x)) {
        if (upperNoProxyItem === '*' ||
            upperReqHosts.some(x => x === upperNoProxyItem ||
                x.endsWith(`.${upperNoProxyItem}`) ||
                (upperNoProxyItem.startsWith('.') &&
                    x.endsWith(`${upperNoProxyItem}`)))) {
            return true;
        }
    }
    return false;
}
function isLoopbackAddress(host) {
    const hostLower = host.toLowerCase();
    return (hostLower === 'localhost' ||
        hostLower.startsWith('127.') ||
        hostLower.startsWith('[::1]') ||
        hostLower.startsWith('[0:0:0:0:0:0:0:1]'));
}
class DecodedURL extends URL {
    constructor(url, base) {
        super(url, base);
        this._decodedUsername = decodeURIComponent(super.username);
        this._decodedPassword = decodeURIComponent(super.password);
    }
    get username() {
        return this._decodedUsername;
    }
    get password() {
        return this._decodedPassword;
    }
}
//# sourceMappingURL=proxy.js.map

/***/ })

/******/ });
/************************************************************************/
/******/ // The module cache
/******/ var __webpack_module_cache__ = {};
/******/ 
/******/ // The require function
/******/ function __nccwpck_require__(moduleId) {
/******/ 	// Check if module is in cache
/******/ 	var cachedModule = __webpack_module_cache__[moduleId];
/******/ 	if (cachedModule !== undefined) {
/******/ 		return cachedModule.exports;
/******/ 	}
/******/ 	// Create a new module (and put it into the cache)
/******/ 	var module = __webpack_module_cache__[moduleId] = {
/******/ 		// no module.id needed
/******/ 		// no module.loaded needed
/******/ 		exports: {}
/******/ 	};
/******/ 
/******/ 	// Execute the module function
/******/ 	var threw = true;
/******/ 	try {
/******/ 		__webpack_modules__[moduleId].call(module.exports, module, module.exports, __nccwpck_require__);
/******/ 		threw = false;
/******/ 	} finally {
/******/ 		if(threw) delete __webpack_module_cache__[moduleId];
/******/ 	}
/******/ 
/******/ 	// Return the exports of the module
/******/ 	return module.exports;
/******/ }
/******/ 
/******/ // expose the modules object (__webpack_modules__)
/******/ __nccwpck_require__.m = __webpack_modules__;
/******/ 
/************************************************************************/
/******/ /* webpack/runtime/asset-relocator-loader */
/******/ if (typeof __nccwpck_require__ !== 'undefined') __nccwpck_require__.ab = decodeURIComponent(new URL('.', import.meta.url).pathname).slice(import.meta.url.match(/^file:\/\/\/\w:/) ? 1 : 0, -1) + "/";
/******/ 
/******/ /* webpack/runtime/async module */
/******/ (() => {
/******/ 	var webpackQueues = typeof Symbol === "function" ? Symbol("webpack queues") : "__webpack_queues__";
/******/ 	var webpackExports = typeof Symbol === "function" ? Symbol("webpack exports") : "__webpack_exports__";
/******/ 	var webpackError = typeof Symbol === "function" ? Symbol("webpack error") : "__webpack_error__";
/******/ 	var resolveQueue = (queue) => {
/******/ 		if(queue && queue.d < 1) {
/******/ 			queue.d = 1;
/******/ 			queue.forEach((fn) => (fn.r--));
/******/ 			queue.forEach((fn) => (fn.r-- ? fn.r++ : fn()));
/******/ 		}
/******/ 	}
/******/ 	var wrapDeps = (deps) => (deps.map((dep) => {
/******/ 		if(dep !== null && typeof dep === "object") {
/******/ 			if(dep[webpackQueues]) return dep;
/******/ 			if(dep.then) {
/******/ 				var queue = [];
/******/ 				queue.d = 0;
/******/ 				dep.then((r) => {
/******/ 					obj[webpackExports] = r;
/******/ 					resolveQueue(queue);
/******/ 				}, (e) => {
/******/ 					obj[webpackError] = e;
/******/ 					resolveQueue(queue);
/******/ 				});
/******/ 				var obj = {};
/******/ 				obj[webpackQueues] = (fn) => (fn(queue));
/******/ 				return obj;
/******/ 			}
/******/ 		}
/******/ 		var ret = {};
/******/ 		ret[webpackQueues] = x => {};
/******/ 		ret[webpackExports] = dep;
/******/ 		return ret;
/******/ 	}));
/******/ 	__nccwpck_require__.a = (module, body, hasAwait) => {
/******/ 		var queue;
/******/ 		hasAwait && ((queue = []).d = -1);
/******/ 		var depQueues = new Set();
/******/ 		var exports = module.exports;
/******/ 		var currentDeps;
/******/ 		var outerResolve;
/******/ 		var reject;
/******/ 		var promise = new Promise((resolve, rej) => {
/******/ 			reject = rej;
/******/ 			outerResolve = resolve;
/******/ 		});
/******/ 		promise[webpackExports] = exports;
/******/ 		promise[webpackQueues] = (fn) => (queue && fn(queue), depQueues.forEach(fn), promise["catch"](x => {}));
/******/ 		module.exports = promise;
/******/ 		body((deps) => {
/******/ 			currentDeps = wrapDeps(deps);
/******/ 			var fn;
/******/ 			var getResult = () => (currentDeps.map((d) => {
/******/ 				if(d[webpackError]) throw d[webpackError];
/******/ 				return d[webpackExports];
/******/ 			}))
/******/ 			var promise = new Promise((resolve) => {
/******/ 				fn = () => (resolve(getResult));
/******/ 				fn.r = 0;
/******/ 				var fnQueue = (q) => (q !== queue && !depQueues.has(q) && (depQueues.add(q), q && !q.d && (fn.r++, q.push(fn))));
/******/ 				currentDeps.map((dep) => (dep[webpackQueues](fnQueue)));
/******/ 			});
/******/ 			return fn.r ? promise : getResult();
/******/ 		}, (err) => ((err ? reject(promise[webpackError] = err) : outerResolve(exports)), resolveQueue(queue)));
/******/ 		queue && queue.d < 0 && (queue.d = 0);
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/compat get default export */
/******/ (() => {
/******/ 	// getDefaultExport function for compatibility with non-harmony modules
/******/ 	__nccwpck_require__.n = (module) => {
/******/ 		var getter = module && module.__esModule ?
/******/ 			() => (module['default']) :
/******/ 			() => (module);
/******/ 		__nccwpck_require__.d(getter, { a: getter });
/******/ 		return getter;
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/create fake namespace object */
/******/ (() => {
/******/ 	var getProto = Object.getPrototypeOf ? (obj) => (Object.getPrototypeOf(obj)) : (obj) => (obj.__proto__);
/******/ 	var leafPrototypes;
/******/ 	// create a fake namespace object
/******/ 	// mode & 1: value is a module id, require it
/******/ 	// mode & 2: merge all properties of value into the ns
/******/ 	// mode & 4: return value when already ns object
/******/ 	// mode & 16: return value when it's Promise-like
/******/ 	// mode & 8|1: behave like require
/******/ 	__nccwpck_require__.t = function(value, mode) {
/******/ 		if(mode & 1) value = this(value);
/******/ 		if(mode & 8) return value;
/******/ 		if(typeof value === 'object' && value) {
/******/ 			if((mode & 4) && value.__esModule) return value;
/******/ 			if((mode & 16) && typeof value.then === 'function') return value;
/******/ 		}
/******/ 		var ns = Object.create(null);
/******/ 		__nccwpck_require__.r(ns);
/******/ 		var def = {};
/******/ 		leafPrototypes = leafPrototypes || [null, getProto({}), getProto([]), getProto(getProto)];
/******/ 		for(var current = mode & 2 && value; typeof current == 'object' && !~leafPrototypes.indexOf(current); current = getProto(current)) {
/******/ 			Object.getOwnPropertyNames(current).forEach((key) => (def[key] = () => (value[key])));
/******/ 		}
/******/ 		def['default'] = () => (value);
/******/ 		__nccwpck_require__.d(ns, def);
/******/ 		return ns;
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/define property getters */
/******/ (() => {
/******/ 	// define getter functions for harmony exports
/******/ 	__nccwpck_require__.d = (exports, definition) => {
/******/ 		for(var key in definition) {
/******/ 			if(__nccwpck_require__.o(definition, key) && !__nccwpck_require__.o(exports, key)) {
/******/ 				Object.defineProperty(exports, key, { enumerable: true, get: definition[key] });
/******/ 			}
/******/ 		}
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/ensure chunk */
/******/ (() => {
/******/ 	__nccwpck_require__.f = {};
/******/ 	// This file contains only the entry chunk.
/******/ 	// The chunk loading function for additional chunks
/******/ 	__nccwpck_require__.e = (chunkId) => {
/******/ 		return Promise.all(Object.keys(__nccwpck_require__.f).reduce((promises, key) => {
/******/ 			__nccwpck_require__.f[key](chunkId, promises);
/******/ 			return promises;
/******/ 		}, []));
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/get javascript chunk filename */
/******/ (() => {
/******/ 	// This function allow to reference async chunks
/******/ 	__nccwpck_require__.u = (chunkId) => {
/******/ 		// return url for filenames based on template
/******/ 		return "" + chunkId + ".index.js";
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/hasOwnProperty shorthand */
/******/ (() => {
/******/ 	__nccwpck_require__.o = (obj, prop) => (Object.prototype.hasOwnProperty.call(obj, prop))
/******/ })();
/******/ 
/******/ /* webpack/runtime/make namespace object */
/******/ (() => {
/******/ 	// define __esModule on exports
/******/ 	__nccwpck_require__.r = (exports) => {
/******/ 		if(typeof Symbol !== 'undefined' && Symbol.toStringTag) {
/******/ 			Object.defineProperty(exports, Symbol.toStringTag, { value: 'Module' });
/******/ 		}
/******/ 		Object.defineProperty(exports, '__esModule', { value: true });
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/import chunk loading */
/******/ (() => {
/******/ 	// no baseURI
/******/ 	
/******/ 	// object to store loaded and loading chunks
/******/ 	// undefined = chunk not loaded, null = chunk preloaded/prefetched
/******/ 	// [resolve, Promise] = chunk loading, 0 = chunk loaded
/******/ 	var installedChunks = {
/******/ 		792: 0
/******/ 	};
/******/ 	
/******/ 	var installChunk = (data) => {
/******/ 		var {ids, modules, runtime} = data;
/******/ 		// add "modules" to the modules object,
/******/ 		// then flag all "ids" as loaded and fire callback
/******/ 		var moduleId, chunkId, i = 0;
/******/ 		for(moduleId in modules) {
/******/ 			if(__nccwpck_require__.o(modules, moduleId)) {
/******/ 				__nccwpck_require__.m[moduleId] = modules[moduleId];
/******/ 			}
/******/ 		}
/******/ 		if(runtime) runtime(__nccwpck_require__);
/******/ 		for(;i < ids.length; i++) {
/******/ 			chunkId = ids[i];
/******/ 			if(__nccwpck_require__.o(installedChunks, chunkId) && installedChunks[chunkId]) {
/******/ 				installedChunks[chunkId][0]();
/******/ 			}
/******/ 			installedChunks[ids[i]] = 0;
/******/ 		}
/******/ 	
/******/ 	}
/******/ 	
/******/ 	__nccwpck_require__.f.j = (chunkId, promises) => {
/******/ 			// import() chunk loading for javascript
/******/ 			var installedChunkData = __nccwpck_require__.o(installedChunks, chunkId) ? installedChunks[chunkId] : undefined;
/******/ 			if(installedChunkData !== 0) { // 0 means "already installed".
/******/ 	
/******/ 				// a Promise means "currently loading".
/******/ 				if(installedChunkData) {
/******/ 					promises.push(installedChunkData[1]);
/******/ 				} else {
/******/ 					if(true) { // all chunks have JS
/******/ 						// setup Promise in chunk cache
/******/ 						var promise = import("./" + __nccwpck_require__.u(chunkId)).then(installChunk, (e) => {
/******/ 							if(installedChunks[chunkId] !== 0) installedChunks[chunkId] = undefined;
/******/ 							throw e;
/******/ 						});
/******/ 						var promise = Promise.race([promise, new Promise((resolve) => (installedChunkData = installedChunks[chunkId] = [resolve]))])
/******/ 						promises.push(installedChunkData[1] = promise);
/******/ 					}
/******/ 				}
/******/ 			}
/******/ 	};
/******/ 	
/******/ 	// no prefetching
/******/ 	
/******/ 	// no preloaded
/******/ 	
/******/ 	// no external install chunk
/******/ 	
/******/ 	// no on chunks loaded
/******/ })();
/******/ 
/************************************************************************/
/******/ 
/******/ // startup
/******/ // Load entry module and return exports
/******/ // This entry module used 'module' so it can't be inlined
/******/ var __webpack_exports__ = __nccwpck_require__(122);
/******/ __webpack_exports__ = await __webpack_exports__;
/******/ 
