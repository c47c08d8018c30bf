/**
 * One PR read and judged on a head that stood still: the state from the block comment's record, mergexo's
 * copy in its verdict checks and GitHub's witnesses, and the decision on it. Nothing is written here.
 */
import { ConfigurationError, UndecidableError, errorMessage } from '../core/pure/errors.js';
import { openPullsWithCommit } from '../core/pr/commit-verdict.js';
import { onStandingHead } from '../core/pr/head.js';
import type { OpenPullHead } from '../core/pr/list.js';
import { readHead } from '../core/pr/read.js';
import { readPullAlong } from '../core/pr/read-along.js';
import type { WitnessedPull } from '../core/pure/view.js';
import type { GuardDecision, GuardState } from './rules/decide.js';
import { evaluate } from './rules/evaluate.js';
import { githubGit, verdictReader } from './github-ports.js';
import { githubSilentReason } from './messages.js';
import { rewritePolicy } from './rules/rewrite-policy.js';
import type { GuardContext } from './types.js';
import { copiedState, readGuardRecord } from './rules/state.js';
import { copyLookups, eventHeads } from './rules/copy-lookup.js';

/** One PR judged: what was read, and the decision on the head that stood still. */
export interface Evaluation {
  snapshot: WitnessedPull;
  state: GuardState | undefined;
  decision: GuardDecision;
  head: string;
  /** The open PRs containing the head, as GitHub listed them once the head stood still. */
  onCommit: OpenPullHead[];
}

/**
 * Evaluates the PR head against the last accepted head (from the block comment's record and
 * GitHub's witnesses, see `readGuardState`), on a head that stood still: a push that lands mid-run
 * is judged instead of the stale one.
 */
async function judgeStandingHead(ctx: GuardContext, number: number): Promise<Evaluation> {
  const { head: named, before } = eventHeads(ctx.event.payload, number);
  // mergexo's check on the event's two heads comes with the PR, in the same request: where the copy of the
  // state is on a push (`before`), and on a first or re-judged head (the head).
  const commits = [before, named].filter((c): c is string => c !== undefined);
  const { pull: snapshot, along } = await readPullAlong(ctx.github, ctx.repo, number, {
    checks: { name: ctx.settings.checkName, commits },
  });
  const recordBlocked = readGuardRecord(snapshot)?.state.status === 'blocked';
  const standing = await onStandingHead(
    snapshot.headSha,
    async (head) => {
      // The copy of the state in mergexo's verdict checks, where `copyLookups` says to search.
      const verdictOn = verdictReader(ctx, snapshot.viewer, along.checkRuns);
      let copy: GuardState | undefined;
      for (const commit of copyLookups({ recordBlocked, head, before, forcePushes: snapshot.forcePushes })) {
        const verdict = await verdictOn(commit);
        copy = verdict ? copiedState(verdict.text, number) : undefined;
        if (copy) break;
      }
      const { state, decision } = await evaluate({
        pull: snapshot,
        head,
        ...(copy ? { copy } : {}),
        ...(before ? { lastHead: before, pushed: { before, by: ctx.event.actor } } : {}),
        policy: rewritePolicy(ctx.settings, snapshot.authorLogin),
        git: githubGit(ctx, snapshot),
        newestVerdict: verdictOn,
      });
      // The PRs on this commit, listed for the per-commit rule, also say where this PR's head is
      // now; only when GitHub's answer leaves it out is the PR's head read again.
      return { state, decision, onCommit: await openPullsWithCommit(ctx.github, ctx.repo, head) };
    },
    async ({ onCommit }) =>
      onCommit.find((p) => p.number === number)?.headSha ?? (await readHead(ctx.github, ctx.repo, number)).headSha,
    { log: ctx.log },
  );
  return { snapshot, head: standing.head, ...standing.value };
}

/** API failures while judging become undecidable: the gate refuses instead of guessing. */
export async function evaluateOrRefuse(ctx: GuardContext, number: number): Promise<Evaluation> {
  try {
    return await judgeStandingHead(ctx, number);
  } catch (e) {
    if (e instanceof ConfigurationError || e instanceof UndecidableError) throw e;
    throw new UndecidableError(githubSilentReason(errorMessage(e)));
  }
}
