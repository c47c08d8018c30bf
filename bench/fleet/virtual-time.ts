// Simulated time for the fleet: while installed, `Date` and the global timers read a virtual clock, so everything
// in the process that waits (mergexo's clock and client, Octokit's throttling, the fake's budgets) waits in
// simulated seconds. The clock only moves forward when nothing real is under way: no request in flight (`fetch` is
// wrapped to count them), no child process, no file operation, nothing queued for the next turn of the event loop.
// Then it jumps to the next timer. An hour of waiting costs no real time; real work costs no simulated time.
import { AsyncLocalStorage } from 'node:async_hooks';

interface Timer {
  id: number;
  at: number;
  seq: number;
  run: () => void;
  repeat?: number;
  cleared: boolean;
  /** The run (or anything else `owner` names) that set it, so its timers can go when it ends. */
  owner: unknown;
}

/** What Node code expects of a timer handle. */
class VirtualTimeout {
  constructor(
    private readonly owner: VirtualTime,
    readonly timer: Timer,
  ) {}
  ref(): this {
    return this;
  }
  unref(): this {
    return this;
  }
  hasRef(): boolean {
    return true;
  }
  refresh(): this {
    this.owner.reschedule(this.timer);
    return this;
  }
  close(): this {
    this.owner.drop(this.timer);
    return this;
  }
  [Symbol.toPrimitive](): number {
    return this.timer.id;
  }
}

// Resources that mean real work is still under way (Node's names, from process.getActiveResourcesInfo()).
const BUSY = new Set([
  'ProcessWrap',
  'FSReqPromise',
  'FSReqCallback',
  'CloseReq',
  'FileHandleCloseReq',
  'ShutdownWrap',
  'WriteWrap',
  'TCPConnectWrap',
  'GetAddrInfoReqWrap',
  'Immediate',
]);

const real = {
  Date: globalThis.Date,
  setTimeout: globalThis.setTimeout,
  clearTimeout: globalThis.clearTimeout,
  setInterval: globalThis.setInterval,
  clearInterval: globalThis.clearInterval,
  setImmediate: globalThis.setImmediate,
  fetch: globalThis.fetch,
};

const turn = (): Promise<void> => new Promise((resolve) => real.setImmediate(resolve));
const pause = (ms: number): Promise<void> => new Promise((resolve) => real.setTimeout(resolve, ms));

function pipes(): number {
  return process.getActiveResourcesInfo().filter((r) => r === 'PipeWrap').length;
}

export class VirtualTime {
  private readonly timers = new Set<Timer>();
  private seq = 0;
  private nextId = 1;
  private inFlight = 0;
  private pipeBaseline = 0;
  private installed = false;

  /**
   * `now`: epoch milliseconds of the simulation. `owner`: what a timer belongs to when it is set (the fleet's
   * current run), for `clearOwnedBy`.
   */
  constructor(
    public now: number,
    private readonly owner: () => unknown = () => undefined,
  ) {}

  /**
   * Drops the timers `owner` set: a job that ended leaves Octokit's and Bottleneck's housekeeping intervals
   * behind, which would otherwise fire for the rest of the simulation and keep every client alive.
   */
  clearOwnedBy(owner: unknown): void {
    for (const t of this.timers) if (t.owner === owner) this.drop(t);
  }

  /** Requests under way through `fetch`, answered or not. */
  get requestsInFlight(): number {
    return this.inFlight;
  }

  install(): void {
    if (this.installed) throw new Error('virtual time is already installed');
    this.installed = true;
    this.pipeBaseline = pipes();
    globalThis.Date = new Proxy(real.Date, {
      construct: (target, args: unknown[]) =>
        args.length === 0 ? new target(this.now) : new target(...(args as [number])),
      apply: (target) => new target(this.now).toString(),
      get: (target, key, receiver) =>
        key === 'now' ? () => this.now : (Reflect.get(target, key, receiver) as unknown),
    });
    const timeout = (fn: (...a: unknown[]) => void, ms?: number, ...args: unknown[]) => this.add(fn, ms, args, false);
    const interval = (fn: (...a: unknown[]) => void, ms?: number, ...args: unknown[]) => this.add(fn, ms, args, true);
    const clear = (handle: unknown) => this.clear(handle);
    Object.assign(globalThis, {
      setTimeout: timeout,
      setInterval: interval,
      clearTimeout: clear,
      clearInterval: clear,
      // Each answer is read whole before it is handed on, so a request is in flight until its body is in.
      fetch: async (input: Parameters<typeof fetch>[0], init?: Parameters<typeof fetch>[1]) => {
        this.inFlight++;
        try {
          const response = await real.fetch(input, init);
          const body = response.status === 204 || response.status === 304 ? null : await response.arrayBuffer();
          const copy = new Response(body, {
            status: response.status,
            statusText: response.statusText,
            headers: response.headers,
          });
          // Octokit reads the answer's URL (a constructed Response has none).
          Object.defineProperty(copy, 'url', { value: response.url });
          return copy;
        } finally {
          this.inFlight--;
        }
      },
    });
  }

  uninstall(): void {
    if (!this.installed) return;
    this.installed = false;
    Object.assign(globalThis, real);
    this.timers.clear();
  }

  private add(fn: (...a: unknown[]) => void, ms: number | undefined, args: unknown[], repeat: boolean) {
    // A timer runs in the async context it was set in, as Node's own do (the fleet tells runs apart by it).
    const snapshot = AsyncLocalStorage.snapshot();
    const delay = Math.max(1, Number(ms) || 0);
    const timer: Timer = {
      id: this.nextId++,
      at: this.now + delay,
      seq: this.seq++,
      run: () => snapshot(() => fn(...args)),
      cleared: false,
      owner: this.owner(),
      ...(repeat ? { repeat: delay } : {}),
    };
    this.timers.add(timer);
    return new VirtualTimeout(this, timer);
  }

  /** Makes `owner`'s timers due now: a cancelled job stops waiting, as its stopped runner would. */
  wakeOwnedBy(owner: unknown): void {
    for (const t of this.timers) if (t.owner === owner) t.at = Math.min(t.at, this.now);
  }

  reschedule(timer: Timer): void {
    const delay = timer.repeat ?? Math.max(1, timer.at - this.now);
    timer.at = this.now + delay;
    timer.seq = this.seq++;
    timer.cleared = false;
    this.timers.add(timer);
  }

  drop(timer: Timer): void {
    timer.cleared = true;
    this.timers.delete(timer);
  }

  private clear(handle: unknown): void {
    if (handle instanceof VirtualTimeout) this.drop(handle.timer);
    else if (typeof handle === 'number') for (const t of this.timers) if (t.id === handle) this.drop(t);
  }

  /** The next timer due, earliest first (ties in the order they were set). */
  private next(): Timer | undefined {
    let best: Timer | undefined;
    for (const t of this.timers) if (!best || t.at < best.at || (t.at === best.at && t.seq < best.seq)) best = t;
    return best;
  }

  /** Runs every timer due now; true if any ran. */
  private fireDue(): boolean {
    let fired = false;
    for (;;) {
      const t = this.next();
      if (!t || t.at > this.now) return fired;
      fired = true;
      this.drop(t);
      if (t.repeat !== undefined) this.reschedule(t);
      t.run();
    }
  }

  /** Nothing real under way: no request, child process, file operation or pending immediate. */
  private idle(): boolean {
    if (this.inFlight > 0) return false;
    let pipeCount = 0;
    for (const r of process.getActiveResourcesInfo()) {
      if (BUSY.has(r)) return false;
      if (r === 'PipeWrap') pipeCount++;
    }
    return pipeCount <= this.pipeBaseline;
  }

  /**
   * Plays the simulation until `done()` holds: fires due timers as real work completes, and moves the clock to the
   * next timer whenever nothing real is under way. Throws when nothing can happen any more and `done()` is false.
   */
  async run(done: () => boolean): Promise<void> {
    for (;;) {
      await turn();
      if (this.fireDue()) continue;
      if (done()) return;
      if (!this.idle()) {
        if (process.env.FLEET_DEBUG && Math.random() < 0.01)
          console.error('busy', this.inFlight, process.getActiveResourcesInfo().join(','));
        await pause(1);
        continue;
      }
      // Twice idle in a row: what just finished has had its turn to start something new.
      await turn();
      if (this.fireDue() || !this.idle()) continue;
      const next = this.next();
      if (!next) {
        if (done()) return;
        throw new Error('virtual time: nothing is under way and no timer is set, but the simulation is not done');
      }
      this.now = Math.max(this.now, next.at);
    }
  }
}
