import { describe, expect, it } from 'vitest';
import { basicAuthHeader, configEnv, git, GitCommandError, mapLimit, versionAtLeast } from '../../src/core/git.js';

describe('core git helpers', () => {
  it('passes configuration through the environment, after any the runner set', () => {
    expect(configEnv({ 'a.b': '1', 'c.d': '2' }, {})).toEqual({
      GIT_CONFIG_COUNT: '2',
      GIT_CONFIG_KEY_0: 'a.b',
      GIT_CONFIG_VALUE_0: '1',
      GIT_CONFIG_KEY_1: 'c.d',
      GIT_CONFIG_VALUE_1: '2',
    });
    expect(configEnv({ 'a.b': '1' }, { GIT_CONFIG_COUNT: '2' })).toEqual({
      GIT_CONFIG_COUNT: '3',
      GIT_CONFIG_KEY_2: 'a.b',
      GIT_CONFIG_VALUE_2: '1',
    });
  });

  it('spells the token the way GitHub git endpoints take it', () => {
    expect(basicAuthHeader('abc')).toBe(`AUTHORIZATION: basic ${Buffer.from('x-access-token:abc').toString('base64')}`);
  });

  it('compares versions', () => {
    expect(versionAtLeast([2, 39, 5], [2, 38, 0])).toBe(true);
    expect(versionAtLeast([2, 38, 0], [2, 38, 0])).toBe(true);
    expect(versionAtLeast([2, 37, 9], [2, 38, 0])).toBe(false);
    expect(versionAtLeast([3, 0, 0], [2, 38, 0])).toBe(true);
  });

  it('runs git, returning answers and throwing failures', async () => {
    expect((await git(['--version'])).stdout).toMatch(/^git version/);
    await expect(git(['no-such-command'])).rejects.toBeInstanceOf(GitCommandError);
    expect((await git(['no-such-command'], { okCodes: [1] })).code).toBe(1);
  });

  it('maps with bounded concurrency, keeping order', async () => {
    let inFlight = 0;
    let peak = 0;
    const out = await mapLimit([5, 1, 4, 2, 3], 2, async (n) => {
      inFlight++;
      peak = Math.max(peak, inFlight);
      await new Promise((r) => setTimeout(r, n));
      inFlight--;
      return n * 10;
    });
    expect(out).toEqual([50, 10, 40, 20, 30]);
    expect(peak).toBe(2);
  });
});
