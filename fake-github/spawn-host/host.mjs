// The spawn host: a small long-lived Node process that starts child processes for a big one (a vitest worker, the
// demo, the bench) and relays their stdio and events over its own stdin and stdout.
//
// Why: on Linux fork() copies the parent's page tables, so a spawn costs the parent CPU in proportion to its
// resident memory. Measured with Node 24 `spawn('/bin/true')`: 2.4 ms of the parent's CPU at 52 MB RSS, 9.7 ms at
// 263 MB, 17 ms at 580 MB (spawnSync the same). A vitest worker holds 180 to 320 MB and starts thousands of git
// processes (the fake's git, test set-up, in-process action runs): in a CPU profile of the test workers, spawn was
// more than half of their CPU. Asking this host costs the worker a pipe message, and the host a cheap fork.
//
// Plain JavaScript with no imports but node's own, started as `node host.mjs` (no TypeScript loader, no flags), so
// it stays as small as Node gets. It exits when its parent goes away (its stdin closes). Requests run concurrently.
// host.py is the same host in Python, cheaper still, started instead where `python3` is found (program.ts).
//
// Frames, both ways: u32 length of the rest (big-endian), u32 request id, u8 type, payload.
//   to the host:   SPAWN json {file, args, cwd, env, stdin: 'pipe' | 'ignore'}, STDIN bytes, STDIN_END, KILL signal
//   from the host: SPAWNED json {pid}, STDOUT bytes, STDERR bytes, ERROR json (the error's own fields),
//                  EXIT json {code, signal}, CLOSE json {code, signal}: the child's events, in the order Node gave them.
// Synchronous callers (execFileSync's) have a second channel: SYNC_OPEN json {requests, results} names two FIFOs the
// caller made; the host reads SYNC_RUN json {file, args, cwd, env, stdin, maxBuffer} frames from the first and
// writes one answer per run to the second: u32 length of a json {pid, status, signal, error, stdout, stderr}
// (the last two as byte lengths), then stdout's bytes, then stderr's. The caller blocks on reading it.
import { spawn } from 'node:child_process';
import { constants, openSync } from 'node:fs';
import { Socket } from 'node:net';
import { FRAME as T } from './frames.mjs';

const children = new Map();

function frame(id, type, payload) {
  const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
  const head = Buffer.allocUnsafe(9);
  head.writeUInt32BE(5 + body.length, 0);
  head.writeUInt32BE(id, 4);
  head.writeUInt8(type, 8);
  return body.length ? Buffer.concat([head, body]) : head;
}

function send(id, type, payload) {
  process.stdout.write(frame(id, type, payload));
}

function json(id, type, value) {
  send(id, type, JSON.stringify(value));
}

/** An error as plain fields (code, errno, syscall, path, spawnargs and message), so the caller can rebuild it. */
function errorFields(err) {
  return { ...err, message: err.message };
}

function start(id, request) {
  let child;
  try {
    child = spawn(request.file, request.args, {
      cwd: request.cwd,
      env: request.env,
      stdio: [request.stdin === 'ignore' ? 'ignore' : 'pipe', 'pipe', 'pipe'],
    });
  } catch (err) {
    // What spawn throws synchronously (a bad argument) the caller's spawn would have thrown too: reported as an
    // error and a close, so the caller settles.
    json(id, T.ERROR, errorFields(err));
    json(id, T.CLOSE, { code: null, signal: null });
    return;
  }
  children.set(id, child);
  // A child that exits before reading its input: the caller's write is lost, as with a direct spawn's EPIPE.
  child.stdin?.on('error', () => {});
  child.on('spawn', () => json(id, T.SPAWNED, { pid: child.pid }));
  child.stdout.on('data', (chunk) => send(id, T.STDOUT, chunk));
  child.stderr.on('data', (chunk) => send(id, T.STDERR, chunk));
  child.on('error', (err) => json(id, T.ERROR, errorFields(err)));
  child.on('exit', (code, signal) => json(id, T.EXIT, { code, signal }));
  child.on('close', (code, signal) => {
    children.delete(id);
    json(id, T.CLOSE, { code, signal });
  });
}

// The synchronous channel: runs one request at a time (its caller is blocked until the answer).
let results;

function openSyncChannel(paths) {
  // Read and write ends opened both ways without blocking: neither waits for the caller's open, and the reader
  // never sees an end of file when a caller's writer closes.
  const flags = constants.O_RDWR | constants.O_NONBLOCK;
  results = new Socket({ fd: openSync(paths.results, flags), readable: false });
  results.on('error', () => {});
  const requests = new Socket({ fd: openSync(paths.requests, flags), writable: false });
  requests.on(
    'data',
    reader((id, type, body) => type === T.SYNC_RUN && runSync(JSON.parse(body.toString('utf8')))),
  );
}

function runSync(request) {
  const out = [];
  const err = [];
  const sizes = [0, 0];
  let error;
  let pid;
  let child;
  const answer = (status, signal) => {
    const stdout = Buffer.concat(out);
    const stderr = Buffer.concat(err);
    const head = Buffer.from(
      JSON.stringify({ pid, status, signal, error, stdout: stdout.length, stderr: stderr.length }),
    );
    const length = Buffer.allocUnsafe(4);
    length.writeUInt32BE(head.length, 0);
    results.write(Buffer.concat([length, head, stdout, stderr]));
  };
  try {
    child = spawn(request.file, request.args, {
      cwd: request.cwd,
      env: request.env,
      stdio: [request.stdin === 'ignore' ? 'ignore' : 'pipe', 'pipe', 'pipe'],
    });
  } catch (e) {
    error = errorFields(e);
    return answer(null, null);
  }
  pid = child.pid;
  child.stdin?.on('error', () => {});
  child.stdin?.end();
  // As spawnSync: past maxBuffer on either stream the child is killed and the run fails with ENOBUFS.
  const collect = (into, i) => (chunk) => {
    into.push(chunk);
    sizes[i] += chunk.length;
    if (sizes[i] > request.maxBuffer && !error) {
      const message = `spawnSync ${request.file} ENOBUFS`;
      error = { errno: -105, code: 'ENOBUFS', syscall: `spawnSync ${request.file}`, path: request.file, message };
      error.spawnargs = request.args;
      child.kill();
    }
  };
  child.stdout.on('data', collect(out, 0));
  child.stderr.on('data', collect(err, 1));
  // spawnSync names the syscall `spawnSync <file>`.
  child.on('error', (e) => {
    const syscall = `spawnSync ${request.file}`;
    error ??= { ...errorFields(e), syscall, message: `${syscall} ${e.code}` };
  });
  child.on('close', (code, signal) => answer(error ? null : code, signal));
}

function handle(id, type, payload) {
  if (type === T.SPAWN) return start(id, JSON.parse(payload.toString('utf8')));
  if (type === T.SYNC_OPEN) return openSyncChannel(JSON.parse(payload.toString('utf8')));
  const child = children.get(id);
  if (!child) return;
  if (type === T.STDIN) child.stdin?.write(payload);
  else if (type === T.STDIN_END) child.stdin?.end();
  else if (type === T.KILL) child.kill(Number(payload.toString('utf8')));
}

/** A `data` listener that cuts a stream into frames and hands each to `take(id, type, payload)`. */
function reader(take) {
  let pending = Buffer.alloc(0);
  return (chunk) => {
    pending = pending.length ? Buffer.concat([pending, chunk]) : chunk;
    let at = 0;
    while (pending.length - at >= 4) {
      const length = pending.readUInt32BE(at);
      if (pending.length - at - 4 < length) break;
      take(pending.readUInt32BE(at + 4), pending.readUInt8(at + 8), pending.subarray(at + 9, at + 4 + length));
      at += 4 + length;
    }
    pending = pending.subarray(at);
  };
}

process.stdin.on('data', reader(handle));
// The parent went away (or closed its end): children keep running, as they would have after a direct spawn.
process.stdin.on('end', () => process.exit(0));
process.stdout.on('error', () => process.exit(0));
