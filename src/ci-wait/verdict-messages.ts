/**
 * ci-wait's words for its verdict: the check on the commit (one PR's, or a commit that heads several), the job
 * summary and its tables, and a merge group's check. The words of reasons, comments and the log: `./messages.ts`.
 */
import type { MergeGroupEvent } from '../core/merge-group.js';
import type { SummaryTable } from '../core/report.js';
import { htmlCode, htmlLink, htmlText, mdCode as code, mdLink, mdText, plainLine, short } from '../core/untrusted.js';
import { failingNames } from '../core/pr/commit-verdict-messages.js';
import type { GroupMemberFailure, Outcome, PartReason } from './decide.js';
import type { VerdictTitle } from './decide-verdict.js';
import type { Reason } from './reason.js';
import type { GroupReport, PullReport } from './report.js';
import type { CheckItem, ExclusionReason, Selection } from './selection.js';
import type { WaitNote } from './wait-note.js';
import { OUTCOME_WORDS, noteText, readyLine, reasonText } from './messages.js';

// ---------------------------------------------------------------------------------------------
// The verdict check and the job summary

const VERDICT_TITLES: Partial<Record<Outcome, (reason: string) => string>> = {
  success: () => 'CI passed and the PR can merge',
  merged: () => 'CI passed; merged',
  ci_failed: (r) => `CI failed: ${r}`,
  conflict: () => 'The PR conflicts with its base branch',
  timeout: (r) => `Timed out: ${r}`,
  no_checks: (r) => `No checks: ${r}`,
  merge_failed: () => 'Merge refused',
  needs_human: () => 'On hold: needs a human',
};

export function verdictTitle(outcome: Outcome, reason: Reason): string {
  // A check run title is shown as plain text: one line, at most 200 characters.
  return plainLine((VERDICT_TITLES[outcome] ?? ((r: string) => r))(reasonText(outcome, reason)), 200);
}

const REASONS: Record<ExclusionReason, string> = {
  mergexo: "mergexo's own",
  'status-named-mergexo': 'a commit status named like a mergexo check (mergexo writes check runs only)',
  self: 'the job running ci-wait',
  'not-selected': "not in 'checks'",
  ignored: "in 'ignore-checks'",
  superseded: 'superseded by a newer run',
};

/** The rows of the checks table, as HTML cells (job summary) or markdown table cells (check run summary). */
export function checkRows(selection: Selection, html: boolean): string[][] {
  const name = (n: string) => (html ? htmlCode(n) : code(n, { table: true }));
  const word = (w: string) => (html ? htmlText(w) : mdText(w));
  const url = (c: CheckItem) => (html ? (c.url ? htmlLink('details', c.url) : '') : mdLink('details', c.url));
  const icon = { passed: '✅', failed: '❌', pending: '⏳' } as const;
  return [
    ...selection.counted.map((c) => [
      name(c.name),
      c.kind === 'status' ? 'status' : 'check run',
      `${icon[c.result]} ${word(c.conclusion)}`,
      'waited for',
      url(c),
    ]),
    ...selection.missing.map((n) => [name(n), 'required', '⏳ never appeared', 'waited for', '']),
    ...selection.excluded.map(({ item, reason }) => [
      name(item.name),
      item.kind === 'status' ? 'status' : 'check run',
      `${icon[item.result]} ${word(item.conclusion)}`,
      `not counted: ${REASONS[reason]}`,
      url(item),
    ]),
  ];
}

/** What to do, for outcomes that ask the author to act but have no finding comment to say it in. */
const VERDICT_HINTS: Partial<Record<Outcome, string>> = {
  no_checks:
    'Nothing to wait for appeared. A branch updated with `GITHUB_TOKEN` starts no workflows: push a commit (or ' +
    're-run CI) to get checks. If this repository has no CI, set `allow-no-checks: true`.',
};

export function verdictSummary(input: {
  outcome: Outcome;
  reason: Reason;
  head: string;
  attempt: number;
  maxAttempts: number;
  selection: Selection;
  notes: readonly WaitNote[];
}): string {
  const rows = checkRows(input.selection, false);
  const hint = VERDICT_HINTS[input.outcome];
  return [
    `Outcome: **${OUTCOME_WORDS[input.outcome]}** on ${code(input.head)}: ${mdText(reasonText(input.outcome, input.reason))}.`,
    ...(hint ? ['', hint] : []),
    '',
    `State: ${input.attempt} failed round${input.attempt === 1 ? '' : 's'} of ${input.maxAttempts} counted on this PR.`,
    ...input.notes.map((n) => `\n${mdText(noteText(n))}`),
    '',
    ...checkTable(rows, 'No checks on this head.'),
  ].join('\n');
}

/** The job summary's columns for one commit's checks (`checkRows(selection, true)`). */
const CHECK_HEADER = ['check', 'type', 'result', 'counted', 'link'];

/** The job summary's table of one commit's checks; none at all when no check was looked at (an empty header). */
function checkSummaryTable(selection: Selection): Pick<SummaryTable, 'header' | 'rows'> {
  const rows = checkRows(selection, true);
  return rows.length === 0 ? { header: [], rows: [] } : { header: CHECK_HEADER, rows };
}

/** The job summary; `skipped` says why no PR was looked at, when the event itself was not worth judging. */
export function summaryTable(reports: readonly PullReport[], maxAttempts: number, skipped?: string): SummaryTable {
  const single = reports.length === 1 ? reports[0] : undefined;
  if (single) {
    return {
      heading: `mergexo/ci-wait: PR #${single.number} ${OUTCOME_WORDS[single.outcome]}`,
      lead:
        `${htmlText(reasonText(single.outcome, single.reason))}. Head ${htmlCode(single.head)}; failed rounds ${single.attempt} of ${maxAttempts}.` +
        (single.ready ? ` ${htmlText(readyLine(single.ready))}` : ''),
      ...checkSummaryTable(single.selection),
    };
  }
  return {
    heading: `mergexo/ci-wait: ${reports.length} pull request${reports.length === 1 ? '' : 's'}`,
    lead:
      reports.length === 0
        ? htmlText(skipped ?? 'No open pull request has this commit as its head: nothing to judge.')
        : undefined,
    header: ['PR', 'outcome', 'head', 'failed rounds', 'reason'],
    rows: reports.map((r) => [
      `#${r.number}`,
      OUTCOME_WORDS[r.outcome],
      htmlCode(short(r.head)),
      `${r.attempt} of ${maxAttempts}`,
      htmlText(reasonText(r.outcome, r.reason) + (r.ready ? `. ${readyLine(r.ready)}` : '')),
    ]),
  };
}

// ---------------------------------------------------------------------------------------------
// A commit that heads several open PRs (src/core/pr/commit-verdict.ts): its check passes only when each does.

/** Why another PR on the commit does not pass, in mergexo's own words (its check names stay out of the check). */
const OTHER_FAILS: Partial<Record<Outcome, string>> = {
  ci_failed: 'CI failed',
  conflict: 'conflicts with its base',
  timeout: 'timed out',
  merge_failed: 'merge refused',
  no_checks: 'no checks',
  needs_human: 'on hold for a human',
  pending: 'checks still running or expected',
  shared_head: 'another PR on its commit fails',
};

/** Why a PR fails a commit or a merge group, in mergexo's own words (core's `sharedHeadLine` renders with it). */
export function partReasonText(reason: PartReason): string {
  switch (reason.kind) {
    case 'outcome':
      return OTHER_FAILS[reason.outcome] ?? reason.outcome;
    case 'unjudged':
      // Another PR on the commit that could not be judged: it fails the commit, and this says why.
      return 'could not be judged (GitHub did not answer)';
    case 'group-member':
      return groupMemberFails(reason.failure, reason.state, reason.head, reason.conclusion);
  }
}

/** The verdict check's title: the PR's own outcome, or the other PRs on its commit that keep it from passing. */
export function verdictCheckTitle(title: VerdictTitle, outcome: Outcome, reason: Reason): string {
  return title.kind === 'shared' ? sharedHeadTitle(failingNames(title.failing)) : verdictTitle(outcome, reason);
}

/** The verdict title when the commit fails because of another PR on it (`failing` is mergexo's own words). */
export function sharedHeadTitle(failing: string): string {
  return plainLine(`This commit also heads ${failing}, which does not pass`, 200);
}

/** The verdict's table of checks, one row each, or a line saying there were none. */
export function checkTable(rows: readonly string[][], none: string): string[] {
  if (rows.length === 0) return [none];
  return [
    '| check | type | result | counted | |',
    '| --- | --- | --- | --- | --- |',
    // Every cell is built for a table already (pipes escaped): joined as is.
    ...rows.map((r) => `| ${r.join(' | ')} |`),
  ];
}

// ---------------------------------------------------------------------------------------------
// merge_group (merge-group.ts): the checks of the queue's own commit

export function groupCheckSummary(report: GroupReport, group: MergeGroupEvent): string {
  const rows = checkRows(report.selection, false);
  return [
    `Outcome: **${OUTCOME_WORDS[report.outcome]}** on the merge group commit ${code(group.headSha)} ` +
      `(${code(group.headRef)}): ${mdText(reasonText(report.outcome, report.reason))}.`,
    '',
    'In the merge queue, the CI that counts is the CI of the group commit: the base with the PRs ahead and ' +
      (report.number ? `PR #${report.number}` : 'the queued PR') +
      ' merged in. No label, comment or merge is made for a merge group.',
    '',
    ...checkTable(rows, 'No checks on this commit.'),
  ].join('\n');
}

/** Why a PR of a merge group fails the group (`groupMemberFailure`). */
function groupMemberFails(
  failure: GroupMemberFailure,
  state: string,
  head: string,
  conclusion: string | null | undefined,
): string {
  switch (failure) {
    case 'not-open':
      return `it is ${state.toLowerCase()}`;
    case 'unjudged':
      return `ci-wait has no verdict on its head ${short(head)}`;
    case 'refused':
      return `ci-wait's verdict on its head ${short(head)} is ${conclusion ?? 'unknown'}`;
  }
}

export function groupSummary(report: GroupReport, group: MergeGroupEvent): SummaryTable {
  return {
    heading: `mergexo/ci-wait: merge group ${OUTCOME_WORDS[report.outcome]}`,
    lead: `${htmlText(reasonText(report.outcome, report.reason))}. Group commit ${htmlCode(group.headSha)}, ref ${htmlCode(group.headRef)}.`,
    ...checkSummaryTable(report.selection),
  };
}
