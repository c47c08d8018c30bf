import { writeVerdict } from '../core/pr/checks.js';
import { upsertComment } from '../core/pr/comments.js';
import { conjoin, failingNames, sharedHeadLine, type PullPart } from '../core/pr/commit-verdict.js';
import type { GitHubClient } from '../core/github/client.js';
import { recordVerdictApp } from '../core/identity.js';
import { addLabel, removeLabel } from '../core/pr/labels.js';
import type { PullView, RepoRef } from '../core/pr/view.js';
import { planTransition, roundKey, type TransitionPlan } from './decide.js';
import {
  bodyWithoutMarker,
  ciFailedText,
  conflictText,
  holdText,
  mergeFailedText,
  resolvedText,
  sharedHeadTitle,
  stateText,
  verdictSummary,
  verdictTitle,
  type MessageContext,
} from './messages.js';
import type { CiWaitSettings } from './settings.js';
import {
  findingHead,
  findingMarker,
  holdCommentPosted,
  holdMarker,
  openFindings,
  readState,
  stateMarker,
} from './state.js';
import type { Evaluation } from './wait.js';

/** Runs for one PR can overlap (a push while CI reports); comments they both create settle to one. */
const SETTLE = { settle: true };

function findingText(evaluation: Evaluation, ctx: MessageContext): string | undefined {
  switch (evaluation.outcome) {
    case 'ci_failed':
      return ciFailedText(ctx, evaluation.failed, evaluation.pending);
    case 'conflict':
      return conflictText(ctx, evaluation.updateRefusal);
    case 'merge_failed':
      return mergeFailedText(ctx, evaluation.mergeMethod ?? 'merge', evaluation.reason, evaluation.updateRefusal);
    default:
      return undefined;
  }
}

/**
 * Writes what the outcome calls for on the PR itself, ordered so that a run killed after any write
 * converges when rerun: state first, then labels, then comments. The verdict check comes last, from
 * `writeCommitVerdict`, once the other PRs on the same commit are known.
 */
export async function applyOutcome(
  client: GitHubClient,
  repo: RepoRef,
  snapshot: PullView,
  settings: CiWaitSettings,
  evaluation: Evaluation,
): Promise<TransitionPlan> {
  const state = readState(snapshot);
  const { outcome, head, reason } = evaluation;
  const round = roundKey(outcome, head, { failed: evaluation.failed, reason });
  const plan = planTransition({
    outcome,
    head,
    round,
    mergeableKnown: evaluation.mergeableKnown,
    state,
    labels: snapshot.labels,
    holdCommentExists: holdCommentPosted(snapshot, state?.holds),
    maxAttempts: settings.maxAttempts,
    failedLabel: settings.failedLabel,
    conflictLabel: settings.conflictLabel,
    needsHumanLabel: settings.needsHumanLabel,
  });
  const ctx: MessageContext = {
    head,
    baseRef: evaluation.pr.baseRef,
    headRef: evaluation.pr.headRef,
    attempt: plan.attempt,
    maxAttempts: settings.maxAttempts,
    failedLabel: settings.failedLabel,
    conflictLabel: settings.conflictLabel,
    needsHumanLabel: settings.needsHumanLabel,
    checkName: settings.checkName,
  };

  if (plan.writeState) {
    await upsertComment(client, repo, snapshot, stateMarker(plan.next), stateText(ctx, outcome, reason), SETTLE);
  }
  for (const label of plan.addLabels) await addLabel(client, repo, snapshot, label);
  for (const label of plan.removeLabels) await removeLabel(client, repo, snapshot, label);

  const text = plan.finding ? findingText(evaluation, ctx) : undefined;
  if (text !== undefined) await upsertComment(client, repo, snapshot, findingMarker(round, true), text, SETTLE);
  if (plan.resolveOthers) {
    for (const { comment, key } of openFindings(snapshot, text !== undefined ? round : undefined)) {
      const resolved = resolvedText(bodyWithoutMarker(comment.body), {
        outcome,
        head,
        sameHead: findingHead(key) === head,
      });
      await upsertComment(client, repo, snapshot, findingMarker(key, false), resolved);
    }
  }
  if (plan.holdComment && plan.next.holds !== undefined) {
    await upsertComment(client, repo, snapshot, holdMarker(plan.next.holds), holdText(ctx), SETTLE);
  }

  return plan;
}

/** The newest verdict check on the head, written by this token's own identity. */
export interface StandingVerdict {
  conclusion: string | null;
  title: string | null;
  app: string;
}

/**
 * The check on the PR head, for every open PR that heads the commit: the PR's own verdict when
 * `parts` (the PR's own part first, then the others on the commit) all pass or the PR fails
 * itself, else a failure naming the PRs that keep the commit from passing. When `standing` already
 * says the same (a rerun on an unchanged head), nothing is written.
 */
export async function writeCommitVerdict(
  client: GitHubClient,
  repo: RepoRef,
  settings: CiWaitSettings,
  evaluation: Evaluation,
  plan: TransitionPlan,
  parts: readonly PullPart[],
  detailsUrl: string | undefined,
  standing?: StandingVerdict,
): Promise<'success' | 'failure'> {
  const { outcome, head, reason } = evaluation;
  const self = parts[0]?.number ?? 0;
  const commit = conjoin(parts);
  const conclusion = plan.verdict === 'success' && commit.pass ? 'success' : 'failure';
  const title =
    plan.verdict === 'success' && !commit.pass
      ? sharedHeadTitle(failingNames(commit.failing))
      : verdictTitle(outcome, reason);
  if (standing?.conclusion === conclusion && standing.title === title) {
    // What branch protection and people read would not change; the verdict standing is this identity's.
    recordVerdictApp(standing.app);
    return conclusion;
  }
  const shared = sharedHeadLine(self, parts);
  const summary = verdictSummary({
    outcome,
    reason,
    head,
    attempt: plan.attempt,
    maxAttempts: settings.maxAttempts,
    selection: evaluation.selection,
    notes: evaluation.notes,
  });
  await writeVerdict(client, repo, {
    name: settings.checkName,
    headSha: head,
    conclusion,
    title,
    summary: shared ? `${shared}\n\n${summary}` : summary,
    ...(detailsUrl ? { detailsUrl } : {}),
  });
  return conclusion;
}
