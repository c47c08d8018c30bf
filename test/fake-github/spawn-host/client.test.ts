// A child started through the spawn host is the child a direct spawn starts: same output bytes, exit code, signal,
// errors and events, with MERGEXO_SPAWN_HOST=0 (a direct spawn) as the reference. And the host itself stays out of
// the way: a script that used it exits on its own, and the host goes with it. Every case runs on both hosts, the
// Python one (where python3 is found) and the Node one.
import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { hostProcessId, hostSpawns, runChild, spawnChild } from '../../../fake-github/spawn-host/client.js';
import { execFileSyncHosted, runChildSync } from '../../../fake-github/spawn-host/sync-run.js';
import { findPython, type HostKind } from '../../../fake-github/spawn-host/program.js';

const CLIENT = fileURLToPath(new URL('../../../fake-github/spawn-host/client.ts', import.meta.url));
const SYNC_RUN = fileURLToPath(new URL('../../../fake-github/spawn-host/sync-run.ts', import.meta.url));
let dir: string;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'spawn-host-test-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const KINDS: HostKind[] = findPython(process.env.PATH ?? '') ? ['python', 'node'] : ['node'];
let kind: HostKind;

/** The same call with the host (of this block's kind) on and off. */
async function both<T>(call: () => Promise<T> | T): Promise<{ hosted: T; direct: T; counted: number }> {
  const before = hostSpawns();
  const hosted = await call();
  const counted = hostSpawns() - before;
  vi.stubEnv('MERGEXO_SPAWN_HOST', '0');
  try {
    return { hosted, direct: await call(), counted };
  } finally {
    vi.stubEnv('MERGEXO_SPAWN_HOST', kind);
  }
}

/** A child's events as they came, with the bytes of its output, until it closed. */
function events(child: ReturnType<typeof spawnChild>, during?: () => void): Promise<unknown[]> {
  const seen: unknown[] = [];
  const output = (name: string) => (chunk: Buffer) => {
    const last = seen.at(-1) as [string, string] | undefined;
    if (last?.[0] === name) last[1] += chunk.toString('latin1');
    else seen.push([name, chunk.toString('latin1')]);
  };
  child.on('spawn', () => {
    seen.push(['spawn', typeof child.pid]);
    during?.();
  });
  child.stdout!.on('data', output('stdout'));
  child.stderr!.on('data', output('stderr'));
  child.on('error', (e: Error) => seen.push(['error', { ...e, message: e.message }]));
  child.on('exit', (...a: unknown[]) => seen.push(['exit', ...a]));
  return new Promise((resolve) => child.on('close', (...a: unknown[]) => resolve([...seen, ['close', ...a]])));
}

/** node's own spawn of the same call: the reference for `events`. */
function direct(file: string, args: string[], stdin: 'pipe' | 'ignore' = 'pipe'): ChildProcess {
  return spawn(file, args, { stdio: [stdin, 'pipe', 'pipe'] });
}

async function rejection(p: Promise<unknown>): Promise<Record<string, unknown>> {
  try {
    await p;
  } catch (err) {
    return { ...(err as object), message: (err as Error).message };
  }
  throw new Error('did not reject');
}

function thrown(call: () => unknown): Record<string, unknown> {
  try {
    call();
  } catch (err) {
    return { ...(err as object), message: (err as Error).message };
  }
  throw new Error('did not throw');
}

const SCRIPT = 'printf "out:%s:%s" "$PWD" "$MARK"; cat; printf "err" >&2; exit 3';
// Every byte value, and more than one pipe's worth, so output crosses several frames.
// More than maxBuffer, then a wait that only a kill ends.
const FLOOD = 'head -c 5000 /dev/zero; exec sleep 60';
const BYTES = 'head -c 3000000 /dev/urandom > big; cat big; cat big >&2; sha1sum big >&2';

describe.each(KINDS)('the %s host', (hostKind) => {
  beforeEach(() => {
    kind = hostKind;
    vi.stubEnv('MERGEXO_SPAWN_HOST', kind);
  });
  afterEach(() => vi.unstubAllEnvs());

  it('is the host this block runs on', async () => {
    await runChild('true', []);
    const cmdline = readFileSync(`/proc/${hostProcessId()}/cmdline`, 'utf8');
    expect(cmdline).toContain(kind === 'python' ? 'host.py' : 'host.mjs');
  });

  describe('runChild', () => {
    it("gives the child exactly the environment it was given, no more (not the host's own)", async () => {
      // Non-ASCII, and a lone surrogate (which node writes as U+FFFD).
      const env = { PATH: process.env.PATH, A: 'é ü', B: 'x\ud800y' };
      const r = await both(() => runChild('env', [], { env }));
      expect(r.hosted).toEqual(r.direct);
      expect(r.hosted.stdout.toString().split('\n').sort()).toEqual(
        ['', `PATH=${env.PATH}`, 'A=é ü', 'B=x\ufffdy'].sort(),
      );
    });

    it('gives a child with stdin ignored no input, and one with stdin piped what was written', async () => {
      const ignored = await both(() => runChild('sh', ['-c', 'cat; echo "$?"'], { stdin: 'ignore' }));
      expect(ignored.hosted).toEqual(ignored.direct);
      expect(ignored.hosted.stdout.toString()).toBe('0\n');
    });

    it('runs many children at once, each with its own output', async () => {
      const runs = await Promise.all(
        Array.from({ length: 20 }, (_, i) => runChild('sh', ['-c', `sleep 0.0${i % 5}; echo ${i}`])),
      );
      expect(runs.map((r) => r.stdout.toString())).toEqual(Array.from({ length: 20 }, (_, i) => `${i}\n`));
    });

    it('gives the same stdout, stderr and exit code, with the cwd, env and input it was given', async () => {
      const env = { ...process.env, MARK: 'm1' };
      const r = await both(() => runChild('sh', ['-c', SCRIPT], { cwd: dir, env, input: 'in\n' }));
      expect(r.counted).toBe(1);
      expect(r.hosted).toEqual(r.direct);
      expect(r.hosted.stdout.toString()).toBe(`out:${dir}:m1in\n`);
      expect(r.hosted).toMatchObject({ stderr: Buffer.from('err'), code: 3, signal: null });
    });

    it('carries binary output byte for byte', async () => {
      const r = await runChild('sh', ['-c', BYTES], { cwd: dir, maxBuffer: 8e6 });
      const sum = execFileSync('sha1sum', [join(dir, 'big')], { encoding: 'utf8' });
      expect(r.stdout.length).toBe(3_000_000);
      expect(r.stderr.subarray(3_000_000, 3_000_040).toString()).toBe(sum.slice(0, 40));
      expect(r.stdout.equals(r.stderr.subarray(0, 3_000_000))).toBe(true);
    });

    it('reports a signal as the child got it', async () => {
      const r = await both(() => runChild('sh', ['-c', 'kill -TERM $$']));
      expect(r.hosted).toEqual(r.direct);
      expect(r.hosted).toMatchObject({ code: null, signal: 'SIGTERM' });
    });

    it('rejects a program that does not exist as a direct spawn does (ENOENT)', async () => {
      const r = await both(() => rejection(runChild('no-such-program-x', ['a'])));
      expect(r.hosted).toEqual(r.direct);
      expect(r.hosted).toMatchObject({ code: 'ENOENT', message: 'spawn no-such-program-x ENOENT' });
    });

    it('rejects output past maxBuffer and kills the child', async () => {
      const r = await both(() => rejection(runChild('sh', ['-c', FLOOD], { maxBuffer: 1000 })));
      expect(r.hosted).toEqual(r.direct);
      expect(r.hosted.code).toBe('ERR_CHILD_PROCESS_STDIO_MAXBUFFER');
    });
  });

  describe('spawnChild', () => {
    it('gives the events a direct spawn gives for a program that does not exist: error, then close', async () => {
      const hosted = await events(spawnChild('no-such-program-z', ['a']));
      expect(hosted).toEqual(await events(direct('no-such-program-z', ['a'])));
      expect(hosted).toEqual([
        ['error', expect.objectContaining({ code: 'ENOENT', errno: -2, syscall: 'spawn no-such-program-z' })],
        ['close', -2, null],
      ]);
    });

    it('gives spawn first, the output, one exit and then close', async () => {
      const script = 'printf out; printf err >&2; exit 4';
      const shape = (seen: unknown[]) => [seen[0], seen.at(-1), seen.filter((e) => (e as unknown[])[0] === 'exit')];
      const hosted = await events(spawnChild('sh', ['-c', script]));
      expect(shape(hosted)).toEqual(shape(await events(direct('sh', ['-c', script]))));
      expect(shape(hosted)).toEqual([['spawn', 'number'], ['close', 4, null], [['exit', 4, null]]]);
      expect(hosted).toContainEqual(['stdout', 'out']);
      expect(hosted).toContainEqual(['stderr', 'err']);
    });

    it.each([
      ['SIGKILL', 'SIGKILL'],
      ['SIGINT', 'SIGINT'],
      ['SIGTERM', 'SIGTERM'],
      [9, 'SIGKILL'],
    ] as const)('ends a child with kill(%s), as a direct spawn', async (signal, name) => {
      const run = (child: ReturnType<typeof spawnChild>) => events(child, () => child.kill(signal));
      const hosted = await run(spawnChild('sleep', ['30'], { stdin: 'ignore' }));
      expect(hosted).toEqual(await run(direct('sleep', ['30'], 'ignore')));
      expect(hosted.at(-1)).toEqual(['close', null, name]);
    });

    it('throws on an unknown signal, as a direct spawn, and the host goes on', async () => {
      const hosted = spawnChild('sleep', ['30'], { stdin: 'ignore' });
      const plain = direct('sleep', ['30'], 'ignore');
      expect(() => plain.kill('SIGNOPE' as NodeJS.Signals)).toThrow(/Unknown signal: SIGNOPE/);
      expect(() => hosted.kill('SIGNOPE' as NodeJS.Signals)).toThrow(/Unknown signal: SIGNOPE/);
      plain.kill();
      expect((await events(hosted, () => hosted.kill())).at(-1)).toEqual(['close', null, 'SIGTERM']);
    });

    it('emits spawn, exit and close in order, and kill ends the child with the signal', async () => {
      const child = spawnChild('sleep', ['30'], { stdin: 'ignore' });
      const events: unknown[] = [];
      child.on('spawn', () => events.push(['spawn', typeof child.pid]));
      child.on('exit', (...a: unknown[]) => events.push(['exit', ...a]));
      const closed = new Promise((resolve) => child.on('close', (...a: unknown[]) => resolve(['close', ...a])));
      await new Promise((resolve) => child.once('spawn', resolve));
      expect(child.kill()).toBe(true);
      events.push(await closed);
      expect(events).toEqual([
        ['spawn', 'number'],
        ['exit', null, 'SIGTERM'],
        ['close', null, 'SIGTERM'],
      ]);
      expect(child.killed).toBe(true);
      expect(child.stdin).toBeNull();
    });

    it("streams stdin to the child as it is written, and the child's output back as it comes", async () => {
      const child = spawnChild('cat', []);
      const lines: string[] = [];
      child.stdout!.setEncoding('utf8').on('data', (d: string) => lines.push(d));
      child.stdin!.write('one\n');
      await vi.waitFor(() => expect(lines.join('')).toBe('one\n'), { timeout: 20_000 });
      child.stdin!.end('two\n');
      await new Promise((resolve) => child.on('close', resolve));
      expect(lines.join('')).toBe('one\ntwo\n');
    });
  });

  describe('runChildSync and execFileSyncHosted', () => {
    it('gives what spawnSync gives (but the pid)', async () => {
      const env = { ...process.env, MARK: 'm2' };
      const r = await both(() => runChildSync('sh', ['-c', SCRIPT], { cwd: dir, env, stdin: 'ignore' }));
      expect(r.counted).toBe(1);
      expect({ ...r.hosted, pid: 0 }).toEqual({ ...r.direct, pid: 0 });
      const reference = spawnSync('sh', ['-c', SCRIPT], { cwd: dir, env, stdio: ['ignore', 'pipe', 'pipe'] });
      expect(r.hosted.stdout.equals(reference.stdout)).toBe(true);
      expect(r.hosted.status).toBe(3);
    });

    it('carries binary output byte for byte', () => {
      const r = runChildSync('sh', ['-c', BYTES], { cwd: dir, maxBuffer: 8e6 });
      expect(r.stdout.length).toBe(3_000_000);
      expect(r.stdout.equals(r.stderr.subarray(0, 3_000_000))).toBe(true);
    });

    it("throws execFileSync's errors: a failed command, a missing program, output past maxBuffer", async () => {
      const fields = (e: Record<string, unknown>) => ({ ...e, pid: 0 });
      const failed = await both(() => thrown(() => execFileSyncHosted('sh', ['-c', 'echo no >&2; exit 2'])));
      expect(fields(failed.hosted)).toEqual(fields(failed.direct));
      expect(failed.hosted).toMatchObject({
        status: 2,
        stderr: 'no\n',
        message: 'Command failed: sh -c echo no >&2; exit 2\nno\n',
      });
      const missing = await both(() => thrown(() => execFileSyncHosted('no-such-program-y', [])));
      expect(fields(missing.hosted)).toEqual(fields(missing.direct));
      expect(missing.hosted).toMatchObject({ code: 'ENOENT', syscall: 'spawnSync no-such-program-y' });
      const big = await both(() => thrown(() => execFileSyncHosted('sh', ['-c', FLOOD], { maxBuffer: 1000 })));
      // All of spawnSync's error but the output: spawnSync keeps what it read up to maxBuffer, the host more.
      const error = ({ pid: _pid, stdout: _out, stderr: _err, output: _all, ...rest }: Record<string, unknown>) => rest;
      expect(error(big.hosted)).toEqual(error(big.direct));
      expect(big.hosted).toMatchObject({ code: 'ENOBUFS', errno: -105, signal: 'SIGTERM', status: null });
    });

    it('matches execFileSync for a command that succeeds', () => {
      const args = ['-c', 'printf "%s" "$PWD"'];
      expect(execFileSyncHosted('sh', args, { cwd: dir })).toBe(
        execFileSync('sh', args, { cwd: dir, encoding: 'utf8' }),
      );
    });
  });

  describe('the host process', () => {
    it('lets a script that used it exit on its own, and exits with it', () => {
      const script = [
        `import { runChild, hostProcessId } from '${CLIENT}';`,
        `import { runChildSync } from '${SYNC_RUN}';`,
        "const r = await runChild('sh', ['-c', 'sleep 0.2; echo done']);",
        "runChildSync('true', []);",
        'console.log(r.stdout.toString().trim(), hostProcessId());',
      ].join('\n');
      const file = join(dir, 'script.mts');
      writeFileSync(file, script);
      const tsx = join(process.cwd(), 'node_modules', '.bin', 'tsx');
      const out = execFileSync(tsx, [file], { cwd: process.cwd(), encoding: 'utf8', timeout: 60_000 });
      const [word, pid] = out.trim().split(' ');
      expect(word).toBe('done');
      // Gone once its stdin closed (kill 0 fails for a process that no longer exists).
      return vi.waitFor(() => expect(() => process.kill(Number(pid), 0)).toThrow(), { timeout: 10_000 });
    });

    it('is this process’s own while it runs', () => {
      expect(hostProcessId()).toBeTypeOf('number');
    });
  });
});
