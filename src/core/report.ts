import * as core from './runner.js';
import { OBSERVE_SUMMARY_NOTE, runIsObserving, wouldHaveFailedLine } from './enforcement.js';
import { sharedIdentityNote } from './identity.js';
import { budgetSummaryLine } from './github/rate-budget.js';
import { htmlText } from './untrusted.js';

export type Outputs = Record<string, string | number | boolean | unknown[] | Record<string, unknown>>;

export function setOutputs(outputs: Outputs): void {
  for (const [name, value] of Object.entries(outputs)) {
    core.setOutput(name, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
}

export interface SummaryTable {
  heading: string;
  lead?: string;
  /** The table's columns; empty: no table at all. */
  header: string[];
  rows: string[][];
  footer?: string;
}

/**
 * The job summary: a heading, one table a person can read at a glance, and a closing line. Every part is
 * HTML written by mergexo: text from elsewhere (PR titles, file names, CI output) must already have gone
 * through `htmlText`, `htmlCode` or `htmlLink` from `./untrusted.js`.
 */
export async function writeSummary(table: SummaryTable): Promise<void> {
  const summary = core.summary.addHeading(table.heading, 3);
  // Observe mode enforces nothing, and a neutral required check passes: every observing run says so first.
  if (runIsObserving()) summary.addRaw(OBSERVE_SUMMARY_NOTE, true);
  if (table.lead) summary.addRaw(table.lead, true);
  // An empty header is a summary with nothing to tabulate: no table rather than an empty one.
  if (table.header.length > 0) {
    summary.addTable([table.header.map((data) => ({ data, header: true })), ...table.rows]);
  }
  if (table.footer) summary.addRaw(table.footer, true);
  // What the run spent of GitHub's hourly budgets, and what GitHub says is left.
  const budget = budgetSummaryLine();
  if (budget) summary.addRaw(htmlText(budget), true);
  // A verdict of this run written as GITHUB_TOKEN's shared identity: say what that is worth.
  const identity = sharedIdentityNote();
  if (identity) summary.addRaw(identity, true);
  await summary.write();
}

/**
 * Fails the step on a verdict (a block, a refusal, a failed CI): in observe mode the step passes instead,
 * and the log says what enforcement would have done. Errors and bad inputs still fail, through the entry point.
 */
export function failStep(message: string): void {
  if (runIsObserving()) core.info(wouldHaveFailedLine(message));
  else core.setFailed(message);
}
