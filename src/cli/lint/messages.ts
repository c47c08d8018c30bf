import { visible } from '../../core/untrusted.js';
import type { Located, Problem } from './explain.js';
import type { Warning } from './warnings.js';

/** Every line `mergexo lint` prints: one per finding, `FILE:LINE[:COLUMN]: LEVEL: what. Fix: how.` */

export const LINT_USAGE = `usage: mergexo lint [FILE] [options]

Checks mergexo's lease file as write-root-gate reads it, in this clone, before it lands: one line per mistake,
with its line, column and fix; then warnings for update bots (Dependabot, Renovate) and CODEOWNERS users that no
lease gives a root, and for leases an earlier lease hides.

  FILE                   the lease file (default: .github/mergexo.yml at the top of the clone)
  --lease-file PATH      the same as FILE
  --write-root GLOB      a root the workflow's write-roots input adds to every lease (repeatable)
  --strict               exit 1 on warnings too

Exit codes: 0 the gate reads the file (warnings are printed); 1 it would refuse every pull request with a
configuration error (or, with --strict, a warning); 2 usage.`;

/** What each problem is, and its fix, in words. */
function words(p: Problem): { what: string; fix: string } {
  switch (p.kind) {
    case 'flow-bot':
      return {
        what: `'${p.login}' inside a [...] list is not valid YAML: its '[bot]' opens a list of its own`,
        fix: `write the list in block style, one '- ${p.login}' per line (or quote it: '${p.login}')`,
      };
    case 'tab':
      return { what: 'a tab indents this line; YAML allows only spaces', fix: 'indent with spaces' };
    case 'reserved-start':
      return {
        what: `a value cannot start with '${p.char}' in YAML (${p.value})`,
        fix: p.char === '@' ? `write the login without '@', or quote it` : `quote the value: '${p.value}'`,
      };
    case 'duplicate-key':
      return {
        what: `'${p.key}' is written twice in the same mapping`,
        fix: `keep one '${p.key}:' (merge the two lists into one)`,
      };
    case 'colon-in-value':
      return { what: `': ' inside a value reads as a new key (${p.value})`, fix: `quote the value: '${p.value}'` };
    case 'unclosed-quote':
      return { what: `the ${p.quote} opened here is never closed`, fix: `close it with ${p.quote} on the same line` };
    case 'indent':
      return {
        what: `the indentation does not line up (${p.yaml})`,
        fix: 'indent each key of a lease under its name, with spaces, and start each lease with - at the same column',
      };
    case 'alias':
      return {
        what: `'${p.value}' starts with '*', which YAML reads as an alias, not a glob`,
        fix: `quote it: '${p.value}'`,
      };
    case 'anchor':
      return {
        what: `'${p.value}' starts with '&', which YAML reads as an anchor, not text`,
        fix: `quote it: '${p.value}'`,
      };
    case 'not-text':
      return {
        what: `${p.where} must be text${p.value === '' ? ', and is empty' : `, and '${p.value}' is not`}`,
        fix: p.value === '' ? 'write a value, or remove the key' : `quote it: '${p.value}'`,
      };
    case 'unknown-key':
      return {
        what: `${p.where}: '${p.key}' is not a key write-root-gate knows (here: ${p.allowed.join(', ')})`,
        fix: p.suggestion
          ? `write '${p.suggestion}'`
          : p.key === 'leases' && p.allowed.includes('write-root-gate')
            ? "indent 'leases:' under 'write-root-gate:'"
            : `use one of ${p.allowed.join(', ')}, or remove it`,
      };
    case 'yaml':
      return { what: `not valid YAML: ${p.yaml}`, fix: 'correct the YAML at that column' };
    case 'gate': {
      const message = p.message.replace(/\.$/, '');
      return { what: p.where === '' ? message : `${p.where}: ${message}`, fix: gateFix(message) };
    }
  }
}

/** The fix for each of the gate's own refusals that does not already say it (`write that`, `allowed here: ...`). */
const GATE_FIXES: [RegExp, string][] = [
  [/is missing 'roots'/, "add 'roots:' with the paths this lease may write, one '- path' per line"],
  [/is missing 'name'/, "add 'name:' with a short name of its own, shown on the pull request"],
  [/is already used on line/, 'give each lease a name of its own'],
  [/only version 1/, "write 'version: 1'"],
  [/must be a list of leases/, "start each lease with '- name: ...', indented under 'leases:'"],
  [
    /needs at least one of/,
    "add branch, author or label under 'match:', or remove 'match:' to match every pull request",
  ],
  [/contains '\.\.'/, "write the root as a path from the top of the repository, without '..'"],
  [/not a valid glob/, "correct the glob (a '[' needs its ']', a '{' its '}')"],
  [/is not a GitHub login/, "write the login as GitHub's REST API shows it; an App's is name[bot]"],
  [/must be a mapping/, "write 'key: value' lines, indented under it"],
  [/keys must be plain names/, "write each key as a plain name followed by ':'"],
];

function gateFix(message: string): string {
  return GATE_FIXES.find(([re]) => re.test(message))?.[1] ?? '';
}

const at = (file: string, line: number | undefined, column?: number): string =>
  `${file}${line === undefined ? '' : `:${line}`}${column === undefined ? '' : `:${column}`}`;

export function errorLine(file: string, e: Located): string {
  const { what, fix } = words(e.problem);
  return visible(`${at(file, e.line, e.column)}: error: ${what}.${fix ? ` Fix: ${fix}.` : ''}`);
}

export function warningLine(file: string, w: Warning): string {
  return visible(`${at(file, w.line)}: warning: ${warningText(w)}`);
}

function warningText(w: Warning): string {
  switch (w.kind) {
    case 'hidden':
      return (
        `lease '${w.lease}' never applies: every pull request it matches matches lease '${w.by}' (line ${w.byLine}) ` +
        `first. Fix: move it above '${w.by}', or narrow the match of '${w.by}'.`
      );
    case 'no-lease':
      return (
        `${w.author} (${w.source}) gets no lease, so write-root-gate refuses every pull request it opens. Fix: add a ` +
        `lease matching author ${w.author}${w.paths.length > 0 ? ` with roots ${w.paths.join(', ')}` : ''}.`
      );
    case 'refused':
      return (
        `lease '${w.lease}' lets ${w.author} (${w.source}) not write ${w.paths.join(', ')}, which it updates. Fix: ` +
        `add ${w.paths.length === 1 ? 'it' : 'them'} to the roots of '${w.lease}'.`
      );
  }
}

export function summary(file: string, leases: number | undefined, warnings: number): string {
  if (leases === undefined) {
    return `mergexo lint: ${file} is refused: write-root-gate would fail every pull request with a configuration error.`;
  }
  const w = warnings === 0 ? 'no warnings' : `${warnings} warning${warnings === 1 ? '' : 's'}`;
  return `mergexo lint: ${file}: ${leases} lease${leases === 1 ? '' : 's'}, read as write-root-gate reads them; ${w}.`;
}

export const noFile = (file: string): string =>
  `${file}: error: there is no lease file, so write-root-gate refuses every path of every pull request. ` +
  'Fix: write one (npx mergexo init writes a starter), or pass the path of yours.';

export const lintUsageError = (what: string): string => `mergexo lint: ${what}. Run 'mergexo lint --help' for usage.`;
