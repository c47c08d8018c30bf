import { isSymlinkWrite, writtenPaths, type ChangedEntry, type DiffEntry } from '../core/pure/git-diff.js';
import type { MergeResult } from './git-snapshot.js';
import { normalizePath } from '../core/pure/paths/normalize.js';
import { type RootSet } from '../core/pure/paths/root-set.js';
import { resolveSymlink } from './symlinks.js';

/**
 * The git reads the union needs. The gate's scratch repository (`GitSnapshot`) and the CLI's
 * checkout of the agent's clone both offer them, so both judge the same union.
 */
export interface TreeReader {
  /** `git merge-tree --write-tree base head`: the merged tree and the conflicted paths. */
  mergeTree(base: string, head: string): Promise<MergeResult>;
  treeOf(commit: string): Promise<string>;
  diff(from: string, to: string): Promise<DiffEntry[]>;
  /** The tree entry at `path` in a commit or tree, or undefined. */
  entry(treeish: string, path: string): Promise<{ mode: string; sha: string } | undefined>;
  blob(sha: string): Promise<string>;
}

/** An entry as it is tracked here: the blob it writes and the tree it lands in (for symlinks). */
type Tracked = ChangedEntry & { oldSha?: string; newSha?: string; tree: string };

const sameChange = (e: ChangedEntry) =>
  [e.status, e.previousPath ?? '', e.path, e.oldMode ?? '', e.newMode ?? ''].join('\0');

/**
 * Every path merging `head` into `base` writes, with symlinks inside the roots resolved:
 * - git's diff of the first merge base and the head (the PR's own diff, with file modes);
 * - `listed` paths that diff does not name (GitHub's file list when the base moved during the
 *   run, say), with their modes read from the two trees;
 * - what the merge writes: git's diff of the base tip and the tree `git merge-tree` produces, as
 *   GitHub's merge would. After criss-cross merges a diff against one merge base can hide a
 *   change the merge makes (and a directory renamed on the base moves files the PR adds); this
 *   diff cannot;
 * - when that merge conflicts (its tree is then not what will land), the conflicted paths and
 *   the PR's diff against every merge base, so nothing a resolution could bring in goes unjudged.
 * `mergeBases` is `git merge-base --all base head`, not empty: the caller says what no merge base means.
 */
export async function mergeWrites(
  git: TreeReader,
  base: string,
  head: string,
  mergeBases: readonly [string, ...string[]],
  listed: readonly ChangedEntry[],
  roots: RootSet,
): Promise<{ entries: ChangedEntry[]; merge: MergeResult }> {
  const [mergeBase, ...others] = mergeBases;
  const merge = await git.mergeTree(base, head);
  const entries: Tracked[] = (await git.diff(mergeBase, head)).map((e) => ({ ...e, tree: head }));
  const known = new Set(entries.flatMap(writtenPaths));
  for (const e of listed) {
    if (writtenPaths(e).every((p) => known.has(p))) continue;
    const after = e.status === 'removed' ? undefined : await git.entry(head, e.path);
    const before = e.status === 'added' ? undefined : await git.entry(mergeBase, e.previousPath ?? e.path);
    entries.push({
      ...e,
      ...(before ? { oldMode: before.mode } : {}),
      ...(after ? { newMode: after.mode, newSha: after.sha } : {}),
      tree: head,
    });
    for (const p of writtenPaths(e)) known.add(p);
  }
  if (merge.conflicts.length > 0) {
    for (const path of merge.conflicts) entries.push({ path, status: 'modified', via: 'conflict', tree: merge.tree });
    for (const other of others) {
      for (const e of await git.diff(other, head)) entries.push({ ...e, tree: head });
    }
  }
  const own = new Set(entries.map(sameChange));
  const sameTree = merge.tree === (await git.treeOf(head));
  for (const e of await git.diff(base, merge.tree)) {
    // The same change the PR's diff already shows adds nothing, except a symlink when the merged
    // tree differs from the head's: what it points through may differ there.
    if (own.has(sameChange(e)) && (sameTree || !isSymlinkWrite(e))) continue;
    const hidden = writtenPaths(e).some((p) => !known.has(p));
    entries.push({ ...e, tree: merge.tree, ...(hidden ? { via: 'merge' as const } : {}) });
  }

  for (const e of entries) {
    if (!isSymlinkWrite(e) || !e.newSha || !roots.covers(normalizePath(e.path))) continue;
    const { newSha, tree } = e;
    const target = await git.blob(newSha).catch(() => undefined);
    e.symlink =
      target === undefined
        ? { target: '(unreadable)', escapes: 'unreadable' }
        : await resolveSymlink(
            e.path,
            target,
            (path) => git.entry(tree, path),
            (sha) => git.blob(sha),
          ).catch(() => ({ target, escapes: 'unreadable' as const }));
  }
  return { entries: entries.map(({ oldSha: _old, newSha: _new, tree: _tree, ...entry }) => entry), merge };
}
