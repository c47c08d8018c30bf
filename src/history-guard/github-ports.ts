/**
 * The action's ports for `evaluate` (`evaluate.ts`): git's questions answered by the PR's commit list or
 * GitHub's compare, mergexo's verdict checks read through core's gateway. Each GitHub call sits in one small
 * function of its own.
 */
import { compareCommits } from '../core/compare.js';
import { ancestryFromPullCommits, type Ancestry } from '../core/pure/ancestry.js';
import { UndecidableError } from '../core/pure/errors.js';
import { httpStatus } from '../core/github/errors.js';
import type { CheckRunRow } from '../core/github/port.js';
import { ownAmong, ownCheckRuns, type OwnCheckRun } from '../core/pr/commit-verdict.js';
import type { WitnessedPull } from '../core/pure/view.js';
import type { ShellContext } from '../core/shell.js';
import type { HistoryGit } from './evaluate.js';
import { acceptedHeadGoneAdvice } from './messages.js';
import type { GuardContext } from './types.js';

/**
 * mergexo's newest verdict check on `commit` (its copy of the state rides on it); none when GitHub does
 * not have the commit (an event's `before` can be gone).
 */
export async function newestVerdict(
  ctx: GuardContext,
  commit: string,
  viewer: string,
): Promise<OwnCheckRun | undefined> {
  try {
    return (await ownCheckRuns(ctx.github, ctx.repo, commit, ctx.settings.checkName, viewer))[0];
  } catch (e) {
    const status = httpStatus(e);
    if (status === 404 || status === 422) return undefined;
    throw e;
  }
}

/**
 * mergexo's newest verdict on each commit, read once per judgement: the copy search and the refusal share it.
 * `known`: the check's runs on some commits, read with the PR (`readPullAlong`), which cost no request here.
 */
export function verdictReader(
  ctx: GuardContext,
  viewer: string,
  known: ReadonlyMap<string, readonly CheckRunRow[]> = new Map(),
): (commit: string) => Promise<OwnCheckRun | undefined> {
  const read = new Map<string, Promise<OwnCheckRun | undefined>>(
    [...known].map(([commit, runs]) => [commit, Promise.resolve(ownAmong(runs, commit, viewer)[0])]),
  );
  return (commit) => {
    const known = read.get(commit) ?? newestVerdict(ctx, commit, viewer);
    read.set(commit, known);
    return known;
  };
}

/** When the accepted commit is gone from GitHub, the way forward is an operator's accept-head. */
export async function compareWithAccepted(
  ctx: ShellContext,
  accepted: string,
  head: string,
  number: number,
): Promise<Ancestry> {
  try {
    return (await compareCommits(ctx.github, ctx.repo, accepted, head)).status;
  } catch (e) {
    if (!(e instanceof UndecidableError)) throw e;
    throw new UndecidableError(acceptedHeadGoneAdvice(e.message, number, head));
  }
}

/** Whether `head` contains `commit` by GitHub's compare; `unknown` when GitHub no longer has the commit. */
async function comparedContains(ctx: ShellContext, commit: string, head: string): Promise<boolean | 'unknown'> {
  try {
    const { status } = await compareCommits(ctx.github, ctx.repo, commit, head);
    return status === 'identical' || status === 'ahead';
  } catch (e) {
    if (e instanceof UndecidableError) return 'unknown';
    throw e;
  }
}

/** git's questions about the PR, from its commit list when it can tell, else GitHub's compare. */
export function githubGit(ctx: ShellContext, snapshot: WitnessedPull): HistoryGit {
  const commits = snapshot.recentCommits ?? [];
  return {
    ancestry: async (accepted, head) =>
      ancestryFromPullCommits(accepted, head, commits) ??
      (await compareWithAccepted(ctx, accepted, head, snapshot.number)),
    contains: async (commit, head) =>
      ancestryFromPullCommits(commit, head, commits) ? true : comparedContains(ctx, commit, head),
  };
}
