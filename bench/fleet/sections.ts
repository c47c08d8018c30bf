// The words around the fleet's tables: what the hour plays, what each column means, and which setup a repository
// needs. Written into docs/benchmarks.md and docs/operators.md by `npm run bench -- fleet --record`.
import os from 'node:os';
import type { BenchSection } from '../row.js';
import { AGENTS, PUSHES_PER_HOUR, RUNNERS, SETUPS } from './play.js';
import type { BudgetLine, HourSummary } from './summary.js';

const int = (n: number) => Math.round(n).toLocaleString('en-US');
const per = (n: number, d: number) => (d > 0 ? (n / d).toFixed(1) : '');
const secs = (s: number | undefined) => (s === undefined ? '' : s < 10 ? `${s.toFixed(1)} s` : `${int(s)} s`);

function table(header: string[], rows: string[][]): string[] {
  const widths = header.map((_, i) => Math.max(...[header, ...rows].map((r) => r[i]!.length)));
  const line = (r: string[]) => `| ${r.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  return [line(header), `| ${widths.map((w) => '-'.repeat(w)).join(' | ')} |`, ...rows.map(line)];
}

/** The hour of each setup and fleet size. */
function hourTable(hours: HourSummary[]): string[] {
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
    ]),
  );
}

/** Where each setup's budget goes, per push with every verdict, in the smallest fleet (which the budget sustains). */
function budgetTable(hours: HourSummary[]): string[] {
  const rows: string[][] = [];
  for (const h of hours.filter((x) => x.agents === Math.min(...AGENTS))) {
    const lines: BudgetLine[] = h.budget;
    for (const l of lines)
      rows.push([h.setup, l.action, l.request, per(l.requests, h.decided) || '0', per(l.points, h.decided) || '0']);
    rows.push([h.setup, 'all', '', per(h.requests, h.decided), per(h.points, h.decided)]);
  }
  return table(['setup', 'action', 'request', 'REST per push', 'points per push'], rows);
}

/** Pushes an hour each setup sustains with every verdict written, per fleet size. */
function capacityTable(hours: HourSummary[]): string[] {
  const header = ['setup', ...AGENTS.map((a) => `${a} agents (${int(a * PUSHES_PER_HOUR)} pushes)`)];
  const rows = SETUPS.map((s) => [
    s.label,
    ...AGENTS.map((a) => {
      const h = hours.find((x) => x.setup === s.label && x.agents === a)!;
      return h.missing === 0 ? `all ${int(h.sustained)}` : int(h.sustained);
    }),
  ]);
  return table(header, rows);
}

export function fleetSection(hours: HourSummary[], seconds: number): BenchSection {
  const smallest = Math.min(...AGENTS);
  return {
    file: 'docs/benchmarks.md',
    id: 'fleet',
    markdown: [
      "## A fleet's hour",
      '',
      'Reproduce with `npm run bench -- fleet` (add `--record` to rewrite this section and the',
      '[capacity table](operators.md#pushes-an-hour-per-setup)). Each agent keeps a pull request open and pushes to it',
      `${PUSHES_PER_HOUR} times an hour from a phase of its own; each push is a \`pull_request_target\` synchronize`,
      'event. Its jobs are the ones the setup starts for it, read from `.github/workflows/mergexo.yml` (`GITHUB_TOKEN`',
      'quick start), `.github/workflows/mergexo-app.yml` (own App) or the root action job in `examples/caller.yml`,',
      `with their concurrency groups, on at most ${RUNNERS} runners at once (GitHub's Team plan). Each job runs`,
      "mergexo's own code (the shell functions each `main.ts` calls) against the fake GitHub, which enforces the",
      "setup's budgets: `GITHUB_TOKEN` 1,000 REST requests and 1,000 GraphQL points an hour per repository, an App",
      "installation 5,000 of each, and GitHub's secondary limits ([GitHub behaviour](github-behaviour.md#rate-limits)).",
      'Time is simulated: waits cost no real time and work costs no simulated time, so push to verdict counts what',
      "GitHub's limits and mergexo's pacing make a push wait (a runner, its concurrency group, write pacing, rate-limit",
      "waits), not a runner's start-up or a request's latency. When the hour ends, jobs still queued or waiting are",
      'cancelled: a verdict counts when it was written within the hour.',
      '',
      'A push has every verdict when its head got a success of each check its jobs write; superseded: it did not, but',
      'a later push to its pull request did; none: neither. Sustained: every push when none is left without a verdict,',
      "else those with every verdict. REST and points per push: what the identity's budget was charged (a 304,",
      '`GET /rate_limit` and a request refused because the hour is spent cost nothing) over the pushes with every',
      `verdict. Played ${new Date().toISOString().slice(0, 10)} in ${seconds} s, Node ${process.versions.node},`,
      `${os.cpus().length} cores, ${os.cpus()[0]?.model ?? 'unknown CPU'}.`,
      '',
      ...hourTable(hours),
      '',
      '### Where the budget goes',
      '',
      `Per push with every verdict, ${smallest} agents, by action and by request (GraphQL by its operation name):`,
      '',
      ...budgetTable(hours),
    ].join('\n'),
  };
}

/** "up to N" when a fleet outran the setup, "at least N" when every fleet was sustained. */
function reach(hours: HourSummary[], setup: string): string {
  const mine = hours.filter((h) => h.setup === setup);
  const best = Math.max(...mine.map((h) => h.sustained));
  const outrun = mine.some((h) => h.missing > 0);
  return outrun ? `up to ${int(best)}` : `at least ${int(best)}`;
}

export function capacitySection(hours: HourSummary[]): BenchSection {
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
      `So, with today's requests per push: the \`GITHUB_TOKEN\` quick start sustains ${reach(hours, 'GITHUB_TOKEN quick start')}`,
      `pushes an hour, the root action ${reach(hours, 'root action')}, mergexo as its own App`,
      `${reach(hours, 'own App')}. Add up your agents' pushes an hour and pick a setup that covers them: a push beyond`,
      'it is left without a verdict (its required checks missing) until a later push to its pull request, or a re-run',
      'once the hour is over, brings one.',
    ].join('\n'),
  };
}
