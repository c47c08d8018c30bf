import { writeVerdict, type Verdict } from '../core/pr/checks.js';
import {
  conjoin,
  judgeOthersOnHead,
  newcomersAfterSuccess,
  type OpenPullHead,
  type PullPart,
} from '../core/pr/commit-verdict.js';
import { ConfigurationError } from '../core/errors.js';
import type { GitHubClient } from '../core/github/client.js';
import type { RepoRef } from '../core/pr/view.js';
import type { RunContext } from '../core/run-context.js';
import { applyAccept, applyBlock } from './apply.js';
import type { GuardDecision, GuardState } from './decide.js';
import { evaluateOrRefuse, type Evaluation } from './evaluate.js';
import { blockedPartReason, guardCheckText } from './messages.js';
import type { HistoryGuardSettings } from './settings.js';

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
  const { decision } = evaluation;
  if (decision.verdict === 'blocked') {
    // The check states the state as written, backup refs included.
    const next = await applyBlock(client, repo, ctx, settings, number, evaluation, notes);
    return { evaluation: { ...evaluation, decision: { ...decision, next } }, undo: async () => undefined };
  }
  return { evaluation, undo: await applyAccept(client, repo, settings, evaluation) };
}

function partOf(number: number, decision: GuardDecision): PullPart {
  return decision.verdict === 'accepted'
    ? { number, pass: true }
    : { number, pass: false, reason: blockedPartReason(decision.transition) };
}

/** Judges another PR (with all its own writes) for its part in the verdict on `head`. */
function judgeOther(
  client: GitHubClient,
  repo: RepoRef,
  ctx: RunContext,
  settings: HistoryGuardSettings,
  head: string,
  notes: string[],
) {
  return async (other: number): Promise<PullPart | undefined> => {
    const judged = await judge(client, repo, ctx, settings, other, notes);
    // One that moved on meanwhile is judged by its own push event, on its own commit.
    return judged.evaluation.head === head ? partOf(other, judged.evaluation.decision) : undefined;
  };
}

/** Judges every other open PR whose head is `head`, for the conjunction on the commit. */
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
  const judgeOne = judgeOther(client, repo, ctx, settings, head, notes);
  return judgeOthersOnHead(client, repo, head, self, judgeOne, listed ? { listed } : {});
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
    const late = await newcomersAfterSuccess(
      client,
      repo,
      head,
      number,
      parts,
      judgeOther(client, repo, ctx, settings, head, notes),
    );
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

function guardVerdict(
  settings: HistoryGuardSettings,
  decision: GuardDecision,
  head: string,
  previous: GuardState | undefined,
  parts: readonly PullPart[],
  number: number,
): Verdict {
  return {
    name: settings.checkName,
    headSha: head,
    conclusion: conjoin(parts).pass ? 'success' : 'failure',
    ...guardCheckText(decision, head, previous, parts, number),
  };
}
