/**
 * Repository paths as mergexo compares them: one spelling per path (Unicode NFC, no `./`, leading `/`, doubled `/`,
 * `.` segments or trailing `/`), and the literal directories a glob starts with. Pure.
 */

/** Characters that make a path segment a glob. */
export const MAGIC_CHARS = /[*?[\]{}\\]|[+@!]\(/;

/** Normalizes a repository path or a root: NFC, no `./`, leading `/`, `//`, `.` segments or trailing `/`. */
export function normalizePath(path: string): string {
  // Most paths git reports need nothing done; checking that first keeps 100,000 paths cheap.
  if (!NEEDS_WORK.test(path)) return path;
  return path
    .normalize('NFC')
    .split('/')
    .filter((s) => s !== '' && s !== '.')
    .join('/');
}

// eslint-disable-next-line no-control-regex
const NEEDS_WORK = /^\.?\/|\/\/|(^|\/)\.(\/|$)|\/$|[^\u0000-\u007f]/;

/** The leading segments of a glob that hold no glob characters, joined by `/`. */
export function literalPrefix(pattern: string): string {
  const out: string[] = [];
  for (const segment of pattern.split('/')) {
    if (MAGIC_CHARS.test(segment)) break;
    out.push(segment);
  }
  return out.join('/');
}

/**
 * Why git would refuse to write `path` (a `..` or `.git` segment: git never checks such a path
 * out, and a tree holding one only comes from crafting it), or undefined. The path is already
 * normalized (`.` and empty segments are gone).
 */
export function invalidPathReason(path: string): string | undefined {
  for (const segment of path.split('/')) {
    if (segment === '..') return "a '..' segment";
    if (segment.toLowerCase() === '.git') return "a '.git' segment";
  }
  return undefined;
}
