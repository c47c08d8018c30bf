/** The facts `./decide.ts` judges an operator's run by, read from the run and GitHub; and the refusal it throws. */
import { ConfigurationError } from '../pure/errors.js';
import type { GitHubPort } from '../github/port.js';
import { collaboratorRole } from '../permissions.js';
import type { Role } from '../pure/roles.js';
import type { RepoRef } from '../pure/view.js';
import { decideOperator, type DispatchFacts } from '../pure/operator/decide.js';
import { operatorRefusalText, type OperatorMode } from './messages.js';

/** What the runner tells of the run (`RunContext`'s fields). */
export interface OperatorRun {
  payload: { repository?: { default_branch?: string } };
  ref: string;
  actor: string;
}

/**
 * The run's facts: the default branch from the event (else one read of the repository), and the actor's role
 * (one read) only when the mode needs one and the run is on the default branch.
 */
export async function readDispatchFacts(
  github: GitHubPort,
  repo: RepoRef,
  run: OperatorRun,
  needed: Role | undefined,
): Promise<DispatchFacts> {
  const defaultBranch = run.payload.repository?.default_branch || (await github.repository(repo)).defaultBranch;
  const facts: DispatchFacts = { ref: run.ref, defaultBranch, actor: run.actor };
  if (needed === undefined || run.actor === '' || run.ref !== `refs/heads/${defaultBranch}`) return facts;
  return { ...facts, role: await collaboratorRole(github, repo, run.actor) };
}

/**
 * Refuses (a `ConfigurationError` naming the fix) a run that may not run the mode; returns the facts it read
 * when it may. `needed`: the role the mode asks of its dispatcher, undefined for a mode that only reads.
 */
export async function authorizeOperatorRun(
  github: GitHubPort,
  repo: RepoRef,
  run: OperatorRun,
  mode: OperatorMode & { needed: Role | undefined },
): Promise<DispatchFacts> {
  const facts = await readDispatchFacts(github, repo, run, mode.needed);
  const refusal = decideOperator(facts, mode.needed);
  if (refusal) throw new ConfigurationError(operatorRefusalText(refusal, mode, repo));
  return facts;
}
