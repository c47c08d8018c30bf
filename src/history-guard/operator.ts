/**
 * The operator modes (workflow_dispatch): who may run them, the list of blocked PRs, and the unblock,
 * which writes the check on the head through the per-commit rule like any push does.
 */
import { writeVerdict } from '../core/pr/checks.js';
import { upsertComment } from '../core/pr/comments.js';
import { writeCommitVerdict } from '../core/pr/commit-verdict.js';
import { compareCommits } from '../core/compare.js';
import { descends, type Ancestry } from '../core/pure/ancestry.js';
import { ConfigurationError, UndecidableError, errorMessage } from '../core/pure/errors.js';
import { githubWords } from '../core/github/port.js';
import { removeLabel } from '../core/pr/labels.js';
import { authorizeOperatorRun } from '../core/operator/read.js';
import { readPull } from '../core/pr/read.js';
import type { ShellContext } from '../core/shell.js';
import { decideUnblock, type GuardState } from './rules/decide.js';
import { stillBlockedLine, unblockCheckText, unblockedCommentText, staysBlockedText } from './messages.js';
import { compareWithAccepted, newestVerdict } from './github-ports.js';
import { judgeOther, type GuardContext } from './shell.js';
import { verdictLine, type Ledger } from './rules/verdict-line.js';
import { blockMarker, readGuardRecord } from './rules/state.js';
import { listedHeads, operatorState, unblockQuestions, unblockable } from './rules/operator.js';
import { ownerOf } from './rules/evaluate.js';
import type { WitnessedPull } from '../core/pure/view.js';
import type { BlockedEntry, StaysBlocked, UnblockOutcome } from './types.js';
export type { BlockedEntry, UnblockOutcome };

/** Operator modes act for a person: only from the default branch, and an unblock only for the role asked for. */
export async function authorizeOperator(ctx: GuardContext): Promise<void> {
  const { mode, unblockPermission } = ctx.settings;
  await authorizeOperatorRun(ctx.github, ctx.repo, ctx.event, {
    name: mode,
    permissionInput: 'unblock-permission',
    needed: mode === 'unblock' ? unblockPermission : undefined,
  });
}

/** The open PRs carrying the blocked label: one request per 100. */
function blockedPullNumbers(ctx: ShellContext, label: string): Promise<number[]> {
  return ctx.github.listLabelledPulls(ctx.repo, label);
}

/** The text of mergexo's newest verdict check on `head` (where the copy of the state rides). */
function verdictText(ctx: GuardContext, snapshot: WitnessedPull) {
  return async (head: string): Promise<string | undefined> => (await newestVerdict(ctx, head, snapshot.viewer))?.text;
}

export async function listBlocked(ctx: GuardContext): Promise<BlockedEntry[]> {
  const entries: BlockedEntry[] = [];
  for (const number of await blockedPullNumbers(ctx, ctx.settings.blockedLabel)) {
    const snapshot = await readPull(ctx.github, ctx.repo, number);
    const state = await operatorState(snapshot, verdictText(ctx, snapshot));
    entries.push({ number, title: snapshot.title, url: snapshot.url, ...listedHeads(state, snapshot.headSha) });
  }
  return entries;
}

export async function unblockPullRequest(
  ctx: GuardContext,
  number: number,
  acceptHead: string | undefined,
): Promise<UnblockOutcome> {
  const { github, repo, settings, event } = ctx;
  const snapshot = await readPull(github, repo, number);
  if (!unblockable(snapshot.state)) {
    return { number, unblocked: false, reason: { kind: 'not-open', state: snapshot.state } };
  }
  const state = await operatorState(snapshot, verdictText(ctx, snapshot));
  const head = snapshot.headSha;
  const asks = unblockQuestions(state, acceptHead);
  let ancestry: Ancestry | undefined;
  if (asks.ancestryFrom !== undefined) ancestry = await compareWithAccepted(ctx, asks.ancestryFrom, head, number);
  let overwrittenRestored = true;
  for (const commit of asks.mustContain) {
    const { status } = await compareCommits(github, repo, commit, head);
    if (!descends(status)) overwrittenRestored = false;
  }
  const decision = decideUnblock({
    state,
    head,
    ancestry,
    overwrittenRestored,
    forcePushes: snapshot.forcePushes.length,
    ...(acceptHead ? { acceptHead } : {}),
  });
  if (!decision.ok) return { number, unblocked: false, head, reason: { kind: 'refused', refusal: decision.reason } };

  const previous = state as GuardState;
  const next: GuardState = decision.next;
  // The block comment is the record: edited in place into how the finding was resolved, it carries
  // the state the operator left (first, so that a re-run resumes from it). A block read from the
  // check's copy (its comment was deleted or edited) gets its comment back, as the record.
  if (previous.status === 'blocked') {
    const record = readGuardRecord(snapshot);
    await upsertComment(
      github,
      repo,
      snapshot,
      blockMarker(record?.state.status === 'blocked' ? record.state : previous, next),
      unblockedCommentText(next, decision.how, event.actor, previous),
    );
  }
  // The check the unblock writes carries the state it left (the copy no one can delete).
  const ledger: Ledger = new Map([[number, { owner: ownerOf(snapshot), state: next }]]);
  await removeLabel(github, repo, snapshot, settings.blockedLabel);
  // The check on the commit still speaks for every open PR it heads: unblocking one does not
  // turn it green while another of them is blocked, nor while one that arrived meanwhile is.
  await writeCommitVerdict(github, repo, {
    head,
    own: { number, pass: true },
    judgeOther: judgeOther(ctx, head, [], ledger),
    write: async (parts, _commit, conclusion) => {
      await writeVerdict(github, repo, {
        name: settings.checkName,
        headSha: head,
        conclusion,
        ...unblockCheckText(decision.how, event.actor, head, previous, parts, number, conclusion),
        text: verdictLine(head, parts, ledger),
      });
    },
  });
  return { number, unblocked: true, how: decision.how, head };
}

export async function unblockAll(ctx: GuardContext): Promise<UnblockOutcome[]> {
  const outcomes: UnblockOutcome[] = [];
  for (const number of await blockedPullNumbers(ctx, ctx.settings.blockedLabel)) {
    try {
      outcomes.push(await unblockPullRequest(ctx, number, undefined));
    } catch (e) {
      if (e instanceof ConfigurationError) throw e;
      const said = githubWords(errorMessage(e));
      const reason: StaysBlocked =
        e instanceof UndecidableError ? { kind: 'undecidable', said } : { kind: 'error', said };
      ctx.log.warning(stillBlockedLine(number, staysBlockedText(number, reason)));
      outcomes.push({ number, unblocked: false, reason });
    }
  }
  return outcomes;
}
