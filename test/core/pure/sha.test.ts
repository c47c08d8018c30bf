import { describe, expect, it } from 'vitest';
import { SHA_SOURCE, isCommitSha, isSha, isZeroSha } from '../../../src/core/pure/sha.js';

const SHA1 = 'a'.repeat(39) + '1';
const SHA256 = 'b'.repeat(63) + '2';

describe('isSha', () => {
  it('accepts a SHA-1 (40 hex) and a SHA-256 (64 hex) object name', () => {
    expect(isSha(SHA1)).toBe(true);
    expect(isSha(SHA256)).toBe(true);
  });

  it('refuses every other length, upper case, non-hex, padding and non-strings', () => {
    for (const bad of [
      SHA1.slice(1),
      SHA1 + 'c',
      SHA256.slice(1),
      SHA256 + 'c',
      'a'.repeat(52),
      SHA1.toUpperCase(),
      'g'.repeat(40),
      ` ${SHA1}`,
      `${SHA1}\n`,
      '',
      undefined,
      40,
    ]) {
      expect(isSha(bad), String(bad)).toBe(false);
    }
  });
});

describe('isZeroSha and isCommitSha', () => {
  it('knows the all-zero name in both formats, and that it names no commit', () => {
    for (const zero of ['0'.repeat(40), '0'.repeat(64)]) {
      expect(isZeroSha(zero)).toBe(true);
      expect(isSha(zero)).toBe(true);
      expect(isCommitSha(zero)).toBe(false);
    }
    expect(isZeroSha('0'.repeat(41))).toBe(false);
    expect(isCommitSha(SHA1)).toBe(true);
    expect(isCommitSha(SHA256)).toBe(true);
    expect(isCommitSha('0'.repeat(39) + '1')).toBe(true);
  });
});

describe('SHA_SOURCE', () => {
  it('matches a whole SHA inside a larger pattern, and not a longer run of hex', () => {
    const key = new RegExp(`^head:(${SHA_SOURCE})(?::|$)`);
    expect(key.exec(`head:${SHA256}:digest`)?.[1]).toBe(SHA256);
    expect(key.exec(`head:${SHA1}`)?.[1]).toBe(SHA1);
    expect(key.exec(`head:${SHA1}ff`)).toBeNull();
  });
});
