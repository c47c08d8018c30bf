import { describe, expect, it } from 'vitest';
import { maintainersOf, parseCodeowners, rootOfPattern } from '../../src/cli/codeowners.js';
import { renderLease } from '../../src/cli/init-lease.js';
import { parseLeaseConfig } from '../../src/write-root-gate/rules/lease-config.js';

describe('CODEOWNERS as leases', () => {
  it('writes each pattern as the root covering what it matches (gitignore anchoring)', () => {
    expect(rootOfPattern('*')).toBe('**');
    expect(rootOfPattern('/**')).toBe('**');
    expect(rootOfPattern('/docs/')).toBe('docs');
    expect(rootOfPattern('docs/')).toBe('**/docs');
    expect(rootOfPattern('apps/web')).toBe('apps/web');
    expect(rootOfPattern('/build/logs/**')).toBe('build/logs');
    expect(rootOfPattern('*.sql')).toBe('**/*.sql');
    expect(rootOfPattern('**/tests')).toBe('**/tests');
    expect(rootOfPattern('\\#file')).toBeUndefined();
    expect(rootOfPattern('src/[ab].ts')).toBeUndefined();
    expect(rootOfPattern('../x')).toBeUndefined();
  });

  it('reads users, teams and emails, and the maintainers from the rules that cover everything', () => {
    const rules = parseCodeowners(
      '# c\n\n*  @Maya @acme/core\n/docs/ @dana dev@example.com # docs\n/x/\n* @maya @noor\n',
    );
    expect(rules.map((r) => [r.pattern, r.root, r.users, r.others])).toEqual([
      ['*', '**', ['Maya'], ['@acme/core']],
      ['/docs/', 'docs', ['dana'], ['dev@example.com']],
      ['/x/', 'x', [], []],
      ['*', '**', ['maya', 'noor'], []],
    ]);
    expect(maintainersOf(rules)).toEqual(['Maya', 'noor']);
  });

  it('renders a lease write-root-gate reads, whatever the folder names', () => {
    const text = renderLease({
      codeowners: { file: 'CODEOWNERS', text: '* @maya\n/db/ @renovate[bot]\n' },
      folders: ['db', 'has space', '[x]', '0.1', 'web-app'],
      maintainers: [],
    });
    const config = parseLeaseConfig(text, '.github/mergexo.yml');
    expect(config.leases.map((l) => [l.name, l.roots])).toEqual([
      ['agent-db', ['db']],
      ['agent-0.1', ['0.1']],
      ['agent-web-app', ['web-app']],
      [
        'maintainers',
        ['**', '.github/mergexo.yml', '.github/workflows', 'CODEOWNERS', '.github/CODEOWNERS', 'docs/CODEOWNERS'],
      ],
      ['owner-renovate-bot', ['db']],
    ]);
    expect(config.leases[4]?.match?.authors).toEqual(['renovate[bot]']);
  });
});
