import { createRequire as __mergexoCreateRequire } from 'node:module';
const require = __mergexoCreateRequire(import.meta.url);

// src/mergexo/main.ts
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

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
function startGroup(name) {
  issueCommand("group", {}, name);
}
function endGroup() {
  issueCommand("endgroup", {}, "");
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

// src/core/pure/sha.ts
var SHA_SOURCE = "[0-9a-f]{40}(?:[0-9a-f]{24})?";
var FULL = new RegExp(`^${SHA_SOURCE}$`);

// src/core/pure/errors.ts
var ConfigurationError = class extends Error {
  name = "ConfigurationError";
};
var UndecidableError = class extends Error {
  name = "UndecidableError";
};
function errorMessage(e) {
  return e instanceof Error ? e.message : String(e);
}

// src/core/inputs.ts
function booleanInput(read, name, fallback) {
  const value = read(name);
  if (value === "") return fallback;
  if (/^(true|yes|on|1)$/i.test(value)) return true;
  if (/^(false|no|off|0)$/i.test(value)) return false;
  throw new ConfigurationError(`Input '${name}' must be true or false, got '${value}'.`);
}
function choiceInput(read, name, choices, fallback) {
  const value = read(name);
  if (value === "") return fallback;
  const match = choices.find((c) => c === value.toLowerCase());
  if (match === void 0) {
    throw new ConfigurationError(`Input '${name}' must be one of ${choices.join(", ")}; got '${value}'.`);
  }
  return match;
}

// src/core/enforcement.ts
var ENFORCEMENTS = ["enforce", "observe"];
function enforcementInput(read) {
  return choiceInput(read, "enforcement", ENFORCEMENTS, "enforce");
}
var runObserves = false;
function declareRunEnforcement(enforcement) {
  runObserves = enforcement === "observe";
}
function runIsObserving() {
  return runObserves;
}
var OBSERVE_SUMMARY_NOTE = "\u{1F440} <b>Observe mode</b> (<code>enforcement: observe</code>): this run enforced nothing. Its verdict check is <code>neutral</code>, which GitHub counts as passing even when required, and it wrote no label, comment, auto-merge change, branch update, merge, reviewer or draft change. The table says what enforcement would have done. Set <code>enforcement: enforce</code> to act on it (docs/operators.md in mergexo).";
function wouldHaveFailedLine(message) {
  return `Observe mode: with enforcement this step would have failed: ${message}`;
}

// src/core/action-inputs.ts
var actionInputs = (name) => getInput(name);

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

// src/core/untrusted.ts
var ZWJ = "\u200D";
var ZWSP = "\u200B";
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
var HTML_ESCAPES = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
function escapeHtml(text) {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]);
}
function htmlText(text) {
  return escapeHtml(defuse(visible(text)));
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
async function runEntrypoint(name, run2) {
  try {
    maskToken(actionInputs("github-token"));
    await run2();
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

// src/core/output-file.ts
function parseOutputFile(text) {
  const result = {};
  const lines = text.split("\n").map((l) => l.endsWith("\r") ? l.slice(0, -1) : l);
  if (lines.length > 0 && lines[lines.length - 1] === "") lines.pop();
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    if (line === "") continue;
    const heredoc = line.indexOf("<<");
    const eq = line.indexOf("=");
    if (heredoc > 0 && (eq < 0 || heredoc < eq)) {
      const name = line.slice(0, heredoc);
      const delimiter = line.slice(heredoc + 2);
      if (delimiter === "") throw new Error(`output file line ${i + 1}: empty delimiter for "${name}"`);
      const value = [];
      let closed = false;
      for (i++; i < lines.length; i++) {
        if (lines[i] === delimiter) {
          closed = true;
          break;
        }
        value.push(lines[i]);
      }
      if (!closed) throw new Error(`output file: matching delimiter "${delimiter}" not found for "${name}"`);
      result[name] = value.join("\n");
    } else if (eq > 0) {
      result[line.slice(0, eq)] = line.slice(eq + 1);
    } else {
      throw new Error(`output file line ${i + 1}: invalid format: ${JSON.stringify(line)}`);
    }
  }
  return result;
}

// src/core/pure/shared-identity.ts
var SHARED_APP_SLUG = "github-actions";
function isSharedIdentity(appSlug) {
  return typeof appSlug === "string" && appSlug.toLowerCase() === SHARED_APP_SLUG;
}

// src/core/identity.ts
var SHARED_IDENTITY_NOTE = "\u26A0\uFE0F This verdict was written with <code>GITHUB_TOKEN</code>: any workflow of this repository can write checks and comments as the same identity, so the required <code>mergexo/*</code> checks are only as strong as control over who can add workflows. What closes it: mergexo as its own GitHub App, pinned as the source of each required check, and no <code>workflows</code> permission for agents (see docs/security.md in mergexo). GitHub also files such a check under the first workflow run on its commit (often CI's), so deleting that run deletes the verdict: the pull request then waits for it, never passes without it, until mergexo runs on it again (re-run this job, push, or close and reopen the pull request).";
var verdictApps = /* @__PURE__ */ new Set();
function sharedIdentityNote() {
  return [...verdictApps].some(isSharedIdentity) ? SHARED_IDENTITY_NOTE : void 0;
}

// src/core/github/rate-budget.ts
var run = { requests: 0, notModified: 0, queries: 0, left: {} };
function verdictReserve(limit) {
  return Math.max(10, Math.ceil(limit * 0.05));
}
var thousands = (n) => String(Math.trunc(n)).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
var count = (n, one, many = `${one}s`) => `${thousands(n)}${one === "" ? "" : ` ${n === 1 ? one : many}`}`;
var clock = (epochSeconds) => new Date(epochSeconds * 1e3).toISOString().replace(/\.\d{3}Z$/, "Z");
function budgetSummaryLine(spend = run) {
  if (spend.requests + spend.notModified + spend.queries === 0) return void 0;
  const free = spend.notModified > 0 ? ` (${count(spend.notModified, "more")} answered 304, which GitHub does not count)` : "";
  const used = `GitHub's API, this run: ${count(spend.requests, "REST request")}${free} and ${count(spend.queries, "GraphQL query", "GraphQL queries")}.`;
  const { core, graphql } = spend.left;
  const left = [
    ...core ? [`${count(core.remaining, "")} of ${count(core.limit, "REST request")}`] : [],
    ...graphql ? [`${count(graphql.remaining, "")} of ${count(graphql.limit, "GraphQL point")}`] : []
  ];
  const reset = core?.resetAt ?? graphql?.resetAt;
  const leftLine = left.length > 0 && reset !== void 0 ? ` Left until ${clock(reset)}: ${left.join(", ")}.` : "";
  const low = core && core.remaining < verdictReserve(core.limit) ? ` That is below the ${count(verdictReserve(core.limit), "request")} mergexo keeps for verdicts: verdicts came first, and what could wait was deferred to the next run (the log says what).` : "";
  return `${used}${leftLine}${low}`;
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

// src/mergexo/plan.ts
var PR_EVENTS = ["pull_request", "pull_request_target"];
var CI_EVENTS = ["check_suite", "workflow_run", "status"];
function partsFor(eventName, options) {
  if (PR_EVENTS.includes(eventName) || eventName === "merge_group") {
    const parts = ["history-guard", "write-root-gate"];
    const blocking = (options.urgency ?? "").toLowerCase() === "blocking";
    if (blocking || options.collisions) parts.push("rebase-notify");
    if (options.waitForCi) parts.push("ci-wait");
    return parts;
  }
  if (eventName === "push" || eventName === "schedule") return ["rebase-notify"];
  if (CI_EVENTS.includes(eventName)) return options.waitForCi ? ["ci-wait"] : [];
  if (eventName === "workflow_dispatch") {
    const mode = options.mode.toLowerCase();
    if (mode === "sweep") return ["rebase-notify"];
    if (mode === "list" || mode === "unblock") return ["history-guard"];
    throw new ConfigurationError(
      `On workflow_dispatch, input 'mode' chooses what to do: 'list' or 'unblock' (history-guard operator modes) or 'sweep' (rebase-notify for every base); got '${options.mode}'.`
    );
  }
  throw new ConfigurationError(
    `mergexo does not handle the '${eventName || "(none)"}' event. Trigger it on pull_request or pull_request_target, push, merge_group, schedule, workflow_dispatch (and check_suite, workflow_run or status with 'wait-for-ci: true').`
  );
}

// src/mergexo/main.ts
function bundleOf(part) {
  return path.join(path.dirname(process.argv[1] ?? "."), "..", part, "index.js");
}
function runPart(part, scratch) {
  const outputFile = path.join(scratch, `${part}.output`);
  writeFileSync(outputFile, "");
  const env = {
    ...process.env,
    GITHUB_OUTPUT: outputFile,
    GITHUB_ACTION: `${process.env.GITHUB_ACTION ?? "mergexo"}-${part}`
  };
  startGroup(`mergexo/${part}`);
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [bundleOf(part)], { env, stdio: "inherit" });
    child.on("error", reject);
    child.on("close", (code) => {
      endGroup();
      resolve({ part, exitCode: code ?? 1, outputs: parseOutputFile(readFileSync(outputFile, "utf8")) });
    });
  });
}
await runEntrypoint("mergexo", async () => {
  const eventName = process.env.GITHUB_EVENT_NAME ?? "";
  declareRunEnforcement(enforcementInput(actionInputs));
  const parts = partsFor(eventName, {
    waitForCi: booleanInput(actionInputs, "wait-for-ci", false),
    mode: actionInputs("mode"),
    urgency: actionInputs("urgency"),
    collisions: actionInputs("allocated-names").trim() !== "" || actionInputs("overlaps").trim() === "notice"
  });
  if (parts.length === 0) {
    info(`Nothing to run for '${eventName}' (set 'wait-for-ci: true' to judge CI on this event).`);
    setOutputs({ parts: [] });
    return;
  }
  const scratch = mkdtempSync(path.join(process.env.RUNNER_TEMP || os.tmpdir(), "mergexo-"));
  const results = [];
  try {
    for (const part of parts) results.push(await runPart(part, scratch));
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
  const outputs = {
    parts: results.map((r) => ({ part: r.part, ok: r.exitCode === 0 }))
  };
  for (const r of results) for (const [name, value] of Object.entries(r.outputs)) outputs[`${r.part}-${name}`] = value;
  setOutputs(outputs);
  await writeSummary({
    heading: `mergexo: ${eventName}`,
    header: ["part", "result"],
    rows: results.map((r) => [`mergexo/${r.part}`, r.exitCode === 0 ? "passed \u2705" : "refused or failed \u274C"])
  });
  const failed = results.filter((r) => r.exitCode !== 0).map((r) => r.part);
  if (failed.length > 0) {
    setFailed(
      `mergexo: ${failed.join(", ")} did not pass (see ${failed.length === 1 ? "its" : "their"} log group above).`
    );
  }
});
