// A new clone's checkout (`git read-tree -u --reset HEAD` in ./repo-layout.ts's `cloneLocal`) written as files: the
// work tree's files from HEAD's tree and the index with their stat data (./worktree-index.ts's format). Only where
// git's result is certain: every object readable here, no gitlink, no name git would refuse or treat specially
// (`.gitattributes` changes what a checkout writes), a plain configuration (./worktree-commit.ts). Elsewhere git.
import { existsSync, lstatSync, mkdirSync, readdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { parseTree } from './git-batch.js';
import { plainHistory, readObjectSync } from './git-objects.js';
import { resolveRef } from './git.js';
import { plainClone } from './worktree-commit.js';
import { entryOf, writeIndex, type Entry } from './worktree-index.js';

// A tree entry's name git checks out as it is here: not `.git` (nor its attributes or modules), `.` or `..`, nor one
// its NTFS protection (on by default) refuses: a backslash, colon, trailing dot or space, a short name like `GIT~1`.
// eslint-disable-next-line no-control-regex -- control characters are what it refuses
const PLAIN_ENTRY = /^(?!\.git(?:attributes|modules)?$)(?!\.{1,2}$)(?!.*~\d)[^\\:/\0-\x1f]*[^\\:/\0-\x1f. ]$/i;

export interface TreeFile {
  path: string;
  /** Git's mode: 100644, 100755 or 120000. */
  mode: string;
  sha: string;
}

function treeFiles(gitDir: string, tree: string, prefix: string, out: TreeFile[]): TreeFile[] | undefined {
  const obj = readObjectSync(gitDir, tree);
  if (obj?.type !== 'tree') return undefined;
  for (const e of parseTree(obj.data)) {
    if (!PLAIN_ENTRY.test(e.name) || Buffer.from(e.name).toString() !== e.name) return undefined;
    const path = `${prefix}${e.name}`;
    if (e.mode === '040000') {
      if (!treeFiles(gitDir, e.oid, `${path}/`, out)) return undefined;
    } else if (['100644', '100755', '120000'].includes(e.mode)) out.push({ path, mode: e.mode, sha: e.oid });
    else return undefined;
  }
  return out;
}

/** The files of `commit`'s tree, or undefined where git should check it out (see PLAIN_ENTRY; no gitlink). */
export function commitFiles(gitDir: string, commit: string): TreeFile[] | undefined {
  const obj = readObjectSync(gitDir, commit);
  const tree = obj?.type === 'commit' ? /^tree ([0-9a-f]{40})\n/.exec(obj.data.toString('latin1'))?.[1] : undefined;
  return tree === undefined ? undefined : treeFiles(gitDir, tree, '', []);
}

/** The blobs of `files`, read before anything is written; undefined if one cannot be read here. */
export function readBlobs(gitDir: string, files: readonly TreeFile[]): Buffer[] | undefined {
  const out: Buffer[] = [];
  for (const f of files) {
    const blob = readObjectSync(gitDir, f.sha);
    if (blob?.type !== 'blob') return undefined;
    out.push(blob.data);
  }
  return out;
}

/** Writes `f` into the work tree `dir` as git checks a file out; its index entry, with the new file's stat data. */
export function writeWorkFile(dir: string, f: TreeFile, data: Buffer): Entry {
  const abs = join(dir, f.path);
  mkdirSync(dirname(abs), { recursive: true });
  // Git creates files with 0666 or 0777 less the umask, as these calls do, and a symlink to the blob's bytes.
  if (f.mode === '120000') symlinkSync(data, abs);
  else writeFileSync(abs, data, { mode: f.mode === '100755' ? 0o777 : 0o666 });
  return entryOf(f.path, lstatSync(abs, { bigint: true }), parseInt(f.mode, 8), f.sha);
}

/**
 * `git read-tree -u --reset HEAD` in the new clone at `dir` (nothing but `.git` in it, no index yet), written as
 * files. False, having written nothing, where git should do it.
 */
export function checkoutHeadByFiles(dir: string): boolean {
  const gitDir = join(dir, '.git');
  if (readdirSync(dir).some((e) => e !== '.git') || existsSync(join(gitDir, 'index'))) return false;
  if (!plainHistory(gitDir) || !plainClone(gitDir)) return false;
  const head = resolveRef(gitDir, 'HEAD');
  const files = head === undefined ? undefined : commitFiles(gitDir, head);
  const blobs = files && readBlobs(gitDir, files);
  if (!files || !blobs) return false;
  const entries = files.map((f, i) => writeWorkFile(dir, f, blobs[i] ?? Buffer.alloc(0)));
  writeIndex(join(gitDir, 'index'), entries);
  return true;
}
