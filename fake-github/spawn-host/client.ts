// The big process's side of the spawn host (host.mjs says why it exists): `spawnChild` starts a child process
// through the host and hands back an object that behaves as node's ChildProcess does for pipes (stdin, stdout and
// stderr streams; `spawn`, `error`, `exit` and `close` events in the order node gives them; `kill`), and
// `runChild` collects a child's output the way `execFile` does (`sync-run.ts` has the synchronous runs). One host
// per process, started at the first request and unreferenced: it keeps the process alive only while a child it
// started runs.
//
// MERGEXO_SPAWN_HOST=0 turns the host off (every child is a direct spawn again, for a before/after comparison);
// a host that cannot start is left for a direct spawn too. Which host starts is program.ts's.
import childProcess, { type ChildProcess, type StdioOptions } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { FRAME as T } from './frames.mjs';
import { frame, HostChild, type HostLink } from './host-child.js';
import { hostProgram, markPythonFailed, type HostKind, type HostProgram } from './program.js';

/** Where a replacement of `child_process.spawn` that calls this module keeps node's own (test/support). */
export const DIRECT_SPAWN = Symbol.for('mergexo.spawn-host.direct-spawn');

/** node's own spawn, also when `child_process.spawn` was replaced by one that comes back here. */
function spawn(...args: Parameters<typeof childProcess.spawn>): ChildProcess {
  const current = childProcess.spawn as typeof childProcess.spawn & { [DIRECT_SPAWN]?: typeof childProcess.spawn };
  return (current[DIRECT_SPAWN] ?? current)(...args);
}

export interface SpawnOptions {
  cwd?: string;
  /** The child's whole environment (default: this process's, as node's spawn reads it at the call). */
  env?: NodeJS.ProcessEnv;
  /** `ignore` gives the child no stdin; stdout and stderr are always pipes. */
  stdin?: 'pipe' | 'ignore';
}

/** The host process and its asynchronous channel: frames in, frames out, one `HostChild` per child. */
export class Host implements HostLink {
  private readonly process: ChildProcess;
  private readonly children = new Map<number, HostChild>();
  private nextId = 1;
  private pending: Buffer = Buffer.alloc(0);
  private answered = false;
  readonly kind: HostKind;
  broken = false;

  get pid(): number | undefined {
    return this.process.pid;
  }

  constructor(program: HostProgram) {
    this.kind = program.kind;
    // A minimal environment: the host needs none of the caller's (each request carries its child's), and a
    // NODE_OPTIONS of the caller's (a loader, a heap size) would only make it bigger.
    this.process = spawn(program.file, program.args, {
      stdio: ['pipe', 'pipe', 'inherit'],
      env: { PATH: process.env.PATH ?? '' },
    });
    this.process.unref();
    this.process.stdin!.on('error', () => this.fail('its input closed'));
    const out = this.process.stdout!;
    out.on('data', (chunk: Buffer) => this.read(chunk));
    this.process.on('error', () => {
      hostUnavailable = true;
      this.fail('it could not start');
    });
    // `close`, not `exit`: the frames it wrote before it ended are read first.
    this.process.on('close', (code, signal) => {
      if (this.kind === 'python' && !this.answered && code !== 0) markPythonFailed();
      this.fail(`it exited (${signal ?? code})`);
    });
    (this.process.stdin as unknown as { unref(): void }).unref();
    this.hold();
  }

  spawn(file: string, args: string[], options: SpawnOptions): HostChild {
    const id = this.nextId++;
    const stdin = options.stdin ?? 'pipe';
    const child = new HostChild(this, id, file, args, stdin);
    this.children.set(id, child);
    this.hold();
    const env = options.env ?? process.env;
    this.send(id, T.SPAWN, Buffer.from(JSON.stringify({ file, args, cwd: options.cwd, env, stdin })));
    return child;
  }

  send(id: number, type: number, payload: Buffer = Buffer.alloc(0)): void {
    this.process.stdin!.write(frame(id, type, payload));
  }

  finished(id: number): void {
    this.children.delete(id);
    this.hold();
  }

  /** The host's output holds the process open while a child that is held runs, as the child's own pipes would. */
  hold(): void {
    const out = this.process.stdout as unknown as { ref(): void; unref(): void };
    if ([...this.children.values()].some((c) => c.held)) out.ref();
    else out.unref();
  }

  private read(chunk: Buffer): void {
    this.answered = true;
    this.pending = this.pending.length ? Buffer.concat([this.pending, chunk]) : chunk;
    let at = 0;
    while (this.pending.length - at >= 4) {
      const length = this.pending.readUInt32BE(at);
      if (this.pending.length - at - 4 < length) break;
      const child = this.children.get(this.pending.readUInt32BE(at + 4));
      const type = this.pending.readUInt8(at + 8);
      const payload = this.pending.subarray(at + 9, at + 4 + length);
      at += 4 + length;
      try {
        child?.receive(type, payload);
      } catch (err) {
        // A listener's throw (an `error` nobody listens to) is the caller's uncaught exception, as with a direct
        // spawn, not the end of this reader.
        process.nextTick(() => {
          throw err;
        });
      }
    }
    this.pending = this.pending.subarray(at);
  }

  private fail(why: string): void {
    if (this.broken) return;
    this.broken = true;
    if (hosts.get(this.kind) === this) hosts.delete(this.kind);
    for (const child of [...this.children.values()]) child.lost(why);
  }
}

// One host of each kind at most (the tests run both); the one MERGEXO_SPAWN_HOST and program.ts choose serves.
const hosts = new Map<HostKind, Host>();
let hostUnavailable = false;
let throughHost = 0;

/** The host's process id, once started (its test checks that it goes when its parent does). */
export function hostProcessId(): number | undefined {
  return hosts.get(hostProgram().kind)?.pid;
}

/** Children started through the host so far in this process (the bench and the tests count them). */
export function hostSpawns(): number {
  return throughHost;
}

/** Counts a child started through the host (the synchronous runs count theirs here too). */
export function countHostRun(): void {
  throughHost++;
}

/** Whether children go through the host: not when MERGEXO_SPAWN_HOST=0, nor once it could not start. */
export function hostEnabled(): boolean {
  return process.env.MERGEXO_SPAWN_HOST !== '0' && !hostUnavailable;
}

/** The host that serves this process now, started when there is none; undefined when children go direct. */
export function currentHost(): Host | undefined {
  if (!hostEnabled()) return undefined;
  const program = hostProgram();
  let host = hosts.get(program.kind);
  if (!host || host.broken) {
    try {
      accessSync(program.file, constants.X_OK);
      accessSync(program.args[program.args.length - 1]!, constants.R_OK);
      host = new Host(program);
      hosts.set(program.kind, host);
    } catch {
      hostUnavailable = true;
      return undefined;
    }
  }
  return host;
}

/** `spawn(file, args, {cwd, env, stdio: [stdin, 'pipe', 'pipe']})`, through the host when it is on. */
export function spawnChild(file: string, args: string[], options: SpawnOptions = {}): HostChild | ChildProcess {
  const h = currentHost();
  if (h) {
    countHostRun();
    return h.spawn(file, args, options);
  }
  const stdio: StdioOptions = [options.stdin ?? 'pipe', 'pipe', 'pipe'];
  return spawn(file, args, { cwd: options.cwd, env: options.env, stdio });
}

export interface RunResult {
  stdout: Buffer;
  stderr: Buffer;
  /** The exit code; null when a signal ended the child. */
  code: number | null;
  signal: NodeJS.Signals | null;
}

/**
 * Runs a child to its end and collects its output, as `execFile` does: it rejects when the child cannot start
 * (ENOENT), or outgrows `maxBuffer` on stdout or stderr (the child is killed, ERR_CHILD_PROCESS_STDIO_MAXBUFFER);
 * a non-zero exit or a signal is the result's, not a rejection.
 */
export function runChild(
  file: string,
  args: string[],
  options: SpawnOptions & { input?: string | Buffer; maxBuffer?: number } = {},
): Promise<RunResult> {
  const maxBuffer = options.maxBuffer ?? 1024 * 1024;
  return new Promise((resolve, reject) => {
    const child = spawnChild(file, args, options);
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    const sizes = { stdout: 0, stderr: 0 };
    let failed: Error | undefined;
    const collect = (name: 'stdout' | 'stderr', into: Buffer[]) => (chunk: Buffer) => {
      if (failed) return;
      sizes[name] += chunk.length;
      into.push(chunk);
      if (sizes[name] > maxBuffer) {
        failed = Object.assign(new RangeError(`${name} maxBuffer length exceeded`), {
          code: 'ERR_CHILD_PROCESS_STDIO_MAXBUFFER',
        });
        child.kill();
      }
    };
    child.stdout!.on('data', collect('stdout', out));
    child.stderr!.on('data', collect('stderr', err));
    child.on('error', (e: Error) => {
      failed ??= e;
    });
    child.on('close', (code: number | null, signal: NodeJS.Signals | null) => {
      if (failed) return reject(failed);
      resolve({ stdout: Buffer.concat(out), stderr: Buffer.concat(err), code, signal });
    });
    if (options.input !== undefined) child.stdin?.end(options.input);
  });
}
