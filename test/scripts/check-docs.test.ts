import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  checkBehaviourCitations,
  checkDocs,
  checkInputs,
  checkLinks,
  checkPaths,
  checkLineLengths,
  checkScripts,
  checkWordLimit,
  countWords,
  githubSlug,
  gitRepo,
  headingAnchors,
  type Repo,
} from '../../scripts/check-docs.js';

const ACTION = `name: Demo
description: A demo
inputs:
  github-token:
    description: Token
  urgency:
    description: How loud
    default: helpful
runs:
  using: node24
  main: ../dist/demo/index.js
`;

const WORKFLOW = `name: reusable
on:
  workflow_call:
    inputs:
      app-id:
        type: string
    secrets:
      APP_KEY:
        required: false
jobs: {}
`;

const GUIDE = `# Guide

## Set-up: the \`dry_run\` input (v1.2)

## Merge queue

## Merge queue

### *Why* not [rebase](https://example.com)?

Plain text
==========

<a id="custom-anchor"></a>
`;

function memoryRepo(files: Record<string, string>): Repo {
  return { files: new Set(Object.keys(files)), read: (f) => files[f] };
}

const lines = (problems: { file: string; line: number; message: string }[]) =>
  problems.map((p) => `${p.file}:${p.line}: ${p.message}`);

describe('githubSlug and headingAnchors', () => {
  it('follows GitHub: lowercase, punctuation dropped, spaces to hyphens, underscores kept', () => {
    expect(githubSlug('Set-up: the dry_run input (v1.2)')).toBe('set-up-the-dry_run-input-v12');
    expect(githubSlug('What a - b means')).toBe('what-a---b-means');
    expect(githubSlug("mergexo's `checks` & labels")).toBe('mergexos-checks--labels');
    expect(githubSlug('Ünïcode stays')).toBe('ünïcode-stays');
  });

  it('takes rendered heading text, numbers repeats and keeps explicit anchors', () => {
    expect([...headingAnchors(GUIDE)]).toEqual([
      'guide',
      'set-up-the-dry_run-input-v12',
      'merge-queue',
      'merge-queue-1',
      'why-not-rebase',
      'plain-text',
      'custom-anchor',
    ]);
  });

  it('ignores headings inside fenced code', () => {
    expect([...headingAnchors('# Real\n\n```sh\n# not a heading\n```\n')]).toEqual(['real']);
  });
});

describe('checkLinks', () => {
  const repo = memoryRepo({
    'README.md': '',
    'docs/guide.md': GUIDE,
    'docs/img/logo.png': '',
    'examples/caller.yml': '',
  });

  it('accepts links to files, directories, headings, and never follows URLs', () => {
    const text = [
      '[guide](docs/guide.md) [dir](docs/) [root](/README.md) [logo](docs/img/logo.png)',
      '[anchor](docs/guide.md#merge-queue-1) [`code` text](docs/guide.md#set-up-the-dry_run-input-v12)',
      '![alt](./docs/img/logo.png "Logo") [web](https://example.com/missing#nowhere) [mail](mailto:a@b.c)',
      '[explicit](docs/guide.md#custom-anchor) [yaml line](examples/caller.yml#L3) [self](#top)',
      '# Top',
      '[wrapped link',
      'text](docs/guide.md#plain-text)',
      '[def]: docs/guide.md#guide',
    ].join('\n');
    expect(checkLinks('README.md', text, repo)).toEqual([]);
  });

  it('reports missing files, missing anchors and links out of the repository, with their lines', () => {
    const text = [
      'Intro [missing](docs/gone.md).', // 1
      'See [queue](docs/guide.md#merge-queue-2) and [case](docs/guide.md#Merge-Queue).', // 2
      '[up](../../outside.md)', // 3
      '[self](#nowhere)', // 4
      '[def]: docs/gone-too.md', // 5
    ].join('\n');
    expect(lines(checkLinks('README.md', text, repo))).toEqual([
      'README.md:1: link docs/gone.md: docs/gone.md does not exist',
      'README.md:2: link docs/guide.md#merge-queue-2: docs/guide.md has no heading with anchor #merge-queue-2',
      'README.md:2: link docs/guide.md#Merge-Queue: docs/guide.md has no heading with anchor #Merge-Queue (anchors are lowercase: #merge-queue)',
      'README.md:3: link ../../outside.md leaves the repository',
      'README.md:4: link #nowhere: README.md has no heading with anchor #nowhere',
      'README.md:5: link docs/gone-too.md: docs/gone-too.md does not exist',
    ]);
  });

  it('resolves relative to the linking file and ignores links in code', () => {
    const text = '[up](../README.md) [bad](guide.md#nope)\n`[not](a-link.md)`\n```md\n[not](either.md)\n```\n';
    expect(lines(checkLinks('docs/other.md', text, repo))).toEqual([
      'docs/other.md:1: link guide.md#nope: docs/guide.md has no heading with anchor #nope',
    ]);
  });
});

describe('checkPaths', () => {
  const repo = memoryRepo({
    'src/core/pr/read.ts': '',
    'history-guard/action.yml': '',
    'docs/guide.md': '',
  });

  it("accepts quoted paths that exist, and leaves examples, globs, placeholders and the reader's files alone", () => {
    const text = [
      'The read is `src/core/pr/read.ts` (`src/core/pr/read.ts:12`), the folder `src/core/pr/`, the action',
      '`history-guard/action.yml`. A root `src/*` covers `src/a/b.ts`; `dist/<action>/index.js`; your',
      '`.github/workflows/ci.yml` and `docs/CODEOWNERS`.',
      '```sh',
      'cat src/core/pr/gone.ts `src/core/pr/gone.ts`',
      '```',
    ].join('\n');
    expect(checkPaths('README.md', text, repo)).toEqual([]);
  });

  it('reports a quoted path into its own directories that does not exist, with its line', () => {
    const text = ['intro', 'The rule lives in `src/core/commit-verdict.ts` and `history-guard/guard.ts`.'].join('\n');
    expect(checkPaths('README.md', text, repo)).toEqual([
      { file: 'README.md', line: 2, message: '`src/core/commit-verdict.ts` does not exist in the repository' },
      { file: 'README.md', line: 2, message: '`history-guard/guard.ts` does not exist in the repository' },
    ]);
  });
});

describe('checkScripts', () => {
  const scripts = new Set(['build', 'docs:check', 'bench']);

  it('accepts known scripts, with arguments or a full stop, and ignores npm test, npm ci and npx', () => {
    const text =
      'Run `npm run build`, then npm run docs:check.\n```sh\nnpm run bench -- history-guard\nnpm test\nnpm ci\nnpx tsx x.ts\n```\nnpm run <script> lists nothing.';
    expect(checkScripts('CONTRIBUTING.md', text, scripts)).toEqual([]);
  });

  it('reports a script package.json does not have, also split over two lines', () => {
    const text = 'Use `npm run biuld`.\n\nOr npm\nrun-script docs:chek -- --fix\n';
    expect(lines(checkScripts('CONTRIBUTING.md', text, scripts))).toEqual([
      'CONTRIBUTING.md:1: `npm run biuld`: package.json has no script "biuld" (scripts: build, docs:check, bench)',
      'CONTRIBUTING.md:3: `npm run docs:chek`: package.json has no script "docs:chek" (scripts: build, docs:check, bench)',
    ]);
  });
});

describe('checkInputs', () => {
  const repo = memoryRepo({
    'action.yml': ACTION,
    'demo/action.yml': ACTION,
    '.github/workflows/reusable.yml': WORKFLOW,
  });

  it('accepts the inputs and secrets the action or workflow declares', () => {
    const text = [
      '```yaml',
      'steps:',
      '  - uses: OWNER/mergexo/demo@v1',
      '    with:',
      '      urgency: blocking',
      '  - uses: OWNER/mergexo@v1',
      '  - uses: actions/checkout@v4',
      '    with:',
      '      fetch-depth: 0',
      '```',
      '',
      '1. In a list:',
      '',
      '   ```yml',
      '   jobs:',
      '     mergexo:',
      '       uses: OWNER/mergexo/.github/workflows/reusable.yml@<commit SHA> # v1',
      '       with:',
      '         app-id: ${{ vars.APP_ID }}',
      '       secrets:',
      '         APP_KEY: ${{ secrets.APP_KEY }}',
      '   ```',
      '',
      '```yaml',
      '- uses: OWNER/mergexo/<action>@<ref>',
      '  with:',
      '    anything: goes',
      '```',
    ].join('\n');
    expect(checkInputs('demo/README.md', text, repo)).toEqual([]);
  });

  it('reports unknown inputs and secrets, unknown paths, a bare with: and yaml that does not parse', () => {
    const text = [
      'Intro', // 1
      '```yaml', // 2
      '- uses: OWNER/mergexo/demo@v1', // 3
      '  with:', // 4
      '    urgncy: helpful', // 5
      '    github-token: x', // 6
      '- uses: OWNER/mergexo@v1', // 7
      '  with: { verbose: true }', // 8
      '- uses: OWNER/mergexo/rebase@v1', // 9
      '```', // 10
      '', // 11
      '   ```yaml', // 12
      '   uses: OWNER/mergexo/.github/workflows/reusable.yml@v1', // 13
      '   secrets:', // 14
      '     app-key: x', // 15
      '   ```', // 16
      '```yaml', // 17
      'with:', // 18
      '  urgency: helpful', // 19
      '```', // 20
      '```yaml', // 21
      'a: [unclosed', // 22
      '```', // 23
    ].join('\n');
    expect(lines(checkInputs('demo/README.md', text, repo))).toEqual([
      'demo/README.md:5: with: urgncy: demo/action.yml has no input "urgncy" (did you mean "urgency"?)',
      'demo/README.md:8: with: verbose: action.yml has no input "verbose"',
      'demo/README.md:9: uses: OWNER/mergexo/rebase@v1: rebase has no action.yml',
      'demo/README.md:15: secrets: app-key: .github/workflows/reusable.yml has no secret "app-key"',
      'demo/README.md:18: `with:` without a `uses:` beside it: show the `uses:` line, so its inputs can be checked',
      expect.stringMatching(/^demo\/README\.md:2[23]: yaml block does not parse, so its inputs are not checked: /),
    ]);
  });
});

describe('checkDocs on a git repository', () => {
  it('checks tracked markdown outside node_modules and dist, and fails on each kind of problem', () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'mergexo-check-docs-'));
    try {
      const write = (rel: string, text: string) => {
        mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
        writeFileSync(path.join(root, rel), text);
      };
      write('package.json', JSON.stringify({ scripts: { build: 'x' } }));
      write('demo/action.yml', ACTION);
      write('.gitignore', 'node_modules/\n');
      write(
        'README.md',
        '# Demo\n\n[ok](demo/README.md) [ignored file](node_modules/x/README.md)\n\n`npm run build` `npm run nope`\n\n```yaml\n- uses: OWNER/mergexo/demo@v1\n  with:\n    nope: 1\n```\n',
      );
      write('demo/README.md', '[back](../README.md#demo)\n');
      write('dist/README.md', '[broken](nowhere.md)\n');
      write('node_modules/x/README.md', '[broken](nowhere.md)\n');
      write('node_modules/y/README.md', '[broken](nowhere.md)\n');
      write('notes.md', '[untracked markdown is not checked](nowhere.md)\n');
      execFileSync('git', ['init', '-q', root]);
      execFileSync('git', ['-C', root, 'add', 'package.json', 'demo', '.gitignore', 'README.md', 'dist']);
      execFileSync('git', ['-C', root, 'add', '-f', 'node_modules/y/README.md']);

      const { repo, markdownFiles } = gitRepo(root);
      expect(markdownFiles).toEqual(['README.md', 'demo/README.md']);
      expect(repo.files.has('notes.md')).toBe(true); // untracked, not ignored: a link target
      expect(lines(checkDocs(repo, markdownFiles))).toEqual([
        // On disk, but ignored by git: not part of the repository.
        'README.md:3: link node_modules/x/README.md: node_modules/x/README.md does not exist',
        'README.md:5: `npm run nope`: package.json has no script "nope" (scripts: build)',
        'README.md:10: with: nope: demo/action.yml has no input "nope"',
      ]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('checkBehaviourCitations: every source-cited behaviour of the fake is on docs/github-behaviour.md', () => {
  const fake = [
    '// A comment without a citation.',
    '// GitHub: github/docs#35252 (the limit is bytes)',
    '  // GitHub: "Events that trigger workflows" (check_suite)',
    '// GitHub: https://docs.github.com/rest/pulls (a URL)',
  ].join('\n');

  it('reports each citation the page does not name, at its line', () => {
    const problems = checkBehaviourCitations(
      memoryRepo({
        'fake-github/routes/x.ts': fake,
        'docs/github-behaviour.md': '- Source: github/docs#35252\n',
      }),
    );
    expect(problems.map((p) => [p.file, p.line])).toEqual([
      ['fake-github/routes/x.ts', 3],
      ['fake-github/routes/x.ts', 4],
    ]);
    expect(problems[0]!.message).toContain('Events that trigger workflows');
  });

  it('passes when the page names every source, and reports a missing page', () => {
    const page = 'github/docs#35252, "Events that trigger workflows", https://docs.github.com/rest/pulls';
    expect(
      checkBehaviourCitations(memoryRepo({ 'fake-github/routes/x.ts': fake, 'docs/github-behaviour.md': page })),
    ).toEqual([]);
    expect(checkBehaviourCitations(memoryRepo({ 'fake-github/routes/x.ts': fake }))).toHaveLength(3);
    // Only the fake's own TypeScript counts, and the route table's permissions.
    expect(checkBehaviourCitations(memoryRepo({ 'src/x.ts': fake }))).toEqual([]);
    expect(checkBehaviourCitations(memoryRepo({ 'src/core/github/routes.ts': fake }))).toHaveLength(3);
  });
});

describe('checkLineLengths', () => {
  const long = (n: number, word = 'word') => Array.from({ length: n }, () => word).join(' ');

  it('names the file and line of each prose line over 120 characters', () => {
    const text = ['# Title', '', long(24), long(25), '- ' + long(23), '  ' + long(24) + ' x'].join('\n');
    // 24 words of 4 letters and 23 spaces: 119 characters; 25: 124.
    expect(lines(checkLineLengths('docs/a.md', text))).toEqual([
      'docs/a.md:4: line is 124 characters, more than 120: wrap it (tables and code blocks are exempt)',
      'docs/a.md:6: line is 123 characters, more than 120: wrap it (tables and code blocks are exempt)',
    ]);
  });

  it('exempts code blocks, tables, link references, one word and one code span, and counts code points', () => {
    const text = [
      '```sh',
      long(40),
      '```',
      `| ${long(40)} |`,
      `[ref]: https://example.com/${'a'.repeat(120)}`,
      `https://example.com/${'a'.repeat(120)}`,
      `- \`${long(30)}\`,`,
      'é'.repeat(120),
      `${'é'.repeat(60)} ${'é'.repeat(60)}`,
    ].join('\n');
    expect(lines(checkLineLengths('a.md', text))).toEqual([
      'a.md:9: line is 121 characters, more than 120: wrap it (tables and code blocks are exempt)',
    ]);
  });
});

describe('word limits', () => {
  it('counts the words a reader reads: prose and tables, not code, comments or link targets', () => {
    const text = [
      '# Two words',
      '',
      'One [link text](https://example.com/a/b/c) here, and `code` too.',
      '',
      '| a | b |',
      '| - | - |',
      '',
      '<!-- not read -->',
      '```sh',
      'npm run demo',
      '```',
      '[id]: https://example.com',
    ].join('\n');
    expect(countWords(text)).toBe(2 + 7 + 2);
  });

  it('holds README.md to 1,200 words and docs/getting-started.md to 1,500, and no other file', () => {
    const words = (n: number) => Array.from({ length: n }, () => 'word').join(' ');
    expect(checkWordLimit('README.md', words(1200))).toEqual([]);
    expect(lines(checkWordLimit('README.md', words(1201)))).toEqual([
      'README.md:1: 1201 words, more than 1,200: move detail into the docs it links to',
    ]);
    expect(checkWordLimit('docs/getting-started.md', words(1500))).toEqual([]);
    expect(checkWordLimit('docs/getting-started.md', words(1501))).toHaveLength(1);
    expect(checkWordLimit('docs/security.md', words(5000))).toEqual([]);
  });

  it('keeps this repository within its limits', () => {
    const { repo, markdownFiles } = gitRepo(path.resolve(import.meta.dirname, '..', '..'));
    expect(markdownFiles).toEqual(expect.arrayContaining(['README.md', 'docs/getting-started.md']));
    const problems = markdownFiles.flatMap((f) => [
      ...checkWordLimit(f, repo.read(f) ?? ''),
      ...checkLineLengths(f, repo.read(f) ?? ''),
    ]);
    expect(lines(problems)).toEqual([]);
  });
});
