#!/usr/bin/env node
import { createRequire as __WEBPACK_EXTERNAL_createRequire } from "module";
/******/ var __webpack_modules__ = ({

/***/ 5990:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  z6: () => (/* binding */ check),
  _f: () => (/* binding */ findPullRequest)
});

// UNUSED EXPORTS: HISTORY_GUARD_CHECK, localChanges, readingAs

// EXTERNAL MODULE: ./src/core/errors.ts
var errors = __nccwpck_require__(2721);
// EXTERNAL MODULE: ./src/core/github/errors.ts
var github_errors = __nccwpck_require__(8455);
;// CONCATENATED MODULE: ./src/core/pr/list.ts
/**
 * The open PRs of `repo`, one request per 100; `head` (`owner:branch`) narrows them to one branch,
 * as GitHub's `head` filter does (a fork's branch is named by the fork's owner).
 */
async function listOpenPulls(github, repo, options = {}) {
    return github.listOpenPulls(repo, options);
}

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

// EXTERNAL MODULE: ./src/core/pr/commit-verdict.ts
var commit_verdict = __nccwpck_require__(9662);
// EXTERNAL MODULE: ./src/history-guard/index.ts + 4 modules
var history_guard = __nccwpck_require__(3482);
// EXTERNAL MODULE: ./src/write-root-gate/index.ts + 15 modules
var write_root_gate = __nccwpck_require__(1203);
// EXTERNAL MODULE: ./src/cli/messages.ts
var messages = __nccwpck_require__(1135);
;// CONCATENATED MODULE: ./src/cli/check.ts








/** history-guard's verdict check (its `check-name` input's default), whose refusals the check reads. */
const HISTORY_GUARD_CHECK = 'mergexo/history-guard';
async function openPullWithHead(github, repo, head) {
    return (await listOpenPulls(github, repo, { head }))[0]?.number;
}
/** The repository `repo` was forked from, or undefined when it is no fork. */
async function parentOf(github, repo) {
    return (await github.repository(repo)).parent;
}
/**
 * The open PR whose head is `branch` (`OWNER:BRANCH` for a branch of a fork; else a branch of
 * `repo`), by REST `pulls?head=`. When `repo` is a fork (a clone of a fork: its `origin`), its
 * PRs live in the repository it was forked from, which is searched next; the PR's repository is
 * returned with its number. No such PR: a ConfigurationError.
 */
async function findPullRequest(github, repo, branch) {
    const colon = branch.indexOf(':');
    const owner = colon > 0 ? branch.slice(0, colon) : repo.owner;
    const name = colon > 0 ? branch.slice(colon + 1) : branch;
    const here = await openPullWithHead(github, repo, `${owner}:${name}`);
    if (here !== undefined)
        return { repo, number: here };
    const parent = await parentOf(github, repo);
    const there = parent && (await openPullWithHead(github, parent, `${owner}:${name}`));
    if (parent && there !== undefined)
        return { repo: parent, number: there };
    throw new errors/* ConfigurationError */.j1(messages/* noPullRequest */.gQ(`${repo.owner}/${repo.repo}`, owner, name, parent));
}
/**
 * `readPull` trusts the comments of the token's own identity. Here the token is the
 * agent's, and the record to trust is the one mergexo's workflow wrote: the same rule, applied
 * as `login` (the identity mergexo runs as) instead of the viewer.
 */
function readingAs(github, login) {
    const query = async (...args) => {
        const answer = await github.query(...args);
        return (answer && typeof answer === 'object' && 'viewer' in answer ? { ...answer, viewer: { login } } : answer);
    };
    return Object.assign(Object.create(github), { query });
}
/**
 * git's questions for history-guard's `evaluate`, answered by the local checkout: ancestry (fetching the
 * accepted head when the checkout lacks it), and containment (false when the commit cannot be had, the
 * guard's rule too).
 */
function localGit(checkout) {
    return {
        async ancestry(accepted, head) {
            if (accepted === head)
                return 'identical';
            await checkout.ensure(accepted, 'the last accepted head');
            if (await checkout.isAncestor(accepted, head))
                return 'ahead';
            return (await checkout.isAncestor(head, accepted)) ? 'behind' : 'diverged';
        },
        async contains(commit, head) {
            try {
                await checkout.ensure(commit, 'an overwritten head');
                return await checkout.isAncestor(commit, head);
            }
            catch {
                return false;
            }
        },
    };
}
/**
 * mergexo's newest history-guard verdict check on `commit` (its copy of the PR's state, or a refusal of the
 * commit), read as the guard reads it. A commit GitHub does not have carries none.
 */
async function newestVerdict(github, repo, commit, login) {
    try {
        return (await (0,commit_verdict/* ownCheckRuns */.DS)(github, repo, commit, HISTORY_GUARD_CHECK, login))[0];
    }
    catch (e) {
        const status = (0,github_errors/* httpStatus */.nG)(e);
        if (status === 404 || status === 422)
            return undefined;
        throw e;
    }
}
/** history-guard's rule a finding names: `blocked`, what blocks a first head, or the transition. */
function historyRule(next, alreadyBlocked, transition) {
    if (alreadyBlocked)
        return 'blocked';
    if (next.refusedHead)
        return 'refused-head';
    return next.cause?.kind === 'record-altered' ? 'tampered' : transition;
}
/**
 * history-guard's own judgement (`evaluate`) of pushing `head`, with the local checkout as git and, from
 * GitHub, the PR already read and mergexo's verdict checks: the one on the PR's head on GitHub says what was
 * last accepted, the one on `head` whether mergexo already refused it. Each check is read once.
 */
async function judgeHistory(github, repo, checkout, snapshot, head, mergexoLogin) {
    const read = new Map();
    const verdictOn = (commit) => {
        const known = read.get(commit) ?? newestVerdict(github, repo, commit, mergexoLogin);
        read.set(commit, known);
        return known;
    };
    const { state, decision } = await (0,history_guard/* evaluate */._3)({
        pull: snapshot,
        head,
        ...(0,history_guard/* recordOn */.jr)(await verdictOn(snapshot.headSha), snapshot.number, snapshot.headSha),
        git: localGit(checkout),
        newestVerdict: verdictOn,
    });
    const accepted = state?.accepted ?? null;
    if (decision.verdict === 'accepted') {
        const unseen = !state;
        return {
            history: { status: unseen ? 'unseen' : 'pass', accepted, transition: decision.transition, blocked: false },
            findings: [],
            notes: unseen ? [messages/* NOTE_UNSEEN */.eF(snapshot.number, head)] : [],
        };
    }
    const alreadyBlocked = !decision.newlyBlocked;
    const f = messages/* historyFinding */.kd(snapshot.number, head, decision.next, decision.transition, alreadyBlocked);
    return {
        history: { status: 'fail', accepted, transition: decision.transition, blocked: alreadyBlocked },
        findings: [{ gate: 'history-guard', rule: historyRule(decision.next, alreadyBlocked, decision.transition), ...f }],
        notes: [],
    };
}
/**
 * What pushing `head` would write into the base: write-root-gate's own `mergeWrites` (the PR's
 * diff against the merge base, what `git merge-tree` writes into the base tip, on a conflict the
 * conflicted paths and the diffs against every merge base, symlinks inside the roots resolved),
 * read from the local checkout instead of the gate's scratch repository, so the two cannot disagree.
 */
async function localChanges(checkout, base, head, roots) {
    const [mergeBase, ...others] = await checkout.mergeBases(base, head);
    if (mergeBase === undefined) {
        // A shallow clone may merely lack the history; a complete one shows what the gate sees, and
        // the gate refuses a head that shares no history with its base.
        if (await checkout.isShallow())
            throw new errors/* ConfigurationError */.j1(messages/* shallowClone */.yG(head, base));
        throw new errors/* UndecidableError */.N3(messages/* noSharedHistory */.tq(head, base));
    }
    return (await (0,write_root_gate/* mergeWrites */.T2)(checkout, base, head, [mergeBase, ...others], [], roots)).entries;
}
/**
 * write-root-gate's ports on the agent's side: the lease file from GitHub at the PR's base (as the gate reads it,
 * with the agent's token), what pushing `head` would write from the local checkout.
 */
function localPorts(github, repo, checkout, base, head, leaseFile) {
    return {
        leaseAtBase: () => (0,write_root_gate/* readLeaseConfig */.ry)(github, repo, leaseFile, base),
        changes: async (roots) => {
            await checkout.ensure(base, "the PR's base commit");
            return { entries: await localChanges(checkout, base, head, roots) };
        },
    };
}
/** Whether `head` descends from (or is) `remote`, fetching `remote` when the checkout lacks it. */
async function descendsFrom(checkout, remote, head) {
    if (remote === head)
        return { held: true };
    try {
        await checkout.ensure(remote, "the PR's head on GitHub");
    }
    catch (e) {
        if (e instanceof errors/* UndecidableError */.N3)
            return { held: false, why: e.message };
        throw e;
    }
    return { held: await checkout.isAncestor(remote, head) };
}
function notesFor(pull) {
    const notes = [];
    if (pull.state !== 'OPEN')
        notes.push(messages/* noteClosed */.F0(pull.number, pull.state));
    if (pull.isCrossRepository)
        notes.push(messages/* noteFork */.PZ(pull.number, pull.headRepository));
    if (pull.labels.includes('mergexo:quarantined'))
        notes.push(messages/* NOTE_QUARANTINED */.q9);
    if (pull.labels.includes('mergexo:behind'))
        notes.push(messages/* noteBehind */.xA(pull.baseRef));
    if (pull.labels.includes('mergexo:conflict'))
        notes.push(messages/* noteConflict */.R$(pull.baseRef));
    return notes;
}
/**
 * Would pushing `options.head` to the PR pass history-guard and write-root-gate? `github` reads
 * GitHub with the agent's token; `mergexoLogin` is the identity whose record is trusted.
 */
async function check(github, checkout, options, mergexoLogin) {
    const { repo, head } = options;
    const pull = await readPull(readingAs(github, mergexoLogin), repo, options.pr).catch((e) => {
        if (e instanceof UnknownPullRequestError)
            throw new errors/* ConfigurationError */.j1(messages/* unknownPullRequest */.Tm(`${repo.owner}/${repo.repo}`, options.pr));
        throw e;
    });
    const history = await judgeHistory(github, repo, checkout, pull, head, mergexoLogin);
    const { lease, decision } = await (0,write_root_gate/* evaluate */._3)(localPorts(github, repo, checkout, pull.baseSha, head, options.leaseFile), {
        pull,
        ...options,
    });
    const rootFindings = decision.violations.map((v) => ({
        gate: 'write-root-gate',
        rule: v.rule,
        path: v.path,
        ...messages/* writeRootFinding */.NM(v, lease),
    }));
    // The record may lag the branch (the run judging the last push has not finished): whatever it says,
    // a push that does not descend from the PR's head on GitHub is a force-push, which the gate blocks.
    const onRemote = await descendsFrom(checkout, pull.headSha, head);
    const remoteFindings = onRemote.held || history.findings.length > 0
        ? []
        : [
            {
                gate: 'history-guard',
                rule: 'not-on-remote-head',
                ...messages/* notOnRemoteHead */.De(pull.number, head, pull.headSha, onRemote.why),
            },
        ];
    const findings = [...history.findings, ...remoteFindings, ...rootFindings];
    return {
        verdict: findings.length === 0 ? 'pass' : 'fail',
        repository: `${repo.owner}/${repo.repo}`,
        pullRequest: {
            number: pull.number,
            url: pull.url,
            state: pull.state,
            base: pull.baseRef,
            baseSha: pull.baseSha,
            headRef: pull.headRef,
            headRepository: pull.headRepository,
            remoteHead: pull.headSha,
        },
        head,
        history: history.history,
        writeRoots: {
            status: decision.verdict === 'pass' ? 'pass' : 'fail',
            lease: lease.name,
            reason: (0,write_root_gate/* leaseReasonText */.wo)(lease.why),
            roots: decision.roots,
            written: decision.written,
            violations: decision.violations.map(messages/* reportedViolation */.pI),
        },
        findings,
        notes: [...history.notes, ...notesFor(pull)],
    };
}


/***/ }),

/***/ 1232:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  _n: () => (/* binding */ DEFAULT_HOOK_COMMAND),
  P_: () => (/* binding */ installHook)
});

// UNUSED EXPORTS: HOOK_MARKER, hookScript, shellQuote

;// CONCATENATED MODULE: external "node:fs/promises"
const promises_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs/promises");
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __nccwpck_require__(6760);
// EXTERNAL MODULE: ./src/core/errors.ts
var errors = __nccwpck_require__(2721);
// EXTERNAL MODULE: ./src/cli/messages.ts
var messages = __nccwpck_require__(1135);
;// CONCATENATED MODULE: ./src/cli/hook.ts




/** The first comment line of every hook mergexo writes: how install-hook knows one of its own. */
const HOOK_MARKER = '# mergexo pre-push hook';
const DEFAULT_HOOK_COMMAND = 'npx --no-install mergexo';
/** A single-quoted shell word. */
function shellQuote(word) {
    return `'${word.replace(/'/g, `'\\''`)}'`;
}
/**
 * The pre-push hook: git hands it the remote's name and, on stdin, one line per ref pushed
 * (`<local ref> <local sha> <remote ref> <remote sha>`). Every branch pushed is checked at the
 * commit being pushed; exit 1 (a gate would refuse) stops the push, anything else (no token, no
 * PR yet) is reported and lets it through.
 */
function hookScript(command, args) {
    const baked = args.map(shellQuote).join(' ');
    return `#!/bin/sh
${HOOK_MARKER}: installed by \`mergexo install-hook\` (run it again to update this file).
# Checks each pushed branch with \`mergexo check\` and stops the push when a gate would refuse it.
# To push anyway, knowingly: git push --no-verify.
remote="$1"
status=0
while read -r local_ref local_sha remote_ref remote_sha; do
  case "$local_sha" in *[!0]*) ;; *) continue ;; esac
  case "$remote_ref" in refs/heads/*) ;; *) continue ;; esac
  branch="\${remote_ref#refs/heads/}"
  ${command} check --remote "$remote" --head "$local_sha" --branch "$branch"${baked ? ` ${baked}` : ''} </dev/null
  code=$?
  if [ "$code" -eq 1 ]; then
    status=1
  elif [ "$code" -ne 0 ]; then
    echo "mergexo: could not check $branch (exit $code); not blocking the push." >&2
  fi
done
exit $status
`;
}
/** Writes the hook; refuses to replace a hook mergexo did not write. Returns the file. */
async function installHook(checkout, command, args) {
    const dir = await checkout.hooksDir();
    const file = (0,external_node_path_.join)(dir, 'pre-push');
    const existing = await (0,promises_namespaceObject.readFile)(file, 'utf8').catch((e) => {
        if (e.code === 'ENOENT')
            return undefined;
        throw e;
    });
    if (existing !== undefined &&
        !existing
            .split('\n')
            .slice(0, 3)
            .some((l) => l.startsWith(HOOK_MARKER))) {
        throw new errors/* ConfigurationError */.j1(messages/* hookExists */.Em(file));
    }
    await (0,promises_namespaceObject.mkdir)(dir, { recursive: true });
    await (0,promises_namespaceObject.writeFile)(file, hookScript(command, args));
    await (0,promises_namespaceObject.chmod)(file, 0o755);
    return file;
}


/***/ }),

/***/ 7333:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  tX: () => (/* binding */ DEFAULT_USES),
  wX: () => (/* binding */ LEASE_FILE),
  MO: () => (/* binding */ renderInitFiles)
});

// UNUSED EXPORTS: CALLER_FILE, OPERATOR_FILE, maintainers, parseUses, renderCaller, renderLease, renderOperator

// EXTERNAL MODULE: ./src/core/errors.ts
var errors = __nccwpck_require__(2721);
// EXTERNAL MODULE: ./src/core/paths/normalize.ts
var normalize = __nccwpck_require__(9924);
;// CONCATENATED MODULE: ./src/cli/codeowners.ts
/**
 * What `mergexo init` reads from a CODEOWNERS file: each rule's pattern as a write root, and the people it names.
 * Pure. GitHub's syntax (GitHub Docs, "About code owners"): one rule a line, a gitignore-style pattern and then
 * owners (`@user`, `@org/team` or an email address); `#` starts a comment; a pattern with no owners takes
 * ownership away. The last matching rule wins on GitHub, which does not matter here: init only asks who owns what.
 */
/** GitHub logins: letters, digits and single hyphens, up to 39 characters; a bot's login ends in `[bot]`. */
const LOGIN = /^[A-Za-z0-9](?:[A-Za-z0-9]|-(?=[A-Za-z0-9])){0,38}(?:\[bot\])?$/;
/**
 * A CODEOWNERS pattern as a write root (a root covers what it matches and everything below it). gitignore's
 * rule: a pattern with a `/` at its start or in its middle is anchored at the repository's top, any other
 * matches at every depth.
 */
function rootOfPattern(pattern) {
    // Escapes, negation and character classes have no faithful root; the maintainers' `**` covers them.
    if (/[\\![\]{}]/.test(pattern))
        return undefined;
    const body = pattern.replace(/^\/+/, '').replace(/\/+$/, '');
    if (body === '' || body === '*' || body === '**')
        return '**';
    if (body.split('/').some((s) => s === '.' || s === '..'))
        return undefined;
    const anchored = pattern.startsWith('/') || body.includes('/');
    const root = anchored || body.startsWith('**/') ? body : `**/${body}`;
    return root.endsWith('/**') ? root.slice(0, -'/**'.length) : root;
}
function parseCodeowners(text) {
    const rules = [];
    for (const raw of text.split(/\r?\n/)) {
        const line = raw.replace(/(^|\s)#.*$/, '').trim();
        if (line === '')
            continue;
        const [pattern = '', ...owners] = line.split(/\s+/);
        const users = [];
        const others = [];
        for (const owner of owners) {
            const login = owner.startsWith('@') ? owner.slice(1) : undefined;
            if (login !== undefined && LOGIN.test(login))
                users.push(login);
            else
                others.push(owner);
        }
        rules.push({ pattern, root: rootOfPattern(pattern), users, others });
    }
    return rules;
}
/** The users of the rules that cover everything (`*`, `/**`, ...): the repository's maintainers. */
function maintainersOf(rules) {
    return unique(rules.filter((r) => r.root === '**').flatMap((r) => r.users));
}
/** Case-insensitive, first spelling kept: GitHub logins are case-insensitive. */
function unique(logins) {
    const seen = new Map();
    for (const login of logins)
        if (!seen.has(login.toLowerCase()))
            seen.set(login.toLowerCase(), login);
    return [...seen.values()];
}
const isLogin = (s) => LOGIN.test(s);

;// CONCATENATED MODULE: ./src/cli/init-files.ts



/**
 * The three files `mergexo init` writes, rendered from what it read in the clone. Pure, and the same facts always
 * give the same bytes: that is what makes a second run change nothing.
 */
const CALLER_FILE = '.github/workflows/mergexo.yml';
const OPERATOR_FILE = '.github/workflows/mergexo-operator.yml';
const LEASE_FILE = '.github/mergexo.yml';
/** Where mergexo is published, as the docs write it; `--uses OWNER/NAME@REF` names another copy or release. */
const DEFAULT_USES = 'OWNER/mergexo@v1';
/** `OWNER/NAME@REF`, or a ConfigurationError naming the fix. */
function parseUses(raw) {
    const m = /^([A-Za-z0-9][A-Za-z0-9-]*\/[A-Za-z0-9._-]+)@([A-Za-z0-9._/-]+)$/.exec(raw.trim());
    if (!m)
        throw new errors/* ConfigurationError */.j1(`--uses must be OWNER/NAME@REF (such as ${DEFAULT_USES}), got '${raw}'.`);
    return { repository: m[1] ?? '', ref: m[2] ?? '' };
}
// Both workflows carry this very block, so an operator's unblock or sweep judges as the pull request runs did.
// GitHub gives two workflows no shared place for `with:` values other than repository variables, which a reader
// of the workflow cannot see; init writes the block twice and says so in both files.
function settings(indent) {
    return [
        '# The settings. Keep this block the same in mergexo.yml and mergexo-operator.yml.',
        'with:',
        '  # observe: every mergexo check says what enforcement would have done, and nothing is enforced. At the',
        '  # switch to enforce, write `enforcement: enforce` and the time of the switch on the line below it',
        '  # (`npx mergexo init` prints it): force-pushes GitHub recorded before then are not blocked.',
        '  enforcement: observe',
        "  # enforced-since: '2026-01-31T09:00:00Z'",
        '  # wait-for-ci: true # wait for CI on pull requests (check mergexo/ci-wait)',
        '  # urgency: blocking # mergexo/rebase fails until a pull request is up to date with its base',
        '  # allocated-names: | # a PR adding a migration number another open PR holds fails mergexo/collision',
        '  #   migrations/*_*.sql',
    ]
        .map((l) => `${indent}${l}`)
        .join('\n');
}
const PERMISSIONS = [
    'permissions: # the most any mergexo job asks for; each job narrows it',
    '  checks: write',
    '  pull-requests: write',
    '  contents: write',
    '  statuses: read',
];
const yamlString = (s) => (/^[A-Za-z0-9._/-]+$/.test(s) && !/^[0-9.]+$/.test(s) ? s : JSON.stringify(s));
function renderCaller(facts) {
    const { repository, ref } = parseUses(facts.uses);
    return `${[
        '# mergexo, written by `npx mergexo init`: it runs the mergexo checks on every pull request, in observe mode',
        '# until you switch it to enforce (mergexo docs/getting-started.md). Workflows that run on pull_request_target',
        '# are read from the default branch, whatever branch a pull request targets or changes.',
        'name: mergexo',
        '',
        'on:',
        '  pull_request_target:',
        '    types: [opened, reopened, synchronize, edited, labeled, unlabeled, ready_for_review, closed]',
        '  merge_group:',
        '  push:',
        `    branches: [${yamlString(facts.defaultBranch)}]`,
        '  schedule:',
        "    - cron: '17 */6 * * *'",
        '',
        'jobs:',
        '  mergexo:',
        `    uses: ${repository}/.github/workflows/mergexo.yml@${ref}`,
        ...PERMISSIONS.map((l) => `    ${l}`),
        settings('    '),
    ].join('\n')}\n`;
}
function renderOperator(facts) {
    const { repository, ref } = parseUses(facts.uses);
    return `${[
        "# mergexo's operator workflow, written by `npx mergexo init`: list and unblock pull requests history-guard",
        '# blocked, and sweep every base for pull requests that fell behind. Run it from the default branch:',
        '#',
        '#   gh workflow run mergexo-operator.yml -f mode=list',
        '#   gh workflow run mergexo-operator.yml -f mode=unblock -f pull-request=123',
        '#   gh workflow run mergexo-operator.yml -f mode=unblock -f pull-request=123 -f accept-head=<full SHA>',
        '#   gh workflow run mergexo-operator.yml -f mode=sweep',
        'name: mergexo operator',
        '',
        'on:',
        '  workflow_dispatch:',
        '    inputs:',
        '      mode:',
        '        description: list (blocked PRs), unblock (one PR, or all whose history is restored), sweep',
        '        type: choice',
        '        options: [list, unblock, sweep]',
        '        default: list',
        '      pull-request:',
        "        description: 'unblock: number of the pull request'",
        '        type: string',
        "        default: ''",
        '      accept-head:',
        `        description: "unblock: accept this head (the PR's current head SHA) as the new baseline"`,
        '        type: string',
        "        default: ''",
        '      all:',
        "        description: 'unblock: every blocked PR whose history is restored'",
        '        type: boolean',
        '        default: false',
        '',
        'jobs:',
        '  operate:',
        `    uses: ${repository}/.github/workflows/mergexo.yml@${ref}`,
        ...PERMISSIONS.map((l) => `    ${l}`),
        settings('    '),
        '      mode: ${{ inputs.mode }}',
        '      pull-request: ${{ inputs.pull-request }}',
        '      accept-head: ${{ inputs.accept-head }}',
        '      all: ${{ inputs.all }}',
    ].join('\n')}\n`;
}
/** A top-level folder a root can name as it is: no glob characters, nothing YAML or a branch name would mangle. */
const PLAIN_FOLDER = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;
/** The maintainers: `--maintainer` logins first, then the users CODEOWNERS names for every path. */
function maintainers(facts, rules) {
    for (const login of facts.maintainers) {
        if (!isLogin(login))
            throw new errors/* ConfigurationError */.j1(`--maintainer must be a GitHub login, got '${login}'.`);
    }
    const found = unique([...facts.maintainers, ...maintainersOf(rules)]);
    if (found.length === 0) {
        throw new errors/* ConfigurationError */.j1(`no maintainer to lease everything to: ${facts.codeowners
            ? `${facts.codeowners.file} has no \`*\` rule naming a user`
            : 'the repository has no CODEOWNERS'}; pass --maintainer LOGIN (repeatable) with the GitHub logins of the people who may change every path.`);
    }
    return found;
}
function leases(facts) {
    const rules = facts.codeowners ? parseCodeowners(facts.codeowners.text) : [];
    const people = maintainers(facts, rules);
    const out = [
        {
            name: 'maintainers',
            comment: [
                'People who may change every path: `**`, and the protected paths (workflows, CODEOWNERS, this file),',
                'which only roots naming them cover.',
            ],
            match: [['author', people]],
            roots: ['**', LEASE_FILE, '.github/workflows', 'CODEOWNERS', '.github/CODEOWNERS', 'docs/CODEOWNERS'],
        },
    ];
    const isMaintainer = new Set(people.map((p) => p.toLowerCase()));
    const owned = new Map();
    for (const rule of rules) {
        if (rule.root === undefined || rule.root === '**')
            continue;
        for (const login of rule.users) {
            if (isMaintainer.has(login.toLowerCase()))
                continue;
            const entry = owned.get(login.toLowerCase()) ?? { login, roots: [] };
            if (!entry.roots.includes(rule.root))
                entry.roots.push(rule.root);
            owned.set(login.toLowerCase(), entry);
        }
    }
    for (const { login, roots } of owned.values()) {
        out.push({
            name: `owner-${login.toLowerCase().replace(/\[bot\]$/, '-bot')}`,
            comment: [`What ${facts.codeowners?.file ?? 'CODEOWNERS'} says ${login} owns.`],
            match: [['author', [login]]],
            roots,
        });
    }
    for (const folder of facts.folders.filter((f) => PLAIN_FOLDER.test(f) && !normalize/* MAGIC_CHARS */.UE.test(f))) {
        out.push({
            name: `agent-${folder.toLowerCase()}`,
            comment: [`An agent working on a branch agent/${folder}/... may change ${folder}/ only.`],
            match: [['branch', [`agent/${folder}/**`]]],
            roots: [folder],
        });
    }
    return out;
}
function renderLease(facts) {
    const rules = facts.codeowners ? parseCodeowners(facts.codeowners.text) : [];
    const teams = unique(rules.flatMap((r) => r.others));
    const lines = [
        "# mergexo's leases, written by `npx mergexo init` as a start: edit them to fit who changes what.",
        "# write-root-gate reads this file from each pull request's base branch, never from its head, so a pull request",
        '# cannot widen its own lease. The first lease whose `match` holds applies (every criterion given must hold; a',
        '# list holds if any of its items does); a pull request no lease matches may change nothing.',
        '# A lease follows the pull request (its branch, author or labels), not who pushed: restrict who may push to',
        '# agent/** branches with a ruleset.',
    ];
    if (teams.length > 0) {
        lines.push(`# ${facts.codeowners?.file ?? 'CODEOWNERS'} also names ${teams.join(', ')}.`, "# A lease matches a pull request's author, not a team: list the team's members under author, or lease by label.");
    }
    lines.push('version: 1', 'write-root-gate:', '  leases:');
    leases(facts).forEach((lease, i) => {
        if (i > 0)
            lines.push('');
        for (const c of lease.comment)
            lines.push(`    # ${c}`);
        lines.push(`    - name: ${yamlString(lease.name)}`, '      match:');
        for (const [key, values] of lease.match) {
            lines.push(values.length === 1
                ? `        ${key}: ${yamlString(values[0] ?? '')}`
                : `        ${key}: [${values.map(yamlString).join(', ')}]`);
        }
        lines.push('      roots:', ...lease.roots.map((r) => `        - ${yamlString(r)}`));
    });
    return `${lines.join('\n')}\n`;
}
function renderInitFiles(facts) {
    return [
        { path: CALLER_FILE, text: renderCaller(facts) },
        { path: OPERATOR_FILE, text: renderOperator(facts) },
        { path: LEASE_FILE, text: renderLease(facts) },
    ];
}


/***/ }),

/***/ 8769:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   T: () => (/* binding */ init)
/* harmony export */ });
/* unused harmony export readFacts */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__nccwpck_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_5__ = __nccwpck_require__(2721);
/* harmony import */ var _core_git_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(544);
/* harmony import */ var _write_root_gate_index_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(1203);
/* harmony import */ var _init_files_js__WEBPACK_IMPORTED_MODULE_6__ = __nccwpck_require__(7333);
/* harmony import */ var _messages_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(1135);







/** `mergexo init`: reads the clone, writes the three files, and says what it did to each. */
/** Where GitHub looks for CODEOWNERS, in its order (GitHub Docs, "About code owners": the first found wins). */
const CODEOWNERS_FILES = ['.github/CODEOWNERS', 'CODEOWNERS', 'docs/CODEOWNERS'];
async function gitIn(dir, args, okCodes = [0]) {
    return (0,_core_git_js__WEBPACK_IMPORTED_MODULE_2__/* .git */ .$Y)(args, { cwd: dir, okCodes, setup: 'user' });
}
async function topLevel(cwd) {
    const r = await gitIn(cwd, ['rev-parse', '--show-toplevel'], [0, 128]).catch((e) => {
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .ConfigurationError */ .j1(_messages_js__WEBPACK_IMPORTED_MODULE_4__/* .initGitUnavailable */ .dM(cwd, (0,_core_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .errorMessage */ .gJ)(e)));
    });
    if (r.code !== 0)
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .ConfigurationError */ .j1(_messages_js__WEBPACK_IMPORTED_MODULE_4__/* .initNotInClone */ .cD(cwd));
    return r.stdout.trim();
}
/** The remote's default branch as the clone recorded it (origin/HEAD), else the current branch, else main. */
async function defaultBranch(root) {
    const remote = await gitIn(root, ['symbolic-ref', '--quiet', '--short', 'refs/remotes/origin/HEAD'], [0, 1, 128]);
    const fromRemote = remote.code === 0 ? remote.stdout.trim().replace(/^origin\//, '') : '';
    if (fromRemote !== '')
        return fromRemote;
    const current = await gitIn(root, ['symbolic-ref', '--quiet', '--short', 'HEAD'], [0, 1, 128]);
    return (current.code === 0 && current.stdout.trim()) || 'main';
}
/** Tracked top-level directories of HEAD (none in a repository without commits). */
async function folders(root) {
    const r = await gitIn(root, ['ls-tree', '-d', '-z', '--name-only', 'HEAD'], [0, 128]);
    if (r.code !== 0)
        return [];
    return r.stdout
        .split('\0')
        .filter((f) => f !== '' && !f.startsWith('.'))
        .sort();
}
async function readFacts(cwd, options) {
    const root = await topLevel(cwd);
    const found = CODEOWNERS_FILES.find((f) => (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(node_path__WEBPACK_IMPORTED_MODULE_1___default().join(root, f)));
    return {
        root,
        facts: {
            defaultBranch: await defaultBranch(root),
            ...(found ? { codeowners: { file: found, text: (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(node_path__WEBPACK_IMPORTED_MODULE_1___default().join(root, found), 'utf8') } } : {}),
            folders: await folders(root),
            maintainers: options.maintainers,
            uses: options.uses,
        },
    };
}
async function init(cwd, options) {
    const { root, facts } = await readFacts(cwd, options);
    const files = (0,_init_files_js__WEBPACK_IMPORTED_MODULE_6__/* .renderInitFiles */ .MO)(facts);
    // What init writes, the gate must read: a starter lease the gate would refuse must never land.
    const lease = files.find((f) => f.path === _init_files_js__WEBPACK_IMPORTED_MODULE_6__/* .LEASE_FILE */ .wX);
    if (lease)
        (0,_write_root_gate_index_js__WEBPACK_IMPORTED_MODULE_3__/* .parseLeaseConfig */ .Si)(lease.text, _init_files_js__WEBPACK_IMPORTED_MODULE_6__/* .LEASE_FILE */ .wX);
    // Every file is compared before any is written, so a refusal leaves the clone as it was.
    const planned = files.map((f) => {
        const target = node_path__WEBPACK_IMPORTED_MODULE_1___default().join(root, f.path);
        const current = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(target) ? (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(target, 'utf8') : undefined;
        const outcome = current === undefined ? 'written' : current === f.text ? 'unchanged' : 'overwritten';
        return { ...f, target, outcome };
    });
    const differing = planned.filter((f) => f.outcome === 'overwritten');
    if (differing.length > 0 && !options.force) {
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .ConfigurationError */ .j1(_messages_js__WEBPACK_IMPORTED_MODULE_4__/* .initWouldOverwrite */ .dq(differing.map((f) => f.path)));
    }
    for (const f of planned) {
        if (f.outcome === 'unchanged')
            continue;
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.mkdirSync)(node_path__WEBPACK_IMPORTED_MODULE_1___default().dirname(f.target), { recursive: true });
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.writeFileSync)(f.target, f.text);
    }
    return {
        root,
        defaultBranch: facts.defaultBranch,
        files: planned.map((f) => ({ path: f.path, outcome: f.outcome })),
    };
}


/***/ }),

/***/ 8285:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   R: () => (/* binding */ Checkout)
/* harmony export */ });
/* harmony import */ var _core_git_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(544);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(2721);
/* harmony import */ var _core_git_diff_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(4482);
/* harmony import */ var _messages_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(1135);




const SHA = /^[0-9a-f]{40}([0-9a-f]{24})?$/;
/**
 * The agent's own checkout, read with local git. It is a write-root-gate `TreeReader`, so
 * `mergeWrites` reads the same union here as in the gate's scratch repository. Nothing here moves
 * a ref, the index or the working tree: fetching a commit by name writes objects only
 * (`--no-write-fetch-head`), and `merge-tree --write-tree` writes the merged tree's objects, never a ref.
 */
class Checkout {
    dir;
    remote;
    constructor(dir, 
    /** The remote commits are fetched from (a name such as `origin`, or a URL). */
    remote) {
        this.dir = dir;
        this.remote = remote;
    }
    /** Throws a ConfigurationError when `dir` is not inside a git working tree. */
    static async open(dir, remote) {
        const r = await (0,_core_git_js__WEBPACK_IMPORTED_MODULE_0__/* .git */ .$Y)(['rev-parse', '--is-inside-work-tree'], { cwd: dir, okCodes: [0, 128], setup: 'user' }).catch((e) => {
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ConfigurationError */ .j1(_messages_js__WEBPACK_IMPORTED_MODULE_1__/* .gitUnavailable */ .Xs(dir, (0,_core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .errorMessage */ .gJ)(e)));
        });
        if (r.code !== 0 || r.stdout.trim() !== 'true') {
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ConfigurationError */ .j1(`${dir} is not inside a git checkout: run mergexo check in the clone of the pull request's branch.`);
        }
        return new Checkout(dir, remote);
    }
    run(args, okCodes = [0]) {
        // The user's own clone, as they set git up: their credentials reach the remote, their hooks directory is theirs.
        return (0,_core_git_js__WEBPACK_IMPORTED_MODULE_0__/* .git */ .$Y)(args, { cwd: this.dir, okCodes, setup: 'user' });
    }
    /** The URL of the remote, or undefined when `remote` is not a configured remote's name. */
    async remoteUrl() {
        const r = await this.run(['remote', 'get-url', this.remote], [0, 2, 128]);
        return r.code === 0 ? r.stdout.trim() : undefined;
    }
    /** The commit a revision names (HEAD by default). */
    async commit(rev = 'HEAD') {
        const r = await this.run(['rev-parse', '--verify', '--quiet', `${rev}^{commit}`], [0, 1]);
        const sha = r.stdout.trim();
        if (r.code !== 0 || !SHA.test(sha)) {
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ConfigurationError */ .j1(_messages_js__WEBPACK_IMPORTED_MODULE_1__/* .noCommit */ .lN(rev));
        }
        return sha;
    }
    /** The current branch, or undefined on a detached HEAD. */
    async branch() {
        const r = await this.run(['symbolic-ref', '--quiet', '--short', 'HEAD'], [0, 1, 128]);
        return r.code === 0 ? r.stdout.trim() : undefined;
    }
    async has(sha) {
        const r = await this.run(['cat-file', '-e', `${sha}^{commit}`], [0, 1, 128]);
        return r.code === 0;
    }
    /** Makes sure the commit is here, fetching it from the remote when missing. */
    async ensure(sha, what) {
        if (!SHA.test(sha))
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UndecidableError */ .N3(`GitHub answered '${sha}' where a commit SHA was expected.`);
        if (await this.has(sha))
            return;
        try {
            await this.run(['fetch', '--quiet', '--no-tags', '--no-write-fetch-head', this.remote, sha]);
        }
        catch (e) {
            const why = e instanceof _core_git_js__WEBPACK_IMPORTED_MODULE_0__/* .GitCommandError */ .iR ? e.message : String(e);
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UndecidableError */ .N3(`git could not fetch ${what} ${sha} from '${this.remote}': ${why}`);
        }
        if (!(await this.has(sha))) {
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UndecidableError */ .N3(`${what} ${sha} is still missing after fetching it from '${this.remote}'.`);
        }
    }
    /** Whether `ancestor` is `descendant` or one of its ancestors. */
    async isAncestor(ancestor, descendant) {
        const r = await this.run(['merge-base', '--is-ancestor', ancestor, descendant], [0, 1]);
        return r.code === 0;
    }
    /** Whether the clone is shallow (its history cut off at some depth). */
    async isShallow() {
        return (await this.run(['rev-parse', '--is-shallow-repository'])).stdout.trim() === 'true';
    }
    async mergeBases(a, b) {
        const r = await this.run(['merge-base', '--all', a, b], [0, 1]);
        return r.stdout.split('\n').filter((l) => SHA.test(l));
    }
    /** What merging `head` into `base` writes, as GitHub merges: the tree and the conflicted paths. */
    async mergeTree(base, head) {
        const r = await this.run((0,_core_git_diff_js__WEBPACK_IMPORTED_MODULE_3__/* .mergeTreeArgs */ .Ye)(base, head), [0, 1]);
        const [tree, ...conflicts] = r.stdout.split('\0').filter((f) => f !== '');
        if (tree === undefined || !SHA.test(tree)) {
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UndecidableError */ .N3(`git merge-tree could not merge ${head.slice(0, 12)} into ${base.slice(0, 12)}.`);
        }
        return { tree, conflicts: r.code === 1 ? [...new Set(conflicts)] : [] };
    }
    async treeOf(commit) {
        return (await this.run(['rev-parse', '--verify', `${commit}^{tree}`])).stdout.trim();
    }
    /** Every file change between two commits or trees, with modes, renames and copies. */
    async diff(from, to) {
        const r = await this.run((0,_core_git_diff_js__WEBPACK_IMPORTED_MODULE_3__/* .rawDiffArgs */ .tZ)(from, to));
        return (0,_core_git_diff_js__WEBPACK_IMPORTED_MODULE_3__/* .parseRawDiff */ .LP)(r.stdout);
    }
    async entry(treeish, path) {
        const r = await (0,_core_git_js__WEBPACK_IMPORTED_MODULE_0__/* .git */ .$Y)(['ls-tree', '-z', '--full-tree', treeish, '--', path], {
            cwd: this.dir,
            env: { GIT_LITERAL_PATHSPECS: '1' },
        });
        for (const record of r.stdout.split('\0')) {
            const tab = record.indexOf('\t');
            if (tab < 0 || record.slice(tab + 1) !== path)
                continue;
            const [mode, , sha] = record.slice(0, tab).split(' ');
            return { mode, sha };
        }
        return undefined;
    }
    async blob(sha) {
        return (await this.run(['cat-file', 'blob', sha])).stdout;
    }
    /** Where git looks for hooks (honours core.hooksPath). */
    async hooksDir() {
        return (await this.run(['rev-parse', '--path-format=absolute', '--git-path', 'hooks'])).stdout.trim();
    }
}


/***/ }),

/***/ 2714:
/***/ ((module, __webpack_exports__, __nccwpck_require__) => {

__nccwpck_require__.a(module, async (__webpack_handle_async_dependencies__, __webpack_async_result__) => { try {
/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   M: () => (/* binding */ DEFAULT_MERGEXO_LOGIN),
/* harmony export */   i: () => (/* binding */ main)
/* harmony export */ });
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(7975);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_util__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _core_action_inputs_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(4869);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_10__ = __nccwpck_require__(2721);
/* harmony import */ var _core_github_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(8455);
/* harmony import */ var _core_paths_normalize_js__WEBPACK_IMPORTED_MODULE_12__ = __nccwpck_require__(9924);
/* harmony import */ var _core_paths_protected_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(1029);
/* harmony import */ var _write_root_gate_index_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(1203);
/* harmony import */ var _check_js__WEBPACK_IMPORTED_MODULE_5__ = __nccwpck_require__(5990);
/* harmony import */ var _hook_js__WEBPACK_IMPORTED_MODULE_6__ = __nccwpck_require__(1232);
/* harmony import */ var _init_js__WEBPACK_IMPORTED_MODULE_7__ = __nccwpck_require__(8769);
/* harmony import */ var _init_files_js__WEBPACK_IMPORTED_MODULE_13__ = __nccwpck_require__(7333);
/* harmony import */ var _local_git_js__WEBPACK_IMPORTED_MODULE_8__ = __nccwpck_require__(8285);
/* harmony import */ var _messages_js__WEBPACK_IMPORTED_MODULE_9__ = __nccwpck_require__(1135);
/* harmony import */ var _remote_js__WEBPACK_IMPORTED_MODULE_11__ = __nccwpck_require__(7505);














/**
 * `mergexo check` / `install-hook` / `init`: exit 0 would pass (or done), 1 a gate would refuse, 2 usage or
 * configuration.
 */
const DEFAULT_MERGEXO_LOGIN = 'github-actions[bot]';
const OPTIONS = {
    repo: { type: 'string' },
    pr: { type: 'string' },
    remote: { type: 'string', default: 'origin' },
    head: { type: 'string' },
    branch: { type: 'string' },
    'lease-file': { type: 'string' },
    'write-root': { type: 'string', multiple: true },
    'protected-path': { type: 'string', multiple: true },
    'mergexo-login': { type: 'string' },
    command: { type: 'string' },
    json: { type: 'boolean', default: false },
    force: { type: 'boolean', default: false },
    maintainer: { type: 'string', multiple: true },
    uses: { type: 'string' },
    help: { type: 'boolean', short: 'h', default: false },
};
class UsageError extends Error {
}
function parse(argv) {
    try {
        const { values, positionals } = (0,node_util__WEBPACK_IMPORTED_MODULE_0__.parseArgs)({ args: argv, options: OPTIONS, allowPositionals: true, strict: true });
        if (positionals.length > 1)
            throw new UsageError(`unexpected argument '${positionals[1]}'`);
        return { command: positionals[0], values };
    }
    catch (e) {
        if (e instanceof UsageError)
            throw e;
        // parseArgs explains itself ("Unknown option '--x'"); keep its first sentence.
        throw new UsageError((0,_core_errors_js__WEBPACK_IMPORTED_MODULE_10__/* .errorMessage */ .gJ)(e).split('. ')[0]?.replace(/\.$/, '') ?? 'invalid arguments');
    }
}
/** The options of check that install-hook bakes into the hook. */
function bakedArgs(values) {
    const args = [];
    for (const key of ['repo', 'pr', 'lease-file', 'mergexo-login']) {
        const v = values[key];
        if (v !== undefined)
            args.push(`--${key}`, v);
    }
    for (const r of values['write-root'] ?? [])
        args.push('--write-root', r);
    for (const p of values['protected-path'] ?? [])
        args.push('--protected-path', p);
    return args;
}
function prNumber(raw) {
    if (raw === undefined)
        return undefined;
    if (!/^[1-9][0-9]{0,9}$/.test(raw))
        throw new UsageError(`--pr must be a pull request number, got '${raw}'`);
    return Number(raw);
}
async function repositoryOf(checkout, values) {
    if (values.repo !== undefined) {
        const repo = (0,_remote_js__WEBPACK_IMPORTED_MODULE_11__/* .repoFromFlag */ .x)(values.repo);
        if (!repo)
            throw new UsageError(`--repo must be OWNER/NAME, got '${values.repo}'`);
        return repo;
    }
    // The pre-push hook passes what git gave it: a remote's name, or the URL pushed to.
    const url = (await checkout.remoteUrl()) ?? (checkout.remote.includes(':') ? checkout.remote : undefined);
    const repo = url === undefined ? undefined : (0,_remote_js__WEBPACK_IMPORTED_MODULE_11__/* .repoFromRemoteUrl */ .A)(url);
    if (!repo)
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_10__/* .ConfigurationError */ .j1(_messages_js__WEBPACK_IMPORTED_MODULE_9__/* .noRepository */ .GD(checkout.remote, url));
    return repo;
}
async function runCheck(values, io) {
    const token = io.env.GH_TOKEN?.trim() || io.env.GITHUB_TOKEN?.trim();
    if (!token)
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_10__/* .ConfigurationError */ .j1(_messages_js__WEBPACK_IMPORTED_MODULE_9__/* .NO_TOKEN */ .wH);
    const pr = prNumber(values.pr);
    const checkout = await _local_git_js__WEBPACK_IMPORTED_MODULE_8__/* .Checkout */ .R.open(io.cwd, values.remote ?? 'origin');
    const repo = await repositoryOf(checkout, values);
    const head = await checkout.commit(values.head ?? 'HEAD');
    const { createGitHubClient } = await Promise.all(/* import() */[__nccwpck_require__.e(986), __nccwpck_require__.e(44)]).then(__nccwpck_require__.bind(__nccwpck_require__, 2044));
    const { octokitGitHub } = await __nccwpck_require__.e(/* import() */ 571).then(__nccwpck_require__.bind(__nccwpck_require__, 4571));
    const github = octokitGitHub(createGitHubClient({
        token,
        apiUrl: (io.env.GITHUB_API_URL || 'https://api.github.com').replace(/\/+$/, ''),
        userAgent: 'mergexo/cli',
        timeScale: (0,_core_action_inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .timeScaleFromEnv */ .N)(io.env),
        retries: 2,
    }));
    let target = pr === undefined ? undefined : { repo, number: pr };
    if (target === undefined) {
        const branch = values.branch ?? (await checkout.branch());
        if (!branch)
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_10__/* .ConfigurationError */ .j1(_messages_js__WEBPACK_IMPORTED_MODULE_9__/* .noBranch */ .kc);
        target = await (0,_check_js__WEBPACK_IMPORTED_MODULE_5__/* .findPullRequest */ ._f)(github, repo, branch);
    }
    const leaseFile = (0,_core_paths_normalize_js__WEBPACK_IMPORTED_MODULE_12__/* .normalizePath */ .Fd)(values['lease-file'] ?? _write_root_gate_index_js__WEBPACK_IMPORTED_MODULE_4__/* .DEFAULT_LEASE_FILE */ .Q);
    const protectedPaths = values['protected-path']?.length ? values['protected-path'] : [..._core_paths_protected_js__WEBPACK_IMPORTED_MODULE_3__/* .DEFAULT_PROTECTED_PATHS */ .Y];
    return (0,_check_js__WEBPACK_IMPORTED_MODULE_5__/* .check */ .z6)(github, checkout, { repo: target.repo, pr: target.number, head, leaseFile, writeRoots: values['write-root'] ?? [], protectedPaths }, values['mergexo-login'] || io.env.MERGEXO_LOGIN || DEFAULT_MERGEXO_LOGIN);
}
function failure(e) {
    if (e instanceof UsageError)
        return { code: 2, message: _messages_js__WEBPACK_IMPORTED_MODULE_9__/* .usageError */ .Wp(e.message) };
    if (e instanceof _core_errors_js__WEBPACK_IMPORTED_MODULE_10__/* .UndecidableError */ .N3)
        return { code: 1, message: `mergexo: ${_messages_js__WEBPACK_IMPORTED_MODULE_9__/* .undecidable */ .j(e.message)}` };
    // core's messages speak of a workflow's `github-token` input and `permissions:`; here the token is the environment's.
    if (e instanceof _core_github_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .TokenRefusedError */ .iA) {
        return { code: 2, message: `mergexo: ${e.status === 401 ? _messages_js__WEBPACK_IMPORTED_MODULE_9__/* .BAD_TOKEN */ .MW : _messages_js__WEBPACK_IMPORTED_MODULE_9__/* .tokenLacks */ .gv(e.permission)}` };
    }
    if (e instanceof _core_errors_js__WEBPACK_IMPORTED_MODULE_10__/* .ConfigurationError */ .j1)
        return { code: 2, message: `mergexo: ${e.message}` };
    // A token GitHub answers for, but that may not read this repository (a fine-grained token, say).
    const status = (0,_core_github_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .httpStatus */ .nG)(e);
    if (status === 403 || status === 404) {
        return { code: 2, message: `mergexo: ${_messages_js__WEBPACK_IMPORTED_MODULE_9__/* .tokenCannotRead */ .J8(status, (0,_core_github_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .answerMessage */ .Mw)(e).split('\n')[0] ?? '')}` };
    }
    return { code: 2, message: `mergexo: ${_messages_js__WEBPACK_IMPORTED_MODULE_9__/* .couldNotRun */ .Mn((0,_core_errors_js__WEBPACK_IMPORTED_MODULE_10__/* .errorMessage */ .gJ)(e).split('\n')[0] ?? '')}` };
}
async function main(argv, io) {
    let json = argv.includes('--json');
    try {
        const { command, values } = parse(argv);
        json = values.json ?? false;
        if (values.help || command === undefined || command === 'help') {
            io.out(_messages_js__WEBPACK_IMPORTED_MODULE_9__/* .USAGE */ .u_);
            return command === undefined && !values.help ? 2 : 0;
        }
        if (command === 'install-hook') {
            const checkout = await _local_git_js__WEBPACK_IMPORTED_MODULE_8__/* .Checkout */ .R.open(io.cwd, values.remote ?? 'origin');
            const file = await (0,_hook_js__WEBPACK_IMPORTED_MODULE_6__/* .installHook */ .P_)(checkout, values.command?.trim() || _hook_js__WEBPACK_IMPORTED_MODULE_6__/* .DEFAULT_HOOK_COMMAND */ ._n, bakedArgs(values));
            io.out(_messages_js__WEBPACK_IMPORTED_MODULE_9__/* .hookInstalled */ .es(file));
            return 0;
        }
        if (command === 'init') {
            const result = await (0,_init_js__WEBPACK_IMPORTED_MODULE_7__/* .init */ .T)(io.cwd, {
                force: values.force ?? false,
                maintainers: values.maintainer ?? [],
                uses: values.uses ?? _init_files_js__WEBPACK_IMPORTED_MODULE_13__/* .DEFAULT_USES */ .tX,
            });
            io.out(_messages_js__WEBPACK_IMPORTED_MODULE_9__/* .initReport */ .xO(result, new Date()));
            return 0;
        }
        if (command !== 'check')
            throw new UsageError(`unknown command '${command}'`);
        const result = await runCheck(values, io);
        const code = result.verdict === 'pass' ? 0 : 1;
        if (json)
            io.out(JSON.stringify({ ...result, exitCode: code }, null, 2));
        else {
            io.out(_messages_js__WEBPACK_IMPORTED_MODULE_9__/* .report */ .z8({
                verdict: result.verdict,
                pr: result.pullRequest.number,
                head: result.head,
                lease: result.writeRoots.lease,
                findings: result.findings,
                notes: result.notes,
            }));
        }
        return code;
    }
    catch (e) {
        const { code, message } = failure(e);
        if (json)
            io.out(JSON.stringify({ verdict: 'error', exitCode: code, error: message.replace(/^mergexo: /, '') }, null, 2));
        io.err(message);
        return code;
    }
}
process.exitCode = await main(process.argv.slice(2), {
    cwd: process.cwd(),
    env: process.env,
    out: (line) => process.stdout.write(`${line}\n`),
    err: (line) => process.stderr.write(`${line}\n`),
});

__webpack_async_result__();
} catch(e) { __webpack_async_result__(e); } }, 1);

/***/ }),

/***/ 1135:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   De: () => (/* binding */ notOnRemoteHead),
/* harmony export */   Em: () => (/* binding */ hookExists),
/* harmony export */   F0: () => (/* binding */ noteClosed),
/* harmony export */   GD: () => (/* binding */ noRepository),
/* harmony export */   J8: () => (/* binding */ tokenCannotRead),
/* harmony export */   MW: () => (/* binding */ BAD_TOKEN),
/* harmony export */   Mn: () => (/* binding */ couldNotRun),
/* harmony export */   NM: () => (/* binding */ writeRootFinding),
/* harmony export */   PZ: () => (/* binding */ noteFork),
/* harmony export */   R$: () => (/* binding */ noteConflict),
/* harmony export */   Tm: () => (/* binding */ unknownPullRequest),
/* harmony export */   Wp: () => (/* binding */ usageError),
/* harmony export */   Xs: () => (/* binding */ gitUnavailable),
/* harmony export */   cD: () => (/* binding */ initNotInClone),
/* harmony export */   dM: () => (/* binding */ initGitUnavailable),
/* harmony export */   dq: () => (/* binding */ initWouldOverwrite),
/* harmony export */   eF: () => (/* binding */ NOTE_UNSEEN),
/* harmony export */   es: () => (/* binding */ hookInstalled),
/* harmony export */   gQ: () => (/* binding */ noPullRequest),
/* harmony export */   gv: () => (/* binding */ tokenLacks),
/* harmony export */   j: () => (/* binding */ undecidable),
/* harmony export */   kc: () => (/* binding */ noBranch),
/* harmony export */   kd: () => (/* binding */ historyFinding),
/* harmony export */   lN: () => (/* binding */ noCommit),
/* harmony export */   pI: () => (/* binding */ reportedViolation),
/* harmony export */   q9: () => (/* binding */ NOTE_QUARANTINED),
/* harmony export */   tq: () => (/* binding */ noSharedHistory),
/* harmony export */   u_: () => (/* binding */ USAGE),
/* harmony export */   wH: () => (/* binding */ NO_TOKEN),
/* harmony export */   xA: () => (/* binding */ noteBehind),
/* harmony export */   xO: () => (/* binding */ initReport),
/* harmony export */   yG: () => (/* binding */ shallowClone),
/* harmony export */   z8: () => (/* binding */ report)
/* harmony export */ });
/* unused harmony exports REQUIRED_CHECKS, isoSecond */
/* harmony import */ var _core_untrusted_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(1310);
/* harmony import */ var _history_guard_index_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(3482);
/* harmony import */ var _write_root_gate_index_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(1203);



/** Everything `mergexo` prints for people (and agents reading its text output). */
const USAGE = `usage: mergexo <command> [options]

Commands:
  init            adopt mergexo in this clone: write the workflows (in observe mode) and a starter lease
  check           would the commit you are about to push pass mergexo's gates? (read-only)
  install-hook    install a git pre-push hook that runs \`mergexo check\` before every push
  help            show this text

Options for check:
  --repo OWNER/NAME      the repository (default: from the remote's URL)
  --pr N                 the pull request (default: the open PR whose head is the current branch)
  --remote NAME          the remote commits are fetched from and the repository is read from (default: origin)
  --head REV             the commit to check (default: HEAD)
  --branch NAME          the PR's head branch, to find the PR (default: the current branch;
                         OWNER:NAME for a fork's branch; a fork's PRs are looked up in its parent too)
  --lease-file PATH      mergexo's lease file on the base branch (default: .github/mergexo.yml)
  --write-root GLOB      a root the workflow's write-roots input adds (repeatable)
  --protected-path GLOB  the workflow's protected-paths input (repeatable; default: workflows and CODEOWNERS)
  --mergexo-login LOGIN  the identity mergexo's workflow runs as (default: github-actions[bot])
  --json                 print one JSON object (see docs/agents.md)

Options for install-hook: the options of check to bake into the hook, and
  --command CMD          how the hook starts mergexo (default: npx --no-install mergexo)
Running install-hook again replaces the hook it wrote; it never replaces a pre-push hook it did not write.

Options for init (writes .github/workflows/mergexo.yml, .github/workflows/mergexo-operator.yml and
.github/mergexo.yml, then prints the next steps; a second run changes nothing):
  --maintainer LOGIN     a person leased every path (repeatable; default: the users CODEOWNERS names for \`*\`)
  --uses OWNER/NAME@REF  the mergexo the workflows call (default: OWNER/mergexo@v1)
  --force                replace files that differ from what init writes (without it, init refuses)

Environment: GH_TOKEN or GITHUB_TOKEN (a token that can read the repository's pull requests and
contents), GITHUB_API_URL (default https://api.github.com).

Exit codes: 0 the push would pass (init: done); 1 a gate would refuse it (each finding says the way out);
2 usage or configuration error.`;
const usageError = (what) => `mergexo: ${what}. Run 'mergexo help' for usage.`;
const NO_TOKEN = 'no GitHub token: set GH_TOKEN or GITHUB_TOKEN to a token that can read the pull requests and contents ' +
    'of the repository (`gh auth token` prints yours).';
const BAD_TOKEN = 'GitHub rejected the token in GH_TOKEN/GITHUB_TOKEN (401 Bad credentials): set a valid one.';
const tokenLacks = (permission) => `the token in GH_TOKEN/GITHUB_TOKEN may not read what mergexo check needs (403; a workflow would need ` +
    `\`${permission}\`): set a token that can read the repository's pull requests and contents ` +
    '(a fine-grained token: Pull requests and Contents, read-only).';
const tokenCannotRead = (status, said) => `GitHub answered ${status} (${said}): the token in GH_TOKEN/GITHUB_TOKEN cannot read this repository's pull ` +
    'requests and contents. Check --repo (or the remote it is read from), and set a token that can read them.';
const couldNotRun = (why) => `mergexo check could not run: ${why}. Nothing was judged (the gates on GitHub still judge the push): ` +
    'check that git is on PATH and GitHub is reachable (GITHUB_API_URL, https_proxy), then run it again.';
const gitUnavailable = (dir, why) => `git could not run in ${dir} (${why}): mergexo check needs git on PATH; install it, then run the check again.`;
const noCommit = (rev) => `'${rev}' names no commit in this checkout: commit first, or pass --head REV naming the commit to push.`;
const noSharedHistory = (head, base) => `${short(head)} and the PR's base ${short(base)} share no history, so what merging it writes cannot be told ` +
    '(mergexo/write-root-gate refuses such a head): check that --pr (or the branch) names the PR of this clone; ' +
    'a branch must grow from its base branch.';
const shallowClone = (head, base) => `git finds no merge base of ${short(head)} and the PR's base ${short(base)} in this shallow clone: ` +
    'fetch the history (git fetch --unshallow), then run the check again.';
const noRepository = (remote, url) => url === undefined
    ? `there is no remote '${remote}' to tell the repository from: pass --repo OWNER/NAME.`
    : `the URL of remote '${remote}' is not a GitHub repository URL (https://HOST/OWNER/NAME or git@HOST:OWNER/NAME.git): pass --repo OWNER/NAME.`;
const noBranch = 'HEAD is detached, so there is no branch to find the pull request by: pass --pr N (or --branch NAME).';
const noPullRequest = (repo, owner, branch, parent) => `no open pull request in ${repo}${parent ? ` or ${parent.owner}/${parent.repo}, the repository it was forked from,` : ''} ` +
    `has the head ${owner}:${branch}: open one first, or pass --pr N (and --repo OWNER/NAME of the PR's repository).`;
const unknownPullRequest = (repo, n) => `pull request #${n} does not exist in ${repo} (or the token cannot see it): check --pr and --repo.`;
const hookExists = (file) => `${file} already exists and was not written by mergexo: refusing to overwrite it. ` +
    'Call `mergexo check` from it yourself (see docs/agents.md), or move it away and run install-hook again.';
const hookInstalled = (file) => `mergexo: installed ${file}: every git push now runs mergexo check first and stops on a refusal.`;
const short = (sha) => sha.slice(0, 12);
const NOTE_UNSEEN = (n, head) => `mergexo/history-guard has not judged PR #${n} yet: its first head is accepted as the baseline, ` +
    `so history passes. From then on every push must descend from it (${short(head)} if you push it now).`;
const NOTE_QUARANTINED = "the PR carries the label 'mergexo:quarantined' from an earlier push: it goes once a push inside the lease is judged.";
const noteBehind = (base) => `the PR is behind its base '${base}' (label from mergexo/rebase-notify): bring the base in with a merge, ` +
    `never a rebase: git fetch origin ${base} && git merge FETCH_HEAD && git push.`;
const noteConflict = (base) => `the PR conflicts with its base '${base}': git fetch origin ${base} && git merge FETCH_HEAD, resolve, commit, push (no rebase).`;
const noteFork = (n, headRepository) => `PR #${n} comes from ${headRepository ? `the fork ${headRepository}` : 'a fork that no longer exists'}: ` +
    "as write-root-gate does, no lease's branch glob matches it (anyone can name a fork's branch anything); " +
    'only a lease matching its author or a label applies.';
const noteClosed = (n, state) => `PR #${n} is ${state.toLowerCase()}, not open.`;
/**
 * HEAD does not descend from the PR's head on GitHub: the push would be a force-push, whatever mergexo's
 * record says (the run judging the remote head may not have finished yet). `why`: the fetch that failed.
 */
function notOnRemoteHead(n, head, remote, why) {
    return {
        message: `HEAD ${short(head)} does not descend from ${remote}, PR #${n}'s head on GitHub now` +
            (why ? ` (it could not be fetched: ${why})` : '') +
            ': pushing it would be a force-push, which mergexo/history-guard blocks, whether or not its run on that ' +
            'head has finished.',
        fix: `git fetch origin ${remote} && git merge ${short(remote)} (a merge, not a rebase or an amend), then check again.`,
    };
}
const unblockHint = (n) => `then ask a maintainer to run history-guard's operator workflow with mode=unblock, pull-request=${n}`;
function historyFinding(n, head, state, transition, alreadyBlocked) {
    if (alreadyBlocked) {
        const backup = state.backupRefs?.[0];
        return {
            message: `PR #${n} is blocked by mergexo/history-guard: its history was rewritten (expected ${state.accepted}, ` +
                `observed ${state.observed ?? 'unknown'}). No push lifts the block.`,
            fix: state.cause || state.refusedHead
                ? `ask a maintainer to review the head and run history-guard's operator workflow with mode=unblock, pull-request=${n}, accept-head=<the head>.`
                : `restore history: git fetch origin ${backup ?? state.accepted} && git merge ${short(state.accepted)} && git push, ` +
                    `${unblockHint(n)} (or to accept the rewritten head with accept-head).`,
        };
    }
    if (state.cause) {
        const why = state.cause.kind === 'overwritten-head-gone'
            ? `GitHub recorded a rewrite of its branch (${(0,_history_guard_index_js__WEBPACK_IMPORTED_MODULE_1__/* .describeRewrites */ .hs)(state.cause.rewrites)}) and no longer has ` +
                'the head it overwrote'
            : "mergexo's record of its history was altered";
        return {
            message: `pushing ${short(head)} would block PR #${n}: ${why}.`,
            fix: `do not push; ask a maintainer to review the head and accept it with mode=unblock, pull-request=${n}, accept-head=<the head>.`,
        };
    }
    if (state.refusedHead) {
        return {
            message: `pushing ${short(head)} would block PR #${n}: mergexo already refused this commit (${state.refusedHead}).`,
            fix: 'push a commit mergexo has not refused, or ask a maintainer to review and accept it.',
        };
    }
    const overwritten = state.overwritten?.length
        ? ` GitHub's timeline shows heads that were force-pushed away: ${state.overwritten.map(short).join(', ')}; they must come back under the branch too.`
        : '';
    return {
        message: `HEAD ${short(head)} does not descend from ${state.accepted}, the last head mergexo accepted for PR #${n}: ` +
            `${(0,_history_guard_index_js__WEBPACK_IMPORTED_MODULE_1__/* .describeTransition */ .Bb)(transition)}. Pushing it would block the PR.${overwritten}`,
        fix: `keep history append-only (no rebase, amend, reset or force-push): git fetch origin ${state.accepted} && ` +
            `git merge ${short(state.accepted)} (or rebuild your change on top of it: git reset --soft ${short(state.accepted)} && git commit), then check again.`,
    };
}
function reportedViolation(v) {
    return { path: v.path, rule: v.rule, detail: (0,_write_root_gate_index_js__WEBPACK_IMPORTED_MODULE_2__/* .violationDetail */ .hM)(v.detail) };
}
function writeRootFinding(v, lease) {
    const roots = lease.roots.length > 0 ? lease.roots.join(', ') : 'none';
    return {
        message: `${v.path}: ${_write_root_gate_index_js__WEBPACK_IMPORTED_MODULE_2__/* .RULE_TEXT */ .BD[v.rule]} (${(0,_write_root_gate_index_js__WEBPACK_IMPORTED_MODULE_2__/* .violationDetail */ .hM)(v.detail)}); lease '${lease.name}' grants: ${roots}.`,
        fix: v.rule === 'no-lease'
            ? `no lease applies to this PR (${(0,_write_root_gate_index_js__WEBPACK_IMPORTED_MODULE_2__/* .leaseReasonText */ .wo)(lease.why)}): ask a maintainer for one in the lease file on the base branch.`
            : `take the change to ${v.path} out with a new commit (git checkout <base> -- ${v.path} or git rm, then commit; no rewrite), ` +
                'or ask a maintainer to widen the lease on the base branch.',
    };
}
const undecidable = (why) => `mergexo check could not decide, and the gates refuse what they cannot decide: ${why}`;
/** The human report: a verdict line, then each finding with its way out, then notes. */
function report(result) {
    const lines = [];
    if (result.verdict === 'pass') {
        lines.push(`mergexo: would pass: pushing ${short(result.head)} to PR #${result.pr} keeps history append-only and stays inside lease '${result.lease}'.`);
    }
    else {
        lines.push(`mergexo: would be refused: pushing ${short(result.head)} to PR #${result.pr} breaks ${result.findings.length} rule(s):`);
        // Paths and branch names come from commits: one line each, control characters shown, so no
        // crafted name can forge a line of this report or drive the terminal.
        for (const f of result.findings) {
            lines.push(`  ✗ [${f.gate}] ${(0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_0__/* .visible */ .RK)(f.message)}`, `    way out: ${(0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_0__/* .visible */ .RK)(f.fix)}`);
        }
    }
    for (const n of result.notes)
        lines.push(`  note: ${(0,_core_untrusted_js__WEBPACK_IMPORTED_MODULE_0__/* .visible */ .RK)(n)}`);
    return lines.join('\n');
}
// `mergexo init`
const initNotInClone = (dir) => `${dir} is not inside a git checkout: run mergexo init in a clone of the repository to adopt mergexo in.`;
const initGitUnavailable = (dir, why) => `git could not run in ${dir} (${why}): mergexo init needs git on PATH; install it, then run init again.`;
const initWouldOverwrite = (files) => `${files.join(', ')} ${files.length === 1 ? 'exists and differs' : 'exist and differ'} from what init writes: ` +
    'nothing was written; keep your files, or run `mergexo init --force` to replace them.';
/** Every check mergexo may write, and when it is there to require. */
const REQUIRED_CHECKS = [
    ['mergexo/history-guard', 'always'],
    ['mergexo/write-root-gate', 'always'],
    ['mergexo/ci-wait', 'with wait-for-ci: true'],
    ['mergexo/rebase', 'with urgency: blocking'],
    ['mergexo/collision', 'with allocated-names'],
];
/** An ISO 8601 time to the second, as `enforced-since` takes it. */
const isoSecond = (at) => at.toISOString().replace(/\.\d{3}Z$/, 'Z');
const OUTCOME_WORD = { written: 'wrote', unchanged: 'unchanged', overwritten: 'replaced' };
function initReport(result, now) {
    const width = Math.max(...REQUIRED_CHECKS.map(([c]) => c.length));
    return [
        `mergexo init in ${result.root} (default branch ${result.defaultBranch}):`,
        ...result.files.map((f) => `  ${OUTCOME_WORD[f.outcome].padEnd(9)} ${f.path}`),
        '',
        'Next steps (the guide: docs/getting-started.md in mergexo):',
        '1. Fit the leases in .github/mergexo.yml to who changes what. Commit the three files in one pull request and',
        `   merge it into ${result.defaultBranch}: the lease lands with the workflows, never after them.`,
        '2. Observe for a week, or until about twenty pull requests have run. Observe mode enforces nothing: each',
        "   mergexo/* check is neutral and its title says what enforcement would have done; the run's job summary",
        '   says why. Where it would refuse a pull request you meant to allow, widen that lease.',
        `3. Require these checks on ${result.defaultBranch} (branch protection or a ruleset; a neutral check counts as`,
        '   passing, so this is safe while observing):',
        ...REQUIRED_CHECKS.map(([check, when]) => `     ${check.padEnd(width)}  ${when}`),
        '4. Switch to enforce: in both workflows replace `enforcement: observe` with these two lines, the second',
        '   being the time of the switch (this one is now; `date -u +%Y-%m-%dT%H:%M:%SZ` prints it then):',
        '     enforcement: enforce',
        `     enforced-since: '${isoSecond(now)}'`,
        '   A force-push GitHub recorded before that time never blocks a pull request; one after it does.',
    ].join('\n');
}


/***/ }),

/***/ 7505:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (/* binding */ repoFromRemoteUrl),
/* harmony export */   x: () => (/* binding */ repoFromFlag)
/* harmony export */ });
const NAME = /^[A-Za-z0-9_.-]+$/;
function fromPath(path) {
    const parts = path
        .replace(/\/+$/, '')
        .replace(/\.git$/, '')
        .split('/')
        .filter(Boolean);
    if (parts.length !== 2)
        return undefined;
    const [owner, repo] = parts;
    return NAME.test(owner) && NAME.test(repo) && repo !== '.' && repo !== '..' ? { owner, repo } : undefined;
}
/**
 * The repository a remote URL names: `https://HOST/OWNER/NAME(.git)`, `ssh://git@HOST/OWNER/NAME.git`
 * or scp-like `git@HOST:OWNER/NAME.git`. Anything else (a local path, a deeper path) is undefined.
 */
function repoFromRemoteUrl(url) {
    const trimmed = url.trim();
    const scp = /^[A-Za-z0-9_.-]+@[A-Za-z0-9_.-]+:(?!\/)(.+)$/.exec(trimmed);
    if (scp)
        return fromPath(scp[1]);
    let parsed;
    try {
        parsed = new URL(trimmed);
    }
    catch {
        return undefined;
    }
    if (!['https:', 'http:', 'ssh:', 'git:'].includes(parsed.protocol) || parsed.hostname === '')
        return undefined;
    return fromPath(decodeURIComponent(parsed.pathname));
}
/** `--repo OWNER/NAME`, or undefined when it is not of that shape. */
function repoFromFlag(value) {
    const m = /^([A-Za-z0-9_.-]+)\/([A-Za-z0-9_.-]+)$/.exec(value.trim());
    return m ? { owner: m[1], repo: m[2].replace(/\.git$/, '') } : undefined;
}


/***/ }),

/***/ 4869:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  N: () => (/* binding */ timeScaleFromEnv)
});

// UNUSED EXPORTS: actionInputs

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __nccwpck_require__(7598);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __nccwpck_require__(3024);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __nccwpck_require__(8161);
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
    process.stdout.write(`::${command}${keys.length > 0 ? ` ${props}` : ''}::${escapeData(message)}${EOL}`);
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
        process.stdout.write(EOL);
        issueCommand('set-output', { name }, toCommandValue(value));
        return;
    }
    if (!existsSync(file))
        throw new Error(`Missing file at path: ${file}`);
    const delimiter = `ghadelimiter_${randomUUID()}`;
    const text = toCommandValue(value);
    // A value cannot end the heredoc early: the delimiter is random and checked.
    if (name.includes(delimiter))
        throw new Error(`Unexpected input: name should not contain the delimiter "${delimiter}"`);
    if (text.includes(delimiter))
        throw new Error(`Unexpected input: value should not contain the delimiter "${delimiter}"`);
    appendFileSync(file, `${name}<<${delimiter}${EOL}${text}${EOL}${delimiter}${EOL}`, { encoding: 'utf8' });
}
function info(message) {
    process.stdout.write(message + EOL);
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

;// CONCATENATED MODULE: ./src/core/action-inputs.ts

/** The shell's only view of the action's inputs (`INPUT_*`, trimmed); settings parsers receive this function. */
const actionInputs = (name) => core.getInput(name);
/** Test-only knob (documented in CONTRIBUTING): shrinks every wait so suites run in seconds. */
function timeScaleFromEnv(env) {
    const value = Number(env.MERGEXO_TIME_SCALE);
    return Number.isFinite(value) && value > 0 && value <= 1 ? value : 1;
}


/***/ }),

/***/ 3050:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Wm: () => (/* binding */ isObserving)
/* harmony export */ });
/* unused harmony exports ENFORCEMENTS, enforcementInput, markObserving, declareRunEnforcement, runIsObserving, wouldHave, observedTitle, observedSummaryLead, OBSERVE_SUMMARY_NOTE, wouldHaveFailedLine */
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

const ENFORCEMENTS = (/* unused pure expression or super */ null && (['enforce', 'observe']));
/** The `enforcement` input: `enforce` (the default) or `observe`. */
function enforcementInput(read) {
    return choiceInput(read, 'enforcement', ENFORCEMENTS, 'enforce');
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
const OBSERVE_SUMMARY_NOTE = (/* unused pure expression or super */ null && ('👀 <b>Observe mode</b> (<code>enforcement: observe</code>): this run enforced nothing. Its verdict check is ' +
    '<code>neutral</code>, which GitHub counts as passing even when required, and it wrote no label, comment, ' +
    'auto-merge change, branch update, merge, reviewer or draft change. The table says what enforcement would have ' +
    'done. Set <code>enforcement: enforce</code> to act on it (docs/operators.md in mergexo).'));
/** The log line that stands for a step enforcement would have failed. */
function wouldHaveFailedLine(message) {
    return `Observe mode: with enforcement this step would have failed: ${message}`;
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

/***/ 4482:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   LP: () => (/* binding */ parseRawDiff),
/* harmony export */   MD: () => (/* binding */ writtenPaths),
/* harmony export */   Ye: () => (/* binding */ mergeTreeArgs),
/* harmony export */   it: () => (/* binding */ MODE_SYMLINK),
/* harmony export */   pO: () => (/* binding */ isSubmoduleChange),
/* harmony export */   tZ: () => (/* binding */ rawDiffArgs),
/* harmony export */   zW: () => (/* binding */ isSymlinkWrite)
/* harmony export */ });
/* unused harmony exports MODE_SUBMODULE, fromGitHubStatus */
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


/***/ }),

/***/ 544:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   $Y: () => (/* binding */ git),
/* harmony export */   iR: () => (/* binding */ GitCommandError)
/* harmony export */ });
/* unused harmony exports hardenedEnv, authConfig, redactToken, gitVersion, versionAtLeast, configEnv, basicAuthHeader, mapLimit */
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

/***/ 8762:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   G8: () => (/* binding */ gitProxySettings),
/* harmony export */   iR: () => (/* binding */ proxiedFetch)
/* harmony export */ });
/* unused harmony exports proxyFor, describeProxy */
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

/***/ 3484:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   DU: () => (/* binding */ isBotLogin),
/* harmony export */   LQ: () => (/* binding */ botLogin),
/* harmony export */   QN: () => (/* binding */ restLogin),
/* harmony export */   Up: () => (/* binding */ sameLogin)
/* harmony export */ });
/* unused harmony exports SHARED_APP_SLUG, isSharedIdentity, SHARED_IDENTITY_NOTE, recordVerdictApp, verdictAppsOfRun, sharedIdentityNote, resetVerdictApps */
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
const SHARED_IDENTITY_NOTE = (/* unused pure expression or super */ null && ('⚠️ This verdict was written with <code>GITHUB_TOKEN</code>: any workflow of this repository can write ' +
    'checks and comments as the same identity, so the required <code>mergexo/*</code> checks are only as ' +
    'strong as control over who can add workflows. What closes it: mergexo as its own GitHub App, pinned as ' +
    'the source of each required check, and no <code>workflows</code> permission for agents (see ' +
    'docs/security.md in mergexo).'));
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

/***/ 3591:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   FT: () => (/* binding */ parseMarkers)
/* harmony export */ });
/* unused harmony exports renderMarker, markerlessText, withMarker, withMarkers */
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
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   AI: () => (/* binding */ globProblem),
/* harmony export */   IR: () => (/* binding */ classEnd),
/* harmony export */   e: () => (/* binding */ normalizeRoot),
/* harmony export */   iB: () => (/* binding */ MM_OPTIONS)
/* harmony export */ });
/* unused harmony export rootProblem */
/* harmony import */ var minimatch__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(8662);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(2721);
/* harmony import */ var _normalize_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(9924);



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
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
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
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Y: () => (/* binding */ DEFAULT_PROTECTED_PATHS),
/* harmony export */   h: () => (/* binding */ ProtectedPaths)
/* harmony export */ });
/* harmony import */ var minimatch__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(8662);
/* harmony import */ var _glob_syntax_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(329);
/* harmony import */ var _normalize_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(9924);



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

/***/ 9662:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   DS: () => (/* binding */ ownCheckRuns)
/* harmony export */ });
/* unused harmony exports UNLISTED, unlisted, failingNames, conclusionOf, conjoin, sharedHeadLine, openPullsWithCommit, otherPullsWithHead, newcomersAfterSuccess, judgeOthersOnHead, writeCommitVerdict */
/* harmony import */ var _trust_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(9105);
/* harmony import */ var _untrusted_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(1310);
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
    return { number: UNLISTED, pass: false, unlisted: githubWords(e instanceof Error ? e.message : String(e)) };
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
        const why = mdText(unknown.unlisted ?? 'unknown');
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
        .filter((r) => r.head_sha === sha && r.app?.slug !== undefined && (0,_trust_js__WEBPACK_IMPORTED_MODULE_1__/* .botless */ .X2)(r.app.slug) === (0,_trust_js__WEBPACK_IMPORTED_MODULE_1__/* .botless */ .X2)(viewer))
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
        if (e instanceof ConfigurationError)
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
/* harmony export */   kB: () => (/* binding */ PULL_REQUEST_TIMELINE_PAGE)
/* harmony export */ });
/* unused harmony exports TRUSTED_COMMENT_FIELDS, REVIEW_REQUEST_FIELDS, REVIEW_REQUESTS_READ, PULL_FIELDS, DOCUMENTS */
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

/***/ 9075:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   L6: () => (/* binding */ reviewerOf)
/* harmony export */ });
/* unused harmony exports reviewerKey, reviewerName, splitReviewers, requestReviewers */
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
/* harmony export */   X2: () => (/* binding */ botless),
/* harmony export */   Z$: () => (/* binding */ isViewer),
/* harmony export */   Zs: () => (/* binding */ splitDuplicates),
/* harmony export */   c3: () => (/* binding */ trustedFrom),
/* harmony export */   g$: () => (/* binding */ tamperFrom),
/* harmony export */   sL: () => (/* binding */ tamperedBy)
/* harmony export */ });
/* unused harmony exports isTrustedAuthor, findMarked */
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

/***/ 1310:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   RK: () => (/* binding */ visible)
/* harmony export */ });
/* unused harmony exports plural, short, defuse, mdCode, mdText, mdFence, safeUrl, mdLink, shellWord, htmlText, htmlCode, htmlLink, plainLine, logLine, logLines */
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

/***/ 3482:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  hs: () => (/* reexport */ describeRewrites),
  Bb: () => (/* reexport */ describeTransition),
  _3: () => (/* reexport */ evaluate),
  jr: () => (/* reexport */ recordOn)
});

// EXTERNAL MODULE: ./src/core/errors.ts
var errors = __nccwpck_require__(2721);
;// CONCATENATED MODULE: ./src/history-guard/decide.ts
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

// EXTERNAL MODULE: ./src/core/markers.ts
var markers = __nccwpck_require__(3591);
;// CONCATENATED MODULE: ./src/history-guard/state.ts
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
    return renderMarker({
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
    return (0,markers/* parseMarkers */.FT)(text).find((m) => m.action === ACTION && m.kind === 'verdict')?.data;
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

;// CONCATENATED MODULE: ./src/history-guard/evaluate.ts



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
    const known = readGuardState(pull, undefined, copy);
    if (known)
        return { state: known, ancestry: await git.ancestry(known.accepted, head) };
    const state = readGuardState(pull, lastHead, copy);
    if (!state)
        return { state, ancestry: undefined };
    try {
        return { state, ancestry: await git.ancestry(state.accepted, head) };
    }
    catch (e) {
        if (e instanceof errors/* UndecidableError */.N3)
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
        SHA.test(before) &&
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
            !passedIn(newest.text, pull.number) &&
            refusalCounts(refusalsIn(newest.text), ownerOf(pull))) {
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
    const decision = decideGuard(state, ports.head, ancestry, witness, ports.policy ?? NO_POLICY);
    return { state, ancestry, decision };
}

// EXTERNAL MODULE: ./src/core/pr/commit-verdict.ts
var commit_verdict = __nccwpck_require__(9662);
// EXTERNAL MODULE: ./src/core/untrusted.ts
var untrusted = __nccwpck_require__(1310);
;// CONCATENATED MODULE: ./src/history-guard/messages.ts


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
        ? backups.map((r) => mdCode(r, { table: true })).join(', ')
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
        `git merge ${short(state.accepted)}   # or rebuild your change on top of ${short(state.accepted)}`,
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
    return `Blocked: this commit also heads ${failingNames(parts)}, which is blocked`;
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
    const shared = sharedHeadLine(number, parts, blockedPartReason);
    if (shared)
        lines.push(shared);
    const title = !conjoin(parts).pass
        ? decision.verdict === 'accepted'
            ? sharedBlockTitle(parts)
            : blockedTitle(next, decision.transition)
        : acceptedTitle(next);
    return { title, summary: lines.join('\n\n') };
}
/** The check an operator's unblock writes on the PR head, beside the other PRs on the commit (`parts`). */
function unblockCheckText(how, actor, head, previous, parts, number) {
    const shared = sharedHeadLine(number, parts, blockedPartReason);
    return {
        title: !conjoin(parts).pass
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
    const lines = [`Merge group ${mdCode(group.headSha)} (${mdCode(group.headRef)}).`];
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
            return `could not be judged: ${mdText(why.error)}`;
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
            return `The group ref does not name a pull request (${mdCode('pr-<number>-<sha>')}), so no history can be vouched for.`;
        case 'configuration':
            return `Configuration error: ${mdText(why.error)}`;
        case 'unlisted':
            return `mergexo could not tell which PRs this group holds (${mdText(why.error)}), so it cannot pass.`;
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
const NO_ACTOR_REASON = (/* unused pure expression or super */ null && ('GITHUB_ACTOR is empty, so mergexo cannot check who asked for the unblock (nothing was unblocked). Run the ' +
    "operator workflow with workflow_dispatch on GitHub's runner, which sets GITHUB_ACTOR to the person who dispatched it."));
/** A merge_group event without its base branch: the queue's PRs cannot be listed, so the group is refused. */
const NO_GROUP_BASE_REASON = (/* unused pure expression or super */ null && ("the merge_group event's payload names no base branch, so the PRs queued ahead cannot be listed; " +
    'the group is refused because mergexo fails closed when it cannot be sure: add the PRs to the queue again'));
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
            [`#${number}`, result.verdict, result.transition, htmlCode(result.expectedHead), htmlCode(result.observedHead)],
        ],
        ...(result.notes.length ? { footer: result.notes.map((n) => htmlText(guardNoteText(n))).join('<br>') } : {}),
    };
}
/** Why the step fails when the commit is blocked. */
function guardFailure(number, result) {
    if (result.ownVerdict === 'accepted') {
        const sharedBlock = result.sharedWith.filter((p) => !p.pass);
        return (`mergexo/history-guard: PR #${number}'s own history is append-only, but its head ${result.observedHead} is ` +
            `also the head of ${failingNames(sharedBlock)}, which is blocked; a check on a commit ` +
            'counts for every PR it heads, so it stays failing until each of them is accepted.');
    }
    return (`mergexo/history-guard: PR #${number} is blocked: history was rewritten (${result.transition}); ` +
        `expected a descendant of ${result.expectedHead}, observed ${result.observedHead}. See the PR comment for the way out.`);
}
/** The job summary of a run on a merge group. */
function groupSummary(group, result) {
    const where = `merge group ${htmlCode(group.headSha)}`;
    return {
        heading: `mergexo/history-guard: merge group ${result.verdict === 'accepted' ? 'accepted ✅' : 'blocked ⛔'}`,
        lead: `${where}, ref ${htmlCode(group.headRef)}${result.why ? `: ${htmlText(groupWhy(result.why))}` : ''}`,
        header: ['PR', 'verdict', 'accepted head', 'in the group commit'],
        rows: result.members.map((m) => [
            `#${m.number}`,
            m.pass ? 'accepted' : 'blocked',
            htmlCode(m.guard?.observedHead ?? ''),
            m.pass ? 'yes' : htmlText(m.reason ? groupMemberReason(m.reason) : ''),
        ]),
    };
}
/** Why the step fails when the merge group is blocked. */
function groupFailure(group, result) {
    const failing = result.members
        .filter((m) => !m.pass)
        .map((m) => `#${m.number} (${logLine(m.reason ? groupMemberReason(m.reason) : '')})`);
    return (`mergexo/history-guard: merge group ${group.headSha} is blocked: ` +
        (failing.length ? failing.join('; ') : logLine(result.why ? groupWhy(result.why) : 'its PRs are unknown')) +
        '. See the check on the group commit.');
}
/** The job summary of `mode: list`. */
function listSummary(blocked) {
    return {
        heading: `mergexo/history-guard: ${blocked.length} blocked pull request${blocked.length === 1 ? '' : 's'}`,
        header: ['PR', 'title', 'expected head', 'observed head', 'backup refs'],
        rows: blocked.map((b) => [
            htmlLink(`#${b.number}`, b.url),
            htmlText(b.title),
            htmlCode(b.expected),
            htmlCode(b.observed),
            b.backupRefs.map((r) => htmlCode(r)).join('<br>'),
        ]),
    };
}
/** The log of `mode: list`. Titles are the PR's: one log line each, never a workflow command. */
function blockedListLines(blocked) {
    if (blocked.length === 0)
        return ['No blocked pull requests.'];
    return blocked.map((b) => logLine(`#${b.number} ${b.title}`));
}
/** The job summary of `mode: unblock`. */
function unblockSummary(outcomes) {
    return {
        heading: 'mergexo/history-guard: unblock',
        header: ['PR', 'result', 'head', 'detail'],
        rows: outcomes.map((o) => [
            `#${o.number}`,
            o.unblocked ? 'unblocked ✅' : 'still blocked ⛔',
            htmlCode(o.head),
            htmlText(o.how ?? staysBlocked(o)),
        ]),
    };
}
/** Why the step fails when the one PR asked for stays blocked. */
function unblockFailure(outcome) {
    return `mergexo/history-guard: PR #${outcome.number} stays blocked: ${logLine(staysBlocked(outcome))}`;
}
/** The warning of `unblock all` for the PRs it left blocked. */
function unblockWarning(refused) {
    return `${plural(refused.length, 'PR')} ${refused.length === 1 ? 'stays' : 'stay'} blocked: ${refused.map((o) => `#${o.number} (${logLine(staysBlocked(o))})`).join('; ')}`;
}

;// CONCATENATED MODULE: ./src/history-guard/index.ts
/**
 * history-guard's public surface: the judgement of a head (`evaluate`, given narrow ports), the typed verdict
 * it returns, and the words for it. Code outside the action (the CLI) imports only this file.
 */




/***/ }),

/***/ 1203:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  Q: () => (/* reexport */ DEFAULT_LEASE_FILE),
  BD: () => (/* reexport */ RULE_TEXT),
  _3: () => (/* reexport */ evaluate),
  wo: () => (/* reexport */ leaseReasonText),
  T2: () => (/* reexport */ mergeWrites),
  Si: () => (/* reexport */ parseLeaseConfig),
  ry: () => (/* reexport */ readLeaseConfig),
  hM: () => (/* reexport */ violationDetail)
});

// EXTERNAL MODULE: ./src/core/paths/protected.ts
var paths_protected = __nccwpck_require__(1029);
// EXTERNAL MODULE: ../../node_modules/minimatch/dist/esm/index.js + 8 modules
var esm = __nccwpck_require__(8662);
// EXTERNAL MODULE: ./src/core/paths/glob-syntax.ts
var glob_syntax = __nccwpck_require__(329);
// EXTERNAL MODULE: ./src/core/paths/normalize.ts
var normalize = __nccwpck_require__(9924);
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

// EXTERNAL MODULE: ./src/core/git-diff.ts
var git_diff = __nccwpck_require__(4482);
;// CONCATENATED MODULE: ./src/write-root-gate/decide.ts




function changeFacts(entry, path, refused) {
    const previous = entry.previousPath !== undefined ? (0,normalize/* normalizePath */.Fd)(entry.previousPath) : undefined;
    const object = (0,git_diff/* isSubmoduleChange */.pO)(entry)
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
        if ((0,git_diff/* isSubmoduleChange */.pO)(entry) && !roots.names(path))
            return 'submodule';
        return undefined;
    };
    for (const entry of input.entries) {
        for (const raw of (0,git_diff/* writtenPaths */.MD)(entry)) {
            const path = (0,normalize/* normalizePath */.Fd)(raw);
            written.add(path);
            const rule = ruleFor(path, entry);
            if (rule) {
                flag(path, rule, () => changeFacts(entry, path, whyRefused(rule, path, protectedPaths)));
            }
        }
        if (!roots.isEmpty && (0,git_diff/* isSymlinkWrite */.zW)(entry)) {
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

// EXTERNAL MODULE: ../../node_modules/yaml/dist/index.js
var dist = __nccwpck_require__(3483);
// EXTERNAL MODULE: ./src/core/errors.ts
var errors = __nccwpck_require__(2721);
// EXTERNAL MODULE: ./src/core/identity.ts
var identity = __nccwpck_require__(3484);
// EXTERNAL MODULE: ./src/core/enforcement.ts
var enforcement = __nccwpck_require__(3050);
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

;// CONCATENATED MODULE: ./src/core/protocol/ready-mark.ts
/**
 * The labels one action puts on a PR and another reads. The ready mark's label is set by ci-wait and taken
 * back by every action that finds the PR cannot land (`../ready-mark/`); the gates' blocking labels keep
 * ci-wait from setting it. Each is an input of its action with the default below: a repository that
 * renames one tells the reader too (ci-wait's `ready-blocking-labels`, every action's `ready-label`).
 */
/** The ready mark's label (`ready-label`): set by ci-wait, taken back by all four actions. */
const ready_mark_DEFAULT_READY_LABEL = 'mergexo:ready';
/** history-guard's `blocked-label`: the PR's history was rewritten. */
const DEFAULT_BLOCKED_LABEL = 'mergexo:blocked';
/** write-root-gate's `quarantine-label`: the PR writes outside its roots. */
const ready_mark_DEFAULT_QUARANTINE_LABEL = 'mergexo:quarantined';
/** The other actions' labels that keep ci-wait from setting the ready mark, at their defaults. */
const DEFAULT_BLOCKING_LABELS = [DEFAULT_BLOCKED_LABEL, ready_mark_DEFAULT_QUARANTINE_LABEL];

;// CONCATENATED MODULE: ./src/core/protocol/index.ts
/**
 * What the actions say to one another through GitHub: every marker, label and check one action reads from
 * another is declared, rendered and read in this folder, and described in `docs/protocol.md`.
 */






// EXTERNAL MODULE: ./src/core/pr/documents.ts
var documents = __nccwpck_require__(3477);
// EXTERNAL MODULE: ./src/core/pr/reviewers.ts
var reviewers = __nccwpck_require__(9075);
;// CONCATENATED MODULE: ./src/core/ready-mark/mark.ts
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





const mark_READY_MODES = (/* unused pure expression or super */ null && (['label', 'draft', 'reviewers']));

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
            throw new ConfigurationError(`Input 'ready-reviewers' names the team '${r.org}/${r.slug}', but GitHub only requests reviews from teams of ` +
                `the repository's owner '${repo.owner}'. Name a team as '${repo.owner}/<team>'.`);
        }
        return { kind: 'team', slug: r.slug };
    });
}
/** The pending requests, and the reviewers whose newest request event is a request by mergexo's own identity. */
async function readRequests(github, repo, view) {
    const answer = await github.query('pull.reviewRequests', REVIEW_REQUESTS_READ, {
        owner: repo.owner,
        repo: repo.repo,
        number: view.number,
    });
    const pr = answer.repository?.pullRequest;
    const pending = new Set((pr?.reviewRequests.nodes ?? []).flatMap((r) => reviewerOf(r?.requestedReviewer).map(reviewerKey)));
    const ours = new Set();
    for (const node of pr?.timelineItems.nodes ?? []) {
        if (!node)
            continue;
        for (const key of reviewerOf(node.requestedReviewer).map(reviewerKey)) {
            const byUs = isViewer(node.actor, view.viewer);
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
        throw new ConfigurationError(`The token may not ${what} (Resource not accessible by integration). GitHub asks for \`contents: write\` ` +
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
        const known = view.reviewRequests ? new Set(view.reviewRequests.map(reviewerKey)) : undefined;
        if (known === undefined || wanted.some((r) => known.has(reviewerKey(r)))) {
            const { pending, ours } = await readRequests(github, repo, view);
            const drop = wanted.filter((r) => pending.has(reviewerKey(r)) && ours.has(reviewerKey(r)));
            if (drop.length > 0) {
                await github.removeReviewers(repo, view.number, ...splitReviewers(drop));
                change.unrequested = drop;
            }
        }
    }
    if (modes.has('label'))
        change.labelRemoved = await removeLabel(github, repo, view, settings.label);
    if (modes.has('draft') && !view.isDraft) {
        await setDraft(github, view, true);
        change.madeDraft = true;
    }
    return change;
}

;// CONCATENATED MODULE: ./src/core/ready-mark/settings.ts
/**
 * The ready mark's inputs, the same in every action that carries the mark (ci-wait sets it,
 * rebase-notify takes it back on a conflict or a collision): `ready-mark`, `ready-label`,
 * `ready-reviewers`, parsed once into `ReadyMarkSettings`. The action's settings pass the reader in.
 */



const LOGIN = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})(?:\[bot\])?$/;
const TEAM = /^([A-Za-z0-9](?:[A-Za-z0-9-]{0,38}))\/([A-Za-z0-9][A-Za-z0-9._-]*)$/;
function modesInput(read) {
    const raw = listInput(read, 'ready-mark').map((m) => m.toLowerCase());
    if (raw.length === 0 || (raw.length === 1 && raw[0] === 'off'))
        return [];
    const modes = [];
    for (const m of raw) {
        const mode = READY_MODES.find((x) => x === m);
        if (mode === undefined) {
            throw new ConfigurationError(`Input 'ready-mark' must be off, or any of ${READY_MODES.join(', ')} (comma-separated); got '${m}'.`);
        }
        if (!modes.includes(mode))
            modes.push(mode);
    }
    return modes;
}
function reviewersInput(read) {
    return listInput(read, 'ready-reviewers').map((entry) => {
        const name = entry.replace(/^@/, '');
        const team = TEAM.exec(name);
        if (team)
            return { kind: 'team', org: team[1], slug: team[2] };
        if (LOGIN.test(name))
            return { kind: 'user', login: name };
        throw new ConfigurationError(`Input 'ready-reviewers' has '${entry}', which is neither a GitHub login nor a team as 'org/team'. ` +
            'List users and teams separated by commas or new lines.');
    });
}
/** The three inputs, checked against each other: reviewers are listed exactly when they are asked. */
function settings_parseReadyMarkSettings(read) {
    const modes = modesInput(read);
    const reviewers = reviewersInput(read);
    if (modes.includes('reviewers') && reviewers.length === 0) {
        throw new ConfigurationError("Input 'ready-mark' includes reviewers but 'ready-reviewers' lists nobody: list the users and 'org/team' teams to ask.");
    }
    if (!modes.includes('reviewers') && reviewers.length > 0) {
        throw new ConfigurationError("Input 'ready-reviewers' lists reviewers but 'ready-mark' does not include reviewers: add it (for example 'label, reviewers').");
    }
    return { modes, label: labelInput(read, 'ready-label', DEFAULT_READY_LABEL), reviewers };
}

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
            const root = normalizeRoot(value);
            if (!roots.includes(root))
                roots.push(root);
        }
        catch (e) {
            throw new ConfigurationError(`Input '${name}' line ${i + 1}: ${e.message}`);
        }
    });
    return roots;
}
/** Parses the inputs once; every user mistake becomes a ConfigurationError naming its fix. */
function parseSettings(read) {
    const token = requiredInput(read, 'github-token', 'pass `${{ github.token }}` or an App token.');
    const rawFile = read('lease-file') || DEFAULT_LEASE_FILE;
    const leaseFile = normalizePath(rawFile);
    if (leaseFile === '' || leaseFile.split('/').includes('..') || MAGIC_CHARS.test(leaseFile)) {
        throw new ConfigurationError(`Input 'lease-file' must be a file path inside the repository such as ${DEFAULT_LEASE_FILE}, got '${rawFile}'.`);
    }
    // Validated like roots (a bad glob is the user's mistake, named with its line).
    const protectedPaths = parseRootLines(read('protected-paths'), 'protected-paths');
    return {
        token,
        enforcement: enforcementInput(read),
        writeRoots: parseRootLines(read('write-roots'), 'write-roots'),
        leaseFile,
        // Empty means the default list: there is no way to protect nothing but the lease file by accident.
        protectedPaths: protectedPaths.length > 0 ? protectedPaths : [...DEFAULT_PROTECTED_PATHS],
        quarantineLabel: labelInput(read, 'quarantine-label', DEFAULT_QUARANTINE_LABEL),
        checkName: read('check-name') || DEFAULT_CHECK_NAME,
        ready: parseReadyMarkSettings(read),
    };
}

;// CONCATENATED MODULE: ./src/write-root-gate/lease-config.ts






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
        throw new errors/* ConfigurationError */.j1(`${this.file} line ${this.line(node)}: ${where}: ${message}`);
    }
    resolve(node) {
        if (node === null || node === undefined)
            return null;
        return ((0,dist/* isAlias */.Vj)(node) ? node.resolve(this.doc) : node);
    }
    /** A mapping's entries by key, rejecting keys outside `allowed`. */
    map(node, where, allowed) {
        if (!(0,dist/* isMap */.jh)(node))
            this.fail(node, where, 'must be a mapping (key: value lines)');
        const out = new Map();
        for (const pair of node.items) {
            const keyNode = this.resolve(pair.key);
            const key = (0,dist/* isScalar */.jn)(keyNode) ? String(keyNode.value) : undefined;
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
        if (!(0,dist/* isScalar */.jn)(node) || typeof node.value !== 'string' || node.value.trim() === '') {
            this.fail(node, where, 'must be a non-empty text value');
        }
        return node.value;
    }
    /** A string or a list of strings. */
    strings(node, where) {
        if ((0,dist/* isSeq */.oP)(node)) {
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
    const lines = new dist/* LineCounter */.HN();
    const doc = (0,dist/* parseDocument */.Tp)(text, { lineCounter: lines, prettyErrors: false, uniqueKeys: true });
    const syntax = doc.errors[0];
    if (syntax) {
        const line = lines.linePos(syntax.pos[0]).line;
        const what = syntax.message.split('\n')[0] ?? syntax.message;
        throw new errors/* ConfigurationError */.j1(`${file} line ${line}: not valid YAML: ${what}`);
    }
    const r = new Reader(doc, lines, file);
    const top = r.resolve(doc.contents);
    if (top === null || ((0,dist/* isScalar */.jn)(top) && (top.value === null || top.value === '')))
        return { file, leases: [] };
    const topKeys = r.map(top, 'top level', TOP_KEYS);
    const version = topKeys.get('version');
    if (version && !((0,dist/* isScalar */.jn)(version.value) && (version.value.value === 1 || version.value.value === '1'))) {
        r.fail(version.value, 'version', 'only version 1 is understood by this mergexo release');
    }
    const section = topKeys.get('write-root-gate');
    if (!section || section.value === null)
        return { file, leases: [] };
    const sectionKeys = r.map(section.value, 'write-root-gate', SECTION_KEYS);
    const leasesNode = sectionKeys.get('leases')?.value ?? null;
    if (leasesNode === null)
        return { file, leases: [] };
    if (!(0,dist/* isSeq */.oP)(leasesNode))
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
    if ((0,dist/* isSeq */.oP)(node) && node.items.length === 0)
        return [];
    return r.strings(node, where).map(({ value, node: n }, i) => {
        try {
            return (0,glob_syntax/* normalizeRoot */.e)(value);
        }
        catch (e) {
            const at = (0,dist/* isSeq */.oP)(node) ? `${where}[${i}]` : where;
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
        const problem = (0,glob_syntax/* globProblem */.AI)(value.trim());
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
const lease_config_LOGIN = /^[a-z0-9][a-z0-9_-]*(\[bot\])?$/i;
/**
 * Why `login` can never be a PR author's login, or undefined. `app/name` is how the gh CLI (and GraphQL's
 * bare bot login) shows an App; GitHub's REST login, the one a lease names, is `name[bot]`.
 */
function loginProblem(login) {
    const app = /^app\/(.+)$/i.exec(login);
    if (app)
        return `'${login}' is how the gh CLI shows an App; its login is '${(0,identity/* botLogin */.LQ)(app[1] ?? '')}': write that`;
    if (!lease_config_LOGIN.test(login)) {
        return `'${login}' is not a GitHub login (letters, digits, '-' and '_'; an App's bot is written name[bot])`;
    }
    return undefined;
}
/**
 * Leases that name the bare login of the App that opened the PR (`billing-bot` for `billing-bot[bot]`): a
 * bare login is a user's, so they do not match the App, and the reason says how to write the App.
 */
function bareAppNames(leases, pr) {
    if (!(0,identity/* isBotLogin */.DU)(pr.author))
        return {};
    const bare = pr.author.slice(0, -'[bot]'.length);
    const naming = leases.filter((l) => l.match?.authors.some((a) => (0,identity/* sameLogin */.Up)(a, bare)));
    if (naming.length === 0)
        return {};
    return { bareApp: { leases: naming.map((l) => ({ name: l.name, line: l.line })), bare, author: pr.author } };
}
/** The conditions of a lease's `match` that hold for the PR (none: it has no `match`), or undefined when it does not. */
function matchHeld(match, pr) {
    if (!match)
        return [];
    const held = [];
    if (match.branches.length > 0) {
        // Anyone can name a fork's branch anything, so a branch glob only vouches for branches of this repository.
        if (pr.isCrossRepository)
            return undefined;
        const glob = match.branches.find((g) => (0,esm/* minimatch */.xF)(pr.headRef, g, { dot: true }));
        if (glob === undefined)
            return undefined;
        held.push({ kind: 'branch', branch: pr.headRef, glob });
    }
    if (match.authors.length > 0) {
        // Logins compare as REST spells them: `billing-bot[bot]` is the App, `billing-bot` a user.
        const author = match.authors.find((a) => (0,identity/* sameLogin */.Up)(a, pr.author));
        if (author === undefined)
            return undefined;
        held.push({ kind: 'author', login: pr.author });
    }
    if (match.labels.length > 0) {
        const label = pr.labels.find((l) => match.labels.some((m) => m.toLowerCase() === l.toLowerCase()));
        if (label === undefined)
            return undefined;
        held.push({ kind: 'label', label });
    }
    return held;
}
/** Chooses the lease for a PR: the first matching lease of the file, plus the workflow's `write-roots`. */
function resolveLease(inputRoots, config, pr, leaseFile = config?.file ?? DEFAULT_LEASE_FILE) {
    let chosen;
    const tried = [];
    for (const lease of config?.leases ?? []) {
        const held = matchHeld(lease.match, pr);
        if (held !== undefined) {
            chosen = { lease, held };
            break;
        }
        tried.push(lease);
    }
    const hint = bareAppNames(tried, pr);
    const input = inputRoots.map(glob_syntax/* normalizeRoot */.e);
    if (chosen) {
        return {
            name: chosen.lease.name,
            source: input.length > 0 ? 'config+input' : 'config',
            roots: [...new Set([...chosen.lease.roots, ...input])],
            lease: chosen.lease,
            origin: `${leaseFile} line ${chosen.lease.line}`,
            why: { kind: 'matched', held: chosen.held, inputAdded: input.length > 0, ...hint },
        };
    }
    if (input.length > 0) {
        return {
            name: 'workflow write-roots',
            source: 'input',
            roots: [...new Set(input)],
            why: { kind: 'input', fileLeases: !!config && config.leases.length > 0, leaseFile, ...hint },
        };
    }
    const subject = {
        headRef: pr.headRef,
        author: pr.author,
        labels: [...pr.labels],
        isCrossRepository: pr.isCrossRepository,
    };
    return {
        name: 'none',
        source: 'none',
        roots: [],
        why: { kind: 'none', fileLeases: !!config && config.leases.length > 0, leaseFile, subject, ...hint },
    };
}

;// CONCATENATED MODULE: ./src/write-root-gate/evaluate.ts




/**
 * The lease a PR is judged under (read from its base, never its head: a PR cannot widen its own lease), then
 * what it writes, then the verdict (`decideWriteRoots`). A ConfigurationError (a broken lease file, a bad root)
 * and an UndecidableError (what the PR writes cannot be told) propagate: the caller refuses.
 */
async function evaluate(ports, question) {
    const { headRef, author, labels, isCrossRepository } = question.pull;
    const config = await ports.leaseAtBase();
    const lease = resolveLease(question.writeRoots, config, { headRef, author, labels, isCrossRepository }, question.leaseFile);
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
        if (entry.mode !== git_diff/* MODE_SYMLINK */.it)
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
    const known = new Set(entries.flatMap(git_diff/* writtenPaths */.MD));
    for (const e of listed) {
        if ((0,git_diff/* writtenPaths */.MD)(e).every((p) => known.has(p)))
            continue;
        const after = e.status === 'removed' ? undefined : await git.entry(head, e.path);
        const before = e.status === 'added' ? undefined : await git.entry(mergeBase, e.previousPath ?? e.path);
        entries.push({
            ...e,
            ...(before ? { oldMode: before.mode } : {}),
            ...(after ? { newMode: after.mode, newSha: after.sha } : {}),
            tree: head,
        });
        for (const p of (0,git_diff/* writtenPaths */.MD)(e))
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
        if (own.has(sameChange(e)) && (sameTree || !(0,git_diff/* isSymlinkWrite */.zW)(e)))
            continue;
        const hidden = (0,git_diff/* writtenPaths */.MD)(e).some((p) => !known.has(p));
        entries.push({ ...e, tree: merge.tree, ...(hidden ? { via: 'merge' } : {}) });
    }
    for (const e of entries) {
        if (!(0,git_diff/* isSymlinkWrite */.zW)(e) || !e.newSha || !roots.covers((0,normalize/* normalizePath */.Fd)(e.path)))
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
    return parseLeaseConfig(Buffer.from(file.content, 'base64').toString('utf8'), path);
}

// EXTERNAL MODULE: ./src/core/pr/commit-verdict.ts
var commit_verdict = __nccwpck_require__(9662);
// EXTERNAL MODULE: ./src/core/untrusted.ts
var untrusted = __nccwpck_require__(1310);
;// CONCATENATED MODULE: ./src/write-root-gate/messages.ts




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
        ? `git refuses ${(0,normalize/* invalidPathReason */.z4)(detail.refused.path) ?? 'it'}`
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
const MERGE_GROUP_PAYLOAD_ERROR = (/* unused pure expression or super */ null && ('The merge_group event payload has no merge_group.head_sha and head_ref. Run the gate on the ' +
    '`merge_group` event GitHub sends for a merge queue, without overriding the event payload.'));
/** A merge group that names no PR is refused, so the queue drops it instead of waiting on the check. */
const groupWithoutPullMessage = (headRef) => `mergexo/write-root-gate: merge group ${logLine(headRef)} names no pull request; refused. Queue the pull requests again.`;
const CLOSED_LOG = 'The pull request was closed; there is nothing to judge.';
function rootsLine(roots) {
    return roots.length ? roots.map((r) => code(r)).join(', ') : '_(none)_';
}
function leaseExample(settings) {
    return [
        `Give the PR a lease: list its write roots in ${code(settings.leaseFile)} on the base branch, for example`,
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
    return `| ${code(v.path, { table: true })} | ${text(RULE_TEXT[v.rule])} | ${text(violationDetail(v.detail))} |`;
}
/** The state the verdict was decided on, written into every check so the Checks tab tells the whole story. */
function stateLines(lease, changes, headSha, baseSha) {
    const lines = [
        lease.source === 'none'
            ? `**Lease:** none: ${text(leaseReasonText(lease.why))}.`
            : `**Lease:** ${text(describeLease(lease))}.`,
        `**Roots:** ${rootsLine(lease.roots)}`,
        `**Head:** ${code(headSha)}; lease file read at base ${code(baseSha)}.`,
    ];
    if (changes) {
        const list = changes.githubList === 'complete'
            ? `GitHub listed the PR's ${changes.listed} file${changes.listed === 1 ? '' : 's'}`
            : changes.githubList === 'truncated'
                ? `GitHub listed ${changes.listed} of ${changes.changedFiles} files, so git's diff supplied the complete list`
                : `GitHub reports ${changes.changedFiles} changed files, beyond its 3,000-file list, so git's diff supplied the complete list`;
        lines.push(`**Changes:** ${list}${changes.gitDiff ? ` (file modes from git, merge base ${code(changes.mergeBase)})` : ''}.`);
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
        `This PR writes ${n} path${n === 1 ? '' : 's'} outside its lease; it is quarantined (label ${code(settings.quarantineLabel)}, auto-merge off).`,
        ...state,
        ...(lease.source === 'none' ? [leaseExample(settings)] : []),
    ].join('\n\n');
    const header = ['| path | rule broken | change |', '| --- | --- | --- |'];
    const rows = [];
    let size = utf8Bytes(header.join('\n'));
    for (const v of decision.violations) {
        const row = violationRow(v);
        const bytes = utf8Bytes(row);
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
            `mergexo/write-root-gate could not read everything this PR writes, so it refuses (it never passes on partial data): ${text(reason)}`,
            'Re-run the job; if it keeps failing, the message above says what is missing.',
            `**Head:** ${code(headSha ?? 'unknown')}${baseSha ? `; base ${code(baseSha)}` : ''}.`,
        ].join('\n\n'),
    };
}
/**
 * The check while a retargeted PR is judged again: pending, so the verdict written for the old base no longer
 * reads as this commit's. Branch names are the PR's (anyone can push a branch): code spans.
 */
function baseChangedCheckText(from, to) {
    const move = from && to ? ` from ${code(from)} to ${code(to)}` : '';
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
    return logLine(`The PR's base changed from ${from} to ${to} during evaluation; evaluating it against the new base.`);
}
const BASE_KEPT_MOVING = "the PR's base branch kept changing while it was evaluated; the next edited event will judge it.";
function configurationCheckText(message) {
    return {
        title: 'Refused: configuration error',
        summary: 'mergexo/write-root-gate cannot judge this PR until its configuration is fixed (the lease file, an input or a ' +
            `permission), so nothing passes. Fix this, then re-run the job or push: ${text(message)}`,
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
            ? `No lease applies to this PR: ${text(leaseReasonText(lease.why))}. It may write nothing, so ${n === 1 ? 'its one path is' : `all ${n} of its paths are`} out of bounds.`
            : `This PR writes ${n} path${n === 1 ? '' : 's'} outside its lease **${text(lease.name)}** (${lease.origin ? `${text(lease.origin)}: ` : ''}${text(leaseReasonText(lease.why))}).`,
        '',
        `Write roots: ${rootsLine(lease.roots)}`,
        '',
        '| path | rule broken | change |',
        '| --- | --- | --- |',
        ...shown.map(violationRow),
    ];
    if (n > shown.length)
        lines.push('', `…and ${n - shown.length} more: the ${code(settings.checkName)} check lists every path.`);
    lines.push('', `Auto-merge is off, the label ${code(settings.quarantineLabel)} is on and the check ${code(settings.checkName)} fails ` +
        'until a push brings the PR back inside its roots; this comment is updated then.', '');
    if (lease.source === 'none') {
        lines.push(leaseExample(settings));
    }
    else {
        lines.push('**Ways out:** revert or move the changes outside the roots and push, or ask a maintainer to widen the lease in ' +
            `${code(settings.leaseFile)} on the base branch (a PR cannot widen its own lease: the file is read from the base).`);
    }
    return lines.join('\n');
}
function backInBoundsCommentText(lease, settings) {
    return [
        `### ✅ mergexo/write-root-gate: back inside the write roots`,
        '',
        `Every path this PR now writes is inside its lease **${text(lease.name)}** (${rootsLine(lease.roots)}).`,
        `The label ${code(settings.quarantineLabel)} is removed and the check ${code(settings.checkName)} passes. ` +
            'Auto-merge stays off until someone turns it on again.',
    ].join('\n');
}
/** The group commit's check when the merge group's ref names no pull request. */
function unnamedMergeGroupCheckText(headRef) {
    return {
        title: 'Refused: merge group names no pull request',
        summary: `The merge group ref ${code(headRef)} does not name a pull request (${code('pr-<number>-<sha>')}), so its changes cannot be matched to a lease.`,
    };
}
/** What the group commit's check says above the queued PR's verdict. */
function mergeGroupNote(headSha, headRef, number, ahead = []) {
    const others = ahead.length
        ? ` Every PR ahead of it in the queue, whose changes the group also holds (${ahead.map((n) => `#${n}`).join(', ')}), was re-judged too and passes.`
        : '';
    return `Merge group ${code(headSha)} (${code(headRef)}): verdict of PR #${number}, re-judged now.${others}`;
}
/** The group commit's check when a PR ahead of the queued one is refused: the group lands them all or none. */
function groupMemberRefusedCheckText(failing, number, ownPasses) {
    return {
        title: `Refused: this merge group also holds ${failingNames(failing)}, which writes outside its roots`,
        summary: `PR #${number} ${ownPasses ? 'is inside its own roots' : 'is refused itself'}, but the group commit also holds ` +
            `the changes of ${failingNames(failing)}, ahead of it in the queue, and ${failing.length === 1 ? 'that PR is' : 'those PRs are'} ` +
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
            `${text(reason)}. Not knowing a group's PRs is not vouching for them; queue the PR again for a new group.`,
    };
}
function groupWithoutBaseReason(headRef) {
    return `the merge_group event names no base branch (no base_ref, and the ref ${headRef} is not gh-readonly-queue/<base>/pr-<n>-<sha>)`;
}
function judgingGroupMemberLine(number, groupSha) {
    return `Judging PR #${number} for the merge group ${short(groupSha)}.`;
}
/** The head's check when this PR is in bounds but another open PR on the same commit is not. */
function sharedRefusalCheckText(failing, shared) {
    return {
        title: `Refused: this commit also heads ${failingNames(failing)}, which writes outside its roots`,
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
    const effects = result.effects.map((e) => `${e.ok ? '✅' : '❌'} ${e.what}: ${htmlText(e.detail)}`).join('<br>');
    const where = `PR #${result.number}${groupSha ? ` (merge group ${short(groupSha)})` : ''}`;
    if (result.undecidable !== undefined) {
        const summary = {
            heading: `mergexo/write-root-gate: ${where} refused ⛔ (could not decide)`,
            header: ['PR', 'head', 'verdict', 'reason'],
            rows: [[`#${result.number}`, htmlCode(result.headSha), 'refused', htmlText(result.undecidable)]],
            ...(effects ? { footer: effects } : {}),
        };
        return {
            summary,
            failure: `mergexo/write-root-gate could not decide on ${where} and refuses: ${logLine(result.undecidable)}`,
        };
    }
    if (result.groupFailing?.length) {
        const others = failingNames(result.groupFailing);
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
        const others = failingNames(result.sharedWith);
        const summary = {
            heading: `mergexo/write-root-gate: ${where} refused ⛔ (its head also heads ${others})`,
            header: ['PR', 'head', 'verdict', 'why'],
            rows: [
                [
                    `#${result.number}`,
                    htmlCode(result.headSha),
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
            .map((v) => [htmlCode(v.path), htmlText(RULE_TEXT[v.rule]), htmlText(violationDetail(v.detail))]);
        const more = decision.violations.length - rows.length;
        const summary = {
            heading: `mergexo/write-root-gate: ${where} refused ⛔`,
            lead: `${decision.violations.length} of ${decision.written} written paths are out of bounds. ` +
                `Lease <b>${htmlText(lease.name)}</b>${lease.origin ? ` (${htmlText(lease.origin)})` : ''}: ${htmlText(leaseReasonText(lease.why))}. Roots: ${lease.roots.length ? lease.roots.map((r) => htmlCode(r)).join(', ') : '<i>none</i>'}.`,
            header: ['path', 'rule broken', 'change'],
            rows,
            footer: [more > 0 ? `…and ${more} more (the step output <code>violations</code> lists every path).` : '', effects]
                .filter(Boolean)
                .join('<br>'),
        };
        // Paths can hold anything git allows: each is made a safe log line before it joins the message.
        const shown = decision.paths
            .slice(0, 5)
            .map((p) => logLine(p))
            .join(', ');
        const rest = decision.paths.length > 5 ? ` and ${decision.paths.length - 5} more` : '';
        // A write the user must fix (auto-merge left on for want of a permission) is named on the same line.
        const unfixed = result.effects
            .filter((e) => !e.ok && e.configuration)
            .map((e) => ` It could not ${e.what}: ${logLine(e.detail)}`)
            .join('');
        return {
            summary,
            failure: (lease.source === 'none'
                ? `mergexo/write-root-gate: ${where} is refused: no lease applies to it (${logLine(leaseReasonText(lease.why))}), so it may write ` +
                    `none of its paths (${shown}${rest}). Add a lease for it in ${settings.leaseFile} ` +
                    "on the base branch or list roots in the 'write-roots' input; the PR comment shows an example."
                : `mergexo/write-root-gate: ${where} is refused: ${plural(decision.paths.length, 'path')} outside the write roots of lease ` +
                    `'${logLine(lease.name)}' (${logLine(rootsLine(lease.roots))}): ${shown}${rest}. See the check and the PR comment.`) +
                unfixed,
        };
    }
    const summary = {
        heading: `mergexo/write-root-gate: ${where} inside its write roots ✅`,
        header: ['PR', 'head', 'verdict', 'lease', 'roots', 'paths written'],
        rows: [
            [
                `#${result.number}`,
                htmlCode(result.headSha),
                'pass',
                htmlText(lease.name),
                lease.roots.map((r) => htmlCode(r)).join('<br>'),
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
        failure: `mergexo/write-root-gate: ${where} is inside its roots, but ${broken.map((e) => `could not ${e.what} (${logLine(e.detail)})`).join('; ')}.`,
    };
}

;// CONCATENATED MODULE: ./src/write-root-gate/index.ts
/**
 * write-root-gate's public surface: what code outside the action (the `mergexo` CLI) may use. The lease
 * judgement (`evaluate`) over ports it supplies, what merging a PR writes given a tree reader (`mergeWrites`),
 * the lease file's format, and the words a violation is reported in. Everything else is the action's own.
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

/***/ 3193:
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

/***/ 6745:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1891);
var Scalar = __nccwpck_require__(4305);
var YAMLMap = __nccwpck_require__(2938);
var YAMLSeq = __nccwpck_require__(3571);
var resolveBlockMap = __nccwpck_require__(619);
var resolveBlockSeq = __nccwpck_require__(1610);
var resolveFlowCollection = __nccwpck_require__(562);

function resolveCollection(CN, ctx, token, onError, tagName, tag) {
    const coll = token.type === 'block-map'
        ? resolveBlockMap.resolveBlockMap(CN, ctx, token, onError, tag)
        : token.type === 'block-seq'
            ? resolveBlockSeq.resolveBlockSeq(CN, ctx, token, onError, tag)
            : resolveFlowCollection.resolveFlowCollection(CN, ctx, token, onError, tag);
    const Coll = coll.constructor;
    // If we got a tagName matching the class, or the tag name is '!',
    // then use the tagName from the node class used to create it.
    if (tagName === '!' || tagName === Coll.tagName) {
        coll.tag = Coll.tagName;
        return coll;
    }
    if (tagName)
        coll.tag = tagName;
    return coll;
}
function composeCollection(CN, ctx, token, props, onError) {
    const tagToken = props.tag;
    const tagName = !tagToken
        ? null
        : ctx.directives.tagName(tagToken.source, msg => onError(tagToken, 'TAG_RESOLVE_FAILED', msg));
    if (token.type === 'block-seq') {
        const { anchor, newlineAfterProp: nl } = props;
        const lastProp = anchor && tagToken
            ? anchor.offset > tagToken.offset
                ? anchor
                : tagToken
            : (anchor ?? tagToken);
        if (lastProp && (!nl || nl.offset < lastProp.offset)) {
            const message = 'Missing newline after block sequence props';
            onError(lastProp, 'MISSING_CHAR', message);
        }
    }
    const expType = token.type === 'block-map'
        ? 'map'
        : token.type === 'block-seq'
            ? 'seq'
            : token.start.source === '{'
                ? 'map'
                : 'seq';
    // shortcut: check if it's a generic YAMLMap or YAMLSeq
    // before jumping into the custom tag logic.
    if (!tagToken ||
        !tagName ||
        tagName === '!' ||
        (tagName === YAMLMap.YAMLMap.tagName && expType === 'map') ||
        (tagName === YAMLSeq.YAMLSeq.tagName && expType === 'seq')) {
        return resolveCollection(CN, ctx, token, onError, tagName);
    }
    let tag = ctx.schema.tags.find(t => t.tag === tagName && t.collection === expType);
    if (!tag) {
        const kt = ctx.schema.knownTags[tagName];
        if (kt?.collection === expType) {
            ctx.schema.tags.push(Object.assign({}, kt, { default: false }));
            tag = kt;
        }
        else {
            if (kt) {
                onError(tagToken, 'BAD_COLLECTION_TYPE', `${kt.tag} used for ${expType} collection, but expects ${kt.collection ?? 'scalar'}`, true);
            }
            else {
                onError(tagToken, 'TAG_RESOLVE_FAILED', `Unresolved tag: ${tagName}`, true);
            }
            return resolveCollection(CN, ctx, token, onError, tagName);
        }
    }
    const coll = resolveCollection(CN, ctx, token, onError, tagName, tag);
    const res = tag.resolve?.(coll, msg => onError(tagToken, 'TAG_RESOLVE_FAILED', msg), ctx.options) ?? coll;
    const node = identity.isNode(res)
        ? res
        : new Scalar.Scalar(res);
    node.range = coll.range;
    node.tag = tagName;
    if (tag?.format)
        node.format = tag.format;
    return node;
}

exports.composeCollection = composeCollection;


/***/ }),

/***/ 6183:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var Document = __nccwpck_require__(7977);
var composeNode = __nccwpck_require__(413);
var resolveEnd = __nccwpck_require__(2368);
var resolveProps = __nccwpck_require__(6715);

function composeDoc(options, directives, { offset, start, value, end }, onError) {
    const opts = Object.assign({ _directives: directives }, options);
    const doc = new Document.Document(undefined, opts);
    const ctx = {
        atKey: false,
        atRoot: true,
        directives: doc.directives,
        options: doc.options,
        schema: doc.schema
    };
    const props = resolveProps.resolveProps(start, {
        indicator: 'doc-start',
        next: value ?? end?.[0],
        offset,
        onError,
        parentIndent: 0,
        startOnNewline: true
    });
    if (props.found) {
        doc.directives.docStart = true;
        if (value &&
            (value.type === 'block-map' || value.type === 'block-seq') &&
            !props.hasNewline)
            onError(props.end, 'MISSING_CHAR', 'Block collection cannot start on same line with directives-end marker');
    }
    // @ts-expect-error If Contents is set, let's trust the user
    doc.contents = value
        ? composeNode.composeNode(ctx, value, props, onError)
        : composeNode.composeEmptyNode(ctx, props.end, start, null, props, onError);
    const contentEnd = doc.contents.range[2];
    const re = resolveEnd.resolveEnd(end, contentEnd, false, onError);
    if (re.comment)
        doc.comment = re.comment;
    doc.range = [offset, contentEnd, re.offset];
    return doc;
}

exports.composeDoc = composeDoc;


/***/ }),

/***/ 413:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var Alias = __nccwpck_require__(5525);
var identity = __nccwpck_require__(1891);
var composeCollection = __nccwpck_require__(6745);
var composeScalar = __nccwpck_require__(1337);
var resolveEnd = __nccwpck_require__(2368);
var utilEmptyScalarPosition = __nccwpck_require__(6827);

const CN = { composeNode, composeEmptyNode };
function composeNode(ctx, token, props, onError) {
    const atKey = ctx.atKey;
    const { spaceBefore, comment, anchor, tag } = props;
    let node;
    let isSrcToken = true;
    switch (token.type) {
        case 'alias':
            node = composeAlias(ctx, token, onError);
            if (anchor || tag)
                onError(token, 'ALIAS_PROPS', 'An alias node must not specify any properties');
            break;
        case 'scalar':
        case 'single-quoted-scalar':
        case 'double-quoted-scalar':
        case 'block-scalar':
            node = composeScalar.composeScalar(ctx, token, tag, onError);
            if (anchor)
                node.anchor = anchor.source.substring(1);
            break;
        case 'block-map':
        case 'block-seq':
        case 'flow-collection':
            try {
                node = composeCollection.composeCollection(CN, ctx, token, props, onError);
                if (anchor)
                    node.anchor = anchor.source.substring(1);
            }
            catch (error) {
                // Almost certainly here due to a stack overflow
                const message = error instanceof Error ? error.message : String(error);
                onError(token, 'RESOURCE_EXHAUSTION', message);
            }
            break;
        default: {
            const message = token.type === 'error'
                ? token.message
                : `Unsupported token (type: ${token.type})`;
            onError(token, 'UNEXPECTED_TOKEN', message);
            isSrcToken = false;
        }
    }
    node ?? (node = composeEmptyNode(ctx, token.offset, undefined, null, props, onError));
    if (anchor && node.anchor === '')
        onError(anchor, 'BAD_ALIAS', 'Anchor cannot be an empty string');
    if (atKey &&
        ctx.options.stringKeys &&
        (!identity.isScalar(node) ||
            typeof node.value !== 'string' ||
            (node.tag && node.tag !== 'tag:yaml.org,2002:str'))) {
        const msg = 'With stringKeys, all keys must be strings';
        onError(tag ?? token, 'NON_STRING_KEY', msg);
    }
    if (spaceBefore)
        node.spaceBefore = true;
    if (comment) {
        if (token.type === 'scalar' && token.source === '')
            node.comment = comment;
        else
            node.commentBefore = comment;
    }
    // @ts-expect-error Type checking misses meaning of isSrcToken
    if (ctx.options.keepSourceTokens && isSrcToken)
        node.srcToken = token;
    return node;
}
function composeEmptyNode(ctx, offset, before, pos, { spaceBefore, comment, anchor, tag, end }, onError) {
    const token = {
        type: 'scalar',
        offset: utilEmptyScalarPosition.emptyScalarPosition(offset, before, pos),
        indent: -1,
        source: ''
    };
    const node = composeScalar.composeScalar(ctx, token, tag, onError);
    if (anchor) {
        node.anchor = anchor.source.substring(1);
        if (node.anchor === '')
            onError(anchor, 'BAD_ALIAS', 'Anchor cannot be an empty string');
    }
    if (spaceBefore)
        node.spaceBefore = true;
    if (comment) {
        node.comment = comment;
        node.range[2] = end;
    }
    return node;
}
function composeAlias({ options }, { offset, source, end }, onError) {
    const alias = new Alias.Alias(source.substring(1));
    if (alias.source === '')
        onError(offset, 'BAD_ALIAS', 'Alias cannot be an empty string');
    if (alias.source.endsWith(':'))
        onError(offset + source.length - 1, 'BAD_ALIAS', 'Alias ending in : is ambiguous', true);
    const valueEnd = offset + source.length;
    const re = resolveEnd.resolveEnd(end, valueEnd, options.strict, onError);
    alias.range = [offset, valueEnd, re.offset];
    if (re.comment)
        alias.comment = re.comment;
    return alias;
}

exports.composeEmptyNode = composeEmptyNode;
exports.composeNode = composeNode;


/***/ }),

/***/ 1337:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1891);
var Scalar = __nccwpck_require__(4305);
var resolveBlockScalar = __nccwpck_require__(293);
var resolveFlowScalar = __nccwpck_require__(7686);

function composeScalar(ctx, token, tagToken, onError) {
    const { value, type, comment, range } = token.type === 'block-scalar'
        ? resolveBlockScalar.resolveBlockScalar(ctx, token, onError)
        : resolveFlowScalar.resolveFlowScalar(token, ctx.options.strict, onError);
    const tagName = tagToken
        ? ctx.directives.tagName(tagToken.source, msg => onError(tagToken, 'TAG_RESOLVE_FAILED', msg))
        : null;
    let tag;
    if (ctx.options.stringKeys && ctx.atKey) {
        tag = ctx.schema[identity.SCALAR];
    }
    else if (tagName)
        tag = findScalarTagByName(ctx.schema, value, tagName, tagToken, onError);
    else if (token.type === 'scalar')
        tag = findScalarTagByTest(ctx, value, token, onError);
    else
        tag = ctx.schema[identity.SCALAR];
    let scalar;
    try {
        const res = tag.resolve(value, msg => onError(tagToken ?? token, 'TAG_RESOLVE_FAILED', msg), ctx.options);
        scalar = identity.isScalar(res) ? res : new Scalar.Scalar(res);
    }
    catch (error) {
        const msg = error instanceof Error ? error.message : String(error);
        onError(tagToken ?? token, 'TAG_RESOLVE_FAILED', msg);
        scalar = new Scalar.Scalar(value);
    }
    scalar.range = range;
    scalar.source = value;
    if (type)
        scalar.type = type;
    if (tagName)
        scalar.tag = tagName;
    if (tag.format)
        scalar.format = tag.format;
    if (comment)
        scalar.comment = comment;
    return scalar;
}
function findScalarTagByName(schema, value, tagName, tagToken, onError) {
    if (tagName === '!')
        return schema[identity.SCALAR]; // non-specific tag
    const matchWithTest = [];
    for (const tag of schema.tags) {
        if (!tag.collection && tag.tag === tagName) {
            if (tag.default && tag.test)
                matchWithTest.push(tag);
            else
                return tag;
        }
    }
    for (const tag of matchWithTest)
        if (tag.test?.test(value))
            return tag;
    const kt = schema.knownTags[tagName];
    if (kt && !kt.collection) {
        // Ensure that the known tag is available for stringifying,
        // but does not get used by default.
        schema.tags.push(Object.assign({}, kt, { default: false, test: undefined }));
        return kt;
    }
    onError(tagToken, 'TAG_RESOLVE_FAILED', `Unresolved tag: ${tagName}`, tagName !== 'tag:yaml.org,2002:str');
    return schema[identity.SCALAR];
}
function findScalarTagByTest({ atKey, directives, schema }, value, token, onError) {
    const tag = schema.tags.find(tag => (tag.default === true || (atKey && tag.default === 'key')) &&
        tag.test?.test(value)) || schema[identity.SCALAR];
    if (schema.compat) {
        const compat = schema.compat.find(tag => tag.default && tag.test?.test(value)) ??
            schema[identity.SCALAR];
        if (tag.tag !== compat.tag) {
            const ts = directives.tagString(tag.tag);
            const cs = directives.tagString(compat.tag);
            const msg = `Value may be parsed as either ${ts} or ${cs}`;
            onError(token, 'TAG_RESOLVE_FAILED', msg, true);
        }
    }
    return tag;
}

exports.composeScalar = composeScalar;


/***/ }),

/***/ 4260:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var node_process = __nccwpck_require__(932);
var directives = __nccwpck_require__(9082);
var Document = __nccwpck_require__(7977);
var errors = __nccwpck_require__(7460);
var identity = __nccwpck_require__(1891);
var composeDoc = __nccwpck_require__(6183);
var resolveEnd = __nccwpck_require__(2368);

function getErrorPos(src) {
    if (typeof src === 'number')
        return [src, src + 1];
    if (Array.isArray(src))
        return src.length === 2 ? src : [src[0], src[1]];
    const { offset, source } = src;
    return [offset, offset + (typeof source === 'string' ? source.length : 1)];
}
function parsePrelude(prelude) {
    let comment = '';
    let atComment = false;
    let afterEmptyLine = false;
    for (let i = 0; i < prelude.length; ++i) {
        const source = prelude[i];
        switch (source[0]) {
            case '#':
                comment +=
                    (comment === '' ? '' : afterEmptyLine ? '\n\n' : '\n') +
                        (source.substring(1) || ' ');
                atComment = true;
                afterEmptyLine = false;
                break;
            case '%':
                if (prelude[i + 1]?.[0] !== '#')
                    i += 1;
                atComment = false;
                break;
            default:
                // This may be wrong after doc-end, but in that case it doesn't matter
                if (!atComment)
                    afterEmptyLine = true;
                atComment = false;
        }
    }
    return { comment, afterEmptyLine };
}
/**
 * Compose a stream of CST nodes into a stream of YAML Documents.
 *
 * ```ts
 * import { Composer, Parser } from 'yaml'
 *
 * const src: string = ...
 * const tokens = new Parser().parse(src)
 * const docs = new Composer().compose(tokens)
 * ```
 */
class Composer {
    constructor(options = {}) {
        this.doc = null;
        this.atDirectives = false;
        this.prelude = [];
        this.errors = [];
        this.warnings = [];
        this.onError = (source, code, message, warning) => {
            const pos = getErrorPos(source);
            if (warning)
                this.warnings.push(new errors.YAMLWarning(pos, code, message));
            else
                this.errors.push(new errors.YAMLParseError(pos, code, message));
        };
        // eslint-disable-next-line @typescript-eslint/prefer-nullish-coalescing
        this.directives = new directives.Directives({ version: options.version || '1.2' });
        this.options = options;
    }
    decorate(doc, afterDoc) {
        const { comment, afterEmptyLine } = parsePrelude(this.prelude);
        //console.log({ dc: doc.comment, prelude, comment })
        if (comment) {
            const dc = doc.contents;
            if (afterDoc) {
                doc.comment = doc.comment ? `${doc.comment}\n${comment}` : comment;
            }
            else if (afterEmptyLine || doc.directives.docStart || !dc) {
                doc.commentBefore = comment;
            }
            else if (identity.isCollection(dc) && !dc.flow && dc.items.length > 0) {
                let it = dc.items[0];
                if (identity.isPair(it))
                    it = it.key;
                const cb = it.commentBefore;
                it.commentBefore = cb ? `${comment}\n${cb}` : comment;
            }
            else {
                const cb = dc.commentBefore;
                dc.commentBefore = cb ? `${comment}\n${cb}` : comment;
            }
        }
        if (afterDoc) {
            for (let i = 0; i < this.errors.length; ++i)
                doc.errors.push(this.errors[i]);
            for (let i = 0; i < this.warnings.length; ++i)
                doc.warnings.push(this.warnings[i]);
        }
        else {
            doc.errors = this.errors;
            doc.warnings = this.warnings;
        }
        this.prelude = [];
        this.errors = [];
        this.warnings = [];
    }
    /**
     * Current stream status information.
     *
     * Mostly useful at the end of input for an empty stream.
     */
    streamInfo() {
        return {
            comment: parsePrelude(this.prelude).comment,
            directives: this.directives,
            errors: this.errors,
            warnings: this.warnings
        };
    }
    /**
     * Compose tokens into documents.
     *
     * @param forceDoc - If the stream contains no document, still emit a final document including any comments and directives that would be applied to a subsequent document.
     * @param endOffset - Should be set if `forceDoc` is also set, to set the document range end and to indicate errors correctly.
     */
    *compose(tokens, forceDoc = false, endOffset = -1) {
        for (const token of tokens)
            yield* this.next(token);
        yield* this.end(forceDoc, endOffset);
    }
    /** Advance the composer by one CST token. */
    *next(token) {
        if (node_process.env.LOG_STREAM)
            console.dir(token, { depth: null });
        switch (token.type) {
            case 'directive':
                this.directives.add(token.source, (offset, message, warning) => {
                    const pos = getErrorPos(token);
                    pos[0] += offset;
                    this.onError(pos, 'BAD_DIRECTIVE', message, warning);
                });
                this.prelude.push(token.source);
                this.atDirectives = true;
                break;
            case 'document': {
                const doc = composeDoc.composeDoc(this.options, this.directives, token, this.onError);
                if (this.atDirectives && !doc.directives.docStart)
                    this.onError(token, 'MISSING_CHAR', 'Missing directives-end/doc-start indicator line');
                this.decorate(doc, false);
                if (this.doc)
                    yield this.doc;
                this.doc = doc;
                this.atDirectives = false;
                break;
            }
            case 'byte-order-mark':
            case 'space':
                break;
            case 'comment':
            case 'newline':
                this.prelude.push(token.source);
                break;
            case 'error': {
                const msg = token.source
                    ? `${token.message}: ${JSON.stringify(token.source)}`
                    : token.message;
                const error = new errors.YAMLParseError(getErrorPos(token), 'UNEXPECTED_TOKEN', msg);
                if (this.atDirectives || !this.doc)
                    this.errors.push(error);
                else
                    this.doc.errors.push(error);
                break;
            }
            case 'doc-end': {
                if (!this.doc) {
                    const msg = 'Unexpected doc-end without preceding document';
                    this.errors.push(new errors.YAMLParseError(getErrorPos(token), 'UNEXPECTED_TOKEN', msg));
                    break;
                }
                this.doc.directives.docEnd = true;
                const end = resolveEnd.resolveEnd(token.end, token.offset + token.source.length, this.doc.options.strict, this.onError);
                this.decorate(this.doc, true);
                if (end.comment) {
                    const dc = this.doc.comment;
                    this.doc.comment = dc ? `${dc}\n${end.comment}` : end.comment;
                }
                this.doc.range[2] = end.offset;
                break;
            }
            default:
                this.errors.push(new errors.YAMLParseError(getErrorPos(token), 'UNEXPECTED_TOKEN', `Unsupported token ${token.type}`));
        }
    }
    /**
     * Call at end of input to yield any remaining document.
     *
     * @param forceDoc - If the stream contains no document, still emit a final document including any comments and directives that would be applied to a subsequent document.
     * @param endOffset - Should be set if `forceDoc` is also set, to set the document range end and to indicate errors correctly.
     */
    *end(forceDoc = false, endOffset = -1) {
        if (this.doc) {
            this.decorate(this.doc, true);
            yield this.doc;
            this.doc = null;
        }
        else if (forceDoc) {
            const opts = Object.assign({ _directives: this.directives }, this.options);
            const doc = new Document.Document(undefined, opts);
            if (this.atDirectives)
                this.onError(endOffset, 'MISSING_CHAR', 'Missing directives-end indicator line');
            doc.range = [0, endOffset, endOffset];
            this.decorate(doc, false);
            yield doc;
        }
    }
}

exports.Composer = Composer;


/***/ }),

/***/ 619:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var Pair = __nccwpck_require__(5153);
var YAMLMap = __nccwpck_require__(2938);
var resolveProps = __nccwpck_require__(6715);
var utilContainsNewline = __nccwpck_require__(3151);
var utilFlowIndentCheck = __nccwpck_require__(7319);
var utilMapIncludes = __nccwpck_require__(8279);

const startColMsg = 'All mapping items must start at the same column';
function resolveBlockMap({ composeNode, composeEmptyNode }, ctx, bm, onError, tag) {
    const NodeClass = tag?.nodeClass ?? YAMLMap.YAMLMap;
    const map = new NodeClass(ctx.schema);
    if (ctx.atRoot)
        ctx.atRoot = false;
    let offset = bm.offset;
    let commentEnd = null;
    for (const collItem of bm.items) {
        const { start, key, sep, value } = collItem;
        // key properties
        const keyProps = resolveProps.resolveProps(start, {
            indicator: 'explicit-key-ind',
            next: key ?? sep?.[0],
            offset,
            onError,
            parentIndent: bm.indent,
            startOnNewline: true
        });
        const implicitKey = !keyProps.found;
        if (implicitKey) {
            if (key) {
                if (key.type === 'block-seq')
                    onError(offset, 'BLOCK_AS_IMPLICIT_KEY', 'A block sequence may not be used as an implicit map key');
                else if ('indent' in key && key.indent !== bm.indent)
                    onError(offset, 'BAD_INDENT', startColMsg);
            }
            if (!keyProps.anchor && !keyProps.tag && !sep) {
                commentEnd = keyProps.end;
                if (keyProps.comment) {
                    if (map.comment)
                        map.comment += '\n' + keyProps.comment;
                    else
                        map.comment = keyProps.comment;
                }
                continue;
            }
            if (keyProps.newlineAfterProp || utilContainsNewline.containsNewline(key)) {
                onError(key ?? start[start.length - 1], 'MULTILINE_IMPLICIT_KEY', 'Implicit keys need to be on a single line');
            }
        }
        else if (keyProps.found?.indent !== bm.indent) {
            onError(offset, 'BAD_INDENT', startColMsg);
        }
        // key value
        ctx.atKey = true;
        const keyStart = keyProps.end;
        const keyNode = key
            ? composeNode(ctx, key, keyProps, onError)
            : composeEmptyNode(ctx, keyStart, start, null, keyProps, onError);
        if (ctx.schema.compat)
            utilFlowIndentCheck.flowIndentCheck(bm.indent, key, onError);
        ctx.atKey = false;
        if (utilMapIncludes.mapIncludes(ctx, map.items, keyNode))
            onError(keyStart, 'DUPLICATE_KEY', 'Map keys must be unique');
        // value properties
        const valueProps = resolveProps.resolveProps(sep ?? [], {
            indicator: 'map-value-ind',
            next: value,
            offset: keyNode.range[2],
            onError,
            parentIndent: bm.indent,
            startOnNewline: !key || key.type === 'block-scalar'
        });
        offset = valueProps.end;
        if (valueProps.found) {
            if (implicitKey) {
                if (value?.type === 'block-map' && !valueProps.hasNewline)
                    onError(offset, 'BLOCK_AS_IMPLICIT_KEY', 'Nested mappings are not allowed in compact mappings');
                if (ctx.options.strict &&
                    keyProps.start < valueProps.found.offset - 1024)
                    onError(keyNode.range, 'KEY_OVER_1024_CHARS', 'The : indicator must be at most 1024 chars after the start of an implicit block mapping key');
            }
            // value value
            const valueNode = value
                ? composeNode(ctx, value, valueProps, onError)
                : composeEmptyNode(ctx, offset, sep, null, valueProps, onError);
            if (ctx.schema.compat)
                utilFlowIndentCheck.flowIndentCheck(bm.indent, value, onError);
            offset = valueNode.range[2];
            const pair = new Pair.Pair(keyNode, valueNode);
            if (ctx.options.keepSourceTokens)
                pair.srcToken = collItem;
            map.items.push(pair);
        }
        else {
            // key with no value
            if (implicitKey)
                onError(keyNode.range, 'MISSING_CHAR', 'Implicit map keys need to be followed by map values');
            if (valueProps.comment) {
                if (keyNode.comment)
                    keyNode.comment += '\n' + valueProps.comment;
                else
                    keyNode.comment = valueProps.comment;
            }
            const pair = new Pair.Pair(keyNode);
            if (ctx.options.keepSourceTokens)
                pair.srcToken = collItem;
            map.items.push(pair);
        }
    }
    if (commentEnd && commentEnd < offset)
        onError(commentEnd, 'IMPOSSIBLE', 'Map comment with trailing content');
    map.range = [bm.offset, offset, commentEnd ?? offset];
    return map;
}

exports.resolveBlockMap = resolveBlockMap;


/***/ }),

/***/ 293:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var Scalar = __nccwpck_require__(4305);

function resolveBlockScalar(ctx, scalar, onError) {
    const start = scalar.offset;
    const header = parseBlockScalarHeader(scalar, ctx.options.strict, onError);
    if (!header)
        return { value: '', type: null, comment: '', range: [start, start, start] };
    const type = header.mode === '>' ? Scalar.Scalar.BLOCK_FOLDED : Scalar.Scalar.BLOCK_LITERAL;
    const lines = scalar.source ? splitLines(scalar.source) : [];
    // determine the end of content & start of chomping
    let chompStart = lines.length;
    for (let i = lines.length - 1; i >= 0; --i) {
        const content = lines[i][1];
        if (content === '' || content === '\r')
            chompStart = i;
        else
            break;
    }
    // shortcut for empty contents
    if (chompStart === 0) {
        const value = header.chomp === '+' && lines.length > 0
            ? '\n'.repeat(Math.max(1, lines.length - 1))
            : '';
        let end = start + header.length;
        if (scalar.source)
            end += scalar.source.length;
        return { value, type, comment: header.comment, range: [start, end, end] };
    }
    // find the indentation level to trim from start
    let trimIndent = scalar.indent + header.indent;
    let offset = scalar.offset + header.length;
    let contentStart = 0;
    for (let i = 0; i < chompStart; ++i) {
        const [indent, content] = lines[i];
        if (content === '' || content === '\r') {
            if (header.indent === 0 && indent.length > trimIndent)
                trimIndent = indent.length;
        }
        else {
            if (indent.length < trimIndent) {
                const message = 'Block scalars with more-indented leading empty lines must use an explicit indentation indicator';
                onError(offset + indent.length, 'MISSING_CHAR', message);
            }
            if (header.indent === 0)
                trimIndent = indent.length;
            contentStart = i;
            if (trimIndent === 0 && !ctx.atRoot) {
                const message = 'Block scalar values in collections must be indented';
                onError(offset, 'BAD_INDENT', message);
            }
            break;
        }
        offset += indent.length + content.length + 1;
    }
    // include trailing more-indented empty lines in content
    for (let i = lines.length - 1; i >= chompStart; --i) {
        if (lines[i][0].length > trimIndent)
            chompStart = i + 1;
    }
    let value = '';
    let sep = '';
    let prevMoreIndented = false;
    // leading whitespace is kept intact
    for (let i = 0; i < contentStart; ++i)
        value += lines[i][0].slice(trimIndent) + '\n';
    for (let i = contentStart; i < chompStart; ++i) {
        let [indent, content] = lines[i];
        offset += indent.length + content.length + 1;
        const crlf = content[content.length - 1] === '\r';
        if (crlf)
            content = content.slice(0, -1);
        /* istanbul ignore if already caught in lexer */
        if (content && indent.length < trimIndent) {
            const src = header.indent
                ? 'explicit indentation indicator'
                : 'first line';
            const message = `Block scalar lines must not be less indented than their ${src}`;
            onError(offset - content.length - (crlf ? 2 : 1), 'BAD_INDENT', message);
            indent = '';
        }
        if (type === Scalar.Scalar.BLOCK_LITERAL) {
            value += sep + indent.slice(trimIndent) + content;
            sep = '\n';
        }
        else if (indent.length > trimIndent || content[0] === '\t') {
            // more-indented content within a folded block
            if (sep === ' ')
                sep = '\n';
            else if (!prevMoreIndented && sep === '\n')
                sep = '\n\n';
            value += sep + indent.slice(trimIndent) + content;
            sep = '\n';
            prevMoreIndented = true;
        }
        else if (content === '') {
            // empty line
            if (sep === '\n')
                value += '\n';
            else
                sep = '\n';
        }
        else {
            value += sep + content;
            sep = ' ';
            prevMoreIndented = false;
        }
    }
    switch (header.chomp) {
        case '-':
            break;
        case '+':
            for (let i = chompStart; i < lines.length; ++i)
                value += '\n' + lines[i][0].slice(trimIndent);
            if (value[value.length - 1] !== '\n')
                value += '\n';
            break;
        default:
            value += '\n';
    }
    const end = start + header.length + scalar.source.length;
    return { value, type, comment: header.comment, range: [start, end, end] };
}
function parseBlockScalarHeader({ offset, props }, strict, onError) {
    /* istanbul ignore if should not happen */
    if (props[0].type !== 'block-scalar-header') {
        onError(props[0], 'IMPOSSIBLE', 'Block scalar header not found');
        return null;
    }
    const { source } = props[0];
    const mode = source[0];
    let indent = 0;
    let chomp = '';
    let error = -1;
    for (let i = 1; i < source.length; ++i) {
        const ch = source[i];
        if (!chomp && (ch === '-' || ch === '+'))
            chomp = ch;
        else {
            const n = Number(ch);
            if (!indent && n)
                indent = n;
            else if (error === -1)
                error = offset + i;
        }
    }
    if (error !== -1)
        onError(error, 'UNEXPECTED_TOKEN', `Block scalar header includes extra characters: ${source}`);
    let hasSpace = false;
    let comment = '';
    let length = source.length;
    for (let i = 1; i < props.length; ++i) {
        const token = props[i];
        switch (token.type) {
            case 'space':
                hasSpace = true;
            // fallthrough
            case 'newline':
                length += token.source.length;
                break;
            case 'comment':
                if (strict && !hasSpace) {
                    const message = 'Comments must be separated from other tokens by white space characters';
                    onError(token, 'MISSING_CHAR', message);
                }
                length += token.source.length;
                comment = token.source.substring(1);
                break;
            case 'error':
                onError(token, 'UNEXPECTED_TOKEN', token.message);
                length += token.source.length;
                break;
            /* istanbul ignore next should not happen */
            default: {
                const message = `Unexpected token in block scalar header: ${token.type}`;
                onError(token, 'UNEXPECTED_TOKEN', message);
                const ts = token.source;
                if (ts && typeof ts === 'string')
                    length += ts.length;
            }
        }
    }
    return { mode, indent, chomp, comment, length };
}
/** @returns Array of lines split up as `[indent, content]` */
function splitLines(source) {
    const split = source.split(/\n( *)/);
    const first = split[0];
    const m = first.match(/^( *)/);
    const line0 = m?.[1]
        ? [m[1], first.slice(m[1].length)]
        : ['', first];
    const lines = [line0];
    for (let i = 1; i < split.length; i += 2)
        lines.push([split[i], split[i + 1]]);
    return lines;
}

exports.resolveBlockScalar = resolveBlockScalar;


/***/ }),

/***/ 1610:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var YAMLSeq = __nccwpck_require__(3571);
var resolveProps = __nccwpck_require__(6715);
var utilFlowIndentCheck = __nccwpck_require__(7319);

function resolveBlockSeq({ composeNode, composeEmptyNode }, ctx, bs, onError, tag) {
    const NodeClass = tag?.nodeClass ?? YAMLSeq.YAMLSeq;
    const seq = new NodeClass(ctx.schema);
    if (ctx.atRoot)
        ctx.atRoot = false;
    if (ctx.atKey)
        ctx.atKey = false;
    let offset = bs.offset;
    let commentEnd = null;
    for (const { start, value } of bs.items) {
        const props = resolveProps.resolveProps(start, {
            indicator: 'seq-item-ind',
            next: value,
            offset,
            onError,
            parentIndent: bs.indent,
            startOnNewline: true
        });
        if (!props.found) {
            if (props.anchor || props.tag || value) {
                if (value?.type === 'block-seq')
                    onError(props.end, 'BAD_INDENT', 'All sequence items must start at the same column');
                else
                    onError(offset, 'MISSING_CHAR', 'Sequence item without - indicator');
            }
            else {
                commentEnd = props.end;
                if (props.comment)
                    seq.comment = props.comment;
                continue;
            }
        }
        const node = value
            ? composeNode(ctx, value, props, onError)
            : composeEmptyNode(ctx, props.end, start, null, props, onError);
        if (ctx.schema.compat)
            utilFlowIndentCheck.flowIndentCheck(bs.indent, value, onError);
        offset = node.range[2];
        seq.items.push(node);
    }
    seq.range = [bs.offset, offset, commentEnd ?? offset];
    return seq;
}

exports.resolveBlockSeq = resolveBlockSeq;


/***/ }),

/***/ 2368:
/***/ ((__unused_webpack_module, exports) => {



function resolveEnd(end, offset, reqSpace, onError) {
    let comment = '';
    if (end) {
        let hasSpace = false;
        let sep = '';
        for (const token of end) {
            const { source, type } = token;
            switch (type) {
                case 'space':
                    hasSpace = true;
                    break;
                case 'comment': {
                    if (reqSpace && !hasSpace)
                        onError(token, 'MISSING_CHAR', 'Comments must be separated from other tokens by white space characters');
                    const cb = source.substring(1) || ' ';
                    if (!comment)
                        comment = cb;
                    else
                        comment += sep + cb;
                    sep = '';
                    break;
                }
                case 'newline':
                    if (comment)
                        sep += source;
                    hasSpace = true;
                    break;
                default:
                    onError(token, 'UNEXPECTED_TOKEN', `Unexpected ${type} at node end`);
            }
            offset += source.length;
        }
    }
    return { comment, offset };
}

exports.resolveEnd = resolveEnd;


/***/ }),

/***/ 562:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1891);
var Pair = __nccwpck_require__(5153);
var YAMLMap = __nccwpck_require__(2938);
var YAMLSeq = __nccwpck_require__(3571);
var resolveEnd = __nccwpck_require__(2368);
var resolveProps = __nccwpck_require__(6715);
var utilContainsNewline = __nccwpck_require__(3151);
var utilMapIncludes = __nccwpck_require__(8279);

const blockMsg = 'Block collections are not allowed within flow collections';
const isBlock = (token) => token && (token.type === 'block-map' || token.type === 'block-seq');
function resolveFlowCollection({ composeNode, composeEmptyNode }, ctx, fc, onError, tag) {
    const isMap = fc.start.source === '{';
    const fcName = isMap ? 'flow map' : 'flow sequence';
    const NodeClass = (tag?.nodeClass ?? (isMap ? YAMLMap.YAMLMap : YAMLSeq.YAMLSeq));
    const coll = new NodeClass(ctx.schema);
    coll.flow = true;
    const atRoot = ctx.atRoot;
    if (atRoot)
        ctx.atRoot = false;
    if (ctx.atKey)
        ctx.atKey = false;
    let offset = fc.offset + fc.start.source.length;
    for (let i = 0; i < fc.items.length; ++i) {
        const collItem = fc.items[i];
        const { start, key, sep, value } = collItem;
        const props = resolveProps.resolveProps(start, {
            flow: fcName,
            indicator: 'explicit-key-ind',
            next: key ?? sep?.[0],
            offset,
            onError,
            parentIndent: fc.indent,
            startOnNewline: false
        });
        if (!props.found) {
            if (!props.anchor && !props.tag && !sep && !value) {
                if (i === 0 && props.comma)
                    onError(props.comma, 'UNEXPECTED_TOKEN', `Unexpected , in ${fcName}`);
                else if (i < fc.items.length - 1)
                    onError(props.start, 'UNEXPECTED_TOKEN', `Unexpected empty item in ${fcName}`);
                if (props.comment) {
                    if (coll.comment)
                        coll.comment += '\n' + props.comment;
                    else
                        coll.comment = props.comment;
                }
                offset = props.end;
                continue;
            }
            if (!isMap && ctx.options.strict && utilContainsNewline.containsNewline(key))
                onError(key, // checked by containsNewline()
                'MULTILINE_IMPLICIT_KEY', 'Implicit keys of flow sequence pairs need to be on a single line');
        }
        if (i === 0) {
            if (props.comma)
                onError(props.comma, 'UNEXPECTED_TOKEN', `Unexpected , in ${fcName}`);
        }
        else {
            if (!props.comma)
                onError(props.start, 'MISSING_CHAR', `Missing , between ${fcName} items`);
            if (props.comment) {
                let prevItemComment = '';
                loop: for (const st of start) {
                    switch (st.type) {
                        case 'comma':
                        case 'space':
                            break;
                        case 'comment':
                            prevItemComment = st.source.substring(1);
                            break loop;
                        default:
                            break loop;
                    }
                }
                if (prevItemComment) {
                    let prev = coll.items[coll.items.length - 1];
                    if (identity.isPair(prev))
                        prev = prev.value ?? prev.key;
                    if (prev.comment)
                        prev.comment += '\n' + prevItemComment;
                    else
                        prev.comment = prevItemComment;
                    props.comment = props.comment.substring(prevItemComment.length + 1);
                }
            }
        }
        if (!isMap && !sep && !props.found) {
            // item is a value in a seq
            // → key & sep are empty, start does not include ? or :
            const valueNode = value
                ? composeNode(ctx, value, props, onError)
                : composeEmptyNode(ctx, props.end, sep, null, props, onError);
            coll.items.push(valueNode);
            offset = valueNode.range[2];
            if (isBlock(value))
                onError(valueNode.range, 'BLOCK_IN_FLOW', blockMsg);
        }
        else {
            // item is a key+value pair
            // key value
            ctx.atKey = true;
            const keyStart = props.end;
            const keyNode = key
                ? composeNode(ctx, key, props, onError)
                : composeEmptyNode(ctx, keyStart, start, null, props, onError);
            if (isBlock(key))
                onError(keyNode.range, 'BLOCK_IN_FLOW', blockMsg);
            ctx.atKey = false;
            // value properties
            const valueProps = resolveProps.resolveProps(sep ?? [], {
                flow: fcName,
                indicator: 'map-value-ind',
                next: value,
                offset: keyNode.range[2],
                onError,
                parentIndent: fc.indent,
                startOnNewline: false
            });
            if (valueProps.found) {
                if (!isMap && !props.found && ctx.options.strict) {
                    if (sep)
                        for (const st of sep) {
                            if (st === valueProps.found)
                                break;
                            if (st.type === 'newline') {
                                onError(st, 'MULTILINE_IMPLICIT_KEY', 'Implicit keys of flow sequence pairs need to be on a single line');
                                break;
                            }
                        }
                    if (props.start < valueProps.found.offset - 1024)
                        onError(valueProps.found, 'KEY_OVER_1024_CHARS', 'The : indicator must be at most 1024 chars after the start of an implicit flow sequence key');
                }
            }
            else if (value) {
                if ('source' in value && value.source?.[0] === ':')
                    onError(value, 'MISSING_CHAR', `Missing space after : in ${fcName}`);
                else
                    onError(valueProps.start, 'MISSING_CHAR', `Missing , or : between ${fcName} items`);
            }
            // value value
            const valueNode = value
                ? composeNode(ctx, value, valueProps, onError)
                : valueProps.found
                    ? composeEmptyNode(ctx, valueProps.end, sep, null, valueProps, onError)
                    : null;
            if (valueNode) {
                if (isBlock(value))
                    onError(valueNode.range, 'BLOCK_IN_FLOW', blockMsg);
            }
            else if (valueProps.comment) {
                if (keyNode.comment)
                    keyNode.comment += '\n' + valueProps.comment;
                else
                    keyNode.comment = valueProps.comment;
            }
            const pair = new Pair.Pair(keyNode, valueNode);
            if (ctx.options.keepSourceTokens)
                pair.srcToken = collItem;
            if (isMap) {
                const map = coll;
                if (utilMapIncludes.mapIncludes(ctx, map.items, keyNode))
                    onError(keyStart, 'DUPLICATE_KEY', 'Map keys must be unique');
                map.items.push(pair);
            }
            else {
                const map = new YAMLMap.YAMLMap(ctx.schema);
                map.flow = true;
                map.items.push(pair);
                const endRange = (valueNode ?? keyNode).range;
                map.range = [keyNode.range[0], endRange[1], endRange[2]];
                coll.items.push(map);
            }
            offset = valueNode ? valueNode.range[2] : valueProps.end;
        }
    }
    const expectedEnd = isMap ? '}' : ']';
    const [ce, ...ee] = fc.end;
    let cePos = offset;
    if (ce?.source === expectedEnd)
        cePos = ce.offset + ce.source.length;
    else {
        const name = fcName[0].toUpperCase() + fcName.substring(1);
        const msg = atRoot
            ? `${name} must end with a ${expectedEnd}`
            : `${name} in block collection must be sufficiently indented and end with a ${expectedEnd}`;
        onError(offset, atRoot ? 'MISSING_CHAR' : 'BAD_INDENT', msg);
        if (ce && ce.source.length !== 1)
            ee.unshift(ce);
    }
    if (ee.length > 0) {
        const end = resolveEnd.resolveEnd(ee, cePos, ctx.options.strict, onError);
        if (end.comment) {
            if (coll.comment)
                coll.comment += '\n' + end.comment;
            else
                coll.comment = end.comment;
        }
        coll.range = [fc.offset, cePos, end.offset];
    }
    else {
        coll.range = [fc.offset, cePos, cePos];
    }
    return coll;
}

exports.resolveFlowCollection = resolveFlowCollection;


/***/ }),

/***/ 7686:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var Scalar = __nccwpck_require__(4305);
var resolveEnd = __nccwpck_require__(2368);

function resolveFlowScalar(scalar, strict, onError) {
    const { offset, type, source, end } = scalar;
    let _type;
    let value;
    const _onError = (rel, code, msg) => onError(offset + rel, code, msg);
    switch (type) {
        case 'scalar':
            _type = Scalar.Scalar.PLAIN;
            value = plainValue(source, _onError);
            break;
        case 'single-quoted-scalar':
            _type = Scalar.Scalar.QUOTE_SINGLE;
            value = singleQuotedValue(source, _onError);
            break;
        case 'double-quoted-scalar':
            _type = Scalar.Scalar.QUOTE_DOUBLE;
            value = doubleQuotedValue(source, _onError);
            break;
        /* istanbul ignore next should not happen */
        default:
            onError(scalar, 'UNEXPECTED_TOKEN', `Expected a flow scalar value, but found: ${type}`);
            return {
                value: '',
                type: null,
                comment: '',
                range: [offset, offset + source.length, offset + source.length]
            };
    }
    const valueEnd = offset + source.length;
    const re = resolveEnd.resolveEnd(end, valueEnd, strict, onError);
    return {
        value,
        type: _type,
        comment: re.comment,
        range: [offset, valueEnd, re.offset]
    };
}
function plainValue(source, onError) {
    let badChar = '';
    switch (source[0]) {
        /* istanbul ignore next should not happen */
        case '\t':
            badChar = 'a tab character';
            break;
        case ',':
            badChar = 'flow indicator character ,';
            break;
        case '%':
            badChar = 'directive indicator character %';
            break;
        case '|':
        case '>': {
            badChar = `block scalar indicator ${source[0]}`;
            break;
        }
        case '@':
        case '`': {
            badChar = `reserved character ${source[0]}`;
            break;
        }
    }
    if (badChar)
        onError(0, 'BAD_SCALAR_START', `Plain value cannot start with ${badChar}`);
    return unfoldLines(source);
}
function singleQuotedValue(source, onError) {
    if (source[source.length - 1] !== "'" || source.length === 1)
        onError(source.length, 'MISSING_CHAR', "Missing closing 'quote");
    return unfoldLines(source.slice(1, -1)).replace(/''/g, "'");
}
function unfoldLines(source) {
    const line = /(.*?)\r?\n/sy;
    let match = line.exec(source);
    if (!match)
        return source;
    /**
     * The negative lookbehinds in these RegExps are to
     * prevent causing a polynomial search time in certain cases.
     *
     * The try-catch is for Safari < 16.4 and other old browsers:
     * https://caniuse.com/js-regexp-lookbehind
     */
    let trimEnd, trimBoth;
    try {
        trimEnd = new RegExp('(?<![ \t])[ \t]+$');
        trimBoth = new RegExp('^[ \t]+|(?<![ \t])[ \t]+$', 'g');
    }
    catch {
        trimEnd = /[ \t]+$/;
        trimBoth = /^[ \t]+|[ \t]+$/g;
    }
    let res = match[1].replace(trimEnd, '');
    let sep = ' ';
    let pos = line.lastIndex;
    while ((match = line.exec(source))) {
        const lm = match[1].replace(trimBoth, '');
        if (lm === '') {
            if (sep === '\n')
                res += sep;
            else
                sep = '\n';
        }
        else {
            res += sep + lm;
            sep = ' ';
        }
        pos = line.lastIndex;
    }
    const last = /[ \t]*(.*)/sy;
    last.lastIndex = pos;
    match = last.exec(source);
    return res + sep + (match?.[1] ?? '');
}
function doubleQuotedValue(source, onError) {
    let res = '';
    for (let i = 1; i < source.length - 1; ++i) {
        const ch = source[i];
        if (ch === '\r' && source[i + 1] === '\n')
            continue;
        if (ch === '\n') {
            const { fold, offset } = foldNewline(source, i);
            res += fold;
            i = offset;
        }
        else if (ch === '\\') {
            let next = source[++i];
            const cc = escapeCodes[next];
            if (cc)
                res += cc;
            else if (next === '\n') {
                // skip escaped newlines, but still trim the following line
                next = source[i + 1];
                while (next === ' ' || next === '\t')
                    next = source[++i + 1];
            }
            else if (next === '\r' && source[i + 1] === '\n') {
                // skip escaped CRLF newlines, but still trim the following line
                next = source[++i + 1];
                while (next === ' ' || next === '\t')
                    next = source[++i + 1];
            }
            else if (next === 'x' || next === 'u' || next === 'U') {
                const length = next === 'x' ? 2 : next === 'u' ? 4 : 8;
                res += parseCharCode(source, i + 1, length, onError);
                i += length;
            }
            else {
                const raw = source.substr(i - 1, 2);
                onError(i - 1, 'BAD_DQ_ESCAPE', `Invalid escape sequence ${raw}`);
                res += raw;
            }
        }
        else if (ch === ' ' || ch === '\t') {
            // trim trailing whitespace
            const wsStart = i;
            let next = source[i + 1];
            while (next === ' ' || next === '\t')
                next = source[++i + 1];
            if (next !== '\n' && !(next === '\r' && source[i + 2] === '\n'))
                res += i > wsStart ? source.slice(wsStart, i + 1) : ch;
        }
        else {
            res += ch;
        }
    }
    if (source[source.length - 1] !== '"' || source.length === 1)
        onError(source.length, 'MISSING_CHAR', 'Missing closing "quote');
    return res;
}
/**
 * Fold a single newline into a space, multiple newlines to N - 1 newlines.
 * Presumes `source[offset] === '\n'`
 */
function foldNewline(source, offset) {
    let fold = '';
    let ch = source[offset + 1];
    while (ch === ' ' || ch === '\t' || ch === '\n' || ch === '\r') {
        if (ch === '\r' && source[offset + 2] !== '\n')
            break;
        if (ch === '\n')
            fold += '\n';
        offset += 1;
        ch = source[offset + 1];
    }
    if (!fold)
        fold = ' ';
    return { fold, offset };
}
const escapeCodes = {
    '0': '\0', // null character
    a: '\x07', // bell character
    b: '\b', // backspace
    e: '\x1b', // escape character
    f: '\f', // form feed
    n: '\n', // line feed
    r: '\r', // carriage return
    t: '\t', // horizontal tab
    v: '\v', // vertical tab
    N: '\u0085', // Unicode next line
    _: '\u00a0', // Unicode non-breaking space
    L: '\u2028', // Unicode line separator
    P: '\u2029', // Unicode paragraph separator
    ' ': ' ',
    '"': '"',
    '/': '/',
    '\\': '\\',
    '\t': '\t'
};
function parseCharCode(source, offset, length, onError) {
    const cc = source.substr(offset, length);
    const ok = cc.length === length && /^[0-9a-fA-F]+$/.test(cc);
    const code = ok ? parseInt(cc, 16) : NaN;
    try {
        return String.fromCodePoint(code);
    }
    catch {
        const raw = source.substr(offset - 2, length + 2);
        onError(offset - 2, 'BAD_DQ_ESCAPE', `Invalid escape sequence ${raw}`);
        return raw;
    }
}

exports.resolveFlowScalar = resolveFlowScalar;


/***/ }),

/***/ 6715:
/***/ ((__unused_webpack_module, exports) => {



function resolveProps(tokens, { flow, indicator, next, offset, onError, parentIndent, startOnNewline }) {
    let spaceBefore = false;
    let atNewline = startOnNewline;
    let hasSpace = startOnNewline;
    let comment = '';
    let commentSep = '';
    let hasNewline = false;
    let reqSpace = false;
    let tab = null;
    let anchor = null;
    let tag = null;
    let newlineAfterProp = null;
    let comma = null;
    let found = null;
    let start = null;
    for (const token of tokens) {
        if (reqSpace) {
            if (token.type !== 'space' &&
                token.type !== 'newline' &&
                token.type !== 'comma')
                onError(token.offset, 'MISSING_CHAR', 'Tags and anchors must be separated from the next token by white space');
            reqSpace = false;
        }
        if (tab) {
            if (atNewline && token.type !== 'comment' && token.type !== 'newline') {
                onError(tab, 'TAB_AS_INDENT', 'Tabs are not allowed as indentation');
            }
            tab = null;
        }
        switch (token.type) {
            case 'space':
                // At the doc level, tabs at line start may be parsed
                // as leading white space rather than indentation.
                // In a flow collection, only the parser handles indent.
                if (!flow &&
                    (indicator !== 'doc-start' || next?.type !== 'flow-collection') &&
                    token.source.includes('\t')) {
                    tab = token;
                }
                hasSpace = true;
                break;
            case 'comment': {
                if (!hasSpace)
                    onError(token, 'MISSING_CHAR', 'Comments must be separated from other tokens by white space characters');
                const cb = token.source.substring(1) || ' ';
                if (!comment)
                    comment = cb;
                else
                    comment += commentSep + cb;
                commentSep = '';
                atNewline = false;
                break;
            }
            case 'newline':
                if (atNewline) {
                    if (comment)
                        comment += token.source;
                    else if (!found || indicator !== 'seq-item-ind')
                        spaceBefore = true;
                }
                else
                    commentSep += token.source;
                atNewline = true;
                hasNewline = true;
                if (anchor || tag)
                    newlineAfterProp = token;
                hasSpace = true;
                break;
            case 'anchor':
                if (anchor)
                    onError(token, 'MULTIPLE_ANCHORS', 'A node can have at most one anchor');
                if (token.source.endsWith(':'))
                    onError(token.offset + token.source.length - 1, 'BAD_ALIAS', 'Anchor ending in : is ambiguous', true);
                anchor = token;
                start ?? (start = token.offset);
                atNewline = false;
                hasSpace = false;
                reqSpace = true;
                break;
            case 'tag': {
                if (tag)
                    onError(token, 'MULTIPLE_TAGS', 'A node can have at most one tag');
                tag = token;
                start ?? (start = token.offset);
                atNewline = false;
                hasSpace = false;
                reqSpace = true;
                break;
            }
            case indicator:
                // Could here handle preceding comments differently
                if (anchor || tag)
                    onError(token, 'BAD_PROP_ORDER', `Anchors and tags must be after the ${token.source} indicator`);
                if (found)
                    onError(token, 'UNEXPECTED_TOKEN', `Unexpected ${token.source} in ${flow ?? 'collection'}`);
                found = token;
                atNewline =
                    indicator === 'seq-item-ind' || indicator === 'explicit-key-ind';
                hasSpace = false;
                break;
            case 'comma':
                if (flow) {
                    if (comma)
                        onError(token, 'UNEXPECTED_TOKEN', `Unexpected , in ${flow}`);
                    comma = token;
                    atNewline = false;
                    hasSpace = false;
                    break;
                }
            // else fallthrough
            default:
                onError(token, 'UNEXPECTED_TOKEN', `Unexpected ${token.type} token`);
                atNewline = false;
                hasSpace = false;
        }
    }
    const last = tokens[tokens.length - 1];
    const end = last ? last.offset + last.source.length : offset;
    if (reqSpace &&
        next &&
        next.type !== 'space' &&
        next.type !== 'newline' &&
        next.type !== 'comma' &&
        (next.type !== 'scalar' || next.source !== '')) {
        onError(next.offset, 'MISSING_CHAR', 'Tags and anchors must be separated from the next token by white space');
    }
    if (tab &&
        ((atNewline && tab.indent <= parentIndent) ||
            next?.type === 'block-map' ||
            next?.type === 'block-seq'))
        onError(tab, 'TAB_AS_INDENT', 'Tabs are not allowed as indentation');
    return {
        comma,
        found,
        spaceBefore,
        comment,
        hasNewline,
        anchor,
        tag,
        newlineAfterProp,
        end,
        start: start ?? end
    };
}

exports.resolveProps = resolveProps;


/***/ }),

/***/ 3151:
/***/ ((__unused_webpack_module, exports) => {



function containsNewline(key) {
    if (!key)
        return null;
    switch (key.type) {
        case 'alias':
        case 'scalar':
        case 'double-quoted-scalar':
        case 'single-quoted-scalar':
            if (key.source.includes('\n'))
                return true;
            if (key.end)
                for (const st of key.end)
                    if (st.type === 'newline')
                        return true;
            return false;
        case 'flow-collection':
            for (const it of key.items) {
                for (const st of it.start)
                    if (st.type === 'newline')
                        return true;
                if (it.sep)
                    for (const st of it.sep)
                        if (st.type === 'newline')
                            return true;
                if (containsNewline(it.key) || containsNewline(it.value))
                    return true;
            }
            return false;
        default:
            return true;
    }
}

exports.containsNewline = containsNewline;


/***/ }),

/***/ 6827:
/***/ ((__unused_webpack_module, exports) => {



function emptyScalarPosition(offset, before, pos) {
    if (before) {
        pos ?? (pos = before.length);
        for (let i = pos - 1; i >= 0; --i) {
            let st = before[i];
            switch (st.type) {
                case 'space':
                case 'comment':
                case 'newline':
                    offset -= st.source.length;
                    continue;
            }
            // Technically, an empty scalar is immediately after the last non-empty
            // node, but it's more useful to place it after any whitespace.
            st = before[++i];
            while (st?.type === 'space') {
                offset += st.source.length;
                st = before[++i];
            }
            break;
        }
    }
    return offset;
}

exports.emptyScalarPosition = emptyScalarPosition;


/***/ }),

/***/ 7319:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var utilContainsNewline = __nccwpck_require__(3151);

function flowIndentCheck(indent, fc, onError) {
    if (fc?.type === 'flow-collection') {
        const end = fc.end[0];
        if (end.indent === indent &&
            (end.source === ']' || end.source === '}') &&
            utilContainsNewline.containsNewline(fc)) {
            const msg = 'Flow end indicator should be more indented than parent';
            onError(end, 'BAD_INDENT', msg, true);
        }
    }
}

exports.flowIndentCheck = flowIndentCheck;


/***/ }),

/***/ 8279:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1891);

function mapIncludes(ctx, items, search) {
    const { uniqueKeys } = ctx.options;
    if (uniqueKeys === false)
        return false;
    const isEqual = typeof uniqueKeys === 'function'
        ? uniqueKeys
        : (a, b) => a === b || (identity.isScalar(a) && identity.isScalar(b) && a.value === b.value);
    return items.some(pair => isEqual(pair.key, search));
}

exports.mapIncludes = mapIncludes;


/***/ }),

/***/ 7977:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var Alias = __nccwpck_require__(5525);
var Collection = __nccwpck_require__(1633);
var identity = __nccwpck_require__(1891);
var Pair = __nccwpck_require__(5153);
var toJS = __nccwpck_require__(3119);
var Schema = __nccwpck_require__(1148);
var stringifyDocument = __nccwpck_require__(8577);
var anchors = __nccwpck_require__(7048);
var applyReviver = __nccwpck_require__(7817);
var createNode = __nccwpck_require__(7616);
var directives = __nccwpck_require__(9082);

class Document {
    constructor(value, replacer, options) {
        /** A comment before this Document */
        this.commentBefore = null;
        /** A comment immediately after this Document */
        this.comment = null;
        /** Errors encountered during parsing. */
        this.errors = [];
        /** Warnings encountered during parsing. */
        this.warnings = [];
        Object.defineProperty(this, identity.NODE_TYPE, { value: identity.DOC });
        let _replacer = null;
        if (typeof replacer === 'function' || Array.isArray(replacer)) {
            _replacer = replacer;
        }
        else if (options === undefined && replacer) {
            options = replacer;
            replacer = undefined;
        }
        const opt = Object.assign({
            intAsBigInt: false,
            keepSourceTokens: false,
            logLevel: 'warn',
            prettyErrors: true,
            strict: true,
            stringKeys: false,
            uniqueKeys: true,
            version: '1.2'
        }, options);
        this.options = opt;
        let { version } = opt;
        if (options?._directives) {
            this.directives = options._directives.atDocument();
            if (this.directives.yaml.explicit)
                version = this.directives.yaml.version;
        }
        else
            this.directives = new directives.Directives({ version });
        this.setSchema(version, options);
        // @ts-expect-error We can't really know that this matches Contents.
        this.contents =
            value === undefined ? null : this.createNode(value, _replacer, options);
    }
    /**
     * Create a deep copy of this Document and its contents.
     *
     * Custom Node values that inherit from `Object` still refer to their original instances.
     */
    clone() {
        const copy = Object.create(Document.prototype, {
            [identity.NODE_TYPE]: { value: identity.DOC }
        });
        copy.commentBefore = this.commentBefore;
        copy.comment = this.comment;
        copy.errors = this.errors.slice();
        copy.warnings = this.warnings.slice();
        copy.options = Object.assign({}, this.options);
        if (this.directives)
            copy.directives = this.directives.clone();
        copy.schema = this.schema.clone();
        // @ts-expect-error We can't really know that this matches Contents.
        copy.contents = identity.isNode(this.contents)
            ? this.contents.clone(copy.schema)
            : this.contents;
        if (this.range)
            copy.range = this.range.slice();
        return copy;
    }
    /** Adds a value to the document. */
    add(value) {
        if (assertCollection(this.contents))
            this.contents.add(value);
    }
    /** Adds a value to the document. */
    addIn(path, value) {
        if (assertCollection(this.contents))
            this.contents.addIn(path, value);
    }
    /**
     * Create a new `Alias` node, ensuring that the target `node` has the required anchor.
     *
     * If `node` already has an anchor, `name` is ignored.
     * Otherwise, the `node.anchor` value will be set to `name`,
     * or if an anchor with that name is already present in the document,
     * `name` will be used as a prefix for a new unique anchor.
     * If `name` is undefined, the generated anchor will use 'a' as a prefix.
     */
    createAlias(node, name) {
        if (!node.anchor) {
            const prev = anchors.anchorNames(this);
            node.anchor =
                // eslint-disable-next-line @typescript-eslint/prefer-nullish-coalescing
                !name || prev.has(name) ? anchors.findNewAnchor(name || 'a', prev) : name;
        }
        return new Alias.Alias(node.anchor);
    }
    createNode(value, replacer, options) {
        let _replacer = undefined;
        if (typeof replacer === 'function') {
            value = replacer.call({ '': value }, '', value);
            _replacer = replacer;
        }
        else if (Array.isArray(replacer)) {
            const keyToStr = (v) => typeof v === 'number' || v instanceof String || v instanceof Number;
            const asStr = replacer.filter(keyToStr).map(String);
            if (asStr.length > 0)
                replacer = replacer.concat(asStr);
            _replacer = replacer;
        }
        else if (options === undefined && replacer) {
            options = replacer;
            replacer = undefined;
        }
        const { aliasDuplicateObjects, anchorPrefix, flow, keepUndefined, onTagObj, tag } = options ?? {};
        const { onAnchor, setAnchors, sourceObjects } = anchors.createNodeAnchors(this, 
        // eslint-disable-next-line @typescript-eslint/prefer-nullish-coalescing
        anchorPrefix || 'a');
        const ctx = {
            aliasDuplicateObjects: aliasDuplicateObjects ?? true,
            keepUndefined: keepUndefined ?? false,
            onAnchor,
            onTagObj,
            replacer: _replacer,
            schema: this.schema,
            sourceObjects
        };
        const node = createNode.createNode(value, tag, ctx);
        if (flow && identity.isCollection(node))
            node.flow = true;
        setAnchors();
        return node;
    }
    /**
     * Convert a key and a value into a `Pair` using the current schema,
     * recursively wrapping all values as `Scalar` or `Collection` nodes.
     */
    createPair(key, value, options = {}) {
        const k = this.createNode(key, null, options);
        const v = this.createNode(value, null, options);
        return new Pair.Pair(k, v);
    }
    /**
     * Removes a value from the document.
     * @returns `true` if the item was found and removed.
     */
    delete(key) {
        return assertCollection(this.contents) ? this.contents.delete(key) : false;
    }
    /**
     * Removes a value from the document.
     * @returns `true` if the item was found and removed.
     */
    deleteIn(path) {
        if (Collection.isEmptyPath(path)) {
            if (this.contents == null)
                return false;
            // @ts-expect-error Presumed impossible if Strict extends false
            this.contents = null;
            return true;
        }
        return assertCollection(this.contents)
            ? this.contents.deleteIn(path)
            : false;
    }
    /**
     * Returns item at `key`, or `undefined` if not found. By default unwraps
     * scalar values from their surrounding node; to disable set `keepScalar` to
     * `true` (collections are always returned intact).
     */
    get(key, keepScalar) {
        return identity.isCollection(this.contents)
            ? this.contents.get(key, keepScalar)
            : undefined;
    }
    /**
     * Returns item at `path`, or `undefined` if not found. By default unwraps
     * scalar values from their surrounding node; to disable set `keepScalar` to
     * `true` (collections are always returned intact).
     */
    getIn(path, keepScalar) {
        if (Collection.isEmptyPath(path))
            return !keepScalar && identity.isScalar(this.contents)
                ? this.contents.value
                : this.contents;
        return identity.isCollection(this.contents)
            ? this.contents.getIn(path, keepScalar)
            : undefined;
    }
    /**
     * Checks if the document includes a value with the key `key`.
     */
    has(key) {
        return identity.isCollection(this.contents) ? this.contents.has(key) : false;
    }
    /**
     * Checks if the document includes a value at `path`.
     */
    hasIn(path) {
        if (Collection.isEmptyPath(path))
            return this.contents !== undefined;
        return identity.isCollection(this.contents) ? this.contents.hasIn(path) : false;
    }
    /**
     * Sets a value in this document. For `!!set`, `value` needs to be a
     * boolean to add/remove the item from the set.
     */
    set(key, value) {
        if (this.contents == null) {
            // @ts-expect-error We can't really know that this matches Contents.
            this.contents = Collection.collectionFromPath(this.schema, [key], value);
        }
        else if (assertCollection(this.contents)) {
            this.contents.set(key, value);
        }
    }
    /**
     * Sets a value in this document. For `!!set`, `value` needs to be a
     * boolean to add/remove the item from the set.
     */
    setIn(path, value) {
        if (Collection.isEmptyPath(path)) {
            // @ts-expect-error We can't really know that this matches Contents.
            this.contents = value;
        }
        else if (this.contents == null) {
            // @ts-expect-error We can't really know that this matches Contents.
            this.contents = Collection.collectionFromPath(this.schema, Array.from(path), value);
        }
        else if (assertCollection(this.contents)) {
            this.contents.setIn(path, value);
        }
    }
    /**
     * Change the YAML version and schema used by the document.
     * A `null` version disables support for directives, explicit tags, anchors, and aliases.
     * It also requires the `schema` option to be given as a `Schema` instance value.
     *
     * Overrides all previously set schema options.
     */
    setSchema(version, options = {}) {
        if (typeof version === 'number')
            version = String(version);
        let opt;
        switch (version) {
            case '1.1':
                if (this.directives)
                    this.directives.yaml.version = '1.1';
                else
                    this.directives = new directives.Directives({ version: '1.1' });
                opt = { resolveKnownTags: false, schema: 'yaml-1.1' };
                break;
            case '1.2':
            case 'next':
                if (this.directives)
                    this.directives.yaml.version = version;
                else
                    this.directives = new directives.Directives({ version });
                opt = { resolveKnownTags: true, schema: 'core' };
                break;
            case null:
                if (this.directives)
                    delete this.directives;
                opt = null;
                break;
            default: {
                const sv = JSON.stringify(version);
                throw new Error(`Expected '1.1', '1.2' or null as first argument, but found: ${sv}`);
            }
        }
        // Not using `instanceof Schema` to allow for duck typing
        if (options.schema instanceof Object)
            this.schema = options.schema;
        else if (opt)
            this.schema = new Schema.Schema(Object.assign(opt, options));
        else
            throw new Error(`With a null YAML version, the { schema: Schema } option is required`);
    }
    // json & jsonArg are only used from toJSON()
    toJS({ json, jsonArg, mapAsMap, maxAliasCount, onAnchor, reviver } = {}) {
        const ctx = {
            anchors: new Map(),
            doc: this,
            keep: !json,
            mapAsMap: mapAsMap === true,
            mapKeyWarned: false,
            maxAliasCount: typeof maxAliasCount === 'number' ? maxAliasCount : 100
        };
        const res = toJS.toJS(this.contents, jsonArg ?? '', ctx);
        if (typeof onAnchor === 'function')
            for (const { count, res } of ctx.anchors.values())
                onAnchor(res, count);
        return typeof reviver === 'function'
            ? applyReviver.applyReviver(reviver, { '': res }, '', res)
            : res;
    }
    /**
     * A JSON representation of the document `contents`.
     *
     * @param jsonArg Used by `JSON.stringify` to indicate the array index or
     *   property name.
     */
    toJSON(jsonArg, onAnchor) {
        return this.toJS({ json: true, jsonArg, mapAsMap: false, onAnchor });
    }
    /** A YAML representation of the document. */
    toString(options = {}) {
        if (this.errors.length > 0)
            throw new Error('Document with errors cannot be stringified');
        if ('indent' in options &&
            (!Number.isInteger(options.indent) || Number(options.indent) <= 0)) {
            const s = JSON.stringify(options.indent);
            throw new Error(`"indent" option must be a positive integer, not ${s}`);
        }
        return stringifyDocument.stringifyDocument(this, options);
    }
}
function assertCollection(contents) {
    if (identity.isCollection(contents))
        return true;
    throw new Error('Expected a YAML collection as document contents');
}

exports.Document = Document;


/***/ }),

/***/ 7048:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1891);
var visit = __nccwpck_require__(1360);

/**
 * Verify that the input string is a valid anchor.
 *
 * Will throw on errors.
 */
function anchorIsValid(anchor) {
    if (/[\x00-\x19\s,[\]{}]/.test(anchor)) {
        const sa = JSON.stringify(anchor);
        const msg = `Anchor must not contain whitespace or control characters: ${sa}`;
        throw new Error(msg);
    }
    return true;
}
function anchorNames(root) {
    const anchors = new Set();
    visit.visit(root, {
        Value(_key, node) {
            if (node.anchor)
                anchors.add(node.anchor);
        }
    });
    return anchors;
}
/** Find a new anchor name with the given `prefix` and a one-indexed suffix. */
function findNewAnchor(prefix, exclude) {
    for (let i = 1; true; ++i) {
        const name = `${prefix}${i}`;
        if (!exclude.has(name))
            return name;
    }
}
function createNodeAnchors(doc, prefix) {
    const aliasObjects = [];
    const sourceObjects = new Map();
    let prevAnchors = null;
    return {
        onAnchor: (source) => {
            aliasObjects.push(source);
            prevAnchors ?? (prevAnchors = anchorNames(doc));
            const anchor = findNewAnchor(prefix, prevAnchors);
            prevAnchors.add(anchor);
            return anchor;
        },
        /**
         * With circular references, the source node is only resolved after all
         * of its child nodes are. This is why anchors are set only after all of
         * the nodes have been created.
         */
        setAnchors: () => {
            for (const source of aliasObjects) {
                const ref = sourceObjects.get(source);
                if (typeof ref === 'object' &&
                    ref.anchor &&
                    (identity.isScalar(ref.node) || identity.isCollection(ref.node))) {
                    ref.node.anchor = ref.anchor;
                }
                else {
                    const error = new Error('Failed to resolve repeated object (this should not happen)');
                    error.source = source;
                    throw error;
                }
            }
        },
        sourceObjects
    };
}

exports.anchorIsValid = anchorIsValid;
exports.anchorNames = anchorNames;
exports.createNodeAnchors = createNodeAnchors;
exports.findNewAnchor = findNewAnchor;


/***/ }),

/***/ 7817:
/***/ ((__unused_webpack_module, exports) => {



/**
 * Applies the JSON.parse reviver algorithm as defined in the ECMA-262 spec,
 * in section 24.5.1.1 "Runtime Semantics: InternalizeJSONProperty" of the
 * 2021 edition: https://tc39.es/ecma262/#sec-json.parse
 *
 * Includes extensions for handling Map and Set objects.
 */
function applyReviver(reviver, obj, key, val) {
    if (val && typeof val === 'object') {
        if (Array.isArray(val)) {
            for (let i = 0, len = val.length; i < len; ++i) {
                const v0 = val[i];
                const v1 = applyReviver(reviver, val, String(i), v0);
                // eslint-disable-next-line @typescript-eslint/no-array-delete
                if (v1 === undefined)
                    delete val[i];
                else if (v1 !== v0)
                    val[i] = v1;
            }
        }
        else if (val instanceof Map) {
            for (const k of Array.from(val.keys())) {
                const v0 = val.get(k);
                const v1 = applyReviver(reviver, val, k, v0);
                if (v1 === undefined)
                    val.delete(k);
                else if (v1 !== v0)
                    val.set(k, v1);
            }
        }
        else if (val instanceof Set) {
            for (const v0 of Array.from(val)) {
                const v1 = applyReviver(reviver, val, v0, v0);
                if (v1 === undefined)
                    val.delete(v0);
                else if (v1 !== v0) {
                    val.delete(v0);
                    val.add(v1);
                }
            }
        }
        else {
            for (const [k, v0] of Object.entries(val)) {
                const v1 = applyReviver(reviver, val, k, v0);
                if (v1 === undefined)
                    delete val[k];
                else if (v1 !== v0)
                    val[k] = v1;
            }
        }
    }
    return reviver.call(obj, key, val);
}

exports.applyReviver = applyReviver;


/***/ }),

/***/ 7616:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var Alias = __nccwpck_require__(5525);
var identity = __nccwpck_require__(1891);
var Scalar = __nccwpck_require__(4305);

const defaultTagPrefix = 'tag:yaml.org,2002:';
function findTagObject(value, tagName, tags) {
    if (tagName) {
        const match = tags.filter(t => t.tag === tagName);
        const tagObj = match.find(t => !t.format) ?? match[0];
        if (!tagObj)
            throw new Error(`Tag ${tagName} not found`);
        return tagObj;
    }
    return tags.find(t => t.identify?.(value) && !t.format);
}
function createNode(value, tagName, ctx) {
    if (identity.isDocument(value))
        value = value.contents;
    if (identity.isNode(value))
        return value;
    if (identity.isPair(value)) {
        const map = ctx.schema[identity.MAP].createNode?.(ctx.schema, null, ctx);
        map.items.push(value);
        return map;
    }
    if (value instanceof String ||
        value instanceof Number ||
        value instanceof Boolean ||
        (typeof BigInt !== 'undefined' && value instanceof BigInt) // not supported everywhere
    ) {
        // https://tc39.es/ecma262/#sec-serializejsonproperty
        value = value.valueOf();
    }
    const { aliasDuplicateObjects, onAnchor, onTagObj, schema, sourceObjects } = ctx;
    // Detect duplicate references to the same object & use Alias nodes for all
    // after first. The `ref` wrapper allows for circular references to resolve.
    let ref = undefined;
    if (aliasDuplicateObjects && value && typeof value === 'object') {
        ref = sourceObjects.get(value);
        if (ref) {
            ref.anchor ?? (ref.anchor = onAnchor(value));
            return new Alias.Alias(ref.anchor);
        }
        else {
            ref = { anchor: null, node: null };
            sourceObjects.set(value, ref);
        }
    }
    if (tagName?.startsWith('!!'))
        tagName = defaultTagPrefix + tagName.slice(2);
    let tagObj = findTagObject(value, tagName, schema.tags);
    if (!tagObj) {
        if (value && typeof value.toJSON === 'function') {
            // eslint-disable-next-line @typescript-eslint/no-unsafe-call
            value = value.toJSON();
        }
        if (!value || typeof value !== 'object') {
            const node = new Scalar.Scalar(value);
            if (ref)
                ref.node = node;
            return node;
        }
        tagObj =
            value instanceof Map
                ? schema[identity.MAP]
                : Symbol.iterator in Object(value)
                    ? schema[identity.SEQ]
                    : schema[identity.MAP];
    }
    if (onTagObj) {
        onTagObj(tagObj);
        delete ctx.onTagObj;
    }
    const node = tagObj?.createNode
        ? tagObj.createNode(ctx.schema, value, ctx)
        : typeof tagObj?.nodeClass?.from === 'function'
            ? tagObj.nodeClass.from(ctx.schema, value, ctx)
            : new Scalar.Scalar(value);
    if (tagName)
        node.tag = tagName;
    else if (!tagObj.default)
        node.tag = tagObj.tag;
    if (ref)
        ref.node = node;
    return node;
}

exports.createNode = createNode;


/***/ }),

/***/ 9082:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1891);
var visit = __nccwpck_require__(1360);

const escapeChars = {
    '!': '%21',
    ',': '%2C',
    '[': '%5B',
    ']': '%5D',
    '{': '%7B',
    '}': '%7D'
};
const escapeTagName = (tn) => tn.replace(/[!,[\]{}]/g, ch => escapeChars[ch]);
class Directives {
    constructor(yaml, tags) {
        /**
         * The directives-end/doc-start marker `---`. If `null`, a marker may still be
         * included in the document's stringified representation.
         */
        this.docStart = null;
        /** The doc-end marker `...`.  */
        this.docEnd = false;
        this.yaml = Object.assign({}, Directives.defaultYaml, yaml);
        this.tags = Object.assign({}, Directives.defaultTags, tags);
    }
    clone() {
        const copy = new Directives(this.yaml, this.tags);
        copy.docStart = this.docStart;
        return copy;
    }
    /**
     * During parsing, get a Directives instance for the current document and
     * update the stream state according to the current version's spec.
     */
    atDocument() {
        const res = new Directives(this.yaml, this.tags);
        switch (this.yaml.version) {
            case '1.1':
                this.atNextDocument = true;
                break;
            case '1.2':
                this.atNextDocument = false;
                this.yaml = {
                    explicit: Directives.defaultYaml.explicit,
                    version: '1.2'
                };
                this.tags = Object.assign({}, Directives.defaultTags);
                break;
        }
        return res;
    }
    /**
     * @param onError - May be called even if the action was successful
     * @returns `true` on success
     */
    add(line, onError) {
        if (this.atNextDocument) {
            this.yaml = { explicit: Directives.defaultYaml.explicit, version: '1.1' };
            this.tags = Object.assign({}, Directives.defaultTags);
            this.atNextDocument = false;
        }
        const parts = line.trim().split(/[ \t]+/);
        const name = parts.shift();
        switch (name) {
            case '%TAG': {
                if (parts.length !== 2) {
                    onError(0, '%TAG directive should contain exactly two parts');
                    if (parts.length < 2)
                        return false;
                }
                const [handle, prefix] = parts;
                this.tags[handle] = prefix;
                return true;
            }
            case '%YAML': {
                this.yaml.explicit = true;
                if (parts.length !== 1) {
                    onError(0, '%YAML directive should contain exactly one part');
                    return false;
                }
                const [version] = parts;
                if (version === '1.1' || version === '1.2') {
                    this.yaml.version = version;
                    return true;
                }
                else {
                    const isValid = /^\d+\.\d+$/.test(version);
                    onError(6, `Unsupported YAML version ${version}`, isValid);
                    return false;
                }
            }
            default:
                onError(0, `Unknown directive ${name}`, true);
                return false;
        }
    }
    /**
     * Resolves a tag, matching handles to those defined in %TAG directives.
     *
     * @returns Resolved tag, which may also be the non-specific tag `'!'` or a
     *   `'!local'` tag, or `null` if unresolvable.
     */
    tagName(source, onError) {
        if (source === '!')
            return '!'; // non-specific tag
        if (source[0] !== '!') {
            onError(`Not a valid tag: ${source}`);
            return null;
        }
        if (source[1] === '<') {
            const verbatim = source.slice(2, -1);
            if (verbatim === '!' || verbatim === '!!') {
                onError(`Verbatim tags aren't resolved, so ${source} is invalid.`);
                return null;
            }
            if (source[source.length - 1] !== '>')
                onError('Verbatim tags must end with a >');
            return verbatim;
        }
        const [, handle, suffix] = source.match(/^(.*!)([^!]*)$/s);
        if (!suffix)
            onError(`The ${source} tag has no suffix`);
        const prefix = this.tags[handle];
        if (prefix) {
            try {
                return prefix + decodeURIComponent(suffix);
            }
            catch (error) {
                onError(String(error));
                return null;
            }
        }
        if (handle === '!')
            return source; // local tag
        onError(`Could not resolve tag: ${source}`);
        return null;
    }
    /**
     * Given a fully resolved tag, returns its printable string form,
     * taking into account current tag prefixes and defaults.
     */
    tagString(tag) {
        for (const [handle, prefix] of Object.entries(this.tags)) {
            if (tag.startsWith(prefix))
                return handle + escapeTagName(tag.substring(prefix.length));
        }
        return tag[0] === '!' ? tag : `!<${tag}>`;
    }
    toString(doc) {
        const lines = this.yaml.explicit
            ? [`%YAML ${this.yaml.version || '1.2'}`]
            : [];
        const tagEntries = Object.entries(this.tags);
        let tagNames;
        if (doc && tagEntries.length > 0 && identity.isNode(doc.contents)) {
            const tags = {};
            visit.visit(doc.contents, (_key, node) => {
                if (identity.isNode(node) && node.tag)
                    tags[node.tag] = true;
            });
            tagNames = Object.keys(tags);
        }
        else
            tagNames = [];
        for (const [handle, prefix] of tagEntries) {
            if (handle === '!!' && prefix === 'tag:yaml.org,2002:')
                continue;
            if (!doc || tagNames.some(tn => tn.startsWith(prefix)))
                lines.push(`%TAG ${handle} ${prefix}`);
        }
        return lines.join('\n');
    }
}
Directives.defaultYaml = { explicit: false, version: '1.2' };
Directives.defaultTags = { '!!': 'tag:yaml.org,2002:' };

exports.Directives = Directives;


/***/ }),

/***/ 7460:
/***/ ((__unused_webpack_module, exports) => {



class YAMLError extends Error {
    constructor(name, pos, code, message) {
        super();
        this.name = name;
        this.code = code;
        this.message = message;
        this.pos = pos;
    }
}
class YAMLParseError extends YAMLError {
    constructor(pos, code, message) {
        super('YAMLParseError', pos, code, message);
    }
}
class YAMLWarning extends YAMLError {
    constructor(pos, code, message) {
        super('YAMLWarning', pos, code, message);
    }
}
const prettifyError = (src, lc) => (error) => {
    if (error.pos[0] === -1)
        return;
    error.linePos = error.pos.map(pos => lc.linePos(pos));
    const { line, col } = error.linePos[0];
    error.message += ` at line ${line}, column ${col}`;
    let ci = col - 1;
    let lineStr = src
        .substring(lc.lineStarts[line - 1], lc.lineStarts[line])
        .replace(/[\n\r]+$/, '');
    // Trim to max 80 chars, keeping col position near the middle
    if (ci >= 60 && lineStr.length > 80) {
        const trimStart = Math.min(ci - 39, lineStr.length - 79);
        lineStr = '…' + lineStr.substring(trimStart);
        ci -= trimStart - 1;
    }
    if (lineStr.length > 80)
        lineStr = lineStr.substring(0, 79) + '…';
    // Include previous line in context if pointing at line start
    if (line > 1 && /^ *$/.test(lineStr.substring(0, ci))) {
        // Regexp won't match if start is trimmed
        let prev = src.substring(lc.lineStarts[line - 2], lc.lineStarts[line - 1]);
        if (prev.length > 80)
            prev = prev.substring(0, 79) + '…\n';
        lineStr = prev + lineStr;
    }
    if (/[^ ]/.test(lineStr)) {
        let count = 1;
        const end = error.linePos[1];
        if (end?.line === line && end.col > col) {
            count = Math.max(1, Math.min(end.col - col, 80 - ci));
        }
        const pointer = ' '.repeat(ci) + '^'.repeat(count);
        error.message += `:\n\n${lineStr}\n${pointer}\n`;
    }
};

exports.YAMLError = YAMLError;
exports.YAMLParseError = YAMLParseError;
exports.YAMLWarning = YAMLWarning;
exports.prettifyError = prettifyError;


/***/ }),

/***/ 3483:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {

var __webpack_unused_export__;


var composer = __nccwpck_require__(4260);
var Document = __nccwpck_require__(7977);
var Schema = __nccwpck_require__(1148);
var errors = __nccwpck_require__(7460);
var Alias = __nccwpck_require__(5525);
var identity = __nccwpck_require__(1891);
var Pair = __nccwpck_require__(5153);
var Scalar = __nccwpck_require__(4305);
var YAMLMap = __nccwpck_require__(2938);
var YAMLSeq = __nccwpck_require__(3571);
var cst = __nccwpck_require__(3921);
var lexer = __nccwpck_require__(1893);
var lineCounter = __nccwpck_require__(2808);
var parser = __nccwpck_require__(3124);
var publicApi = __nccwpck_require__(4563);
var visit = __nccwpck_require__(1360);



__webpack_unused_export__ = composer.Composer;
__webpack_unused_export__ = Document.Document;
__webpack_unused_export__ = Schema.Schema;
__webpack_unused_export__ = errors.YAMLError;
__webpack_unused_export__ = errors.YAMLParseError;
__webpack_unused_export__ = errors.YAMLWarning;
__webpack_unused_export__ = Alias.Alias;
exports.Vj = identity.isAlias;
__webpack_unused_export__ = identity.isCollection;
__webpack_unused_export__ = identity.isDocument;
exports.jh = identity.isMap;
__webpack_unused_export__ = identity.isNode;
__webpack_unused_export__ = identity.isPair;
exports.jn = identity.isScalar;
exports.oP = identity.isSeq;
__webpack_unused_export__ = Pair.Pair;
__webpack_unused_export__ = Scalar.Scalar;
__webpack_unused_export__ = YAMLMap.YAMLMap;
__webpack_unused_export__ = YAMLSeq.YAMLSeq;
__webpack_unused_export__ = cst;
__webpack_unused_export__ = lexer.Lexer;
exports.HN = lineCounter.LineCounter;
__webpack_unused_export__ = parser.Parser;
__webpack_unused_export__ = publicApi.parse;
__webpack_unused_export__ = publicApi.parseAllDocuments;
exports.Tp = publicApi.parseDocument;
__webpack_unused_export__ = publicApi.stringify;
__webpack_unused_export__ = visit.visit;
__webpack_unused_export__ = visit.visitAsync;


/***/ }),

/***/ 6669:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var node_process = __nccwpck_require__(932);

function debug(logLevel, ...messages) {
    if (logLevel === 'debug')
        console.log(...messages);
}
function warn(logLevel, warning) {
    if (logLevel === 'debug' || logLevel === 'warn') {
        if (typeof node_process.emitWarning === 'function')
            node_process.emitWarning(warning);
        else
            console.warn(warning);
    }
}

exports.debug = debug;
exports.warn = warn;


/***/ }),

/***/ 5525:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var anchors = __nccwpck_require__(7048);
var visit = __nccwpck_require__(1360);
var identity = __nccwpck_require__(1891);
var Node = __nccwpck_require__(5605);
var toJS = __nccwpck_require__(3119);

class Alias extends Node.NodeBase {
    constructor(source) {
        super(identity.ALIAS);
        this.source = source;
        Object.defineProperty(this, 'tag', {
            set() {
                throw new Error('Alias nodes cannot have tags');
            }
        });
    }
    /**
     * Resolve the value of this alias within `doc`, finding the last
     * instance of the `source` anchor before this node.
     */
    resolve(doc, ctx) {
        if (ctx?.maxAliasCount === 0)
            throw new ReferenceError('Alias resolution is disabled');
        let nodes;
        if (ctx?.aliasResolveCache) {
            nodes = ctx.aliasResolveCache;
        }
        else {
            nodes = [];
            visit.visit(doc, {
                Node: (_key, node) => {
                    if (identity.isAlias(node) || identity.hasAnchor(node))
                        nodes.push(node);
                }
            });
            if (ctx)
                ctx.aliasResolveCache = nodes;
        }
        let found = undefined;
        for (const node of nodes) {
            if (node === this)
                break;
            if (node.anchor === this.source)
                found = node;
        }
        if (found && ctx) {
            const { anchors, doc, maxAliasCount } = ctx;
            let data = anchors.get(found);
            if (!data) {
                // Resolve anchors for Node.prototype.toJS()
                toJS.toJS(found, null, ctx);
                data = anchors.get(found);
            }
            /* istanbul ignore if */
            if (data?.res === undefined) {
                const msg = 'This should not happen: Alias anchor was not resolved?';
                throw new ReferenceError(msg);
            }
            if (maxAliasCount >= 0) {
                data.count += 1;
                if (data.aliasCount === 0)
                    data.aliasCount = getAliasCount(doc, found, anchors);
                if (data.count * data.aliasCount > maxAliasCount) {
                    const msg = 'Excessive alias count indicates a resource exhaustion attack';
                    throw new ReferenceError(msg);
                }
            }
        }
        return found;
    }
    toJSON(_arg, ctx) {
        if (!ctx)
            return { source: this.source };
        const source = this.resolve(ctx.doc, ctx);
        if (!source) {
            const msg = `Unresolved alias (the anchor must be set before the alias): ${this.source}`;
            throw new ReferenceError(msg);
        }
        return ctx.anchors.get(source).res;
    }
    toString(ctx, _onComment, _onChompKeep) {
        const src = `*${this.source}`;
        if (ctx) {
            anchors.anchorIsValid(this.source);
            if (ctx.options.verifyAliasOrder && !ctx.anchors.has(this.source)) {
                const msg = `Unresolved alias (the anchor must be set before the alias): ${this.source}`;
                throw new Error(msg);
            }
            if (ctx.implicitKey)
                return `${src} `;
        }
        return src;
    }
}
function getAliasCount(doc, node, anchors) {
    if (identity.isAlias(node)) {
        const source = node.resolve(doc);
        const anchor = anchors && source && anchors.get(source);
        return anchor ? anchor.count * anchor.aliasCount : 0;
    }
    else if (identity.isCollection(node)) {
        let count = 0;
        for (const item of node.items) {
            const c = getAliasCount(doc, item, anchors);
            if (c > count)
                count = c;
        }
        return count;
    }
    else if (identity.isPair(node)) {
        const kc = getAliasCount(doc, node.key, anchors);
        const vc = getAliasCount(doc, node.value, anchors);
        return Math.max(kc, vc);
    }
    return 1;
}

exports.Alias = Alias;


/***/ }),

/***/ 1633:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var createNode = __nccwpck_require__(7616);
var identity = __nccwpck_require__(1891);
var Node = __nccwpck_require__(5605);

function collectionFromPath(schema, path, value) {
    let v = value;
    for (let i = path.length - 1; i >= 0; --i) {
        const k = path[i];
        if (typeof k === 'number' && Number.isInteger(k) && k >= 0) {
            const a = [];
            a[k] = v;
            v = a;
        }
        else {
            v = new Map([[k, v]]);
        }
    }
    return createNode.createNode(v, undefined, {
        aliasDuplicateObjects: false,
        keepUndefined: false,
        onAnchor: () => {
            throw new Error('This should not happen, please report a bug.');
        },
        schema,
        sourceObjects: new Map()
    });
}
// Type guard is intentionally a little wrong so as to be more useful,
// as it does not cover untypable empty non-string iterables (e.g. []).
const isEmptyPath = (path) => path == null ||
    (typeof path === 'object' && !!path[Symbol.iterator]().next().done);
class Collection extends Node.NodeBase {
    constructor(type, schema) {
        super(type);
        Object.defineProperty(this, 'schema', {
            value: schema,
            configurable: true,
            enumerable: false,
            writable: true
        });
    }
    /**
     * Create a copy of this collection.
     *
     * @param schema - If defined, overwrites the original's schema
     */
    clone(schema) {
        const copy = Object.create(Object.getPrototypeOf(this), Object.getOwnPropertyDescriptors(this));
        if (schema)
            copy.schema = schema;
        copy.items = copy.items.map(it => identity.isNode(it) || identity.isPair(it) ? it.clone(schema) : it);
        if (this.range)
            copy.range = this.range.slice();
        return copy;
    }
    /**
     * Adds a value to the collection. For `!!map` and `!!omap` the value must
     * be a Pair instance or a `{ key, value }` object, which may not have a key
     * that already exists in the map.
     */
    addIn(path, value) {
        if (isEmptyPath(path))
            this.add(value);
        else {
            const [key, ...rest] = path;
            const node = this.get(key, true);
            if (identity.isCollection(node))
                node.addIn(rest, value);
            else if (node === undefined && this.schema)
                this.set(key, collectionFromPath(this.schema, rest, value));
            else
                throw new Error(`Expected YAML collection at ${key}. Remaining path: ${rest}`);
        }
    }
    /**
     * Removes a value from the collection.
     * @returns `true` if the item was found and removed.
     */
    deleteIn(path) {
        const [key, ...rest] = path;
        if (rest.length === 0)
            return this.delete(key);
        const node = this.get(key, true);
        if (identity.isCollection(node))
            return node.deleteIn(rest);
        else
            throw new Error(`Expected YAML collection at ${key}. Remaining path: ${rest}`);
    }
    /**
     * Returns item at `key`, or `undefined` if not found. By default unwraps
     * scalar values from their surrounding node; to disable set `keepScalar` to
     * `true` (collections are always returned intact).
     */
    getIn(path, keepScalar) {
        const [key, ...rest] = path;
        const node = this.get(key, true);
        if (rest.length === 0)
            return !keepScalar && identity.isScalar(node) ? node.value : node;
        else
            return identity.isCollection(node) ? node.getIn(rest, keepScalar) : undefined;
    }
    hasAllNullValues(allowScalar) {
        return this.items.every(node => {
            if (!identity.isPair(node))
                return false;
            const n = node.value;
            return (n == null ||
                (allowScalar &&
                    identity.isScalar(n) &&
                    n.value == null &&
                    !n.commentBefore &&
                    !n.comment &&
                    !n.tag));
        });
    }
    /**
     * Checks if the collection includes a value with the key `key`.
     */
    hasIn(path) {
        const [key, ...rest] = path;
        if (rest.length === 0)
            return this.has(key);
        const node = this.get(key, true);
        return identity.isCollection(node) ? node.hasIn(rest) : false;
    }
    /**
     * Sets a value in this collection. For `!!set`, `value` needs to be a
     * boolean to add/remove the item from the set.
     */
    setIn(path, value) {
        const [key, ...rest] = path;
        if (rest.length === 0) {
            this.set(key, value);
        }
        else {
            const node = this.get(key, true);
            if (identity.isCollection(node))
                node.setIn(rest, value);
            else if (node === undefined && this.schema)
                this.set(key, collectionFromPath(this.schema, rest, value));
            else
                throw new Error(`Expected YAML collection at ${key}. Remaining path: ${rest}`);
        }
    }
}

exports.Collection = Collection;
exports.collectionFromPath = collectionFromPath;
exports.isEmptyPath = isEmptyPath;


/***/ }),

/***/ 5605:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var applyReviver = __nccwpck_require__(7817);
var identity = __nccwpck_require__(1891);
var toJS = __nccwpck_require__(3119);

class NodeBase {
    constructor(type) {
        Object.defineProperty(this, identity.NODE_TYPE, { value: type });
    }
    /** Create a copy of this node.  */
    clone() {
        const copy = Object.create(Object.getPrototypeOf(this), Object.getOwnPropertyDescriptors(this));
        if (this.range)
            copy.range = this.range.slice();
        return copy;
    }
    /** A plain JavaScript representation of this node. */
    toJS(doc, { mapAsMap, maxAliasCount, onAnchor, reviver } = {}) {
        if (!identity.isDocument(doc))
            throw new TypeError('A document argument is required');
        const ctx = {
            anchors: new Map(),
            doc,
            keep: true,
            mapAsMap: mapAsMap === true,
            mapKeyWarned: false,
            maxAliasCount: typeof maxAliasCount === 'number' ? maxAliasCount : 100
        };
        const res = toJS.toJS(this, '', ctx);
        if (typeof onAnchor === 'function')
            for (const { count, res } of ctx.anchors.values())
                onAnchor(res, count);
        return typeof reviver === 'function'
            ? applyReviver.applyReviver(reviver, { '': res }, '', res)
            : res;
    }
}

exports.NodeBase = NodeBase;


/***/ }),

/***/ 5153:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var createNode = __nccwpck_require__(7616);
var stringifyPair = __nccwpck_require__(9392);
var addPairToJSMap = __nccwpck_require__(1308);
var identity = __nccwpck_require__(1891);

function createPair(key, value, ctx) {
    const k = createNode.createNode(key, undefined, ctx);
    const v = createNode.createNode(value, undefined, ctx);
    return new Pair(k, v);
}
class Pair {
    constructor(key, value = null) {
        Object.defineProperty(this, identity.NODE_TYPE, { value: identity.PAIR });
        this.key = key;
        this.value = value;
    }
    clone(schema) {
        let { key, value } = this;
        if (identity.isNode(key))
            key = key.clone(schema);
        if (identity.isNode(value))
            value = value.clone(schema);
        return new Pair(key, value);
    }
    toJSON(_, ctx) {
        const pair = ctx?.mapAsMap ? new Map() : {};
        return addPairToJSMap.addPairToJSMap(ctx, pair, this);
    }
    toString(ctx, onComment, onChompKeep) {
        return ctx?.doc
            ? stringifyPair.stringifyPair(this, ctx, onComment, onChompKeep)
            : JSON.stringify(this);
    }
}

exports.Pair = Pair;
exports.createPair = createPair;


/***/ }),

/***/ 4305:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1891);
var Node = __nccwpck_require__(5605);
var toJS = __nccwpck_require__(3119);

const isScalarValue = (value) => !value || (typeof value !== 'function' && typeof value !== 'object');
class Scalar extends Node.NodeBase {
    constructor(value) {
        super(identity.SCALAR);
        this.value = value;
    }
    toJSON(arg, ctx) {
        return ctx?.keep ? this.value : toJS.toJS(this.value, arg, ctx);
    }
    toString() {
        return String(this.value);
    }
}
Scalar.BLOCK_FOLDED = 'BLOCK_FOLDED';
Scalar.BLOCK_LITERAL = 'BLOCK_LITERAL';
Scalar.PLAIN = 'PLAIN';
Scalar.QUOTE_DOUBLE = 'QUOTE_DOUBLE';
Scalar.QUOTE_SINGLE = 'QUOTE_SINGLE';

exports.Scalar = Scalar;
exports.isScalarValue = isScalarValue;


/***/ }),

/***/ 2938:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var stringifyCollection = __nccwpck_require__(3008);
var addPairToJSMap = __nccwpck_require__(1308);
var Collection = __nccwpck_require__(1633);
var identity = __nccwpck_require__(1891);
var Pair = __nccwpck_require__(5153);
var Scalar = __nccwpck_require__(4305);

function findPair(items, key) {
    const k = identity.isScalar(key) ? key.value : key;
    for (const it of items) {
        if (identity.isPair(it)) {
            if (it.key === key || it.key === k)
                return it;
            if (identity.isScalar(it.key) && it.key.value === k)
                return it;
        }
    }
    return undefined;
}
class YAMLMap extends Collection.Collection {
    static get tagName() {
        return 'tag:yaml.org,2002:map';
    }
    constructor(schema) {
        super(identity.MAP, schema);
        this.items = [];
    }
    /**
     * A generic collection parsing method that can be extended
     * to other node classes that inherit from YAMLMap
     */
    static from(schema, obj, ctx) {
        const { keepUndefined, replacer } = ctx;
        const map = new this(schema);
        const add = (key, value) => {
            if (typeof replacer === 'function')
                value = replacer.call(obj, key, value);
            else if (Array.isArray(replacer) && !replacer.includes(key))
                return;
            if (value !== undefined || keepUndefined)
                map.items.push(Pair.createPair(key, value, ctx));
        };
        if (obj instanceof Map) {
            for (const [key, value] of obj)
                add(key, value);
        }
        else if (obj && typeof obj === 'object') {
            for (const key of Object.keys(obj))
                add(key, obj[key]);
        }
        if (typeof schema.sortMapEntries === 'function') {
            map.items.sort(schema.sortMapEntries);
        }
        return map;
    }
    /**
     * Adds a value to the collection.
     *
     * @param overwrite - If not set `true`, using a key that is already in the
     *   collection will throw. Otherwise, overwrites the previous value.
     */
    add(pair, overwrite) {
        let _pair;
        if (identity.isPair(pair))
            _pair = pair;
        else if (!pair || typeof pair !== 'object' || !('key' in pair)) {
            // In TypeScript, this never happens.
            _pair = new Pair.Pair(pair, pair?.value);
        }
        else
            _pair = new Pair.Pair(pair.key, pair.value);
        const prev = findPair(this.items, _pair.key);
        const sortEntries = this.schema?.sortMapEntries;
        if (prev) {
            if (!overwrite)
                throw new Error(`Key ${_pair.key} already set`);
            // For scalars, keep the old node & its comments and anchors
            if (identity.isScalar(prev.value) && Scalar.isScalarValue(_pair.value))
                prev.value.value = _pair.value;
            else
                prev.value = _pair.value;
        }
        else if (sortEntries) {
            const i = this.items.findIndex(item => sortEntries(_pair, item) < 0);
            if (i === -1)
                this.items.push(_pair);
            else
                this.items.splice(i, 0, _pair);
        }
        else {
            this.items.push(_pair);
        }
    }
    delete(key) {
        const it = findPair(this.items, key);
        if (!it)
            return false;
        const del = this.items.splice(this.items.indexOf(it), 1);
        return del.length > 0;
    }
    get(key, keepScalar) {
        const it = findPair(this.items, key);
        const node = it?.value;
        return (!keepScalar && identity.isScalar(node) ? node.value : node) ?? undefined;
    }
    has(key) {
        return !!findPair(this.items, key);
    }
    set(key, value) {
        this.add(new Pair.Pair(key, value), true);
    }
    /**
     * @param ctx - Conversion context, originally set in Document#toJS()
     * @param {Class} Type - If set, forces the returned collection type
     * @returns Instance of Type, Map, or Object
     */
    toJSON(_, ctx, Type) {
        const map = Type ? new Type() : ctx?.mapAsMap ? new Map() : {};
        if (ctx?.onCreate)
            ctx.onCreate(map);
        for (const item of this.items)
            addPairToJSMap.addPairToJSMap(ctx, map, item);
        return map;
    }
    toString(ctx, onComment, onChompKeep) {
        if (!ctx)
            return JSON.stringify(this);
        for (const item of this.items) {
            if (!identity.isPair(item))
                throw new Error(`Map items must all be pairs; found ${JSON.stringify(item)} instead`);
        }
        if (!ctx.allNullValues && this.hasAllNullValues(false))
            ctx = Object.assign({}, ctx, { allNullValues: true });
        return stringifyCollection.stringifyCollection(this, ctx, {
            blockItemPrefix: '',
            flowChars: { start: '{', end: '}' },
            itemIndent: ctx.indent || '',
            onChompKeep,
            onComment
        });
    }
}

exports.YAMLMap = YAMLMap;
exports.findPair = findPair;


/***/ }),

/***/ 3571:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var createNode = __nccwpck_require__(7616);
var stringifyCollection = __nccwpck_require__(3008);
var Collection = __nccwpck_require__(1633);
var identity = __nccwpck_require__(1891);
var Scalar = __nccwpck_require__(4305);
var toJS = __nccwpck_require__(3119);

class YAMLSeq extends Collection.Collection {
    static get tagName() {
        return 'tag:yaml.org,2002:seq';
    }
    constructor(schema) {
        super(identity.SEQ, schema);
        this.items = [];
    }
    add(value) {
        this.items.push(value);
    }
    /**
     * Removes a value from the collection.
     *
     * `key` must contain a representation of an integer for this to succeed.
     * It may be wrapped in a `Scalar`.
     *
     * @returns `true` if the item was found and removed.
     */
    delete(key) {
        const idx = asItemIndex(key);
        if (typeof idx !== 'number')
            return false;
        const del = this.items.splice(idx, 1);
        return del.length > 0;
    }
    get(key, keepScalar) {
        const idx = asItemIndex(key);
        if (typeof idx !== 'number')
            return undefined;
        const it = this.items[idx];
        return !keepScalar && identity.isScalar(it) ? it.value : it;
    }
    /**
     * Checks if the collection includes a value with the key `key`.
     *
     * `key` must contain a representation of an integer for this to succeed.
     * It may be wrapped in a `Scalar`.
     */
    has(key) {
        const idx = asItemIndex(key);
        return typeof idx === 'number' && idx < this.items.length;
    }
    /**
     * Sets a value in this collection. For `!!set`, `value` needs to be a
     * boolean to add/remove the item from the set.
     *
     * If `key` does not contain a representation of an integer, this will throw.
     * It may be wrapped in a `Scalar`.
     */
    set(key, value) {
        const idx = asItemIndex(key);
        if (typeof idx !== 'number')
            throw new Error(`Expected a valid index, not ${key}.`);
        const prev = this.items[idx];
        if (identity.isScalar(prev) && Scalar.isScalarValue(value))
            prev.value = value;
        else
            this.items[idx] = value;
    }
    toJSON(_, ctx) {
        const seq = [];
        if (ctx?.onCreate)
            ctx.onCreate(seq);
        let i = 0;
        for (const item of this.items)
            seq.push(toJS.toJS(item, String(i++), ctx));
        return seq;
    }
    toString(ctx, onComment, onChompKeep) {
        if (!ctx)
            return JSON.stringify(this);
        return stringifyCollection.stringifyCollection(this, ctx, {
            blockItemPrefix: '- ',
            flowChars: { start: '[', end: ']' },
            itemIndent: (ctx.indent || '') + '  ',
            onChompKeep,
            onComment
        });
    }
    static from(schema, obj, ctx) {
        const { replacer } = ctx;
        const seq = new this(schema);
        if (obj && Symbol.iterator in Object(obj)) {
            let i = 0;
            for (let it of obj) {
                if (typeof replacer === 'function') {
                    const key = obj instanceof Set ? it : String(i++);
                    it = replacer.call(obj, key, it);
                }
                seq.items.push(createNode.createNode(it, undefined, ctx));
            }
        }
        return seq;
    }
}
function asItemIndex(key) {
    let idx = identity.isScalar(key) ? key.value : key;
    if (idx && typeof idx === 'string')
        idx = Number(idx);
    return typeof idx === 'number' && Number.isInteger(idx) && idx >= 0
        ? idx
        : null;
}

exports.YAMLSeq = YAMLSeq;


/***/ }),

/***/ 1308:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var log = __nccwpck_require__(6669);
var merge = __nccwpck_require__(4376);
var stringify = __nccwpck_require__(3376);
var identity = __nccwpck_require__(1891);
var toJS = __nccwpck_require__(3119);

function addPairToJSMap(ctx, map, { key, value }) {
    if (identity.isNode(key) && key.addToJSMap)
        key.addToJSMap(ctx, map, value);
    // TODO: Should drop this special case for bare << handling
    else if (merge.isMergeKey(ctx, key))
        merge.addMergeToJSMap(ctx, map, value);
    else {
        const jsKey = toJS.toJS(key, '', ctx);
        if (map instanceof Map) {
            map.set(jsKey, toJS.toJS(value, jsKey, ctx));
        }
        else if (map instanceof Set) {
            map.add(jsKey);
        }
        else {
            const stringKey = stringifyKey(key, jsKey, ctx);
            const jsValue = toJS.toJS(value, stringKey, ctx);
            if (stringKey in map)
                Object.defineProperty(map, stringKey, {
                    value: jsValue,
                    writable: true,
                    enumerable: true,
                    configurable: true
                });
            else
                map[stringKey] = jsValue;
        }
    }
    return map;
}
function stringifyKey(key, jsKey, ctx) {
    if (jsKey === null)
        return '';
    // eslint-disable-next-line @typescript-eslint/no-base-to-string
    if (typeof jsKey !== 'object')
        return String(jsKey);
    if (identity.isNode(key) && ctx?.doc) {
        const strCtx = stringify.createStringifyContext(ctx.doc, {});
        strCtx.anchors = new Set();
        for (const node of ctx.anchors.keys())
            strCtx.anchors.add(node.anchor);
        strCtx.inFlow = true;
        strCtx.inStringifyKey = true;
        const strKey = key.toString(strCtx);
        if (!ctx.mapKeyWarned) {
            let jsonStr = JSON.stringify(strKey);
            if (jsonStr.length > 40)
                jsonStr = jsonStr.substring(0, 36) + '..."';
            log.warn(ctx.doc.options.logLevel, `Keys with collection values will be stringified due to JS Object restrictions: ${jsonStr}. Set mapAsMap: true to use object keys.`);
            ctx.mapKeyWarned = true;
        }
        return strKey;
    }
    return JSON.stringify(jsKey);
}

exports.addPairToJSMap = addPairToJSMap;


/***/ }),

/***/ 1891:
/***/ ((__unused_webpack_module, exports) => {



const ALIAS = Symbol.for('yaml.alias');
const DOC = Symbol.for('yaml.document');
const MAP = Symbol.for('yaml.map');
const PAIR = Symbol.for('yaml.pair');
const SCALAR = Symbol.for('yaml.scalar');
const SEQ = Symbol.for('yaml.seq');
const NODE_TYPE = Symbol.for('yaml.node.type');
const isAlias = (node) => !!node && typeof node === 'object' && node[NODE_TYPE] === ALIAS;
const isDocument = (node) => !!node && typeof node === 'object' && node[NODE_TYPE] === DOC;
const isMap = (node) => !!node && typeof node === 'object' && node[NODE_TYPE] === MAP;
const isPair = (node) => !!node && typeof node === 'object' && node[NODE_TYPE] === PAIR;
const isScalar = (node) => !!node && typeof node === 'object' && node[NODE_TYPE] === SCALAR;
const isSeq = (node) => !!node && typeof node === 'object' && node[NODE_TYPE] === SEQ;
function isCollection(node) {
    if (node && typeof node === 'object')
        switch (node[NODE_TYPE]) {
            case MAP:
            case SEQ:
                return true;
        }
    return false;
}
function isNode(node) {
    if (node && typeof node === 'object')
        switch (node[NODE_TYPE]) {
            case ALIAS:
            case MAP:
            case SCALAR:
            case SEQ:
                return true;
        }
    return false;
}
const hasAnchor = (node) => (isScalar(node) || isCollection(node)) && !!node.anchor;

exports.ALIAS = ALIAS;
exports.DOC = DOC;
exports.MAP = MAP;
exports.NODE_TYPE = NODE_TYPE;
exports.PAIR = PAIR;
exports.SCALAR = SCALAR;
exports.SEQ = SEQ;
exports.hasAnchor = hasAnchor;
exports.isAlias = isAlias;
exports.isCollection = isCollection;
exports.isDocument = isDocument;
exports.isMap = isMap;
exports.isNode = isNode;
exports.isPair = isPair;
exports.isScalar = isScalar;
exports.isSeq = isSeq;


/***/ }),

/***/ 3119:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1891);

/**
 * Recursively convert any node or its contents to native JavaScript
 *
 * @param value - The input value
 * @param arg - If `value` defines a `toJSON()` method, use this
 *   as its first argument
 * @param ctx - Conversion context, originally set in Document#toJS(). If
 *   `{ keep: true }` is not set, output should be suitable for JSON
 *   stringification.
 */
function toJS(value, arg, ctx) {
    // eslint-disable-next-line @typescript-eslint/no-unsafe-return
    if (Array.isArray(value))
        return value.map((v, i) => toJS(v, String(i), ctx));
    if (value && typeof value.toJSON === 'function') {
        // eslint-disable-next-line @typescript-eslint/no-unsafe-call
        if (!ctx || !identity.hasAnchor(value))
            return value.toJSON(arg, ctx);
        const data = { aliasCount: 0, count: 1, res: undefined };
        ctx.anchors.set(value, data);
        ctx.onCreate = res => {
            data.res = res;
            delete ctx.onCreate;
        };
        const res = value.toJSON(arg, ctx);
        if (ctx.onCreate)
            ctx.onCreate(res);
        return res;
    }
    if (typeof value === 'bigint' && !ctx?.keep)
        return Number(value);
    return value;
}

exports.toJS = toJS;


/***/ }),

/***/ 6242:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var resolveBlockScalar = __nccwpck_require__(293);
var resolveFlowScalar = __nccwpck_require__(7686);
var errors = __nccwpck_require__(7460);
var stringifyString = __nccwpck_require__(3665);

function resolveAsScalar(token, strict = true, onError) {
    if (token) {
        const _onError = (pos, code, message) => {
            const offset = typeof pos === 'number' ? pos : Array.isArray(pos) ? pos[0] : pos.offset;
            if (onError)
                onError(offset, code, message);
            else
                throw new errors.YAMLParseError([offset, offset + 1], code, message);
        };
        switch (token.type) {
            case 'scalar':
            case 'single-quoted-scalar':
            case 'double-quoted-scalar':
                return resolveFlowScalar.resolveFlowScalar(token, strict, _onError);
            case 'block-scalar':
                return resolveBlockScalar.resolveBlockScalar({ options: { strict } }, token, _onError);
        }
    }
    return null;
}
/**
 * Create a new scalar token with `value`
 *
 * Values that represent an actual string but may be parsed as a different type should use a `type` other than `'PLAIN'`,
 * as this function does not support any schema operations and won't check for such conflicts.
 *
 * @param value The string representation of the value, which will have its content properly indented.
 * @param context.end Comments and whitespace after the end of the value, or after the block scalar header. If undefined, a newline will be added.
 * @param context.implicitKey Being within an implicit key may affect the resolved type of the token's value.
 * @param context.indent The indent level of the token.
 * @param context.inFlow Is this scalar within a flow collection? This may affect the resolved type of the token's value.
 * @param context.offset The offset position of the token.
 * @param context.type The preferred type of the scalar token. If undefined, the previous type of the `token` will be used, defaulting to `'PLAIN'`.
 */
function createScalarToken(value, context) {
    const { implicitKey = false, indent, inFlow = false, offset = -1, type = 'PLAIN' } = context;
    const source = stringifyString.stringifyString({ type, value }, {
        implicitKey,
        indent: indent > 0 ? ' '.repeat(indent) : '',
        inFlow,
        options: { blockQuote: true, lineWidth: -1 }
    });
    const end = context.end ?? [
        { type: 'newline', offset: -1, indent, source: '\n' }
    ];
    switch (source[0]) {
        case '|':
        case '>': {
            const he = source.indexOf('\n');
            const head = source.substring(0, he);
            const body = source.substring(he + 1) + '\n';
            const props = [
                { type: 'block-scalar-header', offset, indent, source: head }
            ];
            if (!addEndtoBlockProps(props, end))
                props.push({ type: 'newline', offset: -1, indent, source: '\n' });
            return { type: 'block-scalar', offset, indent, props, source: body };
        }
        case '"':
            return { type: 'double-quoted-scalar', offset, indent, source, end };
        case "'":
            return { type: 'single-quoted-scalar', offset, indent, source, end };
        default:
            return { type: 'scalar', offset, indent, source, end };
    }
}
/**
 * Set the value of `token` to the given string `value`, overwriting any previous contents and type that it may have.
 *
 * Best efforts are made to retain any comments previously associated with the `token`,
 * though all contents within a collection's `items` will be overwritten.
 *
 * Values that represent an actual string but may be parsed as a different type should use a `type` other than `'PLAIN'`,
 * as this function does not support any schema operations and won't check for such conflicts.
 *
 * @param token Any token. If it does not include an `indent` value, the value will be stringified as if it were an implicit key.
 * @param value The string representation of the value, which will have its content properly indented.
 * @param context.afterKey In most cases, values after a key should have an additional level of indentation.
 * @param context.implicitKey Being within an implicit key may affect the resolved type of the token's value.
 * @param context.inFlow Being within a flow collection may affect the resolved type of the token's value.
 * @param context.type The preferred type of the scalar token. If undefined, the previous type of the `token` will be used, defaulting to `'PLAIN'`.
 */
function setScalarValue(token, value, context = {}) {
    let { afterKey = false, implicitKey = false, inFlow = false, type } = context;
    let indent = 'indent' in token ? token.indent : null;
    if (afterKey && typeof indent === 'number')
        indent += 2;
    if (!type)
        switch (token.type) {
            case 'single-quoted-scalar':
                type = 'QUOTE_SINGLE';
                break;
            case 'double-quoted-scalar':
                type = 'QUOTE_DOUBLE';
                break;
            case 'block-scalar': {
                const header = token.props[0];
                if (header.type !== 'block-scalar-header')
                    throw new Error('Invalid block scalar header');
                type = header.source[0] === '>' ? 'BLOCK_FOLDED' : 'BLOCK_LITERAL';
                break;
            }
            default:
                type = 'PLAIN';
        }
    const source = stringifyString.stringifyString({ type, value }, {
        implicitKey: implicitKey || indent === null,
        indent: indent !== null && indent > 0 ? ' '.repeat(indent) : '',
        inFlow,
        options: { blockQuote: true, lineWidth: -1 }
    });
    switch (source[0]) {
        case '|':
        case '>':
            setBlockScalarValue(token, source);
            break;
        case '"':
            setFlowScalarValue(token, source, 'double-quoted-scalar');
            break;
        case "'":
            setFlowScalarValue(token, source, 'single-quoted-scalar');
            break;
        default:
            setFlowScalarValue(token, source, 'scalar');
    }
}
function setBlockScalarValue(token, source) {
    const he = source.indexOf('\n');
    const head = source.substring(0, he);
    const body = source.substring(he + 1) + '\n';
    if (token.type === 'block-scalar') {
        const header = token.props[0];
        if (header.type !== 'block-scalar-header')
            throw new Error('Invalid block scalar header');
        header.source = head;
        token.source = body;
    }
    else {
        const { offset } = token;
        const indent = 'indent' in token ? token.indent : -1;
        const props = [
            { type: 'block-scalar-header', offset, indent, source: head }
        ];
        if (!addEndtoBlockProps(props, 'end' in token ? token.end : undefined))
            props.push({ type: 'newline', offset: -1, indent, source: '\n' });
        for (const key of Object.keys(token))
            if (key !== 'type' && key !== 'offset')
                delete token[key];
        Object.assign(token, { type: 'block-scalar', indent, props, source: body });
    }
}
/** @returns `true` if last token is a newline */
function addEndtoBlockProps(props, end) {
    if (end)
        for (const st of end)
            switch (st.type) {
                case 'space':
                case 'comment':
                    props.push(st);
                    break;
                case 'newline':
                    props.push(st);
                    return true;
            }
    return false;
}
function setFlowScalarValue(token, source, type) {
    switch (token.type) {
        case 'scalar':
        case 'double-quoted-scalar':
        case 'single-quoted-scalar':
            token.type = type;
            token.source = source;
            break;
        case 'block-scalar': {
            const end = token.props.slice(1);
            let oa = source.length;
            if (token.props[0].type === 'block-scalar-header')
                oa -= token.props[0].source.length;
            for (const tok of end)
                tok.offset += oa;
            delete token.props;
            Object.assign(token, { type, source, end });
            break;
        }
        case 'block-map':
        case 'block-seq': {
            const offset = token.offset + source.length;
            const nl = { type: 'newline', offset, indent: token.indent, source: '\n' };
            delete token.items;
            Object.assign(token, { type, source, end: [nl] });
            break;
        }
        default: {
            const indent = 'indent' in token ? token.indent : -1;
            const end = 'end' in token && Array.isArray(token.end)
                ? token.end.filter(st => st.type === 'space' ||
                    st.type === 'comment' ||
                    st.type === 'newline')
                : [];
            for (const key of Object.keys(token))
                if (key !== 'type' && key !== 'offset')
                    delete token[key];
            Object.assign(token, { type, indent, source, end });
        }
    }
}

exports.createScalarToken = createScalarToken;
exports.resolveAsScalar = resolveAsScalar;
exports.setScalarValue = setScalarValue;


/***/ }),

/***/ 2393:
/***/ ((__unused_webpack_module, exports) => {



/**
 * Stringify a CST document, token, or collection item
 *
 * Fair warning: This applies no validation whatsoever, and
 * simply concatenates the sources in their logical order.
 */
const stringify = (cst) => 'type' in cst ? stringifyToken(cst) : stringifyItem(cst);
function stringifyToken(token) {
    switch (token.type) {
        case 'block-scalar': {
            let res = '';
            for (const tok of token.props)
                res += stringifyToken(tok);
            return res + token.source;
        }
        case 'block-map':
        case 'block-seq': {
            let res = '';
            for (const item of token.items)
                res += stringifyItem(item);
            return res;
        }
        case 'flow-collection': {
            let res = token.start.source;
            for (const item of token.items)
                res += stringifyItem(item);
            for (const st of token.end)
                res += st.source;
            return res;
        }
        case 'document': {
            let res = stringifyItem(token);
            if (token.end)
                for (const st of token.end)
                    res += st.source;
            return res;
        }
        default: {
            let res = token.source;
            if ('end' in token && token.end)
                for (const st of token.end)
                    res += st.source;
            return res;
        }
    }
}
function stringifyItem({ start, key, sep, value }) {
    let res = '';
    for (const st of start)
        res += st.source;
    if (key)
        res += stringifyToken(key);
    if (sep)
        for (const st of sep)
            res += st.source;
    if (value)
        res += stringifyToken(value);
    return res;
}

exports.stringify = stringify;


/***/ }),

/***/ 5207:
/***/ ((__unused_webpack_module, exports) => {



const BREAK = Symbol('break visit');
const SKIP = Symbol('skip children');
const REMOVE = Symbol('remove item');
/**
 * Apply a visitor to a CST document or item.
 *
 * Walks through the tree (depth-first) starting from the root, calling a
 * `visitor` function with two arguments when entering each item:
 *   - `item`: The current item, which included the following members:
 *     - `start: SourceToken[]` – Source tokens before the key or value,
 *       possibly including its anchor or tag.
 *     - `key?: Token | null` – Set for pair values. May then be `null`, if
 *       the key before the `:` separator is empty.
 *     - `sep?: SourceToken[]` – Source tokens between the key and the value,
 *       which should include the `:` map value indicator if `value` is set.
 *     - `value?: Token` – The value of a sequence item, or of a map pair.
 *   - `path`: The steps from the root to the current node, as an array of
 *     `['key' | 'value', number]` tuples.
 *
 * The return value of the visitor may be used to control the traversal:
 *   - `undefined` (default): Do nothing and continue
 *   - `visit.SKIP`: Do not visit the children of this token, continue with
 *      next sibling
 *   - `visit.BREAK`: Terminate traversal completely
 *   - `visit.REMOVE`: Remove the current item, then continue with the next one
 *   - `number`: Set the index of the next step. This is useful especially if
 *     the index of the current token has changed.
 *   - `function`: Define the next visitor for this item. After the original
 *     visitor is called on item entry, next visitors are called after handling
 *     a non-empty `key` and when exiting the item.
 */
function visit(cst, visitor) {
    if ('type' in cst && cst.type === 'document')
        cst = { start: cst.start, value: cst.value };
    _visit(Object.freeze([]), cst, visitor);
}
// Without the `as symbol` casts, TS declares these in the `visit`
// namespace using `var`, but then complains about that because
// `unique symbol` must be `const`.
/** Terminate visit traversal completely */
visit.BREAK = BREAK;
/** Do not visit the children of the current item */
visit.SKIP = SKIP;
/** Remove the current item */
visit.REMOVE = REMOVE;
/** Find the item at `path` from `cst` as the root */
visit.itemAtPath = (cst, path) => {
    let item = cst;
    for (const [field, index] of path) {
        const tok = item?.[field];
        if (tok && 'items' in tok) {
            item = tok.items[index];
        }
        else
            return undefined;
    }
    return item;
};
/**
 * Get the immediate parent collection of the item at `path` from `cst` as the root.
 *
 * Throws an error if the collection is not found, which should never happen if the item itself exists.
 */
visit.parentCollection = (cst, path) => {
    const parent = visit.itemAtPath(cst, path.slice(0, -1));
    const field = path[path.length - 1][0];
    const coll = parent?.[field];
    if (coll && 'items' in coll)
        return coll;
    throw new Error('Parent collection not found');
};
function _visit(path, item, visitor) {
    let ctrl = visitor(item, path);
    if (typeof ctrl === 'symbol')
        return ctrl;
    for (const field of ['key', 'value']) {
        const token = item[field];
        if (token && 'items' in token) {
            for (let i = 0; i < token.items.length; ++i) {
                const ci = _visit(Object.freeze(path.concat([[field, i]])), token.items[i], visitor);
                if (typeof ci === 'number')
                    i = ci - 1;
                else if (ci === BREAK)
                    return BREAK;
                else if (ci === REMOVE) {
                    token.items.splice(i, 1);
                    i -= 1;
                }
            }
            if (typeof ctrl === 'function' && field === 'key')
                ctrl = ctrl(item, path);
        }
    }
    return typeof ctrl === 'function' ? ctrl(item, path) : ctrl;
}

exports.visit = visit;


/***/ }),

/***/ 3921:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var cstScalar = __nccwpck_require__(6242);
var cstStringify = __nccwpck_require__(2393);
var cstVisit = __nccwpck_require__(5207);

/** The byte order mark */
const BOM = '\u{FEFF}';
/** Start of doc-mode */
const DOCUMENT = '\x02'; // C0: Start of Text
/** Unexpected end of flow-mode */
const FLOW_END = '\x18'; // C0: Cancel
/** Next token is a scalar value */
const SCALAR = '\x1f'; // C0: Unit Separator
/** @returns `true` if `token` is a flow or block collection */
const isCollection = (token) => !!token && 'items' in token;
/** @returns `true` if `token` is a flow or block scalar; not an alias */
const isScalar = (token) => !!token &&
    (token.type === 'scalar' ||
        token.type === 'single-quoted-scalar' ||
        token.type === 'double-quoted-scalar' ||
        token.type === 'block-scalar');
/* istanbul ignore next */
/** Get a printable representation of a lexer token */
function prettyToken(token) {
    switch (token) {
        case BOM:
            return '<BOM>';
        case DOCUMENT:
            return '<DOC>';
        case FLOW_END:
            return '<FLOW_END>';
        case SCALAR:
            return '<SCALAR>';
        default:
            return JSON.stringify(token);
    }
}
/** Identify the type of a lexer token. May return `null` for unknown tokens. */
function tokenType(source) {
    switch (source) {
        case BOM:
            return 'byte-order-mark';
        case DOCUMENT:
            return 'doc-mode';
        case FLOW_END:
            return 'flow-error-end';
        case SCALAR:
            return 'scalar';
        case '---':
            return 'doc-start';
        case '...':
            return 'doc-end';
        case '':
        case '\n':
        case '\r\n':
            return 'newline';
        case '-':
            return 'seq-item-ind';
        case '?':
            return 'explicit-key-ind';
        case ':':
            return 'map-value-ind';
        case '{':
            return 'flow-map-start';
        case '}':
            return 'flow-map-end';
        case '[':
            return 'flow-seq-start';
        case ']':
            return 'flow-seq-end';
        case ',':
            return 'comma';
    }
    switch (source[0]) {
        case ' ':
        case '\t':
            return 'space';
        case '#':
            return 'comment';
        case '%':
            return 'directive-line';
        case '*':
            return 'alias';
        case '&':
            return 'anchor';
        case '!':
            return 'tag';
        case "'":
            return 'single-quoted-scalar';
        case '"':
            return 'double-quoted-scalar';
        case '|':
        case '>':
            return 'block-scalar-header';
    }
    return null;
}

exports.createScalarToken = cstScalar.createScalarToken;
exports.resolveAsScalar = cstScalar.resolveAsScalar;
exports.setScalarValue = cstScalar.setScalarValue;
exports.stringify = cstStringify.stringify;
exports.visit = cstVisit.visit;
exports.BOM = BOM;
exports.DOCUMENT = DOCUMENT;
exports.FLOW_END = FLOW_END;
exports.SCALAR = SCALAR;
exports.isCollection = isCollection;
exports.isScalar = isScalar;
exports.prettyToken = prettyToken;
exports.tokenType = tokenType;


/***/ }),

/***/ 1893:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var cst = __nccwpck_require__(3921);

/*
START -> stream

stream
  directive -> line-end -> stream
  indent + line-end -> stream
  [else] -> line-start

line-end
  comment -> line-end
  newline -> .
  input-end -> END

line-start
  doc-start -> doc
  doc-end -> stream
  [else] -> indent -> block-start

block-start
  seq-item-start -> block-start
  explicit-key-start -> block-start
  map-value-start -> block-start
  [else] -> doc

doc
  line-end -> line-start
  spaces -> doc
  anchor -> doc
  tag -> doc
  flow-start -> flow -> doc
  flow-end -> error -> doc
  seq-item-start -> error -> doc
  explicit-key-start -> error -> doc
  map-value-start -> doc
  alias -> doc
  quote-start -> quoted-scalar -> doc
  block-scalar-header -> line-end -> block-scalar(min) -> line-start
  [else] -> plain-scalar(false, min) -> doc

flow
  line-end -> flow
  spaces -> flow
  anchor -> flow
  tag -> flow
  flow-start -> flow -> flow
  flow-end -> .
  seq-item-start -> error -> flow
  explicit-key-start -> flow
  map-value-start -> flow
  alias -> flow
  quote-start -> quoted-scalar -> flow
  comma -> flow
  [else] -> plain-scalar(true, 0) -> flow

quoted-scalar
  quote-end -> .
  [else] -> quoted-scalar

block-scalar(min)
  newline + peek(indent < min) -> .
  [else] -> block-scalar(min)

plain-scalar(is-flow, min)
  scalar-end(is-flow) -> .
  peek(newline + (indent < min)) -> .
  [else] -> plain-scalar(min)
*/
function isEmpty(ch) {
    switch (ch) {
        case undefined:
        case ' ':
        case '\n':
        case '\r':
        case '\t':
            return true;
        default:
            return false;
    }
}
const hexDigits = new Set('0123456789ABCDEFabcdef');
const tagChars = new Set("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz-#;/?:@&=+$_.!~*'()");
const flowIndicatorChars = new Set(',[]{}');
const invalidAnchorChars = new Set(' ,[]{}\n\r\t');
const isNotAnchorChar = (ch) => !ch || invalidAnchorChars.has(ch);
/**
 * Splits an input string into lexical tokens, i.e. smaller strings that are
 * easily identifiable by `tokens.tokenType()`.
 *
 * Lexing starts always in a "stream" context. Incomplete input may be buffered
 * until a complete token can be emitted.
 *
 * In addition to slices of the original input, the following control characters
 * may also be emitted:
 *
 * - `\x02` (Start of Text): A document starts with the next token
 * - `\x18` (Cancel): Unexpected end of flow-mode (indicates an error)
 * - `\x1f` (Unit Separator): Next token is a scalar value
 * - `\u{FEFF}` (Byte order mark): Emitted separately outside documents
 */
class Lexer {
    constructor() {
        /**
         * Flag indicating whether the end of the current buffer marks the end of
         * all input
         */
        this.atEnd = false;
        /**
         * Explicit indent set in block scalar header, as an offset from the current
         * minimum indent, so e.g. set to 1 from a header `|2+`. Set to -1 if not
         * explicitly set.
         */
        this.blockScalarIndent = -1;
        /**
         * Block scalars that include a + (keep) chomping indicator in their header
         * include trailing empty lines, which are otherwise excluded from the
         * scalar's contents.
         */
        this.blockScalarKeep = false;
        /** Current input */
        this.buffer = '';
        /**
         * Flag noting whether the map value indicator : can immediately follow this
         * node within a flow context.
         */
        this.flowKey = false;
        /** Count of surrounding flow collection levels. */
        this.flowLevel = 0;
        /**
         * Minimum level of indentation required for next lines to be parsed as a
         * part of the current scalar value.
         */
        this.indentNext = 0;
        /** Indentation level of the current line. */
        this.indentValue = 0;
        /** Position of the next \n character. */
        this.lineEndPos = null;
        /** Stores the state of the lexer if reaching the end of incpomplete input */
        this.next = null;
        /** A pointer to `buffer`; the current position of the lexer. */
        this.pos = 0;
    }
    /**
     * Generate YAML tokens from the `source` string. If `incomplete`,
     * a part of the last line may be left as a buffer for the next call.
     *
     * @returns A generator of lexical tokens
     */
    *lex(source, incomplete = false) {
        if (source) {
            if (typeof source !== 'string')
                throw TypeError('source is not a string');
            this.buffer = this.buffer ? this.buffer + source : source;
            this.lineEndPos = null;
        }
        this.atEnd = !incomplete;
        let next = this.next ?? 'stream';
        while (next && (incomplete || this.hasChars(1)))
            next = yield* this.parseNext(next);
    }
    atLineEnd() {
        let i = this.pos;
        let ch = this.buffer[i];
        while (ch === ' ' || ch === '\t')
            ch = this.buffer[++i];
        if (!ch || ch === '#' || ch === '\n')
            return true;
        if (ch === '\r')
            return this.buffer[i + 1] === '\n';
        return false;
    }
    charAt(n) {
        return this.buffer[this.pos + n];
    }
    continueScalar(offset) {
        let ch = this.buffer[offset];
        if (this.indentNext > 0) {
            let indent = 0;
            while (ch === ' ')
                ch = this.buffer[++indent + offset];
            if (ch === '\r') {
                const next = this.buffer[indent + offset + 1];
                if (next === '\n' || (!next && !this.atEnd))
                    return offset + indent + 1;
            }
            return ch === '\n' || indent >= this.indentNext || (!ch && !this.atEnd)
                ? offset + indent
                : -1;
        }
        if (ch === '-' || ch === '.') {
            const dt = this.buffer.substr(offset, 3);
            if ((dt === '---' || dt === '...') && isEmpty(this.buffer[offset + 3]))
                return -1;
        }
        return offset;
    }
    getLine() {
        let end = this.lineEndPos;
        if (typeof end !== 'number' || (end !== -1 && end < this.pos)) {
            end = this.buffer.indexOf('\n', this.pos);
            this.lineEndPos = end;
        }
        if (end === -1)
            return this.atEnd ? this.buffer.substring(this.pos) : null;
        if (this.buffer[end - 1] === '\r')
            end -= 1;
        return this.buffer.substring(this.pos, end);
    }
    hasChars(n) {
        return this.pos + n <= this.buffer.length;
    }
    setNext(state) {
        this.buffer = this.buffer.substring(this.pos);
        this.pos = 0;
        this.lineEndPos = null;
        this.next = state;
        return null;
    }
    peek(n) {
        return this.buffer.substr(this.pos, n);
    }
    *parseNext(next) {
        switch (next) {
            case 'stream':
                return yield* this.parseStream();
            case 'line-start':
                return yield* this.parseLineStart();
            case 'block-start':
                return yield* this.parseBlockStart();
            case 'doc':
                return yield* this.parseDocument();
            case 'flow':
                return yield* this.parseFlowCollection();
            case 'quoted-scalar':
                return yield* this.parseQuotedScalar();
            case 'block-scalar':
                return yield* this.parseBlockScalar();
            case 'plain-scalar':
                return yield* this.parsePlainScalar();
        }
    }
    *parseStream() {
        let line = this.getLine();
        if (line === null)
            return this.setNext('stream');
        if (line[0] === cst.BOM) {
            yield* this.pushCount(1);
            line = line.substring(1);
        }
        if (line[0] === '%') {
            let dirEnd = line.length;
            let cs = line.indexOf('#');
            while (cs !== -1) {
                const ch = line[cs - 1];
                if (ch === ' ' || ch === '\t') {
                    dirEnd = cs - 1;
                    break;
                }
                else {
                    cs = line.indexOf('#', cs + 1);
                }
            }
            while (true) {
                const ch = line[dirEnd - 1];
                if (ch === ' ' || ch === '\t')
                    dirEnd -= 1;
                else
                    break;
            }
            const n = (yield* this.pushCount(dirEnd)) + (yield* this.pushSpaces(true));
            yield* this.pushCount(line.length - n); // possible comment
            this.pushNewline();
            return 'stream';
        }
        if (this.atLineEnd()) {
            const sp = yield* this.pushSpaces(true);
            yield* this.pushCount(line.length - sp);
            yield* this.pushNewline();
            return 'stream';
        }
        yield cst.DOCUMENT;
        return yield* this.parseLineStart();
    }
    *parseLineStart() {
        const ch = this.charAt(0);
        if (!ch && !this.atEnd)
            return this.setNext('line-start');
        if (ch === '-' || ch === '.') {
            if (!this.atEnd && !this.hasChars(4))
                return this.setNext('line-start');
            const s = this.peek(3);
            if ((s === '---' || s === '...') && isEmpty(this.charAt(3))) {
                yield* this.pushCount(3);
                this.indentValue = 0;
                this.indentNext = 0;
                return s === '---' ? 'doc' : 'stream';
            }
        }
        this.indentValue = yield* this.pushSpaces(false);
        if (this.indentNext > this.indentValue && !isEmpty(this.charAt(1)))
            this.indentNext = this.indentValue;
        return yield* this.parseBlockStart();
    }
    *parseBlockStart() {
        const [ch0, ch1] = this.peek(2);
        if (!ch1 && !this.atEnd)
            return this.setNext('block-start');
        if ((ch0 === '-' || ch0 === '?' || ch0 === ':') && isEmpty(ch1)) {
            const n = (yield* this.pushCount(1)) + (yield* this.pushSpaces(true));
            this.indentNext = this.indentValue + 1;
            this.indentValue += n;
            return 'block-start';
        }
        return 'doc';
    }
    *parseDocument() {
        yield* this.pushSpaces(true);
        const line = this.getLine();
        if (line === null)
            return this.setNext('doc');
        let n = yield* this.pushIndicators();
        switch (line[n]) {
            case '#':
                yield* this.pushCount(line.length - n);
            // fallthrough
            case undefined:
                yield* this.pushNewline();
                return yield* this.parseLineStart();
            case '{':
            case '[':
                yield* this.pushCount(1);
                this.flowKey = false;
                this.flowLevel = 1;
                return 'flow';
            case '}':
            case ']':
                // this is an error
                yield* this.pushCount(1);
                return 'doc';
            case '*':
                yield* this.pushUntil(isNotAnchorChar);
                return 'doc';
            case '"':
            case "'":
                return yield* this.parseQuotedScalar();
            case '|':
            case '>':
                n += yield* this.parseBlockScalarHeader();
                n += yield* this.pushSpaces(true);
                yield* this.pushCount(line.length - n);
                yield* this.pushNewline();
                return yield* this.parseBlockScalar();
            default:
                return yield* this.parsePlainScalar();
        }
    }
    *parseFlowCollection() {
        let nl, sp;
        let indent = -1;
        do {
            nl = yield* this.pushNewline();
            if (nl > 0) {
                sp = yield* this.pushSpaces(false);
                this.indentValue = indent = sp;
            }
            else {
                sp = 0;
            }
            sp += yield* this.pushSpaces(true);
        } while (nl + sp > 0);
        const line = this.getLine();
        if (line === null)
            return this.setNext('flow');
        if ((indent !== -1 && indent < this.indentNext && line[0] !== '#') ||
            (indent === 0 &&
                (line.startsWith('---') || line.startsWith('...')) &&
                isEmpty(line[3]))) {
            // Allowing for the terminal ] or } at the same (rather than greater)
            // indent level as the initial [ or { is technically invalid, but
            // failing here would be surprising to users.
            const atFlowEndMarker = indent === this.indentNext - 1 &&
                this.flowLevel === 1 &&
                (line[0] === ']' || line[0] === '}');
            if (!atFlowEndMarker) {
                // this is an error
                this.flowLevel = 0;
                yield cst.FLOW_END;
                return yield* this.parseLineStart();
            }
        }
        let n = 0;
        while (line[n] === ',') {
            n += yield* this.pushCount(1);
            n += yield* this.pushSpaces(true);
            this.flowKey = false;
        }
        n += yield* this.pushIndicators();
        switch (line[n]) {
            case undefined:
                return 'flow';
            case '#':
                yield* this.pushCount(line.length - n);
                return 'flow';
            case '{':
            case '[':
                yield* this.pushCount(1);
                this.flowKey = false;
                this.flowLevel += 1;
                return 'flow';
            case '}':
            case ']':
                yield* this.pushCount(1);
                this.flowKey = true;
                this.flowLevel -= 1;
                return this.flowLevel ? 'flow' : 'doc';
            case '*':
                yield* this.pushUntil(isNotAnchorChar);
                return 'flow';
            case '"':
            case "'":
                this.flowKey = true;
                return yield* this.parseQuotedScalar();
            case ':': {
                const next = this.charAt(1);
                if (this.flowKey || isEmpty(next) || next === ',') {
                    this.flowKey = false;
                    yield* this.pushCount(1);
                    yield* this.pushSpaces(true);
                    return 'flow';
                }
            }
            // fallthrough
            default:
                this.flowKey = false;
                return yield* this.parsePlainScalar();
        }
    }
    *parseQuotedScalar() {
        const quote = this.charAt(0);
        let end = this.buffer.indexOf(quote, this.pos + 1);
        if (quote === "'") {
            while (end !== -1 && this.buffer[end + 1] === "'")
                end = this.buffer.indexOf("'", end + 2);
        }
        else {
            // double-quote
            while (end !== -1) {
                let n = 0;
                while (this.buffer[end - 1 - n] === '\\')
                    n += 1;
                if (n % 2 === 0)
                    break;
                end = this.buffer.indexOf('"', end + 1);
            }
        }
        // Only looking for newlines within the quotes
        const qb = this.buffer.substring(0, end);
        let nl = qb.indexOf('\n', this.pos);
        if (nl !== -1) {
            while (nl !== -1) {
                const cs = this.continueScalar(nl + 1);
                if (cs === -1)
                    break;
                nl = qb.indexOf('\n', cs);
            }
            if (nl !== -1) {
                // this is an error caused by an unexpected unindent
                end = nl - (qb[nl - 1] === '\r' ? 2 : 1);
            }
        }
        if (end === -1) {
            if (!this.atEnd)
                return this.setNext('quoted-scalar');
            end = this.buffer.length;
        }
        yield* this.pushToIndex(end + 1, false);
        return this.flowLevel ? 'flow' : 'doc';
    }
    *parseBlockScalarHeader() {
        this.blockScalarIndent = -1;
        this.blockScalarKeep = false;
        let i = this.pos;
        while (true) {
            const ch = this.buffer[++i];
            if (ch === '+')
                this.blockScalarKeep = true;
            else if (ch > '0' && ch <= '9')
                this.blockScalarIndent = Number(ch) - 1;
            else if (ch !== '-')
                break;
        }
        return yield* this.pushUntil(ch => isEmpty(ch) || ch === '#');
    }
    *parseBlockScalar() {
        let nl = this.pos - 1; // may be -1 if this.pos === 0
        let indent = 0;
        let ch;
        loop: for (let i = this.pos; (ch = this.buffer[i]); ++i) {
            switch (ch) {
                case ' ':
                    indent += 1;
                    break;
                case '\n':
                    nl = i;
                    indent = 0;
                    break;
                case '\r': {
                    const next = this.buffer[i + 1];
                    if (!next && !this.atEnd)
                        return this.setNext('block-scalar');
                    if (next === '\n')
                        break;
                } // fallthrough
                default:
                    break loop;
            }
        }
        if (!ch && !this.atEnd)
            return this.setNext('block-scalar');
        if (indent >= this.indentNext) {
            if (this.blockScalarIndent === -1)
                this.indentNext = indent;
            else {
                this.indentNext =
                    this.blockScalarIndent + (this.indentNext === 0 ? 1 : this.indentNext);
            }
            do {
                const cs = this.continueScalar(nl + 1);
                if (cs === -1)
                    break;
                nl = this.buffer.indexOf('\n', cs);
            } while (nl !== -1);
            if (nl === -1) {
                if (!this.atEnd)
                    return this.setNext('block-scalar');
                nl = this.buffer.length;
            }
        }
        // Trailing insufficiently indented tabs are invalid.
        // To catch that during parsing, we include them in the block scalar value.
        let i = nl + 1;
        ch = this.buffer[i];
        while (ch === ' ')
            ch = this.buffer[++i];
        if (ch === '\t') {
            while (ch === '\t' || ch === ' ' || ch === '\r' || ch === '\n')
                ch = this.buffer[++i];
            nl = i - 1;
        }
        else if (!this.blockScalarKeep) {
            do {
                let i = nl - 1;
                let ch = this.buffer[i];
                if (ch === '\r')
                    ch = this.buffer[--i];
                const lastChar = i; // Drop the line if last char not more indented
                while (ch === ' ')
                    ch = this.buffer[--i];
                if (ch === '\n' && i >= this.pos && i + 1 + indent > lastChar)
                    nl = i;
                else
                    break;
            } while (true);
        }
        yield cst.SCALAR;
        yield* this.pushToIndex(nl + 1, true);
        return yield* this.parseLineStart();
    }
    *parsePlainScalar() {
        const inFlow = this.flowLevel > 0;
        let end = this.pos - 1;
        let i = this.pos - 1;
        let ch;
        while ((ch = this.buffer[++i])) {
            if (ch === ':') {
                const next = this.buffer[i + 1];
                if (isEmpty(next) || (inFlow && flowIndicatorChars.has(next)))
                    break;
                end = i;
            }
            else if (isEmpty(ch)) {
                let next = this.buffer[i + 1];
                if (ch === '\r') {
                    if (next === '\n') {
                        i += 1;
                        ch = '\n';
                        next = this.buffer[i + 1];
                    }
                    else
                        end = i;
                }
                if (next === '#' || (inFlow && flowIndicatorChars.has(next)))
                    break;
                if (ch === '\n') {
                    const cs = this.continueScalar(i + 1);
                    if (cs === -1)
                        break;
                    i = Math.max(i, cs - 2); // to advance, but still account for ' #'
                }
            }
            else {
                if (inFlow && flowIndicatorChars.has(ch))
                    break;
                end = i;
            }
        }
        if (!ch && !this.atEnd)
            return this.setNext('plain-scalar');
        yield cst.SCALAR;
        yield* this.pushToIndex(end + 1, true);
        return inFlow ? 'flow' : 'doc';
    }
    *pushCount(n) {
        if (n > 0) {
            yield this.buffer.substr(this.pos, n);
            this.pos += n;
            return n;
        }
        return 0;
    }
    *pushToIndex(i, allowEmpty) {
        const s = this.buffer.slice(this.pos, i);
        if (s) {
            yield s;
            this.pos += s.length;
            return s.length;
        }
        else if (allowEmpty)
            yield '';
        return 0;
    }
    *pushIndicators() {
        let n = 0;
        loop: while (true) {
            switch (this.charAt(0)) {
                case '!':
                    n += yield* this.pushTag();
                    n += yield* this.pushSpaces(true);
                    continue loop;
                case '&':
                    n += yield* this.pushUntil(isNotAnchorChar);
                    n += yield* this.pushSpaces(true);
                    continue loop;
                case '-': // this is an error
                case '?': // this is an error outside flow collections
                case ':': {
                    const inFlow = this.flowLevel > 0;
                    const ch1 = this.charAt(1);
                    if (isEmpty(ch1) || (inFlow && flowIndicatorChars.has(ch1))) {
                        if (!inFlow)
                            this.indentNext = this.indentValue + 1;
                        else if (this.flowKey)
                            this.flowKey = false;
                        n += yield* this.pushCount(1);
                        n += yield* this.pushSpaces(true);
                        continue loop;
                    }
                }
            }
            break loop;
        }
        return n;
    }
    *pushTag() {
        if (this.charAt(1) === '<') {
            let i = this.pos + 2;
            let ch = this.buffer[i];
            while (!isEmpty(ch) && ch !== '>')
                ch = this.buffer[++i];
            return yield* this.pushToIndex(ch === '>' ? i + 1 : i, false);
        }
        else {
            let i = this.pos + 1;
            let ch = this.buffer[i];
            while (ch) {
                if (tagChars.has(ch))
                    ch = this.buffer[++i];
                else if (ch === '%' &&
                    hexDigits.has(this.buffer[i + 1]) &&
                    hexDigits.has(this.buffer[i + 2])) {
                    ch = this.buffer[(i += 3)];
                }
                else
                    break;
            }
            return yield* this.pushToIndex(i, false);
        }
    }
    *pushNewline() {
        const ch = this.buffer[this.pos];
        if (ch === '\n')
            return yield* this.pushCount(1);
        else if (ch === '\r' && this.charAt(1) === '\n')
            return yield* this.pushCount(2);
        else
            return 0;
    }
    *pushSpaces(allowTabs) {
        let i = this.pos - 1;
        let ch;
        do {
            ch = this.buffer[++i];
        } while (ch === ' ' || (allowTabs && ch === '\t'));
        const n = i - this.pos;
        if (n > 0) {
            yield this.buffer.substr(this.pos, n);
            this.pos = i;
        }
        return n;
    }
    *pushUntil(test) {
        let i = this.pos;
        let ch = this.buffer[i];
        while (!test(ch))
            ch = this.buffer[++i];
        return yield* this.pushToIndex(i, false);
    }
}

exports.Lexer = Lexer;


/***/ }),

/***/ 2808:
/***/ ((__unused_webpack_module, exports) => {



/**
 * Tracks newlines during parsing in order to provide an efficient API for
 * determining the one-indexed `{ line, col }` position for any offset
 * within the input.
 */
class LineCounter {
    constructor() {
        this.lineStarts = [];
        /**
         * Should be called in ascending order. Otherwise, call
         * `lineCounter.lineStarts.sort()` before calling `linePos()`.
         */
        this.addNewLine = (offset) => this.lineStarts.push(offset);
        /**
         * Performs a binary search and returns the 1-indexed { line, col }
         * position of `offset`. If `line === 0`, `addNewLine` has never been
         * called or `offset` is before the first known newline.
         */
        this.linePos = (offset) => {
            let low = 0;
            let high = this.lineStarts.length;
            while (low < high) {
                const mid = (low + high) >> 1; // Math.floor((low + high) / 2)
                if (this.lineStarts[mid] < offset)
                    low = mid + 1;
                else
                    high = mid;
            }
            if (this.lineStarts[low] === offset)
                return { line: low + 1, col: 1 };
            if (low === 0)
                return { line: 0, col: offset };
            const start = this.lineStarts[low - 1];
            return { line: low, col: offset - start + 1 };
        };
    }
}

exports.LineCounter = LineCounter;


/***/ }),

/***/ 3124:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var node_process = __nccwpck_require__(932);
var cst = __nccwpck_require__(3921);
var lexer = __nccwpck_require__(1893);

function includesToken(list, type) {
    for (let i = 0; i < list.length; ++i)
        if (list[i].type === type)
            return true;
    return false;
}
function findNonEmptyIndex(list) {
    for (let i = 0; i < list.length; ++i) {
        switch (list[i].type) {
            case 'space':
            case 'comment':
            case 'newline':
                break;
            default:
                return i;
        }
    }
    return -1;
}
function isFlowToken(token) {
    switch (token?.type) {
        case 'alias':
        case 'scalar':
        case 'single-quoted-scalar':
        case 'double-quoted-scalar':
        case 'flow-collection':
            return true;
        default:
            return false;
    }
}
function getPrevProps(parent) {
    switch (parent.type) {
        case 'document':
            return parent.start;
        case 'block-map': {
            const it = parent.items[parent.items.length - 1];
            return it.sep ?? it.start;
        }
        case 'block-seq':
            return parent.items[parent.items.length - 1].start;
        /* istanbul ignore next should not happen */
        default:
            return [];
    }
}
/** Note: May modify input array */
function getFirstKeyStartProps(prev) {
    if (prev.length === 0)
        return [];
    let i = prev.length;
    loop: while (--i >= 0) {
        switch (prev[i].type) {
            case 'doc-start':
            case 'explicit-key-ind':
            case 'map-value-ind':
            case 'seq-item-ind':
            case 'newline':
                break loop;
        }
    }
    while (prev[++i]?.type === 'space') {
        /* loop */
    }
    return prev.splice(i, prev.length);
}
function arrayPushArray(target, source) {
    // May exhaust call stack with large `source` array
    if (source.length < 1e5)
        Array.prototype.push.apply(target, source);
    else
        for (let i = 0; i < source.length; ++i)
            target.push(source[i]);
}
function fixFlowSeqItems(fc) {
    if (fc.start.type === 'flow-seq-start') {
        for (const it of fc.items) {
            if (it.sep &&
                !it.value &&
                !includesToken(it.start, 'explicit-key-ind') &&
                !includesToken(it.sep, 'map-value-ind')) {
                if (it.key)
                    it.value = it.key;
                delete it.key;
                if (isFlowToken(it.value)) {
                    if (it.value.end)
                        arrayPushArray(it.value.end, it.sep);
                    else
                        it.value.end = it.sep;
                }
                else
                    arrayPushArray(it.start, it.sep);
                delete it.sep;
            }
        }
    }
}
/**
 * A YAML concrete syntax tree (CST) parser
 *
 * ```ts
 * const src: string = ...
 * for (const token of new Parser().parse(src)) {
 *   // token: Token
 * }
 * ```
 *
 * To use the parser with a user-provided lexer:
 *
 * ```ts
 * function* parse(source: string, lexer: Lexer) {
 *   const parser = new Parser()
 *   for (const lexeme of lexer.lex(source))
 *     yield* parser.next(lexeme)
 *   yield* parser.end()
 * }
 *
 * const src: string = ...
 * const lexer = new Lexer()
 * for (const token of parse(src, lexer)) {
 *   // token: Token
 * }
 * ```
 */
class Parser {
    /**
     * @param onNewLine - If defined, called separately with the start position of
     *   each new line (in `parse()`, including the start of input).
     */
    constructor(onNewLine) {
        /** If true, space and sequence indicators count as indentation */
        this.atNewLine = true;
        /** If true, next token is a scalar value */
        this.atScalar = false;
        /** Current indentation level */
        this.indent = 0;
        /** Current offset since the start of parsing */
        this.offset = 0;
        /** On the same line with a block map key */
        this.onKeyLine = false;
        /** Top indicates the node that's currently being built */
        this.stack = [];
        /** The source of the current token, set in parse() */
        this.source = '';
        /** The type of the current token, set in parse() */
        this.type = '';
        // Must be defined after `next()`
        this.lexer = new lexer.Lexer();
        this.onNewLine = onNewLine;
    }
    /**
     * Parse `source` as a YAML stream.
     * If `incomplete`, a part of the last line may be left as a buffer for the next call.
     *
     * Errors are not thrown, but yielded as `{ type: 'error', message }` tokens.
     *
     * @returns A generator of tokens representing each directive, document, and other structure.
     */
    *parse(source, incomplete = false) {
        if (this.onNewLine && this.offset === 0)
            this.onNewLine(0);
        for (const lexeme of this.lexer.lex(source, incomplete))
            yield* this.next(lexeme);
        if (!incomplete)
            yield* this.end();
    }
    /**
     * Advance the parser by the `source` of one lexical token.
     */
    *next(source) {
        this.source = source;
        if (node_process.env.LOG_TOKENS)
            console.log('|', cst.prettyToken(source));
        if (this.atScalar) {
            this.atScalar = false;
            yield* this.step();
            this.offset += source.length;
            return;
        }
        const type = cst.tokenType(source);
        if (!type) {
            const message = `Not a YAML token: ${source}`;
            yield* this.pop({ type: 'error', offset: this.offset, message, source });
            this.offset += source.length;
        }
        else if (type === 'scalar') {
            this.atNewLine = false;
            this.atScalar = true;
            this.type = 'scalar';
        }
        else {
            this.type = type;
            yield* this.step();
            switch (type) {
                case 'newline':
                    this.atNewLine = true;
                    this.indent = 0;
                    if (this.onNewLine)
                        this.onNewLine(this.offset + source.length);
                    break;
                case 'space':
                    if (this.atNewLine && source[0] === ' ')
                        this.indent += source.length;
                    break;
                case 'explicit-key-ind':
                case 'map-value-ind':
                case 'seq-item-ind':
                    if (this.atNewLine)
                        this.indent += source.length;
                    break;
                case 'doc-mode':
                case 'flow-error-end':
                    return;
                default:
                    this.atNewLine = false;
            }
            this.offset += source.length;
        }
    }
    /** Call at end of input to push out any remaining constructions */
    *end() {
        while (this.stack.length > 0)
            yield* this.pop();
    }
    get sourceToken() {
        const st = {
            type: this.type,
            offset: this.offset,
            indent: this.indent,
            source: this.source
        };
        return st;
    }
    *step() {
        const top = this.peek(1);
        if (this.type === 'doc-end' && top?.type !== 'doc-end') {
            while (this.stack.length > 0)
                yield* this.pop();
            this.stack.push({
                type: 'doc-end',
                offset: this.offset,
                source: this.source
            });
            return;
        }
        if (!top)
            return yield* this.stream();
        switch (top.type) {
            case 'document':
                return yield* this.document(top);
            case 'alias':
            case 'scalar':
            case 'single-quoted-scalar':
            case 'double-quoted-scalar':
                return yield* this.scalar(top);
            case 'block-scalar':
                return yield* this.blockScalar(top);
            case 'block-map':
                return yield* this.blockMap(top);
            case 'block-seq':
                return yield* this.blockSequence(top);
            case 'flow-collection':
                return yield* this.flowCollection(top);
            case 'doc-end':
                return yield* this.documentEnd(top);
        }
        /* istanbul ignore next should not happen */
        yield* this.pop();
    }
    peek(n) {
        return this.stack[this.stack.length - n];
    }
    *pop(error) {
        const token = error ?? this.stack.pop();
        /* istanbul ignore if should not happen */
        if (!token) {
            const message = 'Tried to pop an empty stack';
            yield { type: 'error', offset: this.offset, source: '', message };
        }
        else if (this.stack.length === 0) {
            yield token;
        }
        else {
            const top = this.peek(1);
            if (token.type === 'block-scalar') {
                // Block scalars use their parent rather than header indent
                token.indent = 'indent' in top ? top.indent : 0;
            }
            else if (token.type === 'flow-collection' && top.type === 'document') {
                // Ignore all indent for top-level flow collections
                token.indent = 0;
            }
            if (token.type === 'flow-collection')
                fixFlowSeqItems(token);
            switch (top.type) {
                case 'document':
                    top.value = token;
                    break;
                case 'block-scalar':
                    top.props.push(token); // error
                    break;
                case 'block-map': {
                    const it = top.items[top.items.length - 1];
                    if (it.value) {
                        top.items.push({ start: [], key: token, sep: [] });
                        this.onKeyLine = true;
                        return;
                    }
                    else if (it.sep) {
                        it.value = token;
                    }
                    else {
                        Object.assign(it, { key: token, sep: [] });
                        this.onKeyLine = !it.explicitKey;
                        return;
                    }
                    break;
                }
                case 'block-seq': {
                    const it = top.items[top.items.length - 1];
                    if (it.value)
                        top.items.push({ start: [], value: token });
                    else
                        it.value = token;
                    break;
                }
                case 'flow-collection': {
                    const it = top.items[top.items.length - 1];
                    if (!it || it.value)
                        top.items.push({ start: [], key: token, sep: [] });
                    else if (it.sep)
                        it.value = token;
                    else
                        Object.assign(it, { key: token, sep: [] });
                    return;
                }
                /* istanbul ignore next should not happen */
                default:
                    yield* this.pop();
                    yield* this.pop(token);
            }
            if ((top.type === 'document' ||
                top.type === 'block-map' ||
                top.type === 'block-seq') &&
                (token.type === 'block-map' || token.type === 'block-seq')) {
                const last = token.items[token.items.length - 1];
                if (last &&
                    !last.sep &&
                    !last.value &&
                    last.start.length > 0 &&
                    findNonEmptyIndex(last.start) === -1 &&
                    (token.indent === 0 ||
                        last.start.every(st => st.type !== 'comment' || st.indent < token.indent))) {
                    if (top.type === 'document')
                        top.end = last.start;
                    else
                        top.items.push({ start: last.start });
                    token.items.splice(-1, 1);
                }
            }
        }
    }
    *stream() {
        switch (this.type) {
            case 'directive-line':
                yield { type: 'directive', offset: this.offset, source: this.source };
                return;
            case 'byte-order-mark':
            case 'space':
            case 'comment':
            case 'newline':
                yield this.sourceToken;
                return;
            case 'doc-mode':
            case 'doc-start': {
                const doc = {
                    type: 'document',
                    offset: this.offset,
                    start: []
                };
                if (this.type === 'doc-start')
                    doc.start.push(this.sourceToken);
                this.stack.push(doc);
                return;
            }
        }
        yield {
            type: 'error',
            offset: this.offset,
            message: `Unexpected ${this.type} token in YAML stream`,
            source: this.source
        };
    }
    *document(doc) {
        if (doc.value)
            return yield* this.lineEnd(doc);
        switch (this.type) {
            case 'doc-start': {
                if (findNonEmptyIndex(doc.start) !== -1) {
                    yield* this.pop();
                    yield* this.step();
                }
                else
                    doc.start.push(this.sourceToken);
                return;
            }
            case 'anchor':
            case 'tag':
            case 'space':
            case 'comment':
            case 'newline':
                doc.start.push(this.sourceToken);
                return;
        }
        const bv = this.startBlockValue(doc);
        if (bv)
            this.stack.push(bv);
        else {
            yield {
                type: 'error',
                offset: this.offset,
                message: `Unexpected ${this.type} token in YAML document`,
                source: this.source
            };
        }
    }
    *scalar(scalar) {
        if (this.type === 'map-value-ind') {
            const prev = getPrevProps(this.peek(2));
            const start = getFirstKeyStartProps(prev);
            let sep;
            if (scalar.end) {
                sep = scalar.end;
                sep.push(this.sourceToken);
                delete scalar.end;
            }
            else
                sep = [this.sourceToken];
            const map = {
                type: 'block-map',
                offset: scalar.offset,
                indent: scalar.indent,
                items: [{ start, key: scalar, sep }]
            };
            this.onKeyLine = true;
            this.stack[this.stack.length - 1] = map;
        }
        else
            yield* this.lineEnd(scalar);
    }
    *blockScalar(scalar) {
        switch (this.type) {
            case 'space':
            case 'comment':
            case 'newline':
                scalar.props.push(this.sourceToken);
                return;
            case 'scalar':
                scalar.source = this.source;
                // block-scalar source includes trailing newline
                this.atNewLine = true;
                this.indent = 0;
                if (this.onNewLine) {
                    let nl = this.source.indexOf('\n') + 1;
                    while (nl !== 0) {
                        this.onNewLine(this.offset + nl);
                        nl = this.source.indexOf('\n', nl) + 1;
                    }
                }
                yield* this.pop();
                break;
            /* istanbul ignore next should not happen */
            default:
                yield* this.pop();
                yield* this.step();
        }
    }
    *blockMap(map) {
        const it = map.items[map.items.length - 1];
        // it.sep is true-ish if pair already has key or : separator
        switch (this.type) {
            case 'newline':
                this.onKeyLine = false;
                if (it.value) {
                    const end = 'end' in it.value ? it.value.end : undefined;
                    const last = Array.isArray(end) ? end[end.length - 1] : undefined;
                    if (last?.type === 'comment')
                        end?.push(this.sourceToken);
                    else
                        map.items.push({ start: [this.sourceToken] });
                }
                else if (it.sep) {
                    it.sep.push(this.sourceToken);
                }
                else {
                    it.start.push(this.sourceToken);
                }
                return;
            case 'space':
            case 'comment':
                if (it.value) {
                    map.items.push({ start: [this.sourceToken] });
                }
                else if (it.sep) {
                    it.sep.push(this.sourceToken);
                }
                else {
                    if (this.atIndentedComment(it.start, map.indent)) {
                        const prev = map.items[map.items.length - 2];
                        const end = prev?.value?.end;
                        if (Array.isArray(end)) {
                            arrayPushArray(end, it.start);
                            end.push(this.sourceToken);
                            map.items.pop();
                            return;
                        }
                    }
                    it.start.push(this.sourceToken);
                }
                return;
        }
        if (this.indent >= map.indent) {
            const atMapIndent = !this.onKeyLine && this.indent === map.indent;
            const atNextItem = atMapIndent &&
                (it.sep || it.explicitKey) &&
                this.type !== 'seq-item-ind';
            // For empty nodes, assign newline-separated not indented empty tokens to following node
            let start = [];
            if (atNextItem && it.sep && !it.value) {
                const nl = [];
                for (let i = 0; i < it.sep.length; ++i) {
                    const st = it.sep[i];
                    switch (st.type) {
                        case 'newline':
                            nl.push(i);
                            break;
                        case 'space':
                            break;
                        case 'comment':
                            if (st.indent > map.indent)
                                nl.length = 0;
                            break;
                        default:
                            nl.length = 0;
                    }
                }
                if (nl.length >= 2)
                    start = it.sep.splice(nl[1]);
            }
            switch (this.type) {
                case 'anchor':
                case 'tag':
                    if (atNextItem || it.value) {
                        start.push(this.sourceToken);
                        map.items.push({ start });
                        this.onKeyLine = true;
                    }
                    else if (it.sep) {
                        it.sep.push(this.sourceToken);
                    }
                    else {
                        it.start.push(this.sourceToken);
                    }
                    return;
                case 'explicit-key-ind':
                    if (!it.sep && !it.explicitKey) {
                        it.start.push(this.sourceToken);
                        it.explicitKey = true;
                    }
                    else if (atNextItem || it.value) {
                        start.push(this.sourceToken);
                        map.items.push({ start, explicitKey: true });
                    }
                    else {
                        this.stack.push({
                            type: 'block-map',
                            offset: this.offset,
                            indent: this.indent,
                            items: [{ start: [this.sourceToken], explicitKey: true }]
                        });
                    }
                    this.onKeyLine = true;
                    return;
                case 'map-value-ind':
                    if (it.explicitKey) {
                        if (!it.sep) {
                            if (includesToken(it.start, 'newline')) {
                                Object.assign(it, { key: null, sep: [this.sourceToken] });
                            }
                            else {
                                const start = getFirstKeyStartProps(it.start);
                                this.stack.push({
                                    type: 'block-map',
                                    offset: this.offset,
                                    indent: this.indent,
                                    items: [{ start, key: null, sep: [this.sourceToken] }]
                                });
                            }
                        }
                        else if (it.value) {
                            map.items.push({ start: [], key: null, sep: [this.sourceToken] });
                        }
                        else if (includesToken(it.sep, 'map-value-ind')) {
                            this.stack.push({
                                type: 'block-map',
                                offset: this.offset,
                                indent: this.indent,
                                items: [{ start, key: null, sep: [this.sourceToken] }]
                            });
                        }
                        else if (isFlowToken(it.key) &&
                            !includesToken(it.sep, 'newline')) {
                            const start = getFirstKeyStartProps(it.start);
                            const key = it.key;
                            const sep = it.sep;
                            sep.push(this.sourceToken);
                            // @ts-expect-error type guard is wrong here
                            delete it.key;
                            // @ts-expect-error type guard is wrong here
                            delete it.sep;
                            this.stack.push({
                                type: 'block-map',
                                offset: this.offset,
                                indent: this.indent,
                                items: [{ start, key, sep }]
                            });
                        }
                        else if (start.length > 0) {
                            // Not actually at next item
                            it.sep = it.sep.concat(start, this.sourceToken);
                        }
                        else {
                            it.sep.push(this.sourceToken);
                        }
                    }
                    else {
                        if (!it.sep) {
                            Object.assign(it, { key: null, sep: [this.sourceToken] });
                        }
                        else if (it.value || atNextItem) {
                            map.items.push({ start, key: null, sep: [this.sourceToken] });
                        }
                        else if (includesToken(it.sep, 'map-value-ind')) {
                            this.stack.push({
                                type: 'block-map',
                                offset: this.offset,
                                indent: this.indent,
                                items: [{ start: [], key: null, sep: [this.sourceToken] }]
                            });
                        }
                        else {
                            it.sep.push(this.sourceToken);
                        }
                    }
                    this.onKeyLine = true;
                    return;
                case 'alias':
                case 'scalar':
                case 'single-quoted-scalar':
                case 'double-quoted-scalar': {
                    const fs = this.flowScalar(this.type);
                    if (atNextItem || it.value) {
                        map.items.push({ start, key: fs, sep: [] });
                        this.onKeyLine = true;
                    }
                    else if (it.sep) {
                        this.stack.push(fs);
                    }
                    else {
                        Object.assign(it, { key: fs, sep: [] });
                        this.onKeyLine = true;
                    }
                    return;
                }
                default: {
                    const bv = this.startBlockValue(map);
                    if (bv) {
                        if (bv.type === 'block-seq') {
                            if (!it.explicitKey &&
                                it.sep &&
                                !includesToken(it.sep, 'newline')) {
                                yield* this.pop({
                                    type: 'error',
                                    offset: this.offset,
                                    message: 'Unexpected block-seq-ind on same line with key',
                                    source: this.source
                                });
                                return;
                            }
                        }
                        else if (atMapIndent) {
                            map.items.push({ start });
                        }
                        this.stack.push(bv);
                        return;
                    }
                }
            }
        }
        yield* this.pop();
        yield* this.step();
    }
    *blockSequence(seq) {
        const it = seq.items[seq.items.length - 1];
        switch (this.type) {
            case 'newline':
                if (it.value) {
                    const end = 'end' in it.value ? it.value.end : undefined;
                    const last = Array.isArray(end) ? end[end.length - 1] : undefined;
                    if (last?.type === 'comment')
                        end?.push(this.sourceToken);
                    else
                        seq.items.push({ start: [this.sourceToken] });
                }
                else
                    it.start.push(this.sourceToken);
                return;
            case 'space':
            case 'comment':
                if (it.value)
                    seq.items.push({ start: [this.sourceToken] });
                else {
                    if (this.atIndentedComment(it.start, seq.indent)) {
                        const prev = seq.items[seq.items.length - 2];
                        const end = prev?.value?.end;
                        if (Array.isArray(end)) {
                            arrayPushArray(end, it.start);
                            end.push(this.sourceToken);
                            seq.items.pop();
                            return;
                        }
                    }
                    it.start.push(this.sourceToken);
                }
                return;
            case 'anchor':
            case 'tag':
                if (it.value || this.indent <= seq.indent)
                    break;
                it.start.push(this.sourceToken);
                return;
            case 'seq-item-ind':
                if (this.indent !== seq.indent)
                    break;
                if (it.value || includesToken(it.start, 'seq-item-ind'))
                    seq.items.push({ start: [this.sourceToken] });
                else
                    it.start.push(this.sourceToken);
                return;
        }
        if (this.indent > seq.indent) {
            const bv = this.startBlockValue(seq);
            if (bv) {
                this.stack.push(bv);
                return;
            }
        }
        yield* this.pop();
        yield* this.step();
    }
    *flowCollection(fc) {
        const it = fc.items[fc.items.length - 1];
        if (this.type === 'flow-error-end') {
            let top;
            do {
                yield* this.pop();
                top = this.peek(1);
            } while (top?.type === 'flow-collection');
        }
        else if (fc.end.length === 0) {
            switch (this.type) {
                case 'comma':
                case 'explicit-key-ind':
                    if (!it || it.sep)
                        fc.items.push({ start: [this.sourceToken] });
                    else
                        it.start.push(this.sourceToken);
                    return;
                case 'map-value-ind':
                    if (!it || it.value)
                        fc.items.push({ start: [], key: null, sep: [this.sourceToken] });
                    else if (it.sep)
                        it.sep.push(this.sourceToken);
                    else
                        Object.assign(it, { key: null, sep: [this.sourceToken] });
                    return;
                case 'space':
                case 'comment':
                case 'newline':
                case 'anchor':
                case 'tag':
                    if (!it || it.value)
                        fc.items.push({ start: [this.sourceToken] });
                    else if (it.sep)
                        it.sep.push(this.sourceToken);
                    else
                        it.start.push(this.sourceToken);
                    return;
                case 'alias':
                case 'scalar':
                case 'single-quoted-scalar':
                case 'double-quoted-scalar': {
                    const fs = this.flowScalar(this.type);
                    if (!it || it.value)
                        fc.items.push({ start: [], key: fs, sep: [] });
                    else if (it.sep)
                        this.stack.push(fs);
                    else
                        Object.assign(it, { key: fs, sep: [] });
                    return;
                }
                case 'flow-map-end':
                case 'flow-seq-end':
                    fc.end.push(this.sourceToken);
                    return;
            }
            const bv = this.startBlockValue(fc);
            /* istanbul ignore else should not happen */
            if (bv)
                this.stack.push(bv);
            else {
                yield* this.pop();
                yield* this.step();
            }
        }
        else {
            const parent = this.peek(2);
            if (parent.type === 'block-map' &&
                ((this.type === 'map-value-ind' && parent.indent === fc.indent) ||
                    (this.type === 'newline' &&
                        !parent.items[parent.items.length - 1].sep))) {
                yield* this.pop();
                yield* this.step();
            }
            else if (this.type === 'map-value-ind' &&
                parent.type !== 'flow-collection') {
                const prev = getPrevProps(parent);
                const start = getFirstKeyStartProps(prev);
                fixFlowSeqItems(fc);
                const sep = fc.end.splice(1, fc.end.length);
                sep.push(this.sourceToken);
                const map = {
                    type: 'block-map',
                    offset: fc.offset,
                    indent: fc.indent,
                    items: [{ start, key: fc, sep }]
                };
                this.onKeyLine = true;
                this.stack[this.stack.length - 1] = map;
            }
            else {
                yield* this.lineEnd(fc);
            }
        }
    }
    flowScalar(type) {
        if (this.onNewLine) {
            let nl = this.source.indexOf('\n') + 1;
            while (nl !== 0) {
                this.onNewLine(this.offset + nl);
                nl = this.source.indexOf('\n', nl) + 1;
            }
        }
        return {
            type,
            offset: this.offset,
            indent: this.indent,
            source: this.source
        };
    }
    startBlockValue(parent) {
        switch (this.type) {
            case 'alias':
            case 'scalar':
            case 'single-quoted-scalar':
            case 'double-quoted-scalar':
                return this.flowScalar(this.type);
            case 'block-scalar-header':
                return {
                    type: 'block-scalar',
                    offset: this.offset,
                    indent: this.indent,
                    props: [this.sourceToken],
                    source: ''
                };
            case 'flow-map-start':
            case 'flow-seq-start':
                return {
                    type: 'flow-collection',
                    offset: this.offset,
                    indent: this.indent,
                    start: this.sourceToken,
                    items: [],
                    end: []
                };
            case 'seq-item-ind':
                return {
                    type: 'block-seq',
                    offset: this.offset,
                    indent: this.indent,
                    items: [{ start: [this.sourceToken] }]
                };
            case 'explicit-key-ind': {
                this.onKeyLine = true;
                const prev = getPrevProps(parent);
                const start = getFirstKeyStartProps(prev);
                start.push(this.sourceToken);
                return {
                    type: 'block-map',
                    offset: this.offset,
                    indent: this.indent,
                    items: [{ start, explicitKey: true }]
                };
            }
            case 'map-value-ind': {
                this.onKeyLine = true;
                const prev = getPrevProps(parent);
                const start = getFirstKeyStartProps(prev);
                return {
                    type: 'block-map',
                    offset: this.offset,
                    indent: this.indent,
                    items: [{ start, key: null, sep: [this.sourceToken] }]
                };
            }
        }
        return null;
    }
    atIndentedComment(start, indent) {
        if (this.type !== 'comment')
            return false;
        if (this.indent <= indent)
            return false;
        return start.every(st => st.type === 'newline' || st.type === 'space');
    }
    *documentEnd(docEnd) {
        if (this.type !== 'doc-mode') {
            if (docEnd.end)
                docEnd.end.push(this.sourceToken);
            else
                docEnd.end = [this.sourceToken];
            if (this.type === 'newline')
                yield* this.pop();
        }
    }
    *lineEnd(token) {
        switch (this.type) {
            case 'comma':
            case 'doc-start':
            case 'doc-end':
            case 'flow-seq-end':
            case 'flow-map-end':
            case 'map-value-ind':
                yield* this.pop();
                yield* this.step();
                break;
            case 'newline':
                this.onKeyLine = false;
            // fallthrough
            case 'space':
            case 'comment':
            default:
                // all other values are errors
                if (token.end)
                    token.end.push(this.sourceToken);
                else
                    token.end = [this.sourceToken];
                if (this.type === 'newline')
                    yield* this.pop();
        }
    }
}

exports.Parser = Parser;


/***/ }),

/***/ 4563:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var composer = __nccwpck_require__(4260);
var Document = __nccwpck_require__(7977);
var errors = __nccwpck_require__(7460);
var log = __nccwpck_require__(6669);
var identity = __nccwpck_require__(1891);
var lineCounter = __nccwpck_require__(2808);
var parser = __nccwpck_require__(3124);

function parseOptions(options) {
    const prettyErrors = options.prettyErrors !== false;
    const lineCounter$1 = options.lineCounter || (prettyErrors && new lineCounter.LineCounter()) || null;
    return { lineCounter: lineCounter$1, prettyErrors };
}
/**
 * Parse the input as a stream of YAML documents.
 *
 * Documents should be separated from each other by `...` or `---` marker lines.
 *
 * @returns If an empty `docs` array is returned, it will be of type
 *   EmptyStream and contain additional stream information. In
 *   TypeScript, you should use `'empty' in docs` as a type guard for it.
 */
function parseAllDocuments(source, options = {}) {
    const { lineCounter, prettyErrors } = parseOptions(options);
    const parser$1 = new parser.Parser(lineCounter?.addNewLine);
    const composer$1 = new composer.Composer(options);
    const docs = Array.from(composer$1.compose(parser$1.parse(source)));
    if (prettyErrors && lineCounter)
        for (const doc of docs) {
            doc.errors.forEach(errors.prettifyError(source, lineCounter));
            doc.warnings.forEach(errors.prettifyError(source, lineCounter));
        }
    if (docs.length > 0)
        return docs;
    return Object.assign([], { empty: true }, composer$1.streamInfo());
}
/** Parse an input string into a single YAML.Document */
function parseDocument(source, options = {}) {
    const { lineCounter, prettyErrors } = parseOptions(options);
    const parser$1 = new parser.Parser(lineCounter?.addNewLine);
    const composer$1 = new composer.Composer(options);
    // `doc` is always set by compose.end(true) at the very latest
    let doc = null;
    for (const _doc of composer$1.compose(parser$1.parse(source), true, source.length)) {
        if (!doc)
            doc = _doc;
        else if (doc.options.logLevel !== 'silent') {
            doc.errors.push(new errors.YAMLParseError(_doc.range.slice(0, 2), 'MULTIPLE_DOCS', 'Source contains multiple documents; please use YAML.parseAllDocuments()'));
            break;
        }
    }
    if (prettyErrors && lineCounter) {
        doc.errors.forEach(errors.prettifyError(source, lineCounter));
        doc.warnings.forEach(errors.prettifyError(source, lineCounter));
    }
    return doc;
}
function parse(src, reviver, options) {
    let _reviver = undefined;
    if (typeof reviver === 'function') {
        _reviver = reviver;
    }
    else if (options === undefined && reviver && typeof reviver === 'object') {
        options = reviver;
    }
    const doc = parseDocument(src, options);
    if (!doc)
        return null;
    doc.warnings.forEach(warning => log.warn(doc.options.logLevel, warning));
    if (doc.errors.length > 0) {
        if (doc.options.logLevel !== 'silent')
            throw doc.errors[0];
        else
            doc.errors = [];
    }
    return doc.toJS(Object.assign({ reviver: _reviver }, options));
}
function stringify(value, replacer, options) {
    let _replacer = null;
    if (typeof replacer === 'function' || Array.isArray(replacer)) {
        _replacer = replacer;
    }
    else if (options === undefined && replacer) {
        options = replacer;
    }
    if (typeof options === 'string')
        options = options.length;
    if (typeof options === 'number') {
        const indent = Math.round(options);
        options = indent < 1 ? undefined : indent > 8 ? { indent: 8 } : { indent };
    }
    if (value === undefined) {
        const { keepUndefined } = options ?? replacer ?? {};
        if (!keepUndefined)
            return undefined;
    }
    if (identity.isDocument(value) && !_replacer)
        return value.toString(options);
    return new Document.Document(value, _replacer, options).toString(options);
}

exports.parse = parse;
exports.parseAllDocuments = parseAllDocuments;
exports.parseDocument = parseDocument;
exports.stringify = stringify;


/***/ }),

/***/ 1148:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1891);
var map = __nccwpck_require__(1231);
var seq = __nccwpck_require__(814);
var string = __nccwpck_require__(3724);
var tags = __nccwpck_require__(8478);

const sortMapEntriesByKey = (a, b) => a.key < b.key ? -1 : a.key > b.key ? 1 : 0;
class Schema {
    constructor({ compat, customTags, merge, resolveKnownTags, schema, sortMapEntries, toStringDefaults }) {
        this.compat = Array.isArray(compat)
            ? tags.getTags(compat, 'compat')
            : compat
                ? tags.getTags(null, compat)
                : null;
        this.name = (typeof schema === 'string' && schema) || 'core';
        this.knownTags = resolveKnownTags ? tags.coreKnownTags : {};
        this.tags = tags.getTags(customTags, this.name, merge);
        this.toStringOptions = toStringDefaults ?? null;
        Object.defineProperty(this, identity.MAP, { value: map.map });
        Object.defineProperty(this, identity.SCALAR, { value: string.string });
        Object.defineProperty(this, identity.SEQ, { value: seq.seq });
        // Used by createMap()
        this.sortMapEntries =
            typeof sortMapEntries === 'function'
                ? sortMapEntries
                : sortMapEntries === true
                    ? sortMapEntriesByKey
                    : null;
    }
    clone() {
        const copy = Object.create(Schema.prototype, Object.getOwnPropertyDescriptors(this));
        copy.tags = this.tags.slice();
        return copy;
    }
}

exports.Schema = Schema;


/***/ }),

/***/ 1231:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1891);
var YAMLMap = __nccwpck_require__(2938);

const map = {
    collection: 'map',
    default: true,
    nodeClass: YAMLMap.YAMLMap,
    tag: 'tag:yaml.org,2002:map',
    resolve(map, onError) {
        if (!identity.isMap(map))
            onError('Expected a mapping for this tag');
        return map;
    },
    createNode: (schema, obj, ctx) => YAMLMap.YAMLMap.from(schema, obj, ctx)
};

exports.map = map;


/***/ }),

/***/ 5940:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var Scalar = __nccwpck_require__(4305);

const nullTag = {
    identify: value => value == null,
    createNode: () => new Scalar.Scalar(null),
    default: true,
    tag: 'tag:yaml.org,2002:null',
    test: /^(?:~|[Nn]ull|NULL)?$/,
    resolve: () => new Scalar.Scalar(null),
    stringify: ({ source }, ctx) => typeof source === 'string' && nullTag.test.test(source)
        ? source
        : ctx.options.nullStr
};

exports.nullTag = nullTag;


/***/ }),

/***/ 814:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1891);
var YAMLSeq = __nccwpck_require__(3571);

const seq = {
    collection: 'seq',
    default: true,
    nodeClass: YAMLSeq.YAMLSeq,
    tag: 'tag:yaml.org,2002:seq',
    resolve(seq, onError) {
        if (!identity.isSeq(seq))
            onError('Expected a sequence for this tag');
        return seq;
    },
    createNode: (schema, obj, ctx) => YAMLSeq.YAMLSeq.from(schema, obj, ctx)
};

exports.seq = seq;


/***/ }),

/***/ 3724:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var stringifyString = __nccwpck_require__(3665);

const string = {
    identify: value => typeof value === 'string',
    default: true,
    tag: 'tag:yaml.org,2002:str',
    resolve: str => str,
    stringify(item, ctx, onComment, onChompKeep) {
        ctx = Object.assign({ actualString: true }, ctx);
        return stringifyString.stringifyString(item, ctx, onComment, onChompKeep);
    }
};

exports.string = string;


/***/ }),

/***/ 5579:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var Scalar = __nccwpck_require__(4305);

const boolTag = {
    identify: value => typeof value === 'boolean',
    default: true,
    tag: 'tag:yaml.org,2002:bool',
    test: /^(?:[Tt]rue|TRUE|[Ff]alse|FALSE)$/,
    resolve: str => new Scalar.Scalar(str[0] === 't' || str[0] === 'T'),
    stringify({ source, value }, ctx) {
        if (source && boolTag.test.test(source)) {
            const sv = source[0] === 't' || source[0] === 'T';
            if (value === sv)
                return source;
        }
        return value ? ctx.options.trueStr : ctx.options.falseStr;
    }
};

exports.boolTag = boolTag;


/***/ }),

/***/ 1433:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var Scalar = __nccwpck_require__(4305);
var stringifyNumber = __nccwpck_require__(3677);

const floatNaN = {
    identify: value => typeof value === 'number',
    default: true,
    tag: 'tag:yaml.org,2002:float',
    test: /^(?:[-+]?\.(?:inf|Inf|INF)|\.nan|\.NaN|\.NAN)$/,
    resolve: str => str.slice(-3).toLowerCase() === 'nan'
        ? NaN
        : str[0] === '-'
            ? Number.NEGATIVE_INFINITY
            : Number.POSITIVE_INFINITY,
    stringify: stringifyNumber.stringifyNumber
};
const floatExp = {
    identify: value => typeof value === 'number',
    default: true,
    tag: 'tag:yaml.org,2002:float',
    format: 'EXP',
    test: /^[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)[eE][-+]?[0-9]+$/,
    resolve: str => parseFloat(str),
    stringify(node) {
        const num = Number(node.value);
        return isFinite(num) ? num.toExponential() : stringifyNumber.stringifyNumber(node);
    }
};
const float = {
    identify: value => typeof value === 'number',
    default: true,
    tag: 'tag:yaml.org,2002:float',
    test: /^[-+]?(?:\.[0-9]+|[0-9]+\.[0-9]*)$/,
    resolve(str) {
        const node = new Scalar.Scalar(parseFloat(str));
        const dot = str.indexOf('.');
        if (dot !== -1 && str[str.length - 1] === '0')
            node.minFractionDigits = str.length - dot - 1;
        return node;
    },
    stringify: stringifyNumber.stringifyNumber
};

exports.float = float;
exports.floatExp = floatExp;
exports.floatNaN = floatNaN;


/***/ }),

/***/ 2790:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var stringifyNumber = __nccwpck_require__(3677);

const intIdentify = (value) => typeof value === 'bigint' || Number.isInteger(value);
const intResolve = (str, offset, radix, { intAsBigInt }) => (intAsBigInt ? BigInt(str) : parseInt(str.substring(offset), radix));
function intStringify(node, radix, prefix) {
    const { value } = node;
    if (intIdentify(value) && value >= 0)
        return prefix + value.toString(radix);
    return stringifyNumber.stringifyNumber(node);
}
const intOct = {
    identify: value => intIdentify(value) && value >= 0,
    default: true,
    tag: 'tag:yaml.org,2002:int',
    format: 'OCT',
    test: /^0o[0-7]+$/,
    resolve: (str, _onError, opt) => intResolve(str, 2, 8, opt),
    stringify: node => intStringify(node, 8, '0o')
};
const int = {
    identify: intIdentify,
    default: true,
    tag: 'tag:yaml.org,2002:int',
    test: /^[-+]?[0-9]+$/,
    resolve: (str, _onError, opt) => intResolve(str, 0, 10, opt),
    stringify: stringifyNumber.stringifyNumber
};
const intHex = {
    identify: value => intIdentify(value) && value >= 0,
    default: true,
    tag: 'tag:yaml.org,2002:int',
    format: 'HEX',
    test: /^0x[0-9a-fA-F]+$/,
    resolve: (str, _onError, opt) => intResolve(str, 2, 16, opt),
    stringify: node => intStringify(node, 16, '0x')
};

exports.int = int;
exports.intHex = intHex;
exports.intOct = intOct;


/***/ }),

/***/ 9772:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var map = __nccwpck_require__(1231);
var _null = __nccwpck_require__(5940);
var seq = __nccwpck_require__(814);
var string = __nccwpck_require__(3724);
var bool = __nccwpck_require__(5579);
var float = __nccwpck_require__(1433);
var int = __nccwpck_require__(2790);

const schema = [
    map.map,
    seq.seq,
    string.string,
    _null.nullTag,
    bool.boolTag,
    int.intOct,
    int.int,
    int.intHex,
    float.floatNaN,
    float.floatExp,
    float.float
];

exports.schema = schema;


/***/ }),

/***/ 7331:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var Scalar = __nccwpck_require__(4305);
var map = __nccwpck_require__(1231);
var seq = __nccwpck_require__(814);

function intIdentify(value) {
    return typeof value === 'bigint' || Number.isInteger(value);
}
const stringifyJSON = ({ value }) => JSON.stringify(value);
const jsonScalars = [
    {
        identify: value => typeof value === 'string',
        default: true,
        tag: 'tag:yaml.org,2002:str',
        resolve: str => str,
        stringify: stringifyJSON
    },
    {
        identify: value => value == null,
        createNode: () => new Scalar.Scalar(null),
        default: true,
        tag: 'tag:yaml.org,2002:null',
        test: /^null$/,
        resolve: () => null,
        stringify: stringifyJSON
    },
    {
        identify: value => typeof value === 'boolean',
        default: true,
        tag: 'tag:yaml.org,2002:bool',
        test: /^true$|^false$/,
        resolve: str => str === 'true',
        stringify: stringifyJSON
    },
    {
        identify: intIdentify,
        default: true,
        tag: 'tag:yaml.org,2002:int',
        test: /^-?(?:0|[1-9][0-9]*)$/,
        resolve: (str, _onError, { intAsBigInt }) => intAsBigInt ? BigInt(str) : parseInt(str, 10),
        stringify: ({ value }) => intIdentify(value) ? value.toString() : JSON.stringify(value)
    },
    {
        identify: value => typeof value === 'number',
        default: true,
        tag: 'tag:yaml.org,2002:float',
        test: /^-?(?:0|[1-9][0-9]*)(?:\.[0-9]*)?(?:[eE][-+]?[0-9]+)?$/,
        resolve: str => parseFloat(str),
        stringify: stringifyJSON
    }
];
const jsonError = {
    default: true,
    tag: '',
    test: /^/,
    resolve(str, onError) {
        onError(`Unresolved plain scalar ${JSON.stringify(str)}`);
        return str;
    }
};
const schema = [map.map, seq.seq].concat(jsonScalars, jsonError);

exports.schema = schema;


/***/ }),

/***/ 8478:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var map = __nccwpck_require__(1231);
var _null = __nccwpck_require__(5940);
var seq = __nccwpck_require__(814);
var string = __nccwpck_require__(3724);
var bool = __nccwpck_require__(5579);
var float = __nccwpck_require__(1433);
var int = __nccwpck_require__(2790);
var schema = __nccwpck_require__(9772);
var schema$1 = __nccwpck_require__(7331);
var binary = __nccwpck_require__(743);
var merge = __nccwpck_require__(4376);
var omap = __nccwpck_require__(6683);
var pairs = __nccwpck_require__(7221);
var schema$2 = __nccwpck_require__(3381);
var set = __nccwpck_require__(5340);
var timestamp = __nccwpck_require__(3932);

const schemas = new Map([
    ['core', schema.schema],
    ['failsafe', [map.map, seq.seq, string.string]],
    ['json', schema$1.schema],
    ['yaml11', schema$2.schema],
    ['yaml-1.1', schema$2.schema]
]);
const tagsByName = {
    binary: binary.binary,
    bool: bool.boolTag,
    float: float.float,
    floatExp: float.floatExp,
    floatNaN: float.floatNaN,
    floatTime: timestamp.floatTime,
    int: int.int,
    intHex: int.intHex,
    intOct: int.intOct,
    intTime: timestamp.intTime,
    map: map.map,
    merge: merge.merge,
    null: _null.nullTag,
    omap: omap.omap,
    pairs: pairs.pairs,
    seq: seq.seq,
    set: set.set,
    timestamp: timestamp.timestamp
};
const coreKnownTags = {
    'tag:yaml.org,2002:binary': binary.binary,
    'tag:yaml.org,2002:merge': merge.merge,
    'tag:yaml.org,2002:omap': omap.omap,
    'tag:yaml.org,2002:pairs': pairs.pairs,
    'tag:yaml.org,2002:set': set.set,
    'tag:yaml.org,2002:timestamp': timestamp.timestamp
};
function getTags(customTags, schemaName, addMergeTag) {
    const schemaTags = schemas.get(schemaName);
    if (schemaTags && !customTags) {
        return addMergeTag && !schemaTags.includes(merge.merge)
            ? schemaTags.concat(merge.merge)
            : schemaTags.slice();
    }
    let tags = schemaTags;
    if (!tags) {
        if (Array.isArray(customTags))
            tags = [];
        else {
            const keys = Array.from(schemas.keys())
                .filter(key => key !== 'yaml11')
                .map(key => JSON.stringify(key))
                .join(', ');
            throw new Error(`Unknown schema "${schemaName}"; use one of ${keys} or define customTags array`);
        }
    }
    if (Array.isArray(customTags)) {
        for (const tag of customTags)
            tags = tags.concat(tag);
    }
    else if (typeof customTags === 'function') {
        tags = customTags(tags.slice());
    }
    if (addMergeTag)
        tags = tags.concat(merge.merge);
    return tags.reduce((tags, tag) => {
        const tagObj = typeof tag === 'string' ? tagsByName[tag] : tag;
        if (!tagObj) {
            const tagName = JSON.stringify(tag);
            const keys = Object.keys(tagsByName)
                .map(key => JSON.stringify(key))
                .join(', ');
            throw new Error(`Unknown custom tag ${tagName}; use one of ${keys}`);
        }
        if (!tags.includes(tagObj))
            tags.push(tagObj);
        return tags;
    }, []);
}

exports.coreKnownTags = coreKnownTags;
exports.getTags = getTags;


/***/ }),

/***/ 743:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var node_buffer = __nccwpck_require__(181);
var Scalar = __nccwpck_require__(4305);
var stringifyString = __nccwpck_require__(3665);

const binary = {
    identify: value => value instanceof Uint8Array, // Buffer inherits from Uint8Array
    default: false,
    tag: 'tag:yaml.org,2002:binary',
    /**
     * Returns a Buffer in node and an Uint8Array in browsers
     *
     * To use the resulting buffer as an image, you'll want to do something like:
     *
     *   const blob = new Blob([buffer], { type: 'image/jpeg' })
     *   document.querySelector('#photo').src = URL.createObjectURL(blob)
     */
    resolve(src, onError) {
        if (typeof node_buffer.Buffer === 'function') {
            return node_buffer.Buffer.from(src, 'base64');
        }
        else if (typeof atob === 'function') {
            // On IE 11, atob() can't handle newlines
            const str = atob(src.replace(/[\n\r]/g, ''));
            const buffer = new Uint8Array(str.length);
            for (let i = 0; i < str.length; ++i)
                buffer[i] = str.charCodeAt(i);
            return buffer;
        }
        else {
            onError('This environment does not support reading binary tags; either Buffer or atob is required');
            return src;
        }
    },
    stringify({ comment, type, value }, ctx, onComment, onChompKeep) {
        if (!value)
            return '';
        const buf = value; // checked earlier by binary.identify()
        let str;
        if (typeof node_buffer.Buffer === 'function') {
            str =
                buf instanceof node_buffer.Buffer
                    ? buf.toString('base64')
                    : node_buffer.Buffer.from(buf.buffer).toString('base64');
        }
        else if (typeof btoa === 'function') {
            let s = '';
            for (let i = 0; i < buf.length; ++i)
                s += String.fromCharCode(buf[i]);
            str = btoa(s);
        }
        else {
            throw new Error('This environment does not support writing binary tags; either Buffer or btoa is required');
        }
        type ?? (type = Scalar.Scalar.BLOCK_LITERAL);
        if (type !== Scalar.Scalar.QUOTE_DOUBLE) {
            const lineWidth = Math.max(ctx.options.lineWidth - ctx.indent.length, ctx.options.minContentWidth);
            const n = Math.ceil(str.length / lineWidth);
            const lines = new Array(n);
            for (let i = 0, o = 0; i < n; ++i, o += lineWidth) {
                lines[i] = str.substr(o, lineWidth);
            }
            str = lines.join(type === Scalar.Scalar.BLOCK_LITERAL ? '\n' : ' ');
        }
        return stringifyString.stringifyString({ comment, type, value: str }, ctx, onComment, onChompKeep);
    }
};

exports.binary = binary;


/***/ }),

/***/ 8514:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var Scalar = __nccwpck_require__(4305);

function boolStringify({ value, source }, ctx) {
    const boolObj = value ? trueTag : falseTag;
    if (source && boolObj.test.test(source))
        return source;
    return value ? ctx.options.trueStr : ctx.options.falseStr;
}
const trueTag = {
    identify: value => value === true,
    default: true,
    tag: 'tag:yaml.org,2002:bool',
    test: /^(?:Y|y|[Yy]es|YES|[Tt]rue|TRUE|[Oo]n|ON)$/,
    resolve: () => new Scalar.Scalar(true),
    stringify: boolStringify
};
const falseTag = {
    identify: value => value === false,
    default: true,
    tag: 'tag:yaml.org,2002:bool',
    test: /^(?:N|n|[Nn]o|NO|[Ff]alse|FALSE|[Oo]ff|OFF)$/,
    resolve: () => new Scalar.Scalar(false),
    stringify: boolStringify
};

exports.falseTag = falseTag;
exports.trueTag = trueTag;


/***/ }),

/***/ 2026:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var Scalar = __nccwpck_require__(4305);
var stringifyNumber = __nccwpck_require__(3677);

const floatNaN = {
    identify: value => typeof value === 'number',
    default: true,
    tag: 'tag:yaml.org,2002:float',
    test: /^(?:[-+]?\.(?:inf|Inf|INF)|\.nan|\.NaN|\.NAN)$/,
    resolve: (str) => str.slice(-3).toLowerCase() === 'nan'
        ? NaN
        : str[0] === '-'
            ? Number.NEGATIVE_INFINITY
            : Number.POSITIVE_INFINITY,
    stringify: stringifyNumber.stringifyNumber
};
const floatExp = {
    identify: value => typeof value === 'number',
    default: true,
    tag: 'tag:yaml.org,2002:float',
    format: 'EXP',
    test: /^[-+]?(?:[0-9][0-9_]*)?(?:\.[0-9_]*)?[eE][-+]?[0-9]+$/,
    resolve: (str) => parseFloat(str.replace(/_/g, '')),
    stringify(node) {
        const num = Number(node.value);
        return isFinite(num) ? num.toExponential() : stringifyNumber.stringifyNumber(node);
    }
};
const float = {
    identify: value => typeof value === 'number',
    default: true,
    tag: 'tag:yaml.org,2002:float',
    test: /^[-+]?(?:[0-9][0-9_]*)?\.[0-9_]*$/,
    resolve(str) {
        const node = new Scalar.Scalar(parseFloat(str.replace(/_/g, '')));
        const dot = str.indexOf('.');
        if (dot !== -1) {
            const f = str.substring(dot + 1).replace(/_/g, '');
            if (f[f.length - 1] === '0')
                node.minFractionDigits = f.length;
        }
        return node;
    },
    stringify: stringifyNumber.stringifyNumber
};

exports.float = float;
exports.floatExp = floatExp;
exports.floatNaN = floatNaN;


/***/ }),

/***/ 7149:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var stringifyNumber = __nccwpck_require__(3677);

const intIdentify = (value) => typeof value === 'bigint' || Number.isInteger(value);
function intResolve(str, offset, radix, { intAsBigInt }) {
    const sign = str[0];
    if (sign === '-' || sign === '+')
        offset += 1;
    str = str.substring(offset).replace(/_/g, '');
    if (intAsBigInt) {
        switch (radix) {
            case 2:
                str = `0b${str}`;
                break;
            case 8:
                str = `0o${str}`;
                break;
            case 16:
                str = `0x${str}`;
                break;
        }
        const n = BigInt(str);
        return sign === '-' ? BigInt(-1) * n : n;
    }
    const n = parseInt(str, radix);
    return sign === '-' ? -1 * n : n;
}
function intStringify(node, radix, prefix) {
    const { value } = node;
    if (intIdentify(value)) {
        const str = value.toString(radix);
        return value < 0 ? '-' + prefix + str.substr(1) : prefix + str;
    }
    return stringifyNumber.stringifyNumber(node);
}
const intBin = {
    identify: intIdentify,
    default: true,
    tag: 'tag:yaml.org,2002:int',
    format: 'BIN',
    test: /^[-+]?0b[0-1_]+$/,
    resolve: (str, _onError, opt) => intResolve(str, 2, 2, opt),
    stringify: node => intStringify(node, 2, '0b')
};
const intOct = {
    identify: intIdentify,
    default: true,
    tag: 'tag:yaml.org,2002:int',
    format: 'OCT',
    test: /^[-+]?0[0-7_]+$/,
    resolve: (str, _onError, opt) => intResolve(str, 1, 8, opt),
    stringify: node => intStringify(node, 8, '0')
};
const int = {
    identify: intIdentify,
    default: true,
    tag: 'tag:yaml.org,2002:int',
    test: /^[-+]?[0-9][0-9_]*$/,
    resolve: (str, _onError, opt) => intResolve(str, 0, 10, opt),
    stringify: stringifyNumber.stringifyNumber
};
const intHex = {
    identify: intIdentify,
    default: true,
    tag: 'tag:yaml.org,2002:int',
    format: 'HEX',
    test: /^[-+]?0x[0-9a-fA-F_]+$/,
    resolve: (str, _onError, opt) => intResolve(str, 2, 16, opt),
    stringify: node => intStringify(node, 16, '0x')
};

exports.int = int;
exports.intBin = intBin;
exports.intHex = intHex;
exports.intOct = intOct;


/***/ }),

/***/ 4376:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1891);
var Scalar = __nccwpck_require__(4305);

// If the value associated with a merge key is a single mapping node, each of
// its key/value pairs is inserted into the current mapping, unless the key
// already exists in it. If the value associated with the merge key is a
// sequence, then this sequence is expected to contain mapping nodes and each
// of these nodes is merged in turn according to its order in the sequence.
// Keys in mapping nodes earlier in the sequence override keys specified in
// later mapping nodes. -- http://yaml.org/type/merge.html
const MERGE_KEY = '<<';
const merge = {
    identify: value => value === MERGE_KEY ||
        (typeof value === 'symbol' && value.description === MERGE_KEY),
    default: 'key',
    tag: 'tag:yaml.org,2002:merge',
    test: /^<<$/,
    resolve: () => Object.assign(new Scalar.Scalar(Symbol(MERGE_KEY)), {
        addToJSMap: addMergeToJSMap
    }),
    stringify: () => MERGE_KEY
};
const isMergeKey = (ctx, key) => (merge.identify(key) ||
    (identity.isScalar(key) &&
        (!key.type || key.type === Scalar.Scalar.PLAIN) &&
        merge.identify(key.value))) &&
    ctx?.doc.schema.tags.some(tag => tag.tag === merge.tag && tag.default);
function addMergeToJSMap(ctx, map, value) {
    const source = resolveAliasValue(ctx, value);
    if (identity.isSeq(source))
        for (const it of source.items)
            mergeValue(ctx, map, it);
    else if (Array.isArray(source))
        for (const it of source)
            mergeValue(ctx, map, it);
    else
        mergeValue(ctx, map, source);
}
function mergeValue(ctx, map, value) {
    const source = resolveAliasValue(ctx, value);
    if (!identity.isMap(source))
        throw new Error('Merge sources must be maps or map aliases');
    const srcMap = source.toJSON(null, ctx, Map);
    for (const [key, value] of srcMap) {
        if (map instanceof Map) {
            if (!map.has(key))
                map.set(key, value);
        }
        else if (map instanceof Set) {
            map.add(key);
        }
        else if (!Object.prototype.hasOwnProperty.call(map, key)) {
            Object.defineProperty(map, key, {
                value,
                writable: true,
                enumerable: true,
                configurable: true
            });
        }
    }
    return map;
}
function resolveAliasValue(ctx, value) {
    return ctx && identity.isAlias(value) ? value.resolve(ctx.doc, ctx) : value;
}

exports.addMergeToJSMap = addMergeToJSMap;
exports.isMergeKey = isMergeKey;
exports.merge = merge;


/***/ }),

/***/ 6683:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1891);
var toJS = __nccwpck_require__(3119);
var YAMLMap = __nccwpck_require__(2938);
var YAMLSeq = __nccwpck_require__(3571);
var pairs = __nccwpck_require__(7221);

class YAMLOMap extends YAMLSeq.YAMLSeq {
    constructor() {
        super();
        this.add = YAMLMap.YAMLMap.prototype.add.bind(this);
        this.delete = YAMLMap.YAMLMap.prototype.delete.bind(this);
        this.get = YAMLMap.YAMLMap.prototype.get.bind(this);
        this.has = YAMLMap.YAMLMap.prototype.has.bind(this);
        this.set = YAMLMap.YAMLMap.prototype.set.bind(this);
        this.tag = YAMLOMap.tag;
    }
    /**
     * If `ctx` is given, the return type is actually `Map<unknown, unknown>`,
     * but TypeScript won't allow widening the signature of a child method.
     */
    toJSON(_, ctx) {
        if (!ctx)
            return super.toJSON(_);
        const map = new Map();
        if (ctx?.onCreate)
            ctx.onCreate(map);
        for (const pair of this.items) {
            let key, value;
            if (identity.isPair(pair)) {
                key = toJS.toJS(pair.key, '', ctx);
                value = toJS.toJS(pair.value, key, ctx);
            }
            else {
                key = toJS.toJS(pair, '', ctx);
            }
            if (map.has(key))
                throw new Error('Ordered maps must not include duplicate keys');
            map.set(key, value);
        }
        return map;
    }
    static from(schema, iterable, ctx) {
        const pairs$1 = pairs.createPairs(schema, iterable, ctx);
        const omap = new this();
        omap.items = pairs$1.items;
        return omap;
    }
}
YAMLOMap.tag = 'tag:yaml.org,2002:omap';
const omap = {
    collection: 'seq',
    identify: value => value instanceof Map,
    nodeClass: YAMLOMap,
    default: false,
    tag: 'tag:yaml.org,2002:omap',
    resolve(seq, onError) {
        const pairs$1 = pairs.resolvePairs(seq, onError);
        const seenKeys = [];
        for (const { key } of pairs$1.items) {
            if (identity.isScalar(key)) {
                if (seenKeys.includes(key.value)) {
                    onError(`Ordered maps must not include duplicate keys: ${key.value}`);
                }
                else {
                    seenKeys.push(key.value);
                }
            }
        }
        return Object.assign(new YAMLOMap(), pairs$1);
    },
    createNode: (schema, iterable, ctx) => YAMLOMap.from(schema, iterable, ctx)
};

exports.YAMLOMap = YAMLOMap;
exports.omap = omap;


/***/ }),

/***/ 7221:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1891);
var Pair = __nccwpck_require__(5153);
var Scalar = __nccwpck_require__(4305);
var YAMLSeq = __nccwpck_require__(3571);

function resolvePairs(seq, onError) {
    if (identity.isSeq(seq)) {
        for (let i = 0; i < seq.items.length; ++i) {
            let item = seq.items[i];
            if (identity.isPair(item))
                continue;
            else if (identity.isMap(item)) {
                if (item.items.length > 1)
                    onError('Each pair must have its own sequence indicator');
                const pair = item.items[0] || new Pair.Pair(new Scalar.Scalar(null));
                if (item.commentBefore)
                    pair.key.commentBefore = pair.key.commentBefore
                        ? `${item.commentBefore}\n${pair.key.commentBefore}`
                        : item.commentBefore;
                if (item.comment) {
                    const cn = pair.value ?? pair.key;
                    cn.comment = cn.comment
                        ? `${item.comment}\n${cn.comment}`
                        : item.comment;
                }
                item = pair;
            }
            seq.items[i] = identity.isPair(item) ? item : new Pair.Pair(item);
        }
    }
    else
        onError('Expected a sequence for this tag');
    return seq;
}
function createPairs(schema, iterable, ctx) {
    const { replacer } = ctx;
    const pairs = new YAMLSeq.YAMLSeq(schema);
    pairs.tag = 'tag:yaml.org,2002:pairs';
    let i = 0;
    if (iterable && Symbol.iterator in Object(iterable))
        for (let it of iterable) {
            if (typeof replacer === 'function')
                it = replacer.call(iterable, String(i++), it);
            let key, value;
            if (Array.isArray(it)) {
                if (it.length === 2) {
                    key = it[0];
                    value = it[1];
                }
                else
                    throw new TypeError(`Expected [key, value] tuple: ${it}`);
            }
            else if (it && it instanceof Object) {
                const keys = Object.keys(it);
                if (keys.length === 1) {
                    key = keys[0];
                    value = it[key];
                }
                else {
                    throw new TypeError(`Expected tuple with one key, not ${keys.length} keys`);
                }
            }
            else {
                key = it;
            }
            pairs.items.push(Pair.createPair(key, value, ctx));
        }
    return pairs;
}
const pairs = {
    collection: 'seq',
    default: false,
    tag: 'tag:yaml.org,2002:pairs',
    resolve: resolvePairs,
    createNode: createPairs
};

exports.createPairs = createPairs;
exports.pairs = pairs;
exports.resolvePairs = resolvePairs;


/***/ }),

/***/ 3381:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var map = __nccwpck_require__(1231);
var _null = __nccwpck_require__(5940);
var seq = __nccwpck_require__(814);
var string = __nccwpck_require__(3724);
var binary = __nccwpck_require__(743);
var bool = __nccwpck_require__(8514);
var float = __nccwpck_require__(2026);
var int = __nccwpck_require__(7149);
var merge = __nccwpck_require__(4376);
var omap = __nccwpck_require__(6683);
var pairs = __nccwpck_require__(7221);
var set = __nccwpck_require__(5340);
var timestamp = __nccwpck_require__(3932);

const schema = [
    map.map,
    seq.seq,
    string.string,
    _null.nullTag,
    bool.trueTag,
    bool.falseTag,
    int.intBin,
    int.intOct,
    int.int,
    int.intHex,
    float.floatNaN,
    float.floatExp,
    float.float,
    binary.binary,
    merge.merge,
    omap.omap,
    pairs.pairs,
    set.set,
    timestamp.intTime,
    timestamp.floatTime,
    timestamp.timestamp
];

exports.schema = schema;


/***/ }),

/***/ 5340:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1891);
var Pair = __nccwpck_require__(5153);
var YAMLMap = __nccwpck_require__(2938);

class YAMLSet extends YAMLMap.YAMLMap {
    constructor(schema) {
        super(schema);
        this.tag = YAMLSet.tag;
    }
    add(key) {
        let pair;
        if (identity.isPair(key))
            pair = key;
        else if (key &&
            typeof key === 'object' &&
            'key' in key &&
            'value' in key &&
            key.value === null)
            pair = new Pair.Pair(key.key, null);
        else
            pair = new Pair.Pair(key, null);
        const prev = YAMLMap.findPair(this.items, pair.key);
        if (!prev)
            this.items.push(pair);
    }
    /**
     * If `keepPair` is `true`, returns the Pair matching `key`.
     * Otherwise, returns the value of that Pair's key.
     */
    get(key, keepPair) {
        const pair = YAMLMap.findPair(this.items, key);
        return !keepPair && identity.isPair(pair)
            ? identity.isScalar(pair.key)
                ? pair.key.value
                : pair.key
            : pair;
    }
    set(key, value) {
        if (typeof value !== 'boolean')
            throw new Error(`Expected boolean value for set(key, value) in a YAML set, not ${typeof value}`);
        const prev = YAMLMap.findPair(this.items, key);
        if (prev && !value) {
            this.items.splice(this.items.indexOf(prev), 1);
        }
        else if (!prev && value) {
            this.items.push(new Pair.Pair(key));
        }
    }
    toJSON(_, ctx) {
        return super.toJSON(_, ctx, Set);
    }
    toString(ctx, onComment, onChompKeep) {
        if (!ctx)
            return JSON.stringify(this);
        if (this.hasAllNullValues(true))
            return super.toString(Object.assign({}, ctx, { allNullValues: true }), onComment, onChompKeep);
        else
            throw new Error('Set items must all have null values');
    }
    static from(schema, iterable, ctx) {
        const { replacer } = ctx;
        const set = new this(schema);
        if (iterable && Symbol.iterator in Object(iterable))
            for (let value of iterable) {
                if (typeof replacer === 'function')
                    value = replacer.call(iterable, value, value);
                set.items.push(Pair.createPair(value, null, ctx));
            }
        return set;
    }
}
YAMLSet.tag = 'tag:yaml.org,2002:set';
const set = {
    collection: 'map',
    identify: value => value instanceof Set,
    nodeClass: YAMLSet,
    default: false,
    tag: 'tag:yaml.org,2002:set',
    createNode: (schema, iterable, ctx) => YAMLSet.from(schema, iterable, ctx),
    resolve(map, onError) {
        if (identity.isMap(map)) {
            if (map.hasAllNullValues(true))
                return Object.assign(new YAMLSet(), map);
            else
                onError('Set items must all have null values');
        }
        else
            onError('Expected a mapping for this tag');
        return map;
    }
};

exports.YAMLSet = YAMLSet;
exports.set = set;


/***/ }),

/***/ 3932:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var stringifyNumber = __nccwpck_require__(3677);

/** Internal types handle bigint as number, because TS can't figure it out. */
function parseSexagesimal(str, asBigInt) {
    const sign = str[0];
    const parts = sign === '-' || sign === '+' ? str.substring(1) : str;
    const num = (n) => asBigInt ? BigInt(n) : Number(n);
    const res = parts
        .replace(/_/g, '')
        .split(':')
        .reduce((res, p) => res * num(60) + num(p), num(0));
    return (sign === '-' ? num(-1) * res : res);
}
/**
 * hhhh:mm:ss.sss
 *
 * Internal types handle bigint as number, because TS can't figure it out.
 */
function stringifySexagesimal(node) {
    let { value } = node;
    let num = (n) => n;
    if (typeof value === 'bigint')
        num = n => BigInt(n);
    else if (isNaN(value) || !isFinite(value))
        return stringifyNumber.stringifyNumber(node);
    let sign = '';
    if (value < 0) {
        sign = '-';
        value *= num(-1);
    }
    const _60 = num(60);
    const parts = [value % _60]; // seconds, including ms
    if (value < 60) {
        parts.unshift(0); // at least one : is required
    }
    else {
        value = (value - parts[0]) / _60;
        parts.unshift(value % _60); // minutes
        if (value >= 60) {
            value = (value - parts[0]) / _60;
            parts.unshift(value); // hours
        }
    }
    return (sign +
        parts
            .map(n => String(n).padStart(2, '0'))
            .join(':')
            .replace(/000000\d*$/, '') // % 60 may introduce error
    );
}
const intTime = {
    identify: value => typeof value === 'bigint' || Number.isInteger(value),
    default: true,
    tag: 'tag:yaml.org,2002:int',
    format: 'TIME',
    test: /^[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+$/,
    resolve: (str, _onError, { intAsBigInt }) => parseSexagesimal(str, intAsBigInt),
    stringify: stringifySexagesimal
};
const floatTime = {
    identify: value => typeof value === 'number',
    default: true,
    tag: 'tag:yaml.org,2002:float',
    format: 'TIME',
    test: /^[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+\.[0-9_]*$/,
    resolve: str => parseSexagesimal(str, false),
    stringify: stringifySexagesimal
};
const timestamp = {
    identify: value => value instanceof Date,
    default: true,
    tag: 'tag:yaml.org,2002:timestamp',
    // If the time zone is omitted, the timestamp is assumed to be specified in UTC. The time part
    // may be omitted altogether, resulting in a date format. In such a case, the time part is
    // assumed to be 00:00:00Z (start of day, UTC).
    test: RegExp('^([0-9]{4})-([0-9]{1,2})-([0-9]{1,2})' + // YYYY-Mm-Dd
        '(?:' + // time is optional
        '(?:t|T|[ \\t]+)' + // t | T | whitespace
        '([0-9]{1,2}):([0-9]{1,2}):([0-9]{1,2}(\\.[0-9]+)?)' + // Hh:Mm:Ss(.ss)?
        '(?:[ \\t]*(Z|[-+][012]?[0-9](?::[0-9]{2})?))?' + // Z | +5 | -03:30
        ')?$'),
    resolve(str) {
        const match = str.match(timestamp.test);
        if (!match)
            throw new Error('!!timestamp expects a date, starting with yyyy-mm-dd');
        const [, year, month, day, hour, minute, second] = match.map(Number);
        const millisec = match[7] ? Number((match[7] + '00').substr(1, 3)) : 0;
        let date = Date.UTC(year, month - 1, day, hour || 0, minute || 0, second || 0, millisec);
        const tz = match[8];
        if (tz && tz !== 'Z') {
            let d = parseSexagesimal(tz, false);
            if (Math.abs(d) < 30)
                d *= 60;
            date -= 60000 * d;
        }
        return new Date(date);
    },
    stringify: ({ value }) => value?.toISOString().replace(/(T00:00:00)?\.000Z$/, '') ?? ''
};

exports.floatTime = floatTime;
exports.intTime = intTime;
exports.timestamp = timestamp;


/***/ }),

/***/ 6767:
/***/ ((__unused_webpack_module, exports) => {



const FOLD_FLOW = 'flow';
const FOLD_BLOCK = 'block';
const FOLD_QUOTED = 'quoted';
/**
 * Tries to keep input at up to `lineWidth` characters, splitting only on spaces
 * not followed by newlines or spaces unless `mode` is `'quoted'`. Lines are
 * terminated with `\n` and started with `indent`.
 */
function foldFlowLines(text, indent, mode = 'flow', { indentAtStart, lineWidth = 80, minContentWidth = 20, onFold, onOverflow } = {}) {
    if (!lineWidth || lineWidth < 0)
        return text;
    if (lineWidth < minContentWidth)
        minContentWidth = 0;
    const endStep = Math.max(1 + minContentWidth, 1 + lineWidth - indent.length);
    if (text.length <= endStep)
        return text;
    const folds = [];
    const escapedFolds = {};
    let end = lineWidth - indent.length;
    if (typeof indentAtStart === 'number') {
        if (indentAtStart > lineWidth - Math.max(2, minContentWidth))
            folds.push(0);
        else
            end = lineWidth - indentAtStart;
    }
    let split = undefined;
    let prev = undefined;
    let overflow = false;
    let i = -1;
    let escStart = -1;
    let escEnd = -1;
    if (mode === FOLD_BLOCK) {
        i = consumeMoreIndentedLines(text, i, indent.length);
        if (i !== -1)
            end = i + endStep;
    }
    for (let ch; (ch = text[(i += 1)]);) {
        if (mode === FOLD_QUOTED && ch === '\\') {
            escStart = i;
            switch (text[i + 1]) {
                case 'x':
                    i += 3;
                    break;
                case 'u':
                    i += 5;
                    break;
                case 'U':
                    i += 9;
                    break;
                default:
                    i += 1;
            }
            escEnd = i;
        }
        if (ch === '\n') {
            if (mode === FOLD_BLOCK)
                i = consumeMoreIndentedLines(text, i, indent.length);
            end = i + indent.length + endStep;
            split = undefined;
        }
        else {
            if (ch === ' ' &&
                prev &&
                prev !== ' ' &&
                prev !== '\n' &&
                prev !== '\t') {
                // space surrounded by non-space can be replaced with newline + indent
                const next = text[i + 1];
                if (next && next !== ' ' && next !== '\n' && next !== '\t')
                    split = i;
            }
            if (i >= end) {
                if (split) {
                    folds.push(split);
                    end = split + endStep;
                    split = undefined;
                }
                else if (mode === FOLD_QUOTED) {
                    // white-space collected at end may stretch past lineWidth
                    while (prev === ' ' || prev === '\t') {
                        prev = ch;
                        ch = text[(i += 1)];
                        overflow = true;
                    }
                    // Account for newline escape, but don't break preceding escape
                    const j = i > escEnd + 1 ? i - 2 : escStart - 1;
                    // Bail out if lineWidth & minContentWidth are shorter than an escape string
                    if (escapedFolds[j])
                        return text;
                    folds.push(j);
                    escapedFolds[j] = true;
                    end = j + endStep;
                    split = undefined;
                }
                else {
                    overflow = true;
                }
            }
        }
        prev = ch;
    }
    if (overflow && onOverflow)
        onOverflow();
    if (folds.length === 0)
        return text;
    if (onFold)
        onFold();
    let res = text.slice(0, folds[0]);
    for (let i = 0; i < folds.length; ++i) {
        const fold = folds[i];
        const end = folds[i + 1] || text.length;
        if (fold === 0)
            res = `\n${indent}${text.slice(0, end)}`;
        else {
            if (mode === FOLD_QUOTED && escapedFolds[fold])
                res += `${text[fold]}\\`;
            res += `\n${indent}${text.slice(fold + 1, end)}`;
        }
    }
    return res;
}
/**
 * Presumes `i + 1` is at the start of a line
 * @returns index of last newline in more-indented block
 */
function consumeMoreIndentedLines(text, i, indent) {
    let end = i;
    let start = i + 1;
    let ch = text[start];
    while (ch === ' ' || ch === '\t') {
        if (i < start + indent) {
            ch = text[++i];
        }
        else {
            do {
                ch = text[++i];
            } while (ch && ch !== '\n');
            end = i;
            start = i + 1;
            ch = text[start];
        }
    }
    return end;
}

exports.FOLD_BLOCK = FOLD_BLOCK;
exports.FOLD_FLOW = FOLD_FLOW;
exports.FOLD_QUOTED = FOLD_QUOTED;
exports.foldFlowLines = foldFlowLines;


/***/ }),

/***/ 3376:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var anchors = __nccwpck_require__(7048);
var identity = __nccwpck_require__(1891);
var stringifyComment = __nccwpck_require__(2875);
var stringifyString = __nccwpck_require__(3665);

function createStringifyContext(doc, options) {
    const opt = Object.assign({
        blockQuote: true,
        commentString: stringifyComment.stringifyComment,
        defaultKeyType: null,
        defaultStringType: 'PLAIN',
        directives: null,
        doubleQuotedAsJSON: false,
        doubleQuotedMinMultiLineLength: 40,
        falseStr: 'false',
        flowCollectionPadding: true,
        indentSeq: true,
        lineWidth: 80,
        minContentWidth: 20,
        nullStr: 'null',
        simpleKeys: false,
        singleQuote: null,
        trailingComma: false,
        trueStr: 'true',
        verifyAliasOrder: true
    }, doc.schema.toStringOptions, options);
    let inFlow;
    switch (opt.collectionStyle) {
        case 'block':
            inFlow = false;
            break;
        case 'flow':
            inFlow = true;
            break;
        default:
            inFlow = null;
    }
    return {
        anchors: new Set(),
        doc,
        flowCollectionPadding: opt.flowCollectionPadding ? ' ' : '',
        indent: '',
        indentStep: typeof opt.indent === 'number' ? ' '.repeat(opt.indent) : '  ',
        inFlow,
        options: opt
    };
}
function getTagObject(tags, item) {
    if (item.tag) {
        const match = tags.filter(t => t.tag === item.tag);
        if (match.length > 0)
            return match.find(t => t.format === item.format) ?? match[0];
    }
    let tagObj = undefined;
    let obj;
    if (identity.isScalar(item)) {
        obj = item.value;
        let match = tags.filter(t => t.identify?.(obj));
        if (match.length > 1) {
            const testMatch = match.filter(t => t.test);
            if (testMatch.length > 0)
                match = testMatch;
        }
        tagObj =
            match.find(t => t.format === item.format) ?? match.find(t => !t.format);
    }
    else {
        obj = item;
        tagObj = tags.find(t => t.nodeClass && obj instanceof t.nodeClass);
    }
    if (!tagObj) {
        const name = obj?.constructor?.name ?? (obj === null ? 'null' : typeof obj);
        throw new Error(`Tag not resolved for ${name} value`);
    }
    return tagObj;
}
// needs to be called before value stringifier to allow for circular anchor refs
function stringifyProps(node, tagObj, { anchors: anchors$1, doc }) {
    if (!doc.directives)
        return '';
    const props = [];
    const anchor = (identity.isScalar(node) || identity.isCollection(node)) && node.anchor;
    if (anchor && anchors.anchorIsValid(anchor)) {
        anchors$1.add(anchor);
        props.push(`&${anchor}`);
    }
    const tag = node.tag ?? (tagObj.default ? null : tagObj.tag);
    if (tag)
        props.push(doc.directives.tagString(tag));
    return props.join(' ');
}
function stringify(item, ctx, onComment, onChompKeep) {
    if (identity.isPair(item))
        return item.toString(ctx, onComment, onChompKeep);
    if (identity.isAlias(item)) {
        if (ctx.doc.directives)
            return item.toString(ctx);
        if (ctx.resolvedAliases?.has(item)) {
            throw new TypeError(`Cannot stringify circular structure without alias nodes`);
        }
        else {
            if (ctx.resolvedAliases)
                ctx.resolvedAliases.add(item);
            else
                ctx.resolvedAliases = new Set([item]);
            item = item.resolve(ctx.doc);
        }
    }
    let tagObj = undefined;
    const node = identity.isNode(item)
        ? item
        : ctx.doc.createNode(item, { onTagObj: o => (tagObj = o) });
    tagObj ?? (tagObj = getTagObject(ctx.doc.schema.tags, node));
    const props = stringifyProps(node, tagObj, ctx);
    if (props.length > 0)
        ctx.indentAtStart = (ctx.indentAtStart ?? 0) + props.length + 1;
    const str = typeof tagObj.stringify === 'function'
        ? tagObj.stringify(node, ctx, onComment, onChompKeep)
        : identity.isScalar(node)
            ? stringifyString.stringifyString(node, ctx, onComment, onChompKeep)
            : node.toString(ctx, onComment, onChompKeep);
    if (!props)
        return str;
    return identity.isScalar(node) || str[0] === '{' || str[0] === '['
        ? `${props} ${str}`
        : `${props}\n${ctx.indent}${str}`;
}

exports.createStringifyContext = createStringifyContext;
exports.stringify = stringify;


/***/ }),

/***/ 3008:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1891);
var stringify = __nccwpck_require__(3376);
var stringifyComment = __nccwpck_require__(2875);

function stringifyCollection(collection, ctx, options) {
    const flow = ctx.inFlow ?? collection.flow;
    const stringify = flow ? stringifyFlowCollection : stringifyBlockCollection;
    return stringify(collection, ctx, options);
}
function stringifyBlockCollection({ comment, items }, ctx, { blockItemPrefix, flowChars, itemIndent, onChompKeep, onComment }) {
    const { indent, options: { commentString } } = ctx;
    const itemCtx = Object.assign({}, ctx, { indent: itemIndent, type: null });
    let chompKeep = false; // flag for the preceding node's status
    const lines = [];
    for (let i = 0; i < items.length; ++i) {
        const item = items[i];
        let comment = null;
        if (identity.isNode(item)) {
            if (!chompKeep && item.spaceBefore)
                lines.push('');
            addCommentBefore(ctx, lines, item.commentBefore, chompKeep);
            if (item.comment)
                comment = item.comment;
        }
        else if (identity.isPair(item)) {
            const ik = identity.isNode(item.key) ? item.key : null;
            if (ik) {
                if (!chompKeep && ik.spaceBefore)
                    lines.push('');
                addCommentBefore(ctx, lines, ik.commentBefore, chompKeep);
            }
        }
        chompKeep = false;
        let str = stringify.stringify(item, itemCtx, () => (comment = null), () => (chompKeep = true));
        if (comment)
            str += stringifyComment.lineComment(str, itemIndent, commentString(comment));
        if (chompKeep && comment)
            chompKeep = false;
        lines.push(blockItemPrefix + str);
    }
    let str;
    if (lines.length === 0) {
        str = flowChars.start + flowChars.end;
    }
    else {
        str = lines[0];
        for (let i = 1; i < lines.length; ++i) {
            const line = lines[i];
            str += line ? `\n${indent}${line}` : '\n';
        }
    }
    if (comment) {
        str += '\n' + stringifyComment.indentComment(commentString(comment), indent);
        if (onComment)
            onComment();
    }
    else if (chompKeep && onChompKeep)
        onChompKeep();
    return str;
}
function stringifyFlowCollection({ items }, ctx, { flowChars, itemIndent }) {
    const { indent, indentStep, flowCollectionPadding: fcPadding, options: { commentString } } = ctx;
    itemIndent += indentStep;
    const itemCtx = Object.assign({}, ctx, {
        indent: itemIndent,
        inFlow: true,
        type: null
    });
    let reqNewline = false;
    let linesAtValue = 0;
    const lines = [];
    for (let i = 0; i < items.length; ++i) {
        const item = items[i];
        let comment = null;
        if (identity.isNode(item)) {
            if (item.spaceBefore)
                lines.push('');
            addCommentBefore(ctx, lines, item.commentBefore, false);
            if (item.comment)
                comment = item.comment;
        }
        else if (identity.isPair(item)) {
            const ik = identity.isNode(item.key) ? item.key : null;
            if (ik) {
                if (ik.spaceBefore)
                    lines.push('');
                addCommentBefore(ctx, lines, ik.commentBefore, false);
                if (ik.comment)
                    reqNewline = true;
            }
            const iv = identity.isNode(item.value) ? item.value : null;
            if (iv) {
                if (iv.comment)
                    comment = iv.comment;
                if (iv.commentBefore)
                    reqNewline = true;
            }
            else if (item.value == null && ik?.comment) {
                comment = ik.comment;
            }
        }
        if (comment)
            reqNewline = true;
        let str = stringify.stringify(item, itemCtx, () => (comment = null));
        reqNewline || (reqNewline = lines.length > linesAtValue || str.includes('\n'));
        if (i < items.length - 1) {
            str += ',';
        }
        else if (ctx.options.trailingComma) {
            if (ctx.options.lineWidth > 0) {
                reqNewline || (reqNewline = lines.reduce((sum, line) => sum + line.length + 2, 2) +
                    (str.length + 2) >
                    ctx.options.lineWidth);
            }
            if (reqNewline) {
                str += ',';
            }
        }
        if (comment)
            str += stringifyComment.lineComment(str, itemIndent, commentString(comment));
        lines.push(str);
        linesAtValue = lines.length;
    }
    const { start, end } = flowChars;
    if (lines.length === 0) {
        return start + end;
    }
    else {
        if (!reqNewline) {
            const len = lines.reduce((sum, line) => sum + line.length + 2, 2);
            reqNewline = ctx.options.lineWidth > 0 && len > ctx.options.lineWidth;
        }
        if (reqNewline) {
            let str = start;
            for (const line of lines)
                str += line ? `\n${indentStep}${indent}${line}` : '\n';
            return `${str}\n${indent}${end}`;
        }
        else {
            return `${start}${fcPadding}${lines.join(' ')}${fcPadding}${end}`;
        }
    }
}
function addCommentBefore({ indent, options: { commentString } }, lines, comment, chompKeep) {
    if (comment && chompKeep)
        comment = comment.replace(/^\n+/, '');
    if (comment) {
        const ic = stringifyComment.indentComment(commentString(comment), indent);
        lines.push(ic.trimStart()); // Avoid double indent on first line
    }
}

exports.stringifyCollection = stringifyCollection;


/***/ }),

/***/ 2875:
/***/ ((__unused_webpack_module, exports) => {



/**
 * Stringifies a comment.
 *
 * Empty comment lines are left empty,
 * lines consisting of a single space are replaced by `#`,
 * and all other lines are prefixed with a `#`.
 */
const stringifyComment = (str) => str.replace(/^(?!$)(?: $)?/gm, '#');
function indentComment(comment, indent) {
    if (/^\n+$/.test(comment))
        return comment.substring(1);
    return indent ? comment.replace(/^(?! *$)/gm, indent) : comment;
}
const lineComment = (str, indent, comment) => str.endsWith('\n')
    ? indentComment(comment, indent)
    : comment.includes('\n')
        ? '\n' + indentComment(comment, indent)
        : (str.endsWith(' ') ? '' : ' ') + comment;

exports.indentComment = indentComment;
exports.lineComment = lineComment;
exports.stringifyComment = stringifyComment;


/***/ }),

/***/ 8577:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1891);
var stringify = __nccwpck_require__(3376);
var stringifyComment = __nccwpck_require__(2875);

function stringifyDocument(doc, options) {
    const lines = [];
    let hasDirectives = options.directives === true;
    if (options.directives !== false && doc.directives) {
        const dir = doc.directives.toString(doc);
        if (dir) {
            lines.push(dir);
            hasDirectives = true;
        }
        else if (doc.directives.docStart)
            hasDirectives = true;
    }
    if (hasDirectives)
        lines.push('---');
    const ctx = stringify.createStringifyContext(doc, options);
    const { commentString } = ctx.options;
    if (doc.commentBefore) {
        if (lines.length !== 1)
            lines.unshift('');
        const cs = commentString(doc.commentBefore);
        lines.unshift(stringifyComment.indentComment(cs, ''));
    }
    let chompKeep = false;
    let contentComment = null;
    if (doc.contents) {
        if (identity.isNode(doc.contents)) {
            if (doc.contents.spaceBefore && hasDirectives)
                lines.push('');
            if (doc.contents.commentBefore) {
                const cs = commentString(doc.contents.commentBefore);
                lines.push(stringifyComment.indentComment(cs, ''));
            }
            // top-level block scalars need to be indented if followed by a comment
            ctx.forceBlockIndent = !!doc.comment;
            contentComment = doc.contents.comment;
        }
        const onChompKeep = contentComment ? undefined : () => (chompKeep = true);
        let body = stringify.stringify(doc.contents, ctx, () => (contentComment = null), onChompKeep);
        if (contentComment)
            body += stringifyComment.lineComment(body, '', commentString(contentComment));
        if ((body[0] === '|' || body[0] === '>') &&
            lines[lines.length - 1] === '---') {
            // Top-level block scalars with a preceding doc marker ought to use the
            // same line for their header.
            lines[lines.length - 1] = `--- ${body}`;
        }
        else
            lines.push(body);
    }
    else {
        lines.push(stringify.stringify(doc.contents, ctx));
    }
    if (doc.directives?.docEnd) {
        if (doc.comment) {
            const cs = commentString(doc.comment);
            if (cs.includes('\n')) {
                lines.push('...');
                lines.push(stringifyComment.indentComment(cs, ''));
            }
            else {
                lines.push(`... ${cs}`);
            }
        }
        else {
            lines.push('...');
        }
    }
    else {
        let dc = doc.comment;
        if (dc && chompKeep)
            dc = dc.replace(/^\n+/, '');
        if (dc) {
            if ((!chompKeep || contentComment) && lines[lines.length - 1] !== '')
                lines.push('');
            lines.push(stringifyComment.indentComment(commentString(dc), ''));
        }
    }
    return lines.join('\n') + '\n';
}

exports.stringifyDocument = stringifyDocument;


/***/ }),

/***/ 3677:
/***/ ((__unused_webpack_module, exports) => {



function stringifyNumber({ format, minFractionDigits, tag, value }) {
    if (typeof value === 'bigint')
        return String(value);
    const num = typeof value === 'number' ? value : Number(value);
    if (!isFinite(num))
        return isNaN(num) ? '.nan' : num < 0 ? '-.inf' : '.inf';
    let n = Object.is(value, -0) ? '-0' : JSON.stringify(value);
    if (!format &&
        minFractionDigits &&
        (!tag || tag === 'tag:yaml.org,2002:float') &&
        /^-?\d/.test(n) &&
        !n.includes('e')) {
        let i = n.indexOf('.');
        if (i < 0) {
            i = n.length;
            n += '.';
        }
        let d = minFractionDigits - (n.length - i - 1);
        while (d-- > 0)
            n += '0';
    }
    return n;
}

exports.stringifyNumber = stringifyNumber;


/***/ }),

/***/ 9392:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1891);
var Scalar = __nccwpck_require__(4305);
var stringify = __nccwpck_require__(3376);
var stringifyComment = __nccwpck_require__(2875);

function stringifyPair({ key, value }, ctx, onComment, onChompKeep) {
    const { allNullValues, doc, indent, indentStep, options: { commentString, indentSeq, simpleKeys } } = ctx;
    let keyComment = (identity.isNode(key) && key.comment) || null;
    if (simpleKeys) {
        if (keyComment) {
            throw new Error('With simple keys, key nodes cannot have comments');
        }
        if (identity.isCollection(key) || (!identity.isNode(key) && typeof key === 'object')) {
            const msg = 'With simple keys, collection cannot be used as a key value';
            throw new Error(msg);
        }
    }
    let explicitKey = !simpleKeys &&
        (!key ||
            (keyComment && value == null && !ctx.inFlow) ||
            identity.isCollection(key) ||
            (identity.isScalar(key)
                ? key.type === Scalar.Scalar.BLOCK_FOLDED || key.type === Scalar.Scalar.BLOCK_LITERAL
                : typeof key === 'object'));
    ctx = Object.assign({}, ctx, {
        allNullValues: false,
        implicitKey: !explicitKey && (simpleKeys || !allNullValues),
        indent: indent + indentStep
    });
    let keyCommentDone = false;
    let chompKeep = false;
    let str = stringify.stringify(key, ctx, () => (keyCommentDone = true), () => (chompKeep = true));
    if (!explicitKey && !ctx.inFlow && str.length > 1024) {
        if (simpleKeys)
            throw new Error('With simple keys, single line scalar must not span more than 1024 characters');
        explicitKey = true;
    }
    if (ctx.inFlow) {
        if (allNullValues || value == null) {
            if (keyCommentDone && onComment)
                onComment();
            return str === '' ? '?' : explicitKey ? `? ${str}` : str;
        }
    }
    else if ((allNullValues && !simpleKeys) || (value == null && explicitKey)) {
        str = `? ${str}`;
        if (keyComment && !keyCommentDone) {
            str += stringifyComment.lineComment(str, ctx.indent, commentString(keyComment));
        }
        else if (chompKeep && onChompKeep)
            onChompKeep();
        return str;
    }
    if (keyCommentDone)
        keyComment = null;
    if (explicitKey) {
        if (keyComment)
            str += stringifyComment.lineComment(str, ctx.indent, commentString(keyComment));
        str = `? ${str}\n${indent}:`;
    }
    else {
        str = `${str}:`;
        if (keyComment)
            str += stringifyComment.lineComment(str, ctx.indent, commentString(keyComment));
    }
    let vsb, vcb, valueComment;
    if (identity.isNode(value)) {
        vsb = !!value.spaceBefore;
        vcb = value.commentBefore;
        valueComment = value.comment;
    }
    else {
        vsb = false;
        vcb = null;
        valueComment = null;
        if (value && typeof value === 'object')
            value = doc.createNode(value);
    }
    ctx.implicitKey = false;
    if (!explicitKey && !keyComment && identity.isScalar(value))
        ctx.indentAtStart = str.length + 1;
    chompKeep = false;
    if (!indentSeq &&
        indentStep.length >= 2 &&
        !ctx.inFlow &&
        !explicitKey &&
        identity.isSeq(value) &&
        !value.flow &&
        !value.tag &&
        !value.anchor) {
        // If indentSeq === false, consider '- ' as part of indentation where possible
        ctx.indent = ctx.indent.substring(2);
    }
    let valueCommentDone = false;
    const valueStr = stringify.stringify(value, ctx, () => (valueCommentDone = true), () => (chompKeep = true));
    let ws = ' ';
    if (keyComment || vsb || vcb) {
        ws = vsb ? '\n' : '';
        if (vcb) {
            const cs = commentString(vcb);
            ws += `\n${stringifyComment.indentComment(cs, ctx.indent)}`;
        }
        if (valueStr === '' && !ctx.inFlow) {
            if (ws === '\n' && valueComment)
                ws = '\n\n';
        }
        else {
            ws += `\n${ctx.indent}`;
        }
    }
    else if (!explicitKey && identity.isCollection(value)) {
        const vs0 = valueStr[0];
        const nl0 = valueStr.indexOf('\n');
        const hasNewline = nl0 !== -1;
        const flow = ctx.inFlow ?? value.flow ?? value.items.length === 0;
        if (hasNewline || !flow) {
            let hasPropsLine = false;
            if (hasNewline && (vs0 === '&' || vs0 === '!')) {
                let sp0 = valueStr.indexOf(' ');
                if (vs0 === '&' &&
                    sp0 !== -1 &&
                    sp0 < nl0 &&
                    valueStr[sp0 + 1] === '!') {
                    sp0 = valueStr.indexOf(' ', sp0 + 1);
                }
                if (sp0 === -1 || nl0 < sp0)
                    hasPropsLine = true;
            }
            if (!hasPropsLine)
                ws = `\n${ctx.indent}`;
        }
    }
    else if (valueStr === '' || valueStr[0] === '\n') {
        ws = '';
    }
    str += ws + valueStr;
    if (ctx.inFlow) {
        if (valueCommentDone && onComment)
            onComment();
    }
    else if (valueComment && !valueCommentDone) {
        str += stringifyComment.lineComment(str, ctx.indent, commentString(valueComment));
    }
    else if (chompKeep && onChompKeep) {
        onChompKeep();
    }
    return str;
}

exports.stringifyPair = stringifyPair;


/***/ }),

/***/ 3665:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var Scalar = __nccwpck_require__(4305);
var foldFlowLines = __nccwpck_require__(6767);

const getFoldOptions = (ctx, isBlock) => ({
    indentAtStart: isBlock ? ctx.indent.length : ctx.indentAtStart,
    lineWidth: ctx.options.lineWidth,
    minContentWidth: ctx.options.minContentWidth
});
// Also checks for lines starting with %, as parsing the output as YAML 1.1 will
// presume that's starting a new document.
const containsDocumentMarker = (str) => /^(%|---|\.\.\.)/m.test(str);
function lineLengthOverLimit(str, lineWidth, indentLength) {
    if (!lineWidth || lineWidth < 0)
        return false;
    const limit = lineWidth - indentLength;
    const strLen = str.length;
    if (strLen <= limit)
        return false;
    for (let i = 0, start = 0; i < strLen; ++i) {
        if (str[i] === '\n') {
            if (i - start > limit)
                return true;
            start = i + 1;
            if (strLen - start <= limit)
                return false;
        }
    }
    return true;
}
function doubleQuotedString(value, ctx) {
    const json = JSON.stringify(value);
    if (ctx.options.doubleQuotedAsJSON)
        return json;
    const { implicitKey } = ctx;
    const minMultiLineLength = ctx.options.doubleQuotedMinMultiLineLength;
    const indent = ctx.indent || (containsDocumentMarker(value) ? '  ' : '');
    let str = '';
    let start = 0;
    for (let i = 0, ch = json[i]; ch; ch = json[++i]) {
        if (ch === ' ' && json[i + 1] === '\\' && json[i + 2] === 'n') {
            // space before newline needs to be escaped to not be folded
            str += json.slice(start, i) + '\\ ';
            i += 1;
            start = i;
            ch = '\\';
        }
        if (ch === '\\')
            switch (json[i + 1]) {
                case 'u':
                    {
                        str += json.slice(start, i);
                        const code = json.substr(i + 2, 4);
                        switch (code) {
                            case '0000':
                                str += '\\0';
                                break;
                            case '0007':
                                str += '\\a';
                                break;
                            case '000b':
                                str += '\\v';
                                break;
                            case '001b':
                                str += '\\e';
                                break;
                            case '0085':
                                str += '\\N';
                                break;
                            case '00a0':
                                str += '\\_';
                                break;
                            case '2028':
                                str += '\\L';
                                break;
                            case '2029':
                                str += '\\P';
                                break;
                            default:
                                if (code.substr(0, 2) === '00')
                                    str += '\\x' + code.substr(2);
                                else
                                    str += json.substr(i, 6);
                        }
                        i += 5;
                        start = i + 1;
                    }
                    break;
                case 'n':
                    if (implicitKey ||
                        json[i + 2] === '"' ||
                        json.length < minMultiLineLength) {
                        i += 1;
                    }
                    else {
                        // folding will eat first newline
                        str += json.slice(start, i) + '\n\n';
                        while (json[i + 2] === '\\' &&
                            json[i + 3] === 'n' &&
                            json[i + 4] !== '"') {
                            str += '\n';
                            i += 2;
                        }
                        str += indent;
                        // space after newline needs to be escaped to not be folded
                        if (json[i + 2] === ' ')
                            str += '\\';
                        i += 1;
                        start = i + 1;
                    }
                    break;
                default:
                    i += 1;
            }
    }
    str = start ? str + json.slice(start) : json;
    return implicitKey
        ? str
        : foldFlowLines.foldFlowLines(str, indent, foldFlowLines.FOLD_QUOTED, getFoldOptions(ctx, false));
}
function singleQuotedString(value, ctx) {
    if (ctx.options.singleQuote === false ||
        (ctx.implicitKey && value.includes('\n')) ||
        /[ \t]\n|\n[ \t]/.test(value) // single quoted string can't have leading or trailing whitespace around newline
    )
        return doubleQuotedString(value, ctx);
    const indent = ctx.indent || (containsDocumentMarker(value) ? '  ' : '');
    const res = "'" + value.replace(/'/g, "''").replace(/\n+/g, `$&\n${indent}`) + "'";
    return ctx.implicitKey
        ? res
        : foldFlowLines.foldFlowLines(res, indent, foldFlowLines.FOLD_FLOW, getFoldOptions(ctx, false));
}
function quotedString(value, ctx) {
    const { singleQuote } = ctx.options;
    let qs;
    if (singleQuote === false)
        qs = doubleQuotedString;
    else {
        const hasDouble = value.includes('"');
        const hasSingle = value.includes("'");
        if (hasDouble && !hasSingle)
            qs = singleQuotedString;
        else if (hasSingle && !hasDouble)
            qs = doubleQuotedString;
        else
            qs = singleQuote ? singleQuotedString : doubleQuotedString;
    }
    return qs(value, ctx);
}
// The negative lookbehind avoids a polynomial search,
// but isn't supported yet on Safari: https://caniuse.com/js-regexp-lookbehind
let blockEndNewlines;
try {
    blockEndNewlines = new RegExp('(^|(?<!\n))\n+(?!\n|$)', 'g');
}
catch {
    blockEndNewlines = /\n+(?!\n|$)/g;
}
function blockString({ comment, type, value }, ctx, onComment, onChompKeep) {
    const { blockQuote, commentString, lineWidth } = ctx.options;
    // 1. Block can't end in whitespace unless the last line is non-empty.
    // 2. Strings consisting of only whitespace are best rendered explicitly.
    if (!blockQuote || /\n[\t ]+$/.test(value)) {
        return quotedString(value, ctx);
    }
    const indent = ctx.indent ||
        (ctx.forceBlockIndent || containsDocumentMarker(value) ? '  ' : '');
    const literal = blockQuote === 'literal'
        ? true
        : blockQuote === 'folded' || type === Scalar.Scalar.BLOCK_FOLDED
            ? false
            : type === Scalar.Scalar.BLOCK_LITERAL
                ? true
                : !lineLengthOverLimit(value, lineWidth, indent.length);
    if (!value)
        return literal ? '|\n' : '>\n';
    // determine chomping from whitespace at value end
    let chomp;
    let endStart;
    for (endStart = value.length; endStart > 0; --endStart) {
        const ch = value[endStart - 1];
        if (ch !== '\n' && ch !== '\t' && ch !== ' ')
            break;
    }
    let end = value.substring(endStart);
    const endNlPos = end.indexOf('\n');
    if (endNlPos === -1) {
        chomp = '-'; // strip
    }
    else if (value === end || endNlPos !== end.length - 1) {
        chomp = '+'; // keep
        if (onChompKeep)
            onChompKeep();
    }
    else {
        chomp = ''; // clip
    }
    if (end) {
        value = value.slice(0, -end.length);
        if (end[end.length - 1] === '\n')
            end = end.slice(0, -1);
        end = end.replace(blockEndNewlines, `$&${indent}`);
    }
    // determine indent indicator from whitespace at value start
    let startWithSpace = false;
    let startEnd;
    let startNlPos = -1;
    for (startEnd = 0; startEnd < value.length; ++startEnd) {
        const ch = value[startEnd];
        if (ch === ' ')
            startWithSpace = true;
        else if (ch === '\n')
            startNlPos = startEnd;
        else
            break;
    }
    let start = value.substring(0, startNlPos < startEnd ? startNlPos + 1 : startEnd);
    if (start) {
        value = value.substring(start.length);
        start = start.replace(/\n+/g, `$&${indent}`);
    }
    const indentSize = indent ? '2' : '1'; // root is at -1
    // Leading | or > is added later
    let header = (startWithSpace ? indentSize : '') + chomp;
    if (comment) {
        header += ' ' + commentString(comment.replace(/ ?[\r\n]+/g, ' '));
        if (onComment)
            onComment();
    }
    if (!literal) {
        const foldedValue = value
            .replace(/\n+/g, '\n$&')
            .replace(/(?:^|\n)([\t ].*)(?:([\n\t ]*)\n(?![\n\t ]))?/g, '$1$2') // more-indented lines aren't folded
            //                ^ more-ind. ^ empty     ^ capture next empty lines only at end of indent
            .replace(/\n+/g, `$&${indent}`);
        let literalFallback = false;
        const foldOptions = getFoldOptions(ctx, true);
        if (blockQuote !== 'folded' && type !== Scalar.Scalar.BLOCK_FOLDED) {
            foldOptions.onOverflow = () => {
                literalFallback = true;
            };
        }
        const body = foldFlowLines.foldFlowLines(`${start}${foldedValue}${end}`, indent, foldFlowLines.FOLD_BLOCK, foldOptions);
        if (!literalFallback)
            return `>${header}\n${indent}${body}`;
    }
    value = value.replace(/\n+/g, `$&${indent}`);
    return `|${header}\n${indent}${start}${value}${end}`;
}
function plainString(item, ctx, onComment, onChompKeep) {
    const { type, value } = item;
    const { actualString, implicitKey, indent, indentStep, inFlow } = ctx;
    if ((implicitKey && value.includes('\n')) ||
        (inFlow && /[[\]{},]/.test(value))) {
        return quotedString(value, ctx);
    }
    if (/^[\n\t ,[\]{}#&*!|>'"%@`]|^[?-]$|^[?-][ \t]|[\n:][ \t]|[ \t]\n|[\n\t ]#|[\n\t :]$/.test(value)) {
        // not allowed:
        // - '-' or '?'
        // - start with an indicator character (except [?:-]) or /[?-] /
        // - '\n ', ': ' or ' \n' anywhere
        // - '#' not preceded by a non-space char
        // - end with ' ' or ':'
        return implicitKey || inFlow || !value.includes('\n')
            ? quotedString(value, ctx)
            : blockString(item, ctx, onComment, onChompKeep);
    }
    if (!implicitKey &&
        !inFlow &&
        type !== Scalar.Scalar.PLAIN &&
        value.includes('\n')) {
        // Where allowed & type not set explicitly, prefer block style for multiline strings
        return blockString(item, ctx, onComment, onChompKeep);
    }
    if (containsDocumentMarker(value)) {
        if (indent === '') {
            ctx.forceBlockIndent = true;
            return blockString(item, ctx, onComment, onChompKeep);
        }
        else if (implicitKey && indent === indentStep) {
            return quotedString(value, ctx);
        }
    }
    const str = value.replace(/\n+/g, `$&\n${indent}`);
    // Verify that output will be parsed as a string, as e.g. plain numbers and
    // booleans get parsed with those types in v1.2 (e.g. '42', 'true' & '0.9e-3'),
    // and others in v1.1.
    if (actualString) {
        const test = (tag) => tag.default && tag.tag !== 'tag:yaml.org,2002:str' && tag.test?.test(str);
        const { compat, tags } = ctx.doc.schema;
        if (tags.some(test) || compat?.some(test))
            return quotedString(value, ctx);
    }
    return implicitKey
        ? str
        : foldFlowLines.foldFlowLines(str, indent, foldFlowLines.FOLD_FLOW, getFoldOptions(ctx, false));
}
function stringifyString(item, ctx, onComment, onChompKeep) {
    const { implicitKey, inFlow } = ctx;
    const ss = typeof item.value === 'string'
        ? item
        : Object.assign({}, item, { value: String(item.value) });
    let { type } = item;
    if (type !== Scalar.Scalar.QUOTE_DOUBLE) {
        // force double quotes on control characters & unpaired surrogates
        if (/[\x00-\x08\x0b-\x1f\x7f-\x9f\u{D800}-\u{DFFF}]/u.test(ss.value))
            type = Scalar.Scalar.QUOTE_DOUBLE;
    }
    const _stringify = (_type) => {
        switch (_type) {
            case Scalar.Scalar.BLOCK_FOLDED:
            case Scalar.Scalar.BLOCK_LITERAL:
                return implicitKey || inFlow
                    ? quotedString(ss.value, ctx) // blocks are not valid inside flow containers
                    : blockString(ss, ctx, onComment, onChompKeep);
            case Scalar.Scalar.QUOTE_DOUBLE:
                return doubleQuotedString(ss.value, ctx);
            case Scalar.Scalar.QUOTE_SINGLE:
                return singleQuotedString(ss.value, ctx);
            case Scalar.Scalar.PLAIN:
                return plainString(ss, ctx, onComment, onChompKeep);
            default:
                return null;
        }
    };
    let res = _stringify(type);
    if (res === null) {
        const { defaultKeyType, defaultStringType } = ctx.options;
        const t = (implicitKey && defaultKeyType) || defaultStringType;
        res = _stringify(t);
        if (res === null)
            throw new Error(`Unsupported default string type ${t}`);
    }
    return res;
}

exports.stringifyString = stringifyString;


/***/ }),

/***/ 1360:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1891);

const BREAK = Symbol('break visit');
const SKIP = Symbol('skip children');
const REMOVE = Symbol('remove node');
/**
 * Apply a visitor to an AST node or document.
 *
 * Walks through the tree (depth-first) starting from `node`, calling a
 * `visitor` function with three arguments:
 *   - `key`: For sequence values and map `Pair`, the node's index in the
 *     collection. Within a `Pair`, `'key'` or `'value'`, correspondingly.
 *     `null` for the root node.
 *   - `node`: The current node.
 *   - `path`: The ancestry of the current node.
 *
 * The return value of the visitor may be used to control the traversal:
 *   - `undefined` (default): Do nothing and continue
 *   - `visit.SKIP`: Do not visit the children of this node, continue with next
 *     sibling
 *   - `visit.BREAK`: Terminate traversal completely
 *   - `visit.REMOVE`: Remove the current node, then continue with the next one
 *   - `Node`: Replace the current node, then continue by visiting it
 *   - `number`: While iterating the items of a sequence or map, set the index
 *     of the next step. This is useful especially if the index of the current
 *     node has changed.
 *
 * If `visitor` is a single function, it will be called with all values
 * encountered in the tree, including e.g. `null` values. Alternatively,
 * separate visitor functions may be defined for each `Map`, `Pair`, `Seq`,
 * `Alias` and `Scalar` node. To define the same visitor function for more than
 * one node type, use the `Collection` (map and seq), `Value` (map, seq & scalar)
 * and `Node` (alias, map, seq & scalar) targets. Of all these, only the most
 * specific defined one will be used for each node.
 */
function visit(node, visitor) {
    const visitor_ = initVisitor(visitor);
    if (identity.isDocument(node)) {
        const cd = visit_(null, node.contents, visitor_, Object.freeze([node]));
        if (cd === REMOVE)
            node.contents = null;
    }
    else
        visit_(null, node, visitor_, Object.freeze([]));
}
// Without the `as symbol` casts, TS declares these in the `visit`
// namespace using `var`, but then complains about that because
// `unique symbol` must be `const`.
/** Terminate visit traversal completely */
visit.BREAK = BREAK;
/** Do not visit the children of the current node */
visit.SKIP = SKIP;
/** Remove the current node */
visit.REMOVE = REMOVE;
function visit_(key, node, visitor, path) {
    const ctrl = callVisitor(key, node, visitor, path);
    if (identity.isNode(ctrl) || identity.isPair(ctrl)) {
        replaceNode(key, path, ctrl);
        return visit_(key, ctrl, visitor, path);
    }
    if (typeof ctrl !== 'symbol') {
        if (identity.isCollection(node)) {
            path = Object.freeze(path.concat(node));
            for (let i = 0; i < node.items.length; ++i) {
                const ci = visit_(i, node.items[i], visitor, path);
                if (typeof ci === 'number')
                    i = ci - 1;
                else if (ci === BREAK)
                    return BREAK;
                else if (ci === REMOVE) {
                    node.items.splice(i, 1);
                    i -= 1;
                }
            }
        }
        else if (identity.isPair(node)) {
            path = Object.freeze(path.concat(node));
            const ck = visit_('key', node.key, visitor, path);
            if (ck === BREAK)
                return BREAK;
            else if (ck === REMOVE)
                node.key = null;
            const cv = visit_('value', node.value, visitor, path);
            if (cv === BREAK)
                return BREAK;
            else if (cv === REMOVE)
                node.value = null;
        }
    }
    return ctrl;
}
/**
 * Apply an async visitor to an AST node or document.
 *
 * Walks through the tree (depth-first) starting from `node`, calling a
 * `visitor` function with three arguments:
 *   - `key`: For sequence values and map `Pair`, the node's index in the
 *     collection. Within a `Pair`, `'key'` or `'value'`, correspondingly.
 *     `null` for the root node.
 *   - `node`: The current node.
 *   - `path`: The ancestry of the current node.
 *
 * The return value of the visitor may be used to control the traversal:
 *   - `Promise`: Must resolve to one of the following values
 *   - `undefined` (default): Do nothing and continue
 *   - `visit.SKIP`: Do not visit the children of this node, continue with next
 *     sibling
 *   - `visit.BREAK`: Terminate traversal completely
 *   - `visit.REMOVE`: Remove the current node, then continue with the next one
 *   - `Node`: Replace the current node, then continue by visiting it
 *   - `number`: While iterating the items of a sequence or map, set the index
 *     of the next step. This is useful especially if the index of the current
 *     node has changed.
 *
 * If `visitor` is a single function, it will be called with all values
 * encountered in the tree, including e.g. `null` values. Alternatively,
 * separate visitor functions may be defined for each `Map`, `Pair`, `Seq`,
 * `Alias` and `Scalar` node. To define the same visitor function for more than
 * one node type, use the `Collection` (map and seq), `Value` (map, seq & scalar)
 * and `Node` (alias, map, seq & scalar) targets. Of all these, only the most
 * specific defined one will be used for each node.
 */
async function visitAsync(node, visitor) {
    const visitor_ = initVisitor(visitor);
    if (identity.isDocument(node)) {
        const cd = await visitAsync_(null, node.contents, visitor_, Object.freeze([node]));
        if (cd === REMOVE)
            node.contents = null;
    }
    else
        await visitAsync_(null, node, visitor_, Object.freeze([]));
}
// Without the `as symbol` casts, TS declares these in the `visit`
// namespace using `var`, but then complains about that because
// `unique symbol` must be `const`.
/** Terminate visit traversal completely */
visitAsync.BREAK = BREAK;
/** Do not visit the children of the current node */
visitAsync.SKIP = SKIP;
/** Remove the current node */
visitAsync.REMOVE = REMOVE;
async function visitAsync_(key, node, visitor, path) {
    const ctrl = await callVisitor(key, node, visitor, path);
    if (identity.isNode(ctrl) || identity.isPair(ctrl)) {
        replaceNode(key, path, ctrl);
        return visitAsync_(key, ctrl, visitor, path);
    }
    if (typeof ctrl !== 'symbol') {
        if (identity.isCollection(node)) {
            path = Object.freeze(path.concat(node));
            for (let i = 0; i < node.items.length; ++i) {
                const ci = await visitAsync_(i, node.items[i], visitor, path);
                if (typeof ci === 'number')
                    i = ci - 1;
                else if (ci === BREAK)
                    return BREAK;
                else if (ci === REMOVE) {
                    node.items.splice(i, 1);
                    i -= 1;
                }
            }
        }
        else if (identity.isPair(node)) {
            path = Object.freeze(path.concat(node));
            const ck = await visitAsync_('key', node.key, visitor, path);
            if (ck === BREAK)
                return BREAK;
            else if (ck === REMOVE)
                node.key = null;
            const cv = await visitAsync_('value', node.value, visitor, path);
            if (cv === BREAK)
                return BREAK;
            else if (cv === REMOVE)
                node.value = null;
        }
    }
    return ctrl;
}
function initVisitor(visitor) {
    if (typeof visitor === 'object' &&
        (visitor.Collection || visitor.Node || visitor.Value)) {
        return Object.assign({
            Alias: visitor.Node,
            Map: visitor.Node,
            Scalar: visitor.Node,
            Seq: visitor.Node
        }, visitor.Value && {
            Map: visitor.Value,
            Scalar: visitor.Value,
            Seq: visitor.Value
        }, visitor.Collection && {
            Map: visitor.Collection,
            Seq: visitor.Collection
        }, visitor);
    }
    return visitor;
}
function callVisitor(key, node, visitor, path) {
    if (typeof visitor === 'function')
        return visitor(key, node, path);
    if (identity.isMap(node))
        return visitor.Map?.(key, node, path);
    if (identity.isSeq(node))
        return visitor.Seq?.(key, node, path);
    if (identity.isPair(node))
        return visitor.Pair?.(key, node, path);
    if (identity.isScalar(node))
        return visitor.Scalar?.(key, node, path);
    if (identity.isAlias(node))
        return visitor.Alias?.(key, node, path);
    return undefined;
}
function replaceNode(key, path, node) {
    const parent = path[path.length - 1];
    if (identity.isCollection(parent)) {
        parent.items[key] = node;
    }
    else if (identity.isPair(parent)) {
        if (key === 'key')
            parent.key = node;
        else
            parent.value = node;
    }
    else if (identity.isDocument(parent)) {
        parent.contents = node;
    }
    else {
        const pt = identity.isAlias(parent) ? 'alias' : 'scalar';
        throw new Error(`Cannot replace node with ${pt} parent`);
    }
}

exports.visit = visit;
exports.visitAsync = visitAsync;


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

/***/ }),

/***/ 8662:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  VR: () => (/* binding */ Minimatch),
  KA: () => (/* binding */ braceExpand),
  xF: () => (/* binding */ minimatch)
});

// UNUSED EXPORTS: GLOBSTAR, defaults, escape, filter, match, sep, unescape

;// CONCATENATED MODULE: ../../node_modules/balanced-match/dist/esm/index.js
const balanced = (a, b, str) => {
    const ma = a instanceof RegExp ? maybeMatch(a, str) : a;
    const mb = b instanceof RegExp ? maybeMatch(b, str) : b;
    const r = ma !== null && mb != null && range(ma, mb, str);
    return (r && {
        start: r[0],
        end: r[1],
        pre: str.slice(0, r[0]),
        body: str.slice(r[0] + ma.length, r[1]),
        post: str.slice(r[1] + mb.length),
    });
};
const maybeMatch = (reg, str) => {
    const m = str.match(reg);
    return m ? m[0] : null;
};
const range = (a, b, str) => {
    let begs, beg, left, right = undefined, result;
    let ai = str.indexOf(a);
    let bi = str.indexOf(b, ai + 1);
    let i = ai;
    if (ai >= 0 && bi > 0) {
        if (a === b) {
            return [ai, bi];
        }
        begs = [];
        left = str.length;
        while (i >= 0 && !result) {
            if (i === ai) {
                begs.push(i);
                ai = str.indexOf(a, i + 1);
            }
            else if (begs.length === 1) {
                const r = begs.pop();
                if (r !== undefined)
                    result = [r, bi];
            }
            else {
                beg = begs.pop();
                if (beg !== undefined && beg < left) {
                    left = beg;
                    right = bi;
                }
                bi = str.indexOf(b, i + 1);
            }
            i = ai < bi && ai >= 0 ? ai : bi;
        }
        if (begs.length && right !== undefined) {
            result = [left, right];
        }
    }
    return result;
};
//# sourceMappingURL=index.js.map
;// CONCATENATED MODULE: ../../node_modules/brace-expansion/dist/esm/index.js

const escSlash = '\0SLASH' + Math.random().toFixed(16) + '\0';
const escOpen = '\0OPEN' + Math.random().toFixed(16) + '\0';
const escClose = '\0CLOSE' + Math.random().toFixed(16) + '\0';
const escComma = '\0COMMA' + Math.random().toFixed(16) + '\0';
const escPeriod = '\0PERIOD' + Math.random().toFixed(16) + '\0';
const escSlashPattern = new RegExp(escSlash, 'g');
const escOpenPattern = new RegExp(escOpen, 'g');
const escClosePattern = new RegExp(escClose, 'g');
const escCommaPattern = new RegExp(escComma, 'g');
const escPeriodPattern = new RegExp(escPeriod, 'g');
const slashPattern = /\\\\/g;
const openPattern = /\\{/g;
const closePattern = /\\}/g;
const commaPattern = /\\,/g;
const periodPattern = /\\\./g;
const EXPANSION_MAX = 100_000;
// `EXPANSION_MAX` caps the *number* of expansions, but not their length. An
// input like `'{a,b}'.repeat(1500)` stays under that count - its output is
// truncated to 100k results - while making every result ~1500 characters
// long. The result set, and the intermediate arrays built while combining
// brace sets, then grow large enough to exhaust memory and crash the process
// (CVE-2026-14257). `EXPANSION_MAX_LENGTH` bounds the total number of
// characters the accumulator may hold at any point, so memory stays flat no
// matter how many brace groups are chained. The limit sits well above any
// realistic expansion (100k results hitting `EXPANSION_MAX` measure ~1M
// characters) so legitimate input is unaffected.
const EXPANSION_MAX_LENGTH = 4_000_000;
// `expand_` recurses once per level of brace *nesting* - both when expanding a
// set's comma members and when re-wrapping a set whose body is a single part.
// The CVE-2026-14257 fix made the *tail* iterative (recursion on `m.post`, one
// level per chained group), which left nesting depth unbounded: about 3,100
// levels of `{{{...a,b...}}}` - only ~6KB of input - exhausted the native stack
// and crashed the process. `EXPANSION_MAX_DEPTH` bounds how deep the parser
// will follow nesting. It sits far above any realistic pattern and well below
// the depth at which the stack runs out.
const EXPANSION_MAX_DEPTH = 1_000;
// Bash keeps a quirk where a brace group followed by a comma set still expands
// (`{a},b}`). The parser implements it by rewriting the string and restarting
// the scan, absorbing one `}` per pass. `n` trailing braces therefore cost `n`
// full passes over a string that itself grows by one `escClose` sentinel each
// time - quadratic in `n`, with a ~26x constant from the sentinel's length.
// 128KB of `'{a}' + '}'.repeat(n) + ',z}'` blocked the event loop for 27
// seconds to produce two results. `EXPANSION_MAX_REWRITES` bounds how many
// times the scan may restart. Real `{a},b}` input needs a handful.
const EXPANSION_MAX_REWRITES = 1_000;
// `EXPANSION_MAX_STEPS` bounds the work one `expand` call does, which `max`,
// `maxLength` and `maxDepth` don't: nested sets are rescanned at every level
// and chained groups each rebuild up to `max` results, so 2KB of input could
// block the event loop for over 30 seconds. Each character scanned, result
// built and sequence value generated is a step, and each `expand_` call costs
// `CALL_STEPS` more. Past the budget, the set being expanded and everything
// after it stay literal. A glob needs a few hundred steps, and nesting all the
// way to `EXPANSION_MAX_DEPTH` about 4M.
const EXPANSION_MAX_STEPS = 20_000_000;
// What one `expand_` call costs on top of what it scans and builds. Setting
// one up takes about as long as scanning 16 characters, and a set whose
// results are wrapped to be expanded again makes one call per result, each
// scanning and building next to nothing: 64KB of
// `('{{' + ','.repeat(316) + '}{' + ','.repeat(316) + '}}').repeat(n)` made
// 4M such calls, which spent the budget three times as slowly as anything
// else.
const CALL_STEPS = 16;
function numeric(str) {
    return !isNaN(str) ? parseInt(str, 10) : str.charCodeAt(0);
}
function escapeBraces(str) {
    return str
        .replace(slashPattern, escSlash)
        .replace(openPattern, escOpen)
        .replace(closePattern, escClose)
        .replace(commaPattern, escComma)
        .replace(periodPattern, escPeriod);
}
function unescapeBraces(str) {
    return str
        .replace(escSlashPattern, '\\')
        .replace(escOpenPattern, '{')
        .replace(escClosePattern, '}')
        .replace(escCommaPattern, ',')
        .replace(escPeriodPattern, '.');
}
// Like `target.push(...items)` but doesn't overflow the stack
function pushAll(target, items) {
    for (let i = 0; i < items.length; i++) {
        target.push(items[i]);
    }
}
// `balanced`, run on `masked` (see `maskUnmatchedOpens`), sliced from `str`
// and charged for the characters it walks: up to the group's `}`, or the
// whole string when there is no match or unmatched `{` come first, which
// `unmatched` then flags for masking. Once a call overdraws the budget, it
// and every later one return undefined, so the rest stays literal.
function balancedWithBudget(str, masked, budget) {
    if (budget.remaining < 0) {
        return undefined;
    }
    const r = range('{', '}', masked);
    const unmatched = r !== undefined && masked.indexOf('{') < r[0];
    budget.remaining -= r && !unmatched ? r[1] + 1 : str.length;
    if (!r || budget.remaining < 0) {
        return undefined;
    }
    return {
        end: r[1],
        pre: str.slice(0, r[0]),
        body: str.slice(r[0] + 1, r[1]),
        post: str.slice(r[1] + 1),
        unmatched,
    };
}
// `masked` with every `{` that has no matching `}` swapped for a `\0`, which
// keeps the length, so a scan of it still lines up with the string it was
// made from. Such a `{` is literal either way, but `balanced` only learns that
// one is unmatched by reading to the end of the string, so with one at the
// head of every group (`'{a,{b,c}'.repeat(n)`) each scan read the rest of the
// input. That was quadratic, and once the step budget charged for it, it ran
// out partway through and left the rest literal. A scan of the masked copy
// stops at the group's `}`. It is one pass, charged as such.
function maskUnmatchedOpens(masked, budget) {
    budget.remaining -= masked.length;
    const open = [];
    for (let i = 0; i < masked.length; i++) {
        const c = masked.charCodeAt(i);
        if (c === 0x7b) {
            open.push(i);
        }
        else if (c === 0x7d && open.length) {
            open.pop();
        }
    }
    let out = '';
    let last = 0;
    for (let i = 0; i < open.length; i++) {
        const at = open[i];
        out += masked.slice(last, at) + '\0';
        last = at + 1;
    }
    return out + masked.slice(last);
}
// Whether `str` has a `,` not followed by another `,`, with a `}` after it on
// the same line - what `/,(?!,).*\}/.test(str)` asks, answered in one pass from
// the end. The regex tries every `,` and backtracks through the rest of its
// line from each, which is quadratic, and the `{a},b}` rewrite asks again on
// every pass. Like a scan, it is charged for the whole string and refused if
// that overdraws the budget.
function commaSetFollows(str, budget) {
    budget.remaining -= str.length;
    if (budget.remaining < 0) {
        return false;
    }
    // Whether a `}` follows the current position before the line ends
    let close = false;
    for (let i = str.length - 1; i >= 0; i--) {
        const c = str.charCodeAt(i);
        if (c === 0x7d) {
            close = true;
        }
        else if (c === 0x0a || c === 0x0d || c === 0x2028 || c === 0x2029) {
            // A line terminator, which `.` does not match
            close = false;
        }
        else if (c === 0x2c && close && str.charCodeAt(i + 1) !== 0x2c) {
            return true;
        }
    }
    return false;
}
/**
 * Basically just str.split(","), but handling cases
 * where we have nested braced sections, which should be
 * treated as individual members, like {a,{b,c},d}
 *
 * Returns `undefined` if the step budget runs out before the whole set is
 * split, since splitting what is left on every comma would tear apart the
 * nested sets it still holds.
 */
function parseCommaParts(str, budget) {
    const parts = [];
    // Walk the brace groups iteratively. Recursing on `post` once per group let a
    // chain of them exhaust the stack - the parsing-side counterpart to
    // the `expand_` overflow fixed for CVE-2026-14257, and not something `max` or
    // `maxLength` can bound, since it happens before expansion.
    //
    // The part the next chunk continues
    let carry = '';
    for (;;) {
        // A set's body holds no unmatched `{`, so there is nothing to mask.
        const m = balancedWithBudget(str, str, budget);
        if (budget.remaining < 0) {
            return undefined;
        }
        if (!m) {
            const tail = str.split(',');
            tail[0] = carry + tail[0];
            pushAll(parts, tail);
            return parts;
        }
        const { pre, body, post } = m;
        const p = pre.split(',');
        p[0] = carry + p[0];
        p[p.length - 1] += '{' + body + '}';
        if (!post.length) {
            pushAll(parts, p);
            return parts;
        }
        carry = p.pop();
        pushAll(parts, p);
        str = post;
    }
}
// An option that is left out, or that is NaN, gets its default. Every
// comparison against NaN is false, so a NaN bound would never be reached:
// `{ maxSteps: NaN }` let 15KB of input block the event loop for 16 seconds,
// and `{ maxDepth: NaN }` overflowed the stack again (CVE-2026-102278). Pass
// `Infinity` to lift a bound.
function bound(value, fallback) {
    return value === undefined || isNaN(value) ? fallback : value;
}
function expand(str, options = {}) {
    if (!str) {
        return [];
    }
    const max = bound(options.max, EXPANSION_MAX);
    const maxLength = bound(options.maxLength, EXPANSION_MAX_LENGTH);
    const maxDepth = bound(options.maxDepth, EXPANSION_MAX_DEPTH);
    const maxRewrites = bound(options.maxRewrites, EXPANSION_MAX_REWRITES);
    const maxSteps = bound(options.maxSteps, EXPANSION_MAX_STEPS);
    // I don't know why Bash 4.3 does this, but it does.
    // Anything starting with {} will have the first two bytes preserved
    // but *only* at the top level, so {},a}b will not expand to anything,
    // but a{},b}c will be expanded to [a}c,abc].
    // One could argue that this is a bug in Bash, but since the goal of
    // this module is to match Bash's rules, we escape a leading {}
    if (str.slice(0, 2) === '{}') {
        str = '\\{\\}' + str.slice(2);
    }
    return expand_(escapeBraces(str), max, maxLength, maxDepth, 0, maxRewrites, { remaining: maxSteps }, true).map(unescapeBraces);
}
function embrace(str) {
    return '{' + str + '}';
}
function isPadded(el) {
    return /^-?0\d/.test(el);
}
function lte(i, y) {
    return i <= y;
}
function gte(i, y) {
    return i >= y;
}
// Build `{ acc[a] + pre + values[v] }` for every combination, capping the
// number of results at `max` and the total number of characters at `maxLength`.
// This is the one place output grows, so bounding it here keeps the single
// accumulator - and therefore memory - flat regardless of how many brace groups
// are combined (CVE-2026-14257). Each result built is a step, since `max` and
// `maxLength` bound one combination, not how many brace groups are combined.
function combine(acc, pre, values, max, maxLength, dropEmpties, budget) {
    const out = [];
    let length = 0;
    // Bash drops empty results at the top level, and they don't count against
    // `max`, so `max` bounds the number of *kept* results. Only an empty
    // `acc[a] + pre` can make one, so for those the empty values are skipped
    // without being visited. Visiting them one at a time let a set of empties
    // cost `acc.length * values.length` while keeping nothing.
    let nonEmpty;
    outer: for (let a = 0; a < acc.length; a++) {
        const prefix = acc[a] + pre;
        let vs = values;
        if (dropEmpties && !prefix) {
            if (!nonEmpty)
                nonEmpty = values.filter(v => v);
            vs = nonEmpty;
        }
        for (let v = 0; v < vs.length; v++) {
            if (out.length >= max)
                break outer;
            const expansion = prefix + vs[v];
            if (length + expansion.length > maxLength)
                break outer;
            out.push(expansion);
            length += expansion.length;
        }
    }
    budget.remaining -= out.length;
    return out;
}
// The expansion values of a single numeric (`1..5`) or alphabetic (`a..e..2`)
// sequence body, or `undefined` if the step budget runs out generating them.
function expandSequence(body, isAlphaSequence, max, maxLength, budget) {
    const n = body.split(/\.\./);
    const N = [];
    // A sequence body always splits into two or three parts, but the compiler
    // can't know that.
    /* c8 ignore start */
    if (n[0] === undefined || n[1] === undefined) {
        return N;
    }
    /* c8 ignore stop */
    const x = numeric(n[0]);
    const y = numeric(n[1]);
    const width = Math.max(n[0].length, n[1].length);
    let incr = n.length === 3 && n[2] !== undefined ?
        Math.max(Math.abs(numeric(n[2])), 1)
        : 1;
    let test = lte;
    const reverse = y < x;
    if (reverse) {
        incr *= -1;
        test = gte;
    }
    const pad = n.some(isPadded);
    // A padded value is built a character at a time to `width`, which the input
    // sets, so it costs one step per character: 64KB of
    // `('{' + '0'.repeat(100) + '..99999}').repeat(n)` took 7 seconds charged
    // one step per value.
    const cost = pad ? width : 1;
    let length = 0;
    for (let i = x; test(i, y) && N.length < max; i += incr) {
        // Each value is a step. `max` and `maxLength` bound one sequence, but a
        // chain of them still generated up to `max` values each, however few
        // combining could keep.
        budget.remaining -= cost;
        if (budget.remaining < 0) {
            return undefined;
        }
        let c;
        if (isAlphaSequence) {
            c = String.fromCharCode(i);
            if (c === '\\') {
                c = '';
            }
        }
        else {
            c = String(i);
            if (pad) {
                const need = width - c.length;
                if (need > 0) {
                    const z = new Array(need + 1).join('0');
                    if (i < 0) {
                        c = '-' + z + c.slice(1);
                    }
                    else {
                        c = z + c;
                    }
                }
            }
        }
        if (length + c.length > maxLength)
            break;
        N.push(c);
        length += c.length;
    }
    return N;
}
function expand_(str, max, maxLength, maxDepth, depth, maxRewrites, budget, isTop) {
    // An overdraft here makes the first scan refuse, so `str` stays literal.
    budget.remaining -= CALL_STEPS;
    // Too deeply nested to keep following: treat the rest as literal, the same
    // way a group that cannot expand is already handled. Truncating rather than
    // throwing keeps `expand` total, matching `max` and `maxLength`.
    if (depth > maxDepth) {
        return [str];
    }
    // Consume the string's top-level brace groups left to right, threading a
    // running set of combined prefixes (`acc`). Expanding the tail iteratively -
    // rather than recursing on `m.post` once per group - keeps the native stack
    // depth constant, so deeply chained input (`'{a,b}'.repeat(3000)`) can no
    // longer overflow the stack, and leaves a single accumulator whose size
    // `maxLength` bounds directly (CVE-2026-14257).
    let acc = [''];
    // Bash drops empty results, but only when the *first* top-level group is a
    // comma set - a sequence like `{a..\}` may legitimately yield ''. The drop
    // is on the final strings, so it is applied to whichever `combine` produces
    // them (the one with no brace set left in the tail).
    // How many times the `{a},b}` rewrite below has restarted the scan. Each pass
    // re-reads the whole string, so leaving this unbounded is quadratic.
    let rewrites = 0;
    let dropEmpties = false;
    let firstGroup = true;
    // `str` with its unmatched `{` masked, once a scan has run into them
    let masked = str;
    for (;;) {
        const m = balancedWithBudget(str, masked, budget);
        // No brace set left, or no step budget left to look for one: the rest of
        // the string is literal.
        if (!m) {
            return combine(acc, str, [''], max, maxLength, dropEmpties, budget);
        }
        if (m.unmatched) {
            masked = maskUnmatchedOpens(masked, budget);
        }
        // no need to expand pre, since it is guaranteed to be free of brace-sets
        const pre = m.pre;
        // This set and the rest of the string, literal: for a set that cannot
        // expand, and for one the step budget runs out on. Once it is overdrawn,
        // every set still being expanded, at every level, stays literal like this -
        // otherwise each level above would go on combining, and wrapping and
        // expanding again, results the budget was too small for.
        const literal = () => combine(acc, pre + '{' + m.body + '}' + m.post, [''], max, maxLength, dropEmpties, budget);
        if (/\$$/.test(pre)) {
            acc = combine(acc, pre + '{' + m.body + '}', [''], max, maxLength, dropEmpties && !m.post.length, budget);
            firstGroup = false;
            if (!m.post.length)
                break;
            str = m.post;
            masked = masked.slice(m.end + 1);
            continue;
        }
        const isNumericSequence = /^-?\d+\.\.-?\d+(?:\.\.-?\d+)?$/.test(m.body);
        const isAlphaSequence = /^[a-zA-Z]\.\.[a-zA-Z](?:\.\.-?\d+)?$/.test(m.body);
        const isSequence = isNumericSequence || isAlphaSequence;
        const isOptions = m.body.indexOf(',') >= 0;
        if (!isSequence && !isOptions) {
            // {a},b}
            if (rewrites < maxRewrites && commaSetFollows(m.post, budget)) {
                rewrites++;
                str = m.pre + '{' + m.body + escClose + m.post;
                // Taking a `}` away never gives an unmatched `{` a partner, so what
                // is masked stays unmatched. The `{` it closed can be left without
                // one, and the next scan masks it.
                masked =
                    masked.slice(0, m.end) + escClose + masked.slice(m.end + 1);
                isTop = true;
                continue;
            }
            // Nothing here expands, so the whole remaining string is literal.
            return literal();
        }
        if (firstGroup) {
            dropEmpties = isTop && !isSequence;
            firstGroup = false;
        }
        let values;
        if (isSequence) {
            values = expandSequence(m.body, isAlphaSequence, max, maxLength, budget);
            if (!values) {
                return literal();
            }
        }
        else {
            let n = parseCommaParts(m.body, budget);
            // The step budget ran out partway through the set.
            if (!n) {
                return literal();
            }
            if (n.length === 1 && n[0] !== undefined) {
                // x{{a,b}}y ==> x{a}y x{b}y
                n = expand_(n[0], max, maxLength, maxDepth, depth + 1, maxRewrites, budget, false).map(embrace);
                // The step budget ran out expanding the set's only part.
                if (budget.remaining < 0) {
                    return literal();
                }
                //XXX is this necessary? Can't seem to hit it in tests.
                /* c8 ignore start */
                if (n.length === 1) {
                    const next = combine(acc, pre + n[0], [''], max, maxLength, dropEmpties && !m.post.length, budget);
                    if (budget.remaining < 0) {
                        return literal();
                    }
                    acc = next;
                    if (!m.post.length)
                        break;
                    str = m.post;
                    masked = masked.slice(m.end + 1);
                    continue;
                }
                /* c8 ignore stop */
            }
            // Values that `combine` is going to drop as empty produce no result, so
            // they must not count against `max` - otherwise `{a,,b}` with `max: 2`
            // would stop at `['a', '']` and yield one result instead of two. Skipping
            // them outright keeps `values` bounded while leaving `max` a bound on
            // *kept* results.
            let dropsEmpties = dropEmpties && !m.post.length && !pre;
            for (let d = 0; dropsEmpties && d < acc.length; d++) {
                if (acc[d]) {
                    dropsEmpties = false;
                }
            }
            values = [];
            let valuesLength = 0;
            outer: for (let j = 0; j < n.length; j++) {
                const expanded = expand_(n[j], max, maxLength, maxDepth, depth + 1, maxRewrites, budget, false);
                // The step budget ran out expanding a member.
                if (budget.remaining < 0) {
                    return literal();
                }
                for (let k = 0; k < expanded.length; k++) {
                    const v = expanded[k];
                    if (dropsEmpties && !v)
                        continue;
                    if (values.length >= max ||
                        valuesLength + v.length > maxLength) {
                        break outer;
                    }
                    values.push(v);
                    valuesLength += v.length;
                }
            }
        }
        const next = combine(acc, pre, values, max, maxLength, dropEmpties && !m.post.length, budget);
        // The step budget ran out combining the set's values in.
        if (budget.remaining < 0) {
            return literal();
        }
        acc = next;
        if (!m.post.length)
            break;
        str = m.post;
        masked = masked.slice(m.end + 1);
    }
    return acc;
}
//# sourceMappingURL=index.js.map
;// CONCATENATED MODULE: ../../node_modules/@isaacs/nonrecursive-glob-match/dist/esm/numeric-range.js
// One digit, or a class of digits from a to b.
const digit = (a, b) => a === b ?
    { t: 'lit', ch: String(a) }
    : { t: 'class', re: new RegExp(`^[${a}-${b}]$`) };
const prefix = (d, alts) => alts.map(s => [digit(d, d), ...s]);
// The digit strings from a to b, which have the same length.
const fixed = (a, b) => {
    if (!a)
        return [[]];
    let lo = +a[0];
    let hi = +b[0];
    const ra = a.slice(1);
    const rb = b.slice(1);
    if (lo === hi)
        return prefix(lo, fixed(ra, rb));
    const zeros = '0'.repeat(ra.length);
    const nines = '9'.repeat(ra.length);
    const out = [];
    if (ra !== zeros)
        out.push(...prefix(lo++, fixed(ra, nines)));
    const last = rb === nines ? [] : prefix(hi--, fixed(zeros, rb));
    if (lo <= hi) {
        out.push([digit(lo, hi), ...Array.from(ra, () => digit(0, 9))]);
    }
    out.push(...last);
    return out;
};
// The numbers from a to b, where 0 <= a <= b. If width is set, each
// one has leading zeros to make it that many digits.
const nonneg = (a, b, width) => {
    if (width) {
        return fixed(String(a).padStart(width, '0'), String(b).padStart(width, '0'));
    }
    const out = [];
    for (let len = String(a).length; len <= String(b).length; len++) {
        const lo = Math.max(a, len === 1 ? 0 : 10 ** (len - 1));
        const hi = Math.min(b, 10 ** len - 1);
        out.push(...fixed(String(lo), String(hi)));
    }
    return out;
};
/**
 * The strings that the bash brace expansion `{lo..hi}` makes, as
 * the alternatives of an `@(...)` extglob. Each one is a sequence of
 * digits and digit classes, so there are only a few of them, even for
 * a large range.
 *
 * If either end has a leading zero, such as `{01..10}`, each number
 * has leading zeros to make it as long as the longer end, counting a
 * `-` sign. So `{-05..3}` makes `-05` to `-01`, then `000` to `003`.
 *
 * Returns undefined if either end is not a safe integer.
 */
const numericRange = (loStr, hiStr) => {
    let lo = Number(loStr);
    let hi = Number(hiStr);
    if (!Number.isSafeInteger(lo) || !Number.isSafeInteger(hi))
        return;
    if (lo > hi)
        [lo, hi] = [hi, lo];
    const padded = /^-?0\d/.test(loStr) || /^-?0\d/.test(hiStr);
    const width = padded ? Math.max(loStr.length, hiStr.length) : 0;
    const out = [];
    if (lo < 0) {
        const neg = nonneg(Math.max(-hi, 1), -lo, width && width - 1);
        out.push(...neg.map(s => [{ t: 'lit', ch: '-' }, ...s]));
    }
    if (hi >= 0)
        out.push(...nonneg(Math.max(lo, 0), hi, width));
    return out;
};
//# sourceMappingURL=numeric-range.js.map
;// CONCATENATED MODULE: ../../node_modules/@isaacs/nonrecursive-glob-match/dist/esm/parse-class.js
// translate the various posix character classes into unicode properties
// this works across all unicode locales
// { <posix class>: [<translation>, negated]
const posixClasses = {
    '[:alnum:]': ['\\p{L}\\p{Nl}\\p{Nd}'],
    '[:alpha:]': ['\\p{L}\\p{Nl}'],
    '[:ascii:]': ['\\x' + '00-\\x' + '7f'],
    '[:blank:]': ['\\p{Zs}\\t'],
    '[:cntrl:]': ['\\p{Cc}'],
    '[:digit:]': ['\\p{Nd}'],
    '[:graph:]': ['\\p{Z}\\p{C}', true],
    '[:lower:]': ['\\p{Ll}'],
    '[:print:]': ['\\p{C}', true],
    '[:punct:]': ['\\p{P}\\p{S}'],
    '[:space:]': ['\\p{Z}\\t\\r\\n\\v\\f'],
    '[:upper:]': ['\\p{Lu}'],
    '[:word:]': ['\\p{L}\\p{Nl}\\p{Nd}\\p{Pc}'],
    '[:xdigit:]': ['A-Fa-f0-9'],
};
// only need to escape a few things inside of brace expressions
// escapes: [ \ ] -
const braceEscape = (s) => s.replace(/[[\]\\-]/g, '\\$&');
const noMatch = /$./;
// Takes a glob string at a posix brace expression. Returns a RegExp
// that tests one character, and the number of glob chars consumed.
// If the class is not closed, consumed is 0, and the `[` must be
// treated as a literal character.
// Out of order ranges are removed. If nothing is left, the RegExp
// is `/$./`, and the rest of the glob is consumed, so that the
// whole glob cannot match.
const parseClass = (glob, position, nocase = false, form) => {
    // normalize one class member, if it stays one code point
    const norm = (c) => {
        const n = form ? c.normalize(form) : c;
        return [...n].length === 1 ? n : c;
    };
    const pos = position;
    /* c8 ignore start */
    if (glob.charAt(pos) !== '[') {
        throw new Error('not in a brace expression');
    }
    /* c8 ignore stop */
    const ranges = [];
    const negs = [];
    let i = pos + 1;
    let sawStart = false;
    let escaping = false;
    let negate = false;
    let endPos = pos;
    let rangeStart = '';
    WHILE: while (i < glob.length) {
        const c = String.fromCodePoint(glob.codePointAt(i));
        if ((c === '!' || c === '^') && i === pos + 1) {
            negate = true;
            i++;
            continue;
        }
        if (c === ']' && sawStart && !escaping) {
            endPos = i + 1;
            break;
        }
        sawStart = true;
        if (c === '\\') {
            if (!escaping) {
                escaping = true;
                i++;
                continue;
            }
            // escaped \ char, fall through and treat like normal char
        }
        if (c === '[' && !escaping) {
            // either a posix class, a collation equivalent, or just a [
            for (const [cls, [unip, neg]] of Object.entries(posixClasses)) {
                if (glob.startsWith(cls, i)) {
                    // invalid, [a-[] is fine, but not [a-[:alpha]]
                    if (rangeStart) {
                        return [noMatch, glob.length - pos];
                    }
                    i += cls.length;
                    if (neg)
                        negs.push(unip);
                    else
                        ranges.push(unip);
                    continue WHILE;
                }
            }
        }
        // now it's just a normal character, effectively
        escaping = false;
        const n = norm(c);
        if (rangeStart) {
            // throw this range away if it's not valid, but others
            // can still match.
            if (n.codePointAt(0) > rangeStart.codePointAt(0)) {
                ranges.push(braceEscape(rangeStart) + '-' + braceEscape(n));
            }
            else if (n === rangeStart) {
                ranges.push(braceEscape(n));
            }
            rangeStart = '';
            i += c.length;
            continue;
        }
        // now might be the start of a range.
        // can be either c-d or c-] or c<more...>] or c] at this point
        if (glob.startsWith('-]', i + c.length)) {
            ranges.push(braceEscape(n + '-'));
            i += c.length + 1;
            continue;
        }
        if (glob.startsWith('-', i + c.length)) {
            rangeStart = n;
            i += c.length + 1;
            continue;
        }
        // not the start of a range, just a single character
        ranges.push(braceEscape(n));
        i += c.length;
    }
    if (endPos < i) {
        // didn't see the end of the class, not a valid class,
        // but might still be valid as a literal match.
        return [noMatch, 0];
    }
    // if we got no ranges and no negates, then we have a range that
    // cannot possibly match anything, and that poisons the whole glob
    if (!ranges.length && !negs.length) {
        return [noMatch, glob.length - pos];
    }
    const sranges = '[' + (negate ? '^' : '') + ranges.join('') + ']';
    const snegs = '[' + (negate ? '' : '^') + negs.join('') + ']';
    const comb = '^' +
        (ranges.length && negs.length ? '(' + sranges + '|' + snegs + ')'
            : ranges.length ? sranges
                : snegs);
    return [new RegExp(comb, nocase ? 'iu' : 'u'), endPos - pos];
};
//# sourceMappingURL=parse-class.js.map
;// CONCATENATED MODULE: ../../node_modules/@isaacs/nonrecursive-glob-match/dist/esm/index.js


// the end of the pattern, or of a negated sub-pattern
const MATCH = { t: 'match', id: 0 };
const extTypes = '!?+*@';
const lit = (ch) => ({ t: 'lit', ch });
const reEscape = (s) => s.replace(/[\\^$.*+?()[\]{}|/]/g, '\\$&');
// a RegExp that only matches `s`, with unicode case folding
const newFoldRe = (s) => new RegExp(`^${reEscape(s)}$`, 'iu');
// foldRe for one literal char. The same chars are in most patterns,
// so keep them. A RegExp without the `g` or `y` flag has no state to
// share.
const foldCache = new Map();
const foldRe = (ch) => {
    let re = foldCache.get(ch);
    if (!re) {
        re = newFoldRe(ch);
        if (foldCache.size >= 1000)
            foldCache.clear();
        foldCache.set(ch, re);
    }
    return re;
};
const litMatch = (l, c) => {
    if (c === l.ch)
        return true;
    if (!l.re)
        return false;
    const code = c.charCodeAt(0);
    if (code >= 128)
        return l.re.test(c);
    const ascii = (l.ascii ??= new Uint8Array(128));
    ascii[code] ||= l.re.test(c) ? 1 : 2;
    return ascii[code] === 1;
};
const tokenize = (p, nocase, noext, form, mark) => {
    const toks = [];
    for (let i = 0; i < p.length;) {
        const c = String.fromCodePoint(p.codePointAt(i));
        if (mark) {
            // a \ before a range would only escape its first char
            const m = c === '\\' && p.startsWith(mark, i + 1) ? 1 : 0;
            if (m || c === mark) {
                const start = i + m + mark.length;
                const end = p.indexOf(mark, start);
                const r = /^(-?\d+)\.\.(-?\d+)$/.exec(p.slice(start, end));
                const alts = end !== -1 && r && numericRange(r[1], r[2]);
                if (alts) {
                    toks.push({ t: 'ext', type: '@', alts });
                    i = end + mark.length;
                    continue;
                }
            }
        }
        if (c === '\\') {
            // a trailing \ is a literal \
            const e = p.codePointAt(i + 1);
            const ch = e === undefined ? c : String.fromCodePoint(e);
            toks.push(lit(ch));
            i += 1 + ch.length;
            continue;
        }
        if (c === '[') {
            const [re, consumed] = parseClass(p, i, nocase, form);
            if (consumed) {
                toks.push({ t: 'class', re });
                i += consumed;
                continue;
            }
        }
        if (!noext && extTypes.includes(c) && p[i + 1] === '(') {
            toks.push({ t: 'open', type: c });
            i += 2;
            continue;
        }
        toks.push(!noext && c === '|' ? { t: 'bar' }
            : !noext && c === ')' ? { t: 'close' }
                : c === '*' ? { t: 'star' }
                    : c === '?' ? { t: 'any' }
                        : lit(c));
        i += c.length;
    }
    return toks;
};
// map each open token index to the index of its close token
const pair = (toks) => {
    const pairs = new Map();
    const stack = [];
    toks.forEach((tok, i) => {
        if (tok.t === 'open')
            stack.push(i);
        else if (tok.t === 'close' && stack.length)
            pairs.set(stack.pop(), i);
    });
    return pairs;
};
// build the alternatives between start and end. An open token that
// is not closed is never inside a closed extglob, so bar and close
// tokens are only literal at the top level.
const build = (toks, pairs, start, end, top) => {
    let seq = [];
    const alts = [seq];
    for (let i = start; i < end; i++) {
        const tok = toks[i];
        const close = pairs.get(i);
        if (tok.t === 'open' && close !== undefined) {
            const sub = build(toks, pairs, i + 1, close, false);
            seq.push({ t: 'ext', type: tok.type, alts: sub });
            i = close;
        }
        else if (tok.t === 'bar' && !top) {
            alts.push((seq = []));
        }
        else if (tok.t === 'open') {
            seq.push(lit(tok.type), lit('('));
        }
        else if (tok.t === 'bar') {
            seq.push(lit('|'));
        }
        else if (tok.t === 'close') {
            seq.push(lit(')'));
        }
        else {
            seq.push(tok);
        }
    }
    return alts;
};
// normalize each run of literal chars as one string, so that a char
// and the combining marks after it compose (or decompose) together.
// Syntax is already parsed, so a char that normalizes to a syntax
// char (such as full-width `＊` in NFKC) stays a literal.
const normalize = (items, form) => {
    const out = [];
    let run = '';
    const flush = () => {
        for (const ch of run.normalize(form))
            out.push(lit(ch));
        run = '';
    };
    for (const it of items) {
        if (it.t === 'lit') {
            run += it.ch;
            continue;
        }
        flush();
        out.push(it.t === 'ext' ?
            { ...it, alts: it.alts.map(a => normalize(a, form)) }
            : it);
    }
    flush();
    return out;
};
// the start node, and the number of node ids. Ids are dense, from 0
// for the match node.
const compile = (items, nocase) => {
    let id = 1;
    const split = (out) => ({ t: 'split', id: id++, out });
    const seq = (items, next) => items.reduceRight((next, it) => item(it, next), next);
    const item = (it, next) => {
        switch (it.t) {
            case 'lit':
                const re = nocase ? foldRe(it.ch) : undefined;
                return { t: 'lit', id: id++, ch: it.ch, re, next };
            case 'any':
            case 'star':
                return { t: it.t, id: id++, next };
            case 'class':
                return { t: 'class', id: id++, re: it.re, next };
        }
        const alts = (next) => it.alts.map(a => seq(a, next));
        switch (it.type) {
            case '@':
                return split(alts(next));
            case '?':
                return split([next, ...alts(next)]);
            case '!':
                return { t: 'neg', id: id++, sub: split(alts(MATCH)), next };
        }
        // * and +, loop back after each match
        const after = split([]);
        const entry = split(alts(after));
        after.out.push(next, entry);
        return it.type === '*' ? after : entry;
    };
    const start = seq(items, MATCH);
    return [start, id];
};
// one line per node, in the order that a walk from the start
// reaches them. Edges point to node ids. The nodes of a negated
// sub-pattern are indented under their negation.
const show = (start) => {
    const lines = [];
    const seen = new Set();
    const ref = (n) => (n.t === 'match' ? 'match' : String(n.id));
    const walk = (n, indent) => {
        if (n.t === 'match' || seen.has(n))
            return;
        seen.add(n);
        const line = (desc) => lines.push(`${indent}${n.id}: ${desc}`);
        switch (n.t) {
            case 'split':
                line(`split -> ${n.out.map(ref).join(', ')}`);
                for (const o of n.out)
                    walk(o, indent);
                return;
            case 'neg':
                line(`!(${ref(n.sub)}) -> ${ref(n.next)}`);
                walk(n.sub, indent + '  ');
                return walk(n.next, indent);
            case 'lit':
                line(`${JSON.stringify(n.ch)} -> ${ref(n.next)}`);
                break;
            case 'class':
                line(`${n.re} -> ${ref(n.next)}`);
                break;
            default:
                line(`${n.t === 'any' ? '?' : '*'} -> ${ref(n.next)}`);
        }
        walk(n.next, indent);
    };
    walk(start, '');
    return [`start -> ${ref(start)}`, ...lines].join('\n');
};
// The threads at one position in the string. Each node thread is
// only kept once, and runs with the same state are only kept once,
// so that identical threads merge. The match node is not in
// `threads`, because it can not step. It sets `match` instead.
class State {
    // set by the Sim, to mark the nodes that this state has
    gen;
    threads = [];
    match = false;
    runs = [];
    // the sorted ids of the threads, with 0 for a match, once the
    // state is done
    ids = [];
    constructor(gen) {
        this.gen = gen;
    }
    // no threads, so nothing more can match
    get dead() {
        return !this.threads.length && !this.match && !this.runs.length;
    }
}
// true if the two states hold the same threads
const sameState = (a, b) => {
    if (a.ids.length !== b.ids.length)
        return false;
    if (a.runs.length !== b.runs.length)
        return false;
    if (a.ids.some((id, i) => id !== b.ids[i]))
        return false;
    return a.runs.every(r => b.runs.some(o => o.neg === r.neg && sameState(o.state, r.state)));
};
const marks = (size) => ({
    has: new Float64Array(size),
    seen: new Float64Array(size),
    gen: 0,
});
class Sim {
    // `.` and `..` only match literal dots, even with `dot:true`
    dots;
    // the string starts with `.`, and `dot:true` is not set
    dotStart;
    #marks;
    constructor(dots, dotStart, marks) {
        this.dots = dots;
        this.dotStart = dotStart;
        this.#marks = marks;
    }
    state() {
        return new State(++this.#marks.gen);
    }
    // sort the ids of a state, once it has all of its threads
    done(state) {
        state.ids = state.threads.map(n => n.id).sort((a, b) => a - b);
        if (state.match)
            state.ids.unshift(MATCH.id);
        return state;
    }
    // true the first time that the state walks through the node, so
    // that loops in the graph stop
    #visit(state, node) {
        const { seen } = this.#marks;
        if (seen[node.id] === state.gen)
            return false;
        seen[node.id] = state.gen;
        return true;
    }
    #addThread(state, node) {
        const { has } = this.#marks;
        if (has[node.id] === state.gen)
            return false;
        has[node.id] = state.gen;
        state.threads.push(node);
        return true;
    }
    // wildcards only match a leading dot if `dot:true`. In a negated
    // sub-pattern, this does not apply, because the negation itself
    // can not match a leading dot.
    restricted(i, top) {
        return top && (this.dots || (this.dotStart && i === 0));
    }
    add(state, node, i, top) {
        switch (node.t) {
            case 'split':
                if (!this.#visit(state, node))
                    return;
                for (const o of node.out)
                    this.add(state, o, i, top);
                return;
            case 'neg':
                if (!this.#visit(state, node))
                    return;
                const sub = this.state();
                this.add(sub, node.sub, i, false);
                this.done(sub);
                return this.addRun(state, { t: 'run', neg: node, state: sub }, i, top);
            case 'star':
                // a * can not start a dotfile, even if it matches nothing
                if (this.restricted(i, top))
                    return;
                if (this.#addThread(state, node))
                    this.add(state, node.next, i, top);
                return;
            case 'match':
                state.match = true;
                return;
            default:
                this.#addThread(state, node);
        }
    }
    addRun(state, run, i, top) {
        for (const r of state.runs) {
            if (r.neg === run.neg && sameState(r.state, run.state))
                return;
        }
        state.runs.push(run);
        if (!run.state.match) {
            this.add(state, run.neg.next, i, top);
        }
    }
    // the threads after char `c`, at index `i`
    step(state, c, i, top) {
        const next = this.state();
        for (const th of state.threads) {
            switch (th.t) {
                case 'lit':
                    if (litMatch(th, c)) {
                        this.add(next, th.next, i + 1, top);
                    }
                    break;
                case 'any':
                    if (!this.restricted(i, top))
                        this.add(next, th.next, i + 1, top);
                    break;
                case 'class':
                    if (!this.restricted(i, top) && th.re.test(c)) {
                        this.add(next, th.next, i + 1, top);
                    }
                    break;
                case 'star':
                    if (!this.restricted(i, top))
                        this.add(next, th, i + 1, top);
            }
        }
        if (!this.restricted(i, top)) {
            for (const run of state.runs) {
                // a sub-pattern with no threads can not match again, so the
                // run stays the same
                if (run.state.dead) {
                    this.addRun(next, run, i + 1, top);
                    continue;
                }
                const sub = this.step(run.state, c, i, false);
                this.addRun(next, { t: 'run', neg: run.neg, state: sub }, i + 1, top);
            }
        }
        return this.done(next);
    }
}
// A canonical key for the threads in a state. States with the same
// key hold the same threads, so they match the same strings.
const stateKey = (state) => {
    const ids = state.ids.join();
    if (!state.runs.length)
        return ids;
    const runs = state.runs.map(r => `${r.neg.id}(${stateKey(r.state)})`);
    return `${ids}|${runs.sort().join('|')}`;
};
// The cache can hold about this many chars of state keys and
// transitions. When it is full, it is cleared, so that a pattern
// can not use an unbounded amount of memory.
const DFA_BUDGET = 1 << 18;
// A cache of the states that the simulation reaches, built as the
// matcher is used. Each char of a string is then one Map lookup,
// once the states that it leads to are known.
//
// The dot rules only restrict the first char of a dotfile (strings
// that are only `.` or `..` do not use the cache). So a dotfile
// starts at its own state, which takes its first step with the
// restriction, and every other state takes steps without it.
class Dfa {
    #start;
    #states = new Map();
    #size = 0;
    #plain;
    #dotStart;
    #sim;
    #dotSim;
    constructor(start, marks) {
        this.#start = start;
        this.#sim = new Sim(false, false, marks);
        this.#dotSim = new Sim(false, true, marks);
    }
    #make(state) {
        return {
            state,
            match: state.match,
            dead: state.dead,
            next: new Map(),
        };
    }
    #intern(state) {
        const key = stateKey(state);
        const found = this.#states.get(key);
        if (found)
            return found;
        if (this.#size > DFA_BUDGET)
            this.#clear();
        const d = this.#make(state);
        this.#states.set(key, d);
        this.#size += key.length + 1;
        return d;
    }
    #clear() {
        this.#states.clear();
        this.#size = 0;
        this.#plain = undefined;
        this.#dotStart = undefined;
    }
    start(dotStart) {
        if (dotStart) {
            if (this.#dotStart)
                return this.#dotStart;
            const state = this.#dotSim.state();
            this.#dotSim.add(state, this.#start, 0, true);
            return (this.#dotStart = this.#make(this.#dotSim.done(state)));
        }
        if (this.#plain)
            return this.#plain;
        const state = this.#sim.state();
        this.#sim.add(state, this.#start, 0, true);
        return (this.#plain = this.#intern(this.#sim.done(state)));
    }
    // the next state, after a miss in `d.ascii`
    next(d, c) {
        const code = c.charCodeAt(0);
        const found = code < 128 ? undefined : d.next.get(c);
        if (found)
            return found;
        // the dotfile start is not in the cache, so it is never shared
        const n = d === this.#dotStart ?
            this.#intern(this.#dotSim.step(d.state, c, 0, true))
            : this.#intern(this.#sim.step(d.state, c, 1, true));
        if (code < 128) {
            if (!d.ascii) {
                d.ascii = new Array(128);
                this.#size += 128;
            }
            d.ascii[code] = n;
        }
        else {
            d.next.set(c, n);
        }
        this.#size++;
        return n;
    }
}
// the nodes in order, if the graph is a single chain
const linear = (start) => {
    const nodes = [];
    for (let n = start; n.t !== 'match'; n = n.next) {
        if (n.t === 'split' || n.t === 'neg')
            return undefined;
        nodes.push(n);
    }
    return nodes;
};
// Match a chain of nodes. Each node other than `*` matches exactly
// one char, so on a failure it is enough to go back to the last `*`
// and let it match one more char. This takes at most
// nodes.length * chars.length steps.
const testLinear = (nodes, chars, start, end) => {
    let ni = 0;
    let ci = start;
    let starNi = -1;
    let starCi = 0;
    while (ci < end) {
        const n = nodes[ni];
        if (n?.t === 'star') {
            starNi = ni++;
            starCi = ci;
            continue;
        }
        const c = chars[ci];
        if (n &&
            (n.t === 'any' ||
                (n.t === 'lit' && litMatch(n, c)) ||
                (n.t === 'class' && n.re.test(c)))) {
            ni++;
            ci++;
            continue;
        }
        if (starNi === -1)
            return false;
        ni = starNi + 1;
        ci = ++starCi;
    }
    while (nodes[ni]?.t === 'star')
        ni++;
    return ni === nodes.length;
};
// The least and most chars that the items can match. These are only
// bounds: a negation can match a string of any length, so it counts
// as 0 to Infinity.
const lengths = (items) => {
    let min = 0;
    let max = 0;
    for (const it of items) {
        const [lo, hi] = itemLengths(it);
        min += lo;
        max += hi;
    }
    return [min, max];
};
const itemLengths = (it) => {
    if (it.t === 'star')
        return [0, Infinity];
    if (it.t !== 'ext')
        return [1, 1];
    if (it.type === '!')
        return [0, Infinity];
    const alts = it.alts.map(lengths);
    const min = Math.min(...alts.map(a => a[0]));
    const max = Math.max(...alts.map(a => a[1]));
    // a loop of alternatives that only match the empty string is empty
    const loop = max === 0 ? 0 : Infinity;
    return (it.type === '@' ? [min, max]
        : it.type === '?' ? [0, max]
            : it.type === '*' ? [0, loop]
                : [min, loop]);
};
// true if the chars from `start` match the literals
const hasAffix = (lits, chars, start) => {
    for (let j = 0; j < lits.length; j++) {
        if (!litMatch(lits[j], chars[start + j]))
            return false;
    }
    return true;
};
// a `/`, or half of a surrogate pair
const slashOrSurrogate = /[/\ud800-\udfff]/;
const surrogate = /[\ud800-\udfff]/;
// a string can be indexed by code point, unless it has surrogate
// pairs
const codePoints = (s) => surrogate.test(s) ? [...s] : s;
const noSlash = (s) => {
    if (s.includes('/')) {
        throw new Error('can only match a single path portion, got: ' + s);
    }
};
class Matcher {
    pattern;
    options;
    #start;
    // the number of node ids
    #size;
    #marks;
    // the Sim for strings that are only `.` or `..`
    #dotsSim;
    // the string to compare, if the pattern has no magic. With
    // `nocase:true`, the RegExp that folds case is made when it is
    // first used.
    #literal;
    #literalFold = false;
    #literalRe;
    // the nodes between the prefix and suffix, if the graph is a
    // single chain
    #linear;
    // the linear nodes are only `*` and `?`, so the length bounds and
    // the prefix and suffix decide the match
    #wild = false;
    // the least and most chars that a match can have
    #min = 0;
    #max = Infinity;
    // the literals that a match must start and end with. Each one
    // matches exactly one char, and they are distinct items in the
    // pattern, so a string that does not have them can not match.
    #prefix = [];
    #suffix = [];
    // the prefix and suffix as strings, if they do not fold case
    #prefixStr;
    #suffixStr;
    // there is a prefix or suffix to check
    #affix = false;
    #dfa;
    #form;
    constructor(pattern, options = {}) {
        if (pattern.includes('/')) {
            throw new Error('can only match a single path portion, got pattern: ' + pattern);
        }
        this.pattern = pattern;
        this.options = options;
        const { nocase = false, noext = false, normalize: n } = options;
        this.#form = n === true ? 'NFC' : n || undefined;
        // a pattern that is only an empty extglob is a literal string,
        // except for `!()`, which matches any non-empty string
        const literal = /^[?*+@]\(\)$/.test(pattern);
        const toks = tokenize(pattern, nocase, noext || literal, this.#form, options.rangeMark);
        let [items] = build(toks, pair(toks), 0, toks.length, true);
        if (this.#form)
            items = normalize(items, this.#form);
        const [start, size] = compile(items, nocase);
        this.#start = start;
        this.#size = size;
        if (items.every(it => it.t === 'lit')) {
            this.#literal = items.map(it => it.ch).join('');
            this.#literalFold = nocase;
        }
        else {
            const lit = (it) => it.t !== 'lit' ? undefined
                : nocase ? { ch: it.ch, re: foldRe(it.ch) }
                    : { ch: it.ch };
            for (const it of items) {
                const l = lit(it);
                if (!l)
                    break;
                this.#prefix.push(l);
            }
            for (let j = items.length - 1; j >= 0; j--) {
                const l = lit(items[j]);
                if (!l)
                    break;
                this.#suffix.unshift(l);
            }
            this.#affix = !!(this.#prefix.length || this.#suffix.length);
            if (!nocase) {
                this.#prefixStr = this.#prefix.map(l => l.ch).join('');
                this.#suffixStr = this.#suffix.map(l => l.ch).join('');
            }
            this.#linear = linear(this.#start)?.slice(this.#prefix.length, -this.#suffix.length || undefined);
            this.#wild = !!this.#linear?.every(n => n.t === 'star' || n.t === 'any');
            const [min, max] = lengths(items);
            this.#min = min;
            this.#max = max;
        }
    }
    test(s) {
        // The `/` check uses the string as given, so with normalization it
        // is a separate step. Otherwise, one scan finds both a `/` and the
        // surrogate pairs that stop the string being indexed by code point.
        if (this.#form) {
            noSlash(s);
            return this.#test(s.normalize(this.#form));
        }
        if (slashOrSurrogate.test(s)) {
            noSlash(s);
            return this.#test(s, [...s]);
        }
        return this.#test(s, s);
    }
    /**
     * The same as {@link Matcher#test}, but the string is not checked
     * for `/` chars, so the result for a string that has one is not
     * defined. Only use it for a string that is known to be one path
     * portion, such as a part of a path that was split on `/`. It can
     * be faster, because some patterns do not need to look at each char
     * of the string.
     */
    testUnchecked(s) {
        return this.#test(this.#form ? s.normalize(this.#form) : s);
    }
    // Test a string that has no `/`. `chars` indexes it by code point.
    // If it is not given, it is only found if a step needs it.
    #test(s, chars) {
        if (this.#literal !== undefined) {
            return this.#literalFold ?
                (this.#literalRe ??= newFoldRe(this.#literal)).test(s)
                : s === this.#literal;
        }
        // the length check means that the prefix and suffix do not
        // overlap. Without the chars, the length in code points is from
        // half of the UTF-16 length (if each one is a surrogate pair) to
        // all of it, which is often enough to know.
        const min = this.#min;
        const max = this.#max;
        if (chars === undefined) {
            const most = s.length;
            const least = (most + 1) >> 1;
            if (most < min || least > max)
                return false;
            if (least < min || most > max)
                chars = codePoints(s);
        }
        if (chars !== undefined &&
            (chars.length < min || chars.length > max)) {
            return false;
        }
        const prefix = this.#prefix.length;
        if (this.#affix) {
            if (this.#prefixStr !== undefined && this.#suffixStr !== undefined) {
                if (!s.startsWith(this.#prefixStr) ||
                    !s.endsWith(this.#suffixStr)) {
                    return false;
                }
            }
            else {
                chars ??= codePoints(s);
                const end = chars.length - this.#suffix.length;
                if (!hasAffix(this.#prefix, chars, 0) ||
                    !hasAffix(this.#suffix, chars, end)) {
                    return false;
                }
            }
        }
        const dotStart = !this.options.dot && s.startsWith('.');
        if (this.#linear) {
            // `.` and `..` only match literal dots, even with `dot:true`
            if (s === '.' || s === '..')
                return false;
            // only a literal can match the leading dot. A `*` can not
            // start a dotfile, even if it matches nothing.
            if (dotStart && !prefix)
                return false;
            if (this.#wild)
                return true;
            chars ??= codePoints(s);
            const end = chars.length - this.#suffix.length;
            return testLinear(this.#linear, chars, prefix, end);
        }
        chars ??= codePoints(s);
        if (s === '.' || s === '..') {
            this.#marks ??= marks(this.#size);
            const sim = (this.#dotsSim ??= new Sim(true, false, this.#marks));
            const start = sim.state();
            sim.add(start, this.#start, 0, true);
            let state = sim.done(start);
            for (let i = 0; i < chars.length; i++) {
                state = sim.step(state, chars[i], i, true);
            }
            return state.match;
        }
        this.#marks ??= marks(this.#size);
        const dfa = (this.#dfa ??= new Dfa(this.#start, this.#marks));
        let d = dfa.start(dotStart);
        // read char codes from the string, so that a one-char string is
        // only made for a cache miss
        const str = chars === s;
        for (let i = 0; i < chars.length; i++) {
            if (d.dead)
                return false;
            const code = str ? s.charCodeAt(i) : chars[i].charCodeAt(0);
            d = d.ascii?.[code] ?? dfa.next(d, chars[i]);
        }
        return d.match;
    }
    /** a readable listing of the state machine */
    toString() {
        return show(this.#start);
    }
}
//# sourceMappingURL=index.js.map
;// CONCATENATED MODULE: ../../node_modules/minimatch/dist/esm/assert-valid-pattern.js
const MAX_PATTERN_LENGTH = 1024 * 64;
const assertValidPattern = (pattern) => {
    if (typeof pattern !== 'string') {
        throw new TypeError('invalid pattern');
    }
    if (pattern.length > MAX_PATTERN_LENGTH) {
        throw new TypeError('pattern is too long');
    }
};
//# sourceMappingURL=assert-valid-pattern.js.map
;// CONCATENATED MODULE: ../../node_modules/minimatch/dist/esm/escape.js
/**
 * Escape all magic characters in a glob pattern.
 *
 * If the {@link MinimatchOptions.windowsPathsNoEscape}
 * option is used, then characters are escaped by wrapping in `[]`, because
 * a magic character wrapped in a character class can only be satisfied by
 * that exact character.  In this mode, `\` is _not_ escaped, because it is
 * not interpreted as a magic character, but instead as a path separator.
 *
 * If the {@link MinimatchOptions.magicalBraces} option is used,
 * then braces (`{` and `}`) will be escaped.
 *
 * A leading `#` or `!` is escaped as well, so that the result is never a
 * comment or a negated pattern. In `windowsPathsNoEscape` mode, a leading
 * `!` is written as `@(!)`, because `[!` starts a negated class.
 */
const escape_escape = (s, { windowsPathsNoEscape = false, magicalBraces = false, } = {}) => {
    // don't need to escape +@! because we escape the parens
    // that make those magic, and escaping ! as [!] isn't valid,
    // because [!]] is a valid glob class meaning not ']'.
    // However, at the start of the pattern, '!' negates the pattern and
    // '#' makes it a comment, so the first character is handled below.
    const e = magicalBraces ?
        windowsPathsNoEscape ? s.replace(/[?*()[\]{}]/g, '[$&]')
            : s.replace(/[?*()[\]\\{}]/g, '\\$&')
        : windowsPathsNoEscape ? s.replace(/[?*()[\]]/g, '[$&]')
            : s.replace(/[?*()[\]\\]/g, '\\$&');
    const c = e.charAt(0);
    if (c === '#') {
        return (windowsPathsNoEscape ? '[#]' : '\\#') + e.slice(1);
    }
    if (c === '!') {
        // '[!]' can not be used, because '[!' starts a negated class, and
        // '\' is a path separator in windowsPathsNoEscape mode. '@(!)'
        // matches only '!'. If extglobs are disabled with `noext`, it
        // matches nothing, rather than everything.
        return (windowsPathsNoEscape ? '@(!)' : '\\!') + e.slice(1);
    }
    return e;
};
//# sourceMappingURL=escape.js.map
;// CONCATENATED MODULE: ../../node_modules/minimatch/dist/esm/unescape.js
/**
 * Un-escape a string that has been escaped with {@link escape}.
 *
 * If the {@link MinimatchOptions.windowsPathsNoEscape} option is used, then
 * square-bracket escapes are removed, but not backslash escapes.
 *
 * For example, it will turn the string `'[*]'` into `*`, but it will not
 * turn `'\\*'` into `'*'`, because `\` is a path separator in
 * `windowsPathsNoEscape` mode.
 *
 * When `windowsPathsNoEscape` is not set, then both square-bracket escapes and
 * backslash escapes are removed.
 *
 * Slashes (and backslashes in `windowsPathsNoEscape` mode) cannot be escaped
 * or unescaped.
 *
 * When `magicalBraces` is not set, escapes of braces (`{` and `}`) will not be
 * unescaped.
 */
const unescape_unescape = (s, { windowsPathsNoEscape = false, magicalBraces = true, } = {}) => {
    // escape() writes a leading '!' as '@(!)' in windowsPathsNoEscape mode
    if (windowsPathsNoEscape && s.startsWith('@(!)')) {
        return ('!' + unescape_unescape(s.slice(4), { windowsPathsNoEscape, magicalBraces }));
    }
    if (magicalBraces) {
        return windowsPathsNoEscape ?
            s.replace(/\[([^/\\])\]/g, '$1')
            : s
                .replace(/((?!\\).|^)\[([^/\\])\]/g, '$1$2')
                .replace(/\\([^/])/g, '$1');
    }
    return windowsPathsNoEscape ?
        s.replace(/\[([^/\\{}])\]/g, '$1')
        : s
            .replace(/((?!\\).|^)\[([^/\\{}])\]/g, '$1$2')
            .replace(/\\([^/{}])/g, '$1');
};
//# sourceMappingURL=unescape.js.map
;// CONCATENATED MODULE: ../../node_modules/minimatch/dist/esm/index.js





const DEFAULT_BRACE_EXPAND_MAX = 100_000;
const DEFAULT_GLOB_STAR_RECURSION_MAX = 200;
// avoid the annoying deprecation flag lol
const AWE_KEY = ('allowWindow' + 'sEscape');
const minimatch = (p, pattern, options) => {
    assertValidPattern(pattern);
    // shortcut: comments match nothing.
    if (!options?.nocomment && pattern.charAt(0) === '#') {
        return false;
    }
    return cachedMinimatch(pattern, options).match(p);
};
// The Minimatch objects that minimatch() used most recently, by options
// and then by pattern. When the cache is full, it becomes the old one,
// and the objects used from the old one are moved back to a new one.
// So it keeps 256 to 512 objects.
// The patterns can come from users, so the cache is also bounded by
// the total weight of the objects (see cacheWeight()), and an object
// that is too heavy is never kept. Otherwise a few unique patterns
// with large brace expansions would fill the heap.
let cache = new Map();
let oldCache = new Map();
let cacheSize = 0;
let cacheTotalWeight = 0;
const cacheMax = 256;
const cacheMaxWeight = 1 << 15;
const cacheMaxEntryWeight = 1 << 12;
// About the memory that a compiled object keeps: the pattern and the
// expanded patterns, of which each row in set is made.
const cacheWeight = (mm) => {
    let w = mm.pattern.length;
    for (const s of mm.globSet) {
        w += s.length + 1;
        if (w > cacheMaxEntryWeight)
            break;
    }
    return w;
};
// tsc fails here if a new option is in neither type. Add it to
// optionsKey() too.
const allOptionsKeyed = true;
void allOptionsKeyed;
// 0, 1 or 2 for undefined, falsy or truthy.
const tri = (v) => v === undefined ? 0
    : v ? 2
        : 1;
// The weight of each boolean option's base-3 digit in the key. The
// weights below 24 are for optimizationLevel (1), platform (3) and
// windowsPathsNoEscape (12). tsc fails here if a boolean option is
// not in the list.
const booleanWeights = new Map(Object.keys({
    nobrace: 0,
    nocomment: 0,
    nonegate: 0,
    noglobstar: 0,
    noext: 0,
    nonull: 0,
    partial: 0,
    dot: 0,
    nocase: 0,
    nocaseMagicOnly: 0,
    magicalBraces: 0,
    matchBase: 0,
    flipNegate: 0,
    preserveMultipleSlashes: 0,
    windowsNoMagicRoot: 0,
}).map((k, i) => [k, 24 * 3 ** i]));
// The cache key for a set of options. It is a number, unless an
// option is set to a value that the number can not show, such as
// normalize or an uncommon platform. Then it is a JSON string.
// The defaults give 0, the same key as no options.
// It only reads the keys that are set, so that the speed does not
// depend on the shape of the options object.
const optionsKey = (o) => {
    let n = 0;
    let wpe = false;
    // inherited keys too, because Minimatch reads them
    // oxlint-disable-next-line guard-for-in
    for (const k in o) {
        const v = o[k];
        switch (k) {
            // the same test as the Minimatch constructor
            case 'windowsPathsNoEscape':
                if (v)
                    wpe = true;
                break;
            case AWE_KEY:
                if (v === false)
                    wpe = true;
                break;
            case 'platform': {
                // the same test as the Minimatch constructor
                const p = v || defaultPlatform;
                if (p === defaultPlatform)
                    break;
                if (p === 'darwin')
                    n += 3;
                else if (p === 'win32')
                    n += 6;
                else if (p === 'linux')
                    n += 9;
                else
                    return JSON.stringify(o);
                break;
            }
            case 'optimizationLevel':
                // The same tests as Minimatch: 1 when undefined, then >= 2,
                // >= 1, or else 0. The default level 1 adds 0.
                if (v === undefined)
                    break;
                n +=
                    v >= 2 ? 1
                        : v >= 1 ? 0
                            : 2;
                break;
            case 'braceExpandMax':
                if (v !== undefined && v !== DEFAULT_BRACE_EXPAND_MAX) {
                    return JSON.stringify(o);
                }
                break;
            case 'maxGlobstarRecursion':
                if (v !== undefined && v !== DEFAULT_GLOB_STAR_RECURSION_MAX) {
                    return JSON.stringify(o);
                }
                break;
            case 'normalize':
                if (v !== undefined)
                    return JSON.stringify(o);
                break;
            default:
                // unknown keys have no weight
                n += (booleanWeights.get(k) ?? 0) * tri(v);
        }
    }
    return wpe ? n + 12 : n;
};
// A copy, so a later change to the options can not change it. Unlike
// a spread, it keeps the inherited keys, which optionsKey() and the
// Minimatch constructor also read.
const copyOptions = (o) => {
    const copy = {};
    // oxlint-disable-next-line guard-for-in
    for (const k in o)
        copy[k] = o[k];
    return copy;
};
const cachedMinimatch = (pattern, options) => {
    const key = options ? optionsKey(options) : 0;
    let mm = cache.get(key)?.get(pattern);
    if (mm)
        return mm;
    mm =
        oldCache.get(key)?.get(pattern) ??
            new Minimatch(pattern, copyOptions(options));
    const weight = cacheWeight(mm);
    // too big to keep, so it is compiled again each time
    if (weight > cacheMaxEntryWeight)
        return mm;
    if (cacheSize >= cacheMax ||
        cacheTotalWeight + weight > cacheMaxWeight) {
        oldCache = cache;
        cache = new Map();
        cacheSize = 0;
        cacheTotalWeight = 0;
    }
    let byPattern = cache.get(key);
    if (!byPattern)
        cache.set(key, (byPattern = new Map()));
    byPattern.set(pattern, mm);
    cacheSize++;
    cacheTotalWeight += weight;
    return mm;
};
/* c8 ignore start */
const defaultPlatform = (typeof process === 'object' && process ?
    process.env?.__MINIMATCH_TESTING_PLATFORM__ || process.platform
    : 'posix');
const path = {
    win32: { sep: '\\' },
    posix: { sep: '/' },
};
/* c8 ignore stop */
const sep = defaultPlatform === 'win32' ? path.win32.sep : path.posix.sep;
minimatch.sep = sep;
const GLOBSTAR = Symbol('globstar **');
minimatch.GLOBSTAR = GLOBSTAR;
const filter = (pattern, options) => {
    let mm;
    return (p) => (mm ??= cachedMinimatch(pattern, options)).match(p);
};
minimatch.filter = filter;
const ext = (a, b = {}) => Object.assign({}, a, b);
const defaults = (def) => {
    if (!def || typeof def !== 'object' || !Object.keys(def).length) {
        return minimatch;
    }
    const orig = minimatch;
    const m = (p, pattern, options = {}) => orig(p, pattern, ext(def, options));
    return Object.assign(m, {
        Minimatch: class Minimatch extends orig.Minimatch {
            constructor(pattern, options = {}) {
                super(pattern, ext(def, options));
            }
            static defaults(options) {
                return orig.defaults(ext(def, options)).Minimatch;
            }
        },
        unescape: (s, options = {}) => orig.unescape(s, ext(def, options)),
        escape: (s, options = {}) => orig.escape(s, ext(def, options)),
        filter: (pattern, options = {}) => orig.filter(pattern, ext(def, options)),
        defaults: (options) => orig.defaults(ext(def, options)),
        braceExpand: (pattern, options = {}) => orig.braceExpand(pattern, ext(def, options)),
        match: (list, pattern, options = {}) => orig.match(list, pattern, ext(def, options)),
        sep: orig.sep,
        GLOBSTAR: GLOBSTAR,
    });
};
minimatch.defaults = defaults;
// Brace expansion:
// a{b,c}d -> abd acd
// a{b,}c -> abc ac
// a{0..3}d -> a0d a1d a2d a3d
// a{b,c{d,e}f}g -> abg acdfg acefg
// a{b,c}d{e,f}g -> abdeg acdeg abdeg abdfg
//
// Invalid sets are not expanded.
// a{2..}b -> a{2..}b
// a{b}c -> a{b}c
const braceExpand = (pattern, options = {}) => {
    assertValidPattern(pattern);
    // Thanks to Yeting Li <https://github.com/yetingli> for
    // improving this regexp to avoid a ReDOS vulnerability.
    if (options.nobrace || !/\{(?:(?!\{).)*\}/.test(pattern)) {
        // shortcut. no need to expand.
        return [pattern];
    }
    // brace-expansion turns each escaped backslash '\\' into a single '\',
    // which then escapes the next character instead, and can turn an
    // escaped magic character (for example '\\\*') into a live one.
    // Double every pair, so an escaped backslash comes back out still
    // escaped. The parity of each run of backslashes is unchanged.
    let p = pattern.replace(/\\\\/g, '\\\\\\\\');
    // brace-expansion does not know about [...] classes. In
    // windowsPathsNoEscape mode, escape() writes a literal brace as '[{]'
    // or '[}]'. Escape the brace for brace-expansion, which removes that
    // backslash again, leaving '[{]' or '[}]'.
    if (options.windowsPathsNoEscape || options[AWE_KEY] === false) {
        p = p.replace(/\[([{}])\]/g, '[\\$1]');
    }
    return expand(p, { max: options.braceExpandMax });
};
minimatch.braceExpand = braceExpand;
// A numeric range with at least this many values is matched as one
// pattern portion, rather than expanded. For a glob walk, that is
// one directory read, in place of a stat for each value.
const RANGE_MIN = 100;
// a {lo..hi} range that is not escaped, and not a ${...} variable
const rangeRe = /(?<![\\$])\{(-?\d+)\.\.(-?\d+)\}/g;
// true if a range mark in this portion is inside a `!(...)`,
// `*(...)` or `+(...)` extglob. Those repeat or negate their
// contents, so one Matcher for the whole range does not match the
// same strings as the union of one pattern per value. For example,
// `*({1..100})` would match `510` as `5` then `10`, and `!({1..100})`
// would not match `5`, but every expanded pattern except `!(5)` does.
// `@(...)` and `?(...)` are fine: they pick one value at most.
const inRepeatOrNegExt = (portion, mark) => {
    const stack = [];
    for (let i = 0; i < portion.length; i++) {
        const c = portion.charAt(i);
        if (c === '\\') {
            i++;
        }
        else if (c === mark) {
            if (stack.some(t => t !== '@' && t !== '?'))
                return true;
        }
        else if (portion.charAt(i + 1) === '(' && '!?+*@'.includes(c)) {
            stack.push(c);
            i++;
        }
        else if (c === ')') {
            stack.pop();
        }
    }
    return false;
};
const match = (list, pattern, options = {}) => {
    const mm = new Minimatch(pattern, options);
    list = list.filter(f => mm.match(f));
    if (mm.options.nonull && !list.length) {
        list.push(pattern);
    }
    return list;
};
minimatch.match = match;
const globMagic = /[?*]|[+@!]\(.*?\)|\[|\]/;
// Index of the `]` that closes the class that starts at `start`,
// or -1 if it is not closed. Posix classes such as `[:alpha:]` are
// not skipped, so this can find a `]` before the real end. That
// only makes a class look less like a literal.
const classEnd = (pattern, start) => {
    let i = start + 1;
    if (pattern.charAt(i) === '!' || pattern.charAt(i) === '^')
        i++;
    let sawStart = false;
    for (; i < pattern.length; i++) {
        const c = pattern.charAt(i);
        if (c === ']' && sawStart)
            return i;
        sawStart = true;
        if (c === '\\')
            i++;
    }
    return -1;
};
// If a path portion pattern has no magic, return the string it
// matches. Otherwise, return undefined. This can report magic for
// a pattern that is in fact literal (eg, `[]`), but never the
// reverse, so a string result is always safe to compare directly.
const literal = (pattern, noext) => {
    if (!noext && (pattern === '+()' || pattern === '@()'))
        return pattern;
    let lit = '';
    for (let i = 0; i < pattern.length; i++) {
        const c = pattern.charAt(i);
        if (c === '\\') {
            // a trailing \ is a literal \
            lit += pattern.charAt(++i) || c;
        }
        else if (c === '*' || c === '?') {
            return undefined;
        }
        else if (c === '[') {
            const close = classEnd(pattern, i);
            if (close === -1) {
                // not closed, so the [ is a literal
                lit += c;
                continue;
            }
            // a class of one char, such as `[*]` or `[\b]`, is a literal
            let body = pattern.slice(i + 1, close);
            if (body.startsWith('\\'))
                body = body.slice(1);
            if ([...body].length !== 1 || '!^'.includes(pattern.charAt(i + 1))) {
                return undefined;
            }
            lit += body;
            i = close;
        }
        else if (!noext &&
            '+@!'.includes(c) &&
            pattern.charAt(i + 1) === '(' &&
            pattern.includes(')', i + 2)) {
            return undefined;
        }
        else {
            lit += c;
        }
    }
    return lit;
};
// The matching engine compiles and walks extglobs recursively, so a
// path portion with very many extglobs (nested, such as `*(*(*(a)))`,
// or in a row, such as `?(a)?(a)?(a)`) can exhaust the call stack.
// Portions with more than this many extglobs are rejected.
const MAX_EXTGLOBS = 256;
// The number of extglob openers, such as `*(`, in a path portion
// pattern. Chars in a class are counted too, so this can be more than
// the number of extglobs, but never less.
const extglobCount = (pattern) => {
    let n = 0;
    for (let i = 0; i < pattern.length - 1; i++) {
        const c = pattern.charAt(i);
        if (c === '\\') {
            i++;
        }
        else if ('+@!?*'.includes(c) && pattern.charAt(i + 1) === '(') {
            n++;
            i++;
        }
    }
    return n;
};
const assertValidExtglobs = (pattern) => {
    if (extglobCount(pattern) > MAX_EXTGLOBS) {
        throw new TypeError('pattern has too many extglobs');
    }
};
// True if the portion pattern has the same meaning as an alternative
// inside `@(...)`. It must not have a `|` or `)` that is not in a
// closed extglob (those are literal at the top level), an extglob
// that is not closed (the `)` of the `@(...)` would close it), or a
// trailing `\` (it would escape the next `|`). A pattern that is
// only an empty extglob, such as `?()`, is literal on its own, but
// not in `@(...)`. Posix classes such as `[:alpha:]` can hide a `]`
// from classEnd, so patterns with them are not merged.
const extSafe = (pattern) => {
    if (/^[?*+@]\(\)$/.test(pattern) || pattern.includes('[:'))
        return false;
    let depth = 0;
    for (let i = 0; i < pattern.length; i++) {
        const c = pattern.charAt(i);
        if (c === '\\') {
            if (++i === pattern.length)
                return false;
        }
        else if (c === '[') {
            const close = classEnd(pattern, i);
            if (close !== -1)
                i = close;
        }
        else if ('+@!?*'.includes(c) && pattern.charAt(i + 1) === '(') {
            depth++;
            i++;
        }
        else if (c === ')') {
            if (!depth--)
                return false;
        }
        else if (c === '|' && !depth) {
            return false;
        }
    }
    return !depth;
};
// The last path that Minimatch#match split, and its parts. A path is
// often tested against many patterns in a row (such as a list of
// ignore patterns), so this saves splitting it again. The parts are
// never changed, so they can be shared.
let lastSplit;
// The last path that Minimatch#match checked before splitting it. If
// the same path is checked again, it is being tested against many
// patterns, so it is split and the parts are kept for the others.
let lastChecked;
// true if a pattern portion that is not ** matches a path portion.
// An empty path portion only matches an empty pattern portion. A path
// portion never has a `/`, so the Matcher does not need to check it.
const portionMatch = (p, f) => typeof p === 'string' ? f === p : f !== '' && p.testUnchecked(f);
// Where the last portion of a row matches in a path: the start of the
// last portion of the path, or of the one before a trailing `/`. -1 if
// it matches neither.
const endIndex = (p, last, lastStart, prev, prevStart) => portionMatch(p, last) ? lastStart
    : prev !== undefined && portionMatch(p, prev) ? prevStart
        : -1;
const isDots = (p) => p === '.' || p === '..';
// a Windows drive letter portion, like `c:`
const isDrive = (p) => typeof p === 'string' && /^[a-z]:$/i.test(p);
// true for the `UNC` portion of a long UNC root, //?/UNC/host/share
const isLongUNC = (p) => typeof p === 'string' && /^unc$/i.test(p);
// The index of the host in a row or split path that starts with a
// Windows UNC root: 2 for `//host/share`, and 4 for
// `//?/UNC/host/share`. Otherwise -1. `//?/c:` is not one.
const uncHost = (p) => {
    if (p[0] !== '' || p[1] !== '')
        return -1;
    const h = p[2] !== '?' ? 2
        : isLongUNC(p[3]) ? 4
            : -1;
    const host = p[h];
    const share = p[h + 1];
    return (h !== -1 &&
        host !== undefined &&
        host !== '' &&
        host !== GLOBSTAR &&
        share !== undefined &&
        share !== '' &&
        share !== GLOBSTAR) ?
        h
        : -1;
};
// true if ** can walk the path portion: not `.` or `..`, and not a
// dotfile unless `dot` is set
const walkable = (p, dot) => !isDots(p) && (dot || !p.startsWith('.'));
// True if a portion of the path from `start` to `end` can not be
// walked by **: one that starts with `.`, or with `dot`, one that is
// `.` or `..`. `start` is the start of a portion, and `end` is the end
// of the path, or just after a separator.
const dotPortion = (f, start, end, dot, sep) => {
    for (let k = start; k < end;) {
        if (f.charCodeAt(k) === 46) {
            if (!dot)
                return true;
            const n = f.charCodeAt(k + 1) === 46 ? k + 2 : k + 1;
            if (n >= end || isSep(f.charCodeAt(n), sep))
                return true;
        }
        // the start of the next portion, after any run of separators
        const s = nextSep(f, k, sep);
        if (s === -1)
            return false;
        k = s + 1;
        while (k < end && isSep(f.charCodeAt(k), sep))
            k++;
    }
    return false;
};
const isSep = (c, sep) => sep === '/' ? c === 47
    : sep === '\\' ? c === 92
        : c === 47 || c === 92;
// the index of the first separator at or after `from`, or -1
const nextSep = (f, from, sep) => {
    if (sep !== 'both')
        return f.indexOf(sep, from);
    const s = f.indexOf('/', from);
    const b = f.indexOf('\\', from);
    return (s === -1 ? b
        : b === -1 ? s
            : Math.min(s, b));
};
// the index of the last separator at or before `from`, or -1
const lastSep = (f, from, sep) => sep !== 'both' ?
    f.lastIndexOf(sep, from)
    : Math.max(f.lastIndexOf('/', from), f.lastIndexOf('\\', from));
// What parse() returns in place of a Matcher while make() builds and
// merges the rows. Most of the Matchers in rows that are merged would
// never be used, so they are only made for the rows that are left.
const PENDING = {};
class Minimatch {
    options;
    set;
    pattern;
    windowsPathsNoEscape;
    nonegate;
    negate;
    comment;
    empty;
    preserveMultipleSlashes;
    partial;
    globSet;
    globParts;
    nocase;
    isWindows;
    platform;
    windowsNoMagicRoot;
    maxGlobstarRecursion;
    // the path can be checked against the last portion, and the string
    // portions, of each row before it is split. See #canMatch.
    #endCheck;
    #literalCheck;
    // level 2 resolves `.` and `..` portions in the path
    #level2;
    // the unicode normalization form, if any
    #form;
    // the string portions of each row in the set
    #literals = [];
    // the rows that #canMatch can match without splitting the path
    #shapes = [];
    // the rows whose last portion can be checked against the path's
    #endRows = [];
    // brace expansion can make the same portion in many rows, so they
    // share one Matcher, and the states that it caches
    #matchers = new Map();
    // parse() returns PENDING in place of a Matcher
    #pending = false;
    // the char that marks numeric ranges in globSet, if any
    #rangeMark;
    // the GlobstarParts of each pattern row, by start index and partial
    #globstarParts = new WeakMap();
    constructor(pattern, options = {}) {
        assertValidPattern(pattern);
        options = options || {};
        this.options = options;
        this.maxGlobstarRecursion =
            options.maxGlobstarRecursion ?? DEFAULT_GLOB_STAR_RECURSION_MAX;
        this.pattern = pattern;
        this.platform = options.platform || defaultPlatform;
        this.isWindows = this.platform === 'win32';
        this.windowsPathsNoEscape =
            !!options.windowsPathsNoEscape || options[AWE_KEY] === false;
        if (this.windowsPathsNoEscape) {
            this.pattern = this.pattern.replace(/\\/g, '/');
        }
        this.preserveMultipleSlashes = !!options.preserveMultipleSlashes;
        this.negate = false;
        this.nonegate = !!options.nonegate;
        this.comment = false;
        this.empty = false;
        this.partial = !!options.partial;
        this.nocase = !!this.options.nocase;
        this.windowsNoMagicRoot =
            options.windowsNoMagicRoot !== undefined ?
                options.windowsNoMagicRoot
                : !!(this.isWindows && this.nocase);
        this.globSet = [];
        this.globParts = [];
        this.set = [];
        this.#endCheck = !this.preserveMultipleSlashes;
        this.#level2 = (options.optimizationLevel ?? 1) >= 2;
        const n = options.normalize;
        this.#form = n === true ? 'NFC' : n || undefined;
        // make the set of Matchers etc.
        this.make();
        // On Windows, the portions of a row up to its drive letter or UNC
        // share are skipped or compared without case, if the path has one
        // too. So the checks only use the portions after it.
        const drives = this.set.map(row => this.#rootIndex(row));
        this.#endRows = this.set.map((row, r) => this.#endCheck && row.length - 1 > drives[r]);
        // with the end check, the last portion is already checked
        this.#literals = this.set.map((row, r) => {
            const end = this.#endRows[r] ? row.length - 1 : row.length;
            const lits = row
                .slice(drives[r] + 1, end)
                .filter((p) => typeof p === 'string' && !!p);
            return [...new Set(lits)];
        });
        this.#literalCheck = this.#literals.some(l => l.length);
        this.#shapes = this.set.map((row, r) => {
            const [p0, p1, p2] = row;
            if (this.#endRows[r] && row.length === 2) {
                if (p0 === GLOBSTAR && p1 !== GLOBSTAR)
                    return 'tail';
            }
            // the basename of a path that is split on / is its last portion,
            // or the one before a trailing /, the same as the end check
            if (this.#endRows[r] &&
                options.matchBase &&
                row.length === 1 &&
                p0 !== GLOBSTAR &&
                p0 !== '') {
                return 'base';
            }
            // the portion must not be a root, or '', which can be a
            // different portion on Windows (where //x paths get an extra '')
            if (!this.#endCheck || drives[r] !== -1)
                return undefined;
            if (row.length === 3 &&
                p0 === GLOBSTAR &&
                p2 === GLOBSTAR &&
                p1 !== GLOBSTAR &&
                p1 !== '' &&
                // the portion between is only matched below this limit
                this.maxGlobstarRecursion > 0) {
                return 'mid';
            }
            if (row.length === 2 &&
                p1 === GLOBSTAR &&
                p0 !== GLOBSTAR &&
                p0 !== '') {
                return 'head';
            }
            return undefined;
        });
    }
    // a string portion of a pattern, normalized if the option is set
    #norm(p) {
        return this.#form ? p.normalize(this.#form) : p;
    }
    // On Windows, the index of the last root portion of a row, as
    // #matchRow finds it: 0 for `c:/...`, 3 for `//?/c:/...` and
    // `//host/share/...`, and 5 for `//?/UNC/host/share/...`. Otherwise
    // -1.
    #rootIndex(row) {
        if (!this.isWindows)
            return -1;
        if (isDrive(row[0]))
            return 0;
        const uncDrive = row[0] === '' && row[1] === '' && row[2] === '?' && isDrive(row[3]);
        if (uncDrive)
            return 3;
        const h = uncHost(row);
        return h === -1 ? -1 : h + 1;
    }
    hasMagic() {
        if (this.options.magicalBraces && this.set.length > 1) {
            return true;
        }
        for (const pattern of this.set) {
            for (const part of pattern) {
                if (typeof part !== 'string')
                    return true;
            }
        }
        return false;
    }
    make() {
        const pattern = this.pattern;
        const options = this.options;
        // empty patterns and comments match nothing.
        if (!options.nocomment && pattern.charAt(0) === '#') {
            this.comment = true;
            return;
        }
        if (!pattern) {
            this.empty = true;
            return;
        }
        // step 1: figure out negation, etc.
        this.parseNegate();
        // step 2: expand braces
        this.globSet = [...new Set(this.#expandBraces())];
        // step 3: now we have a set, so turn each one into a series of
        // path-portion matching patterns.
        // These will be Matchers, except in the case of "**", which is
        // set to the GLOBSTAR object for globstar behavior,
        // and will not contain any / characters
        //
        // First, we preprocess to make the glob pattern sets a bit simpler
        // and deduped.  There are some perf-killing patterns that can cause
        // problems with a glob walk, but we can simplify them down a bit.
        const rawGlobParts = this.globSet.map(s => this.#slashSplit(s));
        this.globParts = this.preprocess(rawGlobParts);
        // glob --> Matchers
        this.#pending = true;
        let set = this.globParts.map((s, _, __) => {
            if (this.isWindows && this.windowsNoMagicRoot) {
                // check if it's a drive or unc path. The root of a long UNC
                // path, //?/UNC/host/share, is 6 portions.
                const n = s[2] === '?' && isLongUNC(s[3]) ? 6 : 4;
                const isUNC = s[0] === '' &&
                    s[1] === '' &&
                    (s[2] === '?' || !globMagic.test(s[2])) &&
                    s.slice(3, n).every(p => !globMagic.test(p));
                const isDrive = /^[a-z]:/i.test(s[0]);
                if (isUNC) {
                    return [
                        ...s.slice(0, n).map(p => this.#norm(p)),
                        ...s.slice(n).map(ss => this.parse(ss)),
                    ];
                }
                else if (isDrive) {
                    return [
                        this.#norm(s[0]),
                        ...s.slice(1).map(ss => this.parse(ss)),
                    ];
                }
            }
            return s.map(ss => this.parse(ss));
        });
        // filter out everything that didn't compile properly.
        this.set = set.filter(s => s.indexOf(false) === -1);
        // do not treat the ? in UNC paths as magic
        if (this.isWindows) {
            for (let i = 0; i < this.set.length; i++) {
                const p = this.set[i];
                if (p[0] === '' &&
                    p[1] === '' &&
                    this.globParts[i][2] === '?' &&
                    (isDrive(p[3]) || isLongUNC(this.globParts[i][3]))) {
                    if (isLongUNC(this.globParts[i][3]))
                        p[3] = 'UNC';
                    p[2] = '?';
                }
            }
        }
        // with noext, `@(...)` would be literal
        if (!options.noext)
            this.mergeRows();
        this.#pending = false;
        this.set.forEach((row, i) => {
            for (let k = 0; k < row.length; k++) {
                if (row[k] === PENDING) {
                    row[k] = this.parse(this.globParts[i][k]);
                }
            }
        });
    }
    // Merge rows that only differ in one portion, where each of them
    // is a Matcher, into one row that matches any of them with
    // `@(a|b|...)`. Then a path is only walked once for all of them,
    // for example with `**/*.{js,ts}`.
    mergeRows() {
        let merged = true;
        while (merged) {
            merged = false;
            // a single row cannot be merged with anything
            if (this.set.length < 2)
                return;
            let keys = this.#mergeKeys();
            const len = Math.max(0, ...this.set.map(r => r.length));
            for (let k = 0; k < len; k++) {
                // the rows that are the same other than at portion k, keyed
                // by the ids of the parts before k and the parts after k,
                // which are at most the number of rows
                const groups = new Map();
                const R = this.set.length + 1;
                this.set.forEach((row, i) => {
                    if (!(row[k] instanceof Matcher || row[k] === PENDING) ||
                        !extSafe(this.globParts[i][k])) {
                        return;
                    }
                    const { pre, suf } = keys[i];
                    const key = pre[k] * R + suf[k + 1];
                    const g = groups.get(key);
                    if (g)
                        g.push(i);
                    else
                        groups.set(key, [i]);
                });
                const drop = new Set();
                for (const g of groups.values()) {
                    if (g.length < 2)
                        continue;
                    const [first, ...rest] = g;
                    const alts = g.map(i => this.globParts[i][k]);
                    const glob = `@(${alts.join('|')})`;
                    // merging is only an optimization, so leave the rows as they
                    // are if the merged portion would have too many extglobs
                    if (extglobCount(glob) > MAX_EXTGLOBS)
                        continue;
                    this.globParts[first][k] = glob;
                    this.set[first][k] = this.parse(glob);
                    for (const i of rest)
                        drop.add(i);
                }
                if (drop.size) {
                    merged = true;
                    this.set = this.set.filter((_, i) => !drop.has(i));
                    this.globParts = this.globParts.filter((_, i) => !drop.has(i));
                    // every merge drops a row, so this happens at most once per row
                    if (this.set.length < 2)
                        return;
                    keys = this.#mergeKeys();
                }
            }
        }
    }
    // For each row, number ids for its prefixes and suffixes, such that
    // pre[k] identifies parts[0..k) and suf[k] identifies parts[k..n).
    // Two rows are the same other than at portion k exactly when they
    // have the same pre[k] and suf[k + 1]. This is linear in the size of
    // the rows, where joining the whole row for every k was quadratic.
    #mergeKeys() {
        const partIds = new Map();
        const ids = this.globParts.map(parts => parts.map(s => {
            let id = partIds.get(s);
            if (id === undefined)
                partIds.set(s, (id = partIds.size));
            return id;
        }));
        // ids are only compared at the same k, so they are numbered per
        // portion, with 0 for the empty prefix or suffix. Then they are
        // at most the number of rows, and id * P + part id is a safe
        // integer key for any set that fits in memory.
        const P = partIds.size;
        const len = Math.max(0, ...ids.map(r => r.length));
        const keys = ids.map(r => ({
            pre: [0],
            suf: new Array(r.length + 1).fill(0),
        }));
        for (let k = 0; k < len; k++) {
            const m = new Map();
            ids.forEach((r, i) => {
                if (k >= r.length)
                    return;
                const { pre } = keys[i];
                const key = pre[k] * P + r[k];
                let id = m.get(key);
                if (id === undefined)
                    m.set(key, (id = m.size + 1));
                pre.push(id);
            });
        }
        for (let k = len - 1; k >= 0; k--) {
            const m = new Map();
            ids.forEach((r, i) => {
                if (k >= r.length)
                    return;
                const { suf } = keys[i];
                const key = suf[k + 1] * P + r[k];
                let id = m.get(key);
                if (id === undefined)
                    m.set(key, (id = m.size + 1));
                suf[k] = id;
            });
        }
        return keys;
    }
    // various transforms to equivalent pattern sets that are
    // faster to process in a filesystem walk.  The goal is to
    // eliminate what we can, and push all ** patterns as far
    // to the right as possible, even if it increases the number
    // of patterns that we have to process.
    preprocess(globParts) {
        // if we're not in globstar mode, then turn ** into *
        if (this.options.noglobstar) {
            for (const partset of globParts) {
                for (let j = 0; j < partset.length; j++) {
                    if (partset[j] === '**') {
                        partset[j] = '*';
                    }
                }
            }
        }
        const { optimizationLevel = 1 } = this.options;
        if (optimizationLevel >= 2) {
            // aggressive optimization for the purpose of fs walking
            globParts = this.firstPhasePreProcess(globParts);
            globParts = this.secondPhasePreProcess(globParts);
        }
        else if (optimizationLevel >= 1) {
            // just basic optimizations to remove some .. parts
            globParts = this.levelOneOptimize(globParts);
        }
        else {
            // just collapse multiple ** portions into one
            globParts = this.adjascentGlobstarOptimize(globParts);
        }
        return globParts;
    }
    // just get rid of adjascent ** portions
    adjascentGlobstarOptimize(globParts) {
        return globParts.map(parts => {
            let gs = -1;
            while (-1 !== (gs = parts.indexOf('**', gs + 1))) {
                let i = gs;
                while (parts[i + 1] === '**') {
                    i++;
                }
                if (i !== gs) {
                    parts.splice(gs, i - gs);
                }
            }
            return parts;
        });
    }
    // get rid of adjascent ** and resolve .. portions
    levelOneOptimize(globParts) {
        return globParts.map(parts => {
            // .. can not remove the root of a Windows path
            const root = this.#rootIndex(parts) + 1;
            parts = parts.reduce((set, part) => {
                const prev = set[set.length - 1];
                if (part === '**' && prev === '**') {
                    return set;
                }
                if (part === '..') {
                    if (set.length > root &&
                        prev &&
                        prev !== '..' &&
                        prev !== '.' &&
                        prev !== '**') {
                        set.pop();
                        return set;
                    }
                }
                set.push(part);
                return set;
            }, []);
            return parts.length === 0 ? [''] : parts;
        });
    }
    // Check the path against each row before it is split. 'no' if no
    // row can match, so it does not need to be split. 'yes' if a row of
    // `**` and one more portion matches. 'maybe' if it must be split to
    // know. None of this applies with partial, where the path can end
    // before the row does.
    //
    // On Windows, `\` is a separator in the path too, and the portions of
    // a row up to its drive letter or UNC share are not checked (see
    // #rootIndex).
    //
    // Each string portion of a row must be a portion of the path, so the
    // path must contain it. Level 2 can only take portions out of the
    // path, so this is still true then.
    //
    // The last portion of a row must match the last portion of the path,
    // or the one before a trailing `/` (as a/* and a/**/* match a/b/).
    // This does not apply to rows that end in **, rows that end in a
    // root, or preserveMultipleSlashes (which can leave more
    // than one '' at the end). At level 2, it does not apply if that
    // portion is `.` or `..`, which can be
    // resolved away. Level 2 only takes other portions out of the
    // middle of the path.
    //
    // A row of `**/x` then matches if the ** can walk the portions
    // before the one that x matches, the same as #matchGlobstar. At
    // level 2, this is only known if none of them are `.` or `..`, so
    // that the path does not change when it is resolved.
    #canMatch(f) {
        const sep = !this.isWindows || !f.includes('\\') ? '/'
            : f.includes('/') ? 'both'
                : '\\';
        // the portions that f.split(/\/+/) would end with, and where they
        // start in f, found when a row needs them. `ends` is 0 until they
        // are found, then 1, or -1 if they can not be used.
        let ends = this.#endCheck ? 0 : -1;
        let last = '';
        let lastStart = 0;
        let prev;
        let prevStart = 0;
        const dot = !!this.options.dot;
        // A string compare is cheaper than includes(), and a Matcher test
        // costs more, so the cheaper check goes first.
        ROWS: for (let r = 0; r < this.set.length; r++) {
            const row = this.set[r];
            const p = row[row.length - 1];
            let end = ends !== -1 && this.#endRows[r] && p !== GLOBSTAR;
            if (end && ends === 0) {
                const i = lastSep(f, f.length, sep);
                lastStart = i + 1;
                last = f.slice(lastStart);
                if (last === '' && i >= 0) {
                    let j = i;
                    while (j > 0 && isSep(f.charCodeAt(j - 1), sep))
                        j--;
                    prevStart = j === 0 ? 0 : lastSep(f, j - 1, sep) + 1;
                    prev = f.slice(prevStart, j);
                }
                const resolves = this.#level2 &&
                    (isDots(last) ||
                        (last === '' && prev !== undefined && isDots(prev)));
                ends = resolves ? -1 : 1;
                end = !resolves;
            }
            let tailStart = -1;
            if (end && typeof p === 'string') {
                tailStart = endIndex(p, last, lastStart, prev, prevStart);
                if (tailStart === -1)
                    continue;
            }
            if (this.#literalCheck) {
                for (const l of this.#literals[r]) {
                    if (!f.includes(l))
                        continue ROWS;
                }
            }
            if (end && typeof p === 'object') {
                tailStart = endIndex(p, last, lastStart, prev, prevStart);
                if (tailStart === -1)
                    continue;
            }
            const shape = this.#shapes[r];
            if (shape === 'base' && end)
                return 'yes';
            if (shape === 'tail' && end) {
                if (this.#level2 && dotPortion(f, 0, tailStart, true, sep)) {
                    return 'maybe';
                }
                if (!dotPortion(f, 0, tailStart, dot, sep))
                    return 'yes';
                continue;
            }
            if (shape === 'mid' || shape === 'head') {
                const m = this.#walk(f, row, shape === 'head', dot, sep);
                if (m !== 'no')
                    return m;
                continue;
            }
            return 'maybe';
        }
        return 'no';
    }
    // Match a row of a known shape against the split path, the same as
    // #matchGlobstar and #matchGlobStarBodySections do. None of these
    // rows have a drive letter, so they start at the first portion.
    #matchShape(file, row, shape) {
        const dot = !!this.options.dot;
        const n = file.length;
        if (shape === 'head') {
            // x, then at least one portion that ** can walk
            if (n < 2 || !portionMatch(row[0], file[0])) {
                return false;
            }
            for (let i = 1; i < n; i++)
                if (!walkable(file[i], dot))
                    return false;
            return true;
        }
        const x = row[1];
        if (shape === 'tail') {
            // x is the last portion, or the one before a trailing ''
            let t = n - 1;
            if (!portionMatch(x, file[t])) {
                if (file[t] !== '' || n === 1 || !portionMatch(x, file[--t])) {
                    return false;
                }
            }
            for (let i = 0; i < t; i++)
                if (!walkable(file[i], dot))
                    return false;
            return true;
        }
        // mid: the first x that ** can walk to, with a portion after it,
        // and ** can walk all of those
        for (let k = 0; k < n; k++) {
            if (portionMatch(x, file[k]) && k + 1 < n) {
                let i = k + 1;
                while (i < n && walkable(file[i], dot))
                    i++;
                if (i === n)
                    return true;
            }
            if (!walkable(file[k], dot))
                return false;
        }
        return false;
    }
    // Match a row of `**/x/**` or `x/**` against the path, the same as
    // #matchGlobstar and #matchGlobStarBodySections do once it is split.
    // x must match a portion (the first one, for `x/**`), the ** before
    // it must be able to walk the portions before that one, and there
    // must be a portion after it, which the ** after it can walk. At
    // level 2, this is only known if no portion is `.` or `..`.
    #walk(f, row, head, dot, sep) {
        if (this.#level2 && dotPortion(f, 0, f.length, true, sep))
            return 'maybe';
        const x = row[head ? 0 : 1];
        // the last portion has none after it, so it can not be x
        let s = 0;
        for (let e = nextSep(f, s, sep); e !== -1; e = nextSep(f, s, sep)) {
            // the start of the next portion
            let next = e + 1;
            while (next < f.length && isSep(f.charCodeAt(next), sep))
                next++;
            const hit = typeof x === 'string' ?
                e - s === x.length && f.startsWith(x, s)
                : e > s && x.testUnchecked(f.slice(s, e));
            if (hit && !dotPortion(f, next, f.length, dot, sep))
                return 'yes';
            if (head || dotPortion(f, s, next, dot, sep))
                return 'no';
            s = next;
        }
        return 'no';
    }
    // the last split, if it was the same path with the same split
    // settings
    #cachedSplit(f) {
        const last = lastSplit;
        return (last?.f === f &&
            last.isWindows === this.isWindows &&
            last.preserveMultipleSlashes === this.preserveMultipleSlashes &&
            last.normalize === this.#form) ?
            last
            : undefined;
    }
    // split a path for match(), and keep the parts for the next call
    #split(f) {
        const { isWindows, preserveMultipleSlashes } = this;
        // windows: need to use /, not \
        let parts = this.#slashSplit(isWindows ? f.split('\\').join('/') : f);
        // normalize each portion, so that a char that normalizes to `/`
        // does not make a new portion
        const normalize = this.#form;
        if (normalize)
            parts = parts.map(p => p.normalize(normalize));
        lastSplit = {
            f,
            isWindows,
            preserveMultipleSlashes,
            normalize,
            parts,
        };
        return lastSplit;
    }
    // resolve `.` and `..` portions of a path, for level 2
    #levelTwoFileOptimize(file) {
        // work on a copy, so that the cached parts do not change
        const parts = [...file];
        let didSomething = false;
        do {
            didSomething = false;
            // <pre>/<e>/<rest> -> <pre>/<rest>
            if (!this.preserveMultipleSlashes) {
                for (let i = 1; i < parts.length - 1; i++) {
                    const p = parts[i];
                    // don't squeeze out UNC patterns
                    if (i === 1 && p === '' && parts[0] === '')
                        continue;
                    if (p === '.' || p === '') {
                        didSomething = true;
                        parts.splice(i, 1);
                        i--;
                    }
                }
                if (parts[0] === '.' &&
                    parts.length === 2 &&
                    (parts[1] === '.' || parts[1] === '')) {
                    didSomething = true;
                    parts.pop();
                }
            }
            // <pre>/<p>/../<rest> -> <pre>/<rest>
            // .. can not remove the root of a Windows path
            const root = this.#rootIndex(parts) + 1;
            let dd = root;
            while (-1 !== (dd = parts.indexOf('..', dd + 1))) {
                const p = parts[dd - 1];
                if (p && p !== '.' && p !== '..' && p !== '**') {
                    didSomething = true;
                    parts.splice(dd - 1, 2);
                    dd = Math.max(dd - 2, root);
                }
            }
        } while (didSomething);
        return parts.length === 0 ? [''] : parts;
    }
    // First phase: single-pattern processing
    // <pre> is 1 or more portions
    // <rest> is 1 or more portions
    // <p> is any portion other than ., .., '', or **
    // <e> is . or ''
    //
    // **/.. is *brutal* for filesystem walking performance, because
    // it effectively resets the recursive walk each time it occurs,
    // and ** cannot be reduced out by a .. pattern part like a regexp
    // or most strings (other than .., ., and '') can be.
    //
    // <pre>/**/../<p>/<p>/<rest> -> {<pre>/../<p>/<p>/<rest>,<pre>/**/<p>/<p>/<rest>}
    // <pre>/<e>/<rest> -> <pre>/<rest>
    // <pre>/<p>/../<rest> -> <pre>/<rest>
    // **/**/<rest> -> **/<rest>
    //
    // **/*/<rest> -> */**/<rest> <== not valid because ** doesn't follow
    // this WOULD be allowed if ** did follow symlinks, or * didn't
    firstPhasePreProcess(globParts) {
        // each **/.. split doubles the patterns, and adds a copy of the
        // whole pattern. Throw if either gets too large. A partial split
        // would match some paths and not others, depending on which rows
        // the pass reached first.
        const { braceExpandMax = DEFAULT_BRACE_EXPAND_MAX } = this.options;
        let splitCells = 0;
        const maxSplitCells = 1_000_000;
        let didSomething = false;
        do {
            didSomething = false;
            // <pre>/**/../<p>/<p>/<rest> -> {<pre>/../<p>/<p>/<rest>,<pre>/**/<p>/<p>/<rest>}
            for (let parts of globParts) {
                let gs = -1;
                while (-1 !== (gs = parts.indexOf('**', gs + 1))) {
                    let gss = gs;
                    while (parts[gss + 1] === '**') {
                        // <pre>/**/**/<rest> -> <pre>/**/<rest>
                        gss++;
                    }
                    // eg, if gs is 2 and gss is 4, that means we have 3 **
                    // parts, and can remove 2 of them.
                    if (gss > gs) {
                        parts.splice(gs + 1, gss - gs);
                    }
                    let next = parts[gs + 1];
                    const p = parts[gs + 2];
                    const p2 = parts[gs + 3];
                    if (next !== '..')
                        continue;
                    if (!p ||
                        p === '.' ||
                        p === '..' ||
                        !p2 ||
                        p2 === '.' ||
                        p2 === '..') {
                        continue;
                    }
                    // Check before changing parts or allocating the new row.
                    const addedCells = parts.length - 1;
                    if (globParts.length >= braceExpandMax ||
                        splitCells + addedCells > maxSplitCells) {
                        throw new RangeError(`optimizationLevel 2: too many patterns from '**/..'`);
                    }
                    didSomething = true;
                    // edit parts in place, and push the new one
                    parts.splice(gs, 1);
                    const other = parts.slice(0);
                    other[gs] = '**';
                    splitCells += addedCells;
                    globParts.push(other);
                    gs--;
                }
                // <pre>/<e>/<rest> -> <pre>/<rest>
                if (!this.preserveMultipleSlashes) {
                    for (let i = 1; i < parts.length - 1; i++) {
                        const p = parts[i];
                        // don't squeeze out UNC patterns
                        if (i === 1 && p === '' && parts[0] === '')
                            continue;
                        if (p === '.' || p === '') {
                            didSomething = true;
                            parts.splice(i, 1);
                            i--;
                        }
                    }
                    if (parts[0] === '.' &&
                        parts.length === 2 &&
                        (parts[1] === '.' || parts[1] === '')) {
                        didSomething = true;
                        parts.pop();
                    }
                }
                // <pre>/<p>/../<rest> -> <pre>/<rest>
                // .. can not remove the root of a Windows path
                const root = this.#rootIndex(parts) + 1;
                let dd = root;
                while (-1 !== (dd = parts.indexOf('..', dd + 1))) {
                    const p = parts[dd - 1];
                    if (p && p !== '.' && p !== '..' && p !== '**') {
                        didSomething = true;
                        const needDot = dd === 1 && parts[dd + 1] === '**';
                        const splin = needDot ? ['.'] : [];
                        parts.splice(dd - 1, 2, ...splin);
                        if (parts.length === 0)
                            parts.push('');
                        dd = Math.max(dd - 2, root);
                    }
                }
            }
        } while (didSomething);
        return globParts;
    }
    // second phase: multi-pattern dedupes
    // {<pre>/<rest>,<pre>/<rest>} -> <pre>/<rest>
    // {<pre>/*/<rest>,<pre>/<p>/<rest>} -> <pre>/*/<rest>
    secondPhasePreProcess(globParts) {
        const keys = new Set();
        const rows = globParts.filter(parts => {
            const key = parts.join('/');
            if (keys.has(key))
                return false;
            keys.add(key);
            return true;
        });
        // A row is covered by another row that has `*` at some positions,
        // and is the same at all others. Collect each distinct set of `*`
        // positions, then look up each row with `*` put at those positions.
        const stars = new Map();
        for (const parts of rows) {
            const s = [];
            for (let i = 0; i < parts.length; i++) {
                if (parts[i] === '*')
                    s.push(i);
            }
            if (s.length)
                stars.set(s.join(','), s);
        }
        // Each row is checked against each set of `*` positions, so skip
        // this if there are too many. The patterns match the same paths
        // either way.
        if (!stars.size || rows.length * stars.size > 100_000)
            return rows;
        const { dot } = this.options;
        return rows.filter(parts => {
            for (const s of stars.values()) {
                if (s[s.length - 1] >= parts.length)
                    continue;
                const c = [...parts];
                let ok = true;
                let changed = false;
                for (const i of s) {
                    const p = parts[i];
                    if (p === '*')
                        continue;
                    if (!p || p === '**' || (!dot && p.startsWith('.'))) {
                        ok = false;
                        break;
                    }
                    c[i] = '*';
                    changed = true;
                }
                if (ok && changed && keys.has(c.join('/')))
                    return false;
            }
            return true;
        });
    }
    parseNegate() {
        if (this.nonegate)
            return;
        const pattern = this.pattern;
        let negate = false;
        let negateOffset = 0;
        for (let i = 0; i < pattern.length && pattern.charAt(i) === '!'; i++) {
            negate = !negate;
            negateOffset++;
        }
        if (negateOffset)
            this.pattern = pattern.slice(negateOffset);
        this.negate = negate;
    }
    // Match the parts of a path against one row of the set. `resolved`
    // is the parts after level 2 resolves `.` and `..` in them, or the
    // same parts below level 2. Set partial to true to test if, for
    // example, "/a/b" matches the start of "/*/b/*/d". Partial means, if
    // you run out of file before you run out of pattern, then that's
    // fine, as long as all the parts match.
    #matchRow(file, resolved, pattern, partial) {
        let fileStartIndex = 0;
        let patternStartIndex = 0;
        // UNC paths like //?/X:/... can match X:/... and vice versa, and
        // //?/UNC/host/share/... can match //host/share/... and vice versa.
        // Drive letters in absolute drive or unc paths, and the host and
        // share of UNC paths, are always compared case-insensitively.
        const fh = this.isWindows ? uncHost(resolved) : -1;
        const ph = fh === -1 ? -1 : uncHost(pattern);
        if (ph !== -1) {
            const host = pattern[ph];
            const share = pattern[ph + 1];
            if (typeof host !== 'string' || typeof share !== 'string') {
                // a host or share with magic is matched as usual
                fileStartIndex = fh;
                patternStartIndex = ph;
            }
            else if (resolved[fh].toLowerCase() === host.toLowerCase() &&
                resolved[fh + 1].toLowerCase() === share.toLowerCase()) {
                fileStartIndex = fh + 2;
                patternStartIndex = ph + 2;
            }
        }
        else if (this.isWindows) {
            const fileDrive = typeof file[0] === 'string' && /^[a-z]:$/i.test(file[0]);
            const fileUNC = !fileDrive &&
                file[0] === '' &&
                file[1] === '' &&
                file[2] === '?' &&
                /^[a-z]:$/i.test(file[3]);
            const patternDrive = typeof pattern[0] === 'string' && /^[a-z]:$/i.test(pattern[0]);
            const patternUNC = !patternDrive &&
                pattern[0] === '' &&
                pattern[1] === '' &&
                pattern[2] === '?' &&
                typeof pattern[3] === 'string' &&
                /^[a-z]:$/i.test(pattern[3]);
            const fdi = fileUNC ? 3
                : fileDrive ? 0
                    : undefined;
            const pdi = patternUNC ? 3
                : patternDrive ? 0
                    : undefined;
            if (typeof fdi === 'number' && typeof pdi === 'number') {
                const [fd, pd] = [
                    file[fdi],
                    pattern[pdi],
                ];
                // the drives match, so start matching after them
                if (fd.toLowerCase() === pd.toLowerCase()) {
                    patternStartIndex = pdi + 1;
                    fileStartIndex = fdi + 1;
                }
            }
        }
        // the drive letters are found in the parts before level 2 resolves
        // them, and the match uses the resolved parts
        file = resolved;
        if (pattern.includes(GLOBSTAR)) {
            return this.#matchGlobstar(file, pattern, partial, fileStartIndex, patternStartIndex);
        }
        return this.#matchOne(file, pattern, partial, fileStartIndex, patternStartIndex);
    }
    #matchGlobstar(file, pattern, partial, fileIndex, patternIndex) {
        const { head, body, tail, segments } = this.#getGlobstarParts(pattern, partial, patternIndex);
        // check the head, from the current file/pattern index.
        if (head.length) {
            const headEnd = fileIndex + head.length;
            if (!this.#matchOne(file, head, partial, fileIndex, 0, headEnd)) {
                return false;
            }
            fileIndex += head.length;
            patternIndex += head.length;
        }
        // now we know the head matches!
        // if the last portion is not empty, it MUST match the end
        // check the tail
        let fileTailMatch = 0;
        if (tail.length) {
            // if head + tail > file, then we cannot possibly match
            if (tail.length + fileIndex > file.length)
                return false;
            // try to match the tail
            let tailStart = file.length - tail.length;
            if (this.#matchOne(file, tail, partial, tailStart, 0)) {
                fileTailMatch = tail.length;
            }
            else {
                // affordance for stuff like a/**/* matching a/b/
                // if the last file portion is '', and there's more to the pattern
                // then try without the '' bit.
                if (file[file.length - 1] !== '' ||
                    fileIndex + tail.length === file.length) {
                    return false;
                }
                tailStart--;
                if (!this.#matchOne(file, tail, partial, tailStart, 0)) {
                    return false;
                }
                fileTailMatch = tail.length + 1;
            }
        }
        // now we know the tail matches!
        // the middle is zero or more portions wrapped in **, possibly
        // containing more ** sections.
        // so a/**/b/**/c/**/d has become **/b/**/c/**
        // if it's empty, it means a/**/b, just verify we have no bad dots
        // if there's no tail, so it ends on /**, then we must have *something*
        // after the head, or it's not a matc
        if (!body.length) {
            let sawSome = !!fileTailMatch;
            for (let i = fileIndex; i < file.length - fileTailMatch; i++) {
                const f = String(file[i]);
                sawSome = true;
                if (f === '.' ||
                    f === '..' ||
                    (!this.options.dot && f.startsWith('.'))) {
                    return false;
                }
            }
            // in partial mode, we just need to get past all file parts
            return partial || sawSome;
        }
        // now we know that there's one or more body sections, which can
        // be matched anywhere from the 0 index (because the head was pruned)
        // through to the length-fileTailMatch index.
        return !!this.#matchGlobStarBodySections(file, segments, file.length - fileTailMatch, fileIndex, 0, partial, 0, !!fileTailMatch, new Set());
    }
    // Split the pattern into head, tail, and middle of ** delimited
    // parts. The tail has to be at the end, and the others just have to
    // be found in order from the head. These only depend on the pattern
    // row, so they are kept for the next path.
    #getGlobstarParts(pattern, partial, patternIndex) {
        let byStart = this.#globstarParts.get(pattern);
        if (!byStart) {
            byStart = [];
            this.#globstarParts.set(pattern, byStart);
        }
        const key = patternIndex * 2 + (partial ? 1 : 0);
        const found = byStart[key];
        if (found)
            return found;
        const firstgs = pattern.indexOf(GLOBSTAR, patternIndex);
        const lastgs = pattern.lastIndexOf(GLOBSTAR);
        const head = pattern.slice(patternIndex, firstgs);
        const body = pattern.slice(firstgs + 1, partial ? undefined : lastgs);
        const tail = partial ? [] : pattern.slice(lastgs + 1);
        // split the body up into sections, and note the number of
        // portions that must come after the start of each one
        const segments = [[[], 0]];
        let current = segments[0];
        let nonGsParts = 0;
        const nonGsPartsSums = [0];
        for (const b of body) {
            if (b === GLOBSTAR) {
                nonGsPartsSums.push(nonGsParts);
                current = [[], 0];
                segments.push(current);
            }
            else {
                current[0].push(b);
                nonGsParts++;
            }
        }
        // the portions in this section and the ones after it
        segments.forEach((b, i) => {
            b[1] = nonGsParts - nonGsPartsSums[i];
        });
        const parts = { head, body, tail, segments };
        byStart[key] = parts;
        return parts;
    }
    // return false for "nope, not matching"
    // return null for "not matching, cannot keep trying"
    #matchGlobStarBodySections(file, 
    // pattern section, and the portions that it and the rest need
    bodySegments, 
    // the end of the file portions that the body can match
    fileLength, fileIndex, bodyIndex, partial, globStarDepth, sawTail, 
    // the places that a walk has already tried, as
    // bodyIndex * (file.length + 1) + fileIndex. A walk from a place
    // does the same no matter how it got there, and it only comes back
    // if it found no match, so a walk that gets to one stops.
    tried) {
        // take the first body segment, and walk from fileIndex to its "after"
        // value at the end
        // If it doesn't match at that position, we increment, until we hit
        // that final possible position, and give up.
        // If it does match, then advance and try to rest.
        // If any of them fail we keep walking forward.
        // this is still a bit recursively painful, but it's more constrained
        // than previous implementations, because we never test something that
        // can't possibly be a valid matching condition.
        const bs = bodySegments[bodyIndex];
        if (!bs) {
            // with partial, the body is the rest of the pattern, so it
            // matches if no portions are left, or only the '' of a trailing
            // / (as a/* matches a/b/). A ** at the end walks them as its own
            // empty section.
            if (partial) {
                return (fileIndex >= fileLength ||
                    (fileIndex === fileLength - 1 && file[fileIndex] === ''));
            }
            // just make sure that there's no bad dots before the tail
            for (let i = fileIndex; i < fileLength; i++) {
                sawTail = true;
                const f = file[i];
                if (f === '.' ||
                    f === '..' ||
                    (!this.options.dot && f.startsWith('.'))) {
                    return false;
                }
            }
            return sawTail;
        }
        // have a non-globstar body section to test, up to the last index
        // where it can start
        const [body, need] = bs;
        // with partial, the path can end before the body does
        const after = partial ? fileLength : fileLength - need;
        while (fileIndex <= after) {
            const key = bodyIndex * (file.length + 1) + fileIndex;
            if (tried.has(key))
                return false;
            tried.add(key);
            const m = this.#matchOne(file, body, partial, fileIndex, 0, fileIndex + body.length);
            // if limit exceeded, no match. intentional false negative,
            // acceptable break in correctness for security.
            if (m && globStarDepth < this.maxGlobstarRecursion) {
                // match! see if the rest match. if so, we're done!
                const sub = this.#matchGlobStarBodySections(file, bodySegments, fileLength, fileIndex + body.length, bodyIndex + 1, partial, globStarDepth + 1, sawTail, tried);
                if (sub !== false) {
                    return sub;
                }
            }
            // the ** does not walk past the last place the body can start
            if (fileIndex === after)
                break;
            const f = file[fileIndex];
            if (f === '.' ||
                f === '..' ||
                (!this.options.dot && f.startsWith('.'))) {
                return false;
            }
            fileIndex++;
        }
        // walked off. no point continuing
        return partial || null;
    }
    #matchOne(file, pattern, partial, fileIndex, patternIndex, 
    // only match the file portions before this index
    fileEnd = file.length) {
        let fi;
        let pi;
        let pl;
        let fl;
        for (fi = fileIndex,
            pi = patternIndex,
            fl = Math.min(fileEnd, file.length),
            pl = pattern.length; fi < fl && pi < pl; fi++, pi++) {
            let p = pattern[pi];
            let f = file[fi];
            // should be impossible.
            /* c8 ignore start */
            if (p === false || p === GLOBSTAR) {
                return false;
            }
            /* c8 ignore stop */
            // something other than **
            // non-magic patterns just have to match exactly
            // patterns with magic have been turned into Matchers.
            if (!portionMatch(p, f))
                return false;
        }
        // Note: ending in / means that we'll get a final ""
        // at the end of the pattern.  This can only match a
        // corresponding "" at the end of the file.
        // If the file ends in /, then it can only match a
        // a pattern that ends in /, unless the pattern just
        // doesn't have any more for it. But, a/b/ should *not*
        // match "a/b/*", even though * can match "", except in
        // partial mode, where it might simply not be reached yet.
        // However, a/b/ should still satisfy a/*
        // now either we fell off the end of the pattern, or we're done.
        if (fi === fl && pi === pl) {
            // ran out of pattern and filename at the same time.
            // an exact hit!
            return true;
        }
        else if (fi === fl) {
            // ran out of file, but still had pattern left.
            // this is ok if we're doing the match as part of
            // a glob fs traversal.
            return partial;
        }
        else if (pi === pl) {
            // ran out of pattern, still have file left.
            // this is only acceptable if we're on the very last
            // empty segment of a file with a trailing slash.
            // a/* should match a/b/
            return fi === fl - 1 && file[fi] === '';
            /* c8 ignore start */
        }
        else {
            // should be unreachable.
            throw new Error('wtf?');
        }
        /* c8 ignore stop */
    }
    braceExpand() {
        return braceExpand(this.pattern, this.options);
    }
    // Expand braces, except numeric ranges such as {0..999} with at
    // least RANGE_MIN values. Each of those stays in its pattern as
    // `<mark>0..999<mark>`, for the Matcher to test. If a range might
    // be inside a [...] class, expand all of them instead.
    #expandBraces() {
        const { pattern } = this;
        if (this.options.nobrace)
            return this.braceExpand();
        let code = 0xe000;
        while (pattern.includes(String.fromCharCode(code))) {
            if (++code > 0xf8ff)
                return this.braceExpand();
        }
        const mark = String.fromCharCode(code);
        let found = false;
        const marked = pattern.replace(rangeRe, (m, lo, hi) => {
            const a = Number(lo);
            const b = Number(hi);
            if (!Number.isSafeInteger(a) ||
                !Number.isSafeInteger(b) ||
                Math.abs(a - b) + 1 < RANGE_MIN) {
                return m;
            }
            found = true;
            return `${mark}${lo}..${hi}${mark}`;
        });
        if (!found)
            return this.braceExpand();
        const set = braceExpand(marked, this.options);
        for (const p of set) {
            for (const portion of p.split('/')) {
                const c = portion.indexOf('[');
                if (c !== -1 && c < portion.lastIndexOf(mark)) {
                    return this.braceExpand();
                }
                if (!this.options.noext && inRepeatOrNegExt(portion, mark)) {
                    return this.braceExpand();
                }
            }
        }
        this.#rangeMark = mark;
        return set;
    }
    parse(pattern) {
        assertValidPattern(pattern);
        const options = this.options;
        // shortcuts
        if (pattern === '**')
            return GLOBSTAR;
        if (pattern === '')
            return '';
        const { nocase, nocaseMagicOnly, noext = false, dot, normalize, } = options;
        const rangeMark = this.#rangeMark;
        const lit = rangeMark && pattern.includes(rangeMark) ?
            undefined
            : literal(pattern, noext);
        // in nocase mode, a literal with cased chars still needs a
        // Matcher, unless nocaseMagicOnly is set.
        if (lit !== undefined &&
            !(nocase &&
                !nocaseMagicOnly &&
                pattern.toUpperCase() !== pattern.toLowerCase())) {
            return this.#norm(lit);
        }
        if (this.#pending)
            return PENDING;
        let m = this.#matchers.get(pattern);
        if (!m) {
            if (!noext)
                assertValidExtglobs(pattern);
            m = new Matcher(pattern, {
                nocase,
                noext,
                dot,
                normalize,
                ...(rangeMark && { rangeMark }),
            });
            this.#matchers.set(pattern, m);
        }
        return m;
    }
    #slashSplit(p) {
        // if p starts with // on windows, we preserve that
        // so that UNC paths aren't broken.  Otherwise, any number of
        // / characters are coalesced into one, unless
        // preserveMultipleSlashes is set to true.
        if (this.preserveMultipleSlashes) {
            return p.split('/');
        }
        else if (this.isWindows && /^\/\/[^/]+/.test(p)) {
            // add an extra '' for the one we lose
            return ['', ...p.split(/\/+/)];
        }
        else {
            return p.split(/\/+/);
        }
    }
    match(f, partial = this.partial) {
        // short-circuit in the case of busted things.
        // comments, etc.
        if (this.comment) {
            return false;
        }
        if (this.empty) {
            return f === '';
        }
        if (f === '/' && partial) {
            return true;
        }
        const options = this.options;
        // treat the test path as a set of pathparts. If it was not just
        // split or checked, check that it can match before splitting it.
        let split = this.#cachedSplit(f);
        if (!split) {
            // the checks look at the path as given, so not if it is
            // normalized
            if (!partial &&
                !this.#form &&
                (this.#endCheck || this.#literalCheck) &&
                lastChecked !== f) {
                lastChecked = f;
                const can = this.#canMatch(f);
                if (can === 'no')
                    return options.flipNegate ? false : this.negate;
                if (can === 'yes')
                    return options.flipNegate ? true : !this.negate;
            }
            split = this.#split(f);
        }
        const ff = split.parts;
        // the parts after level 2 resolves them, kept for the next pattern
        // that tests the same path
        const resolved = this.#level2 ?
            (split.resolved ??= this.#levelTwoFileOptimize(ff))
            : ff;
        // just ONE of the pattern sets in this.set needs to match
        // in order for it to be valid.  If negating, then just one
        // match means that we have failed.
        // Either way, return on the first hit.
        const set = this.set;
        // Find the basename of the path by looking for the last non-empty segment
        let filename = ff[ff.length - 1];
        if (!filename) {
            for (let i = ff.length - 2; !filename && i >= 0; i--) {
                filename = ff[i];
            }
        }
        for (let r = 0; r < set.length; r++) {
            const pattern = set[r];
            const shape = partial ? undefined : this.#shapes[r];
            // level 2 does not change a path of one portion
            const hit = shape === 'base' ?
                portionMatch(pattern[0], filename)
                : shape ? this.#matchShape(resolved, pattern, shape)
                    : options.matchBase && pattern.length === 1 ?
                        this.#matchRow([filename], [filename], pattern, partial)
                        : this.#matchRow(ff, resolved, pattern, partial);
            if (hit) {
                if (options.flipNegate) {
                    return true;
                }
                return !this.negate;
            }
        }
        // didn't get any hits.  this is success if it's a negative
        // pattern, failure otherwise.
        if (options.flipNegate) {
            return false;
        }
        return this.negate;
    }
    static defaults(def) {
        return minimatch.defaults(def).Minimatch;
    }
}
/* c8 ignore start */


/* c8 ignore stop */
minimatch.Minimatch = Minimatch;
minimatch.escape = escape_escape;
minimatch.unescape = unescape_unescape;
//# sourceMappingURL=index.js.map

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
/******/ var __webpack_exports__ = __nccwpck_require__(2714);
/******/ __webpack_exports__ = await __webpack_exports__;
/******/ var __webpack_exports__DEFAULT_MERGEXO_LOGIN = __webpack_exports__.M;
/******/ var __webpack_exports__main = __webpack_exports__.i;
/******/ export { __webpack_exports__DEFAULT_MERGEXO_LOGIN as DEFAULT_MERGEXO_LOGIN, __webpack_exports__main as main };
/******/ 
