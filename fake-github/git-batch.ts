// One long-lived `git cat-file --batch-command` per repository answers the fake's object reads (an object's type
// and size, a blob's bytes, a tree's entries, `<sha>^{commit}`), instead of a git process per read. Objects are
// named by their content, so a reader stays right across pushes: git looks again on disk for an object it has
// not seen (a push adds loose objects or a new pack). Only garbage collection takes objects away, so a repository's
// reader is stopped before it (FakeRepo.pruneUnreachable) and started again on the next read. Ref names are never
// sent: refs move, and the fake reads them from the repository's files (git.ts).
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';

export interface ObjectInfo {
  oid: string;
  type: string;
  size: number;
}

interface Pending {
  withContent: boolean;
  resolve: (r: { info: ObjectInfo; content?: Buffer } | undefined) => void;
  reject: (e: Error) => void;
}

/** A name the batch protocol carries as one line and git reads as an object name, not as an option or magic. */
export function batchable(name: string): boolean {
  return name.length > 0 && ![...name].some((c) => c < ' ' || c === '\x7f') && !name.startsWith('-');
}

class ObjectReader {
  private readonly child: ChildProcessWithoutNullStreams;
  private readonly pending: Pending[] = [];
  private buffered: Buffer = Buffer.alloc(0);
  private failed: Error | undefined;
  readonly exited: Promise<void>;

  constructor(gitDir: string, env: NodeJS.ProcessEnv) {
    this.child = spawn('git', ['cat-file', '--batch-command'], { cwd: gitDir, env, stdio: ['pipe', 'pipe', 'pipe'] });
    // A reader must not keep the test process alive when a test ends without stopping its fake.
    this.child.unref();
    for (const stream of [this.child.stdin, this.child.stdout, this.child.stderr])
      (stream as unknown as { unref?: () => void }).unref?.();
    this.child.stdout.on('data', (chunk: Buffer) => this.take(chunk));
    this.child.stdin.on('error', (e) => this.fail(e));
    this.child.on('error', (e) => this.fail(e));
    this.exited = new Promise((resolve) => this.child.on('close', () => resolve()));
    void this.exited.then(() => this.fail(new Error(`git cat-file --batch-command in ${gitDir} exited`)));
  }

  /** Type, size and (with `withContent`) bytes of the object `name` names, or undefined when git has none. */
  read(name: string, withContent: boolean): Promise<{ info: ObjectInfo; content?: Buffer } | undefined> {
    if (this.failed) return Promise.reject(this.failed);
    return new Promise((resolve, reject) => {
      this.pending.push({ withContent, resolve, reject });
      this.child.stdin.write(`${withContent ? 'contents' : 'info'} ${name}\n`);
    });
  }

  stop(): Promise<void> {
    // Held again while it stops: with nothing else pending (a script's last `await gh.stop()`), an unreferenced
    // child would let Node exit before its close, leaving that await unsettled (exit code 13).
    this.child.ref();
    for (const stream of [this.child.stdin, this.child.stdout, this.child.stderr])
      (stream as unknown as { ref?: () => void }).ref?.();
    this.child.stdin.end();
    return this.exited;
  }

  get usable(): boolean {
    return this.failed === undefined;
  }

  private fail(e: Error): void {
    this.failed ??= e;
    for (const p of this.pending.splice(0)) p.reject(this.failed);
  }

  // Answers arrive in the order asked: `<oid> <type> <size>\n` (then the bytes and `\n` for `contents`), or
  // `<name> missing\n` / `<name> ambiguous\n`.
  private take(chunk: Buffer): void {
    this.buffered = this.buffered.length ? Buffer.concat([this.buffered, chunk]) : chunk;
    for (;;) {
      const next = this.pending[0];
      const eol = this.buffered.indexOf(0x0a);
      if (!next || eol < 0) return;
      const header = this.buffered.subarray(0, eol).toString('utf8');
      const m = /^([0-9a-f]{40,64}) (\S+) (\d+)$/.exec(header);
      if (!m) {
        this.buffered = this.buffered.subarray(eol + 1);
        this.pending.shift();
        next.resolve(undefined);
        continue;
      }
      const info: ObjectInfo = { oid: m[1]!, type: m[2]!, size: Number(m[3]) };
      if (!next.withContent) {
        this.buffered = this.buffered.subarray(eol + 1);
        this.pending.shift();
        next.resolve({ info });
        continue;
      }
      const end = eol + 1 + info.size;
      if (this.buffered.length < end + 1) return;
      const content = Buffer.from(this.buffered.subarray(eol + 1, end));
      this.buffered = this.buffered.subarray(end + 1);
      this.pending.shift();
      next.resolve({ info, content });
    }
  }
}

const readers = new Map<string, ObjectReader>();

/** The reader of `gitDir`, started on first use (`onStart` counts the process) and again after a failure. */
export function objectReader(gitDir: string, env: NodeJS.ProcessEnv, onStart: () => void): ObjectReader {
  let reader = readers.get(gitDir);
  if (!reader?.usable) {
    onStart();
    readers.set(gitDir, (reader = new ObjectReader(gitDir, env)));
  }
  return reader;
}

/** Stops the readers of the repositories under `rootDir` (a stopped fake's, or one repository before gc). */
export async function stopObjectReaders(rootDir: string): Promise<void> {
  const stopping: Promise<void>[] = [];
  for (const [gitDir, reader] of readers) {
    if (gitDir !== rootDir && !gitDir.startsWith(`${rootDir}/`)) continue;
    readers.delete(gitDir);
    stopping.push(reader.stop());
  }
  await Promise.all(stopping);
}

export interface RawTreeEntry {
  mode: string;
  name: string;
  oid: string;
}

/** The entries of a tree object's bytes, in git's order; modes as ls-tree prints them (six octal digits). */
export function parseTree(content: Buffer, oidBytes = 20): RawTreeEntry[] {
  const out: RawTreeEntry[] = [];
  let i = 0;
  while (i < content.length) {
    const sp = content.indexOf(0x20, i);
    const nul = content.indexOf(0, sp);
    if (sp < 0 || nul < 0) break;
    const mode = content.subarray(i, sp).toString('latin1').padStart(6, '0');
    const name = content.subarray(sp + 1, nul).toString('utf8');
    const oid = content.subarray(nul + 1, nul + 1 + oidBytes).toString('hex');
    out.push({ mode, name, oid });
    i = nul + 1 + oidBytes;
  }
  return out;
}
