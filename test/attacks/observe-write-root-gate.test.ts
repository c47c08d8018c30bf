// Observe mode (`enforcement: observe`) on write-root-gate: a PR writing outside its roots, with auto-merge armed,
// and a repository with no lease yet (every PR would be quarantined) are judged as usual; the step passes, the
// outputs carry the verdict, the check is neutral ("Would fail: ..."), and auto-merge, labels and comments stay
// as they were. main.ts runs in the test's process (test/support/in-process/run.ts).
import { describe, expect, it } from 'vitest';
import { gateInProcess as gate, openPr, prState, useGitHub, violationsOf } from '../write-root-gate/world.js';
import { writesBesideChecks } from './support.js';

const gh = useGitHub();
const OBSERVE = { inputs: { enforcement: 'observe' } };

describe('observe mode: write-root-gate', () => {
  it('a write outside the roots with auto-merge on: neutral verdict and summary only, the step passes', async () => {
    const world = await openPr(gh, {
      'services/billing/invoice.ts': 'export const invoice = 7;\n',
      'services/payments/charge.ts': 'export const charge = 2;\n',
    });
    world.repo.enableAutoMerge(world.pr, 'agent-1');
    const from = gh.requests.length;
    const result = await gate(world, 'synchronize', OBSERVE);
    expect(result.exitCode, result.stdout).toBe(0);
    expect(result.errorLine).toBeUndefined();
    expect(result.outputs.verdict).toBe('refused');
    expect(violationsOf(result)).toEqual(['services/payments/charge.ts']);
    expect(result.annotations.filter((a) => a.level === 'error')).toEqual([]);
    expect(result.summary).toContain('Observe mode');
    expect(result.summary).toContain('enforcement would have disabled auto-merge');
    expect(result.summary).not.toContain('label already there');
    expect(writesBesideChecks(gh.requests, from)).toEqual([]);
    const state = await prState(world);
    expect(state.autoMerge).toBe(true);
    expect(state.labels).toEqual([]);
    expect(state.comments).toEqual([]);
    expect(state.check?.conclusion).toBe('neutral');
    expect(state.check?.title).toMatch(/^Would fail: /);
    expect(state.check?.annotations).toEqual(['services/payments/charge.ts']);
  });

  it('no lease file yet (day one): would quarantine, writes nothing but the neutral check', async () => {
    const world = await openPr(gh, { 'services/billing/invoice.ts': 'export const invoice = 8;\n' }, { leases: null });
    const from = gh.requests.length;
    const result = await gate(world, 'opened', OBSERVE);
    expect(result.exitCode, result.stdout).toBe(0);
    expect(result.outputs.verdict).toBe('refused');
    expect(writesBesideChecks(gh.requests, from)).toEqual([]);
    const state = await prState(world);
    expect(state.labels).toEqual([]);
    expect(state.comments).toEqual([]);
    expect(state.check?.conclusion).toBe('neutral');
  });

  it('a PR inside its roots: "Would pass", neutral', async () => {
    const world = await openPr(gh, { 'services/billing/invoice.ts': 'export const invoice = 9;\n' });
    const result = await gate(world, 'opened', OBSERVE);
    expect(result.exitCode).toBe(0);
    expect(result.outputs.verdict).toBe('pass');
    const state = await prState(world);
    expect(state.check?.conclusion).toBe('neutral');
    expect(state.check?.title).toMatch(/^Would pass: /);
  });
});
