import {
  isSubmoduleChange,
  isSymlinkWrite,
  writtenPaths,
  type ChangedEntry,
  type ChangeStatus,
  type SymlinkTarget,
} from '../../core/pure/git-diff.js';
import type { ResolvedLease } from './lease-config.js';
import { invalidPathReason, normalizePath } from '../../core/pure/paths/normalize.js';
import { DEFAULT_PROTECTED_PATHS, ProtectedPaths } from '../../core/pure/paths/protected.js';
import { RootSet } from '../../core/pure/paths/root-set.js';
import { hasLabel } from '../../core/pure/labels.js';

/** The rule a path broke, as the check, comment and job summary name it. */
export type Rule =
  'no-lease' | 'invalid-path' | 'outside-roots' | 'lease-file' | 'protected-path' | 'submodule' | 'symlink-escape';

/** What the rule alone does not say about a path: the segment git refuses, or the protected area it holds. */
export type Refusal = { kind: 'invalid-path'; path: string } | { kind: 'protected-area'; area: string };

/** What the PR did to a path, as facts (`./messages.ts` words them). */
export interface ChangeFacts {
  kind: 'change';
  status: ChangeStatus;
  /** Seen only by merging the PR into its base (`merge`), or as a conflict there. */
  via?: 'merge' | 'conflict';
  object: 'file' | 'submodule' | 'symlink';
  /** A mode change (`changed`), when both modes are known and differ. */
  modes?: { from: string; to: string };
  /** The other side of a rename or copy: this path went `to` it, or came `from` it. */
  counterpart?: { side: 'to' | 'from'; path: string };
  refused?: Refusal;
}

/** Why a path broke its rule, as facts: its change, or where its symlink points. */
export type ViolationDetail = ChangeFacts | { kind: 'symlink'; link: SymlinkTarget | undefined };

export interface Violation {
  path: string;
  rule: Rule;
  /** What the PR did to the path (renamed to x, removed, a symlink to ../../secrets), as facts. */
  detail: ViolationDetail;
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

function changeFacts(entry: ChangedEntry, path: string, refused: Refusal | undefined): ChangeFacts {
  const previous = entry.previousPath !== undefined ? normalizePath(entry.previousPath) : undefined;
  const object = isSubmoduleChange(entry)
    ? 'submodule'
    : entry.newMode === '120000' || entry.oldMode === '120000'
      ? 'symlink'
      : 'file';
  const moved = entry.status === 'renamed' || entry.status === 'copied';
  const modes =
    entry.status === 'changed' && entry.oldMode && entry.newMode && entry.oldMode !== entry.newMode
      ? { modes: { from: entry.oldMode, to: entry.newMode } }
      : {};
  return {
    kind: 'change',
    status: entry.status,
    ...(entry.via ? { via: entry.via } : {}),
    object,
    ...modes,
    ...(moved
      ? {
          counterpart:
            path === previous
              ? { side: 'to' as const, path: normalizePath(entry.path) }
              : { side: 'from' as const, path: String(previous) },
        }
      : {}),
    ...(refused ? { refused } : {}),
  };
}

/** What the rule alone does not say about this path: why git refuses it, which area it holds. */
function whyRefused(rule: Rule, path: string, protectedPaths: ProtectedPaths): Refusal | undefined {
  if (rule === 'invalid-path') return { kind: 'invalid-path', path };
  if (rule !== 'protected-path') return undefined;
  const area = protectedPaths.holding(path);
  return area ? { kind: 'protected-area', area } : undefined;
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

  const flag = (path: string, rule: Rule, detail: () => ViolationDetail) => {
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
        flag(path, rule, () => changeFacts(entry, path, whyRefused(rule, path, protectedPaths)));
      }
    }
    if (!roots.isEmpty && isSymlinkWrite(entry)) {
      const path = normalizePath(entry.path);
      if (!roots.covers(path)) continue;
      const link = entry.symlink;
      const inside = link !== undefined && 'resolved' in link && link.resolved !== '' && roots.covers(link.resolved);
      if (!inside) flag(path, 'symlink-escape', () => ({ kind: 'symlink', link }));
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

/**
 * What a verdict asks of the PR itself besides its check, as the plan the shell applies: a refused PR is
 * quarantined (auto-merge off, the label, the comment; then ci-wait's ready mark taken back), a passing one
 * released (the label off, and the quarantine comment, when the PR shows one, says it is back inside).
 */
export type PullPlan =
  { kind: 'quarantine'; conclusion: 'failure' } | { kind: 'release'; conclusion: 'success'; updateComment: boolean };

export function planPullWrites(
  decision: Pick<GateDecision, 'verdict'>,
  shown: { quarantineComment: boolean },
): PullPlan {
  return decision.verdict === 'refused'
    ? { kind: 'quarantine', conclusion: 'failure' }
    : { kind: 'release', conclusion: 'success', updateComment: shown.quarantineComment };
}

/**
 * What releasing a PR writes, from what it shows: the label off when it carries it (in any letter case:
 * `core/pure/labels.ts`), the quarantine comment edited when there is one. Nothing shown: nothing to write, and nothing waits.
 */
export function releaseWrites(
  labels: readonly string[],
  label: string,
  quarantineComment: boolean,
): { removeLabel: boolean; updateComment: boolean } {
  return { removeLabel: hasLabel(labels, label), updateComment: quarantineComment };
}
