import { UndecidableError } from '../core/pure/errors.js';
import type { ChangedFileRow, GitHubPort } from '../core/github/port.js';
import type { PullView, RepoRef } from '../core/pure/view.js';
import { fromGitHubStatus, type ChangedEntry } from '../core/pure/git-diff.js';
import { GitSnapshot, type GitSnapshotOptions } from './git-snapshot.js';
import { mergeWrites } from './rules/merge-writes.js';
import { pickMergeBase } from './rules/merge-base.js';
import { prefetchFailedLine, unrelatedHistoriesReason } from './change-set-messages.js';
import { gitNeeded, listAsked, listCompleteness, type ListCompleteness } from './rules/file-list.js';
import { type RootSet } from '../core/pure/paths/root-set.js';

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
  githubList: ListCompleteness;
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
  if (listAsked(pr.changedFiles)) rows = listed ? [...listed] : await listFiles(github, repo, pr.number);
  const githubList = listCompleteness(rows?.length, pr.changedFiles);
  const fromGitHub = (rows ?? []).flatMap((r) => {
    const e = fromRow(r);
    return e ? [e] : [];
  });
  const sources = { githubList, listed: rows?.length ?? 0, changedFiles: pr.changedFiles };
  if (!gitNeeded(githubList, fromGitHub, roots)) {
    return { entries: fromGitHub, mergeBase: '', mergeBases: [], ...sources, gitDiff: false };
  }

  const snapshot = await GitSnapshot.fetch(
    { ...git, ...repo },
    pr.baseSha === pr.headSha ? [pr.headSha] : [pr.baseSha, pr.headSha],
  );
  try {
    const pick = pickMergeBase(await snapshot.mergeBases(pr.baseSha, pr.headSha));
    if (pick.kind === 'unrelated') throw new UndecidableError(unrelatedHistoriesReason(pr.headSha, pr.baseSha));
    const { mergeBase, mergeBases } = pick;
    // Only a speed-up: git fetches any tree it lacks on its own, one request at a time.
    await snapshot
      .prefetchTrees([pr.baseSha, pr.headSha, ...mergeBases])
      .catch((e: unknown) => git.log?.(prefetchFailedLine((e as Error).message)));
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
