/**
 * Check names are not paths: `CI / build (ubuntu)` is one name. So `*` matches any run of
 * characters, `/` included, and `?` exactly one; `[abc]` is a character class. Everything else
 * is literal and matching is case-sensitive, like the names GitHub shows.
 */
export function compileGlob(pattern: string): RegExp {
  let source = '';
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i] as string;
    if (c === '*') {
      source += '.*';
    } else if (c === '?') {
      source += '.';
    } else if (c === '[') {
      const end = pattern.indexOf(']', i + 2);
      if (end < 0) throw new Error('an unclosed `[`');
      let body = pattern.slice(i + 1, end);
      const negate = body.startsWith('!') || body.startsWith('^');
      if (negate) body = body.slice(1);
      source += `[${negate ? '^' : ''}${body.replace(/[\\\]^]/g, '\\$&')}]`;
      i = end;
    } else {
      source += escapeRegExp(c);
    }
  }
  return new RegExp(`^${source}$`, 's');
}

export function matchesAny(name: string, globs: readonly RegExp[]): boolean {
  return globs.some((g) => g.test(name));
}

export function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
