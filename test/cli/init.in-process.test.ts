// `mergexo init` as the CLI's main calls it, on a scratch clone: the clone's facts read, every file compared
// before any is written, and a second run or a refusal leaving the clone as it was. End to end: `init.test.ts`.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { init, readFacts, readWorkTree, topLevel, trackedFiles } from '../../src/cli/init.js';
import { ConfigurationError } from '../../src/core/pure/errors.js';
import { testGit } from '../support/git.js';

const USES = 'acme/mergexo@v1';
const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

function clone(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'init-in-process-'));
  dirs.push(dir);
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), content);
  }
  testGit(dir, ['init', '-q', '-b', 'trunk']);
  testGit(dir, ['add', '-A']);
  testGit(dir, ['commit', '-q', '-m', 'start']);
  return dir;
}

const options = { force: false, maintainers: ['maya'], uses: USES };

describe('the clone init reads', () => {
  it('is found from any folder of it; outside a clone, init says to run it in one', async () => {
    const dir = clone({ 'src/app.ts': 'x\n' });
    expect(await topLevel(path.join(dir, 'src'))).toBe(await topLevel(dir));
    const outside = mkdtempSync(path.join(os.tmpdir(), 'init-outside-'));
    dirs.push(outside);
    await expect(topLevel(outside)).rejects.toThrow(ConfigurationError);
  });

  it('gives the tracked files with their modes, the work tree as text, and the facts it renders from', async () => {
    const dir = clone({ 'src/app.ts': 'x\n', '.github/CODEOWNERS': '* @maya\n', 'docs/a.md': 'a\n' });
    const root = await topLevel(dir);
    expect(await trackedFiles(root)).toEqual([
      { mode: '100644', path: '.github/CODEOWNERS' },
      { mode: '100644', path: 'docs/a.md' },
      { mode: '100644', path: 'src/app.ts' },
    ]);
    expect(readWorkTree(root)('src/app.ts')).toBe('x\n');
    expect(readWorkTree(root)('missing.ts')).toBeUndefined();
    expect(readWorkTree(root)('src')).toBeUndefined();
    const { facts } = await readFacts(dir, options);
    expect(facts).toMatchObject({
      defaultBranch: 'trunk',
      codeowners: { file: '.github/CODEOWNERS', text: '* @maya\n' },
      maintainers: ['maya'],
      uses: USES,
    });
    expect(facts.folders).toEqual(expect.arrayContaining(['docs', 'src']));
  });
});

describe('init', () => {
  it('writes its files once; a second run finds them unchanged and writes nothing', async () => {
    const dir = clone({ 'src/app.ts': 'x\n' });
    const first = await init(dir, options);
    expect(first.defaultBranch).toBe('trunk');
    expect(first.files.length).toBeGreaterThan(0);
    expect(first.files.every((f) => f.outcome === 'written')).toBe(true);
    for (const f of first.files) expect(existsSync(path.join(dir, f.path)), f.path).toBe(true);
    const workflow = first.files.find((f) => f.path.startsWith('.github/workflows/'));
    expect(readFileSync(path.join(dir, workflow!.path), 'utf8')).toContain(USES.split('@')[0]);
    const again = await init(dir, options);
    expect(again.files.map((f) => f.outcome)).toEqual(first.files.map(() => 'unchanged'));
  });

  it('refuses to overwrite a file the person changed, writing nothing, unless forced', async () => {
    const dir = clone({ 'src/app.ts': 'x\n' });
    const [first, second] = (await init(dir, options)).files;
    writeFileSync(path.join(dir, first!.path), 'mine\n');
    rmSync(path.join(dir, second!.path));
    await expect(init(dir, options)).rejects.toThrow(ConfigurationError);
    expect(readFileSync(path.join(dir, first!.path), 'utf8')).toBe('mine\n');
    expect(existsSync(path.join(dir, second!.path))).toBe(false);
    const forced = await init(dir, { ...options, force: true });
    expect(forced.files.find((f) => f.path === first!.path)?.outcome).toBe('overwritten');
    expect(forced.files.find((f) => f.path === second!.path)?.outcome).toBe('written');
  });
});
