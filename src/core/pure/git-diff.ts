/**
 * What a pull request writes, as the pure core sees it: one entry per file change, with git's
 * file modes so symlinks (120000) and submodules (160000) can be told apart from files.
 */

export type ChangeStatus = 'added' | 'removed' | 'modified' | 'renamed' | 'copied' | 'changed';

export const MODE_SYMLINK = '120000';
export const MODE_SUBMODULE = '160000';

/** Where a symlink written by the PR points, resolved against the PR head tree. */
export type SymlinkTarget =
  | { target: string; resolved: string }
  | { target: string; escapes: 'absolute' | 'outside-repository' | 'loop' | 'unreadable' };

export interface ChangedEntry {
  /** The path after the change (for a removal: the removed path). */
  path: string;
  /** The other side of a rename or copy. */
  previousPath?: string;
  status: ChangeStatus;
  /** git modes, e.g. 100644, 100755, 120000, 160000; '000000' for the missing side. */
  oldMode?: string;
  newMode?: string;
  /** Set by the shell for symlinks the PR writes inside its roots. */
  symlink?: SymlinkTarget;
  /**
   * Where the change was seen when not in the PR's own diff: `merge` when only merging the PR
   * into its base writes it (criss-cross histories, directory renames), `conflict` for a path
   * the merge cannot resolve.
   */
  via?: 'merge' | 'conflict';
}

/** An entry of git's raw diff, with the blob (or commit) names on both sides. */
export type DiffEntry = ChangedEntry & { oldSha: string; newSha: string };

/** Every path an entry writes: both sides of a rename or copy. */
export function writtenPaths(entry: ChangedEntry): string[] {
  return entry.previousPath !== undefined && entry.previousPath !== entry.path
    ? [entry.previousPath, entry.path]
    : [entry.path];
}

export function isSymlinkWrite(entry: ChangedEntry): boolean {
  return entry.status !== 'removed' && entry.newMode === MODE_SYMLINK;
}

export function isSubmoduleChange(entry: ChangedEntry): boolean {
  return entry.oldMode === MODE_SUBMODULE || entry.newMode === MODE_SUBMODULE;
}

const ZERO_MODE = '000000';

/**
 * The one way mergexo asks git what changed between two commits or trees: every file, with modes,
 * renames and copies, and nothing the repository configures (no external diff, no textconv), so
 * the gate and `mergexo check` read the same list. `parseRawDiff` reads its output.
 */
export function rawDiffArgs(
  from: string,
  to: string,
  options: { renames?: boolean; mergeBase?: boolean } = {},
): string[] {
  // Without renames each path stands for itself (rebase-notify's collision index: what a PR adds is an add).
  const renames = options.renames === false ? ['--no-renames'] : ['-M', '-C'];
  // `--merge-base`: from the commit `to` forked from, as GitHub's PR diff (`from...to`).
  const base = options.mergeBase ? ['--merge-base'] : [];
  return [
    'diff-tree',
    '-r',
    '-z',
    '--raw',
    '--abbrev=40',
    ...renames,
    ...base,
    '--no-ext-diff',
    '--no-textconv',
    from,
    to,
  ];
}

/** What merging `head` into `base` writes, as GitHub merges: exit 0 clean, 1 with the conflicted paths after the tree. */
export function mergeTreeArgs(base: string, head: string): string[] {
  return ['merge-tree', '--write-tree', '--name-only', '--no-messages', '-z', base, head];
}

/**
 * Parses `git diff-tree -r -z --raw -M -C --abbrev=40` output:
 * `:<old mode> <new mode> <old sha> <new sha> <status>\0<path>\0[<path>\0]`.
 */
export function parseRawDiff(raw: string): DiffEntry[] {
  const fields = raw.split('\0');
  const out: DiffEntry[] = [];
  for (let i = 0; i < fields.length;) {
    const meta = fields[i] ?? '';
    if (!meta.startsWith(':')) {
      i++;
      continue;
    }
    const [oldMode, newMode, oldSha, newSha, code] = meta.slice(1).split(' ') as [
      string,
      string,
      string,
      string,
      string,
    ];
    const letter = code?.[0] ?? '';
    let path: string;
    let previousPath: string | undefined;
    if (letter === 'R' || letter === 'C') {
      previousPath = fields[i + 1] ?? '';
      path = fields[i + 2] ?? '';
      i += 3;
    } else {
      path = fields[i + 1] ?? '';
      i += 2;
    }
    const status: ChangeStatus =
      letter === 'A'
        ? 'added'
        : letter === 'D'
          ? 'removed'
          : letter === 'R'
            ? 'renamed'
            : letter === 'C'
              ? 'copied'
              : letter === 'T' || (oldSha === newSha && oldMode !== newMode)
                ? 'changed'
                : 'modified';
    out.push({
      path,
      ...(previousPath !== undefined ? { previousPath } : {}),
      status,
      oldMode: oldMode === ZERO_MODE ? undefined : oldMode,
      newMode: newMode === ZERO_MODE ? undefined : newMode,
      oldSha,
      newSha,
    });
  }
  return out;
}

/** GitHub's file-list statuses mapped onto ours (`unchanged` rows carry no write and are dropped). */
export function fromGitHubStatus(status: string): ChangeStatus | undefined {
  switch (status) {
    case 'added':
    case 'removed':
    case 'modified':
    case 'renamed':
    case 'copied':
    case 'changed':
      return status;
    case 'unchanged':
      return undefined;
    default:
      // An unknown status still writes the path; judging it as modified fails closed.
      return 'modified';
  }
}
