/** The writes on the PR itself: labels, findings, the hold, and the state they carry. */
import { deleteOwnComment, setRider, upsertComment } from '../core/pr/comments.js';
import { addLabel, removeLabel } from '../core/pr/labels.js';
import { findMarked } from '../core/pure/trust.js';
import { otherConflictNotice, readCiWaitFinding } from '../core/pure/protocol/index.js';
import type { PullView, TrustedComment } from '../core/pure/view.js';
import type { ShellContext } from '../core/shell.js';
import { planTransition, roundKey, type CiWaitState, type TransitionPlan } from './rules/decide-transition.js';
import { bodyWithoutMarker, findingText, holdText, resolvedText, type MessageContext } from './finding-messages.js';
import { LOG } from './messages.js';
import type { CiWaitSettings } from './settings.js';
import {
  ACTION,
  countMarker,
  findingHead,
  findingMarker,
  holdCommentPosted,
  holdMarker,
  legacyStateComment,
  newestCarrier,
  openFindings,
  withState,
  type Carrier,
} from './rules/state.js';
import { type Evaluation } from './run.js';
import {
  conflictReported,
  findingBase,
  holdEvidence,
  keepsState,
  planCarrier,
  writesHold,
  type CarrierKind,
  type StateWrite,
} from './rules/decide-carrier.js';

// ---------------------------------------------------------------------------------------------
// The writes on the PR

/** Runs for one PR can overlap (a push while CI reports); comments they both create settle to one. */
const SETTLE = { settle: true };

/**
 * Writes what the outcome calls for on the PR itself, ordered so that a run killed after any write
 * converges when rerun: labels first, then the comments, which carry the state (a round is counted
 * once its finding, carrying the new count, exists). The verdict check comes last, from
 * `writeVerdictOnCommit`, once the other PRs on the same commit are known.
 *
 * `state` is the PR's state as read back (`./count.ts`). It rides on ci-wait's newest comment that asks something
 * (`./state.ts`): the finding of this round, or the hold, carries it from its creation; otherwise the newest
 * carrier's marker is edited when the state changed. Older findings resolved on the way shed their copy of the
 * state. The verdict check carries the other copy, the one no comment deletion reaches.
 */
export async function writeOutcome(
  ctx: ShellContext,
  view: PullView,
  settings: CiWaitSettings,
  evaluation: Evaluation,
  state: CiWaitState | undefined,
): Promise<TransitionPlan> {
  const { github, repo } = ctx;
  const newest = newestCarrier(view);
  const { outcome, head, reason } = evaluation;
  const baseRef = evaluation.pr.baseRef;
  const round = roundKey(outcome, head, { failed: evaluation.failed, reason });
  // The other action's conflict notice, read in one place: it may report this conflict and carry the count.
  const notice = otherConflictNotice(view, ACTION, baseRef);
  const plan = planTransition({
    outcome,
    head,
    round,
    mergeableKnown: evaluation.mergeableKnown,
    state,
    labels: view.labels,
    holdCommentExists: holdCommentPosted(view, state?.holds),
    tamperEvidence: view.tamperEvidence.length,
    conflictReported: conflictReported({
      outcome,
      updateRefused: evaluation.updateRefusal !== undefined,
      ownFindingExists: findMarked(view, ACTION, 'finding', round) !== undefined,
      otherNoticeExists: notice !== undefined,
    }),
    maxAttempts: settings.maxAttempts,
    failedLabel: settings.failedLabel,
    conflictLabel: settings.conflictLabel,
    needsHumanLabel: settings.needsHumanLabel,
  });
  const words: MessageContext = {
    head,
    baseRef,
    headRef: evaluation.pr.headRef,
    attempt: plan.attempt,
    maxAttempts: settings.maxAttempts,
    failedLabel: settings.failedLabel,
    conflictLabel: settings.conflictLabel,
    needsHumanLabel: settings.needsHumanLabel,
    checkName: settings.checkName,
  };
  const findingWritten = plan.finding;
  const resolving = plan.resolveOthers ? openFindings(view, findingWritten ? round : undefined) : [];
  const legacy = legacyStateComment(view);
  const carrier = planCarrier({
    findingWritten,
    holdPlanned: plan.holdComment,
    holdWritten: writesHold(plan),
    writeState: plan.writeState,
    resolveOthers: plan.resolveOthers,
    resolving: resolving.map((f) => f.comment.id),
    newest: newest ? { id: newest.comment.id, kind: newest.marker.kind as CarrierKind } : undefined,
    noticeExists: notice !== undefined,
    legacyExists: legacy !== undefined,
  });

  for (const label of plan.addLabels) await addLabel(github, repo, view, label);
  for (const label of plan.removeLabels) await removeLabel(github, repo, view, label);

  if (findingWritten) {
    const text = findingText(words, evaluation);
    // Every outcome the plan gives a finding has its words; the plan decides, the words follow.
    if (text === undefined) throw new Error(`unreachable: no finding text for '${outcome}'`);
    const marker = findingMarker(round, true, { ...findingBase(outcome, baseRef), state: plan.next });
    await upsertComment(github, repo, view, marker, text, SETTLE);
  }
  for (const { comment, key, marker } of resolving) {
    const resolved = resolvedText(bodyWithoutMarker(comment.body), {
      outcome,
      head,
      sameHead: findingHead(key) === head,
    });
    const keeps = keepsState(carrier.write, comment.id);
    const found = readCiWaitFinding(marker);
    const base = found?.base !== undefined ? { base: found.base } : {};
    const next = findingMarker(key, false, { ...base, ...(keeps ? { state: plan.next } : {}) });
    await upsertComment(github, repo, view, next, resolved);
  }
  if (writesHold(plan) && plan.next.holds !== undefined) {
    const evidence = holdEvidence(plan.tampered, view.tamperEvidence);
    await upsertComment(github, repo, view, holdMarker(plan.next.holds, plan.next), holdText(words, evidence), SETTLE);
  }
  await writeStateOn(ctx, view, carrier.write, { newest, notice, plan });
  if (legacy && carrier.deleteLegacy) await deleteOwnComment(github, repo, view, legacy.id);

  return plan;
}

/** Writes the state where `planCarrier` put it, when no comment written in this run carries it. */
async function writeStateOn(
  ctx: ShellContext,
  view: PullView,
  write: StateWrite,
  on: { newest: Carrier | undefined; notice: TrustedComment | undefined; plan: TransitionPlan },
): Promise<void> {
  const { github, repo } = ctx;
  const { newest, notice, plan } = on;
  switch (write.kind) {
    case 'rider-on-carrier':
      if (newest) await setRider(github, repo, newest.comment, countMarker(plan.next));
      return;
    case 'edit-carrier': {
      if (!newest) return;
      const marker =
        newest.comment.markers.find((m) => m.action === ACTION && m.kind === newest.marker.kind) ?? newest.marker;
      await upsertComment(github, repo, view, withState(marker, plan.next), bodyWithoutMarker(newest.comment.body));
      return;
    }
    case 'rider-on-notice':
      if (notice) await setRider(github, repo, notice, countMarker(plan.next));
      return;
    case 'not-kept':
      ctx.log.info(LOG.countNotKept(plan.attempt));
      return;
    case 'none':
    case 'resolved-finding':
      return;
  }
}
