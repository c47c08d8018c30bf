// What `mergexo replay` prints for people: the table, the summary, the refusals under the table, and `--json`'s
// words beside the facts. PR-controlled text (authors, branches, lease names) is shown as plain text, one line.
import { describe, expect, it } from 'vitest';
import type { NameClash } from '../../../src/rebase-notify/index.js';
import {
  clashText,
  jsonPull,
  refusalLines,
  summaryLines,
  table,
  WHY_REFUSED,
} from '../../../src/cli/replay/messages.js';
import type { ReplayedPull, ReplaySummary } from '../../../src/cli/replay/verdicts.js';

const clash: NameClash = {
  other: 3,
  glob: 'migrations/*_*.sql',
  name: '0002',
  paths: ['migrations/0002_tax.sql'],
  otherPaths: ['migrations/0002_fee.sql'],
};

function pull(number: number, extra: Partial<ReplayedPull> = {}): ReplayedPull {
  return {
    number,
    title: `PR ${number}`,
    author: 'carol',
    headBranch: `feature/${number}`,
    headOwner: 'acme',
    isCrossRepository: false,
    labels: [],
    landedAs: 'merge',
    landing: 'a'.repeat(40),
    base: 'b'.repeat(40),
    head: 'c'.repeat(40),
    headFrom: 'merge-parent',
    openedAt: '2026-03-01T09:00:00.000Z',
    mergedAt: '2026-03-02T09:00:00.000Z',
    facts: 'api',
    gates: {
      'write-root-gate': { verdict: 'pass', lease: 'payments', reason: '', roots: ['src'], written: 1, violations: [] },
      collision: { verdict: 'off', clashes: [], earlier: [] },
      overlaps: [],
    },
    ...extra,
  };
}

const refused = pull(4, {
  author: 'billing-bot[bot]',
  headBranch: null,
  landedAs: 'squash',
  gates: {
    'write-root-gate': {
      verdict: 'refused',
      lease: 'billing-agent',
      reason: '',
      roots: ['services/billing'],
      written: 5,
      violations: ['a', 'b', 'c', 'd'].map((f) => ({
        path: `services/payments/${f}.ts`,
        rule: 'outside-roots' as const,
        detail: { kind: 'change' as const, status: 'modified' as const, object: 'file' as const },
      })),
    },
    collision: {
      verdict: 'fail',
      clashes: [clash],
      earlier: [{ at: '2026-03-02T08:00:00.000Z', base: 'd'.repeat(40), head: 'e'.repeat(40), clash }],
    },
    overlaps: [{ other: 3, paths: ['services/billing/tax.ts'] }],
  },
});

describe('table', () => {
  it('gives one row per PR under a header, columns aligned, a squash shown by how it landed', () => {
    const lines = table([refused, pull(3)]);
    expect(lines[0]).toMatch(/^PR +merged +author +branch +write-root-gate +collision +overlaps$/);
    expect(lines[1]).toContain('#4');
    expect(lines[1]).toContain('(squash)');
    expect(lines[1]).toContain('refused: 4 paths (billing-agent)');
    expect(lines[1]).toContain('fail: name 0002 held by #3');
    expect(lines[2]).toMatch(/^#3 +2026-03-02 +carol +feature\/3 +pass \(payments\) +- +-$/);
    const column = (line: string) => line.indexOf('2026-03-02');
    expect(column(lines[1] as string)).toBe(column(lines[2] as string));
  });

  it('marks a fork, an unknown author, an undecidable verdict and an earlier clash', () => {
    const fork = pull(6, { author: null, isCrossRepository: true, headBranch: 'patch-1' });
    const undecidable = pull(7, {
      gates: {
        'write-root-gate': {
          verdict: 'undecidable',
          lease: '(none)',
          reason: '',
          roots: [],
          written: 0,
          violations: [],
          undecidable: 'git merge-tree could not merge',
        },
        collision: { verdict: 'pass', clashes: [], earlier: refused.gates.collision.earlier },
        overlaps: [],
      },
    });
    const [, f, u] = table([fork, undecidable]);
    expect(f).toContain('fork:patch-1');
    expect(f).toMatch(/#6 +2026-03-02 +\? /);
    expect(u).toContain('refused: undecidable');
    expect(u).toContain('pass, told of 1 clash before');
  });

  it('shows a branch name with control characters as one plain line', () => {
    const [, row] = table([pull(9, { headBranch: 'x\u001b[31m\nred' })]);
    expect(row?.includes('\u001b') || row?.includes('\n')).toBe(false);
  });
});

describe('refusalLines', () => {
  it('names the first three paths and their rule, then how many more', () => {
    expect(refusalLines(refused)).toEqual([
      '  #4: services/payments/a.ts: outside the write roots',
      '  #4: services/payments/b.ts: outside the write roots',
      '  #4: services/payments/c.ts: outside the write roots',
      '  #4: ... and 1 more',
    ]);
    expect(refusalLines(pull(3))).toEqual([]);
    expect(WHY_REFUSED).toContain('--json');
  });
});

describe('summaryLines', () => {
  const summary: ReplaySummary = {
    merged: 8,
    refused: 3,
    byLease: { 'billing-agent': 2, '(none)': 1 },
    byAuthor: { 'billing-bot[bot]': 2, outsider: 1 },
    collidedNames: ['migrations/*_*.sql: 0002'],
    collidingAtLanding: 0,
    toldOfClash: 1,
    overlapping: 2,
  };

  it('states M merged, N refused by lease and by author, K names collided, and the overlaps', () => {
    expect(summaryLines(summary, 'main', true)).toEqual([
      '8 merged PRs of main replayed.',
      'write-root-gate would have refused 3 of 8.',
      '  by lease: billing-agent 2, (none) 1',
      '  by author: billing-bot[bot] 2, outsider 1',
      'collisions: 1 name collided (migrations/*_*.sql: 0002); 1 PR told of a clash while open, 0 still failing when ' +
        'merged.',
      'overlaps: 2 PRs changed a file another open PR changed differently.',
    ]);
  });

  it('leaves out the collisions without allocated names, and the tallies when nothing was refused', () => {
    expect(summaryLines({ ...summary, refused: 0, byLease: {}, byAuthor: {} }, 'main', false)).toEqual([
      '8 merged PRs of main replayed.',
      'write-root-gate would have refused 0 of 8.',
      'overlaps: 2 PRs changed a file another open PR changed differently.',
    ]);
  });
});

describe('jsonPull', () => {
  it('keeps the facts and puts the words of each reason beside them', () => {
    const json = jsonPull(refused);
    expect(json.number).toBe(4);
    expect(json.gates['write-root-gate'].violations[0]).toMatchObject({
      path: 'services/payments/a.ts',
      rule: 'outside-roots',
      reason: 'outside the write roots',
    });
    expect(json.gates.collision.clashes[0]).toMatchObject({ name: '0002', reason: clashText(clash) });
    expect(json.gates.collision.earlier[0]?.reason).toBe(
      'name 0002 (migrations/*_*.sql) of migrations/0002_tax.sql is held by #3',
    );
    expect(clashText({ ...clash, other: 'base' })).toBe(
      'name 0002 (migrations/*_*.sql) of migrations/0002_tax.sql is held by the base (migrations/0002_fee.sql)',
    );
  });
});
