export const id = 343;
export const ids = [343];
export const modules = {

/***/ 3591:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FT: () => (/* binding */ parseMarkers),
/* harmony export */   Pe: () => (/* binding */ withMarker),
/* harmony export */   ew: () => (/* binding */ withMarkers)
/* harmony export */ });
/* unused harmony exports renderMarker, markerlessText */
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

/***/ 329:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AI: () => (/* binding */ globProblem),
/* harmony export */   IR: () => (/* binding */ classEnd),
/* harmony export */   e: () => (/* binding */ normalizeRoot),
/* harmony export */   iB: () => (/* binding */ MM_OPTIONS)
/* harmony export */ });
/* unused harmony export rootProblem */
/* harmony import */ var minimatch__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8662);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2721);
/* harmony import */ var _normalize_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9924);



/**
 * What a root may be written as: the checks a lease's roots and the protected paths pass before they are compiled.
 * A root is a glob inside the repository: no negation (`!x`), no `..`, not the whole repository, and none of the
 * patterns minimatch would quietly read as literal text although they are almost surely typos (an unclosed `[`,
 * unbalanced braces). Each refusal is a ConfigurationError naming the root.
 */
/** minimatch's options for roots: dot files match, case-sensitive like git, no comments or negation. */
const MM_OPTIONS = { dot: true, nocase: false, nocomment: true, nonegate: true };
const MAX_BRACE_EXPANSIONS = 256;
const MAX_ROOT_LENGTH = 4096;
function problemOf(raw, normalized) {
    if (raw.length > MAX_ROOT_LENGTH)
        return `is longer than ${MAX_ROOT_LENGTH} characters`;
    // eslint-disable-next-line no-control-regex
    if (/[\u0000-\u001f\u007f]/.test(raw))
        return 'contains a control character';
    if (normalized === '') {
        return "names the whole repository; write '**' if the lease really covers every path";
    }
    if (normalized.startsWith('!')) {
        return "starts with '!': negated roots are not supported (a lease lists what may be written, never exceptions)";
    }
    const segments = normalized.split('/');
    if (segments.some((s) => s === '..' || s.replace(/\\/g, '') === '..')) {
        return "contains '..': roots are paths inside the repository";
    }
    return globProblem(normalized);
}
/** Typos minimatch would silently treat as literal text: refuse them instead. */
function globProblem(pattern) {
    let braces = 0;
    let parens = 0;
    for (let i = 0; i < pattern.length; i++) {
        const c = pattern[i];
        if (c === '\\') {
            if (i === pattern.length - 1)
                return "is not a valid glob: it ends with an escaping '\\'";
            i++;
            continue;
        }
        if (c === '[') {
            const close = classEnd(pattern, i);
            if (close < 0)
                return "is not a valid glob: a '[' character class is never closed";
            const body = pattern.slice(i + 1, close);
            const problem = classProblem(body);
            if (problem)
                return `is not a valid glob: ${problem}`;
            i = close;
            continue;
        }
        if (c === ']')
            return "is not a valid glob: ']' without a matching '['";
        if (c === '{')
            braces++;
        if (c === '}' && --braces < 0)
            return "is not a valid glob: '}' without a matching '{'";
        if (c === '(' && i > 0 && '+@!*?'.includes(pattern[i - 1]))
            parens++;
        else if (c === '(' && parens > 0)
            parens++;
        if (c === ')' && parens > 0)
            parens--;
    }
    if (braces > 0)
        return "is not a valid glob: a '{' is never closed";
    if (parens > 0)
        return "is not a valid glob: an extglob '(' is never closed";
    return undefined;
}
/** Index of the `]` closing the class opened at `open`, or -1 (never across a `/`). */
function classEnd(pattern, open) {
    let i = open + 1;
    if (pattern[i] === '!' || pattern[i] === '^')
        i++;
    if (pattern[i] === ']')
        i++; // a leading `]` is a member, as in POSIX
    for (; i < pattern.length; i++) {
        const c = pattern[i];
        if (c === '/')
            return -1;
        if (c === '\\') {
            i++;
            continue;
        }
        if (c === '[' && pattern[i + 1] === ':') {
            const end = pattern.indexOf(':]', i + 2);
            if (end < 0)
                return -1;
            i = end + 1;
            continue;
        }
        if (c === ']')
            return i;
    }
    return -1;
}
function classProblem(body) {
    const members = body.replace(/^[!^]/, '');
    if (members === '')
        return "an empty '[]' character class matches nothing";
    if (members.includes('\\') || members.includes('[:'))
        return undefined;
    for (let i = 1; i + 1 < members.length; i++) {
        if (members[i] === '-' && members[i - 1] > members[i + 1]) {
            return `the range '${members.slice(i - 1, i + 2)}' is backwards`;
        }
    }
    return undefined;
}
/**
 * Normalizes and validates one root. Throws a ConfigurationError naming the root when it
 * contains `..`, is an invalid glob, a negation or the whole repository.
 */
function normalizeRoot(raw) {
    const root = (0,_normalize_js__WEBPACK_IMPORTED_MODULE_1__/* .normalizePath */ .Fd)(raw.trim());
    const problem = problemOf(raw.trim(), root);
    if (problem)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ConfigurationError */ .j1(`Write root '${raw}' ${problem}.`);
    const expansions = (0,minimatch__WEBPACK_IMPORTED_MODULE_0__/* .braceExpand */ .KA)(root, MM_OPTIONS);
    if (expansions.length > MAX_BRACE_EXPANSIONS) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ConfigurationError */ .j1(`Write root '${raw}' expands to ${expansions.length} patterns (limit ${MAX_BRACE_EXPANSIONS}); list the directories instead.`);
    }
    for (const e of expansions) {
        const expanded = (0,_normalize_js__WEBPACK_IMPORTED_MODULE_1__/* .normalizePath */ .Fd)(e);
        const p = problemOf(e, expanded);
        if (p)
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ConfigurationError */ .j1(`Write root '${raw}' (as '${e}') ${p}.`);
    }
    return root;
}
/** Validates without throwing: the reason a root is refused, or undefined. */
function rootProblem(raw) {
    try {
        normalizeRoot(raw);
        return undefined;
    }
    catch (e) {
        return e instanceof ConfigurationError ? e.message : String(e);
    }
}


/***/ }),

/***/ 9924:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Fd: () => (/* binding */ normalizePath),
/* harmony export */   Qz: () => (/* binding */ literalPrefix),
/* harmony export */   UE: () => (/* binding */ MAGIC_CHARS),
/* harmony export */   z4: () => (/* binding */ invalidPathReason)
/* harmony export */ });
/**
 * Repository paths as mergexo compares them: one spelling per path (Unicode NFC, no `./`, leading `/`, doubled `/`,
 * `.` segments or trailing `/`), and the literal directories a glob starts with. Pure.
 */
/** Characters that make a path segment a glob. */
const MAGIC_CHARS = /[*?[\]{}\\]|[+@!]\(/;
/** Normalizes a repository path or a root: NFC, no `./`, leading `/`, `//`, `.` segments or trailing `/`. */
function normalizePath(path) {
    // Most paths git reports need nothing done; checking that first keeps 100,000 paths cheap.
    if (!NEEDS_WORK.test(path))
        return path;
    return path
        .normalize('NFC')
        .split('/')
        .filter((s) => s !== '' && s !== '.')
        .join('/');
}
// eslint-disable-next-line no-control-regex
const NEEDS_WORK = /^\.?\/|\/\/|(^|\/)\.(\/|$)|\/$|[^\u0000-\u007f]/;
/** The leading segments of a glob that hold no glob characters, joined by `/`. */
function literalPrefix(pattern) {
    const out = [];
    for (const segment of pattern.split('/')) {
        if (MAGIC_CHARS.test(segment))
            break;
        out.push(segment);
    }
    return out.join('/');
}
/**
 * Why git would refuse to write `path` (a `..` or `.git` segment: git never checks such a path
 * out, and a tree holding one only comes from crafting it), or undefined. The path is already
 * normalized (`.` and empty segments are gone).
 */
function invalidPathReason(path) {
    for (const segment of path.split('/')) {
        if (segment === '..')
            return "a '..' segment";
        if (segment.toLowerCase() === '.git')
            return "a '.git' segment";
    }
    return undefined;
}


/***/ }),

/***/ 1029:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Y: () => (/* binding */ DEFAULT_PROTECTED_PATHS),
/* harmony export */   h: () => (/* binding */ ProtectedPaths)
/* harmony export */ });
/* harmony import */ var minimatch__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8662);
/* harmony import */ var _glob_syntax_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(329);
/* harmony import */ var _normalize_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9924);



/** Paths only a lease naming them may write: they run with the repository's secrets or decide who reviews. */
const DEFAULT_PROTECTED_PATHS = [
    '.github/workflows/**',
    'CODEOWNERS',
    '.github/CODEOWNERS',
    'docs/CODEOWNERS',
];
const PROTECTED_OPTIONS = { ..._glob_syntax_js__WEBPACK_IMPORTED_MODULE_1__/* .MM_OPTIONS */ .iB, nocase: true };
/**
 * Protected paths: globs (with the root meaning, "this and everything below") matched ignoring
 * case, because a checkout on a case-insensitive file system (macOS, Windows) writes
 * `.GITHUB/workflows/x.yml` into `.github/workflows`. A written path they match passes only under
 * a root that `RootSet.grants` it: one inside the protected area, never a broad one.
 *
 * The area's own directories count too: a PR that turns `.github` or `.github/workflows` into a
 * symlink, a file or a submodule changes what lands below them, so such an entry is refused
 * under every lease (no root can lie inside an area and name a directory above it).
 */
class ProtectedPaths {
    patterns;
    compiled;
    /** Lower-cased directories at and above each area (`.github`, `.github/workflows`). */
    above = new Map();
    /** Throws a ConfigurationError naming a pattern that is not a valid root. */
    constructor(patterns) {
        const normalized = [];
        for (const p of patterns) {
            const n = (0,_glob_syntax_js__WEBPACK_IMPORTED_MODULE_1__/* .normalizeRoot */ .e)(p);
            if (!normalized.includes(n))
                normalized.push(n);
        }
        this.patterns = normalized;
        this.compiled = normalized.flatMap((pattern) => (0,minimatch__WEBPACK_IMPORTED_MODULE_0__/* .braceExpand */ .KA)(pattern, _glob_syntax_js__WEBPACK_IMPORTED_MODULE_1__/* .MM_OPTIONS */ .iB)
            .map(_normalize_js__WEBPACK_IMPORTED_MODULE_2__/* .normalizePath */ .Fd)
            .map((e) => {
            // `dir/**` protects what is below `dir`: `dir` is the area a root must sit in.
            const area = (0,_normalize_js__WEBPACK_IMPORTED_MODULE_2__/* .literalPrefix */ .Qz)(e);
            const dirs = area.split('/');
            // A plain file (`CODEOWNERS`) has only its directories above it; `dir/**` also `dir` itself.
            const upTo = area === e ? dirs.length - 1 : dirs.length;
            for (let i = 1; i <= upTo; i++) {
                const dir = dirs.slice(0, i).join('/').toLowerCase();
                if (dir !== '' && !this.above.has(dir))
                    this.above.set(dir, pattern);
            }
            return {
                pattern,
                area,
                matchers: [new minimatch__WEBPACK_IMPORTED_MODULE_0__/* .Minimatch */ .VR(e, PROTECTED_OPTIONS), new minimatch__WEBPACK_IMPORTED_MODULE_0__/* .Minimatch */ .VR(`${e}/**`, PROTECTED_OPTIONS)],
            };
        }));
    }
    /** The protected pattern `path` falls under (or holds, for a directory above an area), or undefined. */
    match(path) {
        for (const c of this.compiled)
            if (c.matchers.some((m) => m.match(path)))
                return c.pattern;
        return this.holding(path);
    }
    /** The protected pattern whose area lies below `path` (`.github` holds `.github/workflows/**`), or undefined. */
    holding(path) {
        return this.above.get(path.toLowerCase());
    }
    /** True when `path` is protected and no root of `roots` grants it. */
    refuses(path, roots) {
        for (const c of this.compiled) {
            if (c.matchers.some((m) => m.match(path)) && !roots.grants(path, c.area))
                return true;
        }
        // An entry at a directory above a protected area is a file, symlink or submodule replacing it.
        return this.holding(path) !== undefined;
    }
}


/***/ }),

/***/ 3519:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  d9: () => (/* binding */ conjoin),
  hY: () => (/* binding */ failingNames),
  _: () => (/* binding */ sharedHeadLine),
  UK: () => (/* binding */ writeCommitVerdict)
});

// UNUSED EXPORTS: UNLISTED, conclusionOf, judgeOthersOnHead, newcomersAfterSuccess, openPullsWithCommit, otherPullsWithHead, ownCheckRuns, unlisted

// EXTERNAL MODULE: ./src/core/errors.ts
var errors = __webpack_require__(2721);
// EXTERNAL MODULE: ./src/core/untrusted.ts
var untrusted = __webpack_require__(1310);
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
    return { number: UNLISTED, pass: false, reason: e instanceof Error ? e.message : String(e) };
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
/** The line a check's summary carries when other PRs share the head, so the Checks tab says why. */
function sharedHeadLine(self, parts) {
    const others = parts.filter((p) => p.number !== self);
    if (others.length === 0)
        return undefined;
    const unknown = others.find((p) => p.number === UNLISTED);
    // The reason is an error message that may quote an API answer: plain words, nothing live.
    if (unknown) {
        const why = (0,untrusted/* mdText */.bC)(unknown.reason ?? 'unknown');
        return `mergexo could not tell which other open PRs this commit heads (${why}), so it cannot pass.`;
    }
    const list = others.map((p) => `#${p.number} (${p.pass ? 'passes' : `fails: ${p.reason ?? 'refused'}`})`).join(', ');
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
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
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
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
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

/***/ 9075:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Be: () => (/* binding */ splitReviewers),
/* harmony export */   L6: () => (/* binding */ reviewerOf),
/* harmony export */   rZ: () => (/* binding */ reviewerKey)
/* harmony export */ });
/* unused harmony exports reviewerName, requestReviewers */
/* harmony import */ var _github_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8455);
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
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Em: () => (/* binding */ findMarked),
/* harmony export */   X2: () => (/* binding */ botless),
/* harmony export */   Z$: () => (/* binding */ isViewer),
/* harmony export */   Zs: () => (/* binding */ splitDuplicates),
/* harmony export */   c3: () => (/* binding */ trustedFrom),
/* harmony export */   g$: () => (/* binding */ tamperFrom),
/* harmony export */   sL: () => (/* binding */ tamperedBy)
/* harmony export */ });
/* unused harmony export isTrustedAuthor */
/* harmony import */ var _markers_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3591);
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
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Qo: () => (/* binding */ DEFAULT_QUARANTINE_LABEL),
/* harmony export */   rg: () => (/* binding */ DEFAULT_READY_LABEL)
/* harmony export */ });
/* unused harmony exports DEFAULT_BLOCKED_LABEL, DEFAULT_BLOCKING_LABELS */
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
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $q: () => (/* binding */ READY_MODES),
/* harmony export */   R6: () => (/* binding */ takeBackReadyMark),
/* harmony export */   r$: () => (/* binding */ markOn),
/* harmony export */   rg: () => (/* reexport safe */ _protocol_ready_mark_js__WEBPACK_IMPORTED_MODULE_2__.rg),
/* harmony export */   tD: () => (/* binding */ changed)
/* harmony export */ });
/* unused harmony exports noChange, writesOf, setReadyMark */
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2721);
/* harmony import */ var _pr_documents_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3477);
/* harmony import */ var _pr_labels_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(9032);
/* harmony import */ var _pr_reviewers_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9075);
/* harmony import */ var _pr_trust_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(9105);
/* harmony import */ var _protocol_ready_mark_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4342);
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

/***/ 3573:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   dy: () => (/* binding */ utf8Bytes),
/* harmony export */   m4: () => (/* binding */ clipUtf8)
/* harmony export */ });
/* unused harmony exports utf8Prefix, codePointPrefix */
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

/***/ 6916:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Si: () => (/* binding */ parseLeaseConfig),
/* harmony export */   dZ: () => (/* binding */ resolveLease),
/* harmony export */   un: () => (/* binding */ describeLease)
/* harmony export */ });
/* unused harmony export matchReason */
/* harmony import */ var minimatch__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8662);
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3483);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(2721);
/* harmony import */ var _core_identity_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3484);
/* harmony import */ var _core_paths_glob_syntax_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(329);
/* harmony import */ var _settings_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4750);






/** Other mergexo actions keep their settings in the same file; write-root-gate leaves them alone. */
const OTHER_SECTIONS = new Set(['history-guard', 'ci-wait', 'rebase-notify']);
const TOP_KEYS = ['version', 'write-root-gate', ...OTHER_SECTIONS];
const SECTION_KEYS = ['leases'];
const LEASE_KEYS = ['name', 'description', 'match', 'roots'];
const MATCH_KEYS = ['branch', 'author', 'label'];
class Reader {
    doc;
    lines;
    file;
    constructor(doc, lines, file) {
        this.doc = doc;
        this.lines = lines;
        this.file = file;
    }
    line(node) {
        const range = node?.range;
        return range ? this.lines.linePos(range[0]).line : 1;
    }
    fail(node, where, message) {
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .ConfigurationError */ .j1(`${this.file} line ${this.line(node)}: ${where}: ${message}`);
    }
    resolve(node) {
        if (node === null || node === undefined)
            return null;
        return ((0,yaml__WEBPACK_IMPORTED_MODULE_1__/* .isAlias */ .Vj)(node) ? node.resolve(this.doc) : node);
    }
    /** A mapping's entries by key, rejecting keys outside `allowed`. */
    map(node, where, allowed) {
        if (!(0,yaml__WEBPACK_IMPORTED_MODULE_1__/* .isMap */ .jh)(node))
            this.fail(node, where, 'must be a mapping (key: value lines)');
        const out = new Map();
        for (const pair of node.items) {
            const keyNode = this.resolve(pair.key);
            const key = (0,yaml__WEBPACK_IMPORTED_MODULE_1__/* .isScalar */ .jn)(keyNode) ? String(keyNode.value) : undefined;
            if (key === undefined)
                this.fail(keyNode, where, 'keys must be plain names');
            if (!allowed.includes(key)) {
                this.fail(keyNode, `${where}.${key}`, `unknown key '${key}' (allowed here: ${allowed.join(', ')})`);
            }
            out.set(key, { pair, value: this.resolve(pair.value) });
        }
        return out;
    }
    string(node, where) {
        if (!(0,yaml__WEBPACK_IMPORTED_MODULE_1__/* .isScalar */ .jn)(node) || typeof node.value !== 'string' || node.value.trim() === '') {
            this.fail(node, where, 'must be a non-empty text value');
        }
        return node.value;
    }
    /** A string or a list of strings. */
    strings(node, where) {
        if ((0,yaml__WEBPACK_IMPORTED_MODULE_1__/* .isSeq */ .oP)(node)) {
            return node.items.map((item, i) => {
                const n = this.resolve(item);
                return { value: this.string(n, `${where}[${i}]`), node: n };
            });
        }
        return [{ value: this.string(node, where), node: node }];
    }
}
/**
 * Parses the lease file. Every mistake (YAML syntax, unknown key, wrong type, duplicate
 * lease name, `..` in a root, invalid glob) is a ConfigurationError naming the line and key.
 */
function parseLeaseConfig(text, file) {
    const lines = new yaml__WEBPACK_IMPORTED_MODULE_1__/* .LineCounter */ .HN();
    const doc = (0,yaml__WEBPACK_IMPORTED_MODULE_1__/* .parseDocument */ .Tp)(text, { lineCounter: lines, prettyErrors: false, uniqueKeys: true });
    const syntax = doc.errors[0];
    if (syntax) {
        const line = lines.linePos(syntax.pos[0]).line;
        const what = syntax.message.split('\n')[0] ?? syntax.message;
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .ConfigurationError */ .j1(`${file} line ${line}: not valid YAML: ${what}`);
    }
    const r = new Reader(doc, lines, file);
    const top = r.resolve(doc.contents);
    if (top === null || ((0,yaml__WEBPACK_IMPORTED_MODULE_1__/* .isScalar */ .jn)(top) && (top.value === null || top.value === '')))
        return { file, leases: [] };
    const topKeys = r.map(top, 'top level', TOP_KEYS);
    const version = topKeys.get('version');
    if (version && !((0,yaml__WEBPACK_IMPORTED_MODULE_1__/* .isScalar */ .jn)(version.value) && (version.value.value === 1 || version.value.value === '1'))) {
        r.fail(version.value, 'version', 'only version 1 is understood by this mergexo release');
    }
    const section = topKeys.get('write-root-gate');
    if (!section || section.value === null)
        return { file, leases: [] };
    const sectionKeys = r.map(section.value, 'write-root-gate', SECTION_KEYS);
    const leasesNode = sectionKeys.get('leases')?.value ?? null;
    if (leasesNode === null)
        return { file, leases: [] };
    if (!(0,yaml__WEBPACK_IMPORTED_MODULE_1__/* .isSeq */ .oP)(leasesNode))
        r.fail(leasesNode, 'write-root-gate.leases', 'must be a list of leases (lines starting with -)');
    const leases = [];
    const names = new Map();
    leasesNode.items.forEach((item, i) => {
        const where = `write-root-gate.leases[${i}]`;
        const node = r.resolve(item);
        const keys = r.map(node, where, LEASE_KEYS);
        const nameEntry = keys.get('name');
        if (!nameEntry)
            r.fail(node, where, "is missing 'name' (a short name shown on the PR)");
        const name = r.string(nameEntry.value, `${where}.name`).trim();
        const previous = names.get(name.toLowerCase());
        if (previous !== undefined) {
            r.fail(nameEntry.value, `${where}.name`, `lease name '${name}' is already used on line ${previous}`);
        }
        names.set(name.toLowerCase(), r.line(node));
        const rootsEntry = keys.get('roots');
        if (!rootsEntry)
            r.fail(node, `${where} (${name})`, "is missing 'roots' (the paths this lease may write)");
        const roots = rootsList(r, rootsEntry.value, `${where}.roots`);
        const matchEntry = keys.get('match');
        const description = keys.get('description');
        leases.push({
            name,
            ...(description ? { description: r.string(description.value, `${where}.description`) } : {}),
            ...(matchEntry ? { match: parseMatch(r, matchEntry.value, `${where}.match`) } : {}),
            roots,
            line: r.line(node),
        });
    });
    return { file, leases };
}
function rootsList(r, node, where) {
    if ((0,yaml__WEBPACK_IMPORTED_MODULE_1__/* .isSeq */ .oP)(node) && node.items.length === 0)
        return [];
    return r.strings(node, where).map(({ value, node: n }, i) => {
        try {
            return (0,_core_paths_glob_syntax_js__WEBPACK_IMPORTED_MODULE_3__/* .normalizeRoot */ .e)(value);
        }
        catch (e) {
            const at = (0,yaml__WEBPACK_IMPORTED_MODULE_1__/* .isSeq */ .oP)(node) ? `${where}[${i}]` : where;
            return r.fail(n, at, e.message);
        }
    });
}
function parseMatch(r, node, where) {
    const keys = r.map(node, where, MATCH_KEYS);
    if (keys.size === 0)
        r.fail(node, where, `needs at least one of ${MATCH_KEYS.join(', ')} (or leave 'match' out to match every PR)`);
    const list = (key) => {
        const entry = keys.get(key);
        return entry ? r.strings(entry.value, `${where}.${key}`) : [];
    };
    const branches = list('branch').map(({ value, node: n }) => {
        const problem = (0,_core_paths_glob_syntax_js__WEBPACK_IMPORTED_MODULE_3__/* .globProblem */ .AI)(value.trim());
        if (problem)
            r.fail(n, `${where}.branch`, `branch glob '${value}' ${problem}`);
        return value.trim();
    });
    const authors = list('author').map(({ value, node: n }) => {
        const login = value.trim().replace(/^@/, '');
        const problem = loginProblem(login);
        if (problem)
            r.fail(n, `${where}.author`, problem);
        return login;
    });
    return {
        branches,
        authors,
        labels: list('label').map((l) => l.value.trim()),
    };
}
/** A user login, or an App's bot as `name[bot]`: letters, digits, `-` and `_` (an enterprise's `_shortcode`). */
const LOGIN = /^[a-z0-9][a-z0-9_-]*(\[bot\])?$/i;
/**
 * Why `login` can never be a PR author's login, or undefined. `app/name` is how the gh CLI (and GraphQL's
 * bare bot login) shows an App; GitHub's REST login, the one a lease names, is `name[bot]`.
 */
function loginProblem(login) {
    const app = /^app\/(.+)$/i.exec(login);
    if (app)
        return `'${login}' is how the gh CLI shows an App; its login is '${(0,_core_identity_js__WEBPACK_IMPORTED_MODULE_2__/* .botLogin */ .LQ)(app[1] ?? '')}': write that`;
    if (!LOGIN.test(login)) {
        return `'${login}' is not a GitHub login (letters, digits, '-' and '_'; an App's bot is written name[bot])`;
    }
    return undefined;
}
/**
 * Leases that name the bare login of the App that opened the PR (`billing-bot` for `billing-bot[bot]`): a
 * bare login is a user's, so they do not match the App, and the reason says how to write the App.
 */
function bareAppNames(leases, pr) {
    if (!(0,_core_identity_js__WEBPACK_IMPORTED_MODULE_2__/* .isBotLogin */ .DU)(pr.author))
        return '';
    const bare = pr.author.slice(0, -'[bot]'.length);
    const naming = leases.filter((l) => l.match?.authors.some((a) => (0,_core_identity_js__WEBPACK_IMPORTED_MODULE_2__/* .sameLogin */ .Up)(a, bare)));
    if (naming.length === 0)
        return '';
    const which = naming.map((l) => `'${l.name}' (line ${l.line})`).join(', ');
    return (`; lease ${which} names author ${bare}, a user's login, which never matches the App: ` +
        `write author: ${pr.author} for the App`);
}
/** Why a lease's `match` holds for the PR, or undefined when it does not. */
function matchReason(match, pr) {
    if (!match)
        return 'it applies to every pull request';
    const reasons = [];
    if (match.branches.length > 0) {
        // Anyone can name a fork's branch anything, so a branch glob only vouches for branches of this repository.
        if (pr.isCrossRepository)
            return undefined;
        const glob = match.branches.find((g) => (0,minimatch__WEBPACK_IMPORTED_MODULE_0__/* .minimatch */ .xF)(pr.headRef, g, { dot: true }));
        if (glob === undefined)
            return undefined;
        reasons.push(`head branch '${pr.headRef}' matches '${glob}'`);
    }
    if (match.authors.length > 0) {
        // Logins compare as REST spells them: `billing-bot[bot]` is the App, `billing-bot` a user.
        const author = match.authors.find((a) => (0,_core_identity_js__WEBPACK_IMPORTED_MODULE_2__/* .sameLogin */ .Up)(a, pr.author));
        if (author === undefined)
            return undefined;
        reasons.push(`author is @${pr.author}`);
    }
    if (match.labels.length > 0) {
        const label = pr.labels.find((l) => match.labels.some((m) => m.toLowerCase() === l.toLowerCase()));
        if (label === undefined)
            return undefined;
        reasons.push(`label '${label}' is on the PR`);
    }
    return reasons.join(' and ');
}
/** Chooses the lease for a PR: the first matching lease of the file, plus the workflow's `write-roots`. */
function resolveLease(inputRoots, config, pr, leaseFile = config?.file ?? _settings_js__WEBPACK_IMPORTED_MODULE_4__/* .DEFAULT_LEASE_FILE */ .Q) {
    let chosen;
    const tried = [];
    for (const lease of config?.leases ?? []) {
        const reason = matchReason(lease.match, pr);
        if (reason !== undefined) {
            chosen = { lease, reason };
            break;
        }
        tried.push(lease);
    }
    const hint = bareAppNames(tried, pr);
    const input = inputRoots.map(_core_paths_glob_syntax_js__WEBPACK_IMPORTED_MODULE_3__/* .normalizeRoot */ .e);
    if (chosen) {
        return {
            name: chosen.lease.name,
            source: input.length > 0 ? 'config+input' : 'config',
            roots: [...new Set([...chosen.lease.roots, ...input])],
            lease: chosen.lease,
            origin: `${leaseFile} line ${chosen.lease.line}`,
            reason: chosen.reason + (input.length > 0 ? "; the workflow's write-roots are added" : '') + hint,
        };
    }
    if (input.length > 0) {
        return {
            name: 'workflow write-roots',
            source: 'input',
            roots: [...new Set(input)],
            reason: (config && config.leases.length > 0
                ? `no lease in ${leaseFile} matches this PR, so the workflow's write-roots apply`
                : "the workflow's write-roots apply to every PR") + hint,
        };
    }
    const facts = `branch '${pr.headRef}', author @${pr.author}` +
        (pr.labels.length ? `, labels ${pr.labels.map((l) => `'${l}'`).join(', ')}` : ', no labels') +
        (pr.isCrossRepository ? ', from a fork' : '');
    return {
        name: 'none',
        source: 'none',
        roots: [],
        reason: (config && config.leases.length > 0
            ? `no lease in ${leaseFile} matches this PR (${facts})`
            : `no lease is configured: no write-roots input and no leases in ${leaseFile}`) + hint,
    };
}
/** The lease in a phrase: `billing-agent (.github/mergexo.yml line 5: head branch 'x' matches 'y')`. */
function describeLease(lease) {
    return `${lease.name} (${lease.origin ? `${lease.origin}: ` : ''}${lease.reason})`;
}


/***/ }),

/***/ 7343:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BASE_KEPT_MOVING: () => (/* binding */ BASE_KEPT_MOVING),
/* harmony export */   CLOSED_LOG: () => (/* binding */ CLOSED_LOG),
/* harmony export */   COMMENT_PATH_LIMIT: () => (/* binding */ COMMENT_PATH_LIMIT),
/* harmony export */   EFFECT: () => (/* binding */ EFFECT),
/* harmony export */   MAX_STEP_ANNOTATIONS: () => (/* binding */ MAX_STEP_ANNOTATIONS),
/* harmony export */   MERGE_GROUP_PAYLOAD_ERROR: () => (/* binding */ MERGE_GROUP_PAYLOAD_ERROR),
/* harmony export */   RULE_TEXT: () => (/* binding */ RULE_TEXT),
/* harmony export */   backInBoundsCommentText: () => (/* binding */ backInBoundsCommentText),
/* harmony export */   baseChangedCheckText: () => (/* binding */ baseChangedCheckText),
/* harmony export */   baseMovedLog: () => (/* binding */ baseMovedLog),
/* harmony export */   checkAnnotations: () => (/* binding */ checkAnnotations),
/* harmony export */   checkText: () => (/* binding */ checkText),
/* harmony export */   configurationCheckText: () => (/* binding */ configurationCheckText),
/* harmony export */   failedAfterRetries: () => (/* binding */ failedAfterRetries),
/* harmony export */   groupMemberRefusedCheckText: () => (/* binding */ groupMemberRefusedCheckText),
/* harmony export */   groupUnlistedCheckText: () => (/* binding */ groupUnlistedCheckText),
/* harmony export */   groupWithoutBaseReason: () => (/* binding */ groupWithoutBaseReason),
/* harmony export */   groupWithoutPullMessage: () => (/* binding */ groupWithoutPullMessage),
/* harmony export */   judgingGroupMemberLine: () => (/* binding */ judgingGroupMemberLine),
/* harmony export */   leaseExample: () => (/* binding */ leaseExample),
/* harmony export */   mergeGroupNote: () => (/* binding */ mergeGroupNote),
/* harmony export */   quarantineCommentText: () => (/* binding */ quarantineCommentText),
/* harmony export */   rootsLine: () => (/* binding */ rootsLine),
/* harmony export */   runReport: () => (/* binding */ runReport),
/* harmony export */   sharedRefusalCheckText: () => (/* binding */ sharedRefusalCheckText),
/* harmony export */   stepAnnotations: () => (/* binding */ stepAnnotations),
/* harmony export */   undecidableCheckText: () => (/* binding */ undecidableCheckText),
/* harmony export */   unnamedMergeGroupCheckText: () => (/* binding */ unnamedMergeGroupCheckText),
/* harmony export */   violationDetail: () => (/* binding */ violationDetail)
/* harmony export */ });
/* harmony import */ var _core_pr_commit_verdict_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3519);
/* harmony import */ var _core_utf8_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(3573);
/* harmony import */ var _core_untrusted_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1310);
/* harmony import */ var _core_paths_normalize_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9924);
/* harmony import */ var _lease_config_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6916);





// Paths, symlink targets, branch names and labels are the PR's: paths in code spans, the sentences
// that quote them (a change's detail, why a lease applies) as defused text.
/** The rule a path broke, as the check, comment and job summary name it. */
const RULE_TEXT = {
    'no-lease': 'no lease applies to this PR, so it may write nothing',
    'invalid-path': "a path git refuses to check out (a '..' or '.git' segment), which only a crafted tree holds: no lease may write it; push a commit that removes it",
    'outside-roots': 'outside the write roots',
    'lease-file': "mergexo's lease file: only a root naming it exactly may change it",
    'protected-path': 'protected path (workflows, CODEOWNERS, the protected-paths input): only a lease with a root naming it, or inside its directory (such as .github/workflows/), may change it',
    submodule: 'submodule change: only a root naming the submodule exactly may change it',
    'symlink-escape': 'symlink inside the roots that points outside them',
};
/** What the PR did to a path, in words ("renamed to x", "removed", "symlink to '../../secrets', ..."). */
function violationDetail(detail) {
    if (detail.kind === 'symlink')
        return describeSymlink(detail.link);
    const change = describeChange(detail);
    if (!detail.refused)
        return change;
    const why = detail.refused.kind === 'invalid-path'
        ? `git refuses ${(0,_core_paths_normalize_js__WEBPACK_IMPORTED_MODULE_3__/* .invalidPathReason */ .z4)(detail.refused.path) ?? 'it'}`
        : `it holds the protected '${detail.refused.area}', so no lease may turn it into a file, symlink or submodule`;
    return `${change}; ${why}`;
}
function describeChange(facts) {
    const change = describeDiff(facts);
    switch (facts.via) {
        case 'merge':
            return `${change} by merging the PR into its base (the PR's diff against its merge base does not show it)`;
        case 'conflict':
            return 'conflicts when the PR is merged into its base';
        default:
            return change;
    }
}
function describeDiff(facts) {
    const kind = facts.object === 'file' ? '' : `${facts.object} `;
    const other = facts.counterpart ? `${facts.counterpart.side} ${facts.counterpart.path}` : '';
    switch (facts.status) {
        case 'added':
        case 'removed':
        case 'modified':
            return `${kind}${facts.status}`;
        case 'changed':
            return facts.modes
                ? `${kind}mode changed ${facts.modes.from} → ${facts.modes.to}`
                : `${kind}type or mode changed`;
        case 'renamed':
        case 'copied':
            return `${kind}${facts.status} ${other}`;
    }
}
function describeSymlink(link) {
    if (!link)
        return 'symlink whose target could not be read';
    if ('resolved' in link)
        return `symlink to '${link.target}', which resolves to '${link.resolved || '.'}'`;
    switch (link.escapes) {
        case 'absolute':
            return `symlink to the absolute path '${link.target}'`;
        case 'outside-repository':
            return `symlink to '${link.target}', which leaves the repository`;
        case 'loop':
            return `symlink to '${link.target}', which loops`;
        case 'unreadable':
            return `symlink to '${link.target}', which could not be resolved`;
    }
}
/** How many offending paths the PR comment lists before pointing at the check. */
const COMMENT_PATH_LIMIT = 50;
/**
 * Room for the check run text, in UTF-8 bytes: GitHub allows 65,535 bytes (not characters; github/docs#35252),
 * and a PR's file names may be multibyte. The rows stop below it, so the list ends with its own "and N more".
 */
const CHECK_TEXT_BUDGET = 60_000;
/** A merge_group run whose payload was overridden or is not GitHub's. */
const MERGE_GROUP_PAYLOAD_ERROR = 'The merge_group event payload has no merge_group.head_sha and head_ref. Run the gate on the ' +
    '`merge_group` event GitHub sends for a merge queue, without overriding the event payload.';
/** A merge group that names no PR is refused, so the queue drops it instead of waiting on the check. */
const groupWithoutPullMessage = (headRef) => `mergexo/write-root-gate: merge group ${(0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_1__/* .logLine */ .BP)(headRef)} names no pull request; refused. Queue the pull requests again.`;
const CLOSED_LOG = 'The pull request was closed; there is nothing to judge.';
function rootsLine(roots) {
    return roots.length ? roots.map((r) => (0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_1__/* .mdCode */ .xs)(r)).join(', ') : '_(none)_';
}
function leaseExample(settings) {
    return [
        `Give the PR a lease: list its write roots in ${(0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_1__/* .mdCode */ .xs)(settings.leaseFile)} on the base branch, for example`,
        '',
        '```yaml',
        'write-root-gate:',
        '  leases:',
        '    - name: billing-agent',
        '      match:',
        "        branch: 'agent/billing/**'    # or author: some-bot[bot], or label: lease/billing",
        '      roots:',
        '        - services/billing',
        "        - 'tests/billing/**'",
        '```',
        '',
        'or pass roots to every PR with the workflow input `write-roots`. The gate re-runs on the next push or label change.',
    ].join('\n');
}
function violationRow(v) {
    return `| ${(0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_1__/* .mdCode */ .xs)(v.path, { table: true })} | ${(0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_1__/* .mdText */ .bC)(RULE_TEXT[v.rule])} | ${(0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_1__/* .mdText */ .bC)(violationDetail(v.detail))} |`;
}
/** The state the verdict was decided on, written into every check so the Checks tab tells the whole story. */
function stateLines(lease, changes, headSha, baseSha) {
    const lines = [
        lease.source === 'none' ? `**Lease:** none: ${(0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_1__/* .mdText */ .bC)(lease.reason)}.` : `**Lease:** ${(0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_1__/* .mdText */ .bC)((0,_lease_config_js__WEBPACK_IMPORTED_MODULE_2__/* .describeLease */ .un)(lease))}.`,
        `**Roots:** ${rootsLine(lease.roots)}`,
        `**Head:** ${(0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_1__/* .mdCode */ .xs)(headSha)}; lease file read at base ${(0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_1__/* .mdCode */ .xs)(baseSha)}.`,
    ];
    if (changes) {
        const list = changes.githubList === 'complete'
            ? `GitHub listed the PR's ${changes.listed} file${changes.listed === 1 ? '' : 's'}`
            : changes.githubList === 'truncated'
                ? `GitHub listed ${changes.listed} of ${changes.changedFiles} files, so git's diff supplied the complete list`
                : `GitHub reports ${changes.changedFiles} changed files, beyond its 3,000-file list, so git's diff supplied the complete list`;
        lines.push(`**Changes:** ${list}${changes.gitDiff ? ` (file modes from git, merge base ${(0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_1__/* .mdCode */ .xs)(changes.mergeBase)})` : ''}.`);
    }
    return lines;
}
function checkText(decision, lease, changes, headSha, baseSha, settings) {
    const state = stateLines(lease, changes, headSha, baseSha);
    if (decision.verdict === 'pass') {
        return {
            title: `Inside the write roots (${decision.written} path${decision.written === 1 ? '' : 's'})`,
            summary: [`Every path this PR writes is inside its lease.`, ...state].join('\n\n'),
        };
    }
    const n = decision.violations.length;
    const summary = [
        `This PR writes ${n} path${n === 1 ? '' : 's'} outside its lease; it is quarantined (label ${(0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_1__/* .mdCode */ .xs)(settings.quarantineLabel)}, auto-merge off).`,
        ...state,
        ...(lease.source === 'none' ? [leaseExample(settings)] : []),
    ].join('\n\n');
    const header = ['| path | rule broken | change |', '| --- | --- | --- |'];
    const rows = [];
    let size = (0,_core_utf8_js__WEBPACK_IMPORTED_MODULE_4__/* .utf8Bytes */ .dy)(header.join('\n'));
    for (const v of decision.violations) {
        const row = violationRow(v);
        const bytes = (0,_core_utf8_js__WEBPACK_IMPORTED_MODULE_4__/* .utf8Bytes */ .dy)(row);
        if (size + bytes + 200 > CHECK_TEXT_BUDGET)
            break;
        rows.push(row);
        size += bytes + 1;
    }
    const rest = n - rows.length;
    const text = [
        ...header,
        ...rows,
        ...(rest > 0 ? ['', `…and ${rest} more: the job summary and the step output \`violations\` list every path.`] : []),
    ].join('\n');
    return { title: `Refused: ${n} path${n === 1 ? '' : 's'} outside the write roots`, summary, text };
}
function undecidableCheckText(reason, headSha, baseSha) {
    return {
        title: 'Refused: could not decide',
        summary: [
            `mergexo/write-root-gate could not read everything this PR writes, so it refuses (it never passes on partial data): ${(0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_1__/* .mdText */ .bC)(reason)}`,
            'Re-run the job; if it keeps failing, the message above says what is missing.',
            `**Head:** ${(0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_1__/* .mdCode */ .xs)(headSha ?? 'unknown')}${baseSha ? `; base ${(0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_1__/* .mdCode */ .xs)(baseSha)}` : ''}.`,
        ].join('\n\n'),
    };
}
/**
 * The check while a retargeted PR is judged again: pending, so the verdict written for the old base no longer
 * reads as this commit's. Branch names are the PR's (anyone can push a branch): code spans.
 */
function baseChangedCheckText(from, to) {
    const move = from && to ? ` from ${(0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_1__/* .mdCode */ .xs)(from)} to ${(0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_1__/* .mdCode */ .xs)(to)}` : '';
    return {
        title: 'Pending: the base changed, judging again',
        summary: [
            `This PR's base branch changed${move}. The lease and what the merge writes both depend on the base, so ` +
                'the verdict given for the old base no longer holds: auto-merge is turned off and this run judges the PR ' +
                'against its new base.',
            'If this check stays pending, re-run the job.',
        ].join('\n\n'),
    };
}
/** The log line of a run that finds its PR retargeted once judged (branch names are the PR's). */
function baseMovedLog(from, to) {
    return (0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_1__/* .logLine */ .BP)(`The PR's base changed from ${from} to ${to} during evaluation; evaluating it against the new base.`);
}
const BASE_KEPT_MOVING = "the PR's base branch kept changing while it was evaluated; the next edited event will judge it.";
function configurationCheckText(message) {
    return {
        title: 'Refused: configuration error',
        summary: 'mergexo/write-root-gate cannot judge this PR until its configuration is fixed (the lease file, an input or a ' +
            `permission), so nothing passes. Fix this, then re-run the job or push: ${(0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_1__/* .mdText */ .bC)(message)}`,
    };
}
/** The one quarantine comment, edited in place as the findings change. */
function quarantineCommentText(decision, lease, settings) {
    const n = decision.violations.length;
    const shown = decision.violations.slice(0, COMMENT_PATH_LIMIT);
    const lines = [
        `### ⛔ mergexo/write-root-gate quarantined this pull request`,
        '',
        lease.source === 'none'
            ? `No lease applies to this PR: ${(0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_1__/* .mdText */ .bC)(lease.reason)}. It may write nothing, so ${n === 1 ? 'its one path is' : `all ${n} of its paths are`} out of bounds.`
            : `This PR writes ${n} path${n === 1 ? '' : 's'} outside its lease **${(0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_1__/* .mdText */ .bC)(lease.name)}** (${lease.origin ? `${(0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_1__/* .mdText */ .bC)(lease.origin)}: ` : ''}${(0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_1__/* .mdText */ .bC)(lease.reason)}).`,
        '',
        `Write roots: ${rootsLine(lease.roots)}`,
        '',
        '| path | rule broken | change |',
        '| --- | --- | --- |',
        ...shown.map(violationRow),
    ];
    if (n > shown.length)
        lines.push('', `…and ${n - shown.length} more: the ${(0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_1__/* .mdCode */ .xs)(settings.checkName)} check lists every path.`);
    lines.push('', `Auto-merge is off, the label ${(0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_1__/* .mdCode */ .xs)(settings.quarantineLabel)} is on and the check ${(0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_1__/* .mdCode */ .xs)(settings.checkName)} fails ` +
        'until a push brings the PR back inside its roots; this comment is updated then.', '');
    if (lease.source === 'none') {
        lines.push(leaseExample(settings));
    }
    else {
        lines.push('**Ways out:** revert or move the changes outside the roots and push, or ask a maintainer to widen the lease in ' +
            `${(0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_1__/* .mdCode */ .xs)(settings.leaseFile)} on the base branch (a PR cannot widen its own lease: the file is read from the base).`);
    }
    return lines.join('\n');
}
function backInBoundsCommentText(lease, settings) {
    return [
        `### ✅ mergexo/write-root-gate: back inside the write roots`,
        '',
        `Every path this PR now writes is inside its lease **${(0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_1__/* .mdText */ .bC)(lease.name)}** (${rootsLine(lease.roots)}).`,
        `The label ${(0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_1__/* .mdCode */ .xs)(settings.quarantineLabel)} is removed and the check ${(0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_1__/* .mdCode */ .xs)(settings.checkName)} passes. ` +
            'Auto-merge stays off until someone turns it on again.',
    ].join('\n');
}
/** The group commit's check when the merge group's ref names no pull request. */
function unnamedMergeGroupCheckText(headRef) {
    return {
        title: 'Refused: merge group names no pull request',
        summary: `The merge group ref ${(0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_1__/* .mdCode */ .xs)(headRef)} does not name a pull request (${(0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_1__/* .mdCode */ .xs)('pr-<number>-<sha>')}), so its changes cannot be matched to a lease.`,
    };
}
/** What the group commit's check says above the queued PR's verdict. */
function mergeGroupNote(headSha, headRef, number, ahead = []) {
    const others = ahead.length
        ? ` Every PR ahead of it in the queue, whose changes the group also holds (${ahead.map((n) => `#${n}`).join(', ')}), was re-judged too and passes.`
        : '';
    return `Merge group ${(0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_1__/* .mdCode */ .xs)(headSha)} (${(0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_1__/* .mdCode */ .xs)(headRef)}): verdict of PR #${number}, re-judged now.${others}`;
}
/** The group commit's check when a PR ahead of the queued one is refused: the group lands them all or none. */
function groupMemberRefusedCheckText(failing, number, ownPasses) {
    return {
        title: `Refused: this merge group also holds ${(0,_core_pr_commit_verdict_js__WEBPACK_IMPORTED_MODULE_0__/* .failingNames */ .hY)(failing)}, which writes outside its roots`,
        summary: `PR #${number} ${ownPasses ? 'is inside its own roots' : 'is refused itself'}, but the group commit also holds ` +
            `the changes of ${(0,_core_pr_commit_verdict_js__WEBPACK_IMPORTED_MODULE_0__/* .failingNames */ .hY)(failing)}, ahead of it in the queue, and ${failing.length === 1 ? 'that PR is' : 'those PRs are'} ` +
            'refused now (see the check on each head). A merge group lands every PR it holds (with "only merge ' +
            'non-failing pull requests" off, GitHub lands the PRs ahead with a later group even when their own group ' +
            'failed), so it passes only when each of them does.',
    };
}
/** The group commit's check when the queue cannot say which PRs the group holds. */
function groupUnlistedCheckText(number, reason) {
    return {
        title: `Refused: could not tell which PRs this merge group holds (#${number})`,
        summary: `The gate judges every PR a merge group lands, and could not list the PRs ahead of #${number} in the queue: ` +
            `${(0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_1__/* .mdText */ .bC)(reason)}. Not knowing a group's PRs is not vouching for them; queue the PR again for a new group.`,
    };
}
function groupWithoutBaseReason(headRef) {
    return `the merge_group event names no base branch (no base_ref, and the ref ${headRef} is not gh-readonly-queue/<base>/pr-<n>-<sha>)`;
}
function judgingGroupMemberLine(number, groupSha) {
    return `Judging PR #${number} for the merge group ${(0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_1__/* .short */ .Al)(groupSha)}.`;
}
/** The head's check when this PR is in bounds but another open PR on the same commit is not. */
function sharedRefusalCheckText(failing, shared) {
    return {
        title: `Refused: this commit also heads ${(0,_core_pr_commit_verdict_js__WEBPACK_IMPORTED_MODULE_0__/* .failingNames */ .hY)(failing)}, which writes outside its roots`,
        summary: shared,
    };
}
/** How many paths the check annotates: one check-run request's worth; the check text lists every path. */
const MAX_CHECK_ANNOTATIONS = 50;
/** GitHub shows at most 10 error annotations per step. */
const MAX_STEP_ANNOTATIONS = 10;
/** The check's annotations of a refusal, one per offending path (the first 50). */
function checkAnnotations(decision, lease) {
    return decision.violations.slice(0, MAX_CHECK_ANNOTATIONS).map((v) => ({
        path: v.path,
        title: `Outside the lease '${lease.name}'`,
        message: `${RULE_TEXT[v.rule]}: ${violationDetail(v.detail)}`,
    }));
}
function stepAnnotations(decision) {
    return decision.violations.slice(0, MAX_STEP_ANNOTATIONS).map((v) => ({
        message: `${RULE_TEXT[v.rule]}: ${violationDetail(v.detail)}`,
        file: v.path,
        title: 'mergexo/write-root-gate',
    }));
}
/** The words of the gate's writes, as the job summary and the log report them. */
const EFFECT = {
    check: (conclusion, sha) => `write the ${conclusion} check on ${sha}`,
    checkWritten: (id) => `check run ${id}`,
    pending: (sha) => `set the check on ${sha} back to pending (the base changed)`,
    pendingWritten: (id) => `check run ${id} in progress`,
    autoMerge: 'disable auto-merge',
    autoMergeDone: 'auto-merge disabled',
    /** GitHub asks for `contents: write` too (ohdearquant/khive#1066): the fix, in one line. */
    autoMergeForbidden: 'the token may not turn auto-merge off (Resource not accessible by integration): GitHub asks for ' +
        "`contents: write` beside `pull-requests: write` for it. Add both to the job's `permissions:` block (and, " +
        'for a GitHub App, grant Contents: Read and write and mint its token with `permission-contents: write`).',
    addLabel: (label) => `add the label '${label}'`,
    labelAdded: 'label added',
    labelThere: 'label already there',
    removeLabel: (label) => `remove the label '${label}'`,
    labelRemoved: 'label removed',
    comment: 'comment on the pull request',
    updateComment: 'update the quarantine comment',
    commentResult: (r) => (r === 'unchanged' ? 'comment already up to date' : `comment ${r}`),
    failed: (what, detail) => `mergexo/write-root-gate: could not ${what}: ${detail}`,
    /** Observe mode (src/core/enforcement.ts): what enforcement would have written, and that nothing was. */
    observed: 'write nothing on the pull request (observe mode)',
    wouldQuarantine: (label) => `nothing written; enforcement would have disabled auto-merge, added the label '${label}' and commented`,
    wouldRelease: (label) => `nothing written; enforcement would have removed the label '${label}' and updated the quarantine comment`,
    takeBackReady: 'take back the ready for review mark',
    readyTakenBack: 'ready mark taken back',
    readyNotThere: 'no ready mark to take back',
};
/** Why the gate could not decide when GitHub or git kept failing. */
function failedAfterRetries(message) {
    return `GitHub or git failed after retries: ${message}`;
}
/** The job summary stays far below GitHub's 1 MiB limit. */
const SUMMARY_ROWS = 5000;
/** The job summary and the step's failure line of a judged PR (`groupSha`: judged for its merge group). */
function runReport(result, settings, groupSha) {
    const { decision, lease } = result;
    const effects = result.effects.map((e) => `${e.ok ? '✅' : '❌'} ${e.what}: ${(0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_1__/* .htmlText */ .js)(e.detail)}`).join('<br>');
    const where = `PR #${result.number}${groupSha ? ` (merge group ${(0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_1__/* .short */ .Al)(groupSha)})` : ''}`;
    if (result.undecidable !== undefined) {
        const summary = {
            heading: `mergexo/write-root-gate: ${where} refused ⛔ (could not decide)`,
            header: ['PR', 'head', 'verdict', 'reason'],
            rows: [[`#${result.number}`, (0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_1__/* .htmlCode */ .h8)(result.headSha), 'refused', (0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_1__/* .htmlText */ .js)(result.undecidable)]],
            ...(effects ? { footer: effects } : {}),
        };
        return {
            summary,
            failure: `mergexo/write-root-gate could not decide on ${where} and refuses: ${(0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_1__/* .logLine */ .BP)(result.undecidable)}`,
        };
    }
    if (result.groupFailing?.length) {
        const others = (0,_core_pr_commit_verdict_js__WEBPACK_IMPORTED_MODULE_0__/* .failingNames */ .hY)(result.groupFailing);
        const summary = {
            heading: `mergexo/write-root-gate: ${where} refused ⛔ (the group also holds ${others})`,
            header: ['PR', 'verdict'],
            rows: [
                ...result.groupFailing.map((p) => [`#${p.number}`, 'refused (ahead in the queue)']),
                [`#${result.number}`, decision?.verdict === 'pass' && !result.sharedWith?.length ? 'pass' : 'refused'],
            ],
            ...(effects ? { footer: effects } : {}),
        };
        return {
            summary,
            failure: `mergexo/write-root-gate: the merge group of ${where} also holds ${others}, which is refused; a group lands every PR it holds.`,
        };
    }
    if (!decision || !lease)
        return undefined;
    if (result.sharedWith?.length) {
        const others = (0,_core_pr_commit_verdict_js__WEBPACK_IMPORTED_MODULE_0__/* .failingNames */ .hY)(result.sharedWith);
        const summary = {
            heading: `mergexo/write-root-gate: ${where} refused ⛔ (its head also heads ${others})`,
            header: ['PR', 'head', 'verdict', 'why'],
            rows: [
                [
                    `#${result.number}`,
                    (0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_1__/* .htmlCode */ .h8)(result.headSha),
                    'refused',
                    `inside its own roots, but the same commit heads ${others}, which is refused; a check on a commit counts for every PR it heads`,
                ],
            ],
        };
        return {
            summary,
            failure: `mergexo/write-root-gate: ${where} is inside its own roots, but its head ${result.headSha} also heads ${others}, ` +
                'which is refused; a check on a commit counts for every PR it heads, so it stays failing until each of them passes.',
        };
    }
    if (decision.verdict === 'refused') {
        const rows = decision.violations
            .slice(0, SUMMARY_ROWS)
            .map((v) => [(0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_1__/* .htmlCode */ .h8)(v.path), (0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_1__/* .htmlText */ .js)(RULE_TEXT[v.rule]), (0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_1__/* .htmlText */ .js)(violationDetail(v.detail))]);
        const more = decision.violations.length - rows.length;
        const summary = {
            heading: `mergexo/write-root-gate: ${where} refused ⛔`,
            lead: `${decision.violations.length} of ${decision.written} written paths are out of bounds. ` +
                `Lease <b>${(0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_1__/* .htmlText */ .js)(lease.name)}</b>${lease.origin ? ` (${(0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_1__/* .htmlText */ .js)(lease.origin)})` : ''}: ${(0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_1__/* .htmlText */ .js)(lease.reason)}. Roots: ${lease.roots.length ? lease.roots.map((r) => (0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_1__/* .htmlCode */ .h8)(r)).join(', ') : '<i>none</i>'}.`,
            header: ['path', 'rule broken', 'change'],
            rows,
            footer: [more > 0 ? `…and ${more} more (the step output <code>violations</code> lists every path).` : '', effects]
                .filter(Boolean)
                .join('<br>'),
        };
        // Paths can hold anything git allows: each is made a safe log line before it joins the message.
        const shown = decision.paths
            .slice(0, 5)
            .map((p) => (0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_1__/* .logLine */ .BP)(p))
            .join(', ');
        const rest = decision.paths.length > 5 ? ` and ${decision.paths.length - 5} more` : '';
        // A write the user must fix (auto-merge left on for want of a permission) is named on the same line.
        const unfixed = result.effects
            .filter((e) => !e.ok && e.configuration)
            .map((e) => ` It could not ${e.what}: ${(0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_1__/* .logLine */ .BP)(e.detail)}`)
            .join('');
        return {
            summary,
            failure: (lease.source === 'none'
                ? `mergexo/write-root-gate: ${where} is refused: no lease applies to it (${(0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_1__/* .logLine */ .BP)(lease.reason)}), so it may write ` +
                    `none of its paths (${shown}${rest}). Add a lease for it in ${settings.leaseFile} ` +
                    "on the base branch or list roots in the 'write-roots' input; the PR comment shows an example."
                : `mergexo/write-root-gate: ${where} is refused: ${(0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .LS)(decision.paths.length, 'path')} outside the write roots of lease ` +
                    `'${(0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_1__/* .logLine */ .BP)(lease.name)}' (${(0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_1__/* .logLine */ .BP)(rootsLine(lease.roots))}): ${shown}${rest}. See the check and the PR comment.`) +
                unfixed,
        };
    }
    const summary = {
        heading: `mergexo/write-root-gate: ${where} inside its write roots ✅`,
        header: ['PR', 'head', 'verdict', 'lease', 'roots', 'paths written'],
        rows: [
            [
                `#${result.number}`,
                (0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_1__/* .htmlCode */ .h8)(result.headSha),
                'pass',
                (0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_1__/* .htmlText */ .js)(lease.name),
                lease.roots.map((r) => (0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_1__/* .htmlCode */ .h8)(r)).join('<br>'),
                String(decision.written),
            ],
        ],
        ...(effects ? { footer: effects } : {}),
    };
    // The verdict is a pass, but a side effect the user must fix (a missing permission, the
    // check itself) fails the step so it is noticed.
    const broken = result.effects.filter((e) => !e.ok && (e.configuration || e.verdict));
    if (broken.length === 0)
        return { summary };
    return {
        summary,
        failure: `mergexo/write-root-gate: ${where} is inside its roots, but ${broken.map((e) => `could not ${e.what} (${(0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_1__/* .logLine */ .BP)(e.detail)})`).join('; ')}.`,
    };
}


/***/ }),

/***/ 4750:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Q: () => (/* binding */ DEFAULT_LEASE_FILE),
  P$: () => (/* binding */ parseSettings)
});

// UNUSED EXPORTS: DEFAULT_CHECK_NAME, DEFAULT_QUARANTINE_LABEL, parseRootLines

// EXTERNAL MODULE: ./src/core/enforcement.ts
var enforcement = __webpack_require__(3050);
// EXTERNAL MODULE: ./src/core/errors.ts
var errors = __webpack_require__(2721);
// EXTERNAL MODULE: ./src/core/inputs.ts
var inputs = __webpack_require__(9431);
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
var ready_mark = __webpack_require__(4342);
;// CONCATENATED MODULE: ./src/core/protocol/index.ts
/**
 * What the actions say to one another through GitHub: every marker, label and check one action reads from
 * another is declared, rendered and read in this folder, and described in `docs/protocol.md`.
 */






// EXTERNAL MODULE: ./src/core/ready-mark/mark.ts
var mark = __webpack_require__(6225);
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

// EXTERNAL MODULE: ./src/core/paths/glob-syntax.ts
var glob_syntax = __webpack_require__(329);
// EXTERNAL MODULE: ./src/core/paths/normalize.ts
var normalize = __webpack_require__(9924);
// EXTERNAL MODULE: ./src/core/paths/protected.ts
var paths_protected = __webpack_require__(1029);
;// CONCATENATED MODULE: ./src/write-root-gate/settings.ts








const DEFAULT_LEASE_FILE = '.github/mergexo.yml';

const DEFAULT_CHECK_NAME = 'mergexo/write-root-gate';
/**
 * `write-roots` holds one root per line (`#` starts a comment line). Commas do not separate
 * roots: they belong to brace globs such as `src/{a,b}/**`.
 */
function parseRootLines(text, name) {
    const roots = [];
    text.split(/\r?\n/).forEach((line, i) => {
        const value = line.trim();
        if (value === '' || value.startsWith('#'))
            return;
        try {
            const root = (0,glob_syntax/* normalizeRoot */.e)(value);
            if (!roots.includes(root))
                roots.push(root);
        }
        catch (e) {
            throw new errors/* ConfigurationError */.j1(`Input '${name}' line ${i + 1}: ${e.message}`);
        }
    });
    return roots;
}
/** Parses the inputs once; every user mistake becomes a ConfigurationError naming its fix. */
function parseSettings(read) {
    const token = (0,inputs/* requiredInput */.YF)(read, 'github-token', 'pass `${{ github.token }}` or an App token.');
    const rawFile = read('lease-file') || DEFAULT_LEASE_FILE;
    const leaseFile = (0,normalize/* normalizePath */.Fd)(rawFile);
    if (leaseFile === '' || leaseFile.split('/').includes('..') || normalize/* MAGIC_CHARS */.UE.test(leaseFile)) {
        throw new errors/* ConfigurationError */.j1(`Input 'lease-file' must be a file path inside the repository such as ${DEFAULT_LEASE_FILE}, got '${rawFile}'.`);
    }
    // Validated like roots (a bad glob is the user's mistake, named with its line).
    const protectedPaths = parseRootLines(read('protected-paths'), 'protected-paths');
    return {
        token,
        enforcement: (0,enforcement/* enforcementInput */.Ti)(read),
        writeRoots: parseRootLines(read('write-roots'), 'write-roots'),
        leaseFile,
        // Empty means the default list: there is no way to protect nothing but the lease file by accident.
        protectedPaths: protectedPaths.length > 0 ? protectedPaths : [...paths_protected/* DEFAULT_PROTECTED_PATHS */.Y],
        quarantineLabel: (0,inputs/* labelInput */.Xu)(read, 'quarantine-label', ready_mark/* DEFAULT_QUARANTINE_LABEL */.Qo),
        checkName: read('check-name') || DEFAULT_CHECK_NAME,
        ready: parseReadyMarkSettings(read),
    };
}


/***/ })

};
