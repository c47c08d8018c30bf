/**
 * What `mergexo init` reads from a CODEOWNERS file: each rule's pattern as a write root, and the people it names.
 * Pure. GitHub's syntax (GitHub Docs, "About code owners"): one rule a line, a gitignore-style pattern and then
 * owners (`@user`, `@org/team` or an email address); `#` starts a comment; a pattern with no owners takes
 * ownership away. The last matching rule wins on GitHub, which does not matter here: init only asks who owns what.
 */

export interface CodeownersRule {
  /** The pattern as written. */
  pattern: string;
  /** The write root covering what the pattern matches; undefined when it cannot be written as one. */
  root: string | undefined;
  /** Users (`@login`, without the `@`), in the order written. */
  users: string[];
  /** Teams (`@org/team`) and email addresses: a lease cannot match them (it matches a PR's author). */
  others: string[];
}

/** GitHub logins: letters, digits and single hyphens, up to 39 characters; a bot's login ends in `[bot]`. */
const LOGIN = /^[A-Za-z0-9](?:[A-Za-z0-9]|-(?=[A-Za-z0-9])){0,38}(?:\[bot\])?$/;

/**
 * A CODEOWNERS pattern as a write root (a root covers what it matches and everything below it). gitignore's
 * rule: a pattern with a `/` at its start or in its middle is anchored at the repository's top, any other
 * matches at every depth.
 */
export function rootOfPattern(pattern: string): string | undefined {
  // Escapes, negation and character classes have no faithful root; the maintainers' `**` covers them.
  if (/[\\![\]{}]/.test(pattern)) return undefined;
  const body = pattern.replace(/^\/+/, '').replace(/\/+$/, '');
  if (body === '' || body === '*' || body === '**') return '**';
  if (body.split('/').some((s) => s === '.' || s === '..')) return undefined;
  const anchored = pattern.startsWith('/') || body.includes('/');
  const root = anchored || body.startsWith('**/') ? body : `**/${body}`;
  return root.endsWith('/**') ? root.slice(0, -'/**'.length) : root;
}

export function parseCodeowners(text: string): CodeownersRule[] {
  const rules: CodeownersRule[] = [];
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.replace(/(^|\s)#.*$/, '').trim();
    if (line === '') continue;
    const [pattern = '', ...owners] = line.split(/\s+/);
    const users: string[] = [];
    const others: string[] = [];
    for (const owner of owners) {
      const login = owner.startsWith('@') ? owner.slice(1) : undefined;
      if (login !== undefined && LOGIN.test(login)) users.push(login);
      else others.push(owner);
    }
    rules.push({ pattern, root: rootOfPattern(pattern), users, others });
  }
  return rules;
}

/** The users of the rules that cover everything (`*`, `/**`, ...): the repository's maintainers. */
export function maintainersOf(rules: readonly CodeownersRule[]): string[] {
  return unique(rules.filter((r) => r.root === '**').flatMap((r) => r.users));
}

/** Case-insensitive, first spelling kept: GitHub logins are case-insensitive. */
export function unique(logins: Iterable<string>): string[] {
  const seen = new Map<string, string>();
  for (const login of logins) if (!seen.has(login.toLowerCase())) seen.set(login.toLowerCase(), login);
  return [...seen.values()];
}

export const isLogin = (s: string): boolean => LOGIN.test(s);
