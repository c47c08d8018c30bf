// Each way across a wall, written into a scratch file of a small tree laid out like the repository, fails the
// repository's own eslint.config.js (what `npm run lint` runs) with a message that names the wall it crosses.
import { describe, expect, it } from 'vitest';
import { lintTreeAsRepository, type Problem } from './lint-fixture.js';

/** A tree that keeps to every wall, using what each room may use. */
const house: Record<string, string> = {
  'src/core/pure/fingerprint.ts': [
    "import { createHash } from 'node:crypto';",
    "import { minimatch } from 'minimatch';",
    '',
    "export const fingerprint = (s: string) => createHash('sha256').update(s).digest('hex');",
    "export const matches = (p: string) => minimatch(p, '*.md');",
    '',
  ].join('\n'),
  'src/core/pure/markers.ts': "export const MARKER = '<!-- mergexo -->';\n",
  'src/core/github/port.ts': 'export interface GitHubPort {\n  readPull(n: number): Promise<number>;\n}\n',
  'src/core/github/octokit/index.ts': [
    "import { Octokit } from '@octokit/core';",
    '',
    'export const client = new Octokit();',
    "export const read = () => client.request('GET /user');",
    "export const page = () => fetch('https://api.github.com/user');",
    '',
  ].join('\n'),
  'src/core/pr/read.ts': [
    "import type { GitHubPort } from '../github/port.js';",
    '',
    'export const readPull = (port: GitHubPort, n: number) => port.readPull(n);',
    '',
  ].join('\n'),
  'src/core/git.ts': "import { execFile } from 'node:child_process';\n\nexport const git = execFile;\n",
  'src/gate/rules/decide.ts': [
    "import { fingerprint } from '../../core/pure/fingerprint.js';",
    "import type { Facts } from './facts.js';",
    '',
    'export const passes = (f: Facts) =>',
    "  new Date(f.at).getTime() <= Date.parse(f.until) && Math.max(f.n, 0) > 0 && fingerprint('x') !== '';",
    '',
  ].join('\n'),
  'src/gate/rules/facts.ts': 'export interface Facts {\n  n: number;\n  at: string;\n  until: string;\n}\n',
  'src/gate/messages.ts':
    "export type Words = string;\nexport const line = (ok: boolean): Words => (ok ? 'passes' : 'refused');\n",
  'src/gate/shell.ts': [
    "import type { GitHubPort } from '../core/github/port.js';",
    "import { readPull } from '../core/pr/read.js';",
    "import { passes } from './rules/decide.js';",
    "import { line } from './messages.js';",
    '',
    'export async function run(port: GitHubPort) {',
    "  const { git } = await import('../core/git.js');",
    '  const n = await readPull(port, 1);',
    "  return [git, line(passes({ n, at: new Date(Date.now()).toISOString(), until: '2030-01-01' }))];",
    '}',
    '',
  ].join('\n'),
  'src/gate/index.ts': "export { run } from './shell.js';\n",
  'src/other/y.ts': 'export const y = 1;\n',
  'src/cli/verify.ts': [
    "import { createServer } from 'node:http';",
    "import { run } from '../gate/index.js';",
    '',
    'export const check = [run, createServer];',
    '',
  ].join('\n'),
};

/** The wall a message names: `rooms`, `rooms (a)`..., `purity` or `port`. */
const wallOf = (message: string) => /\b(rooms(?: \([a-e]\))?|purity|port):/.exec(message)?.[1];

/** Each problem as [file, line, rule, wall], by file, line and rule. */
const walls = (problems: Problem[]) =>
  problems
    .map((p) => [p.file, p.line, p.rule ?? '', wallOf(p.message)] as const)
    .sort((a, b) => a[0].localeCompare(b[0]) || a[1] - b[1] || a[2].localeCompare(b[2]));

/** The problems in the scratch files `files` adds to (or changes in) the house. */
async function crossing(files: Record<string, string>) {
  const sources = Object.keys(files).filter((name) => name.startsWith('src/'));
  return walls(await lintTreeAsRepository({ ...house, ...files }, sources));
}

describe('eslint.config.js refuses each way across a wall', () => {
  it('passes the house that keeps to them', async () => {
    expect(await lintTreeAsRepository(house)).toEqual([]);
  });

  it.each([
    ['a template literal', 'export const load = (n: string) => import(`../other/${n}.js`);\n'],
    ['a concatenation', "export const load = (n: string) => import('../other/' + n + '.js');\n"],
    ['a variable', 'export const load = (n: string) => import(n);\n'],
  ])('an import() named by %s', async (_, text) => {
    expect(await crossing({ 'src/gate/load.ts': text })).toEqual([
      ['src/gate/load.ts', 1, 'no-restricted-syntax', 'rooms'],
    ]);
  });

  it('a deferred import() of another action', async () => {
    expect(await crossing({ 'src/gate/load.ts': "export const load = () => import('../other/y.js');\n" })).toEqual([
      ['src/gate/load.ts', 1, 'mergexo/rooms', 'rooms (a)'],
    ]);
  });

  it('a loose src/x.ts re-exporting another action', async () => {
    expect(await crossing({ 'src/x.ts': "export { run } from './gate/index.js';\n" })).toEqual([
      ['src/x.ts', 1, 'mergexo/rooms', 'rooms (a)'],
    ]);
  });

  it('an action importing a loose src/x.ts', async () => {
    const problems = await crossing({
      'src/x.ts': 'export const x = 1;\n',
      'src/other/shell.ts': "export { x } from '../x.js';\n",
    });
    expect(problems).toEqual([['src/other/shell.ts', 1, 'mergexo/rooms', 'rooms (a)']]);
  });

  it('a rule module reaching core/github through core/pr (purity is transitive)', async () => {
    const problems = await crossing({
      'src/gate/rules/read.ts': "import { readPull } from '../../core/pr/read.js';\n\nexport const r = readPull;\n",
    });
    expect(problems).toEqual([['src/gate/rules/read.ts', 1, 'mergexo/purity', 'purity']]);
  });

  it("core's pure part reaching the PR gateway", async () => {
    const problems = await crossing({
      'src/core/pure/read.ts': "export type { readPull } from '../pr/read.js';\n",
    });
    expect(problems).toEqual([['src/core/pure/read.ts', 1, 'mergexo/purity', 'purity']]);
  });

  it.each([
    ['node:fs', "import { readFileSync } from 'node:fs';\n\nexport const r = readFileSync;\n"],
    ['fs without its node: prefix', "import { readFileSync } from 'fs';\n\nexport const r = readFileSync;\n"],
    ["node:crypto's randomness", "import { randomUUID } from 'node:crypto';\n\nexport const r = randomUUID;\n"],
    ['core/git', "import { git } from '../../core/git.js';\n\nexport const r = git;\n"],
    ['the action shell, as a type', "import type { run } from '../shell.js';\n\nexport type R = typeof run;\n"],
    ['a package with I/O', "import { exec } from '@actions/exec';\n\nexport const r = exec;\n"],
  ])('a rule module importing %s', async (_, text) => {
    expect(await crossing({ 'src/gate/rules/plan.ts': text })).toEqual([
      ['src/gate/rules/plan.ts', 1, 'mergexo/purity', 'purity'],
    ]);
  });

  it.each([
    ['Date.now()', 'Date.now()'],
    ['new Date()', 'new Date().getTime()'],
    ['Date()', 'Date()'],
    ['Date aliased', '((d: DateConstructor) => d.now())(Date)'],
    ['Math.random()', 'Math.random()'],
    ["Math['random']()", "Math['random']()"],
    ['performance.now()', 'performance.now()'],
    ['crypto.randomUUID()', 'crypto.randomUUID()'],
    ['process.env', 'process.env.HOME'],
    ['globalThis', 'globalThis.process'],
    ['setTimeout', 'setTimeout(() => 0, 1)'],
    ['import.meta', 'import.meta.url'],
  ])('a rule module reading %s', async (_, expression) => {
    expect(await crossing({ 'src/gate/rules/now.ts': `export const now = () => ${expression};\n` })).toEqual([
      ['src/gate/rules/now.ts', 1, expect.stringMatching(/^no-restricted-(syntax|globals)$/), 'purity'],
    ]);
  });

  it('a raw fetch in a rule module', async () => {
    const problems = await crossing({ 'src/gate/rules/get.ts': "export const get = () => fetch('https://x');\n" });
    expect(problems).toEqual([['src/gate/rules/get.ts', 1, 'no-restricted-globals', 'port']]);
  });

  it('a rule folder below a feature folder is pure as soon as it exists', async () => {
    const problems = await crossing({
      'src/gate/drift/rules/decide.ts': "import { git } from '../../../core/git.js';\n\nexport const d = git;\n",
    });
    expect(problems).toEqual([['src/gate/drift/rules/decide.ts', 1, 'mergexo/purity', 'purity']]);
  });

  it("type T = import('./messages.js').W in a rule module", async () => {
    const problems = await crossing({
      'src/gate/rules/plan.ts': "export type W = import('../messages.js').Words;\n",
      'src/gate/decide-run.ts': "export type W = import('./messages.js').Words;\n",
    });
    expect(problems).toEqual([
      ['src/gate/decide-run.ts', 1, 'mergexo/rooms', 'rooms (c)'],
      ['src/gate/rules/plan.ts', 1, 'mergexo/purity', 'purity'],
    ]);
  });

  it("an import('...') type of another action", async () => {
    const problems = await crossing({ 'src/gate/other.ts': "export type Y = typeof import('../other/y.js').y;\n" });
    expect(problems).toEqual([['src/gate/other.ts', 1, 'mergexo/rooms', 'rooms (a)']]);
  });

  // typescript-eslint's recommended no-require-imports reports some of these too, without naming a wall.
  it.each([
    ['require()', "export const y = require('../other/y.js');\n"],
    [
      'createRequire',
      "import { createRequire } from 'node:module';\n\nexport const y = createRequire(import.meta.url);\n",
    ],
    ['module.require', "export const y = (globalThis as never as { module: NodeJS.Module }).module.require('x');\n"],
    [
      "process['getBuiltinModule']",
      "export const y = () => process['getBuiltinModule']('node:module')['createRequire']('/')('x');\n",
    ],
  ])('%s', async (_, text) => {
    expect(await crossing({ 'src/gate/load.ts': text })).toContainEqual([
      'src/gate/load.ts',
      expect.any(Number),
      'no-restricted-syntax',
      'rooms',
    ]);
  });

  it('import x = require() of another action', async () => {
    const problems = await crossing({
      'src/gate/load.ts': "import y = require('../other/y.js');\n\nexport const z = y;\n",
    });
    expect(problems).toEqual([
      ['src/gate/load.ts', 1, '@typescript-eslint/no-require-imports', undefined],
      ['src/gate/load.ts', 1, 'mergexo/rooms', 'rooms (a)'],
      ['src/gate/load.ts', 1, 'no-restricted-syntax', 'rooms'],
    ]);
  });

  it('an absolute path to another action', async () => {
    const problems = await crossing({ 'src/gate/abs.ts': "export { y } from '<root>/src/other/y.js';\n" });
    expect(problems).toEqual([['src/gate/abs.ts', 1, 'mergexo/rooms', 'rooms (a)']]);
  });

  it("a tsconfig path alias to another action, and one to a rule module's I/O", async () => {
    const tsconfig = JSON.stringify({
      compilerOptions: { module: 'NodeNext', moduleResolution: 'NodeNext', paths: { '@/*': ['./src/*'] } },
    });
    const problems = await crossing({
      'tsconfig.json': tsconfig,
      'src/gate/alias.ts': "export { y } from '@/other/y.js';\n",
      'src/gate/rules/alias.ts': "export { git } from '@/core/git.js';\n",
    });
    expect(problems).toEqual([
      ['src/gate/alias.ts', 1, 'mergexo/rooms', 'rooms (a)'],
      ['src/gate/rules/alias.ts', 1, 'mergexo/purity', 'purity'],
    ]);
  });

  it('a package.json imports alias (#...) to another action, and one that resolves nowhere', async () => {
    const problems = await crossing({
      'package.json': JSON.stringify({ type: 'module', imports: { '#src/*': './src/*' } }),
      'src/gate/alias.ts': "export { y } from '#src/other/y.js';\n",
      'src/gate/nowhere.ts': "export { y } from '#nowhere/y.js';\n",
    });
    expect(problems).toEqual([
      ['src/gate/alias.ts', 1, 'mergexo/rooms', 'rooms (a)'],
      ['src/gate/nowhere.ts', 1, 'mergexo/rooms', 'rooms'],
    ]);
  });

  it('an import of something outside src/', async () => {
    const problems = await crossing({
      'test/support/world.ts': 'export const world = 1;\n',
      'src/gate/world.ts': "export { world } from '../../test/support/world.js';\n",
    });
    expect(problems).toEqual([['src/gate/world.ts', 1, 'mergexo/rooms', 'rooms']]);
  });

  it('.mts and .cts files are linted, and imports resolve to them', async () => {
    const problems = await crossing({
      'src/gate/extra.mts': "export { y } from '../other/y.js';\n",
      'src/gate/extra.cts': "export { y } from '../other/y.js';\n",
      'src/other/helper.mts': 'export const h = 1;\n',
      'src/gate/helper.ts': "export { h } from '../other/helper.mjs';\n",
    });
    expect(problems).toEqual([
      ['src/gate/extra.cts', 1, 'mergexo/rooms', 'rooms (a)'],
      ['src/gate/extra.mts', 1, 'mergexo/rooms', 'rooms (a)'],
      ['src/gate/helper.ts', 1, 'mergexo/rooms', 'rooms (a)'],
    ]);
  });

  it("declare module '...' augmenting another module", async () => {
    const problems = await crossing({
      'src/gate/augment.ts': "declare module '../other/y.js' {\n  export const z: number;\n}\nexport {};\n",
    });
    expect(problems).toEqual([['src/gate/augment.ts', 1, 'no-restricted-syntax', 'rooms']]);
  });
});

describe('eslint.config.js keeps GitHub behind the port (Octokit and raw HTTP only in its implementation)', () => {
  it.each([
    ['client.rest.pulls.get()', 'client.rest.pulls.get()'],
    ['client.graphql()', "client.graphql('{ viewer { login } }')"],
    ['client.request()', "client.request('GET /user')"],
    ['client.paginate()', 'client.paginate(client)'],
    ["client['graphql']", "client['graphql']"],
    ['client[`rest`]', 'client[`rest`]'],
    ['{ rest } destructured', '(({ rest }: typeof client) => rest)(client)'],
    ['{ graphql } destructured', '(({ graphql: g }: typeof client) => g)(client)'],
    ["Reflect.get(client, 'graphql')", "Reflect.get(client, 'graphql')"],
  ])('Octokit reached as %s', async (_, expression) => {
    const problems = await crossing({
      'src/gate/octokit.ts': `declare const client: never;\n\nexport const x = () => ${expression};\n`,
    });
    expect(problems).toEqual([['src/gate/octokit.ts', 3, 'no-restricted-syntax', 'port']]);
  });

  it.each([
    ['@octokit/core', "import { Octokit } from '@octokit/core';\n\nexport const o = Octokit;\n"],
    ['@actions/github', "export const o = () => import('@actions/github');\n"],
  ])('Octokit imported from %s', async (_, text) => {
    expect(await crossing({ 'src/gate/octokit.ts': text })).toEqual([
      ['src/gate/octokit.ts', expect.any(Number), 'no-restricted-syntax', 'port'],
    ]);
  });

  it.each([
    ['fetch()', "export const get = () => fetch('https://api.github.com/repos/o/r/pulls');\n", 'no-restricted-globals'],
    [
      'globalThis.fetch()',
      "export const get = () => globalThis.fetch('https://api.github.com/');\n",
      'no-restricted-syntax',
    ],
    ['undici', "export const get = () => import('undici');\n", 'no-restricted-syntax'],
    ['node:https', "import { request } from 'node:https';\n\nexport const get = request;\n", 'no-restricted-syntax'],
    [
      "node:http's request",
      "import { request } from 'node:http';\n\nexport const get = request;\n",
      'no-restricted-syntax',
    ],
    ['@actions/http-client', "export { HttpClient } from '@actions/http-client';\n", 'no-restricted-syntax'],
  ])('a raw request to GitHub through %s', async (_, text, rule) => {
    expect(await crossing({ 'src/cli/get.ts': text })).toEqual([['src/cli/get.ts', expect.any(Number), rule, 'port']]);
  });
});
