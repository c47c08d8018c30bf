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

export async function git(args: string[], options: GitOptions = {}): Promise<GitOutput> {
  // Loaded by the first git command, so a run that never gets that far does not load it.
  const { getExecOutput } = await import('@actions/exec');
  const result = await getExecOutput('git', args, {
    ...(options.cwd ? { cwd: options.cwd } : {}),
    env: { ...stringEnv(process.env), ...QUIET_ENV, ...options.env },
    ...(options.input !== undefined ? { input: Buffer.from(options.input) } : {}),
    silent: true,
    ignoreReturnCode: true,
  });
  const output = { code: result.exitCode, stdout: result.stdout, stderr: result.stderr };
  if (!(options.okCodes ?? [0]).includes(output.code)) throw new GitCommandError(args, output);
  return output;
}

/** The installed git's version, or undefined when there is no usable git on PATH. */
export async function gitVersion(): Promise<[number, number, number] | undefined> {
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
