// A branch of a clone brought into a fake repository without `git push` (some nine processes): the objects the
// repository lacks, read here and written as loose objects; and a commit of one more file written the same way
// (five git processes otherwise). The oracle's test sets its branches and lease bases this way
// (test/cli/replay/oracle.ts, `BranchSetter`).
import { parseTree } from '../../../fake-github/git-batch.js';
import { hasObjectSync, plainHistory, readObjectSync } from '../../../fake-github/git-objects.js';
import {
  commitBody,
  signature,
  treeBody,
  wallSeconds,
  writeObject,
  type ObjectType,
  type TreeEntry,
} from '../../../fake-github/loose-objects.js';

/**
 * Writes into the repository `to` the objects reachable from commit `tip` in `from` that it lacks (a repository
 * holding a commit or tree holds all it reaches, as a push's negotiation assumes). False, nothing written, when
 * one cannot be read here.
 */
export function copyObjects(from: string, to: string, tip: string): boolean {
  if (!plainHistory(from)) return false;
  const seen = new Set<string>();
  const found: { type: ObjectType; data: Buffer }[] = [];
  const todo: { id: string; type: ObjectType }[] = [{ id: tip, type: 'commit' }];
  for (let o = todo.pop(); o !== undefined; o = todo.pop()) {
    if (seen.has(o.id) || hasObjectSync(to, o.id)) continue;
    seen.add(o.id);
    const obj = readObjectSync(from, o.id);
    if (obj?.type !== o.type) return false;
    found.push({ type: o.type, data: obj.data });
    if (o.type === 'commit') {
      const head = obj.data.toString('latin1', 0, Math.max(0, obj.data.indexOf('\n\n')));
      for (const line of head.split('\n')) {
        if (line.startsWith('tree ')) todo.push({ id: line.slice(5), type: 'tree' });
        else if (line.startsWith('parent ')) todo.push({ id: line.slice(7), type: 'commit' });
      }
    } else if (o.type === 'tree') {
      for (const e of parseTree(obj.data)) {
        // A submodule's commit lives in another repository.
        if (e.mode !== '160000') todo.push({ id: e.oid, type: e.mode === '040000' ? 'tree' : 'blob' });
      }
    }
  }
  for (const o of found) writeObject(to, o.type, o.data);
  return true;
}

/**
 * A commit on `parent` whose tree is the parent's with `file` (a `/`-separated path) holding `content`, by `who`,
 * now, written into `gitDir` as `git commit-tree -m` would; undefined when an object cannot be read here or `file`
 * would sit under a file.
 */
export function commitWithFile(
  gitDir: string,
  parent: string,
  file: string,
  content: string,
  who: { name: string; email: string; message: string },
): string | undefined {
  if (!plainHistory(gitDir)) return undefined;
  const commit = readObjectSync(gitDir, parent);
  if (commit?.type !== 'commit') return undefined;
  const head = commit.data.toString('latin1', 0, Math.max(0, commit.data.indexOf('\n\n')));
  const tree = /^tree ([0-9a-f]{40})$/m.exec(head)?.[1];
  const blob = writeObject(gitDir, 'blob', Buffer.from(content));
  const root = tree && withFile(gitDir, tree, file.split('/'), blob);
  if (!root) return undefined;
  const by = signature(`${who.name} <${who.email}>`, wallSeconds());
  const body = commitBody({ tree: root, parents: [parent], author: by, committer: by, message: `${who.message}\n` });
  return writeObject(gitDir, 'commit', body);
}

/** Tree `tree` (none: an empty one) with `blob` at `parts`, written; undefined when it cannot be. */
function withFile(gitDir: string, tree: string | undefined, parts: string[], blob: string): string | undefined {
  let entries: TreeEntry[] = [];
  if (tree) {
    const obj = readObjectSync(gitDir, tree);
    if (obj?.type !== 'tree') return undefined;
    // parseTree pads a tree's mode to six digits; git writes 40000.
    entries = parseTree(obj.data).map((e) => ({
      mode: e.mode === '040000' ? '40000' : e.mode,
      name: e.name,
      sha: e.oid,
    }));
  }
  const [name, ...rest] = parts;
  if (!name) return undefined;
  const existing = entries.find((e) => e.name === name);
  let entry: TreeEntry;
  if (rest.length === 0) entry = { mode: '100644', name, sha: blob };
  else {
    if (existing && existing.mode !== '40000') return undefined;
    const sub = withFile(gitDir, existing?.sha, rest, blob);
    if (!sub) return undefined;
    entry = { mode: '40000', name, sha: sub };
  }
  return writeObject(gitDir, 'tree', treeBody([...entries.filter((e) => e !== existing), entry]));
}
