// decide.ts gives a violation's detail as facts (the change, the symlink, why git or a protected area
// refuses the path); messages.ts words it. Here every string a detail carries is one the gate was given
// (a path, a mode, a symlink target) or a protected area it holds, never a sentence of mergexo's.
import { describe, expect, it } from 'vitest';
import type { ChangedEntry } from '../../src/core/pure/git-diff.js';
import { decideWriteRoots } from '../../src/write-root-gate/rules/decide.js';
import { leaseFileRefusalText, violationDetail } from '../../src/write-root-gate/lease-messages.js';

/** Tags naming a case (kind, status, ...) are identifiers, not words: every other string is checked. */
const TAGS = new Set(['kind', 'status', 'via', 'object', 'side', 'escapes']);

function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => (TAGS.has(k) ? [] : strings(v)));
  }
  return [];
}

const ENTRIES: ChangedEntry[] = [
  { path: 'docs/tax.ts', previousPath: 'services/billing/tax.ts', status: 'renamed' },
  { path: 'services/billing/copy.ts', previousPath: 'services/payments/charge.ts', status: 'copied' },
  { path: 'scripts/deploy.sh', status: 'changed', oldMode: '100644', newMode: '100755' },
  { path: 'vendor/lib', status: 'modified', oldMode: '160000', newMode: '160000' },
  { path: 'secrets/key.pem', status: 'modified', via: 'merge' },
  { path: 'docs/x.md', status: 'modified', via: 'conflict' },
  { path: '.github/workflows/../x', status: 'added' },
  {
    path: '.github/workflows',
    status: 'added',
    newMode: '120000',
    symlink: { target: 'tools/wf', resolved: 'tools/wf' },
  },
  {
    path: 'services/billing/link',
    status: 'added',
    newMode: '120000',
    symlink: { target: '/etc', escapes: 'absolute' },
  },
  { path: 'services/billing/gone', status: 'added', newMode: '120000' },
];

describe("write-root-gate's violations are facts, worded only in messages.ts", () => {
  it('a detail carries only the paths, modes and targets it was given, and the protected area a path holds', () => {
    const d = decideWriteRoots({
      lease: {
        name: 'billing',
        source: 'config',
        roots: ['services/billing', 'tools', '.github/workflows'],
        why: { kind: 'matched', held: [], inputAdded: false },
      },
      entries: ENTRIES,
      leaseFile: '.github/mergexo.yml',
    });
    expect(d.violations.length).toBeGreaterThanOrEqual(8);
    const given = new Set(
      ENTRIES.flatMap((e) => [
        e.path,
        e.previousPath ?? '',
        e.oldMode ?? '',
        e.newMode ?? '',
        ...(e.symlink ? [e.symlink.target, 'resolved' in e.symlink ? e.symlink.resolved : ''] : []),
      ]),
    );
    for (const v of d.violations) {
      for (const s of strings(v.detail)) {
        if (v.detail.kind === 'change' && v.detail.refused?.kind === 'protected-area' && s === v.detail.refused.area) {
          continue;
        }
        expect(given).toContain(s);
      }
      // And each reads as a sentence once worded.
      expect(violationDetail(v.detail).length).toBeGreaterThan(0);
    }
  });
});

describe('a lease path that is not a lease file, in one line', () => {
  it('says what is there and how to fix it', () => {
    const path = '.github/mergexo-leases.yml';
    expect(leaseFileRefusalText(path, { kind: 'directory' })).toBe(
      `${path} is a directory on the base branch; the lease file must be a YAML file. ` +
        "Point the 'lease-file' input at a file, or move the leases into one.",
    );
    expect(leaseFileRefusalText(path, { kind: 'not-a-file', type: 'symlink' })).toContain(
      'is a symlink on the base branch; the lease file must be a regular YAML file',
    );
    expect(leaseFileRefusalText(path, { kind: 'too-large', size: 2_000_000 })).toBe(
      `${path} is too large to read through the contents API (2000000 bytes); keep it under 1 MB.`,
    );
    for (const refusal of [{ kind: 'directory' }, { kind: 'too-large', size: 1 }] as const) {
      expect(leaseFileRefusalText(path, refusal)).not.toContain('\n');
    }
  });
});
