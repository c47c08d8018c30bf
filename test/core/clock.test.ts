import { describe, expect, it } from 'vitest';
import { scaledClock } from '../../src/core/clock.js';

describe('scaledClock', () => {
  it('sleeps a fraction of the time but advances by the whole of it', async () => {
    const clock = scaledClock(0.001);
    const start = clock.now();
    const real = Date.now();
    await clock.sleep(30_000);
    expect(Date.now() - real).toBeLessThan(1_000);
    expect(clock.now() - start).toBeGreaterThanOrEqual(30_000);
    expect(clock.now() - start).toBeLessThan(31_000);
  });

  it('ignores a scale outside (0, 1]', () => {
    expect(scaledClock(0).scale).toBe(1);
    expect(scaledClock(5).scale).toBe(1);
    expect(scaledClock(Number.NaN).scale).toBe(1);
  });
});
