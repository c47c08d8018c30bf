import type { ClosedPullRow, GitHubPort } from '../../core/github/port.js';
import type { RepoRef } from '../../core/pure/view.js';
import type { CommitFacts, ReplayGit } from './git-history.js';
import type { MainlineCommit, MergedPull } from './types.js';

/**
 * With a token: GitHub's record of the merged PRs (author, head branch, labels, when each was opened and merged,
 * the commit that landed it) joined to the default branch's history in the clone. A rebase merge, which no
 * subject names, is found by the commit GitHub says landed it.
 */

/**
 * The merged PRs on `branch`, newest updated first, read until a page reaches back before `from` (epoch ms):
 * a PR merged since then was updated since then. `from` undefined: every closed PR.
 */
export async function mergedPulls(
  github: GitHubPort,
  repo: RepoRef,
  branch: string,
  from: number | undefined,
): Promise<ClosedPullRow[]> {
  const rows = await github.listClosedPulls(repo, branch, (page) => {
    const oldest = page.at(-1);
    return from !== undefined && oldest !== undefined && Date.parse(oldest.updatedAt) < from;
  });
  return rows.filter((r) => r.mergedAt !== null && r.mergeCommitSha !== null);
}

export interface Joined {
  pulls: MergedPull[];
  /** Merged PRs whose landing commit is not on the clone's history of the branch (fetch, or it was rewritten). */
  missing: number[];
}

/**
 * `fromGit` with GitHub's facts where it has them (by landing commit), and the PRs only GitHub names (rebase
 * merges). `history`: the first-parent commits, oldest first.
 */
export async function joinApi(
  git: ReplayGit,
  repo: RepoRef,
  history: readonly MainlineCommit[],
  fromGit: readonly MergedPull[],
  rows: readonly ClosedPullRow[],
): Promise<Joined> {
  const at = new Map(history.map((c, i) => [c.sha, i]));
  const byNumber = new Map(fromGit.map((p) => [p.number, p]));
  const missing: number[] = [];
  // Which heads the clone holds and what each commit says of itself: two git processes for every PR at once.
  const here = await git.presentCommits(rows.map((r) => r.headSha));
  const facts = await git.commitFactsOf([
    ...rows.flatMap((r) => (here.has(r.headSha) ? [r.headSha] : [])),
    ...rows.flatMap((r) =>
      r.mergeCommitSha && at.has(r.mergeCommitSha) && here.has(r.headSha) ? [r.mergeCommitSha] : [],
    ),
  ]);
  for (const row of rows) {
    const index = at.get(row.mergeCommitSha as string);
    if (index === undefined || index === 0) {
      missing.push(row.number);
      continue;
    }
    const landing = history[index] as MainlineCommit;
    const head = here.has(row.headSha) ? row.headSha : undefined;
    const shape = await landedShape(git, history, index, landing, head, facts);
    const full = `${repo.owner}/${repo.repo}`.toLowerCase();
    byNumber.set(row.number, {
      number: row.number,
      title: row.title,
      ...shape,
      landing: landing.sha,
      landedAt: index,
      headRef: row.headRef,
      headOwner: row.headRepository?.split('/')[0] ?? null,
      // A fork GitHub no longer shows is a fork all the same.
      isCrossRepository: row.headRepository?.toLowerCase() !== full,
      author: row.author,
      labels: row.labels,
      openedAt: Date.parse(row.createdAt),
      mergedAt: Date.parse(row.mergedAt as string),
      source: 'api',
    });
  }
  const pulls = [...byNumber.values()].sort((a, b) => b.landedAt - a.landedAt);
  return { pulls, missing: missing.sort((a, b) => a - b) };
}

/** How the PR landed at `history[index]`, and so its base and the head judged. */
async function landedShape(
  git: ReplayGit,
  history: readonly MainlineCommit[],
  index: number,
  landing: MainlineCommit,
  head: string | undefined,
  facts: ReadonlyMap<string, CommitFacts>,
): Promise<Pick<MergedPull, 'landedAs' | 'base' | 'baseAt' | 'head' | 'headFrom'>> {
  const parent = { base: landing.parents[0] as string, baseAt: index - 1 };
  if (landing.parents.length === 2) {
    return {
      landedAs: 'merge',
      ...parent,
      head: head ?? (landing.parents[1] as string),
      headFrom: head ? 'api' : 'merge-parent',
    };
  }
  if (!head) return { landedAs: 'squash', ...parent, head: landing.sha, headFrom: 'landing' };
  // A rebase merge copies each commit with its author, time and message; a squash writes one new commit.
  const [mine, theirs] = [facts.get(landing.sha), facts.get(head)];
  const copied =
    head !== landing.sha && mine && theirs && mine.subject === theirs.subject && mine.authoredAt === theirs.authoredAt;
  if (copied) {
    const commits = await git.countCommits(landing.sha, head);
    const baseAt = index - Math.max(commits, 1);
    const base = history[baseAt];
    if (base && baseAt >= 0) return { landedAs: 'rebase', base: base.sha, baseAt, head, headFrom: 'api' };
  }
  return { landedAs: 'squash', ...parent, head, headFrom: 'api' };
}
