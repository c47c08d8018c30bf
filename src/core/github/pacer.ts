/**
 * Spacing for the client's pacing (`./retries.ts`, `./client.ts`). A turn that is due costs no timer (Bottleneck,
 * which Octokit's retry and throttling plugins schedule every request through, yields to a timer several times per
 * request, whatever the limits: measured, a run of 14 requests spent about half its time there).
 */

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Turns at least `intervalMs` apart: the first is at once, each next one waits for its time. Turns are taken in
 * the order asked, and each is spaced from when the one before it was really taken: a timer that fires late (a
 * busy machine) moves the turns after it, so two requests never go closer together than the interval.
 */
export class Pacer {
  /** When the last turn asked for is taken (`-Infinity` before the first). */
  private last: Promise<number> = Promise.resolve(-Infinity);
  constructor(private readonly intervalMs: number) {}

  turn(): Promise<void> {
    const taken = this.last.then(async (previous) => {
      const due = previous + this.intervalMs;
      const wait = due - Date.now();
      if (wait > 0) await sleep(wait);
      // A timer may fire a millisecond early against Date.now(): the turn counts from when it was due.
      return Math.max(Date.now(), due);
    });
    this.last = taken;
    return taken.then(() => undefined);
  }
}
