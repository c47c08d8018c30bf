import { minimatch } from 'minimatch';
import type { ChangedEntry } from '../../core/pure/git-diff.js';
import { sameLogin } from '../../core/pure/logins.js';
import { DEFAULT_PROTECTED_PATHS } from '../../core/pure/paths/protected.js';
import { evaluate, type LeaseConfig } from '../../write-root-gate/index.js';

/**
 * What a valid lease file still gets wrong for this repository, judged by write-root-gate's own `evaluate` on
 * pull requests the repository will see: its update bots' (the files each updates) and its CODEOWNERS users' (a
 * branch of their own); and leases an earlier lease hides. Warnings, not errors: the gate reads the file.
 */

export type Warning =
  | { kind: 'hidden'; lease: string; line: number; by: string; byLine: number }
  | { kind: 'no-lease'; line?: undefined; author: string; source: string; paths: string[] }
  | { kind: 'refused'; line: number; lease: string; author: string; source: string; paths: string[] };

/** An author the repository will see pull requests from, and what such a pull request writes. */
export interface ExpectedAuthor {
  login: string;
  /** Where lint learned of it (`.github/dependabot.yml`, `CODEOWNERS`). */
  source: string;
  headRef: string;
  labels: string[];
  /** Paths its pull requests write (none: it only needs some lease). */
  paths: string[];
  /** The roots a lease for it would need (the fix a warning suggests). */
  roots: string[];
}

/** Does every pull request `later` matches also match `earlier`? (Only when that is sure: globs by their text.) */
function covers(
  earlier: LeaseConfig['leases'][number]['match'],
  later: LeaseConfig['leases'][number]['match'],
): boolean {
  if (!earlier) return true;
  if (!later) return false;
  if (earlier.authors.length > 0) {
    if (later.authors.length === 0) return false;
    if (!later.authors.every((b) => earlier.authors.some((a) => sameLogin(a, b)))) return false;
  }
  if (earlier.labels.length > 0) {
    if (later.labels.length === 0) return false;
    const has = new Set(earlier.labels.map((l) => l.toLowerCase()));
    if (!later.labels.every((l) => has.has(l.toLowerCase()))) return false;
  }
  if (earlier.branches.length > 0) {
    if (later.branches.length === 0) return false;
    if (!later.branches.every((b) => earlier.branches.some((a) => a === b || minimatch(b, a, { dot: true })))) {
      return false;
    }
  }
  return true;
}

export function hiddenLeases(config: LeaseConfig): Warning[] {
  const out: Warning[] = [];
  config.leases.forEach((later, j) => {
    const by = config.leases.slice(0, j).find((earlier) => covers(earlier.match, later.match));
    if (by) out.push({ kind: 'hidden', lease: later.name, line: later.line, by: by.name, byLine: by.line });
  });
  return out;
}

const modified = (path: string): ChangedEntry => ({ path, status: 'modified', oldMode: '100644', newMode: '100644' });

/** Each expected author's pull request judged by the gate: no lease at all, or paths its lease refuses. */
export async function authorsWithoutRoots(
  config: LeaseConfig,
  authors: readonly ExpectedAuthor[],
  writeRoots: readonly string[],
): Promise<Warning[]> {
  const out: Warning[] = [];
  for (const author of authors) {
    const { lease, decision } = await evaluate(
      {
        leaseAtBase: () => Promise.resolve(config),
        changes: () => Promise.resolve({ entries: author.paths.map(modified) }),
      },
      {
        pull: { headRef: author.headRef, author: author.login, labels: author.labels, isCrossRepository: false },
        writeRoots,
        leaseFile: config.file,
        protectedPaths: [...DEFAULT_PROTECTED_PATHS],
      },
    );
    if (lease.source === 'none') {
      out.push({ kind: 'no-lease', author: author.login, source: author.source, paths: author.roots });
    } else if (decision.verdict === 'refused' && lease.lease) {
      out.push({
        kind: 'refused',
        line: lease.lease.line,
        lease: lease.name,
        author: author.login,
        source: author.source,
        paths: decision.paths,
      });
    }
  }
  return out;
}
