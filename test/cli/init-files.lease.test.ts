// What `mergexo init` writes, rendered from facts alone, read back through write-root-gate's public surface: the lease
// file must be one the gate reads, and the maintainers, CODEOWNERS owners and agent folders must each get the lease
// the comments promise.
import { describe, expect, it } from 'vitest';
import { ConfigurationError } from '../../src/core/errors.js';
import {
  CALLER_FILE,
  LEASE_FILE,
  OPERATOR_FILE,
  parseUses,
  renderInitFiles,
  renderLease,
  type InitFacts,
} from '../../src/cli/init-files.js';
import { parseLeaseConfig } from '../../src/write-root-gate/index.js';

const facts = (more: Partial<InitFacts> = {}): InitFacts => ({
  defaultBranch: 'main',
  folders: ['docs', 'services', 'weird name'],
  maintainers: ['maya'],
  uses: 'acme/mergexo@v1',
  ...more,
});

describe('init files', () => {
  it('reads OWNER/NAME@REF and refuses anything else with the fix', () => {
    expect(parseUses('acme/mergexo@v1.2')).toEqual({ repository: 'acme/mergexo', ref: 'v1.2' });
    expect(() => parseUses('mergexo')).toThrow(ConfigurationError);
    expect(() => parseUses('acme/mergexo')).toThrow('--uses must be OWNER/NAME@REF');
  });

  it('writes a lease file write-root-gate parses: maintainers first, then owners, then one lease per plain folder', () => {
    const text = renderLease(
      facts({ codeowners: { file: '.github/CODEOWNERS', text: '* @maya\n/billing/ @bob @acme/payments\n' } }),
    );
    const config = parseLeaseConfig(text, LEASE_FILE);
    expect(config.leases.map((l) => [l.name, l.roots])).toEqual([
      ['maintainers', ['**', LEASE_FILE, '.github/workflows', 'CODEOWNERS', '.github/CODEOWNERS', 'docs/CODEOWNERS']],
      ['owner-bob', ['billing']],
      ['agent-docs', ['docs']],
      ['agent-services', ['services']],
    ]);
    expect(config.leases[0]?.match?.authors).toEqual(['maya']);
    expect(config.leases[2]?.match?.branches).toEqual(['agent/docs/**']);
    expect(text).toContain('also names @acme/payments');
  });

  it('refuses to lease everything to nobody, and refuses a maintainer that is no login', () => {
    expect(() => renderLease(facts({ maintainers: [] }))).toThrow('pass --maintainer LOGIN');
    expect(() => renderLease(facts({ maintainers: ['not a login'] }))).toThrow('--maintainer must be a GitHub login');
  });

  it('writes the two workflows and the lease file, each naming the mergexo given with --uses', () => {
    const files = renderInitFiles(facts());
    expect(files.map((f) => f.path)).toEqual([CALLER_FILE, OPERATOR_FILE, LEASE_FILE]);
    expect(files[0]?.text).toContain('acme/mergexo');
    expect(files[1]?.text).toContain('acme/mergexo');
  });
});
