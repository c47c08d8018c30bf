/** The job summary, failure and warning lines of history-guard's runs: a push's, and the operator modes'. */
import { failingNames } from '../core/pr/commit-verdict-messages.js';
import type { SummaryTable } from '../core/report.js';
import { htmlCode, htmlLink, htmlText, logLine, plural } from '../core/untrusted.js';
import type { BlockedEntry, GuardResult, UnblockOutcome } from './types.js';
import { guardNoteText, staysBlocked } from './messages.js';

/** Logged when an operator mode runs with `enforcement: observe`: it writes as asked. */
export const OPERATOR_ENFORCES_LINE =
  "enforcement: observe governs what mergexo does on its own; this operator's request is carried out as asked.";

export const CLOSED_LINE = 'The pull request was closed; there is no history to guard.';

/** The job summary of a run on a PR. */
export function guardSummary(number: number, result: GuardResult): SummaryTable {
  return {
    heading: `mergexo/history-guard: PR #${number} ${result.verdict === 'accepted' ? 'accepted ✅' : 'blocked ⛔'}`,
    header: ['PR', 'verdict', 'transition', 'expected head', 'observed head'],
    rows: [
      [`#${number}`, result.verdict, result.transition, htmlCode(result.expectedHead), htmlCode(result.observedHead)],
    ],
    ...(result.notes.length ? { footer: result.notes.map((n) => htmlText(guardNoteText(n))).join('<br>') } : {}),
  };
}

/** Why the step fails when the commit is blocked. */
export function guardFailure(number: number, result: GuardResult): string {
  if (result.ownVerdict === 'accepted') {
    const sharedBlock = result.sharedWith.filter((p) => !p.pass);
    return (
      `mergexo/history-guard: PR #${number}'s own history is append-only, but its head ${result.observedHead} is ` +
      `also the head of ${failingNames(sharedBlock)}, which is blocked; a check on a commit ` +
      'counts for every PR it heads, so it stays failing until each of them is accepted.'
    );
  }
  return (
    `mergexo/history-guard: PR #${number} is blocked: history was rewritten (${result.transition}); ` +
    `expected a descendant of ${result.expectedHead}, observed ${result.observedHead}. See the PR comment for the way out.`
  );
}

/** The job summary of `mode: list`. */
export function listSummary(blocked: readonly BlockedEntry[]): SummaryTable {
  return {
    heading: `mergexo/history-guard: ${blocked.length} blocked pull request${blocked.length === 1 ? '' : 's'}`,
    header: ['PR', 'title', 'expected head', 'observed head', 'backup refs'],
    rows: blocked.map((b) => [
      htmlLink(`#${b.number}`, b.url),
      htmlText(b.title),
      htmlCode(b.expected),
      htmlCode(b.observed),
      b.backupRefs.map((r) => htmlCode(r)).join('<br>'),
    ]),
  };
}

/** The log of `mode: list`. Titles are the PR's: one log line each, never a workflow command. */
export function blockedListLines(blocked: readonly BlockedEntry[]): string[] {
  if (blocked.length === 0) return ['No blocked pull requests.'];
  return blocked.map((b) => logLine(`#${b.number} ${b.title}`));
}

/** The job summary of `mode: unblock`. */
export function unblockSummary(outcomes: readonly UnblockOutcome[]): SummaryTable {
  return {
    heading: 'mergexo/history-guard: unblock',
    header: ['PR', 'result', 'head', 'detail'],
    rows: outcomes.map((o) => [
      `#${o.number}`,
      o.unblocked ? 'unblocked ✅' : 'still blocked ⛔',
      htmlCode(o.head),
      htmlText(o.how ?? staysBlocked(o)),
    ]),
  };
}

/** Why the step fails when the one PR asked for stays blocked. */
export function unblockFailure(outcome: UnblockOutcome): string {
  return `mergexo/history-guard: PR #${outcome.number} stays blocked: ${logLine(staysBlocked(outcome))}`;
}

/** The warning of `unblock all` for the PRs it left blocked. */
export function unblockWarning(refused: readonly UnblockOutcome[]): string {
  return `${plural(refused.length, 'PR')} ${refused.length === 1 ? 'stays' : 'stay'} blocked: ${refused.map((o) => `#${o.number} (${logLine(staysBlocked(o))})`).join('; ')}`;
}
