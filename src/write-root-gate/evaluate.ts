import type { ChangedEntry } from '../core/pure/git-diff.js';
import { ProtectedPaths } from '../core/pure/paths/protected.js';
import { RootSet } from '../core/pure/paths/root-set.js';
import { decideWriteRoots, type GateDecision } from './decide.js';
import { resolveLease, type LeaseConfig, type LeaseSubject, type ResolvedLease } from './lease-config.js';

/**
 * What the lease judgement reads, and nothing more. The gate offers it from GitHub and its scratch repository;
 * `mergexo check` from the agent's checkout. Both then judge alike, because both judge here.
 */
export interface GatePorts<C extends { entries: readonly ChangedEntry[] }> {
  /** The lease file as the PR's base commit holds it, parsed; undefined when the base has none. */
  leaseAtBase(): Promise<LeaseConfig | undefined>;
  /**
   * What merging the PR writes: every change with git's modes (file, symlink, submodule), and for each symlink
   * written inside `roots`, where it points. `roots` are the lease's: a reader may skip what cannot matter.
   */
  changes(roots: RootSet): Promise<C>;
}

/** The PR and the workflow's inputs the judgement depends on. */
export interface GateQuestion {
  pull: LeaseSubject;
  writeRoots: readonly string[];
  leaseFile: string;
  protectedPaths: readonly string[];
}

export interface Evaluation<C> {
  lease: ResolvedLease;
  changes: C;
  decision: GateDecision;
}

/**
 * The lease a PR is judged under (read from its base, never its head: a PR cannot widen its own lease), then
 * what it writes, then the verdict (`decideWriteRoots`). A ConfigurationError (a broken lease file, a bad root)
 * and an UndecidableError (what the PR writes cannot be told) propagate: the caller refuses.
 */
export async function evaluate<C extends { entries: readonly ChangedEntry[] }>(
  ports: GatePorts<C>,
  question: GateQuestion,
): Promise<Evaluation<C>> {
  const { headRef, author, labels, isCrossRepository } = question.pull;
  const config = await ports.leaseAtBase();
  const lease = resolveLease(
    question.writeRoots,
    config,
    { headRef, author, labels, isCrossRepository },
    question.leaseFile,
  );
  const rootSet = new RootSet(lease.roots);
  const changes = await ports.changes(rootSet);
  const decision = decideWriteRoots({
    lease,
    entries: changes.entries,
    leaseFile: question.leaseFile,
    rootSet,
    protectedPaths: new ProtectedPaths(question.protectedPaths),
  });
  return { lease, changes, decision };
}
