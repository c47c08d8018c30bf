import { mkdtempSync, rmSync, symlinkSync, writeFileSync, mkdirSync, chmodSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { fromGitHubStatus, parseRawDiff, writtenPaths } from '../../../src/core/pure/git-diff.js';
import { testGit } from '../../support/git.js';

const Z = '0000000000000000000000000000000000000000';
const A = 'a'.repeat(40);
const B = 'b'.repeat(40);

describe('parseRawDiff', () => {
  it('reads every status git prints', () => {
    const raw = [
      `:000000 100644 ${Z} ${A} A`,
      'new file.ts',
      `:100644 000000 ${A} ${Z} D`,
      'gone.ts',
      `:100644 100644 ${A} ${B} M`,
      'edited.ts',
      `:100644 100755 ${A} ${A} M`,
      'run.sh',
      `:100644 120000 ${A} ${B} T`,
      'now-a-link',
      `:100644 100644 ${A} ${A} R100`,
      'old/name.ts',
      'new/name.ts',
      `:100644 100644 ${A} ${B} C075`,
      'src.ts',
      'copy.ts',
      `:160000 160000 ${A} ${B} M`,
      'vendor/lib',
      '',
    ].join('\0');
    expect(parseRawDiff(raw).map(({ oldSha: _o, newSha: _n, ...e }) => e)).toEqual([
      { path: 'new file.ts', status: 'added', oldMode: undefined, newMode: '100644' },
      { path: 'gone.ts', status: 'removed', oldMode: '100644', newMode: undefined },
      { path: 'edited.ts', status: 'modified', oldMode: '100644', newMode: '100644' },
      { path: 'run.sh', status: 'changed', oldMode: '100644', newMode: '100755' },
      { path: 'now-a-link', status: 'changed', oldMode: '100644', newMode: '120000' },
      { path: 'new/name.ts', previousPath: 'old/name.ts', status: 'renamed', oldMode: '100644', newMode: '100644' },
      { path: 'copy.ts', previousPath: 'src.ts', status: 'copied', oldMode: '100644', newMode: '100644' },
      { path: 'vendor/lib', status: 'modified', oldMode: '160000', newMode: '160000' },
    ]);
    expect(parseRawDiff('')).toEqual([]);
  });

  describe('against real git', () => {
    const dir = mkdtempSync(join(tmpdir(), 'wrg-raw-'));
    afterAll(() => rmSync(dir, { recursive: true, force: true }));
    const git = (...args: string[]) => testGit(dir, args);

    it('parses what diff-tree prints for renames, mode changes, symlinks and odd names', () => {
      git('init', '-q');
      mkdirSync(join(dir, 'a'));
      writeFileSync(join(dir, 'a', 'keep.ts'), 'x\n'.repeat(20));
      writeFileSync(join(dir, 'run.sh'), 'echo\n');
      writeFileSync(join(dir, 'tab\there.txt'), 'odd\n');
      git('add', '-A');
      git('commit', '-q', '-m', 'one');
      const one = git('rev-parse', 'HEAD').trim();
      git('mv', 'a/keep.ts', 'b.ts');
      chmodSync(join(dir, 'run.sh'), 0o755);
      symlinkSync('../../secrets', join(dir, 'link'));
      git('rm', '-q', 'tab\there.txt');
      git('add', '-A');
      git('commit', '-q', '-m', 'two');
      const two = git('rev-parse', 'HEAD').trim();
      const raw = git('diff-tree', '-r', '-z', '--raw', '--abbrev=40', '-M', '-C', one, two);
      const entries = parseRawDiff(raw);
      expect(entries.flatMap(writtenPaths).sort()).toEqual(['a/keep.ts', 'b.ts', 'link', 'run.sh', 'tab\there.txt']);
      expect(entries.find((e) => e.path === 'link')).toMatchObject({ status: 'added', newMode: '120000' });
      expect(entries.find((e) => e.path === 'run.sh')).toMatchObject({
        status: 'changed',
        oldMode: '100644',
        newMode: '100755',
      });
      expect(entries.find((e) => e.path === 'b.ts')).toMatchObject({ status: 'renamed', previousPath: 'a/keep.ts' });
    });
  });
});

describe('fromGitHubStatus', () => {
  it('keeps every status that writes a path and fails closed on unknown ones', () => {
    for (const s of ['added', 'removed', 'modified', 'renamed', 'copied', 'changed'] as const)
      expect(fromGitHubStatus(s)).toBe(s);
    expect(fromGitHubStatus('unchanged')).toBeUndefined();
    expect(fromGitHubStatus('something-new')).toBe('modified');
  });
});
