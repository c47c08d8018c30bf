#!/usr/bin/env node
import { parseArgs } from 'node:util';
import { timeScaleFromEnv } from '../core/action-inputs.js';
import { ConfigurationError, UndecidableError, errorMessage } from '../core/pure/errors.js';
import { answerMessage, httpStatus, TokenRefusedError } from '../core/github/errors.js';
import type { RepoRef } from '../core/pure/view.js';
import { normalizePath } from '../core/pure/paths/normalize.js';
import { DEFAULT_PROTECTED_PATHS } from '../core/pure/paths/protected.js';
import { DEFAULT_LEASE_FILE } from '../write-root-gate/index.js';
import { check, findPullRequest, type CheckResult } from './check.js';
import { runDoctor } from './doctor/run.js';
import { DEFAULT_HOOK_COMMAND, installHook } from './hook.js';
import { init, topLevel } from './init.js';
import { whichMergexo, type MergexoSource } from './init-source.js';
import { Checkout } from './local-git.js';
import * as text from './messages.js';
import { repoFromFlag, repoFromRemoteUrl } from './remote.js';

/**
 * `mergexo check` / `install-hook` / `init`: exit 0 would pass (or done), 1 a gate would refuse, 2 usage or
 * configuration.
 */

export const DEFAULT_MERGEXO_LOGIN = 'github-actions[bot]';

const OPTIONS = {
  repo: { type: 'string' },
  pr: { type: 'string' },
  remote: { type: 'string', default: 'origin' },
  head: { type: 'string' },
  branch: { type: 'string' },
  'lease-file': { type: 'string' },
  'write-root': { type: 'string', multiple: true },
  'protected-path': { type: 'string', multiple: true },
  'mergexo-login': { type: 'string' },
  command: { type: 'string' },
  json: { type: 'boolean', default: false },
  force: { type: 'boolean', default: false },
  maintainer: { type: 'string', multiple: true },
  uses: { type: 'string' },
  pin: { type: 'boolean', default: false },
  app: { type: 'boolean', default: false },
  org: { type: 'string' },
  environment: { type: 'string' },
  'wait-minutes': { type: 'string' },
  help: { type: 'boolean', short: 'h', default: false },
} as const;

type Values = ReturnType<typeof parseArgs<{ options: typeof OPTIONS; allowPositionals: true }>>['values'];

class UsageError extends Error {}

export interface Io {
  cwd: string;
  env: NodeJS.ProcessEnv;
  out: (line: string) => void;
  err: (line: string) => void;
  /** stderr as is, and whether it is a terminal (replay's progress line). */
  errRaw?: (text: string) => void;
  errIsTTY?: boolean;
}

function parse(argv: string[]): { command: string | undefined; values: Values } {
  try {
    const { values, positionals } = parseArgs({ args: argv, options: OPTIONS, allowPositionals: true, strict: true });
    if (positionals.length > 1) throw new UsageError(`unexpected argument '${positionals[1]}'`);
    return { command: positionals[0], values };
  } catch (e) {
    if (e instanceof UsageError) throw e;
    // parseArgs explains itself ("Unknown option '--x'"); keep its first sentence.
    throw new UsageError(errorMessage(e).split('. ')[0]?.replace(/\.$/, '') ?? 'invalid arguments');
  }
}

/** The options of check that install-hook bakes into the hook. */
function bakedArgs(values: Values): string[] {
  const args: string[] = [];
  for (const key of ['repo', 'pr', 'lease-file', 'mergexo-login'] as const) {
    const v = values[key];
    if (v !== undefined) args.push(`--${key}`, v);
  }
  for (const r of values['write-root'] ?? []) args.push('--write-root', r);
  for (const p of values['protected-path'] ?? []) args.push('--protected-path', p);
  return args;
}

function prNumber(raw: string | undefined): number | undefined {
  if (raw === undefined) return undefined;
  if (!/^[1-9][0-9]{0,9}$/.test(raw)) throw new UsageError(`--pr must be a pull request number, got '${raw}'`);
  return Number(raw);
}

async function repositoryOf(checkout: Checkout | undefined, values: Values): Promise<RepoRef> {
  if (values.repo !== undefined || checkout === undefined) {
    const repo = repoFromFlag(values.repo ?? '');
    if (!repo) throw new UsageError(`--repo must be OWNER/NAME, got '${values.repo}'`);
    return repo;
  }
  // The pre-push hook passes what git gave it: a remote's name, or the URL pushed to.
  const url = (await checkout.remoteUrl()) ?? (checkout.remote.includes(':') ? checkout.remote : undefined);
  const repo = url === undefined ? undefined : repoFromRemoteUrl(url);
  if (!repo) throw new ConfigurationError(text.noRepository(checkout.remote, url));
  return repo;
}

async function runCheck(values: Values, io: Io): Promise<CheckResult> {
  const token = io.env.GH_TOKEN?.trim() || io.env.GITHUB_TOKEN?.trim();
  if (!token) throw new ConfigurationError(text.NO_TOKEN);
  const pr = prNumber(values.pr);
  const checkout = await Checkout.open(io.cwd, values.remote ?? 'origin');
  const repo = await repositoryOf(checkout, values);
  const head = await checkout.commit(values.head ?? 'HEAD');
  const { createGitHubClient } = await import('../core/github/client.js');
  const { octokitGitHub } = await import('../core/github/octokit/index.js');
  const github = octokitGitHub(
    createGitHubClient({
      token,
      apiUrl: (io.env.GITHUB_API_URL || 'https://api.github.com').replace(/\/+$/, ''),
      userAgent: 'mergexo/cli',
      timeScale: timeScaleFromEnv(io.env),
      retries: 2,
    }),
  );
  let target = pr === undefined ? undefined : { repo, number: pr };
  if (target === undefined) {
    const branch = values.branch ?? (await checkout.branch());
    if (!branch) throw new ConfigurationError(text.noBranch);
    target = await findPullRequest(github, repo, branch);
  }
  const leaseFile = normalizePath(values['lease-file'] ?? DEFAULT_LEASE_FILE);
  const protectedPaths = values['protected-path']?.length ? values['protected-path'] : [...DEFAULT_PROTECTED_PATHS];
  return check(
    github,
    checkout,
    { repo: target.repo, pr: target.number, head, leaseFile, writeRoots: values['write-root'] ?? [], protectedPaths },
    values['mergexo-login'] || io.env.MERGEXO_LOGIN || DEFAULT_MERGEXO_LOGIN,
  );
}

/** `init --app` (src/cli/app/): the App, its key, the environment, the labels and the ruleset. */
async function initAppCommand(values: Values, io: Io, mergexo: MergexoSource): Promise<number> {
  const wait = values['wait-minutes'] ?? '15';
  if (!/^[1-9][0-9]{0,3}$/.test(wait))
    throw new UsageError(`--wait-minutes must be a number of minutes, got '${wait}'`);
  const { initApp } = await import('./app/index.js');
  return initApp(
    {
      repo: values.repo,
      org: values.org,
      environment: values.environment ?? 'mergexo',
      waitMinutes: Number(wait),
      force: values.force ?? false,
      maintainers: values.maintainer ?? [],
      uses: mergexo.uses,
    },
    io,
  );
}

function failure(e: unknown): { code: 1 | 2; message: string } {
  if (e instanceof UsageError) return { code: 2, message: text.usageError(e.message) };
  if (e instanceof UndecidableError) return { code: 1, message: `mergexo: ${text.undecidable(e.message)}` };
  // core's messages speak of a workflow's `github-token` input and `permissions:`; here the token is the environment's.
  if (e instanceof TokenRefusedError) {
    return { code: 2, message: `mergexo: ${e.status === 401 ? text.BAD_TOKEN : text.tokenLacks(e.permission)}` };
  }
  if (e instanceof ConfigurationError) return { code: 2, message: `mergexo: ${e.message}` };
  // A token GitHub answers for, but that may not read this repository (a fine-grained token, say).
  const status = httpStatus(e);
  if (status === 403 || status === 404) {
    return { code: 2, message: `mergexo: ${text.tokenCannotRead(status, answerMessage(e).split('\n')[0] ?? '')}` };
  }
  return { code: 2, message: `mergexo: ${text.couldNotRun(errorMessage(e).split('\n')[0] ?? '')}` };
}

export async function main(argv: string[], io: Io): Promise<number> {
  let json = argv.includes('--json');
  try {
    // lint takes options of its own (src/cli/lint/command.ts).
    if (argv[0] === 'lint') return await (await import('./lint/command.js')).lintCommand(argv.slice(1), io);
    // replay takes options of its own (src/cli/replay/options.ts).
    if (argv[0] === 'replay') return await (await import('./replay/command.js')).replayCommand(argv.slice(1), io);
    const { command, values } = parse(argv);
    json = values.json ?? false;
    if (values.help || command === undefined || command === 'help') {
      io.out(text.USAGE);
      return command === undefined && !values.help ? 2 : 0;
    }
    if (command === 'install-hook') {
      const checkout = await Checkout.open(io.cwd, values.remote ?? 'origin');
      const file = await installHook(checkout, values.command?.trim() || DEFAULT_HOOK_COMMAND, bakedArgs(values));
      io.out(text.hookInstalled(file));
      return 0;
    }
    if (command === 'init') {
      // Which mergexo the workflows call is settled first, in a clone: nothing is written, or set up, without it.
      await topLevel(io.cwd);
      const mergexo = await whichMergexo({ ...(values.uses ? { uses: values.uses } : {}), pin: !!values.pin }, io.env);
      if (values.app) return await initAppCommand(values, io, mergexo);
      const result = await init(io.cwd, {
        force: values.force ?? false,
        maintainers: values.maintainer ?? [],
        uses: mergexo.uses,
      });
      io.out(text.initReport(result, mergexo, new Date()));
      return 0;
    }
    if (command === 'doctor') {
      const checkout =
        values.repo === undefined
          ? await Checkout.open(io.cwd, values.remote ?? 'origin').catch(() => {
              throw new UsageError('not inside a git checkout to tell the repository from: pass --repo OWNER/NAME');
            })
          : undefined;
      const repo = await repositoryOf(checkout, values);
      return await runDoctor(repo, { ...(values.branch ? { branch: values.branch } : {}), json }, io);
    }
    if (command !== 'check') throw new UsageError(`unknown command '${command}'`);
    const result = await runCheck(values, io);
    const code = result.verdict === 'pass' ? 0 : 1;
    if (json) io.out(JSON.stringify({ ...result, exitCode: code }, null, 2));
    else {
      io.out(
        text.report({
          verdict: result.verdict,
          pr: result.pullRequest.number,
          head: result.head,
          lease: result.writeRoots.lease,
          findings: result.findings,
          notes: result.notes,
        }),
      );
    }
    return code;
  } catch (e) {
    const { code, message } = failure(e);
    if (json)
      io.out(JSON.stringify({ verdict: 'error', exitCode: code, error: message.replace(/^mergexo: /, '') }, null, 2));
    io.err(message);
    return code;
  }
}

process.exitCode = await main(process.argv.slice(2), {
  cwd: process.cwd(),
  env: process.env,
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
  errRaw: (text) => process.stderr.write(text),
  errIsTTY: process.stderr.isTTY,
});
