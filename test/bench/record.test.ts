// Recording some bench suites rewrites their rows of docs/benchmarks.md and keeps every other suite's.
import { describe, expect, it } from 'vitest';
import { mergedRows, rowsOf, withSection, withTable } from '../../bench/record.js';

const page = [
  '# Benchmark results',
  '',
  '| action | operation | requests | note |',
  '| ------ | --------- | -------- | ---- |',
  '| a      | first     | 5        |      |',
  '| a      | second    | 9        | x    |',
  '| b      | only      | 1        |      |',
  '',
  '<!-- fleet:start -->',
].join('\n');

describe('the rows of the benchmark page', () => {
  it('reads each row of the table into its cells', () => {
    expect(rowsOf(page)).toEqual([
      ['a', 'first', '5', ''],
      ['a', 'second', '9', 'x'],
      ['b', 'only', '1', ''],
    ]);
    expect(rowsOf('# no table\n')).toEqual([]);
  });

  it("puts an action's fresh rows where its old ones were, keeps the others, appends new actions", () => {
    const fresh = [
      ['a', 'first', '3', ''],
      ['c', 'new', '2', ''],
    ];
    expect(mergedRows(rowsOf(page), fresh)).toEqual([
      ['a', 'first', '3', ''],
      ['b', 'only', '1', ''],
      ['c', 'new', '2', ''],
    ]);
  });
});

describe('recording the table of rows', () => {
  const recorded = [
    '# Benchmark results',
    '',
    'old words',
    '',
    '| action | operation |',
    '| ------ | --------- |',
    '| a      | first     |',
    '',
    '## A section written by hand',
    '',
    'Its words, kept.',
    '',
    '<!-- fleet:start -->',
    '',
    'the fleet',
    '',
    '<!-- fleet:end -->',
    '',
  ].join('\n');
  const head = ['# Benchmark results', '', 'new words', '', '| action | operation |', '| ------ | --------- |'].join(
    '\n',
  );

  it('replaces the title, words and table, and keeps what follows the table: sections and words by hand', () => {
    const page = withTable(recorded, `${head}\n| a      | second    |`);
    expect(page).toBe(
      [
        '# Benchmark results',
        '',
        'new words',
        '',
        '| action | operation |',
        '| ------ | --------- |',
        '| a      | second    |',
        '',
        '## A section written by hand',
        '',
        'Its words, kept.',
        '',
        '<!-- fleet:start -->',
        '',
        'the fleet',
        '',
        '<!-- fleet:end -->',
        '',
      ].join('\n'),
    );
    expect(rowsOf(page)).toEqual([['a', 'second']]);
    // A suite's section rewritten afterwards leaves the words by hand where they were.
    const again = withSection(page, 'fleet', 'the fleet, again');
    expect(again).toContain('## A section written by hand\n\nIts words, kept.\n\n<!-- fleet:start -->');
    expect(again).toContain('the fleet, again');
  });

  it('a page without a table gets one and keeps its sections; an empty page gets the table alone', () => {
    const sectionsOnly = '# Benchmark results\n\n<!-- fleet:start -->\n\nthe fleet\n\n<!-- fleet:end -->\n';
    expect(withTable(sectionsOnly, head)).toBe(`${head}\n\n<!-- fleet:start -->\n\nthe fleet\n\n<!-- fleet:end -->\n`);
    expect(withTable('', head)).toBe(`${head}\n`);
  });
});
