/**
 * Spacing and a cap on requests in flight, for the client's pacing (`./client.ts`). Both answer at once when
 * nothing has to wait: a turn that is due, or a free slot, costs no timer (Bottleneck, which Octokit's retry and
 * throttling plugins schedule every request through, yields to a timer several times per request, whatever the
 * limits: measured, a run of 14 requests spent about half its time there).
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

/** At most `size` holders at a time; the others wait for a slot in the order they asked. */
export class Slots {
  private held = 0;
  private readonly waiting: Array<() => void> = [];
  constructor(private readonly size: number) {}

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.held >= this.size) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else this.held++;
    try {
      return await work();
    } finally {
      // The slot passes straight to the next in line, or is given back.
      const next = this.waiting.shift();
      if (next) next();
      else this.held--;
    }
  }
}
