// What the in-process shells of the actions share: the fake GitHub's client under a token, a log the test keeps,
// and a clock at the tests' time scale.
import { scaledClock } from '../../../src/core/clock.js';
import { createGitHubClient, type GitHubClient } from '../../../src/core/github/client.js';
import { octokitGitHub } from '../../../src/core/github/octokit/index.js';
import type { Logger, ShellContext } from '../../../src/core/shell.js';
import type { FakeGitHub } from '../../../fake-github/index.js';

/** A line a run logged. */
export interface Said {
  level: keyof Logger;
  message: string;
}

/** A logger that keeps each line in `said`. */
export function keptLog(said: Said[]): Logger {
  return {
    info: (message) => said.push({ level: 'info', message }),
    warning: (message) => said.push({ level: 'warning', message }),
    debug: (message) => said.push({ level: 'debug', message }),
  };
}

/** The fake GitHub's client under `token`, its waits at the tests' time scale. */
export function fakeClient(gh: FakeGitHub, token: string, userAgent: string): GitHubClient {
  return createGitHubClient({ token, apiUrl: gh.apiUrl, userAgent, timeScale: 0.001 });
}

/** A shell context on `fullName` (owner/name) through `client`, its log kept in `said`. */
export function keptShell(client: GitHubClient, fullName: string, said: Said[]): ShellContext {
  const [owner, repo] = fullName.split('/') as [string, string];
  return { github: octokitGitHub(client), repo: { owner, repo }, log: keptLog(said), clock: scaledClock(0.001) };
}
