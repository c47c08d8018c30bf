// A ref moved the way git moves it, for the fake's writers that stand in for git (./file-push.ts, ./worktree-commit.ts).
import { closeSync, mkdirSync, openSync, readFileSync, renameSync, unlinkSync, writeSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { resolveRef } from './git.js';
import { ZERO_SHA } from './loose-objects.js';

/**
 * Moves `ref` from `old` to `value` as `git update-ref` does: `<ref>.lock` created exclusively (a git process
 * writing the ref meanwhile waits or fails), the ref read again under the lock, then the lock renamed over the ref.
 * A detached `HEAD` must still hold `old` itself (not a branch at that commit). False, nothing moved, when the lock
 * is held or the ref moved. The caller writes the reflog, if the repository keeps one.
 */
export function moveRef(gitDir: string, ref: string, old: string, value: string): boolean {
  const path = join(gitDir, ref);
  let fd: number;
  try {
    mkdirSync(dirname(path), { recursive: true });
    fd = openSync(`${path}.lock`, 'wx');
  } catch {
    return false;
  }
  try {
    writeSync(fd, `${value}\n`);
  } finally {
    closeSync(fd);
  }
  if (current(gitDir, ref) !== old) {
    unlinkSync(`${path}.lock`);
    return false;
  }
  renameSync(`${path}.lock`, path);
  return true;
}

function current(gitDir: string, ref: string): string {
  if (ref !== 'HEAD') return resolveRef(gitDir, ref) ?? ZERO_SHA;
  try {
    return readFileSync(join(gitDir, 'HEAD'), 'utf8').trim();
  } catch {
    return ZERO_SHA;
  }
}
