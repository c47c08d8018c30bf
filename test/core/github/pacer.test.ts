// The pacer: turns spaced at least their interval apart (from when each was really taken, so a late timer cannot
// bring two closer), and no wait (no timer) when a turn is due. Only lower bounds: a slow machine cannot fail them.
import { describe, expect, it } from 'vitest';
import { Pacer } from '../../../src/core/github/pacer.js';

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

  it('spaces a turn from when the one before it was really taken, when that was late', async () => {
    const pacer = new Pacer(40);
    await pacer.turn();
    const second = pacer.turn();
    // The machine is busy when the second turn is due: its timer fires 60 ms late.
    const busyUntil = Date.now() + 100;
    while (Date.now() < busyUntil) {
      /* busy */
    }
    await second;
    const b = Date.now();
    await pacer.turn();
    expect(Date.now() - b).toBeGreaterThanOrEqual(38);
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
