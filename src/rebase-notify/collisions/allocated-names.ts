/**
 * The `allocated-names` globs: which added paths claim a name that only one file may hold (the next
 * migration number, the next ADR number). The allocated name is what the first `*` of the file name matches,
 * as short as the rest of the glob allows (`0042` in `0042_add_users.sql` under `*_*.sql`). A wildcard in a
 * folder namespaces the name: under `*\/migrations/*_*.py` every app's folder numbers its own migrations, so the
 * name is the folder and the number (`orders/migrations/42`), never the folder alone. A glob whose file name
 * has no `*` allocates what its first `*` matches, wherever it is (`rfcs/*\/README.md`: one folder per name).
 */
import { ConfigurationError } from '../../core/pure/errors.js';

export interface AllocatedGlob {
  /** The glob as the workflow wrote it. */
  glob: string;
  /** The whole path must match; group 1 is the allocated name. */
  pattern: RegExp;
  /** The literal folder the glob lives under (`migrations/`), or '' when its first segment has a wildcard. */
  folder: string;
  /** A wildcard in a folder, the name in the file name: the path's folder is part of the name. */
  namespaced: boolean;
}

const SPECIAL = /[\\^$.+()|{}[\]]/g;

/**
 * Parses one glob: `*` matches any run of characters but `/`, `?` one such character; nothing else is
 * special. A glob without `*` allocates nothing, `**` would let a name cross folders: both are refused.
 */
export function parseAllocatedGlob(glob: string): AllocatedGlob {
  const refuse = (why: string) =>
    new ConfigurationError(
      `Input 'allocated-names': '${glob}' ${why}. Write one glob a line, such as migrations/*_*.sql or ` +
        '*/migrations/*_*.py, where the first * of the file name stands for the allocated name.',
    );
  if (!glob.includes('*')) throw refuse('has no *, so it allocates no name');
  if (glob.includes('**')) throw refuse('has **: a name is one path segment, write a single *');
  if (/[[\]{}\\]/.test(glob)) throw refuse('uses [ ], { } or \\: only * and ? are wildcards here');
  if (glob.startsWith('/') || glob.endsWith('/') || glob.split('/').some((s) => s === '' || s === '.' || s === '..'))
    throw refuse('is not a relative file path (no leading or trailing /, no empty, . or .. segment)');
  const lastSlash = glob.lastIndexOf('/');
  // The name is the file name's first *; only a glob whose file name has none takes its first * anywhere.
  const nameAt = glob.slice(lastSlash + 1).includes('*') ? glob.indexOf('*', lastSlash + 1) : glob.indexOf('*');
  let source = '';
  for (let i = 0; i < glob.length; i++) {
    const ch = glob[i] as string;
    if (ch === '*') source += i === nameAt ? '([^/]*?)' : '[^/]*';
    else if (ch === '?') source += '[^/]';
    else source += ch.replace(SPECIAL, '\\$&');
  }
  const wild = glob.search(/[*?]/);
  const slash = glob.lastIndexOf('/', wild);
  return {
    glob,
    pattern: new RegExp(`^${source}$`, 's'),
    folder: slash < 0 ? '' : glob.slice(0, slash + 1),
    namespaced: nameAt > lastSlash && wild < lastSlash,
  };
}

/** A name made only of digits is a number: `0042`, `042` and `42` are one name. */
const asNumber = (name: string) => (/^[0-9]+$/.test(name) ? name.replace(/^0+(?=.)/, '') : name);

/**
 * The name `path` allocates under `glob`, compared as the key. A name made only of digits is a number
 * (`0042`, `042` and `42` are one name: migration tools order them as numbers, and padding must not
 * dodge the rule); any other name compares as written. Under a namespaced glob the path's folder leads it.
 */
export function allocatedName(glob: AllocatedGlob, path: string): string | undefined {
  const m = glob.pattern.exec(path);
  if (!m) return undefined;
  const name = asNumber(m[1] ?? '');
  return glob.namespaced ? `${path.slice(0, path.lastIndexOf('/') + 1)}${name}` : name;
}

/**
 * A name as the operator writes it (`hand-over-name`), as the index compares it: the number in its last segment
 * (`0042`, `orders/migrations/0042`) is a number.
 */
export function normalizedName(name: string): string {
  const at = name.lastIndexOf('/') + 1;
  return `${name.slice(0, at)}${asNumber(name.slice(at))}`;
}

/**
 * Django's squashed migration (`squashmigrations` names it `<first>_squashed_<last>`, as in
 * `0001_initial_squashed_0006_x.py`): a file that replaces the migrations from the one whose name it carries. It
 * claims no name of its own when a migration that is no squash holds that name beside it (`decide.ts`).
 */
export function isSquashed(path: string): boolean {
  return path.slice(path.lastIndexOf('/') + 1).includes('_squashed_');
}
