import { createRequire as __mergexoCreateRequire } from 'node:module';
const require = __mergexoCreateRequire(import.meta.url);
import {
  CODEOWNERS_FILES,
  botRoots,
  parseCodeowners,
  readWorkTree,
  trackedFiles,
  updateBots
} from "./chunk-3XS6ZCWR.js";
import {
  DEFAULT_LEASE_FILE,
  DEFAULT_PROTECTED_PATHS,
  evaluate,
  git,
  minimatch,
  normalizePath,
  parseLeaseConfig,
  require_dist,
  sameLogin
} from "./chunk-Y2DZGZFP.js";
import "./chunk-SJJD7ADX.js";
import "./chunk-WZWLYTWM.js";
import {
  visible
} from "./chunk-KWAL7V6E.js";
import {
  ConfigurationError,
  errorMessage
} from "./chunk-3O5FDUM7.js";
import {
  __toESM
} from "./chunk-42UX2N3C.js";

// src/cli/lint/command.ts
import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";

// src/cli/lint/explain.ts
var import_yaml = __toESM(require_dist(), 1);
var YAML_OPTIONS = { prettyErrors: false, uniqueKeys: true };
function readLease(text, file) {
  try {
    return { ok: true, config: parseLeaseConfig(text, file) };
  } catch (e) {
    if (!(e instanceof ConfigurationError)) throw e;
    return { ok: false, error: locate(text, file, e.message) };
  }
}
function locate(text, file, gateMessage) {
  const lines = new import_yaml.LineCounter();
  const doc = (0, import_yaml.parseDocument)(text, { ...YAML_OPTIONS, lineCounter: lines });
  const syntax = doc.errors[0];
  if (syntax) {
    const { line, col } = lines.linePos(syntax.pos[0]);
    return syntaxProblem(text.split(/\r?\n/), line, col, syntax.code, syntax.message.split("\n")[0] ?? "");
  }
  return yamlSurprise(doc, text, lines) ?? fromGate(file, gateMessage, text);
}
var lineAt = (lines, line) => lines[line - 1] ?? "";
function syntaxProblem(lines, line, col, code, yaml) {
  const here = lineAt(lines, line);
  const flow = /\[[^\]\n]*?([A-Za-z0-9][A-Za-z0-9-]*\[bot\])/.exec(here);
  if (flow && code === "MISSING_CHAR") {
    return {
      line,
      column: (flow.index ?? 0) + flow[0].length - (flow[1]?.length ?? 0) + 1,
      problem: { kind: "flow-bot", login: flow[1] ?? "" }
    };
  }
  if (code === "TAB_AS_INDENT") return { line, column: col, problem: { kind: "tab" } };
  if (code === "BAD_SCALAR_START") {
    const value = here.slice(col - 1).trim();
    return { line, column: col, problem: { kind: "reserved-start", char: value[0] ?? "", value } };
  }
  if (code === "DUPLICATE_KEY") {
    const key = /^\s*(?:-\s+)?([^:#\s][^:#]*?)\s*:/.exec(here)?.[1] ?? "";
    return { line, column: col, problem: { kind: "duplicate-key", key } };
  }
  if (code === "BLOCK_AS_IMPLICIT_KEY" || /compact mappings|Implicit map keys/.test(yaml)) {
    const value = /:\s+(.*:\s.*)$/.exec(here)?.[1]?.trim() ?? here.trim();
    return { line, column: col, problem: { kind: "colon-in-value", value } };
  }
  const quote = /Missing closing (['"])quote/.exec(yaml)?.[1];
  if (quote) {
    for (let l = line; l >= 1; l--) {
      const count = lineAt(lines, l).replace(/#.*$/, "").split(quote).length - 1;
      if (count % 2 === 1) {
        return { line: l, column: lineAt(lines, l).indexOf(quote) + 1, problem: { kind: "unclosed-quote", quote } };
      }
    }
    return { line, column: col, problem: { kind: "unclosed-quote", quote } };
  }
  if (code === "BAD_INDENT" || /indicator|indent|same column/.test(yaml)) {
    return { line, column: col, problem: { kind: "indent", yaml } };
  }
  return { line, column: col, problem: { kind: "yaml", yaml } };
}
function yamlSurprise(doc, text, lines) {
  let found;
  (0, import_yaml.visit)(doc, {
    Alias(_, node) {
      if (found || node.resolve(doc) !== void 0) return;
      const at2 = node.range?.[0] ?? 0;
      const { line, col } = lines.linePos(at2);
      found = { line, column: col, problem: { kind: "alias", value: lineText(text, at2) } };
    },
    Node(_, node) {
      if (found || !(0, import_yaml.isNode)(node) || (0, import_yaml.isAlias)(node) || node.anchor === void 0) return;
      if (node.toJSON() !== null && node.toJSON() !== "") return;
      const at2 = node.range?.[0] ?? 0;
      const { line, col } = lines.linePos(at2);
      const anchorAt = text.lastIndexOf("&", at2);
      found = {
        line,
        column: anchorAt >= 0 ? lines.linePos(anchorAt).col : col,
        problem: { kind: "anchor", value: `&${node.anchor}` }
      };
    }
  });
  return found;
}
var lineText = (text, at2) => text.slice(at2).split(/\r?\n/)[0]?.trim() ?? "";
function fromGate(file, message, text) {
  const m = new RegExp(`^${escapeRegex(file)} line (\\d+): ([^:]+): ([\\s\\S]*)$`).exec(message);
  if (!m) return { line: 1, problem: { kind: "gate", where: "", message } };
  const line = Number(m[1]);
  const where = m[2] ?? "";
  const rest = m[3] ?? "";
  const unknown = /^unknown key '([^']*)' \(allowed here: ([^)]*)\)$/.exec(rest);
  if (unknown) {
    const allowed = (unknown[2] ?? "").split(", ");
    const key = unknown[1] ?? "";
    const suggestion = allowed.find((a) => editDistance(a, key) <= 2);
    return { line, problem: { kind: "unknown-key", key, where, allowed, ...suggestion ? { suggestion } : {} } };
  }
  if (rest === "must be a non-empty text value") {
    const value = valueOnLine(text, line);
    return { line, ...columnOf(text, line, value), problem: { kind: "not-text", where, value } };
  }
  const quoted = /'([^']+)'/.exec(rest)?.[1];
  return { line, ...quoted ? columnOf(text, line, quoted) : {}, problem: { kind: "gate", where, message: rest } };
}
function columnOf(text, line, value) {
  const at2 = value === "" ? -1 : (text.split(/\r?\n/)[line - 1] ?? "").indexOf(value);
  return at2 >= 0 ? { column: at2 + 1 } : {};
}
function valueOnLine(text, line) {
  const here = text.split(/\r?\n/)[line - 1] ?? "";
  return (/^\s*(?:-\s+)?(?:[^:#\s][^:#]*:\s*)?(.*?)\s*(?:#.*)?$/.exec(here)?.[1] ?? "").trim();
}
var escapeRegex = (s) => s.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
function editDistance(a, b) {
  let row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const next = [i];
    for (let j = 1; j <= b.length; j++) {
      next.push(
        Math.min((row[j] ?? 0) + 1, (next[j - 1] ?? 0) + 1, (row[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1))
      );
    }
    row = next;
  }
  return row[b.length] ?? 0;
}

// src/cli/lint/messages.ts
var LINT_USAGE = `usage: mergexo lint [FILE] [options]

Checks mergexo's lease file as write-root-gate reads it, in this clone, before it lands: one line per mistake,
with its line, column and fix; then warnings for update bots (Dependabot, Renovate) and CODEOWNERS users that no
lease gives a root, and for leases an earlier lease hides.

  FILE                   the lease file (default: .github/mergexo.yml at the top of the clone)
  --lease-file PATH      the same as FILE
  --write-root GLOB      a root the workflow's write-roots input adds to every lease (repeatable)
  --strict               exit 1 on warnings too

Exit codes: 0 the gate reads the file (warnings are printed); 1 it would refuse every pull request with a
configuration error (or, with --strict, a warning); 2 usage.`;
function words(p) {
  switch (p.kind) {
    case "flow-bot":
      return {
        what: `'${p.login}' inside a [...] list is not valid YAML: its '[bot]' opens a list of its own`,
        fix: `write the list in block style, one '- ${p.login}' per line (or quote it: '${p.login}')`
      };
    case "tab":
      return { what: "a tab indents this line; YAML allows only spaces", fix: "indent with spaces" };
    case "reserved-start":
      return {
        what: `a value cannot start with '${p.char}' in YAML (${p.value})`,
        fix: p.char === "@" ? `write the login without '@', or quote it` : `quote the value: '${p.value}'`
      };
    case "duplicate-key":
      return {
        what: `'${p.key}' is written twice in the same mapping`,
        fix: `keep one '${p.key}:' (merge the two lists into one)`
      };
    case "colon-in-value":
      return { what: `': ' inside a value reads as a new key (${p.value})`, fix: `quote the value: '${p.value}'` };
    case "unclosed-quote":
      return { what: `the ${p.quote} opened here is never closed`, fix: `close it with ${p.quote} on the same line` };
    case "indent":
      return {
        what: `the indentation does not line up (${p.yaml})`,
        fix: "indent each key of a lease under its name, with spaces, and start each lease with - at the same column"
      };
    case "alias":
      return {
        what: `'${p.value}' starts with '*', which YAML reads as an alias, not a glob`,
        fix: `quote it: '${p.value}'`
      };
    case "anchor":
      return {
        what: `'${p.value}' starts with '&', which YAML reads as an anchor, not text`,
        fix: `quote it: '${p.value}'`
      };
    case "not-text":
      return {
        what: `${p.where} must be text${p.value === "" ? ", and is empty" : `, and '${p.value}' is not`}`,
        fix: p.value === "" ? "write a value, or remove the key" : `quote it: '${p.value}'`
      };
    case "unknown-key":
      return {
        what: `${p.where}: '${p.key}' is not a key write-root-gate knows (here: ${p.allowed.join(", ")})`,
        fix: p.suggestion ? `write '${p.suggestion}'` : p.key === "leases" && p.allowed.includes("write-root-gate") ? "indent 'leases:' under 'write-root-gate:'" : `use one of ${p.allowed.join(", ")}, or remove it`
      };
    case "yaml":
      return { what: `not valid YAML: ${p.yaml}`, fix: "correct the YAML at that column" };
    case "gate": {
      const message = p.message.replace(/\.$/, "");
      return { what: p.where === "" ? message : `${p.where}: ${message}`, fix: gateFix(message) };
    }
  }
}
var GATE_FIXES = [
  [/is missing 'roots'/, "add 'roots:' with the paths this lease may write, one '- path' per line"],
  [/is missing 'name'/, "add 'name:' with a short name of its own, shown on the pull request"],
  [/is already used on line/, "give each lease a name of its own"],
  [/only version 1/, "write 'version: 1'"],
  [/must be a list of leases/, "start each lease with '- name: ...', indented under 'leases:'"],
  [
    /needs at least one of/,
    "add branch, author or label under 'match:', or remove 'match:' to match every pull request"
  ],
  [/contains '\.\.'/, "write the root as a path from the top of the repository, without '..'"],
  [/not a valid glob/, "correct the glob (a '[' needs its ']', a '{' its '}')"],
  [/is not a GitHub login/, "write the login as GitHub's REST API shows it; an App's is name[bot]"],
  [/must be a mapping/, "write 'key: value' lines, indented under it"],
  [/keys must be plain names/, "write each key as a plain name followed by ':'"]
];
function gateFix(message) {
  return GATE_FIXES.find(([re]) => re.test(message))?.[1] ?? "";
}
var at = (file, line, column) => `${file}${line === void 0 ? "" : `:${line}`}${column === void 0 ? "" : `:${column}`}`;
function errorLine(file, e) {
  const { what, fix } = words(e.problem);
  return visible(`${at(file, e.line, e.column)}: error: ${what}.${fix ? ` Fix: ${fix}.` : ""}`);
}
function warningLine(file, w) {
  return visible(`${at(file, w.line)}: warning: ${warningText(w)}`);
}
function warningText(w) {
  switch (w.kind) {
    case "hidden":
      return `lease '${w.lease}' never applies: every pull request it matches matches lease '${w.by}' (line ${w.byLine}) first. Fix: move it above '${w.by}', or narrow the match of '${w.by}'.`;
    case "no-lease":
      return `${w.author} (${w.source}) gets no lease, so write-root-gate refuses every pull request it opens. Fix: add a lease matching author ${w.author}${w.paths.length > 0 ? ` with roots ${w.paths.join(", ")}` : ""}.`;
    case "refused":
      return `lease '${w.lease}' lets ${w.author} (${w.source}) not write ${w.paths.join(", ")}, which it updates. Fix: add ${w.paths.length === 1 ? "it" : "them"} to the roots of '${w.lease}'.`;
  }
}
function summary(file, leases, warnings) {
  if (leases === void 0) {
    return `mergexo lint: ${file} is refused: write-root-gate would fail every pull request with a configuration error.`;
  }
  const w = warnings === 0 ? "no warnings" : `${warnings} warning${warnings === 1 ? "" : "s"}`;
  return `mergexo lint: ${file}: ${leases} lease${leases === 1 ? "" : "s"}, read as write-root-gate reads them; ${w}.`;
}
var noFile = (file) => `${file}: error: there is no lease file, so write-root-gate refuses every path of every pull request. Fix: write one (npx mergexo init writes a starter), or pass the path of yours.`;
var lintUsageError = (what) => `mergexo lint: ${what}. Run 'mergexo lint --help' for usage.`;

// src/cli/lint/warnings.ts
function covers(earlier, later) {
  if (!earlier) return true;
  if (!later) return false;
  if (earlier.authors.length > 0) {
    if (later.authors.length === 0) return false;
    if (!later.authors.every((b) => earlier.authors.some((a) => sameLogin(a, b)))) return false;
  }
  if (earlier.labels.length > 0) {
    if (later.labels.length === 0) return false;
    const has = new Set(earlier.labels.map((l) => l.toLowerCase()));
    if (!later.labels.every((l) => has.has(l.toLowerCase()))) return false;
  }
  if (earlier.branches.length > 0) {
    if (later.branches.length === 0) return false;
    if (!later.branches.every((b) => earlier.branches.some((a) => a === b || minimatch(b, a, { dot: true })))) {
      return false;
    }
  }
  return true;
}
function hiddenLeases(config) {
  const out = [];
  config.leases.forEach((later, j) => {
    const by = config.leases.slice(0, j).find((earlier) => covers(earlier.match, later.match));
    if (by) out.push({ kind: "hidden", lease: later.name, line: later.line, by: by.name, byLine: by.line });
  });
  return out;
}
var modified = (path2) => ({ path: path2, status: "modified", oldMode: "100644", newMode: "100644" });
async function authorsWithoutRoots(config, authors, writeRoots) {
  const out = [];
  for (const author of authors) {
    const { lease, decision } = await evaluate(
      {
        leaseAtBase: () => Promise.resolve(config),
        changes: () => Promise.resolve({ entries: author.paths.map(modified) })
      },
      {
        pull: { headRef: author.headRef, author: author.login, labels: author.labels, isCrossRepository: false },
        writeRoots,
        leaseFile: config.file,
        protectedPaths: [...DEFAULT_PROTECTED_PATHS]
      }
    );
    if (lease.source === "none") {
      out.push({ kind: "no-lease", author: author.login, source: author.source, paths: author.roots });
    } else if (decision.verdict === "refused" && lease.lease) {
      out.push({
        kind: "refused",
        line: lease.lease.line,
        lease: lease.name,
        author: author.login,
        source: author.source,
        paths: decision.paths
      });
    }
  }
  return out;
}

// src/cli/lint/command.ts
var OPTIONS = {
  "lease-file": { type: "string" },
  "write-root": { type: "string", multiple: true },
  strict: { type: "boolean", default: false },
  help: { type: "boolean", short: "h", default: false }
};
async function cloneRoot(cwd) {
  const r = await git(["rev-parse", "--show-toplevel"], { cwd, okCodes: [0, 128], setup: "user" }).catch(
    () => void 0
  );
  return r && r.code === 0 ? r.stdout.trim() : void 0;
}
function expectedAuthors(files, read) {
  const out = [];
  for (const bot of updateBots(files, read)) {
    const roots = botRoots(bot);
    const paths = roots.flatMap((r) => {
      const under = files.filter((f) => f.path === r || f.path.startsWith(`${r}/`)).map((f) => f.path);
      return under.length > 0 ? under : [r];
    });
    out.push({ login: bot.login, source: bot.configFile, headRef: bot.sampleBranch, labels: bot.labels, paths, roots });
  }
  const codeowners = CODEOWNERS_FILES.find((f) => files.some((t) => t.path === f));
  const owners = codeowners ? read(codeowners) : void 0;
  if (codeowners && owners !== void 0) {
    const seen = new Set(out.map((a) => a.login.toLowerCase()));
    for (const rule of parseCodeowners(owners)) {
      for (const login of rule.users) {
        if (seen.has(login.toLowerCase())) continue;
        seen.add(login.toLowerCase());
        out.push({ login, source: codeowners, headRef: "patch-1", labels: [], paths: [], roots: [] });
      }
    }
  }
  return out;
}
async function lintCommand(argv, io) {
  let values;
  let positionals;
  try {
    ({ values, positionals } = parseArgs({ args: argv, options: OPTIONS, allowPositionals: true, strict: true }));
  } catch (e) {
    io.err(lintUsageError(errorMessage(e).split(". ")[0]?.replace(/\.$/, "") ?? "invalid arguments"));
    return 2;
  }
  if (values.help) {
    io.out(LINT_USAGE);
    return 0;
  }
  if (positionals.length > 1 || positionals.length === 1 && values["lease-file"] !== void 0) {
    io.err(lintUsageError("give one lease file"));
    return 2;
  }
  const root = await cloneRoot(io.cwd);
  const given = positionals[0] ?? values["lease-file"];
  const target = given !== void 0 ? path.resolve(io.cwd, given) : path.join(root ?? io.cwd, DEFAULT_LEASE_FILE);
  const file = normalizePath(
    path.relative(root ?? io.cwd, target).split(path.sep).join("/")
  );
  if (!existsSync(target) || !statSync(target).isFile()) {
    io.out(noFile(file));
    return 1;
  }
  const read = readLease(readFileSync(target, "utf8"), file);
  if (!read.ok) {
    io.out(errorLine(file, read.error));
    io.out(summary(file, void 0, 0));
    return 1;
  }
  const warnings = [...hiddenLeases(read.config)];
  if (root !== void 0) {
    const authors = expectedAuthors(await trackedFiles(root), readWorkTree(root));
    warnings.push(...await authorsWithoutRoots(read.config, authors, values["write-root"] ?? []));
  }
  warnings.sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
  for (const w of warnings) io.out(warningLine(file, w));
  io.out(summary(file, read.config.leases.length, warnings.length));
  return values.strict && warnings.length > 0 ? 1 : 0;
}
export {
  lintCommand
};
