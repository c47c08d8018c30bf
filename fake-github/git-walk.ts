// History answered from commit objects read in this process (git-objects.ts) instead of a git process each:
// ancestry, the merge base, a range's commits and a commit's fields. Each function answers only where git's
// answer is the only possible one and returns undefined otherwise (the caller then asks git): a walk longer than
// WALK_LIMIT commits, an object this process cannot read, several best merge bases (git picks among them by
// date), a range that is not a single line of commits (git's topological order among branches), a commit whose
// fields `git log` would re-encode or that the fake's log format cannot carry.
import type { CommitInfo } from './git.js';
import { plainHistory, readObjectSync } from './git-objects.js';

interface Ident {
  name: string;
  email: string;
  seconds: number;
  tz: string;
}

interface ParsedCommit {
  tree: string;
  parents: string[];
  author?: Ident;
  committer?: Ident;
  message?: string;
}

// A repository's walks stop here: beyond it one git process is cheaper than reading every commit.
const WALK_LIMIT = 2000;

const commits = new Map<string, Map<string, ParsedCommit>>();

/** Forgets the commits read from the repositories under `rootDir`. */
export function forgetCommits(rootDir: string): void {
  for (const gitDir of commits.keys())
    if (gitDir === rootDir || gitDir.startsWith(`${rootDir}/`)) commits.delete(gitDir);
}

// `Name <email> 1700000000 +0000`, with nothing git would read differently (no stray `<`, `>` or edge spaces).
const IDENT = /^([^<>\s](?:[^<>\n]*[^<>\s])?) <([^<>\n]*)> (\d{1,11}) ([+-]\d{4})$/;

function ident(line: string): Ident | undefined {
  const m = IDENT.exec(line);
  return m ? { name: m[1]!, email: m[2]!, seconds: Number(m[3]), tz: m[4]! } : undefined;
}

function parseCommit(data: Buffer): ParsedCommit | undefined {
  const text = data.toString('utf8');
  const end = text.indexOf('\n\n');
  const head = (end < 0 ? text : text.slice(0, end)).split('\n');
  const tree = /^tree ([0-9a-f]{40})$/.exec(head[0] ?? '')?.[1];
  if (!tree) return undefined;
  const parents: string[] = [];
  let i = 1;
  for (; /^parent [0-9a-f]{40}$/.test(head[i] ?? ''); i++) parents.push(head[i]!.slice(7));
  const c: ParsedCommit = { tree, parents };
  const author = head[i]?.startsWith('author ') ? ident(head[i]!.slice(7)) : undefined;
  const committer = head[i + 1]?.startsWith('committer ') ? ident(head[i + 1]!.slice(10)) : undefined;
  // Only further headers git leaves out of `%B` and does not re-encode by (gpgsig and mergetag span lines).
  const plain = head.slice(i + 2).every((l) => /^(gpgsig|gpgsig-sha256|mergetag) |^ /.test(l));
  const message = end < 0 ? undefined : text.slice(end + 2);
  // The fake's log format separates fields and records with 0x1f and 0x1e.
  if (
    author &&
    committer &&
    plain &&
    message !== undefined &&
    !['\0', '\x1e', '\x1f', '\ufffd'].some((ch) => message.includes(ch))
  ) {
    c.author = author;
    c.committer = committer;
    c.message = message;
  }
  return c;
}

function commitOf(gitDir: string, sha: string): ParsedCommit | undefined {
  let repo = commits.get(gitDir);
  const kept = repo?.get(sha);
  if (kept) return kept;
  const obj = readObjectSync(gitDir, sha);
  const c = obj?.type === 'commit' ? parseCommit(obj.data) : undefined;
  if (!c) return undefined;
  if (!repo) commits.set(gitDir, (repo = new Map()));
  repo.set(sha, c);
  return c;
}

/**
 * Every commit reachable from `tips` (themselves included), or undefined when one cannot be read or there are
 * more than WALK_LIMIT. `until` stops the walk early with true once it returns true for a commit.
 */
function reachable(gitDir: string, tips: string[], until?: (sha: string) => boolean): Set<string> | true | undefined {
  const seen = new Set<string>();
  const todo = [...tips];
  while (todo.length > 0) {
    const sha = todo.pop()!;
    if (seen.has(sha)) continue;
    if (until?.(sha)) return true;
    seen.add(sha);
    if (seen.size > WALK_LIMIT) return undefined;
    const c = commitOf(gitDir, sha);
    if (!c) return undefined;
    for (const p of c.parents) if (!seen.has(p)) todo.push(p);
  }
  return seen;
}

/** True when `sha` names a commit of `gitDir` (read in process); undefined when git must say. */
export function isCommitWalk(gitDir: string, sha: string): true | undefined {
  return plainHistory(gitDir) && commitOf(gitDir, sha) ? true : undefined;
}

/** `git merge-base --is-ancestor a b`: true, false, or undefined when git must say. */
export function isAncestorWalk(gitDir: string, a: string, b: string): boolean | undefined {
  if (!plainHistory(gitDir) || !commitOf(gitDir, a)) return undefined;
  const r = reachable(gitDir, [b], (sha) => sha === a);
  return r === undefined ? undefined : r === true;
}

/** `git merge-base a b`: the one best common ancestor, null for none, or undefined when git must say. */
export function mergeBaseWalk(gitDir: string, a: string, b: string): string | null | undefined {
  if (!plainHistory(gitDir)) return undefined;
  const left = reachable(gitDir, [a]);
  const right = reachable(gitDir, [b]);
  if (left === undefined || left === true || right === undefined || right === true) return undefined;
  const common = [...left].filter((s) => right.has(s));
  if (common.length === 0) return null;
  // The best common ancestors are those no other common ancestor reaches.
  const commonSet = new Set(common);
  const reached = new Set<string>();
  const todo = common.flatMap((s) => commitOf(gitDir, s)!.parents);
  while (todo.length > 0) {
    const sha = todo.pop()!;
    if (reached.has(sha) || !commonSet.has(sha)) continue;
    reached.add(sha);
    todo.push(...commitOf(gitDir, sha)!.parents);
  }
  const best = common.filter((s) => !reached.has(s));
  return best.length === 1 ? best[0] : undefined;
}

/** The commits of `from..to` (reachable from `to`, not from `from`), or undefined when git must say. */
function rangeOf(gitDir: string, from: string, to: string): string[] | undefined {
  if (!plainHistory(gitDir) || !commitOf(gitDir, from)) return undefined;
  const excluded = reachable(gitDir, [from]);
  if (excluded === undefined || excluded === true) return undefined;
  const seen = new Set<string>();
  const todo = [to];
  while (todo.length > 0) {
    const sha = todo.pop()!;
    if (seen.has(sha) || excluded.has(sha)) continue;
    seen.add(sha);
    const c = seen.size <= WALK_LIMIT ? commitOf(gitDir, sha) : undefined;
    if (!c) return undefined;
    todo.push(...c.parents);
  }
  return [...seen];
}

/** `git rev-list --count from..to`, or undefined when git must say. */
export function countWalk(gitDir: string, from: string, to: string): number | undefined {
  return rangeOf(gitDir, from, to)?.length;
}

/**
 * `git log --topo-order --reverse from..to`, oldest first, when the range is one line of commits (each has at
 * most one parent inside it, so git's order is the only one), else undefined.
 */
export function logWalk(gitDir: string, from: string, to: string): CommitInfo[] | undefined {
  const ids = rangeOf(gitDir, from, to);
  if (!ids) return undefined;
  const inside = new Set(ids);
  const line: string[] = [];
  for (let sha: string | undefined = ids.length ? to : undefined; sha !== undefined;) {
    line.push(sha);
    const next = commitOf(gitDir, sha)!.parents.filter((p) => inside.has(p));
    if (next.length > 1) return undefined;
    sha = next[0];
  }
  if (line.length !== ids.length) return undefined;
  const out: CommitInfo[] = [];
  for (const sha of line.reverse()) {
    const info = showWalk(gitDir, sha);
    if (!info) return undefined;
    out.push(info);
  }
  return out;
}

// `%aI` prints +00:00 for UTC up to git 2.44 and `Z` since: learnt from git's own answer (noteDates) before use.
let utcSuffix: string | undefined;

/** Learns how this git prints a UTC date from a commit git showed (`info`, as `git log` parsed it). */
export function noteDates(gitDir: string, info: CommitInfo): void {
  if (utcSuffix !== undefined) return;
  const c = commitOf(gitDir, info.sha);
  if (c?.author && Number(c.author.tz.slice(1)) === 0) utcSuffix = info.authorDate.slice(19);
}

/** `%aI`/`%cI`: the date in its own offset, `2024-05-01T12:00:00+02:00`, or undefined when git must say. */
export function isoStrict(seconds: number, tz: string): string | undefined {
  const hours = Number(tz.slice(1, 3));
  const minutes = Number(tz.slice(3, 5));
  const offset = (tz[0] === '-' ? -1 : 1) * (hours * 60 + minutes);
  const local = new Date((seconds + offset * 60) * 1000);
  const year = local.getUTCFullYear();
  if (!Number.isFinite(local.getTime()) || year < 1970 || year > 9999) return undefined;
  const suffix = offset === 0 && hours === 0 && minutes === 0 ? utcSuffix : `${tz[0]}${tz.slice(1, 3)}:${tz.slice(3)}`;
  if (suffix === undefined) return undefined;
  return `${local.toISOString().slice(0, 19)}${suffix}`;
}

/** `git log -1` of `sha` in the fake's format (git.ts CommitInfo), or undefined when git must say. */
export function showWalk(gitDir: string, sha: string): CommitInfo | undefined {
  if (!plainHistory(gitDir)) return undefined;
  const c = commitOf(gitDir, sha);
  if (!c?.author || !c.committer || c.message === undefined) return undefined;
  const authorDate = isoStrict(c.author.seconds, c.author.tz);
  const committerDate = isoStrict(c.committer.seconds, c.committer.tz);
  if (authorDate === undefined || committerDate === undefined) return undefined;
  return {
    sha,
    tree: c.tree,
    parents: [...c.parents],
    authorName: c.author.name,
    authorEmail: c.author.email,
    authorDate,
    committerName: c.committer.name,
    committerEmail: c.committer.email,
    committerDate,
    message: c.message.replace(/\n+$/, ''),
  };
}
