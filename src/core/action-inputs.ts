import * as core from '@actions/core';
import { createGitHubClient, type GitHubClient } from './github/client.js';
import type { InputReader } from './inputs.js';
import type { RunContext } from './run-context.js';

/** The shell's only view of `@actions/core` inputs; settings parsers receive this function. */
export const actionInputs: InputReader = (name) => core.getInput(name).trim();

/** Test-only knob (documented in CONTRIBUTING): shrinks every wait so suites run in seconds. */
export function timeScaleFromEnv(env: NodeJS.ProcessEnv): number {
  const value = Number(env.MERGEXO_TIME_SCALE);
  return Number.isFinite(value) && value > 0 && value <= 1 ? value : 1;
}

/** The GitHub client an action's shell uses: the run's API URL, its name as user agent, waits logged. */
export function actionClient(action: string, token: string, ctx: RunContext): GitHubClient {
  return createGitHubClient({
    token,
    apiUrl: ctx.apiUrl,
    userAgent: `mergexo/${action}`,
    timeScale: timeScaleFromEnv(process.env),
    log: (m) => core.info(m),
  });
}
