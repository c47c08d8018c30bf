import { createRequire as __mergexoCreateRequire } from 'node:module';
const require = __mergexoCreateRequire(import.meta.url);
import {
  localChanges
} from "./chunk-BTBAUR3D.js";
import {
  Checkout,
  repoFromFlag,
  repoFromRemoteUrl,
  timeScaleFromEnv
} from "./chunk-MAFB7IO5.js";
import {
  DEFAULT_LEASE_FILE,
  DEFAULT_PROTECTED_PATHS,
  GitCommandError,
  RULE_TEXT,
  evaluate,
  git,
  leaseReasonText,
  mapLimit,
  parseLeaseConfig,
  parseRawDiff,
  rawDiffArgs,
  reportedViolation,
  writtenPaths
} from "./chunk-Y2DZGZFP.js";
import {
  Slots
} from "./chunk-I5RSB4LR.js";
import "./chunk-SJJD7ADX.js";
import "./chunk-WZWLYTWM.js";
import "./chunk-ZSWOQKNF.js";
import {
  SHA_SOURCE,
  githubWords,
  isSha,
  plainLine,
  plural
} from "./chunk-KWAL7V6E.js";
import {
  ConfigurationError,
  UndecidableError,
  errorMessage
} from "./chunk-3O5FDUM7.js";
import "./chunk-42UX2N3C.js";

// src/cli/replay/command.ts
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

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
function allocatedName(glob, path2) {
  const m = glob.pattern.exec(path2);
  if (!m) return void 0;
  const name = asNumber(m[1] ?? "");
  return glob.namespaced ? `${path2.slice(0, path2.lastIndexOf("/") + 1)}${name}` : name;
}
function isSquashed(path2) {
  return path2.slice(path2.lastIndexOf("/") + 1).includes("_squashed_");
}

// src/rebase-notify/rules/collisions/owners.ts
var NO_OWNERSHIP = { trusted: /* @__PURE__ */ new Set(), handed: /* @__PURE__ */ new Map() };
var nameKey = (glob, name) => `${glob}\0${name}`;
function inClaimOrder(claimants, key, owners) {
  const order = owners.order?.get(key) ?? [];
  const rank = (n) => {
    const at = order.indexOf(n);
    return at < 0 ? order.length : at;
  };
  return [...claimants].sort((a, b) => rank(a) - rank(b) || a - b);
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
  const clash = (self, other, why, key, path2) => {
    const [glob, name] = key.split("\0");
    const own = clashes.get(self);
    const id = `${other}\0${why.base ?? ""}\0${key}`;
    const found = own.get(id) ?? { other, ...why, glob, name, paths: [], otherPaths: [] };
    own.set(id, found);
    if (!found.paths.includes(path2)) found.paths.push(path2);
    return found;
  };
  for (const [key, claims2] of byName) {
    const [glob, name] = key.split("\0");
    const heldBy = (tree) => tree.get(glob)?.get(name) ?? [];
    if ([...trees.values()].some((t) => heldBy(t).length > 0)) {
      for (const a of claims2) {
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
    const holder = holderOf([...new Set(claims2.map((c) => c.number))], key, owners);
    if (!holder) continue;
    const holderClaims = claims2.filter((c) => c.number === holder.number);
    for (const a of claims2) {
      if (a.number === holder.number) continue;
      if (holderClaims.some((h) => h.path === a.path && h.result === a.result)) continue;
      const found = clash(a.number, holder.number, { holds: holdReason(holder, a.number, key, owners) }, key, a.path);
      for (const h of holderClaims) if (!found.otherPaths.includes(h.path)) found.otherPaths.push(h.path);
    }
  }
  if (overlaps) {
    for (const [path2, claims2] of byPath) {
      if (claims2.length < 2 || claims2.length > SHARED_FILE_PRS) continue;
      for (const a of claims2) {
        for (const b of claims2) {
          if (a.number === b.number || a.result === b.result || a.base !== b.base) continue;
          const own = overlapsOf.get(a.number);
          const paths = own.get(b.number) ?? /* @__PURE__ */ new Set();
          own.set(b.number, paths.add(path2));
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
function push(map, key, value) {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}
function passes(c) {
  return c.known && c.clashes.length === 0;
}

// src/rebase-notify/collisions/git.ts
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
async function baseAllocatedNames(gitDir, baseSha, globs) {
  const names = /* @__PURE__ */ new Map();
  for (const path2 of await treePaths(gitDir, baseSha, globs)) {
    for (const glob of globs) {
      const name = allocatedName(glob, path2);
      if (name === void 0) continue;
      let byName = names.get(glob.glob);
      if (!byName) names.set(glob.glob, byName = /* @__PURE__ */ new Map());
      byName.set(name, [...byName.get(name) ?? [], path2]);
    }
  }
  return names;
}

// src/cli/replay/base-names.ts
var BaseNames = class _BaseNames {
  constructor(history, globs, changes) {
    this.history = history;
    this.globs = globs;
    this.changes = changes;
  }
  history;
  globs;
  changes;
  names = /* @__PURE__ */ new Map();
  at = -1;
  /** `history`: the first-parent commits, oldest first; names are read from index `from` on. */
  static async read(git2, history, from, globs) {
    const first = history[from];
    const tip = history.at(-1);
    const folders = globs.some((g) => g.folder === "") ? [] : [...new Set(globs.map((g) => g.folder))];
    const changes = first === tip ? /* @__PURE__ */ new Map() : await git2.mainlineChanges(first, tip, folders);
    const names = new _BaseNames(history, globs, changes);
    names.names = await baseAllocatedNames(git2.gitDir, first, globs);
    names.at = from;
    return names;
  }
  /** The names the tree of `history[index]` holds (indices asked in increasing order). */
  upTo(index) {
    if (index < this.at) throw new Error(`base names are read forward: ${index} after ${this.at}`);
    for (let i = this.at + 1; i <= index; i++) {
      for (const entry of this.changes.get(this.history[i]) ?? []) this.apply(entry);
    }
    this.at = Math.max(this.at, index);
    return this.names;
  }
  apply(entry) {
    for (const path2 of writtenPaths(entry)) {
      const gone = entry.status === "removed" || path2 === entry.previousPath && entry.status === "renamed";
      const added = entry.status === "added" || entry.status === "copied" || entry.status === "renamed" && !gone;
      if (!gone && !added) continue;
      for (const glob of this.globs) {
        const name = allocatedName(glob, path2);
        if (name === void 0) continue;
        let byName = this.names.get(glob.glob);
        if (!byName) this.names.set(glob.glob, byName = /* @__PURE__ */ new Map());
        const paths = (byName.get(name) ?? []).filter((p) => p !== path2);
        if (added) paths.push(path2);
        if (paths.length > 0) byName.set(name, paths);
        else byName.delete(name);
      }
    }
  }
};

// src/cli/replay/batched-reader.ts
var PAIR = new RegExp(`^(${SHA_SOURCE}) (${SHA_SOURCE})
`);
function splitAnswers(out) {
  const answers = [];
  let at = 0;
  while (at < out.length) {
    const pair = PAIR.exec(out.slice(at, at + 130));
    if (!pair) throw new Error(`git diff-tree --stdin answered something unexpected at byte ${at}`);
    at += pair[0].length;
    const start = at;
    while (at < out.length && out[at] === ":") {
      const meta = out.indexOf("\0", at);
      if (meta < 0) throw new Error("git diff-tree --stdin answered a truncated entry");
      const status = out.slice(out.lastIndexOf(" ", meta) + 1, meta);
      const paths = status.startsWith("R") || status.startsWith("C") ? 2 : 1;
      at = meta + 1;
      for (let i = 0; i < paths; i++) {
        const end = out.indexOf("\0", at);
        if (end < 0) throw new Error("git diff-tree --stdin answered a truncated path");
        at = end + 1;
      }
    }
    answers.push(out.slice(start, at));
  }
  return answers;
}
function batchedCheckout(checkout, slots, graph, batch = new BatchedReader(checkout, slots)) {
  return Object.assign(Object.create(checkout), {
    diff: (from, to) => batch.diff(from, to),
    treeOf: (commit) => batch.treeOf(commit),
    mergeTree: async (base, head) => {
      const bases = graph?.mergeBases(base, head);
      if (bases?.length === 1 && bases[0] === base) return { tree: await batch.treeOf(head), conflicts: [] };
      return slots.run(() => checkout.mergeTree(base, head));
    },
    mergeBases: async (a, b) => graph?.mergeBases(a, b) ?? await slots.run(() => checkout.mergeBases(a, b))
  });
}
var BatchedReader = class {
  constructor(checkout, slots) {
    this.checkout = checkout;
    this.slots = slots;
  }
  checkout;
  slots;
  pending = [];
  pendingIds = [];
  pendingTrees = [];
  queued = false;
  lane = new Slots(1);
  trees = /* @__PURE__ */ new Map();
  mergeTree(base, head) {
    return this.checkout.mergeTree(base, head);
  }
  entry(treeish, path2) {
    return this.checkout.entry(treeish, path2);
  }
  blob(sha) {
    return this.checkout.blob(sha);
  }
  /** The tree of a commit, read in the next batch with every other tree and diff asked meanwhile. */
  async treeOf(commit) {
    const known = this.trees.get(commit);
    if (known) return known;
    await new Promise((resolve) => {
      this.pendingTrees.push(resolve);
      this.pendingIds.push(commit);
      this.schedule();
    });
    return this.trees.get(commit) ?? this.checkout.treeOf(commit);
  }
  async diff(from, to) {
    return parseRawDiff(await this.rawDiff(from, to, true));
  }
  /** The raw diff of two commits or trees, read in the next batch (`renames`: as `diff`, else each path alone). */
  rawDiff(from, to, renames) {
    return new Promise((resolve, reject) => {
      this.pending.push({ from, to, renames, resolve, reject });
      this.schedule();
    });
  }
  schedule() {
    if (this.queued) return;
    this.queued = true;
    void this.lane.run(() => this.slots.run(() => this.flush()));
  }
  /**
   * The trees of `ids` (commits or trees) into the cache: one `cat-file --batch-check`, which names what it cannot
   * resolve instead of failing (those are left out: each is asked alone, and fails alone).
   */
  async resolveTrees(ids) {
    const unknown = [...new Set(ids.filter((id) => !this.trees.has(id) && !/\s/.test(id)))];
    if (unknown.length === 0) return;
    const r = await git(["cat-file", "--batch-check=%(objectname) %(objecttype)"], {
      cwd: this.checkout.dir,
      input: unknown.map((id) => `${id}^{tree}
`).join(""),
      okCodes: [0, 128],
      setup: "user"
    });
    const lines = r.stdout.split("\n");
    unknown.forEach((id, i) => {
      const [tree, type] = (lines[i] ?? "").split(" ");
      if (type === "tree" && tree && isSha(tree)) this.trees.set(id, tree);
    });
  }
  async flush() {
    const batch = this.pending;
    const [ids, waiting] = [this.pendingIds, this.pendingTrees];
    [this.pending, this.pendingIds, this.pendingTrees] = [[], [], []];
    this.queued = false;
    await this.resolveTrees([...ids, ...batch.flatMap((p) => [p.from, p.to])]).catch(() => void 0);
    for (const resolve of waiting) resolve();
    for (const renames of [true, false]) await this.diffAll(batch.filter((p) => p.renames === renames));
  }
  async diffAll(pairs) {
    const args = (from, to) => rawDiffArgs(from, to, { renames: pairs[0]?.renames ?? true });
    const alone = (p) => void git(args(p.from, p.to), { cwd: this.checkout.dir, setup: "user" }).then(
      (r) => p.resolve(r.stdout),
      p.reject
    );
    const named = (p) => this.trees.has(p.from) && this.trees.has(p.to);
    pairs.filter((p) => !named(p)).forEach(alone);
    const batch = pairs.filter(named);
    if (batch.length === 0) return;
    try {
      const input = batch.map((p) => `${this.trees.get(p.from)} ${this.trees.get(p.to)}
`).join("");
      const r = await git([...args("-", "-").slice(0, -2), "--stdin"], {
        cwd: this.checkout.dir,
        input,
        setup: "user"
      });
      const answers = splitAnswers(r.stdout);
      if (answers.length !== batch.length)
        throw new Error(`git diff-tree --stdin answered ${answers.length} of ${batch.length} diffs`);
      batch.forEach((p, i) => p.resolve(answers[i]));
    } catch {
      batch.forEach(alone);
    }
  }
};

// src/cli/replay/commit-graph.ts
var CommitGraph = class _CommitGraph {
  constructor(commits, firstOnBranch, mainIndex, floor, heads) {
    this.commits = commits;
    this.firstOnBranch = firstOnBranch;
    this.mainIndex = mainIndex;
    this.floor = floor;
    this.heads = heads;
  }
  commits;
  firstOnBranch;
  mainIndex;
  floor;
  heads;
  /**
   * The walk from `heads` (and the default branch up to `upTo`) down to `history[floor]`; undefined when git cannot
   * walk it (a commit missing from the clone): then each PR is read alone.
   */
  static async read(git2, history, heads, floor, upTo) {
    const stop = history[floor];
    const tip = history[upTo];
    if (!stop || !tip) return void 0;
    try {
      const present = await git2.presentCommits(heads);
      const walked = await git2.walk([...present, tip.sha, `^${stop.sha}`]);
      const commits = new Map(walked.map((c, order) => [c.sha, { ...c, order }]));
      const firstOnBranch = /* @__PURE__ */ new Map();
      for (let i = floor + 1; i <= upTo; i++) {
        const stack = [history[i].sha];
        while (stack.length > 0) {
          const sha = stack.pop();
          const c = commits.get(sha);
          if (!c || firstOnBranch.has(sha)) continue;
          firstOnBranch.set(sha, i);
          stack.push(...c.parents);
        }
      }
      const mainIndex = new Map(history.map((c, i) => [c.sha, i]));
      return new _CommitGraph(commits, firstOnBranch, mainIndex, floor, present);
    } catch {
      return void 0;
    }
  }
  /** Whether the default branch held `sha` by its commit at `index`. */
  onBranch(sha, index) {
    if (!this.commits.has(sha)) return true;
    const first = this.firstOnBranch.get(sha);
    return first !== void 0 && first <= index;
  }
  walks = /* @__PURE__ */ new Map();
  /** The walk from `head` back to `base`: undefined when this graph cannot say (see the class). */
  branchWalk(base, head) {
    const key = `${base} ${head}`;
    if (!this.walks.has(key)) this.walks.set(key, this.walkFrom(base, head));
    return this.walks.get(key);
  }
  walkFrom(base, head) {
    const index = this.mainIndex.get(base);
    if (index === void 0 || index < this.floor) return void 0;
    if (!this.heads.has(head) && !this.commits.has(head)) return void 0;
    const seen = /* @__PURE__ */ new Set();
    const commits = [];
    const boundary = /* @__PURE__ */ new Set();
    const stack = [head];
    while (stack.length > 0) {
      const sha = stack.pop();
      if (seen.has(sha)) continue;
      seen.add(sha);
      if (this.onBranch(sha, index)) {
        boundary.add(sha);
        continue;
      }
      const c = this.commits.get(sha);
      commits.push(c);
      stack.push(...c.parents);
    }
    return { commits: commits.sort((a, b) => b.order - a.order), boundary };
  }
  /** `git log --reverse head ^base`: the branch's commits, oldest first; undefined when the graph cannot say. */
  branch(base, head) {
    return this.branchWalk(base, head)?.commits.map(({ sha, authoredAt, committedAt, paths }) => ({
      sha,
      authoredAt,
      committedAt,
      paths
    }));
  }
  /** `git merge-base --all base head` when its answer is one commit (or none); undefined: ask git. */
  mergeBases(base, head) {
    const walk = this.branchWalk(base, head);
    if (!walk) return void 0;
    if (walk.commits.length === 0) return [head];
    if (walk.boundary.size === 0) return [];
    return walk.boundary.size === 1 ? [...walk.boundary] : void 0;
  }
};

// src/cli/replay/timeline.ts
function stateAt(pull, at) {
  let found = 0;
  pull.states.forEach((s, i) => {
    if (s.at <= at) found = i;
  });
  return found;
}
function commitAt(times, at) {
  let found = -1;
  let newest = -Infinity;
  for (let i = 0; i < times.length; i++) {
    newest = Math.max(newest, times[i]);
    if (newest <= at) found = i;
    else break;
  }
  return found;
}
function moments(pulls, times, withStates) {
  const out = [];
  const floor = Math.min(...pulls.map((p) => p.baseAt));
  const openAt = (at, baseAt, self) => pulls.filter((p) => p === self || p.openedAt <= at && p.landedAt > baseAt).map((p) => ({ number: p.number, state: stateAt(p, at) }));
  for (const pull of pulls) {
    const at = times[pull.landedAt] ?? Infinity;
    const open = openAt(at, pull.baseAt, pull).map(
      (o) => o.number === pull.number ? { ...o, state: pull.states.length - 1 } : o
    );
    out.push({ kind: "landing", pull: pull.number, at, baseAt: pull.baseAt, open });
    if (!withStates) continue;
    const after = openAt(at, pull.landedAt, pull).filter((o) => o.number !== pull.number);
    if (after.length > 0) out.push({ kind: "landed", pull: pull.number, at, baseAt: pull.landedAt, open: after });
    pull.states.slice(0, -1).forEach((state, i) => {
      const baseAt = Math.min(Math.max(commitAt(times, state.at), floor), pull.baseAt);
      const open2 = openAt(state.at, baseAt, pull).map((o) => o.number === pull.number ? { ...o, state: i } : o);
      out.push({ kind: "state", pull: pull.number, at: state.at, baseAt, open: open2 });
    });
  }
  return out.sort((a, b) => a.baseAt - b.baseAt || a.at - b.at);
}

// src/cli/replay/collisions.ts
var claims = (changes, globs) => changes.known ? changes.changes.some((c) => c.status === "A" && globs.some((g) => allocatedName(g, c.path) !== void 0)) : true;
var clashKey = (c) => `${c.other}\0${c.glob}\0${c.name}`;
function replayCollisions(input) {
  const { pulls, histories, history, globs, names } = input;
  const owners = {
    // Only what the history shows: a fork's branch ranks after the others; whether an author may write is unknown.
    trusted: new Set(pulls.filter((p) => !p.isCrossRepository).map((p) => p.number)),
    handed: /* @__PURE__ */ new Map()
  };
  const timed = pulls.map((p) => ({
    number: p.number,
    openedAt: p.openedAt,
    landedAt: p.landedAt,
    baseAt: p.baseAt,
    states: histories.get(p.number).states
  }));
  const out = new Map(
    pulls.map((p) => [
      p.number,
      { verdict: globs.length === 0 ? "off" : "pass", clashes: [], earlier: [], overlaps: [] }
    ])
  );
  const seen = new Map(pulls.map((p) => [p.number, /* @__PURE__ */ new Set()]));
  const overlapsOf = new Map(pulls.map((p) => [p.number, /* @__PURE__ */ new Map()]));
  const collided = /* @__PURE__ */ new Set();
  const times = history.map((c) => c.at);
  for (const moment of moments(timed, times, globs.length > 0)) {
    const landing = moment.kind === "landing";
    const headOf = new Map(
      moment.open.map((o) => [o.number, histories.get(o.number).states[o.state]])
    );
    let open = [...headOf.values()].map((s) => s.changes);
    if (!landing) open = open.filter((c) => claims(c, globs));
    if (!landing && open.length === 0) continue;
    const held = globs.length > 0 && names ? names.upTo(moment.baseAt) : /* @__PURE__ */ new Map();
    const trees = new Map(open.map((c) => [c.base, held]));
    const results = findCollisions(open, globs, trees, landing, owners);
    const base = history[moment.baseAt]?.sha ?? "";
    for (const [number, result] of results) {
      if (landing) recordOverlaps(overlapsOf.get(number), result);
      if (globs.length === 0) continue;
      const verdict = out.get(number);
      if (landing && number === moment.pull) {
        verdict.verdict = passes(result) ? "pass" : result.known ? "fail" : "undecidable";
        if (result.known) verdict.clashes = result.clashes;
        else verdict.unknown = "said" in result.reason ? result.reason.said : result.reason.kind;
        for (const c of verdict.clashes) collided.add(`${c.glob}\0${c.name}`);
        const claimants = open.filter((c) => claims(c, globs)).map((c) => c.number);
        verdict.landing = {
          base,
          claimants: claimants.map((n) => ({ number: n, head: headOf.get(n).sha }))
        };
        continue;
      }
      if (!result.known) continue;
      for (const clash of result.clashes) {
        collided.add(`${clash.glob}\0${clash.name}`);
        const own = seen.get(number);
        if (own.has(clashKey(clash))) continue;
        own.add(clashKey(clash));
        const head = headOf.get(number).sha;
        const other = clash.other === "base" ? void 0 : headOf.get(clash.other)?.sha;
        verdict.earlier.push({ at: moment.at, base, head, ...other ? { otherHead: other } : {}, clash });
      }
    }
  }
  for (const [number, verdict] of out) {
    verdict.overlaps = [...overlapsOf.get(number) ?? /* @__PURE__ */ new Map()].map(([other, paths]) => ({ other, paths: [...paths].sort() })).sort((a, b) => a.other - b.other);
  }
  return { pulls: out, names: collided };
}
function recordOverlaps(into, result) {
  if (!into || !result.known) return;
  for (const o of result.overlaps) {
    const paths = into.get(o.other) ?? /* @__PURE__ */ new Set();
    for (const p of o.paths) paths.add(p);
    into.set(o.other, paths);
  }
}

// src/cli/replay/messages.ts
var usage = (what) => `${what}. Run 'mergexo help' for usage.`;
var badSince = (raw) => `--since must be a date (2026-01-31) or a time with a zone (2026-01-31T09:00:00Z), got '${raw}'`;
var badLast = (raw) => `--last must be a number of pull requests (1 or more), got '${raw}'`;
var notAClone = (dir) => `${dir} is not inside a git clone: run mergexo replay in a clone of the repository whose merged PRs to replay.`;
var SHALLOW_CLONE = "this clone is shallow, so the history replay judges is cut off: run git fetch --unshallow, then replay again.";
var NO_BRANCH = "no default branch to replay: the clone has no remote HEAD and no current branch. Name it with --branch main.";
var unknownBranch = (name, remote) => `the clone has no branch '${name}' (neither ${remote}/${name} nor a local one): fetch it, or name another with --branch.`;
var leaseFileMissing = (file) => `no lease file at ${file}: pass the leases to replay with --lease-file PATH (or --write-root for every PR).`;
var NO_REPO_FOR_TOKEN = "a token is set but the repository is unknown (the remote's URL names none): pass --repo OWNER/NAME, or --offline.";
var noLeaseFileNote = (file) => `no lease file at ${file} and no --write-root: every PR is judged without a lease, so each one is refused.`;
var OFFLINE_NOTES = [
  "git only: authors and labels are unknown (no lease matches by them) and a squash commit names no branch.",
  "Open at the same time: from the first commit of each PR branch to its merge (with a token: as GitHub recorded)."
];
var noPullRefsNote = (n) => `${plural(n, "squash-merged PR")} judged as the squash commit itself: their heads are not in this clone (git fetch origin '+refs/pull/*/head:refs/pull/*/head' brings them).`;
var missingNote = (numbers) => `${plural(numbers.length, "merged PR")} GitHub lists landed on commits this clone's branch does not hold (${numbers.slice(0, 5).map((n) => `#${n}`).join(", ")}${numbers.length > 5 ? ", ..." : ""}): git fetch, then replay again.`;
var NOTHING_MERGED = "no merged pull request found in this history: nothing to replay.";
var progressLine = (done, total, what) => `mergexo replay: ${what} ${done}/${total}`;
var day = (iso2) => iso2.slice(0, 10);
function clashText(c) {
  const holder = c.other === "base" ? `the base (${c.otherPaths.join(", ")})` : `#${c.other}`;
  return `name ${c.name} (${c.glob}) of ${c.paths.join(", ")} is held by ${holder}`;
}
function leaseCell(p) {
  const g = p.gates["write-root-gate"];
  const lease = plainLine(g.lease, 30);
  if (g.verdict === "pass") return `pass (${lease})`;
  if (g.verdict === "undecidable") return `refused: undecidable (${lease})`;
  return `refused: ${plural(g.violations.length, "path")} (${lease})`;
}
function collisionCell(p) {
  const c = p.gates.collision;
  if (c.verdict === "off") return "-";
  const told = c.earlier.length > 0 ? `, told of ${plural(c.earlier.length, "clash", "clashes")} before` : "";
  if (c.verdict === "pass") return `pass${told}`;
  if (c.verdict === "undecidable") return "fail: undecidable";
  const first = c.clashes[0];
  return `fail: name ${first?.name ?? "?"} held by ${first?.other === "base" ? "the base" : `#${first?.other}`}`;
}
var authorCell = (p) => plainLine(p.author ?? "?", 24);
var branchCell = (p) => p.headBranch === null ? `(${p.landedAs})` : plainLine(`${p.isCrossRepository ? "fork:" : ""}${p.headBranch}`, 32);
function table(pulls) {
  const rows = [
    ["PR", "merged", "author", "branch", "write-root-gate", "collision", "overlaps"],
    ...pulls.map((p) => [
      `#${p.number}`,
      day(p.mergedAt),
      authorCell(p),
      branchCell(p),
      leaseCell(p),
      collisionCell(p),
      p.gates.overlaps.length > 0 ? `${p.gates.overlaps.length}` : "-"
    ])
  ];
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)));
  return rows.map(
    (r) => r.map((cell, i) => cell.padEnd(widths[i])).join("  ").trimEnd()
  );
}
var tally = (counts) => Object.entries(counts).sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([k, n]) => `${plainLine(k, 40)} ${n}`).join(", ");
function summaryLines(s, branch, collisions) {
  const lines = [`${plural(s.merged, "merged PR")} of ${plainLine(branch, 60)} replayed.`];
  lines.push(`write-root-gate would have refused ${s.refused} of ${s.merged}.`);
  if (s.refused > 0) {
    lines.push(`  by lease: ${tally(s.byLease)}`);
    lines.push(`  by author: ${tally(s.byAuthor)}`);
  }
  if (collisions) {
    lines.push(
      `collisions: ${plural(s.collidedNames.length, "name")} collided` + (s.collidedNames.length > 0 ? ` (${s.collidedNames.slice(0, 5).map((n) => plainLine(n, 60)).join("; ")}${s.collidedNames.length > 5 ? "; ..." : ""})` : "") + `; ${plural(s.toldOfClash, "PR")} told of a clash while open, ${s.collidingAtLanding} still failing when merged.`
    );
  }
  lines.push(`overlaps: ${plural(s.overlapping, "PR")} changed a file another open PR changed differently.`);
  return lines;
}
function jsonPull(p) {
  const lease = p.gates["write-root-gate"];
  return {
    ...p,
    gates: {
      "write-root-gate": {
        ...lease,
        violations: lease.violations.map((v) => ({
          ...reportedViolation(v),
          reason: RULE_TEXT[v.rule]
        }))
      },
      collision: {
        ...p.gates.collision,
        clashes: p.gates.collision.clashes.map((c) => ({ ...c, reason: clashText(c) })),
        earlier: p.gates.collision.earlier.map((e) => ({ ...e, reason: clashText(e.clash) }))
      },
      overlaps: p.gates.overlaps
    }
  };
}
var WHY_REFUSED = "Why write-root-gate would have refused them (--json gives every reason):";
function refusalLines(p, max = 3) {
  const g = p.gates["write-root-gate"];
  if (g.verdict === "pass") return [];
  if (g.verdict === "undecidable") return [`  #${p.number}: ${plainLine(g.undecidable ?? "", 200)}`];
  const shown = g.violations.slice(0, max).map((v) => `  #${p.number}: ${plainLine(v.path, 120)}: ${RULE_TEXT[v.rule]}`);
  if (g.violations.length > max) shown.push(`  #${p.number}: ... and ${g.violations.length - max} more`);
  return shown;
}

// src/cli/replay/git-history.ts
var PULL_HEAD_REF = new RegExp(`^(${SHA_SOURCE}) refs/(?:remotes/[^/]+/)?pull/([0-9]+)/head$`);
var FS = "";
var RS = "";
var seconds = (field) => Number(field) * 1e3;
var COMMIT_LOG = ["--no-renames", "--name-only", "-z", `--format=${RS}%H${FS}%at${FS}%ct`];
function parseCommitLog(out) {
  return out.split(RS).flatMap((record) => {
    const [meta, ...names] = record.split("\0");
    const [sha, authoredAt, committedAt, parents] = (meta ?? "").split(FS);
    if (!sha || !isSha(sha)) return [];
    const paths = names.map((n) => n.replace(/^\n/, "")).filter((n) => n !== "");
    const commit = { sha, authoredAt: seconds(authoredAt), committedAt: seconds(committedAt), paths };
    return [parents === void 0 ? commit : { ...commit, parents: parents.trim().split(" ").filter(isSha) }];
  });
}
var ReplayGit = class _ReplayGit {
  constructor(dir, gitDir) {
    this.dir = dir;
    this.gitDir = gitDir;
  }
  dir;
  gitDir;
  /** The clone around `dir`; a ConfigurationError when there is none, or when it is shallow. */
  static async open(dir) {
    const r = await git(["rev-parse", "--absolute-git-dir", "--is-shallow-repository"], {
      cwd: dir,
      okCodes: [0, 128],
      setup: "user"
    });
    const [gitDir, shallow] = r.stdout.trim().split("\n");
    if (r.code !== 0 || !gitDir) throw new ConfigurationError(notAClone(dir));
    if (shallow === "true") throw new ConfigurationError(SHALLOW_CLONE);
    return new _ReplayGit(dir, gitDir);
  }
  run(args, okCodes = [0]) {
    return git(args, { cwd: this.dir, okCodes, setup: "user" });
  }
  /**
   * The ref that holds the default branch's history: the remote's copy (`refs/remotes/<remote>/<branch>`) when
   * the clone has one, else the local branch. `branch` undefined: the remote's default branch (`<remote>/HEAD`),
   * else the current branch.
   */
  async branchRef(remote, branch) {
    let name = branch;
    if (name === void 0) {
      const head = await this.run(["symbolic-ref", "--quiet", "--short", `refs/remotes/${remote}/HEAD`], [0, 1, 128]);
      name = head.code === 0 ? head.stdout.trim().replace(`${remote}/`, "") : void 0;
    }
    if (name === void 0) {
      const current = await this.run(["symbolic-ref", "--quiet", "--short", "HEAD"], [0, 1, 128]);
      name = current.code === 0 ? current.stdout.trim() : void 0;
    }
    if (!name) throw new ConfigurationError(NO_BRANCH);
    for (const ref of [`refs/remotes/${remote}/${name}`, `refs/heads/${name}`]) {
      if (await this.resolves(ref)) return { branch: name, ref };
    }
    throw new ConfigurationError(unknownBranch(name, remote));
  }
  async resolves(ref) {
    return (await this.run(["rev-parse", "--verify", "--quiet", `${ref}^{commit}`], [0, 1, 128])).code === 0;
  }
  /** The first-parent history of `ref`, newest first. */
  async mainline(ref) {
    const r = await this.run(["log", "--first-parent", `--format=%H${FS}%P${FS}%ct${FS}%at${FS}%s${RS}`, ref]);
    return r.stdout.split(RS).flatMap((record) => {
      const [sha, parents, at, authoredAt, subject] = record.replace(/^\n/, "").split(FS);
      if (!sha || !isSha(sha)) return [];
      return [
        {
          sha,
          parents: (parents ?? "").split(" ").filter((p) => isSha(p)),
          at: seconds(at),
          authoredAt: seconds(authoredAt),
          subject: subject ?? ""
        }
      ];
    });
  }
  /** `refs/pull/N/head` of every PR the clone fetched them for, by number. */
  async pullHeads() {
    const r = await this.run(["for-each-ref", "--format=%(objectname) %(refname)", "refs/pull/", "refs/remotes/"]);
    const heads = /* @__PURE__ */ new Map();
    for (const line of r.stdout.split("\n")) {
      const m = PULL_HEAD_REF.exec(line);
      if (m && !heads.has(Number(m[2]))) heads.set(Number(m[2]), m[1]);
    }
    return heads;
  }
  /** The work tree's top folder (where the lease file is looked for). */
  async topLevel() {
    return (await this.run(["rev-parse", "--show-toplevel"])).stdout.trim();
  }
  /** Whether the clone holds the commit. */
  async has(sha) {
    if (!isSha(sha)) return false;
    return (await this.run(["cat-file", "-e", `${sha}^{commit}`], [0, 1, 128])).code === 0;
  }
  /** The commits of `head` that `base` lacks, oldest first, each with the paths it changed (renames as two). */
  async branchCommits(base, head) {
    const r = await this.run(["log", "--reverse", ...COMMIT_LOG, head, `^${base}`]);
    return parseCommitLog(r.stdout);
  }
  /**
   * One walk for many branches (`commit-graph.ts`): the commits of `revs` (`^sha` excludes), newest first, each
   * with its parents and the paths it changed, as `branchCommits` reads them. Revisions go in on stdin.
   */
  async walk(revs) {
    const r = await git(["log", ...COMMIT_LOG, `--format=${RS}%H${FS}%at${FS}%ct${FS}%P`, "--stdin"], {
      cwd: this.dir,
      input: `${revs.join("\n")}
`,
      setup: "user"
    });
    return parseCommitLog(r.stdout).map(({ parents, ...c }) => ({ ...c, parents: parents ?? [] }));
  }
  /** Which of `shas` are commits the clone holds: one `cat-file --batch-check`. */
  async presentCommits(shas) {
    const wanted = [...new Set(shas)].filter(isSha);
    if (wanted.length === 0) return /* @__PURE__ */ new Set();
    const r = await git(["cat-file", "--batch-check=%(objectname) %(objecttype)"], {
      cwd: this.dir,
      input: `${wanted.join("\n")}
`,
      setup: "user"
    });
    return new Set(r.stdout.split("\n").flatMap((l) => l.endsWith(" commit") ? [l.slice(0, l.indexOf(" "))] : []));
  }
  /** What each first-parent commit from `from` (excluded) to `to` changed under `folders`, oldest first. */
  async mainlineChanges(from, to, folders) {
    const r = await this.run([
      "--literal-pathspecs",
      "log",
      "--first-parent",
      "--diff-merges=first-parent",
      "--reverse",
      "--raw",
      "--no-renames",
      "--abbrev=40",
      "-z",
      `--format=${RS}%H`,
      `${from}..${to}`,
      "--",
      ...folders
    ]);
    const changes = /* @__PURE__ */ new Map();
    for (const record of r.stdout.split(RS)) {
      const sha = record.slice(0, record.search(/[^0-9a-f]|$/));
      if (!isSha(sha)) continue;
      changes.set(sha, parseRawDiff(record.slice(sha.length).replace(/^\0?\n?/, "")));
    }
    return changes;
  }
  /** `git rev-list --count --no-merges head ^base`: the commits a rebase merge copied. */
  async countCommits(base, head) {
    const r = await this.run(["rev-list", "--count", "--no-merges", head, `^${base}`]);
    return Number(r.stdout.trim()) || 0;
  }
  /** The subject and author time of each of `shas` the clone holds: one `git log --no-walk`. */
  async commitFactsOf(shas) {
    const wanted = [...new Set(shas)].filter(isSha);
    const facts = /* @__PURE__ */ new Map();
    if (wanted.length === 0) return facts;
    const r = await git(["log", "--no-walk=unsorted", `--format=%H${FS}%at${FS}%s${RS}`, "--stdin"], {
      cwd: this.dir,
      input: `${wanted.join("\n")}
`,
      setup: "user"
    });
    for (const record of r.stdout.split(RS)) {
      const [sha, at, subject] = record.replace(/^\n/, "").split(FS);
      if (sha && isSha(sha)) facts.set(sha, { subject: subject ?? "", authoredAt: seconds(at) });
    }
    return facts;
  }
  /** The subject and author time of a commit. */
  async commitFacts(sha) {
    const r = await this.run(["log", "-1", `--format=%at${FS}%s`, sha], [0, 128]);
    if (r.code !== 0) return void 0;
    const [at, subject] = r.stdout.trim().split(FS);
    return { subject: subject ?? "", authoredAt: seconds(at) };
  }
};

// src/cli/replay/leases.ts
async function judgeLeases(checkout, pull, question) {
  let undecidable;
  const { lease, decision } = await evaluate(
    {
      leaseAtBase: async () => question.config,
      changes: async (roots) => {
        try {
          return { entries: await localChanges(checkout, pull.base, pull.head, roots) };
        } catch (e) {
          if (!(e instanceof UndecidableError) && !(e instanceof GitCommandError)) throw e;
          undecidable = e.message;
          return { entries: [] };
        }
      }
    },
    {
      // What git alone cannot say is empty: no author or label matches a lease, as no branch of a squash does.
      pull: {
        headRef: pull.headRef ?? "",
        author: pull.author ?? "",
        labels: pull.labels,
        isCrossRepository: pull.isCrossRepository
      },
      writeRoots: question.writeRoots,
      leaseFile: question.leaseFile,
      protectedPaths: question.protectedPaths
    }
  );
  const facts = { lease: lease.name, reason: leaseReasonText(lease.why), roots: decision.roots };
  if (undecidable !== void 0) return { verdict: "undecidable", ...facts, written: 0, violations: [], undecidable };
  return { verdict: decision.verdict, ...facts, written: decision.written, violations: decision.violations };
}

// src/cli/replay/options.ts
import { parseArgs } from "node:util";
var OPTIONS = {
  repo: { type: "string" },
  remote: { type: "string", default: "origin" },
  branch: { type: "string" },
  last: { type: "string" },
  since: { type: "string" },
  "lease-file": { type: "string" },
  "write-root": { type: "string", multiple: true },
  "protected-path": { type: "string", multiple: true },
  "allocated-names": { type: "string", multiple: true },
  json: { type: "boolean", default: false },
  progress: { type: "boolean", default: false },
  offline: { type: "boolean", default: false }
};
var usage2 = (what) => new ConfigurationError(usage(what));
function parseSince(raw) {
  const day2 = /^\d{4}-\d{2}-\d{2}$/.test(raw);
  const time = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(raw);
  const at = day2 || time ? Date.parse(day2 ? `${raw}T00:00:00Z` : raw) : NaN;
  if (Number.isNaN(at)) throw usage2(badSince(raw));
  return at;
}
function parseReplayArgs(argv) {
  let parsed;
  try {
    parsed = parseArgs({ args: [...argv], options: OPTIONS, allowPositionals: true, strict: true });
  } catch (e) {
    throw usage2(errorMessage(e).split(". ")[0]?.replace(/\.$/, "") ?? "invalid arguments");
  }
  const { values, positionals } = parsed;
  if (positionals.length > 0) throw usage2(`unexpected argument '${positionals[0]}'`);
  let repo;
  if (values.repo !== void 0) {
    repo = repoFromFlag(values.repo);
    if (!repo) throw usage2(`--repo must be OWNER/NAME, got '${values.repo}'`);
  }
  let last;
  if (values.last !== void 0) {
    if (!/^[1-9][0-9]{0,6}$/.test(values.last)) throw usage2(badLast(values.last));
    last = Number(values.last);
  }
  return {
    repo,
    remote: values.remote ?? "origin",
    branch: values.branch,
    last,
    since: values.since === void 0 ? void 0 : parseSince(values.since),
    leaseFile: values["lease-file"],
    writeRoots: values["write-root"] ?? [],
    protectedPaths: values["protected-path"]?.length ? values["protected-path"] : [...DEFAULT_PROTECTED_PATHS],
    allocatedNames: (values["allocated-names"] ?? []).flatMap((v) => v.split("\n")).map((g) => g.trim()).filter(Boolean),
    json: values.json ?? false,
    progress: values.progress ?? false,
    offline: values.offline ?? false
  };
}

// src/cli/replay/progress.ts
var LONG = 100;
var Progress = class {
  constructor(sink, total) {
    this.sink = sink;
    this.total = total;
  }
  sink;
  total;
  shown = -1;
  phase = "";
  drawn = false;
  get on() {
    return this.sink.asked || this.sink.tty && this.total >= LONG;
  }
  /** `done` of `total` done with `what`. */
  step(done, what) {
    if (!this.on) return;
    if (this.sink.tty) {
      this.sink.write(`\r${progressLine(done, this.total, what)}\x1B[K`);
      this.drawn = true;
      return;
    }
    const tenth = Math.floor(done * 10 / Math.max(this.total, 1));
    if (what !== this.phase) this.shown = -1;
    this.phase = what;
    if (tenth === this.shown) return;
    this.shown = tenth;
    this.sink.write(`${progressLine(done, this.total, what)}
`);
  }
  /** Clears the redrawn line before the report is printed. */
  end() {
    if (this.drawn) this.sink.write("\r\x1B[K");
    this.drawn = false;
  }
};

// src/cli/replay/pull-states.ts
var MAX_EARLIER_STATES = 50;
var touchesNames = (commit, globs) => commit.paths.some((p) => globs.some((g) => allocatedName(g, p) !== void 0));
function readChanges(gitDir, base, sha, reads) {
  const [from, ...more] = reads.graph?.mergeBases(base, sha) ?? [];
  if (from !== void 0 && more.length === 0 && reads.reader)
    return reads.reader.rawDiff(from, sha, false).then(changesOf);
  return reads.slots.run(() => pullChanges(gitDir, base, sha));
}
async function changesAt(gitDir, branch, pull, sha, reads) {
  try {
    const changes = await readChanges(gitDir, pull.base, sha, reads);
    return { number: pull.number, base: branch, known: true, changes };
  } catch (e) {
    return {
      number: pull.number,
      base: branch,
      known: false,
      reason: { kind: "unread", said: githubWords(errorMessage(e)) }
    };
  }
}
async function readPullHistory(git2, branch, pull, globs, reads) {
  const commits = reads.graph?.branch(pull.base, pull.head) ?? await reads.slots.run(() => git2.branchCommits(pull.base, pull.head)).catch(() => []);
  const firstCommitAt = Math.min(pull.mergedAt, ...commits.map((c) => c.authoredAt));
  const last = commits.at(-1);
  const earlier = globs.length === 0 ? [] : commits.slice(0, -1).filter((c) => touchesNames(c, globs)).slice(-MAX_EARLIER_STATES);
  const states = [];
  for (const c of earlier) {
    states.push({ at: c.committedAt, sha: c.sha, changes: await changesAt(git2.gitDir, branch, pull, c.sha, reads) });
  }
  const headAt = Math.min(last?.committedAt ?? pull.mergedAt, pull.mergedAt);
  states.push({ at: headAt, sha: pull.head, changes: await changesAt(git2.gitDir, branch, pull, pull.head, reads) });
  return { number: pull.number, firstCommitAt, states };
}

// src/cli/replay/subjects.ts
var MERGE_SUBJECT = /^Merge pull request #([1-9][0-9]{0,9}) from ([A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)\/(\S+)/;
var TITLE_SUBJECT = /\(#([1-9][0-9]{0,9})\)\s*$/;
function landingSubject(subject, parents) {
  if (parents === 2) {
    const merge = MERGE_SUBJECT.exec(subject);
    if (merge) {
      return { number: Number(merge[1]), head: { owner: merge[2], branch: merge[3] } };
    }
  }
  if (parents !== 1 && parents !== 2) return void 0;
  const title = TITLE_SUBJECT.exec(subject);
  return title ? { number: Number(title[1]) } : void 0;
}

// src/cli/replay/pulls.ts
function oldestFirst(newestFirst) {
  return [...newestFirst].reverse();
}
function landingsFromGit(history, pullHeads, repoOwner) {
  const out = [];
  const seen = /* @__PURE__ */ new Set();
  for (let i = history.length - 1; i >= 0; i--) {
    const commit = history[i];
    const named = landingSubject(commit.subject, commit.parents.length);
    const base = commit.parents[0];
    if (!named || seen.has(named.number) || base === void 0 || i === 0) continue;
    seen.add(named.number);
    const merge = commit.parents.length === 2;
    const ref = pullHeads.get(named.number);
    const head = merge ? commit.parents[1] : ref ?? commit.sha;
    const owner = named.head?.owner ?? null;
    out.push({
      number: named.number,
      title: commit.subject,
      landedAs: merge ? "merge" : "squash",
      landing: commit.sha,
      landedAt: i,
      base,
      baseAt: i - 1,
      head,
      headFrom: merge ? "merge-parent" : ref !== void 0 ? "pull-ref" : "landing",
      headRef: named.head?.branch ?? null,
      headOwner: owner,
      isCrossRepository: owner !== null && repoOwner !== void 0 && owner.toLowerCase() !== repoOwner.toLowerCase(),
      author: null,
      labels: [],
      openedAt: commit.at,
      mergedAt: commit.at,
      source: "git"
    });
  }
  return out;
}
function bounded(pulls, last, since) {
  const newest = [...pulls].sort((a, b) => b.landedAt - a.landedAt);
  const recent = since === void 0 ? newest : newest.filter((p) => p.mergedAt >= since);
  return last === void 0 ? recent : recent.slice(0, last);
}

// src/cli/replay/pulls-api.ts
async function mergedPulls(github, repo, branch, from) {
  const rows = await github.listClosedPulls(repo, branch, (page) => {
    const oldest = page.at(-1);
    return from !== void 0 && oldest !== void 0 && Date.parse(oldest.updatedAt) < from;
  });
  return rows.filter((r) => r.mergedAt !== null && r.mergeCommitSha !== null);
}
async function joinApi(git2, repo, history, fromGit, rows) {
  const at = new Map(history.map((c, i) => [c.sha, i]));
  const byNumber = new Map(fromGit.map((p) => [p.number, p]));
  const missing = [];
  const here = await git2.presentCommits(rows.map((r) => r.headSha));
  const facts = await git2.commitFactsOf([
    ...rows.flatMap((r) => here.has(r.headSha) ? [r.headSha] : []),
    ...rows.flatMap(
      (r) => r.mergeCommitSha && at.has(r.mergeCommitSha) && here.has(r.headSha) ? [r.mergeCommitSha] : []
    )
  ]);
  for (const row of rows) {
    const index = at.get(row.mergeCommitSha);
    if (index === void 0 || index === 0) {
      missing.push(row.number);
      continue;
    }
    const landing = history[index];
    const head = here.has(row.headSha) ? row.headSha : void 0;
    const shape = await landedShape(git2, history, index, landing, head, facts);
    const full = `${repo.owner}/${repo.repo}`.toLowerCase();
    byNumber.set(row.number, {
      number: row.number,
      title: row.title,
      ...shape,
      landing: landing.sha,
      landedAt: index,
      headRef: row.headRef,
      headOwner: row.headRepository?.split("/")[0] ?? null,
      // A fork GitHub no longer shows is a fork all the same.
      isCrossRepository: row.headRepository?.toLowerCase() !== full,
      author: row.author,
      labels: row.labels,
      openedAt: Date.parse(row.createdAt),
      mergedAt: Date.parse(row.mergedAt),
      source: "api"
    });
  }
  const pulls = [...byNumber.values()].sort((a, b) => b.landedAt - a.landedAt);
  return { pulls, missing: missing.sort((a, b) => a - b) };
}
async function landedShape(git2, history, index, landing, head, facts) {
  const parent = { base: landing.parents[0], baseAt: index - 1 };
  if (landing.parents.length === 2) {
    return {
      landedAs: "merge",
      ...parent,
      head: head ?? landing.parents[1],
      headFrom: head ? "api" : "merge-parent"
    };
  }
  if (!head) return { landedAs: "squash", ...parent, head: landing.sha, headFrom: "landing" };
  const [mine, theirs] = [facts.get(landing.sha), facts.get(head)];
  const copied = head !== landing.sha && mine && theirs && mine.subject === theirs.subject && mine.authoredAt === theirs.authoredAt;
  if (copied) {
    const commits = await git2.countCommits(landing.sha, head);
    const baseAt = index - Math.max(commits, 1);
    const base = history[baseAt];
    if (base && baseAt >= 0) return { landedAs: "rebase", base: base.sha, baseAt, head, headFrom: "api" };
  }
  return { landedAs: "squash", ...parent, head, headFrom: "api" };
}

// src/cli/replay/report.ts
var iso = (ms) => new Date(ms).toISOString();
var UNKNOWN_AUTHOR = "(unknown)";
function replayedPull(pull, leases, collisions) {
  const c = collisions.pulls.get(pull.number);
  return {
    number: pull.number,
    title: pull.title,
    author: pull.author,
    headBranch: pull.headRef,
    headOwner: pull.headOwner,
    isCrossRepository: pull.isCrossRepository,
    labels: pull.labels,
    landedAs: pull.landedAs,
    landing: pull.landing,
    base: pull.base,
    head: pull.head,
    headFrom: pull.headFrom,
    openedAt: iso(pull.openedAt),
    mergedAt: iso(pull.mergedAt),
    facts: pull.source,
    gates: {
      "write-root-gate": leases,
      collision: {
        verdict: c?.verdict ?? "off",
        clashes: c?.clashes ?? [],
        ...c?.unknown !== void 0 ? { unknown: c.unknown } : {},
        earlier: (c?.earlier ?? []).map((e) => ({ ...e, at: iso(e.at) })),
        ...c?.landing ? { landing: c.landing } : {}
      },
      overlaps: c?.overlaps ?? []
    }
  };
}
function count(into, key) {
  into[key] = (into[key] ?? 0) + 1;
}
function summarize(pulls, collisions) {
  const byLease = {};
  const byAuthor = {};
  let refused = 0;
  for (const p of pulls) {
    if (p.gates["write-root-gate"].verdict === "pass") continue;
    refused++;
    count(byLease, p.gates["write-root-gate"].lease);
    count(byAuthor, p.author ?? UNKNOWN_AUTHOR);
  }
  return {
    merged: pulls.length,
    refused,
    byLease,
    byAuthor,
    collidedNames: [...collisions.names].map((k) => k.replace("\0", ": ")).sort(),
    collidingAtLanding: pulls.filter(
      (p) => p.gates.collision.verdict === "fail" || p.gates.collision.verdict === "undecidable"
    ).length,
    toldOfClash: pulls.filter((p) => p.gates.collision.earlier.length > 0 || p.gates.collision.clashes.length > 0).length,
    overlapping: pulls.filter((p) => p.gates.overlaps.length > 0).length
  };
}

// src/cli/replay/command.ts
var CONCURRENCY = 256;
var GIT_PROCESSES = 4;
function readLeases(options, root, notes) {
  const file = options.leaseFile ?? path.join(root, DEFAULT_LEASE_FILE);
  const shown = options.leaseFile ?? DEFAULT_LEASE_FILE;
  if (!existsSync(file)) {
    if (options.leaseFile !== void 0) throw new ConfigurationError(leaseFileMissing(options.leaseFile));
    if (options.writeRoots.length === 0) notes.push(noLeaseFileNote(shown));
    return void 0;
  }
  return parseLeaseConfig(readFileSync(file, "utf8"), shown);
}
async function apiPulls(io, token, repo, git2, branch, history, fromGit, options) {
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
  const window = bounded(fromGit, options.last, options.since);
  const oldest = options.since ?? (options.last !== void 0 ? window.at(-1)?.mergedAt : void 0);
  const rows = await mergedPulls(github, repo, branch, oldest === void 0 ? void 0 : oldest - 864e5);
  return joinApi(git2, repo, history, fromGit, rows);
}
async function replayCommand(argv, io) {
  const options = parseReplayArgs(argv);
  const git2 = await ReplayGit.open(io.cwd);
  const checkout = await Checkout.open(io.cwd, options.remote);
  const notes = [];
  const leases = readLeases(options, await git2.topLevel(), notes);
  const globs = options.allocatedNames.map(parseAllocatedGlob);
  const { branch, ref } = await git2.branchRef(options.remote, options.branch);
  const history = oldestFirst(await git2.mainline(ref));
  const remoteUrl = await checkout.remoteUrl();
  const repo = options.repo ?? (remoteUrl === void 0 ? void 0 : repoFromRemoteUrl(remoteUrl));
  let all = landingsFromGit(history, await git2.pullHeads(), repo?.owner);
  const token = options.offline ? void 0 : io.env.GH_TOKEN?.trim() || io.env.GITHUB_TOKEN?.trim();
  if (token) {
    if (!repo) throw new ConfigurationError(NO_REPO_FOR_TOKEN);
    const joined = await apiPulls(io, token, repo, git2, branch, history, all, options);
    all = joined.pulls;
    if (joined.missing.length > 0) notes.push(missingNote(joined.missing));
  } else notes.push(...OFFLINE_NOTES);
  const pulls = bounded(all, options.last, options.since);
  if (pulls.length === 0) {
    io.out(
      options.json ? JSON.stringify({ branch, pulls: [], notes: [NOTHING_MERGED] }, null, 2) : NOTHING_MERGED
    );
    return 0;
  }
  const squashes = pulls.filter((p) => p.headFrom === "landing").length;
  if (squashes > 0) notes.push(noPullRefsNote(squashes));
  const progress = new Progress(
    { write: io.errRaw ?? ((t) => io.err(t.replace(/\n$/, ""))), tty: io.errIsTTY ?? false, asked: options.progress },
    pulls.length
  );
  let done = 0;
  const question = {
    config: leases,
    leaseFile: DEFAULT_LEASE_FILE,
    writeRoots: options.writeRoots,
    protectedPaths: options.protectedPaths
  };
  const slots = new Slots(GIT_PROCESSES);
  const graph = await CommitGraph.read(
    git2,
    history,
    pulls.map((p) => p.head),
    Math.min(...pulls.map((p) => p.baseAt)),
    Math.max(...pulls.map((p) => p.landedAt))
  );
  const batch = new BatchedReader(checkout, slots);
  const reader = batchedCheckout(checkout, slots, graph, batch);
  const verdicts = await mapLimit(pulls, CONCURRENCY, async (p) => {
    const v = await judgeLeases(reader, p, question);
    progress.step(++done, "write-root-gate");
    return v;
  });
  done = 0;
  const read = await mapLimit(pulls, CONCURRENCY, async (p) => {
    const h = await readPullHistory(git2, branch, p, globs, { slots, graph, reader: batch });
    progress.step(++done, "collisions");
    return h;
  });
  const histories = new Map(read.map((h) => [h.number, h]));
  const timed = pulls.map(
    (p) => p.source === "api" ? p : { ...p, openedAt: histories.get(p.number).firstCommitAt }
  );
  const from = Math.min(...timed.map((p) => p.baseAt));
  const names = globs.length > 0 ? await BaseNames.read(
    git2,
    history.map((c) => c.sha),
    from,
    globs
  ) : void 0;
  const collisions = replayCollisions({ pulls: timed, histories, history, globs, names });
  progress.end();
  const replayed = timed.map((p, i) => replayedPull(p, verdicts[i], collisions));
  const summary = summarize(replayed, collisions);
  if (options.json) {
    const json = {
      repository: repo ? `${repo.owner}/${repo.repo}` : null,
      branch,
      facts: token ? "api" : "git",
      notes,
      summary,
      pulls: replayed.map(jsonPull)
    };
    io.out(JSON.stringify(json, null, 2));
  } else {
    for (const note of notes) io.out(note);
    if (notes.length > 0) io.out("");
    for (const line of table(replayed)) io.out(line);
    io.out("");
    const why = replayed.flatMap((p) => refusalLines(p));
    if (why.length > 0) for (const line of [WHY_REFUSED, ...why, ""]) io.out(line);
    for (const line of summaryLines(summary, branch, globs.length > 0)) io.out(line);
  }
  return 0;
}
export {
  replayCommand
};
