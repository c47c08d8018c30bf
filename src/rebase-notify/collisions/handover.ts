/**
 * The operator's hand-over of an allocated name, and who holds a contested name, as far as GitHub's records say:
 * the reads and the write. Who may hand a name over and when a recorded hand-over counts are the rules of
 * `../rules/collisions/hand-over-authority.ts`; which claimants are trusted, `../rules/collisions/trusted-claimants.ts`;
 * `../rules/collisions/owners.ts` orders them. This file answers their questions (`GET actions/runs/{id}`, the
 * collaborator permission, the default branch) and carries out what they decided.
 */
import { ConfigurationError } from '../../core/pure/errors.js';
import { upsertComment } from '../../core/pr/comments.js';
import { readPull } from '../../core/pr/read.js';
import { collaboratorRole } from '../../core/permissions.js';
import type { Role } from '../../core/pure/roles.js';
import { authorizeOperatorRun } from '../../core/operator/read.js';
import type { RunContext } from '../../core/run-context.js';
import type { ShellContext } from '../../core/shell.js';
import type { WorkflowRunFacts } from '../../core/github/port.js';
import type { AllocatedGlob } from '../rules/collisions/allocated-names.js';
import {
  countedHandOvers,
  decideHandOver,
  type HandOverPorts,
  type HandOverRule,
} from '../rules/collisions/hand-over-authority.js';
import { trustedClaimants } from '../rules/collisions/trusted-claimants.js';
import { handOverComment, handOverRefusalText, handOverUncheckedWarning } from './messages.js';
import type { Ownership } from '../rules/collisions/owners.js';
import { completeComments, readComments, type Listed } from '../listing.js';
import type { RebaseNotifySettings } from '../settings.js';
import { handOverMarker, handOverRecords } from '../rules/state.js';

/** Lookups one run makes at most once each: an author's role, a recorded run, the default branch. */
export interface OwnerLookups {
  roles: Map<string, Promise<Role>>;
  runs: Map<number, Promise<WorkflowRunFacts | 'unreadable' | undefined>>;
  defaultBranch?: Promise<string>;
}

export const newLookups = (): OwnerLookups => ({ roles: new Map(), runs: new Map() });

/** The answers to the hand-over rules' questions, each asked of GitHub at most once per run. */
function portsOf(ctx: Pick<ShellContext, 'github' | 'repo'>, lookups: OwnerLookups): HandOverPorts {
  return {
    run(id) {
      let found = lookups.runs.get(id);
      if (!found) {
        found = ctx.github.workflowRun(ctx.repo, id).then((run) => (run === 'absent' ? undefined : run));
        lookups.runs.set(id, found);
      }
      return found;
    },
    role(login) {
      // A login GitHub left out is nobody, with no role.
      if (login === '') return Promise.resolve('none');
      const key = login.toLowerCase();
      let found = lookups.roles.get(key);
      if (!found) lookups.roles.set(key, (found = collaboratorRole(ctx.github, ctx.repo, login)));
      return found;
    },
    defaultBranch() {
      lookups.defaultBranch ??= ctx.github.repository(ctx.repo).then((r) => r.defaultBranch);
      return lookups.defaultBranch;
    },
  };
}

/**
 * Who may hold the names PRs contest (`contested`: each name's claimants, earliest first): which names an operator
 * handed to a claimant, and which claimants are trusted. Every comment of each claimant is read first (100 PRs a
 * request), so a record buried under newer comments still counts.
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

  const ports = portsOf(ctx, lookups);
  const holders = involved.map(({ view }) => ({
    number: view.number,
    baseRef: view.baseRef,
    records: handOverRecords(view),
  }));
  const { handed, unchecked } = await countedHandOvers(holders, globs, rule, ports);
  for (const u of unchecked) ctx.log.warning(handOverUncheckedWarning(u.pull, u.name));
  const claimants = new Map(involved.map(({ view }) => [view.number, view]));
  const trusted = await trustedClaimants(contested, handed, claimants, (login) => ports.role(login));
  return { trusted, handed };
}

/**
 * The hand-over itself, as `decideHandOver` rules it: writes the record on the PR and returns the base whose
 * collisions are to be compared; a refusal writes nothing and is the run's one-line error.
 */
export async function handOver(
  ctx: ShellContext,
  settings: RebaseNotifySettings,
  run: Pick<RunContext, 'eventName' | 'payload' | 'ref' | 'actor' | 'runId'>,
): Promise<{ pull: number; base: string; name: string }> {
  const { github, repo } = ctx;
  const request = settings.handOver as { pull: number; name: string };
  const decided = await decideHandOver(
    { ...request, event: run.eventName, runId: run.runId, actor: run.actor },
    { permission: settings.handOverPermission, workflow: settings.handOverWorkflow },
    {
      ...portsOf(ctx, newLookups()),
      authorize: () =>
        authorizeOperatorRun(github, repo, run, {
          name: 'hand-over',
          permissionInput: 'hand-over-permission',
          needed: settings.handOverPermission,
        }),
      pull: (number) => readPull(github, repo, number),
    },
  );
  if ('refused' in decided) throw new ConfigurationError(handOverRefusalText(decided.refused));
  const { record, pull: view } = decided;
  await upsertComment(github, repo, view, handOverMarker(record), handOverComment(record, settings.handOverPermission));
  return { pull: view.number, base: view.baseRef, name: record.name };
}
