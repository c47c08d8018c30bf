import { createRequire as __mergexoCreateRequire } from 'node:module';
const require = __mergexoCreateRequire(import.meta.url);
import {
  MAGIC_CHARS,
  git,
  initGitUnavailable,
  initNotInClone,
  initWouldOverwrite,
  minimatch,
  parseLeaseConfig,
  require_dist
} from "./chunk-Y2DZGZFP.js";
import {
  ConfigurationError,
  errorMessage
} from "./chunk-3O5FDUM7.js";
import {
  __toESM
} from "./chunk-42UX2N3C.js";

// src/cli/init-bots.ts
var import_yaml = __toESM(require_dist(), 1);
var DEPENDABOT_FILES = [".github/dependabot.yml", ".github/dependabot.yaml"];
var RENOVATE_FILES = [
  "renovate.json",
  "renovate.json5",
  ".github/renovate.json",
  ".github/renovate.json5",
  ".gitlab/renovate.json",
  ".gitlab/renovate.json5",
  ".renovaterc",
  ".renovaterc.json",
  ".renovaterc.json5"
];
var ECOSYSTEM_FILES = {
  npm: ["package.json", "package-lock.json", "npm-shrinkwrap.json", "yarn.lock", "pnpm-lock.yaml", "bun.lock"],
  bun: ["package.json", "bun.lock", "bun.lockb"],
  pip: [
    "requirements*.txt",
    "requirements*.in",
    "Pipfile",
    "Pipfile.lock",
    "pyproject.toml",
    "poetry.lock",
    "setup.py",
    "setup.cfg",
    "pdm.lock"
  ],
  uv: ["pyproject.toml", "uv.lock"],
  bundler: ["Gemfile", "Gemfile.lock", "gems.rb", "gems.locked", "*.gemspec"],
  cargo: ["Cargo.toml", "Cargo.lock"],
  gomod: ["go.mod", "go.sum", "go.work", "go.work.sum"],
  maven: ["pom.xml"],
  gradle: [
    "build.gradle",
    "build.gradle.kts",
    "settings.gradle",
    "settings.gradle.kts",
    "gradle.lockfile",
    "gradle/libs.versions.toml",
    "gradle/wrapper/gradle-wrapper.properties"
  ],
  composer: ["composer.json", "composer.lock"],
  nuget: [
    "*.csproj",
    "*.fsproj",
    "*.vbproj",
    "packages.config",
    "packages.lock.json",
    "Directory.Packages.props",
    "Directory.Build.props",
    "global.json"
  ],
  "dotnet-sdk": ["global.json"],
  docker: ["Dockerfile", "Dockerfile.*", "*.Dockerfile", "Containerfile"],
  "docker-compose": ["docker-compose.yml", "docker-compose.yaml", "compose.yml", "compose.yaml"],
  terraform: ["*.tf", ".terraform.lock.hcl"],
  mix: ["mix.exs", "mix.lock"],
  pub: ["pubspec.yaml", "pubspec.lock"],
  swift: ["Package.swift", "Package.resolved"],
  elm: ["elm.json"],
  helm: ["Chart.yaml", "Chart.lock"],
  devcontainers: [".devcontainer.json", ".devcontainer/devcontainer.json"],
  "github-actions": ["action.yml", "action.yaml"]
};
var WORKFLOWS = ".github/workflows";
function filesIn(files, dir, names) {
  const prefix = dir === "" ? "" : `${dir}/`;
  return files.filter((f) => f.path.startsWith(prefix)).map((f) => f.path).filter((p) => names.some((n) => minimatch(p.slice(prefix.length), n, { dot: true }))).sort();
}
var normalizeDir = (d) => d.replace(/^\.?\/+/, "").replace(/\/+$/, "");
function directoriesMatching(files, glob) {
  const dirs = new Set(files.map((f) => f.path.split("/").slice(0, -1).join("/")));
  dirs.add("");
  return [...dirs].filter((d) => minimatch(d, normalizeDir(glob), { dot: true })).sort();
}
function ecosystemRoots(files, ecosystem, dir) {
  if (ecosystem === "gitsubmodule") {
    return files.filter((f) => f.mode === "160000").map((f) => f.path);
  }
  const names = ECOSYSTEM_FILES[ecosystem];
  if (!names) return [];
  const found = filesIn(files, dir, names);
  if (ecosystem === "github-actions") {
    const workflows = dir === "" ? WORKFLOWS : `${dir}/${WORKFLOWS}`;
    if (files.some((f) => f.path.startsWith(`${workflows}/`))) return [workflows, ...found];
  }
  return found;
}
var stringList = (v) => Array.isArray(v) ? v.filter((x) => typeof x === "string") : typeof v === "string" ? [v] : [];
function dependabot(files, read) {
  const configFile = DEPENDABOT_FILES.find((f) => files.some((t) => t.path === f));
  const body = configFile ? read(configFile) : void 0;
  if (!configFile || body === void 0) return void 0;
  let config;
  try {
    config = (0, import_yaml.parse)(body);
  } catch {
    return void 0;
  }
  const updates = config?.updates;
  const bot = {
    name: "dependabot",
    login: "dependabot[bot]",
    configFile,
    sampleBranch: "dependabot/npm_and_yarn/left-pad-1.3.0",
    labels: [],
    ecosystems: []
  };
  const labels = /* @__PURE__ */ new Set();
  for (const update of Array.isArray(updates) ? updates : []) {
    const ecosystem = typeof update["package-ecosystem"] === "string" ? update["package-ecosystem"] : void 0;
    if (!ecosystem) continue;
    for (const l of "labels" in update ? stringList(update.labels) : ["dependencies"]) labels.add(l);
    const dirs = [
      ...stringList(update.directory).map(normalizeDir),
      ...stringList(update.directories).flatMap((g) => directoriesMatching(files, g))
    ];
    for (const directory of [...new Set(dirs)]) {
      bot.ecosystems.push({ ecosystem, directory, roots: ecosystemRoots(files, ecosystem, directory) });
    }
  }
  bot.labels = [...labels];
  return bot;
}
function renovate(files, read) {
  let configFile = RENOVATE_FILES.find((f) => files.some((t) => t.path === f));
  let config = {};
  if (configFile) {
    try {
      config = JSON.parse(read(configFile) ?? "{}");
    } catch {
      config = {};
    }
  } else if (files.some((f) => f.path === "package.json")) {
    try {
      const manifest = JSON.parse(read("package.json") ?? "{}");
      if (manifest.renovate && typeof manifest.renovate === "object") {
        configFile = "package.json";
        config = manifest.renovate;
      }
    } catch {
      return void 0;
    }
  }
  if (!configFile) return void 0;
  const prefix = typeof config.branchPrefix === "string" ? config.branchPrefix : "renovate/";
  const ecosystems = [];
  const dirs = [...new Set(files.map((f) => f.path.split("/").slice(0, -1).join("/")))].sort();
  for (const ecosystem of Object.keys(ECOSYSTEM_FILES)) {
    if (ecosystem === "bun" || ecosystem === "uv" || ecosystem === "dotnet-sdk") continue;
    const roots = ecosystem === "github-actions" ? ecosystemRoots(files, ecosystem, "") : [...new Set(dirs.flatMap((d) => ecosystemRoots(files, ecosystem, d)))].sort();
    if (roots.length > 0) ecosystems.push({ ecosystem, directory: "", roots });
  }
  return {
    name: "renovate",
    login: "renovate[bot]",
    configFile,
    sampleBranch: `${prefix}left-pad-1.x`,
    labels: stringList(config.labels),
    ecosystems
  };
}
function updateBots(files, read) {
  return [dependabot(files, read), renovate(files, read)].filter((b) => b !== void 0);
}
function botRoots(bot) {
  return [...new Set(bot.ecosystems.flatMap((e) => e.roots))];
}

// src/cli/codeowners.ts
var LOGIN = /^[A-Za-z0-9](?:[A-Za-z0-9]|-(?=[A-Za-z0-9])){0,38}(?:\[bot\])?$/;
function rootOfPattern(pattern) {
  if (/[\\![\]{}]/.test(pattern)) return void 0;
  const body = pattern.replace(/^\/+/, "").replace(/\/+$/, "");
  if (body === "" || body === "*" || body === "**") return "**";
  if (body.split("/").some((s) => s === "." || s === "..")) return void 0;
  const anchored = pattern.startsWith("/") || body.includes("/");
  const root = anchored || body.startsWith("**/") ? body : `**/${body}`;
  return root.endsWith("/**") ? root.slice(0, -"/**".length) : root;
}
function parseCodeowners(text) {
  const rules = [];
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.replace(/(^|\s)#.*$/, "").trim();
    if (line === "") continue;
    const [pattern = "", ...owners] = line.split(/\s+/);
    const users = [];
    const others = [];
    for (const owner of owners) {
      const login = owner.startsWith("@") ? owner.slice(1) : void 0;
      if (login !== void 0 && LOGIN.test(login)) users.push(login);
      else others.push(owner);
    }
    rules.push({ pattern, root: rootOfPattern(pattern), users, others });
  }
  return rules;
}
function maintainersOf(rules) {
  return unique(rules.filter((r) => r.root === "**").flatMap((r) => r.users));
}
function unique(logins) {
  const seen = /* @__PURE__ */ new Map();
  for (const login of logins) if (!seen.has(login.toLowerCase())) seen.set(login.toLowerCase(), login);
  return [...seen.values()];
}
var isLogin = (s) => LOGIN.test(s);

// src/cli/init-lease.ts
var LEASE_FILE = ".github/mergexo.yml";
var PLAIN_FOLDER = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;
var PROTECTED_ROOTS = [LEASE_FILE, ".github/workflows", "CODEOWNERS", ".github/CODEOWNERS", "docs/CODEOWNERS"];
function maintainers(facts, rules) {
  for (const login of facts.maintainers) {
    if (!isLogin(login)) throw new ConfigurationError(`--maintainer must be a GitHub login, got '${login}'.`);
  }
  const found = unique([...facts.maintainers, ...maintainersOf(rules)]);
  if (found.length === 0) {
    throw new ConfigurationError(
      `no maintainer to lease everything to: ${facts.codeowners ? `${facts.codeowners.file} has no \`*\` rule naming a user` : "the repository has no CODEOWNERS"}; pass --maintainer LOGIN (repeatable) with the GitHub logins of the people who may change every path.`
    );
  }
  return found;
}
var leaseName = (prefix, login) => `${prefix}-${login.toLowerCase().replace(/\[bot\]$/, "-bot")}`;
function owned(rules, people) {
  const isMaintainer = new Set(people.map((p) => p.toLowerCase()));
  const out = /* @__PURE__ */ new Map();
  for (const rule of rules) {
    if (rule.root === void 0 || rule.root === "**") continue;
    for (const login of rule.users) {
      if (isMaintainer.has(login.toLowerCase())) continue;
      const entry = out.get(login.toLowerCase()) ?? { login, roots: [] };
      if (!entry.roots.includes(rule.root)) entry.roots.push(rule.root);
      out.set(login.toLowerCase(), entry);
    }
  }
  return out;
}
function botLease(bot, codeowned) {
  const roots = [.../* @__PURE__ */ new Set([...botRoots(bot), ...codeowned])];
  if (roots.length === 0) return void 0;
  const found = bot.ecosystems.filter((e) => e.roots.length > 0).map((e) => `${e.ecosystem} in /${e.directory}`);
  const unknown = bot.ecosystems.filter((e) => e.roots.length === 0).map((e) => e.ecosystem);
  return {
    name: bot.name,
    comment: [
      `${bot.login} (${bot.configFile}): the manifests and lockfiles it updates (${[...new Set(found)].join(", ")}).`,
      ...unknown.length > 0 ? [`init cannot tell the files of ${unknown.join(", ")}: add their roots.`] : [],
      `Anyone who can push to the branch of one of its pull requests writes with this lease too.`
    ],
    match: [["author", [bot.login]]],
    roots
  };
}
function leases(facts) {
  const rules = facts.codeowners ? parseCodeowners(facts.codeowners.text) : [];
  const people = maintainers(facts, rules);
  const owners = owned(rules, people);
  const out = [];
  for (const folder of facts.folders.filter((f) => PLAIN_FOLDER.test(f) && !MAGIC_CHARS.test(f))) {
    out.push({
      name: `agent-${folder.toLowerCase()}`,
      comment: [`An agent working on a branch agent/${folder}/... may change ${folder}/ only, whoever opens it.`],
      match: [["branch", [`agent/${folder}/**`]]],
      roots: [folder]
    });
  }
  for (const bot of facts.bots ?? []) {
    const lease = botLease(bot, owners.get(bot.login.toLowerCase())?.roots ?? []);
    if (!lease) continue;
    owners.delete(bot.login.toLowerCase());
    out.push(lease);
  }
  out.push({
    name: "maintainers",
    comment: [
      "People who may change every path: `**`, and the protected paths (workflows, CODEOWNERS, this file),",
      "which only roots naming them cover."
    ],
    match: [["author", people]],
    roots: ["**", ...PROTECTED_ROOTS]
  });
  for (const { login, roots } of owners.values()) {
    out.push({
      name: leaseName("owner", login),
      comment: [`What ${facts.codeowners?.file ?? "CODEOWNERS"} says ${login} owns.`],
      match: [["author", [login]]],
      roots
    });
  }
  return out;
}
var yamlString = (s) => /^[A-Za-z0-9._/-]+$/.test(s) && !/^[0-9.]+$/.test(s) ? s : JSON.stringify(s);
var CATCH_ALL = [
  "",
  "    # Optional, and off: a catch-all for every pull request no lease above matches (a contributor CODEOWNERS does",
  "    # not name, a bot init did not find). It gives the gate away for them: any author may change every path but",
  "    # the protected ones (workflows, CODEOWNERS, this file). Remove the # of the three lines below if you mean it.",
  "    # - name: everyone-else",
  "    #   roots:",
  "    #     - '**'"
];
function renderLease(facts) {
  const rules = facts.codeowners ? parseCodeowners(facts.codeowners.text) : [];
  const teams = unique(rules.flatMap((r) => r.others));
  const lines = [
    "# mergexo's leases, written by `npx mergexo init` as a start: edit them to fit who changes what, then check",
    "# them with `npx mergexo lint` and `npx mergexo replay`.",
    "# write-root-gate reads this file from each pull request's base branch, never from its head, so a pull request",
    "# cannot widen its own lease. The first lease whose `match` holds applies (every criterion given must hold; a",
    "# list holds if any of its items does); a pull request no lease matches may change nothing.",
    "# A lease follows the pull request (its branch, author or labels), not who pushed: restrict who may push to",
    "# agent/** branches, and to the branches of bots, with a ruleset."
  ];
  if (teams.length > 0) {
    lines.push(
      `# ${facts.codeowners?.file ?? "CODEOWNERS"} also names ${teams.join(", ")}.`,
      "# A lease matches a pull request's author, not a team: list the team's members under author, or lease by label."
    );
  }
  lines.push("version: 1", "write-root-gate:", "  leases:");
  leases(facts).forEach((lease, i) => {
    if (i > 0) lines.push("");
    for (const c of lease.comment) lines.push(`    # ${c}`);
    lines.push(`    - name: ${yamlString(lease.name)}`, "      match:");
    for (const [key, values] of lease.match) {
      lines.push(
        values.length === 1 ? `        ${key}: ${yamlString(values[0] ?? "")}` : `        ${key}:`,
        ...values.length === 1 ? [] : values.map((v) => `          - ${yamlString(v)}`)
      );
    }
    lines.push("      roots:", ...lease.roots.map((r) => `        - ${yamlString(r)}`));
  });
  lines.push(...CATCH_ALL);
  return `${lines.join("\n")}
`;
}

// src/cli/init-files.ts
var CALLER_FILE = ".github/workflows/mergexo.yml";
var OPERATOR_FILE = ".github/workflows/mergexo-operator.yml";
var APP_ID_VARIABLE = "MERGEXO_APP_ID";
var APP_KEY_SECRET = "MERGEXO_APP_PRIVATE_KEY";
function parseUses(raw) {
  const m = /^([A-Za-z0-9][A-Za-z0-9-]*\/[A-Za-z0-9._-]+)@([A-Za-z0-9._/-]+)(?: +# +([A-Za-z0-9._/-]+))?$/.exec(
    raw.trim()
  );
  if (!m) {
    throw new ConfigurationError(
      `--uses must be OWNER/NAME@REF, the repository mergexo is in and a tag or commit SHA (such as acme/mergexo@v1), got '${raw}'.`
    );
  }
  return { repository: m[1] ?? "", ref: m[2] ?? "", ...m[3] ? { comment: m[3] } : {} };
}
function usesLine(facts) {
  const { repository, ref, comment } = parseUses(facts.uses);
  return `${repository}/.github/workflows/${reusable(facts)}@${ref}${comment ? ` # ${comment}` : ""}`;
}
function settings(indent, app) {
  return [
    "# The settings. Keep this block the same in mergexo.yml and mergexo-operator.yml.",
    "with:",
    "  # observe: every mergexo check says what enforcement would have done, and nothing is enforced. At the",
    "  # switch to enforce, write `enforcement: enforce` and the time of the switch on the line below it",
    "  # (`npx mergexo init` prints it): force-pushes GitHub recorded before then are not blocked.",
    "  enforcement: observe",
    "  # enforced-since: '2026-01-31T09:00:00Z'",
    "  # wait-for-ci: true # wait for CI on pull requests (check mergexo/ci-wait)",
    "  # urgency: blocking # mergexo/rebase fails until a pull request is up to date with its base",
    "  # allocated-names: | # a PR adding a migration number another open PR holds fails mergexo/collision",
    "  #   migrations/*_*.sql",
    ...app ? [
      "  # mergexo's own GitHub App (written by `npx mergexo init --app`): its id, and the environment whose secret",
      "  # holds its key; only the default branch may use that environment.",
      `  app-id: \${{ vars.${APP_ID_VARIABLE} }}`,
      `  environment: ${yamlString(app.environment)}`
    ] : []
  ].map((l) => `${indent}${l}`).join("\n");
}
function appSecrets(indent, app) {
  if (!app) return [];
  return ["secrets:", `  ${APP_KEY_SECRET}: \${{ secrets.${APP_KEY_SECRET} }}`].map((l) => `${indent}${l}`);
}
var reusable = (facts) => facts.app ? "mergexo-app.yml" : "mergexo.yml";
var PERMISSIONS = [
  "permissions: # the most any mergexo job asks for; each job narrows it",
  "  checks: write",
  "  pull-requests: write",
  "  contents: write",
  "  statuses: read",
  "  actions: read # rebase-notify checks a name's hand-over against GitHub's record of its dispatch",
  "  issues: write # GitHub creates a missing label only for a token with it (mergexo's labels, at the first need)"
];
function renderCaller(facts) {
  return `${[
    "# mergexo, written by `npx mergexo init`: it runs the mergexo checks on every pull request, in observe mode",
    "# until you switch it to enforce (mergexo docs/getting-started.md). Workflows that run on pull_request_target",
    "# are read from the default branch, whatever branch a pull request targets or changes.",
    "name: mergexo",
    "",
    "on:",
    "  pull_request_target:",
    "    types: [opened, reopened, synchronize, edited, labeled, unlabeled, ready_for_review, closed]",
    "  merge_group:",
    "  push:",
    `    branches: [${yamlString(facts.defaultBranch)}]`,
    "  schedule:",
    "    - cron: '17 */6 * * *'",
    "",
    "jobs:",
    "  mergexo:",
    `    uses: ${usesLine(facts)}`,
    ...PERMISSIONS.map((l) => `    ${l}`),
    settings("    ", facts.app),
    ...appSecrets("    ", facts.app)
  ].join("\n")}
`;
}
function renderOperator(facts) {
  return `${[
    "# mergexo's operator workflow, written by `npx mergexo init`: list and unblock pull requests history-guard",
    "# blocked, and sweep every base for pull requests that fell behind. Run it from the default branch:",
    "#",
    "#   gh workflow run mergexo-operator.yml -f mode=list",
    "#   gh workflow run mergexo-operator.yml -f mode=unblock -f pull-request=123",
    "#   gh workflow run mergexo-operator.yml -f mode=unblock -f pull-request=123 -f accept-head=<full SHA>",
    "#   gh workflow run mergexo-operator.yml -f mode=sweep",
    "name: mergexo operator",
    "",
    "on:",
    "  workflow_dispatch:",
    "    inputs:",
    "      mode:",
    "        description: list (blocked PRs), unblock (one PR, or all whose history is restored), sweep",
    "        type: choice",
    "        options: [list, unblock, sweep]",
    "        default: list",
    "      pull-request:",
    "        description: 'unblock: number of the pull request'",
    "        type: string",
    "        default: ''",
    "      accept-head:",
    `        description: "unblock: accept this head (the PR's current head SHA) as the new baseline"`,
    "        type: string",
    "        default: ''",
    "      all:",
    "        description: 'unblock: every blocked PR whose history is restored'",
    "        type: boolean",
    "        default: false",
    "",
    "jobs:",
    "  operate:",
    `    uses: ${usesLine(facts)}`,
    ...PERMISSIONS.map((l) => `    ${l}`),
    settings("    ", facts.app),
    "      mode: ${{ inputs.mode }}",
    "      pull-request: ${{ inputs.pull-request }}",
    "      accept-head: ${{ inputs.accept-head }}",
    "      all: ${{ inputs.all }}",
    ...appSecrets("    ", facts.app)
  ].join("\n")}
`;
}
function renderInitFiles(facts) {
  return [
    { path: CALLER_FILE, text: renderCaller(facts) },
    { path: OPERATOR_FILE, text: renderOperator(facts) },
    { path: LEASE_FILE, text: renderLease(facts) }
  ];
}

// src/cli/init.ts
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
var CODEOWNERS_FILES = [".github/CODEOWNERS", "CODEOWNERS", "docs/CODEOWNERS"];
async function gitIn(dir, args, okCodes = [0]) {
  return git(args, { cwd: dir, okCodes, setup: "user" });
}
async function topLevel(cwd) {
  const r = await gitIn(cwd, ["rev-parse", "--show-toplevel"], [0, 128]).catch((e) => {
    throw new ConfigurationError(initGitUnavailable(cwd, errorMessage(e)));
  });
  if (r.code !== 0) throw new ConfigurationError(initNotInClone(cwd));
  return r.stdout.trim();
}
async function defaultBranch(root) {
  const remote = await gitIn(root, ["symbolic-ref", "--quiet", "--short", "refs/remotes/origin/HEAD"], [0, 1, 128]);
  const fromRemote = remote.code === 0 ? remote.stdout.trim().replace(/^origin\//, "") : "";
  if (fromRemote !== "") return fromRemote;
  const current = await gitIn(root, ["symbolic-ref", "--quiet", "--short", "HEAD"], [0, 1, 128]);
  return current.code === 0 && current.stdout.trim() || "main";
}
async function folders(root) {
  const r = await gitIn(root, ["ls-tree", "-d", "-z", "--name-only", "HEAD"], [0, 128]);
  if (r.code !== 0) return [];
  return r.stdout.split("\0").filter((f) => f !== "" && !f.startsWith(".")).sort();
}
async function trackedFiles(root) {
  const r = await gitIn(root, ["ls-files", "--stage", "-z"], [0, 128]);
  if (r.code !== 0) return [];
  return r.stdout.split("\0").filter((l) => l !== "").map((l) => {
    const [meta = "", file = ""] = l.split("	");
    return { mode: meta.split(" ")[0] ?? "", path: file };
  });
}
function readWorkTree(root) {
  return (file) => {
    try {
      return readFileSync(path.join(root, file), "utf8");
    } catch {
      return void 0;
    }
  };
}
async function readFacts(cwd, options) {
  const root = await topLevel(cwd);
  const found = CODEOWNERS_FILES.find((f) => existsSync(path.join(root, f)));
  return {
    root,
    facts: {
      defaultBranch: await defaultBranch(root),
      ...found ? { codeowners: { file: found, text: readFileSync(path.join(root, found), "utf8") } } : {},
      folders: await folders(root),
      maintainers: options.maintainers,
      bots: updateBots(await trackedFiles(root), readWorkTree(root)),
      uses: options.uses,
      ...options.app ? { app: options.app } : {}
    }
  };
}
function keptByApp(file, current) {
  return file === LEASE_FILE || /\/\.github\/workflows\/mergexo-app\.yml@/.test(current);
}
async function init(cwd, options) {
  const { root, facts } = await readFacts(cwd, options);
  const files = renderInitFiles(facts);
  const lease = files.find((f) => f.path === LEASE_FILE);
  if (lease) parseLeaseConfig(lease.text, LEASE_FILE);
  const planned = files.map((f) => {
    const target = path.join(root, f.path);
    const current = existsSync(target) ? readFileSync(target, "utf8") : void 0;
    let outcome = current === void 0 ? "written" : current === f.text ? "unchanged" : "overwritten";
    if (outcome === "overwritten" && options.app && !options.force && keptByApp(f.path, current ?? ""))
      outcome = "kept";
    return { ...f, target, outcome };
  });
  const differing = planned.filter((f) => f.outcome === "overwritten");
  if (differing.length > 0 && !options.force) {
    throw new ConfigurationError(initWouldOverwrite(differing.map((f) => f.path)));
  }
  for (const f of planned) {
    if (f.outcome === "unchanged" || f.outcome === "kept") continue;
    mkdirSync(path.dirname(f.target), { recursive: true });
    writeFileSync(f.target, f.text);
  }
  return {
    root,
    defaultBranch: facts.defaultBranch,
    files: planned.map((f) => ({ path: f.path, outcome: f.outcome })),
    bots: facts.bots ?? []
  };
}

export {
  updateBots,
  botRoots,
  parseCodeowners,
  CALLER_FILE,
  APP_ID_VARIABLE,
  APP_KEY_SECRET,
  parseUses,
  CODEOWNERS_FILES,
  topLevel,
  trackedFiles,
  readWorkTree,
  init
};
