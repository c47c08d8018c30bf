export const id = 343;
export const ids = [343];
export const modules = {

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
// EXTERNAL MODULE: ./src/core/words.ts
var words = __webpack_require__(4269);
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
/* harmony export */   describeLease: () => (/* binding */ describeLease),
/* harmony export */   failedAfterRetries: () => (/* binding */ failedAfterRetries),
/* harmony export */   groupMemberRefusedCheckText: () => (/* binding */ groupMemberRefusedCheckText),
/* harmony export */   groupUnlistedCheckText: () => (/* binding */ groupUnlistedCheckText),
/* harmony export */   groupWithoutBaseReason: () => (/* binding */ groupWithoutBaseReason),
/* harmony export */   groupWithoutPullMessage: () => (/* binding */ groupWithoutPullMessage),
/* harmony export */   judgingGroupMemberLine: () => (/* binding */ judgingGroupMemberLine),
/* harmony export */   leaseExample: () => (/* binding */ leaseExample),
/* harmony export */   leaseReasonText: () => (/* binding */ leaseReasonText),
/* harmony export */   matchHeldText: () => (/* binding */ matchHeldText),
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
/* harmony import */ var _core_utf8_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3573);
/* harmony import */ var _core_untrusted_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1310);
/* harmony import */ var _core_paths_normalize_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9924);




/** The conditions of a lease's `match` that held, in a phrase (none: the lease applies to every PR). */
function matchHeldText(held) {
    if (held.length === 0)
        return 'it applies to every pull request';
    const phrase = (h) => {
        switch (h.kind) {
            case 'branch':
                return `head branch '${h.branch}' matches '${h.glob}'`;
            case 'author':
                return `author is @${h.login}`;
            case 'label':
                return `label '${h.label}' is on the PR`;
        }
    };
    return held.map(phrase).join(' and ');
}
/** Why a lease applies to a PR, or why none does, in words. */
function leaseReasonText(why) {
    const app = why.bareApp;
    const hint = app
        ? `; lease ${app.leases.map((l) => `'${l.name}' (line ${l.line})`).join(', ')} names author ${app.bare}, ` +
            `a user's login, which never matches the App: write author: ${app.author} for the App`
        : '';
    switch (why.kind) {
        case 'matched':
            return matchHeldText(why.held) + (why.inputAdded ? "; the workflow's write-roots are added" : '') + hint;
        case 'input':
            return ((why.fileLeases
                ? `no lease in ${why.leaseFile} matches this PR, so the workflow's write-roots apply`
                : "the workflow's write-roots apply to every PR") + hint);
        case 'none': {
            const pr = why.subject;
            const facts = `branch '${pr.headRef}', author @${pr.author}` +
                (pr.labels.length ? `, labels ${pr.labels.map((l) => `'${l}'`).join(', ')}` : ', no labels') +
                (pr.isCrossRepository ? ', from a fork' : '');
            return ((why.fileLeases
                ? `no lease in ${why.leaseFile} matches this PR (${facts})`
                : `no lease is configured: no write-roots input and no leases in ${why.leaseFile}`) + hint);
        }
    }
}
/** The lease in a phrase: `billing-agent (.github/mergexo.yml line 5: head branch 'x' matches 'y')`. */
function describeLease(lease) {
    return `${lease.name} (${lease.origin ? `${lease.origin}: ` : ''}${leaseReasonText(lease.why)})`;
}
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
        ? `git refuses ${(0,_core_paths_normalize_js__WEBPACK_IMPORTED_MODULE_2__/* .invalidPathReason */ .z4)(detail.refused.path) ?? 'it'}`
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
        lease.source === 'none'
            ? `**Lease:** none: ${(0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_1__/* .mdText */ .bC)(leaseReasonText(lease.why))}.`
            : `**Lease:** ${(0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_1__/* .mdText */ .bC)(describeLease(lease))}.`,
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
    let size = (0,_core_utf8_js__WEBPACK_IMPORTED_MODULE_3__/* .utf8Bytes */ .dy)(header.join('\n'));
    for (const v of decision.violations) {
        const row = violationRow(v);
        const bytes = (0,_core_utf8_js__WEBPACK_IMPORTED_MODULE_3__/* .utf8Bytes */ .dy)(row);
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
            ? `No lease applies to this PR: ${(0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_1__/* .mdText */ .bC)(leaseReasonText(lease.why))}. It may write nothing, so ${n === 1 ? 'its one path is' : `all ${n} of its paths are`} out of bounds.`
            : `This PR writes ${n} path${n === 1 ? '' : 's'} outside its lease **${(0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_1__/* .mdText */ .bC)(lease.name)}** (${lease.origin ? `${(0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_1__/* .mdText */ .bC)(lease.origin)}: ` : ''}${(0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_1__/* .mdText */ .bC)(leaseReasonText(lease.why))}).`,
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
                `Lease <b>${(0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_1__/* .htmlText */ .js)(lease.name)}</b>${lease.origin ? ` (${(0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_1__/* .htmlText */ .js)(lease.origin)})` : ''}: ${(0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_1__/* .htmlText */ .js)(leaseReasonText(lease.why))}. Roots: ${lease.roots.length ? lease.roots.map((r) => (0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_1__/* .htmlCode */ .h8)(r)).join(', ') : '<i>none</i>'}.`,
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
                ? `mergexo/write-root-gate: ${where} is refused: no lease applies to it (${(0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_1__/* .logLine */ .BP)(leaseReasonText(lease.why))}), so it may write ` +
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


/***/ })

};
