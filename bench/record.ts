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
