import * as runner from './runner.js';
import { timeScaleFromEnv } from './action-inputs.js';
import { scaledClock, type Clock } from './clock.js';
import { declareRunEnforcement, type Enforcement } from './enforcement.js';
import { actionClient } from './github/action-client.js';
import { octokitGitHub } from './github/octokit/index.js';
import type { GitHubPort } from './github/port.js';
import type { RepoRef } from './pure/view.js';
import type { RunContext } from './run-context.js';
import { logLine } from './untrusted.js';

/**
 * Where an action's shell writes its log. Only the entry point talks to the runner; everything
 * below it logs through this, so a test can read what a run said and a message quoting PR text
 * can never become a workflow command.
 */
export interface Logger {
  info(message: string): void;
  warning(message: string): void;
  debug(message: string): void;
}

/** What every action's shell works with: GitHub, the repository, a log and the clock. */
export interface ShellContext {
  github: GitHubPort;
  repo: RepoRef;
  log: Logger;
  clock: Clock;
  /**
   * `observe`: judge, and write only the neutral verdict check (`./enforcement.ts`); absent means `enforce`.
   * The port carries it too (`github.observing`), so core's writers, which are given the port, obey it.
   */
  enforcement?: Enforcement;
}

/** The runner's log, one safe line per message (messages quote branch names, paths and check names). */
export const runnerLog: Logger = {
  info: (m) => runner.info(logLine(m)),
  warning: (m) => runner.warning(logLine(m)),
  debug: (m) => runner.debug(logLine(m)),
};

/** A log that keeps nothing: for callers (tests, the CLI) that have no runner to talk to. */
export const silentLog: Logger = { info: () => undefined, warning: () => undefined, debug: () => undefined };

/**
 * The shell context of an action's run: the port to GitHub on the run's API, the runner's log and the scaled clock.
 * An observing run's client writes nothing but its verdict checks (`./github/observe-guard.ts`).
 */
export async function shellContext(
  action: string,
  token: string,
  ctx: RunContext,
  enforcement: Enforcement = 'enforce',
): Promise<ShellContext> {
  const client = await actionClient(action, token, ctx);
  declareRunEnforcement(enforcement);
  if (enforcement === 'observe') (await import('./github/observe-guard.js')).guardObserving(client);
  return {
    github: octokitGitHub(client),
    repo: { owner: ctx.owner, repo: ctx.repo },
    log: runnerLog,
    clock: scaledClock(timeScaleFromEnv(process.env)),
    enforcement,
  };
}
