import { createRequire as __WEBPACK_EXTERNAL_createRequire } from "module";
/******/ var __webpack_modules__ = ({

/***/ 6512:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   N: () => (/* binding */ timeScaleFromEnv),
/* harmony export */   e: () => (/* binding */ actionInputs)
/* harmony export */ });
/* harmony import */ var _runner_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(6306);

/** The shell's only view of the action's inputs (`INPUT_*`, trimmed); settings parsers receive this function. */
const actionInputs = (name) => _runner_js__WEBPACK_IMPORTED_MODULE_0__/* .getInput */ .V4(name);
/** Test-only knob (documented in CONTRIBUTING): shrinks every wait so suites run in seconds. */
function timeScaleFromEnv(env) {
    const value = Number(env.MERGEXO_TIME_SCALE);
    return Number.isFinite(value) && value > 0 && value <= 1 ? value : 1;
}


/***/ }),

/***/ 6691:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   R: () => (/* binding */ ancestryFromPullCommits),
/* harmony export */   k: () => (/* binding */ compareCommits)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(2721);

/**
 * Asks GitHub (which answers with real git) how `head` relates to `base`. The commits of a
 * fork PR live in the base repository's network, so comparing by SHA works for forks too.
 */
async function compareCommits(github, repo, base, head) {
    if (base === head)
        return { status: 'identical', aheadBy: 0, behindBy: 0 };
    const answer = await github.compare(repo, base, head, 1);
    if (answer.kind === 'unknown') {
        // GitHub answers 404 "No common ancestor" for unrelated histories: that is a divergence.
        if (/no common ancestor/i.test(answer.said))
            return { status: 'diverged', aheadBy: 0, behindBy: 0 };
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UndecidableError */ .N3(`GitHub no longer has commit ${base} or ${head} (a commit no branch points at can be garbage-collected), ` +
            'so their history cannot be compared.');
    }
    const { status, aheadBy, behindBy } = answer.comparison;
    if (!['identical', 'ahead', 'behind', 'diverged'].includes(status)) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UndecidableError */ .N3(`GitHub compared ${base} with ${head} and answered an unknown status '${status}'.`);
    }
    return { status: status, aheadBy, behindBy };
}
/**
 * Ancestry answered from the PR's own commit list, when it can be: a commit listed for the PR is
 * reachable from its head. Only trusted when the list ends at the head being judged (a list that
 * lags behind a push proves nothing); `undefined` means "ask GitHub's compare".
 */
function ancestryFromPullCommits(base, head, commits) {
    if (base === head)
        return 'identical';
    if (commits.length === 0 || commits[commits.length - 1] !== head)
        return undefined;
    return commits.includes(base) ? 'ahead' : undefined;
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
/* harmony import */ var _runner_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(6306);
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
/* harmony export */   GK: () => (/* binding */ describeProxy),
/* harmony export */   iJ: () => (/* binding */ proxyFor),
/* harmony export */   iR: () => (/* binding */ proxiedFetch)
/* harmony export */ });
/* unused harmony export gitProxySettings */
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
const GIT_PROXY_VARIABLES = (/* unused pure expression or super */ null && (['http_proxy', 'HTTP_PROXY', 'https_proxy', 'HTTPS_PROXY', 'all_proxy', 'ALL_PROXY']));
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
/* harmony export */   KV: () => (/* binding */ sharedIdentityNote),
/* harmony export */   QN: () => (/* binding */ restLogin),
/* harmony export */   wj: () => (/* binding */ recordVerdictApp)
/* harmony export */ });
/* unused harmony exports SHARED_APP_SLUG, isSharedIdentity, SHARED_IDENTITY_NOTE, verdictAppsOfRun, resetVerdictApps, sameLogin, isBotLogin, botLogin */
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
/* harmony export */   FN: () => (/* binding */ shaInput),
/* harmony export */   Xu: () => (/* binding */ labelInput),
/* harmony export */   YF: () => (/* binding */ requiredInput),
/* harmony export */   Yq: () => (/* binding */ pullRequestNumberInput),
/* harmony export */   dt: () => (/* binding */ listInput),
/* harmony export */   ij: () => (/* binding */ choiceInput),
/* harmony export */   tE: () => (/* binding */ booleanInput)
/* harmony export */ });
/* unused harmony exports inputsFromRecord, integerInput */
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
    throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigurationError */ .j1(`Input '${name}' must be true or false, got '${value}'.`);
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
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigurationError */ .j1(`Input '${name}' must be a full 40-character commit SHA, got '${value}'. ` +
            'Copy the PR head SHA from the mergexo comment or `git rev-parse HEAD`.');
    }
    return value.toLowerCase();
}
function pullRequestNumberInput(read, name) {
    const value = read(name).replace(/^#/, '');
    if (value === '')
        return undefined;
    if (!/^[1-9]\d*$/.test(value)) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigurationError */ .j1(`Input '${name}' must be a pull request number such as 42, got '${value}'.`);
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

/***/ 3591:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Bd: () => (/* binding */ renderMarker),
/* harmony export */   FT: () => (/* binding */ parseMarkers),
/* harmony export */   Pe: () => (/* binding */ withMarker),
/* harmony export */   ew: () => (/* binding */ withMarkers)
/* harmony export */ });
/* unused harmony export markerlessText */
const PREFIX = '<!-- mergexo:v1 ';
const SUFFIX = ' -->';
const FIRST_LINE = /^(?:<!-- mergexo:v1 \{.*?\} -->)+$/;
/** Between two markers on the first line: a JSON value never holds `--` (`renderMarker` escapes it). */
const BETWEEN = `${SUFFIX}${PREFIX}`;
function renderMarker(marker) {
    // `--` cannot appear in JSON outside strings, so escaping it keeps the HTML comment
    // closed exactly where we intend even if a value contains `-->`.
    const json = JSON.stringify(marker).replace(/--/g, '-\\u002d');
    return `${PREFIX}${json}${SUFFIX}`;
}
/**
 * The marker of a comment is its first line, exactly where `withMarker` puts it. Anything later
 * in the body may quote text mergexo does not control (file names, CI output): a marker-shaped
 * string there is inert, so nobody can plant state inside a comment mergexo wrote.
 */
function parseMarkers(body) {
    const first = firstLine(body);
    if (!FIRST_LINE.test(first))
        return [];
    const markers = [];
    for (const json of first.slice(PREFIX.length, -SUFFIX.length).split(BETWEEN)) {
        const marker = parseOne(json);
        // A damaged marker is not state we can trust; ignoring the line fails closed upstream.
        if (!marker)
            return [];
        markers.push(marker);
    }
    return markers;
}
function firstLine(body) {
    const newline = body.indexOf('\n');
    return (newline < 0 ? body : body.slice(0, newline)).replace(/\r$/, '');
}
function parseOne(json) {
    try {
        const value = JSON.parse(json);
        if (typeof value.action === 'string' && typeof value.kind === 'string' && typeof value.key === 'string') {
            return {
                action: value.action,
                kind: value.kind,
                key: value.key,
                ...(value.data && typeof value.data === 'object' ? { data: value.data } : {}),
            };
        }
    }
    catch {
        // fall through
    }
    return undefined;
}
/** A comment's text as a person reads it: the body without its marker line. */
function markerlessText(body) {
    const first = firstLine(body);
    if (!FIRST_LINE.test(first))
        return body;
    const newline = body.indexOf('\n');
    return newline < 0 ? '' : body.slice(newline + 1);
}
function withMarker(body, marker) {
    return withMarkers(body, [marker]);
}
/** The body with several markers on its first line: the writer's own first, then the riders. */
function withMarkers(body, markers) {
    return `${markers.map(renderMarker).join('')}\n${body}`;
}


/***/ }),

/***/ 8329:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  fU: () => (/* binding */ mergeGroupBase),
  wZ: () => (/* binding */ mergeGroupPullNumber),
  AQ: () => (/* binding */ pullsAheadInQueue),
  Lk: () => (/* binding */ requireMergeGroup)
});

// UNUSED EXPORTS: QUEUE_FORBIDDEN, QUEUE_UNSEEN, mergeGroupFromPayload

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
        throw new errors/* ConfigurationError */.j1('The merge_group event payload has no merge_group.head_sha and head_ref. Run the step on the ' +
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


/***/ }),

/***/ 804:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Vo: () => (/* binding */ collaboratorRole),
/* harmony export */   gg: () => (/* binding */ ROLES),
/* harmony export */   tc: () => (/* binding */ roleAtLeast)
/* harmony export */ });
const ROLES = ['none', 'read', 'triage', 'write', 'maintain', 'admin'];
function roleAtLeast(role, required) {
    return ROLES.indexOf(role) >= ROLES.indexOf(required);
}
/** The actor's role on the repository; `none` when they are not a collaborator at all. */
async function collaboratorRole(github, repo, login) {
    const name = await github.collaboratorRole(repo, login);
    return name !== undefined && ROLES.includes(name) ? name : 'none';
}


/***/ }),

/***/ 2974:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  P1: () => (/* binding */ writeVerdict)
});

// UNUSED EXPORTS: MAX_OUTPUT_BYTES, observedVerdict, writePending

// EXTERNAL MODULE: ./src/core/enforcement.ts
var enforcement = __nccwpck_require__(3050);
// EXTERNAL MODULE: ./src/core/identity.ts
var identity = __nccwpck_require__(3484);
;// CONCATENATED MODULE: ./src/core/utf8.ts
// GitHub measures some limits in UTF-8 bytes, not in characters: a check run's `output.summary` and
// `output.text` may hold 65,535 bytes (github/docs#35252: "summary exceeds a maximum bytesize of 65535").
// Text a PR controls (file names, CI excerpts) is often multibyte, so budgets are counted here in bytes,
// and a cut always falls between two code points, never inside one (nor between a surrogate pair's halves).
/** How many bytes `s` takes in UTF-8 (a lone surrogate counts as the 3 bytes of U+FFFD, as it is sent). */
function utf8Bytes(s) {
    return Buffer.byteLength(s, 'utf8');
}
/** The longest prefix of `s` whose UTF-8 encoding fits in `maxBytes`, cut between code points. */
function utf8Prefix(s, maxBytes) {
    if (utf8Bytes(s) <= maxBytes)
        return s;
    let bytes = 0;
    let end = 0;
    for (const ch of s) {
        const cp = ch.codePointAt(0);
        const size = cp < 0x80 ? 1 : cp < 0x800 ? 2 : cp < 0x10000 ? 3 : 4;
        if (bytes + size > maxBytes)
            break;
        bytes += size;
        end += ch.length;
    }
    return s.slice(0, end);
}
/** `s` if it fits in `maxBytes`; else a prefix of it and `note`, together at most `maxBytes`. */
function clipUtf8(s, maxBytes, note) {
    if (utf8Bytes(s) <= maxBytes)
        return s;
    return `${utf8Prefix(s, Math.max(maxBytes - utf8Bytes(note), 0))}${note}`;
}
/** The first `max` characters (code points) of `s`, never half of a surrogate pair. */
function codePointPrefix(s, max) {
    if (s.length <= max)
        return s;
    let n = 0;
    let end = 0;
    for (const ch of s) {
        if (n === max)
            break;
        n++;
        end += ch.length;
    }
    return s.slice(0, end);
}

;// CONCATENATED MODULE: ./src/core/pr/checks.ts



const MAX_ANNOTATIONS_PER_REQUEST = 50;
/**
 * GitHub refuses (422) a check run whose `output.summary` or `output.text` exceeds 65,535 UTF-8 bytes; its
 * docs say characters, its answer says "exceeds a maximum bytesize of 65535" (github/docs#35252). A refused
 * verdict is a missing required check, so both are clipped by bytes, between code points.
 */
const MAX_OUTPUT_BYTES = 65_535;
const TRUNCATED = '\n\n… (truncated by mergexo)';
function clip(s) {
    return clipUtf8(s, MAX_OUTPUT_BYTES, TRUNCATED);
}
/**
 * Observe mode's verdict: `neutral`, its title starting with what enforcement would have concluded, its
 * summary opening with what that means (`../enforcement.ts`); annotations keep what was found.
 */
function observedVerdict(verdict) {
    return {
        ...verdict,
        conclusion: 'neutral',
        title: (0,enforcement/* observedTitle */.DV)(verdict.conclusion, verdict.title),
        summary: `${(0,enforcement/* observedSummaryLead */.xs)(verdict.conclusion)}\n\n${verdict.summary}`,
    };
}
/**
 * Verdicts are completed check runs on the PR head. GitHub shows (and branch protection
 * reads) the newest run of a name on a commit, so a new verdict replaces the old one
 * without a read. Annotations beyond GitHub's 50 per request go in follow-up updates.
 * GitHub's answer names the app the run belongs to; it is recorded (`./identity.js`) so the
 * job summary can say when that app is `GITHUB_TOKEN`'s, which every workflow shares.
 */
async function writeVerdict(github, repo, judged) {
    const verdict = github.observing ? observedVerdict(judged) : judged;
    const annotations = (verdict.annotations ?? []).map((a) => ({
        path: a.path,
        start_line: 1,
        end_line: 1,
        annotation_level: a.level ?? 'failure',
        message: a.message,
        ...(a.title ? { title: a.title } : {}),
    }));
    const output = {
        title: verdict.title,
        summary: clip(verdict.summary),
        ...(verdict.text ? { text: clip(verdict.text) } : {}),
    };
    const created = await github.createCheckRun(repo, {
        name: verdict.name,
        headSha: verdict.headSha,
        status: 'completed',
        conclusion: verdict.conclusion,
        ...(verdict.detailsUrl ? { detailsUrl: verdict.detailsUrl } : {}),
        ...(verdict.externalId ? { externalId: verdict.externalId } : {}),
        output: { ...output, annotations: annotations.slice(0, MAX_ANNOTATIONS_PER_REQUEST) },
    });
    (0,identity/* recordVerdictApp */.wj)(created.appSlug);
    for (let i = MAX_ANNOTATIONS_PER_REQUEST; i < annotations.length; i += MAX_ANNOTATIONS_PER_REQUEST) {
        const batch = annotations.slice(i, i + MAX_ANNOTATIONS_PER_REQUEST);
        await github.annotateCheckRun(repo, created.id, { ...output, annotations: batch });
    }
    return created.id;
}
/**
 * Puts a verdict back to pending: a new check run of the name, `in_progress`, on the commit. It is the
 * newest run of the name, so branch protection and the merge button read "pending", not the verdict
 * before it, until the run that wrote it completes a new one. For a verdict that no longer holds while
 * it is judged again (a PR retargeted to another base, write-root-gate).
 */
async function writePending(github, repo, pending) {
    const created = await github.createCheckRun(repo, {
        name: pending.name,
        headSha: pending.headSha,
        status: 'in_progress',
        ...(pending.detailsUrl ? { detailsUrl: pending.detailsUrl } : {}),
        output: { title: pending.title, summary: clip(pending.summary) },
    });
    return created.id;
}


/***/ }),

/***/ 8293:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   lB: () => (/* binding */ upsertComment)
/* harmony export */ });
/* unused harmony exports removeDuplicates, setRider, deleteOwnComment */
/* harmony import */ var _markers_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(3591);
/* harmony import */ var _trust_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(9105);


/** How far back a concurrent twin may have been created. */
const SETTLE_WINDOW_MS = 15 * 60 * 1000;
const sameFinding = (a, b) => a.action === b.action && a.kind === b.kind && a.key === b.key;
async function deleteComment(github, repo, id) {
    // Gone already: another run deleted it first, and the goal is reached.
    await github.deleteComment(repo, id);
}
/** Deletes the younger copies the read found, of one finding or of all; returns how many. */
async function removeDuplicates(github, repo, view, of) {
    if (github.observing)
        return 0;
    const doomed = view.duplicates.filter((c) => !of || c.markers.some((m) => sameFinding(m, of)));
    for (const copy of doomed)
        await deleteComment(github, repo, copy.id);
    view.duplicates = view.duplicates.filter((c) => !doomed.includes(c));
    return doomed.length;
}
/**
 * Writes a finding's comment: edited in place when its text changed, never posted twice, so reruns
 * and runs resumed after a crash converge on the same single comment.
 */
async function upsertComment(github, repo, view, marker, text, options = {}) {
    // Observe mode (`../enforcement.ts`): the finding is said in the verdict check and the summary only.
    if (github.observing)
        return 'unchanged';
    const body = (0,_markers_js__WEBPACK_IMPORTED_MODULE_0__/* .withMarker */ .Pe)(text, marker);
    await removeDuplicates(github, repo, view, marker);
    const existing = (0,_trust_js__WEBPACK_IMPORTED_MODULE_1__/* .findMarked */ .Em)(view, marker.action, marker.kind, marker.key);
    if (existing) {
        // Another action's markers riding on this comment stay: its state is not this writer's to drop.
        const markers = [marker, ...existing.comment.markers.filter((m) => m.action !== marker.action)];
        const edited = (0,_markers_js__WEBPACK_IMPORTED_MODULE_0__/* .withMarkers */ .ew)(text, markers);
        if (existing.comment.body === edited)
            return 'unchanged';
        await github.updateComment(repo, existing.comment.id, edited);
        existing.comment.body = edited;
        existing.comment.markers = markers;
        return 'updated';
    }
    const created = await github.createComment(repo, view.number, body);
    const mine = { id: created.id, url: created.html_url, body, markers: [marker] };
    view.trusted.push(mine);
    if (options.settle) {
        await settle(github, repo, view.number, marker, mine, new Set(view.tamperedIds ?? []), created.user?.login, created.created_at);
    }
    return 'created';
}
/**
 * Every run that created a comment for this finding compares notes through GitHub: the oldest
 * comment wins, and each run deletes only its own younger one, so exactly one survives.
 */
async function settle(github, repo, number, marker, mine, tamperedIds, author, createdAt) {
    if (!author)
        return;
    const since = new Date(new Date(createdAt).getTime() - SETTLE_WINDOW_MS).toISOString();
    const recent = await github.listCommentsSince(repo, number, since);
    // REST does not say who edited a comment: one of ours that someone else rewrote (the read saw it, and
    // left it out of `trusted`) looks like a twin here. Never give way to it.
    const twins = recent
        .filter((c) => c.user?.login === author && !tamperedIds.has(c.id))
        .filter((c) => (0,_markers_js__WEBPACK_IMPORTED_MODULE_0__/* .parseMarkers */ .FT)(c.body ?? '').some((m) => sameFinding(m, marker)))
        .sort((a, b) => a.id - b.id);
    const oldest = twins[0];
    if (!oldest || oldest.id === mine.id)
        return;
    await deleteComment(github, repo, mine.id);
    mine.id = oldest.id;
    mine.url = oldest.html_url;
    mine.body = oldest.body ?? mine.body;
}
/**
 * Puts `rider` on a trusted comment another action of mergexo wrote (replacing the rider's earlier
 * marker of the same action and kind), its text and other markers unchanged: how one action keeps
 * state on another's comment instead of a comment of its own that asks nothing.
 */
async function setRider(github, repo, comment, rider) {
    if (github.observing)
        return 'unchanged';
    const others = comment.markers.filter((m) => !(m.action === rider.action && m.kind === rider.kind));
    const markers = [...others, rider];
    const body = withMarkers(markerlessText(comment.body), markers);
    if (body === comment.body)
        return 'unchanged';
    await github.updateComment(repo, comment.id, body);
    comment.body = body;
    comment.markers = markers;
    return 'updated';
}
/**
 * Takes back a comment mergexo wrote (ci-wait's state comment of an earlier version, once its state
 * rides on a comment that asks something); one already gone is fine.
 */
async function deleteOwnComment(github, repo, view, id) {
    if (github.observing)
        return;
    await deleteComment(github, repo, id);
    view.trusted = view.trusted.filter((c) => c.id !== id);
}


/***/ }),

/***/ 3519:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  d9: () => (/* binding */ conjoin),
  hY: () => (/* binding */ failingNames),
  oG: () => (/* binding */ openPullsWithCommit),
  DS: () => (/* binding */ ownCheckRuns),
  _: () => (/* binding */ sharedHeadLine),
  UK: () => (/* binding */ writeCommitVerdict)
});

// UNUSED EXPORTS: UNLISTED, conclusionOf, judgeOthersOnHead, newcomersAfterSuccess, otherPullsWithHead, unlisted

// EXTERNAL MODULE: ./src/core/errors.ts
var errors = __nccwpck_require__(2721);
// EXTERNAL MODULE: ./src/core/words.ts
var words = __nccwpck_require__(4269);
// EXTERNAL MODULE: ./src/core/pr/trust.ts
var trust = __nccwpck_require__(9105);
// EXTERNAL MODULE: ./src/core/untrusted.ts
var untrusted = __nccwpck_require__(1310);
;// CONCATENATED MODULE: ./src/core/pr/list.ts
/**
 * The open PRs of `repo`, one request per 100; `head` (`owner:branch`) narrows them to one branch,
 * as GitHub's `head` filter does (a fork's branch is named by the fork's owner).
 */
async function listOpenPulls(github, repo, options = {}) {
    return github.listOpenPulls(repo, options);
}

;// CONCATENATED MODULE: ./src/core/pr/commit-verdict.ts
/**
 * The per-commit verdict rule every gate follows. A check run is written on a commit, and a commit
 * can head several open PRs (push the same commit under another branch name, or open a second PR
 * against another base): branch protection reads the newest run of a name on the commit, whichever
 * PR it was written for. So a gate writes success on a commit only when every open PR with that
 * head passes it, and judging one of them re-judges the others.
 */





/** The part standing for "the other PRs could not be listed": not knowing them is not passing. */
const UNLISTED = 0;
function unlisted(e) {
    return { number: UNLISTED, pass: false, unlisted: (0,words/* githubWords */.t)(e instanceof Error ? e.message : String(e)) };
}
/** `#12, #14` for the failing PRs, or what kept mergexo from knowing them. */
function failingNames(parts) {
    const named = parts.filter((p) => !p.pass && p.number !== UNLISTED).map((p) => `#${p.number}`);
    return named.length > 0 ? named.join(', ') : 'other pull requests it could not list';
}
/** What the check on the commit concludes: success only when every PR it heads passes. */
function conclusionOf(commit) {
    return commit.pass ? 'success' : 'failure';
}
/** The conjunction: the commit passes only when each PR it heads passes. */
function conjoin(parts) {
    const failing = parts.filter((p) => !p.pass);
    return { pass: parts.length > 0 && failing.length === 0, failing };
}
function sharedHeadLine(self, parts, render) {
    const others = parts.filter((p) => p.number !== self);
    if (others.length === 0)
        return undefined;
    const unknown = others.find((p) => p.number === UNLISTED);
    // The words are an error message that may quote an API answer: plain words, nothing live.
    if (unknown) {
        const why = (0,untrusted/* mdText */.bC)(unknown.unlisted ?? 'unknown');
        return `mergexo could not tell which other open PRs this commit heads (${why}), so it cannot pass.`;
    }
    const fails = (p) => (p.reason === undefined || !render ? 'refused' : render(p.reason));
    const list = others.map((p) => `#${p.number} (${p.pass ? 'passes' : `fails: ${fails(p)}`})`).join(', ');
    return (`This commit is also the head of ${list}. A check on a commit counts for every PR it heads, so mergexo ` +
        'writes success here only when each of them passes.');
}
/**
 * The open PRs GitHub associates with commit `sha` (those containing it), with their current
 * heads, in one request per 100. For a commit already on the default branch GitHub lists only the
 * PR that merged it, so an answer is complete only when it includes the PR being judged.
 */
async function openPullsWithCommit(github, repo, sha) {
    return github.listPullsOfCommit(repo, sha);
}
/**
 * The other open PRs whose head is `sha`. `listed` is an answer of `openPullsWithCommit` already
 * read in this run, if any. When the judged PR is not among GitHub's answers, the answer is
 * incomplete, so every open PR is listed instead (one request per 100 open PRs).
 */
async function otherPullsWithHead(github, repo, sha, self, listed) {
    let pulls = listed ?? (await openPullsWithCommit(github, repo, sha));
    if (!pulls.some((p) => p.number === self && p.headSha === sha)) {
        pulls = await listOpenPulls(github, repo);
    }
    const heads = pulls.filter((p) => p.headSha === sha && p.number !== self).map((p) => p.number);
    return [...new Set(heads)].sort((a, b) => a - b);
}
/**
 * Every run of the check `name` on `sha` written by the identity mergexo acts as (the App whose
 * bot is `viewer`), newest first. Check runs cannot be deleted by anyone, so this is a record no
 * one can erase; with `GITHUB_TOKEN` every workflow of the repository writes as the same App, which
 * is why docs/security.md asks for a dedicated App pinned as the check's source.
 */
async function ownCheckRuns(github, repo, sha, name, viewer) {
    const runs = await github.listCheckRunsNamed(repo, sha, name);
    // An App's bot login is `<slug>[bot]`: the run is ours when its App's slug is the viewer's bot name.
    return runs
        .filter((r) => r.head_sha === sha && r.app?.slug !== undefined && (0,trust/* botless */.X2)(r.app.slug) === (0,trust/* botless */.X2)(viewer))
        .sort((a, b) => b.id - a.id)
        .map((r) => ({
        id: r.id,
        conclusion: r.conclusion,
        completedAt: r.completed_at,
        text: r.output?.text ?? '',
        url: r.html_url ?? '',
    }));
}
/**
 * Closes the race between two runs on one commit: a PR that moved onto the commit after this run
 * listed the others is missed by the listing, and its own run may write its refusal before this
 * run's success. So after writing success, the PRs on the commit are listed again and any newcomer
 * is judged: when one fails, the caller writes failure again. Either this re-listing sees the
 * newcomer, or the newcomer's own run starts after it and writes the newer check.
 */
async function newcomersAfterSuccess(github, repo, sha, self, judged, judge) {
    const seen = new Set(judged.map((p) => p.number));
    return judgeOthersOnHead(github, repo, sha, self, judge, { skip: seen });
}
/**
 * The parts of the other open PRs whose head is `sha`, each from `judge` (undefined: it moved off
 * the commit meanwhile, so its own run judges it there). `listed` is an answer of
 * `openPullsWithCommit` already read in this run; PRs in `skip` were judged already. A listing
 * that fails becomes a failing part: not knowing which PRs share the head is not knowing that the
 * commit may pass. A configuration error (a missing permission) stops the run instead.
 */
async function judgeOthersOnHead(github, repo, sha, self, judge, options = {}) {
    const parts = [];
    try {
        for (const number of await otherPullsWithHead(github, repo, sha, self, options.listed)) {
            if (options.skip?.has(number))
                continue;
            const part = await judge(number);
            if (part)
                parts.push(part);
        }
    }
    catch (e) {
        if (e instanceof errors/* ConfigurationError */.j1)
            throw e;
        parts.push(unlisted(e));
    }
    return parts;
}
/**
 * The per-commit rule as one writer, the same in every gate: judge the other open PRs on the
 * commit, write the conjunction, and after a success list the commit's PRs again; when a newcomer
 * fails, write again so the commit ends failing.
 */
async function writeCommitVerdict(github, repo, plan) {
    const self = plan.own.number;
    const others = plan.othersOnlyIfOwnPasses && !plan.own.pass
        ? []
        : await judgeOthersOnHead(github, repo, plan.head, self, plan.judgeOther, plan.listed ? { listed: plan.listed } : {});
    const parts = [plan.own, ...others];
    let commit = conjoin(parts);
    await plan.write(parts, commit, conclusionOf(commit));
    if (commit.pass) {
        const late = await newcomersAfterSuccess(github, repo, plan.head, self, parts, plan.judgeOther);
        if (late.some((p) => !p.pass)) {
            parts.push(...late);
            commit = conjoin(parts);
            await plan.write(parts, commit, conclusionOf(commit));
        }
    }
    return { parts, commit };
}


/***/ }),

/***/ 3477:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   T1: () => (/* binding */ PULL_REQUEST_READ),
/* harmony export */   Te: () => (/* binding */ PULL_REQUEST_COMMENTS_PAGE),
/* harmony export */   kB: () => (/* binding */ PULL_REQUEST_TIMELINE_PAGE),
/* harmony export */   zZ: () => (/* binding */ REVIEW_REQUESTS_READ)
/* harmony export */ });
/* unused harmony exports TRUSTED_COMMENT_FIELDS, REVIEW_REQUEST_FIELDS, PULL_FIELDS, DOCUMENTS */
/**
 * The GraphQL documents of the PR gateway's read (`./read.ts`). Every document mergexo sends is
 * validated against GitHub's published schema by test/core/github/graphql-documents.test.ts.
 */
/** What mergexo needs of a comment to decide whether it wrote it and nobody else edited it. */
const TRUSTED_COMMENT_FIELDS = /* GraphQL */ `
  fragment mergexoTrustedComment on IssueComment {
    databaseId
    body
    url
    author {
      __typename
      login
    }
    editor {
      __typename
      login
    }
  }
`;
/** A page of comments, read newest page first (`last`/`before`), with what the trust rule needs of each. */
const COMMENTS_PAGE_FIELDS = /* GraphQL */ `
  fragment mergexoCommentsPage on IssueCommentConnection {
    pageInfo {
      hasPreviousPage
      startCursor
    }
    nodes {
      ...mergexoTrustedComment
    }
  }
`;
/**
 * What GitHub itself records on a PR's timeline and no workflow can write or erase: deleted comments
 * (who deleted whose) and force-pushes of the head branch (the head before and after). Oldest first.
 */
const WITNESS_EVENT_FIELDS = /* GraphQL */ `
  fragment mergexoWitnessEvents on PullRequestTimelineItemsConnection {
    pageInfo {
      hasNextPage
      endCursor
    }
    nodes {
      __typename
      ... on CommentDeletedEvent {
        createdAt
        actor {
          __typename
          login
        }
        deletedCommentAuthor {
          __typename
          login
        }
      }
      ... on HeadRefForcePushedEvent {
        createdAt
        actor {
          __typename
          login
        }
        beforeCommit {
          oid
        }
        afterCommit {
          oid
        }
      }
    }
  }
`;
/** Who a pending review request (or a request event) names: a user, a bot or a team of the owner's organization. */
const REQUESTED_REVIEWER_FIELDS = /* GraphQL */ `
  fragment mergexoRequestedReviewer on RequestedReviewer {
    __typename
    ... on User {
      login
    }
    ... on Bot {
      login
    }
    ... on Team {
      slug
    }
  }
`;
/** A pending review request: who it asks (`readPull` and the ready mark's read, `../ready-mark/mark.ts`). */
const REVIEW_REQUEST_FIELDS = /* GraphQL */ `
  fragment mergexoReviewRequest on ReviewRequest {
    requestedReviewer {
      ...mergexoRequestedReviewer
    }
  }
  ${REQUESTED_REVIEWER_FIELDS}
`;
/**
 * Who asked for (and who took back) each review request, newest 100 events, with the pending requests: the
 * ready mark takes back only requests its own identity made (`../ready-mark/mark.ts`). Two connections: 1 point.
 */
const REVIEW_REQUESTS_READ = /* GraphQL */ `
  query mergexoReviewRequests($owner: String!, $repo: String!, $number: Int!) {
    repository(owner: $owner, name: $repo) {
      pullRequest(number: $number) {
        reviewRequests(first: 100) {
          nodes {
            ...mergexoReviewRequest
          }
        }
        timelineItems(itemTypes: [REVIEW_REQUESTED_EVENT, REVIEW_REQUEST_REMOVED_EVENT], last: 100) {
          nodes {
            __typename
            ... on ReviewRequestedEvent {
              actor {
                __typename
                login
              }
              requestedReviewer {
                ...mergexoRequestedReviewer
              }
            }
            ... on ReviewRequestRemovedEvent {
              actor {
                __typename
                login
              }
              requestedReviewer {
                ...mergexoRequestedReviewer
              }
            }
          }
        }
      }
    }
  }
  ${REVIEW_REQUEST_FIELDS}
`;
/** The PR's own fields every read of a PR asks for (`PULL_REQUEST_READ`, rebase-notify's listing): core's `PullNode`. */
const PULL_FIELDS = /* GraphQL */ `
  fragment mergexoPullFields on PullRequest {
    id
    number
    title
    url
    state
    isDraft
    headRefOid
    headRefName
    baseRefName
    baseRefOid
    isCrossRepository
    author {
      __typename
      login
    }
  }
`;
/**
 * The PR, its labels, the newest 100 comments and the first 100 witness events, plus who we are, in one
 * request. Scalars and single objects (`autoMergeRequest`) cost no points; mergeability only when asked,
 * since asking starts GitHub's test merge.
 */
const PULL_REQUEST_READ = /* GraphQL */ `
  query mergexoPullRequestRead($owner: String!, $repo: String!, $number: Int!, $withMergeable: Boolean!) {
    viewer {
      login
    }
    repository(owner: $owner, name: $repo) {
      pullRequest(number: $number) {
        ...mergexoPullFields
        headRepository {
          nameWithOwner
        }
        changedFiles
        mergeable @include(if: $withMergeable)
        autoMergeRequest {
          enabledAt
        }
        reviewRequests(first: 100) {
          nodes {
            ...mergexoReviewRequest
          }
        }
        labels(first: 100) {
          totalCount
          nodes {
            name
          }
        }
        commits(last: 100) {
          nodes {
            commit {
              oid
            }
          }
        }
        timelineItems(itemTypes: [COMMENT_DELETED_EVENT, HEAD_REF_FORCE_PUSHED_EVENT], first: 100) {
          ...mergexoWitnessEvents
        }
        comments(last: 100) {
          ...mergexoCommentsPage
        }
      }
    }
  }
  ${PULL_FIELDS}
  ${TRUSTED_COMMENT_FIELDS}
  ${COMMENTS_PAGE_FIELDS}
  ${WITNESS_EVENT_FIELDS}
  ${REVIEW_REQUEST_FIELDS}
`;
/** The rest of the witness events, for PRs with more than 100 of them: read to the end or not at all. */
const PULL_REQUEST_TIMELINE_PAGE = /* GraphQL */ `
  query mergexoPullRequestTimeline($owner: String!, $repo: String!, $number: Int!, $after: String!) {
    repository(owner: $owner, name: $repo) {
      pullRequest(number: $number) {
        timelineItems(itemTypes: [COMMENT_DELETED_EVENT, HEAD_REF_FORCE_PUSHED_EVENT], first: 100, after: $after) {
          ...mergexoWitnessEvents
        }
      }
    }
  }
  ${WITNESS_EVENT_FIELDS}
`;
/** Older comments, for PRs with more than 100 (without `before`: the newest 100, as rebase-notify starts). */
const PULL_REQUEST_COMMENTS_PAGE = /* GraphQL */ `
  query mergexoPullRequestComments($owner: String!, $repo: String!, $number: Int!, $before: String) {
    repository(owner: $owner, name: $repo) {
      pullRequest(number: $number) {
        comments(last: 100, before: $before) {
          ...mergexoCommentsPage
        }
      }
    }
  }
  ${TRUSTED_COMMENT_FIELDS}
  ${COMMENTS_PAGE_FIELDS}
`;
const DOCUMENTS = {
    PULL_REQUEST_READ,
    PULL_REQUEST_TIMELINE_PAGE,
    PULL_REQUEST_COMMENTS_PAGE,
    REVIEW_REQUESTS_READ,
};


/***/ }),

/***/ 9032:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Y_: () => (/* binding */ addLabel),
/* harmony export */   tA: () => (/* binding */ removeLabel)
/* harmony export */ });
/* unused harmony export readLabels */
/**
 * The PR's label named `label`, as the PR spells it. GitHub compares label names without case: adding
 * `needs-rebase` where the repository has `Needs-Rebase` attaches `Needs-Rebase`.
 */
function labelAsShown(view, label) {
    const wanted = label.toLowerCase();
    return view.labels.find((l) => l.toLowerCase() === wanted);
}
/** Every label on the PR (for a reader whose listing showed only some of them). */
async function readLabels(github, repo, number) {
    return github.listLabels(repo, number);
}
/** Adds the label unless the PR already has it (GitHub creates a missing repository label). */
async function addLabel(github, repo, view, label) {
    // Observe mode (`../enforcement.ts`) labels nothing.
    if (labelAsShown(view, label) !== undefined || github.observing)
        return false;
    await github.addLabel(repo, view.number, label);
    view.labels.push(label);
    return true;
}
/** Removes the label, under whatever spelling the PR shows it. */
async function removeLabel(github, repo, view, label) {
    const shown = labelAsShown(view, label);
    if (shown === undefined || github.observing)
        return false;
    // Gone already: someone removed it between our read and this write, and the goal is reached.
    await github.removeLabel(repo, view.number, shown);
    view.labels = view.labels.filter((l) => l !== shown);
    return true;
}


/***/ }),

/***/ 4291:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  zy: () => (/* binding */ readHead),
  Es: () => (/* binding */ readPull)
});

// UNUSED EXPORTS: UnknownPullRequestError, readCommentPages, viewOf

// EXTERNAL MODULE: ./src/core/errors.ts
var errors = __nccwpck_require__(2721);
// EXTERNAL MODULE: ./src/core/identity.ts
var identity = __nccwpck_require__(3484);
// EXTERNAL MODULE: ./src/core/pr/documents.ts
var documents = __nccwpck_require__(3477);
// EXTERNAL MODULE: ./src/core/pr/trust.ts
var trust = __nccwpck_require__(9105);
;// CONCATENATED MODULE: ./src/core/pr/evidence.ts
/**
 * Which evidence may change a verdict, in one place. The rule: an actor's move changes the verdict only
 * on the pull requests that actor pushes to, or as an operator. Anyone with write access can edit or
 * delete any comment, and mergexo comments on other people's PRs (rebase-notify's notices), so:
 *
 * - a comment edited or deleted is never evidence against a PR by itself. State a decision needs is kept
 *   where nobody can edit it: history-guard copies its state into its verdict check's output (a check run
 *   cannot be edited, and under a dedicated App nobody can delete it; under `GITHUB_TOKEN` deleting the
 *   workflow run that wrote it deletes it too), and reads the copy whenever its comment is gone or altered;
 * - ci-wait's count of failed rounds still rides on its comments, so a move there counts only when the
 *   mover pushes to the PR: its author, or someone GitHub's timeline shows force-pushing its branch
 *   (`pushersOf`). A deleter GitHub anonymizes (it shows who deleted a comment only to viewers with
 *   write access) is nobody's pusher: mergexo's own deletions are never taken as tampering;
 * - GitHub's timeline of force-pushes, which no one can erase, is a witness on the PR whose branch moved.
 */

/** The logins that push to a PR, as far as GitHub records it: its author and whoever force-pushed its branch. */
function pushersOf(author, forcePushes = []) {
    return new Set([author, ...forcePushes.map((p) => p.by)].map(trust/* botless */.X2));
}
/** Whether a move on one of mergexo's comments by `actor` counts against the PR those `pushers` push to. */
function countsAgainst(actor, pushers) {
    return typeof actor === 'string' && actor !== '' && pushers.has((0,trust/* botless */.X2)(actor));
}

// EXTERNAL MODULE: ./src/core/pr/reviewers.ts
var reviewers = __nccwpck_require__(9075);
;// CONCATENATED MODULE: ./src/core/pr/read.ts
/**
 * The PR gateway's reads: every way mergexo learns about a pull request goes through here.
 * - `readPull`: the whole PR in one GraphQL query (its comments and witnesses read to the end);
 * - `readHead`: where the head is now, one REST request, for the standing-head loop (`./head.ts`);
 * - `viewOf`: the view of a PR another query already returned (rebase-notify's listing), under the
 *   same trust and duplicate rules;
 * - `PullPoller` (`./poll.ts`): ci-wait's conditional re-reads while it waits.
 */






/** Deletions of our comments by someone who pushes to the PR (`./evidence.ts`), one line each. */
function deletionsFrom(nodes, viewer, pushers) {
    return nodes.flatMap((node) => {
        if (node.__typename !== 'CommentDeletedEvent')
            return [];
        // Ours, deleted by anyone but ourselves (a user named like our bot included) who pushes to the PR.
        if (!(0,trust/* isViewer */.Z$)(node.deletedCommentAuthor, viewer) || (0,trust/* isViewer */.Z$)(node.actor, viewer))
            return [];
        if (!countsAgainst(node.actor?.login, pushers))
            return [];
        const actor = node.actor?.login ?? 'someone';
        return [`a comment written by ${viewer} was deleted by @${actor}${node.createdAt ? ` at ${node.createdAt}` : ''}`];
    });
}
/** Deletions of our comments whose deleter GitHub does not name (it names them only to viewers with write access). */
function unnamedDeletionsIn(nodes, viewer) {
    return nodes.filter((node) => node.__typename === 'CommentDeletedEvent' && (0,trust/* isViewer */.Z$)(node.deletedCommentAuthor, viewer) && !node.actor).length;
}
function forcePushesFrom(nodes) {
    return nodes.flatMap((node) => node.__typename === 'HeadRefForcePushedEvent'
        ? [
            {
                at: node.createdAt ?? '',
                by: node.actor?.login ?? 'ghost',
                ...(node.actor?.login ? { actor: (0,identity/* restLogin */.QN)(node.actor) } : {}),
                before: node.beforeCommit?.oid ?? null,
                after: node.afterCommit?.oid ?? null,
            },
        ]
        : []);
}
/**
 * Anyone can add events to a PR's timeline (create and delete comments) to push the one that
 * matters out of a window, so witnesses are read to the end; past this many pages the PR is
 * refused as undecidable instead of judged on part of its record.
 */
const MAX_WITNESS_PAGES = 50;
async function readAllWitnesses(github, vars, first) {
    const nodes = first.nodes.filter((n) => n !== null);
    let page = first.pageInfo;
    for (let pages = 1; page.hasNextPage; pages++) {
        if (pages >= MAX_WITNESS_PAGES || !page.endCursor) {
            throw new errors/* UndecidableError */.N3(`PR #${vars.number} has more than ${MAX_WITNESS_PAGES * 100} deleted-comment and force-push events on its ` +
                'timeline; mergexo does not judge a PR on part of its record. A maintainer should look at who is flooding it.');
        }
        const after = page.endCursor;
        const next = await github.query('pull.timeline', documents/* PULL_REQUEST_TIMELINE_PAGE */.kB, { ...vars, after });
        const conn = next.repository?.pullRequest?.timelineItems;
        if (!conn)
            throw new errors/* UndecidableError */.N3(`GitHub stopped answering for PR #${vars.number}'s timeline mid-way.`);
        nodes.push(...conn.nodes.filter((n) => n !== null));
        page = conn.pageInfo;
    }
    return nodes;
}
/**
 * The gateway's comment paging: the PR's comments from the page ending before `before` (the newest page when
 * null) back to the first, oldest first, one request per 100. A page GitHub does not answer refuses the read.
 */
async function readCommentPages(github, vars, before) {
    const comments = [];
    for (let cursor = before;;) {
        const answer = await github.query('pull.comments', documents/* PULL_REQUEST_COMMENTS_PAGE */.Te, {
            ...vars,
            before: cursor,
        });
        const conn = answer.repository?.pullRequest?.comments;
        // A state comment on a page we could not read may be the newest record: no partial verdicts.
        if (!conn)
            throw new errors/* UndecidableError */.N3(`GitHub stopped answering for PR #${vars.number}'s comments mid-way.`);
        comments.unshift(...conn.nodes);
        if (!conn.pageInfo.hasPreviousPage || !conn.pageInfo.startCursor)
            return comments;
        cursor = conn.pageInfo.startCursor;
    }
}
/** Comments older than the first window, oldest first; a page GitHub does not answer refuses the read. */
function readOlderComments(github, vars, first) {
    const page = first.pageInfo;
    return page.hasPreviousPage && page.startCursor
        ? readCommentPages(github, vars, page.startCursor)
        : Promise.resolve([]);
}
/**
 * The view of a PR some query returned, with `comments` the comments it read (all of them, or the
 * window an action's query chose) and `extraTamper` what else witnesses said. One place applies the
 * trust rule and the duplicate policy, whoever read the PR.
 */
function viewOf(node, viewer, comments, extraTamper = [], pushers = pushersOf(node.author?.login ?? 'ghost')) {
    const { trusted, duplicates } = (0,trust/* splitDuplicates */.Zs)((0,trust/* trustedFrom */.c3)(comments, viewer));
    // Edits by someone who does not push to the PR leave the comment untrusted, and count for nothing more.
    const edits = (0,trust/* tamperFrom */.g$)(comments.filter((c) => countsAgainst(c?.editor?.login, pushers)), viewer);
    return {
        nodeId: node.id,
        number: node.number,
        title: node.title,
        url: node.url,
        state: node.state,
        isDraft: node.isDraft,
        headSha: node.headRefOid,
        headRef: node.headRefName,
        baseRef: node.baseRefName,
        baseSha: node.baseRefOid,
        isCrossRepository: node.isCrossRepository,
        author: (0,identity/* restLogin */.QN)(node.author),
        labels: (node.labels?.nodes ?? []).flatMap((l) => (l ? [l.name] : [])),
        ...(node.mergeable ? { mergeable: node.mergeable } : {}),
        autoMerge: node.autoMergeRequest !== null && node.autoMergeRequest !== undefined,
        ...(node.reviewRequests
            ? { reviewRequests: node.reviewRequests.nodes.flatMap((r) => (0,reviewers/* reviewerOf */.L6)(r?.requestedReviewer)) }
            : {}),
        changedFiles: node.changedFiles ?? 0,
        viewer,
        trusted,
        duplicates,
        tamperEvidence: [...extraTamper, ...edits],
        tamperedIds: (0,trust/* tamperedBy */.sL)(comments, viewer).flatMap((c) => (c.databaseId === null ? [] : [c.databaseId])),
    };
}
/** The whole PR: one query, plus a page per further 100 comments or witness events. */
async function readPull(github, repo, number, options = {}) {
    const vars = { owner: repo.owner, repo: repo.repo, number };
    const answer = await github
        .query('pull.read', documents/* PULL_REQUEST_READ */.T1, { ...vars, withMergeable: options.mergeable === true })
        .catch((e) => {
        if (isNotFound(e))
            throw unknownPullRequest(repo, number);
        throw e;
    });
    const pr = answer.repository?.pullRequest;
    if (!pr)
        throw unknownPullRequest(repo, number);
    const viewer = answer.viewer.login;
    const witnesses = await readAllWitnesses(github, vars, pr.timelineItems);
    const comments = [...(await readOlderComments(github, vars, pr.comments)), ...pr.comments.nodes];
    const forcePushes = forcePushesFrom(witnesses);
    const pushers = pushersOf((0,identity/* restLogin */.QN)(pr.author), forcePushes);
    return {
        ...viewOf(pr, viewer, comments, deletionsFrom(witnesses, viewer, pushers), pushers),
        unnamedDeletions: unnamedDeletionsIn(witnesses, viewer),
        recentCommits: pr.commits.nodes.flatMap((c) => (c ? [c.commit.oid] : [])),
        forcePushes,
        authorLogin: (0,identity/* restLogin */.QN)(pr.author),
        headRepository: pr.headRepository?.nameWithOwner ?? null,
    };
}
/** Where the PR's head is now, whether it is still open, and its base branch (a retarget moves it): one REST request. */
async function readHead(github, repo, number) {
    const { data } = await github.getPull(repo, number).catch((e) => {
        if (isNotFound(e))
            throw unknownPullRequest(repo, number);
        throw e;
    });
    return { headSha: data.head.sha, open: data.state === 'open', baseRef: data.base.ref };
}
function isNotFound(e) {
    const err = e;
    return err?.status === 404 || (Array.isArray(err?.errors) && err.errors.some((x) => x.type === 'NOT_FOUND'));
}
/** No such PR: a configuration error a caller with other words for it (the CLI) can tell apart. */
class UnknownPullRequestError extends errors/* ConfigurationError */.j1 {
    repo;
    number;
    constructor(repo, number) {
        super(`Pull request #${number} does not exist in ${repo.owner}/${repo.repo}: the number mergexo was given (by the ` +
            "event, or by history-guard's 'pull-request' input) names no PR of this repository.");
        this.repo = repo;
        this.number = number;
    }
}
function unknownPullRequest(repo, number) {
    return new UnknownPullRequestError(repo, number);
}


/***/ }),

/***/ 9075:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Be: () => (/* binding */ splitReviewers),
/* harmony export */   L6: () => (/* binding */ reviewerOf),
/* harmony export */   rZ: () => (/* binding */ reviewerKey)
/* harmony export */ });
/* unused harmony exports reviewerName, requestReviewers */
/* harmony import */ var _github_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(8455);
/**
 * Reviewers as mergexo names them: a user (or bot) by login, a team of the repository owner's organization by
 * slug. GitHub compares both without case; a key says "the same reviewer" across REST, GraphQL and inputs.
 */


/** The reviewer a GraphQL `RequestedReviewer` names (none for a mannequin, or a team GitHub no longer shows). */
function reviewerOf(node) {
    if (!node)
        return [];
    if (node.__typename === 'Team' && node.slug)
        return [{ kind: 'team', slug: node.slug }];
    if ((node.__typename === 'User' || node.__typename === 'Bot') && node.login) {
        // GraphQL names an App's bot without the `[bot]` REST shows and requests take.
        const login = node.__typename === 'Bot' && !node.login.endsWith('[bot]') ? `${node.login}[bot]` : node.login;
        return [{ kind: 'user', login }];
    }
    return [];
}
/** One key per reviewer, whatever the spelling: `user:alice`, `team:reviewers`. */
function reviewerKey(r) {
    return r.kind === 'user' ? `user:${r.login.toLowerCase()}` : `team:${r.slug.toLowerCase()}`;
}
/** How a reviewer is shown: `@login` is never written (no mention), `org/team` for a team. */
function reviewerName(r, owner) {
    return r.kind === 'user' ? r.login : `${owner}/${r.slug}`;
}
/** The users' logins and the teams' slugs, as GitHub's review requests take them. */
function splitReviewers(reviewers) {
    return [
        reviewers.flatMap((r) => (r.kind === 'user' ? [r.login] : [])),
        reviewers.flatMap((r) => (r.kind === 'team' ? [r.slug] : [])),
    ];
}
async function post(github, repo, number, ask) {
    await github.requestReviewers(repo, number, ...splitReviewers(ask));
}
/** Why GitHub refused the teams: the token, or the team's access; never the users' collaborator status. */
function teamsRefused(repo, number, teams, answer, users) {
    const names = teams.map((t) => reviewerName(t, repo.owner)).join(', ');
    return new ConfigurationError(`GitHub refused to request a review from ${names} on PR #${number} (${answer}). ` +
        (users ? "The users in 'ready-reviewers' were asked; the teams were not. " : '') +
        "GitHub answers this when the token cannot see the organization's teams: GITHUB_TOKEN never can (it has no " +
        'organization permissions), a GitHub App needs the organization permission Members: read. Run mergexo as a ' +
        "GitHub App with Members: read, or list the team's members in 'ready-reviewers' instead. If the token can " +
        'see teams, give the team access to the repository.');
}
/**
 * Asks `ask` for a review in one request. GitHub refuses a whole request when it refuses one team in it (a team
 * request under GITHUB_TOKEN always is: docs/github-behaviour.md), so the users are then asked on their own, and
 * the refusal is a ConfigurationError that names the real cause: the token or the team, not the users.
 */
async function requestReviewers(github, repo, number, ask) {
    try {
        await post(github, repo, number, ask);
        return;
    }
    catch (e) {
        if (httpStatus(e) !== 422)
            throw e;
        const teams = ask.filter((r) => r.kind === 'team');
        const users = ask.filter((r) => r.kind === 'user');
        if (teams.length === 0)
            throw usersRefused(number, refusal(e));
        if (users.length > 0) {
            try {
                await post(github, repo, number, users);
            }
            catch (again) {
                if (httpStatus(again) !== 422)
                    throw again;
                throw usersRefused(number, refusal(again));
            }
        }
        throw teamsRefused(repo, number, teams, refusal(e), users.length > 0);
    }
}
/** GitHub's answer with the reasons it lists (a 422 says "Validation Failed" and puts the why in `errors`). */
function refusal(e) {
    const errors = e.response?.data?.errors;
    const why = Array.isArray(errors) ? errors.filter((x) => typeof x === 'string') : [];
    return why.length > 0 ? `${answerMessage(e)}: ${why.join('; ')}` : answerMessage(e);
}
function usersRefused(number, answer) {
    return new ConfigurationError(`GitHub refused to request reviews on PR #${number}: ${answer}. Each user in 'ready-reviewers' must be a ` +
        'collaborator of the repository.');
}


/***/ }),

/***/ 9105:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Em: () => (/* binding */ findMarked),
/* harmony export */   X2: () => (/* binding */ botless),
/* harmony export */   Z$: () => (/* binding */ isViewer),
/* harmony export */   Zs: () => (/* binding */ splitDuplicates),
/* harmony export */   c3: () => (/* binding */ trustedFrom),
/* harmony export */   g$: () => (/* binding */ tamperFrom),
/* harmony export */   sL: () => (/* binding */ tamperedBy)
/* harmony export */ });
/* unused harmony export isTrustedAuthor */
/* harmony import */ var _markers_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(3591);
/**
 * The trust rule: which comments on a PR mergexo may read state from. Anyone with write access can
 * comment, and edit or delete anyone's comment; only a comment its own identity wrote, and nobody
 * else edited, carries state. What others did to those comments is kept as tamper evidence.
 */

/** GraphQL names bots `name` where REST says `name[bot]`; compare them in one spelling. */
function botless(login) {
    return login.replace(/\[bot\]$/, '').toLowerCase();
}
/**
 * Whether `actor` is the token's own identity. A login alone does not say it: GraphQL names an App's
 * bot `maya` where REST says `maya[bot]`, and a user `maya` may exist too; the type tells them apart.
 */
function isViewer(actor, viewer) {
    if (!actor)
        return false;
    const viewerIsBot = viewer.endsWith('[bot]');
    if (viewerIsBot !== (actor.__typename === 'Bot'))
        return false;
    return botless(actor.login) === botless(viewer);
}
/**
 * The comment was written by the token's own identity, and if it was edited, edited by that
 * identity too (collaborators with write access may edit anyone's comment).
 */
function isTrustedAuthor(node, viewer) {
    if (node.databaseId === null || !isViewer(node.author, viewer))
        return false;
    return node.editor === null || isViewer(node.editor, viewer);
}
/** The comments of ours that another login edited. */
function tamperedBy(nodes, viewer) {
    return nodes.filter((node) => node !== null &&
        node.editor !== null &&
        isTrustedAuthor({ ...node, editor: null }, viewer) &&
        !isTrustedAuthor(node, viewer));
}
/** One line per comment of ours that another login edited. */
function tamperFrom(nodes, viewer) {
    return tamperedBy(nodes, viewer).map((node) => `a comment written by ${viewer} was edited by @${node.editor?.login ?? 'someone'} (${node.url})`);
}
/** The comments among `nodes` that mergexo wrote and that carry a marker, in the given order. */
function trustedFrom(nodes, viewer) {
    const out = [];
    for (const node of nodes) {
        if (!node || !isTrustedAuthor(node, viewer))
            continue;
        const markers = (0,_markers_js__WEBPACK_IMPORTED_MODULE_0__/* .parseMarkers */ .FT)(node.body);
        if (markers.length === 0)
            continue;
        out.push({ id: node.databaseId, url: node.url, body: node.body, markers });
    }
    return out;
}
const findingOf = (m) => JSON.stringify([m.action, m.kind, m.key]);
/**
 * The duplicate policy, in one place: one comment per finding, and the oldest (lowest id) is the
 * one. Overlapping runs may each post a finding's comment; the younger ones are split off here,
 * from comments a read already holds, so finding them costs nothing and the writer deletes them.
 */
function splitDuplicates(comments) {
    const oldest = new Map();
    for (const c of [...comments].sort((a, b) => a.id - b.id)) {
        for (const m of c.markers)
            if (!oldest.has(findingOf(m)))
                oldest.set(findingOf(m), c);
    }
    const keep = new Set(oldest.values());
    return {
        trusted: comments.filter((c) => keep.has(c)),
        duplicates: comments.filter((c) => !keep.has(c)),
    };
}
/** The trusted comment carrying a marker of this action and kind (and key, if given). */
function findMarked(view, action, kind, key) {
    for (let i = view.trusted.length - 1; i >= 0; i--) {
        const comment = view.trusted[i];
        const marker = comment.markers.find((m) => m.action === action && m.kind === kind && (key === undefined || m.key === key));
        if (marker)
            return { comment, marker };
    }
    return undefined;
}


/***/ }),

/***/ 4342:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   rg: () => (/* binding */ DEFAULT_READY_LABEL),
/* harmony export */   uW: () => (/* binding */ DEFAULT_BLOCKED_LABEL)
/* harmony export */ });
/* unused harmony exports DEFAULT_QUARANTINE_LABEL, DEFAULT_BLOCKING_LABELS */
/**
 * The labels one action puts on a PR and another reads. The ready mark's label is set by ci-wait and taken
 * back by every action that finds the PR cannot land (`../ready-mark/`); the gates' blocking labels keep
 * ci-wait from setting it. Each is an input of its action with the default below: a repository that
 * renames one tells the reader too (ci-wait's `ready-blocking-labels`, every action's `ready-label`).
 */
/** The ready mark's label (`ready-label`): set by ci-wait, taken back by all four actions. */
const DEFAULT_READY_LABEL = 'mergexo:ready';
/** history-guard's `blocked-label`: the PR's history was rewritten. */
const DEFAULT_BLOCKED_LABEL = 'mergexo:blocked';
/** write-root-gate's `quarantine-label`: the PR writes outside its roots. */
const DEFAULT_QUARANTINE_LABEL = 'mergexo:quarantined';
/** The other actions' labels that keep ci-wait from setting the ready mark, at their defaults. */
const DEFAULT_BLOCKING_LABELS = [DEFAULT_BLOCKED_LABEL, DEFAULT_QUARANTINE_LABEL];


/***/ }),

/***/ 6225:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   $q: () => (/* binding */ READY_MODES),
/* harmony export */   R6: () => (/* binding */ takeBackReadyMark),
/* harmony export */   r$: () => (/* binding */ markOn),
/* harmony export */   rg: () => (/* reexport safe */ _protocol_ready_mark_js__WEBPACK_IMPORTED_MODULE_2__.rg),
/* harmony export */   tD: () => (/* binding */ changed)
/* harmony export */ });
/* unused harmony exports noChange, writesOf, setReadyMark */
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(2721);
/* harmony import */ var _pr_documents_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(3477);
/* harmony import */ var _pr_labels_js__WEBPACK_IMPORTED_MODULE_5__ = __nccwpck_require__(9032);
/* harmony import */ var _pr_reviewers_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(9075);
/* harmony import */ var _pr_trust_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(9105);
/* harmony import */ var _protocol_ready_mark_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(4342);
/**
 * The ready mark: how a PR that can land is handed to reviewers, in the way the repository chose, and
 * taken back as soon as it cannot. Any action may take it back (ci-wait on a push or a failure,
 * rebase-notify on a conflict): `takeBackReadyMark(github, repo, view, settings)`. Only ci-wait sets it,
 * and only once it has judged the PR's current head landable; this module holds no rule about when.
 *
 * Both directions are idempotent: what is already so is not written again, so a re-run on a marked,
 * still-good PR writes nothing.
 *
 * - `label`: a label (default `mergexo:ready`). A label is only mergexo's word when mergexo added it:
 *   anyone with write access can add it, so a run that finds it on a PR it does not mark removes it, and
 *   a review bot should look at who added it (the timeline's `LabeledEvent`) or use `reviewers`.
 * - `draft`: the PR is ready for review exactly while it can land; taking back converts it to a draft,
 *   whoever made it ready (the repository chose drafts as "not yet"). Needs `contents: write` beside
 *   `pull-requests: write` (GitHub refuses the mutations to an integration token without it).
 * - `reviewers`: review requests for the listed users and teams. Taking back removes only the pending
 *   requests mergexo's own identity made (GitHub's timeline records who asked); a review already
 *   submitted cannot be taken back. mergexo asks each reviewer once until it takes the request back: a
 *   reviewer who reviewed (GitHub dropped the request, nothing is left to take back) is not asked again.
 */





const READY_MODES = ['label', 'draft', 'reviewers'];

function noChange() {
    return {
        labelAdded: false,
        labelRemoved: false,
        madeReady: false,
        madeDraft: false,
        requested: [],
        unrequested: [],
        leftOut: [],
    };
}
function changed(c) {
    return c.labelAdded || c.labelRemoved || c.madeReady || c.madeDraft || c.requested.length + c.unrequested.length > 0;
}
/** How many requests a change made (review requests go in one request either way). */
function writesOf(c) {
    return ([c.labelAdded, c.labelRemoved, c.madeReady, c.madeDraft].filter(Boolean).length +
        (c.requested.length > 0 ? 1 : 0) +
        (c.unrequested.length > 0 ? 1 : 0));
}
function markOn(settings) {
    return settings.modes.length > 0;
}
/** The configured reviewers GitHub can be asked for; a team of another organization is a configuration error. */
function reviewersFor(settings, repo) {
    return settings.reviewers.map((r) => {
        if (r.kind === 'user')
            return { kind: 'user', login: r.login };
        if (r.org.toLowerCase() !== repo.owner.toLowerCase()) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .ConfigurationError */ .j1(`Input 'ready-reviewers' names the team '${r.org}/${r.slug}', but GitHub only requests reviews from teams of ` +
                `the repository's owner '${repo.owner}'. Name a team as '${repo.owner}/<team>'.`);
        }
        return { kind: 'team', slug: r.slug };
    });
}
/** The pending requests, and the reviewers whose newest request event is a request by mergexo's own identity. */
async function readRequests(github, repo, view) {
    const answer = await github.query('pull.reviewRequests', _pr_documents_js__WEBPACK_IMPORTED_MODULE_0__/* .REVIEW_REQUESTS_READ */ .zZ, {
        owner: repo.owner,
        repo: repo.repo,
        number: view.number,
    });
    const pr = answer.repository?.pullRequest;
    const pending = new Set((pr?.reviewRequests.nodes ?? []).flatMap((r) => (0,_pr_reviewers_js__WEBPACK_IMPORTED_MODULE_1__/* .reviewerOf */ .L6)(r?.requestedReviewer).map(_pr_reviewers_js__WEBPACK_IMPORTED_MODULE_1__/* .reviewerKey */ .rZ)));
    const ours = new Set();
    for (const node of pr?.timelineItems.nodes ?? []) {
        if (!node)
            continue;
        for (const key of (0,_pr_reviewers_js__WEBPACK_IMPORTED_MODULE_1__/* .reviewerOf */ .L6)(node.requestedReviewer).map(_pr_reviewers_js__WEBPACK_IMPORTED_MODULE_1__/* .reviewerKey */ .rZ)) {
            const byUs = (0,_pr_trust_js__WEBPACK_IMPORTED_MODULE_4__/* .isViewer */ .Z$)(node.actor, view.viewer);
            if (node.__typename === 'ReviewRequestedEvent' && byUs)
                ours.add(key);
            else
                ours.delete(key);
        }
    }
    return { pending, ours };
}
async function setDraft(github, view, draft) {
    const what = draft ? 'convert the pull request to a draft' : 'mark the pull request ready for review';
    if ((await github.setDraft(view.nodeId, draft)) === 'forbidden') {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .ConfigurationError */ .j1(`The token may not ${what} (Resource not accessible by integration). GitHub asks for \`contents: write\` ` +
            "beside `pull-requests: write` for it: add both to the job's `permissions:` block, or leave 'draft' out of 'ready-mark'.");
    }
    view.isDraft = draft;
}
/**
 * Marks the PR ready in every configured way. The caller has judged the PR's current head landable; the
 * PR's author is never asked to review (GitHub refuses), and is reported as left out.
 */
async function setReadyMark(github, repo, view, settings) {
    // Observe mode (`../enforcement.ts`): no label, draft change or review request.
    if (github.observing)
        return noChange();
    const change = noChange();
    const modes = new Set(settings.modes);
    if (modes.has('label'))
        change.labelAdded = await addLabel(github, repo, view, settings.label);
    if (modes.has('draft') && view.isDraft) {
        await setDraft(github, view, false);
        change.madeReady = true;
    }
    if (modes.has('reviewers')) {
        const author = view.author.toLowerCase();
        const wanted = reviewersFor(settings, repo);
        change.leftOut = wanted.filter((r) => r.kind === 'user' && r.login.toLowerCase() === author);
        const askable = wanted.filter((r) => !change.leftOut.includes(r));
        const known = view.reviewRequests ? new Set(view.reviewRequests.map(reviewerKey)) : undefined;
        // Every configured reviewer already asked (by anyone): nothing to read, nothing to write.
        if (known === undefined || askable.some((r) => !known.has(reviewerKey(r)))) {
            const { pending, ours } = await readRequests(github, repo, view);
            const ask = askable.filter((r) => !pending.has(reviewerKey(r)) && !ours.has(reviewerKey(r)));
            if (ask.length > 0) {
                await requestReviewers(github, repo, view.number, ask);
                change.requested = ask;
            }
        }
    }
    return change;
}
/**
 * Takes the mark back, whatever made it stop holding: the label goes (whoever added it), a PR ready for
 * review becomes a draft, and mergexo's own pending review requests are removed. Idempotent.
 */
async function takeBackReadyMark(github, repo, view, settings) {
    if (github.observing)
        return noChange();
    const change = noChange();
    const modes = new Set(settings.modes);
    // The notifications go first: a reviewer must not be left asked to review a PR that cannot land.
    if (modes.has('reviewers')) {
        const wanted = reviewersFor(settings, repo);
        const known = view.reviewRequests ? new Set(view.reviewRequests.map(_pr_reviewers_js__WEBPACK_IMPORTED_MODULE_1__/* .reviewerKey */ .rZ)) : undefined;
        if (known === undefined || wanted.some((r) => known.has((0,_pr_reviewers_js__WEBPACK_IMPORTED_MODULE_1__/* .reviewerKey */ .rZ)(r)))) {
            const { pending, ours } = await readRequests(github, repo, view);
            const drop = wanted.filter((r) => pending.has((0,_pr_reviewers_js__WEBPACK_IMPORTED_MODULE_1__/* .reviewerKey */ .rZ)(r)) && ours.has((0,_pr_reviewers_js__WEBPACK_IMPORTED_MODULE_1__/* .reviewerKey */ .rZ)(r)));
            if (drop.length > 0) {
                await github.removeReviewers(repo, view.number, ...(0,_pr_reviewers_js__WEBPACK_IMPORTED_MODULE_1__/* .splitReviewers */ .Be)(drop));
                change.unrequested = drop;
            }
        }
    }
    if (modes.has('label'))
        change.labelRemoved = await (0,_pr_labels_js__WEBPACK_IMPORTED_MODULE_5__/* .removeLabel */ .tA)(github, repo, view, settings.label);
    if (modes.has('draft') && !view.isDraft) {
        await setDraft(github, view, true);
        change.madeDraft = true;
    }
    return change;
}


/***/ }),

/***/ 844:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Sy: () => (/* binding */ writeSummary),
/* harmony export */   n0: () => (/* binding */ setOutputs),
/* harmony export */   vy: () => (/* binding */ failStep)
/* harmony export */ });
/* harmony import */ var _runner_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(6306);
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

/***/ 6306:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  Yz: () => (/* binding */ debug),
  V4: () => (/* binding */ getInput),
  pq: () => (/* binding */ info),
  C1: () => (/* binding */ setFailed),
  uH: () => (/* binding */ setOutput),
  Pq: () => (/* binding */ setSecret),
  z: () => (/* binding */ summary),
  $e: () => (/* binding */ warning)
});

// UNUSED EXPORTS: endGroup, error, startGroup

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __nccwpck_require__(7598);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __nccwpck_require__(3024);
;// CONCATENATED MODULE: external "node:os"
const external_node_os_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:os");
;// CONCATENATED MODULE: ./src/core/runner.ts
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
    process.stdout.write(`::${command}${keys.length > 0 ? ` ${props}` : ''}::${escapeData(message)}${external_node_os_namespaceObject.EOL}`);
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
        process.stdout.write(external_node_os_namespaceObject.EOL);
        issueCommand('set-output', { name }, toCommandValue(value));
        return;
    }
    if (!(0,external_node_fs_.existsSync)(file))
        throw new Error(`Missing file at path: ${file}`);
    const delimiter = `ghadelimiter_${(0,external_node_crypto_.randomUUID)()}`;
    const text = toCommandValue(value);
    // A value cannot end the heredoc early: the delimiter is random and checked.
    if (name.includes(delimiter))
        throw new Error(`Unexpected input: name should not contain the delimiter "${delimiter}"`);
    if (text.includes(delimiter))
        throw new Error(`Unexpected input: value should not contain the delimiter "${delimiter}"`);
    (0,external_node_fs_.appendFileSync)(file, `${name}<<${delimiter}${external_node_os_namespaceObject.EOL}${text}${external_node_os_namespaceObject.EOL}${delimiter}${external_node_os_namespaceObject.EOL}`, { encoding: 'utf8' });
}
function info(message) {
    process.stdout.write(message + external_node_os_namespaceObject.EOL);
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
            this.buffer += external_node_os_namespaceObject.EOL;
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
            await external_node_fs_.promises.access(file, external_node_fs_.constants.R_OK | external_node_fs_.constants.W_OK);
        }
        catch {
            throw new Error(`Unable to access summary file: '${file}'. Check if the file has correct read/write permissions.`);
        }
        await external_node_fs_.promises.appendFile(file, this.buffer, { encoding: 'utf8' });
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

// EXTERNAL MODULE: ./src/core/runner.ts + 1 modules
var runner = __nccwpck_require__(6306);
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
/* harmony export */   Ar: () => (/* binding */ htmlLink),
/* harmony export */   BP: () => (/* binding */ logLine),
/* harmony export */   LS: () => (/* binding */ plural),
/* harmony export */   OG: () => (/* binding */ logLines),
/* harmony export */   bC: () => (/* binding */ mdText),
/* harmony export */   h8: () => (/* binding */ htmlCode),
/* harmony export */   js: () => (/* binding */ htmlText),
/* harmony export */   xs: () => (/* binding */ mdCode)
/* harmony export */ });
/* unused harmony exports visible, defuse, mdFence, safeUrl, mdLink, shellWord, plainLine */
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

/***/ 3513:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   BR: () => (/* binding */ refusalCounts),
/* harmony export */   H: () => (/* binding */ forgivenBecause),
/* harmony export */   Qo: () => (/* binding */ decideGuard),
/* harmony export */   TI: () => (/* binding */ decideUnblock),
/* harmony export */   lm: () => (/* binding */ NO_POLICY)
/* harmony export */ });
/* unused harmony export lostRewrite */
const NO_POLICY = { allowedActors: [], author: '' };
/** Why a witnessed rewrite is accepted, or undefined when it counts. Only the timeline's record is forgiven. */
function forgivenBecause(r, policy) {
    if (r.source !== 'timeline')
        return undefined;
    const at = Date.parse(r.at);
    if (policy.enforcedSince !== undefined && Number.isFinite(at) && at < policy.enforcedSince)
        return 'enforced-since';
    const actor = r.actor?.toLowerCase();
    if (actor !== undefined &&
        actor === policy.author.toLowerCase() &&
        policy.allowedActors.some((a) => a.toLowerCase() === actor)) {
        return 'allowed-actor';
    }
    return undefined;
}
const NO_WITNESS = { forcePushes: 0, hiddenRewrites: [] };
/** A block on a witnessed force-push whose overwritten head GitHub no longer has (see `BlockCause`). */
function lostRewrite(state) {
    return state.cause?.kind === 'overwritten-head-gone';
}
/** The facts of the rewrites a block names: what the block comment states, never re-read. */
function sightings(rewrites) {
    return rewrites.map((r) => ({ source: r.source, by: r.by, at: r.at }));
}
/**
 * Refusals are personal: a refusal counts against a new PR's first head only when it was written for a
 * PR from the same head branch or the same author, so a stranger who pushed a victim's commit under
 * their own PR, got it refused and closed the PR blocks nobody. `refused` undefined: a check written by
 * an earlier version, which names no PR; it counts (fail closed).
 */
function refusalCounts(refused, pull) {
    if (refused === undefined)
        return true;
    return refused.some((r) => r.branch === pull.branch || r.author.toLowerCase() === pull.author.toLowerCase());
}
/**
 * The contract's rule: the first head seen is accepted; a head is accepted iff the last
 * accepted head is its ancestor or equal to it; anything else blocks, and a blocked PR stays
 * blocked whatever is pushed next until an operator unblocks it.
 * `ancestry` is how `head` relates to `state.accepted` (absent only when there is no state).
 */
function decideGuard(state, head, ancestry, witnessed = NO_WITNESS, policy = NO_POLICY) {
    // Rewrites the repository accepts (`RewritePolicy`) are left out of the witness: they never block.
    const forgiven = witnessed.hiddenRewrites.filter((r) => forgivenBecause(r, policy) !== undefined);
    const witness = { ...witnessed, hiddenRewrites: witnessed.hiddenRewrites.filter((r) => !forgiven.includes(r)) };
    // Absent means none: states written before any force-push read exactly as they always did.
    const seen = witness.forcePushes > 0 ? { forcePushesSeen: witness.forcePushes } : {};
    const blocked = (transition, next) => ({
        verdict: 'blocked',
        transition,
        next: { ...next, ...seen },
        newlyBlocked: true,
    });
    const overwritten = [...new Set(witness.hiddenRewrites.flatMap((r) => (r.before ? [r.before] : [])))];
    /** Blocked on a witnessed rewrite: restoring history means bringing the overwritten heads back. */
    const rewriteWitnessed = (accepted) => ({
        status: 'blocked',
        accepted,
        observed: head,
        rewrite: head,
        overwritten,
        ...(overwritten.length === 0
            ? { cause: { kind: 'overwritten-head-gone', rewrites: sightings(witness.hiddenRewrites) } }
            : {}),
    });
    if (!state) {
        // "First seen" is not trust: a head mergexo already refused, or a branch GitHub saw rewritten,
        // is not a new PR's first head whatever the (missing) record says.
        if (witness.refusedHead) {
            const refusedHead = witness.refusedHead;
            return blocked('first', { status: 'blocked', accepted: head, observed: head, rewrite: head, refusedHead });
        }
        if (witness.hiddenRewrites.length > 0)
            return blocked('diverged', rewriteWitnessed(overwritten.at(-1) ?? head));
        return {
            verdict: 'accepted',
            transition: 'first',
            next: { status: 'accepted', accepted: head, via: 'first', ...seen },
            ...(forgiven.length > 0 ? { forgiven } : {}),
        };
    }
    const transition = ancestry ?? (head === state.accepted ? 'identical' : 'diverged');
    if (state.status === 'blocked') {
        return { verdict: 'blocked', transition, next: { ...state, observed: head }, newlyBlocked: false };
    }
    if (transition !== 'identical' && transition !== 'ahead') {
        // Every force-push that left the accepted head behind is on the timeline, and counts unless forgiven: with
        // none left and one forgiven, the forgiven ones made this head, which becomes the new baseline.
        if (forgiven.length > 0 && witness.hiddenRewrites.length === 0) {
            return {
                verdict: 'accepted',
                transition,
                next: { status: 'accepted', accepted: head, via: 'ahead', ...seen },
                forgiven,
            };
        }
        return blocked(transition, { status: 'blocked', accepted: state.accepted, observed: head, rewrite: head });
    }
    if (witness.hiddenRewrites.length > 0) {
        // The head still descends from the accepted one, but GitHub saw the branch rewritten since:
        // commits pushed after it were dropped. Append-only means those come back too.
        return blocked('diverged', rewriteWitnessed(state.accepted));
    }
    const also = forgiven.length > 0 ? { forgiven } : {};
    if (transition === 'identical')
        return { verdict: 'accepted', transition, next: { ...state, ...seen }, ...also };
    return {
        verdict: 'accepted',
        transition,
        next: { status: 'accepted', accepted: head, via: 'ahead', ...seen },
        ...also,
    };
}
/**
 * Unblocking either finds history restored (the head descends from the last accepted head
 * again) or takes an explicit `acceptHead`, which must be the PR's current head so that a
 * push racing the operator cannot be accepted unseen.
 */
function decideUnblock(input) {
    const { state, head, acceptHead } = input;
    const seen = input.forcePushes ? { forcePushesSeen: input.forcePushes } : {};
    const ancestry = input.overwrittenRestored === false ? 'diverged' : input.ancestry;
    const refuse = (reason) => ({ ok: false, reason });
    if (acceptHead !== undefined && acceptHead !== head)
        return refuse({ kind: 'head-moved', acceptHead, head });
    if (!state)
        return refuse({ kind: 'no-record' });
    const restored = ancestry === 'identical' || ancestry === 'ahead';
    const unblocked = (how) => ({
        ok: true,
        how,
        next: { status: 'accepted', accepted: head, via: 'unblocked', ...seen },
    });
    if (state.status === 'accepted') {
        return restored || acceptHead !== undefined
            ? unblocked('already-accepted')
            : refuse({ kind: 'not-blocked', head, accepted: state.accepted });
    }
    if (acceptHead !== undefined)
        return unblocked('accepted-head');
    if (state.refusedHead)
        return refuse({ kind: 'refused-head', refusedHead: state.refusedHead, head });
    if (state.cause?.kind === 'overwritten-head-gone') {
        return refuse({ kind: 'overwritten-head-gone', rewrites: state.cause.rewrites, head });
    }
    if (restored)
        return unblocked('restored');
    return refuse({ kind: 'not-restored', head, accepted: state.accepted });
}


/***/ }),

/***/ 9410:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   _3: () => (/* binding */ evaluate),
/* harmony export */   bf: () => (/* binding */ ownerOf)
/* harmony export */ });
/* unused harmony exports recordOn, witnessOf */
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(2721);
/* harmony import */ var _decide_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(3513);
/* harmony import */ var _state_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(7716);



/** Who a PR is, as a refusal names it: its author and `owner/name:branch` of its head. */
function ownerOf(pull) {
    return { author: pull.author, branch: `${pull.headRepository ?? '(deleted fork)'}:${pull.headRef}` };
}
/**
 * What mergexo's verdict check on a PR's head says of it: the copy of its state the check carries, or for a
 * check of an earlier version (no copy), that the PR passed on that head (then the head was accepted).
 */
function recordOn(verdict, number, head) {
    if (!verdict)
        return {};
    const copy = copiedState(verdict.text, number);
    if (copy)
        return { copy };
    return verdict.conclusion === 'success' || passedIn(verdict.text, number) ? { lastHead: head } : {};
}
/**
 * The state and how the head relates to it. A state known from the record or the copy must be comparable
 * (the port's error says why not); one taken from `lastHead` only, which GitHub no longer has, tells
 * nothing: the head is judged on the witnesses alone, as a first head.
 */
async function stateAndAncestry(ports) {
    const { pull, head, copy, lastHead, git } = ports;
    const known = (0,_state_js__WEBPACK_IMPORTED_MODULE_1__/* .readGuardState */ .F3)(pull, undefined, copy);
    if (known)
        return { state: known, ancestry: await git.ancestry(known.accepted, head) };
    const state = (0,_state_js__WEBPACK_IMPORTED_MODULE_1__/* .readGuardState */ .F3)(pull, lastHead, copy);
    if (!state)
        return { state, ancestry: undefined };
    try {
        return { state, ancestry: await git.ancestry(state.accepted, head) };
    }
    catch (e) {
        if (e instanceof _core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UndecidableError */ .N3)
            return { state: undefined, ancestry: undefined };
        throw e;
    }
}
/**
 * GitHub's own record of the head's moves, beside mergexo's state: every force-push on the PR timeline that
 * the state has not accounted for, and the event's `before` (the head this push replaced). A rewrite seen by
 * any witness blocks, whatever the record says. A force-push that overwrote the accepted head (the usual
 * one) is settled by `ancestry`, already known, with no second question to git.
 */
async function witnessOf(ports, state, ancestry) {
    const { pull, head, pushed, git } = ports;
    const witness = { forcePushes: pull.forcePushes.length, hiddenRewrites: [] };
    if (state?.status === 'blocked')
        return witness;
    const headContains = async (commit) => state && ancestry && commit === state.accepted
        ? ancestry === 'identical' || ancestry === 'ahead'
        : git.contains(commit, head);
    const hidden = [];
    for (const push of pull.forcePushes.slice(state?.forcePushesSeen ?? 0)) {
        // A head GitHub recorded as overwritten and no longer has cannot be shown to be kept: hidden.
        if (push.before && (await headContains(push.before)) === true)
            continue;
        hidden.push({
            before: push.before,
            at: push.at,
            by: push.by,
            ...(push.actor ? { actor: push.actor } : {}),
            source: 'timeline',
        });
    }
    const before = pushed?.before;
    if (state &&
        before !== undefined &&
        _state_js__WEBPACK_IMPORTED_MODULE_1__/* .SHA */ .hG.test(before) &&
        before !== state.accepted &&
        !hidden.some((h) => h.before === before) &&
        // The payload is the weaker witness: only a definite "not contained" counts.
        (await headContains(before)) === false) {
        hidden.push({ before, at: '', by: pushed?.by || 'someone', source: 'event' });
    }
    witness.hiddenRewrites = hidden;
    if (!state && hidden.length === 0) {
        // Only a PR with no record is at risk of a "first seen" acceptance; one request settles it.
        // A refusal that says this PR passed on the commit (another PR on it was refused) is no
        // refusal of this PR's head, nor is one written for a stranger's PR (refusals are personal).
        const newest = await ports.newestVerdict(head);
        if (newest?.conclusion === 'failure' &&
            !(0,_state_js__WEBPACK_IMPORTED_MODULE_1__/* .passedIn */ .eN)(newest.text, pull.number) &&
            (0,_decide_js__WEBPACK_IMPORTED_MODULE_0__/* .refusalCounts */ .BR)((0,_state_js__WEBPACK_IMPORTED_MODULE_1__/* .refusalsIn */ .z0)(newest.text), ownerOf(pull))) {
            witness.refusedHead = newest.url || `check run ${newest.id}`;
        }
    }
    return witness;
}
/**
 * Judges `ports.head`: the state from the PR's record, mergexo's copy and GitHub's witnesses
 * (`readGuardState`), how the head relates to it, what the witnesses saw since, and the contract's rule
 * (`decideGuard`) on all of it.
 */
async function evaluate(ports) {
    const { state, ancestry } = await stateAndAncestry(ports);
    const witness = await witnessOf(ports, state, ancestry);
    const decision = (0,_decide_js__WEBPACK_IMPORTED_MODULE_0__/* .decideGuard */ .Qo)(state, ports.head, ancestry, witness, ports.policy ?? _decide_js__WEBPACK_IMPORTED_MODULE_0__/* .NO_POLICY */ .lm);
    return { state, ancestry, decision };
}


/***/ }),

/***/ 519:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   $b: () => (/* binding */ verdictReader),
/* harmony export */   gW: () => (/* binding */ githubGit),
/* harmony export */   uG: () => (/* binding */ newestVerdict),
/* harmony export */   z5: () => (/* binding */ compareWithAccepted)
/* harmony export */ });
/* harmony import */ var _core_compare_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(6691);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(2721);
/* harmony import */ var _core_github_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(8455);
/* harmony import */ var _core_pr_commit_verdict_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(3519);
/* harmony import */ var _messages_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(5829);
/**
 * The action's ports for `evaluate` (`evaluate.ts`): git's questions answered by the PR's commit list or
 * GitHub's compare, mergexo's verdict checks read through core's gateway. Each GitHub call sits in one small
 * function of its own.
 */





/**
 * mergexo's newest verdict check on `commit` (its copy of the state rides on it); none when GitHub does
 * not have the commit (an event's `before` can be gone).
 */
async function newestVerdict(ctx, commit, viewer) {
    try {
        return (await (0,_core_pr_commit_verdict_js__WEBPACK_IMPORTED_MODULE_1__/* .ownCheckRuns */ .DS)(ctx.github, ctx.repo, commit, ctx.settings.checkName, viewer))[0];
    }
    catch (e) {
        const status = (0,_core_github_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .httpStatus */ .nG)(e);
        if (status === 404 || status === 422)
            return undefined;
        throw e;
    }
}
/** mergexo's newest verdict on each commit, read once per judgement: the copy search and the refusal share it. */
function verdictReader(ctx, viewer) {
    const read = new Map();
    return (commit) => {
        const known = read.get(commit) ?? newestVerdict(ctx, commit, viewer);
        read.set(commit, known);
        return known;
    };
}
/** When the accepted commit is gone from GitHub, the way forward is an operator's accept-head. */
async function compareWithAccepted(ctx, accepted, head, number) {
    try {
        return (await (0,_core_compare_js__WEBPACK_IMPORTED_MODULE_3__/* .compareCommits */ .k)(ctx.github, ctx.repo, accepted, head)).status;
    }
    catch (e) {
        if (!(e instanceof _core_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .UndecidableError */ .N3))
            throw e;
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .UndecidableError */ .N3((0,_messages_js__WEBPACK_IMPORTED_MODULE_2__/* .acceptedHeadGoneAdvice */ .XV)(e.message, number, head));
    }
}
/** Whether `head` contains `commit` by GitHub's compare; `unknown` when GitHub no longer has the commit. */
async function comparedContains(ctx, commit, head) {
    try {
        const { status } = await (0,_core_compare_js__WEBPACK_IMPORTED_MODULE_3__/* .compareCommits */ .k)(ctx.github, ctx.repo, commit, head);
        return status === 'identical' || status === 'ahead';
    }
    catch (e) {
        if (e instanceof _core_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .UndecidableError */ .N3)
            return 'unknown';
        throw e;
    }
}
/** git's questions about the PR, from its commit list when it can tell, else GitHub's compare. */
function githubGit(ctx, snapshot) {
    const commits = snapshot.recentCommits ?? [];
    return {
        ancestry: async (accepted, head) => (0,_core_compare_js__WEBPACK_IMPORTED_MODULE_3__/* .ancestryFromPullCommits */ .R)(accepted, head, commits) ??
            (await compareWithAccepted(ctx, accepted, head, snapshot.number)),
        contains: async (commit, head) => (0,_core_compare_js__WEBPACK_IMPORTED_MODULE_3__/* .ancestryFromPullCommits */ .R)(commit, head, commits) ? true : comparedContains(ctx, commit, head),
    };
}


/***/ }),

/***/ 8732:
/***/ ((module, __unused_webpack___webpack_exports__, __nccwpck_require__) => {

__nccwpck_require__.a(module, async (__webpack_handle_async_dependencies__, __webpack_async_result__) => { try {
/* harmony import */ var _core_runner_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(6306);
/* harmony import */ var _core_action_inputs_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(6512);
/* harmony import */ var _core_enforcement_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(3050);
/* harmony import */ var _core_entrypoint_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(7736);
/* harmony import */ var _core_report_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(844);
/* harmony import */ var _core_run_context_js__WEBPACK_IMPORTED_MODULE_5__ = __nccwpck_require__(3539);
/* harmony import */ var _core_shell_js__WEBPACK_IMPORTED_MODULE_6__ = __nccwpck_require__(1375);
/* harmony import */ var _core_merge_group_js__WEBPACK_IMPORTED_MODULE_7__ = __nccwpck_require__(8329);
/* harmony import */ var _messages_js__WEBPACK_IMPORTED_MODULE_8__ = __nccwpck_require__(5829);
/* harmony import */ var _operator_js__WEBPACK_IMPORTED_MODULE_9__ = __nccwpck_require__(4137);
/* harmony import */ var _settings_js__WEBPACK_IMPORTED_MODULE_10__ = __nccwpck_require__(2160);
/* harmony import */ var _merge_group_js__WEBPACK_IMPORTED_MODULE_11__ = __nccwpck_require__(1371);
/* harmony import */ var _shell_js__WEBPACK_IMPORTED_MODULE_12__ = __nccwpck_require__(2309);













const EVENTS = ['pull_request', 'pull_request_target', 'workflow_dispatch', 'merge_group'];
await (0,_core_entrypoint_js__WEBPACK_IMPORTED_MODULE_3__/* .runEntrypoint */ .ac)('history-guard', async () => {
    const event = (0,_core_run_context_js__WEBPACK_IMPORTED_MODULE_5__/* .readRunContext */ .$p)(process.env);
    (0,_core_run_context_js__WEBPACK_IMPORTED_MODULE_5__/* .requireEvent */ .M9)(event, 'history-guard', EVENTS);
    const settings = (0,_settings_js__WEBPACK_IMPORTED_MODULE_10__/* .parseSettings */ .P)(_core_action_inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .actionInputs */ .e, event.eventName);
    (0,_core_entrypoint_js__WEBPACK_IMPORTED_MODULE_3__/* .maskToken */ .gg)(settings.token);
    // Observe mode governs what mergexo does on its own; an operator's list or unblock is a person's act,
    // carried out as asked (docs/operators.md).
    const enforcement = settings.mode === 'guard' ? settings.enforcement : 'enforce';
    (0,_core_enforcement_js__WEBPACK_IMPORTED_MODULE_2__/* .declareRunEnforcement */ .gn)(enforcement);
    if (enforcement !== settings.enforcement)
        _core_runner_js__WEBPACK_IMPORTED_MODULE_0__/* .info */ .pq(_messages_js__WEBPACK_IMPORTED_MODULE_8__/* .OPERATOR_ENFORCES_LINE */ .gH);
    const ctx = {
        ...(await (0,_core_shell_js__WEBPACK_IMPORTED_MODULE_6__/* .shellContext */ .G8)('history-guard', settings.token, event, enforcement)),
        event,
        settings,
    };
    if (settings.mode === 'guard' && event.eventName === 'merge_group') {
        const group = (0,_core_merge_group_js__WEBPACK_IMPORTED_MODULE_7__/* .requireMergeGroup */ .Lk)(event);
        const result = await (0,_merge_group_js__WEBPACK_IMPORTED_MODULE_11__/* .guardMergeGroup */ .f)(ctx, group);
        const own = result.members.find((m) => m.number === result.number)?.guard;
        (0,_core_report_js__WEBPACK_IMPORTED_MODULE_4__/* .setOutputs */ .n0)({
            verdict: result.verdict,
            'expected-head': own?.expectedHead ?? '',
            'observed-head': own?.observedHead ?? '',
            transition: own?.transition ?? '',
        });
        await (0,_core_report_js__WEBPACK_IMPORTED_MODULE_4__/* .writeSummary */ .Sy)((0,_messages_js__WEBPACK_IMPORTED_MODULE_8__/* .groupSummary */ .Y3)(group, result));
        if (result.verdict === 'blocked')
            (0,_core_report_js__WEBPACK_IMPORTED_MODULE_4__/* .failStep */ .vy)((0,_messages_js__WEBPACK_IMPORTED_MODULE_8__/* .groupFailure */ .Kn)(group, result));
        return;
    }
    if (settings.mode === 'guard') {
        if (event.payload.action === 'closed') {
            _core_runner_js__WEBPACK_IMPORTED_MODULE_0__/* .info */ .pq(_messages_js__WEBPACK_IMPORTED_MODULE_8__/* .CLOSED_LINE */ .YV);
            (0,_core_report_js__WEBPACK_IMPORTED_MODULE_4__/* .setOutputs */ .n0)({ verdict: 'accepted', 'expected-head': '', 'observed-head': '', transition: 'identical' });
            return;
        }
        const number = (0,_core_run_context_js__WEBPACK_IMPORTED_MODULE_5__/* .pullRequestNumberOf */ .Bn)(event, 'history-guard', 'guards pull_request and pull_request_target events; its operator modes run on workflow_dispatch');
        const result = await (0,_shell_js__WEBPACK_IMPORTED_MODULE_12__/* .guardPullRequest */ .i)(ctx, number);
        (0,_core_report_js__WEBPACK_IMPORTED_MODULE_4__/* .setOutputs */ .n0)({
            verdict: result.verdict,
            'expected-head': result.expectedHead,
            'observed-head': result.observedHead,
            transition: result.transition,
        });
        await (0,_core_report_js__WEBPACK_IMPORTED_MODULE_4__/* .writeSummary */ .Sy)((0,_messages_js__WEBPACK_IMPORTED_MODULE_8__/* .guardSummary */ .cs)(number, result));
        if (result.verdict === 'blocked')
            (0,_core_report_js__WEBPACK_IMPORTED_MODULE_4__/* .failStep */ .vy)((0,_messages_js__WEBPACK_IMPORTED_MODULE_8__/* .guardFailure */ .of)(number, result));
        return;
    }
    await (0,_operator_js__WEBPACK_IMPORTED_MODULE_9__/* .authorizeOperator */ .CU)(ctx);
    if (settings.mode === 'list') {
        const blocked = await (0,_operator_js__WEBPACK_IMPORTED_MODULE_9__/* .listBlocked */ .F5)(ctx);
        (0,_core_report_js__WEBPACK_IMPORTED_MODULE_4__/* .setOutputs */ .n0)({ verdict: 'listed', blocked, 'expected-head': '', 'observed-head': '', transition: '' });
        await (0,_core_report_js__WEBPACK_IMPORTED_MODULE_4__/* .writeSummary */ .Sy)((0,_messages_js__WEBPACK_IMPORTED_MODULE_8__/* .listSummary */ .$m)(blocked));
        for (const line of (0,_messages_js__WEBPACK_IMPORTED_MODULE_8__/* .blockedListLines */ .KT)(blocked))
            _core_runner_js__WEBPACK_IMPORTED_MODULE_0__/* .info */ .pq(line);
        return;
    }
    const outcomes = settings.all
        ? await (0,_operator_js__WEBPACK_IMPORTED_MODULE_9__/* .unblockAll */ .ij)(ctx)
        : [await (0,_operator_js__WEBPACK_IMPORTED_MODULE_9__/* .unblockPullRequest */ .Bu)(ctx, settings.pullRequest, settings.acceptHead)];
    const single = outcomes.length === 1 && !settings.all ? outcomes[0] : undefined;
    (0,_core_report_js__WEBPACK_IMPORTED_MODULE_4__/* .setOutputs */ .n0)({
        verdict: outcomes.every((o) => o.unblocked) ? 'unblocked' : 'blocked',
        'expected-head': '',
        'observed-head': single?.head ?? '',
        transition: '',
        unblocked: outcomes.filter((o) => o.unblocked).map((o) => o.number),
    });
    await (0,_core_report_js__WEBPACK_IMPORTED_MODULE_4__/* .writeSummary */ .Sy)((0,_messages_js__WEBPACK_IMPORTED_MODULE_8__/* .unblockSummary */ .rh)(outcomes));
    const refused = outcomes.filter((o) => !o.unblocked);
    if (single && !single.unblocked) {
        _core_runner_js__WEBPACK_IMPORTED_MODULE_0__/* .setFailed */ .C1((0,_messages_js__WEBPACK_IMPORTED_MODULE_8__/* .unblockFailure */ .Jl)(single));
    }
    else if (refused.length) {
        _core_runner_js__WEBPACK_IMPORTED_MODULE_0__/* .warning */ .$e((0,_messages_js__WEBPACK_IMPORTED_MODULE_8__/* .unblockWarning */ .FY)(refused));
    }
});

__webpack_async_result__();
} catch(e) { __webpack_async_result__(e); } }, 1);

/***/ }),

/***/ 1371:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   f: () => (/* binding */ guardMergeGroup)
/* harmony export */ });
/* harmony import */ var _core_pr_checks_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(2974);
/* harmony import */ var _core_compare_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(6691);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_5__ = __nccwpck_require__(2721);
/* harmony import */ var _core_merge_group_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(8329);
/* harmony import */ var _messages_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(5829);
/* harmony import */ var _shell_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(2309);
/* harmony import */ var _core_github_port_js__WEBPACK_IMPORTED_MODULE_6__ = __nccwpck_require__(4269);
/**
 * history-guard on a merge group: the queue waits for `mergexo/history-guard` on the group commit.
 *
 *
 * A group holds the PR its ref
 * names and every PR ahead of it in the queue (with "only merge non-failing pull requests" off, GitHub merges
 * those too once this group passes), so each of them is judged:
 *
 * - re-judged now, exactly as on a push (its state, label, comments and the check on its own head): a PR that
 *   is blocked, or whose head was rewritten since it was queued, fails the group;
 * - its accepted head must be in the group commit's history: the queue builds the group from the PR head
 *   merged onto the base, so a group that does not contain it (the head moved on since the group was built,
 *   or the queue squashes or rebases, which rebuilds the PR's commits) carries history history-guard did not
 *   accept, and fails.
 *
 * The group passes only when every PR in it does; not knowing which PRs it holds fails it.
 */







/** Whether the group commit's history holds `head`; `unknown` when GitHub cannot tell. */
async function groupContains(ctx, head, group) {
    try {
        const { status } = await (0,_core_compare_js__WEBPACK_IMPORTED_MODULE_4__/* .compareCommits */ .k)(ctx.github, ctx.repo, head, group);
        return status === 'identical' || status === 'ahead';
    }
    catch (e) {
        if (e instanceof _core_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .ConfigurationError */ .j1)
            throw e;
        return 'unknown';
    }
}
async function judgeMember(ctx, number, group) {
    let guard;
    try {
        guard = await (0,_shell_js__WEBPACK_IMPORTED_MODULE_3__/* .guardPullRequest */ .i)(ctx, number);
    }
    catch (e) {
        if (e instanceof _core_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .ConfigurationError */ .j1)
            throw e;
        return { number, pass: false, reason: { kind: 'unjudged', error: (0,_core_github_port_js__WEBPACK_IMPORTED_MODULE_6__/* .githubWords */ .t)((0,_core_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .errorMessage */ .gJ)(e)) } };
    }
    if (guard.verdict !== 'accepted') {
        const reason = guard.ownVerdict === 'accepted'
            ? { kind: 'shares-blocked-head' }
            : { kind: 'blocked', transition: guard.transition };
        return { number, pass: false, reason, guard };
    }
    const held = await groupContains(ctx, guard.observedHead, group.headSha);
    if (held === true)
        return { number, pass: true, guard };
    const reason = {
        kind: held === 'unknown' ? 'uncompared' : 'not-in-group',
        head: guard.observedHead,
    };
    return { number, pass: false, reason, guard };
}
/** Judges every PR of the merge group and answers on the group commit (it heads no PR: a plain verdict). */
async function guardMergeGroup(ctx, group) {
    const { event } = ctx;
    const detailsUrl = event.runId
        ? `${event.serverUrl}/${event.owner}/${event.repo}/actions/runs/${event.runId}`
        : undefined;
    const answer = async (result) => {
        const text = (0,_messages_js__WEBPACK_IMPORTED_MODULE_2__/* .groupCheckText */ .VV)(group, result);
        await (0,_core_pr_checks_js__WEBPACK_IMPORTED_MODULE_0__/* .writeVerdict */ .P1)(ctx.github, ctx.repo, {
            name: ctx.settings.checkName,
            headSha: group.headSha,
            conclusion: result.verdict === 'accepted' ? 'success' : 'failure',
            ...text,
            ...(detailsUrl ? { detailsUrl } : {}),
        });
        return result;
    };
    const number = (0,_core_merge_group_js__WEBPACK_IMPORTED_MODULE_1__/* .mergeGroupPullNumber */ .wZ)(group.headRef);
    if (number === undefined) {
        return answer({
            verdict: 'blocked',
            members: [],
            why: { kind: 'unnamed' },
        });
    }
    const base = (0,_core_merge_group_js__WEBPACK_IMPORTED_MODULE_1__/* .mergeGroupBase */ .fU)(group);
    let ahead;
    try {
        if (!base)
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .UndecidableError */ .N3(_messages_js__WEBPACK_IMPORTED_MODULE_2__/* .NO_GROUP_BASE_REASON */ .zw);
        ahead = await (0,_core_merge_group_js__WEBPACK_IMPORTED_MODULE_1__/* .pullsAheadInQueue */ .AQ)(ctx.github, ctx.repo, base, number);
    }
    catch (e) {
        if (e instanceof _core_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .ConfigurationError */ .j1) {
            await answer({
                verdict: 'blocked',
                number,
                members: [],
                why: { kind: 'configuration', error: e.message },
            });
            throw e;
        }
        return answer({
            verdict: 'blocked',
            number,
            members: [],
            why: { kind: 'unlisted', error: (0,_core_github_port_js__WEBPACK_IMPORTED_MODULE_6__/* .githubWords */ .t)((0,_core_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .errorMessage */ .gJ)(e)) },
        });
    }
    const members = [];
    try {
        for (const n of [...ahead, number]) {
            ctx.log.info((0,_messages_js__WEBPACK_IMPORTED_MODULE_2__/* .judgingGroupMemberLine */ .QA)(n, group.headSha));
            members.push(await judgeMember(ctx, n, group));
        }
    }
    catch (e) {
        if (e instanceof _core_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .ConfigurationError */ .j1) {
            await answer({ verdict: 'blocked', number, members, why: { kind: 'configuration', error: e.message } });
        }
        throw e;
    }
    return answer({ verdict: members.every((m) => m.pass) ? 'accepted' : 'blocked', number, members });
}


/***/ }),

/***/ 5829:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   $m: () => (/* binding */ listSummary),
/* harmony export */   Ep: () => (/* binding */ staysBlockedText),
/* harmony export */   FY: () => (/* binding */ unblockWarning),
/* harmony export */   Jl: () => (/* binding */ unblockFailure),
/* harmony export */   KD: () => (/* binding */ readyTakenBackLine),
/* harmony export */   KT: () => (/* binding */ blockedListLines),
/* harmony export */   Kn: () => (/* binding */ groupFailure),
/* harmony export */   QA: () => (/* binding */ judgingGroupMemberLine),
/* harmony export */   S6: () => (/* binding */ blockCommentText),
/* harmony export */   UC: () => (/* binding */ unblockCheckText),
/* harmony export */   VV: () => (/* binding */ groupCheckText),
/* harmony export */   XV: () => (/* binding */ acceptedHeadGoneAdvice),
/* harmony export */   Y3: () => (/* binding */ groupSummary),
/* harmony export */   YN: () => (/* binding */ unblockedCommentText),
/* harmony export */   YV: () => (/* binding */ CLOSED_LINE),
/* harmony export */   ZP: () => (/* binding */ notDefaultBranchReason),
/* harmony export */   ZY: () => (/* binding */ NO_ACTOR_REASON),
/* harmony export */   bb: () => (/* binding */ guardCheckText),
/* harmony export */   cs: () => (/* binding */ guardSummary),
/* harmony export */   fG: () => (/* binding */ githubSilentReason),
/* harmony export */   gH: () => (/* binding */ OPERATOR_ENFORCES_LINE),
/* harmony export */   lu: () => (/* binding */ guardNoteText),
/* harmony export */   of: () => (/* binding */ guardFailure),
/* harmony export */   pQ: () => (/* binding */ readyNotTakenBackLine),
/* harmony export */   rf: () => (/* binding */ stillBlockedLine),
/* harmony export */   rh: () => (/* binding */ unblockSummary),
/* harmony export */   xX: () => (/* binding */ unblockRoleReason),
/* harmony export */   zw: () => (/* binding */ NO_GROUP_BASE_REASON)
/* harmony export */ });
/* unused harmony exports describeTransition, describeRewrites, unblockRefusalText, blockedPartReason, groupMemberReason, groupWhy */
/* harmony import */ var _core_pr_commit_verdict_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(3519);
/* harmony import */ var _core_untrusted_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(1310);


const DESCRIBE = {
    first: 'first head seen',
    identical: 'same head as the last accepted one',
    ahead: 'new commits on top of the last accepted head',
    behind: 'the branch was reset to an older commit',
    diverged: 'the branch was rewritten (rebase, amend or force-push)',
};
function describeTransition(t) {
    return DESCRIBE[t];
}
/** The rewrites a block names, as its comment and an operator's refusal state them. */
function describeRewrites(rewrites) {
    return rewrites
        .map((r) => `${r.source === 'timeline' ? 'force-push' : 'push'} by @${r.by}${r.at ? ` at ${r.at}` : ''}`)
        .join(', ');
}
/** Why an operator's unblock was refused, and what to do instead. */
function unblockRefusalText(reason) {
    switch (reason.kind) {
        case 'head-moved':
            return (`accept-head ${reason.acceptHead} is not the PR's current head (${reason.head}); the branch moved since it ` +
                'was chosen. Review the new head and run again with accept-head set to it.');
        case 'no-record':
            return 'history-guard has no record of this PR: it was never evaluated, so nothing is blocked.';
        case 'not-blocked':
            return `the PR is not blocked, and its head ${reason.head} does not descend from ${reason.accepted}.`;
        case 'refused-head':
            return (`this head was already refused by mergexo (${reason.refusedHead}); review it and run again with ` +
                `accept-head=${reason.head}.`);
        case 'overwritten-head-gone':
            return (`GitHub recorded a rewrite of the branch (history rewritten: ${describeRewrites(reason.rewrites)}) but no ` +
                'longer has the head it overwrote, so restored history cannot be shown; review the head and run again ' +
                `with accept-head=${reason.head}.`);
        case 'not-restored':
            return (`history is not restored: the head ${reason.head} does not descend from the last accepted head ` +
                `${reason.accepted}. Merge the backup ref into the branch and push, or run again with accept-head set to ` +
                'the current head.');
    }
}
function dispatch(settings, pr, acceptHead) {
    return (`gh workflow run ${settings.operatorWorkflow} -f mode=unblock -f pull-request=${pr}` +
        (acceptHead ? ` -f accept-head=${acceptHead}` : ''));
}
function blockCommentText(state, transition, prNumber, settings) {
    const observed = state.observed ?? 'unknown';
    const backups = state.backupRefs ?? [];
    const backupLine = backups.length > 0
        ? backups.map((r) => (0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_1__/* .mdCode */ .xs)(r, { table: true })).join(', ')
        : '_(could not be created; see the workflow log. The commits stay in GitHub until garbage-collected.)_';
    const fetchRef = backups[0] ?? state.accepted;
    if (state.refusedHead) {
        return [
            '### ⛔ mergexo/history-guard blocked this pull request',
            '',
            `Its head \`${observed}\` already carries a refusal written by mergexo (${state.refusedHead}), for this PR ` +
                'or another one with the same head. A commit mergexo refused is not a new first head: the check on a ' +
                'commit counts for every PR it heads, so opening another PR cannot turn it green.',
            '',
            `Someone with \`${settings.unblockPermission}\` permission can review the head and accept it as this PR's baseline:`,
            '```sh',
            dispatch(settings, prNumber, observed),
            '```',
        ].join('\n');
    }
    if (state.cause) {
        // Restoring history cannot lift either of these: only an operator's accept-head can.
        const why = state.cause.kind === 'overwritten-head-gone'
            ? `GitHub recorded a rewrite of this PR's branch (${describeRewrites(state.cause.rewrites)}) that mergexo ` +
                'had not accepted, and no longer has the head it overwrote, so no push can show that history was restored.'
            : "mergexo's record of this PR's accepted history was altered by someone else. " +
                'Without a trusted record no push can be proven append-only, so the PR is blocked.';
        return [
            '### ⛔ mergexo/history-guard blocked this pull request',
            '',
            why,
            '',
            `Current head: \`${observed}\`. Someone with \`${settings.unblockPermission}\` permission can review it and accept it as the new baseline:`,
            '```sh',
            dispatch(settings, prNumber, observed),
            '```',
        ].join('\n');
    }
    return [
        `### ⛔ mergexo/history-guard blocked this pull request`,
        '',
        `Pull request history must be append-only: every new head has to descend from the last accepted head. ` +
            `This push does not: ${describeTransition(transition)}.`,
        '',
        '| | commit |',
        '| --- | --- |',
        `| Expected: last accepted head | \`${state.accepted}\` |`,
        `| Observed: current head | \`${observed}\` |`,
        ...(state.overwritten?.length
            ? [`| Overwritten heads (GitHub's timeline) | ${state.overwritten.map((o) => `\`${o}\``).join(', ')} |`]
            : []),
        `| Overwritten commits kept at | ${backupLine} |`,
        '',
        `The check \`${settings.checkName}\` fails and the label \`${settings.blockedLabel}\` stays until an operator ` +
            'unblocks the PR. New pushes do not lift the block. There are two ways out:',
        '',
        '**1. Restore history** (the author): bring the accepted commits back under the branch, then ask a maintainer to unblock.',
        '```sh',
        `git fetch origin ${fetchRef}`,
        `git merge ${(0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_1__/* .short */ .Al)(state.accepted)}   # or rebuild your change on top of ${(0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_1__/* .short */ .Al)(state.accepted)}`,
        'git push',
        dispatch(settings, prNumber),
        '```',
        '',
        `**2. Accept the rewritten head** (someone with \`${settings.unblockPermission}\` permission, after reviewing it):`,
        '```sh',
        dispatch(settings, prNumber, observed),
        '```',
    ].join('\n');
}
function unblockedCommentText(state, how, actor, previous) {
    return [
        `### ✅ mergexo/history-guard: unblocked by @${actor}`,
        '',
        how === 'accepted-head'
            ? `@${actor} accepted the rewritten head \`${state.accepted}\` as the new baseline.`
            : `History is restored: the head \`${state.accepted}\` descends from the last accepted head \`${previous.accepted}\`.`,
        '',
        'Later pushes must build on this head.',
    ].join('\n');
}
/** Worded from the stored state, so a re-run of the same head (or one resumed after a crash) reads the same. */
function acceptedTitle(state) {
    if (state.via === 'unblocked')
        return 'History is append-only (accepted by an operator)';
    return `History is append-only (${state.via ?? 'ahead'})`;
}
/**
 * A block that does not rest on ancestry (a refused head, an altered record) is named from the
 * stored state, so a re-run of the same head reads the same whatever its transition is now.
 */
function blockedTitle(state, transition) {
    if (state.refusedHead)
        return 'Blocked: mergexo already refused this commit';
    if (state.overwritten)
        return "Blocked: history rewritten (a force-push on GitHub's timeline)";
    if (state.cause)
        return "Blocked: mergexo's record of this PR was altered";
    return `Blocked: history rewritten (${transition})`;
}
/** The title of a commit whose own PR passes but which also heads a failing one. */
function sharedBlockTitle(parts) {
    return `Blocked: this commit also heads ${(0,_core_pr_commit_verdict_js__WEBPACK_IMPORTED_MODULE_0__/* .failingNames */ .hY)(parts)}, which is blocked`;
}
/** The log's line when a block took ci-wait's ready mark back (`ready-mark`). */
function readyTakenBackLine(number) {
    return `#${number}: ready for review mark taken back: history-guard blocks the PR.`;
}
function readyNotTakenBackLine(number, error) {
    return `#${number}: could not take the ready for review mark back (${error}); the block stands.`;
}
/** Why a blocked PR fails the commit it heads, as other PRs' checks on that commit name it. */
function blockedPartReason(transition) {
    return `blocked, history rewritten (${transition})`;
}
/** The check on the head of PR `number`, judged as `decision` beside the other PRs on the commit (`parts`). */
function guardCheckText(decision, head, previous, parts, number) {
    const next = decision.next;
    const lines = [
        `Transition: **${decision.transition}** (${describeTransition(decision.transition)}).`,
        `Last accepted head: \`${next.accepted}\`.`,
    ];
    if (decision.verdict === 'blocked') {
        lines.push(`Expected head: a descendant of \`${next.accepted}\`.`, `Observed head: \`${head}\`.`);
        if (next.overwritten?.length)
            lines.push(`Overwritten heads GitHub recorded: ${next.overwritten.map((o) => `\`${o}\``).join(', ')}.`);
        if (next.refusedHead)
            lines.push(`This commit was already refused by mergexo: ${next.refusedHead}.`);
        if (next.backupRefs?.length)
            lines.push(`Overwritten commits kept at: ${next.backupRefs.map((r) => `\`${r}\``).join(', ')}.`);
        if (previous?.status === 'blocked')
            lines.push('The PR was already blocked; pushes do not lift a block, an operator does.');
    }
    const shared = (0,_core_pr_commit_verdict_js__WEBPACK_IMPORTED_MODULE_0__/* .sharedHeadLine */ ._)(number, parts, blockedPartReason);
    if (shared)
        lines.push(shared);
    const title = !(0,_core_pr_commit_verdict_js__WEBPACK_IMPORTED_MODULE_0__/* .conjoin */ .d9)(parts).pass
        ? decision.verdict === 'accepted'
            ? sharedBlockTitle(parts)
            : blockedTitle(next, decision.transition)
        : acceptedTitle(next);
    return { title, summary: lines.join('\n\n') };
}
/** The check an operator's unblock writes on the PR head, beside the other PRs on the commit (`parts`). */
function unblockCheckText(how, actor, head, previous, parts, number) {
    const shared = (0,_core_pr_commit_verdict_js__WEBPACK_IMPORTED_MODULE_0__/* .sharedHeadLine */ ._)(number, parts, blockedPartReason);
    return {
        title: !(0,_core_pr_commit_verdict_js__WEBPACK_IMPORTED_MODULE_0__/* .conjoin */ .d9)(parts).pass
            ? sharedBlockTitle(parts)
            : how === 'accepted-head'
                ? 'Rewritten head accepted by an operator'
                : 'History restored',
        summary: `Unblocked by @${actor} (${how}).\n\nLast accepted head: \`${head}\`.` +
            (previous.status === 'blocked' ? `\n\nPreviously expected a descendant of \`${previous.accepted}\`.` : '') +
            (shared ? `\n\n${shared}` : ''),
    };
}
/** The check on a merge group commit: each PR of the group and why one fails. */
function groupCheckText(group, result) {
    const lines = [`Merge group ${(0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_1__/* .mdCode */ .xs)(group.headSha)} (${(0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_1__/* .mdCode */ .xs)(group.headRef)}).`];
    if (result.why)
        lines.push(groupWhy(result.why));
    for (const m of result.members) {
        lines.push(m.pass
            ? `- PR #${m.number}: accepted at \`${m.guard?.observedHead ?? ''}\`, which the group commit contains.`
            : `- PR #${m.number}: fails: ${m.reason ? groupMemberReason(m.reason) : 'refused'}.`);
    }
    lines.push('The group holds the PR its ref names and every PR ahead of it in the queue; each is judged as on a push, and ' +
        'the group passes only when every one of them is accepted and its accepted head is in the group commit.');
    const failing = result.members.filter((m) => !m.pass).map((m) => `#${m.number}`);
    const title = result.verdict === 'accepted'
        ? `Every PR in this merge group is append-only (${result.members.map((m) => `#${m.number}`).join(', ')})`
        : failing.length
            ? `Blocked: ${failing.join(', ')} in this merge group`
            : 'Blocked: the PRs of this merge group are unknown';
    return { title, summary: lines.join('\n\n') };
}
/** Why a PR of a merge group fails the group, in mergexo's own words (an error is quoted as plain text). */
function groupMemberReason(why) {
    switch (why.kind) {
        case 'unjudged':
            return `could not be judged: ${(0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_1__/* .mdText */ .bC)(why.error)}`;
        case 'shares-blocked-head':
            return 'its head also heads a blocked PR';
        case 'blocked':
            return `it is blocked: history rewritten (${why.transition})`;
        case 'uncompared':
            return `GitHub could not compare its accepted head \`${why.head}\` with the group commit`;
        case 'not-in-group':
            return (`the group commit does not contain its accepted head \`${why.head}\` (the head moved on after ` +
                "the group was built, or the queue squashes or rebases; history-guard needs the queue's merge method " +
                '"merge")');
    }
}
/** Why a merge group fails before any of its PRs is judged. */
function groupWhy(why) {
    switch (why.kind) {
        case 'unnamed':
            return `The group ref does not name a pull request (${(0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_1__/* .mdCode */ .xs)('pr-<number>-<sha>')}), so no history can be vouched for.`;
        case 'configuration':
            return `Configuration error: ${(0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_1__/* .mdText */ .bC)(why.error)}`;
        case 'unlisted':
            return `mergexo could not tell which PRs this group holds (${(0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_1__/* .mdText */ .bC)(why.error)}), so it cannot pass.`;
    }
}
function judgingGroupMemberLine(number, groupHead) {
    return `Judging PR #${number} of merge group ${groupHead}.`;
}
/** The accepted commit is gone from GitHub: the way forward is an operator's accept-head. */
function acceptedHeadGoneAdvice(error, number, head) {
    return (`${error} To judge pushes from the current head on, a maintainer can accept it: run the operator ` +
        `workflow with mode=unblock, pull-request=${number}, accept-head=${head}.`);
}
function githubSilentReason(error) {
    return (`GitHub did not answer while history was being checked (${error}), even after retries. ` +
        'Nothing was changed; re-run the job once GitHub is healthy.');
}
/** A note of the run, in words (the summary's footer; a backup failure is logged as a warning too). */
function guardNoteText(note) {
    return note.kind === 'backup-failed'
        ? `Could not create backup ref ${note.ref}: ${note.said}`
        : forgivenNote(note.number, note.rewrite, note.why);
}
/** A PR `unblock all` left blocked, as the log names it. */
function stillBlockedLine(number, reason) {
    return `PR #${number}: ${reason}`;
}
/** The runner gave no actor: who asked for an unblock cannot be checked, so nobody is let through. */
const NO_ACTOR_REASON = 'GITHUB_ACTOR is empty, so mergexo cannot check who asked for the unblock (nothing was unblocked). Run the ' +
    "operator workflow with workflow_dispatch on GitHub's runner, which sets GITHUB_ACTOR to the person who dispatched it.";
/** A merge_group event without its base branch: the queue's PRs cannot be listed, so the group is refused. */
const NO_GROUP_BASE_REASON = "the merge_group event's payload names no base branch, so the PRs queued ahead cannot be listed; " +
    'the group is refused because mergexo fails closed when it cannot be sure: add the PRs to the queue again';
function notDefaultBranchReason(defaultBranch, ref) {
    return (`Operator modes run only from the default branch (${defaultBranch}), not from '${ref || 'an unknown ref'}': ` +
        'a workflow file on another branch could be altered by anyone who can push there. ' +
        `Dispatch the workflow on ${defaultBranch}.`);
}
function unblockRoleReason(actor, role, repo, needed) {
    return (`@${actor} has '${role}' permission on ${repo.owner}/${repo.repo}; unblocking needs ` +
        `'${needed}' or higher (input 'unblock-permission'). Ask a maintainer to run it.`);
}
/** Why an unblock left PR `number` blocked, in words. */
function staysBlockedText(number, reason) {
    switch (reason.kind) {
        case 'not-open':
            return `PR #${number} is ${reason.state.toLowerCase()}.`;
        case 'refused':
            return unblockRefusalText(reason.refusal);
        case 'undecidable':
            return reason.said;
        case 'error':
            return `error: ${reason.said}`;
    }
}
const staysBlocked = (o) => (o.reason ? staysBlockedText(o.number, o.reason) : '');
/** A summary note for a force-push the repository accepts (`enforced-since`, `rewrite-allowed-actors`). */
function forgivenNote(number, r, why) {
    const who = r.actor ?? r.by;
    const because = why === 'enforced-since'
        ? 'GitHub recorded it before enforced-since'
        : `${who} is in rewrite-allowed-actors and authored the PR`;
    return `PR #${number}: the force-push by ${who} at ${r.at} is accepted: ${because}.`;
}
/** Logged when an operator mode runs with `enforcement: observe`: it writes as asked. */
const OPERATOR_ENFORCES_LINE = "enforcement: observe governs what mergexo does on its own; this operator's request is carried out as asked.";
const CLOSED_LINE = 'The pull request was closed; there is no history to guard.';
/** The job summary of a run on a PR. */
function guardSummary(number, result) {
    return {
        heading: `mergexo/history-guard: PR #${number} ${result.verdict === 'accepted' ? 'accepted ✅' : 'blocked ⛔'}`,
        header: ['PR', 'verdict', 'transition', 'expected head', 'observed head'],
        rows: [
            [`#${number}`, result.verdict, result.transition, (0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_1__/* .htmlCode */ .h8)(result.expectedHead), (0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_1__/* .htmlCode */ .h8)(result.observedHead)],
        ],
        ...(result.notes.length ? { footer: result.notes.map((n) => (0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_1__/* .htmlText */ .js)(guardNoteText(n))).join('<br>') } : {}),
    };
}
/** Why the step fails when the commit is blocked. */
function guardFailure(number, result) {
    if (result.ownVerdict === 'accepted') {
        const sharedBlock = result.sharedWith.filter((p) => !p.pass);
        return (`mergexo/history-guard: PR #${number}'s own history is append-only, but its head ${result.observedHead} is ` +
            `also the head of ${(0,_core_pr_commit_verdict_js__WEBPACK_IMPORTED_MODULE_0__/* .failingNames */ .hY)(sharedBlock)}, which is blocked; a check on a commit ` +
            'counts for every PR it heads, so it stays failing until each of them is accepted.');
    }
    return (`mergexo/history-guard: PR #${number} is blocked: history was rewritten (${result.transition}); ` +
        `expected a descendant of ${result.expectedHead}, observed ${result.observedHead}. See the PR comment for the way out.`);
}
/** The job summary of a run on a merge group. */
function groupSummary(group, result) {
    const where = `merge group ${(0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_1__/* .htmlCode */ .h8)(group.headSha)}`;
    return {
        heading: `mergexo/history-guard: merge group ${result.verdict === 'accepted' ? 'accepted ✅' : 'blocked ⛔'}`,
        lead: `${where}, ref ${(0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_1__/* .htmlCode */ .h8)(group.headRef)}${result.why ? `: ${(0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_1__/* .htmlText */ .js)(groupWhy(result.why))}` : ''}`,
        header: ['PR', 'verdict', 'accepted head', 'in the group commit'],
        rows: result.members.map((m) => [
            `#${m.number}`,
            m.pass ? 'accepted' : 'blocked',
            (0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_1__/* .htmlCode */ .h8)(m.guard?.observedHead ?? ''),
            m.pass ? 'yes' : (0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_1__/* .htmlText */ .js)(m.reason ? groupMemberReason(m.reason) : ''),
        ]),
    };
}
/** Why the step fails when the merge group is blocked. */
function groupFailure(group, result) {
    const failing = result.members
        .filter((m) => !m.pass)
        .map((m) => `#${m.number} (${(0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_1__/* .logLine */ .BP)(m.reason ? groupMemberReason(m.reason) : '')})`);
    return (`mergexo/history-guard: merge group ${group.headSha} is blocked: ` +
        (failing.length ? failing.join('; ') : (0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_1__/* .logLine */ .BP)(result.why ? groupWhy(result.why) : 'its PRs are unknown')) +
        '. See the check on the group commit.');
}
/** The job summary of `mode: list`. */
function listSummary(blocked) {
    return {
        heading: `mergexo/history-guard: ${blocked.length} blocked pull request${blocked.length === 1 ? '' : 's'}`,
        header: ['PR', 'title', 'expected head', 'observed head', 'backup refs'],
        rows: blocked.map((b) => [
            (0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_1__/* .htmlLink */ .Ar)(`#${b.number}`, b.url),
            (0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_1__/* .htmlText */ .js)(b.title),
            (0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_1__/* .htmlCode */ .h8)(b.expected),
            (0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_1__/* .htmlCode */ .h8)(b.observed),
            b.backupRefs.map((r) => (0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_1__/* .htmlCode */ .h8)(r)).join('<br>'),
        ]),
    };
}
/** The log of `mode: list`. Titles are the PR's: one log line each, never a workflow command. */
function blockedListLines(blocked) {
    if (blocked.length === 0)
        return ['No blocked pull requests.'];
    return blocked.map((b) => (0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_1__/* .logLine */ .BP)(`#${b.number} ${b.title}`));
}
/** The job summary of `mode: unblock`. */
function unblockSummary(outcomes) {
    return {
        heading: 'mergexo/history-guard: unblock',
        header: ['PR', 'result', 'head', 'detail'],
        rows: outcomes.map((o) => [
            `#${o.number}`,
            o.unblocked ? 'unblocked ✅' : 'still blocked ⛔',
            (0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_1__/* .htmlCode */ .h8)(o.head),
            (0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_1__/* .htmlText */ .js)(o.how ?? staysBlocked(o)),
        ]),
    };
}
/** Why the step fails when the one PR asked for stays blocked. */
function unblockFailure(outcome) {
    return `mergexo/history-guard: PR #${outcome.number} stays blocked: ${(0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_1__/* .logLine */ .BP)(staysBlocked(outcome))}`;
}
/** The warning of `unblock all` for the PRs it left blocked. */
function unblockWarning(refused) {
    return `${(0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .LS)(refused.length, 'PR')} ${refused.length === 1 ? 'stays' : 'stay'} blocked: ${refused.map((o) => `#${o.number} (${(0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_1__/* .logLine */ .BP)(staysBlocked(o))})`).join('; ')}`;
}


/***/ }),

/***/ 4137:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Bu: () => (/* binding */ unblockPullRequest),
/* harmony export */   CU: () => (/* binding */ authorizeOperator),
/* harmony export */   F5: () => (/* binding */ listBlocked),
/* harmony export */   ij: () => (/* binding */ unblockAll)
/* harmony export */ });
/* harmony import */ var _core_pr_checks_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(2974);
/* harmony import */ var _core_pr_comments_js__WEBPACK_IMPORTED_MODULE_12__ = __nccwpck_require__(8293);
/* harmony import */ var _core_pr_commit_verdict_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(3519);
/* harmony import */ var _core_compare_js__WEBPACK_IMPORTED_MODULE_11__ = __nccwpck_require__(6691);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_8__ = __nccwpck_require__(2721);
/* harmony import */ var _core_github_port_js__WEBPACK_IMPORTED_MODULE_15__ = __nccwpck_require__(4269);
/* harmony import */ var _core_pr_labels_js__WEBPACK_IMPORTED_MODULE_13__ = __nccwpck_require__(9032);
/* harmony import */ var _core_permissions_js__WEBPACK_IMPORTED_MODULE_9__ = __nccwpck_require__(804);
/* harmony import */ var _core_pr_read_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(4291);
/* harmony import */ var _decide_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(3513);
/* harmony import */ var _messages_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(5829);
/* harmony import */ var _github_ports_js__WEBPACK_IMPORTED_MODULE_5__ = __nccwpck_require__(519);
/* harmony import */ var _shell_js__WEBPACK_IMPORTED_MODULE_6__ = __nccwpck_require__(2309);
/* harmony import */ var _verdict_line_js__WEBPACK_IMPORTED_MODULE_14__ = __nccwpck_require__(4111);
/* harmony import */ var _state_js__WEBPACK_IMPORTED_MODULE_10__ = __nccwpck_require__(7716);
/* harmony import */ var _evaluate_js__WEBPACK_IMPORTED_MODULE_7__ = __nccwpck_require__(9410);
/**
 * The operator modes (workflow_dispatch): who may run them, the list of blocked PRs, and the unblock,
 * which writes the check on the head through the per-commit rule like any push does.
 */
















/** Operator modes act for a person: only from the default branch, and only for the role asked for. */
async function authorizeOperator(ctx) {
    const { event, settings } = ctx;
    let defaultBranch = event.payload.repository?.default_branch;
    if (!defaultBranch) {
        defaultBranch = (await ctx.github.repository(ctx.repo)).defaultBranch;
    }
    if (event.ref !== `refs/heads/${defaultBranch}`) {
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_8__/* .ConfigurationError */ .j1((0,_messages_js__WEBPACK_IMPORTED_MODULE_4__/* .notDefaultBranchReason */ .ZP)(defaultBranch, event.ref));
    }
    if (settings.mode !== 'unblock')
        return;
    if (!event.actor)
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_8__/* .ConfigurationError */ .j1(_messages_js__WEBPACK_IMPORTED_MODULE_4__/* .NO_ACTOR_REASON */ .ZY);
    const role = await (0,_core_permissions_js__WEBPACK_IMPORTED_MODULE_9__/* .collaboratorRole */ .Vo)(ctx.github, ctx.repo, event.actor);
    if (!(0,_core_permissions_js__WEBPACK_IMPORTED_MODULE_9__/* .roleAtLeast */ .tc)(role, settings.unblockPermission)) {
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_8__/* .ConfigurationError */ .j1((0,_messages_js__WEBPACK_IMPORTED_MODULE_4__/* .unblockRoleReason */ .xX)(event.actor, role, ctx.repo, settings.unblockPermission));
    }
}
/** The open PRs carrying the blocked label: one request per 100. */
function blockedPullNumbers(ctx, label) {
    return ctx.github.listLabelledPulls(ctx.repo, label);
}
/**
 * The PR's state as an operator mode reads it: the block comment's record, else the copy in mergexo's
 * newest verdict check on the head (the comment may have been deleted or edited; the check cannot be).
 */
async function operatorState(ctx, snapshot) {
    const record = (0,_state_js__WEBPACK_IMPORTED_MODULE_10__/* .readGuardRecord */ .pt)(snapshot)?.state;
    if (record?.status === 'blocked')
        return record;
    const verdict = await (0,_github_ports_js__WEBPACK_IMPORTED_MODULE_5__/* .newestVerdict */ .uG)(ctx, snapshot.headSha, snapshot.viewer);
    return (0,_state_js__WEBPACK_IMPORTED_MODULE_10__/* .readGuardState */ .F3)(snapshot, undefined, verdict ? (0,_state_js__WEBPACK_IMPORTED_MODULE_10__/* .copiedState */ .gI)(verdict.text, snapshot.number) : undefined);
}
async function listBlocked(ctx) {
    const entries = [];
    for (const number of await blockedPullNumbers(ctx, ctx.settings.blockedLabel)) {
        const snapshot = await (0,_core_pr_read_js__WEBPACK_IMPORTED_MODULE_2__/* .readPull */ .Es)(ctx.github, ctx.repo, number);
        const state = await operatorState(ctx, snapshot);
        entries.push({
            number,
            title: snapshot.title,
            url: snapshot.url,
            expected: state?.accepted ?? null,
            observed: state?.status === 'blocked' ? (state.observed ?? snapshot.headSha) : snapshot.headSha,
            backupRefs: state?.backupRefs ?? [],
        });
    }
    return entries;
}
async function unblockPullRequest(ctx, number, acceptHead) {
    const { github, repo, settings, event } = ctx;
    const snapshot = await (0,_core_pr_read_js__WEBPACK_IMPORTED_MODULE_2__/* .readPull */ .Es)(github, repo, number);
    if (snapshot.state !== 'OPEN') {
        return { number, unblocked: false, reason: { kind: 'not-open', state: snapshot.state } };
    }
    const state = await operatorState(ctx, snapshot);
    const head = snapshot.headSha;
    let ancestry;
    // accept-head needs no ancestry, so it still works when the old accepted commit is gone.
    if (state && acceptHead === undefined)
        ancestry = await (0,_github_ports_js__WEBPACK_IMPORTED_MODULE_5__/* .compareWithAccepted */ .z5)(ctx, state.accepted, head, number);
    let overwrittenRestored = true;
    // A block GitHub's timeline caused names the heads the force-push dropped: restored means they are back too.
    for (const commit of acceptHead === undefined ? (state?.overwritten ?? []) : []) {
        const { status } = await (0,_core_compare_js__WEBPACK_IMPORTED_MODULE_11__/* .compareCommits */ .k)(github, repo, commit, head);
        if (status !== 'identical' && status !== 'ahead')
            overwrittenRestored = false;
    }
    const decision = (0,_decide_js__WEBPACK_IMPORTED_MODULE_3__/* .decideUnblock */ .TI)({
        state,
        head,
        ancestry,
        overwrittenRestored,
        forcePushes: snapshot.forcePushes.length,
        ...(acceptHead ? { acceptHead } : {}),
    });
    if (!decision.ok)
        return { number, unblocked: false, head, reason: { kind: 'refused', refusal: decision.reason } };
    const previous = state;
    const next = decision.next;
    // The block comment is the record: edited in place into how the finding was resolved, it carries
    // the state the operator left (first, so that a re-run resumes from it). A block read from the
    // check's copy (its comment was deleted or edited) gets its comment back, as the record.
    if (previous.status === 'blocked') {
        const record = (0,_state_js__WEBPACK_IMPORTED_MODULE_10__/* .readGuardRecord */ .pt)(snapshot);
        await (0,_core_pr_comments_js__WEBPACK_IMPORTED_MODULE_12__/* .upsertComment */ .lB)(github, repo, snapshot, (0,_state_js__WEBPACK_IMPORTED_MODULE_10__/* .blockMarker */ .K_)(record?.state.status === 'blocked' ? record.state : previous, next), (0,_messages_js__WEBPACK_IMPORTED_MODULE_4__/* .unblockedCommentText */ .YN)(next, decision.how, event.actor, previous));
    }
    // The check the unblock writes carries the state it left (the copy no one can delete).
    const ledger = new Map([[number, { owner: (0,_evaluate_js__WEBPACK_IMPORTED_MODULE_7__/* .ownerOf */ .bf)(snapshot), state: next }]]);
    await (0,_core_pr_labels_js__WEBPACK_IMPORTED_MODULE_13__/* .removeLabel */ .tA)(github, repo, snapshot, settings.blockedLabel);
    // The check on the commit still speaks for every open PR it heads: unblocking one does not
    // turn it green while another of them is blocked, nor while one that arrived meanwhile is.
    await (0,_core_pr_commit_verdict_js__WEBPACK_IMPORTED_MODULE_1__/* .writeCommitVerdict */ .UK)(github, repo, {
        head,
        own: { number, pass: true },
        judgeOther: (0,_shell_js__WEBPACK_IMPORTED_MODULE_6__/* .judgeOther */ .G)(ctx, head, [], ledger),
        write: async (parts, _commit, conclusion) => {
            await (0,_core_pr_checks_js__WEBPACK_IMPORTED_MODULE_0__/* .writeVerdict */ .P1)(github, repo, {
                name: settings.checkName,
                headSha: head,
                conclusion,
                ...(0,_messages_js__WEBPACK_IMPORTED_MODULE_4__/* .unblockCheckText */ .UC)(decision.how, event.actor, head, previous, parts, number),
                text: (0,_verdict_line_js__WEBPACK_IMPORTED_MODULE_14__/* .verdictLine */ .M)(head, parts, ledger),
            });
        },
    });
    return { number, unblocked: true, how: decision.how, head };
}
async function unblockAll(ctx) {
    const outcomes = [];
    for (const number of await blockedPullNumbers(ctx, ctx.settings.blockedLabel)) {
        try {
            outcomes.push(await unblockPullRequest(ctx, number, undefined));
        }
        catch (e) {
            if (e instanceof _core_errors_js__WEBPACK_IMPORTED_MODULE_8__/* .ConfigurationError */ .j1)
                throw e;
            const said = (0,_core_github_port_js__WEBPACK_IMPORTED_MODULE_15__/* .githubWords */ .t)((0,_core_errors_js__WEBPACK_IMPORTED_MODULE_8__/* .errorMessage */ .gJ)(e));
            const reason = e instanceof _core_errors_js__WEBPACK_IMPORTED_MODULE_8__/* .UndecidableError */ .N3 ? { kind: 'undecidable', said } : { kind: 'error', said };
            ctx.log.warning((0,_messages_js__WEBPACK_IMPORTED_MODULE_4__/* .stillBlockedLine */ .rf)(number, (0,_messages_js__WEBPACK_IMPORTED_MODULE_4__/* .staysBlockedText */ .Ep)(number, reason)));
            outcomes.push({ number, unblocked: false, reason });
        }
    }
    return outcomes;
}


/***/ }),

/***/ 2160:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  P: () => (/* binding */ parseSettings),
  B: () => (/* binding */ rewritePolicy)
});

// EXTERNAL MODULE: ./src/core/enforcement.ts
var enforcement = __nccwpck_require__(3050);
// EXTERNAL MODULE: ./src/core/errors.ts
var errors = __nccwpck_require__(2721);
// EXTERNAL MODULE: ./src/core/inputs.ts
var inputs = __nccwpck_require__(9431);
// EXTERNAL MODULE: ./src/core/ready-mark/mark.ts
var mark = __nccwpck_require__(6225);
;// CONCATENATED MODULE: ./src/core/ready-mark/settings.ts
/**
 * The ready mark's inputs, the same in every action that carries the mark (ci-wait sets it,
 * rebase-notify takes it back on a conflict or a collision): `ready-mark`, `ready-label`,
 * `ready-reviewers`, parsed once into `ReadyMarkSettings`. The action's settings pass the reader in.
 */



const LOGIN = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})(?:\[bot\])?$/;
const TEAM = /^([A-Za-z0-9](?:[A-Za-z0-9-]{0,38}))\/([A-Za-z0-9][A-Za-z0-9._-]*)$/;
function modesInput(read) {
    const raw = (0,inputs/* listInput */.dt)(read, 'ready-mark').map((m) => m.toLowerCase());
    if (raw.length === 0 || (raw.length === 1 && raw[0] === 'off'))
        return [];
    const modes = [];
    for (const m of raw) {
        const mode = mark/* READY_MODES */.$q.find((x) => x === m);
        if (mode === undefined) {
            throw new errors/* ConfigurationError */.j1(`Input 'ready-mark' must be off, or any of ${mark/* READY_MODES */.$q.join(', ')} (comma-separated); got '${m}'.`);
        }
        if (!modes.includes(mode))
            modes.push(mode);
    }
    return modes;
}
function reviewersInput(read) {
    return (0,inputs/* listInput */.dt)(read, 'ready-reviewers').map((entry) => {
        const name = entry.replace(/^@/, '');
        const team = TEAM.exec(name);
        if (team)
            return { kind: 'team', org: team[1], slug: team[2] };
        if (LOGIN.test(name))
            return { kind: 'user', login: name };
        throw new errors/* ConfigurationError */.j1(`Input 'ready-reviewers' has '${entry}', which is neither a GitHub login nor a team as 'org/team'. ` +
            'List users and teams separated by commas or new lines.');
    });
}
/** The three inputs, checked against each other: reviewers are listed exactly when they are asked. */
function parseReadyMarkSettings(read) {
    const modes = modesInput(read);
    const reviewers = reviewersInput(read);
    if (modes.includes('reviewers') && reviewers.length === 0) {
        throw new errors/* ConfigurationError */.j1("Input 'ready-mark' includes reviewers but 'ready-reviewers' lists nobody: list the users and 'org/team' teams to ask.");
    }
    if (!modes.includes('reviewers') && reviewers.length > 0) {
        throw new errors/* ConfigurationError */.j1("Input 'ready-reviewers' lists reviewers but 'ready-mark' does not include reviewers: add it (for example 'label, reviewers').");
    }
    return { modes, label: (0,inputs/* labelInput */.Xu)(read, 'ready-label', mark/* DEFAULT_READY_LABEL */.rg), reviewers };
}

;// CONCATENATED MODULE: ./src/core/protocol/ci-wait-rider.ts

/** The data version the rider is written in, and read in (with the one before it). */
const CI_WAIT_RIDER_VERSION = 1;
const CI_WAIT_RIDER = { action: 'ci-wait', kind: 'count', key: 'pr' };
/** The rider carrying ci-wait's state (`setRider` puts it on the notice). */
function ciWaitRiderMarker(state) {
    return { ...CI_WAIT_RIDER, data: { ...versionField(CI_WAIT_RIDER_VERSION), state: { ...state } } };
}
/** The state a rider carries, if `marker` is ci-wait's rider in a version this reader knows. */
function readCiWaitRider(marker) {
    if (marker.action !== CI_WAIT_RIDER.action || marker.kind !== CI_WAIT_RIDER.kind)
        return undefined;
    if (!readable(marker.data, CI_WAIT_RIDER_VERSION))
        return undefined;
    return { state: marker.data?.state };
}

;// CONCATENATED MODULE: ./src/core/protocol/conflict-notice.ts

/**
 * The conflict label both actions put on a conflicting PR and take off once it no longer conflicts (ci-wait's
 * and rebase-notify's `conflict-label`, this by default): one label for one conflict, whoever saw it first.
 * rebase-notify reads it as the class it last reported when it has no status comment (`previousClass`).
 */
const DEFAULT_CONFLICT_LABEL = 'mergexo:conflict';
/** The data version both notices are written in, and read in (with the one before it). */
const CONFLICT_NOTICE_VERSION = 1;
/** ci-wait's finding comment: one per round, keyed `<outcome>:<head>[:<digest>]`; a conflict round's key. */
const CI_WAIT_FINDING = { action: 'ci-wait', kind: 'finding' };
const CONFLICT_ROUND = 'conflict:';
/** rebase-notify's status comment: one per PR, whatever its base. */
const REBASE_NOTIFY_STATUS = { action: 'rebase-notify', kind: 'status', key: 'pr' };
/**
 * ci-wait's finding marker. `open` turns false once the PR moved past the round; a conflict finding names
 * its base, so rebase-notify can tell it reports the same conflict.
 */
function ciWaitFindingMarker(finding) {
    return {
        ...CI_WAIT_FINDING,
        key: finding.round,
        data: {
            ...versionField(CONFLICT_NOTICE_VERSION),
            open: finding.open,
            ...(finding.base !== undefined ? { base: finding.base } : {}),
            ...(finding.state !== undefined ? { state: finding.state } : {}),
        },
    };
}
/** ci-wait's finding, if `marker` is one in a version this reader knows. */
function readCiWaitFinding(marker) {
    if (marker.action !== CI_WAIT_FINDING.action || marker.kind !== CI_WAIT_FINDING.kind)
        return undefined;
    if (!readable(marker.data, CONFLICT_NOTICE_VERSION))
        return undefined;
    const data = marker.data ?? {};
    return {
        round: marker.key,
        open: data.open === true,
        ...(typeof data.base === 'string' ? { base: data.base } : {}),
        ...('state' in data ? { state: data.state } : {}),
    };
}
/**
 * rebase-notify's status marker: its whole state, of which the protocol fixes two fields: `class`
 * (`conflicting` makes the comment a conflict notice) and `base`. The rest is rebase-notify's own.
 */
function rebaseNotifyStatusMarker(state) {
    return { ...REBASE_NOTIFY_STATUS, data: { ...versionField(CONFLICT_NOTICE_VERSION), ...state } };
}
/** The data of rebase-notify's status marker, if `marker` is one in a version this reader knows. */
function readRebaseNotifyStatus(marker) {
    const { action, kind, key } = REBASE_NOTIFY_STATUS;
    if (marker.action !== action || marker.kind !== kind || marker.key !== key)
        return undefined;
    if (!readable(marker.data, CONFLICT_NOTICE_VERSION))
        return undefined;
    return marker.data ?? {};
}
/** The open conflict notice `marker` is, if it is one: ci-wait's open conflict finding, or a conflicting status. */
function readConflictNotice(marker) {
    const finding = readCiWaitFinding(marker);
    if (finding) {
        const isNotice = finding.open && finding.round.startsWith(CONFLICT_ROUND) && finding.base !== undefined;
        return isNotice ? { from: 'ci-wait', base: finding.base } : undefined;
    }
    const status = readRebaseNotifyStatus(marker);
    if (status?.class !== 'conflicting' || typeof status.base !== 'string')
        return undefined;
    return { from: 'rebase-notify', base: status.base };
}
/** The other action's open notice that this PR conflicts with `base`, if it is on the PR. */
function otherConflictNotice(view, self, base) {
    const other = self === 'ci-wait' ? 'rebase-notify' : 'ci-wait';
    return view.trusted.find((c) => c.markers.some((m) => {
        const notice = readConflictNotice(m);
        return notice?.from === other && notice.base === base;
    }));
}

// EXTERNAL MODULE: ./src/core/protocol/ready-mark.ts
var ready_mark = __nccwpck_require__(4342);
;// CONCATENATED MODULE: ./src/core/protocol/index.ts
/**
 * What the actions say to one another through GitHub: every marker, label and check one action reads from
 * another is declared, rendered and read in this folder, and described in `docs/protocol.md`.
 */






// EXTERNAL MODULE: ./src/core/permissions.ts
var permissions = __nccwpck_require__(804);
;// CONCATENATED MODULE: ./src/history-guard/settings.ts






/** An ISO 8601 date and time with a zone: a bare date or a local time would mean another moment on every runner. */
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/i;
function enforcedSinceInput(read) {
    const value = read('enforced-since').trim();
    if (value === '')
        return undefined;
    const at = Date.parse(value);
    if (!ISO_DATE_TIME.test(value) || !Number.isFinite(at)) {
        throw new errors/* ConfigurationError */.j1(`Input 'enforced-since' must be an ISO 8601 date and time with a time zone, such as 2026-11-28T09:00:00Z; ` +
            `got '${value}'. Set it to the moment enforcement starts, or leave it empty.`);
    }
    return at;
}
/** The rewrite policy `decideGuard` applies to one PR (its author as REST spells the login). */
function rewritePolicy(settings, author) {
    return {
        ...(settings.enforcedSince !== undefined ? { enforcedSince: settings.enforcedSince } : {}),
        allowedActors: settings.rewriteAllowedActors,
        author,
    };
}
const OPERATOR_EVENTS = ['workflow_dispatch'];
/** Parses the inputs once; every user mistake becomes a ConfigurationError naming its fix. */
function parseSettings(read, eventName) {
    const token = (0,inputs/* requiredInput */.YF)(read, 'github-token', 'pass `${{ github.token }}` or an App token.');
    const operatorEvent = OPERATOR_EVENTS.includes(eventName);
    const requested = read('mode').toLowerCase();
    let mode;
    if (requested === '' || requested === 'auto') {
        if (operatorEvent) {
            throw new errors/* ConfigurationError */.j1("Input 'mode' is required on workflow_dispatch: use 'list' to see blocked PRs or 'unblock' to release one.");
        }
        mode = 'guard';
    }
    else {
        mode = (0,inputs/* choiceInput */.ij)(read, 'mode', ['guard', 'list', 'unblock'], 'guard');
    }
    if (mode !== 'guard' && !operatorEvent) {
        throw new errors/* ConfigurationError */.j1(`Mode '${mode}' is an operator mode and runs only on workflow_dispatch, not on '${eventName}'. ` +
            'Put it in a workflow triggered by `on: workflow_dispatch`.');
    }
    const pullRequest = (0,inputs/* pullRequestNumberInput */.Yq)(read, 'pull-request');
    const acceptHead = (0,inputs/* shaInput */.FN)(read, 'accept-head');
    const all = (0,inputs/* booleanInput */.tE)(read, 'all', false);
    if (mode === 'unblock') {
        if (all && pullRequest !== undefined) {
            throw new errors/* ConfigurationError */.j1("Give either 'pull-request' or 'all: true' to unblock, not both.");
        }
        if (!all && pullRequest === undefined) {
            throw new errors/* ConfigurationError */.j1("Mode 'unblock' needs 'pull-request: <number>' (or 'all: true').");
        }
        if (all && acceptHead !== undefined) {
            throw new errors/* ConfigurationError */.j1("'accept-head' accepts one PR's rewritten head; it cannot be combined with 'all: true'.");
        }
    }
    else if (acceptHead !== undefined) {
        throw new errors/* ConfigurationError */.j1("'accept-head' is only used with mode 'unblock'.");
    }
    const unblockPermission = (0,inputs/* choiceInput */.ij)(read, 'unblock-permission', permissions/* ROLES */.gg.filter((r) => r !== 'none'), 'maintain');
    const enforcedSince = enforcedSinceInput(read);
    const backupRefPrefix = (read('backup-ref-prefix') || 'refs/mergexo/backup').replace(/\/+$/, '');
    if (!/^refs\/[A-Za-z0-9._-]+(\/[A-Za-z0-9._-]+)*$/.test(backupRefPrefix) || backupRefPrefix.startsWith('refs/pull')) {
        throw new errors/* ConfigurationError */.j1(`Input 'backup-ref-prefix' must be a ref namespace such as refs/mergexo/backup, got '${backupRefPrefix}'.`);
    }
    return {
        token,
        enforcement: (0,enforcement/* enforcementInput */.Ti)(read),
        mode,
        ...(pullRequest !== undefined ? { pullRequest } : {}),
        ...(acceptHead !== undefined ? { acceptHead } : {}),
        all,
        unblockPermission,
        blockedLabel: read('blocked-label') || ready_mark/* DEFAULT_BLOCKED_LABEL */.uW,
        checkName: read('check-name') || 'mergexo/history-guard',
        backupRefPrefix,
        operatorWorkflow: read('operator-workflow') || 'mergexo-operator.yml',
        ...(enforcedSince !== undefined ? { enforcedSince } : {}),
        rewriteAllowedActors: read('rewrite-allowed-actors') === '' ? [] : (0,inputs/* listInput */.dt)(read, 'rewrite-allowed-actors'),
        ready: parseReadyMarkSettings(read),
    };
}


/***/ }),

/***/ 2309:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  i: () => (/* binding */ guardPullRequest),
  G: () => (/* binding */ judgeOther)
});

// EXTERNAL MODULE: ./src/core/pr/checks.ts + 1 modules
var checks = __nccwpck_require__(2974);
// EXTERNAL MODULE: ./src/core/pr/comments.ts
var comments = __nccwpck_require__(8293);
// EXTERNAL MODULE: ./src/core/pr/commit-verdict.ts + 1 modules
var commit_verdict = __nccwpck_require__(3519);
// EXTERNAL MODULE: ./src/core/errors.ts
var errors = __nccwpck_require__(2721);
// EXTERNAL MODULE: ./src/core/pr/labels.ts
var labels = __nccwpck_require__(9032);
// EXTERNAL MODULE: ./src/core/ready-mark/mark.ts
var mark = __nccwpck_require__(6225);
;// CONCATENATED MODULE: ./src/core/refs.ts
/**
 * Points `ref` at `sha` so the commit stays reachable (and fetchable) after a force-push.
 * Idempotent: an existing ref at the same commit is success; one elsewhere is moved.
 */
async function keepReachable(github, repo, ref, sha) {
    // Observe mode (`./enforcement.ts`) keeps no backup ref: it writes nothing but its verdict.
    if (github.observing)
        return;
    if ((await github.createRef(repo, ref, sha)) === 'created')
        return;
    const short = ref.replace(/^refs\//, '');
    if ((await github.refTarget(repo, short)) !== sha)
        await github.forceRef(repo, short, sha);
}

// EXTERNAL MODULE: ./src/core/words.ts
var words = __nccwpck_require__(4269);
// EXTERNAL MODULE: ./src/history-guard/messages.ts
var messages = __nccwpck_require__(5829);
// EXTERNAL MODULE: ./src/history-guard/state.ts
var history_guard_state = __nccwpck_require__(7716);
;// CONCATENATED MODULE: ./src/history-guard/backup.ts





/**
 * Keeps every head a block may have overwritten reachable under `<backup-ref-prefix>/pr-<N>/<sha>`,
 * so no commit is lost to garbage collection; returns the refs it made.
 */
async function backUpOverwrittenHeads(ctx, number, state, head, notes) {
    const candidates = [...new Set([state.accepted, ...(state.overwritten ?? [])])];
    const before = ctx.event.payload.before;
    // The event's `before` is the head this push overwrote; when runs were missed it can hold
    // commits pushed after the last accepted head, so it is kept too.
    if (typeof before === 'string' && history_guard_state/* SHA */.hG.test(before) && before !== head && !candidates.includes(before)) {
        candidates.push(before);
    }
    const refs = [];
    for (const sha of candidates) {
        const ref = `${ctx.settings.backupRefPrefix}/pr-${number}/${sha}`;
        try {
            await keepReachable(ctx.github, ctx.repo, ref, sha);
            refs.push(ref);
        }
        catch (e) {
            if (e instanceof errors/* ConfigurationError */.j1)
                throw e;
            // The block itself must not depend on the backup: report and carry on blocking.
            const note = { kind: 'backup-failed', ref, said: (0,words/* githubWords */.t)((0,errors/* errorMessage */.gJ)(e)) };
            ctx.log.warning((0,messages/* guardNoteText */.lu)(note));
            notes.push(note);
        }
    }
    return refs;
}

// EXTERNAL MODULE: ./src/history-guard/decide.ts
var decide = __nccwpck_require__(3513);
;// CONCATENATED MODULE: ./src/core/pr/head.ts

/** How many times a run follows a moving head before it leaves the PR to the next push event. */
const MAX_HEAD_MOVES = 3;
/**
 * The one "re-read the head, retry when it moved" loop of every gate. A push can land while a run
 * reads and judges a PR; a verdict written for the old head would then describe a commit the PR no
 * longer has. So the head is judged, then asked for again (`headNow`, which may reuse what the
 * judgement read), and the judgement stands only when the head stood still.
 */
async function onStandingHead(first, judge, headNow, options) {
    const max = options.maxMoves ?? MAX_HEAD_MOVES;
    let head = first;
    for (let move = 0;; move++) {
        const value = await judge(head);
        const now = await headNow(value, head);
        if (now === head)
            return { head, value };
        if (options.onMove?.(head, now, value) === 'stop')
            return { head, value, movedTo: now };
        if (move + 1 >= max) {
            throw new errors/* UndecidableError */.N3(`the PR head kept moving while it was evaluated (${max} times); the next push event will judge it.`);
        }
        options.log.info(`The head moved from ${head} to ${now} during evaluation; evaluating the new head.`);
        head = now;
    }
}

// EXTERNAL MODULE: ./src/core/pr/read.ts + 1 modules
var read = __nccwpck_require__(4291);
// EXTERNAL MODULE: ./src/history-guard/evaluate.ts
var evaluate = __nccwpck_require__(9410);
// EXTERNAL MODULE: ./src/history-guard/github-ports.ts
var github_ports = __nccwpck_require__(519);
// EXTERNAL MODULE: ./src/history-guard/settings.ts + 4 modules
var settings = __nccwpck_require__(2160);
;// CONCATENATED MODULE: ./src/history-guard/standing-head.ts
/**
 * One PR read and judged on a head that stood still: the state from the block comment's record, mergexo's
 * copy in its verdict checks and GitHub's witnesses, and the decision on it. Nothing is written here.
 */









/**
 * How many heads force-pushes left are searched for the copy of the state, newest first, when neither
 * the event's `before` nor the head carries it: past these, the timeline's witnesses judge alone.
 */
const COPY_LOOKUPS = 10;
/** The head this event's push replaced, when the event is a push to this PR: no rewrite lies between. */
function eventBefore(ctx, number) {
    const { payload } = ctx.event;
    const before = payload.before;
    return payload.action === 'synchronize' &&
        payload.pull_request?.number === number &&
        typeof before === 'string' &&
        history_guard_state/* SHA */.hG.test(before)
        ? before
        : undefined;
}
/**
 * Evaluates the PR head against the last accepted head (from the block comment's record and
 * GitHub's witnesses, see `readGuardState`), on a head that stood still: a push that lands mid-run
 * is judged instead of the stale one.
 */
async function judgeStandingHead(ctx, number) {
    const snapshot = await (0,read/* readPull */.Es)(ctx.github, ctx.repo, number);
    const before = eventBefore(ctx, number);
    const recordBlocked = (0,history_guard_state/* readGuardRecord */.pt)(snapshot)?.state.status === 'blocked';
    const standing = await onStandingHead(snapshot.headSha, async (head) => {
        // The copy of the state in mergexo's verdict check: on the head this push replaced, else on the
        // head itself (a re-run, a reopened PR). A block the comment still carries needs no copy.
        const verdictOn = (0,github_ports/* verdictReader */.$b)(ctx, snapshot.viewer);
        let copy;
        if (!recordBlocked) {
            if (before) {
                const verdict = await verdictOn(before);
                copy = verdict ? (0,history_guard_state/* copiedState */.gI)(verdict.text, number) : undefined;
            }
            if (!copy) {
                const onHead = await verdictOn(head);
                copy = onHead ? (0,history_guard_state/* copiedState */.gI)(onHead.text, number) : undefined;
            }
            // The heads GitHub's timeline says force-pushes left (no one can erase them), newest first: the
            // run that judged one wrote its copy there, a block included, even when the event names no `before`.
            for (const push of [...snapshot.forcePushes].reverse().slice(0, COPY_LOOKUPS)) {
                if (copy)
                    break;
                if (!push.after || push.after === head || push.after === before)
                    continue;
                const verdict = await verdictOn(push.after);
                copy = verdict ? (0,history_guard_state/* copiedState */.gI)(verdict.text, number) : undefined;
            }
        }
        const { state, decision } = await (0,evaluate/* evaluate */._3)({
            pull: snapshot,
            head,
            ...(copy ? { copy } : {}),
            ...(before ? { lastHead: before, pushed: { before, by: ctx.event.actor } } : {}),
            policy: (0,settings/* rewritePolicy */.B)(ctx.settings, snapshot.authorLogin),
            git: (0,github_ports/* githubGit */.gW)(ctx, snapshot),
            newestVerdict: verdictOn,
        });
        // The PRs on this commit, listed for the per-commit rule, also say where this PR's head is
        // now; only when GitHub's answer leaves it out is the PR's head read again.
        return { state, decision, onCommit: await (0,commit_verdict/* openPullsWithCommit */.oG)(ctx.github, ctx.repo, head) };
    }, async ({ onCommit }) => onCommit.find((p) => p.number === number)?.headSha ?? (await (0,read/* readHead */.zy)(ctx.github, ctx.repo, number)).headSha, { log: ctx.log });
    return { snapshot, head: standing.head, ...standing.value };
}
/** API failures while judging become undecidable: the gate refuses instead of guessing. */
async function evaluateOrRefuse(ctx, number) {
    try {
        return await judgeStandingHead(ctx, number);
    }
    catch (e) {
        if (e instanceof errors/* ConfigurationError */.j1 || e instanceof errors/* UndecidableError */.N3)
            throw e;
        throw new errors/* UndecidableError */.N3((0,messages/* githubSilentReason */.fG)((0,errors/* errorMessage */.gJ)(e)));
    }
}

// EXTERNAL MODULE: ./src/history-guard/verdict-line.ts
var verdict_line = __nccwpck_require__(4111);
;// CONCATENATED MODULE: ./src/history-guard/shell.ts
/**
 * history-guard's shell, an orchestrator: read and judge the PR on a standing head (`standing-head.ts`, which
 * asks `evaluate.ts`), then write through core's gateway. A PR's own writes come first (backup, label, block comment), in the order that lets a
 * re-run resume; the check comes last, through the per-commit rule, because it speaks for every open
 * PR the commit heads. An accepted head writes no comment: its check states what was decided.
 */














/** Runs for one PR may overlap (a burst of pushes); comments they create are settled to one. */
const SETTLE = { settle: true };
/**
 * Writes in the order that lets a re-run resume: backup, label, the block comment (which carries
 * the state); the verdict comes last. Returns the state as written (with its backup refs).
 */
async function applyBlock(ctx, number, { snapshot, decision, head }, notes) {
    const next = { ...decision.next };
    const newlyBlocked = decision.verdict === 'blocked' && decision.newlyBlocked;
    if (!next.cause && !next.refusedHead && (newlyBlocked || !next.backupRefs || next.backupRefs.length === 0)) {
        next.backupRefs = await backUpOverwrittenHeads(ctx, number, next, head, notes);
    }
    await (0,labels/* addLabel */.Y_)(ctx.github, ctx.repo, snapshot, ctx.settings.blockedLabel);
    // A blocked PR cannot land: ci-wait's ready mark goes in this run, not at ci-wait's next one.
    // A failure here is said and the block goes on: the block comment and the check matter more than the mark.
    if ((0,mark/* markOn */.r$)(ctx.settings.ready)) {
        try {
            const back = await (0,mark/* takeBackReadyMark */.R6)(ctx.github, ctx.repo, snapshot, ctx.settings.ready);
            if ((0,mark/* changed */.tD)(back))
                ctx.log.info((0,messages/* readyTakenBackLine */.KD)(number));
        }
        catch (e) {
            ctx.log.warning((0,messages/* readyNotTakenBackLine */.pQ)(number, (0,errors/* errorMessage */.gJ)(e)));
        }
    }
    const text = (0,messages/* blockCommentText */.S6)(next, decision.transition, number, ctx.settings);
    await (0,comments/* upsertComment */.lB)(ctx.github, ctx.repo, snapshot, (0,history_guard_state/* blockMarker */.K_)(next), text, SETTLE);
    return next;
}
/** An accepted head writes nothing of its own but lifting the label: its check states the decision. */
async function applyAccept(ctx, { snapshot }) {
    await (0,labels/* removeLabel */.tA)(ctx.github, ctx.repo, snapshot, ctx.settings.blockedLabel);
}
async function judge(ctx, number, notes, ledger) {
    const evaluation = await evaluateOrRefuse(ctx, number);
    const { decision, snapshot } = evaluation;
    if (decision.verdict === 'blocked') {
        // The check states the state as written, backup refs included.
        const next = await applyBlock(ctx, number, evaluation, notes);
        ledger.set(number, { owner: (0,evaluate/* ownerOf */.bf)(snapshot), state: next });
        return { evaluation: { ...evaluation, decision: { ...decision, next } } };
    }
    await applyAccept(ctx, evaluation);
    ledger.set(number, { owner: (0,evaluate/* ownerOf */.bf)(snapshot), state: decision.next });
    const policy = (0,settings/* rewritePolicy */.B)(ctx.settings, evaluation.snapshot.authorLogin);
    for (const r of decision.forgiven ?? [])
        notes.push({ kind: 'forgiven', number, rewrite: r, why: (0,decide/* forgivenBecause */.H)(r, policy) });
    return { evaluation };
}
function partOf(number, decision) {
    return decision.verdict === 'accepted'
        ? { number, pass: true }
        : { number, pass: false, reason: decision.transition };
}
/** Judges another PR (with all its own writes) for its part in the verdict on `head`. */
function judgeOther(ctx, head, notes, ledger) {
    return async (other) => {
        const judged = await judge(ctx, other, notes, ledger);
        // One that moved on meanwhile is judged by its own push event, on its own commit.
        return judged.evaluation.head === head ? partOf(other, judged.evaluation.decision) : undefined;
    };
}
/**
 * Judges the PR, then every other open PR whose head is the same commit (a blocked head pushed
 * under another branch name must not turn green), and writes one check on the commit: success only
 * when each of them is accepted.
 */
async function guardPullRequest(ctx, number) {
    const notes = [];
    const ledger = new Map();
    const own = await judge(ctx, number, notes, ledger);
    const { decision, state, head } = own.evaluation;
    const { parts, commit } = await (0,commit_verdict/* writeCommitVerdict */.UK)(ctx.github, ctx.repo, {
        head,
        own: partOf(number, decision),
        listed: own.evaluation.onCommit,
        judgeOther: judgeOther(ctx, head, notes, ledger),
        write: async (parts) => {
            await (0,checks/* writeVerdict */.P1)(ctx.github, ctx.repo, guardVerdict(ctx.settings, decision, head, state, parts, number, ledger));
        },
    });
    return {
        verdict: commit.pass ? 'accepted' : 'blocked',
        ownVerdict: decision.verdict,
        transition: decision.transition,
        expectedHead: decision.verdict === 'blocked' ? decision.next.accepted : (state?.accepted ?? head),
        observedHead: head,
        prNumber: number,
        notes,
        sharedWith: parts.filter((p) => p.number !== number),
    };
}
function guardVerdict(settings, decision, head, previous, parts, number, ledger) {
    return {
        name: settings.checkName,
        headSha: head,
        conclusion: (0,commit_verdict/* conjoin */.d9)(parts).pass ? 'success' : 'failure',
        ...(0,messages/* guardCheckText */.bb)(decision, head, previous, parts, number),
        text: (0,verdict_line/* verdictLine */.M)(head, parts, ledger, settings.enforcement === 'observe'),
    };
}


/***/ }),

/***/ 7716:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   F3: () => (/* binding */ readGuardState),
/* harmony export */   K_: () => (/* binding */ blockMarker),
/* harmony export */   eG: () => (/* binding */ verdictMarker),
/* harmony export */   eN: () => (/* binding */ passedIn),
/* harmony export */   gI: () => (/* binding */ copiedState),
/* harmony export */   hG: () => (/* binding */ SHA),
/* harmony export */   pt: () => (/* binding */ readGuardRecord),
/* harmony export */   z0: () => (/* binding */ refusalsIn)
/* harmony export */ });
/* unused harmony exports ACTION, blockKey, parseGuardState */
/* harmony import */ var _core_markers_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(3591);
/**
 * Where history-guard's state lives. A PR that asks nothing of its author carries no comment: its
 * state is derived from what GitHub records (the timeline's force-pushes, the event's `before`) and
 * stated in the verdict check. What must persist (a block, an operator's unblock) is kept twice: on
 * the block comment's marker (it asks the author to act while blocked, and after an unblock it is
 * edited in place into the record of how the finding was resolved), and in the verdict check's
 * hidden line, which nobody can edit and, under a dedicated App, nobody can delete. Only trusted
 * comments and mergexo's own check runs count.
 */

const ACTION = 'history-guard';
const SHA = /^[0-9a-f]{40}$/;
/** A block comment's finding key: which accepted head was rewritten, by which head. */
function blockKey(finding) {
    return `block:${finding.accepted}:${finding.rewrite ?? finding.observed ?? ''}`;
}
/**
 * The block comment's marker: named by the finding, carrying the PR's state (`record`): the block
 * itself, or after an unblock the state the operator left.
 */
function blockMarker(finding, record = finding) {
    return { action: ACTION, kind: 'block', key: blockKey(finding), data: { ...record } };
}
function parseSighting(value) {
    const { source, by, at } = (value ?? {});
    return (source === 'timeline' || source === 'event') && typeof by === 'string' && typeof at === 'string'
        ? [{ source, by, at }]
        : [];
}
/**
 * The sentence earlier versions kept in `tampered`, as the facts it stated: `history rewritten: force-push by
 * @login at <time>, push by @login` (mergexo's own words, never a user's). A part it cannot read is left out.
 */
function legacySightings(sentence) {
    const list = sentence.startsWith('history rewritten: ') ? sentence.slice('history rewritten: '.length) : '';
    return list.split(', ').flatMap((part) => {
        const m = /^(force-push|push) by @(\S+?)(?: at (\S+))?$/.exec(part);
        return m ? [{ source: m[1] === 'push' ? 'event' : 'timeline', by: m[2], at: m[3] ?? '' }] : [];
    });
}
/**
 * Why a stored block is not one restoring history lifts: `cause` as written now, or the sentence earlier
 * versions wrote in `tampered`: with `overwritten` present and empty it named a witnessed rewrite whose
 * overwritten head was gone, else an altered record.
 */
function parseCause(cause, tampered, overwritten) {
    const { kind, rewrites } = (cause ?? {});
    if (kind === 'record-altered')
        return { kind };
    if (kind === 'overwritten-head-gone') {
        return { kind, rewrites: Array.isArray(rewrites) ? rewrites.flatMap(parseSighting) : [] };
    }
    if (typeof tampered !== 'string')
        return undefined;
    return overwritten?.length === 0
        ? { kind: 'overwritten-head-gone', rewrites: legacySightings(tampered) }
        : { kind: 'record-altered' };
}
/** A marker's data as a guard state; anything malformed is no state. Earlier versions' markers read too. */
function parseGuardState(data) {
    if (!data)
        return undefined;
    const { status, accepted, observed, rewrite, backupRefs, via, refusedHead, overwritten, forcePushesSeen } = data;
    if ((status !== 'accepted' && status !== 'blocked') || typeof accepted !== 'string' || !SHA.test(accepted)) {
        return undefined;
    }
    const count = (n) => typeof n === 'number' && Number.isInteger(n) && n > 0;
    const heads = Array.isArray(overwritten)
        ? overwritten.filter((o) => typeof o === 'string' && SHA.test(o))
        : undefined;
    const cause = parseCause(data.cause, data.tampered, heads);
    return {
        status,
        accepted,
        ...(typeof observed === 'string' && SHA.test(observed) ? { observed } : {}),
        ...(typeof rewrite === 'string' && SHA.test(rewrite) ? { rewrite } : {}),
        ...(cause ? { cause } : {}),
        ...(typeof refusedHead === 'string' ? { refusedHead } : {}),
        ...(heads ? { overwritten: heads } : {}),
        ...(count(forcePushesSeen) ? { forcePushesSeen: forcePushesSeen } : {}),
        ...(via === 'first' || via === 'ahead' || via === 'unblocked' ? { via } : {}),
        ...(Array.isArray(backupRefs) ? { backupRefs: backupRefs.filter((r) => typeof r === 'string') } : {}),
    };
}
/**
 * The state the PR's trusted block comments carry: a block still open wins (the newest, if
 * several); otherwise the latest resolution (the one that accounts for the most force-pushes).
 */
function readGuardRecord(view) {
    let best;
    const rank = (r) => [r.state.status === 'blocked' ? 1 : 0, r.state.forcePushesSeen ?? 0, r.comment.id];
    const better = (a, b) => {
        if (!b)
            return true;
        const [x, y] = [rank(a), rank(b)];
        for (let i = 0; i < x.length; i++)
            if (x[i] !== y[i])
                return x[i] > y[i];
        return false;
    };
    for (const comment of view.trusted) {
        for (const marker of comment.markers) {
            if (marker.action !== ACTION || marker.kind !== 'block')
                continue;
            const state = parseGuardState(marker.data);
            if (!state)
                continue;
            const candidate = { state, comment, marker };
            if (better(candidate, best))
                best = candidate;
        }
    }
    return best;
}
/**
 * Whether the PR's trusted comments show that an operator resolved the finding a copied block names:
 * the block comment of that finding, edited into the record of its unblock.
 */
function resolvedOnRecord(view, block) {
    const key = blockKey(block);
    return view.trusted.some((c) => c.markers.some((m) => m.action === ACTION && m.kind === 'block' && m.key === key && parseGuardState(m.data)?.status === 'accepted'));
}
/**
 * The PR's guard state, from its two copies and GitHub's witnesses:
 * - a block on record (the block comment, or the copy in mergexo's verdict check) stands until an
 *   operator lifts it: deleting or editing the comment leaves the copy, and the check run cannot be
 *   deleted (`src/core/pr/evidence.ts` says which evidence counts, and what is left when both go);
 * - a force-push neither copy accounts for: the head it overwrote is the last accepted one (every
 *   earlier move of the branch was a fast-forward, which GitHub does not record as forced);
 * - the accepted head of the copy that accounts for the most force-pushes (the check's copy on a tie:
 *   it was written at a later head);
 * - else `lastHead`, a head known to precede this one with no rewrite between (the event's `before`).
 * Undefined: nothing is known, the head is judged as a first head.
 */
function readGuardState(snapshot, lastHead, copy) {
    const record = readGuardRecord(snapshot)?.state;
    if (record?.status === 'blocked')
        return record;
    if (copy?.status === 'blocked' && !resolvedOnRecord(snapshot, copy))
        return copy;
    const known = [copy?.status === 'accepted' ? copy : undefined, record]
        .filter((s) => s !== undefined)
        .sort((a, b) => (b.forcePushesSeen ?? 0) - (a.forcePushesSeen ?? 0))[0];
    const seen = known?.forcePushesSeen ? { forcePushesSeen: known.forcePushesSeen } : {};
    const first = snapshot.forcePushes[known?.forcePushesSeen ?? 0];
    if (first?.before)
        return { status: 'accepted', accepted: first.before, via: 'ahead', ...seen };
    if (known)
        return known;
    if (lastHead !== undefined && SHA.test(lastHead))
        return { status: 'accepted', accepted: lastHead, via: 'ahead' };
    return undefined;
}
/** The hidden line a verdict check carries: which PRs on its commit passed, their states and the refusals. */
function verdictMarker(head, copy) {
    const states = copy.states ? Object.fromEntries([...copy.states].map(([n, s]) => [String(n), { ...s }])) : undefined;
    return (0,_core_markers_js__WEBPACK_IMPORTED_MODULE_0__/* .renderMarker */ .Bd)({
        action: ACTION,
        kind: 'verdict',
        key: head,
        data: {
            passed: [...copy.passed],
            ...(states ? { states } : {}),
            ...(copy.refused ? { refused: copy.refused.map((r) => ({ ...r })) } : {}),
        },
    });
}
function verdictData(text) {
    return (0,_core_markers_js__WEBPACK_IMPORTED_MODULE_0__/* .parseMarkers */ .FT)(text).find((m) => m.action === ACTION && m.kind === 'verdict')?.data;
}
/** Whether a verdict check's text says PR `number` passed on it. */
function passedIn(text, number) {
    const passed = verdictData(text)?.passed;
    return Array.isArray(passed) && passed.includes(number);
}
/** The state a verdict check's copy holds for PR `number`, if it judged that PR. */
function copiedState(text, number) {
    const states = verdictData(text)?.states;
    if (!states || typeof states !== 'object')
        return undefined;
    return parseGuardState(states[String(number)]);
}
/** The PRs a verdict check refused, by author and branch; undefined for a check that names none (earlier versions). */
function refusalsIn(text) {
    const refused = verdictData(text)?.refused;
    if (!Array.isArray(refused))
        return undefined;
    return refused.flatMap((r) => {
        const { pr, author, branch } = (r ?? {});
        return typeof pr === 'number' && typeof author === 'string' && typeof branch === 'string'
            ? [{ pr, author, branch }]
            : [];
    });
}


/***/ }),

/***/ 4111:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   M: () => (/* binding */ verdictLine)
/* harmony export */ });
/* unused harmony export passedParts */
/* harmony import */ var _state_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(7716);

/** The PRs on the commit that passed: a later first head of one of them is not refused by this check. */
function passedParts(parts) {
    return parts.filter((p) => p.pass).map((p) => p.number);
}
/**
 * The verdict check's hidden line for the PRs on its commit (`parts`): which passed, the state decided
 * for each (the copy no one can delete), and whose PRs it refused. An observing run (`enforcement: observe`)
 * keeps no state and refuses no one: a block it only reported must not bind the runs that enforce after the
 * switch, which judge from GitHub's record under `enforced-since`.
 */
function verdictLine(head, parts, ledger, observing = false) {
    const states = new Map();
    const refused = [];
    for (const part of parts) {
        if (observing)
            break;
        const entry = ledger.get(part.number);
        if (!entry)
            continue;
        states.set(part.number, entry.state);
        if (entry.state.status === 'blocked')
            refused.push({ pr: part.number, ...entry.owner });
    }
    return (0,_state_js__WEBPACK_IMPORTED_MODULE_0__/* .verdictMarker */ .eG)(head, { passed: passedParts(parts), states, refused });
}


/***/ }),

/***/ 2613:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("assert");

/***/ }),

/***/ 4434:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("events");

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

/***/ 5574:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("string_decoder");

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
/******/ var __webpack_exports__ = __nccwpck_require__(8732);
/******/ __webpack_exports__ = await __webpack_exports__;
/******/ 
