import { describe, expect, it } from 'vitest';
import { readable, versionField, versionOf } from '../../../../src/core/pure/protocol/version.js';

describe('marker data versions', () => {
  it('data without a version field is version 1, as every marker written before versions were', () => {
    expect(versionOf(undefined)).toBe(1);
    expect(versionOf({ open: true })).toBe(1);
    expect(versionOf({ v: 4 })).toBe(4);
    for (const v of [0, -1, 1.5, '2', null]) expect(versionOf({ v })).toBeUndefined();
  });

  it('a reader takes its own version and the one before it, never a newer one', () => {
    expect(readable({}, 1)).toBe(true);
    expect(readable({ v: 2 }, 1)).toBe(false);
    expect(readable({ v: 2 }, 2)).toBe(true);
    expect(readable({}, 2)).toBe(true);
    expect(readable({}, 3)).toBe(false);
    expect(readable({ v: 2 }, 3)).toBe(true);
    expect(readable({ v: 'x' }, 1)).toBe(false);
  });

  it('version 1 writes no field, so what earlier versions wrote stays byte for byte the same', () => {
    expect(versionField(1)).toEqual({});
    expect(versionField(2)).toEqual({ v: 2 });
  });
});
