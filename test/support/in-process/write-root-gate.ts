// write-root-gate's modules in-process against the fake GitHub, with a ShellContext whose log is kept, so what a
// run says is read here, never the runner's; its settings from the inputs a run gets (action.yml's defaults).
import type { GitHubClient } from '../../../src/core/github/client.js';
import type { ShellContext } from '../../../src/core/shell.js';
import type { FakeGitHub } from '../../../fake-github/index.js';
import type { GateJob, GateResult, JudgeOptions } from '../../../src/write-root-gate/job.js';
import { parseSettings } from '../../../src/write-root-gate/settings.js';
import { judgePullRequest } from '../../../src/write-root-gate/shell.js';
import { TOKEN, type World } from '../../write-root-gate/world.js';
import { actionInputs } from './inputs.js';
import { fakeClient, keptShell, type Said } from './shell.js';

export type { Said } from './shell.js';

export function clientFor(gh: FakeGitHub): GitHubClient {
  return fakeClient(gh, TOKEN, 'mergexo/shell-test');
}

export function shellFor(gh: FakeGitHub, world: World, said: Said[], client?: GitHubClient): ShellContext {
  return keptShell(client ?? clientFor(gh), world.repo.fullName, said);
}

export function jobFor(gh: FakeGitHub, inputs: Record<string, string> = {}): GateJob {
  return {
    settings: parseSettings(actionInputs('write-root-gate', { 'github-token': TOKEN, ...inputs })),
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
