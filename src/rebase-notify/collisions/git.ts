/**
 * What the collision index reads from the private repository rebase-notify already fetched (`GitDrift`):
 * one `diff-tree` per PR (its changes against the commit it forked from, as GitHub's PR diff) and one
 * `ls-tree` per base (the allocated names the base already holds). Paths come back NUL-separated: a name
 * with spaces, newlines or a leading dash is a name like any other, never an argument.
 */
import { isSha } from '../../core/pure/sha.js';
import { errorMessage } from '../../core/pure/errors.js';
import { githubWords } from '../../core/github/port.js';
import { git, mapLimit } from '../../core/git.js';
import { parseRawDiff, rawDiffArgs } from '../../core/pure/git-diff.js';
import type { AllocatedGlob } from '../rules/collisions/allocated-names.js';
import { allocatedName } from '../rules/collisions/allocated-names.js';
import { nameKey } from '../rules/collisions/owners.js';
import type { PathChange, PullChanges } from '../rules/collisions/decide.js';

const CONCURRENCY = 4;

/** A raw diff's entries as the index compares them: what each path became (its mode and blob), or deleted. */
export function changesOf(rawDiff: string): PathChange[] {
  return parseRawDiff(rawDiff).map((e) => ({
    path: e.path,
    status: e.status === 'added' ? 'A' : e.status === 'removed' ? 'D' : 'M',
    result: e.status === 'removed' ? 'deleted' : `${e.newMode ?? ''}:${e.newSha}`,
  }));
}

/** The changes of one PR from the commit its head forked from `baseSha`. */
export async function pullChanges(gitDir: string, baseSha: string, headSha: string): Promise<PathChange[]> {
  let out = await git(['--git-dir', gitDir, ...rawDiffArgs(baseSha, headSha, { renames: false, mergeBase: true })], {
    okCodes: [0, 128],
  });
  if (out.code !== 0) {
    // Criss-cross histories have more than one merge base: diff from the first, as `git diff base...head` does.
    const bases = await git(['--git-dir', gitDir, 'merge-base', '--all', baseSha, headSha]);
    const first = bases.stdout.split('\n')[0]?.trim() ?? '';
    if (!isSha(first)) throw new Error(out.stderr.trim().split('\n')[0] ?? 'git diff-tree failed');
    out = await git(['--git-dir', gitDir, ...rawDiffArgs(first, headSha, { renames: false })]);
  }
  return changesOf(out.stdout);
}

/** What `to` changes against `from` itself (a merge group against the base it was built on). */
export async function treeChanges(gitDir: string, from: string, to: string): Promise<PathChange[]> {
  const out = await git(['--git-dir', gitDir, ...rawDiffArgs(from, to, { renames: false })]);
  return changesOf(out.stdout);
}

/** Each PR's changes; a PR whose diff git cannot give is known as not known, with git's reason. */
export async function allPullChanges(
  gitDir: string,
  pulls: ReadonlyArray<{ number: number; base: string; baseSha: string; headSha: string }>,
): Promise<PullChanges[]> {
  return mapLimit(pulls, CONCURRENCY, async (p): Promise<PullChanges> => {
    try {
      return { number: p.number, base: p.base, known: true, changes: await pullChanges(gitDir, p.baseSha, p.headSha) };
    } catch (e) {
      return {
        number: p.number,
        base: p.base,
        known: false,
        reason: { kind: 'unread', said: githubWords(errorMessage(e)) },
      };
    }
  });
}

/** The paths of `commit`'s tree under the globs' folders (literal pathspecs: a folder is never a pattern). */
async function treePaths(gitDir: string, commit: string, globs: readonly AllocatedGlob[]): Promise<string[]> {
  const folders = globs.some((g) => g.folder === '') ? [] : [...new Set(globs.map((g) => g.folder))];
  const { stdout } = await git([
    '--literal-pathspecs',
    '--git-dir',
    gitDir,
    'ls-tree',
    '-r',
    '-z',
    '--name-only',
    commit,
    '--',
    ...folders,
  ]);
  return stdout.split('\0').filter((p) => p !== '');
}

/** The names (`nameKey`) `commit`'s tree holds under `globs`: one `ls-tree`. */
export async function treeNameKeys(
  gitDir: string,
  commit: string,
  globs: readonly AllocatedGlob[],
): Promise<Set<string>> {
  const keys = new Set<string>();
  for (const path of await treePaths(gitDir, commit, globs)) {
    for (const glob of globs) {
      const name = allocatedName(glob, path);
      if (name !== undefined) keys.add(nameKey(glob.glob, name));
    }
  }
  return keys;
}

/** Which of `shas` are commits this repository has: one `cat-file --batch-check`. */
export async function presentCommits(gitDir: string, shas: readonly string[]): Promise<Set<string>> {
  const wanted = [...new Set(shas)].filter(isSha);
  if (wanted.length === 0) return new Set();
  const { stdout } = await git(['--git-dir', gitDir, 'cat-file', '--batch-check=%(objectname) %(objecttype)'], {
    input: wanted.join('\n') + '\n',
  });
  return new Set(
    stdout
      .split('\n')
      .map((l) => l.split(' '))
      .filter(([, type]) => type === 'commit')
      .map(([sha]) => sha as string),
  );
}

/**
 * The allocated names the base tree holds, per glob, each with its paths: one `ls-tree` under the globs'
 * folders.
 */
export async function baseAllocatedNames(
  gitDir: string,
  baseSha: string,
  globs: readonly AllocatedGlob[],
): Promise<Map<string, Map<string, string[]>>> {
  const names = new Map<string, Map<string, string[]>>();
  for (const path of await treePaths(gitDir, baseSha, globs)) {
    for (const glob of globs) {
      const name = allocatedName(glob, path);
      if (name === undefined) continue;
      let byName = names.get(glob.glob);
      if (!byName) names.set(glob.glob, (byName = new Map()));
      byName.set(name, [...(byName.get(name) ?? []), path]);
    }
  }
  return names;
}
