import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ConfigurationError, errorMessage } from '../core/pure/errors.js';
import { git } from '../core/git.js';
import { parseLeaseConfig } from '../write-root-gate/index.js';
import { updateBots, type TrackedFile, type UpdateBot } from './init-bots.js';
import { LEASE_FILE, renderInitFiles, type InitFacts } from './init-files.js';
import * as text from './messages.js';

/** `mergexo init`: reads the clone, writes the three files, and says what it did to each. */

/** Where GitHub looks for CODEOWNERS, in its order (GitHub Docs, "About code owners": the first found wins). */
export const CODEOWNERS_FILES = ['.github/CODEOWNERS', 'CODEOWNERS', 'docs/CODEOWNERS'];

export interface InitOptions {
  force: boolean;
  maintainers: string[];
  /** `OWNER/NAME@REF` (` # TAG`) of the mergexo the workflows call, as `whichMergexo` found it. */
  uses: string;
  /** `init --app`: the workflows as mergexo's own App; a lease, or a workflow already calling the App's, is kept. */
  app?: { environment: string };
}

/** `kept`: `init --app` leaves a lease, or a workflow that already calls mergexo as its App, as the person edited it. */
export type FileOutcome = 'written' | 'unchanged' | 'overwritten' | 'kept';

export interface InitResult {
  root: string;
  defaultBranch: string;
  files: { path: string; outcome: FileOutcome }[];
  /** The update bots a lease was written for. */
  bots?: UpdateBot[];
}

async function gitIn(dir: string, args: string[], okCodes = [0]) {
  return git(args, { cwd: dir, okCodes, setup: 'user' });
}

export async function topLevel(cwd: string): Promise<string> {
  const r = await gitIn(cwd, ['rev-parse', '--show-toplevel'], [0, 128]).catch((e: unknown) => {
    throw new ConfigurationError(text.initGitUnavailable(cwd, errorMessage(e)));
  });
  if (r.code !== 0) throw new ConfigurationError(text.initNotInClone(cwd));
  return r.stdout.trim();
}

/** The remote's default branch as the clone recorded it (origin/HEAD), else the current branch, else main. */
async function defaultBranch(root: string): Promise<string> {
  const remote = await gitIn(root, ['symbolic-ref', '--quiet', '--short', 'refs/remotes/origin/HEAD'], [0, 1, 128]);
  const fromRemote = remote.code === 0 ? remote.stdout.trim().replace(/^origin\//, '') : '';
  if (fromRemote !== '') return fromRemote;
  const current = await gitIn(root, ['symbolic-ref', '--quiet', '--short', 'HEAD'], [0, 1, 128]);
  return (current.code === 0 && current.stdout.trim()) || 'main';
}

/** Tracked top-level directories of HEAD (none in a repository without commits). */
async function folders(root: string): Promise<string[]> {
  const r = await gitIn(root, ['ls-tree', '-d', '-z', '--name-only', 'HEAD'], [0, 128]);
  if (r.code !== 0) return [];
  return r.stdout
    .split('\0')
    .filter((f) => f !== '' && !f.startsWith('.'))
    .sort();
}

/** The files of the index with their modes (`160000`: a submodule); none outside a repository with files. */
export async function trackedFiles(root: string): Promise<TrackedFile[]> {
  const r = await gitIn(root, ['ls-files', '--stage', '-z'], [0, 128]);
  if (r.code !== 0) return [];
  return r.stdout
    .split('\0')
    .filter((l) => l !== '')
    .map((l) => {
      const [meta = '', file = ''] = l.split('\t');
      return { mode: meta.split(' ')[0] ?? '', path: file };
    });
}

/** A file of the work tree as text, or undefined when it is not there (or not a file). */
export function readWorkTree(root: string): (file: string) => string | undefined {
  return (file) => {
    try {
      return readFileSync(path.join(root, file), 'utf8');
    } catch {
      return undefined;
    }
  };
}

export async function readFacts(cwd: string, options: InitOptions): Promise<{ root: string; facts: InitFacts }> {
  const root = await topLevel(cwd);
  const found = CODEOWNERS_FILES.find((f) => existsSync(path.join(root, f)));
  return {
    root,
    facts: {
      defaultBranch: await defaultBranch(root),
      ...(found ? { codeowners: { file: found, text: readFileSync(path.join(root, found), 'utf8') } } : {}),
      folders: await folders(root),
      maintainers: options.maintainers,
      bots: updateBots(await trackedFiles(root), readWorkTree(root)),
      uses: options.uses,
      ...(options.app ? { app: options.app } : {}),
    },
  };
}

/**
 * What `init --app` keeps as the person wrote it: the lease (the App changes nothing in it), and a workflow that
 * already calls mergexo's App workflow (its settings are the person's, such as the switch to enforce).
 */
function keptByApp(file: string, current: string): boolean {
  return file === LEASE_FILE || /\/\.github\/workflows\/mergexo-app\.yml@/.test(current);
}

export async function init(cwd: string, options: InitOptions): Promise<InitResult> {
  const { root, facts } = await readFacts(cwd, options);
  const files = renderInitFiles(facts);
  // What init writes, the gate must read: a starter lease the gate would refuse must never land.
  const lease = files.find((f) => f.path === LEASE_FILE);
  if (lease) parseLeaseConfig(lease.text, LEASE_FILE);
  // Every file is compared before any is written, so a refusal leaves the clone as it was.
  const planned = files.map((f) => {
    const target = path.join(root, f.path);
    const current = existsSync(target) ? readFileSync(target, 'utf8') : undefined;
    let outcome: FileOutcome = current === undefined ? 'written' : current === f.text ? 'unchanged' : 'overwritten';
    if (outcome === 'overwritten' && options.app && !options.force && keptByApp(f.path, current ?? ''))
      outcome = 'kept';
    return { ...f, target, outcome };
  });
  const differing = planned.filter((f) => f.outcome === 'overwritten');
  if (differing.length > 0 && !options.force) {
    throw new ConfigurationError(text.initWouldOverwrite(differing.map((f) => f.path)));
  }
  for (const f of planned) {
    if (f.outcome === 'unchanged' || f.outcome === 'kept') continue;
    mkdirSync(path.dirname(f.target), { recursive: true });
    writeFileSync(f.target, f.text);
  }
  return {
    root,
    defaultBranch: facts.defaultBranch,
    files: planned.map((f) => ({ path: f.path, outcome: f.outcome })),
    bots: facts.bots ?? [],
  };
}
