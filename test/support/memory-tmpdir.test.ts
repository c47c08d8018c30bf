import { describe, expect, it } from 'vitest';
import { memoryParent, type FsInfo } from './memory-tmpdir.js';

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
