// Third-party actions pinned by full commit SHA with the version in a comment, one commit per action: what
// `npm run lint:actions` refuses (a tag, a short SHA, a SHA without its version), and what it lets through.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { checkPins, checkPinsAgree } from '../../scripts/action-pins.js';

const SHA = 'fbc6f3992d24b796d5a048ff273f7fcc4a7b6c09';
const OTHER = '1b10c78c7865c340bc4f6099eb2f838309f1e8c3';
const REPO = path.resolve(import.meta.dirname, '..', '..');

const workflow = (...uses: string[]) =>
  ['name: x', 'on: push', 'jobs:', '  a:', '    runs-on: ubuntu-latest', '    steps:', ...uses].join('\n');

describe('checkPins', () => {
  it('refuses a tag, a branch, a short SHA and no ref at all, naming the line and the fix', () => {
    const text = workflow(
      '      - uses: actions/checkout@v5',
      "      - uses: 'actions/setup-node@main'",
      '      - uses: actions/checkout@fbc6f39 # v5.1.0',
      '      - uses: some/action',
    );
    const { problems, pins } = checkPins(text, 'w.yml');
    expect(pins).toEqual([]);
    expect(problems.map((p) => p.line)).toEqual([7, 8, 9, 10]);
    expect(problems[0]?.message).toBe(
      'actions/checkout@v5 is not pinned: a third-party action is referenced by its full 40-character commit SHA ' +
        'with the version in a comment (uses: actions/checkout@<SHA> # vX.Y.Z), so a moved tag cannot change what runs',
    );
  });

  it('refuses a SHA without its version comment', () => {
    const { problems } = checkPins(
      workflow(`      - uses: actions/checkout@${SHA}`, `      - uses: a/b@${SHA} # pinned`),
      'w.yml',
    );
    expect(problems.map((p) => [p.line, p.message])).toEqual([
      [
        7,
        `actions/checkout@${SHA} has no version comment: write it after the SHA (# vX.Y.Z), as Dependabot reads and updates it`,
      ],
      [8, `a/b@${SHA} has no version comment: write it after the SHA (# vX.Y.Z), as Dependabot reads and updates it`],
    ]);
  });

  it('checks commented examples too, and reusable workflows called from another repository', () => {
    const text = [
      '#       - uses: actions/create-github-app-token@v2',
      'jobs:',
      '  call:',
      '    uses: acme/central/.github/workflows/check.yml@main',
    ].join('\n');
    expect(checkPins(text, 'w.yml').problems.map((p) => p.line)).toEqual([1, 4]);
  });

  it('lets through a pinned action, local actions and workflows, Docker images and mergexo as the docs write it', () => {
    const text = workflow(
      `      - uses: actions/checkout@${SHA} # v5.1.0`,
      `      - uses: github/codeql-action/init@${OTHER} # v3.28.0 (init)`,
      '      - uses: ./.mergexo/history-guard',
      '      - uses: ./',
      '      - uses: docker://alpine:3.20',
      '      - uses: OWNER/mergexo@v1',
      '#     uses: OWNER/mergexo/.github/workflows/mergexo.yml@v1',
      '      - run: echo "uses: actions/checkout@v5 is what the prose mentions"',
    );
    const { problems, pins } = checkPins(text, 'w.yml');
    expect(problems).toEqual([]);
    expect(pins).toEqual([
      { file: 'w.yml', line: 7, action: 'actions/checkout', sha: SHA, version: 'v5.1.0' },
      { file: 'w.yml', line: 8, action: 'github/codeql-action/init', sha: OTHER, version: 'v3.28.0' },
    ]);
  });
});

describe('checkPinsAgree', () => {
  it('one commit per action across files: another SHA, or the same SHA under another version, is a problem', () => {
    const a = checkPins(workflow(`      - uses: actions/checkout@${SHA} # v5.1.0`), 'a.yml').pins;
    const b = checkPins(
      workflow(
        `      - uses: actions/checkout@${SHA} # v5.1.0`,
        `      - uses: actions/checkout@${OTHER} # v5.0.0`,
        `      - uses: actions/checkout@${SHA} # v5.0.1`,
      ),
      'b.yml',
    ).pins;
    expect(checkPinsAgree([...a, ...b]).map((p) => [p.file, p.line])).toEqual([
      ['b.yml', 8],
      ['b.yml', 9],
    ]);
    expect(checkPinsAgree([...a, ...b])[0]?.message).toBe(
      `actions/checkout is pinned to ${OTHER} # v5.0.0 here but to ${SHA} # v5.1.0 in a.yml:7: pin one commit everywhere`,
    );
  });

  it("this repository's workflows, examples and action.yml files pin every third-party action, one commit each", () => {
    const files = [
      '.github/workflows/ci.yml',
      '.github/workflows/release.yml',
      '.github/workflows/mergexo-app.yml',
      '.github/workflows/mergexo.yml',
      'examples/caller.yml',
    ];
    const all = files.map((f) => checkPins(readFileSync(path.join(REPO, f), 'utf8'), f));
    expect(all.flatMap((r) => r.problems)).toEqual([]);
    const pins = all.flatMap((r) => r.pins);
    expect(new Set(pins.map((p) => p.action))).toEqual(
      new Set([
        'actions/checkout',
        'actions/setup-node',
        'actions/create-github-app-token',
        'actions/attest-build-provenance',
      ]),
    );
    expect(checkPinsAgree(pins)).toEqual([]);
  });
});

describe('.github/dependabot.yml', () => {
  it("keeps every pin current: github-actions over the repository's workflows, where every live pin is", () => {
    const config = parse(readFileSync(path.join(REPO, '.github/dependabot.yml'), 'utf8')) as {
      version: number;
      updates: { 'package-ecosystem': string; directory: string; schedule: { interval: string } }[];
    };
    expect(config.version).toBe(2);
    const actions = config.updates.find((u) => u['package-ecosystem'] === 'github-actions');
    expect(actions).toMatchObject({ directory: '/', schedule: { interval: 'weekly' } });
    expect(config.updates.find((u) => u['package-ecosystem'] === 'npm')?.directory).toBe('/');
    // Dependabot's github-actions updater reads .github/workflows/ (and action.yml files): a live pin anywhere else
    // would go stale while the lint holds the others to it.
    const examples = checkPins(readFileSync(path.join(REPO, 'examples/caller.yml'), 'utf8'), 'examples/caller.yml');
    expect(examples.problems).toEqual([]);
    expect(examples.pins).toEqual([]);
  });
});
