import { ownCheckRuns, type OwnCheckRun } from '../core/pr/commit-verdict.js';
import { ancestryFromPullCommits, compareCommits, type Ancestry } from '../core/compare.js';
import { UndecidableError } from '../core/errors.js';
import type { WitnessedPull } from '../core/pr/view.js';
import type { ShellContext } from '../core/shell.js';
import { httpStatus } from '../core/github/errors.js';
import { refusalCounts, type GuardState, type HiddenRewrite, type PullOwner, type Witness } from './decide.js';
import type { GuardContext } from './shell.js';
import { SHA, passedIn, refusalsIn } from './state.js';

/** Who a PR is, as a refusal names it: its author and `owner/name:branch` of its head. */
export function ownerOf(snapshot: Pick<WitnessedPull, 'author' | 'headRef' | 'headRepository'>): PullOwner {
  return { author: snapshot.author, branch: `${snapshot.headRepository ?? '(deleted fork)'}:${snapshot.headRef}` };
}

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
 * Whether `head` contains `commit`, from the PR's commit list when it can tell, else GitHub's
 * compare; `unknown` when GitHub no longer has the commit.
 */
async function contains(
  ctx: ShellContext,
  snapshot: WitnessedPull,
  head: string,
  commit: string,
): Promise<boolean | 'unknown'> {
  if (ancestryFromPullCommits(commit, head, snapshot.recentCommits ?? [])) return true;
  try {
    const { status } = await compareCommits(ctx.github, ctx.repo, commit, head);
    return status === 'identical' || status === 'ahead';
  } catch (e) {
    if (e instanceof UndecidableError) return 'unknown';
    throw e;
  }
}

/**
 * GitHub's own record of the head's moves, beside mergexo's state: every force-push on the PR
 * timeline that the state has not accounted for, and the event's `before` (the head this push
 * replaced). A rewrite seen by any witness blocks, whatever the record says. `ancestry` is
 * how `head` relates to `state.accepted`, already read: a force-push that overwrote the accepted
 * head (the usual one) needs no second compare.
 */
export async function readWitness(
  ctx: GuardContext,
  snapshot: WitnessedPull,
  state: GuardState | undefined,
  head: string,
  ancestry: Ancestry | undefined,
  /** mergexo's newest verdict on `head`, when the caller already read it. */
  onHead?: OwnCheckRun | null,
): Promise<Witness> {
  const witness: Witness = { forcePushes: snapshot.forcePushes.length, hiddenRewrites: [] };
  if (state?.status === 'blocked') return witness;
  const headContains = (commit: string): Promise<boolean | 'unknown'> | boolean =>
    state && ancestry && commit === state.accepted
      ? ancestry === 'identical' || ancestry === 'ahead'
      : contains(ctx, snapshot, head, commit);
  const hidden: HiddenRewrite[] = [];
  for (const push of snapshot.forcePushes.slice(state?.forcePushesSeen ?? 0)) {
    // A head GitHub recorded as overwritten and no longer has cannot be shown to be kept: hidden.
    if (push.before && (await headContains(push.before)) === true) continue;
    hidden.push({
      before: push.before,
      at: push.at,
      by: push.by,
      ...(push.actor ? { actor: push.actor } : {}),
      source: 'timeline',
    });
  }
  const { payload, actor } = ctx.event;
  const before = payload.before;
  if (
    state &&
    payload.action === 'synchronize' &&
    payload.pull_request?.number === snapshot.number &&
    typeof before === 'string' &&
    SHA.test(before) &&
    before !== state.accepted &&
    !hidden.some((h) => h.before === before) &&
    // The payload is the weaker witness: only a definite "not contained" counts.
    (await headContains(before)) === false
  ) {
    hidden.push({ before, at: '', by: actor || 'someone', source: 'event' });
  }
  witness.hiddenRewrites = hidden;
  if (!state && hidden.length === 0) {
    // Only a PR with no record is at risk of a "first seen" acceptance; one request settles it.
    // A refusal that says this PR passed on the commit (another PR on it was refused) is no
    // refusal of this PR's head, nor is one written for a stranger's PR (refusals are personal).
    const newest = onHead === undefined ? await newestVerdict(ctx, head, snapshot.viewer) : (onHead ?? undefined);
    if (
      newest?.conclusion === 'failure' &&
      !passedIn(newest.text, snapshot.number) &&
      refusalCounts(refusalsIn(newest.text), ownerOf(snapshot))
    ) {
      witness.refusedHead = newest.url || `check run ${newest.id}`;
    }
  }
  return witness;
}
