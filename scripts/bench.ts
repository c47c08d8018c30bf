// `npm run bench`: what each action costs, measured on the embedded fake GitHub in one run.
// Requests are what a repository pays for (GITHUB_TOKEN: 1,000 requests per hour per repository);
// 304 answers to conditional requests are not counted, as GitHub does not count them.
import os from 'node:os';
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { BenchRow } from '../bench/row.js';
import { REPO_ROOT } from '../test/support/run-action.js';

const SUITES: [file: string, exported: string][] = [
  ['history-guard.ts', 'benchHistoryGuard'],
  ['write-root-gate.ts', 'benchWriteRootGate'],
  ['ci-wait.ts', 'benchCiWait'],
  ['rebase-notify.ts', 'benchRebaseNotify'],
];

const args = process.argv.slice(2);
const record = args.includes('--record');
const only = args.filter((a) => !a.startsWith('--'));
const rows: BenchRow[] = [];
for (const [file, exported] of SUITES) {
  if (only.length > 0 && !only.some((o) => file.startsWith(o))) continue;
  const full = path.join(REPO_ROOT, 'bench', file);
  if (!existsSync(full)) continue;
  const mod = (await import(pathToFileURL(full).href)) as Record<string, () => Promise<BenchRow[]>>;
  const bench = mod[exported];
  if (!bench) throw new Error(`bench/${file} does not export ${exported}`);
  process.stderr.write(`bench: ${file} ...\n`);
  rows.push(...(await bench()));
}

const fmt = (n: number | undefined, digits = 0) => (n === undefined ? '' : n.toFixed(digits));
const table = [
  ['action', 'operation', 'requests', 'reads', 'writes', 'wall ms', 'note'],
  ...rows.map((r) => [
    r.action,
    r.operation,
    fmt(r.requests),
    fmt(r.reads),
    fmt(r.writes),
    fmt(r.wallMs, 1),
    r.note ?? '',
  ]),
];
const widths = table[0]!.map((_, i) => Math.max(...table.map((row) => row[i]!.length)));
const line = (row: string[]) => `| ${row.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
console.log(
  `mergexo benchmark, ${new Date().toISOString().slice(0, 10)}, Node ${process.versions.node}, ${os.cpus().length} cores, ${os.cpus()[0]?.model ?? 'unknown CPU'}`,
);
console.log(line(table[0]!));
console.log(`| ${widths.map((w) => '-'.repeat(w)).join(' | ')} |`);
for (const row of table.slice(1)) console.log(line(row));
