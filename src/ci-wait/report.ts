/** What a run found, per PR or for a merge group: what `main.ts` turns into outputs and the job summary. */
import type { MarkChange } from '../core/ready-mark/mark.js';
import type { Outcome } from './rules/decide.js';
import type { ReadyBlock } from './rules/decide-ready.js';
import type { Reason } from './rules/reason.js';
import { noSelection, type CheckItem, type Selection } from './rules/selection.js';

/** What the ready mark did on the PR (only when `ready-mark` is on and the PR was judged). */
export interface ReadyReport {
  marked: boolean;
  blocks: ReadyBlock[];
  change: MarkChange;
}

/** One PR's verdict, as the job summary, the step's outputs and the log say it (`messages.ts`). */
export interface PullReport {
  number: number;
  outcome: Outcome;
  reason: Reason;
  head: string;
  attempt: number;
  selection: Selection;
  /** The ready mark's result, when `ready-mark` is on and the PR was judged. */
  ready?: { marked: boolean; blocks: readonly ReadyBlock[] };
}

export interface PullRunReport extends PullReport {
  ready?: ReadyReport;
  /** Whether `attempt` was read from the PR's state (false: the PR was left alone, `attempt` is 0). */
  attemptKnown: boolean;
  failedChecks: { name: string; conclusion: string; url: string | null }[];
}

export interface GroupReport {
  outcome: Outcome;
  reason: Reason;
  head: string;
  /** The PR the group's ref names, when it names one. */
  number: number | undefined;
  selection: Selection;
  failed: CheckItem[];
}

/** A `pull_request` event that closed the PR: nothing to wait for, nothing read. */
export function closedReport(number: number): PullRunReport {
  return {
    number,
    outcome: 'closed',
    reason: { kind: 'pull-was-closed' },
    head: '',
    attempt: 0,
    attemptKnown: false,
    selection: noSelection(),
    failedChecks: [],
  };
}
