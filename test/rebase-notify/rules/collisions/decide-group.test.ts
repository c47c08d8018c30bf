// The collisions rule on a merge group commit: answered only with allocated names, on the watched base; it fails
// closed when the trees cannot be compared, and passes only when the comparison found no clash.
import { describe, expect, it } from 'vitest';
import {
  groupCollisionsPass,
  groupCollisionsQuestion,
  type GroupCollisionsInput,
} from '../../../../src/rebase-notify/rules/collisions/decide-group.js';
import { githubWords } from '../../../../src/core/pure/words.js';

const BASE_SHA = 'b'.repeat(40);
const input = (over: Partial<GroupCollisionsInput> = {}): GroupCollisionsInput => ({
  globs: 1,
  watched: undefined,
  base: 'main',
  baseSha: BASE_SHA,
  apiSource: false,
  ...over,
});

describe('collisions on a merge group', () => {
  it('answers nothing without allocated names, and nothing for a base the step does not watch', () => {
    expect(groupCollisionsQuestion(input({ globs: 0 }))).toEqual({ kind: 'none' });
    expect(groupCollisionsQuestion(input({ watched: 'release' }))).toEqual({
      kind: 'skip',
      reason: { kind: 'other-base', base: 'main', watched: 'release' },
    });
    expect(groupCollisionsQuestion(input({ watched: 'main' }))).toEqual({ kind: 'compare', baseSha: BASE_SHA });
  });

  it('fails closed without a base commit or without git, and when git failed', () => {
    for (const q of [
      groupCollisionsQuestion(input({ baseSha: undefined })),
      groupCollisionsQuestion(input({ apiSource: true })),
    ]) {
      expect(q.kind).toBe('judge');
      if (q.kind === 'judge') expect(groupCollisionsPass(q.finding)).toBe(false);
    }
    const failed = { kind: 'unknown' as const, reason: { kind: 'git' as const, said: githubWords('fetch failed') } };
    expect(groupCollisionsPass(failed)).toBe(false);
  });

  it('passes only when the comparison found no clash', () => {
    expect(groupCollisionsPass({ kind: 'clashes', clashes: [] })).toBe(true);
    const clash = { other: 'base' as const, glob: 'migrations/*.py', name: '0002', paths: ['a'], otherPaths: ['b'] };
    expect(groupCollisionsPass({ kind: 'clashes', clashes: [clash] })).toBe(false);
  });
});
