import { devNull } from 'node:os';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
// vitest hoists `vi.mock` above this import, so the snapshot runs git through the recording runner below.
import { GitSnapshot } from '../../src/write-root-gate/git-snapshot.js';

/** Every git command the snapshot runs, as core's runner hands it to `@actions/exec`. */
const ran = vi.hoisted(() => [] as { args: string[]; env: Record<string, string>; cwd?: string }[]);
vi.mock('@actions/exec', () => ({
  getExecOutput: async (_tool: string, args: string[], options: { env: Record<string, string>; cwd?: string }) => {
    ran.push({ args, env: options.env, ...(options.cwd ? { cwd: options.cwd } : {}) });
    return { exitCode: 0, stdout: '', stderr: '' };
  },
}));

/** The GIT_CONFIG_KEY_n/VALUE_n pairs of an environment, as a map. */
function configOf(env: NodeJS.ProcessEnv): Map<string, string> {
  const out = new Map<string, string>();
  for (let i = 0; i < Number(env.GIT_CONFIG_COUNT ?? 0); i++) {
    out.set(env[`GIT_CONFIG_KEY_${i}`] ?? '', env[`GIT_CONFIG_VALUE_${i}`] ?? '');
  }
  return out;
}

describe("the scratch repository's git environment", () => {
  const runner: Record<string, string> = {
    PATH: 'runner-bin',
    HOME: 'runner-home',
    GIT_DIR: 'elsewhere/.git',
    GIT_EXEC_PATH: 'evil-git-core',
    GIT_CONFIG_COUNT: '1',
    GIT_CONFIG_KEY_0: 'core.sshCommand',
    GIT_CONFIG_VALUE_0: 'touch pwned',
    GIT_CONFIG_PARAMETERS: "'core.fsmonitor'='touch pwned'",
    GIT_SSH_COMMAND: 'touch pwned',
  };
  let env: Record<string, string>;

  beforeAll(async () => {
    for (const [k, v] of Object.entries(runner)) vi.stubEnv(k, v);
    const snapshot = await GitSnapshot.fetch(
      { serverUrl: 'https://github.example', owner: 'o', repo: 'r', token: 'tok' },
      ['a'.repeat(40), 'b'.repeat(40)],
    );
    await snapshot.close();
    vi.unstubAllEnvs();
    env = ran.at(-1)?.env ?? {};
  });
  afterAll(() => vi.unstubAllEnvs());

  it('runs every command through the one runner, in the scratch repository, with the same environment', () => {
    expect(ran.map((r) => r.args[0])).toEqual(['init', 'fetch']);
    expect(new Set(ran.map((r) => r.cwd)).size).toBe(1);
    expect(ran[0]?.cwd).toMatch(/mergexo-write-root-gate-/);
    for (const r of ran) expect(r.env).toEqual(env);
    expect(env.GIT_LITERAL_PATHSPECS).toBe('1');
  });

  it('keeps no GIT_* variable of the runner and reads no system or user configuration', () => {
    expect(env.PATH).toBe('runner-bin');
    expect(env.GIT_DIR).toBeUndefined();
    expect(env.GIT_EXEC_PATH).toBeUndefined();
    expect(env.GIT_CONFIG_PARAMETERS).toBeUndefined();
    expect(env.GIT_SSH_COMMAND).toBeUndefined();
    expect(env.GIT_CONFIG_NOSYSTEM).toBe('1');
    expect(env.GIT_CONFIG_GLOBAL).toBe(devNull);
    expect(env.GIT_TERMINAL_PROMPT).toBe('0');
    expect([...configOf(env).keys()]).not.toContain('core.sshCommand');
  });

  it('runs no hooks or attribute drivers and sends the token only to the server', () => {
    const config = configOf(env);
    expect(config.get('core.hooksPath')).toBe(devNull);
    expect(config.get('core.attributesFile')).toBe(devNull);
    expect(config.get('fetch.recurseSubmodules')).toBe('false');
    expect(config.get('http.https://github.example/.extraheader')).toMatch(/^AUTHORIZATION: basic /);
  });

  it('names its promisor remote in the environment, which git hands on to the fetches it starts itself', () => {
    const config = configOf(env);
    expect(config.get('remote.origin.url')).toBe('https://github.example/o/r.git');
    expect(config.get('remote.origin.promisor')).toBe('true');
    expect(config.get('remote.origin.partialclonefilter')).toBe('blob:none');
    expect(config.get('fetch.negotiationAlgorithm')).toBe('noop');
  });
});
