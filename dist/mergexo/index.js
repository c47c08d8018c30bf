import { createRequire as __WEBPACK_EXTERNAL_createRequire } from "module";
/******/ var __webpack_modules__ = ({

/***/ 512:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   e: () => (/* binding */ actionInputs)
/* harmony export */ });
/* unused harmony export timeScaleFromEnv */
/* harmony import */ var _runner_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(788);

/** The shell's only view of the action's inputs (`INPUT_*`, trimmed); settings parsers receive this function. */
const actionInputs = (name) => _runner_js__WEBPACK_IMPORTED_MODULE_0__/* .getInput */ .V4(name);
/** Test-only knob (documented in CONTRIBUTING): shrinks every wait so suites run in seconds. */
function timeScaleFromEnv(env) {
    const value = Number(env.MERGEXO_TIME_SCALE);
    return Number.isFinite(value) && value > 0 && value <= 1 ? value : 1;
}


/***/ }),

/***/ 50:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Dx: () => (/* binding */ OBSERVE_SUMMARY_NOTE),
/* harmony export */   FO: () => (/* binding */ runIsObserving),
/* harmony export */   Jv: () => (/* binding */ wouldHaveFailedLine),
/* harmony export */   Ti: () => (/* binding */ enforcementInput),
/* harmony export */   gn: () => (/* binding */ declareRunEnforcement)
/* harmony export */ });
/* unused harmony exports ENFORCEMENTS, markObserving, isObserving, wouldHave, observedTitle, observedSummaryLead */
/* harmony import */ var _inputs_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(431);
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

/***/ 767:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  ac: () => (/* binding */ runEntrypoint)
});

// UNUSED EXPORTS: maskToken, tokenForms

// EXTERNAL MODULE: ./src/core/runner.ts + 1 modules
var runner = __nccwpck_require__(788);
// EXTERNAL MODULE: ./src/core/action-inputs.ts
var action_inputs = __nccwpck_require__(512);
// EXTERNAL MODULE: ./src/core/enforcement.ts
var enforcement = __nccwpck_require__(50);
// EXTERNAL MODULE: ./src/core/errors.ts
var errors = __nccwpck_require__(721);
;// CONCATENATED MODULE: ./src/core/untrusted.ts
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
function untrusted_short(sha) {
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

;// CONCATENATED MODULE: ./src/core/entrypoint.ts





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
        runner/* setSecret */.Pq(form);
    }
}
/**
 * Wraps an action's shell so every failure ends the step with one line that says what
 * happened: a user's mistake (with its fix), an undecidable gate (fails closed), or a bug.
 * Error messages can quote GitHub's answers and PR text, so they are written as safe log lines.
 */
async function runEntrypoint(name, run) {
    try {
        maskToken((0,action_inputs/* actionInputs */.e)('github-token'));
        await run();
    }
    catch (e) {
        if (e instanceof errors/* ConfigurationError */.j1) {
            runner/* setFailed */.C1(logLines(`mergexo/${name}: ${e.message}`));
        }
        else if (e instanceof errors/* UndecidableError */.N3 && (0,enforcement/* runIsObserving */.FO)()) {
            // Observe mode: a refusal is what enforcement would have done; the step passes, the log says it.
            runner/* warning */.$e(logLines((0,enforcement/* wouldHaveFailedLine */.Jv)(`mergexo/${name} could not decide and would refuse: ${e.message}`)));
        }
        else if (e instanceof errors/* UndecidableError */.N3) {
            runner/* setFailed */.C1(logLines(`mergexo/${name} could not decide and refuses: ${e.message}`));
        }
        else {
            runner/* debug */.Yz(logLines(e instanceof Error ? (e.stack ?? e.message) : String(e)));
            runner/* setFailed */.C1(logLines(`mergexo/${name} failed unexpectedly: ${(0,errors/* errorMessage */.gJ)(e)}. ` +
                'If this persists after a re-run, it is a bug: please report it with this log.'));
        }
    }
}


/***/ }),

/***/ 721:
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

/***/ 431:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   ij: () => (/* binding */ choiceInput),
/* harmony export */   tE: () => (/* binding */ booleanInput)
/* harmony export */ });
/* unused harmony exports inputsFromRecord, requiredInput, integerInput, shaInput, pullRequestNumberInput, listInput, labelInput */
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(721);

function inputsFromRecord(record) {
    return (name) => (record[name] ?? '').trim();
}
function requiredInput(read, name, hint) {
    const value = read(name);
    if (value === '')
        throw new ConfigurationError(`Input '${name}' is required: ${hint}`);
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
        throw new ConfigurationError(`Input '${name}' must be a GitHub label name (at most 50 characters, no commas), got '${value}'.`);
    }
    return value;
}


/***/ }),

/***/ 702:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   X: () => (/* binding */ parseOutputFile)
/* harmony export */ });
// The runner's file-command format, shared by the root action (which reads the outputs of the
// parts it runs) and the test harness (which reads the outputs of the action under test).
/** Parses a GITHUB_OUTPUT (or GITHUB_ENV / GITHUB_STATE) file: `name=value` lines and `name<<DELIM ... DELIM` blocks. */
function parseOutputFile(text) {
    const result = {};
    const lines = text.split('\n').map((l) => (l.endsWith('\r') ? l.slice(0, -1) : l));
    if (lines.length > 0 && lines[lines.length - 1] === '')
        lines.pop();
    for (let i = 0; i < lines.length; i++) {
        const line = lines[i];
        if (line === '')
            continue;
        const heredoc = line.indexOf('<<');
        const eq = line.indexOf('=');
        if (heredoc > 0 && (eq < 0 || heredoc < eq)) {
            const name = line.slice(0, heredoc);
            const delimiter = line.slice(heredoc + 2);
            if (delimiter === '')
                throw new Error(`output file line ${i + 1}: empty delimiter for "${name}"`);
            const value = [];
            let closed = false;
            for (i++; i < lines.length; i++) {
                if (lines[i] === delimiter) {
                    closed = true;
                    break;
                }
                value.push(lines[i]);
            }
            if (!closed)
                throw new Error(`output file: matching delimiter "${delimiter}" not found for "${name}"`);
            result[name] = value.join('\n');
        }
        else if (eq > 0) {
            result[line.slice(0, eq)] = line.slice(eq + 1);
        }
        else {
            throw new Error(`output file line ${i + 1}: invalid format: ${JSON.stringify(line)}`);
        }
    }
    return result;
}


/***/ }),

/***/ 685:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  n0: () => (/* binding */ setOutputs),
  Sy: () => (/* binding */ writeSummary)
});

// UNUSED EXPORTS: failStep

// EXTERNAL MODULE: ./src/core/runner.ts + 1 modules
var runner = __nccwpck_require__(788);
// EXTERNAL MODULE: ./src/core/enforcement.ts
var enforcement = __nccwpck_require__(50);
;// CONCATENATED MODULE: ./src/core/identity.ts
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

;// CONCATENATED MODULE: ./src/core/report.ts



function setOutputs(outputs) {
    for (const [name, value] of Object.entries(outputs)) {
        runner/* setOutput */.uH(name, typeof value === 'object' ? JSON.stringify(value) : String(value));
    }
}
/**
 * The job summary: a heading, one table a person can read at a glance, and a closing line. Every part is
 * HTML written by mergexo: text from elsewhere (PR titles, file names, CI output) must already have gone
 * through `htmlText`, `htmlCode` or `htmlLink` from `./untrusted.js`.
 */
async function writeSummary(table) {
    const summary = runner/* summary */.z.addHeading(table.heading, 3);
    // Observe mode enforces nothing, and a neutral required check passes: every observing run says so first.
    if ((0,enforcement/* runIsObserving */.FO)())
        summary.addRaw(enforcement/* OBSERVE_SUMMARY_NOTE */.Dx, true);
    if (table.lead)
        summary.addRaw(table.lead, true);
    // An empty header is a summary with nothing to tabulate: no table rather than an empty one.
    if (table.header.length > 0) {
        summary.addTable([table.header.map((data) => ({ data, header: true })), ...table.rows]);
    }
    if (table.footer)
        summary.addRaw(table.footer, true);
    // A verdict of this run written as GITHUB_TOKEN's shared identity: say what that is worth.
    const identity = sharedIdentityNote();
    if (identity)
        summary.addRaw(identity, true);
    await summary.write();
}
/**
 * Fails the step on a verdict (a block, a refusal, a failed CI): in observe mode the step passes instead,
 * and the log says what enforcement would have done. Errors and bad inputs still fail, through the entry point.
 */
function failStep(message) {
    if (runIsObserving())
        core.info(wouldHaveFailedLine(message));
    else
        core.setFailed(message);
}


/***/ }),

/***/ 788:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  Yz: () => (/* binding */ debug),
  N4: () => (/* binding */ endGroup),
  V4: () => (/* binding */ getInput),
  pq: () => (/* binding */ info),
  C1: () => (/* binding */ setFailed),
  uH: () => (/* binding */ setOutput),
  Pq: () => (/* binding */ setSecret),
  Oh: () => (/* binding */ startGroup),
  z: () => (/* binding */ summary),
  $e: () => (/* binding */ warning)
});

// UNUSED EXPORTS: error

;// CONCATENATED MODULE: external "node:crypto"
const external_node_crypto_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:crypto");
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __nccwpck_require__(24);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __nccwpck_require__(161);
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
    process.stdout.write(`::${command}${keys.length > 0 ? ` ${props}` : ''}::${escapeData(message)}${external_node_os_.EOL}`);
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
        process.stdout.write(external_node_os_.EOL);
        issueCommand('set-output', { name }, toCommandValue(value));
        return;
    }
    if (!(0,external_node_fs_.existsSync)(file))
        throw new Error(`Missing file at path: ${file}`);
    const delimiter = `ghadelimiter_${(0,external_node_crypto_namespaceObject.randomUUID)()}`;
    const text = toCommandValue(value);
    // A value cannot end the heredoc early: the delimiter is random and checked.
    if (name.includes(delimiter))
        throw new Error(`Unexpected input: name should not contain the delimiter "${delimiter}"`);
    if (text.includes(delimiter))
        throw new Error(`Unexpected input: value should not contain the delimiter "${delimiter}"`);
    (0,external_node_fs_.appendFileSync)(file, `${name}<<${delimiter}${external_node_os_.EOL}${text}${external_node_os_.EOL}${delimiter}${external_node_os_.EOL}`, { encoding: 'utf8' });
}
function info(message) {
    process.stdout.write(message + external_node_os_.EOL);
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
            this.buffer += external_node_os_.EOL;
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

/***/ 307:
/***/ ((module, __unused_webpack___webpack_exports__, __nccwpck_require__) => {

__nccwpck_require__.a(module, async (__webpack_handle_async_dependencies__, __webpack_async_result__) => { try {
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(421);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_child_process__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(24);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__nccwpck_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__nccwpck_require__.n(node_os__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__nccwpck_require__.n(node_path__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var _core_runner_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(788);
/* harmony import */ var _core_inputs_js__WEBPACK_IMPORTED_MODULE_11__ = __nccwpck_require__(431);
/* harmony import */ var _core_enforcement_js__WEBPACK_IMPORTED_MODULE_5__ = __nccwpck_require__(50);
/* harmony import */ var _core_action_inputs_js__WEBPACK_IMPORTED_MODULE_6__ = __nccwpck_require__(512);
/* harmony import */ var _core_entrypoint_js__WEBPACK_IMPORTED_MODULE_7__ = __nccwpck_require__(767);
/* harmony import */ var _core_output_file_js__WEBPACK_IMPORTED_MODULE_9__ = __nccwpck_require__(702);
/* harmony import */ var _core_report_js__WEBPACK_IMPORTED_MODULE_8__ = __nccwpck_require__(685);
/* harmony import */ var _plan_js__WEBPACK_IMPORTED_MODULE_10__ = __nccwpck_require__(621);
// The root action (`uses: OWNER/mergexo@v1`): runs the parts that fit the event, each as the
// very bundle that `uses: OWNER/mergexo/<part>@v1` runs, so each reports under its own check
// name and behaves identically. Parts run one after another; one refusing does not skip the rest.












/** dist/mergexo/index.js sits beside dist/<part>/index.js. */
function bundleOf(part) {
    return node_path__WEBPACK_IMPORTED_MODULE_3___default().join(node_path__WEBPACK_IMPORTED_MODULE_3___default().dirname(process.argv[1] ?? '.'), '..', part, 'index.js');
}
function runPart(part, scratch) {
    const outputFile = node_path__WEBPACK_IMPORTED_MODULE_3___default().join(scratch, `${part}.output`);
    (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.writeFileSync)(outputFile, '');
    const env = {
        ...process.env,
        GITHUB_OUTPUT: outputFile,
        GITHUB_ACTION: `${process.env.GITHUB_ACTION ?? 'mergexo'}-${part}`,
    };
    _core_runner_js__WEBPACK_IMPORTED_MODULE_4__/* .startGroup */ .Oh(`mergexo/${part}`);
    return new Promise((resolve, reject) => {
        const child = (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.spawn)(process.execPath, [bundleOf(part)], { env, stdio: 'inherit' });
        child.on('error', reject);
        child.on('close', (code) => {
            _core_runner_js__WEBPACK_IMPORTED_MODULE_4__/* .endGroup */ .N4();
            resolve({ part, exitCode: code ?? 1, outputs: (0,_core_output_file_js__WEBPACK_IMPORTED_MODULE_9__/* .parseOutputFile */ .X)((0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readFileSync)(outputFile, 'utf8')) });
        });
    });
}
await (0,_core_entrypoint_js__WEBPACK_IMPORTED_MODULE_7__/* .runEntrypoint */ .ac)('mergexo', async () => {
    const eventName = process.env.GITHUB_EVENT_NAME ?? '';
    // Each part reads `enforcement` itself (it inherits the inputs); read here too so that a bad value fails once,
    // and so the summary says observe mode enforced nothing.
    (0,_core_enforcement_js__WEBPACK_IMPORTED_MODULE_5__/* .declareRunEnforcement */ .gn)((0,_core_enforcement_js__WEBPACK_IMPORTED_MODULE_5__/* .enforcementInput */ .Ti)(_core_action_inputs_js__WEBPACK_IMPORTED_MODULE_6__/* .actionInputs */ .e));
    const parts = (0,_plan_js__WEBPACK_IMPORTED_MODULE_10__/* .partsFor */ ._)(eventName, {
        waitForCi: (0,_core_inputs_js__WEBPACK_IMPORTED_MODULE_11__/* .booleanInput */ .tE)(_core_action_inputs_js__WEBPACK_IMPORTED_MODULE_6__/* .actionInputs */ .e, 'wait-for-ci', false),
        mode: (0,_core_action_inputs_js__WEBPACK_IMPORTED_MODULE_6__/* .actionInputs */ .e)('mode'),
        urgency: (0,_core_action_inputs_js__WEBPACK_IMPORTED_MODULE_6__/* .actionInputs */ .e)('urgency'),
        collisions: (0,_core_action_inputs_js__WEBPACK_IMPORTED_MODULE_6__/* .actionInputs */ .e)('allocated-names').trim() !== '' || (0,_core_action_inputs_js__WEBPACK_IMPORTED_MODULE_6__/* .actionInputs */ .e)('overlaps').trim() === 'notice',
    });
    if (parts.length === 0) {
        _core_runner_js__WEBPACK_IMPORTED_MODULE_4__/* .info */ .pq(`Nothing to run for '${eventName}' (set 'wait-for-ci: true' to judge CI on this event).`);
        (0,_core_report_js__WEBPACK_IMPORTED_MODULE_8__/* .setOutputs */ .n0)({ parts: [] });
        return;
    }
    const scratch = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.mkdtempSync)(node_path__WEBPACK_IMPORTED_MODULE_3___default().join(process.env.RUNNER_TEMP || node_os__WEBPACK_IMPORTED_MODULE_2___default().tmpdir(), 'mergexo-'));
    const results = [];
    try {
        for (const part of parts)
            results.push(await runPart(part, scratch));
    }
    finally {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.rmSync)(scratch, { recursive: true, force: true });
    }
    const outputs = {
        parts: results.map((r) => ({ part: r.part, ok: r.exitCode === 0 })),
    };
    for (const r of results)
        for (const [name, value] of Object.entries(r.outputs))
            outputs[`${r.part}-${name}`] = value;
    (0,_core_report_js__WEBPACK_IMPORTED_MODULE_8__/* .setOutputs */ .n0)(outputs);
    await (0,_core_report_js__WEBPACK_IMPORTED_MODULE_8__/* .writeSummary */ .Sy)({
        heading: `mergexo: ${eventName}`,
        header: ['part', 'result'],
        rows: results.map((r) => [`mergexo/${r.part}`, r.exitCode === 0 ? 'passed ✅' : 'refused or failed ❌']),
    });
    const failed = results.filter((r) => r.exitCode !== 0).map((r) => r.part);
    if (failed.length > 0) {
        _core_runner_js__WEBPACK_IMPORTED_MODULE_4__/* .setFailed */ .C1(`mergexo: ${failed.join(', ')} did not pass (see ${failed.length === 1 ? 'its' : 'their'} log group above).`);
    }
});

__webpack_async_result__();
} catch(e) { __webpack_async_result__(e); } }, 1);

/***/ }),

/***/ 621:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   _: () => (/* binding */ partsFor)
/* harmony export */ });
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(721);

const PR_EVENTS = ['pull_request', 'pull_request_target'];
const CI_EVENTS = ['check_suite', 'workflow_run', 'status'];
/**
 * Which actions the one-line setup runs for an event. Each part then behaves exactly as when it
 * is used on its own, reporting under its own check name.
 */
function partsFor(eventName, options) {
    if (PR_EVENTS.includes(eventName) || eventName === 'merge_group') {
        // Every mergexo check a repository can require answers on each new PR head and on the queue's own
        // commit: mergexo/rebase exists only with a blocking urgency, mergexo/ci-wait only with wait-for-ci.
        const parts = ['history-guard', 'write-root-gate'];
        // mergexo/collision (rebase-notify's allocated-names) is written on each new PR head and on the queue's
        // commit too; a PR closing or changing base clears what it caused on the others.
        const blocking = (options.urgency ?? '').toLowerCase() === 'blocking';
        if (blocking || options.collisions)
            parts.push('rebase-notify');
        if (options.waitForCi)
            parts.push('ci-wait');
        return parts;
    }
    if (eventName === 'push' || eventName === 'schedule')
        return ['rebase-notify'];
    if (CI_EVENTS.includes(eventName))
        return options.waitForCi ? ['ci-wait'] : [];
    if (eventName === 'workflow_dispatch') {
        const mode = options.mode.toLowerCase();
        if (mode === 'sweep')
            return ['rebase-notify'];
        if (mode === 'list' || mode === 'unblock')
            return ['history-guard'];
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigurationError */ .j1("On workflow_dispatch, input 'mode' chooses what to do: 'list' or 'unblock' (history-guard operator modes) " +
            `or 'sweep' (rebase-notify for every base); got '${options.mode}'.`);
    }
    throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigurationError */ .j1(`mergexo does not handle the '${eventName || '(none)'}' event. Trigger it on pull_request or ` +
        'pull_request_target, push, merge_group, schedule, workflow_dispatch (and check_suite, workflow_run or status ' +
        "with 'wait-for-ci: true').");
}


/***/ }),

/***/ 421:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:child_process");

/***/ }),

/***/ 24:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs");

/***/ }),

/***/ 161:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:os");

/***/ }),

/***/ 760:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:path");

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
/******/ 		__webpack_modules__[moduleId](module, module.exports, __nccwpck_require__);
/******/ 		threw = false;
/******/ 	} finally {
/******/ 		if(threw) delete __webpack_module_cache__[moduleId];
/******/ 	}
/******/ 
/******/ 	// Return the exports of the module
/******/ 	return module.exports;
/******/ }
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
/******/ /* webpack/runtime/hasOwnProperty shorthand */
/******/ (() => {
/******/ 	__nccwpck_require__.o = (obj, prop) => (Object.prototype.hasOwnProperty.call(obj, prop))
/******/ })();
/******/ 
/************************************************************************/
/******/ 
/******/ // startup
/******/ // Load entry module and return exports
/******/ // This entry module used 'module' so it can't be inlined
/******/ var __webpack_exports__ = __nccwpck_require__(307);
/******/ __webpack_exports__ = await __webpack_exports__;
/******/ 
