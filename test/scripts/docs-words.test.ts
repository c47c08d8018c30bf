import { describe, expect, it } from 'vitest';
import { checkDocs, type Repo } from '../../scripts/check-docs.js';
import {
  checkRepeatedParagraphs,
  checkTotalWords,
  isCountedDoc,
  paragraphs,
  REPEAT_MIN_WORDS,
  TOTAL_WORD_LIMIT,
} from '../../scripts/docs-words.js';

const sentence = (n: number, word = 'f') => Array.from({ length: n }, (_, i) => `${word}${i}`).join(' ');
const lines = (ps: { file: string; line: number; message: string }[]) =>
  ps.map((p) => `${p.file}:${p.line}: ${p.message}`);

describe('which docs count', () => {
  it('counts README, CONTRIBUTING, docs/ and the action READMEs, not the fake, the changelog or examples', () => {
    for (const f of [
      'README.md',
      'CONTRIBUTING.md',
      'docs/security.md',
      'ci-wait/README.md',
      'history-guard/README.md',
    ])
      expect(isCountedDoc(f), f).toBe(true);
    for (const f of ['fake-github/README.md', 'CHANGELOG.md', 'docs/sub/x.md', 'examples/README.md', 'src/README.md'])
      expect(isCountedDoc(f), f).toBe(false);
  });
});

describe('total word limit', () => {
  it('passes at the limit and refuses one word over, naming the total and the largest files', () => {
    const counts = new Map([
      ['README.md', 40],
      ['docs/security.md', 50],
      ['fake-github/README.md', 1000],
      ['CHANGELOG.md', 1000],
    ]);
    expect(checkTotalWords(counts, 90)).toEqual([]);
    expect(lines(checkTotalWords(counts, 89))).toEqual([
      'docs/security.md:1: the docs hold 90 words, more than 89 (largest: docs/security.md 50, README.md 40): ' +
        'say each fact once and link to it',
    ]);
  });

  it("is issue 30's goal of 30,000 words", () => {
    expect(TOTAL_WORD_LIMIT).toBe(30_000);
  });
});

describe('paragraphs', () => {
  it('joins wrapped lines and leaves out code, tables, headings and comments', () => {
    const text = [
      '# A heading with many words',
      'first line of a',
      'paragraph  that wraps',
      '',
      '```sh',
      'code is not prose',
      '```',
      '| a | table |',
      '<!-- a comment',
      'over lines -->',
      '- an item',
      '  continued',
      '- another item',
      '',
      '> quoted text',
    ].join('\n');
    expect(paragraphs(text)).toEqual([
      { line: 2, text: 'first line of a paragraph that wraps' },
      { line: 11, text: 'an item continued' },
      { line: 13, text: 'another item' },
      { line: 15, text: 'quoted text' },
    ]);
  });
});

describe('repeated paragraphs', () => {
  const long = sentence(REPEAT_MIN_WORDS);

  it('refuses a paragraph in two files, naming both places, whatever its wrapping or list marker', () => {
    const wrapped = long.split(' ');
    const docs = new Map([
      ['docs/security.md', `# Security\n\n${long}\n`],
      ['rebase-notify/README.md', `intro\n\n- ${wrapped.slice(0, 10).join(' ')}\n  ${wrapped.slice(10).join('   ')}\n`],
    ]);
    expect(lines(checkRepeatedParagraphs(docs))).toEqual([
      'rebase-notify/README.md:3: paragraph repeats docs/security.md:3: say it in one place and link to it',
    ]);
  });

  it('refuses a paragraph said twice in one file, and holds the fake GitHub README too', () => {
    expect(lines(checkRepeatedParagraphs(new Map([['docs/a.md', `${long}\n\n${long}\n`]])))).toEqual([
      'docs/a.md:3: paragraph repeats docs/a.md:1: say it in one place and link to it',
    ]);
    expect(
      checkRepeatedParagraphs(
        new Map([
          ['README.md', long],
          ['fake-github/README.md', long],
        ]),
      ),
    ).toHaveLength(1);
  });

  it('lets short paragraphs, different paragraphs, code blocks and the changelog repeat', () => {
    const short = sentence(REPEAT_MIN_WORDS - 1);
    const docs = new Map([
      ['README.md', `${short}\n\n${long}\n\n\`\`\`\n${long} code\n\`\`\`\n`],
      ['docs/b.md', `${short}\n\n${long} more\n\n\`\`\`\n${long} code\n\`\`\`\n`],
      ['CHANGELOG.md', long],
    ]);
    expect(checkRepeatedParagraphs(docs)).toEqual([]);
  });

  it('is part of checkDocs', () => {
    const files = { 'README.md': `${long}\n`, 'docs/x.md': `# X\n\n${long}\n` } as Record<string, string>;
    const repo: Repo = { files: new Set([...Object.keys(files), 'package.json']), read: (f) => files[f] ?? '{}' };
    expect(lines(checkDocs(repo, Object.keys(files)))).toEqual([
      'README.md:1: paragraph repeats docs/x.md:3: say it in one place and link to it',
    ]);
  });
});
