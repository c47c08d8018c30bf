/** The job summary and the step's failure line of a write-root-gate run. */
import { failingNames } from '../core/pr/commit-verdict-messages.js';
import type { SummaryTable } from '../core/report.js';
import { htmlCode, htmlText, logLine, plural, short } from '../core/untrusted.js';
import type { GateResult } from './job.js';
import type { WriteRootGateSettings } from './settings.js';
import { leaseReasonText, RULE_TEXT, violationDetail } from './lease-messages.js';
import { rootsLine } from './messages.js';

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
