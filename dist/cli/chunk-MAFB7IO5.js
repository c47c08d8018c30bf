import { createRequire as __mergexoCreateRequire } from 'node:module';
const require = __mergexoCreateRequire(import.meta.url);
import {
  GitCommandError,
  git,
  gitUnavailable,
  mergeTreeArgs,
  noCommit,
  parseRawDiff,
  rawDiffArgs
} from "./chunk-Y2DZGZFP.js";
import {
  isSha
} from "./chunk-KWAL7V6E.js";
import {
  ConfigurationError,
  UndecidableError,
  errorMessage
} from "./chunk-3O5FDUM7.js";

// src/core/runner.ts
import { existsSync, appendFileSync, promises as fsp, constants } from "node:fs";
import { EOL } from "node:os";
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
function timeScaleFromEnv(env) {
  const value = Number(env.MERGEXO_TIME_SCALE);
  return Number.isFinite(value) && value > 0 && value <= 1 ? value : 1;
}

// src/cli/local-git.ts
var Checkout = class _Checkout {
  constructor(dir, remote) {
    this.dir = dir;
    this.remote = remote;
  }
  dir;
  remote;
  /** Throws a ConfigurationError when `dir` is not inside a git working tree. */
  static async open(dir, remote) {
    const r = await git(["rev-parse", "--is-inside-work-tree"], { cwd: dir, okCodes: [0, 128], setup: "user" }).catch(
      (e) => {
        throw new ConfigurationError(gitUnavailable(dir, errorMessage(e)));
      }
    );
    if (r.code !== 0 || r.stdout.trim() !== "true") {
      throw new ConfigurationError(
        `${dir} is not inside a git checkout: run mergexo check in the clone of the pull request's branch.`
      );
    }
    return new _Checkout(dir, remote);
  }
  run(args, okCodes = [0]) {
    return git(args, { cwd: this.dir, okCodes, setup: "user" });
  }
  /** The URL of the remote, or undefined when `remote` is not a configured remote's name. */
  async remoteUrl() {
    const r = await this.run(["remote", "get-url", this.remote], [0, 2, 128]);
    return r.code === 0 ? r.stdout.trim() : void 0;
  }
  /** The commit a revision names (HEAD by default). */
  async commit(rev = "HEAD") {
    const r = await this.run(["rev-parse", "--verify", "--quiet", `${rev}^{commit}`], [0, 1]);
    const sha = r.stdout.trim();
    if (r.code !== 0 || !isSha(sha)) {
      throw new ConfigurationError(noCommit(rev));
    }
    return sha;
  }
  /** The current branch, or undefined on a detached HEAD. */
  async branch() {
    const r = await this.run(["symbolic-ref", "--quiet", "--short", "HEAD"], [0, 1, 128]);
    return r.code === 0 ? r.stdout.trim() : void 0;
  }
  async has(sha) {
    const r = await this.run(["cat-file", "-e", `${sha}^{commit}`], [0, 1, 128]);
    return r.code === 0;
  }
  /** Makes sure the commit is here, fetching it from the remote when missing. */
  async ensure(sha, what) {
    if (!isSha(sha)) throw new UndecidableError(`GitHub answered '${sha}' where a commit SHA was expected.`);
    if (await this.has(sha)) return;
    try {
      await this.run(["fetch", "--quiet", "--no-tags", "--no-write-fetch-head", this.remote, sha]);
    } catch (e) {
      const why = e instanceof GitCommandError ? e.message : String(e);
      throw new UndecidableError(`git could not fetch ${what} ${sha} from '${this.remote}': ${why}`);
    }
    if (!await this.has(sha)) {
      throw new UndecidableError(`${what} ${sha} is still missing after fetching it from '${this.remote}'.`);
    }
  }
  /** Whether `ancestor` is `descendant` or one of its ancestors. */
  async isAncestor(ancestor, descendant) {
    const r = await this.run(["merge-base", "--is-ancestor", ancestor, descendant], [0, 1]);
    return r.code === 0;
  }
  /** Whether the clone is shallow (its history cut off at some depth). */
  async isShallow() {
    return (await this.run(["rev-parse", "--is-shallow-repository"])).stdout.trim() === "true";
  }
  async mergeBases(a, b) {
    const r = await this.run(["merge-base", "--all", a, b], [0, 1]);
    return r.stdout.split("\n").filter(isSha);
  }
  /** What merging `head` into `base` writes, as GitHub merges: the tree and the conflicted paths. */
  async mergeTree(base, head) {
    const r = await this.run(mergeTreeArgs(base, head), [0, 1]);
    const [tree, ...conflicts] = r.stdout.split("\0").filter((f) => f !== "");
    if (tree === void 0 || !isSha(tree)) {
      throw new UndecidableError(`git merge-tree could not merge ${head.slice(0, 12)} into ${base.slice(0, 12)}.`);
    }
    return { tree, conflicts: r.code === 1 ? [...new Set(conflicts)] : [] };
  }
  async treeOf(commit) {
    return (await this.run(["rev-parse", "--verify", `${commit}^{tree}`])).stdout.trim();
  }
  /** Every file change between two commits or trees, with modes, renames and copies. */
  async diff(from, to) {
    const r = await this.run(rawDiffArgs(from, to));
    return parseRawDiff(r.stdout);
  }
  async entry(treeish, path) {
    const r = await git(["ls-tree", "-z", "--full-tree", treeish, "--", path], {
      cwd: this.dir,
      env: { GIT_LITERAL_PATHSPECS: "1" }
    });
    for (const record of r.stdout.split("\0")) {
      const tab = record.indexOf("	");
      if (tab < 0 || record.slice(tab + 1) !== path) continue;
      const [mode, , sha] = record.slice(0, tab).split(" ");
      return { mode, sha };
    }
    return void 0;
  }
  async blob(sha) {
    return (await this.run(["cat-file", "blob", sha])).stdout;
  }
  /** Where git looks for hooks (honours core.hooksPath). */
  async hooksDir() {
    return (await this.run(["rev-parse", "--path-format=absolute", "--git-path", "hooks"])).stdout.trim();
  }
};

// src/cli/remote.ts
var NAME = /^[A-Za-z0-9_.-]+$/;
function fromPath(path) {
  const parts = path.replace(/\/+$/, "").replace(/\.git$/, "").split("/").filter(Boolean);
  if (parts.length !== 2) return void 0;
  const [owner, repo] = parts;
  return NAME.test(owner) && NAME.test(repo) && repo !== "." && repo !== ".." ? { owner, repo } : void 0;
}
function repoFromRemoteUrl(url) {
  const trimmed = url.trim();
  const scp = /^[A-Za-z0-9_.-]+@[A-Za-z0-9_.-]+:(?!\/)(.+)$/.exec(trimmed);
  if (scp) return fromPath(scp[1]);
  let parsed;
  try {
    parsed = new URL(trimmed);
  } catch {
    return void 0;
  }
  if (!["https:", "http:", "ssh:", "git:"].includes(parsed.protocol) || parsed.hostname === "") return void 0;
  return fromPath(decodeURIComponent(parsed.pathname));
}
function repoFromFlag(value) {
  const m = /^([A-Za-z0-9_.-]+)\/([A-Za-z0-9_.-]+)$/.exec(value.trim());
  return m ? { owner: m[1], repo: m[2].replace(/\.git$/, "") } : void 0;
}

export {
  timeScaleFromEnv,
  Checkout,
  repoFromRemoteUrl,
  repoFromFlag
};
