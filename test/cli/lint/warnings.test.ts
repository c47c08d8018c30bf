// What a lease file the gate reads still gets wrong, judged by write-root-gate's own evaluate: leases an earlier one
// hides, bots and CODEOWNERS users the leases give nothing, bots whose lease misses a file they update.
import { describe, expect, it } from 'vitest';
import { authorsWithoutRoots, hiddenLeases, type ExpectedAuthor } from '../../../src/cli/lint/warnings.js';
import { warningLine } from '../../../src/cli/lint/messages.js';
import { parseLeaseConfig } from '../../../src/write-root-gate/index.js';

const FILE = '.github/mergexo.yml';
const lease = (name: string, match: string[], roots: string[]) =>
  [
    `    - name: ${name}`,
    ...(match.length ? ['      match:', ...match.map((m) => `        ${m}`)] : []),
    '      roots:',
    ...roots.map((r) => `        - '${r}'`),
  ].join('\n');
const file = (...leases: string[]) =>
  parseLeaseConfig(`version: 1\nwrite-root-gate:\n  leases:\n${leases.join('\n')}\n`, FILE);

const DEPENDABOT: ExpectedAuthor = {
  login: 'dependabot[bot]',
  source: '.github/dependabot.yml',
  headRef: 'dependabot/npm_and_yarn/left-pad-1.3.0',
  labels: ['dependencies'],
  paths: ['package.json', 'package-lock.json', '.github/workflows/ci.yml'],
  roots: ['package.json', 'package-lock.json', '.github/workflows'],
};

describe('leases a first match hides', () => {
  it('names each lease no pull request can reach, and the lease that takes it first', () => {
    const config = file(
      lease('agents', ['branch: agent/**'], ['src']),
      lease('docs-agent', ['branch: agent/docs/**'], ['docs']),
      lease('maintainers', ['author: [maya, noor]'], ['**']),
      lease('maya-docs', ['author: Maya', 'label: docs'], ['docs']),
      lease('label-only', ['label: [a, b]'], ['x']),
      lease('label-narrow', ['label: a'], ['y']),
      lease('everyone', [], ['**']),
      lease('after-everyone', ['author: zed'], ['z']),
    );
    expect(hiddenLeases(config).map((w) => w.kind === 'hidden' && [w.lease, w.by])).toEqual([
      ['docs-agent', 'agents'],
      ['maya-docs', 'maintainers'],
      ['label-narrow', 'label-only'],
      ['after-everyone', 'everyone'],
    ]);
    expect(warningLine(FILE, hiddenLeases(config)[0]!)).toBe(
      `${FILE}:9: warning: lease 'docs-agent' never applies: every pull request it matches matches lease 'agents' ` +
        "(line 4) first. Fix: move it above 'agents', or narrow the match of 'agents'.",
    );
  });

  it('keeps quiet where a later lease still gets pull requests of its own', () => {
    const config = file(
      lease('agent-docs', ['branch: agent/docs/**'], ['docs']),
      lease('maintainers', ['author: maya'], ['**']),
      lease('maya-agents', ['author: maya', 'branch: agent/**'], ['src']),
      lease('docs-label', ['label: docs'], ['docs']),
      lease('two-labels', ['label: [docs, api]'], ['api']),
    );
    expect(hiddenLeases(config).map((w) => w.kind === 'hidden' && w.lease)).toEqual(['maya-agents']);
  });
});

describe('authors the leases give nothing', () => {
  it('warns of a bot without a lease, naming the roots its lease needs', async () => {
    const config = file(lease('maintainers', ['author: maya'], ['**']));
    const [warning, ...more] = await authorsWithoutRoots(config, [DEPENDABOT], []);
    expect(more).toEqual([]);
    expect(warningLine(FILE, warning!)).toBe(
      `${FILE}: warning: dependabot[bot] (.github/dependabot.yml) gets no lease, so write-root-gate refuses every ` +
        'pull request it opens. Fix: add a lease matching author dependabot[bot] with roots package.json, ' +
        'package-lock.json, .github/workflows.',
    );
  });

  it("warns of a bot's lease that misses a file it updates: a protected workflow under a broad root", async () => {
    const config = file(lease('bots', ['author: "dependabot[bot]"'], ['**']));
    const warnings = await authorsWithoutRoots(config, [DEPENDABOT], []);
    expect(warnings.map((w) => warningLine(FILE, w))).toEqual([
      `${FILE}:4: warning: lease 'bots' lets dependabot[bot] (.github/dependabot.yml) not write ` +
        ".github/workflows/ci.yml, which it updates. Fix: add it to the roots of 'bots'.",
    ]);
  });

  it("is quiet when the bot's lease covers what it updates, also by its branch or its label", async () => {
    for (const match of [['author: "dependabot[bot]"'], ['branch: dependabot/**'], ['label: dependencies']]) {
      const config = file(lease('bots', match, ['package.json', 'package-lock.json', '.github/workflows']));
      expect(await authorsWithoutRoots(config, [DEPENDABOT], [])).toEqual([]);
    }
  });

  it("warns of a CODEOWNERS user no lease matches, unless the workflow's write-roots give everyone roots", async () => {
    const dana: ExpectedAuthor = {
      login: 'dana',
      source: 'CODEOWNERS',
      headRef: 'patch-1',
      labels: [],
      paths: [],
      roots: [],
    };
    const config = file(lease('maintainers', ['author: maya'], ['**']), lease('agents', ['branch: agent/**'], ['src']));
    expect((await authorsWithoutRoots(config, [dana], [])).map((w) => warningLine(FILE, w))).toEqual([
      `${FILE}: warning: dana (CODEOWNERS) gets no lease, so write-root-gate refuses every pull request it opens. ` +
        'Fix: add a lease matching author dana.',
    ]);
    expect(await authorsWithoutRoots(config, [dana], ['docs'])).toEqual([]);
  });
});
