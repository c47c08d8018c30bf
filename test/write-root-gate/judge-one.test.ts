// One PR judged alone, in-process against the fake GitHub: its own writes are made, its verdict check is not
// (the shell joins it with the other PRs on the same commit first).
import { describe, expect, it } from 'vitest';
import { ConfigurationError } from '../../src/core/pure/errors.js';
import { judgeAlone } from '../../src/write-root-gate/judge-one.js';
import { jobFor, shellFor } from '../support/in-process/write-root-gate.js';
import { CHECK, LABEL, openPr, prState, useGitHub } from './world.js';

const gh = useGitHub();

describe('judgeAlone', () => {
  it('judges a PR inside its lease as a pass and leaves the check to the shell', async () => {
    const world = await openPr(gh, { 'services/billing/invoice.ts': 'export const invoice = 2;\n' });
    const { result, check } = await judgeAlone(shellFor(gh, world, []), jobFor(gh), world.pr, {});
    const state = await prState(world);
    expect(result).toMatchObject({ number: world.pr, headSha: state.head, verdict: 'pass', effects: [] });
    expect(check).toMatchObject({ headSha: state.head, conclusion: 'success', annotations: [] });
    expect(state.check).toBeUndefined();
  });

  it("refuses a PR outside its lease: quarantined now, the failing check's text and annotations handed back", async () => {
    const world = await openPr(gh, { 'services/payments/charge.ts': 'export const charge = 2;\n' });
    const { result, check } = await judgeAlone(shellFor(gh, world, []), jobFor(gh), world.pr, {});
    const state = await prState(world);
    expect(result.verdict).toBe('refused');
    expect(result.decision?.paths).toEqual(['services/payments/charge.ts']);
    expect(result.annotations.map((a) => a.file)).toEqual(['services/payments/charge.ts']);
    expect(check.conclusion).toBe('failure');
    expect(check.annotations.map((a) => a.path)).toEqual(['services/payments/charge.ts']);
    expect(state.labels).toEqual([LABEL]);
    expect(state.comments).toHaveLength(1);
    expect(state.check).toBeUndefined();
  });

  it('fails the check with the fix and throws when the lease file on the base is broken', async () => {
    const world = await openPr(
      gh,
      { 'services/billing/invoice.ts': 'export const invoice = 2;\n' },
      {
        leases: 'version: 1\nwrite-root-gate:\n  leases: [oops\n',
      },
    );
    await expect(judgeAlone(shellFor(gh, world, []), jobFor(gh), world.pr, {})).rejects.toThrow(ConfigurationError);
    const state = await prState(world);
    expect(state.check?.conclusion).toBe('failure');
    expect(world.repo.checkRuns(state.head).filter((c) => c.name === CHECK)).toHaveLength(1);
  });

  it('refuses as undecidable when the PR cannot be read, on the head the event named', async () => {
    const world = await openPr(gh, { 'services/billing/invoice.ts': 'export const invoice = 2;\n' });
    gh.faults.next({ kind: '500', match: { method: 'POST', path: /\/graphql$/ }, times: 50 });
    try {
      const { result, check } = await judgeAlone(shellFor(gh, world, []), jobFor(gh), world.pr, {
        eventHead: 'a'.repeat(40),
      });
      expect(result).toMatchObject({ verdict: 'refused', headSha: 'a'.repeat(40), effects: [] });
      expect(result.undecidable).toContain('GitHub or git failed after retries');
      expect(check).toMatchObject({ headSha: 'a'.repeat(40), conclusion: 'failure' });
    } finally {
      gh.faults.clear();
    }
  });
});
