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
  proxyFor
} from "./chunk-L2ZE4RA5.js";
import "./chunk-WZWLYTWM.js";
import {
  OBSERVE_SUMMARY_NOTE,
  SHA_SOURCE,
  booleanInput,
  choiceInput,
  declareRunEnforcement,
  enforcementInput,
  integerInput,
  isObserving,
  isSha,
  labelInput,
  listInput,
  observedSummaryLead,
  observedTitle,
  requiredInput,
  runIsObserving,
  wouldHaveFailedLine
} from "./chunk-YD276Z2V.js";
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
  const names2 = [...new Set(all.map((r) => `'${r.label}'`))].join(", ");
  const prs = [...new Set(all.map((r) => `#${r.number}`))].join(", ");
  return `Could not label ${prs} with ${names2}: the repository has no such label, and GitHub creates a missing label only for a token with \`${first.permission}\` (403 ${first.said}). Add \`${first.permission}\` to the job's \`permissions:\` block (a GitHub App: Issues: write), or create the label once in the repository. The verdict check was written as decided.`;
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
function visibleLines(text) {
  return text.replace(LINE_BREAK, "\n").replace(CONTROL, picture);
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
function mdFence(text, info2 = "text") {
  const body = visibleLines(text);
  const fence = "`".repeat(Math.max(3, longestBacktickRun(body) + 1));
  return `${fence}${info2}
${body}
${fence}`;
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
function mdLink(label, url) {
  const href = safeUrl(url);
  return href ? `[${label}](${href})` : "";
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
  const { createGitHubClient } = await import("./chunk-EFP3HSIE.js");
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
async function unlessGone(done2, fn) {
  try {
    await fn();
    return done2;
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
          (response, done2) => {
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
            if (enough(rows)) done2();
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
var silentLog = { info: () => void 0, warning: () => void 0, debug: () => void 0 };
async function shellContext(action, token, ctx, enforcement = "enforce") {
  const client = await actionClient(action, token, ctx);
  declareRunEnforcement(enforcement);
  if (enforcement === "observe") (await import("./chunk-7BVL7JGT.js")).guardObserving(client);
  return {
    github: octokitGitHub(client),
    repo: { owner: ctx.owner, repo: ctx.repo },
    log: runnerLog,
    clock: scaledClock(timeScaleFromEnv(process.env)),
    enforcement
  };
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

// src/core/pure/logins.ts
var BOT_SUFFIX = "[bot]";
function restLogin(actor) {
  if (!actor) return "ghost";
  const isBot = actor.__typename === "Bot";
  return isBot && !actor.login.endsWith(BOT_SUFFIX) ? `${actor.login}${BOT_SUFFIX}` : actor.login;
}
function sameLogin(a, b) {
  return a.toLowerCase() === b.toLowerCase();
}

// src/ci-wait/rules/decide.ts
var OUTCOMES = [
  "success",
  "ci_failed",
  "conflict",
  "closed",
  "timeout",
  "merged",
  "merge_failed",
  "no_checks",
  "needs_human",
  "pending",
  "skipped",
  "error",
  "shared_head"
];
var FAILED_ROUND = /* @__PURE__ */ new Set(["ci_failed", "conflict", "timeout", "merge_failed"]);
var HANDS_OFF = /* @__PURE__ */ new Set(["closed", "pending", "skipped", "error"]);
function passesCommit(outcome) {
  return outcome === "success" || outcome === "merged";
}
var STEP_PASSES = /* @__PURE__ */ new Set(["success", "merged", "closed", "pending", "skipped"]);
var done = (outcome, reason, mergeableKnown) => ({
  kind: "done",
  outcome,
  reason,
  mergeableKnown
});
var names = (items) => items.map((i) => i.name);
function decideRound(input) {
  const { pr, checks, mode } = input;
  const known = pr.mergeable !== null;
  if (pr.merged) return done("closed", { kind: "merged-elsewhere" }, known);
  if (!pr.open) return done("closed", { kind: "pull-closed" }, known);
  if (pr.held) return done("needs_human", { kind: "on-hold" }, known);
  if (input.branchUpdate.state === "requested") {
    if (input.timedOut) return done("timeout", { kind: "update-timed-out" }, false);
    if (mode === "event") return done("pending", { kind: "update-in-flight" }, false);
    return { kind: "wait", for: "branch-update", reason: { kind: "update-landing" } };
  }
  if (pr.mergeable === false) {
    if (input.onConflict === "update-branch" && input.branchUpdate.state === "available") {
      return { kind: "update-branch", because: "conflict" };
    }
    const refused = input.branchUpdate.state === "refused" ? { refusal: input.branchUpdate.reason } : {};
    return done("conflict", { kind: "conflict", ...refused }, true);
  }
  const pending = checks.counted.filter((c) => c.result === "pending");
  const failed = checks.counted.filter((c) => c.result === "failed");
  const nothingYet = checks.counted.length === 0 && !input.allowNoChecks;
  const stillExpecting = !input.graceOver && (checks.missing.length > 0 || nothingYet);
  if (pending.length > 0 || stillExpecting) {
    const running = names(pending);
    if (input.timedOut) {
      if (failed.length === 0) return done("timeout", { kind: "checks-timed-out", running }, known);
    } else if (mode === "event") {
      return done("pending", { kind: "checks-running", running, failedSoFar: failed.length }, known);
    } else {
      return { kind: "wait", for: "checks", reason: { kind: "checks-running", running } };
    }
  }
  if (!known && !input.mergeabilityExhausted && !input.timedOut) {
    return { kind: "wait", for: "mergeability", reason: { kind: "mergeability-unknown" } };
  }
  if (failed.length > 0) {
    return done("ci_failed", { kind: "checks-failed", failed: names(failed), stillRunning: pending.length }, known);
  }
  if (checks.counted.length === 0 && !input.allowNoChecks) {
    return done("no_checks", { kind: "no-checks-appeared" }, known);
  }
  if (checks.missing.length > 0) {
    return done("no_checks", { kind: "required-missing", missing: [...checks.missing] }, known);
  }
  if (!known) return done("timeout", { kind: "mergeability-never-known" }, false);
  if (input.merge) {
    if (pr.mergeableState === "behind" && input.onConflict === "update-branch" && input.branchUpdate.state === "available") {
      return { kind: "update-branch", because: "behind" };
    }
    return { kind: "merge", method: input.merge };
  }
  return done("success", { kind: "passed", checks: checks.counted.length }, true);
}
var MERGEABILITY_ASKS = 6;
function mergeabilityDelayMs(asked) {
  return Math.min(2e3 * 2 ** asked, 32e3);
}
function decideMergeResult(answer, after, viewer) {
  if (after.merged) {
    const byViewer = after.mergedBy !== null && sameLogin(after.mergedBy, viewer);
    if (answer.ok && answer.merged || byViewer) {
      return done(
        "merged",
        answer.ok ? { kind: "merged", message: answer.message } : { kind: "merged-by-token" },
        true
      );
    }
    return done("closed", { kind: "merged-by-other", by: after.mergedBy }, true);
  }
  if (!after.open) return done("closed", { kind: "pull-was-closed" }, true);
  if (answer.ok) {
    return done(
      "merge_failed",
      answer.merged ? { kind: "merge-claimed-open" } : { kind: "merge-declined", message: answer.message },
      true
    );
  }
  return done("merge_failed", { kind: "merge-refused", status: answer.status, message: answer.message }, true);
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
function reviewerName(r, owner) {
  return r.kind === "user" ? r.login : `${owner}/${r.slug}`;
}
function splitReviewers(reviewers) {
  return [
    reviewers.flatMap((r) => r.kind === "user" ? [r.login] : []),
    reviewers.flatMap((r) => r.kind === "team" ? [r.slug] : [])
  ];
}
async function post(github, repo, number, ask) {
  await github.requestReviewers(repo, number, ...splitReviewers(ask));
}
function teamsRefused(repo, number, teams, answer, users) {
  const names2 = teams.map((t) => reviewerName(t, repo.owner)).join(", ");
  return new ConfigurationError(
    `GitHub refused to request a review from ${names2} on PR #${number} (${answer}). ` + (users ? "The users in 'ready-reviewers' were asked; the teams were not. " : "") + "GitHub answers this when the token cannot see the organization's teams: GITHUB_TOKEN never can (it has no organization permissions), a GitHub App needs the organization permission Members: read. Run mergexo as a GitHub App with Members: read, or list the team's members in 'ready-reviewers' instead. If the token can see teams, give the team access to the repository."
  );
}
async function requestReviewers(github, repo, number, ask) {
  try {
    await post(github, repo, number, ask);
    return;
  } catch (e) {
    if (httpStatus(e) !== 422) throw e;
    const teams = ask.filter((r) => r.kind === "team");
    const users = ask.filter((r) => r.kind === "user");
    if (teams.length === 0) throw usersRefused(number, refusal(e));
    if (users.length > 0) {
      try {
        await post(github, repo, number, users);
      } catch (again) {
        if (httpStatus(again) !== 422) throw again;
        throw usersRefused(number, refusal(again));
      }
    }
    throw teamsRefused(repo, number, teams, refusal(e), users.length > 0);
  }
}
function refusal(e) {
  const errors = e.response?.data?.errors;
  const why = Array.isArray(errors) ? errors.filter((x) => typeof x === "string") : [];
  return why.length > 0 ? `${answerMessage(e)}: ${why.join("; ")}` : answerMessage(e);
}
function usersRefused(number, answer) {
  return new ConfigurationError(
    `GitHub refused to request reviews on PR #${number}: ${answer}. Each user in 'ready-reviewers' must be a collaborator of the repository.`
  );
}

// src/ci-wait/messages.ts
var ANSI = /\u001b\[[0-9;?]*[ -/]*[@-~]/g;
function neutralize(text) {
  return defuse(text.replace(ANSI, "")).replace(/<!--/g, "<\u200B!--").replace(/-->/g, "--\u200B>");
}
var EXCERPT_LINES = 12;
var EXCERPT_CHARS = 700;
function excerpt(parts) {
  const lines = parts.flatMap((p) => neutralize(p).split(/\r?\n/)).map((l) => l.trimEnd()).filter((l, i, all) => l.trim() !== "" || i > 0 && all[i - 1]?.trim() !== "");
  while (lines.length > 0 && lines[lines.length - 1]?.trim() === "") lines.pop();
  if (lines.length === 0) return void 0;
  let text = lines.slice(0, EXCERPT_LINES).join("\n");
  const clipped = lines.length > EXCERPT_LINES || text.length > EXCERPT_CHARS;
  if (text.length > EXCERPT_CHARS) text = codePointPrefix(text, EXCERPT_CHARS);
  return clipped ? `${text}
\u2026` : text;
}
var OUTCOME_WORDS = {
  success: "\u2705 success",
  merged: "\u2705 merged",
  ci_failed: "\u274C CI failed",
  conflict: "\u26A0\uFE0F conflict",
  closed: "closed",
  timeout: "\u23F1\uFE0F timed out",
  merge_failed: "\u26D4 merge failed",
  no_checks: "\u2754 no checks appeared",
  needs_human: "\u{1F64B} needs a human",
  pending: "\u23F3 pending",
  skipped: "skipped",
  error: "\u26A0\uFE0F error",
  shared_head: "\u{1F517} another PR on this commit fails"
};
var plural = (n, word) => `${n} ${word}${n === 1 ? "" : "s"}`;
function waitingOnWords(running) {
  return running.length > 0 ? `${plural(running.length, "check")} still running (${running.join(", ")})` : "no checks yet";
}
function updateRefusalWords(refusal2) {
  switch (refusal2.kind) {
    case "github":
    case "workflows":
      return refusal2.message;
    case "updates-spent":
      return `ci-wait already updated this branch ${refusal2.updates} times in this run`;
    case "update-did-not-land":
      return "GitHub accepted the update, but the head did not move within a minute";
    case "group-never-updated":
      return "a merge group branch is never updated";
    case "observing":
      return "observe mode: enforcement would have merged the base branch into the head here";
  }
}
function reasonWords(reason) {
  switch (reason.kind) {
    case "merged-elsewhere":
      return "the pull request was merged elsewhere";
    case "pull-closed":
      return "the pull request is closed";
    case "pull-was-closed":
      return "the pull request was closed";
    case "on-hold":
      return "the pull request is on hold for a human";
    case "update-timed-out":
      return "the branch update GitHub accepted did not land before the timeout";
    case "update-in-flight":
      return "the base branch is being merged into the head; the new head decides";
    case "update-landing":
      return "waiting for the branch update to land";
    case "conflict":
      return "the pull request conflicts with its base branch" + (reason.refusal ? `; updating the branch failed: ${updateRefusalWords(reason.refusal)}` : "");
    case "checks-running": {
      const failed = reason.failedSoFar ?? 0;
      const waitingOn = waitingOnWords(reason.running);
      return failed > 0 ? `${waitingOn}; ${plural(failed, "check")} failed so far` : waitingOn;
    }
    case "checks-timed-out":
      return `timed out: ${waitingOnWords(reason.running)}`;
    case "mergeability-unknown":
      return "GitHub is still computing whether the PR can merge";
    case "mergeability-never-known":
      return "GitHub did not compute whether the PR can merge";
    case "checks-failed": {
      const still = reason.stillRunning > 0 ? `; ${plural(reason.stillRunning, "check")} still running at the timeout` : "";
      return `${plural(reason.failed.length, "check")} failed (${reason.failed.join(", ")})${still}`;
    }
    case "no-checks-appeared":
      return "no checks appeared on this head within the grace period";
    case "required-missing":
      return `required checks never appeared: ${reason.missing.join(", ")}`;
    case "passed":
      return reason.checks === 0 ? "no checks to wait for, and the PR can merge" : "every check passed and the PR can merge";
    case "merged":
      return reason.message;
    case "merged-by-token":
      return "GitHub shows the PR merged by this token";
    case "merged-by-other":
      return `the pull request was merged by @${reason.by ?? "someone else"}`;
    case "merge-claimed-open":
      return "GitHub answered that the PR was merged, but the PR is still open";
    case "merge-declined":
      return `GitHub did not merge the PR: ${reason.message}`;
    case "merge-refused":
      return `GitHub refused to merge (${reason.status ?? "no answer"}): ${reason.message}`;
    case "merge-after-refused-update":
      return `${reasonWords(reason.merge).replace(/\.$/, "")}; updating the branch first failed: ${updateRefusalWords(reason.update)}`;
    case "closed-meanwhile":
      return `the pull request was ${reason.state.toLowerCase()} while ci-wait evaluated it`;
    case "moved-before-verdict":
      return `${movedBeforeVerdict(reason.to)}; the events for the new head decide`;
    case "moved-on":
      return `the PR's head moved on to ${short(reason.to)}; the events for that head decide`;
    case "tampered":
      return "someone else edited or deleted mergexo's comments on this PR; the PR is on hold for a human";
    case "count-unreadable":
      return `GitHub did not answer for ci-wait's check on ${short(reason.commit)}, which may carry this PR's count of failed rounds (${reason.why}); ci-wait does not judge the PR on a count it cannot read`;
    case "group-passed":
      return reason.checks === 0 ? "no checks to wait for on the merge group commit" : "every check on the merge group commit passed";
    case "shared-head":
      return `every check passed and the PR can merge, but its head commit also heads ${failingNames(reason.failing)}, which does not pass`;
    case "group-member-failing":
      return `every check on the merge group commit passed, but the group also lands ${failingNames(reason.failing)}, which ci-wait's verdict on its own head does not pass`;
    case "group-unlisted":
      return `the PRs this merge group would land could not be listed (${reason.error}); not knowing them is not vouching for them`;
    case "group-unnamed":
      return `the PRs this merge group would land could not be listed (${groupUnnamed(reason.headRef)}); not knowing them is not vouching for them`;
  }
}
function movedBeforeVerdict(now) {
  return `the head moved to ${short(now)} just before ci-wait wrote its verdict`;
}
function reasonText(outcome, reason) {
  if (outcome === "timeout" && reason.kind === "checks-timed-out") return waitingOnWords(reason.running);
  return reasonWords(reason);
}
function groupUnnamed(headRef) {
  return `the merge group ref ${headRef} names no pull request and base (gh-readonly-queue/<base>/pr-<number>-<sha>)`;
}
function outcomeLine(report2) {
  return `PR #${report2.number}: ${report2.outcome}: ${reasonText(report2.outcome, report2.reason)}.`;
}
function failureMessage(reports) {
  const failing = reports.filter((r) => !STEP_PASSES.has(r.outcome));
  if (failing.length === 0) return void 0;
  return failing.map((r) => failureLine(`PR #${r.number}`, r.outcome, r.reason)).join("\n");
}
function groupFailure(report2) {
  if (report2.outcome === "success") return void 0;
  return failureLine(`merge group ${report2.head}`, report2.outcome, report2.reason);
}
function failureLine(subject, outcome, reason) {
  return logLine(`mergexo/ci-wait: ${subject} ${OUTCOME_WORDS[outcome]}: ${reasonText(outcome, reason)}.`);
}
function errorSummary(e) {
  return {
    heading: `mergexo/ci-wait: ${OUTCOME_WORDS.error}`,
    header: ["outcome", "why"],
    rows: [["error", htmlText(errorMessage(e))]]
  };
}
function skipText(skip) {
  if (skip.kind === "status-pending") return "the status is pending";
  return `the ${skip.event.replace("_", " ")} is ${skip.action ?? "not completed"}, not completed`;
}
function noteText(note) {
  switch (note.kind) {
    case "head-moved":
      return LOG.headMovedDuringWait(note.from, note.to);
    case "branch-updated":
      return LOG.branchUpdated(note.baseRef, note.head);
    case "would-merge":
      return LOG.wouldMerge(note.number, note.head, note.method);
  }
}
function readyBlockText(b) {
  switch (b.kind) {
    case "outcome":
      return `ci-wait's outcome is ${OUTCOME_WORDS[b.outcome]}, not passed`;
    case "state":
      return b.state === "draft" ? "the PR is a draft (add 'draft' to 'ready-mark' to have ci-wait make it ready)" : `GitHub's mergeable state is '${b.state}'`;
    case "label":
      return `the PR has the label '${b.label}'`;
    case "gate":
      return b.result === "missing" ? `the base requires the check '${b.name}', which mergexo has not reported on this head` : `the check '${b.name}'${b.foreign ? " (written by another identity than this token)" : ""} is ${b.result}`;
    case "required":
      return b.result === "missing" ? `the base requires the check '${b.name}', which has not reported on this head` : `the required check '${b.name}' is ${b.result}`;
    case "required-unknown":
      return `the checks the base requires are not known (${b.why})`;
    case "head-moved":
      return `the head moved to ${short(b.to)} after the verdict`;
    case "new-head":
      return "a new head was pushed: the mark belonged to the previous one";
  }
}
function markWrites(c, owner, on) {
  const parts = [];
  if (c.labelAdded || c.labelRemoved) parts.push(on ? "label added" : "label removed");
  if (c.madeReady) parts.push("marked ready for review");
  if (c.madeDraft) parts.push("converted to a draft");
  if (c.requested.length)
    parts.push(`review requested from ${c.requested.map((r) => reviewerName(r, owner)).join(", ")}`);
  if (c.unrequested.length)
    parts.push(`review requests removed for ${c.unrequested.map((r) => reviewerName(r, owner)).join(", ")}`);
  if (c.leftOut.length)
    parts.push(`${c.leftOut.map((r) => reviewerName(r, owner)).join(", ")} left out (the PR's author)`);
  return parts.join("; ");
}
function readyLine(ready) {
  return ready.marked ? "Ready for review: yes (CI green, mergeable, every mergexo gate and every required check passing)." : `Ready for review: no (${ready.blocks.map(readyBlockText).join("; ")}).`;
}
var LOG = {
  unnamedDeletions: (n) => `GitHub does not say who deleted ${plural(n, "comment")} of mergexo's on this PR (it names deleters only to tokens with write access), so those deletions count against nobody: mergexo's own may be among them. The count of failed rounds does not depend on them: ci-wait's check keeps it too.`,
  countUnreadable: (number, commit, why) => `PR #${number}: the count of failed rounds could not be read from ci-wait's check on ${short(commit)} (${why}); its check fails, and nothing else is written on it.`,
  readySet: (head, c, owner) => `Ready for review on ${short(head)}: ${markWrites(c, owner, true)}.`,
  readyTakenBack: (head, c, owner, blocks) => `Ready mark taken back on ${short(head)} (${blocks.map(readyBlockText).join("; ")}): ${markWrites(c, owner, false)}.`,
  notReady: (head, blocks) => `Not marked ready for review on ${short(head)}: ${blocks.map(readyBlockText).join("; ")}.`,
  waiting: (reason) => `Waiting: ${reasonWords(reason)}.`,
  waitingOnGroup: (head, reason) => `Waiting on merge group ${head}: ${reasonWords(reason)}.`,
  /** Also a note of the verdict's summary. */
  headMovedDuringWait: (from, to) => `The head moved from ${short(from)} to ${short(to)} during the wait; the evaluation restarted on the new head.`,
  updatingBranch: (baseRef, head, because) => `Merging the base branch ${baseRef} into the head ${short(head)} (the PR ${because === "conflict" ? "conflicts" : "is behind"}).`,
  /** A note of the verdict's summary. */
  branchUpdated: (baseRef, head) => `ci-wait merged ${baseRef} into the branch (update-branch on ${short(head)}).`,
  /** A note of the verdict's summary, in observe mode. */
  wouldMerge: (number, head, method) => `Observe mode: enforcement would have merged PR #${number} at ${short(head)} (${method}) now; it stays open.`,
  merging: (number, head, method) => `Merging PR #${number} at ${short(head)} (${method}).`,
  mergeRetry: (message) => `The merge request failed (${message}); the PR is still open, trying again.`,
  headMovedBeforeVerdict: (now) => `${movedBeforeVerdict(now)}; evaluating the new head.`,
  otherUnjudged: (number, error2) => `PR #${number} on the same commit could not be judged: ${error2}`,
  nothingToJudge: (skip) => `Nothing to judge: ${skipText(skip)}.`,
  noPullOnHead: (sha) => `No open pull request has ${sha} as its head: nothing to judge.`,
  requiredUnreadable: (why) => `The checks the base requires are not known (${why}): relying on the checks that appear.`,
  countNotKept: (attempt) => `ci-wait has no comment on this PR to keep its state in: failed round ${attempt} is kept in the check only.`
};
function countUnreadableCheck(reason, head) {
  return {
    title: "Refused: ci-wait could not read this PR's count of failed rounds",
    summary: [
      `Outcome: **${OUTCOME_WORDS.error}** on ${mdCode(head)}: ${mdText(reasonWords(reason))}.`,
      "",
      "ci-wait keeps the count of failed rounds in this check on each head the PR had, so that deleting its comments does not reset it. Nothing else was written on the PR. Re-run this job once GitHub answers: ci-wait continues from the count it kept."
    ].join("\n")
  };
}
function keptMoving(number, now, times) {
  return `PR #${number}: ${movedBeforeVerdict(now)}, ${times} times in a row; the next push event judges it.`;
}

// src/ci-wait/verdict-messages.ts
var VERDICT_TITLES = {
  success: () => "CI passed and the PR can merge",
  merged: () => "CI passed; merged",
  ci_failed: (r) => `CI failed: ${r}`,
  conflict: () => "The PR conflicts with its base branch",
  timeout: (r) => `Timed out: ${r}`,
  no_checks: (r) => `No checks: ${r}`,
  merge_failed: () => "Merge refused",
  needs_human: () => "On hold: needs a human"
};
function verdictTitle(outcome, reason) {
  return plainLine((VERDICT_TITLES[outcome] ?? ((r) => r))(reasonText(outcome, reason)), 200);
}
var REASONS = {
  mergexo: "mergexo's own",
  "status-named-mergexo": "a commit status named like a mergexo check (mergexo writes check runs only)",
  self: "the job running ci-wait",
  "not-selected": "not in 'checks'",
  ignored: "in 'ignore-checks'",
  superseded: "superseded by a newer run"
};
function checkRows(selection, html) {
  const name = (n) => html ? htmlCode(n) : mdCode(n, { table: true });
  const word = (w) => html ? htmlText(w) : mdText(w);
  const url = (c) => html ? c.url ? htmlLink("details", c.url) : "" : mdLink("details", c.url);
  const icon = { passed: "\u2705", failed: "\u274C", pending: "\u23F3" };
  return [
    ...selection.counted.map((c) => [
      name(c.name),
      c.kind === "status" ? "status" : "check run",
      `${icon[c.result]} ${word(c.conclusion)}`,
      "waited for",
      url(c)
    ]),
    ...selection.missing.map((n) => [name(n), "required", "\u23F3 never appeared", "waited for", ""]),
    ...selection.excluded.map(({ item, reason }) => [
      name(item.name),
      item.kind === "status" ? "status" : "check run",
      `${icon[item.result]} ${word(item.conclusion)}`,
      `not counted: ${REASONS[reason]}`,
      url(item)
    ])
  ];
}
var VERDICT_HINTS = {
  no_checks: "Nothing to wait for appeared. A branch updated with `GITHUB_TOKEN` starts no workflows: push a commit (or re-run CI) to get checks. If this repository has no CI, set `allow-no-checks: true`."
};
function verdictSummary(input) {
  const rows = checkRows(input.selection, false);
  const hint = VERDICT_HINTS[input.outcome];
  return [
    `Outcome: **${OUTCOME_WORDS[input.outcome]}** on ${mdCode(input.head)}: ${mdText(reasonText(input.outcome, input.reason))}.`,
    ...hint ? ["", hint] : [],
    "",
    `State: ${input.attempt} failed round${input.attempt === 1 ? "" : "s"} of ${input.maxAttempts} counted on this PR.`,
    ...input.notes.map((n) => `
${mdText(noteText(n))}`),
    "",
    ...checkTable(rows, "No checks on this head.")
  ].join("\n");
}
var CHECK_HEADER = ["check", "type", "result", "counted", "link"];
function checkSummaryTable(selection) {
  const rows = checkRows(selection, true);
  return rows.length === 0 ? { header: [], rows: [] } : { header: CHECK_HEADER, rows };
}
function summaryTable(reports, maxAttempts, skipped) {
  const single = reports.length === 1 ? reports[0] : void 0;
  if (single) {
    return {
      heading: `mergexo/ci-wait: PR #${single.number} ${OUTCOME_WORDS[single.outcome]}`,
      lead: `${htmlText(reasonText(single.outcome, single.reason))}. Head ${htmlCode(single.head)}; failed rounds ${single.attempt} of ${maxAttempts}.` + (single.ready ? ` ${htmlText(readyLine(single.ready))}` : ""),
      ...checkSummaryTable(single.selection)
    };
  }
  return {
    heading: `mergexo/ci-wait: ${reports.length} pull request${reports.length === 1 ? "" : "s"}`,
    lead: reports.length === 0 ? htmlText(skipped ?? "No open pull request has this commit as its head: nothing to judge.") : void 0,
    header: ["PR", "outcome", "head", "failed rounds", "reason"],
    rows: reports.map((r) => [
      `#${r.number}`,
      OUTCOME_WORDS[r.outcome],
      htmlCode(short(r.head)),
      `${r.attempt} of ${maxAttempts}`,
      htmlText(reasonText(r.outcome, r.reason) + (r.ready ? `. ${readyLine(r.ready)}` : ""))
    ])
  };
}
var OTHER_FAILS = {
  ci_failed: "CI failed",
  conflict: "conflicts with its base",
  timeout: "timed out",
  merge_failed: "merge refused",
  no_checks: "no checks",
  needs_human: "on hold for a human",
  pending: "checks still running or expected",
  shared_head: "another PR on its commit fails"
};
function partReasonText(reason) {
  switch (reason.kind) {
    case "outcome":
      return OTHER_FAILS[reason.outcome] ?? reason.outcome;
    case "unjudged":
      return "could not be judged (GitHub did not answer)";
    case "group-member":
      return groupMemberFails(reason.failure, reason.state, reason.head, reason.conclusion);
  }
}
function verdictCheckTitle(title, outcome, reason) {
  return title.kind === "shared" ? sharedHeadTitle(failingNames(title.failing)) : verdictTitle(outcome, reason);
}
function sharedHeadTitle(failing) {
  return plainLine(`This commit also heads ${failing}, which does not pass`, 200);
}
function checkTable(rows, none) {
  if (rows.length === 0) return [none];
  return [
    "| check | type | result | counted | |",
    "| --- | --- | --- | --- | --- |",
    // Every cell is built for a table already (pipes escaped): joined as is.
    ...rows.map((r) => `| ${r.join(" | ")} |`)
  ];
}
function groupCheckSummary(report2, group) {
  const rows = checkRows(report2.selection, false);
  return [
    `Outcome: **${OUTCOME_WORDS[report2.outcome]}** on the merge group commit ${mdCode(group.headSha)} (${mdCode(group.headRef)}): ${mdText(reasonText(report2.outcome, report2.reason))}.`,
    "",
    "In the merge queue, the CI that counts is the CI of the group commit: the base with the PRs ahead and " + (report2.number ? `PR #${report2.number}` : "the queued PR") + " merged in. No label, comment or merge is made for a merge group.",
    "",
    ...checkTable(rows, "No checks on this commit.")
  ].join("\n");
}
function groupMemberFails(failure2, state, head, conclusion) {
  switch (failure2) {
    case "not-open":
      return `it is ${state.toLowerCase()}`;
    case "unjudged":
      return `ci-wait has no verdict on its head ${short(head)}`;
    case "refused":
      return `ci-wait's verdict on its head ${short(head)} is ${conclusion ?? "unknown"}`;
  }
}
function groupSummary(report2, group) {
  return {
    heading: `mergexo/ci-wait: merge group ${OUTCOME_WORDS[report2.outcome]}`,
    lead: `${htmlText(reasonText(report2.outcome, report2.reason))}. Group commit ${htmlCode(group.headSha)}, ref ${htmlCode(group.headRef)}.`,
    ...checkSummaryTable(report2.selection)
  };
}

// src/ci-wait/rules/severity.ts
var SEVERITY = [
  "error",
  "needs_human",
  "conflict",
  "ci_failed",
  "merge_failed",
  "timeout",
  "no_checks",
  "shared_head",
  "closed",
  "pending",
  "success",
  "merged",
  "skipped"
];
function worstOutcome(outcomes) {
  return [...outcomes].sort((a, b) => SEVERITY.indexOf(a) - SEVERITY.indexOf(b))[0] ?? "skipped";
}

// src/ci-wait/outputs.ts
function outputsFor(reports) {
  const known = reports.filter((r) => r.attemptKnown);
  return {
    outcome: worstOutcome(reports.map((r) => r.outcome)),
    "failed-checks": reports.flatMap((r) => r.failedChecks),
    attempt: known.length > 0 ? String(Math.max(...known.map((r) => r.attempt))) : "",
    "pull-requests": reports.map((r) => r.number),
    // Every PR the run judged is marked (with several, one unmarked PR makes it false).
    ready: String(reports.length > 0 && reports.every((r) => r.ready?.marked === true))
  };
}
function groupOutputs(report2) {
  return {
    outcome: report2.outcome,
    "failed-checks": report2.failed.map((c) => ({ name: c.name, conclusion: c.conclusion, url: c.url })),
    attempt: "",
    "pull-requests": report2.number ? [report2.number] : [],
    // A merge group is never marked: the queue's branch is not a PR.
    ready: "false"
  };
}
var ERROR_OUTPUTS = {
  outcome: "error",
  "failed-checks": [],
  attempt: "",
  "pull-requests": [],
  ready: "false"
};
function isOutage(e) {
  return httpStatus(e) !== void 0 || e instanceof Error && /^(HttpError|RequestError|GraphqlResponseError)$/.test(e.name);
}
function asReported(e) {
  if (e instanceof ConfigurationError || e instanceof UndecidableError || !isOutage(e)) return e;
  return new UndecidableError(
    `GitHub kept failing after retries (${httpStatus(e) ?? "no answer"}: ${answerMessage(e)}), so nothing was judged. Re-run the job: ci-wait continues from the state it already wrote.`
  );
}

// src/core/pure/protocol/checks.ts
var MERGEXO_CHECK_PREFIX = "mergexo/";
function isMergexoCheckName(name) {
  return name.startsWith(MERGEXO_CHECK_PREFIX);
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

// src/core/pure/protocol/ci-wait-rider.ts
var CI_WAIT_RIDER_VERSION = 1;
var CI_WAIT_RIDER = { action: "ci-wait", kind: "count", key: "pr" };
function ciWaitRiderMarker(state) {
  return { ...CI_WAIT_RIDER, data: { ...versionField(CI_WAIT_RIDER_VERSION), state: { ...state } } };
}
function readCiWaitRider(marker) {
  if (marker.action !== CI_WAIT_RIDER.action || marker.kind !== CI_WAIT_RIDER.kind) return void 0;
  if (!readable(marker.data, CI_WAIT_RIDER_VERSION)) return void 0;
  return { state: marker.data?.state };
}

// src/core/pure/protocol/conflict-notice.ts
var DEFAULT_CONFLICT_LABEL = "mergexo:conflict";
var CONFLICT_NOTICE_VERSION = 1;
var CI_WAIT_FINDING = { action: "ci-wait", kind: "finding" };
var CONFLICT_ROUND = "conflict:";
var REBASE_NOTIFY_STATUS = { action: "rebase-notify", kind: "status", key: "pr" };
function ciWaitFindingMarker(finding) {
  return {
    ...CI_WAIT_FINDING,
    key: finding.round,
    data: {
      ...versionField(CONFLICT_NOTICE_VERSION),
      open: finding.open,
      ...finding.base !== void 0 ? { base: finding.base } : {},
      ...finding.state !== void 0 ? { state: finding.state } : {}
    }
  };
}
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
var DEFAULT_BLOCKING_LABELS = [DEFAULT_BLOCKED_LABEL, DEFAULT_QUARANTINE_LABEL];

// src/ci-wait/rules/glob.ts
function compileGlob(pattern) {
  let source = "";
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i];
    if (c === "*") {
      source += ".*";
    } else if (c === "?") {
      source += ".";
    } else if (c === "[") {
      const end = pattern.indexOf("]", i + 2);
      if (end < 0) throw new Error("an unclosed `[`");
      let body = pattern.slice(i + 1, end);
      const negate = body.startsWith("!") || body.startsWith("^");
      if (negate) body = body.slice(1);
      source += `[${negate ? "^" : ""}${body.replace(/[\\\]^]/g, "\\$&")}]`;
      i = end;
    } else {
      source += escapeRegExp(c);
    }
  }
  return new RegExp(`^${source}$`, "s");
}
function matchesAny(name, globs) {
  return globs.some((g) => g.test(name));
}
function escapeRegExp(s) {
  return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
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
function markerlessText(body) {
  const first = firstLine(body);
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
async function setReadyMark(github, repo, view, settings) {
  if (github.observing) return noChange();
  const change = noChange();
  const modes = new Set(settings.modes);
  if (modes.has("label")) change.labelAdded = await addLabel(github, repo, view, settings.label);
  if (modes.has("draft") && view.isDraft) {
    await setDraft(github, view, false);
    change.madeReady = true;
  }
  if (modes.has("reviewers")) {
    const author = view.author.toLowerCase();
    const wanted = reviewersFor(settings, repo);
    change.leftOut = wanted.filter((r) => r.kind === "user" && r.login.toLowerCase() === author);
    const askable = wanted.filter((r) => !change.leftOut.includes(r));
    const ask = await reviewersWhere(github, repo, view, askable, (pending, ours) => !pending && !ours);
    if (ask.length > 0) {
      await requestReviewers(github, repo, view.number, ask);
      change.requested = ask;
    }
  }
  return change;
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

// src/core/ready-mark/blocking-labels.ts
function parseReadySettings(read) {
  const raw = read("ready-blocking-labels");
  return {
    ready: parseReadyMarkSettings(read),
    readyBlockingLabels: raw === "" ? [...DEFAULT_BLOCKING_LABELS] : listInput(read, "ready-blocking-labels")
  };
}

// src/ci-wait/settings.ts
var MERGE_OFF = ["", "off", "false", "no", "none"];
function globsInput(read, name) {
  return listInput(read, name).map((pattern) => {
    try {
      return compileGlob(pattern);
    } catch (e) {
      throw new ConfigurationError(`Input '${name}' has an invalid pattern '${pattern}': ${e.message}`);
    }
  });
}
function mergeInput(read) {
  try {
    return choiceInput(read, "merge", ["merge", "squash", "rebase"], "merge");
  } catch (e) {
    throw new ConfigurationError(`${e.message} Or leave it at off (the default) to never merge.`);
  }
}
function parseSettings(read, runner) {
  const token = requiredInput(read, "github-token", "pass `${{ github.token }}` or an App token.");
  const timeoutSeconds = integerInput(read, "timeout-seconds", 600, { min: 0, max: 6 * 3600 });
  const intervalSeconds = integerInput(read, "interval-seconds", 30, { min: 5, max: 3600 });
  const graceSeconds = integerInput(read, "grace-seconds", 120, { min: 0, max: 6 * 3600 });
  const merge = MERGE_OFF.includes(read("merge").toLowerCase()) ? void 0 : mergeInput(read);
  const rawId = read("job-check-run-id");
  if (rawId !== "" && !/^[1-9]\d*$/.test(rawId)) {
    throw new ConfigurationError(
      `Input 'job-check-run-id' must be a check run id such as 51725241954, got '${rawId}'. Leave it at its default (\`\${{ job.check_run_id }}\`).`
    );
  }
  const jobName = read("job-name");
  return {
    token,
    enforcement: enforcementInput(read),
    checks: globsInput(read, "checks"),
    ignoreChecks: globsInput(read, "ignore-checks"),
    timeoutMs: timeoutSeconds * 1e3,
    intervalMs: intervalSeconds * 1e3,
    graceMs: graceSeconds * 1e3,
    onConflict: choiceInput(read, "on-conflict", ["report", "update-branch"], "report"),
    merge,
    maxAttempts: integerInput(read, "max-attempts", 5, { min: 1, max: 100 }),
    allowNoChecks: booleanInput(read, "allow-no-checks", false),
    jobCheckRunId: rawId === "" ? void 0 : Number(rawId),
    jobNames: [...new Set([runner.job, jobName].filter((n) => n !== ""))],
    checkName: read("check-name") || "mergexo/ci-wait",
    failedLabel: labelInput(read, "failed-label", "mergexo:ci-failed"),
    conflictLabel: labelInput(read, "conflict-label", DEFAULT_CONFLICT_LABEL),
    needsHumanLabel: labelInput(read, "needs-human-label", "mergexo:needs-human"),
    ...parseReadySettings(read)
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

// src/ci-wait/rules/state.ts
var ACTION = "ci-wait";
var CARRIERS = /* @__PURE__ */ new Set(["finding", "hold", "count", "state"]);
function findingMarker(round, open, extra = {}) {
  const base = extra.base !== void 0 ? { base: extra.base } : {};
  return ciWaitFindingMarker({ round, open, ...base, ...extra.state ? { state: { ...extra.state } } : {} });
}
function holdMarker(holds, state) {
  return { action: ACTION, kind: "hold", key: `hold:${holds}`, ...state ? { data: { state: { ...state } } } : {} };
}
function countMarker(state) {
  return ciWaitRiderMarker(state);
}
function withState(marker, state) {
  const data = { ...marker.data ?? {} };
  delete data.state;
  if (state) data.state = { ...state };
  const { action, kind, key } = marker;
  return Object.keys(data).length > 0 ? { action, kind, key, data } : { action, kind, key };
}
function holdCommentPosted(snapshot, holds) {
  if (holds === void 0) return false;
  const { kind, key } = holdMarker(holds);
  return findMarked(snapshot, ACTION, kind, key) !== void 0;
}
function ciWaitMarker(comment) {
  return comment.markers.find((m) => m.action === ACTION && CARRIERS.has(m.kind));
}
function newestCarrier(snapshot) {
  let best;
  for (const comment of snapshot.trusted) {
    const marker = ciWaitMarker(comment);
    if (!marker || marker.kind === "state") continue;
    if (!best || comment.id > best.comment.id) best = { comment, marker };
  }
  return best;
}
function parseState(data) {
  if (!data || typeof data !== "object") return void 0;
  const { attempts, lastRound, outcome, head, held, holds, seen } = data;
  if (typeof attempts !== "number" || !Number.isInteger(attempts) || attempts < 0) return void 0;
  return {
    attempts,
    ...typeof lastRound === "string" ? { lastRound } : {},
    ...typeof outcome === "string" && OUTCOMES.includes(outcome) ? { outcome } : {},
    ...isSha(head) ? { head } : {},
    ...held === true ? { held: true } : {},
    ...typeof holds === "number" && Number.isInteger(holds) && holds > 0 ? { holds } : {},
    ...typeof seen === "number" && Number.isInteger(seen) && seen > 0 ? { seen } : {}
  };
}
function carriedState(marker) {
  if (marker.kind === "count") return readCiWaitRider(marker)?.state;
  if (marker.kind === "finding") return readCiWaitFinding(marker)?.state;
  return marker.data?.state;
}
function readState(snapshot) {
  let best;
  let legacy;
  for (const comment of snapshot.trusted) {
    const marker = ciWaitMarker(comment);
    if (!marker) continue;
    if (marker.kind === "state") {
      legacy = parseState(marker.data) ?? legacy;
      continue;
    }
    const state = parseState(carriedState(marker));
    if (state && (!best || comment.id > best.id)) best = { id: comment.id, state };
  }
  return best?.state ?? legacy;
}
function legacyStateComment(snapshot) {
  return snapshot.trusted.find((c) => c.markers.some((m) => m.action === ACTION && m.kind === "state"));
}
function openFindings(snapshot, except) {
  const found = [];
  for (const comment of snapshot.trusted) {
    for (const marker of comment.markers) {
      const finding = readCiWaitFinding(marker);
      if (finding?.open && finding.round !== except) found.push({ comment, key: finding.round, marker });
    }
  }
  return found;
}
function findingHead(key) {
  return new RegExp(`^[a-z_]+:(${SHA_SOURCE})(?::|$)`).exec(key)?.[1];
}
function countCopyLine(head, number, state) {
  return renderMarker({
    action: ACTION,
    kind: "verdict",
    key: head,
    data: { states: { [String(number)]: { ...state } } }
  });
}
function copiedCount(text, number) {
  const verdict = parseMarkers(text).find((m) => m.action === ACTION && m.kind === "verdict");
  const states = verdict?.data?.states;
  if (!states || typeof states !== "object") return void 0;
  return parseState(states[String(number)]);
}

// src/ci-wait/rules/decide-count.ts
function commitGone(status) {
  return status === 404 || status === 422;
}
var FORCE_PUSHES_READ = 3;
var COMMITS_WALKED = 10;
function countCandidates(sources) {
  const seen = /* @__PURE__ */ new Set([sources.head]);
  const fresh = (shas) => shas.filter((sha) => {
    if (!isSha(sha) || seen.has(sha)) return false;
    seen.add(sha);
    return true;
  });
  const newest2 = sources.forcePushes.slice(-FORCE_PUSHES_READ).reverse();
  const pushes = fresh(newest2.flatMap((p) => [p.before, p.after]));
  const earlier = fresh([sources.before, sources.commentHead]);
  const walk = fresh([...sources.commits].reverse()).slice(0, COMMITS_WALKED);
  return { head: sources.head, pushes, earlier, walk };
}
function progress(state) {
  return [state.holds ?? 0, state.held === true ? 0 : 1, state.attempts];
}
function ahead(a, b) {
  const [x, y] = [
    [...progress(a.state), a.order],
    [...progress(b.state), b.order]
  ];
  for (let i = 0; i < x.length; i++) if (x[i] !== y[i]) return x[i] > y[i];
  return false;
}
function latestCount(copies) {
  let best;
  for (const copy of copies) if (!best || ahead(copy, best)) best = copy;
  return best?.state;
}
function newestOwnRun(runs, checkName, self) {
  return runs.filter((r) => r.name === checkName && r.app !== null && r.app.toLowerCase() === self).reduce((a, r) => a === void 0 || r.id > a.id ? r : a, void 0);
}
async function copyOnHead(ports2, who, head) {
  const newest2 = newestOwnRun(await ports2.headRuns(head), who.checkName, who.self);
  if (!newest2) return void 0;
  const state = copiedCount(newest2.text ?? "", who.number);
  return state ? { state, order: newest2.id } : ports2.on(head);
}
async function readCountWith(ports2, who, sources, onComment) {
  const { head, pushes, earlier, walk } = countCandidates(sources);
  const copies = onComment ? [{ state: onComment, order: 0 }] : [];
  const inChecks = () => copies.some((c) => c.order > 0);
  const read = async (commits, untilFound = false) => {
    for (const commit of commits) {
      if (untilFound && inChecks()) return;
      const copy = await ports2.on(commit);
      if (copy) copies.push(copy);
    }
  };
  const onHead = await copyOnHead(ports2, who, head);
  if (onHead) copies.push(onHead);
  await read(pushes);
  if (!onHead) await read(earlier);
  await read(walk, true);
  return latestCount(copies);
}

// src/ci-wait/count.ts
var CountUnreadable = class extends UndecidableError {
  constructor(commit, why) {
    super(`ci-wait could not read its count of failed rounds from its check on ${commit}: ${why}`);
    this.commit = commit;
    this.why = why;
  }
  commit;
  why;
};
function verdictsOn(run, checkName, viewer, commit) {
  let found = run.verdicts.get(commit);
  if (!found) {
    found = ownCheckRuns(run.ctx.github, run.ctx.repo, commit, checkName, viewer).catch((e) => {
      if (commitGone(httpStatus(e))) return [];
      if (e instanceof ConfigurationError) throw e;
      throw new CountUnreadable(commit, errorMessage(e));
    });
    run.verdicts.set(commit, found);
  }
  return found;
}
async function copyOn(run, checkName, view, commit) {
  for (const verdict of await verdictsOn(run, checkName, view.viewer, commit)) {
    const state = copiedCount(verdict.text, view.number);
    if (state) return { state, order: verdict.id };
  }
  return void 0;
}
async function headRuns(run, head) {
  try {
    return await run.checks.checkRuns(head);
  } catch (e) {
    if (e instanceof ConfigurationError) throw e;
    throw new CountUnreadable(head, errorMessage(e));
  }
}
async function readCount(run, checkName, view, head, before) {
  const onComment = readState(view);
  const sources = {
    head,
    ...before ? { before } : {},
    ...onComment?.head ? { commentHead: onComment.head } : {},
    forcePushes: view.forcePushes,
    commits: view.recentCommits
  };
  return readCountWith(
    { headRuns: (h) => headRuns(run, h), on: (c) => copyOn(run, checkName, view, c) },
    { number: view.number, checkName, self: botless(view.viewer) },
    sources,
    onComment
  );
}

// src/ci-wait/rules/selection.ts
function noSelection() {
  return { counted: [], excluded: [], missing: [] };
}
var PASSING = /* @__PURE__ */ new Set(["success", "neutral", "skipped"]);
function checkRunResult(run) {
  if (run.status !== "completed") return "pending";
  return run.conclusion !== null && PASSING.has(run.conclusion) ? "passed" : "failed";
}
function statusResult(state) {
  if (state === "success") return "passed";
  if (state === "pending") return "pending";
  return "failed";
}
function fromRun(run) {
  return {
    kind: "check_run",
    id: run.id,
    name: run.name,
    result: checkRunResult(run),
    conclusion: run.status === "completed" ? run.conclusion ?? "unknown" : run.status,
    url: run.url,
    output: [run.title, run.summary, run.text].filter((s) => typeof s === "string" && s.trim() !== ""),
    annotationsCount: run.annotationsCount
  };
}
function fromStatus(status) {
  return {
    kind: "status",
    id: status.id,
    name: status.context,
    result: statusResult(status.state),
    conclusion: status.state,
    url: status.url,
    output: status.description ? [status.description] : [],
    annotationsCount: 0
  };
}
function newestPerName(items, nameOf) {
  const best = /* @__PURE__ */ new Map();
  for (const item of items) {
    const seen = best.get(nameOf(item));
    if (!seen || item.id > seen.id) best.set(nameOf(item), item);
  }
  const newest2 = [...best.values()];
  const keep = new Set(newest2);
  return { newest: newest2, older: items.filter((i) => !keep.has(i)) };
}
function jobNamePattern(jobNames) {
  if (jobNames.length === 0) return void 0;
  const alternatives = jobNames.map(escapeRegExp).join("|");
  return new RegExp(`^(?:.+ / )?(?:${alternatives})(?: \\(.*\\))?$`, "s");
}
function isMergexoCheck(name, checkName) {
  return isMergexoCheckName(name) || name === checkName;
}
function leftOutByGlobs(name, rules) {
  if (rules.checks.length > 0 && !matchesAny(name, rules.checks)) return "not-selected";
  if (matchesAny(name, rules.ignoreChecks)) return "ignored";
  return void 0;
}
function selectChecks(runs, statuses, required, rules) {
  const excluded = [];
  const runsByName = newestPerName(runs, (r) => r.name);
  const statusesByName = newestPerName(statuses, (s) => s.context);
  for (const r of runsByName.older) excluded.push({ item: fromRun(r), reason: "superseded" });
  for (const s of statusesByName.older) excluded.push({ item: fromStatus(s), reason: "superseded" });
  const selfRun = rules.jobCheckRunId === void 0 ? void 0 : runs.find((r) => r.id === rules.jobCheckRunId);
  const fallback = rules.jobCheckRunId === void 0 ? jobNamePattern(rules.jobNames) : void 0;
  const isSelf = (run) => selfRun ? run.name === selfRun.name : fallback !== void 0 && run.status !== "completed" && fallback.test(run.name);
  const counted = [];
  const consider = (item, self) => {
    let reason;
    if (isMergexoCheck(item.name, rules.checkName))
      reason = item.kind === "status" ? "status-named-mergexo" : "mergexo";
    else if (self) reason = "self";
    else reason = leftOutByGlobs(item.name, rules);
    if (reason) excluded.push({ item, reason });
    else counted.push(item);
  };
  for (const run of runsByName.newest) consider(fromRun(run), isSelf(run));
  for (const status of statusesByName.newest) consider(fromStatus(status), false);
  const reported = /* @__PURE__ */ new Set([...runsByName.newest.map((r) => r.name), ...statusesByName.newest.map((s) => s.context)]);
  const missing = [...new Set(required)].filter(
    (name) => !reported.has(name) && !isMergexoCheck(name, rules.checkName) && !leftOutByGlobs(name, rules)
  );
  const order = (a, b) => a.name.localeCompare(b.name) || a.kind.localeCompare(b.kind);
  return {
    counted: counted.sort(order),
    excluded: excluded.sort((a, b) => order(a.item, b.item)),
    missing: missing.sort()
  };
}
var ANNOTATED_CHECKS = 5;
var ANNOTATIONS_PER_CHECK = 5;
function checksToAnnotate(failed) {
  return failed.filter((c) => c.kind === "check_run" && c.annotationsCount > 0).slice(0, ANNOTATED_CHECKS);
}

// src/ci-wait/report.ts
function closedReport(number) {
  return {
    number,
    outcome: "closed",
    reason: { kind: "pull-was-closed" },
    head: "",
    attempt: 0,
    attemptKnown: false,
    selection: noSelection(),
    failedChecks: []
  };
}

// src/ci-wait/rules/targets.ts
var POLL_EVENTS = ["pull_request", "pull_request_target"];
var ONCE_EVENTS = ["check_suite", "workflow_run", "status"];
var MAX_STATUS_BRANCHES = 10;
function prNumbers(list) {
  if (!Array.isArray(list)) return [];
  return list.flatMap((p) => typeof p?.number === "number" ? [p.number] : []);
}
function statusBranchHeads(owner, branches) {
  if (!Array.isArray(branches) || branches.length === 0 || branches.length > MAX_STATUS_BRANCHES) return void 0;
  return branches.flatMap((b) => typeof b?.name === "string" ? [`${owner}:${b.name}`] : []);
}
function eventTarget(eventName, payload, owner) {
  if (POLL_EVENTS.includes(eventName))
    return { mode: "poll", closed: payload.action === "closed" };
  let sha;
  let listed = [];
  let headLabel;
  let branchHeads;
  if (eventName === "check_suite" || eventName === "workflow_run") {
    const subject = payload[eventName] ?? {};
    sha = subject.head_sha;
    if (payload.action !== "completed") {
      const action = payload.action === void 0 || payload.action === null ? {} : { action: String(payload.action) };
      return { mode: "skip", sha: String(sha ?? ""), skip: { kind: "not-completed", event: eventName, ...action } };
    }
    listed = prNumbers(subject.pull_requests);
    const headRepo = subject.head_repository;
    const branch = subject.head_branch;
    if (headRepo?.owner?.login && typeof branch === "string") headLabel = `${headRepo.owner.login}:${branch}`;
  } else {
    sha = payload.sha;
    if (payload.state === "pending") return { mode: "skip", sha: String(sha ?? ""), skip: { kind: "status-pending" } };
    branchHeads = statusBranchHeads(owner, payload.branches);
  }
  if (!isSha(sha)) {
    throw new ConfigurationError(
      `The '${eventName}' event payload names no commit (no ${eventName === "status" ? "sha" : `${eventName}.head_sha`}), so ci-wait cannot tell which PR to judge. Trigger it on the events GitHub sends, not on a hand-made payload.`
    );
  }
  return {
    mode: "ask",
    sha,
    listed,
    ...branchHeads ? { branchHeads } : {},
    ...headLabel ? { headLabel } : {}
  };
}
function targetNumbers(numbers) {
  return [...new Set(numbers)].sort((a, b) => a - b);
}
function runStart(targets) {
  if (targets.mode === "poll") {
    const [number] = targets.numbers;
    if (targets.closed && number !== void 0) return { kind: "closed", number };
    return { kind: "judge", numbers: targets.numbers, expectHead: void 0 };
  }
  if (targets.skip) return { kind: "skip", skip: targets.skip };
  return { kind: "judge", numbers: targets.numbers, expectHead: targets.sha };
}
function pushedBefore(payload, number) {
  const pull = payload.pull_request;
  const before = payload.before;
  return payload.action === "synchronize" && pull?.number === number && typeof before === "string" ? before : void 0;
}

// src/ci-wait/targets.ts
async function openPullsWithHead(github, repo, sha, head) {
  const pulls = await listOpenPulls(github, repo, head ? { head } : {});
  return pulls.filter((p) => p.headSha === sha).map((p) => p.number);
}
async function targetsOf(shell, ctx) {
  const { github, repo } = shell;
  const target = eventTarget(ctx.eventName, ctx.payload, repo.owner);
  if (target.mode === "poll") {
    const number = pullRequestNumberOf(ctx, "ci-wait", "waits for the PR that a pull_request event is about");
    return { mode: "poll", numbers: [number], closed: target.closed };
  }
  if (target.mode === "skip") return { mode: "event", sha: target.sha, numbers: [], skip: target.skip };
  const { sha } = target;
  let numbers = target.listed;
  if (numbers.length === 0 && target.branchHeads) {
    for (const head of target.branchHeads) numbers.push(...await openPullsWithHead(github, repo, sha, head));
  } else if (numbers.length === 0) {
    numbers = await openPullsWithHead(github, repo, sha, target.headLabel);
  }
  return { mode: "event", sha, numbers: targetNumbers(numbers) };
}

// src/core/conditional.ts
var EtagCache = class {
  entries = /* @__PURE__ */ new Map();
  async get(key, request) {
    const entry = this.entries.get(key);
    try {
      const response = await request(entry ? { "if-none-match": entry.etag } : {});
      const etag = response.headers.etag;
      const link = typeof response.headers.link === "string" ? response.headers.link : void 0;
      if (typeof etag === "string" && etag !== "") this.entries.set(key, { etag, data: response.data, link });
      else this.entries.delete(key);
      return { data: response.data, changed: true, link };
    } catch (e) {
      if (httpStatus(e) === 304 && entry) return { data: entry.data, changed: false, link: entry.link };
      throw e;
    }
  }
  forget(key) {
    this.entries.delete(key);
  }
};
function hasNextPage(link) {
  return typeof link === "string" && /rel="next"/.test(link);
}

// src/core/pr/poll.ts
function mergeableOf(value) {
  if (value === true) return "MERGEABLE";
  if (value === false) return "CONFLICTING";
  return "UNKNOWN";
}
function polledPull(pr, changed2) {
  const merged = pr.merged === true || pr.merged_at !== null;
  return {
    nodeId: pr.node_id ?? "",
    number: pr.number,
    title: pr.title,
    url: pr.html_url,
    state: merged ? "MERGED" : pr.state === "open" ? "OPEN" : "CLOSED",
    isDraft: pr.draft === true,
    headSha: pr.head.sha,
    headRef: pr.head.ref,
    baseRef: pr.base.ref,
    baseSha: pr.base.sha,
    // A head repository GitHub no longer knows (a deleted fork) is another repository too.
    isCrossRepository: (pr.head.repo?.full_name ?? null) !== (pr.base.repo?.full_name ?? null),
    author: pr.user?.login ?? "ghost",
    labels: pr.labels.flatMap((l) => l.name ? [l.name] : []),
    mergeable: mergeableOf(pr.mergeable),
    merged,
    mergedBy: pr.merged_by?.login ?? null,
    mergeableState: pr.mergeable_state ?? "unknown",
    changed: changed2
  };
}
var PullPoller = class {
  constructor(github, repo) {
    this.github = github;
    this.repo = repo;
  }
  github;
  repo;
  cache = new EtagCache();
  async pull(number) {
    const { data, changed: changed2 } = await this.cache.get(
      `pull:${number}`,
      (headers) => this.github.getPull(this.repo, number, headers)
    );
    return polledPull(data, changed2);
  }
};

// src/core/pr/required-checks.ts
var MAX_RULE_PAGES = 5;
function failure(what, e) {
  const status = httpStatus(e);
  const hint = status === 403 || status === 401 ? what === "branch" ? " (add `contents: read` to the job's `permissions:`)" : "" : "";
  return `${status ?? "no answer"}: ${answerMessage(e)}${hint}`;
}
async function rulesetChecks(github, repo, branch) {
  const checks = [];
  let mergeQueue = false;
  for (let page = 1; page <= MAX_RULE_PAGES; page++) {
    const rules = await github.branchRules(repo, branch, page);
    for (const rule of rules) {
      if (rule.type === "merge_queue") mergeQueue = true;
      if (rule.type !== "required_status_checks") continue;
      for (const c of rule.parameters?.required_status_checks ?? []) {
        checks.push({ name: c.context, ...typeof c.integration_id === "number" ? { appId: c.integration_id } : {} });
      }
    }
    if (rules.length < 100) return { checks, mergeQueue };
  }
  throw new Error(`more than ${MAX_RULE_PAGES * 100} rules apply to ${branch}`);
}
async function protectionChecks(github, repo, branch) {
  const answer = await github.branch(repo, branch);
  if (answer.protected !== true) return [];
  const required = answer.protection?.required_status_checks;
  if (!answer.protection || answer.protection.enabled !== false && required === void 0) {
    return `GitHub shows ${branch} as protected without its required status checks`;
  }
  if (!required || required.enforcement_level === "off") return [];
  const checks = (required.checks ?? []).map((c) => ({
    name: c.context,
    ...typeof c.app_id === "number" ? { appId: c.app_id } : {}
  }));
  for (const context of required.contexts ?? []) {
    if (!checks.some((c) => c.name === context)) checks.push({ name: context });
  }
  return checks;
}
async function readRequiredChecks(github, repo, branch) {
  let fromRules;
  let mergeQueue;
  try {
    ({ checks: fromRules, mergeQueue } = await rulesetChecks(github, repo, branch));
  } catch (e) {
    return { known: false, why: `the rules of ${branch} could not be read (${failure("rules", e)})` };
  }
  let fromProtection;
  try {
    fromProtection = await protectionChecks(github, repo, branch);
  } catch (e) {
    return { known: false, why: `the branch protection of ${branch} could not be read (${failure("branch", e)})` };
  }
  if (typeof fromProtection === "string") return { known: false, why: fromProtection };
  const seen = /* @__PURE__ */ new Set();
  const checks = [];
  for (const c of [...fromRules, ...fromProtection]) {
    const key = `${c.name}\0${c.appId ?? ""}`;
    if (seen.has(key)) continue;
    seen.add(key);
    checks.push(c);
  }
  return mergeQueue ? { known: true, checks, mergeQueue } : { known: true, checks };
}

// src/core/pure/required-checks.ts
function requiredNames(required) {
  return required.known ? [...new Set(required.checks.map((c) => c.name))] : [];
}

// src/ci-wait/commit-checks.ts
var PER_PAGE = 100;
var MAX_PAGES = 100;
var CommitChecks = class {
  constructor(github, repo, log = silentLog) {
    this.github = github;
    this.repo = repo;
    this.log = log;
  }
  github;
  repo;
  log;
  cache = new EtagCache();
  required = /* @__PURE__ */ new Map();
  async pages(key, what, fetch, itemsOf) {
    const items = [];
    for (let page = 1; page <= MAX_PAGES; page++) {
      const answer = await this.cache.get(`${key}:${page}`, (headers) => fetch(page, headers));
      items.push(...itemsOf(answer.data));
      if (!hasNextPage(answer.link)) return items;
    }
    throw new UndecidableError(
      `GitHub lists more than ${MAX_PAGES * PER_PAGE} ${what.replace(/^list /, "")} for one commit; ci-wait refuses rather than judge only some of them. Judge this PR by hand, or report fewer checks per commit.`
    );
  }
  async checkRuns(sha) {
    const runs = await this.pages(
      `check-runs:${sha}`,
      "list check runs",
      (page, headers) => this.github.checkRunsPage(this.repo, sha, page, headers),
      (data) => data.check_runs
    );
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
      annotationsCount: r.output?.annotations_count ?? 0
    }));
  }
  async statuses(sha) {
    const statuses = await this.pages(
      `status:${sha}`,
      "list commit statuses",
      (page, headers) => this.github.statusesPage(this.repo, sha, page, headers),
      (data) => data.statuses
    );
    return statuses.map((s) => ({
      id: s.id,
      context: s.context,
      state: s.state,
      url: s.target_url,
      description: s.description
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
        if (!r.known) this.log.info(LOG.requiredUnreadable(r.why));
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
      const where = a.path && a.path !== ".github" ? `${a.path}${a.start_line ? `:${a.start_line}` : ""}: ` : "";
      return `${where}${a.title ? `${a.title}: ` : ""}${a.message ?? ""}`.trim();
    });
  }
};

// src/ci-wait/run.ts
function startRun(ctx, startedAt, detailsUrl) {
  return {
    ctx,
    poller: new PullPoller(ctx.github, ctx.repo),
    checks: new CommitChecks(ctx.github, ctx.repo, ctx.log),
    startedAt,
    detailsUrl,
    judged: /* @__PURE__ */ new Map(),
    verdicts: /* @__PURE__ */ new Map()
  };
}

// src/ci-wait/rules/decide-wait.ts
var UPDATE_LANDING_MS = 6e4;
var UPDATE_POLL_MS = 2e3;
var MAX_BRANCH_UPDATES = 2;
function updateOnNewHead(updates) {
  return updates >= MAX_BRANCH_UPDATES ? { state: "refused", reason: { kind: "updates-spent", updates } } : { state: "available" };
}
function updateLanded(update, sinceRequestMs) {
  if (update.state === "requested" && sinceRequestMs >= UPDATE_LANDING_MS) {
    return { state: "refused", reason: { kind: "update-did-not-land" } };
  }
  return update;
}
function waitDelayMs(round, asked, intervalMs, untilDeadlineMs) {
  const delay = round.for === "mergeability" ? mergeabilityDelayMs(asked) : round.for === "branch-update" ? UPDATE_POLL_MS : intervalMs;
  return untilDeadlineMs === void 0 ? delay : Math.min(delay, Math.max(0, untilDeadlineMs));
}
function groupOutcome(ci, members) {
  if (ci.outcome !== "success" || members === void 0) return ci;
  if ("kind" in members) return { outcome: "error", reason: members };
  if (members.length > 0) return { outcome: "shared_head", reason: { kind: "group-member-failing", failing: members } };
  return ci;
}
function roundPullOf(pr, needsHumanLabel) {
  return {
    open: pr.state === "OPEN",
    merged: pr.merged,
    head: pr.headSha,
    mergeable: pr.mergeable === "MERGEABLE" ? true : pr.mergeable === "CONFLICTING" ? false : null,
    mergeableState: pr.mergeableState,
    held: hasLabel(pr.labels, needsHumanLabel)
  };
}
function movedOn(expectHead, head) {
  return expectHead !== void 0 && head !== expectHead ? { kind: "moved-on", to: head } : void 0;
}
function readsChecks(pr) {
  return pr.open && !pr.merged && !pr.held;
}
function readsRequired(required, counted) {
  return required === void 0 && counted.every((c) => c.result !== "pending");
}
function waitLimits(mode, times, settings) {
  const deadline = times.startedAt + settings.timeoutMs;
  const poll = mode === "poll";
  return {
    graceOver: poll && times.now - times.headSince >= settings.graceMs,
    timedOut: poll && times.now >= deadline,
    mergeabilityExhausted: times.asks >= MERGEABILITY_ASKS,
    untilDeadlineMs: poll ? deadline - times.now : void 0
  };
}
function mergeReason(merged, update) {
  return merged.outcome === "merge_failed" && update.state === "refused" ? { kind: "merge-after-refused-update", merge: merged.reason, update: update.reason } : merged.reason;
}

// src/ci-wait/rules/decide-run.ts
var MAX_RESTARTS = 3;
var MERGE_TRIES = 3;
function beforeWriting(input) {
  if (input.mergeAttempted) return { kind: "write" };
  if (input.state !== "OPEN") return { kind: "closed", state: input.state };
  if (input.headNow === input.judged) return { kind: "write" };
  const to = input.headNow;
  if (input.mode === "event") return { kind: "skip", to };
  if (input.restart + 1 < MAX_RESTARTS) return { kind: "restart", to };
  return { kind: "give-up", to, restarts: MAX_RESTARTS };
}
function afterTamper(judged, tampered) {
  if (tampered && passesCommit(judged.outcome)) return { outcome: "needs_human", reason: { kind: "tampered" } };
  return judged;
}
function afterCommit(judged, commit) {
  if (commit.pass || judged.outcome !== "success") return judged;
  return { outcome: "shared_head", reason: { kind: "shared-head", failing: commit.failing } };
}
function retryMerge(answer, round, open, attempt) {
  const outage = !answer.ok && (answer.status === void 0 || answer.status >= 500);
  return round.kind === "done" && round.outcome === "merge_failed" && outage && open && attempt < MERGE_TRIES;
}

// src/ci-wait/rules/decide-merge.ts
function observedUpdate() {
  return { state: "refused", reason: { kind: "observing" } };
}
function branchUpdateOf(reply) {
  if (reply.kind !== "refused") return { state: "requested" };
  if (reply.reason === "workflows") return { state: "refused", reason: { kind: "workflows", message: reply.said } };
  return { state: "refused", reason: { kind: "github", message: reply.said } };
}
function mergeAnswerOf(reply) {
  return reply.kind === "merged" ? { ok: true, merged: reply.merged, message: reply.said } : { ok: false, status: reply.status, message: reply.said };
}
function checksMerger(answer, after) {
  return !(answer.ok && answer.merged && after.merged);
}
function mergeRetryDelayMs(attempt) {
  return 1e3 * 2 ** attempt;
}

// src/ci-wait/merge.ts
async function updateBranch(ctx, number, head) {
  if (ctx.github.observing) return observedUpdate();
  return branchUpdateOf(await ctx.github.updateBranch(ctx.repo, number, head));
}
async function mergeOnce(ctx, number, head, method) {
  return mergeAnswerOf(await ctx.github.merge(ctx.repo, number, head, method));
}
async function mergePullRequest(run, number, head, method) {
  const { ctx } = run;
  for (let attempt = 1; ; attempt++) {
    ctx.log.info(LOG.merging(number, head, method));
    const answer = await mergeOnce(ctx, number, head, method);
    const after = await run.poller.pull(number);
    const viewer = checksMerger(answer, after) ? (await readPull(ctx.github, ctx.repo, number)).viewer : "";
    const round = decideMergeResult(answer, { ...after, open: after.state === "OPEN" }, viewer);
    if (retryMerge(answer, round, after.state === "OPEN", attempt)) {
      ctx.log.info(LOG.mergeRetry(answer.ok ? "" : answer.message));
      await ctx.clock.sleep(mergeRetryDelayMs(attempt));
      continue;
    }
    if (round.kind !== "done") throw new Error("unreachable: a merge result is always final");
    return { outcome: round.outcome, reason: round.reason, after };
  }
}

// src/ci-wait/wait.ts
async function evaluatePullRequest(run, settings, number, mode, expectHead) {
  const { poller, checks } = run;
  const { clock, log } = run.ctx;
  const notes = [];
  let head;
  let headSince = 0;
  let asks = 0;
  let update = { state: "available" };
  let updateAt = 0;
  let updates = 0;
  let required;
  let lastWait = "";
  for (; ; ) {
    const pr = await poller.pull(number);
    const moved = head === void 0 ? movedOn(expectHead, pr.headSha) : void 0;
    if (moved) return skippedEvaluation(pr, moved);
    if (pr.headSha !== head) {
      if (head !== void 0) {
        const note = { kind: "head-moved", from: head, to: pr.headSha };
        notes.push(note);
        log.info(noteText(note));
      }
      head = pr.headSha;
      headSince = clock.now();
      asks = 0;
      update = updateOnNewHead(updates);
    }
    const seen = roundPullOf(pr, settings.needsHumanLabel);
    const active = readsChecks(seen);
    const [runs, statuses] = active ? await Promise.all([checks.checkRuns(head), checks.statuses(head)]) : [[], []];
    let selection = selectChecks(runs, statuses, required ?? [], settings);
    if (active && readsRequired(required, selection.counted)) {
      required = await checks.requiredChecks(pr.baseRef);
      selection = selectChecks(runs, statuses, required, settings);
    }
    const now = clock.now();
    update = updateLanded(update, now - updateAt);
    const { untilDeadlineMs, ...limits } = waitLimits(
      mode,
      { now, startedAt: run.startedAt, headSince, asks },
      settings
    );
    const round = decideRound({
      mode,
      pr: seen,
      checks: selection,
      ...limits,
      branchUpdate: update,
      onConflict: settings.onConflict,
      merge: settings.merge,
      allowNoChecks: settings.allowNoChecks
    });
    const result = (outcome, reason, mergeableKnown, after = pr) => ({
      outcome,
      reason,
      mergeableKnown,
      pr: after,
      head,
      selection,
      failed: selection.counted.filter((c) => c.result === "failed"),
      pending: selection.counted.filter((c) => c.result === "pending"),
      ...update.state === "refused" ? { updateRefusal: update.reason } : {},
      notes
    });
    switch (round.kind) {
      case "done":
        return result(round.outcome, round.reason, round.mergeableKnown);
      case "wait": {
        const delay = waitDelayMs(round, asks, settings.intervalMs, untilDeadlineMs);
        if (round.for === "mergeability") asks++;
        const line = LOG.waiting(round.reason);
        if (line !== lastWait) log.info(line);
        lastWait = line;
        await clock.sleep(delay);
        break;
      }
      case "update-branch": {
        updates++;
        log.info(LOG.updatingBranch(pr.baseRef, head, round.because));
        update = await updateBranch(run.ctx, number, head);
        updateAt = clock.now();
        if (update.state === "requested") notes.push({ kind: "branch-updated", baseRef: pr.baseRef, head });
        break;
      }
      case "merge": {
        if (run.ctx.github.observing) {
          notes.push({ kind: "would-merge", number, head, method: round.method });
          return result("success", { kind: "passed", checks: selection.counted.length }, true);
        }
        const merged = await mergePullRequest(run, number, head, round.method);
        const reason = mergeReason(merged, update);
        return { ...result(merged.outcome, reason, true, merged.after), mergeMethod: round.method };
      }
    }
  }
}
function skippedEvaluation(pr, reason) {
  return {
    outcome: "skipped",
    reason,
    mergeableKnown: false,
    pr,
    head: pr.headSha,
    selection: noSelection(),
    failed: [],
    pending: [],
    notes: []
  };
}

// src/ci-wait/rules/commit-others.ts
function unjudgedPart(number) {
  return { number, pass: false, reason: { kind: "unjudged" } };
}
function knownOnCommit(outcome) {
  return outcome === "merged" ? { listed: [] } : {};
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
function digestText(text) {
  return sha256Hex12(text);
}

// src/ci-wait/rules/reason.ts
function mergeStatus(reason) {
  if (reason.kind === "merge-refused") return reason.status;
  if (reason.kind === "merge-after-refused-update") return mergeStatus(reason.merge);
  return void 0;
}
function reasonFacts(value) {
  if (Array.isArray(value)) return `[${value.map(reasonFacts).join(",")}]`;
  if (value !== null && typeof value === "object") {
    const entries = Object.entries(value).filter(([, v]) => v !== void 0).sort(([a], [b]) => a < b ? -1 : a > b ? 1 : 0);
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${reasonFacts(v)}`).join(",")}}`;
  }
  return JSON.stringify(value) ?? "undefined";
}

// src/ci-wait/rules/decide-verdict.ts
var VERDICT_FACTS = "ci-wait/verdict@1";
function countFacts(copy) {
  const { attempts, lastRound, held, holds, seen } = copy.state;
  return ["count", copy.number, digest([attempts, lastRound ?? null, held ?? false, holds ?? 0, seen ?? 0])];
}
function planVerdict(input) {
  const conclusion = input.verdict === "success" ? input.conclusion : "failure";
  const shared = input.verdict === "success" && !input.commit.pass;
  const title = shared ? { kind: "shared", failing: input.commit.failing } : { kind: "own" };
  const facts = shared ? ["shared", input.commit.failing.filter((p) => !p.pass).map((p) => p.number)] : ["own", input.outcome, digest(reasonFacts(input.reason))];
  const count = input.copy ? countFacts(input.copy) : [];
  return { conclusion, title, fingerprint: fingerprintOf([VERDICT_FACTS, conclusion, ...facts, ...count]) };
}
function standingOwnVerdict(runs, checkName, self) {
  const newest2 = runs.filter((r) => r.name === checkName).reduce((a, r) => a === void 0 || r.id > a.id ? r : a, void 0);
  if (newest2?.status !== "completed" || !newest2.app || newest2.app.toLowerCase() !== self) return void 0;
  return { conclusion: newest2.conclusion, externalId: newest2.externalId ?? null, app: newest2.app };
}
function verdictStands(standing, plan) {
  if (!standing?.externalId) return false;
  return standing.conclusion === plan.conclusion && standing.externalId === plan.fingerprint;
}
function groupMemberFailure(state, conclusion) {
  if (state !== "OPEN") return "not-open";
  if (conclusion === void 0 || conclusion === null) return "unjudged";
  return conclusion === "success" ? void 0 : "refused";
}
function partOf(number, outcome) {
  return passesCommit(outcome) ? { number, pass: true } : { number, pass: false, reason: { kind: "outcome", outcome } };
}
function otherPartOn(number, judged, head) {
  if (judged.outcome === "closed" || judged.outcome === "skipped" || judged.head !== head) return void 0;
  return partOf(number, judged.outcome);
}
function lookOnly(settings) {
  return { ...settings, merge: void 0, onConflict: "report" };
}
function stateCopy(observing, number, state) {
  return observing ? void 0 : { number, state };
}
function readsStanding(writesBefore) {
  return writesBefore === 0;
}

// src/ci-wait/verdict.ts
function remember(run, number, head, outcome) {
  if (outcome === "merged") run.judged.delete(number);
  else run.judged.set(number, { head, part: partOf(number, outcome) });
}
async function judgeOther(run, settings, number, head) {
  const known = run.judged.get(number);
  if (known?.head === head) return known.part;
  let part;
  try {
    const evaluation = await evaluatePullRequest(run, lookOnly(settings), number, "event", head);
    part = otherPartOn(number, evaluation, head);
  } catch (e) {
    if (e instanceof ConfigurationError) throw e;
    run.ctx.log.info(LOG.otherUnjudged(number, errorMessage(e)));
    part = unjudgedPart(number);
  }
  if (part) run.judged.set(number, { head, part });
  return part;
}
async function standingVerdict(run, settings, head, viewer) {
  return standingOwnVerdict(await run.checks.checkRuns(head), settings.checkName, botless(viewer));
}
async function writeVerdictOnCommit(run, settings, number, evaluation, plan, viewer) {
  const { github, repo } = run.ctx;
  const { outcome, head, reason } = evaluation;
  const copy = stateCopy(github.observing, number, plan.next);
  let writes = 0;
  const write = async (parts, commit2, conclusion) => {
    const first = readsStanding(writes++);
    const check = planVerdict({
      verdict: plan.verdict ?? "failure",
      outcome,
      reason,
      commit: commit2,
      conclusion,
      ...copy ? { copy } : {}
    });
    const standing = first ? await standingVerdict(run, settings, head, viewer) : void 0;
    if (standing && verdictStands(standing, check)) {
      recordVerdictApp(standing.app);
      return;
    }
    const shared = sharedHeadLine(number, parts, partReasonText);
    const summary2 = verdictSummary({
      outcome,
      reason,
      head,
      attempt: plan.attempt,
      maxAttempts: settings.maxAttempts,
      selection: evaluation.selection,
      notes: evaluation.notes
    });
    await writeVerdict(github, repo, {
      name: settings.checkName,
      headSha: head,
      conclusion: check.conclusion,
      title: verdictCheckTitle(check.title, outcome, reason),
      summary: shared ? `${shared}

${summary2}` : summary2,
      ...copy ? { text: countCopyLine(head, copy.number, copy.state) } : {},
      ...run.detailsUrl ? { detailsUrl: run.detailsUrl } : {},
      externalId: check.fingerprint
    });
  };
  const { commit } = await writeCommitVerdict(github, repo, {
    head,
    own: partOf(number, outcome),
    ...knownOnCommit(outcome),
    othersOnlyIfOwnPasses: true,
    judgeOther: (other) => judgeOther(run, settings, other, head),
    write
  });
  return commit;
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
async function setRider(github, repo, comment, rider) {
  if (github.observing) return "unchanged";
  const others = comment.markers.filter((m) => !(m.action === rider.action && m.kind === rider.kind));
  const markers = [...others, rider];
  const body = withMarkers(markerlessText(comment.body), markers);
  if (body === comment.body) return "unchanged";
  await github.updateComment(repo, comment.id, body);
  comment.body = body;
  comment.markers = markers;
  return "updated";
}
async function deleteOwnComment(github, repo, view, id) {
  if (github.observing) return;
  await deleteComment(github, repo, id);
  view.trusted = view.trusted.filter((c) => c.id !== id);
}

// src/ci-wait/rules/decide-transition.ts
function roundKey(outcome, head, detail = {}) {
  switch (outcome) {
    case "ci_failed":
      return `ci_failed:${head}:${digestText(
        (detail.failed ?? []).map((c) => `${c.kind}:${c.id}`).sort().join(",")
      )}`;
    case "merge_failed":
      return `merge_failed:${head}:${digestText(detail.reason ? reasonFacts(detail.reason) : "")}`;
    default:
      return `${outcome}:${head}`;
  }
}
var FINDINGS = /* @__PURE__ */ new Set(["ci_failed", "conflict", "merge_failed", "timeout"]);
function sameState(a, b) {
  if (!a) return false;
  const keys = ["attempts", "lastRound", "held", "holds", "seen"];
  return keys.every((k) => (a[k] ?? void 0) === (b[k] ?? void 0));
}
function planTransition(input) {
  const { outcome, state, labels } = input;
  const hasHoldLabel = hasLabel(labels, input.needsHumanLabel);
  const nothing = (attempts2) => ({
    next: state ?? { attempts: 0 },
    writeState: false,
    addLabels: [],
    removeLabels: [],
    finding: false,
    resolveOthers: false,
    holdComment: false,
    tampered: false,
    verdict: void 0,
    attempt: attempts2
  });
  if (HANDS_OFF.has(outcome)) return nothing(state?.attempts ?? 0);
  if (outcome === "needs_human") return { ...nothing(state?.attempts ?? 0), verdict: "failure" };
  const lifted = state?.held === true && !hasHoldLabel && input.holdCommentExists;
  const prior = lifted ? { attempts: 0, holds: state?.holds, ...state?.seen ? { seen: state.seen } : {} } : state ?? { attempts: 0 };
  const tampered = outcome !== "merged" && input.tamperEvidence > (prior.seen ?? 0);
  const failedRound = FAILED_ROUND.has(outcome);
  const counted = failedRound && input.round !== prior.lastRound;
  const attempts = prior.attempts + (counted ? 1 : 0);
  const resuming = prior.held === true;
  const hold = resuming || tampered || failedRound && attempts >= input.maxAttempts;
  const holds = (prior.holds ?? 0) + (hold && !resuming ? 1 : 0);
  const next = {
    attempts,
    ...counted ? { lastRound: input.round } : prior.lastRound ? { lastRound: prior.lastRound } : {},
    outcome,
    head: input.head,
    ...hold ? { held: true } : {},
    ...holds > 0 ? { holds } : {},
    ...input.tamperEvidence > 0 ? { seen: Math.max(input.tamperEvidence, prior.seen ?? 0) } : {}
  };
  const remember2 = state !== void 0 || attempts > 0 || hold;
  const want = /* @__PURE__ */ new Set();
  const drop = /* @__PURE__ */ new Set();
  if (input.mergeableKnown) {
    if (outcome === "ci_failed") {
      want.add(input.failedLabel);
      drop.add(input.conflictLabel);
    } else if (outcome === "conflict") {
      want.add(input.conflictLabel);
      drop.add(input.failedLabel);
    } else {
      drop.add(input.failedLabel);
      drop.add(input.conflictLabel);
    }
  }
  if (hold) want.add(input.needsHumanLabel);
  return {
    next,
    writeState: remember2 && !sameState(state, next),
    addLabels: [...want].filter((l) => !hasLabel(labels, l)),
    removeLabels: [...drop].filter((l) => hasLabel(labels, l) && !hasLabel([...want], l)),
    finding: FINDINGS.has(outcome) && !(outcome === "conflict" && input.conflictReported),
    resolveOthers: true,
    holdComment: hold,
    tampered,
    verdict: (outcome === "success" || outcome === "merged") && !hold ? "success" : "failure",
    attempt: attempts
  };
}

// src/ci-wait/finding-messages.ts
function roundLine(ctx) {
  return `This is failed round ${ctx.attempt} of ${ctx.maxAttempts}; after ${ctx.maxAttempts} ci-wait hands the PR to a human (label ${mdCode(ctx.needsHumanLabel)}).`;
}
function checkEntry(check) {
  const details = mdLink("details", check.url);
  const head = `- ${mdCode(check.name)}: **${mdText(check.conclusion)}**${details ? ` (${details})` : ""}`;
  const text = excerpt(check.output);
  return text ? `${head}

${mdFence(text).replace(/^/gm, "  ")}` : head;
}
function ciFailedText(ctx, failed, pending) {
  const lines = [
    `### \u274C CI failed on ${mdCode(short(ctx.head))}`,
    "",
    `${failed.length === 1 ? "One check" : `${failed.length} checks`} failed on head ${mdCode(ctx.head)}:`,
    "",
    ...failed.map(checkEntry)
  ];
  if (pending.length > 0) {
    lines.push("", `Still running when ci-wait stopped waiting: ${pending.map((c) => mdCode(c.name)).join(", ")}.`);
  }
  lines.push(
    "",
    "**What to do:** fix what the checks report and push a new commit. If a check failed for reasons that have nothing to do with this PR, re-run it from its details page; ci-wait judges the re-run.",
    "",
    roundLine(ctx)
  );
  return lines.join("\n");
}
function updateRefusalLines(ctx, updateRefusal) {
  if (!updateRefusal) return [];
  const base = mdCode(ctx.baseRef);
  return [
    "",
    `ci-wait tried to merge ${base} into the branch and GitHub refused: ${mdText(updateRefusalWords(updateRefusal).replace(/\.$/, ""))}.`,
    ...updateRefusal.kind === "workflows" ? ["", workflowRefusalFix(ctx.baseRef, true)] : []
  ];
}
function conflictText(ctx, updateRefusal) {
  const base = mdCode(ctx.baseRef);
  return [
    `### \u26A0\uFE0F This PR conflicts with ${base}`,
    "",
    `GitHub cannot merge head ${mdCode(ctx.head)} into ${base} without conflicts, so it cannot land, and CI may not run.`,
    ...updateRefusalLines(ctx, updateRefusal),
    "",
    `**What to do:** merge ${base} into the branch, resolve the conflicts, and push:`,
    "```sh",
    `git fetch origin ${shellWord(ctx.baseRef)}`,
    `git merge ${shellWord(`origin/${ctx.baseRef}`)}`,
    "# resolve the conflicts, then: git add <files> && git commit",
    "git push",
    "```",
    "Merge rather than rebase: a rebase rewrites the PR's history.",
    "",
    roundLine(ctx)
  ].join("\n");
}
function mergeFailedText(ctx, method, reason, updateRefusal) {
  if (updateRefusal?.kind === "workflows") {
    const base = mdCode(ctx.baseRef);
    return [
      "### \u26D4 Merge refused: the branch could not be updated",
      "",
      `ci-wait found every check passing on ${mdCode(short(ctx.head))}, but the branch is behind ${base}, which branch protection requires it to be up to date with. GitHub refused to merge ${base} into the branch: ${mdText(updateRefusalWords(updateRefusal).replace(/\.$/, ""))}.`,
      "",
      workflowRefusalFix(ctx.baseRef, true),
      "",
      `**What to do now:** merge ${base} into the branch yourself and push (CI then runs on the new head):`,
      "```sh",
      `git fetch origin ${shellWord(ctx.baseRef)}`,
      `git merge ${shellWord(`origin/${ctx.baseRef}`)}`,
      "git push",
      "```",
      "",
      roundLine(ctx)
    ].join("\n");
  }
  const status = mergeStatus(reason);
  const hint = status === 409 ? "The head moved after ci-wait checked it; the run for the new head decides." : status === 405 ? "Branch protection still blocks the merge (required reviews or checks, or the branch is behind its base). Satisfy the rule, then re-run ci-wait." : "Check the PR's merge box for what GitHub requires, then re-run ci-wait.";
  return [
    "### \u26D4 Merge refused",
    "",
    `ci-wait found every check passing on ${mdCode(short(ctx.head))} and asked GitHub to merge it (${method}). ${mdText(reasonWords(reason))}.`,
    "",
    `**What to do:** ${hint}`,
    "",
    roundLine(ctx)
  ].join("\n");
}
function timeoutText(ctx, reason, pending) {
  const still = pending.length > 0 ? pending.map((c) => mdCode(c.name)).join(", ") : void 0;
  return [
    `### \u23F1\uFE0F ci-wait timed out on ${mdCode(short(ctx.head))}`,
    "",
    `ci-wait stopped waiting on head ${mdCode(ctx.head)}: ${mdText(reasonText("timeout", reason))}.`,
    ...still ? ["", `Still running: ${still}.`] : [],
    "",
    "**What to do:** look at why it never finished (a hung or queued job, a check that never reports), then re-run it or push a new commit; the next event, or a re-run of ci-wait, judges the result.",
    "",
    roundLine(ctx)
  ].join("\n");
}
function findingText(ctx, finding) {
  switch (finding.outcome) {
    case "ci_failed":
      return ciFailedText(ctx, finding.failed, finding.pending);
    case "conflict":
      return conflictText(ctx, finding.updateRefusal);
    case "merge_failed":
      return mergeFailedText(ctx, finding.mergeMethod ?? "merge", finding.reason, finding.updateRefusal);
    case "timeout":
      return timeoutText(ctx, finding.reason, finding.pending);
    default:
      return void 0;
  }
}
function holdText(ctx, tamper = []) {
  if (tamper.length > 0) {
    return [
      "### \u{1F64B} Handing this PR to a human",
      "",
      "Someone who pushes to this PR edited or deleted mergexo's comments on it. ci-wait's count of failed rounds does not depend on them (its check keeps a copy), but a change to mergexo's record is for a person to look at. ci-wait stops acting on the PR: no more labels, comments, branch updates or merges from ci-wait, and its check fails.",
      "",
      ...tamper.map((line) => `- ${mdText(line)}`),
      "",
      `A person should look at who changed what. Remove the label ${mdCode(ctx.needsHumanLabel)} to let ci-wait act again; the count of failed rounds then starts over from what ci-wait sees then.`
    ].join("\n");
  }
  return [
    "### \u{1F64B} Handing this PR to a human",
    "",
    `ci-wait has counted ${ctx.attempt} failed rounds on this PR (limit \`max-attempts: ${ctx.maxAttempts}\`) and stops acting on it: no more labels, comments, branch updates or merges from ci-wait.`,
    "",
    `A person should look at what keeps failing. Remove the label ${mdCode(ctx.needsHumanLabel)} to let ci-wait act again; the count of failed rounds then starts over.`
  ].join("\n");
}
function resolvedText(original, now) {
  const outcome = `**${OUTCOME_WORDS[now.outcome]}**`;
  const status = !now.sameHead ? `**Outdated**: the PR moved on to ${mdCode(short(now.head))} (${outcome}).` : now.outcome === "success" || now.outcome === "merged" ? `**Resolved**: on ${mdCode(short(now.head))} the outcome is now ${outcome}.` : `**Superseded**: on ${mdCode(short(now.head))} the outcome is now ${outcome}.`;
  return [status, "", "<details><summary>Earlier report</summary>", "", original, "", "</details>"].join("\n");
}
function bodyWithoutMarker(body) {
  return markerlessText(body);
}

// src/ci-wait/rules/decide-carrier.ts
function planCarrier(input) {
  let carried = input.findingWritten;
  let write = { kind: "none" };
  const newest2 = input.newest;
  if (input.resolveOthers && !carried && !input.holdPlanned && newest2 && input.resolving.includes(newest2.id)) {
    write = { kind: "resolved-finding", id: newest2.id };
    carried = true;
  }
  if (input.holdWritten) carried = true;
  if (!carried && (input.writeState || input.legacyExists)) {
    if (input.newest?.kind === "count") write = { kind: "rider-on-carrier" };
    else if (input.newest) write = { kind: "edit-carrier" };
    else if (input.noticeExists) write = { kind: "rider-on-notice" };
    else if (input.writeState) write = { kind: "not-kept" };
    carried = input.newest !== void 0 || input.noticeExists;
  }
  return { write, deleteLegacy: input.legacyExists && carried };
}
function conflictReported(input) {
  return input.outcome === "conflict" && !input.updateRefused && !input.ownFindingExists && input.otherNoticeExists;
}
function writesHold(plan) {
  return plan.holdComment && plan.next.holds !== void 0;
}
function keepsState(write, id) {
  return write.kind === "resolved-finding" && write.id === id;
}
function findingBase(outcome, baseRef) {
  return outcome === "conflict" ? { base: baseRef } : {};
}
function holdEvidence(tampered, evidence) {
  return tampered ? evidence : [];
}

// src/ci-wait/writes.ts
var SETTLE = { settle: true };
async function writeOutcome(ctx, view, settings, evaluation, state) {
  const { github, repo } = ctx;
  const newest2 = newestCarrier(view);
  const { outcome, head, reason } = evaluation;
  const baseRef = evaluation.pr.baseRef;
  const round = roundKey(outcome, head, { failed: evaluation.failed, reason });
  const notice = otherConflictNotice(view, ACTION, baseRef);
  const plan = planTransition({
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
      updateRefused: evaluation.updateRefusal !== void 0,
      ownFindingExists: findMarked(view, ACTION, "finding", round) !== void 0,
      otherNoticeExists: notice !== void 0
    }),
    maxAttempts: settings.maxAttempts,
    failedLabel: settings.failedLabel,
    conflictLabel: settings.conflictLabel,
    needsHumanLabel: settings.needsHumanLabel
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
    checkName: settings.checkName
  };
  const findingWritten = plan.finding;
  const resolving = plan.resolveOthers ? openFindings(view, findingWritten ? round : void 0) : [];
  const legacy = legacyStateComment(view);
  const carrier = planCarrier({
    findingWritten,
    holdPlanned: plan.holdComment,
    holdWritten: writesHold(plan),
    writeState: plan.writeState,
    resolveOthers: plan.resolveOthers,
    resolving: resolving.map((f) => f.comment.id),
    newest: newest2 ? { id: newest2.comment.id, kind: newest2.marker.kind } : void 0,
    noticeExists: notice !== void 0,
    legacyExists: legacy !== void 0
  });
  for (const label of plan.addLabels) await addLabel(github, repo, view, label);
  for (const label of plan.removeLabels) await removeLabel(github, repo, view, label);
  if (findingWritten) {
    const text = findingText(words, evaluation);
    if (text === void 0) throw new Error(`unreachable: no finding text for '${outcome}'`);
    const marker = findingMarker(round, true, { ...findingBase(outcome, baseRef), state: plan.next });
    await upsertComment(github, repo, view, marker, text, SETTLE);
  }
  for (const { comment, key, marker } of resolving) {
    const resolved = resolvedText(bodyWithoutMarker(comment.body), {
      outcome,
      head,
      sameHead: findingHead(key) === head
    });
    const keeps = keepsState(carrier.write, comment.id);
    const found = readCiWaitFinding(marker);
    const base = found?.base !== void 0 ? { base: found.base } : {};
    const next = findingMarker(key, false, { ...base, ...keeps ? { state: plan.next } : {} });
    await upsertComment(github, repo, view, next, resolved);
  }
  if (writesHold(plan) && plan.next.holds !== void 0) {
    const evidence = holdEvidence(plan.tampered, view.tamperEvidence);
    await upsertComment(github, repo, view, holdMarker(plan.next.holds, plan.next), holdText(words, evidence), SETTLE);
  }
  await writeStateOn(ctx, view, carrier.write, { newest: newest2, notice, plan });
  if (legacy && carrier.deleteLegacy) await deleteOwnComment(github, repo, view, legacy.id);
  return plan;
}
async function writeStateOn(ctx, view, write, on) {
  const { github, repo } = ctx;
  const { newest: newest2, notice, plan } = on;
  switch (write.kind) {
    case "rider-on-carrier":
      if (newest2) await setRider(github, repo, newest2.comment, countMarker(plan.next));
      return;
    case "edit-carrier": {
      if (!newest2) return;
      const marker = newest2.comment.markers.find((m) => m.action === ACTION && m.kind === newest2.marker.kind) ?? newest2.marker;
      await upsertComment(github, repo, view, withState(marker, plan.next), bodyWithoutMarker(newest2.comment.body));
      return;
    }
    case "rider-on-notice":
      if (notice) await setRider(github, repo, notice, countMarker(plan.next));
      return;
    case "not-kept":
      ctx.log.info(LOG.countNotKept(plan.attempt));
      return;
    case "none":
    case "resolved-finding":
      return;
  }
}

// src/ci-wait/rules/decide-ready.ts
var UNLANDABLE_STATES = /* @__PURE__ */ new Set(["dirty", "behind", "unknown"]);
function newest(items) {
  return items.reduce((a, x) => a === void 0 || x.id > a.id ? x : a, void 0);
}
var PASSING_RUN = /* @__PURE__ */ new Set(["success", "neutral", "skipped"]);
function requiredResult(name, appId, input) {
  const run = newest(input.runs.filter((r) => r.name === name && (appId === void 0 || r.appId === appId)));
  if (run) {
    if (run.status !== "completed") return run.status;
    return run.conclusion !== null && PASSING_RUN.has(run.conclusion) ? "passed" : run.conclusion ?? "unknown";
  }
  const status = appId === void 0 ? newest(input.statuses.filter((s) => s.context === name)) : void 0;
  if (status) return status.state === "success" ? "passed" : status.state;
  return "missing";
}
function decideReady(input) {
  const blocks = [];
  if (input.outcome !== "success") blocks.push({ kind: "outcome", outcome: input.outcome });
  const state = input.mergeableState.toLowerCase();
  if (UNLANDABLE_STATES.has(state)) blocks.push({ kind: "state", state });
  if (input.isDraft && !input.draftMode) blocks.push({ kind: "state", state: "draft" });
  const shown = new Map(input.labels.map((l) => [l.toLowerCase(), l]));
  for (const label of new Set(input.blockingLabels.map((l) => l.toLowerCase()))) {
    const found = shown.get(label);
    if (found !== void 0) blocks.push({ kind: "label", label: found });
  }
  const self = botless(input.viewer);
  const gates = /* @__PURE__ */ new Map();
  for (const run of input.runs) {
    if (!isMergexoCheckName(run.name) || run.name === input.checkName) continue;
    const foreign = !run.app || run.app.toLowerCase() !== self;
    const key = `${foreign ? "foreign" : "own"}:${run.name}`;
    const seen = gates.get(key);
    if (!seen || run.id > seen.id) gates.set(key, run);
  }
  for (const [key, run] of [...gates].sort(([a], [b]) => a.localeCompare(b))) {
    const passed = run.status === "completed" && run.conclusion === "success";
    if (passed) continue;
    const result = run.status === "completed" ? run.conclusion ?? "unknown" : run.status;
    blocks.push({ kind: "gate", name: run.name, result, foreign: key.startsWith("foreign:") });
  }
  if (!input.required.known) {
    blocks.push({ kind: "required-unknown", why: input.required.why });
    return { ready: false, blocks };
  }
  const required = [...input.required.checks].sort((a, b) => a.name.localeCompare(b.name));
  for (const { name, appId } of required) {
    if (name === input.checkName || input.selfNames?.includes(name)) continue;
    if (isMergexoCheckName(name)) {
      if (!gates.has(`own:${name}`) && !blocks.some((b) => b.kind === "gate" && b.name === name)) {
        blocks.push({ kind: "gate", name, result: "missing", foreign: false });
      }
      continue;
    }
    const result = requiredResult(name, appId, input);
    if (result !== "passed") blocks.push({ kind: "required", name, result });
  }
  return { ready: blocks.length === 0, blocks };
}
async function markWhenReady(ports2, head, decision, none) {
  let blocks = [...decision.blocks];
  let change = none;
  if (decision.ready) {
    const before = await ports2.headNow();
    if (before.headSha !== head || !before.open) blocks = [{ kind: "head-moved", to: before.headSha }];
  }
  if (blocks.length === 0) {
    change = await ports2.set();
    if (ports2.changed(change)) {
      const after = await ports2.headNow();
      if (after.headSha !== head) blocks = [{ kind: "head-moved", to: after.headSha }];
    }
  }
  if (blocks.length > 0) return { marked: false, blocks, change: await ports2.takeBack() };
  return { marked: true, change };
}
function takesBackFirst(state, standing) {
  return state === "OPEN" && standing !== "success";
}
function readsReadyChecks(outcome) {
  return outcome === "success";
}
function needsStatuses(required, runNames) {
  return required.known && required.checks.some((c) => !isMergexoCheck(c.name, "") && !runNames.has(c.name));
}
function readyBlockingLabels(labels) {
  return [labels.failedLabel, labels.conflictLabel, labels.needsHumanLabel, ...labels.readyBlockingLabels];
}

// src/ci-wait/ready.ts
async function takeBackFirst(run, settings, number) {
  const { ctx } = run;
  const view = await readPull(ctx.github, ctx.repo, number);
  if (!takesBackFirst(view.state, void 0)) return;
  const standing = await standingVerdict(run, settings, view.headSha, view.viewer);
  if (!takesBackFirst(view.state, standing?.conclusion)) return;
  const change = await takeBackReadyMark(ctx.github, ctx.repo, view, settings.ready);
  if (changed(change)) ctx.log.info(LOG.readyTakenBack(view.headSha, change, ctx.repo.owner, [{ kind: "new-head" }]));
}
async function markReady(run, settings, view, evaluation, outcome) {
  const { ctx } = run;
  const { head } = evaluation;
  const judged = readsReadyChecks(outcome);
  const runs = judged ? await run.checks.checkRuns(head) : [];
  const required = judged ? await run.checks.requiredSet(evaluation.pr.baseRef) : { known: true, checks: [] };
  const names2 = new Set(runs.map((r) => r.name));
  const statuses = needsStatuses(required, names2) ? await run.checks.statuses(head) : [];
  const decision = decideReady({
    outcome,
    mergeableState: evaluation.pr.mergeableState,
    isDraft: view.isDraft,
    draftMode: settings.ready.modes.includes("draft"),
    labels: view.labels,
    blockingLabels: readyBlockingLabels(settings),
    runs,
    statuses,
    required,
    // The job running ci-wait is still running while it marks; a requirement on it is the job's own business.
    selfNames: evaluation.selection.excluded.filter((e) => e.reason === "self").map((e) => e.item.name),
    checkName: settings.checkName,
    viewer: view.viewer
  });
  const result = await markWhenReady(
    {
      headNow: () => readHead(ctx.github, ctx.repo, view.number),
      set: () => setReadyMark(ctx.github, ctx.repo, view, settings.ready),
      takeBack: () => takeBackReadyMark(ctx.github, ctx.repo, view, settings.ready),
      changed
    },
    head,
    decision,
    noChange()
  );
  if (!result.marked) {
    if (changed(result.change)) ctx.log.info(LOG.readyTakenBack(head, result.change, ctx.repo.owner, result.blocks));
    else ctx.log.info(LOG.notReady(head, result.blocks));
    return { marked: false, blocks: result.blocks, change: result.change };
  }
  if (changed(result.change)) ctx.log.info(LOG.readySet(head, result.change, ctx.repo.owner));
  return { marked: true, blocks: [], change: result.change };
}

// src/ci-wait/rules/decide-group.ts
function groupRound(head) {
  return {
    mode: "poll",
    pr: { open: true, merged: false, head, mergeable: true, mergeableState: "clean", held: false },
    mergeabilityExhausted: false,
    branchUpdate: { state: "refused", reason: { kind: "group-never-updated" } },
    onConflict: "report",
    merge: void 0
  };
}
function groupDoneReason(outcome, reason, counted) {
  return outcome === "success" ? { kind: "group-passed", checks: counted } : reason;
}
function groupConclusion(outcome) {
  return outcome === "success" ? "success" : "failure";
}
function groupQueue(number, base) {
  return number !== void 0 && base ? { number, base } : void 0;
}
function groupMembers(ahead2, number) {
  return [...ahead2, number];
}
function readsMembers(ci) {
  return ci === "success";
}
function readsStanding2(state) {
  return state === "OPEN";
}

// src/ci-wait/group.ts
async function evaluateGroup(run, settings, group) {
  const { checks } = run;
  const { clock, log } = run.ctx;
  const head = group.headSha;
  const base = mergeGroupBase(group);
  let required;
  let lastWait = "";
  for (; ; ) {
    const [runs, statuses] = await Promise.all([checks.checkRuns(head), checks.statuses(head)]);
    let selection = selectChecks(runs, statuses, required ?? [], settings);
    if (readsRequired(required, selection.counted)) {
      required = base ? await checks.requiredChecks(base) : [];
      selection = selectChecks(runs, statuses, required, settings);
    }
    const now = clock.now();
    const times = { now, startedAt: run.startedAt, headSince: run.startedAt, asks: 0 };
    const { graceOver, timedOut, untilDeadlineMs } = waitLimits("poll", times, settings);
    const round = decideRound({
      ...groupRound(head),
      checks: selection,
      graceOver,
      timedOut,
      allowNoChecks: settings.allowNoChecks
    });
    if (round.kind === "done") {
      return {
        outcome: round.outcome,
        reason: groupDoneReason(round.outcome, round.reason, selection.counted.length),
        head,
        number: mergeGroupPullNumber(group.headRef),
        selection,
        failed: selection.counted.filter((c) => c.result === "failed")
      };
    }
    if (round.kind !== "wait") throw new Error(`unreachable: a merge group round is never '${round.kind}'`);
    const line = LOG.waitingOnGroup(head, round.reason);
    if (line !== lastWait) log.info(line);
    lastWait = line;
    await clock.sleep(waitDelayMs(round, 0, settings.intervalMs, untilDeadlineMs));
  }
}
async function judgeGroupMembers(run, settings, group, number) {
  const { ctx } = run;
  const unnamed = { kind: "group-unnamed", headRef: group.headRef };
  const unanswered = (e) => ({ kind: "group-unlisted", error: githubWords(errorMessage(e)) });
  const queue = groupQueue(number, mergeGroupBase(group));
  if (!queue) return unnamed;
  let ahead2;
  try {
    ahead2 = await pullsAheadInQueue(ctx.github, ctx.repo, queue.base, queue.number);
  } catch (e) {
    if (e instanceof ConfigurationError) throw e;
    return unanswered(e);
  }
  const failing = [];
  try {
    for (const member of groupMembers(ahead2, queue.number)) {
      const view = await readPull(ctx.github, ctx.repo, member);
      const standing = readsStanding2(view.state) ? await standingVerdict(run, settings, view.headSha, view.viewer) : void 0;
      const failure2 = groupMemberFailure(view.state, standing?.conclusion);
      if (failure2 !== void 0) {
        const reason = {
          kind: "group-member",
          failure: failure2,
          state: view.state,
          head: view.headSha,
          conclusion: standing?.conclusion
        };
        failing.push({ number: member, pass: false, reason });
      }
    }
  } catch (e) {
    if (e instanceof ConfigurationError) throw e;
    return unanswered(e);
  }
  return failing;
}
async function runMergeGroup(ctx, settings, group, startedAt, detailsUrl) {
  const run = startRun(ctx, startedAt, detailsUrl);
  const ci = await evaluateGroup(run, settings, group);
  const answer = async (found) => {
    await writeVerdict(ctx.github, ctx.repo, {
      name: settings.checkName,
      headSha: group.headSha,
      conclusion: groupConclusion(found.outcome),
      title: verdictTitle(found.outcome, found.reason),
      summary: groupCheckSummary(found, group),
      ...detailsUrl ? { detailsUrl } : {}
    });
    return found;
  };
  let members;
  try {
    members = readsMembers(ci.outcome) ? await judgeGroupMembers(run, settings, group, ci.number) : void 0;
  } catch (e) {
    if (!(e instanceof ConfigurationError)) throw e;
    await answer({ ...ci, ...groupOutcome(ci, { kind: "group-unlisted", error: githubWords(e.message) }) });
    throw e;
  }
  return answer({ ...ci, ...groupOutcome(ci, members) });
}

// src/ci-wait/shell.ts
async function runPulls(ctx, settings, event, startedAt, detailsUrl) {
  const targets = await targetsOf(ctx, event);
  const start = runStart(targets);
  if (start.kind === "closed") return { reports: [closedReport(start.number)] };
  if (start.kind === "skip") {
    const skipped = LOG.nothingToJudge(start.skip);
    ctx.log.info(skipped);
    return { reports: [], skipped };
  }
  if (targets.mode === "event" && targets.numbers.length === 0) ctx.log.info(LOG.noPullOnHead(targets.sha));
  const run = startRun(ctx, startedAt, detailsUrl);
  const reports = [];
  for (const number of start.numbers) {
    const before = pushedBefore(event.payload, number);
    reports.push(await runPullRequest(run, settings, number, targets.mode, start.expectHead, before));
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
    attemptKnown: attempt !== void 0,
    selection: evaluation.selection,
    failedChecks: final === "ci_failed" ? evaluation.failed.map((c) => ({ name: c.name, conclusion: c.conclusion, url: c.url })) : []
  };
}
async function withAnnotations(run, failed) {
  const annotated = new Set(checksToAnnotate(failed));
  const out = [];
  for (const check of failed) {
    if (annotated.has(check)) {
      const lines = await run.checks.annotations(check.id, ANNOTATIONS_PER_CHECK);
      out.push({ ...check, output: [...check.output, ...lines] });
    } else {
      out.push(check);
    }
  }
  return out;
}
async function runPullRequest(run, settings, number, mode, expectHead, before) {
  const { ctx } = run;
  if (mode === "poll" && markOn(settings.ready)) await takeBackFirst(run, settings, number);
  for (let restart = 0; ; restart++) {
    const evaluation = await evaluatePullRequest(run, settings, number, mode, expectHead);
    if (HANDS_OFF.has(evaluation.outcome)) return report(evaluation, number, void 0);
    if (evaluation.outcome === "ci_failed") evaluation.failed = await withAnnotations(run, evaluation.failed);
    const view = await readPull(ctx.github, ctx.repo, number);
    if (view.unnamedDeletions) ctx.log.info(LOG.unnamedDeletions(view.unnamedDeletions));
    const gate = beforeWriting({
      mode,
      mergeAttempted: evaluation.mergeMethod !== void 0,
      state: view.state,
      headNow: view.headSha,
      judged: evaluation.head,
      restart
    });
    switch (gate.kind) {
      case "closed":
        return report(evaluation, number, void 0, "closed", { kind: "closed-meanwhile", state: gate.state });
      case "skip":
        return report(evaluation, number, void 0, "skipped", { kind: "moved-before-verdict", to: gate.to });
      case "restart":
        ctx.log.info(LOG.headMovedBeforeVerdict(gate.to));
        continue;
      case "give-up":
        throw new UndecidableError(keptMoving(number, gate.to, gate.restarts));
      case "write":
        break;
    }
    let state;
    try {
      state = await readCount(run, settings.checkName, view, evaluation.head, before);
    } catch (e) {
      if (!(e instanceof CountUnreadable)) throw e;
      return refuseUnreadableCount(run, settings, number, evaluation, e);
    }
    const plan = await writeOutcome(ctx, view, settings, evaluation, state);
    const judged = { ...evaluation, ...afterTamper(evaluation, plan.tampered) };
    remember(run, number, judged.head, judged.outcome);
    if (!plan.verdict) return report(judged, number, plan.attempt);
    const commit = await writeVerdictOnCommit(run, settings, number, judged, plan, view.viewer);
    const final = afterCommit(judged, commit);
    const done2 = report(judged, number, plan.attempt, final.outcome, final.reason);
    if (final.outcome === "merged" || !markOn(settings.ready)) return done2;
    return { ...done2, ready: await markReady(run, settings, view, judged, final.outcome) };
  }
}
async function refuseUnreadableCount(run, settings, number, evaluation, e) {
  const reason = { kind: "count-unreadable", commit: e.commit, why: githubWords(e.why) };
  remember(run, number, evaluation.head, "error");
  run.ctx.log.warning(LOG.countUnreadable(number, e.commit, e.why));
  await writeVerdict(run.ctx.github, run.ctx.repo, {
    name: settings.checkName,
    headSha: evaluation.head,
    conclusion: "failure",
    ...countUnreadableCheck(reason, evaluation.head),
    ...run.detailsUrl ? { detailsUrl: run.detailsUrl } : {}
  });
  return report(evaluation, number, void 0, "error", reason);
}

// src/ci-wait/main.ts
await runEntrypoint("ci-wait", async () => {
  try {
    const ctx = readRunContext(process.env);
    requireEvent(ctx, "ci-wait", [...POLL_EVENTS, ...ONCE_EVENTS, "merge_group"]);
    const settings = parseSettings(actionInputs, { job: ctx.job });
    maskToken(settings.token);
    declareRunEnforcement(settings.enforcement);
    const shell = await shellContext("ci-wait", settings.token, ctx, settings.enforcement);
    const startedAt = shell.clock.now();
    const detailsUrl = ctx.runId ? `${ctx.serverUrl}/${ctx.owner}/${ctx.repo}/actions/runs/${ctx.runId}` : void 0;
    if (ctx.eventName === "merge_group") {
      const group = requireMergeGroup(ctx);
      const report2 = await runMergeGroup(shell, settings, group, startedAt, detailsUrl);
      setOutputs(groupOutputs(report2));
      await writeSummary(groupSummary(report2, group));
      const failure3 = groupFailure(report2);
      if (failure3 !== void 0) failStep(failure3);
      return;
    }
    const { reports, skipped } = await runPulls(shell, settings, ctx, startedAt, detailsUrl);
    setOutputs(outputsFor(reports));
    await writeSummary(summaryTable(reports, settings.maxAttempts, skipped));
    for (const r of reports) shell.log.info(outcomeLine(r));
    const failure2 = failureMessage(reports);
    if (failure2 !== void 0) failStep(failure2);
  } catch (e) {
    setOutputs(ERROR_OUTPUTS);
    const reported = asReported(e);
    await writeSummary(errorSummary(reported)).catch(() => void 0);
    throw reported;
  }
});
