import { createRequire as __WEBPACK_EXTERNAL_createRequire } from "module";
/******/ var __webpack_modules__ = ({

/***/ 8603:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   $m: () => (/* binding */ HANDS_OFF),
/* harmony export */   BB: () => (/* binding */ decideRound),
/* harmony export */   EV: () => (/* binding */ decideReady),
/* harmony export */   Re: () => (/* binding */ planTransition),
/* harmony export */   SN: () => (/* binding */ mergeabilityDelayMs),
/* harmony export */   _B: () => (/* binding */ decideMergeResult),
/* harmony export */   as: () => (/* binding */ groupMemberFailure),
/* harmony export */   im: () => (/* binding */ OUTCOMES),
/* harmony export */   n7: () => (/* binding */ STEP_PASSES),
/* harmony export */   oS: () => (/* binding */ MERGEABILITY_ASKS),
/* harmony export */   sg: () => (/* binding */ roundKey),
/* harmony export */   tC: () => (/* binding */ passesCommit)
/* harmony export */ });
/* unused harmony export FAILED_ROUND */
/* harmony import */ var _core_fingerprint_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(6708);
/* harmony import */ var _core_identity_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(3484);
/* harmony import */ var _core_pr_trust_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(9105);
/* harmony import */ var _core_protocol_checks_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(6008);
/* harmony import */ var _reason_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(3243);





/**
 * Where a round ends. The contract's outcomes, plus the ones a careful user needs named:
 * `no_checks` (nothing to wait for appeared within the grace period), `needs_human` (the PR is
 * on hold, ci-wait leaves it alone), `pending` (event mode: not done yet, a later event decides),
 * `skipped` (the event is not about an open PR's current head), `error` (GitHub kept failing) and
 * `shared_head` (the PR itself is a success, but its head commit also heads another open PR that is
 * not, so the commit's check fails: a check counts for every PR on its commit).
 */
const OUTCOMES = [
    'success',
    'ci_failed',
    'conflict',
    'closed',
    'timeout',
    'merged',
    'merge_failed',
    'no_checks',
    'needs_human',
    'pending',
    'skipped',
    'error',
    'shared_head',
];
/** Outcomes that spend one of the PR's attempts: the author has something to fix. */
const FAILED_ROUND = new Set(['ci_failed', 'conflict', 'timeout', 'merge_failed']);
/** Outcomes after which ci-wait writes nothing at all on the PR. */
const HANDS_OFF = new Set(['closed', 'pending', 'skipped', 'error']);
/** Whether a PR with this outcome lets the commit it heads pass (src/core/pr/commit-verdict.ts). */
function passesCommit(outcome) {
    return outcome === 'success' || outcome === 'merged';
}
/**
 * The step fails unless the outcome is one of these. A closed or merged PR passes: there is nothing left to
 * wait for, and a red step on every closed PR (a workflow subscribed to `closed`) says nothing.
 */
const STEP_PASSES = new Set(['success', 'merged', 'closed', 'pending', 'skipped']);
const done = (outcome, reason, mergeableKnown) => ({
    kind: 'done',
    outcome,
    reason,
    mergeableKnown,
});
const names = (items) => items.map((i) => i.name);
/**
 * The contract's transitions, read from one observation of the PR. A closed PR stops
 * everything; a PR on hold is left alone; a conflict is reported (or the base merged in) without
 * waiting for CI, which GitHub does not run on a conflicting PR anyway; otherwise every counted
 * check must finish, mergeability must be known, and only then is the PR a success (and merged,
 * when asked).
 */
function decideRound(input) {
    const { pr, checks, mode } = input;
    const known = pr.mergeable !== null;
    if (pr.merged)
        return done('closed', { kind: 'merged-elsewhere' }, known);
    if (!pr.open)
        return done('closed', { kind: 'pull-closed' }, known);
    if (pr.held)
        return done('needs_human', { kind: 'on-hold' }, known);
    if (input.branchUpdate.state === 'requested') {
        if (input.timedOut)
            return done('timeout', { kind: 'update-timed-out' }, false);
        if (mode === 'event')
            return done('pending', { kind: 'update-in-flight' }, false);
        return { kind: 'wait', for: 'branch-update', reason: { kind: 'update-landing' } };
    }
    if (pr.mergeable === false) {
        if (input.onConflict === 'update-branch' && input.branchUpdate.state === 'available') {
            return { kind: 'update-branch', because: 'conflict' };
        }
        const refused = input.branchUpdate.state === 'refused' ? { refusal: input.branchUpdate.reason } : {};
        return done('conflict', { kind: 'conflict', ...refused }, true);
    }
    const pending = checks.counted.filter((c) => c.result === 'pending');
    const failed = checks.counted.filter((c) => c.result === 'failed');
    const nothingYet = checks.counted.length === 0 && !input.allowNoChecks;
    const stillExpecting = !input.graceOver && (checks.missing.length > 0 || nothingYet);
    if (pending.length > 0 || stillExpecting) {
        const running = names(pending);
        if (input.timedOut) {
            if (failed.length === 0)
                return done('timeout', { kind: 'checks-timed-out', running }, known);
        }
        else if (mode === 'event') {
            return done('pending', { kind: 'checks-running', running, failedSoFar: failed.length }, known);
        }
        else {
            return { kind: 'wait', for: 'checks', reason: { kind: 'checks-running', running } };
        }
    }
    if (!known && !input.mergeabilityExhausted && !input.timedOut) {
        return { kind: 'wait', for: 'mergeability', reason: { kind: 'mergeability-unknown' } };
    }
    if (failed.length > 0) {
        return done('ci_failed', { kind: 'checks-failed', failed: names(failed), stillRunning: pending.length }, known);
    }
    if (checks.counted.length === 0 && !input.allowNoChecks) {
        return done('no_checks', { kind: 'no-checks-appeared' }, known);
    }
    if (checks.missing.length > 0) {
        return done('no_checks', { kind: 'required-missing', missing: [...checks.missing] }, known);
    }
    if (!known)
        return done('timeout', { kind: 'mergeability-never-known' }, false);
    if (input.merge) {
        if (pr.mergeableState === 'behind' &&
            input.onConflict === 'update-branch' &&
            input.branchUpdate.state === 'available') {
            return { kind: 'update-branch', because: 'behind' };
        }
        return { kind: 'merge', method: input.merge };
    }
    return done('success', { kind: 'passed', checks: checks.counted.length }, true);
}
/** Re-asking mergeability: 2, 4, 8, 16, 32, 32 s, then it is reported as unknown. */
const MERGEABILITY_ASKS = 6;
function mergeabilityDelayMs(asked) {
    return Math.min(2000 * 2 ** asked, 32_000);
}
/**
 * A merge is `merged` only when the PR itself says it was merged by us; GitHub's answer alone is
 * not trusted, and an answer lost on the wire does not hide a merge that happened.
 */
function decideMergeResult(answer, after, viewer) {
    if (after.merged) {
        // Both logins are REST's (`name[bot]` for an App): a user who holds the bot's bare name is someone else.
        const byViewer = after.mergedBy !== null && (0,_core_identity_js__WEBPACK_IMPORTED_MODULE_1__/* .sameLogin */ .Up)(after.mergedBy, viewer);
        if ((answer.ok && answer.merged) || byViewer) {
            return done('merged', answer.ok ? { kind: 'merged', message: answer.message } : { kind: 'merged-by-token' }, true);
        }
        return done('closed', { kind: 'merged-by-other', by: after.mergedBy }, true);
    }
    if (!after.open)
        return done('closed', { kind: 'pull-was-closed' }, true);
    if (answer.ok) {
        return done('merge_failed', answer.merged ? { kind: 'merge-claimed-open' } : { kind: 'merge-declined', message: answer.message }, true);
    }
    return done('merge_failed', { kind: 'merge-refused', status: answer.status, message: answer.message }, true);
}
/**
 * A round's identity: the same observation twice (a re-run of the same event, a run resumed
 * after a crash) gives the same key, so it is counted and commented once. A CI re-run that fails
 * again has new check run ids, so it is a new round; a merge refused for another cause (another
 * status or answer from GitHub) is a new round too. Only facts count: never the words they read in.
 */
function roundKey(outcome, head, detail = {}) {
    switch (outcome) {
        case 'ci_failed':
            return `ci_failed:${head}:${(0,_core_fingerprint_js__WEBPACK_IMPORTED_MODULE_0__/* .digestText */ .M6)((detail.failed ?? [])
                .map((c) => `${c.kind}:${c.id}`)
                .sort()
                .join(','))}`;
        case 'merge_failed':
            return `merge_failed:${head}:${(0,_core_fingerprint_js__WEBPACK_IMPORTED_MODULE_0__/* .digestText */ .M6)(detail.reason ? (0,_reason_js__WEBPACK_IMPORTED_MODULE_2__/* .reasonFacts */ .E)(detail.reason) : '')}`;
        default:
            return `${outcome}:${head}`;
    }
}
/**
 * Outcomes with a finding comment: every failed round asks the author to act, and its comment is
 * where the count of failed rounds lives. A `timeout` asks too: a check that never finished (or a
 * PR whose mergeability GitHub never computed) needs the author to re-run or fix it.
 */
const FINDINGS = new Set(['ci_failed', 'conflict', 'merge_failed', 'timeout']);
/** Whether two states agree on what decides later rounds (the outcome and head are only reported). */
function sameState(a, b) {
    if (!a)
        return false;
    const keys = ['attempts', 'lastRound', 'held', 'holds', 'seen'];
    return keys.every((k) => (a[k] ?? undefined) === (b[k] ?? undefined));
}
/**
 * The writes an outcome calls for. Labels follow the outcome (a green run removes
 * `ci-failed`), but only while mergeability is known; failed rounds are counted once each, and
 * the round that reaches `max-attempts` puts the PR on hold: label, one comment, then silence
 * until a human removes the label (which starts the count again).
 */
function planTransition(input) {
    const { outcome, state, labels } = input;
    const hasHoldLabel = labels.includes(input.needsHumanLabel);
    const nothing = (attempts) => ({
        next: state ?? { attempts: 0 },
        writeState: false,
        addLabels: [],
        removeLabels: [],
        finding: false,
        resolveOthers: false,
        holdComment: false,
        tampered: false,
        verdict: undefined,
        attempt: attempts,
    });
    if (HANDS_OFF.has(outcome))
        return nothing(state?.attempts ?? 0);
    if (outcome === 'needs_human')
        return { ...nothing(state?.attempts ?? 0), verdict: 'failure' };
    // A hold whose label is gone was lifted by a human once its comment was posted; without the
    // comment, the run that put it on hold was cut short and this run finishes it.
    const lifted = state?.held === true && !hasHoldLabel && input.holdCommentExists;
    const prior = lifted
        ? { attempts: 0, holds: state?.holds, ...(state?.seen ? { seen: state.seen } : {}) }
        : (state ?? { attempts: 0 });
    // Fail closed: a comment of ours edited or deleted by someone else since the state was written
    // may have been the newest carrier of the count. The count cannot be trusted: a human decides.
    const tampered = outcome !== 'merged' && input.tamperEvidence > (prior.seen ?? 0);
    const failedRound = FAILED_ROUND.has(outcome);
    const counted = failedRound && input.round !== prior.lastRound;
    const attempts = prior.attempts + (counted ? 1 : 0);
    const resuming = prior.held === true;
    const hold = resuming || tampered || (failedRound && attempts >= input.maxAttempts);
    const holds = (prior.holds ?? 0) + (hold && !resuming ? 1 : 0);
    const next = {
        attempts,
        ...(counted ? { lastRound: input.round } : prior.lastRound ? { lastRound: prior.lastRound } : {}),
        outcome,
        head: input.head,
        ...(hold ? { held: true } : {}),
        ...(holds > 0 ? { holds } : {}),
        ...(input.tamperEvidence > 0 ? { seen: Math.max(input.tamperEvidence, prior.seen ?? 0) } : {}),
    };
    const remember = state !== undefined || attempts > 0 || hold;
    const want = new Set();
    const drop = new Set();
    if (input.mergeableKnown) {
        if (outcome === 'ci_failed') {
            want.add(input.failedLabel);
            drop.add(input.conflictLabel);
        }
        else if (outcome === 'conflict') {
            want.add(input.conflictLabel);
            drop.add(input.failedLabel);
        }
        else {
            drop.add(input.failedLabel);
            drop.add(input.conflictLabel);
        }
    }
    if (hold)
        want.add(input.needsHumanLabel);
    return {
        next,
        writeState: remember && !sameState(state, next),
        addLabels: [...want].filter((l) => !labels.includes(l)),
        removeLabels: [...drop].filter((l) => labels.includes(l) && !want.has(l)),
        finding: FINDINGS.has(outcome) && !(outcome === 'conflict' && input.conflictReported),
        resolveOthers: true,
        holdComment: hold,
        tampered,
        verdict: (outcome === 'success' || outcome === 'merged') && !hold ? 'success' : 'failure',
        attempt: attempts,
    };
}
/**
 * A PR the group would land passes only when ci-wait's own newest verdict on its current head is a success: a
 * head ci-wait refused (CI failed, on hold, a shared head) or never judged is not vouched for by the group's CI.
 */
function groupMemberFailure(state, conclusion) {
    if (state !== 'OPEN')
        return 'not-open';
    if (conclusion === undefined || conclusion === null)
        return 'unjudged';
    return conclusion === 'success' ? undefined : 'refused';
}
/**
 * Mergeable states in which the PR cannot land as it is: it conflicts (`dirty`), the branch must be
 * updated first (`behind`: the base requires it up to date), or GitHub does not know (`unknown`: fail
 * closed). `blocked` is not among them: a missing required review is what the mark asks for.
 */
const UNLANDABLE_STATES = new Set(['dirty', 'behind', 'unknown']);
/** The newest of `items` (GitHub's ids grow with time), or undefined. */
function newest(items) {
    return items.reduce((a, x) => (a === undefined || x.id > a.id ? x : a), undefined);
}
const PASSING_RUN = new Set(['success', 'neutral', 'skipped']);
/**
 * A required check that is not mergexo's, as GitHub judges it: the newest check run of that name (of the
 * pinned App when the requirement names one), else the newest commit status of that context (a status
 * has no App, so it never satisfies a pinned requirement). `passed`, or what it is instead (`missing`).
 */
function requiredResult(name, appId, input) {
    const run = newest(input.runs.filter((r) => r.name === name && (appId === undefined || r.appId === appId)));
    if (run) {
        if (run.status !== 'completed')
            return run.status;
        return run.conclusion !== null && PASSING_RUN.has(run.conclusion) ? 'passed' : (run.conclusion ?? 'unknown');
    }
    const status = appId === undefined ? newest(input.statuses.filter((s) => s.context === name)) : undefined;
    if (status)
        return status.state === 'success' ? 'passed' : status.state;
    return 'missing';
}
/**
 * Whether the PR is marked ready for review: ci-wait's own success on its current head (green CI, GitHub's
 * test merge clean), a mergeable state in which it can land, no blocking label, every gate on the head
 * passing, and every check the base requires present and passing. A gate is a check run named `mergexo/*`
 * other than ci-wait's own: mergexo's own newest run of each name must be a success, and a run of another
 * identity never counts for a pass (a workflow can forge one) while one that is not a success still blocks (it
 * may be mergexo under another token; fail closed). A required gate that has not reported yet is a block, not a
 * pass: the mark speaks of what was judged, never of an absence. Required checks that cannot be read block too.
 */
function decideReady(input) {
    const blocks = [];
    if (input.outcome !== 'success')
        blocks.push({ kind: 'outcome', outcome: input.outcome });
    const state = input.mergeableState.toLowerCase();
    if (UNLANDABLE_STATES.has(state))
        blocks.push({ kind: 'state', state });
    if (input.isDraft && !input.draftMode)
        blocks.push({ kind: 'state', state: 'draft' });
    const shown = new Map(input.labels.map((l) => [l.toLowerCase(), l]));
    for (const label of new Set(input.blockingLabels.map((l) => l.toLowerCase()))) {
        const found = shown.get(label);
        if (found !== undefined)
            blocks.push({ kind: 'label', label: found });
    }
    const self = (0,_core_pr_trust_js__WEBPACK_IMPORTED_MODULE_3__/* .botless */ .X2)(input.viewer);
    const gates = new Map();
    for (const run of input.runs) {
        if (!(0,_core_protocol_checks_js__WEBPACK_IMPORTED_MODULE_4__/* .isMergexoCheckName */ .f)(run.name) || run.name === input.checkName)
            continue;
        const foreign = !run.app || run.app.toLowerCase() !== self;
        const key = `${foreign ? 'foreign' : 'own'}:${run.name}`;
        const seen = gates.get(key);
        if (!seen || run.id > seen.id)
            gates.set(key, run);
    }
    for (const [key, run] of [...gates].sort(([a], [b]) => a.localeCompare(b))) {
        const passed = run.status === 'completed' && run.conclusion === 'success';
        if (passed)
            continue;
        const result = run.status === 'completed' ? (run.conclusion ?? 'unknown') : run.status;
        blocks.push({ kind: 'gate', name: run.name, result, foreign: key.startsWith('foreign:') });
    }
    if (!input.required.known) {
        blocks.push({ kind: 'required-unknown', why: input.required.why });
        return { ready: false, blocks };
    }
    const required = [...input.required.checks].sort((a, b) => a.name.localeCompare(b.name));
    for (const { name, appId } of required) {
        // ci-wait's own verdict is the outcome above, written on this head just before; its job is still running.
        if (name === input.checkName || input.selfNames?.includes(name))
            continue;
        if ((0,_core_protocol_checks_js__WEBPACK_IMPORTED_MODULE_4__/* .isMergexoCheckName */ .f)(name)) {
            // Only mergexo's own run speaks for a gate; one that is there and not passing is listed above.
            if (!gates.has(`own:${name}`) && !blocks.some((b) => b.kind === 'gate' && b.name === name)) {
                blocks.push({ kind: 'gate', name, result: 'missing', foreign: false });
            }
            continue;
        }
        const result = requiredResult(name, appId, input);
        if (result !== 'passed')
            blocks.push({ kind: 'required', name, result });
    }
    return { ready: blocks.length === 0, blocks };
}


/***/ }),

/***/ 5725:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Nt: () => (/* binding */ escapeRegExp),
/* harmony export */   SO: () => (/* binding */ compileGlob),
/* harmony export */   _I: () => (/* binding */ matchesAny)
/* harmony export */ });
/**
 * Check names are not paths: `CI / build (ubuntu)` is one name. So `*` matches any run of
 * characters, `/` included, and `?` exactly one; `[abc]` is a character class. Everything else
 * is literal and matching is case-sensitive, like the names GitHub shows.
 */
function compileGlob(pattern) {
    let source = '';
    for (let i = 0; i < pattern.length; i++) {
        const c = pattern[i];
        if (c === '*') {
            source += '.*';
        }
        else if (c === '?') {
            source += '.';
        }
        else if (c === '[') {
            const end = pattern.indexOf(']', i + 2);
            if (end < 0)
                throw new Error('an unclosed `[`');
            let body = pattern.slice(i + 1, end);
            const negate = body.startsWith('!') || body.startsWith('^');
            if (negate)
                body = body.slice(1);
            source += `[${negate ? '^' : ''}${body.replace(/[\\\]^]/g, '\\$&')}]`;
            i = end;
        }
        else {
            source += escapeRegExp(c);
        }
    }
    return new RegExp(`^${source}$`, 's');
}
function matchesAny(name, globs) {
    return globs.some((g) => g.test(name));
}
function escapeRegExp(s) {
    return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}


/***/ }),

/***/ 5686:
/***/ ((module, __unused_webpack___webpack_exports__, __nccwpck_require__) => {

__nccwpck_require__.a(module, async (__webpack_handle_async_dependencies__, __webpack_async_result__) => { try {
/* harmony import */ var _core_action_inputs_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(6512);
/* harmony import */ var _core_enforcement_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(3050);
/* harmony import */ var _core_entrypoint_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(7736);
/* harmony import */ var _core_merge_group_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(8329);
/* harmony import */ var _core_report_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(844);
/* harmony import */ var _core_run_context_js__WEBPACK_IMPORTED_MODULE_5__ = __nccwpck_require__(3539);
/* harmony import */ var _core_shell_js__WEBPACK_IMPORTED_MODULE_6__ = __nccwpck_require__(8580);
/* harmony import */ var _messages_js__WEBPACK_IMPORTED_MODULE_7__ = __nccwpck_require__(9483);
/* harmony import */ var _outputs_js__WEBPACK_IMPORTED_MODULE_8__ = __nccwpck_require__(2069);
/* harmony import */ var _settings_js__WEBPACK_IMPORTED_MODULE_9__ = __nccwpck_require__(6381);
/* harmony import */ var _shell_js__WEBPACK_IMPORTED_MODULE_10__ = __nccwpck_require__(3882);
/* harmony import */ var _targets_js__WEBPACK_IMPORTED_MODULE_11__ = __nccwpck_require__(9965);












await (0,_core_entrypoint_js__WEBPACK_IMPORTED_MODULE_2__/* .runEntrypoint */ .ac)('ci-wait', async () => {
    try {
        const ctx = (0,_core_run_context_js__WEBPACK_IMPORTED_MODULE_5__/* .readRunContext */ .$p)(process.env);
        (0,_core_run_context_js__WEBPACK_IMPORTED_MODULE_5__/* .requireEvent */ .M9)(ctx, 'ci-wait', [..._targets_js__WEBPACK_IMPORTED_MODULE_11__/* .POLL_EVENTS */ .kB, ..._targets_js__WEBPACK_IMPORTED_MODULE_11__/* .ONCE_EVENTS */ .ug, 'merge_group']);
        const settings = (0,_settings_js__WEBPACK_IMPORTED_MODULE_9__/* .parseSettings */ .P)(_core_action_inputs_js__WEBPACK_IMPORTED_MODULE_0__/* .actionInputs */ .e, { job: ctx.job });
        (0,_core_entrypoint_js__WEBPACK_IMPORTED_MODULE_2__/* .maskToken */ .gg)(settings.token);
        (0,_core_enforcement_js__WEBPACK_IMPORTED_MODULE_1__/* .declareRunEnforcement */ .gn)(settings.enforcement);
        const shell = await (0,_core_shell_js__WEBPACK_IMPORTED_MODULE_6__/* .shellContext */ .G8)('ci-wait', settings.token, ctx, settings.enforcement);
        const startedAt = shell.clock.now();
        const detailsUrl = ctx.runId ? `${ctx.serverUrl}/${ctx.owner}/${ctx.repo}/actions/runs/${ctx.runId}` : undefined;
        if (ctx.eventName === 'merge_group') {
            const group = (0,_core_merge_group_js__WEBPACK_IMPORTED_MODULE_3__/* .requireMergeGroup */ .Lk)(ctx);
            const report = await (0,_shell_js__WEBPACK_IMPORTED_MODULE_10__/* .runMergeGroup */ .N)(shell, settings, group, startedAt, detailsUrl);
            (0,_core_report_js__WEBPACK_IMPORTED_MODULE_4__/* .setOutputs */ .n0)((0,_outputs_js__WEBPACK_IMPORTED_MODULE_8__/* .groupOutputs */ .Y)(report));
            await (0,_core_report_js__WEBPACK_IMPORTED_MODULE_4__/* .writeSummary */ .Sy)((0,_messages_js__WEBPACK_IMPORTED_MODULE_7__/* .groupSummary */ .Y3)(report, group));
            const failure = (0,_messages_js__WEBPACK_IMPORTED_MODULE_7__/* .groupFailure */ .Kn)(report);
            if (failure !== undefined)
                (0,_core_report_js__WEBPACK_IMPORTED_MODULE_4__/* .failStep */ .vy)(failure);
            return;
        }
        const { reports, skipped } = await (0,_shell_js__WEBPACK_IMPORTED_MODULE_10__/* .runPulls */ .s)(shell, settings, ctx, startedAt, detailsUrl);
        (0,_core_report_js__WEBPACK_IMPORTED_MODULE_4__/* .setOutputs */ .n0)((0,_outputs_js__WEBPACK_IMPORTED_MODULE_8__/* .outputsFor */ .k5)(reports));
        await (0,_core_report_js__WEBPACK_IMPORTED_MODULE_4__/* .writeSummary */ .Sy)((0,_messages_js__WEBPACK_IMPORTED_MODULE_7__/* .summaryTable */ .jb)(reports, settings.maxAttempts, skipped));
        for (const r of reports)
            shell.log.info((0,_messages_js__WEBPACK_IMPORTED_MODULE_7__/* .outcomeLine */ .RW)(r));
        const failure = (0,_messages_js__WEBPACK_IMPORTED_MODULE_7__/* .failureMessage */ .oh)(reports);
        if (failure !== undefined)
            (0,_core_report_js__WEBPACK_IMPORTED_MODULE_4__/* .failStep */ .vy)(failure);
    }
    catch (e) {
        (0,_core_report_js__WEBPACK_IMPORTED_MODULE_4__/* .setOutputs */ .n0)(_outputs_js__WEBPACK_IMPORTED_MODULE_8__/* .ERROR_OUTPUTS */ .Q1);
        const reported = (0,_outputs_js__WEBPACK_IMPORTED_MODULE_8__/* .asReported */ .Kl)(e);
        await (0,_core_report_js__WEBPACK_IMPORTED_MODULE_4__/* .writeSummary */ .Sy)((0,_messages_js__WEBPACK_IMPORTED_MODULE_7__/* .errorSummary */ .N5)(reported)).catch(() => undefined);
        throw reported;
    }
});

__webpack_async_result__();
} catch(e) { __webpack_async_result__(e); } }, 1);

/***/ }),

/***/ 9483:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   $9: () => (/* binding */ LOG),
/* harmony export */   Kn: () => (/* binding */ groupFailure),
/* harmony export */   N5: () => (/* binding */ errorSummary),
/* harmony export */   NK: () => (/* binding */ findingText),
/* harmony export */   RC: () => (/* binding */ bodyWithoutMarker),
/* harmony export */   RW: () => (/* binding */ outcomeLine),
/* harmony export */   Sw: () => (/* binding */ verdictTitle),
/* harmony export */   Xk: () => (/* binding */ partReasonText),
/* harmony export */   Y3: () => (/* binding */ groupSummary),
/* harmony export */   g1: () => (/* binding */ groupCheckSummary),
/* harmony export */   g2: () => (/* binding */ resolvedText),
/* harmony export */   gA: () => (/* binding */ noteText),
/* harmony export */   jb: () => (/* binding */ summaryTable),
/* harmony export */   k6: () => (/* binding */ verdictSummary),
/* harmony export */   oh: () => (/* binding */ failureMessage),
/* harmony export */   pL: () => (/* binding */ holdText),
/* harmony export */   w3: () => (/* binding */ verdictCheckTitle),
/* harmony export */   xt: () => (/* binding */ keptMoving)
/* harmony export */ });
/* unused harmony exports neutralize, excerpt, OUTCOME_WORDS, updateRefusalWords, reasonWords, reasonText, ciFailedText, conflictText, mergeFailedText, timeoutText, checkRows, sharedHeadTitle, checkTable, groupUnnamed, skipText, readyBlockText, readyLine */
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_8__ = __nccwpck_require__(2721);
/* harmony import */ var _core_markers_js__WEBPACK_IMPORTED_MODULE_7__ = __nccwpck_require__(3591);
/* harmony import */ var _core_untrusted_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(1310);
/* harmony import */ var _core_workflow_refusal_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(1438);
/* harmony import */ var _core_pr_commit_verdict_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(9662);
/* harmony import */ var _decide_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(8603);
/* harmony import */ var _reason_js__WEBPACK_IMPORTED_MODULE_6__ = __nccwpck_require__(3243);
/* harmony import */ var _core_pr_reviewers_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(9075);
/* harmony import */ var _core_utf8_js__WEBPACK_IMPORTED_MODULE_5__ = __nccwpck_require__(3573);









// ---------------------------------------------------------------------------------------------
// Text that came from elsewhere (check names and output are written by whatever CI ran on the
// PR, which the PR's author may control; reasons quote check names; refusals quote GitHub) goes
// through src/core/untrusted.ts: names in code spans, sentences as defused text, CI output in a
// fence it cannot close. Excerpts are also kept free of terminal colours, comment delimiters and
// live-looking mentions, though a fence renders none of them.
// eslint-disable-next-line no-control-regex
const ANSI = /\u001b\[[0-9;?]*[ -/]*[@-~]/g;
/** CI output for an excerpt: no terminal colours, no comment delimiters, mentions and links defused. */
function neutralize(text) {
    return (0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_0__/* .defuse */ .VP)(text.replace(ANSI, '')).replace(/<!--/g, '<\u200b!--').replace(/-->/g, '--\u200b>');
}
const EXCERPT_LINES = 12;
const EXCERPT_CHARS = 700;
/** A short excerpt: the first non-empty lines, clipped. */
function excerpt(parts) {
    const lines = parts
        .flatMap((p) => neutralize(p).split(/\r?\n/))
        .map((l) => l.trimEnd())
        .filter((l, i, all) => l.trim() !== '' || (i > 0 && all[i - 1]?.trim() !== ''));
    while (lines.length > 0 && lines[lines.length - 1]?.trim() === '')
        lines.pop();
    if (lines.length === 0)
        return undefined;
    let text = lines.slice(0, EXCERPT_LINES).join('\n');
    const clipped = lines.length > EXCERPT_LINES || text.length > EXCERPT_CHARS;
    if (text.length > EXCERPT_CHARS)
        text = (0,_core_utf8_js__WEBPACK_IMPORTED_MODULE_5__/* .codePointPrefix */ .sS)(text, EXCERPT_CHARS);
    return clipped ? `${text}\n…` : text;
}
// ---------------------------------------------------------------------------------------------
const OUTCOME_WORDS = {
    success: '✅ success',
    merged: '✅ merged',
    ci_failed: '❌ CI failed',
    conflict: '⚠️ conflict',
    closed: 'closed',
    timeout: '⏱️ timed out',
    merge_failed: '⛔ merge failed',
    no_checks: '❔ no checks appeared',
    needs_human: '🙋 needs a human',
    pending: '⏳ pending',
    skipped: 'skipped',
    error: '⚠️ error',
    shared_head: '🔗 another PR on this commit fails',
};
// ---------------------------------------------------------------------------------------------
// Reasons (./reason.ts): decided as data, worded here
const plural = (n, word) => `${n} ${word}${n === 1 ? '' : 's'}`;
/** What checks are still awaited: `1 check still running (build)`, or none yet. */
function waitingOnWords(running) {
    return running.length > 0
        ? `${plural(running.length, 'check')} still running (${running.join(', ')})`
        : 'no checks yet';
}
/** Why the branch was not updated, in words (GitHub's answer as it gave it). */
function updateRefusalWords(refusal) {
    switch (refusal.kind) {
        case 'github':
        case 'workflows':
            return refusal.message;
        case 'updates-spent':
            return `ci-wait already updated this branch ${refusal.updates} times in this run`;
        case 'update-did-not-land':
            return 'GitHub accepted the update, but the head did not move within a minute';
        case 'group-never-updated':
            return 'a merge group branch is never updated';
        case 'observing':
            return 'observe mode: enforcement would have merged the base branch into the head here';
    }
}
/** A reason in words, as a clause (no closing period; names and GitHub's answers as they are). */
function reasonWords(reason) {
    switch (reason.kind) {
        case 'merged-elsewhere':
            return 'the pull request was merged elsewhere';
        case 'pull-closed':
            return 'the pull request is closed';
        case 'pull-was-closed':
            return 'the pull request was closed';
        case 'on-hold':
            return 'the pull request is on hold for a human';
        case 'update-timed-out':
            return 'the branch update GitHub accepted did not land before the timeout';
        case 'update-in-flight':
            return 'the base branch is being merged into the head; the new head decides';
        case 'update-landing':
            return 'waiting for the branch update to land';
        case 'conflict':
            return ('the pull request conflicts with its base branch' +
                (reason.refusal ? `; updating the branch failed: ${updateRefusalWords(reason.refusal)}` : ''));
        case 'checks-running': {
            const failed = reason.failedSoFar ?? 0;
            const waitingOn = waitingOnWords(reason.running);
            return failed > 0 ? `${waitingOn}; ${plural(failed, 'check')} failed so far` : waitingOn;
        }
        case 'checks-timed-out':
            return `timed out: ${waitingOnWords(reason.running)}`;
        case 'mergeability-unknown':
            return 'GitHub is still computing whether the PR can merge';
        case 'mergeability-never-known':
            return 'GitHub did not compute whether the PR can merge';
        case 'checks-failed': {
            const still = reason.stillRunning > 0 ? `; ${plural(reason.stillRunning, 'check')} still running at the timeout` : '';
            return `${plural(reason.failed.length, 'check')} failed (${reason.failed.join(', ')})${still}`;
        }
        case 'no-checks-appeared':
            return 'no checks appeared on this head within the grace period';
        case 'required-missing':
            return `required checks never appeared: ${reason.missing.join(', ')}`;
        case 'passed':
            return reason.checks === 0
                ? 'no checks to wait for, and the PR can merge'
                : 'every check passed and the PR can merge';
        case 'merged':
            return reason.message;
        case 'merged-by-token':
            return 'GitHub shows the PR merged by this token';
        case 'merged-by-other':
            return `the pull request was merged by @${reason.by ?? 'someone else'}`;
        case 'merge-claimed-open':
            return 'GitHub answered that the PR was merged, but the PR is still open';
        case 'merge-declined':
            return `GitHub did not merge the PR: ${reason.message}`;
        case 'merge-refused':
            return `GitHub refused to merge (${reason.status ?? 'no answer'}): ${reason.message}`;
        case 'merge-after-refused-update':
            return `${reasonWords(reason.merge).replace(/\.$/, '')}; updating the branch first failed: ${updateRefusalWords(reason.update)}`;
        case 'closed-meanwhile':
            return `the pull request was ${reason.state.toLowerCase()} while ci-wait evaluated it`;
        case 'moved-before-verdict':
            return `${movedBeforeVerdict(reason.to)}; the events for the new head decide`;
        case 'moved-on':
            return `the PR's head moved on to ${(0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_0__/* .short */ .Al)(reason.to)}; the events for that head decide`;
        case 'tampered':
            return "someone else edited or deleted mergexo's comments on this PR; the PR is on hold for a human";
        case 'group-passed':
            return reason.checks === 0
                ? 'no checks to wait for on the merge group commit'
                : 'every check on the merge group commit passed';
        case 'shared-head':
            return `every check passed and the PR can merge, but its head commit also heads ${(0,_core_pr_commit_verdict_js__WEBPACK_IMPORTED_MODULE_2__/* .failingNames */ .hY)(reason.failing)}, which does not pass`;
        case 'group-member-failing':
            return (`every check on the merge group commit passed, but the group also lands ${(0,_core_pr_commit_verdict_js__WEBPACK_IMPORTED_MODULE_2__/* .failingNames */ .hY)(reason.failing)}, ` +
                "which ci-wait's verdict on its own head does not pass");
        case 'group-unlisted':
            return `the PRs this merge group would land could not be listed (${reason.error}); not knowing them is not vouching for them`;
        case 'group-unnamed':
            return `the PRs this merge group would land could not be listed (${groupUnnamed(reason.headRef)}); not knowing them is not vouching for them`;
    }
}
function movedBeforeVerdict(now) {
    return `the head moved to ${(0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_0__/* .short */ .Al)(now)} just before ci-wait wrote its verdict`;
}
/**
 * A reason as it reads after the outcome's own words ("⏱️ timed out: ...", "Timed out: ..."): a
 * timeout's reason starts by saying it timed out, which is not said twice.
 */
function reasonText(outcome, reason) {
    if (outcome === 'timeout' && reason.kind === 'checks-timed-out')
        return waitingOnWords(reason.running);
    return reasonWords(reason);
}
function roundLine(ctx) {
    return (`This is failed round ${ctx.attempt} of ${ctx.maxAttempts}; after ${ctx.maxAttempts} ci-wait hands the PR to a ` +
        `human (label ${(0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_0__/* .mdCode */ .xs)(ctx.needsHumanLabel)}).`);
}
function checkEntry(check) {
    const details = (0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_0__/* .mdLink */ .YF)('details', check.url);
    const head = `- ${(0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_0__/* .mdCode */ .xs)(check.name)}: **${(0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_0__/* .mdText */ .bC)(check.conclusion)}**${details ? ` (${details})` : ''}`;
    const text = excerpt(check.output);
    return text ? `${head}\n\n${(0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_0__/* .mdFence */ .F)(text).replace(/^/gm, '  ')}` : head;
}
function ciFailedText(ctx, failed, pending) {
    const lines = [
        `### ❌ CI failed on ${(0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_0__/* .mdCode */ .xs)((0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_0__/* .short */ .Al)(ctx.head))}`,
        '',
        `${failed.length === 1 ? 'One check' : `${failed.length} checks`} failed on head ${(0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_0__/* .mdCode */ .xs)(ctx.head)}:`,
        '',
        ...failed.map(checkEntry),
    ];
    if (pending.length > 0) {
        lines.push('', `Still running when ci-wait stopped waiting: ${pending.map((c) => (0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_0__/* .mdCode */ .xs)(c.name)).join(', ')}.`);
    }
    lines.push('', '**What to do:** fix what the checks report and push a new commit. If a check failed for reasons that have ' +
        'nothing to do with this PR, re-run it from its details page; ci-wait judges the re-run.', '', roundLine(ctx));
    return lines.join('\n');
}
/** ci-wait's attempt to merge the base in, refused by GitHub, and the fix when the token is the cause. */
function updateRefusalLines(ctx, updateRefusal) {
    if (!updateRefusal)
        return [];
    const base = (0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_0__/* .mdCode */ .xs)(ctx.baseRef);
    return [
        '',
        `ci-wait tried to merge ${base} into the branch and GitHub refused: ${(0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_0__/* .mdText */ .bC)(updateRefusalWords(updateRefusal).replace(/\.$/, ''))}.`,
        ...(updateRefusal.kind === 'workflows' ? ['', (0,_core_workflow_refusal_js__WEBPACK_IMPORTED_MODULE_1__/* .workflowRefusalFix */ .Tm)(ctx.baseRef, true)] : []),
    ];
}
function conflictText(ctx, updateRefusal) {
    const base = (0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_0__/* .mdCode */ .xs)(ctx.baseRef);
    return [
        `### ⚠️ This PR conflicts with ${base}`,
        '',
        `GitHub cannot merge head ${(0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_0__/* .mdCode */ .xs)(ctx.head)} into ${base} without conflicts, so it cannot land, and CI may not run.`,
        ...updateRefusalLines(ctx, updateRefusal),
        '',
        `**What to do:** merge ${base} into the branch, resolve the conflicts, and push:`,
        '```sh',
        `git fetch origin ${(0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_0__/* .shellWord */ .r7)(ctx.baseRef)}`,
        `git merge ${(0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_0__/* .shellWord */ .r7)(`origin/${ctx.baseRef}`)}`,
        '# resolve the conflicts, then: git add <files> && git commit',
        'git push',
        '```',
        "Merge rather than rebase: a rebase rewrites the PR's history.",
        '',
        roundLine(ctx),
    ].join('\n');
}
function mergeFailedText(ctx, method, reason, updateRefusal) {
    // The branch had to be brought up to date first and GitHub would not let this token do it.
    if (updateRefusal?.kind === 'workflows') {
        const base = (0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_0__/* .mdCode */ .xs)(ctx.baseRef);
        return [
            '### ⛔ Merge refused: the branch could not be updated',
            '',
            `ci-wait found every check passing on ${(0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_0__/* .mdCode */ .xs)((0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_0__/* .short */ .Al)(ctx.head))}, but the branch is behind ${base}, which branch ` +
                `protection requires it to be up to date with. GitHub refused to merge ${base} into the branch: ` +
                `${(0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_0__/* .mdText */ .bC)(updateRefusalWords(updateRefusal).replace(/\.$/, ''))}.`,
            '',
            (0,_core_workflow_refusal_js__WEBPACK_IMPORTED_MODULE_1__/* .workflowRefusalFix */ .Tm)(ctx.baseRef, true),
            '',
            `**What to do now:** merge ${base} into the branch yourself and push (CI then runs on the new head):`,
            '```sh',
            `git fetch origin ${(0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_0__/* .shellWord */ .r7)(ctx.baseRef)}`,
            `git merge ${(0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_0__/* .shellWord */ .r7)(`origin/${ctx.baseRef}`)}`,
            'git push',
            '```',
            '',
            roundLine(ctx),
        ].join('\n');
    }
    const status = (0,_reason_js__WEBPACK_IMPORTED_MODULE_6__/* .mergeStatus */ .R)(reason);
    const hint = status === 409
        ? 'The head moved after ci-wait checked it; the run for the new head decides.'
        : status === 405
            ? 'Branch protection still blocks the merge (required reviews or checks, or the branch is behind its base). ' +
                'Satisfy the rule, then re-run ci-wait.'
            : "Check the PR's merge box for what GitHub requires, then re-run ci-wait.";
    return [
        '### ⛔ Merge refused',
        '',
        `ci-wait found every check passing on ${(0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_0__/* .mdCode */ .xs)((0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_0__/* .short */ .Al)(ctx.head))} and asked GitHub to merge it (${method}). ${(0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_0__/* .mdText */ .bC)(reasonWords(reason))}.`,
        '',
        `**What to do:** ${hint}`,
        '',
        roundLine(ctx),
    ].join('\n');
}
/** A round that never finished: a check still running, or GitHub never computing whether the PR can merge. */
function timeoutText(ctx, reason, pending) {
    const still = pending.length > 0 ? pending.map((c) => (0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_0__/* .mdCode */ .xs)(c.name)).join(', ') : undefined;
    return [
        `### ⏱️ ci-wait timed out on ${(0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_0__/* .mdCode */ .xs)((0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_0__/* .short */ .Al)(ctx.head))}`,
        '',
        `ci-wait stopped waiting on head ${(0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_0__/* .mdCode */ .xs)(ctx.head)}: ${(0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_0__/* .mdText */ .bC)(reasonText('timeout', reason))}.`,
        ...(still ? ['', `Still running: ${still}.`] : []),
        '',
        '**What to do:** look at why it never finished (a hung or queued job, a check that never reports), then re-run ' +
            'it or push a new commit; the next event, or a re-run of ci-wait, judges the result.',
        '',
        roundLine(ctx),
    ].join('\n');
}
/** The finding comment an outcome calls for, if it calls for one. */
function findingText(ctx, finding) {
    switch (finding.outcome) {
        case 'ci_failed':
            return ciFailedText(ctx, finding.failed, finding.pending);
        case 'conflict':
            return conflictText(ctx, finding.updateRefusal);
        case 'merge_failed':
            return mergeFailedText(ctx, finding.mergeMethod ?? 'merge', finding.reason, finding.updateRefusal);
        case 'timeout':
            return timeoutText(ctx, finding.reason, finding.pending);
        default:
            return undefined;
    }
}
function holdText(ctx, tamper = []) {
    if (tamper.length > 0) {
        return [
            '### 🙋 Handing this PR to a human',
            '',
            "Someone other than mergexo edited or deleted mergexo's comments on this PR, and ci-wait keeps its count of " +
                'failed rounds in its own comments, so it can no longer trust that count. It stops acting on the PR: no ' +
                'more labels, comments, branch updates or merges from ci-wait, and its check fails.',
            '',
            ...tamper.map((line) => `- ${(0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_0__/* .mdText */ .bC)(line)}`),
            '',
            `A person should look at who changed what. Remove the label ${(0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_0__/* .mdCode */ .xs)(ctx.needsHumanLabel)} to let ci-wait act ` +
                'again; the count of failed rounds then starts over from what ci-wait sees then.',
        ].join('\n');
    }
    return [
        '### 🙋 Handing this PR to a human',
        '',
        `ci-wait has counted ${ctx.attempt} failed rounds on this PR (limit \`max-attempts: ${ctx.maxAttempts}\`) and stops ` +
            'acting on it: no more labels, comments, branch updates or merges from ci-wait.',
        '',
        `A person should look at what keeps failing. Remove the label ${(0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_0__/* .mdCode */ .xs)(ctx.needsHumanLabel)} to let ci-wait act ` +
            'again; the count of failed rounds then starts over.',
    ].join('\n');
}
/** The finding comment as it reads once the PR moved past it (its original text kept folded). */
function resolvedText(original, now) {
    const outcome = `**${OUTCOME_WORDS[now.outcome]}**`;
    const status = !now.sameHead
        ? `**Outdated**: the PR moved on to ${(0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_0__/* .mdCode */ .xs)((0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_0__/* .short */ .Al)(now.head))} (${outcome}).`
        : now.outcome === 'success' || now.outcome === 'merged'
            ? `**Resolved**: on ${(0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_0__/* .mdCode */ .xs)((0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_0__/* .short */ .Al)(now.head))} the outcome is now ${outcome}.`
            : `**Superseded**: on ${(0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_0__/* .mdCode */ .xs)((0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_0__/* .short */ .Al)(now.head))} the outcome is now ${outcome}.`;
    return [status, '', '<details><summary>Earlier report</summary>', '', original, '', '</details>'].join('\n');
}
/** The finding text of a comment: its body without the marker line. */
function bodyWithoutMarker(body) {
    return (0,_core_markers_js__WEBPACK_IMPORTED_MODULE_7__/* .markerlessText */ .P$)(body);
}
// ---------------------------------------------------------------------------------------------
// The verdict check and the job summary
const VERDICT_TITLES = {
    success: () => 'CI passed and the PR can merge',
    merged: () => 'CI passed; merged',
    ci_failed: (r) => `CI failed: ${r}`,
    conflict: () => 'The PR conflicts with its base branch',
    timeout: (r) => `Timed out: ${r}`,
    no_checks: (r) => `No checks: ${r}`,
    merge_failed: () => 'Merge refused',
    needs_human: () => 'On hold: needs a human',
};
function verdictTitle(outcome, reason) {
    // A check run title is shown as plain text: one line, at most 200 characters.
    return (0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_0__/* .plainLine */ .h0)((VERDICT_TITLES[outcome] ?? ((r) => r))(reasonText(outcome, reason)), 200);
}
const REASONS = {
    mergexo: "mergexo's own",
    'status-named-mergexo': 'a commit status named like a mergexo check (mergexo writes check runs only)',
    self: 'the job running ci-wait',
    'not-selected': "not in 'checks'",
    ignored: "in 'ignore-checks'",
    superseded: 'superseded by a newer run',
};
/** The rows of the checks table, as HTML cells (job summary) or markdown table cells (check run summary). */
function checkRows(selection, html) {
    const name = (n) => (html ? (0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_0__/* .htmlCode */ .h8)(n) : (0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_0__/* .mdCode */ .xs)(n, { table: true }));
    const word = (w) => (html ? (0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_0__/* .htmlText */ .js)(w) : (0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_0__/* .mdText */ .bC)(w));
    const url = (c) => (html ? (c.url ? (0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_0__/* .htmlLink */ .Ar)('details', c.url) : '') : (0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_0__/* .mdLink */ .YF)('details', c.url));
    const icon = { passed: '✅', failed: '❌', pending: '⏳' };
    return [
        ...selection.counted.map((c) => [
            name(c.name),
            c.kind === 'status' ? 'status' : 'check run',
            `${icon[c.result]} ${word(c.conclusion)}`,
            'waited for',
            url(c),
        ]),
        ...selection.missing.map((n) => [name(n), 'required', '⏳ never appeared', 'waited for', '']),
        ...selection.excluded.map(({ item, reason }) => [
            name(item.name),
            item.kind === 'status' ? 'status' : 'check run',
            `${icon[item.result]} ${word(item.conclusion)}`,
            `not counted: ${REASONS[reason]}`,
            url(item),
        ]),
    ];
}
/** What to do, for outcomes that ask the author to act but have no finding comment to say it in. */
const VERDICT_HINTS = {
    no_checks: 'Nothing to wait for appeared. A branch updated with `GITHUB_TOKEN` starts no workflows: push a commit (or ' +
        're-run CI) to get checks. If this repository has no CI, set `allow-no-checks: true`.',
};
function verdictSummary(input) {
    const rows = checkRows(input.selection, false);
    const hint = VERDICT_HINTS[input.outcome];
    return [
        `Outcome: **${OUTCOME_WORDS[input.outcome]}** on ${(0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_0__/* .mdCode */ .xs)(input.head)}: ${(0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_0__/* .mdText */ .bC)(reasonText(input.outcome, input.reason))}.`,
        ...(hint ? ['', hint] : []),
        '',
        `State: ${input.attempt} failed round${input.attempt === 1 ? '' : 's'} of ${input.maxAttempts} counted on this PR.`,
        ...input.notes.map((n) => `\n${(0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_0__/* .mdText */ .bC)(noteText(n))}`),
        '',
        ...checkTable(rows, 'No checks on this head.'),
    ].join('\n');
}
/** The job summary's columns for one commit's checks (`checkRows(selection, true)`). */
const CHECK_HEADER = ['check', 'type', 'result', 'counted', 'link'];
/** The job summary's table of one commit's checks; none at all when no check was looked at (an empty header). */
function checkSummaryTable(selection) {
    const rows = checkRows(selection, true);
    return rows.length === 0 ? { header: [], rows: [] } : { header: CHECK_HEADER, rows };
}
/** The job summary; `skipped` says why no PR was looked at, when the event itself was not worth judging. */
function summaryTable(reports, maxAttempts, skipped) {
    const single = reports.length === 1 ? reports[0] : undefined;
    if (single) {
        return {
            heading: `mergexo/ci-wait: PR #${single.number} ${OUTCOME_WORDS[single.outcome]}`,
            lead: `${(0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_0__/* .htmlText */ .js)(reasonText(single.outcome, single.reason))}. Head ${(0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_0__/* .htmlCode */ .h8)(single.head)}; failed rounds ${single.attempt} of ${maxAttempts}.` +
                (single.ready ? ` ${(0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_0__/* .htmlText */ .js)(readyLine(single.ready))}` : ''),
            ...checkSummaryTable(single.selection),
        };
    }
    return {
        heading: `mergexo/ci-wait: ${reports.length} pull request${reports.length === 1 ? '' : 's'}`,
        lead: reports.length === 0
            ? (0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_0__/* .htmlText */ .js)(skipped ?? 'No open pull request has this commit as its head: nothing to judge.')
            : undefined,
        header: ['PR', 'outcome', 'head', 'failed rounds', 'reason'],
        rows: reports.map((r) => [
            `#${r.number}`,
            OUTCOME_WORDS[r.outcome],
            (0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_0__/* .htmlCode */ .h8)((0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_0__/* .short */ .Al)(r.head)),
            `${r.attempt} of ${maxAttempts}`,
            (0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_0__/* .htmlText */ .js)(reasonText(r.outcome, r.reason) + (r.ready ? `. ${readyLine(r.ready)}` : '')),
        ]),
    };
}
// ---------------------------------------------------------------------------------------------
// A commit that heads several open PRs (src/core/pr/commit-verdict.ts): its check passes only when each does.
/** Why another PR on the commit does not pass, in mergexo's own words (its check names stay out of the check). */
const OTHER_FAILS = {
    ci_failed: 'CI failed',
    conflict: 'conflicts with its base',
    timeout: 'timed out',
    merge_failed: 'merge refused',
    no_checks: 'no checks',
    needs_human: 'on hold for a human',
    pending: 'checks still running or expected',
    shared_head: 'another PR on its commit fails',
};
/** Why a PR fails a commit or a merge group, in mergexo's own words (core's `sharedHeadLine` renders with it). */
function partReasonText(reason) {
    switch (reason.kind) {
        case 'outcome':
            return OTHER_FAILS[reason.outcome] ?? reason.outcome;
        case 'unjudged':
            // Another PR on the commit that could not be judged: it fails the commit, and this says why.
            return 'could not be judged (GitHub did not answer)';
        case 'group-member':
            return groupMemberFails(reason.failure, reason.state, reason.head, reason.conclusion);
    }
}
/** The verdict check's title: the PR's own outcome, or the other PRs on its commit that keep it from passing. */
function verdictCheckTitle(title, outcome, reason) {
    return title.kind === 'shared' ? sharedHeadTitle((0,_core_pr_commit_verdict_js__WEBPACK_IMPORTED_MODULE_2__/* .failingNames */ .hY)(title.failing)) : verdictTitle(outcome, reason);
}
/** The verdict title when the commit fails because of another PR on it (`failing` is mergexo's own words). */
function sharedHeadTitle(failing) {
    return (0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_0__/* .plainLine */ .h0)(`This commit also heads ${failing}, which does not pass`, 200);
}
/** The verdict's table of checks, one row each, or a line saying there were none. */
function checkTable(rows, none) {
    if (rows.length === 0)
        return [none];
    return [
        '| check | type | result | counted | |',
        '| --- | --- | --- | --- | --- |',
        // Every cell is built for a table already (pipes escaped): joined as is.
        ...rows.map((r) => `| ${r.join(' | ')} |`),
    ];
}
// ---------------------------------------------------------------------------------------------
// merge_group (merge-group.ts): the checks of the queue's own commit
function groupCheckSummary(report, group) {
    const rows = checkRows(report.selection, false);
    return [
        `Outcome: **${OUTCOME_WORDS[report.outcome]}** on the merge group commit ${(0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_0__/* .mdCode */ .xs)(group.headSha)} ` +
            `(${(0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_0__/* .mdCode */ .xs)(group.headRef)}): ${(0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_0__/* .mdText */ .bC)(reasonText(report.outcome, report.reason))}.`,
        '',
        'In the merge queue, the CI that counts is the CI of the group commit: the base with the PRs ahead and ' +
            (report.number ? `PR #${report.number}` : 'the queued PR') +
            ' merged in. No label, comment or merge is made for a merge group.',
        '',
        ...checkTable(rows, 'No checks on this commit.'),
    ].join('\n');
}
/** Why a PR of a merge group fails the group (`groupMemberFailure`). */
function groupMemberFails(failure, state, head, conclusion) {
    switch (failure) {
        case 'not-open':
            return `it is ${state.toLowerCase()}`;
        case 'unjudged':
            return `ci-wait has no verdict on its head ${(0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_0__/* .short */ .Al)(head)}`;
        case 'refused':
            return `ci-wait's verdict on its head ${(0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_0__/* .short */ .Al)(head)} is ${conclusion ?? 'unknown'}`;
    }
}
/** A merge group ref that names no PR (or no base): its PRs cannot be listed. */
function groupUnnamed(headRef) {
    return `the merge group ref ${headRef} names no pull request and base (gh-readonly-queue/<base>/pr-<number>-<sha>)`;
}
function groupSummary(report, group) {
    return {
        heading: `mergexo/ci-wait: merge group ${OUTCOME_WORDS[report.outcome]}`,
        lead: `${(0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_0__/* .htmlText */ .js)(reasonText(report.outcome, report.reason))}. Group commit ${(0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_0__/* .htmlCode */ .h8)(group.headSha)}, ref ${(0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_0__/* .htmlCode */ .h8)(group.headRef)}.`,
        ...checkSummaryTable(report.selection),
    };
}
// ---------------------------------------------------------------------------------------------
// The step's log and failure lines
/** The run's closing log line for one PR. */
function outcomeLine(report) {
    return `PR #${report.number}: ${report.outcome}: ${reasonText(report.outcome, report.reason)}.`;
}
/** The step's failure message, one line per PR whose outcome fails the step; undefined when the step passes. */
function failureMessage(reports) {
    const failing = reports.filter((r) => !_decide_js__WEBPACK_IMPORTED_MODULE_3__/* .STEP_PASSES */ .n7.has(r.outcome));
    if (failing.length === 0)
        return undefined;
    return failing.map((r) => failureLine(`PR #${r.number}`, r.outcome, r.reason)).join('\n');
}
/** The step's failure line for a merge group, or undefined when the group passed. */
function groupFailure(report) {
    if (report.outcome === 'success')
        return undefined;
    return failureLine(`merge group ${report.head}`, report.outcome, report.reason);
}
/** Reasons quote check names, which any CI on the PR chooses: one safe log line each. */
function failureLine(subject, outcome, reason) {
    return (0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_0__/* .logLine */ .BP)(`mergexo/ci-wait: ${subject} ${OUTCOME_WORDS[outcome]}: ${reasonText(outcome, reason)}.`);
}
function errorSummary(e) {
    return {
        heading: `mergexo/ci-wait: ${OUTCOME_WORDS.error}`,
        header: ['outcome', 'why'],
        rows: [['error', (0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_0__/* .htmlText */ .js)((0,_core_errors_js__WEBPACK_IMPORTED_MODULE_8__/* .errorMessage */ .gJ)(e))]],
    };
}
// ---------------------------------------------------------------------------------------------
// What the shell says in the run's log while it waits and writes (and the notes a verdict carries)
/** Why an event is not yet a result to judge. */
function skipText(skip) {
    if (skip.kind === 'status-pending')
        return 'the status is pending';
    return `the ${skip.event.replace('_', ' ')} is ${skip.action ?? 'not completed'}, not completed`;
}
/** A note of the verdict's summary (the head-moved one is logged as it happens, too). */
function noteText(note) {
    switch (note.kind) {
        case 'head-moved':
            return LOG.headMovedDuringWait(note.from, note.to);
        case 'branch-updated':
            return LOG.branchUpdated(note.baseRef, note.head);
        case 'would-merge':
            return LOG.wouldMerge(note.number, note.head, note.method);
    }
}
// ---------------------------------------------------------------------------------------------
// The ready mark
/** One reason the PR is not marked ready for review, in words (names quoted, never rendered). */
function readyBlockText(b) {
    switch (b.kind) {
        case 'outcome':
            return `ci-wait's outcome is ${OUTCOME_WORDS[b.outcome]}, not passed`;
        case 'state':
            return b.state === 'draft'
                ? "the PR is a draft (add 'draft' to 'ready-mark' to have ci-wait make it ready)"
                : `GitHub's mergeable state is '${b.state}'`;
        case 'label':
            return `the PR has the label '${b.label}'`;
        case 'gate':
            return b.result === 'missing'
                ? `the base requires the check '${b.name}', which mergexo has not reported on this head`
                : `the check '${b.name}'${b.foreign ? ' (written by another identity than this token)' : ''} is ${b.result}`;
        case 'required':
            return b.result === 'missing'
                ? `the base requires the check '${b.name}', which has not reported on this head`
                : `the required check '${b.name}' is ${b.result}`;
        case 'required-unknown':
            return `the checks the base requires are not known (${b.why})`;
        case 'head-moved':
            return `the head moved to ${(0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_0__/* .short */ .Al)(b.to)} after the verdict`;
        case 'new-head':
            return 'a new head was pushed: the mark belonged to the previous one';
    }
}
function markWrites(c, owner, on) {
    const parts = [];
    if (c.labelAdded || c.labelRemoved)
        parts.push(on ? 'label added' : 'label removed');
    if (c.madeReady)
        parts.push('marked ready for review');
    if (c.madeDraft)
        parts.push('converted to a draft');
    if (c.requested.length)
        parts.push(`review requested from ${c.requested.map((r) => (0,_core_pr_reviewers_js__WEBPACK_IMPORTED_MODULE_4__/* .reviewerName */ .JG)(r, owner)).join(', ')}`);
    if (c.unrequested.length)
        parts.push(`review requests removed for ${c.unrequested.map((r) => (0,_core_pr_reviewers_js__WEBPACK_IMPORTED_MODULE_4__/* .reviewerName */ .JG)(r, owner)).join(', ')}`);
    if (c.leftOut.length)
        parts.push(`${c.leftOut.map((r) => (0,_core_pr_reviewers_js__WEBPACK_IMPORTED_MODULE_4__/* .reviewerName */ .JG)(r, owner)).join(', ')} left out (the PR's author)`);
    return parts.join('; ');
}
/** The summary's line on the mark (`ready-mark` on): marked, or why not. */
function readyLine(ready) {
    return ready.marked
        ? 'Ready for review: yes (CI green, mergeable, every mergexo gate and every required check passing).'
        : `Ready for review: no (${ready.blocks.map(readyBlockText).join('; ')}).`;
}
const LOG = {
    unnamedDeletions: (n) => `GitHub does not say who deleted ${plural(n, 'comment')} of mergexo's on this PR (it names deleters only to ` +
        "tokens with write access), so those deletions count against nobody: mergexo's own may be among them, and an " +
        "author's deletion of ci-wait's comment would reset its count of failed rounds.",
    readySet: (head, c, owner) => `Ready for review on ${(0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_0__/* .short */ .Al)(head)}: ${markWrites(c, owner, true)}.`,
    readyTakenBack: (head, c, owner, blocks) => `Ready mark taken back on ${(0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_0__/* .short */ .Al)(head)} (${blocks.map(readyBlockText).join('; ')}): ${markWrites(c, owner, false)}.`,
    notReady: (head, blocks) => `Not marked ready for review on ${(0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_0__/* .short */ .Al)(head)}: ${blocks.map(readyBlockText).join('; ')}.`,
    waiting: (reason) => `Waiting: ${reasonWords(reason)}.`,
    waitingOnGroup: (head, reason) => `Waiting on merge group ${head}: ${reasonWords(reason)}.`,
    /** Also a note of the verdict's summary. */
    headMovedDuringWait: (from, to) => `The head moved from ${(0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_0__/* .short */ .Al)(from)} to ${(0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_0__/* .short */ .Al)(to)} during the wait; the evaluation restarted on the new head.`,
    updatingBranch: (baseRef, head, because) => `Merging the base branch ${baseRef} into the head ${(0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_0__/* .short */ .Al)(head)} (the PR ${because === 'conflict' ? 'conflicts' : 'is behind'}).`,
    /** A note of the verdict's summary. */
    branchUpdated: (baseRef, head) => `ci-wait merged ${baseRef} into the branch (update-branch on ${(0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_0__/* .short */ .Al)(head)}).`,
    /** A note of the verdict's summary, in observe mode. */
    wouldMerge: (number, head, method) => `Observe mode: enforcement would have merged PR #${number} at ${(0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_0__/* .short */ .Al)(head)} (${method}) now; it stays open.`,
    merging: (number, head, method) => `Merging PR #${number} at ${(0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_0__/* .short */ .Al)(head)} (${method}).`,
    mergeRetry: (message) => `The merge request failed (${message}); the PR is still open, trying again.`,
    headMovedBeforeVerdict: (now) => `${movedBeforeVerdict(now)}; evaluating the new head.`,
    otherUnjudged: (number, error) => `PR #${number} on the same commit could not be judged: ${error}`,
    nothingToJudge: (skip) => `Nothing to judge: ${skipText(skip)}.`,
    noPullOnHead: (sha) => `No open pull request has ${sha} as its head: nothing to judge.`,
    requiredUnreadable: (why) => `The checks the base requires are not known (${why}): relying on the checks that appear.`,
    countNotKept: (attempt) => `ci-wait has no comment on this PR to keep its state in: failed round ${attempt} is reported in the check only.`,
};
/** A head that kept moving under the run, in the error that ends it. */
function keptMoving(number, now, times) {
    return `PR #${number}: ${movedBeforeVerdict(now)}, ${times} times in a row; the next push event judges it.`;
}


/***/ }),

/***/ 2069:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Kl: () => (/* binding */ asReported),
/* harmony export */   Q1: () => (/* binding */ ERROR_OUTPUTS),
/* harmony export */   Y: () => (/* binding */ groupOutputs),
/* harmony export */   k5: () => (/* binding */ outputsFor)
/* harmony export */ });
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(2721);
/* harmony import */ var _core_github_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(8455);


/** With several PRs (event mode), the outputs speak for the one that most needs attention. */
const SEVERITY = [
    'error',
    'needs_human',
    'conflict',
    'ci_failed',
    'merge_failed',
    'timeout',
    'no_checks',
    'shared_head',
    'closed',
    'pending',
    'success',
    'merged',
    'skipped',
];
/** The step's outputs for the PRs it judged (none judged: `skipped`). */
function outputsFor(reports) {
    const worst = [...reports].sort((a, b) => SEVERITY.indexOf(a.outcome) - SEVERITY.indexOf(b.outcome))[0];
    const known = reports.filter((r) => r.attemptKnown);
    return {
        outcome: worst?.outcome ?? 'skipped',
        'failed-checks': reports.flatMap((r) => r.failedChecks),
        attempt: known.length > 0 ? String(Math.max(...known.map((r) => r.attempt))) : '',
        'pull-requests': reports.map((r) => r.number),
        // Every PR the run judged is marked (with several, one unmarked PR makes it false).
        ready: String(reports.length > 0 && reports.every((r) => r.ready?.marked === true)),
    };
}
/** The step's outputs for a merge group: the PR its ref names, no attempt (nothing is counted on the queue's branch). */
function groupOutputs(report) {
    return {
        outcome: report.outcome,
        'failed-checks': report.failed.map((c) => ({ name: c.name, conclusion: c.conclusion, url: c.url })),
        attempt: '',
        'pull-requests': report.number ? [report.number] : [],
        // A merge group is never marked: the queue's branch is not a PR.
        ready: 'false',
    };
}
/** Outputs are set on every run, a failed one included. */
const ERROR_OUTPUTS = {
    outcome: 'error',
    'failed-checks': [],
    attempt: '',
    'pull-requests': [],
    ready: 'false',
};
function isOutage(e) {
    return ((0,_core_github_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .httpStatus */ .nG)(e) !== undefined ||
        (e instanceof Error && /^(HttpError|RequestError|GraphqlResponseError)$/.test(e.name)));
}
/** A GitHub outage that outlasted the retries fails closed, saying what to do; anything else is reported as is. */
function asReported(e) {
    if (e instanceof _core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ConfigurationError */ .j1 || e instanceof _core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UndecidableError */ .N3 || !isOutage(e))
        return e;
    return new _core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UndecidableError */ .N3(`GitHub kept failing after retries (${(0,_core_github_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .httpStatus */ .nG)(e) ?? 'no answer'}: ${(0,_core_github_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .answerMessage */ .Mw)(e)}), so nothing was judged. ` +
        'Re-run the job: ci-wait continues from the state it already wrote.');
}


/***/ }),

/***/ 3243:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   E: () => (/* binding */ reasonFacts),
/* harmony export */   R: () => (/* binding */ mergeStatus)
/* harmony export */ });
/** The HTTP status of a merge refusal behind a reason, when there is one. */
function mergeStatus(reason) {
    if (reason.kind === 'merge-refused')
        return reason.status;
    if (reason.kind === 'merge-after-refused-update')
        return mergeStatus(reason.merge);
    return undefined;
}
/**
 * A reason's facts as one stable string (keys sorted): what a decision may compare. Kinds are
 * identifiers, not words; the strings inside are GitHub's answers and names, not mergexo's wording.
 */
function reasonFacts(value) {
    if (Array.isArray(value))
        return `[${value.map(reasonFacts).join(',')}]`;
    if (value !== null && typeof value === 'object') {
        const entries = Object.entries(value)
            .filter(([, v]) => v !== undefined)
            .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
        return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${reasonFacts(v)}`).join(',')}}`;
    }
    return JSON.stringify(value) ?? 'undefined';
}


/***/ }),

/***/ 6381:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  P: () => (/* binding */ parseSettings)
});

// EXTERNAL MODULE: ./src/core/enforcement.ts
var enforcement = __nccwpck_require__(3050);
// EXTERNAL MODULE: ./src/core/errors.ts
var errors = __nccwpck_require__(2721);
// EXTERNAL MODULE: ./src/core/protocol/index.ts + 3 modules
var protocol = __nccwpck_require__(6701);
// EXTERNAL MODULE: ./src/core/inputs.ts
var inputs = __nccwpck_require__(9431);
// EXTERNAL MODULE: ./src/ci-wait/glob.ts
var glob = __nccwpck_require__(5725);
// EXTERNAL MODULE: ./src/core/protocol/ready-mark.ts
var ready_mark = __nccwpck_require__(4342);
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

;// CONCATENATED MODULE: ./src/core/ready-mark/blocking-labels.ts
/**
 * ci-wait's ready-mark inputs: core's three (`ready-mark`, `ready-label`, `ready-reviewers`) plus
 * `ready-blocking-labels`, the labels that keep a PR from being marked.
 */



/**
 * The other actions' blocking labels at their defaults (`../protocol/ready-mark.ts`): history-guard's
 * `blocked-label` and write-root-gate's `quarantine-label`. ci-wait's own three (failed, conflict,
 * needs-human) always block.
 */

function parseReadySettings(read) {
    const raw = read('ready-blocking-labels');
    return {
        ready: parseReadyMarkSettings(read),
        readyBlockingLabels: raw === '' ? [...ready_mark/* DEFAULT_BLOCKING_LABELS */.c4] : (0,inputs/* listInput */.dt)(read, 'ready-blocking-labels'),
    };
}

;// CONCATENATED MODULE: ./src/ci-wait/settings.ts






const MERGE_OFF = ['', 'off', 'false', 'no', 'none'];
function globsInput(read, name) {
    return (0,inputs/* listInput */.dt)(read, name).map((pattern) => {
        try {
            return (0,glob/* compileGlob */.SO)(pattern);
        }
        catch (e) {
            throw new errors/* ConfigurationError */.j1(`Input '${name}' has an invalid pattern '${pattern}': ${e.message}`);
        }
    });
}
function mergeInput(read) {
    try {
        return (0,inputs/* choiceInput */.ij)(read, 'merge', ['merge', 'squash', 'rebase'], 'merge');
    }
    catch (e) {
        throw new errors/* ConfigurationError */.j1(`${e.message} Or leave it at off (the default) to never merge.`);
    }
}
/** Parses the inputs once; every user mistake becomes a ConfigurationError naming its fix. */
function parseSettings(read, runner) {
    const token = (0,inputs/* requiredInput */.YF)(read, 'github-token', 'pass `${{ github.token }}` or an App token.');
    const timeoutSeconds = (0,inputs/* integerInput */.$A)(read, 'timeout-seconds', 600, { min: 0, max: 6 * 3600 });
    const intervalSeconds = (0,inputs/* integerInput */.$A)(read, 'interval-seconds', 30, { min: 5, max: 3600 });
    const graceSeconds = (0,inputs/* integerInput */.$A)(read, 'grace-seconds', 120, { min: 0, max: 6 * 3600 });
    const merge = MERGE_OFF.includes(read('merge').toLowerCase()) ? undefined : mergeInput(read);
    const rawId = read('job-check-run-id');
    if (rawId !== '' && !/^[1-9]\d*$/.test(rawId)) {
        throw new errors/* ConfigurationError */.j1(`Input 'job-check-run-id' must be a check run id such as 51725241954, got '${rawId}'. ` +
            'Leave it at its default (`${{ job.check_run_id }}`).');
    }
    const jobName = read('job-name');
    return {
        token,
        enforcement: (0,enforcement/* enforcementInput */.Ti)(read),
        checks: globsInput(read, 'checks'),
        ignoreChecks: globsInput(read, 'ignore-checks'),
        timeoutMs: timeoutSeconds * 1000,
        intervalMs: intervalSeconds * 1000,
        graceMs: graceSeconds * 1000,
        onConflict: (0,inputs/* choiceInput */.ij)(read, 'on-conflict', ['report', 'update-branch'], 'report'),
        merge,
        maxAttempts: (0,inputs/* integerInput */.$A)(read, 'max-attempts', 5, { min: 1, max: 100 }),
        allowNoChecks: (0,inputs/* booleanInput */.tE)(read, 'allow-no-checks', false),
        jobCheckRunId: rawId === '' ? undefined : Number(rawId),
        jobNames: [...new Set([runner.job, jobName].filter((n) => n !== ''))],
        checkName: read('check-name') || 'mergexo/ci-wait',
        failedLabel: (0,inputs/* labelInput */.Xu)(read, 'failed-label', 'mergexo:ci-failed'),
        conflictLabel: (0,inputs/* labelInput */.Xu)(read, 'conflict-label', protocol/* DEFAULT_CONFLICT_LABEL */.oh),
        needsHumanLabel: (0,inputs/* labelInput */.Xu)(read, 'needs-human-label', 'mergexo:needs-human'),
        ...parseReadySettings(read),
    };
}


/***/ }),

/***/ 3882:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  N: () => (/* reexport */ runMergeGroup),
  s: () => (/* binding */ runPulls)
});

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

// EXTERNAL MODULE: ./src/core/ready-mark/mark.ts
var mark = __nccwpck_require__(6225);
// EXTERNAL MODULE: ./src/ci-wait/decide.ts
var decide = __nccwpck_require__(8603);
// EXTERNAL MODULE: ./src/ci-wait/messages.ts
var messages = __nccwpck_require__(9483);
// EXTERNAL MODULE: ./src/core/protocol/checks.ts
var checks = __nccwpck_require__(6008);
// EXTERNAL MODULE: ./src/ci-wait/glob.ts
var glob = __nccwpck_require__(5725);
;// CONCATENATED MODULE: ./src/ci-wait/selection.ts


function noSelection() {
    return { counted: [], excluded: [], missing: [] };
}
const PASSING = new Set(['success', 'neutral', 'skipped']);
function checkRunResult(run) {
    if (run.status !== 'completed')
        return 'pending';
    return run.conclusion !== null && PASSING.has(run.conclusion) ? 'passed' : 'failed';
}
function statusResult(state) {
    if (state === 'success')
        return 'passed';
    if (state === 'pending')
        return 'pending';
    return 'failed';
}
function fromRun(run) {
    return {
        kind: 'check_run',
        id: run.id,
        name: run.name,
        result: checkRunResult(run),
        conclusion: run.status === 'completed' ? (run.conclusion ?? 'unknown') : run.status,
        url: run.url,
        output: [run.title, run.summary, run.text].filter((s) => typeof s === 'string' && s.trim() !== ''),
        annotationsCount: run.annotationsCount,
    };
}
function fromStatus(status) {
    return {
        kind: 'status',
        id: status.id,
        name: status.context,
        result: statusResult(status.state),
        conclusion: status.state,
        url: status.url,
        output: status.description ? [status.description] : [],
        annotationsCount: 0,
    };
}
/** GitHub's ids grow with time, so the highest id of a name is its newest run (a re-run supersedes). */
function newestPerName(items, nameOf) {
    const best = new Map();
    for (const item of items) {
        const seen = best.get(nameOf(item));
        if (!seen || item.id > seen.id)
            best.set(nameOf(item), item);
    }
    const newest = [...best.values()];
    const keep = new Set(newest);
    return { newest, older: items.filter((i) => !keep.has(i)) };
}
/**
 * How the job running ci-wait shows up when its check run id is unknown: its name, or under a
 * reusable workflow `caller / name`, with a matrix suffix `name (a, b)`.
 */
function jobNamePattern(jobNames) {
    if (jobNames.length === 0)
        return undefined;
    const alternatives = jobNames.map(glob/* escapeRegExp */.Nt).join('|');
    return new RegExp(`^(?:.+ / )?(?:${alternatives})(?: \\(.*\\))?$`, 's');
}
function isMergexoCheck(name, checkName) {
    return (0,checks/* isMergexoCheckName */.f)(name) || name === checkName;
}
/** Why the `checks` / `ignore-checks` globs leave a name out, if they do. */
function leftOutByGlobs(name, rules) {
    if (rules.checks.length > 0 && !(0,glob/* matchesAny */._I)(name, rules.checks))
        return 'not-selected';
    if ((0,glob/* matchesAny */._I)(name, rules.ignoreChecks))
        return 'ignored';
    return undefined;
}
/**
 * What ci-wait waits for on a head: every check run and commit status, newest per name,
 * except mergexo's own checks, the job running ci-wait, and what the globs leave out; plus
 * the required checks that have not appeared yet.
 */
function selectChecks(runs, statuses, required, rules) {
    const excluded = [];
    const runsByName = newestPerName(runs, (r) => r.name);
    const statusesByName = newestPerName(statuses, (s) => s.context);
    for (const r of runsByName.older)
        excluded.push({ item: fromRun(r), reason: 'superseded' });
    for (const s of statusesByName.older)
        excluded.push({ item: fromStatus(s), reason: 'superseded' });
    // With the runner's exact id, the job's name is learned from its own check run and every run of
    // that name (earlier attempts of the same job) is left out; without it, a running check whose
    // name is the job's is taken to be this job.
    const selfRun = rules.jobCheckRunId === undefined ? undefined : runs.find((r) => r.id === rules.jobCheckRunId);
    const fallback = rules.jobCheckRunId === undefined ? jobNamePattern(rules.jobNames) : undefined;
    const isSelf = (run) => selfRun
        ? run.name === selfRun.name
        : fallback !== undefined && run.status !== 'completed' && fallback.test(run.name);
    const counted = [];
    const consider = (item, self) => {
        let reason;
        if (isMergexoCheck(item.name, rules.checkName))
            reason = item.kind === 'status' ? 'status-named-mergexo' : 'mergexo';
        else if (self)
            reason = 'self';
        else
            reason = leftOutByGlobs(item.name, rules);
        if (reason)
            excluded.push({ item, reason });
        else
            counted.push(item);
    };
    for (const run of runsByName.newest)
        consider(fromRun(run), isSelf(run));
    for (const status of statusesByName.newest)
        consider(fromStatus(status), false);
    const reported = new Set([...runsByName.newest.map((r) => r.name), ...statusesByName.newest.map((s) => s.context)]);
    const missing = [...new Set(required)].filter((name) => !reported.has(name) && !isMergexoCheck(name, rules.checkName) && !leftOutByGlobs(name, rules));
    const order = (a, b) => a.name.localeCompare(b.name) || a.kind.localeCompare(b.kind);
    return {
        counted: counted.sort(order),
        excluded: excluded.sort((a, b) => order(a.item, b.item)),
        missing: missing.sort(),
    };
}

;// CONCATENATED MODULE: ./src/ci-wait/report.ts

/** A `pull_request` event that closed the PR: nothing to wait for, nothing read. */
function closedReport(number) {
    return {
        number,
        outcome: 'closed',
        reason: { kind: 'pull-was-closed' },
        head: '',
        attempt: 0,
        attemptKnown: false,
        selection: noSelection(),
        failedChecks: [],
    };
}

// EXTERNAL MODULE: ./src/ci-wait/targets.ts
var ci_wait_targets = __nccwpck_require__(9965);
// EXTERNAL MODULE: ./src/core/pr/commit-verdict.ts
var commit_verdict = __nccwpck_require__(9662);
// EXTERNAL MODULE: ./src/core/github/errors.ts
var github_errors = __nccwpck_require__(8455);
;// CONCATENATED MODULE: ./src/core/conditional.ts

/**
 * Remembers the ETag of every GET it made, keyed by the caller, and sends it back as
 * `If-None-Match`: when nothing changed GitHub answers 304, which costs no rate limit, and
 * the remembered data is reused. Meant for polling the same resources again and again.
 */
class EtagCache {
    entries = new Map();
    async get(key, request) {
        const entry = this.entries.get(key);
        try {
            const response = await request(entry ? { 'if-none-match': entry.etag } : {});
            const etag = response.headers.etag;
            const link = typeof response.headers.link === 'string' ? response.headers.link : undefined;
            if (typeof etag === 'string' && etag !== '')
                this.entries.set(key, { etag, data: response.data, link });
            else
                this.entries.delete(key);
            return { data: response.data, changed: true, link };
        }
        catch (e) {
            if ((0,github_errors/* httpStatus */.nG)(e) === 304 && entry)
                return { data: entry.data, changed: false, link: entry.link };
            throw e;
        }
    }
    forget(key) {
        this.entries.delete(key);
    }
}
/** True when a `Link` header announces a next page. */
function hasNextPage(link) {
    return typeof link === 'string' && /rel="next"/.test(link);
}

;// CONCATENATED MODULE: ./src/core/pr/poll.ts
/**
 * The gateway's poller: a PR read again and again while an action waits on it (ci-wait). Each read
 * is one conditional REST request (If-None-Match), so a PR that did not change costs a free 304;
 * it reads no comments (`readPull` does, once, before writing).
 */

/** REST's `mergeable` in GraphQL's words: `null` (still computing) is `UNKNOWN`. */
function mergeableOf(value) {
    if (value === true)
        return 'MERGEABLE';
    if (value === false)
        return 'CONFLICTING';
    return 'UNKNOWN';
}
/** A REST pull request as the gateway's polled view. */
function polledPull(pr, changed) {
    const merged = pr.merged === true || pr.merged_at !== null;
    return {
        nodeId: pr.node_id ?? '',
        number: pr.number,
        title: pr.title,
        url: pr.html_url,
        state: merged ? 'MERGED' : pr.state === 'open' ? 'OPEN' : 'CLOSED',
        isDraft: pr.draft === true,
        headSha: pr.head.sha,
        headRef: pr.head.ref,
        baseRef: pr.base.ref,
        baseSha: pr.base.sha,
        // A head repository GitHub no longer knows (a deleted fork) is another repository too.
        isCrossRepository: (pr.head.repo?.full_name ?? null) !== (pr.base.repo?.full_name ?? null),
        author: pr.user?.login ?? 'ghost',
        labels: pr.labels.flatMap((l) => (l.name ? [l.name] : [])),
        mergeable: mergeableOf(pr.mergeable),
        merged,
        mergedBy: pr.merged_by?.login ?? null,
        mergeableState: pr.mergeable_state ?? 'unknown',
        changed,
    };
}
/** Polls the PRs of one repository; one poller remembers the ETag of each PR it read. */
class PullPoller {
    github;
    repo;
    cache = new EtagCache();
    constructor(github, repo) {
        this.github = github;
        this.repo = repo;
    }
    async pull(number) {
        const { data, changed } = await this.cache.get(`pull:${number}`, (headers) => this.github.getPull(this.repo, number, headers));
        return polledPull(data, changed);
    }
}

;// CONCATENATED MODULE: ./src/core/pr/required-checks.ts

/** A ruleset's rules for one branch come in one page of 100 in any real repository; more is not guessed at. */
const MAX_RULE_PAGES = 5;
function failure(what, e) {
    const status = (0,github_errors/* httpStatus */.nG)(e);
    const hint = status === 403 || status === 401
        ? what === 'branch'
            ? " (add `contents: read` to the job's `permissions:`)"
            : ''
        : '';
    return `${status ?? 'no answer'}: ${(0,github_errors/* answerMessage */.Mw)(e)}${hint}`;
}
async function rulesetChecks(github, repo, branch) {
    const checks = [];
    for (let page = 1; page <= MAX_RULE_PAGES; page++) {
        const rules = (await github.branchRules(repo, branch, page));
        for (const rule of rules) {
            if (rule.type !== 'required_status_checks')
                continue;
            for (const c of rule.parameters?.required_status_checks ?? []) {
                checks.push({ name: c.context, ...(typeof c.integration_id === 'number' ? { appId: c.integration_id } : {}) });
            }
        }
        if (rules.length < 100)
            return checks;
    }
    throw new Error(`more than ${MAX_RULE_PAGES * 100} rules apply to ${branch}`);
}
async function protectionChecks(github, repo, branch) {
    const answer = (await github.branch(repo, branch));
    if (answer.protected !== true)
        return [];
    const required = answer.protection?.required_status_checks;
    // A protected branch whose answer hides its protection: what it requires is not known.
    if (!answer.protection || (answer.protection.enabled !== false && required === undefined)) {
        return `GitHub shows ${branch} as protected without its required status checks`;
    }
    if (!required || required.enforcement_level === 'off')
        return [];
    const checks = (required.checks ?? []).map((c) => ({
        name: c.context,
        ...(typeof c.app_id === 'number' ? { appId: c.app_id } : {}),
    }));
    for (const context of required.contexts ?? []) {
        if (!checks.some((c) => c.name === context))
            checks.push({ name: context });
    }
    return checks;
}
/** Every check `branch` requires, from its rulesets and its classic protection, or why that is not known. */
async function readRequiredChecks(github, repo, branch) {
    let fromRules;
    try {
        fromRules = await rulesetChecks(github, repo, branch);
    }
    catch (e) {
        return { known: false, why: `the rules of ${branch} could not be read (${failure('rules', e)})` };
    }
    let fromProtection;
    try {
        fromProtection = await protectionChecks(github, repo, branch);
    }
    catch (e) {
        return { known: false, why: `the branch protection of ${branch} could not be read (${failure('branch', e)})` };
    }
    if (typeof fromProtection === 'string')
        return { known: false, why: fromProtection };
    const seen = new Set();
    const checks = [];
    for (const c of [...fromRules, ...fromProtection]) {
        const key = `${c.name}\0${c.appId ?? ''}`;
        if (seen.has(key))
            continue;
        seen.add(key);
        checks.push(c);
    }
    return { known: true, checks };
}
/** The names alone, for a caller that waits for the checks to appear. */
function requiredNames(required) {
    return required.known ? [...new Set(required.checks.map((c) => c.name))] : [];
}

// EXTERNAL MODULE: ./src/core/shell.ts + 9 modules
var shell = __nccwpck_require__(8580);
;// CONCATENATED MODULE: ./src/ci-wait/commit-checks.ts





const PER_PAGE = 100;
/** More pages than this (10,000 checks on one commit) is not a real PR: refuse rather than guess. */
const MAX_PAGES = 100;
/**
 * The checks of a commit as ci-wait reads them while it waits (the PR itself is polled through
 * core's `PullPoller`). Each poll is conditional (If-None-Match), page by page, so an idle poll is
 * answered with 304s that do not count against the rate limit.
 */
class CommitChecks {
    github;
    repo;
    log;
    cache = new EtagCache();
    required = new Map();
    constructor(github, repo, log = shell/* silentLog */.aB) {
        this.github = github;
        this.repo = repo;
        this.log = log;
    }
    async pages(key, what, fetch, itemsOf) {
        const items = [];
        for (let page = 1; page <= MAX_PAGES; page++) {
            const answer = await this.cache.get(`${key}:${page}`, (headers) => fetch(page, headers));
            items.push(...itemsOf(answer.data));
            if (!hasNextPage(answer.link))
                return items;
        }
        throw new errors/* UndecidableError */.N3(`GitHub lists more than ${MAX_PAGES * PER_PAGE} ${what.replace(/^list /, '')} for one commit; ci-wait refuses ` +
            'rather than judge only some of them. Judge this PR by hand, or report fewer checks per commit.');
    }
    async checkRuns(sha) {
        const runs = await this.pages(`check-runs:${sha}`, 'list check runs', (page, headers) => this.github.checkRunsPage(this.repo, sha, page, headers), (data) => data.check_runs);
        return runs.map((r) => ({
            id: r.id,
            name: r.name,
            status: r.status,
            conclusion: r.conclusion,
            url: r.details_url || r.html_url || null,
            app: r.app?.slug ?? null,
            appId: r.app?.id ?? null,
            title: r.output?.title ?? null,
            externalId: r.external_id || null,
            summary: r.output?.summary ?? null,
            text: r.output?.text ?? null,
            annotationsCount: r.output?.annotations_count ?? 0,
        }));
    }
    async statuses(sha) {
        const statuses = await this.pages(`status:${sha}`, 'list commit statuses', (page, headers) => this.github.statusesPage(this.repo, sha, page, headers), (data) => data.statuses);
        return statuses.map((s) => ({
            id: s.id,
            context: s.context,
            state: s.state,
            url: s.target_url,
            description: s.description,
        }));
    }
    /**
     * Checks the base branch requires, from rulesets and classic branch protection, read once per base
     * (`src/core/pr/required-checks.ts`). Waiting is best effort: what cannot be read is said once in the
     * log, and ci-wait still waits for every check that does appear. The ready mark is not: it is set only
     * when this set is known (`requiredSet`).
     */
    async requiredChecks(baseRef) {
        const required = await this.requiredSet(baseRef);
        return requiredNames(required);
    }
    requiredSet(baseRef) {
        let found = this.required.get(baseRef);
        if (!found) {
            found = readRequiredChecks(this.github, this.repo, baseRef).then((r) => {
                if (!r.known)
                    this.log.info(messages/* LOG */.$9.requiredUnreadable(r.why));
                return r;
            });
            this.required.set(baseRef, found);
        }
        return found;
    }
    /** The first annotations of a failed check run: usually the error lines of its log. */
    async annotations(runId, max) {
        const data = await this.github.listAnnotations(this.repo, runId, max);
        return data.slice(0, max).map((a) => {
            const where = a.path && a.path !== '.github' ? `${a.path}${a.start_line ? `:${a.start_line}` : ''}: ` : '';
            return `${where}${a.title ? `${a.title}: ` : ''}${a.message ?? ''}`.trim();
        });
    }
}

;// CONCATENATED MODULE: ./src/ci-wait/run.ts
/** One run of ci-wait: what every part of a run shares. */





function startRun(ctx, startedAt, detailsUrl) {
    return {
        ctx,
        poller: new PullPoller(ctx.github, ctx.repo),
        checks: new CommitChecks(ctx.github, ctx.repo, ctx.log),
        startedAt,
        detailsUrl,
        judged: new Map(),
    };
}

;// CONCATENATED MODULE: ./src/ci-wait/decide-wait.ts

/** After GitHub accepts a branch update, the head should move within this long. */
const UPDATE_LANDING_MS = 60_000;
/** How often a requested branch update is looked for. */
const UPDATE_POLL_MS = 2_000;
/** Branch updates per run: each starts CI anew, so a PR that keeps conflicting is not updated forever. */
const MAX_BRANCH_UPDATES = 2;
/** On a head seen for the first time: an update is available until the run's budget is spent. */
function updateOnNewHead(updates) {
    return updates >= MAX_BRANCH_UPDATES
        ? { state: 'refused', reason: { kind: 'updates-spent', updates } }
        : { state: 'available' };
}
/** A requested update whose head has not moved within `UPDATE_LANDING_MS` did not land. */
function updateLanded(update, sinceRequestMs) {
    if (update.state === 'requested' && sinceRequestMs >= UPDATE_LANDING_MS) {
        return { state: 'refused', reason: { kind: 'update-did-not-land' } };
    }
    return update;
}
/**
 * The pause before the next look: mergeability is re-asked with a backoff, a requested update is looked
 * for often, checks at `interval-seconds`; poll mode never sleeps past its deadline.
 */
function waitDelayMs(round, asked, intervalMs, untilDeadlineMs) {
    const delay = round.for === 'mergeability'
        ? (0,decide/* mergeabilityDelayMs */.SN)(asked)
        : round.for === 'branch-update'
            ? UPDATE_POLL_MS
            : intervalMs;
    return untilDeadlineMs === undefined ? delay : Math.min(delay, Math.max(0, untilDeadlineMs));
}
/**
 * A merge group's outcome: its own CI decides first; when it passes, every PR the group would land must
 * pass too. `members` is the failing PRs, or why they could not be listed.
 */
function groupOutcome(ci, members) {
    if (ci.outcome !== 'success' || members === undefined)
        return ci;
    if ('kind' in members)
        return { outcome: 'error', reason: members };
    if (members.length > 0)
        return { outcome: 'shared_head', reason: { kind: 'group-member-failing', failing: members } };
    return ci;
}

;// CONCATENATED MODULE: ./src/ci-wait/decide-run.ts

/** Head moves noticed only when about to write: re-evaluate this many times, then let the next event decide. */
const MAX_RESTARTS = 3;
/** Merge requests per round when GitHub does not answer (a 5xx or no answer): a refusal is never asked again. */
const MERGE_TRIES = 3;
/** Whether the round's outcome may be written on the PR as it now stands. */
function beforeWriting(input) {
    // After a merge attempt its result is reported for the head it was asked for, whatever happened since.
    if (input.mergeAttempted)
        return { kind: 'write' };
    if (input.state !== 'OPEN')
        return { kind: 'closed', state: input.state };
    if (input.headNow === input.judged)
        return { kind: 'write' };
    const to = input.headNow;
    if (input.mode === 'event')
        return { kind: 'skip', to };
    if (input.restart + 1 < MAX_RESTARTS)
        return { kind: 'restart', to };
    return { kind: 'give-up', to, restarts: MAX_RESTARTS };
}
/**
 * The outcome once the writes on the PR are planned: a PR put on hold because mergexo's comments were
 * tampered with does not pass, whatever its checks say.
 */
function afterTamper(judged, tampered) {
    if (tampered && (0,decide/* passesCommit */.tC)(judged.outcome))
        return { outcome: 'needs_human', reason: { kind: 'tampered' } };
    return judged;
}
/**
 * The outcome once the verdict on the commit is written: a PR that succeeds on a commit another open PR
 * keeps from passing is a `shared_head`, naming the PRs that fail.
 */
function afterCommit(judged, commit) {
    if (commit.pass || judged.outcome !== 'success')
        return judged;
    return { outcome: 'shared_head', reason: { kind: 'shared-head', failing: commit.failing } };
}
/**
 * Whether a merge is asked again: only when GitHub did not answer (no status, or a 5xx), the PR is still
 * open and the round found it not merged. A refusal (405, 409) is GitHub's answer, never retried.
 */
function retryMerge(answer, round, open, attempt) {
    const outage = !answer.ok && (answer.status === undefined || answer.status >= 500);
    return round.kind === 'done' && round.outcome === 'merge_failed' && outage && open && attempt < MERGE_TRIES;
}

;// CONCATENATED MODULE: ./src/ci-wait/merge.ts
/** The two GitHub writes a round may ask for: updating the branch and merging. */





/** Merges the base into the head with `expected_head_sha`: never a rebase, never a moved head. */
async function updateBranch(ctx, number, head) {
    // Observe mode (src/core/enforcement.ts) updates no branch: the round ends on what it found.
    if (ctx.github.observing)
        return { state: 'refused', reason: { kind: 'observing' } };
    const answer = await ctx.github.updateBranch(ctx.repo, number, head);
    // The head moved under us: the next observation sees the new head and starts over.
    if (answer.kind !== 'refused')
        return { state: 'requested' };
    // The base changed a workflow file and the token may not write workflows (403): an answer about
    // this PR, reported on it with the fix, never a failed run.
    if (answer.reason === 'workflows')
        return { state: 'refused', reason: { kind: 'workflows', message: answer.said } };
    return { state: 'refused', reason: { kind: 'github', message: answer.said } };
}
async function mergeOnce(ctx, number, head, method) {
    // GitHub's refusals (405, 409) are answers, not outages; 5xx are retried below, after looking at
    // whether the merge happened anyway.
    const answer = await ctx.github.merge(ctx.repo, number, head, method);
    return answer.kind === 'merged'
        ? { ok: true, merged: answer.merged, message: answer.said }
        : { ok: false, status: answer.status, message: answer.said };
}
/** Asks GitHub to merge, then believes the PR, not the answer. */
async function mergePullRequest(run, number, head, method) {
    const { ctx } = run;
    for (let attempt = 1;; attempt++) {
        ctx.log.info(messages/* LOG */.$9.merging(number, head, method));
        const answer = await mergeOnce(ctx, number, head, method);
        const after = await run.poller.pull(number);
        const clean = answer.ok && answer.merged && after.merged;
        // The token's own login, read only when a merge answer needs checking against the PR.
        const viewer = clean ? '' : (await readPull(ctx.github, ctx.repo, number)).viewer;
        const round = (0,decide/* decideMergeResult */._B)(answer, { ...after, open: after.state === 'OPEN' }, viewer);
        if (retryMerge(answer, round, after.state === 'OPEN', attempt)) {
            ctx.log.info(messages/* LOG */.$9.mergeRetry(answer.ok ? '' : answer.message));
            await ctx.clock.sleep(1000 * 2 ** attempt);
            continue;
        }
        if (round.kind !== 'done')
            throw new Error('unreachable: a merge result is always final');
        return { outcome: round.outcome, reason: round.reason, after };
    }
}

;// CONCATENATED MODULE: ./src/ci-wait/wait.ts






// ---------------------------------------------------------------------------------------------
// The wait
/** The round's view of the polled PR (`RoundPull`). */
function roundPull(pr, held) {
    return {
        open: pr.state === 'OPEN',
        merged: pr.merged,
        head: pr.headSha,
        mergeable: pr.mergeable === 'MERGEABLE' ? true : pr.mergeable === 'CONFLICTING' ? false : null,
        mergeableState: pr.mergeableState,
        held,
    };
}
/**
 * Watches one PR until its outcome is decided: polls (ETag) at `interval-seconds` in poll mode,
 * looks once in event mode. A head that moves restarts the evaluation on the new head (the
 * grace period too; the timeout counts from the run's start).
 */
async function evaluatePullRequest(run, settings, number, mode, expectHead) {
    const { poller, checks } = run;
    const { clock, log } = run.ctx;
    const deadline = run.startedAt + settings.timeoutMs;
    const notes = [];
    let head;
    let headSince = 0;
    let asks = 0;
    let update = { state: 'available' };
    let updateAt = 0;
    let updates = 0;
    let required;
    let lastWait = '';
    for (;;) {
        const pr = await poller.pull(number);
        if (head === undefined && expectHead !== undefined && pr.headSha !== expectHead) {
            return skippedEvaluation(pr, { kind: 'moved-on', to: pr.headSha });
        }
        if (pr.headSha !== head) {
            if (head !== undefined) {
                const note = { kind: 'head-moved', from: head, to: pr.headSha };
                notes.push(note);
                log.info((0,messages/* noteText */.gA)(note));
            }
            head = pr.headSha;
            headSince = clock.now();
            asks = 0;
            update = updateOnNewHead(updates);
        }
        const held = pr.labels.includes(settings.needsHumanLabel);
        const seen = roundPull(pr, held);
        const active = seen.open && !seen.merged && !held;
        const [runs, statuses] = active ? await Promise.all([checks.checkRuns(head), checks.statuses(head)]) : [[], []];
        let selection = selectChecks(runs, statuses, required ?? [], settings);
        // Required checks only matter once nothing that did appear is still running: read them then, once.
        if (active && required === undefined && selection.counted.every((c) => c.result !== 'pending')) {
            required = await checks.requiredChecks(pr.baseRef);
            selection = selectChecks(runs, statuses, required, settings);
        }
        const now = clock.now();
        update = updateLanded(update, now - updateAt);
        const round = (0,decide/* decideRound */.BB)({
            mode,
            pr: seen,
            checks: selection,
            graceOver: mode === 'poll' && now - headSince >= settings.graceMs,
            timedOut: mode === 'poll' && now >= deadline,
            mergeabilityExhausted: asks >= decide/* MERGEABILITY_ASKS */.oS,
            branchUpdate: update,
            onConflict: settings.onConflict,
            merge: settings.merge,
            allowNoChecks: settings.allowNoChecks,
        });
        const result = (outcome, reason, mergeableKnown, after = pr) => ({
            outcome,
            reason,
            mergeableKnown,
            pr: after,
            head: head,
            selection,
            failed: selection.counted.filter((c) => c.result === 'failed'),
            pending: selection.counted.filter((c) => c.result === 'pending'),
            ...(update.state === 'refused' ? { updateRefusal: update.reason } : {}),
            notes,
        });
        switch (round.kind) {
            case 'done':
                return result(round.outcome, round.reason, round.mergeableKnown);
            case 'wait': {
                const delay = waitDelayMs(round, asks, settings.intervalMs, mode === 'poll' ? deadline - now : undefined);
                if (round.for === 'mergeability')
                    asks++;
                // The wait is said once, not at every poll: a line is logged when it would read differently.
                const line = messages/* LOG */.$9.waiting(round.reason);
                if (line !== lastWait)
                    log.info(line);
                lastWait = line;
                await clock.sleep(delay);
                break;
            }
            case 'update-branch': {
                updates++;
                log.info(messages/* LOG */.$9.updatingBranch(pr.baseRef, head, round.because));
                update = await updateBranch(run.ctx, number, head);
                updateAt = clock.now();
                if (update.state === 'requested')
                    notes.push({ kind: 'branch-updated', baseRef: pr.baseRef, head });
                break;
            }
            case 'merge': {
                // Observe mode merges nothing: the PR passed, and the summary says enforcement would have merged it.
                if (run.ctx.github.observing) {
                    notes.push({ kind: 'would-merge', number, head, method: round.method });
                    return result('success', { kind: 'passed', checks: selection.counted.length }, true);
                }
                const merged = await mergePullRequest(run, number, head, round.method);
                // A merge refused after the branch update was refused: the update's refusal is the cause to name.
                const reason = merged.outcome === 'merge_failed' && update.state === 'refused'
                    ? { kind: 'merge-after-refused-update', merge: merged.reason, update: update.reason }
                    : merged.reason;
                return { ...result(merged.outcome, reason, true, merged.after), mergeMethod: round.method };
            }
        }
    }
}
function skippedEvaluation(pr, reason) {
    return {
        outcome: 'skipped',
        reason,
        mergeableKnown: false,
        pr,
        head: pr.headSha,
        selection: noSelection(),
        failed: [],
        pending: [],
        notes: [],
    };
}

// EXTERNAL MODULE: ./src/core/enforcement.ts
var enforcement = __nccwpck_require__(3050);
// EXTERNAL MODULE: ./src/core/utf8.ts
var utf8 = __nccwpck_require__(3573);
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
    return (0,utf8/* clipUtf8 */.m4)(s, MAX_OUTPUT_BYTES, TRUNCATED);
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

// EXTERNAL MODULE: ./src/core/fingerprint.ts
var fingerprint = __nccwpck_require__(6708);
// EXTERNAL MODULE: ./src/ci-wait/reason.ts
var reason = __nccwpck_require__(3243);
;// CONCATENATED MODULE: ./src/ci-wait/decide-verdict.ts


/** Bumped when the facts a verdict states change shape: an older fingerprint then never matches. */
const VERDICT_FACTS = 'ci-wait/verdict@1';
/**
 * The check for a PR's verdict on its commit: a success only when the PR passes and every open PR on the
 * commit does; a PR that passes on a commit another PR fails names those PRs instead of its own outcome.
 */
function planVerdict(input) {
    // A PR held for a human fails its own verdict although its outcome passes the commit: the hold is ci-wait's rule.
    const conclusion = input.verdict === 'success' ? input.conclusion : 'failure';
    const shared = input.verdict === 'success' && !input.commit.pass;
    const title = shared ? { kind: 'shared', failing: input.commit.failing } : { kind: 'own' };
    // The shared title names the failing PRs by number (0: they could not be listed), not why each fails.
    const facts = shared
        ? ['shared', input.commit.failing.filter((p) => !p.pass).map((p) => p.number)]
        : ['own', input.outcome, (0,fingerprint/* digest */.br)((0,reason/* reasonFacts */.E)(input.reason))];
    return { conclusion, title, fingerprint: (0,fingerprint/* fingerprintOf */.ax)([VERDICT_FACTS, conclusion, ...facts]) };
}
/** Whether the standing check already states these facts (then nothing is written). */
function verdictStands(standing, plan) {
    if (!standing?.externalId)
        return false;
    return standing.conclusion === plan.conclusion && standing.externalId === plan.fingerprint;
}

;// CONCATENATED MODULE: ./src/ci-wait/verdict.ts
/** The verdict check on the commit, for every open PR it heads. */











// ---------------------------------------------------------------------------------------------
// The verdict on the commit, for every open PR it heads
/** A PR's part for a verdict on `head`, from its outcome. */
function partOf(number, outcome) {
    return (0,decide/* passesCommit */.tC)(outcome) ? { number, pass: true } : { number, pass: false, reason: { kind: 'outcome', outcome } };
}
/** Records the PR's own outcome on `head`, for the other PRs of the same run (a merged PR is no longer open). */
function remember(run, number, head, outcome) {
    if (outcome === 'merged')
        run.judged.delete(number);
    else
        run.judged.set(number, { head, part: partOf(number, outcome) });
}
/**
 * Another PR judged as it stands, once, on `head`: `undefined` when it is no longer open or no
 * longer on `head` (its own events judge its new head). Nothing is written on it.
 */
async function judgeOther(run, settings, number, head) {
    const known = run.judged.get(number);
    if (known?.head === head)
        return known.part;
    const lookOnly = { ...settings, merge: undefined, onConflict: 'report' };
    let part;
    try {
        const evaluation = await evaluatePullRequest(run, lookOnly, number, 'event', head);
        part =
            evaluation.outcome === 'closed' || evaluation.outcome === 'skipped' || evaluation.head !== head
                ? undefined
                : partOf(number, evaluation.outcome);
    }
    catch (e) {
        if (e instanceof errors/* ConfigurationError */.j1)
            throw e;
        run.ctx.log.info(messages/* LOG */.$9.otherUnjudged(number, (0,errors/* errorMessage */.gJ)(e)));
        part = { number, pass: false, reason: { kind: 'unjudged' } };
    }
    if (part)
        run.judged.set(number, { head, part });
    return part;
}
/**
 * The newest verdict check on the head, when this token's identity wrote it: a rerun that reaches the
 * same verdict leaves it standing. Read again just before writing (a conditional request: free when
 * nothing changed since the last look), so a verdict another run wrote meanwhile is seen.
 */
async function standingVerdict(run, settings, head, viewer) {
    const newest = (await run.checks.checkRuns(head))
        .filter((r) => r.name === settings.checkName)
        .reduce((a, r) => (a === undefined || r.id > a.id ? r : a), undefined);
    if (newest?.status !== 'completed' || !newest.app || newest.app.toLowerCase() !== (0,trust/* botless */.X2)(viewer))
        return undefined;
    return { conclusion: newest.conclusion, externalId: newest.externalId ?? null, app: newest.app };
}
/**
 * The verdict check on the PR head, which counts for every open PR with that head, written by core's
 * per-commit rule (`writeCommitVerdict`): the PR's own verdict when every PR on the commit passes or
 * the PR fails itself (a refusal is right for every PR on the commit: the others matter only to a
 * success), else a failure naming the PRs that keep the commit from passing. A rerun whose own
 * newest check already states the same facts (`./decide-verdict.ts`) writes nothing.
 */
async function writeVerdictOnCommit(run, settings, number, evaluation, plan, viewer) {
    const { github, repo } = run.ctx;
    const { outcome, head, reason } = evaluation;
    let writes = 0;
    const write = async (parts, commit, conclusion) => {
        const first = writes++ === 0;
        const check = planVerdict({ verdict: plan.verdict ?? 'failure', outcome, reason, commit, conclusion });
        const standing = first ? await standingVerdict(run, settings, head, viewer) : undefined;
        if (standing && verdictStands(standing, check)) {
            // The facts branch protection and people read would not change; the verdict standing is this identity's.
            (0,identity/* recordVerdictApp */.wj)(standing.app);
            return;
        }
        const shared = (0,commit_verdict/* sharedHeadLine */._)(number, parts, messages/* partReasonText */.Xk);
        const summary = (0,messages/* verdictSummary */.k6)({
            outcome,
            reason,
            head,
            attempt: plan.attempt,
            maxAttempts: settings.maxAttempts,
            selection: evaluation.selection,
            notes: evaluation.notes,
        });
        await writeVerdict(github, repo, {
            name: settings.checkName,
            headSha: head,
            conclusion: check.conclusion,
            title: (0,messages/* verdictCheckTitle */.w3)(check.title, outcome, reason),
            summary: shared ? `${shared}\n\n${summary}` : summary,
            ...(run.detailsUrl ? { detailsUrl: run.detailsUrl } : {}),
            externalId: check.fingerprint,
        });
    };
    const { commit } = await (0,commit_verdict/* writeCommitVerdict */.UK)(github, repo, {
        head,
        own: partOf(number, outcome),
        // A merged PR is no longer among the open PRs GitHub associates with its commit, so that answer
        // is known to be incomplete: an empty one sends the listing straight to every open PR.
        ...(outcome === 'merged' ? { listed: [] } : {}),
        othersOnlyIfOwnPasses: true,
        judgeOther: (other) => judgeOther(run, settings, other, head),
        write,
    });
    return commit;
}

// EXTERNAL MODULE: ./src/core/markers.ts
var core_markers = __nccwpck_require__(3591);
;// CONCATENATED MODULE: ./src/core/pr/comments.ts


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
    const body = (0,core_markers/* withMarker */.Pe)(text, marker);
    await removeDuplicates(github, repo, view, marker);
    const existing = (0,trust/* findMarked */.Em)(view, marker.action, marker.kind, marker.key);
    if (existing) {
        // Another action's markers riding on this comment stay: its state is not this writer's to drop.
        const markers = [marker, ...existing.comment.markers.filter((m) => m.action !== marker.action)];
        const edited = (0,core_markers/* withMarkers */.ew)(text, markers);
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
        .filter((c) => (0,core_markers/* parseMarkers */.FT)(c.body ?? '').some((m) => sameFinding(m, marker)))
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
    const body = (0,core_markers/* withMarkers */.ew)((0,core_markers/* markerlessText */.P$)(comment.body), markers);
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

// EXTERNAL MODULE: ./src/core/pr/labels.ts
var labels = __nccwpck_require__(9032);
// EXTERNAL MODULE: ./src/core/protocol/index.ts + 3 modules
var protocol = __nccwpck_require__(6701);
;// CONCATENATED MODULE: ./src/ci-wait/state.ts



const ACTION = 'ci-wait';
/**
 * Marker kinds that may carry ci-wait's state: its findings and holds; `count`, the rider it puts on
 * rebase-notify's conflict notice when that is the PR's notice and ci-wait has no comment of its own;
 * `state`, the standalone comment of earlier versions (read, never written).
 */
const CARRIERS = new Set(['finding', 'hold', 'count', 'state']);
/**
 * A finding comment is named by its round; `open` turns false once the PR moved past it. A conflict
 * finding names its base, so rebase-notify can tell it reports the same conflict.
 */
function findingMarker(round, open, extra = {}) {
    const base = extra.base !== undefined ? { base: extra.base } : {};
    return (0,protocol/* ciWaitFindingMarker */.VZ)({ round, open, ...base, ...(extra.state ? { state: { ...extra.state } } : {}) });
}
function holdMarker(holds, state) {
    return { action: ACTION, kind: 'hold', key: `hold:${holds}`, ...(state ? { data: { state: { ...state } } } : {}) };
}
/** The rider that keeps ci-wait's state on another action's comment (`setRider`). */
function countMarker(state) {
    return (0,protocol/* ciWaitRiderMarker */.ip)(state);
}
/** The same marker carrying another state (or none): what writing the state on a carrier changes. */
function withState(marker, state) {
    const data = { ...(marker.data ?? {}) };
    delete data.state;
    if (state)
        data.state = { ...state };
    const { action, kind, key } = marker;
    return Object.keys(data).length > 0 ? { action, kind, key, data } : { action, kind, key };
}
/** Whether the needs-human comment of hold `holds` is on the PR (it is written after the label). */
function holdCommentPosted(snapshot, holds) {
    if (holds === undefined)
        return false;
    const { kind, key } = holdMarker(holds);
    return (0,trust/* findMarked */.Em)(snapshot, ACTION, kind, key) !== undefined;
}
function ciWaitMarker(comment) {
    return comment.markers.find((m) => m.action === ACTION && CARRIERS.has(m.kind));
}
/**
 * ci-wait's newest trusted comment that asks something (a finding, the hold, or the conflict notice
 * its count rides on): where the state is written. The standalone state comment of earlier versions
 * asks nothing and is never written to.
 */
function newestCarrier(snapshot) {
    let best;
    for (const comment of snapshot.trusted) {
        const marker = ciWaitMarker(comment);
        if (!marker || marker.kind === 'state')
            continue;
        if (!best || comment.id > best.comment.id)
            best = { comment, marker };
    }
    return best;
}
function parseState(data) {
    if (!data || typeof data !== 'object')
        return undefined;
    const { attempts, lastRound, outcome, head, held, holds, seen } = data;
    if (typeof attempts !== 'number' || !Number.isInteger(attempts) || attempts < 0)
        return undefined;
    return {
        attempts,
        ...(typeof lastRound === 'string' ? { lastRound } : {}),
        ...(typeof outcome === 'string' && decide/* OUTCOMES */.im.includes(outcome)
            ? { outcome: outcome }
            : {}),
        ...(typeof head === 'string' && /^[0-9a-f]{40}$/.test(head) ? { head } : {}),
        ...(held === true ? { held: true } : {}),
        ...(typeof holds === 'number' && Number.isInteger(holds) && holds > 0 ? { holds } : {}),
        ...(typeof seen === 'number' && Number.isInteger(seen) && seen > 0 ? { seen } : {}),
    };
}
/** The state a carrier holds: the rider's and the finding's are read by the protocol that declares them. */
function carriedState(marker) {
    if (marker.kind === 'count')
        return (0,protocol/* readCiWaitRider */.Cu)(marker)?.state;
    if (marker.kind === 'finding')
        return (0,protocol/* readCiWaitFinding */.B4)(marker)?.state;
    return marker.data?.state;
}
/**
 * The PR's ci-wait state: the one on its newest trusted carrier (highest comment id), so an older
 * carrier's stale state never wins while a newer one stands. A malformed state is no state.
 */
function readState(snapshot) {
    let best;
    let legacy;
    for (const comment of snapshot.trusted) {
        const marker = ciWaitMarker(comment);
        if (!marker)
            continue;
        // The standalone comment of earlier versions kept its state in `data`: read only until a carrier has one.
        if (marker.kind === 'state') {
            legacy = parseState(marker.data) ?? legacy;
            continue;
        }
        const state = parseState(carriedState(marker));
        if (state && (!best || comment.id > best.id))
            best = { id: comment.id, state };
    }
    return best?.state ?? legacy;
}
/** The standalone state comment of earlier versions, if the PR still has one (it asks nothing: it goes). */
function legacyStateComment(snapshot) {
    return snapshot.trusted.find((c) => c.markers.some((m) => m.action === ACTION && m.kind === 'state'));
}
/** Finding comments still marked open, other than the one named `except`. */
function openFindings(snapshot, except) {
    const found = [];
    for (const comment of snapshot.trusted) {
        for (const marker of comment.markers) {
            const finding = (0,protocol/* readCiWaitFinding */.B4)(marker);
            if (finding?.open && finding.round !== except)
                found.push({ comment, key: finding.round, marker });
        }
    }
    return found;
}
/** The head a finding was about (keys are `<outcome>:<head>[:<digest>]`). */
function findingHead(key) {
    return /^[a-z_]+:([0-9a-f]{40})/.exec(key)?.[1];
}

;// CONCATENATED MODULE: ./src/ci-wait/decide-carrier.ts
/**
 * Which of the PR's comments a run's writes leave carrying ci-wait's state (`./state.ts`), pure. The state
 * rides on ci-wait's newest comment that asks something: the finding of this round, or the hold, carries it
 * from its creation; otherwise the newest carrier is edited when the state changed. Older findings resolved
 * on the way shed their copy. A standalone state comment of an earlier version asks nothing: its state moves
 * to a carrier, then it goes.
 */
/** Where the state is written, and whether the legacy state comment goes. */
function planCarrier(input) {
    let carried = input.findingWritten;
    let write = { kind: 'none' };
    // The newest carrier keeps the state when it is a finding resolved now and no newer comment takes it over.
    const newest = input.newest;
    if (input.resolveOthers && !carried && !input.holdPlanned && newest && input.resolving.includes(newest.id)) {
        write = { kind: 'resolved-finding', id: newest.id };
        carried = true;
    }
    if (input.holdWritten)
        carried = true;
    if (!carried && (input.writeState || input.legacyExists)) {
        if (input.newest?.kind === 'count')
            write = { kind: 'rider-on-carrier' };
        else if (input.newest)
            write = { kind: 'edit-carrier' };
        else if (input.noticeExists)
            write = { kind: 'rider-on-notice' };
        else if (input.writeState)
            write = { kind: 'not-kept' };
        carried = input.newest !== undefined || input.noticeExists;
    }
    return { write, deleteLegacy: input.legacyExists && carried };
}
/**
 * One notice per conflict: another action's open notice for this base already tells the author, unless
 * ci-wait has its own for this round already, or GitHub refused an update ci-wait must explain.
 */
function conflictReported(input) {
    return input.outcome === 'conflict' && !input.updateRefused && !input.ownFindingExists && input.otherNoticeExists;
}

;// CONCATENATED MODULE: ./src/ci-wait/writes.ts
/** The writes on the PR itself: labels, findings, the hold, and the state they carry. */









// ---------------------------------------------------------------------------------------------
// The writes on the PR
/** Runs for one PR can overlap (a push while CI reports); comments they both create settle to one. */
const SETTLE = { settle: true };
/**
 * Writes what the outcome calls for on the PR itself, ordered so that a run killed after any write
 * converges when rerun: labels first, then the comments, which carry the state (a round is counted
 * once its finding, carrying the new count, exists). The verdict check comes last, from
 * `writeVerdictOnCommit`, once the other PRs on the same commit are known.
 *
 * The state rides on ci-wait's newest comment that asks something (`./state.ts`): the finding of
 * this round, or the hold, carries it from its creation; otherwise the newest carrier's marker is
 * edited when the state changed. Older findings resolved on the way shed their copy of the state.
 */
async function writeOutcome(ctx, view, settings, evaluation) {
    const { github, repo } = ctx;
    const state = readState(view);
    const newest = newestCarrier(view);
    const { outcome, head, reason } = evaluation;
    const baseRef = evaluation.pr.baseRef;
    const round = (0,decide/* roundKey */.sg)(outcome, head, { failed: evaluation.failed, reason });
    // The other action's conflict notice, read in one place: it may report this conflict and carry the count.
    const notice = (0,protocol/* otherConflictNotice */.x1)(view, ACTION, baseRef);
    const plan = (0,decide/* planTransition */.Re)({
        outcome,
        head,
        round,
        mergeableKnown: evaluation.mergeableKnown,
        state,
        labels: view.labels,
        holdCommentExists: holdCommentPosted(view, state?.holds),
        tamperEvidence: view.tamperEvidence.length,
        conflictReported: conflictReported({
            outcome,
            updateRefused: evaluation.updateRefusal !== undefined,
            ownFindingExists: (0,trust/* findMarked */.Em)(view, ACTION, 'finding', round) !== undefined,
            otherNoticeExists: notice !== undefined,
        }),
        maxAttempts: settings.maxAttempts,
        failedLabel: settings.failedLabel,
        conflictLabel: settings.conflictLabel,
        needsHumanLabel: settings.needsHumanLabel,
    });
    const words = {
        head,
        baseRef,
        headRef: evaluation.pr.headRef,
        attempt: plan.attempt,
        maxAttempts: settings.maxAttempts,
        failedLabel: settings.failedLabel,
        conflictLabel: settings.conflictLabel,
        needsHumanLabel: settings.needsHumanLabel,
        checkName: settings.checkName,
    };
    const findingWritten = plan.finding;
    const resolving = plan.resolveOthers ? openFindings(view, findingWritten ? round : undefined) : [];
    const legacy = legacyStateComment(view);
    const carrier = planCarrier({
        findingWritten,
        holdPlanned: plan.holdComment,
        holdWritten: plan.holdComment && plan.next.holds !== undefined,
        writeState: plan.writeState,
        resolveOthers: plan.resolveOthers,
        resolving: resolving.map((f) => f.comment.id),
        newest: newest ? { id: newest.comment.id, kind: newest.marker.kind } : undefined,
        noticeExists: notice !== undefined,
        legacyExists: legacy !== undefined,
    });
    for (const label of plan.addLabels)
        await (0,labels/* addLabel */.Y_)(github, repo, view, label);
    for (const label of plan.removeLabels)
        await (0,labels/* removeLabel */.tA)(github, repo, view, label);
    if (findingWritten) {
        const text = (0,messages/* findingText */.NK)(words, evaluation);
        // Every outcome the plan gives a finding has its words; the plan decides, the words follow.
        if (text === undefined)
            throw new Error(`unreachable: no finding text for '${outcome}'`);
        const base = outcome === 'conflict' ? { base: baseRef } : {};
        const marker = findingMarker(round, true, { ...base, state: plan.next });
        await upsertComment(github, repo, view, marker, text, SETTLE);
    }
    for (const { comment, key, marker } of resolving) {
        const resolved = (0,messages/* resolvedText */.g2)((0,messages/* bodyWithoutMarker */.RC)(comment.body), {
            outcome,
            head,
            sameHead: findingHead(key) === head,
        });
        const keeps = carrier.write.kind === 'resolved-finding' && carrier.write.id === comment.id;
        const found = (0,protocol/* readCiWaitFinding */.B4)(marker);
        const base = found?.base !== undefined ? { base: found.base } : {};
        const next = findingMarker(key, false, { ...base, ...(keeps ? { state: plan.next } : {}) });
        await upsertComment(github, repo, view, next, resolved);
    }
    if (plan.holdComment && plan.next.holds !== undefined) {
        const evidence = plan.tampered ? view.tamperEvidence : [];
        await upsertComment(github, repo, view, holdMarker(plan.next.holds, plan.next), (0,messages/* holdText */.pL)(words, evidence), SETTLE);
    }
    await writeStateOn(ctx, view, carrier.write, { newest, notice, plan });
    if (legacy && carrier.deleteLegacy)
        await deleteOwnComment(github, repo, view, legacy.id);
    return plan;
}
/** Writes the state where `planCarrier` put it, when no comment written in this run carries it. */
async function writeStateOn(ctx, view, write, on) {
    const { github, repo } = ctx;
    const { newest, notice, plan } = on;
    switch (write.kind) {
        case 'rider-on-carrier':
            if (newest)
                await setRider(github, repo, newest.comment, countMarker(plan.next));
            return;
        case 'edit-carrier': {
            if (!newest)
                return;
            const marker = newest.comment.markers.find((m) => m.action === ACTION && m.kind === newest.marker.kind) ?? newest.marker;
            await upsertComment(github, repo, view, withState(marker, plan.next), (0,messages/* bodyWithoutMarker */.RC)(newest.comment.body));
            return;
        }
        case 'rider-on-notice':
            if (notice)
                await setRider(github, repo, notice, countMarker(plan.next));
            return;
        case 'not-kept':
            ctx.log.info(messages/* LOG */.$9.countNotKept(plan.attempt));
            return;
        case 'none':
        case 'resolved-finding':
            return;
    }
}

;// CONCATENATED MODULE: ./src/ci-wait/ready.ts
/** The ready mark (src/core/ready-mark/mark.ts) as a run sets it or takes it back. */








// ---------------------------------------------------------------------------------------------
// The ready mark (src/core/ready-mark/mark.ts): set only on a landable head, taken back otherwise
/**
 * A push's run takes the mark back before it waits: the mark belongs to the head it was set on, and the
 * new head has no success of ci-wait's own yet. A re-run on a head ci-wait already passed leaves it (the
 * run ends by judging that head again), so a marked, still-good PR sees no write.
 */
async function takeBackFirst(run, settings, number) {
    const { ctx } = run;
    const view = await readPull(ctx.github, ctx.repo, number);
    if (view.state !== 'OPEN')
        return;
    const standing = await standingVerdict(run, settings, view.headSha, view.viewer);
    if (standing?.conclusion === 'success')
        return;
    const change = await (0,mark/* takeBackReadyMark */.R6)(ctx.github, ctx.repo, view, settings.ready);
    if ((0,mark/* changed */.tD)(change))
        ctx.log.info(messages/* LOG */.$9.readyTakenBack(view.headSha, change, ctx.repo.owner, [{ kind: 'new-head' }]));
}
/**
 * Sets the mark when the rule says the head can land and the head still stands, else takes it back.
 * Reviewers are asked only after the head was read again; a head that moved during the write has the
 * mark taken back at once (the new head's own run judges it).
 */
async function markReady(run, settings, view, evaluation, outcome) {
    const { ctx } = run;
    const { head } = evaluation;
    const judged = outcome === 'success';
    const runs = judged ? await run.checks.checkRuns(head) : [];
    const required = judged
        ? await run.checks.requiredSet(evaluation.pr.baseRef)
        : { known: true, checks: [] };
    // A status is read only when a required check is none of the head's check runs (statuses are the rarer kind).
    const names = new Set(runs.map((r) => r.name));
    const needStatuses = required.known && required.checks.some((c) => !isMergexoCheck(c.name, '') && !names.has(c.name));
    const statuses = needStatuses ? await run.checks.statuses(head) : [];
    const decision = (0,decide/* decideReady */.EV)({
        outcome,
        mergeableState: evaluation.pr.mergeableState,
        isDraft: view.isDraft,
        draftMode: settings.ready.modes.includes('draft'),
        labels: view.labels,
        blockingLabels: [
            settings.failedLabel,
            settings.conflictLabel,
            settings.needsHumanLabel,
            ...settings.readyBlockingLabels,
        ],
        runs,
        statuses,
        required,
        // The job running ci-wait is still running while it marks; a requirement on it is the job's own business.
        selfNames: evaluation.selection.excluded.filter((e) => e.reason === 'self').map((e) => e.item.name),
        checkName: settings.checkName,
        viewer: view.viewer,
    });
    let blocks = decision.blocks;
    let change = (0,mark/* noChange */.c0)();
    if (decision.ready) {
        const before = await readHead(ctx.github, ctx.repo, view.number);
        if (before.headSha !== head || !before.open)
            blocks = [{ kind: 'head-moved', to: before.headSha }];
    }
    if (blocks.length === 0) {
        change = await (0,mark/* setReadyMark */.Rn)(ctx.github, ctx.repo, view, settings.ready);
        if ((0,mark/* changed */.tD)(change)) {
            const after = await readHead(ctx.github, ctx.repo, view.number);
            if (after.headSha !== head)
                blocks = [{ kind: 'head-moved', to: after.headSha }];
            else
                ctx.log.info(messages/* LOG */.$9.readySet(head, change, ctx.repo.owner));
        }
    }
    if (blocks.length > 0) {
        const back = await (0,mark/* takeBackReadyMark */.R6)(ctx.github, ctx.repo, view, settings.ready);
        if ((0,mark/* changed */.tD)(back))
            ctx.log.info(messages/* LOG */.$9.readyTakenBack(head, back, ctx.repo.owner, blocks));
        else
            ctx.log.info(messages/* LOG */.$9.notReady(head, blocks));
        return { marked: false, blocks, change: back };
    }
    return { marked: true, blocks: [], change };
}

// EXTERNAL MODULE: ./src/core/words.ts
var words = __nccwpck_require__(4269);
// EXTERNAL MODULE: ./src/core/merge-group.ts + 1 modules
var merge_group = __nccwpck_require__(8329);
;// CONCATENATED MODULE: ./src/ci-wait/group.ts
/** merge_group: the verdict on the queue's own commit. */













// ---------------------------------------------------------------------------------------------
// merge_group
/** Polls the group commit until its checks decide, as poll mode does on a PR head. */
async function evaluateGroup(run, settings, group) {
    const { checks } = run;
    const { clock, log } = run.ctx;
    const head = group.headSha;
    const base = (0,merge_group/* mergeGroupBase */.fU)(group);
    const deadline = run.startedAt + settings.timeoutMs;
    let required;
    let lastWait = '';
    for (;;) {
        const [runs, statuses] = await Promise.all([checks.checkRuns(head), checks.statuses(head)]);
        let selection = selectChecks(runs, statuses, required ?? [], settings);
        if (required === undefined && selection.counted.every((c) => c.result !== 'pending')) {
            required = base ? await checks.requiredChecks(base) : [];
            selection = selectChecks(runs, statuses, required, settings);
        }
        const now = clock.now();
        // The queue built the commit and tests it as it is: it always "can merge", and nothing is merged here.
        const round = (0,decide/* decideRound */.BB)({
            mode: 'poll',
            pr: { open: true, merged: false, head, mergeable: true, mergeableState: 'clean', held: false },
            checks: selection,
            graceOver: now - run.startedAt >= settings.graceMs,
            timedOut: now >= deadline,
            mergeabilityExhausted: false,
            branchUpdate: { state: 'refused', reason: { kind: 'group-never-updated' } },
            onConflict: 'report',
            merge: undefined,
            allowNoChecks: settings.allowNoChecks,
        });
        if (round.kind === 'done') {
            const reason = round.outcome === 'success' ? { kind: 'group-passed', checks: selection.counted.length } : round.reason;
            return {
                outcome: round.outcome,
                reason,
                head,
                number: (0,merge_group/* mergeGroupPullNumber */.wZ)(group.headRef),
                selection,
                failed: selection.counted.filter((c) => c.result === 'failed'),
            };
        }
        if (round.kind !== 'wait')
            throw new Error(`unreachable: a merge group round is never '${round.kind}'`);
        const line = messages/* LOG */.$9.waitingOnGroup(head, round.reason);
        if (line !== lastWait)
            log.info(line);
        lastWait = line;
        await clock.sleep(Math.min(settings.intervalMs, Math.max(0, deadline - now)));
    }
}
/**
 * Every PR the group lands, judged by ci-wait's own standing verdict on its current head: the PRs ahead in the
 * queue and the one the ref names. With "only merge non-failing pull requests" off, GitHub lands the PRs ahead
 * with a later group even when their own group failed, so a PR whose head ci-wait refuses (its CI failed, it is
 * on hold) fails every group that holds it. Returns the failing parts, or why the group's PRs are not known.
 */
async function judgeGroupMembers(run, settings, group, number) {
    const { ctx } = run;
    const unnamed = { kind: 'group-unnamed', headRef: group.headRef };
    const unanswered = (e) => ({ kind: 'group-unlisted', error: (0,words/* githubWords */.t)((0,errors/* errorMessage */.gJ)(e)) });
    if (number === undefined)
        return unnamed;
    const base = (0,merge_group/* mergeGroupBase */.fU)(group);
    let ahead;
    try {
        if (!base)
            return unnamed;
        ahead = await (0,merge_group/* pullsAheadInQueue */.AQ)(ctx.github, ctx.repo, base, number);
    }
    catch (e) {
        if (e instanceof errors/* ConfigurationError */.j1)
            throw e;
        return unanswered(e);
    }
    const failing = [];
    try {
        for (const member of [...ahead, number]) {
            const view = await readPull(ctx.github, ctx.repo, member);
            const standing = view.state === 'OPEN' ? await standingVerdict(run, settings, view.headSha, view.viewer) : undefined;
            const failure = (0,decide/* groupMemberFailure */.as)(view.state, standing?.conclusion);
            if (failure !== undefined) {
                const reason = {
                    kind: 'group-member',
                    failure,
                    state: view.state,
                    head: view.headSha,
                    conclusion: standing?.conclusion,
                };
                failing.push({ number: member, pass: false, reason });
            }
        }
    }
    catch (e) {
        // A PR that cannot be read is not vouched for: the group fails, and the queue does not wait on it.
        if (e instanceof errors/* ConfigurationError */.j1)
            throw e;
        return unanswered(e);
    }
    return failing;
}
/** Waits for the group commit's checks and answers with the verdict check on it. */
async function runMergeGroup(ctx, settings, group, startedAt, detailsUrl) {
    const run = startRun(ctx, startedAt, detailsUrl);
    const ci = await evaluateGroup(run, settings, group);
    // The group's members are read only when its own CI passed: a failing group needs no more.
    const members = ci.outcome === 'success' ? await judgeGroupMembers(run, settings, group, ci.number) : undefined;
    const found = { ...ci, ...groupOutcome(ci, members) };
    await writeVerdict(ctx.github, ctx.repo, {
        name: settings.checkName,
        headSha: group.headSha,
        conclusion: found.outcome === 'success' ? 'success' : 'failure',
        title: (0,messages/* verdictTitle */.Sw)(found.outcome, found.reason),
        summary: (0,messages/* groupCheckSummary */.g1)(found, group),
        ...(detailsUrl ? { detailsUrl } : {}),
    });
    return found;
}

;// CONCATENATED MODULE: ./src/ci-wait/shell.ts
/**
 * ci-wait's shell, an orchestrator only: read -> decide -> apply, with a `ShellContext`. Each part lives
 * in a file named for it: the wait (`./wait.ts`: polls the PR through core's `PullPoller` and the head's
 * checks until `decideRound` says the round is done, merging or updating the branch through `./merge.ts`),
 * the writes on the PR (`./writes.ts`: what `planTransition` and `planCarrier` call for), the verdict on
 * the commit (`./verdict.ts`, through core's `writeCommitVerdict`), the ready mark (`./ready.ts`) and the
 * merge group (`./group.ts`). The rules between them are pure, in `./decide-run.ts`: whether the head
 * still stands before writing, and the outcome once the writes are known.
 *
 * A commit can head several open PRs: the check on it is written as a success only when every other
 * open PR with that head passes too. The others are looked at once (event mode, no waiting for CI)
 * and read-only: no merge, no branch update, no label or comment. Their own runs (their
 * `pull_request` events, or the completion event of the commit, which names them all) do those
 * writes, which spend their attempts and may merge them: not a side effect of another PR's run.
 *
 * merge_group: what counts in the queue is the CI of the queue's own commit, the base plus the PRs
 * ahead plus this PR, not the CI each PR passed on its own head. So ci-wait waits for the checks on
 * the group commit (`merge_group.head_sha`) with the same rules as on a PR head, plus the base
 * branch's required checks that have not appeared; the same grace period, timeout and
 * `allow-no-checks`. It answers with `mergexo/ci-wait` on the group commit. The group branch is the
 * queue's, read-only: ci-wait writes no label or comment, merges nothing and updates no branch there
 * (the queue merges the group itself, and drops a PR whose group fails).
 */















const ANNOTATED_CHECKS = 5;
const ANNOTATIONS_PER_CHECK = 5;
/** Judges the PRs the event is about (poll mode: the event's PR; event mode: the PRs heading its commit). */
async function runPulls(ctx, settings, event, startedAt, detailsUrl) {
    const targets = await (0,ci_wait_targets/* targetsOf */.QR)(ctx, event);
    if (targets.mode === 'poll' && targets.closed)
        return { reports: [closedReport(targets.numbers[0])] };
    if (targets.mode === 'event' && targets.skip) {
        const skipped = messages/* LOG */.$9.nothingToJudge(targets.skip);
        ctx.log.info(skipped);
        return { reports: [], skipped };
    }
    if (targets.mode === 'event' && targets.numbers.length === 0)
        ctx.log.info(messages/* LOG */.$9.noPullOnHead(targets.sha));
    const run = startRun(ctx, startedAt, detailsUrl);
    const reports = [];
    for (const number of targets.numbers) {
        const expectHead = targets.mode === 'event' ? targets.sha : undefined;
        reports.push(await runPullRequest(run, settings, number, targets.mode, expectHead));
    }
    return { reports };
}
function report(evaluation, number, attempt, outcome, reason) {
    const final = outcome ?? evaluation.outcome;
    return {
        number,
        outcome: final,
        reason: reason ?? evaluation.reason,
        head: evaluation.head,
        attempt: attempt ?? 0,
        attemptKnown: attempt !== undefined,
        selection: evaluation.selection,
        failedChecks: final === 'ci_failed'
            ? evaluation.failed.map((c) => ({ name: c.name, conclusion: c.conclusion, url: c.url }))
            : [],
    };
}
async function withAnnotations(run, failed) {
    let budget = ANNOTATED_CHECKS;
    const out = [];
    for (const check of failed) {
        if (check.kind === 'check_run' && check.annotationsCount > 0 && budget > 0) {
            budget--;
            const lines = await run.checks.annotations(check.id, ANNOTATIONS_PER_CHECK);
            out.push({ ...check, output: [...check.output, ...lines] });
        }
        else {
            out.push(check);
        }
    }
    return out;
}
/** One PR from first observation to the last write. */
async function runPullRequest(run, settings, number, mode, expectHead) {
    const { ctx } = run;
    if (mode === 'poll' && (0,mark/* markOn */.r$)(settings.ready))
        await takeBackFirst(run, settings, number);
    for (let restart = 0;; restart++) {
        const evaluation = await evaluatePullRequest(run, settings, number, mode, expectHead);
        if (decide/* HANDS_OFF */.$m.has(evaluation.outcome))
            return report(evaluation, number, undefined);
        if (evaluation.outcome === 'ci_failed')
            evaluation.failed = await withAnnotations(run, evaluation.failed);
        const view = await readPull(ctx.github, ctx.repo, number);
        if (view.unnamedDeletions)
            ctx.log.info(messages/* LOG */.$9.unnamedDeletions(view.unnamedDeletions));
        const gate = beforeWriting({
            mode,
            mergeAttempted: evaluation.mergeMethod !== undefined,
            state: view.state,
            headNow: view.headSha,
            judged: evaluation.head,
            restart,
        });
        switch (gate.kind) {
            case 'closed':
                return report(evaluation, number, undefined, 'closed', { kind: 'closed-meanwhile', state: gate.state });
            case 'skip':
                return report(evaluation, number, undefined, 'skipped', { kind: 'moved-before-verdict', to: gate.to });
            case 'restart':
                ctx.log.info(messages/* LOG */.$9.headMovedBeforeVerdict(gate.to));
                continue;
            case 'give-up':
                throw new errors/* UndecidableError */.N3((0,messages/* keptMoving */.xt)(number, gate.to, gate.restarts));
            case 'write':
                break;
        }
        const plan = await writeOutcome(ctx, view, settings, evaluation);
        const judged = { ...evaluation, ...afterTamper(evaluation, plan.tampered) };
        remember(run, number, judged.head, judged.outcome);
        if (!plan.verdict)
            return report(judged, number, plan.attempt);
        const commit = await writeVerdictOnCommit(run, settings, number, judged, plan, view.viewer);
        const final = afterCommit(judged, commit);
        const done = report(judged, number, plan.attempt, final.outcome, final.reason);
        // The mark comes last: it speaks of the verdict just written, and it notifies reviewers.
        if (final.outcome === 'merged' || !(0,mark/* markOn */.r$)(settings.ready))
            return done;
        return { ...done, ready: await markReady(run, settings, view, judged, final.outcome) };
    }
}


/***/ }),

/***/ 9965:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   QR: () => (/* binding */ targetsOf),
/* harmony export */   kB: () => (/* binding */ POLL_EVENTS),
/* harmony export */   ug: () => (/* binding */ ONCE_EVENTS)
/* harmony export */ });
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(2721);
/* harmony import */ var _core_pr_list_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(1607);
/* harmony import */ var _core_run_context_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(3539);



const POLL_EVENTS = ['pull_request', 'pull_request_target'];
const ONCE_EVENTS = ['check_suite', 'workflow_run', 'status'];
const SHA = /^[0-9a-f]{40}$/;
function prNumbers(list) {
    if (!Array.isArray(list))
        return [];
    return list.flatMap((p) => (typeof p?.number === 'number' ? [p.number] : []));
}
/** Open PRs whose head is `sha`; `head` (owner:branch) narrows the listing to one branch. */
async function openPullsWithHead(github, repo, sha, head) {
    const pulls = await (0,_core_pr_list_js__WEBPACK_IMPORTED_MODULE_1__/* .listOpenPulls */ .j)(github, repo, head ? { head } : {});
    return pulls.filter((p) => p.headSha === sha).map((p) => p.number);
}
/**
 * A status event names the branches of this repository whose tip is the commit: their PRs are
 * found with one request each. `undefined` when the event names none (a fork's commit, or an
 * untracked one), for the caller to search more widely.
 */
async function pullsOfBranches(github, repo, sha, branches) {
    if (!Array.isArray(branches) || branches.length === 0 || branches.length > 10)
        return undefined;
    const numbers = [];
    for (const branch of branches) {
        if (typeof branch?.name !== 'string')
            continue;
        numbers.push(...(await openPullsWithHead(github, repo, sha, `${repo.owner}:${branch.name}`)));
    }
    return numbers;
}
/**
 * Which PRs an event is about. Poll mode: the event's PR. Event mode: the PRs whose head is the
 * commit the event reports on, taken from the payload when GitHub lists them (it does not for
 * PRs from forks), else found among the open PRs.
 */
async function targetsOf(shell, ctx) {
    const { github, repo } = shell;
    const payload = ctx.payload;
    if (POLL_EVENTS.includes(ctx.eventName)) {
        const number = (0,_core_run_context_js__WEBPACK_IMPORTED_MODULE_0__/* .pullRequestNumberOf */ .Bn)(ctx, 'ci-wait', 'waits for the PR that a pull_request event is about');
        return { mode: 'poll', numbers: [number], closed: ctx.payload.action === 'closed' };
    }
    let sha;
    let listed = [];
    let headLabel;
    if (ctx.eventName === 'check_suite' || ctx.eventName === 'workflow_run') {
        const key = ctx.eventName;
        const subject = (payload[key] ?? {});
        sha = subject.head_sha;
        if (payload.action !== 'completed') {
            return {
                mode: 'event',
                sha: String(sha ?? ''),
                numbers: [],
                skip: {
                    kind: 'not-completed',
                    event: key,
                    ...(payload.action === undefined || payload.action === null ? {} : { action: String(payload.action) }),
                },
            };
        }
        listed = prNumbers(subject.pull_requests);
        const headRepo = subject.head_repository;
        const branch = subject.head_branch;
        // GitHub leaves PRs from forks out of `pull_requests`; the head branch still finds them.
        if (headRepo?.owner?.login && typeof branch === 'string')
            headLabel = `${headRepo.owner.login}:${branch}`;
    }
    else {
        sha = payload.sha;
        if (payload.state === 'pending') {
            return { mode: 'event', sha: String(sha ?? ''), numbers: [], skip: { kind: 'status-pending' } };
        }
    }
    if (typeof sha !== 'string' || !SHA.test(sha)) {
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ConfigurationError */ .j1(`The '${ctx.eventName}' event payload names no commit (no ${ctx.eventName === 'status' ? 'sha' : `${ctx.eventName}.head_sha`}), ` +
            'so ci-wait cannot tell which PR to judge. Trigger it on the events GitHub sends, not on a hand-made payload.');
    }
    let numbers = listed;
    if (numbers.length === 0) {
        const branches = ctx.eventName === 'status' ? await pullsOfBranches(github, repo, sha, payload.branches) : undefined;
        if (branches)
            numbers = branches;
        else
            numbers = await openPullsWithHead(github, repo, sha, headLabel);
    }
    return { mode: 'event', sha, numbers: [...new Set(numbers)].sort((a, b) => a - b) };
}


/***/ }),

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

/***/ 6708:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   M6: () => (/* binding */ digestText),
/* harmony export */   ax: () => (/* binding */ fingerprintOf),
/* harmony export */   br: () => (/* binding */ digest)
/* harmony export */ });
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
/* harmony export */   Up: () => (/* binding */ sameLogin),
/* harmony export */   wj: () => (/* binding */ recordVerdictApp)
/* harmony export */ });
/* unused harmony exports SHARED_APP_SLUG, isSharedIdentity, SHARED_IDENTITY_NOTE, verdictAppsOfRun, resetVerdictApps, isBotLogin, botLogin */
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

/***/ 9662:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   UK: () => (/* binding */ writeCommitVerdict),
/* harmony export */   _: () => (/* binding */ sharedHeadLine),
/* harmony export */   hY: () => (/* binding */ failingNames)
/* harmony export */ });
/* unused harmony exports UNLISTED, unlisted, conclusionOf, conjoin, openPullsWithCommit, otherPullsWithHead, ownCheckRuns, newcomersAfterSuccess, judgeOthersOnHead */
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(2721);
/* harmony import */ var _github_port_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(4269);
/* harmony import */ var _untrusted_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(1310);
/* harmony import */ var _list_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(1607);
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
    return { number: UNLISTED, pass: false, unlisted: (0,_github_port_js__WEBPACK_IMPORTED_MODULE_1__/* .githubWords */ .t)(e instanceof Error ? e.message : String(e)) };
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
        const why = (0,_untrusted_js__WEBPACK_IMPORTED_MODULE_0__/* .mdText */ .bC)(unknown.unlisted ?? 'unknown');
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
        pulls = await (0,_list_js__WEBPACK_IMPORTED_MODULE_2__/* .listOpenPulls */ .j)(github, repo);
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
        if (e instanceof _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .ConfigurationError */ .j1)
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

/***/ 1607:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   j: () => (/* binding */ listOpenPulls)
/* harmony export */ });
/**
 * The open PRs of `repo`, one request per 100; `head` (`owner:branch`) narrows them to one branch,
 * as GitHub's `head` filter does (a fork's branch is named by the fork's owner).
 */
async function listOpenPulls(github, repo, options = {}) {
    return github.listOpenPulls(repo, options);
}


/***/ }),

/***/ 9075:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Be: () => (/* binding */ splitReviewers),
/* harmony export */   JG: () => (/* binding */ reviewerName),
/* harmony export */   L6: () => (/* binding */ reviewerOf),
/* harmony export */   i5: () => (/* binding */ requestReviewers),
/* harmony export */   rZ: () => (/* binding */ reviewerKey)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(2721);
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
    return new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ConfigurationError */ .j1(`GitHub refused to request a review from ${names} on PR #${number} (${answer}). ` +
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
        if ((0,_github_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .httpStatus */ .nG)(e) !== 422)
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
                if ((0,_github_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .httpStatus */ .nG)(again) !== 422)
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
    return why.length > 0 ? `${(0,_github_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .answerMessage */ .Mw)(e)}: ${why.join('; ')}` : (0,_github_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .answerMessage */ .Mw)(e);
}
function usersRefused(number, answer) {
    return new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ConfigurationError */ .j1(`GitHub refused to request reviews on PR #${number}: ${answer}. Each user in 'ready-reviewers' must be a ` +
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

/***/ 6008:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   f: () => (/* binding */ isMergexoCheckName)
/* harmony export */ });
/* unused harmony export MERGEXO_CHECK_PREFIX */
/**
 * The checks one action reads from another: every gate writes its verdict as a check run named
 * `mergexo/<name>` (history-guard, write-root-gate, rebase-notify's rebase and collision checks), and ci-wait
 * hands a PR to reviewers only while each of them on the head, written by mergexo's own identity, passes.
 * The name is the protocol: a check of another name is CI, never a gate's verdict.
 */
const MERGEXO_CHECK_PREFIX = 'mergexo/';
/** Whether a check run's name is one of mergexo's gates (or ci-wait's own verdict). */
function isMergexoCheckName(name) {
    return name.startsWith(MERGEXO_CHECK_PREFIX);
}


/***/ }),

/***/ 6701:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  oh: () => (/* reexport */ DEFAULT_CONFLICT_LABEL),
  VZ: () => (/* reexport */ ciWaitFindingMarker),
  ip: () => (/* reexport */ ciWaitRiderMarker),
  x1: () => (/* reexport */ otherConflictNotice),
  B4: () => (/* reexport */ readCiWaitFinding),
  Cu: () => (/* reexport */ readCiWaitRider)
});

// UNUSED EXPORTS: CI_WAIT_FINDING, CI_WAIT_RIDER, CI_WAIT_RIDER_VERSION, CONFLICT_NOTICE_VERSION, DEFAULT_BLOCKED_LABEL, DEFAULT_BLOCKING_LABELS, DEFAULT_QUARANTINE_LABEL, DEFAULT_READY_LABEL, MERGEXO_CHECK_PREFIX, REBASE_NOTIFY_STATUS, isMergexoCheckName, readConflictNotice, readRebaseNotifyStatus, readable, rebaseNotifyStatusMarker, versionField, versionOf

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
function readable(data, current) {
    const v = versionOf(data);
    return v !== undefined && (v === current || v === current - 1);
}
/** The version field a writer of `current` puts in its data: none for version 1. */
function version_versionField(current) {
    return current === 1 ? {} : { v: current };
}

;// CONCATENATED MODULE: ./src/core/protocol/ci-wait-rider.ts

/** The data version the rider is written in, and read in (with the one before it). */
const CI_WAIT_RIDER_VERSION = 1;
const CI_WAIT_RIDER = { action: 'ci-wait', kind: 'count', key: 'pr' };
/** The rider carrying ci-wait's state (`setRider` puts it on the notice). */
function ciWaitRiderMarker(state) {
    return { ...CI_WAIT_RIDER, data: { ...version_versionField(CI_WAIT_RIDER_VERSION), state: { ...state } } };
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
            ...version_versionField(CONFLICT_NOTICE_VERSION),
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







/***/ }),

/***/ 4342:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   c4: () => (/* binding */ DEFAULT_BLOCKING_LABELS),
/* harmony export */   rg: () => (/* binding */ DEFAULT_READY_LABEL)
/* harmony export */ });
/* unused harmony exports DEFAULT_BLOCKED_LABEL, DEFAULT_QUARANTINE_LABEL */
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
/* harmony export */   Rn: () => (/* binding */ setReadyMark),
/* harmony export */   c0: () => (/* binding */ noChange),
/* harmony export */   r$: () => (/* binding */ markOn),
/* harmony export */   rg: () => (/* reexport safe */ _protocol_ready_mark_js__WEBPACK_IMPORTED_MODULE_2__.rg),
/* harmony export */   tD: () => (/* binding */ changed)
/* harmony export */ });
/* unused harmony export writesOf */
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
        change.labelAdded = await (0,_pr_labels_js__WEBPACK_IMPORTED_MODULE_5__/* .addLabel */ .Y_)(github, repo, view, settings.label);
    if (modes.has('draft') && view.isDraft) {
        await setDraft(github, view, false);
        change.madeReady = true;
    }
    if (modes.has('reviewers')) {
        const author = view.author.toLowerCase();
        const wanted = reviewersFor(settings, repo);
        change.leftOut = wanted.filter((r) => r.kind === 'user' && r.login.toLowerCase() === author);
        const askable = wanted.filter((r) => !change.leftOut.includes(r));
        const known = view.reviewRequests ? new Set(view.reviewRequests.map(_pr_reviewers_js__WEBPACK_IMPORTED_MODULE_1__/* .reviewerKey */ .rZ)) : undefined;
        // Every configured reviewer already asked (by anyone): nothing to read, nothing to write.
        if (known === undefined || askable.some((r) => !known.has((0,_pr_reviewers_js__WEBPACK_IMPORTED_MODULE_1__/* .reviewerKey */ .rZ)(r)))) {
            const { pending, ours } = await readRequests(github, repo, view);
            const ask = askable.filter((r) => !pending.has((0,_pr_reviewers_js__WEBPACK_IMPORTED_MODULE_1__/* .reviewerKey */ .rZ)(r)) && !ours.has((0,_pr_reviewers_js__WEBPACK_IMPORTED_MODULE_1__/* .reviewerKey */ .rZ)(r)));
            if (ask.length > 0) {
                await (0,_pr_reviewers_js__WEBPACK_IMPORTED_MODULE_1__/* .requestReviewers */ .i5)(github, repo, view.number, ask);
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

/***/ 8580:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  G8: () => (/* binding */ shellContext),
  aB: () => (/* binding */ silentLog)
});

// UNUSED EXPORTS: runnerLog

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
/* harmony export */   F: () => (/* binding */ mdFence),
/* harmony export */   OG: () => (/* binding */ logLines),
/* harmony export */   VP: () => (/* binding */ defuse),
/* harmony export */   YF: () => (/* binding */ mdLink),
/* harmony export */   bC: () => (/* binding */ mdText),
/* harmony export */   h0: () => (/* binding */ plainLine),
/* harmony export */   h8: () => (/* binding */ htmlCode),
/* harmony export */   js: () => (/* binding */ htmlText),
/* harmony export */   r7: () => (/* binding */ shellWord),
/* harmony export */   xs: () => (/* binding */ mdCode)
/* harmony export */ });
/* unused harmony exports plural, visible, safeUrl */
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
/******/ var __webpack_exports__ = __nccwpck_require__(5686);
/******/ __webpack_exports__ = await __webpack_exports__;
/******/ 
