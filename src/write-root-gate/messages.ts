/**
 * Every word write-root-gate writes on a PR: its check, quarantine comment, annotations and log lines (the lease's
 * words in `lease-messages.ts`, the merge group's in `group-messages.ts`, the job summary's in `report-messages.ts`).
 */
import type { Annotation } from '../core/pr/checks.js';
import type { CommentResult } from '../core/pr/comments.js';
import { failingNames } from '../core/pr/commit-verdict-messages.js';
import type { PullPart } from '../core/pure/commit-verdict.js';
import { utf8Bytes } from '../core/utf8.js';
import { logLine, mdCode as code, mdText as text } from '../core/untrusted.js';
import type { StepAnnotation } from './job.js';
import type { ChangeSet } from './changed-paths.js';
import type { GateDecision, Violation } from './rules/decide.js';
import { verdictReserve, type ResourceLeft } from '../core/github/rate-budget.js';
import { utcTime } from '../core/github/wait-budget.js';
import type { ResolvedLease } from './rules/lease-config.js';
import type { Undecided } from './rules/undecided.js';
import type { WriteRootGateSettings } from './settings.js';
import { RULE_TEXT, describeLease, leaseReasonText, violationDetail } from './lease-messages.js';

// Paths, symlink targets, branch names and labels are the PR's: paths in code spans, the sentences
// that quote them (a change's detail, why a lease applies) as defused text.

/** How many offending paths the PR comment lists before pointing at the check. */
export const COMMENT_PATH_LIMIT = 50;
/**
 * Room for the check run text, in UTF-8 bytes: GitHub allows 65,535 bytes (not characters; github/docs#35252),
 * and a PR's file names may be multibyte. The rows stop below it, so the list ends with its own "and N more".
 */
const CHECK_TEXT_BUDGET = 60_000;

export const CLOSED_LOG = 'The pull request was closed; there is nothing to judge.';

export function rootsLine(roots: readonly string[]): string {
  return roots.length ? roots.map((r) => code(r)).join(', ') : '_(none)_';
}

export function leaseExample(settings: WriteRootGateSettings): string {
  return [
    `Give the PR a lease: list its write roots in ${code(settings.leaseFile)} on the base branch, for example`,
    '',
    '```yaml',
    'write-root-gate:',
    '  leases:',
    '    - name: billing-agent',
    '      match:',
    "        branch: 'agent/billing/**'    # or author: some-bot[bot], or label: lease/billing",
    '      roots:',
    '        - services/billing',
    "        - 'tests/billing/**'",
    '```',
    '',
    'or pass roots to every PR with the workflow input `write-roots`. The gate re-runs on the next push or label change.',
  ].join('\n');
}

function violationRow(v: Violation): string {
  return `| ${code(v.path, { table: true })} | ${text(RULE_TEXT[v.rule])} | ${text(violationDetail(v.detail))} |`;
}

/** The state the verdict was decided on, written into every check so the Checks tab tells the whole story. */
function stateLines(lease: ResolvedLease, changes: ChangeSet | undefined, headSha: string, baseSha: string): string[] {
  const lines = [
    lease.source === 'none'
      ? `**Lease:** none: ${text(leaseReasonText(lease.why))}.`
      : `**Lease:** ${text(describeLease(lease))}.`,
    `**Roots:** ${rootsLine(lease.roots)}`,
    `**Head:** ${code(headSha)}; lease file read at base ${code(baseSha)}.`,
  ];
  if (changes) {
    const list =
      changes.githubList === 'complete'
        ? `GitHub listed the PR's ${changes.listed} file${changes.listed === 1 ? '' : 's'}`
        : changes.githubList === 'truncated'
          ? `GitHub listed ${changes.listed} of ${changes.changedFiles} files, so git's diff supplied the complete list`
          : `GitHub reports ${changes.changedFiles} changed files, beyond its 3,000-file list, so git's diff supplied the complete list`;
    lines.push(
      `**Changes:** ${list}${changes.gitDiff ? ` (file modes from git, merge base ${code(changes.mergeBase)})` : ''}.`,
    );
  }
  return lines;
}

export interface CheckText {
  title: string;
  summary: string;
  text?: string;
}

export function checkText(
  decision: GateDecision,
  lease: ResolvedLease,
  changes: ChangeSet,
  headSha: string,
  baseSha: string,
  settings: WriteRootGateSettings,
): CheckText {
  const state = stateLines(lease, changes, headSha, baseSha);
  if (decision.verdict === 'pass') {
    return {
      title: `Inside the write roots (${decision.written} path${decision.written === 1 ? '' : 's'})`,
      summary: [`Every path this PR writes is inside its lease.`, ...state].join('\n\n'),
    };
  }
  const n = decision.violations.length;
  const summary = [
    `This PR writes ${n} path${n === 1 ? '' : 's'} outside its lease; it is quarantined (label ${code(settings.quarantineLabel)}, auto-merge off).`,
    ...state,
    ...(lease.source === 'none' ? [leaseExample(settings)] : []),
  ].join('\n\n');
  const header = ['| path | rule broken | change |', '| --- | --- | --- |'];
  const rows: string[] = [];
  let size = utf8Bytes(header.join('\n'));
  for (const v of decision.violations) {
    const row = violationRow(v);
    const bytes = utf8Bytes(row);
    if (size + bytes + 200 > CHECK_TEXT_BUDGET) break;
    rows.push(row);
    size += bytes + 1;
  }
  const rest = n - rows.length;
  const text = [
    ...header,
    ...rows,
    ...(rest > 0 ? ['', `…and ${rest} more: the job summary and the step output \`violations\` list every path.`] : []),
  ].join('\n');
  return { title: `Refused: ${n} path${n === 1 ? '' : 's'} outside the write roots`, summary, text };
}

export function undecidableCheckText(
  reason: string,
  headSha: string | undefined,
  baseSha: string | undefined,
): CheckText {
  return {
    title: 'Refused: could not decide',
    summary: [
      `mergexo/write-root-gate could not read everything this PR writes, so it refuses (it never passes on partial data): ${text(reason)}`,
      'Re-run the job; if it keeps failing, the message above says what is missing.',
      `**Head:** ${code(headSha ?? 'unknown')}${baseSha ? `; base ${code(baseSha)}` : ''}.`,
    ].join('\n\n'),
  };
}

/**
 * The check while a retargeted PR is judged again: pending, so the verdict written for the old base no longer
 * reads as this commit's. Branch names are the PR's (anyone can push a branch): code spans.
 */
export function baseChangedCheckText(from: string | undefined, to: string | undefined): CheckText {
  const move = from && to ? ` from ${code(from)} to ${code(to)}` : '';
  return {
    title: 'Pending: the base changed, judging again',
    summary: [
      `This PR's base branch changed${move}. The lease and what the merge writes both depend on the base, so ` +
        'the verdict given for the old base no longer holds: auto-merge is turned off and this run judges the PR ' +
        'against its new base.',
      'If this check stays pending, re-run the job.',
    ].join('\n\n'),
  };
}

/** The log line of a run that finds its PR retargeted once judged (branch names are the PR's). */
export function baseMovedLog(from: string, to: string): string {
  return logLine(`The PR's base changed from ${from} to ${to} during evaluation; evaluating it against the new base.`);
}

export const BASE_KEPT_MOVING =
  "the PR's base branch kept changing while it was evaluated; the next edited event will judge it.";

export function configurationCheckText(message: string): CheckText {
  return {
    title: 'Refused: configuration error',
    summary:
      'mergexo/write-root-gate cannot judge this PR until its configuration is fixed (the lease file, an input or a ' +
      `permission), so nothing passes. Fix this, then re-run the job or push: ${text(message)}`,
  };
}

/** The one quarantine comment, edited in place as the findings change. */
export function quarantineCommentText(
  decision: GateDecision,
  lease: ResolvedLease,
  settings: WriteRootGateSettings,
): string {
  const n = decision.violations.length;
  const shown = decision.violations.slice(0, COMMENT_PATH_LIMIT);
  const lines = [
    `### ⛔ mergexo/write-root-gate quarantined this pull request`,
    '',
    lease.source === 'none'
      ? `No lease applies to this PR: ${text(leaseReasonText(lease.why))}. It may write nothing, so ${n === 1 ? 'its one path is' : `all ${n} of its paths are`} out of bounds.`
      : `This PR writes ${n} path${n === 1 ? '' : 's'} outside its lease **${text(lease.name)}** (${lease.origin ? `${text(lease.origin)}: ` : ''}${text(leaseReasonText(lease.why))}).`,
    '',
    `Write roots: ${rootsLine(lease.roots)}`,
    '',
    '| path | rule broken | change |',
    '| --- | --- | --- |',
    ...shown.map(violationRow),
  ];
  if (n > shown.length)
    lines.push('', `…and ${n - shown.length} more: the ${code(settings.checkName)} check lists every path.`);
  lines.push(
    '',
    `Auto-merge is off, the label ${code(settings.quarantineLabel)} is on and the check ${code(settings.checkName)} fails ` +
      'until a push brings the PR back inside its roots; this comment is updated then.',
    '',
  );
  if (lease.source === 'none') {
    lines.push(leaseExample(settings));
  } else {
    lines.push(
      '**Ways out:** revert or move the changes outside the roots and push, or ask a maintainer to widen the lease in ' +
        `${code(settings.leaseFile)} on the base branch (a PR cannot widen its own lease: the file is read from the base).`,
    );
  }
  return lines.join('\n');
}

export function backInBoundsCommentText(lease: ResolvedLease, settings: WriteRootGateSettings): string {
  return [
    `### ✅ mergexo/write-root-gate: back inside the write roots`,
    '',
    `Every path this PR now writes is inside its lease **${text(lease.name)}** (${rootsLine(lease.roots)}).`,
    `The label ${code(settings.quarantineLabel)} is removed and the check ${code(settings.checkName)} passes. ` +
      'Auto-merge stays off until someone turns it on again.',
  ].join('\n');
}

/** The head's check when this PR is in bounds but another open PR on the same commit is not. */
export function sharedRefusalCheckText(failing: readonly PullPart[], shared: string): CheckText {
  return {
    title: `Refused: this commit also heads ${failingNames(failing)}, which writes outside its roots`,
    summary: shared,
  };
}

/** How many paths the check annotates: one check-run request's worth; the check text lists every path. */
const MAX_CHECK_ANNOTATIONS = 50;
/** GitHub shows at most 10 error annotations per step. */
export const MAX_STEP_ANNOTATIONS = 10;

/** The check's annotations of a refusal, one per offending path (the first 50). */
export function checkAnnotations(decision: GateDecision, lease: ResolvedLease): Annotation[] {
  return decision.violations.slice(0, MAX_CHECK_ANNOTATIONS).map((v) => ({
    path: v.path,
    title: `Outside the lease '${lease.name}'`,
    message: `${RULE_TEXT[v.rule]}: ${violationDetail(v.detail)}`,
  }));
}

export function stepAnnotations(decision: GateDecision): StepAnnotation[] {
  return decision.violations.slice(0, MAX_STEP_ANNOTATIONS).map((v) => ({
    message: `${RULE_TEXT[v.rule]}: ${violationDetail(v.detail)}`,
    file: v.path,
    title: 'mergexo/write-root-gate',
  }));
}

/** The words of the gate's writes, as the job summary and the log report them. */
export const EFFECT = {
  check: (conclusion: string, sha: string) => `write the ${conclusion} check on ${sha}`,
  checkWritten: (id: number) => `check run ${id}`,
  pending: (sha: string) => `set the check on ${sha} back to pending (the base changed)`,
  pendingWritten: (id: number) => `check run ${id} in progress`,
  autoMerge: 'disable auto-merge',
  autoMergeDone: 'auto-merge disabled',
  /** GitHub asks for `contents: write` too (ohdearquant/khive#1066): the fix, in one line. */
  autoMergeForbidden:
    'the token may not turn auto-merge off (Resource not accessible by integration): GitHub asks for ' +
    "`contents: write` beside `pull-requests: write` for it. Add both to the job's `permissions:` block (and, " +
    'for a GitHub App, grant Contents: Read and write and mint its token with `permission-contents: write`).',
  addLabel: (label: string) => `add the label '${label}'`,
  labelAdded: 'label added',
  labelThere: 'label already there',
  labelNotCreated: 'the repository has no such label and GitHub would not create it for this token',
  removeLabel: (label: string) => `remove the label '${label}'`,
  labelRemoved: 'label removed',
  comment: 'comment on the pull request',
  updateComment: 'update the quarantine comment',
  commentResult: (r: CommentResult) => (r === 'unchanged' ? 'comment already up to date' : `comment ${r}`),
  failed: (what: string, detail: string) => `mergexo/write-root-gate: could not ${what}: ${detail}`,
  /** Observe mode (src/core/enforcement.ts): what enforcement would have written, and that nothing was. */
  observed: 'write nothing on the pull request (observe mode)',
  wouldQuarantine: (label: string) =>
    `nothing written; enforcement would have disabled auto-merge, added the label '${label}' and commented`,
  wouldRelease: (label: string) =>
    `nothing written; enforcement would have removed the label '${label}' and updated the quarantine comment`,
  takeBackReady: 'take back the ready for review mark',
  deferred: "defer what can wait (GitHub's REST budget is nearly spent)",
  deferredLine: (number: number, what: readonly string[], left: ResourceLeft) =>
    deferredForBudgetLine(number, what, left),
  readyTakenBack: 'ready mark taken back',
  readyNotThere: 'no ready mark to take back',
} as const;

/** The log line of writes deferred because GitHub's REST budget is below what mergexo keeps for verdicts. */
export function deferredForBudgetLine(number: number, what: readonly string[], left: ResourceLeft): string {
  const at = utcTime(new Date(left.resetAt * 1000));
  return (
    `PR #${number}: GitHub's REST budget for this token is nearly spent (${left.remaining} of ${left.limit} ` +
    `requests left until ${at}, below the ${verdictReserve(left.limit)} mergexo keeps for verdicts). The verdict ` +
    `is written; deferred: ${what.join('; ')}. The PR's next run writes them (its next push, or this job re-run ` +
    `after ${at}).`
  );
}

/** Why the gate could not decide when GitHub or git kept failing. */
export function failedAfterRetries(message: string): string {
  return `GitHub or git failed after retries: ${message}`;
}

/** Why the gate could not decide, as its check and the step's summary say it. */
export function undecidedReason(why: Undecided): string {
  return why.kind === 'failed' ? failedAfterRetries(why.error) : why.message;
}
