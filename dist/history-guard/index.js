import { createRequire as __mergexoCreateRequire } from 'node:module';
const require = __mergexoCreateRequire(import.meta.url);
import {
  JobReads,
  LabelCreationRefusedError,
  TokenRefusedError,
  answerMessage,
  budgetSummaryLine,
  callGitHub,
  describeProxy,
  httpStatus,
  isGraphQLForbidden,
  isLabelCreationRefused,
  maxWaitFromEnv,
  proxyFor,
  utcTime,
  verdictReserve,
  verdictsOnly
} from "./chunk-FIKMSSRG.js";
import "./chunk-WZWLYTWM.js";
import {
  OBSERVE_SUMMARY_NOTE,
  booleanInput,
  choiceInput,
  declareRunEnforcement,
  enforcementInput,
  isObserving,
  isSha,
  labelInput,
  listInput,
  observedSummaryLead,
  observedTitle,
  pullRequestNumberInput,
  requiredInput,
  runIsObserving,
  shaInput,
  wouldHaveFailedLine
} from "./chunk-PARTHAH7.js";
import {
  ConfigurationError,
  UndecidableError,
  errorMessage,
  isWrite
} from "./chunk-2P2QQVKP.js";
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

// src/core/pure/labels.ts
function sameLabel(a, b) {
  return a.toLowerCase() === b.toLowerCase();
}
function findLabel(labels, name) {
  return labels.find((l) => sameLabel(l, name));
}
function hasLabel(labels, name) {
  return findLabel(labels, name) !== void 0;
}

// src/core/pr/labels.ts
var refusals = [];
function takeLabelRefusals() {
  return refusals.splice(0);
}
function labelRefusalLine(all) {
  const first = all[0];
  if (!first) return "";
  const names = [...new Set(all.map((r) => `'${r.label}'`))].join(", ");
  const prs = [...new Set(all.map((r) => `#${r.number}`))].join(", ");
  return `Could not label ${prs} with ${names}: the repository has no such label, and GitHub creates a missing label only for a token with \`${first.permission}\` (403 ${first.said}). Add \`${first.permission}\` to the job's \`permissions:\` block (a GitHub App: Issues: write), or create the label once in the repository. The verdict check was written as decided.`;
}
function labelAsShown(view, label) {
  return findLabel(view.labels, label);
}
async function addLabel(github, repo, view, label) {
  if (labelAsShown(view, label) !== void 0 || github.observing) return false;
  try {
    await github.addLabel(repo, view.number, label);
  } catch (e) {
    if (!(e instanceof LabelCreationRefusedError)) throw e;
    refusals.push({ number: view.number, label, permission: e.permission, said: e.said });
    return false;
  }
  view.labels.push(label);
  return true;
}
async function removeLabel(github, repo, view, label) {
  const shown = labelAsShown(view, label);
  if (shown === void 0 || github.observing) return false;
  await github.removeLabel(repo, view.number, shown);
  view.labels = view.labels.filter((l) => l !== shown);
  return true;
}

// src/core/utf8.ts
function utf8Bytes(s) {
  return Buffer.byteLength(s, "utf8");
}
function utf8Prefix(s, maxBytes) {
  if (utf8Bytes(s) <= maxBytes) return s;
  let bytes = 0;
  let end = 0;
  for (const ch of s) {
    const cp = ch.codePointAt(0);
    const size = cp < 128 ? 1 : cp < 2048 ? 2 : cp < 65536 ? 3 : 4;
    if (bytes + size > maxBytes) break;
    bytes += size;
    end += ch.length;
  }
  return s.slice(0, end);
}
function clipUtf8(s, maxBytes, note) {
  if (utf8Bytes(s) <= maxBytes) return s;
  return `${utf8Prefix(s, Math.max(maxBytes - utf8Bytes(note), 0))}${note}`;
}

// src/core/untrusted.ts
var ZWJ = "\u200D";
var ZWSP = "\u200B";
function plural(n, one, many = `${one}s`) {
  return `${n} ${n === 1 ? one : many}`;
}
function short(sha) {
  return sha.slice(0, 7);
}
var LINE_BREAK = /\r\n|[\n\r\u0085\u2028\u2029]/g;
var CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;
function picture(c) {
  const code = c.charCodeAt(0);
  if (code < 32) return String.fromCharCode(9216 + code);
  if (code === 127) return "\u2421";
  return `\\u{${code.toString(16)}}`;
}
function visible(text) {
  return text.replace(LINE_BREAK, "\u23CE").replace(CONTROL, picture);
}
function defuse(text) {
  return text.replace(/@/g, `@${ZWJ}`).replace(/#(?=\d)/g, `#${ZWJ}`).replace(/(gh)-(?=\d)/gi, `$1${ZWJ}-`).replace(/:\/\//g, `:${ZWJ}//`).replace(/(www)\./gi, `$1${ZWJ}.`);
}
function longestBacktickRun(text) {
  let longest = 0;
  for (const m of text.matchAll(/`+/g)) longest = Math.max(longest, m[0].length);
  return longest;
}
function mdCode(text, options = {}) {
  let content = visible(text);
  if (options.table) content = content.replace(/\|/g, "\\|");
  if (content === "") return "` `";
  const fence = "`".repeat(longestBacktickRun(content) + 1);
  const edgeBacktick = content.startsWith("`") || content.endsWith("`");
  const strippable = content.startsWith(" ") && content.endsWith(" ") && content.trim() !== "";
  const pad = edgeBacktick || strippable ? " " : "";
  return `${fence}${pad}${content}${pad}${fence}`;
}
var MARKDOWN_ESCAPE = /[\\`*_[\]~|$]/g;
var HTML_IN_MARKDOWN = { "&": "&amp;", "<": "&lt;", ">": "&gt;" };
function mdText(text) {
  return defuse(visible(text)).replace(/[&<>]/g, (c) => HTML_IN_MARKDOWN[c]).replace(MARKDOWN_ESCAPE, "\\$&").replace(/^[ \t]+/, (ws) => ws.replace(/ /g, "&#32;").replace(/\t/g, "&#9;")).replace(/^([-+=#])/, "\\$1").replace(/^(\d{1,9})([.)])/, "$1\\$2");
}
function safeUrl(url) {
  if (typeof url !== "string" || url === "") return void 0;
  let parsed;
  try {
    parsed = new URL(url);
  } catch {
    return void 0;
  }
  if (parsed.protocol !== "https:" && parsed.protocol !== "http:" || parsed.username || parsed.password) {
    return void 0;
  }
  return parsed.href.replace(
    /[\s()<>"'`\\[\]|]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, "0")}`
  );
}
var HTML_ESCAPES = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
function escapeHtml(text) {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]);
}
function htmlText(text) {
  return escapeHtml(defuse(visible(text)));
}
function htmlCode(text) {
  return text ? `<code>${escapeHtml(visible(text))}</code>` : "";
}
function htmlLink(labelHtml, url) {
  const href = safeUrl(url);
  return href ? `<a href="${escapeHtml(href)}">${labelHtml}</a>` : labelHtml;
}
function logLine(text) {
  return visible(text).replace(/##\[/g, `#${ZWSP}#[`).replace(/^([\s\u180e]*):(?=:)/, `$1:${ZWSP}`);
}
function logLines(text) {
  return text.split(/\r\n|\n/).map((line) => logLine(line)).join("\n");
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

// src/core/pure/shared-identity.ts
var SHARED_APP_SLUG = "github-actions";
function isSharedIdentity(appSlug) {
  return typeof appSlug === "string" && appSlug.toLowerCase() === SHARED_APP_SLUG;
}

// src/core/identity.ts
var SHARED_IDENTITY_NOTE = "\u26A0\uFE0F This verdict was written with <code>GITHUB_TOKEN</code>: any workflow of this repository can write checks and comments as the same identity, so the required <code>mergexo/*</code> checks are only as strong as control over who can add workflows. What closes it: mergexo as its own GitHub App, pinned as the source of each required check, and no <code>workflows</code> permission for agents (see docs/security.md in mergexo). GitHub also files such a check under the first workflow run on its commit (often CI's), so deleting that run deletes the verdict: the pull request then waits for it, never passes without it, until mergexo runs on it again (re-run this job, push, or close and reopen the pull request).";
var verdictApps = /* @__PURE__ */ new Set();
function recordVerdictApp(appSlug) {
  verdictApps.add(typeof appSlug === "string" ? appSlug.toLowerCase() : "");
}
function sharedIdentityNote() {
  return [...verdictApps].some(isSharedIdentity) ? SHARED_IDENTITY_NOTE : void 0;
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
  const { createGitHubClient } = await import("./chunk-CMERFWTT.js");
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

// src/core/pure/words.ts
function githubWords(text) {
  return text;
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
    async updateBranch(repo, number, expectedHead2) {
      try {
        await call(
          "updateBranch",
          () => client.rest.pulls.updateBranch({ ...repo, pull_number: number, expected_head_sha: expectedHead2 })
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
  if (enforcement === "observe") (await import("./chunk-GMGXA6PE.js")).guardObserving(client);
  return {
    github: octokitGitHub(client),
    repo: { owner: ctx.owner, repo: ctx.repo },
    log: runnerLog,
    clock: scaledClock(timeScaleFromEnv(process.env)),
    enforcement
  };
}

// src/core/github/graphql-documents.ts
var MERGE_QUEUE_ENTRIES = (
  /* GraphQL */
  `
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
`
);

// src/core/merge-group.ts
function mergeGroupFromPayload(payload) {
  const group = payload.merge_group;
  if (!group || typeof group.head_sha !== "string" || typeof group.head_ref !== "string") return void 0;
  return {
    headSha: group.head_sha,
    headRef: group.head_ref,
    baseRef: typeof group.base_ref === "string" ? group.base_ref : "",
    ...isSha(group.base_sha) ? { baseSha: group.base_sha } : {}
  };
}
function requireMergeGroup(ctx) {
  const group = mergeGroupFromPayload(ctx.payload);
  if (!group || !isSha(group.headSha)) {
    throw new ConfigurationError(
      "The merge_group event payload has no merge_group.head_sha and head_ref. Run the step on the `merge_group` event GitHub sends for a merge queue, without overriding the event payload."
    );
  }
  return group;
}
function mergeGroupPullNumber(headRef) {
  const m = /\/pr-([1-9]\d*)-[0-9a-f]{7,64}$/.exec(headRef);
  return m ? Number(m[1]) : void 0;
}
function mergeGroupBase(group) {
  if (group.baseRef.startsWith("refs/heads/")) return group.baseRef.slice("refs/heads/".length);
  const m = /^(?:refs\/heads\/)?gh-readonly-queue\/(.+)\/pr-[1-9]\d*-[0-9a-f]{7,64}$/.exec(group.headRef);
  return m?.[1];
}
var QUEUE_FORBIDDEN = (base) => `GitHub refused this token the merge queue of ${base} (Resource not accessible by integration), so the PRs of this merge group cannot be listed and the group fails. Reading the queue takes the repository permission "Merge queues" (read), which a workflow's GITHUB_TOKEN cannot be given: run mergexo as its GitHub App with that permission, its token minted with \`permission-merge-queues: read\`.`;
var QUEUE_UNSEEN = (base) => `GitHub shows this token no merge queue on ${base}, so the PRs of this merge group cannot be listed. Either the queue was turned off since the group was built, or the token may not see it: a GitHub App needs the repository permission "Merge queues" (read), its token minted with \`permission-merge-queues: read\`.`;
var MAX_QUEUE_PAGES = 10;
async function pullsAheadInQueue(github, repo, base, number) {
  const entries = [];
  let cursor = null;
  for (let page = 0; ; page++) {
    if (page >= MAX_QUEUE_PAGES) {
      throw new UndecidableError(
        `the merge queue of ${base} holds more than ${MAX_QUEUE_PAGES * 100} entries; mergexo does not judge a group it cannot list.`
      );
    }
    let answer;
    try {
      answer = await github.query("mergeQueue.entries", MERGE_QUEUE_ENTRIES, {
        owner: repo.owner,
        name: repo.repo,
        branch: base,
        cursor
      });
    } catch (e) {
      if (isGraphQLForbidden(e)) throw new ConfigurationError(QUEUE_FORBIDDEN(base));
      throw e;
    }
    const queue = answer.repository?.mergeQueue;
    if (!queue) throw new UndecidableError(QUEUE_UNSEEN(base));
    const conn = queue.entries;
    if (!conn) throw new UndecidableError(`GitHub did not list the merge queue of ${base}.`);
    for (const node of conn.nodes) {
      if (node?.pullRequest) entries.push({ position: node.position, number: node.pullRequest.number });
    }
    if (!conn.pageInfo.hasNextPage) break;
    cursor = conn.pageInfo.endCursor;
  }
  const own = entries.find((e) => e.number === number);
  if (!own) {
    throw new UndecidableError(
      `PR #${number} is not in the merge queue of ${base} (any more), so the PRs of its merge group cannot be listed; a PR that is queued again gets a new group.`
    );
  }
  return entries.filter((e) => e.position < own.position).sort((a, b) => a.position - b.position).map((e) => e.number);
}

// src/core/pure/commit-verdict.ts
var UNLISTED = 0;
function unlisted(e) {
  return { number: UNLISTED, pass: false, unlisted: githubWords(e instanceof Error ? e.message : String(e)) };
}
function conclusionOf(commit) {
  return commit.pass ? "success" : "failure";
}
function conjoin(parts) {
  const failing = parts.filter((p) => !p.pass);
  return { pass: parts.length > 0 && failing.length === 0, failing };
}

// src/core/pr/commit-verdict-messages.ts
function failingNames(parts) {
  const named = parts.filter((p) => !p.pass && p.number !== UNLISTED).map((p) => `#${p.number}`);
  return named.length > 0 ? named.join(", ") : "other pull requests it could not list";
}
function sharedHeadLine(self, parts, render) {
  const others = parts.filter((p) => p.number !== self);
  if (others.length === 0) return void 0;
  const unknown = others.find((p) => p.number === UNLISTED);
  if (unknown) {
    const why = mdText(unknown.unlisted ?? "unknown");
    return `mergexo could not tell which other open PRs this commit heads (${why}), so it cannot pass.`;
  }
  const fails = (p) => p.reason === void 0 || !render ? "refused" : render(p.reason);
  const list = others.map((p) => `#${p.number} (${p.pass ? "passes" : `fails: ${fails(p)}`})`).join(", ");
  return `This commit is also the head of ${list}. A check on a commit counts for every PR it heads, so mergexo writes success here only when each of them passes.`;
}

// src/history-guard/messages.ts
var DESCRIBE = {
  first: "first head seen",
  identical: "same head as the last accepted one",
  ahead: "new commits on top of the last accepted head",
  behind: "the branch was reset to an older commit",
  diverged: "the branch was rewritten (rebase, amend or force-push)"
};
function describeTransition(t) {
  return DESCRIBE[t];
}
function describeRewrites(rewrites) {
  return rewrites.map((r) => `${r.source === "timeline" ? "force-push" : "push"} by @${r.by}${r.at ? ` at ${r.at}` : ""}`).join(", ");
}
function unblockRefusalText(reason) {
  switch (reason.kind) {
    case "head-moved":
      return `accept-head ${reason.acceptHead} is not the PR's current head (${reason.head}); the branch moved since it was chosen. Review the new head and run again with accept-head set to it.`;
    case "no-record":
      return "history-guard has no record of this PR: it was never evaluated, so nothing is blocked.";
    case "not-blocked":
      return `the PR is not blocked, and its head ${reason.head} does not descend from ${reason.accepted}.`;
    case "refused-head":
      return `this head was already refused by mergexo (${reason.refusedHead}); review it and run again with accept-head=${reason.head}.`;
    case "overwritten-head-gone":
      return `GitHub recorded a rewrite of the branch (history rewritten: ${describeRewrites(reason.rewrites)}) but no longer has the head it overwrote, so restored history cannot be shown; review the head and run again with accept-head=${reason.head}.`;
    case "not-restored":
      return `history is not restored: the head ${reason.head} does not descend from the last accepted head ${reason.accepted}. Merge the backup ref into the branch and push, or run again with accept-head set to the current head.`;
  }
}
function dispatch(settings, pr, acceptHead) {
  return `gh workflow run ${settings.operatorWorkflow} -f mode=unblock -f pull-request=${pr}` + (acceptHead ? ` -f accept-head=${acceptHead}` : "");
}
function unkeptText(shas) {
  const list = shas.map((sha) => mdCode(sha, { table: true })).join(", ");
  const [changes, them] = shas.length === 1 ? ["changes", "it"] : ["change", "them"];
  return `_(not kept: ${list} ${changes} a file under \`.github/workflows/\`, and GitHub lets only a token with the \`workflows\` permission create a ref at such commits; \`GITHUB_TOKEN\` never has it. No ref holds ${them} now: GitHub keeps ${them} only until it garbage-collects ${them}, and the author's clone still has ${them} (\`git reflog\`). To keep ${them}, push ${them} to a branch with a token that may write workflows.)_`;
}
function blockCommentText(state, transition, prNumber, settings) {
  const observed = state.observed ?? "unknown";
  const backups = state.backupRefs ?? [];
  const kept = backups.map((r) => mdCode(r, { table: true })).join(", ");
  const unkept = state.unkept ?? [];
  const backupLine = unkept.length > 0 ? [kept, unkeptText(unkept)].filter((x) => x !== "").join("; ") : kept || "_(could not be created; see the workflow log. The commits stay in GitHub until garbage-collected.)_";
  const fetchRef = backups[0] ?? state.accepted;
  if (state.refusedHead) {
    return [
      "### \u26D4 mergexo/history-guard blocked this pull request",
      "",
      `Its head \`${observed}\` already carries a refusal written by mergexo (${state.refusedHead}), for this PR or another one with the same head. A commit mergexo refused is not a new first head: the check on a commit counts for every PR it heads, so opening another PR cannot turn it green.`,
      "",
      `Someone with \`${settings.unblockPermission}\` permission can review the head and accept it as this PR's baseline:`,
      "```sh",
      dispatch(settings, prNumber, observed),
      "```"
    ].join("\n");
  }
  if (state.cause) {
    const why = state.cause.kind === "overwritten-head-gone" ? `GitHub recorded a rewrite of this PR's branch (${describeRewrites(state.cause.rewrites)}) that mergexo had not accepted, and no longer has the head it overwrote, so no push can show that history was restored.` : "mergexo's record of this PR's accepted history was altered by someone else. Without a trusted record no push can be proven append-only, so the PR is blocked.";
    return [
      "### \u26D4 mergexo/history-guard blocked this pull request",
      "",
      why,
      "",
      `Current head: \`${observed}\`. Someone with \`${settings.unblockPermission}\` permission can review it and accept it as the new baseline:`,
      "```sh",
      dispatch(settings, prNumber, observed),
      "```"
    ].join("\n");
  }
  return [
    `### \u26D4 mergexo/history-guard blocked this pull request`,
    "",
    `Pull request history must be append-only: every new head has to descend from the last accepted head. This push does not: ${describeTransition(transition)}.`,
    "",
    "| | commit |",
    "| --- | --- |",
    `| Expected: last accepted head | \`${state.accepted}\` |`,
    `| Observed: current head | \`${observed}\` |`,
    ...state.overwritten?.length ? [`| Overwritten heads (GitHub's timeline) | ${state.overwritten.map((o) => `\`${o}\``).join(", ")} |`] : [],
    `| Overwritten commits kept at | ${backupLine} |`,
    "",
    `The check \`${settings.checkName}\` fails and the label \`${settings.blockedLabel}\` stays until an operator unblocks the PR. New pushes do not lift the block. There are two ways out:`,
    "",
    "**1. Restore history** (the author): bring the accepted commits back under the branch, then ask a maintainer to unblock.",
    "```sh",
    `git fetch origin ${fetchRef}`,
    `git merge ${short(state.accepted)}   # or rebuild your change on top of ${short(state.accepted)}`,
    "git push",
    dispatch(settings, prNumber),
    "```",
    "",
    `**2. Accept the rewritten head** (someone with \`${settings.unblockPermission}\` permission, after reviewing it):`,
    "```sh",
    dispatch(settings, prNumber, observed),
    "```"
  ].join("\n");
}
function unblockedCommentText(state, how, actor, previous) {
  return [
    `### \u2705 mergexo/history-guard: unblocked by @${actor}`,
    "",
    how === "accepted-head" ? `@${actor} accepted the rewritten head \`${state.accepted}\` as the new baseline.` : `History is restored: the head \`${state.accepted}\` descends from the last accepted head \`${previous.accepted}\`.`,
    "",
    "Later pushes must build on this head."
  ].join("\n");
}
function acceptedTitle(state) {
  if (state.via === "unblocked") return "History is append-only (accepted by an operator)";
  return `History is append-only (${state.via ?? "ahead"})`;
}
function blockedTitle(state, transition) {
  if (state.refusedHead) return "Blocked: mergexo already refused this commit";
  if (state.overwritten) return "Blocked: history rewritten (a force-push on GitHub's timeline)";
  if (state.cause) return "Blocked: mergexo's record of this PR was altered";
  return `Blocked: history rewritten (${transition})`;
}
function sharedBlockTitle(parts) {
  return `Blocked: this commit also heads ${failingNames(parts)}, which is blocked`;
}
function readyTakenBackLine(number) {
  return `#${number}: ready for review mark taken back: history-guard blocks the PR.`;
}
function readyNotTakenBackLine(number, error2) {
  return `#${number}: could not take the ready for review mark back (${error2}); the block stands.`;
}
function blockedPartReason(transition) {
  return `blocked, history rewritten (${transition})`;
}
function guardCheckText(decision, head, previous, parts, number, conclusion) {
  const next = decision.next;
  const lines = [
    `Transition: **${decision.transition}** (${describeTransition(decision.transition)}).`,
    `Last accepted head: \`${next.accepted}\`.`
  ];
  if (decision.verdict === "blocked") {
    lines.push(`Expected head: a descendant of \`${next.accepted}\`.`, `Observed head: \`${head}\`.`);
    if (next.overwritten?.length)
      lines.push(`Overwritten heads GitHub recorded: ${next.overwritten.map((o) => `\`${o}\``).join(", ")}.`);
    if (next.refusedHead) lines.push(`This commit was already refused by mergexo: ${next.refusedHead}.`);
    if (next.backupRefs?.length)
      lines.push(`Overwritten commits kept at: ${next.backupRefs.map((r) => `\`${r}\``).join(", ")}.`);
    if (previous?.status === "blocked")
      lines.push("The PR was already blocked; pushes do not lift a block, an operator does.");
  }
  const shared = sharedHeadLine(number, parts, blockedPartReason);
  if (shared) lines.push(shared);
  const title = conclusion === "failure" ? decision.verdict === "accepted" ? sharedBlockTitle(parts) : blockedTitle(next, decision.transition) : acceptedTitle(next);
  return { title, summary: lines.join("\n\n") };
}
function unblockCheckText(how, actor, head, previous, parts, number, conclusion) {
  const shared = sharedHeadLine(number, parts, blockedPartReason);
  return {
    title: conclusion === "failure" ? sharedBlockTitle(parts) : how === "accepted-head" ? "Rewritten head accepted by an operator" : "History restored",
    summary: `Unblocked by @${actor} (${how}).

Last accepted head: \`${head}\`.` + (previous.status === "blocked" ? `

Previously expected a descendant of \`${previous.accepted}\`.` : "") + (shared ? `

${shared}` : "")
  };
}
function acceptedHeadGoneAdvice(error2, number, head) {
  return `${error2} To judge pushes from the current head on, a maintainer can accept it: run the operator workflow with mode=unblock, pull-request=${number}, accept-head=${head}.`;
}
function githubSilentReason(error2) {
  return `GitHub did not answer while history was being checked (${error2}), even after retries. Nothing was changed; re-run the job once GitHub is healthy.`;
}
var DEFERRED_WRITE = {
  "add-label": (label) => `the label '${label}'`,
  "remove-label": (label) => `taking the label '${label}' off`,
  "ready-mark": () => "taking back the ready mark",
  "block-comment": () => "the block comment (the check carries the state)"
};
function deferredNote(note) {
  const at = utcTime(new Date(note.left.resetAt * 1e3));
  return `PR #${note.number}: GitHub's REST budget for this token is nearly spent (${note.left.remaining} of ${note.left.limit} requests left until ${at}, below the ${verdictReserve(note.left.limit)} mergexo keeps for verdicts). The verdict is written; deferred: ${note.what.map((w) => DEFERRED_WRITE[w](note.label)).join("; ")}. The PR's next run writes them (its next push, or this job re-run after ${at}).`;
}
function guardNoteText(note) {
  switch (note.kind) {
    case "backup-failed":
      if (note.needs !== "workflows") return `Could not create backup ref ${note.ref}: ${note.said}`;
      return `Could not create backup ref ${note.ref}: ${note.sha} brings changes to a workflow file, and GitHub lets only a token with the \`workflows\` permission create a ref at it, which GITHUB_TOKEN never has (GitHub said: ${note.said}). No ref keeps it; a GitHub App token with Workflows: Read and write would.`;
    case "deferred":
      return deferredNote(note);
    case "forgiven":
      return forgivenNote(note.number, note.rewrite, note.why);
  }
}
function stillBlockedLine(number, reason) {
  return `PR #${number}: ${reason}`;
}
function staysBlockedText(number, reason) {
  switch (reason.kind) {
    case "not-open":
      return `PR #${number} is ${reason.state.toLowerCase()}.`;
    case "refused":
      return unblockRefusalText(reason.refusal);
    case "undecidable":
      return reason.said;
    case "error":
      return `error: ${reason.said}`;
  }
}
var staysBlocked = (o) => o.reason ? staysBlockedText(o.number, o.reason) : "";
function forgivenNote(number, r, why) {
  const who = r.actor ?? r.by;
  const because = why === "enforced-since" ? "GitHub recorded it before enforced-since" : `${who} is in rewrite-allowed-actors and authored the PR`;
  return `PR #${number}: the force-push by ${who} at ${r.at} is accepted: ${because}.`;
}

// src/history-guard/summary-messages.ts
var OPERATOR_ENFORCES_LINE = "enforcement: observe governs what mergexo does on its own; this operator's request is carried out as asked.";
var CLOSED_LINE = "The pull request was closed; there is no history to guard.";
function guardSummary(number, result) {
  return {
    heading: `mergexo/history-guard: PR #${number} ${result.verdict === "accepted" ? "accepted \u2705" : "blocked \u26D4"}`,
    header: ["PR", "verdict", "transition", "expected head", "observed head"],
    rows: [
      [`#${number}`, result.verdict, result.transition, htmlCode(result.expectedHead), htmlCode(result.observedHead)]
    ],
    ...result.notes.length ? { footer: result.notes.map((n) => htmlText(guardNoteText(n))).join("<br>") } : {}
  };
}
function guardFailure(number, result) {
  if (result.ownVerdict === "accepted") {
    const sharedBlock = result.sharedWith.filter((p) => !p.pass);
    return `mergexo/history-guard: PR #${number}'s own history is append-only, but its head ${result.observedHead} is also the head of ${failingNames(sharedBlock)}, which is blocked; a check on a commit counts for every PR it heads, so it stays failing until each of them is accepted.`;
  }
  return `mergexo/history-guard: PR #${number} is blocked: history was rewritten (${result.transition}); expected a descendant of ${result.expectedHead}, observed ${result.observedHead}. See the PR comment for the way out.`;
}
function listSummary(blocked) {
  return {
    heading: `mergexo/history-guard: ${blocked.length} blocked pull request${blocked.length === 1 ? "" : "s"}`,
    header: ["PR", "title", "expected head", "observed head", "backup refs"],
    rows: blocked.map((b) => [
      htmlLink(`#${b.number}`, b.url),
      htmlText(b.title),
      htmlCode(b.expected),
      htmlCode(b.observed),
      b.backupRefs.map((r) => htmlCode(r)).join("<br>")
    ])
  };
}
function blockedListLines(blocked) {
  if (blocked.length === 0) return ["No blocked pull requests."];
  return blocked.map((b) => logLine(`#${b.number} ${b.title}`));
}
function unblockSummary(outcomes) {
  return {
    heading: "mergexo/history-guard: unblock",
    header: ["PR", "result", "head", "detail"],
    rows: outcomes.map((o) => [
      `#${o.number}`,
      o.unblocked ? "unblocked \u2705" : "still blocked \u26D4",
      htmlCode(o.head),
      htmlText(o.how ?? staysBlocked(o))
    ])
  };
}
function unblockFailure(outcome) {
  return `mergexo/history-guard: PR #${outcome.number} stays blocked: ${logLine(staysBlocked(outcome))}`;
}
function unblockWarning(refused) {
  return `${plural(refused.length, "PR")} ${refused.length === 1 ? "stays" : "stay"} blocked: ${refused.map((o) => `#${o.number} (${logLine(staysBlocked(o))})`).join("; ")}`;
}

// src/history-guard/group-messages.ts
function groupCheckText(group, result) {
  const lines = [`Merge group ${mdCode(group.headSha)} (${mdCode(group.headRef)}).`];
  if (result.why) lines.push(groupWhy(result.why));
  for (const m of result.members) {
    lines.push(
      m.pass ? `- PR #${m.number}: accepted at \`${m.guard?.observedHead ?? ""}\`, which the group commit contains.` : `- PR #${m.number}: fails: ${m.reason ? groupMemberReason(m.reason) : "refused"}.`
    );
  }
  lines.push(
    "The group holds the PR its ref names and every PR ahead of it in the queue; each is judged as on a push, and the group passes only when every one of them is accepted and its accepted head is in the group commit."
  );
  const failing = result.members.filter((m) => !m.pass).map((m) => `#${m.number}`);
  const title = result.verdict === "accepted" ? `Every PR in this merge group is append-only (${result.members.map((m) => `#${m.number}`).join(", ")})` : failing.length ? `Blocked: ${failing.join(", ")} in this merge group` : "Blocked: the PRs of this merge group are unknown";
  return { title, summary: lines.join("\n\n") };
}
function groupMemberReason(why) {
  switch (why.kind) {
    case "unjudged":
      return `could not be judged: ${mdText(why.error)}`;
    case "shares-blocked-head":
      return "its head also heads a blocked PR";
    case "blocked":
      return `it is blocked: history rewritten (${why.transition})`;
    case "uncompared":
      return `GitHub could not compare its accepted head \`${why.head}\` with the group commit`;
    case "not-in-group":
      return `the group commit does not contain its accepted head \`${why.head}\` (the head moved on after the group was built, or the queue squashes or rebases; history-guard needs the queue's merge method "merge")`;
  }
}
function groupWhy(why) {
  switch (why.kind) {
    case "unnamed":
      return `The group ref does not name a pull request (${mdCode("pr-<number>-<sha>")}), so no history can be vouched for.`;
    case "configuration":
      return `Configuration error: ${mdText(why.error)}`;
    case "unlisted":
      return `mergexo could not tell which PRs this group holds (${mdText(why.error)}), so it cannot pass.`;
  }
}
function judgingGroupMemberLine(number, groupHead) {
  return `Judging PR #${number} of merge group ${groupHead}.`;
}
var NO_GROUP_BASE_REASON = "the merge_group event's payload names no base branch, so the PRs queued ahead cannot be listed; the group is refused because mergexo fails closed when it cannot be sure: add the PRs to the queue again";
function groupSummary(group, result) {
  const where = `merge group ${htmlCode(group.headSha)}`;
  return {
    heading: `mergexo/history-guard: merge group ${result.verdict === "accepted" ? "accepted \u2705" : "blocked \u26D4"}`,
    lead: `${where}, ref ${htmlCode(group.headRef)}${result.why ? `: ${htmlText(groupWhy(result.why))}` : ""}`,
    header: ["PR", "verdict", "accepted head", "in the group commit"],
    rows: result.members.map((m) => [
      `#${m.number}`,
      m.pass ? "accepted" : "blocked",
      htmlCode(m.guard?.observedHead ?? ""),
      m.pass ? "yes" : htmlText(m.reason ? groupMemberReason(m.reason) : "")
    ])
  };
}
function groupFailure(group, result) {
  const failing = result.members.filter((m) => !m.pass).map((m) => `#${m.number} (${logLine(m.reason ? groupMemberReason(m.reason) : "")})`);
  return `mergexo/history-guard: merge group ${group.headSha} is blocked: ` + (failing.length ? failing.join("; ") : logLine(result.why ? groupWhy(result.why) : "its PRs are unknown")) + ". See the check on the group commit.";
}

// src/core/pr/checks.ts
var MAX_ANNOTATIONS_PER_REQUEST = 50;
var MAX_OUTPUT_BYTES = 65535;
var TRUNCATED = "\n\n\u2026 (truncated by mergexo)";
function clip(s) {
  return clipUtf8(s, MAX_OUTPUT_BYTES, TRUNCATED);
}
function observedVerdict(verdict) {
  return {
    ...verdict,
    conclusion: "neutral",
    title: observedTitle(verdict.conclusion, verdict.title),
    summary: `${observedSummaryLead(verdict.conclusion)}

${verdict.summary}`
  };
}
async function writeVerdict(github, repo, judged) {
  const verdict = github.observing ? observedVerdict(judged) : judged;
  const annotations = (verdict.annotations ?? []).map((a) => ({
    path: a.path,
    start_line: 1,
    end_line: 1,
    annotation_level: a.level ?? "failure",
    message: a.message,
    ...a.title ? { title: a.title } : {}
  }));
  const output = {
    title: verdict.title,
    summary: clip(verdict.summary),
    ...verdict.text ? { text: clip(verdict.text) } : {}
  };
  const created = await github.createCheckRun(repo, {
    name: verdict.name,
    headSha: verdict.headSha,
    status: "completed",
    conclusion: verdict.conclusion,
    ...verdict.detailsUrl ? { detailsUrl: verdict.detailsUrl } : {},
    ...verdict.externalId ? { externalId: verdict.externalId } : {},
    output: { ...output, annotations: annotations.slice(0, MAX_ANNOTATIONS_PER_REQUEST) }
  });
  recordVerdictApp(created.appSlug);
  for (let i = MAX_ANNOTATIONS_PER_REQUEST; i < annotations.length; i += MAX_ANNOTATIONS_PER_REQUEST) {
    const batch = annotations.slice(i, i + MAX_ANNOTATIONS_PER_REQUEST);
    await github.annotateCheckRun(repo, created.id, { ...output, annotations: batch });
  }
  return created.id;
}

// src/core/pure/markers.ts
var PREFIX = "<!-- mergexo:v1 ";
var SUFFIX = " -->";
var FIRST_LINE = /^(?:<!-- mergexo:v1 \{.*?\} -->)+$/;
var BETWEEN = `${SUFFIX}${PREFIX}`;
function renderMarker(marker) {
  const json = JSON.stringify(marker).replace(/--/g, "-\\u002d");
  return `${PREFIX}${json}${SUFFIX}`;
}
function parseMarkers(body) {
  const first = firstLine(body);
  if (!FIRST_LINE.test(first)) return [];
  const markers = [];
  for (const json of first.slice(PREFIX.length, -SUFFIX.length).split(BETWEEN)) {
    const marker = parseOne(json);
    if (!marker) return [];
    markers.push(marker);
  }
  return markers;
}
function firstLine(body) {
  const newline = body.indexOf("\n");
  return (newline < 0 ? body : body.slice(0, newline)).replace(/\r$/, "");
}
function parseOne(json) {
  try {
    const value = JSON.parse(json);
    if (typeof value.action === "string" && typeof value.kind === "string" && typeof value.key === "string") {
      return {
        action: value.action,
        kind: value.kind,
        key: value.key,
        ...value.data && typeof value.data === "object" ? { data: value.data } : {}
      };
    }
  } catch {
  }
  return void 0;
}
function withMarker(body, marker) {
  return withMarkers(body, [marker]);
}
function withMarkers(body, markers) {
  return `${markers.map(renderMarker).join("")}
${body}`;
}

// src/core/pure/trust.ts
function botless(login) {
  return login.replace(/\[bot\]$/, "").toLowerCase();
}
function isViewer(actor, viewer) {
  if (!actor) return false;
  const viewerIsBot = viewer.endsWith("[bot]");
  if (viewerIsBot !== (actor.__typename === "Bot")) return false;
  return botless(actor.login) === botless(viewer);
}
function isTrustedAuthor(node, viewer) {
  if (node.databaseId === null || !isViewer(node.author, viewer)) return false;
  return node.editor === null || isViewer(node.editor, viewer);
}
function tamperedBy(nodes, viewer) {
  return nodes.filter(
    (node) => node !== null && node.editor !== null && isTrustedAuthor({ ...node, editor: null }, viewer) && !isTrustedAuthor(node, viewer)
  );
}
function tamperFrom(nodes, viewer) {
  return tamperedBy(nodes, viewer).map(
    (node) => `a comment written by ${viewer} was edited by @${node.editor?.login ?? "someone"} (${node.url})`
  );
}
function trustedFrom(nodes, viewer) {
  const out = [];
  for (const node of nodes) {
    if (!node || !isTrustedAuthor(node, viewer)) continue;
    const markers = parseMarkers(node.body);
    if (markers.length === 0) continue;
    out.push({ id: node.databaseId, url: node.url, body: node.body, markers });
  }
  return out;
}
var findingOf = (m) => JSON.stringify([m.action, m.kind, m.key]);
function splitDuplicates(comments) {
  const oldest = /* @__PURE__ */ new Map();
  for (const c of [...comments].sort((a, b) => a.id - b.id)) {
    for (const m of c.markers) if (!oldest.has(findingOf(m))) oldest.set(findingOf(m), c);
  }
  const keep = new Set(oldest.values());
  return {
    trusted: comments.filter((c) => keep.has(c)),
    duplicates: comments.filter((c) => !keep.has(c))
  };
}
function findMarked(view, action, kind, key) {
  for (let i = view.trusted.length - 1; i >= 0; i--) {
    const comment = view.trusted[i];
    const marker = comment.markers.find(
      (m) => m.action === action && m.kind === kind && (key === void 0 || m.key === key)
    );
    if (marker) return { comment, marker };
  }
  return void 0;
}

// src/core/pr/comments.ts
var SETTLE_WINDOW_MS = 15 * 60 * 1e3;
var sameFinding = (a, b) => a.action === b.action && a.kind === b.kind && a.key === b.key;
async function deleteComment(github, repo, id) {
  await github.deleteComment(repo, id);
}
async function removeDuplicates(github, repo, view, of) {
  if (github.observing) return 0;
  const doomed = view.duplicates.filter((c) => !of || c.markers.some((m) => sameFinding(m, of)));
  for (const copy of doomed) await deleteComment(github, repo, copy.id);
  view.duplicates = view.duplicates.filter((c) => !doomed.includes(c));
  return doomed.length;
}
async function upsertComment(github, repo, view, marker, text, options = {}) {
  if (github.observing) return "unchanged";
  const body = withMarker(text, marker);
  await removeDuplicates(github, repo, view, marker);
  const existing = findMarked(view, marker.action, marker.kind, marker.key);
  if (existing) {
    const markers = [marker, ...existing.comment.markers.filter((m) => m.action !== marker.action)];
    const edited = withMarkers(text, markers);
    if (existing.comment.body === edited) return "unchanged";
    await github.updateComment(repo, existing.comment.id, edited);
    existing.comment.body = edited;
    existing.comment.markers = markers;
    return "updated";
  }
  const created = await github.createComment(repo, view.number, body);
  const mine = { id: created.id, url: created.html_url, body, markers: [marker] };
  view.trusted.push(mine);
  if (options.settle) {
    await settle(
      github,
      repo,
      view.number,
      marker,
      mine,
      new Set(view.tamperedIds ?? []),
      created.user?.login,
      created.created_at
    );
  }
  return "created";
}
async function settle(github, repo, number, marker, mine, tamperedIds, author, createdAt) {
  if (!author) return;
  const since = new Date(new Date(createdAt).getTime() - SETTLE_WINDOW_MS).toISOString();
  const recent = await github.listCommentsSince(repo, number, since);
  const twins = recent.filter((c) => c.user?.login === author && !tamperedIds.has(c.id)).filter((c) => parseMarkers(c.body ?? "").some((m) => sameFinding(m, marker))).sort((a, b) => a.id - b.id);
  const oldest = twins[0];
  if (!oldest || oldest.id === mine.id) return;
  await deleteComment(github, repo, mine.id);
  mine.id = oldest.id;
  mine.url = oldest.html_url;
  mine.body = oldest.body ?? mine.body;
}

// src/core/pr/list.ts
async function listOpenPulls(github, repo, options = {}) {
  return github.listOpenPulls(repo, options);
}

// src/core/pr/commit-verdict.ts
async function openPullsWithCommit(github, repo, sha) {
  return github.listPullsOfCommit(repo, sha);
}
async function otherPullsWithHead(github, repo, sha, self, listed) {
  let pulls = listed ?? await openPullsWithCommit(github, repo, sha);
  if (!pulls.some((p) => p.number === self && p.headSha === sha)) {
    pulls = await listOpenPulls(github, repo);
  }
  const heads = pulls.filter((p) => p.headSha === sha && p.number !== self).map((p) => p.number);
  return [...new Set(heads)].sort((a, b) => a - b);
}
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
async function newcomersAfterSuccess(github, repo, sha, self, judged, judge2) {
  const seen = new Set(judged.map((p) => p.number));
  return judgeOthersOnHead(github, repo, sha, self, judge2, { skip: seen });
}
async function judgeOthersOnHead(github, repo, sha, self, judge2, options = {}) {
  const parts = [];
  try {
    for (const number of await otherPullsWithHead(github, repo, sha, self, options.listed)) {
      if (options.skip?.has(number)) continue;
      const part = await judge2(number);
      if (part) parts.push(part);
    }
  } catch (e) {
    if (e instanceof ConfigurationError) throw e;
    parts.push(unlisted(e));
  }
  return parts;
}
async function writeCommitVerdict(github, repo, plan) {
  const self = plan.own.number;
  const others = plan.othersOnlyIfOwnPasses && !plan.own.pass ? [] : await judgeOthersOnHead(
    github,
    repo,
    plan.head,
    self,
    plan.judgeOther,
    plan.listed ? { listed: plan.listed } : {}
  );
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

// src/core/compare.ts
async function compareCommits(github, repo, base, head) {
  if (base === head) return { status: "identical", aheadBy: 0, behindBy: 0 };
  const answer = await github.compare(repo, base, head, 1);
  if (answer.kind === "unknown") {
    if (/no common ancestor/i.test(answer.said)) return { status: "diverged", aheadBy: 0, behindBy: 0 };
    throw new UndecidableError(
      `GitHub no longer has commit ${base} or ${head} (a commit no branch points at can be garbage-collected), so their history cannot be compared.`
    );
  }
  const { status, aheadBy, behindBy } = answer.comparison;
  if (!["identical", "ahead", "behind", "diverged"].includes(status)) {
    throw new UndecidableError(`GitHub compared ${base} with ${head} and answered an unknown status '${status}'.`);
  }
  return { status, aheadBy, behindBy };
}

// src/core/pure/ancestry.ts
function ancestryFromPullCommits(base, head, commits) {
  if (base === head) return "identical";
  if (commits.length === 0 || commits[commits.length - 1] !== head) return void 0;
  return commits.includes(base) ? "ahead" : void 0;
}
function descends(ancestry) {
  return ancestry === "identical" || ancestry === "ahead";
}

// src/core/pure/roles.ts
var ROLES = ["none", "read", "triage", "write", "maintain", "admin"];
function roleAtLeast(role, required) {
  return ROLES.indexOf(role) >= ROLES.indexOf(required);
}

// src/core/permissions.ts
async function collaboratorRole(github, repo, login) {
  const name = await github.collaboratorRole(repo, login);
  return name !== void 0 && ROLES.includes(name) ? name : "none";
}

// src/core/pure/operator/decide.ts
function decideOperator(facts, needed) {
  if (facts.ref !== `refs/heads/${facts.defaultBranch}`) {
    return { kind: "not-default-branch", defaultBranch: facts.defaultBranch, ref: facts.ref };
  }
  if (needed === void 0) return void 0;
  if (facts.actor === "") return { kind: "no-actor" };
  const role = facts.role ?? "none";
  return roleAtLeast(role, needed) ? void 0 : { kind: "role-too-low", actor: facts.actor, role, needed };
}

// src/core/operator/messages.ts
function operatorRefusalText(refusal, mode, repo) {
  switch (refusal.kind) {
    case "not-default-branch":
      return `The ${mode.name} runs only from the default branch (${refusal.defaultBranch}), not from '${refusal.ref || "an unknown ref"}': a workflow file on another branch could be altered by anyone who can push there. Dispatch the workflow on ${refusal.defaultBranch}.`;
    case "no-actor":
      return `GITHUB_ACTOR is empty, so mergexo cannot check who asked for the ${mode.name} (nothing was done). Run the operator workflow with workflow_dispatch on GitHub's runner, which sets GITHUB_ACTOR to the person who dispatched it.`;
    case "role-too-low":
      return `@${refusal.actor} has '${refusal.role}' permission on ${repo.owner}/${repo.repo}; the ${mode.name} needs '${refusal.needed}' or higher (input '${mode.permissionInput}'). Ask a maintainer to run it.`;
  }
}

// src/core/operator/read.ts
async function readDispatchFacts(github, repo, run, needed) {
  const defaultBranch = run.payload.repository?.default_branch || (await github.repository(repo)).defaultBranch;
  const facts = { ref: run.ref, defaultBranch, actor: run.actor };
  if (needed === void 0 || run.actor === "" || run.ref !== `refs/heads/${defaultBranch}`) return facts;
  return { ...facts, role: await collaboratorRole(github, repo, run.actor) };
}
async function authorizeOperatorRun(github, repo, run, mode) {
  const facts = await readDispatchFacts(github, repo, run, mode.needed);
  const refusal = decideOperator(facts, mode.needed);
  if (refusal) throw new ConfigurationError(operatorRefusalText(refusal, mode, repo));
  return facts;
}

// src/core/pure/logins.ts
var BOT_SUFFIX = "[bot]";
function restLogin(actor) {
  if (!actor) return "ghost";
  const isBot = actor.__typename === "Bot";
  return isBot && !actor.login.endsWith(BOT_SUFFIX) ? `${actor.login}${BOT_SUFFIX}` : actor.login;
}

// src/core/pr/documents.ts
var TRUSTED_COMMENT_FIELDS = (
  /* GraphQL */
  `
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
`
);
var COMMENTS_PAGE_FIELDS = (
  /* GraphQL */
  `
  fragment mergexoCommentsPage on IssueCommentConnection {
    pageInfo {
      hasPreviousPage
      startCursor
    }
    nodes {
      ...mergexoTrustedComment
    }
  }
`
);
var WITNESS_EVENT_FIELDS = (
  /* GraphQL */
  `
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
`
);
var REQUESTED_REVIEWER_FIELDS = (
  /* GraphQL */
  `
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
`
);
var REVIEW_REQUEST_FIELDS = (
  /* GraphQL */
  `
  fragment mergexoReviewRequest on ReviewRequest {
    requestedReviewer {
      ...mergexoRequestedReviewer
    }
  }
  ${REQUESTED_REVIEWER_FIELDS}
`
);
var REVIEW_REQUESTS_READ = (
  /* GraphQL */
  `
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
`
);
var PULL_FIELDS = (
  /* GraphQL */
  `
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
`
);
var PULL_READ_FIELDS = (
  /* GraphQL */
  `
  fragment mergexoPullRead on PullRequest {
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
  ${PULL_FIELDS}
  ${TRUSTED_COMMENT_FIELDS}
  ${COMMENTS_PAGE_FIELDS}
  ${WITNESS_EVENT_FIELDS}
  ${REVIEW_REQUEST_FIELDS}
`
);
var PULL_REQUEST_READ = (
  /* GraphQL */
  `
  query mergexoPullRequestRead($owner: String!, $repo: String!, $number: Int!, $withMergeable: Boolean!) {
    viewer {
      login
    }
    repository(owner: $owner, name: $repo) {
      pullRequest(number: $number) {
        ...mergexoPullRead
      }
    }
  }
  ${PULL_READ_FIELDS}
`
);
var NAMED_CHECK_RUNS = (
  /* GraphQL */
  `
  fragment mergexoNamedCheckRuns on Commit {
    oid
    checkSuites(first: 30, filterBy: { checkName: $checkName }) {
      pageInfo {
        hasNextPage
      }
      nodes {
        app {
          slug
        }
        checkRuns(first: 10, filterBy: { checkName: $checkName, checkType: ALL }) {
          pageInfo {
            hasNextPage
          }
          nodes {
            databaseId
            conclusion
            completedAt
            text
            url
          }
        }
      }
    }
  }
`
);
var PULL_REQUEST_GATE_READ = (
  /* GraphQL */
  `
  query mergexoPullRequestGateRead(
    $owner: String!
    $repo: String!
    $number: Int!
    $withMergeable: Boolean!
    $checkName: String
    $commitA: GitObjectID
    $withCommitA: Boolean!
    $commitB: GitObjectID
    $withCommitB: Boolean!
    $baseFile: String!
    $withBaseFile: Boolean!
    $withFiles: Boolean!
  ) {
    viewer {
      login
    }
    repository(owner: $owner, name: $repo) {
      pullRequest(number: $number) {
        ...mergexoPullRead
        baseRef @include(if: $withBaseFile) {
          target {
            oid
            ... on Commit {
              file(path: $baseFile) {
                type
                mode
                object {
                  ... on Blob {
                    byteSize
                    isBinary
                    isTruncated
                    text
                  }
                }
              }
            }
          }
        }
        files(first: 100) @include(if: $withFiles) {
          totalCount
          pageInfo {
            hasNextPage
          }
          nodes {
            path
            changeType
          }
        }
      }
      commitA: object(oid: $commitA) @include(if: $withCommitA) {
        ...mergexoNamedCheckRuns
      }
      commitB: object(oid: $commitB) @include(if: $withCommitB) {
        ...mergexoNamedCheckRuns
      }
    }
  }
  ${PULL_READ_FIELDS}
  ${NAMED_CHECK_RUNS}
`
);
var PULL_REQUEST_TIMELINE_PAGE = (
  /* GraphQL */
  `
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
`
);
var PULL_REQUEST_COMMENTS_PAGE = (
  /* GraphQL */
  `
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
`
);

// src/core/pr/evidence.ts
function pushersOf(author, forcePushes = []) {
  return new Set([author, ...forcePushes.map((p) => p.by)].map(botless));
}
function countsAgainst(actor, pushers) {
  return typeof actor === "string" && actor !== "" && pushers.has(botless(actor));
}

// src/core/pr/reviewers.ts
function reviewerOf(node) {
  if (!node) return [];
  if (node.__typename === "Team" && node.slug) return [{ kind: "team", slug: node.slug }];
  if ((node.__typename === "User" || node.__typename === "Bot") && node.login) {
    const login = node.__typename === "Bot" && !node.login.endsWith("[bot]") ? `${node.login}[bot]` : node.login;
    return [{ kind: "user", login }];
  }
  return [];
}
function reviewerKey(r) {
  return r.kind === "user" ? `user:${r.login.toLowerCase()}` : `team:${r.slug.toLowerCase()}`;
}
function splitReviewers(reviewers) {
  return [
    reviewers.flatMap((r) => r.kind === "user" ? [r.login] : []),
    reviewers.flatMap((r) => r.kind === "team" ? [r.slug] : [])
  ];
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
    if (isNotFound(e)) throw unknownPullRequest(repo, number);
    throw e;
  });
  const pr = answer.repository?.pullRequest;
  if (!pr) throw unknownPullRequest(repo, number);
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
async function readHead(github, repo, number) {
  const { data } = await github.getPull(repo, number).catch((e) => {
    if (isNotFound(e)) throw unknownPullRequest(repo, number);
    throw e;
  });
  return { headSha: data.head.sha, open: data.state === "open", baseRef: data.base.ref };
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
function unknownPullRequest(repo, number) {
  return new UnknownPullRequestError(repo, number);
}

// src/history-guard/rules/decide.ts
var NO_POLICY = { allowedActors: [], author: "" };
function forgivenBecause(r, policy) {
  if (r.source !== "timeline") return void 0;
  const at = Date.parse(r.at);
  if (policy.enforcedSince !== void 0 && Number.isFinite(at) && at < policy.enforcedSince) return "enforced-since";
  const actor = r.actor?.toLowerCase();
  if (actor !== void 0 && actor === policy.author.toLowerCase() && policy.allowedActors.some((a) => a.toLowerCase() === actor)) {
    return "allowed-actor";
  }
  return void 0;
}
var NO_WITNESS = { forcePushes: 0, hiddenRewrites: [] };
function sightings(rewrites) {
  return rewrites.map((r) => ({ source: r.source, by: r.by, at: r.at }));
}
function refusalCounts(refused, pull) {
  if (refused === void 0) return true;
  return refused.some((r) => r.branch === pull.branch || r.author.toLowerCase() === pull.author.toLowerCase());
}
function partOf(number, decision) {
  return decision.verdict === "accepted" ? { number, pass: true } : { number, pass: false, reason: decision.transition };
}
function partOnHead(number, decision, judgedHead, head) {
  return judgedHead === head ? partOf(number, decision) : void 0;
}
function expectedHead(decision, state, head) {
  return decision.verdict === "blocked" ? decision.next.accepted : state?.accepted ?? head;
}
function decideGuard(state, head, ancestry, witnessed = NO_WITNESS, policy = NO_POLICY) {
  const forgiven = witnessed.hiddenRewrites.filter((r) => forgivenBecause(r, policy) !== void 0);
  const witness = { ...witnessed, hiddenRewrites: witnessed.hiddenRewrites.filter((r) => !forgiven.includes(r)) };
  const seen = witness.forcePushes > 0 ? { forcePushesSeen: witness.forcePushes } : {};
  const blocked = (transition2, next) => ({
    verdict: "blocked",
    transition: transition2,
    next: { ...next, ...seen },
    newlyBlocked: true
  });
  const overwritten = [...new Set(witness.hiddenRewrites.flatMap((r) => r.before ? [r.before] : []))];
  const rewriteWitnessed = (accepted) => ({
    status: "blocked",
    accepted,
    observed: head,
    rewrite: head,
    overwritten,
    ...overwritten.length === 0 ? { cause: { kind: "overwritten-head-gone", rewrites: sightings(witness.hiddenRewrites) } } : {}
  });
  if (!state) {
    if (witness.refusedHead) {
      const refusedHead = witness.refusedHead;
      return blocked("first", { status: "blocked", accepted: head, observed: head, rewrite: head, refusedHead });
    }
    if (witness.hiddenRewrites.length > 0) return blocked("diverged", rewriteWitnessed(overwritten.at(-1) ?? head));
    return {
      verdict: "accepted",
      transition: "first",
      next: { status: "accepted", accepted: head, via: "first", ...seen },
      ...forgiven.length > 0 ? { forgiven } : {}
    };
  }
  const transition = ancestry ?? (head === state.accepted ? "identical" : "diverged");
  if (state.status === "blocked") {
    return { verdict: "blocked", transition, next: { ...state, observed: head }, newlyBlocked: false };
  }
  if (transition !== "identical" && transition !== "ahead") {
    if (forgiven.length > 0 && witness.hiddenRewrites.length === 0) {
      return {
        verdict: "accepted",
        transition,
        next: { status: "accepted", accepted: head, via: "ahead", ...seen },
        forgiven
      };
    }
    return blocked(transition, { status: "blocked", accepted: state.accepted, observed: head, rewrite: head });
  }
  if (witness.hiddenRewrites.length > 0) {
    return blocked("diverged", rewriteWitnessed(state.accepted));
  }
  const also = forgiven.length > 0 ? { forgiven } : {};
  if (transition === "identical") return { verdict: "accepted", transition, next: { ...state, ...seen }, ...also };
  return {
    verdict: "accepted",
    transition,
    next: { status: "accepted", accepted: head, via: "ahead", ...seen },
    ...also
  };
}
function decideUnblock(input) {
  const { state, head, acceptHead } = input;
  const seen = input.forcePushes ? { forcePushesSeen: input.forcePushes } : {};
  const ancestry = input.overwrittenRestored === false ? "diverged" : input.ancestry;
  const refuse = (reason) => ({ ok: false, reason });
  if (acceptHead !== void 0 && acceptHead !== head) return refuse({ kind: "head-moved", acceptHead, head });
  if (!state) return refuse({ kind: "no-record" });
  const restored = ancestry !== void 0 && descends(ancestry);
  const unblocked = (how) => ({
    ok: true,
    how,
    next: { status: "accepted", accepted: head, via: "unblocked", ...seen }
  });
  if (state.status === "accepted") {
    return restored || acceptHead !== void 0 ? unblocked("already-accepted") : refuse({ kind: "not-blocked", head, accepted: state.accepted });
  }
  if (acceptHead !== void 0) return unblocked("accepted-head");
  if (state.refusedHead) return refuse({ kind: "refused-head", refusedHead: state.refusedHead, head });
  if (state.cause?.kind === "overwritten-head-gone") {
    return refuse({ kind: "overwritten-head-gone", rewrites: state.cause.rewrites, head });
  }
  if (restored) return unblocked("restored");
  return refuse({ kind: "not-restored", head, accepted: state.accepted });
}

// src/history-guard/github-ports.ts
async function newestVerdict(ctx, commit, viewer) {
  try {
    return (await ownCheckRuns(ctx.github, ctx.repo, commit, ctx.settings.checkName, viewer))[0];
  } catch (e) {
    const status = httpStatus(e);
    if (status === 404 || status === 422) return void 0;
    throw e;
  }
}
function verdictReader(ctx, viewer, known = /* @__PURE__ */ new Map()) {
  const read = new Map(
    [...known].map(([commit, runs]) => [commit, Promise.resolve(ownAmong(runs, commit, viewer)[0])])
  );
  return (commit) => {
    const known2 = read.get(commit) ?? newestVerdict(ctx, commit, viewer);
    read.set(commit, known2);
    return known2;
  };
}
async function compareWithAccepted(ctx, accepted, head, number) {
  try {
    return (await compareCommits(ctx.github, ctx.repo, accepted, head)).status;
  } catch (e) {
    if (!(e instanceof UndecidableError)) throw e;
    throw new UndecidableError(acceptedHeadGoneAdvice(e.message, number, head));
  }
}
async function comparedContains(ctx, commit, head) {
  try {
    const { status } = await compareCommits(ctx.github, ctx.repo, commit, head);
    return descends(status);
  } catch (e) {
    if (e instanceof UndecidableError) return "unknown";
    throw e;
  }
}
function githubGit(ctx, snapshot) {
  const commits = snapshot.recentCommits ?? [];
  return {
    ancestry: async (accepted, head) => ancestryFromPullCommits(accepted, head, commits) ?? await compareWithAccepted(ctx, accepted, head, snapshot.number),
    contains: async (commit, head) => ancestryFromPullCommits(commit, head, commits) ? true : comparedContains(ctx, commit, head)
  };
}

// src/core/pure/protocol/ready-mark.ts
var DEFAULT_READY_LABEL = "mergexo:ready";
var DEFAULT_BLOCKED_LABEL = "mergexo:blocked";

// src/core/ready-mark/mark.ts
var READY_MODES = ["label", "draft", "reviewers"];
function noChange() {
  return {
    labelAdded: false,
    labelRemoved: false,
    madeReady: false,
    madeDraft: false,
    requested: [],
    unrequested: [],
    leftOut: []
  };
}
function changed(c) {
  return c.labelAdded || c.labelRemoved || c.madeReady || c.madeDraft || c.requested.length + c.unrequested.length > 0;
}
function markOn(settings) {
  return settings.modes.length > 0;
}
function reviewersFor(settings, repo) {
  return settings.reviewers.map((r) => {
    if (r.kind === "user") return { kind: "user", login: r.login };
    if (r.org.toLowerCase() !== repo.owner.toLowerCase()) {
      throw new ConfigurationError(
        `Input 'ready-reviewers' names the team '${r.org}/${r.slug}', but GitHub only requests reviews from teams of the repository's owner '${repo.owner}'. Name a team as '${repo.owner}/<team>'.`
      );
    }
    return { kind: "team", slug: r.slug };
  });
}
async function readRequests(github, repo, view) {
  const answer = await github.query("pull.reviewRequests", REVIEW_REQUESTS_READ, {
    owner: repo.owner,
    repo: repo.repo,
    number: view.number
  });
  const pr = answer.repository?.pullRequest;
  const pending = new Set(
    (pr?.reviewRequests.nodes ?? []).flatMap((r) => reviewerOf(r?.requestedReviewer).map(reviewerKey))
  );
  const ours = /* @__PURE__ */ new Set();
  for (const node of pr?.timelineItems.nodes ?? []) {
    if (!node) continue;
    for (const key of reviewerOf(node.requestedReviewer).map(reviewerKey)) {
      const byUs = isViewer(node.actor, view.viewer);
      if (node.__typename === "ReviewRequestedEvent" && byUs) ours.add(key);
      else ours.delete(key);
    }
  }
  return { pending, ours };
}
async function reviewersWhere(github, repo, view, candidates, pick) {
  const listed = view.reviewRequests ? new Set(view.reviewRequests.map(reviewerKey)) : void 0;
  const open = (r) => {
    const pending2 = listed?.has(reviewerKey(r));
    return pending2 === void 0 || pick(pending2, true) || pick(pending2, false);
  };
  if (!candidates.some(open)) return [];
  const { pending, ours } = await readRequests(github, repo, view);
  return candidates.filter((r) => pick(pending.has(reviewerKey(r)), ours.has(reviewerKey(r))));
}
async function setDraft(github, view, draft) {
  const what = draft ? "convert the pull request to a draft" : "mark the pull request ready for review";
  if (await github.setDraft(view.nodeId, draft) === "forbidden") {
    throw new ConfigurationError(
      `The token may not ${what} (Resource not accessible by integration). GitHub asks for \`contents: write\` beside \`pull-requests: write\` for it: add both to the job's \`permissions:\` block, or leave 'draft' out of 'ready-mark'.`
    );
  }
  view.isDraft = draft;
}
async function takeBackReadyMark(github, repo, view, settings) {
  if (github.observing) return noChange();
  const change = noChange();
  const modes = new Set(settings.modes);
  if (modes.has("reviewers")) {
    const drop = await reviewersWhere(
      github,
      repo,
      view,
      reviewersFor(settings, repo),
      (pending, ours) => pending && ours
    );
    if (drop.length > 0) {
      await github.removeReviewers(repo, view.number, ...splitReviewers(drop));
      change.unrequested = drop;
    }
  }
  if (modes.has("label")) change.labelRemoved = await removeLabel(github, repo, view, settings.label);
  if (modes.has("draft") && !view.isDraft) {
    await setDraft(github, view, true);
    change.madeDraft = true;
  }
  return change;
}

// src/core/refs.ts
async function keepReachable(github, repo, ref, sha) {
  if (github.observing) return;
  if (await github.createRef(repo, ref, sha) === "created") return;
  const short2 = ref.replace(/^refs\//, "");
  if (await github.refTarget(repo, short2) !== sha) await github.forceRef(repo, short2, sha);
}

// src/history-guard/rules/backup.ts
function needsBackup(decision) {
  const { next } = decision;
  if (next.cause || next.refusedHead) return false;
  return decision.newlyBlocked || !next.backupRefs || next.backupRefs.length === 0;
}
function backupCandidates(state, head, before) {
  const candidates = [.../* @__PURE__ */ new Set([state.accepted, ...state.overwritten ?? []])];
  if (isSha(before) && before !== head && !candidates.includes(before)) candidates.push(before);
  return candidates;
}
function backupRef(prefix, number, sha) {
  return `${prefix}/pr-${number}/${sha}`;
}
function unkeptHeads(failures) {
  return failures.flatMap((n) => n.kind === "backup-failed" && n.needs === "workflows" && n.sha ? [n.sha] : []);
}

// src/history-guard/backup.ts
function refusedForWorkflows(e) {
  return e instanceof TokenRefusedError && e.status === 403 && /\bworkflows\b/.test(e.message) ? e.message : void 0;
}
async function backUpOverwrittenHeads(ctx, number, state, head, notes) {
  const candidates = backupCandidates(state, head, ctx.event.payload.before);
  const refs = [];
  for (const sha of candidates) {
    const ref = backupRef(ctx.settings.backupRefPrefix, number, sha);
    try {
      await keepReachable(ctx.github, ctx.repo, ref, sha);
      refs.push(ref);
    } catch (e) {
      const refusal = workflowRefusal(e) ?? refusedForWorkflows(e);
      if (e instanceof ConfigurationError && !refusal) throw e;
      const note = {
        kind: "backup-failed",
        ref,
        sha,
        said: githubWords(refusal ?? errorMessage(e)),
        ...refusal ? { needs: "workflows" } : {}
      };
      ctx.log.warning(guardNoteText(note));
      notes.push(note);
    }
  }
  return refs;
}

// src/history-guard/rules/deferred.ts
function blockWritesDeferred(readyMarkOn) {
  return ["add-label", ...readyMarkOn ? ["ready-mark"] : [], "block-comment"];
}
function acceptWriteDeferred(labels, label) {
  return hasLabel(labels, label);
}

// src/core/pr/head.ts
var MAX_HEAD_MOVES = 3;
async function onStandingHead(first, judge2, headNow, options) {
  const max = options.maxMoves ?? MAX_HEAD_MOVES;
  let head = first;
  for (let move = 0; ; move++) {
    const value = await judge2(head);
    const now = await headNow(value, head);
    if (now === head) return { head, value };
    if (options.onMove?.(head, now, value) === "stop") return { head, value, movedTo: now };
    if (move + 1 >= max) {
      throw new UndecidableError(
        `the PR head kept moving while it was evaluated (${max} times); the next push event will judge it.`
      );
    }
    options.log.info(`The head moved from ${head} to ${now} during evaluation; evaluating the new head.`);
    head = now;
  }
}

// src/core/pr/read-along.ts
var REGULAR_FILE_MODES = /* @__PURE__ */ new Set([33188, 33261]);
var CONTENTS_API_MAX_BYTES = 1e6;
var STATUS = {
  ADDED: "added",
  DELETED: "removed",
  MODIFIED: "modified",
  CHANGED: "changed"
};
function runsOf(node) {
  const suites = node?.checkSuites;
  if (!node?.oid || !suites || suites.pageInfo.hasNextPage) return void 0;
  const runs = [];
  for (const suite of suites.nodes) {
    if (!suite?.checkRuns || suite.checkRuns.pageInfo.hasNextPage) return void 0;
    for (const run of suite.checkRuns.nodes) {
      if (!run || run.databaseId === null) return void 0;
      runs.push({
        id: run.databaseId,
        head_sha: node.oid,
        conclusion: run.conclusion === null ? null : run.conclusion.toLowerCase(),
        completed_at: run.completedAt,
        html_url: run.url,
        app: suite.app ? { slug: suite.app.slug } : null,
        output: { text: run.text }
      });
    }
  }
  return { sha: node.oid, runs };
}
function plainPath(path) {
  return path !== "" && path.split("/").every((segment) => segment !== "" && segment !== "." && segment !== "..");
}
function baseFileOf(baseRef, baseSha, path) {
  const target = baseRef?.target;
  if (!target || target.oid !== baseSha || target.file === void 0 || !plainPath(path)) return void 0;
  if (target.file === null) return { path, baseSha, file: { kind: "absent" } };
  const { type, mode, object } = target.file;
  if (type !== "blob" || !REGULAR_FILE_MODES.has(mode) || !object) return void 0;
  if (object.isBinary !== false || object.isTruncated !== false || typeof object.text !== "string") return void 0;
  if (typeof object.byteSize !== "number" || object.byteSize > CONTENTS_API_MAX_BYTES) return void 0;
  const content = Buffer.from(object.text, "utf8").toString("base64");
  return { path, baseSha, file: { kind: "entry", type: "file", content, encoding: "base64", size: object.byteSize } };
}
function filesOf(files) {
  if (!files || files.pageInfo.hasNextPage) return void 0;
  const rows = [];
  for (const node of files.nodes) {
    const status = node ? STATUS[node.changeType] : void 0;
    if (!node || !status) return void 0;
    rows.push({ filename: node.path, status });
  }
  return rows;
}
function variablesOf(options) {
  const commits = [...new Set(options.checks?.commits ?? [])];
  const [a, b] = options.checks ? commits : [];
  return {
    withMergeable: options.mergeable === true,
    checkName: options.checks?.name ?? null,
    commitA: a ?? null,
    withCommitA: a !== void 0,
    commitB: b ?? null,
    withCommitB: b !== void 0,
    baseFile: options.baseFile ?? "",
    withBaseFile: options.baseFile !== void 0,
    withFiles: options.files === true
  };
}
async function readPullAlong(github, repo, number, options) {
  const { pull, answer } = await readWitnessed(github, repo, number, {
    name: "pull.gate",
    document: PULL_REQUEST_GATE_READ,
    variables: variablesOf(options)
  });
  const pr = answer.repository?.pullRequest;
  const checkRuns = /* @__PURE__ */ new Map();
  for (const node of [answer.repository?.commitA, answer.repository?.commitB]) {
    const read = runsOf(node);
    if (read) checkRuns.set(read.sha, read.runs);
  }
  const baseFile = options.baseFile === void 0 ? void 0 : baseFileOf(pr?.baseRef, pull.baseSha, options.baseFile);
  const files = options.files ? filesOf(pr?.files) : void 0;
  return { pull, along: { checkRuns, ...baseFile ? { baseFile } : {}, ...files ? { files } : {} } };
}

// src/history-guard/rules/state.ts
var ACTION = "history-guard";
function blockKey(finding) {
  return `block:${finding.accepted}:${finding.rewrite ?? finding.observed ?? ""}`;
}
function blockMarker(finding, record = finding) {
  return { action: ACTION, kind: "block", key: blockKey(finding), data: { ...record } };
}
function parseSighting(value) {
  const { source, by, at } = value ?? {};
  return (source === "timeline" || source === "event") && typeof by === "string" && typeof at === "string" ? [{ source, by, at }] : [];
}
function legacySightings(sentence) {
  const list = sentence.startsWith("history rewritten: ") ? sentence.slice("history rewritten: ".length) : "";
  return list.split(", ").flatMap((part) => {
    const m = /^(force-push|push) by @(\S+?)(?: at (\S+))?$/.exec(part);
    return m ? [{ source: m[1] === "push" ? "event" : "timeline", by: m[2], at: m[3] ?? "" }] : [];
  });
}
function parseCause(cause, tampered, overwritten) {
  const { kind, rewrites } = cause ?? {};
  if (kind === "record-altered") return { kind };
  if (kind === "overwritten-head-gone") {
    return { kind, rewrites: Array.isArray(rewrites) ? rewrites.flatMap(parseSighting) : [] };
  }
  if (typeof tampered !== "string") return void 0;
  return overwritten?.length === 0 ? { kind: "overwritten-head-gone", rewrites: legacySightings(tampered) } : { kind: "record-altered" };
}
function parseGuardState(data) {
  if (!data) return void 0;
  const { status, accepted, observed, rewrite, backupRefs, via, refusedHead, overwritten, forcePushesSeen, unkept } = data;
  if (status !== "accepted" && status !== "blocked" || !isSha(accepted)) {
    return void 0;
  }
  const count = (n) => typeof n === "number" && Number.isInteger(n) && n > 0;
  const heads = Array.isArray(overwritten) ? overwritten.filter(isSha) : void 0;
  const cause = parseCause(data.cause, data.tampered, heads);
  return {
    status,
    accepted,
    ...isSha(observed) ? { observed } : {},
    ...isSha(rewrite) ? { rewrite } : {},
    ...cause ? { cause } : {},
    ...typeof refusedHead === "string" ? { refusedHead } : {},
    ...heads ? { overwritten: heads } : {},
    ...count(forcePushesSeen) ? { forcePushesSeen } : {},
    ...via === "first" || via === "ahead" || via === "unblocked" ? { via } : {},
    ...Array.isArray(backupRefs) ? { backupRefs: backupRefs.filter((r) => typeof r === "string") } : {},
    ...Array.isArray(unkept) ? { unkept: unkept.filter(isSha) } : {}
  };
}
function readGuardRecord(view) {
  let best;
  const rank = (r) => [r.state.status === "blocked" ? 1 : 0, r.state.forcePushesSeen ?? 0, r.comment.id];
  const better = (a, b) => {
    if (!b) return true;
    const [x, y] = [rank(a), rank(b)];
    for (let i = 0; i < x.length; i++) if (x[i] !== y[i]) return x[i] > y[i];
    return false;
  };
  for (const comment of view.trusted) {
    for (const marker of comment.markers) {
      if (marker.action !== ACTION || marker.kind !== "block") continue;
      const state = parseGuardState(marker.data);
      if (!state) continue;
      const candidate = { state, comment, marker };
      if (better(candidate, best)) best = candidate;
    }
  }
  return best;
}
function resolvedOnRecord(view, block) {
  const key = blockKey(block);
  return view.trusted.some(
    (c) => c.markers.some(
      (m) => m.action === ACTION && m.kind === "block" && m.key === key && parseGuardState(m.data)?.status === "accepted"
    )
  );
}
function readGuardState(snapshot, lastHead, copy) {
  const record = readGuardRecord(snapshot)?.state;
  if (record?.status === "blocked") return record;
  if (copy?.status === "blocked" && !resolvedOnRecord(snapshot, copy)) return copy;
  const known = [copy?.status === "accepted" ? copy : void 0, record].filter((s) => s !== void 0).sort((a, b) => (b.forcePushesSeen ?? 0) - (a.forcePushesSeen ?? 0))[0];
  const seen = known?.forcePushesSeen ? { forcePushesSeen: known.forcePushesSeen } : {};
  const first = snapshot.forcePushes[known?.forcePushesSeen ?? 0];
  if (first?.before) return { status: "accepted", accepted: first.before, via: "ahead", ...seen };
  if (known) return known;
  if (isSha(lastHead)) return { status: "accepted", accepted: lastHead, via: "ahead" };
  return void 0;
}
function verdictMarker(head, copy) {
  const states = copy.states ? Object.fromEntries([...copy.states].map(([n, s]) => [String(n), { ...s }])) : void 0;
  return renderMarker({
    action: ACTION,
    kind: "verdict",
    key: head,
    data: {
      passed: [...copy.passed],
      ...states ? { states } : {},
      ...copy.refused ? { refused: copy.refused.map((r) => ({ ...r })) } : {}
    }
  });
}
function verdictData(text) {
  return parseMarkers(text).find((m) => m.action === ACTION && m.kind === "verdict")?.data;
}
function passedIn(text, number) {
  const passed = verdictData(text)?.passed;
  return Array.isArray(passed) && passed.includes(number);
}
function copiedState(text, number) {
  const states = verdictData(text)?.states;
  if (!states || typeof states !== "object") return void 0;
  return parseGuardState(states[String(number)]);
}
function refusalsIn(text) {
  const refused = verdictData(text)?.refused;
  if (!Array.isArray(refused)) return void 0;
  return refused.flatMap((r) => {
    const { pr, author, branch } = r ?? {};
    return typeof pr === "number" && typeof author === "string" && typeof branch === "string" ? [{ pr, author, branch }] : [];
  });
}

// src/history-guard/rules/evaluate.ts
function ownerOf(pull) {
  return { author: pull.author, branch: `${pull.headRepository ?? "(deleted fork)"}:${pull.headRef}` };
}
async function stateAndAncestry(ports2) {
  const { pull, head, copy, lastHead, git } = ports2;
  const known = readGuardState(pull, void 0, copy);
  if (known) return { state: known, ancestry: await git.ancestry(known.accepted, head) };
  const state = readGuardState(pull, lastHead, copy);
  if (!state) return { state, ancestry: void 0 };
  try {
    return { state, ancestry: await git.ancestry(state.accepted, head) };
  } catch (e) {
    if (e instanceof UndecidableError) return { state: void 0, ancestry: void 0 };
    throw e;
  }
}
function timelineHides(contained) {
  return contained !== true;
}
function eventHides(contained) {
  return contained === false;
}
function headRefusedBy(newest, pull) {
  if (newest?.conclusion !== "failure" || passedIn(newest.text, pull.number)) return void 0;
  if (!refusalCounts(refusalsIn(newest.text), ownerOf(pull))) return void 0;
  return newest.url || `check run ${newest.id}`;
}
async function witnessOf(ports2, state, ancestry) {
  const { pull, head, pushed, git } = ports2;
  const witness = { forcePushes: pull.forcePushes.length, hiddenRewrites: [] };
  if (state?.status === "blocked") return witness;
  const headContains = async (commit) => state && ancestry && commit === state.accepted ? descends(ancestry) : git.contains(commit, head);
  const hidden = [];
  for (const push of pull.forcePushes.slice(state?.forcePushesSeen ?? 0)) {
    if (!timelineHides(push.before ? await headContains(push.before) : "unknown")) continue;
    hidden.push({
      before: push.before,
      at: push.at,
      by: push.by,
      ...push.actor ? { actor: push.actor } : {},
      source: "timeline"
    });
  }
  const before = pushed?.before;
  if (state && before !== void 0 && isSha(before) && before !== state.accepted && !hidden.some((h) => h.before === before) && eventHides(await headContains(before))) {
    hidden.push({ before, at: "", by: pushed?.by || "someone", source: "event" });
  }
  witness.hiddenRewrites = hidden;
  if (!state && hidden.length === 0) {
    const refused = headRefusedBy(await ports2.newestVerdict(head), pull);
    if (refused) witness.refusedHead = refused;
  }
  return witness;
}
async function evaluate(ports2) {
  const { state, ancestry } = await stateAndAncestry(ports2);
  const witness = await witnessOf(ports2, state, ancestry);
  const decision = decideGuard(state, ports2.head, ancestry, witness, ports2.policy ?? NO_POLICY);
  return { state, ancestry, decision };
}

// src/history-guard/rules/rewrite-policy.ts
function rewritePolicy(settings, author) {
  return {
    ...settings.enforcedSince !== void 0 ? { enforcedSince: settings.enforcedSince } : {},
    allowedActors: settings.rewriteAllowedActors,
    author
  };
}

// src/history-guard/rules/copy-lookup.ts
var COPY_LOOKUPS = 10;
function copyLookups(input) {
  const { recordBlocked, head, before, forcePushes } = input;
  if (recordBlocked) return [];
  const left = [...forcePushes].reverse().slice(0, COPY_LOOKUPS).flatMap((push) => push.after && push.after !== head && push.after !== before ? [push.after] : []);
  return [...before ? [before] : [], head, ...left];
}
function eventHeads(payload, number) {
  const ours = payload.pull_request?.number === number;
  const head = ours ? payload.pull_request?.head?.sha : void 0;
  const before = ours && payload.action === "synchronize" ? payload.before : void 0;
  return { ...isSha(head) ? { head } : {}, ...isSha(before) ? { before } : {} };
}

// src/history-guard/standing-head.ts
async function judgeStandingHead(ctx, number) {
  const { head: named, before } = eventHeads(ctx.event.payload, number);
  const commits = [before, named].filter((c) => c !== void 0);
  const { pull: snapshot, along } = await readPullAlong(ctx.github, ctx.repo, number, {
    checks: { name: ctx.settings.checkName, commits }
  });
  const recordBlocked = readGuardRecord(snapshot)?.state.status === "blocked";
  const standing = await onStandingHead(
    snapshot.headSha,
    async (head) => {
      const verdictOn = verdictReader(ctx, snapshot.viewer, along.checkRuns);
      let copy;
      for (const commit of copyLookups({ recordBlocked, head, before, forcePushes: snapshot.forcePushes })) {
        const verdict = await verdictOn(commit);
        copy = verdict ? copiedState(verdict.text, number) : void 0;
        if (copy) break;
      }
      const { state, decision } = await evaluate({
        pull: snapshot,
        head,
        ...copy ? { copy } : {},
        ...before ? { lastHead: before, pushed: { before, by: ctx.event.actor } } : {},
        policy: rewritePolicy(ctx.settings, snapshot.authorLogin),
        git: githubGit(ctx, snapshot),
        newestVerdict: verdictOn
      });
      return { state, decision, onCommit: await openPullsWithCommit(ctx.github, ctx.repo, head) };
    },
    async ({ onCommit }) => onCommit.find((p) => p.number === number)?.headSha ?? (await readHead(ctx.github, ctx.repo, number)).headSha,
    { log: ctx.log }
  );
  return { snapshot, head: standing.head, ...standing.value };
}
async function evaluateOrRefuse(ctx, number) {
  try {
    return await judgeStandingHead(ctx, number);
  } catch (e) {
    if (e instanceof ConfigurationError || e instanceof UndecidableError) throw e;
    throw new UndecidableError(githubSilentReason(errorMessage(e)));
  }
}

// src/history-guard/rules/verdict-line.ts
function passedParts(parts) {
  return parts.filter((p) => p.pass).map((p) => p.number);
}
function verdictLine(head, parts, ledger, observing = false) {
  const states = /* @__PURE__ */ new Map();
  const refused = [];
  for (const part of parts) {
    if (observing) break;
    const entry = ledger.get(part.number);
    if (!entry) continue;
    states.set(part.number, entry.state);
    if (entry.state.status === "blocked") refused.push({ pr: part.number, ...entry.owner });
  }
  return verdictMarker(head, { passed: passedParts(parts), states, refused });
}

// src/history-guard/shell.ts
var SETTLE = { settle: true };
async function applyBlock(ctx, number, { snapshot, decision, head }, notes) {
  const next = { ...decision.next };
  if (decision.verdict === "blocked" && needsBackup(decision)) {
    const tried = [];
    next.backupRefs = await backUpOverwrittenHeads(ctx, number, next, head, tried);
    notes.push(...tried);
    const unkept = unkeptHeads(tried);
    if (unkept.length > 0) next.unkept = unkept;
    else delete next.unkept;
  }
  const low = verdictsOnly();
  if (low) {
    const what = blockWritesDeferred(markOn(ctx.settings.ready));
    deferred(ctx, notes, { kind: "deferred", number, label: ctx.settings.blockedLabel, what, left: low });
    return next;
  }
  await addLabel(ctx.github, ctx.repo, snapshot, ctx.settings.blockedLabel);
  if (markOn(ctx.settings.ready)) {
    try {
      const back = await takeBackReadyMark(ctx.github, ctx.repo, snapshot, ctx.settings.ready);
      if (changed(back)) ctx.log.info(readyTakenBackLine(number));
    } catch (e) {
      ctx.log.warning(readyNotTakenBackLine(number, errorMessage(e)));
    }
  }
  const text = blockCommentText(next, decision.transition, number, ctx.settings);
  await upsertComment(ctx.github, ctx.repo, snapshot, blockMarker(next), text, SETTLE);
  return next;
}
async function applyAccept(ctx, { snapshot }, notes) {
  const label = ctx.settings.blockedLabel;
  const low = verdictsOnly();
  if (low && acceptWriteDeferred(snapshot.labels, label)) {
    deferred(ctx, notes, { kind: "deferred", number: snapshot.number, label, what: ["remove-label"], left: low });
    return;
  }
  await removeLabel(ctx.github, ctx.repo, snapshot, label);
}
function deferred(ctx, notes, note) {
  ctx.log.warning(guardNoteText(note));
  notes.push(note);
}
async function judge(ctx, number, notes, ledger) {
  const evaluation = await evaluateOrRefuse(ctx, number);
  const { decision, snapshot } = evaluation;
  if (decision.verdict === "blocked") {
    const next = await applyBlock(ctx, number, evaluation, notes);
    ledger.set(number, { owner: ownerOf(snapshot), state: next });
    return { evaluation: { ...evaluation, decision: { ...decision, next } } };
  }
  await applyAccept(ctx, evaluation, notes);
  ledger.set(number, { owner: ownerOf(snapshot), state: decision.next });
  const policy = rewritePolicy(ctx.settings, evaluation.snapshot.authorLogin);
  for (const r of decision.forgiven ?? [])
    notes.push({ kind: "forgiven", number, rewrite: r, why: forgivenBecause(r, policy) });
  return { evaluation };
}
function judgeOther(ctx, head, notes, ledger) {
  return async (other) => {
    const judged = await judge(ctx, other, notes, ledger);
    return partOnHead(other, judged.evaluation.decision, judged.evaluation.head, head);
  };
}
async function guardPullRequest(ctx, number) {
  const notes = [];
  const ledger = /* @__PURE__ */ new Map();
  const own = await judge(ctx, number, notes, ledger);
  const { decision, state, head } = own.evaluation;
  const { parts, commit } = await writeCommitVerdict(ctx.github, ctx.repo, {
    head,
    own: partOf(number, decision),
    listed: own.evaluation.onCommit,
    judgeOther: judgeOther(ctx, head, notes, ledger),
    write: async (parts2, _commit, conclusion) => {
      await writeVerdict(ctx.github, ctx.repo, {
        name: ctx.settings.checkName,
        headSha: head,
        conclusion,
        ...guardCheckText(decision, head, state, parts2, number, conclusion),
        text: verdictLine(head, parts2, ledger, ctx.settings.enforcement === "observe")
      });
    }
  });
  return {
    verdict: commit.pass ? "accepted" : "blocked",
    ownVerdict: decision.verdict,
    transition: decision.transition,
    expectedHead: expectedHead(decision, state, head),
    observedHead: head,
    prNumber: number,
    notes,
    sharedWith: parts.filter((p) => p.number !== number)
  };
}

// src/history-guard/rules/operator.ts
async function operatorState(snapshot, verdictText2) {
  const record = readGuardRecord(snapshot)?.state;
  if (record?.status === "blocked") return record;
  const text = await verdictText2(snapshot.headSha);
  return readGuardState(snapshot, void 0, text !== void 0 ? copiedState(text, snapshot.number) : void 0);
}
function listedHeads(state, head) {
  return {
    expected: state?.accepted ?? null,
    observed: state?.status === "blocked" ? state.observed ?? head : head,
    backupRefs: state?.backupRefs ?? []
  };
}
function unblockQuestions(state, acceptHead) {
  if (acceptHead !== void 0 || !state) return { mustContain: [] };
  return { ancestryFrom: state.accepted, mustContain: state.overwritten ?? [] };
}
function unblockable(pullState) {
  return pullState === "OPEN";
}

// src/history-guard/operator.ts
async function authorizeOperator(ctx) {
  const { mode, unblockPermission } = ctx.settings;
  await authorizeOperatorRun(ctx.github, ctx.repo, ctx.event, {
    name: mode,
    permissionInput: "unblock-permission",
    needed: mode === "unblock" ? unblockPermission : void 0
  });
}
function blockedPullNumbers(ctx, label) {
  return ctx.github.listLabelledPulls(ctx.repo, label);
}
function verdictText(ctx, snapshot) {
  return async (head) => (await newestVerdict(ctx, head, snapshot.viewer))?.text;
}
async function listBlocked(ctx) {
  const entries = [];
  for (const number of await blockedPullNumbers(ctx, ctx.settings.blockedLabel)) {
    const snapshot = await readPull(ctx.github, ctx.repo, number);
    const state = await operatorState(snapshot, verdictText(ctx, snapshot));
    entries.push({ number, title: snapshot.title, url: snapshot.url, ...listedHeads(state, snapshot.headSha) });
  }
  return entries;
}
async function unblockPullRequest(ctx, number, acceptHead) {
  const { github, repo, settings, event } = ctx;
  const snapshot = await readPull(github, repo, number);
  if (!unblockable(snapshot.state)) {
    return { number, unblocked: false, reason: { kind: "not-open", state: snapshot.state } };
  }
  const state = await operatorState(snapshot, verdictText(ctx, snapshot));
  const head = snapshot.headSha;
  const asks = unblockQuestions(state, acceptHead);
  let ancestry;
  if (asks.ancestryFrom !== void 0) ancestry = await compareWithAccepted(ctx, asks.ancestryFrom, head, number);
  let overwrittenRestored = true;
  for (const commit of asks.mustContain) {
    const { status } = await compareCommits(github, repo, commit, head);
    if (!descends(status)) overwrittenRestored = false;
  }
  const decision = decideUnblock({
    state,
    head,
    ancestry,
    overwrittenRestored,
    forcePushes: snapshot.forcePushes.length,
    ...acceptHead ? { acceptHead } : {}
  });
  if (!decision.ok) return { number, unblocked: false, head, reason: { kind: "refused", refusal: decision.reason } };
  const previous = state;
  const next = decision.next;
  if (previous.status === "blocked") {
    const record = readGuardRecord(snapshot);
    await upsertComment(
      github,
      repo,
      snapshot,
      blockMarker(record?.state.status === "blocked" ? record.state : previous, next),
      unblockedCommentText(next, decision.how, event.actor, previous)
    );
  }
  const ledger = /* @__PURE__ */ new Map([[number, { owner: ownerOf(snapshot), state: next }]]);
  await removeLabel(github, repo, snapshot, settings.blockedLabel);
  await writeCommitVerdict(github, repo, {
    head,
    own: { number, pass: true },
    judgeOther: judgeOther(ctx, head, [], ledger),
    write: async (parts, _commit, conclusion) => {
      await writeVerdict(github, repo, {
        name: settings.checkName,
        headSha: head,
        conclusion,
        ...unblockCheckText(decision.how, event.actor, head, previous, parts, number, conclusion),
        text: verdictLine(head, parts, ledger)
      });
    }
  });
  return { number, unblocked: true, how: decision.how, head };
}
async function unblockAll(ctx) {
  const outcomes = [];
  for (const number of await blockedPullNumbers(ctx, ctx.settings.blockedLabel)) {
    try {
      outcomes.push(await unblockPullRequest(ctx, number, void 0));
    } catch (e) {
      if (e instanceof ConfigurationError) throw e;
      const said = githubWords(errorMessage(e));
      const reason = e instanceof UndecidableError ? { kind: "undecidable", said } : { kind: "error", said };
      ctx.log.warning(stillBlockedLine(number, staysBlockedText(number, reason)));
      outcomes.push({ number, unblocked: false, reason });
    }
  }
  return outcomes;
}

// src/core/ready-mark/settings.ts
var LOGIN = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})(?:\[bot\])?$/;
var TEAM = /^([A-Za-z0-9](?:[A-Za-z0-9-]{0,38}))\/([A-Za-z0-9][A-Za-z0-9._-]*)$/;
function modesInput(read) {
  const raw = listInput(read, "ready-mark").map((m) => m.toLowerCase());
  if (raw.length === 0 || raw.length === 1 && raw[0] === "off") return [];
  const modes = [];
  for (const m of raw) {
    const mode = READY_MODES.find((x) => x === m);
    if (mode === void 0) {
      throw new ConfigurationError(
        `Input 'ready-mark' must be off, or any of ${READY_MODES.join(", ")} (comma-separated); got '${m}'.`
      );
    }
    if (!modes.includes(mode)) modes.push(mode);
  }
  return modes;
}
function reviewersInput(read) {
  return listInput(read, "ready-reviewers").map((entry) => {
    const name = entry.replace(/^@/, "");
    const team = TEAM.exec(name);
    if (team) return { kind: "team", org: team[1], slug: team[2] };
    if (LOGIN.test(name)) return { kind: "user", login: name };
    throw new ConfigurationError(
      `Input 'ready-reviewers' has '${entry}', which is neither a GitHub login nor a team as 'org/team'. List users and teams separated by commas or new lines.`
    );
  });
}
function parseReadyMarkSettings(read) {
  const modes = modesInput(read);
  const reviewers = reviewersInput(read);
  if (modes.includes("reviewers") && reviewers.length === 0) {
    throw new ConfigurationError(
      "Input 'ready-mark' includes reviewers but 'ready-reviewers' lists nobody: list the users and 'org/team' teams to ask."
    );
  }
  if (!modes.includes("reviewers") && reviewers.length > 0) {
    throw new ConfigurationError(
      "Input 'ready-reviewers' lists reviewers but 'ready-mark' does not include reviewers: add it (for example 'label, reviewers')."
    );
  }
  return { modes, label: labelInput(read, "ready-label", DEFAULT_READY_LABEL), reviewers };
}

// src/history-guard/settings.ts
var ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/i;
function enforcedSinceInput(read) {
  return parseEnforcedSince(read("enforced-since"));
}
function parseEnforcedSince(raw) {
  const value = raw.trim();
  if (value === "") return void 0;
  const at = Date.parse(value);
  if (!ISO_DATE_TIME.test(value) || !Number.isFinite(at)) {
    throw new ConfigurationError(
      `Input 'enforced-since' must be an ISO 8601 date and time with a time zone, such as 2026-11-28T09:00:00Z; got '${value}'. Set it to the moment enforcement starts, or leave it empty.`
    );
  }
  return at;
}
var OPERATOR_EVENTS = ["workflow_dispatch"];
function parseSettings(read, eventName) {
  const token = requiredInput(read, "github-token", "pass `${{ github.token }}` or an App token.");
  const operatorEvent = OPERATOR_EVENTS.includes(eventName);
  const requested = read("mode").toLowerCase();
  let mode;
  if (requested === "" || requested === "auto") {
    if (operatorEvent) {
      throw new ConfigurationError(
        "Input 'mode' is required on workflow_dispatch: use 'list' to see blocked PRs or 'unblock' to release one."
      );
    }
    mode = "guard";
  } else {
    mode = choiceInput(read, "mode", ["guard", "list", "unblock"], "guard");
  }
  if (mode !== "guard" && !operatorEvent) {
    throw new ConfigurationError(
      `Mode '${mode}' is an operator mode and runs only on workflow_dispatch, not on '${eventName}'. Put it in a workflow triggered by \`on: workflow_dispatch\`.`
    );
  }
  const pullRequest = pullRequestNumberInput(read, "pull-request");
  const acceptHead = shaInput(read, "accept-head");
  const all = booleanInput(read, "all", false);
  if (mode === "unblock") {
    if (all && pullRequest !== void 0) {
      throw new ConfigurationError("Give either 'pull-request' or 'all: true' to unblock, not both.");
    }
    if (!all && pullRequest === void 0) {
      throw new ConfigurationError("Mode 'unblock' needs 'pull-request: <number>' (or 'all: true').");
    }
    if (all && acceptHead !== void 0) {
      throw new ConfigurationError(
        "'accept-head' accepts one PR's rewritten head; it cannot be combined with 'all: true'."
      );
    }
  } else if (acceptHead !== void 0) {
    throw new ConfigurationError("'accept-head' is only used with mode 'unblock'.");
  }
  const unblockPermission = choiceInput(
    read,
    "unblock-permission",
    ROLES.filter((r) => r !== "none"),
    "maintain"
  );
  const enforcedSince = enforcedSinceInput(read);
  const backupRefPrefix = (read("backup-ref-prefix") || "refs/mergexo/backup").replace(/\/+$/, "");
  if (!/^refs\/[A-Za-z0-9._-]+(\/[A-Za-z0-9._-]+)*$/.test(backupRefPrefix) || backupRefPrefix.startsWith("refs/pull")) {
    throw new ConfigurationError(
      `Input 'backup-ref-prefix' must be a ref namespace such as refs/mergexo/backup, got '${backupRefPrefix}'.`
    );
  }
  return {
    token,
    enforcement: enforcementInput(read),
    mode,
    ...pullRequest !== void 0 ? { pullRequest } : {},
    ...acceptHead !== void 0 ? { acceptHead } : {},
    all,
    unblockPermission,
    blockedLabel: read("blocked-label") || DEFAULT_BLOCKED_LABEL,
    checkName: read("check-name") || "mergexo/history-guard",
    backupRefPrefix,
    operatorWorkflow: read("operator-workflow") || "mergexo-operator.yml",
    ...enforcedSince !== void 0 ? { enforcedSince } : {},
    rewriteAllowedActors: read("rewrite-allowed-actors") === "" ? [] : listInput(read, "rewrite-allowed-actors"),
    ready: parseReadyMarkSettings(read)
  };
}

// src/history-guard/rules/merge-group.ts
function judgedFailure(guard) {
  if (guard.verdict === "accepted") return void 0;
  return guard.ownVerdict === "accepted" ? { kind: "shares-blocked-head" } : { kind: "blocked", transition: guard.transition };
}
function groupHolds(compared) {
  if ("status" in compared) return descends(compared.status);
  if (compared.error instanceof ConfigurationError) throw compared.error;
  return "unknown";
}
function containmentFailure(head, held) {
  if (held === true) return void 0;
  return { kind: held === "unknown" ? "uncompared" : "not-in-group", head };
}
function groupVerdict(members) {
  return members.length > 0 && members.every((m) => m.pass) ? "accepted" : "blocked";
}
function groupConclusion(verdict) {
  return verdict === "accepted" ? "success" : "failure";
}
function groupEntry(number, base) {
  if (number === void 0) return { kind: "unnamed" };
  return base ? { kind: "list", number, base } : { kind: "no-base", number };
}
function groupFailureOf(e) {
  return e instanceof ConfigurationError ? { kind: "configuration", error: e.message } : { kind: "unlisted", error: githubWords(errorMessage(e)) };
}
function groupMembers(ahead, number) {
  return [...ahead, number];
}

// src/history-guard/merge-group.ts
async function groupContains(ctx, head, group) {
  const compared = await compareCommits(ctx.github, ctx.repo, head, group).then(
    ({ status }) => ({ status }),
    (error2) => ({ error: error2 })
  );
  return groupHolds(compared);
}
async function judgeMember(ctx, number, group) {
  let guard;
  try {
    guard = await guardPullRequest(ctx, number);
  } catch (e) {
    if (e instanceof ConfigurationError) throw e;
    return { number, pass: false, reason: { kind: "unjudged", error: githubWords(errorMessage(e)) } };
  }
  const judged = judgedFailure(guard);
  if (judged) return { number, pass: false, reason: judged, guard };
  const failure = containmentFailure(guard.observedHead, await groupContains(ctx, guard.observedHead, group.headSha));
  return failure ? { number, pass: false, reason: failure, guard } : { number, pass: true, guard };
}
async function guardMergeGroup(ctx, group) {
  const { event } = ctx;
  const detailsUrl = event.runId ? `${event.serverUrl}/${event.owner}/${event.repo}/actions/runs/${event.runId}` : void 0;
  const answer = async (result) => {
    const text = groupCheckText(group, result);
    await writeVerdict(ctx.github, ctx.repo, {
      name: ctx.settings.checkName,
      headSha: group.headSha,
      conclusion: groupConclusion(result.verdict),
      ...text,
      ...detailsUrl ? { detailsUrl } : {}
    });
    return result;
  };
  const entry = groupEntry(mergeGroupPullNumber(group.headRef), mergeGroupBase(group));
  if (entry.kind === "unnamed") return answer({ verdict: "blocked", members: [], why: { kind: "unnamed" } });
  const { number } = entry;
  let ahead;
  try {
    if (entry.kind === "no-base") throw new UndecidableError(NO_GROUP_BASE_REASON);
    ahead = await pullsAheadInQueue(ctx.github, ctx.repo, entry.base, number);
  } catch (e) {
    const refused = await answer({ verdict: "blocked", number, members: [], why: groupFailureOf(e) });
    if (e instanceof ConfigurationError) throw e;
    return refused;
  }
  const members = [];
  try {
    for (const n of groupMembers(ahead, number)) {
      ctx.log.info(judgingGroupMemberLine(n, group.headSha));
      members.push(await judgeMember(ctx, n, group));
    }
  } catch (e) {
    if (e instanceof ConfigurationError) {
      await answer({ verdict: "blocked", number, members, why: groupFailureOf(e) });
    }
    throw e;
  }
  return answer({ verdict: groupVerdict(members), number, members });
}

// src/history-guard/main.ts
var EVENTS = ["pull_request", "pull_request_target", "workflow_dispatch", "merge_group"];
await runEntrypoint("history-guard", async () => {
  const event = readRunContext(process.env);
  requireEvent(event, "history-guard", EVENTS);
  const settings = parseSettings(actionInputs, event.eventName);
  maskToken(settings.token);
  const enforcement = settings.mode === "guard" ? settings.enforcement : "enforce";
  declareRunEnforcement(enforcement);
  if (enforcement !== settings.enforcement) info(OPERATOR_ENFORCES_LINE);
  const ctx = {
    ...await shellContext("history-guard", settings.token, event, enforcement),
    event,
    settings
  };
  if (settings.mode === "guard" && event.eventName === "merge_group") {
    const group = requireMergeGroup(event);
    const result = await guardMergeGroup(ctx, group);
    const own = result.members.find((m) => m.number === result.number)?.guard;
    setOutputs({
      verdict: result.verdict,
      "expected-head": own?.expectedHead ?? "",
      "observed-head": own?.observedHead ?? "",
      transition: own?.transition ?? ""
    });
    await writeSummary(groupSummary(group, result));
    if (result.verdict === "blocked") failStep(groupFailure(group, result));
    return;
  }
  if (settings.mode === "guard") {
    if (event.payload.action === "closed") {
      info(CLOSED_LINE);
      setOutputs({ verdict: "accepted", "expected-head": "", "observed-head": "", transition: "identical" });
      return;
    }
    const number = pullRequestNumberOf(
      event,
      "history-guard",
      "guards pull_request and pull_request_target events; its operator modes run on workflow_dispatch"
    );
    const result = await guardPullRequest(ctx, number);
    setOutputs({
      verdict: result.verdict,
      "expected-head": result.expectedHead,
      "observed-head": result.observedHead,
      transition: result.transition
    });
    await writeSummary(guardSummary(number, result));
    if (result.verdict === "blocked") failStep(guardFailure(number, result));
    return;
  }
  await authorizeOperator(ctx);
  if (settings.mode === "list") {
    const blocked = await listBlocked(ctx);
    setOutputs({ verdict: "listed", blocked, "expected-head": "", "observed-head": "", transition: "" });
    await writeSummary(listSummary(blocked));
    for (const line of blockedListLines(blocked)) info(line);
    return;
  }
  const outcomes = settings.all ? await unblockAll(ctx) : [await unblockPullRequest(ctx, settings.pullRequest, settings.acceptHead)];
  const single = outcomes.length === 1 && !settings.all ? outcomes[0] : void 0;
  setOutputs({
    verdict: outcomes.every((o) => o.unblocked) ? "unblocked" : "blocked",
    "expected-head": "",
    "observed-head": single?.head ?? "",
    transition: "",
    unblocked: outcomes.filter((o) => o.unblocked).map((o) => o.number)
  });
  await writeSummary(unblockSummary(outcomes));
  const refused = outcomes.filter((o) => !o.unblocked);
  if (single && !single.unblocked) {
    setFailed(unblockFailure(single));
  } else if (refused.length) {
    warning(unblockWarning(refused));
  }
});
