// How long a child process a test starts (a built action, the CLI) may run before the harness kills it: until
// shortly before the test's own vitest timeout, so a loaded machine that makes a run slow does not fail it while
// the test still has time, and a run that hangs is killed, with the harness's own message, before vitest gives
// up on the test. vitest sets the clock before each test (child-limit-setup.ts); outside vitest (the bench,
// scripts) a child may run 50 s.
const OUTSIDE_VITEST_MS = 50_000;
/** Left for the test to read the killed run's result and fail with it, before vitest's own timeout. */
const MARGIN_MS = 2_000;
const SHORTEST_MS = 1_000;

let deadline: number | undefined;
let unlimited = false;

/** Starts the clock of a test that vitest stops after `timeoutMs` (0: never). */
export function startTestClock(timeoutMs: number, now = Date.now()): void {
  unlimited = timeoutMs <= 0;
  deadline = unlimited ? undefined : now + timeoutMs - MARGIN_MS;
}

/** Milliseconds a child started now may run, or undefined for no limit (the test has none). */
export function childLimitMs(now = Date.now()): number | undefined {
  if (unlimited) return undefined;
  if (deadline === undefined) return OUTSIDE_VITEST_MS;
  return Math.max(SHORTEST_MS, deadline - now);
}
