// The house rule "every source file over 100 lines has a test of its own": a long module's contract is
// tested directly, in a file a reader finds by mirroring its path, not only through whichever caller happens
// to exercise it.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const LIMIT = 100;

type SourceFile = { path: string; lines: number };

/** The test files that count as `file`'s own: `test/<path>.test.ts` or `test/<path>.<topic>.test.ts`. */
function ownsTest(source: string, testFile: string): boolean {
  const stem = `test/${source.replace(/^src\//, '').replace(/\.ts$/, '')}`;
  if (testFile === `${stem}.test.ts`) return true;
  if (!testFile.startsWith(`${stem}.`) || !testFile.endsWith('.test.ts')) return false;
  const topic = testFile.slice(stem.length + 1, -'.test.ts'.length);
  return /^[\w-]+$/.test(topic);
}

/** One line per source file over the limit without a test of its own, saying how to fix it. */
function missingTests(sources: readonly SourceFile[], tests: readonly string[]): string[] {
  return sources
    .filter((s) => s.lines > LIMIT && !tests.some((t) => ownsTest(s.path, t)))
    .map((s) => {
      const stem = s.path.replace(/^src\//, '').replace(/\.ts$/, '');
      const fix = `add test/${stem}.test.ts or test/${stem}.<topic>.test.ts`;
      return `${s.path} (${s.lines} lines) has no test of its own: ${fix}`;
    });
}

function walk(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = `${dir}/${entry.name}`;
    return entry.isDirectory() ? walk(rel) : [rel];
  });
}

const lineCount = (text: string) => text.split('\n').length - (text.endsWith('\n') ? 1 : 0);

describe('every source file over 100 lines has a test of its own', () => {
  const sources = walk('src')
    .filter((f) => f.endsWith('.ts'))
    .map((f) => ({ path: f, lines: lineCount(readFileSync(path.join(ROOT, f), 'utf8')) }));
  const tests = walk('test').filter((f) => f.endsWith('.test.ts'));

  it('holds for the repository', () => {
    expect(missingTests(sources, tests)).toEqual([]);
  });

  it('walks the real tree', () => {
    expect(sources.find((s) => s.path === 'src/core/pr/read.ts')?.lines).toBeGreaterThan(LIMIT);
    expect(tests).toContain('test/core/pr/read.test.ts');
  });
});

describe('missingTests', () => {
  const tests = ['test/core/a.test.ts', 'test/core/b.topic.test.ts', 'test/core/c/d.test.ts'];

  it('names each long file without a test, with the two names that would fix it', () => {
    expect(
      missingTests(
        [
          { path: 'src/core/a.ts', lines: 101 },
          { path: 'src/core/new-module.ts', lines: 101 },
          { path: 'src/cli/other.ts', lines: 250 },
        ],
        tests,
      ),
    ).toEqual([
      'src/core/new-module.ts (101 lines) has no test of its own: add test/core/new-module.test.ts or ' +
        'test/core/new-module.<topic>.test.ts',
      'src/cli/other.ts (250 lines) has no test of its own: add test/cli/other.test.ts or ' +
        'test/cli/other.<topic>.test.ts',
    ]);
  });

  it('accepts a topic file and lets a file of exactly 100 lines go', () => {
    const sources = [
      { path: 'src/core/b.ts', lines: 300 },
      { path: 'src/core/short.ts', lines: 100 },
      { path: 'src/core/c/d.ts', lines: 120 },
    ];
    expect(missingTests(sources, tests)).toEqual([]);
  });

  it('does not count a test of another file that shares a prefix, or one in another folder', () => {
    const sources = [
      { path: 'src/core/a-b.ts', lines: 101 },
      { path: 'src/core/d.ts', lines: 101 },
    ];
    expect(missingTests(sources, ['test/core/a.test.ts', 'test/core/a.b.test.ts', 'test/core/c/d.test.ts'])).toEqual([
      expect.stringMatching(/^src\/core\/a-b\.ts /),
      expect.stringMatching(/^src\/core\/d\.ts /),
    ]);
  });

  it('holds a shell to the rule like any other module', () => {
    const sources = [
      { path: 'src/ci-wait/shell.ts', lines: 170 },
      { path: 'src/history-guard/shell.ts', lines: 157 },
    ];
    expect(missingTests(sources, ['test/history-guard/shell.memory.test.ts'])).toEqual([
      expect.stringMatching(/^src\/ci-wait\/shell\.ts \(170 lines\) has no test of its own/),
    ]);
  });
});
