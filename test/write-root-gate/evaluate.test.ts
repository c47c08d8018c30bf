import { describe, expect, it } from 'vitest';
import { ConfigurationError } from '../../src/core/pure/errors.js';
import type { ChangedEntry } from '../../src/core/pure/git-diff.js';
import { DEFAULT_PROTECTED_PATHS } from '../../src/core/pure/paths/protected.js';
import type { RootSet } from '../../src/core/pure/paths/root-set.js';
import { evaluate, parseLeaseConfig, type GatePorts, type GateQuestion } from '../../src/write-root-gate/index.js';

const LEASE_FILE = '.github/mergexo.yml';

const LEASES = `version: 1
write-root-gate:
  leases:
    - name: billing
      match:
        branch: agent/billing/**
      roots: [services/billing]
`;

/** The ports in memory: a lease file text (or none) and the changes merging the PR writes. */
function ports(leaseText: string | undefined, entries: ChangedEntry[]) {
  const asked: { lease: number; rootsSeen: string[][] } = { lease: 0, rootsSeen: [] };
  const port: GatePorts<{ entries: ChangedEntry[] }> = {
    leaseAtBase: () => {
      asked.lease++;
      return Promise.resolve(leaseText === undefined ? undefined : parseLeaseConfig(leaseText, LEASE_FILE));
    },
    changes: (roots: RootSet) => {
      asked.rootsSeen.push([...roots.roots]);
      return Promise.resolve({ entries });
    },
  };
  return { port, asked };
}

function question(headRef: string, writeRoots: string[] = []): GateQuestion {
  return {
    pull: { headRef, author: 'agent', labels: [], isCrossRepository: false },
    writeRoots,
    leaseFile: LEASE_FILE,
    protectedPaths: DEFAULT_PROTECTED_PATHS,
  };
}

const file = (path: string): ChangedEntry => ({ path, status: 'modified', oldMode: '100644', newMode: '100644' });

describe('evaluate', () => {
  it('passes a PR whose writes all lie inside the lease matching its branch, and reads the changes with its roots', async () => {
    const { port, asked } = ports(LEASES, [file('services/billing/a.ts'), file('services/billing/b/c.ts')]);
    const { lease, decision, changes } = await evaluate(port, question('agent/billing/fix'));
    expect(lease.name).toBe('billing');
    expect(decision.verdict).toBe('pass');
    expect(decision.written).toBe(2);
    expect(changes.entries).toHaveLength(2);
    expect(asked).toEqual({ lease: 1, rootsSeen: [['services/billing']] });
  });

  it('refuses every path when no lease matches and the workflow gives no roots', async () => {
    const { port } = ports(LEASES, [file('services/billing/a.ts')]);
    const { lease, decision } = await evaluate(port, question('feature/x'));
    expect(lease.source).toBe('none');
    expect(decision.verdict).toBe('refused');
    expect(decision.violations.map((v) => [v.path, v.rule])).toEqual([['services/billing/a.ts', 'no-lease']]);
  });

  it("adds the workflow's roots to the lease, and judges without a lease file on the base", async () => {
    const { port } = ports(undefined, [file('docs/a.md'), file('src/x.ts')]);
    const { lease, decision } = await evaluate(port, question('any', ['docs']));
    expect(lease.source).toBe('input');
    expect(decision.paths).toEqual(['src/x.ts']);
    expect(decision.violations[0]?.rule).toBe('outside-roots');
  });

  it('refuses a symlink inside the roots that the port resolves outside them, and the lease file under a glob', async () => {
    const link: ChangedEntry = {
      path: 'services/billing/key',
      status: 'added',
      newMode: '120000',
      symlink: { target: '../../secrets/key', resolved: 'secrets/key' },
    };
    const { port } = ports(undefined, [link, file(LEASE_FILE), file('.github/workflows/ci.yml')]);
    const { decision } = await evaluate(port, question('any', ['services/billing', '.github/**']));
    expect(decision.violations.map((v) => [v.path, v.rule])).toEqual([
      ['services/billing/key', 'symlink-escape'],
      [LEASE_FILE, 'lease-file'],
      ['.github/workflows/ci.yml', 'protected-path'],
    ]);
  });

  it('reads no changes when the lease cannot be resolved: a bad root is a configuration error', async () => {
    const { port, asked } = ports(undefined, [file('a')]);
    await expect(evaluate(port, question('any', ['../outside']))).rejects.toThrow(ConfigurationError);
    expect(asked.rootsSeen).toEqual([]);
  });
});
