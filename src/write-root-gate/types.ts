/**
 * The types write-root-gate's shell, its writes and its messages share. They live apart from the shell
 * so that messages.ts can name what a run found without importing the shell that imports it (no cycle).
 */
import type { PullPart } from '../core/pr/commit-verdict.js';
import type { ChangeSet } from './changed-paths.js';
import type { GateDecision } from './decide.js';
import type { ResolvedLease } from './lease-config.js';

/** One side effect of a verdict, attempted and reported whatever happened to the others. */
export interface Effect {
  what: string;
  ok: boolean;
  detail: string;
  /** A fix the user must make (missing permission): the step fails even on a pass. */
  configuration?: boolean;
  /** Writing the verdict check itself. */
  verdict?: boolean;
}

/** One error annotation of the step: the runner shows it on the file. */
export interface StepAnnotation {
  message: string;
  file: string;
  title: string;
}

export interface GateResult {
  number: number;
  headSha: string;
  verdict: 'pass' | 'refused';
  decision?: GateDecision;
  lease?: ResolvedLease;
  changes?: ChangeSet;
  /** Why the gate could not decide (it refused). */
  undecidable?: string;
  /** Other open PRs on the same head that were refused: this PR passes alone, its commit does not. */
  sharedWith?: PullPart[];
  /** merge_group: the PRs ahead in the queue that were refused, which fail the group whatever this PR's verdict. */
  groupFailing?: PullPart[];
  effects: Effect[];
  /**
   * The step's error annotations (the runner shows them on the files): this PR's offending paths,
   * then those of each refused PR on the same head, for main.ts to write.
   */
  annotations: StepAnnotation[];
}
