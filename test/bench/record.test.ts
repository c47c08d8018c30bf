// Recording some bench suites rewrites their rows of docs/benchmarks.md and keeps every other suite's.
import { describe, expect, it } from 'vitest';
import { afterTable, mergedRows, rowsOf } from '../../bench/record.js';

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

  it('keeps what the page says after its table, notes by hand and sections alike', () => {
    const notes = `${page}\nfleet rows\n<!-- fleet:end -->\n\n## A suite's notes\n\nWritten by hand.\n`;
    expect(afterTable(notes)).toBe(
      "<!-- fleet:start -->\nfleet rows\n<!-- fleet:end -->\n\n## A suite's notes\n\nWritten by hand.",
    );
    expect(afterTable('# none\n\n<!-- a:start -->\nx\n<!-- a:end -->\n\nlost\n')).toBe(
      '<!-- a:start -->\nx\n<!-- a:end -->',
    );
  });
});
