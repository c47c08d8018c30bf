import { devNull } from 'node:os';
import { describe, expect, it } from 'vitest';
import { gitEnv } from '../../src/write-root-gate/git-snapshot.js';

/** The GIT_CONFIG_KEY_n/VALUE_n pairs of an environment, as a map. */
function configOf(env: NodeJS.ProcessEnv): Map<string, string> {
  const out = new Map<string, string>();
  for (let i = 0; i < Number(env.GIT_CONFIG_COUNT ?? 0); i++) {
    out.set(env[`GIT_CONFIG_KEY_${i}`] ?? '', env[`GIT_CONFIG_VALUE_${i}`] ?? '');
  }
  return out;
}

describe('gitEnv', () => {
  const runner: NodeJS.ProcessEnv = {
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
  const env = gitEnv('https://github.example', 'tok', runner);

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
});
