// `mergexo lint` called as the CLI's main calls it (argv, io): what it prints and its exit, outside a clone and
// in one, offline. The command through the CLI's main, with the warnings a repository's files bring: `command.test.ts`.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { lintCommand } from '../../../src/cli/lint/command.js';
import { testGit } from '../../support/git.js';

const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

function scratch(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'lint-command-'));
  dirs.push(dir);
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), content);
  }
  return dir;
}

async function lint(cwd: string, ...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await lintCommand(argv, { cwd, out: (l) => out.push(l), err: (l) => err.push(l) });
  return { code, out, err };
}

const lease = (name: string, branch: string, root: string) => [
  `    - name: ${name}`,
  '      match:',
  `        branch: ${branch}`,
  '      roots:',
  `        - ${root}`,
];
const LEASES = [
  'version: 1',
  'write-root-gate:',
  '  leases:',
  ...lease('all', 'agent/**', 'src'),
  ...lease('docs', 'agent/docs/**', 'docs'),
]
  .join('\n')
  .concat('\n');

describe('lintCommand', () => {
  it('reads a file outside a clone: its leases counted, a hidden lease warned of, exit 0 (1 with --strict)', async () => {
    const dir = scratch({ 'leases.yml': LEASES });
    const read = await lint(dir, 'leases.yml');
    expect(read.code).toBe(0);
    expect(read.out).toEqual([
      expect.stringMatching(/^leases\.yml:9: warning: lease 'docs' never applies: .* lease 'all' \(line 4\) first/),
      'mergexo lint: leases.yml: 2 leases, read as write-root-gate reads them; 1 warning.',
    ]);
    expect((await lint(dir, '--lease-file', 'leases.yml', '--strict')).code).toBe(1);
  });

  it('refuses a file the gate would refuse, with its line and fix, and exit 1', async () => {
    const dir = scratch({ 'bad.yml': 'version: 1\nwrite-root-gate:\n\tleases: []\n' });
    const { code, out } = await lint(dir, 'bad.yml');
    expect(code).toBe(1);
    expect(out[0]).toMatch(/^bad\.yml:3(:1)?: error: a tab indents this line; YAML allows only spaces\. Fix:/);
    expect(out[1]).toMatch(/^mergexo lint: bad\.yml is refused/);
  });

  it('finds the default lease file at the top of the clone, and says when there is none', async () => {
    const dir = scratch({ 'README.md': 'r\n' });
    testGit(dir, ['init', '-q']);
    mkdirSync(path.join(dir, 'src'));
    const none = await lint(path.join(dir, 'src'));
    expect(none.code).toBe(1);
    expect(none.out).toEqual([expect.stringMatching(/^\.github\/mergexo\.yml: error: there is no lease file/)]);
    mkdirSync(path.join(dir, '.github'));
    writeFileSync(path.join(dir, '.github/mergexo.yml'), LEASES);
    const found = await lint(path.join(dir, 'src'));
    expect(found.out.at(-1)).toBe(
      'mergexo lint: .github/mergexo.yml: 2 leases, read as write-root-gate reads them; 1 warning.',
    );
    const outside = await lint(scratch({ 'leases.yml': LEASES }));
    expect(outside.code).toBe(1);
    expect(outside.out).toEqual([expect.stringMatching(/^\.github\/mergexo\.yml: error: there is no lease file/)]);
  });

  it('prints its usage for --help, and exits 2 on bad usage without reading anything', async () => {
    const dir = scratch({});
    const help = await lint(dir, '--help');
    expect([help.code, help.out[0]?.split('\n')[0]]).toEqual([0, 'usage: mergexo lint [FILE] [options]']);
    for (const twice of [await lint(dir, 'a.yml', '--lease-file', 'b.yml'), await lint(dir, 'a.yml', 'b.yml')]) {
      expect(twice).toEqual({
        code: 2,
        out: [],
        err: ["mergexo lint: give one lease file. Run 'mergexo lint --help' for usage."],
      });
    }
    const unknown = await lint(dir, '--nope');
    expect([unknown.code, unknown.out]).toEqual([2, []]);
    expect(unknown.err[0]).toMatch(/^mergexo lint: .*--nope.*Run 'mergexo lint --help' for usage\.$/);
  });
});
