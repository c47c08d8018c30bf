// A test clone's index (.git/index, git's format version 2) read and written in process, so that staging a commit's
// files costs no `git add` and `git rm` processes: `Worktree.commit` stages here and runs `git commit` alone.
// Only the plain case is handled: an index git may have extended or would read differently (another version,
// a conflict, a split index, attributes or ignore rules that change what `git add` does) is left to git.
import { createHash } from 'node:crypto';
import {
  existsSync,
  lstatSync,
  type BigIntStats,
  readFileSync,
  readlinkSync,
  renameSync,
  writeFileSync,
} from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { writeObject } from './loose-objects.js';

export interface Entry {
  path: string;
  /** The entry as stored (stat data, mode, sha, flags, name), re-used byte for byte when it is unchanged. */
  raw: Buffer;
}

const HEADER = 12;
const FIXED = 62;

/** The entries of `file`, or undefined when it is not an index this module stages into. */
function readEntries(file: string): Entry[] | undefined {
  let buf: Buffer;
  try {
    buf = readFileSync(file);
  } catch {
    return existsSync(file) ? undefined : [];
  }
  if (buf.length < HEADER + 20 || buf.toString('latin1', 0, 4) !== 'DIRC' || buf.readUInt32BE(4) !== 2)
    return undefined;
  const count = buf.readUInt32BE(8);
  const entries: Entry[] = [];
  let at = HEADER;
  for (let i = 0; i < count; i++) {
    const flags = buf.readUInt16BE(at + 60);
    // A conflict stage or the extended flag: git's business.
    if (flags & 0x7000) return undefined;
    const end = buf.indexOf(0, at + FIXED);
    if (end < 0) return undefined;
    const size = (end - at + 8) & ~7;
    entries.push({ path: buf.toString('utf8', at + FIXED, end), raw: buf.subarray(at, at + size) });
    at += size;
  }
  // Extensions follow; a lower-case one (a split index, say) must be understood, upper-case ones may be dropped.
  while (at + 8 <= buf.length - 20) {
    const name = buf.toString('latin1', at, at + 4);
    if (!/^[A-Z]/.test(name)) return undefined;
    at += 8 + buf.readUInt32BE(at + 4);
  }
  return entries;
}

/** The index's entries as stored, or undefined as for `stageFiles`. */
export function readIndex(dir: string): Entry[] | undefined {
  return readEntries(join(dir, '.git', 'index'));
}

/** The index's entries as git's write-tree reads them (path, octal mode, sha), or undefined as for `stageFiles`. */
export function indexEntries(dir: string): Array<{ path: string; mode: number; sha: string }> | undefined {
  return readEntries(join(dir, '.git', 'index'))?.map((e) => ({
    path: e.path,
    mode: e.raw.readUInt32BE(24),
    sha: e.raw.toString('hex', 40, 60),
  }));
}

/** An index entry for `path` with git's stat data from `stat` (none for a gitlink). */
export function entryOf(path: string, stat: BigIntStats | undefined, mode: number, sha: string): Entry {
  const name = Buffer.from(path);
  const raw = Buffer.alloc((FIXED + name.length + 8) & ~7);
  const u32 = (v: bigint): number => Number(v & 0xffffffffn);
  if (stat) {
    const fields = [
      stat.ctimeNs / 1_000_000_000n,
      stat.ctimeNs % 1_000_000_000n,
      stat.mtimeNs / 1_000_000_000n,
      stat.mtimeNs % 1_000_000_000n,
      stat.dev,
      stat.ino,
    ];
    fields.forEach((v, i) => raw.writeUInt32BE(u32(v), i * 4));
    raw.writeUInt32BE(u32(stat.uid), 28);
    raw.writeUInt32BE(u32(stat.gid), 32);
    raw.writeUInt32BE(u32(stat.size), 36);
  }
  raw.writeUInt32BE(mode, 24);
  raw.write(sha, 40, 'hex');
  raw.writeUInt16BE(Math.min(name.length, 0xfff), 60);
  name.copy(raw, FIXED);
  return { path, raw };
}

/**
 * A path git takes as itself: no pathspec magic or glob (`git add -- 'a[b].ts'` matches more than the file), and
 * no segment git refuses to stage (`.git` and its look-alikes, `.`, `..`, an empty one).
 */
function plainPath(path: string): boolean {
  if (/[*?[\\]|^:/.test(path)) return false;
  return path
    .split('/')
    .every((seg) => seg !== '' && seg !== '.' && seg !== '..' && !/^(\.git[. ]*|git~\d+|gitmod~\d+)$/i.test(seg));
}

/** Whether anything could make `git add` store a file other than as its bytes, or refuse it. */
function gitAddMayDiffer(gitDir: string, paths: Iterable<string>): boolean {
  for (const p of paths) if (/(^|\/)\.git(attributes|ignore|modules)$/.test(p) || !plainPath(p)) return true;
  if (existsSync(join(gitDir, 'info', 'attributes'))) return true;
  const exclude = join(gitDir, 'info', 'exclude');
  if (existsSync(exclude) && /^[^#\s]/m.test(readFileSync(exclude, 'utf8'))) return true;
  const xdg = process.env.XDG_CONFIG_HOME || join(homedir(), '.config');
  const configs = [join(gitDir, 'config'), join(homedir(), '.gitconfig'), join(xdg, 'git', 'config')];
  for (const c of configs) {
    if (
      existsSync(c) &&
      /autocrlf|\beol\b|attributesfile|excludesfile|\[filter|safecrlf|ignorecase|symlinks/i.test(
        readFileSync(c, 'utf8'),
      )
    )
      return true;
  }
  return [join(xdg, 'git', 'attributes'), join(xdg, 'git', 'ignore')].some((f) => existsSync(f));
}

/**
 * Stages in `dir`'s index what `git rm -r --cached -- removed`, `git add -A -- staged` and `git update-index
 * --cacheinfo 160000,<sha>,<path>` for each gitlink would: blobs written as loose objects, entries with the files'
 * stat data. Returns false, having changed nothing, when git should do it.
 */
export function stageFiles(
  dir: string,
  staged: readonly string[],
  removed: readonly string[],
  gitlinks: ReadonlyArray<readonly [string, string]>,
): boolean {
  const gitDir = join(dir, '.git');
  const file = join(gitDir, 'index');
  const current = readEntries(file);
  if (!current) return false;
  const existing = current.map((e) => e.path);
  if (gitAddMayDiffer(gitDir, [...existing, ...staged, ...gitlinks.map(([p]) => p)])) return false;
  const gone = [...removed, ...staged];
  const under = (path: string): boolean => gone.some((p) => path === p || path.startsWith(`${p}/`));
  const entries = new Map(current.filter((e) => !under(e.path)).map((e) => [e.path, e]));
  for (const path of staged) {
    const abs = join(dir, path);
    const stat = lstatSync(abs, { bigint: true });
    if (stat.isDirectory()) return false;
    const link = stat.isSymbolicLink();
    const body = link ? Buffer.from(readlinkSync(abs)) : readFileSync(abs);
    const mode = link ? 0o120000 : stat.mode & 0o100n ? 0o100755 : 0o100644;
    entries.set(path, entryOf(path, stat, mode, writeObject(gitDir, 'blob', body)));
  }
  for (const [path, sha] of gitlinks) entries.set(path, entryOf(path, undefined, 0o160000, sha));
  writeIndex(file, [...entries.values()]);
  return true;
}

/** Writes `entries` as the index `file` (version 2, no extension), in git's order, replacing it whole. */
export function writeIndex(file: string, entries: readonly Entry[]): void {
  const sorted = [...entries].sort((a, b) => Buffer.compare(Buffer.from(a.path), Buffer.from(b.path)));
  const header = Buffer.alloc(HEADER);
  header.write('DIRC', 0, 'latin1');
  header.writeUInt32BE(2, 4);
  header.writeUInt32BE(sorted.length, 8);
  const body = Buffer.concat([header, ...sorted.map((e) => e.raw)]);
  const tmp = `${file}.fake-github.${process.pid}`;
  writeFileSync(tmp, Buffer.concat([body, createHash('sha1').update(body).digest()]));
  renameSync(tmp, file);
}
