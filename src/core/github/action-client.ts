import * as core from '@actions/core';
import { timeScaleFromEnv } from '../action-inputs.js';
import { maskToken } from '../entrypoint.js';
import type { RunContext } from '../run-context.js';
import { logLine } from '../untrusted.js';
import { createGitHubClient, type GitHubClient } from './client.js';

/** The GitHub client an action's shell uses: the run's API URL, its name as user agent, waits logged. */
export function actionClient(action: string, token: string, ctx: RunContext): GitHubClient {
  maskToken(token);
  return createGitHubClient({
    token,
    apiUrl: ctx.apiUrl,
    userAgent: `mergexo/${action}`,
    timeScale: timeScaleFromEnv(process.env),
    // Request URLs name branches; a log line must never become a workflow command.
    log: (m) => core.info(logLine(m)),
  });
}
