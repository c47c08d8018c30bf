/**
 * A PR's own writes for its decision (state, label, comments). The check on the commit comes after,
 * in guard.ts, because it speaks for every open PR the commit heads.
 */
import * as core from '../core/runner.js';
import { upsertComment } from '../core/pr/comments.js';
import { ConfigurationError, errorMessage } from '../core/errors.js';
import type { GitHubClient } from '../core/github/client.js';
import { addLabel, removeLabel } from '../core/pr/labels.js';
import type { WitnessedPull, RepoRef } from '../core/pr/view.js';
import { findMarked } from '../core/pr/trust.js';
import type { RunContext } from '../core/run-context.js';
import { backUpOverwrittenHeads } from './backup.js';
import type { GuardState } from './decide.js';
import type { Evaluation } from './evaluate.js';
import { blockCommentText, stateCommentText } from './messages.js';
import type { HistoryGuardSettings } from './settings.js';
import { ACTION, blockMarker, stateMarker } from './state.js';

/** Runs for one PR may overlap (a burst of pushes); comments they create are settled to one. */
const SETTLE = { settle: true };

/**
 * Writes in the order that lets a re-run resume: backup, state, label, comment; the verdict comes
 * last. Returns the state as written (with its backup refs).
 */
export async function applyBlock(
  client: GitHubClient,
  repo: RepoRef,
  ctx: RunContext,
  settings: HistoryGuardSettings,
  number: number,
  { snapshot, decision, head }: Evaluation,
  notes: string[],
): Promise<GuardState> {
  const next = { ...decision.next };
  const newlyBlocked = decision.verdict === 'blocked' && decision.newlyBlocked;
  if (!next.tampered && !next.refusedHead && (newlyBlocked || !next.backupRefs || next.backupRefs.length === 0)) {
    next.backupRefs = await backUpOverwrittenHeads(client, repo, ctx, settings, number, next, head, notes);
  }
  await upsertComment(client, repo, snapshot, stateMarker(next), stateCommentText(next, number), SETTLE);
  await addLabel(client, repo, snapshot, settings.blockedLabel);
  const text = blockCommentText(next, decision.transition, number, settings);
  await upsertComment(client, repo, snapshot, blockMarker(next), text, SETTLE);
  return next;
}

/**
 * Records the accepted state and lifts the label; returns how to put the state back, for when the
 * verdict cannot be written (a token that may comment but not write checks would otherwise leave
 * an accepted state with no verdict).
 */
export async function applyAccept(
  client: GitHubClient,
  repo: RepoRef,
  settings: HistoryGuardSettings,
  { snapshot, state, decision }: Evaluation,
): Promise<() => Promise<void>> {
  const next = decision.next;
  const stateChanged =
    state?.status !== next.status ||
    state?.accepted !== next.accepted ||
    state?.via !== next.via ||
    state?.forcePushesSeen !== next.forcePushesSeen;
  const previousBody = findMarked(snapshot, ACTION, 'state', 'pr')?.comment.body;
  if (stateChanged) {
    await upsertComment(client, repo, snapshot, stateMarker(next), stateCommentText(next, snapshot.number), SETTLE);
  }
  const undo = stateChanged ? () => restoreState(client, repo, snapshot, previousBody) : async () => undefined;
  try {
    await removeLabel(client, repo, snapshot, settings.blockedLabel);
  } catch (e) {
    if (e instanceof ConfigurationError) await undo();
    throw e;
  }
  return undo;
}

async function restoreState(
  client: GitHubClient,
  repo: RepoRef,
  snapshot: WitnessedPull,
  previousBody: string | undefined,
): Promise<void> {
  const current = findMarked(snapshot, ACTION, 'state', 'pr')?.comment;
  if (!current) return;
  try {
    if (previousBody === undefined) {
      await client.rest.issues.deleteComment({ ...repo, comment_id: current.id });
    } else {
      await client.rest.issues.updateComment({ ...repo, comment_id: current.id, body: previousBody });
    }
  } catch (e) {
    core.warning(`Could not put back the previous history-guard state comment: ${errorMessage(e)}`);
  }
}
