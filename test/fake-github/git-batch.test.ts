// The fake's object reads through one `git cat-file --batch-command` per repository answer exactly what a git
// process per read answered: tree listings as `git ls-tree -l` prints them, blobs byte for byte, types, commits.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { batchable, parseTree } from '../../fake-github/git-batch.js';
import {
  gitProcessesStarted,
  lsTree,
  objectType,
  readBlob,
  resolveCommit,
  stopObjectReaders,
  type TreeEntry,
} from '../../fake-github/git.js';

let dir: string;
let gitDir: string;
let head: string;
const big = randomBytes(300 * 1024);
const run = (...args: string[]): string =>
  execFileSync('git', args, {
    cwd: dir,
    encoding: 'utf8',
    env: { ...process.env, GIT_CONFIG_NOSYSTEM: '1', GIT_CONFIG_GLOBAL: '/dev/null' },
  });

function commitAll(message: string): string {
  run('add', '-A');
  run('-c', 'user.name=t', '-c', 'user.email=t@example.com', 'commit', '-q', '--allow-empty', '-m', message);
  return run('rev-parse', 'HEAD').trim();
}

/** What `git ls-tree -z -l` itself prints for `path`, parsed. */
function lsTreeByGit(sha: string, path: string): TreeEntry[] {
  let out: string;
  try {
    out = run('ls-tree', '-z', '-l', sha, '--', path);
  } catch {
    return [];
  }
  return out
    .split('\0')
    .filter(Boolean)
    .map((line) => {
      const tab = line.indexOf('\t');
      const [mode, type, sha1, size] = line.slice(0, tab).split(/\s+/) as [string, string, string, string];
      return { mode, type, sha: sha1, size: size === '-' ? 0 : Number(size), path: line.slice(tab + 1) };
    });
}

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'git-batch-test-'));
  gitDir = join(dir, '.git');
  run('init', '-q');
  mkdirSync(join(dir, 'dir', 'sub'), { recursive: true });
  writeFileSync(join(dir, 'a.txt'), 'a\n');
  writeFileSync(join(dir, '.hidden'), '');
  writeFileSync(join(dir, 'ünï côdé.txt'), 'u\n');
  writeFileSync(join(dir, 'x.'), 'dot\n');
  writeFileSync(join(dir, 'tool.sh'), '#!/bin/sh\n', { mode: 0o755 });
  symlinkSync('a.txt', join(dir, 'link'));
  writeFileSync(join(dir, 'dir', 'big.bin'), big);
  writeFileSync(join(dir, 'dir', 'sub', 'x y.txt'), 'xy\n');
  writeFileSync(join(dir, 'dir', 'sub', 'z.txt'), 'z\n');
  run('add', '-A');
  run('update-index', '--add', '--cacheinfo', `160000,${'1'.repeat(40)},mod`);
  head = commitAll('first');
});

afterAll(async () => {
  await stopObjectReaders(gitDir);
  rmSync(dir, { recursive: true, force: true });
});

describe("the fake's object reader", () => {
  it('lists trees as git ls-tree -l does, for every kind of entry and path', async () => {
    const paths = [
      '.',
      'a.txt',
      '.hidden',
      'ünï côdé.txt',
      'x.',
      'tool.sh',
      'link',
      'mod',
      'dir',
      'dir/',
      'dir/sub/',
      'dir/sub/x y.txt',
      'dir/big.bin',
      'missing',
      'dir/missing',
      'dir/missing/',
      'a.txt/',
      'a.txt/x',
      // Not plain paths: ls-tree itself answers them.
      'dir/../a.txt',
      './a.txt',
      '*.txt',
      'dir//sub',
    ];
    for (const path of paths) expect([path, await lsTree(gitDir, head, path)]).toEqual([path, lsTreeByGit(head, path)]);
    expect(await lsTree(gitDir, 'f'.repeat(40), '.')).toEqual([]);
  });

  it('reads blobs byte for byte, types and commits, many at once from one process', async () => {
    await stopObjectReaders(gitDir);
    const started = gitProcessesStarted();
    const [bigEntry] = await lsTree(gitDir, head, 'dir/big.bin');
    const reads = await Promise.all([
      readBlob(gitDir, bigEntry!.sha),
      objectType(gitDir, head),
      objectType(gitDir, bigEntry!.sha),
      objectType(gitDir, '0'.repeat(40)),
      objectType(gitDir, '--batch'),
      resolveCommit(gitDir, head.slice(0, 12)),
      resolveCommit(gitDir, 'f'.repeat(40)),
      ...Array.from({ length: 20 }, (_, i) => lsTree(gitDir, head, i % 2 ? 'dir/' : 'dir/sub/')),
    ]);
    expect(reads.slice(0, 7)).toEqual([big, 'commit', 'blob', undefined, undefined, head, undefined]);
    expect(gitProcessesStarted() - started).toBe(1);
    await expect(readBlob(gitDir, head)).rejects.toThrow(/not a blob/);
  });

  it('sees objects written after it started, and starts again once stopped', async () => {
    await objectType(gitDir, head);
    writeFileSync(join(dir, 'dir', 'sub', 'z.txt'), 'z, later\n');
    const next = commitAll('second');
    expect(await lsTree(gitDir, next, 'dir/sub/')).toEqual(lsTreeByGit(next, 'dir/sub/'));
    const [z] = await lsTree(gitDir, next, 'dir/sub/z.txt');
    expect((await readBlob(gitDir, z!.sha)).toString()).toBe('z, later\n');
    await stopObjectReaders(gitDir);
    const started = gitProcessesStarted();
    expect(await resolveCommit(gitDir, next.slice(0, 10))).toBe(next);
    expect(gitProcessesStarted() - started).toBe(1);
  });

  it('parses tree objects and refuses names the batch protocol cannot carry', () => {
    const tree = Buffer.concat([
      Buffer.from('40000 d\0'),
      Buffer.alloc(20, 0xab),
      Buffer.from('100644 f g\0'),
      Buffer.alloc(20, 0x01),
    ]);
    expect(parseTree(tree)).toEqual([
      { mode: '040000', name: 'd', oid: 'ab'.repeat(20) },
      { mode: '100644', name: 'f g', oid: '01'.repeat(20) },
    ]);
    expect([batchable('a b'), batchable('a\nb'), batchable('-p'), batchable('')]).toEqual([true, false, false, false]);
  });
});
