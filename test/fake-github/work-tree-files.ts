// What a work tree holds, for the tests that compare a checkout written as files with git's own.
import { lstatSync, readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { join } from 'node:path';

/** Every path of the work tree (not `.git`) with its kind, mode bits and content or link target. */
export function workTree(dir: string, under = ''): string[] {
  return readdirSync(join(dir, under), { withFileTypes: true })
    .filter((e) => e.name !== '.git')
    .flatMap((e) => {
      const rel = join(under, e.name);
      const abs = join(dir, rel);
      if (e.isDirectory()) return [`${rel}/ ${(lstatSync(abs).mode & 0o777).toString(8)}`, ...workTree(dir, rel)];
      if (e.isSymbolicLink()) return [`${rel} -> ${readlinkSync(abs)}`];
      return [`${rel} ${(lstatSync(abs).mode & 0o777).toString(8)} ${readFileSync(abs, 'base64')}`];
    })
    .sort();
}
