/**
 * `mergexo init --app`: the entry `src/cli/main.ts` hands the parsed options to. It finds the token (GH_TOKEN, else
 * GITHUB_TOKEN, else `gh auth token`: used for this run, never stored), the API (GITHUB_API_URL) and the web
 * (GITHUB_SERVER_URL) bases as the Actions runner and `gh` name them, and the repository (`--repo`, else the
 * `origin` remote's URL), then runs the steps (`./steps.ts`).
 */
import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { timeScaleFromEnv } from '../../core/action-inputs.js';
import { ConfigurationError } from '../../core/pure/errors.js';
import type { RepoRef } from '../../core/pure/view.js';
import { CALLER_FILE } from '../init-files.js';
import { init, topLevel } from '../init.js';
import { Checkout } from '../local-git.js';
import { repoFromFlag, repoFromRemoteUrl } from '../remote.js';
import { startManifestFlow } from './browser.js';
import { runAppSetup } from './steps.js';

export interface AppOptions {
  repo: string | undefined;
  org: string | undefined;
  environment: string;
  waitMinutes: number;
  force: boolean;
  maintainers: string[];
  uses: string;
}

export interface AppIo {
  cwd: string;
  env: NodeJS.ProcessEnv;
  out: (line: string) => void;
}

/** `gh auth token` for the server's host, or undefined (no gh, not signed in). Its answer is never printed. */
function ghToken(host: string, env: NodeJS.ProcessEnv): Promise<string | undefined> {
  return new Promise((resolve) => {
    execFile('gh', ['auth', 'token', '--hostname', host], { env, timeout: 10_000 }, (err, stdout) =>
      resolve(err ? undefined : stdout.trim() || undefined),
    );
  });
}

async function repositoryOf(cwd: string, flag: string | undefined): Promise<RepoRef> {
  if (flag !== undefined) {
    const repo = repoFromFlag(flag);
    if (!repo) throw new ConfigurationError(`--repo must be OWNER/NAME, got '${flag}'.`);
    return repo;
  }
  const url = await (await Checkout.open(cwd, 'origin')).remoteUrl();
  const repo = url === undefined ? undefined : repoFromRemoteUrl(url);
  if (!repo)
    throw new ConfigurationError("cannot tell the repository from the remote 'origin': pass --repo OWNER/NAME.");
  return repo;
}

export async function initApp(options: AppOptions, io: AppIo): Promise<number> {
  if (!/^[A-Za-z0-9._ -]{1,255}$/.test(options.environment))
    throw new ConfigurationError(`--environment must be an environment name, got '${options.environment}'.`);
  const apiUrl = (io.env.GITHUB_API_URL || 'https://api.github.com').replace(/\/+$/, '');
  const serverUrl = (io.env.GITHUB_SERVER_URL || 'https://github.com').replace(/\/+$/, '');
  const token =
    io.env.GH_TOKEN?.trim() || io.env.GITHUB_TOKEN?.trim() || (await ghToken(new URL(serverUrl).host, io.env));
  if (!token)
    throw new ConfigurationError(
      'no GitHub token: set GH_TOKEN (or GITHUB_TOKEN) to a token of an admin of the repository, or sign in with ' +
        "'gh auth login'. It is used for this run only and never stored.",
    );
  const root = await topLevel(io.cwd);
  const repo = await repositoryOf(io.cwd, options.repo);
  const timeScale = timeScaleFromEnv(io.env);
  const { createGitHubClient } = await import('../../core/github/client.js');
  const { octokitApp, octokitSetup } = await import('../../core/github/octokit/setup.js');
  const client = (auth: string) =>
    createGitHubClient({ token: auth, apiUrl, userAgent: 'mergexo/cli init --app', timeScale, retries: 2 });
  return runAppSetup({
    repo,
    setup: octokitSetup(client(token)),
    appPort: (jwt) => octokitApp(client(jwt)),
    serverUrl,
    root,
    environment: options.environment,
    org: options.org,
    waitMs: options.waitMinutes * 60_000,
    pollMs: 5_000 * timeScale,
    writeFiles: () =>
      init(io.cwd, {
        force: options.force,
        maintainers: options.maintainers,
        uses: options.uses,
        app: { environment: options.environment },
      }),
    callerText: () => {
      const file = path.join(root, CALLER_FILE);
      return existsSync(file) ? readFileSync(file, 'utf8') : undefined;
    },
    startFlow: startManifestFlow,
    now: () => Date.now(),
    sleep: (ms) => new Promise((r) => setTimeout(r, ms)),
    out: io.out,
  });
}
