import { describe, expect, it } from 'vitest';
import {
  conflictReported,
  findingBase,
  holdEvidence,
  keepsState,
  planCarrier,
  writesHold,
  type CarrierInput,
} from '../../../src/ci-wait/rules/decide-carrier.js';

const input = (over: Partial<CarrierInput> = {}): CarrierInput => ({
  findingWritten: false,
  holdPlanned: false,
  holdWritten: false,
  writeState: true,
  resolveOthers: true,
  resolving: [],
  newest: undefined,
  noticeExists: false,
  legacyExists: false,
  ...over,
});

describe('planCarrier: which comment carries the state', () => {
  it("this round's finding or the hold carries it from its creation: nothing else is written", () => {
    expect(planCarrier(input({ findingWritten: true, newest: { id: 5, kind: 'finding' }, resolving: [5] }))).toEqual({
      write: { kind: 'none' },
      deleteLegacy: false,
    });
    expect(
      planCarrier(input({ holdPlanned: true, holdWritten: true, newest: { id: 5, kind: 'finding' }, resolving: [5] })),
    ).toEqual({ write: { kind: 'none' }, deleteLegacy: false });
  });

  it('the newest carrier, a finding resolved in this run, keeps the state', () => {
    expect(planCarrier(input({ newest: { id: 5, kind: 'finding' }, resolving: [3, 5] }))).toEqual({
      write: { kind: 'resolved-finding', id: 5 },
      deleteLegacy: false,
    });
  });

  it('a newest carrier not resolved now has its marker edited; a count rider is rewritten on its notice', () => {
    expect(planCarrier(input({ newest: { id: 5, kind: 'hold' }, resolving: [3] })).write).toEqual({
      kind: 'edit-carrier',
    });
    expect(planCarrier(input({ newest: { id: 5, kind: 'finding' } })).write).toEqual({ kind: 'edit-carrier' });
    expect(planCarrier(input({ newest: { id: 7, kind: 'count' } })).write).toEqual({ kind: 'rider-on-carrier' });
  });

  it("with no ci-wait comment, the count rides on the other action's conflict notice, else it is not kept", () => {
    expect(planCarrier(input({ noticeExists: true })).write).toEqual({ kind: 'rider-on-notice' });
    expect(planCarrier(input())).toEqual({ write: { kind: 'not-kept' }, deleteLegacy: false });
  });

  it('an unchanged state writes nothing', () => {
    expect(planCarrier(input({ writeState: false, newest: { id: 5, kind: 'hold' } }))).toEqual({
      write: { kind: 'none' },
      deleteLegacy: false,
    });
  });

  it("an earlier version's state comment goes once a carrier holds the state, never before", () => {
    const legacy = { writeState: false, legacyExists: true };
    expect(planCarrier(input({ ...legacy, newest: { id: 5, kind: 'hold' } }))).toEqual({
      write: { kind: 'edit-carrier' },
      deleteLegacy: true,
    });
    expect(planCarrier(input({ ...legacy, findingWritten: true }))).toEqual({
      write: { kind: 'none' },
      deleteLegacy: true,
    });
    // Nowhere to move it: the old comment stays, the only copy of the count.
    expect(planCarrier(input({ ...legacy }))).toEqual({ write: { kind: 'none' }, deleteLegacy: false });
  });
});

describe('conflictReported: one notice per conflict', () => {
  const conflict = { outcome: 'conflict', updateRefused: false, ownFindingExists: false, otherNoticeExists: true };

  it("the other action's open notice already tells the author", () => {
    expect(conflictReported(conflict)).toBe(true);
  });

  it('ci-wait writes its own when it already has one for the round, must explain a refused update, or there is no notice', () => {
    expect(conflictReported({ ...conflict, ownFindingExists: true })).toBe(false);
    expect(conflictReported({ ...conflict, updateRefused: true })).toBe(false);
    expect(conflictReported({ ...conflict, otherNoticeExists: false })).toBe(false);
    expect(conflictReported({ ...conflict, outcome: 'ci_failed' })).toBe(false);
  });
});

describe('what the comments written in a run carry', () => {
  it('writes the hold comment only when it is planned and the hold has its number', () => {
    expect(writesHold({ holdComment: true, next: { holds: 2 } })).toBe(true);
    expect(writesHold({ holdComment: true, next: {} })).toBe(false);
    expect(writesHold({ holdComment: false, next: { holds: 2 } })).toBe(false);
  });

  it('lets only the resolved finding planCarrier chose keep the state', () => {
    const write = planCarrier(input({ resolving: [7, 9], newest: { id: 9, kind: 'finding' } })).write;
    expect(keepsState(write, 9)).toBe(true);
    expect(keepsState(write, 7)).toBe(false);
    expect(keepsState({ kind: 'edit-carrier' }, 9)).toBe(false);
  });

  it('records the base on a conflict finding only', () => {
    expect(findingBase('conflict', 'main')).toEqual({ base: 'main' });
    expect(findingBase('ci_failed', 'main')).toEqual({});
  });

  it("quotes the tampering only on a hold for tampering, never an agent's edit on another hold", () => {
    expect(holdEvidence(true, ['comment 12 edited by agent'])).toEqual(['comment 12 edited by agent']);
    expect(holdEvidence(false, ['comment 12 edited by agent'])).toEqual([]);
  });
});
