import type { MainlineCommit, MergedPull } from './types.js';
import { landingSubject } from './subjects.js';

/**
 * The merged PRs replay judges, and where each fact about them came from: git alone (the subject GitHub wrote,
 * the commits of the branch) or GitHub's API (with a token). Pure.
 */

/** The first-parent history, oldest first, with each commit's index. */
export function oldestFirst(newestFirst: readonly MainlineCommit[]): MainlineCommit[] {
  return [...newestFirst].reverse();
}

/**
 * The PRs the history's subjects name, newest first, each once (a later subject naming the same number, such as
 * a cherry-pick, is not a second PR). `pullHeads`: the clone's `refs/pull/N/head`; `repoOwner`: the owner of the
 * repository, to tell a fork's branch (undefined: the subject's owner is taken as the repository's).
 */
export function landingsFromGit(
  history: readonly MainlineCommit[],
  pullHeads: ReadonlyMap<number, string>,
  repoOwner: string | undefined,
): MergedPull[] {
  const out: MergedPull[] = [];
  const seen = new Set<number>();
  for (let i = history.length - 1; i >= 0; i--) {
    const commit = history[i] as MainlineCommit;
    const named = landingSubject(commit.subject, commit.parents.length);
    const base = commit.parents[0];
    if (!named || seen.has(named.number) || base === undefined || i === 0) continue;
    seen.add(named.number);
    const merge = commit.parents.length === 2;
    const ref = pullHeads.get(named.number);
    const head = merge ? (commit.parents[1] as string) : (ref ?? commit.sha);
    const owner = named.head?.owner ?? null;
    out.push({
      number: named.number,
      title: commit.subject,
      landedAs: merge ? 'merge' : 'squash',
      landing: commit.sha,
      landedAt: i,
      base,
      baseAt: i - 1,
      head,
      headFrom: merge ? 'merge-parent' : ref !== undefined ? 'pull-ref' : 'landing',
      headRef: named.head?.branch ?? null,
      headOwner: owner,
      isCrossRepository: owner !== null && repoOwner !== undefined && owner.toLowerCase() !== repoOwner.toLowerCase(),
      author: null,
      labels: [],
      openedAt: commit.at,
      mergedAt: commit.at,
      source: 'git',
    });
  }
  return out;
}

/** `--last N` and `--since DATE`: the newest `last` PRs, merged at or after `since`. Newest first. */
export function bounded(pulls: readonly MergedPull[], last: number | undefined, since: number | undefined) {
  const newest = [...pulls].sort((a, b) => b.landedAt - a.landedAt);
  const recent = since === undefined ? newest : newest.filter((p) => p.mergedAt >= since);
  return last === undefined ? recent : recent.slice(0, last);
}
