/**
 * Who holds a contested allocated name, as far as GitHub's records say (`owners.ts` orders them), and
 * the operator's hand-over (workflow_dispatch with `hand-over-to` and `hand-over-name`).
 *
 * The hand-over is recorded as a comment of mergexo's on the PR that receives the name. A comment alone is no
 * authority: any workflow running with the same token writes as mergexo. So the record names the workflow run
 * that wrote it, and every reader checks that run against GitHub's own record of it (`GET actions/runs/{id}`):
 * a `workflow_dispatch` of the hand-over workflow's file (`hand-over-workflow`) on the default branch, titled as
 * the hand-over of this name to this PR, triggered by the person the record names, and both the person who
 * started it and the one who started this attempt (a re-run) still hold `hand-over-permission`
 * (`../rules/collisions/decide-handover.ts`). A record that fails the check, or that someone deleted, counts for nothing and the first
 * claim holds again: losing the record never gives a name to anyone the rule would not.
 */
import { ConfigurationError } from '../../core/pure/errors.js';
import type { Marker } from '../../core/pure/markers.js';
import { upsertComment } from '../../core/pr/comments.js';
import { readPull } from '../../core/pr/read.js';
import type { PullView } from '../../core/pure/view.js';
import { collaboratorRole } from '../../core/permissions.js';
import { roleAtLeast, type Role } from '../../core/pure/roles.js';
import { authorizeOperatorRun } from '../../core/operator/read.js';
import type { RunContext } from '../../core/run-context.js';
import type { ShellContext } from '../../core/shell.js';
import type { WorkflowRunFacts } from '../../core/github/port.js';
import type { AllocatedGlob } from '../rules/collisions/allocated-names.js';
import { handOverRunFault, type ExpectedHandOver } from '../rules/collisions/decide-handover.js';
import {
  handOverComment,
  handOverNotOpenReason,
  handOverNoRunReason,
  handOverRunReason,
  handOverRunFaultReason,
  handOverRunRoleReason,
  handOverUncheckedWarning,
} from './messages.js';
import { nameKey, type Ownership } from '../rules/collisions/owners.js';
import { completeComments, readComments, type Listed } from '../listing.js';
import type { RebaseNotifySettings } from '../settings.js';
import { ACTION } from '../rules/state.js';

export const HANDOVER_KIND = 'name-holder';

/** One hand-over as mergexo recorded it on the receiving PR. */
export interface HandOverRecord {
  /** The allocated name, as the index compares it (digits as a number). */
  name: string;
  /** The base the PR was on: a hand-over holds only there. */
  base: string;
  /** The workflow run that recorded it: GitHub's record of who started it is the authority. */
  run: number;
  /** Who dispatched that run. */
  actor: string;
}

export function handOverMarker(r: HandOverRecord): Marker {
  return { action: ACTION, kind: HANDOVER_KIND, key: r.name, data: { ...r } };
}

/** The hand-over records among a PR's trusted comments (well-formed ones only). */
export function handOverRecords(view: Pick<PullView, 'trusted'>): HandOverRecord[] {
  const out: HandOverRecord[] = [];
  for (const comment of view.trusted) {
    const m = comment.markers.find((x) => x.action === ACTION && x.kind === HANDOVER_KIND);
    const d = m?.data;
    if (!m || !d) continue;
    const { name, base, run, actor } = d;
    if (typeof name !== 'string' || name !== m.key || typeof base !== 'string' || typeof actor !== 'string') continue;
    if (typeof run !== 'number' || !Number.isSafeInteger(run) || run <= 0) continue;
    out.push({ name, base, run, actor });
  }
  return out;
}

/**
 * What one run of a workflow was, as GitHub records it; undefined when GitHub has no such run, `unreadable` when
 * the token lacks `actions: read`.
 */
async function workflowRun(
  ctx: Pick<ShellContext, 'github' | 'repo'>,
  id: number,
): Promise<WorkflowRunFacts | 'unreadable' | undefined> {
  const run = await ctx.github.workflowRun(ctx.repo, id);
  return run === 'absent' ? undefined : run;
}

/** What a hand-over must be to count: its dispatcher's role, and the workflow file that runs it. */
export interface HandOverRule {
  permission: Role;
  /** `.github/workflows/<file>` (input `hand-over-workflow`). */
  workflow: string;
}

export const handOverRule = (settings: Pick<RebaseNotifySettings, 'handOverPermission' | 'handOverWorkflow'>) => ({
  permission: settings.handOverPermission,
  workflow: settings.handOverWorkflow,
});

/** Lookups one run makes at most once each: an author's role, a recorded run, the default branch. */
export interface OwnerLookups {
  roles: Map<string, Promise<Role>>;
  runs: Map<number, Promise<WorkflowRunFacts | 'unreadable' | undefined>>;
  defaultBranch?: Promise<string>;
}

export const newLookups = (): OwnerLookups => ({ roles: new Map(), runs: new Map() });

function defaultBranchOf(ctx: Pick<ShellContext, 'github' | 'repo'>, lookups: OwnerLookups): Promise<string> {
  lookups.defaultBranch ??= ctx.github.repository(ctx.repo).then((r) => r.defaultBranch);
  return lookups.defaultBranch;
}

function roleOf(ctx: Pick<ShellContext, 'github' | 'repo'>, lookups: OwnerLookups, login: string): Promise<Role> {
  // A login GitHub left out is nobody, with no role.
  if (login === '') return Promise.resolve('none');
  const key = login.toLowerCase();
  let found = lookups.roles.get(key);
  if (!found) lookups.roles.set(key, (found = collaboratorRole(ctx.github, ctx.repo, login)));
  return found;
}

/** Whoever started the run (`actor`) or this attempt of it (`triggering_actor`) and lacks the role; none: both hold. */
async function lacksRole(
  ctx: Pick<ShellContext, 'github' | 'repo'>,
  lookups: OwnerLookups,
  run: WorkflowRunFacts,
  permission: Role,
): Promise<{ login: string; role: Role } | undefined> {
  for (const login of [run.actor, run.triggeringActor]) {
    const role = await roleOf(ctx, lookups, login);
    if (!roleAtLeast(role, permission)) return { login, role };
  }
  return undefined;
}

/**
 * Who may hold the names PRs contest (`contested`: each name's claimants, earliest first): which names an operator
 * handed to a claimant, and which claimants are trusted (a head in this repository, an author with write access:
 * GitHub's collaborator permission). Trust is looked up in claim order and only up to the first trusted claimant,
 * who then holds: most contests cost one lookup. Every comment of each claimant is read first (100 PRs a request),
 * so a record buried under newer comments still counts.
 */
export async function ownershipOf(
  ctx: Pick<ShellContext, 'github' | 'repo' | 'log'>,
  pulls: ReadonlyMap<number, Listed>,
  contested: ReadonlyMap<string, readonly number[]>,
  globs: readonly AllocatedGlob[],
  rule: HandOverRule,
  lookups: OwnerLookups,
): Promise<Ownership> {
  const involved = [...new Set([...contested.values()].flat())].flatMap((n) => pulls.get(n) ?? []);
  await readComments(ctx.github, involved);
  for (const pull of involved) if (!pull.commentsComplete) await completeComments(ctx.github, ctx.repo, pull);

  const best = new Map<string, { number: number; run: number }>();
  for (const pull of involved) {
    const { view } = pull;
    for (const record of handOverRecords(view)) {
      if (record.base !== view.baseRef) continue;
      let run = lookups.runs.get(record.run);
      if (!run) lookups.runs.set(record.run, (run = workflowRun(ctx, record.run)));
      const facts = await run;
      // Without `actions: read` the record cannot be checked: it counts for nothing (the first claim holds), and
      // the run says how to make it count. Never trusted unchecked: a workflow with the same token writes as mergexo.
      if (facts === 'unreadable') {
        ctx.log.warning(handOverUncheckedWarning(view.number, record.name));
        continue;
      }
      if (!facts) continue;
      const expected: ExpectedHandOver = {
        name: record.name,
        pull: view.number,
        workflow: rule.workflow,
        defaultBranch: await defaultBranchOf(ctx, lookups),
        dispatcher: record.actor,
      };
      if (handOverRunFault(facts, expected)) continue;
      if (await lacksRole(ctx, lookups, facts, rule.permission)) continue;
      // The newest hand-over of a name wins (run ids grow): an operator may hand it on again.
      const seen = best.get(record.name);
      if (!seen || seen.run < record.run) best.set(record.name, { number: view.number, run: record.run });
    }
  }
  const handed = new Map<string, number>();
  for (const [name, { number }] of best) for (const g of globs) handed.set(nameKey(g.glob, name), number);

  const trusted = new Set<number>();
  for (const [key, claimants] of contested) {
    const to = handed.get(key);
    if (to !== undefined && claimants.includes(to)) continue;
    for (const number of claimants) {
      const view = pulls.get(number)?.view;
      if (!view || view.isCrossRepository) continue;
      if (trusted.has(number) || roleAtLeast(await roleOf(ctx, lookups, view.author), 'write')) {
        trusted.add(number);
        break;
      }
    }
  }
  return { trusted, handed };
}

/**
 * The hand-over itself: from the default branch only, by a person holding `hand-over-permission`, in a run GitHub
 * records as their dispatch. Writes the record on the PR and returns the base whose collisions are to be compared.
 */
export async function handOver(
  ctx: ShellContext,
  settings: RebaseNotifySettings,
  run: Pick<RunContext, 'eventName' | 'payload' | 'ref' | 'actor' | 'runId'>,
): Promise<{ pull: number; base: string; name: string }> {
  const { github, repo } = ctx;
  const handOver = settings.handOver as { pull: number; name: string };
  if (run.eventName !== 'workflow_dispatch') throw new ConfigurationError(handOverRunReason(run.eventName));
  const { defaultBranch } = await authorizeOperatorRun(github, repo, run, {
    name: 'hand-over',
    permissionInput: 'hand-over-permission',
    needed: settings.handOverPermission,
  });
  // The record's authority is this run as GitHub records it: check it now, so a record no reader could verify
  // (no run id, no `actions: read`, another workflow's run, a title that does not name it) is never written.
  const id = Number(run.runId);
  const facts = Number.isSafeInteger(id) && id > 0 ? await workflowRun(ctx, id) : undefined;
  if (!facts || facts === 'unreadable') throw new ConfigurationError(handOverNoRunReason(run.runId));
  const expected: ExpectedHandOver = {
    ...handOver,
    workflow: settings.handOverWorkflow,
    defaultBranch,
    dispatcher: run.actor,
  };
  const fault = handOverRunFault(facts, expected);
  if (fault) throw new ConfigurationError(handOverRunFaultReason(fault, id));
  const lookups = newLookups();
  const lacking = await lacksRole(ctx, lookups, facts, settings.handOverPermission);
  if (lacking) throw new ConfigurationError(handOverRunRoleReason(id, lacking, settings.handOverPermission));
  const view = await readPull(github, repo, handOver.pull);
  if (view.state !== 'OPEN') throw new ConfigurationError(handOverNotOpenReason(handOver.pull, view.state));
  const record: HandOverRecord = { name: handOver.name, base: view.baseRef, run: id, actor: run.actor };
  await upsertComment(github, repo, view, handOverMarker(record), handOverComment(record, settings.handOverPermission));
  return { pull: view.number, base: view.baseRef, name: handOver.name };
}
