// `npm run bench -- fleet`: a fleet of agents pushing to their pull requests for one simulated hour, under each
// setup, with GitHub's budgets enforced by the fake (bench/fleet/). It writes two sections: the hour of each setup
// and fleet size, and where the budget goes (docs/benchmarks.md), and the capacity table (docs/operators.md).
// `--agents=10,50` plays those fleet sizes only, `--setups=app,root` those setups only; `--record` keeps the recorded hours of the others
// (bench/fleet/recorded.ts).
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PUSHES_PER_HOUR, RUNNERS, SETUPS } from './fleet/play.js';
import {
  agentsToPlay,
  setupsToPlay,
  mergedHours,
  readRecorded,
  thisMachine,
  writeRecorded,
  type RecordedHour,
} from './fleet/recorded.js';
import type { HourSummary } from './fleet/summary.js';
import type { BenchSuiteResult } from './row.js';

const SCENARIO = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fleet', 'scenario.ts');

/** Plays one hour in a child process (the same Node and loader as this one). */
function playInChild(setup: string, agents: number): Promise<HourSummary> {
  const options = JSON.stringify({ setup, agents, pushesPerHour: PUSHES_PER_HOUR, runners: RUNNERS });
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...process.execArgv, SCENARIO, options], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString('utf8')));
    child.on('error', reject);
    child.on('close', (code) => {
      const last = out.trim().split('\n').at(-1) ?? '';
      if (code !== 0 || !last.startsWith('{')) reject(new Error(`fleet: ${setup}, ${agents} agents failed (${code})`));
      else resolve(JSON.parse(last) as HourSummary);
    });
  });
}

/**
 * Every setup at each fleet size of `agents`, as many hours at once as there are cores. `done` gets each hour as it
 * ends, so a long run that is stopped keeps the hours it played.
 */
export async function playFleets(
  agents: readonly number[],
  done: (hour: HourSummary) => void = () => undefined,
  setups: readonly string[] = SETUPS.map((s) => s.label),
): Promise<HourSummary[]> {
  const work = setups.flatMap((setup) => agents.map((n) => ({ setup, agents: n })));
  // The biggest hours first, so the last one to finish is a short one.
  const queue = [...work].sort((a, b) => b.agents - a.agents);
  const results = new Map<string, HourSummary>();
  const workers = Math.max(1, Math.min(os.availableParallelism(), 4));
  await Promise.all(
    Array.from({ length: workers }, async () => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        process.stderr.write(`bench: fleet, ${next.setup}, ${next.agents} agents ...\n`);
        const hour = await playInChild(next.setup, next.agents);
        results.set(`${next.setup}/${next.agents}`, hour);
        done(hour);
      }
    }),
  );
  return work.map((w) => results.get(`${w.setup}/${w.agents}`)!);
}

export async function benchFleet(): Promise<BenchSuiteResult> {
  const played = new Date().toISOString().slice(0, 10);
  const machine = thisMachine();
  const record = process.argv.includes('--record');
  const stamp = (h: HourSummary): RecordedHour => ({ ...h, played, machine });
  // With --record, each hour is kept in the recorded hours as soon as it ends.
  const keep = (h: HourSummary) => writeRecorded(mergedHours(readRecorded(), [stamp(h)]));
  const hoursPlayed = await playFleets(
    agentsToPlay(process.argv),
    record ? keep : undefined,
    setupsToPlay(process.argv),
  );
  const fresh = hoursPlayed.map(stamp);
  const hours = record ? mergedHours(readRecorded(), fresh) : fresh;
  const { fleetSection, capacitySection } = await import('./fleet/sections.js');
  return { rows: [], sections: [fleetSection(hours), capacitySection(hours)] };
}
