import { Minimatch, braceExpand } from 'minimatch';
import { MM_OPTIONS, normalizeRoot } from './glob-syntax.js';
import { literalPrefix, normalizePath } from './normalize.js';
import type { RootSet } from './root-set.js';

/** Paths only a lease naming them may write: they run with the repository's secrets or decide who reviews. */
export const DEFAULT_PROTECTED_PATHS: readonly string[] = [
  '.github/workflows/**',
  'CODEOWNERS',
  '.github/CODEOWNERS',
  'docs/CODEOWNERS',
];

const PROTECTED_OPTIONS = { ...MM_OPTIONS, nocase: true } as const;

/**
 * Protected paths: globs (with the root meaning, "this and everything below") matched ignoring
 * case, because a checkout on a case-insensitive file system (macOS, Windows) writes
 * `.GITHUB/workflows/x.yml` into `.github/workflows`. A written path they match passes only under
 * a root that `RootSet.grants` it: one inside the protected area, never a broad one.
 *
 * The area's own directories count too: a PR that turns `.github` or `.github/workflows` into a
 * symlink, a file or a submodule changes what lands below them, so such an entry is refused
 * under every lease (no root can lie inside an area and name a directory above it).
 */
export class ProtectedPaths {
  readonly patterns: readonly string[];
  private readonly compiled: { pattern: string; area: string; matchers: Minimatch[] }[];
  /** Lower-cased directories at and above each area (`.github`, `.github/workflows`). */
  private readonly above = new Map<string, string>();

  /** Throws a ConfigurationError naming a pattern that is not a valid root. */
  constructor(patterns: readonly string[]) {
    const normalized: string[] = [];
    for (const p of patterns) {
      const n = normalizeRoot(p);
      if (!normalized.includes(n)) normalized.push(n);
    }
    this.patterns = normalized;
    this.compiled = normalized.flatMap((pattern) =>
      braceExpand(pattern, MM_OPTIONS)
        .map(normalizePath)
        .map((e) => {
          // `dir/**` protects what is below `dir`: `dir` is the area a root must sit in.
          const area = literalPrefix(e);
          const dirs = area.split('/');
          // A plain file (`CODEOWNERS`) has only its directories above it; `dir/**` also `dir` itself.
          const upTo = area === e ? dirs.length - 1 : dirs.length;
          for (let i = 1; i <= upTo; i++) {
            const dir = dirs.slice(0, i).join('/').toLowerCase();
            if (dir !== '' && !this.above.has(dir)) this.above.set(dir, pattern);
          }
          return {
            pattern,
            area,
            matchers: [new Minimatch(e, PROTECTED_OPTIONS), new Minimatch(`${e}/**`, PROTECTED_OPTIONS)],
          };
        }),
    );
  }

  /** The protected pattern `path` falls under (or holds, for a directory above an area), or undefined. */
  match(path: string): string | undefined {
    for (const c of this.compiled) if (c.matchers.some((m) => m.match(path))) return c.pattern;
    return this.holding(path);
  }

  /** The protected pattern whose area lies below `path` (`.github` holds `.github/workflows/**`), or undefined. */
  holding(path: string): string | undefined {
    return this.above.get(path.toLowerCase());
  }

  /** True when `path` is protected and no root of `roots` grants it. */
  refuses(path: string, roots: RootSet): boolean {
    for (const c of this.compiled) {
      if (c.matchers.some((m) => m.match(path)) && !roots.grants(path, c.area)) return true;
    }
    // An entry at a directory above a protected area is a file, symlink or submodule replacing it.
    return this.holding(path) !== undefined;
  }
}
