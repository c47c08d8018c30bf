// A test clone's `git commit` and `git checkout -B <branch> <start>` written as files: the commit's trees and
// commit object as loose objects (./loose-objects.ts), the branch moved with git's lock protocol, and the reflog
// lines git appends. `Worktree.commit` and `Worktree.checkout` were most of a test's remaining git processes.
// Only the plain case is handled, where git's result is certain: the index as ./worktree-index.ts stages it, a
// configuration the fake and `Worktree` wrote, no hook, no merge or rebase in progress, a message git keeps as it
// is but for its whitespace clean-up. Anywhere else the caller runs git (test/fake-github/worktree-commit.test.ts
// compares both).
import { appendFileSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';
import { gitEnv, listRefs, resolveRef, SHA_RE } from './git.js';
import { moveRef } from './ref-lock.js';
import {
  commitBody,
  signature,
  treeBody,
  wallSeconds,
  writeObject,
  type TreeEntry,
  ZERO_SHA,
} from './loose-objects.js';
import { indexEntries } from './worktree-index.js';

// A branch name every git accepts as it is (check-ref-format's rules hold for it); any other goes to git.
export const PLAIN_NAME =
  /^(?!.*\.\.)(?!.*\/\/)(?!.*@\{)(?!.*\.lock(?:\/|$))(?!.*(?:^|\/)\.)[A-Za-z0-9][A-Za-z0-9._/-]*$/;
// A name and an e-mail git's ident code stores unchanged (it strips leading and trailing `.,:;<>"\'` and spaces).
const PLAIN_IDENT_NAME = /^[A-Za-z0-9_[\]](?:[A-Za-z0-9_ .[\]-]*[A-Za-z0-9_[\]-])?$/;
const PLAIN_EMAIL = /^[A-Za-z0-9_[\]][A-Za-z0-9_.+[\]-]*@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*$/;
// What `git init` and `Worktree.create` write (value tested where it changes what a commit or checkout does).
const CLONE_CONFIG: Record<string, RegExp> = {
  'core.repositoryformatversion': /^0$/,
  'core.filemode': /^true$/,
  'core.bare': /^false$/,
  'core.logallrefupdates': /^true$/,
  'user.name': /^/,
  'user.email': /^/,
  'commit.gpgsign': /^false$/,
  'gc.auto': /^/,
  'maintenance.auto': /^/,
  'remote.origin.url': /^/,
  'remote.origin.fetch': /^\+refs\/heads\/\*:refs\/remotes\/origin\/\*$/,
};
// A runner's global config may name safe directories: that only lets git work in them at all.
const GLOBAL_CONFIG = new Set(['user.name', 'user.email', 'init.defaultbranch', 'safe.directory']);
// Variables of git's own that change nothing here; the identity ones are set by `Worktree.git` itself.
const HARMLESS_ENV =
  /^GIT_(?:SSL_\w+|HTTP_\w+|ASKPASS|TERMINAL_PROMPT|CONFIG_NOSYSTEM|EDITOR|PAGER|(?:AUTHOR|COMMITTER)_(?:NAME|EMAIL))$/;
// A merge, cherry-pick, revert, rebase or bisect in progress: git commits (or refuses) otherwise.
const STATE_FILES = [
  'MERGE_HEAD', 'MERGE_MSG', 'MERGE_MODE', 'MERGE_RR', 'AUTO_MERGE', 'SQUASH_MSG', 'CHERRY_PICK_HEAD', 'REVERT_HEAD',
  'sequencer', 'rebase-merge', 'rebase-apply', 'BISECT_LOG', 'index.lock', 'HEAD.lock', 'config.lock', 'commondir', 'info/grafts',
]; // prettier-ignore

/** Who commits: the name and e-mail `Worktree.git` gives git as author and committer. */
export interface Ident {
  name: string;
  email: string;
}

/** The config's entries as `section[.subsection].key` (lower-cased but the subsection), or undefined if unusual. */
function configEntries(text: string): Array<[string, string]> | undefined {
  const out: Array<[string, string]> = [];
  let section: string | undefined;
  for (const line of text.split('\n')) {
    if (line === '') continue;
    const head = /^\[([A-Za-z0-9.-]+)(?: "([A-Za-z0-9._/-]+)")?\]$/.exec(line);
    if (head) {
      const [, name = '', sub] = head;
      section = sub === undefined ? name.toLowerCase() : `${name.toLowerCase()}.${sub}`;
    } else {
      const [, key, value] = /^\t([A-Za-z][A-Za-z0-9-]*) = ([^"\\;#\s](?:[^"\\;#]*[^"\\;#\s])?)$/.exec(line) ?? [];
      if (key === undefined || value === undefined || section === undefined) return undefined;
      out.push([`${section}.${key.toLowerCase()}`, value]);
    }
  }
  return out;
}

/** The files in the clone's hooks directory (none when it has none). */
function hookNames(gitDir: string): string[] {
  try {
    return readdirSync(join(gitDir, 'hooks'));
  } catch {
    return [];
  }
}

function readText(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}

/**
 * The clone's config entries, when nothing that git reads would make a commit or a checkout differ from what this
 * module writes: clone and global configuration, hooks, the environment, an operation in progress (and `who`, the
 * identity, is one git stores as it is).
 */
export function plainClone(gitDir: string, who?: Ident): Array<[string, string]> | undefined {
  if (who && (!PLAIN_IDENT_NAME.test(who.name) || !PLAIN_EMAIL.test(who.email))) return undefined;
  const env = gitEnv();
  // The fake's git gets its environment as it was at load; this process reads its time zone from the live one.
  if (env.GIT_CONFIG_NOSYSTEM !== '1' || env.TZ !== process.env.TZ) return undefined;
  for (const k of [...Object.keys(env), ...Object.keys(process.env)]) {
    if (k.startsWith('GIT_') && !HARMLESS_ENV.test(k)) return undefined;
  }
  if (STATE_FILES.some((f) => existsSync(join(gitDir, f)))) return undefined;
  if (hookNames(gitDir).some((h) => !h.endsWith('.sample'))) return undefined;
  const entries = configEntries(readText(join(gitDir, 'config')) ?? '\0');
  if (!entries?.every(([k, v]) => CLONE_CONFIG[k]?.test(v) ?? /^branch\.[^.]+(?:\.[^.]+)*\.(?:remote|merge)$/.test(k)))
    return undefined;
  if (!entries.some(([k]) => k === 'core.logallrefupdates')) return undefined;
  const home = env.HOME ?? homedir();
  const xdg = env.XDG_CONFIG_HOME || join(home, '.config');
  for (const file of [join(home, '.gitconfig'), join(xdg, 'git', 'config')]) {
    const text = readText(file);
    if (text === undefined) continue;
    if (!configEntries(text)?.every(([k]) => GLOBAL_CONFIG.has(k))) return undefined;
  }
  return entries;
}

/**
 * `git commit -m message`'s clean-up of a message (whitespace mode): trailing blanks cut, runs of empty lines made
 * one, leading and trailing ones dropped, a newline at the end. Undefined when git would see other white space
 * (carriage return, form feed...), or abort on an empty message.
 */
export function cleanMessage(message: string): string | undefined {
  if (/[\r\v\f\0]/.test(message) || Buffer.from(message).toString() !== message) return undefined;
  const out: string[] = [];
  let empties = 0;
  for (const line of message.split('\n')) {
    const kept = line.replace(/[ \t]+$/, '');
    if (kept === '') {
      empties++;
      continue;
    }
    if (empties > 0 && out.length > 0) out.push('');
    empties = 0;
    out.push(kept);
  }
  return out.length > 0 ? out.map((l) => `${l}\n`).join('') : undefined;
}

/** A reflog message as git stores it: white space runs made one space, none at either end. */
function reflogText(message: string): string {
  return message.replace(/[ \t\n]+/g, ' ').replace(/^ | $/g, '');
}

/** The trees of the index's entries written as loose objects; the root's sha, or undefined if git's business. */
function writeTrees(gitDir: string, entries: ReadonlyArray<{ path: string; mode: number; sha: string }>) {
  interface Dir {
    files: TreeEntry[];
    dirs: Map<string, Dir>;
  }
  const root: Dir = { files: [], dirs: new Map() };
  for (const e of entries) {
    const mode = e.mode.toString(8);
    if (!['100644', '100755', '120000', '160000'].includes(mode)) return undefined;
    const parts = e.path.split('/');
    const name = parts.pop() ?? '';
    let dir = root;
    for (const p of parts) {
      let sub = dir.dirs.get(p);
      if (!sub) {
        // A file and a directory of the same name: not a tree git would write.
        if (dir.files.some((f) => f.name === p)) return undefined;
        sub = { files: [], dirs: new Map() };
        dir.dirs.set(p, sub);
      }
      dir = sub;
    }
    if (dir.dirs.has(name)) return undefined;
    dir.files.push({ mode, name, sha: e.sha });
  }
  const write = (d: Dir): string => {
    const subtrees = [...d.dirs].map(([name, sub]) => ({ mode: '40000', name, sha: write(sub) }));
    return writeObject(gitDir, 'tree', treeBody([...d.files, ...subtrees]));
  };
  return write(root);
}

function appendReflog(gitDir: string, ref: string, line: string): void {
  const log = join(gitDir, 'logs', ref);
  mkdirSync(dirname(log), { recursive: true });
  appendFileSync(log, line);
}

/** HEAD's branch (undefined when detached) and commit (undefined when unborn), or undefined if HEAD is unusual. */
export function readHead(gitDir: string): { branch?: string; sha?: string } | undefined {
  const head = readText(join(gitDir, 'HEAD'));
  const branch = /^ref: refs\/heads\/(.+)\n$/.exec(head ?? '')?.[1];
  if (branch !== undefined)
    return PLAIN_NAME.test(branch) ? { branch, sha: resolveRef(gitDir, `refs/heads/${branch}`) } : undefined;
  const sha = head?.trim();
  return sha !== undefined && SHA_RE.test(sha) && head === `${sha}\n` ? { sha } : undefined;
}

/**
 * `git commit -q --allow-empty -m message` in the clone at `dir`, whose index ./worktree-index.ts staged, as
 * `who`: returns the new commit's sha, or undefined (nothing moved) when git should commit.
 */
export function commitByFiles(dir: string, who: Ident, message: string): string | undefined {
  const gitDir = join(dir, '.git');
  const text = cleanMessage(message);
  const head = readHead(gitDir);
  if (text === undefined || head === undefined || !plainClone(gitDir, who)) return undefined;
  const entries = indexEntries(dir);
  const tree = entries && writeTrees(gitDir, entries);
  if (tree === undefined) return undefined;
  // Author and committer share git's one reading of the clock, as the reflog does.
  const ident = signature(`${who.name} <${who.email}>`, wallSeconds());
  const parents = head.sha === undefined ? [] : [head.sha];
  const sha = writeObject(
    gitDir,
    'commit',
    commitBody({ tree, parents, author: ident, committer: ident, message: text }),
  );
  const ref = head.branch === undefined ? 'HEAD' : `refs/heads/${head.branch}`;
  const old = head.sha ?? ZERO_SHA;
  if (!moveRef(gitDir, ref, old, sha)) return undefined;
  const subject = text.slice(0, text.indexOf('\n'));
  const line = `${old} ${sha} ${ident}\t${reflogText(`commit${parents.length ? '' : ' (initial)'}: ${subject}`)}\n`;
  if (ref !== 'HEAD') appendReflog(gitDir, ref, line);
  appendReflog(gitDir, 'HEAD', line);
  writeFileSync(join(gitDir, 'COMMIT_EDITMSG'), text);
  return sha;
}

/**
 * `git checkout -q -B branch start` where `start` (`HEAD`, a full sha, or `origin/<b>`) is HEAD's own commit and
 * `branch` is new: git only creates the branch (tracking `origin/<b>`, as its default `branch.autoSetupMerge`
 * does), points HEAD at it and logs both. False, nothing changed, anywhere else.
 */
export function createBranchByFiles(dir: string, who: Ident, branch: string, start: string): boolean {
  const gitDir = join(dir, '.git');
  const head = readHead(gitDir);
  if (head?.branch === undefined || head.sha === undefined || !PLAIN_NAME.test(branch)) return false;
  const config = plainClone(gitDir, who);
  if (!config || config.some(([k]) => k.startsWith(`branch.${branch}.`))) return false;
  if (config.filter(([k]) => k === 'remote.origin.fetch').length !== 1) return false;
  const ref = `refs/heads/${branch}`;
  for (const name of listRefs(gitDir, 'refs/heads/').keys()) {
    if (name === ref || name.startsWith(`${ref}/`) || ref.startsWith(`${name}/`)) return false;
  }
  if (existsSync(join(gitDir, 'logs', ref))) return false;
  let upstream: string | undefined;
  if (start.startsWith('origin/')) {
    upstream = start.slice('origin/'.length);
    if (!PLAIN_NAME.test(upstream) || upstream === 'HEAD' || existsSync(join(gitDir, start))) return false;
    // `origin/<b>` is git's to resolve when another ref could take the name first.
    if (['refs/', 'refs/tags/', 'refs/heads/'].some((p) => resolveRef(gitDir, `${p}${start}`) !== undefined))
      return false;
    if (resolveRef(gitDir, `refs/remotes/${start}`) !== head.sha) return false;
  } else if (start !== 'HEAD' && start !== head.sha) return false;
  if (!moveRef(gitDir, ref, ZERO_SHA, head.sha)) return false;
  if (upstream !== undefined) {
    const file = join(gitDir, 'config');
    const text = readText(file) ?? '';
    const section = `[branch "${branch}"]\n\tremote = origin\n\tmerge = refs/heads/${upstream}\n`;
    writeFileSync(`${file}.lock`, text.endsWith('\n') || text === '' ? text + section : `${text}\n${section}`);
    renameSync(`${file}.lock`, file);
  }
  const ident = signature(`${who.name} <${who.email}>`, wallSeconds());
  appendReflog(gitDir, ref, `${ZERO_SHA} ${head.sha} ${ident}\tbranch: Created from ${start}\n`);
  writeFileSync(join(gitDir, 'HEAD'), `ref: ${ref}\n`);
  appendReflog(gitDir, 'HEAD', `${head.sha} ${head.sha} ${ident}\tcheckout: moving from ${head.branch} to ${branch}\n`);
  return true;
}
