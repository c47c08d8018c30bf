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

/***/ 6691:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   k: () => (/* binding */ compareCommits)
/* harmony export */ });
/* unused harmony export ancestryFromPullCommits */
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

/***/ 6708:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   ax: () => (/* binding */ fingerprintOf),
/* harmony export */   br: () => (/* binding */ digest)
/* harmony export */ });
/* unused harmony export digestText */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);

/**
 * mergexo's one idempotence scheme: a write happens only when the facts it states differ from the
 * facts the PR already shows, never when the words differ. A fingerprint is those facts written out
 * (JSON), so equal facts give an equal fingerprint whatever the wording, and a change of wording in a
 * release rewrites nothing. Long or free-form facts (a list of files, GitHub's words in a refusal) go
 * in as a `digest`, so a fingerprint stays short enough for a marker or a check's `external_id`.
 */
function fingerprintOf(facts) {
    return JSON.stringify(facts);
}
const sha256Hex12 = (text) => (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(text).digest('hex').slice(0, 12);
/** A short digest of one fact, as JSON (12 hex digits of its SHA-256): enough to tell two facts apart. */
function digest(value) {
    return sha256Hex12(JSON.stringify(value));
}
/**
 * A short digest of a text as it is (no JSON quoting). ci-wait's round keys were written with it and live
 * in state on open PRs: a key that changed across an upgrade would count one failure twice.
 */
function digestText(text) {
    return sha256Hex12(text);
}


/***/ }),

/***/ 544:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   $Y: () => (/* binding */ git),
/* harmony export */   iR: () => (/* binding */ GitCommandError),
/* harmony export */   r9: () => (/* binding */ gitVersion),
/* harmony export */   sf: () => (/* binding */ mapLimit),
/* harmony export */   zy: () => (/* binding */ versionAtLeast)
/* harmony export */ });
/* unused harmony exports hardenedEnv, authConfig, redactToken, configEnv, basicAuthHeader */
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(8161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_os__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(2721);
/* harmony import */ var _github_proxy_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(8762);



class GitCommandError extends Error {
    args;
    output;
    name = 'GitCommandError';
    constructor(args, output) {
        super(`git ${subcommand(args)} exited with ${output.code}: ${firstLine(output.stderr) || firstLine(output.stdout)}`);
        this.args = args;
        this.output = output;
    }
}
/** `fetch` in `git --git-dir X fetch ...`: what a message should name. */
function subcommand(args) {
    for (let i = 0; i < args.length; i++) {
        const a = args[i];
        if (a === '--git-dir' || a === '-C' || a === '-c')
            i++;
        else if (!a.startsWith('-'))
            return a;
    }
    return args[0] ?? '';
}
function firstLine(s) {
    return s.trim().split('\n')[0] ?? '';
}
/** Git must never stop to ask for credentials, and its messages are parsed in English. */
const QUIET_ENV = { GIT_TERMINAL_PROMPT: '0', GCM_INTERACTIVE: 'never', LC_ALL: 'C' };
function stringEnv(env) {
    const out = {};
    for (const [k, v] of Object.entries(env))
        if (v !== undefined)
            out[k] = v;
    return out;
}
/**
 * What git reads from the machine, none of it mergexo's: the runner's (or a user's) system and global
 * configuration (hooks, aliases, URL rewrites, credential helpers, fsmonitor), every inherited `GIT_*`
 * variable (GIT_DIR, GIT_CONFIG_*, GIT_EXEC_PATH, ...) and prompts. Every git command mergexo runs
 * goes through `git` below with this environment; its messages are parsed in English.
 */
function hardenedEnv(from = process.env) {
    const env = {};
    for (const [k, v] of Object.entries(from))
        if (v !== undefined && !k.startsWith('GIT_'))
            env[k] = v;
    return { ...env, ...QUIET_ENV, GIT_CONFIG_NOSYSTEM: '1', GIT_CONFIG_GLOBAL: node_os__WEBPACK_IMPORTED_MODULE_0__.devNull, GIT_ASKPASS: 'echo' };
}
/** Configuration every command gets: nothing runs on mergexo's behalf, nothing is rewritten behind it. */
const HARDENED_CONFIG = {
    'core.hooksPath': node_os__WEBPACK_IMPORTED_MODULE_0__.devNull,
    // No attribute file from the machine (merge drivers, filters); files are never read as attributes.
    'core.attributesFile': node_os__WEBPACK_IMPORTED_MODULE_0__.devNull,
    'core.fsmonitor': 'false',
    'gc.auto': '0',
    'maintenance.auto': 'false',
    'fetch.recurseSubmodules': 'false',
};
/** The configuration that lets git reach `serverUrl` with `token`: a header scoped to the server, and its proxy. */
function authConfig(serverUrl, token) {
    const proxy = (0,_github_proxy_js__WEBPACK_IMPORTED_MODULE_1__/* .gitProxySettings */ .G8)(serverUrl);
    return {
        config: {
            [`http.${serverUrl.replace(/\/+$/, '')}/.extraheader`]: basicAuthHeader(token),
            'protocol.version': '2',
            ...proxy.config,
        },
        env: proxy.env,
    };
}
async function git(args, options = {}) {
    // Loaded by the first git command, so a run that never gets that far does not load it.
    const { getExecOutput } = await __nccwpck_require__.e(/* import() */ 32).then(__nccwpck_require__.bind(__nccwpck_require__, 3032));
    const auth = options.auth ? authConfig(options.auth.serverUrl, options.auth.token) : undefined;
    const asUser = options.setup === 'user';
    const base = asUser ? { ...stringEnv(process.env), ...QUIET_ENV } : hardenedEnv(process.env);
    const env = {
        ...base,
        ...auth?.env,
        ...options.env,
        ...configEnv({ ...(asUser ? {} : HARDENED_CONFIG), ...auth?.config, ...options.config }, base),
    };
    let result;
    try {
        result = await getExecOutput('git', args, {
            ...(options.cwd ? { cwd: options.cwd } : {}),
            env,
            ...(options.input !== undefined ? { input: Buffer.from(options.input) } : {}),
            silent: true,
            ignoreReturnCode: true,
        });
    }
    catch (e) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UndecidableError */ .N3(`git could not be started on this machine (${e instanceof Error ? e.message : String(e)}): install git 2.38 ` +
            'or later (GitHub-hosted runners have it), then re-run.');
    }
    const redact = (text) => (options.auth ? redactToken(text, options.auth.token) : text);
    const output = { code: result.exitCode, stdout: result.stdout, stderr: redact(result.stderr) };
    if (!(options.okCodes ?? [0]).includes(output.code))
        throw new GitCommandError(args, output);
    return output;
}
/** `text` with the token and git's header form of it replaced by `***`. */
function redactToken(text, token) {
    if (!token)
        return text;
    const basic = Buffer.from(`x-access-token:${token}`).toString('base64');
    return text.split(token).join('***').split(basic).join('***');
}
/** The installed git's version, or undefined when there is no usable git on PATH. */
async function gitVersion() {
    try {
        const { stdout } = await git(['--version']);
        const m = /(\d+)\.(\d+)(?:\.(\d+))?/.exec(stdout);
        return m ? [Number(m[1]), Number(m[2]), Number(m[3] ?? 0)] : undefined;
    }
    catch {
        return undefined;
    }
}
function versionAtLeast(version, wanted) {
    for (let i = 0; i < wanted.length; i++) {
        const a = version[i] ?? 0;
        const b = wanted[i] ?? 0;
        if (a !== b)
            return a > b;
    }
    return true;
}
/**
 * Configuration handed to git through the environment (GIT_CONFIG_COUNT, git >= 2.31) rather
 * than `-c` on the command line, so a token in it never shows up in a process listing.
 */
function configEnv(entries, base = process.env) {
    const start = Number(base.GIT_CONFIG_COUNT ?? 0) || 0;
    const env = {};
    let i = start;
    for (const [key, value] of Object.entries(entries)) {
        env[`GIT_CONFIG_KEY_${i}`] = key;
        env[`GIT_CONFIG_VALUE_${i}`] = value;
        i++;
    }
    env.GIT_CONFIG_COUNT = String(i);
    return env;
}
/** The HTTP header GitHub's git endpoints accept for an Actions or App token. */
function basicAuthHeader(token) {
    return `AUTHORIZATION: basic ${Buffer.from(`x-access-token:${token}`).toString('base64')}`;
}
/** Runs `fn` over `items` with at most `limit` in flight, keeping the results in order. */
async function mapLimit(items, limit, fn) {
    const results = new Array(items.length);
    let next = 0;
    const worker = async () => {
        while (next < items.length) {
            const i = next++;
            results[i] = await fn(items[i], i);
        }
    };
    await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
    return results;
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
/* harmony export */   $A: () => (/* binding */ integerInput),
/* harmony export */   Xu: () => (/* binding */ labelInput),
/* harmony export */   YF: () => (/* binding */ requiredInput),
/* harmony export */   dt: () => (/* binding */ listInput),
/* harmony export */   ij: () => (/* binding */ choiceInput),
/* harmony export */   tE: () => (/* binding */ booleanInput)
/* harmony export */ });
/* unused harmony exports inputsFromRecord, shaInput, pullRequestNumberInput */
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
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigurationError */ .j1(`Input '${name}' must be a whole number, got '${value}'.`);
    }
    const n = Number(value);
    if (n < bounds.min || (bounds.max !== undefined && n > bounds.max)) {
        const range = bounds.max === undefined ? `at least ${bounds.min}` : `between ${bounds.min} and ${bounds.max}`;
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigurationError */ .j1(`Input '${name}' must be ${range}, got ${n}.`);
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

/***/ 3591:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   FT: () => (/* binding */ parseMarkers),
/* harmony export */   P$: () => (/* binding */ markerlessText),
/* harmony export */   Pe: () => (/* binding */ withMarker),
/* harmony export */   ew: () => (/* binding */ withMarkers)
/* harmony export */ });
/* unused harmony export renderMarker */
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
  Lk: () => (/* binding */ requireMergeGroup)
});

// UNUSED EXPORTS: QUEUE_FORBIDDEN, QUEUE_UNSEEN, mergeGroupFromPayload, mergeGroupPullNumber, pullsAheadInQueue

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
const graphql_documents_MERGE_QUEUE_ENTRIES = /* GraphQL */ `
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
const DOCUMENTS = { MERGE_QUEUE_ENTRIES: graphql_documents_MERGE_QUEUE_ENTRIES };

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
            throw new UndecidableError(`the merge queue of ${base} holds more than ${MAX_QUEUE_PAGES * 100} entries; mergexo does not judge a group it cannot list.`);
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
            if (isGraphQLForbidden(e))
                throw new ConfigurationError(QUEUE_FORBIDDEN(base));
            throw e;
        }
        const queue = answer.repository?.mergeQueue;
        if (!queue)
            throw new UndecidableError(QUEUE_UNSEEN(base));
        const conn = queue.entries;
        if (!conn)
            throw new UndecidableError(`GitHub did not list the merge queue of ${base}.`);
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
        throw new UndecidableError(`PR #${number} is not in the merge queue of ${base} (any more), so the PRs of its merge group cannot be listed; ` +
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

/***/ 8202:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   P1: () => (/* binding */ writeVerdict)
/* harmony export */ });
/* unused harmony exports MAX_OUTPUT_BYTES, observedVerdict, writePending */
/* harmony import */ var _enforcement_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(3050);
/* harmony import */ var _identity_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(3484);
/* harmony import */ var _utf8_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(3573);



const MAX_ANNOTATIONS_PER_REQUEST = 50;
/**
 * GitHub refuses (422) a check run whose `output.summary` or `output.text` exceeds 65,535 UTF-8 bytes; its
 * docs say characters, its answer says "exceeds a maximum bytesize of 65535" (github/docs#35252). A refused
 * verdict is a missing required check, so both are clipped by bytes, between code points.
 */
const MAX_OUTPUT_BYTES = 65_535;
const TRUNCATED = '\n\n… (truncated by mergexo)';
function clip(s) {
    return (0,_utf8_js__WEBPACK_IMPORTED_MODULE_2__/* .clipUtf8 */ .m4)(s, MAX_OUTPUT_BYTES, TRUNCATED);
}
/**
 * Observe mode's verdict: `neutral`, its title starting with what enforcement would have concluded, its
 * summary opening with what that means (`../enforcement.ts`); annotations keep what was found.
 */
function observedVerdict(verdict) {
    return {
        ...verdict,
        conclusion: 'neutral',
        title: (0,_enforcement_js__WEBPACK_IMPORTED_MODULE_0__/* .observedTitle */ .DV)(verdict.conclusion, verdict.title),
        summary: `${(0,_enforcement_js__WEBPACK_IMPORTED_MODULE_0__/* .observedSummaryLead */ .xs)(verdict.conclusion)}\n\n${verdict.summary}`,
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
    (0,_identity_js__WEBPACK_IMPORTED_MODULE_1__/* .recordVerdictApp */ .wj)(created.appSlug);
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
/* harmony export */   FD: () => (/* binding */ deleteOwnComment),
/* harmony export */   R3: () => (/* binding */ removeDuplicates),
/* harmony export */   lB: () => (/* binding */ upsertComment)
/* harmony export */ });
/* unused harmony export setRider */
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
  ne: () => (/* binding */ UNLISTED),
  hY: () => (/* binding */ failingNames),
  _: () => (/* binding */ sharedHeadLine),
  UK: () => (/* binding */ writeCommitVerdict)
});

// UNUSED EXPORTS: conclusionOf, conjoin, judgeOthersOnHead, newcomersAfterSuccess, openPullsWithCommit, otherPullsWithHead, ownCheckRuns, unlisted

// EXTERNAL MODULE: ./src/core/errors.ts
var errors = __nccwpck_require__(2721);
// EXTERNAL MODULE: ./src/core/words.ts
var words = __nccwpck_require__(4269);
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
        .filter((r) => r.head_sha === sha && r.app?.slug !== undefined && botless(r.app.slug) === botless(viewer))
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
/* harmony export */   OH: () => (/* binding */ PULL_FIELDS),
/* harmony export */   T1: () => (/* binding */ PULL_REQUEST_READ),
/* harmony export */   Te: () => (/* binding */ PULL_REQUEST_COMMENTS_PAGE),
/* harmony export */   kB: () => (/* binding */ PULL_REQUEST_TIMELINE_PAGE),
/* harmony export */   mH: () => (/* binding */ TRUSTED_COMMENT_FIELDS),
/* harmony export */   zZ: () => (/* binding */ REVIEW_REQUESTS_READ)
/* harmony export */ });
/* unused harmony exports REVIEW_REQUEST_FIELDS, DOCUMENTS */
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
/* harmony export */   k2: () => (/* binding */ readLabels),
/* harmony export */   tA: () => (/* binding */ removeLabel)
/* harmony export */ });
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
  Io: () => (/* binding */ readCommentPages),
  zy: () => (/* binding */ readHead),
  Es: () => (/* binding */ readPull),
  du: () => (/* binding */ viewOf)
});

// UNUSED EXPORTS: UnknownPullRequestError

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

/***/ 6701:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  oh: () => (/* reexport */ DEFAULT_CONFLICT_LABEL),
  ih: () => (/* reexport */ REBASE_NOTIFY_STATUS),
  x1: () => (/* reexport */ otherConflictNotice),
  eL: () => (/* reexport */ readRebaseNotifyStatus),
  aw: () => (/* reexport */ rebaseNotifyStatusMarker)
});

// UNUSED EXPORTS: CI_WAIT_FINDING, CI_WAIT_RIDER, CI_WAIT_RIDER_VERSION, CONFLICT_NOTICE_VERSION, DEFAULT_BLOCKED_LABEL, DEFAULT_BLOCKING_LABELS, DEFAULT_QUARANTINE_LABEL, DEFAULT_READY_LABEL, MERGEXO_CHECK_PREFIX, ciWaitFindingMarker, ciWaitRiderMarker, isMergexoCheckName, readCiWaitFinding, readCiWaitRider, readConflictNotice, readable, versionField, versionOf

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

;// CONCATENATED MODULE: ./src/core/protocol/version.ts
/**
 * How a cross-action marker changes shape without losing state on a repository that upgrades. The marker
 * line itself stays `mergexo:v1` (`../markers.ts`); what a marker's `data` holds is versioned per marker:
 * version 1 carries no `v` field (every marker written before the protocol module had none), a later
 * version writes `"v": <n>` in its data. A reader accepts its own version and the one before it, so the
 * markers already on open PRs keep being read for one major release after a change.
 */
/** The version of a marker's data: 1 without a `v` field; undefined when `v` is not a whole number from 1. */
function versionOf(data) {
    const v = data?.v;
    if (v === undefined)
        return 1;
    return typeof v === 'number' && Number.isInteger(v) && v >= 1 ? v : undefined;
}
/** Whether a reader of `current` reads this data: its own version or the previous one. */
function version_readable(data, current) {
    const v = versionOf(data);
    return v !== undefined && (v === current || v === current - 1);
}
/** The version field a writer of `current` puts in its data: none for version 1. */
function version_versionField(current) {
    return current === 1 ? {} : { v: current };
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
    if (!version_readable(marker.data, CONFLICT_NOTICE_VERSION))
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
    return { ...REBASE_NOTIFY_STATUS, data: { ...version_versionField(CONFLICT_NOTICE_VERSION), ...state } };
}
/** The data of rebase-notify's status marker, if `marker` is one in a version this reader knows. */
function readRebaseNotifyStatus(marker) {
    const { action, kind, key } = REBASE_NOTIFY_STATUS;
    if (marker.action !== action || marker.kind !== kind || marker.key !== key)
        return undefined;
    if (!version_readable(marker.data, CONFLICT_NOTICE_VERSION))
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







/***/ }),

/***/ 4342:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   rg: () => (/* binding */ DEFAULT_READY_LABEL)
/* harmony export */ });
/* unused harmony exports DEFAULT_BLOCKED_LABEL, DEFAULT_QUARANTINE_LABEL, DEFAULT_BLOCKING_LABELS */
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
/* harmony export */   AP: () => (/* binding */ writesOf),
/* harmony export */   R6: () => (/* binding */ takeBackReadyMark),
/* harmony export */   r$: () => (/* binding */ markOn),
/* harmony export */   rg: () => (/* reexport safe */ _protocol_ready_mark_js__WEBPACK_IMPORTED_MODULE_2__.rg),
/* harmony export */   tD: () => (/* binding */ changed)
/* harmony export */ });
/* unused harmony exports noChange, setReadyMark */
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
/* harmony export */   M9: () => (/* binding */ requireEvent)
/* harmony export */ });
/* unused harmony export pullRequestNumberOf */
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
        throw new ConfigurationError(`The '${ctx.eventName}' event payload has no pull_request, so ${action} cannot tell which PR to judge. ` +
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
/* harmony export */   z: () => (/* binding */ summary)
/* harmony export */ });
/* unused harmony exports error, startGroup, endGroup */
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

/***/ 8580:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  t1: () => (/* binding */ runnerLog),
  G8: () => (/* binding */ shellContext)
});

// UNUSED EXPORTS: silentLog

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
// EXTERNAL MODULE: ./src/core/workflow-refusal.ts
var workflow_refusal = __nccwpck_require__(1438);
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
                const workflows = (0,workflow_refusal/* workflowRefusal */.yY)(e);
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
/* harmony export */   h0: () => (/* binding */ plainLine),
/* harmony export */   h8: () => (/* binding */ htmlCode),
/* harmony export */   js: () => (/* binding */ htmlText),
/* harmony export */   r7: () => (/* binding */ shellWord),
/* harmony export */   xs: () => (/* binding */ mdCode)
/* harmony export */ });
/* unused harmony exports visible, defuse, mdFence, safeUrl, mdLink */
/* harmony import */ var _utf8_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(3573);
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
    return line.length > max ? `${(0,_utf8_js__WEBPACK_IMPORTED_MODULE_0__/* .codePointPrefix */ .sS)(line, max - 1)}…` : line;
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

/***/ 3573:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   m4: () => (/* binding */ clipUtf8),
/* harmony export */   sS: () => (/* binding */ codePointPrefix)
/* harmony export */ });
/* unused harmony exports utf8Bytes, utf8Prefix */
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

/***/ 1438:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Tm: () => (/* binding */ workflowRefusalFix),
/* harmony export */   yY: () => (/* binding */ workflowRefusal)
/* harmony export */ });
/* unused harmony export isWorkflowRefusal */
/* harmony import */ var _github_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(8455);
/* harmony import */ var _untrusted_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(1310);


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
    if ((0,_github_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .httpStatus */ .nG)(e) !== 403)
        return undefined;
    const message = (0,_github_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .answerMessage */ .Mw)(e);
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
    return (`${(0,_untrusted_js__WEBPACK_IMPORTED_MODULE_1__/* .mdCode */ .xs)(base)} changed a workflow file (under ${(0,_untrusted_js__WEBPACK_IMPORTED_MODULE_1__/* .mdCode */ .xs)('.github/workflows/')}), so merging it changes that file on ` +
        "this branch too, and GitHub lets only a token with the `workflows` permission do that. The workflow's " +
        `\`GITHUB_TOKEN\` can never have it. To let mergexo update such branches, ${token}`);
}


/***/ }),

/***/ 7401:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Z: () => (/* binding */ allocatedName),
/* harmony export */   z: () => (/* binding */ parseAllocatedGlob)
/* harmony export */ });
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(2721);
/**
 * The `allocated-names` globs: which added paths claim a name that only one file may hold (the next
 * migration number, the next ADR number). The allocated name is what the glob's first `*` matches, as
 * short as the rest of the glob allows (`0042` in `0042_add_users.sql` under `*_*.sql`).
 */

const SPECIAL = /[\\^$.+()|{}[\]]/g;
/**
 * Parses one glob: `*` matches any run of characters but `/`, `?` one such character; nothing else is
 * special. A glob without `*` allocates nothing, `**` would let a name cross folders: both are refused.
 */
function parseAllocatedGlob(glob) {
    const refuse = (why) => new _core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigurationError */ .j1(`Input 'allocated-names': '${glob}' ${why}. Write one glob a line, such as migrations/*_*.sql, where the ` +
        'first * stands for the allocated name.');
    if (!glob.includes('*'))
        throw refuse('has no *, so it allocates no name');
    if (glob.includes('**'))
        throw refuse('has **: a name is one path segment, write a single *');
    if (/[[\]{}\\]/.test(glob))
        throw refuse('uses [ ], { } or \\: only * and ? are wildcards here');
    if (glob.startsWith('/') || glob.endsWith('/') || glob.split('/').some((s) => s === '' || s === '.' || s === '..'))
        throw refuse('is not a relative file path (no leading or trailing /, no empty, . or .. segment)');
    let first = true;
    let source = '';
    for (const ch of glob) {
        if (ch === '*') {
            source += first ? '([^/]*?)' : '[^/]*';
            first = false;
        }
        else if (ch === '?')
            source += '[^/]';
        else
            source += ch.replace(SPECIAL, '\\$&');
    }
    const wild = glob.search(/[*?]/);
    const slash = glob.lastIndexOf('/', wild);
    return { glob, pattern: new RegExp(`^${source}$`, 's'), folder: slash < 0 ? '' : glob.slice(0, slash + 1) };
}
/**
 * The name `path` allocates under `glob`, compared as the key. A name made only of digits is a number
 * (`0042`, `042` and `42` are one name: migration tools order them as numbers, and padding must not
 * dodge the rule); any other name compares as written.
 */
function allocatedName(glob, path) {
    const m = glob.pattern.exec(path);
    if (!m)
        return undefined;
    const name = m[1] ?? '';
    return /^[0-9]+$/.test(name) ? name.replace(/^0+(?=.)/, '') : name;
}


/***/ }),

/***/ 5253:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   $V: () => (/* binding */ commentFacts),
/* harmony export */   Hx: () => (/* binding */ groupClashes),
/* harmony export */   IR: () => (/* binding */ showsFacts),
/* harmony export */   WE: () => (/* binding */ passes),
/* harmony export */   cI: () => (/* binding */ contestedNames),
/* harmony export */   fr: () => (/* binding */ collisionFingerprint),
/* harmony export */   tn: () => (/* binding */ findCollisions)
/* harmony export */ });
/* unused harmony export SHARED_FILE_PRS */
/* harmony import */ var _core_fingerprint_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(6708);
/* harmony import */ var _allocated_names_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(7401);
/* harmony import */ var _owners_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(337);
/**
 * Cross-PR collisions, the pure rules. Every open PR on a base brings the paths it changes against
 * that base (with the blob each path ends as); they are indexed by path and by allocated name, so
 * finding who collides with whom costs one pass over the index, never a merge per pair.
 *
 * - Two PRs **overlap** when they change the same path and end it differently (the same result merges
 *   cleanly: no notice), unless more than `SHARED_FILE_PRS` open PRs change that path. Overlaps never fail a check: two PRs editing one file may merge cleanly, and a
 *   real conflict is the conflict notice's once the first lands.
 * - PRs **collide** when each adds a path matching one `allocated-names` glob with the same allocated
 *   name, unless they add the very same path with the very same content. The name has an owner
 *   (`owners.ts`): the base when its tree already holds it at another path (the second of two
 *   migration PRs after the first merged), else one claimant; only the others fail, each naming the holder.
 */



/**
 * A path more open PRs on one base than this change is a shared file: it gets no same-file notices. Ten
 * keeps a notice readable (it names each other PR) and bounds the pairs to look at per path.
 */
const SHARED_FILE_PRS = 10;
const byOther = (a, b) => (a.other === 'base' ? -1 : a.other) - (b.other === 'base' ? -1 : b.other);
/**
 * Collisions and overlaps of every PR on one base. `baseNames` holds, per glob (by its text), each
 * allocated name the base tree already has and at which paths.
 */
function findCollisions(pulls, globs, baseNames, overlaps, owners = _owners_js__WEBPACK_IMPORTED_MODULE_1__/* .NO_OWNERSHIP */ .kH) {
    const byPath = new Map();
    const byName = claimsByName(pulls, globs);
    if (overlaps) {
        for (const pull of pulls) {
            if (!pull.known)
                continue;
            for (const change of pull.changes)
                push(byPath, change.path, { number: pull.number, path: change.path, result: change.result });
        }
    }
    const out = new Map();
    const clashes = new Map();
    const overlapsOf = new Map();
    for (const pull of pulls) {
        if (!pull.known)
            out.set(pull.number, { number: pull.number, known: false, reason: pull.reason });
        else {
            clashes.set(pull.number, new Map());
            overlapsOf.set(pull.number, new Map());
        }
    }
    const clash = (self, other, holds, key, path) => {
        const [glob, name] = key.split('\0');
        const own = clashes.get(self);
        const id = `${other}\0${key}`;
        const found = own.get(id) ?? { other, ...(holds ? { holds } : {}), glob, name, paths: [], otherPaths: [] };
        own.set(id, found);
        if (!found.paths.includes(path))
            found.paths.push(path);
        return found;
    };
    for (const [key, claims] of byName) {
        const [glob, name] = key.split('\0');
        const held = baseNames.get(glob)?.get(name) ?? [];
        // The base holds a name its tree has, for good: every other path claiming it would give the base two.
        if (held.length > 0) {
            for (const a of claims) {
                const others = held.filter((at) => at !== a.path);
                if (others.length === 0)
                    continue;
                const found = clash(a.number, 'base', undefined, key, a.path);
                for (const at of others)
                    if (!found.otherPaths.includes(at))
                        found.otherPaths.push(at);
            }
            continue;
        }
        const holder = (0,_owners_js__WEBPACK_IMPORTED_MODULE_1__/* .holderOf */ .Kd)([...new Set(claims.map((c) => c.number))], key, owners);
        if (!holder)
            continue;
        const holderClaims = claims.filter((c) => c.number === holder.number);
        for (const a of claims) {
            if (a.number === holder.number)
                continue;
            // The very same file as the holder's claims nothing more: both PRs would land one file.
            if (holderClaims.some((h) => h.path === a.path && h.result === a.result))
                continue;
            const found = clash(a.number, holder.number, (0,_owners_js__WEBPACK_IMPORTED_MODULE_1__/* .holdReason */ .GI)(holder, a.number), key, a.path);
            for (const h of holderClaims)
                if (!found.otherPaths.includes(h.path))
                    found.otherPaths.push(h.path);
        }
    }
    if (overlaps) {
        for (const [path, claims] of byPath) {
            // A file most open PRs touch (a changelog, a lock file) is no news to anyone: naming every pair would
            // edit every PR's notice each time one more PR touches it. Real conflicts there get the conflict notice.
            if (claims.length < 2 || claims.length > SHARED_FILE_PRS)
                continue;
            for (const a of claims) {
                for (const b of claims) {
                    if (a.number === b.number || a.result === b.result)
                        continue;
                    const own = overlapsOf.get(a.number);
                    const paths = own.get(b.number) ?? new Set();
                    own.set(b.number, paths.add(path));
                }
            }
        }
    }
    for (const [number, own] of clashes) {
        const list = [...own.values()]
            .map((c) => ({ ...c, paths: [...c.paths].sort(), otherPaths: [...c.otherPaths].sort() }))
            .sort((a, b) => byOther(a, b) || a.glob.localeCompare(b.glob) || a.name.localeCompare(b.name));
        const over = [...overlapsOf.get(number)]
            .map(([other, paths]) => ({ other, paths: [...paths].sort() }))
            .sort(byOther);
        out.set(number, { number, known: true, clashes: list, overlaps: over });
    }
    return out;
}
/** Every added path's claim, by `nameKey(glob, name)`. */
function claimsByName(pulls, globs) {
    const byName = new Map();
    for (const pull of pulls) {
        if (!pull.known)
            continue;
        for (const change of pull.changes) {
            if (change.status !== 'A')
                continue;
            for (const glob of globs) {
                const name = (0,_allocated_names_js__WEBPACK_IMPORTED_MODULE_2__/* .allocatedName */ .Z)(glob, change.path);
                if (name !== undefined)
                    push(byName, (0,_owners_js__WEBPACK_IMPORTED_MODULE_1__/* .nameKey */ .Rc)(glob.glob, name), { number: pull.number, path: change.path, result: change.result });
            }
        }
    }
    return byName;
}
/**
 * The names PRs contest: claimed by more than one PR, with more than one file. Each with its claimants, earliest
 * first: only their authors' access and the hand-over records decide the holder, so only they are looked up.
 */
function contestedNames(pulls, globs) {
    const out = new Map();
    for (const [key, claims] of claimsByName(pulls, globs)) {
        const numbers = [...new Set(claims.map((c) => c.number))].sort((a, b) => a - b);
        if (numbers.length < 2 || new Set(claims.map((c) => `${c.path}\0${c.result}`)).size < 2)
            continue;
        out.set(key, numbers);
    }
    return out;
}
function push(map, key, value) {
    const list = map.get(key);
    if (list)
        list.push(value);
    else
        map.set(key, [value]);
}
/** Whether a PR's allocated names stand alone (the collision check passes). */
function passes(c) {
    return c.known && c.clashes.length === 0;
}
/**
 * The facts a PR's collision comment states, as a short digest: a run compares it with the one the
 * comment (and the check) carries, never the rendered words.
 */
function collisionFingerprint(c, withOverlaps) {
    const facts = c.known ? { clashes: c.clashes, overlaps: withOverlaps ? c.overlaps : [] } : { unknown: c.reason };
    return (0,_core_fingerprint_js__WEBPACK_IMPORTED_MODULE_0__/* .digest */ .br)(facts);
}
/**
 * Whether what a PR shows (its comment's marker, its check's `external_id`) states the facts of `fingerprint`.
 * Versions before core's scheme wrote 20 hex digits of the same SHA-256, of which `digest` keeps the first 12:
 * such a marker still matches, so an upgrade rewrites no collision comment or check.
 */
function showsFacts(shown, fingerprint) {
    if (typeof shown !== 'string')
        return false;
    return shown === fingerprint || (/^[0-9a-f]{20}$/.test(shown) && shown.startsWith(fingerprint));
}
/** What a PR's collision comment says: nothing, or its clashes and (at a notice urgency) its overlaps. */
function commentFacts(c, overlapNotice) {
    if (!c.known)
        return undefined;
    const overlaps = overlapNotice ? c.overlaps : [];
    return c.clashes.length > 0 || overlaps.length > 0 ? { clashes: c.clashes, overlaps } : undefined;
}
/**
 * A merge group commit's collisions: each allocated name a path the group adds (against the base the group was
 * built on) claims while another path of the group's tree holds it too, so two colliding PRs in one group, or a
 * PR and the base, never land together. `treeNames`: the names of the group commit's tree, per glob.
 */
function groupClashes(added, globs, treeNames) {
    const out = new Map();
    for (const change of added) {
        if (change.status !== 'A')
            continue;
        for (const glob of globs) {
            const name = (0,_allocated_names_js__WEBPACK_IMPORTED_MODULE_2__/* .allocatedName */ .Z)(glob, change.path);
            if (name === undefined)
                continue;
            const others = (treeNames.get(glob.glob)?.get(name) ?? []).filter((p) => p !== change.path);
            if (others.length === 0)
                continue;
            const key = `${glob.glob}\0${name}`;
            const found = out.get(key) ?? { other: 'base', glob: glob.glob, name, paths: [], otherPaths: [] };
            out.set(key, found);
            found.paths.push(change.path);
            for (const o of others)
                if (!found.otherPaths.includes(o))
                    found.otherPaths.push(o);
        }
    }
    return [...out.values()].sort((a, b) => a.glob.localeCompare(b.glob) || a.name.localeCompare(b.name));
}


/***/ }),

/***/ 6086:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  em: () => (/* binding */ allPullChanges),
  PS: () => (/* binding */ baseAllocatedNames),
  CJ: () => (/* binding */ treeChanges)
});

// UNUSED EXPORTS: pullChanges

// EXTERNAL MODULE: ./src/core/errors.ts
var errors = __nccwpck_require__(2721);
// EXTERNAL MODULE: ./src/core/words.ts
var words = __nccwpck_require__(4269);
// EXTERNAL MODULE: ./src/core/git.ts
var git = __nccwpck_require__(544);
;// CONCATENATED MODULE: ./src/core/git-diff.ts
/**
 * What a pull request writes, as the pure core sees it: one entry per file change, with git's
 * file modes so symlinks (120000) and submodules (160000) can be told apart from files.
 */
const MODE_SYMLINK = '120000';
const MODE_SUBMODULE = '160000';
/** Every path an entry writes: both sides of a rename or copy. */
function writtenPaths(entry) {
    return entry.previousPath !== undefined && entry.previousPath !== entry.path
        ? [entry.previousPath, entry.path]
        : [entry.path];
}
function isSymlinkWrite(entry) {
    return entry.status !== 'removed' && entry.newMode === MODE_SYMLINK;
}
function isSubmoduleChange(entry) {
    return entry.oldMode === MODE_SUBMODULE || entry.newMode === MODE_SUBMODULE;
}
const ZERO_MODE = '000000';
/**
 * The one way mergexo asks git what changed between two commits or trees: every file, with modes,
 * renames and copies, and nothing the repository configures (no external diff, no textconv), so
 * the gate and `mergexo check` read the same list. `parseRawDiff` reads its output.
 */
function rawDiffArgs(from, to, options = {}) {
    // Without renames each path stands for itself (rebase-notify's collision index: what a PR adds is an add).
    const renames = options.renames === false ? ['--no-renames'] : ['-M', '-C'];
    // `--merge-base`: from the commit `to` forked from, as GitHub's PR diff (`from...to`).
    const base = options.mergeBase ? ['--merge-base'] : [];
    return [
        'diff-tree',
        '-r',
        '-z',
        '--raw',
        '--abbrev=40',
        ...renames,
        ...base,
        '--no-ext-diff',
        '--no-textconv',
        from,
        to,
    ];
}
/** What merging `head` into `base` writes, as GitHub merges: exit 0 clean, 1 with the conflicted paths after the tree. */
function mergeTreeArgs(base, head) {
    return ['merge-tree', '--write-tree', '--name-only', '--no-messages', '-z', base, head];
}
/**
 * Parses `git diff-tree -r -z --raw -M -C --abbrev=40` output:
 * `:<old mode> <new mode> <old sha> <new sha> <status>\0<path>\0[<path>\0]`.
 */
function parseRawDiff(raw) {
    const fields = raw.split('\0');
    const out = [];
    for (let i = 0; i < fields.length;) {
        const meta = fields[i] ?? '';
        if (!meta.startsWith(':')) {
            i++;
            continue;
        }
        const [oldMode, newMode, oldSha, newSha, code] = meta.slice(1).split(' ');
        const letter = code?.[0] ?? '';
        let path;
        let previousPath;
        if (letter === 'R' || letter === 'C') {
            previousPath = fields[i + 1] ?? '';
            path = fields[i + 2] ?? '';
            i += 3;
        }
        else {
            path = fields[i + 1] ?? '';
            i += 2;
        }
        const status = letter === 'A'
            ? 'added'
            : letter === 'D'
                ? 'removed'
                : letter === 'R'
                    ? 'renamed'
                    : letter === 'C'
                        ? 'copied'
                        : letter === 'T' || (oldSha === newSha && oldMode !== newMode)
                            ? 'changed'
                            : 'modified';
        out.push({
            path,
            ...(previousPath !== undefined ? { previousPath } : {}),
            status,
            oldMode: oldMode === ZERO_MODE ? undefined : oldMode,
            newMode: newMode === ZERO_MODE ? undefined : newMode,
            oldSha,
            newSha,
        });
    }
    return out;
}
/** GitHub's file-list statuses mapped onto ours (`unchanged` rows carry no write and are dropped). */
function fromGitHubStatus(status) {
    switch (status) {
        case 'added':
        case 'removed':
        case 'modified':
        case 'renamed':
        case 'copied':
        case 'changed':
            return status;
        case 'unchanged':
            return undefined;
        default:
            // An unknown status still writes the path; judging it as modified fails closed.
            return 'modified';
    }
}

// EXTERNAL MODULE: ./src/rebase-notify/collisions/allocated-names.ts
var allocated_names = __nccwpck_require__(7401);
;// CONCATENATED MODULE: ./src/rebase-notify/collisions/git.ts
/**
 * What the collision index reads from the private repository rebase-notify already fetched (`GitDrift`):
 * one `diff-tree` per PR (its changes against the commit it forked from, as GitHub's PR diff) and one
 * `ls-tree` per base (the allocated names the base already holds). Paths come back NUL-separated: a name
 * with spaces, newlines or a leading dash is a name like any other, never an argument.
 */





const CONCURRENCY = 4;
/** The changes of one PR from the commit its head forked from `baseSha`. */
async function pullChanges(gitDir, baseSha, headSha) {
    let out = await (0,git/* git */.$Y)(['--git-dir', gitDir, ...rawDiffArgs(baseSha, headSha, { renames: false, mergeBase: true })], {
        okCodes: [0, 128],
    });
    if (out.code !== 0) {
        // Criss-cross histories have more than one merge base: diff from the first, as `git diff base...head` does.
        const bases = await (0,git/* git */.$Y)(['--git-dir', gitDir, 'merge-base', '--all', baseSha, headSha]);
        const first = bases.stdout.split('\n')[0]?.trim() ?? '';
        if (!/^[0-9a-f]{40}$/.test(first))
            throw new Error(out.stderr.trim().split('\n')[0] ?? 'git diff-tree failed');
        out = await (0,git/* git */.$Y)(['--git-dir', gitDir, ...rawDiffArgs(first, headSha, { renames: false })]);
    }
    return parseRawDiff(out.stdout).map((e) => ({
        path: e.path,
        status: e.status === 'added' ? 'A' : e.status === 'removed' ? 'D' : 'M',
        result: e.status === 'removed' ? 'deleted' : `${e.newMode ?? ''}:${e.newSha}`,
    }));
}
/** What `to` changes against `from` itself (a merge group against the base it was built on). */
async function treeChanges(gitDir, from, to) {
    const out = await (0,git/* git */.$Y)(['--git-dir', gitDir, ...rawDiffArgs(from, to, { renames: false })]);
    return parseRawDiff(out.stdout).map((e) => ({
        path: e.path,
        status: e.status === 'added' ? 'A' : e.status === 'removed' ? 'D' : 'M',
        result: e.status === 'removed' ? 'deleted' : `${e.newMode ?? ''}:${e.newSha}`,
    }));
}
/** Each PR's changes; a PR whose diff git cannot give is known as not known, with git's reason. */
async function allPullChanges(gitDir, pulls) {
    return (0,git/* mapLimit */.sf)(pulls, CONCURRENCY, async (p) => {
        try {
            return { number: p.number, base: p.base, known: true, changes: await pullChanges(gitDir, p.baseSha, p.headSha) };
        }
        catch (e) {
            return {
                number: p.number,
                base: p.base,
                known: false,
                reason: { kind: 'unread', said: (0,words/* githubWords */.t)((0,errors/* errorMessage */.gJ)(e)) },
            };
        }
    });
}
/**
 * The allocated names the base tree holds, per glob, each with its paths: one `ls-tree` under the globs'
 * folders (literal pathspecs: a folder is never read as a pattern).
 */
async function baseAllocatedNames(gitDir, baseSha, globs) {
    const folders = globs.some((g) => g.folder === '') ? [] : [...new Set(globs.map((g) => g.folder))];
    const { stdout } = await (0,git/* git */.$Y)([
        '--literal-pathspecs',
        '--git-dir',
        gitDir,
        'ls-tree',
        '-r',
        '-z',
        '--name-only',
        baseSha,
        '--',
        ...folders,
    ]);
    const names = new Map();
    for (const path of stdout.split('\0')) {
        if (path === '')
            continue;
        for (const glob of globs) {
            const name = (0,allocated_names/* allocatedName */.Z)(glob, path);
            if (name === undefined)
                continue;
            let byName = names.get(glob.glob);
            if (!byName)
                names.set(glob.glob, (byName = new Map()));
            byName.set(name, [...(byName.get(name) ?? []), path]);
        }
    }
    return names;
}


/***/ }),

/***/ 6294:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Cl: () => (/* binding */ handOver),
/* harmony export */   K4: () => (/* binding */ newLookups),
/* harmony export */   VL: () => (/* binding */ ownershipOf)
/* harmony export */ });
/* unused harmony exports HANDOVER_KIND, handOverMarker, handOverRecords */
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_6__ = __nccwpck_require__(2721);
/* harmony import */ var _core_pr_comments_js__WEBPACK_IMPORTED_MODULE_7__ = __nccwpck_require__(8293);
/* harmony import */ var _core_pr_read_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(4291);
/* harmony import */ var _core_permissions_js__WEBPACK_IMPORTED_MODULE_5__ = __nccwpck_require__(804);
/* harmony import */ var _messages_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(2737);
/* harmony import */ var _owners_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(337);
/* harmony import */ var _listing_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(1259);
/* harmony import */ var _state_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(8878);
/**
 * Who holds a contested allocated name, as far as GitHub's records say (`owners.ts` orders them), and
 * the operator's hand-over (workflow_dispatch with `hand-over-to` and `hand-over-name`).
 *
 * The hand-over is recorded as a comment of mergexo's on the PR that receives the name. A comment alone is no
 * authority: any workflow running with the same token writes as mergexo. So the record names the workflow run
 * that wrote it, and every reader checks that run against GitHub's own record of it (`GET actions/runs/{id}`):
 * a `workflow_dispatch`, started by the person the record names, who still holds `hand-over-permission`. A record
 * that fails the check, or that someone deleted, counts for nothing and the first claim holds again: losing the
 * record never gives a name to anyone the rule would not.
 */








const HANDOVER_KIND = 'name-holder';
function handOverMarker(r) {
    return { action: _state_js__WEBPACK_IMPORTED_MODULE_4__/* .ACTION */ .hr, kind: HANDOVER_KIND, key: r.name, data: { ...r } };
}
/** The hand-over records among a PR's trusted comments (well-formed ones only). */
function handOverRecords(view) {
    const out = [];
    for (const comment of view.trusted) {
        const m = comment.markers.find((x) => x.action === _state_js__WEBPACK_IMPORTED_MODULE_4__/* .ACTION */ .hr && x.kind === HANDOVER_KIND);
        const d = m?.data;
        if (!m || !d)
            continue;
        const { name, base, run, actor } = d;
        if (typeof name !== 'string' || name !== m.key || typeof base !== 'string' || typeof actor !== 'string')
            continue;
        if (typeof run !== 'number' || !Number.isSafeInteger(run) || run <= 0)
            continue;
        out.push({ name, base, run, actor });
    }
    return out;
}
/**
 * What one run of a workflow was, as GitHub records it; undefined when GitHub has no such run, `unreadable` when
 * the token lacks `actions: read`.
 */
async function workflowRun(ctx, id) {
    const run = await ctx.github.workflowRun(ctx.repo, id);
    return run === 'absent' ? undefined : run;
}
const newLookups = () => ({ roles: new Map(), runs: new Map() });
function roleOf(ctx, lookups, login) {
    const key = login.toLowerCase();
    let found = lookups.roles.get(key);
    if (!found)
        lookups.roles.set(key, (found = (0,_core_permissions_js__WEBPACK_IMPORTED_MODULE_5__/* .collaboratorRole */ .Vo)(ctx.github, ctx.repo, login)));
    return found;
}
/**
 * Who may hold the names PRs contest (`contested`: each name's claimants, earliest first): which names an operator
 * handed to a claimant, and which claimants are trusted (a head in this repository, an author with write access:
 * GitHub's collaborator permission). Trust is looked up in claim order and only up to the first trusted claimant,
 * who then holds: most contests cost one lookup. Every comment of each claimant is read first (100 PRs a request),
 * so a record buried under newer comments still counts.
 */
async function ownershipOf(ctx, pulls, contested, globs, permission, lookups) {
    const involved = [...new Set([...contested.values()].flat())].flatMap((n) => pulls.get(n) ?? []);
    await (0,_listing_js__WEBPACK_IMPORTED_MODULE_3__/* .readComments */ .TK)(ctx.github, involved);
    for (const pull of involved)
        if (!pull.commentsComplete)
            await (0,_listing_js__WEBPACK_IMPORTED_MODULE_3__/* .completeComments */ .Uf)(ctx.github, ctx.repo, pull);
    const best = new Map();
    for (const pull of involved) {
        const { view } = pull;
        for (const record of handOverRecords(view)) {
            if (record.base !== view.baseRef)
                continue;
            let run = lookups.runs.get(record.run);
            if (!run)
                lookups.runs.set(record.run, (run = workflowRun(ctx, record.run)));
            const facts = await run;
            // Without `actions: read` the record cannot be checked: it counts for nothing (the first claim holds), and
            // the run says how to make it count. Never trusted unchecked: a workflow with the same token writes as mergexo.
            if (facts === 'unreadable') {
                ctx.log.warning((0,_messages_js__WEBPACK_IMPORTED_MODULE_1__/* .handOverUncheckedWarning */ .mP)(view.number, record.name));
                continue;
            }
            if (!facts || facts.event !== 'workflow_dispatch')
                continue;
            if (facts.startedBy.toLowerCase() !== record.actor.toLowerCase())
                continue;
            if (!(0,_core_permissions_js__WEBPACK_IMPORTED_MODULE_5__/* .roleAtLeast */ .tc)(await roleOf(ctx, lookups, record.actor), permission))
                continue;
            // The newest hand-over of a name wins (run ids grow): an operator may hand it on again.
            const seen = best.get(record.name);
            if (!seen || seen.run < record.run)
                best.set(record.name, { number: view.number, run: record.run });
        }
    }
    const handed = new Map();
    for (const [name, { number }] of best)
        for (const g of globs)
            handed.set((0,_owners_js__WEBPACK_IMPORTED_MODULE_2__/* .nameKey */ .Rc)(g.glob, name), number);
    const trusted = new Set();
    for (const [key, claimants] of contested) {
        const to = handed.get(key);
        if (to !== undefined && claimants.includes(to))
            continue;
        for (const number of claimants) {
            const view = pulls.get(number)?.view;
            if (!view || view.isCrossRepository)
                continue;
            if (trusted.has(number) || (0,_core_permissions_js__WEBPACK_IMPORTED_MODULE_5__/* .roleAtLeast */ .tc)(await roleOf(ctx, lookups, view.author), 'write')) {
                trusted.add(number);
                break;
            }
        }
    }
    return { trusted, handed };
}
/**
 * The hand-over itself: from the default branch only, by a person holding `hand-over-permission`, in a run GitHub
 * records as their dispatch. Writes the record on the PR and returns the base whose collisions are to be compared.
 */
async function handOver(ctx, settings, run) {
    const { github, repo } = ctx;
    const handOver = settings.handOver;
    if (run.eventName !== 'workflow_dispatch')
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .ConfigurationError */ .j1((0,_messages_js__WEBPACK_IMPORTED_MODULE_1__/* .handOverRunReason */ .Zx)(run.eventName));
    let defaultBranch = run.payload.repository?.default_branch;
    if (!defaultBranch) {
        defaultBranch = (await github.repository(repo)).defaultBranch;
    }
    if (run.ref !== `refs/heads/${defaultBranch}`)
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .ConfigurationError */ .j1((0,_messages_js__WEBPACK_IMPORTED_MODULE_1__/* .handOverBranchReason */ .Yy)(defaultBranch, run.ref));
    const role = run.actor ? await (0,_core_permissions_js__WEBPACK_IMPORTED_MODULE_5__/* .collaboratorRole */ .Vo)(github, repo, run.actor) : 'none';
    if (!run.actor || !(0,_core_permissions_js__WEBPACK_IMPORTED_MODULE_5__/* .roleAtLeast */ .tc)(role, settings.handOverPermission))
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .ConfigurationError */ .j1((0,_messages_js__WEBPACK_IMPORTED_MODULE_1__/* .handOverRoleReason */ .WN)(run.actor, role, repo, settings.handOverPermission));
    // The record's authority is this run as GitHub records it: check it now, so a record no reader could verify
    // (no run id, no `actions: read`) is never written.
    const id = Number(run.runId);
    const facts = Number.isSafeInteger(id) && id > 0 ? await workflowRun(ctx, id) : undefined;
    if (!facts ||
        facts === 'unreadable' ||
        facts.event !== 'workflow_dispatch' ||
        facts.startedBy.toLowerCase() !== run.actor.toLowerCase())
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .ConfigurationError */ .j1((0,_messages_js__WEBPACK_IMPORTED_MODULE_1__/* .handOverNoRunReason */ .Sp)(run.runId));
    const view = await (0,_core_pr_read_js__WEBPACK_IMPORTED_MODULE_0__/* .readPull */ .Es)(github, repo, handOver.pull);
    if (view.state !== 'OPEN')
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .ConfigurationError */ .j1((0,_messages_js__WEBPACK_IMPORTED_MODULE_1__/* .handOverNotOpenReason */ .ZV)(handOver.pull, view.state));
    const record = { name: handOver.name, base: view.baseRef, run: id, actor: run.actor };
    await (0,_core_pr_comments_js__WEBPACK_IMPORTED_MODULE_7__/* .upsertComment */ .lB)(github, repo, view, handOverMarker(record), (0,_messages_js__WEBPACK_IMPORTED_MODULE_1__/* .handOverComment */ .DC)(record, settings.handOverPermission));
    return { pull: view.number, base: view.baseRef, name: handOver.name };
}


/***/ }),

/***/ 7407:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   f: () => (/* binding */ answerGroupCollisions)
/* harmony export */ });
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_6__ = __nccwpck_require__(2721);
/* harmony import */ var _core_merge_group_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(8329);
/* harmony import */ var _core_pr_checks_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(8202);
/* harmony import */ var _git_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(6086);
/* harmony import */ var _messages_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(2737);
/* harmony import */ var _core_github_port_js__WEBPACK_IMPORTED_MODULE_7__ = __nccwpck_require__(4269);
/* harmony import */ var _decide_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(5253);
/* harmony import */ var _drift_drift_git_js__WEBPACK_IMPORTED_MODULE_5__ = __nccwpck_require__(1058);
/**
 * merge_group with `allocated-names`: `mergexo/collision` is a required check, so the queue waits for it on the
 * group commit too. The group commit is the base it was built on plus the PRs ahead; it fails when a name it adds
 * is held by another path of its own tree (two colliding PRs in one group, or a PR and the base), and passes
 * otherwise. From the private repository: the two commits fetched by id, one `diff-tree`, one `ls-tree`. Without
 * git it fails closed. A group commit heads no PR, so the check is written with core's `writeVerdict`.
 */








async function answerGroupCollisions(ctx, settings, group, gitOptions, detailsUrl) {
    if (settings.allocatedNames.length === 0)
        return undefined;
    const base = (0,_core_merge_group_js__WEBPACK_IMPORTED_MODULE_0__/* .mergeGroupBase */ .fU)(group) ?? '';
    if (settings.base !== undefined && base !== '' && base !== settings.base) {
        return { kind: 'skip', reason: { kind: 'other-base', base, watched: settings.base } };
    }
    let finding;
    if (!group.baseSha) {
        finding = { kind: 'unknown', reason: { kind: 'no-group-base' } };
    }
    else if (settings.driftSource === 'api') {
        finding = { kind: 'unknown', reason: { kind: 'api-source' } };
    }
    else {
        try {
            const opened = await _drift_drift_git_js__WEBPACK_IMPORTED_MODULE_5__/* .GitDrift */ .e.open({ ...gitOptions, repo: ctx.repo, log: (m) => ctx.log.info(m) });
            if ('unavailable' in opened)
                throw new Error(opened.unavailable);
            await opened.fetchCommits([group.baseSha, group.headSha]);
            const added = await (0,_git_js__WEBPACK_IMPORTED_MODULE_2__/* .treeChanges */ .CJ)(opened.gitDir, group.baseSha, group.headSha);
            const names = await (0,_git_js__WEBPACK_IMPORTED_MODULE_2__/* .baseAllocatedNames */ .PS)(opened.gitDir, group.headSha, settings.allocatedNames);
            finding = { kind: 'clashes', clashes: (0,_decide_js__WEBPACK_IMPORTED_MODULE_4__/* .groupClashes */ .Hx)(added, settings.allocatedNames, names) };
        }
        catch (e) {
            if (e instanceof _core_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .ConfigurationError */ .j1)
                throw e;
            finding = { kind: 'unknown', reason: { kind: 'git', said: (0,_core_github_port_js__WEBPACK_IMPORTED_MODULE_7__/* .githubWords */ .t)((0,_core_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .errorMessage */ .gJ)(e)) } };
        }
    }
    const pass = finding.kind === 'clashes' && finding.clashes.length === 0;
    const text = (0,_messages_js__WEBPACK_IMPORTED_MODULE_3__/* .groupCollisionCheckText */ .BP)(finding, base);
    await (0,_core_pr_checks_js__WEBPACK_IMPORTED_MODULE_1__/* .writeVerdict */ .P1)(ctx.github, ctx.repo, {
        name: settings.collisionCheckName,
        headSha: group.headSha,
        conclusion: pass ? 'success' : 'failure',
        ...text,
        ...(detailsUrl ? { detailsUrl } : {}),
    });
    return { kind: 'answered', conclusion: pass ? 'success' : 'failure', reason: text.title };
}


/***/ }),

/***/ 2737:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   BP: () => (/* binding */ groupCollisionCheckText),
/* harmony export */   BZ: () => (/* binding */ collisionsDeferredLog),
/* harmony export */   DC: () => (/* binding */ handOverComment),
/* harmony export */   Oi: () => (/* binding */ collisionComment),
/* harmony export */   SN: () => (/* binding */ collisionCheckText),
/* harmony export */   So: () => (/* binding */ sharedHeadCollisionTitle),
/* harmony export */   Sp: () => (/* binding */ handOverNoRunReason),
/* harmony export */   WN: () => (/* binding */ handOverRoleReason),
/* harmony export */   Yy: () => (/* binding */ handOverBranchReason),
/* harmony export */   ZV: () => (/* binding */ handOverNotOpenReason),
/* harmony export */   Zx: () => (/* binding */ handOverRunReason),
/* harmony export */   hi: () => (/* binding */ collisionCommentsUnansweredLog),
/* harmony export */   mP: () => (/* binding */ handOverUncheckedWarning),
/* harmony export */   rf: () => (/* binding */ collisionsFailedLog),
/* harmony export */   s9: () => (/* binding */ handOverLog),
/* harmony export */   sO: () => (/* binding */ readyTakenBackLog),
/* harmony export */   sW: () => (/* binding */ collisionPartReason),
/* harmony export */   tV: () => (/* binding */ collisionLog),
/* harmony export */   wT: () => (/* binding */ collisionsWithoutGitWarning),
/* harmony export */   xJ: () => (/* binding */ collisionSummaryLine)
/* harmony export */ });
/* unused harmony export collisionsUnknownText */
/* harmony import */ var _core_untrusted_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(1310);
/* harmony import */ var _drift_messages_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(1175);
/**
 * Every word of the collision phase a user reads (rebase-notify's messages.ts holds the rest): the
 * collision comment, the collision check, the log lines. Paths and names are the PRs' own text: they
 * reach markdown only as code spans, the check's title never.
 */


/** Files named per party before "and N more": a comment stays readable when a PR touches hundreds. */
const SHOWN = 10;
/** Parties named in a comment before "and N more PRs". */
const PARTIES = 20;
const files = (paths) => paths
    .slice(0, SHOWN)
    .map((p) => (0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_0__/* .mdCode */ .xs)(p))
    .join(', ') + (paths.length > SHOWN ? ` and ${paths.length - SHOWN} more` : '');
const party = (other, base) => (other === 'base' ? `the base ${(0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_0__/* .mdCode */ .xs)(base)}` : `#${other}`);
const held = (c, base) => {
    if (c.other === 'base')
        return `which ${party(c.other, base)} already holds at ${files(c.otherPaths)}`;
    const at = `(${files(c.otherPaths)})`;
    if (c.holds === 'handed')
        return `which an operator handed to #${c.other} ${at}`;
    if (c.holds === 'trusted')
        return (`which #${c.other} holds ${at}: a PR from this repository by an author with write access holds a name ` +
            "before a fork's or a read-only author's");
    return `which #${c.other} claimed first ${at}`;
};
function clashLine(c, base) {
    return `- ${files(c.paths)} claims the name ${(0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_0__/* .mdCode */ .xs)(c.name)} (${(0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_0__/* .mdCode */ .xs)(c.glob)}), ${held(c, base)}.`;
}
function overlapLine(o) {
    return `- #${o.other} also changes ${files(o.paths)}, to different contents.`;
}
/** The PR's one collision comment: its name clashes, then (with notices on) the PRs changing the same files. */
function collisionComment(facts, base, checkName) {
    const parts = [];
    if (facts.clashes.length > 0) {
        const shown = facts.clashes.slice(0, PARTIES);
        parts.push(`**Allocated names taken.** This PR adds a name that another open PR on ${(0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_0__/* .mdCode */ .xs)(base)} holds, or that the ` +
            `base itself already has; only one file may hold it, so ${(0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_0__/* .mdCode */ .xs)(checkName)} fails until this PR renames ` +
            'its file (the holder keeps the name; an operator can hand it to this PR instead):', '', ...shown.map((c) => clashLine(c, base)), ...(facts.clashes.length > shown.length ? [`- and ${facts.clashes.length - shown.length} more.`] : []));
    }
    if (facts.overlaps.length > 0) {
        if (parts.length > 0)
            parts.push('');
        const shown = facts.overlaps.slice(0, PARTIES);
        parts.push(`**Same files as other PRs.** These open PRs on ${(0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_0__/* .mdCode */ .xs)(base)} change files this PR changes; whichever ` +
            'lands second may need to merge the other in (no check fails for this):', '', ...shown.map(overlapLine), ...(facts.overlaps.length > shown.length
            ? [`- and ${(0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_0__/* .plural */ .LS)(facts.overlaps.length - shown.length, 'more PR')}.`]
            : []));
    }
    parts.push('', '_mergexo updates this comment as the PRs change and deletes it once nothing collides._');
    return parts.join('\n');
}
/** The collision check of a PR on its own (the per-commit rule may add the other PRs on the head). */
function collisionCheckText(c, base) {
    if (!c.known) {
        return {
            title: 'Collisions could not be determined',
            summary: `mergexo could not compare this PR's allocated names with the other open PRs: ${(0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_0__/* .mdText */ .bC)(collisionsUnknownText(c.reason))}. ` +
                'It fails closed until a run can: re-run the rebase-notify workflow, or push to the PR.',
        };
    }
    if (c.clashes.length === 0) {
        return {
            title: 'No allocated name collides',
            summary: `No other open PR on ${(0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_0__/* .mdCode */ .xs)(base)}, nor the base itself, claims a name this PR adds.`,
        };
    }
    const others = [...new Set(c.clashes.map((x) => x.other))];
    const names = [...new Set(c.clashes.map((x) => x.name))];
    const who = others.map((o) => (o === 'base' ? 'the base' : `#${o}`)).join(', ');
    return {
        title: (0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_0__/* .plainLine */ .h0)(`${(0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_0__/* .plural */ .LS)(names.length, 'allocated name')} held by ${who}: rename this PR's file`),
        summary: c.clashes.map((x) => clashLine(x, base)).join('\n'),
    };
}
/** A PR's part on a shared head, when it fails, in mergexo's own words. */
function collisionPartReason(c) {
    if (!c.known)
        return 'collisions could not be determined';
    const others = [...new Set(c.clashes.map((x) => (x.other === 'base' ? 'the base' : `#${x.other}`)))];
    return `an allocated name is held by ${others.join(', ')}`;
}
function sharedHeadCollisionTitle(failing) {
    return `This commit also heads ${failing.map((n) => `#${n}`).join(', ')}, whose allocated names collide`;
}
function collisionsUnknownReason(why) {
    return `the PR heads could not be compared with git (${why})`;
}
/** Why collisions could not be determined, in words (the reader's words passed through). */
function collisionsUnknownText(u) {
    switch (u.kind) {
        case 'git':
            return collisionsUnknownReason(u.said);
        case 'base-not-fetched':
            return collisionsUnknownReason((0,_drift_messages_js__WEBPACK_IMPORTED_MODULE_1__/* .baseNotFetchedReason */ .OD)(u.base));
        case 'unread':
            return u.said;
        case 'not-indexed':
            return 'not indexed';
        case 'no-group-base':
            return 'the merge_group event names no base commit';
        case 'api-source':
            return collisionsUnknownReason('drift-source is api');
        case 'comments-unanswered':
            return 'GitHub did not answer for its older comments';
    }
}
/** A PR whose older comments GitHub did not answer: the run goes on, its collision check fails closed. */
function collisionCommentsUnansweredLog(number, error) {
    return (`PR #${number}: GitHub did not answer for its older comments (${error}); ` +
        'its collision check fails closed until a run can read them.');
}
function collisionLog(base, compared, colliding, overlapping) {
    return (`Collisions on ${base}: ${(0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_0__/* .plural */ .LS)(compared, 'open PR')} compared; ${colliding} with a colliding allocated name, ` +
        `${overlapping} changing the same files as another.`);
}
function collisionsDeferredLog(count) {
    return `Collision writes for ${(0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_0__/* .plural */ .LS)(count, 'PR')} deferred to the next run (max-writes).`;
}
function collisionsWithoutGitWarning(why) {
    return (`Collisions between PRs need a local git (drift-source auto or git) and none is usable: ${why}. ` +
        'Every collision check is written as failing; same-file notices are not computed. Run rebase-notify with ' +
        "drift-source 'auto' or 'git' on a runner with git 2.38 or later (GitHub's hosted runners have it).");
}
/** The job summary's line on collisions (HTML: mergexo's own words and numbers only). */
function collisionSummaryLine(o) {
    const list = (ns) => ns
        .slice(0, 20)
        .map((n) => `#${n}`)
        .join(', ') + (ns.length > 20 ? ', …' : '');
    return (`Collisions: ${(0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_0__/* .plural */ .LS)(o.colliding.length, 'PR')} colliding${o.colliding.length ? ` (${list(o.colliding)})` : ''}, ` +
        `${o.overlapping.length} changing the same files as another, ${(0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_0__/* .plural */ .LS)(o.notified.length, 'PR')} updated` +
        (o.deferred.length ? `, <b>${o.deferred.length} deferred</b> to the next run (max-writes)` : '') +
        '.');
}
/** The collision check on a merge group commit. */
function groupCollisionCheckText(finding, base) {
    if (finding.kind === 'unknown') {
        return {
            title: 'Collisions could not be determined',
            summary: `mergexo could not compare the names this merge group adds: ${(0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_0__/* .mdText */ .bC)(collisionsUnknownText(finding.reason))}. ` +
                'It fails closed: queue the pull requests again once the cause is mended.',
        };
    }
    if (finding.clashes.length === 0) {
        return {
            title: 'No allocated name collides in this group',
            summary: `No name this merge group adds is held by another path of ${(0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_0__/* .mdCode */ .xs)(base)} with the group merged.`,
        };
    }
    return {
        title: (0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_0__/* .plainLine */ .h0)(`${(0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_0__/* .plural */ .LS)(finding.clashes.length, 'allocated name')} held twice once this group lands`),
        summary: finding.clashes
            .map((c) => `- ${files(c.paths)} claims the name ${(0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_0__/* .mdCode */ .xs)(c.name)} (${(0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_0__/* .mdCode */ .xs)(c.glob)}), as ${files(c.otherPaths)} does.`)
            .join('\n'),
    };
}
function collisionsFailedLog(error) {
    return `Collisions between PRs could not be compared this run: ${error}. The next run compares them again; re-run the workflow to retry now.`;
}
const readyTakenBackLog = (number) => `#${number}: ready for review mark taken back: an allocated name it adds is held by another`;
// ---- the operator's hand-over ----------------------------------------------------------------------
/** The record on the PR that receives a name (the marker line above it carries the facts). */
function handOverComment(r, permission) {
    return [
        `**Allocated name handed over.** ${(0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_0__/* .mdCode */ .xs)(r.actor)} handed the name ${(0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_0__/* .mdCode */ .xs)(r.name)} on ${(0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_0__/* .mdCode */ .xs)(r.base)} to ` +
            'this PR (rebase-notify, workflow run ' +
            `${r.run}). While this PR adds a file of that name on this base, it holds the name and any other open PR ` +
            "claiming it fails; a name the base already has stays the base's.",
        '',
        `_The record counts while GitHub shows run ${r.run} as a dispatch by ${(0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_0__/* .mdCode */ .xs)(r.actor)}, who holds ` +
            `${(0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_0__/* .mdCode */ .xs)(permission)} or higher. Deleting this comment gives the name back to its first claim._`,
    ].join('\n');
}
const handOverRunReason = (event) => `A hand-over (hand-over-to, hand-over-name) is an operator's workflow_dispatch run, not a '${event || 'unknown'}' ` +
    'run: remove the two inputs from this step, and dispatch the workflow with them instead.';
const handOverBranchReason = (defaultBranch, ref) => `A hand-over runs only from the default branch (${defaultBranch}), not from '${ref || 'an unknown ref'}': a ` +
    `workflow file on another branch could be altered by anyone who can push there. Dispatch it on ${defaultBranch}.`;
function handOverRoleReason(actor, role, repo, needed) {
    return (`${actor || 'The dispatcher (GITHUB_ACTOR is empty)'} has '${role}' permission on ${repo.owner}/${repo.repo}; a ` +
        `hand-over needs '${needed}' or higher (input 'hand-over-permission'). Ask a maintainer to run it.`);
}
const handOverNoRunReason = (runId) => `GitHub does not show this run (${runId || 'GITHUB_RUN_ID is empty'}) as a workflow_dispatch by the person ` +
    "running it, so no reader could check the hand-over's record. Dispatch the workflow from the Actions tab, and " +
    "give the job 'actions: read' (the record is checked against GitHub's record of the run).";
const handOverUncheckedWarning = (pull, name) => `#${pull} carries a hand-over of the allocated name ${name}, which this run cannot check against GitHub's record ` +
    "of its dispatch (the token lacks 'actions: read'): it counts for nothing here, and the first claim holds. Give " +
    "this job 'actions: read' (permissions:) so the hand-over holds.";
const handOverNotOpenReason = (pull, state) => `PR #${pull} is ${state.toLowerCase()}: a name is handed only to an open PR. Check 'hand-over-to'.`;
const handOverLog = (pull, name, base) => `Allocated name ${name} on ${base} handed to #${pull}; comparing the open PRs on ${base} again.`;


/***/ }),

/***/ 337:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   GI: () => (/* binding */ holdReason),
/* harmony export */   Kd: () => (/* binding */ holderOf),
/* harmony export */   Rc: () => (/* binding */ nameKey),
/* harmony export */   kH: () => (/* binding */ NO_OWNERSHIP)
/* harmony export */ });
/**
 * Names have an owner: who holds an allocated name several open PRs on one base claim. Pure: the shell reads
 * who may be trusted and which names an operator handed over, this file only orders the claims.
 *
 * - The base holds a name its tree already has, for good (`decide.ts` compares with it first).
 * - An operator's hand-over (`collisions/handover.ts`) gives the name to the PR it names, while that PR claims it.
 * - Otherwise the first claim holds: the earliest PR (GitHub numbers PRs in the order they were opened, a record
 *   nobody can rewrite, unlike commit dates) among the **trusted** claimants: a head in this repository, opened
 *   by an author with write access. Only when no claimant is trusted does the earliest of the others hold. So a
 *   fork's PR or a read-only author's can only lose to a collaborator's, never fail it.
 *
 * Every other claimant fails and its check names the holder; the holder's check does not change.
 */
const NO_OWNERSHIP = { trusted: new Set(), handed: new Map() };
/** The key of one allocated name under one glob (the glob as the workflow wrote it). */
const nameKey = (glob, name) => `${glob}\0${name}`;
/** The holder among `claimants` (PR numbers, each claiming the name). */
function holderOf(claimants, key, owners) {
    if (claimants.length === 0)
        return undefined;
    const handed = owners.handed.get(key);
    if (handed !== undefined && claimants.includes(handed))
        return { number: handed, handed: true };
    const trusted = claimants.filter((n) => owners.trusted.has(n));
    return { number: Math.min(...(trusted.length > 0 ? trusted : claimants)), handed: false };
}
/** Why `holder` holds against `loser`. */
const holdReason = (holder, loser) => holder.handed ? 'handed' : loser < holder.number ? 'trusted' : 'first';


/***/ }),

/***/ 8325:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Qc: () => (/* binding */ REBASE_MERGEABLE),
/* harmony export */   US: () => (/* binding */ REBASE_CONFLICT_PAGE),
/* harmony export */   cb: () => (/* binding */ REBASE_PULL_COMMENTS),
/* harmony export */   vt: () => (/* binding */ REBASE_OPEN_PULLS),
/* harmony export */   yE: () => (/* binding */ REBASE_ONE_PULL)
/* harmony export */ });
/* unused harmony exports REBASE_COMMENT_WINDOW, DOCUMENTS */
/* harmony import */ var _core_pr_documents_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(3477);
/** rebase-notify's own GraphQL documents (validated against GitHub's schema by test/core/github/graphql-documents.test.ts). */

/**
 * rebase-notify reads hundreds or thousands of PRs, so its documents are shaped by GitHub's price for GraphQL
 * (points: every connection costs one request per possible parent, full pages assumed; the sum / 100, rounded,
 * at least 1). A page of 100 PRs with one nested connection is 1 + 100 requests = 1 point; each further nested
 * connection adds a point, and one under another multiplies (check suites x check runs made a page cost 55).
 * So a listed PR carries scalar fields and exactly one window: its comments (where mergexo's status comment
 * holds the state) or, for the blocking gate, the checks on its head (where the gate is the state). The PRs that
 * carry mergexo's labels are listed by label, beside the page, not label by PR.
 */
/** Comments read per PR: the most recently updated ones, since mergexo edits its status comment in place. */
const REBASE_COMMENT_WINDOW = 20;
/**
 * Conflicting PRs whose comments ride along each page of the blocking listing: 1 + 100 + 1 + 1 + 46 = 149
 * requests, still 1 point (150 would round to 2).
 */
const REBASE_CONFLICT_PAGE = 46;
const REBASE_LISTED_PULL = /* GraphQL */ `
  fragment mergexoRebaseListedPull on PullRequest {
    ...mergexoPullFields
    totalCommentsCount
    mergeable @include(if: $withMergeable)
  }
  ${_core_pr_documents_js__WEBPACK_IMPORTED_MODULE_0__/* .PULL_FIELDS */ .OH}
`;
const REBASE_COMMENTS = /* GraphQL */ `
  fragment mergexoRebaseComments on IssueCommentConnection {
    totalCount
    nodes {
      ...mergexoTrustedComment
    }
  }
`;
/**
 * The checks on the PR's head (all apps: GitHub cannot filter here), without their texts: a check of ours
 * says what it stated as facts in its `externalId` (drift/decide.ts's fingerprints).
 */
const REBASE_ROLLUP = /* GraphQL */ `
  fragment mergexoRebaseRollup on StatusCheckRollup {
    commit {
      oid
    }
    contexts(first: 100) {
      pageInfo {
        hasNextPage
      }
      nodes {
        __typename
        ... on CheckRun {
          name
          databaseId
          conclusion
          externalId
          completedAt
          checkSuite {
            app {
              slug
            }
          }
        }
      }
    }
  }
`;
/**
 * rebase-notify: every open PR (on one base, or all), 100 per page, oldest first, with its comments window
 * (helpful, fyi) or its head's checks (blocking), plus, beside each page, the next page of the open PRs
 * carrying each mergexo label (in blocking mode the conflicting ones with their comments window). 1 point a page.
 */
const REBASE_OPEN_PULLS = /* GraphQL */ `
  query mergexoRebaseOpenPulls(
    $owner: String!
    $repo: String!
    $base: String
    $after: String
    $withPulls: Boolean!
    $withMergeable: Boolean!
    $withChecks: Boolean!
    $behindLabel: String!
    $withBehind: Boolean!
    $behindAfter: String
    $conflictLabel: String!
    $withConflict: Boolean!
    $conflictAfter: String
    $conflictPage: Int!
  ) {
    viewer {
      login
    }
    repository(owner: $owner, name: $repo) {
      pullRequests(
        states: [OPEN]
        baseRefName: $base
        first: 100
        after: $after
        orderBy: { field: CREATED_AT, direction: ASC }
      ) @include(if: $withPulls) {
        totalCount
        pageInfo {
          hasNextPage
          endCursor
        }
        nodes {
          ...mergexoRebaseListedPull
          comments(last: ${REBASE_COMMENT_WINDOW}, orderBy: { field: UPDATED_AT, direction: ASC }) @skip(if: $withChecks) {
            ...mergexoRebaseComments
          }
          statusCheckRollup @include(if: $withChecks) {
            ...mergexoRebaseRollup
          }
        }
      }
      behindLabel: label(name: $behindLabel) @include(if: $withBehind) {
        name
        pullRequests(states: [OPEN], baseRefName: $base, first: 100, after: $behindAfter) {
          pageInfo {
            hasNextPage
            endCursor
          }
          nodes {
            number
          }
        }
      }
      conflictLabel: label(name: $conflictLabel) @include(if: $withConflict) {
        name
        pullRequests(states: [OPEN], baseRefName: $base, first: $conflictPage, after: $conflictAfter) {
          pageInfo {
            hasNextPage
            endCursor
          }
          nodes {
            number
            comments(last: ${REBASE_COMMENT_WINDOW}, orderBy: { field: UPDATED_AT, direction: ASC })
              @include(if: $withChecks) {
              ...mergexoRebaseComments
            }
          }
        }
      }
    }
  }
  ${REBASE_LISTED_PULL}
  ${REBASE_COMMENTS}
  ${REBASE_ROLLUP}
  ${_core_pr_documents_js__WEBPACK_IMPORTED_MODULE_0__/* .TRUSTED_COMMENT_FIELDS */ .mH}
`;
/** rebase-notify: one PR (pull_request events, and PRs on another base sharing a head), with everything. */
const REBASE_ONE_PULL = /* GraphQL */ `
  query mergexoRebaseOnePull(
    $owner: String!
    $repo: String!
    $number: Int!
    $withMergeable: Boolean!
    $withChecks: Boolean!
  ) {
    viewer {
      login
    }
    repository(owner: $owner, name: $repo) {
      pullRequest(number: $number) {
        ...mergexoRebaseListedPull
        labels(first: 100) {
          nodes {
            name
          }
        }
        comments(last: ${REBASE_COMMENT_WINDOW}, orderBy: { field: UPDATED_AT, direction: ASC }) {
          ...mergexoRebaseComments
        }
        statusCheckRollup @include(if: $withChecks) {
          ...mergexoRebaseRollup
        }
      }
    }
  }
  ${REBASE_LISTED_PULL}
  ${REBASE_COMMENTS}
  ${REBASE_ROLLUP}
  ${_core_pr_documents_js__WEBPACK_IMPORTED_MODULE_0__/* .TRUSTED_COMMENT_FIELDS */ .mH}
`;
/**
 * rebase-notify, blocking: the comments windows of up to 100 listed PRs whose check does not settle them, by
 * node id: one connection per PR, 100 requests, 1 point.
 */
const REBASE_PULL_COMMENTS = /* GraphQL */ `
  query mergexoRebasePullComments($ids: [ID!]!) {
    nodes(ids: $ids) {
      ... on PullRequest {
        number
        comments(last: ${REBASE_COMMENT_WINDOW}, orderBy: { field: UPDATED_AT, direction: ASC }) {
          ...mergexoRebaseComments
        }
      }
    }
  }
  ${REBASE_COMMENTS}
  ${_core_pr_documents_js__WEBPACK_IMPORTED_MODULE_0__/* .TRUSTED_COMMENT_FIELDS */ .mH}
`;
/** rebase-notify without a local git: GitHub's own test merge, re-asked while it is UNKNOWN. */
const REBASE_MERGEABLE = /* GraphQL */ `
  query mergexoRebaseMergeable($owner: String!, $repo: String!, $number: Int!) {
    repository(owner: $owner, name: $repo) {
      pullRequest(number: $number) {
        headRefOid
        mergeable
      }
    }
  }
`;
const DOCUMENTS = {
    REBASE_OPEN_PULLS,
    REBASE_ONE_PULL,
    REBASE_PULL_COMMENTS,
    REBASE_MERGEABLE,
};


/***/ }),

/***/ 7991:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Am: () => (/* binding */ sharedHeadFingerprint),
/* harmony export */   Bl: () => (/* binding */ stepsBefore),
/* harmony export */   CN: () => (/* binding */ allocate),
/* harmony export */   Gi: () => (/* binding */ toldRefusal),
/* harmony export */   OD: () => (/* binding */ decidePull),
/* harmony export */   US: () => (/* binding */ policyOf),
/* harmony export */   YP: () => (/* binding */ standingOf),
/* harmony export */   u0: () => (/* binding */ SUBJECTS),
/* harmony export */   yL: () => (/* binding */ withDuplicateDeletes)
/* harmony export */ });
/* unused harmony exports PRIORITY, noticeFingerprint, checkFingerprint, undecidableFingerprint, classOf, previousClass */
/* harmony import */ var _core_fingerprint_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(6708);
/* harmony import */ var _core_pr_commit_verdict_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(3519);
/* harmony import */ var _core_words_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(4269);



/** At most this many of the commits a PR is missing are named in its comment. */
const SUBJECTS = 5;
/** Lower runs first when the write budget cannot cover every PR. */
const PRIORITY = {
    conflict: 0,
    gate: 1,
    caughtUp: 2,
    behind: 3,
    refresh: 4,
    none: 9,
};
function policyOf(settings) {
    return {
        urgency: settings.urgency,
        updateBranch: settings.updateBranch,
        cooldownMinutes: settings.cooldownMinutes,
        behindLabel: settings.behindLabel,
        conflictLabel: settings.conflictLabel,
        checkName: settings.checkName,
    };
}
/**
 * The refusal as a fact: its kind. GitHub's words are shown, never compared (a comment written with other words
 * for the same refusal is not rewritten), so the plan for each kind is decided before the update is asked for.
 */
function refusalFact(r) {
    return `refused:${r.kind}`;
}
/**
 * The fingerprint of a status comment: every fact its text is rendered from, and nothing else (the
 * missing commits by sha, the conflicted files, GitHub's refusal, whether the gate line is there).
 */
function noticeFingerprint(n) {
    const { cls, drift } = n;
    return (0,_core_fingerprint_js__WEBPACK_IMPORTED_MODULE_0__/* .fingerprintOf */ .ax)([
        'status',
        cls,
        drift.base,
        drift.behind,
        n.updatedByMergexo,
        cls === 'behind' ? drift.missing.map((c) => c.sha) : [],
        cls === 'conflicting' ? (drift.files ? (0,_core_fingerprint_js__WEBPACK_IMPORTED_MODULE_0__/* .digest */ .br)(drift.files) : null) : null,
        cls === 'behind' && n.updateRefusal ? refusalFact(n.updateRefusal) : null,
        n.policy.urgency === 'blocking' ? n.policy.checkName : null,
    ]);
}
/**
 * The fingerprint of the blocking check: the facts its title states (class, base, how far behind,
 * how many files conflict, whether it blocks). A new count is a refresh; new wording is not.
 */
function checkFingerprint(n) {
    const { cls, drift } = n;
    return (0,_core_fingerprint_js__WEBPACK_IMPORTED_MODULE_0__/* .fingerprintOf */ .ax)([
        'check',
        cls,
        drift.base,
        cls === 'behind' ? drift.behind : null,
        cls === 'conflicting' ? (drift.files?.length ?? 0) : null,
        n.policy.urgency,
    ]);
}
/** The fingerprint of the check that fails closed because drift could not be measured. */
function undecidableFingerprint(base) {
    return (0,_core_fingerprint_js__WEBPACK_IMPORTED_MODULE_0__/* .fingerprintOf */ .ax)(['undecidable', base]);
}
/**
 * The fingerprint of the failing check on a commit this PR passes but another PR it heads does not:
 * which PRs fail it (or that they could not be listed). The same refusal is not written twice.
 */
function sharedHeadFingerprint(failing) {
    const named = failing.filter((p) => !p.pass && p.number !== _core_pr_commit_verdict_js__WEBPACK_IMPORTED_MODULE_1__/* .UNLISTED */ .ne).map((p) => p.number);
    return (0,_core_fingerprint_js__WEBPACK_IMPORTED_MODULE_0__/* .fingerprintOf */ .ax)(['shared-head', ...(named.length > 0 ? named : ['unlisted'])]);
}
/** Where a PR stands in the verdict on the commit it heads: it passes when it is up to date with its base. */
function standingOf(drift) {
    return drift && drift.known ? classOf(drift.drift) : 'unknown';
}
/**
 * Deleting the younger copies of a status comment rides on the PR's plan: its writes count against the
 * budget, and the PR is served no later than a cooldown refresh.
 */
function withDuplicateDeletes(plan, duplicates) {
    if (duplicates === 0)
        return plan;
    return { ...plan, writes: plan.writes + duplicates, priority: Math.min(plan.priority, PRIORITY.refresh) };
}
function classOf(drift) {
    if (drift.conflict)
        return 'conflicting';
    return drift.behind > 0 ? 'behind' : 'up_to_date';
}
const has = (labels, label) => labels.some((l) => l.toLowerCase() === label.toLowerCase());
/** The class the PR currently shows: its comment's state, else its labels, else its check. */
function previousClass(observed, policy) {
    const stored = observed.comment?.state?.class;
    if (stored)
        return stored;
    if (has(observed.labels, policy.conflictLabel))
        return 'conflicting';
    if (has(observed.labels, policy.behindLabel))
        return 'behind';
    if (typeof observed.check === 'object' && observed.check.conclusion === 'failure')
        return 'behind';
    return 'up_to_date';
}
function cooledDown(since, now, cooldownMinutes) {
    if (!since)
        return true;
    const t = Date.parse(since);
    if (!Number.isFinite(t))
        return true;
    return now.getTime() - t >= cooldownMinutes * 60_000;
}
function nothing(previous, cls, skipped) {
    return {
        class: cls,
        previous,
        update: false,
        addLabels: [],
        removeLabels: [],
        held: false,
        skipped,
        writes: 0,
        priority: PRIORITY.none,
    };
}
/**
 * The contract's rules for one PR, as a pure function of what was measured and what the PR
 * shows. Labels and the blocking check always converge on the class found (they are state,
 * not notifications); the status comment is created when the class needs one, rewritten at
 * once when the class changed, and otherwise refreshed only after the cooldown.
 */
function decidePull(input) {
    const plan = decideOnce(input);
    if (!plan.update)
        return plan;
    const refused = (refusal) => decideOnce({ ...input, update: 'failed', updateRefusal: refusal });
    return {
        ...plan,
        ifNotUpdated: {
            headMoved: decideOnce({ ...input, update: 'head-moved' }),
            refused: {
                workflows: refused({ kind: 'workflows', message: (0,_core_words_js__WEBPACK_IMPORTED_MODULE_2__/* .githubWords */ .t)('') }),
                github: refused({ kind: 'github', message: (0,_core_words_js__WEBPACK_IMPORTED_MODULE_2__/* .githubWords */ .t)('') }),
                observing: refused({ kind: 'observing' }),
            },
        },
    };
}
/**
 * The plan after a refusal, with GitHub's words in what its comment and check say (an opaque value: the
 * decision was taken on the refusal's kind).
 */
function toldRefusal(plan, refusal) {
    const tell = (facts) => facts.updateRefusal ? { ...facts, updateRefusal: refusal } : facts;
    return {
        ...plan,
        ...(plan.comment ? { comment: { ...plan.comment, facts: tell(plan.comment.facts) } } : {}),
        ...(plan.check?.says.kind === 'drift'
            ? { check: { ...plan.check, says: { kind: 'drift', facts: tell(plan.check.says.facts) } } }
            : {}),
    };
}
function decideOnce(input) {
    const { observed, policy, now } = input;
    const previous = previousClass(observed, policy);
    if (!input.drift.known) {
        const plan = nothing(previous, 'unknown', { kind: 'unmeasured', reason: input.drift.reason });
        // The blocking gate fails closed: a head whose drift cannot be measured does not pass.
        const seen = observed.check;
        if (policy.urgency === 'blocking' && !(typeof seen === 'object' && seen.conclusion === 'failure')) {
            const says = { kind: 'undecidable', base: input.base, reason: input.drift.reason };
            const fingerprint = undecidableFingerprint(input.base);
            return {
                ...plan,
                check: { conclusion: 'failure', says, fingerprint, target: 'head', why: 'undecidable' },
                writes: 1,
                priority: PRIORITY.gate,
            };
        }
        return plan;
    }
    const drift = input.drift.drift;
    const found = classOf(drift);
    if (input.update === 'head-moved') {
        return nothing(previous, found, { kind: 'head-moved' });
    }
    const update = policy.updateBranch === 'merge' && found === 'behind' && input.update === undefined;
    const updated = update || input.update === 'updated';
    // A PR being brought up to date by mergexo is treated as caught up: its update is the action.
    const cls = updated ? 'up_to_date' : found;
    const priorities = [];
    // Labels: the behind label is fyi's whole signal; the conflict label is every urgency's.
    const wantBehind = cls === 'behind' && policy.urgency === 'fyi';
    const wantConflict = cls === 'conflicting';
    const addLabels = [];
    const removeLabels = [];
    for (const [label, wanted] of [
        [policy.conflictLabel, wantConflict],
        [policy.behindLabel, wantBehind],
    ]) {
        const present = observed.labels.find((l) => l.toLowerCase() === label.toLowerCase());
        if (wanted && present === undefined)
            addLabels.push(label);
        // Removed under the name the PR shows (GitHub label names ignore case).
        if (!wanted && present !== undefined)
            removeLabels.push(present);
    }
    if (addLabels.length || removeLabels.length) {
        priorities.push(cls === 'conflicting' ? PRIORITY.conflict : cls === 'up_to_date' ? PRIORITY.caughtUp : PRIORITY.behind);
    }
    // The status comment.
    let comment;
    let held = false;
    const refusal = input.update === 'failed' ? input.updateRefusal : undefined;
    const facts = {
        cls,
        drift,
        policy,
        updatedByMergexo: updated,
        ...(refusal ? { updateRefusal: refusal } : {}),
    };
    const fingerprint = noticeFingerprint(facts);
    const state = {
        class: cls,
        notifiedAt: now.toISOString(),
        behind: updated ? 0 : drift.behind,
        ahead: drift.ahead,
        base: drift.base,
        baseSha: drift.baseSha,
        headSha: drift.headSha,
        ...(cls === 'conflicting' && drift.files ? { files: drift.files } : {}),
        fingerprint,
    };
    const existing = observed.comment;
    let deleteComment = false;
    if (cls === 'conflicting' && observed.conflictReported && existing?.state?.class !== 'conflicting') {
        // ci-wait's notice tells the author; the label and the check below still say it. A status comment of
        // ours from before the conflict goes rather than being edited into a second notice or left saying
        // behind: the conflict label then carries the class for the next run (`previousClass`), and a new
        // comment is only created once ci-wait's notice is closed and the PR needs one.
        if (existing) {
            deleteComment = true;
            priorities.push(PRIORITY.conflict);
        }
    }
    else if (existing) {
        const storedClass = existing.state?.class;
        if (storedClass !== cls) {
            comment = { op: 'edit', facts, state, why: 'class-changed' };
            priorities.push(cls === 'conflicting' ? PRIORITY.conflict : cls === 'up_to_date' ? PRIORITY.caughtUp : PRIORITY.behind);
        }
        else if (cls !== 'up_to_date' && existing.state?.fingerprint !== fingerprint) {
            // Same class, new details (count, commits, files): running status, paced by the cooldown.
            if (cooledDown(existing.state?.notifiedAt, now, policy.cooldownMinutes)) {
                comment = { op: 'edit', facts, state, why: 'refresh' };
                priorities.push(PRIORITY.refresh);
            }
            else {
                held = true;
            }
        }
    }
    else if (cls === 'conflicting' || (cls === 'behind' && policy.urgency === 'helpful')) {
        comment = { op: 'create', facts, state, why: 'new' };
        priorities.push(cls === 'conflicting' ? PRIORITY.conflict : PRIORITY.behind);
    }
    // The check: the gate in blocking mode; elsewhere only a failing one of ours is cleared.
    let check;
    const seen = observed.check;
    const checkPrint = checkFingerprint(facts);
    const output = () => ({ says: { kind: 'drift', facts }, fingerprint: checkPrint });
    const target = updated ? 'updated-head' : 'head';
    if (policy.urgency === 'blocking') {
        const conclusion = cls === 'up_to_date' ? 'success' : 'failure';
        if (target === 'updated-head' || seen === 'none' || seen === 'unknown') {
            check = { conclusion, ...output(), target, why: 'missing' };
            priorities.push(PRIORITY.gate);
        }
        else if (seen.conclusion !== conclusion) {
            check = { conclusion, ...output(), target, why: 'class-changed' };
            priorities.push(PRIORITY.gate);
        }
        else if (cls !== 'up_to_date' && seen.fingerprint !== checkPrint) {
            if (cooledDown(seen.completedAt, now, policy.cooldownMinutes)) {
                check = { conclusion, ...output(), target, why: 'refresh' };
                priorities.push(PRIORITY.refresh);
            }
            else {
                held = true;
            }
        }
    }
    else if (typeof seen === 'object' && seen.conclusion === 'failure' && target === 'head') {
        check = { conclusion: 'success', ...output(), target, why: 'unblock' };
        priorities.push(PRIORITY.caughtUp);
    }
    const writes = (update ? 1 : 0) + addLabels.length + removeLabels.length + (comment || deleteComment ? 1 : 0) + (check ? 1 : 0);
    if (update)
        priorities.push(PRIORITY.behind);
    return {
        class: found,
        previous,
        update,
        addLabels,
        removeLabels,
        ...(comment ? { comment } : {}),
        ...(deleteComment ? { deleteComment } : {}),
        ...(check ? { check } : {}),
        held,
        writes,
        priority: priorities.length ? Math.min(...priorities) : PRIORITY.none,
    };
}
/**
 * One run never exceeds `maxWrites`. State changes that matter most go first (new conflicts,
 * the blocking gate, PRs that caught up, PRs newly behind, then cooldown refreshes), oldest PR
 * first within a rank; a PR's writes are never split across runs.
 */
function allocate(plans, maxWrites) {
    const ordered = plans
        .filter((p) => p.plan.writes > 0)
        .sort((a, b) => a.plan.priority - b.plan.priority || a.number - b.number);
    const run = [];
    const deferred = [];
    let left = maxWrites;
    for (const { number, plan } of ordered) {
        if (plan.writes <= left) {
            run.push(number);
            left -= plan.writes;
        }
        else {
            deferred.push(number);
        }
    }
    return { run, deferred: deferred.sort((a, b) => a - b) };
}
/** What a PR's plan says before anything is written: nothing to do, and why. */
function stepsBefore(plan) {
    if (!plan)
        return [{ kind: 'draft' }];
    if (plan.skipped && plan.writes === 0)
        return [{ kind: 'skipped', reason: plan.skipped }];
    if (plan.writes === 0)
        return [{ kind: 'no-change', held: plan.held }];
    return [];
}


/***/ }),

/***/ 1058:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  e: () => (/* binding */ GitDrift)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __nccwpck_require__(3024);
;// CONCATENATED MODULE: external "node:path"
const external_node_path_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:path");
var external_node_path_default = /*#__PURE__*/__nccwpck_require__.n(external_node_path_namespaceObject);
// EXTERNAL MODULE: ./src/core/git.ts
var git = __nccwpck_require__(544);
// EXTERNAL MODULE: ./src/core/words.ts
var words = __nccwpck_require__(4269);
// EXTERNAL MODULE: ./src/rebase-notify/drift/decide.ts
var decide = __nccwpck_require__(7991);
;// CONCATENATED MODULE: ./src/rebase-notify/drift/drift-git.ts





/** `git merge-tree --write-tree` (a test merge without a worktree) appeared in git 2.38. */
const MIN_GIT = [2, 38, 0];
const CONCURRENCY = 4;
const FETCH_BATCH = 500;
const SHA = /^[0-9a-f]{40}$/;
/**
 * Measures drift with a local git: a private bare repository in RUNNER_TEMP, fetched from
 * GitHub with the token as an HTTP header (never written to disk), holding only the base
 * branches and the heads of the open PRs (`refs/pull/N/head`). Nothing is checked out.
 */
class GitDrift {
    gitDir;
    options;
    borrowed;
    constructor(
    /** The private bare repository (the collision index reads its diffs from it too). */
    gitDir, options, 
    /** Whether a workspace checkout lends its objects (reported in the summary). */
    borrowed) {
        this.gitDir = gitDir;
        this.options = options;
        this.borrowed = borrowed;
    }
    /**
     * What this run already fetched: a base's tip, a PR's head that is present. The collision phase asks for the
     * same bases and heads the drift phase just fetched; those are answered from here, not fetched again (the run
     * also judges one base tip throughout).
     */
    fetched = { bases: new Map(), heads: new Map() };
    /** A ready repository, or the reason a local git cannot be used. */
    static async open(options) {
        const version = await (0,git/* gitVersion */.r9)();
        if (!version)
            return { unavailable: 'git is not installed on this runner' };
        if (!(0,git/* versionAtLeast */.zy)(version, MIN_GIT)) {
            return { unavailable: `git ${version.join('.')} is too old (merge-tree --write-tree needs 2.38 or later)` };
        }
        const name = `mergexo-rebase-notify-${options.repo.owner}-${options.repo.repo}`.replace(/[^\w.-]/g, '_');
        const gitDir = external_node_path_default().join(options.tempDir, name);
        (0,external_node_fs_.mkdirSync)(gitDir, { recursive: true });
        try {
            await (0,git/* git */.$Y)(['init', '--quiet', '--bare', gitDir]);
            // gc would only slow a throwaway repository down.
            await (0,git/* git */.$Y)(['--git-dir', gitDir, 'config', 'gc.auto', '0']);
        }
        catch (e) {
            return { unavailable: `could not create a repository in ${options.tempDir}: ${e.message}` };
        }
        const borrowed = await borrowWorkspaceObjects(gitDir, options.workspace);
        return new GitDrift(gitDir, options, borrowed);
    }
    remote() {
        return `${this.options.serverUrl.replace(/\/+$/, '')}/${this.options.repo.owner}/${this.options.repo.repo}.git`;
    }
    /** A stalled transfer is abandoned rather than left to the job's timeout. */
    static FETCH_CONFIG = {
        'http.lowSpeedLimit': '1000',
        'http.lowSpeedTime': '60',
        'credential.helper': '',
    };
    async fetchSpecs(specs) {
        await (0,git/* git */.$Y)([
            '--git-dir',
            this.gitDir,
            'fetch',
            '--quiet',
            '--no-tags',
            '--no-recurse-submodules',
            '--no-write-fetch-head',
            '--stdin',
            this.remote(),
        ], {
            input: specs.join('\n') + '\n',
            auth: { serverUrl: this.options.serverUrl, token: this.options.token },
            config: GitDrift.FETCH_CONFIG,
        });
    }
    /** Fetches commits by id (a merge group's commit and the base it was built on): one round trip. */
    async fetchCommits(shas) {
        await this.fetchSpecs(shas.filter((s) => SHA.test(s)));
    }
    /**
     * Fetches the bases and the PR heads in as few round trips as possible; a PR whose head
     * cannot be fetched is left unmeasured (and reported), the others are not held up.
     */
    async fetch(bases, heads) {
        const newBases = bases.filter((b) => !this.fetched.bases.has(b));
        const newHeads = heads.filter((h) => this.fetched.heads.get(h.number) !== h.headSha);
        const result = newBases.length > 0 || newHeads.length > 0
            ? await this.fetchNew(newBases, newHeads)
            : { baseShas: new Map(), missing: new Map() };
        for (const [base, sha] of result.baseShas)
            this.fetched.bases.set(base, sha);
        for (const h of newHeads)
            if (!result.missing.has(h.number))
                this.fetched.heads.set(h.number, h.headSha);
        const baseShas = new Map();
        for (const b of bases) {
            const sha = this.fetched.bases.get(b);
            if (sha)
                baseShas.set(b, sha);
        }
        return { baseShas, missing: result.missing };
    }
    async fetchNew(bases, heads) {
        const missing = new Map();
        const missingBases = new Set();
        const items = [...bases.map((base) => ({ base })), ...heads.map((pull) => ({ pull }))];
        for (let i = 0; i < items.length; i += FETCH_BATCH) {
            await this.fetchIsolating(items.slice(i, i + FETCH_BATCH), (item) => 'base' in item
                ? `+refs/heads/${item.base}:refs/mergexo/base/${item.base}`
                : `+refs/pull/${item.pull.number}/head:refs/mergexo/pull/${item.pull.number}`, (item) => {
                if ('base' in item)
                    missingBases.add(item.base);
                else
                    missing.set(item.pull.number, { kind: 'pull-ref-unserved', number: item.pull.number });
            });
        }
        if (missingBases.size === bases.length && bases.length > 0) {
            throw new Error(`the base branch${bases.length > 1 ? 'es' : ''} ${bases.join(', ')} could not be fetched`);
        }
        for (const h of heads)
            if (missingBases.has(h.base))
                missing.set(h.number, { kind: 'base-unfetched', base: h.base });
        const refs = await this.refs();
        // refs/pull/N/head trails a push by a moment: a head that differs from the one the API
        // listed is fetched by its id.
        const stale = heads.filter((h) => !missing.has(h.number) && refs.get(`refs/mergexo/pull/${h.number}`) !== h.headSha);
        if (stale.length > 0) {
            try {
                await this.fetchSpecs(stale.map((h) => h.headSha));
            }
            catch (e) {
                this.options.log(`Fetching ${stale.length} PR head(s) by commit id failed: ${e.message}`);
            }
        }
        const present = await this.present(heads.map((h) => h.headSha));
        for (const h of heads) {
            if (!missing.has(h.number) && !present.has(h.headSha))
                missing.set(h.number, { kind: 'head-unfetched', headSha: h.headSha });
        }
        const baseShas = new Map();
        for (const b of bases) {
            const sha = refs.get(`refs/mergexo/base/${b}`);
            if (sha)
                baseShas.set(b, sha);
        }
        // Reachability walks over a thousand heads stay fast with a commit-graph.
        await (0,git/* git */.$Y)(['--git-dir', this.gitDir, 'commit-graph', 'write', '--reachable'], { okCodes: [0, 1, 128] });
        return { baseShas, missing };
    }
    /**
     * Fetches every item's refspec at once; when GitHub does not serve one of the refs the batch
     * is split until that ref is isolated, so one odd PR does not cost the others their answer.
     * Any other failure (network, authentication) is thrown.
     */
    async fetchIsolating(items, spec, onMissing) {
        if (items.length === 0)
            return;
        try {
            await this.fetchSpecs(items.map(spec));
        }
        catch (e) {
            if (!(e instanceof git/* GitCommandError */.iR) ||
                !/couldn't find remote ref|not our ref|no such remote ref/i.test(e.output.stderr))
                throw e;
            if (items.length === 1) {
                onMissing(items[0]);
                return;
            }
            const half = Math.ceil(items.length / 2);
            await this.fetchIsolating(items.slice(0, half), spec, onMissing);
            await this.fetchIsolating(items.slice(half), spec, onMissing);
        }
    }
    async refs() {
        const { stdout } = await (0,git/* git */.$Y)([
            '--git-dir',
            this.gitDir,
            'for-each-ref',
            '--format=%(objectname) %(refname)',
            'refs/mergexo/',
        ]);
        const map = new Map();
        for (const line of stdout.split('\n')) {
            const [sha, ref] = line.split(' ');
            if (sha && ref)
                map.set(ref, sha);
        }
        return map;
    }
    /** Which of these commits the repository has (one `cat-file --batch-check` for all). */
    async present(shas) {
        const unique = [...new Set(shas.filter((s) => SHA.test(s)))];
        if (unique.length === 0)
            return new Set();
        const { stdout } = await (0,git/* git */.$Y)(['--git-dir', this.gitDir, 'cat-file', '--batch-check=%(objectname) %(objecttype)'], {
            input: unique.map((s) => `${s}^{commit}`).join('\n') + '\n',
        });
        const found = new Set();
        for (const line of stdout.split('\n')) {
            const [sha, type] = line.split(' ');
            if (sha && type === 'commit')
                found.add(sha);
        }
        return found;
    }
    /** Behind/ahead counts, a test merge naming the conflicted files, and the newest missing commits. */
    async measure(base, baseSha, headSha) {
        const counts = await (0,git/* git */.$Y)(['--git-dir', this.gitDir, 'rev-list', '--count', '--left-right', `${baseSha}...${headSha}`], {
            okCodes: [0, 128],
        });
        const m = /^(\d+)\s+(\d+)/.exec(counts.stdout);
        if (counts.code !== 0 || !m)
            return { known: false, reason: { kind: 'uncounted', said: (0,words/* githubWords */.t)(counts.stderr.trim()) } };
        const behind = Number(m[1]);
        const ahead = Number(m[2]);
        const drift = { base, baseSha, headSha, behind, ahead, conflict: false, missing: [] };
        if (behind === 0)
            return { known: true, drift };
        const merge = await (0,git/* git */.$Y)(['--git-dir', this.gitDir, 'merge-tree', '--write-tree', '--name-only', '--no-messages', '-z', headSha, baseSha], { okCodes: [0, 1, 128] });
        if (merge.code === 1) {
            // Output: the tree id, then each conflicted path, NUL-terminated.
            const files = [
                ...new Set(merge.stdout
                    .split('\0')
                    .slice(1)
                    .filter((f) => f !== '')),
            ];
            return { known: true, drift: { ...drift, conflict: true, files } };
        }
        if (merge.code !== 0) {
            return {
                known: false,
                reason: { kind: 'unmerged', base, said: (0,words/* githubWords */.t)(merge.stderr.trim().split('\n')[0] ?? '') },
            };
        }
        const log = await (0,git/* git */.$Y)([
            '--git-dir',
            this.gitDir,
            'log',
            `--max-count=${decide/* SUBJECTS */.u0}`,
            '--format=%H%x1f%s',
            `${headSha}..${baseSha}`,
        ]);
        drift.missing = log.stdout
            .split('\n')
            .filter((l) => l.includes('\x1f'))
            .map((l) => {
            const [sha, subject] = l.split('\x1f');
            return { sha: sha, subject: subject ?? '' };
        });
        return { known: true, drift };
    }
    /**
     * Measures many PRs. Most PRs on a busy base are either up to date or behind; the up-to-date
     * ones are found for all heads at once (`for-each-ref --contains`) and their ahead counts read
     * from one walk, so only the PRs that are behind cost git processes of their own.
     */
    async measureAll(items) {
        const results = new Array(items.length);
        const byBase = new Map();
        items.forEach((item, i) => byBase.set(item.baseSha, [...(byBase.get(item.baseSha) ?? []), i]));
        for (const [baseSha, indexes] of byBase) {
            const heads = [...new Set(indexes.map((i) => items[i].headSha))];
            const current = await this.containing(baseSha, heads);
            const ahead = await this.aheadOf(baseSha, [...current]);
            for (const i of indexes) {
                const item = items[i];
                if (!current.has(item.headSha))
                    continue;
                results[i] = {
                    known: true,
                    drift: { ...item, behind: 0, ahead: ahead.get(item.headSha) ?? 0, conflict: false, missing: [] },
                };
            }
        }
        const rest = items.map((item, i) => ({ item, i })).filter(({ i }) => results[i] === undefined);
        const measured = await (0,git/* mapLimit */.sf)(rest, CONCURRENCY, ({ item }) => this.measure(item.base, item.baseSha, item.headSha));
        rest.forEach(({ i }, k) => (results[i] = measured[k]));
        return results;
    }
    /** The heads whose history contains `baseSha` (up to date), in one git process. */
    async containing(baseSha, heads) {
        if (heads.length === 0)
            return new Set();
        await (0,git/* git */.$Y)(['--git-dir', this.gitDir, 'update-ref', '--stdin'], {
            input: heads.map((h) => `update refs/mergexo/head/${h} ${h}`).join('\n') + '\n',
        });
        const { stdout } = await (0,git/* git */.$Y)(['--git-dir', this.gitDir, 'for-each-ref', '--format=%(objectname)', '--contains', baseSha, 'refs/mergexo/head/'], { okCodes: [0] });
        const wanted = new Set(heads);
        return new Set(stdout.split('\n').filter((sha) => wanted.has(sha)));
    }
    /**
     * `rev-list --count base..head` for many heads with one walk: the commits of all heads that
     * the base lacks, with their parents, then a count of what each head reaches among them.
     */
    async aheadOf(baseSha, heads) {
        const counts = new Map();
        if (heads.length === 0)
            return counts;
        const { stdout } = await (0,git/* git */.$Y)(['--git-dir', this.gitDir, 'rev-list', '--parents', '--stdin'], {
            input: [`^${baseSha}`, ...heads].join('\n') + '\n',
        });
        const parents = new Map();
        for (const line of stdout.split('\n')) {
            const [commit, ...rest] = line.split(' ');
            if (commit)
                parents.set(commit, rest);
        }
        for (const head of heads) {
            const seen = new Set();
            const stack = parents.has(head) ? [head] : [];
            while (stack.length > 0) {
                const commit = stack.pop();
                if (seen.has(commit))
                    continue;
                seen.add(commit);
                for (const p of parents.get(commit) ?? [])
                    if (parents.has(p) && !seen.has(p))
                        stack.push(p);
            }
            counts.set(head, seen.size);
        }
        return counts;
    }
}
/**
 * Lends the workflow's own checkout to the private repository as an alternate object store,
 * so fetching sends only what the checkout lacks. A shallow checkout is not used: its
 * missing history would make counts wrong.
 */
async function borrowWorkspaceObjects(gitDir, workspace) {
    if (!workspace || !(0,external_node_fs_.existsSync)(external_node_path_default().join(workspace, '.git')))
        return false;
    try {
        const { stdout } = await (0,git/* git */.$Y)(['rev-parse', '--is-shallow-repository', '--path-format=absolute', '--git-common-dir'], {
            cwd: workspace,
        });
        const [shallow, common] = stdout.trim().split('\n');
        if (shallow !== 'false' || !common)
            return false;
        const objects = external_node_path_default().join(common, 'objects');
        if (!(0,external_node_fs_.existsSync)(objects))
            return false;
        (0,external_node_fs_.writeFileSync)(external_node_path_default().join(gitDir, 'objects', 'info', 'alternates'), `${objects}\n`);
        return true;
    }
    catch {
        return false;
    }
}


/***/ }),

/***/ 6397:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   c: () => (/* binding */ answerMergeGroup)
/* harmony export */ });
/* harmony import */ var _core_pr_checks_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(8202);
/* harmony import */ var _core_compare_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(6691);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(2721);
/* harmony import */ var _core_merge_group_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(8329);
/* harmony import */ var _messages_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(1175);
/**
 * merge_group: with `urgency: blocking`, `mergexo/rebase` is a required check, so the queue waits for it on
 * the group commit. A group commit is up to date with its base by construction: the queue builds it on its
 * parent (`merge_group.base_sha`: the commit of the group ahead of it, or the base tip for the first group),
 * which holds the base as it is, and lands it by fast-forwarding the base, which it can only do while the base
 * still is an ancestor (when the base moves, the queue rebuilds its groups and asks again). Containing the
 * parent therefore means containing the base tip the queue built on (docs/github-behaviour.md). Re-judging the PR's own head instead would fail every PR that is behind, which is exactly what
 * the queue exists to spare its authors. So the check passes when the group commit contains the base commit
 * it was built on (one compare, so a payload that says otherwise is refused), and fails otherwise. With any
 * other urgency there is no `mergexo/rebase` check to answer, and nothing is written.
 *
 * The check is on a group commit, which heads no PR: core's per-commit rule has no other PR to judge, so
 * it is written with core's `writeVerdict`.
 */





async function answerMergeGroup(ctx, settings, group, detailsUrl) {
    const { github, repo } = ctx;
    if (settings.urgency !== 'blocking') {
        return {
            kind: 'skip',
            reason: { kind: 'not-blocking', urgency: settings.urgency, checkName: settings.checkName },
        };
    }
    const base = (0,_core_merge_group_js__WEBPACK_IMPORTED_MODULE_1__/* .mergeGroupBase */ .fU)(group);
    if (settings.base !== undefined && base !== undefined && base !== settings.base) {
        return { kind: 'skip', reason: { kind: 'other-base', base, watched: settings.base } };
    }
    let finding;
    if (!group.baseSha) {
        finding = { kind: 'no-base' };
    }
    else {
        try {
            const { status } = await (0,_core_compare_js__WEBPACK_IMPORTED_MODULE_3__/* .compareCommits */ .k)(github, repo, group.baseSha, group.headSha);
            finding =
                status === 'identical' || status === 'ahead'
                    ? { kind: 'up', base, baseSha: group.baseSha }
                    : { kind: 'not-contained', baseSha: group.baseSha, status };
        }
        catch (e) {
            if (e instanceof _core_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .ConfigurationError */ .j1)
                throw e;
            finding = { kind: 'compare-failed', baseSha: group.baseSha, error: (0,_core_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .errorMessage */ .gJ)(e) };
        }
    }
    const up = finding.kind === 'up';
    const why = (0,_messages_js__WEBPACK_IMPORTED_MODULE_2__/* .groupReason */ .Zy)(finding);
    const conclusion = up ? 'success' : 'failure';
    await (0,_core_pr_checks_js__WEBPACK_IMPORTED_MODULE_0__/* .writeVerdict */ .P1)(github, repo, {
        name: settings.checkName,
        headSha: group.headSha,
        conclusion,
        ...(0,_messages_js__WEBPACK_IMPORTED_MODULE_2__/* .groupCheckOutput */ .n1)(group, up, why),
        ...(detailsUrl ? { detailsUrl } : {}),
    });
    return { kind: 'answered', conclusion, reason: why };
}


/***/ }),

/***/ 1175:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   DD: () => (/* binding */ skipText),
/* harmony export */   L4: () => (/* binding */ groupSkipReason),
/* harmony export */   MZ: () => (/* binding */ partReason),
/* harmony export */   OD: () => (/* binding */ baseNotFetchedReason),
/* harmony export */   WW: () => (/* binding */ refusalWords),
/* harmony export */   Zy: () => (/* binding */ groupReason),
/* harmony export */   n1: () => (/* binding */ groupCheckOutput),
/* harmony export */   qS: () => (/* binding */ statusText),
/* harmony export */   qW: () => (/* binding */ checkText),
/* harmony export */   s1: () => (/* binding */ fetchMissText),
/* harmony export */   vu: () => (/* binding */ sharedHeadCheckOutput),
/* harmony export */   zy: () => (/* binding */ unjudgedLog)
/* harmony export */ });
/* unused harmony exports OBSERVE_NOT_UPDATED, checkOutput, undecidableCheckOutput, driftUnknownText */
/* harmony import */ var _core_pr_commit_verdict_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(3519);
/* harmony import */ var _core_untrusted_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(1310);
/* harmony import */ var _core_workflow_refusal_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(1438);
/* harmony import */ var _core_utf8_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(3573);




/** Why observe mode left a branch as it was (src/core/enforcement.ts): enforcement would have updated it. */
const OBSERVE_NOT_UPDATED = 'observe mode: enforcement would have merged the base into the branch here';
const MAX_FILES = 50;
const SUBJECT_CHARS = 120;
/** `1 commit`, `2 commits`: a count as English says it. */
/** Commit subjects are written by anyone: clipped, then one line of defused text (file names go in code spans). */
function subject(s) {
    return (0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_1__/* .mdText */ .bC)(s.length > SUBJECT_CHARS ? `${(0,_core_utf8_js__WEBPACK_IMPORTED_MODULE_3__/* .codePointPrefix */ .sS)(s, SUBJECT_CHARS - 1)}…` : s);
}
function missingList(drift) {
    const lines = drift.missing.map((c) => `- ${(0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_1__/* .mdCode */ .xs)((0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_1__/* .short */ .Al)(c.sha))} ${subject(c.subject)}`);
    const rest = drift.behind - drift.missing.length;
    if (rest > 0)
        lines.push(`- … and ${(0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .LS)(rest, 'more commit')}`);
    return lines;
}
function filesList(files) {
    const lines = files.slice(0, MAX_FILES).map((f) => `- ${(0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_1__/* .mdCode */ .xs)(f)}`);
    if (files.length > MAX_FILES)
        lines.push(`- … and ${(0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .LS)(files.length - MAX_FILES, 'more file')}`);
    return lines;
}
function mergeRecipe(base, conflict) {
    return [
        '```sh',
        `git fetch origin ${(0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_1__/* .shellWord */ .r7)(base)}`,
        conflict
            ? `git merge ${(0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_1__/* .shellWord */ .r7)(`origin/${base}`)}   # resolve the conflicts, then: git commit`
            : `git merge ${(0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_1__/* .shellWord */ .r7)(`origin/${base}`)}`,
        'git push',
        '```',
    ];
}
/** Kept free of settings, so that tuning the cooldown does not rewrite every comment. */
function footer() {
    return '<sub>mergexo/rebase-notify keeps this comment current in place; it changes at once when the state changes.</sub>';
}
/** Why the update did not happen: GitHub's own words, or observe mode's. */
function refusalWords(r) {
    return r.kind === 'observing' ? OBSERVE_NOT_UPDATED : r.message;
}
/** Why mergexo did not bring the branch up to date itself, and the fix when the token is the cause. */
function refusalLines(input) {
    const { updateRefusal, drift } = input;
    if (!updateRefusal)
        return [];
    const words = refusalWords(updateRefusal);
    return [
        '',
        `mergexo tried to merge ${(0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_1__/* .mdCode */ .xs)(drift.base)} into this branch and GitHub refused: ${(0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_1__/* .mdText */ .bC)(words.replace(/\.$/, ''))}.`,
        ...(updateRefusal.kind === 'workflows'
            ? ['', (0,_core_workflow_refusal_js__WEBPACK_IMPORTED_MODULE_2__/* .workflowRefusalFix */ .Tm)(drift.base, input.policy.urgency === 'blocking')]
            : []),
    ];
}
function gateLine(policy) {
    return policy.urgency === 'blocking'
        ? ['', `The check ${(0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_1__/* .mdCode */ .xs)(policy.checkName)} fails until the branch is up to date with its base.`]
        : [];
}
/** The PR's one status comment (the marker with the state is added by the caller). */
function statusText(input) {
    const { cls, drift, policy } = input;
    const base = (0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_1__/* .mdCode */ .xs)(drift.base);
    if (cls === 'up_to_date') {
        const lines = input.updatedByMergexo
            ? [
                `### ✅ mergexo merged ${base} into this branch`,
                '',
                `GitHub was asked to merge the ${(0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .LS)(drift.behind, 'new commit')} of ${base} into this branch with a merge ` +
                    'commit on top (no rebase: the history stays append-only). Pull before you push again.',
            ]
            : [`### ✅ This branch is up to date with ${base}`, '', 'It has caught up: nothing to do.'];
        return [...lines, '', footer()].join('\n');
    }
    if (cls === 'behind') {
        return [
            `### ⏳ This branch is ${(0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .LS)(drift.behind, 'commit')} behind ${base}`,
            '',
            `New on ${base} since this branch last caught up (newest first):`,
            ...missingList(drift),
            ...refusalLines(input),
            '',
            'Bring them in with a merge, not a rebase, so the pull request history stays append-only:',
            ...mergeRecipe(drift.base, false),
            'or press **Update branch** on the pull request.',
            ...gateLine(policy),
            '',
            footer(),
        ].join('\n');
    }
    const where = drift.files && drift.files.length > 0
        ? [
            `Merging ${base} into this branch conflicts in ${(0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .LS)(drift.files.length, 'file')}:`,
            ...filesList(drift.files),
        ]
        : drift.files
            ? [`Merging ${base} into this branch conflicts.`]
            : [
                `GitHub reports that merging ${base} into this branch conflicts. Which files conflict is unknown: ` +
                    'this run had no local git to test the merge with.',
            ];
    return [
        `### ⚠️ This branch conflicts with ${base}`,
        '',
        ...where,
        '',
        `The branch is ${(0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .LS)(drift.behind, 'commit')} behind ${base}. Resolve the conflict with a merge, not a rebase:`,
        ...mergeRecipe(drift.base, true),
        ...gateLine(policy),
        '',
        footer(),
    ].join('\n');
}
function stateLine(input) {
    const { cls, drift } = input;
    const files = cls === 'conflicting'
        ? drift.files
            ? ` · conflicted files: ${drift.files.length}`
            : ' · conflicted files: unknown'
        : '';
    return (`State: **${cls}** · ${drift.behind} behind, ${drift.ahead} ahead · base ${(0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_1__/* .mdCode */ .xs)(drift.base)} at ${(0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_1__/* .mdCode */ .xs)(drift.baseSha)} · ` +
        `evaluated head ${(0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_1__/* .mdCode */ .xs)(drift.headSha)}${files}`);
}
/** Title and summary of the `mergexo/rebase` check run; the summary states the state decided on. */
function checkOutput(input) {
    const { cls, drift, policy } = input;
    let title;
    const body = [];
    if (cls === 'up_to_date') {
        title = `Up to date with ${drift.base}`;
        body.push(input.updatedByMergexo
            ? `mergexo merged ${(0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_1__/* .mdCode */ .xs)(drift.base)} into the branch (a merge commit, no rebase).`
            : `The head contains every commit of ${(0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_1__/* .mdCode */ .xs)(drift.base)}.`);
    }
    else if (cls === 'behind') {
        title = `${(0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .LS)(drift.behind, 'commit')} behind ${drift.base}`;
        body.push(`Commits on ${(0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_1__/* .mdCode */ .xs)(drift.base)} the branch does not have yet (newest first):`, ...missingList(drift));
        body.push(...refusalLines(input));
        body.push('', `Merge ${(0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_1__/* .mdCode */ .xs)(drift.base)} into the branch (no rebase) to pass this check.`);
    }
    else {
        title =
            drift.files && drift.files.length > 0
                ? `Conflicts with ${drift.base} in ${(0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .LS)(drift.files.length, 'file')}`
                : `Conflicts with ${drift.base}`;
        body.push(...(drift.files ? filesList(drift.files) : ['The conflicted files are unknown (no local git in this run).']));
        body.push('', `Merge ${(0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_1__/* .mdCode */ .xs)(drift.base)} into the branch and resolve the conflicts to pass this check.`);
    }
    if (policy.urgency !== 'blocking') {
        title = `${title} (not blocking: urgency is ${policy.urgency})`;
    }
    return { title: (0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_1__/* .plainLine */ .h0)(title), summary: [...body, '', stateLine(input)].join('\n') };
}
/** The blocking check when drift could not be measured: the gate fails closed and says why. */
function undecidableCheckOutput(base, reason) {
    return {
        title: (0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_1__/* .plainLine */ .h0)(`Could not tell whether the branch is up to date with ${base}`),
        summary: `mergexo could not measure this PR's drift from ${(0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_1__/* .mdCode */ .xs)(base)}: ${(0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_1__/* .mdText */ .bC)(driftUnknownText(reason))}.\n\n` +
            'The check fails until a run can decide; re-run the workflow (or wait for the next push to the base).\n\n' +
            'State: **unknown**',
    };
}
/**
 * The blocking check when this PR is up to date but its head commit also heads an open PR that is
 * not: a check counts for every PR on its commit. `line` is core's shared-head line (mergexo's own words).
 */
function sharedHeadCheckOutput(own, failing, line) {
    return {
        title: (0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_1__/* .plainLine */ .h0)(`This commit also heads ${(0,_core_pr_commit_verdict_js__WEBPACK_IMPORTED_MODULE_0__/* .failingNames */ .hY)(failing)}, which is not up to date with its base`),
        summary: `${line}\n\nThis PR on its own:\n\n${own.summary}`,
    };
}
/** A check's title and summary, from what the plan says it says. */
function checkText(says) {
    return says.kind === 'drift' ? checkOutput(says.facts) : undecidableCheckOutput(says.base, says.reason);
}
/** Why a PR got no writes, in words. */
function skipText(reason) {
    return reason.kind === 'head-moved'
        ? 'the PR head moved while this run evaluated it; the next run judges the new head'
        : driftUnknownText(reason.reason);
}
// ---- the per-commit verdict ---------------------------------------------------------------------
/** Why a PR on a commit keeps the commit from passing, in mergexo's own words (branch names stay out). */
function partReason(why) {
    switch (why) {
        case 'unknown':
            return 'drift from its base unknown';
        case 'behind':
            return 'behind its base';
        case 'conflicting':
            return 'conflicts with its base';
        case 'unjudged':
            return 'could not be judged (GitHub did not answer)';
    }
}
function unjudgedLog(number, error) {
    return `PR #${number} on the same commit could not be judged: ${error}`;
}
function groupReason(f) {
    switch (f.kind) {
        case 'up':
            return `the queue built it on ${f.base ?? 'the base'} at ${f.baseSha}, so it is up to date by construction`;
        case 'no-base':
            return 'the merge_group payload names no base commit, so the group cannot be shown to be up to date';
        case 'not-contained':
            return `it does not contain the base commit ${f.baseSha} it was built on (${f.status})`;
        case 'compare-failed':
            return `GitHub could not compare it with the base commit ${f.baseSha}: ${f.error}`;
    }
}
function groupSkipReason(why) {
    return why.kind === 'not-blocking'
        ? `urgency is ${why.urgency}: ${why.checkName} is a check only with urgency blocking`
        : `the merge group targets ${why.base}; this step watches the base '${why.watched}' (input 'base')`;
}
/** The check on a merge group commit. */
function groupCheckOutput(group, up, why) {
    return {
        title: up ? 'Merge group: up to date with its base' : 'Merge group: not shown to be up to date',
        summary: `Merge group ${(0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_1__/* .mdCode */ .xs)(group.headSha)} (${(0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_1__/* .mdCode */ .xs)(group.headRef)}): ${(0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_1__/* .mdText */ .bC)(why)}.\n\n` +
            'The queue lands a group by fast-forwarding the base to it, and rebuilds its groups when the base moves, ' +
            'so a group commit never lands behind its base.',
    };
}
// ---- why drift is unknown ----------------------------------------------------------------------
/** Why a PR's drift is unknown, in words: the check's summary and the run's log line say this. */
function driftUnknownText(why) {
    switch (why.kind) {
        case 'cannot-compare':
            return `GitHub cannot compare ${why.headSha} with ${why.base}`;
        case 'mergeable-pending':
            return 'GitHub has not finished computing whether the PR conflicts; the next run asks again';
        case 'head-moved':
            return 'the PR head moved while this run evaluated it';
        case 'unanswered':
            return `GitHub did not answer (${why.said})`;
        case 'comments-unanswered':
            return 'GitHub did not answer for its older comments';
        case 'not-measured':
            return 'not measured';
        case 'base-not-fetched':
            return baseNotFetchedReason(why.base);
        case 'unfetched':
            return fetchMissText(why.miss);
        case 'uncounted':
            return `git could not count commits: ${why.said}`;
        case 'unmerged':
            return `git could not test-merge ${why.base} into the head: ${why.said}`;
    }
}
/** Which ref of a PR a local git could not fetch (drift's reason, and the collision phase's `unread`). */
function fetchMissText(miss) {
    switch (miss.kind) {
        case 'pull-ref-unserved':
            return `GitHub does not serve refs/pull/${miss.number}/head`;
        case 'base-unfetched':
            return baseNotFetchedReason(miss.base);
        case 'head-unfetched':
            return `head commit ${miss.headSha} could not be fetched`;
    }
}
function baseNotFetchedReason(base) {
    return `the base branch ${base} could not be fetched`;
}


/***/ }),

/***/ 1259:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   C4: () => (/* binding */ listOnePull),
/* harmony export */   TK: () => (/* binding */ readComments),
/* harmony export */   Uf: () => (/* binding */ completeComments),
/* harmony export */   ok: () => (/* binding */ listOpenPullsWithChecks)
/* harmony export */ });
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(2721);
/* harmony import */ var _core_pr_read_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(4291);
/* harmony import */ var _core_pr_trust_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(9105);
/* harmony import */ var _messages_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(6567);
/* harmony import */ var _documents_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(8325);
/**
 * rebase-notify's listing: every open PR in scope, 100 a request, each turned into core's `PullView`
 * by core's `viewOf` (one trust rule, one duplicate policy, whoever read the PR). What the listing
 * knows beyond the view (the check on the head, how much of the comments it read) rides beside it.
 */





/**
 * mergexo's own newest check of this name on the head. Only check runs of the token's own app count: a check
 * run of the same name from anyone else is not our state. `unknown` when the checks shown are not the head's,
 * or when there are more than one page of them and ours is not on the first.
 */
function checkOnHead(node, viewer, checkName) {
    const rollup = node.statusCheckRollup;
    if (rollup === undefined)
        return 'unknown';
    // GitHub shows no rollup for a commit without any check or status.
    if (rollup === null)
        return 'none';
    if (!rollup.commit || rollup.commit.oid !== node.headRefOid)
        return 'unknown';
    let newest;
    for (const context of rollup.contexts.nodes) {
        if (!context || context.__typename !== 'CheckRun' || context.name !== checkName)
            continue;
        const app = context.checkSuite?.app;
        if (!app || (0,_core_pr_trust_js__WEBPACK_IMPORTED_MODULE_3__/* .botless */ .X2)(app.slug) !== (0,_core_pr_trust_js__WEBPACK_IMPORTED_MODULE_3__/* .botless */ .X2)(viewer))
            continue;
        const id = context.databaseId ?? 0;
        if (!newest || id > newest.id) {
            newest = {
                id,
                run: {
                    conclusion: context.conclusion?.toLowerCase() ?? null,
                    fingerprint: context.externalId || null,
                    completedAt: context.completedAt ?? null,
                },
            };
        }
    }
    if (newest)
        return newest.run;
    return rollup.contexts.pageInfo.hasNextPage ? 'unknown' : 'none';
}
/** Makes the view again from every comment read so far, oldest first, through core's `viewOf`. */
function remake(pull) {
    const comments = [...pull.comments.values()].sort((a, b) => (a.databaseId ?? 0) - (b.databaseId ?? 0));
    pull.view = (0,_core_pr_read_js__WEBPACK_IMPORTED_MODULE_0__/* .viewOf */ .du)(pull.node, pull.view.viewer, comments);
}
/** Puts a comments window into the PR's view. */
function takeComments(pull, window) {
    pull.comments = new Map();
    for (const c of window.nodes)
        if (c?.databaseId != null)
            pull.comments.set(c.databaseId, c);
    remake(pull);
    pull.commentsRead = true;
    // The window holds every comment unless the PR has more than it shows.
    pull.commentsComplete = window.totalCount <= window.nodes.length;
}
function toListed(node, viewer, checkName, labels) {
    const total = node.totalCommentsCount ?? 0;
    // mergexo's labels, as the label listings (or the PR itself) showed them.
    const withLabels = { ...node, labels: { nodes: labels.map((name) => ({ name })) } };
    const pull = {
        view: (0,_core_pr_read_js__WEBPACK_IMPORTED_MODULE_0__/* .viewOf */ .du)(withLabels, viewer, []),
        check: checkOnHead(node, viewer, checkName),
        // A PR without comments has nothing to read.
        commentsRead: total === 0 && node.totalCommentsCount !== null,
        commentsComplete: total === 0 && node.totalCommentsCount !== null,
        node: withLabels,
        comments: new Map(),
    };
    if (node.comments)
        takeComments(pull, node.comments);
    return pull;
}
/**
 * Every open PR (on one base, or all), 100 per request at 1 point each (see REBASE_OPEN_PULLS): scalar fields
 * and one window per PR, mergexo's labels from the listings of the PRs carrying them.
 */
async function listOpenPullsWithChecks(github, repo, options) {
    const nodes = [];
    const labels = new Map();
    const conflictComments = new Map();
    const cursors = { pulls: null, behind: null, conflict: null };
    const done = { pulls: false, behind: false, conflict: false };
    const maxPages = options.maxPages ?? 100;
    let viewer = '';
    for (let pages = 0; !(done.pulls && done.behind && done.conflict);) {
        if (!done.pulls && pages++ >= maxPages) {
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .UndecidableError */ .N3((0,_messages_js__WEBPACK_IMPORTED_MODULE_1__/* .tooManyPullsError */ .UH)(maxPages * 100));
        }
        const answer = await github.query('pulls.open', _documents_js__WEBPACK_IMPORTED_MODULE_2__/* .REBASE_OPEN_PULLS */ .vt, {
            owner: repo.owner,
            repo: repo.repo,
            base: options.base ?? null,
            after: cursors.pulls,
            withPulls: !done.pulls,
            withMergeable: options.withMergeable,
            withChecks: options.withChecks,
            behindLabel: options.behindLabel,
            withBehind: !done.behind,
            behindAfter: cursors.behind,
            conflictLabel: options.conflictLabel,
            withConflict: !done.conflict,
            conflictAfter: cursors.conflict,
            conflictPage: options.withChecks ? _documents_js__WEBPACK_IMPORTED_MODULE_2__/* .REBASE_CONFLICT_PAGE */ .US : 100,
        });
        if (!answer.repository)
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .ConfigurationError */ .j1((0,_messages_js__WEBPACK_IMPORTED_MODULE_1__/* .unreadableRepositoryError */ .Yv)(repo));
        viewer = answer.viewer.login;
        const connection = answer.repository.pullRequests;
        if (!done.pulls && connection) {
            for (const node of connection.nodes) {
                if (node && node.state === 'OPEN' && (!options.base || node.baseRefName === options.base))
                    nodes.push(node);
            }
            cursors.pulls = connection.pageInfo.endCursor;
            done.pulls = !connection.pageInfo.hasNextPage || !connection.pageInfo.endCursor;
        }
        for (const key of ['behind', 'conflict']) {
            if (done[key])
                continue;
            const listing = key === 'behind' ? answer.repository.behindLabel : answer.repository.conflictLabel;
            // No such label in the repository: no PR carries it.
            if (!listing) {
                done[key] = true;
                continue;
            }
            for (const pr of listing.pullRequests.nodes) {
                if (!pr)
                    continue;
                labels.set(pr.number, [...(labels.get(pr.number) ?? []), listing.name]);
                if (pr.comments)
                    conflictComments.set(pr.number, pr.comments);
            }
            cursors[key] = listing.pullRequests.pageInfo.endCursor;
            done[key] = !listing.pullRequests.pageInfo.hasNextPage || !listing.pullRequests.pageInfo.endCursor;
        }
    }
    return nodes.map((node) => {
        const pull = toListed(node, viewer, options.checkName, labels.get(node.number) ?? []);
        const comments = conflictComments.get(node.number);
        if (comments && !pull.commentsRead)
            takeComments(pull, comments);
        return pull;
    });
}
/** One PR, with the listing's fields and window (its own events, and a PR on another base sharing a head). */
async function listOnePull(github, repo, number, options) {
    const answer = await github.query('pulls.one', _documents_js__WEBPACK_IMPORTED_MODULE_2__/* .REBASE_ONE_PULL */ .yE, {
        owner: repo.owner,
        repo: repo.repo,
        number,
        withMergeable: options.withMergeable,
        withChecks: options.withChecks,
    });
    const node = answer.repository?.pullRequest;
    if (!node || node.state !== 'OPEN')
        return undefined;
    const labels = node.labels?.nodes.flatMap((l) => (l ? [l.name] : [])) ?? [];
    return toListed(node, answer.viewer.login, options.checkName, labels);
}
/**
 * Reads the comments windows of listed PRs whose comments the listing did not read, 100 PRs per request
 * (1 point). A PR GitHub no longer finds keeps an unread window (and is then not written to).
 */
async function readComments(github, pulls) {
    const todo = pulls.filter((p) => !p.commentsRead);
    for (let i = 0; i < todo.length; i += 100) {
        const batch = todo.slice(i, i + 100);
        const answer = await github.query('pulls.comments', _documents_js__WEBPACK_IMPORTED_MODULE_2__/* .REBASE_PULL_COMMENTS */ .cb, {
            ids: batch.map((p) => p.view.nodeId),
        });
        const byNumber = new Map(batch.map((p) => [p.view.number, p]));
        for (const node of answer.nodes) {
            const pull = node?.number !== undefined ? byNumber.get(node.number) : undefined;
            if (pull && node?.comments)
                takeComments(pull, node.comments);
        }
    }
}
/**
 * Reads every comment of a PR whose comments window may not hold mergexo's status comment (more comments than
 * the window holds were updated since), so a status comment buried under many newer comments is found (and
 * edited) instead of being posted a second time. 1 request per 100 comments, through core's comment paging: a
 * page GitHub does not answer makes the PR undecidable, never complete.
 */
async function completeComments(github, repo, pull) {
    const vars = { owner: repo.owner, repo: repo.repo, number: pull.view.number };
    for (const c of await (0,_core_pr_read_js__WEBPACK_IMPORTED_MODULE_0__/* .readCommentPages */ .Io)(github, vars, null))
        if (c?.databaseId != null)
            pull.comments.set(c.databaseId, c);
    remake(pull);
    pull.commentsRead = true;
    pull.commentsComplete = true;
}


/***/ }),

/***/ 2546:
/***/ ((module, __unused_webpack___webpack_exports__, __nccwpck_require__) => {

__nccwpck_require__.a(module, async (__webpack_handle_async_dependencies__, __webpack_async_result__) => { try {
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(8161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_os__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _core_runner_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(2504);
/* harmony import */ var _core_action_inputs_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(6512);
/* harmony import */ var _core_enforcement_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(3050);
/* harmony import */ var _core_entrypoint_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(7736);
/* harmony import */ var _core_report_js__WEBPACK_IMPORTED_MODULE_5__ = __nccwpck_require__(844);
/* harmony import */ var _core_run_context_js__WEBPACK_IMPORTED_MODULE_6__ = __nccwpck_require__(3539);
/* harmony import */ var _core_merge_group_js__WEBPACK_IMPORTED_MODULE_7__ = __nccwpck_require__(8329);
/* harmony import */ var _core_shell_js__WEBPACK_IMPORTED_MODULE_8__ = __nccwpck_require__(8580);
/* harmony import */ var _core_untrusted_js__WEBPACK_IMPORTED_MODULE_9__ = __nccwpck_require__(1310);
/* harmony import */ var _drift_merge_group_js__WEBPACK_IMPORTED_MODULE_10__ = __nccwpck_require__(6397);
/* harmony import */ var _drift_messages_js__WEBPACK_IMPORTED_MODULE_11__ = __nccwpck_require__(1175);
/* harmony import */ var _collisions_merge_group_js__WEBPACK_IMPORTED_MODULE_12__ = __nccwpck_require__(7407);
/* harmony import */ var _collisions_messages_js__WEBPACK_IMPORTED_MODULE_13__ = __nccwpck_require__(2737);
/* harmony import */ var _collisions_handover_js__WEBPACK_IMPORTED_MODULE_14__ = __nccwpck_require__(6294);
/* harmony import */ var _messages_js__WEBPACK_IMPORTED_MODULE_15__ = __nccwpck_require__(6567);
/* harmony import */ var _scope_js__WEBPACK_IMPORTED_MODULE_18__ = __nccwpck_require__(3327);
/* harmony import */ var _shell_js__WEBPACK_IMPORTED_MODULE_16__ = __nccwpck_require__(8698);
/* harmony import */ var _settings_js__WEBPACK_IMPORTED_MODULE_17__ = __nccwpck_require__(4239);



















await (0,_core_entrypoint_js__WEBPACK_IMPORTED_MODULE_4__/* .runEntrypoint */ .ac)('rebase-notify', async () => {
    // Outputs exist on every run, also one that fails before it could look at a PR.
    (0,_core_report_js__WEBPACK_IMPORTED_MODULE_5__/* .setOutputs */ .n0)((0,_messages_js__WEBPACK_IMPORTED_MODULE_15__/* .outputsOf */ .Yz)([]));
    const run = (0,_core_run_context_js__WEBPACK_IMPORTED_MODULE_6__/* .readRunContext */ .$p)(process.env);
    (0,_core_run_context_js__WEBPACK_IMPORTED_MODULE_6__/* .requireEvent */ .M9)(run, 'rebase-notify', [..._scope_js__WEBPACK_IMPORTED_MODULE_18__/* .EVENTS */ .q, 'merge_group']);
    const settings = (0,_settings_js__WEBPACK_IMPORTED_MODULE_17__/* .parseSettings */ .P$)(_core_action_inputs_js__WEBPACK_IMPORTED_MODULE_2__/* .actionInputs */ .e);
    // The fetch sends the token base64-encoded in a header: every spelling is masked.
    (0,_core_entrypoint_js__WEBPACK_IMPORTED_MODULE_4__/* .maskToken */ .gg)(settings.token);
    (0,_core_enforcement_js__WEBPACK_IMPORTED_MODULE_3__/* .declareRunEnforcement */ .gn)(settings.enforcement);
    if (run.eventName === 'merge_group') {
        const group = (0,_core_merge_group_js__WEBPACK_IMPORTED_MODULE_7__/* .requireMergeGroup */ .Lk)(run);
        const runUrl = run.runId ? `${run.serverUrl}/${run.owner}/${run.repo}/actions/runs/${run.runId}` : undefined;
        const ctx = await (0,_core_shell_js__WEBPACK_IMPORTED_MODULE_8__/* .shellContext */ .G8)('rebase-notify', settings.token, run, settings.enforcement);
        const answer = await (0,_drift_merge_group_js__WEBPACK_IMPORTED_MODULE_10__/* .answerMergeGroup */ .c)(ctx, settings, group, runUrl);
        // With allocated-names, mergexo/collision answers on the group commit too (./collisions/merge-group.ts).
        const collisions = await (0,_collisions_merge_group_js__WEBPACK_IMPORTED_MODULE_12__/* .answerGroupCollisions */ .f)(ctx, settings, group, {
            token: settings.token,
            serverUrl: run.serverUrl,
            tempDir: process.env.RUNNER_TEMP || node_os__WEBPACK_IMPORTED_MODULE_0___default().tmpdir(),
            ...(process.env.GITHUB_WORKSPACE ? { workspace: process.env.GITHUB_WORKSPACE } : {}),
        }, runUrl);
        const answers = [
            [answer, settings.checkName],
            ...(collisions ? [[collisions, settings.collisionCheckName]] : []),
        ];
        const answered = answers.filter((a) => a[0].kind === 'answered');
        if (answered.length === 0) {
            const reason = answer.kind === 'skip' ? (0,_drift_messages_js__WEBPACK_IMPORTED_MODULE_11__/* .groupSkipReason */ .L4)(answer.reason) : '';
            _core_runner_js__WEBPACK_IMPORTED_MODULE_1__/* .info */ .pq((0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_9__/* .logLine */ .BP)((0,_messages_js__WEBPACK_IMPORTED_MODULE_15__/* .nothingToDoLog */ .Kk)(reason)));
            await (0,_core_report_js__WEBPACK_IMPORTED_MODULE_5__/* .writeSummary */ .Sy)((0,_messages_js__WEBPACK_IMPORTED_MODULE_15__/* .skippedSummary */ .vT)(reason));
            return;
        }
        for (const [a, name] of answered) {
            await (0,_core_report_js__WEBPACK_IMPORTED_MODULE_5__/* .writeSummary */ .Sy)((0,_messages_js__WEBPACK_IMPORTED_MODULE_15__/* .groupSummary */ .Y3)(a, group, name));
            if (a.conclusion === 'failure')
                (0,_core_report_js__WEBPACK_IMPORTED_MODULE_5__/* .failStep */ .vy)((0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_9__/* .logLine */ .BP)((0,_messages_js__WEBPACK_IMPORTED_MODULE_15__/* .groupFailedMessage */ .au)(group, a.reason)));
        }
        return;
    }
    // An operator's hand-over (./collisions/handover.ts) compares the receiving PR's base once the record is written.
    const scope = settings.handOver ? undefined : (0,_scope_js__WEBPACK_IMPORTED_MODULE_18__/* .scopeOf */ .O)(run, settings.base, (0,_settings_js__WEBPACK_IMPORTED_MODULE_17__/* .collisionsOn */ .Z2)(settings));
    if (scope?.kind === 'skip') {
        const reason = (0,_messages_js__WEBPACK_IMPORTED_MODULE_15__/* .scopeSkipText */ .b2)(scope.reason);
        _core_runner_js__WEBPACK_IMPORTED_MODULE_1__/* .info */ .pq((0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_9__/* .logLine */ .BP)((0,_messages_js__WEBPACK_IMPORTED_MODULE_15__/* .nothingToDoLog */ .Kk)(reason)));
        await (0,_core_report_js__WEBPACK_IMPORTED_MODULE_5__/* .writeSummary */ .Sy)((0,_messages_js__WEBPACK_IMPORTED_MODULE_15__/* .skippedSummary */ .vT)(reason));
        return;
    }
    const base = await (0,_core_shell_js__WEBPACK_IMPORTED_MODULE_8__/* .shellContext */ .G8)('rebase-notify', settings.token, run, settings.enforcement);
    // Warnings quote error text that may span lines: each line defused, none a workflow command.
    const ctx = { ...base, log: { ..._core_shell_js__WEBPACK_IMPORTED_MODULE_8__/* .runnerLog */ .t1, warning: (m) => _core_runner_js__WEBPACK_IMPORTED_MODULE_1__/* .warning */ .$e((0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_9__/* .logLines */ .OG)(m)) } };
    const requests = ctx.github.requests;
    let runScope = scope;
    if (!runScope) {
        const given = await (0,_collisions_handover_js__WEBPACK_IMPORTED_MODULE_14__/* .handOver */ .Cl)(ctx, settings, run);
        _core_runner_js__WEBPACK_IMPORTED_MODULE_1__/* .info */ .pq((0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_9__/* .logLine */ .BP)((0,_collisions_messages_js__WEBPACK_IMPORTED_MODULE_13__/* .handOverLog */ .s9)(given.pull, given.name, given.base)));
        runScope = { kind: 'sweep', base: given.base, collisionsOnly: true };
    }
    const result = await (0,_shell_js__WEBPACK_IMPORTED_MODULE_16__/* .rebaseNotify */ .Q)(ctx, {
        settings,
        scope: runScope,
        serverUrl: run.serverUrl,
        tempDir: process.env.RUNNER_TEMP || node_os__WEBPACK_IMPORTED_MODULE_0___default().tmpdir(),
        ...(process.env.GITHUB_WORKSPACE ? { workspace: process.env.GITHUB_WORKSPACE } : {}),
        now: new Date(),
    });
    (0,_core_report_js__WEBPACK_IMPORTED_MODULE_5__/* .setOutputs */ .n0)((0,_messages_js__WEBPACK_IMPORTED_MODULE_15__/* .outputsOf */ .Yz)(result.pulls, result.collisions));
    await (0,_core_report_js__WEBPACK_IMPORTED_MODULE_5__/* .writeSummary */ .Sy)((0,_messages_js__WEBPACK_IMPORTED_MODULE_15__/* .summaryOf */ .YG)(result, settings, runScope, requests));
    if (result.errors.length > 0)
        _core_runner_js__WEBPACK_IMPORTED_MODULE_1__/* .setFailed */ .C1((0,_messages_js__WEBPACK_IMPORTED_MODULE_15__/* .failedWritesMessage */ .RF)(result.errors, _core_untrusted_js__WEBPACK_IMPORTED_MODULE_9__/* .logLine */ .BP));
});

__webpack_async_result__();
} catch(e) { __webpack_async_result__(e); } }, 1);

/***/ }),

/***/ 6567:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   E: () => (/* binding */ pullErrorLog),
/* harmony export */   Hu: () => (/* binding */ outcomeLog),
/* harmony export */   KJ: () => (/* binding */ gitFetchFailedError),
/* harmony export */   Kk: () => (/* binding */ nothingToDoLog),
/* harmony export */   No: () => (/* binding */ gitFallbackNote),
/* harmony export */   Qr: () => (/* binding */ workflowRefusalWarning),
/* harmony export */   RF: () => (/* binding */ failedWritesMessage),
/* harmony export */   UH: () => (/* binding */ tooManyPullsError),
/* harmony export */   Xy: () => (/* binding */ commentsReadLog),
/* harmony export */   Y3: () => (/* binding */ groupSummary),
/* harmony export */   YG: () => (/* binding */ summaryOf),
/* harmony export */   Yv: () => (/* binding */ unreadableRepositoryError),
/* harmony export */   Yz: () => (/* binding */ outputsOf),
/* harmony export */   au: () => (/* binding */ groupFailedMessage),
/* harmony export */   b2: () => (/* binding */ scopeSkipText),
/* harmony export */   e_: () => (/* binding */ notOpenLog),
/* harmony export */   gi: () => (/* binding */ API_SOURCE_NOTE),
/* harmony export */   hd: () => (/* binding */ gitFallbackWarning),
/* harmony export */   o: () => (/* binding */ listedLog),
/* harmony export */   qW: () => (/* binding */ gitRequiredError),
/* harmony export */   vT: () => (/* binding */ skippedSummary),
/* harmony export */   ws: () => (/* binding */ BORROWED_NOTE)
/* harmony export */ });
/* unused harmony exports stepText, scopeLine */
/* harmony import */ var _core_pr_commit_verdict_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(3519);
/* harmony import */ var _collisions_messages_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(2737);
/* harmony import */ var _core_untrusted_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(1310);
/* harmony import */ var _drift_messages_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(1175);




// ---- what a run did, in words -------------------------------------------------------------------
function stepText(step) {
    switch (step.kind) {
        case 'draft':
            return 'skipped: draft';
        case 'skipped':
            return `skipped: ${(0,_drift_messages_js__WEBPACK_IMPORTED_MODULE_3__/* .skipText */ .DD)(step.reason)}`;
        case 'no-change':
            return step.held ? 'no change (cooldown)' : 'no change';
        case 'deferred':
            return step.maxWrites === undefined
                ? 'deferred: the write budget is spent'
                : `deferred: the write budget (max-writes ${step.maxWrites}) is spent`;
        case 'error':
            return `error: ${step.message}`;
        case 'updated':
            return `merged ${step.base} into the branch (update-branch)`;
        case 'update-head-moved':
            return 'update skipped: the head moved since it was evaluated';
        case 'update-refused-workflows':
            return (`not updated: ${step.base} changed a workflow file and the token lacks the workflows permission ` +
                `(${step.message}); an App token with workflows: write or a PAT with the workflow scope can, ` +
                'GITHUB_TOKEN never');
        case 'update-failed':
            return `update failed: ${(0,_drift_messages_js__WEBPACK_IMPORTED_MODULE_3__/* .refusalWords */ .WW)(step.refusal)}`;
        case 'duplicate-deleted':
            return 'duplicate status comment deleted';
        case 'comment-deleted':
            return "status comment deleted: ci-wait's notice tells the conflict";
        case 'label':
            return `label ${step.label} ${step.op}`;
        case 'comment':
            return `comment ${step.result}${step.refresh ? ' (cooldown over)' : ''}`;
        case 'check-unconfirmed':
            return 'check not written: the updated head could not be confirmed yet (the next run writes it)';
        case 'check':
            return `check ${step.conclusion}`;
        case 'check-shared-head':
            return step.stays
                ? `check stays failing: this commit also heads ${(0,_core_pr_commit_verdict_js__WEBPACK_IMPORTED_MODULE_0__/* .failingNames */ .hY)(step.failing)}, which is not up to date`
                : `check failure: this commit also heads ${(0,_core_pr_commit_verdict_js__WEBPACK_IMPORTED_MODULE_0__/* .failingNames */ .hY)(step.failing)}, which is not up to date`;
        case 'held':
            return 'refresh held (cooldown)';
        case 'ready-taken-back':
            return 'ready for review mark taken back: the PR conflicts with its base';
    }
}
// ---- the log ------------------------------------------------------------------------------------
function listedLog(scope, counts) {
    const where = scope.kind === 'sweep' && scope.base ? ` on ${scope.base}` : '';
    return (`${(0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_2__/* .plural */ .LS)(counts.open, 'open PR')}${where}; ${counts.evaluated} evaluated, ` +
        `${(0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_2__/* .plural */ .LS)(counts.drafts, 'draft')} skipped (input 'include-drafts').`);
}
function notOpenLog(number) {
    return `PR #${number} is not open; nothing to do.`;
}
function commentsReadLog(count) {
    return `Comments read for ${(0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_2__/* .plural */ .LS)(count, 'PR')} whose check does not settle them.`;
}
function outcomeLog(o) {
    return `#${o.number} ${o.class}: ${o.steps.map(stepText).join('; ')}`;
}
/** Why an event gives a run nothing to do, in words. */
function scopeSkipText(skip) {
    switch (skip.kind) {
        case 'not-a-branch':
            return `the push was to ${skip.ref || 'an unknown ref'}, not to a branch`;
        case 'branch-deleted':
            return `the push deleted ${skip.branch}`;
        case 'other-branch':
            return `the push was to ${skip.branch}; this step watches the base '${skip.base}' (input 'base')`;
        case 'pull-closed':
            return `PR #${skip.number} was closed`;
        case 'other-base':
            return `PR #${skip.number} targets ${skip.prBase}; this step watches the base '${skip.base}' (input 'base')`;
    }
}
function nothingToDoLog(reason) {
    return `Nothing to do: ${reason}.`;
}
function pullErrorLog(number, error) {
    return `PR #${number}: ${error}`;
}
function gitFallbackWarning(error) {
    return `Local git could not fetch the repository; measuring drift through the API instead: ${error}`;
}
function gitFallbackNote(error) {
    return `git fetch failed (${error})`;
}
const API_SOURCE_NOTE = "input 'drift-source' is api";
const BORROWED_NOTE = 'objects borrowed from the workspace checkout';
function tooManyPullsError(max) {
    return `more than ${max} open pull requests: narrow the sweep with the 'base' input.`;
}
function unreadableRepositoryError(repo) {
    return (`Repository ${repo.owner}/${repo.repo} was not found or is not readable by the token. ` +
        "Pass a token with access to this repository in 'github-token' (the default GITHUB_TOKEN has it).");
}
/** Not a failure of the run (each PR was told), but a setting to change: one annotation on the run. */
function workflowRefusalWarning(numbers, blocking) {
    return (`GitHub refused to update ${numbers.map((n) => `#${n}`).join(', ')}: the base changed a file under ` +
        '.github/workflows/ and this token lacks the workflows permission (GITHUB_TOKEN can never have it). ' +
        "To have such branches updated, set the 'github-token' input to a GitHub App installation token whose App " +
        'has Workflows: Read and write (actions/create-github-app-token with permission-workflows: write)' +
        // A personal access token cannot write the check runs the blocking gate needs.
        (blocking ? '' : ', or to a personal access token with the workflow scope') +
        '; until then they are notified as behind.');
}
function gitRequiredError(unavailable) {
    return (`Input 'drift-source' is git, but ${unavailable}. Install git 2.38 or later on the runner, ` +
        "or use 'auto' to fall back to the API.");
}
function gitFetchFailedError(error, serverUrl) {
    return (`git could not fetch the repository (${error}); nothing was changed. Check that the runner ` +
        `reaches ${serverUrl} and the token has \`contents: read\`, ` +
        "or set 'drift-source' to auto to fall back to the API.");
}
/** The step fails when a write failed: a re-run completes what is missing. */
function failedWritesMessage(errors, line) {
    return (`mergexo/rebase-notify: writing to ${(0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_2__/* .plural */ .LS)(errors.length, 'PR')} failed (${line(errors.join('; '))}). ` +
        'Re-run the job: every write is idempotent, so a re-run completes what is missing without duplicates.');
}
function groupFailedMessage(group, reason) {
    return `mergexo/rebase-notify: merge group ${group.headSha}: ${reason}.`;
}
// ---- the job summary ----------------------------------------------------------------------------
const STATE = {
    up_to_date: '✅ up to date',
    behind: '⏳ behind',
    conflicting: '⚠️ conflicting',
    unknown: '❔ unknown',
    draft: '📝 draft (skipped)',
};
const HEADER = ['PR', 'behind', 'ahead', 'state', 'action taken'];
/** The step's outputs: PR numbers by what this run found and did (all empty before any PR was looked at). */
function outputsOf(pulls, collisions) {
    const numbers = (pick) => pulls.filter(pick).map((p) => p.number);
    // The collision phase's PRs join the same lists: a PR notified or deferred for either reason is listed once.
    const union = (a, b = []) => [...new Set([...a, ...b])].sort((x, y) => x - y);
    return {
        colliding: [...(collisions?.colliding ?? [])],
        behind: numbers((p) => p.class === 'behind'),
        conflicting: numbers((p) => p.class === 'conflicting'),
        notified: union(numbers((p) => p.notified), collisions?.notified),
        updated: numbers((p) => p.updated),
        deferred: union(numbers((p) => p.deferred), collisions?.deferred),
        unknown: numbers((p) => p.class === 'unknown'),
    };
}
/** The summary of a merge_group run that answered the check on the group commit. */
function groupSummary(answer, group, checkName) {
    return {
        heading: `mergexo/rebase-notify: merge group ${answer.conclusion === 'success' ? 'up to date ✅' : 'refused ⛔'}`,
        lead: `${(0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_2__/* .htmlCode */ .h8)(group.headSha)} (${(0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_2__/* .htmlCode */ .h8)(group.headRef)}): ${(0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_2__/* .htmlText */ .js)(answer.reason)}.`,
        header: ['check', 'conclusion'],
        rows: [[(0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_2__/* .htmlCode */ .h8)(checkName), answer.conclusion]],
    };
}
/** The summary of a run the event gave nothing to do. */
function skippedSummary(reason) {
    return {
        heading: 'mergexo/rebase-notify: nothing to do',
        lead: (0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_2__/* .htmlText */ .js)(`${reason[0]?.toUpperCase() ?? ''}${reason.slice(1)}.`),
        header: HEADER,
        rows: [],
    };
}
function stateCell(p) {
    if (p.class !== 'conflicting')
        return STATE[p.class];
    if (!p.files)
        return `${STATE.conflicting} (files unknown)`;
    const shown = p.files.slice(0, 5).map((f) => (0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_2__/* .htmlCode */ .h8)(f));
    return `${STATE.conflicting}: ${shown.join(', ')}${p.files.length > 5 ? ` and ${p.files.length - 5} more` : ''}`;
}
/** Up-to-date PRs that nothing happened to are counted, not listed, so the table stays readable. */
function quiet(p) {
    return p.class === 'up_to_date' && !p.notified && !p.updated && !p.deferred && !p.error;
}
/**
 * What the run looked at, as English counts it: `PR #4` for a PR's own run, `3 open PRs on `main``
 * (or `1 open PR on every base`) for a sweep.
 */
function scopeLine(scope, pulls) {
    if (scope.kind === 'pull')
        return pulls === 0 ? `PR #${scope.number} (not open)` : `PR #${scope.number}`;
    const what = (0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_2__/* .plural */ .LS)(pulls, 'open PR');
    return scope.base ? `${what} on ${(0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_2__/* .htmlCode */ .h8)(scope.base)}` : `${what} on every base`;
}
function summaryOf(result, settings, scope, requests) {
    const count = (cls) => result.pulls.filter((p) => p.class === cls).length;
    const bases = [...result.bases].map(([b, sha]) => `${(0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_2__/* .htmlCode */ .h8)(b)} at ${(0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_2__/* .htmlCode */ .h8)((0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_2__/* .short */ .Al)(sha))}`).join(', ');
    const source = result.source === 'git'
        ? `Drift measured with a local git${result.sourceNote ? ` (${(0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_2__/* .htmlText */ .js)(result.sourceNote)})` : ''}.`
        : `Drift measured through the API${result.sourceNote ? ` (${(0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_2__/* .htmlText */ .js)(result.sourceNote)})` : ''}: conflicted files are not named.`;
    const deferred = result.pulls.filter((p) => p.deferred).length;
    const lead = [
        `${scopeLine(scope, result.pulls.length)}${bases ? `; base ${bases}` : ''}. ${source}`,
        `Urgency <b>${settings.urgency}</b> · update-branch ${settings.updateBranch} · cooldown ${settings.cooldownMinutes} min · ` +
            `${(0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_2__/* .plural */ .LS)(result.writes, 'write')} of a budget of ${settings.maxWrites} · ${(0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_2__/* .plural */ .LS)(requests.reads, 'read request')}` +
            (deferred ? ` · <b>${(0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_2__/* .plural */ .LS)(deferred, 'PR')} deferred</b> to the next run (max-writes)` : '') +
            '.',
        ...(result.collisions ? [(0,_collisions_messages_js__WEBPACK_IMPORTED_MODULE_1__/* .collisionSummaryLine */ .xJ)(result.collisions)] : []),
    ].join('<br>');
    const listed = result.pulls.filter((p) => !quiet(p));
    const hidden = result.pulls.length - listed.length;
    return {
        heading: `mergexo/rebase-notify: ${count('behind')} behind, ${count('conflicting')} conflicting` +
            (count('unknown') ? `, ${count('unknown')} unknown` : '') +
            ` of ${result.pulls.length}`,
        lead,
        header: HEADER,
        rows: listed.map((p) => [
            `${(0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_2__/* .htmlLink */ .Ar)(`#${p.number}`, p.url)} ${(0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_2__/* .htmlText */ .js)(p.title)}`,
            p.behind === undefined ? '' : String(p.behind),
            p.ahead === undefined ? '' : String(p.ahead),
            stateCell(p),
            (0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_2__/* .htmlText */ .js)(p.steps.map(stepText).join('; ')),
        ]),
        ...(hidden > 0
            ? { footer: `${(0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_2__/* .plural */ .LS)(hidden, 'PR')} up to date with nothing to do ${hidden === 1 ? 'is' : 'are'} not listed.` }
            : {}),
    };
}


/***/ }),

/***/ 3327:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   O: () => (/* binding */ scopeOf),
/* harmony export */   q: () => (/* binding */ EVENTS)
/* harmony export */ });
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(2721);

const EVENTS = ['push', 'schedule', 'workflow_dispatch', 'pull_request', 'pull_request_target'];
const ZERO = /^0{40}$/;
/**
 * `collisions`: cross-PR collisions are configured, so a closed PR's event is a run on its base (only the
 * collision phase: the collisions it caused on the others are cleared).
 */
function scopeOf(event, base, collisions = false) {
    const p = event.payload;
    switch (event.eventName) {
        case 'push': {
            const ref = typeof p.ref === 'string' ? p.ref : event.ref;
            if (!ref.startsWith('refs/heads/'))
                return { kind: 'skip', reason: { kind: 'not-a-branch', ref } };
            const branch = ref.slice('refs/heads/'.length);
            if (p.deleted === true || (typeof p.after === 'string' && ZERO.test(p.after))) {
                return { kind: 'skip', reason: { kind: 'branch-deleted', branch } };
            }
            if (base !== undefined && base !== branch) {
                return { kind: 'skip', reason: { kind: 'other-branch', branch, base } };
            }
            return { kind: 'sweep', base: branch };
        }
        case 'schedule':
        case 'workflow_dispatch':
            return base !== undefined ? { kind: 'sweep', base } : { kind: 'sweep' };
        case 'pull_request':
        case 'pull_request_target': {
            const pr = p.pull_request;
            if (typeof pr?.number !== 'number') {
                throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigurationError */ .j1(`The '${event.eventName}' event payload has no pull_request number.`);
            }
            const prBase = typeof pr.base?.ref === 'string' ? pr.base.ref : undefined;
            if (p.action === 'closed') {
                if (!collisions || prBase === undefined || (base !== undefined && prBase !== base))
                    return { kind: 'skip', reason: { kind: 'pull-closed', number: pr.number } };
                return { kind: 'sweep', base: prBase, collisionsOnly: true };
            }
            const changes = p.changes;
            const from = changes?.base?.ref?.from;
            const previousBase = collisions && typeof from === 'string' && from !== prBase ? { previousBase: from } : {};
            if (base !== undefined && prBase !== undefined && prBase !== base) {
                if (previousBase.previousBase === base)
                    return { kind: 'sweep', base, collisionsOnly: true };
                return { kind: 'skip', reason: { kind: 'other-base', number: pr.number, prBase, base } };
            }
            return { kind: 'pull', number: pr.number, ...previousBase };
        }
        default:
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigurationError */ .j1(`rebase-notify does not handle the '${event.eventName || '(none)'}' event. Trigger it on: push (to the base ` +
                'branch), schedule or workflow_dispatch (a sweep), or pull_request (one PR).');
    }
}


/***/ }),

/***/ 4239:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  bz: () => (/* binding */ OVERLAP_LABEL),
  Z2: () => (/* binding */ collisionsOn),
  P$: () => (/* binding */ parseSettings)
});

// UNUSED EXPORTS: DRIFT_SOURCES, URGENCIES

// EXTERNAL MODULE: ./src/core/enforcement.ts
var enforcement = __nccwpck_require__(3050);
// EXTERNAL MODULE: ./src/core/errors.ts
var errors = __nccwpck_require__(2721);
// EXTERNAL MODULE: ./src/core/protocol/index.ts + 3 modules
var protocol = __nccwpck_require__(6701);
// EXTERNAL MODULE: ./src/core/inputs.ts
var inputs = __nccwpck_require__(9431);
// EXTERNAL MODULE: ./src/core/permissions.ts
var permissions = __nccwpck_require__(804);
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

// EXTERNAL MODULE: ./src/rebase-notify/collisions/allocated-names.ts
var allocated_names = __nccwpck_require__(7401);
;// CONCATENATED MODULE: ./src/rebase-notify/settings.ts







const URGENCIES = ['blocking', 'helpful', 'fyi'];
const DRIFT_SOURCES = ['auto', 'git', 'api'];
/** Whether this run compares the open PRs of a base with each other. */
function collisionsOn(settings) {
    return settings.allocatedNames.length > 0 || settings.overlaps === 'notice';
}
/** The label a PR overlapping another gets at urgency fyi (instead of the collision comment's overlap lines). */
const OVERLAP_LABEL = 'mergexo:overlap';
/** What `git check-ref-format --branch` would refuse, for the common mistakes. */
function validBranchName(name) {
    return (!/[\s~^:?*[\\]|\.\.|@\{|\/\/|^\/|\/$|\.lock$|^\.|\/\.|^-/.test(name) && name !== '@' && !name.startsWith('refs/'));
}
function parseSettings(read) {
    const token = (0,inputs/* requiredInput */.YF)(read, 'github-token', 'pass `${{ github.token }}` or an App token.');
    const urgency = (0,inputs/* choiceInput */.ij)(read, 'urgency', URGENCIES, 'helpful');
    const updateBranch = (0,inputs/* choiceInput */.ij)(read, 'update-branch', ['off', 'merge'], 'off');
    const cooldownMinutes = (0,inputs/* integerInput */.$A)(read, 'cooldown-minutes', 60, { min: 0, max: 60 * 24 * 30 });
    const maxWrites = (0,inputs/* integerInput */.$A)(read, 'max-writes', 100, { min: 0, max: 5000 });
    const includeDrafts = (0,inputs/* booleanInput */.tE)(read, 'include-drafts', false);
    const driftSource = (0,inputs/* choiceInput */.ij)(read, 'drift-source', DRIFT_SOURCES, 'auto');
    const rawBase = read('base').replace(/^refs\/heads\//, '');
    if (rawBase !== '' && !validBranchName(rawBase)) {
        throw new errors/* ConfigurationError */.j1(`Input 'base' must be a branch name such as main, got '${rawBase}'.`);
    }
    const behindLabel = read('behind-label') || 'mergexo:behind';
    const conflictLabel = read('conflict-label') || protocol/* DEFAULT_CONFLICT_LABEL */.oh;
    if (behindLabel.toLowerCase() === conflictLabel.toLowerCase()) {
        throw new errors/* ConfigurationError */.j1(`Inputs 'behind-label' and 'conflict-label' must differ (both are '${behindLabel}'): a PR that caught up ` +
            'could not lose one without the other.');
    }
    for (const [name, value] of [
        ['behind-label', behindLabel],
        ['conflict-label', conflictLabel],
    ]) {
        if (value.length > 50 || value.includes(',')) {
            throw new errors/* ConfigurationError */.j1(`Input '${name}' must be a GitHub label name (at most 50 characters, no commas), got '${value}'.`);
        }
    }
    const allocatedNames = allocatedNamesInput(read);
    const checkName = read('check-name') || 'mergexo/rebase';
    const collisionCheckName = read('collision-check-name') || 'mergexo/collision';
    if (checkName === collisionCheckName) {
        throw new errors/* ConfigurationError */.j1(`Inputs 'check-name' and 'collision-check-name' must differ (both are '${checkName}'): one check would ` +
            'overwrite the other on every head.');
    }
    return {
        token,
        enforcement: (0,enforcement/* enforcementInput */.Ti)(read),
        urgency,
        updateBranch,
        cooldownMinutes,
        maxWrites,
        includeDrafts,
        ...(rawBase !== '' ? { base: rawBase } : {}),
        driftSource,
        behindLabel,
        conflictLabel,
        checkName,
        allocatedNames,
        // Same-file notices come with the collision check; alone, a workflow asks for them by name.
        overlaps: (0,inputs/* choiceInput */.ij)(read, 'overlaps', ['notice', 'off'], allocatedNames.length > 0 ? 'notice' : 'off'),
        collisionCheckName,
        ready: parseReadyMarkSettings(read),
        ...handOverInput(read, allocatedNames),
        handOverPermission: (0,inputs/* choiceInput */.ij)(read, 'hand-over-permission', permissions/* ROLES */.gg.filter((r) => r !== 'none'), 'maintain'),
    };
}
/** `hand-over-to` and `hand-over-name`: both or neither, a PR number and one allocated name. */
function handOverInput(read, globs) {
    const to = read('hand-over-to').trim().replace(/^#/, '');
    const name = read('hand-over-name').trim();
    if (to === '' && name === '')
        return {};
    const fix = "Give both, in a workflow_dispatch run: hand-over-to: the PR's number, hand-over-name: the allocated name " +
        'as the first * of an allocated-names glob matches it (0042 in migrations/0042_add.sql).';
    if (!/^[1-9][0-9]{0,9}$/.test(to))
        throw new errors/* ConfigurationError */.j1(`Input 'hand-over-to' must be a PR number. ${fix}`);
    if (name === '' || /[/\0\n]/.test(name))
        throw new errors/* ConfigurationError */.j1(`Input 'hand-over-name' must be one allocated name, without '/'. ${fix}`);
    if (globs.length === 0)
        throw new errors/* ConfigurationError */.j1(`A hand-over needs 'allocated-names' (the same globs as the sweeps). ${fix}`);
    // Compared as the index compares names: digits as a number (0042 = 42).
    return { handOver: { pull: Number(to), name: /^[0-9]+$/.test(name) ? name.replace(/^0+(?=.)/, '') : name } };
}
/** One glob a line (blank lines and `#` comments dropped), each validated, none twice. */
function allocatedNamesInput(read) {
    const globs = read('allocated-names')
        .split('\n')
        .map((s) => s.trim())
        .filter((s) => s !== '' && !s.startsWith('#'));
    return [...new Set(globs)].map(allocated_names/* parseAllocatedGlob */.z);
}


/***/ }),

/***/ 8698:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  Q: () => (/* binding */ rebaseNotify)
});

// EXTERNAL MODULE: ./src/core/errors.ts
var core_errors = __nccwpck_require__(2721);
// EXTERNAL MODULE: ./src/rebase-notify/listing.ts
var rebase_notify_listing = __nccwpck_require__(1259);
// EXTERNAL MODULE: ./src/rebase-notify/messages.ts
var messages = __nccwpck_require__(6567);
// EXTERNAL MODULE: ./src/rebase-notify/settings.ts + 1 modules
var rebase_notify_settings = __nccwpck_require__(4239);
// EXTERNAL MODULE: ./src/rebase-notify/state.ts
var state = __nccwpck_require__(8878);
;// CONCATENATED MODULE: ./src/rebase-notify/write-budget.ts
/**
 * `max-writes` is one budget for the whole run: the drift phase and the collision phase spend from it. The run
 * hands each PR an allowance (what the budget leaves it, beside the writes promised to PRs still to be served),
 * the PR's writer counts its own writes against it and hands back how many it made: no counter is shared.
 * A PR whose next writes do not fit waits for the next run (writes are ordered so that a PR left half-written
 * converges: its check, the state, comes last).
 */
class Allowance {
    room;
    /** Writes this PR made so far. */
    made = 0;
    constructor(room) {
        this.room = room;
    }
    /** Whether `n` more writes fit this PR's allowance. */
    fits(n = 1) {
        return this.made + n <= this.room;
    }
    spend(n = 1) {
        this.made += n;
    }
}
/** Thrown by a writer whose next write does not fit: the PR is deferred to the next run. */
class OutOfWrites extends Error {
    constructor() {
        super('max-writes reached');
    }
}

// EXTERNAL MODULE: ./src/rebase-notify/collisions/decide.ts
var decide = __nccwpck_require__(5253);
// EXTERNAL MODULE: ./src/core/words.ts
var words = __nccwpck_require__(4269);
// EXTERNAL MODULE: ./src/rebase-notify/drift/messages.ts
var drift_messages = __nccwpck_require__(1175);
// EXTERNAL MODULE: ./src/rebase-notify/collisions/git.ts + 1 modules
var collisions_git = __nccwpck_require__(6086);
// EXTERNAL MODULE: ./src/rebase-notify/collisions/handover.ts
var handover = __nccwpck_require__(6294);
// EXTERNAL MODULE: ./src/core/pr/checks.ts
var checks = __nccwpck_require__(8202);
// EXTERNAL MODULE: ./src/core/pr/comments.ts
var comments = __nccwpck_require__(8293);
// EXTERNAL MODULE: ./src/core/pr/commit-verdict.ts + 1 modules
var commit_verdict = __nccwpck_require__(3519);
// EXTERNAL MODULE: ./src/core/pr/labels.ts
var labels = __nccwpck_require__(9032);
// EXTERNAL MODULE: ./src/core/ready-mark/mark.ts
var mark = __nccwpck_require__(6225);
// EXTERNAL MODULE: ./src/rebase-notify/collisions/messages.ts
var collisions_messages = __nccwpck_require__(2737);
// EXTERNAL MODULE: ./src/rebase-notify/drift/decide.ts
var drift_decide = __nccwpck_require__(7991);
;// CONCATENATED MODULE: ./src/core/ready-mark/take-back.ts
/**
 * The take-back from a view that shows only some of the PR's labels. rebase-notify takes ci-wait's mark back
 * from a PR that can no longer land (it conflicts with its base, or its allocated names collide): no PR event
 * reaches ci-wait when the base moves or another PR opens, so rebase-notify is the one that sees it first,
 * and its listing shows only its own labels.
 */


/**
 * In label mode the PR's labels are read first (one request) and the view keeps them; when to take the mark
 * back (only on a change about to be reported) is the caller's rule.
 */
async function takeBackMark(ctx, ready, view) {
    if (ready.modes.includes('label'))
        view.labels = await (0,labels/* readLabels */.k2)(ctx.github, ctx.repo, view.number);
    return (0,mark/* takeBackReadyMark */.R6)(ctx.github, ctx.repo, view, ready);
}

;// CONCATENATED MODULE: ./src/rebase-notify/collisions/writes.ts
/**
 * The collision phase's writes for one PR, through core's PR gateway, in the order that converges after a
 * crash: the overlap label, the collision comment, then the collision check (through the per-commit rule).
 * Each write happens only when the facts differ from what the PR already shows (fingerprints, never words).
 */












/** The PR's own part in the verdict on its head: a failing one carries its collision facts as its reason. */
function ownPart(number, result) {
    return (0,decide/* passes */.WE)(result) ? { number, pass: true } : { number, pass: false, reason: result };
}
/**
 * Whether the PR's head already shows this very check (the listing read it): then the comment and label
 * were written before it by a run that saw the same facts, and nothing is read or written.
 */
function settled(pull, fingerprint, pass) {
    return (typeof pull.check === 'object' &&
        (0,decide/* showsFacts */.IR)(pull.check.fingerprint, fingerprint) &&
        pull.check.conclusion === (pass ? 'success' : 'failure'));
}
/**
 * Writes what changed for one PR, each write only when it fits `budget` (what max-writes leaves this PR; it
 * counts the writes made); answers whether it stopped because the next one did not fit: the PR's check comes
 * last, so a PR left half-written is not settled and the next run finishes it.
 */
async function writeCollisions(ctx, policy, w, budget) {
    try {
        await writeAll(ctx, policy, w, budget);
        return { deferred: false };
    }
    catch (e) {
        if (e instanceof OutOfWrites)
            return { deferred: true };
        throw e;
    }
}
async function writeAll(ctx, policy, w, budget) {
    const { github, repo } = ctx;
    const { pull, result, fingerprint } = w;
    const view = pull.view;
    const room = (n = 1) => {
        if (!budget.fits(n))
            throw new OutOfWrites();
    };
    const wrote = (n = 1) => budget.spend(n);
    // A PR that cannot land is first taken back from its reviewers: this PR's facts just changed (a settled PR
    // never gets here), so this is the run that reports it. One write per mode at most.
    if (policy.check && !(0,decide/* passes */.WE)(result) && (0,mark/* markOn */.r$)(policy.ready)) {
        room(policy.ready.modes.length);
        const back = await takeBackMark(ctx, policy.ready, view);
        wrote((0,mark/* writesOf */.AP)(back));
        if ((0,mark/* changed */.tD)(back))
            ctx.log.info((0,collisions_messages/* readyTakenBackLog */.sO)(view.number));
    }
    if (result.known) {
        const wantLabel = policy.overlapLabel && result.overlaps.length > 0;
        const hasLabel = view.labels.some((l) => l.toLowerCase() === rebase_notify_settings/* OVERLAP_LABEL */.bz.toLowerCase());
        if (wantLabel !== hasLabel)
            room();
        if (wantLabel
            ? await (0,labels/* addLabel */.Y_)(github, repo, view, rebase_notify_settings/* OVERLAP_LABEL */.bz)
            : await (0,labels/* removeLabel */.tA)(github, repo, view, rebase_notify_settings/* OVERLAP_LABEL */.bz))
            wrote();
        const facts = (0,decide/* commentFacts */.$V)(result, policy.overlapComment);
        const existing = (0,state/* readCollisionComment */._M)(view);
        if (facts && !(0,decide/* showsFacts */.IR)(existing?.fingerprint, fingerprint)) {
            const text = (0,collisions_messages/* collisionComment */.Oi)(facts, view.baseRef, policy.checkName);
            // Younger copies overlapping runs posted are deleted first: a write each. (A copy this run posts while
            // another run posts one too is taken back at once: that is part of the one write counted for it.)
            const deletes = view.duplicates.filter((d) => d.markers.some((m) => m.action === state/* COLLISION */.bs.action && m.kind === state/* COLLISION */.bs.kind && m.key === state/* COLLISION */.bs.key)).length;
            room(1 + deletes);
            const written = await (0,comments/* upsertComment */.lB)(github, repo, view, (0,state/* collisionMarker */.rb)(fingerprint), text, { settle: true });
            if (written !== 'unchanged')
                wrote();
            if (deletes > 0)
                wrote(deletes);
        }
        else if (!facts && existing) {
            // Nothing collides or overlaps any more: the comment goes, the green check tells the rest.
            room();
            await (0,comments/* deleteOwnComment */.FD)(github, repo, view, existing.id);
            wrote();
        }
    }
    if (!policy.check)
        return;
    const own = ownPart(view.number, result);
    const text = (0,collisions_messages/* collisionCheckText */.SN)(result, view.baseRef);
    const seen = typeof pull.check === 'object' ? pull.check : undefined;
    let checked = false;
    await (0,commit_verdict/* writeCommitVerdict */.UK)(github, repo, {
        head: view.headSha,
        own,
        // A failure needs no one else to fail: the run's own index answers who heads the commit.
        ...(!own.pass ? { listed: w.listed } : {}),
        judgeOther: (number) => w.judge(number, view.headSha),
        write: async (parts, commit, conclusion) => {
            let output = text;
            let id = fingerprint;
            if (own.pass && !commit.pass) {
                const failing = commit.failing.map((p) => p.number);
                id = (0,drift_decide/* sharedHeadFingerprint */.Am)(commit.failing);
                output = {
                    title: (0,collisions_messages/* sharedHeadCollisionTitle */.So)(failing),
                    summary: `${(0,commit_verdict/* sharedHeadLine */._)(view.number, parts, collisions_messages/* collisionPartReason */.sW) ?? ''}\n\nThis PR on its own:\n\n${text.summary}`,
                };
            }
            else if (commit.pass) {
                const line = (0,commit_verdict/* sharedHeadLine */._)(view.number, parts, collisions_messages/* collisionPartReason */.sW);
                if (line)
                    output = { ...text, summary: `${line}\n\n${text.summary}` };
            }
            if (!checked && seen && seen.conclusion === conclusion && (0,decide/* showsFacts */.IR)(seen.fingerprint, id))
                return;
            // A success may have to be written back to failure (a PR moved onto the commit meanwhile): it is written
            // only with room for both. The write back itself was counted in that room.
            if (!checked)
                room(commit.pass ? 2 : 1);
            await (0,checks/* writeVerdict */.P1)(github, repo, {
                name: policy.checkName,
                headSha: view.headSha,
                conclusion,
                ...output,
                externalId: id,
            });
            checked = true;
            wrote();
        },
    });
}

;// CONCATENATED MODULE: ./src/rebase-notify/collisions/base-index.ts
/**
 * The collision phase's read of one base: its open PRs, what each changes (a local git's index), the base's
 * allocated names and who owns a contested one; then what collides. Each base is read once per run, and another
 * PR on a commit this run writes to is judged from the index of its own base (read-only).
 */








class BaseIndexes {
    ctx;
    settings;
    git;
    listing;
    indexed = new Map();
    lookups = (0,handover/* newLookups */.K4)();
    constructor(ctx, settings, git, listing) {
        this.ctx = ctx;
        this.settings = settings;
        this.git = git;
        this.listing = listing;
    }
    /** `base`'s index, read once. */
    of(base) {
        let found = this.indexed.get(base);
        if (!found)
            this.indexed.set(base, (found = this.build(base)));
        return found;
    }
    /** Every index read so far. */
    all() {
        return Promise.all(this.indexed.values());
    }
    /** Another PR's part on `head`: from an index, else read and its own base indexed (read-only). */
    async judge(number, head) {
        for (const pending of this.indexed.values()) {
            const index = await pending;
            const pull = index.pulls.find((p) => p.view.number === number);
            if (pull)
                return pull.view.headSha === head ? partOf(number, index.results.get(number)) : undefined;
        }
        const other = await (0,rebase_notify_listing/* listOnePull */.C4)(this.ctx.github, this.ctx.repo, number, { ...this.listing, withChecks: false });
        if (!other || other.view.headSha !== head)
            return undefined;
        // Drafts follow include-drafts: a draft's names are not compared, it does not hold the commit back.
        if (other.view.isDraft && !this.settings.includeDrafts)
            return { number, pass: true };
        const index = await this.of(other.view.baseRef);
        return partOf(number, index.results.get(number));
    }
    async build(base) {
        const { ctx, settings, git } = this;
        const globs = settings.allocatedNames;
        const listed = await (0,rebase_notify_listing/* listOpenPullsWithChecks */.ok)(ctx.github, ctx.repo, { ...this.listing, base });
        const pulls = listed.filter((p) => !p.view.isDraft || settings.includeDrafts);
        const unknown = (reason) => new Map(pulls.map((p) => [p.view.number, { number: p.view.number, known: false, reason }]));
        if ('unavailable' in git)
            return { pulls, results: unknown({ kind: 'git', said: (0,words/* githubWords */.t)(git.unavailable) }) };
        try {
            const fetched = await git.drift.fetch([base], pulls.map((p) => ({ number: p.view.number, headSha: p.view.headSha, base })));
            const baseSha = fetched.baseShas.get(base);
            if (!baseSha)
                return { pulls, results: unknown({ kind: 'base-not-fetched', base }) };
            const reachable = pulls.filter((p) => !fetched.missing.has(p.view.number));
            const changes = [
                ...(await (0,collisions_git/* allPullChanges */.em)(git.drift.gitDir, reachable.map((p) => ({ number: p.view.number, base, baseSha, headSha: p.view.headSha })))),
                ...pulls
                    .filter((p) => fetched.missing.has(p.view.number))
                    .map((p) => ({
                    number: p.view.number,
                    base,
                    known: false,
                    reason: {
                        kind: 'unread',
                        said: (0,words/* githubWords */.t)((0,drift_messages/* fetchMissText */.s1)(fetched.missing.get(p.view.number))),
                    },
                })),
            ];
            const names = globs.length > 0 ? await (0,collisions_git/* baseAllocatedNames */.PS)(git.drift.gitDir, baseSha, globs) : new Map();
            // Names have an owner: only where PRs contest a name are their authors' access and hand-overs looked up.
            const owners = await (0,handover/* ownershipOf */.VL)(ctx, new Map(pulls.map((p) => [p.view.number, p])), (0,decide/* contestedNames */.cI)(changes, globs), globs, settings.handOverPermission, this.lookups);
            return { pulls, results: (0,decide/* findCollisions */.tn)(changes, globs, names, settings.overlaps === 'notice', owners) };
        }
        catch (e) {
            if (e instanceof core_errors/* ConfigurationError */.j1)
                throw e;
            return { pulls, results: unknown({ kind: 'git', said: (0,words/* githubWords */.t)((0,core_errors/* errorMessage */.gJ)(e)) }) };
        }
    }
}
/** A PR's part in the verdict on its head; a PR the index holds no result for fails closed. */
function partOf(number, result) {
    const found = result ?? { number, known: false, reason: { kind: 'not-indexed' } };
    return ownPart(number, found);
}

;// CONCATENATED MODULE: ./src/rebase-notify/collisions/shell.ts
/**
 * rebase-notify's collision phase: read (each base's index, base-index.ts), decide (decide.ts), write
 * (writes.ts) the collision label, comment and check of every PR whose facts changed: also PRs other than the
 * one whose event ran. A PR on another base that shares a head with one of them is judged against its own
 * base, read-only. It spends what the drift phase left of max-writes.
 */










function policyOf(run) {
    const { settings } = run;
    const notice = settings.overlaps === 'notice';
    return {
        check: settings.allocatedNames.length > 0,
        checkName: settings.collisionCheckName,
        overlapComment: notice && settings.urgency !== 'fyi',
        overlapLabel: notice && settings.urgency === 'fyi',
        ready: settings.ready,
    };
}
/** Every PR of `bases` with what the index found, the failing and overlapping ones counted in `outcome`. */
async function findAll(ctx, indexes, bases, policy, notice, outcome) {
    const work = [];
    for (const base of bases) {
        const index = await indexes.of(base);
        let colliding = 0;
        let overlapping = 0;
        for (const pull of index.pulls) {
            const result = index.results.get(pull.view.number);
            if (policy.check && !(0,decide/* passes */.WE)(result)) {
                outcome.colliding.push(pull.view.number);
                colliding++;
            }
            if (result.known && result.overlaps.length > 0) {
                outcome.overlapping.push(pull.view.number);
                overlapping++;
            }
            work.push({ pull, result, fingerprint: (0,decide/* collisionFingerprint */.fr)(result, notice) });
        }
        ctx.log.info((0,collisions_messages/* collisionLog */.tV)(base, index.pulls.length, colliding, overlapping));
    }
    return work;
}
/**
 * Reads every older comment of a PR about to be written to. When GitHub does not answer a page of them, the
 * collision comment may hide there: this PR is unknown on its own (its check fails closed, no comment is posted
 * that could be a second one), and the other PRs go on. Answers what the PR's writes state.
 */
async function completed(ctx, found, policy, notice, outcome) {
    const number = found.pull.view.number;
    try {
        await (0,rebase_notify_listing/* completeComments */.Uf)(ctx.github, ctx.repo, found.pull);
        return found;
    }
    catch (e) {
        if (e instanceof core_errors/* ConfigurationError */.j1)
            throw e;
        ctx.log.warning((0,collisions_messages/* collisionCommentsUnansweredLog */.hi)(number, (0,core_errors/* errorMessage */.gJ)(e)));
        const result = { number, known: false, reason: { kind: 'comments-unanswered' } };
        if (policy.check)
            outcome.colliding.push(number);
        return { result, fingerprint: (0,decide/* collisionFingerprint */.fr)(result, notice) };
    }
}
/**
 * Compares the open PRs of each base with each other (and with the base's tree) and writes what changed,
 * within `room` writes (what the drift phase left of max-writes); answers what it found and the writes it made.
 */
async function collisionPhase(ctx, run, git, bases, room, errors) {
    const { github, log } = ctx;
    const { settings } = run;
    const notice = settings.overlaps === 'notice';
    const policy = policyOf(run);
    const outcome = { colliding: [], overlapping: [], notified: [], deferred: [] };
    if ('unavailable' in git) {
        log.warning((0,collisions_messages/* collisionsWithoutGitWarning */.wT)(git.unavailable));
        // Same-file notices are a courtesy: without git they are not computed. The check fails closed.
        if (!policy.check)
            return { outcome, writes: 0 };
    }
    // The collision check is the state (its externalId the facts): the listing reads it on each head, and the
    // comments only of the PRs it does not settle. Without a check, the comments window is the state.
    const indexes = new BaseIndexes(ctx, settings, git, {
        checkName: settings.collisionCheckName,
        behindLabel: rebase_notify_settings/* OVERLAP_LABEL */.bz,
        conflictLabel: settings.conflictLabel,
        withMergeable: false,
        withChecks: policy.check,
    });
    const work = await findAll(ctx, indexes, bases, policy, notice, outcome);
    // A PR whose head already carries this very check is settled; the comments of the others are read. Within
    // max-writes the colliding PRs go first, then those with a notice, then the successes.
    const rank = ({ result }) => !(0,decide/* passes */.WE)(result) ? 0 : result.known && result.overlaps.length > 0 ? 1 : 2;
    const unsettled = work
        .filter(({ pull, result, fingerprint }) => !policy.check || !settled(pull, fingerprint, (0,decide/* passes */.WE)(result)))
        .sort((a, b) => rank(a) - rank(b));
    await (0,rebase_notify_listing/* readComments */.TK)(github, unsettled.map((u) => u.pull));
    const heads = (await indexes.all()).flatMap((i) => i.pulls.map((p) => ({ number: p.view.number, headSha: p.view.headSha })));
    let writes = 0;
    for (const found of unsettled) {
        const { pull } = found;
        if (writes + 1 > room) {
            outcome.deferred.push(pull.view.number);
            continue;
        }
        const budget = new Allowance(room - writes);
        try {
            // A comment about to be created is looked for among every older comment first: never posted twice. So is
            // one whose facts may just have cleared: it goes. That is any PR written to here, a new head too (the PR
            // that renames its file to give up a held name is the usual one to clear), and costs a read only for a PR
            // with more comments than the listing's window.
            const { result, fingerprint } = found.result.known && !pull.commentsComplete && !(0,state/* readCollisionComment */._M)(pull.view)
                ? await completed(ctx, found, policy, notice, outcome)
                : found;
            const listed = [{ number: pull.view.number, headSha: pull.view.headSha }, ...heads];
            const made = await writeCollisions(ctx, policy, { pull, result, fingerprint, listed, judge: (number, head) => indexes.judge(number, head) }, budget);
            if (budget.made > 0)
                outcome.notified.push(pull.view.number);
            // The next write did not fit max-writes: what is left of this PR waits for the next run.
            if (made.deferred)
                outcome.deferred.push(pull.view.number);
        }
        catch (e) {
            if (e instanceof core_errors/* ConfigurationError */.j1)
                throw e;
            const message = (0,messages/* pullErrorLog */.E)(pull.view.number, (0,core_errors/* errorMessage */.gJ)(e));
            errors.push(message);
            log.warning(message);
        }
        finally {
            writes += budget.made;
        }
    }
    if (outcome.deferred.length > 0)
        log.info((0,collisions_messages/* collisionsDeferredLog */.BZ)(outcome.deferred.length));
    for (const key of ['colliding', 'overlapping', 'notified', 'deferred']) {
        outcome[key] = [...new Set(outcome[key])].sort((a, b) => a - b);
    }
    return { outcome, writes };
}

// EXTERNAL MODULE: ./src/core/git.ts
var git = __nccwpck_require__(544);
// EXTERNAL MODULE: ./src/rebase-notify/documents.ts
var documents = __nccwpck_require__(8325);
;// CONCATENATED MODULE: ./src/rebase-notify/drift/drift-api.ts


/**
 * Drift without a local git: one compare per PR (head...base, so GitHub lists the base
 * commits the head lacks) and GitHub's own test merge (`mergeable`), which names no files.
 */
class ApiDrift {
    github;
    repo;
    options;
    constructor(github, repo, options) {
        this.github = github;
        this.repo = repo;
        this.options = options;
    }
    async measure(pull) {
        const { base, baseSha, headSha } = pull;
        const answer = await this.github.compare(this.repo, headSha, baseSha, 100);
        if (answer.kind === 'unknown')
            return { known: false, reason: { kind: 'cannot-compare', headSha, base } };
        // Seen from the head: "ahead" here are the base commits the PR does not contain.
        const behind = answer.comparison.aheadBy;
        const ahead = answer.comparison.behindBy;
        let commits = answer.comparison.commits;
        if (behind > commits.length && commits.length > 0) {
            // The newest missing commits are on the last page of the comparison.
            const page = Math.ceil(behind / 100);
            const last = await this.github.compare(this.repo, headSha, baseSha, 100, page).catch(() => undefined);
            commits = last?.kind === 'compared' ? last.comparison.commits : [];
        }
        const missing = commits
            .slice(-drift_decide/* SUBJECTS */.u0)
            .reverse()
            .map((c) => ({ sha: c.sha, subject: (c.message.split('\n')[0] ?? '').trim() }));
        const drift = { base, baseSha, headSha, behind, ahead, conflict: false, missing };
        if (behind === 0)
            return { known: true, drift: { ...drift, missing: [] } };
        const mergeable = await this.mergeable(pull.number, headSha, pull.mergeable);
        if (mergeable === 'UNKNOWN')
            return { known: false, reason: { kind: 'mergeable-pending' } };
        if (mergeable === 'MOVED')
            return { known: false, reason: { kind: 'head-moved' } };
        return { known: true, drift: mergeable === 'CONFLICTING' ? { ...drift, conflict: true, missing: [] } : drift };
    }
    /** GitHub computes mergeability lazily after the base moves: re-ask with a bounded backoff. */
    async mergeable(number, headSha, listed) {
        if (listed && listed !== 'UNKNOWN')
            return listed;
        const attempts = this.options.mergeableAttempts ?? 4;
        for (let attempt = 0; attempt < attempts; attempt++) {
            await this.options.clock.sleep(2000 * 2 ** attempt);
            const answer = await this.github.query('pull.mergeable', documents/* REBASE_MERGEABLE */.Qc, {
                owner: this.repo.owner,
                repo: this.repo.repo,
                number,
            });
            const pr = answer.repository?.pullRequest;
            if (!pr)
                return 'UNKNOWN';
            if (pr.headRefOid !== headSha)
                return 'MOVED';
            if (pr.mergeable !== 'UNKNOWN')
                return pr.mergeable;
        }
        return 'UNKNOWN';
    }
}

// EXTERNAL MODULE: ./src/rebase-notify/drift/drift-git.ts + 1 modules
var drift_git = __nccwpck_require__(1058);
;// CONCATENATED MODULE: ./src/rebase-notify/drift/measure.ts
/**
 * The drift phase's reads: where drift is measured (a local git, else GitHub's API) and each PR's drift from
 * its base. A PR that cannot be measured gets a reason, never a guess.
 */






/** The local git when it can be used, else why not (then the API measures). */
async function chooseSource(ctx, run) {
    if (run.settings.driftSource === 'api')
        return { note: messages/* API_SOURCE_NOTE */.gi };
    const opened = await drift_git/* GitDrift */.e.open({
        repo: ctx.repo,
        token: run.settings.token,
        serverUrl: run.serverUrl,
        tempDir: run.tempDir,
        ...(run.workspace ? { workspace: run.workspace } : {}),
        log: (m) => ctx.log.info(m),
    });
    if ('unavailable' in opened) {
        if (run.settings.driftSource === 'git')
            throw new core_errors/* ConfigurationError */.j1((0,messages/* gitRequiredError */.qW)(opened.unavailable));
        return { note: opened.unavailable };
    }
    return { git: opened, ...(opened.borrowed ? { note: messages/* BORROWED_NOTE */.ws } : {}) };
}
/** Each PR's drift measured by the local git, and the base commits it fetched. */
async function gitDrifts(git, pulls) {
    const bases = [...new Set(pulls.map((p) => p.view.baseRef))].sort();
    const fetched = await git.fetch(bases, pulls.map((p) => ({ number: p.view.number, headSha: p.view.headSha, base: p.view.baseRef })));
    const drifts = new Map();
    const measurable = [];
    for (const pull of pulls) {
        const baseSha = fetched.baseShas.get(pull.view.baseRef);
        const missing = fetched.missing.get(pull.view.number);
        if (missing)
            drifts.set(pull.view.number, { known: false, reason: { kind: 'unfetched', miss: missing } });
        else if (!baseSha)
            drifts.set(pull.view.number, { known: false, reason: { kind: 'base-not-fetched', base: pull.view.baseRef } });
        else
            measurable.push({ pull, baseSha });
    }
    const results = await git.measureAll(measurable.map((m) => ({ base: m.pull.view.baseRef, baseSha: m.baseSha, headSha: m.pull.view.headSha })));
    measurable.forEach((m, i) => drifts.set(m.pull.view.number, results[i]));
    return { drifts, bases: fetched.baseShas };
}
/** Each PR's drift as GitHub's API answers it; a PR it does not answer for is unknown, the rest go on. */
async function apiDrifts(ctx, pulls) {
    const api = new ApiDrift(ctx.github, ctx.repo, { clock: ctx.clock });
    const results = await (0,git/* mapLimit */.sf)(pulls, 4, async ({ view }) => {
        try {
            return await api.measure({
                number: view.number,
                base: view.baseRef,
                baseSha: view.baseSha,
                headSha: view.headSha,
                ...(view.mergeable ? { mergeable: view.mergeable } : {}),
            });
        }
        catch (e) {
            if (e instanceof core_errors/* ConfigurationError */.j1)
                throw e;
            const unanswered = {
                known: false,
                reason: { kind: 'unanswered', said: (0,words/* githubWords */.t)((0,core_errors/* errorMessage */.gJ)(e)) },
            };
            return unanswered;
        }
    });
    return new Map(pulls.map((p, i) => [p.view.number, results[i]]));
}

// EXTERNAL MODULE: ./src/core/compare.ts
var compare = __nccwpck_require__(6691);
// EXTERNAL MODULE: ./src/core/pr/read.ts + 1 modules
var read = __nccwpck_require__(4291);
// EXTERNAL MODULE: ./src/core/protocol/index.ts + 3 modules
var protocol = __nccwpck_require__(6701);
;// CONCATENATED MODULE: ./src/rebase-notify/drift/observed.ts
/** What a PR already shows of the drift phase's state, as decide.ts reads it. */


/** The PR's status comment, labels and check, and whether ci-wait's conflict notice already tells it. */
function observe(pull) {
    const comment = (0,state/* readStatusComment */.An)(pull.view);
    const conflictReported = (0,protocol/* otherConflictNotice */.x1)(pull.view, 'rebase-notify', pull.view.baseRef) !== undefined;
    return {
        labels: pull.view.labels,
        ...(comment ? { comment } : {}),
        ...(conflictReported ? { conflictReported } : {}),
        check: pull.check,
    };
}
/** A label or failing check of ours means a status comment may hide among older comments. */
function mayHideStatus(pull, policy) {
    const ours = [policy.behindLabel, policy.conflictLabel].map((l) => l.toLowerCase());
    return (pull.view.labels.some((l) => ours.includes(l.toLowerCase())) ||
        (typeof pull.check === 'object' && pull.check.conclusion === 'failure'));
}
/** Younger copies of the status comment that core's read found (overlapping runs each posted one). */
const statusDuplicates = (pull) => pull.view.duplicates.filter((c) => c.markers.some((m) => m.action === state/* STATUS */.XQ.action && m.kind === state/* STATUS */.XQ.kind && m.key === state/* STATUS */.XQ.key)).length;

;// CONCATENATED MODULE: ./src/rebase-notify/drift/update-branch.ts
/**
 * GitHub's update-branch, the one write that moves a PR's head: the base merged into it, only if the head is
 * still the one evaluated. Kept apart so that the call itself is one small function.
 */


/** Merges the base into the head on GitHub, only if the head is still the one evaluated. */
async function updateBranch(ctx, pull, expectedHead) {
    const { github, repo } = ctx;
    // Observe mode (src/core/enforcement.ts) updates no branch: the PR is judged as it stands, and says why.
    if (github.observing)
        return { outcome: 'failed', refusal: { kind: 'observing' } };
    try {
        const answer = await github.updateBranch(repo, pull.view.number, expectedHead);
        if (answer.kind === 'updated')
            return { outcome: 'updated' };
        if (answer.kind === 'head-moved')
            return { outcome: 'head-moved' };
        // The base changed a workflow file and the token may not write workflows (403): this PR is not
        // updated, says why and what fixes it, and the run goes on. Any other refusal is GitHub's (422).
        if (answer.reason === 'workflows')
            return { outcome: 'failed', refusal: { kind: 'workflows', message: answer.said } };
        return { outcome: 'failed', refusal: { kind: 'github', message: answer.said } };
    }
    catch (e) {
        // A fork whose author does not let maintainers push refuses the token; the rest carry on.
        if (e instanceof core_errors/* ConfigurationError */.j1 && pull.view.isCrossRepository)
            return { outcome: 'failed', refusal: { kind: 'github', message: (0,words/* githubWords */.t)(e.message) } };
        throw e;
    }
}

;// CONCATENATED MODULE: ./src/rebase-notify/drift/apply.ts
/**
 * Carries out one PR's drift plan through core's PR gateway, in the order that converges after a crash: the
 * update first (it decides which of the plan's branches is carried out), then labels, then the status comment
 * (which holds the state), then the check. Every write counts against the PR's allowance of max-writes.
 */













/** Carries out `plan` on `pull` within `budget` (what max-writes leaves this PR; it counts the writes made). */
async function applyPlan(a, pull, plan, drift, budget) {
    const result = { steps: [], notified: false, updated: false, deferred: false, workflowRefusal: false };
    const known = drift.known ? drift.drift : undefined;
    let current = plan;
    if (plan.update && known) {
        const update = await updateBranch(a.ctx, pull, known.headSha);
        budget.spend();
        if (update.outcome === 'updated') {
            result.updated = true;
            result.steps.push({ kind: 'updated', base: known.base });
        }
        else {
            const fallback = plan.ifNotUpdated;
            if (update.outcome === 'head-moved') {
                result.steps.push({ kind: 'update-head-moved' });
                current = fallback.headMoved;
            }
            else {
                const { refusal } = update;
                result.steps.push(refusal.kind === 'workflows'
                    ? { kind: 'update-refused-workflows', base: known.base, message: refusal.message }
                    : { kind: 'update-failed', refusal });
                result.workflowRefusal = refusal.kind === 'workflows';
                current = (0,drift_decide/* toldRefusal */.Gi)(fallback.refused[refusal.kind], refusal);
            }
            result.class = current.class;
            if (!budget.fits(current.writes))
                return deferred(result);
        }
    }
    // A PR that now conflicts cannot land: reviewers are not left asked to review it. Only when this run reports
    // the conflict (a PR already reported had its mark taken back then) and ci-wait has not (its run took the mark
    // back with its own notice). Its writes (one per mode at most) must fit beside the plan's, else the whole PR
    // waits: the notice must not go out without the take-back, or the next run would think it done.
    if (current.class === 'conflicting' && current.writes > 0 && !observe(pull).conflictReported && (0,mark/* markOn */.r$)(a.ready)) {
        if (!budget.fits(a.ready.modes.length + current.writes))
            return deferred(result);
        const back = await takeBackMark(a.ctx, a.ready, pull.view);
        if ((0,mark/* changed */.tD)(back)) {
            budget.spend((0,mark/* writesOf */.AP)(back));
            result.notified = true;
            result.steps.push({ kind: 'ready-taken-back' });
        }
    }
    await writeNotices(a.ctx, pull, current, budget, result);
    if (current.check) {
        let headSha = pull.view.headSha;
        if (current.check.target === 'updated-head' && known) {
            headSha = await updatedHead(a.ctx, pull, known.headSha, known.baseSha);
            if (!headSha)
                result.steps.push({ kind: 'check-unconfirmed' });
        }
        if (headSha)
            await writeGate(a, pull, current.check, headSha, budget, result);
    }
    if (current.held)
        result.steps.push({ kind: 'held' });
    if (current.skipped)
        result.steps.push({ kind: 'skipped', reason: current.skipped });
    return result;
}
function deferred(result) {
    result.deferred = true;
    result.steps.push({ kind: 'deferred' });
    return result;
}
/** The duplicates, labels and status comment: state before the check. */
async function writeNotices(ctx, pull, plan, budget, result) {
    const { github, repo } = ctx;
    // Core's one duplicate policy: the oldest status comment stays, the younger copies the read found go.
    const deleted = await (0,comments/* removeDuplicates */.R3)(github, repo, pull.view, state/* STATUS */.XQ);
    for (let i = 0; i < deleted; i++) {
        budget.spend();
        result.steps.push({ kind: 'duplicate-deleted' });
    }
    for (const label of plan.addLabels) {
        if (await (0,labels/* addLabel */.Y_)(github, repo, pull.view, label)) {
            budget.spend();
            result.notified = true;
            result.steps.push({ kind: 'label', label, op: 'added' });
        }
    }
    for (const label of plan.removeLabels) {
        if (await (0,labels/* removeLabel */.tA)(github, repo, pull.view, label)) {
            budget.spend();
            result.notified = true;
            result.steps.push({ kind: 'label', label, op: 'removed' });
        }
    }
    if (plan.comment) {
        const text = (0,drift_messages/* statusText */.qS)(plan.comment.facts);
        const written = await (0,comments/* upsertComment */.lB)(github, repo, pull.view, (0,state/* statusMarker */.Bs)(plan.comment.state), text);
        if (written !== 'unchanged') {
            budget.spend();
            result.notified = true;
            result.steps.push({ kind: 'comment', result: written, refresh: plan.comment.why === 'refresh' });
        }
    }
    if (plan.deleteComment) {
        const own = (0,state/* readStatusComment */.An)(pull.view);
        if (own) {
            await (0,comments/* deleteOwnComment */.FD)(github, repo, pull.view, own.id);
            budget.spend();
            result.notified = true;
            result.steps.push({ kind: 'comment-deleted' });
        }
    }
}
/**
 * The head that update-branch created: read back (GitHub merges asynchronously) and confirmed
 * to contain the base, so a passing check is never written on a head that is still behind.
 */
async function updatedHead(ctx, pull, oldHead, baseSha) {
    const { github, repo, clock } = ctx;
    for (let attempt = 0; attempt < 5; attempt++) {
        if (attempt > 0)
            await clock.sleep(1000 * 2 ** (attempt - 1));
        const { headSha } = await (0,read/* readHead */.zy)(github, repo, pull.view.number);
        if (headSha === oldHead)
            continue;
        const { status } = await (0,compare/* compareCommits */.k)(github, repo, baseSha, headSha);
        return status === 'ahead' || status === 'identical' ? headSha : undefined;
    }
    return undefined;
}
/**
 * Writes the blocking check on `headSha` through core's per-commit rule: it counts for every open PR
 * with that head, so a success is written only when each of them is up to date with its own base;
 * otherwise the check fails and names them (unless that very failure already stands on the head). A PR
 * that moved onto the commit while this run looked, and does not pass, turns a success just written back
 * into a failure: the one write that may go past the PR's allowance were it not kept for it (below), since
 * leaving the success would let that PR merge. A failure of the PR's own needs no one else: it is judged on
 * what this run already knows.
 */
async function writeGate(a, pull, check, headSha, budget, result) {
    const { github, repo } = a.ctx;
    const self = pull.view.number;
    const text = (0,drift_messages/* checkText */.qW)(check.says);
    const write = async (conclusion, output, id) => {
        await (0,checks/* writeVerdict */.P1)(github, repo, { name: a.policy.checkName, headSha, conclusion, ...output, externalId: id });
        budget.spend();
        result.notified = true;
    };
    const own = { number: self, pass: check.conclusion === 'success' };
    // The refusal already standing on the head, when it is the evaluated one.
    const seen = headSha === pull.view.headSha && typeof pull.check === 'object' ? pull.check : undefined;
    let written = false;
    const listed = a.heads.listed(headSha, self, !own.pass);
    // A success may have to be written back to failure (a PR that does not pass moved onto the commit meanwhile):
    // it is written only with room for that second write, so max-writes holds even then.
    if (own.pass && !budget.fits(2)) {
        result.deferred = true;
        result.steps.push({ kind: 'deferred' });
        return;
    }
    await (0,commit_verdict/* writeCommitVerdict */.UK)(github, repo, {
        head: headSha,
        own,
        ...(listed ? { listed } : {}),
        judgeOther: (number) => a.heads.judge(number, headSha),
        write: async (parts, commit, conclusion) => {
            if (!own.pass) {
                await write(check.conclusion, text, check.fingerprint);
                result.steps.push({ kind: 'check', conclusion: check.conclusion });
                return;
            }
            if (commit.pass) {
                const line = (0,commit_verdict/* sharedHeadLine */._)(self, parts, drift_messages/* partReason */.MZ);
                const summary = line ? `${line}\n\n${text.summary}` : text.summary;
                await write(conclusion, { title: text.title, summary }, check.fingerprint);
                result.steps.push({ kind: 'check', conclusion });
                written = true;
                return;
            }
            const failing = [...commit.failing];
            const fingerprint = (0,drift_decide/* sharedHeadFingerprint */.Am)(failing);
            // The same refusal already on the head is not written again on every run.
            if (!written && seen?.conclusion === 'failure' && seen.fingerprint === fingerprint) {
                result.steps.push({ kind: 'check-shared-head', failing, stays: true });
                return;
            }
            const output = (0,drift_messages/* sharedHeadCheckOutput */.vu)(text, failing, (0,commit_verdict/* sharedHeadLine */._)(self, parts, drift_messages/* partReason */.MZ) ?? '');
            await write(conclusion, output, fingerprint);
            result.steps.push({ kind: 'check-shared-head', failing, stays: false });
        },
    });
}

;// CONCATENATED MODULE: ./src/rebase-notify/drift/shared-head.ts
/**
 * The PRs a commit heads, for the per-commit verdict rule (core's `writeCommitVerdict`) on the blocking
 * check. A PR passes when it is up to date with its own base (drift measured, neither behind nor
 * conflicting); the check on a commit is written as a success only when every open PR with that head passes.
 *
 * One run measures many PRs: those it listed are grouped by head and judged at no extra request. A sweep
 * of every base listed every open PR, so its listing is the answer to "which PRs head this commit". A push
 * (or a sweep of one base) lists only the PRs on that base, and a pull_request run only its PR: there GitHub
 * is asked which open PRs the commit heads (one request), and any on another base is read and measured
 * against its own base, read-only (its own runs write its label, comment and check).
 */



/** A PR's part in the verdict on the commit it heads: it passes when it is up to date with its own base. */
function shared_head_partOf(number, drift) {
    const standing = (0,drift_decide/* standingOf */.YP)(drift);
    return standing === 'up_to_date' ? { number, pass: true } : { number, pass: false, reason: standing };
}
/** Who heads a commit in this run's eyes, and each one's part in the verdict on it. */
class HeadParts {
    deps;
    byHead = new Map();
    /** Parts of PRs this run did not list, by head, then number (undefined: not on that head). */
    foreign = new Map();
    constructor(deps) {
        this.deps = deps;
        for (const { pull, drift } of deps.measured) {
            let parts = this.byHead.get(pull.view.headSha);
            if (!parts)
                this.byHead.set(pull.view.headSha, (parts = new Map()));
            parts.set(pull.view.number, shared_head_partOf(pull.view.number, drift));
        }
    }
    /**
     * What this run knows of the PRs heading `head`, as an answer of `openPullsWithCommit` (`self` now on
     * `head`, also when `head` is the commit its update just created). Complete only after a sweep of
     * every base; `anyway` asks for it all the same (a failure needs no one else to fail).
     */
    listed(head, self, anyway = false) {
        if (!this.deps.complete && !anyway)
            return undefined;
        return [
            { number: self, headSha: head },
            ...this.deps.measured
                .filter(({ pull }) => pull.view.number !== self)
                .map(({ pull }) => ({ number: pull.view.number, headSha: pull.view.headSha })),
        ];
    }
    /** A PR's part on `head`: from this run's listing, else read and measured once. */
    async judge(number, head) {
        const listed = this.byHead.get(head)?.get(number);
        if (listed)
            return listed;
        let parts = this.foreign.get(head);
        if (!parts)
            this.foreign.set(head, (parts = new Map()));
        if (parts.has(number))
            return parts.get(number);
        let part;
        try {
            const pull = await this.deps.read(number);
            part = pull && pull.view.headSha === head ? shared_head_partOf(number, await this.deps.measure(pull)) : undefined;
        }
        catch (e) {
            if (e instanceof core_errors/* ConfigurationError */.j1)
                throw e;
            this.deps.log.info((0,drift_messages/* unjudgedLog */.zy)(number, (0,core_errors/* errorMessage */.gJ)(e)));
            part = { number, pass: false, reason: 'unjudged' };
        }
        parts.set(number, part);
        return part;
    }
}

;// CONCATENATED MODULE: ./src/rebase-notify/drift/shell.ts
/**
 * rebase-notify's drift phase: read (the listing, then each PR's drift), decide (decide.ts, once per PR),
 * write (apply.ts, within max-writes, most important changes first). Everything it says comes from messages.ts;
 * it logs through `ctx.log`.
 */









/** The open PRs in scope: the one of a PR's own run, every open PR of a sweep (of one base or all). */
async function listPulls(ctx, run, listing) {
    const { scope } = run;
    // A closed PR, or one moved away from this base: only the collisions it caused on the others change.
    if (scope.kind === 'sweep' && scope.collisionsOnly)
        return [];
    if (scope.kind === 'pull') {
        const one = await (0,rebase_notify_listing/* listOnePull */.C4)(ctx.github, ctx.repo, scope.number, listing);
        if (!one)
            ctx.log.info((0,messages/* notOpenLog */.e_)(scope.number));
        return one ? [one] : [];
    }
    return (0,rebase_notify_listing/* listOpenPullsWithChecks */.ok)(ctx.github, ctx.repo, { ...listing, ...(scope.base ? { base: scope.base } : {}) });
}
/** Each PR's drift: by the local git when there is one, else (or when its fetch fails) through the API. */
async function measure(ctx, run, chosen, measured, evaluated) {
    const m = { source: chosen.git ? 'git' : 'api', drifts: new Map(), bases: new Map() };
    if (chosen.note)
        m.sourceNote = chosen.note;
    if (chosen.git && measured.length > 0) {
        try {
            ({ drifts: m.drifts, bases: m.bases } = await gitDrifts(chosen.git, measured));
        }
        catch (e) {
            if (run.settings.driftSource === 'git')
                throw new core_errors/* UndecidableError */.N3((0,messages/* gitFetchFailedError */.KJ)((0,core_errors/* errorMessage */.gJ)(e), run.serverUrl));
            m.source = 'api';
            m.sourceNote = (0,messages/* gitFallbackNote */.No)((0,core_errors/* errorMessage */.gJ)(e));
            ctx.log.warning((0,messages/* gitFallbackWarning */.hd)((0,core_errors/* errorMessage */.gJ)(e)));
        }
    }
    if (m.source === 'api' && measured.length > 0) {
        m.drifts = await apiDrifts(ctx, measured);
        for (const p of evaluated)
            if (!m.bases.has(p.view.baseRef))
                m.bases.set(p.view.baseRef, p.view.baseSha);
    }
    return m;
}
/**
 * One plan per evaluated PR, decided once. The blocking listing read each head's checks, not the comments. A
 * PR whose check and labels already say what this run would write is settled: that check was written, after
 * the PR's comment, by a run that saw this head against this base. The comments of the others are read, 100
 * PRs a request (1 point); older comments only where a status comment could hide.
 */
async function planAll(ctx, pulls, evaluated, drifts, policy, now) {
    const decide = (pull) => (0,drift_decide/* decidePull */.OD)({
        drift: drifts.get(pull.view.number),
        base: pull.view.baseRef,
        observed: observe(pull),
        policy,
        now,
    });
    const onHead = new Map();
    for (const pull of pulls)
        onHead.set(pull.view.headSha, (onHead.get(pull.view.headSha) ?? 0) + 1);
    const unsettled = evaluated.filter((pull) => !pull.commentsRead && ((onHead.get(pull.view.headSha) ?? 0) > 1 || decide(pull).writes > 0));
    if (unsettled.length > 0) {
        await (0,rebase_notify_listing/* readComments */.TK)(ctx.github, unsettled);
        ctx.log.info((0,messages/* commentsReadLog */.Xy)(unsettled.length));
    }
    const plans = new Map();
    for (const pull of evaluated) {
        // A settled PR whose comments were not read has nothing to write: its status comment is not looked for.
        const mayHide = pull.commentsRead && mayHideStatus(pull, policy);
        const first = decide(pull);
        const complete = !pull.commentsComplete && (first.comment?.op === 'create' || mayHide);
        if (complete) {
            try {
                await (0,rebase_notify_listing/* completeComments */.Uf)(ctx.github, ctx.repo, pull);
            }
            catch (e) {
                if (e instanceof core_errors/* ConfigurationError */.j1)
                    throw e;
                // A status comment may hide on the page GitHub did not answer: this PR cannot be decided, the others can.
                ctx.log.warning((0,messages/* pullErrorLog */.E)(pull.view.number, (0,core_errors/* errorMessage */.gJ)(e)));
                drifts.set(pull.view.number, { known: false, reason: { kind: 'comments-unanswered' } });
            }
        }
        // Every comment is read before this PR's one decision is taken.
        const plan = complete ? decide(pull) : first;
        plans.set(pull.view.number, (0,drift_decide/* withDuplicateDeletes */.yL)(plan, statusDuplicates(pull)));
    }
    return plans;
}
/** Every listed PR's outcome before any write: its class, drift and what its plan says up front. */
function outcomesOf(pulls, drifts, plans, deferred, maxWrites) {
    const outcomes = new Map();
    for (const { view } of pulls) {
        const drift = drifts.get(view.number);
        const plan = plans.get(view.number);
        const known = drift?.known ? drift.drift : undefined;
        outcomes.set(view.number, {
            number: view.number,
            title: view.title,
            url: view.url,
            base: view.baseRef,
            class: plan ? plan.class : 'draft',
            ...(known ? { behind: known.behind, ahead: known.ahead, ...(known.files ? { files: known.files } : {}) } : {}),
            steps: (0,drift_decide/* stepsBefore */.Bl)(plan),
            notified: false,
            updated: false,
            deferred: false,
        });
    }
    for (const n of deferred) {
        const o = outcomes.get(n);
        o.deferred = true;
        o.steps.push({ kind: 'deferred', maxWrites });
    }
    return outcomes;
}
/**
 * The allocated plans carried out in order. Each PR is handed what max-writes leaves it beside the writes
 * promised to the PRs after it, and hands back the writes it made.
 */
async function applyAll(a, order, byNumber, plans, drifts, outcomes, maxWrites) {
    const errors = [];
    const refusedForWorkflows = [];
    let writes = 0;
    let promised = order.reduce((n, number) => n + plans.get(number).writes, 0);
    for (const number of order) {
        const plan = plans.get(number);
        const outcome = outcomes.get(number);
        promised -= plan.writes;
        const budget = new Allowance(maxWrites - writes - promised);
        try {
            const applied = await applyPlan(a, byNumber.get(number), plan, drifts.get(number), budget);
            outcome.steps.push(...applied.steps);
            outcome.notified = applied.notified;
            outcome.updated = applied.updated;
            outcome.deferred = applied.deferred;
            if (applied.class)
                outcome.class = applied.class;
            if (applied.workflowRefusal)
                refusedForWorkflows.push(number);
        }
        catch (e) {
            if (e instanceof core_errors/* ConfigurationError */.j1)
                throw e;
            const message = (0,messages/* pullErrorLog */.E)(number, (0,core_errors/* errorMessage */.gJ)(e));
            errors.push(message);
            a.ctx.log.warning(message);
            outcome.error = (0,core_errors/* errorMessage */.gJ)(e);
            outcome.steps.push({ kind: 'error', message: (0,core_errors/* errorMessage */.gJ)(e) });
        }
        finally {
            writes += budget.made;
        }
    }
    return { writes, errors, refusedForWorkflows };
}
/**
 * The drift phase: list the open PRs in scope, measure each one's drift, decide per PR with the pure rules,
 * then write within max-writes, most important changes first.
 */
async function driftPhase(ctx, run, chosen) {
    const { settings, scope } = run;
    const policy = (0,drift_decide/* policyOf */.US)(settings);
    const listing = {
        checkName: settings.checkName,
        behindLabel: settings.behindLabel,
        conflictLabel: settings.conflictLabel,
        withMergeable: !chosen.git,
        withChecks: settings.urgency === 'blocking',
    };
    const pulls = await listPulls(ctx, run, listing);
    const drafts = pulls.filter((p) => p.view.isDraft && !settings.includeDrafts);
    const evaluated = pulls.filter((p) => !p.view.isDraft || settings.includeDrafts);
    // A draft is open too: on a head the blocking check may pass, it is measured (never written to),
    // so marking the failing PR a draft does not take it out of the commit's verdict.
    const evaluatedHeads = new Set(evaluated.map((p) => p.view.headSha));
    const companions = settings.urgency === 'blocking' ? drafts.filter((p) => evaluatedHeads.has(p.view.headSha)) : [];
    const measured = [...evaluated, ...companions];
    ctx.log.info((0,messages/* listedLog */.o)(scope, { open: pulls.length, evaluated: evaluated.length, drafts: drafts.length }));
    const m = await measure(ctx, run, chosen, measured, evaluated);
    const heads = new HeadParts({
        measured: measured.map((pull) => ({ pull, drift: m.drifts.get(pull.view.number) })),
        complete: scope.kind === 'sweep' && scope.base === undefined,
        read: (number) => (0,rebase_notify_listing/* listOnePull */.C4)(ctx.github, ctx.repo, number, { ...listing, withMergeable: m.source === 'api', withChecks: false }),
        measure: async (pull) => (m.source === 'git' && chosen.git
            ? (await gitDrifts(chosen.git, [pull])).drifts.get(pull.view.number)
            : (await apiDrifts(ctx, [pull])).get(pull.view.number)) ?? { known: false, reason: { kind: 'not-measured' } },
        log: ctx.log,
    });
    const plans = await planAll(ctx, pulls, evaluated, m.drifts, policy, run.now);
    const { run: order, deferred } = (0,drift_decide/* allocate */.CN)(evaluated.map((p) => ({ number: p.view.number, plan: plans.get(p.view.number) })), settings.maxWrites);
    const outcomes = outcomesOf(pulls, m.drifts, plans, deferred, settings.maxWrites);
    const byNumber = new Map(evaluated.map((p) => [p.view.number, p]));
    const applied = await applyAll({ ctx, policy, heads, ready: settings.ready }, order, byNumber, plans, m.drifts, outcomes, settings.maxWrites);
    for (const o of outcomes.values())
        ctx.log.info((0,messages/* outcomeLog */.Hu)(o));
    return {
        source: m.source,
        ...(m.sourceNote ? { sourceNote: m.sourceNote } : {}),
        bases: m.bases,
        outcomes: [...outcomes.values()],
        evaluated,
        pulls,
        ...applied,
    };
}

;// CONCATENATED MODULE: ./src/rebase-notify/shell.ts
/**
 * rebase-notify's run: the drift phase (drift/shell.ts: behind and conflict notices, labels, update-branch, the
 * blocking check), then, when collisions between PRs are configured, the collision phase (collisions/shell.ts),
 * on what the drift phase left of max-writes. It logs through `ctx.log`; its words come from messages.ts.
 */







/** The bases whose PRs the collision phase compares: the run's PR's (and its previous one), or the sweep's. */
function collisionBases(run, drift) {
    const { scope } = run;
    const bases = scope.kind === 'pull'
        ? [...drift.pulls.map((p) => p.view.baseRef), ...(scope.previousBase ? [scope.previousBase] : [])]
        : scope.base
            ? [scope.base]
            : drift.evaluated.map((p) => p.view.baseRef);
    return [...new Set(bases)].sort();
}
/** The collision phase, when configured; a failure of it is the run's error, the drift phase's writes stand. */
async function collisions(ctx, run, chosen, drift) {
    if (!(0,rebase_notify_settings/* collisionsOn */.Z2)(run.settings))
        return undefined;
    const git = drift.source === 'git' && chosen.git ? { drift: chosen.git } : { unavailable: drift.sourceNote ?? messages/* API_SOURCE_NOTE */.gi };
    try {
        const room = run.settings.maxWrites - drift.writes;
        return await collisionPhase(ctx, run, git, collisionBases(run, drift), room, drift.errors);
    }
    catch (e) {
        if (e instanceof core_errors/* ConfigurationError */.j1)
            throw e;
        const message = (0,collisions_messages/* collisionsFailedLog */.rf)((0,core_errors/* errorMessage */.gJ)(e));
        drift.errors.push(message);
        ctx.log.warning(message);
        return undefined;
    }
}
/**
 * One run: list the open PRs in scope, measure each one's drift, decide per PR with the pure rules, then write
 * within max-writes, most important changes first; then the collisions between PRs.
 */
async function rebaseNotify(ctx, run) {
    const chosen = await chooseSource(ctx, run);
    const drift = await driftPhase(ctx, run, chosen);
    const found = await collisions(ctx, run, chosen, drift);
    if (drift.refusedForWorkflows.length > 0) {
        ctx.log.warning((0,messages/* workflowRefusalWarning */.Qr)(drift.refusedForWorkflows, run.settings.urgency === 'blocking'));
    }
    return {
        source: drift.source,
        ...(drift.sourceNote ? { sourceNote: drift.sourceNote } : {}),
        bases: drift.bases,
        pulls: [...drift.outcomes].sort((a, b) => a.number - b.number),
        writes: drift.writes + (found?.writes ?? 0),
        errors: drift.errors,
        refusedForWorkflows: drift.refusedForWorkflows,
        ...(found ? { collisions: found.outcome } : {}),
    };
}


/***/ }),

/***/ 8878:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   An: () => (/* binding */ readStatusComment),
/* harmony export */   Bs: () => (/* binding */ statusMarker),
/* harmony export */   XQ: () => (/* binding */ STATUS),
/* harmony export */   _M: () => (/* binding */ readCollisionComment),
/* harmony export */   bs: () => (/* binding */ COLLISION),
/* harmony export */   hr: () => (/* binding */ ACTION),
/* harmony export */   rb: () => (/* binding */ collisionMarker)
/* harmony export */ });
/* unused harmony export parseStoredState */
/* harmony import */ var _core_markers_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(3591);
/* harmony import */ var _core_pr_trust_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(9105);
/* harmony import */ var _core_protocol_index_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(6701);



const ACTION = 'rebase-notify';
const CLASSES = ['up_to_date', 'behind', 'conflicting'];
const SHA = /^[0-9a-f]{40}$/;
/**
 * The status comment's finding, whatever state it carries: core's duplicate policy keeps the oldest
 * comment of a finding and deletes the younger copies overlapping runs posted (`removeDuplicates`).
 */
const STATUS = { ..._core_protocol_index_js__WEBPACK_IMPORTED_MODULE_0__/* .REBASE_NOTIFY_STATUS */ .ih };
/** One status comment per PR, whatever its base: the marker names it and carries its state. */
function statusMarker(state) {
    return (0,_core_protocol_index_js__WEBPACK_IMPORTED_MODULE_0__/* .rebaseNotifyStatusMarker */ .aw)(state);
}
const count = (v) => (typeof v === 'number' && Number.isInteger(v) && v >= 0 ? v : undefined);
function parseStoredState(data) {
    if (!data)
        return undefined;
    const cls = data.class;
    if (typeof cls !== 'string' || !CLASSES.includes(cls))
        return undefined;
    const behind = count(data.behind);
    const ahead = count(data.ahead);
    const { notifiedAt, base, baseSha, headSha, files, fingerprint } = data;
    if (typeof notifiedAt !== 'string' || !Number.isFinite(Date.parse(notifiedAt)))
        return undefined;
    if (behind === undefined || ahead === undefined || typeof base !== 'string')
        return undefined;
    if (typeof baseSha !== 'string' || !SHA.test(baseSha) || typeof headSha !== 'string' || !SHA.test(headSha))
        return undefined;
    return {
        class: cls,
        notifiedAt,
        behind,
        ahead,
        base,
        baseSha,
        headSha,
        ...(Array.isArray(files) ? { files: files.filter((f) => typeof f === 'string') } : {}),
        ...(typeof fingerprint === 'string' ? { fingerprint } : {}),
    };
}
/** The PR's trusted status comment (text without the marker line) and the state it carries. */
function readStatusComment(view) {
    const found = (0,_core_pr_trust_js__WEBPACK_IMPORTED_MODULE_1__/* .findMarked */ .Em)(view, ACTION, 'status', 'pr');
    if (!found)
        return undefined;
    // The marker line may also carry ci-wait's count riding on this notice (`src/core/protocol/ci-wait-rider.ts`).
    const text = (0,_core_markers_js__WEBPACK_IMPORTED_MODULE_2__/* .markerlessText */ .P$)(found.comment.body);
    const state = parseStoredState((0,_core_protocol_index_js__WEBPACK_IMPORTED_MODULE_0__/* .readRebaseNotifyStatus */ .eL)(found.marker));
    return { id: found.comment.id, text, ...(state ? { state } : {}) };
}
/**
 * The collision comment: one per PR, naming the PRs (or the base) it collides or overlaps with. Its marker
 * carries the fingerprint of the facts it states, so a run rewrites it only when the facts changed.
 */
const COLLISION = { action: ACTION, kind: 'collision', key: 'pr' };
function collisionMarker(fingerprint) {
    return { ...COLLISION, data: { fingerprint } };
}
/** The PR's trusted collision comment and the fingerprint it carries. */
function readCollisionComment(view) {
    const found = (0,_core_pr_trust_js__WEBPACK_IMPORTED_MODULE_1__/* .findMarked */ .Em)(view, ACTION, COLLISION.kind, COLLISION.key);
    if (!found)
        return undefined;
    const fp = found.marker.data?.fingerprint;
    return { id: found.comment.id, fingerprint: typeof fp === 'string' ? fp : undefined };
}


/***/ }),

/***/ 2613:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("assert");

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
/******/ var __webpack_exports__ = __nccwpck_require__(2546);
/******/ __webpack_exports__ = await __webpack_exports__;
/******/ 
