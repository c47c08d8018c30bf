/**
 * The `allocated-names` globs: which added paths claim a name that only one file may hold (the next
 * migration number, the next ADR number). The allocated name is what the glob's first `*` matches, as
 * short as the rest of the glob allows (`0042` in `0042_add_users.sql` under `*_*.sql`).
 */
import { ConfigurationError } from '../../core/errors.js';

export interface AllocatedGlob {
  /** The glob as the workflow wrote it. */
  glob: string;
  /** The whole path must match; group 1 is the allocated name. */
  pattern: RegExp;
  /** The literal folder the glob lives under (`migrations/`), or '' when its first segment has a wildcard. */
  folder: string;
}

const SPECIAL = /[\\^$.+()|{}[\]]/g;

/**
 * Parses one glob: `*` matches any run of characters but `/`, `?` one such character; nothing else is
 * special. A glob without `*` allocates nothing, `**` would let a name cross folders: both are refused.
 */
export function parseAllocatedGlob(glob: string): AllocatedGlob {
  const refuse = (why: string) =>
    new ConfigurationError(
      `Input 'allocated-names': '${glob}' ${why}. Write one glob a line, such as migrations/*_*.sql, where the ` +
        'first * stands for the allocated name.',
    );
  if (!glob.includes('*')) throw refuse('has no *, so it allocates no name');
  if (glob.includes('**')) throw refuse('has **: a name is one path segment, write a single *');
  if (/[[\]{}\\]/.test(glob)) throw refuse('uses [ ], { } or \\: only * and ? are wildcards here');
  if (glob.startsWith('/') || glob.endsWith('/') || glob.split('/').some((s) => s === '' || s === '.' || s === '..'))
    throw refuse('is not a relative file path (no leading or trailing /, no empty, . or .. segment)');
  let first = true;
  let source = '';
  for (const ch of glob) {
    if (ch === '*') {
      source += first ? '([^/]*?)' : '[^/]*';
      first = false;
    } else if (ch === '?') source += '[^/]';
    else source += ch.replace(SPECIAL, '\\$&');
  }
  const wild = glob.search(/[*?]/);
  const slash = glob.lastIndexOf('/', wild);
  return { glob, pattern: new RegExp(`^${source}$`, 's'), folder: slash < 0 ? '' : glob.slice(0, slash + 1) };
}

/**
 * The name `path` allocates under `glob`, compared as the key. A name made only of digits is a number
 * (`0042`, `042` and `42` are one name: migration tools order them as numbers, and padding must not
 * dodge the rule); any other name compares as written.
 */
export function allocatedName(glob: AllocatedGlob, path: string): string | undefined {
  const m = glob.pattern.exec(path);
  if (!m) return undefined;
  const name = m[1] ?? '';
  return /^[0-9]+$/.test(name) ? name.replace(/^0+(?=.)/, '') : name;
}
