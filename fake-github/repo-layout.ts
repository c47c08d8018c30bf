// A new bare repository and a test's clone laid out by writing the files git would write, from a skeleton that
// `git init` made once per fake GitHub: `git init` and `git fast-import` per repository, and `git clone` (with the
// `git upload-pack` it starts) per clone, were most of the processes a test spent before it even started.
// What a test sees is what git leaves: the same config, refs, reflogs, objects and checkout.
import {
  appendFileSync,
  copyFileSync,
  cpSync,
  existsSync,
  linkSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { checkoutHeadByFiles } from './clone-checkout.js';
import { git, listRefs, resolveRef } from './git.js';
import { commitBody, signature, treeBody, wallSeconds, writeObject, ZERO_SHA } from './loose-objects.js';

/** Whom git names in a reflog the fake's own git writes (fake-github/git.ts's committer). */
const REFLOG_IDENTITY = 'GitHub <noreply@github.com>';

const skeletons = new Map<string, Promise<string>>();

/** `git init`'s output, made once under `rootDir` (one per fake GitHub), `.git` of a work tree unless `bare`. */
function skeleton(rootDir: string, bare: boolean): Promise<string> {
  const dir = join(rootDir, 'skeletons', bare ? 'bare.git' : 'work');
  let made = skeletons.get(dir);
  if (!made) {
    made = git(rootDir, ['init', '-q', ...(bare ? ['--bare'] : []), dir]).then(() => (bare ? dir : join(dir, '.git')));
    // A failed `git init` is not remembered: the next repository tries again.
    made.catch(() => skeletons.delete(dir));
    skeletons.set(dir, made);
  }
  return made;
}

/** Forgets the skeletons under `rootDir` (its fake GitHub stopped and removed them). */
export function forgetSkeletons(rootDir: string): void {
  for (const dir of skeletons.keys()) if (dir.startsWith(join(rootDir, 'skeletons'))) skeletons.delete(dir);
}

/**
 * What `git init --bare --initial-branch=<branch>` and then `git fast-import` of GitHub's initial commit (a
 * README, authored by fake-github and committed by GitHub, now) leave in `gitDir`.
 */
export async function initBareWithReadme(rootDir: string, gitDir: string, branch: string, name: string): Promise<void> {
  cpSync(await skeleton(rootDir, true), gitDir, { recursive: true });
  writeFileSync(join(gitDir, 'HEAD'), `ref: refs/heads/${branch}\n`);
  const readme = writeObject(gitDir, 'blob', Buffer.from(`# ${name}\n`));
  const tree = writeObject(gitDir, 'tree', treeBody([{ mode: '100644', name: 'README.md', sha: readme }]));
  const at = wallSeconds();
  const commit = writeObject(
    gitDir,
    'commit',
    commitBody({
      tree,
      parents: [],
      author: signature('fake-github <fake-github@users.noreply.github.com>', at),
      committer: signature('GitHub <noreply@github.com>', at),
      message: 'Initial commit\n',
    }),
  );
  mkdirSync(join(gitDir, 'refs', 'heads'), { recursive: true });
  writeFileSync(join(gitDir, 'refs', 'heads', branch), `${commit}\n`);
}

/** A config value as `git config` writes it. */
function configValue(v: string): string {
  const escaped = v.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n').replace(/\t/g, '\\t');
  return /^\s|\s$|[;#]/.test(v) ? `"${escaped}"` : escaped;
}

/** Config entries as `git clone --config` adds them: each key in its section, sections in first-use order. */
function configText(settings: Readonly<Record<string, string>>): string {
  const sections = new Map<string, string[]>();
  for (const [key, value] of Object.entries(settings)) {
    const dot = key.lastIndexOf('.');
    const section = key.slice(0, dot);
    const lines = sections.get(section) ?? [];
    lines.push(`\t${key.slice(dot + 1)} = ${configValue(value)}`);
    sections.set(section, lines);
  }
  return [...sections].map(([s, lines]) => `[${s}]\n${lines.join('\n')}\n`).join('');
}

/** Hard-links (or copies) every file under `from` into `to`, as a local `git clone` does with objects. */
function linkTree(from: string, to: string): void {
  mkdirSync(to, { recursive: true });
  for (const e of readdirSync(from, { withFileTypes: true })) {
    const src = join(from, e.name);
    const dst = join(to, e.name);
    if (e.isDirectory()) linkTree(src, dst);
    else if (!existsSync(dst)) {
      try {
        linkSync(src, dst);
      } catch {
        copyFileSync(src, dst);
      }
    }
  }
}

/**
 * `git clone --config <settings> <origin> <dir>` of a local bare repository, written as files (the checkout too
 * where it can be, else one `git read-tree`). Returns false, having written nothing, for an origin it does not lay out
 * the way git would (tags, whose peeled form needs git; a HEAD that names no branch): the caller clones with git.
 */
export async function cloneLocal(
  rootDir: string,
  origin: string,
  dir: string,
  settings: Readonly<Record<string, string>>,
): Promise<boolean> {
  // A clone takes the branches and the tags (not the fake's refs/pull/*).
  const heads = listRefs(origin, 'refs/heads/');
  if (listRefs(origin, 'refs/tags/').size > 0) return false;
  const headRef = /^ref: (refs\/heads\/[^"\\]+)$/.exec(readText(join(origin, 'HEAD')))?.[1];
  const headSha = headRef ? resolveRef(origin, headRef) : undefined;
  if (!headRef || !headSha) return false;
  const branch = headRef.slice('refs/heads/'.length);
  const gitDir = join(dir, '.git');
  cpSync(await skeleton(rootDir, false), gitDir, { recursive: true });
  linkTree(join(origin, 'objects'), join(gitDir, 'objects'));
  appendFileSync(
    join(gitDir, 'config'),
    configText(settings) +
      `[remote "origin"]\n\turl = ${configValue(origin)}\n\tfetch = +refs/heads/*:refs/remotes/origin/*\n` +
      `[branch "${branch}"]\n\tremote = origin\n\tmerge = ${configValue(headRef)}\n`,
  );
  const packed = [...heads].map(([ref, sha]) => `${sha} refs/remotes/origin/${ref.slice('refs/heads/'.length)}\n`);
  writeFileSync(join(gitDir, 'packed-refs'), `# pack-refs with: peeled fully-peeled sorted \n${packed.join('')}`);
  mkdirSync(join(gitDir, 'refs', 'heads', branch, '..'), { recursive: true });
  writeFileSync(join(gitDir, 'refs', 'heads', branch), `${headSha}\n`);
  mkdirSync(join(gitDir, 'refs', 'remotes', 'origin'), { recursive: true });
  writeFileSync(join(gitDir, 'refs', 'remotes', 'origin', 'HEAD'), `ref: refs/remotes/origin/${branch}\n`);
  writeFileSync(join(gitDir, 'HEAD'), `ref: ${headRef}\n`);
  const entry = `${ZERO_SHA} ${headSha} ${signature(REFLOG_IDENTITY, wallSeconds())}\tclone: from ${origin}\n`;
  for (const log of ['HEAD', headRef, 'refs/remotes/origin/HEAD']) {
    mkdirSync(join(gitDir, 'logs', log, '..'), { recursive: true });
    writeFileSync(join(gitDir, 'logs', log), entry);
  }
  // The checkout as files where git's result is certain (./clone-checkout.ts), else by git.
  if (!checkoutHeadByFiles(dir)) await git(dir, ['read-tree', '-u', '--reset', 'HEAD']);
  return true;
}

function readText(file: string): string {
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    return '';
  }
}
