/** One run of ci-wait: what every part of a run shares. */
import type { OwnCheckRun } from '../core/pr/commit-verdict.js';
import type { PullPart } from '../core/pure/commit-verdict.js';
import { PullPoller } from '../core/pr/poll.js';
import type { PolledPull } from '../core/pure/view.js';
import type { ShellContext } from '../core/shell.js';
import { CommitChecks } from './commit-checks.js';
import { type Outcome, type PartReason } from './decide.js';
import type { Reason, UpdateRefusal } from './reason.js';
import { type CheckItem, type Selection } from './selection.js';
import type { MergeMethod } from './settings.js';
import type { WaitNote } from './wait-note.js';

/**
 * What each PR was found to be in this run, by number, and on which head: one map serves the whole
 * run, so a PR judged for an earlier PR of the same event is not judged again (event mode names
 * every PR on the commit).
 */
export type JudgedInRun = Map<number, { head: string; part: PullPart<PartReason> }>;

/** One run of ci-wait: the shell context, the readers it polls with (one ETag cache each) and what it judged. */
export interface Run {
  ctx: ShellContext;
  poller: PullPoller;
  checks: CommitChecks;
  /** When the run began, on `ctx.clock`: the timeout counts from here. */
  startedAt: number;
  detailsUrl: string | undefined;
  judged: JudgedInRun;
  /** ci-wait's own verdict checks read on each commit for a count's copy (`./count.ts`), once per run. */
  verdicts: Map<string, Promise<OwnCheckRun[]>>;
}

export function startRun(ctx: ShellContext, startedAt: number, detailsUrl: string | undefined): Run {
  return {
    ctx,
    poller: new PullPoller(ctx.github, ctx.repo),
    checks: new CommitChecks(ctx.github, ctx.repo, ctx.log),
    startedAt,
    detailsUrl,
    judged: new Map(),
    verdicts: new Map(),
  };
}

export interface Evaluation {
  outcome: Outcome;
  reason: Reason;
  mergeableKnown: boolean;
  pr: PolledPull;
  head: string;
  selection: Selection;
  failed: CheckItem[];
  pending: CheckItem[];
  /** Set when a merge was attempted. */
  mergeMethod?: MergeMethod;
  /** Why updating the branch failed, when it was tried and refused. */
  updateRefusal?: UpdateRefusal;
  notes: WaitNote[];
}
