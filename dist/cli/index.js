#!/usr/bin/env node
import { createRequire as __mergexoCreateRequire } from 'node:module';
const require = __mergexoCreateRequire(import.meta.url);
import {
  BAD_TOKEN,
  Checkout,
  DEFAULT_LEASE_FILE,
  DEFAULT_PROTECTED_PATHS,
  DEFAULT_USES,
  NOTE_QUARANTINED,
  NOTE_UNSEEN,
  NO_TOKEN,
  PULL_REQUEST_COMMENTS_PAGE,
  PULL_REQUEST_READ,
  PULL_REQUEST_TIMELINE_PAGE,
  USAGE,
  botless,
  couldNotRun,
  evaluate,
  evaluate2,
  historyFinding,
  hookExists,
  hookInstalled,
  init,
  initReport,
  isViewer,
  leaseReasonText,
  listOpenPulls,
  mergeWrites,
  noBranch,
  noPullRequest,
  noRepository,
  noSharedHistory,
  normalizePath,
  notOnRemoteHead,
  noteBehind,
  noteClosed,
  noteConflict,
  noteFork,
  ownCheckRuns,
  readLeaseConfig,
  recordOn,
  repoFromFlag,
  repoFromRemoteUrl,
  report,
  reportedViolation,
  restLogin,
  reviewerOf,
  shallowClone,
  splitDuplicates,
  tamperFrom,
  tamperedBy,
  timeScaleFromEnv,
  tokenCannotRead,
  tokenLacks,
  trustedFrom,
  undecidable,
  unknownPullRequest,
  usageError,
  writeRootFinding
} from "./chunk-ZRWQIQJS.js";
import "./chunk-ZEJXS5UR.js";
import "./chunk-WZWLYTWM.js";
import "./chunk-Q7H4XKG3.js";
import {
  TokenRefusedError,
  answerMessage,
  httpStatus
} from "./chunk-JAJNCLSL.js";
import {
  ConfigurationError,
  UndecidableError,
  errorMessage
} from "./chunk-P3CWSB35.js";
import "./chunk-42UX2N3C.js";

// src/cli/main.ts
import { parseArgs } from "node:util";

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
  const vars = { owner: repo.owner, repo: repo.repo, number };
  const answer = await github.query("pull.read", PULL_REQUEST_READ, { ...vars, withMergeable: options.mergeable === true }).catch((e) => {
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
  return {
    ...viewOf(pr, viewer, comments, deletionsFrom(witnesses, viewer, pushers), pushers),
    unnamedDeletions: unnamedDeletionsIn(witnesses, viewer),
    recentCommits: pr.commits.nodes.flatMap((c) => c ? [c.commit.oid] : []),
    forcePushes,
    authorLogin: restLogin(pr.author),
    headRepository: pr.headRepository?.nameWithOwner ?? null
  };
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
  if (pull.labels.includes("mergexo:quarantined")) notes.push(NOTE_QUARANTINED);
  if (pull.labels.includes("mergexo:behind")) notes.push(noteBehind(pull.baseRef));
  if (pull.labels.includes("mergexo:conflict")) notes.push(noteConflict(pull.baseRef));
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

// src/cli/hook.ts
import { chmod, mkdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
var HOOK_MARKER = "# mergexo pre-push hook";
var DEFAULT_HOOK_COMMAND = "npx --no-install mergexo";
function shellQuote(word) {
  return `'${word.replace(/'/g, `'\\''`)}'`;
}
function hookScript(command, args) {
  const baked = args.map(shellQuote).join(" ");
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
  ${command} check --remote "$remote" --head "$local_sha" --branch "$branch"${baked ? ` ${baked}` : ""} </dev/null
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
async function installHook(checkout, command, args) {
  const dir = await checkout.hooksDir();
  const file = join(dir, "pre-push");
  const existing = await readFile(file, "utf8").catch((e) => {
    if (e.code === "ENOENT") return void 0;
    throw e;
  });
  if (existing !== void 0 && !existing.split("\n").slice(0, 3).some((l) => l.startsWith(HOOK_MARKER))) {
    throw new ConfigurationError(hookExists(file));
  }
  await mkdir(dir, { recursive: true });
  await writeFile(file, hookScript(command, args));
  await chmod(file, 493);
  return file;
}

// src/cli/main.ts
var DEFAULT_MERGEXO_LOGIN = "github-actions[bot]";
var OPTIONS = {
  repo: { type: "string" },
  pr: { type: "string" },
  remote: { type: "string", default: "origin" },
  head: { type: "string" },
  branch: { type: "string" },
  "lease-file": { type: "string" },
  "write-root": { type: "string", multiple: true },
  "protected-path": { type: "string", multiple: true },
  "mergexo-login": { type: "string" },
  command: { type: "string" },
  json: { type: "boolean", default: false },
  force: { type: "boolean", default: false },
  maintainer: { type: "string", multiple: true },
  uses: { type: "string" },
  app: { type: "boolean", default: false },
  org: { type: "string" },
  environment: { type: "string" },
  "wait-minutes": { type: "string" },
  help: { type: "boolean", short: "h", default: false }
};
var UsageError = class extends Error {
};
function parse(argv) {
  try {
    const { values, positionals } = parseArgs({ args: argv, options: OPTIONS, allowPositionals: true, strict: true });
    if (positionals.length > 1) throw new UsageError(`unexpected argument '${positionals[1]}'`);
    return { command: positionals[0], values };
  } catch (e) {
    if (e instanceof UsageError) throw e;
    throw new UsageError(errorMessage(e).split(". ")[0]?.replace(/\.$/, "") ?? "invalid arguments");
  }
}
function bakedArgs(values) {
  const args = [];
  for (const key of ["repo", "pr", "lease-file", "mergexo-login"]) {
    const v = values[key];
    if (v !== void 0) args.push(`--${key}`, v);
  }
  for (const r of values["write-root"] ?? []) args.push("--write-root", r);
  for (const p of values["protected-path"] ?? []) args.push("--protected-path", p);
  return args;
}
function prNumber(raw) {
  if (raw === void 0) return void 0;
  if (!/^[1-9][0-9]{0,9}$/.test(raw)) throw new UsageError(`--pr must be a pull request number, got '${raw}'`);
  return Number(raw);
}
async function repositoryOf(checkout, values) {
  if (values.repo !== void 0) {
    const repo2 = repoFromFlag(values.repo);
    if (!repo2) throw new UsageError(`--repo must be OWNER/NAME, got '${values.repo}'`);
    return repo2;
  }
  const url = await checkout.remoteUrl() ?? (checkout.remote.includes(":") ? checkout.remote : void 0);
  const repo = url === void 0 ? void 0 : repoFromRemoteUrl(url);
  if (!repo) throw new ConfigurationError(noRepository(checkout.remote, url));
  return repo;
}
async function runCheck(values, io) {
  const token = io.env.GH_TOKEN?.trim() || io.env.GITHUB_TOKEN?.trim();
  if (!token) throw new ConfigurationError(NO_TOKEN);
  const pr = prNumber(values.pr);
  const checkout = await Checkout.open(io.cwd, values.remote ?? "origin");
  const repo = await repositoryOf(checkout, values);
  const head = await checkout.commit(values.head ?? "HEAD");
  const { createGitHubClient } = await import("./chunk-3ZJBOKUZ.js");
  const { octokitGitHub } = await import("./chunk-6HLHEMOB.js");
  const github = octokitGitHub(
    createGitHubClient({
      token,
      apiUrl: (io.env.GITHUB_API_URL || "https://api.github.com").replace(/\/+$/, ""),
      userAgent: "mergexo/cli",
      timeScale: timeScaleFromEnv(io.env),
      retries: 2
    })
  );
  let target = pr === void 0 ? void 0 : { repo, number: pr };
  if (target === void 0) {
    const branch = values.branch ?? await checkout.branch();
    if (!branch) throw new ConfigurationError(noBranch);
    target = await findPullRequest(github, repo, branch);
  }
  const leaseFile = normalizePath(values["lease-file"] ?? DEFAULT_LEASE_FILE);
  const protectedPaths = values["protected-path"]?.length ? values["protected-path"] : [...DEFAULT_PROTECTED_PATHS];
  return check(
    github,
    checkout,
    { repo: target.repo, pr: target.number, head, leaseFile, writeRoots: values["write-root"] ?? [], protectedPaths },
    values["mergexo-login"] || io.env.MERGEXO_LOGIN || DEFAULT_MERGEXO_LOGIN
  );
}
async function initAppCommand(values, io) {
  const wait = values["wait-minutes"] ?? "15";
  if (!/^[1-9][0-9]{0,3}$/.test(wait))
    throw new UsageError(`--wait-minutes must be a number of minutes, got '${wait}'`);
  const { initApp } = await import("./chunk-P34TRQ52.js");
  return initApp(
    {
      repo: values.repo,
      org: values.org,
      environment: values.environment ?? "mergexo",
      waitMinutes: Number(wait),
      force: values.force ?? false,
      maintainers: values.maintainer ?? [],
      uses: values.uses ?? DEFAULT_USES
    },
    io
  );
}
function failure(e) {
  if (e instanceof UsageError) return { code: 2, message: usageError(e.message) };
  if (e instanceof UndecidableError) return { code: 1, message: `mergexo: ${undecidable(e.message)}` };
  if (e instanceof TokenRefusedError) {
    return { code: 2, message: `mergexo: ${e.status === 401 ? BAD_TOKEN : tokenLacks(e.permission)}` };
  }
  if (e instanceof ConfigurationError) return { code: 2, message: `mergexo: ${e.message}` };
  const status = httpStatus(e);
  if (status === 403 || status === 404) {
    return { code: 2, message: `mergexo: ${tokenCannotRead(status, answerMessage(e).split("\n")[0] ?? "")}` };
  }
  return { code: 2, message: `mergexo: ${couldNotRun(errorMessage(e).split("\n")[0] ?? "")}` };
}
async function main(argv, io) {
  let json = argv.includes("--json");
  try {
    const { command, values } = parse(argv);
    json = values.json ?? false;
    if (values.help || command === void 0 || command === "help") {
      io.out(USAGE);
      return command === void 0 && !values.help ? 2 : 0;
    }
    if (command === "install-hook") {
      const checkout = await Checkout.open(io.cwd, values.remote ?? "origin");
      const file = await installHook(checkout, values.command?.trim() || DEFAULT_HOOK_COMMAND, bakedArgs(values));
      io.out(hookInstalled(file));
      return 0;
    }
    if (command === "init" && values.app) return await initAppCommand(values, io);
    if (command === "init") {
      const result2 = await init(io.cwd, {
        force: values.force ?? false,
        maintainers: values.maintainer ?? [],
        uses: values.uses ?? DEFAULT_USES
      });
      io.out(initReport(result2, /* @__PURE__ */ new Date()));
      return 0;
    }
    if (command !== "check") throw new UsageError(`unknown command '${command}'`);
    const result = await runCheck(values, io);
    const code = result.verdict === "pass" ? 0 : 1;
    if (json) io.out(JSON.stringify({ ...result, exitCode: code }, null, 2));
    else {
      io.out(
        report({
          verdict: result.verdict,
          pr: result.pullRequest.number,
          head: result.head,
          lease: result.writeRoots.lease,
          findings: result.findings,
          notes: result.notes
        })
      );
    }
    return code;
  } catch (e) {
    const { code, message } = failure(e);
    if (json)
      io.out(JSON.stringify({ verdict: "error", exitCode: code, error: message.replace(/^mergexo: /, "") }, null, 2));
    io.err(message);
    return code;
  }
}
process.exitCode = await main(process.argv.slice(2), {
  cwd: process.cwd(),
  env: process.env,
  out: (line) => process.stdout.write(`${line}
`),
  err: (line) => process.stderr.write(`${line}
`)
});
export {
  DEFAULT_MERGEXO_LOGIN,
  main
};
