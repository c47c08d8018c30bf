// Objects read from a repository's files in process are git's objects byte for byte: loose ones, packed ones and
// packed deltas (chains included), and an object is found again after a repack moves it; an id the reader cannot
// verify or find is no answer at all, never a wrong one.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forgetPacks, plainHistory, readObjectSync } from '../../fake-github/git-objects.js';

let dir: string;
let gitDir: string;
const env = { ...process.env, GIT_CONFIG_NOSYSTEM: '1', GIT_CONFIG_GLOBAL: '/dev/null' };
const run = (...args: string[]): string => execFileSync('git', args, { cwd: dir, encoding: 'utf8', env });

function commit(i: number): void {
  // Versions of one file that differ by a line: a repack stores them as deltas of each other.
  writeFileSync(
    join(dir, 'f.txt'),
    Array.from({ length: 200 }, (_, n) => (n === i ? `changed ${i}` : `line ${n}`)).join('\n'),
  );
  run('add', '-A');
  run('-c', 'user.name=t', '-c', 'user.email=t@example.com', 'commit', '-q', '-m', `commit ${i}`);
}

function sameAsGit(id: string): void {
  const type = run('cat-file', '-t', id).trim();
  const obj = readObjectSync(gitDir, id);
  expect(obj?.type).toBe(type);
  expect(obj?.data.equals(execFileSync('git', ['cat-file', type, id], { cwd: dir, env }))).toBe(true);
}

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'git-objects-test-'));
  gitDir = join(dir, '.git');
  run('init', '-q');
  for (let i = 0; i < 6; i++) commit(i);
});

afterAll(() => {
  forgetPacks(dir);
  rmSync(dir, { recursive: true, force: true });
});

describe('readObjectSync', () => {
  it('reads loose objects, then the same objects packed as delta chains after a repack', () => {
    const ids = run('rev-list', '--objects', '--all')
      .split('\n')
      .filter(Boolean)
      .map((l) => l.slice(0, 40));
    for (const id of ids) sameAsGit(id);
    run('repack', '-adq', '--depth=50', '--window=10');
    run('prune-packed');
    const packDir = join(gitDir, 'objects', 'pack');
    const idx = readdirSync(packDir).filter((f) => f.endsWith('.idx'));
    const entries = run('verify-pack', '-v', ...idx.map((f) => join(packDir, f)));
    // `id type size packed-size offset depth base-id` for an object stored as a delta.
    const deltas = entries.split('\n').filter((l) => l.split(/\s+/).length === 7);
    expect(deltas.length).toBeGreaterThan(2);
    for (const id of ids) sameAsGit(id);
  });

  it('answers nothing for an unknown id, a name that is not an id, or a repository it cannot read', () => {
    expect(readObjectSync(gitDir, 'f'.repeat(40))).toBeUndefined();
    expect(readObjectSync(gitDir, 'HEAD')).toBeUndefined();
    expect(readObjectSync(join(dir, 'nowhere'), run('rev-parse', 'HEAD').trim())).toBeUndefined();
    expect(plainHistory(gitDir)).toBe(true);
    writeFileSync(join(gitDir, 'shallow'), `${run('rev-parse', 'HEAD~2').trim()}\n`);
    expect(plainHistory(gitDir)).toBe(false);
  });
});
