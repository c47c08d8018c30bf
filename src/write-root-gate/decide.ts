import { isSubmoduleChange, isSymlinkWrite, writtenPaths, type ChangedEntry, type SymlinkTarget } from './changes.js';
import type { ResolvedLease } from './lease-config.js';
import { DEFAULT_PROTECTED_PATHS, ProtectedPaths, RootSet, invalidPathReason, normalizePath } from './roots.js';

/** The rule a path broke, as the check, comment and job summary name it. */
export type Rule =
  'no-lease' | 'invalid-path' | 'outside-roots' | 'lease-file' | 'protected-path' | 'submodule' | 'symlink-escape';

export interface Violation {
  path: string;
  rule: Rule;
  /** What the PR did to the path, in words ("renamed to x", "removed", "points to ../../secrets"). */
  detail: string;
}

export interface GateDecision {
  verdict: 'pass' | 'refused';
  /** At most one per path, in the order the changes were listed. */
  violations: Violation[];
  /** The offending paths (the `violations` output). */
  paths: string[];
  roots: string[];
  /** How many distinct paths the PR writes. */
  written: number;
}

export const RULE_TEXT: Record<Rule, string> = {
  'no-lease': 'no lease applies to this PR, so it may write nothing',
  'invalid-path':
    "a path git refuses to check out (a '..' or '.git' segment), which only a crafted tree holds: no lease may write it; push a commit that removes it",
  'outside-roots': 'outside the write roots',
  'lease-file': "mergexo's lease file: only a root naming it exactly may change it",
  'protected-path':
    'protected path (workflows, CODEOWNERS, the protected-paths input): only a lease with a root naming it, or inside its directory (such as .github/workflows/), may change it',
  submodule: 'submodule change: only a root naming the submodule exactly may change it',
  'symlink-escape': 'symlink inside the roots that points outside them',
};

function describeChange(entry: ChangedEntry, path: string): string {
  const change = describeDiff(entry, path);
  switch (entry.via) {
    case 'merge':
      return `${change} by merging the PR into its base (the PR's diff against its merge base does not show it)`;
    case 'conflict':
      return 'conflicts when the PR is merged into its base';
    default:
      return change;
  }
}

function describeDiff(entry: ChangedEntry, path: string): string {
  const previous = entry.previousPath !== undefined ? normalizePath(entry.previousPath) : undefined;
  const current = normalizePath(entry.path);
  const kind = isSubmoduleChange(entry)
    ? 'submodule '
    : entry.newMode === '120000' || entry.oldMode === '120000'
      ? 'symlink '
      : '';
  switch (entry.status) {
    case 'added':
      return `${kind}added`;
    case 'removed':
      return `${kind}removed`;
    case 'modified':
      return `${kind}modified`;
    case 'changed':
      return entry.oldMode && entry.newMode && entry.oldMode !== entry.newMode
        ? `${kind}mode changed ${entry.oldMode} → ${entry.newMode}`
        : `${kind}type or mode changed`;
    case 'renamed':
      return path === previous ? `${kind}renamed to ${current}` : `${kind}renamed from ${previous}`;
    case 'copied':
      return path === previous ? `${kind}copied to ${current}` : `${kind}copied from ${previous}`;
  }
}

function describeSymlink(link: SymlinkTarget | undefined): string {
  if (!link) return 'symlink whose target could not be read';
  if ('resolved' in link) return `symlink to '${link.target}', which resolves to '${link.resolved || '.'}'`;
  switch (link.escapes) {
    case 'absolute':
      return `symlink to the absolute path '${link.target}'`;
    case 'outside-repository':
      return `symlink to '${link.target}', which leaves the repository`;
    case 'loop':
      return `symlink to '${link.target}', which loops`;
    case 'unreadable':
      return `symlink to '${link.target}', which could not be resolved`;
  }
}

/** What the rule text alone does not say about this path: why git refuses it, which area it holds. */
function whyRefused(rule: Rule, path: string, protectedPaths: ProtectedPaths): string | undefined {
  if (rule === 'invalid-path') return `git refuses ${invalidPathReason(path) ?? 'it'}`;
  if (rule !== 'protected-path') return undefined;
  const area = protectedPaths.holding(path);
  return area
    ? `it holds the protected '${area}', so no lease may turn it into a file, symlink or submodule`
    : undefined;
}

/**
 * The contract's rules over what the PR writes:
 * - no lease applies: every written path is a violation (closed by default);
 * - every written path (both sides of renames and copies, removals, mode changes) must be
 *   covered by a root;
 * - a path git refuses to check out (a `..` or `.git` segment) is never inside the roots;
 * - a submodule change, and a change to mergexo's own lease file, need a root naming that
 *   exact path: a glob covering the directory is not enough;
 * - a protected path (workflows, CODEOWNERS, the `protected-paths` input) needs a root naming
 *   it or lying inside its protected directory: `**` or `.github` is not enough;
 * - a symlink the PR writes inside the roots must resolve (in the tree it lands in) inside them.
 */
export function decideWriteRoots(input: {
  lease: ResolvedLease;
  entries: readonly ChangedEntry[];
  leaseFile: string;
  rootSet?: RootSet;
  /** Default: DEFAULT_PROTECTED_PATHS. */
  protectedPaths?: ProtectedPaths;
}): GateDecision {
  const roots = input.rootSet ?? new RootSet(input.lease.roots);
  const protectedPaths = input.protectedPaths ?? new ProtectedPaths(DEFAULT_PROTECTED_PATHS);
  const leaseFile = normalizePath(input.leaseFile);
  /** Every path written, in first-seen order (a Set keeps insertion order). */
  const written = new Set<string>();
  const flagged = new Map<string, Violation>();

  const flag = (path: string, rule: Rule, detail: () => string) => {
    if (!flagged.has(path)) flagged.set(path, { path, rule, detail: detail() });
  };
  /** The rule a written path breaks, checked in the order the contract lists them. */
  const ruleFor = (path: string, entry: ChangedEntry): Rule | undefined => {
    if (roots.isEmpty) return 'no-lease';
    if (invalidPathReason(path)) return 'invalid-path';
    if (!roots.covers(path)) return 'outside-roots';
    if (path === leaseFile && !roots.names(path)) return 'lease-file';
    if (protectedPaths.refuses(path, roots)) return 'protected-path';
    if (isSubmoduleChange(entry) && !roots.names(path)) return 'submodule';
    return undefined;
  };

  for (const entry of input.entries) {
    for (const raw of writtenPaths(entry)) {
      const path = normalizePath(raw);
      written.add(path);
      const rule = ruleFor(path, entry);
      if (rule) {
        flag(path, rule, () => {
          const why = whyRefused(rule, path, protectedPaths);
          return why ? `${describeChange(entry, path)}; ${why}` : describeChange(entry, path);
        });
      }
    }
    if (!roots.isEmpty && isSymlinkWrite(entry)) {
      const path = normalizePath(entry.path);
      if (!roots.covers(path)) continue;
      const link = entry.symlink;
      const inside = link !== undefined && 'resolved' in link && link.resolved !== '' && roots.covers(link.resolved);
      if (!inside) flag(path, 'symlink-escape', () => describeSymlink(link));
    }
  }

  const violations = [...written].flatMap((p) => {
    const v = flagged.get(p);
    return v ? [v] : [];
  });
  return {
    verdict: violations.length === 0 ? 'pass' : 'refused',
    violations,
    paths: violations.map((v) => v.path),
    roots: [...roots.roots],
    written: written.size,
  };
}
