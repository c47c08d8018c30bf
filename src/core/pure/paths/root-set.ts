import { Minimatch, braceExpand } from 'minimatch';
import { MM_OPTIONS, classEnd, normalizeRoot } from './glob-syntax.js';
import { MAGIC_CHARS, literalPrefix, normalizePath } from './normalize.js';

/**
 * Write roots: the globs a lease grants. Pure: normalization, validation and matching.
 *
 * Semantics (the contract's, written down once here):
 * - Roots and paths are normalized alike: Unicode NFC, no leading `./` or `/`, no doubled
 *   `/`, no `.` segments, no trailing `/`.
 * - A root covers the paths it matches and everything below them, so a bare directory
 *   (`services/billing`) means everything under it, and `src/*` covers `src/a/b.ts`.
 * - Matching is minimatch's with `dot: true`, case-sensitive like git. No negation (`!x`),
 *   no `..`, and patterns minimatch would quietly read as literal text although they are
 *   almost surely typos (an unclosed `[`, unbalanced braces) are configuration errors.
 *
 * Speed: 100,000 paths against 100 roots must evaluate well under a second. Plain
 * directories become hash sets; globs are compiled to one regular expression per literal
 * directory prefix, so a path only meets the globs rooted above it; what a directory
 * contributes is worked out once per directory, not once per path. The few forms the
 * translation does not handle (extglobs, POSIX classes) fall back to minimatch itself. A
 * property test holds the compiled form equal to minimatch.
 */

type Segment = { kind: 'literal'; text: string } | { kind: 'globstar' } | { kind: 'glob'; source: string };

const REGEX_SPECIAL = /[.*+?^${}()|[\]\\/]/g;
const escapeRegex = (s: string) => s.replace(REGEX_SPECIAL, '\\$&');

/** Translates one path segment to a regular expression source, or undefined when minimatch must handle it. */
function translateSegment(seg: string): Segment | undefined {
  if (seg === '**') return { kind: 'globstar' };
  if (/[+@!*?]\(/.test(seg)) return undefined; // extglob
  let out = '';
  let literal = '';
  let magic = false;
  for (let i = 0; i < seg.length; i++) {
    const c = seg[i] as string;
    if (c === '\\') {
      const next = seg[++i] ?? '';
      out += escapeRegex(next);
      literal += next;
    } else if (c === '*') {
      magic = true;
      while (seg[i + 1] === '*') i++;
      out += '[^/]*';
    } else if (c === '?') {
      magic = true;
      out += '[^/]';
    } else if (c === '[') {
      const close = classEnd(seg, i);
      if (close < 0) return undefined;
      let body = seg.slice(i + 1, close);
      if (body.includes('\\') || body.includes('[:')) return undefined;
      const negated = body.startsWith('!') || body.startsWith('^');
      if (negated) body = body.slice(1);
      if (body.startsWith(']')) return undefined;
      magic = true;
      const members = body.replace(/[\\\]^[]/g, '\\$&');
      out += negated ? `[^/${members}]` : `[${members}]`;
      i = close;
    } else {
      out += escapeRegex(c);
      literal += c;
    }
  }
  return magic ? { kind: 'glob', source: out } : { kind: 'literal', text: literal };
}

/** A regular expression source for the segments (the caller anchors it and adds "or anything below"). */
function segmentsSource(segments: Segment[]): string {
  let src = '';
  segments.forEach((seg, i) => {
    const last = i === segments.length - 1;
    if (seg.kind === 'globstar') {
      // `a/**/b` matches `a/b`: the globstar and its slash may vanish entirely.
      if (i === 0) src += last ? '[^/].*' : '(?:[^/]+/)*';
      else src += last ? '/[^/].*' : '(?:/[^/]+)*/';
      return;
    }
    const prevStar = i > 0 && segments[i - 1]?.kind === 'globstar';
    if (i > 0 && !prevStar) src += '/';
    src += seg.kind === 'literal' ? escapeRegex(seg.text) : seg.source;
  });
  return src;
}

/**
 * A root starting with a globstar segment covers a path iff the rest matches a run of whole
 * segments somewhere in the path. Searched for unanchored, `(?:^|/)rest(?:/|$)`, that is one linear scan instead of the backtracking
 * `^(?:[^/]+/)*rest(?:/.*)?$` (paths never hold empty segments, so the two agree).
 */
function floats(segments: Segment[]): boolean {
  return segments.length > 1 && segments[0]?.kind === 'globstar';
}

interface Expansion {
  /** Literal leading directories, joined by `/` ('' when the first segment is a glob). */
  prefix: string;
  /** The rest as segments; empty when the whole root is literal. */
  rest: Segment[];
  /** `dir/**` with a literal dir: everything strictly below `prefix`. */
  below: boolean;
}

function compileExpansion(pattern: string): Expansion | undefined {
  const raw = pattern.split('/').filter((s, i, all) => !(s === '**' && all[i - 1] === '**'));
  const segments: Segment[] = [];
  for (const s of raw) {
    const t = translateSegment(s);
    if (!t) return undefined;
    segments.push(t);
  }
  const firstMagic = segments.findIndex((s) => s.kind !== 'literal');
  const split = firstMagic < 0 ? segments.length : firstMagic;
  const prefix = segments
    .slice(0, split)
    .map((s) => (s as { text: string }).text)
    .join('/');
  const rest = segments.slice(split);
  const below = split > 0 && rest.length === 1 && rest[0]?.kind === 'globstar';
  return { prefix, rest: below ? [] : rest, below };
}

interface DirPlan {
  covered: boolean;
  /** Glob groups rooted at the directory or above it, with where the rest of a path starts. */
  groups: [number, RegExp][];
}

/** A compiled set of roots: what a lease lets a pull request write. */
export class RootSet {
  /** The normalized roots, deduplicated, in the order given. */
  readonly roots: readonly string[];
  private readonly literal = new Set<string>();
  /** From `dir/**`: paths strictly below these directories (minimatch: `a/**` does not match `a`). */
  private readonly below = new Set<string>();
  private readonly groups = new Map<string, RegExp[]>();
  private readonly fallback: Minimatch[] = [];
  /** Roots that are a plain path (no glob), the only ones that can "name" a path exactly. */
  private readonly named = new Set<string>();
  /** Every brace expansion with its literal leading directories, for `grants` (compiled on first use). */
  private readonly expansions: { pattern: string; prefix: string; matchers?: Minimatch[] }[] = [];

  constructor(roots: readonly string[]) {
    const normalized: string[] = [];
    for (const r of roots) {
      const n = normalizeRoot(r);
      if (!normalized.includes(n)) normalized.push(n);
    }
    this.roots = normalized;
    const sources = new Map<string, { anchored: string[]; floating: string[] }>();
    for (const root of normalized) {
      if (!MAGIC_CHARS.test(root)) this.named.add(root);
      for (const pattern of braceExpand(root, MM_OPTIONS).map(normalizePath)) {
        this.expansions.push({ pattern, prefix: literalPrefix(pattern) });
        const e = compileExpansion(pattern);
        if (!e) {
          this.fallback.push(new Minimatch(pattern, MM_OPTIONS), new Minimatch(`${pattern}/**`, MM_OPTIONS));
        } else if (e.below) {
          this.below.add(e.prefix);
        } else if (e.rest.length === 0) {
          this.literal.add(e.prefix);
        } else {
          const list = sources.get(e.prefix) ?? { anchored: [], floating: [] };
          if (floats(e.rest)) list.floating.push(segmentsSource(e.rest.slice(1)));
          else list.anchored.push(segmentsSource(e.rest));
          sources.set(e.prefix, list);
        }
      }
    }
    for (const [prefix, { anchored, floating }] of sources) {
      const res: RegExp[] = [];
      if (anchored.length) res.push(new RegExp(`^(?:${anchored.join('|')})(?:/.*)?$`));
      if (floating.length) res.push(new RegExp(`(?:^|/)(?:${floating.join('|')})(?:/|$)`));
      this.groups.set(prefix, res);
    }
  }

  get isEmpty(): boolean {
    return this.roots.length === 0;
  }

  /**
   * What a directory contributes, computed once per directory: whether a plain root covers it
   * (then every path inside is covered) and which glob groups sit on it or above it.
   */
  private readonly dirPlans = new Map<string, DirPlan>();

  private planFor(dir: string): DirPlan {
    let plan = this.dirPlans.get(dir);
    if (plan) return plan;
    const groups: [number, RegExp][] = [];
    let covered = false;
    for (let i = dir.indexOf('/'); ; i = dir.indexOf('/', i + 1)) {
      const end = i === -1 ? dir.length : i;
      const prefix = dir.slice(0, end);
      if (this.literal.has(prefix) || this.below.has(prefix)) {
        covered = true;
        break;
      }
      for (const group of this.groups.get(prefix) ?? []) groups.push([end + 1, group]);
      if (i === -1) break;
    }
    plan = { covered, groups };
    // Bounded: a pathological PR with millions of directories must not hold them all.
    if (this.dirPlans.size > 100_000) this.dirPlans.clear();
    this.dirPlans.set(dir, plan);
    return plan;
  }

  /** True when some root covers the (normalized) path: matches it or a directory above it. */
  covers(path: string): boolean {
    if (this.literal.has(path)) return true;
    for (const top of this.groups.get('') ?? []) if (top.test(path)) return true;
    const slash = path.lastIndexOf('/');
    if (slash > 0) {
      const plan = this.planFor(path.slice(0, slash));
      if (plan.covered) return true;
      for (const [start, group] of plan.groups) if (group.test(path.slice(start))) return true;
    }
    for (const m of this.fallback) if (m.match(path)) return true;
    return false;
  }

  /** True when a root is exactly this path (no glob): how a lease grants a submodule or mergexo's own config. */
  names(path: string): boolean {
    return this.named.has(path);
  }

  /**
   * True when a root that covers `path` lies inside the protected area `area` (a directory or
   * file, compared ignoring case): the root's literal leading directories are `area` or below it,
   * like `.github/workflows`, `.github/workflows/*.yml` or `.github/workflows/deploy.yml` for
   * `.github/workflows`. A broader root (`**`, `.github`, a glob such as `.github/*`) covers the path but does not
   * grant it. An empty `area` (a protected glob with no literal directory) is granted only by a
   * root naming the path exactly.
   */
  grants(path: string, area: string): boolean {
    if (this.named.has(path)) return true;
    if (area === '') return false;
    const lower = area.toLowerCase();
    return this.expansions.some((e) => {
      const prefix = e.prefix.toLowerCase();
      if (prefix !== lower && !prefix.startsWith(`${lower}/`)) return false;
      e.matchers ??= [new Minimatch(e.pattern, MM_OPTIONS), new Minimatch(`${e.pattern}/**`, MM_OPTIONS)];
      return e.matchers.some((m) => m.match(path));
    });
  }
}

/**
 * The changed paths no root covers: normalized, deduplicated, in first-seen order.
 * Throws a ConfigurationError naming the root when a root is invalid.
 */
export function violations(changedPaths: Iterable<string>, roots: readonly string[] | RootSet): string[] {
  const set = roots instanceof RootSet ? roots : new RootSet(roots);
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of changedPaths) {
    const path = normalizePath(raw);
    if (seen.has(path)) continue;
    seen.add(path);
    if (!set.covers(path)) out.push(path);
  }
  return out;
}
