/**
 * history-guard's shell, an orchestrator: read and judge the PR on a standing head (`standing-head.ts`, which
 * asks `evaluate.ts`), then write through core's gateway. A PR's own writes come first (backup, label, block comment), in the order that lets a
 * re-run resume; the check comes last, through the per-commit rule, because it speaks for every open
 * PR the commit heads. An accepted head writes no comment: its check states what was decided.
 */
import { writeVerdict } from '../core/pr/checks.js';
import { upsertComment } from '../core/pr/comments.js';
import { writeCommitVerdict } from '../core/pr/commit-verdict.js';
import type { PullPart } from '../core/pure/commit-verdict.js';
import { errorMessage } from '../core/pure/errors.js';
import { addLabel, removeLabel } from '../core/pr/labels.js';
import { changed, markOn, takeBackReadyMark } from '../core/ready-mark/mark.js';
import { backUpOverwrittenHeads } from './backup.js';
import { needsBackup, unkeptHeads } from './rules/backup.js';
import { acceptWriteDeferred, blockWritesDeferred } from './rules/deferred.js';
import { expectedHead, forgivenBecause, partOf, partOnHead, type GuardState, type Transition } from './rules/decide.js';
import { evaluateOrRefuse, type Evaluation } from './standing-head.js';
import {
  blockCommentText,
  guardCheckText,
  guardNoteText,
  readyNotTakenBackLine,
  readyTakenBackLine,
} from './messages.js';
import { verdictsOnly } from '../core/github/rate-budget.js';
import { rewritePolicy } from './rules/rewrite-policy.js';
import { blockMarker } from './rules/state.js';
import { verdictLine, type Ledger } from './rules/verdict-line.js';
import { ownerOf } from './rules/evaluate.js';
import type { GuardContext, GuardNote, GuardResult } from './types.js';
export type { GuardContext, GuardResult };

/** One PR judged and its own writes done (backup, label, block comment); the commit's check comes after. */
interface Judged {
  evaluation: Evaluation;
}

/** Runs for one PR may overlap (a burst of pushes); comments they create are settled to one. */
const SETTLE = { settle: true };

/**
 * Writes in the order that lets a re-run resume: backup, label, the block comment (which carries
 * the state); the verdict comes last. Returns the state as written (with its backup refs).
 */
async function applyBlock(
  ctx: GuardContext,
  number: number,
  { snapshot, decision, head }: Evaluation,
  notes: GuardNote[],
): Promise<GuardState> {
  const next = { ...decision.next };
  if (decision.verdict === 'blocked' && needsBackup(decision)) {
    const tried: GuardNote[] = [];
    next.backupRefs = await backUpOverwrittenHeads(ctx, number, next, head, tried);
    notes.push(...tried);
    // Kept in the state, so every later run's comment still says which heads no ref keeps, and why.
    const unkept = unkeptHeads(tried);
    if (unkept.length > 0) next.unkept = unkept;
    else delete next.unkept;
  }
  // Below the budget mergexo keeps for verdicts, the check (which carries the state) comes first: the label, the
  // ready mark and the block comment wait for the PR's next run. The backup ref above never waits.
  const low = verdictsOnly();
  if (low) {
    const what = blockWritesDeferred(markOn(ctx.settings.ready));
    deferred(ctx, notes, { kind: 'deferred', number, label: ctx.settings.blockedLabel, what, left: low });
    return next;
  }
  await addLabel(ctx.github, ctx.repo, snapshot, ctx.settings.blockedLabel);
  // A blocked PR cannot land: ci-wait's ready mark goes in this run, not at ci-wait's next one.
  // A failure here is said and the block goes on: the block comment and the check matter more than the mark.
  if (markOn(ctx.settings.ready)) {
    try {
      const back = await takeBackReadyMark(ctx.github, ctx.repo, snapshot, ctx.settings.ready);
      if (changed(back)) ctx.log.info(readyTakenBackLine(number));
    } catch (e) {
      ctx.log.warning(readyNotTakenBackLine(number, errorMessage(e)));
    }
  }
  const text = blockCommentText(next, decision.transition, number, ctx.settings);
  await upsertComment(ctx.github, ctx.repo, snapshot, blockMarker(next), text, SETTLE);
  return next;
}

/** An accepted head writes nothing of its own but lifting the label: its check states the decision. */
async function applyAccept(ctx: GuardContext, { snapshot }: Evaluation, notes: GuardNote[]): Promise<void> {
  const label = ctx.settings.blockedLabel;
  const low = verdictsOnly();
  if (low && acceptWriteDeferred(snapshot.labels, label)) {
    deferred(ctx, notes, { kind: 'deferred', number: snapshot.number, label, what: ['remove-label'], left: low });
    return;
  }
  await removeLabel(ctx.github, ctx.repo, snapshot, label);
}

/** Writes that wait for the budget: said in the log and the summary. */
function deferred(ctx: GuardContext, notes: GuardNote[], note: Extract<GuardNote, { kind: 'deferred' }>): void {
  ctx.log.warning(guardNoteText(note));
  notes.push(note);
}

async function judge(ctx: GuardContext, number: number, notes: GuardNote[], ledger: Ledger): Promise<Judged> {
  const evaluation = await evaluateOrRefuse(ctx, number);
  const { decision, snapshot } = evaluation;
  if (decision.verdict === 'blocked') {
    // The check states the state as written, backup refs included.
    const next = await applyBlock(ctx, number, evaluation, notes);
    ledger.set(number, { owner: ownerOf(snapshot), state: next });
    return { evaluation: { ...evaluation, decision: { ...decision, next } } };
  }
  await applyAccept(ctx, evaluation, notes);
  ledger.set(number, { owner: ownerOf(snapshot), state: decision.next });
  const policy = rewritePolicy(ctx.settings, evaluation.snapshot.authorLogin);
  for (const r of decision.forgiven ?? [])
    notes.push({ kind: 'forgiven', number, rewrite: r, why: forgivenBecause(r, policy) });
  return { evaluation };
}

/** Judges another PR (with all its own writes) for its part in the verdict on `head`. */
export function judgeOther(ctx: GuardContext, head: string, notes: GuardNote[], ledger: Ledger) {
  return async (other: number): Promise<PullPart<Transition> | undefined> => {
    const judged = await judge(ctx, other, notes, ledger);
    return partOnHead(other, judged.evaluation.decision, judged.evaluation.head, head);
  };
}

/**
 * Judges the PR, then every other open PR whose head is the same commit (a blocked head pushed
 * under another branch name must not turn green), and writes one check on the commit: success only
 * when each of them is accepted.
 */
export async function guardPullRequest(ctx: GuardContext, number: number): Promise<GuardResult> {
  const notes: GuardNote[] = [];
  const ledger: Ledger = new Map();
  const own = await judge(ctx, number, notes, ledger);
  const { decision, state, head } = own.evaluation;
  const { parts, commit } = await writeCommitVerdict(ctx.github, ctx.repo, {
    head,
    own: partOf(number, decision),
    listed: own.evaluation.onCommit,
    judgeOther: judgeOther(ctx, head, notes, ledger),
    write: async (parts, _commit, conclusion) => {
      await writeVerdict(ctx.github, ctx.repo, {
        name: ctx.settings.checkName,
        headSha: head,
        conclusion,
        ...guardCheckText(decision, head, state, parts, number, conclusion),
        text: verdictLine(head, parts, ledger, ctx.settings.enforcement === 'observe'),
      });
    },
  });
  return {
    verdict: commit.pass ? 'accepted' : 'blocked',
    ownVerdict: decision.verdict,
    transition: decision.transition,
    expectedHead: expectedHead(decision, state, head),
    observedHead: head,
    prNumber: number,
    notes,
    sharedWith: parts.filter((p) => p.number !== number),
  };
}
