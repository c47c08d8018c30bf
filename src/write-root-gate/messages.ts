import type { Annotation } from '../core/pr/checks.js';
import type { CommentResult } from '../core/pr/comments.js';
import { failingNames } from '../core/pr/commit-verdict-messages.js';
import type { PullPart } from '../core/pure/commit-verdict.js';
import type { SummaryTable } from '../core/report.js';
import { utf8Bytes } from '../core/utf8.js';
import { htmlCode, htmlText, logLine, mdCode as code, mdText as text, plural, short } from '../core/untrusted.js';
import type { GateResult, StepAnnotation } from './job.js';
import type { ChangeSet } from './changed-paths.js';
import type { ChangeFacts, GateDecision, Rule, Violation, ViolationDetail } from './decide.js';
import type { SymlinkTarget } from '../core/pure/git-diff.js';
import { verdictReserve, type ResourceLeft } from '../core/github/rate-budget.js';
import { utcTime } from '../core/github/wait-budget.js';
import { invalidPathReason } from '../core/pure/paths/normalize.js';
import type { LeaseWhy, MatchHeld, ResolvedLease } from './lease-config.js';
import type { WriteRootGateSettings } from './settings.js';

/** The conditions of a lease's `match` that held, in a phrase (none: the lease applies to every PR). */
export function matchHeldText(held: readonly MatchHeld[]): string {
  if (held.length === 0) return 'it applies to every pull request';
  const phrase = (h: MatchHeld): string => {
    switch (h.kind) {
      case 'branch':
        return `head branch '${h.branch}' matches '${h.glob}'`;
      case 'author':
        return `author is @${h.login}`;
      case 'label':
        return `label '${h.label}' is on the PR`;
    }
  };
  return held.map(phrase).join(' and ');
}

/** Why a lease applies to a PR, or why none does, in words. */
export function leaseReasonText(why: LeaseWhy): string {
  const app = why.bareApp;
  const hint = app
    ? `; lease ${app.leases.map((l) => `'${l.name}' (line ${l.line})`).join(', ')} names author ${app.bare}, ` +
      `a user's login, which never matches the App: write author: ${app.author} for the App`
    : '';
  switch (why.kind) {
    case 'matched':
      return matchHeldText(why.held) + (why.inputAdded ? "; the workflow's write-roots are added" : '') + hint;
    case 'input':
      return (
        (why.fileLeases
          ? `no lease in ${why.leaseFile} matches this PR, so the workflow's write-roots apply`
          : "the workflow's write-roots apply to every PR") + hint
      );
    case 'none': {
      const pr = why.subject;
      const facts =
        `branch '${pr.headRef}', author @${pr.author}` +
        (pr.labels.length ? `, labels ${pr.labels.map((l) => `'${l}'`).join(', ')}` : ', no labels') +
        (pr.isCrossRepository ? ', from a fork' : '');
      return (
        (why.fileLeases
          ? `no lease in ${why.leaseFile} matches this PR (${facts})`
          : `no lease is configured: no write-roots input and no leases in ${why.leaseFile}`) + hint
      );
    }
  }
}

/** The lease in a phrase: `billing-agent (.github/mergexo.yml line 5: head branch 'x' matches 'y')`. */
export function describeLease(lease: ResolvedLease): string {
  return `${lease.name} (${lease.origin ? `${lease.origin}: ` : ''}${leaseReasonText(lease.why)})`;
}

// Paths, symlink targets, branch names and labels are the PR's: paths in code spans, the sentences
// that quote them (a change's detail, why a lease applies) as defused text.

/** The rule a path broke, as the check, comment and job summary name it. */
export const RULE_TEXT: Record<Rule, string> = {
  'no-lease': 'no lease applies to this PR, so it may write nothing',
  'invalid-path':
    "a path git refuses to check out (a '..' or '.git' segment), which only a crafted tree holds: no lease may write it; push a commit that removes it",
  'outside-roots': 'outside the write roots',
  'lease-file': "mergexo's lease file: only a root naming it exactly may change it",
  'protected-path':
    'protected path (workflows, CODEOWNERS, the protected-paths input): only a lease with a root naming it, or inside its directory (such as .github/workflows/), may change it',
  submodule: 'submodule change: only a root naming the submodule exactly may change it',
  'symlink-escape': 'symlink inside the roots that points outside them',
};

/** What the PR did to a path, in words ("renamed to x", "removed", "symlink to '../../secrets', ..."). */
export function violationDetail(detail: ViolationDetail): string {
  if (detail.kind === 'symlink') return describeSymlink(detail.link);
  const change = describeChange(detail);
  if (!detail.refused) return change;
  const why =
    detail.refused.kind === 'invalid-path'
      ? `git refuses ${invalidPathReason(detail.refused.path) ?? 'it'}`
      : `it holds the protected '${detail.refused.area}', so no lease may turn it into a file, symlink or submodule`;
  return `${change}; ${why}`;
}

function describeChange(facts: ChangeFacts): string {
  const change = describeDiff(facts);
  switch (facts.via) {
    case 'merge':
      return `${change} by merging the PR into its base (the PR's diff against its merge base does not show it)`;
    case 'conflict':
      return 'conflicts when the PR is merged into its base';
    default:
      return change;
  }
}

function describeDiff(facts: ChangeFacts): string {
  const kind = facts.object === 'file' ? '' : `${facts.object} `;
  const other = facts.counterpart ? `${facts.counterpart.side} ${facts.counterpart.path}` : '';
  switch (facts.status) {
    case 'added':
    case 'removed':
    case 'modified':
      return `${kind}${facts.status}`;
    case 'changed':
      return facts.modes
        ? `${kind}mode changed ${facts.modes.from} → ${facts.modes.to}`
        : `${kind}type or mode changed`;
    case 'renamed':
    case 'copied':
      return `${kind}${facts.status} ${other}`;
  }
}

function describeSymlink(link: SymlinkTarget | undefined): string {
  if (!link) return 'symlink whose target could not be read';
  if ('resolved' in link) return `symlink to '${link.target}', which resolves to '${link.resolved || '.'}'`;
  switch (link.escapes) {
    case 'absolute':
      return `symlink to the absolute path '${link.target}'`;
    case 'outside-repository':
      return `symlink to '${link.target}', which leaves the repository`;
    case 'loop':
      return `symlink to '${link.target}', which loops`;
    case 'unreadable':
      return `symlink to '${link.target}', which could not be resolved`;
  }
}

/** How many offending paths the PR comment lists before pointing at the check. */
export const COMMENT_PATH_LIMIT = 50;
/**
 * Room for the check run text, in UTF-8 bytes: GitHub allows 65,535 bytes (not characters; github/docs#35252),
 * and a PR's file names may be multibyte. The rows stop below it, so the list ends with its own "and N more".
 */
const CHECK_TEXT_BUDGET = 60_000;

/** A merge_group run whose payload was overridden or is not GitHub's. */
export const MERGE_GROUP_PAYLOAD_ERROR =
  'The merge_group event payload has no merge_group.head_sha and head_ref. Run the gate on the ' +
  '`merge_group` event GitHub sends for a merge queue, without overriding the event payload.';

/** A merge group that names no PR is refused, so the queue drops it instead of waiting on the check. */
export const groupWithoutPullMessage = (headRef: string): string =>
  `mergexo/write-root-gate: merge group ${logLine(headRef)} names no pull request; refused. Queue the pull requests again.`;

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

/** The group commit's check when the merge group's ref names no pull request. */
export function unnamedMergeGroupCheckText(headRef: string): CheckText {
  return {
    title: 'Refused: merge group names no pull request',
    summary: `The merge group ref ${code(headRef)} does not name a pull request (${code('pr-<number>-<sha>')}), so its changes cannot be matched to a lease.`,
  };
}

/** What the group commit's check says above the queued PR's verdict. */
export function mergeGroupNote(
  headSha: string,
  headRef: string,
  number: number,
  ahead: readonly number[] = [],
): string {
  const others = ahead.length
    ? ` Every PR ahead of it in the queue, whose changes the group also holds (${ahead.map((n) => `#${n}`).join(', ')}), was re-judged too and passes.`
    : '';
  return `Merge group ${code(headSha)} (${code(headRef)}): verdict of PR #${number}, re-judged now.${others}`;
}

/** The group commit's check when a PR ahead of the queued one is refused: the group lands them all or none. */
export function groupMemberRefusedCheckText(
  failing: readonly PullPart[],
  number: number,
  ownPasses: boolean,
): CheckText {
  return {
    title: `Refused: this merge group also holds ${failingNames(failing)}, which writes outside its roots`,
    summary:
      `PR #${number} ${ownPasses ? 'is inside its own roots' : 'is refused itself'}, but the group commit also holds ` +
      `the changes of ${failingNames(failing)}, ahead of it in the queue, and ${failing.length === 1 ? 'that PR is' : 'those PRs are'} ` +
      'refused now (see the check on each head). A merge group lands every PR it holds (with "only merge ' +
      'non-failing pull requests" off, GitHub lands the PRs ahead with a later group even when their own group ' +
      'failed), so it passes only when each of them does.',
  };
}

/** The group commit's check when the queue cannot say which PRs the group holds. */
export function groupUnlistedCheckText(number: number, reason: string): CheckText {
  return {
    title: `Refused: could not tell which PRs this merge group holds (#${number})`,
    summary:
      `The gate judges every PR a merge group lands, and could not list the PRs ahead of #${number} in the queue: ` +
      `${text(reason)}. Not knowing a group's PRs is not vouching for them; queue the PR again for a new group.`,
  };
}

export function groupWithoutBaseReason(headRef: string): string {
  return `the merge_group event names no base branch (no base_ref, and the ref ${headRef} is not gh-readonly-queue/<base>/pr-<n>-<sha>)`;
}

export function judgingGroupMemberLine(number: number, groupSha: string): string {
  return `Judging PR #${number} for the merge group ${short(groupSha)}.`;
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

/** The job summary stays far below GitHub's 1 MiB limit. */
const SUMMARY_ROWS = 5000;

/** What a run reports besides its outputs: the job summary, and why the step fails when it does. */
export interface RunReport {
  summary: SummaryTable;
  failure?: string;
}

/** The job summary and the step's failure line of a judged PR (`groupSha`: judged for its merge group). */
export function runReport(
  result: GateResult,
  settings: WriteRootGateSettings,
  groupSha?: string,
): RunReport | undefined {
  const { decision, lease } = result;
  const effects = result.effects.map((e) => `${e.ok ? '✅' : '❌'} ${e.what}: ${htmlText(e.detail)}`).join('<br>');
  const where = `PR #${result.number}${groupSha ? ` (merge group ${short(groupSha)})` : ''}`;
  if (result.undecidable !== undefined) {
    const summary: SummaryTable = {
      heading: `mergexo/write-root-gate: ${where} refused ⛔ (could not decide)`,
      header: ['PR', 'head', 'verdict', 'reason'],
      rows: [[`#${result.number}`, htmlCode(result.headSha), 'refused', htmlText(result.undecidable)]],
      ...(effects ? { footer: effects } : {}),
    };
    return {
      summary,
      failure: `mergexo/write-root-gate could not decide on ${where} and refuses: ${logLine(result.undecidable)}`,
    };
  }
  if (result.groupFailing?.length) {
    const others = failingNames(result.groupFailing);
    const summary: SummaryTable = {
      heading: `mergexo/write-root-gate: ${where} refused ⛔ (the group also holds ${others})`,
      header: ['PR', 'verdict'],
      rows: [
        ...result.groupFailing.map((p) => [`#${p.number}`, 'refused (ahead in the queue)']),
        [`#${result.number}`, decision?.verdict === 'pass' && !result.sharedWith?.length ? 'pass' : 'refused'],
      ],
      ...(effects ? { footer: effects } : {}),
    };
    return {
      summary,
      failure: `mergexo/write-root-gate: the merge group of ${where} also holds ${others}, which is refused; a group lands every PR it holds.`,
    };
  }
  if (!decision || !lease) return undefined;
  if (result.sharedWith?.length) {
    const others = failingNames(result.sharedWith);
    const summary: SummaryTable = {
      heading: `mergexo/write-root-gate: ${where} refused ⛔ (its head also heads ${others})`,
      header: ['PR', 'head', 'verdict', 'why'],
      rows: [
        [
          `#${result.number}`,
          htmlCode(result.headSha),
          'refused',
          `inside its own roots, but the same commit heads ${others}, which is refused; a check on a commit counts for every PR it heads`,
        ],
      ],
    };
    return {
      summary,
      failure:
        `mergexo/write-root-gate: ${where} is inside its own roots, but its head ${result.headSha} also heads ${others}, ` +
        'which is refused; a check on a commit counts for every PR it heads, so it stays failing until each of them passes.',
    };
  }
  if (decision.verdict === 'refused') {
    const rows = decision.violations
      .slice(0, SUMMARY_ROWS)
      .map((v) => [htmlCode(v.path), htmlText(RULE_TEXT[v.rule]), htmlText(violationDetail(v.detail))]);
    const more = decision.violations.length - rows.length;
    const summary: SummaryTable = {
      heading: `mergexo/write-root-gate: ${where} refused ⛔`,
      lead:
        `${decision.violations.length} of ${decision.written} written paths are out of bounds. ` +
        `Lease <b>${htmlText(lease.name)}</b>${lease.origin ? ` (${htmlText(lease.origin)})` : ''}: ${htmlText(leaseReasonText(lease.why))}. Roots: ${lease.roots.length ? lease.roots.map((r) => htmlCode(r)).join(', ') : '<i>none</i>'}.`,
      header: ['path', 'rule broken', 'change'],
      rows,
      footer: [more > 0 ? `…and ${more} more (the step output <code>violations</code> lists every path).` : '', effects]
        .filter(Boolean)
        .join('<br>'),
    };
    // Paths can hold anything git allows: each is made a safe log line before it joins the message.
    const shown = decision.paths
      .slice(0, 5)
      .map((p) => logLine(p))
      .join(', ');
    const rest = decision.paths.length > 5 ? ` and ${decision.paths.length - 5} more` : '';
    // A write the user must fix (auto-merge left on for want of a permission) is named on the same line.
    const unfixed = result.effects
      .filter((e) => !e.ok && e.configuration)
      .map((e) => ` It could not ${e.what}: ${logLine(e.detail)}`)
      .join('');
    return {
      summary,
      failure:
        (lease.source === 'none'
          ? `mergexo/write-root-gate: ${where} is refused: no lease applies to it (${logLine(leaseReasonText(lease.why))}), so it may write ` +
            `none of its paths (${shown}${rest}). Add a lease for it in ${settings.leaseFile} ` +
            "on the base branch or list roots in the 'write-roots' input; the PR comment shows an example."
          : `mergexo/write-root-gate: ${where} is refused: ${plural(decision.paths.length, 'path')} outside the write roots of lease ` +
            `'${logLine(lease.name)}' (${logLine(rootsLine(lease.roots))}): ${shown}${rest}. See the check and the PR comment.`) +
        unfixed,
    };
  }
  const summary: SummaryTable = {
    heading: `mergexo/write-root-gate: ${where} inside its write roots ✅`,
    header: ['PR', 'head', 'verdict', 'lease', 'roots', 'paths written'],
    rows: [
      [
        `#${result.number}`,
        htmlCode(result.headSha),
        'pass',
        htmlText(lease.name),
        lease.roots.map((r) => htmlCode(r)).join('<br>'),
        String(decision.written),
      ],
    ],
    ...(effects ? { footer: effects } : {}),
  };
  // The verdict is a pass, but a side effect the user must fix (a missing permission, the
  // check itself) fails the step so it is noticed.
  const broken = result.effects.filter((e) => !e.ok && (e.configuration || e.verdict));
  if (broken.length === 0) return { summary };
  return {
    summary,
    failure: `mergexo/write-root-gate: ${where} is inside its roots, but ${broken.map((e) => `could not ${e.what} (${logLine(e.detail)})`).join('; ')}.`,
  };
}
