// doctor's judgement on plain facts: the hardened setup holds line by line; what the branch requires and whether
// each requirement is pinned to mergexo's App; the merge queue; the labels; GITHUB_TOKEN's default permissions.
import { describe, expect, it } from 'vitest';
import { decideDoctor, exitCodeOf, mergexoLabels } from '../../../src/cli/doctor/decide.js';
import { gateChecks } from '../../../src/cli/doctor/decide-requirements.js';
import type { DoctorFacts } from '../../../src/cli/doctor/facts.js';
import type { Check } from '../../../src/cli/doctor/findings.js';
import { APP_ID, caller, DEFAULTS, hardened, operator, refused } from './hardened-facts.js';

const byId = (checks: Check[], id: string) => checks.find((c) => c.id === id);
const failingOf = (facts: DoctorFacts) => decideDoctor(facts).filter((c) => !c.ok);

describe('decideDoctor', () => {
  it('holds on every line of the hardened setup, in the order a reader follows', () => {
    const checks = decideDoctor(hardened());
    expect(checks.filter((c) => !c.ok)).toEqual([]);
    expect(exitCodeOf(checks)).toBe(0);
    expect(checks.map((c) => c.id)).toEqual([
      'callers',
      'trigger:.github/workflows/mergexo.yml',
      'reusable-workflow',
      'enforcement',
      'enforced-since',
      'required:mergexo/history-guard',
      'required:mergexo/write-root-gate',
      'pinned:mergexo/history-guard',
      'pinned:mergexo/write-root-gate',
      'merge-queue',
      'app',
      'app-installation',
      'app-permissions',
      'environment',
      'environment-secret',
      'repository-secret',
      'label:mergexo:blocked',
      'label:mergexo:quarantined',
      'label:mergexo:ci-failed',
      'label:mergexo:conflict',
      'label:mergexo:behind',
      'workflow-permissions',
    ]);
  });

  it('exits 1 as soon as one line does not hold', () => {
    expect(
      exitCodeOf([
        { id: 'x', ok: true, finding: { kind: 'enforcing' } },
        { id: 'y', ok: false, finding: { kind: 'token-read' } },
      ]),
    ).toBe(1);
  });
});

describe('what the branch requires', () => {
  const requiring = (checks: { name: string; appId?: number }[], mergeQueue = false): DoctorFacts =>
    hardened({ requirements: { kind: 'read', checks, mergeQueue } });

  it('names a gate check the branch does not require, and judges no pin for it', () => {
    const checks = decideDoctor(requiring([{ name: 'mergexo/history-guard', appId: APP_ID }]));
    expect(byId(checks, 'required:mergexo/write-root-gate')).toEqual({
      id: 'required:mergexo/write-root-gate',
      ok: false,
      finding: { kind: 'not-required', check: 'mergexo/write-root-gate', branch: 'main' },
    });
    expect(byId(checks, 'pinned:mergexo/write-root-gate')).toBeUndefined();
  });

  it('names a required check any source satisfies', () => {
    const failing = failingOf(
      requiring([{ name: 'mergexo/history-guard', appId: APP_ID }, { name: 'mergexo/write-root-gate' }]),
    );
    expect(failing).toEqual([
      {
        id: 'pinned:mergexo/write-root-gate',
        ok: false,
        finding: { kind: 'unpinned', check: 'mergexo/write-root-gate', appId: APP_ID },
      },
    ]);
  });

  it('takes one pinned requirement as enough (all must hold), and one pinned to another App as a wall', () => {
    const both = requiring([
      { name: 'mergexo/history-guard', appId: APP_ID },
      { name: 'mergexo/write-root-gate' },
      { name: 'mergexo/write-root-gate', appId: APP_ID },
    ]);
    expect(failingOf(both)).toEqual([]);
    // GitHub Actions' own App id: a GITHUB_TOKEN check could satisfy it, mergexo's App never can.
    const elsewhere = requiring([
      { name: 'mergexo/history-guard', appId: APP_ID },
      { name: 'mergexo/write-root-gate', appId: APP_ID },
      { name: 'mergexo/write-root-gate', appId: 15368 },
    ]);
    expect(failingOf(elsewhere).map((c) => c.finding)).toEqual([
      { kind: 'pinned-elsewhere', check: 'mergexo/write-root-gate', appId: APP_ID, others: [15368] },
    ]);
  });

  it('requires ci-wait, the rebase check and the collision check only when the settings make them gates', () => {
    expect(gateChecks(DEFAULTS)).toEqual(['mergexo/history-guard', 'mergexo/write-root-gate']);
    expect(
      gateChecks({ ...DEFAULTS, 'wait-for-ci': 'true', urgency: 'blocking', 'allocated-names': 'migrations/*.sql\n' }),
    ).toEqual([
      'mergexo/history-guard',
      'mergexo/write-root-gate',
      'mergexo/ci-wait',
      'mergexo/rebase',
      'mergexo/collision',
    ]);
    expect(
      gateChecks({ ...DEFAULTS, 'rebase-notify': 'false', urgency: 'blocking', 'history-guard': 'false' }),
    ).toEqual(['mergexo/write-root-gate']);
    expect(gateChecks({ ...DEFAULTS, 'write-root-gate-check-name': 'gates/roots' })).toEqual([
      'mergexo/history-guard',
      'gates/roots',
    ]);
  });

  it('says what could not be read instead of taking it for nothing required', () => {
    const facts = hardened({
      requirements: { kind: 'unknown', why: 'the rules of main could not be read (403: x)', needs: 'Metadata: read' },
    });
    const checks = decideDoctor(facts);
    expect(byId(checks, 'required')).toMatchObject({ ok: false, finding: { kind: 'requirements-unknown' } });
    expect(checks.some((c) => c.id.startsWith('pinned:') || c.id === 'merge-queue')).toBe(false);
  });

  it('asks for merge_group when the branch requires a merge queue', () => {
    const checks = [
      { name: 'mergexo/history-guard', appId: APP_ID },
      { name: 'mergexo/write-root-gate', appId: APP_ID },
    ];
    const queued = { kind: 'read', checks, mergeQueue: true } as const;
    expect(byId(decideDoctor(hardened({ requirements: queued })), 'merge-queue')?.finding.kind).toBe(
      'queue-subscribed',
    );
    const unsubscribed = hardened({
      requirements: queued,
      callers: {
        kind: 'read',
        value: {
          jobs: [
            caller({
              triggers: { events: ['pull_request_target'], pullRequestTarget: ['opened', 'reopened', 'synchronize'] },
            }),
          ],
          broken: [],
        },
      },
    });
    expect(byId(decideDoctor(unsubscribed), 'merge-queue')).toEqual({
      id: 'merge-queue',
      ok: false,
      finding: { kind: 'queue-unsubscribed', branch: 'main', files: ['.github/workflows/mergexo.yml'] },
    });
  });
});

describe("mergexo's labels", () => {
  it('are every label input, as the caller sets it or at its default, each once and without expressions', () => {
    expect(
      mergexoLabels({
        ...DEFAULTS,
        'quarantine-label': 'roots:out',
        'ready-blocking-labels': 'a, b',
        'x-label': '${{ vars.L }}',
      }),
    ).toEqual(['mergexo:blocked', 'roots:out', 'mergexo:ci-failed', 'mergexo:conflict', 'mergexo:behind']);
  });

  it("count rebase-notify's overlap label when it compares pull requests", () => {
    const overlap = (more: Record<string, string>) =>
      mergexoLabels({ ...DEFAULTS, ...more }).includes('mergexo:overlap');
    expect(overlap({})).toBe(false);
    expect(overlap({ 'allocated-names': 'migrations/*.sql' })).toBe(true);
    expect(overlap({ overlaps: 'notice' })).toBe(true);
    expect(overlap({ overlaps: 'notice', 'rebase-notify': 'false' })).toBe(false);
  });

  it('are found whatever their case, and a missing one is its own line', () => {
    const facts = hardened({
      labels: { kind: 'read', value: ['MERGEXO:Blocked', 'mergexo:ci-failed', 'mergexo:conflict', 'mergexo:behind'] },
    });
    expect(failingOf(facts)).toEqual([
      { id: 'label:mergexo:quarantined', ok: false, finding: { kind: 'label-missing', name: 'mergexo:quarantined' } },
    ]);
  });

  it('cannot be judged when the token may not list them: one failing line', () => {
    const checks = decideDoctor(hardened({ labels: refused('Issues: read') }));
    expect(checks.filter((c) => c.id.startsWith('label')).map((c) => [c.id, c.ok])).toEqual([['labels', false]]);
  });
});

describe("GITHUB_TOKEN's default permissions", () => {
  it.each([
    [
      { defaultPermissions: 'write', canApprovePullRequestReviews: false },
      { writes: true, approves: false },
    ],
    [
      { defaultPermissions: 'read', canApprovePullRequestReviews: true },
      { writes: false, approves: true },
    ],
  ])('fail when they are broader than read-only without approvals (%j)', (value, facts) => {
    const checks = decideDoctor(hardened({ workflowPermissions: { kind: 'read', value } }));
    expect(byId(checks, 'workflow-permissions')).toEqual({
      id: 'workflow-permissions',
      ok: false,
      finding: { kind: 'token-too-broad', ...facts },
    });
  });

  it('are judged even when nothing runs mergexo', () => {
    const checks = decideDoctor(hardened({ callers: { kind: 'read', value: { jobs: [operator()], broken: [] } } }));
    expect(checks.map((c) => [c.id, c.ok])).toEqual([
      ['callers', false],
      ['workflow-permissions', true],
    ]);
  });
});
