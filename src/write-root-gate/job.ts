/**
 * What one run of the gate works with (`GateJob`) and what it gives back (`GateResult`, with its `Effect`s), as
 * types only: the shell fills them, messages.ts words them, main.ts reports them.
 */
import type { PullPart } from '../core/pure/commit-verdict.js';
import type { ChangeSet } from './changed-paths.js';
import type { GateDecision } from './decide.js';
import type { ResolvedLease } from './lease-config.js';
import type { WriteRootGateSettings } from './settings.js';

/** Where the scratch git repository comes from and goes. */
export interface GateEnvironment {
  serverUrl: string;
  tempRoot?: string;
}

/** What one run of the gate works with besides the shell context. */
export interface GateJob {
  settings: WriteRootGateSettings;
  env: GateEnvironment;
  /** The run's page, linked from every check it writes. */
  detailsUrl?: string;
}

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

/** Extra commits that get the same verdict (the merge group commit of a queued PR). */
export interface ExtraVerdict {
  headSha: string;
  note: string;
}

/** The step's error annotations of a refusal (the first 10 paths): the runner shows them on the files. */
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

export interface JudgeOptions {
  /** Commits that get the same verdict (the merge group commit). */
  extra?: ExtraVerdict[];
  /** The head the event named, used when the PR itself cannot be read. */
  eventHead?: string;
  /** The PR was retargeted (`edited` with `changes.base`): from and to which base branch, as the event says. */
  baseChange?: { from?: string; to?: string };
}
