// The runner-time bench row (bench/runner-time.ts) is computed from the workflow files and the root action's plan;
// docs/operators.md ("Runner time") states its numbers, and the default setup must hold no runner for CI.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { benchRunnerTime } from '../../bench/runner-time.js';

const rows = await benchRunnerTime();
const row = (action: string, setup: string) => rows.find((r) => r.action === action && r.operation.endsWith(setup))!;
const starts = (note: string | undefined) =>
  Object.fromEntries([...(note ?? '').matchAll(/(\w+) (\d+)[,;]/g)].map((m) => [m[1], Number(m[2])]));

describe('runner time per event', () => {
  it('the default setup holds no runner waiting for CI, under either entry point and the root action', () => {
    for (const action of ['reusable workflow', 'reusable workflow (App)', 'root action'])
      expect(row(action, ', default').note).toContain('holds no runner for CI');
  });

  it('with wait-for-ci, ci-wait holds a runner on pull request events only, never on workflow_run or closed', () => {
    const note = row('reusable workflow', ', wait-for-ci').note ?? '';
    expect(note).toMatch(/holds a runner .* on opened, synchronize/);
    expect(note.split('holds a runner')[1]).not.toMatch(/workflow_run|closed/);
  });

  it('matches the table in docs/operators.md', () => {
    const doc = readFileSync(new URL('../../docs/operators.md', import.meta.url), 'utf8');
    const table = (setup: string, entry: string) => {
      const line = doc.split('\n').find((l) => l.includes(`| ${setup}`) && l.includes(entry))!;
      return line
        .split('|')
        .slice(3, -1)
        .map((c) => Number(c.trim()));
    };
    const order = ['opened', 'synchronize', 'labeled', 'edited', 'ready_for_review', 'closed', 'merge_group', 'push'];
    const expected = (action: string, setup: string) => order.map((e) => starts(row(action, setup).note)[e]);
    expect(table('default ', '`mergexo.yml`').slice(0, 8)).toEqual(expected('reusable workflow', ', default'));
    expect(table('default ', 'root action').slice(0, 8)).toEqual(expected('root action', ', default'));
    expect(table('`wait-for-ci: true`', '`mergexo.yml`').slice(0, 8)).toEqual(
      expected('reusable workflow', ', wait-for-ci'),
    );
  });
});
