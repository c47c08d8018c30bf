import { closeSync, openSync, readdirSync, readFileSync, readSync } from 'node:fs';
import path from 'node:path';

/**
 * When a commit-graph pays for the walks a run makes after its fetch (`for-each-ref --contains`, `rev-list
 * --parents`, each behind head's counts and test merge). Writing one is a process that reads every reachable
 * commit. Measured on generated histories with these exact walks (CPU seconds of git, without and with the
 * graph): 5,000 commits and 300 heads near the tip, 2.74 and 3.11; 5,000 commits and 500 heads, some branched
 * long ago, 7.60 and 6.82; 50,000 commits and 50 such heads, 2.17 and 1.58; a test's repository of a few
 * commits, one process for nothing. So it is written from 500 heads, or from 100,000 objects in packs (the
 * 50,000-commit history held 150,000; the 5,000-commit ones 16,000 to 17,000).
 */
export const COMMIT_GRAPH_FROM = { heads: 500, objects: 100_000 } as const;

export function commitGraphPays(gitDir: string, heads: number): boolean {
  if (heads >= COMMIT_GRAPH_FROM.heads) return true;
  return packedObjects(gitDir) >= COMMIT_GRAPH_FROM.objects;
}

/**
 * Objects in the packs of `gitDir` and of the object stores it borrows from (`objects/info/alternates`, one
 * level), read from each pack index's header: no process. Loose objects are not counted (a fetch of many
 * objects keeps a pack).
 */
export function packedObjects(gitDir: string): number {
  const stores = [path.join(gitDir, 'objects')];
  try {
    const listed = readFileSync(path.join(gitDir, 'objects', 'info', 'alternates'), 'utf8');
    for (const line of listed.split('\n')) {
      if (line && !line.startsWith('#')) stores.push(path.resolve(path.join(gitDir, 'objects'), line));
    }
  } catch {
    // No alternates.
  }
  let total = 0;
  for (const store of stores) {
    let names: string[];
    try {
      names = readdirSync(path.join(store, 'pack')).filter((n) => n.endsWith('.idx'));
    } catch {
      continue;
    }
    for (const name of names) total += indexCount(path.join(store, 'pack', name));
  }
  return total;
}

/** The object count of a pack index: the last fan-out entry (version 2 after an 8-byte header, version 1 first). */
function indexCount(file: string): number {
  const head = Buffer.alloc(8 + 1024);
  let fd: number;
  try {
    fd = openSync(file, 'r');
  } catch {
    return 0;
  }
  try {
    const read = readSync(fd, head, 0, head.length, 0);
    const v2 = read >= 8 && head.readUInt32BE(0) === 0xff744f63;
    const at = (v2 ? 8 : 0) + 255 * 4;
    return read >= at + 4 ? head.readUInt32BE(at) : 0;
  } finally {
    closeSync(fd);
  }
}
