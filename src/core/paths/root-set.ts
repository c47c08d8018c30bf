import { Minimatch, braceExpand } from 'minimatch';
import { ConfigurationError } from '../errors.js';

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

const MM_OPTIONS = { dot: true, nocase: false, nocomment: true, nonegate: true } as const;
const MAX_BRACE_EXPANSIONS = 256;
const MAX_ROOT_LENGTH = 4096;

/** Characters that make a path segment a glob. */
export const MAGIC_CHARS = /[*?[\]{}\\]|[+@!]\(/;

function problemOf(raw: string, normalized: string): string | undefined {
  if (raw.length > MAX_ROOT_LENGTH) return `is longer than ${MAX_ROOT_LENGTH} characters`;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(raw)) return 'contains a control character';
  if (normalized === '') {
    return "names the whole repository; write '**' if the lease really covers every path";
  }
  if (normalized.startsWith('!')) {
    return "starts with '!': negated roots are not supported (a lease lists what may be written, never exceptions)";
  }
  const segments = normalized.split('/');
  if (segments.some((s) => s === '..' || s.replace(/\\/g, '') === '..')) {
    return "contains '..': roots are paths inside the repository";
  }
  return globProblem(normalized);
}

/** Typos minimatch would silently treat as literal text: refuse them instead. */
export function globProblem(pattern: string): string | undefined {
  let braces = 0;
  let parens = 0;
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i] as string;
    if (c === '\\') {
      if (i === pattern.length - 1) return "is not a valid glob: it ends with an escaping '\\'";
      i++;
      continue;
    }
    if (c === '[') {
      const close = classEnd(pattern, i);
      if (close < 0) return "is not a valid glob: a '[' character class is never closed";
      const body = pattern.slice(i + 1, close);
      const problem = classProblem(body);
      if (problem) return `is not a valid glob: ${problem}`;
      i = close;
      continue;
    }
    if (c === ']') return "is not a valid glob: ']' without a matching '['";
    if (c === '{') braces++;
    if (c === '}' && --braces < 0) return "is not a valid glob: '}' without a matching '{'";
    if (c === '(' && i > 0 && '+@!*?'.includes(pattern[i - 1] as string)) parens++;
    else if (c === '(' && parens > 0) parens++;
    if (c === ')' && parens > 0) parens--;
  }
  if (braces > 0) return "is not a valid glob: a '{' is never closed";
  if (parens > 0) return "is not a valid glob: an extglob '(' is never closed";
  return undefined;
}

/** Index of the `]` closing the class opened at `open`, or -1 (never across a `/`). */
function classEnd(pattern: string, open: number): number {
  let i = open + 1;
  if (pattern[i] === '!' || pattern[i] === '^') i++;
  if (pattern[i] === ']') i++; // a leading `]` is a member, as in POSIX
  for (; i < pattern.length; i++) {
    const c = pattern[i];
    if (c === '/') return -1;
    if (c === '\\') {
      i++;
      continue;
    }
    if (c === '[' && pattern[i + 1] === ':') {
      const end = pattern.indexOf(':]', i + 2);
      if (end < 0) return -1;
      i = end + 1;
      continue;
    }
    if (c === ']') return i;
  }
  return -1;
}

function classProblem(body: string): string | undefined {
  const members = body.replace(/^[!^]/, '');
  if (members === '') return "an empty '[]' character class matches nothing";
  if (members.includes('\\') || members.includes('[:')) return undefined;
  for (let i = 1; i + 1 < members.length; i++) {
    if (members[i] === '-' && (members[i - 1] as string) > (members[i + 1] as string)) {
      return `the range '${members.slice(i - 1, i + 2)}' is backwards`;
    }
  }
  return undefined;
}

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

/**
 * Normalizes and validates one root. Throws a ConfigurationError naming the root when it
 * contains `..`, is an invalid glob, a negation or the whole repository.
 */
export function normalizeRoot(raw: string): string {
  const root = normalizePath(raw.trim());
  const problem = problemOf(raw.trim(), root);
  if (problem) throw new ConfigurationError(`Write root '${raw}' ${problem}.`);
  const expansions = braceExpand(root, MM_OPTIONS);
  if (expansions.length > MAX_BRACE_EXPANSIONS) {
    throw new ConfigurationError(
      `Write root '${raw}' expands to ${expansions.length} patterns (limit ${MAX_BRACE_EXPANSIONS}); list the directories instead.`,
    );
  }
  for (const e of expansions) {
    const expanded = normalizePath(e);
    const p = problemOf(e, expanded);
    if (p) throw new ConfigurationError(`Write root '${raw}' (as '${e}') ${p}.`);
  }
  return root;
}

/** Validates without throwing: the reason a root is refused, or undefined. */
export function rootProblem(raw: string): string | undefined {
  try {
    normalizeRoot(raw);
    return undefined;
  } catch (e) {
    return e instanceof ConfigurationError ? e.message : String(e);
  }
}

// ---------------------------------------------------------------------------------------------
// Compilation

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
