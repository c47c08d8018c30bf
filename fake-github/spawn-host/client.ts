// The big process's side of the spawn host (host.mjs says why it exists): `spawnChild` starts a child process
// through the host and hands back an object that behaves as node's ChildProcess does for pipes (stdin, stdout and
// stderr streams; `spawn`, `error`, `exit` and `close` events in the order node gives them; `kill`), and
// `runChild` collects a child's output the way `execFile` does. One host per process, started at the first
// request and unreferenced: it keeps the process alive only while a child it started runs.
//
// MERGEXO_SPAWN_HOST=0 turns the host off (every child is a direct spawn again, for a before/after comparison);
// a host that cannot start is left for a direct spawn too. Which host starts is program.ts's.
import childProcess, { execFileSync, spawnSync, type ChildProcess, type StdioOptions } from 'node:child_process';
import { EventEmitter } from 'node:events';
import { accessSync, closeSync, constants, mkdtempSync, openSync, readSync, rmSync, writeSync } from 'node:fs';
import { constants as osConstants, tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable, Writable } from 'node:stream';
import { FRAME as T } from './frames.mjs';
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

/** A child started by the host: the part of node's ChildProcess that callers of a piped spawn use. */
export class HostChild extends EventEmitter {
  readonly stdin: Writable | null;
  readonly stdout = new Readable({ read() {} });
  readonly stderr = new Readable({ read() {} });
  readonly stdio: [Writable | null, Readable, Readable];
  pid: number | undefined;
  exitCode: number | null = null;
  signalCode: NodeJS.Signals | null = null;
  killed = false;
  private closed = false;

  constructor(
    private readonly host: Host,
    private readonly id: number,
    readonly spawnfile: string,
    readonly spawnargs: string[],
    stdin: 'pipe' | 'ignore',
  ) {
    super();
    this.stdin =
      stdin === 'ignore'
        ? null
        : new Writable({
            write: (chunk: Buffer, _encoding, done) => {
              host.send(id, T.STDIN, chunk);
              done();
            },
            final: (done) => {
              host.send(id, T.STDIN_END);
              done();
            },
          });
    this.stdio = [this.stdin, this.stdout, this.stderr];
  }

  kill(signal: NodeJS.Signals | number = 'SIGTERM'): boolean {
    // As node's kill: an unknown signal throws here, in the caller; the host is sent a number it cannot refuse.
    const number = typeof signal === 'number' ? signal : osConstants.signals[signal];
    if (number === undefined || !Number.isInteger(number) || number < 0)
      throw new TypeError(`Unknown signal: ${String(signal)}`);
    if (this.closed || this.exitCode !== null || this.signalCode !== null) return false;
    this.host.send(this.id, T.KILL, Buffer.from(String(number)));
    this.killed = true;
    return true;
  }

  /** Whether this child holds the process open while it runs (node's `ref`/`unref` of a child). */
  held = true;

  ref(): void {
    this.held = true;
    this.host.hold();
  }

  unref(): void {
    this.held = false;
    this.host.hold();
  }

  /** One frame of the host about this child. */
  receive(type: number, payload: Buffer): void {
    if (type === T.STDOUT) this.stdout.push(payload);
    else if (type === T.STDERR) this.stderr.push(payload);
    else if (type === T.SPAWNED) {
      this.pid = (JSON.parse(payload.toString('utf8')) as { pid: number }).pid;
      this.emit('spawn');
    } else if (type === T.ERROR) this.emit('error', rebuildError(JSON.parse(payload.toString('utf8'))));
    else if (type === T.EXIT) {
      const { code, signal } = JSON.parse(payload.toString('utf8')) as Ended;
      this.exitCode = code;
      this.signalCode = signal;
      this.emit('exit', code, signal);
    } else if (type === T.CLOSE) this.close(JSON.parse(payload.toString('utf8')) as Ended);
  }

  /** The host is gone with this child still running: its result is lost. */
  lost(why: string): void {
    if (this.closed) return;
    this.emit('error', new Error(`spawn host: ${why} while ${this.spawnfile} ran`));
    this.close({ code: null, signal: null });
  }

  // As node does: `close` after both streams ended; a stream nobody reads is drained (node's flushStdio).
  private close(ended: Ended): void {
    this.closed = true;
    this.host.finished(this.id);
    let open = 2;
    const done = (): void => {
      if (--open === 0) this.emit('close', ended.code, ended.signal);
    };
    for (const stream of [this.stdout, this.stderr]) {
      stream.once('end', done);
      stream.push(null);
      if (stream.readableFlowing === null) stream.resume();
    }
  }
}

interface Ended {
  code: number | null;
  signal: NodeJS.Signals | null;
}

function frame(id: number, type: number, payload: Buffer): Buffer {
  const head = Buffer.allocUnsafe(9);
  head.writeUInt32BE(5 + payload.length, 0);
  head.writeUInt32BE(id, 4);
  head.writeUInt8(type, 8);
  return payload.length ? Buffer.concat([head, payload]) : head;
}

function rebuildError(fields: Record<string, unknown>): Error {
  const err = new Error(String(fields.message)) as Error & Record<string, unknown>;
  for (const [k, v] of Object.entries(fields)) if (k !== 'message') err[k] = v;
  return err;
}

class Host {
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

/** Whether children go through the host: not when MERGEXO_SPAWN_HOST=0, nor once it could not start. */
export function hostEnabled(): boolean {
  return process.env.MERGEXO_SPAWN_HOST !== '0' && !hostUnavailable;
}

function currentHost(): Host | undefined {
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
    throughHost++;
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

/** What `spawnSync` returns, for the runs the synchronous callers make. */
export interface SyncRun {
  pid: number;
  status: number | null;
  signal: NodeJS.Signals | null;
  error?: Error;
  stdout: Buffer;
  stderr: Buffer;
}

interface SyncChannel {
  host: Host;
  requests: number;
  results: number;
}

// The synchronous channel (host.mjs): two FIFOs, written and read with blocking calls. Undefined until the first
// synchronous run; null once it could not be opened (the synchronous runs are direct from then on).
let channel: SyncChannel | null | undefined;
const OPEN_WAIT_MS = 5_000;

function sleep(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

function openChannel(h: Host): SyncChannel | null {
  const dir = mkdtempSync(join(tmpdir(), 'mergexo-spawn-host-'));
  try {
    const requests = join(dir, 'requests');
    const results = join(dir, 'results');
    // One direct process per host: node cannot make a FIFO itself.
    execFileSync('mkfifo', [requests, results], { stdio: 'ignore' });
    h.send(0, T.SYNC_OPEN, Buffer.from(JSON.stringify({ requests, results })));
    // Opening the write end without blocking fails (ENXIO) until the host has opened its read end; it opens the
    // results FIFO first, so the blocking open of that one returns at once.
    const deadline = Date.now() + OPEN_WAIT_MS;
    for (;;) {
      try {
        const requestFd = openSync(requests, constants.O_WRONLY | constants.O_NONBLOCK);
        return { host: h, requests: requestFd, results: openSync(results, constants.O_RDONLY) };
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'ENXIO' || Date.now() > deadline || h.broken) return null;
        sleep(2);
      }
    }
  } catch {
    return null;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function closeChannel(): void {
  if (!channel) return;
  for (const fd of [channel.requests, channel.results]) {
    try {
      closeSync(fd);
    } catch {
      // already closed
    }
  }
}

function currentChannel(): SyncChannel | undefined {
  if (channel === null) return undefined;
  const h = currentHost();
  if (!h) return undefined;
  if (!channel || channel.host !== h) {
    closeChannel();
    channel = openChannel(h);
  }
  return channel ?? undefined;
}

function writeAll(fd: number, data: Buffer): void {
  let at = 0;
  while (at < data.length) {
    try {
      at += writeSync(fd, data, at);
    } catch (err) {
      // The request FIFO is open without blocking: full for a moment while the host reads.
      if ((err as NodeJS.ErrnoException).code !== 'EAGAIN') throw err;
      sleep(1);
    }
  }
}

function readExactly(fd: number, length: number): Buffer {
  const out = Buffer.allocUnsafe(length);
  let at = 0;
  while (at < length) {
    const n = readSync(fd, out, at, length - at, null);
    if (n === 0) throw new Error('spawn host: it exited during a synchronous run');
    at += n;
  }
  return out;
}

function runThroughChannel(c: SyncChannel, request: object): SyncRun {
  writeAll(c.requests, frame(0, T.SYNC_RUN, Buffer.from(JSON.stringify(request))));
  const head = JSON.parse(readExactly(c.results, readExactly(c.results, 4).readUInt32BE(0)).toString('utf8')) as {
    pid: number;
    status: number | null;
    signal: NodeJS.Signals | null;
    error?: Record<string, unknown>;
    stdout: number;
    stderr: number;
  };
  const stdout = readExactly(c.results, head.stdout);
  const stderr = readExactly(c.results, head.stderr);
  const run: SyncRun = { pid: head.pid, status: head.status, signal: head.signal, stdout, stderr };
  if (head.error) run.error = rebuildError(head.error);
  return run;
}

/**
 * `spawnSync(file, args, {cwd, env, stdio: [stdin, 'pipe', 'pipe'], maxBuffer})`, through the host when it is on:
 * this process blocks on the host's answer instead of forking. Input for the child's stdin is not carried.
 */
export function runChildSync(
  file: string,
  args: string[],
  options: SpawnOptions & { maxBuffer?: number } = {},
): SyncRun {
  const stdin = options.stdin ?? 'pipe';
  const maxBuffer = options.maxBuffer ?? 1024 * 1024;
  const c = currentChannel();
  if (c) {
    throughHost++;
    const env = options.env ?? process.env;
    try {
      return runThroughChannel(c, { file, args, cwd: options.cwd, env, stdin, maxBuffer });
    } catch (err) {
      // The channel is gone (the host died): later runs are direct. This one's result is lost with it.
      closeChannel();
      channel = null;
      throw err;
    }
  }
  const r = spawnSync(file, args, { cwd: options.cwd, env: options.env, stdio: [stdin, 'pipe', 'pipe'], maxBuffer });
  const none = Buffer.alloc(0);
  const run: SyncRun = {
    pid: r.pid,
    status: r.status,
    signal: r.signal,
    stdout: r.stdout ?? none,
    stderr: r.stderr ?? none,
  };
  if (r.error) run.error = r.error;
  return run;
}

/**
 * `execFileSync(file, args, {cwd, env, encoding: 'utf8', maxBuffer})` on `runChildSync`: the child's stdout, or
 * the error execFileSync throws (the spawn's own, or `Command failed: ...` with status, signal, stdout and stderr).
 * With `echoStderr` the child's stderr is written to this process's stderr, as execFileSync does unless `stdio`
 * is given.
 */
export function execFileSyncHosted(
  file: string,
  args: string[],
  options: SpawnOptions & { maxBuffer?: number; echoStderr?: boolean } = {},
): string {
  const r = runChildSync(file, args, options);
  if (options.echoStderr && r.stderr.length > 0) process.stderr.write(r.stderr);
  const fields = {
    pid: r.pid,
    status: r.status,
    signal: r.signal,
    stdout: r.stdout.toString('utf8'),
    stderr: r.stderr.toString('utf8'),
  };
  const output = [null, fields.stdout, fields.stderr];
  if (r.error) throw Object.assign(r.error, fields, { output });
  if (r.status !== 0) {
    const message = `Command failed: ${[file, ...args].join(' ')}${fields.stderr ? `\n${fields.stderr}` : ''}`;
    throw Object.assign(new Error(message), fields, { output });
  }
  return fields.stdout;
}
