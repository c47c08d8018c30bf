import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GitDrift } from '../../../src/rebase-notify/drift/drift-git.js';
import { fetchMissText } from '../../../src/rebase-notify/drift/messages.js';
import { testGit } from '../../support/git.js';

// A "server" made of a bare repository reached over file://, laid out like GitHub's URLs.
let tmp: string;
let server: string;
let work: string;
const shas: Record<string, string> = {};

function git(cwd: string, ...args: string[]): string {
  return testGit(cwd, args).trim();
}

function commit(file: string, content: string, message: string): string {
  writeFileSync(path.join(work, file), content);
  git(work, 'add', '-A');
  git(work, 'commit', '-q', '-m', message);
  return git(work, 'rev-parse', 'HEAD');
}

beforeAll(() => {
  tmp = mkdtempSync(path.join(os.tmpdir(), 'mergexo-drift-'));
  server = path.join(tmp, 'server');
  const bare = path.join(server, 'acme', 'widgets.git');
  mkdirSync(bare, { recursive: true });
  git(bare, 'init', '-q', '--bare', '--initial-branch=main');
  work = path.join(tmp, 'work');
  git(tmp, 'init', '-q', '--initial-branch=main', work);
  shas.m0 = commit('shared.txt', 'one\n', 'base 0');
  git(work, 'checkout', '-q', '-b', 'behind');
  shas.behind = commit('b.txt', 'b\n', 'behind work');
  git(work, 'checkout', '-q', '-b', 'conflict', shas.m0);
  shas.conflict = commit('shared.txt', 'pr\n', 'conflicting work');
  git(work, 'checkout', '-q', 'main');
  commit('x.txt', 'x\n', 'base 1');
  shas.m2 = commit('shared.txt', 'main\n', 'base 2: `shared` changes');
  git(work, 'checkout', '-q', '-b', 'fresh');
  shas.fresh = commit('f.txt', 'f\n', 'fresh work');
  // A PR that caught up by merging main, then added work: up to date, 3 commits ahead.
  git(work, 'checkout', '-q', '-b', 'merged', shas.behind);
  git(work, 'merge', '-q', '--no-edit', 'main');
  shas.merged = commit('m.txt', 'm\n', 'more work after the merge');
  git(work, 'checkout', '-q', 'main');
  git(
    work,
    'push',
    '-q',
    bare,
    'main',
    `${shas.behind}:refs/pull/1/head`,
    `${shas.conflict}:refs/pull/2/head`,
    `${shas.fresh}:refs/pull/3/head`,
    `${shas.merged}:refs/pull/4/head`,
  );
});

afterAll(() => rmSync(tmp, { recursive: true, force: true }));

async function open(workspace?: string) {
  const temp = mkdtempSync(path.join(tmp, 'runner-temp-'));
  const drift = await GitDrift.open({
    repo: { owner: 'acme', repo: 'widgets' },
    token: 'ghs_secret',
    serverUrl: `file://${server}`,
    tempDir: temp,
    ...(workspace ? { workspace } : {}),
    log: () => {},
  });
  if ('unavailable' in drift) throw new Error(drift.unavailable);
  return drift;
}

describe('drift from a local git', () => {
  it('answers what this run already fetched from memory: one base tip per run, a moved head fetched again', async () => {
    const drift = await open();
    const heads = [{ number: 3, headSha: shas.fresh as string, base: 'main' }];
    expect((await drift.fetch(['main'], heads)).baseShas.get('main')).toBe(shas.m2);
    // The base moves on the server between the drift phase and the collision phase of one run.
    const bare = path.join(server, 'acme', 'widgets.git');
    git(work, 'checkout', '-q', '-b', 'later', shas.m2 as string);
    const later = commit('later.txt', 'later\n', 'base 3');
    git(work, 'push', '-q', '--force', bare, `${later}:refs/heads/main`, `${later}:refs/pull/3/head`);
    git(work, 'checkout', '-q', 'main');
    try {
      const again = await drift.fetch(['main'], heads);
      expect(again.baseShas.get('main')).toBe(shas.m2);
      expect([...again.missing]).toEqual([]);
      // A head the run has not seen yet is fetched.
      const moved = await drift.fetch(['main'], [{ number: 3, headSha: later, base: 'main' }]);
      expect([...moved.missing]).toEqual([]);
      expect(await drift.measure('main', shas.m2 as string, later)).toMatchObject({ known: true });
    } finally {
      git(work, 'push', '-q', '--force', bare, `${shas.m2}:refs/heads/main`, `${shas.fresh}:refs/pull/3/head`);
    }
  });

  it('fetches the base and PR heads, then counts, test-merges and names the missing commits', async () => {
    const drift = await open();
    const fetched = await drift.fetch(
      ['main'],
      [
        { number: 1, headSha: shas.behind as string, base: 'main' },
        { number: 2, headSha: shas.conflict as string, base: 'main' },
        { number: 3, headSha: shas.fresh as string, base: 'main' },
      ],
    );
    expect(fetched.baseShas.get('main')).toBe(shas.m2);
    expect([...fetched.missing]).toEqual([]);
    const base = shas.m2 as string;
    expect(await drift.measure('main', base, shas.behind as string)).toEqual({
      known: true,
      drift: {
        base: 'main',
        baseSha: base,
        headSha: shas.behind,
        behind: 2,
        ahead: 1,
        conflict: false,
        missing: [
          { sha: shas.m2, subject: 'base 2: `shared` changes' },
          { sha: expect.stringMatching(/^[0-9a-f]{40}$/), subject: 'base 1' },
        ],
      },
    });
    expect(await drift.measure('main', base, shas.conflict as string)).toMatchObject({
      known: true,
      drift: { behind: 2, ahead: 1, conflict: true, files: ['shared.txt'], missing: [] },
    });
    expect(await drift.measure('main', base, shas.fresh as string)).toMatchObject({
      known: true,
      drift: { behind: 0, ahead: 1, conflict: false },
    });
  });

  it('measures many PRs at once exactly as one by one', async () => {
    const drift = await open();
    const heads = [shas.behind, shas.conflict, shas.fresh, shas.merged, shas.m2, shas.fresh] as string[];
    await drift.fetch(
      ['main'],
      heads.slice(0, 4).map((headSha, i) => ({ number: i + 1, headSha, base: 'main' })),
    );
    const items = heads.map((headSha) => ({ base: 'main', baseSha: shas.m2 as string, headSha }));
    const batch = await drift.measureAll(items);
    const single = [];
    for (const item of items) single.push(await drift.measure(item.base, item.baseSha, item.headSha));
    expect(batch).toEqual(single);
    expect(batch[3]).toMatchObject({ known: true, drift: { behind: 0, ahead: 3 } });
    expect(batch[4]).toMatchObject({ known: true, drift: { behind: 0, ahead: 0 } });
  });

  it('leaves only the PR whose ref the server lacks unmeasured', async () => {
    const drift = await open();
    const fetched = await drift.fetch(
      ['main'],
      [
        { number: 1, headSha: shas.behind as string, base: 'main' },
        { number: 9, headSha: 'f'.repeat(40), base: 'main' },
        { number: 3, headSha: shas.fresh as string, base: 'main' },
      ],
    );
    expect([...fetched.missing.keys()]).toEqual([9]);
    const miss = fetched.missing.get(9);
    expect(miss).toEqual({ kind: 'pull-ref-unserved', number: 9 });
    expect(miss && fetchMissText(miss)).toMatch(/refs\/pull\/9\/head/);
  });

  it('fails loudly when the repository cannot be fetched at all', async () => {
    const temp = mkdtempSync(path.join(tmp, 'runner-temp-'));
    const drift = await GitDrift.open({
      repo: { owner: 'acme', repo: 'nothing-here' },
      token: 't',
      serverUrl: `file://${server}`,
      tempDir: temp,
      log: () => {},
    });
    if ('unavailable' in drift) throw new Error(drift.unavailable);
    await expect(drift.fetch(['main'], [])).rejects.toThrow(/git fetch/);
  });

  it('borrows the objects of a full workspace checkout, never of a shallow one', async () => {
    expect((await open(work)).borrowed).toBe(true);
    const shallow = path.join(tmp, 'shallow');
    git(tmp, 'clone', '-q', '--depth', '1', `file://${path.join(server, 'acme', 'widgets.git')}`, shallow);
    expect((await open(shallow)).borrowed).toBe(false);
    expect((await open(path.join(tmp, 'no-such-dir'))).borrowed).toBe(false);
  });
});
