import { describe, expect, it } from 'vitest';
import { memoryParent, staleRoots, type FsInfo } from './memory-tmpdir.js';

const TMPFS = 0x01021994;
const EXT4 = 0xef53;
const GiB = 1024 ** 3;
const MOUNTED = 'tmpfs /dev/shm tmpfs rw,relatime,size=24683784k 0 0\n';
const fs =
  (info: FsInfo | undefined) =>
  (dir: string): FsInfo | undefined =>
    dir === '/dev/shm' ? info : undefined;

describe('memoryParent', () => {
  it('takes /dev/shm when it is a tmpfs with room and TMPDIR is unset or the default', () => {
    const roomy = fs({ type: TMPFS, bavail: 3 * GiB, bsize: 1 });
    expect(memoryParent({}, 'linux', roomy, MOUNTED)).toBe('/dev/shm');
    expect(memoryParent({ TMPDIR: '/tmp/' }, 'linux', roomy, MOUNTED)).toBe('/dev/shm');
    expect(memoryParent({ TMPDIR: '' }, 'linux', roomy, MOUNTED)).toBe('/dev/shm');
  });

  it('keeps a TMPDIR the user chose', () => {
    expect(memoryParent({ TMPDIR: '/scratch' }, 'linux', fs({ type: TMPFS, bavail: 3 * GiB, bsize: 1 }), MOUNTED)).toBe(
      undefined,
    );
  });

  it('keeps the disk when /dev/shm is missing, not a tmpfs, or too small, and off Linux', () => {
    expect(memoryParent({}, 'linux', fs(undefined), MOUNTED)).toBe(undefined);
    expect(memoryParent({}, 'linux', fs({ type: EXT4, bavail: 3 * GiB, bsize: 1 }), MOUNTED)).toBe(undefined);
    expect(memoryParent({}, 'linux', fs({ type: TMPFS, bavail: 1024, bsize: 4096 }), MOUNTED)).toBe(undefined);
    expect(memoryParent({}, 'darwin', fs({ type: TMPFS, bavail: 3 * GiB, bsize: 1 }), MOUNTED)).toBe(undefined);
  });

  it('keeps the disk when /dev/shm is mounted noexec (tests run the scripts they write) or its mount is unknown', () => {
    const roomy = fs({ type: TMPFS, bavail: 3 * GiB, bsize: 1 });
    const noexec = 'shm /dev/shm tmpfs rw,nosuid,nodev,noexec,relatime,size=4194304k 0 0\n';
    expect(memoryParent({}, 'linux', roomy, noexec)).toBe(undefined);
    expect(memoryParent({}, 'linux', roomy, MOUNTED + noexec)).toBe(undefined);
    expect(memoryParent({}, 'linux', roomy, noexec + MOUNTED)).toBe('/dev/shm');
    expect(memoryParent({}, 'linux', roomy, 'proc /proc proc rw 0 0\n')).toBe(undefined);
    expect(memoryParent({}, 'linux', roomy, undefined)).toBe(undefined);
  });
});

describe('staleRoots', () => {
  const now = Date.parse('2026-12-07T12:00:00Z');
  const hour = 60 * 60 * 1000;
  const root = (name: string, ageMs: number, isDirectory = true) => ({ name, isDirectory, mtimeMs: now - ageMs });
  const deadExcept =
    (...living: number[]) =>
    (pid: number) =>
      living.includes(pid);

  it("removes a root whose run's process is gone and that nothing touched for an hour", () => {
    expect(staleRoots([root('mergexo-test-4242-AbC123', 2 * hour)], deadExcept(), now)).toEqual([
      'mergexo-test-4242-AbC123',
    ]);
  });

  it('keeps a root whose run is alive, however old', () => {
    expect(staleRoots([root('mergexo-test-4242-AbC123', 48 * hour)], deadExcept(4242), now)).toEqual([]);
  });

  it('keeps a root touched within the hour even when its pid looks dead (another pid namespace sharing /dev/shm)', () => {
    expect(staleRoots([root('mergexo-test-4242-AbC123', 10 * 60 * 1000)], deadExcept(), now)).toEqual([]);
  });

  it("keeps what is not a run's root: other names, roots without a pid, files", () => {
    const entries = [
      root('mergexo-test-AbC123', 48 * hour),
      root('other-4242-AbC123', 48 * hour),
      root('mergexo-test-4242-file', 48 * hour, false),
    ];
    expect(staleRoots(entries, deadExcept(), now)).toEqual([]);
  });
});
