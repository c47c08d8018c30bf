import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ChangedEntry } from '../../../src/core/pure/git-diff.js';
import {
  decideWriteRoots,
  planPullWrites,
  releaseWrites,
  type GateDecision,
} from '../../../src/write-root-gate/rules/decide.js';
import { RULE_TEXT, violationDetail } from '../../../src/write-root-gate/lease-messages.js';
import type { ResolvedLease } from '../../../src/write-root-gate/rules/lease-config.js';
import { ProtectedPaths } from '../../../src/core/pure/paths/protected.js';

const LEASE_FILE = '.github/mergexo.yml';
const lease = (roots: string[]): ResolvedLease => ({
  name: 'billing',
  source: roots.length ? 'config' : 'none',
  roots,
  why: { kind: 'matched', held: [], inputAdded: false },
});
/** The decision with each violation's detail in words: decide.ts gives it as facts, messages.ts words it. */
const worded = (d: GateDecision) => ({
  ...d,
  violations: d.violations.map((v) => ({ ...v, detail: violationDetail(v.detail) })),
});
const decide = (roots: string[], entries: ChangedEntry[]) =>
  worded(decideWriteRoots({ lease: lease(roots), entries, leaseFile: LEASE_FILE }));
const ROOTS = ['services/billing', 'tests/billing/**'];

describe('decideWriteRoots', () => {
  it('passes when every written path is inside the roots', () => {
    const d = decide(ROOTS, [
      { path: 'services/billing/a.ts', status: 'modified' },
      { path: 'tests/billing/a.test.ts', status: 'added' },
      { path: 'services/billing/b.ts', previousPath: 'services/billing/old.ts', status: 'renamed' },
    ]);
    expect(d).toMatchObject({ verdict: 'pass', violations: [], paths: [], written: 4, roots: ROOTS });
  });

  it('counts both sides of renames and copies', () => {
    const d = decide(ROOTS, [
      { path: 'docs/tax.ts', previousPath: 'services/billing/tax.ts', status: 'renamed' },
      { path: 'services/billing/key.pem', previousPath: 'secrets/key.pem', status: 'renamed' },
      { path: 'services/billing/copy.ts', previousPath: 'services/payments/charge.ts', status: 'copied' },
    ]);
    expect(d.verdict).toBe('refused');
    expect(d.violations).toEqual([
      { path: 'docs/tax.ts', rule: 'outside-roots', detail: 'renamed from services/billing/tax.ts' },
      { path: 'secrets/key.pem', rule: 'outside-roots', detail: 'renamed to services/billing/key.pem' },
      { path: 'services/payments/charge.ts', rule: 'outside-roots', detail: 'copied to services/billing/copy.ts' },
    ]);
  });

  it('counts removals and mode changes', () => {
    const d = decide(ROOTS, [
      { path: 'docs/guide.md', status: 'removed', oldMode: '100644' },
      { path: 'scripts/deploy.sh', status: 'changed', oldMode: '100644', newMode: '100755' },
      { path: 'services/billing/run.sh', status: 'changed', oldMode: '100644', newMode: '100755' },
    ]);
    expect(d.violations).toEqual([
      { path: 'docs/guide.md', rule: 'outside-roots', detail: 'removed' },
      { path: 'scripts/deploy.sh', rule: 'outside-roots', detail: 'mode changed 100644 → 100755' },
    ]);
  });

  it('flags every path when no lease applies', () => {
    const d = decide(
      [],
      [
        { path: 'a', status: 'added' },
        { path: 'b', previousPath: 'c', status: 'renamed' },
      ],
    );
    expect(d.violations.map((v) => [v.path, v.rule])).toEqual([
      ['a', 'no-lease'],
      ['c', 'no-lease'],
      ['b', 'no-lease'],
    ]);
  });

  it('needs a root naming a submodule exactly', () => {
    const bump: ChangedEntry = {
      path: 'services/billing/vendor/lib',
      status: 'modified',
      oldMode: '160000',
      newMode: '160000',
    };
    expect(decide(ROOTS, [bump]).violations).toEqual([
      { path: 'services/billing/vendor/lib', rule: 'submodule', detail: 'submodule modified' },
    ]);
    expect(decide([...ROOTS, 'services/billing/vendor/lib/'], [bump]).verdict).toBe('pass');
    const removed: ChangedEntry = { path: 'services/billing/vendor/lib', status: 'removed', oldMode: '160000' };
    expect(decide(ROOTS, [removed]).violations[0]?.rule).toBe('submodule');
    const typeChange: ChangedEntry = {
      path: 'services/billing/vendor/lib',
      status: 'changed',
      oldMode: '100644',
      newMode: '160000',
    };
    expect(decide(ROOTS, [typeChange]).violations[0]?.rule).toBe('submodule');
  });

  it("needs a root naming mergexo's lease file exactly", () => {
    const edit: ChangedEntry = { path: '.github/mergexo.yml', status: 'modified' };
    expect(decide(['**'], [edit]).violations).toEqual([
      { path: '.github/mergexo.yml', rule: 'lease-file', detail: 'modified' },
    ]);
    expect(decide(['.github'], [edit]).violations[0]?.rule).toBe('lease-file');
    expect(decide(['.github/mergexo.yml'], [edit]).verdict).toBe('pass');
    expect(decide(ROOTS, [edit]).violations[0]?.rule).toBe('outside-roots');
  });

  it('refuses a symlink inside the roots whose resolved target is outside them', () => {
    const link = (symlink: ChangedEntry['symlink']): ChangedEntry => ({
      path: 'services/billing/config',
      status: 'added',
      newMode: '120000',
      ...(symlink ? { symlink } : {}),
    });
    expect(decide(ROOTS, [link({ target: '../../secrets', resolved: 'secrets' })]).violations).toEqual([
      {
        path: 'services/billing/config',
        rule: 'symlink-escape',
        detail: "symlink to '../../secrets', which resolves to 'secrets'",
      },
    ]);
    expect(decide(ROOTS, [link({ target: 'a.ts', resolved: 'services/billing/a.ts' })]).verdict).toBe('pass');
    expect(decide(ROOTS, [link({ target: '/etc/passwd', escapes: 'absolute' })]).violations[0]?.detail).toContain(
      'absolute path',
    );
    expect(
      decide(ROOTS, [link({ target: '../../..', escapes: 'outside-repository' })]).violations[0]?.detail,
    ).toContain('leaves the repository');
    expect(decide(ROOTS, [link({ target: 'x', escapes: 'loop' })]).violations[0]?.detail).toContain('loops');
    expect(decide(ROOTS, [link({ target: '../..', resolved: '' })]).verdict).toBe('refused');
    // Without a resolution the shell could not read the target: fail closed.
    expect(decide(ROOTS, [link(undefined)]).violations[0]?.detail).toBe('symlink whose target could not be read');
    // A symlink removed, or written outside the roots, is judged by its path alone.
    expect(decide(ROOTS, [{ path: 'services/billing/config', status: 'removed', oldMode: '120000' }]).verdict).toBe(
      'pass',
    );
  });

  it('reports each path once, in the order the changes list them', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            path: fc.constantFrom('a/x', 'b/y', 'services/billing/z', 'c', './a/x', 'b//y'),
            status: fc.constantFrom('added', 'removed', 'modified') as fc.Arbitrary<ChangedEntry['status']>,
          }),
          { maxLength: 30 },
        ),
        (entries) => {
          const d = decide(['services/billing'], entries);
          expect(new Set(d.paths).size).toBe(d.paths.length);
          expect(d.verdict === 'pass').toBe(d.paths.length === 0);
          expect(d.paths.every((p) => !p.startsWith('./') && !p.includes('//'))).toBe(true);
          expect(d.paths).not.toContain('services/billing/z');
        },
      ),
    );
  });

  it('refuses protected paths under a broad lease, in any letter case, and passes them under an exact one', () => {
    const entries: ChangedEntry[] = [
      { path: '.github/workflows/ci.yml', status: 'modified' },
      { path: 'CODEOWNERS', status: 'added' },
      { path: '.GITHUB/workflows/x.yml', status: 'added' },
      { path: '.github/dependabot.yml', status: 'added' },
      { path: 'src/a.ts', status: 'modified' },
    ];
    const broad = decide(['**'], entries);
    expect(broad.violations).toEqual([
      { path: '.github/workflows/ci.yml', rule: 'protected-path', detail: 'modified' },
      { path: 'CODEOWNERS', rule: 'protected-path', detail: 'added' },
      { path: '.GITHUB/workflows/x.yml', rule: 'protected-path', detail: 'added' },
    ]);
    expect(RULE_TEXT['protected-path']).toContain('protected path');
    const exact = decide(['.github/workflows', 'CODEOWNERS', '.GITHUB/workflows', '**'], entries);
    expect(exact.verdict).toBe('pass');
    // The list comes from the input when given.
    const custom = decideWriteRoots({
      lease: lease(['**']),
      entries,
      leaseFile: LEASE_FILE,
      protectedPaths: new ProtectedPaths(['.github/dependabot.yml']),
    });
    expect(custom.paths).toEqual(['.github/dependabot.yml']);
  });

  it('refuses a directory holding a protected area turned into a symlink, even under a lease granting the area', () => {
    const link = { symlink: { target: 'tools/wf', resolved: 'tools/wf' } };
    const d = decide(
      ['.github/workflows', 'tools', '.GitHub'],
      [
        { path: '.github/workflows/ci.yml', status: 'removed', oldMode: '100644' },
        { path: '.github/workflows', status: 'added', newMode: '120000', ...link },
        { path: '.GitHub', status: 'added', newMode: '120000', ...link },
      ],
    );
    expect(d.paths).toEqual(['.github/workflows', '.GitHub']);
    for (const v of d.violations) {
      expect(v.rule).toBe('protected-path');
      expect(v.detail).toContain("it holds the protected '.github/workflows/**'");
    }
  });

  it('refuses a path git would refuse to check out under any lease', () => {
    const d = decide(
      ['**', '.github'],
      [
        { path: '.github/workflows/../x', status: 'added' },
        { path: 'a/.git/hooks/x', status: 'added' },
      ],
    );
    expect(d.violations).toEqual([
      { path: '.github/workflows/../x', rule: 'invalid-path', detail: "added; git refuses a '..' segment" },
      { path: 'a/.git/hooks/x', rule: 'invalid-path', detail: "added; git refuses a '.git' segment" },
    ]);
  });

  it('says when only the merge writes a path, and when it conflicts', () => {
    const d = decide(ROOTS, [
      { path: 'secrets/key.pem', status: 'modified', via: 'merge' },
      { path: 'docs/x.md', status: 'modified', via: 'conflict' },
    ]);
    expect(d.violations.map((v) => v.detail)).toEqual([
      "modified by merging the PR into its base (the PR's diff against its merge base does not show it)",
      'conflicts when the PR is merged into its base',
    ]);
  });
});

describe('planPullWrites', () => {
  it('quarantines a refused PR and releases a passing one, rewriting the quarantine comment only when shown', () => {
    const entries: ChangedEntry[] = [{ path: 'services/payments/x.ts', status: 'modified' }];
    const refused = decideWriteRoots({ lease: lease(ROOTS), entries, leaseFile: LEASE_FILE });
    const passed = decideWriteRoots({ lease: lease(['services']), entries, leaseFile: LEASE_FILE });
    expect(planPullWrites(refused, { quarantineComment: true })).toEqual({ kind: 'quarantine', conclusion: 'failure' });
    expect(planPullWrites(passed, { quarantineComment: true })).toEqual({
      kind: 'release',
      conclusion: 'success',
      updateComment: true,
    });
    expect(planPullWrites(passed, { quarantineComment: false })).toMatchObject({ updateComment: false });
  });
});

describe('releaseWrites', () => {
  it('takes the label off only a PR that carries it, and edits the quarantine comment only when there is one', () => {
    expect(releaseWrites(['mergexo:quarantine'], 'mergexo:quarantine', true)).toEqual({
      removeLabel: true,
      updateComment: true,
    });
    // GitHub's label names ignore case, and a PR shows the repository's spelling.
    expect(releaseWrites(['MergeXO:Quarantine'], 'mergexo:quarantine', false)).toEqual({
      removeLabel: true,
      updateComment: false,
    });
    expect(releaseWrites(['other'], 'mergexo:quarantine', false)).toEqual({
      removeLabel: false,
      updateComment: false,
    });
  });
});
