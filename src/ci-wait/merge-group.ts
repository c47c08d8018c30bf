/**
 * merge_group: what counts in the queue is the CI of the queue's own commit, the base plus the PRs ahead plus
 * this PR, not the CI each PR passed on its own head. So ci-wait waits for the checks on the group commit
 * (`merge_group.head_sha`) with the same rules as on a PR head: every check run and commit status, newest per
 * name, except mergexo's own checks and the job running ci-wait, narrowed by `checks`/`ignore-checks`, plus the
 * base branch's required checks that have not appeared; the same grace period, timeout and `allow-no-checks`.
 * It answers with `mergexo/ci-wait` on the group commit. The group branch is the queue's, read-only: ci-wait
 * writes no label or comment, merges nothing and updates no branch there (the queue merges the group itself,
 * and drops a PR whose group fails).
 */
import { writeVerdict } from '../core/checks.js';
import type { Clock } from '../core/clock.js';
import type { GitHubClient } from '../core/github/client.js';
import { mergeGroupBase, mergeGroupPullNumber, type MergeGroupEvent } from '../core/merge-group.js';
import type { Outputs, SummaryTable } from '../core/report.js';
import type { RepoRef } from '../core/pull-request.js';
import { htmlCode, htmlText, logLine, mdCode, mdText } from '../core/untrusted.js';
import { decideRound, type Outcome } from './decide.js';
import { checkRows, checkTable, OUTCOME_WORDS, verdictTitle } from './messages.js';
import type { Observer } from './observe.js';
import { selectChecks, type CheckItem, type Selection } from './selection.js';
import type { CiWaitSettings } from './settings.js';

export interface GroupDeps {
  client: GitHubClient;
  repo: RepoRef;
  observer: Observer;
  clock: Clock;
  log: (message: string) => void;
}

export interface GroupReport {
  outcome: Outcome;
  reason: string;
  head: string;
  /** The PR the group's ref names, when it names one. */
  number: number | undefined;
  selection: Selection;
  failed: CheckItem[];
}

/** Polls the group commit until its checks decide, as poll mode does on a PR head. */
async function evaluateGroup(
  deps: GroupDeps,
  settings: CiWaitSettings,
  group: MergeGroupEvent,
  startedAt: number,
): Promise<GroupReport> {
  const { observer, clock, log } = deps;
  const head = group.headSha;
  const base = mergeGroupBase(group);
  const deadline = startedAt + settings.timeoutMs;
  let required: string[] | undefined;
  let lastWait = '';
  for (;;) {
    const [runs, statuses] = await Promise.all([observer.checkRuns(head), observer.statuses(head)]);
    let selection = selectChecks(runs, statuses, required ?? [], settings);
    if (required === undefined && selection.counted.every((c) => c.result !== 'pending')) {
      required = base ? await observer.requiredChecks(base) : [];
      selection = selectChecks(runs, statuses, required, settings);
    }
    const now = clock.now();
    // The queue built the commit and tests it as it is: it always "can merge", and nothing is merged here.
    const round = decideRound({
      mode: 'poll',
      pr: { open: true, merged: false, head, mergeable: true, mergeableState: 'clean', held: false },
      checks: selection,
      graceOver: now - startedAt >= settings.graceMs,
      timedOut: now >= deadline,
      mergeabilityExhausted: false,
      branchUpdate: { state: 'refused', reason: 'a merge group branch is never updated' },
      onConflict: 'report',
      merge: undefined,
      allowNoChecks: settings.allowNoChecks,
    });
    if (round.kind === 'done') {
      const reason =
        round.outcome === 'success'
          ? selection.counted.length === 0
            ? 'no checks to wait for on the merge group commit'
            : 'every check on the merge group commit passed'
          : round.reason;
      return {
        outcome: round.outcome,
        reason,
        head,
        number: mergeGroupPullNumber(group.headRef),
        selection,
        failed: selection.counted.filter((c) => c.result === 'failed'),
      };
    }
    if (round.kind !== 'wait') throw new Error(`unreachable: a merge group round is never '${round.kind}'`);
    if (round.reason !== lastWait) log(`Waiting on merge group ${head}: ${round.reason}.`);
    lastWait = round.reason;
    await clock.sleep(Math.min(settings.intervalMs, Math.max(0, deadline - now)));
  }
}

function checkSummary(report: GroupReport, group: MergeGroupEvent): string {
  const rows = checkRows(report.selection, false);
  return [
    `Outcome: **${OUTCOME_WORDS[report.outcome]}** on the merge group commit ${mdCode(group.headSha)} ` +
      `(${mdCode(group.headRef)}): ${mdText(report.reason)}.`,
    '',
    'In the merge queue, the CI that counts is the CI of the group commit: the base with the PRs ahead and ' +
      (report.number ? `PR #${report.number}` : 'the queued PR') +
      ' merged in. No label, comment or merge is made for a merge group.',
    '',
    ...checkTable(rows, 'No checks on this commit.'),
  ].join('\n');
}

/** Waits for the group commit's checks and answers with the verdict check on it. */
export async function runMergeGroup(
  deps: GroupDeps,
  settings: CiWaitSettings,
  group: MergeGroupEvent,
  startedAt: number,
  detailsUrl: string | undefined,
): Promise<GroupReport> {
  const report = await evaluateGroup(deps, settings, group, startedAt);
  await writeVerdict(deps.client, deps.repo, {
    name: settings.checkName,
    headSha: group.headSha,
    conclusion: report.outcome === 'success' ? 'success' : 'failure',
    title: verdictTitle(report.outcome, report.reason),
    summary: checkSummary(report, group),
    ...(detailsUrl ? { detailsUrl } : {}),
  });
  return report;
}

export function groupOutputs(report: GroupReport): Outputs {
  return {
    outcome: report.outcome,
    'failed-checks': report.failed.map((c) => ({ name: c.name, conclusion: c.conclusion, url: c.url })),
    attempt: '',
    'pull-requests': report.number ? [report.number] : [],
  };
}

export function groupSummary(report: GroupReport, group: MergeGroupEvent): SummaryTable {
  return {
    heading: `mergexo/ci-wait: merge group ${OUTCOME_WORDS[report.outcome]}`,
    lead: `${htmlText(report.reason)}. Group commit ${htmlCode(group.headSha)}, ref ${htmlCode(group.headRef)}.`,
    header: ['check', 'type', 'result', 'counted', 'link'],
    rows: checkRows(report.selection, true),
  };
}

/** The step's failure line, or undefined when the group passed. */
export function groupFailure(report: GroupReport): string | undefined {
  if (report.outcome === 'success') return undefined;
  return logLine(`mergexo/ci-wait: merge group ${report.head} ${OUTCOME_WORDS[report.outcome]}: ${report.reason}.`);
}
