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

/** The cells of each row of the page's table of rows (the first table whose header starts with `| action`). */
export function rowsOf(page: string): string[][] {
  const lines = page.split('\n');
  const from = lines.findIndex((l) => l.startsWith('| action '));
  if (from < 0) return [];
  const rows: string[][] = [];
  for (const line of lines.slice(from + 2)) {
    if (!line.startsWith('| ')) break;
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
 * What the page holds after its table of rows (notes written by hand, suites' sections), kept as it is by a
 * recording; without a table, its sections.
 */
export function afterTable(page: string): string {
  const lines = page.split('\n');
  const from = lines.findIndex((l) => l.startsWith('| action '));
  if (from < 0) return sectionsOf(page).join('\n\n');
  let end = from;
  while (end + 1 < lines.length && (lines[end + 1] as string).startsWith('| ')) end++;
  return lines
    .slice(end + 1)
    .join('\n')
    .trim();
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
