// Where rebase-notify writes a commit-graph after its fetch: from many heads or a large history, counted from the
// pack indexes (its own and those it borrows), never on a small repository.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { COMMIT_GRAPH_FROM, commitGraphPays, packedObjects } from '../../../src/rebase-notify/drift/commit-graph.js';

const dir = mkdtempSync(path.join(os.tmpdir(), 'mergexo-commit-graph-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const git = (gitDir: string, args: string[], input?: string): string =>
  execFileSync('git', ['--git-dir', gitDir, ...args], {
    encoding: 'utf8',
    env: { ...process.env, GIT_CONFIG_NOSYSTEM: '1', GIT_CONFIG_GLOBAL: os.devNull },
    ...(input === undefined ? {} : { input }),
  });

/** A bare repository with `commits` commits, packed. */
function repository(name: string, commits: number): string {
  const gitDir = path.join(dir, name);
  execFileSync('git', ['init', '-q', '--bare', gitDir]);
  let stream = '';
  for (let i = 1; i <= commits; i++) {
    stream +=
      `commit refs/heads/main\nmark :${i}\ncommitter A <a@example.test> ${1_700_000_000 + i} +0000\ndata 1\nm` +
      `${i > 1 ? `\nfrom :${i - 1}` : ''}\nM 644 inline f${i}.txt\ndata ${String(i).length}\n${i}\n`;
  }
  git(gitDir, ['fast-import', '--quiet'], stream);
  git(gitDir, ['repack', '-adq']);
  return gitDir;
}

const inPack = (gitDir: string): number => Number(/in-pack: (\d+)/.exec(git(gitDir, ['count-objects', '-v']))?.[1]);

describe('commitGraphPays', () => {
  it('counts the packed objects as git does, with the object stores the repository borrows', () => {
    const own = repository('own.git', 20);
    expect(packedObjects(own)).toBe(inPack(own));
    expect(packedObjects(own)).toBe(60);
    const borrowing = repository('borrowing.git', 3);
    writeFileSync(path.join(borrowing, 'objects', 'info', 'alternates'), `${path.join(own, 'objects')}\n`);
    expect(packedObjects(borrowing)).toBe(60 + 9);
    expect(packedObjects(path.join(dir, 'none.git'))).toBe(0);
  });

  it('writes no commit-graph for a small repository with few heads; does from many heads', () => {
    const small = repository('small.git', 5);
    expect(commitGraphPays(small, 3)).toBe(false);
    expect(commitGraphPays(small, COMMIT_GRAPH_FROM.heads - 1)).toBe(false);
    expect(commitGraphPays(small, COMMIT_GRAPH_FROM.heads)).toBe(true);
  });
});
