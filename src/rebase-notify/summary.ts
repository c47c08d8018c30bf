import type { MergeGroupEvent } from '../core/merge-group.js';
import type { Outputs, SummaryTable } from '../core/report.js';
import { htmlCode, htmlLink, htmlText, short } from '../core/untrusted.js';
import type { PullOutcome, RunResult } from './run.js';
import type { Scope } from './scope.js';
import type { RebaseNotifySettings } from './settings.js';

const STATE: Record<PullOutcome['class'], string> = {
  up_to_date: '✅ up to date',
  behind: '⏳ behind',
  conflicting: '⚠️ conflicting',
  unknown: '❔ unknown',
  draft: '📝 draft (skipped)',
};

const HEADER = ['PR', 'behind', 'ahead', 'state', 'action taken'];

/** The step's outputs: PR numbers by what this run found and did (all empty before any PR was looked at). */
export function outputsOf(pulls: readonly PullOutcome[]): Outputs {
  const numbers = (pick: (p: PullOutcome) => boolean) => pulls.filter(pick).map((p) => p.number);
  return {
    behind: numbers((p) => p.class === 'behind'),
    conflicting: numbers((p) => p.class === 'conflicting'),
    notified: numbers((p) => p.notified),
    updated: numbers((p) => p.updated),
    deferred: numbers((p) => p.deferred),
    unknown: numbers((p) => p.class === 'unknown'),
  };
}

/** The summary of a merge_group run that answered the check on the group commit. */
export function groupSummary(
  answer: { conclusion: 'success' | 'failure'; reason: string },
  group: MergeGroupEvent,
  checkName: string,
): SummaryTable {
  return {
    heading: `mergexo/rebase-notify: merge group ${answer.conclusion === 'success' ? 'up to date ✅' : 'refused ⛔'}`,
    lead: `${htmlCode(group.headSha)} (${htmlCode(group.headRef)}): ${htmlText(answer.reason)}.`,
    header: ['check', 'conclusion'],
    rows: [[htmlCode(checkName), answer.conclusion]],
  };
}

/** The summary of a run the event gave nothing to do. */
export function skippedSummary(reason: string): SummaryTable {
  return {
    heading: 'mergexo/rebase-notify: nothing to do',
    lead: htmlText(`${reason[0]?.toUpperCase() ?? ''}${reason.slice(1)}.`),
    header: HEADER,
    rows: [],
  };
}

function stateCell(p: PullOutcome): string {
  if (p.class !== 'conflicting') return STATE[p.class];
  if (!p.files) return `${STATE.conflicting} (files unknown)`;
  const shown = p.files.slice(0, 5).map((f) => htmlCode(f));
  return `${STATE.conflicting}: ${shown.join(', ')}${p.files.length > 5 ? ` and ${p.files.length - 5} more` : ''}`;
}

/** Up-to-date PRs that nothing happened to are counted, not listed, so the table stays readable. */
function quiet(p: PullOutcome): boolean {
  return p.class === 'up_to_date' && !p.notified && !p.updated && !p.deferred && !p.error;
}

export function summaryOf(
  result: RunResult,
  settings: RebaseNotifySettings,
  scope: Exclude<Scope, { kind: 'skip' }>,
  requests: { reads: number; writes: number },
): SummaryTable {
  const count = (cls: PullOutcome['class']) => result.pulls.filter((p) => p.class === cls).length;
  const where =
    scope.kind === 'pull'
      ? `PR #${scope.number}`
      : scope.base
        ? `open PRs on ${htmlCode(scope.base)}`
        : 'open PRs on every base';
  const bases = [...result.bases].map(([b, sha]) => `${htmlCode(b)} at ${htmlCode(short(sha))}`).join(', ');
  const source =
    result.source === 'git'
      ? `Drift measured with a local git${result.sourceNote ? ` (${htmlText(result.sourceNote)})` : ''}.`
      : `Drift measured through the API${result.sourceNote ? ` (${htmlText(result.sourceNote)})` : ''}: conflicted files are not named.`;
  const deferred = result.pulls.filter((p) => p.deferred).length;
  const lead = [
    `${result.pulls.length} ${where}${bases ? `; base ${bases}` : ''}. ${source}`,
    `Urgency <b>${settings.urgency}</b> · update-branch ${settings.updateBranch} · cooldown ${settings.cooldownMinutes} min · ` +
      `${result.writes} write(s) of a budget of ${settings.maxWrites} · ${requests.reads} read request(s)` +
      (deferred ? ` · <b>${deferred} PR(s) deferred</b> to the next run (max-writes)` : '') +
      '.',
  ].join('<br>');
  const listed = result.pulls.filter((p) => !quiet(p));
  const hidden = result.pulls.length - listed.length;
  return {
    heading:
      `mergexo/rebase-notify: ${count('behind')} behind, ${count('conflicting')} conflicting` +
      (count('unknown') ? `, ${count('unknown')} unknown` : '') +
      ` of ${result.pulls.length}`,
    lead,
    header: HEADER,
    rows: listed.map((p) => [
      `${htmlLink(`#${p.number}`, p.url)} ${htmlText(p.title)}`,
      p.behind === undefined ? '' : String(p.behind),
      p.ahead === undefined ? '' : String(p.ahead),
      stateCell(p),
      htmlText(p.actions.join('; ')),
    ]),
    ...(hidden > 0 ? { footer: `${hidden} PR(s) up to date with nothing to do are not listed.` } : {}),
  };
}
