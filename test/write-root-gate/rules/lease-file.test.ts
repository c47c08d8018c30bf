import { describe, expect, it } from 'vitest';
import { judgeLeaseFile } from '../../../src/write-root-gate/rules/lease-file.js';

const text = Buffer.from('leases: []\n').toString('base64');

describe('judgeLeaseFile', () => {
  it('reads a regular file whose text the contents API returned, and nothing is a lease file when absent', () => {
    expect(judgeLeaseFile({ kind: 'entry', type: 'file', content: text, encoding: 'base64', size: 11 })).toEqual({
      kind: 'text',
      base64: text,
    });
    expect(judgeLeaseFile({ kind: 'absent' })).toEqual({ kind: 'absent' });
  });

  it('refuses a directory, a symlink or submodule, and a file the API returns without content', () => {
    expect(judgeLeaseFile({ kind: 'directory' })).toEqual({ kind: 'refused', refusal: { kind: 'directory' } });
    for (const type of ['symlink', 'submodule', undefined]) {
      expect(judgeLeaseFile({ kind: 'entry', type, content: text, encoding: 'base64' })).toEqual({
        kind: 'refused',
        refusal: { kind: 'not-a-file', type },
      });
    }
    // Over 1 MB the contents API answers `encoding: none` and an empty content.
    expect(judgeLeaseFile({ kind: 'entry', type: 'file', content: '', encoding: 'none', size: 2_000_000 })).toEqual({
      kind: 'refused',
      refusal: { kind: 'too-large', size: 2_000_000 },
    });
  });
});
