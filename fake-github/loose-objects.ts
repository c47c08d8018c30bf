// Git objects written as files, in git's own loose format: how the fake lays out a new repository and a test's
// clone without starting git (a git process costs a test far more than hashing and compressing a few bytes).
// The objects are byte for byte what git would hash: `git fsck` accepts them and every sha is git's.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';

export type ObjectType = 'blob' | 'tree' | 'commit';

/** The id git writes for "no object": a ref's old value when it is created, its new one when it is deleted. */
export const ZERO_SHA = '0000000000000000000000000000000000000000';

/** The sha git gives an object of `type` holding `body` (any type: git-objects.ts checks what it reads with it). */
export function objectId(type: string, body: Buffer): string {
  return createHash('sha1').update(`${type} ${body.length}\0`).update(body).digest('hex');
}

let tmpCount = 0;

/** Writes the object into `gitDir`'s objects (unless it is there already) and returns its sha. */
export function writeObject(gitDir: string, type: ObjectType, body: Buffer): string {
  const sha = objectId(type, body);
  const dir = join(gitDir, 'objects', sha.slice(0, 2));
  const file = join(dir, sha.slice(2));
  if (existsSync(file)) return sha;
  mkdirSync(dir, { recursive: true });
  // Written aside and renamed, as git does, so a reader never sees half an object.
  const tmp = join(dir, `tmp_obj_${process.pid}_${++tmpCount}`);
  writeFileSync(tmp, deflateSync(Buffer.concat([Buffer.from(`${type} ${body.length}\0`), body])), { mode: 0o444 });
  renameSync(tmp, file);
  return sha;
}

export interface TreeEntry {
  /** Git's mode: 100644, 100755, 120000, 160000 or 40000. */
  mode: string;
  name: string;
  sha: string;
}

/** A tree object's body; entries sorted as git sorts them (a tree's name as if it ended in `/`). */
export function treeBody(entries: readonly TreeEntry[]): Buffer {
  const key = (e: TreeEntry): Buffer => Buffer.from(e.mode === '40000' ? `${e.name}/` : e.name);
  const sorted = [...entries].sort((a, b) => Buffer.compare(key(a), key(b)));
  return Buffer.concat(sorted.flatMap((e) => [Buffer.from(`${e.mode} ${e.name}\0`), Buffer.from(e.sha, 'hex')]));
}

/** `name <email>`, with a time in seconds, in the time zone git would use (this process's). */
export function signature(who: string, seconds: number): string {
  const offset = -new Date(seconds * 1000).getTimezoneOffset();
  const abs = Math.abs(offset);
  const zone = `${offset < 0 ? '-' : '+'}${String(Math.floor(abs / 60)).padStart(2, '0')}${String(abs % 60).padStart(2, '0')}`;
  return `${who} ${seconds} ${zone}`;
}

/** A commit object's body, as `git commit-tree` and `git fast-import` write it. */
export function commitBody(c: {
  tree: string;
  parents: readonly string[];
  author: string;
  committer: string;
  message: string;
}): Buffer {
  const head = [
    `tree ${c.tree}`,
    ...c.parents.map((p) => `parent ${p}`),
    `author ${c.author}`,
    `committer ${c.committer}`,
  ];
  return Buffer.from(`${head.join('\n')}\n\n${c.message}`);
}

/** The wall clock in whole seconds, as a child git process reads it: a test may move this process's `Date`. */
export function wallSeconds(): number {
  return Math.floor((performance.timeOrigin + performance.now()) / 1000);
}
