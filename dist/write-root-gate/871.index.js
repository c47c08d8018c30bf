export const id = 871;
export const ids = [871];
export const modules = {

/***/ 871:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  judgeMergeGroup: () => (/* binding */ judgeMergeGroup),
  judgePullRequest: () => (/* binding */ judgePullRequest),
  parseSettings: () => (/* reexport */ parseSettings),
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
    return new Set([author, ...forcePushes.map((p) => p.by)].map(botless));
}
/** Whether a move on one of mergexo's comments by `actor` counts against the PR those `pushers` push to. */
function countsAgainst(actor, pushers) {
    return typeof actor === 'string' && actor !== '' && pushers.has(botless(actor));
}

// EXTERNAL MODULE: ./src/core/github/errors.ts
var github_errors = __webpack_require__(8455);
;// CONCATENATED MODULE: ./src/core/pr/reviewers.ts
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
function reviewers_reviewerKey(r) {
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
async function reviewers_requestReviewers(github, repo, number, ask) {
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
        if (!isViewer(node.deletedCommentAuthor, viewer) || isViewer(node.actor, viewer))
            return [];
        if (!countsAgainst(node.actor?.login, pushers))
            return [];
        const actor = node.actor?.login ?? 'someone';
        return [`a comment written by ${viewer} was deleted by @${actor}${node.createdAt ? ` at ${node.createdAt}` : ''}`];
    });
}
/** Deletions of our comments whose deleter GitHub does not name (it names them only to viewers with write access). */
function unnamedDeletionsIn(nodes, viewer) {
    return nodes.filter((node) => node.__typename === 'CommentDeletedEvent' && isViewer(node.deletedCommentAuthor, viewer) && !node.actor).length;
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
        const next = await github.query('pull.timeline', PULL_REQUEST_TIMELINE_PAGE, { ...vars, after });
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
        const answer = await github.query('pull.comments', PULL_REQUEST_COMMENTS_PAGE, {
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
    const { trusted, duplicates } = splitDuplicates(trustedFrom(comments, viewer));
    // Edits by someone who does not push to the PR leave the comment untrusted, and count for nothing more.
    const edits = tamperFrom(comments.filter((c) => countsAgainst(c?.editor?.login, pushers)), viewer);
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
            ? { reviewRequests: node.reviewRequests.nodes.flatMap((r) => reviewerOf(r?.requestedReviewer)) }
            : {}),
        changedFiles: node.changedFiles ?? 0,
        viewer,
        trusted,
        duplicates,
        tamperEvidence: [...extraTamper, ...edits],
        tamperedIds: tamperedBy(comments, viewer).flatMap((c) => (c.databaseId === null ? [] : [c.databaseId])),
    };
}
/** The whole PR: one query, plus a page per further 100 comments or witness events. */
async function readPull(github, repo, number, options = {}) {
    const vars = { owner: repo.owner, repo: repo.repo, number };
    const answer = await github
        .query('pull.read', PULL_REQUEST_READ, { ...vars, withMergeable: options.mergeable === true })
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
    const body = withMarker(text, marker);
    await removeDuplicates(github, repo, view, marker);
    const existing = findMarked(view, marker.action, marker.kind, marker.key);
    if (existing) {
        // Another action's markers riding on this comment stay: its state is not this writer's to drop.
        const markers = [marker, ...existing.comment.markers.filter((m) => m.action !== marker.action)];
        const edited = markers_withMarkers(text, markers);
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
        .filter((c) => parseMarkers(c.body ?? '').some((m) => sameFinding(m, marker)))
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

;// CONCATENATED MODULE: ./src/core/pr/labels.ts
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
async function labels_addLabel(github, repo, view, label) {
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
    await attempt(ctx, effects, messages.EFFECT.addLabel(label), async () => (await labels_addLabel(ctx.github, ctx.repo, pull, label)) ? messages.EFFECT.labelAdded : messages.EFFECT.labelThere);
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
            await removeLabel(ctx.github, ctx.repo, pull, label);
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

;// CONCATENATED MODULE: ./src/core/protocol/ready-mark.ts
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
            throw new errors/* ConfigurationError */.j1(`Input 'ready-reviewers' names the team '${r.org}/${r.slug}', but GitHub only requests reviews from teams of ` +
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
    const pending = new Set((pr?.reviewRequests.nodes ?? []).flatMap((r) => reviewerOf(r?.requestedReviewer).map(reviewers_reviewerKey)));
    const ours = new Set();
    for (const node of pr?.timelineItems.nodes ?? []) {
        if (!node)
            continue;
        for (const key of reviewerOf(node.requestedReviewer).map(reviewers_reviewerKey)) {
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
        throw new errors/* ConfigurationError */.j1(`The token may not ${what} (Resource not accessible by integration). GitHub asks for \`contents: write\` ` +
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
        const known = view.reviewRequests ? new Set(view.reviewRequests.map(reviewers_reviewerKey)) : undefined;
        if (known === undefined || wanted.some((r) => known.has(reviewers_reviewerKey(r)))) {
            const { pending, ours } = await readRequests(github, repo, view);
            const drop = wanted.filter((r) => pending.has(reviewers_reviewerKey(r)) && ours.has(reviewers_reviewerKey(r)));
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
;// CONCATENATED MODULE: ./src/core/paths/glob-syntax.ts



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
    const root = (0,normalize/* normalizePath */.Fd)(raw.trim());
    const problem = problemOf(raw.trim(), root);
    if (problem)
        throw new errors/* ConfigurationError */.j1(`Write root '${raw}' ${problem}.`);
    const expansions = (0,esm/* braceExpand */.KA)(root, MM_OPTIONS);
    if (expansions.length > MAX_BRACE_EXPANSIONS) {
        throw new errors/* ConfigurationError */.j1(`Write root '${raw}' expands to ${expansions.length} patterns (limit ${MAX_BRACE_EXPANSIONS}); list the directories instead.`);
    }
    for (const e of expansions) {
        const expanded = (0,normalize/* normalizePath */.Fd)(e);
        const p = problemOf(e, expanded);
        if (p)
            throw new errors/* ConfigurationError */.j1(`Write root '${raw}' (as '${e}') ${p}.`);
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
            if (!normalize/* MAGIC_CHARS */.UE.test(root))
                this.named.add(root);
            for (const pattern of (0,esm/* braceExpand */.KA)(root, MM_OPTIONS).map(normalize/* normalizePath */.Fd)) {
                this.expansions.push({ pattern, prefix: (0,normalize/* literalPrefix */.Qz)(pattern) });
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

;// CONCATENATED MODULE: ./src/core/paths/protected.ts



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
            .map(normalize/* normalizePath */.Fd)
            .map((e) => {
            // `dir/**` protects what is below `dir`: `dir` is the area a root must sit in.
            const area = (0,normalize/* literalPrefix */.Qz)(e);
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
    const protectedPaths = input.protectedPaths ?? new ProtectedPaths(DEFAULT_PROTECTED_PATHS);
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

// EXTERNAL MODULE: ../../node_modules/yaml/dist/index.js
var dist = __webpack_require__(3483);
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

;// CONCATENATED MODULE: ./src/core/protocol/index.ts
/**
 * What the actions say to one another through GitHub: every marker, label and check one action reads from
 * another is declared, rendered and read in this folder, and described in `docs/protocol.md`.
 */






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
        const mode = READY_MODES.find((x) => x === m);
        if (mode === undefined) {
            throw new errors/* ConfigurationError */.j1(`Input 'ready-mark' must be off, or any of ${READY_MODES.join(', ')} (comma-separated); got '${m}'.`);
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
    return { modes, label: (0,inputs/* labelInput */.Xu)(read, 'ready-label', DEFAULT_READY_LABEL), reviewers };
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
        protectedPaths: protectedPaths.length > 0 ? protectedPaths : [...DEFAULT_PROTECTED_PATHS],
        quarantineLabel: (0,inputs/* labelInput */.Xu)(read, 'quarantine-label', DEFAULT_QUARANTINE_LABEL),
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
    const input = inputRoots.map(normalizeRoot);
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
        protectedPaths: new ProtectedPaths(question.protectedPaths),
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
    return parseLeaseConfig(Buffer.from(file.content, 'base64').toString('utf8'), path);
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
    if (!markOn(settings.ready))
        return;
    await attempt(ctx, effects, messages.EFFECT.takeBackReady, async () => {
        try {
            const back = await takeBackReadyMark(ctx.github, ctx.repo, pull, settings.ready);
            return changed(back) ? messages.EFFECT.readyTakenBack : messages.EFFECT.readyNotThere;
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
        quarantineComment: findMarked(pull, ACTION, 'quarantine', 'pr') !== undefined,
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
    // The gate's parts carry no reason: a failing one reads 'refused' wherever another PR's check names it.
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
                return { number: other, pass: judged.check.conclusion === 'success' };
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
                failing.push({ number: other, pass: false });
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
