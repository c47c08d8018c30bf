// The hours the fleet's tables are written from: those recorded before, with the ones just played in their place.
// A 200-agent hour plays thousands of runs, each answered by real git, so `npm run bench -- fleet --agents=200`
// can play one fleet size (and `--setups=app` one setup) at a time and `--record` keeps the hours of the sizes it did not play, as recording one
// suite keeps the other suites' rows (bench/record.ts).
import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { AGENTS, SETUPS } from './play.js';
import type { HourSummary } from './summary.js';

/** An hour as recorded: its summary, the day it was played and on what. */
export type RecordedHour = HourSummary & { played: string; machine: string };

/** This machine, as the hours played on it name it. */
export function thisMachine(): string {
  return `Node ${process.versions.node}, ${os.cpus().length} cores, ${os.cpus()[0]?.model ?? 'unknown CPU'}`;
}

export const RECORDED = path.join(path.dirname(fileURLToPath(import.meta.url)), 'recorded-hours.json');

const key = (h: Pick<HourSummary, 'setup' | 'agents'>) => `${h.setup}/${h.agents}`;

/** The fleet sizes `--agents=10,50` names (every size without it); a size the bench does not play is a mistake. */
export function agentsToPlay(argv: readonly string[]): number[] {
  const given = argv.find((a) => a.startsWith('--agents='));
  if (!given) return [...AGENTS];
  const sizes = given
    .slice('--agents='.length)
    .split(',')
    .map((s) => Number(s.trim()));
  const wrong = sizes.filter((n) => !AGENTS.includes(n));
  if (wrong.length > 0 || sizes.length === 0)
    throw new Error(`fleet: --agents takes fleet sizes among ${AGENTS.join(', ')} (got '${given}')`);
  return AGENTS.filter((n) => sizes.includes(n));
}

/** The setups `--setups=app,root` names (every setup without it), by their keys; an unknown key is a mistake. */
export function setupsToPlay(argv: readonly string[]): string[] {
  const given = argv.find((a) => a.startsWith('--setups='));
  if (!given) return SETUPS.map((s) => s.label);
  const keys = given
    .slice('--setups='.length)
    .split(',')
    .map((s) => s.trim());
  const known = SETUPS.map((s) => s.key as string);
  if (keys.length === 0 || keys.some((k) => !known.includes(k)))
    throw new Error(`fleet: --setups takes setups among ${known.join(', ')} (got '${given}')`);
  return SETUPS.filter((s) => keys.includes(s.key)).map((s) => s.label);
}

/** The recorded hours with each fresh one in place of the one of its setup and size, in the tables' order. */
export function mergedHours(recorded: readonly RecordedHour[], fresh: readonly RecordedHour[]): RecordedHour[] {
  const byKey = new Map(recorded.map((h) => [key(h), h]));
  for (const h of fresh) byKey.set(key(h), h);
  return SETUPS.flatMap((s) => AGENTS.map((agents) => byKey.get(key({ setup: s.label, agents })))).filter(
    (h): h is RecordedHour => h !== undefined,
  );
}

export function readRecorded(file = RECORDED): RecordedHour[] {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as RecordedHour[];
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw e;
  }
}

export function writeRecorded(hours: readonly RecordedHour[], file = RECORDED): void {
  writeFileSync(file, `${JSON.stringify(hours, null, 2)}\n`);
}
