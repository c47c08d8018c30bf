import * as core from '@actions/core';

export type Outputs = Record<string, string | number | boolean | unknown[] | Record<string, unknown>>;

export function setOutputs(outputs: Outputs): void {
  for (const [name, value] of Object.entries(outputs)) {
    core.setOutput(name, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
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
