import { createRequire as __mergexoCreateRequire } from 'node:module';
const require = __mergexoCreateRequire(import.meta.url);
import {
  labelRefusalLine,
  mergeGroupFromPayload,
  sharedIdentityNote,
  takeLabelRefusals
} from "./chunk-I3E7NPVV.js";
import {
  JobReads
} from "./chunk-KUG5JT6T.js";
import {
  LabelCreationRefusedError,
  TokenRefusedError,
  answerMessage,
  callGitHub,
  describeProxy,
  httpStatus,
  isGraphQLForbidden,
  isLabelCreationRefused,
  proxyFor
} from "./chunk-IFFXGLTK.js";
import "./chunk-WZWLYTWM.js";
import {
  OBSERVE_SUMMARY_NOTE,
  declareRunEnforcement,
  isObserving,
  runIsObserving,
  wouldHaveFailedLine
} from "./chunk-WKQNGESV.js";
import {
  isWrite
} from "./chunk-VXC2MMDZ.js";
import {
  budgetSummaryLine,
  maxWaitFromEnv
} from "./chunk-TEIGPZ6P.js";
import {
  ConfigurationError,
  UndecidableError,
  errorMessage
} from "./chunk-YRZLZ57R.js";
import {
  githubWords,
  htmlText,
  logLine,
  logLines
} from "./chunk-YLE5DTIA.js";
import "./chunk-42UX2N3C.js";

// src/core/runner.ts
import { randomUUID } from "node:crypto";
import { existsSync, appendFileSync, promises as fsp, constants } from "node:fs";
import { EOL } from "node:os";
function toCommandValue(input) {
  if (input === null || input === void 0) return "";
  if (typeof input === "string" || input instanceof String) return String(input);
  return JSON.stringify(input);
}
var escapeData = (s) => toCommandValue(s).replace(/%/g, "%25").replace(/\r/g, "%0D").replace(/\n/g, "%0A");
var escapeProperty = (s) => escapeData(s).replace(/:/g, "%3A").replace(/,/g, "%2C");
function issueCommand(command, properties, message) {
  const keys = Object.keys(properties);
  const props = Object.entries(properties).filter(([, value]) => value).map(([key, value]) => `${key}=${escapeProperty(value)}`).join(",");
  process.stdout.write(`::${command}${keys.length > 0 ? ` ${props}` : ""}::${escapeData(message)}${EOL}`);
}
function annotation(command, message, p) {
  const properties = Object.keys(p).length === 0 ? {} : {
    title: p.title,
    file: p.file,
    line: p.startLine,
    endLine: p.endLine,
    col: p.startColumn,
    endColumn: p.endColumn
  };
  issueCommand(command, properties, message instanceof Error ? message.toString() : message);
}
function getInput(name) {
  return (process.env[`INPUT_${name.replace(/ /g, "_").toUpperCase()}`] || "").trim();
}
function setSecret(secret) {
  issueCommand("add-mask", {}, secret);
}
function setOutput(name, value) {
  const file = process.env.GITHUB_OUTPUT || "";
  if (!file) {
    process.stdout.write(EOL);
    issueCommand("set-output", { name }, toCommandValue(value));
    return;
  }
  if (!existsSync(file)) throw new Error(`Missing file at path: ${file}`);
  const delimiter = `ghadelimiter_${randomUUID()}`;
  const text = toCommandValue(value);
  if (name.includes(delimiter))
    throw new Error(`Unexpected input: name should not contain the delimiter "${delimiter}"`);
  if (text.includes(delimiter))
    throw new Error(`Unexpected input: value should not contain the delimiter "${delimiter}"`);
  appendFileSync(file, `${name}<<${delimiter}${EOL}${text}${EOL}${delimiter}${EOL}`, { encoding: "utf8" });
}
function info(message) {
  process.stdout.write(message + EOL);
}
function debug(message) {
  issueCommand("debug", {}, message);
}
function warning(message, properties = {}) {
  annotation("warning", message, properties);
}
function error(message, properties = {}) {
  annotation("error", message, properties);
}
function setFailed(message) {
  process.exitCode = 1;
  error(message);
}
var wrap = (tag, content) => content ? `<${tag}>${content}</${tag}>` : `<${tag}>`;
var Summary = class {
  buffer = "";
  addRaw(text, addEOL = false) {
    this.buffer += text;
    if (addEOL) this.buffer += EOL;
    return this;
  }
  addHeading(text, level = 1) {
    return this.addRaw(wrap(`h${level}`, text), true);
  }
  addTable(rows) {
    const body = rows.map(
      (row) => wrap(
        "tr",
        row.map((cell) => typeof cell === "string" ? wrap("td", cell) : wrap(cell.header ? "th" : "td", cell.data)).join("")
      )
    ).join("");
    return this.addRaw(wrap("table", body), true);
  }
  async write() {
    const file = process.env.GITHUB_STEP_SUMMARY;
    if (!file) {
      throw new Error(
        "Unable to find environment variable for $GITHUB_STEP_SUMMARY. Check if your runtime environment supports job summaries."
      );
    }
    try {
      await fsp.access(file, constants.R_OK | constants.W_OK);
    } catch {
      throw new Error(
        `Unable to access summary file: '${file}'. Check if the file has correct read/write permissions.`
      );
    }
    await fsp.appendFile(file, this.buffer, { encoding: "utf8" });
    this.buffer = "";
  }
};
var summary = new Summary();

// src/core/action-inputs.ts
var actionInputs = (name) => getInput(name);
function timeScaleFromEnv(env) {
  const value = Number(env.MERGEXO_TIME_SCALE);
  return Number.isFinite(value) && value > 0 && value <= 1 ? value : 1;
}

// src/core/entrypoint.ts
var base64 = (s) => Buffer.from(s, "utf8").toString("base64");
function tokenForms(token) {
  if (!token) return [];
  return [
    .../* @__PURE__ */ new Set([token, base64(`x-access-token:${token}`), base64(token), base64(`:${token}`), base64(`${token}:`)])
  ];
}
var masked = /* @__PURE__ */ new Set();
function maskToken(token) {
  for (const form of tokenForms(token)) {
    if (masked.has(form)) continue;
    masked.add(form);
    setSecret(form);
  }
}
async function runEntrypoint(name, run) {
  try {
    maskToken(actionInputs("github-token"));
    await run();
  } catch (e) {
    if (e instanceof ConfigurationError) {
      setFailed(logLines(`mergexo/${name}: ${e.message}`));
    } else if (e instanceof UndecidableError && runIsObserving()) {
      warning(logLines(wouldHaveFailedLine(`mergexo/${name} could not decide and would refuse: ${e.message}`)));
    } else if (e instanceof UndecidableError) {
      setFailed(logLines(`mergexo/${name} could not decide and refuses: ${e.message}`));
    } else {
      debug(logLines(e instanceof Error ? e.stack ?? e.message : String(e)));
      setFailed(
        logLines(
          `mergexo/${name} failed unexpectedly: ${errorMessage(e)}. If this persists after a re-run, it is a bug: please report it with this log.`
        )
      );
    }
  }
  const refused = takeLabelRefusals();
  if (refused.length > 0) setFailed(logLines(`mergexo/${name}: ${labelRefusalLine(refused)}`));
}

// src/core/report.ts
function setOutputs(outputs) {
  for (const [name, value] of Object.entries(outputs)) {
    setOutput(name, typeof value === "object" ? JSON.stringify(value) : String(value));
  }
}
async function writeSummary(table) {
  const summary2 = summary.addHeading(table.heading, 3);
  if (runIsObserving()) summary2.addRaw(OBSERVE_SUMMARY_NOTE, true);
  if (table.lead) summary2.addRaw(table.lead, true);
  if (table.header.length > 0) {
    summary2.addTable([table.header.map((data) => ({ data, header: true })), ...table.rows]);
  }
  if (table.footer) summary2.addRaw(table.footer, true);
  const budget = budgetSummaryLine();
  if (budget) summary2.addRaw(htmlText(budget), true);
  const identity = sharedIdentityNote();
  if (identity) summary2.addRaw(identity, true);
  await summary2.write();
}
function failStep(message) {
  if (runIsObserving()) info(wouldHaveFailedLine(message));
  else setFailed(message);
}

// src/core/clock.ts
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
    }
  };
}

// src/core/github/action-client.ts
async function actionClient(action, token, ctx) {
  maskToken(token);
  const { createGitHubClient } = await import("./chunk-MEWVBI2C.js");
  const proxy = proxyFor(ctx.apiUrl);
  const shared = JobReads.forJob(process.env.RUNNER_TEMP, token);
  if (proxy) info(logLine(`Reaching GitHub's API through the proxy ${describeProxy(proxy)}.`));
  return createGitHubClient({
    token,
    apiUrl: ctx.apiUrl,
    userAgent: `mergexo/${action}`,
    timeScale: timeScaleFromEnv(process.env),
    maxWaitSeconds: maxWaitFromEnv(process.env),
    // The gates of one event in one job ask some of the same things: the later step's answers are `304`s.
    ...shared ? { shared } : {},
    // Request URLs name branches; a log line must never become a workflow command.
    log: (m) => info(logLine(m))
  });
}

// src/core/github/routes.ts
var METHOD_ROUTES = {
  // GitHub: "Permissions required for GitHub Apps" (Repository permissions for "Pull requests": list, get, files
  // and commits/{commit_sha}/pulls)
  getPull: {
    route: "GET /repos/{owner}/{repo}/pulls/{pull_number}",
    what: "read the pull request",
    permission: "pull-requests: read"
  },
  listOpenPulls: {
    route: "GET /repos/{owner}/{repo}/pulls",
    what: "list open pull requests",
    permission: "pull-requests: read"
  },
  listPullsOfCommit: {
    route: "GET /repos/{owner}/{repo}/commits/{commit_sha}/pulls",
    what: "list the pull requests of a commit",
    permission: "pull-requests: read"
  },
  listFiles: {
    route: "GET /repos/{owner}/{repo}/pulls/{pull_number}/files",
    what: "list the pull request files",
    permission: "pull-requests: read"
  },
  // GitHub: "Permissions required for GitHub Apps" (Repository permissions for "Pull requests": list; the labelled
  // issues listing would need "Issues", which a history-guard job does not grant, docs/github-behaviour.md)
  listLabelledPulls: {
    route: "GET /repos/{owner}/{repo}/pulls",
    what: "list the open pull requests carrying a label",
    permission: "pull-requests: read"
  },
  // GitHub: "Permissions required for GitHub Apps" (Repository permissions for "Pull requests": list; `mergexo
  // replay` reads the closed ones with the user's token)
  listClosedPulls: {
    route: "GET /repos/{owner}/{repo}/pulls",
    what: "list merged pull requests",
    permission: "pull-requests: read"
  },
  // GitHub: "Permissions required for GitHub Apps" (Repository permissions for "Pull requests": update-branch, with
  // no "Contents" beside it; a merge across a workflow change needs `workflows` too, docs/github-behaviour.md)
  updateBranch: {
    route: "PUT /repos/{owner}/{repo}/pulls/{pull_number}/update-branch",
    what: "update the pull request branch",
    permission: "pull-requests: write"
  },
  // GitHub: "Permissions required for GitHub Apps" (Repository permissions for "Contents": merge a pull request)
  merge: {
    route: "PUT /repos/{owner}/{repo}/pulls/{pull_number}/merge",
    what: "merge the pull request",
    permission: "contents: write"
  },
  // GraphQL mutations: no table; GitHub asks for both (reported: cli/cli#8910, ohdearquant/khive#1066,
  // docs/github-behaviour.md "Auto-merge and drafts").
  setDraft: {
    route: "mutation markPullRequestReadyForReview / convertPullRequestToDraft",
    what: "{}",
    permission: "pull-requests: write` and `contents: write"
  },
  disableAutoMerge: {
    route: "mutation disablePullRequestAutoMerge",
    what: "disable auto-merge on the pull request",
    permission: "pull-requests: write` and `contents: write"
  },
  // GitHub: "Permissions required for GitHub Apps" (Repository permissions for "Pull requests": requested_reviewers)
  requestReviewers: {
    route: "POST /repos/{owner}/{repo}/pulls/{pull_number}/requested_reviewers",
    what: "request reviews",
    permission: "pull-requests: write"
  },
  removeReviewers: {
    route: "DELETE /repos/{owner}/{repo}/pulls/{pull_number}/requested_reviewers",
    what: "remove review requests",
    permission: "pull-requests: write"
  },
  // GitHub: "Permissions required for GitHub Apps" (Repository permissions for "Pull requests" or "Issues": issue
  // comments and labels take either, so the pull request workflow's `pull-requests` is named)
  createComment: {
    route: "POST /repos/{owner}/{repo}/issues/{issue_number}/comments",
    what: "comment on the pull request",
    permission: "pull-requests: write"
  },
  updateComment: {
    route: "PATCH /repos/{owner}/{repo}/issues/comments/{comment_id}",
    what: "edit its pull request comment",
    permission: "pull-requests: write"
  },
  deleteComment: {
    route: "DELETE /repos/{owner}/{repo}/issues/comments/{comment_id}",
    what: "delete its duplicate comment",
    permission: "pull-requests: write"
  },
  listCommentsSince: {
    route: "GET /repos/{owner}/{repo}/issues/{issue_number}/comments",
    what: "read pull request comments",
    permission: "pull-requests: read"
  },
  listLabels: {
    route: "GET /repos/{owner}/{repo}/issues/{issue_number}/labels",
    what: "read the labels",
    permission: "pull-requests: read"
  },
  addLabel: {
    route: "POST /repos/{owner}/{repo}/issues/{issue_number}/labels",
    what: "add the label '{}'",
    permission: "pull-requests: write"
  },
  removeLabel: {
    route: "DELETE /repos/{owner}/{repo}/issues/{issue_number}/labels/{name}",
    what: "remove the label '{}'",
    permission: "pull-requests: write"
  },
  listRepoLabels: {
    route: "GET /repos/{owner}/{repo}/labels",
    what: "list the repository's labels",
    permission: "pull-requests: read"
  },
  // GitHub: "Permissions required for GitHub Apps" lists creating a label under "Issues" or "Pull requests", but
  // GitHub refuses it without `issues: write` since 2025, also when adding a missing label would create it
  // (reported: Songmu/tagpr#194, actions/labeler#870; docs/github-behaviour.md). `addLabel`'s refusal names it.
  createLabel: {
    route: "POST /repos/{owner}/{repo}/labels",
    what: "create the label '{}'",
    permission: "issues: write"
  },
  // GitHub: "Permissions required for GitHub Apps" (Repository permissions for "Checks": create and update a check
  // run, list check runs for a git reference, list annotations)
  createCheckRun: {
    route: "POST /repos/{owner}/{repo}/check-runs",
    what: "create the '{}' check run",
    permission: "checks: write"
  },
  annotateCheckRun: {
    route: "PATCH /repos/{owner}/{repo}/check-runs/{check_run_id}",
    what: "annotate the check run",
    permission: "checks: write"
  },
  listCheckRunsNamed: {
    route: "GET /repos/{owner}/{repo}/commits/{ref}/check-runs",
    what: "read the '{}' check runs",
    permission: "checks: read"
  },
  checkRunsPage: {
    route: "GET /repos/{owner}/{repo}/commits/{ref}/check-runs",
    what: "list check runs",
    permission: "checks: read"
  },
  // GitHub: "Permissions required for GitHub Apps" (Repository permissions for "Commit statuses": combined status)
  statusesPage: {
    route: "GET /repos/{owner}/{repo}/commits/{ref}/status",
    what: "list commit statuses",
    permission: "statuses: read"
  },
  listAnnotations: {
    route: "GET /repos/{owner}/{repo}/check-runs/{check_run_id}/annotations",
    what: "read check run annotations",
    permission: "checks: read"
  },
  // GitHub: "Permissions required for GitHub Apps" (Repository permissions for "Contents": git refs, compare and
  // contents)
  createRef: {
    route: "POST /repos/{owner}/{repo}/git/refs",
    what: "create the backup ref {}",
    permission: "contents: write"
  },
  refTarget: {
    route: "GET /repos/{owner}/{repo}/git/ref/{ref}",
    what: "read the ref {}",
    permission: "contents: read"
  },
  forceRef: {
    route: "PATCH /repos/{owner}/{repo}/git/refs/{ref}",
    what: "move the backup ref {}",
    permission: "contents: write"
  },
  compare: {
    route: "GET /repos/{owner}/{repo}/compare/{basehead}",
    what: "compare commits",
    permission: "contents: read"
  },
  getContent: {
    route: "GET /repos/{owner}/{repo}/contents/{path}",
    what: "read {} from the base branch",
    permission: "contents: read"
  },
  // GitHub: "Permissions required for GitHub Apps" (Repository permissions for "Metadata": get a repository, a
  // user's permission, the rules of a branch)
  repository: {
    route: "GET /repos/{owner}/{repo}",
    what: "read the repository",
    permission: "metadata: read"
  },
  collaboratorRole: {
    route: "GET /repos/{owner}/{repo}/collaborators/{username}/permission",
    what: "read {}'s permission on the repository",
    permission: "metadata: read"
  },
  // GitHub: "Permissions required for GitHub Apps" (Repository permissions for "Actions": get a workflow run)
  workflowRun: {
    route: "GET /repos/{owner}/{repo}/actions/runs/{run_id}",
    what: "read the workflow run that recorded a hand-over",
    permission: "actions: read"
  },
  branchRules: {
    route: "GET /repos/{owner}/{repo}/rules/branches/{branch}",
    what: "read the rules of the branch",
    permission: "metadata: read"
  },
  // GitHub: "Permissions required for GitHub Apps" (Repository permissions for "Contents": get a branch)
  branch: {
    route: "GET /repos/{owner}/{repo}/branches/{branch}",
    what: "read the branch protection",
    permission: "contents: read"
  },
  // GitHub: https://docs.github.com/rest/repos/repos#list-repository-activities (fine-grained tokens: "Metadata"
  // repository permissions, read)
  refActivity: {
    route: "GET /repos/{owner}/{repo}/activity",
    what: "read when the branch {} was pushed",
    permission: "metadata: read"
  }
};
var QUERY_ROUTES = {
  "pull.read": { route: "query PullRequestRead", what: "read the pull request", permission: "pull-requests: read" },
  // The PR with a gate's own check runs and a file at its base: the REST reads it replaces need `checks: read`
  // and `contents: read` ("Permissions required for GitHub Apps", "Checks" and "Contents").
  "pull.gate": {
    route: "query PullRequestGateRead",
    what: "read the pull request with its checks and the lease file",
    permission: "pull-requests: read` and `checks: read` and `contents: read"
  },
  "pull.timeline": {
    route: "query PullRequestTimelinePage",
    what: "read the pull request timeline",
    permission: "pull-requests: read"
  },
  "pull.comments": {
    route: "query PullRequestCommentsPage",
    what: "read pull request comments",
    permission: "pull-requests: read"
  },
  "pull.reviewRequests": {
    route: "query ReviewRequestsRead",
    what: "read the review requests",
    permission: "pull-requests: read"
  },
  "pull.mergeable": {
    route: "query RebaseMergeable",
    what: "read whether the pull request conflicts",
    permission: "pull-requests: read"
  },
  "pulls.open": { route: "query RebaseOpenPulls", what: "list open pull requests", permission: "pull-requests: read" },
  "pulls.one": { route: "query RebaseOnePull", what: "read the pull request", permission: "pull-requests: read" },
  "pulls.comments": {
    route: "query RebasePullComments",
    what: "read pull request comments",
    permission: "pull-requests: read"
  },
  "pulls.claims": {
    route: "query RebaseClaimStarts",
    what: "read when the pull requests were opened, reopened and retargeted",
    permission: "pull-requests: read"
  },
  // A GitHub App permission (Merge queues: read); GITHUB_TOKEN cannot hold it (`../merge-group.ts` says so).
  "mergeQueue.entries": {
    route: "query MergeQueueEntries",
    what: "read the merge queue",
    permission: "merge-queues: read"
  }
};
function whatOf(route, subject) {
  return route.what.replace("{}", subject ?? "");
}

// src/core/github/octokit/call.ts
function call(method, fn, subject) {
  const route = METHOD_ROUTES[method];
  return callGitHub(whatOf(route, subject), route.permission, fn);
}
function callQuery(name, fn) {
  const route = QUERY_ROUTES[name];
  return callGitHub(whatOf(route), route.permission, fn);
}

// src/core/github/octokit/conversation.ts
async function unlessGone(done, fn) {
  try {
    await fn();
    return done;
  } catch (e) {
    if (httpStatus(e) !== 404) throw e;
    return "gone";
  }
}
async function creatingLabel(label, fn) {
  try {
    return await fn();
  } catch (e) {
    if (!isLabelCreationRefused(e)) throw e;
    throw new LabelCreationRefusedError(label, answerMessage(e), METHOD_ROUTES.createLabel.permission);
  }
}
function alreadyExists(e) {
  const errors = e.response?.data?.errors;
  return httpStatus(e) === 422 && Array.isArray(errors) && errors.some((x) => x?.code === "already_exists");
}
function conversationOn(client) {
  return {
    async createComment(repo, number, body) {
      const { data } = await call(
        "createComment",
        () => client.rest.issues.createComment({ ...repo, issue_number: number, body })
      );
      return data;
    },
    async updateComment(repo, id, body) {
      await call("updateComment", () => client.rest.issues.updateComment({ ...repo, comment_id: id, body }));
    },
    deleteComment(repo, id) {
      return unlessGone(
        "deleted",
        () => call("deleteComment", () => client.rest.issues.deleteComment({ ...repo, comment_id: id }))
      );
    },
    listCommentsSince(repo, number, since) {
      return call(
        "listCommentsSince",
        () => client.paginate(client.rest.issues.listComments, { ...repo, issue_number: number, since, per_page: 100 })
      );
    },
    async listLabels(repo, number) {
      const labels = await call(
        "listLabels",
        () => client.paginate(client.rest.issues.listLabelsOnIssue, { ...repo, issue_number: number, per_page: 100 })
      );
      return labels.map((l) => l.name);
    },
    async addLabel(repo, number, label) {
      await creatingLabel(
        label,
        () => call("addLabel", () => client.rest.issues.addLabels({ ...repo, issue_number: number, labels: [label] }), label)
      );
    },
    async listRepoLabels(repo) {
      const labels = await call(
        "listRepoLabels",
        () => client.paginate(client.rest.issues.listLabelsForRepo, { ...repo, per_page: 100 })
      );
      return labels.map((l) => l.name);
    },
    async createLabel(repo, label) {
      try {
        await creatingLabel(
          label.name,
          () => call("createLabel", () => client.rest.issues.createLabel({ ...repo, ...label }), label.name)
        );
        return "created";
      } catch (e) {
        if (alreadyExists(e)) return "exists";
        throw e;
      }
    },
    removeLabel(repo, number, label) {
      return unlessGone(
        "removed",
        () => call(
          "removeLabel",
          () => client.rest.issues.removeLabel({ ...repo, issue_number: number, name: label }),
          label
        )
      );
    },
    async createCheckRun(repo, run) {
      const { data } = await call(
        "createCheckRun",
        () => client.rest.checks.create({
          ...repo,
          name: run.name,
          head_sha: run.headSha,
          status: run.status,
          ...run.status === "completed" ? { conclusion: run.conclusion ?? "neutral", completed_at: (/* @__PURE__ */ new Date()).toISOString() } : { started_at: (/* @__PURE__ */ new Date()).toISOString() },
          ...run.detailsUrl ? { details_url: run.detailsUrl } : {},
          ...run.externalId ? { external_id: run.externalId } : {},
          output: run.output
        }),
        run.name
      );
      return { id: data.id, appSlug: data.app?.slug };
    },
    async annotateCheckRun(repo, id, output) {
      await call("annotateCheckRun", () => client.rest.checks.update({ ...repo, check_run_id: id, output }));
    },
    async listCheckRunsNamed(repo, sha, name) {
      const runs = await call(
        "listCheckRunsNamed",
        () => client.paginate(client.rest.checks.listForRef, {
          ...repo,
          ref: sha,
          check_name: name,
          filter: "all",
          per_page: 100
        }),
        name
      );
      return runs.map((r) => ({
        id: r.id,
        head_sha: r.head_sha,
        conclusion: r.conclusion,
        completed_at: r.completed_at,
        html_url: r.html_url,
        app: r.app ? { ...r.app.slug !== void 0 ? { slug: r.app.slug } : {} } : null,
        output: { text: r.output?.text ?? null }
      }));
    },
    checkRunsPage(repo, sha, page, headers) {
      return call(
        "checkRunsPage",
        () => client.rest.checks.listForRef({ ...repo, ref: sha, filter: "latest", per_page: 100, page, headers })
      );
    },
    statusesPage(repo, sha, page, headers) {
      return call(
        "statusesPage",
        () => client.rest.repos.getCombinedStatusForRef({ ...repo, ref: sha, per_page: 100, page, headers })
      );
    },
    async listAnnotations(repo, runId, max) {
      const { data } = await call(
        "listAnnotations",
        () => client.rest.checks.listAnnotations({ ...repo, check_run_id: runId, per_page: max })
      );
      return data;
    }
  };
}

// src/core/workflow-refusal.ts
var REFUSAL = /refusing to allow an? (?:GitHub|OAuth) App to create or update workflow/i;
function workflowRefusal(e) {
  if (httpStatus(e) !== 403) return void 0;
  const message = answerMessage(e);
  return REFUSAL.test(message) ? message : void 0;
}

// src/core/github/octokit/mutations.ts
var DISABLE_AUTO_MERGE = (
  /* GraphQL */
  `
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
`
);
var MARK_READY_FOR_REVIEW = (
  /* GraphQL */
  `
  mutation mergexoMarkReady($id: ID!) {
    markPullRequestReadyForReview(input: { pullRequestId: $id }) {
      pullRequest {
        isDraft
      }
    }
  }
`
);
var CONVERT_TO_DRAFT = (
  /* GraphQL */
  `
  mutation mergexoConvertToDraft($id: ID!) {
    convertPullRequestToDraft(input: { pullRequestId: $id }) {
      pullRequest {
        isDraft
      }
    }
  }
`
);

// src/core/github/octokit/pulls.ts
var HEAD_MOVED = /expected head sha|head ref|head branch was modified/i;
async function forbiddenOr(fn) {
  try {
    await fn();
    return "done";
  } catch (e) {
    if (isGraphQLForbidden(e)) return "forbidden";
    throw e;
  }
}
function pullsOn(client) {
  return {
    async getPull(repo, number, headers) {
      const answer = await call(
        "getPull",
        () => client.rest.pulls.get({ ...repo, pull_number: number, ...headers ? { headers } : {} })
      );
      return { data: answer.data, headers: answer.headers };
    },
    async listOpenPulls(repo, options = {}) {
      const open = await call(
        "listOpenPulls",
        () => client.paginate(client.rest.pulls.list, {
          ...repo,
          state: "open",
          per_page: 100,
          ...options.head ? { head: options.head } : {}
        })
      );
      return open.map((p) => ({ number: p.number, headSha: p.head.sha, baseRef: p.base.ref }));
    },
    async listPullsOfCommit(repo, sha) {
      const associated = await call(
        "listPullsOfCommit",
        () => client.paginate(client.rest.repos.listPullRequestsAssociatedWithCommit, {
          ...repo,
          commit_sha: sha,
          per_page: 100
        })
      );
      return associated.filter((p) => p.state === "open").map((p) => ({ number: p.number, headSha: p.head.sha, baseRef: p.base.ref }));
    },
    async listFiles(repo, number) {
      const rows = await call(
        "listFiles",
        () => client.paginate(client.rest.pulls.listFiles, { ...repo, pull_number: number, per_page: 100 })
      );
      return rows.map((r) => ({
        filename: r.filename,
        ...r.previous_filename !== void 0 ? { previous_filename: r.previous_filename } : {},
        status: r.status
      }));
    },
    async listLabelledPulls(repo, label) {
      const want = label.toLowerCase();
      const open = await call(
        "listLabelledPulls",
        () => client.paginate(client.rest.pulls.list, { ...repo, state: "open", per_page: 100 })
      );
      return open.filter((p) => p.labels.some((l) => l.name?.toLowerCase() === want)).map((p) => p.number);
    },
    async listClosedPulls(repo, base, enough) {
      return call(
        "listClosedPulls",
        () => client.paginate(
          client.rest.pulls.list,
          { ...repo, state: "closed", base, sort: "updated", direction: "desc", per_page: 100 },
          (response, done) => {
            const rows = response.data.map((p) => ({
              number: p.number,
              title: p.title,
              author: p.user?.login ?? null,
              headRef: p.head.ref,
              headSha: p.head.sha,
              headRepository: p.head.repo?.full_name ?? null,
              labels: p.labels.flatMap((l) => l.name ? [l.name] : []),
              createdAt: p.created_at,
              updatedAt: p.updated_at,
              mergedAt: p.merged_at,
              mergeCommitSha: p.merge_commit_sha
            }));
            if (enough(rows)) done();
            return rows;
          }
        )
      );
    },
    async updateBranch(repo, number, expectedHead) {
      try {
        await call(
          "updateBranch",
          () => client.rest.pulls.updateBranch({ ...repo, pull_number: number, expected_head_sha: expectedHead })
        );
        return { kind: "updated" };
      } catch (e) {
        const workflows = workflowRefusal(e);
        if (workflows !== void 0) return { kind: "refused", reason: "workflows", said: githubWords(workflows) };
        if (httpStatus(e) !== 422) throw e;
        const said = githubWords(answerMessage(e));
        return HEAD_MOVED.test(said) ? { kind: "head-moved", said } : { kind: "refused", reason: "unprocessable", said };
      }
    },
    async merge(repo, number, head, method) {
      try {
        const { data } = await call(
          "merge",
          () => client.rest.pulls.merge({
            ...repo,
            pull_number: number,
            sha: head,
            merge_method: method,
            // GitHub's refusals (405, 409) are answers, not outages; the caller retries a 5xx after looking at
            // whether the merge happened anyway.
            request: { retries: 0 }
          })
        );
        return { kind: "merged", merged: data.merged === true, said: githubWords(data.message) };
      } catch (e) {
        if (e instanceof ConfigurationError) throw e;
        return { kind: "refused", status: httpStatus(e), said: githubWords(answerMessage(e)) };
      }
    },
    setDraft(nodeId, draft) {
      const what = draft ? "convert the pull request to a draft" : "mark the pull request ready for review";
      return forbiddenOr(
        () => call("setDraft", () => client.graphql(draft ? CONVERT_TO_DRAFT : MARK_READY_FOR_REVIEW, { id: nodeId }), what)
      );
    },
    disableAutoMerge(nodeId) {
      return forbiddenOr(
        () => call("disableAutoMerge", () => client.graphql(DISABLE_AUTO_MERGE, { pullRequestId: nodeId }))
      );
    },
    async requestReviewers(repo, number, users, teams) {
      await call(
        "requestReviewers",
        () => client.rest.pulls.requestReviewers({ ...repo, pull_number: number, reviewers: users, team_reviewers: teams })
      );
    },
    async removeReviewers(repo, number, users, teams) {
      await call(
        "removeReviewers",
        () => client.rest.pulls.removeRequestedReviewers({
          ...repo,
          pull_number: number,
          reviewers: users,
          team_reviewers: teams
        })
      );
    }
  };
}

// src/core/github/octokit/repository.ts
function repositoryOn(client) {
  return {
    async createRef(repo, ref, sha) {
      try {
        await call("createRef", () => client.rest.git.createRef({ ...repo, ref, sha }), ref);
        return "created";
      } catch (e) {
        if (httpStatus(e) !== 422 || !/already exists/i.test(answerMessage(e))) throw e;
        return "exists";
      }
    },
    async refTarget(repo, ref) {
      const { data } = await call("refTarget", () => client.rest.git.getRef({ ...repo, ref }), ref);
      return data.object.sha;
    },
    async forceRef(repo, ref, sha) {
      await call("forceRef", () => client.rest.git.updateRef({ ...repo, ref, sha, force: true }), ref);
    },
    async compare(repo, base, head, perPage, page) {
      try {
        const { data } = await call(
          "compare",
          () => client.rest.repos.compareCommitsWithBasehead({
            ...repo,
            basehead: `${base}...${head}`,
            per_page: perPage,
            ...page !== void 0 ? { page } : {}
          })
        );
        return {
          kind: "compared",
          comparison: {
            status: data.status,
            aheadBy: data.ahead_by,
            behindBy: data.behind_by,
            commits: data.commits.map((c) => ({ sha: c.sha, message: c.commit.message }))
          }
        };
      } catch (e) {
        if (httpStatus(e) === 404) return { kind: "unknown", said: githubWords(e.message) };
        throw e;
      }
    },
    async getContent(repo, path, ref) {
      let data;
      try {
        ({ data } = await call("getContent", () => client.rest.repos.getContent({ ...repo, path, ref }), path));
      } catch (e) {
        if (httpStatus(e) === 404) return { kind: "absent" };
        throw e;
      }
      if (Array.isArray(data)) return { kind: "directory" };
      const file = data;
      return {
        kind: "entry",
        type: file.type,
        ...typeof file.content === "string" ? { content: file.content } : {},
        ...file.encoding !== void 0 ? { encoding: file.encoding } : {},
        ...file.size !== void 0 ? { size: file.size } : {}
      };
    },
    async repository(repo) {
      const { data } = await call("repository", () => client.rest.repos.get({ ...repo }));
      const parent = data.parent;
      return {
        defaultBranch: data.default_branch,
        ...parent ? { parent: { owner: parent.owner.login, repo: parent.name } } : {}
      };
    },
    async collaboratorRole(repo, login) {
      try {
        const { data } = await call(
          "collaboratorRole",
          () => client.rest.repos.getCollaboratorPermissionLevel({ ...repo, username: login }),
          login
        );
        return data.role_name ?? data.permission;
      } catch (e) {
        if (httpStatus(e) === 404) return void 0;
        throw e;
      }
    },
    async workflowRun(repo, id) {
      try {
        const { data } = await call("workflowRun", () => client.rest.actions.getWorkflowRun({ ...repo, run_id: id }));
        return {
          event: data.event,
          path: data.path,
          headBranch: data.head_branch ?? null,
          actor: data.actor?.login ?? "",
          triggeringActor: data.triggering_actor?.login ?? "",
          title: data.display_title ?? ""
        };
      } catch (e) {
        if (httpStatus(e) === 404) return "absent";
        if (e instanceof TokenRefusedError && e.status === 403) return "unreadable";
        throw e;
      }
    },
    // The two reads of what a branch requires are answered as GitHub gave them: their caller
    // (`../../pr/required-checks.ts`) turns a failure into "not known", with GitHub's status and words.
    async branchRules(repo, branch, page) {
      const { data } = await client.request("GET /repos/{owner}/{repo}/rules/branches/{branch}", {
        ...repo,
        branch,
        per_page: 100,
        page
      });
      return data;
    },
    async branch(repo, branch) {
      const { data } = await client.request("GET /repos/{owner}/{repo}/branches/{branch}", { ...repo, branch });
      return data;
    },
    async refActivity(repo, ref, max) {
      const rows = [];
      try {
        const pages = client.paginate.iterator(client.rest.repos.listActivities, {
          ...repo,
          ref,
          direction: "desc",
          per_page: Math.min(100, Math.max(1, max))
        });
        const it = pages[Symbol.asyncIterator]();
        for (; ; ) {
          const page = await call("refActivity", () => it.next(), ref);
          if (page.done) return { rows, complete: true };
          for (const a of page.value.data)
            rows.push({ type: a.activity_type, before: a.before, after: a.after, at: a.timestamp });
          if (rows.length >= max) return { rows: rows.slice(0, max), complete: false };
        }
      } catch (e) {
        const status = httpStatus(e);
        if (status === 404 || e instanceof TokenRefusedError && e.status === 403) return "unreadable";
        throw e;
      }
    },
    query(name, document, variables) {
      return callQuery(name, () => client.graphql(document, variables));
    }
  };
}

// src/core/github/octokit/index.ts
var ports = /* @__PURE__ */ new WeakMap();
function octokitGitHub(client) {
  let port = ports.get(client);
  if (!port) {
    const requests = { reads: 0, writes: 0 };
    client.hook?.before("request", (o) => {
      if (isWrite(o)) requests.writes++;
      else requests.reads++;
    });
    port = Object.defineProperty(
      { ...pullsOn(client), ...conversationOn(client), ...repositoryOn(client), requests },
      "observing",
      { get: () => isObserving(client), enumerable: true }
    );
    ports.set(client, port);
  }
  return port;
}

// src/core/shell.ts
var runnerLog = {
  info: (m) => info(logLine(m)),
  warning: (m) => warning(logLine(m)),
  debug: (m) => debug(logLine(m))
};
async function shellContext(action, token, ctx, enforcement = "enforce") {
  const client = await actionClient(action, token, ctx);
  declareRunEnforcement(enforcement);
  if (enforcement === "observe") (await import("./chunk-X2YWC356.js")).guardObserving(client);
  return {
    github: octokitGitHub(client),
    repo: { owner: ctx.owner, repo: ctx.repo },
    log: runnerLog,
    clock: scaledClock(timeScaleFromEnv(process.env)),
    enforcement
  };
}

// src/core/run-context.ts
import { readFileSync } from "node:fs";
function readRunContext(env) {
  const repository = env.GITHUB_REPOSITORY ?? "";
  const [owner, repo] = repository.split("/");
  if (!owner || !repo) {
    throw new ConfigurationError(
      "GITHUB_REPOSITORY is not set: mergexo must run as a step of a GitHub Actions workflow."
    );
  }
  const eventName = env.GITHUB_EVENT_NAME ?? "";
  let payload = {};
  const eventPath = env.GITHUB_EVENT_PATH;
  if (eventPath) {
    try {
      payload = JSON.parse(readFileSync(eventPath, "utf8"));
    } catch (e) {
      throw new ConfigurationError(`Cannot read the event payload at GITHUB_EVENT_PATH: ${e.message}`);
    }
  }
  return {
    eventName,
    payload,
    owner,
    repo,
    apiUrl: env.GITHUB_API_URL ?? "https://api.github.com",
    serverUrl: env.GITHUB_SERVER_URL ?? "https://github.com",
    actor: env.GITHUB_TRIGGERING_ACTOR || env.GITHUB_ACTOR || "",
    ref: env.GITHUB_REF ?? "",
    runId: env.GITHUB_RUN_ID ?? "",
    job: env.GITHUB_JOB ?? "",
    workflow: env.GITHUB_WORKFLOW ?? ""
  };
}
function requireEvent(ctx, action, allowed) {
  if (!allowed.includes(ctx.eventName)) {
    throw new ConfigurationError(
      `${action} does not handle the '${ctx.eventName || "(none)"}' event. Trigger it on: ${allowed.join(", ")} (see the 'on:' section of your workflow).`
    );
  }
}
function pullRequestNumberOf(ctx, action, handles) {
  const number = ctx.payload.pull_request?.number;
  if (typeof number !== "number") {
    throw new ConfigurationError(
      `The '${ctx.eventName}' event payload has no pull_request, so ${action} cannot tell which PR to judge. ${action} ${handles}.`
    );
  }
  return number;
}

// src/write-root-gate/main.ts
var EVENTS = ["pull_request", "pull_request_target", "merge_group"];
function baseChangeOf(ctx) {
  if (ctx.payload.action !== "edited") return void 0;
  const changes = ctx.payload.changes;
  if (!changes?.base) return void 0;
  const from = changes.base.ref?.from;
  const to = ctx.payload.pull_request?.base.ref;
  return { ...typeof from === "string" ? { from } : {}, ...typeof to === "string" ? { to } : {} };
}
function pullRequestNumber(ctx) {
  return pullRequestNumberOf(ctx, "write-root-gate", "judges pull_request, pull_request_target and merge_group events");
}
async function report(result, settings, groupSha) {
  const { runReport } = await import("./chunk-BI5UURN7.js");
  for (const { message, ...where } of result.annotations) {
    if (settings.enforcement === "observe") warning(message, where);
    else error(message, where);
  }
  setOutputs({
    verdict: result.verdict,
    violations: result.decision?.paths ?? [],
    roots: result.lease?.roots ?? settings.writeRoots
  });
  const told = runReport(result, settings, groupSha);
  if (!told) return;
  await writeSummary(told.summary);
  if (told.failure) failStep(told.failure);
}
await runEntrypoint("write-root-gate", async () => {
  setOutputs({ verdict: "refused", violations: [], roots: [] });
  const ctx = readRunContext(process.env);
  requireEvent(ctx, "write-root-gate", EVENTS);
  const { judgeMergeGroup, judgePullRequest, parseSettings } = await import("./chunk-BI5UURN7.js");
  const settings = parseSettings(actionInputs);
  maskToken(settings.token);
  declareRunEnforcement(settings.enforcement);
  setOutputs({ roots: settings.writeRoots });
  const shell = await shellContext("write-root-gate", settings.token, ctx, settings.enforcement);
  const job = {
    settings,
    env: { serverUrl: ctx.serverUrl, tempRoot: process.env.RUNNER_TEMP },
    ...ctx.runId ? { detailsUrl: `${ctx.serverUrl}/${ctx.owner}/${ctx.repo}/actions/runs/${ctx.runId}` } : {}
  };
  if (ctx.eventName === "merge_group") {
    const group = mergeGroupFromPayload(ctx.payload);
    if (!group) throw new ConfigurationError((await import("./chunk-DSZVPY63.js")).MERGE_GROUP_PAYLOAD_ERROR);
    const result2 = await judgeMergeGroup(shell, job, group);
    if (!result2) {
      failStep((await import("./chunk-DSZVPY63.js")).groupWithoutPullMessage(group.headRef));
      return;
    }
    await report(result2, settings, group.headSha);
    return;
  }
  if (ctx.payload.action === "closed") {
    info((await import("./chunk-Q5JPGG3F.js")).CLOSED_LOG);
    setOutputs({ verdict: "pass", violations: [], roots: settings.writeRoots });
    return;
  }
  const number = pullRequestNumber(ctx);
  const baseChange = baseChangeOf(ctx);
  const result = await judgePullRequest(shell, job, number, {
    eventHead: ctx.payload.pull_request?.head.sha,
    ...baseChange ? { baseChange } : {}
  });
  await report(result, settings);
});
