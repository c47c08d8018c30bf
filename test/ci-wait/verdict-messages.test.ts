// ci-wait's job summary: a PR's table, and a merge group's.
import { describe, expect, it } from 'vitest';
import { groupSummary, summaryTable } from '../../src/ci-wait/verdict-messages.js';
import type { PullRunReport } from '../../src/ci-wait/report.js';
import { noSelection, type CheckItem, type Selection } from '../../src/ci-wait/rules/selection.js';
import type { MergeGroupEvent } from '../../src/core/merge-group.js';

const HEAD = 'a'.repeat(40);

const failed = (name: string): CheckItem => ({
  kind: 'check_run',
  id: 1,
  name,
  result: 'failed',
  conclusion: 'failure',
  url: 'https://ci.example.test/1',
  output: [],
  annotationsCount: 0,
});

describe('messages: the job summary', () => {
  const base: PullRunReport = {
    number: 7,
    outcome: 'conflict',
    reason: { kind: 'conflict' },
    head: HEAD,
    attempt: 1,
    attemptKnown: true,
    selection: noSelection(),
    failedChecks: [],
  };

  it('renders no checks table when no check was looked at (conflict, needs_human)', () => {
    for (const outcome of ['conflict', 'needs_human'] as const) {
      const table = summaryTable([{ ...base, outcome }], 5);
      expect(table.header).toEqual([]);
      expect(table.rows).toEqual([]);
      expect(table.heading).toContain('PR #7');
      expect(table.lead).toContain('conflicts with its base branch');
    }
  });

  it('renders the checks table when there are checks', () => {
    const selection: Selection = { counted: [failed('build')], excluded: [], missing: ['security-scan'] };
    const table = summaryTable([{ ...base, outcome: 'ci_failed', selection }], 5);
    expect(table.header).toEqual(['check', 'type', 'result', 'counted', 'link']);
    expect(table.rows).toHaveLength(2);
  });

  it('renders no checks table for a merge group commit without checks', () => {
    const group: MergeGroupEvent = {
      headSha: 'c'.repeat(40),
      headRef: 'refs/heads/gh-readonly-queue/main/pr-7-x',
      baseRef: 'refs/heads/main',
    };
    const report = {
      outcome: 'no_checks' as const,
      reason: { kind: 'no-checks-appeared' } as const,
      head: group.headSha,
      number: 7,
      selection: noSelection(),
      failed: [],
    };
    const table = groupSummary(report, group);
    expect(table.header).toEqual([]);
    expect(table.rows).toEqual([]);
  });
});
