/**
 * Reads a PR's count of failed rounds back (`rules/decide-count.ts` says from where, in which order and which copy
 * wins): the copies in ci-wait's own verdict checks, read through core's `ownCheckRuns` (every run of the check on a commit by this
 * token's identity, as history-guard reads its copy), and the copy on ci-wait's newest comment. GitHub not answering
 * for one of those commits is a count that cannot be read: `CountUnreadable`, and that PR alone fails closed.
 */
import { ConfigurationError, UndecidableError, errorMessage } from '../core/pure/errors.js';
import { httpStatus } from '../core/github/errors.js';
import { ownCheckRuns, type OwnCheckRun } from '../core/pr/commit-verdict.js';
import { botless } from '../core/pure/trust.js';
import type { WitnessedPull } from '../core/pure/view.js';
import type { CiWaitState } from './rules/decide-transition.js';
import { commitGone, readCountWith, type CountCopy } from './rules/decide-count.js';
import type { Run } from './run.js';
import { copiedCount, readState } from './rules/state.js';

/** ci-wait could not read the count of failed rounds of one PR: the PR is refused, the run goes on with the others. */
export class CountUnreadable extends UndecidableError {
  constructor(
    readonly commit: string,
    readonly why: string,
  ) {
    super(`ci-wait could not read its count of failed rounds from its check on ${commit}: ${why}`);
  }
}

/** mergexo's own runs of the check on `commit`, newest first; none when GitHub does not have the commit. */
function verdictsOn(run: Run, checkName: string, viewer: string, commit: string): Promise<OwnCheckRun[]> {
  let found = run.verdicts.get(commit);
  if (!found) {
    found = ownCheckRuns(run.ctx.github, run.ctx.repo, commit, checkName, viewer).catch((e: unknown) => {
      if (commitGone(httpStatus(e))) return [];
      if (e instanceof ConfigurationError) throw e;
      throw new CountUnreadable(commit, errorMessage(e));
    });
    run.verdicts.set(commit, found);
  }
  return found;
}

/** The newest copy of PR `number`'s state among the verdict checks on `commit`. */
async function copyOn(
  run: Run,
  checkName: string,
  view: WitnessedPull,
  commit: string,
): Promise<CountCopy | undefined> {
  for (const verdict of await verdictsOn(run, checkName, view.viewer, commit)) {
    const state = copiedCount(verdict.text, view.number);
    if (state) return { state, order: verdict.id };
  }
  return undefined;
}

/** The head's check runs, from the wait's look at its checks; GitHub not answering is a count that cannot be read. */
async function headRuns(run: Run, head: string) {
  try {
    return await run.checks.checkRuns(head);
  } catch (e) {
    if (e instanceof ConfigurationError) throw e;
    throw new CountUnreadable(head, errorMessage(e));
  }
}

/**
 * The PR's state: the latest of its copies (in the verdict checks on the heads it had, and on ci-wait's comment).
 * `before` is the head the event's push to this PR replaced, when the event is one.
 */
export async function readCount(
  run: Run,
  checkName: string,
  view: WitnessedPull,
  head: string,
  before: string | undefined,
): Promise<CiWaitState | undefined> {
  const onComment = readState(view);
  const sources = {
    head,
    ...(before ? { before } : {}),
    ...(onComment?.head ? { commentHead: onComment.head } : {}),
    forcePushes: view.forcePushes,
    commits: view.recentCommits,
  };
  return readCountWith(
    { headRuns: (h) => headRuns(run, h), on: (c) => copyOn(run, checkName, view, c) },
    { number: view.number, checkName, self: botless(view.viewer) },
    sources,
    onComment,
  );
}
