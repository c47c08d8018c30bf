// The collision index's reads of rebase-notify's private repository, on a real git repository: a PR's changes
// from where it forked (as GitHub's PR diff), a tree's allocated names, and which commits are present.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseAllocatedGlob } from '../../../src/rebase-notify/rules/collisions/allocated-names.js';
import {
  allPullChanges,
  baseAllocatedNames,
  presentCommits,
  pullChanges,
  treeChanges,
  treeNameKeys,
} from '../../../src/rebase-notify/collisions/git.js';
import { nameKey } from '../../../src/rebase-notify/rules/collisions/owners.js';
import { testGit } from '../../support/git.js';

let work: string;
let gitDir: string;
const at: Record<string, string> = {};

const git = (...args: string[]) => testGit(work, args).trim();

function commit(files: Record<string, string | null>, message: string): string {
  for (const [file, content] of Object.entries(files)) {
    const full = path.join(work, file);
    if (content === null) rmSync(full);
    else {
      mkdirSync(path.dirname(full), { recursive: true });
      writeFileSync(full, content);
    }
  }
  git('add', '-A');
  git('commit', '-q', '-m', message);
  return git('rev-parse', 'HEAD');
}

const MIGRATIONS = parseAllocatedGlob('migrations/*_*.sql');

beforeAll(() => {
  work = mkdtempSync(path.join(os.tmpdir(), 'collisions-git-'));
  gitDir = path.join(work, '.git');
  git('init', '-q', '-b', 'main');
  at.fork = commit({ 'migrations/0001_init.sql': 'a', 'README.md': 'r', 'old.txt': 'o' }, 'base');
  git('checkout', '-q', '-b', 'feature');
  at.head = commit(
    { 'migrations/0002_users.sql': 'u', 'README.md': 'r2', 'old.txt': null, '-dash file\n.sql': 'x' },
    'feature',
  );
  git('checkout', '-q', 'main');
  at.base = commit({ 'migrations/0002_orders.sql': 'o', 'other.md': 'b' }, 'main moves on');
});

afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('pullChanges', () => {
  it("is the PR's diff from where it forked: the base's later commits are not the PR's", async () => {
    const changes = await pullChanges(gitDir, at.base!, at.head!);
    const blob = (p: string) => git('rev-parse', `${at.head}:${p}`);
    expect(changes.sort((a, b) => (a.path < b.path ? -1 : 1))).toEqual([
      { path: '-dash file\n.sql', status: 'A', result: `100644:${blob('-dash file\n.sql')}` },
      { path: 'README.md', status: 'M', result: `100644:${blob('README.md')}` },
      { path: 'migrations/0002_users.sql', status: 'A', result: `100644:${blob('migrations/0002_users.sql')}` },
      { path: 'old.txt', status: 'D', result: 'deleted' },
    ]);
  });

  it('fails for a commit the repository does not have', async () => {
    await expect(pullChanges(gitDir, at.base!, 'f'.repeat(40))).rejects.toThrow();
  });
});

describe('treeChanges', () => {
  it('compares two trees themselves, with no merge base', async () => {
    const changes = await treeChanges(gitDir, at.head!, at.base!);
    expect(changes.map((c) => `${c.status} ${c.path}`).sort()).toEqual([
      'A migrations/0002_orders.sql',
      'A old.txt',
      'A other.md',
      'D -dash file\n.sql',
      'D migrations/0002_users.sql',
      'M README.md',
    ]);
  });
});

describe('allPullChanges', () => {
  it("knows each PR's changes, and a PR git cannot diff as not known, with git's words", async () => {
    const [ok, unread] = await allPullChanges(gitDir, [
      { number: 1, base: 'main', baseSha: at.base!, headSha: at.head! },
      { number: 2, base: 'main', baseSha: at.base!, headSha: 'e'.repeat(40) },
    ]);
    expect(ok).toMatchObject({ number: 1, base: 'main', known: true });
    expect(ok?.known && ok.changes).toHaveLength(4);
    expect(unread).toMatchObject({ number: 2, base: 'main', known: false, reason: { kind: 'unread' } });
  });
});

describe('allocated names in a tree', () => {
  it("are read under the glob's folder only, by name and with their paths", async () => {
    expect(await treeNameKeys(gitDir, at.base!, [MIGRATIONS])).toEqual(
      new Set([nameKey(MIGRATIONS.glob, '1'), nameKey(MIGRATIONS.glob, '2')]),
    );
    const names = await baseAllocatedNames(gitDir, at.head!, [MIGRATIONS]);
    expect(names.get(MIGRATIONS.glob)).toEqual(
      new Map([
        ['1', ['migrations/0001_init.sql']],
        ['2', ['migrations/0002_users.sql']],
      ]),
    );
  });
});

describe('presentCommits', () => {
  it('keeps the commits the repository has, and drops a tree, a missing one and a non-SHA', async () => {
    const tree = git('rev-parse', `${at.base}^{tree}`);
    const present = await presentCommits(gitDir, [at.fork!, at.head!, at.head!, tree, 'd'.repeat(40), '--all']);
    expect(present).toEqual(new Set([at.fork, at.head]));
    expect(await presentCommits(gitDir, ['HEAD'])).toEqual(new Set());
  });
});
