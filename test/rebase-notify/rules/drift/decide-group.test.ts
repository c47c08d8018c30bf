// drift's rule on a merge group commit: only a blocking check is answered, only on the watched base, and the
// group passes only when GitHub shows it contains the base commit it was built on.
import { describe, expect, it } from 'vitest';
import {
  comparedFinding,
  groupPasses,
  groupQuestion,
  type GroupInput,
} from '../../../../src/rebase-notify/rules/drift/decide-group.js';

const BASE_SHA = 'b'.repeat(40);
const input = (over: Partial<GroupInput> = {}): GroupInput => ({
  urgency: 'blocking',
  checkName: 'mergexo/rebase',
  watched: undefined,
  base: 'main',
  baseSha: BASE_SHA,
  ...over,
});

describe('drift on a merge group', () => {
  it('answers nothing unless the check blocks, and nothing for a base the step does not watch', () => {
    expect(groupQuestion(input({ urgency: 'helpful' }))).toEqual({
      kind: 'skip',
      reason: { kind: 'not-blocking', urgency: 'helpful', checkName: 'mergexo/rebase' },
    });
    expect(groupQuestion(input({ watched: 'release' }))).toEqual({
      kind: 'skip',
      reason: { kind: 'other-base', base: 'main', watched: 'release' },
    });
    expect(groupQuestion(input({ watched: 'main' }))).toEqual({ kind: 'compare', baseSha: BASE_SHA });
  });

  it('fails a group whose payload names no base commit, without asking GitHub', () => {
    const q = groupQuestion(input({ baseSha: undefined }));
    expect(q).toEqual({ kind: 'judge', finding: { kind: 'no-base' } });
    expect(q.kind === 'judge' && groupPasses(q.finding)).toBe(false);
  });

  it('passes only when the group commit contains its base commit', () => {
    expect(groupPasses(comparedFinding('main', BASE_SHA, 'ahead'))).toBe(true);
    expect(groupPasses(comparedFinding('main', BASE_SHA, 'identical'))).toBe(true);
    for (const status of ['behind', 'diverged']) {
      expect(comparedFinding('main', BASE_SHA, status)).toEqual({ kind: 'not-contained', baseSha: BASE_SHA, status });
      expect(groupPasses(comparedFinding('main', BASE_SHA, status))).toBe(false);
    }
    expect(groupPasses({ kind: 'compare-failed', baseSha: BASE_SHA, error: 'timeout' })).toBe(false);
  });
});
