/**
 * history-guard's shell: read the PR through core's gateway, decide (`decide.ts`), write through the
 * gateway. A PR's own writes come first (backup, label, block comment), in the order that lets a
 * re-run resume; the check comes last, through the per-commit rule, because it speaks for every open
 * PR the commit heads. An accepted head writes no comment: its check states what was decided.
 *
 * merge_group: the queue waits for `mergexo/history-guard` on the group commit. A group holds the PR its ref
 * names and every PR ahead of it in the queue (with "only merge non-failing pull requests" off, GitHub merges
 * those too once this group passes), so each of them is judged:
 *
 * - re-judged now, exactly as on a push (its state, label, comments and the check on its own head): a PR that
 *   is blocked, or whose head was rewritten since it was queued, fails the group;
 * - its accepted head must be in the group commit's history: the queue builds the group from the PR head
 *   merged onto the base, so a group that does not contain it (the head moved on since the group was built,
 *   or the queue squashes or rebases, which rebuilds the PR's commits) carries history history-guard did not
 *   accept, and fails.
 *
 * The group passes only when every PR in it does; not knowing which PRs it holds fails it.
 */
import { writeVerdict, type Verdict } from '../core/pr/checks.js';
import { upsertComment } from '../core/pr/comments.js';
import {
  conjoin,
  openPullsWithCommit,
  writeCommitVerdict,
  type OwnCheckRun,
  type PullPart,
} from '../core/pr/commit-verdict.js';
import type { OpenPullHead } from '../core/pr/list.js';
import { ancestryFromPullCommits, compareCommits, type Ancestry } from '../core/compare.js';
import { ConfigurationError, UndecidableError, errorMessage } from '../core/errors.js';
import { onStandingHead } from '../core/pr/head.js';
import { addLabel, removeLabel } from '../core/pr/labels.js';
import { changed, markOn, takeBackReadyMark } from '../core/pr/ready-mark.js';
import { mergeGroupBase, mergeGroupPullNumber, pullsAheadInQueue, type MergeGroupEvent } from '../core/merge-group.js';
import { readHead, readPull } from '../core/pr/read.js';
import type { WitnessedPull } from '../core/pr/view.js';
import type { RunContext } from '../core/run-context.js';
import type { ShellContext } from '../core/shell.js';
import { backUpOverwrittenHeads } from './backup.js';
import { decideGuard, forgivenBecause, type GuardDecision, type GuardState, type PullOwner } from './decide.js';
import {
  acceptedHeadGoneAdvice,
  blockCommentText,
  blockedPartReason,
  forgivenNote,
  githubSilentReason,
  groupCheckText,
  readyNotTakenBackLine,
  readyTakenBackLine,
  groupMemberReason,
  groupWhy,
  guardCheckText,
  judgingGroupMemberLine,
  NO_GROUP_BASE_REASON,
} from './messages.js';
import { rewritePolicy, type HistoryGuardSettings } from './settings.js';
import {
  SHA,
  blockMarker,
  copiedState,
  readGuardRecord,
  readGuardState,
  verdictMarker,
  type Refusal,
} from './state.js';
import { newestVerdict, ownerOf, readWitness } from './witness.js';

/** A history-guard run: the shell context, the event that started the run, and its settings. */
export interface GuardContext extends ShellContext {
  event: RunContext;
  settings: HistoryGuardSettings;
}

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

/** One PR of a merge group, as the group's verdict counts it. */
export interface GroupMember {
  number: number;
  pass: boolean;
  /** Why it fails the group, in mergexo's own words. */
  reason?: string;
  /** The PR's own judgement, when it could be made. */
  guard?: GuardResult;
}

export interface GroupResult {
  verdict: 'accepted' | 'blocked';
  /** The PR the group's ref names. */
  number?: number;
  members: GroupMember[];
  /** Why the group fails before any PR is judged (its ref names no PR, its PRs cannot be listed). */
  why?: string;
}

/** One PR judged: what was read, and the decision on the head that stood still. */
interface Evaluation {
  snapshot: WitnessedPull;
  state: GuardState | undefined;
  decision: GuardDecision;
  head: string;
  /** The open PRs containing the head, as GitHub listed them once the head stood still. */
  onCommit: OpenPullHead[];
}

/** One PR judged and its own writes done (backup, label, block comment); the commit's check comes after. */
interface Judged {
  evaluation: Evaluation;
}

/**
 * What a run decided for each PR it judged, by number: the verdict check on their commit carries each
 * one's state (the copy no one can delete) and names whose PRs it refused (refusals are personal).
 */
export type Ledger = Map<number, { owner: PullOwner; state: GuardState }>;

/**
 * How many heads force-pushes left are searched for the copy of the state, newest first, when neither
 * the event's `before` nor the head carries it: past these, the timeline's witnesses judge alone.
 */
const COPY_LOOKUPS = 10;

/** Runs for one PR may overlap (a burst of pushes); comments they create are settled to one. */
const SETTLE = { settle: true };

/** When the accepted commit is gone from GitHub, the way forward is an operator's accept-head. */
export async function compareWithAccepted(
  ctx: ShellContext,
  accepted: string,
  head: string,
  number: number,
): Promise<Ancestry> {
  try {
    return (await compareCommits(ctx.github, ctx.repo, accepted, head)).status;
  } catch (e) {
    if (!(e instanceof UndecidableError)) throw e;
    throw new UndecidableError(acceptedHeadGoneAdvice(e.message, number, head));
  }
}

/** The head this event's push replaced, when the event is a push to this PR: no rewrite lies between. */
function eventBefore(ctx: GuardContext, number: number): string | undefined {
  const { payload } = ctx.event;
  const before = payload.before;
  return payload.action === 'synchronize' &&
    payload.pull_request?.number === number &&
    typeof before === 'string' &&
    SHA.test(before)
    ? before
    : undefined;
}

/**
 * Evaluates the PR head against the last accepted head (from the block comment's record and
 * GitHub's witnesses, see `readGuardState`), on a head that stood still: a push that lands mid-run
 * is judged instead of the stale one.
 */
async function evaluate(ctx: GuardContext, number: number): Promise<Evaluation> {
  const snapshot = await readPull(ctx.github, ctx.repo, number);
  const before = eventBefore(ctx, number);
  const recordBlocked = readGuardRecord(snapshot)?.state.status === 'blocked';
  const standing = await onStandingHead(
    snapshot.headSha,
    async (head) => {
      // The copy of the state in mergexo's verdict check: on the head this push replaced, else on the
      // head itself (a re-run, a reopened PR). A block the comment still carries needs no copy.
      let copy: GuardState | undefined;
      let onHead: OwnCheckRun | null | undefined;
      if (!recordBlocked) {
        if (before) {
          const verdict = await newestVerdict(ctx, before, snapshot.viewer);
          copy = verdict ? copiedState(verdict.text, number) : undefined;
        }
        if (!copy) {
          onHead = (await newestVerdict(ctx, head, snapshot.viewer)) ?? null;
          copy = onHead ? copiedState(onHead.text, number) : undefined;
        }
        // The heads GitHub's timeline says force-pushes left (no one can erase them), newest first: the
        // run that judged one wrote its copy there, a block included, even when the event names no `before`.
        for (const push of [...snapshot.forcePushes].reverse().slice(0, COPY_LOOKUPS)) {
          if (copy) break;
          if (!push.after || push.after === head || push.after === before) continue;
          const verdict = await newestVerdict(ctx, push.after, snapshot.viewer);
          copy = verdict ? copiedState(verdict.text, number) : undefined;
        }
      }
      const known = readGuardState(snapshot, undefined, copy);
      let state = known ?? readGuardState(snapshot, before, copy);
      let ancestry: Ancestry | undefined;
      if (state && !known) {
        // Only the event's `before` says where the branch was: a `before` GitHub no longer has
        // tells nothing, and the head is judged on the witnesses alone, as a first head.
        ancestry = ancestryFromPullCommits(state.accepted, head, snapshot.recentCommits ?? []);
        if (!ancestry) {
          try {
            ancestry = (await compareCommits(ctx.github, ctx.repo, state.accepted, head)).status;
          } catch (e) {
            if (!(e instanceof UndecidableError)) throw e;
            state = undefined;
          }
        }
      } else if (state) {
        ancestry =
          ancestryFromPullCommits(state.accepted, head, snapshot.recentCommits ?? []) ??
          (await compareWithAccepted(ctx, state.accepted, head, number));
      }
      const witness = await readWitness(ctx, snapshot, state, head, ancestry, onHead);
      const policy = rewritePolicy(ctx.settings, snapshot.authorLogin);
      const decision = decideGuard(state, head, ancestry, witness, policy);
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
async function evaluateOrRefuse(ctx: GuardContext, number: number): Promise<Evaluation> {
  try {
    return await evaluate(ctx, number);
  } catch (e) {
    if (e instanceof ConfigurationError || e instanceof UndecidableError) throw e;
    throw new UndecidableError(githubSilentReason(errorMessage(e)));
  }
}

/**
 * Writes in the order that lets a re-run resume: backup, label, the block comment (which carries
 * the state); the verdict comes last. Returns the state as written (with its backup refs).
 */
async function applyBlock(
  ctx: GuardContext,
  number: number,
  { snapshot, decision, head }: Evaluation,
  notes: string[],
): Promise<GuardState> {
  const next = { ...decision.next };
  const newlyBlocked = decision.verdict === 'blocked' && decision.newlyBlocked;
  if (!next.tampered && !next.refusedHead && (newlyBlocked || !next.backupRefs || next.backupRefs.length === 0)) {
    next.backupRefs = await backUpOverwrittenHeads(ctx, number, next, head, notes);
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
async function applyAccept(ctx: GuardContext, { snapshot }: Evaluation): Promise<void> {
  await removeLabel(ctx.github, ctx.repo, snapshot, ctx.settings.blockedLabel);
}

async function judge(ctx: GuardContext, number: number, notes: string[], ledger: Ledger): Promise<Judged> {
  const evaluation = await evaluateOrRefuse(ctx, number);
  const { decision, snapshot } = evaluation;
  if (decision.verdict === 'blocked') {
    // The check states the state as written, backup refs included.
    const next = await applyBlock(ctx, number, evaluation, notes);
    ledger.set(number, { owner: ownerOf(snapshot), state: next });
    return { evaluation: { ...evaluation, decision: { ...decision, next } } };
  }
  await applyAccept(ctx, evaluation);
  ledger.set(number, { owner: ownerOf(snapshot), state: decision.next });
  const policy = rewritePolicy(ctx.settings, evaluation.snapshot.authorLogin);
  for (const r of decision.forgiven ?? []) notes.push(forgivenNote(number, r, forgivenBecause(r, policy)));
  return { evaluation };
}

function partOf(number: number, decision: GuardDecision): PullPart {
  return decision.verdict === 'accepted'
    ? { number, pass: true }
    : { number, pass: false, reason: blockedPartReason(decision.transition) };
}

/** Judges another PR (with all its own writes) for its part in the verdict on `head`. */
export function judgeOther(ctx: GuardContext, head: string, notes: string[], ledger: Ledger) {
  return async (other: number): Promise<PullPart | undefined> => {
    const judged = await judge(ctx, other, notes, ledger);
    // One that moved on meanwhile is judged by its own push event, on its own commit.
    return judged.evaluation.head === head ? partOf(other, judged.evaluation.decision) : undefined;
  };
}

/**
 * Judges the PR, then every other open PR whose head is the same commit (a blocked head pushed
 * under another branch name must not turn green), and writes one check on the commit: success only
 * when each of them is accepted.
 */
export async function guardPullRequest(ctx: GuardContext, number: number): Promise<GuardResult> {
  const notes: string[] = [];
  const ledger: Ledger = new Map();
  const own = await judge(ctx, number, notes, ledger);
  const { decision, state, head } = own.evaluation;
  const { parts, commit } = await writeCommitVerdict(ctx.github, ctx.repo, {
    head,
    own: partOf(number, decision),
    listed: own.evaluation.onCommit,
    judgeOther: judgeOther(ctx, head, notes, ledger),
    write: async (parts) => {
      await writeVerdict(
        ctx.github,
        ctx.repo,
        guardVerdict(ctx.settings, decision, head, state, parts, number, ledger),
      );
    },
  });
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

/** The PRs on the commit that passed: a later first head of one of them is not refused by this check. */
export function passedParts(parts: readonly PullPart[]): number[] {
  return parts.filter((p) => p.pass).map((p) => p.number);
}

/**
 * The verdict check's hidden line for the PRs on its commit (`parts`): which passed, the state decided
 * for each (the copy no one can delete), and whose PRs it refused. An observing run (`enforcement: observe`)
 * keeps no state and refuses no one: a block it only reported must not bind the runs that enforce after the
 * switch, which judge from GitHub's record under `enforced-since`.
 */
export function verdictLine(head: string, parts: readonly PullPart[], ledger: Ledger, observing = false): string {
  const states = new Map<number, GuardState>();
  const refused: Refusal[] = [];
  for (const part of parts) {
    if (observing) break;
    const entry = ledger.get(part.number);
    if (!entry) continue;
    states.set(part.number, entry.state);
    if (entry.state.status === 'blocked') refused.push({ pr: part.number, ...entry.owner });
  }
  return verdictMarker(head, { passed: passedParts(parts), states, refused });
}

function guardVerdict(
  settings: HistoryGuardSettings,
  decision: GuardDecision,
  head: string,
  previous: GuardState | undefined,
  parts: readonly PullPart[],
  number: number,
  ledger: Ledger,
): Verdict {
  return {
    name: settings.checkName,
    headSha: head,
    conclusion: conjoin(parts).pass ? 'success' : 'failure',
    ...guardCheckText(decision, head, previous, parts, number),
    text: verdictLine(head, parts, ledger, settings.enforcement === 'observe'),
  };
}

/** Whether the group commit's history holds `head`; `unknown` when GitHub cannot tell. */
async function groupContains(ctx: ShellContext, head: string, group: string): Promise<boolean | 'unknown'> {
  try {
    const { status } = await compareCommits(ctx.github, ctx.repo, head, group);
    return status === 'identical' || status === 'ahead';
  } catch (e) {
    if (e instanceof ConfigurationError) throw e;
    return 'unknown';
  }
}

async function judgeMember(ctx: GuardContext, number: number, group: MergeGroupEvent): Promise<GroupMember> {
  let guard: GuardResult;
  try {
    guard = await guardPullRequest(ctx, number);
  } catch (e) {
    if (e instanceof ConfigurationError) throw e;
    return { number, pass: false, reason: groupMemberReason({ kind: 'unjudged', error: errorMessage(e) }) };
  }
  if (guard.verdict !== 'accepted') {
    const reason =
      guard.ownVerdict === 'accepted'
        ? groupMemberReason({ kind: 'shares-blocked-head' })
        : groupMemberReason({ kind: 'blocked', transition: guard.transition });
    return { number, pass: false, reason, guard };
  }
  const held = await groupContains(ctx, guard.observedHead, group.headSha);
  if (held === true) return { number, pass: true, guard };
  const reason = groupMemberReason({
    kind: held === 'unknown' ? 'uncompared' : 'not-in-group',
    head: guard.observedHead,
  });
  return { number, pass: false, reason, guard };
}

/** Judges every PR of the merge group and answers on the group commit (it heads no PR: a plain verdict). */
export async function guardMergeGroup(ctx: GuardContext, group: MergeGroupEvent): Promise<GroupResult> {
  const { event } = ctx;
  const detailsUrl = event.runId
    ? `${event.serverUrl}/${event.owner}/${event.repo}/actions/runs/${event.runId}`
    : undefined;
  const answer = async (result: GroupResult): Promise<GroupResult> => {
    const text = groupCheckText(group, result);
    await writeVerdict(ctx.github, ctx.repo, {
      name: ctx.settings.checkName,
      headSha: group.headSha,
      conclusion: result.verdict === 'accepted' ? 'success' : 'failure',
      ...text,
      ...(detailsUrl ? { detailsUrl } : {}),
    });
    return result;
  };
  const number = mergeGroupPullNumber(group.headRef);
  if (number === undefined) {
    return answer({
      verdict: 'blocked',
      members: [],
      why: groupWhy({ kind: 'unnamed' }),
    });
  }
  const base = mergeGroupBase(group);
  let ahead: number[];
  try {
    if (!base) throw new UndecidableError(NO_GROUP_BASE_REASON);
    ahead = await pullsAheadInQueue(ctx.github, ctx.repo, base, number);
  } catch (e) {
    if (e instanceof ConfigurationError) {
      await answer({
        verdict: 'blocked',
        number,
        members: [],
        why: groupWhy({ kind: 'configuration', error: e.message }),
      });
      throw e;
    }
    return answer({
      verdict: 'blocked',
      number,
      members: [],
      why: groupWhy({ kind: 'unlisted', error: errorMessage(e) }),
    });
  }
  const members: GroupMember[] = [];
  try {
    for (const n of [...ahead, number]) {
      ctx.log.info(judgingGroupMemberLine(n, group.headSha));
      members.push(await judgeMember(ctx, n, group));
    }
  } catch (e) {
    if (e instanceof ConfigurationError) {
      await answer({ verdict: 'blocked', number, members, why: groupWhy({ kind: 'configuration', error: e.message }) });
    }
    throw e;
  }
  return answer({ verdict: members.every((m) => m.pass) ? 'accepted' : 'blocked', number, members });
}
