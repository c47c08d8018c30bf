import { describe, expect, it } from 'vitest';
import { ConfigurationError } from '../../src/core/pure/errors.js';
import {
  matchHeld,
  parseLeaseConfig,
  resolveLease,
  type LeaseMatch,
  type LeaseSubject,
  type ResolvedLease,
} from '../../src/write-root-gate/lease-config.js';
import { describeLease, leaseReasonText, matchHeldText } from '../../src/write-root-gate/messages.js';

/** Why a lease's match holds, as the check says it (undefined: it does not). */
function matchReason(match: LeaseMatch | undefined, subject: LeaseSubject): string | undefined {
  const held = matchHeld(match, subject);
  return held && matchHeldText(held);
}
/** Why the lease applies, or none does, as the check says it. */
const reason = (lease: ResolvedLease): string => leaseReasonText(lease.why);

const FILE = '.github/mergexo.yml';
const parse = (text: string) => parseLeaseConfig(text, FILE);

function problem(text: string): string {
  try {
    parse(text);
  } catch (e) {
    expect(e).toBeInstanceOf(ConfigurationError);
    return (e as Error).message;
  }
  throw new Error('expected a ConfigurationError');
}

const CONFIG = `version: 1
write-root-gate:
  leases:
    - name: billing
      description: the billing agent
      match:
        branch: [agent/billing/**, billing-*]
        author: Billing-Bot[bot]
      roots:
        - ./services/billing/
        - tests/billing/**
    - name: docs
      match:
        label: lease/docs
      roots: docs
    - name: fallback
      roots: []
history-guard:
  anything: goes
`;

const pr = (over: Partial<LeaseSubject> = {}): LeaseSubject => ({
  headRef: 'agent/billing/x',
  author: 'billing-bot[bot]',
  labels: [],
  isCrossRepository: false,
  ...over,
});

describe('parseLeaseConfig', () => {
  it('reads leases with their match, normalized roots and lines', () => {
    const config = parse(CONFIG);
    expect(config.leases).toEqual([
      {
        name: 'billing',
        description: 'the billing agent',
        match: { branches: ['agent/billing/**', 'billing-*'], authors: ['Billing-Bot[bot]'], labels: [] },
        roots: ['services/billing', 'tests/billing/**'],
        line: 4,
      },
      { name: 'docs', match: { branches: [], authors: [], labels: ['lease/docs'] }, roots: ['docs'], line: 12 },
      { name: 'fallback', roots: [], line: 16 },
    ]);
  });

  it('accepts an empty file, a file without the section, and anchors', () => {
    expect(parse('').leases).toEqual([]);
    expect(parse('# nothing yet\n').leases).toEqual([]);
    expect(parse('ci-wait:\n  x: 1\n').leases).toEqual([]);
    const anchored = parse(
      'write-root-gate:\n  leases:\n    - name: a\n      roots: &shared [lib]\n    - name: b\n      roots: *shared\n',
    );
    expect(anchored.leases.map((l) => l.roots)).toEqual([['lib'], ['lib']]);
  });

  it('names the line and key of an unknown key at every level', () => {
    expect(problem('wrg:\n  leases: []\n')).toBe(
      `${FILE} line 1: top level.wrg: unknown key 'wrg' (allowed here: version, write-root-gate, history-guard, ci-wait, rebase-notify)`,
    );
    expect(problem('write-root-gate:\n  lease: []\n')).toContain("line 2: write-root-gate.lease: unknown key 'lease'");
    expect(problem('write-root-gate:\n  leases:\n    - name: a\n      root: [x]\n')).toContain(
      "line 4: write-root-gate.leases[0].root: unknown key 'root' (allowed here: name, description, match, roots)",
    );
    expect(
      problem('write-root-gate:\n  leases:\n    - name: a\n      roots: [x]\n      match:\n        user: me\n'),
    ).toContain(
      "line 6: write-root-gate.leases[0].match.user: unknown key 'user' (allowed here: branch, author, label)",
    );
  });

  it('names the line of a YAML syntax error and of duplicate keys', () => {
    expect(problem('write-root-gate:\n  leases: [\n')).toMatch(/^\.github\/mergexo\.yml line \d+: not valid YAML: /);
    expect(problem('write-root-gate:\n  leases: []\n  leases: []\n')).toMatch(
      /line 3: not valid YAML: Map keys must be unique/,
    );
  });

  it('refuses wrong types, missing fields and duplicate names', () => {
    expect(problem('- a\n- b\n')).toContain('line 1: top level: must be a mapping');
    expect(problem('write-root-gate:\n  leases:\n    name: a\n')).toContain(
      'line 3: write-root-gate.leases: must be a list of leases',
    );
    expect(problem('write-root-gate:\n  leases:\n    - roots: [a]\n')).toContain(
      "line 3: write-root-gate.leases[0]: is missing 'name'",
    );
    expect(problem('write-root-gate:\n  leases:\n    - name: a\n')).toContain(
      "line 3: write-root-gate.leases[0] (a): is missing 'roots'",
    );
    expect(problem('write-root-gate:\n  leases:\n    - name: a\n      roots: [1]\n')).toContain(
      'line 4: write-root-gate.leases[0].roots[0]: must be a non-empty text value',
    );
    expect(
      problem('write-root-gate:\n  leases:\n    - name: a\n      roots: [x]\n    - name: A\n      roots: [y]\n'),
    ).toContain("line 5: write-root-gate.leases[1].name: lease name 'A' is already used on line 3");
    expect(problem('write-root-gate:\n  leases:\n    - name: a\n      match: {}\n      roots: [x]\n')).toContain(
      'needs at least one of',
    );
    expect(problem('version: 2\n')).toContain('line 1: version: only version 1');
  });

  it('names the line and the root for .. and invalid globs', () => {
    expect(
      problem('write-root-gate:\n  leases:\n    - name: a\n      roots:\n        - ok\n        - a/../../etc\n'),
    ).toBe(
      `${FILE} line 6: write-root-gate.leases[0].roots[1]: Write root 'a/../../etc' contains '..': roots are paths inside the repository.`,
    );
    expect(problem('write-root-gate:\n  leases:\n    - name: a\n      roots: "src/[ab"\n')).toContain(
      "line 4: write-root-gate.leases[0].roots: Write root 'src/[ab' is not a valid glob",
    );
    expect(
      problem('write-root-gate:\n  leases:\n    - name: a\n      match:\n        branch: "x/{a"\n      roots: [a]\n'),
    ).toContain("line 5: write-root-gate.leases[0].match.branch: branch glob 'x/{a' is not a valid glob");
  });
});

describe('lease authors', () => {
  const one = (author: string) =>
    `write-root-gate:\n  leases:\n    - name: x\n      match:\n        author: '${author}'\n      roots: [x]\n`;

  it('takes logins as REST spells them: users bare, Apps as name[bot], an @ dropped', () => {
    expect(parse(one('@billing-bot[bot]')).leases[0]?.match?.authors).toEqual(['billing-bot[bot]']);
    expect(parse(one('alice_acme')).leases[0]?.match?.authors).toEqual(['alice_acme']);
  });

  it("refuses what can never be a login, and the gh CLI's app/name with the login to write", () => {
    expect(() => parse(one('app/billing-bot'))).toThrow(
      "line 5: write-root-gate.leases[0].match.author: 'app/billing-bot' is how the gh CLI shows an App; " +
        "its login is 'billing-bot[bot]': write that",
    );
    expect(() => parse(one('billing bot'))).toThrow("'billing bot' is not a GitHub login");
    expect(() => parse(one('billing-bot[app]'))).toThrow('is not a GitHub login');
  });
});

describe('choosing a lease', () => {
  const config = parse(CONFIG);

  it('matches a head-branch glob, the author (case-insensitive) and labels', () => {
    expect(matchReason(config.leases[0]?.match, pr())).toBe(
      "head branch 'agent/billing/x' matches 'agent/billing/**' and author is @billing-bot[bot]",
    );
    expect(matchReason(config.leases[0]?.match, pr({ headRef: 'billing-fix' }))).toContain("matches 'billing-*'");
    expect(matchReason(config.leases[0]?.match, pr({ author: 'someone' }))).toBeUndefined();
    expect(matchReason(config.leases[0]?.match, pr({ headRef: 'agent/other/x' }))).toBeUndefined();
    expect(matchReason(config.leases[1]?.match, pr({ labels: ['Lease/Docs'] }))).toBe(
      "label 'Lease/Docs' is on the PR",
    );
    expect(matchReason(undefined, pr())).toBe('it applies to every pull request');
  });

  it("matches an App only as name[bot], and a user only by the bare login (GitHub's REST spelling)", () => {
    const leases = parse(
      "write-root-gate:\n  leases:\n    - name: app\n      match: {author: 'billing-bot[bot]'}\n      roots: [a]\n" +
        '    - name: user\n      match: {author: billing-bot}\n      roots: [u]\n',
    );
    const [app, user] = leases.leases;
    expect(matchReason(app?.match, pr({ author: 'Billing-Bot[bot]' }))).toBe('author is @Billing-Bot[bot]');
    expect(matchReason(app?.match, pr({ author: 'billing-bot' }))).toBeUndefined();
    expect(matchReason(user?.match, pr({ author: 'billing-bot[bot]' }))).toBeUndefined();
    expect(matchReason(user?.match, pr({ author: 'billing-bot' }))).toBe('author is @billing-bot');
  });

  it('says how to write the App when a lease names its bare login', () => {
    const bare = parse(
      'write-root-gate:\n  leases:\n    - name: billing\n      match: {author: billing-bot}\n      roots: [a]\n',
    );
    const none = resolveLease([], bare, pr({ author: 'billing-bot[bot]' }));
    expect(none).toMatchObject({ source: 'none', roots: [] });
    expect(reason(none)).toContain(
      "lease 'billing' (line 3) names author billing-bot, a user's login, which never matches the App: " +
        'write author: billing-bot[bot] for the App',
    );
    // A user of that name is simply the lease's author: no hint.
    expect(reason(resolveLease([], bare, pr({ author: 'billing-bot' })))).toBe('author is @billing-bot');
    expect(reason(resolveLease(['docs'], bare, pr({ author: 'billing-bot[bot]' })))).toContain(
      'write author: billing-bot[bot]',
    );
  });

  it('never lets a branch glob match a PR from a fork', () => {
    expect(matchReason(config.leases[0]?.match, pr({ isCrossRepository: true }))).toBeUndefined();
  });

  it('takes the first matching lease in file order', () => {
    const both = resolveLease([], config, pr({ labels: ['lease/docs'] }));
    expect(both).toMatchObject({ name: 'billing', source: 'config', roots: ['services/billing', 'tests/billing/**'] });
    expect(both.origin).toBe(`${FILE} line 4`);
    expect(describeLease(both)).toBe(
      `billing (${FILE} line 4: head branch 'agent/billing/x' matches 'agent/billing/**' and author is @billing-bot[bot])`,
    );
    expect(resolveLease([], config, pr({ author: 'x', labels: ['lease/docs'] }))).toMatchObject({
      name: 'docs',
      roots: ['docs'],
    });
    expect(resolveLease([], config, pr({ author: 'x' }))).toMatchObject({ name: 'fallback', roots: [] });
  });

  it("adds the workflow's write-roots to the chosen lease, or uses them alone", () => {
    expect(resolveLease(['docs/', 'services/billing'], config, pr())).toMatchObject({
      source: 'config+input',
      roots: ['services/billing', 'tests/billing/**', 'docs'],
    });
    const onlyInput = resolveLease(
      ['docs'],
      parse('write-root-gate:\n  leases:\n    - name: x\n      match: {label: y}\n      roots: [x]\n'),
      pr(),
    );
    expect(onlyInput).toMatchObject({ source: 'input', name: 'workflow write-roots', roots: ['docs'] });
    expect(reason(onlyInput)).toContain('no lease in .github/mergexo.yml matches this PR');
  });

  it('has no roots when nothing matches and says why', () => {
    const none = resolveLease([], undefined, pr());
    expect(none).toMatchObject({ source: 'none', roots: [] });
    expect(reason(none)).toContain('no lease is configured');
    const unmatched = resolveLease(
      [],
      parse('write-root-gate:\n  leases:\n    - name: x\n      match: {label: y}\n      roots: [x]\n'),
      pr({ labels: ['a'] }),
    );
    expect(reason(unmatched)).toBe(
      "no lease in .github/mergexo.yml matches this PR (branch 'agent/billing/x', author @billing-bot[bot], labels 'a')",
    );
  });
});
