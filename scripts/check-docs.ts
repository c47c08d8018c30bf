// Checks what the repository's markdown says against the repository itself, for every tracked *.md file outside
// node_modules/ and dist/:
//  - links: every relative link `[text](path)`, `[text](path#anchor)`, `[text](#anchor)` (and `![alt](path)`,
//    `[id]: path`) names a file or directory of the repository, and an anchor into a markdown file names one of
//    its headings (GitHub's slug of the heading, see githubSlug) or an explicit `id`/`name` anchor. Links with a
//    scheme (https:, mailto:, ...) are not followed: no network.
//  - commands: every `npm run <script>` (also `npm run-script`, and with `-- args`) names a script of
//    package.json. `npm test`, `npm ci` and `npx ...` are not scripts and are not checked.
//  - paths: every path into this repository's own directories (src/, test/, scripts/, bench/, chaos/, the actions'
//    folders, ...) quoted in a code span in prose (`src/core/pr/read.ts`, optionally with `:line`) exists. A path
//    under a directory that does not exist (`src/a/b.ts`, a glob's example) is an example, not a claim; globs (`*`)
//    and placeholders (`<action>`) are left alone, and so are .github/ and docs/, which name the reader's files too.
//  - inputs: in every fenced yaml block, each `uses: <owner>/mergexo[/<path>]@<ref>` step or job has a `with:`
//    map whose keys are inputs of what it uses: <path>/action.yml (the root action.yml without a path), or the
//    `on.workflow_call` inputs (and `secrets:` against its secrets) of a reusable workflow under
//    .github/workflows/. A `with:` without a `uses:` beside it is reported (a fragment nobody can check), and so
//    is a yaml block that does not parse: it cannot be checked, and GitHub would show it as broken yaml too.
//  - GitHub behaviours: every behaviour of the fake GitHub that cites its source, in a comment line of a
//    fake-github/ TypeScript file written `// GitHub: <source> (<what>)` (the source: `owner/repo#N`, a docs URL
//    or a quoted page title), is listed in docs/github-behaviour.md under that same source, so no decision rests on
//    a behaviour of the fake that the page does not state (see BEHAVIOUR_CITATION). The route tables' permissions
//    (src/core/github/routes.ts, setup-routes.ts) cite their sources the same way and are held to the same page.
//  - prose lines: no line is longer than 120 characters (Unicode code points). Exempt: lines in fenced code
//    blocks (a command or a file is copied as it is), table rows (a row is one line in markdown), link reference
//    definitions (`[id]: url`), and a line that is one word or one code span (a long URL or a quoted message on
//    its own cannot be wrapped).
//  - word limits: README.md at most 1,200 words, docs/getting-started.md at most 1,500 (WORD_LIMITS). A word is
//    a run of non-space characters with a letter or digit in it, counted in the prose and the tables as a reader
//    sees them: fenced code blocks, HTML comments and link targets are not counted. The docs together are held
//    to a total, and a paragraph said in two files is refused (scripts/docs-words.ts).
// Link targets are the files git knows: tracked ones and untracked ones that are not ignored (so a new file
// links before its first commit, but nothing under node_modules/ does), which exist on disk.
// Prints `file:line: message` for each problem and exits 1 when there is any.
//
// Usage: tsx scripts/check-docs.ts [ROOT]   (default: the repository this script is in)
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isMap, isPair, isScalar, LineCounter, parse, parseDocument, visit, type YAMLMap } from 'yaml';
import { checkRepeatedParagraphs, checkTotalWords } from './docs-words.js';

export interface Problem {
  /** Path relative to the repository root, with forward slashes. */
  file: string;
  line: number;
  message: string;
}

/** The repository as the check sees it: its files (relative, forward slashes) and a way to read them. */
export interface Repo {
  files: ReadonlySet<string>;
  read(file: string): string | undefined;
}

/**
 * GitHub's anchor for a heading (the rule of github-slugger, which github.com uses): the heading's rendered text,
 * lowercased; every character other than a letter, a digit, a space, a hyphen or an underscore removed; each
 * space turned into a hyphen (spaces are not collapsed: "a - b" gives "a---b"). A repeated slug gets `-1`, `-2`,
 * ... in document order (see headingAnchors).
 */
export function githubSlug(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}_ -]/gu, '')
    .replace(/ /g, '-');
}

const CODE_SPAN = /(`+)([^`]|[^`][\s\S]*?[^`])\1(?!`)/g;

/** A heading's rendered text: link and image texts, code span contents, no emphasis markers or HTML tags. */
export function headingText(markdown: string): string {
  const plain = (s: string) =>
    s
      .replace(/!?\[([^\]]*)\](?:\([^)]*\)|\[[^\]]*\])/g, '$1')
      .replace(/<[^>]+>/g, '')
      .replace(/\*+/g, '')
      // `_` is emphasis only at a word's edge; inside a word (dry_run) it is text and stays in the slug.
      .replace(/(^|[^\p{L}\p{N}])_+|_+(?=$|[^\p{L}\p{N}])/gu, '$1');
  let out = '';
  let last = 0;
  for (const m of markdown.matchAll(CODE_SPAN)) {
    out += plain(markdown.slice(last, m.index)) + (m[2] ?? '').replace(/^ (.*) $/, '$1');
    last = m.index + m[0].length;
  }
  return out + plain(markdown.slice(last));
}

interface FencedBlock {
  /** The info string's first word, lowercased (`yaml`, `sh`, or '' for none). */
  lang: string;
  /** 1-based line of the block's first content line. */
  line: number;
  /** The content, with the fence's indentation removed. */
  text: string;
}

interface Scanned {
  lines: string[];
  /** Per line: true inside a fenced code block (fences included). */
  inFence: boolean[];
  blocks: FencedBlock[];
}

const FENCE_OPEN = /^(\s*)(`{3,}|~{3,})\s*([^`\s]*)/;

export function scanMarkdown(text: string): Scanned {
  const lines = text.split(/\r?\n/);
  const inFence = lines.map(() => false);
  const blocks: FencedBlock[] = [];
  for (let i = 0; i < lines.length; i++) {
    const open = FENCE_OPEN.exec(lines[i] ?? '');
    if (!open) continue;
    const [, indent = '', fence = '```', info = ''] = open;
    const close = new RegExp(`^\\s*${fence.charAt(0)}{${fence.length},}\\s*$`);
    let j = i + 1;
    while (j < lines.length && !close.test(lines[j] ?? '')) j++;
    for (let k = i; k <= Math.min(j, lines.length - 1); k++) inFence[k] = true;
    const body = lines
      .slice(i + 1, j)
      .map((l) => l.slice(Math.min(indent.length, /^ */.exec(l)?.[0].length ?? 0)))
      .join('\n');
    blocks.push({ lang: info.toLowerCase(), line: i + 2, text: body });
    i = j;
  }
  return { lines, inFence, blocks };
}

/** Every anchor a markdown file offers: heading slugs (numbered when repeated) and explicit `id`/`name` anchors. */
export function headingAnchors(text: string): Set<string> {
  const { lines, inFence } = scanMarkdown(text);
  const anchors = new Set<string>();
  // github-slugger's numbering: a slug already taken gets the next free `-<n>`, counted per original slug.
  const occurrences = new Map<string, number>();
  const add = (heading: string) => {
    const slug = githubSlug(headingText(heading));
    let unique = slug;
    while (occurrences.has(unique)) {
      const n = (occurrences.get(slug) ?? 0) + 1;
      occurrences.set(slug, n);
      unique = `${slug}-${n}`;
    }
    occurrences.set(unique, 0);
    anchors.add(unique);
  };
  lines.forEach((line, i) => {
    if (inFence[i]) return;
    const atx = /^ {0,3}#{1,6}(?:[ \t]+(.*?))?(?:[ \t]+#+)?[ \t]*$/.exec(line);
    const prev = (i > 0 ? lines[i - 1] : undefined) ?? '';
    if (atx) add(atx[1] ?? '');
    else if (
      /^ {0,3}(=+|-+)[ \t]*$/.test(line) &&
      i > 0 &&
      !inFence[i - 1] &&
      prev.trim() !== '' &&
      !/^ {0,3}#/.test(prev) &&
      !/^\s*([-*+]|\d+[.)])\s/.test(prev) &&
      !prev.includes('|')
    ) {
      add(prev);
    }
    for (const m of line.matchAll(/<[a-z][^>]*?\s(?:id|name)=["']([^"']+)["']/gi)) anchors.add(m[1] ?? '');
  });
  return anchors;
}

/** Line (1-based) of an offset in a text. */
function lineAt(text: string, offset: number): number {
  let line = 1;
  for (let i = text.indexOf('\n'); i >= 0 && i < offset; i = text.indexOf('\n', i + 1)) line++;
  return line;
}

/** The text with fenced blocks blanked and code spans masked, line breaks and offsets kept: prose only. */
function proseOf(scanned: Scanned): string {
  const text = scanned.lines.map((l, i) => (scanned.inFence[i] ? '' : l)).join('\n');
  return text.replace(CODE_SPAN, (span) => (/\n[ \t]*\n/.test(span) ? span : span.replace(/[^\n]/g, 'x')));
}

const INLINE_LINK = /!?\[((?:[^[\]]|\[[^[\]]*\])*)\]\(\s*(?:<([^>\n]*)>|([^()\s]*(?:\([^()\s]*\)[^()\s]*)*))/g;
const LINK_DEFINITION = /^ {0,3}\[[^\]]+\]:[ \t]*<?([^\s>]+)>?/gm;
const SCHEME = /^[a-z][a-z0-9+.-]*:|^\/\//i;

function isDir(repo: Repo, rel: string): boolean {
  if (rel === '') return true;
  for (const f of repo.files) if (f.startsWith(`${rel}/`)) return true;
  return false;
}

/** Problems with one link target written in `file` at `line`. */
export function checkLink(file: string, line: number, target: string, repo: Repo, text?: string): Problem[] {
  if (target === '' || SCHEME.test(target)) return [];
  const hash = target.indexOf('#');
  const rawPath = (hash < 0 ? target : target.slice(0, hash)).replace(/\?.*$/, '');
  const rawAnchor = hash < 0 ? '' : target.slice(hash + 1);
  const decode = (s: string) => {
    try {
      return decodeURIComponent(s);
    } catch {
      return s;
    }
  };
  const report = (message: string) => [{ file, line, message }];
  let rel = file;
  if (rawPath !== '') {
    const p = decode(rawPath);
    rel = path.posix.normalize(p.startsWith('/') ? p.slice(1) : path.posix.join(path.posix.dirname(file), p));
    rel = rel.replace(/\/+$/, '');
    if (rel === '.') rel = '';
    if (rel === '..' || rel.startsWith('../')) return report(`link ${target} leaves the repository`);
    if (!repo.files.has(rel) && !isDir(repo, rel)) return report(`link ${target}: ${rel || '.'} does not exist`);
  }
  if (rawAnchor === '' || !(repo.files.has(rel) || rel === file) || !/\.md$/i.test(rel)) return [];
  const anchor = decode(rawAnchor);
  const anchors = headingAnchors((rel === file ? text : undefined) ?? repo.read(rel) ?? '');
  if (anchors.has(anchor)) return [];
  const lower = anchor.toLowerCase();
  const hint = anchors.has(lower) ? ` (anchors are lowercase: #${lower})` : '';
  return report(`link ${target}: ${rel} has no heading with anchor #${anchor}${hint}`);
}

/** Problems with the relative links of one markdown file. */
export function checkLinks(file: string, text: string, repo: Repo): Problem[] {
  const prose = proseOf(scanMarkdown(text));
  const problems: Problem[] = [];
  for (const m of prose.matchAll(INLINE_LINK)) {
    const target = m[2] ?? m[3] ?? '';
    // The line of the `](`, where the target is written (the text may wrap onto an earlier line).
    problems.push(...checkLink(file, lineAt(prose, m.index + 1 + (m[1] ?? '').length + 1), target, repo, text));
  }
  for (const m of prose.matchAll(LINK_DEFINITION)) {
    problems.push(...checkLink(file, lineAt(prose, m.index), m[1] ?? '', repo, text));
  }
  return problems;
}

const QUOTED_PATH = /^[\w-]+\/[\w./-]+$/;
/**
 * This repository's own top-level directories: a path quoted under another (`.github/...`, `docs/...`) may be one
 * of the reader's repository.
 */
const OWN_DIRS = new Set([
  'src',
  'test',
  'scripts',
  'bench',
  'chaos',
  'fake-github',
  'examples',
  'dist',
  'history-guard',
  'write-root-gate',
  'ci-wait',
  'rebase-notify',
]);

/** Problems with the repository paths quoted in code spans in the prose of one markdown file. */
export function checkPaths(file: string, text: string, repo: Repo): Problem[] {
  const scanned = scanMarkdown(text);
  const prose = scanned.lines.map((l, i) => (scanned.inFence[i] ? '' : l)).join('\n');
  const problems: Problem[] = [];
  for (const m of prose.matchAll(CODE_SPAN)) {
    const quoted = (m[2] ?? '').trim().replace(/:\d+(-\d+)?$/, '');
    if (!QUOTED_PATH.test(quoted) || quoted.includes('//')) continue;
    const rel = quoted.replace(/\/+$/, '');
    const segments = rel.split('/');
    if (!OWN_DIRS.has(segments[0] ?? '')) continue;
    // Under a directory that does not exist, a path is an example (`src/a/b.ts` for a glob), not a claim.
    const parent = segments.slice(0, 2).join('/');
    if (parent !== rel && !isDir(repo, parent)) continue;
    if (repo.files.has(rel) || isDir(repo, rel)) continue;
    problems.push({ file, line: lineAt(prose, m.index), message: `\`${quoted}\` does not exist in the repository` });
  }
  return problems;
}

const NPM_RUN = /\bnpm\s+(?:run|run-script)\s+(?:-{1,2}[a-z][\w-]*\s+)*([\w:.@/-]+)/g;

/** Problems with the `npm run <script>` commands of one markdown file (in prose and code alike). */
export function checkScripts(file: string, text: string, scripts: ReadonlySet<string>): Problem[] {
  const problems: Problem[] = [];
  for (const m of text.matchAll(NPM_RUN)) {
    const name = (m[1] ?? '').replace(/[.:]+$/, ''); // a sentence's full stop or colon is not part of the name
    if (name === '' || scripts.has(name)) continue;
    problems.push({
      file,
      line: lineAt(text, m.index),
      message: `\`npm run ${name}\`: package.json has no script "${name}" (scripts: ${[...scripts].join(', ')})`,
    });
  }
  return problems;
}

interface Callee {
  /** What `uses:` resolved to, for messages: `ci-wait/action.yml`, `.github/workflows/mergexo.yml`. */
  source: string;
  inputs: Set<string>;
  /** Only for a reusable workflow. */
  secrets?: Set<string>;
}

const MERGEXO_USES = /^[\w.-]+\/mergexo(?:\/([^@\s]*))?(?:@|$)/;

/** What a `uses:` value of mergexo names in `repo`; undefined when it is not mergexo; a string when it names nothing. */
export function resolveUses(uses: string, repo: Repo): Callee | string | undefined {
  const m = MERGEXO_USES.exec(uses);
  if (!m) return undefined;
  const sub = (m[1] ?? '').replace(/\/+$/, '');
  const keys = (value: unknown) =>
    new Set(value && typeof value === 'object' && !Array.isArray(value) ? Object.keys(value) : []);
  const load = (file: string): Record<string, unknown> | undefined => {
    const text = repo.read(file);
    if (text === undefined) return undefined;
    try {
      const doc: unknown = parse(text);
      return doc && typeof doc === 'object' ? (doc as Record<string, unknown>) : {};
    } catch {
      return {};
    }
  };
  if (/^\.github\/workflows\/[^/]+\.ya?ml$/.test(sub)) {
    const workflow = load(sub);
    if (!workflow) return `${sub} does not exist`;
    const on = workflow.on as Record<string, { inputs?: unknown; secrets?: unknown } | null> | undefined;
    const call = on && typeof on === 'object' && 'workflow_call' in on ? on.workflow_call : undefined;
    if (call === undefined) return `${sub} is not a reusable workflow (no on.workflow_call)`;
    return { source: sub, inputs: keys(call?.inputs), secrets: keys(call?.secrets) };
  }
  for (const name of ['action.yml', 'action.yaml']) {
    const file = sub === '' ? name : `${sub}/${name}`;
    const action = load(file);
    if (action) return { source: file, inputs: keys(action.inputs) };
  }
  return `${sub === '' ? 'the repository root' : sub} has no action.yml`;
}

/** The closest name within 3 edits, for a "did you mean". */
function closest(name: string, names: Iterable<string>): string | undefined {
  const distance = (a: string, b: string): number => {
    let row = Array.from({ length: b.length + 1 }, (_, j) => j);
    for (let i = 1; i <= a.length; i++) {
      const next = [i];
      for (let j = 1; j <= b.length; j++) {
        const substitute = (row[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1);
        next[j] = Math.min((row[j] ?? 0) + 1, (next[j - 1] ?? 0) + 1, substitute);
      }
      row = next;
    }
    return row[b.length] ?? 0;
  };
  let best: string | undefined;
  let bestDistance = 4;
  for (const candidate of names) {
    const d = distance(name, candidate);
    if (d < bestDistance) [best, bestDistance] = [candidate, d];
  }
  return best;
}

/** Problems with the `with:` inputs of mergexo's actions and workflow in the yaml blocks of one markdown file. */
export function checkInputs(file: string, text: string, repo: Repo): Problem[] {
  const problems: Problem[] = [];
  for (const block of scanMarkdown(text).blocks) {
    if (block.lang !== 'yaml' && block.lang !== 'yml') continue;
    const lineCounter = new LineCounter();
    const doc = parseDocument(block.text, { lineCounter });
    const lineOf = (node: unknown): number => {
      const range = (node as { range?: [number, number, number] } | null | undefined)?.range;
      return block.line - 1 + (range ? lineCounter.linePos(range[0]).line : 1);
    };
    const err = doc.errors[0];
    if (err) {
      problems.push({
        file,
        line: block.line - 1 + lineCounter.linePos(err.pos[0]).line,
        message: `yaml block does not parse, so its inputs are not checked: ${err.message.split('\n')[0]}`,
      });
      continue;
    }
    visit(doc, {
      Map(_, map: YAMLMap) {
        const get = (key: string) => map.items.find((p) => isPair(p) && isScalar(p.key) && p.key.value === key);
        const uses = get('uses');
        const withPair = get('with');
        if (!uses && withPair) {
          // In a workflow `with:` always sits beside the `uses:` it configures; a fragment without it cannot be
          // checked, and a reader cannot tell which action or workflow takes those inputs either.
          problems.push({
            file,
            line: lineOf(withPair.key),
            message: '`with:` without a `uses:` beside it: show the `uses:` line, so its inputs can be checked',
          });
          return;
        }
        if (!uses || !isScalar(uses.value) || typeof uses.value.value !== 'string') return;
        const value = uses.value.value;
        // `OWNER/mergexo/<action>@<ref>` is a pattern, not a path: nothing to resolve.
        if (/<[^>]*>/.test(value.split('@')[0] ?? '')) return;
        const callee = resolveUses(value, repo);
        if (callee === undefined) return;
        if (typeof callee === 'string') {
          problems.push({ file, line: lineOf(uses.value), message: `uses: ${value}: ${callee}` });
          return;
        }
        const sections: [string, Set<string> | undefined, string][] = [
          ['with', callee.inputs, 'input'],
          ['secrets', callee.secrets, 'secret'],
        ];
        for (const [key, known, kind] of sections) {
          const section = get(key);
          if (!known || !section || !isMap(section.value)) continue;
          for (const item of section.value.items) {
            const name = isScalar(item.key) ? String(item.key.value) : String(item.key);
            if (known.has(name)) continue;
            const guess = closest(name, known);
            problems.push({
              file,
              line: lineOf(item.key),
              message: `${key}: ${name}: ${callee.source} has no ${kind} "${name}"${guess ? ` (did you mean "${guess}"?)` : ''}`,
            });
          }
        }
      },
    });
  }
  return problems;
}

/** The page every source-cited behaviour of the fake must be listed on. */
export const BEHAVIOUR_PAGE = 'docs/github-behaviour.md';
/**
 * A citation in the fake: `// GitHub: <source> (<what>)`. The source is one token (`owner/repo#123`, a URL) or a
 * double-quoted page title ("Events that trigger workflows").
 */
const BEHAVIOUR_CITATION = /^\s*\/\/ GitHub: ("[^"]+"|\S+)/;

/** The files outside the fake whose claims about GitHub are cited: which permission each route needs. */
const ROUTE_TABLES = ['src/core/github/routes.ts', 'src/core/github/setup-routes.ts'];

/** Each `// GitHub: <source>` of the fake (or the route table) whose source docs/github-behaviour.md does not name. */
export function checkBehaviourCitations(repo: Repo): Problem[] {
  const fakeFiles = [...repo.files]
    .filter((f) => (f.startsWith('fake-github/') && f.endsWith('.ts')) || ROUTE_TABLES.includes(f))
    .sort();
  const page = repo.read(BEHAVIOUR_PAGE);
  const problems: Problem[] = [];
  for (const file of fakeFiles) {
    const lines = (repo.read(file) ?? '').split('\n');
    lines.forEach((line, i) => {
      const source = BEHAVIOUR_CITATION.exec(line)?.[1]?.replace(/^"|"$/g, '');
      if (!source) return;
      if (page === undefined) {
        problems.push({ file, line: i + 1, message: `cites GitHub (${source}) but ${BEHAVIOUR_PAGE} does not exist` });
      } else if (!page.includes(source)) {
        problems.push({
          file,
          line: i + 1,
          message: `the fake's behaviour cited from ${source} is not listed in ${BEHAVIOUR_PAGE}: add it there`,
        });
      }
    });
  }
  return problems;
}

export const MAX_LINE = 120;

/** The documents a person reads in one sitting, and how many words each may have. */
export const WORD_LIMITS: Readonly<Record<string, number>> = {
  'README.md': 1200,
  'docs/getting-started.md': 1500,
};

const TABLE_ROW = /^\s*\|/;
const LINK_REFERENCE = /^ {0,3}\[[^\]]+\]:/;

/** Prose lines longer than MAX_LINE, each named by file and line, with the fix. */
export function checkLineLengths(file: string, text: string): Problem[] {
  const { lines, inFence } = scanMarkdown(text);
  const problems: Problem[] = [];
  lines.forEach((line, i) => {
    const length = [...line].length;
    if (length <= MAX_LINE || inFence[i] || TABLE_ROW.test(line) || LINK_REFERENCE.test(line)) return;
    // A line that is one word or one code span (after a list marker or a quote's `>`) cannot be wrapped.
    const body = line.replace(/^\s*(?:>\s*)*(?:[-*+]|\d+[.)])?\s*/, '').replace(CODE_SPAN, 'x');
    if (!/\S\s+\S/.test(body)) return;
    problems.push({
      file,
      line: i + 1,
      message: `line is ${length} characters, more than ${MAX_LINE}: wrap it (tables and code blocks are exempt)`,
    });
  });
  return problems;
}

/** The words a reader reads in a markdown text: prose and tables, without code blocks, comments or link targets. */
export function countWords(text: string): number {
  const scanned = scanMarkdown(text);
  const prose = scanned.lines
    .map((l, i) => (scanned.inFence[i] ? '' : l))
    .join('\n')
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/(\]\()[^)\s]*\)/g, ']')
    .replace(/^ {0,3}\[[^\]]+\]:.*$/gm, '');
  return prose.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}

/** A document over its word limit: one problem at its first line. */
export function checkWordLimit(file: string, text: string, limits = WORD_LIMITS): Problem[] {
  const limit = limits[file];
  if (limit === undefined) return [];
  const words = countWords(text);
  if (words <= limit) return [];
  return [
    {
      file,
      line: 1,
      message: `${words} words, more than ${limit.toLocaleString('en-US')}: move detail into the docs it links to`,
    },
  ];
}

/** Every problem of the given markdown files. */
export function checkDocs(repo: Repo, markdownFiles: readonly string[]): Problem[] {
  let scripts: Set<string>;
  try {
    const pkg = JSON.parse(repo.read('package.json') ?? '{}') as { scripts?: Record<string, string> };
    scripts = new Set(Object.keys(pkg.scripts ?? {}));
  } catch {
    scripts = new Set();
  }
  const problems: Problem[] = [];
  const counts = new Map<string, number>();
  const texts = new Map<string, string>();
  for (const file of markdownFiles) {
    const text = repo.read(file);
    if (text === undefined) continue;
    counts.set(file, countWords(text));
    texts.set(file, text);
    problems.push(
      ...checkLinks(file, text, repo),
      ...checkPaths(file, text, repo),
      ...checkScripts(file, text, scripts),
      ...checkInputs(file, text, repo),
      ...checkLineLengths(file, text),
      ...checkWordLimit(file, text),
    );
  }
  problems.push(...checkBehaviourCitations(repo), ...checkTotalWords(counts), ...checkRepeatedParagraphs(texts));
  return problems.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
}

/** The repository under `root` as git lists it, read from disk. */
export function gitRepo(root: string): { repo: Repo; markdownFiles: string[] } {
  const git = (...args: string[]) =>
    execFileSync('git', ['-C', root, 'ls-files', '-z', ...args], { encoding: 'utf8', maxBuffer: 64 << 20 })
      .split('\0')
      .filter((f) => f !== '');
  const onDisk = (f: string) => existsSync(path.join(root, f)) && statSync(path.join(root, f)).isFile();
  const files = new Set([...git('--cached'), ...git('--others', '--exclude-standard')].filter(onDisk));
  const markdownFiles = git('--', '*.md')
    .filter((f) => onDisk(f) && !/(^|\/)(node_modules|dist)\//.test(f))
    .sort();
  const repo: Repo = {
    files,
    read: (f) => (files.has(f) ? readFileSync(path.join(root, f), 'utf8') : undefined),
  };
  return { repo, markdownFiles };
}

function main(): void {
  const root = path.resolve(process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '..'));
  const { repo, markdownFiles } = gitRepo(root);
  const problems = checkDocs(repo, markdownFiles);
  for (const p of problems) console.log(`${p.file}:${p.line}: ${p.message}`);
  if (problems.length > 0) {
    console.error(`docs:links: FAILED: ${problems.length} problem(s) in ${markdownFiles.length} markdown file(s)`);
    process.exit(1);
  }
  console.log(`docs:links: ok: ${markdownFiles.length} markdown file(s)`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main();
}
