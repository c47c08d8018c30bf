// The workflows of the default branch as doctor parses them: triggers in every form `on:` takes, which jobs run
// mergexo (its reusable workflows, its actions), their settings; and what the reusable workflow asks of its App.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { calledWorkflow, callersIn, reusableCall, triggersOf } from '../../../src/cli/doctor/callers.js';
import { REPO_ROOT } from '../../support/run-action.js';

describe('triggersOf', () => {
  it('reads a name, a list and a map, with GitHub’s default types when a pull request trigger names none', () => {
    expect(triggersOf('pull_request_target')).toEqual({
      events: ['pull_request_target'],
      pullRequestTarget: ['opened', 'synchronize', 'reopened'],
    });
    expect(triggersOf(['push', 'pull_request'])).toEqual({
      events: ['push', 'pull_request'],
      pullRequest: ['opened', 'synchronize', 'reopened'],
    });
    expect(triggersOf({ pull_request_target: { types: 'labeled' }, merge_group: null })).toEqual({
      events: ['pull_request_target', 'merge_group'],
      pullRequestTarget: ['labeled'],
    });
    expect(triggersOf(undefined)).toEqual({ events: [] });
  });
});

describe('reusableCall', () => {
  it("recognises mergexo's two reusable workflows, from any repository or from this one", () => {
    expect(reusableCall('acme/mergexo/.github/workflows/mergexo-app.yml@v1')).toEqual({
      kind: 'app',
      uses: 'acme/mergexo/.github/workflows/mergexo-app.yml@v1',
      from: { owner: 'acme', repo: 'mergexo' },
      path: '.github/workflows/mergexo-app.yml',
      ref: 'v1',
    });
    expect(reusableCall('fork/gates/.github/workflows/mergexo.yml@3f2c1d0')).toMatchObject({
      kind: 'token',
      from: { owner: 'fork', repo: 'gates' },
      ref: '3f2c1d0',
    });
    expect(reusableCall('./.github/workflows/mergexo-app.yaml')).toMatchObject({
      kind: 'app',
      from: 'this',
      ref: undefined,
    });
    expect(reusableCall('acme/mergexo/.github/workflows/release.yml@v1')).toBeUndefined();
    expect(reusableCall('acme/mergexo/.github/workflows/not-mergexo.yml@v1')).toBeUndefined();
  });
});

describe('callersIn', () => {
  it('finds the jobs that call the reusable workflow, with their with: as text', () => {
    const text = [
      'on:',
      '  pull_request_target:',
      '    types: [opened, synchronize]',
      'jobs:',
      '  gates:',
      '    uses: acme/mergexo/.github/workflows/mergexo-app.yml@v1',
      '    with:',
      '      enforcement: enforce',
      '      wait-for-ci: true',
      '      max-attempts: 3',
      '      write-roots: |',
      '        docs',
      '  other:',
      '    uses: acme/other/.github/workflows/build.yml@v1',
      '',
    ].join('\n');
    expect(callersIn('.github/workflows/m.yml', text)).toEqual([
      {
        file: '.github/workflows/m.yml',
        job: 'gates',
        triggers: { events: ['pull_request_target'], pullRequestTarget: ['opened', 'synchronize'] },
        calls: expect.objectContaining({ kind: 'app' }),
        with: { enforcement: 'enforce', 'wait-for-ci': 'true', 'max-attempts': '3', 'write-roots': 'docs\n' },
      },
    ]);
  });

  it("finds a job that runs mergexo's root action or one of its actions in a step", () => {
    const text = [
      'on: pull_request',
      'jobs:',
      '  a:',
      '    runs-on: ubuntu-latest',
      '    steps:',
      '      - uses: actions/checkout@v5',
      '      - uses: acme/mergexo@v1',
      '        with: { enforcement: observe }',
      '  b:',
      '    runs-on: ubuntu-latest',
      '    steps:',
      '      - uses: acme/gates/write-root-gate@0123456789abcdef0123456789abcdef01234567',
      '  c:',
      '    runs-on: ubuntu-latest',
      '    steps:',
      '      - uses: acme/history-guard@v1',
    ].join('\n');
    const jobs = callersIn('w.yml', text);
    expect(Array.isArray(jobs) && jobs.map((j) => [j.job, j.calls, j.with])).toEqual([
      ['a', { kind: 'actions', uses: 'acme/mergexo@v1' }, { enforcement: 'observe' }],
      ['b', { kind: 'actions', uses: 'acme/gates/write-root-gate@0123456789abcdef0123456789abcdef01234567' }, {}],
    ]);
  });

  it('says why a file does not parse, and finds nothing in a file without jobs', () => {
    expect(callersIn('bad.yml', 'on: [push\njobs: {')).toMatchObject({ file: 'bad.yml', said: expect.any(String) });
    expect(callersIn('empty.yml', '')).toEqual([]);
    expect(callersIn('list.yml', '- a\n- b\n')).toEqual([]);
  });
});

describe('calledWorkflow', () => {
  it("reads mergexo-app.yml's defaults and the union of what its jobs' App tokens ask for", () => {
    const text = readFileSync(path.join(REPO_ROOT, '.github/workflows/mergexo-app.yml'), 'utf8');
    const called = calledWorkflow(text);
    expect(called?.defaults).toMatchObject({
      enforcement: 'enforce',
      'history-guard': 'true',
      'wait-for-ci': 'false',
      'blocked-label': 'mergexo:blocked',
      'history-guard-check-name': 'mergexo/history-guard',
    });
    expect(called?.mints).toMatchObject({
      checks: { level: 'write' },
      pull_requests: { level: 'write' },
      contents: { level: 'write' },
      statuses: { level: 'read' },
      merge_queues: { level: 'read' },
    });
    for (const mint of Object.values(called?.mints ?? {})) expect(['read', 'write']).toContain(mint.level);
  });

  it('keeps the highest level a permission is asked at, and when it is asked only under a condition', () => {
    const text = [
      'on:',
      '  workflow_call:',
      '    inputs:',
      '      enforcement: { type: string, default: observe }',
      '      flag: { type: boolean, default: false }',
      '      none: { type: string }',
      'jobs:',
      '  a:',
      '    steps:',
      '      - uses: actions/create-github-app-token@v2',
      '        with: { app-id: "1", permission-contents: read, permission-pull-requests: write }',
      '  b:',
      '    steps:',
      '      - uses: actions/create-github-app-token@0123456789abcdef0123456789abcdef01234567 # v2',
      '        with: { permission-contents: write, permission-issues: admin }',
      '      - uses: some/other@v1',
      '        with: { permission-actions: write }',
      '  c:',
      '    steps:',
      '      - uses: actions/create-github-app-token@v3',
      '        with:',
      "          permission-merge-queues: ${{ github.event_name == 'merge_group' && 'read' || '' }}",
      "          permission-members: ${{ contains(inputs.ready-reviewers, '/') && 'read' || '' }}",
      '          permission-statuses: ${{ inputs.level }}',
      '  d:',
      '    steps:',
      '      - uses: actions/create-github-app-token@v3',
      '        with:',
      "          permission-members: ${{ inputs.teams && 'read' || '' }}",
    ].join('\n');
    expect(calledWorkflow(text)).toEqual({
      defaults: { enforcement: 'observe', flag: 'false' },
      mints: {
        contents: { level: 'write' },
        pull_requests: { level: 'write' },
        merge_queues: { level: 'read', when: "github.event_name == 'merge_group'" },
        // Asked under two conditions: it may be asked whenever either holds, so doctor asks it always.
        members: { level: 'read' },
      },
    });
  });

  it('is undefined for a file that is no reusable workflow', () => {
    expect(calledWorkflow('on: push\njobs: {}\n')).toBeUndefined();
    expect(calledWorkflow('on: [push\n')).toBeUndefined();
  });
});
