// The words around the fleet's tables: what the hour plays, what each column means, and which setup a repository
// needs. Written into docs/benchmarks.md and docs/operators.md by `npm run bench -- fleet --record`.
import type { BenchSection } from '../row.js';
import { APP_OR_USER_HOURLY, GITHUB_TOKEN_HOURLY } from '../../fake-github/budgets.js';
import { AGENTS, PUSHES_PER_HOUR, RUNNERS, SETUPS } from './play.js';
import type { RecordedHour } from './recorded.js';
import type { BudgetLine } from './summary.js';

const int = (n: number) => Math.round(n).toLocaleString('en-US');
const per = (n: number, d: number) => (d > 0 ? (n / d).toFixed(1) : '');
const secs = (s: number | undefined) => (s === undefined ? '' : s < 10 ? `${s.toFixed(1)} s` : `${int(s)} s`);

/** A paragraph in lines of at most 120 characters, as the docs keep them. */
export function wrap(text: string, width = 120): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.trim().split(/\s+/)) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

function table(header: string[], rows: string[][]): string[] {
  const widths = header.map((_, i) => Math.max(...[header, ...rows].map((r) => r[i]!.length)));
  const line = (r: string[]) => `| ${r.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  return [line(header), `| ${widths.map((w) => '-'.repeat(w)).join(' | ')} |`, ...rows.map(line)];
}

/** The hour of each setup and fleet size played. */
function hourTable(hours: RecordedHour[]): string[] {
  return table(
    [
      'setup',
      'agents',
      'pushes',
      'every verdict',
      'superseded',
      'none',
      'sustained an hour',
      'push to verdict, median',
      'worst',
      'REST per push',
      'points per push',
      'refused: hour spent / secondary',
      'jobs at once',
      'played (real time)',
    ],
    hours.map((h) => [
      h.setup,
      String(h.agents),
      int(h.pushes),
      int(h.decided),
      int(h.superseded),
      int(h.missing),
      int(h.sustained),
      secs(h.latency?.median),
      secs(h.latency?.worst),
      per(h.requests, h.decided),
      per(h.points, h.decided),
      `${int(h.refused.primary)} / ${int(h.refused.secondary)}`,
      String(h.peakRunners),
      `${h.played} (${int(h.realSeconds)} s)`,
    ]),
  );
}

/** Where each setup's budget goes, per push with every verdict, in its smallest fleet played. */
function budgetTable(hours: RecordedHour[]): string[] {
  const rows: string[][] = [];
  for (const s of SETUPS) {
    const mine = hours.filter((x) => x.setup === s.label);
    const h = mine.find((x) => x.agents === Math.min(...mine.map((m) => m.agents)));
    if (!h) continue;
    const lines: BudgetLine[] = h.budget;
    for (const l of lines)
      rows.push([
        h.setup,
        String(h.agents),
        l.action,
        l.request,
        per(l.requests, h.decided) || '0',
        per(l.points, h.decided) || '0',
      ]);
    rows.push([h.setup, String(h.agents), 'all', '', per(h.requests, h.decided), per(h.points, h.decided)]);
  }
  return table(['setup', 'agents', 'action', 'request', 'REST per push', 'points per push'], rows);
}

/** Pushes an hour each setup sustains with every verdict written, per fleet size. */
function capacityTable(hours: RecordedHour[]): string[] {
  const header = ['setup', ...AGENTS.map((a) => `${a} agents (${int(a * PUSHES_PER_HOUR)} pushes)`)];
  const rows = SETUPS.map((s) => [
    s.label,
    ...AGENTS.map((a) => {
      const h = hours.find((x) => x.setup === s.label && x.agents === a);
      if (!h) return 'not played';
      return h.missing === 0 ? `all ${int(h.sustained)}` : int(h.sustained);
    }),
  ]);
  return table(header, rows);
}

export function fleetSection(hours: RecordedHour[]): BenchSection {
  return {
    file: 'docs/benchmarks.md',
    id: 'fleet',
    markdown: [
      "## A fleet's hour",
      '',
      '`npm run bench -- fleet` (`--agents=10,50` plays those sizes only, `--setups=token,app,root` those setups;',
      '`--record` rewrites this section and the [capacity table](operators.md#pushes-an-hour-per-setup) and keeps the',
      'recorded hours not played).',
      `Each agent pushes to its pull request ${PUSHES_PER_HOUR} times an hour; each push is a \`pull_request_target\``,
      "synchronize event whose jobs are those of the setup's workflow file, with their concurrency groups, on at most",
      `${RUNNERS} runners. The jobs run mergexo's own code against the fake GitHub, which enforces the identity's hourly`,
      "budgets and GitHub's secondary limits ([GitHub behaviour](github-behaviour.md#rate-limits)). Time is simulated:",
      'push to verdict counts waits for a runner, a concurrency group, pacing and rate limits, not start-up or latency.',
      'When the hour ends, jobs still queued or waiting are cancelled: a verdict counts when written within the hour.',
      'Every verdict: the head got a success of each check its jobs write; superseded: a later push to its pull',
      'request did; none: neither. Sustained: every push when none is left without a verdict, else those with every',
      'verdict. REST and points per push: what the budget was charged (a 304 is free) over the pushes with every',
      `verdict. Played on ${[...new Set(hours.map((h) => h.machine))].join('; ')}.`,
      '',
      ...hourTable(hours),
      '',
      '### Where the budget goes',
      '',
      "Per push with every verdict, in each setup's smallest fleet, by action and by request:",
      '',
      ...budgetTable(hours),
    ].join('\n'),
  };
}

/** "up to N" when a fleet outran the setup, "at least N" when every fleet played was sustained. */
function reach(hours: RecordedHour[], setup: string): string {
  const mine = hours.filter((h) => h.setup === setup);
  if (mine.length === 0) return 'an unmeasured number of';
  const best = Math.max(...mine.map((h) => h.sustained));
  const outrun = mine.some((h) => h.missing > 0);
  return outrun ? `up to ${int(best)}` : `at least ${int(best)}`;
}

/** The setup's identity's hourly REST requests and GraphQL points, as the fake enforces them. */
function hourly(setup: string): number {
  return SETUPS.find((s) => s.label === setup)?.identity === 'app' ? APP_OR_USER_HOURLY : GITHUB_TOKEN_HOURLY;
}

/**
 * What the budget alone would allow each setup, from the REST requests and points a push with every verdict cost in
 * its smallest fleet played: a bound to read next to fleets not played yet (runners, pacing and CI's own requests
 * only lower it).
 */
function budgetBound(hours: RecordedHour[]): string {
  const parts: string[] = [];
  for (const s of SETUPS) {
    const mine = hours.filter((h) => h.setup === s.label && h.decided > 0);
    const h = mine.find((x) => x.agents === Math.min(...mine.map((m) => m.agents)));
    if (!h) continue;
    const rest = h.requests / h.decided;
    const points = h.points / h.decided;
    const bound = Math.floor(
      Math.min(rest > 0 ? hourly(s.label) / rest : Infinity, points > 0 ? hourly(s.label) / points : Infinity),
    );
    parts.push(`${s.label} ${rest.toFixed(1)} and ${points.toFixed(1)}, so at most ${int(bound)} pushes`);
  }
  if (parts.length === 0) return '';
  return `Requests and points a push, and what the hour's budget covers at that price: ${parts.join('; ')}.`;
}

export function capacitySection(hours: RecordedHour[]): BenchSection {
  return {
    file: 'docs/operators.md',
    id: 'capacity',
    markdown: [
      `Agents each pushing ${PUSHES_PER_HOUR} times an hour to a pull request of their own, with the default workflows,`,
      'for one simulated hour ([benchmarks](benchmarks.md#a-fleets-hour)): the pushes whose head got every verdict',
      'in the hour, "all" when each one did.',
      '',
      ...capacityTable(hours),
      '',
      ...wrap(
        `So the \`GITHUB_TOKEN\` quick start sustains ${reach(hours, 'GITHUB_TOKEN quick start')} pushes an hour, the ` +
          `root action ${reach(hours, 'root action')}, mergexo as its own App ${reach(hours, 'own App')}. Pick a setup ` +
          "that covers your agents' pushes: a push beyond it is left without a verdict until a later push, or a re-run " +
          `once the hour is over, brings one. ${budgetBound(hours)}`,
      ),
    ].join('\n'),
  };
}
