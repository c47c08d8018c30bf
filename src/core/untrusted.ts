/**
 * Text a pull request controls (paths, symlink targets, titles, branch and check names, commit subjects,
 * CI output, error text that quotes any of these) reaches people through four sinks: markdown (comments,
 * check run output), HTML (the job summary), plain one-line text (check run titles) and the workflow log.
 * Every such string goes through exactly one function of this module for the sink it lands in, so that it
 * stays text there: never a mention, a cross-reference, a link, HTML, layout, or a workflow command.
 *
 * The functions take the untrusted value alone, never a template with mergexo's own markup in it.
 */
import { codePointPrefix } from './utf8.js';

/** Joins `@` to nothing a mention could follow, splits `://` and `www.`, without changing what a reader sees. */
const ZWJ = '\u200d';
/** Breaks a `::` or `##[` in a log line: the runner only reads an unbroken token as a command. */
const ZWSP = '\u200b';

/** `1 path`, `2 paths`: a count and its noun, as a sentence reads it (`many` for irregular plurals). */
export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** A commit in a sentence: its 7-character abbreviation (what GitHub shows). */
export function short(sha: string): string {
  return sha.slice(0, 7);
}

// ---------------------------------------------------------------------------------------------
// Characters that must never reach a sink raw

/** CRLF, CR, LF and the Unicode line breaks (NEL, LS, PS): the runner and renderers split lines on them. */
const LINE_BREAK = /\r\n|[\n\r\u0085\u2028\u2029]/g;
/** C0 controls but tab, DEL, C1 controls, and the bidirectional overrides that reorder what a reader sees. */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;

/** A control character drawn as its Unicode control picture (␛ for ESC), or as `\u{…}` when it has none. */
function picture(c: string): string {
  const code = c.charCodeAt(0);
  if (code < 0x20) return String.fromCharCode(0x2400 + code);
  if (code === 0x7f) return '\u2421';
  return `\\u{${code.toString(16)}}`;
}

/** One line, every line break shown as `⏎` and every other control character as a visible picture. */
export function visible(text: string): string {
  return text.replace(LINE_BREAK, '⏎').replace(CONTROL, picture);
}

/** Keeps line breaks (normalized to LF) and shows every other control character. */
function visibleLines(text: string): string {
  return text.replace(LINE_BREAK, '\n').replace(CONTROL, picture);
}

/**
 * Takes the life out of what GitHub links in rendered text, invisibly: `@user` and `@org/team` mentions
 * (and e-mail autolinks), `#123` and `GH-123` cross-references, and `http://`, `https://`, `www.` autolinks.
 * A zero-width joiner is inserted; the text reads the same.
 */
export function defuse(text: string): string {
  return text
    .replace(/@/g, `@${ZWJ}`)
    .replace(/#(?=\d)/g, `#${ZWJ}`)
    .replace(/(gh)-(?=\d)/gi, `$1${ZWJ}-`)
    .replace(/:\/\//g, `:${ZWJ}//`)
    .replace(/(www)\./gi, `$1${ZWJ}.`);
}

// ---------------------------------------------------------------------------------------------
// Markdown (PR comments, check run summary and text)

function longestBacktickRun(text: string): number {
  let longest = 0;
  for (const m of text.matchAll(/`+/g)) longest = Math.max(longest, m[0].length);
  return longest;
}

/**
 * An inline code span showing `text` exactly (control characters and line breaks drawn visibly): the fence
 * is one backtick longer than the longest run inside, padded with a space where CommonMark would otherwise
 * eat one or merge the fence. Mentions, links and HTML are inert inside code. In a table cell (`table`),
 * pipes are escaped as GFM requires there (and only there: elsewhere `\|` would show its backslash).
 */
export function mdCode(text: string, options: { table?: boolean } = {}): string {
  let content = visible(text);
  if (options.table) content = content.replace(/\|/g, '\\|');
  if (content === '') return '` `';
  const fence = '`'.repeat(longestBacktickRun(content) + 1);
  const edgeBacktick = content.startsWith('`') || content.endsWith('`');
  const strippable = content.startsWith(' ') && content.endsWith(' ') && content.trim() !== '';
  const pad = edgeBacktick || strippable ? ' ' : '';
  return `${fence}${pad}${content}${pad}${fence}`;
}

const MARKDOWN_ESCAPE = /[\\`*_[\]~|$]/g;
const HTML_IN_MARKDOWN: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;' };

/**
 * Plain words inside markdown: one line, mentions/references/autolinks defused, `<`, `>` and `&` as
 * entities (no HTML, no `<…>` autolink, no comment), the punctuation markdown acts on (emphasis, code,
 * links and images, strikethrough, tables, math) backslash-escaped, and what would start a block at the
 * beginning of a line (a heading, a list item, indentation) neutralized. Safe in a table cell too.
 */
export function mdText(text: string): string {
  return defuse(visible(text))
    .replace(/[&<>]/g, (c) => HTML_IN_MARKDOWN[c] as string)
    .replace(MARKDOWN_ESCAPE, '\\$&')
    .replace(/^[ \t]+/, (ws) => ws.replace(/ /g, '&#32;').replace(/\t/g, '&#9;'))
    .replace(/^([-+=#])/, '\\$1')
    .replace(/^(\d{1,9})([.)])/, '$1\\$2');
}

/**
 * A fenced code block holding `text` (several lines): the fence is longer than any backtick run inside,
 * so no line of the text can close it; control characters are drawn visibly. `info` is mergexo's own.
 */
export function mdFence(text: string, info = 'text'): string {
  const body = visibleLines(text);
  const fence = '`'.repeat(Math.max(3, longestBacktickRun(body) + 1));
  return `${fence}${info}\n${body}\n${fence}`;
}

/**
 * The URL as a link target, or undefined when it must not be one. Only `http(s)` URLs, as GitHub's API
 * returned them in a URL field (never a URL found in PR text), without credentials; characters that could
 * end a markdown link destination or an HTML attribute are percent-encoded.
 */
export function safeUrl(url: string | null | undefined): string | undefined {
  if (typeof url !== 'string' || url === '') return undefined;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return undefined;
  }
  if ((parsed.protocol !== 'https:' && parsed.protocol !== 'http:') || parsed.username || parsed.password) {
    return undefined;
  }
  return parsed.href.replace(
    /[\s()<>"'`\\[\]|]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`,
  );
}

/**
 * `[label](url)` for a URL GitHub's API produced, or '' when it is not a safe http(s) URL. `label` is
 * mergexo's own markdown (e.g. `details`), never PR text.
 */
export function mdLink(label: string, url: string | null | undefined): string {
  const href = safeUrl(url);
  return href ? `[${label}](${href})` : '';
}

/**
 * One word of a shell command mergexo suggests in a code block (a branch name in `git fetch origin …`):
 * as is when it holds only characters no shell acts on, else single-quoted, so that pasting the recipe
 * never runs what a branch name smuggled in (`$(…)`, `;`, backticks). Control characters are drawn visibly.
 */
export function shellWord(text: string): string {
  const word = visible(text);
  return /^[A-Za-z0-9._/@%+=:,-]+$/.test(word) ? word : `'${word.replace(/'/g, `'\\''`)}'`;
}

// ---------------------------------------------------------------------------------------------
// HTML (the job summary: its table cells, lead and footer are HTML)

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** HTML-escapes, nothing else (attribute values, and text already made one line). */
function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] as string);
}

/**
 * Words in an HTML cell: one line (a blank line would end the summary's HTML block and start markdown),
 * escaped, with mentions, references and autolinks defused (GitHub links them in HTML text too).
 */
export function htmlText(text: string): string {
  return escapeHtml(defuse(visible(text)));
}

/** A SHA, path or name in a `<code>` element, shown exactly (one line); empty for nothing. */
export function htmlCode(text: string | null | undefined): string {
  return text ? `<code>${escapeHtml(visible(text))}</code>` : '';
}

/**
 * `<a href>` for a URL GitHub's API produced, around `labelHtml` (mergexo's own HTML, e.g. `#12`); just the
 * label when the URL is not a safe http(s) URL.
 */
export function htmlLink(labelHtml: string, url: string | null | undefined): string {
  const href = safeUrl(url);
  return href ? `<a href="${escapeHtml(href)}">${labelHtml}</a>` : labelHtml;
}

// ---------------------------------------------------------------------------------------------
// Plain one-line text (check run titles, which GitHub shows as text)

/** One line with control characters visible, clipped to `max` characters. */
export function plainLine(text: string, max = 200): string {
  const line = visible(text);
  return line.length > max ? `${codePointPrefix(line, max - 1)}…` : line;
}

// ---------------------------------------------------------------------------------------------
// The workflow log

/**
 * One log line that cannot be a workflow command. The runner reads every stdout line (split at CR or LF)
 * as a command when, after leading whitespace, it starts with `::name::`, and anywhere in it as a legacy
 * `##[name]` command (`@actions/core`'s `info` writes the line raw). So line breaks and control characters
 * are drawn visibly, every `##[` is broken, and a leading `::` is broken; the text reads the same.
 * Messages for `core.warning`/`error`/`setFailed`/`debug` are %-encoded by `@actions/core` already;
 * `logLines` keeps their line structure.
 */
export function logLine(text: string): string {
  return visible(text)
    .replace(/##\[/g, `#${ZWSP}#[`)
    .replace(/^([\s\u180e]*):(?=:)/, `$1:${ZWSP}`);
}

/** Several log lines (mergexo's own line breaks kept), each made safe as `logLine`. */
export function logLines(text: string): string {
  return text
    .split(/\r\n|\n/)
    .map((line) => logLine(line))
    .join('\n');
}
