/**
 * Spacing for the client's pacing (`./retries.ts`, `./client.ts`). A turn that is due costs no timer (Bottleneck,
 * which Octokit's retry and throttling plugins schedule every request through, yields to a timer several times per
 * request, whatever the limits: measured, a run of 14 requests spent about half its time there).
 */

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Turns at least `intervalMs` apart: the first is at once, each next one waits for its time. */
export class Pacer {
  private nextAt = 0;
  constructor(private readonly intervalMs: number) {}

  async turn(): Promise<void> {
    const now = Date.now();
    const at = Math.max(now, this.nextAt);
    this.nextAt = at + this.intervalMs;
    if (at > now) await sleep(at - now);
  }
}
