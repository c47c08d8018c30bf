import { createRequire as __mergexoCreateRequire } from 'node:module';
const require = __mergexoCreateRequire(import.meta.url);
import {
  githubWords,
  htmlCode,
  htmlText,
  logLine,
  mdCode,
  mdText,
  plural,
  short,
  utf8Bytes
} from "./chunk-YLE5DTIA.js";
import {
  utcTime,
  verdictReserve
} from "./chunk-Q2XVCWAU.js";

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

// src/write-root-gate/messages.ts
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
var COMMENT_PATH_LIMIT = 50;
var CHECK_TEXT_BUDGET = 6e4;
var MERGE_GROUP_PAYLOAD_ERROR = "The merge_group event payload has no merge_group.head_sha and head_ref. Run the gate on the `merge_group` event GitHub sends for a merge queue, without overriding the event payload.";
var groupWithoutPullMessage = (headRef) => `mergexo/write-root-gate: merge group ${logLine(headRef)} names no pull request; refused. Queue the pull requests again.`;
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
function unnamedMergeGroupCheckText(headRef) {
  return {
    title: "Refused: merge group names no pull request",
    summary: `The merge group ref ${mdCode(headRef)} does not name a pull request (${mdCode("pr-<number>-<sha>")}), so its changes cannot be matched to a lease.`
  };
}
function mergeGroupNote(headSha, headRef, number, ahead = []) {
  const others = ahead.length ? ` Every PR ahead of it in the queue, whose changes the group also holds (${ahead.map((n) => `#${n}`).join(", ")}), was re-judged too and passes.` : "";
  return `Merge group ${mdCode(headSha)} (${mdCode(headRef)}): verdict of PR #${number}, re-judged now.${others}`;
}
function groupMemberRefusedCheckText(failing, number, ownPasses) {
  return {
    title: `Refused: this merge group also holds ${failingNames(failing)}, which writes outside its roots`,
    summary: `PR #${number} ${ownPasses ? "is inside its own roots" : "is refused itself"}, but the group commit also holds the changes of ${failingNames(failing)}, ahead of it in the queue, and ${failing.length === 1 ? "that PR is" : "those PRs are"} refused now (see the check on each head). A merge group lands every PR it holds (with "only merge non-failing pull requests" off, GitHub lands the PRs ahead with a later group even when their own group failed), so it passes only when each of them does.`
  };
}
function groupUnlistedCheckText(number, reason) {
  return {
    title: `Refused: could not tell which PRs this merge group holds (#${number})`,
    summary: `The gate judges every PR a merge group lands, and could not list the PRs ahead of #${number} in the queue: ${mdText(reason)}. Not knowing a group's PRs is not vouching for them; queue the PR again for a new group.`
  };
}
function groupWithoutBaseReason(headRef) {
  return `the merge_group event names no base branch (no base_ref, and the ref ${headRef} is not gh-readonly-queue/<base>/pr-<n>-<sha>)`;
}
function judgingGroupMemberLine(number, groupSha) {
  return `Judging PR #${number} for the merge group ${short(groupSha)}.`;
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
var SUMMARY_ROWS = 5e3;
function runReport(result, settings, groupSha) {
  const { decision, lease } = result;
  const effects = result.effects.map((e) => `${e.ok ? "\u2705" : "\u274C"} ${e.what}: ${htmlText(e.detail)}`).join("<br>");
  const where = `PR #${result.number}${groupSha ? ` (merge group ${short(groupSha)})` : ""}`;
  if (result.undecidable !== void 0) {
    const summary2 = {
      heading: `mergexo/write-root-gate: ${where} refused \u26D4 (could not decide)`,
      header: ["PR", "head", "verdict", "reason"],
      rows: [[`#${result.number}`, htmlCode(result.headSha), "refused", htmlText(result.undecidable)]],
      ...effects ? { footer: effects } : {}
    };
    return {
      summary: summary2,
      failure: `mergexo/write-root-gate could not decide on ${where} and refuses: ${logLine(result.undecidable)}`
    };
  }
  if (result.groupFailing?.length) {
    const others = failingNames(result.groupFailing);
    const summary2 = {
      heading: `mergexo/write-root-gate: ${where} refused \u26D4 (the group also holds ${others})`,
      header: ["PR", "verdict"],
      rows: [
        ...result.groupFailing.map((p) => [`#${p.number}`, "refused (ahead in the queue)"]),
        [`#${result.number}`, decision?.verdict === "pass" && !result.sharedWith?.length ? "pass" : "refused"]
      ],
      ...effects ? { footer: effects } : {}
    };
    return {
      summary: summary2,
      failure: `mergexo/write-root-gate: the merge group of ${where} also holds ${others}, which is refused; a group lands every PR it holds.`
    };
  }
  if (!decision || !lease) return void 0;
  if (result.sharedWith?.length) {
    const others = failingNames(result.sharedWith);
    const summary2 = {
      heading: `mergexo/write-root-gate: ${where} refused \u26D4 (its head also heads ${others})`,
      header: ["PR", "head", "verdict", "why"],
      rows: [
        [
          `#${result.number}`,
          htmlCode(result.headSha),
          "refused",
          `inside its own roots, but the same commit heads ${others}, which is refused; a check on a commit counts for every PR it heads`
        ]
      ]
    };
    return {
      summary: summary2,
      failure: `mergexo/write-root-gate: ${where} is inside its own roots, but its head ${result.headSha} also heads ${others}, which is refused; a check on a commit counts for every PR it heads, so it stays failing until each of them passes.`
    };
  }
  if (decision.verdict === "refused") {
    const rows = decision.violations.slice(0, SUMMARY_ROWS).map((v) => [htmlCode(v.path), htmlText(RULE_TEXT[v.rule]), htmlText(violationDetail(v.detail))]);
    const more = decision.violations.length - rows.length;
    const summary2 = {
      heading: `mergexo/write-root-gate: ${where} refused \u26D4`,
      lead: `${decision.violations.length} of ${decision.written} written paths are out of bounds. Lease <b>${htmlText(lease.name)}</b>${lease.origin ? ` (${htmlText(lease.origin)})` : ""}: ${htmlText(leaseReasonText(lease.why))}. Roots: ${lease.roots.length ? lease.roots.map((r) => htmlCode(r)).join(", ") : "<i>none</i>"}.`,
      header: ["path", "rule broken", "change"],
      rows,
      footer: [more > 0 ? `\u2026and ${more} more (the step output <code>violations</code> lists every path).` : "", effects].filter(Boolean).join("<br>")
    };
    const shown = decision.paths.slice(0, 5).map((p) => logLine(p)).join(", ");
    const rest = decision.paths.length > 5 ? ` and ${decision.paths.length - 5} more` : "";
    const unfixed = result.effects.filter((e) => !e.ok && e.configuration).map((e) => ` It could not ${e.what}: ${logLine(e.detail)}`).join("");
    return {
      summary: summary2,
      failure: (lease.source === "none" ? `mergexo/write-root-gate: ${where} is refused: no lease applies to it (${logLine(leaseReasonText(lease.why))}), so it may write none of its paths (${shown}${rest}). Add a lease for it in ${settings.leaseFile} on the base branch or list roots in the 'write-roots' input; the PR comment shows an example.` : `mergexo/write-root-gate: ${where} is refused: ${plural(decision.paths.length, "path")} outside the write roots of lease '${logLine(lease.name)}' (${logLine(rootsLine(lease.roots))}): ${shown}${rest}. See the check and the PR comment.`) + unfixed
    };
  }
  const summary = {
    heading: `mergexo/write-root-gate: ${where} inside its write roots \u2705`,
    header: ["PR", "head", "verdict", "lease", "roots", "paths written"],
    rows: [
      [
        `#${result.number}`,
        htmlCode(result.headSha),
        "pass",
        htmlText(lease.name),
        lease.roots.map((r) => htmlCode(r)).join("<br>"),
        String(decision.written)
      ]
    ],
    ...effects ? { footer: effects } : {}
  };
  const broken = result.effects.filter((e) => !e.ok && (e.configuration || e.verdict));
  if (broken.length === 0) return { summary };
  return {
    summary,
    failure: `mergexo/write-root-gate: ${where} is inside its roots, but ${broken.map((e) => `could not ${e.what} (${logLine(e.detail)})`).join("; ")}.`
  };
}

export {
  unlisted,
  conclusionOf,
  conjoin,
  sharedHeadLine,
  MAGIC_CHARS,
  normalizePath,
  literalPrefix,
  invalidPathReason,
  matchHeldText,
  leaseReasonText,
  describeLease,
  RULE_TEXT,
  violationDetail,
  COMMENT_PATH_LIMIT,
  MERGE_GROUP_PAYLOAD_ERROR,
  groupWithoutPullMessage,
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
  unnamedMergeGroupCheckText,
  mergeGroupNote,
  groupMemberRefusedCheckText,
  groupUnlistedCheckText,
  groupWithoutBaseReason,
  judgingGroupMemberLine,
  sharedRefusalCheckText,
  MAX_STEP_ANNOTATIONS,
  checkAnnotations,
  stepAnnotations,
  EFFECT,
  deferredForBudgetLine,
  failedAfterRetries,
  runReport
};
