// `mergexo lint` (src/cli/main.ts in the test's process) run in a sample clone: the exit code and the lines a
// person reads. And every lease file the docs and examples show, read clean.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readLease } from '../../../src/cli/lint/explain.js';
import { REPO_ROOT } from '../../support/run-action.js';
import { runMergexo, sampleClone, useScratch, writeFiles } from '../scratch.js';

const scratch = useScratch('lint');

const DEPENDABOT =
  'version: 2\nupdates:\n  - package-ecosystem: npm\n    directory: /\n    schedule:\n      interval: weekly\n';

const REPOSITORY = {
  'package.json': '{"name": "ledger"}\n',
  'package-lock.json': '{"lockfileVersion": 3}\n',
  '.github/dependabot.yml': DEPENDABOT,
  '.github/CODEOWNERS': '* @maya\n/docs/ @dana\n',
  'docs/guide.md': '# guide\n',
};

const LEASES = [
  'version: 1',
  'write-root-gate:',
  '  leases:',
  '    - name: agents',
  '      match:',
  '        branch: agent/**',
  '      roots:',
  '        - src',
  '    - name: docs-agent',
  '      match:',
  '        branch: agent/docs/**',
  '      roots:',
  '        - docs',
  '    - name: maintainers',
  '      match:',
  '        author: maya',
  '      roots:',
  "        - '**'",
  '',
].join('\n');

describe('mergexo lint', () => {
  it("reads the clone's lease file, warns of what the repository will meet, and exits 0 (1 with --strict)", async () => {
    const clone = sampleClone(scratch, { ...REPOSITORY, '.github/mergexo.yml': LEASES });
    const result = await runMergexo(path.join(clone, 'docs'), ['lint']);
    expect(result.stderr).toBe('');
    expect(result.stdout.trim().split('\n')).toEqual([
      '.github/mergexo.yml: warning: dependabot[bot] (.github/dependabot.yml) gets no lease, so write-root-gate ' +
        'refuses every pull request it opens. Fix: add a lease matching author dependabot[bot] with roots ' +
        'package-lock.json, package.json.',
      '.github/mergexo.yml: warning: dana (.github/CODEOWNERS) gets no lease, so write-root-gate refuses every ' +
        'pull request it opens. Fix: add a lease matching author dana.',
      ".github/mergexo.yml:9: warning: lease 'docs-agent' never applies: every pull request it matches matches " +
        "lease 'agents' (line 4) first. Fix: move it above 'agents', or narrow the match of 'agents'.",
      'mergexo lint: .github/mergexo.yml: 3 leases, read as write-root-gate reads them; 3 warnings.',
    ]);
    expect(result.code).toBe(0);
    expect((await runMergexo(clone, ['lint', '--strict'])).code).toBe(1);
  });

  it('refuses a file the gate would refuse in one line naming the line, column and fix (exit 1)', async () => {
    const broken = LEASES.replace('        author: maya', '        author: [maya, renovate[bot]]');
    const clone = sampleClone(scratch, { ...REPOSITORY, '.github/mergexo.yml': broken });
    const result = await runMergexo(clone, ['lint']);
    expect(result.code).toBe(1);
    expect(result.stdout.trim().split('\n')).toEqual([
      ".github/mergexo.yml:16:24: error: 'renovate[bot]' inside a [...] list is not valid YAML: its '[bot]' opens a " +
        "list of its own. Fix: write the list in block style, one '- renovate[bot]' per line (or quote it: " +
        "'renovate[bot]').",
      'mergexo lint: .github/mergexo.yml is refused: write-root-gate would fail every pull request with a ' +
        'configuration error.',
    ]);
  });
});

/** Every lease file the docs and examples show: YAML blocks that hold `write-root-gate:` and `leases:`. */
function documentedLeases(): { where: string; text: string }[] {
  const found: { where: string; text: string }[] = [];
  const markdown = [
    'README.md',
    ...readdirSync(path.join(REPO_ROOT, 'docs')).map((f) => `docs/${f}`),
    ...['history-guard', 'write-root-gate', 'ci-wait', 'rebase-notify'].map((a) => `${a}/README.md`),
  ].filter((f) => f.endsWith('.md'));
  for (const file of markdown) {
    const text = readFileSync(path.join(REPO_ROOT, file), 'utf8');
    for (const m of text.matchAll(/^```ya?ml\n([\s\S]*?)^```/gm)) {
      const block = m[1] ?? '';
      if (/^write-root-gate:/m.test(block) && /^\s+leases:/m.test(block)) {
        found.push({ where: `${file}:${text.slice(0, m.index).split('\n').length}`, text: block });
      }
    }
  }
  for (const f of readdirSync(path.join(REPO_ROOT, 'examples'))) {
    const text = readFileSync(path.join(REPO_ROOT, 'examples', f), 'utf8');
    if (/^write-root-gate:/m.test(text)) found.push({ where: `examples/${f}`, text });
  }
  return found;
}

describe('the lease files of the docs and examples', () => {
  const leases = documentedLeases();

  it('are found: the lease reference, the example file, the Dependabot lease', () => {
    expect(leases.map((l) => l.where.split(':')[0])).toEqual(
      expect.arrayContaining(['write-root-gate/README.md', 'docs/releasing.md', 'examples/write-roots.mergexo.yml']),
    );
  });

  it.each(leases.map((l) => [l.where, l.text]))('%s is read as the gate reads it', (_where, text) => {
    expect(readLease(text, '.github/mergexo.yml')).toMatchObject({ ok: true });
  });

  it('pass the built command too (exit 0)', async () => {
    const dir = path.join(scratch, 'documented');
    writeFiles(dir, Object.fromEntries(leases.map((l, i) => [`lease-${i}.yml`, l.text])));
    for (let i = 0; i < leases.length; i++) {
      const result = await runMergexo(dir, ['lint', `lease-${i}.yml`]);
      expect([leases[i]?.where, result.code, result.stdout]).toEqual([leases[i]?.where, 0, expect.any(String)]);
    }
  });
});
