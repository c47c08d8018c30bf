// The starter lease file `mergexo init` writes, read back through write-root-gate's own parser and lease choice:
// agents held to their folder whoever opens the branch, the update bots leased what they update, the maintainers
// everything, CODEOWNERS owners what it gives them; block style only, so a `[bot]` login added by hand stays valid.
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import type { UpdateBot } from '../../src/cli/init-bots.js';
import { LEASE_FILE, renderLease, type LeaseFacts } from '../../src/cli/init-lease.js';
import { parseLeaseConfig, resolveLease } from '../../src/write-root-gate/rules/lease-config.js';

const DEPENDABOT: UpdateBot = {
  name: 'dependabot',
  login: 'dependabot[bot]',
  configFile: '.github/dependabot.yml',
  sampleBranch: 'dependabot/npm_and_yarn/left-pad-1.3.0',
  labels: ['dependencies'],
  ecosystems: [
    { ecosystem: 'npm', directory: '', roots: ['package-lock.json', 'package.json'] },
    { ecosystem: 'github-actions', directory: '', roots: ['.github/workflows'] },
    { ecosystem: 'conda', directory: '', roots: [] },
  ],
};

const FACTS: LeaseFacts = {
  codeowners: { file: '.github/CODEOWNERS', text: '* @maya\n/docs/ @dana @acme/writers\n*.sql @erin\n' },
  folders: ['docs', 'services', 'odd[name]', 'with space'],
  maintainers: [],
  bots: [DEPENDABOT],
};

const config = parseLeaseConfig(renderLease(FACTS), LEASE_FILE);
const lease = (author: string, headRef = 'feature') =>
  resolveLease([], config, { headRef, author, labels: [], isCrossRepository: false });

describe('the starter lease file', () => {
  it('puts the agents first, then the bots, the maintainers and the CODEOWNERS owners', () => {
    expect(config.leases.map((l) => [l.name, l.roots])).toEqual([
      ['agent-docs', ['docs']],
      ['agent-services', ['services']],
      ['dependabot', ['package-lock.json', 'package.json', '.github/workflows']],
      ['maintainers', ['**', LEASE_FILE, '.github/workflows', 'CODEOWNERS', '.github/CODEOWNERS', 'docs/CODEOWNERS']],
      ['owner-dana', ['docs']],
      ['owner-erin', ['**/*.sql']],
    ]);
  });

  it('holds an agent branch to its folder whoever opens it, a maintainer too', () => {
    expect(lease('agent-1', 'agent/services/retry')).toMatchObject({ name: 'agent-services', roots: ['services'] });
    expect(lease('maya', 'agent/docs/fix')).toMatchObject({ name: 'agent-docs' });
    expect(lease('Maya')).toMatchObject({ name: 'maintainers' });
    expect(lease('dana')).toMatchObject({ name: 'owner-dana', roots: ['docs'] });
    // A folder a root cannot name as it is gets no lease: nobody but the maintainers may change it.
    expect(lease('agent-1', 'agent/odd[name]/x').source).toBe('none');
  });

  it('leases the bot what it updates, by its login, and says what init could not tell and who else writes with it', () => {
    expect(lease('dependabot[bot]', 'dependabot/npm_and_yarn/x')).toMatchObject({ name: 'dependabot' });
    expect(lease('dependabot', 'dependabot/npm_and_yarn/x').source).toBe('none');
    const text = renderLease(FACTS);
    expect(text).toContain(
      '# dependabot[bot] (.github/dependabot.yml): the manifests and lockfiles it updates (npm in /',
    );
    expect(text).toContain('init cannot tell the files of conda: add their roots.');
    expect(text).toContain('Anyone who can push to the branch of one of its pull requests writes with this lease too.');
  });

  it('merges what CODEOWNERS gives a bot into its lease, and writes no second lease for it', () => {
    const both = parseLeaseConfig(
      renderLease({ ...FACTS, codeowners: { file: 'CODEOWNERS', text: '* @maya\n/deps/ @dependabot[bot]\n' } }),
      LEASE_FILE,
    );
    expect(both.leases.filter((l) => l.match?.authors.includes('dependabot[bot]')).map((l) => l.roots)).toEqual([
      ['package-lock.json', 'package.json', '.github/workflows', 'deps'],
    ]);
  });

  it('writes block style only: no [...] list, every login and glob a YAML scalar of its own', () => {
    const text = renderLease({ ...FACTS, maintainers: ['noor', 'sam'] });
    const body = text.split('\n').filter((l) => !l.trimStart().startsWith('#'));
    expect(body.filter((l) => /:\s*\[/.test(l))).toEqual([]);
    expect(text).toContain('        author:\n          - noor\n          - sam\n          - maya\n');
    expect(text).toContain('        author: "dependabot[bot]"\n');
    // Adding a bot by hand, the way the docs show it, keeps the file valid.
    const added = text.replace('          - noor\n', '          - noor\n          - renovate[bot]\n');
    expect(parseLeaseConfig(added, LEASE_FILE).leases.find((l) => l.name === 'maintainers')?.match?.authors).toContain(
      'renovate[bot]',
    );
  });

  it('offers a catch-all, commented out, that says what it gives away and parses once uncommented', () => {
    const text = renderLease(FACTS);
    expect(text).toContain('It gives the gate away for them: any author may change every path but');
    expect(config.leases.map((l) => l.name)).not.toContain('everyone-else');
    const on = text.replace(/^ {4}# (- name: everyone-else| {2}roots:| {4}- '\*\*')$/gm, '    $1');
    const withCatchAll = parseLeaseConfig(on, LEASE_FILE);
    expect(withCatchAll.leases.at(-1)).toMatchObject({ name: 'everyone-else', roots: ['**'] });
    expect(
      resolveLease([], withCatchAll, { headRef: 'x', author: 'stranger', labels: [], isCrossRepository: false }),
    ).toMatchObject({ name: 'everyone-else' });
    expect(parse(on)).toBeTruthy();
  });

  it('names the teams CODEOWNERS lists, which a lease cannot match', () => {
    expect(renderLease(FACTS)).toContain('# .github/CODEOWNERS also names @acme/writers.');
  });

  it('puts --maintainer logins first, and asks for one when no one may change every path', () => {
    const given = parseLeaseConfig(renderLease({ ...FACTS, maintainers: ['noor'] }), LEASE_FILE);
    expect(given.leases.find((l) => l.name === 'maintainers')?.match?.authors).toEqual(['noor', 'maya']);
    expect(() => renderLease({ ...FACTS, codeowners: undefined })).toThrow(
      /the repository has no CODEOWNERS; pass --maintainer LOGIN/,
    );
    expect(() => renderLease({ ...FACTS, maintainers: ['not a login'] })).toThrow(
      "--maintainer must be a GitHub login, got 'not a login'.",
    );
  });
});
