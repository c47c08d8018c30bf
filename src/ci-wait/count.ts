/**
 * Reads a PR's count of failed rounds back (`./decide-count.ts` says from where and which copy wins): the copies in
 * ci-wait's own verdict checks, read through core's `ownCheckRuns` (every run of the check on a commit by this
 * token's identity, as history-guard reads its copy), and the copy on ci-wait's newest comment. GitHub not answering
 * for one of those commits is a count that cannot be read: `CountUnreadable`, and that PR alone fails closed.
 */
import { ConfigurationError, UndecidableError, errorMessage } from '../core/pure/errors.js';
import { httpStatus } from '../core/github/errors.js';
import { ownCheckRuns, type OwnCheckRun } from '../core/pr/commit-verdict.js';
import { botless } from '../core/pure/trust.js';
import type { WitnessedPull } from '../core/pure/view.js';
import type { CiWaitState } from './decide.js';
import { countCandidates, latestCount, type CountCopy } from './decide-count.js';
import type { Run } from './run.js';
import { copiedCount, readState } from './state.js';

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
      const status = httpStatus(e);
      // An event's `before`, or a head a force-push left, may be gone from GitHub: it carries nothing.
      if (status === 404 || status === 422) return [];
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

/**
 * The copy on the head. The wait's look at the head's checks (read again here: a conditional request, free when
 * nothing changed) shows this identity's newest run of the check: none means no copy on the head at all, and one
 * that carries this PR's copy is the newest copy there. Only when it carries another PR's (a shared head) are the
 * older runs read.
 */
async function copyOnHead(
  run: Run,
  checkName: string,
  view: WitnessedPull,
  head: string,
): Promise<CountCopy | undefined> {
  let runs;
  try {
    runs = await run.checks.checkRuns(head);
  } catch (e) {
    if (e instanceof ConfigurationError) throw e;
    throw new CountUnreadable(head, errorMessage(e));
  }
  const self = botless(view.viewer);
  const newest = runs
    .filter((r) => r.name === checkName && r.app !== null && r.app.toLowerCase() === self)
    .reduce<(typeof runs)[number] | undefined>((a, r) => (a === undefined || r.id > a.id ? r : a), undefined);
  if (!newest) return undefined;
  const state = copiedCount(newest.text ?? '', view.number);
  return state ? { state, order: newest.id } : copyOn(run, checkName, view, head);
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
  const { pushes, earlier, walk } = countCandidates({
    head,
    ...(before ? { before } : {}),
    ...(onComment?.head ? { commentHead: onComment.head } : {}),
    forcePushes: view.forcePushes,
    commits: view.recentCommits,
  });
  const copies: CountCopy[] = onComment ? [{ state: onComment, order: 0 }] : [];
  const inChecks = () => copies.some((c) => c.order > 0);
  const read = async (commits: readonly string[], untilFound = false): Promise<void> => {
    for (const commit of commits) {
      if (untilFound && inChecks()) return;
      const copy = await copyOn(run, checkName, view, commit);
      if (copy) copies.push(copy);
    }
  };
  const onHead = await copyOnHead(run, checkName, view, head);
  if (onHead) copies.push(onHead);
  await read(pushes);
  if (!onHead) await read(earlier);
  await read(walk, true);
  return latestCount(copies);
}
