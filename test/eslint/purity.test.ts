import type { Linter } from 'eslint';
import { describe, expect, it } from 'vitest';
import { lintTree, type Problem } from './lint-fixture.js';

const OPTIONS = { pure: ['core/pure'], packages: { minimatch: true, 'node:crypto': ['createHash'] } };
const ON: Linter.RulesRecord = { 'mergexo/purity': ['error', OPTIONS] };

/** A module exporting one constant, importing nothing. */
const leaf = (name: string) => `export const ${name} = 1;\n`;

const found = (problems: Problem[]) => problems.map((p) => [p.file, p.line, p.id]);

describe('mergexo/purity', () => {
  it("holds core's pure folder and every rules/ folder below a room, at any depth, and nothing else", async () => {
    const io = "import { readFileSync } from 'node:fs';\nexport const read = readFileSync;\n";
    const problems = await lintTree(
      {
        'src/core/pure/a.ts': io,
        'src/core/pr/a.ts': io,
        'src/gate/rules/a.ts': io,
        'src/gate/rules/deep/a.ts': io,
        'src/notify/drift/rules/a.ts': io,
        'src/notify/drift/a.ts': io,
        'src/rules/a.ts': io,
        'src/gate/rules.ts': io,
      },
      ON,
    );
    expect(found(problems)).toEqual([
      ['src/core/pure/a.ts', 1, 'builtin'],
      ['src/gate/rules/a.ts', 1, 'builtin'],
      ['src/gate/rules/deep/a.ts', 1, 'builtin'],
      ['src/notify/drift/rules/a.ts', 1, 'builtin'],
    ]);
    expect(problems[1]?.message).toContain('src/gate/rules/a.ts is in the pure folder src/gate/rules/');
    expect(problems[1]?.message).toContain('may not import node:fs');
  });

  it('lets a pure folder import its own files and other pure folders, and nothing else, types included', async () => {
    const problems = await lintTree(
      {
        'src/core/pure/words.ts': leaf('words'),
        'src/core/pure/paths/glob.ts': "import { words } from '../words.js';\nexport const glob = words;\n",
        'src/core/pr/read.ts': "import { glob } from '../pure/paths/glob.js';\nexport const read = glob;\n",
        'src/gate/types.ts': 'export interface Facts {\n  n: number;\n}\n',
        'src/gate/rules/facts.ts': leaf('facts'),
        'src/gate/rules/decide.ts': [
          "import { glob } from '../../core/pure/paths/glob.js';",
          "import { facts } from './facts.js';",
          "import type { Facts } from '../types.js';",
          "import { read } from '../../core/pr/read.js';",
          'export const plan = (f: Facts) => [glob, facts, read, f];',
          '',
        ].join('\n'),
      },
      ON,
    );
    expect(found(problems)).toEqual([
      ['src/gate/rules/decide.ts', 3, 'impure'],
      ['src/gate/rules/decide.ts', 4, 'impure'],
    ]);
    expect(problems[1]?.message).toContain(
      'src/gate/rules/decide.ts is in the pure folder src/gate/rules/, which imports only pure folders ' +
        '(src/core/pure/, rules/ below a room), type imports included, so not src/core/pr/read.ts',
    );
  });

  it('is transitive: each step of a chain is checked where it is taken', async () => {
    const problems = await lintTree(
      {
        'src/core/github/port.ts': leaf('port'),
        'src/core/pure/b.ts': "export { port } from '../github/port.js';\n",
        'src/core/pure/a.ts': "export { port } from './b.js';\n",
        'src/gate/rules/decide.ts': "export { port } from '../../core/pure/a.js';\n",
      },
      ON,
    );
    expect(found(problems)).toEqual([['src/core/pure/b.ts', 1, 'impure']]);
  });

  it('checks every import form: re-exports, import(), import types and import = require()', async () => {
    const problems = await lintTree(
      {
        'src/gate/shell.ts': leaf('shell'),
        'src/gate/rules/decide.ts': [
          "export * from '../shell.js';",
          "export const load = () => import('../shell.js');",
          "export type S = typeof import('../shell.js').shell;",
          "import shell = require('../shell.js');",
          'export const s = shell;',
          '',
        ].join('\n'),
      },
      ON,
    );
    expect(found(problems)).toEqual([
      ['src/gate/rules/decide.ts', 1, 'impure'],
      ['src/gate/rules/decide.ts', 2, 'impure'],
      ['src/gate/rules/decide.ts', 3, 'impure'],
      ['src/gate/rules/decide.ts', 4, 'impure'],
    ]);
  });

  it('lets pure code import of packages only those named, and of a listed name only that name', async () => {
    const problems = await lintTree(
      {
        'src/gate/rules/decide.ts': [
          "import { minimatch } from 'minimatch';",
          "import { createHash } from 'node:crypto';",
          "import { createHash as hash, randomBytes } from 'node:crypto';",
          "import * as crypto from 'node:crypto';",
          "import { parse } from 'yaml';",
          "export const load = () => import('node:crypto');",
          'export const all = [minimatch, createHash, hash, randomBytes, crypto, parse];',
          '',
        ].join('\n'),
      },
      ON,
    );
    expect(found(problems)).toEqual([
      ['src/gate/rules/decide.ts', 3, 'package'],
      ['src/gate/rules/decide.ts', 4, 'package'],
      ['src/gate/rules/decide.ts', 5, 'package'],
      ['src/gate/rules/decide.ts', 6, 'package'],
    ]);
    expect(problems[0]?.message).toContain(
      'imports of packages only minimatch, node:crypto (eslint.config.js), so not node:crypto other than as ' +
        'import { createHash }',
    );
    expect(problems[2]?.message).toContain('so not yaml.');
  });

  it('takes the name of the rule folder from its options', async () => {
    const files = { 'src/gate/pure/a.ts': "import { exec } from 'node:child_process';\nexport const e = exec;\n" };
    expect(await lintTree(files, ON)).toEqual([]);
    const problems = await lintTree(files, { 'mergexo/purity': ['error', { ruleFolder: 'pure' }] });
    expect(found(problems)).toEqual([['src/gate/pure/a.ts', 1, 'builtin']]);
  });
});
