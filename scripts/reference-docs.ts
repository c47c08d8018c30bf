// The reference facts that are not inputs or outputs, rendered from the one place that knows each (issue 30: each
// fact in one place), for scripts/action-docs.ts to write between markers:
//  - the checks and labels each action writes: its `*check-name` inputs (action.yml) and mergexo's label catalog
//    (MERGEXO_LABELS, src/core/pr/repo-labels.ts), which names each label by the input that renames it;
//  - the permissions table of docs/security.md: each job's `permissions:` of the reusable workflow, the union its
//    caller must grant (callerPermissions), and what each permission is for, from the route table
//    (src/core/github/routes.ts), which names the permission of every route mergexo calls.
import { MERGEXO_LABELS } from '../src/core/pr/repo-labels.js';
import { METHOD_ROUTES, QUERY_ROUTES, type Route } from '../src/core/github/routes.js';

interface Described {
  description?: string;
  default?: unknown;
}

/** The check names and labels of one action: its `*check-name` inputs and the catalog's labels it names. */
export function renderChecksAndLabels(
  folder: string,
  inputs: Readonly<Record<string, Described>>,
  labels: Readonly<Record<string, { name: string; description: string }>> = MERGEXO_LABELS,
): string {
  const lines = ['## Checks and labels', '', '| name | renamed by | what it says |', '| --- | --- | --- |'];
  for (const [input, spec] of Object.entries(inputs)) {
    if (!input.endsWith('check-name') || typeof spec.default !== 'string' || spec.default === '') continue;
    lines.push(`| \`${spec.default}\` | \`${input}\` | ${oneLine(spec.description ?? '')} |`);
  }
  for (const [input, label] of Object.entries(labels)) {
    // A label no input renames (rebase-notify's overlap) belongs to the action its description names.
    const mine = input in inputs || (!input.endsWith('-label') && label.description.startsWith(`mergexo ${folder}:`));
    if (!mine) continue;
    const said = label.description.replace(/^mergexo(?: [a-z-]+)?: /, '');
    lines.push(`| \`${label.name}\` | ${input in inputs ? `\`${input}\`` : '-'} | ${oneLine(said)} |`);
  }
  return lines.join('\n');
}

const oneLine = (s: string) =>
  s
    .replace(/\s*\n\s*/g, ' ')
    .replace(/\|/g, '\\|')
    .trim();

type Level = 'read' | 'write' | 'none';
export type Grants = Readonly<Record<string, Readonly<Record<string, Level>>>>;

/** The scopes in the order the table shows them: those mergexo's routes name first, then any other a job grants. */
const SCOPE_ORDER = ['checks', 'pull-requests', 'contents', 'statuses', 'issues', 'actions'];

/** What each `permissions:` entry is for, as the route table says: `contents: write` -> its routes' whats. */
export function permissionUses(routes: readonly Route[] = allRoutes()): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const r of routes) {
    for (const entry of r.permission.split('` and `')) {
      const what = r.what.replace(/ ?'\{\}'/g, '').replace(/\{\}/g, '…');
      if (what === '…') continue;
      const list = out.get(entry) ?? [];
      if (!list.includes(what)) list.push(what);
      out.set(entry, list);
    }
  }
  return out;
}

function allRoutes(): Route[] {
  return [...Object.values(METHOD_ROUTES), ...Object.values(QUERY_ROUTES)];
}

/**
 * The jobs' grants as a table (the jobs that grant nothing left out), the caller's union as its last row, and what
 * each granted entry is for (entries no job grants, such as the CLI's, left out).
 */
export function renderPermissions(jobs: Grants, caller: Readonly<Record<string, Level>>, uses = permissionUses()) {
  const granting = Object.entries(jobs).filter(([, p]) => Object.keys(p).length > 0);
  const scopes = [...new Set([...SCOPE_ORDER, ...granting.flatMap(([, p]) => Object.keys(p))])].filter((s) =>
    granting.some(([, p]) => p[s] !== undefined),
  );
  const row = (name: string, p: Readonly<Record<string, Level>>) =>
    `| ${name} | ${scopes.map((s) => p[s] ?? '').join(' | ')} |`;
  const rank = { none: 0, read: 1, write: 2 } as const;
  // An entry is granted when some job grants its scope at its level or above (`write` reads too); `metadata: read`
  // every token has.
  const granted = (entry: string) => {
    const [scope = '', level = 'none'] = entry.split(': ') as [string, Level];
    return scope === 'metadata' || granting.some(([, p]) => rank[p[scope] ?? 'none'] >= rank[level]);
  };
  const why = [...uses]
    .filter(([entry]) => granted(entry))
    .map(([entry, whats]) => `| \`${entry}\` | ${whats.join('; ')} |`);
  return [
    `| job | ${scopes.map((s) => `\`${s}\``).join(' | ')} |`,
    `| --- | ${scopes.map(() => '---').join(' | ')} |`,
    ...granting.map(([name, p]) => row(`\`${name}\``, p)),
    row('the caller (union)', caller),
    '',
    '| entry | what mergexo does with it (`metadata: read` every token has) |',
    '| --- | --- |',
    ...why,
  ].join('\n');
}
