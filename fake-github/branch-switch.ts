// `git checkout -q <branch>` of an existing branch in a test clone, written as files: a set-up goes back to main
// after pushing a branch hundreds of times. Only from a clean checkout (the index is HEAD's tree and every tracked
// file is as the index says), where git's result is certain: the files that differ between the two commits
// removed or written (./clone-checkout.ts), the others and their index entries left as they are, HEAD moved and
// logged. Anything else (local changes, an untracked file in the way, a file becoming a directory, attributes, a
// gitlink) is left to git.
import {
  existsSync,
  lstatSync,
  readFileSync,
  readlinkSync,
  rmdirSync,
  statSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { appendFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { commitFiles, readBlobs, writeWorkFile, type TreeFile } from './clone-checkout.js';
import { plainHistory } from './git-objects.js';
import { resolveRef } from './git.js';
import { objectId, signature, wallSeconds } from './loose-objects.js';
import { PLAIN_NAME, plainClone, readHead, type Ident } from './worktree-commit.js';
import { readIndex, writeIndex, type Entry } from './worktree-index.js';

const key = (f: TreeFile): string => `${f.mode} ${f.sha}`;

/** Whether the work tree's file at `path` is what the index entry `e` records (git's stat check, else the bytes). */
function unchanged(dir: string, e: Entry, indexSeconds: bigint): boolean {
  const abs = join(dir, e.path);
  let st;
  try {
    st = lstatSync(abs, { bigint: true });
  } catch {
    return false;
  }
  const mode = e.raw.readUInt32BE(24);
  const link = mode === 0o120000;
  if (link ? !st.isSymbolicLink() : !st.isFile() || (mode === 0o100755) !== ((st.mode & 0o100n) !== 0n)) return false;
  const u32 = (v: bigint): number => Number(v & 0xffffffffn);
  const stat = [
    st.ctimeNs / 1_000_000_000n,
    st.ctimeNs % 1_000_000_000n,
    st.mtimeNs / 1_000_000_000n,
    st.mtimeNs % 1_000_000_000n,
    st.dev,
    st.ino,
  ];
  const same =
    stat.every((v, i) => u32(v) === e.raw.readUInt32BE(i * 4)) &&
    [st.uid, st.gid, st.size].every((v, i) => u32(v) === e.raw.readUInt32BE(28 + i * 4));
  // As git: the stat data is trusted only for a file last changed before the index was written (a second apart).
  if (same && BigInt(e.raw.readUInt32BE(8)) < indexSeconds) return true;
  const body = link ? readlinkSync(abs, { encoding: 'buffer' }) : readFileSync(abs);
  return objectId('blob', body) === e.raw.toString('hex', 40, 60);
}

/** Whether anything but a directory (or nothing) sits at `path` or one of its parents in the work tree. */
function inTheWay(dir: string, path: string): boolean {
  try {
    lstatSync(join(dir, path));
    return true;
  } catch {
    // Nothing there: its parents must be directories or absent.
  }
  const parent = dirname(path);
  if (parent === '.') return false;
  try {
    return !lstatSync(join(dir, parent)).isDirectory();
  } catch {
    return inTheWay(dir, parent);
  }
}

/**
 * `git checkout -q branch` from a clean checkout (of another branch, the same one, or a detached HEAD), as `who`,
 * written as files. False, having changed nothing, where git should switch.
 */
export function switchBranchByFiles(dir: string, who: Ident, branch: string): boolean {
  const gitDir = join(dir, '.git');
  const head = readHead(gitDir);
  const target = resolveRef(gitDir, `refs/heads/${branch}`);
  if (head?.sha === undefined || target === undefined) return false;
  // A branch that is also a path of the work tree is ambiguous to git.
  if (!PLAIN_NAME.test(branch) || existsSync(join(dir, branch))) return false;
  if (!plainHistory(gitDir) || !plainClone(gitDir, who)) return false;
  const before = commitFiles(gitDir, head.sha);
  const after = commitFiles(gitDir, target);
  const index = readIndex(dir);
  if (!before || !after || !index || index.length !== before.length) return false;
  const now = new Map(before.map((f) => [f.path, f]));
  const indexSeconds = statSync(join(gitDir, 'index'), { bigint: true }).mtimeNs / 1_000_000_000n;
  for (const e of index) {
    const f = now.get(e.path);
    const recorded = `${e.raw.readUInt32BE(24).toString(8)} ${e.raw.toString('hex', 40, 60)}`;
    if (!f || key(f) !== recorded || !unchanged(dir, e, indexSeconds)) return false;
  }
  const next = new Map(after.map((f) => [f.path, f]));
  const removed = before.filter((f) => !next.has(f.path));
  const written = after.filter((f) => now.get(f.path) === undefined || key(now.get(f.path) as TreeFile) !== key(f));
  // A file that becomes a directory or the reverse, or an untracked file where one is written: git's business.
  const parents = (p: string): string[] =>
    p
      .split('/')
      .slice(0, -1)
      .map((_, i, a) => a.slice(0, i + 1).join('/'));
  for (const f of written) {
    if (parents(f.path).some((p) => now.has(p) || next.has(p))) return false;
    if (!now.has(f.path) && inTheWay(dir, f.path)) return false;
  }
  for (const f of removed) if (after.some((a) => a.path.startsWith(`${f.path}/`))) return false;
  const blobs = readBlobs(gitDir, written);
  if (!blobs) return false;
  for (const f of removed) {
    unlinkSync(join(dir, f.path));
    // Git removes the directories a removal leaves empty.
    for (const p of parents(f.path).reverse()) {
      try {
        rmdirSync(join(dir, p));
      } catch {
        break;
      }
    }
  }
  const kept = new Map(index.map((e) => [e.path, e]));
  const fresh = new Map<string, Entry>();
  written.forEach((f, i) => {
    if (now.has(f.path)) unlinkSync(join(dir, f.path));
    fresh.set(f.path, writeWorkFile(dir, f, blobs[i] ?? Buffer.alloc(0)));
  });
  // Git rewrites an unchanged index too, only to add its cache of trees: left as it is.
  if (written.length > 0 || removed.length > 0) {
    writeIndex(
      join(gitDir, 'index'),
      after.map((f) => fresh.get(f.path) ?? (kept.get(f.path) as Entry)),
    );
  }
  writeFileSync(join(gitDir, 'HEAD'), `ref: refs/heads/${branch}\n`);
  const ident = signature(`${who.name} <${who.email}>`, wallSeconds());
  appendFileSync(
    join(gitDir, 'logs', 'HEAD'),
    `${head.sha} ${target} ${ident}\tcheckout: moving from ${head.branch ?? head.sha} to ${branch}\n`,
  );
  return true;
}
