// The gate's modules in-process against the fake GitHub, with a ShellContext whose log is kept, so what a run
// says is read here, never the runner's.
import { scaledClock } from '../../src/core/clock.js';
import { createGitHubClient, type GitHubClient } from '../../src/core/github/client.js';
import type { Logger, ShellContext } from '../../src/core/shell.js';
import type { FakeGitHub } from '../../fake-github/index.js';
import type { GateJob, GateResult, JudgeOptions } from '../../src/write-root-gate/job.js';
import { parseSettings } from '../../src/write-root-gate/settings.js';
import { judgePullRequest } from '../../src/write-root-gate/shell.js';
import { TOKEN, type World } from './world.js';
import { octokitGitHub } from '../../src/core/github/octokit/index.js';

export interface Said {
  level: keyof Logger;
  message: string;
}

export function clientFor(gh: FakeGitHub): GitHubClient {
  return createGitHubClient({ token: TOKEN, apiUrl: gh.apiUrl, userAgent: 'mergexo/shell-test', timeScale: 0.001 });
}

export function shellFor(gh: FakeGitHub, world: World, said: Said[], client?: GitHubClient): ShellContext {
  const [owner, repo] = world.repo.fullName.split('/') as [string, string];
  return {
    github: octokitGitHub(client ?? clientFor(gh)),
    repo: { owner, repo },
    log: {
      info: (message) => said.push({ level: 'info', message }),
      warning: (message) => said.push({ level: 'warning', message }),
      debug: (message) => said.push({ level: 'debug', message }),
    },
    clock: scaledClock(0.001),
  };
}

export function jobFor(gh: FakeGitHub, inputs: Record<string, string> = {}): GateJob {
  const all: Record<string, string> = { 'github-token': TOKEN, ...inputs };
  return {
    settings: parseSettings((name) => all[name] ?? ''),
    env: { serverUrl: gh.serverUrl },
    detailsUrl: 'https://github.example/acme/ledger/actions/runs/7',
  };
}

/**
 * write-root-gate judging the world's PR as main.ts does on a pull request event (`judgePullRequest`), with
 * `inputs` and the log kept in `said`. The runner's side (outputs, summary, exit code) is test/e2e's.
 */
export function gateIn(
  world: World,
  inputs: Record<string, string> = {},
  options: JudgeOptions & { said?: Said[]; client?: GitHubClient } = {},
): Promise<GateResult> {
  const { said = [], client, ...judge } = options;
  return judgePullRequest(shellFor(world.gh, world, said, client), jobFor(world.gh, inputs), world.pr, judge);
}
