// ci-wait's shell in process: a ShellContext of the test's own (the fake GitHub's client, a log the test reads,
// a clock the test drives so a ten-minute wait takes no time) and the run context of an event.
import { octokitGitHub } from '../../src/core/github/octokit/index.js';
import type { Clock } from '../../src/core/clock.js';
import { createGitHubClient, type GitHubClient } from '../../src/core/github/client.js';
import type { RunContext } from '../../src/core/run-context.js';
import type { ShellContext } from '../../src/core/shell.js';
import type { FakeGitHub } from '../../fake-github/index.js';
import { TOKEN, type World } from './world.js';

/** A clock that only moves when the shell sleeps: no real time passes. */
export function drivenClock(): Clock & { slept: number[] } {
  let now = 0;
  const slept: number[] = [];
  return {
    scale: 1,
    slept,
    now: () => now,
    sleep: async (ms) => {
      slept.push(ms);
      now += ms;
    },
  };
}

/** The fake GitHub's client under ci-wait's token (requests answered at once). */
export const clientOf = (gh: FakeGitHub): GitHubClient =>
  createGitHubClient({ token: TOKEN, apiUrl: gh.apiUrl, userAgent: 'mergexo/ci-wait-test', timeScale: 0.001 });

/** A shell context whose log lines the test reads in `lines`. */
export function shellOf(
  gh: FakeGitHub,
  world: World,
  clock: Clock = drivenClock(),
  client: GitHubClient = clientOf(gh),
): ShellContext & { lines: string[] } {
  const lines: string[] = [];
  const [owner, repo] = world.repo.fullName.split('/') as [string, string];
  return {
    lines,
    github: octokitGitHub(client),
    repo: { owner, repo },
    log: { info: (m) => lines.push(m), warning: (m) => lines.push(m), debug: () => undefined },
    clock,
  };
}

/** The run context of an event on the world's repository (default: a push to the PR). */
export function eventOf(
  gh: FakeGitHub,
  world: World,
  name = 'pull_request',
  payload: Record<string, unknown> = gh.events.pullRequest(world.repo, world.pr, 'synchronize'),
): RunContext {
  const [owner, repo] = world.repo.fullName.split('/') as [string, string];
  return {
    eventName: name,
    payload,
    owner,
    repo,
    apiUrl: gh.apiUrl,
    serverUrl: 'https://github.example',
    actor: 'agent-1',
    ref: '',
    runId: '',
    job: 'ci-wait',
    workflow: 'ci',
  };
}
