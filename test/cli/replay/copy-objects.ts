// A branch of a clone brought into a fake repository without `git push` (some nine processes): the objects the
// repository lacks, read here and written as loose objects. The oracle's test sets its branches this way
// (test/cli/replay/oracle.ts, `BranchSetter`).
import { parseTree } from '../../../fake-github/git-batch.js';
import { hasObjectSync, plainHistory, readObjectSync } from '../../../fake-github/git-objects.js';
import { writeObject, type ObjectType } from '../../../fake-github/loose-objects.js';

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
