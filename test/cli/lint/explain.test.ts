// `mergexo lint` on malformed lease files: exactly the files write-root-gate refuses, each named in one line with
// its line (and column where YAML gives one) and the fix. The gate's parser decides; lint only says where and how.
import { describe, expect, it } from 'vitest';
import { readLease } from '../../../src/cli/lint/explain.js';
import { errorLine } from '../../../src/cli/lint/messages.js';
import { parseLeaseConfig } from '../../../src/write-root-gate/index.js';

const FILE = '.github/mergexo.yml';
const HEAD = 'version: 1\nwrite-root-gate:\n  leases:\n';

/** A malformed lease file and the one line lint prints for it. */
const MALFORMED: [name: string, text: string, line: string][] = [
  [
    'a [bot] login in a flow list',
    `${HEAD}    - name: bots\n      match:\n        author: [dependabot[bot], alice]\n      roots:\n        - package.json\n`,
    ":6:18: error: 'dependabot[bot]' inside a [...] list is not valid YAML: its '[bot]' opens a list of its own. " +
      "Fix: write the list in block style, one '- dependabot[bot]' per line (or quote it: 'dependabot[bot]').",
  ],
  [
    'a [bot] login last in a flow list',
    `${HEAD}    - name: bots\n      match:\n        author: [alice, renovate[bot]]\n      roots: [a]\n`,
    ":6:25: error: 'renovate[bot]' inside a [...] list is not valid YAML: its '[bot]' opens a list of its own. " +
      "Fix: write the list in block style, one '- renovate[bot]' per line (or quote it: 'renovate[bot]').",
  ],
  [
    'a glob starting with *',
    `${HEAD}    - name: docs\n      roots:\n        - **/*.md\n`,
    ":6:11: error: '**/*.md' starts with '*', which YAML reads as an alias, not a glob. Fix: quote it: '**/*.md'.",
  ],
  [
    'a tab',
    `${HEAD}    - name: x\n\t  roots: [a]\n`,
    ':5:1: error: a tab indents this line; YAML allows only spaces. Fix: indent with spaces.',
  ],
  [
    'a key out of line',
    `${HEAD}    - name: x\n     roots:\n        - a\n`,
    ':5:1: error: the indentation does not line up (Sequence item without - indicator). Fix: indent each key of a ' +
      'lease under its name, with spaces, and start each lease with - at the same column.',
  ],
  [
    'a key twice',
    `${HEAD}    - name: x\n      roots: [a]\n      roots: [b]\n`,
    ":6:7: error: 'roots' is written twice in the same mapping. Fix: keep one 'roots:' (merge the two lists into one).",
  ],
  [
    'a misspelt key',
    `${HEAD}    - name: x\n      root: [a]\n`,
    ":5: error: write-root-gate.leases[0].root: 'root' is not a key write-root-gate knows (here: name, description, " +
      "match, roots). Fix: write 'roots'.",
  ],
  [
    'a login with @',
    `${HEAD}    - name: x\n      match:\n        author: @alice\n      roots: [a]\n`,
    ":6:17: error: a value cannot start with '@' in YAML (@alice). Fix: write the login without '@', or quote it.",
  ],
  [
    'an unclosed quote',
    `${HEAD}    - name: 'billing\n      roots: [a]\n`,
    ":4:13: error: the ' opened here is never closed. Fix: close it with ' on the same line.",
  ],
  [
    'a value with ": "',
    `${HEAD}    - name: billing: agent\n      roots: [a]\n`,
    ":4:13: error: ': ' inside a value reads as a new key (billing: agent). Fix: quote the value: 'billing: agent'.",
  ],
  [
    'a lease without roots',
    `${HEAD}    - name: x\n      match:\n        author: alice\n`,
    ":4: error: write-root-gate.leases[0] (x): is missing 'roots' (the paths this lease may write). Fix: add " +
      "'roots:' with the paths this lease may write, one '- path' per line.",
  ],
  [
    'a root out of the repository',
    `${HEAD}    - name: x\n      roots: [../shared]\n`,
    ":5:15: error: write-root-gate.leases[0].roots[0]: Write root '../shared' contains '..': roots are paths inside " +
      "the repository. Fix: write the root as a path from the top of the repository, without '..'.",
  ],
  [
    'a login as a number',
    `${HEAD}    - name: x\n      match:\n        author: 12345\n      roots: [a]\n`,
    ":6:17: error: write-root-gate.leases[0].match.author must be text, and '12345' is not. Fix: quote it: '12345'.",
  ],
  [
    'two leases of one name',
    `${HEAD}    - name: docs\n      roots: [a]\n    - name: Docs\n      roots: [b]\n`,
    ":6:13: error: write-root-gate.leases[1].name: lease name 'Docs' is already used on line 4. Fix: give each " +
      'lease a name of its own.',
  ],
  [
    'leases at the top',
    'leases:\n  - name: x\n    roots: [a]\n',
    ":1: error: top level.leases: 'leases' is not a key write-root-gate knows (here: version, write-root-gate, " +
      "history-guard, ci-wait, rebase-notify). Fix: indent 'leases:' under 'write-root-gate:'.",
  ],
  [
    'an App as gh shows it',
    `${HEAD}    - name: x\n      match:\n        author: app/dependabot\n      roots: [a]\n`,
    ":6:17: error: write-root-gate.leases[0].match.author: 'app/dependabot' is how the gh CLI shows an App; its " +
      "login is 'dependabot[bot]': write that.",
  ],
];

describe('mergexo lint on a malformed lease file', () => {
  it.each(MALFORMED)('%s: the file the gate refuses, in one line with the line and the fix', (_name, text, line) => {
    expect(() => parseLeaseConfig(text, FILE)).toThrow();
    const read = readLease(text, FILE);
    expect(read.ok).toBe(false);
    if (read.ok) return;
    expect(errorLine(FILE, read.error)).toBe(`${FILE}${line}`);
    expect(errorLine(FILE, read.error)).not.toContain('\n');
  });

  it('says nothing of its own about a file the gate reads, however it is written', () => {
    const valid = [
      `${HEAD}    - name: bots\n      match:\n        author: ['dependabot[bot]', alice]\n      roots: ['**/*.md']\n`,
      `${HEAD}    - name: bots\n      match:\n        author:\n          - dependabot[bot]\n      roots: [package.json]\n`,
      `${HEAD}    - name: a\n      roots: &r [a]\n    - name: b\n      roots: *r\n`,
      '',
      'version: 1\n',
    ];
    for (const text of valid) expect(readLease(text, FILE)).toMatchObject({ ok: true });
  });
});
