// Which host the client starts: Python where an interpreter (not a shim script) named python3 is on PATH, Node
// otherwise or when MERGEXO_SPAWN_HOST=node asks for it.
import { chmodSync, copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { findPython, hostProgram } from '../../../fake-github/spawn-host/program.js';

let dir: string;

/** A folder holding an executable `python3`: a copy of a small binary, or a shell script. */
function folder(name: string, kind: 'binary' | 'script' | 'not executable'): string {
  const at = join(dir, name);
  mkdirSync(at);
  const file = join(at, 'python3');
  if (kind === 'binary') copyFileSync('/bin/true', file);
  else writeFileSync(file, '#!/bin/sh\nexec python3 "$@"\n');
  chmodSync(file, kind === 'not executable' ? 0o644 : 0o755);
  return at;
}

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'spawn-host-program-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));
afterEach(() => vi.unstubAllEnvs());

describe('findPython', () => {
  it('takes the first interpreter on PATH, passing over a shim script and a file that is not executable', () => {
    const shim = folder('shim', 'script');
    const plain = folder('plain', 'not executable');
    const real = folder('real', 'binary');
    expect(findPython(['', join(dir, 'none'), shim, plain, real].join(':'))).toBe(join(real, 'python3'));
  });

  it('takes a shim script when there is nothing else, and nothing when there is no python3', () => {
    const shim = folder('only-shim', 'script');
    expect(findPython(`${join(dir, 'none')}:${shim}`)).toBe(join(shim, 'python3'));
    expect(findPython(join(dir, 'none'))).toBeNull();
  });
});

describe('hostProgram', () => {
  it('starts the Node host when MERGEXO_SPAWN_HOST=node asks for it', () => {
    vi.stubEnv('MERGEXO_SPAWN_HOST', 'node');
    expect(hostProgram()).toEqual({
      kind: 'node',
      file: process.execPath,
      args: [expect.stringMatching(/host\.mjs$/)],
    });
  });

  it('starts host.py with the python3 found on PATH, isolated from the environment and site packages', () => {
    vi.stubEnv('MERGEXO_SPAWN_HOST', 'python');
    const python = findPython(process.env.PATH ?? '');
    if (python === null) return expect(hostProgram().kind).toBe('node');
    expect(hostProgram()).toEqual({
      kind: 'python',
      file: python,
      args: ['-I', '-S', expect.stringMatching(/host\.py$/)],
    });
  });
});
