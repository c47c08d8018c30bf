/**
 * The ready mark (pure): a PR is handed to reviewers only when it can land.
 */
import { botless } from '../../core/pure/trust.js';
import type { RequiredChecks } from '../../core/pure/required-checks.js';
import { isMergexoCheckName } from '../../core/pure/protocol/checks.js';
import type { Outcome } from './decide.js';
import { isMergexoCheck } from './selection.js';

/** A check run on the head as the ready rule reads it (`RawCheckRun`'s fields it needs). */
export interface GateRun {
  id: number;
  name: string;
  status: string;
  conclusion: string | null;
  app: string | null;
  appId?: number | null;
}

/** A commit status on the head as the ready rule reads it (newest per context). */
export interface GateStatus {
  id: number;
  context: string;
  state: string;
}

/** One reason the PR is not marked ready. */
export type ReadyBlock =
  | { kind: 'outcome'; outcome: Outcome }
  | { kind: 'state'; state: string }
  | { kind: 'label'; label: string }
  /** A `mergexo/*` check that is not a success; `foreign`: written by another identity than this token's. */
  | { kind: 'gate'; name: string; result: string; foreign: boolean }
  /** A check the base requires (not a `mergexo/*` one) that is absent (`missing`) or not passing on the head. */
  | { kind: 'required'; name: string; result: string }
  /** The base's required checks could not be read: not knowing them is not vouching for them. */
  | { kind: 'required-unknown'; why: string }
  | { kind: 'head-moved'; to: string }
  /** A push's run, before it judges the new head: the mark belonged to the old one. */
  | { kind: 'new-head' };

export interface ReadyInput {
  /** The PR's final outcome on this head (`shared_head` when another PR on the commit fails). */
  outcome: Outcome;
  /** REST `mergeable_state` as last polled. */
  mergeableState: string;
  isDraft: boolean;
  /** The draft mode makes a draft ready; otherwise a draft cannot merge and is not marked. */
  draftMode: boolean;
  labels: readonly string[];
  blockingLabels: readonly string[];
  /** Every check run on the head (the rule picks the `mergexo/*` ones other than `checkName`). */
  runs: readonly GateRun[];
  /** The head's commit statuses: a required check may be a status. */
  statuses: readonly GateStatus[];
  /** What the base requires (rulesets and branch protection), or why it is not known. */
  required: RequiredChecks;
  /** Check names of the job running ci-wait (`selection`'s `self`): a requirement on them is not judged here. */
  selfNames?: readonly string[];
  checkName: string;
  /** The token's login: only check runs of its app are mergexo's own. */
  viewer: string;
}

/**
 * Mergeable states in which the PR cannot land as it is: it conflicts (`dirty`), the branch must be
 * updated first (`behind`: the base requires it up to date), or GitHub does not know (`unknown`: fail
 * closed). `blocked` is not among them: a missing required review is what the mark asks for.
 */
const UNLANDABLE_STATES: ReadonlySet<string> = new Set(['dirty', 'behind', 'unknown']);

/** The newest of `items` (GitHub's ids grow with time), or undefined. */
function newest<T extends { id: number }>(items: readonly T[]): T | undefined {
  return items.reduce<T | undefined>((a, x) => (a === undefined || x.id > a.id ? x : a), undefined);
}

const PASSING_RUN = new Set(['success', 'neutral', 'skipped']);

/**
 * A required check that is not mergexo's, as GitHub judges it: the newest check run of that name (of the
 * pinned App when the requirement names one), else the newest commit status of that context (a status
 * has no App, so it never satisfies a pinned requirement). `passed`, or what it is instead (`missing`).
 */
function requiredResult(name: string, appId: number | undefined, input: ReadyInput): string {
  const run = newest(input.runs.filter((r) => r.name === name && (appId === undefined || r.appId === appId)));
  if (run) {
    if (run.status !== 'completed') return run.status;
    return run.conclusion !== null && PASSING_RUN.has(run.conclusion) ? 'passed' : (run.conclusion ?? 'unknown');
  }
  const status = appId === undefined ? newest(input.statuses.filter((s) => s.context === name)) : undefined;
  if (status) return status.state === 'success' ? 'passed' : status.state;
  return 'missing';
}

/**
 * Whether the PR is marked ready for review: ci-wait's own success on its current head (green CI, GitHub's
 * test merge clean), a mergeable state in which it can land, no blocking label, every gate on the head
 * passing, and every check the base requires present and passing. A gate is a check run named `mergexo/*`
 * other than ci-wait's own: mergexo's own newest run of each name must be a success, and a run of another
 * identity never counts for a pass (a workflow can forge one) while one that is not a success still blocks (it
 * may be mergexo under another token; fail closed). A required gate that has not reported yet is a block, not a
 * pass: the mark speaks of what was judged, never of an absence. Required checks that cannot be read block too.
 */
export function decideReady(input: ReadyInput): { ready: boolean; blocks: ReadyBlock[] } {
  const blocks: ReadyBlock[] = [];
  if (input.outcome !== 'success') blocks.push({ kind: 'outcome', outcome: input.outcome });
  const state = input.mergeableState.toLowerCase();
  if (UNLANDABLE_STATES.has(state)) blocks.push({ kind: 'state', state });
  if (input.isDraft && !input.draftMode) blocks.push({ kind: 'state', state: 'draft' });
  const shown = new Map(input.labels.map((l) => [l.toLowerCase(), l]));
  for (const label of new Set(input.blockingLabels.map((l) => l.toLowerCase()))) {
    const found = shown.get(label);
    if (found !== undefined) blocks.push({ kind: 'label', label: found });
  }
  const self = botless(input.viewer);
  const gates = new Map<string, GateRun>();
  for (const run of input.runs) {
    if (!isMergexoCheckName(run.name) || run.name === input.checkName) continue;
    const foreign = !run.app || run.app.toLowerCase() !== self;
    const key = `${foreign ? 'foreign' : 'own'}:${run.name}`;
    const seen = gates.get(key);
    if (!seen || run.id > seen.id) gates.set(key, run);
  }
  for (const [key, run] of [...gates].sort(([a], [b]) => a.localeCompare(b))) {
    const passed = run.status === 'completed' && run.conclusion === 'success';
    if (passed) continue;
    const result = run.status === 'completed' ? (run.conclusion ?? 'unknown') : run.status;
    blocks.push({ kind: 'gate', name: run.name, result, foreign: key.startsWith('foreign:') });
  }
  if (!input.required.known) {
    blocks.push({ kind: 'required-unknown', why: input.required.why });
    return { ready: false, blocks };
  }
  const required = [...input.required.checks].sort((a, b) => a.name.localeCompare(b.name));
  for (const { name, appId } of required) {
    // ci-wait's own verdict is the outcome above, written on this head just before; its job is still running.
    if (name === input.checkName || input.selfNames?.includes(name)) continue;
    if (isMergexoCheckName(name)) {
      // Only mergexo's own run speaks for a gate; one that is there and not passing is listed above.
      if (!gates.has(`own:${name}`) && !blocks.some((b) => b.kind === 'gate' && b.name === name)) {
        blocks.push({ kind: 'gate', name, result: 'missing', foreign: false });
      }
      continue;
    }
    const result = requiredResult(name, appId, input);
    if (result !== 'passed') blocks.push({ kind: 'required', name, result });
  }
  return { ready: blocks.length === 0, blocks };
}

/** What setting the mark asks of the shell; `C` is what a write of the mark changed. */
export interface MarkPorts<C> {
  /** Where the PR's head is now, and whether the PR is open. */
  headNow(): Promise<{ headSha: string; open: boolean }>;
  set(): Promise<C>;
  takeBack(): Promise<C>;
  changed(change: C): boolean;
}

/** What marking came to: the mark set (`change`: what setting it changed), or taken back for `blocks`. */
export type MarkResult<C> = { marked: true; change: C } | { marked: false; blocks: ReadyBlock[]; change: C };

/**
 * Sets the mark when the rule says head `head` can land and it still stands, else takes it back. Before setting,
 * the head is read again; after a write that changed the mark, once more: a head that moved meanwhile has the
 * mark taken back at once (the new head's own run judges it). `none`: the change of a write that was not made.
 */
export async function markWhenReady<C>(
  ports: MarkPorts<C>,
  head: string,
  decision: { ready: boolean; blocks: readonly ReadyBlock[] },
  none: C,
): Promise<MarkResult<C>> {
  let blocks: ReadyBlock[] = [...decision.blocks];
  let change = none;
  if (decision.ready) {
    const before = await ports.headNow();
    if (before.headSha !== head || !before.open) blocks = [{ kind: 'head-moved', to: before.headSha }];
  }
  if (blocks.length === 0) {
    change = await ports.set();
    if (ports.changed(change)) {
      const after = await ports.headNow();
      if (after.headSha !== head) blocks = [{ kind: 'head-moved', to: after.headSha }];
    }
  }
  if (blocks.length > 0) return { marked: false, blocks, change: await ports.takeBack() };
  return { marked: true, change };
}

/**
 * Whether a push's run takes the mark back before it waits: the mark belongs to the head it was set on, so only an
 * open PR whose head has no success of ci-wait's own yet loses it (a re-run on a passed head writes nothing).
 */
export function takesBackFirst(state: 'OPEN' | 'CLOSED' | 'MERGED', standing: string | null | undefined): boolean {
  return state === 'OPEN' && standing !== 'success';
}

/** Whether the head's checks are read for the mark: only for a round that succeeded (any other takes it back). */
export function readsReadyChecks(outcome: Outcome): boolean {
  return outcome === 'success';
}

/** Statuses are read only when a required check is none of the head's check runs (statuses are the rarer kind). */
export function needsStatuses(required: RequiredChecks, runNames: ReadonlySet<string>): boolean {
  return required.known && required.checks.some((c) => !isMergexoCheck(c.name, '') && !runNames.has(c.name));
}

/** The labels that keep the mark off: ci-wait's own three, then the ones the settings add. */
export function readyBlockingLabels(labels: {
  failedLabel: string;
  conflictLabel: string;
  needsHumanLabel: string;
  readyBlockingLabels: readonly string[];
}): string[] {
  return [labels.failedLabel, labels.conflictLabel, labels.needsHumanLabel, ...labels.readyBlockingLabels];
}
