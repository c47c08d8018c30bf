/** The wait: one PR observed until its round is decided. */
import type { PolledPull } from '../core/pure/view.js';
import { decideRound, type BranchUpdate, type Outcome } from './rules/decide.js';
import { LOG, noteText } from './messages.js';
import type { Reason } from './rules/reason.js';
import { noSelection, selectChecks } from './rules/selection.js';
import type { CiWaitSettings } from './settings.js';
import { type Run, type Evaluation } from './run.js';
import type { WaitNote } from './rules/wait-note.js';
import {
  mergeReason,
  movedOn,
  readsChecks,
  readsRequired,
  roundPullOf,
  updateLanded,
  updateOnNewHead,
  waitDelayMs,
  waitLimits,
} from './rules/decide-wait.js';
import { updateBranch, mergePullRequest } from './merge.js';

// ---------------------------------------------------------------------------------------------
// The wait

/**
 * Watches one PR until its outcome is decided: polls (ETag) at `interval-seconds` in poll mode,
 * looks once in event mode. A head that moves restarts the evaluation on the new head (the
 * grace period too; the timeout counts from the run's start).
 */
export async function evaluatePullRequest(
  run: Run,
  settings: CiWaitSettings,
  number: number,
  mode: 'poll' | 'event',
  expectHead?: string,
): Promise<Evaluation> {
  const { poller, checks } = run;
  const { clock, log } = run.ctx;
  const notes: WaitNote[] = [];
  let head: string | undefined;
  let headSince = 0;
  let asks = 0;
  let update: BranchUpdate = { state: 'available' };
  let updateAt = 0;
  let updates = 0;
  let required: string[] | undefined;
  let lastWait = '';

  for (;;) {
    const pr = await poller.pull(number);
    const moved = head === undefined ? movedOn(expectHead, pr.headSha) : undefined;
    if (moved) return skippedEvaluation(pr, moved);
    if (pr.headSha !== head) {
      if (head !== undefined) {
        const note: WaitNote = { kind: 'head-moved', from: head, to: pr.headSha };
        notes.push(note);
        log.info(noteText(note));
      }
      head = pr.headSha;
      headSince = clock.now();
      asks = 0;
      update = updateOnNewHead(updates);
    }
    const seen = roundPullOf(pr, settings.needsHumanLabel);
    const active = readsChecks(seen);
    const [runs, statuses] = active ? await Promise.all([checks.checkRuns(head), checks.statuses(head)]) : [[], []];
    let selection = selectChecks(runs, statuses, required ?? [], settings);
    // Required checks only matter once nothing that did appear is still running: read them then, once.
    if (active && readsRequired(required, selection.counted)) {
      required = await checks.requiredChecks(pr.baseRef);
      selection = selectChecks(runs, statuses, required, settings);
    }
    const now = clock.now();
    update = updateLanded(update, now - updateAt);
    const { untilDeadlineMs, ...limits } = waitLimits(
      mode,
      { now, startedAt: run.startedAt, headSince, asks },
      settings,
    );
    const round = decideRound({
      mode,
      pr: seen,
      checks: selection,
      ...limits,
      branchUpdate: update,
      onConflict: settings.onConflict,
      merge: settings.merge,
      allowNoChecks: settings.allowNoChecks,
    });
    const result = (outcome: Outcome, reason: Reason, mergeableKnown: boolean, after = pr): Evaluation => ({
      outcome,
      reason,
      mergeableKnown,
      pr: after,
      head: head as string,
      selection,
      failed: selection.counted.filter((c) => c.result === 'failed'),
      pending: selection.counted.filter((c) => c.result === 'pending'),
      ...(update.state === 'refused' ? { updateRefusal: update.reason } : {}),
      notes,
    });

    switch (round.kind) {
      case 'done':
        return result(round.outcome, round.reason, round.mergeableKnown);
      case 'wait': {
        const delay = waitDelayMs(round, asks, settings.intervalMs, untilDeadlineMs);
        if (round.for === 'mergeability') asks++;
        // The wait is said once, not at every poll: a line is logged when it would read differently.
        const line = LOG.waiting(round.reason);
        if (line !== lastWait) log.info(line);
        lastWait = line;
        await clock.sleep(delay);
        break;
      }
      case 'update-branch': {
        updates++;
        log.info(LOG.updatingBranch(pr.baseRef, head, round.because));
        update = await updateBranch(run.ctx, number, head);
        updateAt = clock.now();
        if (update.state === 'requested') notes.push({ kind: 'branch-updated', baseRef: pr.baseRef, head });
        break;
      }
      case 'merge': {
        // Observe mode merges nothing: the PR passed, and the summary says enforcement would have merged it.
        if (run.ctx.github.observing) {
          notes.push({ kind: 'would-merge', number, head, method: round.method });
          return result('success', { kind: 'passed', checks: selection.counted.length }, true);
        }
        const merged = await mergePullRequest(run, number, head, round.method);
        // A merge refused after the branch update was refused: the update's refusal is the cause to name.
        const reason = mergeReason(merged, update);
        return { ...result(merged.outcome, reason, true, merged.after), mergeMethod: round.method };
      }
    }
  }
}

function skippedEvaluation(pr: PolledPull, reason: Reason): Evaluation {
  return {
    outcome: 'skipped',
    reason,
    mergeableKnown: false,
    pr,
    head: pr.headSha,
    selection: noSelection(),
    failed: [],
    pending: [],
    notes: [],
  };
}
