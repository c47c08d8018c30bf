export const id = 650;
export const ids = [650];
export const modules = {

/***/ 7650:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  judgeMergeGroup: () => (/* binding */ judgeMergeGroup),
  judgePullRequest: () => (/* binding */ judgePullRequest),
  parseSettings: () => (/* reexport */ parseSettings),
  runReport: () => (/* reexport */ runReport)
});

// EXTERNAL MODULE: ./src/core/github/errors.ts
var errors = __webpack_require__(8455);
// EXTERNAL MODULE: ./src/core/identity.ts
var identity = __webpack_require__(3484);
;// CONCATENATED MODULE: ./src/core/pr/checks.ts


const MAX_ANNOTATIONS_PER_REQUEST = 50;
const MAX_TEXT = 65_000;
function clip(s) {
    return s.length <= MAX_TEXT ? s : `${s.slice(0, MAX_TEXT - 40)}\n\n… (truncated by mergexo)`;
}
/**
 * Verdicts are completed check runs on the PR head. GitHub shows (and branch protection
 * reads) the newest run of a name on a commit, so a new verdict replaces the old one
 * without a read. Annotations beyond GitHub's 50 per request go in follow-up updates.
 * GitHub's answer names the app the run belongs to; it is recorded (`./identity.js`) so the
 * job summary can say when that app is `GITHUB_TOKEN`'s, which every workflow shares.
 */
async function writeVerdict(client, repo, verdict) {
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
    const created = await (0,errors/* callGitHub */.ur)(`create the '${verdict.name}' check run`, 'checks: write', () => client.rest.checks.create({
        ...repo,
        name: verdict.name,
        head_sha: verdict.headSha,
        status: 'completed',
        conclusion: verdict.conclusion,
        completed_at: new Date().toISOString(),
        ...(verdict.detailsUrl ? { details_url: verdict.detailsUrl } : {}),
        ...(verdict.externalId ? { external_id: verdict.externalId } : {}),
        output: { ...output, annotations: annotations.slice(0, MAX_ANNOTATIONS_PER_REQUEST) },
    }));
    (0,identity/* recordVerdictApp */.wj)(created.data.app?.slug);
    for (let i = MAX_ANNOTATIONS_PER_REQUEST; i < annotations.length; i += MAX_ANNOTATIONS_PER_REQUEST) {
        const batch = annotations.slice(i, i + MAX_ANNOTATIONS_PER_REQUEST);
        await (0,errors/* callGitHub */.ur)(`annotate the '${verdict.name}' check run`, 'checks: write', () => client.rest.checks.update({ ...repo, check_run_id: created.data.id, output: { ...output, annotations: batch } }));
    }
    return created.data.id;
}

// EXTERNAL MODULE: ./src/core/errors.ts
var core_errors = __webpack_require__(2721);
// EXTERNAL MODULE: ./src/core/untrusted.ts
var untrusted = __webpack_require__(1310);
;// CONCATENATED MODULE: ./src/core/pr/list.ts

/**
 * The open PRs of `repo`, one request per 100; `head` (`owner:branch`) narrows them to one branch,
 * as GitHub's `head` filter does (a fork's branch is named by the fork's owner).
 */
async function listOpenPulls(client, repo, options = {}) {
    const open = await (0,errors/* callGitHub */.ur)('list open pull requests', 'pull-requests: read', () => client.paginate(client.rest.pulls.list, {
        ...repo,
        state: 'open',
        per_page: 100,
        ...(options.head ? { head: options.head } : {}),
    }));
    return open.map((p) => ({ number: p.number, headSha: p.head.sha }));
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
async function openPullsWithCommit(client, repo, sha) {
    const associated = await (0,errors/* callGitHub */.ur)('list the pull requests of a commit', 'pull-requests: read', () => client.paginate(client.rest.repos.listPullRequestsAssociatedWithCommit, {
        ...repo,
        commit_sha: sha,
        per_page: 100,
    }));
    return associated.filter((p) => p.state === 'open').map((p) => ({ number: p.number, headSha: p.head.sha }));
}
/**
 * The other open PRs whose head is `sha`. `listed` is an answer of `openPullsWithCommit` already
 * read in this run, if any. When the judged PR is not among GitHub's answers, the answer is
 * incomplete, so every open PR is listed instead (one request per 100 open PRs).
 */
async function otherPullsWithHead(client, repo, sha, self, listed) {
    let pulls = listed ?? (await openPullsWithCommit(client, repo, sha));
    if (!pulls.some((p) => p.number === self && p.headSha === sha)) {
        pulls = await listOpenPulls(client, repo);
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
async function ownCheckRuns(client, repo, sha, name, viewer) {
    const runs = await callGitHub(`read the '${name}' check runs`, 'checks: read', () => client.paginate(client.rest.checks.listForRef, {
        ...repo,
        ref: sha,
        check_name: name,
        filter: 'all',
        per_page: 100,
    }));
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
async function newcomersAfterSuccess(client, repo, sha, self, judged, judge) {
    const seen = new Set(judged.map((p) => p.number));
    return judgeOthersOnHead(client, repo, sha, self, judge, { skip: seen });
}
/**
 * The parts of the other open PRs whose head is `sha`, each from `judge` (undefined: it moved off
 * the commit meanwhile, so its own run judges it there). `listed` is an answer of
 * `openPullsWithCommit` already read in this run; PRs in `skip` were judged already. A listing
 * that fails becomes a failing part: not knowing which PRs share the head is not knowing that the
 * commit may pass. A configuration error (a missing permission) stops the run instead.
 */
async function judgeOthersOnHead(client, repo, sha, self, judge, options = {}) {
    const parts = [];
    try {
        for (const number of await otherPullsWithHead(client, repo, sha, self, options.listed)) {
            if (options.skip?.has(number))
                continue;
            const part = await judge(number);
            if (part)
                parts.push(part);
        }
    }
    catch (e) {
        if (e instanceof core_errors/* ConfigurationError */.j1)
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
async function writeCommitVerdict(client, repo, plan) {
    const self = plan.own.number;
    const others = plan.othersOnlyIfOwnPasses && !plan.own.pass
        ? []
        : await judgeOthersOnHead(client, repo, plan.head, self, plan.judgeOther, plan.listed ? { listed: plan.listed } : {});
    const parts = [plan.own, ...others];
    let commit = conjoin(parts);
    await plan.write(parts, commit);
    if (commit.pass) {
        const late = await newcomersAfterSuccess(client, repo, plan.head, self, parts, plan.judgeOther);
        if (late.some((p) => !p.pass)) {
            parts.push(...late);
            commit = conjoin(parts);
            await plan.write(parts, commit);
        }
    }
    return { parts, commit };
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
            throw new core_errors/* UndecidableError */.N3(`the PR head kept moving while it was evaluated (${max} times); the next push event will judge it.`);
        }
        options.log.info(`The head moved from ${head} to ${now} during evaluation; evaluating the new head.`);
        head = now;
    }
}

;// CONCATENATED MODULE: ./src/core/pr/documents.ts
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
};

;// CONCATENATED MODULE: ./src/core/markers.ts
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
function markers_markerlessText(body) {
    const first = firstLine(body);
    if (!FIRST_LINE.test(first))
        return body;
    const newline = body.indexOf('\n');
    return newline < 0 ? '' : body.slice(newline + 1);
}
function withMarker(body, marker) {
    return markers_withMarkers(body, [marker]);
}
/** The body with several markers on its first line: the writer's own first, then the riders. */
function markers_withMarkers(body, markers) {
    return `${markers.map(renderMarker).join('')}\n${body}`;
}

;// CONCATENATED MODULE: ./src/core/pr/trust.ts
/**
 * The trust rule: which comments on a PR mergexo may read state from. Anyone with write access can
 * comment, and edit or delete anyone's comment; only a comment its own identity wrote, and nobody
 * else edited, carries state. What others did to those comments is kept as tamper evidence.
 */

/** GraphQL names bots `name` where REST says `name[bot]`; compare them in one spelling. */
function trust_botless(login) {
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
    return trust_botless(actor.login) === trust_botless(viewer);
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
        const markers = parseMarkers(node.body);
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

;// CONCATENATED MODULE: ./src/core/pr/read.ts
/**
 * The PR gateway's reads: every way mergexo learns about a pull request goes through here.
 * - `readPull`: the whole PR in one GraphQL query (its comments and witnesses read to the end);
 * - `readHead`: where the head is now, one REST request, for the standing-head loop (`./head.ts`);
 * - `viewOf`: the view of a PR another query already returned (rebase-notify's listing), under the
 *   same trust and duplicate rules;
 * - `PullPoller` (`./poll.ts`): ci-wait's conditional re-reads while it waits.
 */




function deletionsFrom(nodes, viewer) {
    return nodes.flatMap((node) => {
        if (node.__typename !== 'CommentDeletedEvent')
            return [];
        // Ours, deleted by anyone but ourselves (a user named like our bot included).
        if (!isViewer(node.deletedCommentAuthor, viewer) || isViewer(node.actor, viewer))
            return [];
        const actor = node.actor?.login ?? 'someone';
        return [`a comment written by ${viewer} was deleted by @${actor}${node.createdAt ? ` at ${node.createdAt}` : ''}`];
    });
}
function forcePushesFrom(nodes) {
    return nodes.flatMap((node) => node.__typename === 'HeadRefForcePushedEvent'
        ? [
            {
                at: node.createdAt ?? '',
                by: node.actor?.login ?? 'ghost',
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
async function readAllWitnesses(client, vars, first) {
    const nodes = first.nodes.filter((n) => n !== null);
    let page = first.pageInfo;
    for (let pages = 1; page.hasNextPage; pages++) {
        if (pages >= MAX_WITNESS_PAGES || !page.endCursor) {
            throw new core_errors/* UndecidableError */.N3(`PR #${vars.number} has more than ${MAX_WITNESS_PAGES * 100} deleted-comment and force-push events on its ` +
                'timeline; mergexo does not judge a PR on part of its record. A maintainer should look at who is flooding it.');
        }
        const after = page.endCursor;
        const next = await (0,errors/* callGitHub */.ur)('read the pull request timeline', 'pull-requests: read', () => client.graphql(PULL_REQUEST_TIMELINE_PAGE, { ...vars, after }));
        const conn = next.repository?.pullRequest?.timelineItems;
        if (!conn)
            throw new core_errors/* UndecidableError */.N3(`GitHub stopped answering for PR #${vars.number}'s timeline mid-way.`);
        nodes.push(...conn.nodes.filter((n) => n !== null));
        page = conn.pageInfo;
    }
    return nodes;
}
/** Comments older than the first window, oldest first; a page GitHub does not answer refuses the read. */
async function readOlderComments(client, vars, first) {
    const older = [];
    let page = first.pageInfo;
    while (page.hasPreviousPage && page.startCursor) {
        const before = page.startCursor;
        const answer = await (0,errors/* callGitHub */.ur)('read pull request comments', 'pull-requests: read', () => client.graphql(PULL_REQUEST_COMMENTS_PAGE, { ...vars, before }));
        const conn = answer.repository?.pullRequest?.comments;
        // A state comment on a page we could not read may be the newest record: no partial verdicts.
        if (!conn)
            throw new core_errors/* UndecidableError */.N3(`GitHub stopped answering for PR #${vars.number}'s comments mid-way.`);
        older.unshift(...conn.nodes);
        page = conn.pageInfo;
    }
    return older;
}
/**
 * The view of a PR some query returned, with `comments` the comments it read (all of them, or the
 * window an action's query chose) and `extraTamper` what else witnesses said. One place applies the
 * trust rule and the duplicate policy, whoever read the PR.
 */
function viewOf(node, viewer, comments, extraTamper = []) {
    const { trusted, duplicates } = splitDuplicates(trustedFrom(comments, viewer));
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
        author: node.author?.login ?? 'ghost',
        labels: (node.labels?.nodes ?? []).flatMap((l) => (l ? [l.name] : [])),
        ...(node.mergeable ? { mergeable: node.mergeable } : {}),
        autoMerge: node.autoMergeRequest !== null && node.autoMergeRequest !== undefined,
        changedFiles: node.changedFiles ?? 0,
        viewer,
        trusted,
        duplicates,
        tamperEvidence: [...extraTamper, ...tamperFrom(comments, viewer)],
        tamperedIds: tamperedBy(comments, viewer).flatMap((c) => (c.databaseId === null ? [] : [c.databaseId])),
    };
}
/** The whole PR: one query, plus a page per further 100 comments or witness events. */
async function readPull(client, repo, number, options = {}) {
    const vars = { owner: repo.owner, repo: repo.repo, number };
    const answer = await (0,errors/* callGitHub */.ur)('read the pull request', 'pull-requests: read', () => client.graphql(PULL_REQUEST_READ, { ...vars, withMergeable: options.mergeable === true })).catch((e) => {
        if (isNotFound(e))
            throw unknownPullRequest(repo, number);
        throw e;
    });
    const pr = answer.repository?.pullRequest;
    if (!pr)
        throw unknownPullRequest(repo, number);
    const viewer = answer.viewer.login;
    const witnesses = await readAllWitnesses(client, vars, pr.timelineItems);
    const comments = [...(await readOlderComments(client, vars, pr.comments)), ...pr.comments.nodes];
    return {
        ...viewOf(pr, viewer, comments, deletionsFrom(witnesses, viewer)),
        recentCommits: pr.commits.nodes.flatMap((c) => (c ? [c.commit.oid] : [])),
        forcePushes: forcePushesFrom(witnesses),
        headRepository: pr.headRepository?.nameWithOwner ?? null,
    };
}
/** Where the PR's head is now, and whether it is still open: one REST request. */
async function readHead(client, repo, number) {
    const { data } = await (0,errors/* callGitHub */.ur)('read the pull request', 'pull-requests: read', () => client.rest.pulls.get({ ...repo, pull_number: number })).catch((e) => {
        if (isNotFound(e))
            throw unknownPullRequest(repo, number);
        throw e;
    });
    return { headSha: data.head.sha, open: data.state === 'open' };
}
function isNotFound(e) {
    const err = e;
    return err?.status === 404 || (Array.isArray(err?.errors) && err.errors.some((x) => x.type === 'NOT_FOUND'));
}
/** No such PR: a configuration error a caller with other words for it (the CLI) can tell apart. */
class UnknownPullRequestError extends core_errors/* ConfigurationError */.j1 {
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

;// CONCATENATED MODULE: ./src/write-root-gate/changes.ts
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
function rawDiffArgs(from, to) {
    return ['diff-tree', '-r', '-z', '--raw', '--abbrev=40', '-M', '-C', '--no-ext-diff', '--no-textconv', from, to];
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
        super(`git ${subcommand(args)} exited with ${output.code}: ${git_firstLine(output.stderr) || git_firstLine(output.stdout)}`);
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
function git_firstLine(s) {
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
        throw new core_errors/* UndecidableError */.N3(`git could not be started on this machine (${e instanceof Error ? e.message : String(e)}): install git 2.38 ` +
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
class GitFailure extends core_errors/* UndecidableError */.N3 {
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
            throw new core_errors/* UndecidableError */.N3(`GitHub answered '${bad}' where a commit SHA was expected.`);
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
            throw new core_errors/* UndecidableError */.N3(`git could not fetch commits ${shas.map((s) => s.slice(0, 12)).join(', ')} from ${url}: ${e.what}: ${e.said}. ` +
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
            throw new core_errors/* UndecidableError */.N3(`git merge-tree could not merge ${head.slice(0, 12)} into ${base.slice(0, 12)} (${r.code}): ` +
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

// EXTERNAL MODULE: ../../node_modules/minimatch/dist/esm/index.js + 8 modules
var esm = __webpack_require__(8662);
;// CONCATENATED MODULE: ./src/write-root-gate/roots.ts


/**
 * Write roots: the globs a lease grants. Pure: normalization, validation and matching.
 *
 * Semantics (the contract's, written down once here):
 * - Roots and paths are normalized alike: Unicode NFC, no leading `./` or `/`, no doubled
 *   `/`, no `.` segments, no trailing `/`.
 * - A root covers the paths it matches and everything below them, so a bare directory
 *   (`services/billing`) means everything under it, and `src/*` covers `src/a/b.ts`.
 * - Matching is minimatch's with `dot: true`, case-sensitive like git. No negation (`!x`),
 *   no `..`, and patterns minimatch would quietly read as literal text although they are
 *   almost surely typos (an unclosed `[`, unbalanced braces) are configuration errors.
 *
 * Speed: 100,000 paths against 100 roots must evaluate well under a second. Plain
 * directories become hash sets; globs are compiled to one regular expression per literal
 * directory prefix, so a path only meets the globs rooted above it; what a directory
 * contributes is worked out once per directory, not once per path. The few forms the
 * translation does not handle (extglobs, POSIX classes) fall back to minimatch itself. A
 * property test holds the compiled form equal to minimatch.
 */
const MM_OPTIONS = { dot: true, nocase: false, nocomment: true, nonegate: true };
const MAX_BRACE_EXPANSIONS = 256;
const MAX_ROOT_LENGTH = 4096;
/** Characters that make a path segment a glob. */
const MAGIC_CHARS = /[*?[\]{}\\]|[+@!]\(/;
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
/**
 * Normalizes and validates one root. Throws a ConfigurationError naming the root when it
 * contains `..`, is an invalid glob, a negation or the whole repository.
 */
function normalizeRoot(raw) {
    const root = normalizePath(raw.trim());
    const problem = problemOf(raw.trim(), root);
    if (problem)
        throw new core_errors/* ConfigurationError */.j1(`Write root '${raw}' ${problem}.`);
    const expansions = (0,esm/* braceExpand */.KA)(root, MM_OPTIONS);
    if (expansions.length > MAX_BRACE_EXPANSIONS) {
        throw new core_errors/* ConfigurationError */.j1(`Write root '${raw}' expands to ${expansions.length} patterns (limit ${MAX_BRACE_EXPANSIONS}); list the directories instead.`);
    }
    for (const e of expansions) {
        const expanded = normalizePath(e);
        const p = problemOf(e, expanded);
        if (p)
            throw new core_errors/* ConfigurationError */.j1(`Write root '${raw}' (as '${e}') ${p}.`);
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
            const close = classEnd(seg, i);
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
            const n = normalizeRoot(r);
            if (!normalized.includes(n))
                normalized.push(n);
        }
        this.roots = normalized;
        const sources = new Map();
        for (const root of normalized) {
            if (!MAGIC_CHARS.test(root))
                this.named.add(root);
            for (const pattern of (0,esm/* braceExpand */.KA)(root, MM_OPTIONS).map(normalizePath)) {
                this.expansions.push({ pattern, prefix: literalPrefix(pattern) });
                const e = compileExpansion(pattern);
                if (!e) {
                    this.fallback.push(new esm/* Minimatch */.VR(pattern, MM_OPTIONS), new esm/* Minimatch */.VR(`${pattern}/**`, MM_OPTIONS));
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
            e.matchers ??= [new esm/* Minimatch */.VR(e.pattern, MM_OPTIONS), new esm/* Minimatch */.VR(`${e.pattern}/**`, MM_OPTIONS)];
            return e.matchers.some((m) => m.match(path));
        });
    }
}
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
/** Paths only a lease naming them may write: they run with the repository's secrets or decide who reviews. */
const DEFAULT_PROTECTED_PATHS = [
    '.github/workflows/**',
    'CODEOWNERS',
    '.github/CODEOWNERS',
    'docs/CODEOWNERS',
];
const PROTECTED_OPTIONS = { ...MM_OPTIONS, nocase: true };
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
            const n = normalizeRoot(p);
            if (!normalized.includes(n))
                normalized.push(n);
        }
        this.patterns = normalized;
        this.compiled = normalized.flatMap((pattern) => (0,esm/* braceExpand */.KA)(pattern, MM_OPTIONS)
            .map(normalizePath)
            .map((e) => {
            // `dir/**` protects what is below `dir`: `dir` is the area a root must sit in.
            const area = literalPrefix(e);
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
                matchers: [new esm/* Minimatch */.VR(e, PROTECTED_OPTIONS), new esm/* Minimatch */.VR(`${e}/**`, PROTECTED_OPTIONS)],
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
        if (!isSymlinkWrite(e) || !e.newSha || !roots.covers(normalizePath(e.path)))
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
async function listFiles(client, repo, number) {
    return (0,errors/* callGitHub */.ur)('list the pull request files', 'pull-requests: read', () => client.paginate(client.rest.pulls.listFiles, { ...repo, pull_number: number, per_page: 100 }));
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
async function readChangeSet(client, repo, pr, git, roots) {
    let rows;
    if (pr.changedFiles <= PULL_FILES_CAP)
        rows = await listFiles(client, repo, pr.number);
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
    const insideRoots = fromGitHub.some((e) => writtenPaths(e).some((p) => roots.covers(normalizePath(p))));
    if (githubList === 'complete' && fromGitHub.length > 0 && !insideRoots) {
        return { entries: fromGitHub, mergeBase: '', mergeBases: [], ...sources, gitDiff: false };
    }
    const snapshot = await GitSnapshot.fetch({ ...git, ...repo }, pr.baseSha === pr.headSha ? [pr.headSha] : [pr.baseSha, pr.headSha]);
    try {
        const mergeBases = await snapshot.mergeBases(pr.baseSha, pr.headSha);
        const mergeBase = mergeBases[0];
        if (mergeBase === undefined) {
            throw new core_errors/* UndecidableError */.N3(`the PR head ${pr.headSha} and its base ${pr.baseSha} share no history (git finds no merge base in ` +
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

;// CONCATENATED MODULE: ./src/write-root-gate/decide.ts


const RULE_TEXT = {
    'no-lease': 'no lease applies to this PR, so it may write nothing',
    'invalid-path': "a path git refuses to check out (a '..' or '.git' segment), which only a crafted tree holds: no lease may write it; push a commit that removes it",
    'outside-roots': 'outside the write roots',
    'lease-file': "mergexo's lease file: only a root naming it exactly may change it",
    'protected-path': 'protected path (workflows, CODEOWNERS, the protected-paths input): only a lease with a root naming it, or inside its directory (such as .github/workflows/), may change it',
    submodule: 'submodule change: only a root naming the submodule exactly may change it',
    'symlink-escape': 'symlink inside the roots that points outside them',
};
function describeChange(entry, path) {
    const change = describeDiff(entry, path);
    switch (entry.via) {
        case 'merge':
            return `${change} by merging the PR into its base (the PR's diff against its merge base does not show it)`;
        case 'conflict':
            return 'conflicts when the PR is merged into its base';
        default:
            return change;
    }
}
function describeDiff(entry, path) {
    const previous = entry.previousPath !== undefined ? normalizePath(entry.previousPath) : undefined;
    const current = normalizePath(entry.path);
    const kind = isSubmoduleChange(entry)
        ? 'submodule '
        : entry.newMode === '120000' || entry.oldMode === '120000'
            ? 'symlink '
            : '';
    switch (entry.status) {
        case 'added':
            return `${kind}added`;
        case 'removed':
            return `${kind}removed`;
        case 'modified':
            return `${kind}modified`;
        case 'changed':
            return entry.oldMode && entry.newMode && entry.oldMode !== entry.newMode
                ? `${kind}mode changed ${entry.oldMode} → ${entry.newMode}`
                : `${kind}type or mode changed`;
        case 'renamed':
            return path === previous ? `${kind}renamed to ${current}` : `${kind}renamed from ${previous}`;
        case 'copied':
            return path === previous ? `${kind}copied to ${current}` : `${kind}copied from ${previous}`;
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
/** What the rule text alone does not say about this path: why git refuses it, which area it holds. */
function whyRefused(rule, path, protectedPaths) {
    if (rule === 'invalid-path')
        return `git refuses ${invalidPathReason(path) ?? 'it'}`;
    if (rule !== 'protected-path')
        return undefined;
    const area = protectedPaths.holding(path);
    return area
        ? `it holds the protected '${area}', so no lease may turn it into a file, symlink or submodule`
        : undefined;
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
    const protectedPaths = input.protectedPaths ?? new ProtectedPaths(DEFAULT_PROTECTED_PATHS);
    const leaseFile = normalizePath(input.leaseFile);
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
        if (invalidPathReason(path))
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
            const path = normalizePath(raw);
            written.add(path);
            const rule = ruleFor(path, entry);
            if (rule) {
                flag(path, rule, () => {
                    const why = whyRefused(rule, path, protectedPaths);
                    return why ? `${describeChange(entry, path)}; ${why}` : describeChange(entry, path);
                });
            }
        }
        if (!roots.isEmpty && isSymlinkWrite(entry)) {
            const path = normalizePath(entry.path);
            if (!roots.covers(path))
                continue;
            const link = entry.symlink;
            const inside = link !== undefined && 'resolved' in link && link.resolved !== '' && roots.covers(link.resolved);
            if (!inside)
                flag(path, 'symlink-escape', () => describeSymlink(link));
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

;// CONCATENATED MODULE: ./src/core/pr/comments.ts



/** How far back a concurrent twin may have been created. */
const SETTLE_WINDOW_MS = 15 * 60 * 1000;
const sameFinding = (a, b) => a.action === b.action && a.kind === b.kind && a.key === b.key;
async function deleteComment(client, repo, id) {
    try {
        await (0,errors/* callGitHub */.ur)('delete its duplicate comment', 'pull-requests: write', () => client.rest.issues.deleteComment({ ...repo, comment_id: id }));
    }
    catch (e) {
        // Another run deleted it first: the goal is reached.
        if ((0,errors/* httpStatus */.nG)(e) !== 404)
            throw e;
    }
}
/** Deletes the younger copies the read found, of one finding or of all; returns how many. */
async function removeDuplicates(client, repo, view, of) {
    const doomed = view.duplicates.filter((c) => !of || c.markers.some((m) => sameFinding(m, of)));
    for (const copy of doomed)
        await deleteComment(client, repo, copy.id);
    view.duplicates = view.duplicates.filter((c) => !doomed.includes(c));
    return doomed.length;
}
/**
 * Writes a finding's comment: edited in place when its text changed, never posted twice, so reruns
 * and runs resumed after a crash converge on the same single comment.
 */
async function upsertComment(client, repo, view, marker, text, options = {}) {
    const body = withMarker(text, marker);
    await removeDuplicates(client, repo, view, marker);
    const existing = findMarked(view, marker.action, marker.kind, marker.key);
    if (existing) {
        // Another action's markers riding on this comment stay: its state is not this writer's to drop.
        const markers = [marker, ...existing.comment.markers.filter((m) => m.action !== marker.action)];
        const edited = markers_withMarkers(text, markers);
        if (existing.comment.body === edited)
            return 'unchanged';
        await (0,errors/* callGitHub */.ur)('edit its pull request comment', 'pull-requests: write', () => client.rest.issues.updateComment({ ...repo, comment_id: existing.comment.id, body: edited }));
        existing.comment.body = edited;
        existing.comment.markers = markers;
        return 'updated';
    }
    const created = await (0,errors/* callGitHub */.ur)('comment on the pull request', 'pull-requests: write', () => client.rest.issues.createComment({ ...repo, issue_number: view.number, body }));
    const mine = { id: created.data.id, url: created.data.html_url, body, markers: [marker] };
    view.trusted.push(mine);
    if (options.settle) {
        await settle(client, repo, view.number, marker, mine, new Set(view.tamperedIds ?? []), created.data.user?.login, created.data.created_at);
    }
    return 'created';
}
/**
 * Every run that created a comment for this finding compares notes through GitHub: the oldest
 * comment wins, and each run deletes only its own younger one, so exactly one survives.
 */
async function settle(client, repo, number, marker, mine, tamperedIds, author, createdAt) {
    if (!author)
        return;
    const since = new Date(new Date(createdAt).getTime() - SETTLE_WINDOW_MS).toISOString();
    const recent = await (0,errors/* callGitHub */.ur)('read pull request comments', 'pull-requests: read', () => client.paginate(client.rest.issues.listComments, { ...repo, issue_number: number, since, per_page: 100 }));
    // REST does not say who edited a comment: one of ours that someone else rewrote (the read saw it, and
    // left it out of `trusted`) looks like a twin here. Never give way to it.
    const twins = recent
        .filter((c) => c.user?.login === author && !tamperedIds.has(c.id))
        .filter((c) => parseMarkers(c.body ?? '').some((m) => sameFinding(m, marker)))
        .sort((a, b) => a.id - b.id);
    const oldest = twins[0];
    if (!oldest || oldest.id === mine.id)
        return;
    await deleteComment(client, repo, mine.id);
    mine.id = oldest.id;
    mine.url = oldest.html_url;
    mine.body = oldest.body ?? mine.body;
}
/**
 * Puts `rider` on a trusted comment another action of mergexo wrote (replacing the rider's earlier
 * marker of the same action and kind), its text and other markers unchanged: how one action keeps
 * state on another's comment instead of a comment of its own that asks nothing.
 */
async function setRider(client, repo, comment, rider) {
    const others = comment.markers.filter((m) => !(m.action === rider.action && m.kind === rider.kind));
    const markers = [...others, rider];
    const body = withMarkers(markerlessText(comment.body), markers);
    if (body === comment.body)
        return 'unchanged';
    await callGitHub('edit its pull request comment', 'pull-requests: write', () => client.rest.issues.updateComment({ ...repo, comment_id: comment.id, body }));
    comment.body = body;
    comment.markers = markers;
    return 'updated';
}
/**
 * Takes back a comment mergexo wrote (ci-wait's state comment of an earlier version, once its state
 * rides on a comment that asks something); one already gone is fine.
 */
async function deleteOwnComment(client, repo, view, id) {
    await deleteComment(client, repo, id);
    view.trusted = view.trusted.filter((c) => c.id !== id);
}

;// CONCATENATED MODULE: ./src/core/pr/labels.ts

/**
 * The PR's label named `label`, as the PR spells it. GitHub compares label names without case: adding
 * `needs-rebase` where the repository has `Needs-Rebase` attaches `Needs-Rebase`.
 */
function labelAsShown(view, label) {
    const wanted = label.toLowerCase();
    return view.labels.find((l) => l.toLowerCase() === wanted);
}
/** Adds the label unless the PR already has it (GitHub creates a missing repository label). */
async function addLabel(client, repo, view, label) {
    if (labelAsShown(view, label) !== undefined)
        return false;
    await (0,errors/* callGitHub */.ur)(`add the label '${label}'`, 'pull-requests: write', () => client.rest.issues.addLabels({ ...repo, issue_number: view.number, labels: [label] }));
    view.labels.push(label);
    return true;
}
/** Removes the label, under whatever spelling the PR shows it. */
async function removeLabel(client, repo, view, label) {
    const shown = labelAsShown(view, label);
    if (shown === undefined)
        return false;
    try {
        await (0,errors/* callGitHub */.ur)(`remove the label '${label}'`, 'pull-requests: write', () => client.rest.issues.removeLabel({ ...repo, issue_number: view.number, name: shown }));
    }
    catch (e) {
        // Someone removed it between our read and this write: the goal is reached.
        if ((0,errors/* httpStatus */.nG)(e) !== 404)
            throw e;
    }
    view.labels = view.labels.filter((l) => l !== shown);
    return true;
}

;// CONCATENATED MODULE: ./src/write-root-gate/documents.ts
/** write-root-gate's own GraphQL documents (validated against GitHub's schema by test/core/github/graphql-documents.test.ts). */
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
const documents_DOCUMENTS = { DISABLE_AUTO_MERGE };

// EXTERNAL MODULE: ../../node_modules/yaml/dist/index.js
var dist = __webpack_require__(3483);
;// CONCATENATED MODULE: ./src/core/inputs.ts

function inputsFromRecord(record) {
    return (name) => (record[name] ?? '').trim();
}
function requiredInput(read, name, hint) {
    const value = read(name);
    if (value === '')
        throw new core_errors/* ConfigurationError */.j1(`Input '${name}' is required: ${hint}`);
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
        throw new ConfigurationError(`Input '${name}' must be one of ${choices.join(', ')}; got '${value}'.`);
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
        throw new core_errors/* ConfigurationError */.j1(`Input '${name}' must be a GitHub label name (at most 50 characters, no commas), got '${value}'.`);
    }
    return value;
}

;// CONCATENATED MODULE: ./src/write-root-gate/settings.ts



const DEFAULT_LEASE_FILE = '.github/mergexo.yml';
const DEFAULT_QUARANTINE_LABEL = 'mergexo:quarantined';
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
            throw new core_errors/* ConfigurationError */.j1(`Input '${name}' line ${i + 1}: ${e.message}`);
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
        throw new core_errors/* ConfigurationError */.j1(`Input 'lease-file' must be a file path inside the repository such as ${DEFAULT_LEASE_FILE}, got '${rawFile}'.`);
    }
    // Validated like roots (a bad glob is the user's mistake, named with its line).
    const protectedPaths = parseRootLines(read('protected-paths'), 'protected-paths');
    return {
        token,
        writeRoots: parseRootLines(read('write-roots'), 'write-roots'),
        leaseFile,
        // Empty means the default list: there is no way to protect nothing but the lease file by accident.
        protectedPaths: protectedPaths.length > 0 ? protectedPaths : [...DEFAULT_PROTECTED_PATHS],
        quarantineLabel: labelInput(read, 'quarantine-label', DEFAULT_QUARANTINE_LABEL),
        checkName: read('check-name') || DEFAULT_CHECK_NAME,
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
        throw new core_errors/* ConfigurationError */.j1(`${this.file} line ${this.line(node)}: ${where}: ${message}`);
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
        throw new core_errors/* ConfigurationError */.j1(`${file} line ${line}: not valid YAML: ${what}`);
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
            return normalizeRoot(value);
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
        const problem = globProblem(value.trim());
        if (problem)
            r.fail(n, `${where}.branch`, `branch glob '${value}' ${problem}`);
        return value.trim();
    });
    return {
        branches,
        authors: list('author').map((a) => a.value.trim().replace(/^@/, '')),
        labels: list('label').map((l) => l.value.trim()),
    };
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
        const glob = match.branches.find((g) => (0,esm/* minimatch */.xF)(pr.headRef, g, { dot: true }));
        if (glob === undefined)
            return undefined;
        reasons.push(`head branch '${pr.headRef}' matches '${glob}'`);
    }
    if (match.authors.length > 0) {
        const author = match.authors.find((a) => a.toLowerCase() === pr.author.toLowerCase());
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
function resolveLease(inputRoots, config, pr, leaseFile = config?.file ?? DEFAULT_LEASE_FILE) {
    let chosen;
    for (const lease of config?.leases ?? []) {
        const reason = matchReason(lease.match, pr);
        if (reason !== undefined) {
            chosen = { lease, reason };
            break;
        }
    }
    const input = inputRoots.map(normalizeRoot);
    if (chosen) {
        return {
            name: chosen.lease.name,
            source: input.length > 0 ? 'config+input' : 'config',
            roots: [...new Set([...chosen.lease.roots, ...input])],
            lease: chosen.lease,
            origin: `${leaseFile} line ${chosen.lease.line}`,
            reason: chosen.reason + (input.length > 0 ? "; the workflow's write-roots are added" : ''),
        };
    }
    if (input.length > 0) {
        return {
            name: 'workflow write-roots',
            source: 'input',
            roots: [...new Set(input)],
            reason: config && config.leases.length > 0
                ? `no lease in ${leaseFile} matches this PR, so the workflow's write-roots apply`
                : "the workflow's write-roots apply to every PR",
        };
    }
    const facts = `branch '${pr.headRef}', author @${pr.author}` +
        (pr.labels.length ? `, labels ${pr.labels.map((l) => `'${l}'`).join(', ')}` : ', no labels') +
        (pr.isCrossRepository ? ', from a fork' : '');
    return {
        name: 'none',
        source: 'none',
        roots: [],
        reason: config && config.leases.length > 0
            ? `no lease in ${leaseFile} matches this PR (${facts})`
            : `no lease is configured: no write-roots input and no leases in ${leaseFile}`,
    };
}
/** The lease in a phrase: `billing-agent (.github/mergexo.yml line 5: head branch 'x' matches 'y')`. */
function describeLease(lease) {
    return `${lease.name} (${lease.origin ? `${lease.origin}: ` : ''}${lease.reason})`;
}

;// CONCATENATED MODULE: ./src/write-root-gate/messages.ts




// Paths, symlink targets, branch names and labels are the PR's: paths in code spans, the sentences
// that quote them (a change's detail, why a lease applies) as defused text.
/** How many offending paths the PR comment lists before pointing at the check. */
const COMMENT_PATH_LIMIT = 50;
/** Room for the check run text (GitHub allows 65,535 characters). */
const CHECK_TEXT_BUDGET = 60_000;
function rootsLine(roots) {
    return roots.length ? roots.map((r) => (0,untrusted/* mdCode */.xs)(r)).join(', ') : '_(none)_';
}
function leaseExample(settings) {
    return [
        `Give the PR a lease: list its write roots in ${(0,untrusted/* mdCode */.xs)(settings.leaseFile)} on the base branch, for example`,
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
    return `| ${(0,untrusted/* mdCode */.xs)(v.path, { table: true })} | ${(0,untrusted/* mdText */.bC)(RULE_TEXT[v.rule])} | ${(0,untrusted/* mdText */.bC)(v.detail)} |`;
}
/** The state the verdict was decided on, written into every check so the Checks tab tells the whole story. */
function stateLines(lease, changes, headSha, baseSha) {
    const lines = [
        lease.source === 'none' ? `**Lease:** none: ${(0,untrusted/* mdText */.bC)(lease.reason)}.` : `**Lease:** ${(0,untrusted/* mdText */.bC)(describeLease(lease))}.`,
        `**Roots:** ${rootsLine(lease.roots)}`,
        `**Head:** ${(0,untrusted/* mdCode */.xs)(headSha)}; lease file read at base ${(0,untrusted/* mdCode */.xs)(baseSha)}.`,
    ];
    if (changes) {
        const list = changes.githubList === 'complete'
            ? `GitHub listed the PR's ${changes.listed} file${changes.listed === 1 ? '' : 's'}`
            : changes.githubList === 'truncated'
                ? `GitHub listed ${changes.listed} of ${changes.changedFiles} files, so git's diff supplied the complete list`
                : `GitHub reports ${changes.changedFiles} changed files, beyond its 3,000-file list, so git's diff supplied the complete list`;
        lines.push(`**Changes:** ${list}${changes.gitDiff ? ` (file modes from git, merge base ${(0,untrusted/* mdCode */.xs)(changes.mergeBase)})` : ''}.`);
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
        `This PR writes ${n} path${n === 1 ? '' : 's'} outside its lease; it is quarantined (label ${(0,untrusted/* mdCode */.xs)(settings.quarantineLabel)}, auto-merge off).`,
        ...state,
        ...(lease.source === 'none' ? [leaseExample(settings)] : []),
    ].join('\n\n');
    const header = ['| path | rule broken | change |', '| --- | --- | --- |'];
    const rows = [];
    let size = header.join('\n').length;
    for (const v of decision.violations) {
        const row = violationRow(v);
        if (size + row.length + 200 > CHECK_TEXT_BUDGET)
            break;
        rows.push(row);
        size += row.length + 1;
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
            `mergexo/write-root-gate could not read everything this PR writes, so it refuses (it never passes on partial data): ${(0,untrusted/* mdText */.bC)(reason)}`,
            'Re-run the job; if it keeps failing, the message above says what is missing.',
            `**Head:** ${(0,untrusted/* mdCode */.xs)(headSha ?? 'unknown')}${baseSha ? `; base ${(0,untrusted/* mdCode */.xs)(baseSha)}` : ''}.`,
        ].join('\n\n'),
    };
}
function configurationCheckText(message) {
    return {
        title: 'Refused: configuration error',
        summary: 'mergexo/write-root-gate cannot judge this PR until its configuration is fixed (the lease file, an input or a ' +
            `permission), so nothing passes. Fix this, then re-run the job or push: ${(0,untrusted/* mdText */.bC)(message)}`,
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
            ? `No lease applies to this PR: ${(0,untrusted/* mdText */.bC)(lease.reason)}. It may write nothing, so ${n === 1 ? 'its one path is' : `all ${n} of its paths are`} out of bounds.`
            : `This PR writes ${n} path${n === 1 ? '' : 's'} outside its lease **${(0,untrusted/* mdText */.bC)(lease.name)}** (${lease.origin ? `${(0,untrusted/* mdText */.bC)(lease.origin)}: ` : ''}${(0,untrusted/* mdText */.bC)(lease.reason)}).`,
        '',
        `Write roots: ${rootsLine(lease.roots)}`,
        '',
        '| path | rule broken | change |',
        '| --- | --- | --- |',
        ...shown.map(violationRow),
    ];
    if (n > shown.length)
        lines.push('', `…and ${n - shown.length} more: the ${(0,untrusted/* mdCode */.xs)(settings.checkName)} check lists every path.`);
    lines.push('', `Auto-merge is off, the label ${(0,untrusted/* mdCode */.xs)(settings.quarantineLabel)} is on and the check ${(0,untrusted/* mdCode */.xs)(settings.checkName)} fails ` +
        'until a push brings the PR back inside its roots; this comment is updated then.', '');
    if (lease.source === 'none') {
        lines.push(leaseExample(settings));
    }
    else {
        lines.push('**Ways out:** revert or move the changes outside the roots and push, or ask a maintainer to widen the lease in ' +
            `${(0,untrusted/* mdCode */.xs)(settings.leaseFile)} on the base branch (a PR cannot widen its own lease: the file is read from the base).`);
    }
    return lines.join('\n');
}
function backInBoundsCommentText(lease, settings) {
    return [
        `### ✅ mergexo/write-root-gate: back inside the write roots`,
        '',
        `Every path this PR now writes is inside its lease **${(0,untrusted/* mdText */.bC)(lease.name)}** (${rootsLine(lease.roots)}).`,
        `The label ${(0,untrusted/* mdCode */.xs)(settings.quarantineLabel)} is removed and the check ${(0,untrusted/* mdCode */.xs)(settings.checkName)} passes. ` +
            'Auto-merge stays off until someone turns it on again.',
    ].join('\n');
}
/** The group commit's check when the merge group's ref names no pull request. */
function unnamedMergeGroupCheckText(headRef) {
    return {
        title: 'Refused: merge group names no pull request',
        summary: `The merge group ref ${(0,untrusted/* mdCode */.xs)(headRef)} does not name a pull request (${(0,untrusted/* mdCode */.xs)('pr-<number>-<sha>')}), so its changes cannot be matched to a lease.`,
    };
}
/** What the group commit's check says above the queued PR's verdict. */
function mergeGroupNote(headSha, headRef, number) {
    return `Merge group ${(0,untrusted/* mdCode */.xs)(headSha)} (${(0,untrusted/* mdCode */.xs)(headRef)}): verdict of PR #${number}, re-judged now.`;
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
        message: `${RULE_TEXT[v.rule]}: ${v.detail}`,
    }));
}
function stepAnnotations(decision) {
    return decision.violations.slice(0, MAX_STEP_ANNOTATIONS).map((v) => ({
        message: `${RULE_TEXT[v.rule]}: ${v.detail}`,
        file: v.path,
        title: 'mergexo/write-root-gate',
    }));
}
/** The words of the gate's writes, as the job summary and the log report them. */
const EFFECT = {
    check: (conclusion, sha) => `write the ${conclusion} check on ${sha}`,
    checkWritten: (id) => `check run ${id}`,
    autoMerge: 'disable auto-merge',
    autoMergeDone: 'auto-merge disabled',
    addLabel: (label) => `add the label '${label}'`,
    labelAdded: 'label added',
    labelThere: 'label already there',
    removeLabel: (label) => `remove the label '${label}'`,
    labelRemoved: 'label removed',
    comment: 'comment on the pull request',
    updateComment: 'update the quarantine comment',
    commentResult: (r) => (r === 'unchanged' ? 'comment already up to date' : `comment ${r}`),
    failed: (what, detail) => `mergexo/write-root-gate: could not ${what}: ${detail}`,
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
    const effects = result.effects.map((e) => `${e.ok ? '✅' : '❌'} ${e.what}: ${(0,untrusted/* htmlText */.js)(e.detail)}`).join('<br>');
    const where = `PR #${result.number}${groupSha ? ` (merge group ${(0,untrusted/* short */.Al)(groupSha)})` : ''}`;
    if (result.undecidable !== undefined) {
        const summary = {
            heading: `mergexo/write-root-gate: ${where} refused ⛔ (could not decide)`,
            header: ['PR', 'head', 'verdict', 'reason'],
            rows: [[`#${result.number}`, (0,untrusted/* htmlCode */.h8)(result.headSha), 'refused', (0,untrusted/* htmlText */.js)(result.undecidable)]],
            ...(effects ? { footer: effects } : {}),
        };
        return {
            summary,
            failure: `mergexo/write-root-gate could not decide on ${where} and refuses: ${(0,untrusted/* logLine */.BP)(result.undecidable)}`,
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
                    (0,untrusted/* htmlCode */.h8)(result.headSha),
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
            .map((v) => [(0,untrusted/* htmlCode */.h8)(v.path), (0,untrusted/* htmlText */.js)(RULE_TEXT[v.rule]), (0,untrusted/* htmlText */.js)(v.detail)]);
        const more = decision.violations.length - rows.length;
        const summary = {
            heading: `mergexo/write-root-gate: ${where} refused ⛔`,
            lead: `${decision.violations.length} of ${decision.written} written paths are out of bounds. ` +
                `Lease <b>${(0,untrusted/* htmlText */.js)(lease.name)}</b>${lease.origin ? ` (${(0,untrusted/* htmlText */.js)(lease.origin)})` : ''}: ${(0,untrusted/* htmlText */.js)(lease.reason)}. Roots: ${lease.roots.length ? lease.roots.map((r) => (0,untrusted/* htmlCode */.h8)(r)).join(', ') : '<i>none</i>'}.`,
            header: ['path', 'rule broken', 'change'],
            rows,
            footer: [more > 0 ? `…and ${more} more (the step output <code>violations</code> lists every path).` : '', effects]
                .filter(Boolean)
                .join('<br>'),
        };
        // Paths can hold anything git allows: each is made a safe log line before it joins the message.
        const shown = decision.paths
            .slice(0, 5)
            .map((p) => (0,untrusted/* logLine */.BP)(p))
            .join(', ');
        const rest = decision.paths.length > 5 ? ` and ${decision.paths.length - 5} more` : '';
        return {
            summary,
            failure: lease.source === 'none'
                ? `mergexo/write-root-gate: ${where} is refused: no lease applies to it (${(0,untrusted/* logLine */.BP)(lease.reason)}), so it may write ` +
                    `none of its paths (${shown}${rest}). Add a lease for it in ${settings.leaseFile} ` +
                    "on the base branch or list roots in the 'write-roots' input; the PR comment shows an example."
                : `mergexo/write-root-gate: ${where} is refused: ${(0,untrusted/* plural */.LS)(decision.paths.length, 'path')} outside the write roots of lease ` +
                    `'${(0,untrusted/* logLine */.BP)(lease.name)}' (${(0,untrusted/* logLine */.BP)(rootsLine(lease.roots))}): ${shown}${rest}. See the check and the PR comment.`,
        };
    }
    const summary = {
        heading: `mergexo/write-root-gate: ${where} inside its write roots ✅`,
        header: ['PR', 'head', 'verdict', 'lease', 'roots', 'paths written'],
        rows: [
            [
                `#${result.number}`,
                (0,untrusted/* htmlCode */.h8)(result.headSha),
                'pass',
                (0,untrusted/* htmlText */.js)(lease.name),
                lease.roots.map((r) => (0,untrusted/* htmlCode */.h8)(r)).join('<br>'),
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
        failure: `mergexo/write-root-gate: ${where} is inside its roots, but ${broken.map((e) => `could not ${e.what} (${(0,untrusted/* logLine */.BP)(e.detail)})`).join('; ')}.`,
    };
}

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
        const detail = (0,core_errors/* errorMessage */.gJ)(e);
        ctx.log.warning(EFFECT.failed(what, detail));
        effects.push({
            what,
            ok: false,
            detail,
            ...kind,
            ...(e instanceof core_errors/* ConfigurationError */.j1 ? { configuration: true } : {}),
        });
    }
}
/** Writes the same verdict on the PR head and on every extra commit (the merge group). */
async function writeChecks(ctx, to, effects, conclusion, text, annotations = []) {
    const targets = [...(to.headSha ? [{ headSha: to.headSha, note: '' }] : []), ...to.extra];
    for (const target of targets) {
        await attempt(ctx, effects, EFFECT.check(conclusion, (0,untrusted/* short */.Al)(target.headSha)), async () => {
            const id = await writeVerdict(ctx.client, ctx.repo, {
                name: to.checkName,
                headSha: target.headSha,
                conclusion,
                title: text.title,
                summary: target.note ? `${target.note}\n\n${text.summary}` : text.summary,
                ...(text.text ? { text: text.text } : {}),
                annotations,
                ...(to.detailsUrl ? { detailsUrl: to.detailsUrl } : {}),
            });
            return EFFECT.checkWritten(id);
        }, true);
    }
}
async function disableAutoMerge(ctx, effects, pull) {
    if (!pull.autoMerge)
        return;
    await attempt(ctx, effects, EFFECT.autoMerge, async () => {
        await (0,errors/* callGitHub */.ur)('disable auto-merge on the pull request', 'pull-requests: write', () => ctx.client.graphql(DISABLE_AUTO_MERGE, { pullRequestId: pull.nodeId }));
        return EFFECT.autoMergeDone;
    });
}
/** A refused PR: auto-merge off, the quarantine label on, the quarantine comment written. */
async function quarantine(ctx, effects, pull, label, comment) {
    await disableAutoMerge(ctx, effects, pull);
    await attempt(ctx, effects, EFFECT.addLabel(label), async () => (await addLabel(ctx.client, ctx.repo, pull, label)) ? EFFECT.labelAdded : EFFECT.labelThere);
    await attempt(ctx, effects, EFFECT.comment, async () => 
    // Two runs racing (a push and a label change) must still leave one comment.
    EFFECT.commentResult(await upsertComment(ctx.client, ctx.repo, pull, quarantineMarker('refused'), comment, { settle: true })));
}
/** A PR back inside its roots: the label off, and the quarantine comment (if any) says so. */
async function release(ctx, effects, pull, label, comment, hasQuarantineComment) {
    if (pull.labels.includes(label)) {
        await attempt(ctx, effects, EFFECT.removeLabel(label), async () => {
            await removeLabel(ctx.client, ctx.repo, pull, label);
            return EFFECT.labelRemoved;
        });
    }
    if (hasQuarantineComment) {
        await attempt(ctx, effects, EFFECT.updateComment, async () => EFFECT.commentResult(await upsertComment(ctx.client, ctx.repo, pull, quarantineMarker('pass'), comment)));
    }
}

// EXTERNAL MODULE: ./src/write-root-gate/merge-group.ts + 2 modules
var merge_group = __webpack_require__(6701);
;// CONCATENATED MODULE: ./src/write-root-gate/lease-file.ts




/**
 * Reads the lease file at the base commit, never at the PR head: a PR that edits the file
 * cannot widen its own lease. Absent file: undefined (only the workflow's roots apply).
 */
async function readLeaseConfig(client, repo, path, baseSha) {
    let data;
    try {
        ({ data } = await (0,errors/* callGitHub */.ur)(`read ${path} from the base branch`, 'contents: read', () => client.rest.repos.getContent({ ...repo, path, ref: baseSha })));
    }
    catch (e) {
        if ((0,errors/* httpStatus */.nG)(e) === 404)
            return undefined;
        throw e;
    }
    if (Array.isArray(data)) {
        throw new core_errors/* ConfigurationError */.j1(`${path} is a directory on the base branch; the lease file must be a YAML file. ` +
            "Point the 'lease-file' input at a file, or move the leases into one.");
    }
    const file = data;
    if (file.type !== 'file') {
        throw new core_errors/* ConfigurationError */.j1(`${path} is a ${file.type ?? 'non-file'} on the base branch; the lease file must be a regular YAML file ` +
            "(replace it there, or point the 'lease-file' input at one).");
    }
    if (file.encoding !== 'base64' || typeof file.content !== 'string') {
        throw new core_errors/* ConfigurationError */.j1(`${path} is too large to read through the contents API (${file.size ?? '?'} bytes); keep it under 1 MB.`);
    }
    return parseLeaseConfig(Buffer.from(file.content, 'base64').toString('utf8'), path);
}
/** The lease a PR is judged under, read from its base commit, and its roots ready to match: the gate's and `mergexo check`'s one lookup. */
async function leaseOf(client, repo, pull, inputs) {
    const config = await readLeaseConfig(client, repo, inputs.leaseFile, pull.baseSha);
    const { headRef, author, labels, isCrossRepository } = pull;
    const lease = resolveLease(inputs.writeRoots, config, { headRef, author, labels, isCrossRepository }, inputs.leaseFile);
    return { lease, rootSet: new RootSet(lease.roots) };
}

;// CONCATENATED MODULE: ./src/write-root-gate/shell.ts
/**
 * write-root-gate's shell: read the PR through the gateway, read what it writes (GitHub's file list
 * and git), decide, then write (`./effects.ts`) and give the commit its verdict by the per-commit
 * rule. main.ts loads this module once the event is one the gate judges: the rules, the lease
 * file and the settings bring minimatch and yaml, which a run refused on its event never needs
 * (the bundle's start-up is measured by `npm run bench`).
 */















/** The verdict check's name and link, on the PR head (when known) and on `extra` commits. */
function checkTarget(job, headSha, extra) {
    return {
        checkName: job.settings.checkName,
        headSha,
        extra,
        ...(job.detailsUrl ? { detailsUrl: job.detailsUrl } : {}),
    };
}
async function evaluate(ctx, job, pull) {
    const { settings, env } = job;
    const { lease, rootSet } = await leaseOf(ctx.client, ctx.repo, pull, settings);
    const changes = await readChangeSet(ctx.client, ctx.repo, pull, { serverUrl: env.serverUrl, token: settings.token, tempRoot: env.tempRoot, log: (m) => ctx.log.info(m) }, rootSet);
    const decision = decideWriteRoots({
        lease,
        entries: changes.entries,
        leaseFile: settings.leaseFile,
        rootSet,
        protectedPaths: new ProtectedPaths(settings.protectedPaths),
    });
    return { lease, changes, decision };
}
/** One PR judged on its own, with its own writes (auto-merge, label, comment); no check yet. */
async function judgeAlone(ctx, job, number, options) {
    const { settings } = job;
    const effects = [];
    /** The newest read of the PR: the one judged once the head stands still. */
    let pull;
    let evaluation;
    try {
        pull = await readPull(ctx.client, ctx.repo, number);
        // A push that landed while we read is judged instead of the head we started with.
        const standing = await onStandingHead(pull.headSha, async (head) => {
            if (pull?.headSha !== head)
                pull = await readPull(ctx.client, ctx.repo, number);
            // Read on yet another head: that head is judged next, not this one.
            if (pull.headSha !== head)
                return { pull, evaluation: undefined };
            return { pull, evaluation: await evaluate(ctx, job, pull) };
        }, async (judged) => judged.evaluation ? (await readHead(ctx.client, ctx.repo, number)).headSha : judged.pull.headSha, { log: ctx.log });
        // A head stands only once it was evaluated (a read on another head moves the loop on).
        if (!standing.value.evaluation)
            throw new Error('the standing head was not evaluated');
        ({ pull, evaluation } = standing.value);
    }
    catch (e) {
        if (e instanceof core_errors/* ConfigurationError */.j1) {
            // A user mistake found after the PR was read (the lease file, a permission) must not leave an
            // earlier verdict standing: the check fails with the fix. Before that (no such PR, a bad
            // token) nothing is written.
            if (pull) {
                await writeChecks(ctx, checkTarget(job, pull.headSha, options.extra ?? []), [], 'failure', configurationCheckText(e.message));
            }
            throw e;
        }
        const reason = e instanceof core_errors/* UndecidableError */.N3 ? e.message : failedAfterRetries((0,core_errors/* errorMessage */.gJ)(e));
        ctx.log.debug(e instanceof Error ? (e.stack ?? e.message) : String(e));
        const headSha = pull?.headSha ?? options.eventHead;
        if (pull)
            await disableAutoMerge(ctx, effects, pull);
        const check = {
            headSha,
            conclusion: 'failure',
            text: undecidableCheckText(reason, headSha, pull?.baseSha),
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
    const text = checkText(decision, lease, changes, pull.headSha, pull.baseSha, settings);
    let check;
    if (decision.verdict === 'refused') {
        await quarantine(ctx, effects, pull, settings.quarantineLabel, quarantineCommentText(decision, lease, settings));
        check = { headSha: pull.headSha, conclusion: 'failure', text, annotations: checkAnnotations(decision, lease) };
    }
    else {
        await release(ctx, effects, pull, settings.quarantineLabel, backInBoundsCommentText(lease, settings), findMarked(pull, ACTION, 'quarantine', 'pr') !== undefined);
        check = { headSha: pull.headSha, conclusion: 'success', text, annotations: [] };
    }
    const result = {
        number,
        headSha: pull.headSha,
        verdict: decision.verdict,
        decision,
        lease,
        changes,
        effects,
        annotations: decision.verdict === 'refused' ? stepAnnotations(decision) : [],
    };
    return { result, check };
}
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
    const { result, check } = await judgeAlone(ctx, job, number, options);
    const own = { number, pass: check.conclusion === 'success' };
    let commit = conjoin([own]);
    if (check.headSha) {
        const head = check.headSha;
        ({ commit } = await writeCommitVerdict(ctx.client, ctx.repo, {
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
            write: async (parts, verdict) => {
                const shared = sharedHeadLine(number, parts);
                const text = verdict.pass || check.conclusion === 'failure'
                    ? { ...check.text, ...(shared ? { summary: `${check.text.summary}\n\n${shared}` } : {}) }
                    : sharedRefusalCheckText(verdict.failing, shared ?? '');
                await writeChecks(ctx, checkTarget(job, head, []), result.effects, verdict.pass ? 'success' : 'failure', text, check.annotations);
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
 * merge_group: the queued PR named by the group's ref is re-judged, and its own verdict also goes
 * on the group commit (`./merge-group.ts`). A ref that names no PR is refused on the group commit,
 * so the queue drops it instead of waiting; then there is no result.
 */
async function judgeMergeGroup(ctx, job, group) {
    const number = (0,merge_group/* mergeGroupPullNumber */.w)(group.headRef);
    if (number === undefined) {
        await writeVerdict(ctx.client, ctx.repo, {
            name: job.settings.checkName,
            headSha: group.headSha,
            conclusion: 'failure',
            ...unnamedMergeGroupCheckText(group.headRef),
        });
        return undefined;
    }
    return judgePullRequest(ctx, job, number, {
        extra: [{ headSha: group.headSha, note: mergeGroupNote(group.headSha, group.headRef, number) }],
    });
}


/***/ })

};
