import { afterEach, describe, expect, it } from 'vitest';
import { childLimitMs, startTestClock } from './child-limit.js';

describe('the limit of a child process a test starts', () => {
  afterEach(({ task }) => startTestClock(task.timeout));

  it('runs until shortly before the test times out, counted from the start of the test', () => {
    startTestClock(300_000, 1_000_000);
    expect(childLimitMs(1_000_000)).toBe(298_000);
    expect(childLimitMs(1_100_000)).toBe(198_000);
  });

  it('leaves a child a second even when the test is nearly out of time', () => {
    startTestClock(60_000, 0);
    expect(childLimitMs(59_500)).toBe(1_000);
  });

  it('sets no limit when the test has none', () => {
    startTestClock(0, 0);
    expect(childLimitMs(10_000_000)).toBeUndefined();
  });

  it("follows vitest's timeout of the running test (set by the setup file)", ({ task }) => {
    expect(task.timeout).toBeGreaterThan(2_000);
    expect(childLimitMs()).toBeGreaterThan(task.timeout - 2_000 - 5_000);
    expect(childLimitMs()).toBeLessThanOrEqual(task.timeout - 2_000);
  });
});
