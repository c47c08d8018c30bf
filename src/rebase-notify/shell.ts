/**
 * rebase-notify's run: the drift phase (drift/shell.ts: behind and conflict notices, labels, update-branch, the
 * blocking check), then, when collisions between PRs are configured, the collision phase (collisions/shell.ts),
 * on what the drift phase left of max-writes. It logs through `ctx.log`; its words come from messages.ts.
 */
import { ConfigurationError, errorMessage } from '../core/pure/errors.js';
import type { ShellContext } from '../core/shell.js';
import { collisionPhase } from './collisions/shell.js';
import { collisionsFailedLog } from './collisions/messages.js';
import type { CollisionOutcome, RunResult } from './rules/drift/run-result.js';
import { chooseSource } from './drift/measure.js';
import { driftPhase, type DriftPhase } from './drift/shell.js';
import type { GitDrift } from './drift/drift-git.js';
import { API_SOURCE_NOTE, workflowRefusalWarning } from './messages.js';
import type { RunInput } from './run-input.js';
import { collisionsOn } from './settings.js';
import { collisionsIndexed } from './rules/drift/source.js';
import { collisionBases } from './rules/collisions/index-scope.js';
import { collisionRoom } from './rules/write-budget.js';

export type { RunInput } from './run-input.js';

/** The collision phase, when configured; a failure of it is the run's error, the drift phase's writes stand. */
async function collisions(
  ctx: ShellContext,
  run: RunInput,
  chosen: { git?: GitDrift },
  drift: DriftPhase,
): Promise<{ outcome: CollisionOutcome; writes: number } | undefined> {
  if (!collisionsOn(run.settings)) return undefined;
  const git =
    chosen.git && collisionsIndexed(drift.source)
      ? { drift: chosen.git }
      : { unavailable: drift.sourceNote ?? API_SOURCE_NOTE };
  try {
    const room = collisionRoom(run.settings.maxWrites, drift.writes);
    const bases = collisionBases(
      run.scope,
      drift.pulls.map((p) => p.view.baseRef),
      drift.evaluated.map((p) => p.view.baseRef),
    );
    return await collisionPhase(ctx, run, git, bases, room, drift.errors);
  } catch (e) {
    if (e instanceof ConfigurationError) throw e;
    const message = collisionsFailedLog(errorMessage(e));
    drift.errors.push(message);
    ctx.log.warning(message);
    return undefined;
  }
}

/**
 * One run: list the open PRs in scope, measure each one's drift, decide per PR with the pure rules, then write
 * within max-writes, most important changes first; then the collisions between PRs.
 */
export async function rebaseNotify(ctx: ShellContext, run: RunInput): Promise<RunResult> {
  const chosen = await chooseSource(ctx, run);
  const drift = await driftPhase(ctx, run, chosen);
  const found = await collisions(ctx, run, chosen, drift);
  if (drift.refusedForWorkflows.length > 0) {
    ctx.log.warning(workflowRefusalWarning(drift.refusedForWorkflows, run.settings.urgency === 'blocking'));
  }
  return {
    source: drift.source,
    ...(drift.sourceNote ? { sourceNote: drift.sourceNote } : {}),
    bases: drift.bases,
    pulls: [...drift.outcomes].sort((a, b) => a.number - b.number),
    writes: drift.writes + (found?.writes ?? 0),
    errors: drift.errors,
    refusedForWorkflows: drift.refusedForWorkflows,
    ...(found ? { collisions: found.outcome } : {}),
  };
}
