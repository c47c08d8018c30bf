import type { Clock } from '../core/clock.js';
import { ConfigurationError, errorMessage } from '../core/errors.js';
import type { GitHubClient } from '../core/github/client.js';
import { callGitHub, httpStatus } from '../core/github/errors.js';
import type { RepoRef } from '../core/pr/view.js';
import { short } from '../core/untrusted.js';
import { workflowRefusal } from '../core/workflow-refusal.js';
import {
  decideMergeResult,
  decideRound,
  MERGEABILITY_ASKS,
  mergeabilityDelayMs,
  type BranchUpdate,
  type MergeAnswer,
  type Outcome,
} from './decide.js';
import type { Observer, PullObservation } from './observe.js';
import { noSelection, selectChecks, type CheckItem, type Selection } from './selection.js';
import type { CiWaitSettings, MergeMethod } from './settings.js';
import type { JudgedInRun } from './shared-head.js';

export interface WaitDeps {
  client: GitHubClient;
  repo: RepoRef;
  observer: Observer;
  clock: Clock;
  log: (message: string) => void;
  /** The token's own login, read only when a merge answer needs checking against the PR. */
  viewer: () => Promise<string>;
  /** The other PRs on a shared head judged so far in this run: one map for every PR the run judges. */
  judged: JudgedInRun;
}

export interface Evaluation {
  outcome: Outcome;
  reason: string;
  mergeableKnown: boolean;
  pr: PullObservation;
  head: string;
  selection: Selection;
  failed: CheckItem[];
  pending: CheckItem[];
  /** Set when a merge was attempted. */
  mergeMethod?: MergeMethod;
  /** Why updating the branch failed, when it was tried and refused. */
  updateRefusal?: string;
  notes: string[];
}

/** After GitHub accepts a branch update, the head should move within this long. */
const UPDATE_LANDING_MS = 60_000;
const UPDATE_POLL_MS = 2_000;
/** Branch updates per run: each starts CI anew, so a PR that keeps conflicting is not updated forever. */
const MAX_BRANCH_UPDATES = 2;
const MERGE_TRIES = 3;

/** GitHub's own words for a refusal, without the documentation link octokit appends. */
export function githubMessage(e: unknown): string {
  const data = (e as { response?: { data?: unknown } })?.response?.data;
  const message = typeof data === 'object' && data !== null ? (data as { message?: unknown }).message : undefined;
  return typeof message === 'string' && message !== '' ? message : errorMessage(e);
}

/**
 * Watches one PR until its outcome is decided: polls (ETag) at `interval-seconds` in poll mode,
 * looks once in event mode. A head that moves restarts the evaluation on the new head (the
 * grace period too; the timeout counts from `startedAt`).
 */
export async function evaluatePullRequest(
  deps: WaitDeps,
  settings: CiWaitSettings,
  number: number,
  mode: 'poll' | 'event',
  startedAt: number,
  expectHead?: string,
): Promise<Evaluation> {
  const { observer, clock, log } = deps;
  const deadline = startedAt + settings.timeoutMs;
  const notes: string[] = [];
  let head: string | undefined;
  let headSince = 0;
  let asks = 0;
  let update: BranchUpdate = { state: 'available' };
  let updateAt = 0;
  let updates = 0;
  let required: string[] | undefined;
  let lastWait = '';

  for (;;) {
    const pr = await observer.pull(number);
    if (head === undefined && expectHead !== undefined && pr.head !== expectHead) {
      const reason = `the PR's head moved on to ${short(pr.head)}; the events for that head decide`;
      return skippedEvaluation(pr, reason);
    }
    if (pr.head !== head) {
      if (head !== undefined) {
        const note = `The head moved from ${short(head)} to ${short(pr.head)} during the wait; the evaluation restarted on the new head.`;
        notes.push(note);
        log(note);
      }
      head = pr.head;
      headSince = clock.now();
      asks = 0;
      update =
        updates >= MAX_BRANCH_UPDATES
          ? { state: 'refused', reason: `ci-wait already updated this branch ${updates} times in this run` }
          : { state: 'available' };
    }
    const held = pr.labels.includes(settings.needsHumanLabel);
    const active = pr.open && !pr.merged && !held;
    const [runs, statuses] = active ? await Promise.all([observer.checkRuns(head), observer.statuses(head)]) : [[], []];
    let selection = selectChecks(runs, statuses, required ?? [], settings);
    // Required checks only matter once nothing that did appear is still running: read them then, once.
    if (active && required === undefined && selection.counted.every((c) => c.result !== 'pending')) {
      required = await observer.requiredChecks(pr.baseRef);
      selection = selectChecks(runs, statuses, required, settings);
    }
    const now = clock.now();
    if (update.state === 'requested' && now - updateAt >= UPDATE_LANDING_MS) {
      update = { state: 'refused', reason: 'GitHub accepted the update, but the head did not move within a minute' };
    }
    const round = decideRound({
      mode,
      pr: { open: pr.open, merged: pr.merged, head, mergeable: pr.mergeable, mergeableState: pr.mergeableState, held },
      checks: selection,
      graceOver: mode === 'poll' && now - headSince >= settings.graceMs,
      timedOut: mode === 'poll' && now >= deadline,
      mergeabilityExhausted: asks >= MERGEABILITY_ASKS,
      branchUpdate: update,
      onConflict: settings.onConflict,
      merge: settings.merge,
      allowNoChecks: settings.allowNoChecks,
    });
    const result = (outcome: Outcome, reason: string, mergeableKnown: boolean, after = pr): Evaluation => ({
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
        let delay =
          round.for === 'mergeability'
            ? mergeabilityDelayMs(asks++)
            : round.for === 'branch-update'
              ? UPDATE_POLL_MS
              : settings.intervalMs;
        if (mode === 'poll') delay = Math.min(delay, Math.max(0, deadline - now));
        if (round.reason !== lastWait) log(`Waiting: ${round.reason}.`);
        lastWait = round.reason;
        await clock.sleep(delay);
        break;
      }
      case 'update-branch': {
        updates++;
        log(
          `Merging the base branch ${pr.baseRef} into the head ${short(head)} (the PR ${round.because === 'conflict' ? 'conflicts' : 'is behind'}).`,
        );
        update = await updateBranch(deps, number, head);
        updateAt = clock.now();
        if (update.state === 'requested')
          notes.push(`ci-wait merged ${pr.baseRef} into the branch (update-branch on ${short(head)}).`);
        break;
      }
      case 'merge': {
        const merged = await mergePullRequest(deps, number, head, round.method);
        // A merge refused after the branch update was refused: the update's refusal is the cause to name.
        const reason =
          merged.outcome === 'merge_failed' && update.state === 'refused'
            ? `${merged.reason.replace(/\.$/, '')}; updating the branch first failed: ${update.reason}`
            : merged.reason;
        return { ...result(merged.outcome, reason, true, merged.after), mergeMethod: round.method };
      }
    }
  }
}

function skippedEvaluation(pr: PullObservation, reason: string): Evaluation {
  return {
    outcome: 'skipped',
    reason,
    mergeableKnown: false,
    pr,
    head: pr.head,
    selection: noSelection(),
    failed: [],
    pending: [],
    notes: [],
  };
}

/** Merges the base into the head with `expected_head_sha`: never a rebase, never a moved head. */
async function updateBranch(deps: WaitDeps, number: number, head: string): Promise<BranchUpdate> {
  try {
    await callGitHub('update the pull request branch', 'contents: write', () =>
      deps.client.rest.pulls.updateBranch({ ...deps.repo, pull_number: number, expected_head_sha: head }),
    );
    return { state: 'requested' };
  } catch (e) {
    if (e instanceof ConfigurationError) throw e;
    // The base changed a workflow file and the token may not write workflows (403): an answer about
    // this PR, reported on it with the fix, never a failed run.
    const workflows = workflowRefusal(e);
    if (workflows !== undefined) return { state: 'refused', reason: workflows };
    if (httpStatus(e) !== 422) throw e;
    // The head moved under us: the next observation sees the new head and starts over.
    if (/expected head sha/i.test(githubMessage(e))) return { state: 'requested' };
    return { state: 'refused', reason: githubMessage(e) };
  }
}

async function mergeOnce(deps: WaitDeps, number: number, head: string, method: MergeMethod): Promise<MergeAnswer> {
  try {
    const { data } = await callGitHub('merge the pull request', 'contents: write', () =>
      deps.client.rest.pulls.merge({
        ...deps.repo,
        pull_number: number,
        sha: head,
        merge_method: method,
        // GitHub's refusals (405, 409) are answers, not outages; 5xx are retried below, after
        // looking at whether the merge happened anyway.
        request: { retries: 0 },
      } as Parameters<GitHubClient['rest']['pulls']['merge']>[0]),
    );
    return { ok: true, merged: data.merged === true, message: data.message };
  } catch (e) {
    if (e instanceof ConfigurationError) throw e;
    return { ok: false, status: httpStatus(e), message: githubMessage(e) };
  }
}

/** Asks GitHub to merge, then believes the PR, not the answer. */
async function mergePullRequest(
  deps: WaitDeps,
  number: number,
  head: string,
  method: MergeMethod,
): Promise<{ outcome: Outcome; reason: string; after: PullObservation }> {
  for (let attempt = 1; ; attempt++) {
    deps.log(`Merging PR #${number} at ${short(head)} (${method}).`);
    const answer = await mergeOnce(deps, number, head, method);
    const after = await deps.observer.pull(number);
    const clean = answer.ok && answer.merged && after.merged;
    const round = decideMergeResult(answer, after, clean ? '' : await deps.viewer());
    const outage = !answer.ok && (answer.status === undefined || answer.status >= 500);
    if (round.kind === 'done' && round.outcome === 'merge_failed' && outage && after.open && attempt < MERGE_TRIES) {
      deps.log(`The merge request failed (${answer.ok ? '' : answer.message}); the PR is still open, trying again.`);
      await deps.clock.sleep(1000 * 2 ** attempt);
      continue;
    }
    if (round.kind !== 'done') throw new Error('unreachable: a merge result is always final');
    return { outcome: round.outcome, reason: round.reason, after };
  }
}
