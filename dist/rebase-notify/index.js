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
  gitProxySettings,
  httpStatus,
  isGraphQLForbidden,
  isLabelCreationRefused,
  maxWaitFromEnv,
  proxyFor
} from "./chunk-7TNLRWNZ.js";
import "./chunk-WZWLYTWM.js";
import {
  OBSERVE_SUMMARY_NOTE,
  booleanInput,
  choiceInput,
  declareRunEnforcement,
  enforcementInput,
  integerInput,
  isCommitSha,
  isObserving,
  isSha,
  isZeroSha,
  labelInput,
  listInput,
  observedSummaryLead,
  observedTitle,
  requiredInput,
  runIsObserving,
  wouldHaveFailedLine
} from "./chunk-JCKCSU5M.js";
import {
  ConfigurationError,
  UndecidableError,
  errorMessage,
  isWrite
} from "./chunk-2P2QQVKP.js";
import "./chunk-42UX2N3C.js";

// src/rebase-notify/main.ts
import os from "node:os";

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
  const delimiter2 = `ghadelimiter_${randomUUID()}`;
  const text = toCommandValue(value);
  if (name.includes(delimiter2))
    throw new Error(`Unexpected input: name should not contain the delimiter "${delimiter2}"`);
  if (text.includes(delimiter2))
    throw new Error(`Unexpected input: value should not contain the delimiter "${delimiter2}"`);
  appendFileSync(file, `${name}<<${delimiter2}${EOL}${text}${EOL}${delimiter2}${EOL}`, { encoding: "utf8" });
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
async function readLabels(github, repo, number) {
  return github.listLabels(repo, number);
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
function codePointPrefix(s, max) {
  if (s.length <= max) return s;
  let n = 0;
  let end = 0;
  for (const ch of s) {
    if (n === max) break;
    n++;
    end += ch.length;
  }
  return s.slice(0, end);
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
function shellWord(text) {
  const word = visible(text);
  return /^[A-Za-z0-9._/@%+=:,-]+$/.test(word) ? word : `'${word.replace(/'/g, `'\\''`)}'`;
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
function plainLine(text, max = 200) {
  const line = visible(text);
  return line.length > max ? `${codePointPrefix(line, max - 1)}\u2026` : line;
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
function mergeGroupBase(group) {
  if (group.baseRef.startsWith("refs/heads/")) return group.baseRef.slice("refs/heads/".length);
  const m = /^(?:refs\/heads\/)?gh-readonly-queue\/(.+)\/pr-[1-9]\d*-[0-9a-f]{7,64}$/.exec(group.headRef);
  return m?.[1];
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
  const { createGitHubClient } = await import("./chunk-GDF7QWSY.js");
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
function whatOf(route, subject2) {
  return route.what.replace("{}", subject2 ?? "");
}

// src/core/github/octokit/call.ts
function call(method, fn, subject2) {
  const route = METHOD_ROUTES[method];
  return callGitHub(whatOf(route, subject2), route.permission, fn);
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
function workflowRefusalFix(base, writesChecks) {
  const app = "set mergexo's `github-token` input to a GitHub App installation token whose App has **Workflows: Read and write** (with `actions/create-github-app-token`, add `permission-workflows: write`)";
  const token = writesChecks ? `${app}. A personal access token with the \`workflow\` scope could update the branch, but cannot write check runs.` : `${app}, or a personal access token with the \`workflow\` scope.`;
  return `${mdCode(base)} changed a workflow file (under ${mdCode(".github/workflows/")}), so merging it changes that file on this branch too, and GitHub lets only a token with the \`workflows\` permission do that. The workflow's \`GITHUB_TOKEN\` can never have it. To let mergexo update such branches, ${token}`;
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
    async getContent(repo, path3, ref) {
      let data;
      try {
        ({ data } = await call("getContent", () => client.rest.repos.getContent({ ...repo, path: path3, ref }), path3));
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
  if (enforcement === "observe") (await import("./chunk-3CNUU5YP.js")).guardObserving(client);
  return {
    github: octokitGitHub(client),
    repo: { owner: ctx.owner, repo: ctx.repo },
    log: runnerLog,
    clock: scaledClock(timeScaleFromEnv(process.env)),
    enforcement
  };
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

// src/rebase-notify/drift/messages.ts
var OBSERVE_NOT_UPDATED = "observe mode: enforcement would have merged the base into the branch here";
var MAX_FILES = 50;
var SUBJECT_CHARS = 120;
function subject(s) {
  return mdText(s.length > SUBJECT_CHARS ? `${codePointPrefix(s, SUBJECT_CHARS - 1)}\u2026` : s);
}
function missingList(drift) {
  const lines = drift.missing.map((c) => `- ${mdCode(short(c.sha))} ${subject(c.subject)}`);
  const rest = drift.behind - drift.missing.length;
  if (rest > 0) lines.push(`- \u2026 and ${plural(rest, "more commit")}`);
  return lines;
}
function filesList(files2) {
  const lines = files2.slice(0, MAX_FILES).map((f) => `- ${mdCode(f)}`);
  if (files2.length > MAX_FILES) lines.push(`- \u2026 and ${plural(files2.length - MAX_FILES, "more file")}`);
  return lines;
}
function mergeRecipe(base, conflict) {
  return [
    "```sh",
    `git fetch origin ${shellWord(base)}`,
    conflict ? `git merge ${shellWord(`origin/${base}`)}   # resolve the conflicts, then: git commit` : `git merge ${shellWord(`origin/${base}`)}`,
    "git push",
    "```"
  ];
}
function footer() {
  return "<sub>mergexo/rebase-notify keeps this comment current in place; it changes at once when the state changes.</sub>";
}
function refusalWords(r) {
  return r.kind === "observing" ? OBSERVE_NOT_UPDATED : r.message;
}
function refusalLines(input) {
  const { updateRefusal, drift } = input;
  if (!updateRefusal) return [];
  const words = refusalWords(updateRefusal);
  return [
    "",
    `mergexo tried to merge ${mdCode(drift.base)} into this branch and GitHub refused: ${mdText(words.replace(/\.$/, ""))}.`,
    ...updateRefusal.kind === "workflows" ? ["", workflowRefusalFix(drift.base, input.policy.urgency === "blocking")] : []
  ];
}
function gateLine(policy) {
  return policy.urgency === "blocking" ? ["", `The check ${mdCode(policy.checkName)} fails until the branch is up to date with its base.`] : [];
}
function statusText(input) {
  const { cls, drift, policy } = input;
  const base = mdCode(drift.base);
  if (cls === "up_to_date") {
    const lines = input.updatedByMergexo ? [
      `### \u2705 mergexo merged ${base} into this branch`,
      "",
      `GitHub was asked to merge the ${plural(drift.behind, "new commit")} of ${base} into this branch with a merge commit on top (no rebase: the history stays append-only). Pull before you push again.`
    ] : [`### \u2705 This branch is up to date with ${base}`, "", "It has caught up: nothing to do."];
    return [...lines, "", footer()].join("\n");
  }
  if (cls === "behind") {
    return [
      `### \u23F3 This branch is ${plural(drift.behind, "commit")} behind ${base}`,
      "",
      `New on ${base} since this branch last caught up (newest first):`,
      ...missingList(drift),
      ...refusalLines(input),
      "",
      "Bring them in with a merge, not a rebase, so the pull request history stays append-only:",
      ...mergeRecipe(drift.base, false),
      "or press **Update branch** on the pull request.",
      ...gateLine(policy),
      "",
      footer()
    ].join("\n");
  }
  const where = drift.files && drift.files.length > 0 ? [
    `Merging ${base} into this branch conflicts in ${plural(drift.files.length, "file")}:`,
    ...filesList(drift.files)
  ] : drift.files ? [`Merging ${base} into this branch conflicts.`] : [
    `GitHub reports that merging ${base} into this branch conflicts. Which files conflict is unknown: this run had no local git to test the merge with.`
  ];
  return [
    `### \u26A0\uFE0F This branch conflicts with ${base}`,
    "",
    ...where,
    "",
    `The branch is ${plural(drift.behind, "commit")} behind ${base}. Resolve the conflict with a merge, not a rebase:`,
    ...mergeRecipe(drift.base, true),
    ...gateLine(policy),
    "",
    footer()
  ].join("\n");
}
function stateLine(input) {
  const { cls, drift } = input;
  const files2 = cls === "conflicting" ? drift.files ? ` \xB7 conflicted files: ${drift.files.length}` : " \xB7 conflicted files: unknown" : "";
  return `State: **${cls}** \xB7 ${drift.behind} behind, ${drift.ahead} ahead \xB7 base ${mdCode(drift.base)} at ${mdCode(drift.baseSha)} \xB7 evaluated head ${mdCode(drift.headSha)}${files2}`;
}
function checkOutput(input) {
  const { cls, drift, policy } = input;
  let title;
  const body = [];
  if (cls === "up_to_date") {
    title = `Up to date with ${drift.base}`;
    body.push(
      input.updatedByMergexo ? `mergexo merged ${mdCode(drift.base)} into the branch (a merge commit, no rebase).` : `The head contains every commit of ${mdCode(drift.base)}.`
    );
  } else if (cls === "behind") {
    title = `${plural(drift.behind, "commit")} behind ${drift.base}`;
    body.push(`Commits on ${mdCode(drift.base)} the branch does not have yet (newest first):`, ...missingList(drift));
    body.push(...refusalLines(input));
    body.push("", `Merge ${mdCode(drift.base)} into the branch (no rebase) to pass this check.`);
  } else {
    title = drift.files && drift.files.length > 0 ? `Conflicts with ${drift.base} in ${plural(drift.files.length, "file")}` : `Conflicts with ${drift.base}`;
    body.push(
      ...drift.files ? filesList(drift.files) : ["The conflicted files are unknown (no local git in this run)."]
    );
    body.push("", `Merge ${mdCode(drift.base)} into the branch and resolve the conflicts to pass this check.`);
  }
  if (policy.urgency !== "blocking") {
    title = `${title} (not blocking: urgency is ${policy.urgency})`;
  }
  return { title: plainLine(title), summary: [...body, "", stateLine(input)].join("\n") };
}
function undecidableCheckOutput(base, reason) {
  return {
    title: plainLine(`Could not tell whether the branch is up to date with ${base}`),
    summary: `mergexo could not measure this PR's drift from ${mdCode(base)}: ${mdText(driftUnknownText(reason))}.

The check fails until a run can decide; re-run the workflow (or wait for the next push to the base).

State: **unknown**`
  };
}
function sharedHeadCheckOutput(own, failing, line) {
  return {
    title: plainLine(`This commit also heads ${failingNames(failing)}, which is not up to date with its base`),
    summary: `${line}

This PR on its own:

${own.summary}`
  };
}
function checkText(says) {
  return says.kind === "drift" ? checkOutput(says.facts) : undecidableCheckOutput(says.base, says.reason);
}
function skipText(reason) {
  return reason.kind === "head-moved" ? "the PR head moved while this run evaluated it; the next run judges the new head" : driftUnknownText(reason.reason);
}
function partReason(why) {
  switch (why) {
    case "unknown":
      return "drift from its base unknown";
    case "behind":
      return "behind its base";
    case "conflicting":
      return "conflicts with its base";
    case "unjudged":
      return "could not be judged (GitHub did not answer)";
  }
}
function unjudgedLog(number, error2) {
  return `PR #${number} on the same commit could not be judged: ${error2}`;
}
function groupReason(f) {
  switch (f.kind) {
    case "up":
      return `the queue built it on ${f.base ?? "the base"} at ${f.baseSha}, so it is up to date by construction`;
    case "no-base":
      return "the merge_group payload names no base commit, so the group cannot be shown to be up to date";
    case "not-contained":
      return `it does not contain the base commit ${f.baseSha} it was built on (${f.status})`;
    case "compare-failed":
      return `GitHub could not compare it with the base commit ${f.baseSha}: ${f.error}`;
  }
}
function groupSkipReason(why) {
  return why.kind === "not-blocking" ? `urgency is ${why.urgency}: ${why.checkName} is a check only with urgency blocking` : `the merge group targets ${why.base}; this step watches the base '${why.watched}' (input 'base')`;
}
function groupCheckOutput(group, up, why) {
  return {
    title: up ? "Merge group: up to date with its base" : "Merge group: not shown to be up to date",
    summary: `Merge group ${mdCode(group.headSha)} (${mdCode(group.headRef)}): ${mdText(why)}.

The queue lands a group by fast-forwarding the base to it, and rebuilds its groups when the base moves, so a group commit never lands behind its base.`
  };
}
function driftUnknownText(why) {
  switch (why.kind) {
    case "cannot-compare":
      return `GitHub cannot compare ${why.headSha} with ${why.base}`;
    case "mergeable-pending":
      return "GitHub has not finished computing whether the PR conflicts; the next run asks again";
    case "head-moved":
      return "the PR head moved while this run evaluated it";
    case "unanswered":
      return `GitHub did not answer (${why.said})`;
    case "comments-unanswered":
      return "GitHub did not answer for its older comments";
    case "not-measured":
      return "not measured";
    case "base-not-fetched":
      return baseNotFetchedReason(why.base);
    case "unfetched":
      return fetchMissText(why.miss);
    case "uncounted":
      return `git could not count commits: ${why.said}`;
    case "unmerged":
      return `git could not test-merge ${why.base} into the head: ${why.said}`;
  }
}
function fetchMissText(miss) {
  switch (miss.kind) {
    case "pull-ref-unserved":
      return `GitHub does not serve refs/pull/${miss.number}/head`;
    case "base-unfetched":
      return baseNotFetchedReason(miss.base);
    case "head-unfetched":
      return `head commit ${miss.headSha} could not be fetched`;
  }
}
function baseNotFetchedReason(base) {
  return `the base branch ${base} could not be fetched`;
}

// src/rebase-notify/rules/drift/decide-group.ts
function groupQuestion(input) {
  if (input.urgency !== "blocking") {
    return { kind: "skip", reason: { kind: "not-blocking", urgency: input.urgency, checkName: input.checkName } };
  }
  const { base, watched } = input;
  if (watched !== void 0 && base !== void 0 && base !== watched) {
    return { kind: "skip", reason: { kind: "other-base", base, watched } };
  }
  if (!input.baseSha) return { kind: "judge", finding: { kind: "no-base" } };
  return { kind: "compare", baseSha: input.baseSha };
}
function comparedFinding(base, baseSha, status) {
  return status === "identical" || status === "ahead" ? { kind: "up", base, baseSha } : { kind: "not-contained", baseSha, status };
}
function groupPasses(finding) {
  return finding.kind === "up";
}

// src/rebase-notify/drift/merge-group.ts
async function answerMergeGroup(ctx, settings, group, detailsUrl) {
  const { github, repo } = ctx;
  const base = mergeGroupBase(group);
  const question = groupQuestion({
    urgency: settings.urgency,
    checkName: settings.checkName,
    watched: settings.base,
    base,
    baseSha: group.baseSha
  });
  if (question.kind === "skip") return question;
  let finding;
  if (question.kind === "judge") {
    finding = question.finding;
  } else {
    try {
      const { status } = await compareCommits(github, repo, question.baseSha, group.headSha);
      finding = comparedFinding(base, question.baseSha, status);
    } catch (e) {
      if (e instanceof ConfigurationError) throw e;
      finding = { kind: "compare-failed", baseSha: question.baseSha, error: errorMessage(e) };
    }
  }
  const up = groupPasses(finding);
  const why = groupReason(finding);
  const conclusion = up ? "success" : "failure";
  await writeVerdict(github, repo, {
    name: settings.checkName,
    headSha: group.headSha,
    conclusion,
    ...groupCheckOutput(group, up, why),
    ...detailsUrl ? { detailsUrl } : {}
  });
  return { kind: "answered", conclusion, reason: why };
}

// src/core/git.ts
import { statSync } from "node:fs";
import { devNull } from "node:os";
import { delimiter, isAbsolute, join } from "node:path";
var GitCommandError = class extends Error {
  constructor(args, output) {
    super(
      `git ${subcommand(args)} exited with ${output.code}: ${firstLine(output.stderr) || firstLine(output.stdout)}`
    );
    this.args = args;
    this.output = output;
  }
  args;
  output;
  name = "GitCommandError";
};
function subcommand(args) {
  for (let i = 0; i < args.length; i++) {
    const a = args[i];
    if (a === "--git-dir" || a === "-C" || a === "-c") i++;
    else if (!a.startsWith("-")) return a;
  }
  return args[0] ?? "";
}
function firstLine(s) {
  return s.trim().split("\n")[0] ?? "";
}
var QUIET_ENV = { GIT_TERMINAL_PROMPT: "0", GCM_INTERACTIVE: "never", LC_ALL: "C" };
function stringEnv(env) {
  const out = {};
  for (const [k, v] of Object.entries(env)) if (v !== void 0) out[k] = v;
  return out;
}
function hardenedEnv(from = process.env) {
  const env = {};
  for (const [k, v] of Object.entries(from)) if (v !== void 0 && !k.startsWith("GIT_")) env[k] = v;
  return { ...env, ...QUIET_ENV, GIT_CONFIG_NOSYSTEM: "1", GIT_CONFIG_GLOBAL: devNull, GIT_ASKPASS: "echo" };
}
var HARDENED_CONFIG = {
  "core.hooksPath": devNull,
  // No attribute file from the machine (merge drivers, filters); files are never read as attributes.
  "core.attributesFile": devNull,
  "core.fsmonitor": "false",
  "gc.auto": "0",
  "maintenance.auto": "false",
  "fetch.recurseSubmodules": "false"
};
function authConfig(serverUrl, token) {
  const proxy = gitProxySettings(serverUrl);
  return {
    config: {
      [`http.${serverUrl.replace(/\/+$/, "")}/.extraheader`]: basicAuthHeader(token),
      "protocol.version": "2",
      ...proxy.config
    },
    env: proxy.env
  };
}
async function git(args, options = {}) {
  const { getExecOutput } = await import("./chunk-ALJEMHPQ.js");
  const auth = options.auth ? authConfig(options.auth.serverUrl, options.auth.token) : void 0;
  const asUser = options.setup === "user";
  const base = asUser ? { ...stringEnv(process.env), ...QUIET_ENV } : hardenedEnv(process.env);
  const env = {
    ...base,
    ...auth?.env,
    ...options.env,
    ...configEnv({ ...asUser ? {} : HARDENED_CONFIG, ...auth?.config, ...options.config }, base)
  };
  let result;
  try {
    result = await getExecOutput(gitExecutable(process.env.PATH), args, {
      ...options.cwd ? { cwd: options.cwd } : {},
      env,
      ...options.input !== void 0 ? { input: Buffer.from(options.input) } : {},
      silent: true,
      ignoreReturnCode: true
    });
  } catch (e) {
    throw new UndecidableError(
      `git could not be started on this machine (${e instanceof Error ? e.message : String(e)}): install git 2.38 or later (GitHub-hosted runners have it), then re-run.`
    );
  }
  const redact = (text) => options.auth ? redactToken(text, options.auth.token) : text;
  const output = { code: result.exitCode, stdout: result.stdout, stderr: redact(result.stderr) };
  if (!(options.okCodes ?? [0]).includes(output.code)) throw new GitCommandError(args, output);
  return output;
}
function redactToken(text, token) {
  if (!token) return text;
  const basic = Buffer.from(`x-access-token:${token}`).toString("base64");
  return text.split(token).join("***").split(basic).join("***");
}
var executables = /* @__PURE__ */ new Map();
function gitExecutable(path3) {
  if (process.platform === "win32" || !path3) return "git";
  const known = executables.get(path3);
  if (known) return known;
  for (const dir of path3.split(delimiter)) {
    if (!dir) continue;
    if (!isAbsolute(dir)) return "git";
    const file = join(dir, "git");
    if (isExecutableFile(file)) {
      executables.set(path3, file);
      return file;
    }
  }
  return "git";
}
function isExecutableFile(file) {
  let st;
  try {
    st = statSync(file);
  } catch {
    return false;
  }
  if (!st.isFile()) return false;
  const gid = process.getgid?.();
  const uid = process.getuid?.();
  return (st.mode & 1) > 0 || (st.mode & 8) > 0 && st.gid === gid || (st.mode & 64) > 0 && st.uid === uid;
}
var versions = /* @__PURE__ */ new Map();
function gitVersion() {
  const key = process.env.PATH ?? "";
  let v = versions.get(key);
  if (!v) {
    v = askGitVersion();
    versions.set(key, v);
    void v.then((r) => {
      if (!r) versions.delete(key);
    });
  }
  return v;
}
async function askGitVersion() {
  try {
    const { stdout } = await git(["--version"]);
    const m = /(\d+)\.(\d+)(?:\.(\d+))?/.exec(stdout);
    return m ? [Number(m[1]), Number(m[2]), Number(m[3] ?? 0)] : void 0;
  } catch {
    return void 0;
  }
}
function versionAtLeast(version, wanted) {
  for (let i = 0; i < wanted.length; i++) {
    const a = version[i] ?? 0;
    const b = wanted[i] ?? 0;
    if (a !== b) return a > b;
  }
  return true;
}
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
function basicAuthHeader(token) {
  return `AUTHORIZATION: basic ${Buffer.from(`x-access-token:${token}`).toString("base64")}`;
}
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

// src/core/pure/git-diff.ts
var ZERO_MODE = "000000";
function rawDiffArgs(from, to, options = {}) {
  const renames = options.renames === false ? ["--no-renames"] : ["-M", "-C"];
  const base = options.mergeBase ? ["--merge-base"] : [];
  return [
    "diff-tree",
    "-r",
    "-z",
    "--raw",
    "--abbrev=40",
    ...renames,
    ...base,
    "--no-ext-diff",
    "--no-textconv",
    from,
    to
  ];
}
function parseRawDiff(raw) {
  const fields = raw.split("\0");
  const out = [];
  for (let i = 0; i < fields.length; ) {
    const meta = fields[i] ?? "";
    if (!meta.startsWith(":")) {
      i++;
      continue;
    }
    const [oldMode, newMode, oldSha, newSha, code] = meta.slice(1).split(" ");
    const letter = code?.[0] ?? "";
    let path3;
    let previousPath;
    if (letter === "R" || letter === "C") {
      previousPath = fields[i + 1] ?? "";
      path3 = fields[i + 2] ?? "";
      i += 3;
    } else {
      path3 = fields[i + 1] ?? "";
      i += 2;
    }
    const status = letter === "A" ? "added" : letter === "D" ? "removed" : letter === "R" ? "renamed" : letter === "C" ? "copied" : letter === "T" || oldSha === newSha && oldMode !== newMode ? "changed" : "modified";
    out.push({
      path: path3,
      ...previousPath !== void 0 ? { previousPath } : {},
      status,
      oldMode: oldMode === ZERO_MODE ? void 0 : oldMode,
      newMode: newMode === ZERO_MODE ? void 0 : newMode,
      oldSha,
      newSha
    });
  }
  return out;
}

// src/rebase-notify/rules/collisions/allocated-names.ts
var SPECIAL = /[\\^$.+()|{}[\]]/g;
function parseAllocatedGlob(glob) {
  const refuse = (why) => new ConfigurationError(
    `Input 'allocated-names': '${glob}' ${why}. Write one glob a line, such as migrations/*_*.sql or */migrations/*_*.py, where the first * of the file name stands for the allocated name.`
  );
  if (!glob.includes("*")) throw refuse("has no *, so it allocates no name");
  if (glob.includes("**")) throw refuse("has **: a name is one path segment, write a single *");
  if (/[[\]{}\\]/.test(glob)) throw refuse("uses [ ], { } or \\: only * and ? are wildcards here");
  if (glob.startsWith("/") || glob.endsWith("/") || glob.split("/").some((s) => s === "" || s === "." || s === ".."))
    throw refuse("is not a relative file path (no leading or trailing /, no empty, . or .. segment)");
  const lastSlash = glob.lastIndexOf("/");
  const nameAt = glob.slice(lastSlash + 1).includes("*") ? glob.indexOf("*", lastSlash + 1) : glob.indexOf("*");
  let source = "";
  for (let i = 0; i < glob.length; i++) {
    const ch = glob[i];
    if (ch === "*") source += i === nameAt ? "([^/]*?)" : "[^/]*";
    else if (ch === "?") source += "[^/]";
    else source += ch.replace(SPECIAL, "\\$&");
  }
  const wild = glob.search(/[*?]/);
  const slash = glob.lastIndexOf("/", wild);
  return {
    glob,
    pattern: new RegExp(`^${source}$`, "s"),
    folder: slash < 0 ? "" : glob.slice(0, slash + 1),
    namespaced: nameAt > lastSlash && wild < lastSlash
  };
}
var asNumber = (name) => /^[0-9]+$/.test(name) ? name.replace(/^0+(?=.)/, "") : name;
function allocatedName(glob, path3) {
  const m = glob.pattern.exec(path3);
  if (!m) return void 0;
  const name = asNumber(m[1] ?? "");
  return glob.namespaced ? `${path3.slice(0, path3.lastIndexOf("/") + 1)}${name}` : name;
}
function normalizedName(name) {
  const at = name.lastIndexOf("/") + 1;
  return `${name.slice(0, at)}${asNumber(name.slice(at))}`;
}
function isSquashed(path3) {
  return path3.slice(path3.lastIndexOf("/") + 1).includes("_squashed_");
}

// src/rebase-notify/rules/collisions/owners.ts
var NO_OWNERSHIP = { trusted: /* @__PURE__ */ new Set(), handed: /* @__PURE__ */ new Map() };
var nameKey = (glob, name) => `${glob}\0${name}`;
function inClaimOrder(claimants, key, owners) {
  const order = owners.order?.get(key) ?? [];
  const rank2 = (n) => {
    const at = order.indexOf(n);
    return at < 0 ? order.length : at;
  };
  return [...claimants].sort((a, b) => rank2(a) - rank2(b) || a - b);
}
function holderOf(claimants, key, owners) {
  if (claimants.length === 0) return void 0;
  const handed = owners.handed.get(key);
  if (handed !== void 0 && claimants.includes(handed)) return { number: handed, handed: true };
  const ordered = inClaimOrder(claimants, key, owners);
  const trusted = ordered.filter((n) => owners.trusted.has(n));
  return { number: trusted[0] ?? ordered[0], handed: false };
}
function holdReason(holder, loser, key, owners) {
  if (holder.handed) return "handed";
  const ordered = inClaimOrder([holder.number, loser], key, owners);
  return ordered[0] === loser ? "trusted" : "first";
}

// src/rebase-notify/collisions/git.ts
var CONCURRENCY = 4;
function changesOf(rawDiff) {
  return parseRawDiff(rawDiff).map((e) => ({
    path: e.path,
    status: e.status === "added" ? "A" : e.status === "removed" ? "D" : "M",
    result: e.status === "removed" ? "deleted" : `${e.newMode ?? ""}:${e.newSha}`
  }));
}
async function pullChanges(gitDir, baseSha, headSha) {
  let out = await git(["--git-dir", gitDir, ...rawDiffArgs(baseSha, headSha, { renames: false, mergeBase: true })], {
    okCodes: [0, 128]
  });
  if (out.code !== 0) {
    const bases = await git(["--git-dir", gitDir, "merge-base", "--all", baseSha, headSha]);
    const first = bases.stdout.split("\n")[0]?.trim() ?? "";
    if (!isSha(first)) throw new Error(out.stderr.trim().split("\n")[0] ?? "git diff-tree failed");
    out = await git(["--git-dir", gitDir, ...rawDiffArgs(first, headSha, { renames: false })]);
  }
  return changesOf(out.stdout);
}
async function treeChanges(gitDir, from, to) {
  const out = await git(["--git-dir", gitDir, ...rawDiffArgs(from, to, { renames: false })]);
  return changesOf(out.stdout);
}
async function allPullChanges(gitDir, pulls) {
  return mapLimit(pulls, CONCURRENCY, async (p) => {
    try {
      return { number: p.number, base: p.base, known: true, changes: await pullChanges(gitDir, p.baseSha, p.headSha) };
    } catch (e) {
      return {
        number: p.number,
        base: p.base,
        known: false,
        reason: { kind: "unread", said: githubWords(errorMessage(e)) }
      };
    }
  });
}
async function treePaths(gitDir, commit, globs) {
  const folders = globs.some((g) => g.folder === "") ? [] : [...new Set(globs.map((g) => g.folder))];
  const { stdout } = await git([
    "--literal-pathspecs",
    "--git-dir",
    gitDir,
    "ls-tree",
    "-r",
    "-z",
    "--name-only",
    commit,
    "--",
    ...folders
  ]);
  return stdout.split("\0").filter((p) => p !== "");
}
async function treeNameKeys(gitDir, commit, globs) {
  const keys = /* @__PURE__ */ new Set();
  for (const path3 of await treePaths(gitDir, commit, globs)) {
    for (const glob of globs) {
      const name = allocatedName(glob, path3);
      if (name !== void 0) keys.add(nameKey(glob.glob, name));
    }
  }
  return keys;
}
async function presentCommits(gitDir, shas) {
  const wanted = [...new Set(shas)].filter(isSha);
  if (wanted.length === 0) return /* @__PURE__ */ new Set();
  const { stdout } = await git(["--git-dir", gitDir, "cat-file", "--batch-check=%(objectname) %(objecttype)"], {
    input: wanted.join("\n") + "\n"
  });
  return new Set(
    stdout.split("\n").map((l) => l.split(" ")).filter(([, type]) => type === "commit").map(([sha]) => sha)
  );
}
async function baseAllocatedNames(gitDir, baseSha, globs) {
  const names = /* @__PURE__ */ new Map();
  for (const path3 of await treePaths(gitDir, baseSha, globs)) {
    for (const glob of globs) {
      const name = allocatedName(glob, path3);
      if (name === void 0) continue;
      let byName = names.get(glob.glob);
      if (!byName) names.set(glob.glob, byName = /* @__PURE__ */ new Map());
      byName.set(name, [...byName.get(name) ?? [], path3]);
    }
  }
  return names;
}

// src/rebase-notify/rules/collisions/decide-handover.ts
var HAND_OVER_RUN_NAME = "mergexo hand-over ${{ inputs.name }} to PR ${{ inputs.pull }}";
var TITLE = /^mergexo hand-over (\S+) to PR #?([1-9][0-9]{0,9})$/;
var comparedName = normalizedName;
function handOverNamedBy(title) {
  const m = TITLE.exec(title.trim());
  return m ? { name: comparedName(m[1]), pull: Number(m[2]) } : void 0;
}
function handOverRunFault(run, expected) {
  if (run.event !== "workflow_dispatch") return { kind: "not-dispatch", event: run.event };
  if (run.path !== expected.workflow) return { kind: "other-workflow", path: run.path, expected: expected.workflow };
  if (run.headBranch !== expected.defaultBranch) {
    return { kind: "other-branch", branch: run.headBranch, expected: expected.defaultBranch };
  }
  const named = handOverNamedBy(run.title);
  const want = { name: comparedName(expected.name), pull: expected.pull };
  if (!named || named.name !== want.name || named.pull !== want.pull) {
    return { kind: "other-hand-over", title: run.title, expected: want };
  }
  if (run.triggeringActor.toLowerCase() !== expected.dispatcher.toLowerCase()) {
    return { kind: "other-dispatcher", triggeringActor: run.triggeringActor, expected: expected.dispatcher };
  }
  return void 0;
}
function workflowPath(input) {
  const file = input.trim().replace(/^\.github\/workflows\//, "");
  return /^[^/\\]+\.ya?ml$/.test(file) ? `.github/workflows/${file}` : void 0;
}

// src/rebase-notify/collisions/messages.ts
var SHOWN = 10;
var PARTIES = 20;
var files = (paths) => paths.slice(0, SHOWN).map((p) => mdCode(p)).join(", ") + (paths.length > SHOWN ? ` and ${paths.length - SHOWN} more` : "");
var party = (other, base) => other === "base" ? `the base ${mdCode(base)}` : `#${other}`;
var held = (c, base) => {
  if (c.other === "base" && c.base !== void 0)
    return `which the base ${mdCode(c.base)}, which meets ${mdCode(base)} later, already holds at ${files(c.otherPaths)}`;
  if (c.other === "base") return `which ${party(c.other, base)} already holds at ${files(c.otherPaths)}`;
  const at = `(${files(c.otherPaths)})`;
  if (c.holds === "handed") return `which an operator handed to #${c.other} ${at}`;
  if (c.holds === "trusted")
    return `which #${c.other} holds ${at}: a PR from this repository by an author with write access holds a name before a fork's or a read-only author's`;
  return `which #${c.other} claimed first ${at}`;
};
function clashLine(c, base) {
  return `- ${files(c.paths)} claims the name ${mdCode(c.name)} (${mdCode(c.glob)}), ${held(c, base)}.`;
}
function overlapLine(o) {
  return `- #${o.other} also changes ${files(o.paths)}, to different contents.`;
}
function collisionComment(facts, base, checkName) {
  const parts = [];
  if (facts.clashes.length > 0) {
    const shown = facts.clashes.slice(0, PARTIES);
    parts.push(
      `**Allocated names taken.** This PR adds a name that another open PR on ${mdCode(base)} holds, or that the base itself already has; only one file may hold it, so ${mdCode(checkName)} fails until this PR renames its file (the holder keeps the name; an operator can hand it to this PR instead):`,
      "",
      ...shown.map((c) => clashLine(c, base)),
      ...facts.clashes.length > shown.length ? [`- and ${facts.clashes.length - shown.length} more.`] : []
    );
  }
  if (facts.overlaps.length > 0) {
    if (parts.length > 0) parts.push("");
    const shown = facts.overlaps.slice(0, PARTIES);
    parts.push(
      `**Same files as other PRs.** These open PRs on ${mdCode(base)} change files this PR changes; whichever lands second may need to merge the other in (no check fails for this):`,
      "",
      ...shown.map(overlapLine),
      ...facts.overlaps.length > shown.length ? [`- and ${plural(facts.overlaps.length - shown.length, "more PR")}.`] : []
    );
  }
  parts.push("", "_mergexo updates this comment as the PRs change and deletes it once nothing collides._");
  return parts.join("\n");
}
function collisionCheckText(c, base) {
  if (!c.known) {
    return {
      title: "Collisions could not be determined",
      summary: `mergexo could not compare this PR's allocated names with the other open PRs: ${mdText(collisionsUnknownText(c.reason))}. It fails closed until a run can: re-run the rebase-notify workflow, or push to the PR.`
    };
  }
  if (c.clashes.length === 0) {
    return {
      title: "No allocated name collides",
      summary: `No other open PR on ${mdCode(base)}, nor the base itself, claims a name this PR adds.`
    };
  }
  const names = [...new Set(c.clashes.map((x) => x.name))];
  const who = [...new Set(c.clashes.map(holderWord))].join(", ");
  return {
    title: plainLine(`${plural(names.length, "allocated name")} held by ${who}: rename this PR's file`),
    summary: c.clashes.map((x) => clashLine(x, base)).join("\n")
  };
}
var holderWord = (x) => x.other !== "base" ? `#${x.other}` : x.base !== void 0 ? `the base ${plainLine(x.base)}` : "the base";
function collisionPartReason(c) {
  if (!c.known) return "collisions could not be determined";
  return `an allocated name is held by ${[...new Set(c.clashes.map(holderWord))].join(", ")}`;
}
function sharedHeadCollisionTitle(failing) {
  return `This commit also heads ${failing.map((n) => `#${n}`).join(", ")}, whose allocated names collide`;
}
function collisionsUnknownReason(why) {
  return `the PR heads could not be compared with git (${why})`;
}
function collisionsUnknownText(u) {
  switch (u.kind) {
    case "git":
      return collisionsUnknownReason(u.said);
    case "base-not-fetched":
      return collisionsUnknownReason(baseNotFetchedReason(u.base));
    case "unread":
      return u.said;
    case "not-indexed":
      return "not indexed";
    case "no-group-base":
      return "the merge_group event names no base commit";
    case "api-source":
      return collisionsUnknownReason("drift-source is api");
    case "comments-unanswered":
      return "GitHub did not answer for its older comments";
  }
}
function collisionCommentsUnansweredLog(number, error2) {
  return `PR #${number}: GitHub did not answer for its older comments (${error2}); its collision check fails closed until a run can read them.`;
}
function collisionLog(base, compared, colliding, overlapping) {
  return `Collisions on ${base}: ${plural(compared, "open PR")} compared; ${colliding} with a colliding allocated name, ${overlapping} changing the same files as another.`;
}
function collisionsDeferredLog(count2) {
  return `Collision writes for ${plural(count2, "PR")} deferred to the next run (max-writes).`;
}
function collisionsWithoutGitWarning(why) {
  return `Collisions between PRs need a local git (drift-source auto or git) and none is usable: ${why}. Every collision check is written as failing; same-file notices are not computed. Run rebase-notify with drift-source 'auto' or 'git' on a runner with git 2.38 or later (GitHub's hosted runners have it).`;
}
function collisionSummaryLine(o) {
  const list = (ns) => ns.slice(0, 20).map((n) => `#${n}`).join(", ") + (ns.length > 20 ? ", \u2026" : "");
  return `Collisions: ${plural(o.colliding.length, "PR")} colliding${o.colliding.length ? ` (${list(o.colliding)})` : ""}, ${o.overlapping.length} changing the same files as another, ${plural(o.notified.length, "PR")} updated` + (o.deferred.length ? `, <b>${o.deferred.length} deferred</b> to the next run (max-writes)` : "") + ".";
}
function groupCollisionCheckText(finding, base) {
  if (finding.kind === "unknown") {
    return {
      title: "Collisions could not be determined",
      summary: `mergexo could not compare the names this merge group adds: ${mdText(collisionsUnknownText(finding.reason))}. It fails closed: queue the pull requests again once the cause is mended.`
    };
  }
  if (finding.clashes.length === 0) {
    return {
      title: "No allocated name collides in this group",
      summary: `No name this merge group adds is held by another path of ${mdCode(base)} with the group merged.`
    };
  }
  return {
    title: plainLine(`${plural(finding.clashes.length, "allocated name")} held twice once this group lands`),
    summary: finding.clashes.map(
      (c) => `- ${files(c.paths)} claims the name ${mdCode(c.name)} (${mdCode(c.glob)}), as ${files(c.otherPaths)} does.`
    ).join("\n")
  };
}
function collisionsFailedLog(error2) {
  return `Collisions between PRs could not be compared this run: ${error2}. The next run compares them again; re-run the workflow to retry now.`;
}
var readyTakenBackLog = (number) => `#${number}: ready for review mark taken back: an allocated name it adds is held by another`;
function handOverComment(r, permission) {
  return [
    `**Allocated name handed over.** ${mdCode(r.actor)} handed the name ${mdCode(r.name)} on ${mdCode(r.base)} to this PR (rebase-notify, workflow run ${r.run}). While this PR adds a file of that name on this base, it holds the name and any other open PR claiming it fails; a name the base already has stays the base's.`,
    "",
    `_The record counts while GitHub shows run ${r.run} as this hand-over, dispatched on the default branch by ${mdCode(r.actor)}, who holds ${mdCode(permission)} or higher (as must whoever started the run). Deleting this comment gives the name back to its first claim._`
  ].join("\n");
}
var handOverRunReason = (event) => `A hand-over (hand-over-to, hand-over-name) is an operator's workflow_dispatch run, not a '${event || "unknown"}' run: remove the two inputs from this step, and dispatch the workflow with them instead.`;
var handOverNoRunReason = (runId) => `GitHub does not show this run (${runId || "GITHUB_RUN_ID is empty"}) as a workflow_dispatch by the person running it, so no reader could check the hand-over's record. Dispatch the workflow from the Actions tab, and give the job 'actions: read' (the record is checked against GitHub's record of the run).`;
var handOverUncheckedWarning = (pull, name) => `#${pull} carries a hand-over of the allocated name ${name}, which this run cannot check against GitHub's record of its dispatch (the token lacks 'actions: read'): it counts for nothing here, and the first claim holds. Give this job 'actions: read' (permissions:) so the hand-over holds.`;
var handOverNotOpenReason = (pull, state) => `PR #${pull} is ${state.toLowerCase()}: a name is handed only to an open PR. Check 'hand-over-to'.`;
var handOverLog = (pull, name, base) => `Allocated name ${name} on ${base} handed to #${pull}; comparing the open PRs on ${base} again.`;
function handOverRunFaultReason(fault, run) {
  const fix = (what) => `GitHub records run ${run} ${what}, so no reader would count its record.`;
  switch (fault.kind) {
    case "not-dispatch":
      return `${fix(`as a '${plainLine(fault.event, 40)}' run`)} Dispatch the hand-over workflow from the Actions tab.`;
    case "other-workflow":
      return `${fix(`as a run of ${plainLine(fault.path, 120)}`)} A hand-over counts only from ${fault.expected} (input 'hand-over-workflow'): run it from that workflow, or give the input that workflow's file name.`;
    case "other-branch":
      return `${fix(`on ${fault.branch === null ? "no branch" : `'${plainLine(fault.branch, 80)}'`}`)} Dispatch it on ${fault.expected}.`;
    case "other-hand-over":
      return `${fix(`titled '${plainLine(fault.title, 120)}'`)} GitHub does not record a dispatch's inputs, so the hand-over workflow must carry them in its title: give it 'run-name: ${HAND_OVER_RUN_NAME}', with the inputs that feed hand-over-name (${fault.expected.name}) and hand-over-to (${fault.expected.pull}).`;
    case "other-dispatcher":
      return `${fix(`as triggered by ${plainLine(fault.triggeringActor || "nobody", 60)}`)} Dispatch it yourself.`;
  }
}
var handOverRunRoleReason = (run, lacking, needed) => `Run ${run} was started or re-run by ${plainLine(lacking.login || "someone GitHub does not name", 60)}, who has '${lacking.role}' permission; a hand-over needs '${needed}' or higher (input 'hand-over-permission') of both the person who dispatched it and whoever re-runs it. Ask a maintainer to dispatch it again.`;
function handOverRefusalText(refusal) {
  switch (refusal.kind) {
    case "not-dispatch":
      return handOverRunReason(refusal.event);
    case "no-run":
      return handOverNoRunReason(refusal.runId);
    case "run-fault":
      return handOverRunFaultReason(refusal.fault, refusal.run);
    case "run-role":
      return handOverRunRoleReason(refusal.run, refusal.lacking, refusal.needed);
    case "not-open":
      return handOverNotOpenReason(refusal.pull, refusal.state);
  }
}

// src/core/pure/fingerprint.ts
import { createHash } from "node:crypto";
function fingerprintOf(facts) {
  return JSON.stringify(facts);
}
var sha256Hex12 = (text) => createHash("sha256").update(text).digest("hex").slice(0, 12);
function digest(value) {
  return sha256Hex12(JSON.stringify(value));
}

// src/rebase-notify/rules/collisions/decide.ts
var SHARED_FILE_PRS = 10;
var byOther = (a, b) => (a.other === "base" ? -1 : a.other) - (b.other === "base" ? -1 : b.other);
function findCollisions(pulls, globs, trees, overlaps, owners = NO_OWNERSHIP) {
  const byPath = /* @__PURE__ */ new Map();
  const byName = claimsByName(pulls, globs, trees);
  if (overlaps) {
    for (const pull of pulls) {
      if (!pull.known) continue;
      for (const change of pull.changes)
        push(byPath, change.path, { number: pull.number, base: pull.base, path: change.path, result: change.result });
    }
  }
  const deleted = new Map(
    pulls.map((p) => [p.number, new Set(p.known ? p.changes.filter((c) => c.status === "D").map((c) => c.path) : [])])
  );
  const out = /* @__PURE__ */ new Map();
  const clashes = /* @__PURE__ */ new Map();
  const overlapsOf = /* @__PURE__ */ new Map();
  for (const pull of pulls) {
    if (!pull.known) out.set(pull.number, { number: pull.number, known: false, reason: pull.reason });
    else {
      clashes.set(pull.number, /* @__PURE__ */ new Map());
      overlapsOf.set(pull.number, /* @__PURE__ */ new Map());
    }
  }
  const clash = (self, other, why, key, path3) => {
    const [glob, name] = key.split("\0");
    const own = clashes.get(self);
    const id = `${other}\0${why.base ?? ""}\0${key}`;
    const found = own.get(id) ?? { other, ...why, glob, name, paths: [], otherPaths: [] };
    own.set(id, found);
    if (!found.paths.includes(path3)) found.paths.push(path3);
    return found;
  };
  for (const [key, claims] of byName) {
    const [glob, name] = key.split("\0");
    const heldBy = (tree) => tree.get(glob)?.get(name) ?? [];
    if ([...trees.values()].some((t) => heldBy(t).length > 0)) {
      for (const a of claims) {
        for (const [base, tree] of basesOf(trees, a.base)) {
          const gone = base === a.base ? deleted.get(a.number) : /* @__PURE__ */ new Set();
          const others = heldBy(tree).filter((at) => at !== a.path && !gone.has(at));
          if (others.length === 0) continue;
          const found = clash(a.number, "base", base === a.base ? {} : { base }, key, a.path);
          for (const at of others) if (!found.otherPaths.includes(at)) found.otherPaths.push(at);
          break;
        }
      }
      continue;
    }
    const holder = holderOf([...new Set(claims.map((c) => c.number))], key, owners);
    if (!holder) continue;
    const holderClaims = claims.filter((c) => c.number === holder.number);
    for (const a of claims) {
      if (a.number === holder.number) continue;
      if (holderClaims.some((h) => h.path === a.path && h.result === a.result)) continue;
      const found = clash(a.number, holder.number, { holds: holdReason(holder, a.number, key, owners) }, key, a.path);
      for (const h of holderClaims) if (!found.otherPaths.includes(h.path)) found.otherPaths.push(h.path);
    }
  }
  if (overlaps) {
    for (const [path3, claims] of byPath) {
      if (claims.length < 2 || claims.length > SHARED_FILE_PRS) continue;
      for (const a of claims) {
        for (const b of claims) {
          if (a.number === b.number || a.result === b.result || a.base !== b.base) continue;
          const own = overlapsOf.get(a.number);
          const paths = own.get(b.number) ?? /* @__PURE__ */ new Set();
          own.set(b.number, paths.add(path3));
        }
      }
    }
  }
  for (const [number, own] of clashes) {
    const list = [...own.values()].map((c) => ({ ...c, paths: [...c.paths].sort(), otherPaths: [...c.otherPaths].sort() })).sort((a, b) => byOther(a, b) || a.glob.localeCompare(b.glob) || a.name.localeCompare(b.name));
    const over = [...overlapsOf.get(number)].map(([other, paths]) => ({ other, paths: [...paths].sort() })).sort(byOther);
    out.set(number, { number, known: true, clashes: list, overlaps: over });
  }
  return out;
}
function basesOf(trees, own) {
  const others = [...trees].filter(([b]) => b !== own).sort(([a], [b]) => a.localeCompare(b));
  const mine = trees.get(own);
  return mine ? [[own, mine], ...others] : others;
}
function claimsByName(pulls, globs, trees = /* @__PURE__ */ new Map()) {
  const byName = /* @__PURE__ */ new Map();
  for (const pull of pulls) {
    if (!pull.known) continue;
    const squashes = [];
    const plain = /* @__PURE__ */ new Set();
    for (const change of pull.changes) {
      if (change.status !== "A") continue;
      for (const glob of globs) {
        const name = allocatedName(glob, change.path);
        if (name === void 0) continue;
        const key = nameKey(glob.glob, name);
        const claim = { number: pull.number, base: pull.base, path: change.path, result: change.result };
        if (isSquashed(change.path)) squashes.push([key, claim]);
        else {
          plain.add(key);
          push(byName, key, claim);
        }
      }
    }
    for (const [key, claim] of squashes) {
      const [glob, name] = key.split("\0");
      const replaced = (trees.get(pull.base)?.get(glob)?.get(name) ?? []).some((p) => !isSquashed(p));
      if (!replaced && !plain.has(key)) push(byName, key, claim);
    }
  }
  return byName;
}
function contestedNames(pulls, globs, trees = /* @__PURE__ */ new Map()) {
  const out = /* @__PURE__ */ new Map();
  for (const [key, claims] of claimsByName(pulls, globs, trees)) {
    const [glob, name] = key.split("\0");
    if ([...trees.values()].some((t) => (t.get(glob)?.get(name) ?? []).length > 0)) continue;
    const numbers = [...new Set(claims.map((c) => c.number))].sort((a, b) => a - b);
    if (numbers.length < 2 || new Set(claims.map((c) => `${c.path}\0${c.result}`)).size < 2) continue;
    out.set(key, numbers);
  }
  return out;
}
function claimedNames(pulls, globs, trees = /* @__PURE__ */ new Map()) {
  const out = /* @__PURE__ */ new Map();
  for (const [key, claims] of claimsByName(pulls, globs, trees))
    for (const n of new Set(claims.map((c) => c.number))) push(out, n, key);
  for (const list of out.values()) list.sort();
  return out;
}
function push(map, key, value) {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}
function passes(c) {
  return c.known && c.clashes.length === 0;
}
function collisionFingerprint(c, withOverlaps) {
  const facts = c.known ? { clashes: c.clashes, overlaps: withOverlaps ? c.overlaps : [] } : { unknown: c.reason };
  return digest(facts);
}
function showsFacts(shown, fingerprint) {
  if (typeof shown !== "string") return false;
  return shown === fingerprint || /^[0-9a-f]{20}$/.test(shown) && shown.startsWith(fingerprint);
}
function commentFacts(c, overlapNotice) {
  if (!c.known) return void 0;
  const overlaps = overlapNotice ? c.overlaps : [];
  return c.clashes.length > 0 || overlaps.length > 0 ? { clashes: c.clashes, overlaps } : void 0;
}
function groupClashes(added, globs, treeNames) {
  const out = /* @__PURE__ */ new Map();
  for (const change of added) {
    if (change.status !== "A") continue;
    for (const glob of globs) {
      const name = allocatedName(glob, change.path);
      if (name === void 0) continue;
      const others = (treeNames.get(glob.glob)?.get(name) ?? []).filter((p) => p !== change.path);
      if (others.length === 0 || isSquashed(change.path) && others.some((p) => !isSquashed(p))) continue;
      const key = `${glob.glob}\0${name}`;
      const found = out.get(key) ?? { other: "base", glob: glob.glob, name, paths: [], otherPaths: [] };
      out.set(key, found);
      found.paths.push(change.path);
      for (const o of others) if (!found.otherPaths.includes(o)) found.otherPaths.push(o);
    }
  }
  return [...out.values()].sort((a, b) => a.glob.localeCompare(b.glob) || a.name.localeCompare(b.name));
}

// src/rebase-notify/rules/collisions/decide-group.ts
function groupCollisionsQuestion(input) {
  if (input.globs === 0) return { kind: "none" };
  const { base, watched } = input;
  if (watched !== void 0 && base !== "" && base !== watched) {
    return { kind: "skip", reason: { kind: "other-base", base, watched } };
  }
  if (!input.baseSha) return { kind: "judge", finding: { kind: "unknown", reason: { kind: "no-group-base" } } };
  if (input.apiSource) return { kind: "judge", finding: { kind: "unknown", reason: { kind: "api-source" } } };
  return { kind: "compare", baseSha: input.baseSha };
}
function groupCollisionsPass(finding) {
  return finding.kind === "clashes" && finding.clashes.length === 0;
}

// src/rebase-notify/drift/drift-git.ts
import { existsSync as existsSync2, mkdirSync, writeFileSync } from "node:fs";
import path2 from "node:path";

// src/rebase-notify/drift/commit-graph.ts
import { closeSync, openSync, readdirSync, readFileSync as readFileSync2, readSync } from "node:fs";
import path from "node:path";
var COMMIT_GRAPH_FROM = { heads: 500, objects: 1e5 };
function commitGraphPays(gitDir, heads) {
  if (heads >= COMMIT_GRAPH_FROM.heads) return true;
  return packedObjects(gitDir) >= COMMIT_GRAPH_FROM.objects;
}
function packedObjects(gitDir) {
  const stores = [path.join(gitDir, "objects")];
  try {
    const listed = readFileSync2(path.join(gitDir, "objects", "info", "alternates"), "utf8");
    for (const line of listed.split("\n")) {
      if (line && !line.startsWith("#")) stores.push(path.resolve(path.join(gitDir, "objects"), line));
    }
  } catch {
  }
  let total = 0;
  for (const store of stores) {
    let names;
    try {
      names = readdirSync(path.join(store, "pack")).filter((n) => n.endsWith(".idx"));
    } catch {
      continue;
    }
    for (const name of names) total += indexCount(path.join(store, "pack", name));
  }
  return total;
}
function indexCount(file) {
  const head = Buffer.alloc(8 + 1024);
  let fd;
  try {
    fd = openSync(file, "r");
  } catch {
    return 0;
  }
  try {
    const read = readSync(fd, head, 0, head.length, 0);
    const v2 = read >= 8 && head.readUInt32BE(0) === 4285812579;
    const at = (v2 ? 8 : 0) + 255 * 4;
    return read >= at + 4 ? head.readUInt32BE(at) : 0;
  } finally {
    closeSync(fd);
  }
}

// src/rebase-notify/rules/drift/plan.ts
var URGENCIES = ["blocking", "helpful", "fyi"];
var SUBJECTS = 5;
var PRIORITY = {
  conflict: 0,
  gate: 1,
  caughtUp: 2,
  behind: 3,
  refresh: 4,
  none: 9
};

// src/rebase-notify/drift/git-measure.ts
var CONCURRENCY2 = 4;
async function measureDrift(gitDir, base, baseSha, headSha) {
  const walk = await git(
    ["--git-dir", gitDir, "log", "--left-right", "--format=%m%H%x1f%s", `${baseSha}...${headSha}`],
    { okCodes: [0, 128] }
  );
  if (walk.code !== 0) return { known: false, reason: { kind: "uncounted", said: githubWords(walk.stderr.trim()) } };
  let behind = 0;
  let ahead = 0;
  const missing = [];
  for (const line of walk.stdout.split("\n")) {
    if (line.startsWith(">")) ahead++;
    if (!line.startsWith("<")) continue;
    behind++;
    const [sha, subject2] = line.slice(1).split("");
    if (missing.length < SUBJECTS) missing.push({ sha, subject: subject2 ?? "" });
  }
  const drift = { base, baseSha, headSha, behind, ahead, conflict: false, missing: [] };
  if (behind === 0) return { known: true, drift };
  const merge = await git(
    ["--git-dir", gitDir, "merge-tree", "--write-tree", "--name-only", "--no-messages", "-z", headSha, baseSha],
    { okCodes: [0, 1, 128] }
  );
  if (merge.code === 1) {
    const files2 = [
      ...new Set(
        merge.stdout.split("\0").slice(1).filter((f) => f !== "")
      )
    ];
    return { known: true, drift: { ...drift, conflict: true, files: files2 } };
  }
  if (merge.code !== 0) {
    return {
      known: false,
      reason: { kind: "unmerged", base, said: githubWords(merge.stderr.trim().split("\n")[0] ?? "") }
    };
  }
  drift.missing = missing;
  return { known: true, drift };
}
async function measureDrifts(gitDir, items) {
  const results = new Array(items.length);
  const byBase = /* @__PURE__ */ new Map();
  items.forEach((item, i) => byBase.set(item.baseSha, [...byBase.get(item.baseSha) ?? [], i]));
  for (const [baseSha, indexes] of byBase) {
    const heads = [...new Set(indexes.map((i) => items[i].headSha))];
    const current = await containing(gitDir, baseSha, heads);
    const ahead = await aheadOf(gitDir, baseSha, [...current]);
    for (const i of indexes) {
      const item = items[i];
      if (!current.has(item.headSha)) continue;
      results[i] = {
        known: true,
        drift: { ...item, behind: 0, ahead: ahead.get(item.headSha) ?? 0, conflict: false, missing: [] }
      };
    }
  }
  const rest = items.map((item, i) => ({ item, i })).filter(({ i }) => results[i] === void 0);
  const measured = await mapLimit(
    rest,
    CONCURRENCY2,
    ({ item }) => measureDrift(gitDir, item.base, item.baseSha, item.headSha)
  );
  rest.forEach(({ i }, k) => results[i] = measured[k]);
  return results;
}
async function containing(gitDir, baseSha, heads) {
  if (heads.length === 0) return /* @__PURE__ */ new Set();
  await git(["--git-dir", gitDir, "update-ref", "--stdin"], {
    input: heads.map((h) => `update refs/mergexo/head/${h} ${h}`).join("\n") + "\n"
  });
  const { stdout } = await git(
    ["--git-dir", gitDir, "for-each-ref", "--format=%(objectname)", "--contains", baseSha, "refs/mergexo/head/"],
    { okCodes: [0] }
  );
  const wanted = new Set(heads);
  return new Set(stdout.split("\n").filter((sha) => wanted.has(sha)));
}
async function aheadOf(gitDir, baseSha, heads) {
  const counts = /* @__PURE__ */ new Map();
  if (heads.length === 0) return counts;
  const { stdout } = await git(["--git-dir", gitDir, "rev-list", "--parents", "--stdin"], {
    input: [`^${baseSha}`, ...heads].join("\n") + "\n"
  });
  const parents = /* @__PURE__ */ new Map();
  for (const line of stdout.split("\n")) {
    const [commit, ...rest] = line.split(" ");
    if (commit) parents.set(commit, rest);
  }
  for (const head of heads) {
    const seen = /* @__PURE__ */ new Set();
    const stack = parents.has(head) ? [head] : [];
    while (stack.length > 0) {
      const commit = stack.pop();
      if (seen.has(commit)) continue;
      seen.add(commit);
      for (const p of parents.get(commit) ?? []) if (parents.has(p) && !seen.has(p)) stack.push(p);
    }
    counts.set(head, seen.size);
  }
  return counts;
}

// src/rebase-notify/drift/drift-git.ts
var MIN_GIT = [2, 38, 0];
var FETCH_BATCH = 500;
var GitDrift = class _GitDrift {
  constructor(gitDir, options, borrowed) {
    this.gitDir = gitDir;
    this.options = options;
    this.borrowed = borrowed;
  }
  gitDir;
  options;
  borrowed;
  /**
   * What this run already fetched: a base's tip, a PR's head that is present. The collision phase asks for the
   * same bases and heads the drift phase just fetched; those are answered from here, not fetched again (the run
   * also judges one base tip throughout).
   */
  fetched = { bases: /* @__PURE__ */ new Map(), heads: /* @__PURE__ */ new Map() };
  /** A ready repository, or the reason a local git cannot be used. */
  static async open(options) {
    const version = await gitVersion();
    if (!version) return { unavailable: "git is not installed on this runner" };
    if (!versionAtLeast(version, MIN_GIT)) {
      return { unavailable: `git ${version.join(".")} is too old (merge-tree --write-tree needs 2.38 or later)` };
    }
    const name = `mergexo-rebase-notify-${options.repo.owner}-${options.repo.repo}`.replace(/[^\w.-]/g, "_");
    const gitDir = path2.join(options.tempDir, name);
    mkdirSync(gitDir, { recursive: true });
    try {
      await git(["init", "--quiet", "--bare", gitDir]);
    } catch (e) {
      return { unavailable: `could not create a repository in ${options.tempDir}: ${e.message}` };
    }
    const borrowed = await borrowWorkspaceObjects(gitDir, options.workspace);
    return new _GitDrift(gitDir, options, borrowed);
  }
  remote() {
    return `${this.options.serverUrl.replace(/\/+$/, "")}/${this.options.repo.owner}/${this.options.repo.repo}.git`;
  }
  /** A stalled transfer is abandoned rather than left to the job's timeout. */
  static FETCH_CONFIG = {
    "http.lowSpeedLimit": "1000",
    "http.lowSpeedTime": "60",
    "credential.helper": ""
  };
  async fetchSpecs(specs) {
    await git(
      [
        "--git-dir",
        this.gitDir,
        "fetch",
        "--quiet",
        "--no-tags",
        "--no-recurse-submodules",
        "--no-write-fetch-head",
        "--stdin",
        this.remote()
      ],
      {
        input: specs.join("\n") + "\n",
        auth: { serverUrl: this.options.serverUrl, token: this.options.token },
        config: _GitDrift.FETCH_CONFIG
      }
    );
  }
  /** Fetches commits by id (a merge group's commit and the base it was built on): one round trip. */
  async fetchCommits(shas) {
    await this.fetchSpecs(shas.filter(isSha));
  }
  /**
   * Fetches the bases and the PR heads in as few round trips as possible; a PR whose head
   * cannot be fetched is left unmeasured (and reported), the others are not held up.
   */
  async fetch(bases, heads) {
    const newBases = bases.filter((b) => !this.fetched.bases.has(b));
    const newHeads = heads.filter((h) => this.fetched.heads.get(h.number) !== h.headSha);
    const result = newBases.length > 0 || newHeads.length > 0 ? await this.fetchNew(newBases, newHeads) : { baseShas: /* @__PURE__ */ new Map(), missing: /* @__PURE__ */ new Map() };
    for (const [base, sha] of result.baseShas) this.fetched.bases.set(base, sha);
    for (const h of newHeads) if (!result.missing.has(h.number)) this.fetched.heads.set(h.number, h.headSha);
    const baseShas = /* @__PURE__ */ new Map();
    for (const b of bases) {
      const sha = this.fetched.bases.get(b);
      if (sha) baseShas.set(b, sha);
    }
    return { baseShas, missing: result.missing };
  }
  async fetchNew(bases, heads) {
    const missing = /* @__PURE__ */ new Map();
    const missingBases = /* @__PURE__ */ new Set();
    const items = [...bases.map((base) => ({ base })), ...heads.map((pull) => ({ pull }))];
    for (let i = 0; i < items.length; i += FETCH_BATCH) {
      await this.fetchIsolating(
        items.slice(i, i + FETCH_BATCH),
        (item) => "base" in item ? `+refs/heads/${item.base}:refs/mergexo/base/${item.base}` : `+refs/pull/${item.pull.number}/head:refs/mergexo/pull/${item.pull.number}`,
        (item) => {
          if ("base" in item) missingBases.add(item.base);
          else missing.set(item.pull.number, { kind: "pull-ref-unserved", number: item.pull.number });
        }
      );
    }
    if (missingBases.size === bases.length && bases.length > 0) {
      throw new Error(`the base branch${bases.length > 1 ? "es" : ""} ${bases.join(", ")} could not be fetched`);
    }
    for (const h of heads)
      if (missingBases.has(h.base)) missing.set(h.number, { kind: "base-unfetched", base: h.base });
    const refs = await this.refs();
    const stale = heads.filter(
      (h) => !missing.has(h.number) && refs.get(`refs/mergexo/pull/${h.number}`) !== h.headSha
    );
    if (stale.length > 0) {
      try {
        await this.fetchSpecs(stale.map((h) => h.headSha));
      } catch (e) {
        this.options.log(`Fetching ${stale.length} PR head(s) by commit id failed: ${e.message}`);
      }
    }
    const present = await this.present(heads.map((h) => h.headSha));
    for (const h of heads) {
      if (!missing.has(h.number) && !present.has(h.headSha))
        missing.set(h.number, { kind: "head-unfetched", headSha: h.headSha });
    }
    const baseShas = /* @__PURE__ */ new Map();
    for (const b of bases) {
      const sha = refs.get(`refs/mergexo/base/${b}`);
      if (sha) baseShas.set(b, sha);
    }
    if (commitGraphPays(this.gitDir, refs.size))
      await git(["--git-dir", this.gitDir, "commit-graph", "write", "--reachable"], { okCodes: [0, 1, 128] });
    return { baseShas, missing };
  }
  /**
   * Fetches every item's refspec at once; when GitHub does not serve one of the refs the batch
   * is split until that ref is isolated, so one odd PR does not cost the others their answer.
   * Any other failure (network, authentication) is thrown.
   */
  async fetchIsolating(items, spec, onMissing) {
    if (items.length === 0) return;
    try {
      await this.fetchSpecs(items.map(spec));
    } catch (e) {
      if (!(e instanceof GitCommandError) || !/couldn't find remote ref|not our ref|no such remote ref/i.test(e.output.stderr))
        throw e;
      if (items.length === 1) {
        onMissing(items[0]);
        return;
      }
      const half = Math.ceil(items.length / 2);
      await this.fetchIsolating(items.slice(0, half), spec, onMissing);
      await this.fetchIsolating(items.slice(half), spec, onMissing);
    }
  }
  async refs() {
    const { stdout } = await git([
      "--git-dir",
      this.gitDir,
      "for-each-ref",
      "--format=%(objectname) %(refname)",
      "refs/mergexo/"
    ]);
    const map = /* @__PURE__ */ new Map();
    for (const line of stdout.split("\n")) {
      const [sha, ref] = line.split(" ");
      if (sha && ref) map.set(ref, sha);
    }
    return map;
  }
  /** Which of these commits the repository has (one `cat-file --batch-check` for all). */
  async present(shas) {
    const unique = [...new Set(shas.filter(isSha))];
    if (unique.length === 0) return /* @__PURE__ */ new Set();
    const { stdout } = await git(["--git-dir", this.gitDir, "cat-file", "--batch-check=%(objectname) %(objecttype)"], {
      input: unique.map((s) => `${s}^{commit}`).join("\n") + "\n"
    });
    const found = /* @__PURE__ */ new Set();
    for (const line of stdout.split("\n")) {
      const [sha, type] = line.split(" ");
      if (sha && type === "commit") found.add(sha);
    }
    return found;
  }
  /** Behind/ahead counts, a test merge naming the conflicted files, and the newest missing commits. */
  measure(base, baseSha, headSha) {
    return measureDrift(this.gitDir, base, baseSha, headSha);
  }
  /** Measures many PRs (`measureDrifts`). */
  measureAll(items) {
    return measureDrifts(this.gitDir, items);
  }
};
async function borrowWorkspaceObjects(gitDir, workspace) {
  if (!workspace || !existsSync2(path2.join(workspace, ".git"))) return false;
  try {
    const { stdout } = await git(
      ["rev-parse", "--is-shallow-repository", "--path-format=absolute", "--git-common-dir"],
      {
        cwd: workspace
      }
    );
    const [shallow, common] = stdout.trim().split("\n");
    if (shallow !== "false" || !common) return false;
    const objects = path2.join(common, "objects");
    if (!existsSync2(objects)) return false;
    writeFileSync(path2.join(gitDir, "objects", "info", "alternates"), `${objects}
`);
    return true;
  } catch {
    return false;
  }
}

// src/rebase-notify/rules/drift/source.ts
var triesGit = (setting) => setting !== "api";
var whenGitFails = (setting) => setting === "git" ? "refuse" : "api";
var listsMergeable = (source) => source === "api";
var collisionsIndexed = (source) => source === "git";

// src/rebase-notify/collisions/merge-group.ts
async function answerGroupCollisions(ctx, settings, group, gitOptions, detailsUrl) {
  const base = mergeGroupBase(group) ?? "";
  const question = groupCollisionsQuestion({
    globs: settings.allocatedNames.length,
    watched: settings.base,
    base,
    baseSha: group.baseSha,
    apiSource: !triesGit(settings.driftSource)
  });
  if (question.kind === "none") return void 0;
  if (question.kind === "skip") return question;
  let finding;
  if (question.kind === "judge") {
    finding = question.finding;
  } else {
    try {
      const opened = await GitDrift.open({ ...gitOptions, repo: ctx.repo, log: (m) => ctx.log.info(m) });
      if ("unavailable" in opened) throw new Error(opened.unavailable);
      await opened.fetchCommits([question.baseSha, group.headSha]);
      const added = await treeChanges(opened.gitDir, question.baseSha, group.headSha);
      const names = await baseAllocatedNames(opened.gitDir, group.headSha, settings.allocatedNames);
      finding = { kind: "clashes", clashes: groupClashes(added, settings.allocatedNames, names) };
    } catch (e) {
      if (e instanceof ConfigurationError) throw e;
      finding = { kind: "unknown", reason: { kind: "git", said: githubWords(errorMessage(e)) } };
    }
  }
  const pass = groupCollisionsPass(finding);
  const text = groupCollisionCheckText(finding, base);
  await writeVerdict(ctx.github, ctx.repo, {
    name: settings.collisionCheckName,
    headSha: group.headSha,
    conclusion: pass ? "success" : "failure",
    ...text,
    ...detailsUrl ? { detailsUrl } : {}
  });
  return { kind: "answered", conclusion: pass ? "success" : "failure", reason: text.title };
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
  const first = firstLine2(body);
  if (!FIRST_LINE.test(first)) return [];
  const markers = [];
  for (const json of first.slice(PREFIX.length, -SUFFIX.length).split(BETWEEN)) {
    const marker = parseOne(json);
    if (!marker) return [];
    markers.push(marker);
  }
  return markers;
}
function firstLine2(body) {
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
function markerlessText(body) {
  const first = firstLine2(body);
  if (!FIRST_LINE.test(first)) return body;
  const newline = body.indexOf("\n");
  return newline < 0 ? "" : body.slice(newline + 1);
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
async function deleteOwnComment(github, repo, view, id) {
  if (github.observing) return;
  await deleteComment(github, repo, id);
  view.trusted = view.trusted.filter((c) => c.id !== id);
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

// src/rebase-notify/rules/collisions/hand-over-authority.ts
var handOverRule = (settings) => ({
  permission: settings.handOverPermission,
  workflow: settings.handOverWorkflow
});
async function lacksRole(run, permission, role) {
  for (const login of [run.actor, run.triggeringActor]) {
    const held2 = await role(login);
    if (!roleAtLeast(held2, permission)) return { login, role: held2 };
  }
  return void 0;
}
async function countedHandOvers(holders, globs, rule, ports2) {
  const unchecked = [];
  const best = /* @__PURE__ */ new Map();
  for (const holder of holders) {
    for (const record of holder.records) {
      if (record.base !== holder.baseRef) continue;
      const facts = await ports2.run(record.run);
      if (facts === "unreadable") {
        unchecked.push({ pull: holder.number, name: record.name });
        continue;
      }
      if (!facts) continue;
      const expected = {
        name: record.name,
        pull: holder.number,
        workflow: rule.workflow,
        defaultBranch: await ports2.defaultBranch(),
        dispatcher: record.actor
      };
      if (handOverRunFault(facts, expected)) continue;
      if (await lacksRole(facts, rule.permission, (login) => ports2.role(login))) continue;
      const seen = best.get(record.name);
      if (!seen || seen.run < record.run) best.set(record.name, { number: holder.number, run: record.run });
    }
  }
  const handed = /* @__PURE__ */ new Map();
  for (const [name, { number }] of best) for (const g of globs) handed.set(nameKey(g.glob, name), number);
  return { handed, unchecked };
}
async function decideHandOver(request, rule, ports2) {
  if (request.event !== "workflow_dispatch") return { refused: { kind: "not-dispatch", event: request.event } };
  const { defaultBranch } = await ports2.authorize();
  const id = Number(request.runId);
  const facts = Number.isSafeInteger(id) && id > 0 ? await ports2.run(id) : void 0;
  if (!facts || facts === "unreadable") return { refused: { kind: "no-run", runId: request.runId } };
  const fault = handOverRunFault(facts, {
    name: request.name,
    pull: request.pull,
    workflow: rule.workflow,
    defaultBranch,
    dispatcher: request.actor
  });
  if (fault) return { refused: { kind: "run-fault", run: id, fault } };
  const lacking = await lacksRole(facts, rule.permission, (login) => ports2.role(login));
  if (lacking) return { refused: { kind: "run-role", run: id, lacking, needed: rule.permission } };
  const pull = await ports2.pull(request.pull);
  if (pull.state !== "OPEN") return { refused: { kind: "not-open", pull: request.pull, state: pull.state } };
  return { record: { name: request.name, base: pull.baseRef, run: id, actor: request.actor }, pull };
}

// src/rebase-notify/rules/collisions/trusted-claimants.ts
async function trustedClaimants(contested, handed, claimants, role) {
  const trusted = /* @__PURE__ */ new Set();
  for (const [key, numbers] of contested) {
    const to = handed.get(key);
    if (to !== void 0 && numbers.includes(to)) continue;
    for (const number of numbers) {
      const claimant = claimants.get(number);
      if (!claimant || claimant.isCrossRepository) continue;
      if (trusted.has(number) || roleAtLeast(await role(claimant.author), "write")) {
        trusted.add(number);
        break;
      }
    }
  }
  return trusted;
}

// src/rebase-notify/rules/own-check.ts
function ownCheckOnHead(rollup, headSha, viewer, checkName) {
  if (rollup === void 0) return "unknown";
  if (rollup === null) return "none";
  if (!rollup.commit || rollup.commit.oid !== headSha) return "unknown";
  let newest;
  for (const context of rollup.contexts.nodes) {
    if (!context || context.__typename !== "CheckRun" || context.name !== checkName) continue;
    const app = context.checkSuite?.app;
    if (!app || botless(app.slug) !== botless(viewer)) continue;
    const id = context.databaseId ?? 0;
    if (!newest || id > newest.id) {
      newest = {
        id,
        run: {
          conclusion: context.conclusion?.toLowerCase() ?? null,
          fingerprint: context.externalId || null,
          completedAt: context.completedAt ?? null
        }
      };
    }
  }
  if (newest) return newest.run;
  return rollup.contexts.pageInfo.hasNextPage ? "unknown" : "none";
}

// src/rebase-notify/rules/scope.ts
var EVENTS = ["push", "schedule", "workflow_dispatch", "pull_request", "pull_request_target"];
function scopeOf(event, base, collisions2 = false) {
  const p = event.payload;
  switch (event.eventName) {
    case "push": {
      const ref = typeof p.ref === "string" ? p.ref : event.ref;
      if (!ref.startsWith("refs/heads/")) return { kind: "skip", reason: { kind: "not-a-branch", ref } };
      const branch = ref.slice("refs/heads/".length);
      if (p.deleted === true || isZeroSha(p.after)) {
        return { kind: "skip", reason: { kind: "branch-deleted", branch } };
      }
      if (base !== void 0 && base !== branch) {
        return { kind: "skip", reason: { kind: "other-branch", branch, base } };
      }
      return { kind: "sweep", base: branch };
    }
    case "schedule":
    case "workflow_dispatch":
      return base !== void 0 ? { kind: "sweep", base } : { kind: "sweep" };
    case "pull_request":
    case "pull_request_target": {
      const pr = p.pull_request;
      if (typeof pr?.number !== "number") {
        throw new ConfigurationError(`The '${event.eventName}' event payload has no pull_request number.`);
      }
      const prBase = typeof pr.base?.ref === "string" ? pr.base.ref : void 0;
      if (p.action === "closed") {
        if (!collisions2 || prBase === void 0 || base !== void 0 && prBase !== base)
          return { kind: "skip", reason: { kind: "pull-closed", number: pr.number } };
        return { kind: "sweep", base: prBase, collisionsOnly: true };
      }
      const changes = p.changes;
      const from = changes?.base?.ref?.from;
      const previousBase = collisions2 && typeof from === "string" && from !== prBase ? { previousBase: from } : {};
      if (base !== void 0 && prBase !== void 0 && prBase !== base) {
        if (previousBase.previousBase === base) return { kind: "sweep", base, collisionsOnly: true };
        return { kind: "skip", reason: { kind: "other-base", number: pr.number, prBase, base } };
      }
      const before = p.action === "synchronize" && isSha(p.before) ? p.before : "";
      return { kind: "pull", number: pr.number, ...previousBase, ...before && !isZeroSha(before) ? { before } : {} };
    }
    default:
      throw new ConfigurationError(
        `rebase-notify does not handle the '${event.eventName || "(none)"}' event. Trigger it on: push (to the base branch), schedule or workflow_dispatch (a sweep), or pull_request (one PR).`
      );
  }
}
var LISTING_PAGES = 100;
var listedInScope = (pull, base) => pull.state === "OPEN" && (!base || pull.baseRefName === base);

// src/rebase-notify/messages.ts
function stepText(step) {
  switch (step.kind) {
    case "draft":
      return "skipped: draft";
    case "skipped":
      return `skipped: ${skipText(step.reason)}`;
    case "no-change":
      return step.held ? "no change (cooldown)" : "no change";
    case "deferred":
      return step.maxWrites === void 0 ? "deferred: the write budget is spent" : `deferred: the write budget (max-writes ${step.maxWrites}) is spent`;
    case "error":
      return `error: ${step.message}`;
    case "updated":
      return `merged ${step.base} into the branch (update-branch)`;
    case "update-head-moved":
      return "update skipped: the head moved since it was evaluated";
    case "update-refused-workflows":
      return `not updated: ${step.base} changed a workflow file and the token lacks the workflows permission (${step.message}); an App token with workflows: write or a PAT with the workflow scope can, GITHUB_TOKEN never`;
    case "update-failed":
      return `update failed: ${refusalWords(step.refusal)}`;
    case "duplicate-deleted":
      return "duplicate status comment deleted";
    case "comment-deleted":
      return "status comment deleted: ci-wait's notice tells the conflict";
    case "label":
      return `label ${step.label} ${step.op}`;
    case "comment":
      return `comment ${step.result}${step.refresh ? " (cooldown over)" : ""}`;
    case "check-unconfirmed":
      return "check not written: the updated head could not be confirmed yet (the next run writes it)";
    case "check":
      return `check ${step.conclusion}`;
    case "check-shared-head":
      return step.stays ? `check stays failing: this commit also heads ${failingNames(step.failing)}, which is not up to date` : `check failure: this commit also heads ${failingNames(step.failing)}, which is not up to date`;
    case "held":
      return "refresh held (cooldown)";
    case "ready-taken-back":
      return "ready for review mark taken back: the PR conflicts with its base";
  }
}
function listedLog(scope, counts) {
  const where = scope.kind === "sweep" && scope.base ? ` on ${scope.base}` : "";
  return `${plural(counts.open, "open PR")}${where}; ${counts.evaluated} evaluated, ${plural(counts.drafts, "draft")} skipped (input 'include-drafts').`;
}
function notOpenLog(number) {
  return `PR #${number} is not open; nothing to do.`;
}
function commentsReadLog(count2) {
  return `Comments read for ${plural(count2, "PR")} whose check does not settle them.`;
}
function outcomeLog(o) {
  return `#${o.number} ${o.class}: ${o.steps.map(stepText).join("; ")}`;
}
function scopeSkipText(skip) {
  switch (skip.kind) {
    case "not-a-branch":
      return `the push was to ${skip.ref || "an unknown ref"}, not to a branch`;
    case "branch-deleted":
      return `the push deleted ${skip.branch}`;
    case "other-branch":
      return `the push was to ${skip.branch}; this step watches the base '${skip.base}' (input 'base')`;
    case "pull-closed":
      return `PR #${skip.number} was closed`;
    case "other-base":
      return `PR #${skip.number} targets ${skip.prBase}; this step watches the base '${skip.base}' (input 'base')`;
  }
}
function nothingToDoLog(reason) {
  return `Nothing to do: ${reason}.`;
}
function pullErrorLog(number, error2) {
  return `PR #${number}: ${error2}`;
}
function gitFallbackWarning(error2) {
  return `Local git could not fetch the repository; measuring drift through the API instead: ${error2}`;
}
function gitFallbackNote(error2) {
  return `git fetch failed (${error2})`;
}
var API_SOURCE_NOTE = "input 'drift-source' is api";
var BORROWED_NOTE = "objects borrowed from the workspace checkout";
function tooManyPullsError(max) {
  return `more than ${max} open pull requests: narrow the sweep with the 'base' input.`;
}
function unreadableRepositoryError(repo) {
  return `Repository ${repo.owner}/${repo.repo} was not found or is not readable by the token. Pass a token with access to this repository in 'github-token' (the default GITHUB_TOKEN has it).`;
}
function workflowRefusalWarning(numbers, blocking) {
  return `GitHub refused to update ${numbers.map((n) => `#${n}`).join(", ")}: the base changed a file under .github/workflows/ and this token lacks the workflows permission (GITHUB_TOKEN can never have it). To have such branches updated, set the 'github-token' input to a GitHub App installation token whose App has Workflows: Read and write (actions/create-github-app-token with permission-workflows: write)` + // A personal access token cannot write the check runs the blocking gate needs.
  (blocking ? "" : ", or to a personal access token with the workflow scope") + "; until then they are notified as behind.";
}
function gitRequiredError(unavailable) {
  return `Input 'drift-source' is git, but ${unavailable}. Install git 2.38 or later on the runner, or use 'auto' to fall back to the API.`;
}
function gitFetchFailedError(error2, serverUrl) {
  return `git could not fetch the repository (${error2}); nothing was changed. Check that the runner reaches ${serverUrl} and the token has \`contents: read\`, or set 'drift-source' to auto to fall back to the API.`;
}
function failedWritesMessage(errors, line) {
  return `mergexo/rebase-notify: writing to ${plural(errors.length, "PR")} failed (${line(errors.join("; "))}). Re-run the job: every write is idempotent, so a re-run completes what is missing without duplicates.`;
}
function groupFailedMessage(group, reason) {
  return `mergexo/rebase-notify: merge group ${group.headSha}: ${reason}.`;
}
var STATE = {
  up_to_date: "\u2705 up to date",
  behind: "\u23F3 behind",
  conflicting: "\u26A0\uFE0F conflicting",
  unknown: "\u2754 unknown",
  draft: "\u{1F4DD} draft (skipped)"
};
var HEADER = ["PR", "behind", "ahead", "state", "action taken"];
function outputsOf(pulls, collisions2) {
  const numbers = (pick) => pulls.filter(pick).map((p) => p.number);
  const union = (a, b = []) => [.../* @__PURE__ */ new Set([...a, ...b])].sort((x, y) => x - y);
  return {
    colliding: [...collisions2?.colliding ?? []],
    behind: numbers((p) => p.class === "behind"),
    conflicting: numbers((p) => p.class === "conflicting"),
    notified: union(
      numbers((p) => p.notified),
      collisions2?.notified
    ),
    updated: numbers((p) => p.updated),
    deferred: union(
      numbers((p) => p.deferred),
      collisions2?.deferred
    ),
    unknown: numbers((p) => p.class === "unknown")
  };
}
function groupSummary(answer, group, checkName) {
  return {
    heading: `mergexo/rebase-notify: merge group ${answer.conclusion === "success" ? "up to date \u2705" : "refused \u26D4"}`,
    lead: `${htmlCode(group.headSha)} (${htmlCode(group.headRef)}): ${htmlText(answer.reason)}.`,
    header: ["check", "conclusion"],
    rows: [[htmlCode(checkName), answer.conclusion]]
  };
}
function skippedSummary(reason) {
  return {
    heading: "mergexo/rebase-notify: nothing to do",
    lead: htmlText(`${reason[0]?.toUpperCase() ?? ""}${reason.slice(1)}.`),
    header: HEADER,
    rows: []
  };
}
function stateCell(p) {
  if (p.class !== "conflicting") return STATE[p.class];
  if (!p.files) return `${STATE.conflicting} (files unknown)`;
  const shown = p.files.slice(0, 5).map((f) => htmlCode(f));
  return `${STATE.conflicting}: ${shown.join(", ")}${p.files.length > 5 ? ` and ${p.files.length - 5} more` : ""}`;
}
function quiet(p) {
  return p.class === "up_to_date" && !p.notified && !p.updated && !p.deferred && !p.error;
}
function scopeLine(scope, pulls) {
  if (scope.kind === "pull") return pulls === 0 ? `PR #${scope.number} (not open)` : `PR #${scope.number}`;
  const what = plural(pulls, "open PR");
  return scope.base ? `${what} on ${htmlCode(scope.base)}` : `${what} on every base`;
}
function summaryOf(result, settings, scope, requests) {
  const count2 = (cls) => result.pulls.filter((p) => p.class === cls).length;
  const bases = [...result.bases].map(([b, sha]) => `${htmlCode(b)} at ${htmlCode(short(sha))}`).join(", ");
  const source = result.source === "git" ? `Drift measured with a local git${result.sourceNote ? ` (${htmlText(result.sourceNote)})` : ""}.` : `Drift measured through the API${result.sourceNote ? ` (${htmlText(result.sourceNote)})` : ""}: conflicted files are not named.`;
  const deferred2 = result.pulls.filter((p) => p.deferred).length;
  const lead = [
    `${scopeLine(scope, result.pulls.length)}${bases ? `; base ${bases}` : ""}. ${source}`,
    `Urgency <b>${settings.urgency}</b> \xB7 update-branch ${settings.updateBranch} \xB7 cooldown ${settings.cooldownMinutes} min \xB7 ${plural(result.writes, "write")} of a budget of ${settings.maxWrites} \xB7 ${plural(requests.reads, "read request")}` + (deferred2 ? ` \xB7 <b>${plural(deferred2, "PR")} deferred</b> to the next run (max-writes)` : "") + ".",
    ...result.collisions ? [collisionSummaryLine(result.collisions)] : []
  ].join("<br>");
  const listed = result.pulls.filter((p) => !quiet(p));
  const hidden = result.pulls.length - listed.length;
  return {
    heading: `mergexo/rebase-notify: ${count2("behind")} behind, ${count2("conflicting")} conflicting` + (count2("unknown") ? `, ${count2("unknown")} unknown` : "") + ` of ${result.pulls.length}`,
    lead,
    header: HEADER,
    rows: listed.map((p) => [
      `${htmlLink(`#${p.number}`, p.url)} ${htmlText(p.title)}`,
      p.behind === void 0 ? "" : String(p.behind),
      p.ahead === void 0 ? "" : String(p.ahead),
      stateCell(p),
      htmlText(p.steps.map(stepText).join("; "))
    ]),
    ...hidden > 0 ? { footer: `${plural(hidden, "PR")} up to date with nothing to do ${hidden === 1 ? "is" : "are"} not listed.` } : {}
  };
}

// src/rebase-notify/documents.ts
var REBASE_COMMENT_WINDOW = 20;
var REBASE_CONFLICT_PAGE = 46;
var REBASE_LISTED_PULL = (
  /* GraphQL */
  `
  fragment mergexoRebaseListedPull on PullRequest {
    ...mergexoPullFields
    totalCommentsCount
    mergeable @include(if: $withMergeable)
  }
  ${PULL_FIELDS}
`
);
var REBASE_COMMENTS = (
  /* GraphQL */
  `
  fragment mergexoRebaseComments on IssueCommentConnection {
    totalCount
    nodes {
      ...mergexoTrustedComment
    }
  }
`
);
var REBASE_ROLLUP = (
  /* GraphQL */
  `
  fragment mergexoRebaseRollup on StatusCheckRollup {
    commit {
      oid
    }
    contexts(first: 100) {
      pageInfo {
        hasNextPage
      }
      nodes {
        __typename
        ... on CheckRun {
          name
          databaseId
          conclusion
          externalId
          completedAt
          checkSuite {
            app {
              slug
            }
          }
        }
      }
    }
  }
`
);
var REBASE_OPEN_PULLS = (
  /* GraphQL */
  `
  query mergexoRebaseOpenPulls(
    $owner: String!
    $repo: String!
    $base: String
    $after: String
    $withPulls: Boolean!
    $withMergeable: Boolean!
    $withChecks: Boolean!
    $behindLabel: String!
    $withBehind: Boolean!
    $behindAfter: String
    $conflictLabel: String!
    $withConflict: Boolean!
    $conflictAfter: String
    $conflictPage: Int!
  ) {
    viewer {
      login
    }
    repository(owner: $owner, name: $repo) {
      pullRequests(
        states: [OPEN]
        baseRefName: $base
        first: 100
        after: $after
        orderBy: { field: CREATED_AT, direction: ASC }
      ) @include(if: $withPulls) {
        totalCount
        pageInfo {
          hasNextPage
          endCursor
        }
        nodes {
          ...mergexoRebaseListedPull
          comments(last: ${REBASE_COMMENT_WINDOW}, orderBy: { field: UPDATED_AT, direction: ASC }) @skip(if: $withChecks) {
            ...mergexoRebaseComments
          }
          statusCheckRollup @include(if: $withChecks) {
            ...mergexoRebaseRollup
          }
        }
      }
      behindLabel: label(name: $behindLabel) @include(if: $withBehind) {
        name
        pullRequests(states: [OPEN], baseRefName: $base, first: 100, after: $behindAfter) {
          pageInfo {
            hasNextPage
            endCursor
          }
          nodes {
            number
          }
        }
      }
      conflictLabel: label(name: $conflictLabel) @include(if: $withConflict) {
        name
        pullRequests(states: [OPEN], baseRefName: $base, first: $conflictPage, after: $conflictAfter) {
          pageInfo {
            hasNextPage
            endCursor
          }
          nodes {
            number
            comments(last: ${REBASE_COMMENT_WINDOW}, orderBy: { field: UPDATED_AT, direction: ASC })
              @include(if: $withChecks) {
              ...mergexoRebaseComments
            }
          }
        }
      }
    }
  }
  ${REBASE_LISTED_PULL}
  ${REBASE_COMMENTS}
  ${REBASE_ROLLUP}
  ${TRUSTED_COMMENT_FIELDS}
`
);
var REBASE_ONE_PULL = (
  /* GraphQL */
  `
  query mergexoRebaseOnePull(
    $owner: String!
    $repo: String!
    $number: Int!
    $withMergeable: Boolean!
    $withChecks: Boolean!
  ) {
    viewer {
      login
    }
    repository(owner: $owner, name: $repo) {
      pullRequest(number: $number) {
        ...mergexoRebaseListedPull
        labels(first: 100) {
          nodes {
            name
          }
        }
        comments(last: ${REBASE_COMMENT_WINDOW}, orderBy: { field: UPDATED_AT, direction: ASC }) {
          ...mergexoRebaseComments
        }
        statusCheckRollup @include(if: $withChecks) {
          ...mergexoRebaseRollup
        }
      }
    }
  }
  ${REBASE_LISTED_PULL}
  ${REBASE_COMMENTS}
  ${REBASE_ROLLUP}
  ${TRUSTED_COMMENT_FIELDS}
`
);
var REBASE_PULL_COMMENTS = (
  /* GraphQL */
  `
  query mergexoRebasePullComments($ids: [ID!]!) {
    nodes(ids: $ids) {
      ... on PullRequest {
        number
        comments(last: ${REBASE_COMMENT_WINDOW}, orderBy: { field: UPDATED_AT, direction: ASC }) {
          ...mergexoRebaseComments
        }
      }
    }
  }
  ${REBASE_COMMENTS}
  ${TRUSTED_COMMENT_FIELDS}
`
);
var REBASE_MERGEABLE = (
  /* GraphQL */
  `
  query mergexoRebaseMergeable($owner: String!, $repo: String!, $number: Int!) {
    repository(owner: $owner, name: $repo) {
      pullRequest(number: $number) {
        headRefOid
        mergeable
      }
    }
  }
`
);
var REBASE_CLAIM_STARTS = (
  /* GraphQL */
  `
  query mergexoRebaseClaimStarts($ids: [ID!]!) {
    nodes(ids: $ids) {
      ... on PullRequest {
        number
        createdAt
        headRefName
        headRepository {
          nameWithOwner
        }
        timelineItems(itemTypes: [REOPENED_EVENT, BASE_REF_CHANGED_EVENT, READY_FOR_REVIEW_EVENT], last: 100) {
          nodes {
            __typename
            ... on ReopenedEvent {
              createdAt
            }
            ... on ReadyForReviewEvent {
              createdAt
            }
            ... on BaseRefChangedEvent {
              createdAt
              previousRefName
              currentRefName
            }
          }
        }
      }
    }
  }
`
);

// src/rebase-notify/listing.ts
function remake(pull) {
  const comments = [...pull.comments.values()].sort((a, b) => (a.databaseId ?? 0) - (b.databaseId ?? 0));
  pull.view = viewOf(pull.node, pull.view.viewer, comments);
}
function takeComments(pull, window) {
  pull.comments = /* @__PURE__ */ new Map();
  for (const c of window.nodes) if (c?.databaseId != null) pull.comments.set(c.databaseId, c);
  remake(pull);
  pull.commentsRead = true;
  pull.commentsComplete = window.totalCount <= window.nodes.length;
}
function toListed(node, viewer, checkName, labels) {
  const total = node.totalCommentsCount ?? 0;
  const withLabels = { ...node, labels: { nodes: labels.map((name) => ({ name })) } };
  const pull = {
    view: viewOf(withLabels, viewer, []),
    check: ownCheckOnHead(node.statusCheckRollup, node.headRefOid, viewer, checkName),
    // A PR without comments has nothing to read.
    commentsRead: total === 0 && node.totalCommentsCount !== null,
    commentsComplete: total === 0 && node.totalCommentsCount !== null,
    node: withLabels,
    comments: /* @__PURE__ */ new Map()
  };
  if (node.comments) takeComments(pull, node.comments);
  return pull;
}
async function listOpenPullsWithChecks(github, repo, options) {
  const nodes = [];
  const labels = /* @__PURE__ */ new Map();
  const conflictComments = /* @__PURE__ */ new Map();
  const cursors = { pulls: null, behind: null, conflict: null };
  const done = { pulls: false, behind: false, conflict: false };
  const maxPages = options.maxPages ?? LISTING_PAGES;
  let viewer = "";
  for (let pages = 0; !(done.pulls && done.behind && done.conflict); ) {
    if (!done.pulls && pages++ >= maxPages) {
      throw new UndecidableError(tooManyPullsError(maxPages * 100));
    }
    const answer = await github.query("pulls.open", REBASE_OPEN_PULLS, {
      owner: repo.owner,
      repo: repo.repo,
      base: options.base ?? null,
      after: cursors.pulls,
      withPulls: !done.pulls,
      withMergeable: options.withMergeable,
      withChecks: options.withChecks,
      behindLabel: options.behindLabel,
      withBehind: !done.behind,
      behindAfter: cursors.behind,
      conflictLabel: options.conflictLabel,
      withConflict: !done.conflict,
      conflictAfter: cursors.conflict,
      conflictPage: options.withChecks ? REBASE_CONFLICT_PAGE : 100
    });
    if (!answer.repository) throw new ConfigurationError(unreadableRepositoryError(repo));
    viewer = answer.viewer.login;
    const connection = answer.repository.pullRequests;
    if (!done.pulls && connection) {
      for (const node of connection.nodes) {
        if (node && listedInScope(node, options.base)) nodes.push(node);
      }
      cursors.pulls = connection.pageInfo.endCursor;
      done.pulls = !connection.pageInfo.hasNextPage || !connection.pageInfo.endCursor;
    }
    for (const key of ["behind", "conflict"]) {
      if (done[key]) continue;
      const listing = key === "behind" ? answer.repository.behindLabel : answer.repository.conflictLabel;
      if (!listing) {
        done[key] = true;
        continue;
      }
      for (const pr of listing.pullRequests.nodes) {
        if (!pr) continue;
        labels.set(pr.number, [...labels.get(pr.number) ?? [], listing.name]);
        if (pr.comments) conflictComments.set(pr.number, pr.comments);
      }
      cursors[key] = listing.pullRequests.pageInfo.endCursor;
      done[key] = !listing.pullRequests.pageInfo.hasNextPage || !listing.pullRequests.pageInfo.endCursor;
    }
  }
  return nodes.map((node) => {
    const pull = toListed(node, viewer, options.checkName, labels.get(node.number) ?? []);
    const comments = conflictComments.get(node.number);
    if (comments && !pull.commentsRead) takeComments(pull, comments);
    return pull;
  });
}
async function listOnePull(github, repo, number, options) {
  const answer = await github.query("pulls.one", REBASE_ONE_PULL, {
    owner: repo.owner,
    repo: repo.repo,
    number,
    withMergeable: options.withMergeable,
    withChecks: options.withChecks
  });
  const node = answer.repository?.pullRequest;
  if (!node || !listedInScope(node)) return void 0;
  const labels = node.labels?.nodes.flatMap((l) => l ? [l.name] : []) ?? [];
  return toListed(node, answer.viewer.login, options.checkName, labels);
}
async function readComments(github, pulls) {
  const todo = pulls.filter((p) => !p.commentsRead);
  for (let i = 0; i < todo.length; i += 100) {
    const batch = todo.slice(i, i + 100);
    const answer = await github.query("pulls.comments", REBASE_PULL_COMMENTS, {
      ids: batch.map((p) => p.view.nodeId)
    });
    const byNumber = new Map(batch.map((p) => [p.view.number, p]));
    for (const node of answer.nodes) {
      const pull = node?.number !== void 0 ? byNumber.get(node.number) : void 0;
      if (pull && node?.comments) takeComments(pull, node.comments);
    }
  }
}
async function completeComments(github, repo, pull) {
  const vars = { owner: repo.owner, repo: repo.repo, number: pull.view.number };
  for (const c of await readCommentPages(github, vars, null))
    if (c?.databaseId != null) pull.comments.set(c.databaseId, c);
  remake(pull);
  pull.commentsRead = true;
  pull.commentsComplete = true;
}

// src/core/pure/protocol/version.ts
function versionOf(data) {
  const v = data?.v;
  if (v === void 0) return 1;
  return typeof v === "number" && Number.isInteger(v) && v >= 1 ? v : void 0;
}
function readable(data, current) {
  const v = versionOf(data);
  return v !== void 0 && (v === current || v === current - 1);
}
function versionField(current) {
  return current === 1 ? {} : { v: current };
}

// src/core/pure/protocol/conflict-notice.ts
var DEFAULT_CONFLICT_LABEL = "mergexo:conflict";
var CONFLICT_NOTICE_VERSION = 1;
var CI_WAIT_FINDING = { action: "ci-wait", kind: "finding" };
var CONFLICT_ROUND = "conflict:";
var REBASE_NOTIFY_STATUS = { action: "rebase-notify", kind: "status", key: "pr" };
function readCiWaitFinding(marker) {
  if (marker.action !== CI_WAIT_FINDING.action || marker.kind !== CI_WAIT_FINDING.kind) return void 0;
  if (!readable(marker.data, CONFLICT_NOTICE_VERSION)) return void 0;
  const data = marker.data ?? {};
  return {
    round: marker.key,
    open: data.open === true,
    ...typeof data.base === "string" ? { base: data.base } : {},
    ..."state" in data ? { state: data.state } : {}
  };
}
function rebaseNotifyStatusMarker(state) {
  return { ...REBASE_NOTIFY_STATUS, data: { ...versionField(CONFLICT_NOTICE_VERSION), ...state } };
}
function readRebaseNotifyStatus(marker) {
  const { action, kind, key } = REBASE_NOTIFY_STATUS;
  if (marker.action !== action || marker.kind !== kind || marker.key !== key) return void 0;
  if (!readable(marker.data, CONFLICT_NOTICE_VERSION)) return void 0;
  return marker.data ?? {};
}
function readConflictNotice(marker) {
  const finding = readCiWaitFinding(marker);
  if (finding) {
    const isNotice = finding.open && finding.round.startsWith(CONFLICT_ROUND) && finding.base !== void 0;
    return isNotice ? { from: "ci-wait", base: finding.base } : void 0;
  }
  const status = readRebaseNotifyStatus(marker);
  if (status?.class !== "conflicting" || typeof status.base !== "string") return void 0;
  return { from: "rebase-notify", base: status.base };
}
function otherConflictNotice(view, self, base) {
  const other = self === "ci-wait" ? "rebase-notify" : "ci-wait";
  return view.trusted.find(
    (c) => c.markers.some((m) => {
      const notice = readConflictNotice(m);
      return notice?.from === other && notice.base === base;
    })
  );
}

// src/core/pure/protocol/ready-mark.ts
var DEFAULT_READY_LABEL = "mergexo:ready";
var DEFAULT_BLOCKED_LABEL = "mergexo:blocked";
var DEFAULT_QUARANTINE_LABEL = "mergexo:quarantined";

// src/rebase-notify/rules/state.ts
var ACTION = "rebase-notify";
var CLASSES = ["up_to_date", "behind", "conflicting"];
var STATUS = { ...REBASE_NOTIFY_STATUS };
function statusMarker(state) {
  return rebaseNotifyStatusMarker(state);
}
var count = (v) => typeof v === "number" && Number.isInteger(v) && v >= 0 ? v : void 0;
function parseStoredState(data) {
  if (!data) return void 0;
  const cls = data.class;
  if (typeof cls !== "string" || !CLASSES.includes(cls)) return void 0;
  const behind = count(data.behind);
  const ahead = count(data.ahead);
  const { notifiedAt, base, baseSha, headSha, files: files2, fingerprint } = data;
  if (typeof notifiedAt !== "string" || !Number.isFinite(Date.parse(notifiedAt))) return void 0;
  if (behind === void 0 || ahead === void 0 || typeof base !== "string") return void 0;
  if (!isSha(baseSha) || !isSha(headSha)) return void 0;
  return {
    class: cls,
    notifiedAt,
    behind,
    ahead,
    base,
    baseSha,
    headSha,
    ...Array.isArray(files2) ? { files: files2.filter((f) => typeof f === "string") } : {},
    ...typeof fingerprint === "string" ? { fingerprint } : {}
  };
}
function readStatusComment(view) {
  const found = findMarked(view, ACTION, "status", "pr");
  if (!found) return void 0;
  const text = markerlessText(found.comment.body);
  const state = parseStoredState(readRebaseNotifyStatus(found.marker));
  return { id: found.comment.id, text, ...state ? { state } : {} };
}
var COLLISION = { action: ACTION, kind: "collision", key: "pr" };
function collisionMarker(fingerprint) {
  return { ...COLLISION, data: { fingerprint } };
}
function readCollisionComment(view) {
  const found = findMarked(view, ACTION, COLLISION.kind, COLLISION.key);
  if (!found) return void 0;
  const fp = found.marker.data?.fingerprint;
  return { id: found.comment.id, fingerprint: typeof fp === "string" ? fp : void 0 };
}
var HANDOVER_KIND = "name-holder";
function handOverMarker(r) {
  return { action: ACTION, kind: HANDOVER_KIND, key: r.name, data: { ...r } };
}
function handOverRecords(view) {
  const out = [];
  for (const comment of view.trusted) {
    const m = comment.markers.find((x) => x.action === ACTION && x.kind === HANDOVER_KIND);
    const d = m?.data;
    if (!m || !d) continue;
    const { name, base, run, actor } = d;
    if (typeof name !== "string" || name !== m.key || typeof base !== "string" || typeof actor !== "string") continue;
    if (typeof run !== "number" || !Number.isSafeInteger(run) || run <= 0) continue;
    out.push({ name, base, run, actor });
  }
  return out;
}

// src/rebase-notify/collisions/handover.ts
var newLookups = () => ({ roles: /* @__PURE__ */ new Map(), runs: /* @__PURE__ */ new Map() });
function portsOf(ctx, lookups) {
  return {
    run(id) {
      let found = lookups.runs.get(id);
      if (!found) {
        found = ctx.github.workflowRun(ctx.repo, id).then((run) => run === "absent" ? void 0 : run);
        lookups.runs.set(id, found);
      }
      return found;
    },
    role(login) {
      if (login === "") return Promise.resolve("none");
      const key = login.toLowerCase();
      let found = lookups.roles.get(key);
      if (!found) lookups.roles.set(key, found = collaboratorRole(ctx.github, ctx.repo, login));
      return found;
    },
    defaultBranch() {
      lookups.defaultBranch ??= ctx.github.repository(ctx.repo).then((r) => r.defaultBranch);
      return lookups.defaultBranch;
    }
  };
}
async function ownershipOf(ctx, pulls, contested, globs, rule, lookups) {
  const involved = [...new Set([...contested.values()].flat())].flatMap((n) => pulls.get(n) ?? []);
  await readComments(ctx.github, involved);
  for (const pull of involved) if (!pull.commentsComplete) await completeComments(ctx.github, ctx.repo, pull);
  const ports2 = portsOf(ctx, lookups);
  const holders = involved.map(({ view }) => ({
    number: view.number,
    baseRef: view.baseRef,
    records: handOverRecords(view)
  }));
  const { handed, unchecked } = await countedHandOvers(holders, globs, rule, ports2);
  for (const u of unchecked) ctx.log.warning(handOverUncheckedWarning(u.pull, u.name));
  const claimants = new Map(involved.map(({ view }) => [view.number, view]));
  const trusted = await trustedClaimants(contested, handed, claimants, (login) => ports2.role(login));
  return { trusted, handed };
}
async function handOver(ctx, settings, run) {
  const { github, repo } = ctx;
  const request = settings.handOver;
  const decided = await decideHandOver(
    { ...request, event: run.eventName, runId: run.runId, actor: run.actor },
    { permission: settings.handOverPermission, workflow: settings.handOverWorkflow },
    {
      ...portsOf(ctx, newLookups()),
      authorize: () => authorizeOperatorRun(github, repo, run, {
        name: "hand-over",
        permissionInput: "hand-over-permission",
        needed: settings.handOverPermission
      }),
      pull: (number) => readPull(github, repo, number)
    }
  );
  if ("refused" in decided) throw new ConfigurationError(handOverRefusalText(decided.refused));
  const { record, pull: view } = decided;
  await upsertComment(github, repo, view, handOverMarker(record), handOverComment(record, settings.handOverPermission));
  return { pull: view.number, base: view.baseRef, name: record.name };
}

// src/core/pr/repo-labels.ts
var MERGEXO_LABELS = {
  "blocked-label": {
    name: DEFAULT_BLOCKED_LABEL,
    color: "b60205",
    description: "mergexo history-guard: the history of this PR was rewritten; an operator unblocks it"
  },
  "quarantine-label": {
    name: DEFAULT_QUARANTINE_LABEL,
    color: "d93f0b",
    description: "mergexo write-root-gate: this PR writes outside the roots leased to it"
  },
  "failed-label": { name: "mergexo:ci-failed", color: "e11d21", description: "mergexo ci-wait: CI failed on the head" },
  "conflict-label": {
    name: DEFAULT_CONFLICT_LABEL,
    color: "fbca04",
    description: "mergexo: this PR conflicts with its base branch"
  },
  "needs-human-label": {
    name: "mergexo:needs-human",
    color: "5319e7",
    description: "mergexo ci-wait: too many failed rounds; mergexo stops acting until the label is removed"
  },
  "ready-label": {
    name: DEFAULT_READY_LABEL,
    color: "0e8a16",
    description: "mergexo: CI passed, no blocking label, every mergexo check passes: ready for review"
  },
  "behind-label": {
    name: "mergexo:behind",
    color: "c5def5",
    description: "mergexo rebase-notify: the base branch moved on since this PR was last updated"
  },
  overlap: {
    name: "mergexo:overlap",
    color: "bfdadc",
    description: "mergexo rebase-notify: another open PR changes the same file"
  }
};
var LABEL_INPUTS = Object.keys(MERGEXO_LABELS).filter((k) => k !== "overlap");

// src/rebase-notify/rules/write-budget.ts
var Allowance = class {
  constructor(room) {
    this.room = room;
  }
  room;
  /** Writes this PR made so far. */
  made = 0;
  /** Whether `n` more writes fit this PR's allowance. */
  fits(n = 1) {
    return this.made + n <= this.room;
  }
  spend(n = 1) {
    this.made += n;
  }
};
var OutOfWrites = class extends Error {
  constructor() {
    super("max-writes reached");
  }
};
var allowanceFor = (maxWrites, made, promisedAfter = 0) => new Allowance(maxWrites - made - promisedAfter);
var roomFor = (room, made) => made + 1 <= room;
var collisionRoom = (maxWrites, driftWrites) => maxWrites - driftWrites;

// src/rebase-notify/rules/collisions/parts.ts
function ownPart(number, result) {
  return passes(result) ? { number, pass: true } : { number, pass: false, reason: result };
}
function partOf(number, result) {
  return ownPart(number, result ?? { number, known: false, reason: { kind: "not-indexed" } });
}
function partOnHead(number, result, judgedHead, head) {
  return judgedHead === head ? partOf(number, result) : void 0;
}
function unindexedStanding(pull, head, includeDrafts) {
  if (pull.headSha !== head) return "moved-on";
  return pull.isDraft && !includeDrafts ? "passes" : "index-its-base";
}
function settled(pull, fingerprint, pass) {
  const { check } = pull;
  return typeof check === "object" && showsFacts(check.fingerprint, fingerprint) && check.conclusion === (pass ? "success" : "failure");
}
function collisionWritePlan(policy, view, result, fingerprint) {
  const plan = {
    takeBackReady: policy.check && !passes(result) && policy.readyWrites > 0,
    check: policy.check
  };
  if (result.known) {
    const wantLabel = policy.overlapLabel && result.overlaps.length > 0;
    if (wantLabel !== hasLabel(view.labels, policy.overlapName)) plan.label = wantLabel ? "add" : "remove";
    const facts = commentFacts(result, policy.overlapComment);
    const existing = readCollisionComment(view);
    if (facts && !showsFacts(existing?.fingerprint, fingerprint))
      plan.comment = { op: "write", facts, deletes: duplicateComments(view) };
    else if (!facts && existing) plan.comment = { op: "delete", id: existing.id };
  }
  return plan;
}
function collisionWrites(policy, view, result, fingerprint) {
  const plan = collisionWritePlan(policy, view, result, fingerprint);
  let n = plan.takeBackReady ? policy.readyWrites : 0;
  if (plan.label) n++;
  if (plan.comment) n += plan.comment.op === "write" ? 1 + plan.comment.deletes : 1;
  if (plan.check) n += passes(result) ? 2 : 1;
  return n;
}
function duplicateComments(view) {
  return view.duplicates.filter(
    (d) => d.markers.some((m) => m.action === COLLISION.action && m.kind === COLLISION.kind && m.key === COLLISION.key)
  ).length;
}

// src/rebase-notify/rules/collisions/write-order.ts
var rank = ({ result }) => !passes(result) ? 0 : result.known && result.overlaps.length > 0 ? 1 : 2;
function collisionsToWrite(found, check) {
  return found.filter(({ pull, result, fingerprint }) => !check || !settled(pull, fingerprint, passes(result))).sort((a, b) => rank(a) - rank(b));
}
var readsAllComments = (result, commentsComplete, shown) => result.known && !commentsComplete && !shown;

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
async function newcomersAfterSuccess(github, repo, sha, self, judged, judge) {
  const seen = new Set(judged.map((p) => p.number));
  return judgeOthersOnHead(github, repo, sha, self, judge, { skip: seen });
}
async function judgeOthersOnHead(github, repo, sha, self, judge, options = {}) {
  const parts = [];
  try {
    for (const number of await otherPullsWithHead(github, repo, sha, self, options.listed)) {
      if (options.skip?.has(number)) continue;
      const part = await judge(number);
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

// src/rebase-notify/rules/collisions/decide-claims.ts
var timeOf = (iso) => Date.parse(iso);
function claimStart(created, marks, bases, draftsCompared = false) {
  let start = created;
  for (const m of marks) {
    if (m.kind === "retargeted" && bases.has(m.from) && bases.has(m.to)) continue;
    if (m.kind === "ready" && draftsCompared) continue;
    if (m.at > start) start = m.at;
  }
  return start;
}
function claimedSince(e, now) {
  let since = now;
  let record = e.recorded;
  let ended = false;
  for (const p of e.pushes) {
    const claims = p.claims ?? (p.recorded !== void 0 ? true : void 0);
    if (claims !== true) {
      ended = true;
      break;
    }
    since = Math.min(since, p.at);
    if (p.recorded !== void 0) record = record === void 0 ? p.recorded : Math.min(record, p.recorded);
    if (p.at <= e.start || p.creation) {
      ended = true;
      break;
    }
  }
  if (!ended && e.complete) since = e.start;
  if (record !== void 0) since = Math.min(since, record);
  return Math.max(e.start, since);
}
function claimOrder(claims) {
  return [...claims].sort((a, b) => a.since - b.since || a.start - b.start || a.number - b.number).map((c) => c.number);
}
var MAX_PUSHES = 300;
var MAX_RECORD_READS = 10;
function claimMarkOf(event) {
  const at = timeOf(event.createdAt ?? "");
  if (!Number.isFinite(at)) return void 0;
  if (event.__typename === "ReopenedEvent") return { kind: "reopened", at };
  if (event.__typename === "ReadyForReviewEvent") return { kind: "ready", at };
  if (event.__typename === "BaseRefChangedEvent")
    return { kind: "retargeted", at, from: event.previousRefName ?? "", to: event.currentRefName ?? "" };
  return void 0;
}
function pushesToWeigh(pushes, head, start) {
  const rows = pushes.slice(
    Math.max(
      0,
      pushes.findIndex((r) => r.after === head)
    )
  );
  const since = rows.findIndex((r) => timeOf(r.at) <= start);
  return since < 0 ? rows : rows.slice(0, since + 1);
}
function recordCommits(head, pushed, readable2) {
  return [.../* @__PURE__ */ new Set([head, ...pushed.filter((a) => !readable2(a))])].slice(0, MAX_RECORD_READS);
}
var trustsRecords = (viewer) => viewer !== "" && !isSharedIdentity(botless(viewer));
var recordMayBeOn = (sha) => isCommitSha(sha);
function recordOnBases(record, bases) {
  return record && bases.has(record.base) ? record.since : void 0;
}
var earliest = (a, b) => a === void 0 ? b : b === void 0 ? a : Math.min(a, b);

// src/rebase-notify/collisions/record.ts
var KIND = "claims";
function claimsRecordLine(number, record) {
  const since = Object.fromEntries([...record.since].map(([key, at]) => [key, new Date(at).toISOString()]));
  return renderMarker({ action: ACTION, kind: KIND, key: String(number), data: { base: record.base, since } });
}
function readClaimsRecord(text, number) {
  const marker = parseMarkers(text ?? "").find((m) => m.action === ACTION && m.kind === KIND);
  const { base, since } = marker?.data ?? {};
  if (marker?.key !== String(number) || typeof base !== "string" || !since || typeof since !== "object") return;
  const out = /* @__PURE__ */ new Map();
  for (const [key, at] of Object.entries(since)) {
    const ms = typeof at === "string" ? Date.parse(at) : NaN;
    if (Number.isFinite(ms)) out.set(key, ms);
  }
  return { base, since: out };
}

// src/rebase-notify/collisions/claim-evidence.ts
async function recordOn(ctx, sha, number, options, viewer) {
  if (!recordMayBeOn(sha)) return void 0;
  let text;
  try {
    text = (await ownCheckRuns(ctx.github, ctx.repo, sha, options.checkName, viewer))[0]?.text;
  } catch {
    return void 0;
  }
  return recordOnBases(readClaimsRecord(text, number), options.bases);
}
async function startsOf(ctx, pulls, bases, draftsCompared) {
  const out = /* @__PURE__ */ new Map();
  for (let i = 0; i < pulls.length; i += 100) {
    const batch = pulls.slice(i, i + 100);
    const answer = await ctx.github.query("pulls.claims", REBASE_CLAIM_STARTS, {
      ids: batch.map((p) => p.view.nodeId)
    });
    for (const node of answer.nodes) {
      if (!node) continue;
      const marks = node.timelineItems.nodes.flatMap((e) => e ? claimMarkOf(e) ?? [] : []);
      out.set(node.number, {
        start: claimStart(timeOf(node.createdAt), marks, bases, draftsCompared),
        headRepo: node.headRepository?.nameWithOwner,
        headRef: node.headRefName
      });
    }
  }
  return out;
}
async function claimTimesOf(ctx, pulls, contested, options) {
  const listed = [...new Set([...contested.values()].flat())].flatMap((n) => pulls.get(n) ?? []);
  if (listed.length === 0) return { order: /* @__PURE__ */ new Map(), since: /* @__PURE__ */ new Map() };
  const starts = await startsOf(ctx, listed, options.bases, options.draftsCompared);
  const contestants = [];
  for (const pull of listed) {
    const s = starts.get(pull.view.number);
    const start = s?.start ?? options.now;
    const [owner, repo] = (s?.headRepo ?? "").split("/");
    const activity = s && owner && repo ? await ctx.github.refActivity({ owner, repo }, `refs/heads/${s.headRef}`, MAX_PUSHES) : "unreadable";
    const all = activity === "unreadable" ? [] : activity.rows;
    contestants.push({
      number: pull.view.number,
      head: pull.view.headSha,
      start,
      pushes: pushesToWeigh(all, pull.view.headSha, start),
      complete: activity !== "unreadable" && activity.complete
    });
  }
  const afters = contestants.flatMap((c) => c.pushes.map((p) => p.after));
  let present = await presentCommits(options.gitDir, afters);
  const missing = [...new Set(afters)].filter((a) => isCommitSha(a) && !present.has(a));
  if (missing.length > 0) {
    try {
      await options.drift.fetchCommits(missing);
    } catch {
    }
    present = await presentCommits(options.gitDir, afters);
  }
  const keysOf = /* @__PURE__ */ new Map();
  for (const sha of new Set(afters))
    if (present.has(sha)) keysOf.set(sha, await treeNameKeys(options.gitDir, sha, options.globs));
  const viewer = listed[0]?.view.viewer ?? "";
  const trusted = trustsRecords(viewer);
  const since = /* @__PURE__ */ new Map();
  for (const c of contestants) {
    const records = trusted ? await recordsOf(ctx, c, keysOf, options, viewer) : /* @__PURE__ */ new Map();
    const mine = /* @__PURE__ */ new Map();
    for (const [key, claimants] of contested) {
      if (!claimants.includes(c.number)) continue;
      const pushes = c.pushes.map((p) => {
        const recorded = records.get(p.after)?.get(key);
        return {
          at: timeOf(p.at),
          claims: keysOf.get(p.after)?.has(key),
          ...recorded !== void 0 ? { recorded } : {},
          creation: p.type === "branch_creation"
        };
      });
      const onHead = earliest(records.get(c.head)?.get(key), options.carried?.get(c.number)?.get(key));
      mine.set(
        key,
        claimedSince(
          { start: c.start, pushes, complete: c.complete, ...onHead !== void 0 ? { recorded: onHead } : {} },
          options.now
        )
      );
    }
    since.set(c.number, mine);
  }
  const order = /* @__PURE__ */ new Map();
  for (const [key, claimants] of contested) {
    const dated = claimants.map((number) => ({
      number,
      since: since.get(number)?.get(key) ?? options.now,
      start: contestants.find((c) => c.number === number)?.start ?? options.now
    }));
    order.set(key, claimOrder(dated));
  }
  return { order, since };
}
async function recordsOf(ctx, c, keysOf, options, viewer) {
  const out = /* @__PURE__ */ new Map();
  const commits = recordCommits(
    c.head,
    c.pushes.map((p) => p.after),
    (sha) => keysOf.has(sha)
  );
  for (const sha of commits) {
    const record = await recordOn(ctx, sha, c.number, options, viewer);
    if (record) out.set(sha, record);
  }
  return out;
}

// src/rebase-notify/rules/collisions/index-scope.ts
function collisionBases(scope, pullBases, evaluatedBases) {
  const bases = scope.kind === "pull" ? [...pullBases, ...scope.previousBase ? [scope.previousBase] : []] : scope.base ? [scope.base] : evaluatedBases;
  return [...new Set(bases)].sort();
}
function indexedBases(meetingBases, base) {
  return [...meetingBases.find((g) => g.includes(base)) ?? [base]];
}
function comparedPulls(pulls, includeDrafts) {
  return pulls.filter((p) => !p.view.isDraft || includeDrafts);
}
function recordedSince(dated, carried, now) {
  return Math.min(dated ?? now, carried ?? Infinity);
}
function carriedClaims(record, claims) {
  return new Map([...record].filter(([key]) => claims.includes(key)));
}

// src/rebase-notify/collisions/base-index.ts
var BaseIndexes = class {
  constructor(ctx, settings, git2, listing, now = /* @__PURE__ */ new Date(), pushed) {
    this.ctx = ctx;
    this.settings = settings;
    this.git = git2;
    this.listing = listing;
    this.now = now;
    this.pushed = pushed;
  }
  ctx;
  settings;
  git;
  listing;
  now;
  pushed;
  indexed = /* @__PURE__ */ new Map();
  lookups = newLookups();
  /** The bases one index compares: `base`, and the bases that meet it (`meeting-bases`). */
  groupOf(base) {
    return indexedBases(this.settings.meetingBases, base);
  }
  /** The index of `base` (with the bases that meet it), read once. */
  of(base) {
    const group = this.groupOf(base);
    const key = group.join("\0");
    let found = this.indexed.get(key);
    if (!found) this.indexed.set(key, found = this.build(group));
    return found;
  }
  /** Every index read so far. */
  all() {
    return Promise.all(this.indexed.values());
  }
  /** Another PR's part on `head`: from an index, else read and its own base indexed (read-only). */
  async judge(number, head) {
    for (const pending of this.indexed.values()) {
      const index2 = await pending;
      const pull = index2.pulls.find((p) => p.view.number === number);
      if (pull) return partOnHead(number, index2.results.get(number), pull.view.headSha, head);
    }
    const other = await listOnePull(this.ctx.github, this.ctx.repo, number, { ...this.listing, withChecks: false });
    if (!other) return void 0;
    const standing = unindexedStanding(other.view, head, this.settings.includeDrafts);
    if (standing === "moved-on") return void 0;
    if (standing === "passes") return { number, pass: true };
    const index = await this.of(other.view.baseRef);
    return partOf(number, index.results.get(number));
  }
  async build(bases) {
    const { ctx, settings, git: git2 } = this;
    const globs = settings.allocatedNames;
    const listed = [];
    for (const base of bases)
      listed.push(...await listOpenPullsWithChecks(ctx.github, ctx.repo, { ...this.listing, base }));
    const pulls = comparedPulls(listed, settings.includeDrafts);
    const unknown = (reason) => ({
      bases,
      pulls,
      results: new Map(
        pulls.map((p) => [p.view.number, { number: p.view.number, known: false, reason }])
      ),
      records: /* @__PURE__ */ new Map()
    });
    if ("unavailable" in git2) return unknown({ kind: "git", said: githubWords(git2.unavailable) });
    try {
      const fetched = await git2.drift.fetch(
        bases,
        pulls.map((p) => ({ number: p.view.number, headSha: p.view.headSha, base: p.view.baseRef }))
      );
      const missingBase = bases.find((b) => !fetched.baseShas.has(b));
      if (missingBase !== void 0) return unknown({ kind: "base-not-fetched", base: missingBase });
      const reachable = pulls.filter((p) => !fetched.missing.has(p.view.number));
      const changes = [
        ...await allPullChanges(
          git2.drift.gitDir,
          reachable.map((p) => ({
            number: p.view.number,
            base: p.view.baseRef,
            baseSha: fetched.baseShas.get(p.view.baseRef),
            headSha: p.view.headSha
          }))
        ),
        ...pulls.filter((p) => fetched.missing.has(p.view.number)).map((p) => ({
          number: p.view.number,
          base: p.view.baseRef,
          known: false,
          reason: {
            kind: "unread",
            said: githubWords(fetchMissText(fetched.missing.get(p.view.number)))
          }
        }))
      ];
      const trees = /* @__PURE__ */ new Map();
      if (globs.length > 0)
        for (const base of bases)
          trees.set(base, await baseAllocatedNames(git2.drift.gitDir, fetched.baseShas.get(base), globs));
      const byNumber = new Map(pulls.map((p) => [p.view.number, p]));
      const claimed = claimedNames(changes, globs, trees);
      const reading = {
        gitDir: git2.drift.gitDir,
        drift: git2.drift,
        globs,
        bases: new Set(bases),
        draftsCompared: settings.includeDrafts,
        checkName: settings.collisionCheckName,
        now: this.now.getTime()
      };
      const carried = await this.carried(byNumber, claimed, reading);
      const contested = contestedNames(changes, globs, trees);
      const times = await claimTimesOf(ctx, byNumber, contested, { ...reading, carried });
      const owners = await ownershipOf(
        ctx,
        byNumber,
        new Map([...contested].map(([key, claimants]) => [key, times.order.get(key) ?? claimants])),
        globs,
        handOverRule(settings),
        this.lookups
      );
      const results = findCollisions(changes, globs, trees, settings.overlaps === "notice", {
        ...owners,
        order: times.order
      });
      const records = /* @__PURE__ */ new Map();
      for (const [number, keys] of claimed) {
        const at = (key) => recordedSince(times.since.get(number)?.get(key), carried.get(number)?.get(key), this.now.getTime());
        const since = new Map(keys.map((key) => [key, at(key)]));
        records.set(number, { base: byNumber.get(number)?.view.baseRef ?? "", since });
      }
      return { bases, pulls, results, records };
    } catch (e) {
      if (e instanceof ConfigurationError) throw e;
      return unknown({ kind: "git", said: githubWords(errorMessage(e)) });
    }
  }
  /**
   * The record of claims on the head the run's push replaced, for the pushed PR alone (one read): under mergexo's
   * own App only, and only of names the PR still claims. A commit GitHub may later drop keeps nothing; the new
   * head's check carries it on.
   */
  async carried(pulls, claimed, options) {
    const out = /* @__PURE__ */ new Map();
    const pull = this.pushed ? pulls.get(this.pushed.number) : void 0;
    const keys = pull ? claimed.get(pull.view.number) : void 0;
    if (!this.pushed || !pull || !keys || !trustsRecords(pull.view.viewer)) return out;
    const record = await recordOn(this.ctx, this.pushed.before, pull.view.number, options, pull.view.viewer);
    if (record) out.set(pull.view.number, carriedClaims(record, keys));
    return out;
  }
};

// src/rebase-notify/rules/collisions/outcome.ts
function reportedAs(result, check) {
  return { colliding: check && !passes(result), overlapping: result.known && result.overlaps.length > 0 };
}
function commentsUnanswered(number, e) {
  if (e instanceof ConfigurationError) throw e;
  return { number, known: false, reason: { kind: "comments-unanswered" } };
}
function reportOf(outcome) {
  const sorted = (numbers) => [...new Set(numbers)].sort((a, b) => a - b);
  return {
    colliding: sorted(outcome.colliding),
    overlapping: sorted(outcome.overlapping),
    notified: sorted(outcome.notified),
    deferred: sorted(outcome.deferred)
  };
}

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
function writesOf(c) {
  return [c.labelAdded, c.labelRemoved, c.madeReady, c.madeDraft].filter(Boolean).length + (c.requested.length > 0 ? 1 : 0) + (c.unrequested.length > 0 ? 1 : 0);
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

// src/rebase-notify/rules/drift/fingerprints.ts
function refusalFact(r) {
  return `refused:${r.kind}`;
}
function noticeFingerprint(n) {
  const { cls, drift } = n;
  return fingerprintOf([
    "status",
    cls,
    drift.base,
    drift.behind,
    n.updatedByMergexo,
    cls === "behind" ? drift.missing.map((c) => c.sha) : [],
    cls === "conflicting" ? drift.files ? digest(drift.files) : null : null,
    cls === "behind" && n.updateRefusal ? refusalFact(n.updateRefusal) : null,
    n.policy.urgency === "blocking" ? n.policy.checkName : null
  ]);
}
function checkFingerprint(n) {
  const { cls, drift } = n;
  return fingerprintOf([
    "check",
    cls,
    drift.base,
    cls === "behind" ? drift.behind : null,
    cls === "conflicting" ? drift.files?.length ?? 0 : null,
    n.policy.urgency
  ]);
}
function undecidableFingerprint(base) {
  return fingerprintOf(["undecidable", base]);
}
function sharedHeadFingerprint(failing) {
  const named = failing.filter((p) => !p.pass && p.number !== UNLISTED).map((p) => p.number);
  return fingerprintOf(["shared-head", ...named.length > 0 ? named : ["unlisted"]]);
}

// src/rebase-notify/rules/collisions/check-write.ts
function collisionCheckWrite(ownPass, commit, conclusion, fingerprint, standing, rewriting) {
  const shared = ownPass && !commit.pass;
  const id = shared ? sharedHeadFingerprint(commit.failing) : fingerprint;
  const stays = !rewriting && !!standing && standing.conclusion === conclusion && showsFacts(standing.fingerprint, id);
  return { kind: shared ? "shared-head" : "own", fingerprint: id, stays, room: rewriting ? 0 : commit.pass ? 2 : 1 };
}

// src/core/ready-mark/take-back.ts
async function takeBackMark(ctx, ready, view) {
  if (ready.modes.includes("label")) view.labels = await readLabels(ctx.github, ctx.repo, view.number);
  return takeBackReadyMark(ctx.github, ctx.repo, view, ready);
}

// src/rebase-notify/collisions/writes.ts
var OVERLAP = MERGEXO_LABELS.overlap.name;
var countPolicy = (policy) => ({
  ...policy,
  readyWrites: markOn(policy.ready) ? policy.ready.modes.length : 0,
  overlapName: OVERLAP
});
function plannedWrites(policy, w) {
  return collisionWrites(countPolicy(policy), w.pull.view, w.result, w.fingerprint);
}
async function writeCollisions(ctx, policy, w, budget) {
  try {
    if (!budget.fits(plannedWrites(policy, w))) throw new OutOfWrites();
    await writeAll(ctx, policy, w, budget);
    return { deferred: false };
  } catch (e) {
    if (e instanceof OutOfWrites) return { deferred: true };
    throw e;
  }
}
async function writeAll(ctx, policy, w, budget) {
  const { github, repo } = ctx;
  const { pull, result, fingerprint } = w;
  const view = pull.view;
  const room = (n = 1) => {
    if (!budget.fits(n)) throw new OutOfWrites();
  };
  const wrote = (n = 1) => budget.spend(n);
  const plan = collisionWritePlan(countPolicy(policy), view, result, fingerprint);
  if (plan.takeBackReady) {
    room(policy.ready.modes.length);
    const back = await takeBackMark(ctx, policy.ready, view);
    wrote(writesOf(back));
    if (changed(back)) ctx.log.info(readyTakenBackLog(view.number));
  }
  if (plan.label) {
    room();
    const done = plan.label === "add" ? await addLabel(github, repo, view, OVERLAP) : await removeLabel(github, repo, view, OVERLAP);
    if (done) wrote();
  }
  if (plan.comment?.op === "write") {
    const text2 = collisionComment(plan.comment.facts, view.baseRef, policy.checkName);
    const { deletes } = plan.comment;
    room(1 + deletes);
    const written = await upsertComment(github, repo, view, collisionMarker(fingerprint), text2, { settle: true });
    if (written !== "unchanged") wrote();
    if (deletes > 0) wrote(deletes);
  } else if (plan.comment?.op === "delete") {
    room();
    await deleteOwnComment(github, repo, view, plan.comment.id);
    wrote();
  }
  if (!plan.check) return;
  const own = ownPart(view.number, result);
  const text = collisionCheckText(result, view.baseRef);
  const seen = typeof pull.check === "object" ? pull.check : void 0;
  let checked = false;
  await writeCommitVerdict(github, repo, {
    head: view.headSha,
    own,
    // A failure needs no one else to fail: the run's own index answers who heads the commit.
    ...!own.pass ? { listed: w.listed } : {},
    judgeOther: (number) => w.judge(number, view.headSha),
    write: async (parts, commit, conclusion) => {
      const check = collisionCheckWrite(own.pass, commit, conclusion, fingerprint, seen, checked);
      let output = text;
      if (check.kind === "shared-head") {
        const failing = commit.failing.map((p) => p.number);
        output = {
          title: sharedHeadCollisionTitle(failing),
          summary: `${sharedHeadLine(view.number, parts, collisionPartReason) ?? ""}

This PR on its own:

${text.summary}`
        };
      } else if (commit.pass) {
        const line = sharedHeadLine(view.number, parts, collisionPartReason);
        if (line) output = { ...text, summary: `${line}

${text.summary}` };
      }
      if (check.stays) return;
      if (check.room > 0) room(check.room);
      await writeVerdict(github, repo, {
        name: policy.checkName,
        headSha: view.headSha,
        conclusion,
        ...output,
        ...w.record ? { text: w.record } : {},
        externalId: check.fingerprint
      });
      checked = true;
      wrote();
    }
  });
}

// src/rebase-notify/rules/collisions/policy.ts
function collisionPolicyOf(settings) {
  const notice = settings.overlaps === "notice";
  return {
    check: settings.allocatedNames.length > 0,
    checkName: settings.collisionCheckName,
    overlapComment: notice && settings.urgency !== "fyi",
    overlapLabel: notice && settings.urgency === "fyi",
    ready: settings.ready
  };
}

// src/rebase-notify/collisions/shell.ts
async function findAll(ctx, indexes, bases, policy, notice, outcome) {
  const work = [];
  const seen = /* @__PURE__ */ new Set();
  for (const base of bases) {
    const index = await indexes.of(base);
    if (seen.has(index)) continue;
    seen.add(index);
    let colliding = 0;
    let overlapping = 0;
    for (const pull of index.pulls) {
      const result = index.results.get(pull.view.number);
      const reported = reportedAs(result, policy.check);
      if (reported.colliding) {
        outcome.colliding.push(pull.view.number);
        colliding++;
      }
      if (reported.overlapping) {
        outcome.overlapping.push(pull.view.number);
        overlapping++;
      }
      const claims = index.records.get(pull.view.number);
      work.push({
        pull,
        result,
        fingerprint: collisionFingerprint(result, notice),
        ...claims ? { record: claimsRecordLine(pull.view.number, claims) } : {}
      });
    }
    ctx.log.info(collisionLog(index.bases.join(", "), index.pulls.length, colliding, overlapping));
  }
  return work;
}
async function completed(ctx, found, policy, notice, outcome) {
  const number = found.pull.view.number;
  try {
    await completeComments(ctx.github, ctx.repo, found.pull);
    return found;
  } catch (e) {
    const result = commentsUnanswered(number, e);
    ctx.log.warning(collisionCommentsUnansweredLog(number, errorMessage(e)));
    if (reportedAs(result, policy.check).colliding) outcome.colliding.push(number);
    return { result, fingerprint: collisionFingerprint(result, notice) };
  }
}
async function collisionPhase(ctx, run, git2, bases, room, errors) {
  const { github, log } = ctx;
  const { settings } = run;
  const notice = settings.overlaps === "notice";
  const policy = collisionPolicyOf(run.settings);
  const outcome = { colliding: [], overlapping: [], notified: [], deferred: [] };
  if ("unavailable" in git2) {
    log.warning(collisionsWithoutGitWarning(git2.unavailable));
    if (!policy.check) return { outcome, writes: 0 };
  }
  const indexes = new BaseIndexes(
    ctx,
    settings,
    git2,
    {
      checkName: settings.collisionCheckName,
      behindLabel: MERGEXO_LABELS.overlap.name,
      conflictLabel: settings.conflictLabel,
      withMergeable: false,
      withChecks: policy.check
    },
    run.now,
    run.scope.kind === "pull" && run.scope.before ? { number: run.scope.number, before: run.scope.before } : void 0
  );
  const work = await findAll(ctx, indexes, bases, policy, notice, outcome);
  const unsettled = collisionsToWrite(work, policy.check);
  await readComments(
    github,
    unsettled.map((u) => u.pull)
  );
  const heads = (await indexes.all()).flatMap(
    (i) => i.pulls.map((p) => ({ number: p.view.number, headSha: p.view.headSha }))
  );
  let writes = 0;
  for (const found of unsettled) {
    const { pull } = found;
    if (!roomFor(room, writes)) {
      outcome.deferred.push(pull.view.number);
      continue;
    }
    const budget = allowanceFor(room, writes);
    try {
      const { result, fingerprint } = readsAllComments(
        found.result,
        pull.commentsComplete,
        readCollisionComment(pull.view) !== void 0
      ) ? await completed(ctx, found, policy, notice, outcome) : found;
      const listed = [{ number: pull.view.number, headSha: pull.view.headSha }, ...heads];
      const made = await writeCollisions(
        ctx,
        policy,
        {
          pull,
          result,
          fingerprint,
          listed,
          judge: (number, head) => indexes.judge(number, head),
          ...found.record ? { record: found.record } : {}
        },
        budget
      );
      if (budget.made > 0) outcome.notified.push(pull.view.number);
      if (made.deferred) outcome.deferred.push(pull.view.number);
    } catch (e) {
      if (e instanceof ConfigurationError) throw e;
      const message = pullErrorLog(pull.view.number, errorMessage(e));
      errors.push(message);
      log.warning(message);
    } finally {
      writes += budget.made;
    }
  }
  if (outcome.deferred.length > 0) log.info(collisionsDeferredLog(outcome.deferred.length));
  return { outcome: reportOf(outcome), writes };
}

// src/rebase-notify/rules/drift/api-drift.ts
function readsLastPage(behind, listed) {
  return behind > listed && listed > 0;
}
function comparedDrift(c) {
  const missing = c.commits.slice(-SUBJECTS).reverse().map((m) => ({ sha: m.sha, subject: (m.message.split("\n")[0] ?? "").trim() }));
  const { base, baseSha, headSha, behind, ahead } = c;
  return { base, baseSha, headSha, behind, ahead, conflict: false, missing };
}
function asksMergeable(drift) {
  return drift.behind > 0;
}
function upToDate(drift) {
  return { known: true, drift: { ...drift, missing: [] } };
}
function listedMergeable(listed) {
  return listed && listed !== "UNKNOWN" ? listed : void 0;
}
function withMergeable(drift, mergeable) {
  if (mergeable === "UNKNOWN") return { known: false, reason: { kind: "mergeable-pending" } };
  if (mergeable === "MOVED") return { known: false, reason: { kind: "head-moved" } };
  return { known: true, drift: mergeable === "CONFLICTING" ? { ...drift, conflict: true, missing: [] } : drift };
}

// src/rebase-notify/drift/drift-api.ts
var ApiDrift = class {
  constructor(github, repo, options) {
    this.github = github;
    this.repo = repo;
    this.options = options;
  }
  github;
  repo;
  options;
  async measure(pull) {
    const { base, baseSha, headSha } = pull;
    const answer = await this.github.compare(this.repo, headSha, baseSha, 100);
    if (answer.kind === "unknown") return { known: false, reason: { kind: "cannot-compare", headSha, base } };
    const behind = answer.comparison.aheadBy;
    let commits = answer.comparison.commits;
    if (readsLastPage(behind, commits.length)) {
      const page = Math.ceil(behind / 100);
      const last = await this.github.compare(this.repo, headSha, baseSha, 100, page).catch(() => void 0);
      commits = last?.kind === "compared" ? last.comparison.commits : [];
    }
    const drift = comparedDrift({ base, baseSha, headSha, behind, ahead: answer.comparison.behindBy, commits });
    if (!asksMergeable(drift)) return upToDate(drift);
    return withMergeable(drift, await this.mergeable(pull.number, headSha, pull.mergeable));
  }
  /** GitHub computes mergeability lazily after the base moves: re-ask with a bounded backoff. */
  async mergeable(number, headSha, listed) {
    const known = listedMergeable(listed);
    if (known) return known;
    const attempts = this.options.mergeableAttempts ?? 4;
    for (let attempt = 0; attempt < attempts; attempt++) {
      await this.options.clock.sleep(2e3 * 2 ** attempt);
      const answer = await this.github.query("pull.mergeable", REBASE_MERGEABLE, {
        owner: this.repo.owner,
        repo: this.repo.repo,
        number
      });
      const pr = answer.repository?.pullRequest;
      if (!pr) return "UNKNOWN";
      if (pr.headRefOid !== headSha) return "MOVED";
      if (pr.mergeable !== "UNKNOWN") return pr.mergeable;
    }
    return "UNKNOWN";
  }
};

// src/rebase-notify/drift/measure.ts
async function chooseSource(ctx, run) {
  if (!triesGit(run.settings.driftSource)) return { note: API_SOURCE_NOTE };
  const opened = await GitDrift.open({
    repo: ctx.repo,
    token: run.settings.token,
    serverUrl: run.serverUrl,
    tempDir: run.tempDir,
    ...run.workspace ? { workspace: run.workspace } : {},
    log: (m) => ctx.log.info(m)
  });
  if ("unavailable" in opened) {
    if (whenGitFails(run.settings.driftSource) === "refuse")
      throw new ConfigurationError(gitRequiredError(opened.unavailable));
    return { note: opened.unavailable };
  }
  return { git: opened, ...opened.borrowed ? { note: BORROWED_NOTE } : {} };
}
async function gitDrifts(git2, pulls) {
  const bases = [...new Set(pulls.map((p) => p.view.baseRef))].sort();
  const fetched = await git2.fetch(
    bases,
    pulls.map((p) => ({ number: p.view.number, headSha: p.view.headSha, base: p.view.baseRef }))
  );
  const drifts = /* @__PURE__ */ new Map();
  const measurable = [];
  for (const pull of pulls) {
    const baseSha = fetched.baseShas.get(pull.view.baseRef);
    const missing = fetched.missing.get(pull.view.number);
    if (missing) drifts.set(pull.view.number, { known: false, reason: { kind: "unfetched", miss: missing } });
    else if (!baseSha)
      drifts.set(pull.view.number, { known: false, reason: { kind: "base-not-fetched", base: pull.view.baseRef } });
    else measurable.push({ pull, baseSha });
  }
  const results = await git2.measureAll(
    measurable.map((m) => ({ base: m.pull.view.baseRef, baseSha: m.baseSha, headSha: m.pull.view.headSha }))
  );
  measurable.forEach((m, i) => drifts.set(m.pull.view.number, results[i]));
  return { drifts, bases: fetched.baseShas };
}
async function apiDrifts(ctx, pulls) {
  const api = new ApiDrift(ctx.github, ctx.repo, { clock: ctx.clock });
  const results = await mapLimit(pulls, 4, async ({ view }) => {
    try {
      return await api.measure({
        number: view.number,
        base: view.baseRef,
        baseSha: view.baseSha,
        headSha: view.headSha,
        ...view.mergeable ? { mergeable: view.mergeable } : {}
      });
    } catch (e) {
      if (e instanceof ConfigurationError) throw e;
      const unanswered = {
        known: false,
        reason: { kind: "unanswered", said: githubWords(errorMessage(e)) }
      };
      return unanswered;
    }
  });
  return new Map(pulls.map((p, i) => [p.view.number, results[i]]));
}

// src/rebase-notify/rules/drift/decide.ts
function standingOf(drift) {
  return drift && drift.known ? classOf(drift.drift) : "unknown";
}
function driftPart(number, drift) {
  const standing = standingOf(drift);
  return standing === "up_to_date" ? { number, pass: true } : { number, pass: false, reason: standing };
}
function measuresOnHead(headSha, head) {
  return headSha === head;
}
function unjudgedPart(number, e) {
  if (e instanceof ConfigurationError) throw e;
  return { number, pass: false, reason: "unjudged" };
}
function withDuplicateDeletes(plan, duplicates) {
  if (duplicates === 0) return plan;
  return { ...plan, writes: plan.writes + duplicates, priority: Math.min(plan.priority, PRIORITY.refresh) };
}
function classOf(drift) {
  if (drift.conflict) return "conflicting";
  return drift.behind > 0 ? "behind" : "up_to_date";
}
function previousClass(observed, policy) {
  const stored = observed.comment?.state?.class;
  if (stored) return stored;
  if (hasLabel(observed.labels, policy.conflictLabel)) return "conflicting";
  if (hasLabel(observed.labels, policy.behindLabel)) return "behind";
  if (typeof observed.check === "object" && observed.check.conclusion === "failure") return "behind";
  return "up_to_date";
}
function cooledDown(since, now, cooldownMinutes) {
  if (!since) return true;
  const t = Date.parse(since);
  if (!Number.isFinite(t)) return true;
  return now.getTime() - t >= cooldownMinutes * 6e4;
}
function nothing(previous, cls, skipped) {
  return {
    class: cls,
    previous,
    update: false,
    addLabels: [],
    removeLabels: [],
    held: false,
    skipped,
    writes: 0,
    priority: PRIORITY.none
  };
}
function decidePull(input) {
  const plan = decideOnce(input);
  if (!plan.update) return plan;
  const refused = (refusal) => decideOnce({ ...input, update: "failed", updateRefusal: refusal });
  return {
    ...plan,
    ifNotUpdated: {
      headMoved: decideOnce({ ...input, update: "head-moved" }),
      refused: {
        workflows: refused({ kind: "workflows", message: githubWords("") }),
        github: refused({ kind: "github", message: githubWords("") }),
        observing: refused({ kind: "observing" })
      }
    }
  };
}
function toldRefusal(plan, refusal) {
  const tell = (facts) => facts.updateRefusal ? { ...facts, updateRefusal: refusal } : facts;
  return {
    ...plan,
    ...plan.comment ? { comment: { ...plan.comment, facts: tell(plan.comment.facts) } } : {},
    ...plan.check?.says.kind === "drift" ? { check: { ...plan.check, says: { kind: "drift", facts: tell(plan.check.says.facts) } } } : {}
  };
}
function decideOnce(input) {
  const { observed, policy, now } = input;
  const previous = previousClass(observed, policy);
  if (!input.drift.known) {
    const plan = nothing(previous, "unknown", { kind: "unmeasured", reason: input.drift.reason });
    const seen2 = observed.check;
    if (policy.urgency === "blocking" && !(typeof seen2 === "object" && seen2.conclusion === "failure")) {
      const says = { kind: "undecidable", base: input.base, reason: input.drift.reason };
      const fingerprint2 = undecidableFingerprint(input.base);
      return {
        ...plan,
        check: { conclusion: "failure", says, fingerprint: fingerprint2, target: "head", why: "undecidable" },
        writes: 1,
        priority: PRIORITY.gate
      };
    }
    return plan;
  }
  const drift = input.drift.drift;
  const found = classOf(drift);
  if (input.update === "head-moved") {
    return nothing(previous, found, { kind: "head-moved" });
  }
  const update = policy.updateBranch === "merge" && found === "behind" && input.update === void 0;
  const updated = update || input.update === "updated";
  const cls = updated ? "up_to_date" : found;
  const priorities = [];
  const wantBehind = cls === "behind" && policy.urgency === "fyi";
  const wantConflict = cls === "conflicting";
  const addLabels = [];
  const removeLabels = [];
  for (const [label, wanted] of [
    [policy.conflictLabel, wantConflict],
    [policy.behindLabel, wantBehind]
  ]) {
    const present = findLabel(observed.labels, label);
    if (wanted && present === void 0) addLabels.push(label);
    if (!wanted && present !== void 0) removeLabels.push(present);
  }
  if (addLabels.length || removeLabels.length) {
    priorities.push(
      cls === "conflicting" ? PRIORITY.conflict : cls === "up_to_date" ? PRIORITY.caughtUp : PRIORITY.behind
    );
  }
  let comment;
  let held2 = false;
  const refusal = input.update === "failed" ? input.updateRefusal : void 0;
  const facts = {
    cls,
    drift,
    policy,
    updatedByMergexo: updated,
    ...refusal ? { updateRefusal: refusal } : {}
  };
  const fingerprint = noticeFingerprint(facts);
  const state = {
    class: cls,
    notifiedAt: now.toISOString(),
    behind: updated ? 0 : drift.behind,
    ahead: drift.ahead,
    base: drift.base,
    baseSha: drift.baseSha,
    headSha: drift.headSha,
    ...cls === "conflicting" && drift.files ? { files: drift.files } : {},
    fingerprint
  };
  const existing = observed.comment;
  let deleteComment2 = false;
  if (cls === "conflicting" && observed.conflictReported && existing?.state?.class !== "conflicting") {
    if (existing) {
      deleteComment2 = true;
      priorities.push(PRIORITY.conflict);
    }
  } else if (existing) {
    const storedClass = existing.state?.class;
    if (storedClass !== cls) {
      comment = { op: "edit", facts, state, why: "class-changed" };
      priorities.push(
        cls === "conflicting" ? PRIORITY.conflict : cls === "up_to_date" ? PRIORITY.caughtUp : PRIORITY.behind
      );
    } else if (cls !== "up_to_date" && existing.state?.fingerprint !== fingerprint) {
      if (cooledDown(existing.state?.notifiedAt, now, policy.cooldownMinutes)) {
        comment = { op: "edit", facts, state, why: "refresh" };
        priorities.push(PRIORITY.refresh);
      } else {
        held2 = true;
      }
    }
  } else if (cls === "conflicting" || cls === "behind" && policy.urgency === "helpful") {
    comment = { op: "create", facts, state, why: "new" };
    priorities.push(cls === "conflicting" ? PRIORITY.conflict : PRIORITY.behind);
  }
  let check;
  const seen = observed.check;
  const checkPrint = checkFingerprint(facts);
  const output = () => ({ says: { kind: "drift", facts }, fingerprint: checkPrint });
  const target = updated ? "updated-head" : "head";
  if (policy.urgency === "blocking") {
    const conclusion = cls === "up_to_date" ? "success" : "failure";
    if (target === "updated-head" || seen === "none" || seen === "unknown") {
      check = { conclusion, ...output(), target, why: "missing" };
      priorities.push(PRIORITY.gate);
    } else if (seen.conclusion !== conclusion) {
      check = { conclusion, ...output(), target, why: "class-changed" };
      priorities.push(PRIORITY.gate);
    } else if (cls !== "up_to_date" && seen.fingerprint !== checkPrint) {
      if (cooledDown(seen.completedAt, now, policy.cooldownMinutes)) {
        check = { conclusion, ...output(), target, why: "refresh" };
        priorities.push(PRIORITY.refresh);
      } else {
        held2 = true;
      }
    }
  } else if (typeof seen === "object" && seen.conclusion === "failure" && target === "head") {
    check = { conclusion: "success", ...output(), target, why: "unblock" };
    priorities.push(PRIORITY.caughtUp);
  }
  const writes = (update ? 1 : 0) + addLabels.length + removeLabels.length + (comment || deleteComment2 ? 1 : 0) + (check ? 1 : 0);
  if (update) priorities.push(PRIORITY.behind);
  return {
    class: found,
    previous,
    update,
    addLabels,
    removeLabels,
    ...comment ? { comment } : {},
    ...deleteComment2 ? { deleteComment: deleteComment2 } : {},
    ...check ? { check } : {},
    held: held2,
    writes,
    priority: priorities.length ? Math.min(...priorities) : PRIORITY.none
  };
}
function allocate(plans, maxWrites) {
  const ordered = plans.filter((p) => p.plan.writes > 0).sort((a, b) => a.plan.priority - b.plan.priority || a.number - b.number);
  const run = [];
  const deferred2 = [];
  let left = maxWrites;
  for (const { number, plan } of ordered) {
    if (plan.writes <= left) {
      run.push(number);
      left -= plan.writes;
    } else {
      deferred2.push(number);
    }
  }
  return { run, deferred: deferred2.sort((a, b) => a - b) };
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

// src/rebase-notify/settings.ts
var DRIFT_SOURCES = ["auto", "git", "api"];
function collisionsOn(settings) {
  return settings.allocatedNames.length > 0 || settings.overlaps === "notice";
}
function validBranchName(name) {
  return !/[\s~^:?*[\\]|\.\.|@\{|\/\/|^\/|\/$|\.lock$|^\.|\/\.|^-/.test(name) && name !== "@" && !name.startsWith("refs/");
}
function parseSettings(read) {
  const token = requiredInput(read, "github-token", "pass `${{ github.token }}` or an App token.");
  const urgency = choiceInput(read, "urgency", URGENCIES, "helpful");
  const updateBranch2 = choiceInput(read, "update-branch", ["off", "merge"], "off");
  const cooldownMinutes = integerInput(read, "cooldown-minutes", 60, { min: 0, max: 60 * 24 * 30 });
  const maxWrites = integerInput(read, "max-writes", 100, { min: 0, max: 5e3 });
  const includeDrafts = booleanInput(read, "include-drafts", false);
  const driftSource = choiceInput(read, "drift-source", DRIFT_SOURCES, "auto");
  const rawBase = read("base").replace(/^refs\/heads\//, "");
  if (rawBase !== "" && !validBranchName(rawBase)) {
    throw new ConfigurationError(`Input 'base' must be a branch name such as main, got '${rawBase}'.`);
  }
  const behindLabel = read("behind-label") || "mergexo:behind";
  const conflictLabel = read("conflict-label") || DEFAULT_CONFLICT_LABEL;
  if (sameLabel(behindLabel, conflictLabel)) {
    throw new ConfigurationError(
      `Inputs 'behind-label' and 'conflict-label' must differ (both are '${behindLabel}'): a PR that caught up could not lose one without the other.`
    );
  }
  for (const [name, value] of [
    ["behind-label", behindLabel],
    ["conflict-label", conflictLabel]
  ]) {
    if (value.length > 50 || value.includes(",")) {
      throw new ConfigurationError(
        `Input '${name}' must be a GitHub label name (at most 50 characters, no commas), got '${value}'.`
      );
    }
  }
  const allocatedNames = allocatedNamesInput(read);
  const meetingBases = meetingBasesInput(read);
  const checkName = read("check-name") || "mergexo/rebase";
  const collisionCheckName = read("collision-check-name") || "mergexo/collision";
  if (checkName === collisionCheckName) {
    throw new ConfigurationError(
      `Inputs 'check-name' and 'collision-check-name' must differ (both are '${checkName}'): one check would overwrite the other on every head.`
    );
  }
  return {
    token,
    enforcement: enforcementInput(read),
    urgency,
    updateBranch: updateBranch2,
    cooldownMinutes,
    maxWrites,
    includeDrafts,
    ...rawBase !== "" ? { base: rawBase } : {},
    driftSource,
    behindLabel,
    conflictLabel,
    checkName,
    allocatedNames,
    meetingBases,
    // Same-file notices come with the collision check; alone, a workflow asks for them by name.
    overlaps: choiceInput(read, "overlaps", ["notice", "off"], allocatedNames.length > 0 ? "notice" : "off"),
    collisionCheckName,
    ready: parseReadyMarkSettings(read),
    ...handOverInput(read, allocatedNames),
    handOverPermission: choiceInput(
      read,
      "hand-over-permission",
      ROLES.filter((r) => r !== "none"),
      "maintain"
    ),
    handOverWorkflow: handOverWorkflowInput(read)
  };
}
function handOverWorkflowInput(read) {
  const given = read("hand-over-workflow").trim() || "mergexo-hand-over.yml";
  const path3 = workflowPath(given);
  if (!path3) {
    throw new ConfigurationError(
      `Input 'hand-over-workflow' must name one workflow file (mergexo-hand-over.yml, or .github/workflows/mergexo-hand-over.yml), not '${given}': the file of the workflow your operators dispatch for a hand-over.`
    );
  }
  return path3;
}
function handOverInput(read, globs) {
  const to = read("hand-over-to").trim().replace(/^#/, "");
  const name = read("hand-over-name").trim();
  if (to === "" && name === "") return {};
  const fix = "Give both, in a workflow_dispatch run: hand-over-to: the PR's number, hand-over-name: the allocated name as the first * of an allocated-names glob matches it (0042 in migrations/0042_add.sql).";
  if (!/^[1-9][0-9]{0,9}$/.test(to)) throw new ConfigurationError(`Input 'hand-over-to' must be a PR number. ${fix}`);
  const slash = globs.some((g) => g.namespaced) ? /^\/|\/$|\/\/|[\0\n]/ : /[/\0\n]/;
  if (name === "" || slash.test(name))
    throw new ConfigurationError(
      `Input 'hand-over-name' must be one allocated name (with its folder under a glob with a wildcard folder). ${fix}`
    );
  if (globs.length === 0)
    throw new ConfigurationError(`A hand-over needs 'allocated-names' (the same globs as the sweeps). ${fix}`);
  return { handOver: { pull: Number(to), name: comparedName(name) } };
}
function meetingBasesInput(read) {
  const groups = [];
  const seen = /* @__PURE__ */ new Set();
  for (const line of read("meeting-bases").split("\n")) {
    const bases = [...new Set(line.split(",").map((b) => b.trim().replace(/^refs\/heads\//, "")))].filter(
      (b) => b !== ""
    );
    if (bases.length === 0 || line.trim().startsWith("#")) continue;
    for (const base of bases) {
      if (!validBranchName(base))
        throw new ConfigurationError(
          `Input 'meeting-bases': '${base}' is not a branch name. Write the bases that meet later on one line, separated by commas, such as main, feature.`
        );
      if (seen.has(base))
        throw new ConfigurationError(
          `Input 'meeting-bases': '${base}' is in two groups. Put every base that meets it on one line.`
        );
      seen.add(base);
    }
    if (bases.length > 1) groups.push(bases.sort());
  }
  return groups;
}
function allocatedNamesInput(read) {
  const globs = read("allocated-names").split("\n").map((s) => s.trim()).filter((s) => s !== "" && !s.startsWith("#"));
  return [...new Set(globs)].map(parseAllocatedGlob);
}
function policyOf(settings) {
  return {
    urgency: settings.urgency,
    updateBranch: settings.updateBranch,
    cooldownMinutes: settings.cooldownMinutes,
    behindLabel: settings.behindLabel,
    conflictLabel: settings.conflictLabel,
    checkName: settings.checkName
  };
}

// src/rebase-notify/rules/drift/run-result.ts
function stepsBefore(plan) {
  if (!plan) return [{ kind: "draft" }];
  if (plan.skipped && plan.writes === 0) return [{ kind: "skipped", reason: plan.skipped }];
  if (plan.writes === 0) return [{ kind: "no-change", held: plan.held }];
  return [];
}

// src/rebase-notify/rules/drift/gate-writes.ts
function takesReadyBack(plan, conflictReported, markOn2) {
  return plan.class === "conflicting" && plan.writes > 0 && !conflictReported && markOn2;
}
var readyRoom = (modes, plan) => modes + plan.writes;
var gateDeferred = (ownPass, fits) => ownPass && !fits(2);
function gateWrite(ownPass, commit, standing, rewriting) {
  if (!ownPass) return { kind: "own" };
  if (commit.pass) return { kind: "pass" };
  const failing = [...commit.failing];
  const fingerprint = sharedHeadFingerprint(failing);
  const stays = !rewriting && standing?.conclusion === "failure" && standing.fingerprint === fingerprint;
  return { kind: "shared-head", failing, fingerprint, stays };
}

// src/rebase-notify/rules/drift/update-branch.ts
var OBSERVING = { outcome: "failed", refusal: { kind: "observing" } };
function updateResultOf(answer) {
  if (answer.kind === "updated") return { outcome: "updated" };
  if (answer.kind === "head-moved") return { outcome: "head-moved" };
  if (answer.reason === "workflows") return { outcome: "failed", refusal: { kind: "workflows", message: answer.said } };
  return { outcome: "failed", refusal: { kind: "github", message: answer.said } };
}
function tokenRefusal(isCrossRepository, said) {
  return isCrossRepository ? { outcome: "failed", refusal: { kind: "github", message: said } } : void 0;
}
function afterUpdate(plan, update, base) {
  if (update.outcome === "updated") return { plan, step: { kind: "updated", base }, workflowRefusal: false };
  const fallback = plan.ifNotUpdated;
  if (update.outcome === "head-moved")
    return { plan: fallback.headMoved, step: { kind: "update-head-moved" }, workflowRefusal: false };
  const { refusal } = update;
  return {
    plan: toldRefusal(fallback.refused[refusal.kind], refusal),
    step: refusal.kind === "workflows" ? { kind: "update-refused-workflows", base, message: refusal.message } : { kind: "update-failed", refusal },
    workflowRefusal: refusal.kind === "workflows"
  };
}
var UPDATED_HEAD_READS = 5;
var updatedHeadWait = (attempt) => attempt > 0 ? 1e3 * 2 ** (attempt - 1) : 0;
var containsBase = (status) => status === "ahead" || status === "identical";

// src/rebase-notify/rules/drift/observed.ts
function observe(pull) {
  const comment = readStatusComment(pull.view);
  const conflictReported = otherConflictNotice(pull.view, "rebase-notify", pull.view.baseRef) !== void 0;
  return {
    labels: pull.view.labels,
    ...comment ? { comment } : {},
    ...conflictReported ? { conflictReported } : {},
    check: pull.check
  };
}
function mayHideStatus(pull, policy) {
  const ours = [policy.behindLabel, policy.conflictLabel].map((l) => l.toLowerCase());
  return pull.view.labels.some((l) => ours.includes(l.toLowerCase())) || typeof pull.check === "object" && pull.check.conclusion === "failure";
}
function readsAllComments2(pull, policy, createsComment) {
  const mayHide = pull.commentsRead && mayHideStatus(pull, policy);
  return !pull.commentsComplete && (createsComment || mayHide);
}
function commentsUnanswered2(e) {
  if (e instanceof ConfigurationError) throw e;
  return { known: false, reason: { kind: "comments-unanswered" } };
}
var statusDuplicates = (pull) => pull.view.duplicates.filter(
  (c) => c.markers.some((m) => m.action === STATUS.action && m.kind === STATUS.kind && m.key === STATUS.key)
).length;

// src/rebase-notify/drift/update-branch.ts
async function updateBranch(ctx, pull, expectedHead) {
  const { github, repo } = ctx;
  if (github.observing) return OBSERVING;
  try {
    return updateResultOf(await github.updateBranch(repo, pull.view.number, expectedHead));
  } catch (e) {
    const refused = e instanceof ConfigurationError ? tokenRefusal(pull.view.isCrossRepository, githubWords(e.message)) : void 0;
    if (refused) return refused;
    throw e;
  }
}

// src/rebase-notify/drift/apply.ts
async function applyPlan(a, pull, plan, drift, budget) {
  const result = { steps: [], notified: false, updated: false, deferred: false, workflowRefusal: false };
  const known = drift.known ? drift.drift : void 0;
  let current = plan;
  if (plan.update && known) {
    const update = await updateBranch(a.ctx, pull, known.headSha);
    budget.spend();
    const after = afterUpdate(plan, update, known.base);
    result.steps.push(after.step);
    if (update.outcome === "updated") result.updated = true;
    else {
      current = after.plan;
      result.workflowRefusal = after.workflowRefusal;
      result.class = current.class;
      if (!budget.fits(current.writes)) return deferred(result);
    }
  }
  if (takesReadyBack(current, observe(pull).conflictReported, markOn(a.ready))) {
    if (!budget.fits(readyRoom(a.ready.modes.length, current))) return deferred(result);
    const back = await takeBackMark(a.ctx, a.ready, pull.view);
    if (changed(back)) {
      budget.spend(writesOf(back));
      result.notified = true;
      result.steps.push({ kind: "ready-taken-back" });
    }
  }
  await writeNotices(a.ctx, pull, current, budget, result);
  if (current.check) {
    let headSha = pull.view.headSha;
    if (current.check.target === "updated-head" && known) {
      headSha = await updatedHead(a.ctx, pull, known.headSha, known.baseSha);
      if (!headSha) result.steps.push({ kind: "check-unconfirmed" });
    }
    if (headSha) await writeGate(a, pull, current.check, headSha, budget, result);
  }
  if (current.held) result.steps.push({ kind: "held" });
  if (current.skipped) result.steps.push({ kind: "skipped", reason: current.skipped });
  return result;
}
function deferred(result) {
  result.deferred = true;
  result.steps.push({ kind: "deferred" });
  return result;
}
async function writeNotices(ctx, pull, plan, budget, result) {
  const { github, repo } = ctx;
  const deleted = await removeDuplicates(github, repo, pull.view, STATUS);
  for (let i = 0; i < deleted; i++) {
    budget.spend();
    result.steps.push({ kind: "duplicate-deleted" });
  }
  for (const label of plan.addLabels) {
    if (await addLabel(github, repo, pull.view, label)) {
      budget.spend();
      result.notified = true;
      result.steps.push({ kind: "label", label, op: "added" });
    }
  }
  for (const label of plan.removeLabels) {
    if (await removeLabel(github, repo, pull.view, label)) {
      budget.spend();
      result.notified = true;
      result.steps.push({ kind: "label", label, op: "removed" });
    }
  }
  if (plan.comment) {
    const text = statusText(plan.comment.facts);
    const written = await upsertComment(github, repo, pull.view, statusMarker(plan.comment.state), text);
    if (written !== "unchanged") {
      budget.spend();
      result.notified = true;
      result.steps.push({ kind: "comment", result: written, refresh: plan.comment.why === "refresh" });
    }
  }
  if (plan.deleteComment) {
    const own = readStatusComment(pull.view);
    if (own) {
      await deleteOwnComment(github, repo, pull.view, own.id);
      budget.spend();
      result.notified = true;
      result.steps.push({ kind: "comment-deleted" });
    }
  }
}
async function updatedHead(ctx, pull, oldHead, baseSha) {
  const { github, repo, clock } = ctx;
  for (let attempt = 0; attempt < UPDATED_HEAD_READS; attempt++) {
    const wait = updatedHeadWait(attempt);
    if (wait > 0) await clock.sleep(wait);
    const { headSha } = await readHead(github, repo, pull.view.number);
    if (headSha === oldHead) continue;
    const { status } = await compareCommits(github, repo, baseSha, headSha);
    return containsBase(status) ? headSha : void 0;
  }
  return void 0;
}
async function writeGate(a, pull, check, headSha, budget, result) {
  const { github, repo } = a.ctx;
  const self = pull.view.number;
  const text = checkText(check.says);
  const write = async (conclusion, output, id) => {
    await writeVerdict(github, repo, { name: a.policy.checkName, headSha, conclusion, ...output, externalId: id });
    budget.spend();
    result.notified = true;
  };
  const own = { number: self, pass: check.conclusion === "success" };
  const seen = headSha === pull.view.headSha && typeof pull.check === "object" ? pull.check : void 0;
  let written = false;
  const listed = a.heads.listed(headSha, self, !own.pass);
  if (gateDeferred(own.pass, (n) => budget.fits(n))) {
    result.deferred = true;
    result.steps.push({ kind: "deferred" });
    return;
  }
  await writeCommitVerdict(github, repo, {
    head: headSha,
    own,
    ...listed ? { listed } : {},
    judgeOther: (number) => a.heads.judge(number, headSha),
    write: async (parts, commit, conclusion) => {
      const gate = gateWrite(own.pass, commit, seen, written);
      if (gate.kind === "own") {
        await write(check.conclusion, text, check.fingerprint);
        result.steps.push({ kind: "check", conclusion: check.conclusion });
        return;
      }
      if (gate.kind === "pass") {
        const line = sharedHeadLine(self, parts, partReason);
        const summary2 = line ? `${line}

${text.summary}` : text.summary;
        await write(conclusion, { title: text.title, summary: summary2 }, check.fingerprint);
        result.steps.push({ kind: "check", conclusion });
        written = true;
        return;
      }
      const { failing, fingerprint } = gate;
      if (gate.stays) {
        result.steps.push({ kind: "check-shared-head", failing, stays: true });
        return;
      }
      const output = sharedHeadCheckOutput(text, failing, sharedHeadLine(self, parts, partReason) ?? "");
      await write(conclusion, output, fingerprint);
      result.steps.push({ kind: "check-shared-head", failing, stays: false });
    }
  });
}

// src/rebase-notify/rules/drift/selection.ts
function driftSelection(pulls, includeDrafts, urgency) {
  const drafts = pulls.filter((p) => p.view.isDraft && !includeDrafts);
  const evaluated = pulls.filter((p) => !p.view.isDraft || includeDrafts);
  const evaluatedHeads = new Set(evaluated.map((p) => p.view.headSha));
  const companions = urgency === "blocking" ? drafts.filter((p) => evaluatedHeads.has(p.view.headSha)) : [];
  return { evaluated, drafts, companions };
}
function commentsToRead(evaluated, listed, writes) {
  const onHead = /* @__PURE__ */ new Map();
  for (const pull of listed) onHead.set(pull.view.headSha, (onHead.get(pull.view.headSha) ?? 0) + 1);
  return evaluated.filter(
    (pull) => !pull.commentsRead && ((onHead.get(pull.view.headSha) ?? 0) > 1 || writes(pull) > 0)
  );
}

// src/rebase-notify/drift/shared-head.ts
var HeadParts = class {
  constructor(deps) {
    this.deps = deps;
    for (const { pull, drift } of deps.measured) {
      let parts = this.byHead.get(pull.view.headSha);
      if (!parts) this.byHead.set(pull.view.headSha, parts = /* @__PURE__ */ new Map());
      parts.set(pull.view.number, driftPart(pull.view.number, drift));
    }
  }
  deps;
  byHead = /* @__PURE__ */ new Map();
  /** Parts of PRs this run did not list, by head, then number (undefined: not on that head). */
  foreign = /* @__PURE__ */ new Map();
  /**
   * What this run knows of the PRs heading `head`, as an answer of `openPullsWithCommit` (`self` now on
   * `head`, also when `head` is the commit its update just created). Complete only after a sweep of
   * every base; `anyway` asks for it all the same (a failure needs no one else to fail).
   */
  listed(head, self, anyway = false) {
    if (!this.deps.complete && !anyway) return void 0;
    return [
      { number: self, headSha: head },
      ...this.deps.measured.filter(({ pull }) => pull.view.number !== self).map(({ pull }) => ({ number: pull.view.number, headSha: pull.view.headSha }))
    ];
  }
  /** A PR's part on `head`: from this run's listing, else read and measured once. */
  async judge(number, head) {
    const listed = this.byHead.get(head)?.get(number);
    if (listed) return listed;
    let parts = this.foreign.get(head);
    if (!parts) this.foreign.set(head, parts = /* @__PURE__ */ new Map());
    if (parts.has(number)) return parts.get(number);
    let part;
    try {
      const pull = await this.deps.read(number);
      const measured = measuresOnHead(pull?.view.headSha, head) && pull;
      part = measured ? driftPart(number, await this.deps.measure(measured)) : void 0;
    } catch (e) {
      part = unjudgedPart(number, e);
      this.deps.log.info(unjudgedLog(number, errorMessage(e)));
    }
    parts.set(number, part);
    return part;
  }
};

// src/rebase-notify/drift/shell.ts
async function listPulls(ctx, run, listing) {
  const { scope } = run;
  if (scope.kind === "sweep" && scope.collisionsOnly) return [];
  if (scope.kind === "pull") {
    const one = await listOnePull(ctx.github, ctx.repo, scope.number, listing);
    if (!one) ctx.log.info(notOpenLog(scope.number));
    return one ? [one] : [];
  }
  return listOpenPullsWithChecks(ctx.github, ctx.repo, { ...listing, ...scope.base ? { base: scope.base } : {} });
}
async function measure(ctx, run, chosen, measured, evaluated) {
  const m = { source: chosen.git ? "git" : "api", drifts: /* @__PURE__ */ new Map(), bases: /* @__PURE__ */ new Map() };
  if (chosen.note) m.sourceNote = chosen.note;
  if (chosen.git && measured.length > 0) {
    try {
      ({ drifts: m.drifts, bases: m.bases } = await gitDrifts(chosen.git, measured));
    } catch (e) {
      if (whenGitFails(run.settings.driftSource) === "refuse")
        throw new UndecidableError(gitFetchFailedError(errorMessage(e), run.serverUrl));
      m.source = "api";
      m.sourceNote = gitFallbackNote(errorMessage(e));
      ctx.log.warning(gitFallbackWarning(errorMessage(e)));
    }
  }
  if (m.source === "api" && measured.length > 0) {
    m.drifts = await apiDrifts(ctx, measured);
    for (const p of evaluated) if (!m.bases.has(p.view.baseRef)) m.bases.set(p.view.baseRef, p.view.baseSha);
  }
  return m;
}
async function planAll(ctx, pulls, evaluated, drifts, policy, now) {
  const decide = (pull) => decidePull({
    drift: drifts.get(pull.view.number),
    base: pull.view.baseRef,
    observed: observe(pull),
    policy,
    now
  });
  const unsettled = commentsToRead(evaluated, pulls, (pull) => decide(pull).writes);
  if (unsettled.length > 0) {
    await readComments(ctx.github, unsettled);
    ctx.log.info(commentsReadLog(unsettled.length));
  }
  const plans = /* @__PURE__ */ new Map();
  for (const pull of evaluated) {
    const first = decide(pull);
    const complete = readsAllComments2(pull, policy, first.comment?.op === "create");
    if (complete) {
      try {
        await completeComments(ctx.github, ctx.repo, pull);
      } catch (e) {
        const unknown = commentsUnanswered2(e);
        ctx.log.warning(pullErrorLog(pull.view.number, errorMessage(e)));
        drifts.set(pull.view.number, unknown);
      }
    }
    const plan = complete ? decide(pull) : first;
    plans.set(pull.view.number, withDuplicateDeletes(plan, statusDuplicates(pull)));
  }
  return plans;
}
function outcomesOf(pulls, drifts, plans, deferred2, maxWrites) {
  const outcomes = /* @__PURE__ */ new Map();
  for (const { view } of pulls) {
    const drift = drifts.get(view.number);
    const plan = plans.get(view.number);
    const known = drift?.known ? drift.drift : void 0;
    outcomes.set(view.number, {
      number: view.number,
      title: view.title,
      url: view.url,
      base: view.baseRef,
      class: plan ? plan.class : "draft",
      ...known ? { behind: known.behind, ahead: known.ahead, ...known.files ? { files: known.files } : {} } : {},
      steps: stepsBefore(plan),
      notified: false,
      updated: false,
      deferred: false
    });
  }
  for (const n of deferred2) {
    const o = outcomes.get(n);
    o.deferred = true;
    o.steps.push({ kind: "deferred", maxWrites });
  }
  return outcomes;
}
async function applyAll(a, order, byNumber, plans, drifts, outcomes, maxWrites) {
  const errors = [];
  const refusedForWorkflows = [];
  let writes = 0;
  let promised = order.reduce((n, number) => n + plans.get(number).writes, 0);
  for (const number of order) {
    const plan = plans.get(number);
    const outcome = outcomes.get(number);
    promised -= plan.writes;
    const budget = allowanceFor(maxWrites, writes, promised);
    try {
      const applied = await applyPlan(
        a,
        byNumber.get(number),
        plan,
        drifts.get(number),
        budget
      );
      outcome.steps.push(...applied.steps);
      outcome.notified = applied.notified;
      outcome.updated = applied.updated;
      outcome.deferred = applied.deferred;
      if (applied.class) outcome.class = applied.class;
      if (applied.workflowRefusal) refusedForWorkflows.push(number);
    } catch (e) {
      if (e instanceof ConfigurationError) throw e;
      const message = pullErrorLog(number, errorMessage(e));
      errors.push(message);
      a.ctx.log.warning(message);
      outcome.error = errorMessage(e);
      outcome.steps.push({ kind: "error", message: errorMessage(e) });
    } finally {
      writes += budget.made;
    }
  }
  return { writes, errors, refusedForWorkflows };
}
async function driftPhase(ctx, run, chosen) {
  const { settings, scope } = run;
  const policy = policyOf(settings);
  const listing = {
    checkName: settings.checkName,
    behindLabel: settings.behindLabel,
    conflictLabel: settings.conflictLabel,
    withMergeable: listsMergeable(chosen.git ? "git" : "api"),
    withChecks: settings.urgency === "blocking"
  };
  const pulls = await listPulls(ctx, run, listing);
  const { evaluated, drafts, companions } = driftSelection(pulls, settings.includeDrafts, settings.urgency);
  const measured = [...evaluated, ...companions];
  ctx.log.info(listedLog(scope, { open: pulls.length, evaluated: evaluated.length, drafts: drafts.length }));
  const m = await measure(ctx, run, chosen, measured, evaluated);
  const heads = new HeadParts({
    measured: measured.map((pull) => ({ pull, drift: m.drifts.get(pull.view.number) })),
    complete: scope.kind === "sweep" && scope.base === void 0,
    read: (number) => listOnePull(ctx.github, ctx.repo, number, {
      ...listing,
      withMergeable: listsMergeable(m.source),
      withChecks: false
    }),
    measure: async (pull) => (m.source === "git" && chosen.git ? (await gitDrifts(chosen.git, [pull])).drifts.get(pull.view.number) : (await apiDrifts(ctx, [pull])).get(pull.view.number)) ?? { known: false, reason: { kind: "not-measured" } },
    log: ctx.log
  });
  const plans = await planAll(ctx, pulls, evaluated, m.drifts, policy, run.now);
  const { run: order, deferred: deferred2 } = allocate(
    evaluated.map((p) => ({ number: p.view.number, plan: plans.get(p.view.number) })),
    settings.maxWrites
  );
  const outcomes = outcomesOf(pulls, m.drifts, plans, deferred2, settings.maxWrites);
  const byNumber = new Map(evaluated.map((p) => [p.view.number, p]));
  const applied = await applyAll(
    { ctx, policy, heads, ready: settings.ready },
    order,
    byNumber,
    plans,
    m.drifts,
    outcomes,
    settings.maxWrites
  );
  for (const o of outcomes.values()) ctx.log.info(outcomeLog(o));
  return {
    source: m.source,
    ...m.sourceNote ? { sourceNote: m.sourceNote } : {},
    bases: m.bases,
    outcomes: [...outcomes.values()],
    evaluated,
    pulls,
    ...applied
  };
}

// src/rebase-notify/shell.ts
async function collisions(ctx, run, chosen, drift) {
  if (!collisionsOn(run.settings)) return void 0;
  const git2 = chosen.git && collisionsIndexed(drift.source) ? { drift: chosen.git } : { unavailable: drift.sourceNote ?? API_SOURCE_NOTE };
  try {
    const room = collisionRoom(run.settings.maxWrites, drift.writes);
    const bases = collisionBases(
      run.scope,
      drift.pulls.map((p) => p.view.baseRef),
      drift.evaluated.map((p) => p.view.baseRef)
    );
    return await collisionPhase(ctx, run, git2, bases, room, drift.errors);
  } catch (e) {
    if (e instanceof ConfigurationError) throw e;
    const message = collisionsFailedLog(errorMessage(e));
    drift.errors.push(message);
    ctx.log.warning(message);
    return void 0;
  }
}
async function rebaseNotify(ctx, run) {
  const chosen = await chooseSource(ctx, run);
  const drift = await driftPhase(ctx, run, chosen);
  const found = await collisions(ctx, run, chosen, drift);
  if (drift.refusedForWorkflows.length > 0) {
    ctx.log.warning(workflowRefusalWarning(drift.refusedForWorkflows, run.settings.urgency === "blocking"));
  }
  return {
    source: drift.source,
    ...drift.sourceNote ? { sourceNote: drift.sourceNote } : {},
    bases: drift.bases,
    pulls: [...drift.outcomes].sort((a, b) => a.number - b.number),
    writes: drift.writes + (found?.writes ?? 0),
    errors: drift.errors,
    refusedForWorkflows: drift.refusedForWorkflows,
    ...found ? { collisions: found.outcome } : {}
  };
}

// src/rebase-notify/main.ts
await runEntrypoint("rebase-notify", async () => {
  setOutputs(outputsOf([]));
  const run = readRunContext(process.env);
  requireEvent(run, "rebase-notify", [...EVENTS, "merge_group"]);
  const settings = parseSettings(actionInputs);
  maskToken(settings.token);
  declareRunEnforcement(settings.enforcement);
  if (run.eventName === "merge_group") {
    const group = requireMergeGroup(run);
    const runUrl = run.runId ? `${run.serverUrl}/${run.owner}/${run.repo}/actions/runs/${run.runId}` : void 0;
    const ctx2 = await shellContext("rebase-notify", settings.token, run, settings.enforcement);
    const answer = await answerMergeGroup(ctx2, settings, group, runUrl);
    const collisions2 = await answerGroupCollisions(
      ctx2,
      settings,
      group,
      {
        token: settings.token,
        serverUrl: run.serverUrl,
        tempDir: process.env.RUNNER_TEMP || os.tmpdir(),
        ...process.env.GITHUB_WORKSPACE ? { workspace: process.env.GITHUB_WORKSPACE } : {}
      },
      runUrl
    );
    const answers = [
      [answer, settings.checkName],
      ...collisions2 ? [[collisions2, settings.collisionCheckName]] : []
    ];
    const answered = answers.filter(
      (a) => a[0].kind === "answered"
    );
    if (answered.length === 0) {
      const reason = answer.kind === "skip" ? groupSkipReason(answer.reason) : "";
      info(logLine(nothingToDoLog(reason)));
      await writeSummary(skippedSummary(reason));
      return;
    }
    for (const [a, name] of answered) {
      await writeSummary(groupSummary(a, group, name));
      if (a.conclusion === "failure") failStep(logLine(groupFailedMessage(group, a.reason)));
    }
    return;
  }
  const scope = settings.handOver ? void 0 : scopeOf(run, settings.base, collisionsOn(settings));
  if (scope?.kind === "skip") {
    const reason = scopeSkipText(scope.reason);
    info(logLine(nothingToDoLog(reason)));
    await writeSummary(skippedSummary(reason));
    return;
  }
  const base = await shellContext("rebase-notify", settings.token, run, settings.enforcement);
  const ctx = { ...base, log: { ...runnerLog, warning: (m) => warning(logLines(m)) } };
  const requests = ctx.github.requests;
  let runScope = scope;
  if (!runScope) {
    const given = await handOver(ctx, settings, run);
    info(logLine(handOverLog(given.pull, given.name, given.base)));
    runScope = { kind: "sweep", base: given.base, collisionsOnly: true };
  }
  const result = await rebaseNotify(ctx, {
    settings,
    scope: runScope,
    serverUrl: run.serverUrl,
    tempDir: process.env.RUNNER_TEMP || os.tmpdir(),
    ...process.env.GITHUB_WORKSPACE ? { workspace: process.env.GITHUB_WORKSPACE } : {},
    now: /* @__PURE__ */ new Date()
  });
  setOutputs(outputsOf(result.pulls, result.collisions));
  await writeSummary(summaryOf(result, settings, runScope, requests));
  if (result.errors.length > 0) setFailed(failedWritesMessage(result.errors, logLine));
});
