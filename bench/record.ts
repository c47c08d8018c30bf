// Sections a bench suite writes into a page of the docs, between `<!-- <id>:start -->` and `<!-- <id>:end -->`, so
// that re-running one suite rewrites its own section and leaves the rest of the page as it was.

const start = (id: string) => `<!-- ${id}:start -->`;
const end = (id: string) => `<!-- ${id}:end -->`;

/** The page with section `id` replaced by `markdown`, or appended when the page has none yet. */
export function withSection(page: string, id: string, markdown: string): string {
  const block = `${start(id)}\n\n${markdown.trim()}\n\n${end(id)}`;
  const from = page.indexOf(start(id));
  const to = page.indexOf(end(id));
  if (from < 0 || to < from) return `${page.trimEnd()}\n\n${block}\n`;
  return page.slice(0, from) + block + page.slice(to + end(id).length);
}

/** Every section of a page, whole (markers included), in order. */
export function sectionsOf(page: string): string[] {
  return [...page.matchAll(/<!-- ([a-z-]+):start -->[\s\S]*?<!-- \1:end -->/g)].map((m) => m[0]);
}

/** Where the page's table of rows is (the first table whose header starts with `| action`): its lines [from, to). */
function tableLines(lines: readonly string[]): { from: number; to: number } | undefined {
  const from = lines.findIndex((l) => l.startsWith('| action '));
  if (from < 0) return undefined;
  let to = from + 2;
  while (to < lines.length && lines[to]!.startsWith('| ')) to++;
  return { from, to };
}

/**
 * The page with `head` (its title, its words and the fresh table) in place of everything up to the end of its table
 * of rows, and what followed the table kept as it was: the suites' sections and any words written by hand after
 * the table. A page without a table keeps only its sections.
 */
export function withTable(page: string, head: string): string {
  const lines = page.split('\n');
  const at = tableLines(lines);
  const rest = at ? lines.slice(at.to).join('\n').trim() : sectionsOf(page).join('\n\n');
  return rest ? `${head.trimEnd()}\n\n${rest}\n` : `${head.trimEnd()}\n`;
}

/** The cells of each row of the page's table of rows (the first table whose header starts with `| action`). */
export function rowsOf(page: string): string[][] {
  const lines = page.split('\n');
  const at = tableLines(lines);
  if (!at) return [];
  const rows: string[][] = [];
  for (const line of lines.slice(at.from + 2, at.to)) {
    rows.push(
      line
        .slice(2, -2)
        .split(' | ')
        .map((c) => c.trim()),
    );
  }
  return rows;
}

/**
 * The table's rows after a run of some suites: each action that ran has its fresh rows where its old ones were (new
 * actions at the end), so recording one suite keeps every other suite's rows.
 */
export function mergedRows(old: readonly string[][], fresh: readonly string[][]): string[][] {
  const ran = new Set(fresh.map((r) => r[0]));
  const placed = new Set<string | undefined>();
  const out: string[][] = [];
  for (const row of old) {
    if (!ran.has(row[0])) out.push([...row]);
    else if (!placed.has(row[0])) {
      placed.add(row[0]);
      out.push(...fresh.filter((r) => r[0] === row[0]).map((r) => [...r]));
    }
  }
  out.push(...fresh.filter((r) => !placed.has(r[0])).map((r) => [...r]));
  return out;
}
