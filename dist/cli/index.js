#!/usr/bin/env node
import { createRequire as __mergexoCreateRequire } from 'node:module';
const require = __mergexoCreateRequire(import.meta.url);
import {
  LABEL_INPUTS,
  MERGEXO_LABELS
} from "./chunk-5QUDOZ5B.js";
import {
  init,
  parseUses,
  topLevel
} from "./chunk-3XS6ZCWR.js";
import {
  check,
  findPullRequest
} from "./chunk-BTBAUR3D.js";
import {
  Checkout,
  repoFromFlag,
  repoFromRemoteUrl,
  timeScaleFromEnv
} from "./chunk-MAFB7IO5.js";
import {
  BAD_TOKEN,
  DEFAULT_LEASE_FILE,
  DEFAULT_PROTECTED_PATHS,
  NO_TOKEN,
  USAGE,
  USES_PLACEHOLDER,
  couldNotRun,
  git,
  hookExists,
  hookInstalled,
  initReport,
  noBranch,
  noRepository,
  normalizePath,
  parseEnforcedSince,
  pinAmbiguous,
  pinUnknownRef,
  pinUnreachable,
  report,
  require_dist,
  tokenCannotRead,
  tokenLacks,
  undecidable,
  usageError,
  usesUnknown
} from "./chunk-Y2DZGZFP.js";
import "./chunk-SJJD7ADX.js";
import "./chunk-WZWLYTWM.js";
import {
  SHA_SOURCE,
  enforcementInput,
  githubWords,
  inputsFromRecord,
  isSha,
  logLine,
  plural,
  shellWord,
  visible
} from "./chunk-KWAL7V6E.js";
import {
  SETUP_ROUTES
} from "./chunk-RRMSSNQY.js";
import {
  METHOD_ROUTES
} from "./chunk-BPDL7PFC.js";
import {
  ConfigurationError,
  TokenRefusedError,
  UndecidableError,
  answerMessage,
  errorMessage,
  httpStatus
} from "./chunk-3O5FDUM7.js";
import {
  __toESM
} from "./chunk-42UX2N3C.js";

// src/cli/main.ts
import { parseArgs } from "node:util";

// src/cli/doctor/decide-callers.ts
var NEEDED_TYPES = ["opened", "reopened", "synchronize"];
var unique = (items) => [...new Set(items)];
function runsOnPullRequests(job) {
  return job.triggers.pullRequestTarget !== void 0 || job.triggers.pullRequest !== void 0;
}
function mainCaller(jobs) {
  const onPulls = jobs.filter(runsOnPullRequests);
  return onPulls.find((j) => j.calls.kind !== "actions") ?? onPulls[0];
}
function settingsOf(main2, called) {
  return { ...called.defaults, ...main2.with };
}
function triggerCheck(job) {
  const id = `trigger:${job.file}`;
  if (job.triggers.pullRequest !== void 0) {
    return { id, ok: false, finding: { kind: "trigger-pull-request", file: job.file } };
  }
  const types = job.triggers.pullRequestTarget ?? [];
  const missing = NEEDED_TYPES.filter((t) => !types.includes(t));
  if (missing.length > 0) return { id, ok: false, finding: { kind: "trigger-types", file: job.file, missing } };
  return { id, ok: true, finding: { kind: "trigger-target", file: job.file } };
}
function valueOf(job, called, input) {
  return job.with[input] ?? called?.defaults[input] ?? "";
}
var isExpression = (value) => value.includes("${{");
function enforcementChecks(jobs, called, now) {
  const values = jobs.map((job) => ({ file: job.file, value: valueOf(job, called, "enforcement").trim() }));
  for (const { file: file2, value: value2 } of values) {
    let valid = !isExpression(value2);
    try {
      if (valid) enforcementInput(inputsFromRecord({ enforcement: value2 }));
    } catch {
      valid = false;
    }
    if (!valid) return [{ id: "enforcement", ok: false, finding: { kind: "enforcement-unknown", file: file2, value: value2 } }];
  }
  const modes = values.map(({ value: value2 }) => enforcementInput(inputsFromRecord({ enforcement: value2 })));
  if (new Set(modes).size > 1) {
    return [{ id: "enforcement", ok: false, finding: { kind: "enforcement-differs", values } }];
  }
  if (modes[0] === "observe") {
    const files = unique(values.map((v) => v.file));
    return [{ id: "enforcement", ok: true, finding: { kind: "observing", files } }];
  }
  const enforcing = { id: "enforcement", ok: true, finding: { kind: "enforcing" } };
  const since = jobs.map((job) => ({ file: job.file, value: valueOf(job, called, "enforced-since").trim() }));
  if (new Set(since.map((s) => s.value)).size > 1) {
    return [enforcing, { id: "enforced-since", ok: false, finding: { kind: "since-differs", values: since } }];
  }
  const { file, value } = since[0];
  let at2;
  try {
    at2 = isExpression(value) ? Number.NaN : parseEnforcedSince(value);
  } catch {
    at2 = Number.NaN;
  }
  if (at2 !== void 0 && Number.isNaN(at2)) {
    return [enforcing, { id: "enforced-since", ok: false, finding: { kind: "since-invalid", file, value } }];
  }
  if (at2 === void 0) return [enforcing, { id: "enforced-since", ok: true, finding: { kind: "since-unset" } }];
  if (at2 > now) return [enforcing, { id: "enforced-since", ok: false, finding: { kind: "since-future", at: at2 } }];
  return [enforcing, { id: "enforced-since", ok: true, finding: { kind: "since-set", at: at2 } }];
}
function decideCallers(facts) {
  if (facts.callers.kind === "unreadable") {
    const subject = { what: "workflows", branch: facts.defaultBranch };
    const finding = { kind: "unreadable", subject, ...refusal(facts.callers) };
    return { checks: [{ id: "callers", ok: false, finding }] };
  }
  const { jobs, broken } = facts.callers.value;
  const checks = broken.map(({ file, said: said2 }) => ({
    id: `workflow:${file}`,
    ok: false,
    finding: { kind: "workflow-broken", file, said: said2 }
  }));
  const onPulls = jobs.filter(runsOnPullRequests);
  const main2 = mainCaller(jobs);
  if (!main2) {
    checks.push({ id: "callers", ok: false, finding: { kind: "no-caller", branch: facts.defaultBranch } });
    return { checks };
  }
  checks.push({ id: "callers", ok: true, finding: { kind: "callers", files: unique(jobs.map((j) => j.file)) } });
  for (const file of unique(onPulls.map((j) => j.file))) {
    checks.push(triggerCheck(onPulls.find((j) => j.file === file)));
  }
  if (main2.calls.kind === "actions") {
    checks.push({
      id: "reusable-workflow",
      ok: false,
      finding: { kind: "calls-actions", file: main2.file, uses: main2.calls.uses }
    });
    checks.push(...enforcementChecks(jobs, void 0, facts.now));
    return { checks };
  }
  const uses = main2.calls.uses;
  const called = facts.called;
  if (called === void 0 || called.kind === "unreadable") {
    const finding = called ? { kind: "unreadable", subject: { what: "called-workflow", uses }, ...refusal(called) } : { kind: "called-invalid", uses };
    checks.push({ id: "reusable-workflow", ok: false, finding });
    return { checks };
  }
  if (called.value === "invalid") {
    checks.push({ id: "reusable-workflow", ok: false, finding: { kind: "called-invalid", uses } });
    return { checks };
  }
  checks.push({ id: "reusable-workflow", ok: true, finding: { kind: "called", uses } });
  checks.push(...enforcementChecks(jobs, called.value, facts.now));
  return { checks, setup: { main: main2, settings: settingsOf(main2, called.value), called: called.value } };
}
function refusal(u) {
  return { status: u.status, needs: u.needs, said: u.said };
}

// src/cli/doctor/decide-app.ts
var KEY_SECRET = "MERGEXO_APP_PRIVATE_KEY";
var queuePattern = (branch) => `gh-readonly-queue/${branch}/*`;
var LEVEL = { read: 1, write: 2 };
function appRefOf(raw) {
  const value = raw.trim();
  if (/^[1-9][0-9]{0,11}$/.test(value)) return { id: Number(value) };
  if (/^Iv[0-9A-Za-z.]{8,}$/.test(value)) return { clientId: value };
  return void 0;
}
function asked(when, setup) {
  if (when === void 0) return true;
  const event = /^github\.event_name\s*==\s*'([\w-]+)'$/.exec(when.trim());
  if (event) return setup.main.triggers.events.includes(event[1]);
  const contains = /^contains\(\s*inputs\.([\w-]+)\s*,\s*'([^']*)'\s*\)$/.exec(when.trim());
  if (contains) return (setup.settings[contains[1]] ?? "").includes(contains[2]);
  return true;
}
function appLine(facts, setup) {
  const source = facts.appId;
  if (setup.main.calls.kind !== "app" || source === void 0) {
    return { check: { id: "app", ok: false, finding: { kind: "no-app", file: setup.main.file } } };
  }
  const fail = (finding) => ({ check: { id: "app", ok: false, finding } });
  if (source.kind === "expression") return fail({ kind: "app-id-expression", text: source.text });
  if (source.kind === "empty") return fail({ kind: "app-id-invalid", value: "" });
  let raw;
  let variable;
  if (source.kind === "literal") raw = source.value;
  else {
    const { name, value } = source;
    if (value.kind === "unreadable") {
      return fail({ kind: "unreadable", subject: { what: "variable", name }, ...refusal(value) });
    }
    if (value.value === void 0) return fail({ kind: "app-variable-missing", name });
    raw = value.value;
    variable = name;
  }
  const app = appRefOf(raw);
  const named2 = variable === void 0 ? {} : { variable };
  if (!app) return fail({ kind: "app-id-invalid", value: raw.trim(), ...named2 });
  return { check: { id: "app", ok: true, finding: { kind: "app", app: raw.trim(), ...named2 } }, app };
}
function installationLines(facts, setup, app) {
  const read = facts.installation;
  const named2 = "id" in app ? app.id : void 0;
  if (read === void 0) return named2 === void 0 ? { lines: [] } : { lines: [], appId: named2 };
  const id = "app-installation";
  if (read.kind === "unreadable") {
    const finding = { kind: "unreadable", subject: { what: "installation" }, ...refusal(read) };
    return { lines: [{ id, ok: false, finding }], ...named2 === void 0 ? {} : { appId: named2 } };
  }
  const found = read.value;
  const app_ = "id" in app ? String(app.id) : app.clientId;
  if (found === "absent") {
    const lines2 = [{ id, ok: false, finding: { kind: "not-installed", app: app_ } }];
    return named2 === void 0 ? { lines: lines2 } : { lines: lines2, appId: named2 };
  }
  const slug = found.appSlug;
  const appId = found.appId;
  const lines = [];
  if (found.suspended) {
    lines.push({ id, ok: false, finding: { kind: "installation-suspended", slug } });
  } else if (found.repositories !== "all" && found.repositories.includes === false) {
    lines.push({ id, ok: false, finding: { kind: "installation-excludes", slug } });
  } else if (found.repositories !== "all" && found.repositories.includes === "unknown") {
    lines.push({ id, ok: false, finding: { kind: "installation-selection-unknown", slug } });
  } else {
    const selected = found.repositories !== "all";
    lines.push({ id, ok: true, finding: { kind: "installed", appId, slug, selected } });
  }
  const needed = Object.entries(setup.called.mints).filter(([, mint]) => asked(mint.when, setup));
  const missing = needed.filter(([name, mint]) => {
    const granted = found.permissions[name];
    return (granted === void 0 ? 0 : LEVEL[granted]) < LEVEL[mint.level];
  }).map(([name, mint]) => ({
    name,
    needed: mint.level,
    granted: found.permissions[name],
    ...mint.when === void 0 ? {} : { when: mint.when }
  })).sort((a, b) => a.name.localeCompare(b.name));
  const all = Object.fromEntries(needed.map(([name, mint]) => [name, mint.level]));
  lines.push(
    missing.length === 0 ? { id: "app-permissions", ok: true, finding: { kind: "permissions-granted", slug, needed: all } } : { id: "app-permissions", ok: false, finding: { kind: "permissions-missing", slug, missing } }
  );
  return { lines, appId };
}
function branchPolicyLine(facts, env, queue) {
  const id = "environment";
  const branch = facts.defaultBranch;
  const name = env.name;
  const policy = env.branchPolicy;
  if (policy === null) return { id, ok: false, finding: { kind: "environment-open", env: name } };
  if (!policy.customBranchPolicies) {
    return { id, ok: false, finding: { kind: "environment-protected-branches", env: name, branch } };
  }
  const read = env.patterns ?? { kind: "read", value: [] };
  if (read.kind === "unreadable") {
    const subject = { what: "branch-policies", env: name };
    return { id, ok: false, finding: { kind: "unreadable", subject, ...refusal(read) } };
  }
  const patterns = read.value;
  const isBranch = (p) => p.type === "" || p.type === "branch";
  const allowed = /* @__PURE__ */ new Set([branch, queuePattern(branch)]);
  const others = patterns.filter((p) => !isBranch(p) || !allowed.has(p.name)).map((p) => p.name);
  if (others.length > 0) {
    return { id, ok: false, finding: { kind: "environment-other-branches", env: name, patterns: others } };
  }
  if (!patterns.some((p) => p.name === branch)) {
    return { id, ok: false, finding: { kind: "environment-without-default", env: name, branch } };
  }
  const hasQueue = patterns.some((p) => p.name === queuePattern(branch));
  if (queue && !hasQueue) {
    return { id, ok: false, finding: { kind: "environment-without-queue", env: name, pattern: queuePattern(branch) } };
  }
  return { id, ok: true, finding: { kind: "environment-limited", env: name, branch, queue: hasQueue } };
}
function environmentLines(facts, setup) {
  const env = (setup.settings.environment ?? "").trim();
  if (env === "") return [{ id: "environment", ok: false, finding: { kind: "no-environment", file: setup.main.file } }];
  const lines = [];
  const read = facts.environment;
  const queue = facts.requirements.kind === "read" && facts.requirements.mergeQueue;
  if (read?.kind === "unreadable") {
    const finding = { kind: "unreadable", subject: { what: "environment", env }, ...refusal(read) };
    lines.push({ id: "environment", ok: false, finding });
  } else if (read === void 0 || read.value === "absent") {
    return [{ id: "environment", ok: false, finding: { kind: "environment-missing", env } }];
  } else {
    lines.push(branchPolicyLine(facts, read.value, queue));
  }
  const secret = facts.environmentSecret;
  if (secret?.kind === "unreadable") {
    const subject = { what: "environment-secret", env, name: KEY_SECRET };
    lines.push({ id: "environment-secret", ok: false, finding: { kind: "unreadable", subject, ...refusal(secret) } });
  } else if (secret !== void 0) {
    lines.push(
      secret.value ? { id: "environment-secret", ok: true, finding: { kind: "secret-present", env, name: KEY_SECRET } } : { id: "environment-secret", ok: false, finding: { kind: "secret-missing", env, name: KEY_SECRET } }
    );
  }
  return lines;
}
function repositorySecretLine(facts) {
  const read = facts.repositorySecret;
  if (read === void 0) return [];
  const id = "repository-secret";
  if (read.kind === "unreadable") {
    const subject = { what: "repository-secret", name: KEY_SECRET };
    return [{ id, ok: false, finding: { kind: "unreadable", subject, ...refusal(read) } }];
  }
  return [
    read.value ? { id, ok: false, finding: { kind: "repository-secret", name: KEY_SECRET } } : { id, ok: true, finding: { kind: "no-repository-secret", name: KEY_SECRET } }
  ];
}
function decideApp(facts, setup) {
  const { check: check2, app } = appLine(facts, setup);
  const checks = [check2];
  if (setup.main.calls.kind !== "app") return { checks };
  let appId;
  if (app !== void 0) {
    const installed = installationLines(facts, setup, app);
    checks.push(...installed.lines);
    appId = installed.appId;
  }
  checks.push(...environmentLines(facts, setup), ...repositorySecretLine(facts));
  return appId === void 0 ? { checks } : { checks, appId };
}

// src/cli/doctor/decide-requirements.ts
var on = (value) => /^true$/i.test((value ?? "").trim());
function gateChecks(settings) {
  const name = (input) => (settings[input] ?? "").trim();
  const rebase = on(settings["rebase-notify"]);
  return [
    on(settings["history-guard"]) ? name("history-guard-check-name") : "",
    on(settings["write-root-gate"]) ? name("write-root-gate-check-name") : "",
    on(settings["wait-for-ci"]) ? name("ci-wait-check-name") : "",
    rebase && name("urgency") === "blocking" ? name("rebase-notify-check-name") : "",
    rebase && name("allocated-names") !== "" ? name("collision-check-name") : ""
  ].filter((n) => n !== "");
}
function decideRequirements(facts, setup, appId) {
  const { requirements, branch } = facts;
  if (requirements.kind === "unknown") {
    const { why, needs: needs2 } = requirements;
    return [{ id: "required", ok: false, finding: { kind: "requirements-unknown", branch, why, needs: needs2 } }];
  }
  const checks = [];
  const pinChecks = [];
  for (const check2 of gateChecks(setup.settings)) {
    const rows = requirements.checks.filter((r) => r.name === check2);
    if (rows.length === 0) {
      checks.push({ id: `required:${check2}`, ok: false, finding: { kind: "not-required", check: check2, branch } });
      continue;
    }
    checks.push({ id: `required:${check2}`, ok: true, finding: { kind: "required", check: check2, branch } });
    if (appId === void 0) continue;
    const pins = rows.map((r) => r.appId).filter((id2) => id2 !== void 0);
    const others = [...new Set(pins.filter((id2) => id2 !== appId))];
    const id = `pinned:${check2}`;
    if (others.length > 0) {
      pinChecks.push({ id, ok: false, finding: { kind: "pinned-elsewhere", check: check2, appId, others } });
    } else if (pins.includes(appId)) {
      pinChecks.push({ id, ok: true, finding: { kind: "pinned", check: check2, appId } });
    } else {
      pinChecks.push({ id, ok: false, finding: { kind: "unpinned", check: check2, appId } });
    }
  }
  checks.push(...pinChecks);
  if (!requirements.mergeQueue) {
    checks.push({ id: "merge-queue", ok: true, finding: { kind: "no-queue", branch } });
  } else if (setup.main.triggers.events.includes("merge_group")) {
    checks.push({ id: "merge-queue", ok: true, finding: { kind: "queue-subscribed", branch } });
  } else {
    const files = [setup.main.file];
    checks.push({ id: "merge-queue", ok: false, finding: { kind: "queue-unsubscribed", branch, files } });
  }
  return checks;
}

// src/cli/doctor/decide.ts
function mergexoLabels(settings) {
  const names = Object.entries(settings).filter(([input]) => LABEL_INPUTS.includes(input)).map(([, value]) => value.trim()).filter((value) => value !== "" && !value.includes("${{"));
  const collisions = /^true$/i.test(settings["rebase-notify"]?.trim() ?? "") && ((settings["allocated-names"] ?? "").trim() !== "" || settings.overlaps?.trim() === "notice");
  return [...new Set(collisions ? [...names, MERGEXO_LABELS.overlap.name] : names)];
}
function labelLines(facts, setup) {
  const read = facts.labels;
  if (read.kind === "unreadable") {
    return [
      { id: "labels", ok: false, finding: { kind: "unreadable", subject: { what: "labels" }, ...refusal(read) } }
    ];
  }
  const present = new Set(read.value.map((l) => l.toLowerCase()));
  return mergexoLabels(setup.settings).map(
    (name) => present.has(name.toLowerCase()) ? { id: `label:${name}`, ok: true, finding: { kind: "label", name } } : { id: `label:${name}`, ok: false, finding: { kind: "label-missing", name } }
  );
}
function workflowPermissionsLine(facts) {
  const read = facts.workflowPermissions;
  const id = "workflow-permissions";
  if (read.kind === "unreadable") {
    return {
      id,
      ok: false,
      finding: { kind: "unreadable", subject: { what: "workflow-permissions" }, ...refusal(read) }
    };
  }
  const writes = read.value.defaultPermissions !== "read";
  const approves = read.value.canApprovePullRequestReviews;
  return writes || approves ? { id, ok: false, finding: { kind: "token-too-broad", writes, approves } } : { id, ok: true, finding: { kind: "token-read" } };
}
function decideDoctor(facts) {
  const { checks, setup } = decideCallers(facts);
  if (setup) {
    const app = decideApp(facts, setup);
    checks.push(...decideRequirements(facts, setup, app.appId), ...app.checks, ...labelLines(facts, setup));
  }
  checks.push(workflowPermissionsLine(facts));
  return checks;
}
function exitCodeOf(checks) {
  return checks.every((c) => c.ok) ? 0 : 1;
}

// src/cli/doctor/messages.ts
var NO_TOKEN2 = "no GitHub token: set GH_TOKEN or GITHUB_TOKEN to a token of a person who administers the repository (`gh auth token` prints yours); doctor only reads.";
var repositoryUnreadable = (repo, status) => `GitHub answered ${status} for ${repo.owner}/${repo.repo}: the token in GH_TOKEN/GITHUB_TOKEN cannot read it. Check --repo (or the remote it is read from), and set a token that can.`;
var noSuchBranch = (repo, branch) => `${repo.owner}/${repo.repo} has no branch '${visible(branch)}' (or the token cannot see it): check --branch.`;
var code = (text2) => `'${visible(text2)}'`;
var list = (items) => items.map(code).join(", ");
var at = (ms) => new Date(ms).toISOString();
var APP_SETUP = 'docs/operators.md, "mergexo as its own GitHub App"';
function subjectText(s) {
  switch (s.what) {
    case "workflows":
      return `the workflows on ${code(s.branch)}`;
    case "called-workflow":
      return `the reusable workflow ${code(s.uses)}`;
    case "variable":
      return `the repository variable ${code(s.name)}`;
    case "installation":
      return "the App's installations";
    case "environment":
      return `the environment ${code(s.env)}`;
    case "branch-policies":
      return `the deployment branch policies of the environment ${code(s.env)}`;
    case "environment-secret":
      return `whether the environment ${code(s.env)} has the secret ${s.name}`;
    case "repository-secret":
      return `whether the repository has a secret ${s.name}`;
    case "labels":
      return "the repository's labels";
    case "workflow-permissions":
      return "the repository's default workflow permissions";
  }
}
var ok = (message) => ({ message, fix: null });
var bad = (message, fix) => ({ message, fix });
function rulesetFix(repo, check2, what) {
  return `${what} in the ruleset of the branch (Settings, Rules, Rulesets, "Require status checks to pass", source: mergexo's App; or \`gh api repos/${repo.owner}/${repo.repo}/rulesets\` to find it), or with \`npx mergexo init --app\`, which creates that ruleset: ${code(check2)}.`;
}
function said(finding, ctx) {
  const repo = `${ctx.repo.owner}/${ctx.repo.repo}`;
  switch (finding.kind) {
    case "unreadable":
      return bad(
        `could not read ${subjectText(finding.subject)}: GitHub answered ${finding.status ?? "nothing"} (${visible(finding.said)}), so doctor cannot tell whether it holds.`,
        `run doctor with a token that may read it (GH_TOKEN or GITHUB_TOKEN): ${finding.needs}.`
      );
    case "callers":
      return ok(`mergexo runs from ${list(finding.files)}.`);
    case "no-caller":
      return bad(
        `no workflow on ${code(finding.branch)} runs mergexo on pull requests, so nothing judges them.`,
        "`npx mergexo init --app` writes the caller workflow; land it on the default branch."
      );
    case "workflow-broken":
      return bad(
        `${code(finding.file)} is not valid YAML (${visible(finding.said)}): GitHub runs nothing from it.`,
        `fix the YAML of ${code(finding.file)} on the default branch.`
      );
    case "trigger-target":
      return ok(
        `${code(finding.file)} runs on pull_request_target: GitHub runs the default branch's copy of it, so a pull request cannot change the settings that judge it, and its runs may read the environment.`
      );
    case "trigger-pull-request":
      return bad(
        `${code(finding.file)} runs on pull_request: GitHub runs the pull request's own copy of it, so an agent can change the settings that judge its pull request (enforcement, write-roots), and those runs never get the environment's key (their ref is refs/pull/<n>/merge).`,
        `in ${code(finding.file)}, replace pull_request with pull_request_target (examples/caller.yml).`
      );
    case "trigger-types":
      return bad(
        `${code(finding.file)} runs on pull_request_target without the types ${list(finding.missing)}: heads pushed then are never judged, and the required checks never report on them.`,
        `add ${finding.missing.join(", ")} to pull_request_target's types in ${code(finding.file)}.`
      );
    case "calls-actions":
      return bad(
        `${code(finding.file)} runs mergexo's actions directly (${code(finding.uses)}): doctor judges the setup of mergexo's reusable workflow, whose jobs it can read.`,
        `call mergexo-app.yml from the caller workflow (\`npx mergexo init --app\` writes it), or check the job by hand against ${APP_SETUP}.`
      );
    case "called":
      return ok(`the caller uses ${code(finding.uses)}; its inputs' defaults and its tokens' permissions count.`);
    case "called-invalid":
      return bad(
        `${code(finding.uses)} is not a reusable workflow doctor can read (no workflow_call).`,
        "point `uses:` at mergexo's reusable workflow, .github/workflows/mergexo-app.yml at a release."
      );
    case "enforcing":
      return ok("every caller enforces (enforcement: enforce).");
    case "observing":
      return ok(
        `every caller observes (enforcement: observe): mergexo judges and reports, and enforces nothing yet; when the reports look right, set \`enforcement: enforce\` and \`enforced-since\` to the time of the switch in every caller (docs/getting-started.md).`
      );
    case "enforcement-unknown":
      return bad(
        `${code(finding.file)} sets enforcement to ${code(finding.value)}, which is not enforce or observe as written (an expression is judged only when the workflow runs).`,
        `write \`enforcement: enforce\` in ${code(finding.file)}.`
      );
    case "enforcement-differs":
      return bad(
        `the callers disagree on enforcement: ${finding.values.map((v) => `${code(v.file)}: ${code(v.value || "(default)")}`).join(", ")}; an operator's unblock would not judge as the pull request runs do.`,
        "keep the settings block the same in every caller (mergexo.yml and mergexo-operator.yml)."
      );
    case "since-set":
      return ok(`enforced since ${at(finding.at)}: rewrites GitHub recorded before then are not held against anyone.`);
    case "since-unset":
      return ok("enforced-since is not set: every rewrite GitHub recorded counts, however old.");
    case "since-invalid":
      return bad(
        `${code(finding.file)} sets enforced-since to ${code(finding.value)}, which history-guard refuses (an ISO 8601 date and time with a zone is needed): every history-guard run fails.`,
        `set it to the moment of the switch, such as 2026-11-28T09:00:00Z, in ${code(finding.file)}.`
      );
    case "since-future":
      return bad(
        `enforced-since is ${at(finding.at)}, in the future: rewrites until then block nothing.`,
        "set enforced-since to the moment enforcement started."
      );
    case "since-differs":
      return bad(
        `the callers disagree on enforced-since: ${finding.values.map((v) => `${code(v.file)}: ${code(v.value || "(empty)")}`).join(", ")}.`,
        "keep the settings block the same in every caller (mergexo.yml and mergexo-operator.yml)."
      );
    case "requirements-unknown":
      return bad(
        `could not read what ${code(finding.branch)} requires: ${visible(finding.why)}.`,
        `run doctor with a token that may read it (GH_TOKEN or GITHUB_TOKEN): ${finding.needs}.`
      );
    case "required":
      return ok(`${code(finding.check)} is required on ${code(finding.branch)}.`);
    case "not-required":
      return bad(
        `${code(finding.check)} is not required on ${code(finding.branch)}: a pull request it refuses can still merge.`,
        rulesetFix(ctx.repo, finding.check, "require it")
      );
    case "pinned":
      return ok(`${code(finding.check)} counts only from mergexo's App (${finding.appId}).`);
    case "unpinned":
      return bad(
        `${code(finding.check)} is required from any source: a check of that name written by any workflow (GITHUB_TOKEN included) satisfies it, so an agent's own workflow can forge a pass.`,
        rulesetFix(ctx.repo, finding.check, `pin it to the App (integration_id ${finding.appId})`)
      );
    case "pinned-elsewhere":
      return bad(
        `${code(finding.check)} is pinned to the App ${finding.others.join(" and ")}, not mergexo's (${finding.appId}): mergexo's check never satisfies it.`,
        rulesetFix(ctx.repo, finding.check, `pin it to mergexo's App (integration_id ${finding.appId})`)
      );
    case "no-queue":
      return ok(`${code(finding.branch)} requires no merge queue.`);
    case "queue-subscribed":
      return ok(`${code(finding.branch)} requires a merge queue, and mergexo answers merge_group.`);
    case "queue-unsubscribed":
      return bad(
        `${code(finding.branch)} requires a merge queue, but ${list(finding.files)} does not run on merge_group: mergexo's required checks never report on a merge group, and the queue drops every entry.`,
        `add \`merge_group:\` to the \`on:\` of ${list(finding.files)}.`
      );
    case "app":
      return ok(
        `mergexo acts as the App ${visible(finding.app)}${finding.variable ? ` (the repository variable ${finding.variable})` : ""}.`
      );
    case "no-app":
      return bad(
        `${code(finding.file)} runs mergexo as GITHUB_TOKEN, an identity every workflow of the repository shares: a workflow an agent adds can write a passing mergexo check, and no required check can be pinned to mergexo.`,
        `\`npx mergexo init --app\` makes mergexo an App of its own (${APP_SETUP}).`
      );
    case "app-variable-missing":
      return bad(
        `the caller takes the App's id from the repository variable ${code(finding.name)}, which does not exist: every mergexo job fails before it judges.`,
        `\`gh variable set ${shellWord(finding.name)} --repo ${repo} --body <App ID>\`.`
      );
    case "app-id-invalid":
      return bad(
        `the App's id ${finding.variable ? `(variable ${code(finding.variable)}) ` : ""}is ${code(finding.value)}, neither an App's ID nor its Client ID: every mergexo job fails before it judges.`,
        "set it to the App's ID or Client ID, both on the App's settings page."
      );
    case "app-id-expression":
      return bad(
        `the caller passes app-id as ${code(finding.text)}, which doctor cannot resolve.`,
        "pass `app-id: ${{ vars.MERGEXO_APP_ID }}` (a repository variable holding the App's ID)."
      );
    case "installed":
      return ok(
        `the App ${code(finding.slug)} (${finding.appId}) is installed on ${repo}${finding.selected ? " (selected repositories)" : ""}.`
      );
    case "not-installed":
      return bad(
        `the App ${visible(finding.app)} is not installed on ${repo} (as far as this token's person can see): no job can mint its token, and every mergexo job fails.`,
        "install it on this repository (the App's page, Install App, Only select repositories)."
      );
    case "installation-excludes":
      return bad(
        `the App ${code(finding.slug)} is installed, but not on ${repo}: every mergexo job fails to mint its token.`,
        `add ${repo} to the installation's repositories (its settings, Repository access).`
      );
    case "installation-selection-unknown":
      return bad(
        `the App ${code(finding.slug)} is installed on selected repositories, and GitHub would not list them for this token, so doctor cannot tell whether ${repo} is one.`,
        "check the installation's Repository access, or run doctor with a token that may list them."
      );
    case "installation-suspended":
      return bad(
        `the installation of the App ${code(finding.slug)} is suspended: every mergexo job fails to mint its token.`,
        "unsuspend it (the installation's settings)."
      );
    case "permissions-granted":
      return ok(
        `the installation grants what mergexo's jobs ask for: ${Object.entries(finding.needed).map(([n, l]) => `${n}: ${l}`).join(", ")}.`
      );
    case "permissions-missing":
      return bad(
        `the installation of the App ${code(finding.slug)} lacks ${finding.missing.map(
          (m) => `${m.name}: ${m.needed}${m.granted ? ` (it has ${m.granted})` : ""}${m.when ? ` (asked when ${visible(m.when)})` : ""}`
        ).join(", ")}: the jobs that ask for it fail to mint their token.`,
        "grant it in the App's settings (Permissions and events), then accept the new permissions on the installation (its settings page asks for the review)."
      );
    case "no-environment":
      return bad(
        `${code(finding.file)} passes no environment: no job has the App's key.`,
        `pass \`environment: mergexo\` (the environment holding ${"MERGEXO_APP_PRIVATE_KEY"}), as ${APP_SETUP} shows.`
      );
    case "environment-limited":
      return ok(
        `the environment ${code(finding.env)} gives its key only to runs on ${code(finding.branch)}${finding.queue ? " and the merge queue" : ""}.`
      );
    case "environment-missing":
      return bad(
        `the environment ${code(finding.env)} does not exist: GitHub creates it, open to every branch, on the first run that names it.`,
        `create it limited to the default branch: \`npx mergexo init --app\`, or ${APP_SETUP}.`
      );
    case "environment-open":
      return bad(
        `the environment ${code(finding.env)} is open to every branch: a workflow an agent adds on any branch gets the App's key and can act as mergexo.`,
        `Settings, Environments, ${code(finding.env)}, Deployment branches and tags: Selected branches, with the default branch only.`
      );
    case "environment-protected-branches":
      return bad(
        `the environment ${code(finding.env)} is open to every protected branch, not only ${code(finding.branch)}.`,
        `limit its deployment branches to ${code(finding.branch)} (Selected branches and tags).`
      );
    case "environment-other-branches":
      return bad(
        `the environment ${code(finding.env)} also gives its key to ${list(finding.patterns)}: a workflow on those branches can act as mergexo.`,
        `remove ${list(finding.patterns)} from its deployment branches and tags.`
      );
    case "environment-without-default":
      return bad(
        `the environment ${code(finding.env)} does not allow ${code(finding.branch)}: mergexo's runs never get the key.`,
        `add ${code(finding.branch)} to its deployment branches.`
      );
    case "environment-without-queue":
      return bad(
        `a merge queue is required, but the environment ${code(finding.env)} does not allow ${code(finding.pattern)}: mergexo's merge_group runs never get the key.`,
        `add the branch pattern ${code(finding.pattern)} to its deployment branches.`
      );
    case "secret-present":
      return ok(`the environment ${code(finding.env)} holds the secret ${finding.name}.`);
    case "secret-missing":
      return bad(
        `the environment ${code(finding.env)} has no secret ${finding.name}: no job can mint the App's token.`,
        `\`gh secret set ${finding.name} --repo ${repo} --env ${shellWord(finding.env)} < <private-key.pem>\`, then delete the downloaded key file.`
      );
    case "no-repository-secret":
      return ok(`the key is no repository secret (${finding.name}): only the environment's runs can read it.`);
    case "repository-secret":
      return bad(
        `the repository has a secret ${finding.name}: every workflow of the repository can read it and act as mergexo.`,
        `\`gh secret delete ${finding.name} --repo ${repo}\` (keep the key in the environment only).`
      );
    case "label":
      return ok(`the label ${code(finding.name)} exists.`);
    case "label-missing":
      return bad(
        `the label ${code(finding.name)} does not exist: the run that first adds it must create it, which GitHub refuses to a token without issues: write.`,
        `\`gh label create ${shellWord(finding.name)} --repo ${repo}\` (or \`npx mergexo init --app\`).`
      );
    case "token-read":
      return ok("GITHUB_TOKEN's default permissions are read-only, and it may not approve pull requests.");
    case "token-too-broad":
      return bad(
        [
          finding.writes ? "GITHUB_TOKEN's default permissions are read and write" : "",
          finding.approves ? "GitHub Actions may approve pull requests" : ""
        ].filter(Boolean).join(", and ") + ": a workflow an agent adds gets more than it declares.",
        `Settings, Actions, General, Workflow permissions: read repository contents, no approvals; or \`gh api -X PUT repos/${repo}/actions/permissions/workflow -f default_workflow_permissions=read -F can_approve_pull_request_reviews=false\`.`
      );
  }
}
function reportJson(checks, ctx) {
  return JSON.stringify({ checks: checks.map((c) => ({ id: c.id, ok: c.ok, ...said(c.finding, ctx) })) }, null, 2);
}
function report2(checks, ctx) {
  const lines = [`mergexo doctor: ${ctx.repo.owner}/${ctx.repo.repo}, branch ${visible(ctx.branch)}`];
  for (const check2 of checks) {
    const words = said(check2.finding, ctx);
    lines.push(logLine(`${check2.ok ? "  ok    " : "  FAIL  "}${visible(check2.id)}: ${words.message}`));
    if (!check2.ok && words.fix) lines.push(logLine(`        fix: ${words.fix}`));
  }
  const failing = checks.filter((c) => !c.ok).length;
  lines.push(
    failing === 0 ? `${plural(checks.length, "check")}: all hold.` : `${plural(checks.length, "check")}: ${failing} to fix.`
  );
  return lines.join("\n");
}

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

// src/cli/doctor/callers.ts
var import_yaml = __toESM(require_dist(), 1);
var REUSABLE = /^(\.github\/workflows\/(mergexo(-app)?\.ya?ml))$/;
var REMOTE = /^([A-Za-z0-9_.-]+)\/([A-Za-z0-9_.-]+)\/(\.github\/workflows\/[^@]+)@(.+)$/;
var LOCAL = /^\.\/(\.github\/workflows\/.+)$/;
var ACTION = /^[A-Za-z0-9_.-]+\/(mergexo|[A-Za-z0-9_.-]+\/(history-guard|write-root-gate|ci-wait|rebase-notify))@\S+$/;
var DEFAULT_PR_TYPES = ["opened", "synchronize", "reopened"];
function text(value) {
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  if (value === null) return "";
  return void 0;
}
function textMap(value) {
  const out = {};
  if (typeof value !== "object" || value === null || Array.isArray(value)) return out;
  for (const [k, v] of Object.entries(value)) {
    const t = text(v);
    if (t !== void 0) out[k] = t;
  }
  return out;
}
function typesOf(config) {
  const types = config?.types;
  if (typeof types === "string") return [types];
  if (Array.isArray(types)) return types.filter((t) => typeof t === "string");
  return DEFAULT_PR_TYPES;
}
function triggersOf(on2) {
  let entries;
  if (typeof on2 === "string") entries = [[on2, null]];
  else if (Array.isArray(on2)) entries = on2.filter((e) => typeof e === "string").map((e) => [e, null]);
  else if (typeof on2 === "object" && on2 !== null) entries = Object.entries(on2);
  else entries = [];
  const triggers = { events: entries.map(([name]) => name) };
  for (const [name, config] of entries) {
    if (name === "pull_request_target") triggers.pullRequestTarget = typesOf(config);
    if (name === "pull_request") triggers.pullRequest = typesOf(config);
  }
  return triggers;
}
function reusableCall(uses) {
  const remote = REMOTE.exec(uses.trim());
  const local = LOCAL.exec(uses.trim());
  const path2 = remote?.[3] ?? local?.[1];
  const match = path2 === void 0 ? null : REUSABLE.exec(path2);
  if (!match) return void 0;
  const kind = match[3] ? "app" : "token";
  const from = remote ? { owner: remote[1], repo: remote[2] } : "this";
  return { kind, uses: uses.trim(), from, path: match[1], ref: remote?.[4] };
}
function jobsOf(file, doc, triggers) {
  const jobs = doc.jobs;
  if (typeof jobs !== "object" || jobs === null) return [];
  const found = [];
  for (const [job, value] of Object.entries(jobs)) {
    if (typeof value !== "object" || value === null) continue;
    const spec = value;
    if (typeof spec.uses === "string") {
      const calls = reusableCall(spec.uses);
      if (calls) found.push({ file, job, triggers, calls, with: textMap(spec.with) });
      continue;
    }
    if (!Array.isArray(spec.steps)) continue;
    for (const step of spec.steps) {
      if (typeof step?.uses !== "string" || !ACTION.test(step.uses.trim())) continue;
      found.push({ file, job, triggers, calls: { kind: "actions", uses: step.uses.trim() }, with: textMap(step.with) });
      break;
    }
  }
  return found;
}
function callersIn(file, source) {
  const doc = (0, import_yaml.parseDocument)(source, { prettyErrors: false });
  if (doc.errors.length > 0) return { file, said: githubWords(doc.errors[0]?.message ?? "invalid YAML") };
  const value = doc.toJS({ maxAliasCount: 100 });
  if (typeof value !== "object" || value === null) return [];
  const root = value;
  return jobsOf(file, root, triggersOf(root.on));
}
var LEVELS = { read: 1, write: 2 };
var CONDITIONAL = /^\$\{\{\s*(.+?)\s*&&\s*'(read|write)'\s*\|\|\s*''\s*\}\}$/s;
function mintOf(value) {
  if (value === "read" || value === "write") return { level: value };
  const m = typeof value === "string" ? CONDITIONAL.exec(value.trim()) : null;
  return m ? { level: m[2], when: m[1] } : void 0;
}
function merged(a, b) {
  if (!a) return b;
  const level = (LEVELS[b.level] ?? 0) > (LEVELS[a.level] ?? 0) ? b.level : a.level;
  return a.when !== void 0 && a.when === b.when ? { level, when: a.when } : { level };
}
function calledWorkflow(source) {
  const doc = (0, import_yaml.parseDocument)(source, { prettyErrors: false });
  if (doc.errors.length > 0) return void 0;
  const call = doc.getIn(["on", "workflow_call"]);
  if (!(0, import_yaml.isMap)(call)) return void 0;
  const defaults = {};
  const inputs = call.get("inputs");
  if ((0, import_yaml.isMap)(inputs)) {
    for (const pair of inputs.items) {
      const name = (0, import_yaml.isScalar)(pair.key) ? String(pair.key.value) : void 0;
      const spec = pair.value;
      if (name === void 0 || !(0, import_yaml.isMap)(spec)) continue;
      const value = text(spec.toJSON().default);
      if (value !== void 0) defaults[name] = value;
    }
  }
  const mints = {};
  const jobs = doc.get("jobs");
  if ((0, import_yaml.isMap)(jobs)) {
    for (const pair of jobs.items) {
      const steps = (0, import_yaml.isMap)(pair.value) ? pair.value.get("steps") : void 0;
      if (!(0, import_yaml.isSeq)(steps)) continue;
      for (const step of steps.toJSON()) {
        if (typeof step?.uses !== "string" || !/^actions\/create-github-app-token@/.test(step.uses)) continue;
        for (const [key, value] of Object.entries(step.with ?? {})) {
          const name = /^permission-(.+)$/.exec(key)?.[1];
          const mint = name === void 0 ? void 0 : mintOf(value);
          if (name === void 0 || mint === void 0) continue;
          const api = name.replace(/-/g, "_");
          mints[api] = merged(mints[api], mint);
        }
      }
    }
  }
  return { defaults, mints };
}

// src/cli/doctor/read.ts
var WORKFLOWS = ".github/workflows";
var named = (p) => `${p.charAt(0).toUpperCase()}${p.slice(1)}`.replace(/^([^:]*?)-/, "$1 ");
var needs = (method) => named(SETUP_ROUTES[method].permission);
async function attempt(need, fn) {
  try {
    return { kind: "read", value: await fn() };
  } catch (e) {
    const status = httpStatus(e);
    if (status !== 403 && status !== 404) throw e;
    return { kind: "unreadable", status, needs: need, said: githubWords(answerMessage(e).split("\n")[0] ?? "") };
  }
}
async function readCallers(setup, repo, branch) {
  return attempt(needs("directory"), async () => {
    const listed = await setup.directory(repo, WORKFLOWS, branch);
    const files = listed === "absent" ? [] : listed.filter((e) => e.type === "file" && /\.ya?ml$/.test(e.name));
    const jobs = [];
    const broken = [];
    for (const file of files.sort((a, b) => a.path.localeCompare(b.path))) {
      const source = await setup.file(repo, file.path, branch);
      if (source === void 0) continue;
      const found = callersIn(file.path, source);
      if (Array.isArray(found)) jobs.push(...found);
      else broken.push(found);
    }
    return { jobs, broken };
  });
}
async function readCalled(setup, repo, branch, main2) {
  const calls = main2.calls;
  if (calls.kind === "actions") return void 0;
  const from = calls.from === "this" ? repo : calls.from;
  const ref = calls.from === "this" ? branch : calls.ref ?? branch;
  const need = `${needs("file")} on ${from.owner}/${from.repo}`;
  const text2 = await attempt(need, () => setup.file(from, calls.path, ref));
  if (text2.kind === "unreadable") return text2;
  if (text2.value === void 0) {
    return { kind: "unreadable", status: 404, needs: need, said: githubWords(`no ${calls.path} at ${ref}`) };
  }
  return { kind: "read", value: calledWorkflow(text2.value) ?? "invalid" };
}
async function readRequirements(github, repo, branch) {
  const read = await readRequiredChecks(github, repo, branch);
  if (!read.known) return { kind: "unknown", why: read.why, needs: "Metadata: read and Contents: read" };
  return { kind: "read", checks: read.checks, mergeQueue: read.mergeQueue === true };
}
var VARIABLE = /^\$\{\{\s*vars\.([A-Za-z_][A-Za-z0-9_]*)\s*\}\}$/;
async function readAppId(setup, repo, raw) {
  const value = raw.trim();
  if (value === "") return { kind: "empty" };
  if (!value.includes("${{")) return { kind: "literal", value };
  const name = VARIABLE.exec(value)?.[1];
  if (name === void 0) return { kind: "expression", text: value };
  return { kind: "variable", name, value: await attempt(needs("variable"), () => setup.variable(repo, name)) };
}
async function readInstallation(setup, repo, ownerIsOrganization, app) {
  let listed = await attempt(needs("userInstallations"), () => setup.userInstallations());
  if (listed.kind === "unreadable" && ownerIsOrganization) {
    const org = await attempt(needs("organizationInstallations"), () => setup.organizationInstallations(repo.owner));
    if (org.kind === "read") listed = org;
  }
  if (listed.kind === "unreadable") return listed;
  const row = listed.value.find((i) => "id" in app ? i.appId === app.id : i.clientId === app.clientId);
  if (!row) return { kind: "read", value: "absent" };
  let repositories = "all";
  if (row.repositorySelection === "selected") {
    const names = await attempt(needs("installationRepositories"), () => setup.installationRepositories(row.id));
    const full = `${repo.owner}/${repo.repo}`.toLowerCase();
    repositories = {
      selected: true,
      includes: names.kind === "unreadable" ? "unknown" : names.value.some((n) => n.toLowerCase() === full)
    };
  }
  const granted = Object.entries(row.permissions).filter(([, l]) => l === "read" || l === "write");
  return {
    kind: "read",
    value: {
      id: row.id,
      appId: row.appId,
      appSlug: row.appSlug,
      permissions: Object.fromEntries(granted),
      suspended: row.suspended,
      repositories
    }
  };
}
async function readEnvironment(setup, repo, env) {
  const found = await attempt(needs("environment"), () => setup.environment(repo, env));
  if (found.kind === "read" && found.value === "absent") return { environment: { kind: "read", value: "absent" } };
  const secret = await attempt(needs("environmentSecret"), () => setup.hasEnvironmentSecret(repo, env, KEY_SECRET));
  if (found.kind === "unreadable") return { environment: found, environmentSecret: secret };
  if (found.value === "absent") return { environment: { kind: "read", value: "absent" } };
  const policy = found.value.branchPolicy;
  const branchPolicy = policy ? { protectedBranches: policy.protected_branches, customBranchPolicies: policy.custom_branch_policies } : null;
  const patterns = policy?.custom_branch_policies ? await attempt(
    needs("branchPolicies"),
    async () => (await setup.branchPolicies(repo, env)).map((p) => ({ name: p.name, type: p.type }))
  ) : void 0;
  return {
    environment: { kind: "read", value: { name: env, branchPolicy, ...patterns ? { patterns } : {} } },
    environmentSecret: secret
  };
}
async function readDoctorFacts(ports, repo, options) {
  const { setup, github } = ports;
  const { defaultBranch, ownerIsOrganization } = await setup.repository(repo);
  const branch = options.branch ?? defaultBranch;
  if (options.branch !== void 0 && (await attempt("", () => github.refTarget(repo, `heads/${branch}`))).kind !== "read") {
    throw new ConfigurationError(noSuchBranch(repo, branch));
  }
  const callers = await readCallers(setup, repo, defaultBranch);
  const facts = {
    repo,
    branch,
    defaultBranch,
    now: options.now,
    callers,
    requirements: await readRequirements(github, repo, branch),
    labels: await attempt(named(METHOD_ROUTES.listRepoLabels.permission), () => setup.listRepoLabels(repo)),
    workflowPermissions: await attempt(needs("workflowPermissions"), () => setup.workflowPermissions(repo))
  };
  const main2 = callers.kind === "read" ? mainCaller(callers.value.jobs) : void 0;
  if (!main2) return facts;
  const called = await readCalled(setup, repo, defaultBranch, main2);
  if (called === void 0) return facts;
  facts.called = called;
  if (main2.calls.kind !== "app" || called.kind !== "read" || called.value === "invalid") return facts;
  const settings = settingsOf(main2, called.value);
  const appId = await readAppId(setup, repo, settings["app-id"] ?? "");
  facts.appId = appId;
  const raw = appId.kind === "literal" ? appId.value : appId.kind === "variable" && appId.value.kind === "read" ? appId.value.value : void 0;
  const app = raw === void 0 ? void 0 : appRefOf(raw);
  if (app) facts.installation = await readInstallation(setup, repo, ownerIsOrganization, app);
  const env = (settings.environment ?? "").trim();
  if (env !== "") Object.assign(facts, await readEnvironment(setup, repo, env));
  facts.repositorySecret = await attempt(needs("repositorySecret"), () => setup.hasRepositorySecret(repo, KEY_SECRET));
  return facts;
}

// src/cli/doctor/run.ts
async function runDoctor(repo, options, io) {
  const token = io.env.GH_TOKEN?.trim() || io.env.GITHUB_TOKEN?.trim();
  if (!token) throw new ConfigurationError(NO_TOKEN2);
  const { createGitHubClient } = await import("./chunk-BHDJ4NIU.js");
  const { octokitGitHub } = await import("./chunk-HGVR3TIW.js");
  const { octokitSetup } = await import("./chunk-J7CSDYRL.js");
  const client = createGitHubClient({
    token,
    apiUrl: (io.env.GITHUB_API_URL || "https://api.github.com").replace(/\/+$/, ""),
    userAgent: "mergexo/cli",
    timeScale: timeScaleFromEnv(io.env),
    retries: 2
  });
  const ports = { github: octokitGitHub(client), setup: octokitSetup(client) };
  let facts;
  try {
    facts = await readDoctorFacts(ports, repo, { ...options, now: Date.now() });
  } catch (e) {
    const status = httpStatus(e);
    if (status === 404 || status === 403) throw new ConfigurationError(repositoryUnreadable(repo, status));
    throw e;
  }
  const checks = decideDoctor(facts);
  io.out(options.json ? reportJson(checks, { repo }) : report2(checks, { repo, branch: facts.branch }));
  return exitCodeOf(checks);
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

// src/cli/init-source.ts
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
var OWNER_NAME = /^([A-Za-z0-9][A-Za-z0-9-]*)\/([A-Za-z0-9._-]+?)(?:\.git)?\/?$/;
function ownPackageRoot(from = path.dirname(fileURLToPath(import.meta.url))) {
  let dir = from;
  for (let i = 0; i < 4; i++) {
    const manifest = readJson(path.join(dir, "package.json"));
    if (manifest?.name === "mergexo") return dir;
    const up = path.dirname(dir);
    if (up === dir) break;
    dir = up;
  }
  return void 0;
}
function readJson(file) {
  if (!existsSync(file)) return void 0;
  try {
    const value = JSON.parse(readFileSync(file, "utf8"));
    return value !== null && typeof value === "object" ? value : void 0;
  } catch {
    return void 0;
  }
}
var str = (v) => typeof v === "string" && v.trim() !== "" ? v.trim() : void 0;
function repositoryOfUrl(raw, hosts) {
  const spec = raw.trim().replace(/#.*$/, "");
  const shorthand = /^(?:github:)?([A-Za-z0-9][A-Za-z0-9-]*\/[A-Za-z0-9._-]+)$/.exec(spec);
  if (shorthand && (spec.startsWith("github:") || !spec.includes(":"))) {
    return hosts.includes("github.com") ? shorthand[1]?.replace(/\.git$/, "") : void 0;
  }
  let url;
  try {
    url = new URL(spec.replace(/^git\+/, "").replace(/^([^/@:]+@[^/:]+):(?!\/)/, "ssh://$1/"));
  } catch {
    return void 0;
  }
  if (!["https:", "http:", "ssh:", "git:"].includes(url.protocol)) return void 0;
  if (!hosts.includes(url.hostname.toLowerCase())) return void 0;
  const m = OWNER_NAME.exec(decodeURIComponent(url.pathname).replace(/^\/+/, ""));
  return m ? `${m[1]}/${m[2]}` : void 0;
}
function githubHosts(env) {
  const hosts = ["github.com"];
  const server = str(env.GITHUB_SERVER_URL);
  if (server) {
    try {
      hosts.push(new URL(server).hostname.toLowerCase());
    } catch {
    }
  }
  return hosts;
}
function lockEntry(root) {
  let project = path.dirname(root);
  while (true) {
    const key = path.relative(project, root).split(path.sep).join("/");
    if (key.startsWith("node_modules/")) {
      for (const file of [
        path.join(project, "node_modules", ".package-lock.json"),
        path.join(project, "package-lock.json"),
        path.join(project, "npm-shrinkwrap.json")
      ]) {
        const packages = readJson(file)?.packages;
        const entry = packages && typeof packages === "object" ? packages[key] : void 0;
        if (entry && typeof entry === "object") return { file, entry, project };
      }
    }
    const up = path.dirname(project);
    if (up === project) return void 0;
    project = up;
  }
}
function askedRef(project, name) {
  const manifest = readJson(path.join(project, "package.json"));
  for (const field of ["devDependencies", "dependencies", "optionalDependencies"]) {
    const deps = manifest?.[field];
    const spec = deps && typeof deps === "object" ? str(deps[name]) : void 0;
    const ref = spec?.includes("#") ? spec.slice(spec.indexOf("#") + 1) : void 0;
    if (ref && !ref.startsWith("semver:") && /^[A-Za-z0-9._/-]+$/.test(ref)) return ref;
  }
  return void 0;
}
function installedSource(root, env) {
  if (root === void 0) return { unknown: "this copy of mergexo has no package.json of its own" };
  const manifest = readJson(path.join(root, "package.json")) ?? {};
  const hosts = githubHosts(env);
  const declared = repositoryOfDeclared(manifest.repository, hosts);
  const found = lockEntry(root);
  if (!found) {
    return { unknown: `it runs from ${root}, which npm did not install`, ...declared ? { hint: declared } : {} };
  }
  const resolved = str(found.entry.resolved);
  const lockName = path.relative(found.project, found.file);
  if (resolved === void 0 || found.entry.link === true || resolved.startsWith("file:")) {
    return {
      unknown: `npm installed it from ${resolved ?? "a folder"} (${lockName}), which names no repository`,
      ...declared ? { hint: declared } : {}
    };
  }
  const sha = new RegExp(`#(${SHA_SOURCE})$`).exec(resolved)?.[1];
  const fromGit = repositoryOfUrl(resolved, hosts);
  if (fromGit && sha) {
    const asked2 = askedRef(found.project, str(manifest.name) ?? "mergexo");
    const ref = asked2 && !isSha(asked2) ? asked2 : sha;
    return { source: { repository: fromGit, ref, sha, from: `${lockName}: ${resolved}` } };
  }
  const version = str(manifest.version);
  if (/^https?:\/\/.+\.tgz$/.test(resolved) && declared && version) {
    const gitHead = str(manifest.gitHead);
    return {
      source: {
        repository: declared,
        ref: `v${version}`,
        ...isSha(gitHead) ? { sha: gitHead } : {},
        from: `package.json (repository ${declared}, version ${version})`
      }
    };
  }
  return {
    unknown: `npm installed it from ${resolved} (${lockName}), which is not a repository on ${hosts.join(" or ")}`,
    ...declared ? { hint: declared } : {}
  };
}
function repositoryOfDeclared(value, hosts) {
  const url = typeof value === "string" ? value : value && typeof value === "object" ? value.url : void 0;
  return typeof url === "string" ? repositoryOfUrl(url, hosts) : void 0;
}
async function resolveRef(repository, ref, env) {
  if (isSha(ref)) return ref;
  const server = (str(env.GITHUB_SERVER_URL) ?? "https://github.com").replace(/\/+$/, "");
  const url = `${server}/${repository}.git`;
  const r = await git(["ls-remote", "--tags", "--heads", url, ref, `${ref}^{}`], {
    okCodes: [0, 1, 2, 128],
    setup: "user",
    env: { GIT_TERMINAL_PROMPT: "0" }
  }).catch((e) => ({ code: 128, stdout: "", stderr: e instanceof Error ? e.message : String(e) }));
  if (r.code !== 0) throw new ConfigurationError(pinUnreachable(url, ref, r.stderr.trim().split("\n")[0] ?? ""));
  const refs = /* @__PURE__ */ new Map();
  for (const line of r.stdout.split("\n")) {
    const [sha2, name] = line.trim().split(/\s+/);
    if (sha2 && name) refs.set(name, sha2);
  }
  const tag = refs.get(`refs/tags/${ref}^{}`) ?? refs.get(`refs/tags/${ref}`);
  const branch = refs.get(`refs/heads/${ref}`);
  if (tag && branch && tag !== branch) throw new ConfigurationError(pinAmbiguous(repository, ref));
  const sha = tag ?? branch;
  if (!sha) throw new ConfigurationError(pinUnknownRef(repository, ref));
  return sha;
}
async function whichMergexo(options, env, root = ownPackageRoot()) {
  let repository;
  let ref;
  let comment;
  let sha;
  let from;
  if (options.uses !== void 0) {
    ({ repository, ref, comment } = parseUses(options.uses));
    if (repository.split("/")[0] === "OWNER") throw new ConfigurationError(USES_PLACEHOLDER);
    from = "--uses";
  } else {
    const found = installedSource(root, env);
    if ("unknown" in found) throw new ConfigurationError(usesUnknown(found.unknown, found.hint));
    ({ repository, ref, sha, from } = found.source);
  }
  if (!options.pin) return { uses: `${repository}@${ref}${comment ? ` # ${comment}` : ""}`, from };
  sha ??= await resolveRef(repository, ref, env);
  const tag = ref === sha ? comment : ref;
  return { uses: `${repository}@${sha}${tag ? ` # ${tag}` : ""}`, from };
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
  pin: { type: "boolean", default: false },
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
  if (values.repo !== void 0 || checkout === void 0) {
    const repo2 = repoFromFlag(values.repo ?? "");
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
  const { createGitHubClient } = await import("./chunk-BHDJ4NIU.js");
  const { octokitGitHub } = await import("./chunk-HGVR3TIW.js");
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
async function initAppCommand(values, io, mergexo) {
  const wait = values["wait-minutes"] ?? "15";
  if (!/^[1-9][0-9]{0,3}$/.test(wait))
    throw new UsageError(`--wait-minutes must be a number of minutes, got '${wait}'`);
  const { initApp } = await import("./chunk-ZQIJYTU3.js");
  return initApp(
    {
      repo: values.repo,
      org: values.org,
      environment: values.environment ?? "mergexo",
      waitMinutes: Number(wait),
      force: values.force ?? false,
      maintainers: values.maintainer ?? [],
      uses: mergexo.uses
    },
    io
  );
}
function failure2(e) {
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
    if (argv[0] === "lint") return await (await import("./chunk-FUIY2HZ2.js")).lintCommand(argv.slice(1), io);
    if (argv[0] === "replay") return await (await import("./chunk-YY2CUEO4.js")).replayCommand(argv.slice(1), io);
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
    if (command === "init") {
      await topLevel(io.cwd);
      const mergexo = await whichMergexo({ ...values.uses ? { uses: values.uses } : {}, pin: !!values.pin }, io.env);
      if (values.app) return await initAppCommand(values, io, mergexo);
      const result2 = await init(io.cwd, {
        force: values.force ?? false,
        maintainers: values.maintainer ?? [],
        uses: mergexo.uses
      });
      io.out(initReport(result2, mergexo, /* @__PURE__ */ new Date()));
      return 0;
    }
    if (command === "doctor") {
      const checkout = values.repo === void 0 ? await Checkout.open(io.cwd, values.remote ?? "origin").catch(() => {
        throw new UsageError("not inside a git checkout to tell the repository from: pass --repo OWNER/NAME");
      }) : void 0;
      const repo = await repositoryOf(checkout, values);
      return await runDoctor(repo, { ...values.branch ? { branch: values.branch } : {}, json }, io);
    }
    if (command !== "check") throw new UsageError(`unknown command '${command}'`);
    const result = await runCheck(values, io);
    const code2 = result.verdict === "pass" ? 0 : 1;
    if (json) io.out(JSON.stringify({ ...result, exitCode: code2 }, null, 2));
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
    return code2;
  } catch (e) {
    const { code: code2, message } = failure2(e);
    if (json)
      io.out(JSON.stringify({ verdict: "error", exitCode: code2, error: message.replace(/^mergexo: /, "") }, null, 2));
    io.err(message);
    return code2;
  }
}
process.exitCode = await main(process.argv.slice(2), {
  cwd: process.cwd(),
  env: process.env,
  out: (line) => process.stdout.write(`${line}
`),
  err: (line) => process.stderr.write(`${line}
`),
  errRaw: (text2) => process.stderr.write(text2),
  errIsTTY: process.stderr.isTTY
});
export {
  DEFAULT_MERGEXO_LOGIN,
  main
};
