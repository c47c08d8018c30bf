/**
 * The per-commit verdict rule every gate follows. A check run is written on a commit, and a commit
 * can head several open PRs (push the same commit under another branch name, or open a second PR
 * against another base): branch protection reads the newest run of a name on the commit, whichever
 * PR it was written for. So a gate writes success on a commit only when every open PR with that
 * head passes it, and judging one of them re-judges the others.
 */
import { ConfigurationError } from '../errors.js';
import { githubWords, type CheckRunRow, type GitHubPort, type GitHubWords } from '../github/port.js';
import type { RepoRef } from './view.js';
import { botless } from './trust.js';
import { mdText } from '../untrusted.js';
import { listOpenPulls, type OpenPullHead } from './list.js';

/**
 * One PR's part in the verdict on the commit it heads. `R` is the judging action's own typed reason: core
 * carries it without reading it, and only the action's render (`sharedHeadLine`) turns it into words.
 */
export interface PullPart<R = unknown> {
  number: number;
  pass: boolean;
  /** Why it failed, when it did, as the action's typed reason (no words). */
  reason?: R;
  /** On the part standing for PRs that could not be listed (`UNLISTED`): the error's words, passed through. */
  unlisted?: GitHubWords;
}

export interface CommitVerdict<R = unknown> {
  pass: boolean;
  /** The PRs that keep the commit from passing (the judged PR included), by number. */
  failing: PullPart<R>[];
}

/** The part standing for "the other PRs could not be listed": not knowing them is not passing. */
export const UNLISTED = 0;

export function unlisted(e: unknown): PullPart<never> {
  return { number: UNLISTED, pass: false, unlisted: githubWords(e instanceof Error ? e.message : String(e)) };
}

/** `#12, #14` for the failing PRs, or what kept mergexo from knowing them. */
export function failingNames(parts: readonly PullPart[]): string {
  const named = parts.filter((p) => !p.pass && p.number !== UNLISTED).map((p) => `#${p.number}`);
  return named.length > 0 ? named.join(', ') : 'other pull requests it could not list';
}

/** The conclusion of the check on a commit. */
export type VerdictConclusion = 'success' | 'failure';

/** What the check on the commit concludes: success only when every PR it heads passes. */
export function conclusionOf(commit: CommitVerdict): VerdictConclusion {
  return commit.pass ? 'success' : 'failure';
}

/** The conjunction: the commit passes only when each PR it heads passes. */
export function conjoin<R>(parts: readonly PullPart<R>[]): CommitVerdict<R> {
  const failing = parts.filter((p) => !p.pass);
  return { pass: parts.length > 0 && failing.length === 0, failing };
}

/**
 * The line a check's summary carries when other PRs share the head, so the Checks tab says why. `render` is
 * the judging action's: one line of mergexo's own words (no PR-controlled text) for a part's reason. A gate
 * whose parts carry no reason needs none: a failing part then reads 'refused'.
 */
export function sharedHeadLine(self: number, parts: readonly PullPart<never>[]): string | undefined;
export function sharedHeadLine<R>(
  self: number,
  parts: readonly PullPart<R>[],
  render: (reason: R) => string,
): string | undefined;
export function sharedHeadLine<R>(
  self: number,
  parts: readonly PullPart<R>[],
  render?: (reason: R) => string,
): string | undefined {
  const others = parts.filter((p) => p.number !== self);
  if (others.length === 0) return undefined;
  const unknown = others.find((p) => p.number === UNLISTED);
  // The words are an error message that may quote an API answer: plain words, nothing live.
  if (unknown) {
    const why = mdText(unknown.unlisted ?? 'unknown');
    return `mergexo could not tell which other open PRs this commit heads (${why}), so it cannot pass.`;
  }
  const fails = (p: PullPart<R>) => (p.reason === undefined || !render ? 'refused' : render(p.reason));
  const list = others.map((p) => `#${p.number} (${p.pass ? 'passes' : `fails: ${fails(p)}`})`).join(', ');
  return (
    `This commit is also the head of ${list}. A check on a commit counts for every PR it heads, so mergexo ` +
    'writes success here only when each of them passes.'
  );
}

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
