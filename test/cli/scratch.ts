// Sample repositories for the `mergexo` command's end-to-end tests: a bare repository and a fresh clone of it, made
// with real git and none of this machine's git setup, in a scratch folder removed after the calling file.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';
import { runCliInProcess } from '../support/in-process/run.js';

/** git and nothing of this machine's git setup (no GIT_* or GITHUB_* variable, no global configuration). */
export const cleanEnv: NodeJS.ProcessEnv = Object.fromEntries(
  Object.entries(process.env).filter(([k]) => !k.startsWith('GIT_') && !k.startsWith('GITHUB_')),
);
Object.assign(cleanEnv, {
  GIT_CONFIG_GLOBAL: '/dev/null',
  GIT_CONFIG_NOSYSTEM: '1',
  GIT_AUTHOR_NAME: 'maya',
  GIT_AUTHOR_EMAIL: 'maya@example.com',
  GIT_COMMITTER_NAME: 'maya',
  GIT_COMMITTER_EMAIL: 'maya@example.com',
});

export const git = (cwd: string, ...args: string[]): string =>
  execFileSync('git', args, { cwd, env: cleanEnv, encoding: 'utf8' });

/** A scratch folder for the calling test file, removed after it. */
export function useScratch(prefix: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), `mergexo-${prefix}-`));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

let count = 0;

/** Writes `files` under `dir` (creating folders). */
export function writeFiles(dir: string, files: Record<string, string>): void {
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
}

/** A bare repository on `branch` with `files` in its one commit, and a fresh clone of it (returned). */
export function sampleClone(scratch: string, files: Record<string, string>, branch = 'trunk'): string {
  const dir = path.join(scratch, `repo-${++count}`);
  const seed = path.join(dir, 'seed');
  mkdirSync(seed, { recursive: true });
  git(dir, 'init', '-q', '--bare', '-b', branch, 'origin.git');
  git(seed, 'init', '-q', '-b', branch);
  writeFiles(seed, files);
  git(seed, 'add', '-A');
  git(seed, 'commit', '-q', '-m', 'sample');
  git(seed, 'push', '-q', path.join(dir, 'origin.git'), branch);
  git(dir, 'clone', '-q', 'origin.git', 'clone');
  return path.join(dir, 'clone');
}

/** The `mergexo` command in `cwd` (src/cli/main.ts in the test's process: test/support/in-process/run.ts). */
export const runMergexo = (cwd: string, args: string[], env: NodeJS.ProcessEnv = cleanEnv) =>
  runCliInProcess(args, cwd, env);
