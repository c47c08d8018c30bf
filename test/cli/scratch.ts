// Sample repositories for the `mergexo` command's end-to-end tests: a bare repository and a fresh clone of it, made
// with real git and none of this machine's git setup, in a scratch folder removed after the calling file.
import { execFileSync } from 'node:child_process';
import { appendFileSync, cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
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

/**
 * A bare repository on `branch` with `files` in its one commit, and a fresh clone of it (returned). Made as
 * `git push` and `git clone` leave them, with four git processes instead of about sixteen: the commit is made in
 * the clone, its objects copied into the bare repository, and the refs and remote settings a clone records
 * written as files (origin/HEAD included: init reads the default branch from it).
 */
export function sampleClone(scratch: string, files: Record<string, string>, branch = 'trunk'): string {
  const dir = path.join(scratch, `repo-${++count}`);
  const origin = path.join(dir, 'origin.git');
  const clone = path.join(dir, 'clone');
  mkdirSync(dir, { recursive: true });
  git(dir, 'init', '-q', '--bare', '-b', branch, 'origin.git');
  git(dir, 'init', '-q', '-b', branch, 'clone');
  writeFiles(clone, files);
  git(clone, 'add', '-A');
  git(clone, 'commit', '-q', '-m', 'sample');
  const dotGit = path.join(clone, '.git');
  cpSync(path.join(dotGit, 'objects'), path.join(origin, 'objects'), { recursive: true });
  const sha = readFileSync(path.join(dotGit, 'refs', 'heads', branch), 'utf8');
  writeFiles(origin, { [`refs/heads/${branch}`]: sha });
  writeFiles(dotGit, {
    [`refs/remotes/origin/${branch}`]: sha,
    'refs/remotes/origin/HEAD': `ref: refs/remotes/origin/${branch}\n`,
  });
  appendFileSync(
    path.join(dotGit, 'config'),
    `[remote "origin"]\n\turl = ${origin}\n\tfetch = +refs/heads/*:refs/remotes/origin/*\n` +
      `[branch "${branch}"]\n\tremote = origin\n\tmerge = refs/heads/${branch}\n`,
  );
  return clone;
}

/** The `mergexo` command in `cwd` (src/cli/main.ts in the test's process: test/support/in-process/run.ts). */
export const runMergexo = (cwd: string, args: string[], env: NodeJS.ProcessEnv = cleanEnv) =>
  runCliInProcess(args, cwd, env);
