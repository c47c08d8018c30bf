import * as core from '@actions/core';

export type Outputs = Record<string, string | number | boolean | unknown[] | Record<string, unknown>>;

export function setOutputs(outputs: Outputs): void {
  for (const [name, value] of Object.entries(outputs)) {
    core.setOutput(name, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
}

/** Job summary cells are HTML: text from elsewhere (PR titles, file names, CI output) is escaped. */
export function escapeHtml(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** A commit SHA, path or name set in code type; empty for nothing. */
export function htmlCode(s: string | null | undefined): string {
  return s ? `<code>${escapeHtml(s)}</code>` : '';
}

export interface SummaryTable {
  heading: string;
  lead?: string;
  header: string[];
  rows: string[][];
  footer?: string;
}

/** The job summary: a heading, one table a person can read at a glance, and a closing line. */
export async function writeSummary(table: SummaryTable): Promise<void> {
  const summary = core.summary.addHeading(table.heading, 3);
  if (table.lead) summary.addRaw(table.lead, true);
  summary.addTable([table.header.map((data) => ({ data, header: true })), ...table.rows]);
  if (table.footer) summary.addRaw(table.footer, true);
  await summary.write();
}
