import * as core from '@actions/core';
import { timeScaleFromEnv } from '../action-inputs.js';
import type { RunContext } from '../run-context.js';
import { createGitHubClient, type GitHubClient } from './client.js';

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
