import { LineCounter, isAlias, isNode, parseDocument, visit, type Document } from 'yaml';
import { ConfigurationError } from '../../core/pure/errors.js';
import { parseLeaseConfig, type LeaseConfig } from '../../write-root-gate/index.js';

/**
 * The lease file read as write-root-gate reads it (its own parser, `parseLeaseConfig`), and, when the gate would
 * refuse it, where the mistake is and how to fix it. The gate's verdict is the one that counts: a file is invalid
 * exactly when the gate throws; this module only says more about why, at the line and column the mistake is at
 * (the gate's own message when nothing here knows better). Pure.
 */

/** What is wrong, as facts: `./messages.ts` words each kind with its fix. */
export type Problem =
  | { kind: 'flow-bot'; login: string }
  | { kind: 'tab' }
  | { kind: 'reserved-start'; char: string; value: string }
  | { kind: 'duplicate-key'; key: string }
  | { kind: 'colon-in-value'; value: string }
  | { kind: 'unclosed-quote'; quote: string }
  | { kind: 'indent'; yaml: string }
  | { kind: 'alias'; value: string }
  | { kind: 'anchor'; value: string }
  | { kind: 'not-text'; where: string; value: string }
  | { kind: 'unknown-key'; key: string; where: string; allowed: string[]; suggestion?: string }
  | { kind: 'yaml'; yaml: string }
  | { kind: 'gate'; where: string; message: string };

export interface Located {
  line: number;
  column?: number;
  problem: Problem;
}

export type LeaseRead = { ok: true; config: LeaseConfig } | { ok: false; error: Located };

const YAML_OPTIONS = { prettyErrors: false, uniqueKeys: true } as const;

/** Reads `text` as the gate does; on a refusal, the mistake located and named. */
export function readLease(text: string, file: string): LeaseRead {
  try {
    return { ok: true, config: parseLeaseConfig(text, file) };
  } catch (e) {
    if (!(e instanceof ConfigurationError)) throw e;
    return { ok: false, error: locate(text, file, e.message) };
  }
}

function locate(text: string, file: string, gateMessage: string): Located {
  const lines = new LineCounter();
  const doc = parseDocument(text, { ...YAML_OPTIONS, lineCounter: lines });
  const syntax = doc.errors[0];
  if (syntax) {
    const { line, col } = lines.linePos(syntax.pos[0]);
    return syntaxProblem(text.split(/\r?\n/), line, col, syntax.code, syntax.message.split('\n')[0] ?? '');
  }
  return yamlSurprise(doc, text, lines) ?? fromGate(file, gateMessage, text);
}

const lineAt = (lines: readonly string[], line: number): string => lines[line - 1] ?? '';

function syntaxProblem(lines: readonly string[], line: number, col: number, code: string, yaml: string): Located {
  const here = lineAt(lines, line);
  // `author: [dependabot[bot], alice]`: in a flow list, `[bot]` opens a list of its own, so the item ends early.
  const flow = /\[[^\]\n]*?([A-Za-z0-9][A-Za-z0-9-]*\[bot\])/.exec(here);
  if (flow && code === 'MISSING_CHAR') {
    return {
      line,
      column: (flow.index ?? 0) + flow[0].length - (flow[1]?.length ?? 0) + 1,
      problem: { kind: 'flow-bot', login: flow[1] ?? '' },
    };
  }
  if (code === 'TAB_AS_INDENT') return { line, column: col, problem: { kind: 'tab' } };
  if (code === 'BAD_SCALAR_START') {
    const value = here.slice(col - 1).trim();
    return { line, column: col, problem: { kind: 'reserved-start', char: value[0] ?? '', value } };
  }
  if (code === 'DUPLICATE_KEY') {
    const key = /^\s*(?:-\s+)?([^:#\s][^:#]*?)\s*:/.exec(here)?.[1] ?? '';
    return { line, column: col, problem: { kind: 'duplicate-key', key } };
  }
  if (code === 'BLOCK_AS_IMPLICIT_KEY' || /compact mappings|Implicit map keys/.test(yaml)) {
    const value = /:\s+(.*:\s.*)$/.exec(here)?.[1]?.trim() ?? here.trim();
    return { line, column: col, problem: { kind: 'colon-in-value', value } };
  }
  const quote = /Missing closing (['"])quote/.exec(yaml)?.[1];
  if (quote) {
    // YAML notices at the end of the file; the quote was opened on the last line with an odd count of them.
    for (let l = line; l >= 1; l--) {
      const count = lineAt(lines, l).replace(/#.*$/, '').split(quote).length - 1;
      if (count % 2 === 1) {
        return { line: l, column: lineAt(lines, l).indexOf(quote) + 1, problem: { kind: 'unclosed-quote', quote } };
      }
    }
    return { line, column: col, problem: { kind: 'unclosed-quote', quote } };
  }
  if (code === 'BAD_INDENT' || /indicator|indent|same column/.test(yaml)) {
    return { line, column: col, problem: { kind: 'indent', yaml } };
  }
  return { line, column: col, problem: { kind: 'yaml', yaml } };
}

/** Valid YAML that is not what the writer meant: an unquoted `*` or `&` glob read as an alias or an anchor. */
function yamlSurprise(doc: Document.Parsed, text: string, lines: LineCounter): Located | undefined {
  let found: Located | undefined;
  visit(doc, {
    Alias(_, node) {
      if (found || node.resolve(doc) !== undefined) return;
      const at = node.range?.[0] ?? 0;
      const { line, col } = lines.linePos(at);
      found = { line, column: col, problem: { kind: 'alias', value: lineText(text, at) } };
    },
    Node(_, node) {
      if (found || !isNode(node) || isAlias(node) || node.anchor === undefined) return;
      if (node.toJSON() !== null && node.toJSON() !== '') return;
      const at = node.range?.[0] ?? 0;
      const { line, col } = lines.linePos(at);
      const anchorAt = text.lastIndexOf('&', at);
      found = {
        line,
        column: anchorAt >= 0 ? lines.linePos(anchorAt).col : col,
        problem: { kind: 'anchor', value: `&${node.anchor}` },
      };
    },
  });
  return found;
}

/** The value starting at `at`, to the end of its line. */
const lineText = (text: string, at: number): string => text.slice(at).split(/\r?\n/)[0]?.trim() ?? '';

/** The gate's message (`FILE line N: WHERE: MESSAGE`), located, with the kinds lint can add a fix to. */
function fromGate(file: string, message: string, text: string): Located {
  const m = new RegExp(`^${escapeRegex(file)} line (\\d+): ([^:]+): ([\\s\\S]*)$`).exec(message);
  if (!m) return { line: 1, problem: { kind: 'gate', where: '', message } };
  const line = Number(m[1]);
  const where = m[2] ?? '';
  const rest = m[3] ?? '';
  const unknown = /^unknown key '([^']*)' \(allowed here: ([^)]*)\)$/.exec(rest);
  if (unknown) {
    const allowed = (unknown[2] ?? '').split(', ');
    const key = unknown[1] ?? '';
    const suggestion = allowed.find((a) => editDistance(a, key) <= 2);
    return { line, problem: { kind: 'unknown-key', key, where, allowed, ...(suggestion ? { suggestion } : {}) } };
  }
  if (rest === 'must be a non-empty text value') {
    const value = valueOnLine(text, line);
    return { line, ...columnOf(text, line, value), problem: { kind: 'not-text', where, value } };
  }
  const quoted = /'([^']+)'/.exec(rest)?.[1];
  return { line, ...(quoted ? columnOf(text, line, quoted) : {}), problem: { kind: 'gate', where, message: rest } };
}

/** Where `value` starts on the line, when it is written there. */
function columnOf(text: string, line: number, value: string): { column?: number } {
  const at = value === '' ? -1 : (text.split(/\r?\n/)[line - 1] ?? '').indexOf(value);
  return at >= 0 ? { column: at + 1 } : {};
}

/** What follows `key:` or `- ` on a line, as written. */
function valueOnLine(text: string, line: number): string {
  const here = text.split(/\r?\n/)[line - 1] ?? '';
  return (/^\s*(?:-\s+)?(?:[^:#\s][^:#]*:\s*)?(.*?)\s*(?:#.*)?$/.exec(here)?.[1] ?? '').trim();
}

const escapeRegex = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** Levenshtein distance, to suggest `roots` for `root`. */
function editDistance(a: string, b: string): number {
  let row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const next = [i];
    for (let j = 1; j <= b.length; j++) {
      next.push(
        Math.min((row[j] ?? 0) + 1, (next[j - 1] ?? 0) + 1, (row[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1)),
      );
    }
    row = next;
  }
  return row[b.length] ?? 0;
}
