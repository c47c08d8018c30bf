// What merging a PR writes, judged from git's answers (a TreeReader in memory: the reads a scratch repository or
// the CLI's checkout would answer).
import { describe, expect, it } from 'vitest';
import type { DiffEntry } from '../../../src/core/pure/git-diff.js';
import { RootSet } from '../../../src/core/pure/paths/root-set.js';
import { mergeWrites, type MergeResult, type TreeReader } from '../../../src/write-root-gate/rules/merge-writes.js';

const [BASE, HEAD, MB, MB2] = ['b', 'h', 'm', 'n'].map((x) => x.repeat(40)) as [string, string, string, string];

function entry(path: string, status: DiffEntry['status'] = 'modified', over: Partial<DiffEntry> = {}): DiffEntry {
  return {
    path,
    status,
    oldMode: '100644',
    newMode: '100644',
    oldSha: '1'.repeat(40),
    newSha: '2'.repeat(40),
    ...over,
  };
}

function reader(world: {
  merge: MergeResult;
  headTree?: string;
  diffs: Record<string, DiffEntry[]>;
  blobs?: Record<string, string>;
}): TreeReader {
  return {
    mergeTree: async () => world.merge,
    treeOf: async () => world.headTree ?? world.merge.tree,
    diff: async (from, to) => world.diffs[`${from}..${to}`] ?? [],
    entry: async () => undefined,
    blob: async (sha) => {
      const text = world.blobs?.[sha];
      if (text === undefined) throw new Error(`no blob ${sha}`);
      return text;
    },
  };
}

const roots = new RootSet(['src/**']);

describe('mergeWrites', () => {
  it("holds the PR's own diff, and what only merging it into its base writes, marked as the merge's", async () => {
    const git = reader({
      merge: { tree: 'T', conflicts: [] },
      diffs: {
        [`${MB}..${HEAD}`]: [entry('src/a.ts')],
        [`${BASE}..T`]: [entry('src/a.ts'), entry('ci/deploy.yml', 'added')],
      },
    });
    const { entries } = await mergeWrites(git, BASE, HEAD, [MB], [], roots);
    expect(entries.map((e) => [e.path, e.via])).toEqual([
      ['src/a.ts', undefined],
      ['ci/deploy.yml', 'merge'],
    ]);
  });

  it('on a conflicted merge, judges the conflicted paths and the diff against every other merge base', async () => {
    const git = reader({
      merge: { tree: 'T', conflicts: ['ci/x.yml'] },
      headTree: 'H',
      diffs: { [`${MB}..${HEAD}`]: [entry('src/a.ts')], [`${MB2}..${HEAD}`]: [entry('secrets/key', 'added')] },
    });
    const { entries, merge } = await mergeWrites(git, BASE, HEAD, [MB, MB2], [], roots);
    expect(merge.conflicts).toEqual(['ci/x.yml']);
    expect(entries.map((e) => [e.path, e.via])).toEqual([
      ['src/a.ts', undefined],
      ['ci/x.yml', 'conflict'],
      ['secrets/key', undefined],
    ]);
  });

  it("adds a path GitHub's list names that git's diff did not", async () => {
    const git = reader({ merge: { tree: 'T', conflicts: [] }, diffs: { [`${MB}..${HEAD}`]: [entry('src/a.ts')] } });
    const listed = [{ path: 'docs/late.md', status: 'added' as const }];
    const { entries } = await mergeWrites(git, BASE, HEAD, [MB], listed, roots);
    expect(entries.map((e) => e.path)).toEqual(['src/a.ts', 'docs/late.md']);
  });

  it('resolves a symlink written inside the roots, and calls one whose target cannot be read unreadable', async () => {
    const link = (path: string, sha: string) =>
      entry(path, 'added', { oldMode: '000000', newMode: '120000', newSha: sha.repeat(40) });
    const git = reader({
      merge: { tree: 'T', conflicts: [] },
      diffs: { [`${MB}..${HEAD}`]: [link('src/escape', 'e'), link('src/gone', 'f')] },
      blobs: { ['e'.repeat(40)]: '/etc/passwd' },
    });
    const { entries } = await mergeWrites(git, BASE, HEAD, [MB], [], roots);
    expect(entries.map((e) => [e.path, e.symlink])).toEqual([
      ['src/escape', { target: '/etc/passwd', escapes: 'absolute' }],
      ['src/gone', { target: '(unreadable)', escapes: 'unreadable' }],
    ]);
  });
});
