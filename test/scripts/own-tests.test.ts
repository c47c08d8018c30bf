// The house rule "every source file over 100 lines has a test of its own": a long module's contract is
// tested directly, in a file a reader finds by mirroring its path, not only through whichever caller happens
// to exercise it. A test of its own imports its file, statically, by a relative path: a test named after a module
// that only drives it through another tests that other module. A module that declares values is imported for
// them (`import type` is not enough); one that declares only types is imported for its types; an entry point
// (an action's `main.ts`, the CLI's) runs when imported, so its test runs its built bundle.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const LIMIT = 100;

type SourceFile = { path: string; lines: number; exports: 'values' | 'types' | 'entry' };
type TestFile = { path: string; imports: ReadonlySet<string>; typeImports: ReadonlySet<string> };

/**
 * What a module exports: values it declares, only types (and re-exports), or it is an entry point (it exports
 * nothing, or runs the program when loaded: `process.exitCode = await main(...)`), which a test cannot import.
 */
function exportsOf(text: string): SourceFile['exports'] {
  if (/^(?:process\.exitCode\s*=|await\s)/m.test(text)) return 'entry';
  if (/^export\s+(?:default\b|(?:declare\s+)?(?:async\s+)?(?:function|const|let|var|class|enum)\b)/m.test(text)) {
    return 'values';
  }
  return /^export\b/m.test(text) ? 'types' : 'entry';
}

/**
 * The files a test imports for their values, as paths from the repository's root: every static
 * `import ... from '<relative>'`, `import '<relative>'` and `export ... from '<relative>'` but `import type`,
 * resolved from the test's folder, `.js` read as the `.ts` it is built from.
 */
function importedFiles(testPath: string, text: string, types = false): Set<string> {
  const found = new Set<string>();
  const forms = types
    ? [/^\s*(?:import|export)\s+type[\s{][^'";]*?\sfrom\s*['"](\.{1,2}\/[^'"]+)['"]/gm]
    : [
        /^\s*import\s+(?!type[\s{])[^'";]*?\sfrom\s*['"](\.{1,2}\/[^'"]+)['"]/gm,
        /^\s*import\s*['"](\.{1,2}\/[^'"]+)['"]/gm,
        /^\s*export\s+(?!type[\s{])[^'";]*?\sfrom\s*['"](\.{1,2}\/[^'"]+)['"]/gm,
      ];
  for (const form of forms) {
    for (const m of text.matchAll(form)) {
      const file = path.posix.join(path.posix.dirname(testPath), m[1] as string);
      found.add(file.replace(/\.js$/, '.ts'));
    }
  }
  return found;
}

/** The test files that count as `file`'s own: `test/<path>.test.ts` or `test/<path>.<topic>.test.ts`. */
function ownsTest(source: string, testFile: string): boolean {
  const stem = `test/${source.replace(/^src\//, '').replace(/\.ts$/, '')}`;
  if (testFile === `${stem}.test.ts`) return true;
  if (!testFile.startsWith(`${stem}.`) || !testFile.endsWith('.test.ts')) return false;
  const topic = testFile.slice(stem.length + 1, -'.test.ts'.length);
  return /^[\w-]+$/.test(topic);
}

/**
 * One line per source file over the limit without a test of its own that imports it, saying how to fix it: a
 * test named after it must import it (its value, from a relative path that resolves to it).
 */
function missingTests(sources: readonly SourceFile[], tests: readonly TestFile[]): string[] {
  return sources.flatMap((s) => {
    if (s.lines <= LIMIT) return [];
    const named = tests.filter((t) => ownsTest(s.path, t.path));
    if (named.length > 0 && s.exports === 'entry') return [];
    if (named.some((t) => t.imports.has(s.path) || (s.exports === 'types' && t.typeImports.has(s.path)))) return [];
    const stem = s.path.replace(/^src\//, '').replace(/\.ts$/, '');
    if (named.length === 0) {
      const fix = `add test/${stem}.test.ts or test/${stem}.<topic>.test.ts`;
      return [`${s.path} (${s.lines} lines) has no test of its own: ${fix}`];
    }
    const names = named.map((t) => t.path).join(', ');
    return [
      `${s.path} (${s.lines} lines) is imported by none of its tests (${names}): ` +
        'import it there and test what it exports',
    ];
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
    .map((f) => {
      const text = readFileSync(path.join(ROOT, f), 'utf8');
      return { path: f, lines: lineCount(text), exports: exportsOf(text) };
    });
  const tests = walk('test')
    .filter((f) => f.endsWith('.test.ts'))
    .map((f) => {
      const text = readFileSync(path.join(ROOT, f), 'utf8');
      return { path: f, imports: importedFiles(f, text), typeImports: importedFiles(f, text, true) };
    });

  it('holds for the repository', () => {
    expect(missingTests(sources, tests)).toEqual([]);
  });

  it('walks the real tree', () => {
    expect(sources.find((s) => s.path === 'src/core/pr/read.ts')?.lines).toBeGreaterThan(LIMIT);
    expect(tests.find((t) => t.path === 'test/core/pr/read.test.ts')?.imports).toContain('src/core/pr/read.ts');
  });
});

describe('importedFiles', () => {
  it('resolves value imports and re-exports from the test folder, reading .js as .ts', () => {
    const text = [
      "import { a, type B } from '../../src/core/a.js';",
      "import * as c from '../../src/core/c.js';",
      'import d, {',
      '  e,',
      "} from '../../src/core/d.js';",
      "import '../../src/core/side.js';",
      "export { f } from './helper.js';",
      "import { describe } from 'vitest';",
      "import { g } from '/abs/src/core/g.js';",
    ].join('\n');
    expect([...importedFiles('test/core/x.test.ts', text)].sort()).toEqual([
      'src/core/a.ts',
      'src/core/c.ts',
      'src/core/d.ts',
      'src/core/side.ts',
      'test/core/helper.ts',
    ]);
  });

  it('does not count a type import, a dynamic import, a comment or a string naming the file', () => {
    const text = [
      "import type { A } from '../../src/core/a.js';",
      "import type B from '../../src/core/b.js';",
      "export type { C } from '../../src/core/c.js';",
      "const d = await import('../../src/core/d.js');",
      "// import { e } from '../../src/core/e.js';",
      'const f = "import { f } from \'../../src/core/f.js\'";',
    ].join('\n');
    expect([...importedFiles('test/core/x.test.ts', text)]).toEqual([]);
    expect([...importedFiles('test/core/x.test.ts', text, true)].sort()).toEqual([
      'src/core/a.ts',
      'src/core/b.ts',
      'src/core/c.ts',
    ]);
  });
});

describe('exportsOf', () => {
  it('tells a module of values from one of types and from an entry point', () => {
    expect(exportsOf('export async function f() {}')).toBe('values');
    expect(exportsOf('export const A = 1;')).toBe('values');
    expect(exportsOf('export class C {}')).toBe('values');
    expect(exportsOf("export interface I {}\nexport type T = 1;\nexport { w } from './w.js';")).toBe('types');
    expect(exportsOf("import { run } from './run.js';\nawait run();")).toBe('entry');
    expect(exportsOf('export async function main() {}\nprocess.exitCode = await main(argv);')).toBe('entry');
    expect(exportsOf('export async function f() {\n  await g();\n}')).toBe('values');
  });
});

/** Tests that import the file they are named after. */
const importing = (...paths: string[]): TestFile[] =>
  paths.map((p) => ({
    path: p,
    imports: new Set([p.replace(/^test\//, 'src/').replace(/(\.[\w-]+)?\.test\.ts$/, '.ts')]),
    typeImports: new Set(),
  }));

describe('missingTests', () => {
  const tests = importing('test/core/a.test.ts', 'test/core/b.topic.test.ts', 'test/core/c/d.test.ts');

  it('names each long file without a test, with the two names that would fix it', () => {
    expect(
      missingTests(
        [
          { path: 'src/core/a.ts', lines: 101, exports: 'values' as const },
          { path: 'src/core/new-module.ts', lines: 101, exports: 'values' as const },
          { path: 'src/cli/other.ts', lines: 250, exports: 'values' as const },
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
      { path: 'src/core/b.ts', lines: 300, exports: 'values' as const },
      { path: 'src/core/short.ts', lines: 100, exports: 'values' as const },
      { path: 'src/core/c/d.ts', lines: 120, exports: 'values' as const },
    ];
    expect(missingTests(sources, tests)).toEqual([]);
  });

  it('does not count a test of another file that shares a prefix, or one in another folder', () => {
    const sources = [
      { path: 'src/core/a-b.ts', lines: 101, exports: 'values' as const },
      { path: 'src/core/d.ts', lines: 101, exports: 'values' as const },
    ];
    const others = importing('test/core/a.test.ts', 'test/core/a.b.test.ts', 'test/core/c/d.test.ts');
    expect(missingTests(sources, others)).toEqual([
      expect.stringMatching(/^src\/core\/a-b\.ts /),
      expect.stringMatching(/^src\/core\/d\.ts /),
    ]);
  });

  it('holds a shell to the rule like any other module', () => {
    const sources = [
      { path: 'src/ci-wait/shell.ts', lines: 170, exports: 'values' as const },
      { path: 'src/history-guard/shell.ts', lines: 157, exports: 'values' as const },
    ];
    expect(missingTests(sources, importing('test/history-guard/shell.memory.test.ts'))).toEqual([
      expect.stringMatching(/^src\/ci-wait\/shell\.ts \(170 lines\) has no test of its own/),
    ]);
  });

  it('refuses a test named after a file that does not import it, naming the test', () => {
    const sources = [{ path: 'src/ci-wait/verdict.ts', lines: 180, exports: 'values' as const }];
    const drivesAnother: TestFile = {
      path: 'test/ci-wait/verdict.test.ts',
      imports: new Set(['src/ci-wait/shell.ts', 'test/support/memory-github.ts']),
      typeImports: new Set(['src/ci-wait/verdict.ts']),
    };
    expect(missingTests(sources, [drivesAnother])).toEqual([
      'src/ci-wait/verdict.ts (180 lines) is imported by none of its tests (test/ci-wait/verdict.test.ts): ' +
        'import it there and test what it exports',
    ]);
    const topic: TestFile = {
      path: 'test/ci-wait/verdict.memory.test.ts',
      imports: new Set(['src/ci-wait/verdict.ts']),
      typeImports: new Set(),
    };
    expect(missingTests(sources, [drivesAnother, topic])).toEqual([]);
  });

  it('takes a type import for a module of types only, and a named test for an entry point', () => {
    const typesOnly: TestFile = {
      path: 'test/core/pr/view.test.ts',
      imports: new Set(),
      typeImports: new Set(['src/core/pr/view.ts']),
    };
    const views = [{ path: 'src/core/pr/view.ts', lines: 140, exports: 'types' as const }];
    expect(missingTests(views, [typesOnly])).toEqual([]);
    expect(missingTests([{ ...views[0]!, exports: 'values' }], [typesOnly])).toHaveLength(1);
    const entry = [{ path: 'src/ci-wait/main.ts', lines: 110, exports: 'entry' as const }];
    expect(missingTests(entry, importing('test/ci-wait/main.test.ts'))).toEqual([]);
    expect(missingTests(entry, [])).toHaveLength(1);
  });
});
