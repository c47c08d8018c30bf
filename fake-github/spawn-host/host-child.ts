// One child started through the spawn host, as its caller sees it (client.ts starts it): node's ChildProcess for
// pipes, fed by the host's frames about it.
import { EventEmitter } from 'node:events';
import { constants as osConstants } from 'node:os';
import { Readable, Writable } from 'node:stream';
import { FRAME as T } from './frames.mjs';

/** What a child needs of its host: to send it frames, and to tell it when the child's hold on the process changes. */
export interface HostLink {
  send(id: number, type: number, payload?: Buffer): void;
  hold(): void;
  finished(id: number): void;
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
    private readonly host: HostLink,
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

export interface Ended {
  code: number | null;
  signal: NodeJS.Signals | null;
}

/** One frame of the host's protocol (host.mjs): length, request id, type, payload. */
export function frame(id: number, type: number, payload: Buffer): Buffer {
  const head = Buffer.allocUnsafe(9);
  head.writeUInt32BE(5 + payload.length, 0);
  head.writeUInt32BE(id, 4);
  head.writeUInt8(type, 8);
  return payload.length ? Buffer.concat([head, payload]) : head;
}

/** An error the host sent as its fields, rebuilt as the Error a direct spawn would give. */
export function rebuildError(fields: Record<string, unknown>): Error {
  const err = new Error(String(fields.message)) as Error & Record<string, unknown>;
  for (const [k, v] of Object.entries(fields)) if (k !== 'message') err[k] = v;
  return err;
}
