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
import { writeVerdict } from '../core/pr/checks.js';
import type { Clock } from '../core/clock.js';
import type { GitHubClient } from '../core/github/client.js';
import { mergeGroupBase, mergeGroupPullNumber, type MergeGroupEvent } from '../core/merge-group.js';
import type { RepoRef } from '../core/pr/view.js';
import { decideRound, type Outcome } from './decide.js';
import { groupCheckSummary, verdictTitle } from './messages.js';
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
    summary: groupCheckSummary(report, group),
    ...(detailsUrl ? { detailsUrl } : {}),
  });
  return report;
}
