import { describe, expect, it } from 'vitest';
import { nextSecond, useSteppedClock } from './stepped-clock.js';

const RealDate = Date;

describe('the stepped clock', () => {
  useSteppedClock();

  it('follows real time, and nextSecond moves it to 100 ms into the next second without waiting', async () => {
    const a = Date.now();
    await new Promise((r) => setTimeout(r, 50));
    const b = Date.now();
    expect(b - a).toBeGreaterThanOrEqual(49);
    const started = RealDate.now();
    nextSecond();
    const c = Date.now();
    expect(RealDate.now() - started).toBeLessThan(50);
    expect(Math.floor(c / 1000)).toBe(Math.floor(b / 1000) + 1);
    expect(c % 1000).toBeGreaterThanOrEqual(100);
    expect(c % 1000).toBeLessThan(200);
    expect(c - RealDate.now()).toBeGreaterThan(0);
  });

  it('moves every way of reading the time, and nothing else about Date', () => {
    nextSecond();
    const ahead = Date.now() - RealDate.now();
    expect(ahead).toBeGreaterThan(0);
    expect(Math.abs(new Date().getTime() - RealDate.now() - ahead)).toBeLessThan(50);
    expect(Math.abs(Date.parse(Date()) - (RealDate.now() + ahead))).toBeLessThan(1050);
    class Later extends Date {}
    expect(Math.abs(new Later().getTime() - RealDate.now() - ahead)).toBeLessThan(50);
    expect(new Later() instanceof Date).toBe(true);
    expect(new Date(0).getTime()).toBe(0);
    expect(new Date('2026-04-01T10:00:00Z').toISOString()).toBe('2026-04-01T10:00:00.000Z');
    expect(Date.parse('2026-04-01T10:00:00Z')).toBe(RealDate.parse('2026-04-01T10:00:00Z'));
    expect(new RealDate() instanceof Date).toBe(true);
  });
});

describe('outside useSteppedClock', () => {
  it('Date is the real one, and nextSecond refuses', () => {
    expect(Date).toBe(RealDate);
    expect(() => nextSecond()).toThrow(/useSteppedClock/);
  });
});
