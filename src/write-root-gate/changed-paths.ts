import { UndecidableError } from '../core/pure/errors.js';
import type { ChangedFileRow, GitHubPort } from '../core/github/port.js';
import type { PullView, RepoRef } from '../core/pure/view.js';
import { fromGitHubStatus, writtenPaths, type ChangedEntry } from '../core/pure/git-diff.js';
import { GitSnapshot, type GitSnapshotOptions } from './git-snapshot.js';
import { mergeWrites } from './merge-writes.js';
import { normalizePath } from '../core/pure/paths/normalize.js';
import { type RootSet } from '../core/pure/paths/root-set.js';

/** GitHub stops listing a pull request's files after this many. */
export const PULL_FILES_CAP = 3000;

/** What the change set needs of the PR's view (`changedFiles`: GitHub's count, which the file list may not reach). */
export type ChangedPull = Pick<PullView, 'number' | 'headSha' | 'baseSha' | 'changedFiles'>;

export interface ChangeSet {
  entries: ChangedEntry[];
  /** The merge base the PR's own diff is read against (git's pick, as GitHub's); '' when git was not read. */
  mergeBase: string;
  /** Every merge base of the base tip and the head: more than one after criss-cross merges. */
  mergeBases: string[];
  /** What merging the PR into its base writes (`git merge-tree`), when git was read. */
  merge?: { tree: string; conflicts: string[] };
  /** GitHub's file list: complete, truncated (so git's diff supplied the rest), or not asked for (over the cap). */
  githubList: 'complete' | 'truncated' | 'skipped';
  /** How many files GitHub listed. */
  listed: number;
  changedFiles: number;
  /** Whether git was read (always, unless GitHub's list already refuses the PR). */
  gitDiff: boolean;
}

type FileRow = ChangedFileRow;

function listFiles(github: GitHubPort, repo: RepoRef, number: number): Promise<FileRow[]> {
  return github.listFiles(repo, number);
}

function fromRow(row: FileRow): ChangedEntry | undefined {
  const status = fromGitHubStatus(row.status);
  if (!status) return undefined;
  return {
    path: row.filename,
    ...(row.previous_filename !== undefined ? { previousPath: row.previous_filename } : {}),
    status,
  };
}

/**
 * Every path the PR writes, never a partial list: GitHub's file list (what reviewers see), read
 * when it can be complete, joined with what git says merging the PR writes (`mergeWrites`: the
 * PR's own diff, which supplies file modes and the complete list when GitHub truncates at 3,000
 * files, and the diff of the merge). git is read from a scratch repository (`GitSnapshot`).
 * A path any of them names is judged. git is skipped only when GitHub's list is complete,
 * not empty, and has no path inside the roots: the PR is refused whatever git would add.
 */
export async function readChangeSet(
  github: GitHubPort,
  repo: RepoRef,
  pr: ChangedPull,
  git: Omit<GitSnapshotOptions, 'owner' | 'repo'>,
  roots: RootSet,
  /** GitHub's list as the PR's own read had it, whole (`readPullAlong`): no request for it here. */
  listed?: readonly FileRow[],
): Promise<ChangeSet> {
  let rows: FileRow[] | undefined;
  if (pr.changedFiles <= PULL_FILES_CAP) rows = listed ? [...listed] : await listFiles(github, repo, pr.number);
  // A list that reaches the cap is treated as truncated even when the count agrees: git decides.
  const githubList: ChangeSet['githubList'] =
    rows === undefined
      ? 'skipped'
      : rows.length >= pr.changedFiles && rows.length < PULL_FILES_CAP
        ? 'complete'
        : 'truncated';
  const fromGitHub = (rows ?? []).flatMap((r) => {
    const e = fromRow(r);
    return e ? [e] : [];
  });
  const sources = { githubList, listed: rows?.length ?? 0, changedFiles: pr.changedFiles };
  const insideRoots = fromGitHub.some((e) => writtenPaths(e).some((p) => roots.covers(normalizePath(p))));
  if (githubList === 'complete' && fromGitHub.length > 0 && !insideRoots) {
    return { entries: fromGitHub, mergeBase: '', mergeBases: [], ...sources, gitDiff: false };
  }

  const snapshot = await GitSnapshot.fetch(
    { ...git, ...repo },
    pr.baseSha === pr.headSha ? [pr.headSha] : [pr.baseSha, pr.headSha],
  );
  try {
    const mergeBases = await snapshot.mergeBases(pr.baseSha, pr.headSha);
    const mergeBase = mergeBases[0];
    if (mergeBase === undefined) {
      throw new UndecidableError(
        `the PR head ${pr.headSha} and its base ${pr.baseSha} share no history (git finds no merge base in ` +
          'their complete commit history), so what merging the PR would write cannot be told. Rebase the PR ' +
          'onto its base branch and push.',
      );
    }
    // Only a speed-up: git fetches any tree it lacks on its own, one request at a time.
    await snapshot
      .prefetchTrees([pr.baseSha, pr.headSha, ...mergeBases])
      .catch((e: unknown) =>
        git.log?.(`Could not prefetch the trees (git fetches them as needed): ${(e as Error).message}`),
      );
    const { entries, merge } = await mergeWrites(
      snapshot,
      pr.baseSha,
      pr.headSha,
      [mergeBase, ...mergeBases.slice(1)],
      fromGitHub,
      roots,
    );
    return { entries, mergeBase, mergeBases, merge, ...sources, gitDiff: true };
  } finally {
    await snapshot.close();
  }
}
