import { describe, expect, it } from 'vitest';
import { inputsFromRecord } from '../../src/core/inputs.js';
import type { GateResult } from '../../src/write-root-gate/job.js';
import { runReport } from '../../src/write-root-gate/report-messages.js';
import { parseSettings } from '../../src/write-root-gate/settings.js';

const settings = parseSettings(inputsFromRecord({ 'github-token': 't' }));
const HEAD = 'a'.repeat(40);
const base: GateResult = { number: 4, headSha: HEAD, verdict: 'refused', effects: [], annotations: [] };

describe("a write-root-gate run's job summary and failure line", () => {
  it('an undecidable PR is refused, and the reason cannot start a workflow command or a second line', () => {
    const report = runReport({ ...base, undecidable: 'boom\n::set-output name=x::y' }, settings);
    expect(report?.summary.heading).toBe('mergexo/write-root-gate: PR #4 refused ⛔ (could not decide)');
    expect(report?.failure).toMatch(/^mergexo\/write-root-gate could not decide on PR #4 and refuses: /);
    expect(report?.failure).not.toContain('\n');
  });

  it('a PR refused with its merge group names the PRs ahead that fail it, and the group commit', () => {
    const report = runReport({ ...base, groupFailing: [{ number: 2, pass: false }] }, settings, 'f'.repeat(40));
    expect(report?.summary.heading).toContain('(the group also holds #2)');
    expect(report?.summary.rows).toEqual([
      ['#2', 'refused (ahead in the queue)'],
      ['#4', 'refused'],
    ]);
    expect(report?.failure).toContain(`PR #4 (merge group ${'f'.repeat(7)})`);
  });

  it('reports nothing for a PR that was never judged', () => {
    expect(runReport(base, settings)).toBeUndefined();
  });
});
