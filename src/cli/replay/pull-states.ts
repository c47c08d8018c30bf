import { errorMessage } from '../../core/pure/errors.js';
import { githubWords } from '../../core/pure/words.js';
import {
  allocatedName,
  changesOf,
  pullChanges,
  type AllocatedGlob,
  type PathChange,
  type PullChanges,
} from '../../rebase-notify/index.js';
import type { Slots } from '../../core/pure/slots.js';
import type { BatchedReader } from './batched-reader.js';
import type { CommitGraph } from './commit-graph.js';
import type { ReplayGit } from './git-history.js';
import type { BranchCommit, MergedPull, PullHistory, PullState } from './types.js';

/**
 * What each merged PR looked like while it was open, read from git: its branch's commits (the first one dates
 * its opening when GitHub's record was not read), and its states: its head when it landed, and before that each
 * commit of its branch that changed a path an `allocated-names` glob matches (a push that could change what it
 * claims). Each state's changes are rebase-notify's own read (`pullChanges`: against the commit it forked from).
 */

/** More earlier states than this per PR are not read: a long-lived branch's many migrations, say. */
export const MAX_EARLIER_STATES = 50;

const touchesNames = (commit: BranchCommit, globs: readonly AllocatedGlob[]) =>
  commit.paths.some((p) => globs.some((g) => allocatedName(g, p) !== undefined));

/** How the states are read: each alone, or (with the walk and a batching reader) as many at once as asked. */
export interface StateReads {
  slots: Slots;
  graph?: Pick<CommitGraph, 'branch' | 'mergeBases'> | undefined;
  reader?: Pick<BatchedReader, 'rawDiff'> | undefined;
}

/**
 * rebase-notify's read of a PR at `sha` (`pullChanges`: `diff-tree --merge-base`, from the first of several merge
 * bases): when the walk knows the one merge base, the same diff from it, in a batch.
 */
function readChanges(gitDir: string, base: string, sha: string, reads: StateReads): Promise<PathChange[]> {
  const [from, ...more] = reads.graph?.mergeBases(base, sha) ?? [];
  if (from !== undefined && more.length === 0 && reads.reader)
    return reads.reader.rawDiff(from, sha, false).then(changesOf);
  return reads.slots.run(() => pullChanges(gitDir, base, sha));
}

async function changesAt(
  gitDir: string,
  branch: string,
  pull: MergedPull,
  sha: string,
  reads: StateReads,
): Promise<PullChanges> {
  try {
    const changes = await readChanges(gitDir, pull.base, sha, reads);
    return { number: pull.number, base: branch, known: true, changes };
  } catch (e) {
    return {
      number: pull.number,
      base: branch,
      known: false,
      reason: { kind: 'unread', said: githubWords(errorMessage(e)) },
    };
  }
}

/** One PR's history. `branch`: the default branch's name (the base rebase-notify would index it under). */
export async function readPullHistory(
  git: ReplayGit,
  branch: string,
  pull: MergedPull,
  globs: readonly AllocatedGlob[],
  reads: StateReads,
): Promise<PullHistory> {
  // A branch git cannot walk (objects missing from the clone) is known by its head alone.
  const commits =
    reads.graph?.branch(pull.base, pull.head) ??
    (await reads.slots.run(() => git.branchCommits(pull.base, pull.head)).catch(() => []));
  const firstCommitAt = Math.min(pull.mergedAt, ...commits.map((c) => c.authoredAt));
  const last = commits.at(-1);
  const earlier =
    globs.length === 0
      ? []
      : commits
          .slice(0, -1)
          .filter((c) => touchesNames(c, globs))
          .slice(-MAX_EARLIER_STATES);
  const states: PullState[] = [];
  for (const c of earlier) {
    states.push({ at: c.committedAt, sha: c.sha, changes: await changesAt(git.gitDir, branch, pull, c.sha, reads) });
  }
  // The head was pushed no later than it landed; a clock that says otherwise is not believed.
  const headAt = Math.min(last?.committedAt ?? pull.mergedAt, pull.mergedAt);
  states.push({ at: headAt, sha: pull.head, changes: await changesAt(git.gitDir, branch, pull, pull.head, reads) });
  return { number: pull.number, firstCommitAt, states };
}
