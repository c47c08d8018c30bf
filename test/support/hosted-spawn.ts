// node's `child_process.spawn`, replaced in the test workers by one that starts the child through the spawn host
// (fake-github/spawn-host/host.mjs says why) when the call is one the host can run as node would: stdout and stderr
// piped, stdin piped or ignored, no shell, no detached group, no timeout or abort signal. Any other call, and every
// call while the host is off (MERGEXO_SPAWN_HOST=0), goes to node's own spawn unchanged.
//
// What it is for: src/core/git.ts runs git through `@actions/exec`, whose tool runner calls `child.spawn` from
// `import * as child from 'child_process'` at each run, so the in-process action runs (test/support/in-process/)
// start their git from the small host instead of the big worker. src/ is unchanged. `execFile`, `exec` and the
// sync functions call node's internal spawn, not this export, and stay as they are.
import childProcess, { type ChildProcess } from 'node:child_process';
import { syncBuiltinESMExports } from 'node:module';
import { DIRECT_SPAWN, hostEnabled, spawnChild } from '../../fake-github/spawn-host/client.js';

type Spawn = typeof childProcess.spawn;

// Options the host runs as node does; `windowsVerbatimArguments` and `windowsHide` mean nothing on Linux and
// @actions/exec always passes the first.
const HOSTED_OPTIONS = new Set(['cwd', 'env', 'stdio', 'windowsVerbatimArguments', 'windowsHide']);

/** The host's stdin mode for `stdio`, or undefined when the host cannot give the child that stdio. */
function hostedStdin(stdio: unknown): 'pipe' | 'ignore' | undefined {
  if (stdio === undefined || stdio === 'pipe') return 'pipe';
  if (!Array.isArray(stdio) || stdio.length > 3) return undefined;
  const [input = 'pipe', output = 'pipe', error = 'pipe'] = stdio as unknown[];
  if (output !== 'pipe' || error !== 'pipe') return undefined;
  return input === 'pipe' || input === 'ignore' ? input : undefined;
}

/** The call as the host runs it, or undefined when only node's own spawn can. */
export function hostedCall(
  args: unknown[],
): { file: string; args: string[]; cwd?: string; env?: NodeJS.ProcessEnv; stdin: 'pipe' | 'ignore' } | undefined {
  const [file, second, third] = args;
  if (typeof file !== 'string') return undefined;
  const argv = Array.isArray(second) ? (second as unknown[]) : [];
  const options = (Array.isArray(second) ? third : second) ?? {};
  if (typeof options !== 'object' || !argv.every((a) => typeof a === 'string')) return undefined;
  const o = options as Record<string, unknown>;
  for (const [k, v] of Object.entries(o))
    if (v !== undefined && v !== false && !HOSTED_OPTIONS.has(k)) return undefined;
  if (o.cwd !== undefined && typeof o.cwd !== 'string') return undefined;
  const stdin = hostedStdin(o.stdio);
  if (!stdin) return undefined;
  return { file, args: argv as string[], cwd: o.cwd, env: o.env as NodeJS.ProcessEnv | undefined, stdin };
}

/**
 * Replaces `child_process.spawn` (its CommonJS export and the ES module binding) for this process, once: a file
 * that loads this module afresh (the isolated project) finds it replaced and leaves it.
 */
export function installHostedSpawn(): void {
  const current = childProcess.spawn as Spawn & { [DIRECT_SPAWN]?: Spawn };
  if (current[DIRECT_SPAWN]) return;
  const own = current;
  const hosted = function spawn(...args: unknown[]): ChildProcess {
    const call = hostEnabled() ? hostedCall(args) : undefined;
    if (!call) return (own as (...a: unknown[]) => ChildProcess)(...args);
    return spawnChild(call.file, call.args, { cwd: call.cwd, env: call.env, stdin: call.stdin }) as ChildProcess;
  } as Spawn;
  childProcess.spawn = Object.assign(hosted, { [DIRECT_SPAWN]: own });
  syncBuiltinESMExports();
}
