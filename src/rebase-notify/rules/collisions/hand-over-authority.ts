/**
 * Who is authorised to hand an allocated name over, and when a recorded hand-over counts (the operator's
 * hand-over: a workflow_dispatch with `hand-over-to` and `hand-over-name`).
 *
 * The hand-over is recorded as a comment of mergexo's on the PR that receives the name (`../state.ts`). A comment
 * alone is no authority: any workflow running with the same token writes as mergexo. So the record names the
 * workflow run that wrote it, and it counts only when GitHub's record of that run is this hand-over
 * (`decide-handover.ts`: a `workflow_dispatch` of `hand-over-workflow` on the default branch, titled as the
 * hand-over of this name to this PR, triggered by the person the record names), on the base the PR is on, and
 * both the person who started the run and the one who started this attempt (a re-run) still hold
 * `hand-over-permission`. A record that fails the check, that cannot be checked, or that someone deleted counts
 * for nothing and the first claim holds again: losing the record never gives a name to anyone the rule would not.
 * The shell answers the questions these rules ask through `HandOverPorts`.
 */
import { roleAtLeast, type Role } from '../../../core/pure/roles.js';
import type { AllocatedGlob } from './allocated-names.js';
import { handOverRunFault, type ExpectedHandOver, type HandOverRunFault, type RunRecord } from './decide-handover.js';
import { nameKey } from './owners.js';
import type { HandOverRecord } from '../state.js';

/** What a hand-over must be to count: its dispatcher's role, and the workflow file that runs it. */
export interface HandOverRule {
  permission: Role;
  /** `.github/workflows/<file>` (input `hand-over-workflow`). */
  workflow: string;
}

export const handOverRule = (settings: { handOverPermission: Role; handOverWorkflow: string }): HandOverRule => ({
  permission: settings.handOverPermission,
  workflow: settings.handOverWorkflow,
});

/** GitHub's record of a workflow run, with who started its first attempt (a re-run keeps that person's rights). */
export interface DispatchRecord extends RunRecord {
  actor: string;
}

/** What the hand-over rules ask of GitHub. */
export interface HandOverPorts {
  /** GitHub's record of run `id`; undefined when GitHub has no such run, `unreadable` without `actions: read`. */
  run(id: number): Promise<DispatchRecord | 'unreadable' | undefined>;
  /** A person's role on the repository (`none` for a login GitHub left out). */
  role(login: string): Promise<Role>;
  defaultBranch(): Promise<string>;
}

/**
 * Whoever started the run (`actor`) or this attempt of it (`triggering_actor`) and lacks the role, asked in that
 * order and no further than the first who lacks it; undefined: both hold it.
 */
export async function lacksRole(
  run: Pick<DispatchRecord, 'actor' | 'triggeringActor'>,
  permission: Role,
  role: HandOverPorts['role'],
): Promise<{ login: string; role: Role } | undefined> {
  for (const login of [run.actor, run.triggeringActor]) {
    const held = await role(login);
    if (!roleAtLeast(held, permission)) return { login, role: held };
  }
  return undefined;
}

/** A PR carrying hand-over records (its trusted comments' `handOverRecords`). */
export interface RecordHolder {
  number: number;
  baseRef: string;
  records: readonly HandOverRecord[];
}

/** The hand-overs that count, by `nameKey` under each glob, and the records this run could not check. */
export interface CountedHandOvers {
  handed: Map<string, number>;
  /** Records whose run GitHub would not show (no `actions: read`): they count for nothing, and the run says why. */
  unchecked: { pull: number; name: string }[];
}

/**
 * Which recorded hand-overs count (`holders` in the order their records are weighed). A record counts only on the
 * base its PR is on, for a run GitHub records as that very hand-over, whose starters both hold the permission.
 * The newest hand-over of a name wins (run ids grow): an operator may hand it on again.
 */
export async function countedHandOvers(
  holders: readonly RecordHolder[],
  globs: readonly AllocatedGlob[],
  rule: HandOverRule,
  ports: HandOverPorts,
): Promise<CountedHandOvers> {
  const unchecked: CountedHandOvers['unchecked'] = [];
  const best = new Map<string, { number: number; run: number }>();
  for (const holder of holders) {
    for (const record of holder.records) {
      if (record.base !== holder.baseRef) continue;
      const facts = await ports.run(record.run);
      // Never trusted unchecked: a workflow with the same token writes as mergexo.
      if (facts === 'unreadable') {
        unchecked.push({ pull: holder.number, name: record.name });
        continue;
      }
      if (!facts) continue;
      const expected: ExpectedHandOver = {
        name: record.name,
        pull: holder.number,
        workflow: rule.workflow,
        defaultBranch: await ports.defaultBranch(),
        dispatcher: record.actor,
      };
      if (handOverRunFault(facts, expected)) continue;
      if (await lacksRole(facts, rule.permission, (login) => ports.role(login))) continue;
      const seen = best.get(record.name);
      if (!seen || seen.run < record.run) best.set(record.name, { number: holder.number, run: record.run });
    }
  }
  const handed = new Map<string, number>();
  for (const [name, { number }] of best) for (const g of globs) handed.set(nameKey(g.glob, name), number);
  return { handed, unchecked };
}

/** The operator's request, as this run states it. */
export interface HandOverRequest {
  /** `hand-over-to`. */
  pull: number;
  /** `hand-over-name`. */
  name: string;
  /** The event that started this run, its id (`GITHUB_RUN_ID`) and who dispatched it. */
  event: string;
  runId: string;
  actor: string;
}

/** Why a run may not hand a name over: nothing is written, and the run fails saying why. */
export type HandOverRefusal =
  | { kind: 'not-dispatch'; event: string }
  | { kind: 'no-run'; runId: string }
  | { kind: 'run-fault'; run: number; fault: HandOverRunFault }
  | { kind: 'run-role'; run: number; lacking: { login: string; role: Role }; needed: Role }
  | { kind: 'not-open'; pull: number; state: string };

/** What the hand-over itself asks besides `HandOverPorts`. */
export interface OperatorPorts<P> extends HandOverPorts {
  /** Core's operator authorisation of this run (it throws the refusal); the repository's default branch. */
  authorize(): Promise<{ defaultBranch: string }>;
  /** The PR the name is handed to. */
  pull(number: number): Promise<P>;
}

/**
 * The hand-over itself: a workflow_dispatch only, by a person holding `hand-over-permission`, in a run GitHub
 * records as their dispatch of this hand-over. The record's authority is this run as GitHub records it, so a
 * record no reader could verify (no run id, no `actions: read`, another workflow's run, a title that does not name
 * it) is never written. Returns the record to write on the PR, or why not.
 */
export async function decideHandOver<P extends { number: number; state: string; baseRef: string }>(
  request: HandOverRequest,
  rule: HandOverRule,
  ports: OperatorPorts<P>,
): Promise<{ refused: HandOverRefusal } | { record: HandOverRecord; pull: P }> {
  if (request.event !== 'workflow_dispatch') return { refused: { kind: 'not-dispatch', event: request.event } };
  const { defaultBranch } = await ports.authorize();
  const id = Number(request.runId);
  const facts = Number.isSafeInteger(id) && id > 0 ? await ports.run(id) : undefined;
  if (!facts || facts === 'unreadable') return { refused: { kind: 'no-run', runId: request.runId } };
  const fault = handOverRunFault(facts, {
    name: request.name,
    pull: request.pull,
    workflow: rule.workflow,
    defaultBranch,
    dispatcher: request.actor,
  });
  if (fault) return { refused: { kind: 'run-fault', run: id, fault } };
  const lacking = await lacksRole(facts, rule.permission, (login) => ports.role(login));
  if (lacking) return { refused: { kind: 'run-role', run: id, lacking, needed: rule.permission } };
  const pull = await ports.pull(request.pull);
  if (pull.state !== 'OPEN') return { refused: { kind: 'not-open', pull: request.pull, state: pull.state } };
  return { record: { name: request.name, base: pull.baseRef, run: id, actor: request.actor }, pull };
}
