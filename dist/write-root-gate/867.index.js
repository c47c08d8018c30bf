export const id = 867;
export const ids = [867];
export const modules = {

/***/ 5867:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  judgeMergeGroup: () => (/* binding */ judgeMergeGroup),
  judgePullRequest: () => (/* binding */ judgePullRequest),
  parseSettings: () => (/* reexport */ settings/* parseSettings */.P$),
  runReport: () => (/* reexport */ messages.runReport)
});

// EXTERNAL MODULE: ./src/core/enforcement.ts
var enforcement = __webpack_require__(3050);
// EXTERNAL MODULE: ./src/core/identity.ts
var identity = __webpack_require__(3484);
// EXTERNAL MODULE: ./src/core/utf8.ts
var utf8 = __webpack_require__(3573);
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

// EXTERNAL MODULE: ./src/core/pr/commit-verdict.ts + 1 modules
var commit_verdict = __webpack_require__(3519);
// EXTERNAL MODULE: ./src/core/errors.ts
var errors = __webpack_require__(2721);
// EXTERNAL MODULE: ./src/core/pr/documents.ts
var documents = __webpack_require__(3477);
// EXTERNAL MODULE: ./src/core/pr/trust.ts
var trust = __webpack_require__(9105);
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
var reviewers = __webpack_require__(9075);
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

// EXTERNAL MODULE: ./src/core/markers.ts
var core_markers = __webpack_require__(3591);
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

// EXTERNAL MODULE: ./src/core/pr/labels.ts
var labels = __webpack_require__(9032);
// EXTERNAL MODULE: ./src/core/untrusted.ts
var untrusted = __webpack_require__(1310);
// EXTERNAL MODULE: ./src/write-root-gate/messages.ts
var messages = __webpack_require__(7343);
;// CONCATENATED MODULE: ./src/write-root-gate/effects.ts






const ACTION = 'write-root-gate';
const quarantineMarker = (verdict) => ({
    action: ACTION,
    kind: 'quarantine',
    key: 'pr',
    data: { verdict },
});
async function attempt(ctx, effects, what, fn, verdict = false) {
    const kind = verdict ? { verdict: true } : {};
    try {
        effects.push({ what, ok: true, detail: await fn(), ...kind });
    }
    catch (e) {
        const detail = (0,errors/* errorMessage */.gJ)(e);
        ctx.log.warning(messages.EFFECT.failed(what, detail));
        effects.push({
            what,
            ok: false,
            detail,
            ...kind,
            ...(e instanceof errors/* ConfigurationError */.j1 ? { configuration: true } : {}),
        });
    }
}
/** Writes the same verdict on the PR head and on every extra commit (the merge group). */
async function writeChecks(ctx, to, effects, conclusion, text, annotations = []) {
    const targets = [...(to.headSha ? [{ headSha: to.headSha, note: '' }] : []), ...to.extra];
    for (const target of targets) {
        await attempt(ctx, effects, messages.EFFECT.check(conclusion, (0,untrusted/* short */.Al)(target.headSha)), async () => {
            const id = await writeVerdict(ctx.github, ctx.repo, {
                name: to.checkName,
                headSha: target.headSha,
                conclusion,
                title: text.title,
                summary: target.note ? `${target.note}\n\n${text.summary}` : text.summary,
                ...(text.text ? { text: text.text } : {}),
                annotations,
                ...(to.detailsUrl ? { detailsUrl: to.detailsUrl } : {}),
            });
            return messages.EFFECT.checkWritten(id);
        }, true);
    }
}
/** The head's verdict back to pending (`in_progress`), while a retargeted PR is judged again. */
async function writePendingCheck(ctx, to, effects, text) {
    await attempt(ctx, effects, messages.EFFECT.pending((0,untrusted/* short */.Al)(to.headSha)), async () => messages.EFFECT.pendingWritten(await writePending(ctx.github, ctx.repo, {
        name: to.checkName,
        headSha: to.headSha,
        title: text.title,
        summary: text.summary,
        ...(to.detailsUrl ? { detailsUrl: to.detailsUrl } : {}),
    })));
}
/**
 * Auto-merge off. GitHub refuses `disablePullRequestAutoMerge` to a token without `contents: write` beside
 * `pull-requests: write` (see docs/github-behaviour.md): that refusal is a ConfigurationError, so the step fails
 * with the permission to add, even when the verdict is written.
 */
async function disableAutoMerge(ctx, effects, pull) {
    // Observe mode (src/core/enforcement.ts) leaves auto-merge as it is.
    if (!pull.autoMerge || ctx.github.observing)
        return;
    await attempt(ctx, effects, messages.EFFECT.autoMerge, async () => {
        if ((await ctx.github.disableAutoMerge(pull.nodeId)) === 'forbidden') {
            throw new errors/* ConfigurationError */.j1(messages.EFFECT.autoMergeForbidden);
        }
        return messages.EFFECT.autoMergeDone;
    });
}
/** A refused PR: auto-merge off, the quarantine label on, the quarantine comment written. */
async function quarantine(ctx, effects, pull, label, comment) {
    if (ctx.github.observing) {
        effects.push({ what: messages.EFFECT.observed, ok: true, detail: messages.EFFECT.wouldQuarantine(label) });
        return;
    }
    await disableAutoMerge(ctx, effects, pull);
    await attempt(ctx, effects, messages.EFFECT.addLabel(label), async () => (await (0,labels/* addLabel */.Y_)(ctx.github, ctx.repo, pull, label)) ? messages.EFFECT.labelAdded : messages.EFFECT.labelThere);
    await attempt(ctx, effects, messages.EFFECT.comment, async () => 
    // Two runs racing (a push and a label change) must still leave one comment.
    messages.EFFECT.commentResult(await upsertComment(ctx.github, ctx.repo, pull, quarantineMarker('refused'), comment, { settle: true })));
}
/** A PR back inside its roots: the label off, and the quarantine comment (if any) says so. */
async function release(ctx, effects, pull, label, comment, hasQuarantineComment) {
    if (ctx.github.observing) {
        if (pull.labels.includes(label) || hasQuarantineComment) {
            effects.push({ what: messages.EFFECT.observed, ok: true, detail: messages.EFFECT.wouldRelease(label) });
        }
        return;
    }
    if (pull.labels.includes(label)) {
        await attempt(ctx, effects, messages.EFFECT.removeLabel(label), async () => {
            await (0,labels/* removeLabel */.tA)(ctx.github, ctx.repo, pull, label);
            return messages.EFFECT.labelRemoved;
        });
    }
    if (hasQuarantineComment) {
        await attempt(ctx, effects, messages.EFFECT.updateComment, async () => messages.EFFECT.commentResult(await upsertComment(ctx.github, ctx.repo, pull, quarantineMarker('pass'), comment)));
    }
}

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

// EXTERNAL MODULE: ./src/core/ready-mark/mark.ts
var mark = __webpack_require__(6225);
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

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/core/github/proxy.ts
var github_proxy = __webpack_require__(8762);
;// CONCATENATED MODULE: ./src/core/git.ts



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
    return { ...env, ...QUIET_ENV, GIT_CONFIG_NOSYSTEM: '1', GIT_CONFIG_GLOBAL: external_node_os_.devNull, GIT_ASKPASS: 'echo' };
}
/** Configuration every command gets: nothing runs on mergexo's behalf, nothing is rewritten behind it. */
const HARDENED_CONFIG = {
    'core.hooksPath': external_node_os_.devNull,
    // No attribute file from the machine (merge drivers, filters); files are never read as attributes.
    'core.attributesFile': external_node_os_.devNull,
    'core.fsmonitor': 'false',
    'gc.auto': '0',
    'maintenance.auto': 'false',
    'fetch.recurseSubmodules': 'false',
};
/** The configuration that lets git reach `serverUrl` with `token`: a header scoped to the server, and its proxy. */
function authConfig(serverUrl, token) {
    const proxy = (0,github_proxy/* gitProxySettings */.G8)(serverUrl);
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
    const { getExecOutput } = await __webpack_require__.e(/* import() */ 32).then(__webpack_require__.bind(__webpack_require__, 3032));
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
        throw new errors/* UndecidableError */.N3(`git could not be started on this machine (${e instanceof Error ? e.message : String(e)}): install git 2.38 ` +
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

;// CONCATENATED MODULE: ./src/write-root-gate/git-snapshot.ts






/** What a user can do about a git command that failed once the scratch repository exists. */
const GIT_FAILED_HINT = "git fetches objects it lacks from GitHub as it goes, so a network or token problem shows up here: re-run the job; if it fails again, check that the job's token has `contents: read` and that the runner's git is 2.38 or later (`git merge-tree --write-tree`).";
/** A git command that ran and failed: what it said (redacted), apart from the advice, so callers can give their own. */
class GitFailure extends errors/* UndecidableError */.N3 {
    what;
    said;
    constructor(what, said) {
        super(`${what}: ${said}. ${GIT_FAILED_HINT}`);
        this.what = what;
        this.said = said;
    }
}
/** Paths given to ls-tree are paths, never patterns. */
const LITERAL_PATHS = { GIT_LITERAL_PATHSPECS: '1' };
/**
 * How the scratch repository's git runs: core's hardened runner (no system or user configuration,
 * no hooks, no inherited `GIT_*`, no prompts), with the token as an HTTP header scoped to the
 * server, passed in the environment so it is never written to disk or shown in a process list,
 * and the runner's proxy for the server as the API client decides it.
 */
function gitOptions(dir, serverUrl, token) {
    return { cwd: dir, auth: { serverUrl, token }, env: LITERAL_PATHS };
}
class GitSnapshot {
    dir;
    options;
    token;
    constructor(dir, options, token) {
        this.dir = dir;
        this.options = options;
        this.token = token;
    }
    /**
     * Creates the scratch repository and fetches the commit history of `shas` (commits only, no
     * depth limit). Throws UndecidableError when git fails.
     */
    static async fetch(options, shas) {
        // Only object names reach git's command line, never anything that could read as an option.
        const bad = shas.find((s) => !/^[0-9a-f]{40}([0-9a-f]{24})?$/.test(s));
        if (bad !== undefined)
            throw new errors/* UndecidableError */.N3(`GitHub answered '${bad}' where a commit SHA was expected.`);
        const dir = await (0,promises_.mkdtemp)((0,external_node_path_.join)(options.tempRoot || (0,external_node_os_.tmpdir)(), 'mergexo-write-root-gate-'));
        const url = `${options.serverUrl.replace(/\/+$/, '')}/${options.owner}/${options.repo}.git`;
        const snapshot = new GitSnapshot(dir, gitOptions(dir, options.serverUrl, options.token), options.token);
        try {
            await snapshot.must(['init', '--quiet', '--bare']);
            for (const [key, value] of [
                ['core.repositoryformatversion', '1'],
                ['remote.origin.url', url],
                ['remote.origin.promisor', 'true'],
                ['remote.origin.partialclonefilter', 'blob:none'],
                ['extensions.partialClone', 'origin'],
                // A commit we hold would tell the server we hold its tree too: never negotiate, so
                // asking for the trees of commits fetched without them brings them.
                ['fetch.negotiationAlgorithm', 'noop'],
            ]) {
                await snapshot.must(['config', key, value]);
            }
            const started = Date.now();
            await snapshot.must([
                'fetch',
                '--quiet',
                '--no-tags',
                '--no-write-fetch-head',
                '--no-recurse-submodules',
                '--filter=tree:0',
                'origin',
                ...shas,
            ]);
            options.log?.(`Fetched the commit history of ${shas.length} commits into a scratch repository in ${Date.now() - started} ms.`);
            return snapshot;
        }
        catch (e) {
            await snapshot.close();
            // No git on the runner says what to do already; a failed command gets the fetch's own advice.
            if (!(e instanceof GitFailure))
                throw e;
            throw new errors/* UndecidableError */.N3(`git could not fetch commits ${shas.map((s) => s.slice(0, 12)).join(', ')} from ${url}: ${e.what}: ${e.said}. ` +
                "The job needs `contents: read` and git on the runner; re-run the job once GitHub's git service answers.");
        }
    }
    /**
     * Fetches the trees (not the blobs) of `commits` in one request; git would otherwise fetch
     * each missing tree lazily, one request at a time.
     */
    async prefetchTrees(commits) {
        const trees = [...new Set(await Promise.all(commits.map((c) => this.treeOf(c))))];
        await this.must([
            'fetch',
            '--quiet',
            '--no-tags',
            '--no-write-fetch-head',
            '--no-recurse-submodules',
            '--filter=blob:none',
            'origin',
            ...trees,
        ]);
    }
    /** The root tree of a commit (read from the commit object alone). */
    async treeOf(commit) {
        return (await this.must(['rev-parse', '--verify', '--quiet', `${commit}^{tree}`])).trim();
    }
    /** Every merge base of two commits (`merge-base --all`); empty when they share no history. */
    async mergeBases(a, b) {
        const r = await this.run(['merge-base', '--all', a, b]);
        if (r.code === 1 && r.stdout.trim() === '' && r.stderr.trim() === '')
            return [];
        if (r.code !== 0)
            throw this.failure(['merge-base'], r);
        return r.stdout.split('\n').filter((l) => /^[0-9a-f]{40}([0-9a-f]{24})?$/.test(l));
    }
    /**
     * What merging `head` into `base` writes (`git merge-tree --write-tree`, as GitHub merges):
     * the resulting tree, and the paths that conflict (the tree then holds conflict markers).
     */
    async mergeTree(base, head) {
        const r = await this.run(mergeTreeArgs(base, head));
        const [tree, ...conflicts] = r.stdout.split('\0').filter((f) => f !== '');
        if ((r.code !== 0 && r.code !== 1) || tree === undefined || !/^[0-9a-f]{40}([0-9a-f]{24})?$/.test(tree)) {
            throw new errors/* UndecidableError */.N3(`git merge-tree could not merge ${head.slice(0, 12)} into ${base.slice(0, 12)} (${r.code}): ` +
                `${oneLine(redactToken(r.stderr.trim() || r.stdout.trim(), this.token))}. ${GIT_FAILED_HINT}`);
        }
        return { tree, conflicts: r.code === 1 ? [...new Set(conflicts)] : [] };
    }
    /** Every file change between two commits or trees, with modes, renames and copies (no PR code involved). */
    async diff(from, to) {
        const out = await this.must(rawDiffArgs(from, to));
        return parseRawDiff(out);
    }
    /** The tree entry at `path` in `commit` (or a tree), or undefined. */
    async entry(commit, path) {
        const out = await this.must(['ls-tree', '-z', '--full-tree', commit, '--', path]);
        for (const record of out.split('\0')) {
            const tab = record.indexOf('\t');
            if (tab < 0)
                continue;
            if (record.slice(tab + 1) !== path)
                continue;
            const [mode, type, sha] = record.slice(0, tab).split(' ');
            return { mode, type, sha };
        }
        return undefined;
    }
    /** A blob's content as text (fetched on demand from the promisor remote). */
    async blob(sha) {
        return this.must(['cat-file', 'blob', sha]);
    }
    async close() {
        await (0,promises_.rm)(this.dir, { recursive: true, force: true }).catch(() => undefined);
    }
    async must(args) {
        const r = await this.run(args);
        if (r.code !== 0)
            throw this.failure(args, r);
        return r.stdout;
    }
    failure(args, r) {
        return new GitFailure(`git ${args[0]} failed (${r.code})`, oneLine(redactToken(r.stderr.trim() || r.stdout.trim(), this.token)));
    }
    /** Any exit code is an answer here: the caller decides which are failures. */
    async run(args) {
        try {
            return await git(args, this.options);
        }
        catch (e) {
            if (e instanceof GitCommandError)
                return e.output;
            throw e;
        }
    }
}
function oneLine(text) {
    return text.replace(/\s*\n\s*/g, ' ').replace(/[.\s]+$/, '');
}

// EXTERNAL MODULE: ./src/core/paths/normalize.ts
var normalize = __webpack_require__(9924);
// EXTERNAL MODULE: ../../node_modules/minimatch/dist/esm/index.js + 8 modules
var esm = __webpack_require__(8662);
// EXTERNAL MODULE: ./src/core/paths/glob-syntax.ts
var glob_syntax = __webpack_require__(329);
;// CONCATENATED MODULE: ./src/core/paths/root-set.ts



const REGEX_SPECIAL = /[.*+?^${}()|[\]\\/]/g;
const escapeRegex = (s) => s.replace(REGEX_SPECIAL, '\\$&');
/** Translates one path segment to a regular expression source, or undefined when minimatch must handle it. */
function translateSegment(seg) {
    if (seg === '**')
        return { kind: 'globstar' };
    if (/[+@!*?]\(/.test(seg))
        return undefined; // extglob
    let out = '';
    let literal = '';
    let magic = false;
    for (let i = 0; i < seg.length; i++) {
        const c = seg[i];
        if (c === '\\') {
            const next = seg[++i] ?? '';
            out += escapeRegex(next);
            literal += next;
        }
        else if (c === '*') {
            magic = true;
            while (seg[i + 1] === '*')
                i++;
            out += '[^/]*';
        }
        else if (c === '?') {
            magic = true;
            out += '[^/]';
        }
        else if (c === '[') {
            const close = (0,glob_syntax/* classEnd */.IR)(seg, i);
            if (close < 0)
                return undefined;
            let body = seg.slice(i + 1, close);
            if (body.includes('\\') || body.includes('[:'))
                return undefined;
            const negated = body.startsWith('!') || body.startsWith('^');
            if (negated)
                body = body.slice(1);
            if (body.startsWith(']'))
                return undefined;
            magic = true;
            const members = body.replace(/[\\\]^[]/g, '\\$&');
            out += negated ? `[^/${members}]` : `[${members}]`;
            i = close;
        }
        else {
            out += escapeRegex(c);
            literal += c;
        }
    }
    return magic ? { kind: 'glob', source: out } : { kind: 'literal', text: literal };
}
/** A regular expression source for the segments (the caller anchors it and adds "or anything below"). */
function segmentsSource(segments) {
    let src = '';
    segments.forEach((seg, i) => {
        const last = i === segments.length - 1;
        if (seg.kind === 'globstar') {
            // `a/**/b` matches `a/b`: the globstar and its slash may vanish entirely.
            if (i === 0)
                src += last ? '[^/].*' : '(?:[^/]+/)*';
            else
                src += last ? '/[^/].*' : '(?:/[^/]+)*/';
            return;
        }
        const prevStar = i > 0 && segments[i - 1]?.kind === 'globstar';
        if (i > 0 && !prevStar)
            src += '/';
        src += seg.kind === 'literal' ? escapeRegex(seg.text) : seg.source;
    });
    return src;
}
/**
 * A root starting with a globstar segment covers a path iff the rest matches a run of whole
 * segments somewhere in the path. Searched for unanchored, `(?:^|/)rest(?:/|$)`, that is one linear scan instead of the backtracking
 * `^(?:[^/]+/)*rest(?:/.*)?$` (paths never hold empty segments, so the two agree).
 */
function floats(segments) {
    return segments.length > 1 && segments[0]?.kind === 'globstar';
}
function compileExpansion(pattern) {
    const raw = pattern.split('/').filter((s, i, all) => !(s === '**' && all[i - 1] === '**'));
    const segments = [];
    for (const s of raw) {
        const t = translateSegment(s);
        if (!t)
            return undefined;
        segments.push(t);
    }
    const firstMagic = segments.findIndex((s) => s.kind !== 'literal');
    const split = firstMagic < 0 ? segments.length : firstMagic;
    const prefix = segments
        .slice(0, split)
        .map((s) => s.text)
        .join('/');
    const rest = segments.slice(split);
    const below = split > 0 && rest.length === 1 && rest[0]?.kind === 'globstar';
    return { prefix, rest: below ? [] : rest, below };
}
/** A compiled set of roots: what a lease lets a pull request write. */
class RootSet {
    /** The normalized roots, deduplicated, in the order given. */
    roots;
    literal = new Set();
    /** From `dir/**`: paths strictly below these directories (minimatch: `a/**` does not match `a`). */
    below = new Set();
    groups = new Map();
    fallback = [];
    /** Roots that are a plain path (no glob), the only ones that can "name" a path exactly. */
    named = new Set();
    /** Every brace expansion with its literal leading directories, for `grants` (compiled on first use). */
    expansions = [];
    constructor(roots) {
        const normalized = [];
        for (const r of roots) {
            const n = (0,glob_syntax/* normalizeRoot */.e)(r);
            if (!normalized.includes(n))
                normalized.push(n);
        }
        this.roots = normalized;
        const sources = new Map();
        for (const root of normalized) {
            if (!normalize/* MAGIC_CHARS */.UE.test(root))
                this.named.add(root);
            for (const pattern of (0,esm/* braceExpand */.KA)(root, glob_syntax/* MM_OPTIONS */.iB).map(normalize/* normalizePath */.Fd)) {
                this.expansions.push({ pattern, prefix: (0,normalize/* literalPrefix */.Qz)(pattern) });
                const e = compileExpansion(pattern);
                if (!e) {
                    this.fallback.push(new esm/* Minimatch */.VR(pattern, glob_syntax/* MM_OPTIONS */.iB), new esm/* Minimatch */.VR(`${pattern}/**`, glob_syntax/* MM_OPTIONS */.iB));
                }
                else if (e.below) {
                    this.below.add(e.prefix);
                }
                else if (e.rest.length === 0) {
                    this.literal.add(e.prefix);
                }
                else {
                    const list = sources.get(e.prefix) ?? { anchored: [], floating: [] };
                    if (floats(e.rest))
                        list.floating.push(segmentsSource(e.rest.slice(1)));
                    else
                        list.anchored.push(segmentsSource(e.rest));
                    sources.set(e.prefix, list);
                }
            }
        }
        for (const [prefix, { anchored, floating }] of sources) {
            const res = [];
            if (anchored.length)
                res.push(new RegExp(`^(?:${anchored.join('|')})(?:/.*)?$`));
            if (floating.length)
                res.push(new RegExp(`(?:^|/)(?:${floating.join('|')})(?:/|$)`));
            this.groups.set(prefix, res);
        }
    }
    get isEmpty() {
        return this.roots.length === 0;
    }
    /**
     * What a directory contributes, computed once per directory: whether a plain root covers it
     * (then every path inside is covered) and which glob groups sit on it or above it.
     */
    dirPlans = new Map();
    planFor(dir) {
        let plan = this.dirPlans.get(dir);
        if (plan)
            return plan;
        const groups = [];
        let covered = false;
        for (let i = dir.indexOf('/');; i = dir.indexOf('/', i + 1)) {
            const end = i === -1 ? dir.length : i;
            const prefix = dir.slice(0, end);
            if (this.literal.has(prefix) || this.below.has(prefix)) {
                covered = true;
                break;
            }
            for (const group of this.groups.get(prefix) ?? [])
                groups.push([end + 1, group]);
            if (i === -1)
                break;
        }
        plan = { covered, groups };
        // Bounded: a pathological PR with millions of directories must not hold them all.
        if (this.dirPlans.size > 100_000)
            this.dirPlans.clear();
        this.dirPlans.set(dir, plan);
        return plan;
    }
    /** True when some root covers the (normalized) path: matches it or a directory above it. */
    covers(path) {
        if (this.literal.has(path))
            return true;
        for (const top of this.groups.get('') ?? [])
            if (top.test(path))
                return true;
        const slash = path.lastIndexOf('/');
        if (slash > 0) {
            const plan = this.planFor(path.slice(0, slash));
            if (plan.covered)
                return true;
            for (const [start, group] of plan.groups)
                if (group.test(path.slice(start)))
                    return true;
        }
        for (const m of this.fallback)
            if (m.match(path))
                return true;
        return false;
    }
    /** True when a root is exactly this path (no glob): how a lease grants a submodule or mergexo's own config. */
    names(path) {
        return this.named.has(path);
    }
    /**
     * True when a root that covers `path` lies inside the protected area `area` (a directory or
     * file, compared ignoring case): the root's literal leading directories are `area` or below it,
     * like `.github/workflows`, `.github/workflows/*.yml` or `.github/workflows/deploy.yml` for
     * `.github/workflows`. A broader root (`**`, `.github`, a glob such as `.github/*`) covers the path but does not
     * grant it. An empty `area` (a protected glob with no literal directory) is granted only by a
     * root naming the path exactly.
     */
    grants(path, area) {
        if (this.named.has(path))
            return true;
        if (area === '')
            return false;
        const lower = area.toLowerCase();
        return this.expansions.some((e) => {
            const prefix = e.prefix.toLowerCase();
            if (prefix !== lower && !prefix.startsWith(`${lower}/`))
                return false;
            e.matchers ??= [new esm/* Minimatch */.VR(e.pattern, glob_syntax/* MM_OPTIONS */.iB), new esm/* Minimatch */.VR(`${e.pattern}/**`, glob_syntax/* MM_OPTIONS */.iB)];
            return e.matchers.some((m) => m.match(path));
        });
    }
}
/**
 * The changed paths no root covers: normalized, deduplicated, in first-seen order.
 * Throws a ConfigurationError naming the root when a root is invalid.
 */
function violations(changedPaths, roots) {
    const set = roots instanceof RootSet ? roots : new RootSet(roots);
    const seen = new Set();
    const out = [];
    for (const raw of changedPaths) {
        const path = normalizePath(raw);
        if (seen.has(path))
            continue;
        seen.add(path);
        if (!set.covers(path))
            out.push(path);
    }
    return out;
}

;// CONCATENATED MODULE: ./src/write-root-gate/symlinks.ts

/** Like the kernel's limit on nested symlinks (ELOOP). */
const MAX_HOPS = 40;
/**
 * Resolves where the symlink at `linkPath` with `target` points inside the head tree,
 * following further symlinks on the way like a filesystem would, so a link to a link that
 * leaves the roots is caught. The result is a repository path, or why there is none.
 */
async function resolveSymlink(linkPath, target, lookup, readLink) {
    if (target.startsWith('/'))
        return { target, escapes: 'absolute' };
    const parts = linkPath.split('/').slice(0, -1);
    let queue = target.split('/');
    let hops = 0;
    // Past a path that does not exist nothing can be a symlink, so the rest resolves lexically.
    let exists = true;
    while (queue.length > 0) {
        const c = queue.shift();
        if (c === '' || c === '.')
            continue;
        if (c === '..') {
            if (parts.length === 0)
                return { target, escapes: 'outside-repository' };
            parts.pop();
            continue;
        }
        parts.push(c);
        if (!exists)
            continue;
        const entry = await lookup(parts.join('/'));
        if (!entry) {
            exists = false;
            continue;
        }
        if (entry.mode !== MODE_SYMLINK)
            continue;
        if (++hops > MAX_HOPS)
            return { target, escapes: 'loop' };
        const next = await readLink(entry.sha);
        if (next.startsWith('/'))
            return { target, escapes: 'absolute' };
        parts.pop();
        queue = [...next.split('/'), ...queue];
    }
    return { target, resolved: parts.join('/') };
}

;// CONCATENATED MODULE: ./src/write-root-gate/merge-writes.ts




const sameChange = (e) => [e.status, e.previousPath ?? '', e.path, e.oldMode ?? '', e.newMode ?? ''].join('\0');
/**
 * Every path merging `head` into `base` writes, with symlinks inside the roots resolved:
 * - git's diff of the first merge base and the head (the PR's own diff, with file modes);
 * - `listed` paths that diff does not name (GitHub's file list when the base moved during the
 *   run, say), with their modes read from the two trees;
 * - what the merge writes: git's diff of the base tip and the tree `git merge-tree` produces, as
 *   GitHub's merge would. After criss-cross merges a diff against one merge base can hide a
 *   change the merge makes (and a directory renamed on the base moves files the PR adds); this
 *   diff cannot;
 * - when that merge conflicts (its tree is then not what will land), the conflicted paths and
 *   the PR's diff against every merge base, so nothing a resolution could bring in goes unjudged.
 * `mergeBases` is `git merge-base --all base head`, not empty: the caller says what no merge base means.
 */
async function mergeWrites(git, base, head, mergeBases, listed, roots) {
    const [mergeBase, ...others] = mergeBases;
    const merge = await git.mergeTree(base, head);
    const entries = (await git.diff(mergeBase, head)).map((e) => ({ ...e, tree: head }));
    const known = new Set(entries.flatMap(writtenPaths));
    for (const e of listed) {
        if (writtenPaths(e).every((p) => known.has(p)))
            continue;
        const after = e.status === 'removed' ? undefined : await git.entry(head, e.path);
        const before = e.status === 'added' ? undefined : await git.entry(mergeBase, e.previousPath ?? e.path);
        entries.push({
            ...e,
            ...(before ? { oldMode: before.mode } : {}),
            ...(after ? { newMode: after.mode, newSha: after.sha } : {}),
            tree: head,
        });
        for (const p of writtenPaths(e))
            known.add(p);
    }
    if (merge.conflicts.length > 0) {
        for (const path of merge.conflicts)
            entries.push({ path, status: 'modified', via: 'conflict', tree: merge.tree });
        for (const other of others) {
            for (const e of await git.diff(other, head))
                entries.push({ ...e, tree: head });
        }
    }
    const own = new Set(entries.map(sameChange));
    const sameTree = merge.tree === (await git.treeOf(head));
    for (const e of await git.diff(base, merge.tree)) {
        // The same change the PR's diff already shows adds nothing, except a symlink when the merged
        // tree differs from the head's: what it points through may differ there.
        if (own.has(sameChange(e)) && (sameTree || !isSymlinkWrite(e)))
            continue;
        const hidden = writtenPaths(e).some((p) => !known.has(p));
        entries.push({ ...e, tree: merge.tree, ...(hidden ? { via: 'merge' } : {}) });
    }
    for (const e of entries) {
        if (!isSymlinkWrite(e) || !e.newSha || !roots.covers((0,normalize/* normalizePath */.Fd)(e.path)))
            continue;
        const { newSha, tree } = e;
        const target = await git.blob(newSha).catch(() => undefined);
        e.symlink =
            target === undefined
                ? { target: '(unreadable)', escapes: 'unreadable' }
                : await resolveSymlink(e.path, target, (path) => git.entry(tree, path), (sha) => git.blob(sha)).catch(() => ({ target, escapes: 'unreadable' }));
    }
    return { entries: entries.map(({ oldSha: _old, newSha: _new, tree: _tree, ...entry }) => entry), merge };
}

;// CONCATENATED MODULE: ./src/write-root-gate/changed-paths.ts






/** GitHub stops listing a pull request's files after this many. */
const PULL_FILES_CAP = 3000;
function listFiles(github, repo, number) {
    return github.listFiles(repo, number);
}
function fromRow(row) {
    const status = fromGitHubStatus(row.status);
    if (!status)
        return undefined;
    return {
        path: row.filename,
        ...(row.previous_filename !== undefined ? { previousPath: row.previous_filename } : {}),
        status,
    };
}
/**
 * Every path the PR writes, never a partial list: GitHub's file list (what reviewers see), read
 * when it can be complete, joined with what git says merging the PR writes (`mergeWrites`: the
 * PR's own diff, which supplies file modes and the complete list when GitHub truncates at 3,000
 * files, and the diff of the merge). git is read from a scratch repository (`GitSnapshot`).
 * A path any of them names is judged. git is skipped only when GitHub's list is complete,
 * not empty, and has no path inside the roots: the PR is refused whatever git would add.
 */
async function readChangeSet(github, repo, pr, git, roots) {
    let rows;
    if (pr.changedFiles <= PULL_FILES_CAP)
        rows = await listFiles(github, repo, pr.number);
    // A list that reaches the cap is treated as truncated even when the count agrees: git decides.
    const githubList = rows === undefined
        ? 'skipped'
        : rows.length >= pr.changedFiles && rows.length < PULL_FILES_CAP
            ? 'complete'
            : 'truncated';
    const fromGitHub = (rows ?? []).flatMap((r) => {
        const e = fromRow(r);
        return e ? [e] : [];
    });
    const sources = { githubList, listed: rows?.length ?? 0, changedFiles: pr.changedFiles };
    const insideRoots = fromGitHub.some((e) => writtenPaths(e).some((p) => roots.covers((0,normalize/* normalizePath */.Fd)(p))));
    if (githubList === 'complete' && fromGitHub.length > 0 && !insideRoots) {
        return { entries: fromGitHub, mergeBase: '', mergeBases: [], ...sources, gitDiff: false };
    }
    const snapshot = await GitSnapshot.fetch({ ...git, ...repo }, pr.baseSha === pr.headSha ? [pr.headSha] : [pr.baseSha, pr.headSha]);
    try {
        const mergeBases = await snapshot.mergeBases(pr.baseSha, pr.headSha);
        const mergeBase = mergeBases[0];
        if (mergeBase === undefined) {
            throw new errors/* UndecidableError */.N3(`the PR head ${pr.headSha} and its base ${pr.baseSha} share no history (git finds no merge base in ` +
                'their complete commit history), so what merging the PR would write cannot be told. Rebase the PR ' +
                'onto its base branch and push.');
        }
        // Only a speed-up: git fetches any tree it lacks on its own, one request at a time.
        await snapshot
            .prefetchTrees([pr.baseSha, pr.headSha, ...mergeBases])
            .catch((e) => git.log?.(`Could not prefetch the trees (git fetches them as needed): ${e.message}`));
        const { entries, merge } = await mergeWrites(snapshot, pr.baseSha, pr.headSha, [mergeBase, ...mergeBases.slice(1)], fromGitHub, roots);
        return { entries, mergeBase, mergeBases, merge, ...sources, gitDiff: true };
    }
    finally {
        await snapshot.close();
    }
}

// EXTERNAL MODULE: ./src/core/paths/protected.ts
var paths_protected = __webpack_require__(1029);
;// CONCATENATED MODULE: ./src/write-root-gate/decide.ts




function changeFacts(entry, path, refused) {
    const previous = entry.previousPath !== undefined ? (0,normalize/* normalizePath */.Fd)(entry.previousPath) : undefined;
    const object = isSubmoduleChange(entry)
        ? 'submodule'
        : entry.newMode === '120000' || entry.oldMode === '120000'
            ? 'symlink'
            : 'file';
    const moved = entry.status === 'renamed' || entry.status === 'copied';
    const modes = entry.status === 'changed' && entry.oldMode && entry.newMode && entry.oldMode !== entry.newMode
        ? { modes: { from: entry.oldMode, to: entry.newMode } }
        : {};
    return {
        kind: 'change',
        status: entry.status,
        ...(entry.via ? { via: entry.via } : {}),
        object,
        ...modes,
        ...(moved
            ? {
                counterpart: path === previous
                    ? { side: 'to', path: (0,normalize/* normalizePath */.Fd)(entry.path) }
                    : { side: 'from', path: String(previous) },
            }
            : {}),
        ...(refused ? { refused } : {}),
    };
}
/** What the rule alone does not say about this path: why git refuses it, which area it holds. */
function whyRefused(rule, path, protectedPaths) {
    if (rule === 'invalid-path')
        return { kind: 'invalid-path', path };
    if (rule !== 'protected-path')
        return undefined;
    const area = protectedPaths.holding(path);
    return area ? { kind: 'protected-area', area } : undefined;
}
/**
 * The contract's rules over what the PR writes:
 * - no lease applies: every written path is a violation (closed by default);
 * - every written path (both sides of renames and copies, removals, mode changes) must be
 *   covered by a root;
 * - a path git refuses to check out (a `..` or `.git` segment) is never inside the roots;
 * - a submodule change, and a change to mergexo's own lease file, need a root naming that
 *   exact path: a glob covering the directory is not enough;
 * - a protected path (workflows, CODEOWNERS, the `protected-paths` input) needs a root naming
 *   it or lying inside its protected directory: `**` or `.github` is not enough;
 * - a symlink the PR writes inside the roots must resolve (in the tree it lands in) inside them.
 */
function decideWriteRoots(input) {
    const roots = input.rootSet ?? new RootSet(input.lease.roots);
    const protectedPaths = input.protectedPaths ?? new paths_protected/* ProtectedPaths */.h(paths_protected/* DEFAULT_PROTECTED_PATHS */.Y);
    const leaseFile = (0,normalize/* normalizePath */.Fd)(input.leaseFile);
    /** Every path written, in first-seen order (a Set keeps insertion order). */
    const written = new Set();
    const flagged = new Map();
    const flag = (path, rule, detail) => {
        if (!flagged.has(path))
            flagged.set(path, { path, rule, detail: detail() });
    };
    /** The rule a written path breaks, checked in the order the contract lists them. */
    const ruleFor = (path, entry) => {
        if (roots.isEmpty)
            return 'no-lease';
        if ((0,normalize/* invalidPathReason */.z4)(path))
            return 'invalid-path';
        if (!roots.covers(path))
            return 'outside-roots';
        if (path === leaseFile && !roots.names(path))
            return 'lease-file';
        if (protectedPaths.refuses(path, roots))
            return 'protected-path';
        if (isSubmoduleChange(entry) && !roots.names(path))
            return 'submodule';
        return undefined;
    };
    for (const entry of input.entries) {
        for (const raw of writtenPaths(entry)) {
            const path = (0,normalize/* normalizePath */.Fd)(raw);
            written.add(path);
            const rule = ruleFor(path, entry);
            if (rule) {
                flag(path, rule, () => changeFacts(entry, path, whyRefused(rule, path, protectedPaths)));
            }
        }
        if (!roots.isEmpty && isSymlinkWrite(entry)) {
            const path = (0,normalize/* normalizePath */.Fd)(entry.path);
            if (!roots.covers(path))
                continue;
            const link = entry.symlink;
            const inside = link !== undefined && 'resolved' in link && link.resolved !== '' && roots.covers(link.resolved);
            if (!inside)
                flag(path, 'symlink-escape', () => ({ kind: 'symlink', link }));
        }
    }
    const violations = [...written].flatMap((p) => {
        const v = flagged.get(p);
        return v ? [v] : [];
    });
    return {
        verdict: violations.length === 0 ? 'pass' : 'refused',
        violations,
        paths: violations.map((v) => v.path),
        roots: [...roots.roots],
        written: written.size,
    };
}
function planPullWrites(decision, shown) {
    return decision.verdict === 'refused'
        ? { kind: 'quarantine', conclusion: 'failure' }
        : { kind: 'release', conclusion: 'success', updateComment: shown.quarantineComment };
}

// EXTERNAL MODULE: ./src/write-root-gate/lease-config.ts
var lease_config = __webpack_require__(6916);
;// CONCATENATED MODULE: ./src/write-root-gate/evaluate.ts




/**
 * The lease a PR is judged under (read from its base, never its head: a PR cannot widen its own lease), then
 * what it writes, then the verdict (`decideWriteRoots`). A ConfigurationError (a broken lease file, a bad root)
 * and an UndecidableError (what the PR writes cannot be told) propagate: the caller refuses.
 */
async function evaluate(ports, question) {
    const { headRef, author, labels, isCrossRepository } = question.pull;
    const config = await ports.leaseAtBase();
    const lease = (0,lease_config/* resolveLease */.dZ)(question.writeRoots, config, { headRef, author, labels, isCrossRepository }, question.leaseFile);
    const rootSet = new RootSet(lease.roots);
    const changes = await ports.changes(rootSet);
    const decision = decideWriteRoots({
        lease,
        entries: changes.entries,
        leaseFile: question.leaseFile,
        rootSet,
        protectedPaths: new paths_protected/* ProtectedPaths */.h(question.protectedPaths),
    });
    return { lease, changes, decision };
}

;// CONCATENATED MODULE: ./src/write-root-gate/lease-file.ts


/**
 * Reads the lease file at the base commit, never at the PR head: a PR that edits the file
 * cannot widen its own lease. Absent file: undefined (only the workflow's roots apply).
 */
async function readLeaseConfig(github, repo, path, baseSha) {
    const file = await github.getContent(repo, path, baseSha);
    if (file.kind === 'absent')
        return undefined;
    if (file.kind === 'directory') {
        throw new errors/* ConfigurationError */.j1(`${path} is a directory on the base branch; the lease file must be a YAML file. ` +
            "Point the 'lease-file' input at a file, or move the leases into one.");
    }
    if (file.type !== 'file') {
        throw new errors/* ConfigurationError */.j1(`${path} is a ${file.type ?? 'non-file'} on the base branch; the lease file must be a regular YAML file ` +
            "(replace it there, or point the 'lease-file' input at one).");
    }
    if (file.encoding !== 'base64' || typeof file.content !== 'string') {
        throw new errors/* ConfigurationError */.j1(`${path} is too large to read through the contents API (${file.size ?? '?'} bytes); keep it under 1 MB.`);
    }
    return (0,lease_config/* parseLeaseConfig */.Si)(Buffer.from(file.content, 'base64').toString('utf8'), path);
}

;// CONCATENATED MODULE: ./src/write-root-gate/judge-one.ts











/** The verdict check's name and link, on the PR head (when known) and on `extra` commits. */
function checkTarget(job, headSha, extra) {
    return {
        checkName: job.settings.checkName,
        headSha,
        extra,
        ...(job.detailsUrl ? { detailsUrl: job.detailsUrl } : {}),
    };
}
/**
 * The lease judgement (`./evaluate.ts`) over the gate's ports: the lease file from GitHub at the PR's base, what
 * merging the PR writes from GitHub's file list and a scratch repository (`./changed-paths.ts`).
 */
function evaluateOn(ctx, job, pull) {
    const { settings, env } = job;
    const git = {
        serverUrl: env.serverUrl,
        token: settings.token,
        tempRoot: env.tempRoot,
        log: (m) => ctx.log.info(m),
    };
    return evaluate({
        leaseAtBase: () => readLeaseConfig(ctx.github, ctx.repo, settings.leaseFile, pull.baseSha),
        changes: (roots) => readChangeSet(ctx.github, ctx.repo, pull, git, roots),
    }, { pull, ...settings });
}
/**
 * A refused PR cannot land: ci-wait's ready mark goes in this run (`ready-mark`), not at ci-wait's next one.
 * Attempted and reported like the gate's other writes.
 */
async function takeBackReady(ctx, effects, pull, settings) {
    if (!(0,mark/* markOn */.r$)(settings.ready))
        return;
    await attempt(ctx, effects, messages.EFFECT.takeBackReady, async () => {
        try {
            const back = await (0,mark/* takeBackReadyMark */.R6)(ctx.github, ctx.repo, pull, settings.ready);
            return (0,mark/* changed */.tD)(back) ? messages.EFFECT.readyTakenBack : messages.EFFECT.readyNotThere;
        }
        catch (e) {
            // The refusal stands whatever happens to the mark: a missing permission (the draft mode needs
            // `contents: write`) is a warning beside it, not a configuration failure of its own.
            throw e instanceof errors/* ConfigurationError */.j1 ? new Error(e.message) : e;
        }
    });
}
/** One PR judged on its own, with its own writes (auto-merge, label, comment); no check yet. */
async function judgeAlone(ctx, job, number, options) {
    const { settings } = job;
    const effects = [];
    /** The newest read of the PR: the one judged once the head stands still. */
    let pull;
    let evaluation;
    try {
        pull = await readPull(ctx.github, ctx.repo, number);
        for (let retargets = 0;; retargets++) {
            /** The base the PR has once its head stood still: a retarget meanwhile makes the verdict the old base's. */
            const now = {};
            // A push that landed while we read is judged instead of the head we started with.
            const standing = await onStandingHead(pull.headSha, async (head) => {
                if (pull?.headSha !== head)
                    pull = await readPull(ctx.github, ctx.repo, number);
                // Read on yet another head: that head is judged next, not this one.
                if (pull.headSha !== head)
                    return { pull, evaluation: undefined };
                return { pull, evaluation: await evaluateOn(ctx, job, pull) };
            }, async (judged) => {
                if (!judged.evaluation)
                    return judged.pull.headSha;
                const read = await readHead(ctx.github, ctx.repo, number);
                now.baseRef = read.baseRef;
                return read.headSha;
            }, { log: ctx.log });
            // A head stands only once it was evaluated (a read on another head moves the loop on).
            if (!standing.value.evaluation)
                throw new Error('the standing head was not evaluated');
            ({ pull, evaluation } = standing.value);
            if (now.baseRef === undefined || now.baseRef === pull.baseRef)
                break;
            // Retargeted while judged (this run may be for another event): judged again against the new base, so
            // a verdict for the old base never lands after the one the `edited` run gives.
            if (retargets + 1 >= MAX_HEAD_MOVES)
                throw new errors/* UndecidableError */.N3(messages.BASE_KEPT_MOVING);
            ctx.log.info((0,messages.baseMovedLog)(pull.baseRef, now.baseRef));
            pull = await readPull(ctx.github, ctx.repo, number);
        }
    }
    catch (e) {
        if (e instanceof errors/* ConfigurationError */.j1) {
            // A user mistake found after the PR was read (the lease file, a permission) must not leave an
            // earlier verdict standing: the check fails with the fix. Before that (no such PR, a bad
            // token) nothing is written.
            if (pull) {
                await writeChecks(ctx, checkTarget(job, pull.headSha, options.extra ?? []), [], 'failure', (0,messages.configurationCheckText)(e.message));
            }
            throw e;
        }
        const reason = e instanceof errors/* UndecidableError */.N3 ? e.message : (0,messages.failedAfterRetries)((0,errors/* errorMessage */.gJ)(e));
        ctx.log.debug(e instanceof Error ? (e.stack ?? e.message) : String(e));
        const headSha = pull?.headSha ?? options.eventHead;
        if (pull)
            await disableAutoMerge(ctx, effects, pull);
        if (pull)
            await takeBackReady(ctx, effects, pull, settings);
        const check = {
            headSha,
            conclusion: 'failure',
            text: (0,messages.undecidableCheckText)(reason, headSha, pull?.baseSha),
            annotations: [],
        };
        const result = {
            number,
            headSha: headSha ?? '',
            verdict: 'refused',
            undecidable: reason,
            effects,
            annotations: [],
        };
        return { result, check };
    }
    const { lease, changes, decision } = evaluation;
    const text = (0,messages.checkText)(decision, lease, changes, pull.headSha, pull.baseSha, settings);
    const plan = planPullWrites(decision, {
        quarantineComment: (0,trust/* findMarked */.Em)(pull, ACTION, 'quarantine', 'pr') !== undefined,
    });
    if (plan.kind === 'quarantine') {
        await quarantine(ctx, effects, pull, settings.quarantineLabel, (0,messages.quarantineCommentText)(decision, lease, settings));
        await takeBackReady(ctx, effects, pull, settings);
    }
    else {
        await release(ctx, effects, pull, settings.quarantineLabel, (0,messages.backInBoundsCommentText)(lease, settings), plan.updateComment);
    }
    const check = {
        headSha: pull.headSha,
        conclusion: plan.conclusion,
        text,
        annotations: plan.kind === 'quarantine' ? (0,messages.checkAnnotations)(decision, lease) : [],
    };
    const result = {
        number,
        headSha: pull.headSha,
        verdict: decision.verdict,
        decision,
        lease,
        changes,
        effects,
        annotations: decision.verdict === 'refused' ? (0,messages.stepAnnotations)(decision) : [],
    };
    return { result, check };
}

;// CONCATENATED MODULE: ./src/write-root-gate/base-change.ts





/**
 * A retargeted PR: its head's check still carries the verdict given for the old base (the lease is read from
 * the base, and the merge writes differ), and auto-merge may be armed. Before the PR is judged again the
 * check goes back to pending, as the run's first write (on the head the event names, so no read comes
 * before it), then auto-merge is turned off: GitHub then has no passing check to merge on, nor an order to
 * merge the moment one passes. What remains is the time between GitHub's retarget and that first write; a
 * merge queue closes it (the README's "Base changes").
 */
async function holdForBaseChange(ctx, job, number, options, effects) {
    const text = (0,messages.baseChangedCheckText)(options.baseChange?.from, options.baseChange?.to);
    const pending = (headSha) => writePendingCheck(ctx, { ...checkTarget(job, headSha, []), headSha }, effects, text);
    if (options.eventHead)
        await pending(options.eventHead);
    let pull;
    try {
        pull = await readPull(ctx.github, ctx.repo, number);
    }
    catch (e) {
        // Judging reads the PR again, and refuses (or reports the configuration error) if it still cannot.
        ctx.log.debug(`reading the retargeted PR failed: ${(0,errors/* errorMessage */.gJ)(e)}`);
        return;
    }
    // A push that landed since the event: that head carries a verdict for the old base too.
    if (pull.headSha !== options.eventHead)
        await pending(pull.headSha);
    await disableAutoMerge(ctx, effects, pull);
}

// EXTERNAL MODULE: ./src/write-root-gate/merge-group.ts + 2 modules
var merge_group = __webpack_require__(6701);
// EXTERNAL MODULE: ./src/write-root-gate/settings.ts + 4 modules
var settings = __webpack_require__(4750);
;// CONCATENATED MODULE: ./src/write-root-gate/shell.ts
/**
 * write-root-gate's shell: read the PR through the gateway, read what it writes (GitHub's file list
 * and git), decide, then write (`./effects.ts`) and give the commit its verdict by the per-commit
 * rule. One PR alone is judged in `./judge-one.ts`, a retargeted PR held in `./base-change.ts`. main.ts loads this module once the event is one the gate judges: the rules, the lease
 * file and the settings bring minimatch and yaml, which a run refused on its event never needs
 * (the bundle's start-up is measured by `npm run bench`).
 */










/**
 * Judges one PR and applies the verdict. Writes go in the order that lets a rerun converge
 * after a crash (auto-merge off, label, comment, then the check), and each is attempted
 * whatever happened to the ones before: a failed side effect is reported, never turned
 * into a pass.
 *
 * A check on a commit counts for every PR it heads (a second PR on the same commit against a
 * base the agent pushed, where the escape is already "in the base"), so every other open PR
 * with this head is judged too, with its own lease, base, label and comment, and the head's
 * check passes only when each of them does (`writeCommitVerdict`). The merge group commit,
 * which is this PR's merge alone, gets this PR's own verdict.
 */
async function judgePullRequest(ctx, job, number, options = {}) {
    const held = [];
    if (options.baseChange)
        await holdForBaseChange(ctx, job, number, options, held);
    const { result, check } = await judgeAlone(ctx, job, number, options);
    result.effects.unshift(...held);
    const own = { number, pass: check.conclusion === 'success' };
    let commit = (0,commit_verdict/* conjoin */.d9)([own]);
    if (check.headSha) {
        const head = check.headSha;
        ({ commit } = await (0,commit_verdict/* writeCommitVerdict */.UK)(ctx.github, ctx.repo, {
            head,
            own,
            /** Another PR on the head, judged alone; undefined when it moved off the commit meanwhile. */
            judgeOther: async (other) => {
                const judged = await judgeAlone(ctx, job, other, {});
                result.annotations.push(...judged.result.annotations);
                if (judged.check.headSha !== head)
                    return undefined;
                const pass = judged.check.conclusion === 'success';
                return { number: other, pass, ...(pass ? {} : { reason: 'refused' }) };
            },
            write: async (parts, verdict, conclusion) => {
                const shared = (0,commit_verdict/* sharedHeadLine */._)(number, parts);
                const text = verdict.pass || check.conclusion === 'failure'
                    ? { ...check.text, ...(shared ? { summary: `${check.text.summary}\n\n${shared}` } : {}) }
                    : (0,messages.sharedRefusalCheckText)(verdict.failing, shared ?? '');
                await writeChecks(ctx, checkTarget(job, head, []), result.effects, conclusion, text, check.annotations);
            },
        }));
    }
    if (options.extra?.length) {
        await writeChecks(ctx, checkTarget(job, undefined, options.extra), result.effects, check.conclusion, check.text, check.annotations);
    }
    if (!commit.pass && result.verdict === 'pass') {
        return { ...result, verdict: 'refused', sharedWith: commit.failing };
    }
    return result;
}
/**
 * merge_group: the group commit holds the PR its ref names and every PR ahead of it in the queue, and with
 * "only merge non-failing pull requests" off GitHub lands those with this group. So every one of them is
 * judged again, exactly as on a push (its lease as the base holds it now, its label, comment and head check),
 * first in line first, and the group commit's check passes only when each of them does (`./merge-group.ts`).
 * A ref that names no PR, or a queue that cannot be listed, is refused on the group commit, so the queue
 * drops the group instead of waiting; then there is no PR result, or an undecidable one.
 */
async function judgeMergeGroup(ctx, job, group) {
    const number = (0,merge_group/* mergeGroupPullNumber */.wZ)(group.headRef);
    const refuseGroup = (text) => writeVerdict(ctx.github, ctx.repo, {
        name: job.settings.checkName,
        headSha: group.headSha,
        conclusion: 'failure',
        ...text,
        ...(job.detailsUrl ? { detailsUrl: job.detailsUrl } : {}),
    });
    if (number === undefined) {
        await refuseGroup((0,messages.unnamedMergeGroupCheckText)(group.headRef));
        return undefined;
    }
    let ahead;
    try {
        const base = (0,merge_group/* mergeGroupBase */.fU)(group);
        if (!base)
            throw new errors/* UndecidableError */.N3((0,messages.groupWithoutBaseReason)(group.headRef));
        ahead = await (0,merge_group/* pullsAheadInQueue */.AQ)(ctx.github, ctx.repo, base, number);
    }
    catch (e) {
        const reason = e instanceof errors/* ConfigurationError */.j1 || e instanceof errors/* UndecidableError */.N3
            ? e.message
            : (0,messages.failedAfterRetries)((0,errors/* errorMessage */.gJ)(e));
        await refuseGroup((0,messages.groupUnlistedCheckText)(number, reason));
        if (e instanceof errors/* ConfigurationError */.j1)
            throw e;
        return { number, headSha: '', verdict: 'refused', undecidable: reason, effects: [], annotations: [] };
    }
    const failing = [];
    const annotations = [];
    try {
        for (const other of ahead) {
            ctx.log.info((0,messages.judgingGroupMemberLine)(other, group.headSha));
            const judged = await judgePullRequest(ctx, job, other);
            annotations.push(...judged.annotations);
            if (judged.verdict !== 'pass')
                failing.push({ number: other, pass: false, reason: 'refused' });
        }
    }
    catch (e) {
        // A user mistake found on a PR ahead (its check already says so): the group must not be left waiting.
        if (e instanceof errors/* ConfigurationError */.j1)
            await refuseGroup((0,messages.groupUnlistedCheckText)(number, e.message));
        throw e;
    }
    ctx.log.info((0,messages.judgingGroupMemberLine)(number, group.headSha));
    const note = (0,messages.mergeGroupNote)(group.headSha, group.headRef, number, ahead);
    if (failing.length === 0) {
        // Every PR ahead passes: the group's check is the queued PR's own verdict, written beside its head's.
        return judgePullRequest(ctx, job, number, { extra: [{ headSha: group.headSha, note }] });
    }
    const own = await judgePullRequest(ctx, job, number);
    await writeChecks(ctx, checkTarget(job, undefined, [{ headSha: group.headSha, note }]), own.effects, 'failure', (0,messages.groupMemberRefusedCheckText)(failing, number, own.verdict === 'pass'));
    return { ...own, verdict: 'refused', groupFailing: failing, annotations: [...annotations, ...own.annotations] };
}


/***/ })

};
