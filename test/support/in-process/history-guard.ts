// history-guard's shell in-process against the fake GitHub (real git behind its compare and refs): the functions
// main.ts calls, with the event and settings a run would have (action.yml's defaults), and the log kept for the
// test. What the runner adds (outputs, the job summary, the exit code, the error line) is tested on the built
// bundle in test/e2e; here a test reads the result the shell returns and what a user sees on the PR.
import { guardObserving } from '../../../src/core/github/observe-guard.js';
import type { GitHubPort } from '../../../src/core/github/port.js';
import type { RunContext } from '../../../src/core/run-context.js';
import { authorizeOperator, listBlocked, unblockAll, unblockPullRequest } from '../../../src/history-guard/operator.js';
import { parseSettings } from '../../../src/history-guard/settings.js';
import { guardPullRequest, type GuardContext, type GuardResult } from '../../../src/history-guard/shell.js';
import type { BlockedEntry, UnblockOutcome } from '../../../src/history-guard/types.js';
import { TOKEN, type World } from '../../e2e/support/history-guard-world.js';
import { actionInputs } from './inputs.js';
import { fakeClient, keptShell, type Said } from './shell.js';

export type { Said } from './shell.js';

export interface RunOptions {
  /** The token the run uses (default: history-guard's, with the reusable workflow's permissions). */
  token?: string;
  inputs?: Record<string, string>;
  /** GITHUB_ACTOR (default 'agent-1' for a push, 'maya' for an operator mode). */
  actor?: string;
  /** GITHUB_REF (default refs/heads/main). */
  ref?: string;
  /** The event, when not the world's `pull_request` event. */
  event?: { name: string; payload: RunContext['payload'] };
  /** Collects what the run logs. */
  said?: Said[];
  /** Wraps the port the run uses (a test that stops a run midway). */
  port?: (port: GitHubPort) => GitHubPort;
}

/** The context main.ts builds for a run of `eventName` with `payload`, on the world's fake GitHub. */
export function guardContext(
  world: World,
  eventName: string,
  payload: RunContext['payload'],
  options: RunOptions = {},
): GuardContext {
  const { gh, repo } = world;
  const [owner, name] = repo.fullName.split('/') as [string, string];
  const settings = parseSettings(
    actionInputs('history-guard', { 'github-token': options.token ?? TOKEN, ...options.inputs }),
    eventName,
  );
  const client = fakeClient(gh, settings.token, 'mergexo/history-guard');
  const enforcement = settings.mode === 'guard' ? settings.enforcement : 'enforce';
  if (enforcement === 'observe') guardObserving(client);
  const shell = keptShell(client, repo.fullName, options.said ?? []);
  return {
    ...shell,
    github: options.port ? options.port(shell.github) : shell.github,
    ...(enforcement === 'observe' ? { enforcement } : {}),
    event: {
      eventName,
      payload,
      owner,
      repo: name,
      apiUrl: gh.apiUrl,
      serverUrl: gh.serverUrl,
      actor: options.actor ?? 'agent-1',
      ref: options.ref ?? 'refs/heads/main',
      runId: '1',
      job: 'history-guard',
      workflow: 'mergexo',
    },
    settings,
  };
}

/** history-guard judging the world's PR on a `pull_request` event (`action`, with the push's `before`/`after`). */
export async function guardIn(
  world: World,
  action = 'synchronize',
  extra: { before?: string; after?: string } = {},
  options: RunOptions = {},
): Promise<GuardResult> {
  const event = options.event ?? {
    name: 'pull_request',
    payload: world.gh.events.pullRequest(world.repo, world.pr, action, extra) as RunContext['payload'],
  };
  const ctx = guardContext(world, event.name, event.payload, options);
  const number = event.payload.pull_request?.number ?? world.pr;
  return guardPullRequest(ctx, number);
}

/** What an operator mode returns: the list, or each PR's unblock outcome. */
export interface OperatorRun {
  blocked?: BlockedEntry[];
  outcomes?: UnblockOutcome[];
}

/** An operator mode on `workflow_dispatch`, as main.ts runs it: authorised first, then listed or unblocked. */
export async function operatorIn(
  world: World,
  inputs: Record<string, string>,
  options: RunOptions = {},
): Promise<OperatorRun> {
  const payload = world.gh.events.workflowDispatch(world.repo, {
    inputs,
    ref: options.ref ?? 'refs/heads/main',
  }) as RunContext['payload'];
  const ctx = guardContext(world, 'workflow_dispatch', payload, { actor: 'maya', ...options, inputs });
  await authorizeOperator(ctx);
  if (ctx.settings.mode === 'list') return { blocked: await listBlocked(ctx) };
  if (ctx.settings.all) return { outcomes: await unblockAll(ctx) };
  return {
    outcomes: [await unblockPullRequest(ctx, ctx.settings.pullRequest as number, ctx.settings.acceptHead)],
  };
}
