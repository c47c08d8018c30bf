import { createRequire as __mergexoCreateRequire } from 'node:module';
const require = __mergexoCreateRequire(import.meta.url);
import {
  NOTE_QUARANTINED,
  NOTE_UNSEEN,
  PULL_REQUEST_COMMENTS_PAGE,
  PULL_REQUEST_READ,
  PULL_REQUEST_TIMELINE_PAGE,
  botless,
  evaluate,
  evaluate2,
  hasLabel,
  historyFinding,
  isViewer,
  leaseReasonText,
  mergeWrites,
  noPullRequest,
  noSharedHistory,
  notOnRemoteHead,
  noteBehind,
  noteClosed,
  noteConflict,
  noteFork,
  readLeaseConfig,
  recordOn,
  reportedViolation,
  restLogin,
  reviewerOf,
  shallowClone,
  splitDuplicates,
  tamperFrom,
  tamperedBy,
  trustedFrom,
  unknownPullRequest,
  writeRootFinding
} from "./chunk-Y2DZGZFP.js";
import {
  ConfigurationError,
  UndecidableError,
  httpStatus
} from "./chunk-3O5FDUM7.js";

// src/core/pr/list.ts
async function listOpenPulls(github, repo, options = {}) {
  return github.listOpenPulls(repo, options);
}

// src/core/pr/evidence.ts
function pushersOf(author, forcePushes = []) {
  return new Set([author, ...forcePushes.map((p) => p.by)].map(botless));
}
function countsAgainst(actor, pushers) {
  return typeof actor === "string" && actor !== "" && pushers.has(botless(actor));
}

// src/core/pr/read.ts
function deletionsFrom(nodes, viewer, pushers) {
  return nodes.flatMap((node) => {
    if (node.__typename !== "CommentDeletedEvent") return [];
    if (!isViewer(node.deletedCommentAuthor, viewer) || isViewer(node.actor, viewer)) return [];
    if (!countsAgainst(node.actor?.login, pushers)) return [];
    const actor = node.actor?.login ?? "someone";
    return [`a comment written by ${viewer} was deleted by @${actor}${node.createdAt ? ` at ${node.createdAt}` : ""}`];
  });
}
function unnamedDeletionsIn(nodes, viewer) {
  return nodes.filter(
    (node) => node.__typename === "CommentDeletedEvent" && isViewer(node.deletedCommentAuthor, viewer) && !node.actor
  ).length;
}
function forcePushesFrom(nodes) {
  return nodes.flatMap(
    (node) => node.__typename === "HeadRefForcePushedEvent" ? [
      {
        at: node.createdAt ?? "",
        by: node.actor?.login ?? "ghost",
        ...node.actor?.login ? { actor: restLogin(node.actor) } : {},
        before: node.beforeCommit?.oid ?? null,
        after: node.afterCommit?.oid ?? null
      }
    ] : []
  );
}
var MAX_WITNESS_PAGES = 50;
async function readAllWitnesses(github, vars, first) {
  const nodes = first.nodes.filter((n) => n !== null);
  let page = first.pageInfo;
  for (let pages = 1; page.hasNextPage; pages++) {
    if (pages >= MAX_WITNESS_PAGES || !page.endCursor) {
      throw new UndecidableError(
        `PR #${vars.number} has more than ${MAX_WITNESS_PAGES * 100} deleted-comment and force-push events on its timeline; mergexo does not judge a PR on part of its record. A maintainer should look at who is flooding it.`
      );
    }
    const after = page.endCursor;
    const next = await github.query("pull.timeline", PULL_REQUEST_TIMELINE_PAGE, { ...vars, after });
    const conn = next.repository?.pullRequest?.timelineItems;
    if (!conn) throw new UndecidableError(`GitHub stopped answering for PR #${vars.number}'s timeline mid-way.`);
    nodes.push(...conn.nodes.filter((n) => n !== null));
    page = conn.pageInfo;
  }
  return nodes;
}
async function readCommentPages(github, vars, before) {
  const comments = [];
  for (let cursor = before; ; ) {
    const answer = await github.query("pull.comments", PULL_REQUEST_COMMENTS_PAGE, {
      ...vars,
      before: cursor
    });
    const conn = answer.repository?.pullRequest?.comments;
    if (!conn) throw new UndecidableError(`GitHub stopped answering for PR #${vars.number}'s comments mid-way.`);
    comments.unshift(...conn.nodes);
    if (!conn.pageInfo.hasPreviousPage || !conn.pageInfo.startCursor) return comments;
    cursor = conn.pageInfo.startCursor;
  }
}
function readOlderComments(github, vars, first) {
  const page = first.pageInfo;
  return page.hasPreviousPage && page.startCursor ? readCommentPages(github, vars, page.startCursor) : Promise.resolve([]);
}
function viewOf(node, viewer, comments, extraTamper = [], pushers = pushersOf(node.author?.login ?? "ghost")) {
  const { trusted, duplicates } = splitDuplicates(trustedFrom(comments, viewer));
  const edits = tamperFrom(
    comments.filter((c) => countsAgainst(c?.editor?.login, pushers)),
    viewer
  );
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
    author: restLogin(node.author),
    labels: (node.labels?.nodes ?? []).flatMap((l) => l ? [l.name] : []),
    ...node.mergeable ? { mergeable: node.mergeable } : {},
    autoMerge: node.autoMergeRequest !== null && node.autoMergeRequest !== void 0,
    ...node.reviewRequests ? { reviewRequests: node.reviewRequests.nodes.flatMap((r) => reviewerOf(r?.requestedReviewer)) } : {},
    changedFiles: node.changedFiles ?? 0,
    viewer,
    trusted,
    duplicates,
    tamperEvidence: [...extraTamper, ...edits],
    tamperedIds: tamperedBy(comments, viewer).flatMap((c) => c.databaseId === null ? [] : [c.databaseId])
  };
}
async function readPull(github, repo, number, options = {}) {
  const variables = { withMergeable: options.mergeable === true };
  return (await readWitnessed(github, repo, number, { name: "pull.read", document: PULL_REQUEST_READ, variables })).pull;
}
async function readWitnessed(github, repo, number, query) {
  const vars = { owner: repo.owner, repo: repo.repo, number };
  const answer = await github.query(query.name, query.document, { ...vars, ...query.variables }).catch((e) => {
    if (isNotFound(e)) throw unknownPullRequest2(repo, number);
    throw e;
  });
  const pr = answer.repository?.pullRequest;
  if (!pr) throw unknownPullRequest2(repo, number);
  const viewer = answer.viewer.login;
  const witnesses = await readAllWitnesses(github, vars, pr.timelineItems);
  const comments = [...await readOlderComments(github, vars, pr.comments), ...pr.comments.nodes];
  const forcePushes = forcePushesFrom(witnesses);
  const pushers = pushersOf(restLogin(pr.author), forcePushes);
  const pull = {
    ...viewOf(pr, viewer, comments, deletionsFrom(witnesses, viewer, pushers), pushers),
    unnamedDeletions: unnamedDeletionsIn(witnesses, viewer),
    recentCommits: pr.commits.nodes.flatMap((c) => c ? [c.commit.oid] : []),
    forcePushes,
    authorLogin: restLogin(pr.author),
    headRepository: pr.headRepository?.nameWithOwner ?? null
  };
  return { pull, answer };
}
function isNotFound(e) {
  const err = e;
  return err?.status === 404 || Array.isArray(err?.errors) && err.errors.some((x) => x.type === "NOT_FOUND");
}
var UnknownPullRequestError = class extends ConfigurationError {
  constructor(repo, number) {
    super(
      `Pull request #${number} does not exist in ${repo.owner}/${repo.repo}: the number mergexo was given (by the event, or by history-guard's 'pull-request' input) names no PR of this repository.`
    );
    this.repo = repo;
    this.number = number;
  }
  repo;
  number;
};
function unknownPullRequest2(repo, number) {
  return new UnknownPullRequestError(repo, number);
}

// src/core/pr/commit-verdict.ts
async function ownCheckRuns(github, repo, sha, name, viewer) {
  return ownAmong(await github.listCheckRunsNamed(repo, sha, name), sha, viewer);
}
function ownAmong(runs, sha, viewer) {
  return runs.filter((r) => r.head_sha === sha && r.app?.slug !== void 0 && botless(r.app.slug) === botless(viewer)).sort((a, b) => b.id - a.id).map((r) => ({
    id: r.id,
    conclusion: r.conclusion,
    completedAt: r.completed_at,
    text: r.output?.text ?? "",
    url: r.html_url ?? ""
  }));
}

// src/cli/check.ts
var HISTORY_GUARD_CHECK = "mergexo/history-guard";
async function openPullWithHead(github, repo, head) {
  return (await listOpenPulls(github, repo, { head }))[0]?.number;
}
async function parentOf(github, repo) {
  return (await github.repository(repo)).parent;
}
async function findPullRequest(github, repo, branch) {
  const colon = branch.indexOf(":");
  const owner = colon > 0 ? branch.slice(0, colon) : repo.owner;
  const name = colon > 0 ? branch.slice(colon + 1) : branch;
  const here = await openPullWithHead(github, repo, `${owner}:${name}`);
  if (here !== void 0) return { repo, number: here };
  const parent = await parentOf(github, repo);
  const there = parent && await openPullWithHead(github, parent, `${owner}:${name}`);
  if (parent && there !== void 0) return { repo: parent, number: there };
  throw new ConfigurationError(noPullRequest(`${repo.owner}/${repo.repo}`, owner, name, parent));
}
function readingAs(github, login) {
  const query = async (...args) => {
    const answer = await github.query(...args);
    return answer && typeof answer === "object" && "viewer" in answer ? { ...answer, viewer: { login } } : answer;
  };
  return Object.assign(Object.create(github), { query });
}
function localGit(checkout) {
  return {
    async ancestry(accepted, head) {
      if (accepted === head) return "identical";
      await checkout.ensure(accepted, "the last accepted head");
      if (await checkout.isAncestor(accepted, head)) return "ahead";
      return await checkout.isAncestor(head, accepted) ? "behind" : "diverged";
    },
    async contains(commit, head) {
      try {
        await checkout.ensure(commit, "an overwritten head");
        return await checkout.isAncestor(commit, head);
      } catch {
        return false;
      }
    }
  };
}
async function newestVerdict(github, repo, commit, login) {
  try {
    return (await ownCheckRuns(github, repo, commit, HISTORY_GUARD_CHECK, login))[0];
  } catch (e) {
    const status = httpStatus(e);
    if (status === 404 || status === 422) return void 0;
    throw e;
  }
}
function historyRule(next, alreadyBlocked, transition) {
  if (alreadyBlocked) return "blocked";
  if (next.refusedHead) return "refused-head";
  return next.cause?.kind === "record-altered" ? "tampered" : transition;
}
async function judgeHistory(github, repo, checkout, snapshot, head, mergexoLogin) {
  const read = /* @__PURE__ */ new Map();
  const verdictOn = (commit) => {
    const known = read.get(commit) ?? newestVerdict(github, repo, commit, mergexoLogin);
    read.set(commit, known);
    return known;
  };
  const { state, decision } = await evaluate2({
    pull: snapshot,
    head,
    ...recordOn(await verdictOn(snapshot.headSha), snapshot.number, snapshot.headSha),
    git: localGit(checkout),
    newestVerdict: verdictOn
  });
  const accepted = state?.accepted ?? null;
  if (decision.verdict === "accepted") {
    const unseen = !state;
    return {
      history: { status: unseen ? "unseen" : "pass", accepted, transition: decision.transition, blocked: false },
      findings: [],
      notes: unseen ? [NOTE_UNSEEN(snapshot.number, head)] : []
    };
  }
  const alreadyBlocked = !decision.newlyBlocked;
  const f = historyFinding(snapshot.number, head, decision.next, decision.transition, alreadyBlocked);
  return {
    history: { status: "fail", accepted, transition: decision.transition, blocked: alreadyBlocked },
    findings: [{ gate: "history-guard", rule: historyRule(decision.next, alreadyBlocked, decision.transition), ...f }],
    notes: []
  };
}
async function localChanges(checkout, base, head, roots) {
  const [mergeBase, ...others] = await checkout.mergeBases(base, head);
  if (mergeBase === void 0) {
    if (await checkout.isShallow()) throw new ConfigurationError(shallowClone(head, base));
    throw new UndecidableError(noSharedHistory(head, base));
  }
  return (await mergeWrites(checkout, base, head, [mergeBase, ...others], [], roots)).entries;
}
function localPorts(github, repo, checkout, base, head, leaseFile) {
  return {
    leaseAtBase: () => readLeaseConfig(github, repo, leaseFile, base),
    changes: async (roots) => {
      await checkout.ensure(base, "the PR's base commit");
      return { entries: await localChanges(checkout, base, head, roots) };
    }
  };
}
async function descendsFrom(checkout, remote, head) {
  if (remote === head) return { held: true };
  try {
    await checkout.ensure(remote, "the PR's head on GitHub");
  } catch (e) {
    if (e instanceof UndecidableError) return { held: false, why: e.message };
    throw e;
  }
  return { held: await checkout.isAncestor(remote, head) };
}
function notesFor(pull) {
  const notes = [];
  if (pull.state !== "OPEN") notes.push(noteClosed(pull.number, pull.state));
  if (pull.isCrossRepository) notes.push(noteFork(pull.number, pull.headRepository));
  if (hasLabel(pull.labels, "mergexo:quarantined")) notes.push(NOTE_QUARANTINED);
  if (hasLabel(pull.labels, "mergexo:behind")) notes.push(noteBehind(pull.baseRef));
  if (hasLabel(pull.labels, "mergexo:conflict")) notes.push(noteConflict(pull.baseRef));
  return notes;
}
async function check(github, checkout, options, mergexoLogin) {
  const { repo, head } = options;
  const pull = await readPull(readingAs(github, mergexoLogin), repo, options.pr).catch((e) => {
    if (e instanceof UnknownPullRequestError)
      throw new ConfigurationError(unknownPullRequest(`${repo.owner}/${repo.repo}`, options.pr));
    throw e;
  });
  const history = await judgeHistory(github, repo, checkout, pull, head, mergexoLogin);
  const { lease, decision } = await evaluate(
    localPorts(github, repo, checkout, pull.baseSha, head, options.leaseFile),
    {
      pull,
      ...options
    }
  );
  const rootFindings = decision.violations.map((v) => ({
    gate: "write-root-gate",
    rule: v.rule,
    path: v.path,
    ...writeRootFinding(v, lease)
  }));
  const onRemote = await descendsFrom(checkout, pull.headSha, head);
  const remoteFindings = onRemote.held || history.findings.length > 0 ? [] : [
    {
      gate: "history-guard",
      rule: "not-on-remote-head",
      ...notOnRemoteHead(pull.number, head, pull.headSha, onRemote.why)
    }
  ];
  const findings = [...history.findings, ...remoteFindings, ...rootFindings];
  return {
    verdict: findings.length === 0 ? "pass" : "fail",
    repository: `${repo.owner}/${repo.repo}`,
    pullRequest: {
      number: pull.number,
      url: pull.url,
      state: pull.state,
      base: pull.baseRef,
      baseSha: pull.baseSha,
      headRef: pull.headRef,
      headRepository: pull.headRepository,
      remoteHead: pull.headSha
    },
    head,
    history: history.history,
    writeRoots: {
      status: decision.verdict === "pass" ? "pass" : "fail",
      lease: lease.name,
      reason: leaseReasonText(lease.why),
      roots: decision.roots,
      written: decision.written,
      violations: decision.violations.map(reportedViolation)
    },
    findings,
    notes: [...history.notes, ...notesFor(pull)]
  };
}

export {
  findPullRequest,
  localChanges,
  check
};
