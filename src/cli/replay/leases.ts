import { UndecidableError } from '../../core/pure/errors.js';
import { GitCommandError } from '../../core/git.js';
import type { RootSet } from '../../core/pure/paths/root-set.js';
import { evaluate, leaseReasonText, type LeaseConfig } from '../../write-root-gate/index.js';
import { localChanges } from '../check.js';
import type { Checkout } from '../local-git.js';
import type { MergedPull } from './types.js';
import type { LeaseVerdict } from './verdicts.js';

/**
 * write-root-gate's own judgement (`evaluate`, through its public surface) of each merged PR against today's
 * lease file: what merging its head into the commit it landed on writes (`localChanges`, the reader `mergexo
 * check` uses, so the gate's union of the PR's diff and what the merge writes), read from the local clone.
 */

/** Today's lease file, parsed (undefined: none), and the gate's inputs (`leaseFile`: the path it protects). */
export interface LeaseQuestion {
  config: LeaseConfig | undefined;
  leaseFile: string;
  writeRoots: readonly string[];
  protectedPaths: readonly string[];
}

export async function judgeLeases(
  checkout: Checkout,
  pull: MergedPull,
  question: LeaseQuestion,
): Promise<LeaseVerdict> {
  // What merging writes is read after the lease is chosen; when git cannot tell, the gate refuses, naming the lease.
  let undecidable: string | undefined;
  const { lease, decision } = await evaluate(
    {
      leaseAtBase: async () => question.config,
      changes: async (roots: RootSet) => {
        try {
          return { entries: await localChanges(checkout, pull.base, pull.head, roots) };
        } catch (e) {
          // A clone that cannot read the PR's objects (a partial or damaged clone) cannot judge it: the gate refuses
          // what git cannot read, and the other PRs are still judged.
          if (!(e instanceof UndecidableError) && !(e instanceof GitCommandError)) throw e;
          undecidable = e.message;
          return { entries: [] };
        }
      },
    },
    {
      // What git alone cannot say is empty: no author or label matches a lease, as no branch of a squash does.
      pull: {
        headRef: pull.headRef ?? '',
        author: pull.author ?? '',
        labels: pull.labels,
        isCrossRepository: pull.isCrossRepository,
      },
      writeRoots: question.writeRoots,
      leaseFile: question.leaseFile,
      protectedPaths: question.protectedPaths,
    },
  );
  const facts = { lease: lease.name, reason: leaseReasonText(lease.why), roots: decision.roots };
  if (undecidable !== undefined) return { verdict: 'undecidable', ...facts, written: 0, violations: [], undecidable };
  return { verdict: decision.verdict, ...facts, written: decision.written, violations: decision.violations };
}
