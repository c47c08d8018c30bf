// How GitHub would read what mergexo wrote, as far as the attack tests need: which parts of a markdown text
// are inert (fenced code blocks, code spans, backslash-escaped characters), so that the rest, the live part,
// can be searched for mentions, links and HTML; and how a GFM table row splits into cells. The code span
// rules are CommonMark's (a backtick string opens a span closed by the next backtick string of the same
// length; a backslash does not escape inside one), so a name that broke out of its span would show up live.

const ASCII_PUNCTUATION = /[!-/:-@[-`{-~]/;

/** The content of the code span that `text` consists of, as CommonMark renders it; undefined if it is none. */
export function codeSpanContent(text: string): string | undefined {
  const open = /^`+/.exec(text)?.[0];
  if (!open) return undefined;
  const rest = text.slice(open.length);
  for (const m of rest.matchAll(/`+/g)) {
    if (m[0].length !== open.length) continue;
    const end = (m.index ?? 0) + open.length;
    if (open.length + end !== text.length) return undefined;
    let content = rest.slice(0, m.index).replace(/\r\n|\r|\n/g, ' ');
    if (content.startsWith(' ') && content.endsWith(' ') && content.trim() !== '') content = content.slice(1, -1);
    return content;
  }
  return undefined;
}

/** Removes fenced code blocks (any indentation up to 3 spaces beyond a list item's 2), keeping their lines empty. */
function withoutFences(md: string): string {
  const out: string[] = [];
  let fence: { char: string; length: number } | undefined;
  for (const line of md.split('\n')) {
    const m = /^ {0,5}(`{3,}|~{3,})(.*)$/.exec(line);
    if (!fence) {
      if (m && !(m[1]?.startsWith('`') && m[2]?.includes('`'))) {
        fence = { char: m[1]?.[0] ?? '`', length: m[1]?.length ?? 3 };
        out.push('');
      } else {
        out.push(line);
      }
    } else {
      if (m && m[1]?.[0] === fence.char && (m[1]?.length ?? 0) >= fence.length && m[2]?.trim() === '')
        fence = undefined;
      out.push('');
    }
  }
  if (fence) throw new Error('a fenced code block is never closed: its content swallowed the rest of the text');
  return out.join('\n');
}

/**
 * The live part of markdown: fenced blocks and code spans removed, backslash-escaped punctuation replaced by
 * `\u0000`. HTML entities stay as written (`&lt;img` is text, not a tag).
 */
export function liveMarkdown(md: string): string {
  const text = withoutFences(md);
  let out = '';
  for (let i = 0; i < text.length;) {
    const c = text[i] as string;
    if (c === '\\' && ASCII_PUNCTUATION.test(text[i + 1] ?? '')) {
      out += '\u0000';
      i += 2;
      continue;
    }
    if (c === '`') {
      const run = /^`+/.exec(text.slice(i))?.[0] ?? '`';
      const j = i + run.length;
      let closed = -1;
      for (const m of text.slice(j).matchAll(/`+/g)) {
        if (m[0].length === run.length) {
          closed = j + (m.index ?? 0);
          break;
        }
      }
      if (closed >= 0) {
        out += '\u0001';
        i = closed + run.length;
      } else {
        out += run;
        i = j;
      }
      continue;
    }
    out += c;
    i++;
  }
  return out;
}

/** The HTML of a job summary without its `<code>` elements (GitHub links nothing inside them). */
export function liveHtml(html: string): string {
  return html.replace(/<code>[\s\S]*?<\/code>/g, '\u0001');
}

/** The cells of a GFM table row: split at pipes no backslash escapes, even inside code spans (as GFM does). */
export function tableCells(row: string): string[] {
  const cells: string[] = [];
  let cell = '';
  for (let i = 0; i < row.length; i++) {
    const c = row[i] as string;
    if (c === '\\' && row[i + 1] === '|') {
      cell += '|';
      i++;
    } else if (c === '|') {
      cells.push(cell);
      cell = '';
    } else {
      cell += c;
    }
  }
  cells.push(cell);
  return cells.slice(1, -1).map((s) => s.trim());
}

/** The rows of the markdown tables in `md`, below their delimiter rows. */
export function tableRows(md: string): string[] {
  const rows: string[] = [];
  let inTable = false;
  for (const line of md.split('\n')) {
    if (/^\|( ?:?-+:? ?\|)+$/.test(line.replace(/\s/g, ''))) {
      inTable = true;
      continue;
    }
    if (inTable && line.startsWith('|')) rows.push(line);
    else inTable = false;
  }
  return rows;
}

/**
 * The attack payloads' words a reader must never find live: the mention of `@admin`, an `<img>` tag, a link
 * to `evil.example` (markdown, autolink or `www.`), a `javascript:` link, the cross-references `#1337` and
 * `GH-1337`. mergexo's own markup (its `<sub>` footers, its `[details](…)` links) is not flagged.
 */
export function liveHazards(live: string): string[] {
  const hazards: Array<[string, RegExp]> = [
    ['a mention of @admin', /@admin/i],
    ['an <img> tag', /<img/i],
    ['a link to evil.example', /\]\(\s*<?(https?:\/\/)?(www\.)?evil|(https?:\/\/|www\.)evil/i],
    ['a javascript: link', /\]\(\s*<?javascript:|href="javascript:/i],
    ['a cross-reference', /#1337|GH-1337/i],
  ];
  return hazards.filter(([, re]) => re.test(live)).map(([name]) => name);
}
