import { describe, expect, it } from 'vitest';
import { lintTree, type Problem } from './lint-fixture.js';

const ON = { 'mergexo/rooms': 'error' } as const;

/** A module exporting one constant, importing nothing. */
const leaf = (name: string) => `export const ${name} = 1;\n`;

/** The files and rule ids of each problem, in lint order. */
const found = (problems: Problem[]) => problems.map((p) => [p.file, p.id]);

describe('mergexo/rooms', () => {
  it('(a) an action imports only src/core/** and its own folder', async () => {
    const problems = await lintTree(
      {
        'src/core/git.ts': leaf('git'),
        'src/gate/changes.ts': leaf('changes'),
        'src/gate/index.ts': leaf('gate'),
        'src/cli/hook.ts': leaf('hook'),
        'src/notify/shell.ts': [
          "import { git } from '../core/git.js';",
          "import { scope } from './scope.js';",
          "import { changes } from '../gate/changes.js';",
          "import { gate } from '../gate/index.js';",
          "import { hook } from '../cli/hook.js';",
          'export const all = [git, scope, changes, gate, hook];',
          '',
        ].join('\n'),
        'src/notify/scope.ts': leaf('scope'),
      },
      ON,
    );
    expect(problems.map((p) => [p.file, p.line, p.id])).toEqual([
      ['src/notify/shell.ts', 3, 'actionReach'],
      ['src/notify/shell.ts', 4, 'actionReach'],
      ['src/notify/shell.ts', 5, 'actionReach'],
    ]);
    expect(problems[0]?.message).toContain('may import only src/core/** and src/notify/, not src/gate/changes.ts');
  });

  it('(a) a deferred `await import()` across rooms is still reported', async () => {
    const problems = await lintTree(
      {
        'src/gate/roots.ts': leaf('roots'),
        'src/notify/shell.ts': "export const load = () => import('../gate/roots.js');\n",
      },
      ON,
    );
    expect(found(problems)).toEqual([['src/notify/shell.ts', 'actionReach']]);
  });

  it('(b) src/core/ imports no action and no CLI', async () => {
    const problems = await lintTree(
      {
        'src/core/pr/read.ts': "import { view } from './view.js';\nexport const read = view;\n",
        'src/core/pr/view.ts': leaf('view'),
        'src/core/merge.ts': [
          "import { read } from './pr/read.js';",
          "import { plan } from '../gate/decide.js';",
          "import { hook } from '../cli/hook.js';",
          'export const all = [read, plan, hook];',
          '',
        ].join('\n'),
        'src/gate/decide.ts': leaf('plan'),
        'src/cli/hook.ts': leaf('hook'),
      },
      ON,
    );
    expect(problems.map((p) => [p.file, p.line, p.id])).toEqual([
      ['src/core/merge.ts', 2, 'coreReach'],
      ['src/core/merge.ts', 3, 'coreReach'],
    ]);
  });

  it('(c) a decide module imports no messages, no core/untrusted and nothing under core/github/', async () => {
    const problems = await lintTree(
      {
        'src/core/untrusted.ts': leaf('mdText'),
        'src/core/github/errors.ts': leaf('callGitHub'),
        'src/core/pr/view.ts': leaf('view'),
        'src/notify/messages.ts': leaf('words'),
        'src/notify/drift/decide.ts': [
          "import { words } from '../messages.js';",
          "import { mdText } from '../../core/untrusted.js';",
          "import type { callGitHub } from '../../core/github/errors.js';",
          "import { view } from '../../core/pr/view.js';",
          "import { more } from './collision-messages.js';",
          'export const plan = [words, mdText, view, more] as unknown as typeof callGitHub;',
          '',
        ].join('\n'),
        'src/notify/drift/collision-messages.ts': leaf('more'),
      },
      ON,
    );
    expect(problems.map((p) => [p.file, p.line, p.id])).toEqual([
      ['src/notify/drift/decide.ts', 1, 'decideReach'],
      ['src/notify/drift/decide.ts', 2, 'decideReach'],
      ['src/notify/drift/decide.ts', 3, 'decideReach'],
      ['src/notify/drift/decide.ts', 5, 'decideReach'],
    ]);
  });

  it('(c) a decide module split by topic (`decide-<topic>.ts`) is held to the same rule', async () => {
    const problems = await lintTree(
      {
        'src/gate/messages.ts': leaf('words'),
        'src/gate/decide-run.ts': "import { words } from './messages.js';\nexport const plan = words;\n",
        'src/gate/decided-names.ts': "import { words } from './messages.js';\nexport const names = words;\n",
      },
      ON,
    );
    expect(problems.map((p) => [p.file, p.line, p.id])).toEqual([['src/gate/decide-run.ts', 1, 'decideReach']]);
  });

  it('(d) the CLI imports an action only through src/<action>/index.ts', async () => {
    const problems = await lintTree(
      {
        'src/gate/index.ts': "export { evaluate } from './decide.js';\n",
        'src/gate/decide.ts': leaf('evaluate'),
        'src/core/git.ts': leaf('git'),
        'src/cli/check.ts': [
          "import { evaluate } from '../gate/index.js';",
          "import { git } from '../core/git.js';",
          "import { local } from './local.js';",
          "import type { evaluate as inner } from '../gate/decide.js';",
          'export const all: unknown[] = [evaluate, git, local] satisfies unknown[] as Array<typeof inner>;',
          '',
        ].join('\n'),
        'src/cli/local.ts': leaf('local'),
      },
      ON,
    );
    expect(problems.map((p) => [p.file, p.line, p.id])).toEqual([['src/cli/check.ts', 4, 'cliReach']]);
    expect(problems[0]?.message).toContain('import src/gate/index.ts instead of src/gate/decide.ts');
  });

  it('(e) settings and state modules import no messages; a shell may', async () => {
    const problems = await lintTree(
      {
        'src/gate/messages.ts': leaf('words'),
        'src/gate/settings.ts': "import { words } from './messages.js';\nexport const settings = words;\n",
        'src/gate/state.ts': "import { words } from './messages.js';\nexport const state = words;\n",
        'src/gate/ready-settings.ts': "import { words } from './messages.js';\nexport const ready = words;\n",
        'src/gate/shell.ts': "import { words } from './messages.js';\nexport const shell = words;\n",
      },
      ON,
    );
    expect(found(problems)).toEqual([
      ['src/gate/ready-settings.ts', 'textReach'],
      ['src/gate/settings.ts', 'textReach'],
      ['src/gate/state.ts', 'textReach'],
    ]);
  });

  it('(a) a file directly under src/ is a room of its own, checked in both directions', async () => {
    const problems = await lintTree(
      {
        'src/core/git.ts': leaf('git'),
        'src/gate/index.ts': leaf('gate'),
        'src/loose.ts': [
          "import { git } from './core/git.js';",
          "export { gate } from './gate/index.js';",
          'export const loose = git;',
          '',
        ].join('\n'),
        'src/notify/shell.ts': "import type { loose } from '../loose.js';\nexport const shell: typeof loose = 1;\n",
        'src/core/merge.ts': "export { loose } from '../loose.js';\n",
        'src/cli/check.ts': "export const load = () => import('../loose.js');\n",
      },
      ON,
    );
    expect(problems.map((p) => [p.file, p.line, p.id])).toEqual([
      ['src/cli/check.ts', 1, 'looseTo'],
      ['src/core/merge.ts', 1, 'looseTo'],
      ['src/loose.ts', 2, 'looseFrom'],
      ['src/notify/shell.ts', 1, 'looseTo'],
    ]);
    expect(problems[2]?.message).toContain('src/loose.ts lies directly under src/, a room of its own');
    expect(problems[3]?.message).toContain('src/loose.ts lies directly under src/, a room of its own that no other');
  });

  it('checks import() types, import = require() and import() with a plain template, as it resolves them', async () => {
    const problems = await lintTree(
      {
        'src/gate/roots.ts': leaf('roots'),
        'src/gate/extra.mts': leaf('extra'),
        'src/notify/shell.ts': [
          "export type R = typeof import('../gate/roots.js').roots;",
          "import roots = require('../gate/roots.js');",
          'export const load = () => import(`../gate/roots.js`);',
          "export const extra = () => import('../gate/extra.mjs');",
          "export { roots } from '<root>/src/gate/roots.js';",
          'export const all = roots;',
          '',
        ].join('\n'),
      },
      ON,
    );
    expect(problems.map((p) => [p.line, p.id])).toEqual([
      [1, 'actionReach'],
      [2, 'actionReach'],
      [3, 'actionReach'],
      [4, 'actionReach'],
      [5, 'actionReach'],
    ]);
  });

  it('refuses an import outside src/ and one that resolves nowhere; leaves packages alone', async () => {
    const problems = await lintTree(
      {
        'fake/world.ts': leaf('world'),
        'src/gate/shell.ts': [
          "import { world } from '../../fake/world.js';",
          "import { gone } from './gone.js';",
          "import { alias } from '#gate/alias.js';",
          "import { minimatch } from 'minimatch';",
          "import { readFileSync } from 'node:fs';",
          'export const all = [world, gone, alias, minimatch, readFileSync];',
          '',
        ].join('\n'),
      },
      ON,
    );
    expect(problems.map((p) => [p.line, p.id])).toEqual([
      [1, 'outsideReach'],
      [2, 'unresolved'],
      [3, 'unresolved'],
    ]);
    expect(problems[2]?.message).toContain("'#gate/alias.js' in src/gate/shell.ts names no package");
  });

  it('passes an allowlisted import, still reports the others, and reports an entry no longer needed', async () => {
    const files = {
      'src/gate/roots.ts': leaf('roots'),
      'src/gate/changes.ts': leaf('changes'),
      'src/notify/git.ts': [
        "import { roots } from '../gate/roots.js';",
        "import { changes } from '../gate/changes.js';",
        'export const all = [roots, changes];',
        '',
      ].join('\n'),
      'src/notify/shell.ts': leaf('shell'),
    };
    const allow = [
      { from: 'src/notify/git.ts', to: 'src/gate/roots.ts' },
      { from: 'src/notify/shell.ts', to: 'src/gate/changes.ts' },
    ];
    expect(found(await lintTree(files, ON))).toEqual([
      ['src/notify/git.ts', 'actionReach'],
      ['src/notify/git.ts', 'actionReach'],
    ]);
    const problems = await lintTree(files, { 'mergexo/rooms': ['error', { allow }] });
    expect(problems.map((p) => [p.file, p.line, p.id])).toEqual([
      ['src/notify/git.ts', 2, 'actionReach'],
      ['src/notify/shell.ts', 1, 'staleAllow'],
    ]);
    expect(problems[1]?.message).toContain('still lists src/notify/shell.ts -> src/gate/changes.ts');
  });
});
