import { readFileSync } from 'node:fs';
import { ConfigurationError } from './pure/errors.js';

/** What the Actions runner tells a JavaScript action about the run, read once from the environment. */
export interface RunContext {
  eventName: string;
  payload: Record<string, unknown> & {
    action?: string;
    pull_request?: Record<string, unknown> & { number: number; head: { sha: string }; base: { ref: string } };
    repository?: { default_branch?: string };
    before?: string;
    after?: string;
  };
  owner: string;
  repo: string;
  apiUrl: string;
  serverUrl: string;
  /** Who triggered this run (for a re-run, the person who re-ran it). */
  actor: string;
  ref: string;
  runId: string;
  job: string;
  workflow: string;
}

export function readRunContext(env: NodeJS.ProcessEnv): RunContext {
  const repository = env.GITHUB_REPOSITORY ?? '';
  const [owner, repo] = repository.split('/');
  if (!owner || !repo) {
    throw new ConfigurationError(
      'GITHUB_REPOSITORY is not set: mergexo must run as a step of a GitHub Actions workflow.',
    );
  }
  const eventName = env.GITHUB_EVENT_NAME ?? '';
  let payload: RunContext['payload'] = {};
  const eventPath = env.GITHUB_EVENT_PATH;
  if (eventPath) {
    try {
      payload = JSON.parse(readFileSync(eventPath, 'utf8')) as RunContext['payload'];
    } catch (e) {
      throw new ConfigurationError(`Cannot read the event payload at GITHUB_EVENT_PATH: ${(e as Error).message}`);
    }
  }
  return {
    eventName,
    payload,
    owner,
    repo,
    apiUrl: env.GITHUB_API_URL ?? 'https://api.github.com',
    serverUrl: env.GITHUB_SERVER_URL ?? 'https://github.com',
    actor: env.GITHUB_TRIGGERING_ACTOR || env.GITHUB_ACTOR || '',
    ref: env.GITHUB_REF ?? '',
    runId: env.GITHUB_RUN_ID ?? '',
    job: env.GITHUB_JOB ?? '',
    workflow: env.GITHUB_WORKFLOW ?? '',
  };
}

export function requireEvent(ctx: RunContext, action: string, allowed: readonly string[]): void {
  if (!allowed.includes(ctx.eventName)) {
    throw new ConfigurationError(
      `${action} does not handle the '${ctx.eventName || '(none)'}' event. ` +
        `Trigger it on: ${allowed.join(', ')} (see the 'on:' section of your workflow).`,
    );
  }
}

/** The PR an event is about; the message says which events carry one. */
export function pullRequestNumberOf(ctx: RunContext, action: string, handles: string): number {
  const number = ctx.payload.pull_request?.number;
  if (typeof number !== 'number') {
    throw new ConfigurationError(
      `The '${ctx.eventName}' event payload has no pull_request, so ${action} cannot tell which PR to judge. ` +
        `${action} ${handles}.`,
    );
  }
  return number;
}
