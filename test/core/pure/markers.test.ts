import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { markerlessText, parseMarkers, renderMarker, withMarker, withMarkers } from '../../../src/core/pure/markers.js';

describe('markers', () => {
  it('round-trips through a comment body, whatever the values hold', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.dictionary(fc.string(), fc.string()), (key, text, data) => {
        const marker = { action: 'history-guard', kind: 'state', key, data };
        const body = withMarker(text.replace(/<!-- mergexo/g, ''), marker);
        expect(parseMarkers(body)).toEqual([marker]);
      }),
    );
  });

  it('keeps the HTML comment closed when a value contains -->', () => {
    const rendered = renderMarker({ action: 'a', kind: 'k', key: '--> <b>', data: { x: '-->' } });
    expect(rendered.indexOf('-->')).toBe(rendered.length - 3);
  });

  it("a first line may carry several markers (a rider after the writer's own), whatever the values hold", () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.dictionary(fc.string(), fc.string()), (key, text, data) => {
        const own = { action: 'rebase-notify', kind: 'status', key, data };
        const rider = { action: 'ci-wait', kind: 'count', key: 'pr', data: { state: data } };
        const clean = text.replace(/<!-- mergexo/g, '');
        const body = withMarkers(clean, [own, rider]);
        expect(parseMarkers(body)).toEqual([own, rider]);
        expect(markerlessText(body)).toBe(clean);
      }),
    );
  });

  it('one damaged marker on the line makes the whole line untrusted', () => {
    const good = renderMarker({ action: 'a', kind: 'k', key: 'x' });
    expect(parseMarkers(`${good}<!-- mergexo:v1 {not json} -->\ntext`)).toEqual([]);
  });

  it('ignores damaged markers', () => {
    expect(parseMarkers('<!-- mergexo:v1 {not json} -->')).toEqual([]);
    expect(parseMarkers('<!-- mergexo:v1 {"action":1,"kind":"k","key":"x"} -->')).toEqual([]);
  });
});

describe('markers can only be where mergexo puts them', () => {
  it('ignores a marker-shaped string after the first line (a file name or CI output quoted in a comment)', () => {
    const planted = renderMarker({ action: 'history-guard', kind: 'state', key: 'pr', data: { accepted: 'x' } });
    const body = withMarker(`Offending paths:\n- \`${planted}\``, {
      action: 'write-root-gate',
      kind: 'quarantine',
      key: 'pr',
    });
    expect(parseMarkers(body)).toEqual([{ action: 'write-root-gate', kind: 'quarantine', key: 'pr' }]);
  });

  it('ignores a marker that does not fill the first line', () => {
    const marker = renderMarker({ action: 'a', kind: 'k', key: 'x' });
    expect(parseMarkers(`see ${marker}`)).toEqual([]);
  });
});
