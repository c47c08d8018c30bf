import { describe, expect, it } from 'vitest';
import { lintTree } from './lint-fixture.js';

const ON = { 'mergexo/no-cycle': 'error' } as const;

describe('mergexo/no-cycle', () => {
  it('reports both files of a two-module cycle, naming the cycle from each side', async () => {
    const problems = await lintTree(
      {
        'src/act/shell.ts':
          "import { line } from './messages.js';\nexport interface Result { ok: boolean }\nexport const x = line;\n",
        'src/act/messages.ts':
          "import type { Result } from './shell.js';\nexport const line = (r?: Result) => String(r);\n",
      },
      ON,
    );
    expect(problems.map((p) => [p.file, p.line, p.id])).toEqual([
      ['src/act/messages.ts', 1, 'cycle'],
      ['src/act/shell.ts', 1, 'cycle'],
    ]);
    expect(problems[0]?.message).toContain('src/act/messages.ts -> src/act/shell.ts -> src/act/messages.ts');
    expect(problems[1]?.message).toContain('src/act/shell.ts -> src/act/messages.ts -> src/act/shell.ts');
  });

  it('names every module of a longer cycle, across folders', async () => {
    const problems = await lintTree(
      {
        'src/a/one.ts': "import { two } from './two.js';\nexport const one = () => two;\n",
        'src/a/two.ts': "import { three } from '../b/three.js';\nexport const two = () => three;\n",
        'src/b/three.ts': "import { one } from '../a/one.js';\nexport const three = () => one;\n",
      },
      ON,
    );
    expect(problems.filter((p) => p.file === 'src/a/one.ts').map((p) => p.message)).toEqual([
      expect.stringContaining('src/a/one.ts -> src/a/two.ts -> src/b/three.ts -> src/a/one.ts'),
    ]);
    expect(problems).toHaveLength(3);
  });

  it('counts `import type` and `export ... from` as edges', async () => {
    const problems = await lintTree(
      {
        'src/act/types.ts': "export type { Plan } from './decide.js';\nexport interface Fact { n: number }\n",
        'src/act/decide.ts': "import type { Fact } from './types.js';\nexport interface Plan { fact: Fact }\n",
      },
      ON,
    );
    expect(problems.map((p) => [p.file, p.id])).toEqual([
      ['src/act/decide.ts', 'cycle'],
      ['src/act/types.ts', 'cycle'],
    ]);
  });

  it("counts `import('./x.js').T` types, and resolves .mts modules", async () => {
    const problems = await lintTree(
      {
        'src/act/types.mts': "export type Plan = import('./decide.js').Fact;\n",
        'src/act/decide.ts': "export type Fact = import('./types.mjs').Plan | number;\n",
      },
      ON,
    );
    expect(problems.map((p) => [p.file, p.id])).toEqual([
      ['src/act/decide.ts', 'cycle'],
      ['src/act/types.mts', 'cycle'],
    ]);
  });

  it('does not count `await import()`: a deferred module is no cycle', async () => {
    const problems = await lintTree(
      {
        'src/act/main.ts': "import { run } from './shell.js';\nexport const main = () => run();\n",
        'src/act/shell.ts':
          "export async function run() {\n  const { main } = await import('./main.js');\n  return main;\n}\n",
      },
      ON,
    );
    expect(problems).toEqual([]);
  });

  it('passes a graph without cycles, where two modules share a third', async () => {
    const problems = await lintTree(
      {
        'src/act/types.ts': 'export interface Result { ok: boolean }\n',
        'src/act/messages.ts':
          "import type { Result } from './types.js';\nexport const line = (r: Result) => String(r.ok);\n",
        'src/act/shell.ts':
          "import { line } from './messages.js';\nimport type { Result } from './types.js';\nexport const say = (r: Result) => line(r);\n",
      },
      ON,
    );
    expect(problems).toEqual([]);
  });

  it('leaves an allowed import out of the graph, and reports the entry once the import is gone', async () => {
    const files = {
      'src/act/decide.ts': "import { words } from './messages.js';\nexport const plan = () => words;\n",
      'src/act/messages.ts':
        "import type { plan } from './decide.js';\nexport const words = (p?: typeof plan) => String(p);\n",
      'src/act/shell.ts': 'export const idle = true;\n',
    };
    const allow = [
      { from: 'src/act/decide.ts', to: 'src/act/messages.ts' },
      { from: 'src/act/shell.ts', to: 'src/act/messages.ts' },
    ];
    expect(await lintTree(files, { 'mergexo/no-cycle': 'error' })).toHaveLength(2);
    const problems = await lintTree(files, { 'mergexo/no-cycle': ['error', { allow }] });
    expect(problems.map((p) => [p.file, p.id])).toEqual([['src/act/shell.ts', 'staleAllow']]);
    expect(problems[0]?.message).toContain('src/act/shell.ts -> src/act/messages.ts');
  });

  it('checks the source root the `root` option names (src/ unless told), and only it', async () => {
    const files = {
      'src/act/ok.ts': 'export const ok = 1;\n',
      'lib/x.ts': "import { y } from './y.js';\nexport const x = () => y;\n",
      'lib/y.ts': "import { x } from './x.js';\nexport const y = () => x;\n",
    };
    expect(await lintTree(files, ON)).toEqual([]);
    const problems = await lintTree(files, { 'mergexo/no-cycle': ['error', { root: 'lib' }] });
    expect(problems.map((p) => [p.file, p.id])).toEqual([
      ['lib/x.ts', 'cycle'],
      ['lib/y.ts', 'cycle'],
    ]);
  });
});
