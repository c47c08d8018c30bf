import { statSync } from 'node:fs';
import { devNull } from 'node:os';
import { delimiter, isAbsolute, join } from 'node:path';
import { UndecidableError } from './pure/errors.js';
import { gitProxySettings } from './github/proxy.js';
/**
 * Local git, run through `@actions/exec` so it behaves like every other tool step on a runner.
 * mergexo only ever reads history with it (fetch into a private repository, count, test-merge
 * in memory): no PR code is checked out or run.
 */
export interface GitOptions {
  /** Repository (or any directory) to run in; `--git-dir` style callers pass it in `args` instead. */
  cwd?: string;
  input?: string;
  /** Extra environment, on top of the process environment. */
  env?: Record<string, string>;
  /** Exit codes that are answers rather than failures (default: only 0). */
  okCodes?: number[];
  /** Configuration for this command (passed in the environment, never on the command line). */
  config?: Record<string, string>;
  /** Reach a GitHub server with a token (the header is in the environment, never in a process list). */
  auth?: { serverUrl: string; token: string };
  /**
   * `user`: git as the user set it up (their credential helpers, their hooks directory), for the
   * `mergexo` command working in the user's own clone. Actions never use it: on a runner, git's
   * setup is not mergexo's to trust.
   */
  setup?: 'hardened' | 'user';
}

export interface GitOutput {
  code: number;
  stdout: string;
  stderr: string;
}

export class GitCommandError extends Error {
  override readonly name = 'GitCommandError';
  constructor(
    readonly args: string[],
    readonly output: GitOutput,
  ) {
    super(
      `git ${subcommand(args)} exited with ${output.code}: ${firstLine(output.stderr) || firstLine(output.stdout)}`,
    );
  }
}

/** `fetch` in `git --git-dir X fetch ...`: what a message should name. */
function subcommand(args: string[]): string {
  for (let i = 0; i < args.length; i++) {
    const a = args[i] as string;
    if (a === '--git-dir' || a === '-C' || a === '-c') i++;
    else if (!a.startsWith('-')) return a;
  }
  return args[0] ?? '';
}

function firstLine(s: string): string {
  return s.trim().split('\n')[0] ?? '';
}

/** Git must never stop to ask for credentials, and its messages are parsed in English. */
const QUIET_ENV = { GIT_TERMINAL_PROMPT: '0', GCM_INTERACTIVE: 'never', LC_ALL: 'C' };

function stringEnv(env: NodeJS.ProcessEnv): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(env)) if (v !== undefined) out[k] = v;
  return out;
}

/**
 * What git reads from the machine, none of it mergexo's: the runner's (or a user's) system and global
 * configuration (hooks, aliases, URL rewrites, credential helpers, fsmonitor), every inherited `GIT_*`
 * variable (GIT_DIR, GIT_CONFIG_*, GIT_EXEC_PATH, ...) and prompts. Every git command mergexo runs
 * goes through `git` below with this environment; its messages are parsed in English.
 */
export function hardenedEnv(from: NodeJS.ProcessEnv = process.env): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [k, v] of Object.entries(from)) if (v !== undefined && !k.startsWith('GIT_')) env[k] = v;
  return { ...env, ...QUIET_ENV, GIT_CONFIG_NOSYSTEM: '1', GIT_CONFIG_GLOBAL: devNull, GIT_ASKPASS: 'echo' };
}

/** Configuration every command gets: nothing runs on mergexo's behalf, nothing is rewritten behind it. */
const HARDENED_CONFIG: Record<string, string> = {
  'core.hooksPath': devNull,
  // No attribute file from the machine (merge drivers, filters); files are never read as attributes.
  'core.attributesFile': devNull,
  'core.fsmonitor': 'false',
  'gc.auto': '0',
  'maintenance.auto': 'false',
  'fetch.recurseSubmodules': 'false',
};

/** The configuration that lets git reach `serverUrl` with `token`: a header scoped to the server, and its proxy. */
export function authConfig(
  serverUrl: string,
  token: string,
): { config: Record<string, string>; env: Record<string, string> } {
  const proxy = gitProxySettings(serverUrl);
  return {
    config: {
      [`http.${serverUrl.replace(/\/+$/, '')}/.extraheader`]: basicAuthHeader(token),
      'protocol.version': '2',
      ...proxy.config,
    },
    env: proxy.env,
  };
}

export async function git(args: string[], options: GitOptions = {}): Promise<GitOutput> {
  // Loaded by the first git command, so a run that never gets that far does not load it.
  const { getExecOutput } = await import('@actions/exec');
  const auth = options.auth ? authConfig(options.auth.serverUrl, options.auth.token) : undefined;
  const asUser = options.setup === 'user';
  const base = asUser ? { ...stringEnv(process.env), ...QUIET_ENV } : hardenedEnv(process.env);
  const env = {
    ...base,
    ...auth?.env,
    ...options.env,
    ...configEnv({ ...(asUser ? {} : HARDENED_CONFIG), ...auth?.config, ...options.config }, base),
  };
  let result;
  try {
    result = await getExecOutput(gitExecutable(process.env.PATH), args, {
      ...(options.cwd ? { cwd: options.cwd } : {}),
      env,
      ...(options.input !== undefined ? { input: Buffer.from(options.input) } : {}),
      silent: true,
      ignoreReturnCode: true,
    });
  } catch (e) {
    throw new UndecidableError(
      `git could not be started on this machine (${e instanceof Error ? e.message : String(e)}): install git 2.38 ` +
        'or later (GitHub-hosted runners have it), then re-run.',
    );
  }
  const redact = (text: string) => (options.auth ? redactToken(text, options.auth.token) : text);
  const output = { code: result.exitCode, stdout: result.stdout, stderr: redact(result.stderr) };
  if (!(options.okCodes ?? [0]).includes(output.code)) throw new GitCommandError(args, output);
  return output;
}

/** `text` with the token and git's header form of it replaced by `***`. */
export function redactToken(text: string, token: string): string {
  if (!token) return text;
  const basic = Buffer.from(`x-access-token:${token}`).toString('base64');
  return text.split(token).join('***').split(basic).join('***');
}

/**
 * The git on `PATH`, looked up once per PATH: `@actions/exec` searches PATH for a bare `git` on every command (a
 * stat per directory, about a millisecond of CPU, a fifth of what starting git costs), while an absolute path is
 * only checked to exist. The search is `@actions/io`'s `which` on POSIX (the first regular file named `git` that
 * this user may execute, in PATH order); a step's PATH and what it names do not change under it. Left to
 * `@actions/exec` (the bare name) on Windows (PATHEXT), for a relative PATH entry, and when nothing is found.
 * Keyed by this process's PATH, the one `@actions/exec` searches.
 */
const executables = new Map<string, string>();
function gitExecutable(path: string | undefined): string {
  if (process.platform === 'win32' || !path) return 'git';
  const known = executables.get(path);
  if (known) return known;
  for (const dir of path.split(delimiter)) {
    if (!dir) continue;
    if (!isAbsolute(dir)) return 'git';
    const file = join(dir, 'git');
    if (isExecutableFile(file)) {
      executables.set(path, file);
      return file;
    }
  }
  return 'git';
}

function isExecutableFile(file: string): boolean {
  let st;
  try {
    st = statSync(file);
  } catch {
    return false;
  }
  if (!st.isFile()) return false;
  const gid = process.getgid?.();
  const uid = process.getuid?.();
  return (
    (st.mode & 0o001) > 0 || ((st.mode & 0o010) > 0 && st.gid === gid) || ((st.mode & 0o100) > 0 && st.uid === uid)
  );
}

/**
 * The installed git's version, or undefined when there is no usable git on PATH. Asked once per PATH and process
 * (each rebase-notify run asked it; tests run many in one process): a found version is kept, a failure is not.
 */
const versions = new Map<string, Promise<[number, number, number] | undefined>>();
export function gitVersion(): Promise<[number, number, number] | undefined> {
  const key = process.env.PATH ?? '';
  let v = versions.get(key);
  if (!v) {
    v = askGitVersion();
    versions.set(key, v);
    void v.then((r) => {
      if (!r) versions.delete(key);
    });
  }
  return v;
}

async function askGitVersion(): Promise<[number, number, number] | undefined> {
  try {
    const { stdout } = await git(['--version']);
    const m = /(\d+)\.(\d+)(?:\.(\d+))?/.exec(stdout);
    return m ? [Number(m[1]), Number(m[2]), Number(m[3] ?? 0)] : undefined;
  } catch {
    return undefined;
  }
}

export function versionAtLeast(version: readonly number[], wanted: readonly number[]): boolean {
  for (let i = 0; i < wanted.length; i++) {
    const a = version[i] ?? 0;
    const b = wanted[i] ?? 0;
    if (a !== b) return a > b;
  }
  return true;
}

/**
 * Configuration handed to git through the environment (GIT_CONFIG_COUNT, git >= 2.31) rather
 * than `-c` on the command line, so a token in it never shows up in a process listing.
 */
export function configEnv(
  entries: Record<string, string>,
  base: NodeJS.ProcessEnv = process.env,
): Record<string, string> {
  const start = Number(base.GIT_CONFIG_COUNT ?? 0) || 0;
  const env: Record<string, string> = {};
  let i = start;
  for (const [key, value] of Object.entries(entries)) {
    env[`GIT_CONFIG_KEY_${i}`] = key;
    env[`GIT_CONFIG_VALUE_${i}`] = value;
    i++;
  }
  env.GIT_CONFIG_COUNT = String(i);
  return env;
}

/** The HTTP header GitHub's git endpoints accept for an Actions or App token. */
export function basicAuthHeader(token: string): string {
  return `AUTHORIZATION: basic ${Buffer.from(`x-access-token:${token}`).toString('base64')}`;
}

/** Runs `fn` over `items` with at most `limit` in flight, keeping the results in order. */
export async function mapLimit<T, R>(
  items: readonly T[],
  limit: number,
  fn: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < items.length) {
      const i = next++;
      results[i] = await fn(items[i] as T, i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
