import { braceExpand } from 'minimatch';
import { ConfigurationError } from '../errors.js';
import { normalizePath } from './normalize.js';

/**
 * What a root may be written as: the checks a lease's roots and the protected paths pass before they are compiled.
 * A root is a glob inside the repository: no negation (`!x`), no `..`, not the whole repository, and none of the
 * patterns minimatch would quietly read as literal text although they are almost surely typos (an unclosed `[`,
 * unbalanced braces). Each refusal is a ConfigurationError naming the root.
 */

/** minimatch's options for roots: dot files match, case-sensitive like git, no comments or negation. */
export const MM_OPTIONS = { dot: true, nocase: false, nocomment: true, nonegate: true } as const;
const MAX_BRACE_EXPANSIONS = 256;
const MAX_ROOT_LENGTH = 4096;

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
export function classEnd(pattern: string, open: number): number {
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
