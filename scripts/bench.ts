// `npm run bench`: what each action costs, measured on the embedded fake GitHub in one run.
// Requests are what a repository pays for (GITHUB_TOKEN: 1,000 REST requests per hour per repository);
// 304 answers to conditional requests are not counted, as GitHub does not count them. GraphQL is priced
// apart, in points (GITHUB_TOKEN: 1,000 points per hour per repository), which the fake computes for
// every query as GitHub documents it (fake-github/graphql/cost.ts).
import os from 'node:os';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { mergedRows, rowsOf, withSection, withTable } from '../bench/record.js';
import type { BenchRow, BenchSection, BenchSuiteResult } from '../bench/row.js';
import { REPO_ROOT } from '../test/support/run-action.js';

const SUITES: [file: string, exported: string][] = [
  ['history-guard.ts', 'benchHistoryGuard'],
  ['write-root-gate.ts', 'benchWriteRootGate'],
  ['ci-wait.ts', 'benchCiWait'],
  ['rebase-notify.ts', 'benchRebaseNotify'],
  ['runner-time.ts', 'benchRunnerTime'],
  ['init-app.ts', 'benchInitApp'],
  ['doctor.ts', 'benchDoctor'],
  ['fleet.ts', 'benchFleet'],
  ['replay.ts', 'benchReplay'],
];

const args = process.argv.slice(2);
const record = args.includes('--record');
const only = args.filter((a) => !a.startsWith('--'));
const rows: BenchRow[] = [];
const sections: BenchSection[] = [];
for (const [file, exported] of SUITES) {
  if (only.length > 0 && !only.some((o) => file.startsWith(o))) continue;
  const full = path.join(REPO_ROOT, 'bench', file);
  if (!existsSync(full)) continue;
  const mod = (await import(pathToFileURL(full).href)) as Record<string, () => Promise<BenchSuiteResult>>;
  const bench = mod[exported];
  if (!bench) throw new Error(`bench/${file} does not export ${exported}`);
  process.stderr.write(`bench: ${file} ...\n`);
  const result = await bench();
  rows.push(...(Array.isArray(result) ? result : result.rows));
  if (!Array.isArray(result)) sections.push(...result.sections);
}

const fmt = (n: number | undefined, digits = 0) => (n === undefined ? '' : n.toFixed(digits));
const page = path.join(REPO_ROOT, 'docs', 'benchmarks.md');
const before = existsSync(page) ? readFileSync(page, 'utf8') : '';
const fresh = rows.map((r) => [
  r.action,
  r.operation,
  fmt(r.requests, Number.isInteger(r.requests ?? 0) ? 0 : 2),
  fmt(r.points, Number.isInteger(r.points ?? 0) ? 0 : 2),
  fmt(r.reads),
  fmt(r.writes),
  fmt(r.wallMs, 1),
  r.note ?? '',
]);
const header = ['action', 'operation', 'requests', 'points', 'reads', 'writes', 'wall ms', 'note'];
/**
 * The page keeps every column but the note: why each request is needed is said once, by the bench's own note,
 * which `npm run bench` prints (issue 30: each fact in one place).
 */
const PAGE_COLUMNS = header.length - 1;
const render = (table: string[][]) => {
  const widths = table[0]!.map((_, i) => Math.max(...table.map((row) => row[i]!.length)));
  const line = (row: string[]) => `| ${row.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  return [line(table[0]!), `| ${widths.map((w) => '-'.repeat(w)).join(' | ')} |`, ...table.slice(1).map(line)];
};
const heading =
  `mergexo benchmark, ${new Date().toISOString().slice(0, 10)}, Node ${process.versions.node}, ` +
  `${os.cpus().length} cores, ${os.cpus()[0]?.model ?? 'unknown CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB`;
if (rows.length > 0) console.log([heading, '', ...render([header, ...fresh])].join('\n'));
// Recording some suites keeps the recorded rows of the others.
const out = [
  heading,
  '',
  ...render(
    [header, ...mergedRows(rowsOf(before), fresh)]
      .map((r) => r.slice(0, PAGE_COLUMNS))
      // A row without a number (runner time, a ratio) is all note: the printed bench keeps it.
      .filter((r) => r.slice(2).some((c) => c !== '')),
  ),
];
for (const section of sections) console.log(`\n${section.markdown}`);
if (record) {
  // A run of some suites rewrites their rows or sections and keeps the rest of the page.
  if (rows.length > 0) {
    const head = [
      '# Benchmark results',
      '',
      'Reproduce with `npm ci && npm run bench` (add `-- --record` to rewrite this page); the bench prints why each',
      'request is needed. Requests are counted on the fake GitHub as GitHub counts them (a 304 is free); GraphQL',
      "queries are priced in GitHub's points (fake-github/graphql/cost.ts). Wall times include starting the built",
      'bundle as a child process, with waits shrunk by MERGEXO_TIME_SCALE.',
      '',
      ...out,
    ].join('\n');
    writeFileSync(page, withTable(before, head));
  }
  for (const section of sections) {
    const file = path.join(REPO_ROOT, section.file);
    writeFileSync(file, withSection(readFileSync(file, 'utf8'), section.id, section.markdown));
  }
}
