import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { packageName, resolverFor } from '../../eslint/resolve.js';
import { writeTree } from './lint-fixture.js';

describe('eslint/resolve', () => {
  it('names the package of a bare specifier, builtins as node:<name>', () => {
    expect(
      ['fs', 'node:fs/promises', 'fs/promises', 'yaml', 'minimatch/dist/x.js', '@octokit/core/x'].map(packageName),
    ).toEqual(['node:fs', 'node:fs/promises', 'node:fs/promises', 'yaml', 'minimatch', '@octokit/core']);
  });

  it('resolves as the typecheck does: .js to .ts, .mjs to .mts, absolute, paths, baseUrl and #imports', () => {
    const dir = writeTree({
      'tsconfig.json': JSON.stringify({
        compilerOptions: {
          module: 'NodeNext',
          moduleResolution: 'NodeNext',
          baseUrl: '.',
          paths: { '@/*': ['./src/*'] },
        },
      }),
      'package.json': JSON.stringify({ type: 'module', imports: { '#src/*': './src/*' } }),
      'src/gate/x.ts': 'export const x = 1;\n',
      'src/gate/m.mts': 'export const m = 1;\n',
      'src/gate/j.js': 'export const j = 1;\n',
    });
    const resolve = resolverFor(dir);
    const from = path.join(dir, 'src/act/a.ts');
    const file = (name: string) => ({ kind: 'file', file: path.join(dir, name) });
    expect(resolve(from, '../gate/x.js')).toEqual(file('src/gate/x.ts'));
    expect(resolve(from, '../gate/m.mjs')).toEqual(file('src/gate/m.mts'));
    expect(resolve(from, '../gate/j.js')).toEqual(file('src/gate/j.js'));
    expect(resolve(from, path.join(dir, 'src/gate/x.js'))).toEqual(file('src/gate/x.ts'));
    expect(resolve(from, '@/gate/x.js')).toEqual(file('src/gate/x.ts'));
    expect(resolve(from, 'src/gate/x.js')).toEqual(file('src/gate/x.ts'));
    expect(resolve(from, '#src/gate/x.js')).toEqual(file('src/gate/x.ts'));
  });

  it('calls a specifier that names no package and resolves to no file unresolved; a bare name a package', () => {
    const dir = writeTree({
      'tsconfig.json': JSON.stringify({ compilerOptions: { baseUrl: '.', paths: { '@/*': ['./src/*'] } } }),
      'src/gate/x.ts': 'export const x = 1;\n',
    });
    const resolve = resolverFor(dir);
    const from = path.join(dir, 'src/act/a.ts');
    for (const specifier of ['./gone.js', '/nowhere/x.js', '#nope/x.js', '@/gate/gone.js', 'src/gate/gone.js']) {
      expect([specifier, resolve(from, specifier)]).toEqual([specifier, { kind: 'unresolved' }]);
    }
    expect(resolve(from, 'fs')).toEqual({ kind: 'package', name: 'node:fs' });
    expect(resolve(from, 'not-installed/x')).toEqual({ kind: 'package', name: 'not-installed' });
  });
});
