/**
 * Whether a workflow run, as GitHub records it, is an operator's hand-over of one allocated name to one PR (pure).
 *
 * A hand-over's record is a comment of mergexo's citing the run that wrote it (`../state.ts`). Under
 * `GITHUB_TOKEN` any workflow writes as mergexo, so the record proves nothing by itself: the run it cites must be
 * one that only a hand-over makes. GitHub's record of a run says which workflow file ran (`path`), on which event
 * and branch, and under which title (`display_title`, the workflow's `run-name` evaluated for the run). It does not
 * record a dispatch's inputs, so the hand-over workflow writes them into its title (`HAND_OVER_RUN_NAME`): a
 * maintainer's routine dispatch of another workflow, or a hand-over of another name or to another PR, is no
 * hand-over of this one. Who started the run (`actor`) and who started this attempt (`triggering_actor`, a re-run)
 * must both hold the permission; that needs reads, so the shell checks it after this rule.
 */
import { normalizedName } from './allocated-names.js';

/** GitHub's record of a workflow run, as the rule reads it (the port's `WorkflowRunFacts`). */
export interface RunRecord {
  event: string;
  path: string;
  headBranch: string | null;
  triggeringActor: string;
  title: string;
}

/** The `run-name` a hand-over workflow declares, so that GitHub's record of each run names the hand-over. */
export const HAND_OVER_RUN_NAME = 'mergexo hand-over ${{ inputs.name }} to PR ${{ inputs.pull }}';

/** The title GitHub records for a hand-over run of `name` to PR `pull`, `HAND_OVER_RUN_NAME` as evaluated. */
const TITLE = /^mergexo hand-over (\S+) to PR #?([1-9][0-9]{0,9})$/;

/**
 * A name as the index compares it: the digits of its last segment as a number (`0042` is `42`, and
 * `orders/migrations/0042` under a wildcard folder is `orders/migrations/42`).
 */
export const comparedName = normalizedName;

/** What a hand-over run's title names; undefined when it is not a hand-over's title. */
export function handOverNamedBy(title: string): { name: string; pull: number } | undefined {
  const m = TITLE.exec(title.trim());
  return m ? { name: comparedName(m[1] as string), pull: Number(m[2]) } : undefined;
}

/** The hand-over a run must be, to count. */
export interface ExpectedHandOver {
  name: string;
  pull: number;
  /** The hand-over workflow's file, `.github/workflows/<file>` (input `hand-over-workflow`). */
  workflow: string;
  defaultBranch: string;
  /** Who the record (or this run) says dispatched it. */
  dispatcher: string;
}

/** Why a run is not the hand-over it is cited for. */
export type HandOverRunFault =
  | { kind: 'not-dispatch'; event: string }
  | { kind: 'other-workflow'; path: string; expected: string }
  | { kind: 'other-branch'; branch: string | null; expected: string }
  | { kind: 'other-hand-over'; title: string; expected: { name: string; pull: number } }
  | { kind: 'other-dispatcher'; triggeringActor: string; expected: string };

/** The first way the run fails to be the expected hand-over; undefined when GitHub's record of it fits. */
export function handOverRunFault(run: RunRecord, expected: ExpectedHandOver): HandOverRunFault | undefined {
  if (run.event !== 'workflow_dispatch') return { kind: 'not-dispatch', event: run.event };
  if (run.path !== expected.workflow) return { kind: 'other-workflow', path: run.path, expected: expected.workflow };
  if (run.headBranch !== expected.defaultBranch) {
    return { kind: 'other-branch', branch: run.headBranch, expected: expected.defaultBranch };
  }
  const named = handOverNamedBy(run.title);
  const want = { name: comparedName(expected.name), pull: expected.pull };
  if (!named || named.name !== want.name || named.pull !== want.pull) {
    return { kind: 'other-hand-over', title: run.title, expected: want };
  }
  if (run.triggeringActor.toLowerCase() !== expected.dispatcher.toLowerCase()) {
    return { kind: 'other-dispatcher', triggeringActor: run.triggeringActor, expected: expected.dispatcher };
  }
  return undefined;
}

/** The workflow file an input names: a file name under `.github/workflows/`, or that whole path. */
export function workflowPath(input: string): string | undefined {
  const file = input.trim().replace(/^\.github\/workflows\//, '');
  return /^[^/\\]+\.ya?ml$/.test(file) ? `.github/workflows/${file}` : undefined;
}
