// The fleet's tables are written from the hours recorded before with the ones just played in their place, so one
// fleet size can be played at a time (a 200-agent hour is long) without losing the others.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  agentsToPlay,
  setupsToPlay,
  mergedHours,
  readRecorded,
  writeRecorded,
  type RecordedHour,
} from '../../../bench/fleet/recorded.js';
import { capacitySection, fleetSection } from '../../../bench/fleet/sections.js';

function hour(setup: string, agents: number, sustained: number, played = '2026-12-01'): RecordedHour {
  const pushes = agents * 10;
  return {
    setup,
    agents,
    pushesPerHour: 10,
    pushes,
    decided: sustained,
    superseded: 0,
    missing: pushes - sustained,
    sustained,
    latency: { median: 1, worst: 2 },
    requests: sustained * 3,
    points: sustained * 2,
    refused: { primary: 0, secondary: 0 },
    budget: [
      {
        action: 'history-guard',
        request: 'GET /repos/{owner}/{repo}/commits/{commit_sha}/pulls',
        requests: sustained,
        points: 0,
      },
    ],
    peakRunners: 3,
    realSeconds: 60,
    played,
    machine: 'Node 24, 2 cores, a CPU',
  };
}

const dir = mkdtempSync(path.join(os.tmpdir(), 'fleet-recorded-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the recorded hours', () => {
  it('plays every fleet size unless --agents names some, and refuses a size the bench does not play', () => {
    expect(agentsToPlay(['fleet'])).toEqual([10, 50, 200]);
    expect(agentsToPlay(['fleet', '--agents=200,10'])).toEqual([10, 200]);
    expect(() => agentsToPlay(['--agents=20'])).toThrow(/among 10, 50, 200 \(got '--agents=20'\)/);
    expect(() => agentsToPlay(['--agents='])).toThrow(/among/);
  });

  it('plays every setup unless --setups names some, and refuses a setup it does not know', () => {
    expect(setupsToPlay(['fleet'])).toEqual(['GITHUB_TOKEN quick start', 'own App', 'root action']);
    expect(setupsToPlay(['fleet', '--setups=root,app'])).toEqual(['own App', 'root action']);
    expect(() => setupsToPlay(['--setups=pat'])).toThrow(/among token, app, root \(got '--setups=pat'\)/);
    expect(() => setupsToPlay(['--setups='])).toThrow(/among/);
  });

  it("puts each fresh hour in place of its setup's and size's, keeps the others, in the tables' order", () => {
    const recorded = [
      hour('own App', 10, 100),
      hour('GITHUB_TOKEN quick start', 50, 300),
      hour('GITHUB_TOKEN quick start', 10, 100),
    ];
    const fresh = [
      hour('GITHUB_TOKEN quick start', 50, 330, '2026-12-06'),
      hour('root action', 200, 330, '2026-12-06'),
    ];
    const merged = mergedHours(recorded, fresh);
    expect(merged.map((h) => [h.setup, h.agents, h.sustained, h.played])).toEqual([
      ['GITHUB_TOKEN quick start', 10, 100, '2026-12-01'],
      ['GITHUB_TOKEN quick start', 50, 330, '2026-12-06'],
      ['own App', 10, 100, '2026-12-01'],
      ['root action', 200, 330, '2026-12-06'],
    ]);
    const file = path.join(dir, 'hours.json');
    expect(readRecorded(file)).toEqual([]);
    writeRecorded(merged, file);
    expect(readRecorded(file)).toEqual(merged);
  });

  it('the tables name the hours not played, and say what was measured of those played', () => {
    const hours = [
      hour('GITHUB_TOKEN quick start', 10, 100),
      hour('GITHUB_TOKEN quick start', 50, 333),
      hour('own App', 10, 100),
    ];
    const capacity = capacitySection(hours).markdown;
    expect(capacity).toMatch(/\| GITHUB_TOKEN quick start \| all 100 +\| 333 +\| not played +\|/);
    expect(capacity).toMatch(/\| root action +\| not played +\| not played +\| not played +\|/);
    expect(capacity).toContain('quick start sustains up to 333 pushes an hour');
    expect(capacity).toContain('own App at least 100');
    // What the hour's budget covers at the measured price a push, for the sizes not played yet; GitHub's 1,000
    // requests and points an hour for GITHUB_TOKEN, 5,000 for an App (fake-github/budgets.ts).
    expect(capacity.replace(/\s+/g, ' ')).toContain(
      'GITHUB_TOKEN quick start 3.0 and 2.0, so at most 333 pushes; own App 3.0 and 2.0, so at most 1,666 pushes.',
    );
    expect(capacity.split('\n').filter((l) => !l.startsWith('|') && l.length > 120)).toEqual([]);
    const fleet = fleetSection(hours).markdown;
    expect(fleet).toContain('| 2026-12-01 (60 s)');
    expect(fleet).not.toMatch(/\| root action/);
    expect(fleet).toContain('Played on Node 24, 2 cores, a CPU.');
  });
});
