import { describe, expect, it } from 'vitest';
import { clipUtf8, codePointPrefix, utf8Bytes, utf8Prefix } from '../../src/core/utf8.js';

describe('UTF-8 budgets', () => {
  it('counts bytes, not characters', () => {
    expect(utf8Bytes('a')).toBe(1);
    expect(utf8Bytes('é')).toBe(2);
    expect(utf8Bytes('文')).toBe(3);
    expect(utf8Bytes('😀')).toBe(4);
  });

  it('cuts between code points: never half of a character', () => {
    const s = 'ab😀文';
    expect(utf8Prefix(s, 2)).toBe('ab');
    expect(utf8Prefix(s, 5)).toBe('ab');
    expect(utf8Prefix(s, 6)).toBe('ab😀');
    expect(utf8Prefix(s, 8)).toBe('ab😀');
    expect(utf8Prefix(s, 9)).toBe(s);
    for (let max = 0; max <= utf8Bytes(s); max++) {
      const cut = utf8Prefix(s, max);
      expect(utf8Bytes(cut)).toBeLessThanOrEqual(max);
      expect(Buffer.from(cut, 'utf8').toString('utf8')).toBe(cut);
      expect(cut).not.toContain('\ufffd');
    }
  });

  it('clips with its note to exactly the budget or below, and leaves text that fits alone', () => {
    const note = '\n… (cut)';
    const fits = '文'.repeat(10);
    expect(clipUtf8(fits, 30, note)).toBe(fits);
    const long = '😀'.repeat(20_000);
    const clipped = clipUtf8(long, 65_535, note);
    expect(utf8Bytes(clipped)).toBeLessThanOrEqual(65_535);
    expect(utf8Bytes(clipped)).toBeGreaterThan(65_535 - 4);
    expect(clipped.endsWith(note)).toBe(true);
    expect(clipped).not.toMatch(/[\ud800-\udbff](?![\udc00-\udfff])/);
  });

  it('keeps a surrogate pair whole when counting characters', () => {
    expect(codePointPrefix('a😀b', 2)).toBe('a😀');
    expect(codePointPrefix('a😀b', 1)).toBe('a');
    expect(codePointPrefix('abc', 5)).toBe('abc');
  });
});
