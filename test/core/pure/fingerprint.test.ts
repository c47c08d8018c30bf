import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { digest, digestText, fingerprintOf } from '../../../src/core/pure/fingerprint.js';

describe('fingerprintOf', () => {
  it('gives equal facts an equal fingerprint and different facts a different one', () => {
    // The facts written out, so equal facts read from two places (a marker, a check) give the same string.
    expect(fingerprintOf(['status', 'behind', 3])).toBe('["status","behind",3]');
    expect(fingerprintOf(['status', 'behind', 3])).not.toBe(fingerprintOf(['status', 'behind', 4]));
    expect(fingerprintOf(['a', null])).not.toBe(fingerprintOf(['a']));
  });
});

describe('digest', () => {
  it('is 12 hex digits, stable, and tells facts apart', () => {
    expect(digest(['x.sql', 'y.sql'])).toMatch(/^[0-9a-f]{12}$/);
    // Stable across runs and releases: the digest a marker already holds on an open PR.
    expect(digest(['x.sql', 'y.sql'])).toBe('d1532aec4e4d');
    expect(digest(['x.sql'])).not.toBe(digest(['y.sql']));
  });

  it('keeps the digests already written on open PRs (a JSON value; a text as it is)', () => {
    const sha = (s: string) => createHash('sha256').update(s).digest('hex').slice(0, 12);
    expect(digest('refused')).toBe(sha('"refused"'));
    expect(digestText('a,b')).toBe(sha('a,b'));
    expect(digestText('a,b')).not.toBe(digest('a,b'));
  });
});
