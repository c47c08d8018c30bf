import * as core from '@actions/core';
import { writeVerdict } from '../core/checks.js';
import { upsertComment } from '../core/comments.js';
import { ancestryFromPullCommits, compareCommits, type Ancestry } from '../core/compare.js';
import { ConfigurationError, UndecidableError, errorMessage } from '../core/errors.js';
import type { GitHubClient } from '../core/github/client.js';
import { callGitHub } from '../core/github/errors.js';
import { addLabel, removeLabel } from '../core/labels.js';
import { findMarked, readPullRequest, type PullRequestSnapshot, type RepoRef } from '../core/pull-request.js';
import { keepReachable } from '../core/refs.js';
import type { RunContext } from '../core/run-context.js';
import { decideGuard, type GuardDecision, type GuardState } from './decide.js';
import { blockCommentText, describeTransition, stateCommentText } from './messages.js';
import type { HistoryGuardSettings } from './settings.js';
import { ACTION, blockMarker, readGuardState, stateMarker } from './state.js';

export interface GuardResult {
  verdict: 'accepted' | 'blocked';
  transition: GuardDecision['transition'];
  expectedHead: string;
  observedHead: string;
  prNumber: number;
  notes: string[];
}

const MAX_HEAD_MOVES = 3;
/** Runs for one PR may overlap (a burst of pushes); comments they create are settled to one. */
const SETTLE = { settle: true };

async function currentHead(client: GitHubClient, repo: RepoRef, number: number): Promise<string> {
  const { data } = await callGitHub('read the pull request', 'pull-requests: read', () =>
    client.rest.pulls.get({ ...repo, pull_number: number }),
  );
  return data.head.sha;
}

/** When the accepted commit is gone from GitHub, the way forward is an operator's accept-head. */
async function compareWithAccepted(
  client: GitHubClient,
  repo: RepoRef,
  accepted: string,
  head: string,
  number: number,
): Promise<Ancestry> {
  try {
    return (await compareCommits(client, repo, accepted, head)).status;
  } catch (e) {
    if (!(e instanceof UndecidableError)) throw e;
    throw new UndecidableError(
      `${e.message} To judge pushes from the current head on, a maintainer can accept it: run the operator ` +
        `workflow with mode=unblock, pull-request=${number}, accept-head=${head}.`,
    );
  }
}

/**
 * Evaluates the PR head against the stored last accepted head, re-reading the head before
 * writing anything so a push that lands mid-run is judged instead of the stale one.
 */
async function evaluate(
  client: GitHubClient,
  repo: RepoRef,
  number: number,
): Promise<{ snapshot: PullRequestSnapshot; state: GuardState | undefined; decision: GuardDecision; head: string }> {
  const snapshot = await readPullRequest(client, repo, number);
  const state = readGuardState(snapshot);
  let head = snapshot.headSha;
  for (let move = 0; ; move++) {
    let ancestry: Ancestry | undefined;
    if (state) {
      ancestry =
        ancestryFromPullCommits(state.accepted, head, snapshot.recentCommits ?? []) ??
        (await compareWithAccepted(client, repo, state.accepted, head, number));
    }
    const decision = decideGuard(state, head, ancestry, snapshot.tamperEvidence);
    const reread = await currentHead(client, repo, number);
    if (reread === head) return { snapshot, state, decision, head };
    if (move + 1 >= MAX_HEAD_MOVES) {
      throw new UndecidableError(
        `the PR head kept moving while it was evaluated (${MAX_HEAD_MOVES} times); the next push event will judge it.`,
      );
    }
    core.info(`The head moved from ${head} to ${reread} during evaluation; evaluating the new head.`);
    head = reread;
  }
}

/** API failures while judging become undecidable: the gate refuses instead of guessing. */
async function evaluateOrRefuse(client: GitHubClient, repo: RepoRef, number: number) {
  try {
    return await evaluate(client, repo, number);
  } catch (e) {
    if (e instanceof ConfigurationError || e instanceof UndecidableError) throw e;
    throw new UndecidableError(
      `GitHub did not answer while history was being checked (${errorMessage(e)}), even after retries. ` +
        'Nothing was changed; re-run the job once GitHub is healthy.',
    );
  }
}

export async function guardPullRequest(
  client: GitHubClient,
  repo: RepoRef,
  ctx: RunContext,
  settings: HistoryGuardSettings,
  number: number,
): Promise<GuardResult> {
  const evaluation = await evaluateOrRefuse(client, repo, number);
  const notes: string[] = [];
  if (evaluation.decision.verdict === 'blocked') {
    await applyBlock(client, repo, ctx, settings, number, evaluation, notes);
  } else {
    await applyAccept(client, repo, settings, number, evaluation);
  }
  const { decision, state, head } = evaluation;
  return {
    verdict: decision.verdict,
    transition: decision.transition,
    expectedHead: state?.accepted ?? head,
    observedHead: head,
    prNumber: number,
    notes,
  };
}

type Evaluation = Awaited<ReturnType<typeof evaluate>>;

/** Writes in the order that lets a re-run resume: backup, state, label, comment, then the verdict. */
async function applyBlock(
  client: GitHubClient,
  repo: RepoRef,
  ctx: RunContext,
  settings: HistoryGuardSettings,
  number: number,
  { snapshot, state, decision, head }: Evaluation,
  notes: string[],
): Promise<void> {
  const next = { ...decision.next };
  const newlyBlocked = decision.verdict === 'blocked' && decision.newlyBlocked;
  if (!next.tampered && (newlyBlocked || !next.backupRefs || next.backupRefs.length === 0)) {
    next.backupRefs = await backUpOverwrittenHeads(client, repo, ctx, settings, number, next, head, notes);
  }
  await upsertComment(client, repo, snapshot, stateMarker(next), stateCommentText(next, number), SETTLE);
  await addLabel(client, repo, snapshot, settings.blockedLabel);
  const text = blockCommentText(next, decision.transition, number, settings);
  await upsertComment(client, repo, snapshot, blockMarker(next), text, SETTLE);
  await writeVerdict(client, repo, guardVerdict(settings, decision, next, head, state));
}

async function applyAccept(
  client: GitHubClient,
  repo: RepoRef,
  settings: HistoryGuardSettings,
  number: number,
  { snapshot, state, decision, head }: Evaluation,
): Promise<void> {
  const next = decision.next;
  const stateChanged = state?.status !== next.status || state?.accepted !== next.accepted || state?.via !== next.via;
  const previousBody = findMarked(snapshot, ACTION, 'state', 'pr')?.comment.body;
  if (stateChanged) {
    await upsertComment(client, repo, snapshot, stateMarker(next), stateCommentText(next, number), SETTLE);
  }
  try {
    await removeLabel(client, repo, snapshot, settings.blockedLabel);
    await writeVerdict(client, repo, guardVerdict(settings, decision, next, head, state));
  } catch (e) {
    // A token that may comment but not write checks would leave an accepted state with no
    // verdict; put the state back so a fixed re-run starts from the same place.
    if (stateChanged && e instanceof ConfigurationError) await restoreState(client, repo, snapshot, previousBody);
    throw e;
  }
}

async function restoreState(
  client: GitHubClient,
  repo: RepoRef,
  snapshot: PullRequestSnapshot,
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

async function backUpOverwrittenHeads(
  client: GitHubClient,
  repo: RepoRef,
  ctx: RunContext,
  settings: HistoryGuardSettings,
  number: number,
  state: GuardState,
  head: string,
  notes: string[],
): Promise<string[]> {
  const candidates = [state.accepted];
  const before = ctx.payload.before;
  // The event's `before` is the head this push overwrote; when runs were missed it can hold
  // commits pushed after the last accepted head, so it is kept too.
  if (typeof before === 'string' && /^[0-9a-f]{40}$/.test(before) && before !== head && before !== state.accepted) {
    candidates.push(before);
  }
  const refs: string[] = [];
  for (const sha of candidates) {
    const ref = `${settings.backupRefPrefix}/pr-${number}/${sha}`;
    try {
      await keepReachable(client, repo, ref, sha);
      refs.push(ref);
    } catch (e) {
      if (e instanceof ConfigurationError) throw e;
      // The block itself must not depend on the backup: report and carry on blocking.
      const note = `Could not create backup ref ${ref}: ${errorMessage(e)}`;
      core.warning(note);
      notes.push(note);
    }
  }
  return refs;
}

/** Worded from the stored state, so a re-run of the same head (or one resumed after a crash) reads the same. */
function acceptedTitle(state: GuardState): string {
  if (state.via === 'unblocked') return 'History is append-only (accepted by an operator)';
  return `History is append-only (${state.via ?? 'ahead'})`;
}

function guardVerdict(
  settings: HistoryGuardSettings,
  decision: GuardDecision,
  next: GuardState,
  head: string,
  previous: GuardState | undefined,
) {
  const lines = [
    `Transition: **${decision.transition}** (${describeTransition(decision.transition)}).`,
    `Last accepted head: \`${next.accepted}\`.`,
  ];
  if (decision.verdict === 'blocked') {
    lines.push(`Expected head: a descendant of \`${next.accepted}\`.`, `Observed head: \`${head}\`.`);
    if (next.backupRefs?.length)
      lines.push(`Overwritten commits kept at: ${next.backupRefs.map((r) => `\`${r}\``).join(', ')}.`);
    if (previous?.status === 'blocked')
      lines.push('The PR was already blocked; pushes do not lift a block, an operator does.');
  }
  return {
    name: settings.checkName,
    headSha: head,
    conclusion: decision.verdict === 'accepted' ? ('success' as const) : ('failure' as const),
    title:
      decision.verdict === 'accepted' ? acceptedTitle(next) : `Blocked: history rewritten (${decision.transition})`,
    summary: lines.join('\n\n'),
  };
}
