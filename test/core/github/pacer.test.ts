// The pacing primitives: turns spaced at least their interval apart, a cap on holders, and no wait (no timer) when
// nothing has to wait.
import { describe, expect, it } from 'vitest';
import { Pacer, Slots } from '../../../src/core/github/pacer.js';

describe('Pacer', () => {
  it('gives the first turn at once and spaces the next ones at least the interval apart', async () => {
    const pacer = new Pacer(40);
    const at: number[] = [];
    for (let i = 0; i < 3; i++) {
      await pacer.turn();
      at.push(Date.now());
    }
    const [a, b, c] = at as [number, number, number];
    // A timer may fire a millisecond early against Date.now(): 38 of 40 ms.
    expect(b - a).toBeGreaterThanOrEqual(38);
    expect(c - b).toBeGreaterThanOrEqual(38);
  });

  it('with an interval of 0 answers without a timer: a turn is taken before any timer runs', async () => {
    const pacer = new Pacer(0);
    let timerRan = false;
    setTimeout(() => (timerRan = true), 0);
    for (let i = 0; i < 5; i++) await pacer.turn();
    expect(timerRan).toBe(false);
  });

  it('spaces turns asked for together', async () => {
    const pacer = new Pacer(30);
    const started = Date.now();
    const at = await Promise.all([0, 1, 2].map(async () => (await pacer.turn(), Date.now() - started)));
    expect(at[2]).toBeGreaterThanOrEqual(58);
  });
});

describe('Slots', () => {
  it('holds at most its size at once and serves the waiting in the order they asked', async () => {
    const slots = new Slots(2);
    let inside = 0;
    let most = 0;
    const order: number[] = [];
    const release: Array<() => void> = [];
    const runs = [0, 1, 2, 3].map((i) =>
      slots.run(async () => {
        inside++;
        most = Math.max(most, inside);
        order.push(i);
        await new Promise<void>((resolve) => release.push(resolve));
        inside--;
        return i;
      }),
    );
    while (release.length < 2) await Promise.resolve();
    expect(order).toEqual([0, 1]);
    while (release.length > 0 || order.length < 4) {
      release.shift()?.();
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(await Promise.all(runs)).toEqual([0, 1, 2, 3]);
    expect(order).toEqual([0, 1, 2, 3]);
    expect(most).toBe(2);
  });

  it('gives the slot back when the work fails', async () => {
    const slots = new Slots(1);
    await expect(slots.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await slots.run(async () => 'next')).toBe('next');
  });
});
