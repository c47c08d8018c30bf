// doctor's rules about the workflows that run mergexo: a caller on pull requests, its trigger and activity types,
// what it calls, and every caller enforcing from the same moment.
import { describe, expect, it } from 'vitest';
import { decideCallers, mainCaller, settingsOf } from '../../../src/cli/doctor/decide-callers.js';
import type { CallerJob } from '../../../src/cli/doctor/callers.js';
import type { DoctorFacts } from '../../../src/cli/doctor/facts.js';
import { githubWords } from '../../../src/core/pure/words.js';
import { caller, DEFAULTS, hardened, NOW, operator, refused } from './hardened-facts.js';

const withJobs = (jobs: CallerJob[], more: Partial<DoctorFacts> = {}) =>
  hardened({ callers: { kind: 'read', value: { jobs, broken: [] } }, ...more });
const line = (facts: DoctorFacts, id: string) => decideCallers(facts).checks.find((c) => c.id === id);
const settings = (enforcement: string, since = '2026-11-28T09:00:00Z') => ({
  enforcement,
  'enforced-since': since,
  'app-id': '1',
  environment: 'mergexo',
});

describe('the callers', () => {
  it('settle the main caller and its settings: the defaults, overridden by its with:', () => {
    const { setup } = decideCallers(hardened());
    expect(setup?.main.file).toBe('.github/workflows/mergexo.yml');
    expect(setup?.settings).toMatchObject({
      ...DEFAULTS,
      environment: 'mergexo',
      'enforced-since': '2026-11-28T09:00:00Z',
    });
    expect(settingsOf(caller({ with: { urgency: 'blocking' } }), { defaults: DEFAULTS, mints: {} }).urgency).toBe(
      'blocking',
    );
  });

  it("prefer a caller of the reusable workflow over one running mergexo's actions directly", () => {
    const direct = caller({ file: 'a.yml', calls: { kind: 'actions', uses: 'acme/mergexo@v1' } });
    expect(mainCaller([direct, caller()])?.file).toBe('.github/workflows/mergexo.yml');
    expect(mainCaller([operator()])).toBeUndefined();
  });

  it('say when nothing runs mergexo on pull requests, and when a workflow does not parse', () => {
    const facts = hardened({
      callers: {
        kind: 'read',
        value: { jobs: [operator()], broken: [{ file: 'ci.yml', said: githubWords('bad indentation') }] },
      },
    });
    expect(decideCallers(facts)).toEqual({
      checks: [
        {
          id: 'workflow:ci.yml',
          ok: false,
          finding: { kind: 'workflow-broken', file: 'ci.yml', said: 'bad indentation' },
        },
        { id: 'callers', ok: false, finding: { kind: 'no-caller', branch: 'main' } },
      ],
    });
  });

  it('say what could not be read when the workflows cannot be listed', () => {
    const { checks, setup } = decideCallers(hardened({ callers: refused('Contents: read') }));
    expect(setup).toBeUndefined();
    expect(checks).toEqual([
      {
        id: 'callers',
        ok: false,
        finding: { ...refused('Contents: read'), subject: { what: 'workflows', branch: 'main' } },
      },
    ]);
  });
});

describe('the trigger', () => {
  it("fails on pull_request, which runs a pull request's own copy of the workflow", () => {
    const job = caller({ triggers: { events: ['pull_request'], pullRequest: ['opened', 'reopened', 'synchronize'] } });
    expect(line(withJobs([job, operator()]), 'trigger:.github/workflows/mergexo.yml')).toEqual({
      id: 'trigger:.github/workflows/mergexo.yml',
      ok: false,
      finding: { kind: 'trigger-pull-request', file: '.github/workflows/mergexo.yml' },
    });
  });

  it('fails on pull_request beside pull_request_target, and judges every file that runs on pull requests', () => {
    const both = caller({
      file: 'extra.yml',
      triggers: {
        events: ['pull_request', 'pull_request_target'],
        pullRequest: ['opened'],
        pullRequestTarget: ['opened'],
      },
    });
    const checks = decideCallers(withJobs([caller(), both])).checks.filter((c) => c.id.startsWith('trigger:'));
    expect(checks.map((c) => [c.id, c.ok, c.finding.kind])).toEqual([
      ['trigger:.github/workflows/mergexo.yml', true, 'trigger-target'],
      ['trigger:extra.yml', false, 'trigger-pull-request'],
    ]);
  });

  it('names the activity types without which a head goes unjudged', () => {
    const job = caller({ triggers: { events: ['pull_request_target'], pullRequestTarget: ['opened', 'labeled'] } });
    expect(line(withJobs([job]), 'trigger:.github/workflows/mergexo.yml')?.finding).toEqual({
      kind: 'trigger-types',
      file: '.github/workflows/mergexo.yml',
      missing: ['reopened', 'synchronize'],
    });
  });
});

describe('what the caller calls', () => {
  it("stops at mergexo's actions used directly: doctor judges the reusable workflow's setup", () => {
    const direct = caller({
      calls: { kind: 'actions', uses: 'acme/mergexo/history-guard@v1' },
      with: settings('enforce'),
    });
    const { checks, setup } = decideCallers(withJobs([direct]));
    expect(setup).toBeUndefined();
    expect(checks.find((c) => c.id === 'reusable-workflow')).toMatchObject({
      ok: false,
      finding: { kind: 'calls-actions' },
    });
    expect(checks.find((c) => c.id === 'enforcement')?.ok).toBe(true);
  });

  it('says when the reusable workflow cannot be read or is none', () => {
    const unread = decideCallers(hardened({ called: refused('Contents: read on mergexo-dev/mergexo') }));
    expect(unread.setup).toBeUndefined();
    expect(unread.checks.at(-1)).toMatchObject({
      id: 'reusable-workflow',
      ok: false,
      finding: {
        kind: 'unreadable',
        subject: { what: 'called-workflow' },
        needs: 'Contents: read on mergexo-dev/mergexo',
      },
    });
    const invalid = decideCallers(hardened({ called: { kind: 'read', value: 'invalid' } }));
    expect(invalid.checks.at(-1)?.finding.kind).toBe('called-invalid');
  });
});

describe('enforcement', () => {
  it('holds while every caller observes (a stage of adoption), and judges no enforced-since', () => {
    const facts = withJobs([caller({ with: settings('observe') }), operator({ with: settings('observe') })]);
    expect(line(facts, 'enforcement')).toEqual({
      id: 'enforcement',
      ok: true,
      finding: {
        kind: 'observing',
        files: ['.github/workflows/mergexo.yml', '.github/workflows/mergexo-operator.yml'],
      },
    });
    expect(line(facts, 'enforced-since')).toBeUndefined();
  });

  it('fails when the callers disagree, or one sets what history-guard cannot read', () => {
    expect(line(withJobs([caller(), operator({ with: settings('observe') })]), 'enforcement')?.finding.kind).toBe(
      'enforcement-differs',
    );
    expect(line(withJobs([caller({ with: settings('Enforce!') })]), 'enforcement')?.finding).toEqual({
      kind: 'enforcement-unknown',
      file: '.github/workflows/mergexo.yml',
      value: 'Enforce!',
    });
    expect(line(withJobs([caller({ with: settings('${{ vars.MODE }}') })]), 'enforcement')?.finding.kind).toBe(
      'enforcement-unknown',
    );
  });

  it('takes the reusable workflow default (enforce) when a caller sets nothing', () => {
    const bare = caller({ with: { 'app-id': '1', environment: 'mergexo' } });
    expect(line(withJobs([bare]), 'enforcement')?.ok).toBe(true);
    expect(line(withJobs([bare]), 'enforced-since')).toEqual({
      id: 'enforced-since',
      ok: true,
      finding: { kind: 'since-unset' },
    });
  });

  it.each([
    ['2026-11-28', 'since-invalid'],
    ['${{ vars.SINCE }}', 'since-invalid'],
    ['2027-01-01T00:00:00Z', 'since-future'],
  ])("judges enforced-since '%s' as %s", (since, kind) => {
    const facts = withJobs([
      caller({ with: settings('enforce', since) }),
      operator({ with: settings('enforce', since) }),
    ]);
    expect(line(facts, 'enforced-since')).toMatchObject({ ok: false, finding: { kind } });
  });

  it('holds on an enforced-since in the past, the same in every caller', () => {
    expect(line(hardened(), 'enforced-since')).toEqual({
      id: 'enforced-since',
      ok: true,
      finding: { kind: 'since-set', at: Date.parse('2026-11-28T09:00:00Z') },
    });
    expect(Date.parse('2026-11-28T09:00:00Z')).toBeLessThan(NOW);
    const differs = withJobs([caller(), operator({ with: settings('enforce', '') })]);
    expect(line(differs, 'enforced-since')?.finding.kind).toBe('since-differs');
  });
});
