import { describe, expect, it } from 'vitest';
import { backupCandidates, backupRef, needsBackup, unkeptHeads } from '../../../src/history-guard/rules/backup.js';
import type { GuardDecision, GuardState } from '../../../src/history-guard/rules/decide.js';
import type { GuardNote } from '../../../src/history-guard/types.js';
import { githubWords } from '../../../src/core/pure/words.js';

const [A, B, C, D] = ['a', 'b', 'c', 'd'].map((x) => x.repeat(40)) as [string, string, string, string];

function blocked(next: Partial<GuardState>, newlyBlocked: boolean): Extract<GuardDecision, { verdict: 'blocked' }> {
  return {
    verdict: 'blocked',
    transition: 'diverged',
    next: { status: 'blocked', accepted: A, observed: B, ...next },
    newlyBlocked,
  };
}

describe('when a block backs up refs', () => {
  it('a new block does, even when its state already names refs', () => {
    expect(needsBackup(blocked({ backupRefs: ['refs/x'] }, true))).toBe(true);
  });

  it('a standing block does only while its state keeps no ref', () => {
    expect(needsBackup(blocked({}, false))).toBe(true);
    expect(needsBackup(blocked({ backupRefs: [] }, false))).toBe(true);
    expect(needsBackup(blocked({ backupRefs: ['refs/x'] }, false))).toBe(false);
  });

  it('a block that rests on no rewrite (a cause, or a head mergexo refused before) backs up nothing', () => {
    expect(needsBackup(blocked({ cause: { kind: 'record-altered' } }, true))).toBe(false);
    expect(needsBackup(blocked({ refusedHead: 'https://github.example/run/1' }, true))).toBe(false);
  });
});

describe('which heads are backed up', () => {
  it("keeps the accepted head, the overwritten heads once each, and the push's before", () => {
    expect(backupCandidates({ accepted: A, overwritten: [B, A] }, D, C)).toEqual([A, B, C]);
  });

  it('keeps no before that is the head itself, already listed, or no SHA (an event an agent may craft)', () => {
    expect(backupCandidates({ accepted: A }, D, D)).toEqual([A]);
    expect(backupCandidates({ accepted: A, overwritten: [B] }, D, B)).toEqual([A, B]);
    expect(backupCandidates({ accepted: A }, D, '../../refs/heads/main')).toEqual([A]);
    expect(backupCandidates({ accepted: A }, D, undefined)).toEqual([A]);
  });

  it('names each ref by the PR and the commit', () => {
    expect(backupRef('refs/mergexo/backup', 7, A)).toBe(`refs/mergexo/backup/pr-7/${A}`);
  });
});

describe('the heads no ref keeps', () => {
  it('names only the heads whose ref GitHub refused for the workflows permission', () => {
    const said = githubWords('refused');
    const notes: GuardNote[] = [
      { kind: 'backup-failed', ref: 'refs/a', sha: A, said, needs: 'workflows' },
      { kind: 'backup-failed', ref: 'refs/b', sha: B, said },
      { kind: 'backup-failed', ref: 'refs/c', sha: C, said, needs: 'workflows' },
    ];
    expect(unkeptHeads(notes)).toEqual([A, C]);
    expect(unkeptHeads([])).toEqual([]);
  });
});
