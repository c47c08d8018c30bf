import { errorMessage } from '../core/pure/errors.js';
import type { SummaryTable } from '../core/report.js';
import { defuse, htmlText, logLine, mdCode as code, mdText, short } from '../core/untrusted.js';
import { failingNames } from '../core/pr/commit-verdict-messages.js';
import { STEP_PASSES, type Outcome } from './rules/decide.js';
import type { ReadyBlock } from './rules/decide-ready.js';
import type { Reason, UpdateRefusal } from './rules/reason.js';
import type { MarkChange } from '../core/ready-mark/mark.js';
import { reviewerName } from '../core/pr/reviewers.js';
import type { GroupReport, PullReport, PullRunReport } from './report.js';
import type { EventSkip } from './rules/targets.js';
import type { WaitNote } from './rules/wait-note.js';
import type { MergeMethod } from './rules/decide.js';
import { codePointPrefix } from '../core/utf8.js';

// ---------------------------------------------------------------------------------------------
// Text that came from elsewhere (check names and output are written by whatever CI ran on the
// PR, which the PR's author may control; reasons quote check names; refusals quote GitHub) goes
// through src/core/untrusted.ts: names in code spans, sentences as defused text, CI output in a
// fence it cannot close. Excerpts are also kept free of terminal colours, comment delimiters and
// live-looking mentions, though a fence renders none of them.

// eslint-disable-next-line no-control-regex
const ANSI = /\u001b\[[0-9;?]*[ -/]*[@-~]/g;

/** CI output for an excerpt: no terminal colours, no comment delimiters, mentions and links defused. */
export function neutralize(text: string): string {
  return defuse(text.replace(ANSI, '')).replace(/<!--/g, '<\u200b!--').replace(/-->/g, '--\u200b>');
}

const EXCERPT_LINES = 12;
const EXCERPT_CHARS = 700;

/** A short excerpt: the first non-empty lines, clipped. */
export function excerpt(parts: readonly string[]): string | undefined {
  const lines = parts
    .flatMap((p) => neutralize(p).split(/\r?\n/))
    .map((l) => l.trimEnd())
    .filter((l, i, all) => l.trim() !== '' || (i > 0 && all[i - 1]?.trim() !== ''));
  while (lines.length > 0 && lines[lines.length - 1]?.trim() === '') lines.pop();
  if (lines.length === 0) return undefined;
  let text = lines.slice(0, EXCERPT_LINES).join('\n');
  const clipped = lines.length > EXCERPT_LINES || text.length > EXCERPT_CHARS;
  if (text.length > EXCERPT_CHARS) text = codePointPrefix(text, EXCERPT_CHARS);
  return clipped ? `${text}\n…` : text;
}

// ---------------------------------------------------------------------------------------------

export const OUTCOME_WORDS: Record<Outcome, string> = {
  success: '✅ success',
  merged: '✅ merged',
  ci_failed: '❌ CI failed',
  conflict: '⚠️ conflict',
  closed: 'closed',
  timeout: '⏱️ timed out',
  merge_failed: '⛔ merge failed',
  no_checks: '❔ no checks appeared',
  needs_human: '🙋 needs a human',
  pending: '⏳ pending',
  skipped: 'skipped',
  error: '⚠️ error',
  shared_head: '🔗 another PR on this commit fails',
};

// ---------------------------------------------------------------------------------------------
// Reasons (./reason.ts): decided as data, worded here

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** What checks are still awaited: `1 check still running (build)`, or none yet. */
function waitingOnWords(running: readonly string[]): string {
  return running.length > 0
    ? `${plural(running.length, 'check')} still running (${running.join(', ')})`
    : 'no checks yet';
}

/** Why the branch was not updated, in words (GitHub's answer as it gave it). */
export function updateRefusalWords(refusal: UpdateRefusal): string {
  switch (refusal.kind) {
    case 'github':
    case 'workflows':
      return refusal.message;
    case 'updates-spent':
      return `ci-wait already updated this branch ${refusal.updates} times in this run`;
    case 'update-did-not-land':
      return 'GitHub accepted the update, but the head did not move within a minute';
    case 'group-never-updated':
      return 'a merge group branch is never updated';
    case 'observing':
      return 'observe mode: enforcement would have merged the base branch into the head here';
  }
}

/** A reason in words, as a clause (no closing period; names and GitHub's answers as they are). */
export function reasonWords(reason: Reason): string {
  switch (reason.kind) {
    case 'merged-elsewhere':
      return 'the pull request was merged elsewhere';
    case 'pull-closed':
      return 'the pull request is closed';
    case 'pull-was-closed':
      return 'the pull request was closed';
    case 'on-hold':
      return 'the pull request is on hold for a human';
    case 'update-timed-out':
      return 'the branch update GitHub accepted did not land before the timeout';
    case 'update-in-flight':
      return 'the base branch is being merged into the head; the new head decides';
    case 'update-landing':
      return 'waiting for the branch update to land';
    case 'conflict':
      return (
        'the pull request conflicts with its base branch' +
        (reason.refusal ? `; updating the branch failed: ${updateRefusalWords(reason.refusal)}` : '')
      );
    case 'checks-running': {
      const failed = reason.failedSoFar ?? 0;
      const waitingOn = waitingOnWords(reason.running);
      return failed > 0 ? `${waitingOn}; ${plural(failed, 'check')} failed so far` : waitingOn;
    }
    case 'checks-timed-out':
      return `timed out: ${waitingOnWords(reason.running)}`;
    case 'mergeability-unknown':
      return 'GitHub is still computing whether the PR can merge';
    case 'mergeability-never-known':
      return 'GitHub did not compute whether the PR can merge';
    case 'checks-failed': {
      const still =
        reason.stillRunning > 0 ? `; ${plural(reason.stillRunning, 'check')} still running at the timeout` : '';
      return `${plural(reason.failed.length, 'check')} failed (${reason.failed.join(', ')})${still}`;
    }
    case 'no-checks-appeared':
      return 'no checks appeared on this head within the grace period';
    case 'required-missing':
      return `required checks never appeared: ${reason.missing.join(', ')}`;
    case 'passed':
      return reason.checks === 0
        ? 'no checks to wait for, and the PR can merge'
        : 'every check passed and the PR can merge';
    case 'merged':
      return reason.message;
    case 'merged-by-token':
      return 'GitHub shows the PR merged by this token';
    case 'merged-by-other':
      return `the pull request was merged by @${reason.by ?? 'someone else'}`;
    case 'merge-claimed-open':
      return 'GitHub answered that the PR was merged, but the PR is still open';
    case 'merge-declined':
      return `GitHub did not merge the PR: ${reason.message}`;
    case 'merge-refused':
      return `GitHub refused to merge (${reason.status ?? 'no answer'}): ${reason.message}`;
    case 'merge-after-refused-update':
      return `${reasonWords(reason.merge).replace(/\.$/, '')}; updating the branch first failed: ${updateRefusalWords(reason.update)}`;
    case 'closed-meanwhile':
      return `the pull request was ${reason.state.toLowerCase()} while ci-wait evaluated it`;
    case 'moved-before-verdict':
      return `${movedBeforeVerdict(reason.to)}; the events for the new head decide`;
    case 'moved-on':
      return `the PR's head moved on to ${short(reason.to)}; the events for that head decide`;
    case 'tampered':
      return "someone else edited or deleted mergexo's comments on this PR; the PR is on hold for a human";
    case 'count-unreadable':
      return (
        `GitHub did not answer for ci-wait's check on ${short(reason.commit)}, which may carry this PR's count of ` +
        `failed rounds (${reason.why}); ci-wait does not judge the PR on a count it cannot read`
      );
    case 'group-passed':
      return reason.checks === 0
        ? 'no checks to wait for on the merge group commit'
        : 'every check on the merge group commit passed';
    case 'shared-head':
      return `every check passed and the PR can merge, but its head commit also heads ${failingNames(reason.failing)}, which does not pass`;
    case 'group-member-failing':
      return (
        `every check on the merge group commit passed, but the group also lands ${failingNames(reason.failing)}, ` +
        "which ci-wait's verdict on its own head does not pass"
      );
    case 'group-unlisted':
      return `the PRs this merge group would land could not be listed (${reason.error}); not knowing them is not vouching for them`;
    case 'group-unnamed':
      return `the PRs this merge group would land could not be listed (${groupUnnamed(reason.headRef)}); not knowing them is not vouching for them`;
  }
}

function movedBeforeVerdict(now: string): string {
  return `the head moved to ${short(now)} just before ci-wait wrote its verdict`;
}

/**
 * A reason as it reads after the outcome's own words ("⏱️ timed out: ...", "Timed out: ..."): a
 * timeout's reason starts by saying it timed out, which is not said twice.
 */
export function reasonText(outcome: Outcome, reason: Reason): string {
  if (outcome === 'timeout' && reason.kind === 'checks-timed-out') return waitingOnWords(reason.running);
  return reasonWords(reason);
}

/** A merge group ref that names no PR (or no base): its PRs cannot be listed. */
export function groupUnnamed(headRef: string): string {
  return `the merge group ref ${headRef} names no pull request and base (gh-readonly-queue/<base>/pr-<number>-<sha>)`;
}

// ---------------------------------------------------------------------------------------------
// The step's log and failure lines

/** The run's closing log line for one PR. */
export function outcomeLine(report: Pick<PullReport, 'number' | 'outcome' | 'reason'>): string {
  return `PR #${report.number}: ${report.outcome}: ${reasonText(report.outcome, report.reason)}.`;
}

/** The step's failure message, one line per PR whose outcome fails the step; undefined when the step passes. */
export function failureMessage(reports: readonly PullRunReport[]): string | undefined {
  const failing = reports.filter((r) => !STEP_PASSES.has(r.outcome));
  if (failing.length === 0) return undefined;
  return failing.map((r) => failureLine(`PR #${r.number}`, r.outcome, r.reason)).join('\n');
}

/** The step's failure line for a merge group, or undefined when the group passed. */
export function groupFailure(report: GroupReport): string | undefined {
  if (report.outcome === 'success') return undefined;
  return failureLine(`merge group ${report.head}`, report.outcome, report.reason);
}

/** Reasons quote check names, which any CI on the PR chooses: one safe log line each. */
function failureLine(subject: string, outcome: Outcome, reason: Reason): string {
  return logLine(`mergexo/ci-wait: ${subject} ${OUTCOME_WORDS[outcome]}: ${reasonText(outcome, reason)}.`);
}

export function errorSummary(e: unknown): SummaryTable {
  return {
    heading: `mergexo/ci-wait: ${OUTCOME_WORDS.error}`,
    header: ['outcome', 'why'],
    rows: [['error', htmlText(errorMessage(e))]],
  };
}

// ---------------------------------------------------------------------------------------------
// What the shell says in the run's log while it waits and writes (and the notes a verdict carries)

/** Why an event is not yet a result to judge. */
export function skipText(skip: EventSkip): string {
  if (skip.kind === 'status-pending') return 'the status is pending';
  return `the ${skip.event.replace('_', ' ')} is ${skip.action ?? 'not completed'}, not completed`;
}

/** A note of the verdict's summary (the head-moved one is logged as it happens, too). */
export function noteText(note: WaitNote): string {
  switch (note.kind) {
    case 'head-moved':
      return LOG.headMovedDuringWait(note.from, note.to);
    case 'branch-updated':
      return LOG.branchUpdated(note.baseRef, note.head);
    case 'would-merge':
      return LOG.wouldMerge(note.number, note.head, note.method);
  }
}

// ---------------------------------------------------------------------------------------------
// The ready mark

/** One reason the PR is not marked ready for review, in words (names quoted, never rendered). */
export function readyBlockText(b: ReadyBlock): string {
  switch (b.kind) {
    case 'outcome':
      return `ci-wait's outcome is ${OUTCOME_WORDS[b.outcome]}, not passed`;
    case 'state':
      return b.state === 'draft'
        ? "the PR is a draft (add 'draft' to 'ready-mark' to have ci-wait make it ready)"
        : `GitHub's mergeable state is '${b.state}'`;
    case 'label':
      return `the PR has the label '${b.label}'`;
    case 'gate':
      return b.result === 'missing'
        ? `the base requires the check '${b.name}', which mergexo has not reported on this head`
        : `the check '${b.name}'${b.foreign ? ' (written by another identity than this token)' : ''} is ${b.result}`;
    case 'required':
      return b.result === 'missing'
        ? `the base requires the check '${b.name}', which has not reported on this head`
        : `the required check '${b.name}' is ${b.result}`;
    case 'required-unknown':
      return `the checks the base requires are not known (${b.why})`;
    case 'head-moved':
      return `the head moved to ${short(b.to)} after the verdict`;
    case 'new-head':
      return 'a new head was pushed: the mark belonged to the previous one';
  }
}

function markWrites(c: MarkChange, owner: string, on: boolean): string {
  const parts: string[] = [];
  if (c.labelAdded || c.labelRemoved) parts.push(on ? 'label added' : 'label removed');
  if (c.madeReady) parts.push('marked ready for review');
  if (c.madeDraft) parts.push('converted to a draft');
  if (c.requested.length)
    parts.push(`review requested from ${c.requested.map((r) => reviewerName(r, owner)).join(', ')}`);
  if (c.unrequested.length)
    parts.push(`review requests removed for ${c.unrequested.map((r) => reviewerName(r, owner)).join(', ')}`);
  if (c.leftOut.length)
    parts.push(`${c.leftOut.map((r) => reviewerName(r, owner)).join(', ')} left out (the PR's author)`);
  return parts.join('; ');
}

/** The summary's line on the mark (`ready-mark` on): marked, or why not. */
export function readyLine(ready: { marked: boolean; blocks: readonly ReadyBlock[] }): string {
  return ready.marked
    ? 'Ready for review: yes (CI green, mergeable, every mergexo gate and every required check passing).'
    : `Ready for review: no (${ready.blocks.map(readyBlockText).join('; ')}).`;
}

export const LOG = {
  unnamedDeletions: (n: number) =>
    `GitHub does not say who deleted ${plural(n, 'comment')} of mergexo's on this PR (it names deleters only to ` +
    "tokens with write access), so those deletions count against nobody: mergexo's own may be among them. The " +
    "count of failed rounds does not depend on them: ci-wait's check keeps it too.",
  countUnreadable: (number: number, commit: string, why: string) =>
    `PR #${number}: the count of failed rounds could not be read from ci-wait's check on ${short(commit)} (${why}); ` +
    'its check fails, and nothing else is written on it.',
  readySet: (head: string, c: MarkChange, owner: string) =>
    `Ready for review on ${short(head)}: ${markWrites(c, owner, true)}.`,
  readyTakenBack: (head: string, c: MarkChange, owner: string, blocks: readonly ReadyBlock[]) =>
    `Ready mark taken back on ${short(head)} (${blocks.map(readyBlockText).join('; ')}): ${markWrites(c, owner, false)}.`,
  notReady: (head: string, blocks: readonly ReadyBlock[]) =>
    `Not marked ready for review on ${short(head)}: ${blocks.map(readyBlockText).join('; ')}.`,
  waiting: (reason: Reason) => `Waiting: ${reasonWords(reason)}.`,
  waitingOnGroup: (head: string, reason: Reason) => `Waiting on merge group ${head}: ${reasonWords(reason)}.`,
  /** Also a note of the verdict's summary. */
  headMovedDuringWait: (from: string, to: string) =>
    `The head moved from ${short(from)} to ${short(to)} during the wait; the evaluation restarted on the new head.`,
  updatingBranch: (baseRef: string, head: string, because: 'conflict' | 'behind') =>
    `Merging the base branch ${baseRef} into the head ${short(head)} (the PR ${because === 'conflict' ? 'conflicts' : 'is behind'}).`,
  /** A note of the verdict's summary. */
  branchUpdated: (baseRef: string, head: string) =>
    `ci-wait merged ${baseRef} into the branch (update-branch on ${short(head)}).`,
  /** A note of the verdict's summary, in observe mode. */
  wouldMerge: (number: number, head: string, method: MergeMethod) =>
    `Observe mode: enforcement would have merged PR #${number} at ${short(head)} (${method}) now; it stays open.`,
  merging: (number: number, head: string, method: MergeMethod) =>
    `Merging PR #${number} at ${short(head)} (${method}).`,
  mergeRetry: (message: string) => `The merge request failed (${message}); the PR is still open, trying again.`,
  headMovedBeforeVerdict: (now: string) => `${movedBeforeVerdict(now)}; evaluating the new head.`,
  otherUnjudged: (number: number, error: string) => `PR #${number} on the same commit could not be judged: ${error}`,
  nothingToJudge: (skip: EventSkip) => `Nothing to judge: ${skipText(skip)}.`,
  noPullOnHead: (sha: string) => `No open pull request has ${sha} as its head: nothing to judge.`,
  requiredUnreadable: (why: string) =>
    `The checks the base requires are not known (${why}): relying on the checks that appear.`,
  countNotKept: (attempt: number) =>
    `ci-wait has no comment on this PR to keep its state in: failed round ${attempt} is kept in the check only.`,
};

/** The check on a PR whose count of failed rounds could not be read: it fails, and says how to go on. */
export function countUnreadableCheck(reason: Reason, head: string): { title: string; summary: string } {
  return {
    title: "Refused: ci-wait could not read this PR's count of failed rounds",
    summary: [
      `Outcome: **${OUTCOME_WORDS.error}** on ${code(head)}: ${mdText(reasonWords(reason))}.`,
      '',
      'ci-wait keeps the count of failed rounds in this check on each head the PR had, so that deleting its ' +
        'comments does not reset it. Nothing else was written on the PR. Re-run this job once GitHub answers: ' +
        'ci-wait continues from the count it kept.',
    ].join('\n'),
  };
}

/** A head that kept moving under the run, in the error that ends it. */
export function keptMoving(number: number, now: string, times: number): string {
  return `PR #${number}: ${movedBeforeVerdict(now)}, ${times} times in a row; the next push event judges it.`;
}
