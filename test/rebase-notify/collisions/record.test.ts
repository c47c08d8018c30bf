import { describe, expect, it } from 'vitest';
import { renderMarker } from '../../../src/core/pure/markers.js';
import { nameKey } from '../../../src/rebase-notify/collisions/owners.js';
import { claimsRecordLine, readClaimsRecord } from '../../../src/rebase-notify/collisions/record.js';

const key = nameKey('migrations/*_*.sql', '42');
const at = Date.parse('2026-04-01T10:00:00Z');

describe("the collision check's record of a PR's claims", () => {
  it('reads back what it wrote, for the PR it names only', () => {
    const line = claimsRecordLine(7, { base: 'main', since: new Map([[key, at]]) });
    expect(line.split('\n')).toHaveLength(1);
    expect(readClaimsRecord(line, 7)).toEqual({ base: 'main', since: new Map([[key, at]]) });
    expect(readClaimsRecord(`${line}\nmore words`, 7)).toEqual({ base: 'main', since: new Map([[key, at]]) });
    // The record of another PR on the same commit is not this PR's.
    expect(readClaimsRecord(line, 8)).toBeUndefined();
  });

  it('no record in text without one, below the first line, or malformed; bad times are dropped', () => {
    expect(readClaimsRecord(null, 7)).toBeUndefined();
    expect(readClaimsRecord('', 7)).toBeUndefined();
    const line = claimsRecordLine(7, { base: 'main', since: new Map([[key, at]]) });
    expect(readClaimsRecord(`words\n${line}`, 7)).toBeUndefined();
    const odd = renderMarker({ action: 'rebase-notify', kind: 'claims', key: '7', data: { base: 1, since: {} } });
    expect(readClaimsRecord(odd, 7)).toBeUndefined();
    const bad = renderMarker({
      action: 'rebase-notify',
      kind: 'claims',
      key: '7',
      data: { base: 'main', since: { [key]: 'yesterday', other: '2026-04-01T10:00:00Z' } },
    });
    expect(readClaimsRecord(bad, 7)).toEqual({ base: 'main', since: new Map([['other', at]]) });
  });
});
