// vitest's global setup: the test run's temporary files (git repositories, the fake's, runner directories) go on a
// memory file system when the machine has one, under one directory removed when the run ends (or, when the run is
// killed before its end, by a later run: memory is not freed until a reboot otherwise).
//
// Why: the suite creates and deletes hundreds of thousands of files and directories (a git repository is dozens). On
// the ext4 disks of CI's machines, allocating an inode after so many deletions costs the kernel a scan of inode
// tables (find_inode_bit, recently_deleted): measured on this suite, about a fifth of its CPU (247 CPU s on disk,
// 192 with the same tests on /dev/shm). Nothing a test asserts depends on where os.tmpdir() is.
import { lstatSync, mkdtempSync, readdirSync, readFileSync, rmSync, statfsSync } from 'node:fs';
import { join } from 'node:path';

/** statfs's f_type for tmpfs (linux/magic.h). */
const TMPFS_MAGIC = 0x01021994;
/** Room a run needs: the suite writes a few hundred megabytes; a machine with less keeps the disk. */
const NEEDED_BYTES = 2 * 1024 ** 3;
const MEMORY_DIR = '/dev/shm';
/** A run's root is `mergexo-test-<pid of the run>-<random>`: the pid says whether its run is still there. */
const ROOT_PREFIX = 'mergexo-test-';
/** How long a dead run's root stays untouched before a new run removes it (see `staleRoots`). */
const STALE_AFTER_MS = 60 * 60 * 1000;

export interface FsInfo {
  type: number;
  bavail: number;
  bsize: number;
}

/**
 * Where the run's temporary root goes: `MEMORY_DIR` when it is a tmpfs with room, mounted without `noexec` (tests
 * run scripts they write there: git hooks, a stand-in `npx`; a container's /dev/shm is often noexec), and the user
 * has not chosen a TMPDIR of their own; otherwise undefined (os.tmpdir() stays as it is). `mounts` is the text of
 * /proc/mounts.
 */
export function memoryParent(
  env: NodeJS.ProcessEnv,
  platform: NodeJS.Platform,
  statfs: (dir: string) => FsInfo | undefined,
  mounts: string | undefined,
): string | undefined {
  if (platform !== 'linux') return undefined;
  const chosen = env.TMPDIR;
  if (chosen !== undefined && chosen !== '' && chosen.replace(/\/+$/, '') !== '/tmp') return undefined;
  const fs = statfs(MEMORY_DIR);
  if (!fs || fs.type !== TMPFS_MAGIC || fs.bavail * fs.bsize < NEEDED_BYTES) return undefined;
  // The last mount on the directory is the one in effect.
  const options = (mounts ?? '')
    .split('\n')
    .map((line) => line.split(' '))
    .filter((fields) => fields[1] === MEMORY_DIR)
    .at(-1)?.[3];
  if (options === undefined || options.split(',').includes('noexec')) return undefined;
  return MEMORY_DIR;
}

export interface RootEntry {
  name: string;
  isDirectory: boolean;
  mtimeMs: number;
}

/**
 * The roots in `MEMORY_DIR` that runs killed before their teardown left behind (memory, until a reboot): named for a
 * process that no longer exists and untouched for `STALE_AFTER_MS`. Both, because a process id can be reused and a
 * run in another pid namespace sharing /dev/shm looks dead from here; a live run creates entries in its root all the
 * time, which keeps its mtime fresh.
 */
export function staleRoots(entries: readonly RootEntry[], alive: (pid: number) => boolean, nowMs: number): string[] {
  return entries
    .filter((entry) => {
      const pid = new RegExp(`^${ROOT_PREFIX}(\\d+)-`).exec(entry.name)?.[1];
      return entry.isDirectory && pid !== undefined && nowMs - entry.mtimeMs > STALE_AFTER_MS && !alive(Number(pid));
    })
    .map((entry) => entry.name);
}

/** Whether a process exists: signal 0 checks without sending; EPERM means it exists under another user. */
function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function rootEntries(parent: string): RootEntry[] {
  try {
    return readdirSync(parent)
      .filter((name) => name.startsWith(ROOT_PREFIX))
      .flatMap((name) => {
        try {
          const stat = lstatSync(join(parent, name));
          return [{ name, isDirectory: stat.isDirectory(), mtimeMs: stat.mtimeMs }];
        } catch {
          return [];
        }
      });
  } catch {
    return [];
  }
}

/** Removes what killed runs left; a root it cannot remove (another user's) stays. */
function removeStaleRoots(parent: string): void {
  for (const name of staleRoots(rootEntries(parent), processAlive, Date.now())) {
    try {
      rmSync(join(parent, name), { recursive: true, force: true });
    } catch {
      // Not ours to remove, or already gone.
    }
  }
}

function mountsOrUndefined(): string | undefined {
  try {
    return readFileSync('/proc/mounts', 'utf8');
  } catch {
    return undefined;
  }
}

function statfsOrUndefined(dir: string): FsInfo | undefined {
  try {
    return statfsSync(dir);
  } catch {
    return undefined;
  }
}

/** vitest globalSetup: sets TMPDIR (inherited by the workers vitest starts next) and returns the teardown. */
export default function setup(): (() => void) | undefined {
  const parent = memoryParent(process.env, process.platform, statfsOrUndefined, mountsOrUndefined());
  if (!parent) return undefined;
  removeStaleRoots(parent);
  let root: string;
  try {
    root = mkdtempSync(join(parent, `${ROOT_PREFIX}${process.pid}-`));
  } catch {
    return undefined;
  }
  const before = process.env.TMPDIR;
  process.env.TMPDIR = root;
  return () => {
    if (before === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = before;
    rmSync(root, { recursive: true, force: true });
  };
}
