// GitHub App permission checks. A token's grant is what a workflow's `permissions:` block (or an App
// installation) gives it; a route names the grants that satisfy it, and a refusal tells which one is missing
// in `x-accepted-github-permissions`, exactly as GitHub does, so error messages can name the fix.
import type { TokenInfo } from './store.js';

const LEVEL = { none: 0, read: 1, write: 2 } as const;

export function normalizePermissions(
  p: Record<string, string> | undefined,
): Record<string, 'read' | 'write' | 'none'> | undefined {
  if (!p) return undefined;
  const out: Record<string, 'read' | 'write' | 'none'> = {};
  for (const [k, v] of Object.entries(p)) out[k.replace(/-/g, '_')] = (v as 'read' | 'write' | 'none') ?? 'none';
  // Every installation token can read metadata; GitHub grants it implicitly.
  if (!out.metadata || out.metadata === 'none') out.metadata = 'read';
  return out;
}

/** True when the token holds at least one of the alternatives (`name=level`). */
export function hasPermission(token: TokenInfo, alternatives: string[]): boolean {
  if (!token.permissions || alternatives.length === 0) return true;
  return alternatives.some((alt) => {
    const [name, level] = alt.split('=') as [string, 'read' | 'write'];
    return LEVEL[token.permissions![name] ?? 'none'] >= LEVEL[level];
  });
}

export function acceptedHeader(alternatives: string[]): string {
  return alternatives.join('; ');
}
