// Thin wrappers over the git CLI. Everything that changes a repository's objects goes through real git so that
// the fake shares GitHub's notion of merges and diffs instead of re-implementing them. History questions are
// answered from the repository's own commit objects where git's answer is the only possible one (git-walk.ts),
// else by git; `refs/pull/N/head` is written with git's own lock protocol (setPullRef).
import {
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  readdirSync,
  renameSync,
  statSync,
  writeSync,
} from 'node:fs';
import { dirname, join } from 'node:path';
import {
  batchable,
  objectReader,
  parseTree,
  stopObjectReaders as stopBatchReaders,
  type ObjectInfo,
} from './git-batch.js';
import { DIFF_ARGS, parseCombined, type DiffEntry } from './git-diff.js';
import { runChild } from './spawn-host/client.js';
import { execFileSyncHosted } from './spawn-host/sync-run.js';
import { fixedRevisions, isObjectId, keepAnswer, keptAnswer, memo, memoSync } from './git-memo.js';
import { forgetPacks } from './git-objects.js';
import {
  countWalk,
  forgetCommits,
  isAncestorWalk,
  isCommitWalk,
  logWalk,
  mergeBaseWalk,
  noteDates,
  showWalk,
} from './git-walk.js';

export type { DiffEntry, FileStatus } from './git-diff.js';
export { installPushHook, PUSH_LOG } from './push-hook.js';

/**
 * Stops the object readers of the repositories under `rootDir` and forgets the commits read from them (a stopped
 * fake's, or one repository before gc takes objects away).
 */
export async function stopObjectReaders(rootDir: string): Promise<void> {
  forgetPacks(rootDir);
  forgetCommits(rootDir);
  await stopBatchReaders(rootDir);
}

// Fixed identity and dates keep commits made by the fake reproducible across runs.
const GIT_ENV: NodeJS.ProcessEnv = {
  ...process.env,
  GIT_AUTHOR_NAME: 'fake-github',
  GIT_AUTHOR_EMAIL: 'fake-github@users.noreply.github.com',
  GIT_COMMITTER_NAME: 'GitHub',
  GIT_COMMITTER_EMAIL: 'noreply@github.com',
  GIT_CONFIG_NOSYSTEM: '1',
  GIT_TERMINAL_PROMPT: '0',
  LC_ALL: 'C',
};

/** The environment the fake's git processes start with (a copy: what was in `process.env` when this loaded). */
export function gitEnv(): NodeJS.ProcessEnv {
  return { ...GIT_ENV };
}

export interface GitResult {
  stdout: string;
  stderr: string;
  code: number;
}

export class GitError extends Error {
  constructor(
    readonly args: string[],
    readonly result: GitResult,
  ) {
    super(`git ${args.join(' ')} failed (${result.code}): ${result.stderr.trim() || result.stdout.trim()}`);
  }
}

let started = 0;

/** Git processes the fake has started so far (its tests count what a request costs). */
export function gitProcessesStarted(): number {
  return started;
}

/** Counts a git process started outside this module's runners (git-http.ts). */
export function countGitProcess(): void {
  started++;
}

/**
 * Runs git and resolves with its output whatever the exit code; callers that care use `git()`. The process is
 * started by the spawn host (spawn-host/host.mjs says why), or directly when it is off.
 */
export async function gitRaw(
  cwd: string,
  args: string[],
  opts: { env?: NodeJS.ProcessEnv; input?: string | Buffer } = {},
): Promise<GitResult> {
  started++;
  const env = { ...GIT_ENV, ...opts.env };
  const r = await runChild('git', args, { cwd, env, input: opts.input, maxBuffer: 256 * 1024 * 1024 });
  // As execFile reported it: a signal is code 1.
  return { stdout: r.stdout.toString('utf8'), stderr: r.stderr.toString('utf8'), code: r.code ?? 1 };
}

export async function git(
  cwd: string,
  args: string[],
  opts: { env?: NodeJS.ProcessEnv; input?: string | Buffer } = {},
): Promise<string> {
  const r = await gitRaw(cwd, args, opts);
  if (r.code !== 0) throw new GitError(args, r);
  return r.stdout;
}

/** Synchronous variant, used only where the public API must stay synchronous (webhook payload builders). */
export function gitSync(cwd: string, args: string[]): string {
  started++;
  return execFileSyncHosted('git', args, { cwd, env: GIT_ENV, stdin: 'ignore', maxBuffer: 256 * 1024 * 1024 });
}

export const SHA_RE = /^[0-9a-f]{40}$/;

// Refs are read straight from the files of the bare repository: a spawn per ref read would make listing
// hundreds of pull requests slow, and pushes from test clones bypass the fake so no cache could be trusted.
function packedRefs(gitDir: string): Map<string, string> {
  const out = new Map<string, string>();
  let text: string;
  try {
    text = readFileSync(join(gitDir, 'packed-refs'), 'utf8');
  } catch {
    return out;
  }
  for (const line of text.split('\n')) {
    if (!line || line.startsWith('#') || line.startsWith('^')) continue;
    const sp = line.indexOf(' ');
    out.set(line.slice(sp + 1), line.slice(0, sp));
  }
  return out;
}

function readLoose(gitDir: string, name: string, depth = 0): string | undefined {
  let text: string;
  try {
    text = readFileSync(join(gitDir, name), 'utf8').trim();
  } catch {
    return undefined;
  }
  if (text.startsWith('ref: ') && depth < 5) return resolveRef(gitDir, text.slice(5), depth + 1);
  return SHA_RE.test(text) ? text : undefined;
}

/** Sha a full ref name (e.g. `refs/heads/main`) points to, or undefined. */
export function resolveRef(gitDir: string, name: string, depth = 0): string | undefined {
  if (name.includes('..')) return undefined;
  return readLoose(gitDir, name, depth) ?? packedRefs(gitDir).get(name);
}

export function listRefs(gitDir: string, prefix = 'refs/'): Map<string, string> {
  const out = new Map<string, string>();
  for (const [k, v] of packedRefs(gitDir)) if (k.startsWith(prefix)) out.set(k, v);
  const walk = (rel: string): void => {
    let entries: string[];
    try {
      entries = readdirSync(join(gitDir, rel));
    } catch {
      return;
    }
    for (const e of entries) {
      const r = `${rel}/${e}`;
      if (statSync(join(gitDir, r)).isDirectory()) walk(r);
      else if (!e.endsWith('.lock')) {
        const sha = readLoose(gitDir, r);
        if (sha && r.startsWith(prefix)) out.set(r, sha);
      }
    }
  };
  walk('refs');
  return new Map([...out].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/** Resolves a branch, tag, full ref or (abbreviated) sha to a commit sha, or undefined. */
export async function resolveCommit(gitDir: string, ref: string): Promise<string | undefined> {
  const direct =
    resolveRef(gitDir, ref.startsWith('refs/') ? ref : `refs/heads/${ref}`) ?? resolveRef(gitDir, `refs/tags/${ref}`);
  if (direct) return direct;
  if (!/^[0-9a-f]{4,40}$/.test(ref)) return undefined;
  if (isObjectId(ref) && isCommitWalk(gitDir, ref)) return ref;
  return memo(gitDir, ['commit', ref], isObjectId(ref), async () => {
    const found = (await readObject(gitDir, `${ref}^{commit}`, false))?.info.oid;
    return { value: found, keep: found !== undefined };
  });
}

// Exit code 1 is git's answer (not an ancestor, no merge base); 128 means it lacks an object, which may come later.
export async function isAncestor(gitDir: string, a: string, b: string): Promise<boolean> {
  return memo(gitDir, ['is-ancestor', a, b], isObjectId(a) && isObjectId(b), async () => {
    const walked = isObjectId(a) && isObjectId(b) ? isAncestorWalk(gitDir, a, b) : undefined;
    if (walked !== undefined) return { value: walked, keep: true };
    const r = await gitRaw(gitDir, ['merge-base', '--is-ancestor', a, b]);
    return { value: r.code === 0, keep: r.code === 0 || r.code === 1 };
  });
}

const WALKED_TIPS = 32;

/**
 * Which of `refs` (name to the sha it was read at) contain commit `sha`. Whether one commit contains another
 * never changes, so each (commit, ref tip) answer is kept with `isAncestor`'s; up to WALKED_TIPS tips are walked in
 * process (git-walk.ts), and git is asked, in one `for-each-ref` walk, only about the tips still not known. A ref
 * that moved while git walked is not kept.
 */
export async function refsContaining(gitDir: string, sha: string, refs: Map<string, string>): Promise<Set<string>> {
  const out = new Set<string>();
  const unknown: string[] = [];
  // A walk per tip for a few tips; for many (a benchmark's thousand open PRs) one git walk answers them all.
  const walk = isObjectId(sha) && refs.size <= WALKED_TIPS;
  for (const [name, tip] of refs) {
    let kept = isObjectId(sha) ? keptAnswer<boolean>(gitDir, ['is-ancestor', sha, tip]) : undefined;
    if (kept === undefined && walk && isObjectId(tip)) {
      const walked = isAncestorWalk(gitDir, sha, tip);
      if (walked !== undefined) keepAnswer(gitDir, ['is-ancestor', sha, tip], walked);
      kept = walked === undefined ? undefined : { value: walked };
    }
    if (kept === undefined) unknown.push(name);
    else if (kept.value) out.add(name);
  }
  if (unknown.length === 0) return out;
  const format = '--format=%(objectname) %(refname)';
  const listed = await git(gitDir, ['for-each-ref', '--contains', sha, format, ...unknown]);
  const seen = new Map(
    listed
      .split('\n')
      .filter(Boolean)
      .map((l) => [l.slice(41), l.slice(0, 40)] as const),
  );
  for (const name of unknown) {
    const tip = refs.get(name)!;
    if (seen.has(name)) out.add(name);
    // Kept only when git walked from the tip the caller read (the ref did not move in between).
    if (isObjectId(sha) && (seen.get(name) ?? resolveRef(gitDir, name)) === tip)
      keepAnswer(gitDir, ['is-ancestor', sha, tip], seen.has(name));
  }
  return out;
}

export async function mergeBase(gitDir: string, a: string, b: string): Promise<string | undefined> {
  return memo(gitDir, ['merge-base', a, b], isObjectId(a) && isObjectId(b), async () => {
    const walked = isObjectId(a) && isObjectId(b) ? mergeBaseWalk(gitDir, a, b) : undefined;
    if (walked !== undefined) return { value: walked ?? undefined, keep: true };
    const r = await gitRaw(gitDir, ['merge-base', a, b]);
    return { value: r.code === 0 ? r.stdout.trim() : undefined, keep: r.code === 0 || r.code === 1 };
  });
}

/** `git merge-base a b` for the synchronous readers (webhook payloads); throws when there is none. */
export function mergeBaseSync(gitDir: string, a: string, b: string): string {
  const walked = isObjectId(a) && isObjectId(b) ? mergeBaseWalk(gitDir, a, b) : undefined;
  if (walked === null) throw new Error(`no merge base of ${a} and ${b} in ${gitDir}`);
  return walked ?? gitSyncFixed(gitDir, ['merge-base', a, b], [a, b]).trim();
}

/** `git rev-list --count from..to` for the synchronous readers. */
export function countRangeSync(gitDir: string, from: string, to: string): number {
  const walked = isObjectId(from) && isObjectId(to) ? countWalk(gitDir, from, to) : undefined;
  return walked ?? Number(gitSyncFixed(gitDir, ['rev-list', '--count', `${from}..${to}`], [from, to]).trim());
}

export interface CommitInfo {
  sha: string;
  tree: string;
  parents: string[];
  authorName: string;
  authorEmail: string;
  authorDate: string;
  committerName: string;
  committerEmail: string;
  committerDate: string;
  message: string;
}

const LOG_FORMAT = '%H%x1f%T%x1f%P%x1f%an%x1f%ae%x1f%aI%x1f%cn%x1f%ce%x1f%cI%x1f%B%x1e';

function parseLog(out: string): CommitInfo[] {
  return out
    .split('\x1e')
    .map((s) => s.replace(/^\n/, ''))
    .filter((s) => s.length > 0)
    .map((rec) => {
      const f = rec.split('\x1f');
      return {
        sha: f[0]!,
        tree: f[1]!,
        parents: f[2] ? f[2].split(' ') : [],
        authorName: f[3]!,
        authorEmail: f[4]!,
        authorDate: f[5]!,
        committerName: f[6]!,
        committerEmail: f[7]!,
        committerDate: f[8]!,
        message: (f[9] ?? '').replace(/\n+$/, ''),
      };
    });
}

/** Commits in `range` (e.g. `a..b`), oldest first, like GitHub lists them. */
export async function log(gitDir: string, range: string[], max?: number): Promise<CommitInfo[]> {
  const args = ['log', `--format=${LOG_FORMAT}`, '--topo-order', '--reverse'];
  // --reverse applies after --max-count, so the limit is enforced on the oldest-first list instead.
  const out = await memo(gitDir, ['log', ...range], fixedRevisions(range), async () => {
    const ends = range.length === 1 ? /^([0-9a-f]{40})\.\.([0-9a-f]{40})$/.exec(range[0]!) : null;
    const walked = ends ? logWalk(gitDir, ends[1]!, ends[2]!) : undefined;
    if (walked) return { value: walked, keep: true };
    const value = parseLog(await git(gitDir, [...args, ...range, '--']));
    if (value[0]) noteDates(gitDir, value[0]);
    return { value, keep: true };
  });
  return max === undefined ? out : out.slice(0, max);
}

export async function showCommit(gitDir: string, sha: string): Promise<CommitInfo | undefined> {
  return memo(gitDir, ['show', sha], isObjectId(sha), async () => {
    const walked = isObjectId(sha) ? showWalk(gitDir, sha) : undefined;
    if (walked) return { value: walked, keep: true };
    const r = await gitRaw(gitDir, ['log', '-1', `--format=${LOG_FORMAT}`, sha, '--']);
    const value = r.code === 0 ? parseLog(r.stdout)[0] : undefined;
    if (value) noteDates(gitDir, value);
    return { value, keep: r.code === 0 };
  });
}

/** `showCommit` for the synchronous readers: the commit read in process, or undefined when git must show it. */
export function showCommitSync(gitDir: string, sha: string): CommitInfo | undefined {
  return isObjectId(sha) ? showWalk(gitDir, sha) : undefined;
}

/** Several commits in one git process, keyed by sha (a sha asked twice is shown once). */
export async function showCommits(gitDir: string, shas: string[]): Promise<Map<string, CommitInfo>> {
  const found = new Map<string, CommitInfo>();
  const missing: string[] = [];
  for (const sha of new Set(shas)) {
    const kept = isObjectId(sha) ? keptAnswer<CommitInfo | undefined>(gitDir, ['show', sha]) : undefined;
    const walked = kept?.value ?? (isObjectId(sha) ? showWalk(gitDir, sha) : undefined);
    if (walked && !kept?.value) keepAnswer(gitDir, ['show', sha], walked);
    if (walked) found.set(sha, walked);
    else missing.push(sha);
  }
  const out = missing.length
    ? await git(gitDir, ['log', '--no-walk=unsorted', `--format=${LOG_FORMAT}`, ...missing, '--'])
    : '';
  const shown = parseLog(out);
  for (const c of shown) keepAnswer(gitDir, ['show', c.sha], c);
  if (shown[0]) noteDates(gitDir, shown[0]);
  // In the order asked, as git prints them (it prints the missing ones in the order they were given).
  let next = 0;
  return new Map(
    [...new Set(shas)].flatMap((s) => {
      const c = found.get(s) ?? shown[next++];
      return c ? [[c.sha, c] as const] : [];
    }),
  );
}

export async function countRange(gitDir: string, range: string): Promise<number> {
  return memo(gitDir, ['count', range], fixedRevisions([range]), async () => {
    const ends = /^([0-9a-f]{40})\.\.([0-9a-f]{40})$/.exec(range);
    const walked = ends ? countWalk(gitDir, ends[1]!, ends[2]!) : undefined;
    if (walked !== undefined) return { value: walked, keep: true };
    return { value: Number((await git(gitDir, ['rev-list', '--count', range])).trim()), keep: true };
  });
}

/** Files changed between two commits, with rename and copy detection as GitHub shows them. */
export async function diffFiles(gitDir: string, from: string, to: string): Promise<DiffEntry[]> {
  return memo(gitDir, ['diff', from, to], isObjectId(from) && isObjectId(to), async () => ({
    value: parseCombined(await git(gitDir, [...DIFF_ARGS, from, to, '--'])),
    keep: true,
  }));
}

export function diffFilesSync(gitDir: string, from: string, to: string): DiffEntry[] {
  return memoSync(gitDir, ['diff', from, to], isObjectId(from) && isObjectId(to), () => ({
    value: parseCombined(gitSync(gitDir, [...DIFF_ARGS, from, to, '--'])),
    keep: true,
  }));
}

/** `gitSync` for a command whose output depends only on `revisions`, kept when they are object ids (git-memo.ts). */
export function gitSyncFixed(gitDir: string, args: string[], revisions: string[]): string {
  return memoSync(gitDir, ['sync', ...args], fixedRevisions(revisions), () => ({
    value: gitSync(gitDir, args),
    keep: true,
  }));
}

export interface MergeTreeResult {
  clean: boolean;
  tree?: string;
  conflicts: string[];
}

/** Three-way merge without a worktree (`git merge-tree --write-tree`, git >= 2.38). */
export async function mergeTree(gitDir: string, ours: string, theirs: string): Promise<MergeTreeResult> {
  return memo(gitDir, ['merge-tree', ours, theirs], isObjectId(ours) && isObjectId(theirs), async () => ({
    value: await mergeTreeNow(gitDir, ours, theirs),
    keep: true,
  }));
}

async function mergeTreeNow(gitDir: string, ours: string, theirs: string): Promise<MergeTreeResult> {
  const r = await gitRaw(gitDir, ['merge-tree', '--write-tree', '--name-only', '--no-messages', ours, theirs]);
  // GitHub reports a PR with no common history as not mergeable rather than failing.
  if (r.code === 128 && /unrelated histories/.test(r.stderr)) return { clean: false, conflicts: [] };
  if (r.code !== 0 && r.code !== 1) throw new GitError(['merge-tree', ours, theirs], r);
  const lines = r.stdout.split('\n').filter((l) => l.length > 0);
  return { clean: r.code === 0, tree: lines[0], conflicts: r.code === 1 ? [...new Set(lines.slice(1))] : [] };
}

export async function commitTree(
  gitDir: string,
  tree: string,
  parents: string[],
  message: string,
  author?: { name: string; email: string },
): Promise<string> {
  const env: NodeJS.ProcessEnv = author ? { GIT_AUTHOR_NAME: author.name, GIT_AUTHOR_EMAIL: author.email } : {};
  const args = ['commit-tree', tree, ...parents.flatMap((p) => ['-p', p]), '-F', '-'];
  return (await git(gitDir, args, { env, input: message })).trim();
}

/** Moves a ref; with `old` set the update is atomic compare-and-swap, like GitHub's own ref updates. */
export async function updateRef(gitDir: string, name: string, sha: string, old?: string): Promise<void> {
  await git(gitDir, ['update-ref', name, sha, ...(old !== undefined ? [old] : [])]);
}

/**
 * Points a pull request's `refs/pull/N/head` at `sha` as `git update-ref` does in a bare repository that keeps no
 * reflog: `<ref>.lock` created exclusively (git's lock, so a git process writing the ref waits or fails), then
 * renamed over the ref file. Only the fake writes these refs, once per push it sees: a process fewer each time.
 * Git does it when the lock is held or the repository keeps reflogs.
 */
export async function setPullRef(gitDir: string, name: string, sha: string): Promise<void> {
  if (!/^refs\/pull\/\d+\/head$/.test(name) || !SHA_RE.test(sha) || keepsReflogs(gitDir, name))
    return updateRef(gitDir, name, sha);
  const path = join(gitDir, name);
  let fd: number;
  try {
    mkdirSync(dirname(path), { recursive: true });
    fd = openSync(`${path}.lock`, 'wx');
  } catch {
    return updateRef(gitDir, name, sha);
  }
  try {
    writeSync(fd, `${sha}\n`);
  } finally {
    closeSync(fd);
  }
  renameSync(`${path}.lock`, path);
}

function keepsReflogs(gitDir: string, name: string): boolean {
  if (existsSync(join(gitDir, 'logs', name))) return true;
  try {
    return /logallrefupdates\s*=\s*(true|yes|on|1|always)\b/i.test(readFileSync(join(gitDir, 'config'), 'utf8'));
  } catch {
    return true;
  }
}

export async function deleteRef(gitDir: string, name: string): Promise<void> {
  await git(gitDir, ['update-ref', '-d', name]);
}

export async function objectType(gitDir: string, sha: string): Promise<string | undefined> {
  if (!batchable(sha)) return undefined;
  return memo(gitDir, ['type', sha], isObjectId(sha), async () => {
    const type = (await readObject(gitDir, sha, false))?.info.type;
    return { value: type, keep: type !== undefined };
  });
}

export interface TreeEntry {
  mode: string;
  type: string;
  sha: string;
  size: number;
  path: string;
}

export async function lsTree(gitDir: string, sha: string, path: string): Promise<TreeEntry[]> {
  return memo(gitDir, ['ls-tree', sha, path], isObjectId(sha), async () => {
    const read = batchable(sha) ? await lsTreeRead(gitDir, sha, path) : null;
    if (read !== null) return { value: read, keep: true };
    const r = await gitRaw(gitDir, ['ls-tree', '-z', '-l', sha, '--', path]);
    return { value: r.code === 0 ? treeEntries(r.stdout) : [], keep: r.code === 0 };
  });
}

// A plain path: segments without `.`, `..`, pathspec magic or glob characters, which ls-tree would interpret.
const PLAIN_PATH = /^(?!:)(?:(?!\.\.?(?:\/|$))[^/*?[\\]+\/)*(?!\.\.?\/?$)[^/*?[\\]+\/?$/;

/**
 * `git ls-tree -l sha -- path` from the repository's object reader: `.` lists the root, `dir/` a directory, any
 * other path the one entry it names. Null when the path is not a plain one (ls-tree answers those itself) or git
 * has no such commit or tree (so the answer is not kept).
 */
async function lsTreeRead(gitDir: string, sha: string, path: string): Promise<TreeEntry[] | null> {
  if (path !== '.' && (!PLAIN_PATH.test(path) || !batchable(path))) return null;
  const root = await readObject(gitDir, `${sha}^{tree}`, true);
  if (!root) return null;
  const listing = path === '.' || path.endsWith('/');
  const dir = path === '.' ? '' : listing ? path.slice(0, -1) : path.split('/').slice(0, -1).join('/');
  const tree = dir === '' ? root : await readObject(gitDir, `${root.info.oid}:${dir}`, true);
  if (!tree || tree.info.type !== 'tree') return [];
  const name = listing ? undefined : path.split('/').pop();
  const entries = parseTree(tree.content!).filter((e) => name === undefined || e.name === name);
  return Promise.all(
    entries.map(async (e): Promise<TreeEntry> => {
      const type = e.mode === '040000' ? 'tree' : e.mode === '160000' ? 'commit' : 'blob';
      const size = type === 'blob' ? ((await readObject(gitDir, e.oid, false))?.info.size ?? 0) : 0;
      return { mode: e.mode, type, sha: e.oid, size, path: dir === '' ? e.name : `${dir}/${e.name}` };
    }),
  );
}

/** The object `name` names, from the repository's long-lived reader (git-batch.ts). */
function readObject(
  gitDir: string,
  name: string,
  withContent: boolean,
): Promise<{ info: ObjectInfo; content?: Buffer } | undefined> {
  return objectReader(gitDir, GIT_ENV, countGitProcess).read(name, withContent);
}

function treeEntries(stdout: string): TreeEntry[] {
  return stdout
    .split('\0')
    .filter(Boolean)
    .map((line) => {
      const tab = line.indexOf('\t');
      const [mode, type, osha, size] = line.slice(0, tab).split(/\s+/) as [string, string, string, string];
      return { mode, type, sha: osha, size: size === '-' ? 0 : Number(size), path: line.slice(tab + 1) };
    });
}

// Blobs up to a megabyte are kept: a test's big files are read once or twice.
const KEPT_BLOB_BYTES = 1024 * 1024;

export async function readBlob(gitDir: string, sha: string): Promise<Buffer> {
  return memo(gitDir, ['blob', sha], isObjectId(sha), async () => {
    const value = await readBlobNow(gitDir, sha);
    return { value, keep: value.length <= KEPT_BLOB_BYTES };
  });
}

async function readBlobNow(gitDir: string, sha: string): Promise<Buffer> {
  const blob = batchable(sha) ? await readObject(gitDir, sha, true) : undefined;
  if (!blob || blob.info.type !== 'blob') throw new Error(`git cat-file blob ${sha}: not a blob in ${gitDir}`);
  return blob.content!;
}
