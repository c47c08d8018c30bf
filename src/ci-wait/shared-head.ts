/**
 * The per-commit verdict rule (src/core/commit-verdict.ts) for ci-wait. A PR passes when its
 * outcome is `success` (or `merged`); the check on a commit is written as a success only when
 * every other open PR with that head passes too. The others are looked at once (event mode, no
 * waiting for CI) and read-only: no merge, no branch update, no label or comment. Their own runs
 * (their `pull_request` events, or the completion event of the commit, which names them all) do
 * those writes, which spend their attempts and may merge them: not a side effect of another PR's run.
 */
import { ConfigurationError, errorMessage } from '../core/errors.js';
import { judgeOthersOnHead, type PullPart } from '../core/pr/commit-verdict.js';
import type { Outcome } from './decide.js';
import type { CiWaitSettings } from './settings.js';
import { evaluatePullRequest, type WaitDeps } from './wait.js';

/** Why another PR does not pass, in mergexo's own words (its check names stay out of the check). */
const FAILS: Partial<Record<Outcome, string>> = {
  ci_failed: 'CI failed',
  conflict: 'conflicts with its base',
  timeout: 'timed out',
  merge_failed: 'merge refused',
  no_checks: 'no checks',
  needs_human: 'on hold for a human',
  pending: 'checks still running or expected',
  shared_head: 'another PR on its commit fails',
};

/**
 * What each PR was found to be in this run, by number, and on which head: one map serves the whole
 * run, so a PR judged for an earlier PR of the same event is not judged again (event mode names
 * every PR on the commit).
 */
export type JudgedInRun = Map<number, { head: string; part: PullPart }>;

/** A PR's part for a verdict on `head`, from its outcome. */
export function partOf(number: number, outcome: Outcome): PullPart {
  return outcome === 'success' || outcome === 'merged'
    ? { number, pass: true }
    : { number, pass: false, reason: FAILS[outcome] ?? outcome };
}

/** Records the PR's own outcome on `head`, for the other PRs of the same run (a merged PR is no longer open). */
export function remember(deps: WaitDeps, number: number, head: string, outcome: Outcome): void {
  if (outcome === 'merged') deps.judged.delete(number);
  else deps.judged.set(number, { head, part: partOf(number, outcome) });
}

/**
 * Another PR judged as it stands, once, on `head`: `undefined` when it is no longer open or no
 * longer on `head` (its own events judge its new head). Nothing is written on it.
 */
export async function judgeOther(
  deps: WaitDeps,
  settings: CiWaitSettings,
  number: number,
  head: string,
  startedAt: number,
): Promise<PullPart | undefined> {
  const known = deps.judged.get(number);
  if (known?.head === head) return known.part;
  const lookOnly: CiWaitSettings = { ...settings, merge: undefined, onConflict: 'report' };
  let part: PullPart | undefined;
  try {
    const evaluation = await evaluatePullRequest(deps, lookOnly, number, 'event', startedAt, head);
    part =
      evaluation.outcome === 'closed' || evaluation.outcome === 'skipped' || evaluation.head !== head
        ? undefined
        : partOf(number, evaluation.outcome);
  } catch (e) {
    if (e instanceof ConfigurationError) throw e;
    deps.log(`PR #${number} on the same commit could not be judged: ${errorMessage(e)}`);
    part = { number, pass: false, reason: 'could not be judged (GitHub did not answer)' };
  }
  if (part) deps.judged.set(number, { head, part });
  return part;
}

/**
 * The parts of every other open PR whose head is `head`. A merged PR is no longer among the open
 * PRs GitHub associates with its commit, so that answer is known to be incomplete: an empty one
 * sends the listing straight to every open PR.
 */
export function otherParts(
  deps: WaitDeps,
  settings: CiWaitSettings,
  self: number,
  head: string,
  merged: boolean,
  startedAt: number,
): Promise<PullPart[]> {
  const judge = (number: number) => judgeOther(deps, settings, number, head, startedAt);
  return judgeOthersOnHead(deps.client, deps.repo, head, self, judge, merged ? { listed: [] } : {});
}
