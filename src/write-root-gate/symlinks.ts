import { MODE_SYMLINK, type SymlinkTarget } from '../core/pure/git-diff.js';

/** One entry of the PR head tree, looked up by path (undefined when the path does not exist). */
export type TreeLookup = (path: string) => Promise<{ mode: string; sha: string } | undefined>;
/** Reads a symlink blob: its target text. */
export type ReadLink = (sha: string) => Promise<string>;

/** Like the kernel's limit on nested symlinks (ELOOP). */
export const MAX_HOPS = 40;

/**
 * Resolves where the symlink at `linkPath` with `target` points inside the head tree,
 * following further symlinks on the way like a filesystem would, so a link to a link that
 * leaves the roots is caught. The result is a repository path, or why there is none.
 */
export async function resolveSymlink(
  linkPath: string,
  target: string,
  lookup: TreeLookup,
  readLink: ReadLink,
): Promise<SymlinkTarget> {
  if (target.startsWith('/')) return { target, escapes: 'absolute' };
  const parts = linkPath.split('/').slice(0, -1);
  let queue = target.split('/');
  let hops = 0;
  // Past a path that does not exist nothing can be a symlink, so the rest resolves lexically.
  let exists = true;
  while (queue.length > 0) {
    const c = queue.shift() as string;
    if (c === '' || c === '.') continue;
    if (c === '..') {
      if (parts.length === 0) return { target, escapes: 'outside-repository' };
      parts.pop();
      continue;
    }
    parts.push(c);
    if (!exists) continue;
    const entry = await lookup(parts.join('/'));
    if (!entry) {
      exists = false;
      continue;
    }
    if (entry.mode !== MODE_SYMLINK) continue;
    if (++hops > MAX_HOPS) return { target, escapes: 'loop' };
    const next = await readLink(entry.sha);
    if (next.startsWith('/')) return { target, escapes: 'absolute' };
    parts.pop();
    queue = [...next.split('/'), ...queue];
  }
  return { target, resolved: parts.join('/') };
}
