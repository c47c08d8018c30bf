// The test workers' `child_process.spawn` (installed by spawn-host-setup.ts): the calls the host runs as node does go
// through it, `@actions/exec` (how src/core/git.ts runs git) included, with the same output; every other call is
// node's own spawn. On both hosts, the Python one (where python3 is found) and the Node one.
import childProcess, { execFileSync } from 'node:child_process';
import { describe, expect, it, vi } from 'vitest';
import { hostSpawns } from '../../fake-github/spawn-host/client.js';
import { findPython } from '../../fake-github/spawn-host/program.js';
import { hostedCall, installHostedSpawn } from './hosted-spawn.js';

describe('hostedCall', () => {
  it('takes piped calls, with or without arguments and options', () => {
    expect(hostedCall(['git', ['status'], { cwd: '/x', env: { A: '1' } }])).toEqual({
      file: 'git',
      args: ['status'],
      cwd: '/x',
      env: { A: '1' },
      stdin: 'pipe',
    });
    expect(hostedCall(['git'])).toMatchObject({ args: [], stdin: 'pipe' });
    expect(hostedCall(['git', { stdio: ['ignore', 'pipe', 'pipe'] }])).toMatchObject({ args: [], stdin: 'ignore' });
    // What @actions/exec passes on Linux.
    expect(hostedCall(['git', ['log'], { cwd: undefined, env: undefined, windowsVerbatimArguments: false }])).toEqual({
      file: 'git',
      args: ['log'],
      cwd: undefined,
      env: undefined,
      stdin: 'pipe',
    });
  });

  it('leaves to node every call the host cannot run as node would', () => {
    for (const options of [
      { stdio: 'inherit' },
      { stdio: ['pipe', 'inherit', 'pipe'] },
      { stdio: ['pipe', 'pipe', 'pipe', 'ipc'] },
      { detached: true },
      { shell: true },
      { timeout: 1000 },
      { signal: new AbortController().signal },
      { argv0: 'x' },
      { uid: 0 },
      { cwd: new URL('file:///tmp') },
    ]) {
      expect(hostedCall(['git', ['status'], options]), JSON.stringify(options)).toBeUndefined();
    }
  });
});

describe('installHostedSpawn', () => {
  it('is installed in the test workers, once', () => {
    const installed = childProcess.spawn;
    installHostedSpawn();
    expect(childProcess.spawn).toBe(installed);
    expect(childProcess.spawn.name).toBe('spawn');
    expect(Object.getOwnPropertySymbols(installed).length).toBe(1);
  });

  const kinds = findPython(process.env.PATH ?? '') ? ['python', 'node'] : ['node'];
  it.each(kinds)("runs @actions/exec's git through the %s host, with the output a direct run gives", async (kind) => {
    vi.stubEnv('MERGEXO_SPAWN_HOST', kind);
    const { getExecOutput } = await import('@actions/exec');
    const args = ['log', '-3', '--format=%H %s'];
    const before = hostSpawns();
    const hosted = await getExecOutput('git', args, { silent: true });
    expect(hostSpawns()).toBe(before + 1);
    expect(hosted).toEqual({ exitCode: 0, stdout: execFileSync('git', args, { encoding: 'utf8' }), stderr: '' });
    const failed = await getExecOutput('git', ['no-such-command'], { silent: true, ignoreReturnCode: true });
    vi.stubEnv('MERGEXO_SPAWN_HOST', '0');
    const direct = await getExecOutput('git', ['no-such-command'], { silent: true, ignoreReturnCode: true });
    vi.unstubAllEnvs();
    expect(failed).toEqual(direct);
    expect(failed.exitCode).toBe(1);
    expect(hostSpawns()).toBe(before + 2);
  });

  it('fails a tool that fails as a direct run does', async () => {
    const { exec } = await import('@actions/exec');
    await expect(exec('/bin/sh', ['-c', 'exit 7'], { silent: true })).rejects.toThrow(/failed with exit code 7/);
  });
});
