// GitHub records times to the second (a push, an opening, a force-push), so a test that needs two events in
// different seconds moves this process's clock on to the next second instead of waiting for it. The fake GitHub
// and the action runs in the test's process (test/support/in-process/run.ts) read this one clock, so they
// agree on what came first, as GitHub and a runner do. Child processes (git, a built bundle) keep the wall clock:
// commit dates are an author's to set, and mergexo never ranks by them.
//
// Only `Date` moves, by a whole offset on top of real time, so durations measured with it stay true; timers, and
// so the waits of the fake, of the runs and of vitest itself, keep real time. (vitest's fake `Date` advances on an
// interval that falls behind real time on a loaded machine.) The real `Date` is back after each test, so the
// files that share a worker (vitest.config.ts) never see a moved clock.
import { afterEach, beforeEach } from 'vitest';

const RealDate = Date;
let offset = 0;

/** `Date` as the process knows it, `offset` ms later: `new Date()`, `Date()` and `Date.now()` read the moved clock. */
const SteppedDate: DateConstructor = new Proxy(RealDate, {
  construct(target, args: unknown[], newTarget): object {
    const at = args.length === 0 ? [RealDate.now() + offset] : args;
    return Reflect.construct(target, at, newTarget === SteppedDate ? target : newTarget) as object;
  },
  apply() {
    return new RealDate(RealDate.now() + offset).toString();
  },
  get(target, key, receiver) {
    if (key === 'now') return () => RealDate.now() + offset;
    return Reflect.get(target, key, receiver) as unknown;
  },
});

/** Each test of the file runs on a clock that follows real time and that `nextSecond` moves on. */
export function useSteppedClock(): void {
  beforeEach(() => {
    offset = 0;
    globalThis.Date = SteppedDate;
  });
  afterEach(() => {
    globalThis.Date = RealDate;
    offset = 0;
  });
}

/** Moves the clock to 100 ms into the next whole second: whatever GitHub records next is a second later. */
export function nextSecond(): void {
  if (globalThis.Date !== SteppedDate) throw new Error('nextSecond: call useSteppedClock() in the test file first');
  const now = RealDate.now() + offset;
  offset += Math.floor(now / 1000) * 1000 + 1100 - now;
}
