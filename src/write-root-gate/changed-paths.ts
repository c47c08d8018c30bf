import { UndecidableError } from '../core/errors.js';
import type { GitHubClient } from '../core/github/client.js';
import { callGitHub, httpStatus } from '../core/github/errors.js';
import type { RepoRef } from '../core/pull-request.js';
import { fromGitHubStatus, isSymlinkWrite, writtenPaths, type ChangedEntry } from './changes.js';
import { GitSnapshot, type GitSnapshotOptions } from './git-snapshot.js';
import { normalizePath, type RootSet } from './roots.js';
import { resolveSymlink } from './symlinks.js';

/** GitHub stops listing a pull request's files after this many. */
export const PULL_FILES_CAP = 3000;

export interface PullFacts {
  number: number;
  headSha: string;
  baseSha: string;
  /** GitHub's count of changed files, which the file list may not reach. */
  changedFiles: number;
}

export interface ChangeSet {
  entries: ChangedEntry[];
  mergeBase: string;
  /** GitHub's file list: complete, truncated (so git's diff supplied the rest), or not asked for (over the cap). */
  githubList: 'complete' | 'truncated' | 'skipped';
  /** How many files GitHub listed. */
  listed: number;
  changedFiles: number;
  /** Whether git's diff of the two commits was read (always, unless nothing needed it). */
  gitDiff: boolean;
}

interface FileRow {
  filename: string;
  previous_filename?: string;
  status: string;
}

async function mergeBaseOf(client: GitHubClient, repo: RepoRef, base: string, head: string): Promise<string> {
  try {
    const { data } = await callGitHub('compare the PR head with its base', 'contents: read', () =>
      client.rest.repos.compareCommitsWithBasehead({ ...repo, basehead: `${base}...${head}`, per_page: 1 }),
    );
    return data.merge_base_commit.sha;
  } catch (e) {
    if (httpStatus(e) === 404) {
      throw new UndecidableError(
        `GitHub cannot compare the PR head ${head} with its base ${base} (no common history, or one of the ` +
          'commits is gone). Re-run the job; if it still fails, rebase the PR onto its base branch and push.',
      );
    }
    throw e;
  }
}

async function listFiles(client: GitHubClient, repo: RepoRef, number: number): Promise<FileRow[]> {
  return callGitHub('list the pull request files', 'pull-requests: read', () =>
    client.paginate(client.rest.pulls.listFiles, { ...repo, pull_number: number, per_page: 100 }),
  );
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
 * Every path the PR writes, never a partial list. GitHub's file list (what reviewers see) is
 * read when it can be complete; git's diff of the merge base and the head (fetched into a
 * scratch repository, nothing checked out) supplies file modes, and the complete list when
 * GitHub truncates at 3,000 files. A path either source names is judged. git is skipped only
 * when it cannot change the verdict: GitHub's list is complete and no path in it is inside
 * the roots, so no symlink or submodule rule can apply.
 */
export async function readChangeSet(
  client: GitHubClient,
  repo: RepoRef,
  pr: PullFacts,
  git: Omit<GitSnapshotOptions, 'owner' | 'repo'>,
  roots: RootSet,
): Promise<ChangeSet> {
  const mergeBase = await mergeBaseOf(client, repo, pr.baseSha, pr.headSha);
  let rows: FileRow[] | undefined;
  if (pr.changedFiles <= PULL_FILES_CAP) rows = await listFiles(client, repo, pr.number);
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
  const sources = { mergeBase, githubList, listed: rows?.length ?? 0, changedFiles: pr.changedFiles };
  const insideRoots = fromGitHub.some((e) => writtenPaths(e).some((p) => roots.covers(normalizePath(p))));
  if (githubList === 'complete' && !insideRoots) return { entries: fromGitHub, ...sources, gitDiff: false };

  const snapshot = await GitSnapshot.fetch(
    { ...git, ...repo },
    mergeBase === pr.headSha ? [pr.headSha] : [mergeBase, pr.headSha],
  );
  try {
    const entries: (ChangedEntry & { oldSha?: string; newSha?: string })[] = await snapshot.diff(mergeBase, pr.headSha);
    const known = new Set(entries.flatMap(writtenPaths));
    for (const e of fromGitHub) {
      if (writtenPaths(e).every((p) => known.has(p))) continue;
      // GitHub names a path git's diff does not (the base moved during the run, say): judge it
      // too, with its modes read from the two trees.
      const after = e.status === 'removed' ? undefined : await snapshot.entry(pr.headSha, e.path);
      const before = e.status === 'added' ? undefined : await snapshot.entry(mergeBase, e.previousPath ?? e.path);
      entries.push({
        ...e,
        ...(before ? { oldMode: before.mode } : {}),
        ...(after ? { newMode: after.mode, newSha: after.sha } : {}),
      });
    }
    for (const e of entries) {
      if (!isSymlinkWrite(e) || !e.newSha || !roots.covers(normalizePath(e.path))) continue;
      let target: string;
      try {
        target = await snapshot.blob(e.newSha);
      } catch {
        e.symlink = { target: '(unreadable)', escapes: 'unreadable' };
        continue;
      }
      e.symlink = await resolveSymlink(
        e.path,
        target,
        (path) => snapshot.entry(pr.headSha, path),
        (sha) => snapshot.blob(sha),
      ).catch(() => ({ target, escapes: 'unreadable' as const }));
    }
    return { entries: entries.map(({ oldSha: _old, newSha: _new, ...entry }) => entry), ...sources, gitDiff: true };
  } finally {
    await snapshot.close();
  }
}
