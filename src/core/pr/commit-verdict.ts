/**
 * The per-commit verdict rule every gate follows. A check run is written on a commit, and a commit
 * can head several open PRs (push the same commit under another branch name, or open a second PR
 * against another base): branch protection reads the newest run of a name on the commit, whichever
 * PR it was written for. So a gate writes success on a commit only when every open PR with that
 * head passes it, and judging one of them re-judges the others.
 */
import { ConfigurationError } from '../pure/errors.js';
import type { CheckRunRow, GitHubPort } from '../github/port.js';
import {
  conclusionOf,
  conjoin,
  unlisted,
  type CommitVerdict,
  type PullPart,
  type VerdictConclusion,
} from '../pure/commit-verdict.js';
import type { RepoRef } from '../pure/view.js';
import { botless } from '../pure/trust.js';
import { listOpenPulls, type OpenPullHead } from './list.js';

/**
 * The open PRs GitHub associates with commit `sha` (those containing it), with their current
 * heads, in one request per 100. For a commit already on the default branch GitHub lists only the
 * PR that merged it, so an answer is complete only when it includes the PR being judged.
 */
export async function openPullsWithCommit(github: GitHubPort, repo: RepoRef, sha: string): Promise<OpenPullHead[]> {
  return github.listPullsOfCommit(repo, sha);
}

/**
 * The other open PRs whose head is `sha`. `listed` is an answer of `openPullsWithCommit` already
 * read in this run, if any. When the judged PR is not among GitHub's answers, the answer is
 * incomplete, so every open PR is listed instead (one request per 100 open PRs).
 */
export async function otherPullsWithHead(
  github: GitHubPort,
  repo: RepoRef,
  sha: string,
  self: number,
  listed?: readonly OpenPullHead[],
): Promise<number[]> {
  let pulls = listed ?? (await openPullsWithCommit(github, repo, sha));
  if (!pulls.some((p) => p.number === self && p.headSha === sha)) {
    pulls = await listOpenPulls(github, repo);
  }
  const heads = pulls.filter((p) => p.headSha === sha && p.number !== self).map((p) => p.number);
  return [...new Set(heads)].sort((a, b) => a - b);
}

/** A check run of a given name that mergexo's own identity wrote on a commit. */
export interface OwnCheckRun {
  id: number;
  conclusion: string | null;
  completedAt: string | null;
  text: string;
  url: string;
}

/**
 * Every run of the check `name` on `sha` written by the identity mergexo acts as (the App whose
 * bot is `viewer`), newest first. Check runs cannot be deleted by anyone, so this is a record no
 * one can erase; with `GITHUB_TOKEN` every workflow of the repository writes as the same App, which
 * is why docs/security.md asks for a dedicated App pinned as the check's source.
 */
export async function ownCheckRuns(
  github: GitHubPort,
  repo: RepoRef,
  sha: string,
  name: string,
  viewer: string,
): Promise<OwnCheckRun[]> {
  return ownAmong(await github.listCheckRunsNamed(repo, sha, name), sha, viewer);
}

/** The runs on `sha` that the identity whose bot is `viewer` wrote, newest first, among runs already read. */
export function ownAmong(runs: readonly CheckRunRow[], sha: string, viewer: string): OwnCheckRun[] {
  // An App's bot login is `<slug>[bot]`: the run is ours when its App's slug is the viewer's bot name.
  return runs
    .filter((r) => r.head_sha === sha && r.app?.slug !== undefined && botless(r.app.slug) === botless(viewer))
    .sort((a, b) => b.id - a.id)
    .map((r) => ({
      id: r.id,
      conclusion: r.conclusion,
      completedAt: r.completed_at,
      text: r.output?.text ?? '',
      url: r.html_url ?? '',
    }));
}

/**
 * Closes the race between two runs on one commit: a PR that moved onto the commit after this run
 * listed the others is missed by the listing, and its own run may write its refusal before this
 * run's success. So after writing success, the PRs on the commit are listed again and any newcomer
 * is judged: when one fails, the caller writes failure again. Either this re-listing sees the
 * newcomer, or the newcomer's own run starts after it and writes the newer check.
 */
export async function newcomersAfterSuccess<R>(
  github: GitHubPort,
  repo: RepoRef,
  sha: string,
  self: number,
  judged: readonly PullPart<R>[],
  judge: (number: number) => Promise<PullPart<R> | undefined>,
): Promise<PullPart<R>[]> {
  const seen = new Set(judged.map((p) => p.number));
  return judgeOthersOnHead(github, repo, sha, self, judge, { skip: seen });
}

/**
 * The parts of the other open PRs whose head is `sha`, each from `judge` (undefined: it moved off
 * the commit meanwhile, so its own run judges it there). `listed` is an answer of
 * `openPullsWithCommit` already read in this run; PRs in `skip` were judged already. A listing
 * that fails becomes a failing part: not knowing which PRs share the head is not knowing that the
 * commit may pass. A configuration error (a missing permission) stops the run instead.
 */
export async function judgeOthersOnHead<R>(
  github: GitHubPort,
  repo: RepoRef,
  sha: string,
  self: number,
  judge: (number: number) => Promise<PullPart<R> | undefined>,
  options: { listed?: readonly OpenPullHead[]; skip?: ReadonlySet<number> } = {},
): Promise<PullPart<R>[]> {
  const parts: PullPart<R>[] = [];
  try {
    for (const number of await otherPullsWithHead(github, repo, sha, self, options.listed)) {
      if (options.skip?.has(number)) continue;
      const part = await judge(number);
      if (part) parts.push(part);
    }
  } catch (e) {
    if (e instanceof ConfigurationError) throw e;
    parts.push(unlisted(e));
  }
  return parts;
}

/** One gate's verdict on one commit, for `writeCommitVerdict`. */
export interface CommitVerdictPlan<R> {
  /** The commit the check goes on: the judged PR's head. */
  head: string;
  /** The judged PR's own part. */
  own: PullPart<R>;
  /** An answer of `openPullsWithCommit` already read in this run, if any. */
  listed?: readonly OpenPullHead[];
  /**
   * Judge the others only when the judged PR passes (default: always). A failing PR fails the commit
   * whatever the others are, so a gate that need not list them in its check saves their reads.
   */
  othersOnlyIfOwnPasses?: boolean;
  /** Judges another PR on the commit, with its own writes (undefined: it moved off the commit). */
  judgeOther: (number: number) => Promise<PullPart<R> | undefined>;
  /**
   * Writes the check for these parts with `conclusion`, the conjunction's: a gate never computes it itself.
   * Called once, or twice.
   */
  write: (parts: readonly PullPart<R>[], commit: CommitVerdict<R>, conclusion: VerdictConclusion) => Promise<void>;
}

/**
 * The per-commit rule as one writer, the same in every gate: judge the other open PRs on the
 * commit, write the conjunction, and after a success list the commit's PRs again; when a newcomer
 * fails, write again so the commit ends failing.
 */
export async function writeCommitVerdict<R>(
  github: GitHubPort,
  repo: RepoRef,
  plan: CommitVerdictPlan<R>,
): Promise<{ parts: PullPart<R>[]; commit: CommitVerdict<R> }> {
  const self = plan.own.number;
  const others =
    plan.othersOnlyIfOwnPasses && !plan.own.pass
      ? []
      : await judgeOthersOnHead(
          github,
          repo,
          plan.head,
          self,
          plan.judgeOther,
          plan.listed ? { listed: plan.listed } : {},
        );
  const parts = [plan.own, ...others];
  let commit = conjoin(parts);
  await plan.write(parts, commit, conclusionOf(commit));
  if (commit.pass) {
    const late = await newcomersAfterSuccess(github, repo, plan.head, self, parts, plan.judgeOther);
    if (late.some((p) => !p.pass)) {
      parts.push(...late);
      commit = conjoin(parts);
      await plan.write(parts, commit, conclusionOf(commit));
    }
  }
  return { parts, commit };
}
