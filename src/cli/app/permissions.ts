/**
 * The repository permissions mergexo's App asks for: the union of what its jobs' calls need, read from the one
 * place each call names its permission (`src/core/github/routes.ts`), never a second list. `metadata: read` is
 * GitHub's own gift to every App; `actions: read` lets rebase-notify check a hand-over against GitHub's record.
 */
import { METHOD_ROUTES, QUERY_ROUTES, type Route } from '../../core/github/routes.js';

export type Level = 'read' | 'write';

const RANK: Record<Level, number> = { read: 1, write: 2 };

/** `pull-requests: write` and `contents: write` (a route's permission) as `{ pull_requests: 'write', ... }`. */
export function permissionsOf(routes: readonly Route[]): Record<string, Level> {
  const out: Record<string, Level> = { metadata: 'read' };
  for (const { permission } of routes) {
    for (const entry of permission.split('` and `')) {
      const m = /^([a-z-]+): (read|write)$/.exec(entry.trim());
      if (!m) throw new Error(`routes.ts: unreadable permission '${permission}'`);
      const name = m[1]!.replace(/-/g, '_');
      const level = m[2] as Level;
      if (!out[name] || RANK[level] > RANK[out[name]]) out[name] = level;
    }
  }
  return Object.fromEntries(Object.entries(out).sort(([a], [b]) => a.localeCompare(b)));
}

/** What the App's manifest asks for: every permission a mergexo job's call needs, at the highest level needed. */
export function appPermissions(): Record<string, Level> {
  return permissionsOf([...Object.values(METHOD_ROUTES), ...Object.values(QUERY_ROUTES)]);
}

/** The permissions `granted` lacks of `needed` (an installation made before mergexo asked for more). */
export function missingPermissions(needed: Record<string, Level>, granted: Record<string, string>): string[] {
  return Object.entries(needed)
    .filter(([name, level]) => (RANK[granted[name] as Level] ?? 0) < RANK[level])
    .map(([name, level]) => `${name}: ${level}`);
}
