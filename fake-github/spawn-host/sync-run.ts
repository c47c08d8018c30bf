// The synchronous runs through the spawn host (host.mjs's synchronous channel): `runChildSync` is `spawnSync` and
// `execFileSyncHosted` is `execFileSync`, with this process blocked on the host's answer instead of forking.
import { execFileSync, spawnSync } from 'node:child_process';
import { closeSync, constants, mkdtempSync, openSync, readSync, rmSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { countHostRun, currentHost, type Host, type SpawnOptions } from './client.js';
import { FRAME as T } from './frames.mjs';
import { frame, rebuildError } from './host-child.js';

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
    countHostRun();
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
