import { writtenPaths, type DiffEntry } from '../../core/pure/git-diff.js';
import { allocatedName, baseAllocatedNames, type AllocatedGlob } from '../../rebase-notify/index.js';
import type { ReplayGit } from './git-history.js';

/**
 * The allocated names the default branch's tree held at each of its first-parent commits: rebase-notify's own
 * read (`baseAllocatedNames`) of the oldest commit replay compares on, then each later commit's changes under the
 * globs' folders applied in order (one `git log` instead of one `ls-tree` per commit). Read forward only.
 */
export class BaseNames {
  private names = new Map<string, Map<string, string[]>>();
  private at = -1;

  private constructor(
    private readonly history: readonly string[],
    private readonly globs: readonly AllocatedGlob[],
    private readonly changes: ReadonlyMap<string, DiffEntry[]>,
  ) {}

  /** `history`: the first-parent commits, oldest first; names are read from index `from` on. */
  static async read(
    git: ReplayGit,
    history: readonly string[],
    from: number,
    globs: readonly AllocatedGlob[],
  ): Promise<BaseNames> {
    const first = history[from] as string;
    const tip = history.at(-1) as string;
    const folders = globs.some((g) => g.folder === '') ? [] : [...new Set(globs.map((g) => g.folder))];
    const changes = first === tip ? new Map() : await git.mainlineChanges(first, tip, folders);
    const names = new BaseNames(history, globs, changes);
    names.names = await baseAllocatedNames(git.gitDir, first, globs);
    names.at = from;
    return names;
  }

  /** The names the tree of `history[index]` holds (indices asked in increasing order). */
  upTo(index: number): ReadonlyMap<string, ReadonlyMap<string, readonly string[]>> {
    if (index < this.at) throw new Error(`base names are read forward: ${index} after ${this.at}`);
    for (let i = this.at + 1; i <= index; i++) {
      for (const entry of this.changes.get(this.history[i] as string) ?? []) this.apply(entry);
    }
    this.at = Math.max(this.at, index);
    return this.names;
  }

  private apply(entry: DiffEntry): void {
    for (const path of writtenPaths(entry)) {
      const gone = entry.status === 'removed' || (path === entry.previousPath && entry.status === 'renamed');
      const added = entry.status === 'added' || entry.status === 'copied' || (entry.status === 'renamed' && !gone);
      if (!gone && !added) continue;
      for (const glob of this.globs) {
        const name = allocatedName(glob, path);
        if (name === undefined) continue;
        let byName = this.names.get(glob.glob);
        if (!byName) this.names.set(glob.glob, (byName = new Map()));
        const paths = (byName.get(name) ?? []).filter((p) => p !== path);
        if (added) paths.push(path);
        if (paths.length > 0) byName.set(name, paths);
        else byName.delete(name);
      }
    }
  }
}
