import { describe, expect, it } from 'vitest';
import { parseMarkers, withMarkers, type Marker } from '../../../../src/core/pure/markers.js';
import type { TrustedComment } from '../../../../src/core/pure/view.js';
import {
  ciWaitFindingMarker,
  DEFAULT_CONFLICT_LABEL,
  otherConflictNotice,
  readCiWaitFinding,
  readConflictNotice,
  readRebaseNotifyStatus,
  rebaseNotifyStatusMarker,
} from '../../../../src/core/pure/protocol/conflict-notice.js';
import {
  OLD_OPEN_CONFLICT_FINDING,
  OLD_RESOLVED_CONFLICT_FINDING,
  OLD_CONFLICTING_STATUS_WITH_RIDER,
  OLD_ROUND,
  OLD_STATE,
} from './old-markers.js';
import { inputDefault } from './action-defaults.js';

const comment = (id: number, ...markers: Marker[]): TrustedComment => ({ id, url: '', body: '', markers });
const ciWait = (open: boolean, base = 'main'): Marker => ({
  action: 'ci-wait',
  kind: 'finding',
  key: `conflict:${'a'.repeat(40)}`,
  data: { open, base },
});
const rebaseNotify = (cls: string, base = 'main'): Marker => ({
  action: 'rebase-notify',
  kind: 'status',
  key: 'pr',
  data: { class: cls, base },
});
const only = (line: string): Marker => {
  const markers = parseMarkers(`${line}\ntext`);
  expect(markers).toHaveLength(1);
  return markers[0] as Marker;
};

describe('one notice per conflict', () => {
  it("each action sees the other's open notice for the same base, and only that", () => {
    const view = { trusted: [comment(1, rebaseNotify('conflicting')), comment(2, ciWait(true))] };
    expect(otherConflictNotice(view, 'ci-wait', 'main')?.id).toBe(1);
    expect(otherConflictNotice(view, 'rebase-notify', 'main')?.id).toBe(2);
    expect(otherConflictNotice(view, 'ci-wait', 'release')).toBeUndefined();
  });

  it('a resolved finding, a behind notice or a ci_failed finding is no conflict notice', () => {
    const failed: Marker = { ...ciWait(true), key: `ci_failed:${'a'.repeat(40)}:x` };
    const view = { trusted: [comment(1, rebaseNotify('behind')), comment(2, ciWait(false)), comment(3, failed)] };
    expect(otherConflictNotice(view, 'ci-wait', 'main')).toBeUndefined();
    expect(otherConflictNotice(view, 'rebase-notify', 'main')).toBeUndefined();
  });

  it('both actions put the same conflict label on a conflicting PR, by default', () => {
    expect(inputDefault('ci-wait', 'conflict-label')).toBe(DEFAULT_CONFLICT_LABEL);
    expect(inputDefault('rebase-notify', 'conflict-label')).toBe(DEFAULT_CONFLICT_LABEL);
  });

  it("an action's own notice is not the other's", () => {
    const view = { trusted: [comment(1, rebaseNotify('conflicting')), comment(2, ciWait(true))] };
    expect(otherConflictNotice({ trusted: [view.trusted[0]!] }, 'rebase-notify', 'main')).toBeUndefined();
    expect(otherConflictNotice({ trusted: [view.trusted[1]!] }, 'ci-wait', 'main')).toBeUndefined();
  });
});

describe('the conflict notices on the wire', () => {
  it('renders exactly what earlier versions wrote, so an upgrade rewrites no comment', () => {
    const state = { ...OLD_STATE };
    const finding = ciWaitFindingMarker({ round: OLD_ROUND, open: true, base: 'main', state });
    expect(withMarkers('text', [finding]).split('\n')[0]).toBe(OLD_OPEN_CONFLICT_FINDING);
    const resolved = ciWaitFindingMarker({ round: OLD_ROUND, open: false, base: 'main' });
    expect(withMarkers('text', [resolved]).split('\n')[0]).toBe(OLD_RESOLVED_CONFLICT_FINDING);
  });

  it('round trip: what is written is read back the same', () => {
    const finding = { round: OLD_ROUND, open: true, base: 'release/1', state: { attempts: 1 } };
    expect(readCiWaitFinding(only(withMarkers('', [ciWaitFindingMarker(finding)])))).toEqual(finding);
    const status = { class: 'conflicting', base: 'release/1', behind: 2 };
    const read = only(withMarkers('', [rebaseNotifyStatusMarker(status)]));
    expect(readRebaseNotifyStatus(read)).toEqual(status);
    expect(readConflictNotice(read)).toEqual({ from: 'rebase-notify', base: 'release/1' });
  });

  it('reads the markers earlier versions wrote', () => {
    expect(readConflictNotice(only(OLD_OPEN_CONFLICT_FINDING))).toEqual({ from: 'ci-wait', base: 'main' });
    expect(readCiWaitFinding(only(OLD_OPEN_CONFLICT_FINDING))).toEqual({
      round: OLD_ROUND,
      open: true,
      base: 'main',
      state: OLD_STATE,
    });
    expect(readConflictNotice(only(OLD_RESOLVED_CONFLICT_FINDING))).toBeUndefined();
    const [status, rider] = parseMarkers(`${OLD_CONFLICTING_STATUS_WITH_RIDER}\ntext`);
    expect(readConflictNotice(status!)).toEqual({ from: 'rebase-notify', base: 'main' });
    expect(readConflictNotice(rider!)).toBeUndefined();
    expect(readRebaseNotifyStatus(status!)).toMatchObject({ class: 'conflicting', behind: 3, fingerprint: 'fp1' });
  });

  it('refuses a data version it does not know (a newer writer, or no version at all)', () => {
    for (const v of [2, 3, 0, '1', 1.5]) {
      expect(readConflictNotice({ ...ciWait(true), data: { v, open: true, base: 'main' } })).toBeUndefined();
      const status = { ...rebaseNotify('conflicting'), data: { v, class: 'conflicting', base: 'main' } };
      expect(readConflictNotice(status)).toBeUndefined();
      expect(readRebaseNotifyStatus(status)).toBeUndefined();
    }
    expect(readConflictNotice({ ...ciWait(true), data: { v: 1, open: true, base: 'main' } })).toEqual({
      from: 'ci-wait',
      base: 'main',
    });
  });

  it('refuses look-alikes: another action, kind or key, a base that is no string, an open flag that is no true', () => {
    const lookAlikes: Marker[] = [
      { ...ciWait(true), action: 'ci-wait-x' },
      { ...ciWait(true), kind: 'hold' },
      { ...ciWait(true), data: { open: 'true', base: 'main' } },
      { ...ciWait(true), data: { open: true, base: ['main'] } },
      { ...ciWait(true), data: { open: true } },
      { ...rebaseNotify('conflicting'), action: 'history-guard' },
      { ...rebaseNotify('conflicting'), key: 'other' },
      { ...rebaseNotify('conflicting'), data: { class: 'conflicting' } },
      { ...rebaseNotify('conflicting'), data: { class: 'Conflicting', base: 'main' } },
      { action: 'rebase-notify', kind: 'status', key: 'pr' },
    ];
    for (const m of lookAlikes) expect(readConflictNotice(m), JSON.stringify(m)).toBeUndefined();
  });

  it('a notice quoted below the first line, or a damaged marker line, is no notice', () => {
    expect(parseMarkers(`quoted:\n${OLD_OPEN_CONFLICT_FINDING}`)).toEqual([]);
    expect(parseMarkers(`${OLD_OPEN_CONFLICT_FINDING.replace('"open":true', '"open":true,')}\ntext`)).toEqual([]);
  });
});
