/** The writes on the PR itself: labels, findings, the hold, and the state they carry. */
import { deleteOwnComment, setRider, upsertComment } from '../core/pr/comments.js';
import { addLabel, removeLabel } from '../core/pr/labels.js';
import { findMarked } from '../core/pr/trust.js';
import { otherConflictNotice } from '../core/pr/conflict-notice.js';
import type { PullView } from '../core/pr/view.js';
import type { ShellContext } from '../core/shell.js';
import { planTransition, roundKey, type TransitionPlan } from './decide.js';
import { bodyWithoutMarker, findingText, holdText, LOG, resolvedText, type MessageContext } from './messages.js';
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
  readState,
  withState,
} from './state.js';
import { type Evaluation } from './run.js';

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
 * The state rides on ci-wait's newest comment that asks something (`./state.ts`): the finding of
 * this round, or the hold, carries it from its creation; otherwise the newest carrier's marker is
 * edited when the state changed. Older findings resolved on the way shed their copy of the state.
 */
export async function writeOutcome(
  ctx: ShellContext,
  view: PullView,
  settings: CiWaitSettings,
  evaluation: Evaluation,
): Promise<TransitionPlan> {
  const { client, repo } = ctx;
  const state = readState(view);
  const newest = newestCarrier(view);
  const { outcome, head, reason } = evaluation;
  const baseRef = evaluation.pr.baseRef;
  const round = roundKey(outcome, head, { failed: evaluation.failed, reason });
  const plan = planTransition({
    outcome,
    head,
    round,
    mergeableKnown: evaluation.mergeableKnown,
    state,
    labels: view.labels,
    holdCommentExists: holdCommentPosted(view, state?.holds),
    tamperEvidence: view.tamperEvidence.length,
    // One notice per conflict: rebase-notify's open notice for this base already tells the author,
    // unless ci-wait has its own for this round already, or GitHub refused an update ci-wait must explain.
    conflictReported:
      outcome === 'conflict' &&
      evaluation.updateRefusal === undefined &&
      findMarked(view, ACTION, 'finding', round) === undefined &&
      otherConflictNotice(view, ACTION, baseRef) !== undefined,
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

  for (const label of plan.addLabels) await addLabel(client, repo, view, label);
  for (const label of plan.removeLabels) await removeLabel(client, repo, view, label);

  // Whether a comment written in this run carries the new state (then it is the newest carrier).
  let carried = false;
  const text = plan.finding ? findingText(words, evaluation) : undefined;
  if (text !== undefined) {
    const base = outcome === 'conflict' ? { base: baseRef } : {};
    await upsertComment(client, repo, view, findingMarker(round, true, { ...base, state: plan.next }), text, SETTLE);
    carried = true;
  }
  if (plan.resolveOthers) {
    for (const { comment, key, marker } of openFindings(view, text !== undefined ? round : undefined)) {
      const resolved = resolvedText(bodyWithoutMarker(comment.body), {
        outcome,
        head,
        sameHead: findingHead(key) === head,
      });
      // The newest carrier keeps the state when no newer comment takes it over in this run.
      const keeps = !carried && !plan.holdComment && comment.id === newest?.comment.id;
      const base = typeof marker.data?.base === 'string' ? { base: marker.data.base } : {};
      await upsertComment(
        client,
        repo,
        view,
        findingMarker(key, false, { ...base, ...(keeps ? { state: plan.next } : {}) }),
        resolved,
      );
      if (keeps) carried = true;
    }
  }
  if (plan.holdComment && plan.next.holds !== undefined) {
    const evidence = plan.tampered ? view.tamperEvidence : [];
    await upsertComment(client, repo, view, holdMarker(plan.next.holds, plan.next), holdText(words, evidence), SETTLE);
    carried = true;
  }
  // A state comment of an earlier version asks nothing: its state moves to a carrier, then it goes.
  const legacy = legacyStateComment(view);
  if (!carried && (plan.writeState || legacy !== undefined)) {
    const notice = otherConflictNotice(view, ACTION, baseRef);
    if (newest?.marker.kind === 'count') {
      await setRider(client, repo, newest.comment, countMarker(plan.next));
    } else if (newest) {
      const marker =
        newest.comment.markers.find((m) => m.action === ACTION && m.kind === newest.marker.kind) ?? newest.marker;
      const text = bodyWithoutMarker(newest.comment.body);
      await upsertComment(client, repo, view, withState(marker, plan.next), text);
    } else if (notice) {
      // A conflict rebase-notify already reports, on a PR with no ci-wait comment: the count rides on that notice.
      await setRider(client, repo, notice, countMarker(plan.next));
    } else if (plan.writeState) {
      ctx.log.info(LOG.countNotKept(plan.attempt));
    }
    carried = newest !== undefined || notice !== undefined;
  }
  if (legacy && carried) await deleteOwnComment(client, repo, view, legacy.id);

  return plan;
}
