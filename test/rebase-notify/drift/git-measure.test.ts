// Drift measured in a repository that holds the commits already (git-measure.ts): counts, the test merge that names
// the conflicted files, the newest missing commits, and the batch path that must agree with one by one.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { measureDrift, measureDrifts } from '../../../src/rebase-notify/drift/git-measure.js';
import { testGit } from '../../support/git.js';

let work: string;
let gitDir: string;
const shas: Record<string, string> = {};

const git = (...args: string[]) => testGit(work, args).trim();
function commit(file: string, content: string, message: string): string {
  writeFileSync(path.join(work, file), content);
  git('add', '-A');
  git('commit', '-q', '-m', message);
  return git('rev-parse', 'HEAD');
}

beforeAll(() => {
  work = mkdtempSync(path.join(os.tmpdir(), 'mergexo-measure-'));
  git('init', '-q', '--initial-branch=main');
  gitDir = path.join(work, '.git');
  shas.m0 = commit('shared.txt', 'one\n', 'base 0');
  git('checkout', '-q', '-b', 'behind');
  shas.behind = commit('b.txt', 'b\n', 'behind work');
  git('checkout', '-q', '-b', 'conflict', shas.m0);
  shas.conflict = commit('shared.txt', 'pr\n', 'conflicting work');
  git('checkout', '-q', 'main');
  shas.m1 = commit('x.txt', 'x\n', 'base 1');
  shas.m2 = commit('shared.txt', 'main\n', 'base 2');
  git('checkout', '-q', '-b', 'fresh');
  shas.fresh = commit('f.txt', 'f\n', 'fresh work');
});

afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('git-measure', () => {
  it('counts a PR behind and names the commits it misses, newest first', async () => {
    expect(await measureDrift(gitDir, 'main', shas.m2 as string, shas.behind as string)).toEqual({
      known: true,
      drift: {
        base: 'main',
        baseSha: shas.m2,
        headSha: shas.behind,
        behind: 2,
        ahead: 1,
        conflict: false,
        missing: [
          { sha: shas.m2, subject: 'base 2' },
          { sha: shas.m1, subject: 'base 1' },
        ],
      },
    });
  });

  it('names the conflicted files of a test merge, and finds a PR up to date without one', async () => {
    expect(await measureDrift(gitDir, 'main', shas.m2 as string, shas.conflict as string)).toMatchObject({
      known: true,
      drift: { behind: 2, ahead: 1, conflict: true, files: ['shared.txt'], missing: [] },
    });
    expect(await measureDrift(gitDir, 'main', shas.m2 as string, shas.fresh as string)).toMatchObject({
      known: true,
      drift: { behind: 0, ahead: 1, conflict: false, missing: [] },
    });
  });

  it('says a commit it does not hold could not be counted, with git’s words', async () => {
    const absent = 'f'.repeat(40);
    const result = await measureDrift(gitDir, 'main', shas.m2 as string, absent);
    expect(result).toMatchObject({ known: false, reason: { kind: 'uncounted' } });
  });

  it('measures many PRs at once exactly as one by one', async () => {
    const heads = [shas.behind, shas.conflict, shas.fresh, shas.m2, shas.fresh] as string[];
    const items = heads.map((headSha) => ({ base: 'main', baseSha: shas.m2 as string, headSha }));
    const single = [];
    for (const item of items) single.push(await measureDrift(gitDir, item.base, item.baseSha, item.headSha));
    expect(await measureDrifts(gitDir, items)).toEqual(single);
  });
});
