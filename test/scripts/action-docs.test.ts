import { describe, expect, it } from 'vitest';
import * as prettier from 'prettier';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { literalText, renderInputDifferences, renderTables } from '../../scripts/action-docs.js';
import { REPO_ROOT } from '../support/run-action.js';

describe('the generated inputs tables keep globs literal', () => {
  it('puts a word with a glob in a code span and escapes an underscore at a word edge', () => {
    expect(literalText('one glob a line, such as migrations/*_*.sql; the first * is a name')).toBe(
      'one glob a line, such as `migrations/*_*.sql`; the first `*` is a name',
    );
    expect(literalText('(agent/** branches) and `already/*_code*` stay')).toBe(
      '(`agent/**` branches) and `already/*_code*` stay',
    );
    expect(literalText('_lead and trail_ but no_checks')).toBe('\\_lead and trail\\_ but no_checks');
  });

  it('survives prettier as the glob it is', async () => {
    const tables = renderTables({
      inputs: { 'allocated-names': { description: 'such as migrations/*_*.sql | or docs/**', default: '' } },
    });
    const formatted = await prettier.format(tables, { parser: 'markdown' });
    expect(formatted).toContain('`migrations/*_*.sql` \\| or `docs/**`');
    expect(formatted).not.toContain('_\\_');
  });
});

describe("the reusable workflows' inputs, where they differ from the root action's", () => {
  it('lists every input one of them lacks or takes as a secret, and none they all take alike', () => {
    const table = renderInputDifferences(
      { inputs: { shared: {}, 'github-token': {}, 'job-name': {} } },
      {
        'a/token.yml': { inputs: { shared: {}, 'runs-on': {} }, secrets: { 'github-token': {} } },
        'a/app.yml': { inputs: { shared: {}, 'runs-on': {}, 'app-id': {} }, secrets: { 'github-token': {}, KEY: {} } },
      },
    );
    expect(table.split('\n').slice(4)).toEqual([
      '| input | root action | `token.yml` | `app.yml` |',
      '| --- | --- | --- | --- |',
      '| `github-token` | input | secret | secret |',
      '| `job-name` | input | - | - |',
      '| `runs-on` | - | input | input |',
      '| `app-id` | - | - | input |',
      '| `KEY` | - | - | secret |',
    ]);
  });

  it("says app-id and environment are the App workflow's alone, as its file does", () => {
    const doc = readFileSync(path.join(REPO_ROOT, 'docs/root-action.md'), 'utf8');
    const workflow = (f: string) =>
      (parse(readFileSync(path.join(REPO_ROOT, f), 'utf8')) as { on: { workflow_call: { inputs: object } } }).on
        .workflow_call.inputs;
    expect(Object.keys(workflow('.github/workflows/mergexo.yml'))).not.toContain('app-id');
    expect(Object.keys(workflow('.github/workflows/mergexo-app.yml'))).toEqual(
      expect.arrayContaining(['app-id', 'environment']),
    );
    expect(doc).toMatch(/\| `app-id` +\| - +\| - +\| input +\|/);
    expect(doc).toMatch(/\| `environment` +\| - +\| - +\| input +\|/);
  });
});
