// The docs' size as a whole, checked by scripts/check-docs.ts:
//  - a total: the user's docs (README.md, CONTRIBUTING.md, docs/*.md and each action's README.md, generated
//    tables included) together hold at most TOTAL_WORD_LIMIT words, counted as a reader reads them (countWords).
//    fake-github/README.md is not counted: it documents a test fixture for contributors, not mergexo for users;
//    it is still held to the one-place rule below.
//  - one place per fact: a prose paragraph of REPEAT_MIN_WORDS words or more (whitespace normalised, markdown
//    punctuation kept) that appears in two of the checked files, or twice in one, is refused, naming both places:
//    say it once and link to it. Code blocks, tables, headings and HTML comments are not paragraphs.
import { scanMarkdown } from './check-docs.js';

/** Issue 30's goal, reached: never raised without a reason in the commit. */
export const TOTAL_WORD_LIMIT = 30_000;

/** A repeated sentence this long is a repeated fact, not a stock phrase. */
export const REPEAT_MIN_WORDS = 25;

/** The action folders whose README.md is a user's doc. */
const ACTION_READMES = ['ci-wait', 'history-guard', 'rebase-notify', 'write-root-gate'].map((a) => `${a}/README.md`);

/** Whether `file` counts towards TOTAL_WORD_LIMIT. */
export function isCountedDoc(file: string): boolean {
  return (
    file === 'README.md' ||
    file === 'CONTRIBUTING.md' ||
    /^docs\/[^/]+\.md$/.test(file) ||
    ACTION_READMES.includes(file)
  );
}

/** Whether `file` is held to the one-place rule: the counted docs and the fake GitHub's README. */
export function isRepeatChecked(file: string): boolean {
  return isCountedDoc(file) || file === 'fake-github/README.md';
}

export interface Paragraph {
  /** 1-based line of the paragraph's first line. */
  line: number;
  /** The paragraph's text, whitespace collapsed, list and quote markers removed. */
  text: string;
}

/** The prose paragraphs of a markdown text: runs of non-blank lines outside code, tables, headings and comments. */
export function paragraphs(text: string): Paragraph[] {
  const { lines, inFence } = scanMarkdown(text.replace(/<!--[\s\S]*?-->/g, (c) => c.replace(/[^\n]/g, ' ')));
  const out: Paragraph[] = [];
  let start = -1;
  let buf: string[] = [];
  const flush = () => {
    if (buf.length > 0) out.push({ line: start + 1, text: buf.join(' ').replace(/\s+/g, ' ').trim() });
    buf = [];
  };
  lines.forEach((raw, i) => {
    const line = raw.trim();
    const item = /^(?:>\s*)*(?:[-*+]|\d+[.)])\s+/.test(line);
    if (inFence[i] || line === '' || line.startsWith('#') || line.startsWith('|') || /^(?:>\s*)+$/.test(line)) {
      flush();
      return;
    }
    // A list item starts its own paragraph: two lists that share one item repeat that item, not the list.
    if (item) flush();
    if (buf.length === 0) start = i;
    buf.push(line.replace(/^(?:>\s*)*(?:[-*+]|\d+[.)])?\s*/, ''));
  });
  flush();
  return out;
}

function wordsIn(text: string): number {
  return text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}

export interface DocProblem {
  file: string;
  line: number;
  message: string;
}

/** The total over the counted docs, as one problem on the largest of them when it is over the limit. */
export function checkTotalWords(counts: ReadonlyMap<string, number>, limit = TOTAL_WORD_LIMIT): DocProblem[] {
  const counted = [...counts].filter(([f]) => isCountedDoc(f)).sort((a, b) => b[1] - a[1]);
  const total = counted.reduce((n, [, w]) => n + w, 0);
  if (total <= limit || counted.length === 0) return [];
  const top = counted
    .slice(0, 3)
    .map(([f, w]) => `${f} ${w}`)
    .join(', ');
  return [
    {
      file: counted[0]?.[0] ?? 'README.md',
      line: 1,
      message:
        `the docs hold ${total} words, more than ${limit.toLocaleString('en-US')} (largest: ${top}): ` +
        'say each fact once and link to it',
    },
  ];
}

/** Every prose paragraph of REPEAT_MIN_WORDS words or more found in two places, reported at its later place. */
export function checkRepeatedParagraphs(docs: ReadonlyMap<string, string>, minWords = REPEAT_MIN_WORDS): DocProblem[] {
  const first = new Map<string, { file: string; line: number }>();
  const problems: DocProblem[] = [];
  for (const [file, text] of [...docs].sort((a, b) => a[0].localeCompare(b[0]))) {
    if (!isRepeatChecked(file)) continue;
    for (const p of paragraphs(text)) {
      if (wordsIn(p.text) < minWords) continue;
      const seen = first.get(p.text);
      if (seen === undefined) {
        first.set(p.text, { file, line: p.line });
        continue;
      }
      problems.push({
        file,
        line: p.line,
        message: `paragraph repeats ${seen.file}:${seen.line}: say it in one place and link to it`,
      });
    }
  }
  return problems;
}
