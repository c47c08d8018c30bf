import { describe, expect, it } from 'vitest';
import { markerlessText, parseMarkers, withMarkers, type Marker } from '../../../../src/core/pure/markers.js';
import { ciWaitRiderMarker, readCiWaitRider } from '../../../../src/core/pure/protocol/ci-wait-rider.js';
import { rebaseNotifyStatusMarker, readConflictNotice } from '../../../../src/core/pure/protocol/conflict-notice.js';
import { OLD_CONFLICTING_STATUS_WITH_RIDER, OLD_STATE } from './old-markers.js';

describe("ci-wait's count riding on rebase-notify's notice", () => {
  it('renders exactly what earlier versions wrote, after the notice it rides on', () => {
    const status = rebaseNotifyStatusMarker({
      class: 'conflicting',
      notifiedAt: '2026-01-01T00:00:00.000Z',
      behind: 3,
      ahead: 1,
      base: 'main',
      baseSha: 'c'.repeat(40),
      headSha: 'd'.repeat(40),
      files: ['a.txt'],
      fingerprint: 'fp1',
    });
    const body = withMarkers('The PR conflicts with main.', [status, ciWaitRiderMarker({ ...OLD_STATE })]);
    expect(body).toBe(`${OLD_CONFLICTING_STATUS_WITH_RIDER}\nThe PR conflicts with main.`);
  });

  it('reads the state from a notice earlier versions wrote, and the notice stays the notice', () => {
    const body = `${OLD_CONFLICTING_STATUS_WITH_RIDER}\nThe PR conflicts with main.`;
    const [status, rider] = parseMarkers(body);
    expect(readCiWaitRider(rider!)).toEqual({ state: OLD_STATE });
    expect(readCiWaitRider(status!)).toBeUndefined();
    expect(readConflictNotice(status!)).toEqual({ from: 'rebase-notify', base: 'main' });
    expect(markerlessText(body)).toBe('The PR conflicts with main.');
  });

  it('round trip, and a look-alike rider is none', () => {
    const state = { attempts: 1, held: true };
    expect(readCiWaitRider(parseMarkers(withMarkers('', [ciWaitRiderMarker(state)]))[0]!)).toEqual({ state });
    const rider = ciWaitRiderMarker(state);
    const lookAlikes: Marker[] = [
      { ...rider, action: 'rebase-notify' },
      { ...rider, kind: 'finding' },
      { ...rider, data: { v: 2, state } },
    ];
    for (const m of lookAlikes) expect(readCiWaitRider(m)).toBeUndefined();
  });
});
