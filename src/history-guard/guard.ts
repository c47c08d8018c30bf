import * as core from '../core/runner.js';
import { writeVerdict } from '../core/checks.js';
import { upsertComment } from '../core/comments.js';
import {
  conjoin,
  failingNames,
  newcomersAfterSuccess,
  openPullsWithCommit,
  otherPullsWithHead,
  ownCheckRuns,
  sharedHeadLine,
  unlisted,
  type OpenPullHead,
  type PullPart,
} from '../core/commit-verdict.js';
import { ancestryFromPullCommits, compareCommits, type Ancestry } from '../core/compare.js';
import { ConfigurationError, UndecidableError, errorMessage } from '../core/errors.js';
import type { GitHubClient } from '../core/github/client.js';
import { callGitHub } from '../core/github/errors.js';
import { addLabel, removeLabel } from '../core/labels.js';
import { findMarked, readPullRequest, type PullRequestSnapshot, type RepoRef } from '../core/pull-request.js';
import { keepReachable } from '../core/refs.js';
import type { RunContext } from '../core/run-context.js';
import {
  decideGuard,
  type GuardDecision,
  type GuardState,
  type HiddenRewrite,
  type Transition,
  type Witness,
} from './decide.js';
import { blockCommentText, describeTransition, stateCommentText } from './messages.js';
import type { HistoryGuardSettings } from './settings.js';
import { ACTION, blockMarker, readGuardState, stateMarker } from './state.js';

export interface GuardResult {
  /** The verdict on the commit: accepted only when every open PR it heads is. */
  verdict: 'accepted' | 'blocked';
  /** This PR's own verdict. */
  ownVerdict: 'accepted' | 'blocked';
  transition: GuardDecision['transition'];
  expectedHead: string;
  observedHead: string;
  prNumber: number;
  notes: string[];
  /** Other open PRs with the same head, and whether each passed: the check is their conjunction. */
  sharedWith: PullPart[];
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
 * Whether `head` contains `commit`, from the PR's commit list when it can tell, else GitHub's
 * compare; `unknown` when GitHub no longer has the commit.
 */
async function contains(
  client: GitHubClient,
  repo: RepoRef,
  snapshot: PullRequestSnapshot,
  head: string,
  commit: string,
): Promise<boolean | 'unknown'> {
  if (ancestryFromPullCommits(commit, head, snapshot.recentCommits ?? [])) return true;
  try {
    const { status } = await compareCommits(client, repo, commit, head);
    return status === 'identical' || status === 'ahead';
  } catch (e) {
    if (e instanceof UndecidableError) return 'unknown';
    throw e;
  }
}

/**
 * GitHub's own record of the head's moves, beside mergexo's state: every force-push on the PR
 * timeline that the state has not accounted for, and the event's `before` (the head this push
 * replaced). A rewrite seen by any witness blocks, whatever the state comment says.
 */
async function readWitness(
  client: GitHubClient,
  repo: RepoRef,
  ctx: RunContext,
  settings: HistoryGuardSettings,
  snapshot: PullRequestSnapshot,
  state: GuardState | undefined,
  head: string,
): Promise<Witness> {
  const witness: Witness = { forcePushes: snapshot.forcePushes.length, hiddenRewrites: [] };
  if (state?.status === 'blocked') return witness;
  const hidden: HiddenRewrite[] = [];
  for (const push of snapshot.forcePushes.slice(state?.forcePushesSeen ?? 0)) {
    // A head GitHub recorded as overwritten and no longer has cannot be shown to be kept: hidden.
    if (push.before && (await contains(client, repo, snapshot, head, push.before)) === true) continue;
    hidden.push({ before: push.before, at: push.at, by: push.by, source: 'timeline' });
  }
  const before = ctx.payload.before;
  if (
    state &&
    ctx.payload.action === 'synchronize' &&
    ctx.payload.pull_request?.number === snapshot.number &&
    typeof before === 'string' &&
    SHA.test(before) &&
    before !== state.accepted &&
    !hidden.some((h) => h.before === before) &&
    // The payload is the weaker witness: only a definite "not contained" counts.
    (await contains(client, repo, snapshot, head, before)) === false
  ) {
    hidden.push({ before, at: '', by: ctx.actor || 'someone', source: 'event' });
  }
  witness.hiddenRewrites = hidden;
  if (!state && snapshot.tamperEvidence.length === 0 && hidden.length === 0) {
    // Only a PR with no record is at risk of a "first seen" acceptance; one request settles it.
    const newest = (await ownCheckRuns(client, repo, head, settings.checkName, snapshot.viewer))[0];
    if (newest?.conclusion === 'failure') witness.refusedHead = newest.url || `check run ${newest.id}`;
  }
  return witness;
}

const SHA = /^[0-9a-f]{40}$/;

/**
 * Evaluates the PR head against the stored last accepted head and GitHub's witnesses, re-reading
 * the head before writing anything so a push that lands mid-run is judged instead of the stale one.
 */
async function evaluate(
  client: GitHubClient,
  repo: RepoRef,
  ctx: RunContext,
  settings: HistoryGuardSettings,
  number: number,
): Promise<{
  snapshot: PullRequestSnapshot;
  state: GuardState | undefined;
  decision: GuardDecision;
  head: string;
  /** The open PRs containing the head, as GitHub listed them once the head stood still. */
  onCommit: OpenPullHead[];
}> {
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
    const witness = await readWitness(client, repo, ctx, settings, snapshot, state, head);
    const decision = decideGuard(state, head, ancestry, snapshot.tamperEvidence, witness);
    // The PRs on this commit, listed for the per-commit rule, also say where this PR's head is
    // now; only when GitHub's answer leaves it out is the PR read again.
    const onCommit = await openPullsWithCommit(client, repo, head);
    const reread = onCommit.find((p) => p.number === number)?.headSha ?? (await currentHead(client, repo, number));
    if (reread === head) return { snapshot, state, decision, head, onCommit };
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
async function evaluateOrRefuse(
  client: GitHubClient,
  repo: RepoRef,
  ctx: RunContext,
  settings: HistoryGuardSettings,
  number: number,
) {
  try {
    return await evaluate(client, repo, ctx, settings, number);
  } catch (e) {
    if (e instanceof ConfigurationError || e instanceof UndecidableError) throw e;
    throw new UndecidableError(
      `GitHub did not answer while history was being checked (${errorMessage(e)}), even after retries. ` +
        'Nothing was changed; re-run the job once GitHub is healthy.',
    );
  }
}

/** One PR judged and its own writes done (state, label, comments); the commit's check comes after. */
interface Judged {
  evaluation: Evaluation;
  /** Puts the state comment back when the verdict cannot be written (see applyAccept). */
  undo: () => Promise<void>;
}

async function judge(
  client: GitHubClient,
  repo: RepoRef,
  ctx: RunContext,
  settings: HistoryGuardSettings,
  number: number,
  notes: string[],
): Promise<Judged> {
  const evaluation = await evaluateOrRefuse(client, repo, ctx, settings, number);
  if (evaluation.decision.verdict === 'blocked') {
    await applyBlock(client, repo, ctx, settings, number, evaluation, notes);
    return { evaluation, undo: async () => undefined };
  }
  return { evaluation, undo: await applyAccept(client, repo, settings, evaluation) };
}

function partOf(number: number, decision: GuardDecision): PullPart {
  return decision.verdict === 'accepted'
    ? { number, pass: true }
    : { number, pass: false, reason: `blocked, history rewritten (${decision.transition})` };
}

/**
 * Judges every other open PR whose head is `head` (with all its own writes), for the conjunction
 * on the commit. One that moved on meanwhile is judged by its own push event, on its own commit.
 */
export async function judgeSharedHead(
  client: GitHubClient,
  repo: RepoRef,
  ctx: RunContext,
  settings: HistoryGuardSettings,
  head: string,
  self: number,
  notes: string[],
  listed?: readonly OpenPullHead[],
): Promise<PullPart[]> {
  const parts: PullPart[] = [];
  try {
    for (const other of await otherPullsWithHead(client, repo, head, self, listed)) {
      const judged = await judge(client, repo, ctx, settings, other, notes);
      if (judged.evaluation.head === head) parts.push(partOf(other, judged.evaluation.decision));
    }
  } catch (e) {
    if (e instanceof ConfigurationError) throw e;
    parts.push(unlisted(e));
  }
  return parts;
}

/**
 * Judges the PR, then every other open PR whose head is the same commit (a blocked head pushed
 * under another branch name must not turn green), and writes one check on the commit: success only
 * when each of them is accepted.
 */
export async function guardPullRequest(
  client: GitHubClient,
  repo: RepoRef,
  ctx: RunContext,
  settings: HistoryGuardSettings,
  number: number,
): Promise<GuardResult> {
  const notes: string[] = [];
  const own = await judge(client, repo, ctx, settings, number, notes);
  const { decision, state, head } = own.evaluation;
  const shared = await judgeSharedHead(client, repo, ctx, settings, head, number, notes, own.evaluation.onCommit);
  const parts = [partOf(number, decision), ...shared];
  let commit = conjoin(parts);
  try {
    await writeVerdict(client, repo, guardVerdict(settings, decision, head, state, parts, number));
  } catch (e) {
    // A token that may comment but not write checks would leave an accepted state with no
    // verdict; put the state back so a fixed re-run starts from the same place.
    if (e instanceof ConfigurationError) await own.undo();
    throw e;
  }
  if (commit.pass) {
    const late = await newcomersAfterSuccess(client, repo, head, number, parts, async (other) => {
      const judged = await judge(client, repo, ctx, settings, other, notes);
      return judged.evaluation.head === head ? partOf(other, judged.evaluation.decision) : undefined;
    });
    if (late.some((p) => !p.pass)) {
      parts.push(...late);
      commit = conjoin(parts);
      await writeVerdict(client, repo, guardVerdict(settings, decision, head, state, parts, number));
    }
  }
  return {
    verdict: commit.pass ? 'accepted' : 'blocked',
    ownVerdict: decision.verdict,
    transition: decision.transition,
    expectedHead: decision.verdict === 'blocked' ? decision.next.accepted : (state?.accepted ?? head),
    observedHead: head,
    prNumber: number,
    notes,
    sharedWith: parts.filter((p) => p.number !== number),
  };
}

type Evaluation = Awaited<ReturnType<typeof evaluate>>;

/** Writes in the order that lets a re-run resume: backup, state, label, comment; the verdict comes last. */
async function applyBlock(
  client: GitHubClient,
  repo: RepoRef,
  ctx: RunContext,
  settings: HistoryGuardSettings,
  number: number,
  { snapshot, decision, head }: Evaluation,
  notes: string[],
): Promise<void> {
  const next = { ...decision.next };
  const newlyBlocked = decision.verdict === 'blocked' && decision.newlyBlocked;
  if (!next.tampered && !next.refusedHead && (newlyBlocked || !next.backupRefs || next.backupRefs.length === 0)) {
    next.backupRefs = await backUpOverwrittenHeads(client, repo, ctx, settings, number, next, head, notes);
  }
  await upsertComment(client, repo, snapshot, stateMarker(next), stateCommentText(next, number), SETTLE);
  await addLabel(client, repo, snapshot, settings.blockedLabel);
  const text = blockCommentText(next, decision.transition, number, settings);
  await upsertComment(client, repo, snapshot, blockMarker(next), text, SETTLE);
}

/** Records the accepted state and lifts the label; returns how to put the state back. */
async function applyAccept(
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
  const candidates = [...new Set([state.accepted, ...(state.overwritten ?? [])])];
  const before = ctx.payload.before;
  // The event's `before` is the head this push overwrote; when runs were missed it can hold
  // commits pushed after the last accepted head, so it is kept too.
  if (typeof before === 'string' && SHA.test(before) && before !== head && !candidates.includes(before)) {
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

/**
 * A block that does not rest on ancestry (a refused head, an altered record) is named from the
 * stored state, so a re-run of the same head reads the same whatever its transition is now.
 */
function blockedTitle(state: GuardState, transition: Transition): string {
  if (state.refusedHead) return 'Blocked: mergexo already refused this commit';
  if (state.overwritten) return "Blocked: history rewritten (a force-push on GitHub's timeline)";
  if (state.tampered) return "Blocked: mergexo's record of this PR was altered";
  return `Blocked: history rewritten (${transition})`;
}

function guardVerdict(
  settings: HistoryGuardSettings,
  decision: GuardDecision,
  head: string,
  previous: GuardState | undefined,
  parts: readonly PullPart[],
  number: number,
) {
  const next = decision.next;
  const commit = conjoin(parts);
  const lines = [
    `Transition: **${decision.transition}** (${describeTransition(decision.transition)}).`,
    `Last accepted head: \`${next.accepted}\`.`,
  ];
  if (decision.verdict === 'blocked') {
    lines.push(`Expected head: a descendant of \`${next.accepted}\`.`, `Observed head: \`${head}\`.`);
    if (next.overwritten?.length)
      lines.push(`Overwritten heads GitHub recorded: ${next.overwritten.map((o) => `\`${o}\``).join(', ')}.`);
    if (next.refusedHead) lines.push(`This commit was already refused by mergexo: ${next.refusedHead}.`);
    if (next.backupRefs?.length)
      lines.push(`Overwritten commits kept at: ${next.backupRefs.map((r) => `\`${r}\``).join(', ')}.`);
    if (previous?.status === 'blocked')
      lines.push('The PR was already blocked; pushes do not lift a block, an operator does.');
  }
  const shared = sharedHeadLine(number, parts);
  if (shared) lines.push(shared);
  const title = !commit.pass
    ? decision.verdict === 'accepted'
      ? `Blocked: this commit also heads ${failingNames(parts)}, which is blocked`
      : blockedTitle(next, decision.transition)
    : acceptedTitle(next);
  return {
    name: settings.checkName,
    headSha: head,
    conclusion: commit.pass ? ('success' as const) : ('failure' as const),
    title,
    summary: lines.join('\n\n'),
  };
}
