import { createRequire as __mergexoCreateRequire } from 'node:module';
const require = __mergexoCreateRequire(import.meta.url);
import {
  utcTime,
  verdictReserve
} from "./chunk-TEIGPZ6P.js";
import {
  failingNames
} from "./chunk-E5UVRW4G.js";
import {
  logLine,
  mdCode,
  mdText,
  utf8Bytes
} from "./chunk-YLE5DTIA.js";

// src/core/pure/paths/normalize.ts
var MAGIC_CHARS = /[*?[\]{}\\]|[+@!]\(/;
function normalizePath(path) {
  if (!NEEDS_WORK.test(path)) return path;
  return path.normalize("NFC").split("/").filter((s) => s !== "" && s !== ".").join("/");
}
var NEEDS_WORK = /^\.?\/|\/\/|(^|\/)\.(\/|$)|\/$|[^\u0000-\u007f]/;
function literalPrefix(pattern) {
  const out = [];
  for (const segment of pattern.split("/")) {
    if (MAGIC_CHARS.test(segment)) break;
    out.push(segment);
  }
  return out.join("/");
}
function invalidPathReason(path) {
  for (const segment of path.split("/")) {
    if (segment === "..") return "a '..' segment";
    if (segment.toLowerCase() === ".git") return "a '.git' segment";
  }
  return void 0;
}

// src/write-root-gate/lease-messages.ts
function matchHeldText(held) {
  if (held.length === 0) return "it applies to every pull request";
  const phrase = (h) => {
    switch (h.kind) {
      case "branch":
        return `head branch '${h.branch}' matches '${h.glob}'`;
      case "author":
        return `author is @${h.login}`;
      case "label":
        return `label '${h.label}' is on the PR`;
    }
  };
  return held.map(phrase).join(" and ");
}
function leaseReasonText(why) {
  const app = why.bareApp;
  const hint = app ? `; lease ${app.leases.map((l) => `'${l.name}' (line ${l.line})`).join(", ")} names author ${app.bare}, a user's login, which never matches the App: write author: ${app.author} for the App` : "";
  switch (why.kind) {
    case "matched":
      return matchHeldText(why.held) + (why.inputAdded ? "; the workflow's write-roots are added" : "") + hint;
    case "input":
      return (why.fileLeases ? `no lease in ${why.leaseFile} matches this PR, so the workflow's write-roots apply` : "the workflow's write-roots apply to every PR") + hint;
    case "none": {
      const pr = why.subject;
      const facts = `branch '${pr.headRef}', author @${pr.author}` + (pr.labels.length ? `, labels ${pr.labels.map((l) => `'${l}'`).join(", ")}` : ", no labels") + (pr.isCrossRepository ? ", from a fork" : "");
      return (why.fileLeases ? `no lease in ${why.leaseFile} matches this PR (${facts})` : `no lease is configured: no write-roots input and no leases in ${why.leaseFile}`) + hint;
    }
  }
}
function describeLease(lease) {
  return `${lease.name} (${lease.origin ? `${lease.origin}: ` : ""}${leaseReasonText(lease.why)})`;
}
var RULE_TEXT = {
  "no-lease": "no lease applies to this PR, so it may write nothing",
  "invalid-path": "a path git refuses to check out (a '..' or '.git' segment), which only a crafted tree holds: no lease may write it; push a commit that removes it",
  "outside-roots": "outside the write roots",
  "lease-file": "mergexo's lease file: only a root naming it exactly may change it",
  "protected-path": "protected path (workflows, CODEOWNERS, the protected-paths input): only a lease with a root naming it, or inside its directory (such as .github/workflows/), may change it",
  submodule: "submodule change: only a root naming the submodule exactly may change it",
  "symlink-escape": "symlink inside the roots that points outside them"
};
function violationDetail(detail) {
  if (detail.kind === "symlink") return describeSymlink(detail.link);
  const change = describeChange(detail);
  if (!detail.refused) return change;
  const why = detail.refused.kind === "invalid-path" ? `git refuses ${invalidPathReason(detail.refused.path) ?? "it"}` : `it holds the protected '${detail.refused.area}', so no lease may turn it into a file, symlink or submodule`;
  return `${change}; ${why}`;
}
function describeChange(facts) {
  const change = describeDiff(facts);
  switch (facts.via) {
    case "merge":
      return `${change} by merging the PR into its base (the PR's diff against its merge base does not show it)`;
    case "conflict":
      return "conflicts when the PR is merged into its base";
    default:
      return change;
  }
}
function describeDiff(facts) {
  const kind = facts.object === "file" ? "" : `${facts.object} `;
  const other = facts.counterpart ? `${facts.counterpart.side} ${facts.counterpart.path}` : "";
  switch (facts.status) {
    case "added":
    case "removed":
    case "modified":
      return `${kind}${facts.status}`;
    case "changed":
      return facts.modes ? `${kind}mode changed ${facts.modes.from} \u2192 ${facts.modes.to}` : `${kind}type or mode changed`;
    case "renamed":
    case "copied":
      return `${kind}${facts.status} ${other}`;
  }
}
function describeSymlink(link) {
  if (!link) return "symlink whose target could not be read";
  if ("resolved" in link) return `symlink to '${link.target}', which resolves to '${link.resolved || "."}'`;
  switch (link.escapes) {
    case "absolute":
      return `symlink to the absolute path '${link.target}'`;
    case "outside-repository":
      return `symlink to '${link.target}', which leaves the repository`;
    case "loop":
      return `symlink to '${link.target}', which loops`;
    case "unreadable":
      return `symlink to '${link.target}', which could not be resolved`;
  }
}
function leaseFileRefusalText(path, refusal) {
  switch (refusal.kind) {
    case "directory":
      return `${path} is a directory on the base branch; the lease file must be a YAML file. Point the 'lease-file' input at a file, or move the leases into one.`;
    case "not-a-file":
      return `${path} is a ${refusal.type ?? "non-file"} on the base branch; the lease file must be a regular YAML file (replace it there, or point the 'lease-file' input at one).`;
    case "too-large":
      return `${path} is too large to read through the contents API (${refusal.size ?? "?"} bytes); keep it under 1 MB.`;
  }
}

// src/write-root-gate/messages.ts
var COMMENT_PATH_LIMIT = 50;
var CHECK_TEXT_BUDGET = 6e4;
var CLOSED_LOG = "The pull request was closed; there is nothing to judge.";
function rootsLine(roots) {
  return roots.length ? roots.map((r) => mdCode(r)).join(", ") : "_(none)_";
}
function leaseExample(settings) {
  return [
    `Give the PR a lease: list its write roots in ${mdCode(settings.leaseFile)} on the base branch, for example`,
    "",
    "```yaml",
    "write-root-gate:",
    "  leases:",
    "    - name: billing-agent",
    "      match:",
    "        branch: 'agent/billing/**'    # or author: some-bot[bot], or label: lease/billing",
    "      roots:",
    "        - services/billing",
    "        - 'tests/billing/**'",
    "```",
    "",
    "or pass roots to every PR with the workflow input `write-roots`. The gate re-runs on the next push or label change."
  ].join("\n");
}
function violationRow(v) {
  return `| ${mdCode(v.path, { table: true })} | ${mdText(RULE_TEXT[v.rule])} | ${mdText(violationDetail(v.detail))} |`;
}
function stateLines(lease, changes, headSha, baseSha) {
  const lines = [
    lease.source === "none" ? `**Lease:** none: ${mdText(leaseReasonText(lease.why))}.` : `**Lease:** ${mdText(describeLease(lease))}.`,
    `**Roots:** ${rootsLine(lease.roots)}`,
    `**Head:** ${mdCode(headSha)}; lease file read at base ${mdCode(baseSha)}.`
  ];
  if (changes) {
    const list = changes.githubList === "complete" ? `GitHub listed the PR's ${changes.listed} file${changes.listed === 1 ? "" : "s"}` : changes.githubList === "truncated" ? `GitHub listed ${changes.listed} of ${changes.changedFiles} files, so git's diff supplied the complete list` : `GitHub reports ${changes.changedFiles} changed files, beyond its 3,000-file list, so git's diff supplied the complete list`;
    lines.push(
      `**Changes:** ${list}${changes.gitDiff ? ` (file modes from git, merge base ${mdCode(changes.mergeBase)})` : ""}.`
    );
  }
  return lines;
}
function checkText(decision, lease, changes, headSha, baseSha, settings) {
  const state = stateLines(lease, changes, headSha, baseSha);
  if (decision.verdict === "pass") {
    return {
      title: `Inside the write roots (${decision.written} path${decision.written === 1 ? "" : "s"})`,
      summary: [`Every path this PR writes is inside its lease.`, ...state].join("\n\n")
    };
  }
  const n = decision.violations.length;
  const summary = [
    `This PR writes ${n} path${n === 1 ? "" : "s"} outside its lease; it is quarantined (label ${mdCode(settings.quarantineLabel)}, auto-merge off).`,
    ...state,
    ...lease.source === "none" ? [leaseExample(settings)] : []
  ].join("\n\n");
  const header = ["| path | rule broken | change |", "| --- | --- | --- |"];
  const rows = [];
  let size = utf8Bytes(header.join("\n"));
  for (const v of decision.violations) {
    const row = violationRow(v);
    const bytes = utf8Bytes(row);
    if (size + bytes + 200 > CHECK_TEXT_BUDGET) break;
    rows.push(row);
    size += bytes + 1;
  }
  const rest = n - rows.length;
  const text = [
    ...header,
    ...rows,
    ...rest > 0 ? ["", `\u2026and ${rest} more: the job summary and the step output \`violations\` list every path.`] : []
  ].join("\n");
  return { title: `Refused: ${n} path${n === 1 ? "" : "s"} outside the write roots`, summary, text };
}
function undecidableCheckText(reason, headSha, baseSha) {
  return {
    title: "Refused: could not decide",
    summary: [
      `mergexo/write-root-gate could not read everything this PR writes, so it refuses (it never passes on partial data): ${mdText(reason)}`,
      "Re-run the job; if it keeps failing, the message above says what is missing.",
      `**Head:** ${mdCode(headSha ?? "unknown")}${baseSha ? `; base ${mdCode(baseSha)}` : ""}.`
    ].join("\n\n")
  };
}
function baseChangedCheckText(from, to) {
  const move = from && to ? ` from ${mdCode(from)} to ${mdCode(to)}` : "";
  return {
    title: "Pending: the base changed, judging again",
    summary: [
      `This PR's base branch changed${move}. The lease and what the merge writes both depend on the base, so the verdict given for the old base no longer holds: auto-merge is turned off and this run judges the PR against its new base.`,
      "If this check stays pending, re-run the job."
    ].join("\n\n")
  };
}
function baseMovedLog(from, to) {
  return logLine(`The PR's base changed from ${from} to ${to} during evaluation; evaluating it against the new base.`);
}
var BASE_KEPT_MOVING = "the PR's base branch kept changing while it was evaluated; the next edited event will judge it.";
function configurationCheckText(message) {
  return {
    title: "Refused: configuration error",
    summary: `mergexo/write-root-gate cannot judge this PR until its configuration is fixed (the lease file, an input or a permission), so nothing passes. Fix this, then re-run the job or push: ${mdText(message)}`
  };
}
function quarantineCommentText(decision, lease, settings) {
  const n = decision.violations.length;
  const shown = decision.violations.slice(0, COMMENT_PATH_LIMIT);
  const lines = [
    `### \u26D4 mergexo/write-root-gate quarantined this pull request`,
    "",
    lease.source === "none" ? `No lease applies to this PR: ${mdText(leaseReasonText(lease.why))}. It may write nothing, so ${n === 1 ? "its one path is" : `all ${n} of its paths are`} out of bounds.` : `This PR writes ${n} path${n === 1 ? "" : "s"} outside its lease **${mdText(lease.name)}** (${lease.origin ? `${mdText(lease.origin)}: ` : ""}${mdText(leaseReasonText(lease.why))}).`,
    "",
    `Write roots: ${rootsLine(lease.roots)}`,
    "",
    "| path | rule broken | change |",
    "| --- | --- | --- |",
    ...shown.map(violationRow)
  ];
  if (n > shown.length)
    lines.push("", `\u2026and ${n - shown.length} more: the ${mdCode(settings.checkName)} check lists every path.`);
  lines.push(
    "",
    `Auto-merge is off, the label ${mdCode(settings.quarantineLabel)} is on and the check ${mdCode(settings.checkName)} fails until a push brings the PR back inside its roots; this comment is updated then.`,
    ""
  );
  if (lease.source === "none") {
    lines.push(leaseExample(settings));
  } else {
    lines.push(
      `**Ways out:** revert or move the changes outside the roots and push, or ask a maintainer to widen the lease in ${mdCode(settings.leaseFile)} on the base branch (a PR cannot widen its own lease: the file is read from the base).`
    );
  }
  return lines.join("\n");
}
function backInBoundsCommentText(lease, settings) {
  return [
    `### \u2705 mergexo/write-root-gate: back inside the write roots`,
    "",
    `Every path this PR now writes is inside its lease **${mdText(lease.name)}** (${rootsLine(lease.roots)}).`,
    `The label ${mdCode(settings.quarantineLabel)} is removed and the check ${mdCode(settings.checkName)} passes. Auto-merge stays off until someone turns it on again.`
  ].join("\n");
}
function sharedRefusalCheckText(failing, shared) {
  return {
    title: `Refused: this commit also heads ${failingNames(failing)}, which writes outside its roots`,
    summary: shared
  };
}
var MAX_CHECK_ANNOTATIONS = 50;
var MAX_STEP_ANNOTATIONS = 10;
function checkAnnotations(decision, lease) {
  return decision.violations.slice(0, MAX_CHECK_ANNOTATIONS).map((v) => ({
    path: v.path,
    title: `Outside the lease '${lease.name}'`,
    message: `${RULE_TEXT[v.rule]}: ${violationDetail(v.detail)}`
  }));
}
function stepAnnotations(decision) {
  return decision.violations.slice(0, MAX_STEP_ANNOTATIONS).map((v) => ({
    message: `${RULE_TEXT[v.rule]}: ${violationDetail(v.detail)}`,
    file: v.path,
    title: "mergexo/write-root-gate"
  }));
}
var EFFECT = {
  check: (conclusion, sha) => `write the ${conclusion} check on ${sha}`,
  checkWritten: (id) => `check run ${id}`,
  pending: (sha) => `set the check on ${sha} back to pending (the base changed)`,
  pendingWritten: (id) => `check run ${id} in progress`,
  autoMerge: "disable auto-merge",
  autoMergeDone: "auto-merge disabled",
  /** GitHub asks for `contents: write` too (ohdearquant/khive#1066): the fix, in one line. */
  autoMergeForbidden: "the token may not turn auto-merge off (Resource not accessible by integration): GitHub asks for `contents: write` beside `pull-requests: write` for it. Add both to the job's `permissions:` block (and, for a GitHub App, grant Contents: Read and write and mint its token with `permission-contents: write`).",
  addLabel: (label) => `add the label '${label}'`,
  labelAdded: "label added",
  labelThere: "label already there",
  labelNotCreated: "the repository has no such label and GitHub would not create it for this token",
  removeLabel: (label) => `remove the label '${label}'`,
  labelRemoved: "label removed",
  comment: "comment on the pull request",
  updateComment: "update the quarantine comment",
  commentResult: (r) => r === "unchanged" ? "comment already up to date" : `comment ${r}`,
  failed: (what, detail) => `mergexo/write-root-gate: could not ${what}: ${detail}`,
  /** Observe mode (src/core/enforcement.ts): what enforcement would have written, and that nothing was. */
  observed: "write nothing on the pull request (observe mode)",
  wouldQuarantine: (label) => `nothing written; enforcement would have disabled auto-merge, added the label '${label}' and commented`,
  wouldRelease: (label) => `nothing written; enforcement would have removed the label '${label}' and updated the quarantine comment`,
  takeBackReady: "take back the ready for review mark",
  deferred: "defer what can wait (GitHub's REST budget is nearly spent)",
  deferredLine: (number, what, left) => deferredForBudgetLine(number, what, left),
  readyTakenBack: "ready mark taken back",
  readyNotThere: "no ready mark to take back"
};
function deferredForBudgetLine(number, what, left) {
  const at = utcTime(new Date(left.resetAt * 1e3));
  return `PR #${number}: GitHub's REST budget for this token is nearly spent (${left.remaining} of ${left.limit} requests left until ${at}, below the ${verdictReserve(left.limit)} mergexo keeps for verdicts). The verdict is written; deferred: ${what.join("; ")}. The PR's next run writes them (its next push, or this job re-run after ${at}).`;
}
function failedAfterRetries(message) {
  return `GitHub or git failed after retries: ${message}`;
}
function undecidedReason(why) {
  return why.kind === "failed" ? failedAfterRetries(why.error) : why.message;
}

export {
  MAGIC_CHARS,
  normalizePath,
  literalPrefix,
  invalidPathReason,
  leaseReasonText,
  RULE_TEXT,
  violationDetail,
  leaseFileRefusalText,
  COMMENT_PATH_LIMIT,
  CLOSED_LOG,
  rootsLine,
  leaseExample,
  checkText,
  undecidableCheckText,
  baseChangedCheckText,
  baseMovedLog,
  BASE_KEPT_MOVING,
  configurationCheckText,
  quarantineCommentText,
  backInBoundsCommentText,
  sharedRefusalCheckText,
  MAX_STEP_ANNOTATIONS,
  checkAnnotations,
  stepAnnotations,
  EFFECT,
  deferredForBudgetLine,
  failedAfterRetries,
  undecidedReason
};
