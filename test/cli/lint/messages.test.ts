// Every line `mergexo lint` prints: `FILE:LINE[:COLUMN]: LEVEL: what. Fix: how.`, one line whatever the file held.
import { describe, expect, it } from 'vitest';
import { errorLine, lintUsageError, LINT_USAGE, noFile, summary, warningLine } from '../../../src/cli/lint/messages.js';

const FILE = '.github/mergexo.yml';

describe('errorLine', () => {
  it('locates the mistake by line and column, and says the fix', () => {
    expect(errorLine(FILE, { line: 4, column: 12, problem: { kind: 'flow-bot', login: 'dependabot[bot]' } })).toBe(
      ".github/mergexo.yml:4:12: error: 'dependabot[bot]' inside a [...] list is not valid YAML: its '[bot]' " +
        "opens a list of its own. Fix: write the list in block style, one '- dependabot[bot]' per line (or quote " +
        "it: 'dependabot[bot]').",
    );
    expect(errorLine(FILE, { line: 2, problem: { kind: 'tab' } })).toBe(
      '.github/mergexo.yml:2: error: a tab indents this line; YAML allows only spaces. Fix: indent with spaces.',
    );
  });

  it("suggests the key meant, or where 'leases:' belongs", () => {
    const unknown = (key: string, suggestion?: string) =>
      errorLine(FILE, {
        line: 3,
        problem: {
          kind: 'unknown-key',
          key,
          where: 'the file',
          allowed: ['version', 'write-root-gate'],
          ...(suggestion ? { suggestion } : {}),
        },
      });
    expect(unknown('verison', 'version')).toMatch(/'verison' is not a key .* Fix: write 'version'\.$/);
    expect(unknown('leases')).toMatch(/Fix: indent 'leases:' under 'write-root-gate:'\.$/);
    expect(unknown('other')).toMatch(/Fix: use one of version, write-root-gate, or remove it\.$/);
  });

  it("adds a fix to the gate's own refusal only where the gate's words lack one", () => {
    const gate = (message: string, where = 'lease 1') =>
      errorLine(FILE, { line: 5, problem: { kind: 'gate', where, message } });
    expect(gate("lease 'x' is missing 'roots'.")).toBe(
      ".github/mergexo.yml:5: error: lease 1: lease 'x' is missing 'roots'. Fix: add 'roots:' with the paths this " +
        "lease may write, one '- path' per line.",
    );
    expect(gate('something the gate already explains, write that.', '')).toBe(
      '.github/mergexo.yml:5: error: something the gate already explains, write that.',
    );
  });

  it('prints what the file held on one line, control characters made visible', () => {
    const line = errorLine(FILE, { line: 1, problem: { kind: 'yaml', yaml: 'bad\nline\u001b[31m' } });
    expect(line.includes('\n') || line.includes('\u001b')).toBe(false);
    expect(line).toContain('bad⏎line');
  });
});

describe('warningLine', () => {
  it('says why each warning matters and how to fix it', () => {
    expect(warningLine(FILE, { kind: 'hidden', lease: 'docs', line: 9, by: 'all', byLine: 3 })).toBe(
      ".github/mergexo.yml:9: warning: lease 'docs' never applies: every pull request it matches matches lease " +
        "'all' (line 3) first. Fix: move it above 'all', or narrow the match of 'all'.",
    );
    expect(
      warningLine(FILE, {
        kind: 'no-lease',
        author: 'renovate[bot]',
        source: 'renovate.json',
        paths: ['package.json', 'package-lock.json'],
      }),
    ).toBe(
      '.github/mergexo.yml: warning: renovate[bot] (renovate.json) gets no lease, so write-root-gate refuses every ' +
        'pull request it opens. Fix: add a lease matching author renovate[bot] with roots package.json, ' +
        'package-lock.json.',
    );
    expect(
      warningLine(FILE, {
        kind: 'refused',
        line: 7,
        lease: 'bots',
        author: 'dependabot[bot]',
        source: '.github/dependabot.yml',
        paths: ['.github/workflows/ci.yml'],
      }),
    ).toMatch(/:7: warning: .* Fix: add it to the roots of 'bots'\.$/);
  });
});

describe('summary, noFile and usage', () => {
  it('counts leases and warnings in the singular and plural, and says when the file is refused', () => {
    expect(summary(FILE, 1, 0)).toBe(
      'mergexo lint: .github/mergexo.yml: 1 lease, read as write-root-gate reads them; no warnings.',
    );
    expect(summary(FILE, 3, 2)).toBe(
      'mergexo lint: .github/mergexo.yml: 3 leases, read as write-root-gate reads them; 2 warnings.',
    );
    expect(summary(FILE, 2, 1)).toMatch(/; 1 warning\.$/);
    expect(summary(FILE, undefined, 0)).toMatch(/is refused: write-root-gate would fail every pull request/);
  });

  it('names the missing file and the command that writes one; a usage error points to --help', () => {
    expect(noFile(FILE)).toMatch(/^\.github\/mergexo\.yml: error: there is no lease file.*\(npx mergexo init/);
    expect(lintUsageError("unknown option '--x'")).toBe(
      "mergexo lint: unknown option '--x'. Run 'mergexo lint --help' for usage.",
    );
    expect(LINT_USAGE).toMatch(/^usage: mergexo lint \[FILE\]/);
    for (const option of ['--lease-file', '--write-root', '--strict']) expect(LINT_USAGE).toContain(option);
  });
});
