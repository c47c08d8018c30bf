import * as core from '../runner.js';
import { timeScaleFromEnv } from '../action-inputs.js';
import { maskToken } from '../entrypoint.js';
import type { RunContext } from '../run-context.js';
import { logLine } from '../untrusted.js';
import type { GitHubClient } from './client.js';
import { describeProxy, proxyFor } from './proxy.js';
import { maxWaitFromEnv } from './wait-budget.js';
import { JobReads } from './job-reads.js';

/**
 * The GitHub client an action's shell uses: the run's API URL, its name as user agent, the
 * runner's proxy, the wait budget of MERGEXO_MAX_WAIT_SECONDS, waits logged.
 *
 * Octokit, its plugins and undici are most of a bundle: they are loaded here, when a run first
 * needs GitHub, so a run refused on its event or inputs never pays for them (the build puts them in a
 * chunk file beside the bundle; `npm run bench` measures both start-ups).
 */
export async function actionClient(action: string, token: string, ctx: RunContext): Promise<GitHubClient> {
  maskToken(token);
  const { createGitHubClient } = await import('./client.js');
  const proxy = proxyFor(ctx.apiUrl);
  const shared = JobReads.forJob(process.env.RUNNER_TEMP, token);
  if (proxy) core.info(logLine(`Reaching GitHub's API through the proxy ${describeProxy(proxy)}.`));
  return createGitHubClient({
    token,
    apiUrl: ctx.apiUrl,
    userAgent: `mergexo/${action}`,
    timeScale: timeScaleFromEnv(process.env),
    maxWaitSeconds: maxWaitFromEnv(process.env),
    // The gates of one event in one job ask some of the same things: the later step's answers are `304`s.
    ...(shared ? { shared } : {}),
    // Request URLs name branches; a log line must never become a workflow command.
    log: (m) => core.info(logLine(m)),
  });
}
